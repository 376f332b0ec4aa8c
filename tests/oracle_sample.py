# ruff: noqa: E501
"""A hand-checked sample of real cards for the Oracle reader (issue 4, item 8).

``RECORDS``: each card's face record (name, mana cost, type line, Oracle text, power /
toughness / loyalty), copied from ``shared/data/cards.jsonl.gz`` (Scryfall / MTGJSON data; card
names and Oracle text are © Wizards of the Coast) so that the test needs no shared file.

``EXPECTED``: what the engine must understand of each card for casting it or activating its
abilities, written out by hand from its Oracle text and the Comprehensive Rules (601.2b-h,
602, 605, 606, 115, 700.2, 702.x, 118), never from the reader's output. An ``ok(...)`` lists
every casting-relevant field; fields left out must be empty. A ``no(line, ...)`` is a card the
engine can't express exactly: the reader must refuse it, naming the first line listed (or
another line listed when several can't be expressed).

Conventions (those of the built-in library, ``model/library.py``): ``abilities`` are all
activated abilities in cli.md's order (the intrinsic ones of basic land types first, 305.6,
in W U B R G order, then the text's, mana abilities included); ``keywords`` are only those that
matter for casting, paying or targeting (Flash, Convoke, Delve, Improvise, Affinity, Hexproof,
Shroud, Protection from ..., Split second, Changeling); loyalty abilities carry only their loyalty cost (the solver adds
606.3's timing); equip targets "target creature you control" other than the Equipment
(702.6a). The ``text`` of abilities, targets and modes is display only and is not compared.
Triggered abilities, replacement effects on entering (enters tapped, with counters), changes
of power and toughness (the state records their result) and combat restrictions change
nothing about casting.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from castable.model.cards import (
    ARTIFACT,
    NO_MANA,
    ActivatedAbility,
    AlternativeCost,
    CastWindow,
    CostModifier,
    CostPart,
    Division,
    FlashCondition,
    GrantCondition,
    LandTypeEffect,
    LevelBand,
    ManaAbility,
    ManaEffect,
    Mode,
    ModeChoice,
    ObjectFilter,
    OptionalCost,
    PermanentGrant,
    SelfReduction,
    SpellGrant,
    TargetSlot,
    any_color,
    cost,
)
from castable.model.permgrants import CHOSEN_PROTECTION


@dataclass(frozen=True)
class Understood:
    """The card must be read, with exactly these casting-relevant fields."""

    keywords: frozenset[str] = frozenset()
    abilities: tuple[ManaAbility | ActivatedAbility, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    division: Division | None = None
    modes: ModeChoice | None = None
    additional: tuple[CostPart, ...] = ()
    alternative: tuple[AlternativeCost, ...] = ()
    optional: tuple[OptionalCost, ...] = ()
    modifiers: tuple[CostModifier, ...] = ()
    reductions: tuple[SelfReduction, ...] = ()
    #: the spell's own cost by its targets ("costs {2} more to cast if it targets a Dragon", 601.2f)
    target_costs: tuple[CostModifier, ...] = ()
    per_extra_target: int = 0
    #: colored Strive's colored symbols per target beyond the first (601.2f; alt13b)
    per_extra_target_colors: tuple[str, ...] = ()
    #: "If you control a commander as you cast this spell, you may choose both." (700.2; alt13b)
    commander_both: bool = False
    #: "Choose one. If <delirium / descend 8>, choose one or more instead." (700.2; spell13)
    more_modes_if: str | None = None
    #: "Choose one. If this spell's additional cost was paid, choose both instead." (spell13)
    all_modes_if_paid: str | None = None
    tap_triggers: tuple[str, ...] = ()
    #: the card's colors when not those of its mana cost (color indicator, Devoid)
    colors: frozenset[str] | None = None
    #: mana abilities granted to the lands its controller controls (613.1f)
    land_grants: tuple[ManaAbility, ...] = ()
    #: keywords granted to the spells its controller casts (granted12)
    spell_grants: tuple[SpellGrant, ...] = ()
    #: abilities it has only at some level, Class level or charge count (711, 716, 702.184)
    bands: tuple[LevelBand, ...] = ()
    station_creature_at: int | None = None
    #: triggered mana abilities and replacement effects on mana (605.1b, 614)
    mana_effects: tuple[ManaEffect, ...] = ()
    #: abilities and keywords granted to other permanents (113.1a, 613.1f; grants13)
    permanent_grants: tuple[PermanentGrant, ...] = ()
    #: static abilities changing land types (305.7, 613.1d)
    land_types: tuple[LandTypeEffect, ...] = ()
    #: Celestial Dawn: its controller's objects' color (613.1e), white mana spent as any color
    paints_own: frozenset[str] | None = None
    white_as_any: bool = False
    #: "Cast this spell only during combat." (601.3; cost13)
    window: CastWindow | None = None
    #: "You may cast ~ as though it had flash." (601.3; cost13)
    flash: bool = False
    #: Leyline of the Guildpact: ``paints_own`` on permanents only
    paints_permanents_only: bool = False
    #: "You have hexproof." (702.11b; quick13b): keywords it gives its controller
    player_keywords: frozenset[str] = frozenset()
    #: "You may play an additional land on each of your turns." (305.2; quick13): its
    #: controller's, and every player's ("Each player may ...")
    extra_land_plays: int = 0
    extra_land_plays_each: int = 0
    #: the Theros Gods: "isn't a creature" while the devotion to these colors is below N (static13b)
    devotion_creature: tuple[frozenset[str], int] | None = None
    #: "Each player can't cast more than one spell each turn." (601.3; perm13): (who, when) each
    prohibitions: tuple[tuple[str, str], ...] = ()
    #: "You may cast this spell as though it had flash if you pay {2} more to cast it." (perm13)
    flash_tax: int = 0
    #: "... you may cast this spell as though it had flash" under a condition (perm13)
    flash_if: FlashCondition | None = None


@dataclass(frozen=True)
class Refused:
    """The card must be refused (``unsupported``), naming one of ``lines`` (the first is the
    first line in text order the engine can't express)."""

    lines: tuple[str, ...] = field(default=())


Expectation = Understood | Refused


def ok(*, keywords: set[str] | None = None, colors: set[str] | None = None, **kw: Any) -> Understood:
    fields = {k: tuple(v) if isinstance(v, list) else v for k, v in kw.items()}
    return Understood(keywords=frozenset(keywords or ()), colors=None if colors is None else frozenset(colors), **fields)


def no(*lines: str) -> Refused:
    return Refused(lines)


def F(*, types: Iterable[str] = (), subtypes: Iterable[str] = (), colors: str = "", non_types: Iterable[str] = (),
      non_colors: str = "", supertypes: Iterable[str] = (), non_supertypes: Iterable[str] = (), **kw: Any) -> ObjectFilter:
    """An ObjectFilter written tersely: sets of words, colors as letters."""
    sets = {k: frozenset(kw.pop(k)) for k in ("keywords", "non_keywords") if k in kw}
    return ObjectFilter(types=frozenset(types), subtypes=frozenset(subtypes), colors=frozenset(colors),
                        non_types=frozenset(non_types), non_colors=frozenset(non_colors),
                        supertypes=frozenset(supertypes), non_supertypes=frozenset(non_supertypes), **sets, **kw)


ANY_T = TargetSlot("any")
CR_T = TargetSlot("creature")
PLAYER_T = TargetSlot("player")
SPELL_T = TargetSlot("spell")


def surge(mana: str) -> AlternativeCost:
    """702.117a: the surge cost, if its caster cast another spell this turn (118.9)."""
    return AlternativeCost("surge", cost(mana), own_spells=1)


def casualty(n: int) -> OptionalCost:
    """702.153a: you may sacrifice a creature with power N or greater as you cast it (118.8b)."""
    return OptionalCost("casualty", parts=(CostPart("sacrifice", 1, F(types={"Creature"}, min_power=n)),))


#: alt13: 702.140a mutate: the mutate cost rather than the mana cost, then a target non-Human
#: creature with the same owner (its caster, 400.3), whoever controls it (108.3)
MUT_T = TargetSlot("permanent", F(types={"Creature"}, non_subtypes={"Human"}, owner="you"), requires="mutate")
#: 702.113a awaken: the awaken cost rather than the mana cost, then also target land you control
AWK_T = TargetSlot("permanent", F(types={"Land"}, controller="you"), requires="awaken")
#: 702.125a undaunted: {1} less for each opponent (601.2f)
UNDAUNTED = SelfReduction(ObjectFilter(), True, measure="opponents")
#: 205.4e: a legendary instant or sorcery needs a legendary creature or planeswalker of its caster
LEGENDARY_W = CastWindow(control=F(types={"Creature", "Planeswalker"}, supertypes={"Legendary"}, controller="you"))


def mutate(mana: str) -> AlternativeCost:
    return AlternativeCost("mutate", cost(mana))


def awaken(mana: str) -> AlternativeCost:
    return AlternativeCost("awaken", cost(mana))


def spectacle(mana: str) -> AlternativeCost:
    """702.137a: the spectacle cost, if an opponent lost life this turn (118.9)."""
    return AlternativeCost("spectacle", cost(mana), opponent_lost_life=True)


#: "Other creatures you control have haste." (302.6, 613.1f)
OTHERS_HASTE = PermanentGrant("yours", ObjectFilter(types=frozenset({"Creature"})), True, keywords=frozenset({"Haste"}))


def crt(**kw: Any) -> TargetSlot:
    """"target <adjectives> creature [you control]"."""
    return TargetSlot("creature", F(**kw))


def perm(*types: str, count: int = 1, min_count: int | None = None, **kw: Any) -> TargetSlot:
    """"target <type> or <type>" (a permanent of any of ``types``)."""
    return TargetSlot("permanent", F(types=set(types), **kw), count=count, min_count=min_count)


def add(*alternatives: str, **kw: Any) -> ManaAbility:
    """A mana ability: each argument is one alternative, its letters the mana it adds
    (``add("W", "U")``: {W} or {U}; ``add("WU")``: {W}{U})."""
    return ManaAbility(tuple(tuple(a) for a in alternatives), **kw)


ANY_COLOR = ManaAbility(any_color())


def act(mana: str | None = None, **kw: Any) -> ActivatedAbility:
    return ActivatedAbility("", mana=cost(mana) if mana else NO_MANA, **kw)


def SAC(f: ObjectFilter, n: int = 1) -> CostPart:
    """act13a: "Sacrifice a / N <noun>" in an ability's cost."""
    return CostPart("sacrifice", n, f)


def RET(f: ObjectFilter, n: int = 1) -> CostPart:
    """act13a: "Return a / N <noun> you control to its / their owner's hand" in an ability's cost."""
    return CostPart("return_to_hand", n, f)


#: mana13: "two mana of any one color" / "two mana in any combination of colors" (106.1a)
M13_SAME2 = tuple((c, c) for c in "WUBRG")
M13_COMBO2 = tuple(itertools.combinations_with_replacement("WUBRG", 2))


#: lifemana13: the horizon lands' "{1}, {T}, Sacrifice <this>: Draw a card."
HORIZON_DRAW = act("{1}", tap=True, sacrifice_self=True)


def desert(mana: str, *targets: TargetSlot, sorcery: bool = False) -> ActivatedAbility:
    """The Amonkhet deserts' "<mana>, {T}, Sacrifice a Desert: ..." (itself included)."""
    return act(mana, tap=True, parts=(CostPart("sacrifice", 1, F(subtypes={"Desert"})),), targets=targets,
               sorcery_speed=sorcery)


#: 702.184a "Station": tap another untapped creature you control, as a sorcery
#: 702.49a, sneak: "return an unblocked attacker you control to hand" (509.1h)
UNBLOCKED = CostPart("return_unblocked", 1, ObjectFilter(types=frozenset({"Creature"}), controller="you", combat="unblocked"))
STATION = ActivatedAbility("", parts=(CostPart("tap_untapped", 1, ObjectFilter(types=frozenset({"Creature"})), another=True),),
                           sorcery_speed=True)


#: 702.174a: a gift is promised (or not) as the spell is cast, to an opponent, paying nothing
GIFT = OptionalCost("gift", needs_opponent=True)
#: 702.166a bargain: "you may sacrifice an artifact, enchantment, or token as you cast this spell"
BARGAIN = OptionalCost("bargain", parts=(CostPart("sacrifice", 1, F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}),
                                                                             F(token=True)))),))

#: blight 1 as an optional additional cost (one creature you control takes a -1/-1 counter)
BLIGHT1 = OptionalCost("blight", parts=(CostPart("blight", 1, F(types={"Creature"})),))


# ----- addcost13 -----
def ONE_OF(face: str, *costs: tuple[str, str | None, CostPart | None]) -> list[OptionalCost]:
    """601.2b: "A or B" as an additional cost: each cost (name, mana, part) one of the face's group."""
    return [OptionalCost(name, cost(mana) if mana else NO_MANA, (part,) if part else (), one_of=face)
            for name, mana, part in costs]


def BLIGHT(n: int) -> CostPart:
    return CostPart("blight", n, F(types={"Creature"}))


DISCARD1 = CostPart("discard", 1)


def BEHOLD(subtype: str) -> CostPart:
    return CostPart("behold", 1, F(subtypes={subtype}))


def REVEAL(**kw: Any) -> CostPart:
    return CostPart("reveal", 1, F(**kw))
SAC_CR = CostPart("sacrifice", 1, F(types={"Creature"}))


def loy(n: int, *targets: TargetSlot) -> ActivatedAbility:
    return ActivatedAbility("", loyalty=n, targets=targets)


#: static13c: 613.1f, "Enchanted creature loses all abilities." / "... loses flying."
LOSES_ALL_13C = PermanentGrant("attached", ObjectFilter(types=frozenset({"Creature"})), loses_all=True)
LOSES_FLYING_13C = PermanentGrant("attached", ObjectFilter(types=frozenset({"Creature"})), loses=frozenset({"Flying"}))
#: static13b: "Enchanted creature / permanent ... its activated abilities can't be activated."
_ARREST_CREATURE = PermanentGrant("attached", ObjectFilter(types=frozenset({"Creature"})), forbids="all")
_ARREST_ANY = PermanentGrant("attached", ObjectFilter(), forbids="all")


def _gives(keyword: str, *, kind: str | None = "Creature", keeps_source: bool = False) -> PermanentGrant:
    """static13b: "Enchanted / Equipped creature has <keyword>." to the attached permanent."""
    return PermanentGrant("attached", F(types={kind} if kind else set()), keywords=frozenset({keyword}),
                          keeps_source=keeps_source)

def _yours_have(*keywords: str, types: Iterable[str] = ("Creature",), subtypes: Iterable[str] = (), other: bool = False,
                token: bool | None = None) -> PermanentGrant:
    """grant13c: "[Other] <filter> you control have <keywords>." (613.1f)."""
    return PermanentGrant("yours", F(types=types, subtypes=subtypes, token=token), other, keywords=frozenset(keywords))


def _all_have(*keywords: str) -> PermanentGrant:
    """grant13c: "All creatures have <keywords>." (every controller's creatures)."""
    return PermanentGrant("all", F(types={"Creature"}), keywords=frozenset(keywords))


def _creature_or(subtype: str) -> TargetSlot:
    """"Enchant creature or Vehicle" (303.4a): a creature, or a permanent of ``subtype``."""
    return TargetSlot("permanent", ObjectFilter(any_of=(F(types={"Creature"}), F(subtypes={subtype}))))


def equip(mana: str) -> ActivatedAbility:
    """702.6a: "<cost>: Attach to target creature you control. Activate only as a sorcery.\""""
    return act(mana, sorcery_speed=True, targets=(TargetSlot("creature", F(controller="you"), not_source=True),), equip=True)


def crew(n: int) -> ActivatedAbility:
    return ActivatedAbility("", crew=n)


def MIR(mana: str) -> AlternativeCost:
    """702.94a: the miracle cost, from the hand, while its trigger resolves."""
    return AlternativeCost("miracle", cost(mana), zone="hand", permission="miracle")


def REINF(mana: str) -> ActivatedAbility:
    """702.77a: from the hand, discarding it, any time its controller could cast an instant."""
    return act(mana, discard_self=True, zone="hand", targets=(CR_T,))


def IMP(mana: str) -> AlternativeCost:
    """702.176a: the impending cost, from the hand, rather than the mana cost."""
    return AlternativeCost("impending", cost(mana))


def MAYHEM(mana: str) -> AlternativeCost:
    """702.187a: the mayhem cost, from its owner's graveyard, if it was discarded this turn."""
    return AlternativeCost("mayhem", cost(mana), zone="graveyard", permission="mayhem")


def flashback(mana: str | None, *parts: CostPart) -> AlternativeCost:
    return AlternativeCost("flashback", cost(mana) if mana else NO_MANA, parts, zone="graveyard")


#: 506.1: the combat phase's steps; 509.1: blockers are declared as the declare blockers step begins
COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"})
BEFORE_BLOCKERS = frozenset({"beginning_of_combat", "declare_attackers"})


def window(phases: Iterable[str] | None, turn: Literal["yours", "opponent"] | None = None, *,
           after_spell: bool = False) -> CastWindow:
    """601.3: "Cast this spell only during ..." (text not compared)."""
    return CastWindow(None if phases is None else frozenset(phases), turn, after_spell)


def choose(low: int, high: int, *modes: list[TargetSlot], **kw: Any) -> ModeChoice:
    """"Choose <low..high> —" with one list of target slots per bullet."""
    return ModeChoice(tuple(Mode("", tuple(t)) for t in modes), min_modes=low, max_modes=high, **kw)


def GY(amount: int, *types: str) -> SelfReduction:
    """cost13b: "{N} less to cast for each <types> card in your graveyard"."""
    return SelfReduction(F(types=types), True, measure="graveyard", amount=amount)


def IFCTRL(amount: int, **kw: Any) -> SelfReduction:
    """cost13b: "{N} less to cast if you control a <...>" (once: at most one counts)."""
    return SelfReduction(F(controller="you", **kw), True, measure="field", amount=amount, at_most=1)


def ANOTHER(amount: int) -> SelfReduction:
    """cost13b: "{N} less to cast if you've cast another spell this turn"."""
    return SelfReduction(ObjectFilter(), True, measure="spells_cast", amount=amount, at_most=1)


#: alt13b: "any number of target creatures" (0 or more, 115.1)
ANY_NUMBER_CR = TargetSlot("creature", unlimited=True, min_count=0)
#: "permanent card" (110.4a: a land card is one)
SPELL13_PERMANENT = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
#: alt13b: "If you control a commander, you may cast this spell without paying its mana cost." (118.9)
CMDR = AlternativeCost("commander", needs_commander=True)

#: cost13b: "{1} less to cast for each creature in your party" (700.8)
PARTY = SelfReduction(ObjectFilter(), True, measure="party")
#: "creatures you control" ("you" = the caster)
CREATURES_YOU = ObjectFilter(types=frozenset({"Creature"}), controller="you")


def XRED(measure: str, counted: ObjectFilter) -> SelfReduction:
    """"This spell costs {X} less to cast, where X is <measure> of <counted>" (std13e)."""
    return SelfReduction(counted, True, measure=measure)  # type: ignore[arg-type]


#: What the engine must understand of each sample card, written by hand from its Oracle text
#: and the Comprehensive Rules. ``ok(...)`` lists every casting-relevant field (anything left
#: out must be empty); ``no(line, ...)`` names the line(s) the engine can't express exactly,
#: the first of which (in text order) the reader must name.
#: act13b: "Activate only during your upkeep." (602.5); "Sacrifice a creature" as an ability's cost
W_UPKEEP = CastWindow(frozenset({"upkeep"}), "yours")
SAC_CR = CostPart("sacrifice", 1, F(types={"Creature"}))
#: std13f: earthbend's one target (its reminder text's "target land you control", 601.2c)
EARTH_T = TargetSlot("permanent", F(types={"Land"}, controller="you"))


def PILOT(mana: str) -> ActivatedAbility:
    """std13f: the Pilot-token lands' "<mana>, {T}, Sacrifice this land: Create a ... token with
    \"...\" Activate only as a sorcery." """
    return act(mana, tap=True, sacrifice_self=True, sorcery_speed=True)


EXPECTED: dict[str, Expectation] = {
    # ===== creatures: vanilla ====================================================================
    "Hill Giant": ok(), "Gray Ogre": ok(), "Craw Wurm": ok(), "Balduvian Bears": ok(), "Eager Cadet": ok(),
    "Alpha Tyrranax": ok(), "Bronze Sable": ok(), "Fugitive Wizard": ok(), "Goblin Piker": ok(), "Axebane Stag": ok(),
    # ===== creatures: keywords only (702.x); only casting/targeting keywords are compared =========
    "Typhoid Rats": ok(), "Giant Spider": ok(), "Serra Angel": ok(), "Ornithopter": ok(),
    "White Knight": ok(keywords={"Protection from black"}),  # 702.16
    "Black Knight": ok(keywords={"Protection from white"}),
    "Slippery Bogle": ok(keywords={"Hexproof"}),  # 702.11
    "Ambush Viper": ok(keywords={"Flash"}),  # 702.8
    "Pestermite": ok(keywords={"Flash"}),  # the enters trigger's target is no casting target
    "Siege Wurm": ok(keywords={"Convoke"}),  # 702.51
    "Gurmag Angler": ok(keywords={"Delve"}),  # 702.66
    "Myr Enforcer": ok(keywords={"Affinity for artifacts"}, reductions=[SelfReduction(ARTIFACT, yours_only=True)]),
    "Goblin Guide": ok(), "Monastery Swiftspear": ok(),
    # combat restriction (509): nothing about casting
    "Brazen Borrower": ok(keywords={"Flash"}),
    # ===== creatures: triggered abilities (603) change nothing about casting =====================
    "Flametongue Kavu": ok(), "Man-o'-War": ok(), "Wall of Omens": ok(), "Ravenous Chupacabra": ok(),
    "Solemn Simulacrum": ok(), "Gravedigger": ok(), "Kor Skyfisher": ok(), "Elvish Visionary": ok(),
    "Thragtusk": ok(), "Dark Confidant": ok(), "Bonecrusher Giant": ok(), "Delver of Secrets": ok(),
    "Murderous Rider": ok(),
    "Snapcaster Mage": ok(keywords={"Flash"}),
    # "When you cast this spell" triggers after casting (601.2i); X counters: a replacement on entering
    "Hydroid Krasis": ok(), "Endless One": ok(),
    # ===== creatures: mana abilities (605) ========================================================
    "Llanowar Elves": ok(abilities=[add("G")]), "Fyndhorn Elves": ok(abilities=[add("G")]),
    "Avacyn's Pilgrim": ok(abilities=[add("W")]), "Utopia Tree": ok(abilities=[ANY_COLOR]),
    "Noble Hierarch": ok(abilities=[add("G", "W", "U")]),
    "Sylvan Caryatid": ok(keywords={"Hexproof"}, abilities=[ANY_COLOR]),
    "Manakin": ok(abilities=[add("C")]), "Palladium Myr": ok(abilities=[add("CC")]),
    # the lord's +1/+1 is a P/T change (613.4c: the state records the result), as the built-in library
    "Elvish Archdruid": ok(abilities=[add("G", per="elf_you_control")]),
    "Incubation Druid": no("{T}: Add one mana of any type that a land you control could produce. If Incubation "
                           "Druid has a +1/+1 counter on it, add three mana of that type instead."),
    # 305.6: a land creature with the Forest type; green by its color indicator (202.2e)
    "Dryad Arbor": ok(abilities=[add("G")], colors={"G"}),
    # ===== creatures: activated abilities (602) ===================================================
    "Shivan Dragon": ok(abilities=[act("{R}")]),
    "Frozen Shade": ok(abilities=[act("{B}")]),
    "Royal Assassin": ok(abilities=[act(tap=True, targets=(crt(tapped=True),))]),
    "Prodigal Sorcerer": ok(abilities=[act(tap=True, targets=(ANY_T,))]),
    "Sakura-Tribe Elder": ok(abilities=[act(sacrifice_self=True)]),
    "Merfolk Looter": ok(abilities=[act(tap=True)]),
    "Fauna Shaman": ok(abilities=[act("{G}", tap=True, parts=(CostPart("discard", 1, F(types={"Creature"})),))]),
    "Visara the Dreadful": ok(abilities=[act(tap=True, targets=(CR_T,))]),
    "Troll Ascetic": ok(keywords={"Hexproof"}, abilities=[act("{1}{G}")]),
    # 118.3: the second ability's cost removes one of its +1/+1 counters (issue 12)
    "Walking Ballista": ok(abilities=[act("{4}"), act(remove_counters="+1/+1", remove_amount=1, targets=(ANY_T,))]),
    "Street Wraith": ok(abilities=[act(parts=(CostPart("pay_life", 2),), discard_self=True, zone="hand")]),  # 702.29a
    # 702.29e typecycling: "{2}, Discard this card" from the hand
    "Sojourner's Companion": ok(keywords={"Affinity for artifacts"}, reductions=[SelfReduction(ARTIFACT, yours_only=True)],
                                abilities=[act("{2}", discard_self=True, zone="hand")]),
    # 604.3 characteristic-defining ability: the state records its power and toughness
    "Tarmogoyf": ok(),
    # ===== creatures: alternative and optional costs ============================================
    "Mulldrifter": ok(alternative=[AlternativeCost("evoke", cost("{2}{U}"))]),  # 702.74a
    "Solitude": ok(keywords={"Flash"}, alternative=[AlternativeCost("evoke", parts=(
        CostPart("exile_from_hand", 1, F(colors="W")),))]),
    "Goblin Bushwhacker": ok(optional=[OptionalCost("kicker", cost("{R}"))]),  # 702.33
    "Joraga Warcaller": ok(optional=[OptionalCost("multikicker", cost("{1}{G}"), repeatable=True)]),
    "Tolarian Terror": ok(keywords=set(), reductions=[GY(1, "Instant", "Sorcery")]),  # cost13b; ward: no casting field
    # ===== creatures and permanents changing costs (601.2f) =====================================
    "Thalia, Guardian of Thraben": ok(modifiers=[CostModifier("increase", 1, F(non_types={"Creature"}), "all")]),
    "Archmage of Runes": ok(modifiers=[CostModifier("reduce", 1, F(types={"Instant", "Sorcery"}), "you")]),
    "Mocking Sprite": ok(modifiers=[CostModifier("reduce", 1, F(types={"Instant", "Sorcery"}), "you")]),
    # "Kithkin spells and Soldier spells": a spell with either subtype
    "Ballyrush Banneret": ok(modifiers=[CostModifier("reduce", 1, F(subtypes={"Kithkin", "Soldier"}), "you")]),
    # cost13f: a reduction of its controller's spells while another player is the active player (flying)
    "Geyser Drake": ok(modifiers=[CostModifier("reduce", 1, scope="you", off_turn_only=True)]),
    "Grand Arbiter Augustin IV": ok(modifiers=[CostModifier("reduce", 1, F(colors="W"), "you"),
                                               CostModifier("reduce", 1, F(colors="U"), "you"),
                                               CostModifier("increase", 1, scope="opponents")]),
    "Lodestone Golem": ok(modifiers=[CostModifier("increase", 1, F(non_types={"Artifact"}), "all")]),
    "Thorn of Amethyst": ok(modifiers=[CostModifier("increase", 1, F(non_types={"Creature"}), "all")]),
    "Sphere of Resistance": ok(modifiers=[CostModifier("increase", 1)]),
    "Helm of Awakening": ok(modifiers=[CostModifier("reduce", 1)]),
    "Sapphire Medallion": ok(modifiers=[CostModifier("reduce", 1, F(colors="U"), "you")]),
    # the -1/-1 is a P/T change
    "Heartless Summoning": ok(modifiers=[CostModifier("reduce", 2, F(types={"Creature"}), "you")]),
    "Aura of Silence": ok(modifiers=[CostModifier("increase", 2, F(types={"Artifact", "Enchantment"}), "opponents")],
                          abilities=[act(sacrifice_self=True, targets=(perm("Artifact", "Enchantment"),))]),
    # historic (700.6) = artifact OR legendary OR Saga: no ObjectFilter says that any-of
    "Jhoira's Familiar": no("Historic spells you cast cost {1} less to cast."),
    # the chosen type is not something a CostModifier can name
    "Cloud Key": no("Spells you cast of the chosen type cost {1} less to cast.",
                    "As Cloud Key enters the battlefield, choose artifact, creature, enchantment, instant, or sorcery."),
    # haste decides {T} abilities (302.6): applied to the Goblins its controller controls (grants13)
    "Goblin Warchief": ok(modifiers=[CostModifier("reduce", 1, F(subtypes={"Goblin"}), "you")],
                          permanent_grants=[PermanentGrant("yours", F(subtypes={"Goblin"}), keywords=frozenset({"Haste"}))]),
    "Defense Grid": ok(modifiers=[CostModifier("increase", 3, off_turn_only=True)]),  # issue 12
    # ===== permanents forbidding or changing casting, mana, types: not expressible ============
    "Teferi, Time Raveler": no("Each opponent can cast spells only any time they could cast a sorcery."),
    "Grafdigger's Cage": no("Creature cards in graveyards and libraries can't enter the battlefield.",
                            "Players can't cast spells from graveyards or libraries."),
    "Drannith Magistrate": no("Your opponents can't cast spells from anywhere other than their hands."),
    # 305.7, 613.1d: land types set or added (dawn12), applied by castable.model.landtypes
    "Blood Moon": ok(land_types=(LandTypeEffect("Nonbasic lands are Mountains.", "nonbasic", ("Mountain",)),)),
    "Urborg, Tomb of Yawgmoth": ok(land_types=(LandTypeEffect(
        "Each land is a Swamp in addition to its other land types.", "all", ("Swamp",), add=True),)),
    "Spreading Seas": ok(targets=[perm("Land")], land_types=(LandTypeEffect(
        "Enchanted land is an Island.", "enchanted", ("Island",)),)),
    "Lush Growth": ok(targets=[perm("Land")], land_types=(LandTypeEffect(
        "Enchanted land is a Mountain, Forest, and Plains.", "enchanted", ("Plains", "Mountain", "Forest")),)),
    "Prismatic Omen": ok(land_types=(LandTypeEffect(
        "Lands you control are every basic land type in addition to their other types.", "you",
        ("Plains", "Island", "Swamp", "Mountain", "Forest"), add=True),)),
    "Phantasmal Terrain": ok(targets=[perm("Land")], land_types=(LandTypeEffect(
        "Enchanted land is the chosen type.", "enchanted", (), chosen=True),)),
    "Celestial Dawn": ok(land_types=(LandTypeEffect("Lands you control are Plains.", "you", ("Plains",)),),
                         paints_own=frozenset({"W"}), white_as_any=True),
    # 611.3a: only while it has a conqueror counter; "Nonbasic lands enter tapped." changes nothing now
    "Zhao, the Moon Slayer": ok(abilities=[act("{7}")], land_types=(LandTypeEffect(
        "Nonbasic lands are Mountains.", "nonbasic", ("Mountain",), while_counter="conqueror"),)),
    # 613.1e: its nonland permanents only (not spells or cards); 103.6's opening-hand line changes nothing now
    "Leyline of the Guildpact": ok(land_types=(LandTypeEffect(
        "Lands you control are every basic land type in addition to their other types.", "you",
        ("Plains", "Island", "Swamp", "Mountain", "Forest"), add=True),), paints_own=frozenset("WUBRG"),
        paints_permanents_only=True),
    # 305.7: every land is also an Island; the lord's +1/+1 is the state's (grant14)
    "Khod, Etlan Shiis Envoy": ok(land_types=(LandTypeEffect("All lands are Islands in addition to their other types.",
                                                             "all", ("Island",), add=True),)),
    "Null Rod": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact"}), forbids="all")]),  # perm13: 602.5
    # 613.1f: the quoted ability is granted to the lands its controller controls
    "Chromatic Lantern": ok(abilities=[ANY_COLOR], land_grants=(ANY_COLOR,)),
    # ===== granted12: keywords granted to spells (702.51a, 702.126a, 702.66a, 702.119a); a target
    # restriction at 601.2c only; "another" / "a third" target creature (115.3: differ by the word)
    "Chief Engineer": ok(spell_grants=[SpellGrant(F(types={"Artifact"}), "Convoke")]),
    "Inspiring Statuary": ok(spell_grants=[SpellGrant(F(non_types={"Artifact"}), "Improvise")]),
    "Teval, Arbiter of Virtue": ok(spell_grants=[SpellGrant(F(), "Delve")]),
    "Herigast, Erupting Nullkite": ok(alternative=[AlternativeCost("emerge", cost("{6}{R}{R}"), (
        CostPart("sacrifice", 1, F(types={"Creature"})),), emerge=True)], spell_grants=[SpellGrant(F(types={"Creature"}), "Emerge")]),
    "Dream Leash": ok(targets=[TargetSlot("permanent", F(tapped=True))]),
    "Enthralling Hold": ok(targets=[TargetSlot("creature", F(tapped=True))]),
    "Incremental Growth": ok(targets=[CR_T, TargetSlot("creature", different_from=(0,)),
                                      TargetSlot("creature", different_from=(0, 1))]),
    "Pithing Needle": no("Activated abilities of sources with the chosen name can't be activated unless they're mana "
                         "abilities.", "As Pithing Needle enters the battlefield, choose a card name."),
    "Bitterblossom": ok(), "Phyrexian Arena": ok(), "Oblivion Ring": ok(), "Journey to Nowhere": ok(),
    # ===== instants and sorceries: targets (115, 601.2c) =========================================
    "Lightning Strike": ok(targets=[ANY_T]), "Searing Spear": ok(targets=[ANY_T]),
    "Lava Spike": ok(targets=[TargetSlot("player_or_planeswalker")]),
    "Blaze": ok(targets=[ANY_T]),
    "Go for the Throat": ok(targets=[crt(non_types={"Artifact"})]),
    "Murder": ok(targets=[CR_T]),
    "Terror": ok(targets=[crt(non_types={"Artifact"}, non_colors="B")]),
    "Cast Down": ok(targets=[crt(non_supertypes={"Legendary"})]),
    "Disfigure": ok(targets=[CR_T]), "Giant Growth": ok(targets=[CR_T]), "Vapor Snag": ok(targets=[CR_T]),
    "Path to Exile": ok(targets=[CR_T]),
    # the mana value is checked on resolution (608.2b), not when choosing the target
    "Fatal Push": ok(targets=[CR_T]),
    "Swift End": ok(targets=[perm("Creature", "Planeswalker")]),
    "Petty Theft": ok(targets=[perm(non_types={"Land"}, controller="opponent")]),
    "Stomp": ok(targets=[ANY_T]),
    "Spikefield Hazard": ok(targets=[ANY_T]),
    "Essence Scatter": ok(targets=[TargetSlot("spell", F(types={"Creature"}))]),
    "Remove Soul": ok(targets=[TargetSlot("spell", F(types={"Creature"}))]),
    "Mana Tithe": ok(targets=[SPELL_T]),
    "Spell Pierce": ok(targets=[TargetSlot("spell", F(non_types={"Creature"}))]),
    "Sign in Blood": ok(targets=[PLAYER_T]), "Stroke of Genius": ok(targets=[PLAYER_T]),
    "Thoughtseize": ok(targets=[PLAYER_T]), "Hymn to Tourach": ok(targets=[PLAYER_T]),
    "Duress": ok(targets=[TargetSlot("opponent")]),
    "Frost Breath": ok(targets=[TargetSlot("creature", count=2, min_count=0)]),  # 115.6 "up to"
    "Claim": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you", max_mana_value=2))]),
    "Fire": ok(targets=[TargetSlot("any", count=2, min_count=1)], division=Division(0, 2)),  # 601.2d
    "Ice": ok(targets=[TargetSlot("permanent")]),
    "Pyrotechnics": ok(targets=[TargetSlot("any", unlimited=True, min_count=0)], division=Division(0, 4)),
    # copying happens on resolution; casting it needs only "any target"
    "Chain Lightning": ok(targets=[ANY_T]),
    # whether it can be countered is no casting rule
    "Banefire": ok(targets=[ANY_T]),
    "Vines of Vastwood": ok(targets=[CR_T], optional=[OptionalCost("kicker", cost("{G}"))]),
    # a filter on the X announced (601.2b before 601.2c; target13b)
    "Repeal": ok(targets=[TargetSlot("permanent", F(non_types={"Land"}, mana_value_x="eq"))]),
    "Commit": no("Put target spell or nonland permanent into its owner's library second from the top."),
    "Fight with Fire": no("Fight with Fire deals 5 damage to target creature. If this spell was kicked, it deals 10 "
                          "damage divided as you choose among any number of targets instead."),
    # ===== instants and sorceries: no targets ====================================================
    "Mind Spring": ok(), "Ponder": ok(), "Brainstorm": ok(), "Preordain": ok(), "Explore": ok(),
    "Rampant Growth": ok(), "Cultivate": ok(), "Wrath of God": ok(), "Damnation": ok(), "Sphinx's Revelation": ok(),
    "Genesis Wave": ok(), "Emeria's Call": ok(),
    # ===== additional costs (601.2b, 118.8) =======================================================
    "Collateral Damage": ok(additional=[CostPart("sacrifice", 1, F(types={"Creature"}))], targets=[ANY_T]),
    "Tormenting Voice": ok(additional=[CostPart("discard", 1)]),
    "Cathartic Reunion": ok(additional=[CostPart("discard", 2)]),
    "Deadly Dispute": ok(additional=[CostPart("sacrifice", 1, F(types={"Artifact", "Creature"}))]),
    "Bankrupt in Blood": ok(additional=[CostPart("sacrifice", 2, F(types={"Creature"}))]),
    "Goblin Grenade": ok(additional=[CostPart("sacrifice", 1, F(subtypes={"Goblin"}))], targets=[ANY_T]),
    "Lightning Axe": ok(targets=[CR_T], optional=ONE_OF("Lightning Axe", ("discard a card", None, DISCARD1),
                                                       ("pay {5}", "{5}", None))),  # a choice of costs (addcost13)
    "Consume Spirit": no("Spend only black mana on X."),  # 107.3 restriction on X: not modeled
    # ===== alternative costs (118.9) ===============================================================
    "Daze": no("You may return an Island you control to its owner's hand rather than pay this spell's mana cost."),
    "Gush": no("You may return two Islands you control to their owner's hand rather than pay this spell's mana cost."),
    "Force of Negation": no("If it's not your turn, you may exile a blue card from your hand rather than pay this "
                            "spell's mana cost."),
    "Pyrokinesis": ok(alternative=[AlternativeCost("Pyrokinesis", parts=(CostPart("exile_from_hand", 1, F(colors="R")),))],
                      targets=[TargetSlot("creature", unlimited=True, min_count=0)], division=Division(0, 4)),
    "Mizzium Mortars": ok(targets=[crt(controller="opponent")],
                          alternative=[AlternativeCost("overload", cost("{3}{R}{R}{R}"), overload=True)]),  # 702.96
    "Cyclonic Rift": ok(targets=[perm(non_types={"Land"}, controller="opponent")],
                        alternative=[AlternativeCost("overload", cost("{6}{U}"), overload=True)]),
    # ===== kicker, buyback (702.33, 702.27) ========================================================
    "Into the Roil": ok(targets=[perm(non_types={"Land"})], optional=[OptionalCost("kicker", cost("{1}{U}"))]),
    "Capsize": ok(targets=[TargetSlot("permanent")], optional=[OptionalCost("buyback", cost("{3}"))]),
    # ===== flashback (702.34): an alternative cost from the graveyard ==========================
    "Think Twice": ok(alternative=[flashback("{2}{U}")]),
    # costs12c: "pay X life" (601.2b: X announced, 119.4), "Discard X cards" in a flashback cost,
    # two kickers (702.33d: each paid once or not, named by their mana)
    "Toxic Deluge": ok(additional=[CostPart("pay_life", 1, per_x=True)]),
    "Conflagrate": ok(alternative=[flashback("{R}{R}", CostPart("discard", 1, per_x=True))],
                      targets=[TargetSlot("any", unlimited=True, min_count=0)], division=Division(0, x=True)),
    "Sunscape Battlemage": ok(optional=[OptionalCost("kicker {1}{G}", cost("{1}{G}")),
                                        OptionalCost("kicker {2}{U}", cost("{2}{U}"))]),
    "Faithless Looting": ok(alternative=[flashback("{2}{R}")]),
    "Firebolt": ok(targets=[ANY_T], alternative=[flashback("{4}{R}")]),
    "Deep Analysis": ok(targets=[PLAYER_T], alternative=[flashback("{1}{U}", CostPart("pay_life", 3))]),
    "Unburial Rites": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))],
                         alternative=[flashback("{3}{W}")]),
    "Lava Dart": ok(targets=[ANY_T], alternative=[flashback(None, CostPart("sacrifice", 1, F(subtypes={"Mountain"})))]),
    # ===== convoke, delve, improvise, cycling =====================================================
    "Dig Through Time": ok(keywords={"Delve"}),
    "Become Immense": ok(keywords={"Delve"}, targets=[CR_T]),
    "Metallic Rebuke": ok(keywords={"Improvise"}, targets=[SPELL_T]),
    "Censor": ok(targets=[SPELL_T], abilities=[act("{U}", discard_self=True, zone="hand")]),
    # ===== keywords that cast another way or forbid things: not modeled ========================
    # 702.62a: cast from exile without paying its mana cost as its last time counter's trigger resolves
    "Ancestral Vision": ok(colors={"U"}, targets=[PLAYER_T],
                           alternative=[AlternativeCost("suspend", zone="exile", permission="suspend")]),
    # split second (702.61a): the engine forbids casting and non-mana activations while it is on the stack
    "Angel's Grace": ok(keywords={"Split second"}),
    # 702.127a (permits13b): an aftermath half is cast from a graveyard for its own mana cost only
    "Fame": ok(keywords={"Aftermath"}, targets=[CR_T], alternative=[AlternativeCost("aftermath", cost("{1}{R}"), zone="graveyard")]),
    "Memory": ok(keywords={"Aftermath"}, alternative=[AlternativeCost("aftermath", cost("{4}{U}{U}"), zone="graveyard")]),
    # ===== modes (700.2) ===========================================================================
    "Izzet Charm": ok(modes=choose(1, 1, [TargetSlot("spell", F(non_types={"Creature"}))], [CR_T], [])),
    "Dromoka's Command": ok(modes=choose(2, 2, [TargetSlot("spell", F(types={"Instant", "Sorcery"}))], [PLAYER_T],
                                         [CR_T], [crt(controller="you"), crt(controller="opponent")])),
    "Azorius Charm": ok(modes=choose(1, 1, [], [], [crt(combat="attacking_or_blocking")])),
    "Archmage's Charm": ok(modes=choose(1, 1, [SPELL_T], [PLAYER_T], [perm(non_types={"Land"}, max_mana_value=1)])),
    "Atarka's Command": ok(modes=choose(2, 2, [], [], [], [])),
    "Funeral Charm": ok(modes=choose(1, 1, [PLAYER_T], [CR_T], [CR_T])),
    "Prismari Command": ok(modes=choose(2, 2, [ANY_T], [PLAYER_T], [PLAYER_T], [perm("Artifact")])),
    # escalate (702.120) paid by discarding a card per extra mode
    "Collective Brutality": ok(modes=choose(1, 3, [TargetSlot("opponent")], [CR_T], [TargetSlot("opponent")],
                                            escalate_parts=(CostPart("discard", 1),))),
    "Drown in the Loch": no("• Counter target spell with mana value less than or equal to the number of cards in its "
                            "controller's graveyard."),
    # ===== lands ===================================================================================
    "Forest": ok(abilities=[add("G")]), "Snow-Covered Swamp": ok(abilities=[add("B")]),
    "Wastes": ok(abilities=[add("C")]),
    # dual lands: 305.6, in W U B R G order
    "Overgrown Tomb": ok(abilities=[add("B"), add("G")]), "Hallowed Fountain": ok(abilities=[add("W"), add("U")]),
    "Tundra": ok(abilities=[add("W"), add("U")]), "Savannah": ok(abilities=[add("W"), add("G")]),
    # pain lands: the damage is part of the effect, not a cost (ManaAbility.damage)
    "Caves of Koilos": ok(abilities=[add("C"), add("W", "B", damage=1)]),
    "Llanowar Wastes": ok(abilities=[add("C"), add("B", "G", damage=1)]),
    "Sulfurous Springs": ok(abilities=[add("C"), add("B", "R", damage=1)]),
    "Karplusan Forest": ok(abilities=[add("C"), add("R", "G", damage=1)]),
    "Battlefield Forge": ok(abilities=[add("C"), add("R", "W", damage=1)]),
    "Shivan Reef": ok(abilities=[add("C"), add("U", "R", damage=1)]),
    # filter lands
    "Graven Cairns": ok(abilities=[add("C"), add("BB", "BR", "RR", mana_cost=cost("{B/R}"))]),
    "Mystic Gate": ok(abilities=[add("C"), add("WW", "WU", "UU", mana_cost=cost("{W/U}"))]),
    "Sunken Ruins": ok(abilities=[add("C"), add("UU", "UB", "BB", mana_cost=cost("{U/B}"))]),
    "Rugged Prairie": ok(abilities=[add("C"), add("RR", "RW", "WW", mana_cost=cost("{R/W}"))]),
    # entering tapped is a replacement effect on entering (614.1c), nothing about paying
    "Azorius Guildgate": ok(abilities=[add("W", "U")]),
    "Thornwood Falls": ok(abilities=[add("G", "U")]), "Scoured Barrens": ok(abilities=[add("W", "B")]),
    "Tranquil Cove": ok(abilities=[add("W", "U")]), "Temple of Malice": ok(abilities=[add("B", "R")]),
    "Jungle Shrine": ok(abilities=[add("R", "G", "W")]), "Arcane Sanctum": ok(abilities=[add("W", "U", "B")]),
    "Crumbling Necropolis": ok(abilities=[add("U", "B", "R")]),
    "Spikefield Cave": ok(abilities=[add("R")]),
    "Selesnya Sanctuary": ok(abilities=[add("GW")]), "Dimir Aqueduct": ok(abilities=[add("UB")]),
    "Boros Garrison": ok(abilities=[add("RW")]),
    "Glacial Fortress": ok(abilities=[add("W", "U")]),  # "enters tapped unless ...": still only entering
    "Emeria, Shattered Skyclave": ok(abilities=[add("W")]),  # pay 3 life or enter tapped, as a shock land
    "Radiant Fountain": ok(abilities=[add("C")]),
    "Evolving Wilds": ok(abilities=[act(tap=True, sacrifice_self=True)]),
    "Terramorphic Expanse": ok(abilities=[act(tap=True, sacrifice_self=True)]),
    "Strip Mine": ok(abilities=[add("C"), act(tap=True, sacrifice_self=True, targets=(perm("Land"),))]),
    "Wasteland": ok(abilities=[add("C"), act(tap=True, sacrifice_self=True,
                                             targets=(perm("Land", non_supertypes={"Basic"}),))]),
    "Ghost Quarter": ok(abilities=[add("C"), act(tap=True, sacrifice_self=True, targets=(perm("Land"),))]),
    "Crystal Vein": ok(abilities=[add("C"), add("CC", sacrifice_self=True)]),
    "Blast Zone": ok(abilities=[add("C"), act("{X}{X}", tap=True), act("{3}", tap=True, sacrifice_self=True)]),
    "Celestial Colonnade": ok(abilities=[add("W", "U"), act("{3}{W}{U}")]),
    "Treetop Village": ok(abilities=[add("G"), act("{1}{G}")]),
    # 106.7, 903.4: the colors (types) are decided by the state (castable.model.commander)
    "Exotic Orchard": ok(abilities=[ManaAbility(any_color(), colors_from="opponent_land_colors")]),
    "Reflecting Pool": ok(abilities=[add("W", "U", "B", "R", "G", "C", colors_from="your_land_types")]),
    "Command Tower": ok(abilities=[ManaAbility(any_color(), colors_from="commander_identity")]),
    # lifemana13: "Pay 1 life" in a mana ability's cost (119.4), the life shared with the spell's
    "Mana Confluence": ok(abilities=[ManaAbility(any_color(), life=1)]),
    "Horizon Canopy": ok(abilities=[add("G", "W", life=1), HORIZON_DRAW]),
    "Tolarian Academy": ok(abilities=[add("U", per="artifact_you_control")]),  # grant13b
    "Urza's Tower": no("{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."),
    "Lotus Field": ok(keywords={"Hexproof"}, abilities=[add("WWW", "UUU", "BBB", "RRR", "GGG")]),
    # 118.3: a counter removed as the cost of a mana ability that also taps (issue 12)
    "Vivid Crag": ok(abilities=[add("R"), ManaAbility(any_color(), remove_counters="charge", remove_amount=1)]),
    "Hickory Woodlot": ok(abilities=[add("GG", remove_counters="depletion", remove_amount=1, sacrifice_when_empty=True)]),
    "Firemind Vessel": ok(abilities=[add("WU", "WB", "WR", "WG", "UB", "UR", "UG", "BR", "BG", "RG")]),  # 106.1a
    "Deathspore Thallid": ok(abilities=[act(remove_counters="spore", remove_amount=3),
                                        act(parts=(CostPart("sacrifice", 1, F(subtypes={"Saproling"})),),
                                            targets=(CR_T,))]),
    # 107.3, 118.3: any number of its storage counters, one {U} each (the state lists the amounts)
    "Saprazzan Cove": ok(abilities=[act(tap=True), add("U", remove_counters="storage", remove_x=True)]),
    # 118.3, 602.1: no {T}, so once per charge counter during one payment (counter_bounded)
    "Pentad Prism": ok(abilities=[add(*"WUBRG", tap=False, remove_counters="charge", remove_amount=1)]),
    # 106.1a: X mana of the one color chosen, X the Elves on the battlefield (as "{G} for each Elf")
    "Wirewood Channeler": ok(abilities=[add(*"WUBRG", per="elf_on_battlefield")]),
    "Morselhoarder": ok(abilities=[add(*"WUBRG", tap=False, remove_counters="-1/-1", remove_amount=1)]),
    "Runaway Steam-Kin": ok(abilities=[add("RRR", tap=False, remove_counters="+1/+1", remove_amount=3)]),
    "Iceberg": ok(abilities=[act("{3}"), add("C", tap=False, remove_counters="ice", remove_amount=1)]),
    # pools12, 107.3, 118.3: no {T}, so repeated, each time paying {1} and removing its own X
    # (counter_x); 106.1a: each of the X mana {W} or {U} (remove_mix); the {1}, {T} ability puts
    # a counter on it (602, not a mana ability)
    "Calciform Pools": ok(abilities=[add("C"), act("{1}", tap=True), add("W", "U", tap=False, mana_cost=cost("{1}"), remove_counters="storage", remove_x=True, remove_mix=True)]),
    "Dreadship Reef": ok(abilities=[add("C"), act("{1}", tap=True), add("U", "B", tap=False, mana_cost=cost("{1}"), remove_counters="storage", remove_x=True, remove_mix=True)]),
    "Fungal Reaches": ok(abilities=[add("C"), act("{1}", tap=True), add("R", "G", tap=False, mana_cost=cost("{1}"), remove_counters="storage", remove_x=True, remove_mix=True)]),
    "Molten Slagheap": ok(abilities=[add("C"), act("{1}", tap=True), add("B", "R", tap=False, mana_cost=cost("{1}"), remove_counters="storage", remove_x=True, remove_mix=True)]),
    "Saltcrusted Steppe": ok(abilities=[add("C"), act("{1}", tap=True), add("G", "W", tap=False, mana_cost=cost("{1}"), remove_counters="storage", remove_x=True, remove_mix=True)]),
    # 106.1a: all X mana of the one color chosen (no remove_mix); the ki trigger changes no cost
    "Petalmane Baku": ok(abilities=[add(*"WUBRG", tap=False, mana_cost=cost("{1}"), remove_counters="ki", remove_x=True)]),
    # {T}: once, X of its storage counters, each mana any color, only for Dragons (106.6)
    "Crucible of the Spirit Dragon": ok(abilities=[add("C"), act("{1}", tap=True), add(
        *"WUBRG", remove_counters="storage", remove_x=True, remove_mix=True,
        restriction="subtype_spell=Dragon|subtype_ability=Dragon")]),
    # 602.5b: "Activate only once each turn." on a mana ability: once per object, never repeated
    "Abzan Devotee": ok(abilities=[add("W", "B", "G", tap=False, mana_cost=cost("{1}"), once_per_turn=True),
                                   act("{2}{B}", zone="graveyard")]),
    "Jeskai Devotee": ok(abilities=[add("U", "R", "W", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Mardu Devotee": ok(abilities=[add("R", "W", "B", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Sultai Devotee": ok(abilities=[add("B", "G", "U", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Temur Devotee": ok(abilities=[add("G", "U", "R", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Barrels of Blasting Jelly": ok(abilities=[add(*"WUBRG", tap=False, mana_cost=cost("{1}"), once_per_turn=True),
                                               act("{5}", tap=True, sacrifice_self=True, targets=(CR_T,))]),
    "Scarecrow Guide": ok(abilities=[add(*"WUBRG", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Gravestone Strider": ok(abilities=[add(*"WUBRG", tap=False, mana_cost=cost("{1}"), once_per_turn=True),
                                        act("{2}", zone="graveyard", exile_self=True,
                                            targets=(TargetSlot("card_in_graveyard"),))]),
    "Three Tree Mascot": ok(keywords={"Changeling"},
                            abilities=[add(*"WUBRG", tap=False, mana_cost=cost("{1}"), once_per_turn=True)]),
    "Mana Bloom": ok(abilities=[add(*"WUBRG", tap=False, remove_counters="charge", remove_amount=1, once_per_turn=True)]),
    "Ramos, Dragon Engine": ok(abilities=[add("WWUUBBRRGG", tap=False, remove_counters="+1/+1", remove_amount=5,
                                              once_per_turn=True)]),
    # 602.2: "Any player may activate this ability" with the activating player's timing
    "Mana Cache": ok(abilities=[add("C", tap=False, remove_counters="charge", remove_amount=1, any_player=True)]),
    "Scandalmonger": ok(abilities=[act("{2}", targets=(PLAYER_T,), sorcery_speed=True, any_player=True)]),
    "Task Mage Assembly": ok(abilities=[act("{2}", targets=(CR_T,), sorcery_speed=True, any_player=True)]),
    "Endbringer's Revel": ok(abilities=[act("{4}", targets=(TargetSlot("card_in_graveyard", F(types={"Creature"})),),
                                            sorcery_speed=True, any_player=True)]),
    "Volrath's Dungeon": ok(abilities=[act(parts=(CostPart("pay_life", 5),), your_turn_only=True, any_player=True),
                                       act(parts=(CostPart("discard", 1),), targets=(PLAYER_T,), sorcery_speed=True)]),
    # "during any upkeep step", "during their draw step": windows not read
    # act13b reads its window (602.5): any player, during any upkeep step
    "Armageddon Clock": ok(abilities=[act("{4}", any_player=True, window=CastWindow(frozenset({"upkeep"})))]),
    "Well of Knowledge": no("{2}: Draw a card. Any player may activate this ability but only during their draw step."),
    # a -0/-1 counter put on it, life paid: costs of a mana ability not read
    "Wall of Roots": no("Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn."),
    "Kozilek's Translator": ok(abilities=[add("C", tap=False, once_per_turn=True, life=1)], colors=set()),  # devoid (702.114a)
    "Blightsoil Druid": ok(abilities=[add("G", life=1)]),
    "Fiery Islet": ok(abilities=[add("U", "R", life=1), HORIZON_DRAW]),
    "Nurturing Peatland": ok(abilities=[add("B", "G", life=1), HORIZON_DRAW]),
    "Silent Clearing": ok(abilities=[add("W", "B", life=1), HORIZON_DRAW]),
    "Sunbaked Canyon": ok(abilities=[add("R", "W", life=1), HORIZON_DRAW]),
    "Waterlogged Grove": ok(abilities=[add("G", "U", life=1), HORIZON_DRAW]),
    "Hashep Oasis": ok(abilities=[add("C"), add("G", life=1), desert("{1}{G}{G}", CR_T, sorcery=True)]),
    "Ifnir Deadlands": ok(abilities=[add("C"), add("B", life=1), desert("{2}{B}{B}", crt(controller="opponent"), sorcery=True)]),
    "Ipnu Rivulet": ok(abilities=[add("C"), add("U", life=1), desert("{1}{U}", PLAYER_T)]),
    "Ramunap Ruins": ok(abilities=[add("C"), add("R", life=1), desert("{2}{R}{R}")]),
    "Shefet Dunes": ok(abilities=[add("C"), add("W", life=1), desert("{2}{W}{W}", sorcery=True)]),
    "Memory of Toshiro": ok(abilities=[add("B", restriction="instant_sorcery_spell", life=1)], colors={"B"}),  # a back face: its color indicator
    "Phyrexian Lens": ok(abilities=[ManaAbility(any_color(), life=1)]),
    "Vesper Ghoul": ok(abilities=[ManaAbility(any_color(), life=1)]),
    "Starting Town": ok(abilities=[add("C"), ManaAbility(any_color(), life=1)]),
    "Spire of Industry": ok(abilities=[add("C"), ManaAbility(any_color(), activate_if=F(types={"Artifact"}), life=1)]),
    "Standing Stones": ok(abilities=[ManaAbility(any_color(), mana_cost=cost("{1}"), life=1)]),
    "Forgotten Monument": ok(abilities=[add("C")], permanent_grants=[PermanentGrant("yours", F(subtypes={"Cave"}), True, abilities=(ManaAbility(any_color(), life=1),))]),
    # ===== artifacts: mana rocks, Signets ==========================================================
    "Mind Stone": ok(abilities=[add("C"), act("{1}", tap=True, sacrifice_self=True)]),
    "Orzhov Signet": ok(abilities=[add("WB", mana_cost=cost("{1}"))]),
    "Golgari Signet": ok(abilities=[add("BG", mana_cost=cost("{1}"))]),
    "Izzet Signet": ok(abilities=[add("UR", mana_cost=cost("{1}"))]),
    "Talisman of Dominance": ok(abilities=[add("C"), add("U", "B", damage=1)]),
    "Thran Dynamo": ok(abilities=[add("CCC")]), "Worn Powerstone": ok(abilities=[add("CC")]),
    "Mana Vault": ok(abilities=[add("CCC")]),
    "Grim Monolith": ok(abilities=[add("CCC"), act("{4}")]), "Basalt Monolith": ok(abilities=[add("CCC"), act("{3}")]),
    # the precombat-main trigger is no mana ability (605.1b): it goes on the stack
    "Coalition Relic": ok(abilities=[ANY_COLOR, act(tap=True)]),
    "Prophetic Prism": ok(abilities=[ManaAbility(any_color(), mana_cost=cost("{1}"))]),
    "Wayfarer's Bauble": ok(abilities=[act("{2}", tap=True, sacrifice_self=True)]),
    "Aetherflux Reservoir": ok(abilities=[act(parts=(CostPart("pay_life", 50),), targets=(ANY_T,))]),
    "Arcane Signet": ok(abilities=[ManaAbility(any_color(), colors_from="commander_identity")]),
    "Fellwar Stone": ok(abilities=[ManaAbility(any_color(), colors_from="opponent_land_colors")]),
    # ===== Auras: 303.4a, the Aura spell targets what it can enchant ==========================
    "Charmed Sleep": ok(targets=[CR_T]), "Dead Weight": ok(targets=[CR_T]), "Spirit Link": ok(targets=[CR_T]),
    "Rancor": ok(targets=[CR_T]),
    "Cooped Up": ok(targets=[CR_T], abilities=[act("{2}{W}")]),
    "Aquitect's Defenses": ok(keywords={"Flash"}, targets=[crt(controller="you")]),
    "Dimensional Exile": ok(targets=[perm("Land", supertypes={"Basic"}, controller="you")]),
    "Curse of the Pierced Heart": ok(targets=[PLAYER_T]),
    # 613.1b: the state records each permanent's controller, so "You control enchanted ..." is shown by it
    "Confiscate": ok(targets=[TargetSlot("permanent")]),
    # 605.1b triggered mana abilities (manafx12): applied by castable.model.manafx
    "Wild Growth": ok(targets=[perm("Land")], mana_effects=(ManaEffect(
        "trigger", "enchanted", ObjectFilter(types=frozenset({"Land"})),
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.", bonus=(("G",),)),)),
    # 113.1a: every Sliver (any controller), the equipped creature, my creatures (grants13)
    "Gemhide Sliver": ok(permanent_grants=[PermanentGrant("all", F(subtypes={"Sliver"}), abilities=(ANY_COLOR,))]),
    "Paradise Mantle": ok(abilities=[equip("{1}")],
                          permanent_grants=[PermanentGrant("attached", F(types={"Creature"}), abilities=(ANY_COLOR,))]),
    "Fires of Yavimaya": ok(abilities=[act(sacrifice_self=True, targets=(CR_T,))],
                            permanent_grants=[PermanentGrant("yours", F(types={"Creature"}),
                                                             keywords=frozenset({"Haste"}))]),
    # 113.1a: the land it enchants (attached_to) has the quoted mana ability (grants13)
    "Abundant Growth": ok(targets=[perm("Land")],
                          permanent_grants=[PermanentGrant("attached", F(types={"Land"}), abilities=(ANY_COLOR,))]),
    # ===== Equipment: 702.6a ======================================================================
    "Bonesplitter": ok(abilities=[equip("{1}")]), "Skullclamp": ok(abilities=[equip("{1}")]),
    "Adventuring Gear": ok(abilities=[equip("{1}")]),
    "Basilisk Collar": ok(abilities=[equip("{2}")]),  # deathtouch and lifelink change nothing about casting
    # static13b: shroud (702.18a) and hexproof (702.11b) given to the equipped creature, with haste (302.6)
    "Lightning Greaves": ok(abilities=[equip("{0}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste", "Shroud"}))]),
    "Swiftfoot Boots": ok(abilities=[equip("{1}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Hexproof", "Haste"}))]),
    # ===== Vehicles: crew (702.122) ================================================================
    "Air Response Unit": ok(abilities=[crew(1)]), "Smuggler's Copter": ok(abilities=[crew(1)]),
    "Boosted Sloop": ok(abilities=[crew(1)]),
    "Cultivator's Caravan": ok(abilities=[ANY_COLOR, crew(3)]),
    "Apocalypse Runner": ok(abilities=[act(tap=True, targets=(crt(controller="you", max_power=2),)), crew(3)]),
    # 106.6: an artifact spell, or an ability of an artifact source (issue 12's restrictions)
    "Cargo Ship": ok(abilities=[ManaAbility((("C",),), restriction="artifact_spell|artifact_ability"), crew(1)]),
    # ===== planeswalkers: loyalty abilities (606), "[+1]:" and "+1:" forms ======================
    "Jace, the Mind Sculptor": ok(abilities=[loy(2, PLAYER_T), loy(0), loy(-1, CR_T), loy(-12, PLAYER_T)]),
    "Liliana of the Veil": ok(abilities=[loy(1), loy(-2, PLAYER_T), loy(-6, PLAYER_T)]),
    "Ajani Goldmane": ok(abilities=[loy(1), loy(-1), loy(-6)]),
    "Garruk Wildspeaker": ok(abilities=[loy(1, perm("Land", count=2)), loy(-1), loy(-4)]),
    "Karn Liberated": ok(abilities=[loy(4, PLAYER_T), loy(-3, TargetSlot("permanent")), loy(-14)]),
    "Teferi, Hero of Dominaria": ok(abilities=[loy(1), loy(-3, perm(non_types={"Land"})), loy(-8)]),
    "Gideon Jura": ok(abilities=[loy(2, TargetSlot("opponent")), loy(-2, crt(tapped=True)), loy(0)]),
    "Vraska, Golgari Queen": ok(abilities=[loy(2), loy(-3, perm(non_types={"Land"}, max_mana_value=3)), loy(-9)]),
    "Ugin, the Spirit Dragon": ok(abilities=[loy(2, ANY_T), ActivatedAbility("", loyalty_x=True), loy(-10)]),
    "Sorin Markov": ok(abilities=[loy(2, ANY_T), loy(-3, TargetSlot("opponent")), loy(-7, PLAYER_T)]),
    "Tezzeret the Seeker": ok(abilities=[loy(1, perm("Artifact", count=2, min_count=0)),
                                         ActivatedAbility("", loyalty_x=True), loy(-5)]),
    "Ajani, Caller of the Pride": ok(abilities=[loy(1, TargetSlot("creature", min_count=0)), loy(-3, CR_T), loy(-8)]),
    "Ajani, Outland Chaperone": ok(abilities=[loy(1), loy(-2, crt(tapped=True)), loy(-8)]),
    # a loyalty ability that adds mana is no mana ability (605.1a): its mana is not modeled
    # 605.1a: a loyalty ability that adds mana is not a mana ability: an ordinary one (606)
    "Chandra, Torch of Defiance": ok(abilities=[loy(1), loy(1), loy(-3, CR_T), loy(-7)]),
    "Nissa, Who Shakes the World": ok(
        abilities=[loy(1, TargetSlot("permanent", ObjectFilter(types=frozenset({"Land"}), non_types=frozenset({"Creature"}),
                                                                controller="you"), min_count=0)), loy(-8)],
        mana_effects=(ManaEffect("trigger", "you", ObjectFilter(subtypes=frozenset({"Forest"})),
                                 "Whenever you tap a Forest for mana, add an additional {G}.", bonus=(("G",),)),)),
    # ===== multi-face faces, read on their own ======================================================
    "Insectile Aberration": ok(colors={"U"}),  # back face: its color indicator (202.2e)
    # ===== issue 13: lines that can't change an answer (verdict of each: hand-checked, read as written) ===
    # Saga chapters are triggered abilities (714.2b, 714.2c "I, II —"): their targets are chosen
    # as the trigger goes on the stack (603.3d), their mana is added as it resolves (no mana
    # ability: 605.1a-b)
    "Fable of the Mirror-Breaker": ok(), "Maximum Carnage": ok(), "Elspeth Conquers Death": ok(),
    "Binding the Old Gods": ok(), "Summon: Bahamut": ok(),
    # a chapter that gives the Saga (or other permanents) a mana ability: the state doesn't record it
    "Urza's Saga": no("I — Urza's Saga gains \"{T}: Add {C}.\""),
    "Song of Freyalise": no("I, II — Until your next turn, creatures you control gain \"{T}: Add one mana of any color.\""),
    # flavor words (207.2d) before a trigger, an activated ability, an ability word of more words (207.2c)
    "Blue Dragon": ok(), "Council's Judgment": ok(), "Plea for Power": ok(),
    "Half-Elf Monk": ok(abilities=[act("{1}{W}", tap=True, targets=(CR_T,))]),
    "Marneus Calgar": ok(abilities=[act("{6}")]),
    "Displacer Beast": ok(abilities=[act("{3}{U}")]), "Guild Thief": ok(abilities=[act("{3}{U}")]),
    # Renew (207.2c): the body says where it works (602.2, from the graveyard)
    "Adorned Crocodile": ok(abilities=[act("{B}", sorcery_speed=True, targets=(CR_T,), zone="graveyard",
                                           exile_self=True)]),
    # keywords written with a dash keep their meaning (702.177 exhaust, 702.142 boast, 702.169 Cases);
    # exhaust (702.177a): activate only once (mech13); its graveyard trigger: nothing about casting
    "Afterburner Expert": ok(abilities=[act("{2}{G}{G}", once_ever=True)]),
    "Arni Brokenbrow": no("Boast — {1}: You may change Arni's base power to 1 plus the greatest power among other "
                          "creatures you control until end of turn."),
    "Case of the Burning Masks": no("Solved — Sacrifice this Case: Exile the top three cards of your library. Choose one of them. You may play that card this turn."),
    # counters it enters with (614.1c): the state records them, whatever decides their number
    "Festerhide Boar": ok(), "Boot Nipper": ok(), "Squad Captain": ok(), "Golgari Raiders": ok(),
    "Verazol, the Split Current": ok(), "Steel Dromedary": ok(),
    "Dakkon, Shadow Slayer": ok(abilities=[loy(1), loy(-3, CR_T), loy(-6)]),
    "Pouncing Kavu": no("If Pouncing Kavu was kicked, it enters the battlefield with two +1/+1 counters on it and "
                        "with haste."),
    # "doesn't untap" (502.3): the untap step is no part of a question
    "Choke": ok(), "Meekstone": ok(), "Back to Basics": ok(), "Traxos, Scourge of Kroog": ok(),
    "Winter's Rest": ok(targets=[CR_T]),
    "Grimgrin, Corpse-Born": ok(abilities=[act(parts=(CostPart("sacrifice", 1, F(types={"Creature"}), another=True),))]),
    "Cinder Marsh": ok(abilities=[add("C"), add("B", "R")]),
    "Lantern-Lit Graveyard": ok(abilities=[add("C"), add("B", "R")]),
    # static13c: 613.1f's loss of all abilities is applied (castable.model.losses)
    "Flood the Engine": ok(targets=[_creature_or("Vehicle")], permanent_grants=[
        PermanentGrant("attached", F(), loses_all=True)]),
    "Tsabo's Web": no("Each land with an activated ability that isn't a mana ability doesn't untap during its "
                      "controller's untap step."),
    # base power and toughness (613.4b): the state's overrides hold the result
    "Illusory Wrappings": ok(targets=[CR_T]), "Reduce in Stature": ok(targets=[CR_T]), "Godhead of Awe": ok(),
    "Deep Freeze": no("Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, "
                      "and is a blue Wall in addition to its other colors and types."),
    "Humility": no("All creatures lose all abilities and have base power and toughness 1/1."),
    # exert as it attacks (701.43), its reflexive trigger (603.12)
    "Glorybringer": ok(), "Hooded Brawler": ok(),
    "Oasis Ritualist": no("{T}, Exert Oasis Ritualist: Add two mana of any one color."),
    # a choice made as the spell resolves is no target (608.2d, 115.1)
    "Intellectual Offering": ok(), "Distant Melody": ok(),
    "Backdraft": no("Choose a player who cast one or more sorcery spells this turn. Backdraft deals damage to that "
                    "player equal to half the damage dealt by one of those sorcery spells this turn, rounded down."),
    "Jarsyl, Dark Age Scion": ok(),  # Starting intensity: read only by its own abilities
    # ===== issue 13: simple templates (verdict of each: hand-checked, read as written) ===============
    # "target artifact creature" (205.2b): a creature with the artifact type
    "Molten Frame": ok(targets=[crt(types={"Artifact"})], abilities=[act("{2}", discard_self=True, zone="hand")]),
    "Chandler": ok(abilities=[act("{R}{R}{R}", tap=True, targets=(crt(types={"Artifact"}),))]),
    "Hearth Charm": ok(modes=choose(1, 1, [crt(types={"Artifact"})], [], [crt(max_power=2)])),
    "Consuming Sinkhole": ok(colors=set(), modes=choose(1, 1, [crt(types={"Land"})],
                                                        [TargetSlot("player_or_planeswalker")])),
    # plural subtypes in costs (118.1, 602.2b): "two untapped Wizards", "two Goblins"
    "Aphetto Grifter": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(subtypes={"Wizard"})),),
                                         targets=(TargetSlot("permanent"),))]),
    "Kumena, Tyrant of Orazca": ok(abilities=[
        act(parts=(CostPart("tap_untapped", 1, F(subtypes={"Merfolk"}), another=True),)),
        act(parts=(CostPart("tap_untapped", 3, F(subtypes={"Merfolk"})),)),
        act(parts=(CostPart("tap_untapped", 5, F(subtypes={"Merfolk"})),))]),
    "Goblin Warrens": ok(abilities=[act("{2}{R}", parts=(CostPart("sacrifice", 2, F(subtypes={"Goblin"})),))]),
    "Saradoc, Master of Buckland": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(subtypes={"Halfling"}),
                                                                     another=True),))]),
    # it returns itself from the graveyard: the ability works there (113.6k)
    "Deathless Ancient": ok(abilities=[act(parts=(CostPart("tap_untapped", 3, F(subtypes={"Vampire"})),),
                                           zone="graveyard")]),
    "The Lady of Otaria": ok(alternative=[AlternativeCost("The Lady of Otaria", NO_MANA,
                                                          (CostPart("tap_untapped", 3, F(subtypes={"Dwarf"})),))]),
    "Heritage Druid": no("Tap three untapped Elves you control: Add {G}{G}{G}."),  # a mana ability's cost: not expressed
    # a combat requirement on an opponent's creature (509.1c)
    "Mark for Death": ok(targets=[crt(controller="opponent")]),
    # not expressible: a spell-or-creature target
    "Unsubstantiate": no("Return target spell or creature to its owner's hand."),
    # a keyword in a target's filter (702.9): printed or granted flying
    "Collision": ok(targets=[crt(keywords={"flying"})]),
    "Cephalid Retainer": ok(abilities=[act("{U}{U}", targets=(crt(non_keywords={"flying"}),))]),
    # ===== issue 13: a random sample of newly understood faces (seed 7), each checked by hand ======
    "Preston, the Vanisher": ok(abilities=[act("{1}{W}", parts=(CostPart("sacrifice", 5, F(subtypes={"Illusion"})),),
                                               targets=(perm(non_types={"Land"}),))]),
    "Frontier Mastodon": ok(), "Storm Fleet Aerialist": ok(), "Benevolent Offering": ok(),
    "Centaur Vinecrasher": ok(), "Sefris of the Hidden Ways": ok(), "War-Name Aspirant": ok(),
    "Bloodcrazed Paladin": ok(keywords={"Flash"}), "Coercive Portal": ok(), "Tah-Crop Elite": ok(),
    "The Big Idea": ok(abilities=[act("{2}{B/R}{B/R}", tap=True),
                                  act(parts=(CostPart("tap_untapped", 3, F(subtypes={"Brainiac"})),))]),
    "Catapult Squad": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(subtypes={"Soldier"})),),
                                        targets=(crt(combat="attacking_or_blocking"),))]),
    "Leaves from the Vine": ok(), "Teachings of the Kirin": ok(), "Boseiju Reaches Skyward": ok(),
    "Befriending the Moths": ok(), "Era of Enlightenment": ok(), "Firja's Retribution": ok(),
    "Constrictor Sage": ok(abilities=[act("{2}{U}", sorcery_speed=True, zone="graveyard", exile_self=True,
                                          targets=(crt(controller="opponent"),))]),
    "Kheru Goldkeeper": ok(abilities=[act("{2}{B}{G}{U}", sorcery_speed=True, zone="graveyard", exile_self=True,
                                          targets=(CR_T,))]),
    "Bloodline Bidding": ok(keywords={"Convoke"}), "Effortless Master": ok(), "Sudden Demise": ok(),
    "Benthicore": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(subtypes={"Merfolk"})),))]),
    "Kellogg, Dangerous Mind": ok(abilities=[act(parts=(CostPart("sacrifice", 5, F(subtypes={"Treasure"})),),
                                                 sorcery_speed=True, targets=(CR_T,))]),
    "Netherese Puzzle-Ward": ok(), "Tajuru Stalwart": ok(),
    # channel (207.2c): the body's "Discard this card" says it works from the hand (602.2)
    "Mnemonic Sphere": ok(abilities=[act("{1}{U}", sacrifice_self=True), act("{U}", discard_self=True, zone="hand")]),
    "Ghost-Lit Raider": ok(abilities=[act("{2}{R}", tap=True, targets=(CR_T,)),
                                      act("{3}{R}", discard_self=True, zone="hand", targets=(CR_T,))]),
    "Reinforced Ronin": ok(abilities=[act("{1}{R}", discard_self=True, zone="hand")]),
    # ===== issue 13 (cover13): "with / without flying" in a target's filter (702.9; printed or granted) ====
    "Aerial Volley": ok(targets=[TargetSlot("creature", F(keywords={"flying"}), count=3, min_count=1)], division=Division(0, 3)),
    "Air Servant": ok(abilities=[act("{2}{U}", targets=(crt(keywords={"flying"}),))]),
    "Bamboo Grove Archer": ok(abilities=[act("{4}{G}", discard_self=True, zone="hand", targets=(crt(keywords={"flying"}),))]),
    "Broken Dam": ok(targets=[TargetSlot("creature", F(non_keywords={"horsemanship"}), count=2, min_count=1)]),
    "Centaur Archer": ok(abilities=[act(tap=True, targets=(crt(keywords={"flying"}),))]),
    "Daybreak Ranger": ok(abilities=[act(tap=True, targets=(crt(keywords={"flying"}),))]),
    "Fell the Pheasant": ok(targets=[crt(keywords={"flying"})]),
    "Gloomwidow's Feast": ok(targets=[crt(keywords={"flying"})]),
    "Grotag Siege-Runner": ok(abilities=[act("{R}", sacrifice_self=True, targets=(crt(keywords={"defender"}),))]),
    "Leaf Arrow": ok(targets=[crt(keywords={"flying"})]),
    "Maze of Shadows": ok(abilities=[add("C"), act(tap=True, targets=(crt(combat="attacking", keywords={"shadow"}),))]),
    "Pierce the Sky": ok(targets=[crt(keywords={"flying"})]),
    "Pistus Strike": ok(targets=[crt(keywords={"flying"})]),
    "Reckless Air Strike": ok(modes=choose(1, 1, [crt(keywords={"flying"})], [perm("Artifact")])),
    "Sagittars' Volley": ok(targets=[crt(keywords={"flying"})]),
    "Sarkhan's Resolve": ok(modes=choose(1, 1, [CR_T], [crt(keywords={"flying"})])),
    "Skyway Sniper": ok(abilities=[act("{2}{G}", targets=(crt(keywords={"flying"}),))]),
    "Tears of Valakut": ok(targets=[crt(keywords={"flying"})]),
    "Thornado": ok(targets=[crt(keywords={"flying"})], abilities=[act("{1}{G}", discard_self=True, zone="hand")]),
    "Unforgiving Aim": ok(modes=choose(1, 1, [crt(keywords={"flying"})], [perm("Enchantment")], [])),
    "Viridian Scout": ok(abilities=[act("{2}{G}", sacrifice_self=True, targets=(crt(keywords={"flying"}),))]),
    "Wave Elemental": ok(abilities=[act("{U}", tap=True, sacrifice_self=True,
                                        targets=(TargetSlot("creature", F(non_keywords={"flying"}), count=3, min_count=0),))]),
    "Wing Puncture": ok(targets=[crt(controller="you"), crt(keywords={"flying"})]),
    "Wing Snare": ok(targets=[crt(keywords={"flying"})]),
    "Branching Bolt": ok(modes=choose(1, 2, [crt(keywords={"flying"})], [crt(non_keywords={"flying"})])),
    "Clear a Path": ok(targets=[crt(keywords={"defender"})]),
    "Crushing Vines": ok(modes=choose(1, 1, [crt(keywords={"flying"})], [perm("Artifact")])),
    "Flood": ok(abilities=[act("{U}{U}", targets=(crt(non_keywords={"flying"}),))]),
    "Predator, Flagship": ok(abilities=[act("{2}", targets=(CR_T,)), act("{5}", tap=True, targets=(crt(keywords={"flying"}),))]),
    "Roast": ok(targets=[crt(non_keywords={"flying"})]),
    "Shredded Sails": ok(modes=choose(1, 1, [perm("Artifact")], [crt(keywords={"flying"})]),
                         abilities=[act("{2}", discard_self=True, zone="hand")]),
    "Songstitcher": ok(abilities=[act("{1}{W}", targets=(crt(combat="attacking", keywords={"flying"}),))]),
    "Storm Front": ok(abilities=[act("{G}{G}", targets=(crt(keywords={"flying"}),))]),
    "Thunderbolt": ok(modes=choose(1, 1, [TargetSlot("player_or_planeswalker")], [crt(keywords={"flying"})])),
    "Tidal Surge": ok(targets=[TargetSlot("creature", F(non_keywords={"flying"}), count=3, min_count=0)]),
    "Trip Wire": ok(targets=[crt(keywords={"horsemanship"})]),
    "Verity Circle": ok(abilities=[act("{4}{U}", targets=(crt(non_keywords={"flying"}),))]),
    # its "loses flying until end of turn" acts as it resolves; a state after it can't say so (README)
    "Vertigo": ok(targets=[crt(keywords={"flying"})]),
    "Aerie Ouphes": ok(abilities=[act(sacrifice_self=True, targets=(crt(keywords={"flying"}),))]),
    "Plummet": ok(targets=[crt(keywords={"flying"})]),
    # morph (702.37c): cast face down for {3} rather than its mana cost; turning it up is a special action
    "Venomspout Brackus": ok(abilities=[act("{1}{G}", tap=True, targets=(crt(combat="attacking_or_blocking",
                                                                            keywords={"flying"}),))],
                             alternative=[AlternativeCost("face down", cost("{3}"), zone="hand", face_down=True)]),
    # 702.9: "with flying" binds to the creature, the only noun whose flying is checked (target13)
    "Airship Crash": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}), F(types={"Creature"}, keywords={"flying"}))))],
                        abilities=[act("{2}", discard_self=True, zone="hand")]),
    # an unread keyword removal: it blocks other answers (the engine would see flying)
    "Grounded": ok(targets=[CR_T], permanent_grants=[  # static13c: 613.1f, castable.model.losses
        PermanentGrant("attached", F(types={"Creature"}), loses=frozenset({"Flying"}))]),
    # ===== issue 13 (cover13): rules of the game no question asks about ==============================
    "Abomination of Llanowar": ok(), "Ancient Lumberknot": ok(), "Ancient Spider": ok(), "Call to Arms": ok(),
    "Deathcoil Wurm": ok(), "Doran, the Siege Tower": ok(), "Drawn Together": ok(), "Ellie, Brick Master": ok(),
    "Firmament Sage": ok(), "Gavony Dawnguard": ok(), "Joel, Resolute Survivor": ok(),
    "Keeper of the Sacred Word": ok(), "Leovold, Emissary of Trest": ok(), "Leyline of Punishment": ok(),
    "Lightning Reaver": ok(), "Lone Wolf": ok(), "Longbow Archer": ok(), "Noble Elephant": ok(), "Phantom Flock": ok(),
    "Phantom Nomad": ok(), "Phobian Phantasm": ok(), "Pride of Lions": ok(), "Sophina, Spearsage Deserter": ok(),
    "Splinter, the Mentor": ok(), "Sunspine Lynx": ok(), "Sunstreak Phoenix": ok(), "Teeka's Dragon": ok(),
    "The Great Forest": ok(), "The Weekly Princess": ok(), "Tornado Elemental": ok(), "War Elephant": ok(),
    "Vishgraz, the Doomhive": ok(), "Platinum Angel": ok(), "Transcendence": ok(), "Uncle Istvan": ok(),
    "Zombie Fanboy": ok(), "Jihad": ok(), "Spinebiter": ok(),
    "Dust Elemental": ok(keywords={"Flash"}), "Herald of Eternal Dawn": ok(keywords={"Flash"}),
    "Circle of Protection: Art": ok(abilities=[act("{1}{W}"), act("{1}{W}")]),
    "High Alert": ok(abilities=[act("{2}{W}{U}", targets=(CR_T,))]),
    "Kelsien, the Plague": ok(abilities=[act(tap=True, targets=(crt(controller="opponent"),))]),
    "Volrath's Laboratory": ok(abilities=[act("{5}", tap=True)]),
    "Riptide Replicator": ok(abilities=[act("{4}", tap=True)]),
    "Dihada, Binder of Wills": ok(abilities=[loy(2, TargetSlot("creature", F(supertypes={"Legendary"}), min_count=0)),
                                             loy(-3), loy(-11)]),
    "Nahiri, the Lithomancer": ok(abilities=[loy(2), loy(-2), loy(-10)]),
    "Narset, Parter of Veils": ok(abilities=[loy(-2)]),
    "Ob Nixilis of the Black Oath": ok(abilities=[loy(2), loy(-2), loy(-8)]),
    "Tevesh Szat, Doom of Fools": ok(abilities=[loy(2), loy(1), loy(-10)]),
    # Auras (303.4a: "Enchant creature" is the Aura spell's target); a P/T change with a combat
    # restriction or goad (701.38), damage prevention (615)
    "Aether Tunnel": ok(targets=[CR_T]), "Cagemail": ok(targets=[CR_T]), "Furor of the Bitten": ok(targets=[CR_T]),
    "Ghostly Possession": ok(targets=[CR_T]), "Maniacal Rage": ok(targets=[CR_T]), "Muzzle": ok(targets=[CR_T]),
    "Psychic Impetus": ok(targets=[CR_T]), "Shiny Impetus": ok(targets=[CR_T]), "Tricks of the Trade": ok(targets=[CR_T]),
    "Impending Doom": ok(targets=[CR_T]), "Temporal Isolation": ok(keywords={"Flash"}, targets=[CR_T]),
    "Path to Redemption": ok(targets=[CR_T], abilities=[act("{5}", sacrifice_self=True, your_turn_only=True)]),
    # a going-to-the-graveyard replacement changes what a sacrificed card leaves for delve: unread
    "Blightsteel Colossus": no("If Blightsteel Colossus would be put into a graveyard from anywhere, reveal "
                               "Blightsteel Colossus and shuffle it into its owner's library instead."),
    # ===== issue 13 (cover13): can't be countered, hand size, upkeep costs, "this Equipment", blocks if able ==
    "Arctic Nishoba": ok(), "Childhood Horror": ok(), "Frenzied Baloth": ok(), "Rhythm of the Wild": ok(),
    "Thought Nibbler": ok(), "Vortex Runner": ok(), "Sphinx of the Final Word": ok(keywords={"Hexproof"}),
    "Burning-Tree Bloodscale": ok(abilities=[act("{2}{R}", targets=(CR_T,)), act("{2}{G}", targets=(CR_T,))]),
    "Rampant Elephant": ok(abilities=[act("{G}", targets=(CR_T,))]),
    "Trumpeting Armodon": ok(abilities=[act("{1}{G}", targets=(CR_T,))]),
    "Candlestick": ok(abilities=[act("{2}", sacrifice_self=True), equip("{2}")]),
    "Knife": ok(abilities=[act("{2}", sacrifice_self=True), equip("{2}")]),
    "Krovod Haunch": ok(abilities=[act("{2}", tap=True, sacrifice_self=True), equip("{2}")]),
    # ===== issue 13 (cover13): counters on entering (614.1c) ===========================================
    "Faerie Squadron": ok(optional=[OptionalCost("kicker", cost("{3}{U}"))]),
    "Kavu Titan": ok(optional=[OptionalCost("kicker", cost("{2}{G}"))]),
    "Stag Beetle": ok(), "Voracious Wurm": ok(), "Renata, Called to the Hunt": ok(), "Bramblewood Paragon": ok(),
    "Tonberry": ok(), "Sleep-Cursed Faerie": ok(abilities=[act("{1}{U}")]),
    # encore (702.141a): "[cost], Exile this card from your graveyard: ... Activate only as a sorcery."
    "Briarblade Adept": ok(abilities=[act("{3}{B}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    "Coastline Marauders": ok(abilities=[act("{4}{R}{R}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    "Exquisite Huntmaster": ok(abilities=[act("{4}{B}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    "Fathom Fleet Swordjack": ok(abilities=[act("{5}{R}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    "Elvish Dreadlord": ok(abilities=[act("{5}{B}{B}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    # ===== issue 13 (permits13b): escape 702.138a, retrace 702.81a, jump-start 702.133a, aftermath
    # 702.127a, warp 702.185a ========================================================================
    "Fruit of Tizerus": ok(targets=[PLAYER_T], alternative=[AlternativeCost("escape", cost("{3}{B}"), (
        CostPart("exile_from_graveyard", 3, another=True),), zone="graveyard")]),
    # "escapes with a +1/+1 counter" (702.138c): how it enters; the enters trigger changes nothing
    "Ox of Agonas": ok(alternative=[AlternativeCost("escape", cost("{R}{R}"), (
        CostPart("exile_from_graveyard", 8, another=True),), zone="graveyard")]),
    "Kroxa, Titan of Death's Hunger": ok(alternative=[AlternativeCost("escape", cost("{B}{B}{R}{R}"), (
        CostPart("exile_from_graveyard", 5, another=True),), zone="graveyard")]),
    # retrace / jump-start: the mana cost plus the discard, named for the keyword
    "Flame Jab": ok(targets=[ANY_T], alternative=[AlternativeCost("retrace", cost("{R}"), (
        CostPart("discard", 1, F(types=["Land"])),), zone="graveyard")]),
    "Chemister's Insight": ok(alternative=[AlternativeCost("jump-start", cost("{3}{U}"), (CostPart("discard", 1),),
                                                           zone="graveyard")]),
    # aftermath: that half's own mana cost from the graveyard, and nowhere else (the keyword says it)
    "Ribbons": ok(keywords={"Aftermath"}, alternative=[AlternativeCost("aftermath", cost("{X}{B}{B}"), zone="graveyard")]),
    "Dawn": ok(keywords={"Aftermath"}, alternative=[AlternativeCost("aftermath", cost("{3}{W}{W}"), zone="graveyard")]),
    "Dusk": ok(),
    # warp: an alternative cost from the hand (the later cast from exile is the state's permission)
    "Red Tiger Mechan": ok(alternative=[AlternativeCost("warp", cost("{1}{R}"))]),
    "Bygone Colossus": ok(alternative=[AlternativeCost("warp", cost("{3}"))]),
    "Broodguard Elite": ok(alternative=[AlternativeCost("warp", cost("{X}{G}"))]),
    "Timeline Culler": no("You may cast this card from your graveyard using its warp ability."),
    "Polukranos, Unchained": no("Polukranos enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead."),
    # 711 level up bands (702.87a "Level up {cost}": sorcery speed), 716 Class levels ("{cost}: Level N",
    # sorcery speed, only from level N-1), 702.184 station ("N+ |" thresholds, charge counters): the
    # band's abilities, keywords and a leveler's P/T are the band's, not the card's always (levels13)
    "Brimstone Mage": ok(abilities=[act("{3}{R}", sorcery_speed=True)], bands=[
        LevelBand("level", 1, 2, abilities=(act(tap=True, targets=(ANY_T,)),), at=1, power="2", toughness="3"),
        LevelBand("level", 3, None, abilities=(act(tap=True, targets=(ANY_T,)),), at=1, power="2", toughness="4")]),
    "Hexdrinker": ok(abilities=[act("{1}", sorcery_speed=True)], bands=[
        LevelBand("level", 3, 7, at=1, keywords=frozenset({"Protection from instants"}), power="4", toughness="4"),
        LevelBand("level", 8, None, at=1, keywords=frozenset({"Protection from everything"}), power="6", toughness="6")]),
    "Kargan Dragonlord": ok(abilities=[act("{R}", sorcery_speed=True)], bands=[
        LevelBand("level", 4, 7, at=1, power="4", toughness="4"),
        LevelBand("level", 8, None, abilities=(act("{R}"),), at=1, power="8", toughness="8")]),
    "Student of Warfare": ok(abilities=[act("{W}", sorcery_speed=True)], bands=[
        LevelBand("level", 2, 6, at=1, power="3", toughness="3"), LevelBand("level", 7, None, at=1, power="4", toughness="4")]),
    "Wizard Class": ok(abilities=[act("{2}{U}", sorcery_speed=True, class_level=2), act("{4}{U}", sorcery_speed=True, class_level=3)],
                       bands=[LevelBand("class", 2, at=1), LevelBand("class", 3, at=2)]),
    "Atmospheric Greenhouse": ok(abilities=[STATION], bands=[LevelBand("station", 8, at=1)], station_creature_at=8),
    "Lumen-Class Frigate": ok(abilities=[STATION], bands=[LevelBand("station", 2, at=1), LevelBand("station", 12, at=1)],
                              station_creature_at=12),
    "Evendo, Waking Haven": ok(abilities=[add("G"), STATION], bands=[
        LevelBand("station", 12, abilities=(add("G", mana_cost=cost("{G}"), per="creature_you_control"),), at=2)]),
    "Joraga Treespeaker": no('Elves you control have "{T}: Add {G}{G}."'),
    # static13: level 3's damage replacement reaches only opponents and their permanents (not a pain
    # land's damage to its controller); level 2's "Noncreature spells you cast cost {1} less" (716)
    "Artist's Talent": ok(abilities=[act("{2}{R}", sorcery_speed=True, class_level=2), act("{2}{R}", sorcery_speed=True, class_level=3)],
                          bands=[LevelBand("class", 2, at=1, cost_modifiers=(CostModifier("reduce", 1, F(non_types={"Creature"}), scope="you"),)),
                                 LevelBand("class", 3, at=2)]),
    "The Fearsome Flock": no("Flying, split second level up {2}{U}"),
    # ===== issue 13 (cast13): bestow 702.103, disturb 702.146, fuse 702.102 ======================
    # bestow: an alternative cost from the hand that casts the card as an Aura (the checkers
    # build that spell); lifelink, reach, flying and the enchanted creature's bonuses change nothing
    "Hopeful Eidolon": ok(alternative=[AlternativeCost("bestow", cost("{3}{W}"), bestow=True)]),
    "Boon Satyr": ok(keywords={"Flash"}, alternative=[AlternativeCost("bestow", cost("{3}{G}{G}"), bestow=True)]),
    "Nimbus Naiad": ok(alternative=[AlternativeCost("bestow", cost("{4}{U}"), bestow=True)]),
    "Leafcrown Dryad": ok(alternative=[AlternativeCost("bestow", cost("{3}{G}"), bestow=True)]),
    # disturb, read on the front face: from the graveyard, cast as the back face (the whole card
    # gives the back face this cost); the back faces: no mana cost, their color indicator's
    # colors, the exile replacement changes nothing about casting them
    "Baithook Angler": ok(alternative=[AlternativeCost("disturb", cost("{1}{U}"), zone="graveyard", transformed=True)]),
    "Beloved Beggar": ok(alternative=[AlternativeCost("disturb", cost("{4}{W}{W}"), zone="graveyard", transformed=True)]),
    "Hook-Haunt Drifter": ok(colors={"U"}),
    "Spectral Binding": ok(targets=[CR_T], colors={"U"}),
    # fuse halves: each half's own target; the fused spell is built from both halves
    "Wear": ok(targets=[perm("Artifact")]),
    "Tear": ok(targets=[perm("Enchantment")]),
    "Far": ok(targets=[CR_T]),
    "Away": ok(targets=[PLAYER_T]),
    # issue 13 (ninja13): ninjutsu (702.49a: from the hand, {cost} and returning an unblocked
    # attacker you control) and sneak (an alternative cost: {cost} and returning one, cast from
    # the hand in the declare blockers step); commander ninjutsu (from the command zone too) and
    # a ninjutsu cost reduction are not read
    "Ninja of the Deep Hours": ok(abilities=[act("{1}{U}", parts=(UNBLOCKED,), zone="hand")]),
    "Fallen Shinobi": ok(abilities=[act("{2}{U}{B}", parts=(UNBLOCKED,), zone="hand")]),
    "Donatello's Technique": ok(alternative=[AlternativeCost("sneak", cost("{U}"), (UNBLOCKED,))]),
    "Leonardo, Big Brother": ok(alternative=[AlternativeCost("sneak", cost("{W}"), (UNBLOCKED,))]),
    "Foot Ninjas": ok(alternative=[AlternativeCost("sneak", cost("{3}{W/B}"), (UNBLOCKED,))]),
    "Yuriko, the Tiger's Shadow": no("Commander ninjutsu {U}{B}"),
    "Silver-Fur Master": no("Ninjutsu abilities you activate cost {1} less to activate."),
    # ===== issue 13 (static13): harmless replacements (614.1a: drawing, tokens, scry, mill, search,
    # dice, coins, combat damage, damage to an opponent or to itself: none happens while casting or
    # in ``apply``), combat restrictions and attack taxes (508.1c-d, 508.1g, 509.1), protection from
    # multicolored / a subtype / a card type (702.16, model.rules.protected_from), Partner with
    # (702.124j), choices on entering; near misses stay refused (damage to a player: a pain land's
    # damage; life loss; graveyard replacements of cost objects; Arrest; a card name)
    "Twinflame Tyrant": ok(),
    "Fated Firepower": ok(keywords={"Flash"}),
    "Elspeth, Storm Slayer": ok(abilities=[loy(1), loy(0), loy(-3, crt(controller="opponent", min_mana_value=3))]),
    "Exalted Sunborn": ok(alternative=[AlternativeCost("warp", cost("{1}{W}"))]),
    "Quina, Qu Gourmet": ok(abilities=[act("{2}", parts=(CostPart("sacrifice", 1, F(subtypes={"Frog"})),))]),
    "Mirrormind Crown": ok(abilities=[equip("{2}")]),
    "Moonlit Meditation": ok(targets=[perm("Artifact", "Creature", controller="you")]),
    "Quantum Riddler": ok(alternative=[AlternativeCost("warp", cost("{1}{U}"))]),
    "Patchwork Beastie": ok(), "Ketramose, the New Dawn": ok(), "Sab-Sunen, Luxa Embodied": ok(),
    "The Lion-Turtle": ok(abilities=[ANY_COLOR]),
    "Living Conundrum": ok(keywords={"Hexproof"}),
    "The Water Crystal": ok(abilities=[act("{4}{U}{U}", tap=True)],
                            modifiers=[CostModifier("reduce", 1, F(colors="U"), scope="you")]),
    "Resilient Roadrunner": ok(keywords={"Protection from coyotes"}, abilities=[act("{3}")]),
    "Hazoret, Godseeker": ok(abilities=[act("{1}", tap=True, targets=(crt(max_power=2),))]),
    "Ghostly Prison": ok(), "Propaganda": ok(), "Ensnaring Bridge": ok(), "Siege Elemental": ok(),
    "Baneslayer Angel": ok(keywords={"Protection from demons", "Protection from dragons"}),
    "Soldier of the Pantheon": ok(keywords={"Protection from multicolored"}),
    "Stonecoil Serpent": ok(keywords={"Protection from multicolored"}),
    "Kitsune Riftwalker": ok(keywords={"Protection from spirits", "Protection from arcane"}),
    "Horizon Drake": ok(keywords={"Protection from lands"}),
    "Anointed Procession": ok(), "Laboratory Maniac": ok(), "Krark's Thumb": ok(), "Phytohydra": ok(),
    "Notion Thief": ok(keywords={"Flash"}), "Aven Mindcensor": ok(keywords={"Flash"}),
    "Leviathan": ok(), "Regna, the Redeemer": ok(), "Kratos, Stoic Father": ok(), "Sower of Discord": ok(),
    "Charging Tuskodon": ok(),
    "Furnace of Rath": no("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."),
    "Bloodletter of Aclazotz": no("If an opponent would lose life during your turn, they lose twice that much life instead."),
    "Darksteel Colossus": no("If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead."),
    "Frostwielder": no("If a creature dealt damage by Frostwielder this turn would die, exile it instead."),
    # static13b: 602.5, every activated ability of the enchanted creature, mana abilities included
    "Arrest": ok(targets=[CR_T], permanent_grants=[PermanentGrant("attached", F(types={"Creature"}), forbids="all")]),
    "Elite Inquisitor": no("Protection from Vampires, from Werewolves, and from Zombies"),
    "Meddling Mage": no("As Meddling Mage enters the battlefield, choose a nonland card name.", "Spells with the chosen name can't be cast."),
    # static13: damage prevention that can't reach a pain land's damage to its controller (to
    # creatures; to you from sources an opponent controls); "Creature spells can't be countered"
    "Energy Field": ok(), "Inner Sanctum": ok(), "Leyline of Lifeforce": ok(), "Guardian Seraph": ok(),
    "Gaea's Herald": ok(), "Light of Sanction": ok(), "Wall of Putrid Flesh": ok(keywords={"Protection from white"}),
    # ===== grant13b: attached grants, chosen color, counter riders, power and artifact counts =====
    # 113.1a, 613.1c-f: "gets +N/+N, has <keywords>, and is a <type> in addition to its other types":
    # the P/T, the keywords other than haste and the creature type are the state's (overrides,
    # granted); haste (302.6) and quoted mana / activated abilities are granted to the attached creature
    "Angelic Destiny": ok(targets=[CR_T]),
    "Call to Serve": ok(targets=[crt(non_colors="B")]),
    "Inner Demon": ok(targets=[CR_T]),
    "Tall as a Beanstalk": ok(targets=[CR_T]),
    "Dub": ok(targets=[CR_T]),
    "Messenger's Speed": ok(targets=[CR_T], permanent_grants=[PermanentGrant("attached", F(types={"Creature"}),
                                                                              keywords=frozenset({"Haste"}))]),
    "Shifting Shadow": ok(targets=[CR_T], permanent_grants=[PermanentGrant("attached", F(types={"Creature"}),
                                                                            keywords=frozenset({"Haste"}))]),
    "Lightning Prowess": ok(targets=[CR_T], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), abilities=(act(tap=True, targets=(ANY_T,)),), keywords=frozenset({"Haste"}))]),
    "Prophetic Ravings": ok(targets=[CR_T], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), abilities=(act(tap=True, parts=(CostPart("discard", 1),)),),
        keywords=frozenset({"Haste"}))]),
    "Fallen Ideal": ok(targets=[CR_T], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), abilities=(act(parts=(CostPart("sacrifice", 1, F(types={"Creature"})),)),))]),
    "Consecrated by Blood": ok(targets=[CR_T], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}),
        abilities=(act(parts=(CostPart("sacrifice", 2, F(types={"Creature"}), another=True),)),))]),
    "Bard's Bow": ok(abilities=[equip("{6}")]),
    "Monk's Fist": ok(abilities=[equip("{2}")]),
    "Warrior's Sword": ok(abilities=[equip("{5}")]),
    "Spider-Suit": ok(abilities=[equip("{3}")]),
    "Raven Wings": ok(abilities=[equip("{2}")]),
    "Captain's Hook": ok(abilities=[equip("{1}")]),
    "Sigiled Sword of Valeron": ok(abilities=[equip("{3}")]),
    "Thief's Knife": ok(abilities=[equip("{4}")]),  # the granted trigger changes no answer
    "White Mage's Staff": ok(abilities=[equip("{3}")]),
    "Black Mage's Rod": ok(abilities=[equip("{3}")]),
    "Red Mage's Rapier": ok(abilities=[equip("{3}")]),
    "Samurai's Katana": ok(abilities=[equip("{5}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),
    "Sword of Vengeance": ok(abilities=[equip("{3}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),
    "Fleetfeather Sandals": ok(abilities=[equip("{2}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),
    "Haunted Cloak": ok(abilities=[equip("{1}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),
    # the granted "Sacrifice this creature" mana ability on a creature with a costed mana ability is
    # not ordered exactly by the CP-SAT model (grant13b's differential): refused
    "Lotus Ring": no('Equipped creature gets +3/+3 and has vigilance and "{T}, Sacrifice this creature: Add three mana of any one color."'),
    "Wrench": ok(abilities=[act("{2}", sacrifice_self=True), equip("{2}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), abilities=(act("{3}", tap=True, targets=(CR_T,)),))]),
    "Diviner's Wand": ok(abilities=[equip("{3}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), abilities=(act("{4}"),))]),  # the quoted trigger changes no answer
    # "one mana of the chosen color": the state's chosen.color (colors_from, castable.model.commander)
    "Coldsteel Heart": ok(abilities=[ManaAbility(any_color(), colors_from="chosen_color")]),
    "Mirage Mesa": ok(abilities=[ManaAbility(any_color(), colors_from="chosen_color")]),
    "Heraldic Banner": ok(abilities=[ManaAbility(any_color(), colors_from="chosen_color")]),
    "Quirion Elves": ok(abilities=[add("G"), ManaAbility(any_color(), colors_from="chosen_color")]),
    # 605.3b: a counter put on the tapped source as the ability resolves
    "Land Cap": ok(abilities=[add("W", "U", puts_counter="depletion")]),
    "Foreboding Statue": ok(abilities=[ManaAbility(any_color(), puts_counter="omen")]),
    "Strixhaven Stadium": ok(abilities=[add("C", puts_counter="point")]),
    "Twitching Doll": ok(abilities=[ManaAbility(any_color(), puts_counter="nest"),
                                    act(tap=True, sacrifice_self=True, sorcery_speed=True)]),
    # 208.1, 107.1b: its power as it resolves; 106.1a: X mana of one color
    "Marwyn, the Nurturer": ok(abilities=[add("G", per="self_power")]),
    "Rainveil Rejuvenator": ok(abilities=[add("G", per="self_power")]),
    "Heronblade Elite": ok(abilities=[ManaAbility(any_color(), per="self_power")]),
    "Mona Lisa, Science Geek": ok(abilities=[ManaAbility(any_color(), per="self_power")]),
    "Serra's Sanctum": ok(abilities=[add("W", per="enchantment_you_control")]),
    # 613.1d-e: "is every creature type" (the state's granted changeling), "is a white Angel in addition
    # to its other colors and types" (the state's overrides)
    "Amorphous Axe": ok(abilities=[equip("{3}")]),
    "Runed Stalactite": ok(abilities=[equip("{2}")]),
    "Stalactite Dagger": ok(abilities=[equip("{2}")]),  # its token trigger changes no answer
    "Angelic Armaments": ok(abilities=[equip("{4}")]),
    "Arachnoform": ok(targets=[CR_T]),
    "Ghoulflesh": ok(targets=[CR_T]),
    # 702.21a: a granted "ward {N}" is a trigger once targeted, as the printed keyword: no answer changes
    "Lavaspur Boots": ok(abilities=[equip("{1}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),
    "Paladin's Arms": ok(abilities=[equip("{4}")]),
    "Sheltered by Ghosts": ok(targets=[crt(controller="you")]),  # its enters trigger's target changes no answer
    "Winged Boots": ok(abilities=[equip("{1}")]),
    "Sanctum Weaver": ok(abilities=[ManaAbility(any_color(), per="enchantment_you_control")]),
    # ----- cost13: "Cast this spell only during ..." (601.3) and "as though it had flash" ------
    "Angelic Favor": ok(alternative=[AlternativeCost("Angelic Favor", NO_MANA, (CostPart("tap_untapped", 1, F(types={"Creature"})),),
                                                     condition=F(subtypes={"Plains"}))], window=window(COMBAT_STEPS)),
    "Camouflage": ok(window=window({"declare_attackers"}, "yours")),
    "Cauldron Dance": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))],
                         window=window(COMBAT_STEPS)),
    "Choking Vines": ok(targets=[TargetSlot("creature", F(combat="attacking"), x_count=True)],
                        window=window({"declare_blockers"})),
    "Disharmony": ok(targets=[crt(combat="attacking")], window=window(BEFORE_BLOCKERS)),
    "Festival": ok(window=window({"upkeep"}, "opponent")),
    "Fog Patch": ok(window=window({"declare_blockers"})),
    "Glyph of Reincarnation": ok(targets=[perm(subtypes={"Wall"})], window=window({"main2", "end", "cleanup"})),
    "Gorilla War Cry": ok(window=window(BEFORE_BLOCKERS)),
    "Hewed Stone Retainers": ok(window=window(None, after_spell=True)),
    "Illusionist's Gambit": ok(window=window({"declare_blockers"}, "opponent")),
    "Illusory Angel": ok(window=window(None, after_spell=True)),
    "Mandate of Peace": ok(window=window(COMBAT_STEPS)),
    "Melee": ok(window=window(BEFORE_BLOCKERS, "yours")),
    "Mirror Match": ok(window=window({"declare_blockers"})),
    "Necrologia": ok(additional=[CostPart("pay_life", 1, per_x=True)], window=window({"end"}, "yours")),
    "Panic": ok(targets=[CR_T], window=window(BEFORE_BLOCKERS)),
    "Reset": ok(window=window(COMBAT_STEPS | {"draw", "main1", "main2", "end", "cleanup"}, "opponent")),
    "Savage Beating": ok(modes=choose(1, 1, [], [], entwine=cost("{1}{R}")), window=window(COMBAT_STEPS, "yours")),
    "Seedtime": ok(window=window(None, "yours")),
    "Skyshroud Condor": ok(window=window(None, after_spell=True)),
    "Spinal Embrace": ok(targets=[crt(controller="opponent")], window=window(COMBAT_STEPS)),
    "Surprise Deployment": ok(window=window(COMBAT_STEPS)),
    "Tears of Rage": ok(window=window({"declare_attackers"})),
    "Teleport": ok(targets=[CR_T], window=window({"declare_attackers"})),
    "Wake the Dead": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"), x_count=True)],
                        window=window(COMBAT_STEPS, "opponent")),
    # 601.3 "as though it had flash" (has_flash); the cleanup-step sacrifice is a delayed trigger
    "Armor of Thorns": ok(targets=[crt(non_colors="B")], flash=True),
    "Lightning Reflexes": ok(targets=[CR_T], flash=True),
    "Necromancy": ok(flash=True),  # its target is its enters trigger's (603), not the spell's
    "Parapet": ok(flash=True),
    "Soar": ok(targets=[CR_T], flash=True),
    "Spider Climb": ok(targets=[CR_T], flash=True),
    # windows the state can't decide: whether I was attacked this step, whether blockers were declared
    # (a declare blockers step skipped, 508.8), "before attackers are declared" outside combat
    "Assassin's Blade": no("Cast this spell only during the declare attackers step and only if you've been attacked this step."),
    "Alaborn Veteran": no("{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared."),
    "Angus Mackenzie": no("{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step."),
    "Trap Runner": no("{T}: Target unblocked attacking creature becomes blocked. Activate only during combat after blockers are declared."),
    # ----- target13: lists whose items don't share their words (ObjectFilter.any_of), "Choose target" -----
    "Broken Wings": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}), F(types={"Creature"}, keywords={"flying"}))))]),
    "Return to the Earth": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}), F(types={"Creature"}, keywords={"flying"}))))]),
    "Make Your Move": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}), F(types={"Creature"}, min_power=4))))]),
    "Exorcise": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}), F(types={"Creature"}, min_power=4))))]),
    "Repel Calamity": ok(targets=[TargetSlot("creature", F(any_of=(F(min_power=4), F(min_toughness=4))))]),
    "Daring Demolition": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}), F(subtypes={"Vehicle"}))))]),
    "Spin Out": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}), F(subtypes={"Vehicle"}))))]),
    "Bounce Off": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}), F(subtypes={"Vehicle"}))))]),
    "Gravkill": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}), F(subtypes={"Spacecraft"}))))]),
    "Befoul": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Land"}), F(types={"Creature"}, non_colors="B"))))]),
    "Stream of Acid": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Land"}), F(types={"Creature"}, non_colors="B"))))]),
    "Radiant Strike": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Artifact"}), F(types={"Creature"}, tapped=True))))]),
    "Cryoclasm": ok(targets=[TargetSlot("permanent", F(any_of=(F(subtypes={"Plains"}), F(subtypes={"Island"}))))]),
    "Urgent Exorcism": ok(targets=[TargetSlot("permanent", F(any_of=(F(subtypes={"Spirit"}), F(types={"Enchantment"}))))]),
    "Nissa's Defeat": ok(targets=[TargetSlot("permanent", F(any_of=(F(subtypes={"Forest"}), F(types={"Enchantment"}, colors="G"), F(types={"Planeswalker"}, colors="G"))))]),
    "Liliana's Defeat": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}, colors="B"), F(types={"Planeswalker"}, colors="B"))))]),
    "Chandra's Defeat": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}, colors="R"), F(types={"Planeswalker"}, colors="R"))))]),
    # "that's black or red" binds to both nouns (a shared color condition)
    "Devout Decree": ok(targets=[TargetSlot("permanent", F(colors="BR", any_of=(F(types={"Creature"}), F(types={"Planeswalker"}))))]),
    "Noxious Grasp": ok(targets=[TargetSlot("permanent", F(colors="GW", any_of=(F(types={"Creature"}), F(types={"Planeswalker"}))))]),
    "Surge of Righteousness": ok(targets=[crt(colors="BR", combat="attacking_or_blocking")]),
    "Gideon's Defeat": ok(targets=[crt(colors="W", combat="attacking_or_blocking")]),
    "Hisoka's Defiance": ok(targets=[TargetSlot("spell", F(any_of=(F(subtypes={"Spirit"}), F(subtypes={"Arcane"}))))]),
    "Nullify": ok(targets=[TargetSlot("spell", F(any_of=(F(types={"Creature"}), F(subtypes={"Aura"}))))]),
    # 105.2c: colorless = none of the five colors
    "Ceremonious Rejection": ok(targets=[TargetSlot("spell", F(non_colors="WUBRG"))]),
    "Infernal Reckoning": ok(targets=[crt(non_colors="WUBRG")]),
    "Okiba Salvage": ok(targets=[TargetSlot("card_in_graveyard", F(controller="you", any_of=(F(types={"Creature"}), F(subtypes={"Vehicle"}))))]),
    # 115.3: without "other" the same creature may be both targets
    "Conduct Electricity": ok(targets=[CR_T, TargetSlot("creature", F(token=True), min_count=0)]),
    "Trick Shot": ok(targets=[CR_T, TargetSlot("creature", F(token=True), min_count=0, different_from=(0,))]),
    "Sonar Strike": ok(targets=[TargetSlot("creature", F(any_of=(F(combat="attacking"), F(combat="blocking"), F(tapped=True))))]),
    "Crash Landing": ok(targets=[crt(keywords={"flying"})]),
    # energy is got and paid as the spell resolves: no cost (601.2f)
    "Harnessed Lightning": ok(targets=[CR_T]),
    "Beastie Beatdown": ok(targets=[crt(controller="you"), crt(controller="opponent")]),
    "Joust": ok(targets=[crt(controller="you"), crt(controller="opponent")]),
    "Deglamer": ok(targets=[perm("Artifact", "Enchantment")]),
    "Quag Feast": ok(targets=[TargetSlot("permanent", F(any_of=(F(types={"Creature"}), F(types={"Planeswalker"}), F(subtypes={"Vehicle"}))))]),
    "Retribution": ok(targets=[TargetSlot("creature", F(controller="opponent"), count=2)]),
    "Wild Swing": ok(targets=[TargetSlot("permanent", F(non_types={"Enchantment"}), count=3)]),
    "Scheming Symmetry": ok(targets=[TargetSlot("player", count=2)]),
    # the sacrifice happens on resolution: no additional cost
    "Victimize": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"), count=2)]),
    # does "attacking" / "red" qualify both nouns or the first? not read
    "Ulrich's Kindred": no("{3}{G}: Target attacking Wolf or Werewolf gains indestructible until end of turn."),
    "Unyaro Griffin": no("Sacrifice Unyaro Griffin: Counter target red instant or sorcery spell."),
    # ===== issue 13 (cost13b): the spell's own conditional and counted reductions (601.2f) =======
    # "for each <type> card in your graveyard": the caster's graveyard, the spell itself not (601.2a)
    "Bedlam Reveler": ok(reductions=[GY(1, "Instant", "Sorcery")]),  # prowess, the ETB: no casting fields
    "Cryptic Serpent": ok(reductions=[GY(1, "Instant", "Sorcery")]),
    "The Dawning Archaic": ok(reductions=[GY(1, "Instant", "Sorcery")]),  # its attack trigger's target: no spell target
    "The Magic Mirror": ok(reductions=[GY(1, "Instant", "Sorcery")]),
    "Cyan, Vengeful Samurai": ok(reductions=[GY(1, "Creature")]),
    "Ghoultree": ok(reductions=[GY(1, "Creature")]),
    "Hollow Marauder": ok(reductions=[GY(1, "Creature")]),  # the ETB's "target opponents": a trigger's
    "Molderhulk": ok(reductions=[GY(1, "Creature")]),  # Undergrowth: an ability word (207.2c)
    "Ore-Scale Guardian": ok(reductions=[GY(1, "Land")]),
    "Yuma, Proud Protector": ok(reductions=[GY(1, "Land")]),
    "Chitin Gravestalker": ok(reductions=[GY(1, "Artifact", "Creature")],  # "artifact and/or creature card"
                              abilities=[act("{2}", discard_self=True, zone="hand")]),  # cycling 702.29a
    # 110.4: "permanent card": artifact, battle, creature, enchantment, land, planeswalker
    "Diamond Weapon": ok(reductions=[GY(1, "Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")]),
    # 700.8: the party, up to one each of Cleric, Rogue, Warrior, Wizard among creatures you control
    "Coveted Prize": ok(reductions=[PARTY]),
    "Deadly Alliance": ok(reductions=[PARTY], targets=[perm("Creature", "Planeswalker")]),
    "Journey to Oblivion": ok(reductions=[PARTY]),  # the ETB's target: a trigger's
    "Sea Gate Colossus": ok(reductions=[PARTY]),
    "Shatterskull Minotaur": ok(reductions=[PARTY]),
    "Spoils of Adventure": ok(reductions=[PARTY]),
    "Zagras, Thief of Heartbeats": ok(reductions=[PARTY]),  # deathtouch to others: no casting field
    # "for each attacking creature [you control]" (506.4: attacking until removed from combat)
    "Stone Idol Trap": ok(reductions=[SelfReduction(F(types={"Creature"}, combat="attacking"), False, measure="field")]),
    "Ancient Stone Idol": ok(keywords={"Flash"},
                             reductions=[SelfReduction(F(types={"Creature"}, combat="attacking"), False, measure="field")]),
    "Static Snare": ok(keywords={"Flash"},
                       reductions=[SelfReduction(F(types={"Creature"}, combat="attacking"), False, measure="field")]),
    "Embercleave": ok(keywords={"Flash"}, abilities=[equip("{3}")],
                      reductions=[SelfReduction(F(types={"Creature"}, combat="attacking", controller="you"), True,
                                                measure="field")]),
    # "{N} less to cast if you control a <...>": once (at most one), whatever the number controlled
    "Academy Journeymage": ok(reductions=[IFCTRL(1, subtypes={"Wizard"})]),
    "Arcane Epiphany": ok(reductions=[IFCTRL(1, subtypes={"Wizard"})]),
    "Wizard's Retort": ok(reductions=[IFCTRL(1, subtypes={"Wizard"})], targets=[SPELL_T]),
    "Wizard's Lightning": ok(reductions=[IFCTRL(2, subtypes={"Wizard"})], targets=[ANY_T]),
    "Frostpyre Arcanist": ok(reductions=[IFCTRL(1, subtypes={"Giant", "Wizard"})]),  # a Giant or a Wizard
    "Squash": ok(reductions=[IFCTRL(3, subtypes={"Giant"})], targets=[perm("Creature", "Planeswalker")]),
    "Cactarantula": ok(reductions=[IFCTRL(1, subtypes={"Desert"})]),
    "Chill of the Grave": ok(reductions=[IFCTRL(1, subtypes={"Zombie"})], targets=[CR_T]),
    "Lookout's Dispersal": ok(reductions=[IFCTRL(1, subtypes={"Pirate"})], targets=[SPELL_T]),
    "Mistmeadow Council": ok(reductions=[IFCTRL(1, subtypes={"Kithkin"})]),
    "Neonate's Rush": ok(reductions=[IFCTRL(1, subtypes={"Vampire"})], targets=[CR_T]),  # "its controller": no target
    "Pearl of Wisdom": ok(reductions=[IFCTRL(1, subtypes={"Otter"})]),
    "Saved by the Shell": ok(reductions=[IFCTRL(1, subtypes={"Turtle"})], targets=[crt(controller="you")]),
    "Venom's Hunger": ok(reductions=[IFCTRL(2, subtypes={"Villain"})], targets=[CR_T]),
    "Wolfkin Outcast": ok(reductions=[IFCTRL(2, subtypes={"Wolf", "Werewolf"})]),  # daybound: no casting field
    "Gust of Wind": ok(reductions=[IFCTRL(2, types={"Creature"}, keywords={"flying"})],
                       targets=[perm(non_types={"Land"}, controller="opponent")]),
    "Winged Words": ok(reductions=[IFCTRL(1, types={"Creature"}, keywords={"flying"})]),
    "Tentative Connection": ok(reductions=[IFCTRL(3, types={"Creature"}, keywords={"menace"})], targets=[CR_T]),
    # two conditions, two reductions
    "Assassin's Ink": ok(reductions=[IFCTRL(1, types={"Artifact"}), IFCTRL(1, types={"Enchantment"})],
                         targets=[perm("Creature", "Planeswalker")]),
    "Geistlight Snare": ok(reductions=[IFCTRL(1, subtypes={"Spirit"}), IFCTRL(1, types={"Enchantment"})],
                           targets=[SPELL_T]),
    # "if you've cast another spell this turn": spells_cast_this_turn >= 1
    "Focus the Mind": ok(reductions=[ANOTHER(2)]),
    "Gigastorm Titan": ok(reductions=[ANOTHER(3)]),
    # domain (305.6): basic land types among lands you control; Vivid (ability word): colors among
    # permanents you control (105.2); opponents; the opponents' creatures
    "Stratadon": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="domain")]),
    "Draco": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="domain", amount=2)]),  # its upkeep trigger: none
    "Wildvine Pummeler": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="colors")]),
    "Rime Chill": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="colors")],
                     targets=[TargetSlot("creature", count=2, min_count=0)]),
    "Avatar of Growth": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="opponents")]),
    "Primeval Protector": ok(reductions=[SelfReduction(F(types={"Creature"}, controller="opponent"), False,
                                                       measure="field")]),
    # not read: "power 4 or greater" (anthems are not in the state's power), card types among cards
    "Bolt Bend": no("Change the target of target spell or ability with a single target."),  # perm13 reads the reduction
    "Huskburster Swarm": no("This spell costs {1} less to cast for each creature card you own in exile and in your graveyard."),
    "Of One Mind": no("This spell costs {2} less to cast if you control a Human creature and a non-Human creature."),
    # ===== mech13 (issue 13): gift, firebending, max speed ==========================================
    # 702.174a gift: "you may promise an opponent a gift as you cast this spell", chosen with the
    # optional costs (601.2b), nothing to pay, only with an opponent; what the gift does is on
    # resolution (or on entering), nothing about casting
    "Blooming Blast": ok(optional=[GIFT], targets=[CR_T]),
    "Coiling Rebirth": ok(optional=[GIFT], targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))]),
    "Crumb and Get It": ok(optional=[GIFT], targets=[crt(controller="you")]),
    "Dawn's Truce": ok(optional=[GIFT]),  # hexproof and indestructible granted on resolution
    "Kitnap": ok(optional=[GIFT], targets=[CR_T]),  # 303.4a: the Aura's target; its trigger and control change: none
    "Nocturnal Hunger": ok(optional=[GIFT], targets=[CR_T]),
    "Parting Gust": ok(optional=[GIFT], targets=[crt(token=False)]),
    "Scrapshooter": ok(optional=[GIFT]),  # the enters trigger's target is no casting target
    "Starfall Invocation": ok(optional=[GIFT]),
    # the promise changes the spell's targets (115.1): its target slots depend on the gift
    "Long River's Pull": ok(optional=[GIFT], targets=[TargetSlot("spell", F(types={"Creature"}), unless="gift"),
                                                    TargetSlot("spell", requires="gift")]),  # spell13
    "Wear Down": ok(optional=[GIFT], targets=[dataclasses.replace(perm("Artifact", "Enchantment"), unless="gift"),
                                              dataclasses.replace(perm("Artifact", "Enchantment", count=2),
                                                                  requires="gift")]),  # spell13
    # firebending: "Whenever this creature attacks, add N {R}. This mana lasts until end of combat."
    # An attack trigger (603.2), not a mana ability (605.1b): nothing about casting
    "Azula, On the Hunt": ok(), "Fire Lord Azula": ok(), "Fire Lord Zuko": ok(), "Firebending Student": ok(),
    "Zhao, Ruthless Admiral": ok(), "Zuko, Firebending Master": ok(), "Zuko, Seeking Honor": ok(),
    "Azula, Ruthless Firebender": ok(abilities=[act("{2}{B}")]),
    "Boiling Rock Rioter": ok(abilities=[act(parts=(CostPart("tap_untapped", 1, F(subtypes={"Ally"})),),
                                             targets=(TargetSlot("card_in_graveyard"),))]),
    "Fire Nation Cadets": ok(abilities=[act("{2}")]),  # the static gives itself firebending: a trigger
    "Fire Sages": ok(abilities=[act("{1}{R}{R}")]),
    "Ran and Shaw": ok(abilities=[act("{3}{R}")]),
    "Sun Warriors": ok(abilities=[act("{5}")]),
    "Tundra Tank": ok(abilities=[crew(1)]),
    "Uncle Iroh": ok(modifiers=[CostModifier("reduce", 1, F(subtypes={"Lesson"}), scope="you")]),
    "Vindictive Warden": ok(abilities=[act("{3}")]),
    "Zuko, Exiled Prince": ok(abilities=[act("{3}")]),
    # 106.4 / 500.4: what happens to unspent mana as a step ends changes no question (replace13: no
    # question spans steps); a keyword that depends on the mana in the pool stays unread
    "Ozai, the Phoenix King": no("Ozai has flying and indestructible as long as you have six or more unspent mana."),
    # 702.178a max speed: "As long as you have max speed, <ability>": a trigger (no mana) or a
    # static that doesn't matter changes nothing whether it applies or not; Start your engines!
    # (702.179) tracks the speed, nothing about casting
    "Aether Syphon": ok(abilities=[act("{2}", tap=True)]),
    "Embalmed Ascendant": ok(), "Endrider Spikespitter": ok(), "Mendicant Core, Guidelight": ok(),
    "Pride of the Road": ok(), "Risen Necroregent": ok(),
    "Zahur, Glory's Past": ok(abilities=[act(parts=(CostPart("sacrifice", 1, F(types={"Creature"}), another=True),),
                                          once_per_turn=True)]),
    # std13b, 702.178a: an activated or mana ability or a cost change that exists only at max speed
    # (702.179: speed 4, the player's ``speed``): a "speed" band at its place in the text
    "Endrider Catalyzer": ok(bands=[LevelBand("speed", 4, abilities=(add("RR"),))]),
    "Muraganda Raceway": ok(abilities=[add("C")], bands=[LevelBand("speed", 4, abilities=(add("CC"),), at=1)]),
    "Amonkhet Raceway": ok(abilities=[add("C")], bands=[LevelBand("speed", 4, abilities=(act(tap=True, targets=(CR_T,)),),
                                                                  at=1)]),
    "Avishkar Raceway": ok(abilities=[add("C")], bands=[LevelBand("speed", 4, abilities=(
        act("{3}", tap=True, parts=(CostPart("discard", 1),)),), at=1)]),
    "Starting Column": ok(abilities=[ANY_COLOR], bands=[LevelBand("speed", 4, abilities=(act(tap=True, sacrifice_self=True),),
                                                                  at=1)]),
    # "{3}, Exile this card from your graveyard: Draw a card.": works from the graveyard (113.6)
    **{n: ok(bands=[LevelBand("speed", 4, abilities=(act("{3}", zone="graveyard", exile_self=True),))])
       for n in ("Glitch Ghost Surveyor", "Goblin Surveyor", "Leonin Surveyor", "Loxodon Surveyor")},
    "Mutant Surveyor": ok(abilities=[act("{2}")], bands=[LevelBand("speed", 4, abilities=(
        act("{3}", zone="graveyard", exile_self=True),), at=1)]),
    "Hour of Victory": ok(bands=[LevelBand("speed", 4, abilities=(act("{1}{B}", sacrifice_self=True, sorcery_speed=True),))]),
    "Kickoff Celebrations": ok(bands=[LevelBand("speed", 4, abilities=(act(sacrifice_self=True),))]),
    "Perilous Snare": ok(bands=[LevelBand("speed", 4, abilities=(act(tap=True, sorcery_speed=True, targets=(
        TargetSlot("permanent", F(controller="you", any_of=(F(types={"Creature"}), F(subtypes={"Vehicle"})))),)),))]),
    "Racers' Scoreboard": ok(bands=[LevelBand("speed", 4, cost_modifiers=(CostModifier("reduce", 1, F(), scope="you"),))]),
    "Slick Imitator": ok(bands=[LevelBand("speed", 4, abilities=(act("{1}", sacrifice_self=True, targets=(
        TargetSlot("spell", F(controller="you")),)),))]),
    # std13b, Cases (719): "To solve — ..." is an end step trigger; "Solved — <ability>" exists while
    # the Case is solved (the object's ``solved``): a "solved" band; a solved trigger or a static
    # that changes no answer (P/T, token replacement) is read as always there
    "Case of the Crimson Pulse": ok(), "Case of the Gateway Express": ok(), "Case of the Pilfered Proof": ok(),
    "Case of the Shattered Pact": ok(), "Case of the Trampled Garden": ok(),
    "Case of the Ransacked Lab": ok(modifiers=[CostModifier("reduce", 1, F(types={"Instant", "Sorcery"}), scope="you")]),
    "Case of the Filched Falcon": ok(bands=[LevelBand("solved", 1, abilities=(act("{2}{U}", sacrifice_self=True, targets=(
        TargetSlot("permanent", F(types={"Artifact"}, non_types={"Creature"})),)),))]),
    "Case of the Stashed Skeleton": ok(bands=[LevelBand("solved", 1, abilities=(
        act("{1}{B}", sacrifice_self=True, sorcery_speed=True),))]),
    "Case of the Uneaten Feast": ok(bands=[LevelBand("solved", 1, abilities=(act(sacrifice_self=True),))]),
    # std13b, 702.41a: Affinity for <subtype> (outlaws: Assassin, Mercenary, Pirate, Rogue, Warlock)
    "Allies at Last": ok(keywords={"Affinity for Allies"}, reductions=[SelfReduction(F(subtypes={"Ally"}), yours_only=True)],
                         targets=[TargetSlot("creature", F(controller="you"), count=2, min_count=0),
                                  TargetSlot("creature", F(controller="opponent"))]),
    "Bartz and Boko": ok(keywords={"Affinity for Birds"}, reductions=[SelfReduction(F(subtypes={"Bird"}), yours_only=True)]),
    "Claws Out": ok(keywords={"Affinity for Cats"}, reductions=[SelfReduction(F(subtypes={"Cat"}), yours_only=True)]),
    "Gate Colossus": ok(keywords={"Affinity for Gates"}, reductions=[SelfReduction(F(subtypes={"Gate"}), yours_only=True)]),
    "Hellspur Brute": ok(keywords={"Affinity for outlaws"}, reductions=[SelfReduction(
        F(subtypes={"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}), yours_only=True)]),
    "Polliwallop": ok(keywords={"Affinity for Frogs"}, reductions=[SelfReduction(F(subtypes={"Frog"}), yours_only=True)],
                      targets=[crt(controller="you"), crt(controller="opponent")]),
    "Scales of Shale": ok(keywords={"Affinity for Lizards"}, reductions=[SelfReduction(F(subtypes={"Lizard"}), yours_only=True)],
                          targets=[CR_T]),
    "Travel the Overworld": ok(keywords={"Affinity for Towns"}, reductions=[SelfReduction(F(subtypes={"Town"}),
                                                                                          yours_only=True)]),
    # 702.177a exhaust: "<cost>: <effect>. Activate only once." (the state's ``exhausted``)
    "Camera Launcher": ok(abilities=[act("{3}", once_ever=True)]),
    "Greenbelt Guardian": ok(abilities=[act("{G}", targets=(CR_T,)), act("{3}{G}", once_ever=True)]),
    "Hog-Monkey": ok(abilities=[act("{5}", once_ever=True)]),  # its combat trigger's target: no casting target
    "Keen Buccaneer": ok(abilities=[act("{1}{U}", once_ever=True)]),
    "Mindspring Merfolk": ok(abilities=[act("{X}{U}{U}", tap=True, once_ever=True)]),
    "Rangers' Refueler": ok(abilities=[act("{4}", once_ever=True), crew(2)]),
    "Spire Mechcycle": ok(abilities=[act(parts=(CostPart("tap_untapped", 1, F(subtypes={"Mount", "Vehicle"}), another=True),),
                                         once_ever=True), crew(2)]),
    # an exhaust mana ability: the pure mana paths don't read "once"
    "Loot, the Pathfinder": no("Exhaust — {G}, {T}: Add three mana of any one color."),
    # "artifacts and/or creatures" in a cost: each object chosen is one or the other (or both)
    "Adaptive Gemguard": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(types={"Artifact", "Creature"})),),
                                           sorcery_speed=True)]),  # not "other": it may tap itself
    "Goldfury Strider": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(types={"Artifact", "Creature"})),),
                                          sorcery_speed=True, targets=(CR_T,))]),
    "Sunshot Militia": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(types={"Artifact", "Creature"})),),
                                         sorcery_speed=True)]),
    "Warden of the Inner Sky": ok(abilities=[act(parts=(CostPart("tap_untapped", 3, F(types={"Artifact", "Creature"})),),
                                                 sorcery_speed=True)]),
    "Fear of Exposure": ok(additional=[CostPart("tap_untapped", 2, F(types={"Creature", "Land"}))]),  # 118.8
    "Keskit, the Flesh Sculptor": ok(abilities=[act(tap=True, parts=(CostPart("sacrifice", 3, F(types={"Artifact", "Creature"}),
                                                                              another=True),))]),
    # target13b: abilities on the stack as targets (113.3b-c, 603; mana abilities never are, 605.3b)
    "Stifle": ok(targets=[TargetSlot("ability")]),
    "Repudiate": ok(targets=[TargetSlot("ability")]),
    # its second sentence acts as it resolves (this turn's activations, later)
    "Trickbind": ok(keywords={"Split second"}, targets=[TargetSlot("ability")]),
    "Bind": ok(targets=[TargetSlot("activated_ability")]),
    "Squelch": ok(targets=[TargetSlot("activated_ability")]),
    "Disallow": ok(targets=[TargetSlot("spell_or_ability")]),
    "Voidslime": ok(targets=[TargetSlot("spell_or_ability")]),
    "Strionic Resonator": ok(abilities=[act("{2}", tap=True, targets=(TargetSlot("triggered_ability", F(controller="you")),))]),
    "Kirol, Attentive First-Year": ok(abilities=[act(parts=(CostPart("tap_untapped", 2, F(types={"Creature"})),),
                                                     once_per_turn=True,
                                                     targets=(TargetSlot("triggered_ability", F(controller="you")),))]),
    # ward is a trigger (702.21); "unless its controller pays" is on resolution
    "Mirrorshell Crab": ok(abilities=[act("{2}{U}", discard_self=True, zone="hand",
                                          targets=(TargetSlot("spell_or_ability"),))]),
    # "target spell or permanent": a spell on the stack or a permanent (115.1)
    "Jeskai Revelation": ok(targets=[TargetSlot("spell_or_permanent"), ANY_T]),
    "Divide by Zero": ok(targets=[TargetSlot("spell_or_permanent", F(min_mana_value=1))]),  # learn: on resolution
    "Chaoslace": ok(targets=[TargetSlot("spell_or_permanent")]),
    "Deathlace": ok(targets=[TargetSlot("spell_or_permanent")]),
    "Blind Seer": ok(abilities=[act("{1}{U}", targets=(TargetSlot("spell_or_permanent"),))]),
    # the old "creature or player" (no planeswalker, 115.4)
    "Sarah's Wings": ok(targets=[TargetSlot("creature_or_player")]),
    # "from a single graveyard" (601.2c): all of the slot's cards in one graveyard
    "Decompose": ok(targets=[TargetSlot("card_in_graveyard", count=3, min_count=0, same_graveyard=True)]),
    "Rapid Decay": ok(targets=[TargetSlot("card_in_graveyard", count=3, min_count=0, same_graveyard=True)],
                      abilities=[act("{2}", discard_self=True, zone="hand")]),
    "Shred Memory": ok(targets=[TargetSlot("card_in_graveyard", count=4, min_count=0, same_graveyard=True)],
                       abilities=[act("{1}{B}{B}", discard_self=True, zone="hand", sorcery_speed=True)]),
    "Rats' Feast": ok(targets=[TargetSlot("card_in_graveyard", x_count=True, same_graveyard=True)]),
    "Pestilent Cauldron": ok(abilities=[act(tap=True, parts=(CostPart("discard", 1),)), act("{1}", tap=True),
                                        act("{4}", tap=True, targets=(TargetSlot("card_in_graveyard", count=4,
                                                                                 same_graveyard=True),))]),
    "Carrion Beetles": ok(abilities=[act("{2}{B}", tap=True, targets=(
        TargetSlot("card_in_graveyard", count=3, min_count=0, same_graveyard=True),))]),
    "Digsite Conservator": ok(abilities=[act(sacrifice_self=True, sorcery_speed=True, targets=(
        TargetSlot("card_in_graveyard", count=4, min_count=0, same_graveyard=True),))]),  # its dies trigger: later
    "Serene Remembrance": ok(targets=[TargetSlot("card_in_graveyard", count=3, min_count=0, same_graveyard=True)]),
    # "with a +1/+1 counter on it" (122.1): the target's counters
    "Bounty Hunter": ok(abilities=[act(tap=True, targets=(crt(non_colors="B"),)),
                                   act(tap=True, targets=(crt(with_counter="bounty"),))]),
    "Banewhip Punisher": ok(abilities=[act("{B}", sacrifice_self=True, targets=(crt(with_counter="-1/-1"),))]),
    "Sporeback Troll": ok(abilities=[act("{1}{G}", targets=(crt(with_counter="+1/+1"),))]),
    "Simic Basilisk": ok(abilities=[act("{1}{G}", targets=(crt(with_counter="+1/+1"),))]),
    "Aquastrand Spider": ok(abilities=[act("{G}", targets=(crt(with_counter="+1/+1"),))]),
    "Tempered Veteran": ok(abilities=[act("{W}", tap=True, targets=(crt(with_counter="+1/+1"),)),
                                      act("{4}{W}{W}", tap=True, targets=(CR_T,))]),
    "Together Forever": ok(abilities=[act("{1}", targets=(crt(with_counter=""),))]),  # "a counter": any kind
    "Floodpits Drowner": ok(keywords={"Flash"}, abilities=[act("{1}{U}", tap=True, targets=(crt(with_counter="stun"),))]),
    # bloodrush (an ability word, 207.2c): an activated ability from the hand discarding the card
    "Zhur-Taa Swine": ok(abilities=[act("{1}{R}{G}", discard_self=True, zone="hand", targets=(crt(combat="attacking"),))]),
    "Ghor-Clan Rampager": ok(abilities=[act("{R}{G}", discard_self=True, zone="hand", targets=(crt(combat="attacking"),))]),
    "Wrecking Ogre": ok(abilities=[act("{3}{R}{R}", discard_self=True, zone="hand", targets=(crt(combat="attacking"),))]),
    "Skinbrand Goblin": ok(abilities=[act("{R}", discard_self=True, zone="hand", targets=(crt(combat="attacking"),))]),
    # target13b: "with mana value X [or less]", X announced first (601.2b)
    "Disembowel": ok(targets=[crt(mana_value_x="eq")]),
    "Spell Burst": ok(targets=[TargetSlot("spell", F(mana_value_x="eq"))], optional=[OptionalCost("buyback", cost("{3}"))]),
    "Stir the Grave": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you",
                                                                    mana_value_x="le"))]),
    "Dominate": ok(targets=[crt(mana_value_x="le")]),
    "Plaguebearer": ok(abilities=[act("{X}{X}{B}", targets=(crt(non_colors="B", mana_value_x="eq"),))]),
    "Hearth Kami": ok(abilities=[act("{X}", sacrifice_self=True, targets=(perm("Artifact", mana_value_x="eq"),))]),
    "Gorilla Shaman": ok(abilities=[act("{X}{X}{1}", targets=(perm("Artifact", non_types={"Creature"}, mana_value_x="eq"),))]),
    "Geth, Lord of the Vault": ok(abilities=[act("{X}{B}", targets=(TargetSlot(
        "card_in_graveyard", F(types={"Artifact", "Creature"}, controller="opponent", mana_value_x="eq")),))]),
    # ===== mech13b (issue 13): bargain =============================================================
    # 702.166a: an optional additional cost (118.8b) sacrificing an artifact, an enchantment or a
    # token; "if it was bargained" effects happen on resolution or on entering (nothing to cast)
    "Agatha's Champion": ok(optional=[BARGAIN]),  # the enters trigger's target is no casting target
    "Archon's Glory": ok(optional=[BARGAIN], targets=[CR_T]),
    "Back for Seconds": ok(optional=[BARGAIN], targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"),
                                                                   count=2, min_count=0)]),
    "Candy Grapple": ok(optional=[BARGAIN], targets=[CR_T]),
    "Diminisher Witch": ok(optional=[BARGAIN]), "Farsight Ritual": ok(optional=[BARGAIN]),
    "High Fae Negotiator": ok(optional=[BARGAIN]), "Rowan's Grim Search": ok(optional=[BARGAIN]),
    "Tenacious Tomeseeker": ok(optional=[BARGAIN]), "Thunderous Debut": ok(optional=[BARGAIN]),
    "Troublemaker Ouphe": ok(optional=[BARGAIN]),
    # 601.2f: "costs {N} less to cast if it's bargained": the bargain cost's generic reduction
    "Hamlet Glutton": ok(optional=[dataclasses.replace(BARGAIN, reduction=2)]),
    "Ice Out": ok(optional=[dataclasses.replace(BARGAIN, reduction=1)], targets=[SPELL_T]),
    "Johann's Stopgap": ok(optional=[dataclasses.replace(BARGAIN, reduction=2)], targets=[perm(non_types={"Land"})]),
    "Kellan's Lightblades": ok(optional=[BARGAIN], targets=[crt(combat="attacking_or_blocking")]),
    # an enters trigger adding mana is no mana ability (605.1b: it doesn't trigger on mana)
    "Realm-Scorcher Hellkite": ok(optional=[BARGAIN], abilities=[act("{1}{R}", targets=(ANY_T,))]),
    "Stonesplitter Bolt": ok(optional=[BARGAIN], targets=[perm("Creature", "Planeswalker")]),
    "Torch the Tower": ok(optional=[BARGAIN], targets=[perm("Creature", "Planeswalker")]),
    # a target only when bargained (601.2c), casting another card, changing other cards' bargain
    # 702.166: the bargained rider's target exists only when bargained (spell13)
    "Brave the Wilds": ok(optional=[BARGAIN], targets=[TargetSlot("permanent", F(types={"Land"}, controller="you"),
                                                                  requires="bargain")]),
    "Beseech the Mirror": no("Search your library for a card, exile it face down, then shuffle. If this spell was bargained, you may cast the exiled card without paying its mana cost if that spell's mana value is 4 or less. Put the exiled card into your hand if it wasn't cast this way."),
    "Dan, Shrewd Trader": no("You can bargain any permanent instead of just artifacts, enchantments, and tokens."),
    # ===== blight13 (issue 13): "As an additional cost to cast this spell, you may blight N." ====
    # an optional additional cost (118.8b) putting N -1/-1 counters on one creature you control
    # (601.2h); "if this spell's additional cost was paid" effects happen as it resolves (608.2c)
    "Burning Curiosity": ok(optional=[BLIGHT1]),  # impulse draw: a resolution effect
    "Cinder Strike": ok(optional=[BLIGHT1], targets=[CR_T]),
    "Requiting Hex": ok(optional=[BLIGHT1], targets=[crt(max_mana_value=2)]),
    # the modes chosen depend on the cost paid (700.2, 601.2b): one, or both when blighted (spell13)
    "Pyrrhic Strike": ok(optional=[OptionalCost("blight", parts=(CostPart("blight", 2, F(types={"Creature"})),))],
                         modes=choose(1, 1, [perm("Artifact", "Enchantment")], [crt(min_mana_value=3)]),
                         all_modes_if_paid="blight"),
    # a choice between two costs (601.2b; read since addcost13); a blight of X bounded by toughness: not read
    "Bogslither's Embrace": ok(targets=[CR_T], optional=ONE_OF("Bogslither's Embrace", ("blight 1", None, BLIGHT(1)),
                                                               ("pay {3}", "{3}", None))),
    "Wild Unraveling": ok(targets=[SPELL_T], optional=ONE_OF("Wild Unraveling", ("blight 2", None, BLIGHT(2)),
                                                             ("pay {1}", "{1}", None))),
    "Soul Immolation": no("As an additional cost to cast this spell, blight X. X can't be greater than the greatest toughness among creatures you control."),
    # web-slinging: an untapped creature tapped for mana in 601.2g (even idly) may be returned;
    # the checkers have no idle activation (docs/answers.md), so the keyword stays unread
    "Spider-Man, Web-Slinger": no("Web-slinging {W}"), "Spider-UK": no("Web-slinging {2}{W}"),
    "Spiders-Man, Heroic Horde": no("Web-slinging {4}{G}{G}"), "Spider-Man, Brooklyn Visionary": no("Web-slinging {2}{G}"),
    # waterbend (701.67; std13c): "Waterbend {N}" in an ability's cost is {N} that untapped
    # artifacts and creatures may pay, {1} each (``waterbend``); "As an additional cost to cast
    # this spell, you may waterbend {N}." the optional cost of it; the required form, one cost of
    # a group of one (addcost13). The {X} forms, and harmonize (a reduction by a tapped
    # creature's power), stay unread
    "Geyser Leaper": ok(abilities=[act("{4}", waterbend=4)]),
    "Katara, Bending Prodigy": ok(abilities=[act("{6}", waterbend=6)]),
    "Crashing Wave": no("As an additional cost to cast this spell, waterbend {X}."),
    "Benevolent River Spirit": ok(keywords=set(), optional=[OptionalCost(  # ward: no casting field
        "waterbend", cost("{5}"), waterbend=True, one_of="Benevolent River Spirit")]),
    "Katara, Water Tribe's Hope": no("Waterbend {X}: Creatures you control have base power and toughness X/X until "
                                     "end of turn. X can't be 0. Activate only during your turn."),
    "Aang's Iceberg": ok(keywords={"Flash"}, abilities=[act("{3}", waterbend=3)]),  # the enters trigger's target: no casting target
    "Flexible Waterbender": ok(abilities=[act("{3}", waterbend=3)]),
    "Foggy Swamp Vinebender": ok(abilities=[act("{5}", waterbend=5, your_turn_only=True)]),  # 602.5
    "Giant Koi": ok(abilities=[act("{3}", waterbend=3), act("{2}", discard_self=True, zone="hand")]),  # islandcycling 702.29
    "Invasion Submersible": ok(abilities=[act("{3}", waterbend=3, once_ever=True)]),  # exhaust 702.177a
    "North Pole Patrol": ok(abilities=[act(tap=True, targets=(TargetSlot("permanent", F(controller="you"), not_source=True),)),
                                       act("{3}", tap=True, waterbend=3, targets=(crt(controller="opponent"),))]),
    "Water Tribe Rallier": ok(abilities=[act("{5}", waterbend=5)]),
    "Waterbender Ascension": ok(abilities=[act("{4}", waterbend=4, targets=(CR_T,))]),
    "Watery Grasp": ok(targets=[TargetSlot("creature", text="Enchant creature")], abilities=[act("{5}", waterbend=5)]),
    # "If this spell's additional cost was paid, ...": checked as it resolves (608.2c)
    "Katara, Seeking Revenge": ok(optional=[OptionalCost("waterbend", cost("{2}"), waterbend=True)]),
    "Ruinous Waterbending": ok(optional=[OptionalCost("waterbend", cost("{4}"), waterbend=True)]),
    "Secret of Bloodbending": ok(targets=[TargetSlot("opponent")], optional=[OptionalCost("waterbend", cost("{10}"), waterbend=True)]),
    "Spirit Water Revival": ok(optional=[OptionalCost("waterbend", cost("{6}"), waterbend=True)]),
    "Roamer's Routine": no("Harmonize {4}{G}"), "Wild Ride": no("Harmonize {4}{R}"),
    # (Gristle Glutton, Sting-Slinger, Evershrike's Gift: blight in an ability's cost is read since act13a)
    # quick13b: Miracle (702.94a), an alternative cost from the hand while its trigger resolves
    "Banishing Stroke": ok(alternative=[MIR("{W}")], targets=[perm("Artifact", "Creature", "Enchantment")]),
    "Blessings of Nature": ok(alternative=[MIR("{G}")], targets=[TargetSlot("creature", unlimited=True, min_count=0)], division=Division(0, 4)),
    "Bonfire of the Damned": ok(alternative=[MIR("{X}{R}")], targets=[TargetSlot("player_or_planeswalker")]),
    "Devastation Tide": ok(alternative=[MIR("{1}{U}")]),
    "Entreat the Angels": ok(alternative=[MIR("{X}{W}{W}")]),
    "Entreat the Dead": ok(alternative=[MIR("{X}{B}{B}")], targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"), x_count=True)]),
    "Reforge the Soul": ok(alternative=[MIR("{1}{R}")]),
    "Revenge of the Hunted": ok(alternative=[MIR("{G}")], targets=[CR_T]),
    "Temporal Mastery": ok(alternative=[MIR("{1}{U}")]),
    "Terminus": ok(alternative=[MIR("{W}")]),
    "Thunderous Wrath": ok(alternative=[MIR("{R}")], targets=[ANY_T]),
    "Vanishment": ok(alternative=[MIR("{U}")], targets=[perm(non_types={"Land"})]),
    # quick13b: "You have hexproof/shroud." (702.11b, 702.18a), given to the controller while a permanent
    "Aegis of the Gods": ok(player_keywords=frozenset({"hexproof"})),
    "Angelic Enforcer": ok(player_keywords=frozenset({"hexproof"})),
    "Imperial Mask": ok(player_keywords=frozenset({"hexproof"})),
    "Ivory Mask": ok(player_keywords=frozenset({"shroud"})),
    "Leyline of Sanctity": ok(player_keywords=frozenset({"hexproof"})),
    "Spirit of the Hearth": ok(player_keywords=frozenset({"hexproof"})),
    "Teyo, the Shieldmage": ok(player_keywords=frozenset({"hexproof"}), abilities=[loy(-2)]),
    "True Believer": ok(player_keywords=frozenset({"shroud"})),
    "Witchbane Orb": ok(player_keywords=frozenset({"hexproof"})),
    # quick13b: Reinforce N—{cost} (702.77a): "{cost}, Discard this card: Put N +1/+1 counters on target creature."
    "Bannerhide Krushok": ok(abilities=[REINF("{1}{G}"), act("{5}{G}{G}", exile_self=True, zone="graveyard", sorcery_speed=True, targets=(CR_T,))]),
    "Break Ties": ok(modes=choose(1, 1, [perm("Artifact")], [perm("Enchantment")], [TargetSlot("card_in_graveyard")]), abilities=[REINF("{W}")]),
    "Brighthearth Banneret": ok(modifiers=[CostModifier("reduce", 1, F(subtypes={"Elemental", "Warrior"}), "you")], abilities=[REINF("{1}{R}")]),
    "Burrenton Bombardier": ok(abilities=[REINF("{2}{W}")]),
    "Earthbrawn": ok(targets=[CR_T], abilities=[REINF("{1}{G}")]),
    "Hunting Triad": ok(abilities=[REINF("{3}{G}")]),
    "Mosquito Guard": ok(abilities=[REINF("{1}{W}")]),
    # ===== quick13: surge (702.117a), casualty N (702.153a), recover (702.59a: a graveyard
    # trigger paid as it resolves), additional land plays (305.2), "Other creatures you control
    # have haste" (302.6)
    "Boulder Salvo": ok(alternative=[surge("{1}{R}")], targets=[CR_T]),
    "Comparative Analysis": ok(alternative=[surge("{2}{U}")], targets=[PLAYER_T]),
    "Containment Membrane": ok(alternative=[surge("{U}")], targets=[CR_T]),  # Enchant creature (303.4a)
    "Goblin Freerunner": ok(alternative=[surge("{1}{R}")]),
    "Grip of the Roil": ok(alternative=[surge("{1}{U}")], targets=[CR_T]),
    "Jwar Isle Avenger": ok(alternative=[surge("{2}{U}")]),
    "Overwhelming Denial": ok(alternative=[surge("{U}{U}")], targets=[SPELL_T]),
    "Fall of the Titans": no("Surge {X}{R}"),  # X in an alternative cost: not read here
    "A Little Chat": ok(optional=[casualty(1)]), "Dig Up the Body": ok(optional=[casualty(1)]),
    "Cut of the Profits": ok(optional=[casualty(3)]), "Illicit Shipment": ok(optional=[casualty(3)]),
    "Join the Maestros": ok(optional=[casualty(2)]),
    "Light 'Em Up": ok(optional=[casualty(2)], targets=[perm("Creature", "Planeswalker")]),
    "Make Disappear": ok(optional=[casualty(1)], targets=[SPELL_T]),
    "Rooftop Nuisance": ok(optional=[casualty(1)], targets=[CR_T]),
    # Casualty X: X is the sacrificed creature's power, with a loyalty rider
    "Ob Nixilis, the Adversary": no("Casualty X. The copy isn't legendary and has starting loyalty X."),
    "Controvert": ok(targets=[SPELL_T]), "Icefall": ok(targets=[perm("Artifact", "Land")]),
    "Krovikan Rot": ok(targets=[crt(max_power=2)]),
    "Garza's Assassin": ok(abilities=[act(sacrifice_self=True, targets=(crt(non_colors="B"),))]), "Resize": ok(targets=[CR_T]), "Sun's Bounty": ok(),
    "Exploration": ok(extra_land_plays=1), "Azusa, Lost but Seeking": ok(extra_land_plays=2),
    "Aesi, Tyrant of Gyre Strait": ok(extra_land_plays=1), "Flubs, the Fool": ok(extra_land_plays=1),
    "Song of Creation": ok(extra_land_plays=1), "Zell Dincht": ok(extra_land_plays=1),
    "Ghirapur Orrery": ok(extra_land_plays_each=1), "Rites of Flourishing": ok(extra_land_plays_each=1),
    # a Vanguard works from the command zone; a Class level's ability depends on the level
    "Titania": no("You may play an additional land on each of your turns."),
    "Druid Class": no("You may play an additional land on each of your turns."),
    "Dragonlord Kolaghan": ok(permanent_grants=[OTHERS_HASTE]), "Garna, the Bloodflame": ok(keywords={"Flash"}, permanent_grants=[OTHERS_HASTE]),
    "Smellerbee, Rebel Fighter": ok(permanent_grants=[OTHERS_HASTE]),
    "Yarus, Roar of the Old Gods": ok(permanent_grants=[OTHERS_HASTE]),
    "Samut, Voice of Dissent": ok(keywords={"Flash"}, permanent_grants=[OTHERS_HASTE],
                                  abilities=[act("{W}", tap=True, targets=(TargetSlot("creature", not_source=True),))]),
    # ===== static13b: Auras prohibiting activated abilities (602.5): a grant to the attached permanent ==========
    "Arachnus Web": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),  # the end-step trigger: nothing
    "Demotion": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),  # "can't block": combat only
    "Desert's Hold": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),
    "Detainment Spell": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE],
                           abilities=[act("{1}{W}", targets=(CR_T,))]),
    "Encrust": ok(targets=[perm("Artifact", "Creature")], permanent_grants=[_ARREST_ANY]),  # doesn't untap: harmless
    "Faith's Fetters": ok(targets=[perm()], permanent_grants=[PermanentGrant("attached", F(), forbids="nonmana")]),
    "Gelid Shackles": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE], abilities=[act("{S}")]),
    "Ice Cage": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),  # a trigger on being targeted: nothing
    "Lawmage's Binding": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),
    "Nahiri's Binding": ok(targets=[perm("Creature", "Planeswalker")], permanent_grants=[_ARREST_ANY]),
    "One Thousand Lashes": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),
    "Petrify": ok(targets=[perm("Artifact", "Creature")], permanent_grants=[_ARREST_ANY]),
    "Prison Term": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),
    "Stasis Cocoon": ok(targets=[perm("Artifact")], permanent_grants=[PermanentGrant("attached", F(types={"Artifact"}),
                                                                                     forbids="all")]),
    "Stuck in Summoner's Sanctum": ok(keywords={"Flash"}, targets=[perm("Artifact", "Creature")],
                                      permanent_grants=[_ARREST_ANY]),
    "Stupefying Touch": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),
    "Suppression Bonds": ok(targets=[perm(non_types={"Land"})], permanent_grants=[_ARREST_ANY]),
    "Viper's Kiss": ok(targets=[CR_T], permanent_grants=[_ARREST_CREATURE]),  # -1/-1: the state's overrides
    # ===== static13b: shroud, hexproof, protection given to the attached permanent (601.2c targets) ===========
    "Alexi's Cloak": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[_gives("Shroud")]),
    "Aspect of Mongoose": ok(targets=[CR_T], permanent_grants=[_gives("Shroud")]),
    "Black Ward": ok(targets=[CR_T], permanent_grants=[_gives("Protection from black", keeps_source=True)]),
    "White Ward": ok(targets=[CR_T], permanent_grants=[_gives("Protection from white", keeps_source=True)]),
    "Cloak and Dagger": ok(abilities=[equip("{3}")], permanent_grants=[_gives("Shroud")]),  # +2/+0: the state's
    "Crown of Awe": ok(targets=[CR_T], permanent_grants=[_gives("Protection from black and from red")],
                       abilities=[act(sacrifice_self=True)]),
    "Curator's Ward": ok(targets=[perm()], permanent_grants=[_gives("Hexproof", kind=None)]),
    "Diplomatic Immunity": ok(keywords={"Shroud"}, targets=[CR_T], permanent_grants=[_gives("Shroud")]),
    "Guildscorn Ward": ok(targets=[CR_T], permanent_grants=[_gives("Protection from multicolored")]),
    "Holy Mantle": ok(targets=[CR_T], permanent_grants=[_gives("Protection from creatures")]),
    "Spirit Mantle": ok(targets=[CR_T], permanent_grants=[_gives("Protection from creatures")]),
    "Unquestioned Authority": ok(targets=[CR_T], permanent_grants=[_gives("Protection from creatures")]),
    "Mask of Avacyn": ok(abilities=[equip("{3}")], permanent_grants=[_gives("Hexproof")]),
    "Mask of Law and Grace": ok(targets=[CR_T], permanent_grants=[_gives("Protection from black and from red")]),
    "Robe of Mirrors": ok(targets=[CR_T], permanent_grants=[_gives("Shroud")]),
    "Sword of Fire and Ice": ok(abilities=[equip("{2}")], permanent_grants=[_gives("Protection from red and from blue")]),
    "Sword of Wealth and Power": ok(abilities=[equip("{2}")],
                                    permanent_grants=[_gives("Protection from instants and from sorceries")]),
    "Tattoo Ward": ok(targets=[CR_T], permanent_grants=[_gives("Protection from enchantments", keeps_source=True)],
                      abilities=[act(sacrifice_self=True, targets=(perm("Enchantment"),))]),
    "Zephid's Embrace": ok(targets=[CR_T], permanent_grants=[_gives("Shroud")]),  # flying: the state's granted
    # ===== static13b: the Theros Gods, "As long as your devotion to ... is less than N, ~ isn't a creature." ====
    # (700.5, 700.5a; 613.1d on the battlefield); indestructible and the triggers change nothing about casting
    "Athreos, God of Passage": ok(devotion_creature=(frozenset("WB"), 7)),
    "Ephara, God of the Polis": ok(devotion_creature=(frozenset("WU"), 7)),
    "Erebos, God of the Dead": ok(devotion_creature=(frozenset("B"), 5),  # "can't gain life": no cost pays life gain
                                  abilities=[act("{1}{B}", parts=(CostPart("pay_life", 2),))]),
    "Heliod, God of the Sun": ok(devotion_creature=(frozenset("W"), 5), abilities=[act("{2}{W}{W}")]),  # vigilance
    "Iroas, God of Victory": ok(devotion_creature=(frozenset("RW"), 7)),  # menace, prevention: combat only
    "Karametra, God of Harvests": ok(devotion_creature=(frozenset("GW"), 7)),
    "Mogis, God of Slaughter": ok(devotion_creature=(frozenset("BR"), 7)),
    "Nylea, God of the Hunt": ok(devotion_creature=(frozenset("G"), 5), abilities=[act("{3}{G}", targets=(CR_T,))]),
    "Purphoros, God of the Forge": ok(devotion_creature=(frozenset("R"), 5), abilities=[act("{2}{R}")]),
    "Thassa, God of the Sea": ok(devotion_creature=(frozenset("U"), 5),
                                 abilities=[act("{1}{U}", targets=(crt(controller="you"),))]),
    # grant13c: keyword grants to "<filter> you control" / "All creatures" (haste 302.6; hexproof, shroud,
    # protection: targets), hexproof from a quality (702.11d: one keyword per quality, 702.11f), protection from
    # the chosen color (the state's chosen.color), "Enchant creature or Vehicle" (303.4a)
    "Absolute Grace": ok(permanent_grants=[_all_have("Protection from black")]),
    "Absolute Law": ok(permanent_grants=[_all_have("Protection from red")]),
    "Aether Meltdown": ok(keywords={"Flash"}, targets=[_creature_or("Vehicle")]),
    "Akroma's Memorial": ok(permanent_grants=[_yours_have("Haste", "Protection from black and from red")]),
    "Ardyn, the Usurper": ok(permanent_grants=[_yours_have("Haste", subtypes={"Demon"}, types=())]),
    "Avatar of Slaughter": ok(),  # double strike, attacking each combat: combat only (508.1d)
    "Cho-Manno's Blessing": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[_gives(CHOSEN_PROTECTION, keeps_source=True)]),
    "Cloudshredder Sliver": ok(permanent_grants=[_yours_have("Haste", subtypes={"Sliver"})]),
    "Concordant Crossroads": ok(permanent_grants=[_all_have("Haste")]),
    "Crystalline Sliver": ok(permanent_grants=[PermanentGrant("all", F(subtypes={"Sliver"}), keywords=frozenset({"Shroud"}))]),
    "Drogskol Captain": ok(permanent_grants=[_yours_have("Hexproof", subtypes={"Spirit"}, other=True)]),
    "Feline Sovereign": ok(permanent_grants=[_yours_have("Protection from Dogs", subtypes={"Cat"}, types=(), other=True)]),
    "Garruk's Harbinger": ok(keywords={"Hexproof from black"}),
    "General Ferrous Rokiric": ok(keywords={"Hexproof from monocolored"}),
    "Gleaming Overseer": ok(permanent_grants=[_yours_have("Hexproof", subtypes={"Zombie"}, types=(), token=True)]),
    "Haytham Kenway": ok(keywords={"Protection from assassins"},
                         permanent_grants=[_yours_have("Protection from Assassins", subtypes={"Knight"}, types=(), other=True)]),
    "Hellraiser Goblin": ok(permanent_grants=[_yours_have("Haste")]),
    "Hofri Ghostforge": ok(permanent_grants=[_yours_have("Haste", subtypes={"Spirit"}, types=())]),
    "Hungry Lynx": ok(permanent_grants=[_yours_have("Protection from Rats", subtypes={"Cat"}, types=())]),
    "Jaheira, Heroic Harper": ok(keywords={"Hexproof from artifacts", "Hexproof from enchantments"}),
    "Jaheira, Insightful Harper": ok(keywords={"Hexproof from artifacts", "Hexproof from enchantments"}),
    "Jaheira, Merciful Harper": ok(keywords={"Hexproof from artifacts", "Hexproof from enchantments"}),
    "Jaheira, Ruthless Harper": ok(keywords={"Hexproof from artifacts", "Hexproof from enchantments"}),
    "Knight of Grace": ok(keywords={"Hexproof from black"}),
    "Knight of Malice": ok(keywords={"Hexproof from white"}),
    "Kratos, God of War": ok(permanent_grants=[_all_have("Haste")]),
    "Leonin Abunas": ok(permanent_grants=[_yours_have("Hexproof", types=("Artifact",))]),
    "Lord of the Unreal": ok(permanent_grants=[_yours_have("Hexproof", subtypes={"Illusion"})]),
    "Mass Hysteria": ok(permanent_grants=[_all_have("Haste")]),
    "Mists of Littjara": ok(keywords={"Flash"}, targets=[_creature_or("Vehicle")]),
    "Niv-Mizzet, Guildpact": ok(keywords={"Hexproof from multicolored"}),
    "Order of the Stars": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({CHOSEN_PROTECTION}))]),
    "Padeem, Consul of Innovation": ok(permanent_grants=[_yours_have("Hexproof", types=("Artifact",))]),
    "Pentarch Ward": ok(targets=[CR_T], permanent_grants=[_gives(CHOSEN_PROTECTION, keeps_source=True)]),
    "Raddic, Tal Zealot": ok(keywords={"Hexproof from white", "Hexproof from black"}),
    "Roadside Assistance": ok(targets=[_creature_or("Vehicle")]),
    "Scion of Oona": ok(keywords={"Flash"}, permanent_grants=[_yours_have("Shroud", subtypes={"Faerie"}, types=(), other=True)]),
    "Silken Strength": ok(keywords={"Flash"}, targets=[_creature_or("Vehicle")]),
    "Voice of All": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({CHOSEN_PROTECTION}))]),
    "Ward Sliver": ok(permanent_grants=[PermanentGrant("all", F(subtypes={"Sliver"}), keywords=frozenset({CHOSEN_PROTECTION}))]),
    "Sporeweb Weaver": ok(keywords={"Hexproof from blue"}),
    # the quoted ability's last sentence returns the Equipment on resolution (608.2): changes no cost
    "Trusty Boomerang": ok(abilities=[equip("{1}")], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}), abilities=(act("{1}", tap=True, targets=(CR_T,)),))]),

    # tail13 (issue 13): the long tail (model/oracle/tail13.py). Ingest (702.115), Champion
    # (702.72), Vanishing (702.63b), Bloodthirst X (702.54): triggers or entering replacements;
    # Epic (702.50): what it does happens on resolution; Support N on a spell (702.101a) is "put a
    # +1/+1 counter on each of up to N target creatures"; revealed hands and libraries; maximum
    # hand size (402.2, checked only in cleanup 514.1); 104.3 can't-win lines; draft text; the
    # en-Kor redirection's target is chosen as the ability is activated (602.2b, 614.9)
    "Benthic Infiltrator": ok(colors=set()),  # Devoid; "can't be blocked" is combat
    "Culling Drone": ok(colors=set()),
    "Mist Intruder": ok(colors=set()),
    "Endless Swarm": ok(),
    "Enduring Ideal": ok(),
    "Eternal Dominion": ok(targets=[TargetSlot("opponent")]),
    "Changeling Berserker": ok(keywords={"Changeling"}),
    "Mistbind Clique": ok(keywords={"Flash"}),  # its championed trigger targets when it triggers
    "Wren's Run Packmaster": ok(abilities=[act("{2}{G}")]),
    "Lightning Crafter": ok(abilities=[act(tap=True, targets=(ANY_T,))]),
    "Indoraptor, the Perfect Hybrid": ok(),
    "Petrified Wood-Kin": ok(keywords={"Protection from instants"}),
    "Tidewalker": ok(),
    "Out of Time": ok(),
    "Shoulder to Shoulder": ok(targets=[TargetSlot("creature", count=2, min_count=0)]),
    "Lead by Example": ok(targets=[TargetSlot("creature", count=2, min_count=0)]),
    "Nissa's Judgment": ok(targets=[TargetSlot("creature", count=2, min_count=0),
                                    TargetSlot("creature", F(controller="opponent"), min_count=0)]),
    "Press into Service": ok(targets=[TargetSlot("creature", count=2, min_count=0), CR_T]),
    "Unity of Purpose": ok(targets=[TargetSlot("creature", count=2, min_count=0)]),
    "Field of Dreams": ok(),
    "Lantern of Insight": ok(abilities=[act(tap=True, sacrifice_self=True, targets=(PLAYER_T,))]),
    "Revelation": ok(),
    "Telepathy": ok(),
    "Squee": ok(),
    "Abyssal Persecutor": ok(),
    "Cecily, Haunted Mage": ok(),  # its attack trigger's free cast happens on resolution
    "Doctor Octopus, Master Planner": ok(),
    "Gnat Miser": ok(),
    "Jin-Gitaxias, Core Augur": ok(keywords={"Flash"}),
    "Null Profusion": ok(),
    "Winter, Misanthropic Guide": ok(),  # Ward is a trigger (702.21); Delirium gates a hand size
    "Spirit en-Kor": ok(abilities=[act("{0}", targets=(crt(controller="you"),))]),
    "Lancers en-Kor": ok(abilities=[act("{0}", targets=(crt(controller="you"),))]),
    "Zealous Inquisitor": ok(abilities=[act("{1}{W}", targets=(CR_T,))]),
    "Zhalfirin Crusader": ok(abilities=[act("{1}{W}", targets=(ANY_T,))]),
    "Aether Searcher": ok(),  # the noted name is used by its enters trigger only
    # tail13: triggers on entering, attacking, combat damage or drawing, stopped or doubled (603.2,
    # never mana abilities, 605.1b); voting (701.38); can't draw (121.1); face-down looks (708.5)
    "Ballot Broker": ok(),
    "Doorkeeper Thrull": ok(keywords={"Flash"}),
    "Found Footage": ok(abilities=[act("{2}", sacrifice_self=True)]),
    "Hushwing Gryff": ok(keywords={"Flash"}),
    "Isshin, Two Heavens as One": ok(),
    "Krang, the All-Powerful": ok(),
    "Maralen of the Mornsong": ok(),
    "Mornsong Aria": ok(),
    "Naban, Dean of Iteration": ok(),
    "Omen Machine": ok(),  # its draw-step free cast is a trigger's effect (608.2)
    "Panharmonicon": ok(),
    "Spirit of the Labyrinth": ok(),
    "Starfield Vocalist": ok(alternative=[AlternativeCost("warp", cost("{1}{U}"))]),
    "Torpor Orb": ok(),
    "Yarok, the Desecrated": ok(),
    "Felix Five-Boots": ok(),
    "Keeper of the Lens": ok(),
    "Midnight Oil": ok(),
    # tail13: 602.5b "Activate no more than twice / three times each turn." (``max_per_turn``)
    "Pit Imp": ok(abilities=[act("{B}", max_per_turn=2)]),
    "Vampire Bats": ok(abilities=[act("{B}", max_per_turn=2)]),
    "Roterothopter": ok(abilities=[act("{2}", max_per_turn=2)]),
    "Sewer Rats": ok(abilities=[act("{B}", parts=(CostPart("pay_life", 1),), max_per_turn=3)]),
    "Manaforge Cinder": no("{1}: Add {B} or {R}. Activate no more than three times each turn."),  # a mana ability: not read
    # ===== alt13: mutate (702.140a), awaken (702.113a), spectacle (702.137a), undaunted
    # (702.125a), legendary sorceries (205.4e); the mutate / awaken triggers and riders change
    # nothing about casting
    "Archipelagore": ok(alternative=[mutate("{5}{U}")], targets=[MUT_T]),
    "Auspicious Starrix": ok(alternative=[mutate("{5}{G}")], targets=[MUT_T]),
    "Boneyard Lurker": ok(alternative=[mutate("{2}{B/G}{B/G}")], targets=[MUT_T]),
    "Cavern Whisperer": ok(alternative=[mutate("{3}{B}")], targets=[MUT_T]),
    "Chittering Harvester": ok(alternative=[mutate("{4}{B}")], targets=[MUT_T]),
    "Cloudpiercer": ok(alternative=[mutate("{3}{R}")], targets=[MUT_T]),
    "Cubwarden": ok(alternative=[mutate("{2}{W}{W}")], targets=[MUT_T]),
    "Dirge Bat": ok(keywords={"Flash"}, alternative=[mutate("{4}{B}{B}")], targets=[MUT_T]),
    "Dreamtail Heron": ok(alternative=[mutate("{3}{U}")], targets=[MUT_T]),
    "Gemrazer": ok(alternative=[mutate("{1}{G}{G}")], targets=[MUT_T]),
    "Glowstone Recluse": ok(alternative=[mutate("{3}{G}")], targets=[MUT_T]),
    "Illuna, Apex of Wishes": ok(alternative=[mutate("{3}{R/G}{U}{U}")], targets=[MUT_T]),
    "Nethroi, Apex of Death": ok(alternative=[mutate("{4}{G/W}{B}{B}")], targets=[MUT_T]),
    "Parcelbeast": ok(alternative=[mutate("{G}{U}")], targets=[MUT_T], abilities=[act("{1}", tap=True)]),
    "Pouncing Shoreshark": ok(keywords={"Flash"}, alternative=[mutate("{3}{U}")], targets=[MUT_T]),
    "Sea-Dasher Octopus": ok(keywords={"Flash"}, alternative=[mutate("{1}{U}")], targets=[MUT_T]),
    "Trumpeting Gnarr": ok(alternative=[mutate("{3}{G/U}{G/U}")], targets=[MUT_T]),
    "Vulpikeet": ok(alternative=[mutate("{2}{W}")], targets=[MUT_T]),
    "Coastal Discovery": ok(alternative=[awaken("{5}{U}")], targets=[AWK_T]),
    "Clutch of Currents": ok(alternative=[awaken("{4}{U}")], targets=[CR_T, AWK_T]),
    "Ruinous Path": ok(alternative=[awaken("{5}{B}{B}")], targets=[perm("Creature", "Planeswalker"), AWK_T]),
    "Scatter to the Winds": ok(alternative=[awaken("{4}{U}{U}")], targets=[SPELL_T, AWK_T]),
    "Mire's Malice": ok(alternative=[awaken("{5}{B}")], targets=[TargetSlot("opponent"), AWK_T]),
    "Planar Outburst": ok(alternative=[awaken("{5}{W}{W}{W}")], targets=[AWK_T]),
    "Part the Waterveil": ok(alternative=[awaken("{6}{U}{U}{U}")], targets=[AWK_T]),
    "Sheer Drop": ok(alternative=[awaken("{5}{W}")], targets=[crt(tapped=True), AWK_T]),
    "Light Up the Stage": ok(alternative=[spectacle("{R}")]),
    "Skewer the Critics": ok(alternative=[spectacle("{R}")], targets=[ANY_T]),
    "Drill Bit": ok(alternative=[spectacle("{B}")], targets=[PLAYER_T]),
    "Spikewheel Acrobat": ok(alternative=[spectacle("{2}{R}")]),
    "Hackrobat": ok(alternative=[spectacle("{B}{R}")], abilities=[act("{B}"), act("{R}")]),
    "Sublime Exhalation": ok(reductions=[UNDAUNTED]),
    "Coastal Breach": ok(reductions=[UNDAUNTED]),
    "Curtains' Call": ok(reductions=[UNDAUNTED], targets=[TargetSlot("creature", count=2)]),
    "Urza's Ruinous Blast": ok(window=LEGENDARY_W),
    "Primevals' Glorious Rebirth": ok(window=LEGENDARY_W),
    "Kamahl's Druidic Vow": ok(window=LEGENDARY_W),
    # ===== std13a: mayhem (702.187a), cast from its owner's graveyard if discarded this turn ======
    "Carnage, Crimson Chaos": ok(alternative=[MAYHEM("{B}{R}")]),  # trample; its enters trigger targets on resolution
    "Electro's Bolt": ok(alternative=[MAYHEM("{1}{R}")], targets=[CR_T]),
    "Prison Break": ok(alternative=[MAYHEM("{3}{B}")],
                       targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))]),
    "Raging Goblinoids": ok(alternative=[MAYHEM("{2}{R}")]),  # haste: combat only for a creature without {T} abilities
    "Rocket-Powered Goblin Glider": ok(alternative=[MAYHEM("{2}")], abilities=[equip("{2}")], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}), keywords=frozenset({"Haste"}))]),  # flying: combat only
    "Scarlet Spider, Kaine": ok(alternative=[MAYHEM("{B/R}")]),  # menace; an enters trigger
    "Spider-Islanders": ok(alternative=[MAYHEM("{1}{R}")]),
    "Swarm, Being of Bees": ok(keywords={"Flash"}, alternative=[MAYHEM("{B}")]),
    "Ultimate Green Goblin": ok(alternative=[MAYHEM("{2}{B/R}")]),  # an upkeep trigger
    "Sandman's Quicksand": no("All creatures get -2/-2 until end of turn. If this spell's mayhem cost was paid, "
                              "creatures your opponents control get -2/-2 until end of turn instead."),
    "Chameleon, Master of Disguise": no("You may have Chameleon enter as a copy of a creature you control, except his "
                                        "name is Chameleon, Master of Disguise."),
    # ===== std13a: impending (702.176a), an alternative cost; the time counters are the permanent's ===
    "Overlord of the Balemurk": ok(alternative=[IMP("{1}{B}")]),  # an enters-or-attacks trigger
    "Overlord of the Boilerbilges": ok(alternative=[IMP("{2}{R}{R}")]),
    "Overlord of the Floodpits": ok(alternative=[IMP("{1}{U}{U}")]),  # flying
    "Overlord of the Hauntwoods": ok(alternative=[IMP("{1}{G}{G}")]),
    "Overlord of the Mistmoors": ok(alternative=[IMP("{2}{W}{W}")]),
    # ===== alt13b: colored Strive (601.2f: the whole cost, colored symbols too, once per target
    # beyond the first), "If you control a commander" free casts (118.9) and Wills (700.2) =====
    "Aerial Formation": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("U",)),
    "Ajani's Presence": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("W",)),
    "Blinding Flare": ok(targets=[ANY_NUMBER_CR], per_extra_target_colors=("R",)),
    "Colossal Heroics": ok(targets=[ANY_NUMBER_CR], per_extra_target=1, per_extra_target_colors=("G",)),
    "Consign to Dust": ok(targets=[TargetSlot("permanent", F(types={"Artifact", "Enchantment"}), unlimited=True, min_count=0)],
                          per_extra_target=2, per_extra_target_colors=("G",)),
    "Cruel Feeding": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("B",)),
    "Desperate Stand": ok(targets=[ANY_NUMBER_CR], per_extra_target_colors=("R", "W")),
    "Hour of Need": ok(targets=[ANY_NUMBER_CR], per_extra_target=1, per_extra_target_colors=("U",)),
    "Kiora's Dismissal": ok(targets=[TargetSlot("permanent", F(types={"Enchantment"}), unlimited=True, min_count=0)],
                            per_extra_target_colors=("U",)),
    "Phalanx Formation": ok(targets=[ANY_NUMBER_CR], per_extra_target=1, per_extra_target_colors=("W",)),
    "Rouse the Mob": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("R",)),
    "Silence the Believers": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("B",)),
    "Deadly Rollick": ok(alternative=[CMDR], targets=[CR_T]),
    "Fierce Guardianship": ok(alternative=[CMDR], targets=[TargetSlot("spell", F(non_types={"Creature"}))]),
    "Flawless Maneuver": ok(alternative=[CMDR]),
    "Obscuring Haze": ok(alternative=[CMDR]),
    "Akroma's Will": ok(modes=choose(1, 1, [], []), commander_both=True),
    "Szat's Will": ok(modes=choose(1, 1, [], []), commander_both=True),
    "Drown in Dreams": ok(modes=choose(1, 1, [PLAYER_T], [PLAYER_T]), commander_both=True),
    "Jeska's Will": ok(modes=choose(1, 1, [TargetSlot("opponent")], []), commander_both=True),
    # their Strive line is read, and (spell13) "Choose any number of target ..." (601.2c, 115.6)
    "Officious Interrogation": ok(targets=[TargetSlot("player", unlimited=True, min_count=0)],
                                  per_extra_target_colors=("W", "U")),
    "Call the Coppercoats": ok(targets=[TargetSlot("opponent", unlimited=True, min_count=0)], per_extra_target=1,
                               per_extra_target_colors=("W",)),
    "Nature's Panoply": ok(targets=[ANY_NUMBER_CR], per_extra_target=2, per_extra_target_colors=("G",)),
    "Solidarity of Heroes": ok(targets=[ANY_NUMBER_CR], per_extra_target=1, per_extra_target_colors=("G",)),
    "Twinflame": ok(targets=[TargetSlot("creature", F(controller="you"), unlimited=True, min_count=0)],
                    per_extra_target=2, per_extra_target_colors=("R",)),
    # near misses: their Strive or commander line is read, the next line is not
    "Harness by Force": no("Gain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn."),
    # the creature copied is chosen on resolution (608.2d); the targets as it is cast (spell13)
    "Polymorphous Rush": ok(targets=[TargetSlot("creature", F(controller="you"), unlimited=True, min_count=0)],
                            per_extra_target=1, per_extra_target_colors=("U",)),
    "Setessan Tactics": no("Until end of turn, any number of target creatures each get +1/+1 and gain \"{T}: This creature fights another target creature.\""),
    "Deflecting Swat": no("You may choose new targets for target spell or ability."),
    "Kamahl's Will": no("• Until end of turn, any number of target lands you control become 1/1 Elemental creatures with vigilance, indestructible, and haste. They're still lands."),
    # a mode's name has no rules meaning (spell13): the bullets are read without it
    "Klauth's Will": ok(modes=choose(1, 1, [], [TargetSlot("permanent", F(types={"Artifact", "Enchantment"}),
                                                           x_count=True, min_count=0)]), commander_both=True),
    "Sakashima's Will": no("• Choose a creature you control. Each other creature you control becomes a copy of that creature until end of turn."),
    # grant13d (issue 13): "~ is also a Cleric, Rogue, Warrior, and Wizard." (604.3: a characteristic-defining
    # ability, all zones: in the type line; tests/test_grant13d.py checks the subtypes), "If ~ would be destroyed,
    # regenerate it." (614.8: a replacement acting only on destruction), two quoted abilities in one grant (the
    # first printed without its period), conditional grants the state says exactly (611.3a: GrantCondition)
    "Burakos, Party Leader": ok(),  # attack trigger; "Choose a Background" (702.124k: deck building)
    "Stonework Packbeast": ok(abilities=[ManaAbility(any_color(), tap=False, mana_cost=cost("{2}"))]),  # no {T}
    "Tajuru Paragon": ok(optional=[OptionalCost("kicker", cost("{3}"))]),  # 702.33; the enters trigger resolves later
    "Veteran Adventurer": ok(reductions=[PARTY]),  # vigilance: combat only
    "Swashbuckler's Whip": ok(abilities=[equip("{1}")], permanent_grants=[  # reach: combat only; discover resolves later
        PermanentGrant("attached", F(types={"Creature"}), abilities=(
            act("{2}", tap=True, targets=(perm("Artifact", "Creature"),)), act("{8}", tap=True)))]),
    "Thornbite Staff": ok(abilities=[equip("{4}")], permanent_grants=[  # "Whenever a creature dies, untap": 603.3
        PermanentGrant("attached", F(types={"Creature"}), abilities=(act("{2}", tap=True, targets=(ANY_T,)),))]),
    "Wolfhunter's Quiver": ok(abilities=[equip("{5}")], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}), abilities=(
            act(tap=True, targets=(ANY_T,)), act(tap=True, targets=(crt(subtypes={"Werewolf"}),))))]),
    "Fledgling Dragon": ok(permanent_grants=[  # threshold; +3/+3 is the state's
        PermanentGrant("self", F(), abilities=(act("{R}"),), condition=GrantCondition("graveyard", count=7))]),
    "Vigilant Sentry": ok(permanent_grants=[PermanentGrant("self", F(), abilities=(
        act(tap=True, targets=(crt(combat="attacking_or_blocking"),)),), condition=GrantCondition("graveyard", count=7))]),
    "Gobhobbler Rats": ok(permanent_grants=[  # hellbent
        PermanentGrant("self", F(), abilities=(act("{B}"),), condition=GrantCondition("hand_empty"))]),
    "Villainous Ogre": ok(permanent_grants=[  # "can't block": combat only
        PermanentGrant("self", F(), abilities=(act("{B}"),), condition=GrantCondition("control", subtype="Demon"))]),
    "Freewind Equenaut": ok(permanent_grants=[PermanentGrant("self", F(), abilities=(
        act(tap=True, targets=(crt(combat="attacking_or_blocking"),)),), condition=GrantCondition("enchanted"))]),
    "Flaring Flame-Kin": ok(permanent_grants=[  # +2/+2 (the state's) and trample (combat only)
        PermanentGrant("self", F(), abilities=(act("{R}"),), condition=GrantCondition("enchanted"))]),
    "Lavamancer's Skill": ok(targets=[CR_T], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}), abilities=(act(tap=True, targets=(CR_T,)),)),
        PermanentGrant("attached", F(types={"Creature"}, subtypes={"Wizard"}), abilities=(act(tap=True, targets=(CR_T,)),))]),
    "Scourge of the Nobilis": ok(targets=[CR_T], permanent_grants=[  # the white line: +1/+1 and lifelink only
        PermanentGrant("attached", F(types={"Creature"}, colors="R"), abilities=(act("{R/W}"),))]),
    # refused: an ability only opponents may activate; a cost tapping creatures by total power; "is black"
    # (a color change the state doesn't get from this line) and a granted upkeep trigger; costs naming the
    # Equipment in the creature's ability (the Equipment is sacrificed, unattached or loses counters, not
    # "this creature"); conditions the state doesn't record (the top card of the library, "modified")
    "Clergy of the Holy Nimbus": no("{1}: Clergy of the Holy Nimbus can't be regenerated this turn. Only your opponents may activate this ability."),
    "Knight of the Holy Nimbus": no("{2}: Knight of the Holy Nimbus can't be regenerated this turn. Only your opponents may activate this ability."),
    "Mossbridge Troll": no("Tap any number of untapped creatures you control other than Mossbridge Troll with total power 10 or greater: Mossbridge Troll gets +20/+20 until end of turn."),
    "Wayward Angel": no("Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, has trample, and has \"At the beginning of your upkeep, sacrifice a creature.\""),
    "Blazing Torch": no("Equipped creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.\""),
    "Leonin Bola": no("Equipped creature has \"{T}, Unattach Leonin Bola: Tap target creature.\""),
    "Hankyu": no("Equipped creature has \"{T}: Put an aim counter on Hankyu\" and \"{T}, Remove all aim counters from Hankyu: This creature deals damage to any target equal to the number of aim counters removed this way.\""),
    "Mul Daya Channelers": no("As long as the top card of your library is a land card, Mul Daya Channelers has \"{T}: Add two mana of any one color.\""),
    "Orochi Merge-Keeper": no("As long as Orochi Merge-Keeper is modified, it has \"{T}: Add {G}{G}.\""),
    # ===== std13e: "This spell costs {X} less to cast, where X is ..." (601.2f; 107.1b: a total
    # below zero reduces nothing); generic mana only (118.7a) =====================================
    "Ghalta, Primal Hunger": ok(reductions=[XRED("total_power", CREATURES_YOU)]),  # trample
    "Volcanic Salvo": ok(reductions=[XRED("total_power", CREATURES_YOU)],
                         targets=[perm("Creature", "Planeswalker", count=2, min_count=0)]),
    "The Pride of Hull Clade": ok(reductions=[XRED("total_toughness", CREATURES_YOU)],  # defender
                                  abilities=[act("{2}{U}{U}", targets=(crt(controller="you"),))]),
    "Mitotic Ultimus": ok(reductions=[XRED("greatest_power", CREATURES_YOU)]),  # a dies trigger
    "The Skullspore Nexus": ok(reductions=[XRED("greatest_power", CREATURES_YOU)],  # a dies trigger
                               abilities=[act("{2}", tap=True, targets=(CR_T,))]),
    "Fungal Colossus": ok(reductions=[XRED("named", F(types={"Land"}, controller="you"))]),
    "Sunderflock": ok(reductions=[XRED("greatest_mana_value", F(subtypes={"Elemental"}, controller="you"))]),
    "Metalwork Colossus": ok(reductions=[XRED("total_mana_value", F(types={"Artifact"}, non_types={"Creature"},
                                                                    controller="you"))],
                             # it returns itself from the graveyard: the ability works there (113.6k)
                             abilities=[act(parts=(CostPart("sacrifice", 2, F(types={"Artifact"})),),
                                            zone="graveyard")]),
    "Drag to the Underworld": ok(reductions=[XRED("devotion", F(colors="B"))], targets=[CR_T]),  # 700.5
    "Marshmist Titan": ok(reductions=[XRED("devotion", F(colors="B"))]),  # an enters trigger
    "Daybreak Chimera": ok(reductions=[XRED("devotion", F(colors="W"))]),  # flying
    # std13e: the spell's own cost when it targets a bare subtype (601.2f; any controller's, once)
    "Dragon's Prey": ok(targets=[CR_T], target_costs=[CostModifier("increase", 2, scope="you",
                                                                   targeting=F(subtypes={"Dragon"}))]),
    "Grow Extra Arms": ok(targets=[CR_T], target_costs=[CostModifier("reduce", 1, scope="you",
                                                                     targeting=F(subtypes={"Spider"}))]),
    # ----- replace13 -----
    # reveal lands (614.12: "As ~ enters, you may reveal ... If you don't, ~ enters tapped."): a
    # condition checked as it enters, which the state's "tapped" records, like a checkland's
    "Choked Estuary": ok(abilities=[add("U", "B")]),
    "Frostboil Snarl": ok(abilities=[add("U", "R")]),
    "Gilt-Leaf Palace": ok(abilities=[add("B", "G")]),
    "Secluded Glen": ok(abilities=[add("U", "B")]),
    "Temple of the Dragon Queen": ok(abilities=[ManaAbility(any_color(), colors_from="chosen_color")]),
    # entering tapped or untapped (614.1c-d): nothing enters while a spell is cast
    "Authority of the Consuls": ok(), "Imposing Sovereign": ok(), "Spelunking": ok(),
    # +1/+1 counters put on creatures (614.1a): no cost puts one (blight puts -1/-1 counters)
    "Hardened Scales": ok(), "Corpsejack Menace": ok(), "Conclave Mentor": ok(), "Branching Evolution": ok(),
    # 106.4: mana empties as a step ends; no question spans steps
    "Horizon Stone": ok(),
    # 615.1: prevention on creatures, never on a player (a pain land's damage to its controller)
    "Crystal Barricade": ok(player_keywords=frozenset({"hexproof"})),  # 702.11b: "You have hexproof."
    "Fog Bank": ok(), "Mark of Asylum": ok(), "Tajic, Legion's Edge": ok(abilities=[act("{R}{W}")]),
    "Ironscale Hydra": ok(), "Protean Hydra": ok(), "Phyrexian Hydra": ok(),
    "Shield of the Realm": ok(abilities=[equip("{1}")]), "Daunting Defender": ok(), "Temple Altisaur": ok(),
    "Lashknife Barrier": ok(), "Callous Giant": ok(), "Well-Laid Plans": ok(), "Drogskol Reinforcements": ok(),
    # damage dealt by spells (608.2: only as they resolve; ``apply`` resolves nothing)
    # (Benevolent Unicorn was a static13 near miss: its "permanent or player" can't be a pain land's damage)
    "Energy Storm": ok(), "Sulfuric Vapors": ok(), "Benevolent Unicorn": ok(),
    "Plated Pegasus": ok(keywords={"Flash"}),
    # 603.2: dies triggers are never put on the stack by ``apply`` (tap, ward and cast triggers only)
    "Teysa Karlov": ok(),
    # counters it enters with (a die roll, a chosen opponent's creatures) and others entering with counters
    "Jumbo Imp": ok(), "Canker Abomination": ok(), "Oath of Gideon": ok(),
    "Dragonstorm Globe": ok(abilities=[ANY_COLOR]), "Bioengineered Future": ok(),
    # 110.2: it enters under an opponent's control; nothing about casting it (not a land: 305.1)
    "Xantcha, Sleeper Agent": ok(abilities=[act("{3}", any_player=True)]),
    "Pendant of Prosperity": ok(abilities=[act("{2}", tap=True)]),
    # choices as it enters (614.12c), recorded in ``chosen``; what reads them is read on its own
    "Talion, the Kindly Lord": ok(), "Banner of Kinship": ok(), "Archangel of Strife": ok(),
    "Silverquill Silencer": ok(), "Sarpadian Empires, Vol. VII": ok(abilities=[act("{3}", tap=True)]),
    # 701.9: a discard an opponent's spell or ability causes, or an effect causes (a cost is paid by its
    # own controller and is no effect, 601.2h); 502.3: the untap step; 111.1: tokens created on resolution
    "Obstinate Baloth": ok(), "Loxodon Smiter": ok(), "Library of Leng": ok(),
    "Nephalia Academy": ok(abilities=[add("C")]), "Hostility": ok(), "Freyalise's Winds": ok(),
    "Edge of Malacol": ok(),
    # opponents' creatures and nonbasic lands entering tapped (614.1c); damage to a creature or to
    # itself, never to a player
    "Thalia, Heretic Cathar": ok(), "Uphill Battle": ok(), "Soul-Scar Mage": ok(), "Swans of Bryn Argoll": ok(),
    "Unbreathing Horde": ok(),
    # near misses left unread on purpose
    "Progenitus": no("If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it "
                     "into its owner's library instead."),  # a sacrificed or discarded cost goes elsewhere
    "Master Biomancer": no("Each other creature you control enters the battlefield with a number of additional "
                           "+1/+1 counters on it equal to Master Biomancer's power and as a Mutant in addition to "
                           "its other types."),  # a type change with the counters
    "Vizier of Remedies": no("If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 "
                             "counters minus one are put on it instead."),  # blight puts -1/-1 counters
    "Doubling Season": no("If an effect would put one or more counters on a permanent you control, it puts twice "
                          "that many of those counters on that permanent instead."),  # a depletion land's counter
    "Multiversal Passage": no("This land is the chosen type."),
    "Thriving Moor": no("{T}: Add {B} or one mana of the chosen color."),
    "Clone": no("You may have Clone enter the battlefield as a copy of any creature on the battlefield."),
    "Rest in Peace": no("If a card or token would be put into a graveyard from anywhere, exile it instead."),
    "Kalitas, Traitor of Ghet": no("If a nontoken creature an opponent controls would die, instead exile that card "
                                   "and create a 2/2 black Zombie creature token."),  # an opponent's sacrifice
    "Ancient Adamantoise": no("All damage that would be dealt to you and other permanents you control is dealt to "
                              "this creature instead."),
    "Eclipsed Realms": no("{T}: Add one mana of any color. Spend this mana only to cast a spell of the chosen type "
                          "or activate an ability of a source of the chosen type."),
    # ----- act13b -----
    # 602.5 windows on activated abilities (``ActivatedAbility.window``), "Activate only once"
    # (``once_ever``, as exhaust 702.177a), casts as the ability resolves (608.2), "Choose one —"
    # on an ability (700.2: ``ActivatedAbility.modes``)
    "Augur il-Vec": ok(abilities=[act(sacrifice_self=True, window=W_UPKEEP)]),
    "Augur of Skulls": ok(abilities=[act("{1}{B}"), act(sacrifice_self=True, targets=(PLAYER_T,), window=W_UPKEEP)]),
    "Black Carriage": ok(abilities=[act(parts=(SAC_CR,), window=W_UPKEEP)]),
    "Colossus of Sardia": ok(abilities=[act("{9}", window=W_UPKEEP)]),
    "Energy Vortex": ok(abilities=[act("{X}", window=W_UPKEEP)]),
    "Eternal Dragon": ok(abilities=[act("{3}{W}{W}", zone="graveyard", window=W_UPKEEP),
                                    act("{2}", discard_self=True, zone="hand")]),  # plainscycling 702.29
    "Grim Reminder": ok(abilities=[act("{B}{B}", zone="graveyard", window=W_UPKEEP)]),
    "Hammer of Bogardan": ok(targets=[ANY_T], abilities=[act("{2}{R}{R}{R}", zone="graveyard", window=W_UPKEEP)]),
    "Shard Phoenix": ok(abilities=[act(sacrifice_self=True), act("{R}{R}{R}", zone="graveyard", window=W_UPKEEP)]),
    "Firemane Angel": ok(abilities=[act("{6}{R}{R}{W}{W}", zone="graveyard", window=W_UPKEEP)]),
    "Necrosavant": ok(abilities=[act("{3}{B}{B}", parts=(SAC_CR,), zone="graveyard", window=W_UPKEEP)]),
    "Undead Gladiator": ok(abilities=[act("{1}{B}", parts=(CostPart("discard", 1),), zone="graveyard", window=W_UPKEEP),
                                      act("{1}{B}", discard_self=True, zone="hand")]),
    "Scourglass": ok(abilities=[act(tap=True, sacrifice_self=True, window=W_UPKEEP)]),
    "Mirror Universe": ok(abilities=[act(tap=True, sacrifice_self=True, targets=(TargetSlot("opponent"),), window=W_UPKEEP)]),
    "Svyelunite Priest": ok(abilities=[act("{U}{U}", tap=True, targets=(CR_T,), window=W_UPKEEP)]),
    "Jade Statue": ok(abilities=[act("{2}", window=window(COMBAT_STEPS))]),
    "Najeela, the Blade-Blossom": ok(abilities=[act("{W}{U}{B}{R}{G}", window=window(COMBAT_STEPS))]),
    "Desert": ok(abilities=[add("C"), act(tap=True, targets=(crt(combat="attacking"),), window=window({"end_of_combat"}))]),
    "Tolaria": ok(abilities=[add("U"), act(tap=True, targets=(CR_T,), window=window({"upkeep"}))]),
    "Trade Caravan": ok(abilities=[act(remove_counters="currency", remove_amount=2, targets=(perm("Land", supertypes={"Basic"}),),
                                       window=window({"upkeep"}, "opponent"))]),
    "Infinite Hourglass": ok(abilities=[act("{3}", any_player=True, window=window({"upkeep"}))]),
    "Gate to Phyrexia": ok(abilities=[act(parts=(SAC_CR,), targets=(perm("Artifact"),), window=W_UPKEEP, once_per_turn=True)]),
    "Ebon Praetor": ok(abilities=[act(parts=(SAC_CR,), window=W_UPKEEP, once_per_turn=True)]),
    "Haunted Screen": ok(abilities=[add("W", "B"), add("G", "U", "R", life=1), act("{7}", once_ever=True)]),
    "Mild-Mannered Librarian": ok(abilities=[act("{3}{G}", once_ever=True)]),
    "Possessed Goat": ok(abilities=[act("{3}", parts=(CostPart("discard", 1),), once_ever=True)]),
    "Omnispell Adept": ok(abilities=[act("{2}{U}", tap=True)]),
    "Yue, the Moon Spirit": ok(abilities=[act("{5}", tap=True, waterbend=5)]),
    "Clive's Hideaway": ok(abilities=[add("C"), act("{2}", tap=True)]),
    "Shelldock Isle": ok(abilities=[add("U"), act("{U}", tap=True)]),
    "Chaos Wand": ok(abilities=[act("{4}", tap=True, targets=(TargetSlot("opponent"),))]),
    "Plargg, Dean of Chaos": ok(abilities=[act(tap=True, parts=(CostPart("discard", 1),)), act("{4}{R}", tap=True)]),
    "Svella, Ice Shaper": ok(abilities=[act("{3}", tap=True), act("{6}{R}{G}", tap=True)]),
    "Isochron Scepter": ok(abilities=[act("{2}", tap=True)]),
    "Djinn of Wishes": ok(abilities=[act("{2}{U}{U}", remove_counters="wish", remove_amount=1)]),
    "Goblin Cratermaker": ok(abilities=[act("{1}", sacrifice_self=True,
                                            modes=choose(1, 1, [CR_T], [perm(non_types={"Land"}, non_colors="WUBRG")]))]),
    "Breya, Etherium Shaper": ok(abilities=[act("{2}", parts=(CostPart("sacrifice", 2, F(types={"Artifact"})),),
                                                modes=choose(1, 1, [TargetSlot("player_or_planeswalker")], [CR_T], []))]),
    "Insidious Fungus": ok(abilities=[act("{2}", sacrifice_self=True,
                                          modes=choose(1, 1, [perm("Artifact")], [perm("Enchantment")], []))]),
    "Umezawa's Jitte": ok(abilities=[act(remove_counters="charge", remove_amount=1, modes=choose(1, 1, [], [CR_T], [])),
                                     equip("{2}")]),
    # near misses left unread: "Choose one." with a sentence after it, a lasting cost reduction, an X the
    # effect defines, a mode that restricts the mana spent, a free cast with a target, "before attackers"
    "Skinshifter": no("{G}: Choose one. Activate only once each turn."),
    "Will Kenrith": no("−2: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker "
                       "spells that player casts cost {2} less to cast."),
    "Elite Arcanist": no("{X}, {T}: Copy the exiled card. You may cast the copy without paying its mana cost. X is the "
                         "mana value of the exiled card."),
    "Gnostro, Voice of the Crags": no("{T}: Choose one. X is the number of spells you've cast this turn."),
    "Atalya, Samite Master": no("• Prevent the next X damage that would be dealt to target creature this turn. Spend only "
                                "white mana on X."),
    "Horde of Notions": no("{W}{U}{B}{R}{G}: You may play target Elemental card from your graveyard without paying its "
                           "mana cost."),

    # 602.2b, 601.2f: the ability's own reductions (``ActivatedAbility.self_reductions``), as a spell's
    "Voldaren Estate": ok(abilities=[add("C"), ManaAbility(any_color(), life=1, restriction="subtype_spell=Vampire"),
                                     act("{5}", tap=True, self_reductions=(SelfReduction(F(subtypes={"Vampire"}), True),))]),
    "Waterbending Scroll": ok(abilities=[act("{6}", tap=True, self_reductions=(SelfReduction(F(subtypes={"Island"}), True),))]),
    "Qiqirn Merchant": ok(abilities=[act("{1}", tap=True),
                                     act("{7}", tap=True, sacrifice_self=True,
                                         self_reductions=(SelfReduction(F(subtypes={"Town"}), True),))]),
    "Survey Mechan": ok(keywords={"Hexproof"}, abilities=[act("{10}", sacrifice_self=True, targets=(ANY_T, PLAYER_T),
                                                              self_reductions=(SelfReduction(F(types={"Land"}, controller="you"),
                                                                                             True, measure="named"),))]),
    "Sanctum of Tranquil Light": ok(abilities=[act("{5}{W}", targets=(CR_T,),
                                                   self_reductions=(SelfReduction(F(subtypes={"Shrine"}), True),))]),
    "Seafloor Stalker": ok(abilities=[act("{4}{U}", self_reductions=(PARTY,))]),
    "Pteramander": ok(abilities=[act("{7}{U}", self_reductions=(GY(1, "Instant", "Sorcery"),))]),
    "Nemesis of Mortals": ok(reductions=[GY(1, "Creature")], abilities=[act("{7}{G}{G}", self_reductions=(GY(1, "Creature"),))]),
    # near misses: a condition the spell's reductions don't read, a count they don't ("legendary creature")
    "Eiganjo, Seat of the Empire": no("Channel — {2}{W}, Discard Eiganjo, Seat of the Empire: It deals 4 damage to target "
                                      "attacking or blocking creature. This ability costs {1} less to activate for each "
                                      "legendary creature you control."),

    # 602.5 "Activate only if you control <N or more> <permanents>" (``activate_if``, ``activate_if_count``)
    "Cryptic Caves": ok(abilities=[add("C"), act("{1}", tap=True, sacrifice_self=True, activate_if=F(types={"Land"}),
                                                 activate_if_count=5)]),
    "Bloodline Keeper": ok(abilities=[act(tap=True), act("{B}", activate_if=F(subtypes={"Vampire"}), activate_if_count=5)]),
    "Celestial Enforcer": ok(abilities=[act("{1}{W}", tap=True, targets=(CR_T,),
                                            activate_if=F(types={"Creature"}, keywords={"flying"}))]),
    "Heidar, Rimewind Master": ok(abilities=[act("{2}", tap=True, targets=(perm(),), activate_if=F(supertypes={"Snow"}),
                                                 activate_if_count=4)]),
    # its Swamp type gives "{T}: Add {B}." first (305.6)
    "Leechridden Swamp": ok(abilities=[add("B"), act("{B}", tap=True, activate_if=F(colors="B"), activate_if_count=2)]),
    "Companion of the Trials": ok(abilities=[act("{1}{W}", targets=(CR_T,),
                                                 activate_if=F(types={"Planeswalker"}, subtypes={"Gideon"}))]),
    "Kuldotha Phoenix": ok(abilities=[act("{4}", zone="graveyard", window=W_UPKEEP, activate_if=F(types={"Artifact"}),
                                          activate_if_count=3)]),
    "Goblin Ski Patrol": ok(abilities=[act("{1}{R}", once_ever=True, activate_if=F(supertypes={"Snow"}, subtypes={"Mountain"}))]),
    "Sliver Hive": ok(abilities=[add("C"), ManaAbility(any_color(), restriction="subtype_spell=Sliver"),
                                 act("{5}", tap=True, activate_if=F(subtypes={"Sliver"}))]),
    # near misses: "no creatures" (an upper bound), "another" (not the source), a power bound
    "Security Detail": no("{W}{W}: Create a 1/1 white Soldier creature token. Activate only if you control no creatures "
                          "and only once each turn."),
    "Skitterskin": no("{1}{B}: Regenerate Skitterskin. Activate only if you control another colorless creature."),
    "Bonders' Enclave": no("{3}, {T}: Draw a card. Activate only if you control a creature with power 4 or greater."),

    # 107.3c: an amount "where X is ..." the effect defines, no X in the cost: the targets are read as usual
    "Liliana, Waker of the Dead": ok(abilities=[loy(1), loy(-3, CR_T), loy(-7)]),  # the emblem's target: its trigger's
    "Tezzeret the Schemer": ok(abilities=[loy(1), loy(-2, CR_T), loy(-7)]),
    "Ajani, Wise Counselor": ok(abilities=[loy(2), loy(-3), loy(-9, CR_T)]),
    "Chandra, Gremlin Wrangler": ok(abilities=[loy(1), loy(-2, TargetSlot("creature_or_player"))]),
    "Elder of Laurels": ok(abilities=[act("{3}{G}", targets=(CR_T,))]),
    "Timberwatch Elf": ok(abilities=[act(tap=True, targets=(CR_T,))]),
    "Priest of the Haunted Edge": ok(abilities=[act(tap=True, sacrifice_self=True, targets=(CR_T,), sorcery_speed=True)]),
    "Bloodtithe Harvester": ok(abilities=[act(tap=True, sacrifice_self=True, targets=(CR_T,), sorcery_speed=True)]),
    "Torch Song": ok(abilities=[act("{2}{R}", sacrifice_self=True, targets=(ANY_T,))]),

    # 603.12: a reflexive trigger in the effect ("When you do, ..."): its target is chosen when it triggers, not as
    # the ability is activated (no activation target)
    "The Ancient One": ok(abilities=[act("{2}{U}{B}")]),
    "Eden, Seat of the Sanctum": ok(abilities=[add("C"), act("{5}", tap=True)]),
    "Wishing Well": ok(abilities=[act(tap=True, sorcery_speed=True)]),

    # ----- act13a: activated abilities' costs (602.2b, 118.1): sacrifice / tap filters of the one
    # filter grammar, card nouns, Collect evidence N (701.59a), Blight N, "Remove N counters from ~
    # and sacrifice it" -------------------------------------------------------------------------
    "Hardened Tactician": ok(abilities=[act("{1}", parts=(SAC(F(token=True)),))]),
    "Prosperity Tycoon": ok(abilities=[act("{2}", parts=(SAC(F(token=True)),))]),  # an enters trigger
    "Lord Dregg, Insect Invader": ok(abilities=[act("{3}{G}", parts=(SAC(F(token=True)),))]),  # flying, a trigger
    "Izoni, Center of the Web": ok(abilities=[act(parts=(SAC(F(token=True), 4),))]),  # menace, triggers
    "Glimmer Bairn": ok(abilities=[act(parts=(SAC(F(token=True)),))]),
    "Rat King, Pale Piper": ok(abilities=[act("{2}", parts=(SAC(F(token=True)),))]),  # menace, a trigger
    "Sophia, Dogged Detective": ok(abilities=[act("{1}", parts=(SAC(F(types={"Artifact"}, token=True)),))]),
    # "another creature or token": either noun, never the Kitty itself (602.2)
    "Ice Cream Kitty": ok(abilities=[act("{2}", sorcery_speed=True, parts=(CostPart(
        "sacrifice", 1, F(any_of=(F(types={"Creature"}), F(token=True))), another=True),)),
        act("{2}", tap=True, sacrifice_self=True)]),
    "Tangle Tumbler": ok(abilities=[act("{3}", tap=True, targets=(CR_T,)),  # vigilance
                                    act(parts=(CostPart("tap_untapped", 2, F(token=True)),))]),
    "Polygraph Orb": ok(abilities=[act("{2}", tap=True, parts=(CostPart("collect_evidence", 3),))]),
    "Tenth District Hero": ok(abilities=[act("{1}{W}", parts=(CostPart("collect_evidence", 2),)),
                                         act("{2}{W}", parts=(CostPart("collect_evidence", 4),))]),
    "Hedge Whisperer": ok(abilities=[act("{3}{G}", tap=True, parts=(CostPart("collect_evidence", 4),), sorcery_speed=True,
                                         targets=(perm("Land", controller="you"),))]),
    "Gristle Glutton": ok(abilities=[act(tap=True, parts=(CostPart("blight", 1, F(types={"Creature"})),))]),
    "Sting-Slinger": ok(abilities=[act("{1}{R}", tap=True, parts=(CostPart("blight", 1, F(types={"Creature"})),))]),
    # it returns itself from the graveyard (113.6k); blight 2 puts both counters on one creature
    "Evershrike's Gift": ok(targets=[TargetSlot("creature", text="Enchant creature")], abilities=[
        act("{1}{W}", parts=(CostPart("blight", 2, F(types={"Creature"})),), zone="graveyard", sorcery_speed=True)]),
    "Lathril, Blade of the Elves": ok(abilities=[act(tap=True, parts=(CostPart("tap_untapped", 10, F(subtypes={"Elf"})),))]),
    "Gilt-Leaf Archdruid": ok(abilities=[act(parts=(CostPart("tap_untapped", 7, F(subtypes={"Druid"})),),
                                             targets=(PLAYER_T,))]),
    "Lullmage Mentor": ok(abilities=[act(parts=(CostPart("tap_untapped", 7, F(subtypes={"Merfolk"})),),
                                         targets=(SPELL_T,))]),
    "Karplusan Giant": ok(abilities=[act(parts=(CostPart("tap_untapped", 1, F(types={"Land"}, supertypes={"Snow"})),))]),
    "Airdrop Condor": ok(abilities=[act("{1}{R}", parts=(SAC(F(types={"Creature"}, subtypes={"Goblin"})),),
                                        targets=(ANY_T,))]),
    "Atogatog": ok(abilities=[act(parts=(SAC(F(types={"Creature"}, subtypes={"Atog"})),))]),
    # Devoid (702.114a): colorless; "another colorless creature" (105.2c: no color)
    "Barrage Tyrant": ok(colors=set(), abilities=[act("{2}{R}", targets=(ANY_T,), parts=(CostPart(
        "sacrifice", 1, F(types={"Creature"}, non_colors="WUBRG"), another=True),))]),
    "Excavator": ok(abilities=[act(tap=True, parts=(SAC(F(types={"Land"}, supertypes={"Basic"})),), targets=(CR_T,))]),
    "Flamewright": ok(abilities=[act("{1}", tap=True),
                                 act(tap=True, parts=(SAC(F(types={"Creature"}, keywords={"defender"})),),
                                     targets=(ANY_T,))]),
    "Portcullis Vine": ok(abilities=[act("{2}", tap=True, parts=(SAC(F(types={"Creature"}, keywords={"defender"})),))]),
    "Freyalise Supplicant": ok(abilities=[act(tap=True, parts=(SAC(F(types={"Creature"}, colors="RW")),),
                                              targets=(ANY_T,))]),
    "Glacial Crevasses": ok(abilities=[act(parts=(SAC(F(subtypes={"Mountain"}, supertypes={"Snow"})),))]),
    "Sunstone": ok(abilities=[act("{2}", parts=(SAC(F(types={"Land"}, supertypes={"Snow"})),))]),
    "Infernal Tribute": ok(abilities=[act("{2}", parts=(SAC(F(token=False)),))]),
    "Magmaw": ok(abilities=[act("{1}", parts=(SAC(F(non_types={"Land"})),), targets=(ANY_T,))]),
    "Ooze Garden": ok(abilities=[act("{1}{G}", sorcery_speed=True,
                                     parts=(SAC(F(types={"Creature"}, non_subtypes=frozenset({"Ooze"}))),))]),
    "Thopter Foundry": ok(abilities=[act("{1}", parts=(SAC(F(types={"Artifact"}, token=False)),))]),
    "Knight of the Last Breath": ok(abilities=[act("{3}", parts=(CostPart(  # afterlife: a dies trigger
        "sacrifice", 1, F(types={"Creature"}, token=False), another=True),))]),
    "Krovikan Sorcerer": ok(abilities=[act(tap=True, parts=(CostPart("discard", 1, F(non_colors="B")),)),
                                       act(tap=True, parts=(CostPart("discard", 1, F(colors="B")),))]),
    "Tome Shredder": ok(abilities=[act(tap=True, parts=(CostPart(  # haste
        "exile_from_graveyard", 1, F(types={"Instant", "Sorcery"})),))]),
    "Scarred Vinebreeder": ok(abilities=[act("{2}{B}", parts=(CostPart("exile_from_graveyard", 1, F(subtypes={"Elf"})),))]),
    # "Remove N <kind> counters from ~ and sacrifice it": both the source's costs (118.3)
    "Ior Ruin Expedition": ok(abilities=[act(remove_counters="quest", remove_amount=3, sacrifice_self=True)]),
    "Sunspring Expedition": ok(abilities=[act(remove_counters="quest", remove_amount=3, sacrifice_self=True)]),
    "Quest for the Gravelord": ok(abilities=[act(remove_counters="quest", remove_amount=3, sacrifice_self=True)]),
    "Goblin Bomb": ok(abilities=[act(remove_counters="fuse", remove_amount=5, sacrifice_self=True,
                                     targets=(TargetSlot("player_or_planeswalker"),))]),
    # near misses: a state that changes while costs are paid (601.2g before 601.2h), X in a cost
    # object's filter, a chosen type, which noun "another" takes, a supertype of a card
    "Betrothed of Fire": no("Sacrifice an untapped creature: Enchanted creature gets +2/+0 until end of turn."),
    "Bosh, Iron Golem Avatar": no("{X}, Sacrifice an artifact with mana value X: Bosh, Iron Golem Avatar deals X damage "
                                  "to any target."),
    "Doom Cannon": no("As Doom Cannon enters the battlefield, choose a creature type.",
                      "{3}, {T}, Sacrifice a creature of the chosen type: Doom Cannon deals 3 damage to any target."),
    # "Return a / two / three <permanent> you control to its / their owner's hand" (601.2h; act13a)
    "Meloku the Clouded Mirror": ok(abilities=[act("{1}", parts=(RET(F(types={"Land"}, controller="you")),))]),
    "Soratami Savant": ok(abilities=[act("{3}", parts=(RET(F(types={"Land"}, controller="you")),), targets=(SPELL_T,))]),
    "Soratami Mirror-Mage": ok(abilities=[act("{3}", parts=(RET(F(types={"Land"}, controller="you"), 3),),
                                              targets=(CR_T,))]),
    "Soratami Seer": ok(abilities=[act("{4}", parts=(RET(F(types={"Land"}, controller="you"), 2),))]),
    "Quirion Ranger": ok(abilities=[act(parts=(RET(F(subtypes={"Forest"}, controller="you")),), targets=(CR_T,),
                                        once_per_turn=True)]),
    "Wirewood Symbiote": ok(abilities=[act(parts=(RET(F(subtypes={"Elf"}, controller="you")),), targets=(CR_T,),
                                           once_per_turn=True)]),
    "Flooded Shoreline": ok(abilities=[act("{U}{U}", parts=(RET(F(subtypes={"Island"}, controller="you"), 2),),
                                           targets=(CR_T,))]),
    "Master Transmuter": ok(abilities=[act("{U}", tap=True, parts=(RET(F(types={"Artifact"}, controller="you")),))]),
    # "Exile <this>": the permanent exiled from the battlefield (601.2h; act13a)
    "Feldon's Cane": ok(abilities=[act(tap=True, exile_self=True)]),
    "Memory Vessel": ok(abilities=[act(tap=True, exile_self=True, sorcery_speed=True)]),
    "Relic of Progenitus": ok(abilities=[act(tap=True, targets=(PLAYER_T,)), act("{1}", exile_self=True)]),
    "Perilous Vault": ok(abilities=[act("{5}", tap=True, exile_self=True)]),
    "Brittle Effigy": ok(abilities=[act("{4}", tap=True, exile_self=True, targets=(CR_T,))]),
    "Selfless Glyphweaver": ok(abilities=[act(exile_self=True)]),
    "Cranial Archive": ok(abilities=[act("{2}", exile_self=True, targets=(PLAYER_T,))]),
    "Thran Foundry": ok(abilities=[act("{1}", tap=True, exile_self=True, targets=(PLAYER_T,))]),
    # "Return <this> to its owner's hand" (601.2h; act13a)
    "Attunement": ok(abilities=[act(return_self=True)]),
    "Broken Fall": ok(abilities=[act(return_self=True, targets=(CR_T,))]),
    "Molting Skin": ok(abilities=[act(return_self=True, targets=(CR_T,))]),
    "Steelshaper Apprentice": ok(abilities=[act("{W}", tap=True, return_self=True)]),
    "Ovinomancer": ok(abilities=[act(tap=True, return_self=True, targets=(CR_T,))]),  # an enters trigger
    # near misses: a counter of any kind (which kinds are removed is a choice no plan field records);
    # the source returned beside a sacrifice
    "Loch Mare": no("{1}{U}, Remove a counter from this creature: Draw a card."),
    "Recurring Nightmare": no("Sacrifice a creature, Return Recurring Nightmare to its owner's hand: Return target "
                              "creature card from your graveyard to the battlefield. Activate only as a sorcery."),
    "Malevolent Noble": no("{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on Malevolent Noble."),
    "Elite Headhunter": no("{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: Elite Headhunter deals 2 damage "
                           "to target creature or planeswalker."),
    "Niambi, Esteemed Speaker": no("{1}{W}{U}, {T}, Discard a legendary card: Draw two cards."),
    "Rune-Brand Juggler": no("{3}{B}{R}, Sacrifice a suspected creature: Target creature gets -5/-5 until end of turn."),
    "Scrapheap Scrounger": no("{1}{B}, Exile another creature card from your graveyard: Return Scrapheap Scrounger from "
                              "your graveyard to the battlefield."),
    # ----- spell13 -----
    # gift riders (702.174a: promised or not as the spell is cast, 601.2b): "If the gift was
    # promised, <targets>" exist only then; "instead <effect>" replaces the first effect's targets
    "Into the Flood Maw": ok(optional=[GIFT], targets=[
        TargetSlot("creature", F(controller="opponent"), unless="gift"),
        TargetSlot("permanent", F(non_types={"Land"}, controller="opponent"), requires="gift")]),
    "Peerless Recycling": ok(optional=[GIFT], targets=[
        TargetSlot("card_in_graveyard", F(types=SPELL13_PERMANENT, controller="you"), unless="gift"),
        TargetSlot("card_in_graveyard", F(types=SPELL13_PERMANENT, controller="you"), count=2, requires="gift")]),
    "Mind Spiral": ok(optional=[GIFT], targets=[PLAYER_T, TargetSlot("creature", F(controller="opponent"),
                                                                     requires="gift")]),
    "Sazacap's Brew": ok(optional=[GIFT], additional=[CostPart("discard", 1)],
                         targets=[PLAYER_T, TargetSlot("creature", F(controller="you"), requires="gift")]),
    "Valley Rally": ok(optional=[GIFT], targets=[TargetSlot("creature", F(controller="you"), requires="gift")]),
    "Wildfire Howl": ok(optional=[GIFT], targets=[TargetSlot("any", requires="gift")]),  # no target without it
    # 702.33g: "If this spell was kicked, instead <effect>": the kicked targets replace the others
    "Bloodchief's Thirst": ok(optional=[OptionalCost("kicker", cost("{2}{B}"))], targets=[
        dataclasses.replace(perm("Creature", "Planeswalker", max_mana_value=2), unless="kicker"),
        dataclasses.replace(perm("Creature", "Planeswalker"), requires="kicker")]),
    "Divine Resilience": ok(optional=[OptionalCost("kicker", cost("{2}{W}"))], targets=[
        TargetSlot("creature", F(controller="you"), unless="kicker"),
        TargetSlot("creature", F(controller="you"), unlimited=True, min_count=0, requires="kicker")]),
    "Blood Beckoning": ok(optional=[OptionalCost("kicker", cost("{3}"))], targets=[
        TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"), unless="kicker"),
        TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"), count=2, requires="kicker")]),
    # 700.2, 601.2b: one mode, every mode while the graveyard meets the condition as it is cast
    "Let's Play a Game": ok(modes=choose(1, 1, [], [], []), more_modes_if="delirium"),
    "Wail of the Forgotten": ok(modes=choose(1, 1, [TargetSlot("permanent", F(non_types={"Land"}))],
                                             [TargetSlot("opponent")], []), more_modes_if="descend8"),
    "Ember Island Production": ok(modes=choose(1, 1, [crt(controller="you")], [crt(controller="opponent")])),
    # 603.12: a reflexive trigger's targets are chosen when it triggers, not as the spell is cast
    "Faebloom Trick": ok(),
    "Hypothesizzle": ok(),
    "Curse of the Werefox": ok(targets=[crt(controller="you")]),
    "Back for More": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))]),
    # 608.2c: "If this spell was cast from a graveyard, <draw / discard>" is checked on resolution
    "Nibelheim Aflame": ok(targets=[crt(controller="you")], alternative=[flashback("{5}{R}{R}")]),
    "Ruthless Negotiation": ok(targets=[TargetSlot("opponent")], alternative=[flashback("{4}{B}")]),
    "Retrieve the Esper": ok(alternative=[flashback("{5}{U}")]),  # "Then if ... cast from a graveyard": counters
    "Otterball Antics": ok(alternative=[flashback("{3}{U}")]),  # "... from anywhere other than your hand"
    # 608.2d: names, numbers, qualities and untargeted objects are chosen as the spell resolves
    "Ancient Vendetta": ok(targets=[TargetSlot("opponent")]),
    "Cranial Extraction": ok(targets=[PLAYER_T]),
    "Brain Pry": ok(targets=[PLAYER_T]),
    "Thought Hemorrhage": ok(targets=[PLAYER_T]),
    "Predict": ok(targets=[PLAYER_T]),
    "Foreshadow": ok(targets=[TargetSlot("opponent")]),  # the next upkeep's draw is a delayed trigger
    "Denied!": ok(targets=[SPELL_T]),  # "target spell's controller": the spell is the target
    "Mutinous Massacre": ok(),
    "Extinction Event": ok(),
    "Expel the Interlopers": ok(),
    "Void": ok(targets=[PLAYER_T]),
    "Turnabout": ok(targets=[PLAYER_T]),
    "Spry and Mighty": ok(),
    "Deadly Vanity": ok(),
    "Duneblast": ok(),
    "Gideon's Sacrifice": ok(),
    "Crush Underfoot": ok(targets=[CR_T]),  # the Giant is chosen on resolution, the creature when cast
    "Cytoshape": ok(targets=[CR_T]),
    # 601.2c: "Choose any target." / "Choose any number of target ..." are the spell's targets
    "Blast of Genius": ok(targets=[ANY_T]),
    "Riddle of Lightning": ok(targets=[ANY_T]),
    "Cauldron Haze": ok(targets=[ANY_NUMBER_CR]),
    "Kaboom!": ok(targets=[TargetSlot("player_or_planeswalker", unlimited=True, min_count=0)]),
    # a mode's name (207.2d: no rules meaning) is not read: "• Attack — Create a 2/2 ..." is its effect
    "Battle Menu": ok(modes=choose(1, 1, [], [CR_T], [crt(min_power=4)], [])),
    "School Daze": ok(modes=choose(1, 1, [], [SPELL_T])),
    "Secret Identity": ok(modes=choose(1, 1, [crt(controller="you")], [crt(controller="you")])),
    "Aerith Rescue Mission": ok(modes=choose(1, 1, [], [TargetSlot("creature", count=3, min_count=0)])),
    "Scout the City": ok(modes=choose(1, 1, [], [crt(keywords={"flying"})])),
    "You See a Guard Approach": ok(modes=choose(1, 1, [CR_T], [crt(controller="you")])),
    "Fire Magic": no("• Fire — {0} — Fire Magic deals 1 damage to each creature."),  # tiered (a cost after the name)
    # near misses left unread
    # read since spell13 and std13f merged: earthbend's one target, a land you control (601.2c);
    # the reflexive trigger's targets are chosen when it triggers (603.12), not as it is cast
    "Earth Rumble": ok(targets=[EARTH_T]),
    "Soul Transfer": no("Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both."),
    "Molten Collapse": no("Choose one. If you descended this turn, you may choose both instead."),
    "Apex of Power": no("If this spell was cast from your hand, add ten mana of any one color."),
    "Run Away Together": no("Choose two target creatures controlled by different players. Return those creatures to their owners' hands."),
    "Comet Storm": no("Choose any target, then choose another target for each time this spell was kicked. Comet Storm deals X damage to each of them."),
    "Consumed by Greed": no("Target opponent sacrifices a creature with the greatest power among creatures they control. If the gift was promised, return target creature card from your graveyard to your hand."),
    "Season of the Burrow": no("Choose up to five {P} worth of modes. You may choose the same mode more than once."),
    # ----- static13c -----
    # static13c (issue 13): statics of the card itself or of what it is attached to. Keywords that decide
    # targets or {T} (hexproof, shroud, protection, haste: 702.11b, 702.18a, 702.16b, 302.6) become grants
    # under a condition the state decides (611.3a: the recipient's own qualities in its filter, or a
    # GrantCondition); power/toughness, combat clauses and keywords the state records in ``granted``
    # change no answer whatever their condition; "is all colors" / "is every creature type" are CDAs (604.3)
    "Dragonlord Ojutai": ok(permanent_grants=[PermanentGrant("self", F(tapped=False), keywords=frozenset({"Hexproof"}))]),
    "Paradise Druid": ok(abilities=[ANY_COLOR],
                         permanent_grants=[PermanentGrant("self", F(tapped=False), keywords=frozenset({"Hexproof"}))]),
    "Pristine Angel": ok(permanent_grants=[PermanentGrant("self", F(tapped=False), keywords=frozenset(
        {"Protection from artifacts and from all colors"}))]),
    "Spectral Cloak": ok(targets=[CR_T], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}, tapped=False), keywords=frozenset({"Shroud"}))]),
    "Champion's Helm": ok(abilities=[equip("{1}")], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}, supertypes={"Legendary"}), keywords=frozenset({"Hexproof"}))]),
    "Clout of the Dominus": ok(targets=[CR_T], permanent_grants=[
        PermanentGrant("attached", F(types={"Creature"}, colors="U"), keywords=frozenset({"Shroud"})),
        PermanentGrant("attached", F(types={"Creature"}, colors="R"), keywords=frozenset({"Haste"}))]),
    "Alpha Authority": ok(targets=[CR_T], permanent_grants=[_gives("Hexproof")]),
    "Whispersilk Cloak": ok(abilities=[equip("{2}")], permanent_grants=[_gives("Shroud")]),
    "Protective Bubble": ok(targets=[CR_T], permanent_grants=[_gives("Shroud")]),
    "Infectious Bloodlust": ok(targets=[CR_T], permanent_grants=[_gives("Haste")]),  # the dies trigger: no cost
    "Crashing Centaur": ok(abilities=[act("{G}", parts=(CostPart("discard", 1),))], permanent_grants=[
        PermanentGrant("self", F(), keywords=frozenset({"Shroud"}), condition=GrantCondition("graveyard", count=7))]),
    "Mystic Familiar": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Protection from black"}),
                                                           condition=GrantCondition("graveyard", count=7))]),
    "Aboshan's Desire": ok(targets=[CR_T], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Shroud"}), condition=GrantCondition("graveyard", count=7))]),
    "Doc Ock, Sinister Scientist": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Hexproof"}),
        condition=GrantCondition("control", cards=F(subtypes={"Villain"}), other=True))]),
    "Angelic Overseer": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Hexproof"}),
        condition=GrantCondition("control", cards=F(subtypes={"Human"})))]),
    "Goblin Tomb Raider": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
        condition=GrantCondition("control", cards=F(types={"Artifact"})))]),
    "Ghitu Lavarunner": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
        condition=GrantCondition("graveyard", count=2, cards=F(types={"Instant", "Sorcery"})))]),
    "Markov Crusader": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
        condition=GrantCondition("control", cards=F(subtypes={"Vampire"}), other=True))]),
    "Blazethorn Scarecrow": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
        condition=GrantCondition("control", cards=F(types={"Creature"}, colors="R")))]),  # wither: combat damage
    "Bloodghast": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
        condition=GrantCondition("opponent_life_le", count=10))]),
    "Stoic Sphinx": ok(keywords={"Flash"}, permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Hexproof"}),
        condition=GrantCondition("no_spells_cast"))]),
    "Transguild Courier": ok(colors=set("WUBRG")),
    "Mistform Ultimus": ok(keywords={"Changeling"}),
    "Death's Shadow": ok(),  # -X/-X: the state's overrides
    "Aspect of Wolf": ok(targets=[CR_T]),
    "Heavy Mattock": ok(abilities=[equip("{2}")]),
    "Sea Legs": ok(keywords={"Flash"}, targets=[CR_T]),
    "Relic Axe": ok(abilities=[equip("{2}")]),  # the enters trigger's target is the trigger's
    "Akawalli, the Seething Tower": ok(),
    "Didact Echo": ok(),
    "Cephalid Inkmage": ok(),
    "Razorkin Needlehead": ok(),
    "Hunter's Blowgun": ok(abilities=[equip("{2}")]),
    "Bark of Doran": ok(abilities=[equip("{1}")]),
    "Airtight Alibi": ok(keywords={"Flash"}, targets=[CR_T]),
    "Rope": ok(abilities=[act("{2}", sacrifice_self=True), equip("{3}")]),
    "Tenza, Godo's Maul": ok(abilities=[equip("{1}")]),
    # refused: conditions the state doesn't record (damage dealt, entering this turn), flash in the hand
    # under a condition, keywords removed (613.1f), a control change, an additional trigger
    "Karakyk Guardian": no("This creature has hexproof if it hasn't dealt damage yet."),
    "Zurgo and Ojutai": no("Zurgo and Ojutai has hexproof as long as it entered this turn."),
    "Colossal Rattlewurm": no("Colossal Rattlewurm has flash as long as you control a Desert."),
    # 613.1f: abilities the attached permanent loses (castable.model.losses); the new type line, colors and
    # base power and toughness are the state's (overrides); "You control enchanted creature": the state's controller
    "Duskmourn's Domination": ok(targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Starforged Sword": ok(optional=[GIFT], abilities=[equip("{3}")], permanent_grants=[LOSES_FLYING_13C]),
    "Stop Cold": ok(keywords={"Flash"}, targets=[perm("Artifact", "Creature")], permanent_grants=[
        PermanentGrant("attached", F(), loses_all=True)]),
    "Fresh Start": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Lignify": ok(targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Eaten by Piranhas": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Noggle the Mind": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Retro-Mutation": ok(keywords={"Flash"}, targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),
    "Spider-Man No More": ok(targets=[CR_T], permanent_grants=[LOSES_ALL_13C]),  # defender: the state's granted
    "Sky Tether": ok(targets=[CR_T], permanent_grants=[LOSES_FLYING_13C]),
    "Colossus Hammer": ok(abilities=[equip("{8}")], permanent_grants=[LOSES_FLYING_13C]),
    "Vulshok Gauntlets": ok(abilities=[equip("{3}")]),
    # ward given to many (702.21a: a trigger once targeted, as the printed Ward keyword the reader keeps apart)
    "Long River Lurker": ok(), "Bronze Guardian": ok(),  # its power: the state's overrides
    # a plural subject's power and toughness ("Creatures you control get +X/+X, where X is ..."): the state's overrides
    "Kinbinding": ok(), "Beastmaster's Magemark": ok(targets=[CR_T]),
    # a new name (201.2: names are read by "named" filters) and a face-down rule: not read
    "Witness Protection": no("Enchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson."),
    "Unable to Scream": no("As long as enchanted creature is face down, it can't be turned face up."),
    "Cloud, Midgar Mercenary": no("As long as Cloud is equipped, if an ability of Cloud or an Equipment attached to it triggers, that ability triggers an additional time."),
    # ----- addcost13 -----
    # "As an additional cost to cast this spell, A or B." (601.2b: the caster announces which
    # cost they pay; exactly one): each cost an OptionalCost of the face's one_of group, in the
    # card's order; an "or" between nouns stays in one cost
    "Bayou Groff": ok(optional=ONE_OF("Bayou Groff", ("sacrifice a creature", None, SAC_CR), ("pay {3}", "{3}", None))),
    "Betrayer's Bargain": ok(targets=[CR_T], optional=ONE_OF(  # "exile it instead": a resolution effect
        "Betrayer's Bargain", ("sacrifice a creature or enchantment", None,
                               CostPart("sacrifice", 1, F(types={"Creature", "Enchantment"}))), ("pay {2}", "{2}", None))),
    "Bitter Triumph": ok(targets=[perm("Creature", "Planeswalker")],
                         optional=ONE_OF("Bitter Triumph", ("discard a card", None, DISCARD1),
                                         ("pay 3 life", None, CostPart("pay_life", 3)))),
    "Bone Shards": ok(targets=[perm("Creature", "Planeswalker")],
                      optional=ONE_OF("Bone Shards", ("sacrifice a creature", None, SAC_CR),
                                      ("discard a card", None, DISCARD1))),
    "Deadly Precision": ok(targets=[CR_T], optional=ONE_OF(
        "Deadly Precision", ("pay {4}", "{4}", None),
        ("sacrifice an artifact or creature", None, CostPart("sacrifice", 1, F(types={"Artifact", "Creature"}))))),
    "Demand Answers": ok(optional=ONE_OF("Demand Answers",
                                         ("sacrifice an artifact", None, CostPart("sacrifice", 1, F(types={"Artifact"}))),
                                         ("discard a card", None, DISCARD1))),
    "Disruption Protocol": ok(targets=[SPELL_T], optional=ONE_OF(
        "Disruption Protocol",
        ("tap an untapped artifact you control", None, CostPart("tap_untapped", 1, F(types={"Artifact"}))),
        ("pay {1}", "{1}", None))),
    "Dusk Mangler": ok(optional=ONE_OF("Dusk Mangler", ("sacrifice a creature", None, SAC_CR),  # an enters trigger
                                       ("discard a card", None, DISCARD1), ("pay 4 life", None, CostPart("pay_life", 4)))),
    "Eaten Alive": ok(targets=[perm("Creature", "Planeswalker")],
                      optional=ONE_OF("Eaten Alive", ("sacrifice a creature", None, SAC_CR), ("pay {3}{B}", "{3}{B}", None))),
    # forage (701.61a): exile three cards from your graveyard or sacrifice a Food: two costs of the choice
    "Feed the Cycle": ok(targets=[perm("Creature", "Planeswalker")], optional=ONE_OF(
        "Feed the Cycle", ("exile three cards from your graveyard", None, CostPart("exile_from_graveyard", 3)),
        ("sacrifice a Food", None, CostPart("sacrifice", 1, F(subtypes={"Food"}))), ("pay {B}", "{B}", None))),
    "Final Payment": ok(targets=[CR_T], optional=ONE_OF(
        "Final Payment", ("pay 5 life", None, CostPart("pay_life", 5)),
        ("sacrifice a creature or enchantment", None, CostPart("sacrifice", 1, F(types={"Creature", "Enchantment"}))))),
    "Morkrut Behemoth": ok(optional=ONE_OF("Morkrut Behemoth", ("sacrifice a creature", None, SAC_CR),  # menace
                                           ("pay {1}{B}", "{1}{B}", None))),
    "Pumpkin Bombardment": ok(targets=[CR_T], optional=ONE_OF("Pumpkin Bombardment", ("discard a card", None, DISCARD1),
                                                              ("pay {2}", "{2}", None))),
    "Souls of the Lost": ok(optional=ONE_OF(  # its P/T by the graveyard: the state records it
        "Souls of the Lost", ("discard a card", None, DISCARD1), ("sacrifice a permanent", None, CostPart("sacrifice", 1)))),
    "Spark Harvest": ok(targets=[perm("Creature", "Planeswalker")],
                        optional=ONE_OF("Spark Harvest", ("sacrifice a creature", None, SAC_CR),
                                        ("pay {3}{B}", "{3}{B}", None))),
    # the choice is read ("sacrifice a legendary creature": 205.4 supertype; "pay 5 life or pay
    # {2}"); each is refused on its effect's target line
    "Louisoix's Sacrifice": no("Counter target activated ability, triggered ability, or noncreature spell."),
    "Redirect Lightning": no("Change the target of target spell or ability with a single target."),
    # reveal (a card from your hand) and behold (a permanent you control or a card from your
    # hand) with the quality: one object chosen, it stays; alone, in a choice, or optional
    "Caustic Exhale": ok(targets=[CR_T], optional=ONE_OF("Caustic Exhale", ("behold a Dragon", None, BEHOLD("Dragon")),
                                                         ("pay {1}", "{1}", None))),
    "Kinsbaile Aspirant": ok(optional=ONE_OF("Kinsbaile Aspirant", ("behold a Kithkin", None, BEHOLD("Kithkin")),
                                             ("pay {2}", "{2}", None))),  # a pump trigger
    "Daring Buccaneer": ok(optional=ONE_OF("Daring Buccaneer", ("reveal a Pirate card from your hand", None,
                                                                REVEAL(subtypes={"Pirate"})), ("pay {2}", "{2}", None))),
    # "choose a creature you control or reveal a creature card from your hand": a behold written out
    "Monstrous Emergence": ok(targets=[CR_T], additional=[CostPart("behold", 1, F(types={"Creature"}))]),
    # the cost is read (an optional behold written out); the effect looks at how it was cast: not read
    "Dragon's Fire": no("Dragon's Fire deals 3 damage to target creature or planeswalker. If you revealed a Dragon card or chose a Dragon as you cast this spell, Dragon's Fire deals damage equal to the power of that card or creature instead."),
    # one cost: "a red or green card" (an "or" between colors): no card filter of two colors read
    "Surge of Strength": no("As an additional cost to cast this spell, discard a red or green card."),
    "Silvergill Mentor": ok(optional=ONE_OF("Silvergill Mentor", ("behold a Merfolk", None, BEHOLD("Merfolk")),
                                            ("pay {2}", "{2}", None))),  # an enters trigger
    "Mudbutton Cursetosser": ok(optional=ONE_OF("Mudbutton Cursetosser", ("behold a Goblin", None, BEHOLD("Goblin")),
                                                ("pay {2}", "{2}", None))),  # can't block; a dies trigger
    # "you may behold a Dragon" (118.8b): the optional cost "behold"; "If a Dragon was beheld" is
    # an effect as the spell resolves (608.2c)
    "Osseous Exhale": ok(targets=[crt(combat="attacking_or_blocking")], optional=[OptionalCost("behold", parts=(BEHOLD("Dragon"),))]),
    "Piercing Exhale": ok(targets=[crt(controller="you"), perm("Creature", "Planeswalker")],
                          optional=[OptionalCost("behold", parts=(BEHOLD("Dragon"),))]),
    "Dispelling Exhale": ok(targets=[SPELL_T], optional=[OptionalCost("behold", parts=(BEHOLD("Dragon"),))]),
    # "reveal a creature card from your hand": a required part; what the card's power or mana
    # value does happens as the spell resolves
    "Charge of the Forever-Beast": ok(targets=[perm("Creature", "Planeswalker")], additional=[REVEAL(types={"Creature"})]),
    "Disaster Radius": ok(additional=[REVEAL(types={"Creature"})]),  # X: the revealed card's mana value, no cost
    "Induce Despair": ok(targets=[CR_T], additional=[REVEAL(types={"Creature"})]),
    "Living Destiny": ok(additional=[REVEAL(types={"Creature"})]),
    # "you may reveal a Dragon card from your hand": the optional cost "reveal"; what it changes
    # is an enters trigger or replacement
    "Orator of Ojutai": ok(optional=[OptionalCost("reveal", parts=(REVEAL(subtypes={"Dragon"}),))]),  # defender, flying
    "Scaleguard Sentinels": ok(optional=[OptionalCost("reveal", parts=(REVEAL(subtypes={"Dragon"}),))]),
    "Flamekin Bladewhirl": ok(optional=ONE_OF("Flamekin Bladewhirl", ("reveal an Elemental card from your hand", None,
                                                                      REVEAL(subtypes={"Elemental"})), ("pay {3}", "{3}", None))),
    "Goldmeadow Stalwart": ok(optional=ONE_OF("Goldmeadow Stalwart", ("reveal a Kithkin card from your hand", None,
                                                                      REVEAL(subtypes={"Kithkin"})), ("pay {3}", "{3}", None))),
    "Sadistic Skymarcher": ok(optional=ONE_OF("Sadistic Skymarcher", ("reveal a Vampire card from your hand", None,
                                                                      REVEAL(subtypes={"Vampire"})), ("pay {1}", "{1}", None))),
    "Silvergill Adept": ok(optional=ONE_OF("Silvergill Adept", ("reveal a Merfolk card from your hand", None,
                                                                REVEAL(subtypes={"Merfolk"})), ("pay {3}", "{3}", None))),
    "Squeaking Pie Sneak": ok(optional=ONE_OF("Squeaking Pie Sneak", ("reveal a Goblin card from your hand", None,
                                                                      REVEAL(subtypes={"Goblin"})), ("pay {3}", "{3}", None))),
    "Surtland Elementalist": ok(optional=ONE_OF("Surtland Elementalist", ("reveal a Giant card from your hand", None,
                                                                          REVEAL(subtypes={"Giant"})), ("pay {2}", "{2}", None))),
    "Thunderherd Migration": ok(optional=ONE_OF("Thunderherd Migration", ("reveal a Dinosaur card from your hand", None,
                                                                          REVEAL(subtypes={"Dinosaur"})), ("pay {1}", "{1}", None))),
    "Wren's Run Vanquisher": ok(optional=ONE_OF("Wren's Run Vanquisher", ("reveal an Elf card from your hand", None,
                                                                          REVEAL(subtypes={"Elf"})), ("pay {3}", "{3}", None))),
    # "behold a Kithkin and exile it": the permanent or card chosen is exiled (its reminder text);
    # "Other Kithkin you control get +1/+1": a P/T change; the leaves trigger: an effect
    "Champion of the Clachan": ok(keywords={"Flash"}, additional=[CostPart("behold_exile", 1, F(subtypes={"Kithkin"}))]),
    "Champion of the Path": ok(additional=[CostPart("behold_exile", 1, F(subtypes={"Elemental"}))]),
    "Champions of the Perfect": ok(additional=[CostPart("behold_exile", 1, F(subtypes={"Elf"}))]),
    # its cost is read; so is its ability (act13a reads "Blight 2" in an ability's cost): 1 life
    # and two -1/-1 counters on one creature you control (601.2h), a target opponent, as a sorcery
    "Champion of the Weird": ok(additional=[CostPart("behold_exile", 1, F(subtypes={"Goblin"}))], abilities=[
        act(parts=(CostPart("pay_life", 1), CostPart("blight", 2, F(types={"Creature"}))),
            targets=(TargetSlot("opponent"),), sorcery_speed=True)]),
    # near misses: a creature type chosen and two beheld; a colorless creature card; effects
    # that look at how the spell was cast; a mana ability's condition on the graveyard's cards
    "Celestial Reunion": no("As an additional cost to cast this spell, you may choose a creature type and behold two creatures of that type."),
    "Titan's Presence": no("As an additional cost to cast this spell, reveal a colorless creature card from your hand."),
    "Draconic Roar": no("Draconic Roar deals 3 damage to target creature. If you revealed a Dragon card or controlled a Dragon as you cast this spell, Draconic Roar deals 3 damage to that creature's controller."),
    "Lys Alana Dignitary": no("{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard."),
    # "you may collect evidence 6. This spell costs {2} less to cast if evidence was collected."
    # (118.8b; 601.2f: {2} off when it is paid); "tap four untapped artifacts, creatures, and/or
    # lands you control" (118.3: four objects, each of any of the three types)
    "Bite Down on Crime": ok(targets=[crt(controller="you"), crt(controller="opponent")], optional=[OptionalCost(
        "collect evidence", parts=(CostPart("collect_evidence", 6),), reduction=2)]),
    "Guardian of the Great Door": ok(additional=[CostPart("tap_untapped", 4, F(types={"Artifact", "Creature", "Land"}))]),
    "Foggy Swamp Visions": no("As an additional cost to cast this spell, waterbend {X}."),  # no X the taps pay
    # "return a land / creature / permanent you control to its owner's hand" (601.2h: one the
    # caster controls when the cost is paid, tapped or not)
    "Deprive": ok(targets=[SPELL_T], additional=[CostPart("return_to_hand", 1, F(types={"Land"}, controller="you"))]),
    "Devour in Flames": ok(targets=[perm("Creature", "Planeswalker")],
                           additional=[CostPart("return_to_hand", 1, F(types={"Land"}, controller="you"))]),
    "Disappearing Act": ok(targets=[SPELL_T], additional=[CostPart("return_to_hand", 1, F(controller="you"))]),
    "Familiar's Ruse": ok(targets=[SPELL_T], additional=[CostPart("return_to_hand", 1, F(types={"Creature"}, controller="you"))]),
    "Fear of Isolation": ok(additional=[CostPart("return_to_hand", 1, F(controller="you"))]),  # flying
    # single costs the cost grammar didn't take: "exile six cards", "an instant or sorcery card",
    # "a nonland / blue permanent", "exile a creature you control" (it leaves the battlefield for
    # exile, 601.2h), "put a -1/-1 counter on a creature you control" (blight 1's action)
    "Abhorrent Oculus": ok(additional=[CostPart("exile_from_graveyard", 6)]),  # flying; an upkeep trigger
    "Abjure": ok(targets=[SPELL_T], additional=[CostPart("sacrifice", 1, F(colors="U"))]),
    "Draconic Intervention": ok(additional=[CostPart("exile_from_graveyard", 1, F(types={"Instant", "Sorcery"}))]),
    "Fatal Grudge": ok(additional=[CostPart("sacrifice", 1, F(non_types={"Land"}))]),  # the opponents choose on resolution
    "Fear of Abduction": ok(additional=[CostPart("exile_yours", 1, F(types={"Creature"}))]),  # the enters trigger's target
    "Lethal Sting": ok(targets=[CR_T], additional=[BLIGHT(1)]),
    "Necrotic Fumes": ok(targets=[perm("Creature", "Planeswalker")],
                         additional=[CostPart("exile_yours", 1, F(types={"Creature"}))]),
    "Rite of Oblivion": ok(targets=[perm(non_types={"Land"})], alternative=[flashback("{2}{W}{B}")],
                           additional=[CostPart("sacrifice", 1, F(non_types={"Land"}))]),
    "Scarscale Ritual": ok(additional=[BLIGHT(1)]),
    "Soul Exchange": ok(targets=[TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you"))],
                        additional=[CostPart("exile_yours", 1, F(types={"Creature"}))]),
    # ----- perm13 -----
    # 601.3, 101.2: prohibitions on casting, decided on the state (model/prohibit.py)
    "Rule of Law": ok(prohibitions=[("each", "second_spell")]),
    "Arcane Laboratory": ok(prohibitions=[("each", "second_spell")]),
    "Eidolon of Rhetoric": ok(prohibitions=[("each", "second_spell")]),
    "Moderation": ok(prohibitions=[("you", "second_spell")]),  # a cast trigger draws
    "Kutzil, Malamet Exemplar": ok(prohibitions=[("opponents", "your_turn")]),  # a damage trigger
    "Voice of Victory": ok(prohibitions=[("opponents", "your_turn")]),  # mobilize: an attack trigger
    "Dragonlord Dromoka": ok(prohibitions=[("opponents", "your_turn")]),  # can't be countered, flying, lifelink
    "Marisi, Breaker of the Coil": ok(prohibitions=[("opponents", "combat")]),  # a damage trigger goads
    "Basandra, Battle Seraph": ok(prohibitions=[("each", "combat")], abilities=[act("{R}", targets=(CR_T,))]),
    # 601.2f: only the second spell its controller casts each turn (model/nthspell.py)
    "Highspire Bell-Ringer": ok(modifiers=[CostModifier("reduce", 1, scope="you", nth_spell=2)]),  # flying
    "Uthros Psionicist": ok(modifiers=[CostModifier("reduce", 2, scope="you", nth_spell=2)]),
    "Raging Battle Mouse": ok(modifiers=[CostModifier("reduce", 1, scope="you", nth_spell=2)]),  # a combat trigger
    # 117.1a, 702.8a: "You may cast <quality> spells as though they had flash": flash's timing
    "Valley Floodcaller": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(non_types={"Creature"}), "Flash")]),
    "High Fae Trickster": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(), "Flash")]),
    "Vedalken Orrery": ok(spell_grants=[SpellGrant(F(), "Flash")]),
    "Hypersonic Dragon": ok(spell_grants=[SpellGrant(F(types={"Sorcery"}), "Flash")]),  # flying, haste
    "Sally Sparrow": ok(spell_grants=[SpellGrant(F(types={"Creature"}), "Flash")]),  # investigate trigger
    "Yeva, Nature's Herald": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(types={"Creature"}, colors="G"), "Flash")]),
    "Shimmer Myr": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(types={"Artifact"}), "Flash")]),
    "Rattlechains": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(subtypes={"Spirit"}), "Flash")]),  # ETB trigger
    "Breath of the Sleepless": ok(spell_grants=[SpellGrant(F(subtypes={"Spirit"}), "Flash")]),
    "Sigarda's Aid": ok(spell_grants=[SpellGrant(F(subtypes={"Aura", "Equipment"}), "Flash")]),  # an Aura or an Equipment
    "Tawnos": ok(spell_grants=[SpellGrant(F(types={"Artifact", "Creature", "Enchantment"}), "Flash")]),
    "Gandalf, Friend of the Shire": ok(keywords={"Flash"}, spell_grants=[SpellGrant(F(types={"Sorcery"}), "Flash")]),
    # 601.2f with 117.1a: {2} more only when cast without sorcery timing (model/rules.flash_tax)
    "Rout": ok(flash_tax=2),
    "Harbinger of the Tides": ok(flash_tax=2),  # the ETB trigger's target is no spell's
    "Mystical Tether": ok(flash_tax=2),
    "Asinine Antics": ok(flash_tax=2),
    "Breaking Wave": ok(flash_tax=2),
    "Saproling Symbiosis": ok(flash_tax=2),
    "Twilight's Call": ok(flash_tax=2),
    "Ghitu Fire": ok(flash_tax=2, targets=[ANY_T]),
    # 601.2f: "{1} less to cast during your turn": once, while the caster is the active player
    "Mental Modulation": ok(reductions=[SelfReduction(ObjectFilter(), True, measure="your_turn", amount=1, at_most=1)],
                            targets=[perm("Artifact", "Creature")]),
    # 602.5: activated abilities of these permanents can't be activated (mana abilities too, unless said)
    "Collector Ouphe": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact"}), forbids="all")]),
    "Stony Silence": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact"}), forbids="all")]),
    "Cursed Totem": ok(permanent_grants=[PermanentGrant("all", F(types={"Creature"}), forbids="all")]),
    "Clarion Conqueror": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact", "Creature", "Planeswalker"}),
                                                             forbids="all")]),  # flying
    "Damping Matrix": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact", "Creature"}), forbids="nonmana")]),
    "Linvala, Keeper of Silence": ok(permanent_grants=[PermanentGrant("opponents", F(types={"Creature"}), forbids="all")]),
    # 601.3 and 602.5 while its controller is the active player (GrantCondition "your_turn")
    "Grand Abolisher": ok(prohibitions=[("opponents", "your_turn")],
                          permanent_grants=[PermanentGrant("opponents", F(types={"Artifact", "Creature", "Enchantment"}),
                                                           forbids="all", condition=GrantCondition("your_turn"))]),
    # 601.2f once, when the opponents together control three or more creatures (reach)
    "Lashwhip Predator": ok(reductions=[SelfReduction(F(types={"Creature"}, controller="opponent"), False, measure="field",
                                                      amount=2, at_least=3)]),
    # 601.3, 117.1a: Flash while the condition holds (model/flashif.py)
    "Dragon Grip": ok(targets=[CR_T], flash_if=FlashCondition("control", F(types={"Creature"}, min_power=4,
                                                                           controller="you"))),
    "Hungering Yeti": ok(flash_if=FlashCondition("control", F(colors="GU", controller="you"))),
    "Swift Reckoning": ok(targets=[crt(tapped=True)],
                          flash_if=FlashCondition("graveyard", F(types={"Instant", "Sorcery"}), 2)),
    "Serpent of the Pass": ok(flash_if=FlashCondition("graveyard", F(subtypes={"Lesson"}), 3),
                              reductions=[SelfReduction(F(non_types={"Creature", "Land"}), True, measure="graveyard")]),
    # 702.41a-b: a granted affinity is the printed keyword's reduction, beside any printed one
    "Sami, Wildcat Captain": ok(spell_grants=[SpellGrant(F(), "Affinity for artifacts",
                                                         reduction=SelfReduction(F(types={"Artifact"}), True))]),
    "Pearl-Ear, Imperial Advisor": ok(spell_grants=[SpellGrant(F(types={"Enchantment"}), "Affinity for Auras",
                                                               reduction=SelfReduction(F(subtypes={"Aura"}), True))]),
    # near misses left unread
    "Gandalf the White": no("You may cast legendary spells and artifact spells as though they had flash."),
    "Raff Capashen, Ship's Mage": no("You may cast historic spells as though they had flash."),
    # every player's spells (SpellGrant.every_player), and its opponents can't cast on its controller's turn
    "Tidal Barracuda": ok(spell_grants=[SpellGrant(F(), "Flash", every_player=True)],
                          prohibitions=[("opponents", "your_turn")]),
    # its flash line is read (flash_if: while you control a Faerie, 601.3) and, since static13c
    # merged, its hexproof while untapped (a grant to itself the state decides, 702.11)
    "Illusion Spinners": ok(flash_if=FlashCondition("control", F(subtypes={"Faerie"}, controller="you")),
                            permanent_grants=[PermanentGrant("self", F(tapped=False), keywords=frozenset({"Hexproof"}))]),
    "Sharkey, Tyrant of the Shire": no("Sharkey has all activated abilities of lands your opponents control except mana abilities."),
    "Yawgmoth's Agenda": no("You may play lands and cast spells from your graveyard."),
    "Kianne, Corrupted Memory": no("As long as Kianne's power is even, you may cast noncreature spells as though they had flash."),
    "Timely Ward": no("You may cast this spell as though it had flash if it targets a commander."),
    "Deafening Silence": no("Each player can't cast more than one noncreature spell each turn."),
    "Grid Monitor": no("You can't cast creature spells."),
    # ----- std13f -----
    # Earthbend N (the Avatar set's keyword action, its reminder text: "Target land you control becomes a 0/0
    # creature with haste that's still a land. Put N +1/+1 counters on it. ..."): one target, a land its
    # controller controls, chosen as the spell is cast or the ability activated (601.2c, 602.2b)
    "Earthbending Lesson": ok(targets=[EARTH_T]),
    "Rockalanche": ok(targets=[EARTH_T], alternative=[flashback("{5}{G}")]),  # X: a number of counters, no cost
    "Dai Li Indoctrination": ok(modes=choose(1, 1, [TargetSlot("opponent")], [EARTH_T])),
    "Ba Sing Se": ok(abilities=[add("G"), act("{2}{G}", tap=True, targets=(EARTH_T,), sorcery_speed=True)]),
    "Bitter Work": ok(abilities=[act("{4}", once_ever=True, your_turn_only=True, targets=(EARTH_T,))]),
    "Earthen Ally": ok(abilities=[act("{2}{W}{U}{B}{R}{G}", targets=(EARTH_T,))]),
    "Rebellious Captives": ok(abilities=[act("{6}", once_ever=True, targets=(EARTH_T,))]),
    # in a trigger (a Saga's chapter, 714.2b; an enters or attack trigger): targets chosen when it triggers
    # (603.3d), nothing about casting
    "The Cave of Two Lovers": ok(), "Bumi, King of Three Trials": ok(), "Badgermole": ok(),
    "Beifong's Bounty Hunters": ok(), "Bumi, Eclectic Earthbender": ok(), "Bumi, Unleashed": ok(),
    "Dai Li Agents": ok(), "Earth Kingdom General": ok(), "Earth Village Ruffians": ok(),
    "Earthbender Ascension": ok(), "Haru, Hidden Talent": ok(), "The Boulder, Ready to Rumble": ok(),
    "Toph, Earthbending Master": ok(), "Toph, Hardheaded Teacher": ok(), "Toph, the Blind Bandit": ok(),
    # a delayed trigger's earthbend (603.7): the spell's one target is the creature it chooses
    "Fatal Fissure": ok(targets=[CR_T]),
    # a created token's quoted ability is the token's (111.1): no target, no cost of this ability
    "Country Roads": ok(abilities=[add("W"), PILOT("{1}{W}")]),
    "Foul Roads": ok(abilities=[add("B"), PILOT("{1}{B}")]),
    "Reef Roads": ok(abilities=[add("U"), PILOT("{1}{U}")]),
    "Rocky Roads": ok(abilities=[add("R"), PILOT("{1}{R}")]),
    "Wild Roads": ok(abilities=[add("G"), PILOT("{1}{G}")]),
    "Dragonbroods' Relic": ok(abilities=[ManaAbility(any_color(), tap_creatures=1),
                                         act("{3}{W}{U}{B}{R}{G}", sacrifice_self=True, sorcery_speed=True)]),
    "Expendable Lackey": ok(abilities=[act("{1}{U}", exile_self=True, zone="graveyard", sorcery_speed=True)]),
    "Norin and Feldon": ok(abilities=[act("{2}{R}", tap=True, sorcery_speed=True, targets=(
        TargetSlot("card_in_graveyard", F(types={"Creature"}, controller="you")),))]),
    # near misses left unread on purpose
    "Cloudspire Captain": no("This creature saddles Mounts and crews Vehicles as though its power were 2 greater."),
    "Gene Pollinator": no("{T}, Tap an untapped permanent you control: Add one mana of any color."),
    "Supportive Parents": no("Tap two untapped creatures you control: Add one mana of any color."),
    # ----- grant13e -----
    # grant13e (issue 13): keyword grants to groups of one's permanents or to the card itself under a
    # recipient quality (tapped / untapped: the filter) or a condition the state decides (611.3a): "During
    # your turn" (its controller is the active player), "Max speed —" (702.178a: speed 4, 702.179). Only
    # haste, hexproof, shroud and protection change answers (302.6, 702.11b, 702.18a, 702.16b); the others,
    # ward {N} (702.21a) and power/toughness changes (613.4) change none, whatever the recipients
    "Bedrock Tortoise": ok(permanent_grants=[PermanentGrant("yours", F(types={"Creature"}), keywords=frozenset({"Hexproof"}),
                                                            condition=GrantCondition("your_turn"))]),
    "Miriam, Herd Whisperer": ok(permanent_grants=[PermanentGrant(  # the attack trigger costs nothing
        "yours", F(subtypes={"Mount", "Vehicle"}), keywords=frozenset({"Hexproof"}), condition=GrantCondition("your_turn"))]),
    "Avatar Kyoshi, Earthbender": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Hexproof"}),
                                                                      condition=GrantCondition("your_turn"))]),
    "Dragonologist": ok(permanent_grants=[PermanentGrant("yours", F(subtypes={"Dragon"}, tapped=False),
                                                         keywords=frozenset({"Hexproof"}))]),  # Kindred Dragons too
    "Lost in the Maze": ok(keywords={"Flash"}, permanent_grants=[  # the enters trigger's X targets: no casting targets
        PermanentGrant("yours", F(types={"Creature"}, tapped=True), keywords=frozenset({"Hexproof"}))]),
    "The Wandering Rescuer": ok(keywords={"Flash", "Convoke"}, permanent_grants=[
        PermanentGrant("yours", F(types={"Creature"}, tapped=True), True, keywords=frozenset({"Hexproof"}))]),
    "Gastal Thrillseeker": ok(permanent_grants=[PermanentGrant("self", F(), keywords=frozenset({"Haste"}),
                                                               condition=GrantCondition("max_speed"))]),
    # 700.14: outlaws are Assassins, Mercenaries, Pirates, Rogues and Warlocks
    "Hellspur Posse Boss": ok(permanent_grants=[PermanentGrant(
        "yours", F(subtypes={"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}), True, keywords=frozenset({"Haste"}))]),
    "Vihaan, Goldwaker": ok(permanent_grants=[PermanentGrant(
        "yours", F(subtypes={"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}), True, keywords=frozenset({"Haste"}))]),
    "Kolodin, Triumph Caster": ok(permanent_grants=[PermanentGrant("yours", F(subtypes={"Mount", "Vehicle"}),
                                                                   keywords=frozenset({"Haste"}))]),
    "Village Reavers": ok(colors={"R"}, permanent_grants=[PermanentGrant("yours", F(subtypes={"Wolf", "Werewolf"}),
                                                           keywords=frozenset({"Haste"}))]),
    # "artifact creatures": a creature that is also an artifact (both types)
    "Krang, Utrom Warlord": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, any_of=(F(types={"Artifact"}),)), True, keywords=frozenset({"Haste"}))]),
    "Alibou, Ancient Witness": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, any_of=(F(types={"Artifact"}),)), True, keywords=frozenset({"Haste"}))]),
    "Thopter Engineer": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, any_of=(F(types={"Artifact"}),)), keywords=frozenset({"Haste"}))]),
    "Hollowhenge Huntmaster": ok(keywords={"Hexproof"}, colors={"G"}, permanent_grants=[  # a back face: its color indicator
        PermanentGrant("yours", F(), True, keywords=frozenset({"Hexproof"}))]),
    "Privileged Position": ok(permanent_grants=[PermanentGrant("yours", F(), True, keywords=frozenset({"Hexproof"}))]),
    "Mobile Homestead": ok(abilities=[crew(2)], permanent_grants=[PermanentGrant(
        "self", F(), keywords=frozenset({"Haste"}), condition=GrantCondition("control", cards=F(subtypes={"Mount"})))]),
    # nothing that changes an answer: power and toughness, first strike, trample, lifelink, ward {N}
    "Snowmelt Stag": ok(abilities=[act("{5}{U}{U}")]),
    "Yuna, Hope of Spira": ok(),  # the end step trigger's target is no casting target
    "Prava of the Steel Legion": ok(abilities=[act("{3}{W}")]),
    "Radagast, Wizard of Wilds": ok(),
    "Saruman, the White Hand": ok(),
    "Adept Watershaper": ok(),
    "Builder's Blessing": ok(),
    "Castle": ok(),
    "Burnout Bashtronaut": ok(abilities=[act("{2}")]),
    "Streaking Oilgorger": ok(),
    "Bearer of Glory": ok(abilities=[act("{4}{W}")]),
    "Feisty Spikeling": ok(keywords={"Changeling"}),  # 702.73a
    "Untamed Pup": ok(colors={"G"}, abilities=[act("{3}{G}", targets=(CR_T,))]),
    "Timber Protector": ok(),
    "Cyberdrive Awakener": ok(),
    "Workshop Elders": ok(),
    "Tempered Steel": ok(),
    # near misses left unread on purpose: "equipped" is no recipient filter; conditions the state can't decide
    "Blacksmith's Talent": no("During your turn, equipped creatures you control have double strike and haste."),
    "Howling Galefang": no("This creature has haste as long as you own a card in exile that has an Adventure."),
    "Pompous Gadabout": no("This creature can't be blocked by creatures that don't have a name."),
    # ----- mana13 -----
    # 106.6 spending restrictions (``ManaRestriction``): spells of one of a few subtypes of any kind
    # (205.3: "a Lesson or Shrine spell"), abilities of artifact / land sources, mana value N or
    # more or {X} in the mana cost (202.3), enchantment spells, face-down spells (708.2), equip
    # abilities (702.6a); unlocking a door and turning a permanent face up (116.2b) are special
    # actions the engine never pays for
    "Creeping Peeper": ok(abilities=[add("U", restriction="enchantment_spell")]),
    "Freya Crescent": ok(abilities=[add("R", restriction="subtype_spell=Equipment|equip_ability")]),
    "Hermitic Herbalist": ok(abilities=[ANY_COLOR, ManaAbility(M13_COMBO2, restriction="subtype_spell=Lesson")]),
    "Intrepid Stablemaster": ok(abilities=[add("G"), ManaAbility(M13_SAME2, restriction="subtype_spell=Mount|subtype_spell=Vehicle")]),
    "Overgrown Zealot": ok(abilities=[ANY_COLOR, ManaAbility(M13_SAME2, restriction="turn_face_up")]),
    "Soldevi Machinist": ok(abilities=[add("CC", restriction="artifact_ability")]),
    "Steelswarm Operator": ok(abilities=[add("U", restriction="artifact_spell"), add("UU", restriction="artifact_ability")]),
    # the color chosen as it entered: the state's ``chosen.color`` (two of it)
    "Sunken Citadel": ok(abilities=[ManaAbility(tuple((c,) for c in "WUBRG"), colors_from="chosen_color"),
                                    ManaAbility(M13_SAME2, colors_from="chosen_color", restriction="land_ability")]),
    "Tin Street Gossip": ok(abilities=[add("RG", restriction="face_down_spell")]),
    "Qarsi Deceiver": ok(abilities=[add("C", restriction="face_down_spell")]),
    "Tournament Grounds": ok(abilities=[add("C"), add("R", "W", "B", restriction="subtype_spell=Knight|subtype_spell=Equipment")]),
    "Troyan, Gutsy Explorer": ok(abilities=[add("GU", restriction="mv_spell=5|x_spell"), act("{U}", tap=True)]),
    "White Lotus Hideout": ok(abilities=[add("C"), ManaAbility(any_color(), restriction="subtype_spell=Lesson|subtype_spell=Shrine"),
                                         ManaAbility(any_color(), mana_cost=cost("{1}"))]),
    "Maelstrom of the Spirit Dragon": ok(abilities=[add("C"), ManaAbility(any_color(), restriction="subtype_spell=Dragon|subtype_spell=Omen"),
                                                    act("{4}", tap=True, sacrifice_self=True)]),
    "Turtle Lair": ok(abilities=[add("C"), ManaAbility(any_color(), restriction="subtype_spell=Ninja|subtype_spell=Turtle"),
                                 act("{3}", tap=True, targets=(TargetSlot("permanent", F(any_of=(F(subtypes={"Ninja"}), F(subtypes={"Turtle"})))),))]),
    # creature spells only, of mana value 4 or more or with {X} (the trigger draws, gains, counts:
    # nothing about casting); X mana of one color, X its power (208.1)
    "Helga, Skittish Seer": ok(abilities=[ManaAbility(any_color(), per="self_power",
                                                      restriction="creature_mv_spell=4|creature_x_spell")]),
    # the creature type chosen as it entered (the state's ``chosen.creature_type``)
    "Secluded Courtyard": ok(abilities=[add("C"), ManaAbility(any_color(), restriction="creature_spell_of_chosen_type|"
                                                                                   "chosen_type_creature_ability")]),
    # near misses left unread on purpose: a creature spell of a subtype (a conjunction), a spell
    # cast from a zone, "a Chandra planeswalker spell"
    "Haven of the Spirit Dragon": no("{T}: Add one mana of any color. Spend this mana only to cast a Dragon creature spell."),
    "Interdimensional Web Watch": no("{T}: Add two mana in any combination of colors. Spend this mana only to cast spells from exile."),
    "Chandra's Embercat": no("{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell."),
    # ----- cost13f -----
    # 601.2f, the spell's own reductions the state decides (model/selfcount.py): counted or once
    "Spectral Denial": ok(targets=[SPELL_T], reductions=[SelfReduction(F(types={"Creature"}, controller="you", min_power=4),
                                                                       True, measure="field")]),
    "Terrific Team-Up": ok(reductions=[SelfReduction(F(controller="you", min_mana_value=4), True, measure="field",
                                                     amount=2, at_most=1)],
                           targets=[TargetSlot("creature", F(controller="you"), count=2, min_count=1),
                                    TargetSlot("creature", F(controller="opponent"))]),
    "Igneous Elemental": ok(reductions=[SelfReduction(F(types={"Land"}), True, measure="graveyard", amount=2,
                                                      at_most=1)]),  # an enters trigger's target
    "Oakhame Adversary": ok(reductions=[SelfReduction(F(colors="G", controller="opponent"), False, measure="field",
                                                      amount=2, at_most=1)]),  # deathtouch, a damage trigger
    # Gargantuan Leech: the Caves on the battlefield and the Cave cards in the graveyard add up (lifelink)
    "Gargantuan Leech": ok(reductions=[SelfReduction(F(subtypes={"Cave"}, controller="you"), True, measure="field"),
                                       SelfReduction(F(subtypes={"Cave"}), True, measure="graveyard")]),
    # 119.1: the caster's life total, once while it is at most N
    "The End": ok(targets=[perm("Creature", "Planeswalker")],
                  reductions=[SelfReduction(F(), True, measure="life", amount=2, up_to=5)]),
    "Avatar of Hope": ok(reductions=[SelfReduction(F(), True, measure="life", amount=6, up_to=3)]),  # flying
    # once when a count reaches N (at_least; an ability word has no rules meaning, 207.2c)
    "Stoic Rebuttal": ok(targets=[SPELL_T], reductions=[SelfReduction(F(types={"Artifact"}, controller="you"), True,
                                                                      measure="field", at_least=3)]),
    "Octavia, Living Thesis": ok(reductions=[SelfReduction(F(types={"Instant", "Sorcery"}), True, measure="graveyard",
                                                           amount=8, at_least=8)]),  # ward: a trigger
    "Hour of Revelation": ok(reductions=[SelfReduction(F(non_types={"Land"}), False, measure="field", amount=3,
                                                       at_least=10)]),
    "Orysa, Tide Choreographer": ok(reductions=[SelfReduction(CREATURES_YOU, True, measure="total_toughness", amount=3,
                                                              at_least=10)]),
    # 601.2f: the spell's own cost by its targets, once if some target matches
    "Swampsnare Trap": ok(targets=[CR_T], target_costs=[CostModifier("reduce", 1, scope="you",
                                                                     targeting=F(types={"Creature"}, keywords={"flying"}))]),
    "Dire Downdraft": ok(targets=[CR_T], target_costs=[CostModifier("reduce", 1, scope="you", targeting=F(
        types={"Creature"}, any_of=(F(combat="attacking"), F(tapped=True))))]),
    "Naiad of Hidden Coves": ok(modifiers=[CostModifier("reduce", 1, scope="you", off_turn_only=True)]),
    # 205.2a: the card types among the cards in the caster's graveyard (delirium: four or more, once)
    "Drag to the Roots": ok(targets=[TargetSlot("permanent", F(non_types={"Land"}))],
                            reductions=[SelfReduction(F(), True, measure="card_types", amount=2, at_least=4)]),
    "Dusk Feaster": ok(reductions=[SelfReduction(F(), True, measure="card_types", amount=2, at_least=4)]),  # flying
    "Scour the Laboratory": ok(reductions=[SelfReduction(F(), True, measure="card_types", amount=2, at_least=4)]),
    # a cast trigger's target is chosen when it triggers (603.3d), not as the spell is cast
    "Emrakul, the Promised End": ok(keywords={"Protection from instants"},
                                    reductions=[SelfReduction(F(), True, measure="card_types")]),
    # 602.2b with 601.2f: an ability's own reduction, read as a spell's (the activator: "you")
    "Starport Security": ok(abilities=[act("{3}{W}", tap=True, targets=(TargetSlot("creature", not_source=True),),
                                           self_reductions=(SelfReduction(F(types={"Creature"}, controller="you",
                                                                            with_counter="+1/+1"), True, measure="field",
                                                                          amount=2, at_most=1),))]),
    "Hylda's Crown of Winter": ok(abilities=[act("{1}", tap=True, targets=(CR_T,), self_reductions=(
        SelfReduction(F(), True, measure="your_turn", at_most=1),)), act("{3}", sacrifice_self=True)]),
    # refused: a count over one opponent, conditions the state doesn't record, counts a modifier can't say
    "Avatar of Fury": no("If an opponent controls seven or more lands, this spell costs {6} less to cast."),
    "Hagra Mauling": no("This spell costs {1} less to cast if an opponent controls no basic lands."),
    "Sanguine Indulgence": no("This spell costs {3} less to cast if you've gained 3 or more life this turn."),
    "Swat Away": no("This spell costs {2} less to cast if a creature is attacking you."),
    "Temur Battlecrier": no("During your turn, spells you cast cost {1} less to cast for each creature you control with "
                            "power 4 or greater."),
    "Hamza, Guardian of Arashin": no("Creature spells you cast cost {1} less to cast for each creature you control with "
                                     "a +1/+1 counter on it."),
    "Aven Interrupter": no("Spells your opponents cast from graveyards or from exile cost {2} more to cast."),
    # ----- grant14 -----
    # grants to groups said in more ways (613.1f): "Other permanents you control", "Each land and
    # Ally you control" (any of two nouns), "legendary" / "White" / "Human" creatures, tokens,
    # "with a +1/+1 counter on it" (122.1), "with vigilance", "All artifacts", "Other Elves" (every
    # one, any controller); the quoted ability is the recipient's own (605, 602)
    "A Realm Reborn": ok(permanent_grants=[PermanentGrant("yours", F(), True, abilities=(ANY_COLOR,))]),
    "Great Divide Guide": ok(permanent_grants=[PermanentGrant(
        "yours", F(any_of=(F(types={"Land"}), F(subtypes={"Ally"}))), abilities=(ANY_COLOR,))]),
    "Esika, God of the Tree": ok(abilities=[ANY_COLOR], permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, supertypes={"Legendary"}), True, abilities=(ANY_COLOR,))]),
    "Bootleggers' Stash": ok(permanent_grants=[PermanentGrant("yours", F(types={"Land"}), abilities=(act(tap=True),))]),
    "Jaheira, Friend of the Forest": ok(permanent_grants=[PermanentGrant("yours", F(token=True), abilities=(add("G"),))]),
    "Frondland Felidar": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, keywords={"vigilance"}), abilities=(act("{1}", tap=True, targets=(CR_T,)),))]),
    "Zombie Master": ok(permanent_grants=[PermanentGrant("all", F(subtypes={"Zombie"}), True, abilities=(act("{B}"),))]),
    "Eladamri, Lord of Leaves": ok(permanent_grants=[PermanentGrant("all", F(subtypes={"Elf"}), True,
                                                                    keywords=frozenset({"Shroud"}))]),
    "Exava, Rakdos Blood Witch": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, with_counter="+1/+1"), True, keywords=frozenset({"Haste"}))]),
    "Fountain Watch": ok(permanent_grants=[PermanentGrant(
        "yours", F(any_of=(F(types={"Artifact"}), F(types={"Enchantment"}))), keywords=frozenset({"Shroud"}))]),
    "Spiritual Asylum": ok(permanent_grants=[PermanentGrant(
        "yours", F(any_of=(F(types={"Creature"}), F(types={"Land"}))), keywords=frozenset({"Shroud"}))]),
    "Hanna's Custody": ok(permanent_grants=[PermanentGrant("all", F(types={"Artifact"}), keywords=frozenset({"Shroud"}))]),
    "Resplendent Mentor": ok(permanent_grants=[PermanentGrant("yours", F(types={"Creature"}, colors="W"),
                                                              abilities=(act(tap=True),))]),
    "Righteous War": ok(permanent_grants=[
        PermanentGrant("yours", F(types={"Creature"}, colors="W"), keywords=frozenset({"Protection from black"})),
        PermanentGrant("yours", F(types={"Creature"}, colors="B"), keywords=frozenset({"Protection from white"}))]),
    "Rishkar, Peema Renegade": ok(permanent_grants=[PermanentGrant("yours", F(types={"Creature"}, with_counter=""),
                                                                   abilities=(add("G"),))]),
    "Titan of Eternal Fire": ok(permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, subtypes={"Human"}), abilities=(act("{R}", tap=True, targets=(ANY_T,)),))]),
    "Jiang Yanggu, Wildcrafter": ok(abilities=[loy(-1, CR_T)], permanent_grants=[PermanentGrant(
        "yours", F(types={"Creature"}, with_counter="+1/+1"), abilities=(ANY_COLOR,))]),
    # a keyword beside the quoted ability; a quoted trigger that makes no mana changes no answer
    "The Knight of Land Drops": ok(permanent_grants=[PermanentGrant("yours", F(subtypes={"Knight"}),
                                                                    keywords=frozenset({"Haste"}))]),
    "Sliv-Mizzet, Hivemind": ok(permanent_grants=[PermanentGrant("yours", F(subtypes={"Sliver"}),
                                                                 abilities=(act(tap=True),))]),
    # 301.5a: "Equipped creatures you control": an Equipment attached (model.permgrants' "equipped")
    "Firion, Wild Rose Warrior": ok(permanent_grants=[PermanentGrant("equipped", F(types={"Creature"}),
                                                                     keywords=frozenset({"Haste"}))]),
    # threshold: the color the state's ``overrides`` (613.1e), the quoted ability under the condition
    "Possessed Aven": ok(permanent_grants=[PermanentGrant("self", F(), abilities=(
        act("{2}{B}", tap=True, targets=(crt(colors="U"),)),), condition=GrantCondition("graveyard", count=7))]),
    "Possessed Nomad": ok(permanent_grants=[PermanentGrant("self", F(), abilities=(
        act("{2}{B}", tap=True, targets=(crt(colors="W"),)),), condition=GrantCondition("graveyard", count=7))]),
    "Repentant Vampire": ok(permanent_grants=[PermanentGrant("self", F(), abilities=(
        act(tap=True, targets=(crt(colors="B"),)),), condition=GrantCondition("graveyard", count=7))]),
    # an Aura's grant to the permanent it enchants when it is a land / a creature
    "Nature's Embrace": ok(targets=[perm("Creature", "Land")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Land"}), abilities=(ManaAbility(M13_SAME2),))]),
    "Careful Cultivation": ok(targets=[perm("Artifact", "Creature")],
                              abilities=[act("{1}{G}", discard_self=True, zone="hand")],
                              permanent_grants=[PermanentGrant("attached", F(types={"Creature"}), abilities=(add("GG"),))]),
    # an Aura's or Equipment's compound grant: hexproof (702.11b) granted; base power and toughness,
    # counts, types and triggers the state's or no answer's
    "Mirror Shield": ok(abilities=[equip("{2}")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Creature"}), keywords=frozenset({"Hexproof"}))]),
    "Ninja's Blades": ok(abilities=[equip("{2}")]),
    "Summoner's Grimoire": ok(abilities=[equip("{3}")]),
    "Coerced to Kill": ok(targets=[CR_T]),
    "Avatar Destiny": ok(targets=[crt(controller="you")]),
    "Rune of Mortality": ok(targets=[TargetSlot("permanent")]),
    # nothing that changes an answer: ward granted (702.21a), power and toughness, group types
    "Hexing Squelcher": ok(),
    "Valley Questcaller": ok(),
    "Maha, Its Feathers Night": ok(),
    "Shelob, Child of Ungoliant": ok(),
    "Archon of the Wild Rose": ok(),  # the recipients don't matter: nothing granted changes an answer
    "Coat of Arms": ok(),
    # 704.5j: a state-based action the engine never performs
    "Spider-Verse": ok(),
    "Mirror Gallery": ok(),
    # an Aura animating a land or an artifact: the creature the state's ``overrides`` (613.1d),
    # haste granted (302.6: the land can then pay {T} while summoning sick)
    "Zoetic Glyph": ok(targets=[perm("Artifact")]),
    "Wind Zendikon": ok(targets=[perm("Land")]),
    "Nissa's Zendikon": ok(targets=[perm("Land")], permanent_grants=[PermanentGrant(
        "attached", F(types={"Land"}), keywords=frozenset({"Haste"}))]),
    # near misses left unread on purpose: a target the state can't decide ("entered this turn"), the
    # granting card's name in the quotes, an artifact becoming a creature "with base power ..."
    # (another sentence form), a static "look at the top card" ability, soulbond pairs
    "Ghired, Mirror of the Wilds": no("Nontoken creatures you control have \"{T}: Create a token that's a copy of target token you control that entered this turn.\""),
    "Food Fight": no("Artifacts you control have \"{2}, Sacrifice this artifact: It deals damage to any target equal to 1 plus the number of permanents named Food Fight you control.\""),
    "Margle, Cousin of Yargle": no("Other creatures you control lose all abilities, can't gain abilities, and get +2/+2."),
    # a group's types or colors (613.1d-e) stay unread, as tests/test_oracle_static.py's "All creatures are black."
    "Ragost, Deft Gastronaut": no("Artifacts you control are Foods in addition to their other types and have \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\""),
    "Senator Peacock": no("Artifacts you control are Clues in addition to their other types and have \"{2}, Sacrifice this artifact: Draw a card.\""),
    "Ygra, Eater of All": no("Other creatures are Food artifacts in addition to their other types and have \"{2}, {T}, Sacrifice this permanent: You gain 3 life.\""),
    "March of the World Ooze": no("Creatures you control have base power and toughness 6/6 and are Oozes in addition to their other types."),
    "Kudo, King Among Bears": no("Other creatures have base power and toughness 2/2 and are Bears in addition to their other types."),
    "Mephidross Vampire": no("Each creature you control is a Vampire in addition to its other creature types and has \"Whenever this creature deals damage to a creature, put a +1/+1 counter on this creature.\""),
    "Glowcap Lantern": no("Equipped creature has \"You may look at the top card of your library any time\" and \"Whenever this creature attacks, it explores.\""),
    "Stonewright": no("As long as Stonewright is paired with another creature, each of those creatures has \"{R}: This creature gets +1/+0 until end of turn.\""),
}


#: Face records copied from shared/data/cards.jsonl.gz (fields that matter to the reader).
RECORDS: list[dict[str, Any]] = [
    {"name": "Wirewood Channeler", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Dreadship Reef", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Dreadship Reef.\n{1}, Remove X storage counters from Dreadship Reef: Add X mana in any combination of {U} and/or {B}.", "colors": []},
    {"name": "Fungal Reaches", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Fungal Reaches.\n{1}, Remove X storage counters from Fungal Reaches: Add X mana in any combination of {R} and/or {G}.", "colors": []},
    {"name": "Molten Slagheap", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Molten Slagheap.\n{1}, Remove X storage counters from Molten Slagheap: Add X mana in any combination of {B} and/or {R}.", "colors": []},
    {"name": "Saltcrusted Steppe", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Saltcrusted Steppe.\n{1}, Remove X storage counters from Saltcrusted Steppe: Add X mana in any combination of {G} and/or {W}.", "colors": []},
    {"name": "Petalmane Baku", "mana_cost": "{1}{G}", "type_line": "Creature — Spirit", "oracle_text": "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Petalmane Baku.\n{1}, Remove X ki counters from Petalmane Baku: Add X mana of any one color.", "power": "1", "toughness": "2", "colors": ["G"]},
    {"name": "Crucible of the Spirit Dragon", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Crucible of the Spirit Dragon.\n{T}, Remove X storage counters from Crucible of the Spirit Dragon: Add X mana in any combination of colors. Spend this mana only to cast Dragon spells or activate abilities of Dragons.", "colors": []},
    {"name": "Calciform Pools", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}: Put a storage counter on Calciform Pools.\n{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}.", "colors": []},
    {"name": "Iceberg", "mana_cost": "{X}{U}{U}", "type_line": "Enchantment", "oracle_text": "Iceberg enters the battlefield with X ice counters on it.\n{3}: Put an ice counter on Iceberg.\nRemove an ice counter from Iceberg: Add {C}.", "colors": ["U"]},
    {"name": "Mana Cache", "mana_cost": "{1}{R}{R}", "type_line": "Enchantment", "oracle_text": "At the beginning of each player's end step, put a charge counter on Mana Cache for each untapped land that player controls.\nRemove a charge counter from Mana Cache: Add {C}. Any player may activate this ability but only during their turn before the end step.", "colors": ["R"]},
    {"name": "Morselhoarder", "mana_cost": "{4}{R/G}{R/G}", "type_line": "Creature — Elemental", "oracle_text": "Morselhoarder enters the battlefield with two -1/-1 counters on it.\nRemove a -1/-1 counter from Morselhoarder: Add one mana of any color.", "colors": ["R", "G"], "power": "6", "toughness": "4"},
    {"name": "Runaway Steam-Kin", "mana_cost": "{1}{R}", "type_line": "Creature — Elemental", "oracle_text": "Whenever you cast a red spell, if Runaway Steam-Kin has fewer than three +1/+1 counters on it, put a +1/+1 counter on Runaway Steam-Kin.\nRemove three +1/+1 counters from Runaway Steam-Kin: Add {R}{R}{R}.", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Chief Engineer", "mana_cost": "{1}{U}", "type_line": "Creature — Vedalken Artificer", "oracle_text": "Artifact spells you cast have convoke. (Your creatures can help cast those spells. Each creature you tap while casting an artifact spell pays for {1} or one mana of that creature's color.)", "power": "1", "toughness": "3"},
    {"name": "Inspiring Statuary", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Nonartifact spells you cast have improvise. (Your artifacts can help cast those spells. Each artifact you tap after you're done activating mana abilities pays for {1}.)"},
    {"name": "Teval, Arbiter of Virtue", "mana_cost": "{2}{B}{G}{U}", "type_line": "Legendary Creature — Spirit Dragon", "oracle_text": "Flying, lifelink\nSpells you cast have delve. (Each card you exile from your graveyard while casting those spells pays for {1}.)\nWhenever you cast a spell, you lose life equal to its mana value.", "power": "6", "toughness": "6"},
    {"name": "Herigast, Erupting Nullkite", "mana_cost": "{9}", "type_line": "Legendary Creature — Eldrazi Dragon", "oracle_text": "Emerge {6}{R}{R} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nWhen you cast this spell, you may exile your hand. If you do, draw three cards.\nFlying\nEach creature spell you cast has emerge. The emerge cost is equal to its mana cost.", "power": "6", "toughness": "6"},
    {"name": "Dream Leash", "mana_cost": "{3}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant permanent\nYou can't choose an untapped permanent as this spell's target as you cast it.\nYou control enchanted permanent."},
    {"name": "Enthralling Hold", "mana_cost": "{3}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nYou can't choose an untapped creature as this spell's target as you cast it.\nYou control enchanted creature."},
    {"name": "Incremental Growth", "mana_cost": "{3}{G}{G}", "type_line": "Sorcery", "oracle_text": "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature."},
    {"name": "Saprazzan Cove", "mana_cost": "", "type_line": "Land", "oracle_text": "Saprazzan Cove enters the battlefield tapped.\n{T}: Put a storage counter on Saprazzan Cove.\n{T}, Remove any number of storage counters from Saprazzan Cove: Add {U} for each storage counter removed this way.", "colors": []},
    {"name": "Pentad Prism", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)\nRemove a charge counter from Pentad Prism: Add one mana of any color.", "colors": []},
    {"name": "Hickory Woodlot", "mana_cost": "", "type_line": "Land", "oracle_text": "Hickory Woodlot enters the battlefield tapped with two depletion counters on it.\n{T}, Remove a depletion counter from Hickory Woodlot: Add {G}{G}. If there are no depletion counters on Hickory Woodlot, sacrifice it.", "colors": []},
    {"name": "Firemind Vessel", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "Firemind Vessel enters the battlefield tapped.\n{T}: Add two mana of different colors.", "colors": []},
    {"name": "Deathspore Thallid", "mana_cost": "{1}{B}", "type_line": "Creature \u2014 Zombie Fungus", "oracle_text": "At the beginning of your upkeep, put a spore counter on Deathspore Thallid.\nRemove three spore counters from Deathspore Thallid: Create a 1/1 green Saproling creature token.\nSacrifice a Saproling: Target creature gets -1/-1 until end of turn.", "colors": ["B"], "power": "1", "toughness": "1"},
    {"name": "Brimstone Mage", "mana_cost": "{2}{R}", "type_line": "Creature — Human Shaman", "oracle_text": "Level up {3}{R} ({3}{R}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-2\n2/3\n{T}: Brimstone Mage deals 1 damage to any target.\nLEVEL 3+\n2/4\n{T}: Brimstone Mage deals 3 damage to any target.", "power": "2", "toughness": "2"},
    {"name": "Hexdrinker", "mana_cost": "{G}", "type_line": "Creature — Snake", "oracle_text": "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6\nProtection from everything", "power": "2", "toughness": "1"},
    {"name": "Kargan Dragonlord", "mana_cost": "{R}{R}", "type_line": "Creature — Human Warrior", "oracle_text": "Level up {R} ({R}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 4-7\n4/4\nFlying\nLEVEL 8+\n8/8\nFlying, trample\n{R}: Kargan Dragonlord gets +1/+0 until end of turn.", "power": "2", "toughness": "2"},
    {"name": "Student of Warfare", "mana_cost": "{W}", "type_line": "Creature — Human Knight", "oracle_text": "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike", "power": "1", "toughness": "1"},
    {"name": "Wizard Class", "mana_cost": "{U}", "type_line": "Enchantment — Class", "oracle_text": "(Gain the next level as a sorcery to add its ability.)\nYou have no maximum hand size.\n{2}{U}: Level 2\nWhen this Class becomes level 2, draw two cards.\n{4}{U}: Level 3\nWhenever you draw a card, put a +1/+1 counter on target creature you control."},
    {"name": "Atmospheric Greenhouse", "mana_cost": "{4}{G}", "type_line": "Artifact — Spacecraft", "oracle_text": "When this Spacecraft enters, put a +1/+1 counter on each creature you control.\nStation (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature at 8+.)\n8+ | Flying, trample", "power": "5", "toughness": "4"},
    {"name": "Lumen-Class Frigate", "mana_cost": "{1}{W}", "type_line": "Artifact — Spacecraft", "oracle_text": "Station (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature at 12+.)\n2+ | Other creatures you control get +1/+1.\n12+ | Flying, lifelink", "power": "3", "toughness": "5"},
    {"name": "Evendo, Waking Haven", "mana_cost": "", "type_line": "Land — Planet", "oracle_text": "This land enters tapped.\n{T}: Add {G}.\nStation (Tap another creature you control: Put charge counters equal to its power on this Planet. Station only as a sorcery.)\n12+ | {G}, {T}: Add {G} for each creature you control."},
    {"name": "Joraga Treespeaker", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have \"{T}: Add {G}{G}.\"", "power": "1", "toughness": "1"},
    {"name": "Artist's Talent", "mana_cost": "{1}{R}", "type_line": "Enchantment — Class", "oracle_text": "(Gain the next level as a sorcery to add its ability.)\nWhenever you cast a noncreature spell, you may discard a card. If you do, draw a card.\n{2}{R}: Level 2\nNoncreature spells you cast cost {1} less to cast.\n{2}{R}: Level 3\nIf a source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead."},
    {"name": "The Fearsome Flock", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Bird", "oracle_text": "Flying, split second level up {2}{U} ({2}{U}: Put a level counter on this. Level up only as a sorcery. This can't be responded to.)\nLEVEL 1-3\n3/3\nFlying\nWhenever The Fearsome Flock deals combat damage to a player, gain control of target noncreature artifact that player controls. It becomes a Treasure.\nLEVEL 4+\n3/4\nFlying\nYou may activate abilities of artifacts your opponents control as though you control them.", "power": "2", "toughness": "3"},
    {"name": "Hill Giant", "mana_cost": "{3}{R}", "type_line": "Creature — Giant", "oracle_text": "", "power": "3", "toughness": "3"},
    {"name": "Gray Ogre", "mana_cost": "{2}{R}", "type_line": "Creature — Ogre", "oracle_text": "", "power": "2", "toughness": "2"},
    {"name": "Craw Wurm", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Wurm", "oracle_text": "", "power": "6", "toughness": "4"},
    {"name": "Balduvian Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2"},
    {"name": "Eager Cadet", "mana_cost": "{W}", "type_line": "Creature — Human Soldier", "oracle_text": "", "power": "1", "toughness": "1"},
    {"name": "Alpha Tyrranax", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Dinosaur Beast", "oracle_text": "", "power": "6", "toughness": "5"},
    {"name": "Bronze Sable", "mana_cost": "{2}", "type_line": "Artifact Creature — Sable", "oracle_text": "", "power": "2", "toughness": "1"},
    {"name": "Fugitive Wizard", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "oracle_text": "", "power": "1", "toughness": "1"},
    {"name": "Goblin Piker", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "", "power": "2", "toughness": "1"},
    {"name": "Axebane Stag", "mana_cost": "{6}{G}", "type_line": "Creature — Elk", "oracle_text": "", "power": "6", "toughness": "7"},
    {"name": "Typhoid Rats", "mana_cost": "{B}", "type_line": "Creature — Rat", "oracle_text": "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)", "power": "1", "toughness": "1"},
    {"name": "Giant Spider", "mana_cost": "{3}{G}", "type_line": "Creature — Spider", "oracle_text": "Reach (This creature can block creatures with flying.)", "power": "2", "toughness": "4"},
    {"name": "Serra Angel", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nVigilance (Attacking doesn't cause this creature to tap.)", "power": "4", "toughness": "4"},
    {"name": "Ornithopter", "mana_cost": "{0}", "type_line": "Artifact Creature — Thopter", "oracle_text": "Flying", "power": "0", "toughness": "2"},
    {"name": "White Knight", "mana_cost": "{W}{W}", "type_line": "Creature — Human Knight", "oracle_text": "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)", "power": "2", "toughness": "2"},
    {"name": "Black Knight", "mana_cost": "{B}{B}", "type_line": "Creature — Human Knight", "oracle_text": "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from white (This creature can't be blocked, targeted, dealt damage, or enchanted by anything white.)", "power": "2", "toughness": "2"},
    {"name": "Slippery Bogle", "mana_cost": "{G/U}", "type_line": "Creature — Beast", "oracle_text": "Hexproof (This creature can't be the target of spells or abilities your opponents control.)", "power": "1", "toughness": "1"},
    {"name": "Ambush Viper", "mana_cost": "{1}{G}", "type_line": "Creature — Snake", "oracle_text": "Flash\nDeathtouch", "power": "2", "toughness": "1"},
    {"name": "Pestermite", "mana_cost": "{2}{U}", "type_line": "Creature — Faerie Rogue", "oracle_text": "Flash\nFlying\nWhen Pestermite enters the battlefield, you may tap or untap target permanent.", "power": "2", "toughness": "1"},
    {"name": "Siege Wurm", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Wurm", "oracle_text": "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTrample", "power": "5", "toughness": "5"},
    {"name": "Gurmag Angler", "mana_cost": "{6}{B}", "type_line": "Creature — Zombie Fish", "oracle_text": "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)", "power": "5", "toughness": "5"},
    {"name": "Myr Enforcer", "mana_cost": "{7}", "type_line": "Artifact Creature — Myr", "oracle_text": "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)", "power": "4", "toughness": "4"},
    {"name": "Goblin Guide", "mana_cost": "{R}", "type_line": "Creature — Goblin Scout", "oracle_text": "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.", "power": "2", "toughness": "2"},
    {"name": "Monastery Swiftspear", "mana_cost": "{R}", "type_line": "Creature — Human Monk", "oracle_text": "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)", "power": "1", "toughness": "2"},
    {"name": "Brazen Borrower", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Faerie Rogue", "oracle_text": "Flash\nFlying\nBrazen Borrower can block only creatures with flying.", "power": "3", "toughness": "1"},
    {"name": "Flametongue Kavu", "mana_cost": "{3}{R}", "type_line": "Creature — Kavu", "oracle_text": "When Flametongue Kavu enters the battlefield, it deals 4 damage to target creature.", "power": "4", "toughness": "2"},
    {"name": "Man-o'-War", "mana_cost": "{2}{U}", "type_line": "Creature — Jellyfish", "oracle_text": "When Man-o'-War enters the battlefield, return target creature to its owner's hand.", "power": "2", "toughness": "2"},
    {"name": "Wall of Omens", "mana_cost": "{1}{W}", "type_line": "Creature — Wall", "oracle_text": "Defender\nWhen Wall of Omens enters the battlefield, draw a card.", "power": "0", "toughness": "4"},
    {"name": "Ravenous Chupacabra", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Beast Horror", "oracle_text": "When Ravenous Chupacabra enters the battlefield, destroy target creature an opponent controls.", "power": "2", "toughness": "2"},
    {"name": "Solemn Simulacrum", "mana_cost": "{4}", "type_line": "Artifact Creature — Golem", "oracle_text": "When this creature enters, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.\nWhen this creature dies, you may draw a card.", "power": "2", "toughness": "2"},
    {"name": "Gravedigger", "mana_cost": "{3}{B}", "type_line": "Creature — Zombie", "oracle_text": "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.", "power": "2", "toughness": "2"},
    {"name": "Kor Skyfisher", "mana_cost": "{1}{W}", "type_line": "Creature — Kor Soldier", "oracle_text": "Flying\nWhen Kor Skyfisher enters the battlefield, return a permanent you control to its owner's hand.", "power": "2", "toughness": "3"},
    {"name": "Elvish Visionary", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Shaman", "oracle_text": "When Elvish Visionary enters the battlefield, draw a card.", "power": "1", "toughness": "1"},
    {"name": "Thragtusk", "mana_cost": "{4}{G}", "type_line": "Creature — Beast", "oracle_text": "When Thragtusk enters the battlefield, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create a 3/3 green Beast creature token.", "power": "5", "toughness": "3"},
    {"name": "Dark Confidant", "mana_cost": "{1}{B}", "type_line": "Creature — Human Wizard", "oracle_text": "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.", "power": "2", "toughness": "1"},
    {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant", "oracle_text": "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.", "power": "4", "toughness": "3"},
    {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.", "power": "1", "toughness": "1"},
    {"name": "Murderous Rider", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Zombie Knight", "oracle_text": "Lifelink\nWhen Murderous Rider dies, put it on the bottom of its owner's library.", "power": "2", "toughness": "3"},
    {"name": "Snapcaster Mage", "mana_cost": "{1}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "Flash\nWhen Snapcaster Mage enters the battlefield, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. (You may cast that card from your graveyard for its flashback cost. Then exile it.)", "power": "2", "toughness": "1"},
    {"name": "Hydroid Krasis", "mana_cost": "{X}{G}{U}", "type_line": "Creature — Jellyfish Hydra Beast", "oracle_text": "When you cast this spell, you gain half X life and draw half X cards. Round down each time.\nFlying, trample\nHydroid Krasis enters the battlefield with X +1/+1 counters on it.", "power": "0", "toughness": "0"},
    {"name": "Endless One", "mana_cost": "{X}", "type_line": "Creature — Eldrazi", "oracle_text": "Endless One enters the battlefield with X +1/+1 counters on it.", "power": "0", "toughness": "0"},
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Fyndhorn Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Avacyn's Pilgrim", "mana_cost": "{G}", "type_line": "Creature — Human Monk", "oracle_text": "{T}: Add {W}.", "power": "1", "toughness": "1"},
    {"name": "Utopia Tree", "mana_cost": "{1}{G}", "type_line": "Creature — Plant", "oracle_text": "{T}: Add one mana of any color.", "power": "0", "toughness": "2"},
    {"name": "Noble Hierarch", "mana_cost": "{G}", "type_line": "Creature — Human Druid", "oracle_text": "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)\n{T}: Add {G}, {W}, or {U}.", "power": "0", "toughness": "1"},
    {"name": "Sylvan Caryatid", "mana_cost": "{1}{G}", "type_line": "Creature — Plant", "oracle_text": "Defender, hexproof\n{T}: Add one mana of any color.", "power": "0", "toughness": "3"},
    {"name": "Manakin", "mana_cost": "{2}", "type_line": "Artifact Creature — Construct", "oracle_text": "{T}: Add {C}.", "power": "1", "toughness": "1"},
    {"name": "Palladium Myr", "mana_cost": "{3}", "type_line": "Artifact Creature — Myr", "oracle_text": "{T}: Add {C}{C}.", "power": "2", "toughness": "2"},
    {"name": "Elvish Archdruid", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you control.", "power": "2", "toughness": "2"},
    {"name": "Incubation Druid", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add one mana of any type that a land you control could produce. If Incubation Druid has a +1/+1 counter on it, add three mana of that type instead.\n{3}{G}{G}: Adapt 3. (If this creature has no +1/+1 counters on it, put three +1/+1 counters on it.)", "power": "0", "toughness": "2"},
    {"name": "Dryad Arbor", "mana_cost": "", "type_line": "Land Creature — Forest Dryad", "oracle_text": "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")", "power": "1", "toughness": "1", "colors": ["G"]},
    {"name": "Shivan Dragon", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying\n{R}: This creature gets +1/+0 until end of turn.", "power": "5", "toughness": "5"},
    {"name": "Frozen Shade", "mana_cost": "{2}{B}", "type_line": "Creature — Shade", "oracle_text": "{B}: Frozen Shade gets +1/+1 until end of turn.", "power": "0", "toughness": "1"},
    {"name": "Royal Assassin", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Human Assassin", "oracle_text": "{T}: Destroy target tapped creature.", "power": "1", "toughness": "1"},
    {"name": "Prodigal Sorcerer", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "{T}: Prodigal Sorcerer deals 1 damage to any target.", "power": "1", "toughness": "1"},
    {"name": "Sakura-Tribe Elder", "mana_cost": "{1}{G}", "type_line": "Creature — Snake Shaman", "oracle_text": "Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.", "power": "1", "toughness": "1"},
    {"name": "Merfolk Looter", "mana_cost": "{1}{U}", "type_line": "Creature — Merfolk Rogue", "oracle_text": "{T}: Draw a card, then discard a card.", "power": "1", "toughness": "1"},
    {"name": "Fauna Shaman", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Shaman", "oracle_text": "{G}, {T}, Discard a creature card: Search your library for a creature card, reveal it, put it into your hand, then shuffle.", "power": "2", "toughness": "2"},
    {"name": "Visara the Dreadful", "mana_cost": "{3}{B}{B}{B}", "type_line": "Legendary Creature — Gorgon", "oracle_text": "Flying\n{T}: Destroy target creature. It can't be regenerated.", "power": "5", "toughness": "5"},
    {"name": "Troll Ascetic", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Troll Shaman", "oracle_text": "Hexproof (This creature can't be the target of spells or abilities your opponents control.)\n{1}{G}: Regenerate Troll Ascetic.", "power": "3", "toughness": "2"},
    {"name": "Walking Ballista", "mana_cost": "{X}{X}", "type_line": "Artifact Creature — Construct", "oracle_text": "Walking Ballista enters the battlefield with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.", "power": "0", "toughness": "0"},
    {"name": "Street Wraith", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Wraith", "oracle_text": "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)", "power": "3", "toughness": "4"},
    {"name": "Sojourner's Companion", "mana_cost": "{7}", "type_line": "Artifact Creature — Salamander", "oracle_text": "Affinity for artifacts\nArtifact landcycling {2} ({2}, Discard this card: Search your library for an artifact land card, reveal it, put it into your hand, then shuffle.)", "power": "4", "toughness": "4"},
    {"name": "Tarmogoyf", "mana_cost": "{1}{G}", "type_line": "Creature — Lhurgoyf", "oracle_text": "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", "power": "*", "toughness": "1+*"},
    {"name": "Mulldrifter", "mana_cost": "{4}{U}", "type_line": "Creature — Elemental", "oracle_text": "Flying\nWhen Mulldrifter enters the battlefield, draw two cards.\nEvoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)", "power": "2", "toughness": "2"},
    {"name": "Solitude", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Elemental Incarnation", "oracle_text": "Flash\nLifelink\nWhen Solitude enters the battlefield, exile up to one other target creature. That creature's controller gains life equal to its power.\nEvoke—Exile a white card from your hand.", "power": "3", "toughness": "2"},
    {"name": "Goblin Bushwhacker", "mana_cost": "{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen Goblin Bushwhacker enters the battlefield, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.", "power": "1", "toughness": "1"},
    {"name": "Joraga Warcaller", "mana_cost": "{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)\nJoraga Warcaller enters the battlefield with a +1/+1 counter on it for each time it was kicked.\nOther Elf creatures you control get +1/+1 for each +1/+1 counter on Joraga Warcaller.", "power": "1", "toughness": "1"},
    {"name": "Tolarian Terror", "mana_cost": "{6}{U}", "type_line": "Creature — Serpent", "oracle_text": "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)", "power": "5", "toughness": "5"},
    {"name": "Thalia, Guardian of Thraben", "mana_cost": "{1}{W}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "First strike\nNoncreature spells cost {1} more to cast.", "power": "2", "toughness": "1"},
    {"name": "Archmage of Runes", "mana_cost": "{3}{U}{U}", "type_line": "Creature — Giant Wizard", "oracle_text": "Instant and sorcery spells you cast cost {1} less to cast.\nWhenever you cast an instant or sorcery spell, draw a card.", "power": "3", "toughness": "6"},
    {"name": "Mocking Sprite", "mana_cost": "{2}{U}", "type_line": "Creature — Faerie Rogue", "oracle_text": "Flying\nInstant and sorcery spells you cast cost {1} less to cast.", "power": "2", "toughness": "1"},
    {"name": "Ballyrush Banneret", "mana_cost": "{1}{W}", "type_line": "Creature — Kithkin Soldier", "oracle_text": "Kithkin spells and Soldier spells you cast cost {1} less to cast.", "power": "2", "toughness": "1"},
    {"name": "Geyser Drake", "mana_cost": "{2}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying\nDuring turns other than yours, spells you cast cost {1} less to cast.", "power": "2", "toughness": "3"},
    {"name": "Grand Arbiter Augustin IV", "mana_cost": "{2}{W}{U}", "type_line": "Legendary Creature — Human Advisor", "oracle_text": "White spells you cast cost {1} less to cast.\nBlue spells you cast cost {1} less to cast.\nSpells your opponents cast cost {1} more to cast.", "power": "2", "toughness": "3"},
    {"name": "Lodestone Golem", "mana_cost": "{4}", "type_line": "Artifact Creature — Golem", "oracle_text": "Nonartifact spells cost {1} more to cast.", "power": "5", "toughness": "3"},
    {"name": "Thorn of Amethyst", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Noncreature spells cost {1} more to cast."},
    {"name": "Sphere of Resistance", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Spells cost {1} more to cast."},
    {"name": "Helm of Awakening", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Spells cost {1} less to cast."},
    {"name": "Sapphire Medallion", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Blue spells you cast cost {1} less to cast."},
    {"name": "Heartless Summoning", "mana_cost": "{1}{B}", "type_line": "Enchantment", "oracle_text": "Creature spells you cast cost {2} less to cast.\nCreatures you control get -1/-1."},
    {"name": "Aura of Silence", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Artifact and enchantment spells your opponents cast cost {2} more to cast.\nSacrifice Aura of Silence: Destroy target artifact or enchantment."},
    {"name": "Jhoira's Familiar", "mana_cost": "{4}", "type_line": "Artifact Creature — Bird", "oracle_text": "Flying\nHistoric spells you cast cost {1} less to cast. (Artifacts, legendaries, and Sagas are historic.)", "power": "2", "toughness": "2"},
    {"name": "Cloud Key", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "As Cloud Key enters the battlefield, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast."},
    {"name": "Goblin Warchief", "mana_cost": "{1}{R}{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "Goblin spells you cast cost {1} less to cast.\nGoblins you control have haste.", "power": "2", "toughness": "2"},
    {"name": "Defense Grid", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Each spell costs {3} more to cast except during its controller's turn."},
    {"name": "Teferi, Time Raveler", "mana_cost": "{1}{W}{U}", "type_line": "Legendary Planeswalker — Teferi", "oracle_text": "Each opponent can cast spells only any time they could cast a sorcery.\n[+1]: Until your next turn, you may cast sorcery spells as though they had flash.\n[-3]: Return up to one target artifact, creature, or enchantment to its owner's hand. Draw a card.", "loyalty": "4"},
    {"name": "Grafdigger's Cage", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "Creature cards in graveyards and libraries can't enter the battlefield.\nPlayers can't cast spells from graveyards or libraries."},
    {"name": "Drannith Magistrate", "mana_cost": "{1}{W}", "type_line": "Creature — Human Wizard", "oracle_text": "Your opponents can't cast spells from anywhere other than their hands.", "power": "1", "toughness": "3"},
    {"name": "Leyline of Sanctity", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "oracle_text": "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)"},
    {"name": "Khod, Etlan Shiis Envoy", "mana_cost": "{2}{U}", "type_line": "Legendary Creature — Homarid Warrior", "oracle_text": "All lands are Islands in addition to their other types.\nOther Homarids, Camarids, Cephalids, Nautilids, and Merfolk you control get +1/+1.", "power": "2", "toughness": "3", "colors": ["U"]},
    {"name": "Lush Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nEnchanted land is a Mountain, Forest, and Plains.", "colors": ["G"]},
    {"name": "Phantasmal Terrain", "mana_cost": "{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nAs Phantasmal Terrain enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type.", "colors": ["U"]},
    {"name": "Prismatic Omen", "mana_cost": "{1}{G}", "type_line": "Enchantment", "oracle_text": "Lands you control are every basic land type in addition to their other types.", "colors": ["G"]},
    {"name": "Spreading Seas", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhen Spreading Seas enters the battlefield, draw a card.\nEnchanted land is an Island.", "colors": ["U"]},
    {"name": "Celestial Dawn", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Lands you control are Plains.\nNonland permanents you control are white. The same is true for spells you control and nonland cards you own that aren't on the battlefield.\nYou may spend white mana as though it were mana of any color. You may spend other mana only as though it were colorless mana.", "colors": ["W"]},
    {"name": "Blood Moon", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "Nonbasic lands are Mountains."},
    {"name": "Urborg, Tomb of Yawgmoth", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "Each land is a Swamp in addition to its other land types.", "colors": []},
    {"name": "Null Rod", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Activated abilities of artifacts can't be activated."},
    {"name": "Chromatic Lantern", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Lands you control have \"{T}: Add one mana of any color.\"\n{T}: Add one mana of any color."},
    {"name": "Pithing Needle", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "As Pithing Needle enters the battlefield, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities."},
    {"name": "Bitterblossom", "mana_cost": "{1}{B}", "type_line": "Tribal Enchantment — Faerie", "oracle_text": "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue creature token with flying."},
    {"name": "Phyrexian Arena", "mana_cost": "{1}{B}{B}", "type_line": "Enchantment", "oracle_text": "At the beginning of your upkeep, you draw a card and you lose 1 life."},
    {"name": "Oblivion Ring", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "When Oblivion Ring enters the battlefield, exile another target nonland permanent.\nWhen Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control."},
    {"name": "Journey to Nowhere", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "When Journey to Nowhere enters the battlefield, exile target creature.\nWhen Journey to Nowhere leaves the battlefield, return the exiled card to the battlefield under its owner's control."},
    {"name": "Lightning Strike", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Lightning Strike deals 3 damage to any target."},
    {"name": "Searing Spear", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Searing Spear deals 3 damage to any target."},
    {"name": "Lava Spike", "mana_cost": "{R}", "type_line": "Sorcery — Arcane", "oracle_text": "Lava Spike deals 3 damage to target player or planeswalker."},
    {"name": "Blaze", "mana_cost": "{X}{R}", "type_line": "Sorcery", "oracle_text": "Blaze deals X damage to any target."},
    {"name": "Go for the Throat", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Destroy target nonartifact creature."},
    {"name": "Murder", "mana_cost": "{1}{B}{B}", "type_line": "Instant", "oracle_text": "Destroy target creature."},
    {"name": "Terror", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Destroy target nonartifact, nonblack creature. It can't be regenerated."},
    {"name": "Cast Down", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Destroy target nonlegendary creature."},
    {"name": "Disfigure", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Target creature gets -2/-2 until end of turn."},
    {"name": "Giant Growth", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Target creature gets +3/+3 until end of turn."},
    {"name": "Vapor Snag", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Return target creature to its owner's hand. Its controller loses 1 life."},
    {"name": "Path to Exile", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle."},
    {"name": "Fatal Push", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left the battlefield this turn."},
    {"name": "Swift End", "mana_cost": "{1}{B}{B}", "type_line": "Instant — Adventure", "oracle_text": "Destroy target creature or planeswalker. You lose 2 life. (Then exile this card. You may cast the creature later from exile.)"},
    {"name": "Petty Theft", "mana_cost": "{1}{U}", "type_line": "Instant — Adventure", "oracle_text": "Return target nonland permanent an opponent controls to its owner's hand."},
    {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure", "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target."},
    {"name": "Spikefield Hazard", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Spikefield Hazard deals 1 damage to any target. If a permanent dealt damage this way would die this turn, exile it instead."},
    {"name": "Essence Scatter", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target creature spell."},
    {"name": "Remove Soul", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target creature spell."},
    {"name": "Mana Tithe", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Counter target spell unless its controller pays {1}."},
    {"name": "Spell Pierce", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Counter target noncreature spell unless its controller pays {2}."},
    {"name": "Sign in Blood", "mana_cost": "{B}{B}", "type_line": "Sorcery", "oracle_text": "Target player draws two cards and loses 2 life."},
    {"name": "Stroke of Genius", "mana_cost": "{X}{2}{U}", "type_line": "Instant", "oracle_text": "Target player draws X cards."},
    {"name": "Thoughtseize", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life."},
    {"name": "Hymn to Tourach", "mana_cost": "{B}{B}", "type_line": "Sorcery", "oracle_text": "Target player discards two cards at random."},
    {"name": "Duress", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card."},
    {"name": "Frost Breath", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step."},
    {"name": "Claim", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Return target creature card with mana value 2 or less from your graveyard to the battlefield."},
    {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
    {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent.\nDraw a card."},
    {"name": "Pyrotechnics", "mana_cost": "{4}{R}", "type_line": "Sorcery", "oracle_text": "Pyrotechnics deals 4 damage divided as you choose among any number of targets."},
    {"name": "Chain Lightning", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Chain Lightning deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy."},
    {"name": "Banefire", "mana_cost": "{X}{R}", "type_line": "Sorcery", "oracle_text": "Banefire deals X damage to any target.\nIf X is 5 or more, this spell can't be countered and the damage can't be prevented."},
    {"name": "Vines of Vastwood", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Kicker {G} (You may pay an additional {G} as you cast this spell.)\nTarget creature can't be the target of spells or abilities your opponents control this turn. If this spell was kicked, that creature gets +4/+4 until end of turn."},
    {"name": "Repeal", "mana_cost": "{X}{U}", "type_line": "Instant", "oracle_text": "Return target nonland permanent with mana value X to its owner's hand.\nDraw a card."},
    {"name": "Commit", "mana_cost": "{3}{U}", "type_line": "Instant", "oracle_text": "Put target spell or nonland permanent into its owner's library second from the top."},
    {"name": "Fight with Fire", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Kicker {5}{R} (You may pay an additional {5}{R} as you cast this spell.)\nFight with Fire deals 5 damage to target creature. If this spell was kicked, it deals 10 damage divided as you choose among any number of targets instead. (Those targets can include players and planeswalkers.)"},
    {"name": "Mind Spring", "mana_cost": "{X}{U}{U}", "type_line": "Sorcery", "oracle_text": "Draw X cards."},
    {"name": "Ponder", "mana_cost": "{U}", "type_line": "Sorcery", "oracle_text": "Look at the top three cards of your library, then put them back in any order. You may shuffle.\nDraw a card."},
    {"name": "Brainstorm", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Draw three cards, then put two cards from your hand on top of your library in any order."},
    {"name": "Preordain", "mana_cost": "{U}", "type_line": "Sorcery", "oracle_text": "Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom of your library and the rest on top in any order.)"},
    {"name": "Explore", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "You may play an additional land this turn.\nDraw a card."},
    {"name": "Rampant Growth", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."},
    {"name": "Cultivate", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle."},
    {"name": "Wrath of God", "mana_cost": "{2}{W}{W}", "type_line": "Sorcery", "oracle_text": "Destroy all creatures. They can't be regenerated."},
    {"name": "Damnation", "mana_cost": "{2}{B}{B}", "type_line": "Sorcery", "oracle_text": "Destroy all creatures. They can't be regenerated."},
    {"name": "Sphinx's Revelation", "mana_cost": "{X}{W}{U}{U}", "type_line": "Instant", "oracle_text": "You gain X life and draw X cards."},
    {"name": "Genesis Wave", "mana_cost": "{X}{G}{G}{G}", "type_line": "Sorcery", "oracle_text": "Reveal the top X cards of your library. You may put any number of permanent cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."},
    {"name": "Emeria's Call", "mana_cost": "{4}{W}{W}{W}", "type_line": "Sorcery", "oracle_text": "Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn."},
    {"name": "Collateral Damage", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nCollateral Damage deals 3 damage to any target."},
    {"name": "Tormenting Voice", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, discard a card.\nDraw two cards."},
    {"name": "Cathartic Reunion", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, discard two cards.\nDraw three cards."},
    {"name": "Deadly Dispute", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice an artifact or creature.\nDraw two cards and create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")"},
    {"name": "Bankrupt in Blood", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice two creatures.\nDraw three cards."},
    {"name": "Goblin Grenade", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a Goblin.\nGoblin Grenade deals 5 damage to any target."},
    {"name": "Lightning Axe", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe deals 5 damage to target creature."},
    {"name": "Consume Spirit", "mana_cost": "{X}{1}{B}", "type_line": "Sorcery", "oracle_text": "Spend only black mana on X.\nConsume Spirit deals X damage to any target and you gain X life."},
    {"name": "Daze", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "You may return an Island you control to its owner's hand rather than pay this spell's mana cost.\nCounter target spell unless its controller pays {1}."},
    {"name": "Gush", "mana_cost": "{4}{U}", "type_line": "Instant", "oracle_text": "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.\nDraw two cards."},
    {"name": "Force of Negation", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target noncreature spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."},
    {"name": "Pyrokinesis", "mana_cost": "{4}{R}{R}", "type_line": "Instant", "oracle_text": "You may exile a red card from your hand rather than pay this spell's mana cost.\nPyrokinesis deals 4 damage divided as you choose among any number of target creatures."},
    {"name": "Mizzium Mortars", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Mizzium Mortars deals 4 damage to target creature you don't control.\nOverload {3}{R}{R}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")"},
    {"name": "Cyclonic Rift", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")"},
    {"name": "Into the Roil", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card."},
    {"name": "Capsize", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)\nReturn target permanent to its owner's hand."},
    {"name": "Think Twice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Faithless Looting", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Draw two cards, then discard two cards.\nFlashback {2}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Firebolt", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Firebolt deals 2 damage to any target.\nFlashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Deep Analysis", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Unburial Rites", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "Return target creature card from your graveyard to the battlefield.\nFlashback {3}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Lava Dart", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Dig Through Time", "mana_cost": "{6}{U}{U}", "type_line": "Instant", "oracle_text": "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nLook at the top seven cards of your library. Put two of them into your hand and the rest on the bottom of your library in any order."},
    {"name": "Become Immense", "mana_cost": "{5}{G}", "type_line": "Instant", "oracle_text": "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nTarget creature gets +6/+6 until end of turn."},
    {"name": "Metallic Rebuke", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nCounter target spell unless its controller pays {3}."},
    {"name": "Censor", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target spell unless its controller pays {1}.\nCycling {U} ({U}, Discard this card: Draw a card.)"},
    {"name": "Ancestral Vision", "mana_cost": "", "type_line": "Sorcery", "oracle_text": "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost.)\nTarget player draws three cards.", "colors": ["U"]},
    {"name": "Angel's Grace", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nYou can't lose the game this turn and your opponents can't win the game this turn. Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead."},
    {"name": "Wear", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)"},
    {"name": "Tear", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Destroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)"},
    {"name": "Fame", "card_name": "Claim // Fame", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nTarget creature gets +2/+0 and gains haste until end of turn."},
    {"name": "Memory", "card_name": "Commit // Memory", "mana_cost": "{4}{U}{U}", "type_line": "Sorcery", "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach player shuffles their hand and graveyard into their library, then draws seven cards."},
    {"name": "Izzet Charm", "mana_cost": "{U}{R}", "type_line": "Instant", "oracle_text": "Choose one —\n• Counter target noncreature spell unless its controller pays {2}.\n• Izzet Charm deals 2 damage to target creature.\n• Draw two cards, then discard two cards."},
    {"name": "Dromoka's Command", "mana_cost": "{G}{W}", "type_line": "Instant", "oracle_text": "Choose two —\n• Prevent all damage target instant or sorcery spell would deal this turn.\n• Target player sacrifices an enchantment.\n• Put a +1/+1 counter on target creature.\n• Target creature you control fights target creature you don't control."},
    {"name": "Azorius Charm", "mana_cost": "{W}{U}", "type_line": "Instant", "oracle_text": "Choose one —\n• Creatures you control gain lifelink until end of turn.\n• Draw a card.\n• Put target attacking or blocking creature on top of its owner's library."},
    {"name": "Archmage's Charm", "mana_cost": "{U}{U}{U}", "type_line": "Instant", "oracle_text": "Choose one —\n• Counter target spell.\n• Target player draws two cards.\n• Gain control of target nonland permanent with mana value 1 or less."},
    {"name": "Atarka's Command", "mana_cost": "{R}{G}", "type_line": "Instant", "oracle_text": "Choose two —\n• Your opponents can't gain life this turn.\n• Atarka's Command deals 3 damage to each opponent.\n• You may put a land card from your hand onto the battlefield.\n• Creatures you control get +1/+1 and gain reach until end of turn."},
    {"name": "Funeral Charm", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Choose one —\n• Target player discards a card.\n• Target creature gets +2/-1 until end of turn.\n• Target creature gains swampwalk until end of turn. (It can't be blocked as long as defending player controls a Swamp.)"},
    {"name": "Prismari Command", "mana_cost": "{1}{U}{R}", "type_line": "Instant", "oracle_text": "Choose two —\n• Prismari Command deals 2 damage to any target.\n• Target player draws two cards, then discards two cards.\n• Target player creates a Treasure token.\n• Destroy target artifact."},
    {"name": "Collective Brutality", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n• Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards that card.\n• Target creature gets -2/-2 until end of turn.\n• Target opponent loses 2 life and you gain 2 life."},
    {"name": "Drown in the Loch", "mana_cost": "{U}{B}", "type_line": "Instant", "oracle_text": "Choose one —\n• Counter target spell with mana value less than or equal to the number of cards in its controller's graveyard.\n• Destroy target creature with mana value less than or equal to the number of cards in its controller's graveyard."},
    {"name": "Forest", "mana_cost": "", "type_line": "Basic Land — Forest", "oracle_text": "({T}: Add {G}.)", "colors": []},
    {"name": "Snow-Covered Swamp", "mana_cost": "", "type_line": "Basic Snow Land — Swamp", "oracle_text": "({T}: Add {B}.)", "colors": []},
    {"name": "Wastes", "mana_cost": "", "type_line": "Basic Land", "oracle_text": "{T}: Add {C}.", "colors": []},
    {"name": "Overgrown Tomb", "mana_cost": "", "type_line": "Land — Swamp Forest", "oracle_text": "({T}: Add {B} or {G}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.", "colors": []},
    {"name": "Hallowed Fountain", "mana_cost": "", "type_line": "Land — Plains Island", "oracle_text": "({T}: Add {W} or {U}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.", "colors": []},
    {"name": "Tundra", "mana_cost": "", "type_line": "Land — Plains Island", "oracle_text": "({T}: Add {W} or {U}.)", "colors": []},
    {"name": "Savannah", "mana_cost": "", "type_line": "Land — Forest Plains", "oracle_text": "({T}: Add {G} or {W}.)", "colors": []},
    {"name": "Caves of Koilos", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {W} or {B}. Caves of Koilos deals 1 damage to you.", "colors": []},
    {"name": "Llanowar Wastes", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {B} or {G}. Llanowar Wastes deals 1 damage to you.", "colors": []},
    {"name": "Sulfurous Springs", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {B} or {R}. Sulfurous Springs deals 1 damage to you.", "colors": []},
    {"name": "Karplusan Forest", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.", "colors": []},
    {"name": "Battlefield Forge", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.", "colors": []},
    {"name": "Shivan Reef", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {U} or {R}. Shivan Reef deals 1 damage to you.", "colors": []},
    {"name": "Graven Cairns", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.", "colors": []},
    {"name": "Mystic Gate", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", "colors": []},
    {"name": "Sunken Ruins", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{U/B}, {T}: Add {U}{U}, {U}{B}, or {B}{B}.", "colors": []},
    {"name": "Rugged Prairie", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{R/W}, {T}: Add {R}{R}, {R}{W}, or {W}{W}.", "colors": []},
    {"name": "Azorius Guildgate", "mana_cost": "", "type_line": "Land — Gate", "oracle_text": "This land enters tapped.\n{T}: Add {W} or {U}.", "colors": []},
    {"name": "Thornwood Falls", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {G} or {U}.", "colors": []},
    {"name": "Scoured Barrens", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {B}.", "colors": []},
    {"name": "Tranquil Cove", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {U}.", "colors": []},
    {"name": "Temple of Malice", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped.\nWhen this land enters, scry 1. (Look at the top card of your library. You may put that card on the bottom.)\n{T}: Add {B} or {R}.", "colors": []},
    {"name": "Jungle Shrine", "mana_cost": "", "type_line": "Land", "oracle_text": "Jungle Shrine enters the battlefield tapped.\n{T}: Add {R}, {G}, or {W}.", "colors": []},
    {"name": "Arcane Sanctum", "mana_cost": "", "type_line": "Land", "oracle_text": "Arcane Sanctum enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B}.", "colors": []},
    {"name": "Crumbling Necropolis", "mana_cost": "", "type_line": "Land", "oracle_text": "Crumbling Necropolis enters the battlefield tapped.\n{T}: Add {U}, {B}, or {R}.", "colors": []},
    {"name": "Spikefield Cave", "mana_cost": "", "type_line": "Land", "oracle_text": "Spikefield Cave enters the battlefield tapped.\n{T}: Add {R}.", "colors": []},
    {"name": "Selesnya Sanctuary", "mana_cost": "", "type_line": "Land", "oracle_text": "Selesnya Sanctuary enters the battlefield tapped.\nWhen Selesnya Sanctuary enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {G}{W}.", "colors": []},
    {"name": "Dimir Aqueduct", "mana_cost": "", "type_line": "Land", "oracle_text": "Dimir Aqueduct enters the battlefield tapped.\nWhen Dimir Aqueduct enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {U}{B}.", "colors": []},
    {"name": "Boros Garrison", "mana_cost": "", "type_line": "Land", "oracle_text": "Boros Garrison enters the battlefield tapped.\nWhen Boros Garrison enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {R}{W}.", "colors": []},
    {"name": "Glacial Fortress", "mana_cost": "", "type_line": "Land", "oracle_text": "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.", "colors": []},
    {"name": "Emeria, Shattered Skyclave", "mana_cost": "", "type_line": "Land", "oracle_text": "As Emeria, Shattered Skyclave enters the battlefield, you may pay 3 life. If you don't, it enters the battlefield tapped.\n{T}: Add {W}.", "colors": []},
    {"name": "Radiant Fountain", "mana_cost": "", "type_line": "Land", "oracle_text": "When Radiant Fountain enters the battlefield, you gain 2 life.\n{T}: Add {C}.", "colors": []},
    {"name": "Evolving Wilds", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", "colors": []},
    {"name": "Terramorphic Expanse", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", "colors": []},
    {"name": "Strip Mine", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Sacrifice Strip Mine: Destroy target land.", "colors": []},
    {"name": "Wasteland", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.", "colors": []},
    {"name": "Ghost Quarter", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Sacrifice Ghost Quarter: Destroy target land. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.", "colors": []},
    {"name": "Crystal Vein", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Sacrifice Crystal Vein: Add {C}{C}.", "colors": []},
    {"name": "Blast Zone", "mana_cost": "", "type_line": "Land", "oracle_text": "Blast Zone enters the battlefield with a charge counter on it.\n{T}: Add {C}.\n{X}{X}, {T}: Put X charge counters on Blast Zone.\n{3}, {T}, Sacrifice Blast Zone: Destroy each nonland permanent with mana value equal to the number of charge counters on Blast Zone.", "colors": []},
    {"name": "Celestial Colonnade", "mana_cost": "", "type_line": "Land", "oracle_text": "Celestial Colonnade enters the battlefield tapped.\n{T}: Add {W} or {U}.\n{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.", "colors": []},
    {"name": "Treetop Village", "mana_cost": "", "type_line": "Land", "oracle_text": "Treetop Village enters the battlefield tapped.\n{T}: Add {G}.\n{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land. (It can deal excess combat damage to the player or planeswalker it's attacking.)", "colors": []},
    {"name": "Exotic Orchard", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add one mana of any color that a land an opponent controls could produce.", "colors": []},
    {"name": "Reflecting Pool", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add one mana of any type that a land you control could produce.", "colors": []},
    {"name": "Command Tower", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add one mana of any color in your commander's color identity.", "colors": []},
    {"name": "Mana Confluence", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add one mana of any color.", "colors": []},
    {"name": "Horizon Canopy", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {G} or {W}.\n{1}, {T}, Sacrifice Horizon Canopy: Draw a card.", "colors": []},
    {"name": "Tolarian Academy", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "{T}: Add {U} for each artifact you control.", "colors": []},
    {"name": "Urza's Tower", "mana_cost": "", "type_line": "Land — Urza's Tower", "oracle_text": "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.", "colors": []},
    {"name": "Lotus Field", "mana_cost": "", "type_line": "Land", "oracle_text": "Hexproof\nLotus Field enters the battlefield tapped.\nWhen Lotus Field enters the battlefield, sacrifice two lands.\n{T}: Add three mana of any one color.", "colors": []},
    {"name": "Vivid Crag", "mana_cost": "", "type_line": "Land", "oracle_text": "Vivid Crag enters the battlefield tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a charge counter from Vivid Crag: Add one mana of any color.", "colors": []},
    {"name": "Mind Stone", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card."},
    {"name": "Orzhov Signet", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{1}, {T}: Add {W}{B}."},
    {"name": "Golgari Signet", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{1}, {T}: Add {B}{G}."},
    {"name": "Izzet Signet", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{1}, {T}: Add {U}{R}."},
    {"name": "Talisman of Dominance", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}.\n{T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you."},
    {"name": "Thran Dynamo", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}{C}."},
    {"name": "Worn Powerstone", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Worn Powerstone enters the battlefield tapped.\n{T}: Add {C}{C}."},
    {"name": "Mana Vault", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "Mana Vault doesn't untap during your untap step.\nAt the beginning of your upkeep, you may pay {4}. If you do, untap Mana Vault.\nAt the beginning of your draw step, if Mana Vault is tapped, it deals 1 damage to you.\n{T}: Add {C}{C}{C}."},
    {"name": "Grim Monolith", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Grim Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{4}: Untap Grim Monolith."},
    {"name": "Basalt Monolith", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap Basalt Monolith."},
    {"name": "Coalition Relic", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{T}: Add one mana of any color.\n{T}: Put a charge counter on Coalition Relic.\nAt the beginning of your precombat main phase, remove all charge counters from Coalition Relic. Add one mana of any color for each charge counter removed this way."},
    {"name": "Prophetic Prism", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "When this artifact enters, draw a card.\n{1}, {T}: Add one mana of any color."},
    {"name": "Wayfarer's Bauble", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{2}, {T}, Sacrifice Wayfarer's Bauble: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."},
    {"name": "Aetherflux Reservoir", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.\nPay 50 life: Aetherflux Reservoir deals 50 damage to any target."},
    {"name": "Arcane Signet", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{T}: Add one mana of any color in your commander's color identity."},
    {"name": "Fellwar Stone", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{T}: Add one mana of any color that a land an opponent controls could produce."},
    {"name": "Charmed Sleep", "mana_cost": "{1}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nWhen this Aura enters, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step."},
    {"name": "Dead Weight", "mana_cost": "{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets -2/-2."},
    {"name": "Spirit Link", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature (Target a creature as you cast this. This card enters the battlefield attached to that creature.)\nWhenever enchanted creature deals damage, you gain that much life."},
    {"name": "Rancor", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand."},
    {"name": "Cooped Up", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block.\n{2}{W}: Exile enchanted creature."},
    {"name": "Aquitect's Defenses", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature you control\nWhen this Aura enters, enchanted creature gains hexproof until end of turn. (It can't be the target of spells or abilities your opponents control.)\nEnchanted creature gets +1/+2."},
    {"name": "Dimensional Exile", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant basic land you control\nWhen this Aura enters, exile target creature an opponent controls until this Aura leaves the battlefield."},
    {"name": "Curse of the Pierced Heart", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura Curse", "oracle_text": "Enchant player\nAt the beginning of enchanted player's upkeep, Curse of the Pierced Heart deals 1 damage to that player or a planeswalker that player controls."},
    {"name": "Confiscate", "mana_cost": "{4}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant permanent\nYou control enchanted permanent."},
    {"name": "Wild Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."},
    {"name": "Fires of Yavimaya", "mana_cost": "{1}{R}{G}", "type_line": "Enchantment", "oracle_text": "Creatures you control have haste.\nSacrifice Fires of Yavimaya: Target creature gets +2/+2 until end of turn."},
    {"name": "Gemhide Sliver", "mana_cost": "{1}{G}", "type_line": "Creature — Sliver", "oracle_text": "All Slivers have \"{T}: Add one mana of any color.\"", "power": "1", "toughness": "1"},
    {"name": "Paradise Mantle", "mana_cost": "{0}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"{T}: Add one mana of any color.\"\nEquip {1}"},
    {"name": "Abundant Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhen Abundant Growth enters the battlefield, draw a card.\nEnchanted land has \"{T}: Add one mana of any color.\""},
    {"name": "Bonesplitter", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+0.\nEquip {1}"},
    {"name": "Skullclamp", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/-1.\nWhenever equipped creature dies, draw two cards.\nEquip {1}"},
    {"name": "Adventuring Gear", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Landfall — Whenever a land you control enters, equipped creature gets +2/+2 until end of turn.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Basilisk Collar", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has deathtouch and lifelink. (Any amount of damage it deals to a creature is enough to destroy it. Damage dealt by this creature also causes you to gain that much life.)\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Lightning Greaves", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)\nEquip {0}"},
    {"name": "Swiftfoot Boots", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has hexproof and haste. (It can't be the target of spells or abilities your opponents control. It can attack and {T} no matter when it came under your control.)\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Air Response Unit", "mana_cost": "{2}{W}", "type_line": "Artifact — Vehicle", "oracle_text": "Flying, vigilance\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "3", "toughness": "3"},
    {"name": "Smuggler's Copter", "mana_cost": "{2}", "type_line": "Artifact — Vehicle", "oracle_text": "Flying\nWhenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a card.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "3", "toughness": "3"},
    {"name": "Boosted Sloop", "mana_cost": "{1}{U}{R}", "type_line": "Artifact — Vehicle", "oracle_text": "Menace\nWhenever you attack, draw a card, then discard a card.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "3", "toughness": "3"},
    {"name": "Cultivator's Caravan", "mana_cost": "{3}", "type_line": "Artifact — Vehicle", "oracle_text": "{T}: Add one mana of any color.\nCrew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "5", "toughness": "5"},
    {"name": "Apocalypse Runner", "mana_cost": "{2}{B}{R}", "type_line": "Artifact — Vehicle", "oracle_text": "{T}: Target creature you control with power 2 or less gains lifelink until end of turn and can't be blocked this turn.\nCrew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "6", "toughness": "5"},
    {"name": "Cargo Ship", "mana_cost": "{1}{U}", "type_line": "Artifact — Vehicle", "oracle_text": "Flying, vigilance\n{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an artifact source.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "2", "toughness": "3"},
    {"name": "Jace, the Mind Sculptor", "mana_cost": "{2}{U}{U}", "type_line": "Legendary Planeswalker — Jace", "oracle_text": "[+2]: Look at the top card of target player's library. You may put that card on the bottom of that player's library.\n[0]: Draw three cards, then put two cards from your hand on top of your library in any order.\n[-1]: Return target creature to its owner's hand.\n[-12]: Exile all cards from target player's library, then that player shuffles their hand into their library.", "loyalty": "3"},
    {"name": "Liliana of the Veil", "mana_cost": "{1}{B}{B}", "type_line": "Legendary Planeswalker — Liliana", "oracle_text": "[+1]: Each player discards a card.\n[-2]: Target player sacrifices a creature.\n[-6]: Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice.", "loyalty": "3"},
    {"name": "Ajani Goldmane", "mana_cost": "{2}{W}{W}", "type_line": "Legendary Planeswalker — Ajani", "oracle_text": "[+1]: You gain 2 life.\n[-1]: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.\n[-6]: Create a white Avatar creature token. It has \"This creature's power and toughness are each equal to your life total.\"", "loyalty": "4"},
    {"name": "Garruk Wildspeaker", "mana_cost": "{2}{G}{G}", "type_line": "Legendary Planeswalker — Garruk", "oracle_text": "[+1]: Untap two target lands.\n[-1]: Create a 3/3 green Beast creature token.\n[-4]: Creatures you control get +3/+3 and gain trample until end of turn.", "loyalty": "3"},
    {"name": "Karn Liberated", "mana_cost": "{7}", "type_line": "Legendary Planeswalker — Karn", "oracle_text": "[+4]: Target player exiles a card from their hand.\n[-3]: Exile target permanent.\n[-14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn Liberated. Then put those cards onto the battlefield under your control.", "loyalty": "6"},
    {"name": "Teferi, Hero of Dominaria", "mana_cost": "{3}{W}{U}", "type_line": "Legendary Planeswalker — Teferi", "oracle_text": "[+1]: Draw a card. At the beginning of the next end step, untap up to two lands.\n[-3]: Put target nonland permanent into its owner's library third from the top.\n[-8]: You get an emblem with \"Whenever you draw a card, exile target permanent an opponent controls.\"", "loyalty": "4"},
    {"name": "Gideon Jura", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Planeswalker — Gideon", "oracle_text": "[+2]: During target opponent's next turn, creatures that player controls attack Gideon Jura if able.\n[-2]: Destroy target tapped creature.\n[0]: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.", "loyalty": "6"},
    {"name": "Vraska, Golgari Queen", "mana_cost": "{2}{B}{G}", "type_line": "Legendary Planeswalker — Vraska", "oracle_text": "[+2]: You may sacrifice another permanent. If you do, you gain 1 life and draw a card.\n[-3]: Destroy target nonland permanent with mana value 3 or less.\n[-9]: You get an emblem with \"Whenever a creature you control deals combat damage to a player, that player loses the game.\"", "loyalty": "4"},
    {"name": "Ugin, the Spirit Dragon", "mana_cost": "{8}", "type_line": "Legendary Planeswalker — Ugin", "oracle_text": "[+2]: Ugin, the Spirit Dragon deals 3 damage to any target.\n[-X]: Exile each permanent with mana value X or less that's one or more colors.\n[-10]: You gain 7 life, draw seven cards, then put up to seven permanent cards from your hand onto the battlefield.", "loyalty": "7"},
    {"name": "Sorin Markov", "mana_cost": "{3}{B}{B}{B}", "type_line": "Legendary Planeswalker — Sorin", "oracle_text": "[+2]: Sorin Markov deals 2 damage to any target and you gain 2 life.\n[-3]: Target opponent's life total becomes 10.\n[-7]: You control target player during that player's next turn.", "loyalty": "4"},
    {"name": "Tezzeret the Seeker", "mana_cost": "{3}{U}{U}", "type_line": "Legendary Planeswalker — Tezzeret", "oracle_text": "[+1]: Untap up to two target artifacts.\n[-X]: Search your library for an artifact card with mana value X or less, put it onto the battlefield, then shuffle.\n[-5]: Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn.", "loyalty": "4"},
    {"name": "Ajani, Caller of the Pride", "mana_cost": "{1}{W}{W}", "type_line": "Legendary Planeswalker — Ajani", "oracle_text": "+1: Put a +1/+1 counter on up to one target creature.\n−3: Target creature gains flying and double strike until end of turn.\n−8: Create X 2/2 white Cat creature tokens, where X is your life total.", "loyalty": "4"},
    {"name": "Ajani, Outland Chaperone", "mana_cost": "{1}{W}{W}", "type_line": "Legendary Planeswalker — Ajani", "oracle_text": "+1: Create a 1/1 green and white Kithkin creature token.\n−2: Ajani deals 4 damage to target tapped creature.\n−8: Look at the top X cards of your library, where X is your life total. You may put any number of nonland permanent cards with mana value 3 or less from among them onto the battlefield. Then shuffle.", "loyalty": "3"},
    {"name": "Chandra, Torch of Defiance", "mana_cost": "{2}{R}{R}", "type_line": "Legendary Planeswalker — Chandra", "oracle_text": "[+1]: Exile the top card of your library. You may cast that card. If you don't, Chandra, Torch of Defiance deals 2 damage to each opponent.\n[+1]: Add {R}{R}.\n[-3]: Chandra, Torch of Defiance deals 4 damage to target creature.\n[-7]: You get an emblem with \"Whenever you cast a spell, this emblem deals 5 damage to any target.\"", "loyalty": "4"},
    {"name": "Nissa, Who Shakes the World", "mana_cost": "{3}{G}{G}", "type_line": "Legendary Planeswalker — Nissa", "oracle_text": "Whenever you tap a Forest for mana, add an additional {G}.\n[+1]: Put three +1/+1 counters on up to one target noncreature land you control. Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that's still a land.\n[-8]: You get an emblem with \"Lands you control have indestructible.\" Search your library for any number of Forest cards, put them onto the battlefield tapped, then shuffle.", "loyalty": "5"},
    {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human Insect", "oracle_text": "Flying", "power": "3", "toughness": "2", "colors": ["U"]},

    {"name": "Fable of the Mirror-Breaker", "mana_cost": "{2}{R}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter.)\nI — Create a 2/2 red Goblin Shaman creature token with \"Whenever this creature attacks, create a Treasure token.\"\nII — You may discard up to two cards. If you do, draw that many cards.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.", "colors": ["R"]},
    {"name": "Maximum Carnage", "mana_cost": "{4}{R}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Until your next turn, each creature attacks each combat if able and attacks a player other than you if able.\nII — Add {R}{R}{R}.\nIII — This Saga deals 5 damage to each opponent.", "colors": ["R"]},
    {"name": "Urza's Saga", "mana_cost": "", "type_line": "Enchantment Land — Urza's Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Urza's Saga gains \"{T}: Add {C}.\"\nII — Urza's Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets +1/+1 for each artifact you control.'\"\nIII — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.", "colors": []},
    {"name": "Song of Freyalise", "mana_cost": "{1}{G}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Until your next turn, creatures you control gain \"{T}: Add one mana of any color.\"\nIII — Put a +1/+1 counter on each creature you control. Those creatures gain vigilance, trample, and indestructible until end of turn.", "colors": ["G"]},
    {"name": "Blue Dragon", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Dragon", "oracle_text": "Flying\nLightning Breath — When Blue Dragon enters the battlefield, until your next turn, target creature an opponent controls gets -3/-0, up to one other target creature gets -2/-0, and up to one other target creature gets -1/-0.", "power": "5", "toughness": "5", "colors": ["U"]},
    {"name": "Half-Elf Monk", "mana_cost": "{3}{W}", "type_line": "Creature — Human Elf Monk", "oracle_text": "Vigilance\nStunning Strike — {1}{W}, {T}: Tap target creature.", "power": "1", "toughness": "4", "colors": ["W"]},
    {"name": "Council's Judgment", "mana_cost": "{1}{W}{W}", "type_line": "Sorcery", "oracle_text": "Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.", "colors": ["W"]},
    {"name": "Afterburner Expert", "mana_cost": "{2}{G}", "type_line": "Creature — Goblin Artificer", "oracle_text": "Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature. (Activate each exhaust ability only once.)\nWhenever you activate an exhaust ability, return this card from your graveyard to the battlefield.", "power": "4", "toughness": "2", "colors": ["G"]},
    {"name": "Festerhide Boar", "mana_cost": "{3}{G}", "type_line": "Creature — Boar", "oracle_text": "Trample\nMorbid — Festerhide Boar enters the battlefield with two +1/+1 counters on it if a creature died this turn.", "power": "3", "toughness": "3", "colors": ["G"]},
    {"name": "Boot Nipper", "mana_cost": "{1}{B}", "type_line": "Creature — Beast", "oracle_text": "Boot Nipper enters the battlefield with your choice of a deathtouch counter or a lifelink counter on it.", "power": "2", "toughness": "1", "colors": ["B"]},
    {"name": "Pouncing Kavu", "mana_cost": "{1}{R}", "type_line": "Creature — Kavu", "oracle_text": "Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)\nFirst strike\nIf Pouncing Kavu was kicked, it enters the battlefield with two +1/+1 counters on it and with haste.", "power": "1", "toughness": "1", "colors": ["R"]},
    {"name": "Choke", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "Islands don't untap during their controllers' untap steps.", "colors": ["G"]},
    {"name": "Meekstone", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "Creatures with power 3 or greater don't untap during their controllers' untap steps.", "colors": []},
    {"name": "Flood the Engine", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature or Vehicle\nWhen this Aura enters, tap enchanted permanent.\nEnchanted permanent loses all abilities and doesn't untap during its controller's untap step.", "colors": ["U"]},
    {"name": "Tsabo's Web", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "When Tsabo's Web enters the battlefield, draw a card.\nEach land with an activated ability that isn't a mana ability doesn't untap during its controller's untap step.", "colors": []},
    {"name": "Illusory Wrappings", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has base power and toughness 0/2.", "colors": ["U"]},
    {"name": "Deep Freeze", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.", "colors": ["U"]},
    {"name": "Glorybringer", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying, haste\nYou may exert Glorybringer as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls. (An exerted creature won't untap during your next untap step.)", "power": "4", "toughness": "4", "colors": ["R"]},
    {"name": "Oasis Ritualist", "mana_cost": "{3}{G}", "type_line": "Creature — Naga Druid", "oracle_text": "{T}: Add one mana of any color.\n{T}, Exert Oasis Ritualist: Add two mana of any one color. (An exerted creature won't untap during your next untap step.)", "power": "2", "toughness": "4", "colors": ["G"]},
    {"name": "Intellectual Offering", "mana_cost": "{4}{U}", "type_line": "Instant", "oracle_text": "Choose an opponent. You and that player each draw three cards.\nChoose an opponent. Untap all nonland permanents you control and all nonland permanents that player controls.", "colors": ["U"]},
    {"name": "Backdraft", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Choose a player who cast one or more sorcery spells this turn. Backdraft deals damage to that player equal to half the damage dealt by one of those sorcery spells this turn, rounded down.", "colors": ["R"]},
    {"name": "Cinder Marsh", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step.", "colors": []},
    {"name": "Jarsyl, Dark Age Scion", "mana_cost": "{1}{R}{G}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "Starting intensity 1\nAt the beginning of combat on your turn, you may cast a spell with mana value equal to Jarsyl, Dark Age Scion's intensity from your graveyard without paying its mana cost. If you do, Jarsyl intensifies by 1.", "power": "3", "toughness": "3", "colors": ["R", "G"]},
    {"name": "Grimgrin, Corpse-Born", "mana_cost": "{3}{U}{B}", "type_line": "Legendary Creature — Zombie Warrior", "oracle_text": "Grimgrin enters tapped and doesn't untap during your untap step.\nSacrifice another creature: Untap Grimgrin and put a +1/+1 counter on it.\nWhenever Grimgrin attacks, destroy target creature defending player controls, then put a +1/+1 counter on Grimgrin.", "power": "5", "toughness": "5", "colors": ["U", "B"]},
    {"name": "Godhead of Awe", "mana_cost": "{W/U}{W/U}{W/U}{W/U}{W/U}", "type_line": "Creature — Spirit Avatar", "oracle_text": "Flying\nOther creatures have base power and toughness 1/1.", "power": "4", "toughness": "4", "colors": ["W", "U"]},
    {"name": "Humility", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "oracle_text": "All creatures lose all abilities and have base power and toughness 1/1.", "colors": ["W"]},
    {"name": "Adorned Crocodile", "mana_cost": "{4}{B}", "type_line": "Creature — Crocodile", "oracle_text": "When this creature dies, create a 2/2 black Zombie Druid creature token.\nRenew — {B}, Exile this card from your graveyard: Put a +1/+1 counter on target creature. Activate only as a sorcery.", "power": "5", "toughness": "3", "colors": ["B"]},
    {"name": "Elspeth Conquers Death", "mana_cost": "{3}{W}{W}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Exile target permanent an opponent controls with mana value 3 or greater.\nII — Noncreature spells your opponents cast cost {2} more to cast until your next turn.\nIII — Return target creature or planeswalker card from your graveyard to the battlefield. Put a +1/+1 counter or a loyalty counter on it.", "colors": ["W"]},
    {"name": "Case of the Burning Masks", "mana_cost": "{1}{R}{R}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, it deals 3 damage to target creature an opponent controls.\nTo solve — Three or more sources you controlled dealt damage this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Sacrifice this Case: Exile the top three cards of your library. Choose one of them. You may play that card this turn.", "colors": ["R"]},
    {"name": "Arni Brokenbrow", "mana_cost": "{2}{R}", "type_line": "Legendary Creature — Human Berserker", "oracle_text": "Haste\nBoast — {1}: You may change Arni's base power to 1 plus the greatest power among other creatures you control until end of turn. (Activate only if this creature attacked this turn and only once each turn.)", "power": "3", "toughness": "3", "colors": ["R"]},
    {"name": "Dakkon, Shadow Slayer", "mana_cost": "{W}{U}{B}", "type_line": "Legendary Planeswalker — Dakkon", "oracle_text": "Dakkon, Shadow Slayer enters the battlefield with a number of loyalty counters on him equal to the number of lands you control.\n[+1]: Surveil 2.\n[-3]: Exile target creature.\n[-6]: You may put an artifact card from your hand or graveyard onto the battlefield.", "loyalty": "0", "colors": ["W", "U", "B"]},
    {"name": "Binding the Old Gods", "mana_cost": "{2}{B}{G}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Destroy target nonland permanent an opponent controls.\nII — Search your library for a Forest card, put it onto the battlefield tapped, then shuffle.\nIII — Creatures you control gain deathtouch until end of turn.", "colors": ["B", "G"]},
    {"name": "Squad Captain", "mana_cost": "{4}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "Vigilance\nSquad Captain enters the battlefield with a +1/+1 counter on it for each other creature you control.", "power": "2", "toughness": "2", "colors": ["W"]},
    {"name": "Marneus Calgar", "mana_cost": "{2}{W}{U}{B}", "type_line": "Legendary Creature — Astartes Warrior", "oracle_text": "Double strike\nMaster Tactician — Whenever one or more tokens you control enter, draw a card.\nChapter Master — {6}: Create two 2/2 white Astartes Warrior creature tokens with vigilance.", "power": "3", "toughness": "5", "colors": ["W", "U", "B"]},
    {"name": "Displacer Beast", "mana_cost": "{2}{U}", "type_line": "Creature — Cat Beast", "oracle_text": "When Displacer Beast enters the battlefield, venture into the dungeon. (Enter the first room or advance to the next room.)\nDisplacement — {3}{U}: Return Displacer Beast to its owner's hand.", "power": "3", "toughness": "2", "colors": ["U"]},
    {"name": "Guild Thief", "mana_cost": "{1}{U}", "type_line": "Creature — Orc Rogue", "oracle_text": "Whenever Guild Thief deals combat damage to a player, put a +1/+1 counter on it.\nCunning Action — {3}{U}: Guild Thief can't be blocked this turn.", "power": "1", "toughness": "1", "colors": ["U"]},
    {"name": "Plea for Power", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.", "colors": ["U"]},
    {"name": "Golgari Raiders", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "Haste\nUndergrowth — Golgari Raiders enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.", "power": "0", "toughness": "0", "colors": ["G"]},
    {"name": "Verazol, the Split Current", "mana_cost": "{X}{G}{U}", "type_line": "Legendary Creature — Serpent", "oracle_text": "Verazol enters with a +1/+1 counter on it for each mana spent to cast it.\nWhenever you cast a kicked spell, you may remove two +1/+1 counters from Verazol. If you do, copy that spell. You may choose new targets for the copy. (A copy of a permanent spell becomes a token.)", "power": "0", "toughness": "0", "colors": ["U", "G"]},
    {"name": "Back to Basics", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Nonbasic lands don't untap during their controllers' untap steps.", "colors": ["U"]},
    {"name": "Winter's Rest", "mana_cost": "{1}{U}", "type_line": "Snow Enchantment — Aura", "oracle_text": "Enchant creature\nWhen Winter's Rest enters the battlefield, tap enchanted creature.\nAs long as you control another snow permanent, enchanted creature doesn't untap during its controller's untap step.", "colors": ["U"]},
    {"name": "Hooded Brawler", "mana_cost": "{2}{G}", "type_line": "Creature — Naga Warrior", "oracle_text": "You may exert Hooded Brawler as it attacks. When you do, it gets +2/+2 until end of turn. (An exerted creature won't untap during your next untap step.)", "power": "3", "toughness": "2", "colors": ["G"]},
    {"name": "Distant Melody", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Choose a creature type. Draw a card for each permanent you control of that type.", "colors": ["U"]},
    {"name": "Lantern-Lit Graveyard", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {B} or {R}. Lantern-Lit Graveyard doesn't untap during your next untap step.", "colors": []},
    {"name": "Traxos, Scourge of Kroog", "mana_cost": "{4}", "type_line": "Legendary Artifact Creature — Construct", "oracle_text": "Trample\nTraxos enters tapped and doesn't untap during your untap step.\nWhenever you cast a historic spell, untap Traxos. (Artifacts, legendaries, and Sagas are historic.)", "power": "7", "toughness": "7", "colors": []},
    {"name": "Reduce in Stature", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has base power and toughness 0/2.", "colors": ["U"]},
    {"name": "Steel Dromedary", "mana_cost": "{3}", "type_line": "Artifact Creature — Camel", "oracle_text": "Steel Dromedary enters the battlefield tapped with two +1/+1 counters on it.\nSteel Dromedary doesn't untap during your untap step if it has a +1/+1 counter on it.\nAt the beginning of combat on your turn, you may move a +1/+1 counter from Steel Dromedary onto target creature.", "power": "2", "toughness": "2", "colors": []},
    {"name": "Summon: Bahamut", "mana_cost": "{9}", "type_line": "Enchantment Creature — Saga Dragon", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)\nI, II — Destroy up to one target nonland permanent.\nIII — Draw two cards.\nIV — Mega Flare — This creature deals damage equal to the total mana value of other permanents you control to each opponent.\nFlying", "power": "9", "toughness": "9", "colors": []},
    {"name": "Aphetto Grifter", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "Tap two untapped Wizards you control: Tap target permanent.", "power": "1", "toughness": "1", "colors": ["U"]},
    {"name": "Heritage Druid", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Tap three untapped Elves you control: Add {G}{G}{G}.", "power": "1", "toughness": "1", "colors": ["G"]},
    {"name": "Kumena, Tyrant of Orazca", "mana_cost": "{1}{G}{U}", "type_line": "Legendary Creature — Merfolk Shaman", "oracle_text": "Tap another untapped Merfolk you control: Kumena can't be blocked this turn.\nTap three untapped Merfolk you control: Draw a card.\nTap five untapped Merfolk you control: Put a +1/+1 counter on each Merfolk you control.", "power": "2", "toughness": "4", "colors": ["U", "G"]},
    {"name": "Goblin Warrens", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "{2}{R}, Sacrifice two Goblins: Create three 1/1 red Goblin creature tokens.", "colors": ["R"]},
    {"name": "Chandler", "mana_cost": "{4}{R}", "type_line": "Legendary Creature — Human Rogue", "oracle_text": "{R}{R}{R}, {T}: Destroy target artifact creature.", "power": "3", "toughness": "3", "colors": ["R"]},
    {"name": "Molten Frame", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Destroy target artifact creature.\nCycling {2} ({2}, Discard this card: Draw a card.)", "colors": ["R"]},
    {"name": "Hearth Charm", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Choose one —\n• Destroy target artifact creature.\n• Attacking creatures get +1/+0 until end of turn.\n• Target creature with power 2 or less can't be blocked this turn.", "colors": ["R"]},
    {"name": "Mark for Death", "mana_cost": "{3}{R}", "type_line": "Sorcery", "oracle_text": "Target creature an opponent controls blocks this turn if able. Untap that creature. Other creatures that player controls can't block this turn.", "colors": ["R"]},
    {"name": "Consuming Sinkhole", "mana_cost": "{3}{R}", "type_line": "Instant", "oracle_text": "Devoid (This card has no color.)\nChoose one —\n• Exile target land creature.\n• Consuming Sinkhole deals 4 damage to target player or planeswalker.", "colors": []},
    {"name": "Deathless Ancient", "mana_cost": "{4}{B}{B}", "type_line": "Creature — Vampire Knight", "oracle_text": "Flying\nTap three untapped Vampires you control: Return Deathless Ancient from your graveyard to your hand.", "power": "4", "toughness": "4", "colors": ["B"]},
    {"name": "Saradoc, Master of Buckland", "mana_cost": "{3}{W}", "type_line": "Legendary Creature — Halfling Citizen", "oracle_text": "Whenever Saradoc or another nontoken creature you control with power 2 or less enters, create a 1/1 white Halfling creature token.\nTap two other untapped Halflings you control: Saradoc gets +2/+0 and gains lifelink until end of turn.", "power": "2", "toughness": "4", "colors": ["W"]},
    {"name": "Unsubstantiate", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Return target spell or creature to its owner's hand.", "colors": ["U"]},
    {"name": "Collision", "mana_cost": "{1}{R/G}", "type_line": "Instant", "oracle_text": "Collision deals 6 damage to target creature with flying.", "colors": ["R", "G"]},
    {"name": "Cephalid Retainer", "mana_cost": "{2}{U}{U}", "type_line": "Creature — Cephalid", "oracle_text": "{U}{U}: Tap target creature without flying.", "power": "2", "toughness": "3", "colors": ["U"]},
    {"name": "The Lady of Otaria", "mana_cost": "{3}{R}{G}", "type_line": "Legendary Creature — Avatar", "oracle_text": "You may tap three untapped Dwarves you control rather than pay this spell's mana cost.\nAt the beginning of each end step, if a land you controlled was put into a graveyard from the battlefield this turn, reveal the top four cards of your library. You may put any number of Dwarf cards from among them into your hand. Put the rest on the bottom of your library in a random order.", "power": "5", "toughness": "5", "colors": ["R", "G"]},
    {"name": "Preston, the Vanisher", "mana_cost": "{3}{W}", "type_line": "Legendary Creature — Rabbit Wizard", "oracle_text": "Whenever another nontoken creature you control enters, if it wasn't cast, create a token that's a copy of that creature, except it's a 0/1 white Illusion.\n{1}{W}, Sacrifice five Illusions: Exile target nonland permanent.", "power": "2", "toughness": "5", "colors": ["W"]},
    {"name": "Frontier Mastodon", "mana_cost": "{2}{G}", "type_line": "Creature — Elephant", "oracle_text": "Ferocious — Frontier Mastodon enters the battlefield with a +1/+1 counter on it if you control a creature with power 4 or greater.", "power": "3", "toughness": "2", "colors": ["G"]},
    {"name": "Storm Fleet Aerialist", "mana_cost": "{1}{U}", "type_line": "Creature — Human Pirate", "oracle_text": "Flying\nRaid — Storm Fleet Aerialist enters the battlefield with a +1/+1 counter on it if you attacked this turn.", "power": "1", "toughness": "2", "colors": ["U"]},
    {"name": "Benevolent Offering", "mana_cost": "{3}{W}", "type_line": "Instant", "oracle_text": "Choose an opponent. You and that player each create three 1/1 white Spirit creature tokens with flying.\nChoose an opponent. You gain 2 life for each creature you control and that player gains 2 life for each creature they control.", "colors": ["W"]},
    {"name": "Centaur Vinecrasher", "mana_cost": "{3}{G}", "type_line": "Creature — Plant Centaur", "oracle_text": "Trample\nCentaur Vinecrasher enters the battlefield with a number of +1/+1 counters on it equal to the number of land cards in all graveyards.\nWhenever a land card is put into a graveyard from anywhere, you may pay {G}{G}. If you do, return Centaur Vinecrasher from your graveyard to your hand.", "power": "1", "toughness": "1", "colors": ["G"]},
    {"name": "Sefris of the Hidden Ways", "mana_cost": "{W}{U}{B}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "Whenever one or more creature cards are put into your graveyard from anywhere, venture into the dungeon. This ability triggers only once each turn. (To venture into the dungeon, enter the first room or advance to the next room.)\nCreate Undead — Whenever you complete a dungeon, return target creature card from your graveyard to the battlefield.", "power": "2", "toughness": "3", "colors": ["W", "U", "B"]},
    {"name": "Bloodcrazed Paladin", "mana_cost": "{1}{B}", "type_line": "Creature — Vampire Knight", "oracle_text": "Flash\nBloodcrazed Paladin enters the battlefield with a +1/+1 counter on it for each creature that died this turn.", "power": "1", "toughness": "1", "colors": ["B"]},
    {"name": "War-Name Aspirant", "mana_cost": "{1}{R}", "type_line": "Creature — Human Warrior", "oracle_text": "Raid — War-Name Aspirant enters the battlefield with a +1/+1 counter on it if you attacked this turn.\nWar-Name Aspirant can't be blocked by creatures with power 1 or less.", "power": "2", "toughness": "1", "colors": ["R"]},
    {"name": "Coercive Portal", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "Will of the council — At the beginning of your upkeep, starting with you, each player votes for carnage or homage. If carnage gets more votes, sacrifice Coercive Portal and destroy all nonland permanents. If homage gets more votes or the vote is tied, draw a card.", "colors": []},
    {"name": "The Big Idea", "mana_cost": "{4}{R}{R}", "type_line": "Legendary Creature — Brainiac Villain", "oracle_text": "{2}{B/R}{B/R}, {T}: Roll a six-sided die. Create a number of 1/1 red Brainiac creature tokens equal to the result.\nTap three untapped Brainiacs you control: The next time you would roll a six-sided die, instead roll two six-sided dice and use the total of those results.", "power": "4", "toughness": "4", "colors": ["R"]},
    {"name": "Tah-Crop Elite", "mana_cost": "{3}{W}", "type_line": "Creature — Bird Warrior", "oracle_text": "Flying\nYou may exert Tah-Crop Elite as it attacks. When you do, creatures you control get +1/+1 until end of turn. (An exerted creature won't untap during your next untap step.)", "power": "2", "toughness": "2", "colors": ["W"]},
    {"name": "Catapult Squad", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "Tap two untapped Soldiers you control: Catapult Squad deals 2 damage to target attacking or blocking creature.", "power": "2", "toughness": "1", "colors": ["W"]},
    {"name": "Leaves from the Vine", "mana_cost": "{1}{G}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Mill three cards, then create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nII — Put a +1/+1 counter on each of up to two target creatures you control.\nIII — Draw a card if there's a creature or Lesson card in your graveyard.", "colors": ["G"]},
    {"name": "Constrictor Sage", "mana_cost": "{4}{U}", "type_line": "Creature — Snake Wizard", "oracle_text": "When this creature enters, tap target creature an opponent controls and put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)\nRenew — {2}{U}, Exile this card from your graveyard: Tap target creature an opponent controls and put a stun counter on it. Activate only as a sorcery.", "power": "4", "toughness": "4", "colors": ["U"]},
    {"name": "Teachings of the Kirin", "mana_cost": "{1}{G}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter.)\nI — Mill three cards. Create a 1/1 colorless Spirit creature token.\nII — Put a +1/+1 counter on target creature you control.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.", "colors": ["G"]},
    {"name": "Bloodline Bidding", "mana_cost": "{6}{B}{B}", "type_line": "Sorcery", "oracle_text": "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nChoose a creature type. Return all creature cards of the chosen type from your graveyard to the battlefield.", "colors": ["B"]},
    {"name": "Effortless Master", "mana_cost": "{2}{U}{R}", "type_line": "Creature — Orc Monk", "oracle_text": "Vigilance\nMenace (This creature can't be blocked except by two or more creatures.)\nThis creature enters with two +1/+1 counters on it if you've cast two or more spells this turn.", "power": "4", "toughness": "3", "colors": ["R", "U"]},
    {"name": "Kheru Goldkeeper", "mana_cost": "{1}{B}{G}{U}", "type_line": "Creature — Dragon", "oracle_text": "Flying\nWhenever one or more cards leave your graveyard during your turn, create a Treasure token. (It's an artifact with \"{T}, Sacrifice this token: Add one mana of any color.\")\nRenew — {2}{B}{G}{U}, Exile this card from your graveyard: Put two +1/+1 counters and a flying counter on target creature. Activate only as a sorcery.", "power": "3", "toughness": "3", "colors": ["B", "G", "U"]},
    {"name": "Boseiju Reaches Skyward", "mana_cost": "{3}{G}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter.)\nI — Search your library for up to two basic Forest cards, reveal them, put them into your hand, then shuffle.\nII — Put up to one target land card from your graveyard on top of your library.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.", "colors": ["G"]},
    {"name": "Sudden Demise", "mana_cost": "{X}{R}", "type_line": "Sorcery", "oracle_text": "Choose a color. Sudden Demise deals X damage to each creature of the chosen color.", "colors": ["R"]},
    {"name": "Benthicore", "mana_cost": "{6}{U}", "type_line": "Creature — Elemental", "oracle_text": "When Benthicore enters the battlefield, create two 1/1 blue Merfolk Wizard creature tokens.\nTap two untapped Merfolk you control: Untap Benthicore. It gains shroud until end of turn. (It can't be the target of spells or abilities.)", "power": "5", "toughness": "5", "colors": ["U"]},
    {"name": "Kellogg, Dangerous Mind", "mana_cost": "{1}{B}{R}", "type_line": "Legendary Creature — Human Mercenary", "oracle_text": "First strike, haste\nWhenever Kellogg attacks, create a Treasure token.\nSacrifice five Treasures: Gain control of target creature for as long as you control Kellogg. Activate only as a sorcery.", "power": "3", "toughness": "2", "colors": ["B", "R"]},
    {"name": "Befriending the Moths", "mana_cost": "{3}{W}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter.)\nI, II — Target creature you control gets +1/+1 and gains flying until end of turn.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.", "colors": ["W"]},
    {"name": "Era of Enlightenment", "mana_cost": "{1}{W}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter.)\nI — Scry 2.\nII — You gain 2 life.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.", "colors": ["W"]},
    {"name": "Netherese Puzzle-Ward", "mana_cost": "{3}{U}", "type_line": "Enchantment", "oracle_text": "Focus Beam — At the beginning of your upkeep, roll a d4. Scry X, where X is the result.\nPerfect Illumination — Whenever you roll a die's highest natural result, draw a card.", "colors": ["U"]},
    {"name": "Tajuru Stalwart", "mana_cost": "{2}{G}", "type_line": "Creature — Elf Scout Ally", "oracle_text": "Converge — Tajuru Stalwart enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.", "power": "0", "toughness": "1", "colors": ["G"]},
    {"name": "Firja's Retribution", "mana_cost": "{1}{W}{W}{B}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Create a 4/4 white Angel Warrior creature token with flying and vigilance.\nII — Until end of turn, Angels you control gain \"{T}: Destroy target creature with power less than this creature's power.\"\nIII — Angels you control gain double strike until end of turn.", "colors": ["W", "B"]},
    {"name": "Mnemonic Sphere", "mana_cost": "{1}{U}", "type_line": "Artifact", "oracle_text": "{1}{U}, Sacrifice Mnemonic Sphere: Draw two cards.\nChannel — {U}, Discard Mnemonic Sphere: Draw a card.", "colors": ["U"]},
    {"name": "Ghost-Lit Raider", "mana_cost": "{2}{R}", "type_line": "Creature — Spirit", "oracle_text": "{2}{R}, {T}: Ghost-Lit Raider deals 2 damage to target creature.\nChannel — {3}{R}, Discard Ghost-Lit Raider: It deals 4 damage to target creature.", "power": "2", "toughness": "1", "colors": ["R"]},
    {"name": "Reinforced Ronin", "mana_cost": "{R}", "type_line": "Artifact Creature — Human Samurai", "oracle_text": "Haste\nAt the beginning of your end step, return Reinforced Ronin to its owner's hand.\nChannel — {1}{R}, Discard Reinforced Ronin: Draw a card.", "power": "2", "toughness": "2", "colors": ["R"]},
    {"name": "Aerial Volley", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Aerial Volley deals 3 damage divided as you choose among one, two, or three target creatures with flying."},
    {"name": "Air Servant", "mana_cost": "{4}{U}", "type_line": "Creature — Elemental", "oracle_text": "Flying\n{2}{U}: Tap target creature with flying.", "power": "4", "toughness": "3"},
    {"name": "Bamboo Grove Archer", "mana_cost": "{1}{G}", "type_line": "Enchantment Creature — Snake Archer", "oracle_text": "Defender, reach\nChannel — {4}{G}, Discard Bamboo Grove Archer: Destroy target creature with flying.", "power": "3", "toughness": "3"},
    {"name": "Broken Dam", "mana_cost": "{U}", "type_line": "Sorcery", "oracle_text": "Tap one or two target creatures without horsemanship."},
    {"name": "Centaur Archer", "mana_cost": "{1}{R}{G}", "type_line": "Creature — Centaur Archer", "oracle_text": "{T}: Centaur Archer deals 1 damage to target creature with flying.", "power": "3", "toughness": "2"},
    {"name": "Daybreak Ranger", "mana_cost": "{2}{G}", "type_line": "Creature — Human Archer Ranger Werewolf", "oracle_text": "{T}: Daybreak Ranger deals 2 damage to target creature with flying.\nAt the beginning of each upkeep, if no spells were cast last turn, transform Daybreak Ranger.", "power": "2", "toughness": "2"},
    {"name": "Fell the Pheasant", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Fell the Pheasant deals 5 damage to target creature with flying. Create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\")"},
    {"name": "Gloomwidow's Feast", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "Destroy target creature with flying. If that creature was blue or black, create a 1/2 green Spider creature token with reach. (It can block creatures with flying.)"},
    {"name": "Grotag Siege-Runner", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Rogue", "oracle_text": "{R}, Sacrifice Grotag Siege-Runner: Destroy target creature with defender. Grotag Siege-Runner deals 2 damage to that creature's controller.", "power": "2", "toughness": "1"},
    {"name": "Leaf Arrow", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Leaf Arrow deals 3 damage to target creature with flying."},
    {"name": "Maze of Shadows", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Untap target attacking creature with shadow. Prevent all combat damage that would be dealt to and dealt by that creature this turn."},
    {"name": "Pierce the Sky", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Pierce the Sky deals 7 damage to target creature with flying."},
    {"name": "Pistus Strike", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Destroy target creature with flying. Its controller gets a poison counter."},
    {"name": "Reckless Air Strike", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Choose one —\n• Reckless Air Strike deals 3 damage to target creature with flying.\n• Destroy target artifact."},
    {"name": "Sagittars' Volley", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Destroy target creature with flying. Sagittars' Volley deals 1 damage to each creature with flying your opponents control."},
    {"name": "Sarkhan's Resolve", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Choose one —\n• Target creature gets +3/+3 until end of turn.\n• Destroy target creature with flying."},
    {"name": "Skyway Sniper", "mana_cost": "{G}", "type_line": "Creature — Elf Archer", "oracle_text": "Reach (This creature can block creatures with flying.)\n{2}{G}: Skyway Sniper deals 1 damage to target creature with flying.", "power": "1", "toughness": "2"},
    {"name": "Tears of Valakut", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "This spell can't be countered.\nTears of Valakut deals 5 damage to target creature with flying."},
    {"name": "Thornado", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Destroy target creature with flying.\nCycling {1}{G} ({1}{G}, Discard this card: Draw a card.)"},
    {"name": "Unforgiving Aim", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Choose one —\n• Destroy target creature with flying.\n• Destroy target enchantment.\n• Create a 2/2 black and green Elf creature token."},
    {"name": "Viridian Scout", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Warrior Scout", "oracle_text": "{2}{G}, Sacrifice Viridian Scout: It deals 2 damage to target creature with flying.", "power": "1", "toughness": "2"},
    {"name": "Wave Elemental", "mana_cost": "{2}{U}{U}", "type_line": "Creature — Elemental", "oracle_text": "{U}, {T}, Sacrifice Wave Elemental: Tap up to three target creatures without flying.", "power": "2", "toughness": "3"},
    {"name": "Wing Puncture", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Target creature you control deals damage equal to its power to target creature with flying."},
    {"name": "Wing Snare", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Destroy target creature with flying."},
    {"name": "Branching Bolt", "mana_cost": "{1}{R}{G}", "type_line": "Instant", "oracle_text": "Choose one or both —\n• Branching Bolt deals 3 damage to target creature with flying.\n• Branching Bolt deals 3 damage to target creature without flying."},
    {"name": "Clear a Path", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Destroy target creature with defender."},
    {"name": "Crushing Vines", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Choose one —\n• Destroy target creature with flying.\n• Destroy target artifact."},
    {"name": "Flood", "mana_cost": "{U}", "type_line": "Enchantment", "oracle_text": "{U}{U}: Tap target creature without flying."},
    {"name": "Predator, Flagship", "mana_cost": "{5}", "type_line": "Legendary Artifact", "oracle_text": "{2}: Target creature gains flying until end of turn.\n{5}, {T}: Destroy target creature with flying."},
    {"name": "Roast", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Roast deals 5 damage to target creature without flying."},
    {"name": "Shredded Sails", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Choose one —\n• Destroy target artifact.\n• Shredded Sails deals 4 damage to target creature with flying.\nCycling {2} ({2}, Discard this card: Draw a card.)"},
    {"name": "Songstitcher", "mana_cost": "{W}", "type_line": "Creature — Human Cleric", "oracle_text": "{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking creature with flying.", "power": "1", "toughness": "1"},
    {"name": "Storm Front", "mana_cost": "{G}", "type_line": "Enchantment", "oracle_text": "{G}{G}: Tap target creature with flying."},
    {"name": "Thunderbolt", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Choose one —\n• Thunderbolt deals 3 damage to target player or planeswalker.\n• Thunderbolt deals 4 damage to target creature with flying."},
    {"name": "Tidal Surge", "mana_cost": "{1}{U}", "type_line": "Sorcery", "oracle_text": "Tap up to three target creatures without flying."},
    {"name": "Trip Wire", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Destroy target creature with horsemanship."},
    {"name": "Verity Circle", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an attacker, you may draw a card.\n{4}{U}: Tap target creature without flying."},
    {"name": "Vertigo", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Vertigo deals 2 damage to target creature with flying. That creature loses flying until end of turn."},
    {"name": "Aerie Ouphes", "mana_cost": "{4}{G}", "type_line": "Creature — Ouphe", "oracle_text": "Sacrifice Aerie Ouphes: It deals damage equal to its power to target creature with flying.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)", "power": "3", "toughness": "3"},
    {"name": "Plummet", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Destroy target creature with flying."},
    {"name": "Venomspout Brackus", "mana_cost": "{6}{G}", "type_line": "Creature — Beast", "oracle_text": "{1}{G}, {T}: Venomspout Brackus deals 5 damage to target attacking or blocking creature with flying.\nMorph {3}{G}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)", "power": "5", "toughness": "5"},
    {"name": "Airship Crash", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Destroy target artifact, enchantment, or creature with flying.\nCycling {2} ({2}, Discard this card: Draw a card.)"},
    {"name": "Grounded", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature loses flying."},
    {"name": "Abomination of Llanowar", "mana_cost": "{1}{B}{G}", "type_line": "Legendary Creature — Elf Horror", "oracle_text": "Vigilance; menace (This creature can't be blocked except by two or more creatures.)\nAbomination of Llanowar's power and toughness are each equal to the number of Elves you control plus the number of Elf cards in your graveyard.", "power": "*", "toughness": "*"},
    {"name": "Deathcoil Wurm", "mana_cost": "{6}{G}{G}", "type_line": "Creature — Wurm", "oracle_text": "You may have Deathcoil Wurm assign its combat damage as though it weren't blocked.", "power": "7", "toughness": "6"},
    {"name": "Firmament Sage", "mana_cost": "{3}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "If it's neither day nor night, it becomes day as Firmament Sage enters the battlefield.\nWhenever day becomes night or night becomes day, draw a card.", "power": "2", "toughness": "3"},
    {"name": "Keeper of the Sacred Word", "mana_cost": "{2}{G}", "type_line": "Creature — Human Druid", "oracle_text": "As Keeper of the Sacred Word enters the battlefield, choose a word.\nWhenever an opponent says the chosen word, Keeper of the Sacred Word gets +3/+3 until end of turn.", "power": "2", "toughness": "3"},
    {"name": "Lightning Reaver", "mana_cost": "{3}{B}{R}", "type_line": "Creature — Zombie Beast", "oracle_text": "Haste; fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nWhenever Lightning Reaver deals combat damage to a player, put a charge counter on it.\nAt the beginning of your end step, Lightning Reaver deals damage equal to the number of charge counters on it to each opponent.", "power": "3", "toughness": "3"},
    {"name": "Phantom Nomad", "mana_cost": "{1}{W}", "type_line": "Creature — Spirit Nomad", "oracle_text": "Phantom Nomad enters the battlefield with two +1/+1 counters on it.\nIf damage would be dealt to Phantom Nomad, prevent that damage. Remove a +1/+1 counter from Phantom Nomad.", "power": "0", "toughness": "0"},
    {"name": "Splinter, the Mentor", "mana_cost": "{1}{B}", "type_line": "Legendary Creature — Mutant Ninja Rat", "oracle_text": "Menace\nWhenever Splinter or another nontoken creature you control leaves the battlefield, create a Mutagen token.\nPartner—Character select (You can have two commanders if both have this ability.)", "power": "2", "toughness": "2"},
    {"name": "The Great Forest", "mana_cost": "", "type_line": "Plane — Lorwyn", "oracle_text": "Each creature assigns combat damage equal to its toughness rather than its power.\nWhenever you roll {CHAOS}, creatures you control get +0/+2 and gain trample until end of turn."},
    {"name": "Vishgraz, the Doomhive", "mana_cost": "{2}{W}{B}{G}", "type_line": "Legendary Creature — Phyrexian Insect", "oracle_text": "Menace, toxic 1 (Players dealt combat damage by this creature also get a poison counter.)\nWhen Vishgraz enters, create three 1/1 colorless Phyrexian Mite artifact creature tokens with toxic 1 and \"This token can't block.\"\nVishgraz gets +1/+1 for each poison counter your opponents have.", "power": "3", "toughness": "3"},
    {"name": "Zombie Fanboy", "mana_cost": "{2}{B}", "type_line": "Creature — Zombie Gamer", "oracle_text": "As Zombie Fanboy enters the battlefield, choose an artist.\nWhenever a permanent with art by the chosen artist is put into a graveyard, put two +1/+1 counters on Zombie Fanboy.", "power": "1", "toughness": "1"},
    {"name": "Dust Elemental", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Elemental", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nFlying; fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nWhen Dust Elemental enters the battlefield, return three creatures you control to their owner's hand.", "power": "6", "toughness": "6"},
    {"name": "Circle of Protection: Art", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "As Circle of Protection: Art enters the battlefield, choose an artist.\n{1}{W}: The next time a source of your choice with art by the chosen artist would deal damage to you this turn, prevent that damage.\n{1}{W}: Return Circle of Protection: Art to its owner's hand."},
    {"name": "High Alert", "mana_cost": "{1}{W}{U}", "type_line": "Enchantment", "oracle_text": "Each creature you control assigns combat damage equal to its toughness rather than its power.\nCreatures you control can attack as though they didn't have defender.\n{2}{W}{U}: Untap target creature."},
    {"name": "Kelsien, the Plague", "mana_cost": "{R}{W}{B}", "type_line": "Legendary Creature — Human Assassin", "oracle_text": "Vigilance, haste\nKelsien gets +1/+1 for each experience counter you have.\n{T}: Kelsien deals 1 damage to target creature you don't control. When that creature dies this turn, you get an experience counter.", "power": "2", "toughness": "2"},
    {"name": "Volrath's Laboratory", "mana_cost": "{5}", "type_line": "Artifact", "oracle_text": "As Volrath's Laboratory enters the battlefield, choose a color and a creature type.\n{5}, {T}: Create a 2/2 creature token of the chosen color and type."},
    {"name": "Riptide Replicator", "mana_cost": "{X}{4}", "type_line": "Artifact", "oracle_text": "As Riptide Replicator enters the battlefield, choose a color and a creature type.\nRiptide Replicator enters the battlefield with X charge counters on it.\n{4}, {T}: Create an X/X creature token of the chosen color and type, where X is the number of charge counters on Riptide Replicator."},
    {"name": "Dihada, Binder of Wills", "mana_cost": "{1}{R}{W}{B}", "type_line": "Legendary Planeswalker — Dihada", "oracle_text": "+2: Up to one target legendary creature gains vigilance, lifelink, and indestructible until your next turn.\n−3: Reveal the top four cards of your library. Put any number of legendary cards from among them into your hand and the rest into your graveyard. Create a Treasure token for each card put into your graveyard this way.\n−11: Gain control of all nonland permanents until end of turn. Untap them. They gain haste until end of turn.\nDihada, Binder of Wills can be your commander."},
    {"name": "Nahiri, the Lithomancer", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Planeswalker — Nahiri", "oracle_text": "+2: Create a 1/1 white Kor Soldier creature token. You may attach an Equipment you control to it.\n−2: You may put an Equipment card from your hand or graveyard onto the battlefield.\n−10: Create a colorless Equipment artifact token named Stoneforged Blade. It has indestructible, \"Equipped creature gets +5/+5 and has double strike,\" and equip {0}.\nNahiri, the Lithomancer can be your commander."},
    {"name": "Narset, Parter of Veils", "mana_cost": "{1}{U}{U}", "type_line": "Legendary Planeswalker — Narset", "oracle_text": "Each opponent can't draw more than one card each turn.\n[-2]: Look at the top four cards of your library. You may reveal a noncreature, nonland card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "loyalty": "5"},
    {"name": "Ob Nixilis of the Black Oath", "mana_cost": "{3}{B}{B}", "type_line": "Legendary Planeswalker — Nixilis", "oracle_text": "+2: Each opponent loses 1 life. You gain life equal to the life lost this way.\n−2: Create a 5/5 black Demon creature token with flying. You lose 2 life.\n−8: You get an emblem with \"{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed creature's power.\"\nOb Nixilis of the Black Oath can be your commander."},
    {"name": "Tevesh Szat, Doom of Fools", "mana_cost": "{4}{B}", "type_line": "Legendary Planeswalker — Szat", "oracle_text": "+2: Create two 0/1 black Thrull creature tokens.\n+1: You may sacrifice another creature or planeswalker. If you do, draw two cards, then draw another card if the sacrificed permanent was a commander.\n−10: Gain control of all commanders. Put all commanders from the command zone onto the battlefield under your control.\nTevesh Szat, Doom of Fools can be your commander.\nPartner"},
    {"name": "Aether Tunnel", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked."},
    {"name": "Ghostly Possession", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has flying.\nPrevent all combat damage that would be dealt to and dealt by enchanted creature."},
    {"name": "Psychic Impetus", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)\nWhenever enchanted creature attacks, you scry 2."},
    {"name": "Impending Doom", "mana_cost": "{2}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +3/+3 and attacks each combat if able.\nWhen enchanted creature dies, Impending Doom deals 3 damage to that creature's controller."},
    {"name": "Path to Redemption", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block.\n{5}, Sacrifice this Aura: Exile enchanted creature. Create a 1/1 white Ally creature token. Activate only during your turn."},
    {"name": "Blightsteel Colossus", "mana_cost": "{12}", "type_line": "Artifact Creature — Phyrexian Golem", "oracle_text": "Trample, infect, indestructible\nIf Blightsteel Colossus would be put into a graveyard from anywhere, reveal Blightsteel Colossus and shuffle it into its owner's library instead.", "power": "11", "toughness": "11"},
    {"name": "Arctic Nishoba", "mana_cost": "{5}{G}", "type_line": "Creature — Cat Warrior", "oracle_text": "Trample\nCumulative upkeep {G} or {W} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen Arctic Nishoba dies, you gain 2 life for each age counter on it.", "power": "6", "toughness": "6"},
    {"name": "Thought Nibbler", "mana_cost": "{U}", "type_line": "Creature — Beast", "oracle_text": "Flying\nYour maximum hand size is reduced by two.", "power": "1", "toughness": "1"},
    {"name": "Burning-Tree Bloodscale", "mana_cost": "{2}{R}{G}", "type_line": "Creature — Viashino Berserker", "oracle_text": "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters the battlefield with a +1/+1 counter on it.)\n{2}{R}: Target creature can't block Burning-Tree Bloodscale this turn.\n{2}{G}: Target creature blocks Burning-Tree Bloodscale this turn if able.", "power": "2", "toughness": "2"},
    {"name": "Rampant Elephant", "mana_cost": "{3}{W}", "type_line": "Creature — Elephant", "oracle_text": "{G}: Target creature blocks Rampant Elephant this turn if able.", "power": "2", "toughness": "2"},
    {"name": "Trumpeting Armodon", "mana_cost": "{3}{G}", "type_line": "Creature — Elephant", "oracle_text": "{1}{G}: Target creature blocks Trumpeting Armodon this turn if able.", "power": "3", "toughness": "3"},
    {"name": "Candlestick", "mana_cost": "{U}", "type_line": "Artifact — Clue Equipment", "oracle_text": "Equipped creature gets +1/+1 and has \"Whenever this creature attacks, surveil 2.\" (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {2}"},
    {"name": "Knife", "mana_cost": "{R}", "type_line": "Artifact — Clue Equipment", "oracle_text": "During your turn, equipped creature gets +1/+0 and has first strike.\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {2}"},
    {"name": "Krovod Haunch", "mana_cost": "{W}", "type_line": "Artifact — Food Equipment", "oracle_text": "Equipped creature gets +2/+0.\n{2}, {T}, Sacrifice this Equipment: You gain 3 life.\nWhen this Equipment is put into a graveyard from the battlefield, you may pay {1}{W}. If you do, create two 1/1 white Dog creature tokens.\nEquip {2}"},
    {"name": "Faerie Squadron", "mana_cost": "{U}", "type_line": "Creature — Faerie", "oracle_text": "Kicker {3}{U} (You may pay an additional {3}{U} as you cast this spell.)\nIf Faerie Squadron was kicked, it enters the battlefield with two +1/+1 counters on it and with flying.", "power": "1", "toughness": "1"},
    {"name": "Kavu Titan", "mana_cost": "{1}{G}", "type_line": "Creature — Kavu", "oracle_text": "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nIf Kavu Titan was kicked, it enters the battlefield with three +1/+1 counters on it and with trample.", "power": "2", "toughness": "2"},
    {"name": "Stag Beetle", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Insect", "oracle_text": "Stag Beetle enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.", "power": "0", "toughness": "0"},
    {"name": "Tonberry", "mana_cost": "{B}", "type_line": "Creature — Salamander Horror", "oracle_text": "This creature enters tapped with a stun counter on it. (If it would become untapped, remove a stun counter from it instead.)\nChef's Knife — During your turn, this creature has first strike and deathtouch.", "power": "2", "toughness": "1"},
    {"name": "Ancient Lumberknot", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Treefolk", "oracle_text": "Each creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.", "power": "1", "toughness": "4"},
    {"name": "Ancient Spider", "mana_cost": "{2}{G}{W}", "type_line": "Creature — Spider", "oracle_text": "First strike; reach (This creature can block creatures with flying.)", "power": "2", "toughness": "5"},
    {"name": "Call to Arms", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "As Call to Arms enters the battlefield, choose a color and an opponent.\nWhite creatures get +1/+1 as long as the chosen color is the most common color among nontoken permanents the chosen player controls but isn't tied for most common.\nWhen the chosen color isn't the most common color among nontoken permanents the chosen player controls or is tied for most common, sacrifice Call to Arms."},
    {"name": "Doran, the Siege Tower", "mana_cost": "{W}{B}{G}", "type_line": "Legendary Creature — Treefolk Shaman", "oracle_text": "Each creature assigns combat damage equal to its toughness rather than its power.", "power": "0", "toughness": "5"},
    {"name": "Drawn Together", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "oracle_text": "As Drawn Together enters the battlefield, choose an artist.\nCreatures with art by the chosen artist get +2/+2."},
    {"name": "Ellie, Brick Master", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Human Survivor", "oracle_text": "Distract the Horde — Whenever a player attacks one of your opponents, that attacking player creates a tapped 1/1 black Fungus Zombie creature token named Cordyceps Infected that's attacking that opponent.\nPartner—Survivors (You can have two commanders if both have this ability.)", "power": "2", "toughness": "1"},
    {"name": "Gavony Dawnguard", "mana_cost": "{1}{W}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "Ward {1}\nIf it's neither day nor night, it becomes day as Gavony Dawnguard enters the battlefield.\nWhenever day becomes night or night becomes day, look at the top four cards of your library. You may reveal a creature card with mana value 3 or less from among them and put it into your hand. Put the rest on the bottom of your library in any order.", "power": "3", "toughness": "3"},
    {"name": "Joel, Resolute Survivor", "mana_cost": "{3}{B}{G}", "type_line": "Legendary Creature — Human Survivor", "oracle_text": "Menace\nWhenever a creature token dies, put a +1/+1 counter on Joel and draw a card. This ability triggers only once each turn.\nPartner—Survivors (You can have two commanders if both have this ability.)", "power": "4", "toughness": "4"},
    {"name": "Leovold, Emissary of Trest", "mana_cost": "{B}{G}{U}", "type_line": "Legendary Creature — Elf Advisor", "oracle_text": "Each opponent can't draw more than one card each turn.\nWhenever you or a permanent you control becomes the target of a spell or ability an opponent controls, you may draw a card.", "power": "3", "toughness": "3"},
    {"name": "Leyline of Punishment", "mana_cost": "{2}{R}{R}", "type_line": "Enchantment", "oracle_text": "If Leyline of Punishment is in your opening hand, you may begin the game with it on the battlefield.\nPlayers can't gain life.\nDamage can't be prevented."},
    {"name": "Lone Wolf", "mana_cost": "{2}{G}", "type_line": "Creature — Wolf", "oracle_text": "You may have Lone Wolf assign its combat damage as though it weren't blocked.", "power": "2", "toughness": "2"},
    {"name": "Longbow Archer", "mana_cost": "{W}{W}", "type_line": "Creature — Human Soldier Archer", "oracle_text": "First strike; reach (This creature can block creatures with flying.)", "power": "2", "toughness": "2"},
    {"name": "Noble Elephant", "mana_cost": "{3}{W}", "type_line": "Creature — Elephant", "oracle_text": "Trample; banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)", "power": "2", "toughness": "2"},
    {"name": "Phantom Flock", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Bird Soldier Spirit", "oracle_text": "Flying\nPhantom Flock enters the battlefield with three +1/+1 counters on it.\nIf damage would be dealt to Phantom Flock, prevent that damage. Remove a +1/+1 counter from Phantom Flock.", "power": "0", "toughness": "0"},
    {"name": "Phobian Phantasm", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Illusion", "oracle_text": "Flying; fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nCumulative upkeep {B} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)", "power": "3", "toughness": "3"},
    {"name": "Pride of Lions", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Cat", "oracle_text": "You may have Pride of Lions assign its combat damage as though it weren't blocked.", "power": "4", "toughness": "4"},
    {"name": "Sophina, Spearsage Deserter", "mana_cost": "{2}{R}{W}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "Menace\nWhenever Sophina, Spearsage Deserter attacks, investigate once for each nontoken attacking creature. (To investigate, create a Clue token. It's an artifact with \"{2}, Sacrifice this artifact: Draw a card.\")\nPartner—Friends forever (You can have two commanders if both have this ability.)", "power": "4", "toughness": "4"},
    {"name": "Sunspine Lynx", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Elemental Cat", "oracle_text": "Players can't gain life.\nDamage can't be prevented.\nWhen this creature enters, it deals damage to each player equal to the number of nonbasic lands that player controls.", "power": "5", "toughness": "4"},
    {"name": "Sunstreak Phoenix", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Phoenix", "oracle_text": "Flying\nIf it's neither day nor night, it becomes day as Sunstreak Phoenix enters the battlefield.\nWhenever day becomes night or night becomes day, you may pay {1}{R}. If you do, return Sunstreak Phoenix from your graveyard to the battlefield tapped.", "power": "4", "toughness": "2"},
    {"name": "Teeka's Dragon", "mana_cost": "{9}", "type_line": "Artifact Creature — Dragon", "oracle_text": "Flying; trample; rampage 4 (Whenever this creature becomes blocked, it gets +4/+4 until end of turn for each creature blocking it beyond the first.)", "power": "5", "toughness": "5"},
    {"name": "The Weekly Princess", "mana_cost": "{1}{R}{G}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "If it's neither day nor night, it becomes day as The Weekly Princess enters. (It becomes night next turn if a player casts no spells on their turn, and day if a player casts 2+ spells on their turn.)\nWhenever night becomes day, put a +1/+1 counter on The Weekly Princess. Then if she has seven or more +1/+1 counters on her, she deals damage equal to her power to each opponent.\nWhen The Weekly Princess leaves the battlefield, it stops being day or night. (Stop tracking it. Trust us, it's better this way.)", "power": "3", "toughness": "3"},
    {"name": "Tornado Elemental", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Elemental", "oracle_text": "When Tornado Elemental enters the battlefield, it deals 6 damage to each creature with flying.\nYou may have Tornado Elemental assign its combat damage as though it weren't blocked.", "power": "6", "toughness": "6"},
    {"name": "War Elephant", "mana_cost": "{3}{W}", "type_line": "Creature — Elephant", "oracle_text": "Trample; banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)", "power": "2", "toughness": "2"},
    {"name": "Platinum Angel", "mana_cost": "{7}", "type_line": "Artifact Creature — Angel", "oracle_text": "Flying\nYou can't lose the game and your opponents can't win the game.", "power": "4", "toughness": "4"},
    {"name": "Transcendence", "mana_cost": "{3}{W}{W}{W}", "type_line": "Enchantment", "oracle_text": "You don't lose the game for having 0 or less life.\nWhen you have 20 or more life, you lose the game.\nWhenever you lose life, you gain 2 life for each 1 life you lost. (Damage dealt to you causes you to lose life.)"},
    {"name": "Uncle Istvan", "mana_cost": "{1}{B}{B}{B}", "type_line": "Creature — Human", "oracle_text": "Prevent all damage that would be dealt to Uncle Istvan by creatures.", "power": "1", "toughness": "3"},
    {"name": "Jihad", "mana_cost": "{W}{W}{W}", "type_line": "Enchantment", "oracle_text": "As Jihad enters the battlefield, choose a color and an opponent.\nWhite creatures get +2/+1 as long as the chosen player controls a nontoken permanent of the chosen color.\nWhen the chosen player controls no nontoken permanents of the chosen color, sacrifice Jihad."},
    {"name": "Spinebiter", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Phyrexian Beast", "oracle_text": "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\nYou may have Spinebiter assign its combat damage as though it weren't blocked.", "power": "3", "toughness": "4"},
    {"name": "Herald of Eternal Dawn", "mana_cost": "{4}{W}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nFlying\nYou can't lose the game and your opponents can't win the game.", "power": "6", "toughness": "6"},
    {"name": "Cagemail", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and can't attack."},
    {"name": "Furor of the Bitten", "mana_cost": "{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able."},
    {"name": "Maniacal Rage", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and can't block."},
    {"name": "Muzzle", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nPrevent all damage that would be dealt by enchanted creature."},
    {"name": "Shiny Impetus", "mana_cost": "{2}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)\nWhenever enchanted creature attacks, you create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")"},
    {"name": "Tricks of the Trade", "mana_cost": "{3}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+0 and can't be blocked."},
    {"name": "Temporal Isolation", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature has shadow. (It can block or be blocked by only creatures with shadow.)\nPrevent all damage that would be dealt by enchanted creature."},
    {"name": "Childhood Horror", "mana_cost": "{3}{B}", "type_line": "Creature — Horror", "oracle_text": "Flying\nThreshold — As long as seven or more cards are in your graveyard, Childhood Horror gets +2/+2 and can't block.", "power": "2", "toughness": "2"},
    {"name": "Frenzied Baloth", "mana_cost": "{G}{G}", "type_line": "Creature — Beast", "oracle_text": "This spell can't be countered.\nTrample, haste\nCreature spells you control can't be countered.\nCombat damage can't be prevented.", "power": "3", "toughness": "2"},
    {"name": "Rhythm of the Wild", "mana_cost": "{1}{R}{G}", "type_line": "Enchantment", "oracle_text": "Creature spells you control can't be countered.\nNontoken creatures you control have riot. (They enter the battlefield with your choice of a +1/+1 counter or haste.)"},
    {"name": "Vortex Runner", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "As long as you control eight or more lands, Vortex Runner gets +1/+0 and can't be blocked.", "power": "2", "toughness": "3"},
    {"name": "Sphinx of the Final Word", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Sphinx", "oracle_text": "This spell can't be countered.\nFlying\nHexproof (This creature can't be the target of spells or abilities your opponents control.)\nInstant and sorcery spells you control can't be countered.", "power": "5", "toughness": "5"},
    {"name": "Voracious Wurm", "mana_cost": "{1}{G}", "type_line": "Creature — Wurm", "oracle_text": "Voracious Wurm enters the battlefield with X +1/+1 counters on it, where X is the amount of life you've gained this turn.", "power": "2", "toughness": "2"},
    {"name": "Renata, Called to the Hunt", "mana_cost": "{2}{G}{G}", "type_line": "Legendary Enchantment Creature — Demigod", "oracle_text": "Renata's power is equal to your devotion to green. (Each {G} in the mana costs of permanents you control counts toward your devotion to green.)\nEach other creature you control enters with an additional +1/+1 counter on it.", "power": "*", "toughness": "3"},
    {"name": "Bramblewood Paragon", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "Each other Warrior creature you control enters the battlefield with an additional +1/+1 counter on it.\nEach creature you control with a +1/+1 counter on it has trample.", "power": "2", "toughness": "2"},
    {"name": "Sleep-Cursed Faerie", "mana_cost": "{U}", "type_line": "Creature — Faerie Wizard", "oracle_text": "Flying, ward {2}\nThis creature enters tapped with three stun counters on it. (If it would become untapped, remove a stun counter from it instead.)\n{1}{U}: Untap this creature.", "power": "3", "toughness": "3"},
    {"name": "Briarblade Adept", "mana_cost": "{4}{B}", "type_line": "Creature — Elf Assassin", "oracle_text": "Whenever Briarblade Adept attacks, target creature an opponent controls gets -1/-1 until end of turn.\nEncore {3}{B} ({3}{B}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", "power": "3", "toughness": "4"},
    {"name": "Coastline Marauders", "mana_cost": "{2}{R}", "type_line": "Creature — Human Pirate", "oracle_text": "Trample\nWhenever Coastline Marauders attacks, it gets +1/+0 until end of turn for each land defending player controls.\nEncore {4}{R}{R} ({4}{R}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", "power": "0", "toughness": "3"},
    {"name": "Exquisite Huntmaster", "mana_cost": "{3}{B}", "type_line": "Creature — Elf Warrior", "oracle_text": "When Exquisite Huntmaster dies, create a 1/1 green Elf Warrior creature token.\nEncore {4}{B} ({4}{B}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", "power": "4", "toughness": "2"},
    {"name": "Fathom Fleet Swordjack", "mana_cost": "{3}{R}", "type_line": "Creature — Orc Pirate", "oracle_text": "Whenever Fathom Fleet Swordjack attacks, it deals damage to the player or planeswalker it's attacking equal to the number of artifacts you control.\nEncore {5}{R} ({5}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", "power": "4", "toughness": "3"},
    {"name": "Elvish Dreadlord", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Zombie Elf", "oracle_text": "Deathtouch\nWhen Elvish Dreadlord dies, non-Elf creatures get -3/-3 until end of turn.\nEncore {5}{B}{B} ({5}{B}{B}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", "power": "3", "toughness": "3"},
    {"name": "Fruit of Tizerus", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Target player loses 2 life.\nEscape—{3}{B}, Exile three other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)"},
    {"name": "Ox of Agonas", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Ox", "oracle_text": "When Ox of Agonas enters the battlefield, discard your hand, then draw three cards.\nEscape—{R}{R}, Exile eight other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)\nOx of Agonas escapes with a +1/+1 counter on it.", "power": "4", "toughness": "2"},
    {"name": "Kroxa, Titan of Death's Hunger", "mana_cost": "{B}{R}", "type_line": "Legendary Creature — Elder Giant", "oracle_text": "When Kroxa enters, sacrifice it unless it escaped.\nWhenever Kroxa enters or attacks, each opponent discards a card, then each opponent who didn't discard a nonland card this way loses 3 life.\nEscape—{B}{B}{R}{R}, Exile five other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)", "power": "6", "toughness": "6"},
    {"name": "Flame Jab", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Flame Jab deals 1 damage to any target.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"},
    {"name": "Chemister's Insight", "mana_cost": "{3}{U}", "type_line": "Instant", "oracle_text": "Draw two cards.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)"},
    {"name": "Red Tiger Mechan", "mana_cost": "{3}{R}", "type_line": "Artifact Creature — Robot Cat", "oracle_text": "Haste\nWarp {1}{R} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "3", "toughness": "3"},
    {"name": "Bygone Colossus", "mana_cost": "{9}", "type_line": "Artifact Creature — Robot Giant", "oracle_text": "Warp {3} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "9", "toughness": "9"},
    {"name": "Ribbons", "card_name": "Cut // Ribbons", "mana_cost": "{X}{B}{B}", "type_line": "Sorcery", "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life."},
    {"name": "Dawn", "card_name": "Dusk // Dawn", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nReturn all creature cards with power 2 or less from your graveyard to your hand."},
    {"name": "Dusk", "mana_cost": "{2}{W}{W}", "type_line": "Sorcery", "oracle_text": "Destroy all creatures with power 3 or greater."},
    {"name": "Timeline Culler", "mana_cost": "{B}{B}", "type_line": "Creature — Drix Warlock", "oracle_text": "Haste\nYou may cast this card from your graveyard using its warp ability.\nWarp—{B}, Pay 2 life. (You may cast this card from your hand or graveyard for its warp cost. If you do, exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "2", "toughness": "2"},
    {"name": "Polukranos, Unchained", "mana_cost": "{2}{B}{G}", "type_line": "Legendary Creature — Zombie Hydra", "oracle_text": "Polukranos enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead.\nIf damage would be dealt to Polukranos while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from it.\n{1}{B}{G}: Polukranos fights another target creature.\nEscape—{4}{B}{G}, Exile six other cards from your graveyard.", "power": "0", "toughness": "0"},
    {"name": "Broodguard Elite", "mana_cost": "{X}{G}{G}", "type_line": "Creature — Insect Knight", "oracle_text": "This creature enters with X +1/+1 counters on it.\nWhen this creature leaves the battlefield, put its counters on target creature you control.\nWarp {X}{G} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "0", "toughness": "0"},
    {"name": "Toxic Deluge", "mana_cost": "{2}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn."},
    {"name": "Conflagrate", "mana_cost": "{X}{X}{R}", "type_line": "Sorcery", "oracle_text": "Conflagrate deals X damage divided as you choose among any number of targets.\nFlashback—{R}{R}, Discard X cards. (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Sunscape Battlemage", "mana_cost": "{2}{W}", "type_line": "Creature — Human Wizard", "oracle_text": "Kicker {1}{G} and/or {2}{U} (You may pay an additional {1}{G} and/or {2}{U} as you cast this spell.)\nWhen Sunscape Battlemage enters the battlefield, if it was kicked with its {1}{G} kicker, destroy target creature with flying.\nWhen Sunscape Battlemage enters the battlefield, if it was kicked with its {2}{U} kicker, draw two cards.", "power": "2", "toughness": "2"},
    {"name": "Away", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Target player sacrifices a creature.\nFuse (You may cast one or both halves of this card from your hand.)", "card_name": "Far // Away"},
    {"name": "Baithook Angler", "mana_cost": "{1}{U}", "type_line": "Creature — Human Peasant", "oracle_text": "Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)", "power": "2", "toughness": "1", "card_name": "Baithook Angler // Hook-Haunt Drifter"},
    {"name": "Beloved Beggar", "mana_cost": "{1}{W}", "type_line": "Creature — Human Peasant", "oracle_text": "Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its disturb cost.)", "power": "0", "toughness": "4", "card_name": "Beloved Beggar // Generous Soul"},
    {"name": "Boon Satyr", "mana_cost": "{1}{G}{G}", "type_line": "Enchantment Creature — Satyr", "oracle_text": "Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +4/+2.", "power": "4", "toughness": "2"},
    {"name": "Far", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Return target creature to its owner's hand.\nFuse (You may cast one or both halves of this card from your hand.)", "card_name": "Far // Away"},
    {"name": "Hook-Haunt Drifter", "mana_cost": "", "type_line": "Creature — Spirit", "oracle_text": "Flying\nIf Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.", "power": "1", "toughness": "2", "colors": ["U"], "card_name": "Baithook Angler // Hook-Haunt Drifter"},
    {"name": "Hopeful Eidolon", "mana_cost": "{W}", "type_line": "Enchantment Creature — Spirit", "oracle_text": "Bestow {3}{W} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)\nEnchanted creature gets +1/+1 and has lifelink.", "power": "1", "toughness": "1"},
    {"name": "Leafcrown Dryad", "mana_cost": "{1}{G}", "type_line": "Enchantment Creature — Nymph Dryad", "oracle_text": "Bestow {3}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nReach\nEnchanted creature gets +2/+2 and has reach.", "power": "2", "toughness": "2"},
    {"name": "Nimbus Naiad", "mana_cost": "{2}{U}", "type_line": "Enchantment Creature — Nymph", "oracle_text": "Bestow {4}{U} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nFlying\nEnchanted creature gets +2/+2 and has flying.", "power": "2", "toughness": "2"},
    {"name": "Spectral Binding", "mana_cost": "", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets -2/-0.\nIf Spectral Binding would be put into a graveyard from anywhere, exile it instead.", "colors": ["U"], "card_name": "Binding Geist // Spectral Binding"},
    {"name": "Ninja of the Deep Hours", "mana_cost": "{3}{U}", "type_line": "Creature — Human Ninja", "oracle_text": "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever Ninja of the Deep Hours deals combat damage to a player, you may draw a card.", "power": "2", "toughness": "2"},
    {"name": "Fallen Shinobi", "mana_cost": "{3}{U}{B}", "type_line": "Creature — Zombie Ninja", "oracle_text": "Ninjutsu {2}{U}{B} ({2}{U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever Fallen Shinobi deals combat damage to a player, that player exiles the top two cards of their library. Until end of turn, you may play those cards without paying their mana costs.", "power": "5", "toughness": "4"},
    {"name": "Donatello's Technique", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "Sneak {U} (You may cast this spell for {U} if you also return an unblocked attacker you control to hand during the declare blockers step.)\nDraw two cards."},
    {"name": "Leonardo, Big Brother", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Mutant Ninja Turtle", "oracle_text": "Sneak {W} (You may cast this spell for {W} if you also return an unblocked attacker you control to hand during the declare blockers step. He enters tapped and attacking.)\nLeonardo gets +1/+0 for each other creature you control.", "power": "1", "toughness": "3"},
    {"name": "Foot Ninjas", "mana_cost": "{4}{W/B}{W/B}", "type_line": "Creature — Human Ninja", "oracle_text": "Sneak {3}{W/B} (You may cast this spell for {3}{W/B} if you also return an unblocked attacker you control to hand during the declare blockers step. It enters tapped and attacking.)\nWhen this creature enters, you gain 3 life.", "power": "5", "toughness": "5"},
    {"name": "Yuriko, the Tiger's Shadow", "mana_cost": "{1}{U}{B}", "type_line": "Legendary Creature — Human Ninja", "oracle_text": "Commander ninjutsu {U}{B} ({U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand or the command zone tapped and attacking.)\nWhenever a Ninja you control deals combat damage to a player, reveal the top card of your library and put that card into your hand. Each opponent loses life equal to that card's mana value.", "power": "1", "toughness": "3"},
    {"name": "Silver-Fur Master", "mana_cost": "{U}{B}", "type_line": "Creature — Rat Ninja", "oracle_text": "Ninjutsu {U}{B} ({U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nNinjutsu abilities you activate cost {1} less to activate.\nOther Ninja and Rogue creatures you control get +1/+1.", "power": "2", "toughness": "2"},
    {"name": "Twinflame Tyrant", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying\nIf a source you control would deal damage to an opponent or a permanent an opponent controls, it deals double that damage instead.", "power": "3", "toughness": "5"},
    {"name": "Fated Firepower", "mana_cost": "{X}{R}{R}{R}", "type_line": "Enchantment", "oracle_text": "Flash\nThis enchantment enters with X fire counters on it.\nIf a source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus an amount of damage equal to the number of fire counters on this enchantment instead."},
    {"name": "Elspeth, Storm Slayer", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Planeswalker — Elspeth", "oracle_text": "If one or more tokens would be created under your control, twice that many of those tokens are created instead.\n+1: Create a 1/1 white Soldier creature token.\n0: Put a +1/+1 counter on each creature you control. Those creatures gain flying until your next turn.\n−3: Destroy target creature an opponent controls with mana value 3 or greater.", "loyalty": "5"},
    {"name": "Exalted Sunborn", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Angel Wizard", "oracle_text": "Flying, lifelink\nIf one or more tokens would be created under your control, twice that many of those tokens are created instead.\nWarp {1}{W} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "4", "toughness": "5"},
    {"name": "Quina, Qu Gourmet", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Qu", "oracle_text": "If one or more tokens would be created under your control, those tokens plus a 1/1 green Frog creature token are created instead.\n{2}, Sacrifice a Frog: Put a +1/+1 counter on Quina.", "power": "2", "toughness": "3"},
    {"name": "Mirrormind Crown", "mana_cost": "{4}", "type_line": "Artifact — Equipment", "oracle_text": "As long as this Equipment is attached to a creature, the first time you would create one or more tokens each turn, you may instead create that many tokens that are copies of equipped creature.\nEquip {2}"},
    {"name": "Moonlit Meditation", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact or creature you control\nThe first time you would create one or more tokens each turn, you may instead create that many tokens that are copies of enchanted permanent."},
    {"name": "Quantum Riddler", "mana_cost": "{3}{U}{U}", "type_line": "Creature — Sphinx", "oracle_text": "Flying\nWhen this creature enters, draw a card.\nAs long as you have one or fewer cards in hand, if you would draw one or more cards, you draw that many cards plus one instead.\nWarp {1}{U}", "power": "4", "toughness": "6"},
    {"name": "Patchwork Beastie", "mana_cost": "{G}", "type_line": "Artifact Creature — Beast", "oracle_text": "Delirium — This creature can't attack or block unless there are four or more card types among cards in your graveyard.\nAt the beginning of your upkeep, you may mill a card. (You may put the top card of your library into your graveyard.)", "power": "3", "toughness": "3"},
    {"name": "The Lion-Turtle", "mana_cost": "{1}{G}{U}", "type_line": "Legendary Creature — Elder Cat Turtle", "oracle_text": "Vigilance, reach\nWhen The Lion-Turtle enters, you gain 3 life.\nThe Lion-Turtle can't attack or block unless there are three or more Lesson cards in your graveyard.\n{T}: Add one mana of any color.", "power": "3", "toughness": "6"},
    {"name": "Living Conundrum", "mana_cost": "{4}{U}", "type_line": "Creature — Elemental", "oracle_text": "Hexproof\nIf you would draw a card while your library has no cards in it, skip that draw instead.\nAs long as there are no cards in your library, this creature has base power and toughness 10/10 and has flying and vigilance.", "power": "2", "toughness": "5"},
    {"name": "The Water Crystal", "mana_cost": "{2}{U}{U}", "type_line": "Legendary Artifact", "oracle_text": "Blue spells you cast cost {1} less to cast.\nIf an opponent would mill one or more cards, they mill that many cards plus four instead.\n{4}{U}{U}, {T}: Each opponent mills cards equal to the number of cards in your hand."},
    {"name": "Resilient Roadrunner", "mana_cost": "{1}{R}", "type_line": "Creature — Bird", "oracle_text": "Haste, protection from Coyotes\n{3}: This creature can't be blocked this turn except by creatures with haste.", "power": "2", "toughness": "2"},
    {"name": "Hazoret, Godseeker", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — God", "oracle_text": "Indestructible, haste\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{1}, {T}: Target creature with power 2 or less can't be blocked this turn.\nHazoret can't attack or block unless you have max speed.", "power": "5", "toughness": "3"},
    {"name": "Ghostly Prison", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."},
    {"name": "Baneslayer Angel", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying, first strike, lifelink, protection from Demons and from Dragons", "power": "5", "toughness": "5"},
    {"name": "Soldier of the Pantheon", "mana_cost": "{W}", "type_line": "Creature — Human Soldier", "oracle_text": "Protection from multicolored\nWhenever an opponent casts a multicolored spell, you gain 1 life.", "power": "2", "toughness": "1"},
    {"name": "Stonecoil Serpent", "mana_cost": "{X}", "type_line": "Artifact Creature — Snake", "oracle_text": "Reach, trample, protection from multicolored\nStonecoil Serpent enters the battlefield with X +1/+1 counters on it.", "power": "0", "toughness": "0"},
    {"name": "Kitsune Riftwalker", "mana_cost": "{1}{W}{W}", "type_line": "Creature — Fox Wizard", "oracle_text": "Protection from Spirits and from Arcane", "power": "2", "toughness": "1"},
    {"name": "Horizon Drake", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying, protection from lands", "power": "3", "toughness": "1"},
    {"name": "Anointed Procession", "mana_cost": "{3}{W}", "type_line": "Enchantment", "oracle_text": "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."},
    {"name": "Notion Thief", "mana_cost": "{2}{U}{B}", "type_line": "Creature — Human Rogue", "oracle_text": "Flash\nIf an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card.", "power": "3", "toughness": "1"},
    {"name": "Leviathan", "mana_cost": "{5}{U}{U}{U}{U}", "type_line": "Creature — Leviathan", "oracle_text": "Trample\nLeviathan enters the battlefield tapped and doesn't untap during your untap step.\nAt the beginning of your upkeep, you may sacrifice two Islands. If you do, untap Leviathan.\nLeviathan can't attack unless you sacrifice two Islands. (This cost is paid as attackers are declared.)", "power": "10", "toughness": "10"},
    {"name": "Charging Tuskodon", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Dinosaur", "oracle_text": "Trample\nIf Charging Tuskodon would deal combat damage to a player, it deals double that damage to that player instead.", "power": "4", "toughness": "4"},
    {"name": "Furnace of Rath", "mana_cost": "{1}{R}{R}{R}", "type_line": "Enchantment", "oracle_text": "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."},
    {"name": "Bloodletter of Aclazotz", "mana_cost": "{1}{B}{B}{B}", "type_line": "Creature — Vampire Demon", "oracle_text": "Flying\nIf an opponent would lose life during your turn, they lose twice that much life instead. (Damage causes loss of life.)", "power": "2", "toughness": "4"},
    {"name": "Darksteel Colossus", "mana_cost": "{11}", "type_line": "Artifact Creature — Golem", "oracle_text": "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nIndestructible (Damage and effects that say \"destroy\" don't destroy this creature.)\nIf Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.", "power": "11", "toughness": "11"},
    {"name": "Frostwielder", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Human Shaman", "oracle_text": "If a creature dealt damage by Frostwielder this turn would die, exile it instead.\n{T}: Frostwielder deals 1 damage to any target.", "power": "1", "toughness": "2"},
    {"name": "Arrest", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated."},
    {"name": "Elite Inquisitor", "mana_cost": "{W}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "First strike, vigilance\nProtection from Vampires, from Werewolves, and from Zombies", "power": "2", "toughness": "2"},
    {"name": "Benevolent Unicorn", "mana_cost": "{1}{W}", "type_line": "Creature — Unicorn", "oracle_text": "If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.", "power": "1", "toughness": "2"},
    {"name": "Meddling Mage", "mana_cost": "{W}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "As Meddling Mage enters the battlefield, choose a nonland card name.\nSpells with the chosen name can't be cast.", "power": "2", "toughness": "2"},
    {"name": "Ketramose, the New Dawn", "mana_cost": "{1}{W}{B}", "type_line": "Legendary Creature — God", "oracle_text": "Menace, lifelink, indestructible\nKetramose can't attack or block unless there are seven or more cards in exile.\nWhenever one or more cards are put into exile from graveyards and/or the battlefield during your turn, you draw a card and lose 1 life.", "power": "4", "toughness": "4"},
    {"name": "Sab-Sunen, Luxa Embodied", "mana_cost": "{3}{G}{U}", "type_line": "Legendary Creature — God", "oracle_text": "Reach, trample, indestructible\nSab-Sunen can't attack or block unless it has an even number of counters on it. (Zero is even.)\nAt the beginning of your first main phase, put a +1/+1 counter on Sab-Sunen. Then if it has an odd number of counters on it, draw two cards.", "power": "6", "toughness": "6"},
    {"name": "Propaganda", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."},
    {"name": "Ensnaring Bridge", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Creatures with power greater than the number of cards in your hand can't attack."},
    {"name": "Siege Elemental", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Elemental", "oracle_text": "Trample\nUntapped creatures can't block.\nTapped creatures can block.", "power": "6", "toughness": "6"},
    {"name": "Laboratory Maniac", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "If you would draw a card while your library has no cards in it, you win the game instead.", "power": "2", "toughness": "2"},
    {"name": "Krark's Thumb", "mana_cost": "{2}", "type_line": "Legendary Artifact", "oracle_text": "If you would flip a coin, instead flip two coins and ignore one."},
    {"name": "Phytohydra", "mana_cost": "{2}{G}{W}{W}", "type_line": "Creature — Plant Hydra", "oracle_text": "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.", "power": "1", "toughness": "1"},
    {"name": "Regna, the Redeemer", "mana_cost": "{5}{W}", "type_line": "Legendary Creature — Angel", "oracle_text": "Partner with Krav, the Unredeemed (When this creature enters, target player may put Krav into their hand from their library, then shuffle.)\nFlying\nAt the beginning of each end step, if your team gained life this turn, create two 1/1 white Warrior creature tokens.", "power": "4", "toughness": "4"},
    {"name": "Kratos, Stoic Father", "mana_cost": "{2}{R}{W}", "type_line": "Legendary Creature — God Warrior", "oracle_text": "Whenever you attack with one or more Gods and whenever a God dies, you get an experience counter.\nAt the beginning of your end step, put a number of +1/+1 counters on target creature equal to the number of experience counters you have.\nPartner—Father & son (You can have two commanders if both have this ability.)", "power": "4", "toughness": "4"},
    {"name": "Sower of Discord", "mana_cost": "{4}{B}{B}", "type_line": "Creature — Demon", "oracle_text": "Flying\nAs Sower of Discord enters the battlefield, choose two players.\nWhenever damage is dealt to one of the chosen players, the other chosen player also loses that much life.", "power": "6", "toughness": "6"},
    {"name": "Aven Mindcensor", "mana_cost": "{2}{W}", "type_line": "Creature — Bird Wizard", "oracle_text": "Flash\nFlying\nIf an opponent would search a library, that player searches the top four cards of that library instead.", "power": "2", "toughness": "1"},
    {"name": "Energy Field", "mana_cost": "{1}{U}", "type_line": "Enchantment", "oracle_text": "Prevent all damage that would be dealt to you by sources you don't control.\nWhen a card is put into your graveyard from anywhere, sacrifice Energy Field."},
    {"name": "Inner Sanctum", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Cumulative upkeep—Pay 2 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nPrevent all damage that would be dealt to creatures you control."},
    {"name": "Leyline of Lifeforce", "mana_cost": "{2}{G}{G}", "type_line": "Enchantment", "oracle_text": "If Leyline of Lifeforce is in your opening hand, you may begin the game with it on the battlefield.\nCreature spells can't be countered."},
    {"name": "Guardian Seraph", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage.", "power": "3", "toughness": "4"},
    {"name": "Gaea's Herald", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "oracle_text": "Creature spells can't be countered.", "power": "1", "toughness": "1"},
    {"name": "Light of Sanction", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Prevent all damage that would be dealt to creatures you control by sources you control."},
    {"name": "Wall of Putrid Flesh", "mana_cost": "{2}{B}", "type_line": "Creature — Wall", "oracle_text": "Defender (This creature can't attack.)\nProtection from white\nPrevent all damage that would be dealt to Wall of Putrid Flesh by enchanted creatures.", "power": "2", "toughness": "4"},
    {"name": "Angelic Destiny", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.\nWhen enchanted creature dies, return this card to its owner's hand.", "colors": ["W"]},
    {"name": "Call to Serve", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant nonblack creature\nEnchanted creature gets +1/+2, has flying, and is an Angel in addition to its other types.", "colors": ["W"]},
    {"name": "Inner Demon", "mana_cost": "{2}{B}{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2, has flying, and is a Demon in addition to its other types.\nWhen Inner Demon enters the battlefield, all non-Demon creatures get -2/-2 until end of turn.", "colors": ["B"]},
    {"name": "Tall as a Beanstalk", "mana_cost": "{3}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +3/+3, has reach, and is a Giant in addition to its other types.", "colors": ["G"]},
    {"name": "Dub", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types. (It deals combat damage before creatures without first strike.)", "colors": ["W"]},
    {"name": "Messenger's Speed", "mana_cost": "{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has trample and haste.", "colors": ["R"]},
    {"name": "Shifting Shadow", "mana_cost": "{2}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has haste and \"At the beginning of your upkeep, destroy this creature. Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and attach Shifting Shadow to it, then put all other cards revealed this way on the bottom of your library in a random order.\"", "colors": ["R"]},
    {"name": "Lightning Prowess", "mana_cost": "{2}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has haste and \"{T}: This creature deals 1 damage to any target.\"", "colors": ["R"]},
    {"name": "Prophetic Ravings", "mana_cost": "{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has haste and \"{T}, Discard a card: Draw a card.\"", "colors": ["R"]},
    {"name": "Fallen Ideal", "mana_cost": "{2}{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has flying and \"Sacrifice a creature: This creature gets +2/+1 until end of turn.\"\nWhen Fallen Ideal is put into a graveyard from the battlefield, return Fallen Ideal to its owner's hand.", "colors": ["B"]},
    {"name": "Consecrated by Blood", "mana_cost": "{2}{B}{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and has flying and \"Sacrifice two other creatures: Regenerate this creature.\" (The next time the creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)", "colors": ["B"]},
    {"name": "Bard's Bow", "mana_cost": "{2}{G}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +2/+2, has reach, and is a Bard in addition to its other types.\nPerseus's Bow — Equip {6} ({6}: Attach to target creature you control. Equip only as a sorcery.)", "colors": ["G"]},
    {"name": "Monk's Fist", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +1/+0 and is a Monk in addition to its other types.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Warrior's Sword", "mana_cost": "{3}{R}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +3/+2 and is a Warrior in addition to its other types.\nEquip {5} ({5}: Attach to target creature you control. Equip only as a sorcery.)", "colors": ["R"]},
    {"name": "Spider-Suit", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+2 and is a Spider Hero in addition to its other types.\nEquip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Raven Wings", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+0, has flying, and is a Bird in addition to its other types.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Captain's Hook", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other creature types.\nWhenever Captain's Hook becomes unattached from a permanent, destroy that permanent.\nEquip {1}", "colors": []},
    {"name": "Sigiled Sword of Valeron", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its other types.\nWhenever equipped creature attacks, create a 2/2 white Knight creature token with vigilance that's attacking.\nEquip {3}", "colors": []},
    {"name": "Thief's Knife", "mana_cost": "{2}{U}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +1/+1, has \"Whenever this creature deals combat damage to a player, draw a card,\" and is a Rogue in addition to its other types.\nEquip {4}", "colors": ["U"]},
    {"name": "White Mage's Staff", "mana_cost": "{1}{W}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +1/+1, has \"Whenever this creature attacks, you gain 1 life,\" and is a Cleric in addition to its other types.\nEquip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)", "colors": ["W"]},
    {"name": "Black Mage's Rod", "mana_cost": "{1}{B}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +1/+0, has \"Whenever you cast a noncreature spell, this creature deals 1 damage to each opponent,\" and is a Wizard in addition to its other types.\nEquip {3}", "colors": ["B"]},
    {"name": "Red Mage's Rapier", "mana_cost": "{1}{R}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature has \"Whenever you cast a noncreature spell, this creature gets +2/+0 until end of turn\" and is a Wizard in addition to its other types.\nEquip {3}", "colors": ["R"]},
    {"name": "Samurai's Katana", "mana_cost": "{2}{R}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +2/+2, has trample and haste, and is a Samurai in addition to its other types.\nMurasame — Equip {5}", "colors": ["R"]},
    {"name": "Sword of Vengeance", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+0 and has first strike, vigilance, trample, and haste.\nEquip {3}", "colors": []},
    {"name": "Fleetfeather Sandals", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has flying and haste.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Haunted Cloak", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has vigilance, trample, and haste.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Lotus Ring", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Indestructible\nEquipped creature gets +3/+3 and has vigilance and \"{T}, Sacrifice this creature: Add three mana of any one color.\"\nEquip {3}", "colors": []},
    {"name": "Wrench", "mana_cost": "{W}", "type_line": "Artifact — Clue Equipment", "oracle_text": "Equipped creature gets +1/+1 and has vigilance and \"{3}, {T}: Tap target creature.\"\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {2}", "colors": ["W"]},
    {"name": "Diviner's Wand", "mana_cost": "{3}", "type_line": "Tribal Artifact — Wizard Equipment", "oracle_text": "Equipped creature has \"Whenever you draw a card, this creature gets +1/+1 and gains flying until end of turn\" and \"{4}: Draw a card.\"\nWhenever a Wizard creature enters the battlefield, you may attach Diviner's Wand to it.\nEquip {3}", "colors": []},
    {"name": "Coldsteel Heart", "mana_cost": "{2}", "type_line": "Snow Artifact", "oracle_text": "Coldsteel Heart enters the battlefield tapped.\nAs Coldsteel Heart enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.", "colors": []},
    {"name": "Mirage Mesa", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.", "colors": []},
    {"name": "Heraldic Banner", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "As this artifact enters, choose a color.\nCreatures you control of the chosen color get +1/+0.\n{T}: Add one mana of the chosen color.", "colors": []},
    {"name": "Quirion Elves", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "As Quirion Elves enters the battlefield, choose a color.\n{T}: Add {G}.\n{T}: Add one mana of the chosen color.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Land Cap", "mana_cost": "", "type_line": "Land", "oracle_text": "Land Cap doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of your upkeep, remove a depletion counter from Land Cap.\n{T}: Add {W} or {U}. Put a depletion counter on Land Cap.", "colors": []},
    {"name": "Foreboding Statue", "mana_cost": "{3}", "type_line": "Artifact Creature — Construct", "oracle_text": "{T}: Add one mana of any color. Put an omen counter on Foreboding Statue.\nAt the beginning of your end step, if there are three or more omen counters on Foreboding Statue, untap it, then transform it.", "colors": [], "power": "1", "toughness": "2"},
    {"name": "Strixhaven Stadium", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}. Put a point counter on Strixhaven Stadium.\nWhenever a creature deals combat damage to you, remove a point counter from Strixhaven Stadium.\nWhenever a creature you control deals combat damage to an opponent, put a point counter on Strixhaven Stadium. Then if it has ten or more point counters on it, remove them all and that player loses the game.", "colors": []},
    {"name": "Twitching Doll", "mana_cost": "{1}{G}", "type_line": "Artifact Creature — Spider Toy", "oracle_text": "{T}: Add one mana of any color. Put a nest counter on this creature.\n{T}, Sacrifice this creature: Create a 2/2 green Spider creature token with reach for each counter on this creature. Activate only as a sorcery.", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Marwyn, the Nurturer", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Elf Druid", "oracle_text": "Whenever another Elf you control enters, put a +1/+1 counter on Marwyn.\n{T}: Add an amount of {G} equal to Marwyn's power.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Rainveil Rejuvenator", "mana_cost": "{3}{G}", "type_line": "Creature — Elephant Druid", "oracle_text": "When this creature enters, you may mill three cards. (You may put the top three cards of your library into your graveyard.)\n{T}: Add an amount of {G} equal to this creature's power.", "colors": ["G"], "power": "2", "toughness": "4"},
    {"name": "Heronblade Elite", "mana_cost": "{2}{G}", "type_line": "Creature — Human Warrior", "oracle_text": "Vigilance\nWhenever another Human enters the battlefield under your control, put a +1/+1 counter on Heronblade Elite.\n{T}: Add X mana of any one color, where X is Heronblade Elite's power.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Mona Lisa, Science Geek", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Lizard Mutant", "oracle_text": "Reach\n{T}: Add X mana of any one color, where X is Mona Lisa's power.", "colors": ["G"], "power": "1", "toughness": "3"},
    {"name": "Serra's Sanctum", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "{T}: Add {W} for each enchantment you control.", "colors": []},
    {"name": "Sanctum Weaver", "mana_cost": "{1}{G}", "type_line": "Enchantment Creature — Dryad", "oracle_text": "{T}: Add X mana of any one color, where X is the number of enchantments you control.", "colors": ["G"], "power": "0", "toughness": "2"},
    {"name": "Lavaspur Boots", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+0 and has haste and ward {1}. (Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that player pays {1}.)\nEquip {1}", "colors": []},
    {"name": "Paladin's Arms", "mana_cost": "{2}{W}", "type_line": "Artifact — Equipment", "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\nEquipped creature gets +2/+1, has ward {1}, and is a Knight in addition to its other types.\nLightbringer and Hero's Shield — Equip {4} ({4}: Attach to target creature you control. Equip only as a sorcery.)", "colors": ["W"]},
    {"name": "Sheltered by Ghosts", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature you control\nWhen this Aura enters, exile target nonland permanent an opponent controls until this Aura leaves the battlefield.\nEnchanted creature gets +1/+0 and has lifelink and ward {2}.", "colors": ["W"]},
    {"name": "Winged Boots", "mana_cost": "{1}{U}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has flying and ward {4}. (Whenever equipped creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {4}.)\nEquip {1}", "colors": ["U"]},
    {"name": "Amorphous Axe", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +3/+0 and is every creature type.\nEquip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Arachnoform", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2, has reach, and is every creature type.", "colors": ["G"]},
    {"name": "Angelic Armaments", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and types.\nEquip {4} ({4}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Stalactite Dagger", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "When this Equipment enters, create a 1/1 colorless Shapeshifter creature token with changeling. (It's every creature type.)\nEquipped creature gets +1/+1 and is all creature types.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Runed Stalactite", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+1 and is every creature type.\nEquip {2}", "colors": []},
    {"name": "Ghoulflesh", "mana_cost": "{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types.", "colors": ["B"]},
    {"name": "Angelic Favor", "mana_cost": "{3}{W}", "type_line": "Instant", "oracle_text": "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.\nCast this spell only during combat.\nCreate a 4/4 white Angel creature token with flying. Exile it at the beginning of the next end step."},
    {"name": "Camouflage", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Cast this spell only during your declare attackers step.\nThis turn, instead of declaring blockers, each defending player chooses any number of creatures they control and divides them into a number of piles equal to the number of attacking creatures for whom that player is the defending player. Creatures those players control that can block additional creatures may likewise be put into additional piles. Assign each pile to a different one of those attacking creatures at random. Each creature in a pile that can block the creature that pile is assigned to does so. (Piles can be empty.)"},
    {"name": "Cauldron Dance", "mana_cost": "{4}{B}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat.\nReturn target creature card from your graveyard to the battlefield. That creature gains haste. Return it to your hand at the beginning of the next end step.\nYou may put a creature card from your hand onto the battlefield. That creature gains haste. Its controller sacrifices it at the beginning of the next end step."},
    {"name": "Choking Vines", "mana_cost": "{X}{G}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare blockers step.\nX target attacking creatures become blocked. Choking Vines deals 1 damage to each of those creatures. (This spell works on creatures that can't be blocked.)"},
    {"name": "Disharmony", "mana_cost": "{2}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat before blockers are declared.\nUntap target attacking creature and remove it from combat. Gain control of that creature until end of turn."},
    {"name": "Festival", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Cast this spell only during an opponent's upkeep.\nCreatures can't attack this turn."},
    {"name": "Fog Patch", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare blockers step.\nAttacking creatures become blocked. (This spell works on creatures that can't be blocked.)"},
    {"name": "Glyph of Reincarnation", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Cast this spell only after combat.\nDestroy all creatures that were blocked by target Wall this turn. They can't be regenerated. For each creature that died this way, put a creature card from the graveyard of the player who controlled that creature the last time it became blocked by that Wall onto the battlefield under its owner's control."},
    {"name": "Gorilla War Cry", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat before blockers are declared.\nAll creatures gain menace until end of turn. (They can't be blocked except by two or more creatures.)\nDraw a card at the beginning of the next turn's upkeep."},
    {"name": "Hewed Stone Retainers", "mana_cost": "{3}", "type_line": "Artifact Creature — Golem", "oracle_text": "Cast this spell only if you've cast another spell this turn.", "power": "4", "toughness": "4"},
    {"name": "Illusionist's Gambit", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare blockers step on an opponent's turn.\nRemove all attacking creatures from combat and untap them. After this phase, there is an additional combat phase. Each of those creatures attacks that combat if able. They can't attack you or planeswalkers you control that combat."},
    {"name": "Illusory Angel", "mana_cost": "{2}{U}", "type_line": "Creature — Angel Illusion", "oracle_text": "Cast this spell only if you've cast another spell this turn.\nFlying", "power": "4", "toughness": "4"},
    {"name": "Mandate of Peace", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat.\nYour opponents can't cast spells this turn.\nEnd the combat phase. (Remove all attackers and blockers from combat. Exile all spells and abilities from the stack, including this spell.)"},
    {"name": "Melee", "mana_cost": "{4}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during your turn and only during combat before blockers are declared.\nYou choose which creatures block this combat and how those creatures block.\nWhenever a creature attacks and isn't blocked this combat, untap it and remove it from combat."},
    {"name": "Mirror Match", "mana_cost": "{4}{U}{U}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare blockers step.\nFor each creature attacking you or a planeswalker you control, create a token that's a copy of that creature and that's blocking that creature. Exile those tokens at end of combat."},
    {"name": "Necrologia", "mana_cost": "{3}{B}{B}", "type_line": "Instant", "oracle_text": "Cast this spell only during your end step.\nAs an additional cost to cast this spell, pay X life.\nDraw X cards."},
    {"name": "Panic", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat before blockers are declared.\nTarget creature can't block this turn.\nDraw a card at the beginning of the next turn's upkeep."},
    {"name": "Reset", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "Cast this spell only during an opponent's turn after their upkeep step.\nUntap all lands you control."},
    {"name": "Savage Beating", "mana_cost": "{3}{R}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during your turn and only during combat.\nChoose one —\n• Creatures you control gain double strike until end of turn.\n• Untap all creatures you control. After this phase, there is an additional combat phase.\nEntwine {1}{R} (Choose both if you pay the entwine cost.)"},
    {"name": "Seedtime", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Cast this spell only during your turn.\nTake an extra turn after this one if an opponent cast a blue spell this turn."},
    {"name": "Skyshroud Condor", "mana_cost": "{1}{U}", "type_line": "Creature — Bird", "oracle_text": "Cast this spell only if you've cast another spell this turn.\nFlying", "power": "2", "toughness": "2"},
    {"name": "Spinal Embrace", "mana_cost": "{3}{U}{U}{B}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat.\nUntap target creature you don't control and gain control of it. It gains haste until end of turn. At the beginning of the next end step, sacrifice it. If you do, you gain life equal to its toughness."},
    {"name": "Surprise Deployment", "mana_cost": "{3}{W}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat.\nYou may put a nonwhite creature card from your hand onto the battlefield. At the beginning of the next end step, return that creature to your hand. (Return it only if it's on the battlefield.)"},
    {"name": "Tears of Rage", "mana_cost": "{2}{R}{R}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare attackers step.\nAttacking creatures you control get +X/+0 until end of turn, where X is the number of attacking creatures. Sacrifice those creatures at the beginning of the next end step."},
    {"name": "Teleport", "mana_cost": "{U}{U}{U}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare attackers step.\nTarget creature can't be blocked this turn."},
    {"name": "Wake the Dead", "mana_cost": "{X}{B}{B}", "type_line": "Instant", "oracle_text": "Cast this spell only during combat on an opponent's turn.\nReturn X target creature cards from your graveyard to the battlefield. Sacrifice those creatures at the beginning of the next end step."},
    {"name": "Armor of Thorns", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "You may cast Armor of Thorns as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant nonblack creature\nEnchanted creature gets +2/+2."},
    {"name": "Lightning Reflexes", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura", "oracle_text": "You may cast Lightning Reflexes as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant creature\nEnchanted creature gets +1/+0 and has first strike."},
    {"name": "Necromancy", "mana_cost": "{2}{B}", "type_line": "Enchantment", "oracle_text": "You may cast Necromancy as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nWhen Necromancy enters the battlefield, if it's on the battlefield, it becomes an Aura with \"enchant creature put onto the battlefield with Necromancy.\" Put target creature card from a graveyard onto the battlefield under your control and attach Necromancy to it. When Necromancy leaves the battlefield, that creature's controller sacrifices it."},
    {"name": "Parapet", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "You may cast Parapet as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nCreatures you control get +0/+1."},
    {"name": "Soar", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "You may cast Soar as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant creature\nEnchanted creature gets +0/+1 and has flying."},
    {"name": "Spider Climb", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "You may cast Spider Climb as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant creature\nEnchanted creature gets +0/+3 and has reach. (It can block creatures with flying.)"},
    {"name": "Alaborn Veteran", "mana_cost": "{2}{W}", "type_line": "Creature — Human Knight", "oracle_text": "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.", "power": "2", "toughness": "2"},
    {"name": "Angus Mackenzie", "mana_cost": "{G}{W}{U}", "type_line": "Legendary Creature — Human Cleric", "oracle_text": "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.", "power": "2", "toughness": "2"},
    {"name": "Assassin's Blade", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nDestroy target nonblack attacking creature."},
    {"name": "Trap Runner", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "{T}: Target unblocked attacking creature becomes blocked. Activate only during combat after blockers are declared. (This ability works on creatures that can't be blocked.)", "power": "2", "toughness": "3"},
    {"name": "Abzan Devotee", "mana_cost": "{1}{B}", "type_line": "Creature — Dog Cleric", "oracle_text": "{1}: Add {W}, {B}, or {G}. Activate only once each turn.\n{2}{B}: Return this card from your graveyard to your hand.", "colors": ["B"], "power": "2", "toughness": "1"},
    {"name": "Jeskai Devotee", "mana_cost": "{1}{R}", "type_line": "Creature — Orc Monk", "oracle_text": "Flurry — Whenever you cast your second spell each turn, this creature gets +1/+1 until end of turn.\n{1}: Add {U}, {R}, or {W}. Activate only once each turn.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Mardu Devotee", "mana_cost": "{W}", "type_line": "Creature — Human Scout", "oracle_text": "When this creature enters, scry 2. (Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)\n{1}: Add {R}, {W}, or {B}. Activate only once each turn.", "colors": ["W"], "power": "1", "toughness": "2"},
    {"name": "Sultai Devotee", "mana_cost": "{1}{G}", "type_line": "Creature — Zombie Snake Druid", "oracle_text": "Deathtouch\n{1}: Add {B}, {G}, or {U}. Activate only once each turn.", "colors": ["G"], "power": "2", "toughness": "1"},
    {"name": "Temur Devotee", "mana_cost": "{1}{U}", "type_line": "Creature — Human Druid", "oracle_text": "Defender\n{1}: Add {G}, {U}, or {R}. Activate only once each turn.", "colors": ["U"], "power": "3", "toughness": "3"},
    {"name": "Barrels of Blasting Jelly", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{1}: Add one mana of any color. Activate only once each turn.\n{5}, {T}, Sacrifice this artifact: It deals 5 damage to target creature.", "colors": []},
    {"name": "Gravestone Strider", "mana_cost": "{2}", "type_line": "Artifact Creature — Golem", "oracle_text": "{1}: Add one mana of any color. Activate only once each turn.\n{2}, Exile this card from your graveyard: Exile target card from a graveyard.", "colors": [], "power": "1", "toughness": "3"},
    {"name": "Scarecrow Guide", "mana_cost": "{2}", "type_line": "Artifact Creature — Scarecrow", "oracle_text": "Reach\n{1}: Add one mana of any color. Activate only once each turn.", "colors": [], "power": "2", "toughness": "1"},
    {"name": "Three Tree Mascot", "mana_cost": "{2}", "type_line": "Artifact Creature — Shapeshifter", "oracle_text": "Changeling (This card is every creature type.)\n{1}: Add one mana of any color. Activate only once each turn.", "colors": [], "power": "2", "toughness": "1"},
    {"name": "Mana Bloom", "mana_cost": "{X}{G}", "type_line": "Enchantment", "oracle_text": "Mana Bloom enters the battlefield with X charge counters on it.\nRemove a charge counter from Mana Bloom: Add one mana of any color. Activate only once each turn.\nAt the beginning of your upkeep, if Mana Bloom has no charge counters on it, return it to its owner's hand.", "colors": ["G"]},
    {"name": "Ramos, Dragon Engine", "mana_cost": "{6}", "type_line": "Legendary Artifact Creature — Dragon", "oracle_text": "Flying\nWhenever you cast a spell, put a +1/+1 counter on Ramos for each of that spell's colors.\nRemove five +1/+1 counters from Ramos: Add {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Activate only once each turn.", "colors": [], "power": "4", "toughness": "4"},
    {"name": "Scandalmonger", "mana_cost": "{3}{B}", "type_line": "Creature — Boar Monger", "oracle_text": "{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.", "colors": ["B"], "power": "3", "toughness": "3"},
    {"name": "Task Mage Assembly", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "When there are no creatures on the battlefield, sacrifice Task Mage Assembly.\n{2}: Task Mage Assembly deals 1 damage to target creature. Any player may activate this ability but only as a sorcery.", "colors": ["R"]},
    {"name": "Endbringer's Revel", "mana_cost": "{2}{B}", "type_line": "Enchantment", "oracle_text": "{4}: Return target creature card from a graveyard to its owner's hand. Any player may activate this ability but only as a sorcery.", "colors": ["B"]},
    {"name": "Volrath's Dungeon", "mana_cost": "{2}{B}{B}", "type_line": "Enchantment", "oracle_text": "Pay 5 life: Destroy Volrath's Dungeon. Any player may activate this ability but only during their turn.\nDiscard a card: Target player puts a card from their hand on top of their library. Activate only as a sorcery.", "colors": ["B"]},
    {"name": "Armageddon Clock", "mana_cost": "{6}", "type_line": "Artifact", "oracle_text": "At the beginning of your upkeep, put a doom counter on Armageddon Clock.\nAt the beginning of your draw step, Armageddon Clock deals damage equal to the number of doom counters on it to each player.\n{4}: Remove a doom counter from Armageddon Clock. Any player may activate this ability but only during any upkeep step.", "colors": []},
    {"name": "Well of Knowledge", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{2}: Draw a card. Any player may activate this ability but only during their draw step.", "colors": []},
    {"name": "Wall of Roots", "mana_cost": "{1}{G}", "type_line": "Creature — Plant Wall", "oracle_text": "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.", "colors": ["G"], "power": "0", "toughness": "5"},
    {"name": "Kozilek's Translator", "mana_cost": "{4}{B}", "type_line": "Creature — Eldrazi Drone", "oracle_text": "Devoid (This card has no color.)\nPay 1 life: Add {C}. Activate only once each turn. ({C} represents colorless mana.)", "colors": [], "power": "3", "toughness": "5"},
    {"name": "Leyline of the Guildpact", "mana_cost": "{G/W}{G/U}{B/G}{R/G}", "type_line": "Enchantment", "oracle_text": "If this card is in your opening hand, you may begin the game with it on the battlefield.\nEach nonland permanent you control is all colors.\nLands you control are every basic land type in addition to their other types.", "colors": ["B", "G", "R", "U", "W"]},
    {"name": "Zhao, the Moon Slayer", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "Menace\nNonbasic lands enter tapped.\n{7}: Put a conqueror counter on Zhao.\nAs long as Zhao has a conqueror counter on him, nonbasic lands are Mountains. (They lose all other land types and abilities and have \"{T}: Add {R}.\")", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Broken Wings", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Destroy target artifact, enchantment, or creature with flying."},
    {"name": "Return to the Earth", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "Destroy target artifact, enchantment, or creature with flying."},
    {"name": "Make Your Move", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "Destroy target artifact, enchantment, or creature with power 4 or greater."},
    {"name": "Exorcise", "mana_cost": "{1}{W}", "type_line": "Sorcery", "oracle_text": "Exile target artifact, enchantment, or creature with power 4 or greater."},
    {"name": "Repel Calamity", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Destroy target creature with power or toughness 4 or greater."},
    {"name": "Daring Demolition", "mana_cost": "{2}{B}{B}", "type_line": "Sorcery", "oracle_text": "Destroy target creature or Vehicle."},
    {"name": "Spin Out", "mana_cost": "{1}{B}{B}", "type_line": "Instant", "oracle_text": "Destroy target creature or Vehicle."},
    {"name": "Bounce Off", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Return target creature or Vehicle to its owner's hand."},
    {"name": "Gravkill", "mana_cost": "{3}{B}", "type_line": "Instant", "oracle_text": "Exile target creature or Spacecraft."},
    {"name": "Befoul", "mana_cost": "{2}{B}{B}", "type_line": "Sorcery", "oracle_text": "Destroy target land or nonblack creature. It can't be regenerated."},
    {"name": "Stream of Acid", "mana_cost": "{2}{B}{B}", "type_line": "Sorcery", "oracle_text": "Destroy target land or nonblack creature."},
    {"name": "Radiant Strike", "mana_cost": "{3}{W}", "type_line": "Instant", "oracle_text": "Destroy target artifact or tapped creature. You gain 3 life."},
    {"name": "Cryoclasm", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's controller."},
    {"name": "Urgent Exorcism", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Destroy target Spirit or enchantment."},
    {"name": "Nissa's Defeat", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Destroy target Forest, green enchantment, or green planeswalker. If that permanent was a Nissa planeswalker, draw a card."},
    {"name": "Liliana's Defeat", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Destroy target black creature or black planeswalker. If that permanent was a Liliana planeswalker, her controller loses 3 life."},
    {"name": "Chandra's Defeat", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Chandra's Defeat deals 5 damage to target red creature or red planeswalker. If that permanent is a Chandra planeswalker, you may discard a card. If you do, draw a card."},
    {"name": "Devout Decree", "mana_cost": "{1}{W}", "type_line": "Sorcery", "oracle_text": "Exile target creature or planeswalker that's black or red. Scry 1. (Look at the top card of your library. You may put that card on the bottom.)"},
    {"name": "Noxious Grasp", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Destroy target creature or planeswalker that's green or white. You gain 1 life."},
    {"name": "Surge of Righteousness", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Destroy target black or red creature that's attacking or blocking. You gain 2 life."},
    {"name": "Gideon's Defeat", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Exile target white creature that's attacking or blocking. If it was a Gideon planeswalker, you gain 5 life."},
    {"name": "Hisoka's Defiance", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target Spirit or Arcane spell."},
    {"name": "Nullify", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "Counter target creature or Aura spell."},
    {"name": "Ceremonious Rejection", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Counter target colorless spell."},
    {"name": "Infernal Reckoning", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Exile target colorless creature. You gain life equal to its power."},
    {"name": "Okiba Salvage", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "Return target creature or Vehicle card from your graveyard to the battlefield. Then put two +1/+1 counters on that permanent if you control an artifact and an enchantment."},
    {"name": "Conduct Electricity", "mana_cost": "{4}{R}", "type_line": "Instant", "oracle_text": "Conduct Electricity deals 6 damage to target creature and 2 damage to up to one target creature token."},
    {"name": "Trick Shot", "mana_cost": "{4}{R}", "type_line": "Instant", "oracle_text": "Trick Shot deals 6 damage to target creature and 2 damage to up to one other target creature token."},
    {"name": "Sonar Strike", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Sonar Strike deals 4 damage to target attacking, blocking, or tapped creature. You gain 3 life if you control a Bat."},
    {"name": "Crash Landing", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Target creature with flying loses flying until end of turn. Crash Landing deals damage to that creature equal to the number of Forests you control."},
    {"name": "Harnessed Lightning", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Choose target creature. You get {E}{E}{E} (three energy counters), then you may pay any amount of {E}. Harnessed Lightning deals that much damage to that creature."},
    {"name": "Beastie Beatdown", "mana_cost": "{R}{G}", "type_line": "Sorcery", "oracle_text": "Choose target creature you control and target creature an opponent controls.\nDelirium — If there are four or more card types among cards in your graveyard, put two +1/+1 counters on the creature you control.\nThe creature you control deals damage equal to its power to the creature an opponent controls."},
    {"name": "Joust", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 until end of turn if it's a Knight. Then those creatures fight each other. (Each deals damage equal to its power to the other.)"},
    {"name": "Deglamer", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Choose target artifact or enchantment. Its owner shuffles it into their library."},
    {"name": "Quag Feast", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "Choose target creature, planeswalker, or Vehicle. Mill two cards, then destroy the chosen permanent if its mana value is less than or equal to the number of cards in your graveyard."},
    {"name": "Retribution", "mana_cost": "{2}{R}{R}", "type_line": "Sorcery", "oracle_text": "Choose two target creatures an opponent controls. That player chooses and sacrifices one of those creatures. Put a -1/-1 counter on the other."},
    {"name": "Wild Swing", "mana_cost": "{3}{R}", "type_line": "Sorcery", "oracle_text": "Choose three target nonenchantment permanents. Destroy one of them at random."},
    {"name": "Scheming Symmetry", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Choose two target players. Each of them searches their library for a card, then shuffles and puts that card on top."},
    {"name": "Victimize", "mana_cost": "{2}{B}", "type_line": "Sorcery", "oracle_text": "Choose two target creature cards in your graveyard. Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped."},
    {"name": "Ulrich's Kindred", "mana_cost": "{2}{R}", "type_line": "Creature — Wolf", "oracle_text": "Trample\n{3}{G}: Target attacking Wolf or Werewolf gains indestructible until end of turn.", "power": "3", "toughness": "2"},
    {"name": "Unyaro Griffin", "mana_cost": "{3}{W}", "type_line": "Creature — Griffin", "oracle_text": "Flying\nSacrifice Unyaro Griffin: Counter target red instant or sorcery spell.", "power": "2", "toughness": "2"},
    {"name": "Bedlam Reveler", "mana_cost": "{6}{R}{R}", "type_line": "Creature — Devil Horror", "oracle_text": "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.\nProwess\nWhen Bedlam Reveler enters the battlefield, discard your hand, then draw three cards.", "power": "3", "toughness": "4"},
    {"name": "Cryptic Serpent", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Serpent", "oracle_text": "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.", "power": "6", "toughness": "5"},
    {"name": "The Dawning Archaic", "mana_cost": "{10}", "type_line": "Legendary Creature — Avatar", "oracle_text": "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.\nReach\nWhenever The Dawning Archaic attacks, you may cast target instant or sorcery card from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead.", "power": "7", "toughness": "7"},
    {"name": "The Magic Mirror", "mana_cost": "{6}{U}{U}{U}", "type_line": "Legendary Artifact", "oracle_text": "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.\nYou have no maximum hand size.\nAt the beginning of your upkeep, put a knowledge counter on The Magic Mirror, then draw a card for each knowledge counter on The Magic Mirror."},
    {"name": "Cyan, Vengeful Samurai", "mana_cost": "{6}{W}", "type_line": "Legendary Creature — Human Samurai", "oracle_text": "This spell costs {1} less to cast for each creature card in your graveyard.\nDouble strike\nWhenever one or more creature cards leave your graveyard, put a +1/+1 counter on Cyan.", "power": "3", "toughness": "3"},
    {"name": "Ghoultree", "mana_cost": "{7}{G}", "type_line": "Creature — Zombie Treefolk", "oracle_text": "This spell costs {1} less to cast for each creature card in your graveyard.", "power": "10", "toughness": "10"},
    {"name": "Hollow Marauder", "mana_cost": "{6}{B}", "type_line": "Creature — Specter Rogue", "oracle_text": "This spell costs {1} less to cast for each creature card in your graveyard.\nFlying\nWhen this creature enters, any number of target opponents each discard a card. For each of those opponents who didn't discard a card with mana value 4 or greater, draw a card.", "power": "4", "toughness": "2"},
    {"name": "Molderhulk", "mana_cost": "{7}{B}{G}", "type_line": "Creature — Fungus Zombie", "oracle_text": "Undergrowth — This spell costs {1} less to cast for each creature card in your graveyard.\nWhen Molderhulk enters the battlefield, return target land card from your graveyard to the battlefield.", "power": "6", "toughness": "6"},
    {"name": "Ore-Scale Guardian", "mana_cost": "{5}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "This spell costs {1} less to cast for each land card in your graveyard.\nFlying, haste", "power": "4", "toughness": "4"},
    {"name": "Yuma, Proud Protector", "mana_cost": "{5}{R}{G}{W}", "type_line": "Legendary Creature — Human Ranger", "oracle_text": "This spell costs {1} less to cast for each land card in your graveyard.\nWhenever Yuma enters or attacks, you may sacrifice a land. If you do, draw a card.\nWhenever a Desert card is put into your graveyard from anywhere, create a 4/2 green Plant Warrior creature token with reach.", "power": "6", "toughness": "6"},
    {"name": "Chitin Gravestalker", "mana_cost": "{5}{B}", "type_line": "Creature — Insect Warrior", "oracle_text": "This spell costs {1} less to cast for each artifact and/or creature card in your graveyard.\nCycling {2} ({2}, Discard this card: Draw a card.)", "power": "5", "toughness": "4"},
    {"name": "Diamond Weapon", "mana_cost": "{7}{G}{G}", "type_line": "Legendary Artifact Creature — Elemental", "oracle_text": "This spell costs {1} less to cast for each permanent card in your graveyard.\nReach\nImmune — Prevent all combat damage that would be dealt to Diamond Weapon.", "power": "8", "toughness": "8"},
    {"name": "Coveted Prize", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nSearch your library for a card, put it into your hand, then shuffle. If you have a full party, you may cast a spell with mana value 4 or less from your hand without paying its mana cost."},
    {"name": "Deadly Alliance", "mana_cost": "{4}{B}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nDestroy target creature or planeswalker."},
    {"name": "Journey to Oblivion", "mana_cost": "{4}{W}", "type_line": "Enchantment", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nWhen Journey to Oblivion enters the battlefield, exile target nonland permanent an opponent controls until Journey to Oblivion leaves the battlefield."},
    {"name": "Sea Gate Colossus", "mana_cost": "{7}", "type_line": "Artifact Creature — Golem Warrior", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)", "power": "7", "toughness": "5"},
    {"name": "Shatterskull Minotaur", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Minotaur Warrior", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nHaste", "power": "5", "toughness": "4"},
    {"name": "Spoils of Adventure", "mana_cost": "{4}{W}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nYou gain 3 life and draw three cards."},
    {"name": "Zagras, Thief of Heartbeats", "mana_cost": "{4}{B}{R}", "type_line": "Legendary Creature — Vampire Rogue", "oracle_text": "This spell costs {1} less to cast for each creature in your party.\nFlying, deathtouch, haste\nOther creatures you control have deathtouch.\nWhenever a creature you control deals combat damage to a planeswalker, destroy that planeswalker.", "power": "4", "toughness": "4"},
    {"name": "Stone Idol Trap", "mana_cost": "{5}{R}", "type_line": "Instant — Trap", "oracle_text": "This spell costs {1} less to cast for each attacking creature.\nCreate a 6/12 colorless Construct artifact creature token with trample. Exile it at the beginning of your next end step."},
    {"name": "Ancient Stone Idol", "mana_cost": "{10}", "type_line": "Artifact Creature — Golem", "oracle_text": "Flash\nThis spell costs {1} less to cast for each attacking creature.\nTrample\nWhen Ancient Stone Idol dies, create a 6/12 colorless Construct artifact creature token with trample.", "power": "12", "toughness": "12"},
    {"name": "Static Snare", "mana_cost": "{4}{W}", "type_line": "Enchantment", "oracle_text": "Flash\nThis spell costs {1} less to cast for each attacking creature.\nWhen this enchantment enters, exile target artifact or creature an opponent controls until this enchantment leaves the battlefield."},
    {"name": "Embercleave", "mana_cost": "{4}{R}{R}", "type_line": "Legendary Artifact — Equipment", "oracle_text": "Flash\nThis spell costs {1} less to cast for each attacking creature you control.\nWhen Embercleave enters the battlefield, attach it to target creature you control.\nEquipped creature gets +1/+1 and has double strike and trample.\nEquip {3}"},
    {"name": "Academy Journeymage", "mana_cost": "{4}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "This spell costs {1} less to cast if you control a Wizard.\nWhen Academy Journeymage enters the battlefield, return target creature an opponent controls to its owner's hand.", "power": "3", "toughness": "2"},
    {"name": "Arcane Epiphany", "mana_cost": "{3}{U}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Wizard.\nDraw three cards."},
    {"name": "Wizard's Retort", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Wizard.\nCounter target spell."},
    {"name": "Wizard's Lightning", "mana_cost": "{2}{R}", "type_line": "Instant", "oracle_text": "This spell costs {2} less to cast if you control a Wizard.\nWizard's Lightning deals 3 damage to any target."},
    {"name": "Frostpyre Arcanist", "mana_cost": "{4}{U}", "type_line": "Creature — Giant Wizard", "oracle_text": "This spell costs {1} less to cast if you control a Giant or a Wizard.\nWhen Frostpyre Arcanist enters the battlefield, search your library for an instant or sorcery card with the same name as a card in your graveyard, reveal it, put it into your hand, then shuffle.", "power": "2", "toughness": "5"},
    {"name": "Squash", "mana_cost": "{4}{R}", "type_line": "Instant", "oracle_text": "This spell costs {3} less to cast if you control a Giant.\nSquash deals 6 damage to target creature or planeswalker."},
    {"name": "Cactarantula", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Plant Spider", "oracle_text": "This spell costs {1} less to cast if you control a Desert.\nReach\nWhenever this creature becomes the target of a spell or ability an opponent controls, you may draw a card.", "power": "6", "toughness": "5"},
    {"name": "Chill of the Grave", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Zombie.\nTap target creature. It doesn't untap during its controller's next untap step.\nDraw a card."},
    {"name": "Lookout's Dispersal", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Pirate.\nCounter target spell unless its controller pays {4}."},
    {"name": "Mistmeadow Council", "mana_cost": "{4}{G}", "type_line": "Creature — Kithkin Advisor", "oracle_text": "This spell costs {1} less to cast if you control a Kithkin.\nWhen this creature enters, draw a card.", "power": "4", "toughness": "3"},
    {"name": "Neonate's Rush", "mana_cost": "{2}{R}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Vampire.\nNeonate's Rush deals 1 damage to target creature and 1 damage to its controller. Draw a card."},
    {"name": "Pearl of Wisdom", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "This spell costs {1} less to cast if you control an Otter.\nDraw two cards."},
    {"name": "Saved by the Shell", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Turtle.\nPut a +1/+1 counter on target creature you control. It gains trample, hexproof, and indestructible until end of turn."},
    {"name": "Venom's Hunger", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "This spell costs {2} less to cast if you control a Villain.\nDestroy target creature. You gain 2 life."},
    {"name": "Wolfkin Outcast", "mana_cost": "{5}{G}", "type_line": "Creature — Human Werewolf", "oracle_text": "This spell costs {2} less to cast if you control a Wolf or Werewolf.\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)", "power": "5", "toughness": "4"},
    {"name": "Gust of Wind", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "This spell costs {2} less to cast if you control a creature with flying.\nReturn target nonland permanent you don't control to its owner's hand.\nDraw a card."},
    {"name": "Winged Words", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "This spell costs {1} less to cast if you control a creature with flying.\nDraw two cards."},
    {"name": "Tentative Connection", "mana_cost": "{3}{R}", "type_line": "Sorcery", "oracle_text": "This spell costs {3} less to cast if you control a creature with menace.\nGain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."},
    {"name": "Assassin's Ink", "mana_cost": "{2}{B}{B}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control an artifact and {1} less to cast if you control an enchantment.\nDestroy target creature or planeswalker."},
    {"name": "Geistlight Snare", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if you control a Spirit. It also costs {1} less to cast if you control an enchantment.\nCounter target spell unless its controller pays {3}."},
    {"name": "Focus the Mind", "mana_cost": "{4}{U}", "type_line": "Instant", "oracle_text": "This spell costs {2} less to cast if you've cast another spell this turn.\nDraw three cards, then discard a card."},
    {"name": "Gigastorm Titan", "mana_cost": "{4}{U}", "type_line": "Creature — Elemental", "oracle_text": "This spell costs {3} less to cast if you've cast another spell this turn.", "power": "4", "toughness": "4"},
    {"name": "Bolt Bend", "mana_cost": "{3}{R}", "type_line": "Instant", "oracle_text": "This spell costs {3} less to cast if you control a creature with power 4 or greater.\nChange the target of target spell or ability with a single target."},
    {"name": "Emrakul, the Promised End", "mana_cost": "{13}", "type_line": "Legendary Creature — Eldrazi", "oracle_text": "This spell costs {1} less to cast for each card type among cards in your graveyard.\nWhen you cast this spell, you gain control of target opponent during that player's next turn. After that turn, that player takes an extra turn.\nFlying, trample, protection from instants", "power": "13", "toughness": "13"},
    {"name": "Huskburster Swarm", "mana_cost": "{7}{B}", "type_line": "Creature — Elemental Insect", "oracle_text": "This spell costs {1} less to cast for each creature card you own in exile and in your graveyard.\nMenace, deathtouch", "power": "6", "toughness": "6"},
    {"name": "Of One Mind", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "This spell costs {2} less to cast if you control a Human creature and a non-Human creature.\nDraw two cards."},
    {"name": "Stratadon", "mana_cost": "{10}", "type_line": "Artifact Creature — Beast", "oracle_text": "Domain — This spell costs {1} less to cast for each basic land type among lands you control.\nTrample", "power": "5", "toughness": "5"},
    {"name": "Draco", "mana_cost": "{16}", "type_line": "Artifact Creature — Dragon", "oracle_text": "Domain — This spell costs {2} less to cast for each basic land type among lands you control.\nFlying\nDomain — At the beginning of your upkeep, sacrifice Draco unless you pay {10}. This cost is reduced by {2} for each basic land type among lands you control.", "power": "9", "toughness": "9"},
    {"name": "Wildvine Pummeler", "mana_cost": "{6}{G}", "type_line": "Creature — Giant Berserker", "oracle_text": "Vivid — This spell costs {1} less to cast for each color among permanents you control.\nReach, trample", "power": "6", "toughness": "5"},
    {"name": "Rime Chill", "mana_cost": "{6}{U}", "type_line": "Instant", "oracle_text": "Vivid — This spell costs {1} less to cast for each color among permanents you control.\nTap up to two target creatures. Put a stun counter on each of them. (If a permanent with a stun counter would become untapped, remove one from it instead.)\nDraw a card."},
    {"name": "Avatar of Growth", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Elemental Avatar", "oracle_text": "This spell costs {1} less to cast for each opponent you have.\nTrample\nWhen Avatar of Growth enters the battlefield, each player searches their library for up to two basic land cards, puts them onto the battlefield, then shuffles.", "power": "4", "toughness": "4"},
    {"name": "Primeval Protector", "mana_cost": "{10}{G}", "type_line": "Creature — Avatar", "oracle_text": "This spell costs {1} less to cast for each creature your opponents control.\nWhen Primeval Protector enters the battlefield, put a +1/+1 counter on each other creature you control.", "power": "10", "toughness": "10"},
    {"name": "Blooming Blast", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Gift a Treasure (You may promise an opponent a gift as you cast this spell. If you do, they create a Treasure token before its other effects. It's an artifact with \"{T}, Sacrifice this token: Add one mana of any color.\")\nBlooming Blast deals 2 damage to target creature. If the gift was promised, Blooming Blast also deals 3 damage to that creature's controller."},
    {"name": "Coiling Rebirth", "mana_cost": "{3}{B}{B}", "type_line": "Sorcery", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nReturn target creature card from your graveyard to the battlefield. Then if the gift was promised and that creature isn't legendary, create a token that's a copy of that creature, except it's 1/1."},
    {"name": "Crumb and Get It", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Gift a Food (You may promise an opponent a gift as you cast this spell. If you do, they create a Food token before its other effects. It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nTarget creature you control gets +2/+2 until end of turn. If the gift was promised, that creature also gains indestructible until end of turn."},
    {"name": "Dawn's Truce", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nYou and permanents you control gain hexproof until end of turn. If the gift was promised, permanents you control also gain indestructible until end of turn."},
    {"name": "Kitnap", "mana_cost": "{2}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, when it enters, they draw a card.)\nEnchant creature\nWhen this Aura enters, tap enchanted creature. If the gift wasn't promised, put three stun counters on it.\nYou control enchanted creature."},
    {"name": "Nocturnal Hunger", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Gift a Food (You may promise an opponent a gift as you cast this spell. If you do, they create a Food token before its other effects. It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nDestroy target creature. If the gift wasn't promised, you lose 2 life."},
    {"name": "Parting Gust", "mana_cost": "{W}{W}", "type_line": "Instant", "oracle_text": "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a tapped 1/1 blue Fish creature token before its other effects.)\nExile target nontoken creature. If the gift wasn't promised, return that card to the battlefield under its owner's control with a +1/+1 counter on it at the beginning of the next end step."},
    {"name": "Scrapshooter", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Raccoon Archer", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, when it enters, they draw a card.)\nReach\nWhen this creature enters, if the gift was promised, destroy target artifact or enchantment an opponent controls.", "power": "4", "toughness": "4"},
    {"name": "Starfall Invocation", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nDestroy all creatures. If the gift was promised, return a creature card put into your graveyard this way to the battlefield under your control."},
    {"name": "Long River's Pull", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nCounter target creature spell. If the gift was promised, instead counter target spell."},
    {"name": "Wear Down", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nDestroy target artifact or enchantment. If the gift was promised, instead destroy two target artifacts and/or enchantments."},
    {"name": "Azula, On the Hunt", "mana_cost": "{3}{B}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)\nWhenever Azula attacks, you lose 1 life and create a Clue token. (It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")", "power": "4", "toughness": "3"},
    {"name": "Azula, Ruthless Firebender", "mana_cost": "{2}{B}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\nWhenever Azula attacks, you may discard a card. Then you get an experience counter for each player who discarded a card this turn.\n{2}{B}: Until end of turn, Azula gets +1/+1 for each experience counter you have and gains menace.", "power": "3", "toughness": "3"},
    {"name": "Boiling Rock Rioter", "mana_cost": "{2}{B}", "type_line": "Creature — Human Rogue Ally", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\nTap an untapped Ally you control: Exile target card from a graveyard.\nWhenever this creature attacks, you may cast an Ally spell from among cards you own exiled with this creature.", "power": "3", "toughness": "3"},
    {"name": "Fire Lord Azula", "mana_cost": "{1}{U}{B}{R}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)\nWhenever you cast a spell while Fire Lord Azula is attacking, copy that spell. You may choose new targets for the copy. (A copy of a permanent spell becomes a token.)", "power": "4", "toughness": "4"},
    {"name": "Fire Lord Zuko", "mana_cost": "{R}{W}{B}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "Firebending X, where X is Fire Lord Zuko's power. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)\nWhenever you cast a spell from exile and whenever a permanent you control enters from exile, put a +1/+1 counter on each creature you control.", "power": "2", "toughness": "4"},
    {"name": "Fire Nation Cadets", "mana_cost": "{R}", "type_line": "Creature — Human Soldier", "oracle_text": "This creature has firebending 2 as long as there's a Lesson card in your graveyard. (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)\n{2}: This creature gets +1/+0 until end of turn.", "power": "1", "toughness": "2"},
    {"name": "Fire Sages", "mana_cost": "{1}{R}", "type_line": "Creature — Human Cleric", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\n{1}{R}{R}: Put a +1/+1 counter on this creature.", "power": "2", "toughness": "2"},
    {"name": "Firebending Student", "mana_cost": "{1}{R}", "type_line": "Creature — Human Monk", "oracle_text": "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nFirebending X, where X is this creature's power. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)", "power": "1", "toughness": "2"},
    {"name": "Ran and Shaw", "mana_cost": "{3}{R}{R}", "type_line": "Legendary Creature — Dragon", "oracle_text": "Flying, firebending 2\nWhen Ran and Shaw enter, if you cast them and there are three or more Dragon and/or Lesson cards in your graveyard, create a token that's a copy of Ran and Shaw, except it's not legendary.\n{3}{R}: Dragons you control get +2/+0 until end of turn.", "power": "4", "toughness": "4"},
    {"name": "Sun Warriors", "mana_cost": "{2}{R}{W}", "type_line": "Creature — Human Warrior Ally", "oracle_text": "Firebending X, where X is the number of creatures you control. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)\n{5}: Create a 1/1 white Ally creature token.", "power": "3", "toughness": "5"},
    {"name": "Tundra Tank", "mana_cost": "{2}{B}", "type_line": "Artifact — Vehicle", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\nWhen this Vehicle enters, target creature you control gains indestructible until end of turn.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "power": "4", "toughness": "4"},
    {"name": "Uncle Iroh", "mana_cost": "{1}{R/G}{R/G}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\nLesson spells you cast cost {1} less to cast.", "power": "4", "toughness": "2"},
    {"name": "Vindictive Warden", "mana_cost": "{2}{B/R}", "type_line": "Creature — Human Soldier", "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)\nFirebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\n{3}: This creature deals 1 damage to each opponent.", "power": "2", "toughness": "3"},
    {"name": "Zhao, Ruthless Admiral", "mana_cost": "{2}{B/R}{B/R}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)\nWhenever you sacrifice another permanent, creatures you control get +1/+0 until end of turn.", "power": "3", "toughness": "4"},
    {"name": "Zuko, Exiled Prince", "mana_cost": "{3}{R}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Firebending 3 (Whenever this creature attacks, add {R}{R}{R}. This mana lasts until end of combat.)\n{3}: Exile the top card of your library. You may play that card this turn.", "power": "4", "toughness": "3"},
    {"name": "Zuko, Firebending Master", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "First strike\nFirebending X, where X is the number of experience counters you have. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)\nWhenever you cast a spell during combat, you get an experience counter.", "power": "2", "toughness": "2"},
    {"name": "Zuko, Seeking Honor", "mana_cost": "{2}{B/R}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)\nWhenever you cast a noncreature spell, Zuko gains first strike until end of turn.\nWhenever Zuko deals combat damage to a player, put a +1/+1 counter on him.", "power": "2", "toughness": "2"},
    {"name": "Ozai, the Phoenix King", "mana_cost": "{2}{B}{B}{R}{R}", "type_line": "Legendary Creature — Human Noble", "oracle_text": "Trample, firebending 4, haste\nIf you would lose unspent mana, that mana becomes red instead.\nOzai has flying and indestructible as long as you have six or more unspent mana.", "power": "7", "toughness": "7"},
    {"name": "Aether Syphon", "mana_cost": "{1}{U}{U}", "type_line": "Artifact", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{2}, {T}: Draw a card.\nMax speed — Whenever you draw a card, each opponent mills two cards. (Each opponent puts the top two cards of their library into their graveyard.)"},
    {"name": "Embalmed Ascendant", "mana_cost": "{1}{W}{B}", "type_line": "Creature — Zombie", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this creature enters, create a 2/2 black Zombie creature token.\nMax speed — Whenever a creature you control dies, each opponent loses 1 life and you gain 1 life.", "power": "1", "toughness": "2"},
    {"name": "Endrider Spikespitter", "mana_cost": "{3}{R}", "type_line": "Creature — Human Mercenary", "oracle_text": "Reach\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — At the beginning of your upkeep, exile the top card of your library. You may play that card this turn.", "power": "3", "toughness": "4"},
    {"name": "Mendicant Core, Guidelight", "mana_cost": "{W}{U}", "type_line": "Legendary Artifact Creature — Robot", "oracle_text": "Mendicant Core's power is equal to the number of artifacts you control.\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — Whenever you cast an artifact spell, you may pay {1}. If you do, copy it. (The copy becomes a token.)", "power": "*", "toughness": "3"},
    {"name": "Pride of the Road", "mana_cost": "{3}{W}", "type_line": "Creature — Zombie Cat Warrior", "oracle_text": "Vigilance\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — At the beginning of combat on your turn, target creature or Vehicle you control gains double strike until end of turn.", "power": "2", "toughness": "5"},
    {"name": "Risen Necroregent", "mana_cost": "{4}{B}", "type_line": "Creature — Zombie Cat Knight", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — At the beginning of your end step, create a 2/2 black Zombie creature token.", "power": "5", "toughness": "4"},
    {"name": "Zahur, Glory's Past", "mana_cost": "{W}{B}", "type_line": "Legendary Creature — Zombie Cat Warrior", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nSacrifice another creature: Surveil 1. Activate only once each turn.\nMax speed — Whenever a nontoken creature you control dies, create a tapped 2/2 black Zombie creature token.", "power": "3", "toughness": "2"},
    {"name": "Endrider Catalyzer", "mana_cost": "{1}{R}", "type_line": "Creature — Human Warrior", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — {T}: Add {R}{R}.", "power": "3", "toughness": "1"},
    {"name": "Camera Launcher", "mana_cost": "{3}", "type_line": "Artifact Creature — Construct", "oracle_text": "Exhaust — {3}: Put a +1/+1 counter on this creature. Create a 1/1 colorless Thopter artifact creature token with flying. (Activate each exhaust ability only once.)", "power": "2", "toughness": "2"},
    {"name": "Greenbelt Guardian", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Ranger", "oracle_text": "{G}: Target creature gains trample until end of turn.\nExhaust — {3}{G}: Put three +1/+1 counters on this creature. (Activate each exhaust ability only once.)", "power": "2", "toughness": "2"},
    {"name": "Hog-Monkey", "mana_cost": "{2}{B}", "type_line": "Creature — Boar Monkey", "oracle_text": "At the beginning of combat on your turn, target creature you control with a +1/+1 counter on it gains menace until end of turn. (It can't be blocked except by two or more creatures.)\nExhaust — {5}: Put two +1/+1 counters on this creature. (Activate each exhaust ability only once.)", "power": "3", "toughness": "2"},
    {"name": "Keen Buccaneer", "mana_cost": "{2}{U}", "type_line": "Creature — Octopus Pirate", "oracle_text": "Vigilance\nExhaust — {1}{U}: Draw a card, then discard a card. Put a +1/+1 counter on this creature. (Activate each exhaust ability only once.)", "power": "2", "toughness": "3"},
    {"name": "Mindspring Merfolk", "mana_cost": "{U}", "type_line": "Creature — Merfolk Wizard", "oracle_text": "Exhaust — {X}{U}{U}, {T}: Draw X cards. Put a +1/+1 counter on each Merfolk creature you control. (Activate each exhaust ability only once.)", "power": "1", "toughness": "1"},
    {"name": "Rangers' Refueler", "mana_cost": "{1}{U}", "type_line": "Artifact — Vehicle", "oracle_text": "Whenever you activate an exhaust ability, draw a card.\nExhaust — {4}: This Vehicle becomes an artifact creature. Put a +1/+1 counter on it. (Activate each exhaust ability only once.)\nCrew 2", "power": "3", "toughness": "3"},
    {"name": "Spire Mechcycle", "mana_cost": "{4}{R}", "type_line": "Artifact — Vehicle", "oracle_text": "Haste\nExhaust — Tap another untapped Mount or Vehicle you control: This Vehicle becomes an artifact creature. Put a +1/+1 counter on it for each Mount and/or Vehicle you control other than this Vehicle. (Activate each exhaust ability only once.)\nCrew 2", "power": "5", "toughness": "4"},
    {"name": "Loot, the Pathfinder", "mana_cost": "{2}{G}{U}{R}", "type_line": "Legendary Creature — Beast Noble", "oracle_text": "Double strike, vigilance, haste\nExhaust — {G}, {T}: Add three mana of any one color. (Activate each exhaust ability only once.)\nExhaust — {U}, {T}: Draw three cards.\nExhaust — {R}, {T}: Loot deals 3 damage to any target.", "power": "2", "toughness": "4"},
    {"name": "Adaptive Gemguard", "mana_cost": "{3}{W}", "type_line": "Artifact Creature — Gnome", "oracle_text": "Tap two untapped artifacts and/or creatures you control: Put a +1/+1 counter on this creature. Activate only as a sorcery.", "power": "3", "toughness": "3"},
    {"name": "Fear of Exposure", "mana_cost": "{2}{G}", "type_line": "Enchantment Creature — Nightmare", "oracle_text": "As an additional cost to cast this spell, tap two untapped creatures and/or lands you control.\nTrample", "power": "5", "toughness": "4"},
    {"name": "Goldfury Strider", "mana_cost": "{4}{R}", "type_line": "Artifact Creature — Golem", "oracle_text": "Trample\nTap two untapped artifacts and/or creatures you control: Target creature gets +2/+0 until end of turn. Activate only as a sorcery.", "power": "3", "toughness": "5"},
    {"name": "Sunshot Militia", "mana_cost": "{1}{R}", "type_line": "Creature — Human Soldier", "oracle_text": "Tap two untapped artifacts and/or creatures you control: This creature deals 1 damage to each opponent. Activate only as a sorcery.", "power": "1", "toughness": "3"},
    {"name": "Warden of the Inner Sky", "mana_cost": "{W}", "type_line": "Creature — Human Soldier", "oracle_text": "As long as this creature has three or more counters on it, it has flying and vigilance.\nTap three untapped artifacts and/or creatures you control: Put a +1/+1 counter on this creature. Scry 1. Activate only as a sorcery.", "power": "1", "toughness": "2"},
    {"name": "Keskit, the Flesh Sculptor", "mana_cost": "{2}{B}", "type_line": "Legendary Creature — Phyrexian Human Artificer", "oracle_text": "{T}, Sacrifice three other artifacts and/or creatures: Look at the top three cards of your library. Put two of them into your hand and the other into your graveyard.\nPartner (You can have two commanders if both have partner.)", "power": "1", "toughness": "3"},
    {"name": "Aquastrand Spider", "mana_cost": "{1}{G}", "type_line": "Creature — Spider Mutant", "oracle_text": "Graft 2 (This creature enters the battlefield with two +1/+1 counters on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)\n{G}: Target creature with a +1/+1 counter on it gains reach until end of turn. (It can block creatures with flying.)", "colors": ["G"], "power": "0", "toughness": "0"},
    {"name": "Banewhip Punisher", "mana_cost": "{2}{B}", "type_line": "Creature — Human Warrior", "oracle_text": "When Banewhip Punisher enters the battlefield, you may put a -1/-1 counter on target creature.\n{B}, Sacrifice Banewhip Punisher: Destroy target creature that has a -1/-1 counter on it.", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Bind", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Counter target activated ability. (Mana abilities can't be targeted.)\nDraw a card.", "colors": ["G"]},
    {"name": "Blind Seer", "mana_cost": "{2}{U}{U}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "{1}{U}: Target spell or permanent becomes the color of your choice until end of turn.", "colors": ["U"], "power": "3", "toughness": "3"},
    {"name": "Bounty Hunter", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Human Archer Minion", "oracle_text": "{T}: Put a bounty counter on target nonblack creature.\n{T}: Destroy target creature with a bounty counter on it.", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Carrion Beetles", "mana_cost": "{B}", "type_line": "Creature — Insect", "oracle_text": "{2}{B}, {T}: Exile up to three target cards from a single graveyard.", "colors": ["B"], "power": "1", "toughness": "1"},
    {"name": "Chaoslace", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Target spell or permanent becomes red. (Its mana symbols remain unchanged.)", "colors": ["R"]},
    {"name": "Deathlace", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Target spell or permanent becomes black. (Mana symbols on that permanent remain unchanged.)", "colors": ["B"]},
    {"name": "Decompose", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "Exile up to three target cards from a single graveyard.", "colors": ["B"]},
    {"name": "Digsite Conservator", "mana_cost": "{2}", "type_line": "Artifact Creature — Gnome", "oracle_text": "Sacrifice this creature: Exile up to four target cards from a single graveyard. Activate only as a sorcery.\nWhen this creature dies, you may pay {4}. If you do, discover 4. (Exile cards from the top of your library until you exile a nonland card with mana value 4 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)", "colors": [], "power": "2", "toughness": "1"},
    {"name": "Disallow", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Counter target spell, activated ability, or triggered ability. (Mana abilities can't be targeted.)", "colors": ["U"]},
    {"name": "Divide by Zero", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Return target spell or permanent with mana value 1 or greater to its owner's hand.\nLearn. (You may reveal a Lesson card you own from outside the game and put it into your hand, or discard a card to draw a card.)", "colors": ["U"]},
    {"name": "Floodpits Drowner", "mana_cost": "{1}{U}", "type_line": "Creature — Merfolk", "oracle_text": "Flash\nVigilance\nWhen this creature enters, tap target creature an opponent controls and put a stun counter on it.\n{1}{U}, {T}: Shuffle this creature and target creature with a stun counter on it into their owners' libraries.", "colors": ["U"], "power": "2", "toughness": "1"},
    {"name": "Ghor-Clan Rampager", "mana_cost": "{2}{R}{G}", "type_line": "Creature — Beast", "oracle_text": "Trample\nBloodrush — {R}{G}, Discard Ghor-Clan Rampager: Target attacking creature gets +4/+4 and gains trample until end of turn.", "colors": ["R", "G"], "power": "4", "toughness": "4"},
    {"name": "Jeskai Revelation", "mana_cost": "{4}{U}{R}{W}", "type_line": "Instant", "oracle_text": "Return target spell or permanent to its owner's hand. Jeskai Revelation deals 4 damage to any target. Create two 1/1 white Monk creature tokens with prowess. Draw two cards. You gain 4 life.", "colors": ["R", "U", "W"]},
    {"name": "Kirol, Attentive First-Year", "mana_cost": "{1}{R/W}{R/W}", "type_line": "Legendary Creature — Vampire Cleric", "oracle_text": "Tap two untapped creatures you control: Copy target triggered ability you control. You may choose new targets for the copy. Activate only once each turn.", "colors": ["R", "W"], "power": "3", "toughness": "3"},
    {"name": "Mirrorshell Crab", "mana_cost": "{5}{U}{U}", "type_line": "Artifact Creature — Crab", "oracle_text": "Ward {3} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {3}.)\nChannel — {2}{U}, Discard Mirrorshell Crab: Counter target spell or ability unless its controller pays {3}.", "colors": ["U"], "power": "5", "toughness": "7"},
    {"name": "Pestilent Cauldron", "mana_cost": "{2}{B}", "type_line": "Artifact", "oracle_text": "{T}, Discard a card: Create a 1/1 black and green Pest creature token with \"When this creature dies, you gain 1 life.\"\n{1}, {T}: Each opponent mills cards equal to the amount of life you gained this turn.\n{4}, {T}: Exile four target cards from a single graveyard. Draw a card.", "colors": ["B"]},
    {"name": "Rapid Decay", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Exile up to three target cards from a single graveyard.\nCycling {2} ({2}, Discard this card: Draw a card.)", "colors": ["B"]},
    {"name": "Rats' Feast", "mana_cost": "{X}{B}", "type_line": "Sorcery", "oracle_text": "Exile X target cards from a single graveyard.", "colors": ["B"]},
    {"name": "Repudiate", "mana_cost": "{G/U}{G/U}", "type_line": "Instant", "oracle_text": "Counter target activated or triggered ability. (Mana abilities can't be targeted.)", "colors": ["U", "G"]},
    {"name": "Sarah's Wings", "mana_cost": "{W}", "type_line": "Tribal Instant — Angel", "oracle_text": "Target creature or player gains flying until end of turn. (Players with flying can't be dealt damage by creatures without flying.)", "colors": ["W"]},
    {"name": "Serene Remembrance", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Shuffle Serene Remembrance and up to three target cards from a single graveyard into their owners' libraries.", "colors": ["G"]},
    {"name": "Shred Memory", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Exile up to four target cards from a single graveyard.\nTransmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)", "colors": ["B"]},
    {"name": "Simic Basilisk", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Basilisk Mutant", "oracle_text": "Graft 3 (This creature enters the battlefield with three +1/+1 counters on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)\n{1}{G}: Until end of turn, target creature with a +1/+1 counter on it gains \"Whenever this creature deals combat damage to a creature, destroy that creature at end of combat.\"", "colors": ["G"], "power": "0", "toughness": "0"},
    {"name": "Skinbrand Goblin", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "Bloodrush — {R}, Discard Skinbrand Goblin: Target attacking creature gets +2/+1 until end of turn.", "colors": ["R"], "power": "2", "toughness": "1"},
    {"name": "Sporeback Troll", "mana_cost": "{3}{G}", "type_line": "Creature — Troll Mutant", "oracle_text": "Graft 2 (This creature enters the battlefield with two +1/+1 counters on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)\n{1}{G}: Regenerate target creature with a +1/+1 counter on it.", "colors": ["G"], "power": "0", "toughness": "0"},
    {"name": "Squelch", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target activated ability. (Mana abilities can't be targeted.)\nDraw a card.", "colors": ["U"]},
    {"name": "Stifle", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Counter target activated or triggered ability. (Mana abilities can't be targeted.)", "colors": ["U"]},
    {"name": "Strionic Resonator", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy. (A triggered ability uses the words \"when,\" \"whenever,\" or \"at.\")", "colors": []},
    {"name": "Tempered Veteran", "mana_cost": "{1}{W}", "type_line": "Creature — Human Knight", "oracle_text": "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.\n{4}{W}{W}, {T}: Put a +1/+1 counter on target creature.", "colors": ["W"], "power": "1", "toughness": "2"},
    {"name": "Together Forever", "mana_cost": "{W}{W}", "type_line": "Enchantment", "oracle_text": "When Together Forever enters the battlefield, support 2. (Put a +1/+1 counter on each of up to two target creatures.)\n{1}: Choose target creature with a counter on it. When that creature dies this turn, return that card to its owner's hand.", "colors": ["W"]},
    {"name": "Trickbind", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nCounter target activated or triggered ability. If a permanent's ability is countered this way, activated abilities of that permanent can't be activated this turn. (Mana abilities can't be targeted.)", "colors": ["U"]},
    {"name": "Voidslime", "mana_cost": "{G}{U}{U}", "type_line": "Instant", "oracle_text": "Counter target spell, activated ability, or triggered ability. (Mana abilities can't be targeted.)", "colors": ["U", "G"]},
    {"name": "Wrecking Ogre", "mana_cost": "{4}{R}", "type_line": "Creature — Ogre Warrior", "oracle_text": "Double strike\nBloodrush — {3}{R}{R}, Discard Wrecking Ogre: Target attacking creature gets +3/+3 and gains double strike until end of turn.", "colors": ["R"], "power": "3", "toughness": "3"},
    {"name": "Zhur-Taa Swine", "mana_cost": "{3}{R}{G}", "type_line": "Creature — Boar", "oracle_text": "Bloodrush — {1}{R}{G}, Discard Zhur-Taa Swine: Target attacking creature gets +5/+4 until end of turn.", "colors": ["R", "G"], "power": "5", "toughness": "4"},
    {"name": "Disembowel", "mana_cost": "{X}{B}", "type_line": "Instant", "oracle_text": "Destroy target creature with mana value X.", "colors": ["B"]},
    {"name": "Dominate", "mana_cost": "{X}{1}{U}{U}", "type_line": "Instant", "oracle_text": "Gain control of target creature with mana value X or less.", "colors": ["U"]},
    {"name": "Geth, Lord of the Vault", "mana_cost": "{4}{B}{B}", "type_line": "Legendary Creature — Phyrexian Zombie", "oracle_text": "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)\n{X}{B}: Put target artifact or creature card with mana value X from an opponent's graveyard onto the battlefield under your control tapped. Then that player mills X cards.", "colors": ["B"], "power": "5", "toughness": "5"},
    {"name": "Gorilla Shaman", "mana_cost": "{R}", "type_line": "Creature — Ape Shaman", "oracle_text": "{X}{X}{1}: Destroy target noncreature artifact with mana value X.", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Hearth Kami", "mana_cost": "{1}{R}", "type_line": "Creature — Spirit", "oracle_text": "{X}, Sacrifice Hearth Kami: Destroy target artifact with mana value X.", "colors": ["R"], "power": "2", "toughness": "1"},
    {"name": "Plaguebearer", "mana_cost": "{1}{B}", "type_line": "Creature — Zombie", "oracle_text": "{X}{X}{B}: Destroy target nonblack creature with mana value X.", "colors": ["B"], "power": "1", "toughness": "1"},
    {"name": "Spell Burst", "mana_cost": "{X}{U}", "type_line": "Instant", "oracle_text": "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)\nCounter target spell with mana value X.", "colors": ["U"]},
    {"name": "Stir the Grave", "mana_cost": "{X}{B}", "type_line": "Sorcery", "oracle_text": "Return target creature card with mana value X or less from your graveyard to the battlefield.", "colors": ["B"]},
    {"name": "Agatha's Champion", "mana_cost": "{4}{G}", "type_line": "Creature — Human Knight", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTrample\nWhen this creature enters, if it was bargained, it fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)", "power": "4", "toughness": "4"},
    {"name": "Archon's Glory", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTarget creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains flying and lifelink until end of turn."},
    {"name": "Back for Seconds", "mana_cost": "{2}{B}", "type_line": "Sorcery", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nReturn up to two target creature cards from your graveyard to your hand. If this spell was bargained, you may put one of those cards with mana value 4 or less onto the battlefield instead of putting it into your hand."},
    {"name": "Beseech the Mirror", "mana_cost": "{1}{B}{B}{B}", "type_line": "Sorcery", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nSearch your library for a card, exile it face down, then shuffle. If this spell was bargained, you may cast the exiled card without paying its mana cost if that spell's mana value is 4 or less. Put the exiled card into your hand if it wasn't cast this way."},
    {"name": "Brave the Wilds", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nIf this spell was bargained, target land you control becomes a 3/3 Elemental creature with haste that's still a land.\nSearch your library for a basic land card, reveal it, put it into your hand, then shuffle."},
    {"name": "Candy Grapple", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTarget creature gets -3/-3 until end of turn. If this spell was bargained, that creature gets -5/-5 until end of turn instead."},
    {"name": "Dan, Shrewd Trader", "mana_cost": "{3}{B}", "type_line": "Legendary Creature — Human Gamer", "oracle_text": "You can bargain any permanent instead of just artifacts, enchantments, and tokens.\nWhenever you cast a spell, if it was bargained, copy that spell. You may choose new targets for the copy.", "power": "3", "toughness": "4"},
    {"name": "Diminisher Witch", "mana_cost": "{2}{U}", "type_line": "Creature — Human Warlock", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nWhen this creature enters, if it was bargained, create a Cursed Role token attached to target creature an opponent controls. (If you control another Role on it, put that one into the graveyard. Enchanted creature is 1/1.)", "power": "3", "toughness": "2"},
    {"name": "Farsight Ritual", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nLook at the top four cards of your library. If this spell was bargained, look at the top eight cards of your library instead. Put two of them into your hand and the rest on the bottom of your library in a random order."},
    {"name": "Hamlet Glutton", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Giant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {2} less to cast if it's bargained.\nTrample\nWhen this creature enters, you gain 3 life.", "power": "6", "toughness": "6"},
    {"name": "High Fae Negotiator", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Faerie Warlock", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nFlying\nWhen this creature enters, if it was bargained, each opponent loses 3 life and you gain 3 life.", "power": "3", "toughness": "5"},
    {"name": "Ice Out", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {1} less to cast if it's bargained.\nCounter target spell."},
    {"name": "Johann's Stopgap", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {2} less to cast if it's bargained.\nReturn target nonland permanent to its owner's hand. Draw a card."},
    {"name": "Kellan's Lightblades", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nKellan's Lightblades deals 3 damage to target attacking or blocking creature. If this spell was bargained, destroy that creature instead."},
    {"name": "Realm-Scorcher Hellkite", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nFlying, haste\nWhen this creature enters, if it was bargained, add four mana in any combination of colors.\n{1}{R}: This creature deals 1 damage to any target.", "power": "4", "toughness": "6"},
    {"name": "Rowan's Grim Search", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nIf this spell was bargained, look at the top four cards of your library, then put up to two of them back on top of your library in any order and the rest into your graveyard.\nYou draw two cards and you lose 2 life."},
    {"name": "Stonesplitter Bolt", "mana_cost": "{X}{R}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nStonesplitter Bolt deals X damage to target creature or planeswalker. If this spell was bargained, it deals twice X damage to that permanent instead."},
    {"name": "Tenacious Tomeseeker", "mana_cost": "{2}{U}", "type_line": "Creature — Human Knight", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nWhen this creature enters, if it was bargained, return target instant or sorcery card from your graveyard to your hand.", "power": "3", "toughness": "2"},
    {"name": "Thunderous Debut", "mana_cost": "{6}{G}{G}", "type_line": "Sorcery", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nLook at the top twenty cards of your library. You may reveal up to two creature cards from among them. If this spell was bargained, put the revealed cards onto the battlefield. Otherwise, put the revealed cards into your hand. Then shuffle."},
    {"name": "Torch the Tower", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTorch the Tower deals 2 damage to target creature or planeswalker. If this spell was bargained, instead it deals 3 damage to that permanent and you scry 1.\nIf a permanent dealt damage by Torch the Tower would die this turn, exile it instead."},
    {"name": "Troublemaker Ouphe", "mana_cost": "{1}{G}", "type_line": "Creature — Ouphe", "oracle_text": "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nWhen this creature enters, if it was bargained, exile target artifact or enchantment an opponent controls.", "power": "2", "toughness": "2"},
    {"name": "Crashing Wave", "mana_cost": "{U}{U}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, waterbend {X}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nTap up to X target creatures, then distribute three stun counters among any number of tapped creatures your opponents control. (If a permanent with a stun counter would become untapped, remove one from it instead.)"},
    {"name": "Evershrike's Gift", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n{1}{W}, Blight 2: Return this card from your graveyard to your hand. Activate only as a sorcery. (To blight 2, put two -1/-1 counters on a creature you control.)"},
    {"name": "Geyser Leaper", "mana_cost": "{4}{U}", "type_line": "Creature — Human Warrior Ally", "oracle_text": "Flying\nWaterbend {4}: Draw a card, then discard a card. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "4", "toughness": "3"},
    {"name": "Gristle Glutton", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Scout", "oracle_text": "{T}, Blight 1: Discard a card. If you do, draw a card. (To blight 1, put a -1/-1 counter on a creature you control.)", "power": "1", "toughness": "3"},
    {"name": "Katara, Bending Prodigy", "mana_cost": "{2}{U}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "At the beginning of your end step, if Katara is tapped, put a +1/+1 counter on her.\nWaterbend {6}: Draw a card. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "2", "toughness": "3"},
    {"name": "Roamer's Routine", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\nHarmonize {4}{G} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)"},
    {"name": "Spider-Man, Brooklyn Visionary", "mana_cost": "{4}{G}", "type_line": "Legendary Creature — Spider Human Hero", "oracle_text": "Web-slinging {2}{G} (You may cast this spell for {2}{G} if you also return a tapped creature you control to its owner's hand.)\nWhen Spider-Man enters, search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", "power": "4", "toughness": "3"},
    {"name": "Spider-Man, Web-Slinger", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Spider Human Hero", "oracle_text": "Web-slinging {W} (You may cast this spell for {W} if you also return a tapped creature you control to its owner's hand.)", "power": "3", "toughness": "3"},
    {"name": "Spider-UK", "mana_cost": "{3}{W}", "type_line": "Legendary Creature — Spider Human Hero", "oracle_text": "Web-slinging {2}{W} (You may cast this spell for {2}{W} if you also return a tapped creature you control to its owner's hand.)\nAt the beginning of your end step, if two or more creatures entered the battlefield under your control this turn, you draw a card and gain 2 life.", "power": "3", "toughness": "4"},
    {"name": "Spiders-Man, Heroic Horde", "mana_cost": "{1}{G}", "type_line": "Legendary Creature — Spider Hero", "oracle_text": "Web-slinging {4}{G}{G} (You may cast this spell for {4}{G}{G} if you also return a tapped creature you control to its owner's hand.)\nWhen Spiders-Man enters, if they were cast using web-slinging, you gain 3 life and create two 2/1 green Spider creature tokens with reach.", "power": "2", "toughness": "3"},
    {"name": "Sting-Slinger", "mana_cost": "{2}{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "{1}{R}, {T}, Blight 1: This creature deals 2 damage to each opponent. (To blight 1, put a -1/-1 counter on a creature you control.)", "power": "3", "toughness": "3"},
    {"name": "Wild Ride", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Target creature gets +3/+0 and gains haste until end of turn.\nHarmonize {4}{R} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)"},
    {"name": "Banishing Stroke", "mana_cost": "{5}{W}", "type_line": "Instant", "oracle_text": "Put target artifact, creature, or enchantment on the bottom of its owner's library.\nMiracle {W} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Blessings of Nature", "mana_cost": "{4}{G}", "type_line": "Sorcery", "oracle_text": "Distribute four +1/+1 counters among any number of target creatures.\nMiracle {G} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Bonfire of the Damned", "mana_cost": "{X}{X}{R}", "type_line": "Sorcery", "oracle_text": "Bonfire of the Damned deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.\nMiracle {X}{R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Devastation Tide", "mana_cost": "{3}{U}{U}", "type_line": "Sorcery", "oracle_text": "Return all nonland permanents to their owners' hands.\nMiracle {1}{U} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Entreat the Angels", "mana_cost": "{X}{X}{W}{W}{W}", "type_line": "Sorcery", "oracle_text": "Create X 4/4 white Angel creature tokens with flying.\nMiracle {X}{W}{W} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Entreat the Dead", "mana_cost": "{X}{X}{B}{B}{B}", "type_line": "Sorcery", "oracle_text": "Return X target creature cards from your graveyard to the battlefield.\nMiracle {X}{B}{B} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Reforge the Soul", "mana_cost": "{3}{R}{R}", "type_line": "Sorcery", "oracle_text": "Each player discards their hand, then draws seven cards.\nMiracle {1}{R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Revenge of the Hunted", "mana_cost": "{4}{G}{G}", "type_line": "Sorcery", "oracle_text": "Until end of turn, target creature gets +6/+6 and gains trample, and all creatures able to block it this turn do so.\nMiracle {G} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Temporal Mastery", "mana_cost": "{5}{U}{U}", "type_line": "Sorcery", "oracle_text": "Take an extra turn after this one. Exile Temporal Mastery.\nMiracle {1}{U} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Terminus", "mana_cost": "{4}{W}{W}", "type_line": "Sorcery", "oracle_text": "Put all creatures on the bottom of their owners' libraries.\nMiracle {W} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Thunderous Wrath", "mana_cost": "{4}{R}{R}", "type_line": "Instant", "oracle_text": "Thunderous Wrath deals 5 damage to any target.\nMiracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Vanishment", "mana_cost": "{4}{U}", "type_line": "Instant", "oracle_text": "Put target nonland permanent on top of its owner's library.\nMiracle {U} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"},
    {"name": "Aegis of the Gods", "mana_cost": "{1}{W}", "type_line": "Enchantment Creature — Human Soldier", "oracle_text": "You have hexproof. (You can't be the target of spells or abilities your opponents control.)", "power": "2", "toughness": "1"},
    {"name": "Angelic Enforcer", "mana_cost": "", "type_line": "Creature — Angel", "oracle_text": "Flying\nYou have hexproof.\nAngelic Enforcer's power and toughness are each equal to your life total.\nWhenever Angelic Enforcer attacks, double your life total.", "power": "*", "toughness": "*"},
    {"name": "Imperial Mask", "mana_cost": "{4}{W}", "type_line": "Enchantment", "oracle_text": "When Imperial Mask enters the battlefield, if it's not a token, each of your teammates creates a token that's a copy of Imperial Mask.\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)"},
    {"name": "Ivory Mask", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "oracle_text": "You have shroud. (You can't be the target of spells or abilities.)"},
    {"name": "Spirit of the Hearth", "mana_cost": "{4}{W}{W}", "type_line": "Creature — Cat Spirit", "oracle_text": "Flying\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)", "power": "4", "toughness": "5"},
    {"name": "Teyo, the Shieldmage", "mana_cost": "{2}{W}", "type_line": "Legendary Planeswalker — Teyo", "oracle_text": "You have hexproof. (You can't be the target of spells or abilities your opponents control.)\n[-2]: Create a 0/3 white Wall creature token with defender.", "loyalty": "5"},
    {"name": "True Believer", "mana_cost": "{W}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "You have shroud. (You can't be the target of spells or abilities.)", "power": "2", "toughness": "2"},
    {"name": "Witchbane Orb", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "When Witchbane Orb enters the battlefield, destroy all Curses attached to you.\nYou have hexproof. (You can't be the target of spells or abilities your opponents control, including Aura spells.)"},
    {"name": "Bannerhide Krushok", "mana_cost": "{3}{G}", "type_line": "Creature — Beast", "oracle_text": "Trample\nReinforce 2—{1}{G} ({1}{G}, Discard this card: Put two +1/+1 counters on target creature.)\nScavenge {5}{G}{G} ({5}{G}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)", "power": "4", "toughness": "4"},
    {"name": "Break Ties", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.\n• Exile target card from a graveyard.\nReinforce 1—{W} ({W}, Discard this card: Put a +1/+1 counter on target creature.)"},
    {"name": "Brighthearth Banneret", "mana_cost": "{1}{R}", "type_line": "Creature — Elemental Warrior", "oracle_text": "Elemental spells and Warrior spells you cast cost {1} less to cast.\nReinforce 1—{1}{R} ({1}{R}, Discard this card: Put a +1/+1 counter on target creature.)", "power": "1", "toughness": "1"},
    {"name": "Burrenton Bombardier", "mana_cost": "{2}{W}", "type_line": "Creature — Kithkin Soldier", "oracle_text": "Flying\nReinforce 2—{2}{W} ({2}{W}, Discard this card: Put two +1/+1 counters on target creature.)", "power": "2", "toughness": "2"},
    {"name": "Earthbrawn", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Target creature gets +3/+3 until end of turn.\nReinforce 1—{1}{G} ({1}{G}, Discard this card: Put a +1/+1 counter on target creature.)"},
    {"name": "Hunting Triad", "mana_cost": "{3}{G}", "type_line": "Tribal Sorcery — Elf", "oracle_text": "Create three 1/1 green Elf Warrior creature tokens.\nReinforce 3—{3}{G} ({3}{G}, Discard this card: Put three +1/+1 counters on target creature.)"},
    {"name": "Mosquito Guard", "mana_cost": "{W}", "type_line": "Creature — Kithkin Soldier", "oracle_text": "First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on target creature.)", "power": "1", "toughness": "1"},
    {"name": "A Little Chat", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Casualty 1 (As you cast this spell, you may sacrifice a creature with power 1 or greater. When you do, copy this spell.)\nLook at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library."},
    {"name": "Aesi, Tyrant of Gyre Strait", "mana_cost": "{4}{G}{U}", "type_line": "Legendary Creature — Serpent", "oracle_text": "You may play an additional land on each of your turns.\nLandfall — Whenever a land you control enters, you may draw a card.", "power": "5", "toughness": "5"},
    {"name": "Azusa, Lost but Seeking", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Human Monk", "oracle_text": "You may play two additional lands on each of your turns.", "power": "1", "toughness": "2"},
    {"name": "Boulder Salvo", "mana_cost": "{4}{R}", "type_line": "Sorcery", "oracle_text": "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nBoulder Salvo deals 4 damage to target creature."},
    {"name": "Comparative Analysis", "mana_cost": "{3}{U}", "type_line": "Instant", "oracle_text": "Surge {2}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nTarget player draws two cards."},
    {"name": "Containment Membrane", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Surge {U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nEnchant creature\nEnchanted creature doesn't untap during its controller's untap step."},
    {"name": "Controvert", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "Counter target spell.\nRecover {2}{U}{U} (When a creature is put into your graveyard from the battlefield, you may pay {2}{U}{U}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"},
    {"name": "Cut of the Profits", "mana_cost": "{X}{B}{B}", "type_line": "Sorcery", "oracle_text": "Casualty 3 (As you cast this spell, you may sacrifice a creature with power 3 or greater. When you do, copy this spell.)\nYou draw X cards and you lose X life."},
    {"name": "Dig Up the Body", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Casualty 1 (As you cast this spell, you may sacrifice a creature with power 1 or greater. When you do, copy this spell.)\nMill two cards, then you may return a creature card from your graveyard to your hand. (To mill a card, put the top card of your library into your graveyard.)"},
    {"name": "Dragonlord Kolaghan", "mana_cost": "{4}{B}{R}", "type_line": "Legendary Creature — Elder Dragon", "oracle_text": "Flying, haste\nOther creatures you control have haste.\nWhenever an opponent casts a creature or planeswalker spell with the same name as a card in their graveyard, that player loses 10 life.", "power": "6", "toughness": "5"},
    {"name": "Exploration", "mana_cost": "{G}", "type_line": "Enchantment", "oracle_text": "You may play an additional land on each of your turns."},
    {"name": "Flubs, the Fool", "mana_cost": "{G}{U}{R}", "type_line": "Legendary Creature — Frog Scout", "oracle_text": "You may play an additional land on each of your turns.\nWhenever you play a land or cast a spell, draw a card if you have no cards in hand. Otherwise, discard a card.", "power": "0", "toughness": "5"},
    {"name": "Garna, the Bloodflame", "mana_cost": "{3}{B}{R}", "type_line": "Legendary Creature — Human Warrior", "oracle_text": "Flash\nWhen Garna enters, return to your hand all creature cards in your graveyard that were put there from anywhere this turn.\nOther creatures you control have haste.", "power": "3", "toughness": "3"},
    {"name": "Ghirapur Orrery", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "Each player may play an additional land on each of their turns.\nAt the beginning of each player's upkeep, if that player has no cards in hand, that player draws three cards."},
    {"name": "Goblin Freerunner", "mana_cost": "{3}{R}", "type_line": "Creature — Goblin Warrior Ally", "oracle_text": "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nMenace (This creature can't be blocked except by two or more creatures.)", "power": "3", "toughness": "2"},
    {"name": "Grip of the Roil", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Surge {1}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nTap target creature. It doesn't untap during its controller's next untap step.\nDraw a card."},
    {"name": "Icefall", "mana_cost": "{2}{R}{R}", "type_line": "Sorcery", "oracle_text": "Destroy target artifact or land.\nRecover {R}{R} (When a creature is put into your graveyard from the battlefield, you may pay {R}{R}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"},
    {"name": "Illicit Shipment", "mana_cost": "{3}{B}{B}", "type_line": "Sorcery", "oracle_text": "Casualty 3 (As you cast this spell, you may sacrifice a creature with power 3 or greater. When you do, copy this spell.)\nSearch your library for a card, put it into your hand, then shuffle."},
    {"name": "Join the Maestros", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell.)\nCreate a 4/3 black Ogre Warrior creature token."},
    {"name": "Jwar Isle Avenger", "mana_cost": "{4}{U}", "type_line": "Creature — Sphinx", "oracle_text": "Surge {2}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nFlying", "power": "3", "toughness": "3"},
    {"name": "Krovikan Rot", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Destroy target creature with power 2 or less.\nRecover {1}{B}{B} (When a creature is put into your graveyard from the battlefield, you may pay {1}{B}{B}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"},
    {"name": "Light 'Em Up", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell and you may choose a new target for the copy.)\nLight 'Em Up deals 2 damage to target creature or planeswalker."},
    {"name": "Make Disappear", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Casualty 1 (As you cast this spell, you may sacrifice a creature with power 1 or greater. When you do, copy this spell and you may choose a new target for the copy.)\nCounter target spell unless its controller pays {2}."},
    {"name": "Overwhelming Denial", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "Surge {U}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nThis spell can't be countered.\nCounter target spell."},
    {"name": "Resize", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Target creature gets +3/+3 until end of turn.\nRecover {1}{G} (When a creature is put into your graveyard from the battlefield, you may pay {1}{G}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"},
    {"name": "Rites of Flourishing", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "At the beginning of each player's draw step, that player draws an additional card.\nEach player may play an additional land on each of their turns."},
    {"name": "Rooftop Nuisance", "mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "Casualty 1 (As you cast this spell, you may sacrifice a creature with power 1 or greater. When you do, copy this spell and you may choose a new target for the copy.)\nTap target creature. It doesn't untap during its controller's next untap step.\nDraw a card."},
    {"name": "Samut, Voice of Dissent", "mana_cost": "{3}{R}{G}", "type_line": "Legendary Creature — Human Warrior", "oracle_text": "Flash\nDouble strike, vigilance, haste\nOther creatures you control have haste.\n{W}, {T}: Untap another target creature.", "power": "3", "toughness": "4"},
    {"name": "Smellerbee, Rebel Fighter", "mana_cost": "{3}{R}", "type_line": "Legendary Creature — Human Rebel Ally", "oracle_text": "First strike\nOther creatures you control have haste.\nWhenever Smellerbee attacks, you may discard your hand. If you do, draw cards equal to the number of attacking creatures.", "power": "3", "toughness": "3"},
    {"name": "Song of Creation", "mana_cost": "{1}{G}{U}{R}", "type_line": "Enchantment", "oracle_text": "You may play an additional land on each of your turns.\nWhenever you cast a spell, draw two cards.\nAt the beginning of your end step, discard your hand."},
    {"name": "Sun's Bounty", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "You gain 4 life.\nRecover {1}{W} (When a creature is put into your graveyard from the battlefield, you may pay {1}{W}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"},
    {"name": "Titania", "mana_cost": "", "type_line": "Vanguard", "oracle_text": "You may play an additional land on each of your turns."},
    {"name": "Yarus, Roar of the Old Gods", "mana_cost": "{2}{R}{G}", "type_line": "Legendary Creature — Centaur Druid", "oracle_text": "Other creatures you control have haste.\nWhenever one or more face-down creatures you control deal combat damage to a player, draw a card.\nWhenever a face-down creature you control dies, return it to the battlefield face down under its owner's control if it's a permanent card, then turn it face up.", "power": "4", "toughness": "4"},
    {"name": "Zell Dincht", "mana_cost": "{2}{R}", "type_line": "Legendary Creature — Human Monk", "oracle_text": "You may play an additional land on each of your turns.\nZell Dincht gets +1/+0 for each land you control.\nAt the beginning of your end step, return a land you control to its owner's hand.", "power": "0", "toughness": "3"},
    {"name": "Fall of the Titans", "mana_cost": "{X}{X}{R}", "type_line": "Instant", "oracle_text": "Surge {X}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nFall of the Titans deals X damage to each of up to two targets."},
    {"name": "Ob Nixilis, the Adversary", "mana_cost": "{1}{B}{R}", "type_line": "Legendary Planeswalker — Nixilis", "oracle_text": "Casualty X. The copy isn't legendary and has starting loyalty X. (As you cast this spell, you may sacrifice a creature with power X. When you do, copy this spell. The copy becomes a token.)\n[+1]: Each opponent loses 2 life unless they discard a card. If you control a Demon or Devil, you gain 2 life.\n[-2]: Create a 1/1 red Devil creature token with \"When this creature dies, it deals 1 damage to any target.\"\n[-7]: Target player draws seven cards and loses 7 life.", "loyalty": "3"},
    {"name": "Druid Class", "mana_cost": "{1}{G}", "type_line": "Enchantment — Class", "oracle_text": "(Gain the next level as a sorcery to add its ability.)\nWhenever a land enters the battlefield under your control, you gain 1 life.\n{2}{G}: Level 2\nYou may play an additional land on each of your turns.\n{4}{G}: Level 3\nWhen this Class becomes level 3, target land you control becomes a creature with haste and \"This creature's power and toughness are each equal to the number of lands you control.\" It's still a land."},
    {"name": "Garza's Assassin", "mana_cost": "{B}{B}{B}", "type_line": "Creature — Human Assassin", "oracle_text": "Sacrifice Garza's Assassin: Destroy target nonblack creature.\nRecover—Pay half your life, rounded up. (When another creature is put into your graveyard from the battlefield, you may pay half your life, rounded up. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)", "power": "2", "toughness": "2"},
    {"name": "Arachnus Web", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nAt the beginning of the end step, if enchanted creature's power is 4 or greater, destroy Arachnus Web."},
    {"name": "Demotion", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't block, and its activated abilities can't be activated."},
    {"name": "Desert's Hold", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nWhen Desert's Hold enters the battlefield, if you control a Desert or there is a Desert card in your graveyard, you gain 3 life.\nEnchanted creature can't attack or block, and its activated abilities can't be activated."},
    {"name": "Detainment Spell", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature's activated abilities can't be activated.\n{1}{W}: Attach Detainment Spell to target creature."},
    {"name": "Encrust", "mana_cost": "{1}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated."},
    {"name": "Faith's Fetters", "mana_cost": "{3}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant permanent\nWhen Faith's Fetters enters the battlefield, you gain 4 life.\nEnchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities."},
    {"name": "Gelid Shackles", "mana_cost": "{W}", "type_line": "Snow Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't block, and its activated abilities can't be activated.\n{S}: Enchanted creature gains defender until end of turn. ({S} can be paid with one mana from a snow source.)"},
    {"name": "Ice Cage", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhen enchanted creature becomes the target of a spell or ability, destroy Ice Cage."},
    {"name": "Lawmage's Binding", "mana_cost": "{1}{W}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated."},
    {"name": "Nahiri's Binding", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature or planeswalker\nEnchanted permanent can't attack or block, and its activated abilities can't be activated."},
    {"name": "One Thousand Lashes", "mana_cost": "{2}{W}{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life."},
    {"name": "Petrify", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact or creature\nEnchanted permanent can't attack or block, and its activated abilities can't be activated."},
    {"name": "Prison Term", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhenever a creature enters the battlefield under an opponent's control, you may attach Prison Term to that creature."},
    {"name": "Stasis Cocoon", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact\nEnchanted artifact can't attack or block, and its activated abilities can't be activated."},
    {"name": "Stuck in Summoner's Sanctum", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant artifact or creature\nWhen this Aura enters, tap enchanted permanent.\nEnchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated."},
    {"name": "Stupefying Touch", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nWhen Stupefying Touch enters the battlefield, draw a card.\nEnchanted creature's activated abilities can't be activated."},
    {"name": "Suppression Bonds", "mana_cost": "{3}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant nonland permanent\nEnchanted permanent can't attack or block, and its activated abilities can't be activated."},
    {"name": "Viper's Kiss", "mana_cost": "{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets -1/-1, and its activated abilities can't be activated."},
    {"name": "Alexi's Cloak", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature has shroud. (It can't be the target of spells or abilities.)"},
    {"name": "Aspect of Mongoose", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has shroud. (It can't be the target of spells or abilities.)\nWhen Aspect of Mongoose is put into a graveyard from the battlefield, return Aspect of Mongoose to its owner's hand."},
    {"name": "Black Ward", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has protection from black. This effect doesn't remove Black Ward."},
    {"name": "White Ward", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove White Ward."},
    {"name": "Cloak and Dagger", "mana_cost": "{2}", "type_line": "Tribal Artifact — Rogue Equipment", "oracle_text": "Equipped creature gets +2/+0 and has shroud. (It can't be the target of spells or abilities.)\nWhenever a Rogue creature enters the battlefield, you may attach Cloak and Dagger to it.\nEquip {3}"},
    {"name": "Crown of Awe", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has protection from black and from red.\nSacrifice Crown of Awe: Enchanted creature and other creatures that share a creature type with it gain protection from black and from red until end of turn."},
    {"name": "Curator's Ward", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant permanent\nEnchanted permanent has hexproof.\nWhen enchanted permanent leaves the battlefield, if it was historic, draw two cards. (Artifacts, legendaries, and Sagas are historic.)"},
    {"name": "Diplomatic Immunity", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nShroud (A permanent with shroud can't be the target of spells or abilities.)\nEnchanted creature has shroud."},
    {"name": "Guildscorn Ward", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has protection from multicolored."},
    {"name": "Holy Mantle", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and has protection from creatures."},
    {"name": "Spirit Mantle", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has protection from creatures."},
    {"name": "Unquestioned Authority", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nWhen Unquestioned Authority enters the battlefield, draw a card.\nEnchanted creature has protection from creatures."},
    {"name": "Mask of Avacyn", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+2 and has hexproof. (It can't be the target of spells or abilities your opponents control.)\nEquip {3}"},
    {"name": "Mask of Law and Grace", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has protection from black and from red."},
    {"name": "Robe of Mirrors", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature (Target a creature as you cast this. This card enters the battlefield attached to that creature.)\nEnchanted creature has shroud. (It can't be the target of spells or abilities.)"},
    {"name": "Sword of Fire and Ice", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target and you draw a card.\nEquip {2}"},
    {"name": "Sword of Wealth and Power", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+2 and has protection from instants and from sorceries.\nWhenever equipped creature deals combat damage to a player, create a Treasure token. When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.\nEquip {2}"},
    {"name": "Tattoo Ward", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't remove Tattoo Ward.\nSacrifice Tattoo Ward: Destroy target enchantment."},
    {"name": "Zephid's Embrace", "mana_cost": "{2}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+2 and has flying and shroud. (It can't be the target of spells or abilities.)"},
    {"name": "Athreos, God of Passage", "mana_cost": "{1}{W}{B}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to white and black is less than seven, Athreos isn't a creature.\nWhenever another creature you own dies, return it to your hand unless target opponent pays 3 life.", "power": "5", "toughness": "4"},
    {"name": "Ephara, God of the Polis", "mana_cost": "{2}{W}{U}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to white and blue is less than seven, Ephara isn't a creature.\nAt the beginning of each upkeep, if you had another creature enter the battlefield under your control last turn, draw a card.", "power": "6", "toughness": "5"},
    {"name": "Erebos, God of the Dead", "mana_cost": "{3}{B}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to black is less than five, Erebos isn't a creature. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)\nYour opponents can't gain life.\n{1}{B}, Pay 2 life: Draw a card.", "power": "5", "toughness": "7"},
    {"name": "Heliod, God of the Sun", "mana_cost": "{3}{W}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to white is less than five, Heliod isn't a creature. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)\nOther creatures you control have vigilance.\n{2}{W}{W}: Create a 2/1 white Cleric enchantment creature token.", "power": "5", "toughness": "6"},
    {"name": "Iroas, God of Victory", "mana_cost": "{2}{R}{W}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to red and white is less than seven, Iroas isn't a creature.\nCreatures you control have menace.\nPrevent all damage that would be dealt to attacking creatures you control.", "power": "7", "toughness": "4"},
    {"name": "Karametra, God of Harvests", "mana_cost": "{3}{G}{W}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to green and white is less than seven, Karametra isn't a creature.\nWhenever you cast a creature spell, you may search your library for a Forest or Plains card, put it onto the battlefield tapped, then shuffle.", "power": "6", "toughness": "7"},
    {"name": "Mogis, God of Slaughter", "mana_cost": "{2}{B}{R}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to black and red is less than seven, Mogis isn't a creature.\nAt the beginning of each opponent's upkeep, Mogis deals 2 damage to that player unless they sacrifice a creature of their choice.", "power": "7", "toughness": "5"},
    {"name": "Nylea, God of the Hunt", "mana_cost": "{3}{G}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to green is less than five, Nylea isn't a creature. (Each {G} in the mana costs of permanents you control counts toward your devotion to green.)\nOther creatures you control have trample.\n{3}{G}: Target creature gets +2/+2 until end of turn.", "power": "6", "toughness": "6"},
    {"name": "Purphoros, God of the Forge", "mana_cost": "{3}{R}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to red is less than five, Purphoros isn't a creature.\nWhenever another creature you control enters, Purphoros deals 2 damage to each opponent.\n{2}{R}: Creatures you control get +1/+0 until end of turn.", "power": "6", "toughness": "5"},
    {"name": "Thassa, God of the Sea", "mana_cost": "{2}{U}", "type_line": "Legendary Enchantment Creature — God", "oracle_text": "Indestructible\nAs long as your devotion to blue is less than five, Thassa isn't a creature. (Each {U} in the mana costs of permanents you control counts toward your devotion to blue.)\nAt the beginning of your upkeep, scry 1.\n{1}{U}: Target creature you control can't be blocked this turn.", "power": "5", "toughness": "5"},
    {"name": "Muraganda Raceway", "mana_cost": "", "type_line": "Land", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {T}: Add {C}{C}."},
    {"name": "Amonkhet Raceway", "mana_cost": "", "type_line": "Land", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {T}: Target creature gains haste until end of turn."},
    {"name": "Avishkar Raceway", "mana_cost": "", "type_line": "Land", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {3}, {T}, Discard a card: Draw a card."},
    {"name": "Starting Column", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add one mana of any color.\nMax speed — {T}, Sacrifice this artifact: Draw two cards, then discard a card."},
    {"name": "Glitch Ghost Surveyor", "mana_cost": "{2}{U}", "type_line": "Creature — Spirit Scout", "oracle_text": "Flying\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "power": "2", "toughness": "2"},
    {"name": "Goblin Surveyor", "mana_cost": "{2}{R}", "type_line": "Creature — Goblin Scout", "oracle_text": "Trample\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "power": "3", "toughness": "2"},
    {"name": "Leonin Surveyor", "mana_cost": "{1}{W}", "type_line": "Creature — Cat Scout", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nDuring your turn, this creature has first strike.\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "power": "2", "toughness": "2"},
    {"name": "Loxodon Surveyor", "mana_cost": "{2}{G}", "type_line": "Creature — Elephant Scout", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "power": "3", "toughness": "3"},
    {"name": "Mutant Surveyor", "mana_cost": "{2}{B}", "type_line": "Creature — Mutant Scout", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{2}: This creature gets +1/+1 until end of turn.\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", "power": "2", "toughness": "3"},
    {"name": "Hour of Victory", "mana_cost": "{2}{B}", "type_line": "Enchantment", "oracle_text": "Start your engines!\nWhen this enchantment enters, create a 2/2 black Zombie creature token.\nMax speed — {1}{B}, Sacrifice this enchantment: Search your library for a card, put it into your hand, then shuffle. Activate only as a sorcery."},
    {"name": "Kickoff Celebrations", "mana_cost": "{1}{R}", "type_line": "Enchantment", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this enchantment enters, you may discard a card. If you do, draw two cards.\nMax speed — Sacrifice this enchantment: Creatures and Vehicles you control gain haste until end of turn."},
    {"name": "Perilous Snare", "mana_cost": "{2}{W}", "type_line": "Artifact", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this artifact enters, exile target nonland permanent an opponent controls until this artifact leaves the battlefield.\nMax speed — {T}: Put a +1/+1 counter on target creature or Vehicle you control. Activate only as a sorcery."},
    {"name": "Racers' Scoreboard", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this artifact enters, draw two cards, then discard a card.\nMax speed — Spells you cast cost {1} less to cast."},
    {"name": "Slick Imitator", "mana_cost": "{1}{U}", "type_line": "Creature — Ooze", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — {1}, Sacrifice this creature: Copy target spell you control. You may choose new targets for the copy. (A copy of a permanent spell becomes a token.)", "power": "1", "toughness": "3"},
    {"name": "Case of the Crimson Pulse", "mana_cost": "{2}{R}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, discard a card, then draw two cards.\nTo solve — You have no cards in hand. (If unsolved, solve at the beginning of your end step.)\nSolved — At the beginning of your upkeep, discard your hand, then draw two cards."},
    {"name": "Case of the Gateway Express", "mana_cost": "{1}{W}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, choose target creature you don't control. Each creature you control deals 1 damage to that creature.\nTo solve — Three or more creatures attacked this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+0."},
    {"name": "Case of the Pilfered Proof", "mana_cost": "{1}{W}", "type_line": "Enchantment — Case", "oracle_text": "Whenever a Detective you control enters or is turned face up, put a +1/+1 counter on it.\nTo solve — You control three or more Detectives. (If unsolved, solve at the beginning of your end step.)\nSolved — If one or more tokens would be created under your control, those tokens plus a Clue token are created instead. (It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")"},
    {"name": "Case of the Shattered Pact", "mana_cost": "{2}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, search your library for a basic land card, reveal it, put it into your hand, then shuffle.\nTo solve — There are five colors among permanents you control. (If unsolved, solve at the beginning of your end step.)\nSolved — At the beginning of combat on your turn, target creature you control gains flying, double strike, and vigilance until end of turn."},
    {"name": "Case of the Trampled Garden", "mana_cost": "{2}{G}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, distribute two +1/+1 counters among one or two target creatures you control.\nTo solve — Creatures you control have total power 8 or greater. (If unsolved, solve at the beginning of your end step.)\nSolved — Whenever you attack, put a +1/+1 counter on target attacking creature. It gains trample until end of turn."},
    {"name": "Case of the Ransacked Lab", "mana_cost": "{2}{U}", "type_line": "Enchantment — Case", "oracle_text": "Instant and sorcery spells you cast cost {1} less to cast.\nTo solve — You've cast four or more instant and sorcery spells this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Whenever you cast an instant or sorcery spell, draw a card."},
    {"name": "Case of the Filched Falcon", "mana_cost": "{U}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")\nTo solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\nSolved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target noncreature artifact. It becomes a 0/0 Bird creature with flying in addition to its other types."},
    {"name": "Case of the Stashed Skeleton", "mana_cost": "{1}{B}", "type_line": "Enchantment — Case", "oracle_text": "When this Case enters, create a 2/1 black Skeleton creature token and suspect it. (It has menace and can't block.)\nTo solve — You control no suspected Skeletons. (If unsolved, solve at the beginning of your end step.)\nSolved — {1}{B}, Sacrifice this Case: Search your library for a card, put it into your hand, then shuffle. Activate only as a sorcery."},
    {"name": "Case of the Uneaten Feast", "mana_cost": "{W}", "type_line": "Enchantment — Case", "oracle_text": "Whenever a creature you control enters, you gain 1 life.\nTo solve — You've gained 5 or more life this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Sacrifice this Case: Creature cards in your graveyard gain \"You may cast this card from your graveyard\" until end of turn."},
    {"name": "Allies at Last", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Affinity for Allies (This spell costs {1} less to cast for each Ally you control.)\nUp to two target creatures you control each deal damage equal to their power to target creature an opponent controls."},
    {"name": "Bartz and Boko", "mana_cost": "{3}{G}{G}", "type_line": "Legendary Creature — Human Bird", "oracle_text": "Affinity for Birds (This spell costs {1} less to cast for each Bird you control.)\nWhen Bartz and Boko enters, each other Bird you control deals damage equal to its power to target creature an opponent controls.", "power": "4", "toughness": "3"},
    {"name": "Claws Out", "mana_cost": "{3}{W}{W}", "type_line": "Instant", "oracle_text": "Affinity for Cats (This spell costs {1} less to cast for each Cat you control.)\nCreatures you control get +2/+2 until end of turn."},
    {"name": "Gate Colossus", "mana_cost": "{8}", "type_line": "Artifact Creature — Construct", "oracle_text": "Affinity for Gates (This spell costs {1} less to cast for each Gate you control.)\nThis creature can't be blocked by creatures with power 2 or less.\nWhenever a Gate you control enters, you may put this card from your graveyard on top of your library.", "power": "8", "toughness": "8"},
    {"name": "Hellspur Brute", "mana_cost": "{4}{R}", "type_line": "Creature — Minotaur Mercenary", "oracle_text": "Affinity for outlaws (This spell costs {1} less to cast for each Assassin, Mercenary, Pirate, Rogue, and/or Warlock you control.)\nTrample", "power": "5", "toughness": "4"},
    {"name": "Polliwallop", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "Affinity for Frogs (This spell costs {1} less to cast for each Frog you control.)\nTarget creature you control deals damage equal to twice its power to target creature you don't control."},
    {"name": "Scales of Shale", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Affinity for Lizards (This spell costs {1} less to cast for each Lizard you control.)\nTarget creature gets +2/+0 and gains lifelink and indestructible until end of turn."},
    {"name": "Travel the Overworld", "mana_cost": "{5}{U}{U}", "type_line": "Sorcery", "oracle_text": "Affinity for Towns (This spell costs {1} less to cast for each Town you control.)\nDraw four cards."},
    {"name": "Absolute Grace", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "All creatures have protection from black."},
    {"name": "Absolute Law", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "All creatures have protection from red."},
    {"name": "Aether Meltdown", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nEnchant creature or Vehicle\nWhen Aether Meltdown enters the battlefield, you get {E}{E} (two energy counters).\nEnchanted creature gets -4/-0."},
    {"name": "Akroma's Memorial", "mana_cost": "{7}", "type_line": "Legendary Artifact", "oracle_text": "Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red."},
    {"name": "Ardyn, the Usurper", "mana_cost": "{5}{B}{B}{B}", "type_line": "Legendary Creature — Elder Human Noble", "oracle_text": "Demons you control have menace, lifelink, and haste.\nStarscourge — At the beginning of combat on your turn, exile up to one target creature card from a graveyard. If you exiled a card this way, create a token that's a copy of that card, except it's a 5/5 black Demon.", "power": "4", "toughness": "4"},
    {"name": "Avatar of Slaughter", "mana_cost": "{6}{R}{R}", "type_line": "Creature — Avatar", "oracle_text": "All creatures have double strike and attack each combat if able.", "power": "8", "toughness": "8"},
    {"name": "Cho-Manno's Blessing", "mana_cost": "{W}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nAs Cho-Manno's Blessing enters the battlefield, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Cho-Manno's Blessing."},
    {"name": "Cloudshredder Sliver", "mana_cost": "{R}{W}", "type_line": "Creature — Sliver", "oracle_text": "Sliver creatures you control have flying and haste.", "power": "1", "toughness": "1"},
    {"name": "Concordant Crossroads", "mana_cost": "{G}", "type_line": "World Enchantment", "oracle_text": "All creatures have haste."},
    {"name": "Crystalline Sliver", "mana_cost": "{W}{U}", "type_line": "Creature — Sliver", "oracle_text": "All Slivers have shroud. (They can't be the targets of spells or abilities.)", "power": "2", "toughness": "2"},
    {"name": "Drogskol Captain", "mana_cost": "{1}{W}{U}", "type_line": "Creature — Spirit Soldier", "oracle_text": "Flying\nOther Spirit creatures you control get +1/+1 and have hexproof. (They can't be the targets of spells or abilities your opponents control.)", "power": "2", "toughness": "2"},
    {"name": "Feline Sovereign", "mana_cost": "{2}{G}", "type_line": "Creature — Cat", "oracle_text": "Other Cats you control get +1/+1 and have protection from Dogs.\nWhenever one or more Cats you control deal combat damage to a player, destroy up to one target artifact or enchantment that player controls.", "power": "2", "toughness": "3"},
    {"name": "Garruk's Harbinger", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Beast", "oracle_text": "Hexproof from black\nWhenever Garruk's Harbinger deals combat damage to a player or planeswalker, look at that many cards from the top of your library. You may reveal a creature card or Garruk planeswalker card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "power": "4", "toughness": "3"},
    {"name": "General Ferrous Rokiric", "mana_cost": "{1}{R}{W}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "Hexproof from monocolored\nWhenever you cast a multicolored spell, create a 4/4 red and white Golem artifact creature token.", "power": "3", "toughness": "1"},
    {"name": "Gleaming Overseer", "mana_cost": "{1}{U}{B}", "type_line": "Creature — Zombie Wizard", "oracle_text": "When Gleaming Overseer enters the battlefield, amass 1. (Put a +1/+1 counter on an Army you control. If you don't control one, create a 0/0 black Zombie Army creature token first.)\nZombie tokens you control have hexproof and menace.", "power": "1", "toughness": "4"},
    {"name": "Haytham Kenway", "mana_cost": "{2}{W}{U}", "type_line": "Legendary Creature — Human Knight", "oracle_text": "Protection from Assassins\nOther Knights you control get +2/+2 and have protection from Assassins.\nWhen Haytham Kenway enters, for each opponent, exile up to one target creature that player controls until Haytham Kenway leaves the battlefield.", "power": "3", "toughness": "3"},
    {"name": "Hellraiser Goblin", "mana_cost": "{2}{R}", "type_line": "Creature — Goblin Berserker", "oracle_text": "Creatures you control have haste and attack each combat if able.", "power": "2", "toughness": "2"},
    {"name": "Hofri Ghostforge", "mana_cost": "{3}{R}{W}", "type_line": "Legendary Creature — Dwarf Cleric", "oracle_text": "Spirits you control get +1/+1 and have trample and haste.\nWhenever another nontoken creature you control dies, exile it. If you do, create a token that's a copy of that creature, except it's a Spirit in addition to its other types and it has \"When this token leaves the battlefield, return the exiled card to its owner's graveyard.\"", "power": "4", "toughness": "5"},
    {"name": "Hungry Lynx", "mana_cost": "{1}{G}", "type_line": "Creature — Cat", "oracle_text": "Cats you control have protection from Rats. (They can't be blocked, targeted, or dealt damage by Rats.)\nAt the beginning of your end step, target opponent creates a 1/1 black Rat creature token with deathtouch.\nWhenever a Rat dies, put a +1/+1 counter on each Cat you control.", "power": "2", "toughness": "2"},
    {"name": "Jaheira, Heroic Harper", "mana_cost": "{1}{G}{W}", "type_line": "Legendary Creature — Human Elf Druid", "oracle_text": "Hexproof from artifacts and enchantments\nWhen this creature specializes, destroy up to one target artifact or enchantment. Put a +1/+1 counter on each of up to two other target creatures.", "power": "3", "toughness": "4"},
    {"name": "Jaheira, Insightful Harper", "mana_cost": "{1}{G}{U}", "type_line": "Legendary Creature — Human Elf Druid", "oracle_text": "Hexproof from artifacts and enchantments\nWhen this creature specializes, destroy up to one target artifact or enchantment. Scry 2.", "power": "3", "toughness": "4"},
    {"name": "Jaheira, Merciful Harper", "mana_cost": "{1}{G}{G}", "type_line": "Legendary Creature — Human Elf Druid", "oracle_text": "Hexproof from artifacts and enchantments\nWhen this creature specializes, destroy up to one target artifact or enchantment. You gain 4 life.", "power": "3", "toughness": "4"},
    {"name": "Jaheira, Ruthless Harper", "mana_cost": "{1}{B}{G}", "type_line": "Legendary Creature — Human Elf Druid", "oracle_text": "Hexproof from artifacts and enchantments\nWhen this creature specializes, destroy up to one target artifact or enchantment. Each opponent loses 3 life.", "power": "3", "toughness": "4"},
    {"name": "Knight of Grace", "mana_cost": "{1}{W}", "type_line": "Creature — Human Knight", "oracle_text": "First strike (This creature deals combat damage before creatures without first strike.)\nHexproof from black (This creature can't be the target of black spells or abilities your opponents control.)\nThis creature gets +1/+0 as long as any player controls a black permanent.", "power": "2", "toughness": "2"},
    {"name": "Knight of Malice", "mana_cost": "{1}{B}", "type_line": "Creature — Human Knight", "oracle_text": "First strike (This creature deals combat damage before creatures without first strike.)\nHexproof from white (This creature can't be the target of white spells or abilities your opponents control.)\nThis creature gets +1/+0 as long as any player controls a white permanent.", "power": "2", "toughness": "2"},
    {"name": "Kratos, God of War", "mana_cost": "{R}{R}{R}", "type_line": "Legendary Creature — God Warrior", "oracle_text": "Double strike\nAll creatures have haste.\nAt the beginning of each player's end step, Kratos deals damage to that player equal to the number of creatures that player controls that didn't attack this turn.", "power": "2", "toughness": "3"},
    {"name": "Leonin Abunas", "mana_cost": "{3}{W}", "type_line": "Creature — Cat Cleric", "oracle_text": "Artifacts you control have hexproof. (They can't be the targets of spells or abilities your opponents control.)", "power": "2", "toughness": "5"},
    {"name": "Lord of the Unreal", "mana_cost": "{U}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "Illusion creatures you control get +1/+1 and have hexproof. (They can't be the targets of spells or abilities your opponents control.)", "power": "2", "toughness": "2"},
    {"name": "Mass Hysteria", "mana_cost": "{R}", "type_line": "Enchantment", "oracle_text": "All creatures have haste."},
    {"name": "Mists of Littjara", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature or Vehicle\nEnchanted creature gets -3/-0."},
    {"name": "Niv-Mizzet, Guildpact", "mana_cost": "{W}{U}{B}{R}{G}", "type_line": "Legendary Creature — Dragon Avatar", "oracle_text": "Flying, hexproof from multicolored\nWhenever Niv-Mizzet deals combat damage to a player, it deals X damage to any target, target player draws X cards, and you gain X life, where X is the number of different color pairs among permanents you control that are exactly two colors.", "power": "6", "toughness": "6"},
    {"name": "Order of the Stars", "mana_cost": "{W}", "type_line": "Creature — Human Cleric", "oracle_text": "Defender (This creature can't attack.)\nAs Order of the Stars enters the battlefield, choose a color.\nOrder of the Stars has protection from the chosen color.", "power": "0", "toughness": "1"},
    {"name": "Padeem, Consul of Innovation", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Vedalken Artificer", "oracle_text": "Artifacts you control have hexproof. (They can't be the targets of spells or abilities your opponents control.)\nAt the beginning of your upkeep, if you control the artifact with the greatest mana value or tied for the greatest mana value, draw a card.", "power": "1", "toughness": "4"},
    {"name": "Pentarch Ward", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nAs Pentarch Ward enters the battlefield, choose a color.\nWhen Pentarch Ward enters the battlefield, draw a card.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Pentarch Ward."},
    {"name": "Raddic, Tal Zealot", "mana_cost": "{2}{W}{B}", "type_line": "Legendary Creature — Human Knight", "oracle_text": "Hexproof from white and from black\nWhenever one or more Knights you control attack, draft a card from Raddic, Tal Zealot's spellbook.", "power": "4", "toughness": "4"},
    {"name": "Roadside Assistance", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature or Vehicle\nWhen this Aura enters, create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\"\nEnchanted permanent gets +1/+1 and has lifelink."},
    {"name": "Scion of Oona", "mana_cost": "{2}{U}", "type_line": "Creature — Faerie Soldier", "oracle_text": "Flash\nFlying\nOther Faerie creatures you control get +1/+1.\nOther Faeries you control have shroud. (They can't be the targets of spells or abilities.)", "power": "1", "toughness": "1"},
    {"name": "Silken Strength", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature or Vehicle\nWhen this Aura enters, untap enchanted permanent.\nEnchanted permanent gets +1/+2 and has reach."},
    {"name": "Voice of All", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nAs Voice of All enters the battlefield, choose a color.\nVoice of All has protection from the chosen color.", "power": "2", "toughness": "2"},
    {"name": "Ward Sliver", "mana_cost": "{4}{W}", "type_line": "Creature — Sliver", "oracle_text": "As Ward Sliver enters the battlefield, choose a color.\nAll Slivers have protection from the chosen color.", "power": "2", "toughness": "2"},
    {"name": "Sporeweb Weaver", "mana_cost": "{2}{G}", "type_line": "Creature — Spider", "oracle_text": "Reach, hexproof from blue\nWhenever Sporeweb Weaver is dealt damage, you gain 1 life and create a 1/1 green Saproling creature token.", "power": "1", "toughness": "4"},
    {"name": "Trusty Boomerang", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"{1}, {T}: Tap target creature. Return Trusty Boomerang to its owner's hand.\"\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Benthic Infiltrator", "mana_cost": "{2}{U}", "type_line": "Creature — Eldrazi Drone", "oracle_text": "Devoid (This card has no color.)\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)\nBenthic Infiltrator can't be blocked.", "power": "1", "toughness": "4"},
    {"name": "Culling Drone", "mana_cost": "{1}{B}", "type_line": "Creature — Eldrazi Drone", "oracle_text": "Devoid (This card has no color.)\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)", "power": "2", "toughness": "2"},
    {"name": "Mist Intruder", "mana_cost": "{1}{U}", "type_line": "Creature — Eldrazi Drone", "oracle_text": "Devoid (This card has no color.)\nFlying\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)", "power": "1", "toughness": "2"},
    {"name": "Endless Swarm", "mana_cost": "{5}{G}{G}{G}", "type_line": "Sorcery", "oracle_text": "Create a 1/1 green Snake creature token for each card in your hand.\nEpic (For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability.)"},
    {"name": "Enduring Ideal", "mana_cost": "{5}{W}{W}", "type_line": "Sorcery", "oracle_text": "Search your library for an enchantment card, put it onto the battlefield, then shuffle.\nEpic (For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability.)"},
    {"name": "Eternal Dominion", "mana_cost": "{7}{U}{U}{U}", "type_line": "Sorcery", "oracle_text": "Search target opponent's library for an artifact, creature, enchantment, or land card. Put that card onto the battlefield under your control. Then that player shuffles.\nEpic (For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability. You may choose a new target for the copy.)"},
    {"name": "Changeling Berserker", "mana_cost": "{3}{R}", "type_line": "Creature — Shapeshifter", "oracle_text": "Changeling (This card is every creature type.)\nHaste\nChampion a creature (When this enters the battlefield, sacrifice it unless you exile another creature you control. When this leaves the battlefield, that card returns to the battlefield.)", "power": "5", "toughness": "3"},
    {"name": "Mistbind Clique", "mana_cost": "{3}{U}", "type_line": "Creature — Faerie Wizard", "oracle_text": "Flash\nFlying\nChampion a Faerie (When this enters the battlefield, sacrifice it unless you exile another Faerie you control. When this leaves the battlefield, that card returns to the battlefield.)\nWhen a Faerie is championed with Mistbind Clique, tap all lands target player controls.", "power": "4", "toughness": "4"},
    {"name": "Wren's Run Packmaster", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "Champion an Elf (When this creature enters the battlefield, sacrifice it unless you exile another Elf you control. When this creature leaves the battlefield, that card returns to the battlefield.)\n{2}{G}: Create a 2/2 green Wolf creature token.\nWolves you control have deathtouch.", "power": "5", "toughness": "5"},
    {"name": "Lightning Crafter", "mana_cost": "{3}{R}", "type_line": "Creature — Goblin Shaman", "oracle_text": "Champion a Goblin or Shaman (When this enters the battlefield, sacrifice it unless you exile another Goblin or Shaman you control. When this leaves the battlefield, that card returns to the battlefield.)\n{T}: Lightning Crafter deals 3 damage to any target.", "power": "3", "toughness": "3"},
    {"name": "Indoraptor, the Perfect Hybrid", "mana_cost": "{1}{B/G}{R}", "type_line": "Legendary Creature — Dinosaur Mutant", "oracle_text": "Bloodthirst X (This creature enters with X +1/+1 counters on it, where X is the damage dealt to your opponents this turn.)\nMenace\nEnrage — Whenever Indoraptor is dealt damage, choose an opponent at random. Indoraptor deals damage equal to its power to that player unless they sacrifice a nontoken creature of their choice.", "power": "3", "toughness": "1"},
    {"name": "Petrified Wood-Kin", "mana_cost": "{6}{G}", "type_line": "Creature — Elemental Warrior", "oracle_text": "This spell can't be countered.\nBloodthirst X (This creature enters the battlefield with X +1/+1 counters on it, where X is the damage dealt to your opponents this turn.)\nProtection from instants", "power": "3", "toughness": "3"},
    {"name": "Tidewalker", "mana_cost": "{2}{U}", "type_line": "Creature — Elemental", "oracle_text": "Tidewalker enters the battlefield with a time counter on it for each Island you control.\nVanishing (At the beginning of your upkeep, remove a time counter from this creature. When the last is removed, sacrifice it.)\nTidewalker's power and toughness are each equal to the number of time counters on it.", "power": "*", "toughness": "*"},
    {"name": "Out of Time", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "When Out of Time enters the battlefield, untap all creatures, then phase them out until Out of Time leaves the battlefield. Put a time counter on Out of Time for each creature phased out this way.\nVanishing (At the beginning of your upkeep, remove a time counter from this enchantment. When the last is removed, sacrifice it.)"},
    {"name": "Shoulder to Shoulder", "mana_cost": "{2}{W}", "type_line": "Sorcery", "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nDraw a card."},
    {"name": "Lead by Example", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)"},
    {"name": "Nissa's Judgment", "mana_cost": "{4}{G}", "type_line": "Sorcery", "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nChoose up to one target creature an opponent controls. Each creature you control with a +1/+1 counter on it deals damage equal to its power to that creature."},
    {"name": "Press into Service", "mana_cost": "{4}{R}", "type_line": "Sorcery", "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nGain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."},
    {"name": "Unity of Purpose", "mana_cost": "{3}{U}", "type_line": "Instant", "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nUntap each creature you control with a +1/+1 counter on it."},
    {"name": "Field of Dreams", "mana_cost": "{U}", "type_line": "World Enchantment", "oracle_text": "Players play with the top card of their libraries revealed."},
    {"name": "Lantern of Insight", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "Players play with the top card of their libraries revealed.\n{T}, Sacrifice Lantern of Insight: Target player shuffles."},
    {"name": "Revelation", "mana_cost": "{G}", "type_line": "World Enchantment", "oracle_text": "Players play with their hands revealed."},
    {"name": "Telepathy", "mana_cost": "{U}", "type_line": "Enchantment", "oracle_text": "Your opponents play with their hands revealed."},
    {"name": "Squee", "mana_cost": "", "type_line": "Vanguard", "oracle_text": "Your opponents play with their hands revealed."},
    {"name": "Abyssal Persecutor", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Demon", "oracle_text": "Flying, trample\nYou can't win the game and your opponents can't lose the game.", "power": "6", "toughness": "6"},
    {"name": "Cecily, Haunted Mage", "mana_cost": "{1}{U}{B}{R}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "Your maximum hand size is eleven.\nWhenever Cecily, Haunted Mage attacks, you draw a card and you lose 1 life. Then if you have eleven or more cards in your hand, you may cast an instant or sorcery spell from your hand without paying its mana cost.\nPartner—Friends forever (You can have two commanders if both have this ability.)", "power": "3", "toughness": "5"},
    {"name": "Doctor Octopus, Master Planner", "mana_cost": "{5}{U}{B}", "type_line": "Legendary Creature — Human Scientist Villain", "oracle_text": "Other Villains you control get +2/+2.\nYour maximum hand size is eight.\nAt the beginning of your end step, if you have fewer than eight cards in hand, draw cards equal to the difference.", "power": "4", "toughness": "8"},
    {"name": "Gnat Miser", "mana_cost": "{B}", "type_line": "Creature — Rat Shaman", "oracle_text": "Each opponent's maximum hand size is reduced by one.", "power": "1", "toughness": "1"},
    {"name": "Jin-Gitaxias, Core Augur", "mana_cost": "{8}{U}{U}", "type_line": "Legendary Creature — Phyrexian Praetor", "oracle_text": "Flash\nAt the beginning of your end step, draw seven cards.\nEach opponent's maximum hand size is reduced by seven.", "power": "5", "toughness": "4"},
    {"name": "Null Profusion", "mana_cost": "{4}{B}{B}", "type_line": "Enchantment", "oracle_text": "Skip your draw step.\nWhenever you play a card, draw a card.\nYour maximum hand size is two."},
    {"name": "Winter, Misanthropic Guide", "mana_cost": "{1}{B}{R}{G}", "type_line": "Legendary Creature — Human Warlock", "oracle_text": "Ward {2}\nAt the beginning of your upkeep, each player draws two cards.\nDelirium — As long as there are four or more card types among cards in your graveyard, each opponent's maximum hand size is equal to seven minus the number of those card types.", "power": "3", "toughness": "4"},
    {"name": "Spirit en-Kor", "mana_cost": "{3}{W}", "type_line": "Creature — Kor Spirit", "oracle_text": "Flying\n{0}: The next 1 damage that would be dealt to Spirit en-Kor this turn is dealt to target creature you control instead.", "power": "2", "toughness": "2"},
    {"name": "Lancers en-Kor", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Kor Soldier", "oracle_text": "Trample\n{0}: The next 1 damage that would be dealt to Lancers en-Kor this turn is dealt to target creature you control instead.", "power": "3", "toughness": "3"},
    {"name": "Zealous Inquisitor", "mana_cost": "{2}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "{1}{W}: The next 1 damage that would be dealt to Zealous Inquisitor this turn is dealt to target creature instead.", "power": "2", "toughness": "2"},
    {"name": "Zhalfirin Crusader", "mana_cost": "{1}{W}{W}", "type_line": "Creature — Human Knight", "oracle_text": "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)\n{1}{W}: The next 1 damage that would be dealt to Zhalfirin Crusader this turn is dealt to any target instead.", "power": "2", "toughness": "2"},
    {"name": "Aether Searcher", "mana_cost": "{7}", "type_line": "Artifact Creature — Construct", "oracle_text": "Reveal Aether Searcher as you draft it. Reveal the next card you draft and note its name.\nWhen Aether Searcher enters the battlefield, you may search your hand and/or library for a card with a name noted as you drafted cards named Aether Searcher. You may cast it without paying its mana cost. If you searched your library this way, shuffle.", "power": "6", "toughness": "4"},
    {"name": "Midnight Oil", "mana_cost": "{2}{B}{B}", "type_line": "Enchantment", "oracle_text": "Midnight Oil enters the battlefield with seven hour counters on it.\nAt the beginning of your draw step, draw an additional card and remove two hour counters from Midnight Oil.\nYour maximum hand size is equal to the number of hour counters on Midnight Oil.\nWhenever you discard a card, you lose 1 life."},
    {"name": "Ballot Broker", "mana_cost": "{2}{W}", "type_line": "Creature — Human Advisor", "oracle_text": "While voting, you may vote an additional time. (The votes can be for different choices or for the same choice.)", "power": "2", "toughness": "3"},
    {"name": "Doorkeeper Thrull", "mana_cost": "{1}{W}", "type_line": "Creature — Thrull", "oracle_text": "Flash\nFlying\nArtifacts and creatures entering don't cause abilities to trigger.", "power": "1", "toughness": "2"},
    {"name": "Found Footage", "mana_cost": "{1}", "type_line": "Artifact — Clue", "oracle_text": "You may look at face-down creatures your opponents control any time.\n{2}, Sacrifice this artifact: Surveil 2, then draw a card. (To surveil 2, look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)"},
    {"name": "Hushwing Gryff", "mana_cost": "{2}{W}", "type_line": "Creature — Hippogriff", "oracle_text": "Flash\nFlying\nCreatures entering the battlefield don't cause abilities to trigger.", "power": "2", "toughness": "1"},
    {"name": "Isshin, Two Heavens as One", "mana_cost": "{R}{W}{B}", "type_line": "Legendary Creature — Human Samurai", "oracle_text": "If a creature attacking causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.", "power": "3", "toughness": "4"},
    {"name": "Krang, the All-Powerful", "mana_cost": "{4}{U}", "type_line": "Legendary Artifact Creature — Utrom Robot", "oracle_text": "If a player drawing a card causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.\nWhenever a player draws their second card each turn, put a +1/+1 counter on Krang.", "power": "3", "toughness": "3"},
    {"name": "Maralen of the Mornsong", "mana_cost": "{1}{B}{B}", "type_line": "Legendary Creature — Elf Wizard", "oracle_text": "Players can't draw cards.\nAt the beginning of each player's draw step, that player loses 3 life, searches their library for a card, puts it into their hand, then shuffles.", "power": "2", "toughness": "3"},
    {"name": "Mornsong Aria", "mana_cost": "{1}{B}{B}", "type_line": "Legendary Enchantment", "oracle_text": "Players can't draw cards or gain life.\nAt the beginning of each player's draw step, that player loses 3 life, searches their library for a card, puts it into their hand, then shuffles."},
    {"name": "Naban, Dean of Iteration", "mana_cost": "{1}{U}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "If a Wizard you control entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.", "power": "2", "toughness": "1"},
    {"name": "Omen Machine", "mana_cost": "{6}", "type_line": "Artifact", "oracle_text": "Players can't draw cards.\nAt the beginning of each player's draw step, that player exiles the top card of their library. If it's a land card, the player puts it onto the battlefield. Otherwise, the player casts it without paying its mana cost if able."},
    {"name": "Panharmonicon", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time."},
    {"name": "Spirit of the Labyrinth", "mana_cost": "{1}{W}", "type_line": "Enchantment Creature — Spirit", "oracle_text": "Each player can't draw more than one card each turn.", "power": "3", "toughness": "1"},
    {"name": "Starfield Vocalist", "mana_cost": "{3}{U}", "type_line": "Creature — Human Bard", "oracle_text": "If a permanent entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.\nWarp {1}{U} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)", "power": "3", "toughness": "4"},
    {"name": "Torpor Orb", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Creatures entering don't cause abilities to trigger."},
    {"name": "Yarok, the Desecrated", "mana_cost": "{2}{B}{G}{U}", "type_line": "Legendary Creature — Elemental Horror", "oracle_text": "Deathtouch, lifelink\nIf a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.", "power": "3", "toughness": "5"},
    {"name": "Felix Five-Boots", "mana_cost": "{2}{B}{G}{U}", "type_line": "Legendary Creature — Ooze Rogue", "oracle_text": "Menace, ward {2}\nIf a creature you control dealing combat damage to a player causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.", "power": "5", "toughness": "4"},
    {"name": "Keeper of the Lens", "mana_cost": "{1}", "type_line": "Artifact Creature — Golem", "oracle_text": "You may look at face-down creatures you don't control any time.", "power": "1", "toughness": "2"},
    {"name": "Pit Imp", "mana_cost": "{B}", "type_line": "Creature — Imp", "oracle_text": "Flying\n{B}: Pit Imp gets +1/+0 until end of turn. Activate no more than twice each turn.", "power": "0", "toughness": "1"},
    {"name": "Vampire Bats", "mana_cost": "{B}", "type_line": "Creature — Bat", "oracle_text": "Flying (This creature can't be blocked except by creatures with flying or reach.)\n{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more than twice each turn.", "power": "0", "toughness": "1"},
    {"name": "Roterothopter", "mana_cost": "{1}", "type_line": "Artifact Creature — Thopter", "oracle_text": "Flying\n{2}: Roterothopter gets +1/+0 until end of turn. Activate no more than twice each turn.", "power": "0", "toughness": "2"},
    {"name": "Sewer Rats", "mana_cost": "{B}", "type_line": "Creature — Rat", "oracle_text": "{B}, Pay 1 life: Sewer Rats gets +1/+0 until end of turn. Activate no more than three times each turn.", "power": "1", "toughness": "1"},
    {"name": "Manaforge Cinder", "mana_cost": "{B/R}", "type_line": "Creature — Elemental Shaman", "oracle_text": "{1}: Add {B} or {R}. Activate no more than three times each turn.", "power": "1", "toughness": "1"},
    {"name": "Archipelagore", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Leviathan", "oracle_text": "Mutate {5}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nWhenever this creature mutates, tap up to X target creatures, where X is the number of times this creature has mutated. Those creatures don't untap during their controller's next untap step.", "colors": ["U"], "power": "7", "toughness": "7"},
    {"name": "Auspicious Starrix", "mana_cost": "{4}{G}", "type_line": "Creature — Elk Beast", "oracle_text": "Mutate {5}{G} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nWhenever this creature mutates, exile cards from the top of your library until you exile X permanent cards, where X is the number of times this creature has mutated. Put those permanent cards onto the battlefield.", "colors": ["G"], "power": "6", "toughness": "6"},
    {"name": "Boneyard Lurker", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Nightmare Beast", "oracle_text": "Mutate {2}{B/G}{B/G} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nWhenever this creature mutates, return target permanent card from your graveyard to your hand.", "colors": ["B", "G"], "power": "4", "toughness": "4"},
    {"name": "Cavern Whisperer", "mana_cost": "{4}{B}", "type_line": "Creature — Nightmare", "oracle_text": "Mutate {3}{B} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nMenace (This creature can't be blocked except by two or more creatures.)\nWhenever this creature mutates, each opponent discards a card.", "colors": ["B"], "power": "4", "toughness": "4"},
    {"name": "Chittering Harvester", "mana_cost": "{5}{B}", "type_line": "Creature — Nightmare", "oracle_text": "Mutate {4}{B} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nWhenever this creature mutates, each opponent sacrifices a creature.", "colors": ["B"], "power": "4", "toughness": "6"},
    {"name": "Cloudpiercer", "mana_cost": "{4}{R}", "type_line": "Creature — Dinosaur", "oracle_text": "Mutate {3}{R} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nReach\nWhenever this creature mutates, you may discard a card. If you do, draw a card.", "colors": ["R"], "power": "5", "toughness": "4"},
    {"name": "Cubwarden", "mana_cost": "{3}{W}", "type_line": "Creature — Cat", "oracle_text": "Mutate {2}{W}{W} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nLifelink\nWhenever this creature mutates, create two 1/1 white Cat creature tokens with lifelink.", "colors": ["W"], "power": "3", "toughness": "5"},
    {"name": "Dirge Bat", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Bat", "oracle_text": "Mutate {4}{B}{B} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlash\nFlying\nWhenever this creature mutates, destroy target creature or planeswalker an opponent controls.", "colors": ["B"], "power": "3", "toughness": "3"},
    {"name": "Dreamtail Heron", "mana_cost": "{4}{U}", "type_line": "Creature — Elemental Bird", "oracle_text": "Mutate {3}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlying\nWhenever this creature mutates, draw a card.", "colors": ["U"], "power": "3", "toughness": "4"},
    {"name": "Gemrazer", "mana_cost": "{3}{G}", "type_line": "Creature — Beast", "oracle_text": "Mutate {1}{G}{G} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nReach, trample\nWhenever this creature mutates, destroy target artifact or enchantment an opponent controls.", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Glowstone Recluse", "mana_cost": "{2}{G}", "type_line": "Creature — Spider", "oracle_text": "Mutate {3}{G} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nReach\nWhenever this creature mutates, put two +1/+1 counters on it.", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Illuna, Apex of Wishes", "mana_cost": "{2}{G}{U}{R}", "type_line": "Legendary Creature — Beast Elemental Dinosaur", "oracle_text": "Mutate {3}{R/G}{U}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlying, trample\nWhenever this creature mutates, exile cards from the top of your library until you exile a nonland permanent card. Put that card onto the battlefield or into your hand.", "colors": ["U", "R", "G"], "power": "6", "toughness": "6"},
    {"name": "Nethroi, Apex of Death", "mana_cost": "{2}{W}{B}{G}", "type_line": "Legendary Creature — Cat Nightmare Beast", "oracle_text": "Mutate {4}{G/W}{B}{B} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nDeathtouch, lifelink\nWhenever this creature mutates, return any number of target creature cards with total power 10 or less from your graveyard to the battlefield.", "colors": ["W", "B", "G"], "power": "5", "toughness": "5"},
    {"name": "Parcelbeast", "mana_cost": "{2}{G}{U}", "type_line": "Creature — Elemental Beast", "oracle_text": "Mutate {G}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\n{1}, {T}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you don't put the card onto the battlefield, put it into your hand.", "colors": ["U", "G"], "power": "2", "toughness": "4"},
    {"name": "Pouncing Shoreshark", "mana_cost": "{4}{U}", "type_line": "Creature — Shark Beast", "oracle_text": "Mutate {3}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlash\nWhenever this creature mutates, you may return target creature an opponent controls to its owner's hand.", "colors": ["U"], "power": "4", "toughness": "3"},
    {"name": "Sea-Dasher Octopus", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Octopus", "oracle_text": "Mutate {1}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlash\nWhenever this creature deals combat damage to a player, draw a card.", "colors": ["U"], "power": "2", "toughness": "2"},
    {"name": "Trumpeting Gnarr", "mana_cost": "{1}{G}{U}", "type_line": "Creature — Beast", "oracle_text": "Mutate {3}{G/U}{G/U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nWhenever this creature mutates, create a 3/3 green Beast creature token.", "colors": ["U", "G"], "power": "3", "toughness": "3"},
    {"name": "Vulpikeet", "mana_cost": "{3}{W}", "type_line": "Creature — Fox Bird", "oracle_text": "Mutate {2}{W} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlying\nWhenever this creature mutates, put a +1/+1 counter on it.", "colors": ["W"], "power": "2", "toughness": "3"},
    {"name": "Coastal Discovery", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Draw two cards.\nAwaken 4—{5}{U} (If you cast this spell for {5}{U}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["U"]},
    {"name": "Clutch of Currents", "mana_cost": "{U}", "type_line": "Sorcery", "oracle_text": "Return target creature to its owner's hand.\nAwaken 3—{4}{U} (If you cast this spell for {4}{U}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["U"]},
    {"name": "Ruinous Path", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery", "oracle_text": "Destroy target creature or planeswalker.\nAwaken 4—{5}{B}{B} (If you cast this spell for {5}{B}{B}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["B"]},
    {"name": "Scatter to the Winds", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Counter target spell.\nAwaken 3—{4}{U}{U} (If you cast this spell for {4}{U}{U}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["U"]},
    {"name": "Mire's Malice", "mana_cost": "{3}{B}", "type_line": "Sorcery", "oracle_text": "Target opponent discards two cards.\nAwaken 3—{5}{B} (If you cast this spell for {5}{B}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["B"]},
    {"name": "Planar Outburst", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Destroy all nonland creatures.\nAwaken 4—{5}{W}{W}{W} (If you cast this spell for {5}{W}{W}{W}, also put four +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["W"]},
    {"name": "Part the Waterveil", "mana_cost": "{4}{U}{U}", "type_line": "Sorcery", "oracle_text": "Take an extra turn after this one. Exile Part the Waterveil.\nAwaken 6—{6}{U}{U}{U} (If you cast this spell for {6}{U}{U}{U}, also put six +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["U"]},
    {"name": "Sheer Drop", "mana_cost": "{2}{W}", "type_line": "Sorcery", "oracle_text": "Destroy target tapped creature.\nAwaken 3—{5}{W} (If you cast this spell for {5}{W}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)", "colors": ["W"]},
    {"name": "Light Up the Stage", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nExile the top two cards of your library. Until the end of your next turn, you may play those cards.", "colors": ["R"]},
    {"name": "Skewer the Critics", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any target.", "colors": ["R"]},
    {"name": "Drill Bit", "mana_cost": "{2}{B}", "type_line": "Sorcery", "oracle_text": "Spectacle {B} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nTarget player reveals their hand. You choose a nonland card from it. That player discards that card.", "colors": ["B"]},
    {"name": "Spikewheel Acrobat", "mana_cost": "{3}{R}", "type_line": "Creature — Human Rogue", "oracle_text": "Spectacle {2}{R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)", "colors": ["R"], "power": "5", "toughness": "2"},
    {"name": "Hackrobat", "mana_cost": "{1}{B}{R}", "type_line": "Creature — Human Rogue", "oracle_text": "Spectacle {B}{R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\n{B}: Hackrobat gains deathtouch until end of turn.\n{R}: Hackrobat gets +2/-2 until end of turn.", "colors": ["B", "R"], "power": "2", "toughness": "3"},
    {"name": "Sublime Exhalation", "mana_cost": "{6}{W}", "type_line": "Sorcery", "oracle_text": "Undaunted (This spell costs {1} less to cast for each opponent.)\nDestroy all creatures.", "colors": ["W"]},
    {"name": "Coastal Breach", "mana_cost": "{6}{U}", "type_line": "Sorcery", "oracle_text": "Undaunted (This spell costs {1} less to cast for each opponent.)\nReturn all nonland permanents to their owners' hands.", "colors": ["U"]},
    {"name": "Curtains' Call", "mana_cost": "{5}{B}", "type_line": "Instant", "oracle_text": "Undaunted (This spell costs {1} less to cast for each opponent.)\nDestroy two target creatures.", "colors": ["B"]},
    {"name": "Urza's Ruinous Blast", "mana_cost": "{4}{W}", "type_line": "Legendary Sorcery", "oracle_text": "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)\nExile all nonland permanents that aren't legendary.", "colors": ["W"]},
    {"name": "Primevals' Glorious Rebirth", "mana_cost": "{5}{W}{B}", "type_line": "Legendary Sorcery", "oracle_text": "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)\nReturn all legendary permanent cards from your graveyard to the battlefield.", "colors": ["W", "B"]},
    {"name": "Kamahl's Druidic Vow", "mana_cost": "{X}{G}{G}", "type_line": "Legendary Sorcery", "oracle_text": "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)\nLook at the top X cards of your library. You may put any number of land and/or legendary permanent cards with mana value X or less from among them onto the battlefield. Put the rest into your graveyard.", "colors": ["G"]},
    {"name": "Carnage, Crimson Chaos", "mana_cost": "{2}{B}{R}", "type_line": "Legendary Creature — Symbiote Villain", "oracle_text": "Trample\nWhen Carnage enters, return target creature card with mana value 3 or less from your graveyard to the battlefield. It gains \"This creature attacks each combat if able\" and \"When this creature deals combat damage to a player, sacrifice it.\"\nMayhem {B}{R}", "colors": ["B", "R"], "power": "4", "toughness": "3"},
    {"name": "Chameleon, Master of Disguise", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Human Shapeshifter Villain", "oracle_text": "You may have Chameleon enter as a copy of a creature you control, except his name is Chameleon, Master of Disguise.\nMayhem {2}{U} (You may cast this card from your graveyard for {2}{U} if you discarded it this turn. Timing rules still apply.)", "colors": ["U"], "power": "2", "toughness": "3"},
    {"name": "Electro's Bolt", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Electro's Bolt deals 4 damage to target creature.\nMayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)", "colors": ["R"]},
    {"name": "Prison Break", "mana_cost": "{4}{B}", "type_line": "Sorcery", "oracle_text": "Return target creature card from your graveyard to the battlefield with an additional +1/+1 counter on it.\nMayhem {3}{B} (You may cast this card from your graveyard for {3}{B} if you discarded it this turn. Timing rules still apply.)", "colors": ["B"]},
    {"name": "Raging Goblinoids", "mana_cost": "{4}{R}", "type_line": "Creature — Goblin Berserker Villain", "oracle_text": "Haste\nMayhem {2}{R} (You may cast this card from your graveyard for {2}{R} if you discarded it this turn. Timing rules still apply.)", "colors": ["R"], "power": "5", "toughness": "4"},
    {"name": "Rocket-Powered Goblin Glider", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "When this Equipment enters, if it was cast from your graveyard, attach it to target creature you control.\nEquipped creature gets +2/+0 and has flying and haste.\nEquip {2}\nMayhem {2}", "colors": []},
    {"name": "Sandman's Quicksand", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery", "oracle_text": "Mayhem {3}{B} (You may cast this card from your graveyard for {3}{B} if you discarded it this turn. Timing rules still apply.)\nAll creatures get -2/-2 until end of turn. If this spell's mayhem cost was paid, creatures your opponents control get -2/-2 until end of turn instead.", "colors": ["B"]},
    {"name": "Scarlet Spider, Kaine", "mana_cost": "{B}{R}", "type_line": "Legendary Creature — Spider Human Hero", "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)\nWhen Scarlet Spider enters, you may discard a card. If you do, put a +1/+1 counter on him.\nMayhem {B/R} (You may cast this card from your graveyard for {B/R} if you discarded it this turn. Timing rules still apply.)", "colors": ["B", "R"], "power": "2", "toughness": "1"},
    {"name": "Spider-Islanders", "mana_cost": "{3}{R}", "type_line": "Creature — Spider Horror Citizen", "oracle_text": "Mayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)", "colors": ["R"], "power": "4", "toughness": "3"},
    {"name": "Swarm, Being of Bees", "mana_cost": "{2}{B}", "type_line": "Legendary Creature — Insect Villain", "oracle_text": "Flash\nFlying\nMayhem {B} (You may cast this card from your graveyard for {B} if you discarded it this turn. Timing rules still apply.)", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Ultimate Green Goblin", "mana_cost": "{1}{B/R}{B/R}", "type_line": "Legendary Creature — Goblin Villain", "oracle_text": "At the beginning of your upkeep, discard a card, then create a Treasure token.\nMayhem {2}{B/R} (You may cast this card from your graveyard for {2}{B/R} if you discarded it this turn. Timing rules still apply.)", "colors": ["B", "R"], "power": "5", "toughness": "4"},
    {"name": "Overlord of the Balemurk", "mana_cost": "{3}{B}{B}", "type_line": "Enchantment Creature — Avatar Horror", "oracle_text": "Impending 5—{1}{B} (If you cast this spell for its impending cost, it enters with five time counters and isn't a creature until the last is removed. At the beginning of your end step, remove a time counter from it.)\nWhenever this permanent enters or attacks, mill four cards, then you may return a non-Avatar creature card or a planeswalker card from your graveyard to your hand.", "colors": ["B"], "power": "5", "toughness": "5"},
    {"name": "Overlord of the Boilerbilges", "mana_cost": "{4}{R}{R}", "type_line": "Enchantment Creature — Avatar Horror", "oracle_text": "Impending 4—{2}{R}{R} (If you cast this spell for its impending cost, it enters with four time counters and isn't a creature until the last is removed. At the beginning of your end step, remove a time counter from it.)\nWhenever this permanent enters or attacks, it deals 4 damage to any target.", "colors": ["R"], "power": "5", "toughness": "5"},
    {"name": "Overlord of the Floodpits", "mana_cost": "{3}{U}{U}", "type_line": "Enchantment Creature — Avatar Horror", "oracle_text": "Impending 4—{1}{U}{U} (If you cast this spell for its impending cost, it enters with four time counters and isn't a creature until the last is removed. At the beginning of your end step, remove a time counter from it.)\nFlying\nWhenever this permanent enters or attacks, draw two cards, then discard a card.", "colors": ["U"], "power": "5", "toughness": "3"},
    {"name": "Overlord of the Hauntwoods", "mana_cost": "{3}{G}{G}", "type_line": "Enchantment Creature — Avatar Horror", "oracle_text": "Impending 4—{1}{G}{G} (If you cast this spell for its impending cost, it enters with four time counters and isn't a creature until the last is removed. At the beginning of your end step, remove a time counter from it.)\nWhenever this permanent enters or attacks, create a tapped colorless land token named Everywhere that is every basic land type.", "colors": ["G"], "power": "6", "toughness": "5"},
    {"name": "Overlord of the Mistmoors", "mana_cost": "{5}{W}{W}", "type_line": "Enchantment Creature — Avatar Horror", "oracle_text": "Impending 4—{2}{W}{W} (If you cast this spell for its impending cost, it enters with four time counters and isn't a creature until the last is removed. At the beginning of your end step, remove a time counter from it.)\nWhenever this permanent enters or attacks, create two 2/1 white Insect creature tokens with flying.", "colors": ["W"], "power": "6", "toughness": "6"},
    {"name": "Aerial Formation", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{U} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 and gain flying until end of turn.", "colors": ["U"]},
    {"name": "Ajani's Presence", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{W} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 and gain indestructible until end of turn. (Damage and effects that say \"destroy\" don't destroy them.)", "colors": ["W"]},
    {"name": "Blinding Flare", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "Strive — This spell costs {R} more to cast for each target beyond the first.\nAny number of target creatures can't block this turn.", "colors": ["R"]},
    {"name": "Colossal Heroics", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{G} more to cast for each target beyond the first.\nAny number of target creatures each get +2/+2 until end of turn. Untap those creatures.", "colors": ["G"]},
    {"name": "Consign to Dust", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{G} more to cast for each target beyond the first.\nDestroy any number of target artifacts and/or enchantments.", "colors": ["G"]},
    {"name": "Cruel Feeding", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{B} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+0 and gain lifelink until end of turn. (Damage dealt by a creature with lifelink also causes its controller to gain that much life.)", "colors": ["B"]},
    {"name": "Desperate Stand", "mana_cost": "{R}{W}", "type_line": "Sorcery", "oracle_text": "Strive — This spell costs {R}{W} more to cast for each target beyond the first.\nAny number of target creatures each get +2/+0 and gain first strike and vigilance until end of turn.", "colors": ["W", "R"]},
    {"name": "Hour of Need", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{U} more to cast for each target beyond the first.\nExile any number of target creatures. For each creature exiled this way, its controller creates a 4/4 blue Sphinx creature token with flying.", "colors": ["U"]},
    {"name": "Kiora's Dismissal", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {U} more to cast for each target beyond the first.\nReturn any number of target enchantments to their owners' hands.", "colors": ["U"]},
    {"name": "Phalanx Formation", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{W} more to cast for each target beyond the first.\nAny number of target creatures each gain double strike until end of turn. (They deal both first-strike and regular combat damage.)", "colors": ["W"]},
    {"name": "Rouse the Mob", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nAny number of target creatures each get +2/+0 and gain trample until end of turn.", "colors": ["R"]},
    {"name": "Silence the Believers", "mana_cost": "{2}{B}{B}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{B} more to cast for each target beyond the first.\nExile any number of target creatures and all Auras attached to them.", "colors": ["B"]},
    {"name": "Deadly Rollick", "mana_cost": "{3}{B}", "type_line": "Instant", "oracle_text": "If you control a commander, you may cast this spell without paying its mana cost.\nExile target creature.", "colors": ["B"]},
    {"name": "Fierce Guardianship", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "If you control a commander, you may cast this spell without paying its mana cost.\nCounter target noncreature spell.", "colors": ["U"]},
    {"name": "Flawless Maneuver", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "If you control a commander, you may cast this spell without paying its mana cost.\nCreatures you control gain indestructible until end of turn.", "colors": ["W"]},
    {"name": "Obscuring Haze", "mana_cost": "{2}{G}", "type_line": "Instant", "oracle_text": "If you control a commander, you may cast this spell without paying its mana cost.\nPrevent all damage that would be dealt this turn by creatures your opponents control.", "colors": ["G"]},
    {"name": "Akroma's Will", "mana_cost": "{3}{W}", "type_line": "Instant", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Creatures you control gain flying, vigilance, and double strike until end of turn.\n• Creatures you control gain lifelink, indestructible, and protection from all colors until end of turn.", "colors": ["W"]},
    {"name": "Szat's Will", "mana_cost": "{4}{B}", "type_line": "Instant", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Each opponent sacrifices a creature they control with the greatest power.\n• Exile all opponents' graveyards, then create X 0/1 black Thrull creature tokens, where X is the greatest power among creature cards exiled this way.", "colors": ["B"]},
    {"name": "Drown in Dreams", "mana_cost": "{X}{2}{U}", "type_line": "Instant", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Target player draws X cards.\n• Target player mills twice X cards.", "colors": ["U"]},
    {"name": "Jeska's Will", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Add {R} for each card in target opponent's hand.\n• Exile the top three cards of your library. You may play them this turn.", "colors": ["R"]},
    {"name": "Officious Interrogation", "mana_cost": "{W}{U}", "type_line": "Instant", "oracle_text": "This spell costs {W}{U} more to cast for each target beyond the first.\nChoose any number of target players. Investigate X times, where X is the total number of creatures those players control.", "colors": ["U", "W"]},
    {"name": "Call the Coppercoats", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{W} more to cast for each target beyond the first.\nChoose any number of target opponents. Create X 1/1 white Human Soldier creature tokens, where X is the number of creatures those opponents control.", "colors": ["W"]},
    {"name": "Nature's Panoply", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {2}{G} more to cast for each target beyond the first.\nChoose any number of target creatures. Put a +1/+1 counter on each of them.", "colors": ["G"]},
    {"name": "Solidarity of Heroes", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{G} more to cast for each target beyond the first.\nChoose any number of target creatures. Double the number of +1/+1 counters on each of them.", "colors": ["G"]},
    {"name": "Twinflame", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nChoose any number of target creatures you control. For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step.", "colors": ["R"]},
    {"name": "Harness by Force", "mana_cost": "{1}{R}{R}", "type_line": "Sorcery", "oracle_text": "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nGain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn.", "colors": ["R"]},
    {"name": "Polymorphous Rush", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {1}{U} more to cast for each target beyond the first.\nChoose a creature on the battlefield. Any number of target creatures you control each become a copy of that creature until end of turn.", "colors": ["U"]},
    {"name": "Setessan Tactics", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Strive — This spell costs {G} more to cast for each target beyond the first.\nUntil end of turn, any number of target creatures each get +1/+1 and gain \"{T}: This creature fights another target creature.\"", "colors": ["G"]},
    {"name": "Deflecting Swat", "mana_cost": "{2}{R}", "type_line": "Instant", "oracle_text": "If you control a commander, you may cast this spell without paying its mana cost.\nYou may choose new targets for target spell or ability.", "colors": ["R"]},
    {"name": "Kamahl's Will", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Until end of turn, any number of target lands you control become 1/1 Elemental creatures with vigilance, indestructible, and haste. They're still lands.\n• Choose target creature you don't control. Each creature you control deals damage equal to its power to that creature.", "colors": ["G"]},
    {"name": "Klauth's Will", "mana_cost": "{X}{R}{R}{G}", "type_line": "Instant", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Breathe Flame — Klauth's Will deals X damage to each creature without flying.\n• Smash Relics — Destroy up to X target artifacts and/or enchantments.", "colors": ["R", "G"]},
    {"name": "Sakashima's Will", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Target opponent chooses a creature they control. You gain control of it.\n• Choose a creature you control. Each other creature you control becomes a copy of that creature until end of turn.", "colors": ["U"]},
    {"name": "Ghalta, Primal Hunger", "mana_cost": "{10}{G}{G}", "type_line": "Legendary Creature — Elder Dinosaur", "oracle_text": "This spell costs {X} less to cast, where X is the total power of creatures you control.\nTrample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)", "colors": ["G"], "power": "12", "toughness": "12"},
    {"name": "Volcanic Salvo", "mana_cost": "{10}{R}{R}", "type_line": "Sorcery", "oracle_text": "This spell costs {X} less to cast, where X is the total power of creatures you control.\nVolcanic Salvo deals 6 damage to each of up to two target creatures and/or planeswalkers.", "colors": ["R"]},
    {"name": "The Pride of Hull Clade", "mana_cost": "{10}{G}", "type_line": "Legendary Creature — Crocodile Elk Turtle", "oracle_text": "This spell costs {X} less to cast, where X is the total toughness of creatures you control.\nDefender\n{2}{U}{U}: Until end of turn, target creature you control gets +1/+0, gains \"Whenever this creature deals combat damage to a player, draw cards equal to its toughness,\" and can attack as though it didn't have defender.", "colors": ["G"], "power": "2", "toughness": "15"},
    {"name": "Mitotic Ultimus", "mana_cost": "{7}{G}{G}", "type_line": "Legendary Creature — Ooze Giant", "oracle_text": "This spell costs {X} less to cast, where X is the greatest power among creatures you control.\nTrample\nWhen Mitotic Ultimus dies, conjure two cards named Mitotic Slime onto the battlefield.", "colors": ["G"], "power": "8", "toughness": "8"},
    {"name": "The Skullspore Nexus", "mana_cost": "{6}{G}{G}", "type_line": "Legendary Artifact", "oracle_text": "This spell costs {X} less to cast, where X is the greatest power among creatures you control.\nWhenever one or more nontoken creatures you control die, create a green Fungus Dinosaur creature token with base power and toughness each equal to the total power of those creatures.\n{2}, {T}: Double target creature's power until end of turn.", "colors": ["G"]},
    {"name": "Fungal Colossus", "mana_cost": "{6}{G}", "type_line": "Creature — Fungus Beast", "oracle_text": "This spell costs {X} less to cast, where X is the number of differently named lands you control.", "colors": ["G"], "power": "5", "toughness": "5"},
    {"name": "Sunderflock", "mana_cost": "{7}{U}{U}", "type_line": "Creature — Elemental", "oracle_text": "This spell costs {X} less to cast, where X is the greatest mana value among Elementals you control.\nFlying\nWhen this creature enters, if you cast it, return all non-Elemental creatures to their owners' hands.", "colors": ["U"], "power": "5", "toughness": "5"},
    {"name": "Metalwork Colossus", "mana_cost": "{11}", "type_line": "Artifact Creature — Construct", "oracle_text": "This spell costs {X} less to cast, where X is the total mana value of noncreature artifacts you control.\nSacrifice two artifacts: Return Metalwork Colossus from your graveyard to your hand.", "colors": [], "power": "10", "toughness": "10"},
    {"name": "Drag to the Underworld", "mana_cost": "{2}{B}{B}", "type_line": "Instant", "oracle_text": "This spell costs {X} less to cast, where X is your devotion to black. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)\nDestroy target creature.", "colors": ["B"]},
    {"name": "Marshmist Titan", "mana_cost": "{6}{B}", "type_line": "Creature — Giant", "oracle_text": "This spell costs {X} less to cast, where X is your devotion to black. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)", "colors": ["B"], "power": "4", "toughness": "5"},
    {"name": "Daybreak Chimera", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Chimera", "oracle_text": "This spell costs {X} less to cast, where X is your devotion to white. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)\nFlying", "colors": ["W"], "power": "3", "toughness": "3"},
    {"name": "Dragon's Prey", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "This spell costs {2} more to cast if it targets a Dragon.\nDestroy target creature.", "colors": ["B"]},
    {"name": "Grow Extra Arms", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if it targets a Spider.\nTarget creature gets +4/+4 until end of turn.", "colors": ["G"]},
    {"name": "Benevolent River Spirit", "mana_cost": "{U}{U}", "type_line": "Creature — Spirit", "oracle_text": "As an additional cost to cast this spell, waterbend {5}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nFlying, ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\nWhen this creature enters, scry 2.", "power": "4", "toughness": "5"},
    {"name": "Katara, Water Tribe's Hope", "mana_cost": "{2}{W}{U}{U}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "Vigilance\nWhen Katara enters, create a 1/1 white Ally creature token.\nWaterbend {X}: Creatures you control have base power and toughness X/X until end of turn. X can't be 0. Activate only during your turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "3", "toughness": "3"},
    {"name": "Aang's Iceberg", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "Flash\nWhen this enchantment enters, exile up to one other target nonland permanent until this enchantment leaves the battlefield.\nWaterbend {3}: Sacrifice this enchantment. If you do, scry 2. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)"},
    {"name": "Flexible Waterbender", "mana_cost": "{3}{U}", "type_line": "Creature — Human Warrior Ally", "oracle_text": "Vigilance\nWaterbend {3}: This creature has base power and toughness 5/2 until end of turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "2", "toughness": "5"},
    {"name": "Foggy Swamp Vinebender", "mana_cost": "{3}{G}", "type_line": "Creature — Human Plant Ally", "oracle_text": "This creature can't be blocked by creatures with power 2 or less.\nWaterbend {5}: Put a +1/+1 counter on this creature. Activate only during your turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "4", "toughness": "3"},
    {"name": "Giant Koi", "mana_cost": "{4}{U}{U}", "type_line": "Creature — Fish", "oracle_text": "Waterbend {3}: This creature can't be blocked this turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nIslandcycling {2} ({2}, Discard this card: Search your library for an Island card, reveal it, put it into your hand, then shuffle.)", "power": "5", "toughness": "7"},
    {"name": "Invasion Submersible", "mana_cost": "{2}{U}", "type_line": "Artifact — Vehicle", "oracle_text": "When this Vehicle enters, return up to one other target nonland permanent to its owner's hand.\nExhaust — Waterbend {3}: This Vehicle becomes an artifact creature. Put three +1/+1 counters on it. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}. Activate each exhaust ability only once.)", "power": "0", "toughness": "0"},
    {"name": "North Pole Patrol", "mana_cost": "{2}{U}", "type_line": "Creature — Human Soldier Ally", "oracle_text": "{T}: Untap another target permanent you control.\nWaterbend {3}, {T}: Tap target creature an opponent controls. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "2", "toughness": "3"},
    {"name": "Water Tribe Rallier", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier Ally", "oracle_text": "Waterbend {5}: Look at the top four cards of your library. You may reveal a creature card with power 3 or less from among them and put it into your hand. Put the rest on the bottom of your library in a random order. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "2", "toughness": "2"},
    {"name": "Waterbender Ascension", "mana_cost": "{1}{U}", "type_line": "Enchantment", "oracle_text": "Whenever a creature you control deals combat damage to a player, put a quest counter on this enchantment. Then if it has four or more quest counters on it, draw a card.\nWaterbend {4}: Target creature can't be blocked this turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)"},
    {"name": "Watery Grasp", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nWaterbend {5}: Enchanted creature's owner shuffles it into their library. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)"},
    {"name": "Katara, Seeking Revenge", "mana_cost": "{3}{U/B}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "As an additional cost to cast this spell, you may waterbend {2}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nWhen Katara enters, draw a card, then discard a card unless her additional cost was paid.\nKatara gets +1/+1 for each Lesson card in your graveyard.", "power": "3", "toughness": "3"},
    {"name": "Ruinous Waterbending", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery — Lesson", "oracle_text": "As an additional cost to cast this spell, you may waterbend {4}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nAll creatures get -2/-2 until end of turn. If this spell's additional cost was paid, whenever a creature dies this turn, you gain 1 life."},
    {"name": "Secret of Bloodbending", "mana_cost": "{U}{U}{U}{U}", "type_line": "Sorcery — Lesson", "oracle_text": "As an additional cost to cast this spell, you may waterbend {10}.\nYou control target opponent during their next combat phase. If this spell's additional cost was paid, you control that player during their next turn instead. (You see all cards that player could see and make all decisions for them.)\nExile Secret of Bloodbending."},
    {"name": "Spirit Water Revival", "mana_cost": "{1}{U}{U}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, you may waterbend {6}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nDraw two cards. If this spell's additional cost was paid, instead shuffle your graveyard into your library, draw seven cards, and you have no maximum hand size for the rest of the game.\nExile Spirit Water Revival."},
    {"name": "Blightsoil Druid", "mana_cost": "{1}{B}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}, Pay 1 life: Add {G}.", "colors": ["B"], "power": "1", "toughness": "2"},
    {"name": "Fiery Islet", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {U} or {R}.\n{1}, {T}, Sacrifice Fiery Islet: Draw a card.", "colors": []},
    {"name": "Nurturing Peatland", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {B} or {G}.\n{1}, {T}, Sacrifice Nurturing Peatland: Draw a card.", "colors": []},
    {"name": "Silent Clearing", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {W} or {B}.\n{1}, {T}, Sacrifice Silent Clearing: Draw a card.", "colors": []},
    {"name": "Sunbaked Canyon", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {R} or {W}.\n{1}, {T}, Sacrifice Sunbaked Canyon: Draw a card.", "colors": []},
    {"name": "Waterlogged Grove", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}, Pay 1 life: Add {G} or {U}.\n{1}, {T}, Sacrifice Waterlogged Grove: Draw a card.", "colors": []},
    {"name": "Hashep Oasis", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add {G}.\n{1}{G}{G}, {T}, Sacrifice a Desert: Target creature gets +3/+3 until end of turn. Activate only as a sorcery.", "colors": []},
    {"name": "Ifnir Deadlands", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add {B}.\n{2}{B}{B}, {T}, Sacrifice a Desert: Put two -1/-1 counters on target creature an opponent controls. Activate only as a sorcery.", "colors": []},
    {"name": "Ipnu Rivulet", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add {U}.\n{1}{U}, {T}, Sacrifice a Desert: Target player mills four cards.", "colors": []},
    {"name": "Ramunap Ruins", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add {R}.\n{2}{R}{R}, {T}, Sacrifice a Desert: Ramunap Ruins deals 2 damage to each opponent.", "colors": []},
    {"name": "Shefet Dunes", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add {W}.\n{2}{W}{W}, {T}, Sacrifice a Desert: Creatures you control get +1/+1 until end of turn. Activate only as a sorcery.", "colors": []},
    {"name": "Memory of Toshiro", "mana_cost": "", "type_line": "Enchantment Creature — Human Samurai", "oracle_text": "{T}, Pay 1 life: Add {B}. Spend this mana only to cast an instant or sorcery spell.", "colors": ["B"], "power": "2", "toughness": "3"},
    {"name": "Phyrexian Lens", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{T}, Pay 1 life: Add one mana of any color.", "colors": []},
    {"name": "Vesper Ghoul", "mana_cost": "{2}{B}", "type_line": "Creature — Zombie Druid", "oracle_text": "{T}, Pay 1 life: Add one mana of any color.", "colors": ["B"], "power": "1", "toughness": "1"},
    {"name": "Starting Town", "mana_cost": "", "type_line": "Land — Town", "oracle_text": "This land enters tapped unless it's your first, second, or third turn of the game.\n{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color.", "colors": []},
    {"name": "Spire of Industry", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color. Activate only if you control an artifact.", "colors": []},
    {"name": "Standing Stones", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{1}, {T}, Pay 1 life: Add one mana of any color.", "colors": []},
    {"name": "Forgotten Monument", "mana_cost": "", "type_line": "Land — Cave", "oracle_text": "{T}: Add {C}.\nOther Caves you control have \"{T}, Pay 1 life: Add one mana of any color.\"", "colors": []},
    {"name": "Burning Curiosity", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, you may blight 1. (You may put a -1/-1 counter on a creature you control.)\nExile the top two cards of your library. If this spell's additional cost was paid, exile the top three cards instead. Until the end of your next turn, you may play those cards.", "colors": ["R"]},
    {"name": "Cinder Strike", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, you may blight 1. (You may put a -1/-1 counter on a creature you control.)\nCinder Strike deals 2 damage to target creature. It deals 4 damage to that creature instead if this spell's additional cost was paid.", "colors": ["R"]},
    {"name": "Requiting Hex", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may blight 1. (You may put a -1/-1 counter on a creature you control.)\nDestroy target creature with mana value 2 or less. If this spell's additional cost was paid, you gain 2 life.", "colors": ["B"]},
    {"name": "Pyrrhic Strike", "mana_cost": "{2}{W}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may blight 2. (You may put two -1/-1 counters on a creature you control.)\nChoose one. If this spell's additional cost was paid, choose both instead.\n• Destroy target artifact or enchantment.\n• Destroy target creature with mana value 3 or greater.", "colors": ["W"]},
    {"name": "Bogslither's Embrace", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, blight 1 or pay {3}. (To blight 1, put a -1/-1 counter on a creature you control.)\nExile target creature.", "colors": ["B"]},
    {"name": "Wild Unraveling", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, blight 2 or pay {1}. (To blight 2, put two -1/-1 counters on a creature you control.)\nCounter target spell.", "colors": ["U"]},
    {"name": "Soul Immolation", "mana_cost": "{3}{R}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, blight X. X can't be greater than the greatest toughness among creatures you control. (Put X -1/-1 counters on a creature you control.)\nSoul Immolation deals X damage to each opponent and each creature they control.", "colors": ["R"]},
    {"name": "Burakos, Party Leader", "mana_cost": "{3}{B}", "type_line": "Legendary Creature — Orc", "oracle_text": "Burakos is also a Cleric, Rogue, Warrior, and Wizard.\nWhenever Burakos attacks, defending player loses X life and you create X Treasure tokens, where X is the number of creatures in your party.\nChoose a Background (You can have a Background as a second commander.)", "power": "2", "toughness": "4"},
    {"name": "Stonework Packbeast", "mana_cost": "{2}", "type_line": "Artifact Creature — Beast", "oracle_text": "Stonework Packbeast is also a Cleric, Rogue, Warrior, and Wizard.\n{2}: Add one mana of any color.", "power": "2", "toughness": "1"},
    {"name": "Tajuru Paragon", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "oracle_text": "Tajuru Paragon is also a Cleric, Rogue, Warrior, and Wizard.\nKicker {3}\nWhen Tajuru Paragon enters the battlefield, if it was kicked, reveal the top six cards of your library. You may put a card that shares a creature type with it from among them into your hand. Put the rest on the bottom of your library in a random order.", "power": "3", "toughness": "2"},
    {"name": "Veteran Adventurer", "mana_cost": "{5}{G}", "type_line": "Creature — Human", "oracle_text": "Veteran Adventurer is also a Cleric, Rogue, Warrior, and Wizard.\nThis spell costs {1} less to cast for each creature in your party.\nVigilance", "power": "5", "toughness": "5"},
    {"name": "Swashbuckler's Whip", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has reach, \"{2}, {T}: Tap target artifact or creature,\" and \"{8}, {T}: Discover 10.\" (Exile cards from the top of your library until you exile a nonland card with mana value 10 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)\nEquip {1}"},
    {"name": "Thornbite Staff", "mana_cost": "{2}", "type_line": "Tribal Artifact — Shaman Equipment", "oracle_text": "Equipped creature has \"{2}, {T}: This creature deals 1 damage to any target\" and \"Whenever a creature dies, untap this creature.\"\nWhenever a Shaman creature enters the battlefield, you may attach Thornbite Staff to it.\nEquip {4}"},
    {"name": "Wolfhunter's Quiver", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"{T}: This creature deals 1 damage to any target\" and \"{T}: This creature deals 3 damage to target Werewolf creature.\"\nEquip {5}"},
    {"name": "Fledgling Dragon", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying\nThreshold — As long as seven or more cards are in your graveyard, Fledgling Dragon gets +3/+3 and has \"{R}: Fledgling Dragon gets +1/+0 until end of turn.\"", "power": "2", "toughness": "2"},
    {"name": "Vigilant Sentry", "mana_cost": "{1}{W}{W}", "type_line": "Creature — Human Nomad", "oracle_text": "Threshold — As long as seven or more cards are in your graveyard, Vigilant Sentry gets +1/+1 and has \"{T}: Target attacking or blocking creature gets +3/+3 until end of turn.\"", "power": "2", "toughness": "2"},
    {"name": "Gobhobbler Rats", "mana_cost": "{B}{R}", "type_line": "Creature — Rat", "oracle_text": "Hellbent — As long as you have no cards in hand, Gobhobbler Rats gets +1/+0 and has \"{B}: Regenerate Gobhobbler Rats.\"", "power": "2", "toughness": "2"},
    {"name": "Villainous Ogre", "mana_cost": "{2}{B}", "type_line": "Creature — Ogre Warrior", "oracle_text": "Villainous Ogre can't block.\nAs long as you control a Demon, Villainous Ogre has \"{B}: Regenerate Villainous Ogre.\"", "power": "3", "toughness": "2"},
    {"name": "Freewind Equenaut", "mana_cost": "{2}{W}", "type_line": "Creature — Human Archer", "oracle_text": "Flying\nAs long as Freewind Equenaut is enchanted, it has \"{T}: Freewind Equenaut deals 2 damage to target attacking or blocking creature.\"", "power": "2", "toughness": "2"},
    {"name": "Flaring Flame-Kin", "mana_cost": "{2}{R}", "type_line": "Creature — Elemental Warrior", "oracle_text": "As long as Flaring Flame-Kin is enchanted, it gets +2/+2, has trample, and has \"{R}: Flaring Flame-Kin gets +1/+0 until end of turn.\"", "power": "2", "toughness": "2"},
    {"name": "Lavamancer's Skill", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has \"{T}: This creature deals 1 damage to target creature.\"\nAs long as enchanted creature is a Wizard, it has \"{T}: This creature deals 2 damage to target creature.\""},
    {"name": "Scourge of the Nobilis", "mana_cost": "{2}{R/W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nAs long as enchanted creature is red, it gets +1/+1 and has \"{R/W}: This creature gets +1/+0 until end of turn.\"\nAs long as enchanted creature is white, it gets +1/+1 and has lifelink. (Damage dealt by the creature also causes its controller to gain that much life.)"},
    {"name": "Clergy of the Holy Nimbus", "mana_cost": "{W}", "type_line": "Creature — Human Cleric", "oracle_text": "If Clergy of the Holy Nimbus would be destroyed, regenerate it.\n{1}: Clergy of the Holy Nimbus can't be regenerated this turn. Only your opponents may activate this ability.", "power": "1", "toughness": "1"},
    {"name": "Knight of the Holy Nimbus", "mana_cost": "{W}{W}", "type_line": "Creature — Human Rebel Knight", "oracle_text": "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)\nIf Knight of the Holy Nimbus would be destroyed, regenerate it. (Tap it, remove it from combat, and heal all damage on it.)\n{2}: Knight of the Holy Nimbus can't be regenerated this turn. Only your opponents may activate this ability.", "power": "2", "toughness": "2"},
    {"name": "Mossbridge Troll", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Troll", "oracle_text": "If Mossbridge Troll would be destroyed, regenerate it.\nTap any number of untapped creatures you control other than Mossbridge Troll with total power 10 or greater: Mossbridge Troll gets +20/+20 until end of turn.", "power": "5", "toughness": "5"},
    {"name": "Possessed Aven", "mana_cost": "{2}{U}{U}", "type_line": "Creature — Bird Soldier Horror", "oracle_text": "Flying\nThreshold — As long as seven or more cards are in your graveyard, Possessed Aven gets +1/+1, is black, and has \"{2}{B}, {T}: Destroy target blue creature.\"", "power": "3", "toughness": "3"},
    {"name": "Repentant Vampire", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Vampire", "oracle_text": "Flying\nWhenever a creature dealt damage by Repentant Vampire this turn dies, put a +1/+1 counter on Repentant Vampire.\nThreshold — As long as seven or more cards are in your graveyard, Repentant Vampire is white and has \"{T}: Destroy target black creature.\"", "power": "3", "toughness": "3"},
    {"name": "Hankyu", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"{T}: Put an aim counter on Hankyu\" and \"{T}, Remove all aim counters from Hankyu: This creature deals damage to any target equal to the number of aim counters removed this way.\"\nEquip {4} ({4}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Leonin Bola", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"{T}, Unattach Leonin Bola: Tap target creature.\"\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery. This card enters the battlefield unattached and stays on the battlefield if the creature leaves.)"},
    {"name": "Blazing Torch", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature can't be blocked by Vampires or Zombies.\nEquipped creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.\"\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Orochi Merge-Keeper", "mana_cost": "{1}{G}", "type_line": "Creature — Snake Druid", "oracle_text": "{T}: Add {G}.\nAs long as Orochi Merge-Keeper is modified, it has \"{T}: Add {G}{G}.\" (Equipment, Auras you control, and counters are modifications.)", "power": "1", "toughness": "1"},
    {"name": "Mul Daya Channelers", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Elf Druid Shaman", "oracle_text": "Play with the top card of your library revealed.\nAs long as the top card of your library is a creature card, Mul Daya Channelers gets +3/+3.\nAs long as the top card of your library is a land card, Mul Daya Channelers has \"{T}: Add two mana of any one color.\"", "power": "2", "toughness": "2"},
    {"name": "Wayward Angel", "mana_cost": "{4}{W}{W}", "type_line": "Creature — Angel Horror", "oracle_text": "Flying, vigilance\nThreshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, has trample, and has \"At the beginning of your upkeep, sacrifice a creature.\"", "power": "4", "toughness": "4"},
    # ----- replace13 -----
    {"name": "Choked Estuary", "mana_cost": "", "type_line": "Land", "oracle_text": "As Choked Estuary enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, Choked Estuary enters the battlefield tapped.\n{T}: Add {U} or {B}.", "colors": []},
    {"name": "Frostboil Snarl", "mana_cost": "", "type_line": "Land", "oracle_text": "As Frostboil Snarl enters the battlefield, you may reveal an Island or Mountain card from your hand. If you don't, Frostboil Snarl enters the battlefield tapped.\n{T}: Add {U} or {R}.", "colors": []},
    {"name": "Gilt-Leaf Palace", "mana_cost": "", "type_line": "Land", "oracle_text": "As Gilt-Leaf Palace enters the battlefield, you may reveal an Elf card from your hand. If you don't, Gilt-Leaf Palace enters the battlefield tapped.\n{T}: Add {B} or {G}.", "colors": []},
    {"name": "Secluded Glen", "mana_cost": "", "type_line": "Land", "oracle_text": "As Secluded Glen enters the battlefield, you may reveal a Faerie card from your hand. If you don't, Secluded Glen enters the battlefield tapped.\n{T}: Add {U} or {B}.", "colors": []},
    {"name": "Temple of the Dragon Queen", "mana_cost": "", "type_line": "Land", "oracle_text": "As Temple of the Dragon Queen enters the battlefield, you may reveal a Dragon card from your hand. Temple of the Dragon Queen enters the battlefield tapped unless you revealed a Dragon card this way or you control a Dragon.\nAs Temple of the Dragon Queen enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.", "colors": []},
    {"name": "Authority of the Consuls", "mana_cost": "{W}", "type_line": "Enchantment", "oracle_text": "Creatures your opponents control enter tapped.\nWhenever a creature an opponent controls enters, you gain 1 life.", "colors": ["W"]},
    {"name": "Imposing Sovereign", "mana_cost": "{1}{W}", "type_line": "Creature — Human Noble", "oracle_text": "Creatures your opponents control enter the battlefield tapped.", "colors": ["W"], "power": "2", "toughness": "1"},
    {"name": "Spelunking", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "When this enchantment enters, draw a card, then you may put a land card from your hand onto the battlefield. If you put a Cave onto the battlefield this way, you gain 4 life.\nLands you control enter untapped.", "colors": ["G"]},
    {"name": "Hardened Scales", "mana_cost": "{G}", "type_line": "Enchantment", "oracle_text": "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.", "colors": ["G"]},
    {"name": "Corpsejack Menace", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Fungus", "oracle_text": "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.", "colors": ["B", "G"], "power": "4", "toughness": "4"},
    {"name": "Conclave Mentor", "mana_cost": "{G}{W}", "type_line": "Creature — Centaur Cleric", "oracle_text": "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.\nWhen Conclave Mentor dies, you gain life equal to its power.", "colors": ["W", "G"], "power": "2", "toughness": "2"},
    {"name": "Branching Evolution", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on that creature instead.", "colors": ["G"]},
    {"name": "Horizon Stone", "mana_cost": "{5}", "type_line": "Artifact", "oracle_text": "If you would lose unspent mana, that mana becomes colorless instead.", "colors": []},
    {"name": "Crystal Barricade", "mana_cost": "{1}{W}", "type_line": "Artifact Creature — Wall", "oracle_text": "Defender (This creature can't attack.)\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)\nPrevent all noncombat damage that would be dealt to other creatures you control.", "colors": ["W"], "power": "0", "toughness": "4"},
    {"name": "Fog Bank", "mana_cost": "{1}{U}", "type_line": "Creature — Wall", "oracle_text": "Defender (This creature can't attack.)\nFlying\nPrevent all combat damage that would be dealt to and dealt by this creature.", "colors": ["U"], "power": "0", "toughness": "2"},
    {"name": "Mark of Asylum", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "Prevent all noncombat damage that would be dealt to creatures you control.", "colors": ["W"]},
    {"name": "Tajic, Legion's Edge", "mana_cost": "{1}{R}{W}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "Haste\nMentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)\nPrevent all noncombat damage that would be dealt to other creatures you control.\n{R}{W}: Tajic gains first strike until end of turn.", "colors": ["W", "R"], "power": "3", "toughness": "2"},
    {"name": "Ironscale Hydra", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Hydra", "oracle_text": "If a creature would deal combat damage to Ironscale Hydra, prevent that damage and put a +1/+1 counter on Ironscale Hydra.", "colors": ["G"], "power": "5", "toughness": "5"},
    {"name": "Protean Hydra", "mana_cost": "{X}{G}", "type_line": "Creature — Hydra", "oracle_text": "Protean Hydra enters the battlefield with X +1/+1 counters on it.\nIf damage would be dealt to Protean Hydra, prevent that damage and remove that many +1/+1 counters from it.\nWhenever a +1/+1 counter is removed from Protean Hydra, put two +1/+1 counters on it at the beginning of the next end step.", "colors": ["G"], "power": "0", "toughness": "0"},
    {"name": "Phyrexian Hydra", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Phyrexian Hydra", "oracle_text": "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\nIf damage would be dealt to Phyrexian Hydra, prevent that damage. Put a -1/-1 counter on Phyrexian Hydra for each 1 damage prevented this way.", "colors": ["G"], "power": "7", "toughness": "7"},
    {"name": "Shield of the Realm", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "If a source would deal damage to equipped creature, prevent 2 of that damage.\nEquip {1}", "colors": []},
    {"name": "Energy Storm", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nPrevent all damage that would be dealt by instant and sorcery spells.\nCreatures with flying don't untap during their controllers' untap steps.", "colors": ["W"]},
    {"name": "Sulfuric Vapors", "mana_cost": "{3}{R}", "type_line": "Enchantment", "oracle_text": "If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.", "colors": ["R"]},
    {"name": "Teysa Karlov", "mana_cost": "{2}{W}{B}", "type_line": "Legendary Creature — Human Advisor", "oracle_text": "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.\nCreature tokens you control have vigilance and lifelink.", "colors": ["W", "B"], "power": "2", "toughness": "4"},
    {"name": "Jumbo Imp", "mana_cost": "{2}{B}", "type_line": "Creature — Imp", "oracle_text": "Flying\nAs Jumbo Imp enters the battlefield, roll a six-sided die. Jumbo Imp enters the battlefield with a number of +1/+1 counters on it equal to the result.\nAt the beginning of your upkeep, roll a six-sided die and put a number of +1/+1 counters on Jumbo Imp equal to the result.\nAt the beginning of your end step, roll a six-sided die and remove a number of +1/+1 counters from Jumbo Imp equal to the result.", "colors": ["B"], "power": "0", "toughness": "0"},
    {"name": "Xantcha, Sleeper Agent", "mana_cost": "{1}{B}{R}", "type_line": "Legendary Creature — Phyrexian Minion", "oracle_text": "Xantcha enters under the control of an opponent of your choice.\nXantcha attacks each combat if able and can't attack its owner or planeswalkers its owner controls.\n{3}: Xantcha's controller loses 2 life and you draw a card. Any player may activate this ability.", "colors": ["B", "R"], "power": "5", "toughness": "5"},
    {"name": "Pendant of Prosperity", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Pendant of Prosperity enters the battlefield under the control of an opponent of your choice.\n{2}, {T}: Draw a card, then you may put a land card from your hand onto the battlefield. Pendant of Prosperity's owner draws a card, then that player may put a land card from their hand onto the battlefield.", "colors": []},
    {"name": "Talion, the Kindly Lord", "mana_cost": "{2}{U}{B}", "type_line": "Legendary Creature — Faerie Noble", "oracle_text": "Flying\nAs Talion enters, choose a number between 1 and 10.\nWhenever an opponent casts a spell with mana value, power, or toughness equal to the chosen number, that player loses 2 life and you draw a card.", "colors": ["B", "U"], "power": "3", "toughness": "4"},
    {"name": "Banner of Kinship", "mana_cost": "{5}", "type_line": "Artifact", "oracle_text": "As this artifact enters, choose a creature type. This artifact enters with a fellowship counter on it for each creature you control of the chosen type.\nCreatures you control of the chosen type get +1/+1 for each fellowship counter on this artifact.", "colors": []},
    {"name": "Dragonstorm Globe", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Each Dragon you control enters with an additional +1/+1 counter on it.\n{T}: Add one mana of any color.", "colors": []},
    {"name": "Bioengineered Future", "mana_cost": "{1}{G}{G}", "type_line": "Enchantment", "oracle_text": "When this enchantment enters, create a Lander token. (It's an artifact with \"{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\")\nEach creature you control enters with an additional +1/+1 counter on it for each land that entered the battlefield under your control this turn.", "colors": ["G"]},
    {"name": "Drogskol Reinforcements", "mana_cost": "{3}{W}", "type_line": "Creature — Spirit Soldier", "oracle_text": "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)\nOther Spirits you control have melee.\nPrevent all noncombat damage that would be dealt to Spirits you control.", "colors": ["W"], "power": "2", "toughness": "2"},
    {"name": "Daunting Defender", "mana_cost": "{4}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.", "colors": ["W"], "power": "3", "toughness": "3"},
    {"name": "Temple Altisaur", "mana_cost": "{4}{W}", "type_line": "Creature — Dinosaur", "oracle_text": "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.", "colors": ["W"], "power": "3", "toughness": "4"},
    {"name": "Lashknife Barrier", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "When Lashknife Barrier enters the battlefield, draw a card.\nIf a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.", "colors": ["W"]},
    {"name": "Sarpadian Empires, Vol. VII", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "As Sarpadian Empires, Vol. VII enters the battlefield, choose white Citizen, blue Camarid, black Thrull, red Goblin, or green Saproling.\n{3}, {T}: Create a 1/1 creature token of the chosen color and type.", "colors": []},
    {"name": "Canker Abomination", "mana_cost": "{2}{B/G}{B/G}", "type_line": "Creature — Treefolk Horror", "oracle_text": "As Canker Abomination enters the battlefield, choose an opponent. Canker Abomination enters the battlefield with a -1/-1 counter on it for each creature that player controls.", "colors": ["B", "G"], "power": "6", "toughness": "6"},
    {"name": "Callous Giant", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Giant", "oracle_text": "If a source would deal 3 or less damage to Callous Giant, prevent that damage.", "colors": ["R"], "power": "4", "toughness": "4"},
    {"name": "Archangel of Strife", "mana_cost": "{5}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nAs Archangel of Strife enters the battlefield, each player chooses war or peace.\nCreatures controlled by players who chose war get +3/+0.\nCreatures controlled by players who chose peace get +0/+3.", "colors": ["W"], "power": "6", "toughness": "6"},
    {"name": "Plated Pegasus", "mana_cost": "{2}{W}", "type_line": "Creature — Pegasus", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nFlying\nIf a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent or player.", "colors": ["W"], "power": "1", "toughness": "2"},
    {"name": "Well-Laid Plans", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Prevent all damage that would be dealt to a creature by another creature if they share a color.", "colors": ["U"]},
    {"name": "Silverquill Silencer", "mana_cost": "{W}{B}", "type_line": "Creature — Human Cleric", "oracle_text": "As Silverquill Silencer enters the battlefield, choose a nonland card name.\nWhenever an opponent casts a spell with the chosen name, they lose 3 life and you draw a card.", "colors": ["W", "B"], "power": "3", "toughness": "2"},
    {"name": "Oath of Gideon", "mana_cost": "{2}{W}", "type_line": "Legendary Enchantment", "oracle_text": "When Oath of Gideon enters the battlefield, create two 1/1 white Kor Ally creature tokens.\nEach planeswalker you control enters the battlefield with an additional loyalty counter on it.", "colors": ["W"]},
    {"name": "Progenitus", "mana_cost": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", "type_line": "Legendary Creature — Hydra Avatar", "oracle_text": "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's library instead.", "colors": ["B", "G", "R", "U", "W"], "power": "10", "toughness": "10"},
    {"name": "Master Biomancer", "mana_cost": "{2}{G}{U}", "type_line": "Creature — Elf Wizard", "oracle_text": "Each other creature you control enters the battlefield with a number of additional +1/+1 counters on it equal to Master Biomancer's power and as a Mutant in addition to its other types.", "colors": ["U", "G"], "power": "2", "toughness": "4"},
    {"name": "Vizier of Remedies", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.", "colors": ["W"], "power": "2", "toughness": "1"},
    {"name": "Doubling Season", "mana_cost": "{4}{G}", "type_line": "Enchantment", "oracle_text": "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.\nIf an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.", "colors": ["G"]},
    {"name": "Multiversal Passage", "mana_cost": "", "type_line": "Land", "oracle_text": "As this land enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped.\nThis land is the chosen type.", "colors": []},
    {"name": "Thriving Moor", "mana_cost": "", "type_line": "Land", "oracle_text": "Thriving Moor enters the battlefield tapped.\nAs Thriving Moor enters the battlefield, choose a color other than black.\n{T}: Add {B} or one mana of the chosen color.", "colors": []},
    {"name": "Clone", "mana_cost": "{3}{U}", "type_line": "Creature — Shapeshifter", "oracle_text": "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "colors": ["U"], "power": "0", "toughness": "0"},
    {"name": "Rest in Peace", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "When this enchantment enters, exile all graveyards.\nIf a card or token would be put into a graveyard from anywhere, exile it instead.", "colors": ["W"]},
    {"name": "Kalitas, Traitor of Ghet", "mana_cost": "{2}{B}{B}", "type_line": "Legendary Creature — Vampire Warrior", "oracle_text": "Lifelink\nIf a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token.\n{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters on Kalitas.", "colors": ["B"], "power": "3", "toughness": "4"},
    {"name": "Ancient Adamantoise", "mana_cost": "{5}{G}{G}{G}", "type_line": "Creature — Turtle", "oracle_text": "Vigilance, ward {3}\nDamage isn't removed from this creature during cleanup steps.\nAll damage that would be dealt to you and other permanents you control is dealt to this creature instead.\nWhen this creature dies, exile it and create ten tapped Treasure tokens.", "colors": ["G"], "power": "8", "toughness": "20"},
    {"name": "Eclipsed Realms", "mana_cost": "", "type_line": "Land", "oracle_text": "As this land enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a spell of the chosen type or activate an ability of a source of the chosen type.", "colors": []},
    {"name": "Obstinate Baloth", "mana_cost": "{2}{G}{G}", "type_line": "Creature — Beast", "oracle_text": "When Obstinate Baloth enters the battlefield, you gain 4 life.\nIf a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it onto the battlefield instead of putting it into your graveyard.", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Loxodon Smiter", "mana_cost": "{1}{G}{W}", "type_line": "Creature — Elephant Soldier", "oracle_text": "This spell can't be countered.\nIf a spell or ability an opponent controls causes you to discard Loxodon Smiter, put it onto the battlefield instead of putting it into your graveyard.", "colors": ["W", "G"], "power": "4", "toughness": "4"},
    {"name": "Library of Leng", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "You have no maximum hand size.\nIf an effect causes you to discard a card, discard it, but you may put it on top of your library instead of into your graveyard.", "colors": []},
    {"name": "Hostility", "mana_cost": "{3}{R}{R}{R}", "type_line": "Creature — Elemental Incarnation", "oracle_text": "Haste\nIf a spell you control would deal damage to an opponent, prevent that damage. Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage prevented this way.\nWhen Hostility is put into a graveyard from anywhere, shuffle it into its owner's library.", "colors": ["R"], "power": "6", "toughness": "6"},
    {"name": "Freyalise's Winds", "mana_cost": "{2}{G}{G}", "type_line": "Enchantment", "oracle_text": "Whenever a permanent becomes tapped, put a wind counter on it.\nIf a permanent with a wind counter on it would untap during its controller's untap step, remove all wind counters from it instead.", "colors": ["G"]},
    {"name": "Edge of Malacol", "mana_cost": "", "type_line": "Plane — Belenon", "oracle_text": "If a creature you control would untap during your untap step, put two +1/+1 counters on it instead.\nWhenever you roll {CHAOS}, untap each creature you control.", "colors": []},
    {"name": "Nephalia Academy", "mana_cost": "", "type_line": "Land", "oracle_text": "If a spell or ability an opponent controls causes you to discard a card, you may reveal that card and put it on top of your library instead of putting it anywhere else.\n{T}: Add {C}.", "colors": []},
    {"name": "Thalia, Heretic Cathar", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Human Soldier", "oracle_text": "First strike\nCreatures and nonbasic lands your opponents control enter tapped.", "colors": ["W"], "power": "3", "toughness": "2"},
    {"name": "Soul-Scar Mage", "mana_cost": "{R}", "type_line": "Creature — Human Wizard", "oracle_text": "Prowess\nIf a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.", "colors": ["R"], "power": "1", "toughness": "2"},
    {"name": "Swans of Bryn Argoll", "mana_cost": "{2}{W/U}{W/U}", "type_line": "Creature — Bird Spirit", "oracle_text": "Flying\nIf a source would deal damage to Swans of Bryn Argoll, prevent that damage. The source's controller draws cards equal to the damage prevented this way.", "colors": ["W", "U"], "power": "4", "toughness": "3"},
    {"name": "Uphill Battle", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "Creatures played by your opponents enter the battlefield tapped.", "colors": ["R"]},
    {"name": "Unbreathing Horde", "mana_cost": "{2}{B}", "type_line": "Creature — Zombie", "oracle_text": "Unbreathing Horde enters the battlefield with a +1/+1 counter on it for each other Zombie you control and each Zombie card in your graveyard.\nIf Unbreathing Horde would be dealt damage, prevent that damage and remove a +1/+1 counter from it.", "colors": ["B"], "power": "0", "toughness": "0"},
    # ----- act13b -----
    {"name": "Augur il-Vec", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "Shadow (This creature can block or be blocked by only creatures with shadow.)\nSacrifice Augur il-Vec: You gain 4 life. Activate only during your upkeep.", "power": "1", "toughness": "3"},
    {"name": "Augur of Skulls", "mana_cost": "{1}{B}", "type_line": "Creature — Skeleton Wizard", "oracle_text": "{1}{B}: Regenerate Augur of Skulls.\nSacrifice Augur of Skulls: Target player discards two cards. Activate only during your upkeep.", "power": "1", "toughness": "1"},
    {"name": "Black Carriage", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Horse", "oracle_text": "Trample\nBlack Carriage doesn't untap during your untap step.\nSacrifice a creature: Untap Black Carriage. Activate only during your upkeep.", "power": "4", "toughness": "4"},
    {"name": "Colossus of Sardia", "mana_cost": "{9}", "type_line": "Artifact Creature — Golem", "oracle_text": "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nColossus of Sardia doesn't untap during your untap step.\n{9}: Untap Colossus of Sardia. Activate only during your upkeep.", "power": "9", "toughness": "9"},
    {"name": "Energy Vortex", "mana_cost": "{3}{U}{U}", "type_line": "Enchantment", "oracle_text": "As Energy Vortex enters the battlefield, choose an opponent.\nAt the beginning of your upkeep, remove all vortex counters from Energy Vortex.\nAt the beginning of the chosen player's upkeep, Energy Vortex deals 3 damage to that player unless they pay {1} for each vortex counter on Energy Vortex.\n{X}: Put X vortex counters on Energy Vortex. Activate only during your upkeep."},
    {"name": "Eternal Dragon", "mana_cost": "{5}{W}{W}", "type_line": "Creature — Dragon Spirit", "oracle_text": "Flying\n{3}{W}{W}: Return Eternal Dragon from your graveyard to your hand. Activate only during your upkeep.\nPlainscycling {2} ({2}, Discard this card: Search your library for a Plains card, reveal it, put it into your hand, then shuffle.)", "power": "5", "toughness": "5"},
    {"name": "Grim Reminder", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "Search your library for a nonland card and reveal it. Each opponent who cast a spell this turn with the same name as that card loses 6 life. Then shuffle.\n{B}{B}: Return Grim Reminder from your graveyard to your hand. Activate only during your upkeep."},
    {"name": "Hammer of Bogardan", "mana_cost": "{1}{R}{R}", "type_line": "Sorcery", "oracle_text": "Hammer of Bogardan deals 3 damage to any target.\n{2}{R}{R}{R}: Return Hammer of Bogardan from your graveyard to your hand. Activate only during your upkeep."},
    {"name": "Shard Phoenix", "mana_cost": "{4}{R}", "type_line": "Creature — Phoenix", "oracle_text": "Flying (This creature can't be blocked except by creatures with flying or reach.)\nSacrifice Shard Phoenix: It deals 2 damage to each creature without flying.\n{R}{R}{R}: Return Shard Phoenix from your graveyard to your hand. Activate only during your upkeep.", "power": "2", "toughness": "2"},
    {"name": "Firemane Angel", "mana_cost": "{3}{R}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying, first strike\nAt the beginning of your upkeep, if Firemane Angel is in your graveyard or on the battlefield, you may gain 1 life.\n{6}{R}{R}{W}{W}: Return Firemane Angel from your graveyard to the battlefield. Activate only during your upkeep.", "power": "4", "toughness": "3"},
    {"name": "Necrosavant", "mana_cost": "{3}{B}{B}{B}", "type_line": "Creature — Zombie Giant", "oracle_text": "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate only during your upkeep.", "power": "5", "toughness": "5"},
    {"name": "Undead Gladiator", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Zombie Barbarian", "oracle_text": "{1}{B}, Discard a card: Return Undead Gladiator from your graveyard to your hand. Activate only during your upkeep.\nCycling {1}{B} ({1}{B}, Discard this card: Draw a card.)", "power": "3", "toughness": "1"},
    {"name": "Scourglass", "mana_cost": "{3}{W}{W}", "type_line": "Artifact", "oracle_text": "{T}, Sacrifice Scourglass: Destroy all permanents except for artifacts and lands. Activate only during your upkeep."},
    {"name": "Mirror Universe", "mana_cost": "{6}", "type_line": "Artifact", "oracle_text": "{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent. Activate only during your upkeep."},
    {"name": "Svyelunite Priest", "mana_cost": "{1}{U}", "type_line": "Creature — Merfolk Cleric", "oracle_text": "{U}{U}, {T}: Target creature gains shroud until end of turn. Activate only during your upkeep. (It can't be the target of spells or abilities.)", "power": "1", "toughness": "1"},
    {"name": "Jade Statue", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "{2}: Jade Statue becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat."},
    {"name": "Najeela, the Blade-Blossom", "mana_cost": "{2}{R}", "type_line": "Legendary Creature — Human Warrior", "oracle_text": "Whenever a Warrior attacks, you may have its controller create a 1/1 white Warrior creature token that's tapped and attacking.\n{W}{U}{B}{R}{G}: Untap all attacking creatures. They gain trample, lifelink, and haste until end of turn. After this phase, there is an additional combat phase. Activate only during combat.", "power": "3", "toughness": "2"},
    {"name": "Desert", "mana_cost": "", "type_line": "Land — Desert", "oracle_text": "{T}: Add {C}.\n{T}: Desert deals 1 damage to target attacking creature. Activate only during the end of combat step."},
    {"name": "Tolaria", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "{T}: Add {U}.\n{T}: Target creature loses banding and all \"bands with other\" abilities until end of turn. Activate only during any upkeep step."},
    {"name": "Trade Caravan", "mana_cost": "{W}", "type_line": "Creature — Human Nomad", "oracle_text": "At the beginning of your upkeep, put a currency counter on Trade Caravan.\nRemove two currency counters from Trade Caravan: Untap target basic land. Activate only during an opponent's upkeep.", "power": "1", "toughness": "1"},
    {"name": "Infinite Hourglass", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "At the beginning of your upkeep, put a time counter on Infinite Hourglass.\nAll creatures get +1/+0 for each time counter on Infinite Hourglass.\n{3}: Remove a time counter from Infinite Hourglass. Any player may activate this ability but only during any upkeep step."},
    {"name": "Gate to Phyrexia", "mana_cost": "{B}{B}", "type_line": "Enchantment", "oracle_text": "Sacrifice a creature: Destroy target artifact. Activate only during your upkeep and only once each turn."},
    {"name": "Haunted Screen", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{T}: Add {W} or {B}.\n{T}, Pay 1 life: Add {G}, {U}, or {R}.\n{7}: Put seven +1/+1 counters on this artifact. It becomes a 0/0 Spirit creature in addition to its other types. Activate only once."},
    {"name": "Mild-Mannered Librarian", "mana_cost": "{G}", "type_line": "Creature — Human", "oracle_text": "{3}{G}: This creature becomes a Werewolf. Put two +1/+1 counters on it and you draw a card. Activate only once.", "power": "1", "toughness": "1"},
    {"name": "Possessed Goat", "mana_cost": "{W}", "type_line": "Creature — Goat", "oracle_text": "{3}, Discard a card: Put three +1/+1 counters on this creature and it becomes a black Demon in addition to its other colors and types. Activate only once.", "power": "1", "toughness": "1"},
    {"name": "Omnispell Adept", "mana_cost": "{4}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "{2}{U}, {T}: You may cast an instant or sorcery spell from your hand without paying its mana cost.", "power": "3", "toughness": "4"},
    {"name": "Yue, the Moon Spirit", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Spirit Ally", "oracle_text": "Flying, vigilance\nWaterbend {5}, {T}: You may cast a noncreature spell from your hand without paying its mana cost. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)", "power": "3", "toughness": "3"},
    {"name": "Clive's Hideaway", "mana_cost": "", "type_line": "Land — Town", "oracle_text": "Hideaway 4 (When this land enters, look at the top four cards of your library, exile one face down, then put the rest on the bottom in a random order.)\n{T}: Add {C}.\n{2}, {T}: You may play the exiled card without paying its mana cost if you control four or more legendary creatures."},
    {"name": "Shelldock Isle", "mana_cost": "", "type_line": "Land", "oracle_text": "Hideaway 4 (When this land enters the battlefield, look at the top four cards of your library, exile one face down, then put the rest on the bottom in a random order.)\nShelldock Isle enters the battlefield tapped.\n{T}: Add {U}.\n{U}, {T}: You may play the exiled card without paying its mana cost if a library has twenty or fewer cards in it."},
    {"name": "Chaos Wand", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{4}, {T}: Target opponent exiles cards from the top of their library until they exile an instant or sorcery card. You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a random order."},
    {"name": "Plargg, Dean of Chaos", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Orc Shaman", "oracle_text": "{T}, Discard a card: Draw a card.\n{4}{R}, {T}: Reveal cards from the top of your library until you reveal a nonlegendary, nonland card with mana value 3 or less. You may cast that card without paying its mana cost. Put all revealed cards not cast this way on the bottom of your library in a random order.", "power": "2", "toughness": "2"},
    {"name": "Svella, Ice Shaper", "mana_cost": "{1}{R}{G}", "type_line": "Legendary Snow Creature — Troll Warrior", "oracle_text": "{3}, {T}: Create a colorless snow artifact token named Icy Manalith with \"{T}: Add one mana of any color.\"\n{6}{R}{G}, {T}: Look at the top four cards of your library. You may cast a spell from among them without paying its mana cost. Put the rest on the bottom of your library in a random order.", "power": "2", "toughness": "4"},
    {"name": "Isochron Scepter", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Imprint — When Isochron Scepter enters the battlefield, you may exile an instant card with mana value 2 or less from your hand.\n{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying its mana cost."},
    {"name": "Djinn of Wishes", "mana_cost": "{3}{U}{U}", "type_line": "Creature — Djinn", "oracle_text": "Flying\nDjinn of Wishes enters the battlefield with three wish counters on it.\n{2}{U}{U}, Remove a wish counter from Djinn of Wishes: Reveal the top card of your library. You may play that card without paying its mana cost. If you don't, exile it.", "power": "4", "toughness": "4"},
    {"name": "Goblin Cratermaker", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "{1}, Sacrifice Goblin Cratermaker: Choose one —\n• Goblin Cratermaker deals 2 damage to target creature.\n• Destroy target colorless nonland permanent.", "power": "2", "toughness": "2"},
    {"name": "Breya, Etherium Shaper", "mana_cost": "{W}{U}{B}{R}", "type_line": "Legendary Artifact Creature — Human", "oracle_text": "When Breya enters, create two 1/1 blue Thopter artifact creature tokens with flying.\n{2}, Sacrifice two artifacts: Choose one —\n• Breya deals 3 damage to target player or planeswalker.\n• Target creature gets -4/-4 until end of turn.\n• You gain 5 life.", "power": "4", "toughness": "4"},
    {"name": "Insidious Fungus", "mana_cost": "{G}", "type_line": "Creature — Fungus", "oracle_text": "{2}, Sacrifice this creature: Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.\n• Draw a card. Then you may put a land card from your hand onto the battlefield tapped.", "power": "1", "toughness": "2"},
    {"name": "Umezawa's Jitte", "mana_cost": "{2}", "type_line": "Legendary Artifact — Equipment", "oracle_text": "Whenever equipped creature deals combat damage, put two charge counters on Umezawa's Jitte.\nRemove a charge counter from Umezawa's Jitte: Choose one —\n• Equipped creature gets +2/+2 until end of turn.\n• Target creature gets -1/-1 until end of turn.\n• You gain 2 life.\nEquip {2}"},
    {"name": "Ebon Praetor", "mana_cost": "{4}{B}{B}", "type_line": "Creature — Avatar Praetor", "oracle_text": "First strike, trample\nAt the beginning of your upkeep, put a -2/-2 counter on Ebon Praetor.\nSacrifice a creature: Remove a -2/-2 counter from Ebon Praetor. If the sacrificed creature was a Thrull, put a +1/+0 counter on Ebon Praetor. Activate only during your upkeep and only once each turn.", "power": "5", "toughness": "5"},
    {"name": "Skinshifter", "mana_cost": "{1}{G}", "type_line": "Creature — Human Shaman", "oracle_text": "{G}: Choose one. Activate only once each turn.\n• Until end of turn, Skinshifter becomes a Rhino with base power and toughness 4/4 and gains trample.\n• Until end of turn, Skinshifter becomes a Bird with base power and toughness 2/2 and gains flying.\n• Until end of turn, Skinshifter becomes a Plant with base power and toughness 0/8.", "power": "1", "toughness": "1"},
    {"name": "Will Kenrith", "mana_cost": "{4}{U}{U}", "type_line": "Legendary Planeswalker — Will", "oracle_text": "+2: Until your next turn, up to two target creatures each have base power and toughness 0/3 and lose all abilities.\n−2: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.\n−8: Target player gets an emblem with \"Whenever you cast an instant or sorcery spell, copy it. You may choose new targets for the copy.\"\nPartner with Rowan Kenrith\nWill Kenrith can be your commander."},
    {"name": "Elite Arcanist", "mana_cost": "{3}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "When Elite Arcanist enters the battlefield, you may exile an instant card from your hand.\n{X}, {T}: Copy the exiled card. You may cast the copy without paying its mana cost. X is the mana value of the exiled card.", "power": "1", "toughness": "1"},
    {"name": "Gnostro, Voice of the Crags", "mana_cost": "{1}{U}{R}{W}", "type_line": "Legendary Creature — Chimera", "oracle_text": "{T}: Choose one. X is the number of spells you've cast this turn.\n• Scry X.\n• Gnostro deals X damage to target creature.\n• You gain X life.", "power": "3", "toughness": "3"},
    {"name": "Atalya, Samite Master", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Creature — Human Cleric", "oracle_text": "{X}, {T}: Choose one —\n• Prevent the next X damage that would be dealt to target creature this turn. Spend only white mana on X.\n• You gain X life. Spend only white mana on X.", "power": "2", "toughness": "3"},
    {"name": "Horde of Notions", "mana_cost": "{W}{U}{B}{R}{G}", "type_line": "Legendary Creature — Elemental", "oracle_text": "Vigilance, trample, haste\n{W}{U}{B}{R}{G}: You may play target Elemental card from your graveyard without paying its mana cost.", "power": "5", "toughness": "5"},
    {"name": "Voldaren Estate", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast a Vampire spell.\n{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you control. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")"},
    {"name": "Waterbending Scroll", "mana_cost": "{1}{U}", "type_line": "Artifact", "oracle_text": "{6}, {T}: Draw a card. This ability costs {1} less to activate for each Island you control."},
    {"name": "Qiqirn Merchant", "mana_cost": "{2}{U}", "type_line": "Creature — Beast Citizen", "oracle_text": "{1}, {T}: Draw a card, then discard a card.\n{7}, {T}, Sacrifice this creature: Draw three cards. This ability costs {1} less to activate for each Town you control.", "power": "1", "toughness": "4"},
    {"name": "Survey Mechan", "mana_cost": "{4}", "type_line": "Artifact Creature — Robot", "oracle_text": "Flying\nHexproof (This creature can't be the target of spells or abilities your opponents control.)\n{10}, Sacrifice this creature: It deals 3 damage to any target. Target player draws three cards and gains 3 life. This ability costs {X} less to activate, where X is the number of differently named lands you control.", "power": "1", "toughness": "3"},
    {"name": "Sanctum of Tranquil Light", "mana_cost": "{W}", "type_line": "Legendary Enchantment — Shrine", "oracle_text": "{5}{W}: Tap target creature. This ability costs {1} less to activate for each Shrine you control."},
    {"name": "Seafloor Stalker", "mana_cost": "{2}{U}", "type_line": "Creature — Merfolk Rogue", "oracle_text": "{4}{U}: Seafloor Stalker gets +1/+0 until end of turn and can't be blocked this turn. This ability costs {1} less to activate for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)", "power": "2", "toughness": "3"},
    {"name": "Pteramander", "mana_cost": "{U}", "type_line": "Creature — Salamander Drake", "oracle_text": "Flying\n{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant and sorcery card in your graveyard. (If this creature has no +1/+1 counters on it, put four +1/+1 counters on it.)", "power": "1", "toughness": "1"},
    {"name": "Nemesis of Mortals", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Snake", "oracle_text": "This spell costs {1} less to cast for each creature card in your graveyard.\n{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate for each creature card in your graveyard. (If this creature isn't monstrous, put five +1/+1 counters on it and it becomes monstrous.)", "power": "5", "toughness": "5"},
    {"name": "Starport Security", "mana_cost": "{W}", "type_line": "Artifact Creature — Robot Soldier", "oracle_text": "{3}{W}, {T}: Tap another target creature. This ability costs {2} less to activate if you control a creature with a +1/+1 counter on it.", "power": "1", "toughness": "1"},
    {"name": "Eiganjo, Seat of the Empire", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "{T}: Add {W}.\nChannel — {2}{W}, Discard Eiganjo, Seat of the Empire: It deals 4 damage to target attacking or blocking creature. This ability costs {1} less to activate for each legendary creature you control."},
    {"name": "Cryptic Caves", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Draw a card. Activate only if you control five or more lands."},
    {"name": "Bloodline Keeper", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Vampire", "oracle_text": "Flying\n{T}: Create a 2/2 black Vampire creature token with flying.\n{B}: Transform Bloodline Keeper. Activate only if you control five or more Vampires.", "power": "3", "toughness": "3"},
    {"name": "Celestial Enforcer", "mana_cost": "{2}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "{1}{W}, {T}: Tap target creature. Activate only if you control a creature with flying.", "power": "2", "toughness": "3"},
    {"name": "Heidar, Rimewind Master", "mana_cost": "{4}{U}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "{2}, {T}: Return target permanent to its owner's hand. Activate only if you control four or more snow permanents.", "power": "3", "toughness": "3"},
    {"name": "Leechridden Swamp", "mana_cost": "", "type_line": "Land — Swamp", "oracle_text": "({T}: Add {B}.)\nLeechridden Swamp enters the battlefield tapped.\n{B}, {T}: Each opponent loses 1 life. Activate only if you control two or more black permanents."},
    {"name": "Companion of the Trials", "mana_cost": "{2}{W}", "type_line": "Creature — Bird Soldier", "oracle_text": "Flying\n{1}{W}: Untap target creature. Activate only if you control a Gideon planeswalker.", "power": "2", "toughness": "2"},
    {"name": "Kuldotha Phoenix", "mana_cost": "{2}{R}{R}{R}", "type_line": "Creature — Phoenix", "oracle_text": "Flying, haste\nMetalcraft — {4}: Return Kuldotha Phoenix from your graveyard to the battlefield. Activate only during your upkeep and only if you control three or more artifacts.", "power": "4", "toughness": "4"},
    {"name": "Goblin Ski Patrol", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin", "oracle_text": "{1}{R}: Goblin Ski Patrol gets +2/+0 and gains flying. Its controller sacrifices it at the beginning of the next end step. Activate only once and only if you control a snow Mountain.", "power": "1", "toughness": "1"},
    {"name": "Sliver Hive", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Sliver spell.\n{5}, {T}: Create a 1/1 colorless Sliver creature token. Activate only if you control a Sliver."},
    {"name": "Security Detail", "mana_cost": "{3}{W}", "type_line": "Enchantment", "oracle_text": "{W}{W}: Create a 1/1 white Soldier creature token. Activate only if you control no creatures and only once each turn."},
    {"name": "Skitterskin", "mana_cost": "{3}{B}", "type_line": "Creature — Eldrazi Drone", "oracle_text": "Devoid (This card has no color.)\nSkitterskin can't block.\n{1}{B}: Regenerate Skitterskin. Activate only if you control another colorless creature.", "power": "4", "toughness": "3"},
    {"name": "Bonders' Enclave", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{3}, {T}: Draw a card. Activate only if you control a creature with power 4 or greater."},
    {"name": "Liliana, Waker of the Dead", "mana_cost": "{2}{B}{B}", "type_line": "Legendary Planeswalker — Liliana", "oracle_text": "[+1]: Each player discards a card. Each opponent who can't loses 3 life.\n[-3]: Target creature gets -X/-X until end of turn, where X is the number of cards in your graveyard.\n[-7]: You get an emblem with \"At the beginning of combat on your turn, put target creature card from a graveyard onto the battlefield under your control. It gains haste.\"", "loyalty": "4"},
    {"name": "Tezzeret the Schemer", "mana_cost": "{2}{U}{B}", "type_line": "Legendary Planeswalker — Tezzeret", "oracle_text": "[+1]: Create a colorless artifact token named Etherium Cell with \"{T}, Sacrifice this artifact: Add one mana of any color.\"\n[-2]: Target creature gets +X/-X until end of turn, where X is the number of artifacts you control.\n[-7]: You get an emblem with \"At the beginning of combat on your turn, target artifact you control becomes an artifact creature with base power and toughness 5/5.\"", "loyalty": "5"},
    {"name": "Elder of Laurels", "mana_cost": "{2}{G}", "type_line": "Creature — Human Advisor", "oracle_text": "{3}{G}: Target creature gets +X/+X until end of turn, where X is the number of creatures you control.", "power": "2", "toughness": "3"},
    {"name": "Timberwatch Elf", "mana_cost": "{2}{G}", "type_line": "Creature — Elf", "oracle_text": "{T}: Target creature gets +X/+X until end of turn, where X is the number of Elves on the battlefield.", "power": "1", "toughness": "2"},
    {"name": "Priest of the Haunted Edge", "mana_cost": "{1}{B}", "type_line": "Snow Creature — Zombie Cleric", "oracle_text": "{T}, Sacrifice Priest of the Haunted Edge: Target creature gets -X/-X until end of turn, where X is the number of snow lands you control. Activate only as a sorcery.", "power": "0", "toughness": "4"},
    {"name": "Bloodtithe Harvester", "mana_cost": "{B}{R}", "type_line": "Creature — Vampire", "oracle_text": "When Bloodtithe Harvester enters the battlefield, create a Blood token. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")\n{T}, Sacrifice Bloodtithe Harvester: Target creature gets -X/-X until end of turn, where X is twice the number of Blood tokens you control. Activate only as a sorcery.", "power": "3", "toughness": "2"},
    {"name": "Torch Song", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "At the beginning of your upkeep, you may put a verse counter on Torch Song.\n{2}{R}, Sacrifice Torch Song: It deals X damage to any target, where X is the number of verse counters on Torch Song."},
    {"name": "Ajani, Wise Counselor", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Planeswalker — Ajani", "oracle_text": "[+2]: You gain 1 life for each creature you control.\n[-3]: Creatures you control get +2/+2 until end of turn.\n[-9]: Put X +1/+1 counters on target creature, where X is your life total.", "loyalty": "5"},
    {"name": "Chandra, Gremlin Wrangler", "mana_cost": "{2}{R}{R}", "type_line": "Legendary Planeswalker — Chandra", "oracle_text": "[+1]: Create a 2/2 red Gremlin creature token.\n[-2]: Chandra, Gremlin Wrangler deals X damage to target creature or player, where X is the number of Gremlins you control.", "loyalty": "3"},
    {"name": "The Ancient One", "mana_cost": "{U}{B}", "type_line": "Legendary Creature — Spirit God", "oracle_text": "Descend 8 — The Ancient One can't attack or block unless there are eight or more permanent cards in your graveyard.\n{2}{U}{B}: Draw a card, then discard a card. When you discard a card this way, target player mills cards equal to its mana value.", "power": "8", "toughness": "8"},
    {"name": "Eden, Seat of the Sanctum", "mana_cost": "", "type_line": "Land — Town", "oracle_text": "{T}: Add {C}.\n{5}, {T}: Mill two cards. Then you may sacrifice this land. When you do, return another target permanent card from your graveyard to your hand."},
    {"name": "Wishing Well", "mana_cost": "{3}{U}", "type_line": "Artifact", "oracle_text": "{T}: Put a coin counter on this artifact. When you do, you may cast target instant or sorcery card with mana value equal to the number of coin counters on this artifact from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead. Activate only as a sorcery."},
    # ----- act13a -----
    {"name": "Hardened Tactician", "mana_cost": "{1}{W}{B}", "type_line": "Creature — Human Warrior", "oracle_text": "{1}, Sacrifice a token: Draw a card.", "colors": ["B", "W"], "power": "2", "toughness": "4"},
    {"name": "Prosperity Tycoon", "mana_cost": "{3}{W}", "type_line": "Creature — Human Noble", "oracle_text": "When this creature enters, create a 1/1 red Mercenary creature token with \"{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery.\"\n{2}, Sacrifice a token: This creature gains indestructible until end of turn. Tap it. (Damage and effects that say \"destroy\" don't destroy it.)", "colors": ["W"], "power": "4", "toughness": "2"},
    {"name": "Lord Dregg, Insect Invader", "mana_cost": "{3}{B}", "type_line": "Legendary Creature — Insect Warrior", "oracle_text": "Flying\nDisappear — At the beginning of your end step, if a permanent left the battlefield under your control this turn, create a 1/1 black Insect Warrior creature token with flying.\n{3}{G}, Sacrifice a token: Draw a card.", "colors": ["B"], "power": "3", "toughness": "2"},
    {"name": "Izoni, Center of the Web", "mana_cost": "{4}{B}{G}", "type_line": "Legendary Creature — Elf Detective", "oracle_text": "Menace\nWhenever Izoni enters or attacks, you may collect evidence 4. If you do, create two 2/1 black and green Spider creature tokens with menace and reach.\nSacrifice four tokens: Surveil 2, then draw two cards. You gain 2 life.", "colors": ["B", "G"], "power": "5", "toughness": "4"},
    {"name": "Glimmer Bairn", "mana_cost": "{G}", "type_line": "Creature — Ouphe", "oracle_text": "Sacrifice a token: Glimmer Bairn gets +2/+2 until end of turn.", "colors": ["G"], "power": "1", "toughness": "2"},
    {"name": "Rat King, Pale Piper", "mana_cost": "{3}{B}", "type_line": "Legendary Creature — Rat Avatar", "oracle_text": "Menace\nWhenever Rat King or another nontoken creature you control leaves the battlefield, create a 1/1 black Rat creature token.\n{2}, Sacrifice a token: Draw a card.", "colors": ["B"], "power": "3", "toughness": "3"},
    {"name": "Sophia, Dogged Detective", "mana_cost": "{1}{G}{W}{U}", "type_line": "Legendary Creature — Human Detective", "oracle_text": "When Sophia enters, create Tiny, a legendary 2/2 green Dog Detective creature token with trample.\n{1}, Sacrifice an artifact token: Put a +1/+1 counter on each Dog you control.\nWhenever a Dog you control deals combat damage to a player, create a Food token, then investigate.", "colors": ["W", "U", "G"], "power": "3", "toughness": "4"},
    {"name": "Ice Cream Kitty", "mana_cost": "{1}{B/G}", "type_line": "Artifact Creature — Food Cat Mutant", "oracle_text": "{2}, Sacrifice another creature or token: Draw a card. Activate only as a sorcery.\n{2}, {T}, Sacrifice this creature: You gain 3 life.", "colors": ["B", "G"], "power": "1", "toughness": "3"},
    {"name": "Tangle Tumbler", "mana_cost": "{3}", "type_line": "Artifact — Vehicle", "oracle_text": "Vigilance\n{3}, {T}: Put a +1/+1 counter on target creature.\nTap two untapped tokens you control: This Vehicle becomes an artifact creature until end of turn.", "colors": [], "power": "6", "toughness": "6"},
    {"name": "Polygraph Orb", "mana_cost": "{4}{B}", "type_line": "Artifact", "oracle_text": "When this artifact enters, look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard. You lose 2 life.\n{2}, {T}, Collect evidence 3: Each opponent loses 3 life unless they discard a card or sacrifice a creature. (To collect evidence 3, exile cards with total mana value 3 or greater from your graveyard.)", "colors": ["B"]},
    {"name": "Tenth District Hero", "mana_cost": "{1}{W}", "type_line": "Creature — Human", "oracle_text": "{1}{W}, Collect evidence 2: This creature becomes a Human Detective with base power and toughness 4/4 and gains vigilance.\n{2}{W}, Collect evidence 4: If this creature is a Detective, it becomes a legendary creature named Mileva, the Stalwart, it has base power and toughness 5/5, and it gains \"Other creatures you control have indestructible.\"", "colors": ["W"], "power": "2", "toughness": "3"},
    {"name": "Hedge Whisperer", "mana_cost": "{G}", "type_line": "Creature — Elf Druid Detective", "oracle_text": "You may choose not to untap this creature during your untap step.\n{3}{G}, {T}, Collect evidence 4: Target land you control becomes a 5/5 green Plant Boar creature with haste for as long as this creature remains tapped. It's still a land. Activate only as a sorcery. (To collect evidence 4, exile cards with total mana value 4 or greater from your graveyard.)", "colors": ["G"], "power": "0", "toughness": "3"},
    {"name": "Lathril, Blade of the Elves", "mana_cost": "{2}{B}{G}", "type_line": "Legendary Creature — Elf Noble", "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever Lathril deals combat damage to a player, create that many 1/1 green Elf Warrior creature tokens.\n{T}, Tap ten untapped Elves you control: Each opponent loses 10 life and you gain 10 life.", "colors": ["B", "G"], "power": "2", "toughness": "3"},
    {"name": "Gilt-Leaf Archdruid", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Whenever you cast a Druid spell, you may draw a card.\nTap seven untapped Druids you control: Gain control of all lands target player controls.", "colors": ["G"], "power": "3", "toughness": "3"},
    {"name": "Lullmage Mentor", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Merfolk Wizard", "oracle_text": "Whenever a spell or ability you control counters a spell, you may create a 1/1 blue Merfolk creature token.\nTap seven untapped Merfolk you control: Counter target spell.", "colors": ["U"], "power": "2", "toughness": "2"},
    {"name": "Karplusan Giant", "mana_cost": "{6}{R}", "type_line": "Creature — Giant", "oracle_text": "Tap an untapped snow land you control: Karplusan Giant gets +1/+1 until end of turn.", "colors": ["R"], "power": "3", "toughness": "3"},
    {"name": "Airdrop Condor", "mana_cost": "{4}{R}", "type_line": "Creature — Bird", "oracle_text": "Flying\n{1}{R}, Sacrifice a Goblin creature: Airdrop Condor deals damage equal to the sacrificed creature's power to any target.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Atogatog", "mana_cost": "{W}{U}{B}{R}{G}", "type_line": "Legendary Creature — Atog", "oracle_text": "Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn, where X is the sacrificed creature's power.", "colors": ["W", "U", "B", "R", "G"], "power": "5", "toughness": "5"},
    {"name": "Barrage Tyrant", "mana_cost": "{4}{R}", "type_line": "Creature — Eldrazi", "oracle_text": "Devoid (This card has no color.)\n{2}{R}, Sacrifice another colorless creature: Barrage Tyrant deals damage equal to the sacrificed creature's power to any target.", "colors": [], "power": "5", "toughness": "3"},
    {"name": "Excavator", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{T}, Sacrifice a basic land: Target creature gains landwalk of each of the land types of the sacrificed land until end of turn. (It can't be blocked as long as defending player controls a land of any of those types.)", "colors": []},
    {"name": "Flamewright", "mana_cost": "{R}{W}", "type_line": "Creature — Human Artificer", "oracle_text": "{1}, {T}: Create a 1/1 colorless Construct artifact creature token with defender.\n{T}, Sacrifice a creature with defender: Flamewright deals 1 damage to any target.", "colors": ["W", "R"], "power": "1", "toughness": "1"},
    {"name": "Portcullis Vine", "mana_cost": "{G}", "type_line": "Creature — Plant Wall", "oracle_text": "Defender (This creature can't attack.)\n{2}, {T}, Sacrifice a creature with defender: Draw a card.", "colors": ["G"], "power": "0", "toughness": "3"},
    {"name": "Freyalise Supplicant", "mana_cost": "{1}{G}", "type_line": "Creature — Human Cleric", "oracle_text": "{T}, Sacrifice a red or white creature: Freyalise Supplicant deals damage to any target equal to half the sacrificed creature's power, rounded down.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Glacial Crevasses", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "Sacrifice a snow Mountain: Prevent all combat damage that would be dealt this turn.", "colors": ["R"]},
    {"name": "Sunstone", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "{2}, Sacrifice a snow land: Prevent all combat damage that would be dealt this turn.", "colors": []},
    {"name": "Infernal Tribute", "mana_cost": "{B}{B}{B}", "type_line": "Enchantment", "oracle_text": "{2}, Sacrifice a nontoken permanent: Draw a card.", "colors": ["B"]},
    {"name": "Magmaw", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Elemental", "oracle_text": "{1}, Sacrifice a nonland permanent: Magmaw deals 1 damage to any target.", "colors": ["R"], "power": "4", "toughness": "4"},
    {"name": "Ooze Garden", "mana_cost": "{1}{G}", "type_line": "Enchantment", "oracle_text": "{1}{G}, Sacrifice a non-Ooze creature: Create an X/X green Ooze creature token, where X is the sacrificed creature's power. Activate only as a sorcery.", "colors": ["G"]},
    {"name": "Thopter Foundry", "mana_cost": "{W/B}{U}", "type_line": "Artifact", "oracle_text": "{1}, Sacrifice a nontoken artifact: Create a 1/1 blue Thopter artifact creature token with flying. You gain 1 life.", "colors": ["W", "U", "B"]},
    {"name": "Knight of the Last Breath", "mana_cost": "{5}{W}{B}", "type_line": "Creature — Giant Knight", "oracle_text": "{3}, Sacrifice another nontoken creature: Create a 1/1 white and black Spirit creature token with flying.\nAfterlife 3 (When this creature dies, create three 1/1 white and black Spirit creature tokens with flying.)", "colors": ["W", "B"], "power": "4", "toughness": "4"},
    {"name": "Krovikan Sorcerer", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "{T}, Discard a nonblack card: Draw a card.\n{T}, Discard a black card: Draw two cards, then discard one of them.", "colors": ["U"], "power": "1", "toughness": "1"},
    {"name": "Tome Shredder", "mana_cost": "{2}{R}", "type_line": "Creature — Wolf", "oracle_text": "Haste\n{T}, Exile an instant or sorcery card from your graveyard: Put a +1/+1 counter on Tome Shredder.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Scarred Vinebreeder", "mana_cost": "{1}{B}", "type_line": "Creature — Elf Shaman", "oracle_text": "{2}{B}, Exile an Elf card from your graveyard: Scarred Vinebreeder gets +3/+3 until end of turn.", "colors": ["B"], "power": "1", "toughness": "1"},
    {"name": "Ior Ruin Expedition", "mana_cost": "{1}{U}", "type_line": "Enchantment", "oracle_text": "Landfall — Whenever a land enters the battlefield under your control, you may put a quest counter on Ior Ruin Expedition.\nRemove three quest counters from Ior Ruin Expedition and sacrifice it: Draw two cards.", "colors": ["U"]},
    {"name": "Sunspring Expedition", "mana_cost": "{W}", "type_line": "Enchantment", "oracle_text": "Landfall — Whenever a land enters the battlefield under your control, you may put a quest counter on Sunspring Expedition.\nRemove three quest counters from Sunspring Expedition and sacrifice it: You gain 8 life.", "colors": ["W"]},
    {"name": "Quest for the Gravelord", "mana_cost": "{B}", "type_line": "Enchantment", "oracle_text": "Whenever a creature dies, you may put a quest counter on Quest for the Gravelord.\nRemove three quest counters from Quest for the Gravelord and sacrifice it: Create a 5/5 black Zombie Giant creature token.", "colors": ["B"]},
    {"name": "Goblin Bomb", "mana_cost": "{1}{R}", "type_line": "Enchantment", "oracle_text": "At the beginning of your upkeep, you may flip a coin. If you win the flip, put a fuse counter on Goblin Bomb. If you lose the flip, remove a fuse counter from Goblin Bomb.\nRemove five fuse counters from Goblin Bomb and sacrifice it: It deals 20 damage to target player or planeswalker.", "colors": ["R"]},
    {"name": "Betrothed of Fire", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nSacrifice an untapped creature: Enchanted creature gets +2/+0 until end of turn.\nSacrifice enchanted creature: Creatures you control get +2/+0 until end of turn.", "colors": ["R"]},
    {"name": "Bosh, Iron Golem Avatar", "mana_cost": "", "type_line": "Vanguard", "oracle_text": "{X}, Sacrifice an artifact with mana value X: Bosh, Iron Golem Avatar deals X damage to any target.", "colors": []},
    {"name": "Doom Cannon", "mana_cost": "{6}", "type_line": "Artifact", "oracle_text": "As Doom Cannon enters the battlefield, choose a creature type.\n{3}, {T}, Sacrifice a creature of the chosen type: Doom Cannon deals 3 damage to any target.", "colors": []},
    {"name": "Malevolent Noble", "mana_cost": "{1}{B}", "type_line": "Creature — Human Noble", "oracle_text": "{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on Malevolent Noble.", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Elite Headhunter", "mana_cost": "{B/R}{B/R}{B/R}{B/R}", "type_line": "Creature — Human Knight", "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)\n{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: Elite Headhunter deals 2 damage to target creature or planeswalker.", "colors": ["B", "R"], "power": "2", "toughness": "3"},
    {"name": "Niambi, Esteemed Speaker", "mana_cost": "{W}{U}", "type_line": "Legendary Creature — Human Cleric", "oracle_text": "Flash\nWhen Niambi enters, you may return another target creature you control to its owner's hand. If you do, you gain life equal to that creature's mana value.\n{1}{W}{U}, {T}, Discard a legendary card: Draw two cards.", "colors": ["W", "U"], "power": "2", "toughness": "1"},
    {"name": "Rune-Brand Juggler", "mana_cost": "{B}{R}", "type_line": "Creature — Human Shaman", "oracle_text": "When this creature enters, suspect up to one target creature you control. (A suspected creature has menace and can't block.)\n{3}{B}{R}, Sacrifice a suspected creature: Target creature gets -5/-5 until end of turn.", "colors": ["B", "R"], "power": "2", "toughness": "2"},
    {"name": "Scrapheap Scrounger", "mana_cost": "{2}", "type_line": "Artifact Creature — Construct", "oracle_text": "Scrapheap Scrounger can't block.\n{1}{B}, Exile another creature card from your graveyard: Return Scrapheap Scrounger from your graveyard to the battlefield.", "colors": [], "power": "3", "toughness": "2"},
    {"name": "Meloku the Clouded Mirror", "mana_cost": "{4}{U}", "type_line": "Legendary Creature — Moonfolk Wizard", "oracle_text": "Flying\n{1}, Return a land you control to its owner's hand: Create a 1/1 blue Illusion creature token with flying.", "colors": ["U"], "power": "2", "toughness": "4"},
    {"name": "Soratami Savant", "mana_cost": "{2}{U}{U}", "type_line": "Creature — Moonfolk Wizard", "oracle_text": "Flying\n{3}, Return a land you control to its owner's hand: Counter target spell unless its controller pays {3}.", "colors": ["U"], "power": "2", "toughness": "2"},
    {"name": "Soratami Mirror-Mage", "mana_cost": "{3}{U}", "type_line": "Creature — Moonfolk Wizard", "oracle_text": "Flying\n{3}, Return three lands you control to their owner's hand: Return target creature to its owner's hand.", "colors": ["U"], "power": "2", "toughness": "1"},
    {"name": "Soratami Seer", "mana_cost": "{4}{U}", "type_line": "Creature — Moonfolk Wizard", "oracle_text": "Flying\n{4}, Return two lands you control to their owner's hand: Discard all the cards in your hand, then draw that many cards.", "colors": ["U"], "power": "2", "toughness": "3"},
    {"name": "Quirion Ranger", "mana_cost": "{G}", "type_line": "Creature — Elf Ranger", "oracle_text": "Return a Forest you control to its owner's hand: Untap target creature. Activate only once each turn.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Wirewood Symbiote", "mana_cost": "{G}", "type_line": "Creature — Insect", "oracle_text": "Return an Elf you control to its owner's hand: Untap target creature. Activate only once each turn.", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Flooded Shoreline", "mana_cost": "{U}{U}", "type_line": "Enchantment", "oracle_text": "{U}{U}, Return two Islands you control to their owner's hand: Return target creature to its owner's hand.", "colors": ["U"]},
    {"name": "Master Transmuter", "mana_cost": "{3}{U}", "type_line": "Artifact Creature — Human Artificer", "oracle_text": "{U}, {T}, Return an artifact you control to its owner's hand: You may put an artifact card from your hand onto the battlefield.", "colors": ["U"], "power": "1", "toughness": "2"},
    {"name": "Feldon's Cane", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{T}, Exile this artifact: Shuffle your graveyard into your library.", "colors": []},
    {"name": "Memory Vessel", "mana_cost": "{3}{R}{R}", "type_line": "Artifact", "oracle_text": "{T}, Exile this artifact: Each player exiles the top seven cards of their library. Until your next turn, players may play cards they exiled this way, and they can't play cards from their hand. Activate only as a sorcery.", "colors": ["R"]},
    {"name": "Relic of Progenitus", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{T}: Target player exiles a card from their graveyard.\n{1}, Exile Relic of Progenitus: Exile all graveyards. Draw a card.", "colors": []},
    {"name": "Perilous Vault", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "{5}, {T}, Exile Perilous Vault: Exile all nonland permanents.", "colors": []},
    {"name": "Brittle Effigy", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{4}, {T}, Exile Brittle Effigy: Exile target creature.", "colors": []},
    {"name": "Selfless Glyphweaver", "mana_cost": "{2}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "Exile Selfless Glyphweaver: Creatures you control gain indestructible until end of turn.", "colors": ["W"], "power": "2", "toughness": "3"},
    {"name": "Cranial Archive", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "{2}, Exile Cranial Archive: Target player shuffles their graveyard into their library. Draw a card.", "colors": []},
    {"name": "Thran Foundry", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{1}, {T}, Exile Thran Foundry: Target player shuffles their graveyard into their library.", "colors": []},
    {"name": "Attunement", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Return Attunement to its owner's hand: Draw three cards, then discard four cards.", "colors": ["U"]},
    {"name": "Broken Fall", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "Return Broken Fall to its owner's hand: Regenerate target creature.", "colors": ["G"]},
    {"name": "Molting Skin", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "Return Molting Skin to its owner's hand: Regenerate target creature.", "colors": ["G"]},
    {"name": "Steelshaper Apprentice", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "{W}, {T}, Return Steelshaper Apprentice to its owner's hand: Search your library for an Equipment card, reveal that card, put it into your hand, then shuffle.", "colors": ["W"], "power": "1", "toughness": "3"},
    {"name": "Ovinomancer", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "When Ovinomancer enters the battlefield, sacrifice it unless you return three basic lands you control to their owner's hand.\n{T}, Return Ovinomancer to its owner's hand: Destroy target creature. It can't be regenerated. That creature's controller creates a 0/1 green Sheep creature token.", "colors": ["U"], "power": "0", "toughness": "1"},
    {"name": "Loch Mare", "mana_cost": "{1}{U}", "type_line": "Creature — Horse Serpent", "oracle_text": "This creature enters with three -1/-1 counters on it.\n{1}{U}, Remove a counter from this creature: Draw a card.\n{2}{U}, Remove two counters from this creature: Tap target creature. Put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)", "colors": ["U"], "power": "4", "toughness": "5"},
    {"name": "Recurring Nightmare", "mana_cost": "{2}{B}", "type_line": "Enchantment", "oracle_text": "Sacrifice a creature, Return Recurring Nightmare to its owner's hand: Return target creature card from your graveyard to the battlefield. Activate only as a sorcery.", "colors": ["B"]},
    # ----- spell13 -----
    {"name": "Into the Flood Maw", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a tapped 1/1 blue Fish creature token before its other effects.)\nReturn target creature an opponent controls to its owner's hand. If the gift was promised, instead return target nonland permanent an opponent controls to its owner's hand."},
    {"name": "Peerless Recycling", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nReturn target permanent card from your graveyard to your hand. If the gift was promised, instead return two target permanent cards from your graveyard to your hand."},
    {"name": "Mind Spiral", "mana_cost": "{4}{U}", "type_line": "Sorcery", "oracle_text": "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a tapped 1/1 blue Fish creature token before its other effects.)\nTarget player draws three cards. If the gift was promised, tap target creature an opponent controls and put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)"},
    {"name": "Sazacap's Brew", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, they create a tapped 1/1 blue Fish creature token before its other effects.)\nAs an additional cost to cast this spell, discard a card.\nTarget player draws two cards. If the gift was promised, target creature you control gets +2/+0 until end of turn."},
    {"name": "Valley Rally", "mana_cost": "{2}{R}", "type_line": "Instant", "oracle_text": "Gift a Food (You may promise an opponent a gift as you cast this spell. If you do, they create a Food token before its other effects. It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nCreatures you control get +2/+0 until end of turn. If the gift was promised, target creature you control gains first strike until end of turn."},
    {"name": "Wildfire Howl", "mana_cost": "{1}{R}{R}", "type_line": "Sorcery", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nWildfire Howl deals 2 damage to each creature. If the gift was promised, instead Wildfire Howl deals 1 damage to any target and 2 damage to each creature."},
    {"name": "Let's Play a Game", "mana_cost": "{3}{B}", "type_line": "Sorcery", "oracle_text": "Delirium — Choose one. If there are four or more card types among cards in your graveyard, choose one or more instead.\n• Creatures your opponents control get -1/-1 until end of turn.\n• Each opponent discards two cards.\n• Each opponent loses 3 life and you gain 3 life."},
    {"name": "Wail of the Forgotten", "mana_cost": "{U}{B}", "type_line": "Sorcery", "oracle_text": "Descend 8 — Choose one. If there are eight or more permanent cards in your graveyard as you cast this spell, choose one or more instead.\n• Return target nonland permanent to its owner's hand.\n• Target opponent discards a card.\n• Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard."},
    {"name": "Ember Island Production", "mana_cost": "{3}{U}{U}", "type_line": "Sorcery", "oracle_text": "Choose one—\n• Create a token that's a copy of target creature you control, except it's not legendary and it's a 4/4 Hero in addition to its other types.\n• Create a token that's a copy of target creature an opponent controls, except it's not legendary and it's a 2/2 Coward in addition to its other types."},
    {"name": "Faebloom Trick", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Create two 1/1 blue Faerie creature tokens with flying. When you do, tap target creature an opponent controls."},
    {"name": "Hypothesizzle", "mana_cost": "{3}{U}{R}", "type_line": "Instant", "oracle_text": "Draw two cards. Then you may discard a nonland card. When you do, Hypothesizzle deals 4 damage to target creature."},
    {"name": "Curse of the Werefox", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Create a Monster Role token attached to target creature you control. When you do, that creature fights up to one target creature you don't control. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets +1/+1 and has trample. Creatures that fight each deal damage equal to their power to the other.)"},
    {"name": "Back for More", "mana_cost": "{4}{B}{G}", "type_line": "Instant", "oracle_text": "Return target creature card from your graveyard to the battlefield. When you do, it fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)"},
    {"name": "Nibelheim Aflame", "mana_cost": "{2}{R}{R}", "type_line": "Sorcery", "oracle_text": "Choose target creature you control. It deals damage equal to its power to each other creature. If this spell was cast from a graveyard, discard your hand and draw four cards.\nFlashback {5}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Ruthless Negotiation", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Target opponent exiles a card from their hand. If this spell was cast from a graveyard, draw a card.\nFlashback {4}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Ancient Vendetta", "mana_cost": "{3}{B}", "type_line": "Sorcery", "oracle_text": "Choose a card name. Search target opponent's graveyard, hand, and library for up to four cards with that name and exile them. Then that player shuffles."},
    {"name": "Cranial Extraction", "mana_cost": "{3}{B}", "type_line": "Sorcery — Arcane", "oracle_text": "Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles."},
    {"name": "Brain Pry", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "Choose a nonland card name. Target player reveals their hand. That player discards a card with that name. If they can't, you draw a card."},
    {"name": "Thought Hemorrhage", "mana_cost": "{2}{B}{R}", "type_line": "Sorcery", "oracle_text": "Choose a nonland card name. Target player reveals their hand. Thought Hemorrhage deals 3 damage to that player for each card with the chosen name revealed this way. Search that player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles."},
    {"name": "Predict", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Choose a card name, then target player mills a card. If a card with the chosen name was milled this way, you draw two cards. Otherwise, you draw a card."},
    {"name": "Foreshadow", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Choose a card name, then target opponent mills a card. If a card with the chosen name was milled this way, you draw a card.\nDraw a card at the beginning of the next turn's upkeep."},
    {"name": "Denied!", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Choose a card name, then target spell's controller reveals their hand. If a card with the chosen name is revealed this way, counter that spell."},
    {"name": "Mutinous Massacre", "mana_cost": "{3}{B}{B}{R}{R}", "type_line": "Sorcery", "oracle_text": "Choose odd or even. Destroy each creature with mana value of the chosen quality. Then gain control of all creatures until end of turn. Untap them. They gain haste until end of turn. (Zero is even.)"},
    {"name": "Extinction Event", "mana_cost": "{3}{B}", "type_line": "Sorcery", "oracle_text": "Choose odd or even. Exile each creature with mana value of the chosen quality. (Zero is even.)"},
    {"name": "Expel the Interlopers", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Choose a number between 0 and 10. Destroy all creatures with power greater than or equal to the chosen number."},
    {"name": "Void", "mana_cost": "{3}{B}{R}", "type_line": "Sorcery", "oracle_text": "Choose a number. Destroy all artifacts and creatures with mana value equal to that number. Then target player reveals their hand and discards all nonland cards with mana value equal to the number."},
    {"name": "Turnabout", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "Choose artifact, creature, or land. Tap all untapped permanents of the chosen type target player controls, or untap all tapped permanents of that type that player controls."},
    {"name": "Spry and Mighty", "mana_cost": "{4}{G}", "type_line": "Sorcery", "oracle_text": "Choose two creatures you control. You draw X cards and the chosen creatures get +X/+X and gain trample until end of turn, where X is the difference between the chosen creatures' powers."},
    {"name": "Deadly Vanity", "mana_cost": "{5}{B}{B}{B}", "type_line": "Sorcery", "oracle_text": "Choose a creature or planeswalker, then destroy all other creatures and planeswalkers."},
    {"name": "Duneblast", "mana_cost": "{4}{W}{B}{G}", "type_line": "Sorcery", "oracle_text": "Choose up to one creature. Destroy the rest."},
    {"name": "Gideon's Sacrifice", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Choose a creature or planeswalker you control. All damage that would be dealt this turn to you and permanents you control is dealt to the chosen permanent instead (if it's still on the battlefield)."},
    {"name": "Crush Underfoot", "mana_cost": "{1}{R}", "type_line": "Tribal Instant — Giant", "oracle_text": "Choose a Giant creature you control. It deals damage equal to its power to target creature."},
    {"name": "Cytoshape", "mana_cost": "{1}{G}{U}", "type_line": "Instant", "oracle_text": "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn."},
    {"name": "Blast of Genius", "mana_cost": "{4}{U}{R}", "type_line": "Sorcery", "oracle_text": "Choose any target. Draw three cards, then discard a card. Blast of Genius deals damage equal to the discarded card's mana value to that permanent or player."},
    {"name": "Riddle of Lightning", "mana_cost": "{3}{R}{R}", "type_line": "Instant", "oracle_text": "Choose any target. Scry 3, then reveal the top card of your library. Riddle of Lightning deals damage equal to that card's mana value to that permanent or player."},
    {"name": "Cauldron Haze", "mana_cost": "{1}{W/B}", "type_line": "Instant", "oracle_text": "Choose any number of target creatures. Each of those creatures gains persist until end of turn. (When it dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)"},
    {"name": "Kaboom!", "mana_cost": "{4}{R}", "type_line": "Sorcery", "oracle_text": "Choose any number of target players or planeswalkers. For each of them, reveal cards from the top of your library until you reveal a nonland card, Kaboom! deals damage equal to that card's mana value to that player or planeswalker, then you put the revealed cards on the bottom of your library in any order."},
    {"name": "Soul Transfer", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery", "oracle_text": "Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both.\n• Exile target creature or planeswalker.\n• Return target creature or planeswalker card from your graveyard to your hand."},
    {"name": "Molten Collapse", "mana_cost": "{B}{R}", "type_line": "Sorcery", "oracle_text": "Choose one. If you descended this turn, you may choose both instead. (You descended if a permanent card was put into your graveyard from anywhere.)\n• Destroy target creature or planeswalker.\n• Destroy target noncreature, nonland permanent with mana value 1 or less."},
    {"name": "Apex of Power", "mana_cost": "{7}{R}{R}{R}", "type_line": "Sorcery", "oracle_text": "Exile the top seven cards of your library. Until end of turn, you may cast spells from among them.\nIf this spell was cast from your hand, add ten mana of any one color."},
    {"name": "Run Away Together", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Choose two target creatures controlled by different players. Return those creatures to their owners' hands."},
    {"name": "Comet Storm", "mana_cost": "{X}{R}{R}", "type_line": "Instant", "oracle_text": "Multikicker {1} (You may pay an additional {1} any number of times as you cast this spell.)\nChoose any target, then choose another target for each time this spell was kicked. Comet Storm deals X damage to each of them."},
    {"name": "Consumed by Greed", "mana_cost": "{1}{B}{B}", "type_line": "Instant", "oracle_text": "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nTarget opponent sacrifices a creature with the greatest power among creatures they control. If the gift was promised, return target creature card from your graveyard to your hand."},
    {"name": "Season of the Burrow", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Create a 1/1 white Rabbit creature token.\n{P}{P} — Exile target nonland permanent. Its controller draws a card.\n{P}{P}{P} — Return target permanent card with mana value 3 or less from your graveyard to the battlefield with an indestructible counter on it."},
    {"name": "Bloodchief's Thirst", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nDestroy target creature or planeswalker with mana value 2 or less. If this spell was kicked, instead destroy target creature or planeswalker."},
    {"name": "Divine Resilience", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Kicker {2}{W} (You may pay an additional {2}{W} as you cast this spell.)\nTarget creature you control gains indestructible until end of turn. If this spell was kicked, instead any number of target creatures you control gain indestructible until end of turn. (Damage and effects that say \"destroy\" don't destroy them.)"},
    {"name": "Blood Beckoning", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "Kicker {3} (You may pay an additional {3} as you cast this spell.)\nReturn target creature card from your graveyard to your hand. If this spell was kicked, instead return two target creature cards from your graveyard to your hand."},
    {"name": "Battle Menu", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Choose one —\n• Attack — Create a 2/2 white Knight creature token.\n• Ability — Target creature gets +0/+4 until end of turn.\n• Magic — Destroy target creature with power 4 or greater.\n• Item — You gain 4 life."},
    {"name": "School Daze", "mana_cost": "{3}{U}{U}", "type_line": "Instant", "oracle_text": "Choose one —\n• Do Homework — Draw three cards.\n• Fight Crime — Counter target spell. Draw a card."},
    {"name": "Secret Identity", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Choose one —\n• Conceal — Until end of turn, target creature you control becomes a Citizen with base power and toughness 1/1 and gains hexproof.\n• Reveal — Until end of turn, target creature you control becomes a Hero with base power and toughness 3/4 and gains flying and vigilance."},
    {"name": "Aerith Rescue Mission", "mana_cost": "{3}{W}", "type_line": "Sorcery", "oracle_text": "Choose one —\n• Take the Elevator — Create three 1/1 colorless Hero creature tokens.\n• Take 59 Flights of Stairs — Tap up to three target creatures. Put a stun counter on one of them. (If a permanent with a stun counter would become untapped, remove one from it instead.)"},
    {"name": "Scout the City", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "Choose one —\n• Look Around — Mill three cards. You may put a permanent card from among them into your hand. You gain 3 life. (To mill three cards, put the top three cards of your library into your graveyard.)\n• Bring Down — Destroy target creature with flying."},
    {"name": "You See a Guard Approach", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Choose one —\n• Distract the Guard — Tap target creature.\n• Hide — Target creature you control gains hexproof until end of turn. (It can't be the target of spells or abilities your opponents control.)"},
    {"name": "Fire Magic", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Tiered (Choose one additional cost.)\n• Fire — {0} — Fire Magic deals 1 damage to each creature.\n• Fira — {2} — Fire Magic deals 2 damage to each creature.\n• Firaga — {5} — Fire Magic deals 3 damage to each creature."},
    {"name": "Retrieve the Esper", "mana_cost": "{3}{U}", "type_line": "Sorcery", "oracle_text": "Create a 3/3 blue Robot Warrior artifact creature token. Then if this spell was cast from a graveyard, put two +1/+1 counters on that token.\nFlashback {5}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    {"name": "Otterball Antics", "mana_cost": "{1}{U}", "type_line": "Sorcery", "oracle_text": "Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other than your hand, put a +1/+1 counter on that creature. (Whenever you cast a noncreature spell, a creature with prowess gets +1/+1 until end of turn.)\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"},
    # ----- static13c -----
    {"name": "Dragonlord Ojutai", "mana_cost": "{3}{W}{U}", "type_line": "Legendary Creature — Elder Dragon", "oracle_text": "Flying\nDragonlord Ojutai has hexproof as long as it's untapped.\nWhenever Dragonlord Ojutai deals combat damage to a player, look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.", "power": "5", "toughness": "4", "colors": ["W", "U"]},
    {"name": "Paradise Druid", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Paradise Druid has hexproof as long as it's untapped. (It can't be the target of spells or abilities your opponents control.)\n{T}: Add one mana of any color.", "power": "2", "toughness": "1", "colors": ["G"]},
    {"name": "Pristine Angel", "mana_cost": "{4}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nAs long as Pristine Angel is untapped, it has protection from artifacts and from all colors.\nWhenever you cast a spell, you may untap Pristine Angel.", "power": "4", "toughness": "4", "colors": ["W"]},
    {"name": "Spectral Cloak", "mana_cost": "{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has shroud as long as it's untapped. (It can't be the target of spells or abilities.)", "colors": ["U"]},
    {"name": "Champion's Helm", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +2/+2.\nAs long as equipped creature is legendary, it has hexproof. (It can't be the target of spells or abilities your opponents control.)\nEquip {1}", "colors": []},
    {"name": "Clout of the Dominus", "mana_cost": "{U/R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nAs long as enchanted creature is blue, it gets +1/+1 and has shroud. (It can't be the target of spells or abilities.)\nAs long as enchanted creature is red, it gets +1/+1 and has haste.", "colors": ["U", "R"]},
    {"name": "Alpha Authority", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has hexproof and can't be blocked by more than one creature.", "colors": ["G"]},
    {"name": "Whispersilk Cloak", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature can't be blocked and has shroud. (It can't be the target of spells or abilities.)\nEquip {2}", "colors": []},
    {"name": "Protective Bubble", "mana_cost": "{3}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature can't be blocked and has shroud. (It can't be the target of spells or abilities.)", "colors": ["U"]},
    {"name": "Infectious Bloodlust", "mana_cost": "{1}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +2/+1, has haste, and attacks each combat if able.\nWhen enchanted creature dies, you may search your library for a card named Infectious Bloodlust, reveal it, put it into your hand, then shuffle.", "colors": ["R"]},
    {"name": "Crashing Centaur", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Centaur", "oracle_text": "{G}, Discard a card: Crashing Centaur gains trample until end of turn.\nThreshold — As long as seven or more cards are in your graveyard, Crashing Centaur gets +2/+2 and has shroud. (It can't be the target of spells or abilities.)", "power": "3", "toughness": "4", "colors": ["G"]},
    {"name": "Mystic Familiar", "mana_cost": "{1}{W}", "type_line": "Creature — Bird", "oracle_text": "Flying\nThreshold — As long as seven or more cards are in your graveyard, Mystic Familiar gets +1/+1 and has protection from black.", "power": "1", "toughness": "2", "colors": ["W"]},
    {"name": "Aboshan's Desire", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has flying.\nThreshold — Enchanted creature has shroud as long as seven or more cards are in your graveyard. (It can't be the target of spells or abilities.)", "colors": ["U"]},
    {"name": "Doc Ock, Sinister Scientist", "mana_cost": "{4}{U}", "type_line": "Legendary Creature — Human Scientist Villain", "oracle_text": "As long as there are eight or more cards in your graveyard, Doc Ock has base power and toughness 8/8.\nAs long as you control another Villain, Doc Ock has hexproof. (He can't be the target of spells or abilities your opponents control.)", "power": "4", "toughness": "5", "colors": ["U"]},
    {"name": "Angelic Overseer", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Angel", "oracle_text": "Flying\nAs long as you control a Human, Angelic Overseer has hexproof and indestructible.", "power": "5", "toughness": "3", "colors": ["W"]},
    {"name": "Goblin Tomb Raider", "mana_cost": "{R}", "type_line": "Creature — Goblin Pirate", "oracle_text": "As long as you control an artifact, this creature gets +1/+0 and has haste.", "power": "1", "toughness": "2", "colors": ["R"]},
    {"name": "Ghitu Lavarunner", "mana_cost": "{R}", "type_line": "Creature — Human Wizard", "oracle_text": "As long as there are two or more instant and/or sorcery cards in your graveyard, this creature gets +1/+0 and has haste. (It can attack and {T} as soon as it comes under your control.)", "power": "1", "toughness": "2", "colors": ["R"]},
    {"name": "Markov Crusader", "mana_cost": "{4}{B}", "type_line": "Creature — Vampire Knight", "oracle_text": "Lifelink\nMarkov Crusader has haste as long as you control another Vampire.", "power": "4", "toughness": "3", "colors": ["B"]},
    {"name": "Blazethorn Scarecrow", "mana_cost": "{5}", "type_line": "Artifact Creature — Scarecrow", "oracle_text": "Blazethorn Scarecrow has haste as long as you control a red creature.\nBlazethorn Scarecrow has wither as long as you control a green creature. (It deals damage to creatures in the form of -1/-1 counters.)", "power": "3", "toughness": "3", "colors": []},
    {"name": "Bloodghast", "mana_cost": "{B}{B}", "type_line": "Creature — Vampire Spirit", "oracle_text": "This creature can't block.\nThis creature has haste as long as an opponent has 10 or less life.\nLandfall — Whenever a land you control enters, you may return this card from your graveyard to the battlefield.", "power": "2", "toughness": "1", "colors": ["B"]},
    {"name": "Stoic Sphinx", "mana_cost": "{2}{U}{U}", "type_line": "Creature — Sphinx", "oracle_text": "Flash\nFlying\nThis creature has hexproof as long as you haven't cast a spell this turn.", "power": "5", "toughness": "3", "colors": ["U"]},
    {"name": "Transguild Courier", "mana_cost": "{4}", "type_line": "Artifact Creature — Golem", "oracle_text": "Transguild Courier is all colors.", "power": "3", "toughness": "3", "colors": []},
    {"name": "Mistform Ultimus", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Illusion", "oracle_text": "Mistform Ultimus is every creature type (even if this card isn't on the battlefield).", "power": "3", "toughness": "3", "colors": ["U"]},
    {"name": "Death's Shadow", "mana_cost": "{B}", "type_line": "Creature — Avatar", "oracle_text": "Death's Shadow gets -X/-X, where X is your life total.", "power": "13", "toughness": "13", "colors": ["B"]},
    {"name": "Aspect of Wolf", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.", "colors": ["G"]},
    {"name": "Heavy Mattock", "mana_cost": "{3}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it gets an additional +1/+1.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Sea Legs", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature gets +0/+2 as long as it's a Pirate. Otherwise, it gets -2/-0.", "colors": ["U"]},
    {"name": "Relic Axe", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "When Relic Axe enters the battlefield, attach it to target creature you control.\nEquipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.\nEquip {2}", "colors": []},
    {"name": "Akawalli, the Seething Tower", "mana_cost": "{1}{B}{G}", "type_line": "Legendary Creature — Fungus", "oracle_text": "Descend 4 — As long as there are four or more permanent cards in your graveyard, Akawalli gets +2/+2 and has trample.\nDescend 8 — As long as there are eight or more permanent cards in your graveyard, Akawalli gets an additional +2/+2 and can't be blocked by more than one creature.", "power": "3", "toughness": "3", "colors": ["B", "G"]},
    {"name": "Didact Echo", "mana_cost": "{4}{U}", "type_line": "Creature — Spirit Cleric", "oracle_text": "When this creature enters, draw a card.\nDescend 4 — This creature has flying as long as there are four or more permanent cards in your graveyard.", "power": "3", "toughness": "2", "colors": ["U"]},
    {"name": "Cephalid Inkmage", "mana_cost": "{2}{U}", "type_line": "Creature — Octopus Wizard", "oracle_text": "When this creature enters, surveil 3. (Look at the top three cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)\nThreshold — This creature can't be blocked as long as there are seven or more cards in your graveyard.", "power": "2", "toughness": "2", "colors": ["U"]},
    {"name": "Razorkin Needlehead", "mana_cost": "{R}{R}", "type_line": "Creature — Human Assassin", "oracle_text": "This creature has first strike during your turn.\nWhenever an opponent draws a card, this creature deals 1 damage to them.", "power": "2", "toughness": "2", "colors": ["R"]},
    {"name": "Hunter's Blowgun", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+1.\nEquipped creature has deathtouch during your turn. Otherwise, it has reach.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Bark of Doran", "mana_cost": "{1}{W}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +0/+1.\nAs long as equipped creature's toughness is greater than its power, it assigns combat damage equal to its toughness rather than its power.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)", "colors": ["W"]},
    {"name": "Airtight Alibi", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nWhen this Aura enters, untap enchanted creature. It gains hexproof until end of turn. If it's suspected, it's no longer suspected.\nEnchanted creature gets +2/+2 and can't become suspected.", "colors": ["G"]},
    {"name": "Rope", "mana_cost": "{G}", "type_line": "Artifact — Clue Equipment", "oracle_text": "Equipped creature gets +1/+2, has reach, and can't be blocked by more than one creature.\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {3}", "colors": ["G"]},
    {"name": "Tenza, Godo's Maul", "mana_cost": "{3}", "type_line": "Legendary Artifact — Equipment", "oracle_text": "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red, it has trample.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Karakyk Guardian", "mana_cost": "{3}{G}{U}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying, vigilance, trample\nThis creature has hexproof if it hasn't dealt damage yet. (It can't be the target of spells or abilities your opponents control.)", "power": "6", "toughness": "5", "colors": ["G", "R", "U"]},
    {"name": "Zurgo and Ojutai", "mana_cost": "{2}{U}{R}{W}", "type_line": "Legendary Creature — Orc Dragon", "oracle_text": "Flying, haste\nZurgo and Ojutai has hexproof as long as it entered this turn.\nWhenever one or more Dragons you control deal combat damage to a player or battle, look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order. You may return one of those Dragons to its owner's hand.", "power": "4", "toughness": "4", "colors": ["W", "U", "R"]},
    {"name": "Colossal Rattlewurm", "mana_cost": "{2}{G}{G}", "type_line": "Creature — Wurm", "oracle_text": "Colossal Rattlewurm has flash as long as you control a Desert.\nTrample\n{1}{G}, Exile this card from your graveyard: Search your library for a Desert card, put it onto the battlefield tapped, then shuffle.", "power": "6", "toughness": "5", "colors": ["G"]},
    {"name": "Duskmourn's Domination", "mana_cost": "{4}{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nYou control enchanted creature.\nEnchanted creature gets -3/-0 and loses all abilities.", "colors": ["U"]},
    {"name": "Starforged Sword", "mana_cost": "{4}", "type_line": "Artifact — Equipment", "oracle_text": "Gift a tapped Fish (You may promise an opponent a gift as you cast this spell. If you do, when it enters, they create a tapped 1/1 blue Fish creature token.)\nWhen this Equipment enters, if the gift was promised, attach this Equipment to target creature you control.\nEquipped creature gets +3/+3 and loses flying.\nEquip {3}", "colors": []},
    {"name": "Cloud, Midgar Mercenary", "mana_cost": "{W}{W}", "type_line": "Legendary Creature — Human Soldier Mercenary", "oracle_text": "When Cloud enters, search your library for an Equipment card, reveal it, put it into your hand, then shuffle.\nAs long as Cloud is equipped, if an ability of Cloud or an Equipment attached to it triggers, that ability triggers an additional time.", "power": "2", "toughness": "1", "colors": ["W"]},
    {"name": "Stop Cold", "mana_cost": "{3}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant artifact or creature\nWhen this Aura enters, tap enchanted permanent.\nEnchanted permanent loses all abilities and doesn't untap during its controller's untap step.", "colors": ["U"]},
    {"name": "Fresh Start", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature gets -5/-0 and loses all abilities.", "colors": ["U"]},
    {"name": "Lignify", "mana_cost": "{1}{G}", "type_line": "Tribal Enchantment — Treefolk Aura", "oracle_text": "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.", "colors": ["G"]},
    {"name": "Eaten by Piranhas", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nEnchant creature\nEnchanted creature loses all abilities and is a black Skeleton creature with base power and toughness 1/1. (It loses all other colors, card types, and creature types.)", "colors": ["U"]},
    {"name": "Noggle the Mind", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature loses all abilities and is a colorless Noggle with base power and toughness 1/1. (It loses all colors and all other creature types.)", "colors": ["U"]},
    {"name": "Retro-Mutation", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Flash\nEnchant creature\nEnchanted creature is a Turtle with base power and toughness 0/1. It can't attack and loses all abilities. (It also loses all other creature types.)", "colors": ["U"]},
    {"name": "Spider-Man No More", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature is a Citizen with base power and toughness 1/1. It has defender and loses all other abilities. (It also loses all other creature types.)", "colors": ["U"]},
    {"name": "Sky Tether", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature has defender and loses flying.", "colors": ["W"]},
    {"name": "Colossus Hammer", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +10/+10 and loses flying.\nEquip {8} ({8}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Witness Protection", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson. (It loses all other colors, card types, creature types, and names.)", "colors": ["U"]},
    {"name": "Unable to Scream", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nEnchanted creature loses all abilities and is a Toy artifact creature with base power and toughness 0/2 in addition to its other types.\nAs long as enchanted creature is face down, it can't be turned face up.", "colors": ["U"]},
    {"name": "Vulshok Gauntlets", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +4/+2 and doesn't untap during its controller's untap step.\nEquip {3} ({3}: Attach to target creature you control. Equip only as a sorcery. This card enters the battlefield unattached and stays on the battlefield if the creature leaves.)", "colors": []},
    {"name": "Long River Lurker", "mana_cost": "{2}{U}", "type_line": "Creature — Frog Scout", "oracle_text": "Ward {1}\nOther Frogs you control have ward {1}.\nWhen this creature enters, target creature you control can't be blocked this turn. Whenever that creature deals combat damage this turn, you may exile it. If you do, return it to the battlefield under its owner's control.", "power": "2", "toughness": "3", "colors": ["U"]},
    {"name": "Bronze Guardian", "mana_cost": "{4}{W}", "type_line": "Artifact Creature — Golem", "oracle_text": "Double strike\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\nOther artifacts you control have ward {2}.\nBronze Guardian's power is equal to the number of artifacts you control.", "power": "*", "toughness": "5", "colors": ["W"]},
    {"name": "Kinbinding", "mana_cost": "{3}{W}{W}", "type_line": "Enchantment", "oracle_text": "Creatures you control get +X/+X, where X is the number of creatures that entered the battlefield under your control this turn.\nAt the beginning of combat on your turn, create a 1/1 green and white Kithkin creature token.", "colors": ["W"]},
    {"name": "Beastmaster's Magemark", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nCreatures you control that are enchanted get +1/+1.\nWhenever a creature you control that's enchanted becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", "colors": ["G"]},
    # ----- addcost13 -----
    {"name": "Bayou Groff", "mana_cost": "{1}{G}", "type_line": "Creature — Plant Dog", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or pay {3}.", "colors": ["G"], "power": "5", "toughness": "4"},
    {"name": "Betrayer's Bargain", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or enchantment or pay {2}.\nBetrayer's Bargain deals 5 damage to target creature. If that creature would die this turn, exile it instead.", "colors": ["R"]},
    {"name": "Bitter Triumph", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, discard a card or pay 3 life.\nDestroy target creature or planeswalker.", "colors": ["B"]},
    {"name": "Bone Shards", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or discard a card.\nDestroy target creature or planeswalker.", "colors": ["B"]},
    {"name": "Deadly Precision", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature.\nDestroy target creature.", "colors": ["B"]},
    {"name": "Demand Answers", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice an artifact or discard a card.\nDraw two cards.", "colors": ["R"]},
    {"name": "Disruption Protocol", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}.\nCounter target spell.", "colors": ["U"]},
    {"name": "Dusk Mangler", "mana_cost": "{5}{B}{B}", "type_line": "Creature — Horror", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.\nWhen Dusk Mangler enters the battlefield, each opponent sacrifices a creature, discards a card, and loses 4 life.", "colors": ["B"], "power": "5", "toughness": "4"},
    {"name": "Eaten Alive", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\nExile target creature or planeswalker.", "colors": ["B"]},
    {"name": "Feed the Cycle", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, forage or pay {B}. (To forage, exile three cards from your graveyard or sacrifice a Food.)\nDestroy target creature or planeswalker.", "colors": ["B"]},
    {"name": "Final Payment", "mana_cost": "{W}{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, pay 5 life or sacrifice a creature or enchantment.\nDestroy target creature.", "colors": ["W", "B"]},
    {"name": "Morkrut Behemoth", "mana_cost": "{4}{B}", "type_line": "Creature — Zombie Giant", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or pay {1}{B}.\nMenace (This creature can't be blocked except by two or more creatures.)", "colors": ["B"], "power": "7", "toughness": "6"},
    {"name": "Pumpkin Bombardment", "mana_cost": "{B/R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, discard a card or pay {2}.\nPumpkin Bombardment deals 3 damage to target creature.", "colors": ["B", "R"]},
    {"name": "Souls of the Lost", "mana_cost": "{1}{B}", "type_line": "Creature — Spirit", "oracle_text": "As an additional cost to cast this spell, discard a card or sacrifice a permanent.\nFathomless descent — Souls of the Lost's power is equal to the number of permanent cards in your graveyard and its toughness is equal to that number plus 1.", "colors": ["B"], "power": "*", "toughness": "*+1"},
    {"name": "Spark Harvest", "mana_cost": "{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\nDestroy target creature or planeswalker.", "colors": ["B"]},
    {"name": "Louisoix's Sacrifice", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice a legendary creature or pay {2}.\nCounter target activated ability, triggered ability, or noncreature spell.", "colors": ["U"]},
    {"name": "Redirect Lightning", "mana_cost": "{R}", "type_line": "Instant — Lesson", "oracle_text": "As an additional cost to cast this spell, pay 5 life or pay {2}.\nChange the target of target spell or ability with a single target.", "colors": ["R"]},
    {"name": "Caustic Exhale", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, behold a Dragon or pay {1}. (To behold a Dragon, choose a Dragon you control or reveal a Dragon card from your hand.)\nTarget creature gets -3/-3 until end of turn.", "colors": ["B"]},
    {"name": "Daring Buccaneer", "mana_cost": "{R}", "type_line": "Creature — Human Pirate", "oracle_text": "As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Monstrous Emergence", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, choose a creature you control or reveal a creature card from your hand.\nMonstrous Emergence deals damage equal to the power of the creature you chose or the card you revealed to target creature.", "colors": ["G"]},
    {"name": "Dragon's Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may reveal a Dragon card from your hand or choose a Dragon you control.\nDragon's Fire deals 3 damage to target creature or planeswalker. If you revealed a Dragon card or chose a Dragon as you cast this spell, Dragon's Fire deals damage equal to the power of that card or creature instead.", "colors": ["R"]},
    {"name": "Surge of Strength", "mana_cost": "{R}{G}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, discard a red or green card.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is that creature's mana value.", "colors": ["R", "G"]},
    {"name": "Kinsbaile Aspirant", "mana_cost": "{W}", "type_line": "Creature — Kithkin Citizen", "oracle_text": "As an additional cost to cast this spell, behold a Kithkin or pay {2}. (To behold a Kithkin, choose a Kithkin you control or reveal a Kithkin card from your hand.)\nWhenever another creature you control enters, this creature gets +1/+1 until end of turn.", "colors": ["W"], "power": "2", "toughness": "1"},
    {"name": "Silvergill Mentor", "mana_cost": "{1}{U}", "type_line": "Creature — Merfolk Wizard", "oracle_text": "As an additional cost to cast this spell, behold a Merfolk or pay {2}. (To behold a Merfolk, choose a Merfolk you control or reveal a Merfolk from your hand.)\nWhen this creature enters, create a 1/1 white and blue Merfolk creature token.", "colors": ["U"], "power": "2", "toughness": "1"},
    {"name": "Mudbutton Cursetosser", "mana_cost": "{B}", "type_line": "Creature — Goblin Warlock", "oracle_text": "As an additional cost to cast this spell, behold a Goblin or pay {2}. (To behold a Goblin, choose a Goblin you control or reveal a Goblin card from your hand.)\nThis creature can't block.\nWhen this creature dies, destroy target creature an opponent controls with power 2 or less.", "colors": ["B"], "power": "2", "toughness": "1"},
    {"name": "Osseous Exhale", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may behold a Dragon. (You may choose a Dragon you control or reveal a Dragon card from your hand.)\nOsseous Exhale deals 5 damage to target attacking or blocking creature. If a Dragon was beheld, you gain 2 life.", "colors": ["W"]},
    {"name": "Piercing Exhale", "mana_cost": "{1}{G}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may behold a Dragon. (You may choose a Dragon you control or reveal a Dragon card from your hand.)\nTarget creature you control deals damage equal to its power to target creature or planeswalker. If a Dragon was beheld, surveil 2.", "colors": ["G"]},
    {"name": "Dispelling Exhale", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may behold a Dragon. (You may choose a Dragon you control or reveal a Dragon card from your hand.)\nCounter target spell unless its controller pays {2}. If a Dragon was beheld, counter that spell unless its controller pays {4} instead.", "colors": ["U"]},
    {"name": "Charge of the Forever-Beast", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, reveal a creature card from your hand.\nCharge of the Forever-Beast deals damage to target creature or planeswalker equal to the revealed card's power.", "colors": ["G"]},
    {"name": "Disaster Radius", "mana_cost": "{5}{R}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, reveal a creature card from your hand.\nDisaster Radius deals X damage to each creature your opponents control, where X is the revealed card's mana value.", "colors": ["R"]},
    {"name": "Induce Despair", "mana_cost": "{2}{B}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, reveal a creature card from your hand.\nTarget creature gets -X/-X until end of turn, where X is the revealed card's mana value.", "colors": ["B"]},
    {"name": "Living Destiny", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, reveal a creature card from your hand.\nYou gain life equal to the revealed card's mana value.", "colors": ["G"]},
    {"name": "Orator of Ojutai", "mana_cost": "{1}{W}", "type_line": "Creature — Bird Monk", "oracle_text": "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\nDefender, flying\nWhen Orator of Ojutai enters the battlefield, if you revealed a Dragon card or controlled a Dragon as you cast this spell, draw a card.", "colors": ["W"], "power": "0", "toughness": "4"},
    {"name": "Scaleguard Sentinels", "mana_cost": "{G}{G}", "type_line": "Creature — Human Soldier", "oracle_text": "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\nScaleguard Sentinels enters the battlefield with a +1/+1 counter on it if you revealed a Dragon card or controlled a Dragon as you cast this spell.", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Flamekin Bladewhirl", "mana_cost": "{R}", "type_line": "Creature — Elemental Warrior", "oracle_text": "As an additional cost to cast this spell, reveal an Elemental card from your hand or pay {3}.", "colors": ["R"], "power": "2", "toughness": "1"},
    {"name": "Goldmeadow Stalwart", "mana_cost": "{W}", "type_line": "Creature — Kithkin Soldier", "oracle_text": "As an additional cost to cast this spell, reveal a Kithkin card from your hand or pay {3}.", "colors": ["W"], "power": "2", "toughness": "2"},
    {"name": "Sadistic Skymarcher", "mana_cost": "{2}{B}", "type_line": "Creature — Vampire Soldier", "oracle_text": "As an additional cost to cast this spell, reveal a Vampire card from your hand or pay {1}.\nFlying, lifelink", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Silvergill Adept", "mana_cost": "{1}{U}", "type_line": "Creature — Merfolk Wizard", "oracle_text": "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.\nWhen Silvergill Adept enters the battlefield, draw a card.", "colors": ["U"], "power": "2", "toughness": "1"},
    {"name": "Squeaking Pie Sneak", "mana_cost": "{1}{B}", "type_line": "Creature — Goblin Rogue", "oracle_text": "As an additional cost to cast this spell, reveal a Goblin card from your hand or pay {3}.\nFear (This creature can't be blocked except by artifact creatures and/or black creatures.)", "colors": ["B"], "power": "2", "toughness": "2"},
    {"name": "Surtland Elementalist", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Giant Wizard", "oracle_text": "As an additional cost to cast this spell, reveal a Giant card from your hand or pay {2}.\nWhenever Surtland Elementalist attacks, you may cast an instant or sorcery spell from your hand without paying its mana cost.", "colors": ["U"], "power": "8", "toughness": "8"},
    {"name": "Thunderherd Migration", "mana_cost": "{1}{G}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, reveal a Dinosaur card from your hand or pay {1}.\nSearch your library for a basic land card, put it onto the battlefield tapped, then shuffle.", "colors": ["G"]},
    {"name": "Wren's Run Vanquisher", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}.\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)", "colors": ["G"], "power": "3", "toughness": "3"},
    {"name": "Champion of the Clachan", "mana_cost": "{3}{W}", "type_line": "Creature — Kithkin Knight", "oracle_text": "Flash\nAs an additional cost to cast this spell, behold a Kithkin and exile it. (Exile a Kithkin you control or a Kithkin card from your hand.)\nOther Kithkin you control get +1/+1.\nWhen this creature leaves the battlefield, return the exiled card to its owner's hand.", "colors": ["W"], "power": "4", "toughness": "5"},
    {"name": "Celestial Reunion", "mana_cost": "{X}{G}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, you may choose a creature type and behold two creatures of that type.\nSearch your library for a creature card with mana value X or less, reveal it, put it into your hand, then shuffle. If this spell's additional cost was paid and the revealed card is the chosen type, put that card onto the battlefield instead of putting it into your hand.", "colors": ["G"]},
    {"name": "Titan's Presence", "mana_cost": "{3}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, reveal a colorless creature card from your hand.\nExile target creature if its power is less than or equal to the revealed card's power."},
    {"name": "Draconic Roar", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\nDraconic Roar deals 3 damage to target creature. If you revealed a Dragon card or controlled a Dragon as you cast this spell, Draconic Roar deals 3 damage to that creature's controller.", "colors": ["R"]},
    {"name": "Lys Alana Dignitary", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Advisor", "oracle_text": "As an additional cost to cast this spell, behold an Elf or pay {2}. (To behold an Elf, choose an Elf you control or reveal an Elf card from your hand.)\n{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard.", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Bite Down on Crime", "mana_cost": "{3}{G}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, you may collect evidence 6. This spell costs {2} less to cast if evidence was collected. (To collect evidence 6, exile cards with total mana value 6 or greater from your graveyard.)\nTarget creature you control gets +2/+0 until end of turn. It deals damage equal to its power to target creature you don't control.", "colors": ["G"]},
    {"name": "Guardian of the Great Door", "mana_cost": "{W}{W}", "type_line": "Creature — Angel", "oracle_text": "As an additional cost to cast this spell, tap four untapped artifacts, creatures, and/or lands you control.\nFlying", "colors": ["W"], "power": "4", "toughness": "4"},
    {"name": "Foggy Swamp Visions", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, waterbend {X}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\nExile X target creature cards from graveyards. For each creature card exiled this way, create a token that's a copy of it. At the beginning of your next end step, sacrifice those tokens.", "colors": ["B"]},
    {"name": "Champion of the Path", "mana_cost": "{3}{R}", "type_line": "Creature — Elemental Sorcerer", "oracle_text": "As an additional cost to cast this spell, behold an Elemental and exile it. (Exile an Elemental you control or an Elemental card from your hand.)\nWhenever another Elemental you control enters, it deals damage equal to its power to each opponent.\nWhen this creature leaves the battlefield, return the exiled card to its owner's hand.", "colors": ["R"], "power": "7", "toughness": "3"},
    {"name": "Champions of the Perfect", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "As an additional cost to cast this spell, behold an Elf and exile it. (Exile an Elf you control or an Elf card from your hand.)\nWhenever you cast a creature spell, draw a card.\nWhen this creature leaves the battlefield, return the exiled card to its owner's hand.", "colors": ["G"], "power": "6", "toughness": "6"},
    {"name": "Champion of the Weird", "mana_cost": "{3}{B}", "type_line": "Creature — Goblin Berserker", "oracle_text": "As an additional cost to cast this spell, behold a Goblin and exile it. (Exile a Goblin you control or a Goblin card from your hand.)\nPay 1 life, Blight 2: Target opponent blights 2. Activate only as a sorcery.\nWhen this creature leaves the battlefield, return the exiled card to its owner's hand.", "colors": ["B"], "power": "5", "toughness": "5"},
    {"name": "Deprive", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, return a land you control to its owner's hand.\nCounter target spell.", "colors": ["U"]},
    {"name": "Devour in Flames", "mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, return a land you control to its owner's hand.\nDevour in Flames deals 5 damage to target creature or planeswalker.", "colors": ["R"]},
    {"name": "Disappearing Act", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, return a permanent you control to its owner's hand.\nCounter target spell.", "colors": ["U"]},
    {"name": "Familiar's Ruse", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, return a creature you control to its owner's hand.\nCounter target spell.", "colors": ["U"]},
    {"name": "Fear of Isolation", "mana_cost": "{1}{U}", "type_line": "Enchantment Creature — Nightmare", "oracle_text": "As an additional cost to cast this spell, return a permanent you control to its owner's hand.\nFlying", "colors": ["U"], "power": "2", "toughness": "3"},
    {"name": "Abhorrent Oculus", "mana_cost": "{2}{U}", "type_line": "Creature — Eye", "oracle_text": "As an additional cost to cast this spell, exile six cards from your graveyard.\nFlying\nAt the beginning of each opponent's upkeep, manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)", "colors": ["U"], "power": "5", "toughness": "5"},
    {"name": "Abjure", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "As an additional cost to cast this spell, sacrifice a blue permanent.\nCounter target spell.", "colors": ["U"]},
    {"name": "Draconic Intervention", "mana_cost": "{2}{R}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, exile an instant or sorcery card from your graveyard.\nDraconic Intervention deals X damage to each non-Dragon creature, where X is the exiled card's mana value. If a creature dealt damage this way would die this turn, exile it instead.\nExile Draconic Intervention.", "colors": ["R"]},
    {"name": "Fatal Grudge", "mana_cost": "{B}{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a nonland permanent.\nEach opponent chooses a permanent they control that shares a card type with the sacrificed permanent and sacrifices it.\nDraw a card.", "colors": ["B", "R"]},
    {"name": "Fear of Abduction", "mana_cost": "{4}{W}{W}", "type_line": "Enchantment Creature — Nightmare", "oracle_text": "As an additional cost to cast this spell, exile a creature you control.\nFlying\nWhen this creature enters, exile target creature an opponent controls.\nWhen this creature leaves the battlefield, put each card exiled with it into its owner's hand.", "colors": ["W"], "power": "5", "toughness": "5"},
    {"name": "Lethal Sting", "mana_cost": "{2}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.\nDestroy target creature.", "colors": ["B"]},
    {"name": "Necrotic Fumes", "mana_cost": "{1}{B}{B}", "type_line": "Sorcery — Lesson", "oracle_text": "As an additional cost to cast this spell, exile a creature you control.\nExile target creature or planeswalker.", "colors": ["B"]},
    {"name": "Rite of Oblivion", "mana_cost": "{W}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a nonland permanent.\nExile target nonland permanent.\nFlashback {2}{W}{B} (You may cast this card from your graveyard for its flashback cost and any additional costs. Then exile it.)", "colors": ["W", "B"]},
    {"name": "Scarscale Ritual", "mana_cost": "{1}{U/B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.\nDraw two cards.", "colors": ["U", "B"]},
    {"name": "Soul Exchange", "mana_cost": "{B}{B}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, exile a creature you control.\nReturn target creature card from your graveyard to the battlefield. Put a +2/+2 counter on that creature if the exiled creature was a Thrull.", "colors": ["B"]},
    # ----- perm13 -----
    {"name": "Rule of Law", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "Each player can't cast more than one spell each turn."},
    {"name": "Arcane Laboratory", "mana_cost": "{2}{U}", "type_line": "Enchantment", "oracle_text": "Each player can't cast more than one spell each turn."},
    {"name": "Eidolon of Rhetoric", "mana_cost": "{2}{W}", "type_line": "Enchantment Creature — Spirit", "oracle_text": "Each player can't cast more than one spell each turn.", "power": "1", "toughness": "4"},
    {"name": "Moderation", "mana_cost": "{1}{W}{U}", "type_line": "Enchantment", "oracle_text": "You can't cast more than one spell each turn.\nWhenever you cast a spell, draw a card."},
    {"name": "Kutzil, Malamet Exemplar", "mana_cost": "{1}{G}{W}", "type_line": "Legendary Creature — Cat Warrior", "oracle_text": "Your opponents can't cast spells during your turn.\nWhenever one or more creatures you control each with power greater than its base power deals combat damage to a player, draw a card.", "power": "3", "toughness": "3"},
    {"name": "Voice of Victory", "mana_cost": "{1}{W}", "type_line": "Creature — Human Bard", "oracle_text": "Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)\nYour opponents can't cast spells during your turn.", "power": "1", "toughness": "3"},
    {"name": "Dragonlord Dromoka", "mana_cost": "{4}{G}{W}", "type_line": "Legendary Creature — Elder Dragon", "oracle_text": "This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast spells during your turn.", "power": "5", "toughness": "7"},
    {"name": "Marisi, Breaker of the Coil", "mana_cost": "{1}{R}{G}{W}", "type_line": "Legendary Creature — Cat Warrior", "oracle_text": "Your opponents can't cast spells during combat.\nWhenever a creature you control deals combat damage to a player, goad each creature that player controls. (Until your next turn, those creatures attack each combat if able and attack a player other than you if able.)", "power": "5", "toughness": "4"},
    {"name": "Basandra, Battle Seraph", "mana_cost": "{3}{R}{W}", "type_line": "Legendary Creature — Angel", "oracle_text": "Flying\nPlayers can't cast spells during combat.\n{R}: Target creature attacks this turn if able.", "power": "4", "toughness": "4"},
    {"name": "Highspire Bell-Ringer", "mana_cost": "{2}{U}", "type_line": "Creature — Djinn Monk", "oracle_text": "Flying\nThe second spell you cast each turn costs {1} less to cast.", "power": "1", "toughness": "4"},
    {"name": "Uthros Psionicist", "mana_cost": "{2}{U}", "type_line": "Creature — Jellyfish Scientist", "oracle_text": "The second spell you cast each turn costs {2} less to cast.", "power": "2", "toughness": "4"},
    {"name": "Raging Battle Mouse", "mana_cost": "{1}{R}", "type_line": "Creature — Mouse", "oracle_text": "The second spell you cast each turn costs {1} less to cast.\nCelebration — At the beginning of combat on your turn, if two or more nonland permanents entered the battlefield under your control this turn, target creature you control gets +1/+1 until end of turn.", "power": "2", "toughness": "1"},
    {"name": "Valley Floodcaller", "mana_cost": "{2}{U}", "type_line": "Creature — Otter Wizard", "oracle_text": "Flash\nYou may cast noncreature spells as though they had flash.\nWhenever you cast a noncreature spell, Birds, Frogs, Otters, and Rats you control get +1/+1 until end of turn. Untap them.", "power": "2", "toughness": "2"},
    {"name": "High Fae Trickster", "mana_cost": "{3}{U}", "type_line": "Creature — Faerie Wizard", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nFlying\nYou may cast spells as though they had flash.", "power": "4", "toughness": "2"},
    {"name": "Vedalken Orrery", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "You may cast spells as though they had flash."},
    {"name": "Hypersonic Dragon", "mana_cost": "{3}{U}{R}", "type_line": "Creature — Dragon", "oracle_text": "Flying, haste\nYou may cast sorcery spells as though they had flash. (You may cast them any time you could cast an instant.)", "power": "4", "toughness": "4"},
    {"name": "Sally Sparrow", "mana_cost": "{2}{W}{U}", "type_line": "Legendary Creature — Human Detective", "oracle_text": "You may cast creature spells as though they had flash.\nWhenever one or more other creatures you control leave the battlefield, investigate. This ability triggers only once each turn. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")", "power": "2", "toughness": "3"},
    {"name": "Yeva, Nature's Herald", "mana_cost": "{2}{G}{G}", "type_line": "Legendary Creature — Elf Shaman", "oracle_text": "Flash (You may cast this spell any time you could cast an instant.)\nYou may cast green creature spells as though they had flash.", "power": "4", "toughness": "4"},
    {"name": "Shimmer Myr", "mana_cost": "{3}", "type_line": "Artifact Creature — Myr", "oracle_text": "Flash\nYou may cast artifact spells as though they had flash.", "power": "2", "toughness": "2"},
    {"name": "Rattlechains", "mana_cost": "{1}{U}", "type_line": "Creature — Spirit", "oracle_text": "Flash\nFlying\nWhen Rattlechains enters the battlefield, target Spirit gains hexproof until end of turn.\nYou may cast Spirit spells as though they had flash.", "power": "2", "toughness": "1"},
    {"name": "Breath of the Sleepless", "mana_cost": "{3}{U}", "type_line": "Enchantment", "oracle_text": "You may cast Spirit spells as though they had flash.\nWhenever you cast a creature spell during an opponent's turn, tap up to one target creature."},
    {"name": "Sigarda's Aid", "mana_cost": "{W}", "type_line": "Enchantment", "oracle_text": "You may cast Aura and Equipment spells as though they had flash.\nWhenever an Equipment enters the battlefield under your control, you may attach it to target creature you control."},
    {"name": "Tawnos", "mana_cost": "", "type_line": "Vanguard", "oracle_text": "You may cast artifact, creature, and enchantment spells as though they had flash."},
    {"name": "Gandalf, Friend of the Shire", "mana_cost": "{3}{U}", "type_line": "Legendary Creature — Avatar Wizard", "oracle_text": "Flash\nYou may cast sorcery spells as though they had flash.\nWhenever the Ring tempts you, if you chose a creature other than Gandalf as your Ring-bearer, draw a card.", "power": "2", "toughness": "4"},
    {"name": "Rout", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "You may cast Rout as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nDestroy all creatures. They can't be regenerated."},
    {"name": "Harbinger of the Tides", "mana_cost": "{U}{U}", "type_line": "Creature — Merfolk Wizard", "oracle_text": "You may cast this spell as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nWhen this creature enters, you may return target tapped creature an opponent controls to its owner's hand.", "power": "2", "toughness": "2"},
    {"name": "Mystical Tether", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "You may cast this spell as though it had flash if you pay {2} more to cast it.\nWhen this enchantment enters, exile target artifact or creature an opponent controls until this enchantment leaves the battlefield."},
    {"name": "Asinine Antics", "mana_cost": "{2}{U}{U}", "type_line": "Sorcery", "oracle_text": "You may cast this spell as though it had flash if you pay {2} more to cast it.\nFor each creature your opponents control, create a Cursed Role token attached to that creature. (If you control another Role on it, put that one into the graveyard. Enchanted creature is 1/1.)"},
    {"name": "Breaking Wave", "mana_cost": "{2}{U}{U}", "type_line": "Sorcery", "oracle_text": "You may cast Breaking Wave as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nSimultaneously untap all tapped creatures and tap all untapped creatures."},
    {"name": "Saproling Symbiosis", "mana_cost": "{3}{G}", "type_line": "Sorcery", "oracle_text": "You may cast Saproling Symbiosis as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nCreate a 1/1 green Saproling creature token for each creature you control."},
    {"name": "Twilight's Call", "mana_cost": "{4}{B}{B}", "type_line": "Sorcery", "oracle_text": "You may cast Twilight's Call as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nEach player returns all creature cards from their graveyard to the battlefield."},
    {"name": "Ghitu Fire", "mana_cost": "{X}{R}", "type_line": "Sorcery", "oracle_text": "You may cast Ghitu Fire as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nGhitu Fire deals X damage to any target."},
    {"name": "Mental Modulation", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast during your turn.\nTap target artifact or creature.\nDraw a card."},
    {"name": "Collector Ouphe", "mana_cost": "{1}{G}", "type_line": "Creature — Ouphe", "oracle_text": "Activated abilities of artifacts can't be activated.", "power": "2", "toughness": "2"},
    {"name": "Stony Silence", "mana_cost": "{1}{W}", "type_line": "Enchantment", "oracle_text": "Activated abilities of artifacts can't be activated."},
    {"name": "Cursed Totem", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": "Activated abilities of creatures can't be activated."},
    {"name": "Clarion Conqueror", "mana_cost": "{2}{W}", "type_line": "Creature — Dragon", "oracle_text": "Flying\nActivated abilities of artifacts, creatures, and planeswalkers can't be activated.", "power": "3", "toughness": "3"},
    {"name": "Damping Matrix", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities."},
    {"name": "Linvala, Keeper of Silence", "mana_cost": "{2}{W}{W}", "type_line": "Legendary Creature — Angel", "oracle_text": "Flying\nActivated abilities of creatures your opponents control can't be activated.", "power": "3", "toughness": "4"},
    {"name": "Gandalf the White", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Creature — Avatar Wizard", "oracle_text": "Flash\nYou may cast legendary spells and artifact spells as though they had flash.\nIf a legendary permanent or an artifact entering or leaving the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.", "power": "4", "toughness": "5"},
    {"name": "Raff Capashen, Ship's Mage", "mana_cost": "{2}{W}{U}", "type_line": "Legendary Creature — Human Wizard", "oracle_text": "Flash\nFlying\nYou may cast historic spells as though they had flash. (Artifacts, legendaries, and Sagas are historic.)", "power": "3", "toughness": "3"},
    {"name": "Tidal Barracuda", "mana_cost": "{3}{U}", "type_line": "Creature — Fish", "oracle_text": "Any player may cast spells as though they had flash.\nYour opponents can't cast spells during your turn.", "power": "3", "toughness": "4"},
    {"name": "Illusion Spinners", "mana_cost": "{4}{U}", "type_line": "Creature — Faerie Wizard", "oracle_text": "You may cast this spell as though it had flash if you control a Faerie.\nFlying\nThis creature has hexproof as long as it's untapped. (It can't be the target of spells or abilities your opponents control.)", "power": "4", "toughness": "3"},
    {"name": "Sharkey, Tyrant of the Shire", "mana_cost": "{2}{U}{B}", "type_line": "Legendary Creature — Avatar Rogue", "oracle_text": "Activated abilities of lands your opponents control can't be activated unless they're mana abilities.\nSharkey has all activated abilities of lands your opponents control except mana abilities.\nMana of any type can be spent to activate Sharkey's abilities.", "power": "2", "toughness": "4"},
    {"name": "Yawgmoth's Agenda", "mana_cost": "{3}{B}{B}", "type_line": "Enchantment", "oracle_text": "You can't cast more than one spell each turn.\nYou may play lands and cast spells from your graveyard.\nIf a card would be put into your graveyard from anywhere, exile it instead."},
    {"name": "Kianne, Corrupted Memory", "mana_cost": "{2}{G}{U}", "type_line": "Legendary Creature — Illusion", "oracle_text": "As long as Kianne's power is even, you may cast noncreature spells as though they had flash.\nAs long as Kianne's power is odd, you may cast creature spells as though they had flash.\nWhenever you draw a card, put a +1/+1 counter on Kianne.", "power": "2", "toughness": "2"},
    {"name": "Hungering Yeti", "mana_cost": "{4}{R}", "type_line": "Creature — Yeti", "oracle_text": "As long as you control a green or blue permanent, you may cast Hungering Yeti as though it had flash. (You may cast it any time you could cast an instant.)", "power": "4", "toughness": "4"},
    {"name": "Timely Ward", "mana_cost": "{2}{W}", "type_line": "Enchantment — Aura", "oracle_text": "You may cast this spell as though it had flash if it targets a commander.\nEnchant creature\nEnchanted creature has indestructible."},
    {"name": "Deafening Silence", "mana_cost": "{W}", "type_line": "Enchantment", "oracle_text": "Each player can't cast more than one noncreature spell each turn."},
    {"name": "Grid Monitor", "mana_cost": "{4}", "type_line": "Artifact Creature — Construct", "oracle_text": "You can't cast creature spells.", "power": "4", "toughness": "6"},
    {"name": "Grand Abolisher", "mana_cost": "{W}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or enchantments.", "power": "2", "toughness": "2"},
    {"name": "Lashwhip Predator", "mana_cost": "{4}{G}{G}", "type_line": "Creature — Plant Beast", "oracle_text": "This spell costs {2} less to cast if your opponents control three or more creatures.\nReach", "power": "5", "toughness": "7"},
    {"name": "Dragon Grip", "mana_cost": "{2}{R}", "type_line": "Enchantment — Aura", "oracle_text": "Ferocious — If you control a creature with power 4 or greater, you may cast Dragon Grip as though it had flash. (You may cast it any time you could cast an instant.)\nEnchant creature\nEnchanted creature gets +2/+0 and has first strike."},
    {"name": "Serpent of the Pass", "mana_cost": "{5}{U}{U}", "type_line": "Creature — Serpent", "oracle_text": "If there are three or more Lesson cards in your graveyard, you may cast this spell as though it had flash.\nThis spell costs {1} less to cast for each noncreature, nonland card in your graveyard.", "power": "6", "toughness": "5"},
    {"name": "Swift Reckoning", "mana_cost": "{1}{W}", "type_line": "Sorcery", "oracle_text": "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you may cast Swift Reckoning as though it had flash. (You may cast it any time you could cast an instant.)\nDestroy target tapped creature."},
    {"name": "Sami, Wildcat Captain", "mana_cost": "{4}{R}{W}", "type_line": "Legendary Creature — Human Artificer Rogue", "oracle_text": "Double strike, vigilance\nSpells you cast have affinity for artifacts. (They cost {1} less to cast for each artifact you control.)", "power": "4", "toughness": "4"},
    {"name": "Pearl-Ear, Imperial Advisor", "mana_cost": "{1}{W}{W}", "type_line": "Legendary Creature — Fox Advisor", "oracle_text": "Lifelink\nEnchantment spells you cast have affinity for Auras. (They cost {1} less to cast for each Aura you control.)\nWhenever you cast an Aura spell that targets a modified permanent you control, draw a card. (Equipment, Auras you control, and counters are modifications.)", "power": "3", "toughness": "4"},
    # ----- std13f -----
    {"name": "Ba Sing Se", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a basic land.\n{T}: Add {G}.\n{2}{G}, {T}: Earthbend 2. Activate only as a sorcery. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": []},
    {"name": "Bitter Work", "mana_cost": "{1}{R}{G}", "type_line": "Enchantment", "oracle_text": "Whenever you attack a player with one or more creatures with power 4 or greater, draw a card.\nExhaust — {4}: Earthbend 4. Activate only during your turn. (Target land you control becomes a 0/0 creature with haste that's still a land. Put four +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped. Activate each exhaust ability only once.)", "colors": ["G", "R"]},
    {"name": "Bumi, King of Three Trials", "mana_cost": "{5}{G}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "When Bumi enters, choose up to X, where X is the number of Lesson cards in your graveyard —\n• Put three +1/+1 counters on Bumi.\n• Target player scries 3.\n• Earthbend 3. (Target land you control becomes a 0/0 creature with haste that's still a land. Put three +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Dai Li Indoctrination", "mana_cost": "{1}{B}", "type_line": "Sorcery — Lesson", "oracle_text": "Choose one —\n• Target opponent reveals their hand. You choose a nonland permanent card from it. That player discards that card.\n• Earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["B"]},
    {"name": "Earthbending Lesson", "mana_cost": "{3}{G}", "type_line": "Sorcery — Lesson", "oracle_text": "Earthbend 4. (Target land you control becomes a 0/0 creature with haste that's still a land. Put four +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"]},
    {"name": "Earthen Ally", "mana_cost": "{G}", "type_line": "Creature — Human Soldier Ally", "oracle_text": "This creature gets +1/+0 for each color among Allies you control.\n{2}{W}{U}{B}{R}{G}: Earthbend 5. (Target land you control becomes a 0/0 creature with haste that's still a land. Put five +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "0", "toughness": "2"},
    {"name": "Rebellious Captives", "mana_cost": "{1}{G}", "type_line": "Creature — Human Peasant Ally", "oracle_text": "Exhaust — {6}: Put two +1/+1 counters on this creature, then earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped. Activate each exhaust ability only once.)", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Rockalanche", "mana_cost": "{2}{G}", "type_line": "Sorcery — Lesson", "oracle_text": "Earthbend X, where X is the number of Forests you control. (Target land you control becomes a 0/0 creature with haste that's still a land. Put X +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nFlashback {5}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)", "colors": ["G"]},
    {"name": "The Cave of Two Lovers", "mana_cost": "{3}{R}", "type_line": "Enchantment — Saga", "oracle_text": "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Create two 1/1 white Ally creature tokens.\nII — Search your library for a Mountain or Cave card, reveal it, put it into your hand, then shuffle.\nIII — Earthbend 3. (Target land you control becomes a 0/0 creature with haste that's still a land. Put three +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["R"]},
    {"name": "Country Roads", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {W}.\n{1}{W}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\" Activate only as a sorcery.", "colors": []},
    {"name": "Foul Roads", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {B}.\n{1}{B}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\" Activate only as a sorcery.", "colors": []},
    {"name": "Reef Roads", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {U}.\n{1}{U}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\" Activate only as a sorcery.", "colors": []},
    {"name": "Rocky Roads", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {R}.\n{1}{R}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\" Activate only as a sorcery.", "colors": []},
    {"name": "Wild Roads", "mana_cost": "", "type_line": "Land", "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {G}.\n{1}{G}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and crews Vehicles as though its power were 2 greater.\" Activate only as a sorcery.", "colors": []},
    {"name": "Dragonbroods' Relic", "mana_cost": "{1}{G}", "type_line": "Artifact", "oracle_text": "{T}, Tap an untapped creature you control: Add one mana of any color.\n{3}{W}{U}{B}{R}{G}, Sacrifice this artifact: Create a 4/4 Dragon creature token named Reliquary Dragon that's all colors. It has flying, lifelink, and \"When this token enters, it deals 3 damage to any target.\" Activate only as a sorcery.", "colors": ["G"]},
    {"name": "Expendable Lackey", "mana_cost": "{U}", "type_line": "Creature — Human Citizen", "oracle_text": "{1}{U}, Exile Expendable Lackey from your graveyard: Create a 1/1 blue Fish creature token with \"This creature can't be blocked.\" Activate only as a sorcery.", "colors": ["U"], "power": "1", "toughness": "1"},
    {"name": "Norin and Feldon", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Human Warrior Artificer", "oracle_text": "{2}{R}, {T}: Create a token that's a copy of target creature card in your graveyard, except it's an artifact in addition to its other types, gains haste, and has \"Whenever a player casts a spell or a creature attacks, exile this token.\" Activate only as a sorcery.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Badgermole", "mana_cost": "{4}{G}", "type_line": "Creature — Badger Mole", "oracle_text": "When this creature enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nCreatures you control with +1/+1 counters on them have trample.", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Beifong's Bounty Hunters", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Human Mercenary", "oracle_text": "Whenever a nonland creature you control dies, earthbend X, where X is that creature's power. (Target land you control becomes a 0/0 creature with haste that's still a land. Put X +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["B", "G"], "power": "4", "toughness": "4"},
    {"name": "Bumi, Eclectic Earthbender", "mana_cost": "{3}{G}{G}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "When Bumi enters, earthbend 1. (Target land you control becomes a 0/0 creature with haste that's still a land. Put a +1/+1 counter on it. When it dies or is exiled, return it to the battlefield tapped.)\nWhenever Bumi attacks, put two +1/+1 counters on each land creature you control.", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Bumi, Unleashed", "mana_cost": "{3}{R}{G}", "type_line": "Legendary Creature — Human Noble Ally", "oracle_text": "Trample\nWhen Bumi enters, earthbend 4.\nWhenever Bumi deals combat damage to a player, untap all lands you control. After this phase, there is an additional combat phase. Only land creatures can attack during that combat phase.", "colors": ["G", "R"], "power": "5", "toughness": "4"},
    {"name": "Dai Li Agents", "mana_cost": "{3}{B}{G}", "type_line": "Creature — Human Soldier", "oracle_text": "When this creature enters, earthbend 1, then earthbend 1. (To earthbend 1, target land you control becomes a 0/0 creature with haste that's still a land. Put a +1/+1 counter on it. When it dies or is exiled, return it to the battlefield tapped.)\nWhenever this creature attacks, each opponent loses X life and you gain X life, where X is the number of creatures you control with +1/+1 counters on them.", "colors": ["B", "G"], "power": "3", "toughness": "4"},
    {"name": "Earth Kingdom General", "mana_cost": "{3}{G}", "type_line": "Creature — Human Soldier Ally", "oracle_text": "When this creature enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nWhenever you put one or more +1/+1 counters on a creature, you may gain that much life. Do this only once each turn.", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Earth Village Ruffians", "mana_cost": "{2}{B/G}", "type_line": "Creature — Human Soldier Rogue", "oracle_text": "When this creature dies, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["B", "G"], "power": "3", "toughness": "1"},
    {"name": "Earthbender Ascension", "mana_cost": "{2}{G}", "type_line": "Enchantment", "oracle_text": "When this enchantment enters, earthbend 2. Then search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\nLandfall — Whenever a land you control enters, put a quest counter on this enchantment. When you do, if it has four or more quest counters on it, put a +1/+1 counter on target creature you control. It gains trample until end of turn.", "colors": ["G"]},
    {"name": "Haru, Hidden Talent", "mana_cost": "{1}{G}", "type_line": "Legendary Creature — Human Peasant Ally", "oracle_text": "Whenever another Ally you control enters, earthbend 1. (Target land you control becomes a 0/0 creature with haste that's still a land. Put a +1/+1 counter on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "The Boulder, Ready to Rumble", "mana_cost": "{3}{G}", "type_line": "Legendary Creature — Human Warrior Performer", "oracle_text": "Whenever The Boulder attacks, earthbend X, where X is the number of creatures you control with power 4 or greater. (Target land you control becomes a 0/0 creature with haste that's still a land. Put X +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Toph, Earthbending Master", "mana_cost": "{3}{G}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "Landfall — Whenever a land you control enters, you get an experience counter.\nWhenever you attack, earthbend X, where X is the number of experience counters you have. (Target land you control becomes a 0/0 creature with haste that's still a land. Put X +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "2", "toughness": "4"},
    {"name": "Toph, Hardheaded Teacher", "mana_cost": "{2}{R}{G}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "When Toph enters, you may discard a card. If you do, return target instant or sorcery card from your graveyard to your hand.\nWhenever you cast a spell, earthbend 1. If that spell is a Lesson, put an additional +1/+1 counter on that land. (Target land you control becomes a 0/0 creature with haste that's still a land. Put a +1/+1 counter on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G", "R"], "power": "3", "toughness": "4"},
    {"name": "Toph, the Blind Bandit", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Human Warrior Ally", "oracle_text": "When Toph enters, earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)\nToph's power is equal to the number of +1/+1 counters on lands you control.", "colors": ["G"], "power": "*", "toughness": "3"},
    {"name": "Fatal Fissure", "mana_cost": "{1}{B}", "type_line": "Instant", "oracle_text": "Choose target creature. When that creature dies this turn, you earthbend 4. (Target land you control becomes a 0/0 creature with haste that's still a land. Put four +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["B"]},
    {"name": "Earth Rumble", "mana_cost": "{3}{G}", "type_line": "Sorcery", "oracle_text": "Earthbend 2. When you do, up to one target creature you control fights target creature an opponent controls. (To earthbend 2, target land you control becomes a 0/0 creature with haste that's still a land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped. Creatures that fight each deal damage equal to their power to the other.)", "colors": ["G"]},
    {"name": "Cloudspire Captain", "mana_cost": "{2}{W}", "type_line": "Creature — Human Pilot", "oracle_text": "Mounts and Vehicles you control get +1/+1.\nThis creature saddles Mounts and crews Vehicles as though its power were 2 greater.", "colors": ["W"], "power": "2", "toughness": "3"},
    {"name": "Gene Pollinator", "mana_cost": "{G}", "type_line": "Artifact Creature — Robot Insect", "oracle_text": "{T}, Tap an untapped permanent you control: Add one mana of any color.", "colors": ["G"], "power": "1", "toughness": "2"},
    {"name": "Supportive Parents", "mana_cost": "{2}{G}", "type_line": "Creature — Human Citizen", "oracle_text": "Tap two untapped creatures you control: Add one mana of any color.", "colors": ["G"], "power": "3", "toughness": "3"},
    # ----- grant13e -----
    {"name": "Bedrock Tortoise", "mana_cost": "{3}{G}", "type_line": "Creature — Turtle", "oracle_text": "During your turn, creatures you control have hexproof.\nEach creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.", "colors": ["G"], "power": "0", "toughness": "6"},
    {"name": "Dragonologist", "mana_cost": "{2}{U}", "type_line": "Creature — Human Wizard", "oracle_text": "When this creature enters, look at the top six cards of your library. You may reveal an instant, sorcery, or Dragon card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\nUntapped Dragons you control have hexproof.", "colors": ["U"], "power": "1", "toughness": "3"},
    {"name": "Gastal Thrillseeker", "mana_cost": "{B}{R}", "type_line": "Creature — Lizard Berserker", "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this creature enters, it deals 1 damage to target opponent and you gain 1 life.\nMax speed — This creature has deathtouch and haste.", "colors": ["B", "R"], "power": "2", "toughness": "3"},
    {"name": "Hellspur Posse Boss", "mana_cost": "{2}{R}{R}", "type_line": "Creature — Lizard Rogue", "oracle_text": "Other outlaws you control have haste. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)\nWhen this creature enters, create two 1/1 red Mercenary creature tokens with \"{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery.\"", "colors": ["R"], "power": "2", "toughness": "4"},
    {"name": "Kolodin, Triumph Caster", "mana_cost": "{R}{W}", "type_line": "Legendary Creature — Human Pilot", "oracle_text": "Mounts and Vehicles you control have haste.\nWhenever a Mount you control enters, it becomes saddled until end of turn.\nWhenever a Vehicle you control enters, it becomes an artifact creature until end of turn.", "colors": ["R", "W"], "power": "2", "toughness": "3"},
    {"name": "Krang, Utrom Warlord", "mana_cost": "{9}", "type_line": "Legendary Artifact Creature — Utrom Robot", "oracle_text": "Flying, trample, indestructible, haste\nOther artifact creatures you control have flying, trample, indestructible, and haste.", "colors": [], "power": "9", "toughness": "9"},
    {"name": "Lost in the Maze", "mana_cost": "{X}{U}{U}", "type_line": "Enchantment", "oracle_text": "Flash\nWhen this enchantment enters, tap X target creatures. Put a stun counter on each of those creatures you don't control. (If a permanent with a stun counter would become untapped, remove one from it instead.)\nTapped creatures you control have hexproof.", "colors": ["U"]},
    {"name": "Miriam, Herd Whisperer", "mana_cost": "{G}{W}", "type_line": "Legendary Creature — Human Druid", "oracle_text": "During your turn, Mounts and Vehicles you control have hexproof.\nWhenever a Mount or Vehicle you control attacks, put a +1/+1 counter on it.", "colors": ["G", "W"], "power": "3", "toughness": "2"},
    {"name": "Mobile Homestead", "mana_cost": "{2}", "type_line": "Artifact — Vehicle", "oracle_text": "This Vehicle has haste as long as you control a Mount.\nWhenever this Vehicle attacks, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)", "colors": [], "power": "3", "toughness": "3"},
    {"name": "Snowmelt Stag", "mana_cost": "{3}{U}", "type_line": "Creature — Elemental Elk", "oracle_text": "Vigilance\nDuring your turn, this creature has base power and toughness 5/2.\n{5}{U}{U}: This creature can't be blocked this turn.", "colors": ["U"], "power": "2", "toughness": "5"},
    {"name": "The Wandering Rescuer", "mana_cost": "{3}{W}{W}", "type_line": "Legendary Creature — Human Samurai Noble", "oracle_text": "Flash\nConvoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nDouble strike\nOther tapped creatures you control have hexproof.", "colors": ["W"], "power": "3", "toughness": "4"},
    {"name": "Yuna, Hope of Spira", "mana_cost": "{3}{G}{W}", "type_line": "Legendary Creature — Human Cleric", "oracle_text": "During your turn, Yuna and enchantment creatures you control have trample, lifelink, and ward {2}.\nAt the beginning of your end step, return up to one target enchantment card from your graveyard to the battlefield with a finality counter on it. (If a permanent with a finality counter on it would be put into a graveyard from the battlefield, exile it instead.)", "colors": ["G", "W"], "power": "3", "toughness": "5"},
    {"name": "Alibou, Ancient Witness", "mana_cost": "{3}{R}{W}", "type_line": "Legendary Artifact Creature — Golem", "oracle_text": "Other artifact creatures you control have haste.\nWhenever one or more artifact creatures you control attack, Alibou deals X damage to any target and you scry X, where X is the number of tapped artifacts you control.", "colors": ["W", "R"], "power": "4", "toughness": "5"},
    {"name": "Avatar Kyoshi, Earthbender", "mana_cost": "{5}{G}{G}{G}", "type_line": "Legendary Creature — Human Avatar", "oracle_text": "During your turn, Avatar Kyoshi has hexproof.\nAt the beginning of combat on your turn, earthbend 8, then untap that land. (Target land you control becomes a 0/0 creature with haste that's still a land. Put eight +1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.)", "colors": ["G"], "power": "6", "toughness": "6"},
    {"name": "Hollowhenge Huntmaster", "mana_cost": "", "type_line": "Creature — Werewolf", "oracle_text": "Hexproof\nOther permanents you control have hexproof.\nAt the beginning of combat on your turn, put two +1/+1 counters on each creature you control.\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)", "colors": ["G"], "power": "6", "toughness": "6"},
    {"name": "Prava of the Steel Legion", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Cat Soldier", "oracle_text": "During your turn, creature tokens you control get +1/+4.\n{3}{W}: Create a 1/1 white Soldier creature token.\nPartner (You can have two commanders if both have partner.)", "colors": ["W"], "power": "1", "toughness": "4"},
    {"name": "Privileged Position", "mana_cost": "{2}{G/W}{G/W}{G/W}", "type_line": "Enchantment", "oracle_text": "({G/W} can be paid with either {G} or {W}.)\nOther permanents you control have hexproof. (They can't be the targets of spells or abilities your opponents control.)", "colors": ["W", "G"]},
    {"name": "Radagast, Wizard of Wilds", "mana_cost": "{2}{G}{U}", "type_line": "Legendary Creature — Avatar Wizard", "oracle_text": "Ward {1}\nBeasts and Birds you control have ward {1}.\nWhenever you cast a spell with mana value 5 or greater, choose one —\n• Create a 3/3 green Beast creature token.\n• Create a 2/2 blue Bird creature token with flying.", "colors": ["U", "G"], "power": "3", "toughness": "5"},
    {"name": "Saruman, the White Hand", "mana_cost": "{1}{U}{B}{R}", "type_line": "Legendary Creature — Avatar Wizard", "oracle_text": "Whenever you cast a noncreature spell, amass Orcs X, where X is that spell's mana value. (Put X +1/+1 counters on an Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature token first.)\nGoblins and Orcs you control have ward {2}.", "colors": ["U", "B", "R"], "power": "2", "toughness": "5"},
    {"name": "Thopter Engineer", "mana_cost": "{2}{R}", "type_line": "Creature — Human Artificer", "oracle_text": "When Thopter Engineer enters the battlefield, create a 1/1 colorless Thopter artifact creature token with flying.\nArtifact creatures you control have haste. (They can attack and {T} as soon as they come under your control.)", "colors": ["R"], "power": "1", "toughness": "3"},
    {"name": "Vihaan, Goldwaker", "mana_cost": "{R}{W}{B}", "type_line": "Legendary Creature — Dwarf Warlock", "oracle_text": "Other outlaws you control have vigilance and haste. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)\nAt the beginning of combat on your turn, you may have Treasures you control become 3/3 Construct Assassin artifact creatures in addition to their other types until end of turn.", "colors": ["W", "B", "R"], "power": "3", "toughness": "3"},
    {"name": "Village Reavers", "mana_cost": "", "type_line": "Creature — Werewolf", "oracle_text": "Wolves and Werewolves you control have haste.\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)", "colors": ["R"], "power": "5", "toughness": "4"},
    {"name": "Blacksmith's Talent", "mana_cost": "{R}", "type_line": "Enchantment — Class", "oracle_text": "(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, create a colorless Equipment artifact token named Sword with \"Equipped creature gets +1/+1\" and equip {2}.\n{2}{R}: Level 2\nAt the beginning of combat on your turn, attach target Equipment you control to up to one target creature you control.\n{3}{R}: Level 3\nDuring your turn, equipped creatures you control have double strike and haste.", "colors": ["R"]},
    {"name": "Firion, Wild Rose Warrior", "mana_cost": "{2}{R}", "type_line": "Legendary Creature — Human Rebel Warrior", "oracle_text": "Equipped creatures you control have haste.\nWhenever a nontoken Equipment you control enters, create a token that's a copy of it, except it has \"This Equipment's equip abilities cost {2} less to activate.\" Sacrifice that token at the beginning of the next upkeep.", "colors": ["R"], "power": "3", "toughness": "3"},
    {"name": "Howling Galefang", "mana_cost": "{2}{G}{G}", "type_line": "Creature — Beast", "oracle_text": "Vigilance\nThis creature has haste as long as you own a card in exile that has an Adventure.", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Pompous Gadabout", "mana_cost": "{2}{G}", "type_line": "Creature — Human Citizen", "oracle_text": "During your turn, this creature has hexproof.\nThis creature can't be blocked by creatures that don't have a name.", "colors": ["G"], "power": "4", "toughness": "2"},
    {"name": "Adept Watershaper", "mana_cost": "{2}{W}", "type_line": "Creature — Merfolk Cleric", "oracle_text": "Other tapped creatures you control have indestructible.", "colors": ["W"], "power": "3", "toughness": "4"},
    {"name": "Builder's Blessing", "mana_cost": "{3}{W}", "type_line": "Enchantment", "oracle_text": "Untapped creatures you control get +0/+2.", "colors": ["W"]},
    {"name": "Castle", "mana_cost": "{3}{W}", "type_line": "Enchantment", "oracle_text": "Untapped creatures you control get +0/+2.", "colors": ["W"]},
    {"name": "Burnout Bashtronaut", "mana_cost": "{R}", "type_line": "Creature — Goblin Warrior", "oracle_text": "Menace\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{2}: This creature gets +1/+0 until end of turn.\nMax speed — This creature has double strike.", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Streaking Oilgorger", "mana_cost": "{4}{B}", "type_line": "Creature — Vampire", "oracle_text": "Flying, haste\nStart your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — This creature has lifelink.", "colors": ["B"], "power": "3", "toughness": "3"},
    {"name": "Bearer of Glory", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "During your turn, this creature has first strike.\n{4}{W}: Creatures you control get +1/+1 until end of turn.", "colors": ["W"], "power": "2", "toughness": "1"},
    {"name": "Feisty Spikeling", "mana_cost": "{1}{R/W}", "type_line": "Creature — Shapeshifter", "oracle_text": "Changeling (This card is every creature type.)\nDuring your turn, this creature has first strike.", "colors": ["R", "W"], "power": "2", "toughness": "1"},
    {"name": "Untamed Pup", "mana_cost": "", "type_line": "Creature — Werewolf", "oracle_text": "Trample\nOther Wolves and Werewolves you control have trample.\n{3}{G}: Put a +1/+1 counter on target creature.\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)", "colors": ["G"], "power": "4", "toughness": "4"},
    {"name": "Timber Protector", "mana_cost": "{4}{G}", "type_line": "Creature — Treefolk Warrior", "oracle_text": "Other Treefolk creatures you control get +1/+1.\nOther Treefolk and Forests you control have indestructible.", "colors": ["G"], "power": "4", "toughness": "6"},
    {"name": "Cyberdrive Awakener", "mana_cost": "{5}{U}", "type_line": "Artifact Creature — Construct", "oracle_text": "Flying\nOther artifact creatures you control have flying.\nWhen Cyberdrive Awakener enters the battlefield, until end of turn, each noncreature artifact you control becomes an artifact creature with base power and toughness 4/4.", "colors": ["U"], "power": "4", "toughness": "4"},
    {"name": "Workshop Elders", "mana_cost": "{6}{U}", "type_line": "Creature — Human Artificer", "oracle_text": "Artifact creatures you control have flying.\nAt the beginning of combat on your turn, you may have target noncreature artifact you control become a 0/0 artifact creature. If you do, put four +1/+1 counters on it.", "colors": ["U"], "power": "4", "toughness": "4"},
    {"name": "Tempered Steel", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Artifact creatures you control get +2/+2.", "colors": ["W"]},
    # ----- mana13 -----
    {"name": "Creeping Peeper", "mana_cost": "{1}{U}", "type_line": "Creature — Eye", "oracle_text": "{T}: Add {U}. Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent face up.", "colors": ["U"], "power": "2", "toughness": "1"},
    {"name": "Freya Crescent", "mana_cost": "{R}", "type_line": "Legendary Creature — Rat Knight", "oracle_text": "Jump — During your turn, Freya Crescent has flying.\n{T}: Add {R}. Spend this mana only to cast an Equipment spell or activate an equip ability.", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Hermitic Herbalist", "mana_cost": "{G}{U}", "type_line": "Creature — Human Druid Ally", "oracle_text": "{T}: Add one mana of any color.\n{T}: Add two mana in any combination of colors. Spend this mana only to cast Lesson spells.", "colors": ["G", "U"], "power": "2", "toughness": "3"},
    {"name": "Intrepid Stablemaster", "mana_cost": "{1}{G}", "type_line": "Creature — Human Scout", "oracle_text": "Reach\n{T}: Add {G}.\n{T}: Add two mana of any one color. Spend this mana only to cast Mount or Vehicle spells.", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Maelstrom of the Spirit Dragon", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Dragon spell or an Omen spell.\n{4}, {T}, Sacrifice this land: Search your library for a Dragon card, reveal it, put it into your hand, then shuffle.", "colors": []},
    {"name": "Overgrown Zealot", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add one mana of any color.\n{T}: Add two mana of any one color. Spend this mana only to turn permanents face up.", "colors": ["G"], "power": "0", "toughness": "4"},
    {"name": "Soldevi Machinist", "mana_cost": "{1}{U}", "type_line": "Creature — Human Wizard Artificer", "oracle_text": "{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.", "colors": ["U"], "power": "1", "toughness": "1"},
    {"name": "Steelswarm Operator", "mana_cost": "{1}{U}", "type_line": "Artifact Creature — Robot Soldier", "oracle_text": "Flying\n{T}: Add {U}. Spend this mana only to cast an artifact spell.\n{T}: Add {U}{U}. Spend this mana only to activate abilities of artifact sources.", "colors": ["U"], "power": "1", "toughness": "1"},
    {"name": "Sunken Citadel", "mana_cost": "", "type_line": "Land — Cave", "oracle_text": "This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.\n{T}: Add two mana of the chosen color. Spend this mana only to activate abilities of land sources.", "colors": []},
    {"name": "Tin Street Gossip", "mana_cost": "{2}{R}{G}", "type_line": "Creature — Lizard Advisor", "oracle_text": "Vigilance\n{T}: Add {R}{G}. Spend this mana only to cast face-down spells or to turn creatures face up.", "colors": ["G", "R"], "power": "4", "toughness": "4"},
    {"name": "Tournament Grounds", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add {R}, {W}, or {B}. Spend this mana only to cast a Knight or Equipment spell.", "colors": []},
    {"name": "Troyan, Gutsy Explorer", "mana_cost": "{1}{G}{U}", "type_line": "Legendary Creature — Vedalken Scout", "oracle_text": "{T}: Add {G}{U}. Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs.\n{U}, {T}: Draw a card, then discard a card.", "colors": ["G", "U"], "power": "1", "toughness": "3"},
    {"name": "Turtle Lair", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Ninja or Turtle spell.\n{3}, {T}: Target Ninja or Turtle can't be blocked this turn.", "colors": []},
    {"name": "White Lotus Hideout", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Lesson or Shrine spell.\n{1}, {T}: Add one mana of any color.", "colors": []},
    {"name": "Chandra's Embercat", "mana_cost": "{1}{R}", "type_line": "Creature — Elemental Cat", "oracle_text": "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Haven of the Spirit Dragon", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Dragon creature spell.\n{2}, {T}, Sacrifice Haven of the Spirit Dragon: Return target Dragon creature card or Ugin planeswalker card from your graveyard to your hand.", "colors": []},
    {"name": "Helga, Skittish Seer", "mana_cost": "{G}{W}{U}", "type_line": "Legendary Creature — Frog Druid", "oracle_text": "Whenever you cast a creature spell with mana value 4 or greater, you draw a card, gain 1 life, and put a +1/+1 counter on Helga.\n{T}: Add X mana of any one color, where X is Helga's power. Spend this mana only to cast creature spells with mana value 4 or greater or creature spells with {X} in their mana costs.", "colors": ["G", "U", "W"], "power": "1", "toughness": "3"},
    {"name": "Interdimensional Web Watch", "mana_cost": "{4}", "type_line": "Artifact", "oracle_text": "When this artifact enters, exile the top two cards of your library. Until the end of your next turn, you may play those cards.\n{T}: Add two mana in any combination of colors. Spend this mana only to cast spells from exile.", "colors": []},
    {"name": "Qarsi Deceiver", "mana_cost": "{1}{U}", "type_line": "Creature — Naga Wizard", "oracle_text": "{T}: Add {C}. Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost. (A megamorph cost is a morph cost.)", "colors": ["U"], "power": "0", "toughness": "4"},
    {"name": "Secluded Courtyard", "mana_cost": "", "type_line": "Land", "oracle_text": "As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature source of the chosen type.", "colors": []},
    # ----- cost13f -----
    {"name": "Avatar of Fury", "mana_cost": "{6}{R}{R}", "type_line": "Creature — Avatar", "oracle_text": "If an opponent controls seven or more lands, this spell costs {6} less to cast.\nFlying\n{R}: Avatar of Fury gets +1/+0 until end of turn.", "colors": ["R"], "power": "6", "toughness": "6"},
    {"name": "Avatar of Hope", "mana_cost": "{6}{W}{W}", "type_line": "Creature — Avatar", "oracle_text": "If you have 3 or less life, this spell costs {6} less to cast.\nFlying\nAvatar of Hope can block any number of creatures.", "colors": ["W"], "power": "4", "toughness": "9"},
    {"name": "Aven Interrupter", "mana_cost": "{1}{W}{W}", "type_line": "Creature — Bird Rogue", "oracle_text": "Flash\nFlying\nWhen this creature enters, exile target spell. It becomes plotted. (Its owner may cast it as a sorcery on a later turn without paying its mana cost.)\nSpells your opponents cast from graveyards or from exile cost {2} more to cast.", "colors": ["W"], "power": "2", "toughness": "2"},
    {"name": "Dire Downdraft", "mana_cost": "{3}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if it targets an attacking or tapped creature.\nTarget creature's owner puts it on their choice of the top or bottom of their library.", "colors": ["U"]},
    {"name": "Gargantuan Leech", "mana_cost": "{7}{B}", "type_line": "Creature — Leech", "oracle_text": "This spell costs {1} less to cast for each Cave you control and each Cave card in your graveyard.\nLifelink", "colors": ["B"], "power": "5", "toughness": "5"},
    {"name": "Hagra Mauling", "mana_cost": "{2}{B}{B}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast if an opponent controls no basic lands.\nDestroy target creature.", "colors": ["B"]},
    {"name": "Hamza, Guardian of Arashin", "mana_cost": "{4}{G}{W}", "type_line": "Legendary Creature — Elephant Warrior", "oracle_text": "This spell costs {1} less to cast for each creature you control with a +1/+1 counter on it.\nCreature spells you cast cost {1} less to cast for each creature you control with a +1/+1 counter on it.", "colors": ["W", "G"], "power": "5", "toughness": "5"},
    {"name": "Hour of Revelation", "mana_cost": "{3}{W}{W}{W}", "type_line": "Sorcery", "oracle_text": "This spell costs {3} less to cast if there are ten or more nonland permanents on the battlefield.\nDestroy all nonland permanents.", "colors": ["W"]},
    {"name": "Igneous Elemental", "mana_cost": "{4}{R}{R}", "type_line": "Creature — Elemental", "oracle_text": "This spell costs {2} less to cast if there is a land card in your graveyard.\nWhen Igneous Elemental enters the battlefield, you may have it deal 2 damage to target creature.", "colors": ["R"], "power": "4", "toughness": "3"},
    {"name": "Naiad of Hidden Coves", "mana_cost": "{2}{U}", "type_line": "Enchantment Creature — Nymph", "oracle_text": "As long as it's not your turn, spells you cast cost {1} less to cast.", "colors": ["U"], "power": "2", "toughness": "3"},
    {"name": "Oakhame Adversary", "mana_cost": "{3}{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "This spell costs {2} less to cast if an opponent controls a green permanent.\nDeathtouch\nWhenever Oakhame Adversary deals combat damage to a player, draw a card.", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Octavia, Living Thesis", "mana_cost": "{8}{U}{U}", "type_line": "Legendary Creature — Elemental Octopus", "oracle_text": "This spell costs {8} less to cast if you have eight or more instant and/or sorcery cards in your graveyard.\nWard {8}\nMagecraft — Whenever you cast or copy an instant or sorcery spell, target creature has base power and toughness 8/8 until end of turn.", "colors": ["U"], "power": "8", "toughness": "8"},
    {"name": "Orysa, Tide Choreographer", "mana_cost": "{4}{U}", "type_line": "Legendary Creature — Merfolk Bard", "oracle_text": "This spell costs {3} less to cast if creatures you control have total toughness 10 or greater.\nWhen Orysa enters, draw two cards.", "colors": ["U"], "power": "2", "toughness": "2"},
    {"name": "Sanguine Indulgence", "mana_cost": "{3}{B}", "type_line": "Sorcery", "oracle_text": "This spell costs {3} less to cast if you've gained 3 or more life this turn.\nReturn up to two target creature cards from your graveyard to your hand.", "colors": ["B"]},
    {"name": "Spectral Denial", "mana_cost": "{X}{U}", "type_line": "Instant", "oracle_text": "This spell costs {1} less to cast for each creature you control with power 4 or greater.\nCounter target spell unless its controller pays {X}.", "colors": ["U"]},
    {"name": "Stoic Rebuttal", "mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Metalcraft — This spell costs {1} less to cast if you control three or more artifacts.\nCounter target spell.", "colors": ["U"]},
    {"name": "Swampsnare Trap", "mana_cost": "{2}{B}", "type_line": "Enchantment — Aura", "oracle_text": "This spell costs {1} less to cast if it targets a creature with flying.\nEnchant creature\nEnchanted creature gets -5/-3.", "colors": ["B"]},
    {"name": "Swat Away", "mana_cost": "{2}{U}{U}", "type_line": "Instant", "oracle_text": "This spell costs {2} less to cast if a creature is attacking you.\nThe owner of target spell or creature puts it on their choice of the top or bottom of their library.", "colors": ["U"]},
    {"name": "Temur Battlecrier", "mana_cost": "{G}{U}{R}", "type_line": "Creature — Orc Ranger", "oracle_text": "During your turn, spells you cast cost {1} less to cast for each creature you control with power 4 or greater.", "colors": ["G", "R", "U"], "power": "4", "toughness": "3"},
    {"name": "Drag to the Roots", "mana_cost": "{2}{B}{G}", "type_line": "Instant", "oracle_text": "Delirium — This spell costs {2} less to cast as long as there are four or more card types among cards in your graveyard.\nDestroy target nonland permanent.", "colors": ["B", "G"]},
    {"name": "Dusk Feaster", "mana_cost": "{5}{B}{B}", "type_line": "Creature — Vampire", "oracle_text": "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard.\nFlying", "colors": ["B"], "power": "4", "toughness": "5"},
    {"name": "Scour the Laboratory", "mana_cost": "{4}{U}{U}", "type_line": "Instant", "oracle_text": "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard.\nDraw three cards.", "colors": ["U"]},
    {"name": "Hylda's Crown of Winter", "mana_cost": "{3}", "type_line": "Legendary Artifact", "oracle_text": "{1}, {T}: Tap target creature. This ability costs {1} less to activate during your turn.\n{3}, Sacrifice Hylda's Crown of Winter: Draw a card for each tapped creature your opponents control.", "colors": []},
    {"name": "Terrific Team-Up", "mana_cost": "{3}{G}", "type_line": "Instant", "oracle_text": "This spell costs {2} less to cast if you control a permanent with mana value 4 or greater.\nOne or two target creatures you control each get +1/+0 until end of turn. They each deal damage equal to their power to target creature an opponent controls.", "colors": ["G"]},
    {"name": "The End", "mana_cost": "{2}{B}{B}", "type_line": "Instant", "oracle_text": "This spell costs {2} less to cast if your life total is 5 or less.\nExile target creature or planeswalker. Search its controller's graveyard, hand, and library for any number of cards with the same name as that permanent and exile them. That player shuffles, then draws a card for each card exiled from their hand this way.", "colors": ["B"]},
    # ----- grant14 -----
    {"name": "A Realm Reborn", "mana_cost": "{4}{G}{G}", "type_line": "Enchantment", "oracle_text": "Other permanents you control have \"{T}: Add one mana of any color.\"", "colors": ["G"]},
    {"name": "Great Divide Guide", "mana_cost": "{1}{G}", "type_line": "Creature — Human Scout Ally", "oracle_text": "Each land and Ally you control has \"{T}: Add one mana of any color.\"", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Hexing Squelcher", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Sorcerer", "oracle_text": "This spell can't be countered.\nWard—Pay 2 life.\nSpells you control can't be countered.\nOther creatures you control have \"Ward—Pay 2 life.\"", "colors": ["R"], "power": "2", "toughness": "2"},
    {"name": "Ragost, Deft Gastronaut", "mana_cost": "{R}{W}", "type_line": "Legendary Creature — Lobster Citizen", "oracle_text": "Artifacts you control are Foods in addition to their other types and have \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\"\n{1}, {T}, Sacrifice a Food: Ragost deals 3 damage to each opponent.\nAt the beginning of each end step, if you gained life this turn, untap Ragost.", "colors": ["R", "W"], "power": "2", "toughness": "2"},
    {"name": "Ygra, Eater of All", "mana_cost": "{3}{B}{G}", "type_line": "Legendary Creature — Elemental Cat", "oracle_text": "Ward—Sacrifice a Food.\nOther creatures are Food artifacts in addition to their other types and have \"{2}, {T}, Sacrifice this permanent: You gain 3 life.\"\nWhenever a Food is put into a graveyard from the battlefield, put two +1/+1 counters on Ygra.", "colors": ["B", "G"], "power": "6", "toughness": "6"},
    {"name": "Valley Questcaller", "mana_cost": "{1}{W}", "type_line": "Creature — Rabbit Warrior", "oracle_text": "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter, scry 1.\nOther Rabbits, Bats, Birds, and Mice you control get +1/+1.", "colors": ["W"], "power": "2", "toughness": "3"},
    {"name": "Esika, God of the Tree", "mana_cost": "{1}{G}{G}", "type_line": "Legendary Creature — God", "oracle_text": "Vigilance\n{T}: Add one mana of any color.\nOther legendary creatures you control have vigilance and \"{T}: Add one mana of any color.\"", "colors": ["G"], "power": "1", "toughness": "4"},
    {"name": "Bootleggers' Stash", "mana_cost": "{5}{G}", "type_line": "Artifact", "oracle_text": "Lands you control have \"{T}: Create a Treasure token.\"", "colors": ["G"]},
    {"name": "Careful Cultivation", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +1/+3 and has reach and \"{T}: Add {G}{G}.\"\nChannel — {1}{G}, Discard Careful Cultivation: Create a 1/1 green Human Monk creature token with \"{T}: Add {G}.\"", "colors": ["G"]},
    {"name": "Nature's Embrace", "mana_cost": "{2}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature or land\nAs long as enchanted permanent is a creature, it gets +2/+2.\nAs long as enchanted permanent is a land, it has \"{T}: Add two mana of any one color.\"", "colors": ["G"]},
    {"name": "Jaheira, Friend of the Forest", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Human Elf Druid", "oracle_text": "Tokens you control have \"{T}: Add {G}.\"\nChoose a Background (You can have a Background as a second commander.)", "colors": ["G"], "power": "2", "toughness": "3"},
    {"name": "Frondland Felidar", "mana_cost": "{2}{G}{W}", "type_line": "Creature — Cat Beast", "oracle_text": "Vigilance\nCreatures you control with vigilance have \"{1}, {T}: Tap target creature.\"", "colors": ["W", "G"], "power": "3", "toughness": "5"},
    {"name": "Zombie Master", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Zombie", "oracle_text": "Other Zombie creatures have swampwalk. (They can't be blocked as long as defending player controls a Swamp.)\nOther Zombies have \"{B}: Regenerate this permanent.\"", "colors": ["B"], "power": "2", "toughness": "3"},
    {"name": "Eladamri, Lord of Leaves", "mana_cost": "{G}{G}", "type_line": "Legendary Creature — Elf Warrior", "oracle_text": "Other Elf creatures have forestwalk. (They can't be blocked as long as defending player controls a Forest.)\nOther Elves have shroud. (They can't be the targets of spells or abilities.)", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Exava, Rakdos Blood Witch", "mana_cost": "{2}{B}{R}", "type_line": "Legendary Creature — Human Cleric", "oracle_text": "First strike, haste\nUnleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)\nEach other creature you control with a +1/+1 counter on it has haste.", "colors": ["B", "R"], "power": "3", "toughness": "3"},
    {"name": "Fountain Watch", "mana_cost": "{3}{W}{W}", "type_line": "Creature — Human Cleric", "oracle_text": "Artifacts and enchantments you control have shroud. (They can't be the targets of spells or abilities.)", "colors": ["W"], "power": "2", "toughness": "4"},
    {"name": "Hanna's Custody", "mana_cost": "{2}{W}", "type_line": "Enchantment", "oracle_text": "All artifacts have shroud. (They can't be the targets of spells or abilities.)", "colors": ["W"]},
    {"name": "Resplendent Mentor", "mana_cost": "{4}{W}", "type_line": "Creature — Kithkin Cleric", "oracle_text": "White creatures you control have \"{T}: You gain 1 life.\"", "colors": ["W"], "power": "2", "toughness": "2"},
    {"name": "Righteous War", "mana_cost": "{1}{W}{B}", "type_line": "Enchantment", "oracle_text": "White creatures you control have protection from black.\nBlack creatures you control have protection from white.", "colors": ["W", "B"]},
    {"name": "Rishkar, Peema Renegade", "mana_cost": "{2}{G}", "type_line": "Legendary Creature — Elf Druid", "oracle_text": "When Rishkar enters, put a +1/+1 counter on each of up to two target creatures.\nEach creature you control with a counter on it has \"{T}: Add {G}.\"", "colors": ["G"], "power": "2", "toughness": "2"},
    {"name": "Senator Peacock", "mana_cost": "{3}{U}{U}", "type_line": "Legendary Creature — Human Advisor", "oracle_text": "Artifacts you control are Clues in addition to their other types and have \"{2}, Sacrifice this artifact: Draw a card.\"\nWhenever you sacrifice a Clue, target creature can't be blocked this turn.", "colors": ["U"], "power": "3", "toughness": "4"},
    {"name": "Titan of Eternal Fire", "mana_cost": "{5}{R}", "type_line": "Creature — Giant", "oracle_text": "Each Human creature you control has \"{R}, {T}: This creature deals 1 damage to any target.\"", "colors": ["R"], "power": "5", "toughness": "6"},
    {"name": "Spiritual Asylum", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment", "oracle_text": "Creatures and lands you control have shroud. (They can't be the targets of spells or abilities.)\nWhen a creature you control attacks, sacrifice Spiritual Asylum.", "colors": ["W"]},
    {"name": "The Knight of Land Drops", "mana_cost": "{1}{R}", "type_line": "Legendary Creature — Human Knight", "oracle_text": "Partner with Knight (You may select any legendary Knight to be this creature's partner. It doesn't have to have Partner. You don't search for a Knight when this enters the battlefield.)\nKnights you control have haste and \"At the beginning of your end step, if you didn't play a land this turn, you may discard a card, then draw a card.\"", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Sliv-Mizzet, Hivemind", "mana_cost": "{2}{U}{U}{R}{R}", "type_line": "Legendary Creature — Dragon Sliver", "oracle_text": "Slivers you control have flying and \"Whenever you draw a card, this creature deals 1 damage to any target\" and \"{T}: Draw a card.\"", "colors": ["U", "R"], "power": "4", "toughness": "4"},
    {"name": "Possessed Nomad", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Human Nomad Horror", "oracle_text": "Vigilance\nThreshold — As long as seven or more cards are in your graveyard, Possessed Nomad gets +1/+1, is black, and has \"{2}{B}, {T}: Destroy target white creature.\"", "colors": ["W"], "power": "3", "toughness": "3"},
    {"name": "Rune of Mortality", "mana_cost": "{1}{B}", "type_line": "Enchantment — Aura Rune", "oracle_text": "Enchant permanent\nWhen Rune of Mortality enters the battlefield, draw a card.\nAs long as enchanted permanent is a creature, it has deathtouch.\nAs long as enchanted permanent is an Equipment, it has \"Equipped creature has deathtouch.\"", "colors": ["B"]},
    {"name": "Mirror Shield", "mana_cost": "{2}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature gets +0/+2 and has hexproof and \"Whenever a creature with deathtouch blocks or becomes blocked by this creature, destroy that creature.\"\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", "colors": []},
    {"name": "Ninja's Blades", "mana_cost": "{2}{B}", "type_line": "Artifact — Equipment", "oracle_text": "Job select\nEquipped creature gets +1/+1, is a Ninja in addition to its other types, and has \"Whenever this creature deals combat damage to a player, draw a card, then discard a card. That player loses life equal to the discarded card's mana value.\"\nMutsunokami — Equip {2}", "colors": ["B"]},
    {"name": "Summoner's Grimoire", "mana_cost": "{3}{G}", "type_line": "Artifact — Equipment", "oracle_text": "Job select\nEquipped creature is a Shaman in addition to its other types and has \"Whenever this creature attacks, you may put a creature card from your hand onto the battlefield. If that card is an enchantment card, it enters tapped and attacking.\"\nAbraxas — Equip {3}", "colors": ["G"]},
    {"name": "Coerced to Kill", "mana_cost": "{3}{U}{B}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature\nYou control enchanted creature.\nEnchanted creature has base power and toughness 1/1, has deathtouch, and is an Assassin in addition to its other types.", "colors": ["B", "U"]},
    {"name": "Avatar Destiny", "mana_cost": "{2}{G}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature you control\nEnchanted creature gets +1/+1 for each creature card in your graveyard and is an Avatar in addition to its other types.\nWhen enchanted creature dies, mill cards equal to its power. Return this card to its owner's hand and up to one creature card milled this way to the battlefield under your control.", "colors": ["G"]},
    {"name": "Maha, Its Feathers Night", "mana_cost": "{3}{B}{B}", "type_line": "Legendary Creature — Elemental Bird", "oracle_text": "Flying, trample\nWard—Discard a card.\nCreatures your opponents control have base toughness 1.", "colors": ["B"], "power": "6", "toughness": "5"},
    {"name": "March of the World Ooze", "mana_cost": "{3}{G}{G}{G}", "type_line": "Enchantment", "oracle_text": "Creatures you control have base power and toughness 6/6 and are Oozes in addition to their other types.\nWhenever an opponent casts a spell, if it's not their turn, you create a 3/3 green Elephant creature token.", "colors": ["G"]},
    {"name": "Kudo, King Among Bears", "mana_cost": "{G}{W}", "type_line": "Legendary Creature — Bear", "oracle_text": "Other creatures have base power and toughness 2/2 and are Bears in addition to their other types.", "colors": ["W", "G"], "power": "2", "toughness": "2"},
    {"name": "Shelob, Child of Ungoliant", "mana_cost": "{4}{B}{G}", "type_line": "Legendary Creature — Spider Demon", "oracle_text": "Deathtouch, ward {2}\nOther Spiders you control have deathtouch and ward {2}.\nWhenever another creature dealt damage this turn by a Spider you controlled dies, create a token that's a copy of that creature, except it's a Food artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life,\" and it loses all other card types.", "colors": ["B", "G"], "power": "8", "toughness": "8"},
    {"name": "Mephidross Vampire", "mana_cost": "{4}{B}{B}", "type_line": "Creature — Vampire", "oracle_text": "Flying\nEach creature you control is a Vampire in addition to its other creature types and has \"Whenever this creature deals damage to a creature, put a +1/+1 counter on this creature.\"", "colors": ["B"], "power": "3", "toughness": "4"},
    {"name": "Jiang Yanggu, Wildcrafter", "mana_cost": "{2}{G}", "type_line": "Legendary Planeswalker — Yanggu", "oracle_text": "Each creature you control with a +1/+1 counter on it has \"{T}: Add one mana of any color.\"\n[-1]: Put a +1/+1 counter on target creature.", "colors": ["G"]},
    {"name": "Ghired, Mirror of the Wilds", "mana_cost": "{R}{G}{W}", "type_line": "Legendary Creature — Human Shaman", "oracle_text": "Haste\nNontoken creatures you control have \"{T}: Create a token that's a copy of target token you control that entered this turn.\"", "colors": ["G", "R", "W"], "power": "3", "toughness": "3"},
    {"name": "Food Fight", "mana_cost": "{1}{R}", "type_line": "Enchantment", "oracle_text": "Artifacts you control have \"{2}, Sacrifice this artifact: It deals damage to any target equal to 1 plus the number of permanents named Food Fight you control.\"", "colors": ["R"]},
    {"name": "Zoetic Glyph", "mana_cost": "{2}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant artifact\nEnchanted artifact is a Golem creature with base power and toughness 5/4 in addition to its other types.\nWhen this Aura is put into a graveyard from the battlefield, discover 3.", "colors": ["U"]},
    {"name": "Glowcap Lantern", "mana_cost": "{G}", "type_line": "Artifact — Equipment", "oracle_text": "Equipped creature has \"You may look at the top card of your library any time\" and \"Whenever this creature attacks, it explores.\" (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on that creature, then put the card back or put it into your graveyard.)\nEquip {2}", "colors": ["G"]},
    {"name": "Stonewright", "mana_cost": "{R}", "type_line": "Creature — Human Shaman", "oracle_text": "Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield. They remain paired for as long as you control both of them.)\nAs long as Stonewright is paired with another creature, each of those creatures has \"{R}: This creature gets +1/+0 until end of turn.\"", "colors": ["R"], "power": "1", "toughness": "1"},
    {"name": "Nissa's Zendikon", "mana_cost": "{3}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nEnchanted land is a 4/4 Elemental creature with reach and haste. It's still a land.\nWhen enchanted land dies, return that card to its owner's hand.", "colors": ["G"]},
    {"name": "Spider-Verse", "mana_cost": "{3}{R}{R}", "type_line": "Enchantment", "oracle_text": "The \"legend rule\" doesn't apply to Spiders you control.\nWhenever you cast a spell from anywhere other than your hand, you may copy it. If you do, you may choose new targets for the copy. If the copy is a permanent spell, it gains haste. Do this only once each turn.", "colors": ["R"]},
    {"name": "Archon of the Wild Rose", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Archon", "oracle_text": "Flying\nOther creatures you control that are enchanted by Auras you control have base power and toughness 4/4 and have flying.", "colors": ["W"], "power": "4", "toughness": "4"},
    {"name": "Mirror Gallery", "mana_cost": "{5}", "type_line": "Artifact", "oracle_text": "The \"legend rule\" doesn't apply.", "colors": []},
    {"name": "Coat of Arms", "mana_cost": "{5}", "type_line": "Artifact", "oracle_text": "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it. (For example, if two Goblin Warriors and a Goblin Shaman are on the battlefield, each gets +2/+2.)", "colors": []},
    {"name": "Margle, Cousin of Yargle", "mana_cost": "{3}{G}{W}", "type_line": "Legendary Creature — Frog Noble", "oracle_text": "Other creatures you control lose all abilities, can't gain abilities, and get +2/+2.", "colors": ["W", "G"], "power": "5", "toughness": "2"},
    {"name": "Wind Zendikon", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nEnchanted land is a 2/2 blue Elemental creature with flying. It's still a land.\nWhen enchanted land dies, return that card to its owner's hand.", "colors": ["U"]},
]
