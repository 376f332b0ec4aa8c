"""The gold standard of the Oracle reader: the built-in cards' casting semantics written out by
hand, declaratively, one entry per card (issue 4: "the hand-written definitions of the earlier
issues become the gold standard the reader must reproduce exactly").

The package's built-in library (``castable.model.library``) is the same cards' Oracle text
read by the reader; ``tests/test_oracle_reader.py`` checks that the two are equal, field by
field. Card names and Oracle text are © Wizards of the Coast (see the README's Attribution).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from castable.model.cards import (
    ARTIFACT,
    CREATURE,
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CostModifier,
    CostPart,
    Division,
    ManaAbility,
    Mode,
    ModeChoice,
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
SAC_GOBLIN = CostPart("sacrifice", 1, ObjectFilter(subtypes=frozenset({"Goblin"})))
ANY_TARGET = TargetSlot("any", text="any target")
TARGET_CREATURE = TargetSlot("creature", text="target creature")
TARGET_NONBLACK = TargetSlot("creature", ObjectFilter(non_colors=frozenset("B")), text="target nonblack creature")
TARGET_SPELL = TargetSlot("spell", text="target spell")
NONCREATURE = ObjectFilter(non_types=frozenset({"Creature"}))
MERFOLK_YOU_CONTROL = ObjectFilter(subtypes=frozenset({"Merfolk"}), controller="you")
INSTANT_SORCERY = ObjectFilter(types=frozenset({"Instant", "Sorcery"}))
TARGET_PLAYER = TargetSlot("player", text="target player")
TARGET_PERMANENT = TargetSlot("permanent", text="target permanent")
#: "N damage divided as you choose among one or two targets" (601.2d)
ONE_OR_TWO_TARGETS = TargetSlot("any", count=2, min_count=1, text="one or two targets")

#: The casting-relevant parts of each built-in card, by name (facts come from oracle.json).
SEMANTICS: dict[str, dict[str, Any]] = {
    # --- lands: basic land types give their abilities by rule 305.6 --------------------------
    "Plains": {}, "Island": {}, "Swamp": {}, "Mountain": {}, "Forest": {},
    "Snow-Covered Forest": {}, "Snow-Covered Island": {},
    "Sacred Foundry": {}, "Steam Vents": {}, "Watery Grave": {},
    "Wastes": {"mana": [tap(C)]},
    "Adarkar Wastes": {"mana": [tap(C), tap(one_of("W", "U"), damage=1)]},
    "Shivan Reef": {"mana": [tap(C), tap(one_of("U", "R"), damage=1)]},
    "City of Brass": {"mana": [tap(any_color())],
                      "tap_triggers": ["Whenever City of Brass becomes tapped, it deals 1 damage to you."]},
    "Skycloud Expanse": {"mana": [tap((("W", "U"),), mana_cost=cost("{1}"))]},
    "Fetid Heath": {"mana": [tap(C), tap((("W", "W"), ("W", "B"), ("B", "B")), mana_cost=cost("{W/B}"))]},
    "Ancient Tomb": {"mana": [tap((("C", "C"),), damage=2)]},
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
    "Talisman of Progress": {"mana": [tap(C), tap(one_of("W", "U"), damage=1)]},
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
    # the enters-with-counters and dies triggers are no activated abilities
    "Hangarback Walker": {"abilities": [
        ActivatedAbility("{1}, {T}: Put a +1/+1 counter on Hangarback Walker.", mana=cost("{1}"), tap=True),
    ]},
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
    # cli.md's example: kicked with X = 0 and not kicked are different options (702.33d)
    "Verdeloth the Ancient": {"optional": [OptionalCost("kicker", cost("{X}"))]},
    "Burst Lightning": {"targets": [ANY_TARGET], "optional": [OptionalCost("kicker", cost("{4}"))]},
    "Analyze the Pollen": {"optional": [OptionalCost("collect evidence", parts=(CostPart("collect_evidence", 8),))]},
    # --- issue 3: target counts, division, modes, per-target costs, overload ----------------
    "Arc Lightning": {"targets": [TargetSlot("any", count=3, min_count=1, text="one, two, or three targets")],
                      "division": Division(0, 3)},
    "Forked Bolt": {"targets": [ONE_OR_TWO_TARGETS], "division": Division(0, 2)},
    "Electrolyze": {"targets": [ONE_OR_TWO_TARGETS], "division": Division(0, 2)},
    # split card Fire // Ice (709): each half is its own built-in card
    "Fire": {"targets": [ONE_OR_TWO_TARGETS], "division": Division(0, 2)},
    "Ice": {"targets": [TARGET_PERMANENT]},
    # "divided evenly, rounded down" is no choice: not a Division (601.2d does not apply)
    "Fireball": {"targets": [TargetSlot("any", unlimited=True, min_count=0, text="any number of targets")],
                 "per_extra_target": 1},
    "Rolling Thunder": {"targets": [TargetSlot("any", unlimited=True, min_count=0, text="any number of targets")],
                        "division": Division(0, x=True)},
    "Cone of Flame": {"targets": [ANY_TARGET,
                                  TargetSlot("any", text="another target", different_from=(0,)),
                                  TargetSlot("any", text="a third target", different_from=(0, 1))]},
    "Crackle with Power": {"targets": [TargetSlot("any", x_count=True, min_count=0, text="up to X targets")]},
    "Flame Slash": {"targets": [TARGET_CREATURE]},
    "Doom Blade": {"targets": [TARGET_NONBLACK]},
    "Swords to Plowshares": {"targets": [TARGET_CREATURE]},
    "Unsummon": {"targets": [TARGET_CREATURE]},
    "Naturalize": {"targets": [TargetSlot("permanent", ObjectFilter(types=frozenset({"Artifact", "Enchantment"})),
                                          text="target artifact or enchantment")]},
    "Mana Leak": {"targets": [TARGET_SPELL]},
    "Absorb": {"targets": [TARGET_SPELL]},
    "Ghostly Flicker": {"targets": [TargetSlot(
        "permanent", ObjectFilter(types=frozenset({"Artifact", "Creature", "Land"}), controller="you"), count=2,
        text="two target artifacts, creatures, and/or lands you control")]},
    "Mutagenic Growth": {"targets": [TARGET_CREATURE]},
    "Gitaxian Probe": {"targets": [TARGET_PLAYER]},
    "Electrickery": {"keywords": {"Overload"},
                     "targets": [TargetSlot("creature", ObjectFilter(controller="opponent"),
                                            text="target creature you don't control")],
                     "alternative": [AlternativeCost("overload", cost("{1}{R}"), overload=True)]},
    "Lingering Souls": {"keywords": {"Flashback"},
                        "alternative": [AlternativeCost("flashback", cost("{1}{B}"), zone="graveyard")]},
    "Kolaghan's Command": {"modes": ModeChoice((
        Mode("Return target creature card from your graveyard to your hand.",
             (TargetSlot("card_in_graveyard", ObjectFilter(types=frozenset({"Creature"}), controller="you"),
                         text="target creature card from your graveyard"),)),
        Mode("Target player discards a card.", (TARGET_PLAYER,)),
        Mode("Destroy target artifact.", (TargetSlot("permanent", ARTIFACT, text="target artifact"),)),
        Mode("Kolaghan's Command deals 2 damage to any target.", (ANY_TARGET,)),
    ), min_modes=2, max_modes=2)},
    "Cryptic Command": {"modes": ModeChoice((
        Mode("Counter target spell.", (TARGET_SPELL,)),
        Mode("Return target permanent to its owner's hand.", (TARGET_PERMANENT,)),
        Mode("Tap all creatures your opponents control."),
        Mode("Draw a card."),
    ), min_modes=2, max_modes=2)},
    "Boros Charm": {"modes": ModeChoice((
        Mode("Boros Charm deals 4 damage to target player or planeswalker.",
             (TargetSlot("player_or_planeswalker", text="target player or planeswalker"),)),
        Mode("Permanents you control gain indestructible until end of turn."),
        Mode("Target creature gains double strike until end of turn.", (TARGET_CREATURE,)),
    ))},
    "Abzan Charm": {"modes": ModeChoice((
        Mode("Exile target creature with power 3 or greater.",
             (TargetSlot("creature", ObjectFilter(min_power=3), text="target creature with power 3 or greater"),)),
        Mode("You draw two cards and you lose 2 life."),
        Mode("Distribute two +1/+1 counters among one or two target creatures.",
             (TargetSlot("creature", count=2, min_count=1, text="one or two target creatures"),),
             division=Division(0, 2)),
    ))},
    "Collective Defiance": {"keywords": {"Escalate"}, "modes": ModeChoice((
        Mode("Target player discards all the cards in their hand, then draws that many cards.", (TARGET_PLAYER,)),
        Mode("Collective Defiance deals 4 damage to target creature.", (TARGET_CREATURE,)),
        Mode("Collective Defiance deals 3 damage to target opponent or planeswalker.",
             (TargetSlot("opponent_or_planeswalker", text="target opponent or planeswalker"),)),
    ), min_modes=1, max_modes=3, escalate=cost("{1}"))},
    "Mystic Confluence": {"modes": ModeChoice((
        Mode("Counter target spell unless its controller pays {3}.", (TARGET_SPELL,)),
        Mode("Return target creature to its owner's hand.", (TARGET_CREATURE,)),
        Mode("Draw a card."),
    ), min_modes=3, max_modes=3, repeatable=True)},
    "Tooth and Nail": {"keywords": {"Entwine"}, "modes": ModeChoice((
        Mode("Search your library for up to two creature cards, reveal them, put them into your hand, "
             "then shuffle."),
        Mode("Put up to two creature cards from your hand onto the battlefield."),
    ), entwine=cost("{2}"))},
    "Three Steps Ahead": {"keywords": {"Spree"}, "modes": ModeChoice((
        Mode("Counter target spell.", (TARGET_SPELL,), mana=cost("{1}{U}")),
        Mode("Create a token that's a copy of target artifact or creature you control.",
             (TargetSlot("permanent", ObjectFilter(types=frozenset({"Artifact", "Creature"}), controller="you"),
                         text="target artifact or creature you control"),), mana=cost("{3}")),
        Mode("Draw two cards, then discard a card.", mana=cost("{2}")),
    ), min_modes=1, max_modes=3, spree=True)},
    "Kopala, Warden of Waves": {"modifiers": [
        CostModifier("increase", 2, scope="opponents", targeting=MERFOLK_YOU_CONTROL),
        CostModifier("increase", 2, scope="opponents", targeting=MERFOLK_YOU_CONTROL, applies_to="abilities"),
    ]},
    "Gladecover Scout": {"keywords": {"Hexproof"}},
    "Blastoderm": {"keywords": {"Shroud", "Fading"}},
    "Paladin en-Vec": {"keywords": {"First strike", "Protection from black", "Protection from red"}},
    # --- activated abilities (602): "abilities" lists every activated ability of the rules
    # text in text order, mana abilities (605) included; it replaces "mana" ----------------
    "Prodigal Pyromancer": {"abilities": [
        ActivatedAbility("{T}: Prodigal Pyromancer deals 1 damage to any target.", tap=True, targets=(ANY_TARGET,)),
    ]},
    # the enters trigger ("create three 1/1 red Goblin creature tokens") is no activated ability;
    # "Sacrifice a Goblin" may sacrifice Siege-Gang Commander itself (it is a Goblin)
    "Siege-Gang Commander": {"abilities": [
        ActivatedAbility("{1}{R}, Sacrifice a Goblin: Siege-Gang Commander deals 2 damage to any target.",
                         mana=cost("{1}{R}"), parts=(SAC_GOBLIN,), targets=(ANY_TARGET,)),
    ]},
    "Mogg Fanatic": {"abilities": [
        ActivatedAbility("Sacrifice Mogg Fanatic: It deals 1 damage to any target.", sacrifice_self=True,
                         targets=(ANY_TARGET,)),
    ]},
    "Goblin Bombardment": {"abilities": [
        ActivatedAbility("Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.",
                         parts=(SAC_CREATURE,), targets=(ANY_TARGET,)),
    ]},
    # loyalty abilities (606): sorcery speed, one per planeswalker per turn (checked by the solver)
    "Ajani, Mentor of Heroes": {"abilities": [
        ActivatedAbility("[+1]: Distribute three +1/+1 counters among one, two, or three target creatures you control.",
                         loyalty=1, targets=(TargetSlot("creature", ObjectFilter(controller="you"), count=3, min_count=1,
                                                        text="one, two, or three target creatures you control"),),
                         division=Division(0, 3)),
        ActivatedAbility("[+1]: Look at the top four cards of your library. You may reveal an Aura, creature, or "
                         "planeswalker card from among them and put it into your hand. Put the rest on the bottom "
                         "of your library in any order.", loyalty=1),
        ActivatedAbility("[-8]: You gain 100 life.", loyalty=-8),
    ]},
    # the attack/block loot trigger is no activated ability; crew is (702.122a)
    "Smuggler's Copter": {"keywords": {"Flying", "Crew"}, "abilities": [
        ActivatedAbility("Crew 1", crew=1),
    ]},
    "Mutavault": {"abilities": [
        tap(C, text="{T}: Add {C}."),
        ActivatedAbility("{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. "
                         "It's still a land.", mana=cost("{1}")),
    ]},
    # "Tap it." is part of the effect, not a {T} cost; no "activate only once each turn"
    "Icehide Troll": {"abilities": [
        ActivatedAbility("{S}{S}: Icehide Troll gets +2/+0 and gains indestructible until end of turn. Tap it.",
                         mana=cost("{S}{S}")),
    ]},
    "Mind Stone": {"abilities": [
        tap(C, text="{T}: Add {C}."),
        ActivatedAbility("{1}, {T}, Sacrifice Mind Stone: Draw a card.", mana=cost("{1}"), tap=True, sacrifice_self=True),
    ]},
    # TODO: "{2}, {T}: Add mana equal to your devotion" is a mana ability (605.1a) that
    # ManaAbility cannot express (a chosen color, an amount by devotion): declared as an
    # ActivatedAbility so that it can be checked for activatability (its cost), but it never
    # pays for anything, and it is not exempt from priority as a mana ability would be (605.3a)
    "Nykthos, Shrine to Nyx": {"abilities": [
        tap(C, text="{T}: Add {C}."),
        # 605.1a: a mana ability; the amount is the devotion to the color chosen (700.5)
        tap(any_color(), mana_cost=cost("{2}"), per="devotion",
            text="{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."),
    ]},
}

#: Split cards by full name: their halves, each a built-in card above.
SPLIT_CARDS: dict[str, tuple[str, ...]] = {"Fire // Ice": ("Fire", "Ice")}

#: Common tokens (111.10): no mana cost (202.1b).
TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"type_line": "Token Artifact — Treasure",
                 "oracle_text": "{T}, Sacrifice this artifact: Add one mana of any color.",
                 "mana": [tap(any_color(), sacrifice_self=True)]},
    "Gold": {"type_line": "Token Artifact — Gold", "oracle_text": "Sacrifice this artifact: Add one mana of any color.",
             "mana": [ManaAbility(any_color(), tap=False, sacrifice_self=True)]},
    "Clue": {"type_line": "Token Artifact — Clue", "oracle_text": "{2}, Sacrifice this artifact: Draw a card.",
             "abilities": [ActivatedAbility("{2}, Sacrifice this artifact: Draw a card.", mana=cost("{2}"),
                                            sacrifice_self=True)]},
    "Food": {"type_line": "Token Artifact — Food", "oracle_text": "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
             "abilities": [ActivatedAbility("{2}, {T}, Sacrifice this artifact: You gain 3 life.", mana=cost("{2}"),
                                            tap=True, sacrifice_self=True)]},
    "Soldier": {"type_line": "Token Creature — Soldier", "power": "1", "toughness": "1", "colors": "W"},
    "Spirit": {"type_line": "Token Creature — Spirit", "power": "1", "toughness": "1", "colors": "W",
               "oracle_text": "Flying", "keywords": {"Flying"}},
    "Goblin": {"type_line": "Token Creature — Goblin", "power": "1", "toughness": "1", "colors": "R"},
}


def _strip_token(type_line: str) -> str:
    return type_line.replace("Token ", "")


def _mana(sem: dict[str, Any], name: str) -> tuple[ManaAbility, ...]:
    """The mana abilities of an entry: its "mana" list, or the mana abilities among its
    "abilities" (which then says everything: the two keys don't go together)."""
    if "abilities" in sem:
        if "mana" in sem:
            raise ValueError(f"{name}: give its mana abilities in \"abilities\", not also in \"mana\"")
        return tuple(a for a in sem["abilities"] if isinstance(a, ManaAbility))
    return tuple(sem.get("mana", ()))


@cache
def gold_cards() -> dict[str, CardDef]:
    """Every built-in card as written by hand, by name (cards first, then tokens)."""
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
            mana_abilities_text=_mana(sem, f["name"]),
            abilities_text=tuple(sem.get("abilities", ())),
            additional_costs=tuple(sem.get("additional", ())),
            alternative_costs=tuple(sem.get("alternative", ())),
            optional_costs=tuple(sem.get("optional", ())),
            cost_modifiers=tuple(sem.get("modifiers", ())),
            self_reductions=tuple(sem.get("reductions", ())),
            targets=tuple(sem.get("targets", ())),
            division=sem.get("division"),
            modes=sem.get("modes"),
            per_extra_target=sem.get("per_extra_target", 0),
            tap_triggers=tuple(sem.get("tap_triggers", ())),
        )
    # split cards (709): one card, each half cast on its own (709.3)
    for name, halves in SPLIT_CARDS.items():
        faces = tuple(out[h] for h in halves)
        out[name] = CardDef(name=name, mana_cost=None, type_line=" // ".join(f.type_line for f in faces),
                            oracle_text="\n//\n".join(f.oracle_text for f in faces), faces=faces)
    for name, t in TOKENS.items():
        out[name] = CardDef(
            name=name, mana_cost=None, type_line=_strip_token(t["type_line"]), oracle_text=t.get("oracle_text", ""),
            power=t.get("power"), toughness=t.get("toughness"), keywords=frozenset(t.get("keywords", ())),
            mana_abilities_text=_mana(t, name), abilities_text=tuple(t.get("abilities", ())),
            color_override=frozenset(t.get("colors", "")),
        )
    return out
