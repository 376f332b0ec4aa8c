"""Spending restrictions (106.6) read by ``castable.model.oracle.mana13``: spells of one of a few
subtypes (of any kind: 205.3), abilities of artifact or land sources, mana value N or greater or
{X} in the mana cost (202.3), enchantment spells, face-down spells (708.2), equip abilities
(702.6a), and turning a permanent face up (116.2b, a special action the engine never pays for).

Every count is worked out by hand in its docstring; ``agreed_options`` checks that the CP-SAT
listing, the referee (every plan) and the exhaustive reference agree on it.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.oracle.abilities import spend_restriction
from conftest import agreed_activations as _agreed_activation
from conftest import agreed_options


def _card(name: str, cost: str, type_line: str, text: str = "", pt: bool = False) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            **({"power": "1", "toughness": "1"} if pt else {})}


LAIR = _card("Test Lair", "", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a Ninja or Turtle spell.")
HIDEOUT = _card("Test Hideout", "", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a Lesson or "
                "Shrine spell.")
TROYAN = _card("Test Troyan", "{1}{G}{U}", "Creature — Vedalken Scout", "{T}: Add {G}{U}. Spend this mana only to cast "
               "spells with mana value 5 or greater or spells with {X} in their mana costs.", pt=True)
PEEPER = _card("Test Peeper", "{1}{U}", "Creature — Eye", "{T}: Add {U}. Spend this mana only to cast an enchantment "
               "spell, unlock a door, or turn a permanent face up.", pt=True)
GOSSIP = _card("Test Gossip", "{2}{R}{G}", "Creature — Lizard Advisor", "{T}: Add {R}{G}. Spend this mana only to cast "
               "face-down spells or to turn creatures face up.", pt=True)
CITADEL = _card("Test Citadel", "", "Land — Cave", "As it enters, choose a color.\n{T}: Add two mana of the chosen "
                "color. Spend this mana only to activate abilities of land sources.")
OPERATOR = _card("Test Operator", "{1}{U}", "Artifact Creature — Robot Soldier", "{T}: Add {U}{U}. Spend this mana only "
                 "to activate abilities of artifact sources.", pt=True)
FREYA = _card("Test Freya", "{R}", "Creature — Rat Knight", "{T}: Add {R}. Spend this mana only to cast an Equipment "
              "spell or activate an equip ability.", pt=True)
ZEALOT = _card("Test Zealot", "{1}{G}", "Creature — Elf Druid", "{T}: Add two mana of any one color. Spend this mana only "
               "to turn permanents face up.", pt=True)
NINJA = _card("Test Ninja", "{U}", "Creature — Human Ninja", pt=True)
TURTLE = _card("Test Turtle", "{G}", "Creature — Turtle", pt=True)
BEAR = _card("Test Bear", "{G}", "Creature — Bear", pt=True)
SHIFTER = {**_card("Test Shifter", "{G}", "Creature — Shapeshifter", "Changeling (This card is every creature type.)",
                   pt=True), "keywords": ["Changeling"]}
LESSON = _card("Test Lesson", "{U}", "Sorcery — Lesson", "You gain 1 life.")
SHRINE = _card("Test Shrine", "{W}", "Enchantment — Shrine")
ZAP = _card("Test Zap", "{U}", "Instant", "You gain 1 life.")
GLYPH = _card("Test Glyph", "{U}", "Enchantment")
FIVE = _card("Test Five", "{3}{G}{U}", "Sorcery", "You gain 5 life.")
FOUR = _card("Test Four", "{2}{G}{U}", "Sorcery", "You gain 4 life.")
SURGE = _card("Test Surge", "{X}{G}", "Sorcery", "You gain X life.")
MORPH = _card("Test Morph", "{4}{G}", "Creature — Beast", "Morph {2}{G}", pt=True)
RELIC = _card("Test Relic", "{3}", "Artifact", "{2}: You gain 1 life.")
SPIRE = _card("Test Spire", "", "Land", "{2}: You gain 1 life.")
DRAKE = _card("Test Drake", "{3}", "Creature — Drake", "{2}: You gain 1 life.", pt=True)
HELGA = {**_card("Test Helga", "{1}{G}", "Creature — Frog Druid", "{T}: Add X mana of any one color, where X is Test "
                 "Helga's power. Spend this mana only to cast creature spells with mana value 4 or greater or creature "
                 "spells with {X} in their mana costs."), "power": "2", "toughness": "2"}
COURTYARD = _card("Test Courtyard", "", "Land", "As this land enters, choose a creature type.\n{T}: Add one mana of any "
                  "color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a "
                  "creature source of the chosen type.")
GIANT = _card("Test Giant", "{3}{G}", "Creature — Giant", pt=True)
HYDRA = _card("Test Hydra", "{X}{G}", "Creature — Hydra", pt=True)
ELFLING = _card("Test Elfling", "{G}", "Creature — Elf", "{1}: You gain 1 life.", pt=True)
NEWT = _card("Test Newt", "{G}", "Creature — Salamander", "{1}: You gain 1 life.", pt=True)
SWORD = _card("Test Sword", "{1}", "Artifact — Equipment", "Equipped creature gets +1/+0.\nEquip {1}")
CARDS = [LAIR, HIDEOUT, TROYAN, PEEPER, GOSSIP, CITADEL, OPERATOR, FREYA, ZEALOT, NINJA, TURTLE, BEAR, SHIFTER, LESSON,
         SHRINE, ZAP, GLYPH, FIVE, FOUR, SURGE, MORPH, RELIC, SPIRE, DRAKE, SWORD, HELGA, COURTYARD, GIANT, HYDRA,
         ELFLING, NEWT]


def _state(hand: list[Any], battlefield: list[Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": hand, "battlefield": battlefield}, {"name": "opp"}],
                                "cards": CARDS})


# ----- reading ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("what", "restriction"), [
    ("to cast a Ninja or Turtle spell", "subtype_spell=Ninja|subtype_spell=Turtle"),
    ("to cast a Lesson or Shrine spell", "subtype_spell=Lesson|subtype_spell=Shrine"),
    ("to cast Lesson spells", "subtype_spell=Lesson"),
    ("to cast Mount or Vehicle spells", "subtype_spell=Mount|subtype_spell=Vehicle"),
    ("to cast a Dragon spell or an Omen spell", "subtype_spell=Dragon|subtype_spell=Omen"),
    ("to cast Aura and/or Equipment spells", "subtype_spell=Aura|subtype_spell=Equipment"),
    ("to activate abilities of artifact sources", "artifact_ability"),
    ("to activate abilities of artifacts", "artifact_ability"),
    ("to activate abilities of land sources", "land_ability"),
    ("to cast spells with mana value 5 or greater or spells with {X} in their mana costs", "mv_spell=5|x_spell"),
    ("to cast an enchantment spell, unlock a door, or turn a permanent face up", "enchantment_spell"),
    ("to cast face-down spells or to turn creatures face up", "face_down_spell"),
    ("to turn permanents face up", "turn_face_up"),
    ("to cast an Equipment spell or activate an equip ability", "subtype_spell=Equipment|equip_ability"),
    # not read: a mana value without the {X} alternative (202.3e: X counts on the stack), creature
    # spells of a subtype, a word that is no subtype, a type with the subtypes
    ("to cast creature spells with mana value 4 or greater or creature spells with {X} in their mana costs",
     "creature_mv_spell=4|creature_x_spell"),
    ("to cast a creature spell of the chosen type or activate an ability of a creature source of the chosen type",
     "creature_spell_of_chosen_type|chosen_type_creature_ability"),
    ("to cast spells with mana value 5 or greater", None),
    ("to cast creature spells with mana value 4 or greater or spells with {X} in their mana costs", None),
    ("to cast an Elf creature spell", None),
    ("to cast a Historic or Turtle spell", None),
    ("to cast a Knight or artifact spell", None),
    ("to cast a spell from exile", None),
])
def test_spend_sentences(what: str, restriction: str | None) -> None:
    assert spend_restriction(f"Spend this mana only {what}.") == restriction


def test_cards_read() -> None:
    """Each test card is read whole; the Citadel's two mana are of the one chosen color, and
    the Sword's Equip is an equip ability (702.6a) while the Relic's ability is not."""
    for c in CARDS:
        assert read_card(c).unsupported is None, c["name"]
    [citadel] = read_card(CITADEL).mana_abilities
    assert (citadel.colors_from, citadel.produces[0]) == ("chosen_color", ("W", "W"))
    assert read_card(SWORD).activated_abilities[0].equip
    assert not read_card(RELIC).activated_abilities[0].equip


# ----- spending (106.6) -------------------------------------------------------------------------
def test_ninja_or_turtle() -> None:
    """The Lair alone makes one mana, for a Ninja or Turtle spell only. Test Ninja {U}: 1
    option; Test Turtle {G}: 1; Test Bear {G} (a Bear): 0; Test Shifter {G} (changeling, every
    creature type, 702.73a: a Ninja): 1."""
    state = _state(["Test Ninja", "Test Turtle", "Test Bear", "Test Shifter"], ["Test Lair"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(4)] == [1, 1, 0, 1]


def test_lesson_or_shrine() -> None:
    """The Hideout alone: Test Lesson {U} (Sorcery — Lesson): 1; Test Shrine {W} (Enchantment
    — Shrine): 1; Test Zap {U} (an instant): 0; Test Shifter {G}: changeling gives every
    creature type, and Lesson and Shrine are not creature types (205.3k, 205.3h): 0."""
    state = _state(["Test Lesson", "Test Shrine", "Test Zap", "Test Shifter"], ["Test Hideout"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(4)] == [1, 1, 0, 0]


def test_mana_value_five_or_x() -> None:
    """Troyan + three Forests. Test Five {3}{G}{U} (mana value 5): Troyan's {G}{U} and the three
    Forests: 1 option. Test Four {2}{G}{U} (4): Troyan can't pay, the Forests make no {U}: 0.
    Test Surge {X}{G} (an {X} in its mana cost): with Troyan alone, X = 0 (the {U} left floating)
    or X = 1: the plans with the Forests count too, so only Troyan on the battlefield: 2 options."""
    state = _state(["Test Five", "Test Four"], ["Test Troyan", "Forest", "Forest", "Forest"])
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []
    state = _state(["Test Surge", "Test Four"], ["Test Troyan"])
    assert sorted(p.x for p in agreed_options(state, "me.hand.0")) == [0, 1]


def test_enchantment_spells_only() -> None:
    """The Peeper's {U}: Test Glyph {U} (an enchantment): 1; Test Zap {U} (an instant): 0
    (unlocking a door and turning a permanent face up are special actions, 116.2b, never cast)."""
    state = _state(["Test Glyph", "Test Zap"], ["Test Peeper"])
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []


def test_face_down_spells_only() -> None:
    """The Gossip's {R}{G} + a Forest. Test Morph: face up {4}{G} can't be paid (the Gossip's
    mana is for face-down spells, the Forest alone is short); face down for {3} (702.37c, a
    face-down spell 708.2): the Gossip's two and the Forest, 1 option. Test Bear {G}: the Forest
    alone, 1 option (the Gossip can't pay for it)."""
    state = _state(["Test Morph", "Test Bear"], ["Test Gossip", "Forest"])
    plans = agreed_options(state, "me.hand.0")
    assert [p.alternative_cost for p in plans] == ["face down"]
    bear = agreed_options(state, "me.hand.1")
    assert len(bear) == 1 and len(bear[0].activations) == 1


def test_turning_face_up_pays_nothing_cast() -> None:
    """The Zealot's two mana are only for turning permanents face up: Test Ninja {U}, Test
    Morph face down ({3}): 0 each."""
    state = _state(["Test Ninja", "Test Morph"], ["Test Zealot"])
    assert agreed_options(state, "me.hand.0") == []
    assert agreed_options(state, "me.hand.1") == []


def test_abilities_of_land_sources() -> None:
    """The Citadel (chosen color black) makes {B}{B} for abilities of land sources. Test
    Spire's (a land) "{2}: You gain 1 life.": 1 option; Test Relic's (an artifact): 0."""
    citadel = {"card": "Test Citadel", "chosen": {"color": "B"}}
    state = _state([], [citadel, {"card": "Test Spire", "id": "s"}, {"card": "Test Relic", "id": "r"}])
    assert len(_agreed_activation(state, "s", 0)) == 1
    assert _agreed_activation(state, "r", 0) == []


def test_abilities_of_artifact_sources() -> None:
    """The Operator's {U}{U}: Test Relic's (an artifact) "{2}: ...": 1 option; Test Drake's (a
    creature): 0; casting Test Relic {3} (a spell, not an ability): 0."""
    state = _state(["Test Relic"], ["Test Operator", {"card": "Test Relic", "id": "r"}, {"card": "Test Drake", "id": "d"}])
    assert len(_agreed_activation(state, "r", 0)) == 1
    assert _agreed_activation(state, "d", 0) == []
    assert agreed_options(state, "me.hand.0") == []


def test_equipment_spells_and_equip_abilities() -> None:
    """Freya's {R}: casting Test Sword {1} (an Equipment): 1 option; its "Equip {1}" (an equip
    ability, 702.6a) targeting Freya (the only creature): 1; Test Relic's "{2}" with a Mountain
    (an ability, not an equip one): only the Mountain is allowed, short: 0."""
    state = _state(["Test Sword"], ["Test Freya", {"card": "Test Sword", "id": "sw"}])
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert len(_agreed_activation(state, "sw", 0)) == 1
    state = _state([], ["Test Freya", "Mountain", {"card": "Test Relic", "id": "r"}])
    assert _agreed_activation(state, "r", 0) == []


def test_creature_spells_mana_value_four_or_x() -> None:
    """Helga (power 2: two mana of one color) + two Forests. Test Giant {3}{G} (a creature,
    mana value 4): Helga's two and both Forests, 1 option. Test Five {3}{G}{U} (a sorcery of
    mana value 5): Helga can't pay, the Forests are short: 0. Test Hydra {X}{G} (a creature with
    {X}) with Helga alone: two green pay {G} and X = 1, or {G} with X = 0 (one green left
    floating); two of another color can't pay {G}: 2 options."""
    state = _state(["Test Giant", "Test Five"], ["Test Helga", "Forest", "Forest"])
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert agreed_options(state, "me.hand.1") == []
    state = _state(["Test Hydra"], ["Test Helga"])
    assert sorted(p.x for p in agreed_options(state, "me.hand.0")) == [0, 1]


def test_abilities_of_creature_sources_of_the_chosen_type() -> None:
    """The Courtyard (Elf chosen) makes one mana. Test Elfling's (an Elf creature) "{1}: ...":
    1 option; Test Newt's (a Salamander): 0; casting Test Ninja {U} (not an Elf): 0; casting
    Test Shifter {G} (changeling: an Elf creature spell): 1."""
    court = {"card": "Test Courtyard", "chosen": {"creature_type": "Elf"}}
    state = _state(["Test Ninja", "Test Shifter"], [court, {"card": "Test Elfling", "id": "e"},
                                                   {"card": "Test Newt", "id": "n"}])
    assert len(_agreed_activation(state, "e", 0)) == 1
    assert _agreed_activation(state, "n", 0) == []
    assert agreed_options(state, "me.hand.0") == []
    assert len(agreed_options(state, "me.hand.1")) == 1
