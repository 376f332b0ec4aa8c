"""Issue 13, more lines that can't change an answer (model/oracle/inert.py, keywords.py): rules
of the game no question asks about (deck construction 100.2a / 903.3d, day and night 726.2,
combat damage assignment 510.1, damage prevention around one creature 615.1, life gained
614.1a, losing the game 104.3b), keyword lines written with semicolons ("Flying; banding"),
choices made as a permanent enters, and a change of power and toughness with a combat
restriction or goad (701.38). Each near miss must stay unread."""

from __future__ import annotations

import pytest
from castable.model.oracle import read_card

NAME = "Test Card"


def _read(text: str, type_line: str = "Legendary Creature — Elf Warrior") -> str | None:
    card = read_card({"name": NAME, "mana_cost": "{1}{G}", "type_line": type_line, "oracle_text": text,
                      "power": "2", "toughness": "2"})
    return card.unsupported


@pytest.mark.parametrize("text", [
    "Test Card can be your commander.",
    "A deck can have any number of cards named Test Card.",
    "A deck can have up to seven cards named Test Card.",
    "If it's neither day nor night, it becomes day as Test Card enters the battlefield.",
    "If it's neither day nor night, it becomes day as this creature enters.",
    "You may have Test Card assign its combat damage as though it weren't blocked.",
    "Each creature you control assigns combat damage equal to its toughness rather than its power.",
    "Each creature assigns combat damage equal to its toughness rather than its power.",
    "If damage would be dealt to Test Card, prevent that damage. Remove a +1/+1 counter from Test Card.",
    "Prevent all damage that would be dealt by enchanted creature.",
    "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
    "Prevent all damage that would be dealt to Test Card by creatures.",
    "Damage can't be prevented.",
    "If you would gain life, you gain that much life plus 1 instead.",
    "If you would gain life, you gain twice that much life instead.",
    "You don't lose the game for having 0 or less life.",
    "You can't lose the game and your opponents can't win the game.",
    "Each opponent can't draw more than one card each turn.",
    "Partner—Friends forever",
    "Flying; fear",
    "First strike; banding",
    "As Test Card enters the battlefield, choose a word.",
    "As Test Card enters the battlefield, choose a color and a creature type.",
    "Test Card gets +1/+1 for each experience counter you have.",
    "Test Card gets +1/+1 for each poison counter your opponents have.",
])
def test_read_as_not_mattering(text: str) -> None:
    assert _read(text) is None


@pytest.mark.parametrize("text", [
    "Enchanted creature gets +1/+1 and is goaded.",
    "Enchanted creature gets +2/+0 and can't block.",
    "Equipped creature gets +1/+1 and can't be blocked.",
    "Enchanted creature gets +3/+3 and attacks each combat if able.",
])
def test_aura_with_combat_restriction(text: str) -> None:
    assert _read("Enchant creature\n" + text, "Enchantment — Aura") is None


@pytest.mark.parametrize("text", [
    # a replacement on going to a graveyard changes what a sacrificed card leaves for delve (601.2h)
    # (static15 reads the plain ones in every checker: "reveal Test Card and shuffle it into its owner's library")
    "If Test Card would be put into a graveyard from anywhere, instead exile it with three egg counters on it.",
    "If a creature dealt damage by Test Card this turn would die, exile it instead.",
    "Prevent all damage that would be dealt to you.",  # damage to you from mana abilities (painlands)
    "All damage that would be dealt to you is dealt to Test Card instead.",
    "Flying; hexproof from snow",  # hexproof from a quality the checkers don't know ("from blue" is read: grant13c)
    "Flying; cycling {2}",
    "Enchanted creature gets +2/+0 and can't block. Draw a card.",
    "Enchanted creature gets +2/+2 and has hexproof and can't block.",
    # the choice alone is recorded (replace13); what reads the name (Pithing Needle) stays unread
    "As Test Card enters the battlefield, choose a card name.\n"
    "Activated abilities of sources with the chosen name can't be activated.",
    "A deck can have any number of cards named Test Card. Spells you cast cost {1} less to cast.",
    "Test Card can be your commander if you control a Wizard.",
])
def test_near_misses_stay_unread(text: str) -> None:
    assert _read(text) is not None


@pytest.mark.parametrize("text", [
    "Creature spells you control can't be countered.",
    "Spells you control can't be countered.",
    "Instant and sorcery spells you control can't be countered.",
    "Your maximum hand size is reduced by two.",
    "Cumulative upkeep {G} or {W}",
    "Threshold — As long as seven or more cards are in your graveyard, Test Card gets +2/+2 and can't block.",
    "{2}, Sacrifice this Equipment: Draw a card.",
])
def test_read_as_not_mattering_more(text: str) -> None:
    assert _read(text) is None


def test_sacrifice_this_equipment_is_the_source() -> None:
    card = read_card({"name": "Candlestick", "mana_cost": "{U}", "type_line": "Artifact — Clue Equipment",
                      "oracle_text": "{2}, Sacrifice this Equipment: Draw a card.\nEquip {2}"})
    assert card.unsupported is None and card.activated_abilities[0].sacrifice_self


def test_target_creature_blocks_this_creature_if_able() -> None:
    card = read_card({"name": "Rampant Elephant", "mana_cost": "{3}{W}", "type_line": "Creature — Elephant",
                      "oracle_text": "{G}: Target creature blocks Rampant Elephant this turn if able.",
                      "power": "2", "toughness": "2"})
    (ability,) = card.activated_abilities
    assert card.unsupported is None and [t.kind for t in ability.targets] == ["creature"]


@pytest.mark.parametrize("text", [
    "Spells you control can't be countered and cost {1} less to cast.",
    "Creature spells you control can't be countered by blue spells.",
    "Your maximum hand size is reduced by two and you may play an additional land.",
    "Target creature blocks target creature this turn if able.",
])
def test_near_misses_stay_unread_more(text: str) -> None:
    assert _read(text) is not None


@pytest.mark.parametrize("text", [
    "Test Card enters tapped with three stun counters on it.",
    "Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the "
    "battlefield.",
    "Kicker {3}{U}\nIf Test Card was kicked, it enters the battlefield with two +1/+1 counters on it and with flying.",
    "Each other creature you control enters with an additional +1/+1 counter on it.",
])
def test_entering_with_counters_more(text: str) -> None:
    assert _read(text) is None


@pytest.mark.parametrize("text", [
    "Kicker {2}{R}\nIf Test Card was kicked, it enters the battlefield with two +1/+1 counters on it and with haste.",
    "Each other creature you control enters with an additional +1/+1 counter on it and with haste.",
    "Each creature your opponents control enters with an additional -1/-1 counter on it.",
])
def test_entering_with_counters_near_misses(text: str) -> None:
    assert _read(text) is not None


def test_encore_is_an_ability_of_the_card_in_the_graveyard() -> None:
    # 702.141a: "[cost], Exile this card from your graveyard: ... Activate only as a sorcery."
    card = read_card({"name": "Briarblade Adept", "mana_cost": "{4}{B}", "type_line": "Creature — Elf Cleric",
                      "oracle_text": "Encore {3}{B}", "power": "3", "toughness": "4"})
    (ability,) = card.activated_abilities
    assert card.unsupported is None
    assert (str(ability.mana), ability.zone, ability.exile_self, ability.sorcery_speed) == ("{3}{B}", "graveyard", True, True)
    assert _read("Encore {X}") is not None  # X in a keyword cost: not read


def test_a_permanent_exiled_instead_of_going_to_the_graveyard_stays_unread() -> None:
    # sacrificed to a cost it is exiled, not put into the graveyard, so delve can't exile it in the
    # same payment (601.2h); an instant or sorcery is never sacrificed
    line = "If Test Card would be put into a graveyard from anywhere, exile it instead."
    assert _read(line) == line
    assert _read(line, "Instant") is None


def test_such_a_permanent_blocks_a_delve_payment_it_would_have_fed() -> None:
    # it used to be read as not mattering: the solver delved the creature it sacrificed
    from castable.model import GameState
    from castable.model.errors import UnsupportedCardError
    from castable.solver.api import can_cast
    state = GameState.from_json({
        "players": [{"name": "me", "hand": ["Grim Test"], "battlefield": ["Swamp", "Exiled Ghost"]}, {"name": "opp"}],
        "cards": [
            {"name": "Grim Test", "mana_cost": "{1}{B}", "type_line": "Sorcery",
             "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nDelve\nDraw a card."},
            {"name": "Exiled Ghost", "mana_cost": "{1}{W}", "type_line": "Creature — Spirit", "power": "1",
             "toughness": "1",
             "oracle_text": "If Exiled Ghost would be put into a graveyard from anywhere, exile it instead."}]})
    with pytest.raises(UnsupportedCardError):
        can_cast(state, "Grim Test")
