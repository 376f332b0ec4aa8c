"""The built-in card library.

Card names and Oracle text are Wizards of the Coast's (© Wizards of the Coast); the facts in
``data/oracle.json`` (mana cost, type line, Oracle text, power/toughness) were taken from
``shared/data/cards.jsonl.gz`` (Scryfall / MTGJSON data, see the README). What each card
means for casting is written out here by hand, declaratively, one entry per card.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from castable.model.cards import (
    ARTIFACT,
    CREATURE,
    AlternativeCost,
    CardDef,
    CostModifier,
    CostPart,
    ManaAbility,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    TargetSlot,
    any_color,
    cost,
)
from castable.model.mana import parse_cost

C, W, U, B, R, G = (("C",),), (("W",),), (("U",),), (("B",),), (("R",),), (("G",),)


def tap(produces: tuple[tuple[str, ...], ...], **kw: Any) -> ManaAbility:
    return ManaAbility(produces=produces, **kw)


def one_of(*types: str) -> tuple[tuple[str, ...], ...]:
    return tuple((t,) for t in types)


SAC_CREATURE = CostPart("sacrifice", 1, CREATURE)
ANY_TARGET = TargetSlot("any", text="any target")
TARGET_CREATURE = TargetSlot("creature", text="target creature")
TARGET_NONBLACK = TargetSlot("creature", ObjectFilter(non_colors=frozenset("B")), text="target nonblack creature")
TARGET_SPELL = TargetSlot("spell", text="target spell")
NONCREATURE = ObjectFilter(non_types=frozenset({"Creature"}))
INSTANT_SORCERY = ObjectFilter(types=frozenset({"Instant", "Sorcery"}))

#: The casting-relevant parts of each built-in card, by name (facts come from oracle.json).
SEMANTICS: dict[str, dict[str, Any]] = {
    # --- lands: basic land types give their abilities by rule 305.6 --------------------------
    "Plains": {}, "Island": {}, "Swamp": {}, "Mountain": {}, "Forest": {},
    "Snow-Covered Forest": {}, "Snow-Covered Island": {},
    "Sacred Foundry": {}, "Steam Vents": {}, "Watery Grave": {},
    "Wastes": {"mana": [tap(C)]},
    "Adarkar Wastes": {"mana": [tap(C), tap(one_of("W", "U"))]},
    "Shivan Reef": {"mana": [tap(C), tap(one_of("U", "R"))]},
    "City of Brass": {"mana": [tap(any_color())]},
    "Skycloud Expanse": {"mana": [tap((("W", "U"),), mana_cost=cost("{1}"))]},
    "Fetid Heath": {"mana": [tap(C), tap((("W", "W"), ("W", "B"), ("B", "B")), mana_cost=cost("{W/B}"))]},
    "Ancient Tomb": {"mana": [tap((("C", "C"),))]},
    "Mishra's Workshop": {"mana": [tap((("C", "C", "C"),), restriction="artifact_spell")]},
    "Pillar of the Paruns": {"mana": [tap(any_color(), restriction="multicolored_spell")]},
    "Cavern of Souls": {"mana": [tap(C), tap(any_color(), restriction="creature_spell_of_chosen_type")]},
    "Gaea's Cradle": {"mana": [tap(G, per="creature_you_control")]},
    # --- mana rocks and dorks ---------------------------------------------------------------
    "Sol Ring": {"mana": [tap((("C", "C"),))]},
    "Azorius Signet": {"mana": [tap((("W", "U"),), mana_cost=cost("{1}"))]},
    "Boros Signet": {"mana": [tap((("R", "W"),), mana_cost=cost("{1}"))]},
    "Dimir Signet": {"mana": [tap((("U", "B"),), mana_cost=cost("{1}"))]},
    "Lotus Petal": {"mana": [tap(any_color(), sacrifice_self=True)]},
    "Springleaf Drum": {"mana": [tap(any_color(), tap_creatures=1)]},
    "Talisman of Progress": {"mana": [tap(C), tap(one_of("W", "U"))]},
    "Llanowar Elves": {"mana": [tap(G)]},
    "Elvish Mystic": {"mana": [tap(G)]},
    "Birds of Paradise": {"keywords": {"Flying"}, "mana": [tap(any_color())]},
    "Noble Hierarch": {"keywords": {"Exalted"}, "mana": [tap(one_of("G", "W", "U"))]},
    "Priest of Titania": {"mana": [tap(G, per="elf_on_battlefield")]},
    "Elvish Archdruid": {"mana": [tap(G, per="elf_you_control")]},
    "Everflowing Chalice": {"optional": [OptionalCost("multikicker", cost("{2}"), repeatable=True)],
                            "mana": [tap(C, per="charge_counter")]},
    # --- creatures and other permanents -----------------------------------------------------
    "Grizzly Bears": {}, "Savannah Lions": {}, "Memnite": {},
    "Raging Goblin": {"keywords": {"Haste"}},
    "Ornithopter": {"keywords": {"Flying"}},
    "Standing Troops": {"keywords": {"Vigilance"}},
    "Azorius First-Wing": {"keywords": {"Flying", "Protection from enchantments"}},
    "Zur the Enchanter": {"keywords": {"Flying"}},
    "Kitchen Finks": {"keywords": {"Persist"}},
    "Thalia, Guardian of Thraben": {"keywords": {"First strike"},
                                    "modifiers": [CostModifier("increase", 1, NONCREATURE, "all")]},
    "Goblin Electromancer": {"modifiers": [CostModifier("reduce", 1, INSTANT_SORCERY, "you")]},
    "Thunderscape Familiar": {"keywords": {"First strike"},
                              "modifiers": [CostModifier("reduce", 1, ObjectFilter(colors=frozenset("BG")), "you")]},
    "Trinisphere": {"modifiers": [CostModifier("minimum", 3, scope="all", while_untapped=True)]},
    "Frogmite": {"keywords": {"Affinity for artifacts"}, "reductions": [SelfReduction(ARTIFACT, yours_only=True)]},
    "Icehide Golem": {},
    "Vault Skirge": {"keywords": {"Flying", "Lifelink"}},
    "Hangarback Walker": {},
    "Elder Deep-Fiend": {"keywords": {"Flash", "Emerge"},
                         "alternative": [AlternativeCost("emerge", cost("{5}{U}{U}"), (SAC_CREATURE,), emerge=True)]},
    "Venerated Loxodon": {"keywords": {"Convoke"}},
    "Conclave Tribunal": {"keywords": {"Convoke"}},
    # --- spells -------------------------------------------------------------------------------
    "Lightning Bolt": {"targets": [ANY_TARGET]},
    "Shock": {"targets": [ANY_TARGET]},
    "Opt": {}, "Divination": {}, "Dark Ritual": {},
    "Negate": {"targets": [TargetSlot("spell", NONCREATURE, text="target noncreature spell")]},
    "Counterspell": {"targets": [TARGET_SPELL]},
    "Lightning Helix": {"targets": [ANY_TARGET]},
    "Stoke the Flames": {"keywords": {"Convoke"}, "targets": [ANY_TARGET]},
    "Chord of Calling": {"keywords": {"Convoke"}},
    "Treasure Cruise": {"keywords": {"Delve"}},
    "Murderous Cut": {"keywords": {"Delve"}, "targets": [TARGET_CREATURE]},
    "Reverse Engineer": {"keywords": {"Improvise"}},
    "Whir of Invention": {"keywords": {"Improvise"}},
    "Thoughtcast": {"keywords": {"Affinity for artifacts"}, "reductions": [SelfReduction(ARTIFACT, yours_only=True)]},
    "Tezzeret's Gambit": {},
    "Dismember": {"targets": [TARGET_CREATURE]},
    "Gut Shot": {"targets": [ANY_TARGET]},
    "Spectral Procession": {},
    "Blasphemous Act": {"reductions": [SelfReduction(CREATURE, yours_only=False)]},
    "Death Bomb": {"additional": [SAC_CREATURE], "targets": [TARGET_NONBLACK]},
    "Altar's Reap": {"additional": [SAC_CREATURE]},
    "Bone Splinters": {"additional": [SAC_CREATURE], "targets": [TARGET_CREATURE]},
    "Village Rites": {"additional": [SAC_CREATURE]},
    "Fling": {"additional": [SAC_CREATURE], "targets": [ANY_TARGET]},
    "Thrill of Possibility": {"additional": [CostPart("discard", 1)]},
    "Force of Will": {"targets": [TARGET_SPELL],
                      "alternative": [AlternativeCost("Force of Will", parts=(
                          CostPart("pay_life", 1), CostPart("exile_from_hand", 1, ObjectFilter(colors=frozenset("U")))))]},
    "Fireblast": {"targets": [ANY_TARGET],
                  "alternative": [AlternativeCost("Fireblast", parts=(
                      CostPart("sacrifice", 2, ObjectFilter(subtypes=frozenset({"Mountain"}))),))]},
    "Snuff Out": {"targets": [TARGET_NONBLACK],
                  "alternative": [AlternativeCost("Snuff Out", parts=(CostPart("pay_life", 4),),
                                                  condition=ObjectFilter(subtypes=frozenset({"Swamp"})))]},
    "Burst Lightning": {"targets": [ANY_TARGET], "optional": [OptionalCost("kicker", cost("{4}"))]},
    "Analyze the Pollen": {"optional": [OptionalCost("collect evidence", parts=(CostPart("collect_evidence", 8),))]},
}

#: Common tokens (111.10): no mana cost (202.1b).
TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"type_line": "Token Artifact — Treasure",
                 "oracle_text": "{T}, Sacrifice this artifact: Add one mana of any color.",
                 "mana": [tap(any_color(), sacrifice_self=True)]},
    "Gold": {"type_line": "Token Artifact — Gold", "oracle_text": "Sacrifice this artifact: Add one mana of any color.",
             "mana": [ManaAbility(any_color(), tap=False, sacrifice_self=True)]},
    "Clue": {"type_line": "Token Artifact — Clue", "oracle_text": "{2}, Sacrifice this artifact: Draw a card."},
    "Food": {"type_line": "Token Artifact — Food", "oracle_text": "{2}, {T}, Sacrifice this artifact: You gain 3 life."},
    "Soldier": {"type_line": "Token Creature — Soldier", "power": "1", "toughness": "1", "colors": "W"},
    "Spirit": {"type_line": "Token Creature — Spirit", "power": "1", "toughness": "1", "colors": "W",
               "oracle_text": "Flying", "keywords": {"Flying"}},
    "Goblin": {"type_line": "Token Creature — Goblin", "power": "1", "toughness": "1", "colors": "R"},
}


def _strip_token(type_line: str) -> str:
    return type_line.replace("Token ", "")


@cache
def builtin_cards() -> dict[str, CardDef]:
    """Every built-in card definition by name (cards first, then tokens)."""
    facts = json.loads(resources.files("castable.model").joinpath("data/oracle.json").read_text(encoding="utf-8"))
    out: dict[str, CardDef] = {}
    for f in facts:
        sem = SEMANTICS[f["name"]]
        out[f["name"]] = CardDef(
            name=f["name"],
            mana_cost=parse_cost(f["mana_cost"], where=f["name"]) if f["mana_cost"] else None,
            type_line=f["type_line"],
            oracle_text=f["oracle_text"],
            power=f.get("power"),
            toughness=f.get("toughness"),
            loyalty=f.get("loyalty"),
            keywords=frozenset(sem.get("keywords", ())),
            mana_abilities_text=tuple(sem.get("mana", ())),
            additional_costs=tuple(sem.get("additional", ())),
            alternative_costs=tuple(sem.get("alternative", ())),
            optional_costs=tuple(sem.get("optional", ())),
            cost_modifiers=tuple(sem.get("modifiers", ())),
            self_reductions=tuple(sem.get("reductions", ())),
            targets=tuple(sem.get("targets", ())),
        )
    for name, t in TOKENS.items():
        out[name] = CardDef(
            name=name, mana_cost=None, type_line=_strip_token(t["type_line"]), oracle_text=t.get("oracle_text", ""),
            power=t.get("power"), toughness=t.get("toughness"), keywords=frozenset(t.get("keywords", ())),
            mana_abilities_text=tuple(t.get("mana", ())), color_override=frozenset(t.get("colors", "")),
        )
    return out
