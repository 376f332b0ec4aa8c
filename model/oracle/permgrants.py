"""Static abilities of permanents that grant abilities to other permanents (113.1a, 613.1f):

- "Enchanted land has \"{T}: Add one mana of any color.\"" (Abundant Growth), "Enchanted
  creature has \"...\"", "Equipped creature has \"...\"" (also "... gets +1/+1 and has"):
  the permanent the source is attached to (the state's ``attached_to``);
- "All Slivers have \"...\"", "Sliver creatures you control have \"...\"", "<filter> you
  control have \"...\"", "Other <filter> you control have \"...\"";
- the same with "haste" for the quoted ability (302.6: a summoning-sick creature with haste
  can pay {T}).

Read into ``CardDef.permanent_grants`` (:class:`~castable.model.cards.PermanentGrant`); the
quoted ability is read by the reader's own mana-ability and activated-ability readers
(605, 602) and must be exactly one ability, fully read; anything else in the quotes (two
abilities, a trigger, an ability those readers refuse) leaves the card unsupported.
``castable.model.permgrants`` gives them to the permanents in the state.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, ManaAbility, ObjectFilter, PermanentGrant, is_creature_type
from castable.model.oracle.common import Unsupported, rx
from castable.model.oracle.costs import object_filter
from castable.model.oracle.targets import SUBTYPES
from castable.model.permgrants import CHOSEN_PROTECTION

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_PT = r"(?:gets? [+-]\d+/[+-]\d+ and )?"
#: who: the permanent attached to, "<filter> you control", or "All <filter>"
_ATTACHED = re.compile(rf"Enchanted (land|creature|permanent|artifact) {_PT}has (.+)|Equipped (creature) {_PT}has (.+)")
#: "Other creatures you control have haste.": after "Other " the noun is lower case
_YOURS = re.compile(rf"(Other )?((?<=Other )[a-z]+(?: [a-z]+)?|[A-Z][a-z]*(?: [a-z]+)?) you control {_PT}have (.+)")
_ALL = re.compile(rf"All ([A-Z][a-z]*(?: [a-z]+)?|creatures) {_PT}have (.+)")
_ATTACHED_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "permanent": None}
_TRIGGERED = re.compile(r"(?:When|Whenever|At) ")
#: 110.4: the card types of permanents; ``model.permgrants`` applies grants of battlefield objects only
_PERMANENT = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
#: "Enchanted creature has protection from the chosen color. This effect doesn't remove ~." (Pentarch
#: Ward), "All Slivers have protection from the chosen color." (Ward Sliver)
_CHOSEN = re.compile(r"(Enchanted creature|All Slivers|~) (?:has|have) protection from the chosen color\."
                     r"( This effect doesn't remove ~\.)?")


def permanent_grant_line(r: Reader, line: str) -> bool:
    """A grant of one quoted ability or of haste to other permanents (see the module doc),
    appended to ``r.permanent_grants``; False when the line is not one (a quoted triggered
    ability is left to ``oracle.inert``); Unsupported when it is one whose quoted ability or
    recipients the reader can't say exactly."""
    if line.startswith(("Equipped creature ", "Enchanted creature ")) and attached_compound_line(r, line):
        return True
    c = _CHOSEN.fullmatch(rx.sub(rf"\b{r.self_re}\b", "~", line)) if "the chosen color" in line else None
    if c:  # the color chosen as the source entered (614.12): the state's chosen.color, resolved in model.permgrants
        whom = {"Enchanted creature": "attached", "~": "self"}.get(c.group(1), "all")
        recipients = _recipients(c.group(1)[len("All "):]) if whom == "all" else \
            ObjectFilter(types=frozenset({"Creature"})) if whom == "attached" else ObjectFilter()
        _add(r, PermanentGrant(whom, recipients, False,
                                                 keywords=frozenset({CHOSEN_PROTECTION}), keeps_source=bool(c.group(2))))
        return True
    m, y, a = _ATTACHED.fullmatch(line), _YOURS.fullmatch(line), _ALL.fullmatch(line)
    what = (m.group(2) or m.group(4)) if m else y.group(3) if y else a.group(2) if a else None
    if what is None:
        return False
    quoted = what.removesuffix(".")[1:-1] if what.startswith('"') and what.removesuffix(".").endswith('"') else None
    keywords = _keywords(what) if quoted is None and not m else None
    if keywords is None and what != "haste." and (quoted is None or '"' in quoted or _TRIGGERED.match(quoted)):
        return False  # "has flying", a granted trigger, two quoted abilities: the other readers decide
    if keywords == frozenset():  # nothing granted matters: read only if the recipients are
        try:
            _recipients(y.group(2) if y else a.group(1) if a else "")
        except Unsupported:
            return False  # "Nontoken creatures you control have riot.": oracle.inert decides
        return True
    if m:
        t = _ATTACHED_TYPES[m.group(1) or m.group(3)]
        whom, recipients, other = "attached", ObjectFilter(types=frozenset({t}) if t else frozenset()), False
    elif y:
        whom, recipients, other = "yours", _recipients(y.group(2)), bool(y.group(1))
    else:
        assert a is not None
        whom, recipients, other = "all", _recipients(a.group(1)), False
    if quoted is None:  # haste (702.10), or the keywords that matter for costs and targets
        kws = frozenset({"Haste"}) if keywords is None else keywords
        _add(r, PermanentGrant(whom, recipients, other, keywords=kws))
    else:
        _add(r, PermanentGrant(whom, recipients, other, abilities=(_quoted(r, quoted),)))
    return True


def _add(r: Reader, grant: PermanentGrant) -> None:
    """Keep ``grant``; a card that is no permanent (a Plane's or a Vanguard's "All creatures
    have ...": in the command zone, 901, 902) is refused: grants are applied from the
    battlefield only."""
    if not r.types & _PERMANENT:
        raise Unsupported
    r.permanent_grants.append(grant)


def _keywords(what: str) -> frozenset[str] | None:
    """"haste, hexproof, and protection from black and from red.": the keywords of a grant to
    "<filter> you control" or "All <filter>" (:func:`keyword_list`); None for a list with a
    quoted ability or without its period."""
    if not what.endswith(".") or '"' in what:
        return None
    return keyword_list(what.removesuffix("."))


def keyword_list(words: str) -> frozenset[str] | None:
    """The keywords of a granted list ("haste, hexproof, and protection from black and from
    red") that can change an answer: haste (302.6: {T} while summoning sick), shroud and
    hexproof (702.18a, 702.11b: targets), protection from a quality the checkers know (702.16b:
    targets); the others in the list (flying, vigilance, ...) only if they change no answer
    (``inert._GRANTABLE``, landwalk: combat only; "attack each combat if able", 508.1d: a
    requirement on attacking, none on casting or paying). None for any other word, or a
    protection the checkers can't say exactly ("from the chosen color"). Shared by the grants
    to many (here) and an Aura's or Equipment's grant (``oracle.restrict``)."""
    from castable.model.oracle.inert import _GRANTABLE
    from castable.model.rules import protection_qualities, protection_quality_known
    out: set[str] = set()
    for kw in rx.split(r", and |, | and (?!from )", words):
        low = kw.lower()
        if low in ("haste", "hexproof", "shroud"):
            out.add(low.capitalize())
        elif low.startswith("protection from "):
            qualities = protection_qualities([low])
            if not qualities or not all(protection_quality_known(q, ()) for q in qualities):
                return None
            out.add(kw[:1].upper() + kw[1:])
        elif not (low in _GRANTABLE or rx.fullmatch(r"[a-z]+walk", low) or low == "attack each combat if able"):
            return None
    return frozenset(out)


def _quoted(r: Reader, text: str) -> ManaAbility | ActivatedAbility:
    """The quoted ability, read as one of the recipient's own (605.1a mana ability, 602
    activated ability; "this creature" is the recipient): exactly one ability and nothing
    else the reader keeps, or Unsupported."""
    from castable.model.oracle.abilities import activated_line, mana_line
    from castable.model.oracle.reader import SELF
    # "{1}, {T}: Tap target creature. Return Trusty Boomerang to its owner's hand.": the last
    # sentence moves the Equipment as the ability resolves (608.2), after every cost is paid; no
    # answer about casting or paying depends on it. Anywhere else the Equipment's name is refused
    # ("Sacrifice Ninja's Kunai" in the creature's ability is the Equipment, not "this").
    text = re.sub(rf"(?<=\.) Return {SELF} to its owner's hand\.$", "", text)
    # 'has "{2}, {T}: ... any target" and "...".': the first of two quoted abilities is printed
    # without its period (or with the list's comma inside the quotes); it is still a whole ability
    if not text.endswith((".", '"')):
        text = text.removesuffix(",") + "."
    if SELF in text:
        raise Unsupported
    before = {k: len(v) for k, v in vars(r).items() if isinstance(v, list)}
    if not (mana_line(r, text) or activated_line(r, text)):
        raise Unsupported
    grew = {k for k, v in vars(r).items() if isinstance(v, list) and len(v) != before.get(k, 0)}
    if len(r.abilities) != before["abilities"] + 1 or grew - {"mana", "abilities"}:
        raise Unsupported  # it also targets, triggers or changes a cost the reader keeps apart
    ability = r.abilities.pop()
    if isinstance(ability, ManaAbility):
        r.mana.pop()
    return ability


def _recipients(words: str) -> ObjectFilter:
    """"Creatures", "Slivers", "Sliver creatures", "Lands", "Creature tokens": the permanents
    reached (one type or one subtype, a creature subtype with "creatures"; ``token``)."""
    token = None
    if words.endswith(" tokens"):
        words, token = words.removesuffix(" tokens") + "s", True
    sub = rx.fullmatch(r"(\S+) creatures", words)
    if sub:
        if sub.group(1) not in SUBTYPES:
            raise Unsupported  # "Artifact creatures", "Legendary creatures": two qualities at once
        return ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({sub.group(1)}), token=token)
    first = words.split(" ")[0]
    if words == "Permanents":
        return ObjectFilter(token=token)
    f = object_filter(words.lower() if first.lower() in _TYPE_WORDS else words, True)
    if f.colors or len(f.types) + len(f.subtypes) != 1:
        raise Unsupported  # "white creatures", "artifacts or creatures": not said exactly here
    return ObjectFilter(types=f.types, subtypes=f.subtypes, token=token)


_TYPE_WORDS = ("creatures", "lands", "artifacts", "enchantments", "permanents", "planeswalkers")


#: "Equipped creature gets +2/+2, has vigilance and haste, and is a Knight in addition to its other
#: types.": the subject, then clauses each opening with a verb (quotes replaced by placeholders)
_COMPOUND = re.compile(r"(Equipped|Enchanted) creature (.+?)(?:\.|(?<=\"))")
_CLAUSE_SPLIT = re.compile(r",? and (?=(?:gets|has|is) )|, (?=(?:gets|has|is) )")
_QUOTE = re.compile(r'"([^"]+)"')
_PLACEHOLDER = "QUOTEDABILITY"
_TYPE_CLAUSE = re.compile(r"is (?:a|an) (?:(?:white|blue|black|red|green) (?=\S+ (?:\S+ )?in addition to its other colors and ))?"
                          r"((?:[A-Z][a-z\-]+ )+)in addition to its other (?:colors and )?(?:creature )?types"
                          r"|is (?:every|all) creature types?")


def attached_compound_line(r: Reader, line: str) -> bool:
    """"Equipped / Enchanted creature gets +N/+N, has <keywords>, has \"<ability>\", and is a
    <creature type> in addition to its other types." (113.1a, 613.1c-f): the haste (302.6) and
    the quoted mana or activated abilities it grants are read into a :class:`PermanentGrant` to
    the attached creature; a quoted triggered ability that makes no mana changes no answer
    (``inert._granted_triggers``); the change of power and toughness, the other keywords and
    the added creature types and color ("is a white Angel in addition to its other colors and
    types", "is every creature type") are the state's (``overrides``, ``granted``: 613, docs/state-format.md),
    as for "gets +2/+2 and has flying" (``oracle.inert``); "ward {N}" is a triggered ability
    (702.21a) that changes no answer, as the printed keyword. Only lines with haste, a quoted
    ability, ward or a type clause are claimed here (others stay with ``oracle.inert``); a clause of
    any other kind (colors, card types, "loses", combat) makes it False: not read here."""
    from castable.model.oracle.inert import _GRANTABLE, _granted_triggers
    m = _COMPOUND.fullmatch(line)
    if not m or line.count('"') % 2:
        return False
    quotes = _QUOTE.findall(m.group(2))
    body = _QUOTE.sub(_PLACEHOLDER, m.group(2))
    if '"' in body or _PLACEHOLDER.lower() in line.lower():
        return False
    haste, typed, abilities = False, False, []
    for clause in _CLAUSE_SPLIT.split(body):
        if rx.fullmatch(r"gets [+-]\d+/[+-]\d+", clause):
            continue  # 613.4c: the state's ``overrides``
        tm = _TYPE_CLAUSE.fullmatch(clause)
        if tm:
            words = (tm.group(1) or "").split()  # "is every creature type": changeling, the state's ``granted``
            if not all(w in SUBTYPES and is_creature_type(w) for w in words):
                return False
            typed = True  # 613.1d (layer 4): the type line the state records in ``overrides``
            continue
        if not clause.startswith("has "):
            return False
        for kw in rx.split(r", and |, | and ", clause.removeprefix("has ")):
            if kw == "haste":
                haste = True
            elif rx.fullmatch(r"ward \{\d+\}", kw):
                typed = True  # 702.21a: a trigger once targeted, as the printed keyword (reader._WARD)
            elif kw == _PLACEHOLDER:
                abilities.append(quotes.pop(0) if quotes else "")
            elif kw.lower() not in _GRANTABLE:
                return False
    if not (haste or typed or abilities):
        return False
    read: list[ManaAbility | ActivatedAbility] = []
    for q in abilities:
        if _TRIGGERED.match(q):
            if _granted_triggers(f'"{q}"') is None:
                raise Unsupported  # a granted trigger that makes mana or triggers on tapping
            continue
        ability = _quoted(r, q)
        if isinstance(ability, ManaAbility) and ability.sacrifice_self:
            # Lotus Ring: sacrificing the creature for mana while its own costed mana abilities
            # are used in the same payment is not ordered exactly by the CP-SAT model (a plan
            # used the sacrificed creature's "{1}: Add {R} or {W}." afterwards): unread
            raise Unsupported
        read.append(ability)
    if haste or read:
        _add(r, PermanentGrant("attached", ObjectFilter(types=frozenset({"Creature"})), False,
                                                 abilities=tuple(read),
                                                 keywords=frozenset({"Haste"}) if haste else frozenset()))
    return True
