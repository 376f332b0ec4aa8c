"""static13c (issue 13): static abilities of permanents that change the permanent itself or the
one it is attached to (604.1, 611.3a, 613).

- characteristic-defining abilities (604.3: printed, unconditional, in every zone): "~ is all
  colors." (the card's colors, ``color_override``, 105.2 / 202.2), "~ is every creature type."
  (702.73a: changeling's very words; read as the keyword ``Changeling``);
- sentences whose every clause changes nothing the engine reads, whatever their condition or
  count (the condition only gates an effect that can't change an answer): a change of power
  and toughness (613.4: the state's ``overrides``; "gets an additional +1/+1", "for each ...",
  ", where X is ...", "Otherwise, it gets -1/-1."), base power and toughness (613.4b), a color
  ("is black": ``overrides.colors``), keywords the state records in ``granted`` (flying, reach,
  first strike, ...: ``inert._GRANTABLE``, landwalk, ward {N} as the printed keyword, 702.21a, also
  to "<filter> you control"),
  combat restrictions and requirements (506-510: "can't be blocked by more than one creature",
  "can block an additional creature each combat", "must be blocked if able", "assigns combat
  damage equal to its toughness", ...), "doesn't untap during its controller's untap step"
  (502.3), "can't become suspected" (701.60: only a resolving effect suspects);
- the keywords that do change answers (haste 302.6, hexproof 702.11b, shroud 702.18a,
  protection 702.16b from a quality the checkers know: ``permgrants.keyword_list``) in such a
  sentence are read into a :class:`~castable.model.cards.PermanentGrant` to the card itself
  ("self") or to the permanent its Aura or Equipment is attached to ("attached"), applied by
  ``castable.model.permgrants`` for every checker; a condition is read only when the state
  decides it exactly (611.3a): a quality of the recipient ("as long as it's untapped",
  "as long as enchanted creature is blue / a Wizard / legendary": the recipient filter) or a
  :class:`~castable.model.cards.GrantCondition` (cards, or instant and sorcery, creature, land,
  artifact or permanent cards in its controller's graveyard, an empty hand, "you control
  (another) <filter>", "an opponent has N or less life", "you haven't cast a spell this turn"); any
  other condition
  ("if it hasn't dealt damage yet", "as long as it entered this turn") leaves the line unread.

- abilities the permanent an Aura or Equipment is attached to loses (613.1f, layer 6): "loses all
  abilities" / "loses all other abilities" (``PermanentGrant.loses_all``), "loses flying"
  (``loses``: keywords the state could otherwise only add, ``inert._GRANTABLE``), unconditional
  only, applied by ``castable.model.losses`` for every checker; the new type line, colors and
  base power and toughness beside it ("is a black Skeleton creature with base power and
  toughness 1/1": creature types only) are the state's ``overrides``.

Never read here: a new name ("named Legitimate Businessperson"), "loses hexproof" (what other
permanents grant wins or loses by timestamp, 613.7), "can't be the target of", "can't be
sacrificed", "can't have counters put on it" (a cost may put them), "can't become untapped"
({Q} costs), "has flash" (a card in hand), crewing and saddling power.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import COLOR_WORDS, GrantCondition, ObjectFilter, PermanentGrant, is_creature_type
from castable.model.oracle.common import NUMBERS, Unsupported, rx, split_sentences
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_COLOR_LETTER = {w: c for c, w in COLOR_WORDS.items()}
_PT = r"[+\-−](?:\d+|X|Y)/[+\-−](?:\d+|X|Y)"
#: clauses that change only combat (506-510, 701.38 goad), untapping (502.3) or suspicion (701.60)
_COMBAT = re.compile(
    r"can't (?:attack|block|attack or block)(?: alone)?|can't be blocked"
    r"(?: by more than one creature| by creatures with flying| except by (?:creatures with (?:flying|defender)|Walls|"
    r"two or more creatures|three or more creatures))?|"
    r"can block (?:an additional creature|any number of creatures) each combat|can block only creatures with flying|"
    r"can only attack alone|must be blocked(?: by an? [A-Z][a-z]+)? if able|(?:attacks|blocks|attacks or blocks) "
    r"each combat if able|is goaded|can't attack you or planeswalkers you control|"
    r"assigns combat damage equal to its toughness rather than its power|"
    r"can block creatures with shadow as though they didn't have shadow|"
    r"can block creatures with landwalk abilities as though they didn't have those abilities|"
    r"can attack as though it (?:had haste|didn't have defender)|"
    r"doesn't untap during its controller's untap step|can't become suspected|all creatures able to block it do so")
_VERBS = r"(?:gets|has|is|can't|can|must|attacks|blocks|assigns|doesn't|all creatures able|loses)"
#: "is a black Skeleton creature with base power and toughness 1/1", "is a Toy artifact creature with base
#: power and toughness 0/2 in addition to its other types": creature types only (205.3m), no name
_COLORS_IS = r"(?:(?:white|blue|black|red|green|colorless)(?: and (?:white|blue|black|red|green))? )?"
_TYPE_IS = re.compile(rf"is an? {_COLORS_IS}((?:[A-Z][a-z]+ )+)(?:artifact )?(?:creature )?with base power and "
                      r"toughness \d+/\d+(?: in addition to its other types)?")
_SPLIT = re.compile(rf",? and (?={_VERBS} )|, (?={_VERBS} )")
#: words that never stand in a condition or a count this module lets pass unread
_COND_DANGER = re.compile(
    r"\b(?:targets?|hexproof|shroud|protection|haste|flash|abilit(?:y|ies)|mana|costs?|spend|sacrificed?|"
    r"control of|loses?|gains?|can't|can|deals?|gets?|becomes?)\b|\band (?:has|have|is|are)\b|[\":;]",
    re.IGNORECASE)


#: one of these is in every line this module reads
_WORDS = (" gets ", " get ", " has ", " is ", " can", " must ", " assigns ", " attacks ", " doesn't ", " loses ", " have ward ")
#: "Other Frogs you control have ward {1}.", "Other artifacts you control have ward {1}."
_WARD_MANY = re.compile(r"(?:Other )?(?:[A-Z][a-z]+|[a-z]+)(?: [a-z]+)? you control have ward \{\d+\}\.")


def static13c_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines: read (grants appended to ``r.permanent_grants``, a CDA
    to the card) and True; False when it is not one."""
    if '"' in line or "“" in line or ":" in line or "target" in line or r.is_spell_card \
            or not any(w in line for w in _WORDS):
        return False  # cheap guards first: most lines reaching here are none of these
    bare = rx.sub(r"\s+\.$", ".", rx.sub(rf"\b{r.self_re}\b", "~", line))
    if "Creature" in r.types:
        bare = rx.sub(r"\b[Tt]his creature\b", "~", bare)
    if _cda(r, bare):
        return True
    if _WARD_MANY.fullmatch(bare):
        return True  # 702.21a: a triggered ability once targeted by an opponent, as the printed keyword
    grants: list[PermanentGrant] = []
    subject: str | None = None
    for s in split_sentences(bare):
        out = _sentence(r, s, subject)
        if out is None:
            return False
        subject, more = out
        grants += more
    if grants and (r.band is not None or rx.search(r"\b[Tt]his (?:spell|card)\b", line)):
        return False  # a band's (only at some levels, 711), the spell's or the card's in another zone
    if grants:
        from castable.model.oracle.permgrants import _add
        for g in grants:
            _add(r, g)
    return True


def _cda(r: Reader, bare: str) -> bool:
    """604.3: "~ is all colors." (105.2, the card's colors in every zone), "~ is every
    creature type." (702.73a: what changeling means)."""
    if bare == "~ is all colors.":
        r.color_override = frozenset("WUBRG")
        return True
    if bare == "~ is every creature type." and "Creature" in r.types:
        r.keywords.add("Changeling")
        return True
    return False


_LEAD = re.compile(r"(?:(As long as|If) ([^,]+), |(Otherwise), )?(.+)\.")
_SUBJECT = re.compile(r"(~|[Ii]t|Enchanted creature|Equipped creature|Enchanted permanent|Creatures you control"
                      r"(?: that are enchanted)?|Other creatures you control|Each creature you control|"
                      r"(?:White|Blue|Black|Red|Green) creatures) (.+)")
_TRAIL = re.compile(r"(.+?) (as long as|if(?! able)|unless|during(?! its controller's untap step)) (.+)")


def _sentence(r: Reader, s: str, before: str | None) -> tuple[str, list[PermanentGrant]] | None:
    """One sentence: its subject (for a following "it") and the grants it makes; None if it is
    not one this module reads."""
    where = ""
    if ", where " in s:  # "gets +X/+X, where X is ...": only a count of a change of power and toughness
        s, _, where = s.partition(", where ")
        if _COND_DANGER.search(where) or not rx.search(r"gets? (?:an additional )?[+\-−][\dXY]+/[+\-−][\dXY]+$", s):
            return None
        s += "."
    m = _LEAD.fullmatch(s)
    if m is None:
        return None
    lead, lead_cond, otherwise, rest = m.group(1), m.group(2), m.group(3), m.group(4)
    sm = _SUBJECT.fullmatch(rest)
    if sm is None:
        return None
    subject, body = sm.group(1), sm.group(2)
    if subject in ("it", "It"):
        subject = _it(lead_cond, before)
        if subject is None:
            return None
    body, trail, trail_cond = _trailing(body)
    if any(c is not None and _COND_DANGER.search(c) for c in (lead_cond, trail_cond)):
        return None  # a condition that may hide an effect (or reads what the engine decides)
    clauses = _SPLIT.split(body)
    kws: set[str] = set()
    for c in clauses:
        got = _clause(c, subject in _ATTACHED_KIND)
        if got is None:
            return None
        kws |= got
    if not kws:
        return subject, []
    lost = {k for k in kws if k.startswith("-")}
    if lost:  # 613.1f: what the attached permanent loses (``model.losses``); only that, unconditionally
        if kws - lost or otherwise or where or lead or trail or subject not in _ATTACHED_KIND \
                or not ({"Aura", "Equipment"} & r.subtypes) or ("-*" in lost and len(lost) > 1):
            return None
        kind = _ATTACHED_KIND[subject]
        base = ObjectFilter(types=frozenset({kind}) if kind else frozenset())
        return subject, [PermanentGrant("attached", base, loses_all="-*" in lost,
                                        loses=frozenset(k[1:].capitalize() for k in lost if k != "-*"))]
    # keywords that change answers: only to the card itself or to what it is attached to, and
    # only under a condition the state decides
    if otherwise or where or subject not in ("~", "Enchanted creature", "Equipped creature", "Enchanted permanent"):
        return None
    if lead and trail:
        return None
    if lead_cond is not None and lead_cond.startswith(("it's ", "it is ")) and sm.group(1) not in ("it", "It"):
        return None  # "As long as it's ..., enchanted creature has ...": whom "it" names is not said here
    if trail and len(clauses) > 1:
        return None  # "gets +1/+1 and has haste as long as ...": which clause it gates is not said here
    grant = _grant(r, subject, lead_cond if lead == "As long as" else None if not trail else
                   (trail_cond if trail == "as long as" else None), frozenset(kws),
                   other_cond=(lead == "If") or (trail not in (None, "as long as")))
    return (subject, [grant]) if grant is not None else None


def _it(lead_cond: str | None, before: str | None) -> str | None:
    """Whom "it" names: the subject of the condition ("As long as enchanted creature is ..., it")
    or of the sentence before."""
    if lead_cond is not None:
        for subj in ("~", "enchanted creature", "equipped creature", "enchanted permanent"):
            if lead_cond.startswith(subj + " ") or lead_cond.startswith(subj + "'s "):
                return subj[0].upper() + subj[1:] if subj != "~" else "~"
        if before is None and lead_cond.startswith(("it's ", "it is ")):
            return None
    return before


def _trailing(body: str) -> tuple[str, str | None, str | None]:
    """``body`` without a trailing condition ("as long as ...", "if ...", "unless ...",
    "during your turn"), that condition's word and text."""
    t = _TRAIL.fullmatch(body)
    if t is None:
        return body, None, None
    return t.group(1), t.group(2), t.group(3)


def _clause(c: str, attached: bool) -> set[str] | None:
    """The keywords that change answers one clause grants (empty: nothing the engine reads);
    None if the clause is not one this module reads. A color ("is black") only on what an Aura
    or Equipment is attached to (docs/state-format.md: ``overrides.colors`` records it)."""
    from castable.model.oracle.inert import _GRANTABLE
    from castable.model.oracle.permgrants import keyword_list
    if rx.fullmatch(rf"gets? (?:an additional )?{_PT}(?: for each [^,]+)?(?: instead)?", c):  # "get": a plural subject
        return None if _COND_DANGER.search(c.partition(" for each ")[2]) else set()
    if rx.fullmatch(r"has base power and toughness \d+/\d+|has base power \d+", c) or (
            attached and rx.fullmatch(r"is (?:white|blue|black|red|green)", c)):
        return set()  # 613.4b, 613.1e: the state's ``overrides``
    if _COMBAT.fullmatch(c):
        return set()
    if c in ("loses all abilities", "loses all other abilities"):
        return {"-*"}  # 613.1f; "other": the keywords this effect gives are the state's (``granted``)
    lose = rx.fullmatch(r"loses ([a-z ,]+)", c)
    if lose:
        lost = rx.split(r", and |, | and ", lose.group(1))
        return {"-" + w for w in lost} if all(w in _GRANTABLE for w in lost) else None
    t = _TYPE_IS.fullmatch(c) if attached else None
    if t is not None and all(w in SUBTYPES and is_creature_type(w) for w in t.group(1).split()):
        return set()  # 613.1d-e, 613.4b: type line, colors, base power and toughness: the state's ``overrides``
    if not c.startswith("has "):
        return None
    words = c.removeprefix("has ")
    if rx.fullmatch(r"ward \{\d+\}", words):
        return set()  # 702.21a: a triggered ability once targeted, as the printed keyword
    kws = keyword_list(words)
    if kws is None:
        return None
    for kw in rx.split(r", and |, | and (?!from )", words):
        if not (kw.lower() in _GRANTABLE or rx.fullmatch(r"[a-z]+walk", kw) or kw.lower() in ("haste", "hexproof", "shroud")
                or kw.lower().startswith("protection from ")):
            return None
    return set(kws)


# ----- conditions the state decides (611.3a) -----------------------------------------------------
_ATTACHED_KIND = {"Enchanted creature": "Creature", "Equipped creature": "Creature", "Enchanted permanent": None}


def _grant(r: Reader, subject: str, cond: str | None, kws: frozenset[str], *, other_cond: bool) -> PermanentGrant | None:
    """The grant of ``kws`` to ``subject`` under ``cond`` (None: always), if the state decides
    the condition exactly; None otherwise."""
    if other_cond:
        return None  # "if it hasn't dealt damage yet", "unless it's attacking", "during your turn"
    whom = "self" if subject == "~" else "attached"
    if whom == "attached" and not ({"Aura", "Equipment"} & r.subtypes):
        return None
    if whom == "self" and "Creature" not in r.types:
        return None
    kind = _ATTACHED_KIND.get(subject)
    base = ObjectFilter(types=frozenset({kind}) if kind else frozenset())
    if cond is None:
        return PermanentGrant(whom, base, keywords=kws)
    quality = _recipient_quality(subject, cond)
    if quality is not None:
        return PermanentGrant(whom, _merge(base, quality), keywords=kws)
    c = _condition(cond, r)
    return PermanentGrant(whom, base, keywords=kws, condition=c) if c is not None else None


def _merge(base: ObjectFilter, q: ObjectFilter) -> ObjectFilter:
    import dataclasses
    return dataclasses.replace(q, types=base.types | q.types)


def _recipient_quality(subject: str, cond: str) -> ObjectFilter | None:
    """"it's untapped", "enchanted creature is blue", "equipped creature is legendary",
    "enchanted permanent is a creature": a quality of the recipient (the state's)."""
    from castable.model.oracle.targets import SUBTYPES
    who = r"(?:it's|it is|~ is)" if subject == "~" else rf"(?:it's|it is|{subject.lower()} is)"
    m = rx.fullmatch(rf"{who} (untapped|legendary|white|blue|black|red|green|an? ([A-Z][a-z]+)|a creature)", cond)
    if m is None:
        return None
    word = m.group(1)
    if word == "untapped":
        return ObjectFilter(tapped=False)
    if word == "legendary":
        return ObjectFilter(supertypes=frozenset({"Legendary"}))
    if word == "a creature":
        return ObjectFilter(types=frozenset({"Creature"}))
    if word in _COLOR_LETTER:
        return ObjectFilter(colors=frozenset({_COLOR_LETTER[word]}))
    if m.group(2) in SUBTYPES and subject != "Enchanted permanent":
        return ObjectFilter(subtypes=frozenset({m.group(2)}))
    return None


_N = r"(\w+)"
_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"(?:{_N} or more cards are in your graveyard|there are {_N} or more cards in your graveyard)"),
     "graveyard"),
    (re.compile(rf"there are {_N} or more (instant and/or sorcery|creature|land|artifact|permanent) cards in your "
                r"graveyard"), "graveyard_of"),
    (re.compile(r"you have no cards in hand"), "hand_empty"),
    (re.compile(rf"an opponent has {_N} or less life"), "opponent_life_le"),
    (re.compile(r"you haven't cast a spell this turn"), "no_spells_cast"),
    (re.compile(r"you control (another |an? )(.+)"), "control"),
)
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
_CARD_WORDS = {"instant and/or sorcery": frozenset({"Instant", "Sorcery"}), "creature": frozenset({"Creature"}),
               "land": frozenset({"Land"}), "artifact": frozenset({"Artifact"}), "permanent": _PERMANENT_TYPES}


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBERS.get(word)


def _condition(cond: str, r: Reader) -> GrantCondition | None:
    """The :class:`GrantCondition` the words say, or None if the state can't decide them."""
    for rule, kind in _CONDITIONS:
        m = rule.fullmatch(cond)
        if m is None:
            continue
        if kind == "control":
            return _control(m.group(1).strip(), m.group(2))
        if kind in ("hand_empty", "no_spells_cast"):
            return GrantCondition(kind)  # type: ignore[arg-type]
        n = _number(m.group(1))
        if n is None:
            return None
        if kind == "graveyard_of":
            return GrantCondition("graveyard", count=n, cards=ObjectFilter(types=_CARD_WORDS[m.group(2)]))
        return GrantCondition(kind, count=n)  # type: ignore[arg-type]
    return None


def _control(article: str, words: str) -> GrantCondition | None:
    """"you control a red creature", "you control another Vampire", "you control an artifact"."""
    from castable.model.oracle.costs import object_filter
    try:
        f = object_filter(words, False)
    except Unsupported:
        return None
    if not (f.types or f.subtypes) or f.non_types or f.non_colors or f.any_of:
        return None
    return GrantCondition("control", cards=f, other=article == "another")
