"""Pure definitions of facts the rules state, shared by every checker.

The CP-SAT model, the referee and the brute-force reference decide legality independently;
what they may share is only what the Comprehensive Rules *define* rather than *decide*: what
protection, hexproof and shroud match, devotion, the pseudo-card of an ability (602.2b) and
of a face-down spell (708.2), whether an object can tap for a {T} ability. Each definition is
small, pure and tested against the rule text (``tests/test_rules.py``): a mistake here is
invisible to the differential test, because all checkers would make it alike.

Each checker computes totals, counts and plans itself; nothing here chooses anything.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Protocol

from castable.model.cards import (
    COLOR_WORDS,
    AlternativeCost,
    CardDef,
    CostModifier,
    CostPart,
    GraveyardReplacement,
    ManaAbility,
    ObjectFilter,
    SelfReduction,
    TargetSlot,
)
from castable.model.oracle.targets import SUBTYPES
from castable.model.state import GameObject, GameState, Player, filter_matches

#: color words -> color letters (105.1)
COLOR_LETTERS = {word: letter for letter, word in COLOR_WORDS.items()}
#: card types a protection quality may name (300.1), singular -> the type
CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "instant": "Instant",
              "sorcery": "Sorcery", "planeswalker": "Planeswalker", "land": "Land", "battle": "Battle",
              "kindred": "Kindred", "tribal": "Kindred"}
_CREATURE = ObjectFilter(types=frozenset({"Creature"}))


# ----- protection (702.16) ---------------------------------------------------------------------
def black_paid_with_life(permanents: Iterable[GameObject]) -> bool:
    """K'rrik, Son of Yawgmoth among a player's ``permanents``: "For each {B} in a cost, you may
    pay 2 life rather than pay that mana" (601.2b announces it, 119.4 limits it). A hybrid symbol
    with {B} ({B/R}, {2/B}) is a {B} in a cost too: README, "Choices we made"."""
    return any(o.card.black_as_life for o in permanents)


def protection_qualities(keywords: Iterable[str]) -> list[str]:
    """The qualities of every "protection from ..." among ``keywords``, lower case.

    702.16g: "protection from A and from B" is two protections; 702.16h: "from each color"
    (or the older "all colors") is one per color."""
    out: list[str] = []
    for k in keywords:
        low = k.strip().lower()
        if not low.startswith("protection from "):
            continue
        rest = low[len("protection from "):]
        for q in rest.replace(" and from ", ",").replace(", from ", ",").split(","):
            q = q.strip()
            if q in ("each color", "all colors"):
                out += list(COLOR_LETTERS)
            elif q:
                out.append(q)
    return out


def _singular(word: str) -> str:
    """The singular of a plural type word ("sorceries", "elves", "wolves", "goblins")."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("ves") and word != "ves":
        return word[:-3] + "f"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _subtype_of(quality: str, subtypes: frozenset[str]) -> str | None:
    for w in (quality, _singular(quality)):
        cap = w[:1].upper() + w[1:]
        if cap in subtypes:
            return cap
    return None


def protection_quality_known(quality: str, player_names: Iterable[str], subtypes: frozenset[str] = SUBTYPES) -> bool:
    """Whether :func:`protected_from` understands ``quality`` (a quality of
    :func:`protection_qualities`). Anything else must be refused as unsupported, not guessed."""
    names = {n.lower() for n in player_names}
    return (quality in ("everything", "multicolored", "monocolored", "colorless", "each opponent",
                        "each of your opponents")
            or quality in COLOR_LETTERS or quality in names
            or _singular(quality) in CARD_TYPES or quality in CARD_TYPES
            or _subtype_of(quality, subtypes) is not None)


def protected_from(holder: GameObject | Player, source: GameObject, source_controller: str,
                   subtypes: frozenset[str] = SUBTYPES) -> bool:
    """702.16b: can ``holder`` (a permanent or a player) not be targeted by ``source``?

    ``source`` is the spell, or the source of the ability (702.16b looks at the source's
    qualities); ``source_controller`` controls the spell or ability. Card types and subtypes
    match the source wherever it is (702.16a); 702.16j: everything; 702.16k: a player's
    objects; 702.16i: "each opponent" is each opponent of the holder's controller."""
    keywords = list(holder.granted) if isinstance(holder, Player) else [*holder.card.keywords, *holder.granted]
    holder_controller = holder.name if isinstance(holder, Player) else holder.controller
    return any(_quality_matches(q, source, source_controller, holder_controller, subtypes)
               for q in protection_qualities(keywords))


def _quality_matches(q: str, source: GameObject, source_controller: str, holder_controller: str,
                     subtypes: frozenset[str]) -> bool:
    colors = source.colors
    if q == "everything":
        return True
    if q in COLOR_LETTERS:
        return COLOR_LETTERS[q] in colors
    if q == "multicolored":  # 105.4: two or more colors
        return len(colors) >= 2
    if q == "monocolored":  # 105.4: exactly one color
        return len(colors) == 1
    if q == "colorless":  # 105.2c
        return not colors
    if q in ("each opponent", "each of your opponents"):
        return source_controller != holder_controller
    if q == source_controller.lower():
        return True
    kind = CARD_TYPES.get(q) or CARD_TYPES.get(_singular(q))
    if kind is not None:
        return kind in source.types
    own = {t.lower() for t in source.subtypes}
    if q in own or _singular(q) in own:
        return True
    sub = _subtype_of(q, subtypes)  # 702.73a: a changeling source has every creature type
    return sub is not None and source.has_subtype(sub)


# ----- hexproof and shroud (702.11, 702.18) ----------------------------------------------------
def untargetable_by(target: GameObject | Player, caster: str) -> str | None:
    """702.18a shroud: no spell or ability can target it; 702.11b hexproof: none an opponent
    controls. Only permanents and players have them in force. The rule, or None."""
    if isinstance(target, Player):
        granted = {g.lower() for g in target.granted}
        if "shroud" in granted:
            return "702.18a"
        return "702.11b" if "hexproof" in granted and target.name != caster else None
    if target.zone != "battlefield":
        return None
    if target.has("shroud"):
        return "702.18a"
    return "702.11b" if target.has("hexproof") and target.controller != caster else None


# ----- devotion (700.5) ------------------------------------------------------------------------
def devotion(permanents: Iterable[GameObject], color: str) -> int:
    """700.5: the mana symbols of ``color`` among the mana costs of ``permanents`` (a hybrid
    symbol counts once for each of its colors). 708.2: a face-down permanent has no mana cost,
    so it adds nothing."""
    return devotion_to(permanents, frozenset({color}))


def devotion_to(permanents: Iterable[GameObject], colors: frozenset[str]) -> int:
    """700.5, 700.5a: the mana symbols among the mana costs of ``permanents`` that are of any of
    ``colors``, each symbol once (a hybrid {W/B} adds one to devotion to white and black);
    708.2: a face-down permanent has no mana cost."""
    return sum(1 for o in permanents if not o.face_down and o.card.mana_cost is not None
               for sym in o.card.mana_cost.symbols if sym.colors & colors)


# ----- Ground Seal ------------------------------------------------------------------------------
def graveyard_cards_shielded(state: GameState) -> bool:
    """"Cards in graveyards can't be the targets of spells or abilities." in force (601.2c: a
    target must be legal as it is chosen): a face-up permanent on the battlefield has it (708.2:
    a face-down one has no abilities; one that lost all its abilities keeps none of its effects,
    ``castable.model.losses``)."""
    return any(o.card.graveyard_untargetable and not o.face_down for o in state.battlefield())


# ----- graveyard replacements (614.1a; static15) -----------------------------------------------
def graveyard_replacements(state: GameState, o: GameObject, zone_from: str
                           ) -> list[tuple[GraveyardReplacement, GameObject]]:
    """The replacement effects (614.1a) that apply as ``o`` would be put into its owner's
    graveyard from ``zone_from``, each with the object it comes from: the card's own ("If ~ would
    be put into a graveyard from anywhere": wherever it is; "If ~ would die": as a creature
    leaves the battlefield), and those of face-up permanents on the battlefield (708.2: a
    face-down one has no abilities)."""
    out: list[tuple[GraveyardReplacement, GameObject]] = []
    if not (o.face_down and zone_from == "battlefield"):
        for g in o.card.graveyard_replacements:
            if g.self_only and (not g.dies or (zone_from == "battlefield" and o.is_a("Creature"))):
                out.append((g, o))
    for src in state.battlefield():
        if src.face_down:
            continue
        out += [(g, src) for g in src.card.graveyard_replacements if not g.self_only and _replaces(g, src, o, zone_from)]
    return out


def _replaces(g: GraveyardReplacement, src: GameObject, o: GameObject, zone_from: str) -> bool:
    """Does ``src``'s replacement ``g`` apply to ``o`` going to a graveyard from ``zone_from``?
    "You" is ``src``'s controller; a card has a controller only as a permanent or a spell (108.4)."""
    you = src.controller
    if (g.dies and not (zone_from == "battlefield" and o.is_a("Creature"))) \
            or (g.from_battlefield and zone_from != "battlefield") or (g.cards_only and o.token):
        return False
    if (g.owner == "you" and o.owner != you) or (g.owner == "opponent" and o.owner == you):
        return False
    if g.not_controlled and zone_from in ("battlefield", "stack") and o.controller == you:
        return False
    return filter_matches(g.filter, o, you)


def reaches_graveyard(state: GameState, o: GameObject, zone_from: str) -> bool:
    """701.21a / 701.9a: a card sacrificed or discarded while paying is in its owner's graveyard
    afterwards (delve, "exile a card from your graveyard" may then take it, 601.2h) unless a
    replacement sends it elsewhere (614.1a)."""
    return not o.token and not graveyard_replacements(state, o, zone_from)


def graveyard_order_source(state: GameState, player: str, card: CardDef) -> GameObject | None:
    """A permanent ``player`` controls that replaces other objects' going to a graveyard, when
    ``card`` (the spell or the ability's source) may exile cards from the graveyard while it is
    paid: the permanent may itself be sacrificed during the payment, and the order the costs are
    paid in (601.2h: any order) then decides which cards reach the graveyard. Not modelled: the
    API refuses such a question (exit 4)."""
    if "Delve" not in card.keywords and "graveyard" not in card.oracle_text:
        return None
    return next((o for o in state.player(player).battlefield if not o.face_down
                 and any(not g.self_only for g in o.card.graveyard_replacements)), None)


def graveyard_destination(state: GameState, o: GameObject, zone_from: str) -> tuple[str, int, GameObject | None]:
    """Where ``o`` goes instead of its owner's graveyard ("graveyard" when no replacement
    applies), the life the replacement's controller gains, and that controller's object; raises
    :class:`ValueError` with the lines when two replacements would send it to different places
    (616.1: its owner or controller chooses one, a choice ``apply`` doesn't model)."""
    found = graveyard_replacements(state, o, zone_from)
    if not found:
        return "graveyard", 0, None
    outcomes = {(g.to, g.life, src.controller if g.life else None) for g, src in found}
    if len(outcomes) > 1:
        raise ValueError(" / ".join(g.text for g, _ in found))
    g, src = found[0]
    return g.to, g.life, src


# ----- a tap trigger's targets (603.3d; static15) -----------------------------------------------
def trigger_target_exists(state: GameState, source: GameObject, controller: str, slot: TargetSlot) -> bool:
    """603.3d: as a triggered ability is put on the stack, is there a legal choice for its one
    target ``slot`` (115.1, 115.4 "any target"; 702.18a shroud, 702.11b hexproof, 702.11d hexproof
    from, 702.16b protection from the ability's ``source``)? When not, it is removed from the
    stack. ``controller`` controls the ability ("you" of its filter)."""
    from castable.model.hexproof_from import hexproof_from

    def shielded(holder: GameObject | Player) -> bool:
        return untargetable_by(holder, controller) is not None or hexproof_from(holder, source, controller) \
            or protected_from(holder, source, controller)

    kind = slot.kind
    if kind in ("player", "opponent", "any") and any(
            not shielded(p) for p in state.players if not (kind == "opponent" and p.name == controller)):
        return True
    if kind not in ("creature", "permanent", "any"):
        return False
    for o in state.battlefield():
        if (kind == "creature" and not o.is_a("Creature")) \
                or (kind == "any" and not o.types & {"Creature", "Planeswalker", "Battle"}):
            continue
        if slot.not_source and o.id == source.id:
            continue
        if filter_matches(slot.filter, o, controller) and not shielded(o):
            return True
    return False


# ----- crew and saddle (702.122a, 702.171a) -----------------------------------------------------
def crew_power(o: GameObject) -> int:
    """What ``o`` adds to the total power of the creatures tapped for a crew or saddle cost
    (702.122a, 702.171a): its power, or its toughness when it "saddles Mounts and crews Vehicles
    using its toughness rather than its power", plus N when "as though its power were N greater";
    a negative power adds nothing (107.1b)."""
    base = o.toughness if o.card.crew_by_toughness else o.power
    return max(0, base + o.card.crew_power_bonus)


# ----- tapping for an ability (302.6, 602.5a) ---------------------------------------------------
def can_tap_for_ability(o: GameObject) -> bool:
    """302.6 / 602.5a: an untapped permanent can pay {T}; a creature only if it has been under
    its controller's control since the turn began (not summoning sick) or has haste."""
    return not o.tapped and not (o.is_a("Creature") and o.summoning_sick and not o.has("haste"))


# ----- pseudo-cards: an ability (602.2b), a face-down spell (708.2) ------------------------------
def ability_card(source: GameObject, index: int) -> CardDef | None:
    """Ability ``index`` (the state format's K) of ``source`` as the thing being "cast" (602.2b):
    its activation cost's mana part as the mana cost; its other costs as additional costs, in
    this order: the ability's ``parts``, then crew (702.122a: tap any number of other untapped
    creatures with total power N or more), or for a mana ability the creatures it taps
    (Springleaf Drum); its targets, division and modes; the source's colors (protection looks
    at them, 702.16b). The source's own {T}, {Q}, "sacrifice this" and loyalty costs are not
    among the parts. None when there is no such ability."""
    abilities = source.card.activated_abilities
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(abilities):
        return None
    ab = abilities[index]
    name = f"{source.name}, ability {index}"
    if isinstance(ab, ManaAbility):
        parts: tuple[CostPart, ...] = ((CostPart("tap_untapped", ab.tap_creatures, ab.tapped_kind),)
                                       if ab.tap_creatures else ())
        return CardDef(name, ab.mana_cost, "Ability", oracle_text=ab.text, additional_costs=parts,
                       color_override=source.colors)
    parts = tuple(ab.parts)
    if ab.crew is not None:
        parts += (CostPart("tap_power", ab.crew, _CREATURE),)
    return CardDef(name, ab.mana, "Ability", oracle_text=ab.text, additional_costs=parts, targets=ab.targets,
                   division=ab.division, modes=ab.modes, color_override=source.colors,
                   self_reductions=ab.self_reductions)  # 602.2b, 601.2f: "This ability costs {1} less ..."


def face_down_spell(spell: GameObject, alt: AlternativeCost) -> GameObject:
    """``spell`` cast face down with ``alt`` (702.37c, 702.168a): 708.2-708.4, a 2/2 Creature
    spell with no text, no name, no subtypes and no mana cost (so colorless, mana value 0) and
    none of the card's abilities; ``alt`` is its only way to be cast."""
    vanilla = CardDef(FACE_DOWN_SPELL, None, "Creature", power="2", toughness="2", alternative_costs=(alt,),
                      color_override=frozenset())
    return dataclasses.replace(spell, card=vanilla, face_down=True, granted=frozenset(), overrides={})


#: the name of :func:`face_down_spell`'s card (708.2: the spell itself has none)
FACE_DOWN_SPELL = "face-down spell"


def cast_face_down(spell: GameObject) -> bool:
    """Is ``spell`` being cast face down (:func:`face_down_spell`)? Not a foretold card cast from
    exile (``face_down`` there changes nothing: it is cast face up, 702.143a)."""
    return spell.face_down and spell.card.name == FACE_DOWN_SPELL and spell.card.mana_cost is None


def face_down_cost(spell: GameObject) -> AlternativeCost | None:
    """The card's "cast face down" alternative cost (morph, megamorph, disguise), if any."""
    return next((a for a in spell.card.alternative_costs if a.face_down), None)


# ----- which cost modifiers apply (601.2f, 602.2b) ----------------------------------------------
class Characteristics(Protocol):
    """What a filter looks at: a card definition or an object (its overrides applied)."""

    @property
    def types(self) -> frozenset[str]: ...
    @property
    def subtypes(self) -> frozenset[str]: ...
    @property
    def colors(self) -> frozenset[str]: ...
    @property
    def all_creature_types(self) -> bool: ...


def modifier_applies(mod: CostModifier, permanent: GameObject, spell: Characteristics, caster: str,
                     *, ability: bool = False, active: str | None = None, zone: str | None = None,
                     owner: str | None = None) -> bool:
    """Does static cost modifier ``mod`` of ``permanent`` apply to ``spell`` (a spell, or the
    pseudo-card of an ability, 602.2b) cast by ``caster``? Its kind of cost (spells or
    activated abilities, never both), its scope ("you", "opponents"), "while untapped" and the
    spells it names. A modifier that also needs a target (``targeting``) is decided by
    :func:`targeting_met` once the targets are known; the totals are each checker's own."""
    if mod.applies_to != ("abilities" if ability else "spells"):
        return False
    if mod.scope == "you" and permanent.controller != caster:
        return False
    if mod.scope == "opponents" and permanent.controller == caster:
        return False
    if mod.while_untapped and permanent.tapped:
        return False
    if mod.while_tapped and not permanent.tapped:  # costmana15: Centaur Omenreader
        return False
    if mod.off_turn_only and active == caster:  # Defense Grid: "except during its controller's turn"
        return False
    if mod.from_zones and not cast_from(mod.from_zones, zone, owner == caster):  # Doc Aurlock (601.2a)
        return False
    if mod.spells.face_down is not None and mod.spells.face_down != (getattr(spell, "name", None) == FACE_DOWN_SPELL):
        return False  # costmana15: "Face-down creature spells you cast" (708.2: :func:`face_down_spell`)
    if mod.spells.keywords and not mod.spells.keywords <= printed_keywords(spell):
        return False  # costmana15: "Creature spells with flying you cast" (the card's own keywords)
    return mod.spells.matches(spell.types, spell.subtypes, spell.colors, spell.all_creature_types)


def printed_keywords(spell: Characteristics) -> frozenset[str]:
    """The keywords of a spell's card (a card definition, or an object's card), in lower case:
    what "spells with flying" looks at (702.9; a face-down spell has none, 708.2)."""
    card = getattr(spell, "card", spell)
    return frozenset(k.lower() for k in getattr(card, "keywords", ()))


def cast_from(zones: frozenset[str], zone: str | None, owned: bool) -> bool:
    """``CostModifier.from_zones`` (cost14): is a spell cast from ``zone`` (601.2a) one of them?
    "your_graveyard" is its caster's own graveyard (404.2: a card is in its owner's graveyard, so
    the caster owns it: ``owned``), "graveyard" any graveyard, "exile" the exile zone."""
    if zone == "graveyard":
        return "graveyard" in zones or ("your_graveyard" in zones and owned)
    return zone is not None and zone in zones


def applicable_modifiers(battlefield: Iterable[GameObject], spell: Characteristics, caster: str,
                         *, ability: bool = False, active: str | None = None,
                         zone: str | None = None, owner: str | None = None) -> list[tuple[CostModifier, GameObject]]:
    """Every (modifier, permanent) of :func:`modifier_applies`, in battlefield order; ``active``
    is the active player (a modifier "except during its controller's turn" needs it), ``zone``
    the zone the spell is cast from (None: an ability) and ``owner`` its card's owner."""
    return [(mod, o) for o in battlefield for mod in o.card.cost_modifiers
            if modifier_applies(mod, o, spell, caster, ability=ability, active=active, zone=zone, owner=owner)]


def target_matches(mod: CostModifier, permanent: GameObject, target: GameObject) -> bool:
    """Is ``target`` one a target-dependent modifier of ``permanent`` looks at? Its filter seen
    from the permanent's controller ("a Merfolk you control"), or the permanent itself
    ("spells that target Accursed Witch")."""
    if mod.targeting is None:
        return False
    if mod.targets_source and target.id != permanent.id:
        return False
    return filter_matches(mod.targeting, target, permanent.controller)


def targeting_met(mod: CostModifier, permanent: GameObject, targeted: Iterable[GameObject]) -> bool:
    """A modifier "for spells that target [something]" (Kopala) applies once if any target
    matches, seen from the modifier's controller."""
    return mod.targeting is None or any(target_matches(mod, permanent, o) for o in targeted)


def target_count(mod: CostModifier, permanent: GameObject, targeted: Iterable[GameObject]) -> int:
    """How many times ``mod`` applies to a spell with these targets (601.2f): once when it
    doesn't look at targets or (Kopala, Price of Fame) when some target matches; with
    ``per_target`` once for each distinct matching object ("for each creature it targets":
    an object chosen in two slots is one creature)."""
    if mod.targeting is None:
        return 1
    hits = {o.id for o in targeted if target_matches(mod, permanent, o)}
    return len(hits) if mod.per_target else int(bool(hits))


def self_reduction(r: SelfReduction, battlefield: Iterable[GameObject], caster: str) -> int:
    """"Costs {1} less for each [thing]" (affinity, 702.41a): how many objects count."""
    return sum(1 for o in battlefield
               if r.counted.matches(o.types, o.subtypes, o.colors, o.all_creature_types)
               and (not r.yours_only or o.controller == caster))


# ----- "as though it had flash if you pay {2} more" (601.2f, 117.1a) ---------------------------------
_MAIN_PHASES = ("main1", "main2")


def flash_tax(state: GameState, spell: GameObject, player: str) -> int:
    """The generic mana ``player`` pays more to cast ``spell`` now for its "You may cast this
    spell as though it had flash if you pay {N} more to cast it." (``CardDef.flash_tax``): N
    when the permission is what lets it be cast now, else 0. Not used: with sorcery timing
    (117.1a: the player's own main phase, empty stack), when the spell has flash otherwise
    (printed or granted keyword, the object's ``granted``, an instant, 702.8a), or while nobody
    holds priority (117.2e: a resolving trigger's cast ignores timing)."""
    card = spell.card
    if not card.flash_tax or state.priority is None:
        return 0
    if "Flash" in card.keywords or "Instant" in card.types or card.flash_permission or spell.has("flash"):
        return 0
    sorcery = state.active_player == player and state.phase in _MAIN_PHASES and not state.stack
    return 0 if sorcery else card.flash_tax
