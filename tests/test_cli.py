"""The ``castable`` command line (shared/spec/cli.md): exit codes, one-line errors, output forms."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from castable.model.errors import UnsupportedCardError
from castable.model.plan import Plan
from castable.solver import api, cli
from castable.solver.answer import CastAnswer, ManaAnswer, OptionsAnswer, Reason


def write(tmp_path: Path, state: Any, name: str = "state.json") -> str:
    path = tmp_path / name
    path.write_text(state if isinstance(state, str) else json.dumps(state), encoding="utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str, field: str) -> None:
    assert "Traceback" not in err
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1, err
    assert lines[0].startswith(f"castable: error: {field}"), lines[0]


SHOCK = {"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain"]}, {"name": "you"}]}


# ----- exit 2: bad input, one line naming the field -----------------------------------------------
BAD_STATES = [
    ('{"players": [', "state"),
    ({"players": [{"name": "me", "hand": ["No Such Card"]}]}, "players[0].hand[0].card"),
    ({"players": [{"name": "me", "battlefield": [{"card": "Forest", "id": "f"}, {"card": "Mountain", "id": "f"}]}]},
     "players[0].battlefield[1].id"),
    ({"players": [{"name": "me", "hand": [{"card": "Shock", "tapped": True}]}]}, "players[0].hand[0].tapped"),
    ({"players": [{"name": "me"}], "turn": {"phase": "combat"}}, "turn.phase"),
    ({"players": [{"name": "me", "mana_pool": "{2}{R}"}]}, "players[0].mana_pool"),
    ({"players": [{"name": "me", "mana_pool": [{"mana": "{Q}", "source": "Sol Ring"}]}]}, "players[0].mana_pool[0].mana"),
    ({"players": [{"name": "me"}], "extra": 1}, "extra"),
    ({"format": "castable-state/2", "players": [{"name": "me"}]}, "format"),
    ({"players": []}, "players"),
    ({"players": [{"name": "me", "hand": [{"card": "Shock", "counters": {"charge": 1}}]}]}, "players[0].hand[0].counters"),
    ({"players": [{"name": "me"}], "turn": {"phase": "untap", "priority": "me"}}, "turn.priority"),
    ({"players": [{"name": "me", "life": "20"}]}, "players[0].life"),
    ({"players": [{"name": "me"}], "cards": [{"name": "Bad", "type_line": "Instant", "mana_cost": "{Q}"}]}, "cards[0].mana_cost"),
]


@pytest.mark.parametrize(("state", "field"), BAD_STATES)
@pytest.mark.parametrize("command", [["can-cast", "{path}", "Shock"], ["options", "{path}", "Shock"], ["mana", "{path}"]])
def test_bad_state_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], state: Any, field: str, command: list[str]) -> None:
    path = write(tmp_path, state)
    code, out, err = run(capsys, *[a.replace("{path}", path) for a in command])
    assert code == 2
    assert out == ""
    assert_one_line_error(err, field)


def test_bad_state_on_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("not json"))
    code, _, err = run(capsys, "can-cast", "-", "Shock")
    assert code == 2
    assert_one_line_error(err, "state")


def test_unknown_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "can-cast", write(tmp_path, SHOCK), "Shock", "--player", "nobody")
    assert code == 2
    assert_one_line_error(err, "--player")
    assert "nobody" in err


def test_missing_state_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "can-cast", str(tmp_path / "missing.json"), "Shock")
    assert code == 2
    assert_one_line_error(err, "STATE")
    assert "missing.json" in err


def test_missing_cards_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "can-cast", write(tmp_path, SHOCK), "Shock", "--cards", str(tmp_path / "nope.json"))
    assert code == 2
    assert_one_line_error(err, "--cards")


def test_bad_cards_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = write(tmp_path, "{not json", "cards.json")
    code, _, err = run(capsys, "mana", write(tmp_path, SHOCK), "--cards", cards)
    assert code == 2
    assert_one_line_error(err, "--cards")


def test_card_not_in_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "can-cast", write(tmp_path, SHOCK), "Lightning Bolt")
    assert code == 2
    assert_one_line_error(err, "CARD")


@pytest.mark.parametrize("argv", [
    [], ["frobnicate"], ["can-cast"], ["can-cast", "s.json"], ["options", "s.json", "Shock", "--limit", "0"],
    ["options", "s.json", "Shock", "--limit", "many"], ["can-cast", "s.json", "Shock", "--time-limit", "-1"],
    ["can-cast", "s.json", "Shock", "--time-limit", "nan"], ["can-activate", "s.json", "Forest"],
    ["can-activate", "s.json", "Forest", "--ability", "x"], ["can-cast", "s.json", "Shock", "--bogus"],
    ["schema", "nothing"], ["mana", "s.json", "extra"],
])
def test_usage_errors_exit_2_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_line_error(err, "")


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert "can-cast" in out


# ----- can-activate / options --ability (602) ------------------------------------------------------
def test_can_activate_mana_ability_of_a_mountain(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, SHOCK)
    code, out, _ = run(capsys, "can-activate", path, "Mountain", "--ability", "0", "--json")
    assert code == 0
    answer = json.loads(out)
    assert answer["activatable"] is True and answer["plan"]["ability"] == 0
    assert answer["plan"]["outcome"]["tapped"] == ["me.battlefield.0"]


def test_options_ability_out_of_range_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, SHOCK)
    code, out, err = run(capsys, "options", path, "me.battlefield.0", "--ability", "3", "--json")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "--ability" in err


def test_can_activate_tapped_mountain_is_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = {"players": [{"name": "me", "battlefield": [{"card": "Mountain", "tapped": True}]}]}
    path = write(tmp_path, state)
    code, out, _ = run(capsys, "can-activate", path, "Mountain", "--ability", "0")
    assert code == 1 and "118.3" in out


def test_ability_of_unknown_object_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "can-activate", write(tmp_path, SHOCK), "Sol Ring", "--ability", "0")
    assert code == 2
    assert_one_line_error(err, "OBJECT")


# ----- exit-code mapping, with the API replaced (independent of the solver) -----------------------
def fake_plan() -> Plan:
    return Plan(card="me.hand.0", player="me", targets=(("you",),), total_cost="{R}", tapped=("me.battlefield.0",))


@pytest.fixture
def fake_api(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    answers: dict[str, Any] = {}

    def fake(name: str) -> Any:
        def f(*args: Any, **kwargs: Any) -> Any:
            answers.setdefault("calls", []).append((name, args, kwargs))
            value = answers[name]
            if isinstance(value, BaseException):
                raise value
            return value
        return f

    for name in ("can_cast", "options", "mana_pools"):
        monkeypatch.setattr(api, name, fake(name))
    return answers


@pytest.mark.parametrize(("answer", "code", "first"), [
    (CastAnswer(True, fake_plan()), 0, "castable: yes"),
    (CastAnswer(False, reasons=[Reason("601.2h", "needs {R}; no untapped source", ())]), 1, "castable: no"),
    (CastAnswer(None, reasons=[Reason("601.2h", "time limit reached")]), 3, "castable: undecided"),
])
def test_can_cast_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str], fake_api: dict[str, Any],
                             answer: CastAnswer, code: int, first: str) -> None:
    fake_api["can_cast"] = answer
    path = write(tmp_path, SHOCK)
    got, out, err = run(capsys, "can-cast", path, "Shock")
    assert (got, err) == (code, "")
    lines = out.splitlines()
    assert lines[0].startswith(first)
    if answer.castable is True:
        assert "Shock (me.hand.0)" in lines[1]
    else:
        assert lines[1].strip().startswith(answer.reasons[0].rule + ": ")
    got, out, _ = run(capsys, "can-cast", path, "Shock", "--json")
    assert got == code
    from castable.model.state import GameState
    state = GameState.from_json(SHOCK)
    assert json.loads(out) == answer.to_json(state)
    assert list(json.loads(out)) == ["format", "castable", "plan", "reasons"]


def test_player_and_time_limit_are_passed(tmp_path: Path, capsys: pytest.CaptureFixture[str], fake_api: dict[str, Any]) -> None:
    fake_api["can_cast"] = CastAnswer(True, fake_plan())
    path = write(tmp_path, SHOCK)
    run(capsys, "can-cast", path, "Shock")
    run(capsys, "can-cast", path, "Shock", "--player", "you", "--time-limit", "2.5")
    (_, a1, k1), (_, a2, k2) = fake_api["calls"]
    assert a1[1:] == ("Shock", "me") and k1 == {"time_limit": 10.0}
    assert a2[1:] == ("Shock", "you") and k2 == {"time_limit": 2.5}


@pytest.mark.parametrize(("answer", "code"), [
    (OptionsAnswer([fake_plan(), fake_plan()], complete=True), 0),
    (OptionsAnswer([fake_plan()], complete=False), 0),  # cut by --limit
    (OptionsAnswer([], complete=True, reasons=[Reason("601.2h", "no mana")]), 1),
    (OptionsAnswer([fake_plan()], complete=False, timed_out=True), 3),
    (OptionsAnswer([], complete=False, timed_out=True), 3),
])
def test_options_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str], fake_api: dict[str, Any],
                            answer: OptionsAnswer, code: int) -> None:
    fake_api["options"] = answer
    path = write(tmp_path, SHOCK)
    got, out, err = run(capsys, "options", path, "Shock", "--limit", "1")
    assert (got, err) == (code, "")
    lines = out.splitlines()
    assert sum(1 for line in lines if line[:1].isdigit() and ". cast " in line) == answer.count
    assert f"{answer.count} option" in out
    got, out, _ = run(capsys, "options", path, "Shock", "--json")
    assert got == code
    assert list(json.loads(out)) == ["format", "count", "complete", "options"]
    assert json.loads(out)["count"] == answer.count
    assert fake_api["calls"][0][2] == {"limit": 1, "time_limit": 10.0}


@pytest.mark.parametrize(("answer", "code"), [
    (ManaAnswer(["{R}", "{G}"], complete=True), 0),
    (ManaAnswer([""], complete=True), 0),
    (ManaAnswer([[{"mana": "{C}{C}{C}", "source": "Mishra's Workshop"}]], complete=True), 0),
    (ManaAnswer(["{R}"], complete=False, timed_out=True), 3),
])
def test_mana_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str], fake_api: dict[str, Any],
                         answer: ManaAnswer, code: int) -> None:
    fake_api["mana_pools"] = answer
    path = write(tmp_path, SHOCK)
    got, out, err = run(capsys, "mana", path)
    assert (got, err) == (code, "")
    assert len(out.splitlines()) == len(answer.pools) + 1
    got, out, _ = run(capsys, "mana", path, "--json")
    assert got == code
    assert json.loads(out) == answer.to_json()


def test_unsupported_card_exit_4(tmp_path: Path, capsys: pytest.CaptureFixture[str], fake_api: dict[str, Any]) -> None:
    fake_api["can_cast"] = UnsupportedCardError("Weird Card", "When this enters, draw a card.")
    code, out, err = run(capsys, "can-cast", write(tmp_path, SHOCK), "Shock")
    assert (code, out) == (4, "")
    assert err.count("\n") == 1 and "Weird Card" in err and "draw a card" in err


def test_internal_error_exit_70_no_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             fake_api: dict[str, Any]) -> None:
    fake_api["can_cast"] = RuntimeError("boom\nsecond line")
    code, out, err = run(capsys, "can-cast", write(tmp_path, SHOCK), "Shock")
    assert (code, out) == (70, "")
    assert err == "castable: internal error: RuntimeError: boom second line\n"


# ----- commands that need no solver ----------------------------------------------------------------
@pytest.mark.parametrize("name", cli.SCHEMAS)
def test_schema_command(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, "schema", name)
    assert code == 0
    assert json.loads(out)["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_demo_state_parses(capsys: pytest.CaptureFixture[str]) -> None:
    from castable.model.state import GameState
    code, out, _ = run(capsys, "demo", "--state")
    assert code == 0
    state = GameState.from_text(out)
    assert [p.name for p in state.players] == ["alice", "bob"]


def test_console_script_process(tmp_path: Path) -> None:
    """A real process: exit code 2 and one line, no traceback."""
    path = write(tmp_path, '{"players": [{"name": "me", "hand": ["Shock"], "battlefield": [{"card": "Mountain", "id": 7}]}]}')
    proc = subprocess.run([sys.executable, "-m", "castable.solver.cli", "can-cast", path, "Shock"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert_one_line_error(proc.stderr, "players[0].battlefield[0].id")


# ----- end to end with the solver -------------------------------------------------------------------
def demo_path(tmp_path: Path) -> str:
    return write(tmp_path, cli.demo_state_text(), "demo.json")


@pytest.mark.parametrize(("card", "code"), [("Kitchen Finks", 0), ("finks", 0), ("Lightning Helix", 0), ("Counterspell", 1)])
def test_solver_can_cast_demo(tmp_path: Path, capsys: pytest.CaptureFixture[str], card: str, code: int) -> None:
    got, out, err = run(capsys, "can-cast", demo_path(tmp_path), card)
    assert (got, err) == (code, "")
    assert out.startswith("castable: yes" if code == 0 else "castable: no")


def test_solver_options_demo_finks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Birds + Forest + Plains; or Sol Ring + two of them, {C} left floating.
    code, out, _ = run(capsys, "options", demo_path(tmp_path), "Kitchen Finks", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["count"], data["complete"]) == (4, True)
    tapped = sorted(tuple(sorted(p["outcome"]["tapped"])) for p in data["options"])
    assert tapped == [("birds", "forest", "plains"), ("birds", "forest", "sol-ring"), ("birds", "plains", "sol-ring"),
                      ("forest", "plains", "sol-ring")]


def test_solver_options_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "options", demo_path(tmp_path), "Kitchen Finks", "--json", "--limit", "2")
    assert code == 0
    data = json.loads(out)
    assert (data["count"], data["complete"]) == (2, False)


def test_solver_mana_demo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "mana", demo_path(tmp_path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["complete"] is True
    assert sorted(data["pools"]) == sorted(["{W}{W}{G}{C}{C}", "{W}{U}{G}{C}{C}", "{W}{B}{G}{C}{C}", "{W}{R}{G}{C}{C}",
                                            "{W}{G}{G}{C}{C}"])


def test_solver_demo_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "demo")
    assert (code, err) == (0, "")
    assert "castable: yes" in out and "castable: no" in out and "4 options" in out


@pytest.mark.parametrize(("state", "card", "count"), [
    # cli.md "Distinct options" examples
    ({"players": [{"name": "me", "hand": ["Twin Bear"], "battlefield": ["Forest", "Forest", "Forest"]}],
      "cards": [{"name": "Twin Bear", "mana_cost": "{G}{G}", "type_line": "Creature — Bear", "power": "2", "toughness": "2"}]},
     "Twin Bear", 1),
    ({"players": [{"name": "me", "hand": ["Opt"], "battlefield": ["Island"], "mana_pool": "{U}"}]}, "Opt", 2),
    ({"players": [{"name": "me", "hand": ["Big Bear"], "battlefield": ["Sol Ring", "Forest", "Forest"]}],
      "cards": [{"name": "Big Bear", "mana_cost": "{2}{G}", "type_line": "Creature — Bear", "power": "3", "toughness": "3"}]},
     "Big Bear", 2),
])
def test_solver_spec_option_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str], state: Any, card: str, count: int) -> None:
    code, out, _ = run(capsys, "options", write(tmp_path, state), card, "--json")
    assert code == 0
    assert json.loads(out)["count"] == count


def test_solver_not_castable_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = {"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Forest"]}]}
    code, out, _ = run(capsys, "can-cast", write(tmp_path, state), "Shock", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["castable"] is False and data["reasons"]
    code, out, _ = run(capsys, "options", write(tmp_path, state), "Shock", "--json")
    assert code == 1
    assert json.loads(out)["count"] == 0


def test_solver_unsupported_state_card_exit_4(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = {"players": [{"name": "me", "hand": ["Odd Bear"], "battlefield": ["Forest", "Forest"]}],
             "cards": [{"name": "Odd Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
                        "oracle_text": "This spell costs {1} less to cast for each Zombie in the cosmos."}]}
    code, out, err = run(capsys, "can-cast", write(tmp_path, state), "Odd Bear")
    assert (code, out) == (4, "")
    assert err.count("\n") == 1 and "Odd Bear" in err


def test_solver_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(SHOCK)))
    code, out, _ = run(capsys, "can-cast", "-", "Shock", "--json")
    assert code == 0
    assert json.loads(out)["plan"]["card"] == "me.hand.0"
