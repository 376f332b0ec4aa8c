"""Keyword lines, static abilities and the spell's own cost lines (model/oracle/: keywords.py,
costs.py, modifiers.py, inert.py): hand-written records per template with the dataclasses
expected, near misses that must stay unsupported, and end-to-end answers for cards read from
text."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model.cards import (
    ARTIFACT,
    CREATURE,
    AlternativeCost,
    CardDef,
    CostModifier,
    CostPart,
    Mode,
    ModeChoice,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    TargetSlot,
    cost,
)
from castable.model.oracle import read_card
from conftest import board, checked_can_cast


def _read(text: str, type_line: str = "Instant", name: str = "Test Card", mana_cost: str = "{1}{R}") -> CardDef:
    return read_card({"name": name, "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text})


def _ok(text: str, type_line: str = "Instant", name: str = "Test Card", mana_cost: str = "{1}{R}") -> CardDef:
    card = _read(text, type_line, name, mana_cost)
    assert card.unsupported is None, card.unsupported
    return card


def _f(**kw: Any) -> ObjectFilter:
    return ObjectFilter(**{k: frozenset(v) if isinstance(v, (set, list, tuple)) else v for k, v in kw.items()})


AURA = "Enchantment — Aura"


# ----- Enchant (702.5a, 303.4a, 115.1b) -------------------------------------------------------------
@pytest.mark.parametrize(("line", "slot"), [
    ("Enchant creature", TargetSlot("creature", text="Enchant creature")),
    ("Enchant land", TargetSlot("permanent", _f(types={"Land"}), text="Enchant land")),
    ("Enchant player", TargetSlot("player", text="Enchant player")),
    ("Enchant opponent", TargetSlot("opponent", text="Enchant opponent")),
    ("Enchant creature you control", TargetSlot("creature", _f(controller="you"), text="Enchant creature you control")),
    ("Enchant creature an opponent controls",
     TargetSlot("creature", _f(controller="opponent"), text="Enchant creature an opponent controls")),
    ("Enchant artifact", TargetSlot("permanent", ARTIFACT, text="Enchant artifact")),
    ("Enchant permanent", TargetSlot("permanent", text="Enchant permanent")),
    ("Enchant creature or planeswalker",
     TargetSlot("permanent", _f(types={"Creature", "Planeswalker"}), text="Enchant creature or planeswalker")),
    ("Enchant artifact or creature",
     TargetSlot("permanent", _f(types={"Artifact", "Creature"}), text="Enchant artifact or creature")),
    ("Enchant nonland permanent", TargetSlot("permanent", _f(non_types={"Land"}), text="Enchant nonland permanent")),
    ("Enchant Mountain", TargetSlot("permanent", _f(subtypes={"Mountain"}), text="Enchant Mountain")),
    ("Enchant land you control", TargetSlot("permanent", _f(types={"Land"}, controller="you"),
                                            text="Enchant land you control")),
])
def test_enchant(line: str, slot: TargetSlot) -> None:
    card = _ok(f"{line}\nEnchanted creature gets +2/+2.", AURA)
    assert card.targets == (slot,)


@pytest.mark.parametrize(("text", "type_line"), [
    ("Enchant creature", "Instant"),  # only an Aura (a permanent) has enchant
    ("Enchant creature or Outlaw", AURA),  # not a subtype ("Enchant creature or Vehicle" is read: tests/test_grant13c.py)
    ("Enchant creature\nEnchant land", AURA),
    ("Enchant spell", AURA),
    ("Enchant creature with flying", AURA),
    ("Enchant Historic", AURA),  # not a subtype
    ("Enchant Outlaw", AURA),
])
def test_enchant_near_misses(text: str, type_line: str) -> None:
    assert _read(text, type_line).unsupported is not None


# ----- keyword costs -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "type_line", "field", "expected"), [
    ("Buyback {3}", "Instant", "optional_costs", (OptionalCost("buyback", cost("{3}")),)),
    ("Buyback—Sacrifice a land.", "Instant", "optional_costs",
     (OptionalCost("buyback", parts=(CostPart("sacrifice", 1, _f(types={"Land"})),)),)),
    ("Replicate {1}{U}", "Instant", "optional_costs", (OptionalCost("replicate", cost("{1}{U}"), repeatable=True),)),
    ("Squad {2}", "Creature — Human", "optional_costs", (OptionalCost("squad", cost("{2}"), repeatable=True),)),
    ("Offspring {2}", "Creature — Rat", "optional_costs", (OptionalCost("offspring", cost("{2}")),)),
    ("Kicker—Sacrifice two lands.", "Sorcery", "optional_costs",
     (OptionalCost("kicker", parts=(CostPart("sacrifice", 2, _f(types={"Land"})),)),)),
    ("Evoke {1}{G}", "Creature — Elemental", "alternative_costs", (AlternativeCost("evoke", cost("{1}{G}")),)),
    ("Evoke—Exile a green card from your hand.", "Creature — Elemental", "alternative_costs",
     (AlternativeCost("evoke", parts=(CostPart("exile_from_hand", 1, _f(colors={"G"})),)),)),
    ("Dash {2}{R}", "Creature — Orc", "alternative_costs", (AlternativeCost("dash", cost("{2}{R}")),)),
    ("Blitz {2}{B}", "Creature — Rogue", "alternative_costs", (AlternativeCost("blitz", cost("{2}{B}")),)),
    ("Emerge {5}{U}{U}", "Creature — Eldrazi", "alternative_costs",
     (AlternativeCost("emerge", cost("{5}{U}{U}"), (CostPart("sacrifice", 1, CREATURE),), emerge=True),)),
    ("Flashback—Pay 3 life.", "Sorcery", "alternative_costs",
     (AlternativeCost("flashback", parts=(CostPart("pay_life", 3),), zone="graveyard"),)),
    ("Flashback—{1}{U}, Pay 3 life.", "Sorcery", "alternative_costs",
     (AlternativeCost("flashback", cost("{1}{U}"), (CostPart("pay_life", 3),), zone="graveyard"),)),
    ("Overload {1}{R}", "Instant", "alternative_costs", (AlternativeCost("overload", cost("{1}{R}"), overload=True),)),
    ("Affinity for Islands", "Creature — Whale", "self_reductions",
     (SelfReduction(_f(subtypes={"Island"}), yours_only=True),)),
    ("Affinity for creatures", "Creature — Whale", "self_reductions", (SelfReduction(CREATURE, yours_only=True),)),
    ("Devoid", "Creature — Eldrazi", "color_override", frozenset()),
    ("Echo {2}{R}", "Creature — Goblin", "alternative_costs", ()),  # 702.30: an upkeep trigger
    ("Cumulative upkeep—Pay 1 life.", "Enchantment", "optional_costs", ()),
    ("Flying, ward {2}", "Creature — Bird", "keywords", frozenset({"Flying", "Ward {2}"})),
    ("Nonbasic landwalk, banding", "Creature — Bird", "keywords", frozenset({"Nonbasic landwalk", "Banding"})),
])
def test_keyword_costs(text: str, type_line: str, field: str, expected: Any) -> None:
    card = _ok(text, type_line)
    assert getattr(card, field) == expected


def test_devoid_is_colorless() -> None:
    card = _ok("Devoid\nFlying", "Creature — Eldrazi Drone", mana_cost="{2}{U}")
    assert card.colors == frozenset() and "Devoid" in card.keywords


@pytest.mark.parametrize(("text", "type_line"), [
    ("Kicker {1}{G} and/or {2}{U} and/or {3}{B}", "Instant"),  # three kicker costs (702.33d reads two)
    ("Flashback {2}{R}", "Creature"),  # instants and sorceries only
    ("Overload {2}", "Creature"),
    ("Evoke {1}{U}", "Instant"),
    ("Flashback—Discard X cards at random.", "Sorcery"),
    ("Buyback—Return a land you control to its owner's hand.", "Instant"),
    ("Emerge from artifact {5}{U}", "Creature"),
    ("Morph {3}{G}, flying", "Creature"),  # 702.37 is read alone on its line (tests/test_face_down.py)
    ("Disguise {2}{G}. This cost is reduced by {1} for each creature card in your graveyard.", "Creature"),
    ("Madness—Pay 3 life.", "Instant"),  # "Madness {1}{R}" is read (tests/test_permissions.py)
    ("Foretell—Discard a card.", "Instant"),
    ("Suspend X—{X}{U}. X can't be 0.", "Sorcery"),
    ("Plot—Pay 2 life.", "Sorcery"),
    ("Mutate {2}{G}", "Instant"),  # 702.140a: a creature card's (read on one: tests/test_alt13.py)
    ("Aftermath", "Sorcery"),
    ("Casualty X. The copy isn't legendary and has starting loyalty X.", "Sorcery"),  # Casualty N is read (quick13)
    ("Spectacle—Pay 3 life.", "Instant"),  # "Spectacle {R}" is read (tests/test_alt13.py)
    ("Undaunted {1}", "Sorcery"),  # "Undaunted" is read (tests/test_alt13.py)
    ("Affinity for the cosmos", "Creature"),  # "Affinity for Equipment" is read (tests/test_std13b.py)
    ("Hexproof from snow", "Creature"),  # "Hexproof from black" is read (tests/test_grant13c.py)
    ("Protection from snow", "Creature"),  # a supertype: not a quality protected_from knows
    ("Escalate {1}\nEscalate {2}", "Sorcery"),
])
def test_keyword_near_misses(text: str, type_line: str) -> None:
    assert _read(text, type_line).unsupported is not None


# ----- modes with costs: escalate, entwine, spree, tiered ------------------------------------------
def test_escalate_entwine_spree() -> None:
    card = _ok("Escalate—Discard a card.\nChoose one or more —\n• Draw a card.\n• Target player discards a card.",
               "Sorcery")
    assert card.modes == ModeChoice((Mode("Draw a card."),
                                     Mode("Target player discards a card.", (TargetSlot("player", text="target player"),))),
                                    min_modes=1, max_modes=2, escalate_parts=(CostPart("discard", 1),))
    card = _ok("Choose one —\n• Draw a card.\n• You gain 3 life.\nEntwine {2}{G}", "Sorcery")
    assert card.modes == ModeChoice((Mode("Draw a card."), Mode("You gain 3 life.")), entwine=cost("{2}{G}"))
    card = _ok("Spree\n+ {1} — Draw a card.\n+ {R} — Test Card deals 2 damage to any target.", "Instant")
    assert card.modes == ModeChoice((Mode("Draw a card.", mana=cost("{1}")),
                                     Mode("Test Card deals 2 damage to any target.",
                                          (TargetSlot("any", text="any target"),), mana=cost("{R}"))),
                                    min_modes=1, max_modes=2, spree=True)
    card = _ok("Tiered\n+ {0} — Draw a card.\n+ {2} — Draw two cards.", "Sorcery")
    assert card.modes is not None and card.modes.max_modes == 1 and card.modes.spree
    assert _read("Spree\n+ {X} — Draw X cards.\n+ {1} — Draw a card.", "Sorcery").unsupported is not None
    assert _read("Spree\n+ {1} — Draw a card.", "Sorcery").unsupported is not None  # one mode
    assert _read("Spree", "Creature").unsupported is not None


# ----- the spell's own cost lines -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "field", "expected"), [
    ("As an additional cost to cast this spell, sacrifice an artifact or creature.", "additional_costs",
     (CostPart("sacrifice", 1, _f(types={"Artifact", "Creature"})),)),
    ("As an additional cost to cast this spell, sacrifice a Goblin.", "additional_costs",
     (CostPart("sacrifice", 1, _f(subtypes={"Goblin"})),)),
    ("As an additional cost to cast this spell, sacrifice two creatures.", "additional_costs",
     (CostPart("sacrifice", 2, CREATURE),)),
    ("As an additional cost to cast this spell, discard a creature card.", "additional_costs",
     (CostPart("discard", 1, CREATURE),)),
    ("As an additional cost to cast this spell, exile a creature card from your graveyard.", "additional_costs",
     (CostPart("exile_from_graveyard", 1, CREATURE),)),
    ("As an additional cost to cast this spell, tap an untapped creature you control.", "additional_costs",
     (CostPart("tap_untapped", 1, CREATURE),)),
    ("As an additional cost to cast this spell, you may collect evidence 6.", "optional_costs",
     (OptionalCost("collect evidence", parts=(CostPart("collect_evidence", 6),)),)),
    ("This spell costs {1} less to cast for each creature you control.", "self_reductions",
     (SelfReduction(CREATURE, yours_only=True),)),
    ("This spell costs {1} less to cast for each Forest you control.", "self_reductions",
     (SelfReduction(_f(subtypes={"Forest"}), yours_only=True),)),
    # std13e: "{X} less, where X is ..." (model/selfcount.py computes it from the state)
    ("This spell costs {X} less to cast, where X is the greatest power among creatures you control.",
     "self_reductions", (SelfReduction(_f(types={"Creature"}, controller="you"), True, measure="greatest_power"),)),
    ("This spell costs {1} more to cast for each target beyond the first.", "per_extra_target", 1),
    ("Strive — This spell costs {2} more to cast for each target beyond the first.", "per_extra_target", 2),
    # alt13b: colored Strive, the colored symbols once per target beyond the first too (601.2f)
    ("This spell costs {1}{W} more to cast for each target beyond the first.", "per_extra_target_colors", ("W",)),
    ("Strive — This spell costs {2}{R} more to cast for each target beyond the first.", "per_extra_target", 2),
    ("Strive — This spell costs {R}{W} more to cast for each target beyond the first.", "per_extra_target_colors",
     ("R", "W")),
    # alt13b: 118.9, while the caster controls a commander (castable.model.commander_control)
    ("If you control a commander, you may cast this spell without paying its mana cost.", "alternative_costs",
     (AlternativeCost("commander", needs_commander=True),)),
    ("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.",
     "alternative_costs", (AlternativeCost("Test Card", parts=(
         CostPart("pay_life", 1), CostPart("exile_from_hand", 1, _f(colors={"U"})))),)),
    ("You may sacrifice a Mountain rather than pay this spell's mana cost.", "alternative_costs",
     (AlternativeCost("Test Card", parts=(CostPart("sacrifice", 1, _f(subtypes={"Mountain"})),)),)),
    ("If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
     "alternative_costs", (AlternativeCost("Test Card", parts=(CostPart("tap_untapped", 1, CREATURE),),
                                           condition=_f(subtypes={"Plains"})),)),
    ("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", "alternative_costs",
     (AlternativeCost("Test Card", cost("{W}{U}{B}{R}{G}")),)),
])
def test_spell_cost_lines(text: str, field: str, expected: Any) -> None:
    card = _ok(text + "\nDraw a card.", "Sorcery")
    assert getattr(card, field) == expected


@pytest.mark.parametrize("text", [
    "As an additional cost to cast this spell, discard X cards at random.",
    "As an additional cost to cast this spell, pay half your life.",
    "As an additional cost to cast this spell, discard a card at random.",
    "As an additional cost to cast this spell, exile two creatures you control.",  # one: read (addcost13)
    "As an additional cost to cast this spell, sacrifice a nontoken creature.",
    "As an additional cost to cast this spell, sacrifice two Elfs.",  # a plural no subtype has ("Elves" is read)
    "As an additional cost to cast this spell, you may reveal a colorless creature card from your hand.",  # Dragon: read
    "As an additional cost to cast this spell, you may blight X.",  # "blight 1." is read (tests/test_blight13.py)
    # "... among cards in your graveyard" is read (cost13f: delirium's count, model/modecount.py)
    "This spell costs {1} less to cast for each card type among cards in all graveyards.",
    "This spell costs {1} less to cast if you gained life this turn.",  # the state records no life gained (died: costmana15)
    "This spell costs {1} less to cast for each historic permanent you control.",
    "This spell costs {2} less to cast for each creature you control.",
    "This spell costs {3} less to cast if it targets a tapped creature.",
    "This spell costs {X} less to cast, where X is the greatest power among creature cards in your graveyard.",
    "This spell costs {X} less to cast, where X is the total amount of life you gained this turn.",  # not recorded
    "This spell costs {1}{W/U} more to cast for each target beyond the first.",  # hybrid: not read (alt13b)
    "Strive — This spell costs {X}{R} more to cast for each target beyond the first.",  # nobody announces X
    # "a basic land" is read (cost14: the Borderposts)
    "You may pay {1} and return a nonbasic land you control to its owner's hand rather than pay this spell's mana cost.",
    "If an opponent controls a Forest, you may pay {G} rather than pay this spell's mana cost.",
    "You may cast this spell as though it had flash if it targets a commander.",  # "if you pay {2} more" is read (perm13)
    "If you control a commander, you may cast this spell without paying its mana cost if it's not your turn.",
])
def test_spell_cost_near_misses(text: str) -> None:
    assert _read(text + "\nDraw a card.", "Sorcery").unsupported == text


# ----- static abilities of permanents: cost changers (601.2f) -----------------------------------------
NONCREATURE = _f(non_types={"Creature"})


@pytest.mark.parametrize(("text", "modifier"), [
    ("Noncreature spells cost {1} more to cast.", CostModifier("increase", 1, NONCREATURE, "all")),
    ("Instant and sorcery spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(types={"Instant", "Sorcery"}), "you")),
    ("Black spells and green spells you cast cost {1} less to cast.", CostModifier("reduce", 1, _f(colors={"B", "G"}), "you")),
    ("Creature spells you cast cost {1} less to cast.", CostModifier("reduce", 1, CREATURE, "you")),
    ("Artifact spells you cast cost {1} less to cast.", CostModifier("reduce", 1, ARTIFACT, "you")),
    ("Spells your opponents cast cost {1} more to cast.", CostModifier("increase", 1, scope="opponents")),
    ("Spells you cast cost {1} less to cast.", CostModifier("reduce", 1, scope="you")),
    ("Noncreature spells your opponents cast cost {2} more to cast.",
     CostModifier("increase", 2, NONCREATURE, "opponents")),
    ("Dragon spells you cast cost {1} less to cast.", CostModifier("reduce", 1, _f(subtypes={"Dragon"}), "you")),
    ("Red creature spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(colors={"R"}, types={"Creature"}), "you")),
    # subtypes any-of (Ballyrush Banneret), only words that are subtypes (205.3)
    ("Kithkin spells and Soldier spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(subtypes={"Kithkin", "Soldier"}), "you")),
    ("Cleric, Rogue, Warrior, and Wizard spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(subtypes={"Cleric", "Rogue", "Warrior", "Wizard"}), "you")),
    ("Aura and Equipment spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(subtypes={"Aura", "Equipment"}), "you")),
    # "red creature spells and green creature spells": a creature spell, red or green
    ("Red creature spells and green creature spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(colors={"R", "G"}, types={"Creature"}), "you")),
    # colorless (105.2c): none of the five colors
    ("Colorless spells you cast cost {1} less to cast.",
     CostModifier("reduce", 1, _f(non_colors={"W", "U", "B", "R", "G"}), "you")),
    ("Colorless Eldrazi spells you cast cost {2} less to cast.",
     CostModifier("reduce", 2, _f(non_colors={"W", "U", "B", "R", "G"}, subtypes={"Eldrazi"}), "you")),
    ("As long as Test Card is untapped, each spell that would cost less than three mana to cast costs three mana "
     "to cast.", CostModifier("minimum", 3, scope="all", while_untapped=True)),
    ("Spells your opponents cast that target a Merfolk you control cost {2} more to cast.",
     CostModifier("increase", 2, scope="opponents", targeting=_f(subtypes={"Merfolk"}, controller="you"))),
    ("Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.",
     CostModifier("increase", 2, scope="opponents", targeting=_f(subtypes={"Merfolk"}, controller="you"),
                  applies_to="abilities")),
])
def test_cost_modifiers(text: str, modifier: CostModifier) -> None:
    assert _ok(text, "Creature — Human").cost_modifiers == (modifier,)


@pytest.mark.parametrize("text", [
    "Black spells you cast cost {B}{1} more to cast.",  # "{B} more": costmana15
    "Spells you cast of the chosen type cost {1} less to cast.",
    "Legendary spells you cast cost {1} less to cast.",  # the engine matches no supertype of spells
    # words that are no subtypes: historic (700.6: artifact, legendary or Saga), outlaw, party...
    "Historic spells you cast cost {1} less to cast.",
    "Outlaw spells you cast cost {1} less to cast.",
    "Premium spells cost {1} less to cast.",
    "Kicked spells you cast cost {1} less to cast.",
    "Modified spells you cast cost {1} less to cast.",
    "Face-down creature spells your opponents cast cost {1} more to cast.",  # "you cast ... less": costmana15
    # lists of different kinds of words: an any-of across sets no ObjectFilter says
    "Kithkin spells and red spells you cast cost {1} less to cast.",
    "Red creature spells and green enchantment spells you cast cost {1} less to cast.",
    "Artifact spells and Goblin spells you cast cost {1} less to cast.",
    "Colorless spells and red spells you cast cost {1} less to cast.",
    "The first spell you cast each turn costs {1} less to cast.",  # "The second spell" is read (perm13)
    "Spells your opponents cast that target enchanted player cost {2} more to cast.",  # the source itself is read (issue 12)
    "Creature spells you cast cost {1} less to cast for each Elf you control.",
    "Creature spells with trample you cast cost {1} less to cast.",  # "with flying": costmana15
    "Activated abilities of creatures cost {1} more to activate.",
    "Spells cost {1} more to cast for each card in their controller's hand.",
    # statics that forbid, permit or change casting, targeting or mana: never recognized
    "Your opponents can't cast spells with the same name as the exiled card.",  # "during your turn" is read (perm13)
    "You may cast historic spells as though they had flash.",  # "creature spells" is read (perm13)
    "You may cast spells from the top of your library.",
    "Creatures you control have hexproof during your turn.",  # "... have hexproof." is read (tests/test_grant13c.py)
    "Enchanted creature has shroud as long as it's untapped.",  # "has shroud." is read (static13b)
    "You have hexproof from black.",  # "You have hexproof." is read (model/playergrants.py)
    "Enchanted creature loses all abilities.",
    "Enchanted land is a Mountain and a Swamp.",  # "Enchanted land is a Swamp." is read (dawn12, 305.7)
    "Each player can't cast more than one noncreature spell each turn.",  # "one spell" is read (perm13)
    "Players can't activate abilities of artifacts.",
    "Nonland permanents you control are artifacts in addition to their other types.",
    "All creatures are black.",
])
def test_statics_that_matter_stay_unsupported(text: str) -> None:
    assert _read(text, "Enchantment").unsupported == text


# ----- static abilities recognized as not mattering ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "Other Elf creatures you control get +1/+1.",
    # 613.1b: the state lists each permanent under its controller, so a control change is
    # already in it (granted12: Control Magic, Dream Leash)
    "You control enchanted creature.",
    "Saproling creatures and other Treefolk creatures get +1/+1.",
    "Creatures you control get +1/+1.",
    "Creatures your opponents control get -1/-1.",
    "Equipped creature gets +2/+2.",
    "Enchanted creature gets +1/+1 and has flying.",
    "Enchanted creature gets +2/+0 and has first strike and trample.",
    "Other creatures you control with flying get +1/+1.",
    "Threshold — Test Card gets +2/+2 as long as seven or more cards are in your graveyard.",
    "Test Card's power and toughness are each equal to the number of cards in your hand.",
    "Test Card can't block.",
    "Test Card can't be blocked.",
    "Test Card attacks each combat if able.",
    "Test Card can block only creatures with flying.",
    "Test Card can't be blocked by creatures with power 2 or less.",
    "Enchanted creature can't attack or block.",
    "Test Card doesn't untap during your untap step.",
    "You may choose not to untap Test Card during your untap step.",
    "You may look at the top card of your library any time.",
    "As Test Card enters, choose a creature type.",
    "As Test Card enters the battlefield, choose a color.",
    "As this creature enters, choose an opponent.",
    "Test Card enters with two -1/-1 counters on it.",
    "If Test Card was kicked, it enters with two +1/+1 counters on it.",
    "Test Card enters tapped with two charge counters on it.",  # the Vivid lands
    "You have no maximum hand size.",
    "Landfall — Whenever a land you control enters, Test Card gets +2/+2 until end of turn.",
    # granted triggered abilities (603.1) that make no mana and don't trigger on tapping
    "Enchanted creature has \"Whenever this creature deals combat damage to a player, draw a card.\"",
    "Equipped creature gets +2/+2 and has \"Whenever this creature attacks, it deals 1 damage to any target.\"",
    "Enchanted creature gets +1/+1 and has flying and \"Whenever this creature attacks, draw a card.\"",
    "All Slivers have \"When this permanent dies, draw a card.\"",
    "As long as Test Card is paired with another creature, each of those creatures has \"Whenever this creature "
    "deals damage to an opponent, draw a card.\"",
    # a condition only gates the effect: the effect decides
    "Threshold — As long as seven or more cards are in your graveyard, Test Card has \"Whenever Test Card deals "
    "combat damage to a player, draw a card.\"",
    "As long as seven or more cards are in your graveyard, Test Card has flying.",
])
def test_not_mattering(text: str) -> None:
    card = _ok(text, "Creature — Elf")
    assert card.cost_modifiers == () and card.targets == () and card.alternative_costs == ()


@pytest.mark.parametrize("text", [
    "Enchanted creature gets +2/+2 and has hexproof from blue.",  # "has hexproof." is read (static13b)
    "Test Card can't be the target of spells or abilities your opponents control.",
    "Test Card enters tapped with two charge counters on target creature.",
    "Test Card enters tapped with two charge counters on it for each opponent you have.",
    # read by static13b (602.5, tests/test_static13b.py); with a special action it is not:
    "Enchanted creature can't attack or block, and its activated abilities can't be activated. That creature's "
    "controller may sacrifice a permanent for that player to ignore this effect until end of turn.",
    "Channel — {1}{G}: Draw a card.",  # works from the hand: read only with its "Discard this card" cost
    # granted abilities that matter: activated (602), mana (605.1b), tap triggers (117.5), haste
    "Enchanted land has \"Whenever this land is tapped for mana, add {G}.\"",
    "Creatures you control have \"When this creature dies, add {R}.\"",
    "Enchanted creature has \"Whenever this creature becomes tapped, draw a card.\"",
    # (haste with a quoted trigger, a trigger and "{T}: Draw a card.": read as grants, tests/test_grant13b.py)
    "Enchanted creature has \"Flying\"",
    # (threshold hexproof is read as a grant since static13c, tests/test_static13c.py; this condition is not)
    "As long as Test Card entered this turn, Test Card has hexproof.",
    "As long as you control an untapped land, Test Card has flying and can't be countered.",
    "As long as it's your turn, spells you cast have flash.",
])
def test_not_mattering_near_misses(text: str) -> None:
    assert _read(text, "Creature — Elf").unsupported is not None


# ----- end to end: cards read from text, cast through the solver -----------------------------------
def _cards(*records: dict[str, Any]) -> list[dict[str, Any]]:
    return list(records)


PACIFISM = {"name": "Test Pacifism", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature\nEnchanted creature can't attack or block."}
TAXER = {"name": "Test Thalia", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier",
         "oracle_text": "First strike\nNoncreature spells cost {1} more to cast.", "power": "2", "toughness": "1"}
DEVOID = {"name": "Test Devoid", "mana_cost": "{1}{B}", "type_line": "Instant",
          "oracle_text": "Devoid\nDestroy target creature."}


def test_aura_needs_a_creature_to_target() -> None:
    s = board({"hand": ["Test Pacifism"], "battlefield": ["Plains", "Plains"]}, cards=_cards(PACIFISM))
    answer = checked_can_cast(s, "Test Pacifism")
    assert answer.castable is False
    assert any(r.rule.startswith("601.2c") for r in answer.reasons), answer.reasons
    s = board({"hand": ["Test Pacifism"], "battlefield": ["Plains", "Plains"]}, {"battlefield": ["Grizzly Bears"]},
              cards=_cards(PACIFISM))
    answer = checked_can_cast(s, "Test Pacifism")
    assert answer.castable is True
    assert answer.plan.targets == (("opp.battlefield.0",),)
    # a hexproof creature of the opponent's can't be enchanted by my Aura spell (702.11b)
    s = board({"hand": ["Test Pacifism"], "battlefield": ["Plains", "Plains"]}, {"battlefield": ["Gladecover Scout"]},
              cards=_cards(PACIFISM))
    assert checked_can_cast(s, "Test Pacifism").castable is False


def test_thalia_read_from_text_taxes_noncreature_spells() -> None:
    two = {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Grizzly Bears"]}
    s = board(two, {"battlefield": ["Test Thalia"]}, cards=_cards(TAXER))
    assert checked_can_cast(s, "Shock").castable is True  # {R} + {1}
    s = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Test Thalia"]}, cards=_cards(TAXER))
    assert checked_can_cast(s, "Shock").castable is False
    s = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]}, {"battlefield": ["Test Thalia"]},
              cards=_cards(TAXER))
    assert checked_can_cast(s, "Grizzly Bears").castable is True  # a creature spell: not taxed


def test_devoid_spell_is_colorless_for_protection() -> None:
    # Paladin en-Vec has protection from black: a devoid black-mana spell is colorless (702.114a)
    s = board({"battlefield": ["Swamp", "Swamp"], "hand": ["Test Devoid"]}, {"battlefield": ["Paladin en-Vec"]},
              cards=_cards(DEVOID))
    answer = checked_can_cast(s, "Test Devoid")
    assert answer.castable is True and answer.plan.targets == (("opp.battlefield.0",),)
    s = board({"battlefield": ["Swamp", "Swamp"], "hand": ["Doom Blade"]}, {"battlefield": ["Paladin en-Vec"]})
    assert checked_can_cast(s, "Doom Blade").castable is False
