"""Target nouns that are lists whose items don't share their words (115.1, 601.2c): "target
creature or Vehicle", "target Spirit or enchantment", "target artifact, enchantment, or creature
with flying", "target creature, Vehicle, or nonbasic land", "target artifact or tapped
creature", "target creature or planeswalker that's black or red", "target creature with power
or toughness 4 or greater". Each item becomes one alternative of ``ObjectFilter.any_of``.

Read only when :func:`castable.model.oracle.targets.target_noun` can't read the phrase as one
shared filter. An item is adjectives (those of the plain reader: colors, nonbasic, tapped...)
then one card type or one subtype (:data:`~castable.model.oracle.targets.SUBTYPES`). A keyword
or a power / toughness condition after the list binds to its last item, and only when that
item is "creature" and no other item is a creature or a subtype (702.9: "artifact,
enchantment, or creature with flying" — an artifact has no flying to check; "creature or
Vehicle with power 3 or greater" is refused). Shared tails ("you control", "card from your
graveyard", "spell", "that's black or red", "that's attacking or blocking", "with mana value N
or less") bind to every item. Plurals, "and/or" and anything else stay unsupported.
"""

from __future__ import annotations

import re
from typing import Any

from castable.model.cards import ObjectFilter
from castable.model.oracle.common import COLOR_WORD, Unsupported, rx

_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
_SPELL_TYPES = ("artifact", "battle", "creature", "enchantment", "planeswalker", "instant", "sorcery")  # 110.4b: no land
_NOUN = r"(?:[a-z]+|[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
_ADJ = (r"(?:non-?[A-Za-z]+|white|blue|black|red|green|colorless|multicolored|tapped|untapped|attacking|blocking|"
        r"legendary|basic|snow)")
#: 2 to 4 items: "A or B", "A, B, or C", "A, B, C, or D"; an item is up to 2 adjectives and a noun
_ITEM = rf"(?:{_ADJ} ){{0,2}}{_NOUN}"
_LIST = re.compile(rf"({_ITEM})(?:, ({_ITEM}))?(?:, ({_ITEM}))?,? or ({_ITEM})(?=[ ,.])")
_COLOR = r"(?:white|blue|black|red|green)"
#: what may follow a condition on the last item: the sentence goes on with no "and" / "or"
#: that could extend the condition ("with flying and trample")
_ENDS = (r"(?=\.| you control\b| an opponent controls\b| you don't control\b| this turn\b|"
         r" (?:gets|gains|loses|can't|deals|fights|becomes)\b)")
_ADJ_LIST = re.compile(r"(attacking|blocking|tapped), (attacking|blocking|tapped)(?:, (attacking|blocking|tapped))?,? "
                       r"or (attacking|blocking|tapped) creature\b(?! (?:card|spell|token)s?\b)")


def _item(words: str, head: str | None, subtypes: frozenset[str]) -> ObjectFilter | None:
    """One item of the list: adjectives then one card type or subtype; None if not one."""
    from castable.model.oracle.targets import read_adjectives  # the plain reader's adjectives

    filt: dict[str, Any] = {}
    sets: dict[str, set[str]] = {k: set() for k in ("colors", "non_colors", "non_types", "non_subtypes", "supertypes",
                                                   "non_supertypes")}
    pos, _ = read_adjectives(words + " ", filt, sets)
    noun = words[pos:]
    if " " in noun or not noun:
        return None
    if noun in (_SPELL_TYPES if head == "spell" else _TYPES):
        filt["types"] = frozenset({noun.capitalize()})
    elif noun in subtypes:
        filt["subtypes"] = frozenset({noun})
    else:
        return None
    if head is not None and ("tapped" in filt or "combat" in filt or "token" in filt):
        return None  # a card or a spell is never tapped or attacking
    for key, values in sets.items():
        if values:
            filt[key] = frozenset(values)
    return ObjectFilter(**filt)


def noun_list(s: str, subtypes: frozenset[str], self_re: str) -> tuple[dict[str, Any], int] | None:
    """The list at the start of ``s`` (after "target "): the slot's kind and filter and how
    many characters it took, or None if ``s`` doesn't start with a list read here."""
    pt = rx.match(r"creature with power or toughness (\d+) or (greater|less)\b", s)
    if pt:  # Repel Calamity: either number (a list of two conditions)
        side, n = ("min_" if pt.group(2) == "greater" else "max_"), int(pt.group(1))
        power: dict[str, Any] = {side + "power": n}
        toughness: dict[str, Any] = {side + "toughness": n}
        either = (ObjectFilter(**power), ObjectFilter(**toughness))
        return {"kind": "creature", "filter": ObjectFilter(any_of=either)}, pt.end()
    am = _ADJ_LIST.match(s)
    if am:  # Sonar Strike: "target attacking, blocking, or tapped creature": any one of them
        states = tuple(ObjectFilter(tapped=True) if a == "tapped" else ObjectFilter(combat=a)
                       for a in am.groups() if a is not None)
        return {"kind": "creature", "filter": ObjectFilter(any_of=states)}, am.end()
    m = _LIST.match(s)
    if not m:
        return None
    raw = [g for g in m.groups() if g is not None]
    if any(rx.fullmatch(self_re, w.split()[-1]) for w in raw):
        return None
    pos = m.end()
    hm = rx.match(r" (spell|card)\b", s[pos:])
    head = hm.group(1) if hm else None
    pos += hm.end() if hm else 0
    lead = [w.rsplit(" ", 1)[0] if " " in w else "" for w in raw]
    if lead[0] and any(a != lead[0] for a in lead[1:]):
        return None  # "attacking Wolf or Werewolf", "red instant or sorcery spell": to all or the first?
    alts = [_item(w, head, subtypes) for w in raw]
    if any(a is None for a in alts):
        return None
    items: list[ObjectFilter] = [a for a in alts if a is not None]
    filt: dict[str, Any] = {}
    pos = _last_item_condition(s, pos, items, head)
    pos = _shared_tail(s, pos, filt, head)
    if head == "card":
        return None if filt.get("zone") is None else _card(filt, items, pos)
    if filt.pop("zone", None) is not None:
        return None
    kind = "spell" if head == "spell" else "permanent"
    return {"kind": kind, "filter": ObjectFilter(any_of=tuple(items), **filt)}, pos


def _card(filt: dict[str, Any], items: list[ObjectFilter], pos: int) -> tuple[dict[str, Any], int] | None:
    zone = filt.pop("zone")
    if "controller" in filt or "combat" in filt:
        return None
    if zone != "a":
        filt["controller"] = "you" if zone == "your" else "opponent"
    return {"kind": "card_in_graveyard", "filter": ObjectFilter(any_of=tuple(items), **filt)}, pos


def _last_item_condition(s: str, pos: int, items: list[ObjectFilter], head: str | None) -> int:
    """"... or creature with flying", "... or creature with power 4 or greater": the condition
    binds to the last item, a creature (only creatures have power, toughness, flying to check
    here); the items before it must be neither creatures nor subtypes."""
    cm = rx.match(rf" (with|without) (flying|defender|reach|shadow|horsemanship){_ENDS}", s[pos:]) or \
        rx.match(rf" with (power|toughness) (\d+) or (greater|less){_ENDS}", s[pos:])
    if not cm:
        return pos
    last = items[-1]
    if head is not None or last.types != frozenset({"Creature"}) or last.subtypes or \
            any("Creature" in a.types or a.subtypes for a in items[:-1]):
        raise Unsupported
    if cm.group(1) in ("with", "without") and cm.group(2) in ("flying", "defender", "reach", "shadow", "horsemanship"):
        key = "keywords" if cm.group(1) == "with" else "non_keywords"
        items[-1] = ObjectFilter(**{**_fields(last), key: frozenset({cm.group(2)})})
    else:
        key = ("min_" if cm.group(3) == "greater" else "max_") + cm.group(1)
        items[-1] = ObjectFilter(**{**_fields(last), key: int(cm.group(2))})
    end: int = pos + cm.end()
    return end


def _fields(f: ObjectFilter) -> dict[str, Any]:
    return {k: v for k, v in vars(f).items() if v != getattr(ObjectFilter(), k)}


def _shared_tail(s: str, pos: int, filt: dict[str, Any], head: str | None) -> int:
    """Words after the list that bind to every item: controller, graveyard, mana value, "that's
    <color> or <color>", "that's attacking or blocking"."""
    while True:
        rest = s[pos:]
        if cm := rx.match(r" (you control|an opponent controls|you don't control)\b", rest):
            if "controller" in filt or head == "card":
                raise Unsupported
            filt["controller"] = "you" if cm.group(1) == "you control" else "opponent"
        elif cm := rx.match(r" with mana value (\d+) or (greater|less)\b", rest):
            key = "min_mana_value" if cm.group(2) == "greater" else "max_mana_value"
            if "min_mana_value" in filt or "max_mana_value" in filt:
                raise Unsupported
            filt[key] = int(cm.group(1))
        elif cm := rx.match(r" (?:from|in) (your|a|an opponent's) graveyard\b", rest):
            if head != "card" or "zone" in filt:
                raise Unsupported
            filt["zone"] = cm.group(1)
        elif cm := rx.match(rf" that's ({_COLOR}) or ({_COLOR})(?=[.,])", rest):
            if "colors" in filt:
                raise Unsupported
            filt["colors"] = frozenset(COLOR_WORD[c] for c in cm.groups())
        elif cm := rx.match(r" that's (attacking or blocking|attacking|blocking)(?=[.,])", rest):
            if head is not None or "combat" in filt:
                raise Unsupported
            filt["combat"] = cm.group(1).replace(" or ", "_or_")
        else:
            return pos
        pos += cm.end()
