"""Lines recognized as not mattering without being parsed: they change nothing about casting,
paying for or targeting any spell or ability (604.1: static abilities only do what they say;
none of these says anything about casting, costs, targets, mana or what can be paid).

- :func:`enters_line`: replacement effects on entering (614.1c-d; the state records the
  permanent as it entered): lands that enter tapped, shock lands, checklands and fastlands,
  counters it enters with;
- :func:`inert_line`: changes of power and toughness (613.4; the state records their result in
  ``overrides``), a creature's power/toughness-defining ability (604.3; likewise), the grant of
  keywords that change nothing about casting, paying or targeting ("has flying"), combat
  restrictions and requirements (506-509), "doesn't untap", maximum hand size, "look at the top
  card of your library", choices made as a permanent enters (the state records them in
  ``chosen``), damage prevention, "can't be countered", lifegain restrictions, ante and draft
  text; granted triggered abilities in quotes ("Enchanted creature has \"Whenever this creature
  attacks, ...\"") that make no mana and don't trigger on becoming tapped; a condition "As long
  as ..., " only gates its effect. A sentence with the word "target" is never recognized here (a
  spell's "Target creature gets +2/+2." has a target, 115.1a), nor a cost change ("costs {").

Left unread (unsupported), among others: static abilities that forbid or permit casting ("can't
cast", "as though it had flash", "may cast ... from", split second 702.61), grant or remove
hexproof, shroud, protection, flash or haste (haste decides whether a creature's {T} abilities,
mana abilities included, can be activated: 302.6), change control, types, colors or abilities
("lose all abilities", "is a Forest in addition"), or add mana; quoted abilities granted to
others.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import Unsupported, split_sentences
from castable.model.oracle.keywords import INERT_KEYWORDS

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X)"


def enters_line(r: Reader, line: str) -> bool:
    """Replacement effects on entering that change nothing about casting (614.1c-d: the state
    records the permanent as it entered): shock lands, lands that enter tapped, counters it
    enters with."""
    if "enters" not in line:  # cheap guard: patterns with the card's name compile per card
        return False
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    return bool(
        re.fullmatch(rf"{s} {enters} tapped\.", line)
        # checklands, fastlands: a condition checked as it enters, recorded by the state's "tapped"
        or re.fullmatch(rf"{s} {enters} tapped unless [^.\"]+\.", line)
        or re.fullmatch(rf"If [^,.\"]+, {s} {enters} tapped\.", line)
        or re.fullmatch(rf"(?:If {s} was kicked, it|{s}) {enters} with {_N} (?:\+1/\+1|charge) counters? on it"
                        r"(?: for each time it was kicked)?\.", line)
        # Vivid lands: the state records it tapped, with its counters
        or re.fullmatch(rf"{s} {enters} tapped with {_N} (?:\+1/\+1|charge) counters? on it\.", line)
        or re.fullmatch(rf"As {s} {enters}, you may pay \d+ life\. If you don't, it {enters} tapped\.", line)
    )


_POWER_TOUGHNESS = r"[+\-−]\w+/[+\-−]\w+"
_GRANTABLE = INERT_KEYWORDS - {"haste", "ascend", "living weapon", "job select", "start your engines!",
                               "choose a background", "doctor's companion", "partner", "friends forever"}
#: words that may make a static ability matter for casting, costs, targets, mana or what can be
#: paid (604.1): a line containing one is never recognized as not mattering
_DANGER = re.compile(
    r"\b(?:costs?|cast|casts|casting|spells?|play|plays|played|playing|targets?|targeted|hexproof|shroud|protection|"
    r"ward|add|adds|mana|spend|activate[sd]?|activating|abilit(?:y|ies)|sacrifices?|sacrificed|discard(?:s|ed)?|"
    r"pay|pays|paid|flash|haste|untapped|exiled?|graveyards?|hand|library|control of|controls enchanted|"
    r"you control enchanted|you control equipped|lose all|loses all|becomes?|in addition to|colorless|colors?|"
    r"chosen|named?|copy|copies|type|types|convoke|delve|improvise|affinity|counter target|countered|split second|"
    r"is a|is an|are|is every|all creature types|tapped for mana|instead|skip|phase|phases|crew|crews|crewed|"
    r"saddle|saddles|station)\b", re.IGNORECASE)
_COMBAT = re.compile(r"\b(?:attacks?|attacked|attacking|blocks?|blocked|blocking)\b", re.IGNORECASE)


def _inert_keywords(text: str) -> bool:
    """"flying", "flying and trample", "first strike, vigilance, and lifelink"; a granted
    triggered ability (``_granted_triggers``)."""
    kws = re.split(r", and |, | and ", text)
    return all(k.lower() in _GRANTABLE or re.fullmatch(r"[a-z]+walk", k.lower()) or k == _GRANTED_TRIGGER
               for k in kws)


#: what a quoted triggered ability that doesn't matter becomes in the line (a word no card uses)
_GRANTED_TRIGGER = "GRANTEDTRIGGER"
_QUOTED = re.compile(r'"([^"]*)"')


def _granted_triggers(line: str) -> str | None:
    """The line with each quoted ability (113.1a: "has \"...\"") replaced by a placeholder, when
    every one is a triggered ability (603.1) that makes no mana (605.1b) and doesn't trigger on
    becoming tapped (the engine puts those on the stack, 117.5): such an ability changes nothing
    about casting, paying or targeting, as the reader's own triggered lines; else None."""
    def one(m: re.Match[str]) -> str:
        q = m.group(1)
        if not re.match(r"(?:When|Whenever|At) ", q) or re.search(r"\bfor mana\b|\badds?\b|\bmana\b|\btapped\b|:|“",
                                                                   q, re.IGNORECASE):
            raise Unsupported
        return _GRANTED_TRIGGER
    try:
        out = _QUOTED.sub(one, line)
    except Unsupported:
        return None
    if '"' in out or _GRANTED_TRIGGER.lower() in line.lower():
        return None
    return out + "." if line.endswith('."') else out  # the sentence's period is inside the quote


def _not_mattering(r: Reader, line: str) -> bool:
    """Recognized without parsing: the line changes nothing about casting, paying for or
    targeting any spell or ability (see the module docstring)."""
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    if re.fullmatch(rf"As (?:{s}|it) {enters}, choose (?:a creature type|a color|an opponent|a player|"
                    r"a card type|a basic land type|a nonbasic land type|two colors|an opponent or a planeswalker|"
                    r"[A-Z][a-z]+ or [A-Z][a-z]+|a number|odd or even|left or right)\.", line):
        return True  # the choice is recorded in the state's ``chosen``
    if re.fullmatch(rf"{s} {enters} tapped\. As it {enters}, choose a color\.", line):
        return True
    if re.fullmatch(rf"(?:{s}|This creature) {enters} with {_N} "
                    r"(?:[+\-]1/[+\-]1|shield|charge|time|lore|oil|stun|ice|fade|age|quest|level) counters? on it\.", line):
        return True
    literal = {
        "You may look at the top card of your library any time.", "You have no maximum hand size.",
        "Players have no maximum hand size.", "Skip your draw step.",
        "Play with the top card of your library revealed.", "Your opponents can't gain life.", "Players can't gain life.",
        "Draft {s} face up.", "Remove {s} from your deck before playing if you're not playing for ante.",
        "If {s} is in your opening hand, you may begin the game with it on the battlefield.",
        "If this card is in your opening hand, you may begin the game with it on the battlefield.",
        "Prevent all damage that would be dealt to {s}.", "Prevent all combat damage that would be dealt to {s}.",
        "{s} can't be countered.", "If {s} would be put into a graveyard from anywhere, exile it instead.",
        "{s} doesn't untap during your untap step.", "You may choose not to untap {s} during your untap step.",
        "Enchanted creature doesn't untap during its controller's untap step.",
        "Enchanted permanent doesn't untap during its controller's untap step.",
        "Enchanted land doesn't untap during its controller's untap step.",
        "Enchanted artifact doesn't untap during its controller's untap step.",
        "Equipped creature doesn't untap during its controller's untap step.",
    }
    for lit in literal:
        if "{s}" in lit:
            if re.fullmatch(re.escape(lit).replace(re.escape("{s}"), s), line):
                return True
        elif line == lit:
            return True
    if '"' in line:
        line = _granted_triggers(line) or ":"  # a granted triggered ability changes no cost
    if '"' in line or "“" in line or ":" in line:
        return False  # a quoted or activated ability
    sentences = split_sentences(line)
    return bool(sentences) and all(_inert_sentence(r, x) for x in sentences)


#: what a "+N/+N for each ..." counts: objects somewhere a player can see (not parsed further)
_COUNTED = (r"(?:[^,]+? (?:you control|your opponents control|an opponent controls|on the battlefield|"
            r"in (?:your|all|each|target player's|an opponent's) graveyards?|in your hand|attached to it|"
            r"attached to ~|on it|on ~)|card in your hand|time counter on ~)")


def _inert_sentence(r: Reader, x: str) -> bool:
    s = r.self_re
    if re.search(r"\btargets?\b", x, re.IGNORECASE):
        return False  # "Target creature gets +2/+2.": a spell's target (115.1), never inert
    # power/toughness-defining abilities (604.3) and changes (613.4): the state's ``overrides``
    if re.fullmatch(rf"{s}'s power (?:and toughness are each|is) equal to [^.,;]+\.", x):
        return True
    bare = re.sub(rf"\b{s}\b", "~", x)
    # a change of power and toughness, whatever its condition or amount; with it only the
    # grant of keywords that don't matter ("and has flying")
    pt = re.fullmatch(rf"(?:(?:As long as|If) [^,]+, )?([^,]+?) gets? {_POWER_TOUGHNESS}"
                      rf"((?: for each {_COUNTED}| as long as [^,]+?))?(?:,? and (?:has|have) (.+?))?"
                      r"(?: as long as [^,]+?)?\.", bare)
    if pt and not re.search(r"\b(?:until|has|have|gains?|loses?|can't|can|is|are|deals?|becomes?|"
                            r"sacrifice|untap|tap)\b", pt.group(1)) and not re.search(
            r"\b(?:and|but) (?:has|have|gains?|loses?|can't|can|is|are|deals?)\b|\bcan't\b|\bcan be\b|\buntil\b|"
            r"\b(?:hexproof|shroud|protection|flash|haste|targets?)\b", pt.group(2) or ""):
        return pt.group(3) is None or _inert_keywords(pt.group(3))
    # "As long as <condition>, <effect>": the condition only gates the effect; the effect decides
    cond = re.fullmatch(r"As long as [^,\"]+, (.+)", bare)
    if cond and not _DANGER.search(cond.group(1)):
        kw = re.fullmatch(r"(.+?) (?:has|have) (.+?)\.", cond.group(1))
        if kw and not re.search(r"\buntil\b", cond.group(1)):
            return _inert_keywords(kw.group(2))
    if _DANGER.search(bare):
        return False
    kw = re.fullmatch(r"(?:As long as [^,]+, )?(.+?) (?:has|have) (.+?)(?: as long as [^,]+)?\.", bare)
    if kw and not re.search(r"\buntil\b", bare):
        return _inert_keywords(kw.group(2))
    if _COMBAT.search(bare) and re.search(r"\b(?:can't|can|must|able|if able|do so)\b", bare) and \
            not re.search(r"\b(?:gets?|gains?|has|have|deals?|destroy|return|create|put|draw|lose|loses|search|"
                          r"tap|untap|counter|counters|damage)\b", bare):
        return True  # combat restrictions and requirements (506-509)
    return False



def inert_line(r: Reader, line: str) -> bool:
    """A static ability recognized as not mattering (see the module docstring); False when the
    reader doesn't know the line."""
    if re.search(r"\bcosts? \{", line):
        return False  # other cost changes: never guessed
    return _not_mattering(r, line)
