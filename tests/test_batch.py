"""``castable batch``: serve's requests from a file, answered in input order, in this process,
in spawned worker processes, or as Ray tasks (castable.solver.batch)."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest
from castable.solver import batch, cli
from castable.solver.serve import serve

STATE = {"players": [{"name": "me", "hand": ["Shock", "Lightning Bolt"], "battlefield": ["Mountain", "Forest"]},
                     {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}]}


def requests(n: int) -> list[str]:
    """``n`` request lines of every kind, errors included (one blank line, skipped)."""
    kinds: list[object] = [
        {"command": "can-cast", "state": STATE, "card": "Shock"},
        {"command": "options", "state": STATE, "card": "Lightning Bolt"},
        {"command": "mana", "state": STATE},
        {"command": "apply", "state": STATE, "action": "pass"},  # (moves: its option counts have a time budget)
        {"command": "check", "state": STATE, "action": "pass"},
        {"command": "can-cast", "state": STATE, "card": "Counterspell"},  # not in the state: code 2
        {"command": "options", "state": STATE, "card": "Shock", "plyer": "me"},  # unknown field: code 2
        "not json",
    ]
    out = []
    for i in range(n):
        k = kinds[i % len(kinds)]
        out.append(k + "\n" if isinstance(k, str) else json.dumps({"id": i, **k}) + "\n")
    return [*out[:3], "\n", *out[3:]]


def served(lines: list[str]) -> list[str]:
    out = io.StringIO()
    serve(io.StringIO("".join(lines)), out)
    return out.getvalue().splitlines(keepends=True)


def test_in_process_answers_are_serves_in_order(tmp_path: Path) -> None:
    lines = requests(17)
    src, dst = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text("".join(lines), encoding="utf-8")
    assert cli.main(["batch", str(src), str(dst)]) == 0
    got = dst.read_text(encoding="utf-8").splitlines(keepends=True)
    assert got == served(lines) and len(got) == 17
    answers = [json.loads(g) for g in got]
    assert [a["id"] for a in answers if a["id"] is not None] == [i for i in range(17) if i % 8 != 7]
    assert [a["error"]["code"] for a in answers if not a["ok"]] == [2] * 6
    assert "plyer: unknown field" in answers[6]["error"]["message"]
    assert answers[3]["ok"] and answers[3]["result"]["format"] == "castable-state/1"  # apply


def test_two_spawned_workers_keep_the_input_order(tmp_path: Path) -> None:
    lines = requests(21)  # several chunks per worker
    answers = list(batch.answer_local([line for line in lines if line.strip()], batch.Settings(), workers=2))
    assert answers == served(lines)


def test_standard_input_and_output(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lines = requests(3)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("".join(lines).encode("utf-8"))))
    assert cli.main(["batch", "-", "-"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines(keepends=True) == served(lines) and captured.err == ""  # no terminal: no bar


def test_card_files_reach_the_workers(tmp_path: Path) -> None:
    card = {"name": "Ember Bear", "mana_cost": "{R}", "type_line": "Creature — Bear", "oracle_text": "",
            "power": "1", "toughness": "1"}
    (tmp_path / "cards.json").write_text(json.dumps([card]), encoding="utf-8")
    req = {"id": "e", "command": "can-cast", "card": "Ember Bear",
           "state": {"players": [{"name": "me", "hand": ["Ember Bear"], "battlefield": ["Mountain"]}]}}
    src, dst = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text(json.dumps(req) + "\n", encoding="utf-8")
    os.chdir(tmp_path)  # a relative --cards path is made absolute for the workers
    try:
        assert cli.main(["batch", "in.jsonl", "out.jsonl", "--cards", "cards.json", "--workers", "2"]) == 0
    finally:
        os.chdir(Path(__file__).parent)
    answer = json.loads(dst.read_text(encoding="utf-8"))
    assert answer["ok"] and answer["result"]["castable"] is True


def test_a_worker_that_cannot_start_answers_internal_errors_instead_of_hanging(tmp_path: Path) -> None:
    settings = batch.Settings(cards=(str(tmp_path / "missing.json"),))
    answers = [json.loads(a) for a in batch.answer_local(requests(3), settings, workers=2)]
    assert len(answers) == 4 and all(not a["ok"] and a["error"]["code"] == 70 for a in answers)
    assert "worker start-up" in answers[0]["error"]["message"]


def test_without_ray_a_one_line_error_and_its_own_exit_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    src, dst = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text("".join(requests(2)), encoding="utf-8")
    assert cli.main(["batch", str(src), str(dst), "--ray", "local"]) == batch.EXIT_NO_RAY == 5
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "castable[ray]" in err and err.startswith("castable: error: --ray:")
    assert not dst.exists()


def test_a_missing_input_file_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["batch", str(tmp_path / "none.jsonl"), str(tmp_path / "out.jsonl")]) == 2
    assert "none.jsonl" in capsys.readouterr().err


def test_progress_bar() -> None:
    stream = io.StringIO()
    bar = batch.Progress(4, stream)
    for _ in range(4):
        bar.step()
    bar.close()
    last = stream.getvalue().split("\r")[-1]
    assert last.startswith("[" + "#" * batch.Progress.WIDTH + "] 4/4 ") and last.endswith(" req/s\n")
    half = batch.Progress(10, io.StringIO())
    half.done = 5
    assert half.line(half.start + 1.0) == "[" + "#" * 15 + "." * 15 + "] 5/10 5.0 req/s"


def test_ray_local(tmp_path: Path) -> None:
    try:
        import ray
    except ImportError:
        if os.environ.get("CI"):
            raise  # the test extra installs ray: CI must run this
        pytest.skip("ray is not installed (pip install 'castable[ray]')")
    lines = requests(11)
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        answers = list(batch.answer_ray([line for line in lines if line.strip()], batch.Settings(), "local"))
    finally:
        ray.shutdown()
    assert answers == served(lines)
