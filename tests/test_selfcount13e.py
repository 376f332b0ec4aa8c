"""std13e (issue 13): "This spell costs {X} less to cast, where X is ..." -- the spell's own
reduction by a quantity the state computes exactly (castable.model.selfcount), read from real
Oracle text and counted by hand; every plan is checked by the solver, the referee and the
brute-force reference alike (``agreed_options``).

601.2f: the total cost is the mana cost minus the reductions, locked in before mana abilities
(601.2g) and payment (601.2h); a generic reduction takes generic mana only and never goes below
zero (118.7a: the colored symbols stay). This X is not announced (107.3: it is defined by the
text). 107.1b (stated here in my own words, the rule is not in the shared excerpts): a game value
such as a creature's power may be below zero, and a calculation that would yield a negative
result uses zero instead -- so a total power counts a negative power as it is, and a total below
zero reduces nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.selfcount import reduction_amount
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = frozenset({"Ghalta, Primal Hunger", "The Pride of Hull Clade", "The Skullspore Nexus", "Fungal Colossus",
                   "Drag to the Underworld", "Sunderflock", "Metalwork Colossus", "Grizzly Bears", "Forest", "Island",
                   "Swamp", "Volcanic Salvo", "Mitotic Ultimus", "Marshmist Titan", "Daybreak Chimera"})
#: test permanents: a black permanent with two {B} and a hybrid {B/G} (700.5: the hybrid counts once),
#: an Elemental of mana value 3, a noncreature artifact of mana value 2 and an artifact creature
_TEST = [
    {"name": "Test Dark", "mana_cost": "{1}{B}{B}{B/G}", "type_line": "Enchantment", "oracle_text": ""},
    {"name": "Test Elemental", "mana_cost": "{2}{R}", "type_line": "Creature — Elemental", "oracle_text": "",
     "power": "1", "toughness": "1"},
    {"name": "Test Relic", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": ""},
    {"name": "Test Construct", "mana_cost": "{5}", "type_line": "Artifact Creature — Construct", "oracle_text": "",
     "power": "4", "toughness": "4"}]


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [*shared_records(NAMES).values(), *_TEST]}
    return GameState.from_json(data)


def objs(name: str, n: int, prefix: str, **kw: Any) -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}", **kw} for i in range(n)]


def test_every_record_is_read() -> None:
    recs = shared_records(NAMES)
    for name in NAMES:
        assert read_card(recs[name]).unsupported is None, name


@pytest.mark.parametrize(("forests", "count"), [(5, 1), (4, 0)])
def test_ghalta_counts_the_total_power_of_my_creatures(forests: int, count: int) -> None:
    """Ghalta ({10}{G}{G}): X = the total power of creatures I control: two Grizzly Bears (2
    each) and a third with a +1/+1 counter (3): 7, so {3}{G}{G}; the opponent's Construct (4)
    doesn't count. Five Forests pay it (one option: the Forests are interchangeable), four can't."""
    s = board({"hand": [{"card": "Ghalta, Primal Hunger", "id": "gh"}],
               "battlefield": [*objs("Grizzly Bears", 2, "b"), {"card": "Grizzly Bears", "id": "big",
                                                                 "counters": {"+1/+1": 1}},
                               *objs("Forest", forests, "f")]},
              {"battlefield": [{"card": "Test Construct", "id": "oc"}]})
    plans = agreed_options(s, "gh")
    assert len(plans) == count
    assert all(p.total_cost == "{3}{G}{G}" for p in plans)


@pytest.mark.parametrize(("weak", "total"), [(-2, 0), (-5, 0), (0, 2)])
def test_a_negative_power_is_counted_and_the_total_floors_at_zero(weak: int, total: int) -> None:
    """107.1b: a Bear (2) and a Bear whose power is ``weak`` (an effect the state records in
    ``overrides``): -2 makes the total 0 (no reduction); -5 makes it -3, and zero is used instead;
    0 makes it 2."""
    s = board({"hand": [{"card": "Ghalta, Primal Hunger", "id": "gh"}],
               "battlefield": [{"card": "Grizzly Bears", "id": "b"},
                               {"card": "Grizzly Bears", "id": "w", "overrides": {"power": weak}}]})
    (red,) = s.object("gh").card.self_reductions  # type: ignore[union-attr]
    assert reduction_amount(red, s, "me", s.object("gh")) == total


def test_the_pride_of_hull_clade_counts_total_toughness() -> None:
    """The Pride of Hull Clade ({10}{G}): X = total toughness: two Bears, 2 + 2 = 4, so {6}{G}:
    seven Forests pay it (one option), six can't (the opponent's Construct doesn't count)."""
    def s(n: int) -> GameState:
        return board({"hand": [{"card": "The Pride of Hull Clade", "id": "ph"}],
                      "battlefield": [*objs("Grizzly Bears", 2, "b"), *objs("Forest", n, "f")]},
                     {"battlefield": [{"card": "Test Construct", "id": "oc"}]})
    plans = agreed_options(s(7), "ph")
    assert len(plans) == 1 and plans[0].total_cost == "{6}{G}"
    assert agreed_options(s(6), "ph") == []


def test_the_skullspore_nexus_counts_the_greatest_power() -> None:
    """The Skullspore Nexus ({6}{G}{G}): X = the greatest power among my creatures: a Bear (2)
    and my Construct (4): 4, so {2}{G}{G}: four Forests pay it (one option), three can't."""
    def s(n: int) -> GameState:
        return board({"hand": [{"card": "The Skullspore Nexus", "id": "sn"}],
                      "battlefield": [{"card": "Grizzly Bears", "id": "b"}, {"card": "Test Construct", "id": "c"},
                                      *objs("Forest", n, "f")]})
    plans = agreed_options(s(4), "sn")
    assert len(plans) == 1 and plans[0].total_cost == "{2}{G}{G}"
    assert agreed_options(s(3), "sn") == []


@pytest.mark.parametrize(("forests", "islands", "count"), [(3, 2, 1), (2, 2, 0), (5, 0, 0), (6, 0, 1)])
def test_fungal_colossus_counts_differently_named_lands(forests: int, islands: int, count: int) -> None:
    """Fungal Colossus ({6}{G}): X = the number of differently named lands I control (201.2):
    Forests and Islands are two names however many there are: {4}{G} with both, five lands pay
    it (one option: every land taps), four can't; Forests alone are one name: {5}{G}, five
    Forests can't pay it, six can. The opponent's Island doesn't add a name."""
    s = board({"hand": [{"card": "Fungal Colossus", "id": "fc"}],
               "battlefield": [*objs("Forest", forests, "f"), *objs("Island", islands, "i")]},
              {"battlefield": [{"card": "Island", "id": "oi"}]})
    plans = agreed_options(s, "fc")
    assert len(plans) == count
    assert all(p.total_cost == ("{4}{G}" if islands else "{5}{G}") for p in plans)


def test_drag_to_the_underworld_counts_devotion_and_keeps_its_black() -> None:
    """Drag to the Underworld ({2}{B}{B}, "Destroy target creature."): X = my devotion to black:
    Test Dark ({1}{B}{B}{B/G}) gives 3 (700.5: the hybrid once); the reduction takes the {2} only
    (118.7a), so {B}{B}: two Swamps pay it, and the target is the opponent's Bear or mine: 2
    options; one Swamp can't. The opponent's own Test Dark adds nothing to my devotion."""
    def s(n: int) -> GameState:
        return board({"hand": [{"card": "Drag to the Underworld", "id": "dr"}],
                      "battlefield": [{"card": "Test Dark", "id": "d"}, {"card": "Grizzly Bears", "id": "mb"},
                                      *objs("Swamp", n, "s")]},
                     {"battlefield": [{"card": "Grizzly Bears", "id": "ob"}, {"card": "Test Dark", "id": "od"}]})
    plans = agreed_options(s(2), "dr")
    assert len(plans) == 2 and all(p.total_cost == "{B}{B}" for p in plans)
    assert agreed_options(s(1), "dr") == []


def test_sunderflock_counts_the_greatest_mana_value_among_my_elementals() -> None:
    """Sunderflock ({7}{U}{U}): X = the greatest mana value among Elementals I control: my Test
    Elemental (mana value 3; my Bear is no Elemental): {4}{U}{U}, six Islands pay it (one option),
    five can't; the opponent's Construct (5) is no Elemental of mine."""
    def s(n: int) -> GameState:
        return board({"hand": [{"card": "Sunderflock", "id": "sf"}],
                      "battlefield": [{"card": "Test Elemental", "id": "e"}, {"card": "Grizzly Bears", "id": "b"},
                                      *objs("Island", n, "i")]},
                     {"battlefield": [{"card": "Test Construct", "id": "oc"}]})
    plans = agreed_options(s(6), "sf")
    assert len(plans) == 1 and plans[0].total_cost == "{4}{U}{U}"
    assert agreed_options(s(5), "sf") == []


def test_metalwork_colossus_counts_noncreature_artifacts_only() -> None:
    """Metalwork Colossus ({11}): X = the total mana value of noncreature artifacts I control:
    two Test Relics (2 each) = 4; my Test Construct is an artifact creature and doesn't count:
    {7}, seven Islands pay it (one option), six can't."""
    def s(n: int) -> GameState:
        return board({"hand": [{"card": "Metalwork Colossus", "id": "mc"}],
                      "battlefield": [*objs("Test Relic", 2, "r"), {"card": "Test Construct", "id": "c"},
                                      *objs("Island", n, "i")]})
    plans = agreed_options(s(7), "mc")
    assert len(plans) == 1 and plans[0].total_cost == "{7}"
    assert agreed_options(s(6), "mc") == []
