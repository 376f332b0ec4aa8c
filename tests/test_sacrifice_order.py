"""A permanent that sacrifices itself for mana can't activate its other mana abilities afterwards.

602.2 (activating puts the ability's costs on the source as it is now) and 605.3a (mana
abilities are activated one at a time, each paid from the mana already made): once Test Elf's
"{T}, Sacrifice Test Elf: Add {B}{B}{B}." has been activated, the Elf is in the graveyard and its
"{1}: Add {R} or {W}." can no longer be activated. So the mana of the sacrifice can't pay the
Elf's own "{1}", while mana from elsewhere may pay it first and the Elf be sacrificed after.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.plan import Activation, Plan
from castable.solver import referee
from castable.solver.api import can_cast, mana_pools
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options

ELF = {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
       "oracle_text": "{T}, Sacrifice Test Elf: Add {B}{B}{B}.\n{1}: Add {R} or {W}."}
W = {"name": "Test W", "mana_cost": "{W}", "type_line": "Sorcery", "oracle_text": "Draw a card."}
BW = {"name": "Test BW", "mana_cost": "{B}{B}{W}", "type_line": "Sorcery", "oracle_text": "Draw a card."}


def _state(extra: list[Any]) -> GameState:
    return GameState.from_json({
        "players": [{"name": "me", "battlefield": [{"card": "Test Elf", "id": "e"}, *extra],
                     "hand": [{"card": "Test W", "id": "w"}, {"card": "Test BW", "id": "bw"}]}, {"name": "opp"}],
        "cards": [ELF, W, BW], "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def test_the_elf_alone_makes_no_white() -> None:
    """The Elf alone: its {1} could only be paid with the sacrifice's {B}, which comes after the
    Elf is gone, so no {W}: neither {W} nor {B}{B}{W} can be cast (0 options each)."""
    s = _state([])
    assert agreed_options(s, "w") == []
    assert agreed_options(s, "bw") == []
    assert can_cast(s, "w").castable is False


def test_forest_pays_the_elf_then_it_is_sacrificed() -> None:
    """With a Forest: {W} has one option (Forest's {G} pays {1} -> {W}; the sacrifice would be an
    idle activation). {B}{B}{W} has one: {G} pays {1} -> {W}, then the sacrifice adds {B}{B}{B}
    ({B} left floating); the plan lists the {1} activation before the sacrifice."""
    s = _state([{"card": "Forest", "id": "f"}])
    assert len(agreed_options(s, "w")) == 1
    (plan,) = agreed_options(s, "bw")
    assert [(a.object, a.ability) for a in plan.activations] == [("f", 0), ("e", 1), ("e", 0)]
    assert plan.sacrificed == ("e",)


def test_a_plan_using_the_sacrifice_for_the_elfs_own_cost_is_rejected() -> None:
    """The referee refuses the order the model used to allow: sacrifice first, then {1} paid with
    its {B}."""
    s = _state([])
    wrong = Plan(card="w", player="me", zone="hand", announced=("mana",), total_cost="{W}",
                 activations=(Activation("e", 0, ("B", "B", "B")), Activation("e", 1, ("W",), (("B", "e"),))),
                 spent=(("W", "e"),), tapped=("e",), sacrificed=("e",), mana_pool=(("B", "e"), ("B", "e")))
    assert referee.check(s, wrong) != []


def test_maximal_pools_put_the_sacrifice_last() -> None:
    """Pools (CP-SAT, reference): the Elf alone makes only {B}{B}{B} (its {1} can't be paid
    before the sacrifice); with a Forest, {G} either stays or pays {1} for {R} or {W}, then
    the sacrifice adds {B}{B}{B}: three maximal pools."""
    assert mana_pools(_state([]), "me").to_json()["pools"] == ["{B}{B}{B}"]
    s = _state([{"card": "Forest", "id": "f"}])
    pools = mana_pools(s, "me").to_json()["pools"]
    assert sorted(pools) == sorted(reference_mana_pools(s, "me")) == ["{B}{B}{B}{G}", "{B}{B}{B}{R}", "{W}{B}{B}{B}"]
