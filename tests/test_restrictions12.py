"""Issue 12, "Making mana": spending restrictions (106.6), activation conditions on mana abilities
(602.5), and abilities that add mana but are not mana abilities (605.1a).

106.6: "Some spells or abilities that produce mana restrict how that mana can be spent". The
mana keeps its type; only what it may be spent on changes. 602.5: "A player can't begin to
activate an ability that's prohibited from being activated" ("Activate only if you control seven
or more lands"). 605.1a: an activated ability is a mana ability only if it has no target, is not a
loyalty ability, and its cost and effect move no card to or from a library; otherwise it is an
ordinary activated ability (602), which uses the stack and is never activated while paying.

Every count below is worked out by hand in its docstring; ``agreed_options`` checks that the
CP-SAT listing, the referee (every plan) and the exhaustive reference agree on it.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.oracle.abilities import spend_restriction
from castable.solver.api import can_activate, can_cast
from castable.solver.reference import reference_can_activate
from conftest import agreed_activations as _agreed_activation
from conftest import agreed_options

TEMPLE = {"name": "Eldrazi Temple", "mana_cost": "", "type_line": "Land",
          "oracle_text": "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or "
                         "activate abilities of colorless Eldrazi."}
SHRINE = {"name": "Shrine of the Forsaken Gods", "mana_cost": "", "type_line": "Land",
          "oracle_text": "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless spells. Activate only "
                         "if you control seven or more lands."}
ZIGGURAT = {"name": "Ancient Ziggurat", "mana_cost": "", "type_line": "Land",
            "oracle_text": "{T}: Add one mana of any color. Spend this mana only to cast a creature spell."}
ROSHEEN = {"name": "Rosheen Meanderer", "mana_cost": "{3}{R/G}", "type_line": "Legendary Creature — Giant Shaman",
           "oracle_text": "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.",
           "power": "4", "toughness": "4"}
DRONE = {"name": "Cultivator Drone", "mana_cost": "{2}{U}", "type_line": "Creature — Eldrazi Drone",
         "oracle_text": "Devoid (This card has no color.)\n{T}: Add {C}. Spend this mana only to cast a colorless "
                        "spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.",
         "power": "2", "toughness": "3", "colors": []}
VERGE = {"name": "Gloomlake Verge", "mana_cost": "", "type_line": "Land",
         "oracle_text": "{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp."}
SPHERE = {"name": "Chromatic Sphere", "mana_cost": "{1}", "type_line": "Artifact",
          "oracle_text": "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card."}
STAR = {"name": "Chromatic Star", "mana_cost": "{1}", "type_line": "Artifact",
        "oracle_text": "{1}, {T}, Sacrifice Chromatic Star: Add one mana of any color.\nWhen Chromatic Star is put into "
                       "a graveyard from the battlefield, draw a card."}
DEATHRITE = {"name": "Deathrite Shaman", "mana_cost": "{B/G}", "type_line": "Creature — Elf Shaman",
             "oracle_text": "{T}: Exile target land card from a graveyard. Add one mana of any color.",
             "power": "1", "toughness": "2"}
BATTERY = {"name": "Test Battery", "mana_cost": "{2}", "type_line": "Artifact",
           "oracle_text": "{T}: Add {C}{C}. Spend this mana only to activate abilities."}
FILTER = {"name": "Test Filter", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{1}: Add {R}."}
ELDRAZI = {"name": "Test Eldrazi", "mana_cost": "{3}", "type_line": "Creature — Eldrazi",
           "oracle_text": "{2}: Draw a card.", "power": "3", "toughness": "3"}
GREEN_ELDRAZI = {"name": "Test Green Eldrazi", "mana_cost": "{2}{G}", "type_line": "Creature — Eldrazi",
                 "oracle_text": "", "power": "3", "toughness": "3"}
RELIC = {"name": "Test Relic", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{2}: Draw a card."}
COLOSSUS = {"name": "Test Colossus", "mana_cost": "{8}", "type_line": "Artifact", "oracle_text": ""}
SEVEN = {"name": "Test Seven", "mana_cost": "{7}", "type_line": "Artifact", "oracle_text": ""}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
        "power": "2", "toughness": "2"}
GROWTH = {"name": "Test Growth", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "You gain 3 life."}
SURGE = {"name": "Test Surge", "mana_cost": "{X}{R}", "type_line": "Sorcery", "oracle_text": "You gain X life."}
STRIKE = {"name": "Test Strike", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "You gain 3 life."}
RITE = {"name": "Test Rite", "mana_cost": "{R}{R}", "type_line": "Sorcery", "oracle_text": "You gain 2 life."}
WISP = {"name": "Test Wisp", "mana_cost": "{C}{U}", "type_line": "Instant", "oracle_text": "You gain 2 life."}
WAVE = {"name": "Test Wave", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "You gain 2 life."}
ZAP = {"name": "Test Zap", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "You gain 1 life."}
DARK = {"name": "Test Dark", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "You gain 1 life."}
SUPERION = {"name": "Myr Superion", "mana_cost": "{2}", "type_line": "Artifact Creature — Myr",
            "oracle_text": "Spend only mana produced by creatures to cast this spell.", "power": "5", "toughness": "6"}
ELF = {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.",
       "power": "1", "toughness": "1"}
NECRO = {"name": "Test Necropolis", "mana_cost": "{1}{B/G}", "type_line": "Creature — Avatar",
         "oracle_text": "You can't spend mana to cast this spell.\nConvoke, delve", "keywords": ["Convoke", "Delve"],
         "power": "8", "toughness": "8"}
CARDS = [SUPERION, ELF, NECRO, TEMPLE, SHRINE, ZIGGURAT, ROSHEEN, DRONE, VERGE, SPHERE, STAR, DEATHRITE, BATTERY, FILTER, ELDRAZI,
         GREEN_ELDRAZI, RELIC, COLOSSUS, SEVEN, BEAR, GROWTH, SURGE, STRIKE, RITE, WISP, WAVE, ZAP, DARK]


def _state(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS})


# ----- reading ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("sentence", "restriction"), [
    ("Spend this mana only to cast creature spells.", "creature_spell"),
    ("Spend this mana only to cast a creature spell.", "creature_spell"),
    ("Spend this mana only to cast a colorless spell.", "colorless_spell"),
    ("Spend this mana only to cast colorless spells.", "colorless_spell"),
    ("Spend this mana only to cast artifact spells.", "artifact_spell"),
    ("Spend this mana only to cast instant and sorcery spells.", "instant_sorcery_spell"),
    ("Spend this mana only to cast an instant or sorcery spell.", "instant_sorcery_spell"),
    ("Spend this mana only on costs that contain {X}.", "x_cost"),
    ("Spend this mana only to activate abilities.", "ability"),
    ("Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.",
     "colorless_subtype_spell=Eldrazi|colorless_subtype_ability=Eldrazi"),
    ("Spend this mana only to cast Dragon spells or activate abilities of Dragons.",
     "subtype_spell=Dragon|subtype_ability=Dragon"),
    ("Spend this mana only to cast Myr spells or activate abilities of Myr.", "subtype_spell=Myr|subtype_ability=Myr"),
    ("Spend this mana only to cast an Ally spell or activate an ability of an Ally source.",
     "subtype_spell=Ally|subtype_ability=Ally"),
    ("Spend this mana only to cast a Sliver spell.", "subtype_spell=Sliver"),
    ("Spend this mana only to cast artifact spells or activate abilities of artifacts.", "artifact_spell|artifact_ability"),
    ("Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost "
     "that contains {C}.", "colorless_spell|colorless_ability|c_cost"),
    # a Lesson is no creature type (205.3k): read since mana13 (``subtype_spell`` of any subtype);
    # not read: "Dragon" and "Elves" differ, a watermark
    ("Spend this mana only to cast Lesson spells.", "subtype_spell=Lesson"),
    ("Spend this mana only to cast Dragon spells or activate abilities of Elves.", None),
    ("Spend this mana only to cast a spell that shares a watermark with it.", None),
])
def test_spend_sentences(sentence: str, restriction: str | None) -> None:
    """106.6: each printed template, and the permissions it gives."""
    assert spend_restriction(sentence) == restriction


def test_cards_read() -> None:
    """Shrine: a restriction and a condition on one ability (seven lands); the Verge: "an Island
    or a Swamp" (one of them); Chromatic Sphere and Deathrite Shaman are activated abilities, not
    mana abilities (605.1a: a draw, a target); Chromatic Star's draw is a trigger: a mana ability."""
    shrine = read_card(SHRINE).mana_abilities[1]
    assert (shrine.restriction, shrine.activate_if_count) == ("colorless_spell", 7)
    assert shrine.activate_if is not None and shrine.activate_if.types == frozenset({"Land"})
    verge = read_card(VERGE).mana_abilities[1]
    assert verge.activate_if is not None and verge.activate_if.subtypes == frozenset({"Island", "Swamp"})
    for card in (SPHERE, DEATHRITE):
        c = read_card(card)
        assert c.unsupported is None and not c.mana_abilities and len(c.activated_abilities) == 1
    star = read_card(STAR)
    assert star.unsupported is None and len(star.mana_abilities) == 1


# ----- spending restrictions (106.6) ------------------------------------------------------------
def test_eldrazi_temple() -> None:
    """Temple + Wastes. A colorless Eldrazi {3}: Temple's {C}{C} (restricted, allowed) + Wastes'
    {C} = 3; Temple's single {C} + Wastes = 2 is short: 1 option. A colorless non-Eldrazi artifact
    {3} and a green Eldrazi {2}{G} can't use the {C}{C}: 0 options each. The colorless Eldrazi's
    "{2}: Draw a card." takes the restricted {C}{C} alone; or Temple's {C} + Wastes; or the
    {C}{C} and the Wastes, one restricted {C} left floating (a different outcome, and both
    activations' mana is used): 3 options. The artifact's "{2}": only Temple's {C} + Wastes, 1."""
    me = {"hand": ["Test Eldrazi", "Test Relic", "Test Green Eldrazi"], "battlefield": ["Eldrazi Temple", "Wastes"]}
    state = _state(me)
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []
    assert agreed_options(state, "me.hand.2") == []
    assert can_cast(state, "me.hand.1").castable is False
    state = _state({"battlefield": ["Eldrazi Temple", "Wastes", {"card": "Test Eldrazi", "id": "e"},
                                    {"card": "Test Relic", "id": "r"}]})
    assert len(_agreed_activation(state, "e", 0)) == 3
    assert len(_agreed_activation(state, "r", 0)) == 1


def test_ziggurat_pays_creature_spells_only() -> None:
    """Ziggurat + Forest. Test Bear {1}{G} (a creature): both tapped, nothing left: 1 option
    (which color the Ziggurat made for {1}, and which mana paid which symbol, tell no options
    apart: docs/answers.md). Test Growth {1}{G} (a sorcery): the Ziggurat can't pay, one Forest
    is short: 0."""
    state = _state({"hand": ["Test Bear", "Test Growth"], "battlefield": ["Ancient Ziggurat", "Forest"]})
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []


def test_rosheen_pays_costs_with_x() -> None:
    """Rosheen + Mountain. Test Surge {X}{R}: X = 0 with the Mountain alone, or X = 1..4 with
    Rosheen's {C}{C}{C}{C} paying X (left over floats): 5 options. Test Strike {2}{R} has no {X}:
    Rosheen can't pay, the Mountain alone is short: 0."""
    state = _state({"hand": ["Test Surge", "Test Strike"], "battlefield": ["Mountain", "Rosheen Meanderer"]})
    plans = agreed_options(state, "me.hand.0")
    assert sorted(p.x for p in plans) == [0, 1, 2, 3, 4]
    assert agreed_options(state, "me.hand.1") == []


def test_mana_for_abilities_pays_a_mana_abilitys_cost() -> None:
    """"Only to activate abilities": a mana ability is an activated ability, so the Battery's
    {C}{C} pays Test Filter's "{1}: Add {R}." twice, making {R}{R} for Test Rite: 1 option (the
    Battery, the Filter twice). Casting Test Relic ({3}, a spell) can't use it: 0 options. The
    Relic's "{2}: Draw a card." is an ability: the Battery pays it, 1 option."""
    state = _state({"hand": ["Test Rite", "Test Relic"], "battlefield": ["Test Battery", "Test Filter"]})
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1 and len(plans[0].activations) == 3
    assert agreed_options(state, "me.hand.1") == []
    state = _state({"battlefield": ["Test Battery", {"card": "Test Relic", "id": "r"}]})
    assert len(_agreed_activation(state, "r", 0)) == 1


def test_cultivator_drone_pays_a_cost_with_c() -> None:
    """Drone ({C}: colorless spells, abilities of colorless permanents, or a cost containing
    {C}) + Island. Test Wisp {C}{U} (blue, but its cost has {C}): Drone's {C} + Island: 1 option.
    Test Wave {1}{U} (blue, no {C}): the Drone can't pay: 0."""
    state = _state({"hand": ["Test Wisp", "Test Wave"], "battlefield": ["Cultivator Drone", "Island"]})
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []


# ----- activation conditions (602.5) ------------------------------------------------------------
def test_shrine_counts_seven_lands() -> None:
    """Shrine + six Wastes: seven lands, so its {C}{C} (colorless spells) may be made: Test
    Colossus {8} = {C}{C} + six {C}: exactly 1 option. Shrine + five Wastes: six lands, the
    {C}{C} ability can't be activated: at most six mana, Test Seven {7} can't be cast; and
    can-activate of that ability (K = 1) says no."""
    state = _state({"hand": ["Test Colossus"], "battlefield": ["Shrine of the Forsaken Gods"] + ["Wastes"] * 6})
    assert len(agreed_options(state, "me.hand.0")) == 1
    state = _state({"hand": ["Test Seven"], "battlefield": [{"card": "Shrine of the Forsaken Gods", "id": "s"}]
                    + ["Wastes"] * 5})
    assert agreed_options(state, "me.hand.0") == []
    answer = can_activate(state, "s", 1)
    assert answer.castable is False and any(r.rule == "602.5" for r in answer.reasons)
    assert can_activate(state, "s", 0).castable is True and not reference_can_activate(state, "s", 1)


def test_verge_needs_an_island_or_a_swamp() -> None:
    """Gloomlake Verge alone: its {B} needs an Island or a Swamp, so Test Dark {B} can't be
    cast. With an Island too: the Verge's {B} is the only way (the Island is idle): 1 option."""
    assert agreed_options(_state({"hand": ["Test Dark"], "battlefield": ["Gloomlake Verge"]}), "me.hand.0") == []
    state = _state({"hand": ["Test Dark"], "battlefield": ["Gloomlake Verge", "Island"]})
    assert len(agreed_options(state, "me.hand.0")) == 1


# ----- not mana abilities (605.1a) --------------------------------------------------------------
def test_chromatic_sphere_is_not_activated_while_paying() -> None:
    """Mountain + Sphere, Test Zap {U}: the Sphere's ability draws a card (a card leaves the
    library), so it is no mana ability and is never activated during a payment: 0 options. With
    Chromatic Star instead (its draw is a separate trigger): the Mountain pays the Star's {1},
    the Star makes {U}: 1 option. The Sphere's ability itself can be activated (a move): the
    Mountain pays its {1}: 1 option."""
    state = _state({"hand": ["Test Zap"], "battlefield": ["Mountain", {"card": "Chromatic Sphere", "id": "sph"}]})
    assert agreed_options(state, "me.hand.0") == []
    assert len(_agreed_activation(state, "sph", 0)) == 1
    state = _state({"hand": ["Test Zap"], "battlefield": ["Mountain", "Chromatic Star"]})
    assert len(agreed_options(state, "me.hand.0")) == 1


def test_deathrite_shaman_targets_so_it_is_not_a_mana_ability() -> None:
    """Deathrite (not summoning sick) with Test Zap {U}: its ability has a target, so it can't
    pay: 0 options. Activated as a move with two different land cards in graveyards (a Forest in
    mine, an Island in the opponent's): one option per target, 2."""
    state = _state({"hand": ["Test Zap"], "graveyard": ["Forest"], "battlefield": [{"card": "Deathrite Shaman", "id": "d"}]},
                   {"graveyard": ["Island"]})
    assert agreed_options(state, "me.hand.0") == []
    assert len(_agreed_activation(state, "d", 0)) == 2


# ----- the spell's own rule on the mana spent ---------------------------------------------------
def test_myr_superion_spends_mana_of_creatures_only() -> None:
    """Superion {2}: "Spend only mana produced by creatures". Test Elf + Forest: one {G} from a
    creature is short: 0 options. Two Test Elves + Forest: both Elves, the Forest idle is no
    option: 1. Floating {G} whose source is not in the state is not known to come from a
    creature: with one Elf it is still short, 0."""
    state = _state({"hand": ["Myr Superion"], "battlefield": ["Test Elf", "Forest"]})
    assert read_card(SUPERION).mana_only_from is not None
    assert agreed_options(state, "me.hand.0") == []
    state = _state({"hand": ["Myr Superion"], "battlefield": ["Test Elf", "Test Elf", "Forest"]})
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1 and len(plans[0].tapped) == 2
    state = _state({"hand": ["Myr Superion"], "battlefield": ["Test Elf"],
                    "mana_pool": [{"mana": "{G}", "source": "Forest"}]})
    assert agreed_options(state, "me.hand.0") == []


def test_no_mana_spent_leaves_convoke_and_delve() -> None:
    """Test Necropolis {1}{B/G}, "You can't spend mana to cast this spell", convoke and delve:
    Test Bear (green) convokes for {B/G} and one card exiled from the graveyard pays {1}:
    1 option. Swamp + Test Bear (no graveyard): the Swamp's {B} can't be spent, the Bear pays
    one symbol only: 0 options; with {B}{B} floating, still 0."""
    card = read_card(NECRO)
    assert card.no_mana_spent and card.unsupported is None
    state = _state({"hand": ["Test Necropolis"], "graveyard": ["Test Zap"], "battlefield": ["Test Bear"]})
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1 and plans[0].convoked and plans[0].delved
    state = _state({"hand": ["Test Necropolis"], "battlefield": ["Swamp", "Test Bear"], "mana_pool": "{B}{B}"})
    assert agreed_options(state, "me.hand.0") == []
    assert can_cast(state, "me.hand.0").castable is False
