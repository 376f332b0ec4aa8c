"""Issue 12 (pools12): Calciform Pools and the other "{1}, Remove X storage counters from ~:
Add X mana in any combination of {W} and/or {U}" lands, and Petalmane Baku's "X mana of any
one color".

107.3: X is chosen as the cost is paid, anew for each activation. 118.3: a cost can't be
paid without the counters it removes, so all activations together remove at most the
counters on the land. 605.1a: nothing in the cost taps the land, so the ability may be
activated again and again during one payment (602.1), each time paying {1}; the land's
"{T}: Add {C}." may pay it (605.3a: mana abilities in any order). 106.1a: "in any
combination of {W} and/or {U}" lets each of the X mana be either color. docs/answers.md:
an activation whose mana is not used is idle, never part of an option, so X >= 1 in plans.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.plan import Activation
from castable.solver import referee
from castable.solver.api import can_cast, mana_pools
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options

POOLS = {"name": "Calciform Pools", "type_line": "Land",
         "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Calciform Pools.\n{1}, Remove X storage "
                        "counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}."}
BAKU = {"name": "Petalmane Baku", "mana_cost": "{1}{G}", "type_line": "Creature — Spirit", "power": "1",
        "toughness": "2", "oracle_text": "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on "
                                         "Petalmane Baku.\n{1}, Remove X ki counters from Petalmane Baku: Add X mana "
                                         "of any one color."}
WW = {"name": "Test WW", "mana_cost": "{W}{W}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
WWW = {"name": "Test WWW", "mana_cost": "{W}{W}{W}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
WU = {"name": "Test WU", "mana_cost": "{W}{U}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
CARDS = [POOLS, BAKU, WW, WWW, WU]


def _state(battlefield: list[Any], spell: str) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [spell], "battlefield": battlefield},
                                            {"name": "opp"}], "cards": CARDS})


def _land(n: int, *, tapped: bool = False, oid: str | None = None) -> dict[str, Any]:
    o: dict[str, Any] = {"card": "Calciform Pools", "counters": {"storage": n}}
    if tapped:
        o["tapped"] = True
    if oid:
        o["id"] = oid
    return o


def test_the_template_is_read_with_its_own_x() -> None:
    """The ability pays {1}, doesn't tap, removes X: repeatable with its own X (counter_x);
    each counter adds one of {W} or {U}. "X mana of any one color": all X of one color."""
    ab = read_card(POOLS).mana_abilities[1]
    assert ab.counter_x and ab.repeatable and not ab.counter_bounded and ab.remove_mix
    assert ab.produces == (("W",), ("U",)) and ab.remove_counters == "storage" and str(ab.mana_cost) == "{1}"
    baku = read_card(BAKU)
    assert baku.unsupported is None
    assert baku.mana_abilities[0].counter_x and not baku.mana_abilities[0].remove_mix


def test_two_mountains_and_ww_four_options() -> None:
    """{W}{W} with two Mountains and Calciform Pools (2 storage counters). The W's come from
    the Pools: X=2 once (one {1}) or X=1 twice (two {1}). The {1}s come from the Mountains or
    the Pools' own {T}: {C}:
    X=2 paid by a Mountain; X=2 paid by {C}; X=1 twice paid by a Mountain and {C}; X=1 twice
    paid by both Mountains. What's tapped differs in each: 4 options (the one-activation and
    two-activation ways with the same payer set can't both exist, the counts of {1} differ)."""
    state = _state(["Mountain", "Mountain", _land(2, oid="pools")], "Test WW")
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 4
    shapes = sorted((len(p.tapped), sum(1 for a in p.activations if a.object == "pools" and a.ability == 1))
                    for p in plans)
    assert shapes == [(1, 1), (1, 1), (2, 2), (2, 2)]


def test_the_counters_bound_every_activation_together() -> None:
    """A tapped Pools (its {C} can't pay) with 2 counters and one Mountain: {W}{W}{W} needs 3
    counters, so no; with 3 counters, X=3 paid by the Mountain: 1 option."""
    state = _state(["Mountain", "Mountain", _land(2, tapped=True)], "Test WWW")
    assert agreed_options(state, "me.hand.0") == []
    assert can_cast(state, "me.hand.0").castable is False
    state = _state(["Mountain", _land(3, tapped=True)], "Test WWW")
    assert len(agreed_options(state, "me.hand.0")) == 1


def test_one_pools_pays_the_other() -> None:
    """Two tapped Pools, 2 counters each, one Mountain, {W}{W}{W}: the Mountain pays one Pools'
    {1} (X=2: {W}{U}), the {U} pays the other's {1} (X=2: {W}{W}): {W}{W}{W}. No other way
    makes three W (two activations from outside mana would need two {1}): 1 option."""
    state = _state(["Mountain", _land(2, tapped=True), _land(2, tapped=True)], "Test WWW")
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1
    assert len([a for a in plans[0].activations if a.ability == 1]) == 2


def test_mana_pools_by_hand() -> None:
    """Two Mountains and the Pools with 2 counters: without the counters {R}{R}{C}; with them,
    one of R, R, C pays {1} for X=2 (WW, WU or UU) and the other two stay: {R}{C} or {R}{R}
    with each: 6; two activations X=1 leave 3 mana, less than those. 7 maximal pools."""
    state = _state(["Mountain", "Mountain", _land(2)], "Test WW")
    pools = sorted(mana_pools(state, "me").to_json()["pools"])
    expected = sorted(["{R}{R}{C}"] + [xx + rest for xx in ("{W}{W}", "{W}{U}", "{U}{U}")
                                        for rest in ("{R}{C}", "{R}{R}")])
    assert pools == expected == sorted(reference_mana_pools(state, "me"))


def test_the_referee_counts_the_counters_removed() -> None:
    """A plan activating a 2-counter Pools twice with X=2 each removes 4 counters: 118.3."""
    state = _state(["Mountain", "Mountain", _land(2, oid="pools")], "Test WW")
    plans = agreed_options(state, "me.hand.0")
    twice = next(p for p in plans if sum(1 for a in p.activations if a.object == "pools" and a.ability == 1) == 2)
    acts = tuple(dataclasses.replace(a, produced=("W", "W")) if a.object == "pools" and a.ability == 1 else a
                 for a in twice.activations)
    errors = referee.check(state, dataclasses.replace(twice, activations=acts))
    assert any(e.startswith("118.3") for e in map(str, errors)), errors


def test_petalmane_baku_one_color_each_time() -> None:
    """Petalmane Baku with 2 ki counters: each activation's X mana is all of one color. {W}{U}
    with one Forest: one {1}, so one activation: WW or UU, never WU: no. With two Forests:
    X=1 twice, W and U: 1 option."""
    baku = {"card": "Petalmane Baku", "counters": {"ki": 2}}
    state = _state(["Forest", baku], "Test WU")
    assert agreed_options(state, "me.hand.0") == []
    state = _state(["Forest", "Forest", baku], "Test WU")
    assert len(agreed_options(state, "me.hand.0")) == 1


def test_the_referee_lets_alike_units_swap_between_activations() -> None:
    """A plan names spent mana by type and source only. Floating {G}{C}, an Island, a Forest
    and the Pools (3 counters), a {4} spell: the Forest's {G} pays X=2 ({W}{U}), the Island's
    {U} pays X=1 ({U}); {G}{C}{W}{U} are spent, one {U} of the Pools floats. Either {U} may be
    the one spent (they are alike), so neither activation is idle: the referee accepts it."""
    four = {"name": "Test Four", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": ""}
    state = GameState.from_json({"players": [{"name": "me", "mana_pool": "{G}{C}", "hand": ["Test Four"],
                                              "battlefield": [{"card": "Island", "id": "isl"}, {"card": "Forest", "id": "for"},
                                                              _land(3, oid="pools")]}, {"name": "opp"}],
                                 "cards": [*CARDS, four]})
    plan = agreed_options(state, "me.hand.0")[0]
    acts = (Activation("isl", 0, ("U",)), Activation("for", 0, ("G",)),
            Activation("pools", 1, ("W", "U"), (("G", "for"),)), Activation("pools", 1, ("U",), (("U", "isl"),)))
    odd = dataclasses.replace(plan, activations=acts, tapped=("isl", "for"), mana_pool=(("U", "pools"),),
                              spent=(("G", None), ("C", None), ("W", "pools"), ("U", "pools")))
    assert referee.check(state, odd) == []
