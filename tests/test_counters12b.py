"""Issue 12, "Counters as costs", second part: mana abilities whose only cost is removing
counters from their source, with no {T} (Pentad Prism, Morselhoarder, Runaway Steam-Kin...).
Read from real Oracle text (the shared card data's records, in each state's own ``cards``),
every count worked out by hand from the rules below and checked by the solver, the referee
(every plan) and the brute-force reference alike (``agreed_options``).

118.3: "A player can't pay a cost without having the necessary resources to pay it fully."
Removing counters is such a cost (118.1 lists it; 602.2b: an ability's costs are paid as a
spell's are). 605.1a: such an ability is a mana ability. 602.1 (not in the shared excerpts):
an activated ability may be activated any number of times as long as its costs can be paid,
unless it says otherwise. So with nothing in the cost that uses up the permanent ({T},
sacrificing it), the ability can be activated once per counter (or per group of counters
its cost removes) during one payment (601.2g), each activation adding its mana. docs/cli.md:
every activation of a plan contributes to the payment (no idle activations).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver.api import can_activate, mana_pools
from castable.solver.reference import reference_can_activate
from castable.solver.reference.pools import reference_mana_pools
from castable.solver.transitions import apply
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

#: the family: "Remove a/N <kind> counter(s) from <this>: Add ..." with no other cost
FAMILY = ("Pentad Prism", "Morselhoarder", "Runaway Steam-Kin", "Crystalline Crawler", "Druids' Repository",
          "Gemstone Array", "Iceberg", "Workhorse", "Cryptic Trilobite")
#: left unread (see test_what_stays_unread)
UNREAD = ("Rasputin Dreamweaver",)
NAMES = {*FAMILY, *UNREAD, "Forest", "Island", "Plains", "Orochi Leafcaller", "Wirewood Channeler", "Llanowar Elves",
         "Sanctum Weaver", "The Eternity Elevator"}
#: plain spells to pay for (no targets, no modes)
SPELLS = [{"name": f"Test {cost}", "mana_cost": cost, "type_line": "Sorcery", "oracle_text": "Draw a card."}
          for cost in ("{U}", "{U}{U}", "{U}{U}{U}", "{2}", "{W}{B}", "{R}{R}{R}{R}", "{R}{R}{R}{R}{R}{R}")]


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(battlefield: list[dict[str, Any]], hand: tuple[str, ...] = (), opp: tuple[str, ...] = ()) -> GameState:
    me = {"name": "me", "battlefield": battlefield, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    return GameState.from_json({"players": [me, {"name": "opp", "battlefield": list(opp)}],
                                "cards": [*records().values(), *SPELLS],
                                "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def prism(oid: str, charge: int) -> dict[str, Any]:
    return {"card": "Pentad Prism", "id": oid, "counters": {"charge": charge}} if charge else \
        {"card": "Pentad Prism", "id": oid}


def test_the_family_is_read() -> None:
    """Each printing of the template is read as one ability repeated per counter; Runaway
    Steam-Kin's removes three at a time, Cryptic Trilobite's mana keeps its restriction."""
    cards = {n: read_card(records()[n]) for n in FAMILY}
    for name, card in cards.items():
        abs_ = [a for a in card.mana_abilities if a.remove_counters]
        assert len(abs_) == 1 and abs_[0].counter_bounded and abs_[0].repeatable and not abs_[0].tap, name
    kin = next(a for a in cards["Runaway Steam-Kin"].mana_abilities if a.remove_counters)
    assert (kin.remove_counters, kin.remove_amount, kin.produces) == ("+1/+1", 3, (("R", "R", "R"),))
    hoard = cards["Morselhoarder"].mana_abilities[0]
    assert (hoard.remove_counters, hoard.remove_amount, len(hoard.produces)) == ("-1/-1", 1, 5)
    assert cards["Cryptic Trilobite"].mana_abilities[0].restriction is not None


def test_what_stays_unread() -> None:
    """Not read: Rasputin Dreamweaver. (Calciform Pools' "{1}, Remove X storage counters" is read
    since pools12: tests/test_storage_x12.py; Mana Bloom's and Ramos's "Activate only once each
    turn": tests/test_once_each_turn.py; Mana Cache's "Any player may activate this ability
    ...": tests/test_mana_cache12.py.)"""
    for name in UNREAD:
        assert read_card(records()[name]).unsupported, name


def test_two_counters_pay_two_blue() -> None:
    """Pentad Prism with two charge counters pays {U}{U} by two activations, each {U}: exactly
    1 option. With one counter it is activated once at most (118.3): no; one counter and an
    Island: 1 option. Applying the first plan removes both counters."""
    two = board([prism("p", 2)], ("Test {U}{U}",))
    plans = agreed_options(two, "h0")
    assert len(plans) == 1
    assert [(a.object, a.produced) for a in plans[0].activations] == [("p", ("U",)), ("p", ("U",))]
    assert apply(two, plans[0]).object("p").counters == {}
    assert agreed_options(board([prism("p", 1)], ("Test {U}{U}",)), "h0") == []
    assert len(agreed_options(board([prism("p", 1), {"card": "Island", "id": "i"}], ("Test {U}{U}",)), "h0")) == 1


def test_no_idle_activation() -> None:
    """Opt-like {U} with a three-counter Prism: one activation making {U} (1 option); a second
    activation would add mana nothing spends (docs/cli.md: no idle activations). {2}: two
    activations, their colors not part of an option (as for Firemind Vessel): 1 option."""
    three = board([prism("p", 3)], ("Test {U}", "Test {2}"))
    plans = agreed_options(three, "h0")
    assert len(plans) == 1 and len(plans[0].activations) == 1 and plans[0].mana_pool == ()
    plans = agreed_options(three, "h1")
    assert len(plans) == 1 and len(plans[0].activations) == 2
    assert apply(three, plans[0]).object("p").counters == {"charge": 1}


def test_each_prism_spends_its_own_counters() -> None:
    """Two identical Prisms with one charge counter each pay {U}{U}: each activated once (a plan
    activating one of them twice is refused by the referee, 118.3): 1 option, both objects in it."""
    state = board([prism("p1", 1), prism("p2", 1)], ("Test {U}{U}",))
    plans = agreed_options(state, "h0")
    assert len(plans) == 1
    assert sorted(a.object for a in plans[0].activations) == ["p1", "p2"]


def test_morselhoarder_removes_its_own_minus_counters() -> None:
    """Morselhoarder: "Remove a -1/-1 counter from Morselhoarder: Add one mana of any color."
    With two -1/-1 counters, {W}{B}: two activations, {W} and {B}: 1 option; applying it leaves
    no counter. With none: no."""
    two = board([{"card": "Morselhoarder", "id": "m", "counters": {"-1/-1": 2}}], ("Test {W}{B}",))
    plans = agreed_options(two, "h0")
    assert len(plans) == 1 and sorted(a.produced for a in plans[0].activations) == [("B",), ("W",)]
    assert apply(two, plans[0]).object("m").counters == {}
    assert agreed_options(board([{"card": "Morselhoarder", "id": "m"}], ("Test {W}{B}",)), "h0") == []


def test_steam_kin_removes_three_at_a_time() -> None:
    """Runaway Steam-Kin: "Remove three +1/+1 counters from Runaway Steam-Kin: Add {R}{R}{R}."
    Five counters pay one activation (118.3: the second would need three, two are left): {R}x4
    can't be paid. Six counters: two activations, {R}x6: 1 option; {R}x4 then floats {R}{R}: 1."""
    five = board([{"card": "Runaway Steam-Kin", "id": "k", "counters": {"+1/+1": 5}}], ("Test {R}{R}{R}{R}",))
    assert agreed_options(five, "h0") == []
    six = board([{"card": "Runaway Steam-Kin", "id": "k", "counters": {"+1/+1": 6}}],
                ("Test {R}{R}{R}{R}", "Test {R}{R}{R}{R}{R}{R}"))
    plans = agreed_options(six, "h0")
    assert len(plans) == 1 and len(plans[0].mana_pool) == 2
    assert len(agreed_options(six, "h1")) == 1


def test_maximal_pools() -> None:
    """Pools: a two-counter Prism and a Forest: {G} and two mana of any colors, C(5 + 2 - 1, 2)
    = 15 multisets, all of one size, so all maximal: 15 pools; the reference agrees. No
    counter: the Forest alone, {G}."""
    state = board([prism("p", 2), {"card": "Forest", "id": "f"}])
    pools = [str(p) for p in mana_pools(state, time_limit=30).pools]
    assert len(pools) == 15 and all(p.count("{") == 3 and "{G}" in p for p in pools)
    assert sorted(pools) == sorted(map(str, reference_mana_pools(state)))
    assert [str(p) for p in mana_pools(board([prism("p", 0), {"card": "Forest", "id": "f"}])).pools] == ["{G}"]


def test_prism_mana_pays_a_repeatable_converter() -> None:
    """Orochi Leafcaller ("{G}: Add one mana of any color.") beside a one-counter Prism: the
    Prism's one mana, straight or through the Leafcaller, is any one color: 5 pools, and the
    reference (its own activation bound) agrees."""
    state = board([prism("p", 1), {"card": "Orochi Leafcaller", "id": "l"}])
    pools = [str(p) for p in mana_pools(state, time_limit=30).pools]
    assert sorted(pools) == sorted(["{W}", "{U}", "{B}", "{R}", "{G}"]) == sorted(map(str, reference_mana_pools(state)))


def test_can_activate_needs_a_counter() -> None:
    """can-activate of the Prism's mana ability (its index 0): no counter, no (118.3), the
    reference agrees; one counter: yes."""
    none = board([prism("p", 0)])
    answer = can_activate(none, "p", 0)
    assert answer.castable is False and any(r.rule == "118.3" for r in answer.reasons)
    assert not reference_can_activate(none, "p", 0)
    one = board([prism("p", 1)])
    assert can_activate(one, "p", 0).castable is True and reference_can_activate(one, "p", 0)


# ----- "Add X mana of any one color, where X is <a count>" (106.1a, 107.3) ----------------------------

def test_x_of_one_color_where_x_is_a_count() -> None:
    """Wirewood Channeler: "{T}: Add X mana of any one color, where X is the number of Elves on
    the battlefield." X mana, all of the one color chosen as it resolves (106.1a); every Elf
    counts, the opponent's too. With itself and two of the opponent's Llanowar Elves, X = 3:
    {U}{U}{U} is paid by one activation making {U}{U}{U}: 1 option; {U}{U}: the same activation,
    one {U} floating: 1 option. With one opposing Elf, X = 2: {U}{U}{U} can't be paid. Its
    maximal pools with X = 3: three of one color, 5 pools. Sanctum Weaver's count (enchantments
    you control) is read too (grant13b)."""
    three = board([{"card": "Wirewood Channeler", "id": "w"}], ("Test {U}{U}{U}", "Test {U}{U}"),
                  opp=("Llanowar Elves", "Llanowar Elves"))
    plans = agreed_options(three, "h0")
    assert len(plans) == 1 and [a.produced for a in plans[0].activations] == [("U", "U", "U")]
    plans = agreed_options(three, "h1")
    assert len(plans) == 1 and [t for t, _ in plans[0].mana_pool] == ["U"]
    two = board([{"card": "Wirewood Channeler", "id": "w"}], ("Test {U}{U}{U}",), opp=("Llanowar Elves",))
    assert agreed_options(two, "h0") == []
    pools = sorted(str(p) for p in mana_pools(three, time_limit=30).pools)
    assert pools == sorted(f"{{{c}}}" * 3 for c in "WUBRG") == sorted(map(str, reference_mana_pools(three)))
    assert read_card(records()["Sanctum Weaver"]).mana_abilities[0].per == "enchantment_you_control"


def test_station_band_x_is_its_charge_counters() -> None:
    """The Eternity Elevator: "{T}: Add {C}{C}{C}." and, at 20+ charge counters (702.184, its
    station band), "{T}: Add X mana of any one color, where X is the number of charge counters
    on The Eternity Elevator." With 21 counters, one {T} use: {C}{C}{C} or 21 mana of one color;
    none contains another: 6 maximal pools, the reference agrees. With 19 the band is off:
    {C}{C}{C} only."""
    state = board([{"card": "The Eternity Elevator", "id": "e", "counters": {"charge": 21}}])
    pools = sorted(str(p) for p in mana_pools(state, time_limit=30).pools)
    assert pools == sorted(["{C}{C}{C}", *(f"{{{c}}}" * 21 for c in "WUBRG")]) == sorted(map(str, reference_mana_pools(state)))
    low = board([{"card": "The Eternity Elevator", "id": "e", "counters": {"charge": 19}}])
    assert [str(p) for p in mana_pools(low, time_limit=30).pools] == ["{C}{C}{C}"]
