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
