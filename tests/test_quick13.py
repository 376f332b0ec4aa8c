"""quick13: surge, casualty, additional land plays. Each expected count is worked out by hand
from the rule, stated here in our own words (these rules have no excerpt in /work/shared/rules);
every plan goes through the referee and the reference enumerator.

- 702.117a Surge: "Surge [cost]" means you may cast this spell by paying [cost] rather than its
  mana cost if you (or a teammate) have cast another spell this turn: an alternative cost
  (118.9) with a condition on the caster's ``spells_cast_this_turn``.
- 702.153a Casualty N: "As an additional cost to cast this spell, you may sacrifice a creature
  with power N or greater"; when you do, the spell is copied (a reflexive trigger after
  casting: nothing about casting). An optional cost (118.8b): paid or not are distinct options.
- 305.2: a player may play one land during each of their turns; effects may allow more
  ("You may play an additional land on each of your turns": one more while that permanent is
  on the battlefield; "Each player may ...": one more for every player).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.solver.transitions import land_problems

from tests.conftest import agreed_options as _agreed_options

SALVO = {"name": "Boulder Salvo", "mana_cost": "{4}{R}", "type_line": "Sorcery",
         "oracle_text": "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another "
                        "spell this turn.)\nBoulder Salvo deals 4 damage to target creature."}
MAESTROS = {"name": "Join the Maestros", "mana_cost": "{4}{B}", "type_line": "Sorcery",
            "oracle_text": "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. "
                           "When you do, copy this spell.)\nCreate a 4/3 black Ogre Warrior creature token."}
WEAKLING = {"name": "Test Weakling", "mana_cost": "{B}", "type_line": "Creature — Human", "oracle_text": "",
            "power": "1", "toughness": "1"}
EXPLORATION = {"name": "Exploration", "mana_cost": "{G}", "type_line": "Enchantment",
               "oracle_text": "You may play an additional land on each of your turns."}
RITES = {"name": "Rites of Flourishing", "mana_cost": "{2}{G}", "type_line": "Enchantment",
         "oracle_text": "At the beginning of each player's draw step, that player draws an additional card.\n"
                        "Each player may play an additional land on each of their turns."}
CARDS = [SALVO, MAESTROS, WEAKLING, EXPLORATION, RITES]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


def test_surge_needs_another_spell_this_turn() -> None:
    """Two Mountains can't pay {4}{R}; the surge cost {1}{R} only once another spell was cast
    this turn: then one option (the one target, the two identical Mountains)."""
    board = {"hand": [{"card": "Boulder Salvo", "id": "salvo"}], "battlefield": ["Mountain", "Mountain"]}
    opp = {"battlefield": ["Grizzly Bears"]}
    assert agreed_options(state(board, opp), "salvo") == []
    plans = agreed_options(state({**board, "spells_cast_this_turn": 1}, opp), "salvo")
    assert len(plans) == 1 and plans[0].alternative_cost == "surge"


def test_casualty_sacrifices_a_creature_with_enough_power() -> None:
    """Five Swamps pay {4}{B}. Casualty 2: not paid, or paid by sacrificing Grizzly Bears
    (power 2); the 1/1 can't be sacrificed for it: two options."""
    board = {"hand": [{"card": "Join the Maestros", "id": "jm"}],
             "battlefield": ["Swamp"] * 5 + ["Grizzly Bears", "Test Weakling"]}
    plans = agreed_options(state(board), "jm")
    assert len(plans) == 2
    assert sorted(len(p.optional_costs) for p in plans) == [0, 1]


def _land_state(mine: list[str], theirs: list[str], played: int) -> GameState:
    return state({"hand": [{"card": "Forest", "id": "f"}], "battlefield": mine, "lands_played_this_turn": played},
                 {"battlefield": theirs}, turn={"active_player": "me", "priority": "me", "phase": "main1"})


def test_additional_land_plays() -> None:
    """305.2: one land a turn; Exploration: two; Exploration and an opponent's Rites of
    Flourishing (each player): three; the opponent's Exploration gives me nothing."""
    assert land_problems(_land_state([], [], 0), "me", "f") == []
    assert land_problems(_land_state([], [], 1), "me", "f") != []
    assert land_problems(_land_state(["Exploration"], [], 1), "me", "f") == []
    assert land_problems(_land_state(["Exploration"], [], 2), "me", "f") != []
    assert land_problems(_land_state(["Exploration"], ["Rites of Flourishing"], 2), "me", "f") == []
    assert land_problems(_land_state(["Exploration"], ["Rites of Flourishing"], 3), "me", "f") != []
    assert land_problems(_land_state([], ["Exploration"], 1), "me", "f") != []


def test_additional_land_plays_from_a_resolved_spell() -> None:
    """305.2: Explore ("You may play an additional land this turn.") has resolved: the state
    says so in ``extra_land_plays_this_turn``; one land played, a second is allowed, a third is
    not; with Exploration as well, three in all. The field survives a JSON round trip."""
    def explored(mine: list[str], played: int) -> GameState:
        return state({"hand": [{"card": "Forest", "id": "f"}], "battlefield": mine, "lands_played_this_turn": played,
                      "extra_land_plays_this_turn": 1},
                     {}, turn={"active_player": "me", "priority": "me", "phase": "main1"})
    assert land_problems(explored([], 1), "me", "f") == []
    assert land_problems(explored([], 2), "me", "f") != []
    assert land_problems(explored(["Exploration"], 2), "me", "f") == []
    assert land_problems(explored(["Exploration"], 3), "me", "f") != []
    again = GameState.from_json(explored([], 1).to_json())
    assert again.player("me").extra_land_plays_this_turn == 1
