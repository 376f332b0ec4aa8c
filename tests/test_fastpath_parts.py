"""Issue 11 (speed11d): the fast path to "yes" pays an activated ability's "Sacrifice a
creature" / "Sacrifice a Goblin" and crew N, and a spell's additional sacrifice
(``precheck/costparts.py``), with objects its plan uses nowhere else; when there are too few
the full model decides. Every witness passes the referee."""

from __future__ import annotations

from castable.model import GameState
from castable.model.cards import ActivatedAbility
from castable.model.plan import Plan
from castable.solver import referee
from castable.solver.api import can_activate, can_cast
from castable.solver.precheck.fastpath import try_fast, try_fast_ability
from castable.solver.precheck.timing import ability_timing_reasons, timing_reasons

from benchmarks.decks import deck_states
from tests.conftest import board as two_player


def _fast_ability(state: GameState, oid: str, k: int = 0) -> Plan | None:
    obj = state.object(oid)
    assert obj is not None
    ab = obj.card.activated_abilities[k]
    assert isinstance(ab, ActivatedAbility)
    plan = try_fast_ability(state, "me", obj, k, ab)
    assert plan is None or referee.check(state, plan) == []
    return plan


def test_bombardment_sacrifices_a_creature() -> None:
    """Goblin Bombardment ("Sacrifice a creature: 1 damage to any target") with Grizzly Bears:
    the Bears are sacrificed (cost_objects, outcome), the target is another one."""
    state = two_player(me={"battlefield": [{"card": "Goblin Bombardment", "id": "g"},
                                           {"card": "Grizzly Bears", "id": "b"}]})
    plan = _fast_ability(state, "g")
    assert plan is not None and plan.cost_objects == (("b",),) and plan.sacrificed == ("b",)
    assert "b" not in plan.targets[0]


def test_crew_power() -> None:
    """Smuggler's Copter (crew 1): an Ornithopter (power 0) can't crew it, so no fast "yes" (and
    the model says no); a summoning-sick Llanowar Elves can (702.122a: no {T} of its own)."""
    state = two_player(me={"battlefield": [{"card": "Smuggler's Copter", "id": "c"}, "Ornithopter"]})
    assert _fast_ability(state, "c") is None
    assert can_activate(state, "c", 0, "me", explain=False).castable is False
    state = two_player(me={"battlefield": [{"card": "Smuggler's Copter", "id": "c"}, "Ornithopter",
                                           {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]})
    plan = _fast_ability(state, "c")
    assert plan is not None and plan.cost_objects == (("e",),) and plan.tapped == ("e",)


def test_siege_gang_alone_is_left_to_the_model() -> None:
    """Siege-Gang Commander ("{1}{R}, Sacrifice a Goblin") with no other Goblin: it may sacrifice
    itself, which the fast path never picks (the source is not offered): the model says yes; with
    a Raging Goblin the fast path sacrifices the Raging Goblin, paying with the Mountains."""
    state = two_player(me={"battlefield": [{"card": "Siege-Gang Commander", "id": "sg"}, "Mountain", "Mountain"]})
    assert _fast_ability(state, "sg") is None
    answer = can_activate(state, "sg", 0, "me", explain=False)
    assert answer.castable and answer.plan is not None and answer.plan.sacrificed == ("sg",)
    state = two_player(me={"battlefield": [{"card": "Siege-Gang Commander", "id": "sg"}, "Mountain", "Mountain",
                                           {"card": "Raging Goblin", "id": "gg"}]})
    plan = _fast_ability(state, "sg")
    assert plan is not None and plan.sacrificed == ("gg",) and len(plan.tapped) == 2


def test_additional_sacrifice_of_a_spell() -> None:
    """Village Rites ({B}, as an additional cost sacrifice a creature): the Swamp pays, the
    Bears are sacrificed; with no creature there is no fast "yes" and the model says no."""
    state = two_player(me={"hand": [{"card": "Village Rites", "id": "v"}],
                           "battlefield": ["Swamp", {"card": "Grizzly Bears", "id": "b"}]})
    obj = state.object("v")
    assert obj is not None
    plan = try_fast(state, "me", obj)
    assert plan is not None and plan.sacrificed == ("b",) and referee.check(state, plan) == []
    state = two_player(me={"hand": [{"card": "Village Rites", "id": "v"}], "battlefield": ["Swamp"]})
    obj = state.object("v")
    assert obj is not None and try_fast(state, "me", obj) is None
    assert can_cast(state, "v", "me", explain=False).castable is False


def test_deck_state_witnesses_pass_the_referee() -> None:
    """On the real-deck states every fast witness with a cost part (Goblin Bombardment,
    Siege-Gang Commander, Smuggler's Copter, Village Rites, Thrill of Possibility ...) passes the referee."""
    n = 0
    for _deck, _seed, data in deck_states(50):
        state = GameState.from_json(data)
        for o in state.player("me").battlefield:
            for k, ab in enumerate(o.card.activated_abilities):
                if not isinstance(ab, ActivatedAbility) or not (ab.parts or ab.crew) \
                        or ability_timing_reasons(state, "me", o, k, ab):
                    continue
                plan = try_fast_ability(state, "me", o, k, ab)
                if plan is not None:
                    assert referee.check(state, plan) == [], (o.name, plan)
                    n += 1
        for o in state.player("me").hand:
            if o.card.additional_costs and not o.card.unsupported and not timing_reasons(state, "me", o):
                plan = try_fast(state, "me", o)
                if plan is not None:
                    assert referee.check(state, plan) == [], (o.name, plan)
                    n += 1
    assert n >= 10, n


def test_additional_discard_of_a_spell() -> None:
    """Thrill of Possibility ({1}{R}, as an additional cost discard a card): two Mountains pay
    and the other card in the hand is discarded, never the spell itself (601.2a); with no
    other card there is no fast "yes" and the model says no."""
    state = two_player(me={"hand": [{"card": "Thrill of Possibility", "id": "t"}, {"card": "Grizzly Bears", "id": "b"}],
                           "battlefield": ["Mountain", "Mountain"]})
    obj = state.object("t")
    assert obj is not None
    plan = try_fast(state, "me", obj)
    assert plan is not None and plan.discarded == ("b",) and plan.cost_objects == (("b",),)
    assert referee.check(state, plan) == []
    state = two_player(me={"hand": [{"card": "Thrill of Possibility", "id": "t"}], "battlefield": ["Mountain", "Mountain"]})
    obj = state.object("t")
    assert obj is not None and try_fast(state, "me", obj) is None
    assert can_cast(state, "t", "me", explain=False).castable is False
