"""grant13e (issue 13): keyword grants to a group of one's permanents or to the card itself, under
a recipient quality or a condition the state decides (611.3a, 613.1f).

- "<recipients> you control have <keywords>." / "Other <recipients> you control have ...", where
  the recipients are "tapped creatures", "untapped Dragons" (the state's ``tapped``), "Mounts and
  Vehicles" (any of two subtypes), "outlaws" (Assassins, Mercenaries, Pirates, Rogues and
  Warlocks: 700.14), "artifact creatures" / "enchantment creatures" (both types), "permanents";
- the same after "During your turn, " (``GrantCondition`` "your_turn": its controller is the
  active player, 102.1), also to "this creature" itself;
- "Max speed — This creature has deathtouch and haste." (702.178a: as long as its controller
  has max speed, 702.179: the state's player ``speed`` is 4; ``GrantCondition`` "max_speed");
- "This Vehicle has haste as long as you control a Mount." (static13c's conditions);
- the same sentences when nothing in them changes an answer: "get +1/+0", "have base power and
  toughness 4/4" (613.4: the state's ``overrides``), keywords the state records in ``granted``
  (``inert._GRANTABLE``) and ward {N} (702.21a: a triggered ability once targeted, as the
  printed keyword): "Permanents you control with counters on them have ward {1}.".

Only haste (302.6), hexproof (702.11b), shroud (702.18a) and protection (702.16b) change answers
(``permgrants.keyword_list``); they are read into a :class:`~castable.model.cards.PermanentGrant`
applied for every checker by ``castable.model.permgrants``. Never read here: "equipped creatures"
(the state says what is attached to what, but no recipient filter says "equipped"), conditions the
state can't decide ("if it hasn't dealt damage yet", "you've committed a crime this turn"),
"hexproof from each of its colors", "has flash" (a card in hand).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import GrantCondition, ObjectFilter, PermanentGrant
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 700.14 (Outlaws of Thunder Junction): "outlaw" means an Assassin, Mercenary, Pirate, Rogue or Warlock
OUTLAWS = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})
_PREFIX = {"During your turn, ": GrantCondition("your_turn"), "Max speed — ": GrantCondition("max_speed")}
_YOURS = re.compile(r"(Other )?(.+?) you control (with counters on them )?(have|get) (.+)\.")
_SELF = re.compile(r"~ (has|gets) (.+?)(?: as long as (.+))?\.")
_PT = re.compile(r"[+-]\d+/[+-]\d+|base power and toughness \d+/\d+")
_WARD = re.compile(r"ward \{\d+\}")
#: recipients: "tapped creatures", "untapped Dragons", "artifact creatures", "Mounts and Vehicles"
_QUALITY = re.compile(r"(?:([Tt]apped|[Uu]ntapped) )?(?:([Aa]rtifact|[Ee]nchantment) )?(.+)")
_LOWER = ("outlaws", "permanents", "creatures")
#: the recipients only this module reads (without a condition; the others are oracle.permgrants')
_MINE = re.compile(r"[Tt]apped |[Uu]ntapped |[Aa]rtifact creatures$|[Ee]nchantment creatures$|outlaws$|permanents$|"
                   r"[A-Z][a-z]+ and [A-Z][a-z]+$")


def grant13e_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines: its grant appended to ``r.permanent_grants`` (none when
    nothing in it changes an answer) and True; False when it is not one."""
    if '"' in line or r.is_spell_card or not r.types & _PERMANENT:
        return False
    cond, body = None, line
    for prefix, c in _PREFIX.items():
        if line.startswith(prefix):
            cond, body = c, line[len(prefix):]
            body = body[:1].upper() + body[1:]
    bare = rx.sub(rf"\b{r.self_re}\b", "~", body)
    if "Creature" in r.types:
        bare = rx.sub(r"^This creature\b", "~", bare)
    if "Vehicle" in r.subtypes:
        bare = rx.sub(r"^This Vehicle\b", "~", bare)
    y = _YOURS.fullmatch(bare)
    if y is not None and cond is not None and cond.kind == "max_speed":
        return False  # only the card's own abilities here
    if y is not None:
        return _yours(r, y, cond)
    s = _SELF.fullmatch(bare)
    if s is not None and not (cond is None and s.group(3) is None):
        return _self(r, s, cond)
    return False


_PERMANENT = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


def _what(verb: str, words: str) -> frozenset[str] | None:
    """The keywords that change answers ``verb words`` grants (empty: none); None when the words
    are not ones read here."""
    from castable.model.oracle.permgrants import keyword_list
    if verb in ("get", "gets"):
        return frozenset() if rx.fullmatch(r"[+-]\d+/[+-]\d+", words) else None
    if _PT.fullmatch(words):
        return frozenset()  # 613.4b: the state's ``overrides``
    items = rx.split(r", and |, | and (?!from )", words)
    rest = [w for w in items if not _WARD.fullmatch(w)]  # 702.21a: a trigger, as the printed keyword
    if not rest:
        return frozenset()
    return keyword_list(", ".join(rest))


def _yours(r: Reader, y: re.Match[str], cond: GrantCondition | None) -> bool:
    """"[Other] <recipients> you control have|get ..."."""
    kws = _what(y.group(4), y.group(5))
    if kws is None:
        return False
    if cond is None and not y.group(3) and not _MINE.match(y.group(2)):
        return False  # "Creatures you control have hexproof.": oracle.permgrants reads it
    if not kws:
        return True  # nothing the engine reads, whoever receives it and whenever
    if r.band is not None:
        return False  # a grant only at some levels (711, 716): not modelled
    recipients = _recipients(y.group(2))
    if recipients is None:
        raise Unsupported  # a grant that matters to recipients not said exactly here
    if y.group(3):  # 122.1: "with counters on them", of any kind
        import dataclasses
        recipients = dataclasses.replace(recipients, with_counter="")
    from castable.model.oracle.permgrants import _add
    _add(r, PermanentGrant("yours", recipients, bool(y.group(1)), keywords=kws, condition=cond))
    return True


def _recipients(words: str) -> ObjectFilter | None:
    """"tapped creatures", "untapped Dragons", "artifact creatures", "Mounts and Vehicles",
    "outlaws", "permanents" (lower-cased first word): the filter, or None."""
    from castable.model.oracle.permgrants import _recipients as one
    q = _QUALITY.fullmatch(words)
    if q is None:
        return None
    tapped = None if q.group(1) is None else q.group(1).lower() == "tapped"
    noun = q.group(3).lower() if q.group(3).lower() in _LOWER else q.group(3)
    if noun == "outlaws":
        f = ObjectFilter(subtypes=OUTLAWS)
    elif noun == "permanents" and q.group(2) is None:
        f = ObjectFilter()
    elif " and " in noun and q.group(2) is None:
        parts = noun.split(" and ")
        fs = [_one(one, p) for p in parts]
        if len(parts) != 2 or any(g is None or g.types or len(g.subtypes) != 1 for g in fs):
            return None  # "Wolves and Werewolves": two subtypes, any of them (ObjectFilter.subtypes)
        f = ObjectFilter(subtypes=frozenset().union(*(g.subtypes for g in fs if g is not None)))
    else:
        g = _one(one, noun)
        if g is None:
            return None
        f = g
    if q.group(2) is not None:  # "artifact creatures": a creature that is also an artifact
        if f.types != {"Creature"} or f.subtypes:
            return None
        f = ObjectFilter(types=f.types, any_of=(ObjectFilter(types=frozenset({q.group(2).capitalize()})),))
    import dataclasses
    return dataclasses.replace(f, tapped=tapped) if tapped is not None else f


def _one(one: object, noun: str) -> ObjectFilter | None:
    """permgrants' own reading of one noun ("creatures", "Dragons", "Vehicles"), or None."""
    assert callable(one)
    if not (noun[:1].isupper() or noun == "creatures"):
        return None
    try:
        f = one(noun)
    except Unsupported:
        return None
    assert isinstance(f, ObjectFilter)
    return None if f.token is not None else f


def _self(r: Reader, s: re.Match[str], cond: GrantCondition | None) -> bool:
    """"During your turn, this creature has hexproof.", "Max speed — This creature has ...",
    "This Vehicle has haste as long as you control a Mount."."""
    kws = _what(s.group(1), s.group(2))
    if kws is None:
        return False
    if s.group(3) is not None:
        if cond is not None:
            return False  # two conditions
        from castable.model.oracle.static13c import _condition
        cond = _condition(s.group(3), r)
        if cond is None:
            return False  # a condition the state can't decide: static13c and the others decide
    if not kws:
        return True
    if r.band is not None:
        return False  # a grant only at some levels (711, 716): not modelled
    if not ("Creature" in r.types or "Vehicle" in r.subtypes):
        return False  # haste matters only on a creature (302.6): a Vehicle once crewed
    from castable.model.oracle.permgrants import _add
    _add(r, PermanentGrant("self", ObjectFilter(), keywords=kws, condition=cond))
    return True
