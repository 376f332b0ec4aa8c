"""Blight as an optional additional cost (issue 13): "As an additional cost to cast this spell,
you may blight N." Each expected count is worked out by hand; every plan goes through the
referee and the reference enumerator (``agreed_options``).

Blight is not in /work/shared/rules; stated in our own words from the cards' reminder text
("You may put a -1/-1 counter on a creature you control."): to blight N is to put N -1/-1
counters on one creature you control. Here it is an optional additional cost (118.8b), chosen
while casting (601.2b) and paid with the rest of the total cost (601.2h): the creature must be
on the battlefield under the caster's control then, tapped or not; mana abilities are activated
before costs are paid (601.2g), so a creature sacrificed for mana can't be blighted. Which
creature takes the counters tells options apart; identical creatures with the same other uses
are one choice (docs/answers.md "Distinct options").
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.plan import Plan
from castable.solver import referee
from castable.solver.cpsat import classes, factored
from castable.solver.cpsat.model import CastModel

from tests.conftest import agreed_options

BLIGHT1 = "As an additional cost to cast this spell, you may blight 1. (You may put a -1/-1 counter on a creature you control.)"
CINDER = {"name": "Test Cinder", "mana_cost": "{R}", "type_line": "Instant",
          "oracle_text": BLIGHT1 + "\nTest Cinder deals 2 damage to any target."}
GROWTH = {"name": "Test Growth", "mana_cost": "{G}", "type_line": "Sorcery",
          "oracle_text": BLIGHT1 + "\nYou draw two cards and you lose 2 life."}
THRULL = {"name": "Test Thrull", "mana_cost": "{B}", "type_line": "Creature — Thrull", "power": "1", "toughness": "1",
          "oracle_text": "Sacrifice this creature: Add {R}."}
CARDS = [CINDER, GROWTH, THRULL]


def state(bf: list[Any], hand: str, opp_bf: list[Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": bf},
                                            {"name": "opp", "battlefield": opp_bf or []}], "cards": CARDS})


def _blights(s: GameState, plans: list[Plan]) -> list[str]:
    names = {o.id: o.card.name for o in s.objects()}
    return sorted(",".join(f"{names[oid]}:{n}" for oid, n in p.blighted) or "-" for p in plans)


def test_reader() -> None:
    """"you may blight N" is one optional cost of one blight part of N counters; "blight X or
    pay {M}", "blight X" and a blight next to a sacrifice cost stay unread."""
    card = read_card(CINDER)
    assert card.unsupported is None
    [b] = card.optional_costs
    assert (b.name, len(b.parts), b.parts[0].action, b.parts[0].amount) == ("blight", 1, "blight", 1)
    two = read_card({**GROWTH, "oracle_text": BLIGHT1.replace("blight 1", "blight 2")})
    assert two.optional_costs[0].parts[0].amount == 2
    for text in ("As an additional cost to cast this spell, blight X or pay {3}.",
                 "As an additional cost to cast this spell, blight X. X can't be greater than the greatest "
                 "toughness among creatures you control.",
                 BLIGHT1 + "\nAs an additional cost to cast this spell, sacrifice a creature.",
                 BLIGHT1 + "\n" + BLIGHT1):
        assert read_card({**GROWTH, "oracle_text": text}).unsupported is not None, text


def test_two_identical_bears_and_an_elf() -> None:
    """{R} from the Mountain (the Elves' {G} can't pay it, and an idle activation is no option).
    Targets: me, opp, a Bear (the two are alike), the Elves: 4. Not blighting: 4 options.
    Blighting the Elves: the same 4 targets: 4. Blighting a Bear: me, opp, the Elves, that same
    Bear, or the other Bear: 5. Total 13; the blighted creature is named with 1 counter."""
    s = state(["Mountain", {"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"},
               {"card": "Llanowar Elves", "id": "e"}], "Test Cinder")
    plans = agreed_options(s, "h", "me")
    assert len(plans) == 13
    counts = _blights(s, plans)
    assert counts.count("-") == 4 and counts.count("Llanowar Elves:1") == 4 and counts.count("Grizzly Bears:1") == 5
    for p in plans:
        assert p.optional_costs == ({"blight": 1} if p.blighted else {})
        assert p.cost_objects == (((p.blighted[0][0],),) if p.blighted else ())


def test_tapped_for_mana_may_be_blighted() -> None:
    """{G} from the Forest or the Elves (2 ways); either way the Elves may take the counter or
    no blight is paid: 2 x 2 = 4 options (a tapped creature can be blighted, 601.2h)."""
    s = state(["Forest", {"card": "Llanowar Elves", "id": "e"}], "Test Growth")
    plans = agreed_options(s, "h", "me")
    assert len(plans) == 4
    assert sorted((p.tapped, bool(p.blighted)) for p in plans) == [
        (("e",), False), (("e",), True), ((s.players[0].battlefield[0].id,), False),
        ((s.players[0].battlefield[0].id,), True)]


def test_sacrificed_for_mana_cant_be_blighted() -> None:
    """{R} from the Mountain (no blight, or blight the Thrull) or from sacrificing the Thrull
    (601.2g: it is gone when the blight is paid, so no blight): 3 options; with the Thrull
    alone, 1. An opponent's creature is never a choice."""
    s = state(["Mountain", {"card": "Test Thrull", "id": "t"}], "Test Cinder", opp_bf=["Grizzly Bears"])
    plans = [p for p in agreed_options(s, "h", "me") if p.targets == (("opp",),)]
    assert sorted((p.sacrificed, p.blighted) for p in plans) == [((), ()), ((), (("t", 1),)), (("t",), ())]
    alone = state([{"card": "Test Thrull", "id": "t"}], "Test Growth")
    assert agreed_options(alone, "h", "me") == []  # Thrull makes {R}, not {G}: no way
    cinder = state([{"card": "Test Thrull", "id": "t"}], "Test Cinder")
    assert all(not p.blighted for p in agreed_options(cinder, "h", "me"))


def test_referee_checks_the_creature() -> None:
    """The referee accepts the right blight and rejects a land, an opponent's creature, a
    creature sacrificed for mana, and an outcome that disagrees with ``cost_objects``."""
    s = state(["Mountain", {"card": "Test Thrull", "id": "t"}], "Test Cinder", opp_bf=[{"card": "Grizzly Bears",
                                                                                       "id": "ob"}])
    plans = agreed_options(s, "h", "me")
    good = next(p for p in plans if p.blighted and p.targets == (("opp",),))
    assert referee.check(s, good) == []
    mountain = s.players[0].battlefield[0].id
    for oid in (mountain, "ob"):
        bad = Plan(**{**good.__dict__, "cost_objects": ((oid,),), "blighted": ((oid, 1),)})
        assert referee.check(s, bad), oid
    assert referee.check(s, Plan(**{**good.__dict__, "blighted": (("t", 2),)}))
    sac = next(p for p in plans if p.sacrificed and p.targets == (("opp",),))
    assert referee.check(s, Plan(**{**sac.__dict__, "optional_costs": {"blight": 1}, "cost_objects": (("t",),),
                                    "blighted": (("t", 1),)}))


def test_pure_paths_decline() -> None:
    """The payment-class enumerator and the factored listing don't carry the blighted creature:
    both leave such spells to the CP-SAT enumeration."""
    s = state(["Mountain", "Grizzly Bears"], "Test Cinder")
    obj = s.object("h")
    assert obj is not None
    cm = CastModel(s, "me", obj)
    assert classes.declines(cm) is not None
    assert not factored.factorable(cm)
