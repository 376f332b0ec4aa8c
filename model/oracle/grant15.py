"""grant15 (issue 13): more grants of quoted abilities and keywords, and group statics that
change no answer (613.1f, 113.1a). ``oracle.grant14`` reads the sentence shapes; this module adds:

- quoted abilities that change no answer (``inert_quote``, asked by grant14 for each quote):
  "bands with other legendary creatures" (702.22c: combat only), "Cumulative upkeep—Pay 1 life."
  (702.24a: an upkeep trigger), "You may look at the top card of your library any time" (a
  look changes no cost nor target), and a quoted static ability that the reader itself, reading
  it as a permanent's own line (recursively), accepts while keeping nothing
  ("This creature gets +1/+1 as long as you control a Swamp.", "Untap this land during each
  other player's untap step."): such a line changes no answer on the card that prints it, so it
  changes none on a permanent given it. Quoted triggered abilities stay grant14's (it refuses
  those that make mana or trigger on tapping, 117.5);
- a grant of only such abilities and of keywords that change no answer, whatever its subject
  ("Green creatures have \"Cumulative upkeep {1}.\"", "Creatures of the chosen type have fear.",
  "Equipped creature has nonbasic landwalk.": landwalk of any kind, 702.14, is combat only);
  one permanent's ("Enchanted creature is a Demon Spirit.", "Equipped creature ... is a black
  Zombie.", "Enchanted permanent is legendary.") type, supertype and color changes are the
  state's ``overrides`` (613.1d-e: as ``permgrants.attached_compound_line``'s);
- other creatures entering tapped or with an additional +1/+1 counter (614.1c: the state records
  each permanent as it entered);
- combat-only and untap-step statics ("Creatures that are enchanted can't attack or block.",
  "Each creature assigns combat damage equal to its mana value rather than its power.", ...):
  508, 509, 510 and 502 decide nothing about casting, paying or targeting;
- "Each creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste." (every
  permanent of any of those subtypes, ``ObjectFilter.any_of``; 302.6);
- "Each creature you control has vigilance if it's white, hexproof if it's blue, ..." (Scion of
  Draco: one grant per color, the recipient's colors as the state says them, 105.2);
- "Enchanted creatures you control have shroud." (``PermanentGrant.whom`` "enchanted": the
  permanents its controller controls that an Aura is attached to, 303.4).
- an Aura's "Enchanted land is the chosen color." and Burden of Proof's power and toughness either
  way (the state's ``overrides``, 613.1e, 613.4; "can't block Detectives": 509.1b); "Enchanted
  Mountain is a 7/7 red Giant creature with haste. It's still a land." (grant14's animated land);
  "Enchanted permanent is a colorless land with \"{T}: Add {C}\" and loses all other card types
  and abilities." (one grant with ``loses_all`` whose own ability ``model.losses`` keeps, 613.1f);
- Tapestry Warden's station by toughness (702.184a: station taps a creature whatever its power;
  the charge counters are the state's).

Not read: soulbond's "As long as ~ is paired with another creature, each of those creatures has
\"...\"" (the state doesn't say which creatures are paired), a quoted ability that sacrifices,
taps or unattaches the Equipment ("Sacrifice Blazing Torch": no cost part names one other
permanent), a group's type or color change, redirected damage (it can reach a pain land's damage
to you, 605.3b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ObjectFilter, PermanentGrant
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.cards import ActivatedAbility, ManaAbility
    from castable.model.oracle.reader import Reader

_PERMANENT = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = r"(?:white|blue|black|red|green)"

# ----- quoted abilities that change no answer ------------------------------------------------
#: 702.22c "bands with other legendary creatures": blocking and combat damage only
_BANDS = re.compile(r"[Bb]ands with other (?:legendary creatures|[A-Z][a-z]+s|creatures named [A-Z][^.\"]*)\.?")
#: 702.24a: cumulative upkeep is an upkeep trigger; its life payment is no cost of a spell
_UPKEEP_LIFE = re.compile(r"Cumulative upkeep—Pay \d+ life\.?")
_LOOK = re.compile(r"You may look at the top card of your library (?:any time|at any time)\.?")
#: the reader's attributes that may change when a line it reads keeps nothing
_BOOKKEEPING = frozenset({"named", "bullets"})


def inert_quote(q: str) -> bool:
    """A quoted ability that changes no answer (the module doc); grant14's own ward, cumulative
    upkeep and triggers are decided there."""
    if _BANDS.fullmatch(q) or _UPKEEP_LIFE.fullmatch(q) or _LOOK.fullmatch(q):
        return True
    return _read_inert(q)


def _read_inert(q: str) -> bool:
    """The quoted static ability read by a fresh reader as a permanent's own line: True only when
    it reads it and keeps nothing (no ability, cost change, grant, trigger, keyword ...)."""
    from castable.model.oracle.reader import Reader
    if '"' in q or "“" in q or rx.match(r"(?:When|Whenever|At) |\{|[^:]*:", q):
        return False  # triggers are grant14's; costs (602.1) are abilities
    text = q if q.endswith(".") else q + "."
    kind = next((t for w, t in _SELF_KINDS if f"this {w}" in text), "Creature")
    fresh = Reader("Granted Permanent", f"{kind} — Test")
    before = _snapshot(fresh)
    try:
        fresh.line(fresh.normalize(text))
    except Unsupported:
        return False
    return _snapshot(fresh) == before


_SELF_KINDS = (("land", "Land"), ("artifact", "Artifact"), ("enchantment", "Enchantment"), ("creature", "Creature"),
               ("permanent", "Creature"))


def _snapshot(r: Reader) -> dict[str, str]:
    return {k: repr(v) for k, v in vars(r).items() if k not in _BOOKKEEPING}


# ----- the line readers -------------------------------------------------------------------------
def _group_grant(r: Reader, predicate: str, plural: bool, quotes: list[str]
                 ) -> tuple[frozenset[str], list[ManaAbility | ActivatedAbility]] | None:
    """What a group's predicate grants (grant14's reading of its items): the keywords that change
    answers and the abilities; None when an item is not read."""
    from castable.model.oracle.grant14 import _granted, _predicate
    items = _predicate(predicate, plural, group=True)
    if items is None:
        return None
    kws, abilities = _granted(r, items, quotes)
    return None if kws is None else (kws, abilities)


def grant15_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines: its grant appended to ``r.permanent_grants`` (none when
    nothing in it changes an answer) and True; False when it is not one."""
    if not line.startswith(_STARTS) or r.is_spell_card or r.band is not None or not line.endswith((".", '"')):
        return False  # cheap checks first (reading speed)
    if line in _COMBAT_LINES or (line.startswith(_COMBAT_STARTS) and _combat(line)):
        return True  # 502, 508-510: nothing about casting, paying or targeting
    if " enter" in line and _ENTERING.fullmatch(line):
        return True  # 614.1c: the state records each permanent as it entered
    if not r.types & _PERMANENT:
        return False
    if "Aura" in r.subtypes and _BASIC_ANIMATED.match(line):
        # "Enchanted Mountain is a 7/7 red Giant creature with haste. It's still a land.": grant14's
        # animated land (a Mountain is a land, 305.6), its haste granted (302.6)
        from castable.model.oracle.grant14 import _animated
        return _animated(r, _BASIC_ANIMATED.sub("Enchanted land is ", line, count=1))
    if line.startswith("Each creature that's a"):
        return _each_of_subtypes(r, line)
    if line.startswith("Each creature you control has ") and " if it's " in line:
        return _by_color(r, line)
    if line.startswith("Enchanted creatures you control "):
        return _enchanted_yours(r, line)
    if line.startswith("Enchanted permanent is a colorless ") and "Aura" in r.subtypes:
        return _imprisoned(r, line)
    if line.startswith("Enchanted ") and "Aura" in r.subtypes and (_AURA_STATE.fullmatch(line) or _BURDEN.fullmatch(line)):
        return True  # 613.1e, 613.4: the state's ``overrides``; 509.1b: blocking only
    if " has " in line or " have " in line or line.startswith(_ONE_STARTS):
        return _inert_grant(r, line)
    return False


#: how every line read here starts
_STARTS = ("All ", "Creatures ", "Each creature ", "Enchanted ", "Equipped ", "White ", "Blue ", "Black ", "Red ",
           "Green ", "Other creatures you control enter ")
#: whole lines about attacking, blocking, combat damage and untapping (the module doc)
_COMBAT_LINES = frozenset({
    "All creatures can attack your opponents and planeswalkers your opponents control as though those creatures "
    "had haste.",  # 508.1a: attacking only; {T} abilities still need haste itself (302.6)
    "Creatures can't attack a player unless that player cast a spell or put a nontoken permanent onto the "
    "battlefield during their last turn.",
    "Creatures with landwalk abilities can be blocked as though they didn't have those abilities.",
    "Creatures that are enchanted can't attack or block.",
    "All permanents untap during each player's untap step.",  # 502.3
    "Creatures of the chosen type don't untap during their controllers' untap steps.",  # 502.3
    "Each creature assigns combat damage equal to its mana value rather than its power.",  # 510.1
    "Enchanted creature's controller may have it assign its combat damage as though it weren't blocked.",
    # 702.184a: station taps another untapped creature whatever its power; how many charge counters
    # it puts is the state's (its counters) once it has resolved
    "Each creature you control with toughness greater than its power stations permanents using its toughness rather "
    "than its power.",
})
_COMBAT_STARTS = ("Creatures with ", "Creatures that are ")
#: other creatures entering tapped or with more +1/+1 counters (614.1c), as ``oracle.static14``'s
#: "Permanents enter the battlefield tapped." and ``oracle.inert``'s "Each other creature you control
#: enters with an additional +1/+1 counter on it.": the state records each permanent as it entered
_ENTERING = re.compile(r"Creatures(?: enchanted player controls)? enter(?: the battlefield)? tapped\.|"
                       r"(?:Other creatures you control enter|Each creature you control that has an Adventure enters)"
                       r"(?: the battlefield)? with an additional \+1/\+1 counter on (?:them|it)(?: for each [^.;\"]+)?\.")


def _combat(line: str) -> bool:
    """"Creatures with flying can't block.", "Creatures that are enchanted can't block.": combat
    restrictions only (509.1b)."""
    return rx.fullmatch(r"Creatures (?:with (?:flying|defender|power \d or (?:less|greater))|that are (?:enchanted|"
                        r"equipped)) can't (?:attack|block|attack or block)\.", line) is not None


def _each_of_subtypes(r: Reader, line: str) -> bool:
    """"Each creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste.":
    every creature of any of those subtypes (``ObjectFilter.any_of``), whoever controls it."""
    from castable.model.oracle.grant14 import _split_quotes
    from castable.model.oracle.permgrants import _add
    from castable.model.oracle.targets import SUBTYPES
    split = _split_quotes(line)
    if split is None:
        return False
    body, quotes = split
    m = rx.fullmatch(r"Each creature that's (an? [A-Z][a-z]+(?:, an? [A-Z][a-z]+)*,? or an? [A-Z][a-z]+) "
                     r"((?:gets|has) .+)", body)
    if m is None:
        return False
    subs = [w.split(" ")[1] for w in rx.split(r",? or |, ", m.group(1))]
    if not all(s in SUBTYPES for s in subs):
        return False
    granted = _group_grant(r, m.group(2), False, quotes)
    if granted is None:
        return False
    kws, abilities = granted
    if kws or abilities:
        recipients = ObjectFilter(any_of=tuple(ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({s}))
                                               for s in subs))
        _add(r, PermanentGrant("all", recipients, abilities=tuple(abilities), keywords=kws))
    return True


def _by_color(r: Reader, line: str) -> bool:
    """"Each creature you control has vigilance if it's white, hexproof if it's blue, lifelink if
    it's black, first strike if it's red, and trample if it's green.": for each color, its keyword
    to the creatures its controller controls of that color (105.2: the state's colors)."""
    from castable.model.oracle.grant14 import keyword
    from castable.model.oracle.permgrants import _add
    body = line.removeprefix("Each creature you control has ").removesuffix(".")
    parts = rx.split(r",? and |, ", body)
    grants: list[PermanentGrant] = []
    for p in parts:
        m = rx.fullmatch(rf"([a-z][a-z ]*?) if it's ({_COLOR})", p)
        if m is None:
            return False
        k = keyword(m.group(1))
        if k is None:
            return False
        if k:
            grants.append(PermanentGrant("yours", ObjectFilter(types=frozenset({"Creature"}),
                                                               colors=frozenset({_COLORS[m.group(2)]})), keywords=k))
    for g in grants:
        _add(r, g)
    return True


def _enchanted_yours(r: Reader, line: str) -> bool:
    """"Enchanted creatures you control have shroud.": the creatures its controller controls that
    an Aura is attached to (303.4; ``PermanentGrant.whom`` "enchanted")."""
    from castable.model.oracle.grant14 import _split_quotes
    from castable.model.oracle.permgrants import _add
    split = _split_quotes(line)
    if split is None:
        return False
    body, quotes = split
    granted = _group_grant(r, body.removeprefix("Enchanted creatures you control "), True, quotes)
    if granted is None:
        return False
    kws, abilities = granted
    if kws or abilities:
        _add(r, PermanentGrant("enchanted", ObjectFilter(types=frozenset({"Creature"})), abilities=tuple(abilities),
                               keywords=kws))
    return True


#: 613.1d-f: one effect makes the permanent a colorless land or Food (the state's ``overrides``:
#: type line and colors), gives it the quoted ability and takes every other ability away
_IMPRISONED = re.compile(r'Enchanted permanent is a colorless (land|Food artifact) with "([^"]+)" and loses all '
                         r'other card types and abilities\.')


def _imprisoned(r: Reader, line: str) -> bool:
    """"Enchanted permanent is a colorless land with \"{T}: Add {C}\" and loses all other card
    types and abilities." (Imprisoned in the Moon; Sugar Coat's Food): the quoted ability is the
    permanent's only one (``PermanentGrant.loses_all`` with the grant's own ability, which
    ``castable.model.losses`` keeps: one effect, 613.1f); its types and colors are the state's
    ``overrides`` (613.1d-e)."""
    from castable.model.cards import ManaAbility
    from castable.model.oracle.permgrants import _add, _quoted
    m = _IMPRISONED.fullmatch(line)
    if m is None:
        return False
    ability = _quoted(r, m.group(2))
    if isinstance(ability, ManaAbility) and ability.sacrifice_self:
        return False  # Lotus Ring's refusal (permgrants.attached_compound_line)
    _add(r, PermanentGrant("attached", ObjectFilter(), abilities=(ability,), loses_all=True))
    return True


_BASIC_ANIMATED = re.compile(r"Enchanted (?:Plains|Island|Swamp|Mountain|Forest) is ")
#: "Enchanted land is the chosen color." (105.3, 613.1e): the enchanted permanent's colors, the
#: state's ``overrides``
_AURA_STATE = re.compile(r"Enchanted (?:land|creature|permanent) is the chosen color\.")
#: Burden of Proof: power and toughness either way (613.4, the state's ``overrides``) and a
#: blocking restriction (509.1b)
_BURDEN = re.compile(r"Enchanted creature gets [+-]\d+/[+-]\d+ as long as it's an? [A-Z][a-z]+ you control\. Otherwise, "
                     r"it has base power and toughness \d+/\d+ and can't block [A-Z][a-z]+s\.")
#: landwalk of any kind (702.14a: "can't be blocked as long as the defending player controls a
#: land of that kind"): combat only
_LANDWALK = re.compile(r"(?:nonbasic|artifact|legendary|snow|[A-Z][a-z]+) landwalk|landwalk of the chosen type")
_ONE_STARTS = ("Enchanted creature is ", "Enchanted permanent is ", "Equipped creature is ")
_SUBJECT = re.compile(r"([A-Z][A-Za-z ,'-]*?) ((?:has|have|gets?|is|are) .+)")
#: one permanent's type, supertype or color change (613.1d-e: the state's ``overrides``), for an
#: Aura's or an Equipment's "Enchanted/Equipped ..." only
_ONE_TYPE = re.compile(rf"is (?:legendary|an? (?:{_COLOR} )?((?:[A-Z][a-z]+ )*[A-Z][a-z]+))")


def _inert_grant(r: Reader, line: str) -> bool:
    """A grant of only abilities and keywords that change no answer (the module doc), to any
    subject that only describes permanents; one Aura's or Equipment's type changes too."""
    from castable.model.oracle.grant14 import _CLAUSE_SPLIT, _PH, _PT_CLAUSE, _loose, _split_quotes
    split = _split_quotes(line)
    if split is None:
        return False
    body, quotes = split
    m = _SUBJECT.fullmatch(body)
    if m is None or not _loose(m.group(1)) or not rx.search(r"\b(?:creatures?|permanents?|lands?|artifacts?)\b",
                                                             m.group(1), re.IGNORECASE):
        return False
    one = m.group(1) in ("Enchanted creature", "Enchanted permanent", "Equipped creature") \
        and ("Aura" if m.group(1).startswith("Enchanted") else "Equipment") in r.subtypes
    quotes = list(quotes)
    for clause in _CLAUSE_SPLIT.split(m.group(2)):
        if _PT_CLAUSE.fullmatch(clause):
            continue  # 613.4: the state's ``overrides``
        t = _ONE_TYPE.fullmatch(clause)
        if t is not None:
            if not one or (t.group(1) and not _creature_types(t.group(1))):
                return False
            continue  # 613.1d-e: the state's ``overrides``
        verb, _, rest = clause.partition(" ")
        if verb not in ("has", "have"):
            return False
        for item in rx.split(r", and |, | and ", rest):
            if not _inert_item(item, quotes, _PH):
                return False
    return not quotes


def _inert_item(item: str, quotes: list[str], ph: str) -> bool:
    from castable.model.oracle.grant14 import _inert_quote, keyword
    if item == ph:
        return bool(quotes) and _inert_quote(quotes.pop(0))
    return bool(_LANDWALK.fullmatch(item)) or keyword(item) == frozenset()


def _creature_types(words: str) -> bool:
    """"Demon Spirit", "Zombie": creature types only (205.3m); a card type or an artifact or land
    type would change what the permanent is or can do."""
    from castable.model.cards import is_creature_type
    from castable.model.oracle.targets import SUBTYPES
    return all(w in SUBTYPES and is_creature_type(w) for w in words.split())
