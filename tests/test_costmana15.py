"""Alternative costs and cost modifiers of costmana15. Each expected count is worked out by hand
from the rules; every plan goes through the referee and the reference enumerator
(``agreed_options``).

- 118.9: an alternative cost is paid rather than the mana cost, only while its condition holds;
- 601.2f: the total cost is locked in from the state as casting begins (reductions: generic only);
- 700.4: a creature dies when it is put into a graveyard from the battlefield.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.oracle import read_card

from tests.conftest import agreed_options, alternative_costs, shared_records, shared_state
from tests.test_schemas import validator

NAMES = frozenset({
    "Massacre", "Reverent Silence", "Bone Picker", "Diregraf Rebirth", "Avatar of Woe", "Killian, Ink Duelist",
    "Goblin Anarchomancer", "Sokka, Swordmaster", "Paladin Class", "Admiral's Order", "Lightning Strike",
    "Bonesplitter", "Village Rites", "Grizzly Bears", "Tajuru Pathwarden", "Shock", "Invigorate", "Cloud Key",
    "Stenn, Paranoid Partisan", "Centaur Omenreader", "Closing Statement", "Selvala, Eager Trailblazer",
    "Shivan Dragon", "Dream Chisel", "Canyon Lurkers", "Kadena, Slinking Sorcerer",
    "Warden of Evos Isle", "Momo, Friendly Flier", "Storm Crow",
    "Andradite Leech", "Duress", "Avatar of Fury", "Hagra Mauling", "Avatar of Will",
    "Discontinuity"})


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    return shared_state(NAMES, me, opp, **turn)


alternatives = alternative_costs


def test_reader_refuses_an_opponent_to_choose() -> None:
    # Invigorate's "have an opponent gain 3 life" needs an opponent chosen: left unread
    card = read_card(shared_records(NAMES)["Invigorate"])
    assert card.unsupported is not None and "an opponent gain 3 life" in card.unsupported


def test_massacre_free_while_an_opponent_controls_a_plains_and_i_a_swamp() -> None:
    # Massacre {2}{B}{B}, no targets: one Swamp can't pay the mana cost; the alternative needs nothing
    assert alternatives(agreed_options(state({"hand": ["Massacre"], "battlefield": ["Swamp"]},
                                             {"battlefield": ["Plains"]}), "me.hand.0")) == ["Massacre"]
    assert agreed_options(state({"hand": ["Massacre"], "battlefield": ["Swamp"]},
                                {"battlefield": ["Island"]}), "me.hand.0") == []
    # the Plains is mine, not an opponent's; and without a Swamp of mine
    assert agreed_options(state({"hand": ["Massacre"], "battlefield": ["Swamp", "Plains"]}), "me.hand.0") == []
    assert agreed_options(state({"hand": ["Massacre"], "battlefield": ["Island"]},
                                {"battlefield": ["Plains"]}), "me.hand.0") == []


def test_reverent_silence_with_a_forest() -> None:
    # {3}{G}: the Forest alone can't pay it; the alternative (the others gain 6 life) needs a Forest
    assert alternatives(agreed_options(state({"hand": ["Reverent Silence"], "battlefield": ["Forest"]}),
                                       "me.hand.0")) == ["Reverent Silence"]
    assert agreed_options(state({"hand": ["Reverent Silence"], "battlefield": ["Plains"]}), "me.hand.0") == []


def test_creatures_that_died_this_turn_are_a_state_fact() -> None:
    # Bone Picker {3}{B} costs {B} once a creature died (anyone's): one Swamp pays it
    def s(mine: int, theirs: int) -> GameState:
        return state({"hand": ["Bone Picker"], "battlefield": ["Swamp"], "creatures_died_this_turn": mine},
                     {"creatures_died_this_turn": theirs})
    assert len(agreed_options(s(0, 1), "me.hand.0")) == 1
    assert len(agreed_options(s(2, 0), "me.hand.0")) == 1
    assert agreed_options(s(0, 0), "me.hand.0") == []
    assert s(2, 0).to_json()["players"][0]["creatures_died_this_turn"] == 2  # written back as read
    validator("state").validate(s(2, 1).to_json())
    with pytest.raises(InputError):
        GameState.from_json({"players": [{"name": "me", "creatures_died_this_turn": -1}]})


def test_diregraf_rebirth_for_each_creature_that_died() -> None:
    # {3}{B}{G}, three died (two of mine, one of theirs): {B}{G}; its one target, the Bears in my graveyard
    def s(mine: int) -> GameState:
        return state({"hand": ["Diregraf Rebirth"], "battlefield": ["Swamp", "Forest"], "graveyard": ["Grizzly Bears"],
                      "creatures_died_this_turn": mine}, {"creatures_died_this_turn": 1})
    assert len(agreed_options(s(2), "me.hand.0")) == 1
    assert agreed_options(s(1), "me.hand.0") == []


def test_a_creature_sacrificed_as_a_cost_died() -> None:
    # Village Rites {B}, sacrifice a creature: applying it adds the Bears to my creatures_died_this_turn
    from castable.solver.transitions import apply
    s = state({"hand": ["Village Rites"], "battlefield": ["Swamp", "Grizzly Bears"]}, phase="main1")
    [plan] = agreed_options(s, "me.hand.0")
    after = apply(s, plan)
    assert after.player("me").creatures_died_this_turn == 1 and after.player("opp").creatures_died_this_turn == 0


def test_avatar_of_woe_counts_every_graveyard() -> None:
    # {6}{B}{B} costs {B}{B} with ten creature cards in all graveyards (six mine, four theirs)
    def s(theirs: int) -> GameState:
        return state({"hand": ["Avatar of Woe"], "battlefield": ["Swamp", "Swamp"], "graveyard": ["Grizzly Bears"] * 6},
                     {"graveyard": ["Grizzly Bears"] * theirs + ["Shock"] * 3})
    assert len(agreed_options(s(4), "me.hand.0")) == 1
    assert agreed_options(s(3), "me.hand.0") == []


def test_killian_reduces_spells_that_target_a_creature() -> None:
    # Lightning Strike {1}{R} with one Mountain: {R} when it targets a creature (Killian, the Bears),
    # not a player
    s = state({"hand": ["Lightning Strike"], "battlefield": ["Mountain", "Killian, Ink Duelist"]},
              {"battlefield": ["Grizzly Bears"]})
    opts = agreed_options(s, "me.hand.0")
    assert len(opts) == 2


def test_goblin_anarchomancer_reduces_red_spells() -> None:
    # Lightning Strike for {R}: four targets (me, opp, the Anarchomancer, the Bears)
    s = state({"hand": ["Lightning Strike"], "battlefield": ["Mountain", "Goblin Anarchomancer"]},
              {"battlefield": ["Grizzly Bears"]})
    assert len(agreed_options(s, "me.hand.0")) == 4


def test_sokka_counts_allies() -> None:
    # Bonesplitter {1}: free with Sokka (an Ally itself) and no land; not the Bears {1}{G}, not an Equipment
    s = state({"hand": ["Bonesplitter", "Grizzly Bears"], "battlefield": ["Sokka, Swordmaster", "Tajuru Pathwarden"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert agreed_options(s, "me.hand.1") == []
    assert agreed_options(state({"hand": ["Bonesplitter"], "battlefield": ["Tajuru Pathwarden"]}), "me.hand.0") == []


def test_paladin_class_taxes_opponents_during_my_turn() -> None:
    # the opponent's Shock {R} with one Mountain: {1}{R} during my turn, {R} during theirs (two targets: me, opp)
    def s(active: str) -> GameState:
        return state({"battlefield": ["Paladin Class"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]},
                     active_player=active, phase="main1", priority="opp")
    assert agreed_options(s("me"), "opp.hand.0", "opp") == []
    assert len(agreed_options(s("opp"), "opp.hand.0", "opp")) == 2


def test_admirals_order_after_attacking() -> None:
    # Admiral's Order {1}{U}{U}, counter target spell (the opponent's Shock on the stack): {U} after I attacked
    def s(attacked: int) -> GameState:
        data: dict[str, Any] = {
            "players": [{"name": "me", "hand": ["Admiral's Order"], "battlefield": ["Island"],
                         "creatures_attacked_this_turn": attacked}, {"name": "opp"}],
            "stack": [{"card": "Shock", "id": "shock", "controller": "opp", "targets": ["me"]}],
            "turn": {"active_player": "me", "phase": "combat_damage", "priority": "me"},
            "cards": list(shared_records(NAMES).values())}
        return GameState.from_json(data)
    assert alternatives(agreed_options(s(1), "me.hand.0")) == ["Admiral's Order"]
    assert agreed_options(s(0), "me.hand.0") == []


def test_spells_of_the_chosen_card_type() -> None:
    # Cloud Key, artifact chosen: Bonesplitter {1} free, the Bears {1}{G} not reduced (no land: nothing else pays)
    def s(chosen: dict[str, Any], key: str = "Cloud Key") -> GameState:
        return state({"hand": ["Bonesplitter", "Grizzly Bears"], "battlefield": [{"card": key, "id": "key",
                                                                                  "chosen": chosen}]})
    assert len(agreed_options(s({"card_type": "artifact"}), "me.hand.0")) == 1
    assert agreed_options(s({"card_type": "Artifact"}), "me.hand.1") == []
    assert agreed_options(s({"card_type": "creature"}), "me.hand.0") == []
    # no choice recorded, or one the card can't make (Stenn: not creature): refused, never guessed (exit 4)
    for bad in ({}, {"card_type": "land"}):
        with pytest.raises(UnsupportedCardError):
            agreed_options(s(bad), "me.hand.0")
    with pytest.raises(UnsupportedCardError):
        agreed_options(s({"card_type": "creature"}, "Stenn, Paranoid Partisan"), "me.hand.1")


def test_centaur_omenreader_only_while_tapped() -> None:
    # the Bears {1}{G} with one Forest: {G} while the Omenreader is tapped (two less, generic only)
    def s(tapped: bool) -> GameState:
        return state({"hand": ["Grizzly Bears"], "battlefield": ["Forest", {"card": "Centaur Omenreader", "id": "o",
                                                                            "tapped": tapped}]})
    assert len(agreed_options(s(True), "me.hand.0")) == 1
    assert agreed_options(s(False), "me.hand.0") == []


def test_closing_statement_during_my_end_step() -> None:
    # {3}{W}{B} costs {1}{W}{B} in my end step: three lands pay it; its targets: opp's Bears (one
    # creature I don't control), and "up to one" creature I control (none); all three lands tapped,
    # the two Swamps alike: one option
    def s(active: str, phase: str) -> GameState:
        return state({"hand": ["Closing Statement"], "battlefield": ["Plains", "Swamp", "Swamp"]},
                     {"battlefield": ["Grizzly Bears"]}, active_player=active, phase=phase, priority="me")
    assert len(agreed_options(s("me", "end"), "me.hand.0")) == 1
    assert agreed_options(s("me", "main1"), "me.hand.0") == []
    assert agreed_options(s("opp", "end"), "me.hand.0") == []


def test_selvala_one_mana_for_each_different_power() -> None:
    # Selvala (4/5) and two Bears (2/2): powers 4 and 2, two mana of one color: the Bears {1}{G} with
    # green; Selvala alone makes one, with no other source: no
    s = state({"hand": ["Grizzly Bears"], "battlefield": ["Selvala, Eager Trailblazer", "Grizzly Bears", "Grizzly Bears"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert agreed_options(state({"hand": ["Grizzly Bears"], "battlefield": ["Selvala, Eager Trailblazer"]}),
                          "me.hand.0") == []


def test_face_down_creature_spells() -> None:
    # Canyon Lurkers {4}{R}, morph: face down for {3}, {2} with Dream Chisel: two of the three lands pay it
    # (both Mountains, or a Mountain and the Forest); face up {4}{R} is not reduced; nor the Bears {1}{G}
    s = state({"hand": ["Canyon Lurkers", "Grizzly Bears"], "battlefield": ["Dream Chisel", "Mountain", "Mountain", "Forest"]})
    opts = agreed_options(s, "me.hand.0")
    assert len(opts) == 2 and all(p.alternative_cost is not None for p in opts)
    [bears] = agreed_options(s, "me.hand.1")
    assert len(bears.tapped) == 2  # the Forest and a Mountain (alike): unreduced
    assert agreed_options(state({"hand": ["Canyon Lurkers"], "battlefield": ["Mountain", "Mountain"]}), "me.hand.0") == []
    # Kadena: the first face-down creature spell this turn costs {3} less: free, no land
    assert len(agreed_options(state({"hand": ["Canyon Lurkers"], "battlefield": ["Kadena, Slinking Sorcerer"]}),
                              "me.hand.0")) == 1


def test_creature_spells_with_flying() -> None:
    # Storm Crow {1}{U}, flying: {U} with Warden of Evos Isle (one Island pays it); the Bears {1}{G} has no
    # flying (the Forest alone can't pay it)
    s = state({"hand": ["Storm Crow", "Grizzly Bears"], "battlefield": ["Warden of Evos Isle", "Island", "Forest"]})
    [crow] = agreed_options(s, "me.hand.0")
    assert len(crow.tapped) == 1
    assert len(agreed_options(s, "me.hand.1")) == 1  # both lands: unreduced
    # Momo: the first spell of my turn, not a Lemur, with flying; after a spell the state doesn't say (exit 4)
    def m(cast: int) -> GameState:
        return state({"hand": ["Storm Crow"], "battlefield": ["Momo, Friendly Flier", "Island"],
                      "spells_cast_this_turn": cast})
    assert len(agreed_options(m(0), "me.hand.0")) == 1
    with pytest.raises(UnsupportedCardError):
        agreed_options(m(1), "me.hand.0")


def test_andradite_leech_adds_black_mana() -> None:
    # Duress {B} (target opponent): {B}{B} with my Leech; one Swamp can't, two can; the opponent's Leech
    # taxes only its controller's spells; the Bears {1}{G} (not black) unchanged
    def s(swamps: int, mine: bool = True) -> GameState:
        me: dict[str, Any] = {"hand": ["Duress", "Grizzly Bears"], "battlefield": ["Swamp"] * swamps + ["Forest"]}
        opp: dict[str, Any] = {}
        (me if mine else opp).setdefault("battlefield", []).append("Andradite Leech")
        return state(me, opp)
    assert len(agreed_options(s(2), "me.hand.0")) == 1
    [plan] = agreed_options(s(2), "me.hand.0")
    assert len(plan.tapped) == 2
    assert agreed_options(s(1), "me.hand.0") == []
    assert len(agreed_options(s(1, mine=False), "me.hand.0")) == 1
    assert len(agreed_options(s(1), "me.hand.1")) == 1


def test_an_opponent_is_each_opponent_alone() -> None:
    # Avatar of Fury {6}{R}{R}: {R}{R} if one opponent controls seven or more lands; two opponents with
    # four each (eight in all) don't
    def fury(*lands: int) -> GameState:
        players = [{"name": "me", "hand": ["Avatar of Fury"], "battlefield": ["Mountain", "Mountain"]}]
        players += [{"name": f"opp{i}", "battlefield": ["Plains"] * n} for i, n in enumerate(lands)]
        return GameState.from_json({"players": players, "cards": list(shared_records(NAMES).values())})
    assert len(agreed_options(fury(7), "me.hand.0")) == 1
    assert len(agreed_options(fury(3, 7), "me.hand.0")) == 1
    assert agreed_options(fury(4, 4), "me.hand.0") == []
    # Hagra Mauling {2}{B}{B}: {1}{B}{B} while the opponent controls no basic land; the target: their Bears
    def hagra(theirs: list[str]) -> GameState:
        return state({"hand": ["Hagra Mauling"], "battlefield": ["Swamp"] * 3}, {"battlefield": ["Grizzly Bears", *theirs]})
    assert len(agreed_options(hagra([]), "me.hand.0")) == 1
    assert agreed_options(hagra(["Forest"]), "me.hand.0") == []
    # Avatar of Will {6}{U}{U}: {U}{U} while an opponent has no cards in hand (hidden cards count)
    def will(hand: int) -> GameState:
        return state({"hand": ["Avatar of Will"], "battlefield": ["Island", "Island"]}, {"hand": hand})
    assert len(agreed_options(will(0), "me.hand.0")) == 1
    assert agreed_options(will(2), "me.hand.0") == []


def test_discontinuity_on_my_turn() -> None:
    # {3}{U}{U}{U} costs {1}{U} during my turn: two Islands pay it (alike: one option); not on the opponent's
    def s(active: str) -> GameState:
        return state({"hand": ["Discontinuity"], "battlefield": ["Island", "Island"]}, active_player=active,
                     phase="main1", priority="me")
    assert len(agreed_options(s("me"), "me.hand.0")) == 1
    assert agreed_options(s("opp"), "me.hand.0") == []
