"""Keyword lines and casting permissions read exactly (issue 13, kw15), each anchored on its first
words so that reading stays cheap (:func:`kw15_line` returns False at once for any other line):

- Prowl {M} (702.76a: "You may cast this spell by paying [cost] rather than paying its mana
  cost if a player was dealt combat damage this turn by a source that, at the time it dealt
  that damage, was under your control and had any of this spell's creature types"): an
  :class:`AlternativeCost` ``prowl`` from the hand (118.9) with ``if_prowl``: the state's
  ``combat_damage_types_this_turn`` of the caster decides it, and
  :func:`castable.model.statemods.alternatives` drops the cost before any checker looks when
  none of the spell's creature types is there. Read only on a card with a creature type (every
  printing: Goblin Rogue creatures, Kindred Rogue spells), without {X}, once. "If this spell's
  prowl cost was paid, <effect>" is read as the effect alone when it has no target (what the
  spell does as it resolves changes no answer; a target would be chosen only with prowl).
- Cleave {M} (702.148a: "You may cast this spell by paying [cost] rather than paying its mana
  cost"; 702.148b: cast that way, the words in square brackets are removed from its text): an
  :class:`AlternativeCost` ``cleave`` from the hand, on instants and sorceries (every
  printing). A line with brackets is read as its words with the brackets (the text of the
  spell cast for its mana cost) only when no sentence holding a bracket mentions a target or
  X: then both texts choose the same targets (601.2c) and announce the same values (601.2b),
  so the removed words change nothing the engine answers. "Destroy target [attacking]
  creature" (Fierce Retribution: cleave widens the target) and "[X is the number of creatures
  you control.]" (Lantern Flare) stay unread, as does a cleave cost with {X}.
- Reconfigure {M} (702.151a: two activated abilities, "[Cost]: Attach this permanent to another
  target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this
  permanent. Activate only if this permanent is attached to a creature and only as a
  sorcery"): two :class:`ActivatedAbility`, the second with the :class:`ActivateCheck`
  ``attached`` (:func:`castable.model.activatecheck.check_holds`, shared by the checkers), in
  that order (cli.md's K), and the keyword ``Reconfigure``, which
  :func:`castable.model.reconfigure.reconfigured_types` reads: attached, it isn't a creature
  (702.151b). Not an equip ability (Equip is another keyword, 702.6): mana "only to activate
  equip abilities" doesn't pay it. Only a mana cost without {X} (every printing).
- Hidden agenda / Double agenda (702.106a-b: a conspiracy starts the game face down in the
  command zone with one or two card names secretly chosen; it may be turned face up any time,
  a special action that changes nothing the engine answers): nothing on a Conspiracy (every
  printing); what a line about "the chosen name" does is that line's own (read or refused by
  the other readers).
- Splice onto Arcane / onto instant or sorcery (702.47a: "As you cast an Arcane spell, you may
  reveal this card from your hand and pay its splice cost. If you do, add this card's effects to
  that spell."): a static ability of the card in the hand that changes nothing about casting the
  card itself; it adds a cost and effects, targets included, to another spell as that one is
  cast, options no checker lists. Read as the keyword ``Splice onto Arcane`` (or ``... instant
  or sorcery``), whatever the cost; :mod:`castable.model.splice` then refuses (exit 4, naming
  the splice card) every question about casting a spell it could be spliced onto while it is in
  the caster's hand. On instants and sorceries only (every printing).
- Web-slinging {M} (702.188a: "You may cast this spell by paying [cost] and returning a tapped
  creature you control to its owner's hand rather than paying this spell's mana cost"): an
  :class:`AlternativeCost` ``web-slinging``, that mana and returning a creature its caster
  controls that is tapped in the state; :mod:`castable.model.webslinging` refuses the states
  where one of their untapped creatures could be tapped as the spell is cast.
- "You may cast this card from your graveyard[ or from exile]" and its kin (601.3, the card's own
  permission; :func:`_own_permission`): its mana cost from there, as retrace is read.
- "You may play lands from your graveyard." / "Desert lands" / "Forests" (305.1): the lands its
  controller may play from their graveyard (``CardDef.lands_from_graveyard``).
- "Forestcycling {2}, plainscycling {2}" (702.29e): two landcycling abilities, each read as alone.
- "Equip {0}. Activate only once each turn." (702.6a, 602.5b): the equip ability, once each turn.

Left unread on purpose: Assist (702.132a: another player's payment), "only if you've been attacked
this step" (the state says which creatures attack, not whom), "from your graveyard using its
warp / mutate ability" (a second cost of that name the checkers would not tell apart), "You may cast this
card from your graveyard, but not from anywhere else" (the hand closed too), casting from the
top of the library (the state's library is a count).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import (
    ActivateCheck,
    ActivatedAbility,
    AlternativeCost,
    CostPart,
    ObjectFilter,
    TargetSlot,
    is_creature_type,
)
from castable.model.mana import ManaCost
from castable.model.oracle.abilities import activated_keyword
from castable.model.oracle.common import COST, Unsupported, rx, text_cost
from castable.model.webslinging import WEB_SLINGING

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

PROWL = "prowl"
CLEAVE = "cleave"
#: 702.151a: the attach half's target ("another": not the Equipment itself)
_ANOTHER_YOURS = TargetSlot("creature", ObjectFilter(controller="you"), text="another target creature you control",
                            not_source=True)
_ATTACHED = ActivateCheck("attached", 1, text="Activate only if this permanent is attached to a creature.")
_PROWLED = " If this spell's prowl cost was paid, "
_STARTS = ("Web-slinging ", "You may cast ", "You may play ", "Splice onto ", "Prowl ", "Cleave ", "Reconfigure ",
           "Hidden agenda", "Double agenda", "If this spell's prowl cost was paid, ")


def kw15_line(r: Reader, line: str) -> bool:
    """One of the lines of the module doc, read; False for any other line; Unsupported for
    one of these the reader can't say exactly."""
    if "[" in line and _has_cleave(r):
        return _bracketed(r, line)
    if _PROWLED in line and not line.startswith(_PROWLED[1:]):
        head, _, tail = line.partition(_PROWLED)
        _if_prowled(r, tail)  # the condition first: Unsupported before the head is read
        r.line(head)
        return True
    if "cycling {" in line and line.count("cycling {") == 2:
        return _two_landcyclings(r, line)
    if line.startswith(("Equip ", "Equip—")) and line.endswith(_ONCE):
        return _equip_once(r, line)
    if not line.startswith(_STARTS):
        return False
    if line.startswith("You may cast "):
        return _own_permission(r, line)
    if line.startswith("You may play "):
        return _lands_from_graveyard(r, line)
    if line.startswith("Web-slinging "):
        return _web_slinging(r, line)
    if line.startswith("Splice onto "):
        return _splice(r, line)
    if line.startswith("Prowl "):
        return _prowl(r, line)
    if line.startswith("Cleave "):
        return _cleave(r, line)
    if line.startswith("Reconfigure "):
        return _reconfigure(r, line)
    if line.startswith("If "):
        return _if_prowled(r, line[len(_PROWLED) - 1:])
    if line not in ("Hidden agenda", "Double agenda") or "Conspiracy" not in r.types:
        raise Unsupported
    return True


#: the costs read from "You may cast this card from your graveyard [or from exile]": its mana
#: cost (filled in by :func:`kw15_finish`) from that zone (``castable.model.grants`` knows them)
FROM_GRAVEYARD = "cast from graveyard"
FROM_EXILE = "cast from exile"
#: "... by <these> in addition to paying its other costs" (every printing of the form)
_BY = {
    "discarding a card": (CostPart("discard", 1),),
    "discarding two cards": (CostPart("discard", 2),),
    "paying 3 life and discarding a card": (CostPart("pay_life", 3), CostPart("discard", 1)),
    "paying 2 life and sacrificing an artifact or creature":
        (CostPart("pay_life", 2), CostPart("sacrifice", 1, ObjectFilter(types=frozenset({"Artifact", "Creature"})))),
}
#: "... as long as you control <this>" (statemods' ``if_count``, one or more)
_CONTROL = {
    "a Zombie": ObjectFilter(subtypes=frozenset({"Zombie"}), controller="you"),
    "a black or green permanent": ObjectFilter(colors=frozenset({"B", "G"}), controller="you"),
}


def _own_permission(r: Reader, line: str) -> bool:
    """601.3: "You may cast this card from your graveyard[ or from exile][ as long as you control
    <a Zombie>| by <discarding a card> in addition to paying its other costs]." / "You may cast
    ~ from exile." (and "If you do,
    it enters with a finality counter on it.", an effect as it resolves): the card's mana cost
    from that zone, read as retrace's is (a cost of its own, ``FROM_GRAVEYARD``, whose mana
    :func:`kw15_finish` fills in), the parts paid with it (601.2h), the condition decided by
    statemods on the state as casting begins. Other "You may cast" lines: False."""
    m = rx.fullmatch(rf"You may cast {r.self_re} from (your graveyard|exile)( or from exile)?(?: as long as you control "
                     r"(a Zombie|a black or green permanent)| by ([a-z0-9 ]+) in addition to paying its other costs)?\."
                     r"(?: If you do, it enters with a finality counter on it\.)?", line)
    if m is None:
        return False
    zone, exile, control, by = m.groups()
    if (by is not None and by not in _BY) or any(a.name in (FROM_GRAVEYARD, FROM_EXILE) for a in r.alternative):
        raise Unsupported
    parts = _BY[by] if by is not None else ()
    cond: dict[str, Any] = {"if_count": _CONTROL[control], "if_at_least": 1} if control is not None else {}
    if zone != "exile":
        r.alternative.append(AlternativeCost(FROM_GRAVEYARD, parts=parts, zone="graveyard", **cond))
    if exile or zone == "exile":
        r.alternative.append(AlternativeCost(FROM_EXILE, parts=parts, zone="exile", **cond))
    return True


def kw15_finish(r: Reader, mc: ManaCost | None, unread: list[str], text: str) -> None:
    """Once every line is read: the own permissions' mana is the card's mana cost (601.3); a card
    with no mana cost can't be cast that way (118.6), and beside another alternative or optional
    cost (118.9a: an alternative cost from that zone would replace the mana cost, which no cost
    of the card says) the permission's line stays unread."""
    mine = [a for a in r.alternative if a.name in (FROM_GRAVEYARD, FROM_EXILE)]
    if not mine:
        return
    others = len(mine) < len(r.alternative) or bool(r.optional)
    if mc is None or others:
        unread.append(next(ln.strip() for ln in text.split("\n") if ln.startswith("You may cast ")))
        r.alternative = [a for a in r.alternative if a.name not in (FROM_GRAVEYARD, FROM_EXILE)]
        return
    r.alternative = [dataclasses.replace(a, mana=mc) if a in mine else a for a in r.alternative]


#: 702.188a: "returning a tapped creature you control to its owner's hand"
_TAPPED_YOURS = CostPart("return_to_hand", 1, ObjectFilter(types=frozenset({"Creature"}), controller="you", tapped=True))


def _web_slinging(r: Reader, line: str) -> bool:
    """702.188a: "Web-slinging {M}": an alternative cost ``web-slinging``, that mana and returning
    a creature its caster controls that is tapped in the state (exact only where
    :func:`castable.model.webslinging.blocker` lets the question be answered)."""
    mana = text_cost(_mana_cost(line, "Web-slinging"))
    if any(a.name == WEB_SLINGING for a in r.alternative):
        raise Unsupported
    r.keywords.add("Web-slinging")
    r.alternative.append(AlternativeCost(WEB_SLINGING, mana, (_TAPPED_YOURS,)))
    return True


#: "You may play <these> from your graveyard." (every printing of the form)
_GRAVEYARD_LANDS = {
    "lands": ObjectFilter(types=frozenset({"Land"})),
    "Desert lands": ObjectFilter(types=frozenset({"Land"}), subtypes=frozenset({"Desert"})),
    "Forests": ObjectFilter(types=frozenset({"Land"}), subtypes=frozenset({"Forest"})),
}


def _lands_from_graveyard(r: Reader, line: str) -> bool:
    """305.1: "You may play lands from your graveyard." (Crucible of Worlds; "Desert lands",
    "Forests"): its controller may play those land cards from their own graveyard, a land play
    as from the hand (305.2: the same number, timing and priority), while it is on the
    battlefield (``CardDef.lands_from_graveyard``, read by the land play and the move list).
    Other "You may play" lines: False."""
    m = rx.fullmatch(r"You may play (lands|Desert lands|Forests) from your graveyard\.", line)
    if m is None:
        return False
    if r.lands_from_graveyard is not None:
        raise Unsupported  # two such lines: none printed
    r.lands_from_graveyard = _GRAVEYARD_LANDS[m.group(1)]
    return True


_ONCE = ". Activate only once each turn."


def _equip_once(r: Reader, line: str) -> bool:
    """"Equip {0}. Activate only once each turn." / "Equip—Pay 3 life. Activate only once each
    turn." (702.6a with 602.5b): the equip ability as the keyword alone is read
    (``activated_keyword``), activated at most once each turn (``once_per_turn``: the object's
    ``activations_this_turn``)."""
    before = len(r.abilities)
    add = activated_keyword(r, line[:-len(_ONCE)])
    if add is None:
        raise Unsupported
    add()
    ab = r.abilities[-1] if len(r.abilities) == before + 1 else None
    if not isinstance(ab, ActivatedAbility) or not ab.equip or ab.once_per_turn:
        raise Unsupported
    r.abilities[-1] = dataclasses.replace(ab, text=line, once_per_turn=True)
    return True


def _two_landcyclings(r: Reader, line: str) -> bool:
    """702.29a, 702.29e: "Forestcycling {2}, plainscycling {2}" is two landcycling abilities,
    each "{2}, Discard this card: Search your library for a Forest card ...", read one by one as
    each alone is (``activated_keyword``: from the hand, discarding the card), in text order."""
    m = rx.fullmatch(rf"((?:Plains|Island|Swamp|Mountain|Forest)cycling {COST}), "
                     rf"((?:plains|island|swamp|mountain|forest)cycling {COST})", line)
    if m is None:
        raise Unsupported
    adds = [activated_keyword(r, part) for part in (m.group(1), m.group(2).capitalize())]
    if any(add is None for add in adds):
        raise Unsupported
    for add in adds:
        if add is not None:
            add()
    return True


def _splice(r: Reader, line: str) -> bool:
    """702.47a: "Splice onto Arcane {M}" / "Splice onto Arcane—<cost>" / "Splice onto instant
    or sorcery {M}", on instants and sorceries (every printing): the keyword only (see the
    module doc; :mod:`castable.model.splice` refuses the spells it could be spliced onto)."""
    m = rx.fullmatch(rf"Splice onto (Arcane|instant or sorcery)(?: {COST}|—[A-Z][^—]*\.)", line)
    if m is None or not r.is_spell_card or any(k.startswith("Splice onto ") for k in r.keywords):
        raise Unsupported
    r.keywords.add(f"Splice onto {m.group(1)}")
    return True


def _has_cleave(r: Reader) -> bool:
    return any(a.name == CLEAVE for a in r.alternative)


def _mana_cost(line: str, keyword: str) -> str:
    m = rx.fullmatch(rf"{keyword} ({COST})", line)
    if m is None or "X" in m.group(1):
        raise Unsupported  # {X} in the cost, a non-mana cost
    return m.group(1)


def _prowl(r: Reader, line: str) -> bool:
    mana = text_cost(_mana_cost(line, "Prowl"))
    if not any(is_creature_type(t) for t in r.subtypes) or any(a.name == PROWL for a in r.alternative):
        raise Unsupported  # no creature type (none printed): 702.76a could never hold; two prowl lines
    r.keywords.add("Prowl")
    r.alternative.append(AlternativeCost(PROWL, mana, if_prowl=True))
    return True


def _if_prowled(r: Reader, rest: str) -> bool:
    """ "If this spell's prowl cost was paid, draw a card." (``rest``: after the comma), alone or
    the last sentence of a line: the effect alone, read as spell text (no target: one chosen
    only with prowl would be a target the engine doesn't list; no X, no "that": nothing that
    leans on the sentences before it)."""
    if not r.is_spell_card or not any(a.name == PROWL for a in r.alternative) \
            or rx.search(r"\btargets?\b|\bX\b|\bthat\b|\bit\b|\bthem\b", rest, re.IGNORECASE):
        raise Unsupported
    r.line(rest[:1].upper() + rest[1:])
    return True


def _cleave(r: Reader, line: str) -> bool:
    mana = text_cost(_mana_cost(line, "Cleave"))
    if not r.is_spell_card or _has_cleave(r) or r.targets:
        raise Unsupported  # a permanent (none printed), two cleave lines, cleave after the text
    r.keywords.add("Cleave")
    r.alternative.append(AlternativeCost(CLEAVE, mana))
    return True


_SENTENCE = re.compile(r"(?<=\.)\s+")


def _bracketed(r: Reader, line: str) -> bool:
    """702.148b: a line with words in square brackets, read as the spell cast for its mana cost
    has it, when the words removed by cleave are in no sentence with a target or an X."""
    if line.count("[") != line.count("]") or line.startswith("•"):
        raise Unsupported
    for sentence in _SENTENCE.split(line):
        if "[" in sentence or "]" in sentence:
            if rx.search(r"\btargets?\b|\bX\b|\bcosts?\b|\bmana\b(?! value)|\bcast\b", sentence, re.IGNORECASE):
                raise Unsupported
    r.line(line.replace("[", "").replace("]", ""))
    return True


def _reconfigure(r: Reader, line: str) -> bool:
    mana = text_cost(_mana_cost(line, "Reconfigure"))
    if "Reconfigure" in r.keywords or "Creature" not in r.types or "Equipment" not in r.subtypes:
        raise Unsupported  # two reconfigure lines; not an Equipment creature (none printed)
    r.keywords.add("Reconfigure")
    cost = line[len("Reconfigure "):]  # 702.151a's two abilities, each with its own text (cli.md's K)
    r.abilities.append(ActivatedAbility(f"{cost}: Attach this permanent to another target creature you control. "
                                        "Activate only as a sorcery.", mana=mana, sorcery_speed=True,
                                        targets=(_ANOTHER_YOURS,)))
    r.abilities.append(ActivatedAbility(f"{cost}: Unattach this permanent. Activate only if this permanent is attached "
                                        "to a creature and only as a sorcery.", mana=mana, sorcery_speed=True,
                                        activate_check=_ATTACHED))
    return True
