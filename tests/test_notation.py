"""The short notation: parse_short(short(m)) == m for every legal move, the autotapper's
policy, names told apart by zone, and the three errors."""

from __future__ import annotations

from typing import Any

import pytest
from castable import AmbiguousMoveError, AutotapPolicy, Board, Criterion, IllegalMoveError, InvalidMoveError

ROUND_TRIP: dict[str, dict[str, Any]] = {
    "issue": {"players": [{"name": "me", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                          {"name": "opp", "battlefield": ["Grizzly Bears", "Grizzly Bears"]}]},
    # split card, X, kicker, a Treasure, a tapped and an untapped Bear, an activation, a land in
    # hand with the same name as one on the battlefield
    "mixed": {"players": [{"name": "me", "hand": ["Fire // Ice", "Fireball", "Burst Lightning", "Mountain"],
                           "battlefield": ["Mountain", "Mountain", {"card": "Treasure", "token": True},
                                           {"card": "Grizzly Bears", "tapped": True}, "Grizzly Bears",
                                           "Mogg Fanatic"]},
                          {"name": "opp", "battlefield": ["Grizzly Bears"]}]},
    "modes": {"players": [{"name": "me", "hand": ["Abzan Charm", "Grizzly Bears"],
                           "battlefield": ["Plains", "Swamp", "Forest", "Forest", "Llanowar Elves", "Lotus Petal"]},
                          {"name": "opp", "battlefield": ["Kitchen Finks"]}]},
    "flashback": {"players": [{"name": "me", "hand": ["Lingering Souls"], "graveyard": ["Lingering Souls"],
                               "battlefield": ["Plains", "Swamp", "Swamp"]}, {"name": "opp"}]},
}


@pytest.mark.parametrize("name", sorted(ROUND_TRIP))
def test_short_round_trips_every_legal_move(name: str) -> None:
    board = Board.from_json(ROUND_TRIP[name])
    moves = list(board.legal_moves)
    texts = [board.short(m) for m in moves]
    for m, text in zip(moves, texts, strict=True):
        assert board.parse_short(text) == m, text
        assert not text.startswith(("cast ", "activate ")), f"fell back to an action string: {text}"
    assert len(set(texts)) == len(texts)


def test_the_payment_is_written_only_when_it_is_not_the_autotappers() -> None:
    board = Board.from_json(ROUND_TRIP["modes"])
    bears = [board.short(m) for m in board.legal_moves if m.plan is not None and m.plan.card == "me.hand.1"]
    assert bears.count("Grizzly Bears") == 1
    assert all(t.startswith("Grizzly Bears [tap ") for t in bears if t != "Grizzly Bears")


def _tapped_names(board: Board, text: str) -> list[str]:
    plan = board.parse_short(text).plan
    assert plan is not None
    return sorted(o.name for o in (board.state.object(i) for i in (*plan.tapped, *plan.sacrificed)) if o)


def test_autotapper_keeps_other_cards_castable() -> None:
    # Bears with Forest + Plains leaves no {W} for Savannah Lions; with both Forests it does
    # (a sorcery-speed card: judged as if the Bears had resolved).
    board = Board.from_json({"players": [{"name": "me", "hand": ["Grizzly Bears", "Savannah Lions"],
                                          "battlefield": ["Plains", "Forest", "Forest"]}, {"name": "opp"}]})
    assert _tapped_names(board, "Grizzly Bears") == ["Forest", "Forest"]


def test_autotapper_taps_the_fewest_permanents() -> None:
    # Sol Ring alone pays the {2}; two lands would be two permanents.
    board = Board.from_json({"players": [{"name": "me", "hand": ["Mind Stone"],
                                          "battlefield": ["Plains", "Island", "Sol Ring"]}, {"name": "opp"}]})
    assert _tapped_names(board, "Mind Stone") == ["Sol Ring"]


def test_autotapper_spares_treasures_petals_and_creatures_for_lands() -> None:
    board = Board.from_json({"players": [{"name": "me", "hand": ["Shock"], "battlefield": [
        {"card": "Treasure", "token": True}, "Lotus Petal", "Llanowar Elves", "Mountain"]}, {"name": "opp"}]})
    assert _tapped_names(board, "Shock opp") == ["Mountain"]
    # generic mana too: the Forest pays the {1} of the Bears before the Petal or the Elves
    board = Board.from_json({"players": [{"name": "me", "hand": ["Grizzly Bears"], "battlefield": [
        "Lotus Petal", "Llanowar Elves", "Forest", "Forest"]}, {"name": "opp"}]})
    assert _tapped_names(board, "Grizzly Bears") == ["Forest", "Forest"]


def test_the_policy_is_typed_and_replaceable() -> None:
    policy = AutotapPolicy(criteria=(Criterion.LANDS_FIRST,))
    board = Board.from_json({"players": [{"name": "me", "hand": ["Shock"], "battlefield": [
        {"card": "Treasure", "token": True}, "Mountain"]}, {"name": "opp"}]}, policy=policy)
    plan = board.parse_short("Shock opp").plan
    assert plan is not None and len(policy.score(board.state, plan)) == 1
    assert _tapped_names(board, "Shock opp") == ["Mountain"]


def test_names_told_apart_by_zone_and_face() -> None:
    board = Board.from_json(ROUND_TRIP["flashback"])
    assert board.parse_short("Lingering Souls@graveyard alt=flashback").plan.zone == "graveyard"  # type: ignore[union-attr]
    assert board.parse_short("lingering souls@hand").plan.zone == "hand"  # type: ignore[union-attr]
    with pytest.raises(IllegalMoveError):  # left out, the alternative cost is none: not from the graveyard
        board.parse_short("Lingering Souls@graveyard")
    mixed = Board.from_json(ROUND_TRIP["mixed"])
    ice = mixed.parse_short("Ice Mogg Fanatic")
    assert ice.plan is not None and ice.plan.face == "Ice"
    assert mixed.parse_short("play Mountain").kind == "play_land"
    assert mixed.parse_short("Fireball x=1 opp").plan.x == 1  # type: ignore[union-attr]


def test_errors_are_value_errors_of_three_kinds() -> None:
    board = Board.from_json(ROUND_TRIP["issue"])
    for text, error in (("", InvalidMoveError), ("Lightning Bolt opp [frobnicate Mountain]", InvalidMoveError),
                        ("Counterspell", InvalidMoveError), ("Lightning Bolt", AmbiguousMoveError),
                        ("Lightning Bolt opp [tap Grizzly Bears]", IllegalMoveError),
                        ("Lightning Bolt x=2 opp", IllegalMoveError), ("Grizzly Bears", IllegalMoveError)):
        with pytest.raises(error):
            board.parse_short(text)
        assert issubclass(error, ValueError)
    board.push_short("pass")
    board.push_short("pass")
    with pytest.raises(IllegalMoveError):
        board.parse_short("pass")


def test_a_full_action_string_is_accepted() -> None:
    board = Board.from_json(ROUND_TRIP["issue"])
    for m in board.legal_moves:
        assert board.parse_short(m.action_string()) == m
