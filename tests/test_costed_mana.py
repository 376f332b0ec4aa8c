"""Mana abilities with a mana cost (601.2g, 605.1a), found wrong by differential testing."""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.solver.api import mana_pools
from conftest import agreed_options

JENSON = {"name": "Jenson Carthalion, Druid Exile", "mana_cost": "{G}{W}", "type_line": "Legendary Creature — Human Druid",
          "oracle_text": "{5}, {T}: Add {W}{U}{B}{R}{G}.", "power": "4", "toughness": "4"}
ATTENDANT = {"name": "Test Attendant", "mana_cost": "{5}", "type_line": "Artifact Creature — Golem",
             "oracle_text": "{1}, Sacrifice Test Attendant: Add {G}{W}{U}.", "power": "3", "toughness": "3"}


def _state(battlefield: list[Any], hand: list[str], cards: list[dict[str, Any]]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": hand, "battlefield": battlefield}], "cards": cards})


def test_a_five_generic_cost_is_five_mana() -> None:
    """107.4b / 601.2g: a {5} in a mana ability's cost is paid with five mana. With six Forests
    and "{5}, {T}: Add {W}{U}{B}{R}{G}", Opt ({U}) is castable only through that ability, and
    the maximal pools are six {G}, or WUBRG plus the sixth Forest's {G}."""
    state = _state(["Forest"] * 6 + ["Jenson Carthalion, Druid Exile"], ["Opt"], [JENSON])
    plans = agreed_options(state, "me.hand.0")
    assert plans and all(any(a.object == "me.battlefield.6" for a in p.activations) for p in plans)
    assert sorted(mana_pools(state, "me").to_json()["pools"]) == ["{G}{G}{G}{G}{G}{G}", "{W}{U}{B}{R}{G}{G}"]


def test_a_sacrificed_mana_source_is_sacrificed_not_tapped() -> None:
    """602.2b / 118.3: "{1}, Sacrifice this: Add ..." sacrifices its source and doesn't tap it;
    the plan's outcome says so (the referee replays it)."""
    state = _state(["Mountain", "Island", {"card": "Test Attendant", "id": "att"}], ["Opt"], [ATTENDANT])
    plans = agreed_options(state, "me.hand.0")
    with_att = [p for p in plans if any(a.object == "att" for a in p.activations)]
    assert with_att and all("att" in p.sacrificed and "att" not in p.tapped for p in with_att)


LEAFCALLER = {"name": "Orochi Leafcaller", "mana_cost": "{G}", "type_line": "Creature — Snake Shaman",
              "oracle_text": "{G}: Add one mana of any color.", "power": "1", "toughness": "1"}
SETTLEMENT = {"name": "Holdout Settlement", "mana_cost": "", "type_line": "Land",
              "oracle_text": "{T}: Add {C}.\n{T}, Tap an untapped creature you control: Add one mana of any color."}
DRAW = {"name": "Test Draw", "mana_cost": "{U}{U}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}
CANTOR = {"name": "Wild Cantor", "mana_cost": "{R/G}", "type_line": "Creature — Human Druid",
          "oracle_text": "Sacrifice Wild Cantor: Add one mana of any color.", "power": "1", "toughness": "1"}


def test_a_source_whose_ability_does_not_tap_it_can_be_tapped_for_another_cost() -> None:
    """602.2b: "{G}: Add one mana of any color" neither taps nor sacrifices its source, so the
    same creature may also be tapped for Holdout Settlement's "Tap an untapped creature you
    control" (an untapped creature, summoning sick or not: 302.6 restricts only {T})."""
    state = _state(["Forest", {"card": "Orochi Leafcaller", "id": "leaf", "summoning_sick": True}, "Holdout Settlement"],
                   ["Test Draw"], [LEAFCALLER, SETTLEMENT, DRAW])
    plans = agreed_options(state, "me.hand.0")
    assert any(any(a.object == "leaf" for a in p.activations) and "leaf" in p.tapped for p in plans)


def test_a_count_is_taken_before_a_counted_creature_is_sacrificed_for_mana() -> None:
    """605.3b: a mana ability resolves at once. Priest of Titania adds {G} for each Elf on the
    battlefield; an Elf sacrificed for mana first no longer counts, so a plan lists the Priest
    before the sacrifice when it uses the Elf's count (the referee replays it in order)."""
    elf_cantor = {**CANTOR, "name": "Elf Cantor", "type_line": "Creature — Elf Druid",
                  "oracle_text": "Sacrifice Elf Cantor: Add one mana of any color."}
    state = _state(["Priest of Titania", "Elf Cantor"], ["Divination"], [elf_cantor])
    plans = agreed_options(state, "me.hand.0")  # Priest: {G}{G} (two Elves), Cantor: {U}
    assert plans and all([a.object for a in p.activations] == ["me.battlefield.0", "me.battlefield.1"] for p in plans)


def test_snow_mana_names_the_first_snow_permanent() -> None:
    """106.3 / the state format: a pool whose units' sources matter groups units with the same
    source rules and names the first such permanent in battlefield order."""
    state = _state(["Snow-Covered Island", "Snow-Covered Forest"], [], [])
    assert mana_pools(state, "me").to_json()["pools"] == [[{"mana": "{U}{G}", "source": "me.battlefield.0"}]]
