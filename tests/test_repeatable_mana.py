"""Issue 10 item 3: a mana ability whose cost doesn't use up its source ({T}, sacrificing or
exiling it) can be activated as many times as its mana cost can be paid (605.1a, 602.1)."""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver.api import can_cast, mana_pools
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options

LEAF = {"name": "Orochi Leafcaller", "mana_cost": "{G}", "type_line": "Creature — Snake Shaman",
        "oracle_text": "{G}: Add one mana of any color.", "power": "1", "toughness": "1"}
BOG = {"name": "Bog Initiate", "mana_cost": "{1}{B}", "type_line": "Creature — Human Wizard",
       "oracle_text": "{1}: Add {B}.", "power": "1", "toughness": "1"}
DRAW = {"name": "Test Draw", "mana_cost": "{U}{U}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
RITE = {"name": "Test Rite", "mana_cost": "{B}{B}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
CARDS = [LEAF, BOG, DRAW, RITE]


def _state(me: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}], "cards": CARDS})


def test_repeatable_is_read_off_the_cost() -> None:
    """Nothing in "{G}" uses up the source; {T}, "Sacrifice", "Exile ... from your hand" do.
    One that adds more than it takes would be unbounded: not read."""
    assert read_card(LEAF).mana_abilities[0].repeatable
    assert not read_card({**LEAF, "oracle_text": "{G}, {T}: Add one mana of any color."}).mana_abilities[0].repeatable
    assert read_card({**LEAF, "oracle_text": "{G}: Add {G}{G}."}).unsupported is not None


def test_leafcaller_with_two_plains_and_two_forests_makes_fifteen_pools() -> None:
    """The issue's example: WW plus the two Forests' mana, each through the Leafcaller or not:
    WW + any two colors, 15 multisets (5 + 10)."""
    state = _state({"battlefield": ["Plains", "Plains", "Forest", "Forest", "Orochi Leafcaller"]})
    pools = mana_pools(state, "me").to_json()["pools"]
    assert len(pools) == 15 and all(p.startswith("{W}{W}") and p.count("{") == 4 for p in pools)
    assert sorted(pools) == sorted(reference_mana_pools(state, "me"))


def test_two_activations_pay_two_blue() -> None:
    """{U}{U} with two Forests and the Leafcaller: the ability twice, each paid with a Forest's
    {G}: one option, whose plan lists two activations of the Leafcaller."""
    state = _state({"hand": ["Test Draw"], "battlefield": ["Forest", "Forest", {"card": "Orochi Leafcaller", "id": "leaf"}]})
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1
    assert [a.produced for a in plans[0].activations if a.object == "leaf"] == [("U",), ("U",)]


def test_activations_are_bounded_by_what_pays_them() -> None:
    """One Forest pays one activation: {U}{U} can't be cast (a proved "no")."""
    state = _state({"hand": ["Test Draw"], "battlefield": ["Forest", "Island", "Orochi Leafcaller"]})
    assert agreed_options(state, "me.hand.0") != []  # Island + one activation
    state = _state({"hand": ["Test Draw"], "battlefield": ["Forest", "Plains", "Orochi Leafcaller"]})
    assert agreed_options(state, "me.hand.0") == []
    assert can_cast(state, "me.hand.0").castable is False


def test_a_generic_cost_converter_repeats_too() -> None:
    """Bog Initiate ("{1}: Add {B}") with three Plains: {B}{B} through two activations (one
    option, a Plains left untapped); the maximal pools are WWW, WWB, WBB and BBB."""
    state = _state({"hand": ["Test Rite"], "battlefield": ["Plains", "Plains", "Plains", "Bog Initiate"]})
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1 and len(plans[0].tapped) == 2
    pools = mana_pools(state, "me").to_json()["pools"]
    expected = sorted(["{W}{W}{W}", "{W}{W}{B}", "{W}{B}{B}", "{B}{B}{B}"])
    assert sorted(pools) == expected == sorted(reference_mana_pools(state, "me"))


def test_both_checkers_bound_repeated_activations_alike() -> None:
    """The activation bound is a search-space choice (docs/cli.md), written once in the CP-SAT
    model and once in the reference, which may not share code: on generated boards with
    repeatable sources, both give every repeatable ability the same bound, so they can't drift."""
    import pytest
    from castable.solver.cpsat import mana_abilities as model_side
    from castable.solver.reference import mana_abilities as reference_side

    from benchmarks.generator import DEFAULT_CARDS, CardPool, generate

    if not DEFAULT_CARDS.exists():
        pytest.skip(f"shared card data not found at {DEFAULT_CARDS}")
    pool = CardPool(DEFAULT_CARDS)
    compared = 0
    for seed in range(400):
        state = GameState.from_json(generate(pool, seed).state)
        for player in state.players:
            for o in [*player.battlefield, *player.hand]:
                for ab in o.card.mana_abilities:
                    if ab.repeatable:
                        compared += 1
                        assert (model_side.repeat_bound(state, player.name, ab, source=o)
                                == reference_side.repeat_bound(state, player, ab, o)), (seed, o.id)
    assert compared >= 10
