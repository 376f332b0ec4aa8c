"""Card definitions: the casting-relevant parts of a card, as plain declarative data.

A :class:`CardDef` says what a card costs (mana cost, alternative, additional and optional
costs, rules 118.8-118.9), how its cost may be paid (convoke, delve, improvise), what it
targets (115), which mana abilities it has (605) and which static effects it has that change
the costs of spells (601.2f) — nothing about what it does when it resolves.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from castable.model.mana import COLORS, ManaCost, parse_cost

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
#: Rule 305.6: the intrinsic mana ability of each basic land type.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: The subtypes that are not creature types (205.3g-k, 205.3m): artifact, enchantment, land,
#: planeswalker, spell and battle types. Changeling (702.73a) makes an object every creature
#: type, i.e. every subtype not listed here (so a custom creature type in a state's ``cards``
#: counts too).
NON_CREATURE_SUBTYPES = frozenset((
    # 205.3g artifact types
    "Attraction Blood Bobblehead Clue Contraption Equipment Food Fortification Gold Incubator Infinity Junk Key "
    "Lander Map Mutagen Powerstone Spacecraft Stone Terminus Treasure Vehicle "
    # 205.3h enchantment types
    "Aura Background Cartouche Case Class Curse Plan Role Room Rune Saga Shard Shrine "
    # 205.3i land types
    "Cave Cloud Desert Forest Gate Island Lair Locus Mine Mountain Plains Planet Power-Plant Sphere Swamp Tower "
    "Town Urza's "
    # 205.3k spell types, 205.3m battle types
    "Adventure Arcane Chorus Lesson Omen Trap Siege "
    # 205.3j planeswalker types
    "Abian Ajani Aminatou Angrath Arlinn Ashiok B.O.B. Bahamut Basri Bolas Calix Chandra Comet Dack Dakkon "
    "Daretti Davriel Dihada Domri Dovin Duck Ellywick Elminster Elspeth Ersta Estrid Freyalise Garruk Gideon "
    "Grist Guff Huatli Inzerva Jace Jared Jaya Jeska Kaito Karn Kasmina Kaya Kiora Koth Liliana Lolth Lukka "
    "Master Minsc Mordenkainen Nahiri Narset Niko Nissa Nixilis Oko Quintorius Ral Rowan Saheeli Samut Sarkhan "
    "Serra Sivitri Sorin Svega Szat Tamiyo Tasha Teferi Teyo Tezzeret Tibalt Tyvar Ugin Urza Venser Vivien "
    "Vraska Wanderer Will Windgrace Wrenn Xenagos Yanggu Yanling Zariel").split())


def is_creature_type(subtype: str) -> bool:
    """Is ``subtype`` a creature type (205.3m)? Every subtype not of another kind is."""
    return subtype not in NON_CREATURE_SUBTYPES


def has_any_subtype(wanted: frozenset[str], subtypes: frozenset[str], all_creature_types: bool = False) -> bool:
    """Has an object with ``subtypes`` (and every creature type if ``all_creature_types``:
    changeling, 702.73a) one of ``wanted``?"""
    if wanted & subtypes:
        return True
    return all_creature_types and any(is_creature_type(t) for t in wanted)


@dataclass(frozen=True)
class ObjectFilter:
    """Which objects qualify ("a creature", "a blue card", "a Mountain", "a nonblack creature").

    Each non-empty set must be met: ``types`` any-of, ``subtypes`` any-of, ``colors`` any-of;
    ``non_types`` / ``non_colors`` none-of. ``multicolored`` needs two or more colors.
    """

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    non_types: frozenset[str] = frozenset()
    non_colors: frozenset[str] = frozenset()
    multicolored: bool = False
    #: "monocolored" (105.2b): exactly one color
    monocolored: bool = False
    # State-dependent parts, checked by ``castable.model.state.filter_matches``:
    #: "you" (you control / your graveyard) or "opponent" (an opponent controls / you don't control)
    controller: Literal["you", "opponent"] | None = None
    max_power: int | None = None
    min_power: int | None = None
    max_toughness: int | None = None
    max_mana_value: int | None = None
    min_mana_value: int | None = None
    tapped: bool | None = None
    #: "attacking", "blocking", "attacking_or_blocking", "unblocked" (an attacking creature
    #: not blocked, 509.1h: only after blockers are declared) or "blocked" (one that was)
    combat: str | None = None
    #: none of these subtypes ("non-Zombie creature", "non-Aura enchantment")
    non_subtypes: frozenset[str] = frozenset()
    #: any of these supertypes ("legendary creature", "basic land"); none of ``non_supertypes``
    #: ("nonbasic land", "nonlegendary creature"); checked by ``filter_matches``
    supertypes: frozenset[str] = frozenset()
    non_supertypes: frozenset[str] = frozenset()
    min_toughness: int | None = None
    #: a token (True) or not ("nontoken creature": False)
    token: bool | None = None
    #: keyword abilities it has ("creature with flying") / has not ("without flying"), lower
    #: case, printed or granted (``GameObject.has``); checked by ``filter_matches``
    keywords: frozenset[str] = frozenset()
    non_keywords: frozenset[str] = frozenset()
    #: a list of nouns that don't share their qualifiers ("artifact, enchantment, or creature with
    #: flying", "creature or Vehicle"): the object must also match one of these (any-of); each is
    #: checked whole, state-dependent parts included, by ``filter_matches``
    any_of: tuple[ObjectFilter, ...] = ()
    #: "with a +1/+1 counter on it" / "that has a fate counter on it" (122.1): at least one counter
    #: of this kind ("" for "with a counter on it": of any kind); ``without_counter``: none of it
    #: ("without a blaze counter on it"; "" for "with no counters on it": none of any kind);
    #: checked by ``filter_matches`` on the object's counters
    with_counter: str | None = None
    without_counter: str | None = None
    #: "with mana value X" ("eq") / "with mana value X or less" ("le"): X is the value announced
    #: for the spell or ability (601.2b, before targets, 601.2c); ``filter_matches`` doesn't know
    #: X: each checker applies ``castable.model.targetkinds.x_mana_value_ok`` with it
    mana_value_x: Literal["eq", "le"] | None = None
    #: "a creature you own" (108.3: its owner, whoever controls it; mutate's "with the same owner
    #: as this spell", 702.140a): owned by the viewer; checked by ``filter_matches``
    owner: Literal["you"] | None = None
    #: a spell or ability on the stack "with a single target" (115.9a): chosen with exactly one
    #: target; "that targets <...>" (115.9b): one of its targets, as it is now, is one of
    #: ``targets_any`` ("creature", "player", "you", "permanent_you_control", "land_you_control");
    #: "that targets only <...>" (115.9c): one object or player chosen. Checked with the state by
    #: ``castable.model.targetkinds.stack_targets_fit``, which every checker calls (spell14)
    single_target: bool = False
    #: "target face-down creature" (708.2): a face-down permanent; checked by ``filter_matches``
    face_down: bool | None = None
    targets_any: tuple[str, ...] = ()
    targets_only: bool = False

    def matches(self, types: frozenset[str], subtypes: frozenset[str], colors: frozenset[str],
                all_creature_types: bool = False) -> bool:
        """``all_creature_types``: the object is every creature type (changeling, 702.73a),
        in addition to ``subtypes``."""
        if self.types and not (self.types & types):
            return False
        if self.subtypes and not has_any_subtype(self.subtypes, subtypes, all_creature_types):
            return False
        if self.colors and not (self.colors & colors):
            return False
        if self.non_types & types or self.non_colors & colors:
            return False
        if self.non_subtypes and has_any_subtype(self.non_subtypes, subtypes, all_creature_types):
            return False
        if self.any_of and not any(f.matches(types, subtypes, colors, all_creature_types) for f in self.any_of):
            return False
        if self.monocolored and len(colors) != 1:
            return False
        return not (self.multicolored and len(colors) < 2)

    def describe(self) -> str:
        words: list[str] = []
        words += ["non" + COLOR_WORDS[c] for c in sorted(self.non_colors)]
        words += ["/".join(sorted(COLOR_WORDS[c] for c in self.colors))] if self.colors else []
        words += ["multicolored"] if self.multicolored else []
        words += ["monocolored"] if self.monocolored else []
        words += ["non" + t.lower() for t in sorted(self.non_types)]
        words += ["non-" + t for t in sorted(self.non_subtypes)]
        words += ["non" + t.lower() for t in sorted(self.non_supertypes)]
        words += ["/".join(t.lower() for t in sorted(self.supertypes))] if self.supertypes else []
        words += ["/".join(sorted(self.subtypes))] if self.subtypes else []
        words += ["/".join(t.lower() for t in sorted(self.types))] if self.types else []
        words += [f"with {k}" for k in sorted(self.keywords)] + [f"without {k}" for k in sorted(self.non_keywords)]
        words += ["(" + " or ".join(f.describe() for f in self.any_of) + ")"] if self.any_of else []
        words += [f"with a {self.with_counter} counter".replace("  ", " ")] if self.with_counter is not None else []
        words += [f"without a {self.without_counter} counter" if self.without_counter else "with no counters"] \
            if self.without_counter is not None else []
        words += ["you own"] if self.owner == "you" else []
        words += ["with a single target"] if self.single_target else []
        words += ["face-down"] if self.face_down else []
        words += [("that targets only " if self.targets_only else "that targets ")
                  + " or ".join(t.replace("_", " ") for t in self.targets_any)] if self.targets_any else []
        return " ".join(words) or "any"


ANY = ObjectFilter()
NO_MANA = ManaCost()
CREATURE = ObjectFilter(types=frozenset({"Creature"}))
ARTIFACT = ObjectFilter(types=frozenset({"Artifact"}))


def colored(*colors: str) -> ObjectFilter:
    return ObjectFilter(colors=frozenset(colors))


CostAction = Literal["sacrifice", "discard", "exile_from_hand", "exile_from_graveyard", "pay_life", "tap_untapped",
                     "collect_evidence", "tap_power", "return_unblocked", "blight", "reveal", "behold",
                     "behold_exile", "return_to_hand", "exile_yours"]


@dataclass(frozen=True)
class CostPart:
    """A non-mana part of a cost (118.1): sacrifice / discard / exile / tap ``amount`` objects
    matching ``filter``, pay ``amount`` life, or collect evidence ``amount`` (exile cards with
    total mana value ``amount`` or more from your graveyard), or return ``amount`` unblocked
    attacking creatures you control to their owner's hand (ninjutsu 702.49a, sneak), or blight
    ``amount`` (put that many -1/-1 counters on one creature you control: one object chosen), or
    reveal a card matching ``filter`` from your hand, or behold one (choose a permanent you
    control matching it or reveal such a card from your hand): the object chosen stays where it
    is (addcost13); or behold one and exile it (``behold_exile``: the permanent or card chosen
    is exiled), or exile a permanent you control matching it (``exile_yours``); or return
    ``amount`` permanents matching ``filter`` (which says "you control") to their owner's hand
    (``return_to_hand``, 601.2h: "Return a land you control to its owner's hand" in
    an ability's cost, act13a; "return a land you control" as a spell's additional cost, addcost13)."""

    action: CostAction
    amount: int = 1
    filter: ObjectFilter = ANY
    #: "another" / "other" (an ability's "Sacrifice another creature", "Tap another untapped
    #: creature you control"): the object whose cost it is can't be chosen (602.2)
    another: bool = False
    #: the amount is X, the value announced (601.2b): "pay X life" (Toxic Deluge), "discard X
    #: cards" (Conflagrate's flashback); ``amount`` is then 1, the part is paid X times
    per_x: bool = False

    def describe(self) -> str:
        if self.per_x:
            kind = "" if self.filter == ANY else self.filter.describe() + " "
            return "pay X life" if self.action == "pay_life" else f"{self.action} X {kind}cards"
        if self.action == "pay_life":
            return f"pay {self.amount} life"
        if self.action == "collect_evidence":
            return f"collect evidence {self.amount}"
        if self.action == "return_unblocked":
            return "return an unblocked attacker you control to its owner's hand"
        if self.action == "blight":
            return f"blight {self.amount}"
        if self.action == "return_to_hand":
            return f"return {self.amount} {self.filter.describe()} to its owner's hand"
        if self.action == "tap_power":
            return f"tap other untapped creatures with total power {self.amount} or more"
        if self.action == "reveal":
            return f"reveal a {self.filter.describe()} card from your hand"
        if self.action == "behold":
            return f"behold a {self.filter.describe()}"
        if self.action == "behold_exile":
            return f"behold a {self.filter.describe()} and exile it"
        if self.action == "exile_yours":
            return f"exile a {self.filter.describe()} you control"
        verb = {"sacrifice": "sacrifice", "discard": "discard", "exile_from_hand": "exile from hand",
                "exile_from_graveyard": "exile from graveyard", "tap_untapped": "tap untapped"}[self.action]
        return f"{verb} {self.amount} {'other ' if self.another else ''}{self.filter.describe()}"


#: ninjutsu (702.49a) and sneak's cost part: "return an unblocked attacker you control to hand"
#: (an attacking creature you control that no creature blocked, 509.1h), to its owner's hand
RETURN_UNBLOCKED = CostPart("return_unblocked", 1, ObjectFilter(types=frozenset({"Creature"}), controller="you",
                                                                combat="unblocked"))


@dataclass(frozen=True)
class AlternativeCost:
    """A cost paid rather than the mana cost (118.9), e.g. Force of Will's, emerge, evoke.

    ``condition``: you must control a permanent matching it (Snuff Out: a Swamp).
    ``emerge``: the total cost is reduced by the sacrificed creature's mana value (702.119a).
    ``zone``: where the card is cast from with this cost (flashback: the graveyard).
    """

    name: str
    mana: ManaCost = NO_MANA
    parts: tuple[CostPart, ...] = ()
    condition: ObjectFilter | None = None
    emerge: bool = False
    zone: str = "hand"
    #: 702.96: "target" becomes "each": the spell has no targets
    overload: bool = False
    #: 118.9: usable only if an opponent cast this many spells or more this turn (Mindbreak
    #: Trap: three), from the state's ``spells_cast_this_turn``; 0: no such condition
    opponent_spells: int = 0
    #: 118.9: usable only if its caster cast this many other spells this turn (Surge,
    #: 702.117a: one), from the state's ``spells_cast_this_turn``; 0: no such condition
    own_spells: int = 0
    #: spectacle (702.137a): usable only if an opponent of its caster lost life this turn (the
    #: state's ``life_lost_this_turn`` of an opponent above 0)
    opponent_lost_life: bool = False
    #: 702.37a-c, 702.168a (morph, megamorph, disguise): cast face down for ``mana`` ({3}) as a
    #: 2/2 creature spell with no text, no name, no subtypes, no mana cost (708.2-708.4): while
    #: chosen, none of the card's own abilities, costs, targets or modes apply
    face_down: bool = False
    #: the fact of the state this cost needs besides its zone (``docs/state-format.md``,
    #: "Casting permissions"): ``madness`` (702.35a) and ``suspend`` (702.62a), cast while the
    #: card's own trigger resolves, the top of the stack, nobody holding priority (117.2e);
    #: ``foretell`` (702.143a) and ``plot`` (702.170d), the object's ``permission`` of that
    #: kind, given on an earlier turn (plot: also only as a sorcery). ``None``: none (flashback)
    permission: str | None = None
    #: 702.103a-b (bestow): choosing this cost casts another spell, the card as an Aura
    #: (:func:`bestowed_card`); the card itself is never cast with it, the bestowed spell has
    #: this cost (unflagged) as its only one
    bestow: bool = False
    #: 702.146a (disturb): the card is cast transformed, as its back face; on the front face
    #: (as read) it is never the front's cost: :func:`multi_face_card` gives the back face this
    #: cost (unflagged), a lone card keeps it flagged and so can't use it
    transformed: bool = False
    #: 118.9: usable only while its caster controls a commander ("If you control a commander,
    #: you may cast this spell without paying its mana cost": ``castable.model.commander_control``)
    needs_commander: bool = False
    #: 702.180 (harmonize): its one ``tap_untapped`` part taps an untapped creature its caster
    #: controls, and the total cost is reduced by that creature's power (601.2f: generic only,
    #: a power below zero reduces nothing, 107.1b); the same cost without the tap is another
    #: alternative (the tap is the caster's choice)
    harmonize: bool = False
    #: cost14, 118.9 under a condition the state decides, dropped from the card while it fails
    #: before any checker looks (``castable.model.statemods.alternatives``): ``if_count``, at least
    #: ``if_at_least`` permanents it matches (``filter_matches``, "you" the caster; exactly that many
    #: with ``if_exactly``): "If four or more creatures are attacking", "if there are thirteen or
    #: more creatures on the battlefield"; ``if_turn`` "yours" / "not_yours": "If it's (not) your turn"
    if_count: ObjectFilter | None = None
    if_at_least: int = 0
    if_exactly: bool = False
    if_turn: str = ""
    #: prowl (702.76a, kw15): usable only if one of the spell's creature types is among the
    #: caster's ``combat_damage_types_this_turn``; dropped otherwise by the same statemods pass
    if_prowl: bool = False
    #: costmana15, 118.9: "Raid — If you attacked this turn, you may pay {U} rather than ..." (Admiral's
    #: Order): only while the caster's ``creatures_attacked_this_turn`` is above 0 (508.1), dropped
    #: like ``if_count`` by ``castable.model.statemods.alternatives``
    if_attacked: bool = False


@dataclass(frozen=True)
class OptionalCost:
    """An optional additional cost (118.8b): kicker, multikicker (``repeatable``), "you may
    collect evidence N"; also a gift's promise (702.174a, ``needs_opponent``), chosen with them
    (601.2b); and each cost of an additional cost written "A or B" (``one_of``: one of them is
    required)."""

    name: str
    mana: ManaCost = NO_MANA
    parts: tuple[CostPart, ...] = ()
    repeatable: bool = False
    #: "This spell costs {2} less to cast for each creature sacrificed this way" (Torgaar): the
    #: generic reduction each time this cost is paid (601.2f)
    reduction: int = 0
    #: gift (702.174a): "you may promise an opponent a gift as you cast this spell": a choice
    #: with nothing to pay, open only if the caster has an opponent
    needs_opponent: bool = False
    #: "As an additional cost to cast this spell, you may waterbend {N}." (701.67, Avatar: while
    #: paying a waterbend cost, each untapped artifact or creature its payer controls that is
    #: tapped pays {1} of it): up to this cost's generic mana may be paid by such taps (the
    #: plan's ``waterbent``); it pays nothing else
    waterbend: bool = False
    #: "As an additional cost to cast this spell, sacrifice a creature or pay {3}." (601.2b: the
    #: caster announces which of the costs joined by "or" they will pay): each of them is an
    #: optional cost with this group name (the face's name), and exactly one cost of each group
    #: is chosen, once; ``None``: a cost that may also be left unpaid (118.8b)
    one_of: str | None = None


#: 106.6: a spending restriction, one or more permissions joined by "|"; mana so restricted
#: may be spent on what one of them allows. A permission is one of ``SPEND_PERMISSIONS``,
#: the subtype ones followed by "=<Subtype>" ("subtype_spell=Dragon|subtype_ability=Dragon":
#: "Spend this mana only to cast Dragon spells or activate abilities of Dragons"). ``*_spell``:
#: casting a spell of that kind; ``*_ability``: activating an ability of a source of that kind
#: ("ability": any); ``x_cost`` / ``c_cost``: paying a cost that contains {X} / {C}.
ManaRestriction = str
SPEND_PERMISSIONS = frozenset({
    "artifact_spell", "multicolored_spell", "creature_spell_of_chosen_type", "creature_spell", "colorless_spell",
    "instant_sorcery_spell", "noncreature_spell", "planeswalker_spell", "spell", "subtype_spell",
    "colorless_subtype_spell", "x_cost", "c_cost", "ability", "artifact_ability", "creature_ability",
    "colorless_ability", "subtype_ability", "colorless_subtype_ability",
    # 903.3: "Spend this mana only to cast your commander" (Jeweled Lotus)
    "commander_spell",
    # mana13: enchantment spells; abilities of land sources; a spell whose mana value (202.3,
    # ``CardDef.mana_value``) is at least "=N" (read only beside ``x_spell``: 202.3e); a spell
    # with {X} in its mana cost; a spell cast face down (708.2); turning a permanent face up
    # (116.2b, a special action the engine never asks about: it allows nothing); an equip
    # ability (702.6a, ``ActivatedAbility.equip``); ``creature_mv_spell`` / ``creature_x_spell``:
    # the same of creature spells; an ability of a creature source of the source's chosen type
    "enchantment_spell", "land_ability", "equip_ability", "creature_mv_spell", "creature_x_spell",
    "chosen_type_creature_ability", "mv_spell", "x_spell", "face_down_spell", "turn_face_up",
    # mana14: a spell cast from exile (Interdimensional Web Watch: "to cast spells from exile");
    # a spell / an ability of a source of the creature type chosen as the mana's source entered
    # (Eclipsed Realms, any card type: a Kindred spell too; changeling, 702.73a)
    "exile_spell", "chosen_type_spell", "chosen_type_ability"})


def spend_permissions(restriction: str) -> list[tuple[str, str | None]]:
    """The permissions of a spending restriction (106.6), each (name, subtype or None)."""
    out: list[tuple[str, str | None]] = []
    for p in restriction.split("|"):
        name, _, sub = p.partition("=")
        out.append((name, sub or None))
    return out
#: what a mana ability's amount counts (its "for each ..." / "where X is ..."): creatures, artifacts
#: or enchantments its controller controls, Elves, its source's charge counters, devotion (700.5),
#: or its source's power ("self_power": 208.1, never below 0, 107.1b); mana14: the permanents
#: its controller controls matching ``ManaAbility.per_filter`` ("filter_you_control": "for each
#: Swamp you control", "basic Swamp", "creature with defender", "the number of Allies"); the
#: counters on its source of kind ``ManaAbility.per_counter_kind`` ("self_counters": petal,
#: stash, +1/+1; "" every kind, Nardole), read beside {T} only
AmountPer = Literal["creature_you_control", "elf_on_battlefield", "elf_you_control", "charge_counter", "devotion",
                    "artifact_you_control", "enchantment_you_control", "self_power", "filter_you_control",
                    "self_counters"]
#: where a mana ability's colors come from when the state decides them (``castable.model.commander``):
#: the controller's commanders' color identity (903.4), or what lands an opponent / the
#: controller control could produce (106.7; "color": the five colors only, "type": {C} too), or
#: the color chosen as the permanent entered (the state's ``chosen.color``: Coldsteel Heart), or
#: that color or the printed type, ``produces``' first alternative ("chosen_color_or_own": the
#: Thriving lands' "{R} or one mana of the chosen color")
ColorsFrom = Literal["commander_identity", "opponent_land_colors", "your_land_colors", "your_land_types",
                     "chosen_color", "chosen_color_or_own"]


@dataclass(frozen=True)
class ManaAbility:
    """An activated mana ability (605.1a): ``cost: add one of produces``.

    ``produces`` lists the alternatives, each a tuple of mana types, e.g. ``(("W", "U"),)`` for
    a Signet, ``(("W",), ("U",))`` for "{W} or {U}". ``per`` multiplies the amount (Gaea's
    Cradle). ``restriction`` limits what the mana may be spent on (106.6).
    """

    produces: tuple[tuple[str, ...], ...]
    tap: bool = True
    mana_cost: ManaCost = NO_MANA
    sacrifice_self: bool = False
    tap_creatures: int = 0
    per: AmountPer | None = None
    restriction: ManaRestriction | None = None
    text: str = ""
    #: damage it deals to its controller as it resolves (pain lands, Ancient Tomb): not a cost
    damage: int = 0
    #: the zone it functions from (113.6: the battlefield unless it says otherwise; Simian
    #: Spirit Guide's "Exile this card from your hand: Add {R}." works from the hand)
    zone: str = "battlefield"
    #: its cost exiles its source from that zone (the Spirit Guides): once per object
    exile_self: bool = False
    #: the colors are the state's (Command Tower, Exotic Orchard): ``produces`` is then what the
    #: text could make at most, and ``castable.model.commander.resolve`` replaces it with what the
    #: state allows before any checker looks (an empty ``produces``: no mana, 903.4f, 106.7)
    colors_from: ColorsFrom | None = None
    #: 602.5 "Activate only if you control <count> or more <objects>": it may be activated only
    #: while its controller controls ``activate_if_count`` permanents matching ``activate_if``
    activate_if: ObjectFilter | None = None
    activate_if_count: int = 1
    #: 118.3, 602.2b: "Remove N <kind> counter(s) from <this>" in its cost: ``remove_amount``
    #: counters of kind ``remove_counters`` (a key of the object's ``counters``) leave it as the
    #: cost is paid; ``castable.model.commander.resolve`` leaves it no mana (``produces`` empty)
    #: while its source has fewer. Read only with {T} or "Sacrifice <this>" in the same cost
    #: (once per object)
    remove_counters: str | None = None
    remove_amount: int = 0
    #: 107.3: "Remove any number of / X <kind> counters" (the storage lands, the Mana Batteries,
    #: Kyren Toy): as many as chosen, up to those on it; ``produces`` is then what one counter
    #: adds, made ``remove_plus`` more times whatever the number, and
    #: ``castable.model.commander.resolve`` lists every amount the counters allow
    remove_x: bool = False
    remove_plus: int = 0
    #: 106.1a, 107.3: "Add X mana in any combination of {W} and/or {U}" (Calciform Pools): each
    #: of the X mana is any of ``produces``' types (one per alternative), not all the same one;
    #: ``castable.model.commander.resolve`` lists every multiset of them
    remove_mix: bool = False
    #: "If there are no <kind> counters on <this>, sacrifice it." (the depletion lands, Gemstone
    #: Mine): part of its effect (605.3b), after the cost removed the counter
    sacrifice_when_empty: bool = False
    #: "Put a depletion counter on <this>." (the depletion lands, Foreboding Statue): part of its
    #: effect (605.3b), read only with {T} in the cost; the kind of counter, put on the source
    puts_counter: str | None = None
    #: 602.5b "Activate only once each turn." (Mana Bloom, the Devotees): at most one activation
    #: per object, none once its ``activations_this_turn`` entry is 1 or more
    #: (``castable.model.commander.resolve`` then leaves it no mana); so never repeatable
    once_per_turn: bool = False
    #: 602.5: prohibited from being activated ("Enchanted creature's activated abilities can't be
    #: activated", Arrest): set only by ``castable.model.restrict`` from the state, which also
    #: empties ``produces`` (it makes no mana during a payment)
    prohibited: bool = False
    #: 602.2: "Any player may activate this ability but only during their turn before the end
    #: step." (Mana Cache): whoever activates it controls the ability, the source stays its
    #: controller's; each player only during their own turn, before the end step (513.1).
    #: ``castable.model.commander.resolve`` leaves it no mana outside that window; within it
    #: only the active player may use it, from another player's battlefield too
    #: (``castable.model.commander.may_use_mana`` / ``foreign_sources``); read only with a
    #: counter cost
    any_player: bool = False
    #: 119.4, 602.2b: "Pay N life" in its cost (Mana Confluence, the horizon lands): payable only
    #: while its controller's life total is at least N, together with every other life paid
    #: while casting (601.2g comes before 601.2h); read only with a cost that uses up its source
    #: or "Activate only once each turn" (never repeatable)
    life: int = 0
    #: mana14: what "Tap an untapped <kind> you control" in its cost taps, ``tap_creatures`` of
    #: them (601.2h, 118.3): None is a creature (Springleaf Drum); "permanent" (Gene Pollinator),
    #: "artifact or creature" (Moonsnare Prototype). Read only beside {T} (once per object)
    tap_filter: ObjectFilter | None = None
    #: mana14: "If you control <permanents>, add <mana> instead." (Leafkin Druid, the Urza lands):
    #: ``produces`` becomes ``instead`` while, for each (filters, count) of ``instead_if``, its
    #: controller controls ``count`` permanents each matching every one of the filters; decided
    #: from the state by ``castable.model.manastate`` (read only beside {T} alone)
    instead: tuple[tuple[str, ...], ...] = ()
    instead_if: tuple[tuple[tuple[ObjectFilter, ...], int], ...] = ()
    #: mana14: "If you played a land this turn, add {B} instead." (River of Tears, 305.1): the
    #: condition of ``instead`` is the state's ``lands_played_this_turn`` of 1 or more
    instead_after_land: bool = False
    #: mana14, 602.5: "Activate only during an opponent's turn." (Lavinia); "Activate only if
    #: there are N or more <kind> counters on <this>" (Pyramid of the Pantheon: ``if_counters``
    #: of kind ``if_counter_kind``); "Activate only if there is an <Elf> card in your graveyard"
    #: (``if_graveyard``): ``castable.model.manastate`` leaves it no mana while the state says no
    only_opponents_turn: bool = False
    #: mana14: what ``per`` "filter_you_control" counts among its controller's permanents;
    #: ``per_chosen_type``: creatures of the creature type chosen as it entered (Three Tree City),
    #: the state's ``chosen.creature_type``, which ``castable.model.manastate`` writes into
    #: ``per_filter`` (the card is unsupported in a state without it)
    per_filter: ObjectFilter | None = None
    per_chosen_type: bool = False
    per_counter_kind: str = ""
    #: mana14: "X mana of any one color, where X is the greatest number of creatures you control
    #: that have a creature type in common" (White Lotus Tile, "shared_type"): the amount, decided
    #: from the state as casting begins by ``castable.model.manastate`` (read beside {T} alone)
    per_state: str = ""
    if_counters: int = 0
    if_counter_kind: str = ""
    if_graveyard: ObjectFilter | None = None

    @property
    def tapped_kind(self) -> ObjectFilter:
        """The kind of permanent its ``tap_creatures`` cost taps (118.3): a creature unless
        ``tap_filter`` says otherwise."""
        return self.tap_filter if self.tap_filter is not None else TAPPED_CREATURE

    @property
    def repeatable(self) -> bool:
        """605.1a, 602.1: nothing in its cost uses up the source ({T}, sacrificing or exiling it,
        tapping creatures), so it may be activated as many times as its mana cost can be paid
        (Orochi Leafcaller's "{G}: Add one mana of any color.")."""
        return bool(self.mana_cost.symbols or self.counter_bounded) and not (
            self.tap or self.sacrifice_self or self.exile_self or self.tap_creatures or self.once_per_turn)

    @property
    def counter_x(self) -> bool:
        """107.3, 118.3: "{1}, Remove X storage counters from ~: Add X mana in any combination
        of {W} and/or {U}" (Calciform Pools): a mana cost and no {T}, so it may be activated again
        and again, each activation paying its cost and removing its own X (those it adds, beyond
        ``remove_plus``), all of them together at most the counters on the source. Unlike other
        repeatable abilities it adds more than it takes."""
        return (self.remove_counters is not None and self.remove_x and bool(self.mana_cost.symbols)
                and not (self.tap or self.sacrifice_self or self.exile_self or self.tap_creatures or self.once_per_turn))

    def removes(self, produced: tuple[str, ...] | list[str]) -> int:
        """118.3, 107.3: how many counters an activation of a ``remove_x`` ability that added
        ``produced`` removed (what one counter adds is one mana, made beyond ``remove_plus``)."""
        return max(0, len(produced) - self.remove_plus)

    @property
    def counter_bounded(self) -> bool:
        """118.3, 605.1a: its cost only removes a fixed number of counters from its source (Pentad
        Prism's "Remove a charge counter from Pentad Prism: Add one mana of any color."): it may
        be activated again and again during one payment, as long as the counters last
        (:meth:`counter_activations`). The reader reads it only without a mana cost."""
        return (self.remove_counters is not None and not self.remove_x and self.remove_amount > 0
                and not (self.tap or self.sacrifice_self or self.exile_self or self.tap_creatures or self.once_per_turn))

    def counter_activations(self, counters: Mapping[str, int]) -> int:
        """118.3: how many times a :attr:`counter_bounded` ability of an object with ``counters``
        can be activated before its cost can no longer be paid."""
        assert self.remove_counters is not None and self.remove_amount > 0
        return counters.get(self.remove_counters, 0) // self.remove_amount


#: what Springleaf Drum's "Tap an untapped creature you control" taps (``ManaAbility.tapped_kind``)
TAPPED_CREATURE = ObjectFilter(types=frozenset({"Creature"}))


def any_color() -> tuple[tuple[str, ...], ...]:
    return tuple((c,) for c in COLORS)


#: what a :class:`ManaEffect` does (see there)
ManaEffectKind = Literal["trigger", "multiply", "damping", "becomes"]


@dataclass(frozen=True)
class LandTypeEffect:
    """A static ability that changes land types (305.7, 613.1d; ``castable.model.landtypes``):
    the lands in ``scope`` ("nonbasic": nonbasic lands; "enchanted": the land it is attached to;
    "all": each land; "you": lands its controller controls) are ``types`` (basic land types).
    ``add``: "in addition to its other (land) types"; else the types are set (305.7: the land
    loses its other land types and the abilities of its rules text)."""

    text: str
    scope: Literal["nonbasic", "enchanted", "all", "you"]
    types: tuple[str, ...]
    add: bool = False
    #: "the chosen type" (Phantasmal Terrain, Realmwright): the basic land type chosen as it
    #: entered, the state's ``chosen["land_type"]`` (``types`` is empty)
    chosen: bool = False
    #: "As long as <this> has a <kind> counter on it, ..." (Zhao, the Moon Slayer): the effect
    #: exists only while its source has a counter of this kind (611.3a)
    while_counter: str = ""


@dataclass(frozen=True)
class ManaEffect:
    """A triggered mana ability (605.1b) or a replacement effect on mana (614, 106.12b) of a
    permanent: what happens when a permanent is "tapped for mana", i.e. a mana ability with {T}
    in its cost is activated (106.12b). ``castable.model.manafx.resolve`` folds these into the
    mana abilities of the permanents they apply to, before any checker looks.

    ``whose``: whose permanents it watches: its controller's ("you tap"), every player's ("a
    player taps", "a Forest is tapped"), or the permanent it enchants ("enchanted land", read
    from the state's ``attached_to``); ``tapped_kind``: what kind of permanent (land, Swamp,
    basic land, creature, nonland permanent...).

    ``kind``: ``trigger`` adds ``bonus`` more mana (one alternative of it) after the ability's
    mana (605.1b, 605.4a), or, with ``bonus_from``, one mana of a type the permanent produced
    (``same_type``), of the source's chosen color (``chosen_color``) or of any color
    (``any_color``; ``bonus_count`` of them for "two mana in any combination of colors");
    ``multiply``: the permanent produces ``factor`` times as much of that mana (Mana
    Reflection); ``damping``: a land tapped for two or more mana produces one {C} instead
    (Damping Sphere); ``becomes``: a land produces ``becomes_type`` instead of any other type
    (``becomes_one``: "and amount": one of it).
    """

    kind: ManaEffectKind
    whose: Literal["you", "any", "enchanted"]
    tapped_kind: ObjectFilter
    text: str = ""
    bonus: tuple[tuple[str, ...], ...] = ()
    bonus_from: Literal["same_type", "chosen_color", "any_color"] | None = None
    bonus_count: int = 1
    factor: int = 1
    becomes_type: str = ""
    becomes_one: bool = False


@dataclass(frozen=True)
class CostModifier:
    """A static ability that changes the total cost of spells (601.2f).

    ``kind``: ``increase`` / ``reduce`` by ``amount`` generic, or ``minimum`` (Trinisphere:
    a spell that would cost less than ``amount`` mana costs ``amount``). ``scope``: ``you``
    (spells you cast) or ``all``. ``while_untapped``: only while the permanent is untapped.
    """

    kind: Literal["increase", "reduce", "minimum"]
    amount: int
    spells: ObjectFilter = ANY
    scope: Literal["you", "all", "opponents"] = "all"
    while_untapped: bool = False
    #: only spells that target an object matching this, seen from the modifier's controller
    #: (Kopala: "that target a Merfolk you control"); once per spell, however many it targets
    targeting: ObjectFilter | None = None
    #: what it changes: the cost of spells (601.2f) or of activated abilities (602.2b)
    applies_to: Literal["spells", "abilities"] = "spells"
    #: only spells that target the modifier's permanent itself ("Spells your opponents cast that
    #: target Accursed Witch"); ``targeting`` is then ANY
    targets_source: bool = False
    #: once for each distinct target matching ``targeting`` ("for each creature it targets",
    #: Battlefield Thaumaturge; Phyrexian Purge's "for each target"), not once per spell
    per_target: bool = False
    #: the amount is life to pay, not generic mana (Phyrexian Purge: "3 life more", 601.2f, 119.4)
    life: bool = False
    #: "except during its controller's turn" (Defense Grid): not while the caster is the active player
    off_turn_only: bool = False
    #: "The second spell you cast each turn costs {1} less to cast." (601.2f): only the caster's
    #: spell number ``nth_spell`` this turn (0: every spell); ``castable.model.nthspell.apply``
    #: (from the state's resolve) keeps the modifier, without it, only while its controller's
    #: ``spells_cast_this_turn`` is ``nth_spell - 1``, so the checkers never see it
    nth_spell: int = 0
    #: cost14: only spells cast from these zones ("Spells you cast from your graveyard or from
    #: exile", Doc Aurlock; "Spells your opponents cast from graveyards or from exile", Aven
    #: Interrupter): the zone the card is cast from (601.2a), decided by ``rules.modifier_applies``
    from_zones: frozenset[str] = frozenset()
    #: cost14, what the state decides, resolved into plain modifiers before any checker looks
    #: (``castable.model.statemods``, from the state's resolve): ``chosen_type``, only spells of
    #: the creature type chosen as the source entered (its ``chosen.creature_type``); ``per``,
    #: ``amount`` times a count: "speed" (its controller's speed, 702.179), "counter:<kind>" (the
    #: counters of that kind on the source), "field" (the permanents ``per_filter`` matches, "you"
    #: its controller); ``your_turn_only``, only while its controller is the active player;
    #: ``graveyard_at_least``, only while its controller's graveyard holds that many cards
    #: ``per_filter`` matches; ``first_of_kind``, only the first spell of its kind its controller
    #: casts this turn ("The first creature spell you cast each turn": their
    #: ``spells_cast_this_turn`` is 0; with more the state doesn't say, the source is unsupported)
    chosen_type: bool = False
    per: str = ""
    per_filter: ObjectFilter | None = None
    your_turn_only: bool = False
    graveyard_at_least: int = 0
    first_of_kind: bool = False
    #: costmana15: "Spells you cast of the chosen type cost {1} less to cast." after "As ~ enters,
    #: choose a card type / artifact, creature, ... or sorcery": only spells of the card type chosen
    #: as the source entered (the state's ``chosen.card_type``), one of these types (205.2a); empty:
    #: no such choice. Resolved by ``castable.model.statemods`` like ``chosen_type``
    chosen_card_type: frozenset[str] = frozenset()
    #: costmana15: "As long as ~ is tapped, creature spells you cast cost {2} less to cast." (Centaur
    #: Omenreader): only while the permanent is tapped as casting begins (601.2f locks the total in
    #: before the mana abilities and payments of 601.2g-h could tap it), ``rules.modifier_applies``
    while_tapped: bool = False
    #: costmana15: an increase of colored mana ("Black spells you cast cost {B} more to cast.", Andradite
    #: Leech): these mana symbols are added to the total cost (601.2f), ``amount`` 0; each checker
    #: adds them before the colored reductions (118.7c), as colored Strive's
    colored: tuple[str, ...] = ()


#: the keywords a permanent can grant to the spells its controller casts (``SpellGrant``): those
#: that change how a spell is cast or paid (601.2f, 601.2h; 702.8a flash: when)
GRANTABLE_KEYWORDS = ("Convoke", "Improvise", "Delve", "Emerge", "Flash", "Affinity")


@dataclass(frozen=True)
class GrantCondition:
    """"As long as ..." on a grant (611.3a: a static ability's effect applies while its
    condition holds), checked on the state by ``castable.model.permgrants``: "graveyard", its
    controller has ``count`` or more cards in their graveyard (threshold, 207.2c); "hand_empty",
    no cards in its controller's hand (hellbent); "control", its controller controls a
    permanent with ``subtype``; "enchanted", an Aura is attached to the source (303.4);
    "your_turn", its controller is the active player ("During your turn, ...": Grand Abolisher).
    static13c: "graveyard" counts only the cards matching ``cards`` when it is set ("two or more
    instant and/or sorcery cards"); "control" with ``cards``: a permanent matching it (``other``:
    not the source); "opponent_life_le", an opponent has ``count`` or less life; "no_spells_cast",
    its controller has cast no spell this turn (the state's ``spells_cast_this_turn``). grant13e:
    "max_speed", its controller has max speed (702.178a, 702.179: the state's ``speed`` is 4)."""

    kind: Literal["graveyard", "hand_empty", "control", "enchanted", "opponent_life_le", "no_spells_cast", "your_turn",
                  "max_speed"]
    count: int = 0
    subtype: str = ""
    cards: ObjectFilter | None = None
    other: bool = False


@dataclass(frozen=True)
class PermanentGrant:
    """A static ability of a permanent giving abilities to other permanents (113.1a; applied in
    layer 6, 613.1f): "Enchanted land has \"{T}: Add one mana of any color.\"" (Abundant
    Growth), "Equipped creature has \"...\"", "All Slivers have \"...\"", "Creatures you
    control have haste." ``castable.model.permgrants`` adds them to the permanents they reach
    before any checker looks (through ``castable.model.commander.resolve``)."""

    #: "attached": the permanent the source enchants or equips (the state's ``attached_to``);
    #: "yours": permanents the source's controller controls; "opponents": those its controller's
    #: opponents control; "all": every permanent; "equipped": those its controller controls with
    #: an Equipment attached (301.5a, "Equipped creatures you control"); "enchanted": those its
    #: controller controls with an Aura attached (303.4, "Enchanted creatures you control"); "self": the
    #: source ("~ has protection from the chosen color.": a keyword known only in the state)
    whom: str
    #: which of those permanents (their types and subtypes; ``token``)
    recipients: ObjectFilter
    #: "Other ...": not the source itself
    other: bool = False
    #: the quoted abilities, each read as the reader reads a permanent's own (605, 602)
    abilities: tuple[ManaAbility | ActivatedAbility, ...] = ()
    #: keywords given ("Haste": 302.6 then lets a summoning-sick creature pay {T}; "Shroud",
    #: "Hexproof", "Protection from ...": 702.18a, 702.11b, 702.16b decide targets)
    keywords: frozenset[str] = frozenset()
    #: 602.5 "its activated abilities can't be activated" ("all"; "nonmana": "... unless they're
    #: mana abilities"): ``castable.model.restrict`` marks the recipient's abilities prohibited
    forbids: str | None = None
    #: a condition the state says exactly, under which the grant holds (``oracle.grant13d``):
    #: None, always; see :class:`GrantCondition`
    condition: GrantCondition | None = None
    #: "This effect doesn't remove ~." (702.16c-d): the source stays attached although the
    #: protection it grants is from one of its own qualities; without it such a source would be
    #: put into the graveyard or unattached (704.5m-n) and grants nothing
    keeps_source: bool = False
    #: 613.1f (layer 6) "Enchanted creature loses all abilities." (``loses_all``), "loses flying."
    #: (``loses``: those keywords): ``castable.model.losses`` takes them from the recipient
    loses_all: bool = False
    loses: frozenset[str] = frozenset()


@dataclass(frozen=True)
class SpellGrant:
    """A static ability of a permanent giving a keyword to the spells its controller casts:
    "Artifact spells you cast have convoke." (Chief Engineer), "Each creature spell you cast has
    emerge. The emerge cost is equal to its mana cost." (Herigast). The spell has the keyword
    while on the stack, as if printed, so it applies as it is cast (601.2f, 601.2h);
    ``spells`` is checked on the spell's characteristics (the face cast).
    ``castable.model.grants`` gives the keyword to each card its controller could cast."""

    spells: ObjectFilter
    #: one of ``GRANTABLE_KEYWORDS``; emerge's cost is the spell's mana cost (Herigast)
    keyword: str
    #: "Any player may cast ... as though they had flash" (Vernal Equinox): the spells every
    #: player casts, not only its controller's
    every_player: bool = False
    #: "Spells you cast have affinity for artifacts." (702.41a): the self-reduction the keyword
    #: is (``keyword`` then names it, "Affinity for artifacts"); 702.41b: each instance applies
    reduction: SelfReduction | None = None
    #: 118.9 (cost14): an alternative cost the spells may be cast for ("You may pay {W}{U}{B}{R}{G}
    #: rather than pay the mana cost for spells you cast.", "You may cast Dragon spells without
    #: paying their mana costs."); ``keyword`` is then "". ``hand_only``: only cards cast from
    #: the hand ("from your hand", Omniscience); ``first_spell``: only its caster's first spell
    #: during their own turn (Weftwalking: the active player's ``spells_cast_this_turn`` is 0)
    alternative: AlternativeCost | None = None
    hand_only: bool = False
    first_spell: bool = False


@dataclass(frozen=True)
class CastWindow:
    """"Cast this spell only during combat." and its kin (601.3: a rule or effect that says
    when a spell may be cast): ``phases``, the steps (``state.PHASES`` names) in which it may
    be cast, ``None`` for any; ``turn``, whose turn it must be; ``after_spell``: "only if
    you've cast another spell this turn" (the caster's ``spells_cast_this_turn`` >= 1).
    ``castable.model.castwindow.window_open`` decides it, for every checker."""

    phases: frozenset[str] | None = None
    turn: Literal["yours", "opponent"] | None = None
    after_spell: bool = False
    text: str = ""
    #: 205.4e (a legendary instant or sorcery): only while the caster controls a permanent
    #: matching it (a legendary creature or planeswalker; ``filter_matches``, "you" = the caster)
    control: ObjectFilter | None = None


@dataclass(frozen=True)
class ActivateCheck:
    """602.5 "Activate only if ..." on a count the state gives as activation begins (act14):
    the activating player's cards in hand (``hand``: "no cards in hand", "exactly seven"), cards
    of theirs in their graveyard matching ``counted`` (``graveyard``: "eight or more permanent
    cards in your graveyard"; the source counts if it is one of them), creatures they control
    (``creatures``: "no creatures"), or whether the source is attacking (``attacking``: 1 or 0)
    or attached to a creature (``attached``: 1 or 0; reconfigure's unattach half, 702.151a);
    act15: the source's counters of kind ``kind`` (``source_counters``), its power
    (``source_power``), whether it is blocked (``blocked``) or attacking or blocking
    (``in_combat``), the activating player's life (``life``) and spells cast this turn
    (``spells_cast``), the most life an opponent lost this turn (``opponent_life_lost``), the
    most lands an opponent controls (``opponent_lands``), the most by which an opponent's lands
    outnumber theirs (``land_lead``), the most cards in an opponent's graveyard
    (``opponent_graveyard``), the least by which their hand outnumbers an opponent's
    (``hand_lead``), the colors among permanents they control (``colors_among``, 105.2); it
    holds while ``low`` <= the count <= ``high`` (``None``: no upper bound).
    ``castable.model.activatecheck.check_holds`` decides it, for every checker."""

    measure: Literal["hand", "graveyard", "creatures", "attacking", "source_counters", "source_power", "blocked",
                     "in_combat", "life", "spells_cast", "opponent_life_lost", "opponent_lands", "land_lead",
                     "opponent_graveyard", "hand_lead", "colors_among", "attached"]
    low: int = 0
    high: int | None = None
    counted: ObjectFilter = ANY
    text: str = ""
    #: the kind of counter ``source_counters`` counts, as the state's ``counters`` key writes it
    kind: str = ""


@dataclass(frozen=True)
class CastProhibition:
    """A permanent's static ability that forbids casting spells (601.3: a player may begin to
    cast a spell only if no rule or effect prohibits it; 101.2: "can't" beats "may"), decided
    on the state by ``castable.model.prohibit.prohibited`` for every checker. ``who``: the
    players it binds, seen from its controller (``each``, ``you``, ``opponents``); ``when``:
    ``second_spell`` (they can't cast more than one spell each turn: not once their
    ``spells_cast_this_turn`` is 1 or more), ``your_turn`` (during its controller's turn),
    ``combat`` (during the combat phase, 506.1)."""

    who: Literal["each", "you", "opponents"]
    when: Literal["second_spell", "your_turn", "combat"]
    text: str = ""


@dataclass(frozen=True)
class FlashCondition:
    """"You may cast this spell as though it had flash if you control a Faerie." and its kin
    (601.3, 117.1a): ``kind`` "control", its caster controls a permanent ``filter`` matches
    ("you" = the caster); "graveyard", at least ``count`` cards ``filter`` matches are in its
    caster's graveyard. ``castable.model.flashif`` gives the card Flash while it holds."""

    kind: Literal["control", "graveyard"]
    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True)
class SelfReduction:
    """"This spell costs {1} less to cast for each [thing]" (Blasphemous Act; affinity,
    702.41a): ``counted`` objects on the battlefield, ``yours_only`` if "you control"."""

    counted: ObjectFilter
    yours_only: bool
    #: "costs {G} less to cast for each green creature you control" (Khalni Hydra): one mana of
    #: this color per counted object, the excess off the generic part (118.7c); None: {1}
    color: str | None = None
    #: what is counted (``castable.model.selfcount.reduction_amount`` decides it for every
    #: checker): "count", the permanents ``counted`` matches by type, subtype and color (the
    #: above); "field", the permanents it matches with its state-dependent parts (keywords,
    #: combat, power: ``filter_matches``, "you" in it is the caster); "graveyard", the cards in
    #: the caster's graveyard it matches, the spell itself not (601.2a moved it to the stack);
    #: "party", the caster's party size (700.8); "spells_cast", the spells the caster has cast
    #: this turn (``spells_cast_this_turn``: "if you've cast another spell this turn");
    #: "domain", the basic land types among lands the caster controls (305.6); "colors", the
    #: colors among permanents the caster controls (105.2); "opponents", the caster's opponents;
    #: "{X} less to cast, where X is ...": "greatest_power" / "total_power" / "total_toughness" /
    #: "greatest_mana_value" / "total_mana_value" of the permanents ``counted`` matches
    #: (``filter_matches``), "named" the different names among them (201.2), "devotion" the
    #: caster's devotion to ``counted.colors`` (700.5); "your_turn", 1 while the caster is the
    #: active player ("This spell costs {1} less to cast during your turn."); "life", the caster's
    #: life total (119.1; "if your life total is 5 or less", with ``up_to``); "card_types", the
    #: card types among the cards in the caster's graveyard, the spell itself not (205.2a, delirium);
    #: "owned_exile_graveyard", the cards ``counted`` matches that the caster owns in exile and in
    #: their graveyard, the spell itself not (cost14, Huskburster Swarm); "attacked", the creatures
    #: every player attacked with this turn, "attacked_yours" the caster's (the state's
    #: ``creatures_attacked_this_turn``, 508.1); costmana15: "all_graveyards", the cards ``counted``
    #: matches in every graveyard, the spell itself not (Avatar of Woe); "died", the creatures that
    #: died this turn, every player's (the state's ``creatures_died_this_turn``, 700.4); "your_end_step",
    #: 1 during the caster's end step (513.1: the phase "end" while they are the active player);
    #: "an opponent" (one of them, each counted alone): "opponent_most" / "opponent_fewest", the
    #: most / fewest permanents ``counted`` matches that one opponent controls, "opponent_hand_fewest"
    #: the fewest cards in an opponent's hand, "opponent_graveyard_most" the most in an opponent's
    #: graveyard, "opponent_creatures_over" the most creatures an opponent controls beyond the caster's
    measure: Literal["count", "field", "graveyard", "party", "spells_cast", "domain", "colors", "opponents",
                     "greatest_power", "total_power", "total_toughness", "greatest_mana_value",
                     "total_mana_value", "named", "devotion", "your_turn", "life", "card_types",
                     "owned_exile_graveyard", "attacked", "attacked_yours", "all_graveyards", "died",
                     "your_end_step", "opponent_most", "opponent_fewest", "opponent_hand_fewest",
                     "opponent_graveyard_most", "opponent_creatures_over"] = "count"
    #: generic mana off per counted thing ("{2} less for each")
    amount: int = 1
    #: the count is capped here: 1 for "costs {3} less to cast if you control a Wizard"
    at_most: int | None = None
    #: a threshold: the reduction applies once when the count is at least this, else not at all
    #: ("costs {2} less to cast if your opponents control three or more creatures")
    at_least: int | None = None
    #: a ceiling: the reduction applies once when the count is at most this, else not at all
    #: ("costs {2} less to cast if your life total is 5 or less"; cost13f)
    up_to: int | None = None


TargetKind = Literal["any", "permanent", "creature", "spell", "player", "opponent", "player_or_planeswalker",
                     "opponent_or_planeswalker", "card_in_graveyard", "ability", "activated_ability",
                     "triggered_ability", "spell_or_ability", "spell_or_permanent", "creature_or_player"]


@dataclass(frozen=True)
class TargetSlot:
    """One instance of the word "target" (115.1, 601.2c): ``kind`` plus a ``filter``.

    ``count`` targets exactly; "up to N" has ``min_count=0``; "one or more" / "any number"
    have ``unlimited=True`` with ``min_count`` 1 / 0 (115.6: zero allowed); ``x_count``: the
    count is X ("up to X targets"). A slot chooses distinct objects (115.3); ``different_from``
    lists earlier slots whose targets it must differ from ("another target", "a third
    target"). ``requires``: the slot exists only when that optional or alternative cost was
    chosen (702.33g, 601.2c); ``chooser``: who chooses (601.7).
    """

    kind: TargetKind
    filter: ObjectFilter = ANY
    count: int = 1
    text: str = ""
    min_count: int | None = None
    unlimited: bool = False
    x_count: bool = False
    different_from: tuple[int, ...] = ()
    requires: str | None = None
    chooser: Literal["you", "opponent"] = "you"
    #: "another target creature" in an ability: not the ability's source (equip, 702.6a)
    not_source: bool = False
    #: "up to two target cards from a single graveyard" (601.2c): every target of the slot is
    #: in the same player's graveyard (``castable.model.targetkinds.graveyard_of``)
    same_graveyard: bool = False
    #: the slot exists only when that optional cost was NOT chosen: "Counter target creature
    #: spell. If the gift was promised, instead counter target spell." (601.2c, 702.174: the
    #: promised gift's "instead" targets replace these; spell13)
    unless: str | None = None
    #: a relation between the slot's two targets (601.2c; spell14): "controlled by the same
    #: player" ("same_controller"), "... the same opponent" ("same_opponent"), "... different
    #: players" ("different_controllers"), "that share a creature type" ("share_creature_type"),
    #: "that share no creature types", "that share a card type", "that share a permanent type";
    #: decided by ``castable.model.targetkinds.related``, which every checker calls
    relation: str | None = None
    #: "Target player shuffles up to four target cards from their graveyard ..." (601.2c;
    #: spell14): the slot's cards are all in the graveyard of the player chosen by the slot of
    #: this index (in the same group: the card's slots, or one mode's)
    graveyard_of_slot: int | None = None

    @property
    def minimum(self) -> int:
        return self.count if self.min_count is None else self.min_count


@dataclass(frozen=True)
class Division:
    """601.2d: an amount divided as you choose among the targets of ``slot``, each getting at
    least one; ``x``: the amount is X."""

    slot: int
    amount: int = 0
    x: bool = False


@dataclass(frozen=True)
class Mode:
    """One bullet of a modal spell (700.2): its own target slots, and for spree (702.172) its
    additional cost; ``division`` divides an amount among one of its slots (601.2d)."""

    text: str
    targets: tuple[TargetSlot, ...] = ()
    mana: ManaCost = NO_MANA
    division: Division | None = None
    #: "{P}{P} — ...": the pawprint symbols listed for the mode (700.2i; 0 for a bullet)
    pawprints: int = 0


@dataclass(frozen=True)
class ModeChoice:
    """"Choose one / two / one or more ..." (700.2): between ``min_modes`` and ``max_modes``
    modes; ``repeatable``: the same mode more than once (700.2d); escalate (702.120),
    entwine (702.42: all modes for an additional cost), spree (702.172); ``chooser`` (601.7)."""

    modes: tuple[Mode, ...]
    min_modes: int = 1
    max_modes: int = 1
    repeatable: bool = False
    escalate: ManaCost | None = None
    escalate_parts: tuple[CostPart, ...] = ()
    entwine: ManaCost | None = None
    spree: bool = False
    chooser: Literal["you", "opponent"] = "you"
    #: "Choose up to five {P} worth of modes" (700.2i): the chosen modes' pawprints (each
    #: repeat counted) total at most this (``castable.model.modecount.pawprints_fit``)
    pawprint_limit: int | None = None


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability that is not a mana ability (602): ``cost: effect``.

    Cost: ``mana``; ``tap`` ({T}) / ``untap`` ({Q}) the source (602.5a: a creature needs to
    have been under its controller's control since the turn began, unless it has haste);
    ``sacrifice_self``; other ``parts`` (sacrifice another creature, discard, pay life, ...);
    ``loyalty`` (606: +N / -N; ``loyalty_x`` for -X); ``crew`` N (702.122: tap other untapped
    creatures you control with total power N or more). Choices: ``targets``, ``division``,
    ``modes`` as for spells. Limits: ``sorcery_speed`` (602.5d; equip and loyalty abilities
    too), ``once_per_turn``, ``any_player`` (anyone may activate it, 602.2).
    """

    text: str
    mana: ManaCost = NO_MANA
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    parts: tuple[CostPart, ...] = ()
    loyalty: int | None = None
    loyalty_x: bool = False
    crew: int | None = None
    targets: tuple[TargetSlot, ...] = ()
    division: Division | None = None
    modes: ModeChoice | None = None
    sorcery_speed: bool = False
    once_per_turn: bool = False
    #: 602.5b "Activate no more than twice / three times each turn." (tail13): at most this many
    #: activations of it per object each turn, counted by the state's ``activations_this_turn``
    max_per_turn: int | None = None
    #: "Waterbend {N}" in its cost (701.67): {N} is in ``mana``, and up to N untapped artifacts
    #: and creatures its activator controls (the source too) may be tapped for {1} each of it
    waterbend: int = 0
    #: 702.177a exhaust: "Activate only once" (ever, by this object): the state's ``exhausted``
    once_ever: bool = False
    any_player: bool = False
    #: "Only your opponents may activate this ability." (602.2, act15): with ``any_player``, every
    #: player but the source's controller (its owner off the battlefield) may activate it
    opponents_only: bool = False
    #: 702.6a: an equip ability (the Equip keyword), which "Spend this mana only to ... activate
    #: an equip ability" mana may pay (106.6, Freya Crescent: ``equip_ability``)
    equip: bool = False
    #: "Activate only during your turn." (602.5: prohibited on other players' turns)
    your_turn_only: bool = False
    #: 602.5: "Activate only during your upkeep / combat / the declare blockers step" and kin
    #: (``oracle.act13b``): the steps and turns in which it may be activated, decided for every
    #: checker by ``castable.model.castwindow.window_open`` (the activating player's turn)
    window: CastWindow | None = None
    #: 602.5 "Activate only if you have no cards in hand" and kin (``oracle.act14``): a count of
    #: the state that must hold as activation begins (``castable.model.activatecheck``)
    activate_check: ActivateCheck | None = None
    #: 602.2b with 601.2f: "This ability costs {1} less to activate for each Vampire you control"
    #: (``oracle.act13b``): the ability's own reductions, taken off its generic mana as a spell's
    #: ``CardDef.self_reductions`` are (``castable.model.rules.ability_card``)
    self_reductions: tuple[SelfReduction, ...] = ()
    #: 602.5: "Activate only if you control five or more Vampires" (``oracle.act13b``): only while
    #: the activating player controls ``activate_if_count`` permanents ``activate_if`` matches
    activate_if: ObjectFilter | None = None
    activate_if_count: int = 1
    zone: str = "battlefield"
    #: "Discard this card" (cycling, 702.29a; channel): works from the hand (``zone="hand"``)
    discard_self: bool = False
    #: "Exile this card from your graveyard" (scavenge, embalm): works from the graveyard; with
    #: ``zone="battlefield"``, "Exile <this>" (Relic of Progenitus, act13a): the permanent is
    #: exiled from the battlefield (601.2h), leaving it once as a sacrifice of itself would
    exile_self: bool = False
    #: "Return <this> to its owner's hand" (Ovinomancer, Maze's End; act13a): the permanent goes
    #: to its owner's hand (601.2h), leaving the battlefield once as a sacrifice of itself would
    return_self: bool = False
    #: 118.3, 602.2b: "Remove N <kind> counter(s) from <this>" (Deathspore Thallid's three
    #: spore counters): it can be activated only while its source has ``remove_amount``
    #: counters of kind ``remove_counters``; paying removes them. :data:`ANY_COUNTER` (act14):
    #: "Remove a / two counters from this creature", counters of any kinds (:func:`cost_counters`)
    remove_counters: str | None = None
    remove_amount: int = 0
    #: "Put a -1/-1 / page / verse counter on <this>" in its cost (act14, 122.1): one counter of
    #: this kind goes on the source as the cost is paid (601.2h); putting a counter can always be
    #: done, so no checker reads it: ``apply`` adds it
    self_counter: str | None = None
    #: "Pay {E}{E}" in its cost (107.14, act15): the energy counters its activating player removes
    #: from themselves (118.3: with fewer, it can't be paid); the state's ``energy``
    energy: int = 0
    #: a Class's "{cost}: Level N" (716.2a): N; activated only while the Class is level N-1
    #: (``castable.model.levels.class_level_allows``), as a sorcery; ``None``: not a level ability
    class_level: int | None = None
    #: 602.5: prohibited from being activated (Arrest); set only by ``castable.model.restrict``
    prohibited: bool = False


#: ``ActivatedAbility.remove_counters`` of "Remove a counter from this creature" (act14): counters
#: of any kinds (118.3); the kinds removed are the payer's choice, so an answer is given only
#: while its source has counters of one kind at most (:func:`counter_kinds`)
ANY_COUNTER = "*"


def cost_counters(counters: Mapping[str, int], kind: str) -> int:
    """118.3: how many counters a cost removing counters of ``kind`` (:data:`ANY_COUNTER`: of
    any kinds) may take from an object with these ``counters``."""
    if kind == ANY_COUNTER:
        return sum(n for n in counters.values() if n > 0)
    return counters.get(kind, 0)


def counter_kinds(counters: Mapping[str, int]) -> list[str]:
    """The kinds of counter an object has (a cost removing :data:`ANY_COUNTER` chooses among them)."""
    return [k for k, n in counters.items() if n > 0]


BandKind = Literal["level", "class", "station", "speed", "solved"]


@dataclass(frozen=True)
class LevelBand:
    """Abilities a permanent has only while a count in the state reaches a band
    (``castable.model.levels``): ``kind`` "level" (711, "LEVEL low-high" / "LEVEL low+": its
    level counters), "class" (716.2b: the Class's level is ``low`` or more) or "station"
    (702.184, "low+ |": its charge counters) or "speed" (702.178a, "Max speed —": its
    controller's speed is ``low``, 4, or more) or "solved" (a Case's "Solved —": while the
    state says it is solved, ``low`` 1); ``high`` ``None``: no upper bound. What the band
    gives: its abilities (inserted in text order after the first ``at`` abilities of the
    card's own ``abilities_text``), keywords, cost modifiers, and a leveler's base power and
    toughness (711.2)."""

    kind: BandKind
    low: int
    high: int | None = None
    abilities: tuple[ManaAbility | ActivatedAbility, ...] = ()
    at: int = 0
    keywords: frozenset[str] = frozenset()
    cost_modifiers: tuple[CostModifier, ...] = ()
    power: str | None = None
    toughness: str | None = None


@dataclass(frozen=True)
class TriggerDoubler:
    """603.2d: "If a triggered ability of <a permanent you control matching ``source``> triggers,
    that ability triggers an additional time." (Katara, the Fearless; ``other``: "another
    Elemental", not the doubler itself). Only ``apply`` reads it: the triggers it puts on the stack
    (``castable.solver.transitions``) are put there once more for each doubler; legality never
    depends on them (117.5, 603.3)."""

    source: ObjectFilter
    other: bool = False
    #: the line, for a refusal that names it
    text: str = ""


@dataclass(frozen=True)
class GraveyardReplacement:
    """614.1a, 614.6: "If <objects> would be put into a graveyard [from anywhere] / would die,
    <go elsewhere> instead." (static15; Rest in Peace, Leyline of the Void, Vren, Progenitus).

    ``self_only``: the card itself, wherever it is (Progenitus: "from anywhere") or, with
    ``dies``, as it leaves the battlefield (Gloomshrieker); else the objects of a face-up
    permanent's controller's view that match: ``dies`` (a creature leaving the battlefield,
    700.4) or ``from_battlefield`` (a permanent), ``filter`` (its types; ``controller`` the
    permanent's controller, ``token``), ``owner`` (whose graveyard: "an opponent's", "your"),
    ``cards_only`` ("a card": no token), ``not_controlled`` ("a card you didn't control").
    ``to``: "exile" or "library" (shuffled in or put on top or bottom: the library is a count);
    ``life``: the life the permanent's controller gains each time ("instead exile it and you gain
    2 life"). Decided by ``castable.model.rules.graveyard_replacements``, which every checker
    calls (cards sacrificed or discarded while paying reach the graveyard for delve and "exile a
    card from your graveyard" only when none applies, 601.2h) and ``apply`` moves by."""

    to: Literal["exile", "library"]
    self_only: bool = False
    dies: bool = False
    from_battlefield: bool = False
    filter: ObjectFilter = ANY
    owner: Literal["you", "opponent"] | None = None
    cards_only: bool = False
    not_controlled: bool = False
    life: int = 0
    #: the line, for a refusal that names it
    text: str = ""


#: :func:`shared_set`'s table, bounded (a hostile input can't grow it without limit)
_SHARED_SETS: dict[frozenset[str], frozenset[str]] = {}


def shared_set(items: Iterable[str]) -> frozenset[str]:
    """``frozenset(items)``, one shared object per distinct set (a card table keeps tens of
    thousands of cards, whose keyword and type sets repeat: each object kept alive is walked by
    every full garbage collection, a tenth of a lookup's time before these were shared)."""
    s = frozenset(items)
    if len(_SHARED_SETS) >= 65_536:
        return s
    return _SHARED_SETS.setdefault(s, s)


@functools.lru_cache(maxsize=4096)
def _type_line_parts(type_line: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """A type line's supertypes, card types and subtypes (205.1), computed once per type line
    (every CardDef built splits its own: a tenth of the Oracle reader's time)."""
    left, _, right = type_line.partition("—")
    words = left.split()
    return (shared_set(w for w in words if w in SUPERTYPES), shared_set(w for w in words if w not in SUPERTYPES),
            shared_set(right.split()))


@dataclass(frozen=True)
class CardDef:
    """Everything about a card that matters for casting it or paying costs with it."""

    name: str
    mana_cost: ManaCost | None
    type_line: str
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keywords: frozenset[str] = frozenset()
    mana_abilities_text: tuple[ManaAbility, ...] = ()
    #: every activated ability of its rules text, mana abilities included, in text order
    #: (docs/cli.md numbers them after the intrinsic ones); empty: just ``mana_abilities_text``
    abilities_text: tuple[ManaAbility | ActivatedAbility, ...] = ()
    additional_costs: tuple[CostPart, ...] = ()
    alternative_costs: tuple[AlternativeCost, ...] = ()
    optional_costs: tuple[OptionalCost, ...] = ()
    cost_modifiers: tuple[CostModifier, ...] = ()
    self_reductions: tuple[SelfReduction, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    division: Division | None = None
    modes: ModeChoice | None = None
    #: "This spell costs {N} more to cast for each target beyond the first" (Fireball)
    per_extra_target: int = 0
    #: its colored symbols, one letter each: Strive "{2}{R} more for each target beyond the
    #: first" is per_extra_target 2 and ("R",) (601.2f; only W, U, B, R, G symbols are read)
    per_extra_target_colors: tuple[str, ...] = ()
    #: "Choose one. If you control a commander as you cast this spell, you may choose both."
    #: (``modes`` is "choose one"; ``castable.model.commander_control.mode_choice`` decides, 700.2)
    commander_both: bool = False
    #: "Choose one. If <condition>, choose one or more instead." (700.2, 601.2b: decided as the
    #: modes are announced): every mode may be chosen while the state meets the condition,
    #: "delirium" (four or more card types among cards in the caster's graveyard) or "descend8"
    #: (eight or more permanent cards there); ``castable.model.modecount.mode_choice`` decides
    more_modes_if: str | None = None
    #: "Choose one. If this spell's additional cost was paid, choose both instead." (Pyrrhic
    #: Strike): one mode, or every mode when the optional cost of this name is paid (601.2b:
    #: both announced together; ``castable.model.modecount.paid_mode_choice`` decides)
    all_modes_if_paid: str | None = None
    #: the spell's own cost changes that depend on its targets (601.2f): "This spell costs {2}
    #: less to cast if it targets a legendary creature" (Price of Fame), "costs 3 life more to
    #: cast for each target" (Phyrexian Purge); seen from the caster, as a permanent's modifier
    #: is seen from its controller (``targeting``, ``per_target``, ``life``; scope "you")
    target_costs: tuple[CostModifier, ...] = ()
    #: the card's own text looks at the mana spent to cast it (adamant, converge, sunburst
    #: 702.44, "if {R}{R} was spent to cast it", "the amount of mana spent to cast it"): the
    #: mana spent is then recorded (``outcome.mana_spent``) and part of its option identity
    #: (``castable.model.plan.spent_matters``)
    spent_matters: bool = False
    #: 106.6 "Spend only mana produced by creatures to cast this spell" (Myr Superion): only mana
    #: whose source is an object matching this pays its total cost
    mana_only_from: ObjectFilter | None = None
    #: "You can't spend mana to cast this spell" (Hogaak): only convoke and delve pay (601.2h)
    no_mana_spent: bool = False
    #: "For each {B} in a cost, you may pay 2 life rather than pay that mana." (K'rrik): while it
    #: is on the battlefield, its controller may pay each symbol of a spell's or an ability's
    #: cost that has {B} among its colors ({B}, {B/R}, {2/B}, {B/P}) with 2 life (601.2b, 119.4)
    black_as_life: bool = False
    #: the faces of a multi-face card, each cast on its own (``castable_faces``)
    faces: tuple[CardDef, ...] = ()
    #: how the faces relate (Scryfall's ``layout``): ``split`` (709: the card has both halves'
    #: characteristics), ``adventure`` (715), ``modal_dfc`` (712: either face may be cast),
    #: ``transform`` / ``flip`` / ``meld`` (only the front face is cast: 712, 710);
    #: "" with faces means split. Except for split cards, the card has its front face's
    #: characteristics outside the stack, and the face cast is considered when casting (601.3e)
    layout: str = ""
    #: triggered abilities that trigger when it becomes tapped (City of Brass), by text: they
    #: wait to be put on the stack until a player would receive priority (117.5)
    tap_triggers: tuple[str, ...] = ()
    #: static15: the targets of those tap triggers that have any (by text): 603.3d removes such a
    #: trigger from the stack when no legal choice exists as it is put there (``apply`` only,
    #: ``castable.model.rules.trigger_target_exists``)
    tap_trigger_targets: tuple[tuple[str, tuple[TargetSlot, ...]], ...] = ()
    #: static14: its triggered-ability doublers (603.2d), applied by ``apply`` only
    trigger_doublers: tuple[TriggerDoubler, ...] = ()
    #: static15: where it (``self_only``) or the objects it names go instead of a graveyard (614.1a)
    graveyard_replacements: tuple[GraveyardReplacement, ...] = ()
    #: static14: "This creature saddles Mounts and crews Vehicles as though its power were N
    #: greater" (N) / "using its toughness rather than its power" (``crew_by_toughness``): what it
    #: adds to a crew or saddle cost's total power (702.122a, 702.171a; both are ``tap_power``
    #: parts), ``castable.model.rules.crew_power``
    crew_power_bonus: int = 0
    crew_by_toughness: bool = False
    #: static14: "Cards in graveyards can't be the targets of spells or abilities." (Ground Seal):
    #: while it is a face-up permanent, no card in a graveyard is a legal target (601.2c, 115.4),
    #: ``castable.model.rules.graveyard_cards_shielded``
    graveyard_untargetable: bool = False
    #: static14: "This creature is the chosen type in addition to its other types." (613.1d):
    #: on the battlefield it has its ``chosen.creature_type`` too (``castable.model.chosentype``)
    is_chosen_type: bool = False
    color_override: frozenset[str] | None = None
    #: 202.3b / 202.3c: the back face of a transforming (nonmodal double-faced) card, or a melded
    #: card, has no mana cost but the mana value of its front face (of its fronts' combined
    #: mana costs, once melded): that mana value, honoured only by :attr:`mana_value` (the face
    #: keeps no mana cost: its colors are its color indicator's, 202.2e). ``None`` otherwise.
    front_mana_value: int | None = None
    #: 702.102a-d: the spell of both halves of a split card with fuse cast together
    #: (:func:`fused_card`): only from its owner's hand
    fused: bool = False
    #: 708.2: a face-down object's card definition (:func:`face_down_card`) remembers the real
    #: card it hides here (revealed when it turns face up or leaves, 708.9); ``None`` otherwise
    face_down_of: CardDef | None = None
    #: mana abilities it grants to the lands its controller controls (Chromatic Lantern: "Lands you
    #: control have '{T}: Add one mana of any color.'", 613.1f); ``castable.model.commander.resolve``
    #: adds them to those lands' abilities in the state
    land_mana_grants: tuple[ManaAbility, ...] = ()
    #: keywords it grants to the spells its controller casts ("Artifact spells you cast have
    #: convoke."); ``castable.model.grants`` gives them to those cards before any checker looks
    spell_grants: tuple[SpellGrant, ...] = ()
    #: abilities and keywords it grants to other permanents (113.1a, 613.1f: ``PermanentGrant``);
    #: ``castable.model.permgrants`` gives them to those permanents in the state
    permanent_grants: tuple[PermanentGrant, ...] = ()
    #: its triggered mana abilities (605.1b) and replacement effects on mana (614, 106.12b):
    #: ``castable.model.manafx.resolve`` applies them to the state's permanents
    mana_effects: tuple[ManaEffect, ...] = ()
    #: its static abilities that change land types (305.7, 613.1d): ``castable.model.landtypes``
    #: applies them to the state's lands before the abilities are granted (613.1f)
    land_type_effects: tuple[LandTypeEffect, ...] = ()
    #: Celestial Dawn's "Nonland permanents you control are white. The same is true for spells you
    #: control and nonland cards you own that aren't on the battlefield." (613.1e): those colors;
    #: ``castable.model.landtypes`` gives them to those objects in the state
    paints_own: frozenset[str] | None = None
    #: Leyline of the Guildpact's "Each nonland permanent you control is all colors." (613.1e):
    #: ``paints_own`` is the five colors, given to permanents only (not spells or cards)
    paints_permanents_only: bool = False
    #: Celestial Dawn's "You may spend white mana as though it were mana of any color. You may
    #: spend other mana only as though it were colorless mana." (609.4b-like permission): its
    #: controller's mana pays what ``castable.model.landtypes.paying_as`` says
    white_as_any: bool = False
    #: the abilities of its basic land types as the state changed them (``castable.model.manafx``:
    #: Wild Growth on a Forest, Mana Reflection); ``None``: 305.6's own
    intrinsic_mana: tuple[ManaAbility, ...] | None = None
    #: "Each spell a player casts costs {N} more to cast for each other spell that player has cast
    #: this turn" (Damping Sphere): N; ``castable.model.manafx.resolve`` turns it into the state's
    #: :class:`CostModifier` amounts, from each player's ``spells_cast_this_turn`` (601.2f)
    per_spell_cast_increase: int = 0
    #: "Cast this spell only during combat." (601.3): when it may be cast; ``None``: no such line
    cast_window: CastWindow | None = None
    #: "As long as your devotion to <color>[ and <color>] is less than N, ~ isn't a creature."
    #: (the Theros Gods): the colors (letters) and N; on the battlefield
    #: ``castable.model.restrict.devotion_types`` takes Creature out of its types while its
    #: controller's devotion (700.5, 700.5a) is below N (613.1d, layer 4)
    devotion_creature: tuple[frozenset[str], int] | None = None
    #: "You may cast ~ as though it had flash." (Armor of Thorns: 601.3, cast any time it could
    #: cast an instant); not the keyword, which an object with flash has on the battlefield too
    flash_permission: bool = False
    #: "You may cast this spell as though it had flash if you pay {2} more to cast it." (Rout,
    #: Harbinger of the Tides): N, the generic mana its caster pays more (601.2f) when the spell is
    #: cast as though it had flash, i.e. when sorcery timing (117.1a) doesn't hold and nothing else
    #: gives it flash; ``castable.model.rules.flash_tax`` decides it for every checker
    flash_tax: int = 0
    #: "... you may cast this spell as though it had flash" under a condition on the caster's
    #: permanents or graveyard: given as Flash by ``castable.model.flashif`` while it holds
    flash_if: FlashCondition | None = None
    #: "You have hexproof." / "You have shroud." (702.11b, 702.18a): keywords its controller has
    #: while it is a face-up permanent; ``castable.model.playergrants`` (from the state's
    #: ``resolve``) gives them to that player's ``granted`` before any checker looks
    player_keywords: frozenset[str] = frozenset()
    #: 305.2: lands its controller may play each turn beyond the one (Exploration: 1, Azusa:
    #: 2), and those every player may (Rites of Flourishing), while it is on the battlefield
    extra_land_plays: int = 0
    extra_land_plays_each: int = 0
    #: 305.1, 601.3's kin for lands (kw15): "You may play lands from your graveyard." (Crucible of
    #: Worlds; "Desert lands", "Forests"): the land cards its controller may play from their own
    #: graveyard while it is a face-up permanent (``castable.solver.transitions.land_problems``)
    lands_from_graveyard: ObjectFilter | None = None
    #: "Each player can't cast more than one spell each turn." and its kin (601.3): the
    #: prohibitions its controller's permanent imposes while it is a face-up permanent
    cast_prohibitions: tuple[CastProhibition, ...] = ()
    #: a card whose abilities the state changed (``castable.model.commander.resolve``: granted
    #: abilities, colors decided by the state) remembers its own card here; ``None`` otherwise
    derived_from: CardDef | None = None
    #: abilities it has only at some level, Class level or charge count (711, 716, 702.184):
    #: resolved into the object's card by ``castable.model.levels.leveled`` (through
    #: ``castable.model.commander.resolve``), so the checkers read ``o.card`` as usual
    bands: tuple[LevelBand, ...] = ()
    #: a station card with power and toughness is an artifact creature while it has this many
    #: charge counters or more (the highest threshold, the one printed with its P/T); ``None``: never
    station_creature_at: int | None = None
    #: ``None`` when understood; else the rules text the engine could not read.
    unsupported: str | None = None
    #: whether some unread text could change answers about *other* cards (costs, casting,
    #: targets, mana): then the card on the battlefield blocks every answer (exit 4); if not,
    #: only questions about this card itself do, and what was read of it stands
    unsupported_affects_others: bool = True
    #: the zones other than the battlefield (hand, graveyard, exile) from which some unread line
    #: functions (113.6: a permanent's abilities work only on the battlefield unless they say
    #: otherwise) and could change answers about other cards (mana it adds, costs of spells):
    #: while the card is in one of them it blocks every answer of its owner (exit 4)
    unsupported_zones: frozenset[str] = frozenset()
    supertypes: frozenset[str] = field(init=False)
    types: frozenset[str] = field(init=False)
    subtypes: frozenset[str] = field(init=False)

    def __post_init__(self) -> None:
        supertypes, types, subtypes = _type_line_parts(self.type_line)
        object.__setattr__(self, "supertypes", supertypes)
        object.__setattr__(self, "types", types)
        object.__setattr__(self, "subtypes", subtypes)

    @property
    def colors(self) -> frozenset[str]:
        """202.2: the colors of the mana symbols in its mana cost (or a color indicator)."""
        if self.color_override is not None:
            return self.color_override
        if self.faces and self.is_split:
            return frozenset().union(*(f.colors for f in self.faces))
        return self.mana_cost.colors if self.mana_cost is not None else frozenset()

    @property
    def mana_value(self) -> int:
        if self.front_mana_value is not None:  # 202.3b, 202.3c: a back face, a melded card
            return self.front_mana_value
        if self.faces and self.is_split:  # 202.3d: both halves' mana costs, off the stack
            return sum(f.mana_value for f in self.faces)
        return self.mana_cost.mana_value if self.mana_cost is not None else 0

    @property
    def full_name(self) -> str:
        """"Front // Back" for a multi-face card (how Scryfall names it), else its name."""
        return " // ".join(f.name for f in self.faces) if self.faces else self.name

    def is_named(self, name: str) -> bool:
        """Whether ``name`` names this card: its name, its full "Front // Back" name, or the
        name of one of its faces (a split card's half counts by its own name, 709). A
        face-down object (708.2) has no name, but the state names it by its real card."""
        if self.face_down_of is not None:
            return self.face_down_of.is_named(name)
        return name in (self.name, self.full_name) or any(f.name == name for f in self.faces)

    @property
    def is_split(self) -> bool:
        return bool(self.faces) and self.layout in ("", "split")

    @property
    def castable_faces(self) -> tuple[CardDef, ...]:
        """The faces a player may cast: each half of a split card (709), an adventurer card as
        itself or as its Adventure (715), either face of a modal double-faced card (712); a
        transforming, flip or meld card only as its front face (712, 710), or as its back face
        for a cost that casts it transformed (disturb, 702.146a: from the graveyard)."""
        if self.layout in ("transform", "flip", "meld"):
            return self.faces[:1] + tuple(f for f in self.faces[1:] if f.alternative_costs and self.layout == "transform")
        fused = fused_card(self)
        return self.faces if fused is None else (*self.faces, fused)

    @property
    def intrinsic_mana_abilities(self) -> tuple[ManaAbility, ...]:
        """305.6: the mana abilities of its basic land types, in W U B R G order."""
        if self.intrinsic_mana is not None:  # as the state's mana effects changed them
            return self.intrinsic_mana
        return tuple(
            ManaAbility(produces=((BASIC_LAND_MANA[t],),), text=f"{{T}}: Add {{{BASIC_LAND_MANA[t]}}}.")
            for t in ("Plains", "Island", "Swamp", "Mountain", "Forest") if t in self.subtypes
        )

    @functools.cached_property  # a frozen card's abilities don't change; asked per object, per question
    def mana_abilities(self) -> tuple[ManaAbility, ...]:
        """All mana abilities: first those of basic land types (305.6), then those of its
        rules text in order."""
        text = self.abilities_text or self.mana_abilities_text
        return self.intrinsic_mana_abilities + tuple(a for a in text if isinstance(a, ManaAbility))

    @property
    def activated_abilities(self) -> tuple[ManaAbility | ActivatedAbility, ...]:
        """docs/cli.md's ability numbering K: intrinsic mana abilities (305.6), then the rules
        text's activated abilities (mana abilities included) in order."""
        return self.intrinsic_mana_abilities + (self.abilities_text or self.mana_abilities_text)

    @property
    def all_creature_types(self) -> bool:
        """Changeling (702.73a): every creature type, in all zones."""
        return any(k.lower() == "changeling" for k in self.keywords)

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})

    @property
    def has_flash(self) -> bool:
        return "Flash" in self.keywords or "Instant" in self.types or self.flash_permission or self.flash_tax > 0


def cost(text: str) -> ManaCost:
    """Shorthand used by the built-in library."""
    return parse_cost(text, where="card")


def face_down_card(real: CardDef, zone: str) -> CardDef:
    """708.2: what a face-down permanent or spell (``zone``: "battlefield" or "stack") is: a
    2/2 creature with no name, no text, no subtypes and no mana cost (so colorless and of mana
    value 0), and no abilities, not even the mana abilities of basic land types (it has none,
    305.6); ``real`` is the card it hides."""
    what = "spell" if zone == "stack" else "permanent"
    return CardDef(f"face-down {what}", None, "Creature", power="2", toughness="2", color_override=frozenset(),
                   face_down_of=real)


def bestowed_card(card: CardDef, alt: AlternativeCost) -> CardDef:
    """702.103b: a spell cast bestowed becomes an Aura enchantment spell with enchant creature:
    it loses the creature card type and its creature subtypes and gains the subtype Aura (other
    card types, e.g. Enchantment, and supertypes stay), so it targets a creature (303.4a,
    115.1b). Its mana cost is unchanged (its mana value and colors stay, 202.3): kept as
    ``front_mana_value`` and ``color_override`` since the bestow cost (``alt``, the only way to
    cast it) replaces paying it (118.9)."""
    supers = " ".join(sorted(card.supertypes))
    kinds = " ".join(t for t in sorted(card.types) if t not in ("Creature", "Enchantment"))
    head = " ".join(w for w in (supers, kinds, "Enchantment") if w)
    slot = TargetSlot("permanent", CREATURE, text="Enchant creature")
    return dataclasses.replace(card, mana_cost=None, type_line=f"{head} — Aura", front_mana_value=card.mana_value,
                               color_override=card.colors, targets=(slot, *card.targets),
                               alternative_costs=(dataclasses.replace(alt, bestow=False),), power=None,
                               toughness=None, faces=())


def _fusable(half: CardDef) -> bool:
    """What :func:`fused_card` combines exactly: a half with a mana cost and no X, modes,
    division, alternative costs or spending rules (no printed fuse half has them)."""
    return half.mana_cost is not None and not half.mana_cost.x_count and half.modes is None and \
        half.division is None and not half.alternative_costs and not half.per_extra_target and \
        not half.per_extra_target_colors and \
        half.mana_only_from is None and not half.no_mana_spent and not half.unsupported


def fused_card(card: CardDef) -> CardDef | None:
    """702.102a-d Fuse: a split card whose halves both have fuse may be cast from the hand with
    both halves: one spell named by both names (the card's full name, the plan's ``face``),
    with both halves' characteristics (709.4, 702.102b): its mana cost, for the total cost, is
    both halves' mana costs (702.102c), its targets the left half's then the right half's
    (each half's "another target" stays within its half), both halves' additional costs,
    keywords and the cost changes they print. ``None`` when the card has no such pair."""
    if not card.is_split or len(card.faces) != 2 or not all("Fuse" in f.keywords for f in card.faces):
        return None
    left, right = card.faces
    if not _fusable(left) or not _fusable(right) or left.mana_cost is None or right.mana_cost is None:
        return None
    shift = len(left.targets)
    moved = tuple(dataclasses.replace(t, different_from=tuple(i + shift for i in t.different_from))
                  for t in right.targets)
    kinds = " ".join(sorted(left.types | right.types))
    return CardDef(
        name=card.full_name, mana_cost=left.mana_cost + right.mana_cost, type_line=kinds,
        oracle_text=f"{left.oracle_text}\n//\n{right.oracle_text}", keywords=left.keywords | right.keywords,
        additional_costs=left.additional_costs + right.additional_costs,
        optional_costs=left.optional_costs + right.optional_costs,
        self_reductions=left.self_reductions + right.self_reductions, targets=left.targets + moved,
        target_costs=left.target_costs + right.target_costs, spent_matters=left.spent_matters or right.spent_matters,
        fused=True)


def _cast_transformed(faces: tuple[CardDef, ...]) -> tuple[CardDef, ...]:
    """702.146a-b disturb: "you may cast this card transformed from your graveyard for [cost]":
    the back face is the spell (711.4 / 712: its characteristics, the front face's mana value),
    with that alternative cost from the graveyard; a two-faced card only."""
    moved = tuple(dataclasses.replace(a, transformed=False) for a in faces[0].alternative_costs if a.transformed)
    if not moved or len(faces) != 2:
        return faces
    back = faces[1]
    return faces[0], dataclasses.replace(back, alternative_costs=(*back.alternative_costs, *moved))


def multi_face_card(name: str, faces: tuple[CardDef, ...], layout: str) -> CardDef:
    """One card of several faces: a split card has both halves' characteristics (709);
    otherwise the card is its front face outside the stack, with its other faces attached."""
    unread = next((f for f in faces if f.unsupported), None)
    if layout == "split" and unread is None and len(faces) == 2 and all("Fuse" in f.keywords for f in faces) \
            and not all(_fusable(f) for f in faces):
        unread = dataclasses.replace(faces[0], unsupported="Fuse")  # 702.102: halves it can't combine
    if layout == "split":
        return CardDef(name=name, mana_cost=None, type_line=" // ".join(f.type_line for f in faces),
                       oracle_text="\n//\n".join(f.oracle_text for f in faces), faces=faces, layout="split",
                       unsupported=unread.unsupported if unread else None,
                       unsupported_affects_others=any(f.unsupported_affects_others for f in faces if f.unsupported),
                       unsupported_zones=frozenset().union(*(f.unsupported_zones for f in faces)))
    if layout in ("transform", "flip", "meld"):
        # 202.3b: the back face of a nonmodal double-faced card has its front face's mana value
        # (a flip card's flipped half keeps the card's mana cost, 710)
        front = faces[0]
        faces = (front, *(dataclasses.replace(f, front_mana_value=front.mana_value) for f in faces[1:]))
        if layout == "transform":
            faces = _cast_transformed(faces)
    # 113.6: a line of any face that works from the hand (an MDFC's back face) counts there
    zones = frozenset().union(*(f.unsupported_zones for f in faces))
    return dataclasses.replace(faces[0], faces=faces, layout=layout, unsupported_zones=zones)
