"""Triggered mana abilities (605.1b) and replacement effects on mana (614, 106.12b): issue 12,
read by ``castable.model.oracle.manafx`` and folded into the tapped permanents' mana abilities by
``castable.model.manafx.resolve``, so the CP-SAT model, the referee and the reference all see
them (``agreed_options`` checks the three agree and replays every plan).

Rules used that are not in shared/rules, in our words:

- 106.12b: to tap a permanent "for mana" is to activate a mana ability of it with {T} in its cost.
- 605.1b: a triggered ability that triggers from a mana ability and could add mana is a mana
  ability; 605.4a: it resolves right after the mana ability that triggered it, without the stack,
  so its mana is there for the same payment.
- 614.1a: an effect that says "instead" replaces the event; 616.1: when several replacement
  effects apply to one event, the affected object's controller chooses the order, each one
  applied once, and only if it still applies after the ones already applied.
- 601.2f: the total cost includes every cost increase (Damping Sphere's per other spell cast).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver.api import can_cast, mana_pools
from conftest import agreed_options

#: copied from shared/data/cards.jsonl.gz (© Wizards of the Coast)
CARDS: list[dict[str, str]] = [
    {"name": "Wild Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."},  # noqa: E501
    {"name": "Utopia Sprawl", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant Forest\nAs Utopia Sprawl enters the battlefield, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color."},  # noqa: E501
    {"name": "Crypt Ghast", "mana_cost": "{3}{B}", "type_line": "Creature — Spirit", "oracle_text": "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)\nWhenever you tap a Swamp for mana, add an additional {B}.", "power": "2", "toughness": "2"},  # noqa: E501
    {"name": "Mana Reflection", "mana_cost": "{4}{G}{G}", "type_line": "Enchantment", "oracle_text": "If you tap a permanent for mana, it produces twice as much of that mana instead."},  # noqa: E501
    {"name": "Damping Sphere", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.\nEach spell a player casts costs {1} more to cast for each other spell that player has cast this turn."},  # noqa: E501
    {"name": "Mana Flare", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."},  # noqa: E501
    {"name": "Nyxbloom Ancient", "mana_cost": "{4}{G}{G}{G}", "type_line": "Enchantment Creature — Elemental", "oracle_text": "Trample\nIf you tap a permanent for mana, it produces three times as much of that mana instead.", "power": "5", "toughness": "5"},  # noqa: E501
    {"name": "Phyrexian Arena", "mana_cost": "{1}{B}{B}", "type_line": "Enchantment", "oracle_text": "At the beginning of your upkeep, you draw a card and you lose 1 life."},  # noqa: E501
]


def _state(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS})


def _pools(state: GameState, player: str = "me") -> list[str]:
    return sorted(mana_pools(state, player).to_json()["pools"])


def test_wild_growth_adds_g_to_the_enchanted_land() -> None:
    """Wild Growth on the Forest: tapping it adds {G} and the trigger {G} (605.1b), so the pool
    is {G}{G}; Grizzly Bears ({1}{G}) has exactly 1 option: tap the Forest. The unenchanted
    Forest alone gives one {G}: 0 options."""
    s = _state({"hand": ["Grizzly Bears"], "battlefield": [{"card": "Forest", "id": "f"},
                                                            {"card": "Wild Growth", "id": "wg", "attached_to": "f"}]})
    assert _pools(s) == ["{G}{G}"]
    assert len(agreed_options(s, "me.hand.0")) == 1
    s = _state({"hand": ["Grizzly Bears"], "battlefield": ["Forest", {"card": "Wild Growth", "attached_to": "opp"}]})
    assert _pools(s) == ["{G}"]
    assert agreed_options(s, "me.hand.0") == []


def test_utopia_sprawl_adds_the_chosen_color() -> None:
    """Utopia Sprawl (chosen: blue) on a Forest: {G} plus {U}. Counterspell ({U}{U}) with that
    Forest and an Island: the Island's {U} and the Sprawl's {U}: 1 option (both tapped)."""
    s = _state({"hand": ["Counterspell"], "battlefield": [
        {"card": "Forest", "id": "f"}, "Island", {"card": "Utopia Sprawl", "attached_to": "f", "chosen": {"color": "U"}}]},
        {"battlefield": [{"card": "Grizzly Bears"}]})
    assert _pools(s) == ["{U}{U}{G}"]

    # with no color chosen in the state, the Aura's mana is not guessed (exit 4)
    t = _state({"battlefield": [{"card": "Forest", "id": "f"}, {"card": "Utopia Sprawl", "attached_to": "f"}]})
    with pytest.raises(UnsupportedCardError):
        mana_pools(t, "me")


def test_crypt_ghast_doubles_swamps() -> None:
    """"Whenever you tap a Swamp for mana, add an additional {B}": two Swamps make {B}{B}{B}{B};
    Phyrexian Arena ({1}{B}{B}) then has 1 option (tap both: four mana, one floats, both
    abilities' mana used) — a Swamp alone makes two, too few. The opponent's Swamp isn't "you"."""
    s = _state({"hand": ["Phyrexian Arena"], "battlefield": ["Swamp", "Swamp", "Crypt Ghast"]}, {"battlefield": ["Swamp"]})
    assert _pools(s) == ["{B}{B}{B}{B}"]
    assert _pools(s, "opp") == ["{B}"]
    assert len(agreed_options(s, "me.hand.0")) == 1


def test_mana_flare_adds_a_type_the_land_produced_for_every_player() -> None:
    """Mana Flare: "one mana of any type that land produced", for every player's lands: a
    Forest and an Island make {G}{G} and {U}{U}; the opponent's Mountain {R}{R}."""
    s = _state({"battlefield": ["Forest", "Island", "Mana Flare"]}, {"battlefield": ["Mountain"]})
    assert _pools(s) == ["{U}{U}{G}{G}"]
    assert _pools(s, "opp") == ["{R}{R}"]


def test_multipliers_and_damping_sphere_in_either_order() -> None:
    """Nyxbloom Ancient: a Forest makes {G}{G}{G}. Mana Reflection and Damping Sphere on a
    Forest (616.1, the Forest's controller orders them): Sphere first, one mana, it doesn't
    apply, then Reflection: {G}{G}; Reflection first: two mana, then Sphere: {C}. So 2 pools."""
    assert _pools(_state({"battlefield": ["Forest", "Nyxbloom Ancient"]})) == ["{G}{G}{G}"]
    s = _state({"battlefield": ["Forest", "Mana Reflection", "Damping Sphere"]})
    assert _pools(s) == ["{C}", "{G}{G}"]
    # the opponent's Forest is under Damping Sphere only: one mana, unchanged
    assert _pools(_state({"battlefield": ["Mana Reflection", "Damping Sphere"]}, {"battlefield": ["Forest"]}),
                  "opp") == ["{G}"]


def test_damping_sphere_costs_one_more_per_spell_cast_this_turn() -> None:
    """Damping Sphere's second line: after one spell this turn Grizzly Bears costs {2}{G}
    (601.2f). Three Forests: 1 option (all three); two Forests: 0 options. The opponent, who
    cast none, pays {1}{G}: with two Forests, 1 option."""
    three = _state({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Forest", "Damping Sphere"],
                    "spells_cast_this_turn": 1})
    plans = agreed_options(three, "me.hand.0")
    assert len(plans) == 1 and plans[0].total_cost == "{2}{G}"
    two = _state({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Damping Sphere"],
                  "spells_cast_this_turn": 1})
    assert agreed_options(two, "me.hand.0") == []
    theirs = GameState.from_json({"turn": {"active_player": "opp"}, "cards": CARDS, "players": [
        {"name": "me", "battlefield": ["Damping Sphere"], "spells_cast_this_turn": 3},
        {"name": "opp", "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}]})
    assert len(agreed_options(theirs, "opp.hand.0")) == 1


def test_not_exact_is_unsupported() -> None:
    """The trigger's mana comes from the Aura, not from the land (605.1b): on a snow land the
    added {G} isn't snow mana (106.3), which the folded ability can't say: exit 4, not a guess."""
    s = _state({"hand": ["Grizzly Bears"], "battlefield": [
        {"card": "Snow-Covered Forest", "id": "f"}, {"card": "Wild Growth", "attached_to": "f"}]})
    with pytest.raises(UnsupportedCardError):
        can_cast(s, "Grizzly Bears")


def test_the_enchanted_land_is_told_apart_from_its_twin() -> None:
    """Two Plains, Wild Growth on one: that Plains makes {W}{G}, the other {W}, so the one
    maximal pool is {W}{W}{G}; found by the differential test, where the reference grouped
    both Plains as interchangeable (docs/answers.md "Distinct options": objects are alike only
    when nothing tells them apart, and the abilities the state gives one do)."""
    from castable.solver.reference.pools import reference_mana_pools
    s = _state({"battlefield": ["Plains", {"card": "Plains", "id": "p"}, {"card": "Wild Growth", "attached_to": "p"}]})
    assert _pools(s) == ["{W}{W}{G}"]
    assert reference_mana_pools(s, "me") == ["{W}{W}{G}"]
