# ruff: noqa: E501
"""Issue 13's simple templates (model/oracle/: targets.py, costs.py): "target artifact
creature" (205.2b), plural subtypes in costs ("Tap two untapped Wizards you control", 118.1,
602.2b), "Target creature an opponent controls blocks this turn if able" (509.1c); and the
templates the engine can't express exactly, which must stay unread ("target spell or creature";
a mana value compared with a graveyard's size); "target creature with / without flying" (702.9,
a keyword in the target's ObjectFilter, read by all three checkers through filter_matches).
Real records, end-to-end answers for the target filters."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from castable.model.cards import ObjectFilter
from castable.model.oracle import affects_others, read_card
from castable.model.oracle.costs import singular_subtype
from castable.solver import referee
from castable.solver.api import activation_options
from castable.solver.reference import enumerate_plans
from conftest import agreed_options, board, checked_can_cast


def _rec(name: str, type_line: str, text: str, mana_cost: str = "{1}{R}", **kw: Any) -> dict[str, Any]:
    return {"name": name, "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text, **kw}


MOLTEN_FRAME = _rec("Molten Frame", "Instant", "Destroy target artifact creature.\nCycling {2} ({2}, Discard this card: Draw a card.)")
APHETTO_GRIFTER = _rec("Aphetto Grifter", "Creature — Human Wizard", "Tap two untapped Wizards you control: Tap target permanent.",
                       "{2}{U}", power="1", toughness="1")
MARK_FOR_DEATH = _rec("Mark for Death", "Sorcery", "Target creature an opponent controls blocks this turn if able. Untap that creature. Other creatures that player controls can't block this turn.", "{3}{R}")
HERITAGE_DRUID = _rec("Heritage Druid", "Creature — Elf Druid", "Tap three untapped Elves you control: Add {G}{G}{G}.", "{G}", power="1", toughness="1")
UNSUBSTANTIATE = _rec("Unsubstantiate", "Instant", "Return target spell or creature to its owner's hand.", "{1}{U}")
DROWN_IN_THE_LOCH = _rec("Drown in the Loch", "Instant", "Choose one —\n• Counter target spell with mana value less than or equal to the number of cards in its controller's graveyard.\n• Destroy target creature with mana value less than or equal to the number of cards in its controller's graveyard.", "{U}{B}")
COLLISION = _rec("Collision", "Instant", "Collision deals 6 damage to target creature with flying.", "{1}{R/G}")
SERRA_ANGEL = _rec("Serra Angel", "Creature — Angel", "Flying\nVigilance", "{3}{W}{W}", power="4", toughness="4")
CEPHALID_RETAINER = _rec("Cephalid Retainer", "Creature — Cephalid", "{U}{U}: Tap target creature without flying.", "{2}{U}{U}", power="2", toughness="3")


# ----- "target artifact creature" ----------------------------------------------------------------------
@pytest.mark.parametrize("text, types, count, controller", [
    ("Destroy target artifact creature.", {"Artifact"}, 1, None),
    ("Exile target land creature.", {"Land"}, 1, None),
    ("Put a +1/+1 counter on target enchantment creature.", {"Enchantment"}, 1, None),
    ("Destroy two target artifact creatures.", {"Artifact"}, 2, None),
    ("Destroy target artifact creature an opponent controls.", {"Artifact"}, 1, "opponent"),
])
def test_target_artifact_creature(text: str, types: set[str], count: int, controller: str | None) -> None:
    card = read_card(_rec("Test Card", "Instant", text))
    assert card.unsupported is None
    (slot,) = card.targets
    assert (slot.kind, slot.filter.types, slot.count, slot.filter.controller) == ("creature", frozenset(types), count, controller)


@pytest.mark.parametrize("text", [
    "Return target artifact creature card from your graveyard to your hand.",  # a card: no such filter read
    "Counter target artifact creature spell.",
    "Destroy target artifact creature or planeswalker.",
    "Destroy target red artifact creature or enchantment.",
    "Destroy target instant creature.",
])
def test_target_artifact_creature_near_misses(text: str) -> None:
    assert read_card(_rec("Test Card", "Instant", text)).unsupported == text


def test_molten_frame_targets_only_artifact_creatures() -> None:
    # Ornithopter is an artifact creature (205.2b); Grizzly Bears and Sol Ring are not both
    s = board({"hand": ["Molten Frame"], "battlefield": ["Mountain", "Mountain"]},
              {"battlefield": ["Grizzly Bears", "Sol Ring"]}, cards=[MOLTEN_FRAME])
    assert checked_can_cast(s, "Molten Frame").castable is False
    s = board({"hand": ["Molten Frame"], "battlefield": ["Mountain", "Mountain"]},
              {"battlefield": ["Grizzly Bears", "Sol Ring", "Ornithopter"]}, cards=[MOLTEN_FRAME])
    answer = checked_can_cast(s, "Molten Frame")
    assert answer.castable is True and answer.plan.targets == (("opp.battlefield.2",),)


# ----- plural subtypes in costs ----------------------------------------------------------------------------
@pytest.mark.parametrize("word, one", [
    ("Wizards", "Wizard"), ("Elves", "Elf"), ("Allies", "Ally"), ("Faeries", "Faerie"), ("Merfolk", "Merfolk"),
    ("Foxes", "Fox"), ("Dwarves", "Dwarf"), ("Myr", "Myr"),
    ("Islands", None),  # a basic land type: read by its own table
    ("Elfs", None), ("Merfolks", None), ("Wizzards", None), ("Historics", None), ("Outlaws", None), ("Bass", None),
])
def test_singular_subtype(word: str, one: str | None) -> None:
    assert singular_subtype(word) == one


def test_sacrifice_two_elves_as_an_additional_cost() -> None:
    card = read_card(_rec("Test Card", "Sorcery", "As an additional cost to cast this spell, sacrifice two Elves.\nDraw two cards."))
    assert card.unsupported is None
    assert [(p.action, p.amount, p.filter) for p in card.additional_costs] == [
        ("sacrifice", 2, ObjectFilter(subtypes=frozenset({"Elf"})))]


def test_tap_untapped_wizards() -> None:
    card = read_card(APHETTO_GRIFTER)
    assert card.unsupported is None
    (ability,) = card.activated_abilities
    (part,) = ability.parts
    assert (part.action, part.amount, part.filter) == ("tap_untapped", 2, ObjectFilter(subtypes=frozenset({"Wizard"})))


@pytest.mark.parametrize("text", [
    "Tap two untapped Wizard you control: Draw a card.",  # singular word with a plural count
    "Tap an untapped Wizards you control: Draw a card.",
    "Tap two untapped Outlaws you control: Draw a card.",  # not a subtype (700.15)
    "Tap X untapped Knights you control: Draw a card.",
])
def test_plural_subtype_near_misses(text: str) -> None:
    assert read_card(_rec("Test Card", "Creature — Human Wizard", text, power="1", toughness="1")).unsupported == text


def test_a_mana_ability_tapping_subtypes_stays_unread() -> None:
    # its cost isn't one a mana ability's fields express ("Tap an untapped creature" only)
    assert read_card(HERITAGE_DRUID).unsupported == HERITAGE_DRUID["oracle_text"]


# ----- combat requirements (509.1c) -------------------------------------------------------------------------
def test_mark_for_death() -> None:
    card = read_card(MARK_FOR_DEATH)
    assert card.unsupported is None
    (slot,) = card.targets
    assert (slot.kind, slot.filter.controller) == ("creature", "opponent")


# ----- templates the engine can't express: they stay unread ----------------------------------------------------
@pytest.mark.parametrize("record, line", [
    (UNSUBSTANTIATE, "Return target spell or creature to its owner's hand."),  # no "spell or permanent" target kind
])
def test_inexpressible_templates_stay_unread(record: dict[str, Any], line: str) -> None:
    assert read_card(record).unsupported == line


def test_a_mana_value_compared_with_a_graveyard_stays_unread() -> None:
    card = read_card(DROWN_IN_THE_LOCH)
    assert card.unsupported is not None and "less than or equal to" in card.unsupported


# ----- "target creature with / without flying" (702.9) -------------------------------------------------------
def test_collision_and_cephalid_retainer_read_the_keyword() -> None:
    (slot,) = read_card(COLLISION).targets
    assert (slot.kind, slot.filter.keywords, slot.filter.non_keywords) == ("creature", frozenset({"flying"}), frozenset())
    (ability,) = read_card(CEPHALID_RETAINER).activated_abilities
    (slot,) = ability.targets
    assert (slot.kind, slot.filter.keywords, slot.filter.non_keywords) == ("creature", frozenset(), frozenset({"flying"}))


@pytest.mark.parametrize("text", [
    "Destroy target creature with flying and first strike.",
    "Return target creature card with flying from your graveyard to your hand.",  # a card: keywords of any card
    "Counter target creature spell with flying.",
    "Destroy target creature with flying or reach.",
])
def test_keyword_filter_near_misses(text: str) -> None:
    assert read_card(_rec("Test Card", "Instant", text)).unsupported == text


def test_collision_targets_printed_and_granted_flyers() -> None:
    # Serra Angel has printed flying; Grizzly Bears gets flying from an effect (``granted``)
    cast = {"hand": ["Collision"], "battlefield": ["Mountain", "Forest"]}
    s = board(cast, {"battlefield": ["Grizzly Bears"]}, cards=[COLLISION])
    assert checked_can_cast(s, "Collision").castable is False
    assert agreed_options(s, "me.hand.0") == []
    s = board(cast, {"battlefield": ["Grizzly Bears", "Serra Angel",
                                     {"card": "Grizzly Bears", "id": "flyer", "granted": ["Flying"]}]}, cards=[COLLISION, SERRA_ANGEL])
    plans = agreed_options(s, "me.hand.0")
    assert {p.targets for p in plans} == {(("opp.battlefield.1",),), (("flyer",),)}


def test_cephalid_retainer_taps_only_creatures_without_flying() -> None:
    me = {"battlefield": [{"card": "Cephalid Retainer", "id": "ret"}, "Island", "Island"]}
    s = board(me, {"battlefield": ["Serra Angel", {"card": "Grizzly Bears", "id": "bears"}]}, cards=[CEPHALID_RETAINER, SERRA_ANGEL])
    listing = activation_options(s, "ret", 0, time_limit=30)
    assert listing.complete and {p.targets for p in listing.options} == {(("bears",),), (("ret",),)}
    for plan in listing.options:
        assert referee.check(s, plan) == []
    ref = enumerate_plans(s, "ret", ability=0)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in listing.options}
    assert referee.check(s, dataclasses.replace(listing.options[0], targets=(("opp.battlefield.0",),)))  # Serra Angel

def test_an_unread_line_that_could_change_flying_blocks_other_answers() -> None:
    # the engine would see a printed flying that isn't there, or miss one
    assert affects_others("Flying; fear")
    assert affects_others("Enchanted creature loses flying.")
    assert affects_others("Creatures your opponents control lose flying and can't have or gain flying.")
    assert not affects_others("Whenever a creature with flying attacks, you gain 1 life.")
