"""`castable mana`: the maximal pools (Pareto frontier), counted by hand."""

from __future__ import annotations

from castable.model import GameState
from castable.solver.api import mana_pools
from castable.solver.cpsat.pools import max_producible
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards


def pools(battlefield: list, **me) -> list:
    return mana_pools(board({"battlefield": battlefield, **me})).pools


def test_nothing_is_one_empty_pool() -> None:
    assert pools([]) == [""]


def test_floating_mana_is_in_every_pool() -> None:
    assert pools(["Forest"], mana_pool="{R}") == ["{R}{G}"]


def test_signet_needs_another_source_first() -> None:
    # Forest alone: {G}; Forest into the Signet: {W}{U}. Neither contains the other.
    assert sorted(pools(["Forest", "Azorius Signet"])) == ["{G}", "{W}{U}"]
    assert pools(["Azorius Signet"]) == [""]


def test_sol_ring_and_signet() -> None:
    # Sol Ring {C}{C}; or one {C} into the Signet: {W}{U}{C}.
    assert sorted(pools(["Sol Ring", "Azorius Signet"])) == ["{C}{C}", "{W}{U}{C}"]


def test_summoning_sick_dork_makes_nothing() -> None:
    assert pools([{"card": "Llanowar Elves", "summoning_sick": True}]) == [""]


def test_birds_and_filter_land() -> None:
    # Birds makes one color X; then Fetid Heath either {C} (X + {C}: five pools) or, paid with
    # Birds' {W} or {B}, {W}{W} / {W}{B} / {B}{B}: eight maximal pools.
    assert len(pools(["Birds of Paradise", "Fetid Heath"])) == 8


def test_restricted_mana_keeps_its_source() -> None:
    (pool,) = pools(["Mishra's Workshop", "Island"])
    assert {"mana": "{C}{C}{C}", "source": "me.battlefield.0"} in pool


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_max_producible_shortcut_equals_the_model(case: tuple) -> None:
    """The sum used to explain a "no" equals CP-SAT's maximum whenever it applies."""
    data, _ = case
    state = GameState.from_json(data)
    for t in (None, "W", "G", "C"):
        fast = max_producible(state, "me", t)
        assert fast == max_producible(state, "me", t, model_only=True)


def test_cost_modifiers_do_not_touch_pools() -> None:
    # Thalia and Trinisphere change what spells cost; making mana casts nothing.
    assert pools(["Thalia, Guardian of Thraben", "Trinisphere", "Forest"], mana_pool="{U}") == ["{U}{G}"]
