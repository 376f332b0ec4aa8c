"""Issue 11 (moves11c): ``precheck/notargets.empty_slot`` proves "no" without a model when a
target slot that is always there has no candidate (601.2c); wherever it does, the full model
(``can_cast`` with reasons, which doesn't take the shortcut) says "no" too."""

from __future__ import annotations

from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.solver.api import can_cast
from castable.solver.precheck.notargets import empty_slot
from castable.solver.precheck.timing import timing_reasons

from benchmarks.decks import deck_states
from benchmarks.generator import SUBJECT, CardPool, generate
from tests.conftest import board as two_player


def test_counterspell_with_an_empty_stack() -> None:
    """Counterspell ("counter target spell") with nothing on the stack: no candidate, "no";
    Lightning Bolt ("any target") always has the players; Cryptic Command (modes) is left to
    the model."""
    state = two_player(me={"hand": [{"card": "Counterspell", "id": "c"}, {"card": "Lightning Bolt", "id": "b"},
                                    {"card": "Cryptic Command", "id": "m"}],
                           "battlefield": ["Island", "Island", "Island", "Mountain"]})
    spell = state.object("c")
    assert spell is not None and empty_slot(state, "me", spell) is not None
    assert can_cast(state, "c", "me").castable is False
    assert can_cast(state, "c", "me", explain=False).castable is False
    for oid in ("b", "m"):
        obj = state.object(oid)
        assert obj is not None and empty_slot(state, "me", obj) is None


def _agree(state: GameState, player: str, objs: list[str]) -> int:
    n = 0
    for oid in objs:
        obj = state.object(oid)
        if obj is None or obj.card.unsupported or timing_reasons(state, player, obj):
            continue
        if empty_slot(state, player, obj) is not None:
            assert can_cast(state, oid, player).castable is False, obj.name
            n += 1
    return n


def test_agrees_with_the_model(pool: CardPool) -> None:
    """On the deck states and the generator's boards every empty slot found is a "no" of the model."""
    n = 0
    for _deck, _seed, data in deck_states(50):
        state = GameState.from_json(data)
        n += _agree(state, "me", [o.id for o in state.player("me").hand])
    for seed in range(200):
        data = generate(pool, seed).state
        try:
            state = GameState.from_json(data)
            if state.priority is not None:
                n += _agree(state, state.priority, [SUBJECT])
        except (InputError, UnsupportedCardError):
            continue
    assert n >= 5, n
