"""Mana abilities read by ``castable.model.oracle.mana14``: the Thriving lands' "{R} or one mana
of the chosen color", "Tap an untapped permanent / artifact or creature you control" beside {T}
(Gene Pollinator, Moonsnare Prototype), harmless riders, and mana added by loyalty abilities.

Every count is worked out by hand in its docstring; ``agreed_options`` / ``agreed_activations``
check that the CP-SAT listing, the referee (every plan) and the exhaustive reference agree.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.cards import ObjectFilter
from castable.model.oracle import read_card
from castable.model.oracle.mana14 import tapped_kind
from conftest import agreed_activations, agreed_options


def _card(name: str, cost: str, type_line: str, text: str = "", pt: bool = False) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            **({"power": "1", "toughness": "1"} if pt else {})}


THRIVING = _card("Test Thriving", "", "Land", "Test Thriving enters the battlefield tapped.\nAs Test Thriving enters the "
                 "battlefield, choose a color other than red.\n{T}: Add {R} or one mana of the chosen color.")
POLLINATOR = _card("Test Pollinator", "{G}", "Artifact Creature — Robot Insect", "{T}, Tap an untapped permanent you "
                   "control: Add one mana of any color.", pt=True)
MOONSNARE = _card("Test Moonsnare", "{U}", "Artifact", "{T}, Tap an untapped artifact or creature you control: Add {C}.")
DRUM = _card("Test Drum", "{1}", "Artifact", "{T}, Tap an untapped creature you control: Add one mana of any color.")
GROVE = _card("Test Grove", "", "Land", "{T}: Add {R} or {G}. Each opponent gains 1 life.")
VALE = _card("Test Vale", "", "Land", "{T}: Add one mana of any color. An opponent gains control of Test Vale at the "
             "beginning of the next end step.")
WALKER = {**_card("Test Walker", "{3}{R}", "Legendary Planeswalker — Chandra", "+1: You gain 1 life.\n−3: Add three mana "
                  "of any one color.\n−2: Add {R}{R}. Exile the top three cards of your library. Choose one. You may play "
                  "that card this turn."), "loyalty": "3"}
RELIC = _card("Test Relic", "{3}", "Artifact", "{2}: You gain 1 life.")
BEAR = _card("Test Bear", "{1}{G}", "Creature — Bear", pt=True)
BLUE = _card("Test Blue", "{U}", "Sorcery", "You gain 1 life.")
RED_BLUE = _card("Test Red Blue", "{U}{R}", "Sorcery", "You gain 1 life.")
BLUE_BLUE = _card("Test Blue Blue", "{U}{U}", "Sorcery", "You gain 1 life.")
GREEN = _card("Test Green", "{G}", "Sorcery", "You gain 1 life.")
TWO = _card("Test Two", "{2}", "Sorcery", "You gain 1 life.")
LEAFKIN = _card("Test Leafkin", "{1}{G}", "Creature — Elemental Druid", "{T}: Add {G}. If you control four or more "
                "creatures, add {G}{G} instead.", pt=True)
AUDIENCE = _card("Test Audience", "{1}{G}", "Creature — Human Citizen", "{T}: Add {G}. If you control a creature with "
                 "power 4 or greater, add {G}{G} instead.", pt=True)
BIG = {**_card("Test Big", "{3}{G}", "Creature — Beast"), "power": "4", "toughness": "4"}
TOWER = _card("Test Tower", "", "Land — Urza's Tower", "{T}: Add {C}. If you control an Urza's Mine and an Urza's "
              "Power-Plant, add {C}{C}{C} instead.")
MINE = _card("Test Mine", "", "Land — Urza's Mine", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's "
             "Tower, add {C}{C} instead.")
PLANT = _card("Test Plant", "", "Land — Urza's Power-Plant", "{T}: Add {C}. If you control an Urza's Mine and an Urza's "
              "Tower, add {C}{C} instead.")
RIVER = _card("Test River", "", "Land", "{T}: Add {U}. If you played a land this turn, add {B} instead.")
SEVEN = _card("Test Seven", "{7}", "Sorcery", "You gain 1 life.")
THREE = _card("Test Three", "{3}", "Sorcery", "You gain 1 life.")
FOUR = _card("Test Four", "{4}", "Sorcery", "You gain 1 life.")
GREEN_GREEN = _card("Test Green Green", "{G}{G}", "Sorcery", "You gain 1 life.")
BLACK = _card("Test Black", "{B}", "Sorcery", "You gain 1 life.")
LAVINIA = _card("Test Lavinia", "{1}", "Artifact", "{T}: Add {C}{C}. Activate only during an opponent's turn.")
PYRAMID = _card("Test Pyramid", "{4}", "Artifact", "{2}, {T}: Add one mana of any color. Put a brick counter on Test "
                "Pyramid.\n{T}: Add three mana of any one color. Activate only if there are three or more brick counters "
                "on Test Pyramid.")
DIGNITARY = _card("Test Dignitary", "{3}{G}", "Creature — Elf Advisor", "{T}: Add {G}{G}. Activate only if there is an "
                  "Elf card in your graveyard.", pt=True)
ELF = _card("Test Elf", "{G}", "Creature — Elf", pt=True)
PETAL_ELF = _card("Test Petal Elf", "{G}", "Creature — Elf", "Sacrifice Test Petal Elf: Add {G}.", pt=True)
TWO_NOW = _card("Test Two Now", "{2}", "Instant", "You gain 1 life.")
COFFERS = _card("Test Coffers", "", "Land", "{2}, {T}: Add {B} for each Swamp you control.")
STRONGHOLD = _card("Test Stronghold", "", "Land", "{T}: Add {B} for each basic Swamp you control.")
SNOW_SWAMP = _card("Test Swampland", "", "Land — Swamp", "({T}: Add {B}.)")
BATTLEMENT = {**_card("Test Battlement", "{4}{G}", "Creature — Plant Wall", "Defender\n{T}: Add {G} for each creature "
                      "with defender you control.", pt=True), "keywords": ["Defender"]}
HARABAZ = _card("Test Harabaz", "{3}{G}", "Creature — Human Druid Ally", "{T}: Add X mana of any one color, where X is "
                "the number of Allies you control.", pt=True)
FIVE_B = _card("Test Five Black", "{3}{B}{B}", "Sorcery", "You gain 1 life.")
WATCH = _card("Test Watch", "{4}", "Artifact", "{T}: Add two mana in any combination of colors. Spend this mana only to "
              "cast spells from exile.")
ORB = _card("Test Orb", "{2}", "Artifact", "{T}: Add {R}. If that mana is spent on a Dragon creature spell, it gains "
            "haste until end of turn.")
GOGGLES = _card("Test Goggles", "{5}", "Artifact", "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery "
                "spell, copy that spell and you may choose new targets for the copy.")
RED = _card("Test Red", "{R}", "Sorcery", "You gain 1 life.")
TILE = _card("Test Tile", "{3}", "Artifact", "{T}: Add X mana of any one color, where X is the greatest number of creatures "
             "you control that have a creature type in common.")
CITY = _card("Test City", "", "Legendary Land", "As Test City enters, choose a creature type.\n{T}: Add {C}.\n{2}, {T}: "
             "Choose a color. Add an amount of mana of that color equal to the number of creatures you control of the "
             "chosen type.")
SHIFTER = {**_card("Test Shifter", "{G}", "Creature — Shapeshifter", "Changeling (This card is every creature type.)",
                   pt=True), "keywords": ["Changeling"]}
REALMS = _card("Test Realms", "", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a spell of the "
               "chosen type or activate an ability of a source of the chosen type.")
KINDRED = _card("Test Kindred", "{G}", "Kindred Sorcery — Elf", "You gain 1 life.")
ELFLING = _card("Test Elfling", "{G}", "Creature — Elf", "{1}: You gain 1 life.", pt=True)
NEWT = _card("Test Newt", "{G}", "Creature — Salamander", "{1}: You gain 1 life.", pt=True)
SAGE = _card("Test Sage", "{1}{G}", "Creature — Elf Druid", "{T}: Add {G} for each +1/+1 counter on Test Sage.", pt=True)
BLOSSOM = _card("Test Blossom", "{5}", "Artifact", "{T}, Sacrifice Test Blossom: Add X mana of any one color, where X is "
                "the number of petal counters on Test Blossom.")
NARDOLE = _card("Test Nardole", "{2}{U}", "Artifact Creature — Cyborg", "{T}: Add {U} for each counter on Test Nardole.",
                pt=True)
CARDS = [SAGE, BLOSSOM, NARDOLE, REALMS, KINDRED, ELFLING, NEWT, TILE, CITY, SHIFTER, WATCH, ORB, GOGGLES, RED,
         COFFERS, STRONGHOLD, SNOW_SWAMP, BATTLEMENT, HARABAZ, FIVE_B, LAVINIA, PYRAMID, DIGNITARY, ELF, PETAL_ELF,
         TWO_NOW, LEAFKIN, AUDIENCE, BIG, TOWER, MINE, PLANT, RIVER, SEVEN, THREE, FOUR, GREEN_GREEN, BLACK, THRIVING,
         POLLINATOR, MOONSNARE, DRUM, GROVE, VALE, WALKER, RELIC, BEAR, BLUE, RED_BLUE, BLUE_BLUE, GREEN, TWO]


def _state(hand: list[Any], battlefield: list[Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": hand, "battlefield": battlefield}, {"name": "opp"}],
                                "cards": CARDS})


def _thriving(color: str) -> dict[str, Any]:
    return {"card": "Test Thriving", "chosen": {"color": color}}


# ----- reading ----------------------------------------------------------------------------------
def test_cards_read() -> None:
    """Each test card is read whole; the Thriving land's printed {R} is its first alternative."""
    for c in CARDS:
        assert read_card(c).unsupported is None, c["name"]
    [thriving] = read_card(THRIVING).mana_abilities
    assert (thriving.colors_from, thriving.produces[0]) == ("chosen_color_or_own", ("R",))
    [pollinator] = read_card(POLLINATOR).mana_abilities
    assert (pollinator.tap, pollinator.tap_creatures, pollinator.tap_filter) == (True, 1, ObjectFilter())


@pytest.mark.parametrize(("part", "kind"), [
    ("Tap an untapped permanent you control", ObjectFilter()),
    ("Tap an untapped artifact or creature you control", ObjectFilter(types=frozenset({"Artifact", "Creature"}))),
    ("Tap an untapped creature you control", None),  # Springleaf Drum's own reading (abilities)
    ("Tap an untapped land you control", None),
    ("Tap two untapped permanents you control", None),
])
def test_tapped_kinds(part: str, kind: ObjectFilter | None) -> None:
    assert tapped_kind(part) == kind


@pytest.mark.parametrize("text", [
    # no {T}: it could be activated again and again, tapping the source itself too (Supportive Parents)
    "Tap an untapped permanent you control: Add one mana of any color.",
    "{T}, Tap two untapped permanents you control: Add one mana of any color.",
    "{1}, {T}, Tap an untapped permanent you control: Add one mana of any color.",
    # the life gained could pay a Phyrexian symbol (119.4) with no mana of it spent
    "{T}: Add {C}. You gain 1 life.",
    # an opponent's loss could switch on "as long as an opponent has 10 or less life" mid-payment
    "{T}: Add {C}. If you control an Urza's Mine and an Urza's Mine, add {C}{C} instead.",
    "{T}: Add {G}. If you control a creature with power 5 or greater, add {G}{G} instead.",
    "{1}, {T}: Add {G}. If you control four or more creatures, add {G}{G}{G} instead.",
    "{T}: Add {G}. If an opponent controls four or more creatures, add {G}{G} instead.",
    "{T}: Add {G} for each creature with flying you control.",
    "{T}: Add {B} for each Swamp an opponent controls.",
    "{T}: Add {G} for each basic Elf you control.",
    "{T}: Add X mana of any one color, where X is the number of Ally you control.",
    "{T}: Add {G}{G}. Activate only if there is a creature card in your graveyard.",
    "{T}: Add {C}. Activate only if there are three or more brick counters on target artifact.",
    "{1}: Add {C}{C}. Activate only during an opponent's turn.",
    "{1}: Add {C} for each petal counter on Test Near.",  # counters on an untapped source: not read
    "{T}: Add one mana of any color. Each player loses 1 life.",
    "{T}: Add {R}{R} or one mana of the chosen color.",
    "{T}: Add {R} or two mana of the chosen color.",
])
def test_near_misses_refused(text: str) -> None:
    assert read_card(_card("Test Near", "", "Artifact", text)).unsupported is not None


def test_loyalty_mana_needs_loyalty() -> None:
    """Without a loyalty cost or a target the same words would be a mana ability (605.1a) the
    reader doesn't model: refused."""
    assert read_card(_card("Test Near", "", "Artifact", "{T}: You gain 1 life. Add three mana of any one color.")).unsupported


# ----- the Thriving lands (106.1a, 614.12c) --------------------------------------------------------
def test_thriving_needed() -> None:
    """The Thriving land (chosen blue) and a Mountain. Test Red Blue {U}{R}: the land's {U} and
    the Mountain's {R}: 1; Test Blue Blue {U}{U}: only one blue source: 0; Test Green {G}: the
    land makes {R} or {U}, the Mountain {R}: 0; Test Blue {U}: the land alone: 1."""
    state = _state(["Test Red Blue", "Test Blue Blue", "Test Green", "Test Blue"], [_thriving("U"), "Mountain"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(4)] == [1, 0, 0, 1]


def test_thriving_printed_color_and_chosen_one() -> None:
    """The Thriving land alone, chosen green: Test Green {G}: 1; Test Blue {U}: 0. Two Thriving
    lands (blue, green): Test Red Blue {U}{R}: the blue one makes {U}, the green one {R}: 1."""
    state = _state(["Test Green", "Test Blue"], [_thriving("G")])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]
    state = _state(["Test Red Blue"], [_thriving("U"), _thriving("G")])
    assert len(agreed_options(state, "me.hand.0")) == 1


# ----- tapping another permanent (601.2h, 118.3) -----------------------------------------------------
def test_pollinator_needs_another_permanent() -> None:
    """Test Pollinator alone can't pay (its own {T} taps it, and nothing else is there to tap):
    Test Blue {U}: 0. With a tapped Relic: still 0. With an untapped Relic (an artifact that
    makes no mana): 1 (the Pollinator taps itself and the Relic)."""
    assert len(agreed_options(_state(["Test Blue"], ["Test Pollinator"]), "me.hand.0")) == 0
    tapped = {"card": "Test Relic", "tapped": True}
    assert len(agreed_options(_state(["Test Blue"], ["Test Pollinator", tapped]), "me.hand.0")) == 0
    assert len(agreed_options(_state(["Test Blue"], ["Test Pollinator", "Test Relic"]), "me.hand.0")) == 1


def test_pollinator_taps_a_land_or_a_sick_creature() -> None:
    """Tapping a permanent for the cost is not its {T} (302.6): a summoning-sick Bear may be
    tapped. Pollinator + sick Bear, Test Blue {U}: 1. Pollinator + Forest, Test Blue Blue {U}{U}:
    the Forest either makes {G} or is tapped by the Pollinator: 0; Test Green {G}: the Forest
    alone, or the Pollinator tapping the Forest: 2."""
    sick = {"card": "Test Bear", "summoning_sick": True}
    assert len(agreed_options(_state(["Test Blue"], ["Test Pollinator", sick]), "me.hand.0")) == 1
    state = _state(["Test Blue Blue", "Test Green"], ["Test Pollinator", "Forest"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [0, 2]


def test_moonsnare_kind() -> None:
    """Test Moonsnare taps an artifact or a creature, not a land: with a Forest only, Test Two
    {2}: the Forest's {G} alone: 0; with a Relic beside the Forest: the Moonsnare's {C} (tapping
    the Relic) and the Forest's {G}: 1."""
    assert len(agreed_options(_state(["Test Two"], ["Test Moonsnare", "Forest"]), "me.hand.0")) == 0
    assert len(agreed_options(_state(["Test Two"], ["Test Moonsnare", "Forest", "Test Relic"]), "me.hand.0")) == 1


def test_drum_and_pollinator_kinds_apart() -> None:
    """Test Drum (a creature only), Test Pollinator (any permanent, itself a creature), a Bear
    and an Island. Test Blue Blue {U}{U}, options told apart by what is tapped: the Island's {U}
    with the Drum tapping the Bear {Island, Drum, Bear} or the Pollinator {Island, Drum,
    Pollinator}, or with the Pollinator tapping the Bear {Island, Pollinator, Bear} or the Drum
    (again {Island, Drum, Pollinator}); or the Drum tapping the Bear and the Pollinator the
    Island (all four; the Island can't pay the Drum's cost): 4."""
    state = _state(["Test Blue Blue"], ["Test Drum", "Test Pollinator", "Test Bear", "Island"])
    assert len(agreed_options(state, "me.hand.0")) == 4


# ----- harmless riders ------------------------------------------------------------------------------
def test_riders_pay() -> None:
    """Test Grove ({R} or {G}, an opponent gains 1 life) and Test Vale (any color, given away at
    the end step): Test Red Blue {U}{R}: the Vale's {U} and the Grove's {R}: 1; Test Blue Blue: 0."""
    state = _state(["Test Red Blue", "Test Blue Blue"], ["Test Grove", "Test Vale"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]


# ----- loyalty abilities adding mana (605.1a: not mana abilities) -------------------------------------
def test_loyalty_mana_activation() -> None:
    """Test Walker with 3 loyalty: its −3 (three mana of one color, added as it resolves) can be
    activated (1 way: remove three counters), and so can its −2; with 2 loyalty the −3 can't."""
    walker = {"card": "Test Walker", "id": "walker", "counters": {"loyalty": 3}}
    state = _state([], [walker])
    assert len(agreed_activations(state, "walker", 1)) == 1
    assert len(agreed_activations(state, "walker", 2)) == 1
    low = _state([], [{**walker, "counters": {"loyalty": 2}}])
    assert len(agreed_activations(low, "walker", 1)) == 0


# ----- "add ... instead" (castable.model.instead) ------------------------------------------------------
def test_leafkin_counts_creatures() -> None:
    """Test Leafkin and two Bears (three creatures): Test Green Green {G}{G}: the Leafkin's {G}
    alone: 0. With a third Bear (four creatures, the Leafkin counted): {G}{G} from it: 1."""
    state = _state(["Test Green Green"], ["Test Leafkin", "Test Bear", "Test Bear"])
    assert len(agreed_options(state, "me.hand.0")) == 0
    state = _state(["Test Green Green"], ["Test Leafkin", "Test Bear", "Test Bear", "Test Bear"])
    assert len(agreed_options(state, "me.hand.0")) == 1


def test_audience_needs_power_four() -> None:
    """Test Audience with a 1/1 Bear: {G}{G}: 0; with a 4/4: 1 (the Audience's {G}{G})."""
    assert len(agreed_options(_state(["Test Green Green"], ["Test Audience", "Test Bear"]), "me.hand.0")) == 0
    assert len(agreed_options(_state(["Test Green Green"], ["Test Audience", "Test Big"]), "me.hand.0")) == 1


def test_urza_lands() -> None:
    """Tower, Mine and Power-Plant: {C}{C}{C} + {C}{C} + {C}{C}: Test Seven {7}: 1. Tower, Mine
    and a Forest (no Power-Plant): one mana each: Test Three {3}: 1; Test Four {4}: 0."""
    assert len(agreed_options(_state(["Test Seven"], ["Test Tower", "Test Mine", "Test Plant"]), "me.hand.0")) == 1
    state = _state(["Test Three", "Test Four"], ["Test Tower", "Test Mine", "Forest"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]


def test_river_after_a_land() -> None:
    """Test River: {U}, or {B} once a land was played this turn (the state's count). No land
    played: Test Blue {U}: 1, Test Black {B}: 0; one played: 0 and 1."""
    state = _state(["Test Blue", "Test Black"], ["Test River"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]
    played = GameState.from_json({"players": [{"name": "me", "hand": ["Test Blue", "Test Black"],
                                               "battlefield": ["Test River"], "lands_played_this_turn": 1},
                                              {"name": "opp"}], "cards": CARDS})
    assert [len(agreed_options(played, f"me.hand.{i}")) for i in range(2)] == [0, 1]


# ----- 602.5 conditions decided by the state (castable.model.manastate) ---------------------------------
def test_lavinia_on_an_opponents_turn() -> None:
    """Test Lavinia's {C}{C} only during an opponent's turn: Test Two Now {2} (an instant) on
    the opponent's turn: 1; on mine: 0."""
    data = {"players": [{"name": "me", "hand": ["Test Two Now"], "battlefield": ["Test Lavinia"]}, {"name": "opp"}],
            "cards": CARDS}
    theirs = GameState.from_json({**data, "turn": {"active_player": "opp", "phase": "main1", "priority": "me"}})
    assert len(agreed_options(theirs, "me.hand.0")) == 1
    assert len(agreed_options(GameState.from_json(data), "me.hand.0")) == 0


def test_pyramid_brick_counters() -> None:
    """Test Pyramid with three brick counters: Test Three {3}: its second ability's three mana: 1;
    with two: the first ability costs {2} and makes one: 0."""
    for bricks, want in ((3, 1), (2, 0)):
        pyramid = {"card": "Test Pyramid", "counters": {"brick": bricks}}
        assert len(agreed_options(_state(["Test Three"], [pyramid]), "me.hand.0")) == want


def test_dignitary_graveyard() -> None:
    """Test Dignitary's {G}{G} needs an Elf card in the graveyard: Test Green Green with two Test
    Elves there: 1; with a Bear there: 0. With no Elf card there but a Petal Elf on the
    battlefield (sacrificing it for mana would put one there mid-payment): unsupported; with one
    Elf card there (it could be the spell being cast, on the stack from 601.2a): unsupported."""
    def state(graveyard: list[str], battlefield: list[str]) -> GameState:
        return GameState.from_json({"players": [{"name": "me", "hand": ["Test Green Green"], "graveyard": graveyard,
                                                 "battlefield": ["Test Dignitary", *battlefield]}, {"name": "opp"}],
                                    "cards": CARDS})
    assert len(agreed_options(state(["Test Elf", "Test Elf"], []), "me.hand.0")) == 1
    assert len(agreed_options(state(["Test Bear"], []), "me.hand.0")) == 0
    assert state([], ["Test Petal Elf"]).player("me").battlefield[0].card.unsupported is not None
    assert state(["Test Elf"], []).player("me").battlefield[0].card.unsupported is not None
    assert state(["Test Elf", "Test Elf"], ["Test Petal Elf"]).player("me").battlefield[0].card.unsupported is None


# ----- "for each <permanent> you control" (per "filter_you_control") -----------------------------------
def test_coffers_counts_swamps() -> None:
    """Test Coffers ({2}, {T}: {B} per Swamp) with three Swamps: two Swamps pay the {2} and the
    Coffers then counts all three (605.3a: as it resolves; tapped Swamps still count): {B}{B}{B}
    and the third Swamp's {B}, four mana: Test Five Black {3}{B}{B}: 0; Test Four {4}: 1."""
    state = _state(["Test Five Black", "Test Four"], ["Test Coffers", "Swamp", "Swamp", "Swamp"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [0, 1]


def test_stronghold_counts_basic_swamps() -> None:
    """Test Stronghold counts basic Swamps only: beside a Swamp and the nonbasic Test Swampland (a
    Swamp too) it makes one {B}. Test Black {B}: the Stronghold, the Swamp or the Swampland: 3;
    Test Two {2}: any two of the three: 3."""
    state = _state(["Test Black", "Test Two"], ["Test Stronghold", "Swamp", "Test Swampland"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [3, 3]


def test_battlement_and_harabaz() -> None:
    """Test Battlement with a second one: {G}{G} each: Test Four {4}: both: 1; a Battlement
    beside a Bear (no defender): {G} alone: Test Two {2}: 0. Test Harabaz (an Ally) alone: X = 1:
    Test Blue {U}: 1; Test Two: 0."""
    assert len(agreed_options(_state(["Test Four"], ["Test Battlement", "Test Battlement"]), "me.hand.0")) == 1
    assert len(agreed_options(_state(["Test Two"], ["Test Battlement", "Test Bear"]), "me.hand.0")) == 0
    state = _state(["Test Blue", "Test Two"], ["Test Harabaz"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]


# ----- spending: spells cast from exile (106.6), riders once the mana is spent -------------------------
def test_watch_only_from_exile() -> None:
    """Test Watch's two mana (any combination of colors) pays only spells cast from exile: Test
    Two {2} from the hand: 0; the same card exiled with an "effect" permission (its owner may
    cast it): 1. Test Goggles (its copy comes after the cast) and Test Orb each pay Test Red {R}
    from the hand: 2."""
    exiled = {"card": "Test Two", "permission": {"kind": "effect"}}
    state = GameState.from_json({"players": [{"name": "me", "hand": ["Test Two"], "exile": [exiled],
                                              "battlefield": ["Test Watch"]}, {"name": "opp"}], "cards": CARDS})
    assert len(agreed_options(state, "me.hand.0")) == 0
    assert len(agreed_options(state, "me.exile.0")) == 1
    assert len(agreed_options(_state(["Test Red"], ["Test Goggles", "Test Orb"]), "me.hand.0")) == 2


# ----- counts decided by the state: shared creature types, the chosen type ------------------------------
def test_tile_shared_type() -> None:
    """Test Tile with two Elves and a Bear: two creatures share Elf: X = 2, Test Blue Blue {U}{U}:
    1, Test Three {3}: 0. With a changeling too (every creature type: a third Elf): X = 3: Test
    Three: 1. With a Bear alone (one creature, no other to share with): unsupported, not guessed."""
    state = _state(["Test Blue Blue", "Test Three"], ["Test Tile", "Test Elf", "Test Elf", "Test Bear"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]
    state = _state(["Test Three"], ["Test Tile", "Test Elf", "Test Elf", "Test Bear", "Test Shifter"])
    assert len(agreed_options(state, "me.hand.0")) == 1
    assert _state([], ["Test Tile", "Test Bear"]).player("me").battlefield[0].card.unsupported is not None


def test_city_chosen_type() -> None:
    """Test City (Elf chosen) with two Elves, a Bear and two Forests: the Forests pay its {2} and
    it makes two mana of one color: Test Blue Blue {U}{U}: 1; Test Four {4}: its {C} and the
    Forests make three: 0. Without a chosen type: unsupported."""
    city = {"card": "Test City", "chosen": {"creature_type": "Elf"}}
    state = _state(["Test Blue Blue", "Test Four"], [city, "Test Elf", "Test Elf", "Test Bear", "Forest", "Forest"])
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(2)] == [1, 0]
    assert _state([], ["Test City"]).player("me").battlefield[0].card.unsupported is not None


def test_realms_chosen_type_of_any_kind() -> None:
    """Test Realms (Elf chosen) alone: Test Elf {G}: 1; Test Kindred {G} (a Kindred Sorcery — Elf:
    a spell of the chosen type, not a creature): 1; Test Shifter {G} (changeling): 1; Test Green
    {G} (no type): 0. The Elfling's {1} ability (an Elf source): 1; the Newt's: 0."""
    realms = {"card": "Test Realms", "chosen": {"creature_type": "Elf"}}
    state = GameState.from_json({"players": [{"name": "me", "hand": ["Test Elf", "Test Kindred", "Test Shifter",
                                                                     "Test Green"],
                                              "battlefield": [realms, {"card": "Test Elfling", "id": "elfling"},
                                                              {"card": "Test Newt", "id": "newt"}]},
                                             {"name": "opp"}], "cards": CARDS})
    assert [len(agreed_options(state, f"me.hand.{i}")) for i in range(4)] == [1, 1, 1, 0]
    assert len(agreed_activations(state, "elfling", 0)) == 1
    assert len(agreed_activations(state, "newt", 0)) == 0


def test_conditions_on_direct_activation() -> None:
    """The 602.5 conditions hold for activating the mana ability itself too: Test Lavinia's on my
    turn: 0, on the opponent's: 1 (a mana ability may be activated with priority, 605.3a); the
    Pyramid's second ability with two brick counters: 0, with three: 1."""
    data = {"players": [{"name": "me", "battlefield": [{"card": "Test Lavinia", "id": "lavinia"}]}, {"name": "opp"}],
            "cards": CARDS}
    assert len(agreed_activations(GameState.from_json(data), "lavinia", 0)) == 0
    theirs = GameState.from_json({**data, "turn": {"active_player": "opp", "phase": "main1", "priority": "me"}})
    assert len(agreed_activations(theirs, "lavinia", 0)) == 1
    for bricks, want in ((2, 0), (3, 1)):
        pyramid = {"card": "Test Pyramid", "id": "pyramid", "counters": {"brick": bricks}}
        assert len(agreed_activations(_state([], [pyramid]), "pyramid", 1)) == want


# ----- counters on the source (per "self_counters") -------------------------------------------------------
def test_counters_on_the_source() -> None:
    """Test Sage with two +1/+1 counters: {G}{G}: Test Green Green: 1; with one: 0. Test Blossom
    with three petal counters, sacrificed: three mana of one color: Test Three: 1; with two: 0.
    Test Nardole with a +1/+1 and a charge counter (every kind counts): Test Two: 1."""
    for n, want in ((2, 1), (1, 0)):
        sage = {"card": "Test Sage", "counters": {"+1/+1": n}}
        assert len(agreed_options(_state(["Test Green Green"], [sage]), "me.hand.0")) == want
    for n, want in ((3, 1), (2, 0)):
        blossom = {"card": "Test Blossom", "counters": {"petal": n}}
        assert len(agreed_options(_state(["Test Three"], [blossom]), "me.hand.0")) == want
    nardole = {"card": "Test Nardole", "counters": {"+1/+1": 1, "charge": 1}}
    assert len(agreed_options(_state(["Test Two"], [nardole]), "me.hand.0")) == 1
