# ruff: noqa: E501
"""Issue 13's lines that can't change an answer (model/oracle/: reader.py, inert.py, targets.py,
abilities.py): Saga chapters (714.2b), flavor words and ability names (207.2c-d), counters a
permanent enters with (614.1c), "doesn't untap" (502.3), base power and toughness (613.4b),
exert (701.43), a choice opening a spell's text (608.2d), "Starting intensity". Real records
(shared/data/cards.jsonl.gz), each template read, and near misses that must stay unread; the
hand-checked expectations of whole cards are in tests/oracle_sample.py."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model.oracle import affects_others, read_card
from castable.model.oracle.reader import read_card_unread


def _rec(name: str, type_line: str, text: str, mana_cost: str = "{2}{G}", **kw: Any) -> dict[str, Any]:
    return {"name": name, "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text, **kw}


#: real records (fields that matter to the reader)
YUNA = _rec("Yuna, Grand Summoner", "Legendary Creature — Human Cleric",
            "Grand Summon — {T}: Add one mana of any color. When you next cast a creature spell this turn, that creature enters with two additional +1/+1 counters on it.\nWhenever another permanent you control is put into a graveyard from the battlefield, if it had one or more counters on it, you may put that number of +1/+1 counters on target creature.",
            "{1}{G}{W}{U}", power="1", toughness="5")
GOLD_MINE = _rec("Gold Mine", "Land", "{T}: Add {C}.\nLegacy — {T}, Mark one of Gold Mine's unmarked nodes: Add one mana of any color.\n☐, ☐, ☐, ☐, ☐", "")
ABADDON = _rec("Abaddon the Despoiler", "Legendary Creature — Astartes Warrior",
               "Trample\nMark of Chaos Ascendant — During your turn, spells you cast from your hand with mana value X or less have cascade, where X is the total amount of life your opponents have lost this turn.",
               "{2}{U}{B}{R}", power="5", toughness="5")
ARAHBO = _rec("Arahbo, Roar of the World", "Legendary Creature — Cat Avatar",
              "Eminence — At the beginning of combat on your turn, if Arahbo is in the command zone or on the battlefield, another target Cat you control gets +3/+3 until end of turn.\nWhenever another Cat you control attacks, you may pay {1}{G}{W}. If you do, it gains trample and gets +X/+X until end of turn, where X is its power.",
              "{3}{G}{W}", power="5", toughness="5")
# Forecast is read by kw14 (702.57: from the hand, in the upkeep); this body's cost part is not
GOVERN = _rec("Sky Hussar", "Creature — Human Knight",
              "Flying\nForecast — Tap two untapped white and/or blue creatures you control, Reveal Sky Hussar from your hand: Draw a card. (Activate only during your upkeep and only once each turn.)",
              "{3}{W}{U}")
TOMB = _rec("Tomb of Annihilation", "Dungeon",
            "Trapped Entry — Each player loses 1 life. (Leads to: Veils of Fear, Oubliette)\nVeils of Fear — Each player loses 2 life unless they discard a card. (Leads to: Sandfall Cell)", "")
ANAVOLVER = _rec("Anavolver", "Creature — Volver",
                 "Kicker {1}{U} and/or {B} (You may pay an additional {1}{U} and/or {B} as you cast this spell.)\nIf Anavolver was kicked with its {1}{U} kicker, it enters the battlefield with two +1/+1 counters on it and with flying.\nIf Anavolver was kicked with its {B} kicker, it enters the battlefield with a +1/+1 counter on it and with \"Pay 3 life: Regenerate Anavolver.\"",
                 "{3}{G}", power="3", toughness="3")
HAMMER_JAMMER = _rec("Hammer Jammer", "Creature — Goblin Warrior",
                     "As Hammer Jammer enters the battlefield, roll a six-sided die. Hammer Jammer enters the battlefield with a number of +1/+1 counters on it equal to the result.\nWhenever you roll a die, remove all +1/+1 counters from Hammer Jammer, then put a number of +1/+1 counters on it equal to the result.",
                     "{3}{R}", power="0", toughness="0")
BRAMBLEWOOD = _rec("Bramblewood Paragon", "Creature — Elf Warrior",
                   "Each other Warrior creature you control enters the battlefield with an additional +1/+1 counter on it.\nEach creature you control with a +1/+1 counter on it has trample.",
                   "{1}{G}", power="2", toughness="2")
BLADE_OF_THE_ONI = _rec("Blade of the Oni", "Artifact Creature — Equipment Demon",
                        "Menace\nEquipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to its other colors and types.\nReconfigure {2}{B}{B}",
                        "{1}{B}", power="3", toughness="1")
BITING_PALM = _rec("Biting-Palm Ninja", "Creature — Human Ninja",
                   "Biting-Palm Ninja enters the battlefield with a menace counter on it.", "{2}{B}", power="3", toughness="3")
FABLE_I = "I — Create a 2/2 red Goblin Shaman creature token with \"Whenever this creature attacks, create a Treasure token.\""


# ----- Saga chapters (714.2b) -----------------------------------------------------------------------
def test_chapters_of_a_saga_are_triggered_abilities() -> None:
    card = read_card(_rec("Fable of the Mirror-Breaker", "Enchantment — Saga", FABLE_I + "\nII, III — Draw a card.", "{2}{R}"))
    assert card.unsupported is None and card.activated_abilities == () and card.targets == ()


def test_a_chapter_line_outside_a_saga_is_not_read() -> None:
    card = read_card(_rec("Fable of the Mirror-Breaker", "Enchantment", FABLE_I, "{2}{R}"))
    assert card.unsupported == FABLE_I


@pytest.mark.parametrize("line", [
    "I — Urza's Saga gains \"{T}: Add {C}.\"",  # the Saga gets a mana ability
    "I, II — Until your next turn, creatures you control gain \"{T}: Add one mana of any color.\"",  # Song of Freyalise
    "II — Enchanted creature loses all abilities.",  # what it could tap for changes
    "III — Target land becomes a Forest land in addition to its other types.",
])
def test_a_chapter_that_changes_the_mana_permanents_make_stays_unread(line: str) -> None:
    card = read_card(_rec("Urza's Saga", "Enchantment Land — Urza's Saga", line, ""))
    assert card.unsupported == line
    assert card.unsupported_affects_others == affects_others(line)


def test_a_chapter_with_modes_takes_the_bullets_as_the_triggers() -> None:
    card = read_card(_rec("Life of Toshiro Umezawa", "Enchantment — Saga",
                          "I, II — Choose one —\n• Target creature gets +2/+2 until end of turn.\n• Target creature gets -1/-1 until end of turn.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.",
                          "{1}{B}"))
    assert card.unsupported is None and card.modes is None and card.targets == ()


# ----- flavor words and ability names (207.2c-d) -------------------------------------------------------
def test_the_body_of_a_named_ability_is_read_by_the_normal_rules() -> None:
    card = read_card(YUNA)  # a mana ability with a rider the reader doesn't know: unread, as alone
    assert card.unsupported == YUNA["oracle_text"].split("\n")[0]
    assert card.unsupported_affects_others  # it makes mana (605)


def test_a_named_mana_ability_is_a_mana_ability() -> None:
    line = "Grand Summon — {T}: Add {G}."
    card = read_card(_rec("Yuna, Grand Summoner", "Legendary Creature — Human Cleric", line))
    assert card.unsupported is None and [a.text for a in card.mana_abilities] == ["{T}: Add {G}."]


@pytest.mark.parametrize("record", [GOLD_MINE, ABADDON, ARAHBO, GOVERN, TOMB])
def test_names_with_rules_meaning_or_unread_bodies_stay_unread(record: dict[str, Any]) -> None:
    # Legacy's marks, a static ability about casting, Eminence (works from the command zone,
    # 408.3), Forecast (702.57: from the hand, during the upkeep), a Dungeon's rooms (309)
    card, unread = read_card_unread(record)
    assert card.unsupported is not None and any(" — " in line for line in unread)


# (Exhaust — {2}: ... is read since mech13: 702.177a, tests/test_mech13.py; Max speed before an
# activated ability since std13b, with the players' speed: tests/test_std13b.py)
@pytest.mark.parametrize("name", ["Boast", "Forecast", "Companion", "Solved", "To solve",
                                  "Channel", "Bloodrush"])
def test_keywords_and_hand_ability_words_before_a_dash_are_not_names(name: str) -> None:
    # Channel and bloodrush work from the hand: a body that doesn't discard the card stays unread
    line = f"{name} — {{2}}: Draw a card."
    assert read_card(_rec("Test Card", "Creature — Bear", line)).unsupported == line


def test_channel_works_from_the_hand() -> None:
    card = read_card(_rec("Test Card", "Creature — Bear", "Channel — {1}{G}, Discard Test Card: Destroy target artifact."))
    assert card.unsupported is None
    (ability,) = card.activated_abilities
    assert (ability.zone, ability.discard_self, len(ability.targets)) == ("hand", True, 1)


def test_every_unread_line_is_listed_in_text_order() -> None:
    card, unread = read_card_unread(TOMB)
    assert unread == ("Trapped Entry — Each player loses 1 life.", "Veils of Fear — Each player loses 2 life unless they discard a card.")
    assert card.unsupported == unread[0]
    assert read_card_unread(YUNA)[1] == (YUNA["oracle_text"].split("\n")[0],)


# ----- counters it enters with (614.1c) --------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "Biting-Palm Ninja enters the battlefield with a menace counter on it.",
    "Biting-Palm Ninja enters with X +1/+1 counters on it.",
    "Biting-Palm Ninja enters with a +1/+1 counter on it for each creature card in your graveyard.",
    "Biting-Palm Ninja enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
    "Biting-Palm Ninja enters the battlefield with your choice of a deathtouch counter or a lifelink counter on it.",
    "This creature enters with two -1/-1 counters on it if you cast it from your hand.",
    "If Biting-Palm Ninja was kicked, it enters with three +1/+1 counters on it.",
])
def test_counters_it_enters_with(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported is None


@pytest.mark.parametrize("line", [
    "Biting-Palm Ninja enters the battlefield with a hexproof counter on it.",  # hexproof matters for targets
    "Biting-Palm Ninja enters with a haste counter on it.",  # haste: its {T} abilities (302.6)
    "Biting-Palm Ninja enters with two +1/+1 counters on it and with haste.",
    "Biting-Palm Ninja enters with a +1/+1 counter on it for each target creature.",
])
def test_counters_near_misses(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported == line


@pytest.mark.parametrize("record, line", [
    (ANAVOLVER, 2),  # a quoted ability it enters with
])
def test_counters_real_near_misses(record: dict[str, Any], line: int) -> None:
    assert record["oracle_text"].split("\n")[line] in read_card_unread(record)[1]


def test_a_die_roll_before_the_counters() -> None:
    """replace13: "As ~ enters, roll a six-sided die. ~ enters with ... equal to the result." is
    what it enters with (614.12); the state records its counters."""
    assert read_card_unread(HAMMER_JAMMER)[1] == ()


def test_counters_other_creatures_enter_with() -> None:
    # 614.1c on other creatures entering: the state records each with its counters (issue 13)
    assert read_card(BRAMBLEWOOD).unsupported is None


# ----- doesn't untap (502.3), base power and toughness (613.4b) ------------------------------------------
@pytest.mark.parametrize("line", [
    "Islands don't untap during their controllers' untap steps.",
    "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
    "Biting-Palm Ninja doesn't untap during your untap step if it has a +1/+1 counter on it.",
    "Enchanted creature doesn't untap during its controller's untap step unless that player is the monarch.",
    "As long as you control another snow permanent, enchanted creature doesn't untap during its controller's untap step.",
    "Biting-Palm Ninja enters tapped and doesn't untap during your untap step.",
    "Enchanted creature has base power and toughness 0/2.",
    "Equipped creature has base power and toughness X/X, where X is your life total.",
    "Other creatures have base power and toughness 1/1.",
    "As long as enchanted permanent is a creature, it has base power and toughness 1/1.",
    "Enchanted creature has base power and toughness 8/8 and has trample.",
])
def test_untap_and_base_power(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported is None


@pytest.mark.parametrize("line", [
    "Enchanted permanent loses all abilities and doesn't untap during its controller's untap step.",
    # "... doesn't untap ... and its activated abilities can't be activated." is read now (static13b: 602.5)
    # (static14 reads Tsabo's Web's untap restriction: the untap step is no part of a question)
    "Lands tapped for mana don't untap during their controllers' untap steps.",
    "Target creature doesn't untap during its controller's next untap step.",
    "Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.",
    "All creatures lose all abilities and have base power and toughness 1/1.",
    "Target creature has base power and toughness 0/2 until end of turn.",
    "Enchanted creature has base power and toughness 1/1 and has hexproof.",
    # grant14 reads the flying one (nothing granted changes an answer, whoever the recipients)
    "Other creatures you control that are enchanted by Auras you control have base power and toughness 4/4 and have hexproof.",
])
def test_untap_and_base_power_near_misses(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported == line


def test_base_power_with_a_type_change_stays_unread() -> None:
    assert read_card(BLADE_OF_THE_ONI).unsupported == BLADE_OF_THE_ONI["oracle_text"].split("\n")[1]


def test_a_mana_ability_that_keeps_the_land_tapped() -> None:
    line = "{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step."
    card = read_card(_rec("Cinder Marsh", "Land", line, ""))
    assert card.unsupported is None and [m.produces for m in card.mana_abilities] == [(("B",), ("R",))]
    other = "{T}: Add {B} or {R}. Target creature doesn't untap during its controller's next untap step."
    assert read_card(_rec("Cinder Marsh", "Land", other, "")).unsupported == other


# ----- exert (701.43), choices (608.2d), intensity ------------------------------------------------------
@pytest.mark.parametrize("line", [
    "You may exert Biting-Palm Ninja as it attacks.",
    "You may exert Biting-Palm Ninja as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls.",
    "If Biting-Palm Ninja hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control.",
    "Starting intensity 1",
])
def test_exert_and_intensity(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported is None


@pytest.mark.parametrize("line", [
    "You may exert Biting-Palm Ninja as it attacks. When you do, you may cast Biting-Palm Ninja from your graveyard.",
    "{T}, Exert Biting-Palm Ninja: Add two mana of any one color.",  # exert as a cost: not read
    "You may exert Biting-Palm Ninja as it blocks. It gains hexproof.",
])
def test_exert_near_misses(line: str) -> None:
    assert read_card({**BITING_PALM, "oracle_text": line}).unsupported == line


@pytest.mark.parametrize("text, targets", [
    ("Choose an opponent. You and that player each draw three cards.", 0),
    ("Choose another player. You gain 5 life.", 0),
    ("Choose a color. Target player reveals their hand and discards all cards of that color.", 1),
    ("Choose a creature type. Draw a card for each permanent you control of that type.", 0),
])
def test_a_choice_opening_a_spell_is_no_target(text: str, targets: int) -> None:
    card = read_card(_rec("Test Card", "Sorcery", text))
    assert card.unsupported is None and len(card.targets) == targets


@pytest.mark.parametrize("text", [
    "Choose a player who cast one or more sorcery spells this turn. Test Card deals 2 damage to that player.",
    "Choose one. Draw a card.",
])
def test_choice_near_misses(text: str) -> None:
    assert read_card(_rec("Test Card", "Sorcery", text)).unsupported == text
