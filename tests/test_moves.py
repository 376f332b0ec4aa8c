"""Legal moves (issue 5): the list agrees with can-cast / can-activate for every object, lands
follow 305.2, identical cards are listed once, and every witness passes the referee."""

from __future__ import annotations

from castable.model import GameState
from castable.model.cards import ActivatedAbility
from castable.solver import referee
from castable.solver.api import can_activate, can_cast
from castable.solver.moves import legal_moves
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards


def kinds(moves) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(m.kind for m in moves)


def test_main_phase_moves() -> None:
    # Shock (castable: Mountain), a second Shock (same card: listed once), Divination (not
    # castable), a Forest to play, Mogg Fanatic on the battlefield (sacrifice: activatable), pass.
    s = board({"hand": ["Shock", "Shock", "Divination", "Forest"], "battlefield": ["Mountain", "Mogg Fanatic"]})
    moves = legal_moves(s, option_budget=30.0)  # a generous budget: the counts must be known here
    assert kinds(moves) == ["activate", "cast", "pass", "play_land"]
    cast = next(m for m in moves if m.kind == "cast")
    assert cast.object == "me.hand.0" and cast.options == 3  # targets: me, opp, Mogg Fanatic
    for m in moves:
        if m.plan is not None:
            assert referee.check(s, m.plan) == []


def test_second_land_and_opponents_turn() -> None:
    s = board({"hand": ["Forest"], "lands_played_this_turn": 1})
    assert kinds(legal_moves(s)) == ["pass"]
    s = board({"hand": ["Forest", "Opt"], "battlefield": ["Island"]}, turn={"active_player": "opp", "priority": "me"})
    assert kinds(legal_moves(s, "me")) == ["cast", "pass"]  # Opt is an instant; no land on their turn


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_moves_agree_with_can_cast_and_can_activate(case: tuple) -> None:
    data, _ = case
    state = GameState.from_json(data)
    moves = legal_moves(state, "me", count_options=False)
    cast_ids = {m.object for m in moves if m.kind == "cast"}
    me = state.player("me")
    listed_keys = {state.object(i).symmetry_key() for i in cast_ids}
    for o in me.hand:
        if "Land" in o.types:
            continue
        assert bool(can_cast(state, o.id, "me").castable) == (o.symmetry_key() in listed_keys), o.name
    act = {(m.object, m.ability) for m in moves if m.kind == "activate"}
    for o in me.battlefield:
        for k, ab in enumerate(o.card.activated_abilities):
            if isinstance(ab, ActivatedAbility):
                listed = any(state.object(i).symmetry_key() == o.symmetry_key() and kk == k for i, kk in act)
                assert bool(can_activate(state, o.id, k, "me").castable) == listed
    for m in moves:
        if m.plan is not None:
            assert referee.check(state, m.plan) == []
