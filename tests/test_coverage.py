"""Issue 4: ``castable.model.coverage``, ``castable coverage`` / ``castable card``, and the
reader never crashing on the shared card data."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from castable.model.cards import CardDef
from castable.model.coverage import FORMAT, coverage, describe_card, iter_records, template
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver import cli

SHARED_CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"

BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
        "power": "2", "toughness": "2", "legalities": {"standard": "legal"}}
BIRD = {"name": "Test Bird", "mana_cost": "{W}", "type_line": "Creature — Bird", "oracle_text": "Flying, vigilance",
        "power": "1", "toughness": "1"}
ODD = {"name": "Zorblax the Odd", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Horror",
       "oracle_text": "Flying\nZorblax frobnicates 3 gizmos named \"Quux\" for {2}{U}.", "power": "3", "toughness": "3",
       "legalities": {"standard": "legal"}}
INCOMPLETE = {"name": "Front // Back", "mana_cost": "", "type_line": "Creature — Elf // Land", "oracle_text": None,
              "faces_incomplete": True}
MALFORMED = {"name": "Broken", "mana_cost": "{Z}", "type_line": "Instant", "oracle_text": ""}
NO_TYPE = {"name": "Typeless", "mana_cost": "{1}", "type_line": "", "oracle_text": ""}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_jsonl(path: Path, records: list[Any]) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


# ----- coverage() --------------------------------------------------------------------------------
def test_coverage_counts() -> None:
    report = coverage([BEAR, BIRD, ODD, INCOMPLETE, MALFORMED, NO_TYPE])
    assert report["format"] == FORMAT
    assert report["cards"] == 5  # faces_incomplete counted apart
    assert report["understood"] == 2
    assert report["unsupported"] == 3
    assert report["unsupported_harmless"] == 1  # the odd card: its unread line names no cost, target or mana
    assert report["faces_incomplete"] == 1
    assert report["errors"] == 2
    assert set(report["error_reasons"]) == {"mana_cost", "type_line"}
    assert report["error_reasons"]["mana_cost"]["count"] == 1
    assert report["by_type"]["Creature"] == {"cards": 3, "understood": 2}
    assert report["by_type"]["Instant"] == {"cards": 1, "understood": 0}
    assert report["standard"] == {"cards": 2, "understood": 1}
    [top] = report["top_unsupported"]
    assert top["count"] == 1 and top["example"] == "Zorblax the Odd"
    assert top["template"] == '~ frobnicates N gizmos named "..." for {M}.'
    json.dumps(report)  # JSON-able


def test_coverage_groups_templates_across_cards() -> None:
    a = {**ODD, "name": "Alpha", "oracle_text": "Alpha frobnicates 2 gizmos for {1}{R}."}
    b = {**ODD, "name": "Beta, the Second", "oracle_text": "Beta frobnicates seven gizmos for {G}."}
    report = coverage([a, b, "not a record"])
    assert report["top_unsupported"] == [{"template": "~ frobnicates N gizmos for {M}.", "count": 2, "example": "Alpha"}]
    assert report["cards"] == 3 and report["errors"] == 1


def test_coverage_empty() -> None:
    report = coverage([])
    assert report["cards"] == 0 and report["understood"] == 0 and report["top_unsupported"] == []


def test_template() -> None:
    rec = {"name": "Jace, the Mind Sculptor", "type_line": "Legendary Planeswalker — Jace"}
    assert template("+2: Look at the top card of target player's library.", rec) == (
        "+N: Look at the top card of target player's library.")
    assert template("−1: Return target creature to its owner's hand.", rec) == "-N: Return target creature to its owner's hand."
    assert template("{T}, Sacrifice Jace: Add {B}{B} (reminder).", rec) == "{T}, Sacrifice ~: Add {M}."
    assert template("Jace, the Mind Sculptor deals 3 damage.", rec) == "~ deals N damage."


def test_iter_records_formats(tmp_path: Path) -> None:
    mdfc = {"object": "card", "name": "A // B", "layout": "modal_dfc",
            "card_faces": [{"name": "A", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": ""},
                           {"name": "B", "mana_cost": "", "type_line": "Land", "oracle_text": ""}]}
    (tmp_path / "list.json").write_text(json.dumps([BEAR, mdfc]), encoding="utf-8")
    assert [r["name"] for r in iter_records(tmp_path / "list.json")] == ["Test Bear", "A", "B"]
    (tmp_path / "bulk.json").write_text(json.dumps({"object": "list", "data": [BIRD]}), encoding="utf-8")
    assert [r["name"] for r in iter_records(tmp_path / "bulk.json")] == ["Test Bird"]
    atomic = {"meta": {}, "data": {"Grizzly Bears": [{"name": "Grizzly Bears", "manaCost": "{1}{G}",
                                                      "type": "Creature — Bear", "text": "", "power": "2", "toughness": "2"}]}}
    (tmp_path / "atomic.json").write_text(json.dumps(atomic), encoding="utf-8")
    [rec] = iter_records(tmp_path / "atomic.json")
    assert rec["name"] == "Grizzly Bears" and rec["type_line"] == "Creature — Bear"
    with gzip.open(tmp_path / "cards.jsonl.gz", "wt", encoding="utf-8") as f:
        f.write(json.dumps(BEAR) + "\n\n" + json.dumps(BIRD) + "\n")
    assert [r["name"] for r in iter_records(tmp_path / "cards.jsonl.gz")] == ["Test Bear", "Test Bird"]
    (tmp_path / "bad.jsonl").write_text(json.dumps(BEAR) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(InputError, match="line 2"):
        list(iter_records(tmp_path / "bad.jsonl"))
    with pytest.raises(InputError, match="cannot read"):
        list(iter_records(tmp_path / "missing.json"))


def test_describe_card_is_json() -> None:
    d = describe_card(read_card(BIRD))
    assert d["understood"] is True and d["mana_cost"] == "{W}" and d["types"] == ["Creature"]
    assert d["keywords"] == ["Flying", "Vigilance"]
    d = describe_card(read_card(ODD))
    assert d["understood"] is False and "frobnicates" in d["unsupported"]
    json.dumps(d)


# ----- the command line --------------------------------------------------------------------------
def test_cli_coverage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "cards.jsonl", [BEAR, BIRD, ODD, INCOMPLETE, MALFORMED])
    code, out, err = run(capsys, "coverage", path, "--json")
    assert code == 0 and err == ""
    report = json.loads(out)
    assert report == coverage([BEAR, BIRD, ODD, INCOMPLETE, MALFORMED])
    code, out, err = run(capsys, "coverage", path)
    assert code == 0 and err == ""
    assert "4 faces with Oracle text, 2 understood (50.0 %)" in out
    assert "Creature" in out and "frobnicates" in out


def test_cli_coverage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "coverage", str(tmp_path / "missing.json"))
    assert code == 2 and out == "" and err.startswith("castable: error: ") and err.count("\n") == 1
    code, _, err = run(capsys, "coverage")
    assert code == 2 and "Traceback" not in err


def test_cli_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "cards.jsonl", [BEAR, BIRD, ODD])
    code, out, err = run(capsys, "card", "Test Bird", "--cards", path)
    assert code == 0 and err == ""
    assert "Test Bird {W}" in out and "understood" in out and "Flying, Vigilance" in out
    code, out, _ = run(capsys, "card", "Test Bear", "--cards", path, "--json")
    data = json.loads(out)
    assert code == 0 and data["format"] == "castable-card/1" and data["understood"] is True and data["power"] == "2"
    code, out, err = run(capsys, "card", "Zorblax the Odd", "--cards", path)
    assert code == 4
    assert "frobnicates" in out
    assert err.startswith("castable: unsupported: Zorblax the Odd: unsupported rules text: Zorblax frobnicates")
    code, out, err = run(capsys, "card", "Zorblax the Odd", "--cards", path, "--json")
    assert code == 4 and json.loads(out)["understood"] is False
    code, out, err = run(capsys, "card", "No Such Card", "--cards", path)
    assert code == 2 and out == "" and err.strip() == "castable: error: NAME: unknown card 'No Such Card'"


#: Vivien Reid with her −3 changed to a line the reader leaves unread (hers, "Destroy target
#: artifact, enchantment, or creature with flying.", is read since target13)
VIVIEN_REID = {"name": "Vivien Reid", "mana_cost": "{3}{G}{G}", "type_line": "Legendary Planeswalker — Vivien", "oracle_text": "+1: Look at the top four cards of your library. You may reveal a creature or land card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\n−3: Destroy target creature that dealt damage this turn.\n−8: You get an emblem with \"Creatures you control get +2/+2 and have vigilance, trample, and indestructible.\"", "loyalty": "5"}  # noqa: E501
GOLD_MINE = {"name": "Gold Mine", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\nLegacy — {T}, Mark one of Gold Mine's unmarked nodes: Add one mana of any color.\n☐, ☐, ☐, ☐, ☐"}  # noqa: E501


def test_cli_card_lists_every_unread_line_and_keeps_k(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Vivien Reid's -3 (here "that dealt damage this turn") is unread: it keeps its place, K = 1, so her -8 is K = 2
    # (cli.md)
    path = write_jsonl(tmp_path / "cards.jsonl", [VIVIEN_REID, GOLD_MINE, BEAR])
    code, out, _ = run(capsys, "card", "Vivien Reid", "--cards", path, "--json")
    data = json.loads(out)
    minus_three = "−3: Destroy target creature that dealt damage this turn."
    assert code == 4 and data["unsupported"] == minus_three and data["unread"] == [minus_three]
    abilities = data["activated_abilities"]
    assert [a.get("loyalty") for a in abilities] == [1, None, -8]
    assert abilities[1] == {"text": minus_three, "unread": True}
    assert "unread" not in abilities[0] and "unread" not in abilities[2]
    # every unread line, the first one naming the refusal; an unread mana ability among the mana abilities
    code, out, _ = run(capsys, "card", "Gold Mine", "--cards", path, "--json")
    data = json.loads(out)
    legacy = "Legacy — {T}, Mark one of Gold Mine's unmarked nodes: Add one mana of any color."
    assert code == 4 and data["unread"] == [legacy, "☐, ☐, ☐, ☐, ☐"] and data["unsupported"] == legacy
    assert [m.get("unread", False) for m in data["mana_abilities"]] == [False, True]
    # understood cards: no "unread", the abilities as before
    code, out, _ = run(capsys, "card", "Test Bear", "--cards", path, "--json")
    assert code == 0 and "unread" not in json.loads(out)


def test_cli_card_builtin(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "Lightning Bolt", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["mana_cost"] == "{R}" and data["targets"]


# ----- the reader on every face of the shared data -----------------------------------------------
def test_reader_never_crashes_on_shared_data() -> None:
    if not SHARED_CARDS.exists():
        pytest.skip(f"{SHARED_CARDS} is not here")
    with gzip.open(SHARED_CARDS, "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    assert len(records) > 29_000
    read = 0
    for i, rec in enumerate(records):
        try:
            card = read_card(rec, where=f"cards[{i}]")
        except InputError:
            continue
        except Exception as e:  # pragma: no cover - the failure message names the face
            pytest.fail(f"read_card crashed on {rec.get('name')!r}: {type(e).__name__}: {e}")
        assert isinstance(card, CardDef)
        assert card.unsupported is None or isinstance(card.unsupported, str)
        read += 1
    assert read > 29_000
