"""castable.Board: every distinct legal move, push / pop / copy, and `in` against the listing."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from castable import Board, BoardMove, parse_action
from castable.solver.actions import Pass, PlayLand

ISSUE = {"players": [{"name": "me", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                     {"name": "opp", "battlefield": ["Grizzly Bears", "Grizzly Bears"]}]}
BOARDS: dict[str, dict[str, Any]] = {
    "issue": ISSUE,
    "charm": {"players": [{"name": "me", "hand": ["Abzan Charm", "Grizzly Bears"],
                           "battlefield": ["Plains", "Swamp", "Forest", "Forest", "Llanowar Elves", "Lotus Petal"]},
                          {"name": "opp", "battlefield": ["Kitchen Finks"]}]},
    "souls": {"players": [{"name": "me", "hand": ["Lingering Souls", "Swamp"], "graveyard": ["Lingering Souls"],
                           "battlefield": ["Plains", "Swamp", "Swamp"]}, {"name": "opp"}]},
    "fanatic": {"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain", "Mogg Fanatic",
                                                                             {"card": "Treasure", "token": True}]},
                            {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "tapped": True}]}]},
}


def test_issue_example_four_moves_then_one_then_four() -> None:
    board = Board.from_json(ISSUE)
    moves = list(board.legal_moves)
    assert len(board.legal_moves) == 4 and len(moves) == 4
    assert sorted(m.kind for m in moves) == ["cast", "cast", "cast", "pass"]
    targets = sorted(m.plan.targets[0][0] for m in moves if m.plan is not None)
    assert targets[:2] == ["me", "opp"] and targets[2].startswith("opp.battlefield.")
    bolt = board.push_short("Lightning Bolt opp")
    assert board.move_stack == [bolt] and bolt in moves
    assert [m.kind for m in board.legal_moves] == ["pass"]
    assert board.pop() == bolt
    assert len(board.legal_moves) == 4 and board.move_stack == []


def test_identical_bears_are_one_move_whichever_is_named() -> None:
    board = Board.from_json(ISSUE)
    (at_bear,) = [m for m in board.legal_moves if m.plan is not None and m.plan.targets[0][0].startswith("opp.")]
    assert at_bear.plan is not None
    other = "opp.battlefield.1" if at_bear.plan.targets[0][0] == "opp.battlefield.0" else "opp.battlefield.0"
    twin = dataclasses.replace(at_bear.plan, targets=((other,),))
    assert BoardMove.of(board.state, twin) == at_bear and hash(BoardMove.of(board.state, twin)) == hash(at_bear)
    assert twin in board.legal_moves and board.is_legal(twin)
    # an action string names the same move
    assert BoardMove.of(board.state, parse_action(at_bear.action_string())) == at_bear


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_len_counts_without_listing_what_the_listing_holds(name: str) -> None:
    """``len(board.legal_moves)`` counts each source's options (issue 11) on a fresh board,
    without listing them; it is the number of moves iterating gives."""
    counted = len(Board.from_json(BOARDS[name]).legal_moves)
    assert counted == len(list(Board.from_json(BOARDS[name]).legal_moves))


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_in_agrees_with_the_listing(name: str) -> None:
    board = Board.from_json(BOARDS[name])
    moves = list(board.legal_moves)
    assert len(set(moves)) == len(moves), "a move listed twice"
    assert all(m in board.legal_moves for m in moves)
    for m in moves:  # variants the listing doesn't hold are not `in` either
        if m.plan is None:
            continue
        wrong_player = dataclasses.replace(m.plan, player="opp")
        no_payment = dataclasses.replace(m.plan, activations=(), spent=(), tapped=(), sacrificed=())
        for variant in (wrong_player, no_payment):
            assert (variant in board.legal_moves) == (BoardMove.of(board.state, variant) in moves)


def test_an_idle_mana_ability_is_not_a_move() -> None:
    # Tapping the second Mountain for mana nothing uses is not an option (cli.md: "tap
    # everything for nothing" never is; the referee calls it idle): `in` says what the listing says.
    board = Board.from_json({"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain", "Mountain"]},
                                         {"name": "opp"}]})
    moves = list(board.legal_moves)
    shock = next(m for m in moves if m.plan is not None and m.plan.targets == (("opp",),))
    assert shock.plan is not None
    plan = shock.plan
    extra = dataclasses.replace(plan, activations=(*plan.activations, dataclasses.replace(
        plan.activations[0], object="me.battlefield.1")), tapped=("me.battlefield.0", "me.battlefield.1"),
        mana_pool=(("R", "me.battlefield.1"),))
    from castable.solver import referee
    assert any("idle" in p for p in referee.check(board.state, extra))
    assert BoardMove.of(board.state, extra) not in moves
    assert extra not in board.legal_moves


def test_land_plays_pass_and_all_passed() -> None:
    board = Board.from_json({"players": [{"name": "me", "hand": ["Mountain", "Mountain"]}, {"name": "opp"}]})
    assert [m.kind for m in board.legal_moves] == ["play_land", "pass"]
    assert PlayLand("me.hand.1", "me") in board.legal_moves and Pass("opp") not in board.legal_moves
    board.push(Pass())
    assert board.priority == "opp" and board.passes == 1
    board.push(Pass())
    assert board.all_passed() and board.priority is None
    assert list(board.legal_moves) == [] and not board.legal_moves and Pass() not in board.legal_moves
    board.pop()
    assert bool(board.legal_moves) and board.priority == "opp"


def test_copy_is_independent() -> None:
    board = Board.from_json(ISSUE)
    copy = board.copy()
    copy.push_short("Lightning Bolt me")
    assert len(copy.move_stack) == 1 and board.move_stack == []
    assert len(board.legal_moves) == 4 and len(copy.legal_moves) == 1
    assert board.state.player("me").hand and not copy.state.player("me").hand


def test_to_json_and_from_file_with_a_card_file(tmp_path: Path) -> None:
    card = {"name": "Ember Bear", "mana_cost": "{R}", "type_line": "Creature — Bear", "oracle_text": "",
            "power": "1", "toughness": "1"}
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([card]), encoding="utf-8")
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"players": [{"name": "me", "hand": ["Ember Bear"], "battlefield": ["Mountain"]}]}),
                     encoding="utf-8")
    board = Board.from_file(state, cards=[cards])
    assert [board.short(m) for m in board.legal_moves] == ["Ember Bear", "pass"]
    board.push_short("Ember Bear")
    again = Board.from_json(board.to_json(), cards=[cards])
    assert again.to_json() == board.to_json()
    assert [m.kind for m in again.legal_moves] == ["pass"]


def test_readme_board_example_runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    root = Path(__file__).resolve().parent.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Board: every move"):]
    code = section[section.index("```python\n") + 10:section.index("\n```\n")]
    if not (root.parent / "shared" / "data" / "cards.jsonl.gz").exists():
        pytest.skip("the shared card data is not next to the repository")
    monkeypatch.chdir(root)
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    assert "Lightning Bolt Grizzly Bears" in out and out[-3:] == [out[-3], "['pass']", "29"]
    assert out[-3].startswith("cast ") and "targets (opp)" in out[-3]
