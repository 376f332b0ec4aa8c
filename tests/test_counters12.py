"""Issue 12, "Counters as costs" and "Amounts and color choices", read from real Oracle text
(the shared card data's records, put in each state's own ``cards``), each count worked out by
hand from the rule text and checked by the solver, the referee (every plan) and the
brute-force reference alike (``agreed_options`` / ``agreed_activations``).

118.3: "A player can't pay a cost without having the necessary resources to pay it fully."
Removing counters from a permanent is such a cost (118.1 lists "removing counters" among
costs; 602.2b: an ability's costs are paid as a spell's are). 106.1a: mana has a type; "two
mana of different colors" is two mana, each of a color, not the same one; "N mana in any
combination of colors" is N mana, each of any color, repeats allowed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate, can_cast, mana_pools
from castable.solver.reference import reference_can_activate
from castable.solver.reference.pools import reference_mana_pools
from castable.solver.transitions import apply
from conftest import agreed_activations, agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Vivid Meadow", "Hickory Woodlot", "Channeler Initiate", "Firemind Vessel", "Cascading Cataracts",
         "Deathspore Thallid", "Opt", "Grizzly Bears", "Bronze Sable", "Sliver Queen", "Wastes", "Forest",
         "Pentad Prism", "Morselhoarder", "Saprazzan Cove", "Blue Mana Battery", "Mana Cache", "Calciform Pools",
         "Mirrodin's Core"}
def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(battlefield: list[dict[str, Any]], hand: list[str] = (), **top: Any) -> GameState:  # type: ignore[assignment]
    me = {"name": "me", "battlefield": battlefield, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    data: dict[str, Any] = {"players": [me, {"name": "opp"}], "cards": list(records().values()),
                            "turn": {"active_player": "me", "priority": "me", "phase": "main1"}, **top}
    return GameState.from_json(data)


# ----- counters removed as a cost (118.3) ------------------------------------------------------------

def test_vivid_land_needs_a_charge_counter_for_its_any_color_ability() -> None:
    """Vivid Meadow: "{T}: Add {W}. {T}, Remove a charge counter from Vivid Meadow: Add one mana
    of any color." Opt costs {U}. With one charge counter, the only way is the second ability
    making {U}: 1 option. With none, 118.3: that cost can't be paid, and {W} can't pay {U}: no."""
    one = board([{"card": "Vivid Meadow", "id": "m", "counters": {"charge": 1}}], ["Opt"])
    plans = agreed_options(one, "h0")
    assert len(plans) == 1
    assert [(a.object, a.ability, a.produced) for a in plans[0].activations] == [("m", 1, ("U",))]
    none = board([{"card": "Vivid Meadow", "id": "m"}], ["Opt"])
    assert agreed_options(none, "h0") == []
    assert can_cast(none, "h0").castable is False


def test_referee_rejects_a_counter_the_land_does_not_have() -> None:
    """118.3: the plan found with a counter, replayed on the same board without it, is refused."""
    one = board([{"card": "Vivid Meadow", "id": "m", "counters": {"charge": 1}}], ["Opt"])
    plan = can_cast(one, "h0").plan
    none = board([{"card": "Vivid Meadow", "id": "m"}], ["Opt"])
    assert plan is not None and referee.check(none, plan) != []


def test_minus_counters_pay_channeler_initiate() -> None:
    """Channeler Initiate (3/4 with three -1/-1 counters: 0/1): "{T}, Remove a -1/-1 counter: Add
    one mana of any color." Grizzly Bears costs {1}{G}; with a Forest: the Forest's {G} and the
    Initiate's one mana, of any of the five colors. Both are spent, nothing floats, and which
    mana paid which symbol is not part of an option (docs/answers.md): 1 option, which a
    board without the counters doesn't have."""
    state = board([{"card": "Channeler Initiate", "id": "ci", "counters": {"-1/-1": 3}},
                   {"card": "Forest", "id": "f"}], ["Grizzly Bears"])
    assert len(agreed_options(state, "h0")) == 1
    bare = board([{"card": "Channeler Initiate", "id": "ci"}, {"card": "Forest", "id": "f"}], ["Grizzly Bears"])
    assert agreed_options(bare, "h0") == []  # 118.3: no -1/-1 counter to remove


def test_depletion_land_is_sacrificed_once_empty() -> None:
    """Hickory Woodlot: "{T}, Remove a depletion counter: Add {G}{G}. If there are no depletion
    counters on it, sacrifice it." Grizzly Bears {1}{G}: 1 option with one counter. Applying it
    removes the counter (118.3) and, none being left, the land is sacrificed (605.3b: the
    ability resolves at once); with two counters one stays and the land stays."""
    one = board([{"card": "Hickory Woodlot", "id": "w", "counters": {"depletion": 1}}], ["Grizzly Bears"])
    plans = agreed_options(one, "h0")
    assert len(plans) == 1
    after = apply(one, plans[0])
    assert after.object("w").zone == "graveyard"
    two = board([{"card": "Hickory Woodlot", "id": "w", "counters": {"depletion": 2}}], ["Grizzly Bears"])
    kept = apply(two, agreed_options(two, "h0")[0])
    assert kept.object("w").zone == "battlefield" and kept.object("w").counters == {"depletion": 1}
    assert agreed_options(board([{"card": "Hickory Woodlot", "id": "w"}], ["Grizzly Bears"]), "h0") == []


def test_spore_counters_pay_deathspore_thallid() -> None:
    """Deathspore Thallid: "Remove three spore counters from Deathspore Thallid: Create a 1/1
    green Saproling creature token." (ability 0). With three counters: one way, 1 option, and
    the counters are gone after (602.2b, 118.3); with two: it can't be activated (118.3)."""
    three = board([{"card": "Deathspore Thallid", "id": "t", "counters": {"spore": 3}}])
    plans = agreed_activations(three, "t", 0)
    assert len(plans) == 1
    assert apply(three, plans[0]).object("t").counters == {}
    two = board([{"card": "Deathspore Thallid", "id": "t", "counters": {"spore": 2}}])
    assert agreed_activations(two, "t", 0) == []
    answer = can_activate(two, "t", 0)
    assert answer.castable is False and any(r.rule == "118.3" for r in answer.reasons)


def test_storage_land_removes_any_number() -> None:
    """Saprazzan Cove: "{T}, Remove any number of storage counters from Saprazzan Cove: Add {U}
    for each storage counter removed this way." (107.3: the number is chosen as the cost is
    paid, at most the counters on it, 118.3.) Opt ({U}) with two counters: remove one ({U},
    nothing floats) or two ({U}{U}, one {U} floats): 2 options; with none it adds nothing: no.
    Applying the second removes both counters."""
    two = board([{"card": "Saprazzan Cove", "id": "c", "counters": {"storage": 2}}], ["Opt"])
    plans = agreed_options(two, "h0")
    assert sorted(len(p.mana_pool) for p in plans) == [0, 1]
    both = next(p for p in plans if p.mana_pool)
    assert apply(two, both).object("c").counters == {}
    assert agreed_options(board([{"card": "Saprazzan Cove", "id": "c"}], ["Opt"]), "h0") == []


def test_mana_battery_adds_one_more_than_it_removes() -> None:
    """Blue Mana Battery: "{T}, Remove any number of charge counters from Blue Mana Battery: Add
    {U}, then add an additional {U} for each charge counter removed this way." With one counter,
    Opt ({U}): remove none ({U}) or one ({U}{U}, one floats): 2 options; with no counter it still
    adds {U}: 1 option."""
    one = board([{"card": "Blue Mana Battery", "id": "b", "counters": {"charge": 1}}], ["Opt"])
    assert sorted(len(p.mana_pool) for p in agreed_options(one, "h0")) == [0, 1]
    assert len(agreed_options(board([{"card": "Blue Mana Battery", "id": "b"}], ["Opt"]), "h0")) == 1


# ----- amounts and color choices (106.1a) ------------------------------------------------------------

def test_firemind_vessel_two_different_colors() -> None:
    """Firemind Vessel: "{T}: Add two mana of different colors." Bronze Sable costs {2}: any
    of the C(5, 2) = 10 pairs pays it, all spent: 1 option (the colors spent are not part of an
    option). Opt ({U}): a pair with {U}, its other mana floating, and the floating mana is part
    of an option: {W}, {B}, {R} or {G}, 4 options (never {U}{U}: the colors differ)."""
    state = board([{"card": "Firemind Vessel", "id": "v"}], ["Bronze Sable", "Opt"])
    assert len(agreed_options(state, "h0")) == 1
    floating = sorted(p.mana_pool for p in agreed_options(state, "h1"))
    assert [[t for t, _ in pool] for pool in floating] == [["B"], ["G"], ["R"], ["W"]]


def test_cascading_cataracts_five_in_any_combination() -> None:
    """Cascading Cataracts: "{5}, {T}: Add five mana in any combination of colors." Sliver
    Queen costs {W}{U}{B}{R}{G}: five Wastes pay {5}, the Cataracts make one of each color:
    exactly 1 option. With four Wastes the {5} can't be paid and {C} pays no colored symbol: no."""
    five = board([{"card": "Cascading Cataracts", "id": "cc"}, *({"card": "Wastes", "id": f"w{i}"} for i in range(5))],
                 ["Sliver Queen"])
    assert len(agreed_options(five, "h0")) == 1
    four = board([{"card": "Cascading Cataracts", "id": "cc"}, *({"card": "Wastes", "id": f"w{i}"} for i in range(4))],
                 ["Sliver Queen"])
    assert agreed_options(four, "h0") == []


def test_what_is_read() -> None:
    """The readings: 126 = C(5 + 5 - 1, 5) multisets of five colors; ten pairs; a counter cost
    with {T}; any number of storage counters, one {U} each (the state lists 1..n); and the
    template left unread before pools12: "Remove X" with a mana cost (Calciform Pools), read since:
    tests/test_storage_x12.py. A counter cost without {T}, paid once per counter (Pentad Prism,
    Morselhoarder): tests/test_counters12b.py; Mana Cache: tests/test_mana_cache12.py."""
    cards = {n: read_card(r) for n, r in records().items()}
    assert len(cards["Cascading Cataracts"].mana_abilities[1].produces) == 126
    assert len(cards["Firemind Vessel"].mana_abilities[0].produces) == 10
    ab = cards["Vivid Meadow"].mana_abilities[1]
    assert (ab.tap, ab.remove_counters, ab.remove_amount) == (True, "charge", 1)
    assert cards["Hickory Woodlot"].mana_abilities[0].sacrifice_when_empty
    cove = next(a for a in cards["Saprazzan Cove"].mana_abilities if a.remove_counters)
    assert (cove.remove_x, cove.remove_plus, cove.produces) == (True, 0, (("U",),))
    three = board([{"card": "Saprazzan Cove", "id": "c", "counters": {"storage": 3}}]).object("c")
    assert three is not None and three.card.mana_abilities[0].produces == (("U",), ("U", "U"), ("U", "U", "U"))
    # pools12: "Remove X" with a mana cost, its own X each time: tests/test_storage_x12.py
    assert cards["Calciform Pools"].mana_abilities[1].counter_x


def test_maximal_pools_with_counters_and_combinations() -> None:
    """``mana_pools`` and the reference agree, counted by hand. Cascading Cataracts and five
    Wastes: either every land taps for {C} (six {C}) or the Wastes pay {5} and the Cataracts add
    five mana in any combination of colors: C(5 + 5 - 1, 5) = 126 multisets, none contained in
    {C}x6 nor it in them: 127 maximal pools. Saprazzan Cove with three storage counters and a
    Forest: removing all three is best, {U}{U}{U}{G}: 1 pool."""
    wastes = [{"card": "Wastes", "id": f"w{i}"} for i in range(5)]
    cataracts = board([{"card": "Cascading Cataracts", "id": "cc"}, *wastes])
    pools = mana_pools(cataracts, time_limit=30).pools
    assert len(pools) == 127 and sorted(map(str, pools)) == sorted(map(str, reference_mana_pools(cataracts)))
    cove = board([{"card": "Saprazzan Cove", "id": "c", "counters": {"storage": 3}}, {"card": "Forest", "id": "f"}])
    assert [str(p) for p in mana_pools(cove, time_limit=30).pools] == ["{U}{U}{U}{G}"]
    assert list(map(str, reference_mana_pools(cove))) == ["{U}{U}{U}{G}"]


def test_activating_a_counter_mana_ability_needs_the_counter() -> None:
    """can-activate on Vivid Meadow's ability 1 ("{T}, Remove a charge counter ...: Add one mana
    of any color.") with no charge counter: no, 118.3, and the reference agrees; with one: yes."""
    none = board([{"card": "Vivid Meadow", "id": "m"}])
    answer = can_activate(none, "m", 1)
    assert answer.castable is False and any(r.rule == "118.3" for r in answer.reasons)
    assert not reference_can_activate(none, "m", 1)
    one = board([{"card": "Vivid Meadow", "id": "m", "counters": {"charge": 1}}])
    assert can_activate(one, "m", 1).castable is True and reference_can_activate(one, "m", 1)
