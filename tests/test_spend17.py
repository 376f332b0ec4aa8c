"""Issue 11 (spend17): one check of a spend (``castable.solver.cpsat.spend``) for every kind of
costed mana source, so that the plain count no longer declines a board mixing them: a filter land
beside Nykthos or Springleaf Drum, a Signet and a filter land paying each other, filter lands of
two pairs, restricted mana beside them. Each board is counted by hand from the rules (605.3a: a
mana ability's cost is paid with mana made before it; docs/answers.md: no idle activation, the
mana left floating is part of the option), and checked three ways: the plain count, the three
checkers' agreed options, and the number."""

from __future__ import annotations

from collections import Counter

import pytest
from castable.solver.cpsat import plaincount, spend
from castable.solver.cpsat.classes import _Need, _Source
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options
from tests.conftest import board as two_player

NYKTHOS = "Nykthos, Shrine to Nyx"
CARDS = [
    {"name": "Nantuko Shade", "mana_cost": "{B}{B}", "type_line": "Creature — Insect Shade",
     "oracle_text": "{B}: Nantuko Shade gets +1/+1 until end of turn.", "power": "2", "toughness": "1"},
    {"name": "Vampire Nighthawk", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Vampire Shaman",
     "oracle_text": "Flying, deathtouch, lifelink", "power": "2", "toughness": "3"},
    {"name": "Zealous Persecution", "mana_cost": "{W}{B}", "type_line": "Instant",
     "oracle_text": "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."},
    {"name": "Graven Cairns", "mana_cost": None, "type_line": "Land",
     "oracle_text": "{T}: Add {C}.\n{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}."},
]


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _three_ways(spell: str, battlefield: list[object], expected: int) -> None:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield},
                       opp={"battlefield": ["Grizzly Bears"]}, cards=CARDS)
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert len(agreed_options(state, "s", "me")) == expected


def test_filter_land_beside_nykthos_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with Nykthos, Fetid Heath, a Swamp and Vampire Nighthawk (devotion
    to black 2, 700.5: Nykthos's {2} adds {B}{B}). The Swamp pays the Heath's {W/B} and its {B}{B}
    the spell; or Nykthos's {2} is paid with the Swamp's {B} and the Heath's {C} (or with the
    Heath's two units, the Heath paid by the Swamp: the same objects, nothing floating) and its
    {B}{B} pays. {C} pays no {B}, and nothing else is made before Nykthos. Two options."""
    _three_ways("Nantuko Shade", [NYKTHOS, "Fetid Heath", "Swamp", "Vampire Nighthawk"], 2)


def test_filter_land_beside_springleaf_drum_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with Springleaf Drum, Fetid Heath, a Plains and Grizzly Bears (the
    one creature the Drum taps). The Plains pays the Heath's {W/B}, whose {B}{B} pays; or the
    Drum's {B} pays it (the Plains unused); or the Plains pays it and the Drum's {B} with one of
    the Heath's units pays, the other ({W} or {B}) floating: two. Four options."""
    _three_ways("Nantuko Shade", ["Springleaf Drum", "Fetid Heath", "Plains", "Grizzly Bears"], 4)


def test_signet_paid_by_a_filter_land_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with a Dimir Signet ({1}: {U}{B}), Fetid Heath and a Plains. The
    Plains pays the Heath's {W/B} and its {B}{B} pays; or one of the Heath's units pays the
    Signet's {1} (605.3a: made before it), the other a {B}, and the Signet's {B} the other, its
    {U} floating (the Signet, last, must spend a unit: no idle activation). The Plains can't pay
    both costs, and the Heath's {C} is its only tap. Two options."""
    _three_ways("Nantuko Shade", ["Dimir Signet", "Fetid Heath", "Plains"], 2)


def test_filter_lands_of_two_pairs_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with Fetid Heath ({W/B}), Graven Cairns ({B/R}) and a Mountain. The
    Mountain pays the Cairns's {B/R} (the Heath's needs {W} or {B}, which only the Cairns makes):
    its {B}{B} pays; or one of its units, a {B}, pays the Heath's cost, and the spell gets a {B}
    from each (the Heath is last: it spends one), the fourth unit floating: the Heath's {W} or
    {B}, or the Cairns's {R} (its {B}: the same option). Four options."""
    _three_ways("Nantuko Shade", ["Fetid Heath", "Graven Cairns", "Mountain"], 4)


def test_restricted_mana_beside_nykthos_by_hand() -> None:
    """Zealous Persecution ({W}{B}, multicolored) with Pillar of the Paruns (any color, only for
    multicolored spells, 106.6), Nykthos, a Swamp and Vampire Nighthawk (devotion to black 2).
    The Pillar's mana can't pay Nykthos's {2} (a mana ability is no spell) and the Swamp alone is
    one unit: only the Pillar's {W} and the Swamp's {B}. One option."""
    _three_ways("Zealous Persecution", ["Pillar of the Paruns", NYKTHOS, "Swamp", "Vampire Nighthawk"], 1)


def test_restricted_mana_beside_a_filter_and_a_signet_by_hand() -> None:
    """Zealous Persecution ({W}{B}) with Pillar of the Paruns, Fetid Heath and a Dimir Signet. The
    Pillar pays neither cost (106.6) and the {W} only it makes; the {B}: the Signet's, its {1} paid
    with the Heath's {C} (the Heath's {W/B} has nothing to be paid with), its {U} floating. One
    option."""
    _three_ways("Zealous Persecution", ["Pillar of the Paruns", "Fetid Heath", "Dimir Signet"], 1)


def test_signet_then_filter_land_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with a Dimir Signet, Fetid Heath and an Island: the Island pays the
    Signet's {1}, the Signet's {B} the Heath's {W/B} (made before it, 605.3a), the Heath's {B}{B}
    the spell, the Signet's {U} floating. The Island's {U} pays neither the Heath's cost nor a
    {B}. One option."""
    _three_ways("Nantuko Shade", ["Dimir Signet", "Fetid Heath", "Island"], 1)


def _heath_and_signet(island: bool) -> list[_Source]:
    heath = [_Source(0, ["h"], "mana", ("tapped",), frozenset("C"), {}),
             _Source(0, ["h"], "mana", ("tapped",), frozenset("WB"), {}, ("B", "W"), True, pays_with=frozenset("WB"))]
    signet = [_Source(1, ["g"], "mana", ("tapped",), frozenset("UB"), {}, ("U", "B"), True)]
    return heath + signet + ([_Source(2, ["i"], "mana", ("tapped",), frozenset("U"), {})] if island else [])


def test_no_cycle_of_costed_sources() -> None:
    """Nantuko Shade's {B}{B} from a Fetid Heath's filter and a Dimir Signet alone: every unit has
    a demand (the Heath's {B}{B} the spell, the Signet's {B} the Heath's {W/B}, its {U} its own
    {1}), but a cost would be paid with mana made after it (605.3a): no spend (the order-free
    check passes, the ordered search finds none). With an Island paying the Signet first, the
    Signet's {B} pays the Heath and the Heath's {B}{B} the spell."""
    need = _Need(0, [frozenset("B"), frozenset("B")], 0, ("mana", "mana"), Counter())
    spent = {1: Counter({"BW": 2}), 2: Counter({"U": 1, "B": 1})}
    assert not spend.check(_heath_and_signet(False), need, (0, 1, 1), spent, Counter())
    assert spend.check(_heath_and_signet(True), need, (0, 1, 1, 1), {1: Counter({"BW": 2}), 2: Counter({"B": 1})},
                       Counter())
