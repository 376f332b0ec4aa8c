"""grant14 (issue 13): grants of quoted abilities and keywords to groups of permanents, with
the recipients said in more ways than ``oracle.permgrants`` reads (613.1f, 113.1a).

The sentence: a subject, then clauses each opening with its verb:

- subjects: "[Other] <recipients> you control [with ...]" (its controller's; "Other": not the
  source), "Each [other] <recipient> you control [with ...]" (the same, singular), "All
  <recipients>" (every permanent), "Other <recipients>" (every permanent but the source);
  recipients: "creatures", "permanents", "lands", "artifacts", "tokens", "creature tokens",
  "<Subtype>s", "<Subtype> creatures", with a color ("White creatures"), "legendary",
  "nontoken", and lists of them ("Each land and Ally", "Creatures and lands", "Rabbits, Bats,
  Birds, and Mice": any of them, ``ObjectFilter.any_of``); "with a +1/+1 counter on it" / "with
  a counter on it" (122.1, ``with_counter``), "with vigilance" (a keyword the state records,
  ``keywords``);
- clauses: "get(s) +N/+N [for each ...]", "have base power and toughness N/N" (613.4: the
  state's ``overrides``), combat restrictions ("can't be blocked by more than one creature"),
  "have / has <list>". A group's type or color clause ("are Foods in addition to their other
  types", "are black") stays unread (tests/test_oracle_static.py); one permanent's ("Equipped
  creature ... is a Ninja in addition to its other types", threshold's "~ ... is black", an Aura's
  "Enchanted land is a 4/4 Elemental creature ... It's still a land.") is the state's
  ``overrides`` (613.1d-e), as ``permgrants.attached_compound_line`` reads it.
- a subject whose recipients no filter says exactly ("that are enchanted by Auras you control",
  "but don't own", "Each creature with a gold counter on it") only when nothing granted changes
  an answer and the subject hides no verb ("lose all abilities"); "The \"legend rule\" doesn't
  apply ..." (704.5j: a state-based action the engine never performs).

The list's items: keywords that change answers (haste 302.6, hexproof and shroud 702.11b,
702.18a, protection 702.16b, "hexproof from <quality>" 702.11d: ``permgrants.keyword_list``,
``model.hexproof_from``) become the grant's keywords; keywords that change none (flying,
vigilance, ward {N} and the quoted "Ward—Pay 2 life." (702.21a: a trigger once targeted, as the
printed ward), toxic, annihilator, fabricate ... : triggers and combat rules) are the state's;
a quoted triggered ability that makes no mana changes no answer (``inert._granted_triggers``);
a quoted mana or activated ability is read as the recipient's own by ``permgrants._quoted``
(605, 602: exactly one ability, fully read, or the face stays unsupported) and the recipients
can activate it in every checker (``castable.model.permgrants`` adds it before any checker
looks). A quoted mana ability that sacrifices the creature is refused as for Lotus Ring
(``permgrants.attached_compound_line``).

Also, under a condition the state decides (611.3a: ``GrantCondition``, static13c's and
grant13d's conditions): "As long as <condition>, <the group sentence>" and "As long as
<condition>, ~ gets +N/+N, is black, and has \"...\"" (the Possessed cycle's threshold: the color
is the state's ``overrides``); "As long as enchanted permanent is a land / a creature, it has
\"...\"" (the Aura's grant to the permanent it enchants, when it is of that type); and "As long
as enchanted permanent is an Equipment, it has \"Equipped creature has deathtouch.\"" when the
Equipment's granted grant gives only keywords that change no answer.

Not read here: "equipped creatures you control" (no recipient filter says "equipped"), soulbond
pairs (the state doesn't say what is paired), "named ...", "can't be sacrificed", conditions the
state can't decide, grants in a level band (711, 716).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, GrantCondition, ManaAbility, ObjectFilter, PermanentGrant
from castable.model.oracle.common import rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_PERMANENT = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
#: the cheap gate: the subjects this module reads start so
_START = re.compile(r"(?:Other |Each |All |As long as |Enchanted |Equipped |"
                    r"[A-Z][a-z]+(?: [a-z]+)? (?:and [a-z]+ )?(?:you|your opponents) control )")
_FIRST = ("Other ", "Each ", "All ", "As long as ", "Enchanted ", "Equipped ", 'The "legend rule"')
_QUOTE = re.compile(r'"([^"]*)"')
_PH = "QUOTEDABILITY"
_PT = r"[+-]\d+/[+-]\d+"
_YOURS = re.compile(r"(Other )?(.+?) you control (?:((?:with|but|that) [^\"]+?) )?(have|get|are|can't) (.+)")
_EACH = re.compile(r"Each (other )?(.+?) you control (?:((?:with|but|that) [^\"]+?) )?(has|gets|is|can't|can) (.+)")
#: "Each creature gets +1/+1 for each ...", "Each creature with a gold counter on it is a Wall ...":
#: read only when nothing granted changes an answer (the recipients then don't matter)
_EACH_ANY = re.compile(r"Each ([a-z][a-z ,'+/-]*?) (has|gets|is) (.+)")
_LEGEND = re.compile(r"The \"legend rule\" doesn't apply(?: to (?:[A-Z][a-z]+s|creature tokens|tokens|permanents) "
                     r"you control)?\.")
#: an Aura making a land or an artifact a creature (613.1d, 613.4b: the state's ``overrides``);
#: its keywords: haste granted (302.6), the others no answer's
_ANIMATED = re.compile(r"Enchanted (land|artifact) is an? (?:\d+/\d+ )?(?:(?:white|blue|black|red|green) )?"
                       r"((?:[A-Z][a-z]+ )*)creature(?: with base power and toughness \d+/\d+)?(?: with ([a-z ,]+))?"
                       r"(?: in addition to its other types\.|\. It's still a land\.| that's still a land\.)")
_ALL = re.compile(r"(All|Other) (.+?) (have|get|are) (.+)")
_OPPONENTS = re.compile(r"(.+?) your opponents control (have|get|are) (.+)")
_ATTACHED = re.compile(r"(Enchanted|Equipped) (creature|artifact|land|permanent) ((?:has|gets|is) .+)")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PLURAL = {"creatures": "Creature", "artifacts": "Artifact", "lands": "Land", "enchantments": "Enchantment",
           "planeswalkers": "Planeswalker", "permanents": None}
_SINGULAR = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
             "planeswalker": "Planeswalker", "permanent": None}
#: "with a +1/+1 counter on it" (122.1): the kind ("" any kind)
_COUNTER = re.compile(r"with (?:a|one or more) (\+1/\+1 )?counters? on (?:it|them)|with (\+1/\+1 )?counters on them")
#: keywords a recipient may be said to have ("Creatures you control with vigilance"): those the
#: state records in ``granted`` or prints, never one a grant of this engine gives (haste, hexproof,
#: shroud, protection), so a grant's recipients don't depend on another grant
_WITH_KEYWORDS = frozenset({"flying", "vigilance", "trample", "deathtouch", "lifelink", "first strike", "reach",
                            "menace", "defender", "double strike"})
#: numbered keywords that are triggers or combat rules (702.x): granted, they change no answer
_INERT_NUMBERED = frozenset({"toxic", "afflict", "annihilator", "poisonous", "frenzy", "absorb", "bushido",
                             "rampage", "fabricate", "afterlife"})
_TYPE_CLAUSE = re.compile(r"(?:are|is) (?:an? )?((?:[A-Z][a-z]+ )*(?:[A-Z][a-z]+s?|artifacts?|creatures?|"
                          r"enchantments?)) in addition to (?:their|its) other (?:creature )?types")


def grant14_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines: its grant appended to ``r.permanent_grants`` (none when
    nothing in it changes an answer) and True; False when it is not one; Unsupported when it is
    one whose quoted ability isn't read."""
    if not (line.startswith(_FIRST) or " control" in line) or r.is_spell_card or not r.types & _PERMANENT \
            or r.band is not None:
        return False  # cheap checks first (reading speed)
    if line.startswith('The "legend rule" doesn'):
        # 704.5j is a state-based action the engine never performs: no answer changes
        return _LEGEND.fullmatch(line) is not None
    if not _START.match(line):
        return False
    if line.startswith(("Enchanted land is ", "Enchanted artifact is ")) and "Aura" in r.subtypes:
        return _animated(r, line)
    if line.startswith("As long as "):
        return _conditional(r, line)
    if line.startswith('Lands you control have "') and ": Add " in line:
        return False  # Chromatic Lantern's grant: ``abilities.land_grant_line``'s (CardDef.land_grants)
    return _group(r, line, None)


def _split_quotes(line: str) -> tuple[str, list[str]] | None:
    """The line with each quoted ability as a placeholder (the sentence's own period dropped),
    and the quoted texts; None when its quotation marks don't pair up."""
    if line.count('"') % 2 or _PH.lower() in line.lower():
        return None
    quotes = _QUOTE.findall(line)
    body = _QUOTE.sub(_PH, line)
    if '"' in body or (not body.endswith(".") and not (line.endswith('."') and body.endswith(_PH))):
        return None
    return body.removesuffix("."), quotes


def _group(r: Reader, line: str, cond: GrantCondition | None) -> bool:
    """"[Other] <recipients> you control have ...", "Each <recipient> you control has ...",
    "All <recipients> have ...", "Other <recipients> have ..." (the module doc)."""
    split = _split_quotes(line)
    if split is None:
        return False
    body, quotes = split
    if body.startswith(("Enchanted ", "Equipped ")) and not body.startswith("Equipped creatures you control "):
        return _attached(r, body, quotes)
    y, e, a, o = _YOURS.fullmatch(body), _EACH.fullmatch(body), None, None
    if y is None and e is None:
        a = _ALL.fullmatch(body)
        o = _OPPONENTS.fullmatch(body) if a is None else None
    if y is not None and y.group(2) == "Equipped creatures" and not y.group(1) and not y.group(3):
        # 301.5: "equipped": an Equipment is attached to it (model.permgrants' "equipped")
        whom, other, words, with_, pred = "equipped", False, "creatures", None, y.group(4) + " " + y.group(5)
        plural = True
        y = None
    elif o is not None:
        whom, other, words, with_, pred = "opponents", False, _lower_first(o.group(1)), None, o.group(2) + " " + o.group(3)
        plural = True
    elif y is not None:
        whom, other, words, with_, pred = "yours", bool(y.group(1)), y.group(2), y.group(3), y.group(4) + " " + y.group(5)
        plural = True
    elif e is not None:
        whom, other, words, with_, pred = "yours", bool(e.group(1)), e.group(2), e.group(3), e.group(4) + " " + e.group(5)
        plural = False
    elif a is not None:
        whom, other, words, with_, pred = "all", a.group(1) == "Other", a.group(2), None, a.group(3) + " " + a.group(4)
        plural = True
    else:
        return _each_any(r, body, quotes)
    if y is not None and y.group(1) is None and words[:1].islower():
        return False  # "...: creatures you control have": not a sentence's subject
    recipients = _recipients(words if (y is not None and y.group(1)) or a is not None or o is not None
                             else _lower_first(words), plural, with_)
    items = _predicate(pred, plural, group=True)
    if items is None:
        return False
    kws, abilities = _granted(r, items, quotes)
    if kws is None:
        return False
    if recipients is None:
        # recipients not said exactly ("that are enchanted by Auras you control", "but don't
        # own"): read only when nothing granted changes an answer
        return not kws and not abilities and _loose(f"{words} {with_ or ''}".strip())
    if kws or abilities:
        from castable.model.oracle.permgrants import _add
        _add(r, PermanentGrant(whom, recipients, other, abilities=tuple(abilities), keywords=kws, condition=cond))
    return True


_PLAIN_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9 ,'+/-]*")
#: words that would make a subject more than a description of its recipients ("lose all
#: abilities", "can't gain", "Lesson spells"): such a line is never read loosely
_VERBS = re.compile(r"\b(?:lose|loses|lost|can|can't|cannot|gain|gains|don't|doesn't|is|are|has|have|get|gets|enter|"
                    r"enters|become|becomes|attack|attacks|block|blocks|deal|deals|may|must|spells?|cards?|cast|"
                    r"abilit(?:y|ies)|named|control|controls|instead|until|as long as)\b", re.IGNORECASE)


def _loose(words: str) -> bool:
    """A subject that only describes its recipients ("Creatures you control that are enchanted by
    Auras you control", "Each creature with a gold counter on it", "... but don't own")."""
    words = words.replace(" but don't own", "").replace(" you control", "")
    words = rx.sub(r"\bthat are (?:enchanted|equipped)(?: or (?:enchanted|equipped))?(?: by Auras)?$", "", words).strip()
    return _PLAIN_WORDS.fullmatch(words) is not None and _VERBS.search(words) is None


def _each_any(r: Reader, body: str, quotes: list[str]) -> bool:
    """"Each creature gets +1/+1 for each other creature ...", "Each creature with a gold counter
    on it is a Wall ... and has defender.": only when nothing granted changes an answer."""
    m = _EACH_ANY.fullmatch(body)
    if m is None or not _loose(m.group(1)):
        return False
    items = _predicate(f"{m.group(2)} {m.group(3)}", False, group=True)
    if items is None:
        return False
    kws, abilities = _granted(r, items, quotes)
    return kws is not None and not kws and not abilities


def _animated(r: Reader, line: str) -> bool:
    """"Enchanted land is a 4/4 Elemental creature with reach and haste. It's still a land.",
    "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other
    types." (the module doc): haste granted to the permanent it enchants, the rest the state's."""
    from castable.model.oracle.permgrants import _add
    m = _ANIMATED.fullmatch(line)
    if m is None or not _types_words(m.group(2).strip() or "creature"):
        return False
    kws: frozenset[str] = frozenset()
    if m.group(3):
        got = [keyword(k) for k in rx.split(r", and |, | and ", m.group(3))]
        if any(k is None for k in got):
            return False
        kws = frozenset().union(*(k for k in got if k is not None))
    if kws:
        _add(r, PermanentGrant("attached", ObjectFilter(types=frozenset({m.group(1).capitalize()})), keywords=kws))
    return True


def _attached(r: Reader, body: str, quotes: list[str]) -> bool:
    """"Equipped creature gets +1/+1, is a Ninja in addition to its other types, and has
    \"...\"", "Enchanted creature has base power and toughness 1/1, has deathtouch, and is an
    Assassin in addition to its other types." (the permanent the source is attached to)."""
    m = _ATTACHED.fullmatch(body)
    if m is None or (m.group(1) == "Equipped") != ("Equipment" in r.subtypes) \
            or (m.group(1) == "Enchanted") != ("Aura" in r.subtypes):
        return False
    items = _predicate(m.group(3), False)
    if items is None:
        return False
    kws, abilities = _granted(r, items, quotes)
    if kws is None or len(abilities) > 1:
        return False  # two quoted abilities to one permanent: permgrants' (test_grants13) refusal kept
    if kws or abilities:
        from castable.model.oracle.permgrants import _ATTACHED_TYPES, _add
        t = _ATTACHED_TYPES[m.group(2)]
        _add(r, PermanentGrant("attached", ObjectFilter(types=frozenset({t}) if t else frozenset()),
                               abilities=tuple(abilities), keywords=kws))
    return True


def _lower_first(words: str) -> str:
    """"Creatures" -> "creatures"; "Elves", "White creatures" -> "white creatures"."""
    first, _, rest = words.partition(" ")
    if first.lower() in _PLURAL or first.lower() in _SINGULAR or first.lower() in _COLORS \
            or first.lower() in ("legendary", "nontoken", "tokens", "token"):
        first = first.lower()
    return f"{first} {rest}" if rest else first


def _recipients(words: str, plural: bool, with_: str | None) -> ObjectFilter | None:
    """The recipients' filter (the module doc), or None when not said exactly here."""
    import dataclasses
    parts = rx.split(r", and |, | and ", words)
    fs = [_noun(p, plural) for p in parts]
    if any(f is None for f in fs):
        return None
    nouns = [f for f in fs if f is not None]
    f = nouns[0] if len(nouns) == 1 else ObjectFilter(any_of=tuple(nouns))
    if with_ is None:
        return f
    c = _COUNTER.fullmatch(with_)
    if c is not None:  # 122.1
        return dataclasses.replace(f, with_counter="+1/+1" if (c.group(1) or c.group(2)) else "")
    kw = with_.removeprefix("with ")
    if kw in _WITH_KEYWORDS:
        return dataclasses.replace(f, keywords=frozenset({kw}))
    return None


def _noun(words: str, plural: bool) -> ObjectFilter | None:
    """One noun of the recipients: "[color] [legendary|nontoken] <type or subtype>[ tokens]"."""
    from castable.model.oracle.targets import SUBTYPES
    ws = words.split(" ")
    colors: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    token: bool | None = None
    if ws[0] in _COLORS:
        colors, ws = frozenset({_COLORS[ws[0]]}), ws[1:]
    if ws and ws[0] == "legendary":
        supertypes, ws = frozenset({"Legendary"}), ws[1:]
    elif ws and ws[0] == "nontoken":
        token, ws = False, ws[1:]
    if ws and ws[-1] in (("tokens",) if plural else ("token",)):
        if token is not None:
            return None
        token, ws = True, ws[:-1]
        if not ws:
            return ObjectFilter(token=True)
        ws[-1] = ws[-1] + ("s" if plural else "")
    if not ws or len(ws) > 2:
        return None
    types: dict[str, str | None] = _PLURAL if plural else _SINGULAR
    kinds: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    if len(ws) == 2:  # "Human creatures", "Sliver creature"
        if ws[1] != ("creatures" if plural else "creature") or ws[0] not in SUBTYPES:
            return None
        kinds, subtypes = frozenset({"Creature"}), frozenset({ws[0]})
    elif ws[0] in types:
        t = types[ws[0]]
        kinds = frozenset({t}) if t else frozenset()
    else:
        sub = _subtype(ws[0]) if plural else (ws[0] if ws[0] in SUBTYPES else None)
        if sub is None:
            return None
        subtypes = frozenset({sub})
    if (colors or supertypes) and not kinds and not subtypes:
        return None
    return ObjectFilter(types=kinds, subtypes=subtypes, colors=colors, supertypes=supertypes, token=token)


#: plurals ``costs.singular_subtype`` doesn't know (205.3m's types, English plurals)
_IRREGULAR = {"Mice": "Mouse", "Pegasi": "Pegasus"}


def _subtype(word: str) -> str | None:
    from castable.model.oracle.costs import singular_subtype
    from castable.model.oracle.targets import SUBTYPES
    sub = _IRREGULAR.get(word)
    return sub if sub in SUBTYPES else singular_subtype(word)


#: one clause of the predicate, opening with its verb ("get +1/+1", "are Foods in addition to
#: their other types", "have flying and \"...\""); the clauses are split before each verb
_CLAUSE_SPLIT = re.compile(r",? and (?=(?:have|has|get|gets|are|is|can't|can) )|, (?=(?:have|has|get|gets|are|is|can't|can) )")
#: 613.4: power and toughness, the state's ``overrides`` whatever they count
_PT_CLAUSE = re.compile(rf"(?:gets?|have|has) (?:{_PT}(?: for each [a-z ]+| as long as [a-z' ]+)?|"
                        r"base (?:power and toughness \d+/\d+|power \d+|toughness \d+))")
_COLOR_CLAUSE = re.compile(r"(?:are|is) (?:white|blue|black|red|green)")
#: combat restrictions (509.1b-c): nothing about casting, paying or targeting
_COMBAT_CLAUSE = re.compile(r"can't be blocked(?: by more than one creature)?|can block an additional creature each combat")


def _predicate(pred: str, plural: bool, group: bool = False) -> list[str] | None:
    """The granted list's items of "get +1/+1 and have ...", "is a Ninja in addition to its other
    types and has ...", "has base power and toughness 1/1, has deathtouch, ..." (empty: nothing
    granted), or None when a clause is not one of these. For a ``group``, a type or color clause
    ("are Foods in addition to their other types", "are black") is None: those of many
    permanents at once stay unread (tests/test_oracle_static.py), only one permanent's (an
    Aura's or Equipment's, the card's own) are the state's ``overrides``."""
    have = "have" if plural else "has"
    items: list[str] = []
    for clause in _CLAUSE_SPLIT.split(pred):
        if _PT_CLAUSE.fullmatch(clause) or _COMBAT_CLAUSE.fullmatch(clause):
            continue  # 613.4: the state's ``overrides``; 509: combat only
        if _COLOR_CLAUSE.fullmatch(clause) and not group:
            continue  # 613.1e: the state's ``overrides``
        t = _TYPE_CLAUSE.fullmatch(clause)
        if t is not None and not group:
            if not _types_words(t.group(1)):
                return None
            continue  # 613.1d: the state's ``overrides``
        if not clause.startswith(have + " "):
            return None
        items += rx.split(r", and |, | and (?!from )", clause[len(have) + 1:])
    return items


#: artifact types that give no ability (205.3g: Equipment, Vehicle, Fortification do: not here)
_ARTIFACT_TYPES = frozenset({"Food", "Foods", "Clue", "Clues"})


def _types_words(words: str) -> bool:
    """"Food artifacts", "Foods", "Clues", "an Assassin": card types, creature types and the
    artifact types Food and Clue only (613.1d); never a land type (305.6: a basic land type
    gives a mana ability) nor Equipment or Vehicle (rules of their own)."""
    from castable.model.cards import is_creature_type
    for w in words.split():
        if w in ("artifact", "artifacts", "creature", "creatures", "enchantment", "enchantments") or w in _ARTIFACT_TYPES:
            continue
        sub = w if w in _creature_words() else _subtype(w)
        if sub is None or not is_creature_type(sub):
            return False
    return True


def _creature_words() -> frozenset[str]:
    from castable.model.oracle.targets import SUBTYPES
    return SUBTYPES


def _granted(r: Reader, items: list[str], quotes: list[str]
             ) -> tuple[frozenset[str] | None, list[ManaAbility | ActivatedAbility]]:
    """The keywords that change answers and the abilities the items grant; None keywords when
    an item is not read here."""
    from castable.model.oracle.permgrants import _quoted
    kws: set[str] = set()
    abilities: list[ManaAbility | ActivatedAbility] = []
    quotes = list(quotes)
    for item in items:
        if item == _PH:
            if not quotes:
                return None, []
            q = quotes.pop(0)
            if _inert_quote(q):
                continue
            ability = _quoted(r, q)
            if isinstance(ability, ManaAbility) and ability.sacrifice_self:
                return None, []  # Lotus Ring's (permgrants.attached_compound_line): the older readers decide
            abilities.append(ability)
            continue
        k = keyword(item)
        if k is None:
            return None, []
        kws |= k
    if quotes:
        return None, []
    return frozenset(kws), abilities


def _inert_quote(q: str) -> bool:
    """A quoted ability that changes no answer: ward (702.21a, a trigger once targeted),
    cumulative upkeep (702.24a, an upkeep trigger), a trigger that makes no mana."""
    from castable.model.oracle.common import COST
    from castable.model.oracle.inert import _granted_triggers
    if rx.fullmatch(r"Ward(?: \{[^}]+\})+\.?|Ward—[^\"]+\.?", q):
        return True
    if rx.fullmatch(rf"Cumulative upkeep (?:{COST}|—Pay \d+ life)\.?", q):
        return True
    if rx.match(r"(?:When|Whenever|At) ", q) is None:
        from castable.model.oracle.grant15 import inert_quote
        return inert_quote(q)  # grant15: bands, cumulative upkeep's life, statics that keep nothing
    if _granted_triggers(f'"{q}"') is not None:
        return True
    # 603: a trigger whose words name a mana value or a mana cost but make no mana (605.1b), and
    # that doesn't trigger on becoming tapped (117.5: the engine puts those on the stack)
    return not _MANA_WORDS.search(q) and not rx.search(r"\btap(?:s|ped)?\b", q.split(",")[0])


_MANA_WORDS = re.compile(r"\bfor mana\b|\badds?\b|\bmana\b(?! value\b| cost\b)|:|“|\bthis ability\b", re.IGNORECASE)


def keyword(item: str) -> frozenset[str] | None:
    """The keywords one granted item gives that change answers (empty when it changes none), or
    None when it is not one read here."""
    from castable.model.oracle.permgrants import keyword_list
    low = item.lower()
    if rx.fullmatch(r"ward \{\d+\}", low):
        return frozenset()  # 702.21a
    n = rx.fullmatch(r"([a-z]+) \d+", low)
    if n is not None and n.group(1) in _INERT_NUMBERED:
        return frozenset()
    if low.startswith("hexproof from "):  # 702.11d: one keyword per quality
        from castable.model.hexproof_from import keywords as hexproof_keywords
        hk = hexproof_keywords(item)
        return None if hk is None else frozenset(hk)
    return keyword_list(item)


# ----- "As long as ..." ------------------------------------------------------------------------
_AS_LONG = re.compile(r"As long as (.+?), (.+)")
_ENCHANTED = re.compile(r"enchanted permanent is an? (land|creature)")
_EQUIPMENT = re.compile(r"enchanted permanent is an Equipment")
_SELF_PRED = re.compile(rf"(?:gets {_PT}, )?is (white|blue|black|red|green),? and (?:has ([a-z]+), and )?"
                        rf"has {_PH}")


def _conditional(r: Reader, line: str) -> bool:
    """The "As long as" lines of the module doc."""
    from castable.model.oracle.reader import SELF
    norm = rx.sub(rf"\b{r.self_re}\b", "~", line)
    m = _AS_LONG.fullmatch(norm)
    if m is None:
        return False
    cond, rest = m.group(1), m.group(2)
    if "Aura" in r.subtypes and rest.startswith("it "):
        return _enchanted(r, cond, rest)
    c = _state_condition(r, cond)
    if c is None:
        return False
    if rest.startswith("~ "):
        split = _split_quotes(rest)
        if split is None or "Creature" not in r.types:
            return False
        body, quotes = split
        s = _SELF_PRED.fullmatch(body.removeprefix("~ "))
        if s is None or len(quotes) != 1:
            return False
        items = ([s.group(2)] if s.group(2) else []) + [_PH]
        # the grant is to the card itself: its name in the quotes is "this creature"
        quoted = [rx.sub(rf"\b(?:{SELF}|~)\b", "this creature", q) for q in quotes]
        kws, abilities = _granted(r, items, quoted)
        if kws is None:
            return False
        if kws or abilities:
            from castable.model.oracle.permgrants import _add
            _add(r, PermanentGrant("self", ObjectFilter(), abilities=tuple(abilities), keywords=kws, condition=c))
        return True
    if "~" in rest:
        return False
    return _group(r, rest[:1].upper() + rest[1:], c)


def _state_condition(r: Reader, cond: str) -> GrantCondition | None:
    """static13c's and grant13d's conditions the state decides, or None."""
    from castable.model.oracle.grant13d import _CONDITIONS, _control
    from castable.model.oracle.static13c import _condition
    from castable.model.oracle.targets import SUBTYPES
    # static13c's second wording of the graveyard count takes its number from a later group
    cond = rx.sub(r"^there are (\w+) or more cards in your graveyard$", r"\1 or more cards are in your graveyard", cond)
    c = _condition(cond, r)
    if c is not None:
        return c
    for rule, make in _CONDITIONS:
        g = rule.fullmatch(cond)
        if g is not None and (make is not _control or g.group(1) in SUBTYPES):
            return make(g)
    return None


def _enchanted(r: Reader, cond: str, rest: str) -> bool:
    """"As long as enchanted permanent is a land, it has \"...\"." and the Equipment's "it has
    \"Equipped creature has deathtouch.\"" (the module doc)."""
    from castable.model.oracle.inert import _GRANTABLE
    from castable.model.oracle.permgrants import _add
    split = _split_quotes(rest)
    if split is None:
        return False
    body, quotes = split
    if _EQUIPMENT.fullmatch(cond):
        if body != f"it has {_PH}" or len(quotes) != 1:
            return False
        inner = rx.fullmatch(rf"Equipped creature (?:gets {_PT} and )?has ([a-z ,]+)\.", quotes[0])
        # the Equipment's own grant: keywords that change no answer only (haste would reach a
        # creature through two attachments: not modelled)
        return inner is not None and all(k in _GRANTABLE for k in rx.split(r", and |, | and ", inner.group(1)))
    e = _ENCHANTED.fullmatch(cond)
    if e is None:
        return False
    items = _predicate(body.removeprefix("it "), False)
    if items is None or not body.startswith("it "):
        return False
    kws, abilities = _granted(r, items, quotes)
    if kws is None:
        return False
    if kws or abilities:
        _add(r, PermanentGrant("attached", ObjectFilter(types=frozenset({e.group(1).capitalize()})),
                               abilities=tuple(abilities), keywords=kws))
    return True
