"""Additional costs written as a choice between costs (issue 13, addcost13): "As an additional
cost to cast this spell, sacrifice a creature or pay {3}." / "discard a card or pay 3 life" /
"pay 5 life or pay {2}" / "sacrifice an artifact or discard a card" / "sacrifice a creature,
discard a card, or pay 4 life" / "blight 1 or pay {3}" / "forage or pay {B}".

601.2b: the caster announces which of the costs they will pay (118.8a: an additional cost;
unlike 118.8b's, one of them must be paid). Each cost joined by "or" is read as an
:class:`OptionalCost` named by its own words ("sacrifice a creature", "pay {3}") with
``one_of`` set to the face's name: the three checkers choose exactly one cost of the group,
once, and the plan's ``optional_costs`` names it. Its parts and mana are then paid as any
chosen optional cost's are (601.2f: the mana joins the total cost before reductions; 601.2h:
the parts).

- "pay {M}": the cost's mana (no X); "pay N life", "sacrifice a <type>[ or <type>]",
  "discard a card", "tap an untapped <type> you control": :func:`castable.model.oracle.costs.cost_part`;
  "sacrifice a legendary creature" (205.4: a supertype the sacrifice filter checks).
- "blight N" (put N -1/-1 counters on a creature you control): the blight part of
  :mod:`castable.model.oracle.mech_costs`, on an instant or sorcery only, as there.
- "forage" (701.61a: exile three cards from your graveyard or sacrifice a Food): itself a
  choice, so two costs of the group ("exile three cards from your graveyard", "sacrifice a Food").

Reveal and behold: "reveal a <type or subtype> card from your hand" (a card of the caster's hand
other than the spell) and "behold a <subtype>" (choose a permanent you control with it or reveal
a card with it from your hand; written out too: "choose a creature you control or reveal a
creature card from your hand"): :class:`CostPart` ``reveal`` / ``behold`` of one object, which
stays where it is; the plan's ``cost_objects`` names it and it is part of the option. Required,
one cost of a choice, or optional ("you may behold a Dragon": the optional cost ``behold``).
"behold a Kithkin and exile it" (its reminder text: exile a Kithkin you control or a Kithkin card
from your hand): ``behold_exile``, the object chosen is exiled (the plan's ``exiled``). A
face with such a part and any other part that uses an object is refused (:func:`look_fits`).

Read whole (:func:`_single`): "waterbend {N}" required (one cost of a group of one);
"you may collect evidence N. This spell costs {M} less to cast if evidence was collected.";
"tap four untapped artifacts, creatures, and/or lands you control"; "return a land / creature /
permanent you control to its owner's hand" (``return``: to its owner's hand, 601.2h); the single
costs of ``_PLAIN`` ("exile a creature you control": ``exile_yours``, the creature exiled; "put a
-1/-1 counter on a creature you control": blight 1's part, refused beside a sacrifice or return
as blight is; "sacrifice a nonland permanent", "exile six cards from your graveyard", ...).

An "or" between nouns ("sacrifice a creature or enchantment") is one cost, read by
:func:`castable.model.oracle.costs.cost_line`: only an "or" before a verb splits. Left unread:
"behold two creatures of that type", "choose a creature you
control" alone, returning a permanent as one cost of a choice, an X, "you may" before a choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ANY, CREATURE, CostPart, ObjectFilter, OptionalCost
from castable.model.mana import parse_cost
from castable.model.oracle.common import COST, Unsupported, rx, text_cost
from castable.model.oracle.costs import card_filter, cost_part
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_PREFIX = "As an additional cost to cast "
#: an "or" (or a list comma) before a cost's verb separates two costs; one before a noun doesn't
_SPLIT = rx.compile(r"(?:,? or |, )(?=(?:pay|sacrifice|discard|blight|forage|tap|exile|return|behold|reveal|choose)\b)")
#: 701.61a: "To forage, exile three cards from your graveyard or sacrifice a Food."
_FORAGE = (("exile three cards from your graveyard", CostPart("exile_from_graveyard", 3, ANY)),
           ("sacrifice a Food", CostPart("sacrifice", 1, ObjectFilter(subtypes=frozenset({"Food"})))))
_LEGENDARY = ObjectFilter(types=frozenset({"Creature"}), supertypes=frozenset({"Legendary"}))
#: the cost parts that reveal or behold an object (:func:`look_fits`)
LOOKS = ("reveal", "behold", "behold_exile", "exile_yours")
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}
_PLURAL = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land", "enchantments": "Enchantment"}
_KINDS = "|".join(_PLURAL)
#: single costs read whole whose words the cost grammar (costs.py) doesn't take: the part each is
_PLAIN = {
    # 118.1: a -1/-1 counter on a creature you control is blight 1's action (the cards' reminder)
    "put a -1/-1 counter on a creature you control": CostPart("blight", 1, CREATURE),
    "sacrifice a nonland permanent": CostPart("sacrifice", 1, ObjectFilter(non_types=frozenset({"Land"}))),
    "sacrifice a blue permanent": CostPart("sacrifice", 1, ObjectFilter(colors=frozenset({"U"}))),
    "exile an instant or sorcery card from your graveyard":
        CostPart("exile_from_graveyard", 1, ObjectFilter(types=frozenset({"Instant", "Sorcery"}))),
    "exile six cards from your graveyard": CostPart("exile_from_graveyard", 6, ANY),
    # a creature you control leaves the battlefield for exile (601.2h): ``exile_yours``
    "exile a creature you control": CostPart("exile_yours", 1, ObjectFilter(types=frozenset({"Creature"}))),
}
_PLAIN_ENDS = tuple(text + "." for text in _PLAIN)


def addcost_line(r: Reader, line: str) -> bool:
    """An additional cost that is a choice between costs, or that reveals or beholds (see the
    module docstring); False for any other line; raises :class:`Unsupported` for such a cost it
    can't read exactly."""
    if not line.startswith(_PREFIX) or not (" or " in line or "reveal" in line or "behold" in line
                                            or "waterbend {" in line or "evidence was collected" in line
                                            or "and/or lands" in line or "to its owner's hand." in line
                                            or line.endswith(_PLAIN_ENDS)):
        return False
    m = rx.fullmatch(rf"As an additional cost to cast {r.self_re}, (you may )?(.+)\.", line)
    if m is None:
        return False
    if _single(r, m.group(2), optional=bool(m.group(1))):
        return True
    if not (" or " in line or "reveal" in line or "behold" in line):
        return False  # "you may waterbend {N}": mech_costs
    look = _whole_look(m.group(2))
    if look is not None or m.group(1):
        return _look_line(r, look or _look(m.group(2)), optional=bool(m.group(1)))
    pieces = _SPLIT.split(m.group(2))
    if len(pieces) < 2 and pieces[0].startswith(("reveal ", "behold ")):
        return _look_line(r, _look(pieces[0]), optional=False)  # "reveal a creature card from your hand"
    if len(pieces) < 2:
        return False  # "sacrifice a creature or enchantment": one cost (costs.cost_line)
    if any(o.one_of is not None for o in r.optional):
        raise Unsupported  # two such choices on one face: not a card printed
    costs = [c for piece in pieces for c in _costs(r, piece)]
    names = [c.name for c in costs]
    if len(set(names)) != len(names) or {o.name for o in r.optional} & set(names):
        raise Unsupported
    r.optional.extend(costs)
    return True


def _single(r: Reader, text: str, *, optional: bool) -> bool:
    """Three costs read here as a whole: "waterbend {N}" required (701.67: a cost of {N} that
    untapped artifacts and creatures may pay {1} each of; one cost of a group of one, so always
    chosen, 601.2b); "you may collect evidence N. This spell costs {M} less to cast if evidence
    was collected." (118.8b with a reduction each time it is paid, 601.2f); "tap four untapped
    artifacts, creatures, and/or lands you control" (118.3: each an object of any of those types);
    "return a land you control to its owner's hand" (601.2h: one you control when it is paid)."""
    wm = rx.fullmatch(r"waterbend \{(\d+)\}", text)
    if wm and not optional:
        if any(o.name == "waterbend" for o in r.optional):
            raise Unsupported
        r.optional.append(OptionalCost("waterbend", mana=parse_cost("{" + wm.group(1) + "}"), waterbend=True,
                                       one_of=r.name))
        return True
    em = rx.fullmatch(rf"collect evidence (\d+)\. {r.self_re} costs \{{(\d+)\}} less to cast if evidence was collected", text)
    if em and optional:
        if any(o.name == "collect evidence" for o in r.optional):
            raise Unsupported
        part = CostPart("collect_evidence", int(em.group(1)))
        r.optional.append(OptionalCost("collect evidence", parts=(part,), reduction=int(em.group(2))))
        return True
    if text in _PLAIN and not optional:
        if _PLAIN[text].action == "blight" and not r.is_spell_card:
            raise Unsupported  # as mech_costs: a permanent spell's blight is not read
        r.additional.append(_PLAIN[text])
        return True
    rm = rx.fullmatch(r"return an? (land|creature|artifact|enchantment|permanent) you control to its owner's hand", text)
    if rm and not optional:  # 601.2h: a permanent you control, tapped or not (even one tapped for mana)
        kind = _PLURAL.get(rm.group(1) + "s")
        yours = ObjectFilter(types=frozenset({kind} if kind else ()), controller="you")
        r.additional.append(CostPart("return_to_hand", 1, yours))
        return True
    tm = rx.fullmatch(rf"tap ({'|'.join(_COUNT)}) untapped ((?:{_KINDS}), (?:{_KINDS}),? and/or (?:{_KINDS})) you control", text)
    if tm and not optional:
        kinds = rx.split(r",? and/or |, ", tm.group(2))
        if len(set(kinds)) != len(kinds):
            raise Unsupported
        r.additional.append(CostPart("tap_untapped", _COUNT[tm.group(1)],
                                     ObjectFilter(types=frozenset(_PLURAL[k] for k in kinds))))
        return True
    return False


def _costs(r: Reader, piece: str) -> list[OptionalCost]:
    """The costs one piece of the choice offers (forage: two)."""
    if rx.search(r"\bX\b|\{X\}|\bthis\b|" + r.self_re, piece):
        raise Unsupported
    if piece.startswith("pay {"):
        cost = piece.removeprefix("pay ")
        if not rx.fullmatch(COST, cost):
            raise Unsupported
        return [OptionalCost(piece, mana=text_cost(cost), one_of=r.name)]
    if piece == "forage":
        return [OptionalCost(name, parts=(part,), one_of=r.name) for name, part in _FORAGE]
    bm = rx.fullmatch(r"blight (\d+)", piece)
    if bm:
        if not r.is_spell_card:
            raise Unsupported  # as mech_costs: a permanent spell's blight is not read
        return [OptionalCost(piece, parts=(CostPart("blight", int(bm.group(1)), CREATURE),), one_of=r.name)]
    if piece == "sacrifice a legendary creature":
        return [OptionalCost(piece, parts=(CostPart("sacrifice", 1, _LEGENDARY),), one_of=r.name)]
    if piece.startswith(("behold", "reveal")):
        return [OptionalCost(piece, parts=(_look(piece),), one_of=r.name)]
    if piece.startswith(("choose", "return")):
        raise Unsupported  # "choose a creature you control" alone, returning: unread
    return [OptionalCost(piece, parts=(cost_part(piece),), one_of=r.name)]


def _look_line(r: Reader, part: CostPart, *, optional: bool) -> bool:
    """"reveal a creature card from your hand" (a required part) / "you may behold a Dragon"
    (an optional cost named "behold" or "reveal", 118.8b)."""
    if not optional:
        r.additional.append(part)
        return True
    if any(o.name == part.action for o in r.optional):
        raise Unsupported
    r.optional.append(OptionalCost(part.action, parts=(part,)))
    return True


def _whole_look(text: str) -> CostPart | None:
    """The two spellings of a behold written out: "choose a creature you control or reveal a
    creature card from your hand" (Monstrous Emergence), "reveal a Dragon card from your hand
    or choose a Dragon you control" (Dragon's Fire); None for any other text."""
    m = rx.fullmatch(r"choose an? (\w+) you control or reveal an? (\w+) card from your hand", text) \
        or rx.fullmatch(r"reveal an? (\w+) card from your hand or choose an? (\w+) you control", text)
    if m is None:
        return None
    if m.group(1) != m.group(2):
        raise Unsupported
    return CostPart("behold", 1, _quality(m.group(1)))


def _look(piece: str) -> CostPart:
    """"behold a <subtype>" (choose a permanent you control with that subtype or reveal a card
    with it from your hand) or "reveal a <subtype or type> card from your hand"."""
    bm = rx.fullmatch(r"behold an? ([A-Z][\w-]*)( and exile it)?", piece)
    if bm:  # "and exile it": the permanent or card chosen is exiled (its reminder text)
        return CostPart("behold_exile" if bm.group(2) else "behold", 1, _quality(bm.group(1)))
    rm = rx.fullmatch(r"reveal an? (\w+) card from your hand", piece)
    if rm:
        return CostPart("reveal", 1, _quality(rm.group(1)))
    raise Unsupported  # "behold a Kithkin and exile it", "behold two creatures of that type", ...


def _quality(word: str) -> ObjectFilter:
    """"Dragon" (a subtype, 205.3), "creature" (a card type): what the object must have."""
    if word[:1].isupper():
        if word not in SUBTYPES:
            raise Unsupported
        return ObjectFilter(subtypes=frozenset({word}))
    f = card_filter(word)
    if f.colors or not f.types:
        raise Unsupported  # "a red card": not a quality any printed behold or reveal names
    return f


def look_fits(r: Reader) -> bool:
    """False when the card read reveals or beholds and has another cost part that could use the
    same object (sacrifice, discard, exile, tap, return...), or two such parts: 601.2h pays parts
    in any order, which the checkers don't model for an object that stays (checked once every
    line is read; paying life takes no object)."""
    if not (r.additional or r.optional or r.alternative):
        return True  # most faces: no cost part at all
    parts = [*r.additional, *(p for a in r.alternative for p in a.parts), *(p for o in r.optional for p in o.parts)]
    looks = [p for p in parts if p.action in LOOKS]
    if any(p.action == "blight" for p in r.additional):  # "put a -1/-1 counter on a creature you control"
        looks += [p for p in r.additional if p.action == "blight"]
    if not looks:
        return True
    return len(looks) == 1 and all(p.action == "pay_life" for p in parts if p not in looks) \
        and not any(a.emerge for a in r.alternative)
