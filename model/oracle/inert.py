"""Lines recognized as not mattering without being parsed: they change nothing about casting,
paying for or targeting any spell or ability (604.1: static abilities only do what they say;
none of these says anything about casting, costs, targets, mana or what can be paid).

- :func:`enters_line`: replacement effects on entering (614.1c-d; the state records the
  permanent as it entered): lands that enter tapped, shock lands, checklands and fastlands,
  counters it enters with;
- :func:`inert_line`: changes of power and toughness (613.4; the state records their result in
  ``overrides``), a creature's power/toughness-defining ability (604.3; likewise), the grant of
  keywords that change nothing about casting, paying or targeting ("has flying": the state records
  a granted keyword in ``granted``, which a target's "with flying" reads), combat restrictions and
  requirements (506-509, goad 701.38, alone or with a change of power and toughness), "doesn't
  untap", maximum hand size, "look at the top card of your library", choices made as a permanent
  enters (the state records them in ``chosen``), damage prevention, "can't be countered", lifegain
  restrictions, ante and draft text; rules of the game no question asks about (``_GAME_RULES``:
  commander and deck building, day and night, combat damage assignment, life gained, losing the
  game, drawing); granted triggered abilities in quotes ("Enchanted creature has \"Whenever this
  creature attacks, ...\"") that make no mana and don't trigger on becoming tapped; a condition
  "As long as ..., " only gates its effect. A sentence with the word "target" is never recognized
  here (a spell's "Target creature gets +2/+2." has a target, 115.1a), nor a cost change ("costs
  {");
- :func:`static13_line`: replacement effects on events that never happen while a spell is cast
  or an ability activated, nor in the state ``apply`` makes (drawing, tokens, scry, mill, search,
  dice and coins, combat damage, damage by spells, damage to opponents or to the card itself),
  damage prevention that can't reach a mana ability's damage to its controller, restrictions and
  costs on attacking or blocking (508.1, 509.1), "Partner with <name>" (702.124j), more choices
  made as it enters.

Left unread (unsupported), among others: static abilities that forbid or permit casting ("can't
cast", "as though it had flash", "may cast ... from", split second 702.61), grant or remove
hexproof, shroud, protection (a printed "Protection from <quality>" is read by
:mod:`castable.model.oracle.keywords` when ``castable.model.rules.protected_from`` decides the
quality), flash or haste (haste decides whether a creature's {T} abilities,
mana abilities included, can be activated: 302.6), change control, types, colors or abilities
("lose all abilities", "is a Forest in addition"), or add mana; quoted abilities granted to
others; replacements of dying, going to a graveyard or leaving the battlefield (a sacrificed or
discarded cost object goes there, 601.2h), of entering (a played land enters), of counters, of
damage to "you" or "a player" (a pain land's damage to its controller, which ``apply``
subtracts) and of life loss; "its activated abilities can't be activated" (602.5: it matters,
and no checker reads it yet); a card name chosen as it enters (it may name a spell). Some of these
whose event no cast reaches, and the card name chosen alone, are read by
:mod:`castable.model.oracle.replace13`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import Unsupported, rx, split_sentences
from castable.model.oracle.keywords import INERT_KEYWORDS

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X)"


def enters_line(r: Reader, line: str) -> bool:
    """Replacement effects on entering that change nothing about casting (614.1c-d: the state
    records the permanent as it entered): shock lands, lands that enter tapped, counters it
    enters with, and those it "escapes with" (702.138c: it enters with them if it escaped)."""
    if " escapes with " in line:  # 702.138c: escaping is entering with those counters
        return bool(rx.fullmatch(rf"{r.self_re} escapes with {_COUNTERS} on it\.", line))
    if "enters" not in line:  # cheap guard: patterns with the card's name compile per card
        return False
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    return bool(
        rx.fullmatch(rf"{s} {enters} tapped\.", line)
        # checklands, fastlands: a condition checked as it enters, recorded by the state's "tapped"
        or rx.fullmatch(rf"{s} {enters} tapped unless [^.\"]+\.", line)
        or rx.fullmatch(rf"If [^,.\"]+, {s} {enters} tapped\.", line)
        or rx.fullmatch(rf"(?:If {s} was kicked, it|{s}) {enters} with {_N} (?:\+1/\+1|charge) counters? on it"
                        r"(?: for each time it was kicked)?\.", line)
        # Vivid lands: the state records it tapped, with its counters
        or rx.fullmatch(rf"{s} {enters} tapped with {_N} {_COUNTER} counters? on it\.", line)
        or rx.fullmatch(rf"As {s} {enters}, you may pay \d+ life\. If you don't, it {enters} tapped\.", line)
        or rx.fullmatch(rf"{s} {enters} tapped and doesn't untap during your untap step\.", line)
        or _enters_with_counters(r, line)
        or _others_enter_with_counters(line)
    )


#: the counters a permanent may enter with and still change nothing about casting: not the
#: keyword counters that do (hexproof, shroud, haste: 122.1b, 702.11, 702.18, 302.6)
_COUNTER = r"(?:[+\-−]\w+/[+\-−]\w+|(?!hexproof\b|shroud\b|haste\b)[a-z]+(?: strike)?)"
_COUNTERS = (rf"(?:{_N} {_COUNTER} counters?|a number of {_COUNTER} counters|{_N} {_COUNTER} counters? and {_N} "
             rf"{_COUNTER} counters?|(?:an? {_COUNTER} counter, )+and an? {_COUNTER} counter|your choice of "
             rf"(?:an? {_COUNTER}(?: counter)?, )*an? {_COUNTER}(?: counter)?,? or an? {_COUNTER} counter)")


#: keywords a kicked creature may enter with (Faerie Squadron: "and with flying"): the state
#: records them in ``granted``; not haste (302.6: it decides whether {T} abilities work)
_ENTERS_WITH_KEYWORD = r"(?:flying|first strike|fear|trample|vigilance|lifelink|deathtouch|menace)"


def _enters_with_counters(r: Reader, line: str) -> bool:
    """The counters this permanent enters with (614.1c), whatever decides how many ("if you
    cast it from your hand", "for each creature card in your graveyard", "where X is ...",
    "equal to the amount of mana spent to cast it"): the state records the permanent with its
    counters, so neither the condition nor the number changes any answer. Not read: counters
    given to other permanents, abilities or keywords it enters with ("and with haste", quoted
    abilities), a second sentence."""
    if "counter" not in line or '"' in line or "“" in line or len(split_sentences(line)) != 1:
        return False
    m = rx.fullmatch(rf"(?:(?:If|As long as) [^,]+, (?:it|{r.self_re})|{r.self_re}) enters(?: the battlefield)? with "
                     rf"(?:an additional )?{_COUNTERS} on (?:it|him|her|them)((?: (?:if|for each|where|equal to|"
                     r"unless) [^.;]+|, where X is [^.;]+)?)\.", line)
    if not m:
        # "was kicked with its {1}{R} kicker": one of two kicker costs (702.33d-e), as the state records
        which = r"(?: with its (?:\{[0-9WUBRG]\})+ kicker)?"
        kicked = rx.fullmatch(rf"If {r.self_re} was kicked{which}, it enters(?: the battlefield)? with {_N} \+1/\+1 counters? "
                              rf"on it and with {_ENTERS_WITH_KEYWORD}\.", line)
        return bool(kicked)
    return not rx.search(r"\b(?:targets?|and with|with (?:haste|hexproof|shroud|flash))\b", line)


def _others_enter_with_counters(line: str) -> bool:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on it."
    (614.1c): a replacement on other creatures entering; the state records each with its counters."""
    return "enters" in line and bool(rx.fullmatch(
        r"Each (?:other )?(?:[A-Z][a-z]+ )?creature you control enters(?: the battlefield)? with an additional "
        r"\+1/\+1 counter on it\.", line))


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
    kws = rx.split(r", and |, | and ", text)
    return all(k.lower() in _GRANTABLE or rx.fullmatch(r"[a-z]+walk", k.lower()) or k == _GRANTED_TRIGGER
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
        if not rx.match(r"(?:When|Whenever|At) ", q) or rx.search(r"\bfor mana\b|\badds?\b|\bmana\b|\btapped\b|:|“",
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


#: whole lines that change nothing ({s}: the card itself)
_LITERAL_LINES = frozenset({
    "You may look at the top card of your library any time.", "You have no maximum hand size.",
    "Players have no maximum hand size.", "Skip your draw step.",
    "Play with the top card of your library revealed.", "Your opponents can't gain life.", "Players can't gain life.",
    "Draft {s} face up.", "Remove {s} from your deck before playing if you're not playing for ante.",
    "If {s} is in your opening hand, you may begin the game with it on the battlefield.",
    "If this card is in your opening hand, you may begin the game with it on the battlefield.",
    "Prevent all damage that would be dealt to {s}.", "Prevent all combat damage that would be dealt to {s}.",
    "{s} can't be countered.",
    "{s} doesn't untap during your untap step.", "You may choose not to untap {s} during your untap step.",
    "Enchanted creature doesn't untap during its controller's untap step.",
    "Enchanted permanent doesn't untap during its controller's untap step.",
    "Enchanted land doesn't untap during its controller's untap step.",
    "Enchanted artifact doesn't untap during its controller's untap step.",
    "Equipped creature doesn't untap during its controller's untap step.",
})
_LITERAL_PATTERNS: dict[str, re.Pattern[str]] = {}


def _literal_line(s: str, line: str) -> bool:
    """``line`` is one of :data:`_LITERAL_LINES`, with ``s`` (the self pattern) for ``{s}``."""
    if line in _LITERAL_LINES:
        return True
    rx_all = _LITERAL_PATTERNS.get(s)
    if rx_all is None:
        rx_all = _LITERAL_PATTERNS[s] = re.compile("|".join(
            re.escape(lit).replace(re.escape("{s}"), s) for lit in sorted(_LITERAL_LINES) if "{s}" in lit))
    return rx_all.fullmatch(line) is not None


def _not_mattering(r: Reader, line: str) -> bool:
    """Recognized without parsing: the line changes nothing about casting, paying for or
    targeting any spell or ability (see the module docstring)."""
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    if rx.fullmatch(rf"As (?:{s}|it) {enters}, choose (?:a creature type|a color|an opponent|a player|"
                    r"a card type|a basic land type|a nonbasic land type|two colors|an opponent or a planeswalker|"
                    r"a word|an artist|a color and an opponent|a color and a creature type|"
                    r"[A-Z][a-z]+ or [A-Z][a-z]+|a number|odd or even|left or right)\.", line):
        return True  # the choice is recorded in the state's ``chosen``
    if rx.fullmatch(rf"{s} {enters} tapped\. As it {enters}, choose a color\.", line):
        return True
    if rx.fullmatch(rf"(?:{s}|This creature) {enters} with {_N} "
                    r"(?:[+\-]1/[+\-]1|shield|charge|time|lore|oil|stun|ice|fade|age|quest|level) counters? on it\.", line):
        return True
    if (r.is_spell_card or r.no_mana_cost) and rx.fullmatch(
            rf"If {s} would be put into a graveyard from anywhere, exile it instead\.", line):
        # an instant or sorcery is never sacrificed to a cost; a permanent with this line would
        # be exiled when sacrificed, so it couldn't be delved in the same payment (601.2h): unread.
        # On a face with no mana cost it is a disturb back face (702.146, every printing): the
        # state records no transformed permanent, so that face is only ever the spell, cast
        # from the graveyard (on the stack from 601.2a: the replacement, 614, can't matter)
        return True
    if _literal_line(s, line):
        return True
    if '"' in line:
        line = _granted_triggers(line) or ":"  # a granted triggered ability changes no cost
    if '"' in line or "“" in line or ":" in line:
        return False  # a quoted or activated ability
    if rx.fullmatch(r"Starting intensity \d+", line):
        return True  # Alchemy: the card's intensity starts at N; only its own abilities read it
    sentences = split_sentences(line)
    return bool(sentences) and all(_inert_sentence(r, x) for x in sentences)


#: what a "+N/+N for each ..." counts: objects somewhere a player can see (not parsed further)
_COUNTED = (r"(?:[^,]+? (?:you control|your opponents control|an opponent controls|on the battlefield|"
            r"in (?:your|all|each|target player's|an opponent's) graveyards?|in your hand|attached to it|"
            r"attached to ~|on it|on ~)|card in your hand|time counter on ~|(?:experience|poison) counter "
            r"(?:you have|your opponents have))")


def _inert_sentence(r: Reader, x: str) -> bool:
    s = r.self_re
    if rx.search(r"\btargets?\b", x, re.IGNORECASE):
        return False  # "Target creature gets +2/+2.": a spell's target (115.1), never inert
    # power/toughness-defining abilities (604.3) and changes (613.4): the state's ``overrides``
    if rx.fullmatch(rf"{s}'s power (?:and toughness are each|is) equal to [^.,;]+\.", x):
        return True
    bare = rx.sub(rf"\b{s}\b", "~", x)
    if _doesnt_untap(bare) or _base_power(bare):
        return True
    # a change of power and toughness with a combat restriction or requirement (506-509, 701.38
    # goad): "Enchanted creature gets +2/+2 and can't block."
    combat = rx.fullmatch(rf"((?:(?:As long as|If) [^,]+, )?[^,]+? gets? {_POWER_TOUGHNESS}) and (?:can't block|can't attack|"
                          r"can't attack or block|can't be blocked|attacks each combat if able|"
                          r"blocks each combat if able|is goaded)\.", bare)
    if combat:
        return _inert_sentence(r, combat.group(1) + ".")
    # a change of power and toughness, whatever its condition or amount; with it only the
    # grant of keywords that don't matter ("and has flying")
    pt = rx.fullmatch(rf"(?:(?:As long as|If) [^,]+, )?([^,]+?) gets? {_POWER_TOUGHNESS}"
                      rf"((?: for each {_COUNTED}| as long as [^,]+?))?(?:,? and (?:has|have) (.+?))?"
                      r"(?: as long as [^,]+?)?\.", bare)
    if pt and not rx.search(r"\b(?:until|has|have|gains?|loses?|can't|can|is|are|deals?|becomes?|"
                            r"sacrifice|untap|tap)\b", pt.group(1)) and not rx.search(
            r"\b(?:and|but) (?:has|have|gains?|loses?|can't|can|is|are|deals?)\b|\bcan't\b|\bcan be\b|\buntil\b|"
            r"\b(?:hexproof|shroud|protection|flash|haste|targets?)\b", pt.group(2) or ""):
        return pt.group(3) is None or _inert_keywords(pt.group(3))
    # "As long as <condition>, <effect>": the condition only gates the effect; the effect decides
    cond = rx.fullmatch(r"As long as [^,\"]+, (.+)", bare)
    if cond and not _DANGER.search(cond.group(1)):
        kw = rx.fullmatch(r"(.+?) (?:has|have) (.+?)\.", cond.group(1))
        if kw and not rx.search(r"\buntil\b", cond.group(1)):
            return _inert_keywords(kw.group(2))
    if _DANGER.search(bare):
        return False
    kw = rx.fullmatch(r"(?:As long as [^,]+, )?(.+?) (?:has|have) (.+?)(?: as long as [^,]+)?\.", bare)
    if kw and not rx.search(r"\buntil\b", bare):
        return _inert_keywords(kw.group(2))
    if _COMBAT.search(bare) and rx.search(r"\b(?:can't|can|must|able|if able|do so)\b", bare) and \
            not rx.search(r"\b(?:gets?|gains?|has|have|deals?|destroy|return|create|put|draw|lose|loses|search|"
                          r"tap|untap|counter|counters|damage)\b", bare):
        return True  # combat restrictions and requirements (506-509)
    return False



#: what may be the subject of a static ability's sentence: a noun phrase, no verb, no target
_SUBJECT = r"(?:(?!\b(?:gets?|has|have|loses?|gains?|is|are|can't|can|deals?|tap|untap|targets?|becomes?)\b)[^,.;:\"])+"


def _doesnt_untap(bare: str) -> bool:
    """"<Subject> doesn't / don't untap during its / their controller's untap step [if ...]."
    (502.3): the untap step is never part of a question (the state says what is tapped now)."""
    return "untap" in bare and bool(rx.fullmatch(
        rf"(?:(?:As long as|If) [^,]+, )?{_SUBJECT} (?:doesn't|don't) untap during (?:its|their|your) "
        r"(?:controller's |controllers' )?untap steps?(?: (?:if|unless) [^.,;]+)?\.", bare)) \
        and not _DANGER_UNTAP.search(bare)


#: an untap restriction whose subject or condition reads mana or casting ("lands tapped for mana")
_DANGER_UNTAP = re.compile(r"\b(?:mana|cast|spells?|abilit(?:y|ies)|targets?|chosen)\b", re.IGNORECASE)


def _base_power(bare: str) -> bool:
    """"<Subject> has base power and toughness N/N [, where X is ...] [and has <keywords>]."
    (613.4b): like a change of power and toughness, its result is the state's ``overrides``."""
    if "base power" not in bare:
        return False
    m = rx.fullmatch(rf"(?:(?:As long as|If) [^,]+, )?({_SUBJECT}) (?:has|have) base power and toughness \w+/\w+"
                     r"(?:, where X is [^,.;]+)?(?:,? and (?:has|have) (.+?))?(?: as long as [^,.]+)?\.", bare)
    if not m or _DANGER.search(m.group(1)) or rx.search(r"\buntil\b", bare) \
            or _DANGER.search(rx.sub(r"\bwhere X is [^,.;]+", "", bare.partition(", ")[2] if bare.startswith(
                ("As long as", "If")) else bare)):
        return False
    return m.group(2) is None or _inert_keywords(m.group(2))


def _exert(r: Reader, line: str) -> bool:
    """"You may exert <this> as it attacks. [When you do, <effect>.]" (701.43: an exerted
    permanent won't untap during its controller's next untap step; the choice is made as it
    attacks, 508.1g): nothing about casting. "When you do" is a reflexive triggered ability
    (603.12), read as the reader's triggered abilities are."""
    m = rx.fullmatch(rf"(?:You may exert {r.self_re}|If {r.self_re} hasn't been exerted this turn, you may exert it) "
                     r"as (?:it|he|she|they) attacks?\.(?: (When you do, .+))?", line)
    if not m:
        return False
    if m.group(1):
        r.line(m.group(1))
    return True


#: Rules of the game outside casting (none names a cost, a spell, a target, mana or a zone a cost
#: uses): deck construction (100.2a, 903.3d), day and night (726.2), combat damage assignment
#: (510.1a-c), damage prevention around one creature (615.1), life gained (614.1a), losing the
#: game (104.3b), drawing (121.2)
_GAME_RULES = (
    r"{s} can be your commander\.",
    r"A deck can have (?:any number of|up to \w+) cards named {s}\.",
    r"If it's neither day nor night, it becomes day as {s} enters(?: the battlefield)?\.",
    r"You may have {s} assign its combat damage as though it weren't blocked\.",
    r"Each creature(?: you control)?(?: with toughness greater than its power)? assigns combat damage equal to "
    r"its toughness rather than its power\.",
    r"If damage would be dealt to {s}, prevent that damage\. Remove an? [+\-]1/[+\-]1 counter from "
    r"{s}\.",
    r"Prevent all (?:combat )?damage that would be dealt (?:to and dealt )?by (?:enchanted|equipped) creature\.",
    r"Prevent all (?:combat )?damage that would be dealt to {s} by (?:creatures|artifact creatures|"
    r"artifact sources|creatures it's blocking|creatures blocking it)\.",
    r"(?:Damage|Combat damage) can't be prevented\.",
    r"If you would gain life, you gain (?:that much life plus \d+|twice that much life) instead\.",
    r"You don't lose the game for having 0 or less life\.",
    r"You can't lose the game and your opponents can't win the game\.",
    r"Each opponent can't draw more than one card each turn\.",
    r"Partner—[A-Z][a-z]+(?: [a-z]+)*",  # 702.124: deck building
    # 101.2 / 701.6: whether a spell can be countered is decided after it is cast
    r"(?:(?:Creature|Green|Blue|Red|White|Black|Noncreature|Instant and sorcery) )?[Ss]pells you (?:control|cast) "
    r"can't be countered\.",
    r"Your maximum hand size is (?:\d+|reduced by \w+)\.",  # 402.2: checked in the cleanup step
)


def _game_rule(r: Reader, line: str) -> bool:
    """A rule of the game that no question asks about (``_GAME_RULES``; ``{s}``: the card itself)."""
    rules = _GAME_RULE_PATTERNS.get(r.self_re)
    if rules is None:
        rules = _GAME_RULE_PATTERNS[r.self_re] = re.compile("|".join(f"(?:{p.replace('{s}', r.self_re)})"
                                                                       for p in _GAME_RULES))
    return rules.fullmatch(line) is not None


_GAME_RULE_PATTERNS: dict[str, re.Pattern[str]] = {}


def inert_line(r: Reader, line: str) -> bool:
    """A static ability recognized as not mattering (see the module docstring); False when the
    reader doesn't know the line."""
    if rx.search(r"\bcosts? \{", line):
        return False  # other cost changes: never guessed
    if "exert" in line and _exert(r, line):
        return True
    return _game_rule(r, line) or _not_mattering(r, line) or static13_line(r, line)


# ----- static13 (issue 13): replacements, combat restrictions, choices, partners -----------------
#: the replaced events that never happen while a spell is cast or an ability is activated, nor in
#: ``apply`` (which resolves nothing): drawing (121.2), scrying, milling, searching, rolling dice and
#: flipping coins (701.22, 701.17, 701.23, 706, 705), creating tokens (111.1), and damage that
#: can't be a mana ability's damage to its controller (pain lands, Ancient Tomb: ``ManaAbility.damage``,
#: which ``apply`` subtracts from the caster's life): combat damage (510), damage dealt by a spell,
#: damage to an opponent by a source of yours, damage to the card itself
_EVENT = (
    r"(?:you|an opponent|a player) would draw [^,]+|you would (?:scry|roll|flip) [^,]+|"
    r"an opponent would (?:mill|search) [^,]+|"
    r"one or more (?:creature )?tokens would be created under your control|"
    r"an effect would create one or more tokens under your control|you would create (?:one or more|an?) [^,]+|"
    r"you would create one or more tokens (?:each turn|during each of your turns)|"
    r"[^,]+ would deal combat damage(?: to [^,]+)?|"
    r"(?:a|an|another) [^,]*?source you control would deal (?:noncombat )?damage to an opponent or a permanent an "
    r"opponent controls|(?:a|an) (?:[a-z]+ )?(?:instant or sorcery )?spell(?: you control)? would deal damage[^,]*|"
    r"an instant or sorcery source(?: you control)? would deal (?:\d+ or more )?damage to (?:a permanent or player|an "
    r"opponent)|damage would be dealt to ~"
)
_REPLACEMENT = re.compile(rf"(?:As long as [^,]+, )?(?:[Ii]f|[Tt]he first time) (?:{_EVENT}), .+")
#: words that would let the replacement's effect reach casting, costs, targets or mana (604.1)
_REPLACEMENT_DANGER = re.compile(
    r"\b(?:cast|casts|play|plays|mana|adds?|costs?|targets?|spend|activate[sd]?|abilit(?:y|ies)|hexproof|shroud|"
    r"protection|flash|haste|untap|untapped|tapped|control of|lose all|loses all|becomes?|you lose|damage to you|"
    r"life total)\b", re.IGNORECASE)


def _harmless_replacement(bare: str) -> bool:
    """"If <event> would ..., <what happens> instead." (614.1a, 614.1b): a replacement effect
    whose event is one of ``_EVENT``: none happens while a spell is cast or an ability activated,
    or in the state ``apply`` makes, so it changes no answer. Not read: replacements of dying,
    being put into a graveyard or leaving the battlefield (a sacrificed or discarded cost object
    goes there, 601.2h), entering (a played land enters), counters (a cost may put or remove
    them), mana (605, 106.12), damage to "you" or "a player" (a pain land's damage, 120.3) and
    life loss (Bloodletter of Aclazotz would double it)."""
    if "instead" not in bare or not _REPLACEMENT.fullmatch(bare) or len(split_sentences(bare)) > 2:
        return False
    if rx.search(r"\bwould (?:die|leave|enter|be put into|lose life|deal damage to (?:you|a permanent or player|a player|"
                 r"any target))\b", bare) and "combat damage" not in bare:
        return False
    return not _REPLACEMENT_DANGER.search(bare)


#: what follows "<subject> can't attack / block": a restriction on declaring attackers or blockers
#: (508.1c-d, 509.1b-c), with its condition or the cost to attack or block (508.1g, 509.1d), paid
#: then, never while casting
_COMBAT_REST = re.compile(
    r"(?P<subject>[^,.;:\"]+?) can't (?:attack|block|attack or block)(?: alone)?"
    r"(?: (?:you|its owner|you or planeswalkers you control|creatures with power \w+ or (?:greater|less)))?"
    r"(?: (?:unless|if|as long as) [^,.;:\"]+(?:, where X is [^,.;:\"]+)?)?\.")


def _combat_restriction(bare: str) -> bool:
    """"Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you.", "~ can't attack unless you sacrifice a land.": who may attack
    or block, and at what cost, is decided in the combat steps (508.1, 509.1): no question about
    casting, activating or mana asks it. The subject is a noun phrase (no verb, no target)."""
    m = _COMBAT_REST.fullmatch(bare)
    if m is None:
        return False
    return rx.fullmatch(_SUBJECT, m.group("subject")) is not None \
        and not rx.search(r"\b(?:targets?|abilit(?:y|ies)|activated|spells?)\b", m.group("subject"), re.IGNORECASE)


#: choices made as the permanent enters that the state records in ``chosen`` (614.12c): the
#: choice alone changes nothing; a line that reads it is read (or left) on its own. Not a card
#: name: it may name a spell (Pithing Needle, Meddling Mage), left unread on purpose
_ENTERS_CHOICE = re.compile(
    r"As (?:~|it) enters(?: the battlefield)?, (?:choose (?:a land type|two players|a creature type other than Wall|"
    r"an opponent or a planeswalker an opponent controls)|secretly choose an opponent)\.")
#: 702.124j "Partner with <name>" (its name may have a comma), 702.124 "Partner—<kind>": deck
#: building and a triggered ability on entering (a library search) that the keyword stands for
_PARTNER = re.compile(r"Partner with [A-Z][^.;:\"]*|Partner—[A-Z][\w'&\- ]*")


#: damage prevention that can't reach a mana ability's damage to its controller (605.3b: a pain
#: land damages the player who controls it): to creatures (615.1), or to "you" from a source an
#: opponent controls or a source you don't control (so never your own land's damage); whether a
#: spell can be countered is decided after it is cast (701.6)
_PREVENTION = re.compile(
    r"Prevent all (?:combat )?damage that would be dealt to (?:creatures|creatures you control|creature tokens you "
    r"control|attacking creatures you control|enchanted creature|~)(?: by (?:sources you control|creatures with "
    r"first strike|enchanted creatures|Deserts))?(?: during your turn)?\.|"
    r"If a source an opponent controls would deal damage to you(?: or a permanent you control)?, prevent \d+ of that "
    r"damage\.|Prevent all damage that would be dealt to you by sources you don't control\.|"
    r"(?:Creature|[A-Z][a-z]+) spells can't be countered\.")


def static13_line(r: Reader, line: str) -> bool:
    """The static13 families (see each function): a harmless replacement, a combat
    restriction, a recorded choice on entering, a partner keyword."""
    if _PARTNER.fullmatch(line):
        return True
    bare = rx.sub(rf"\b{r.self_re}\b", "~", line)
    if '"' in bare or "“" in bare or rx.search(r"\btargets?\b", bare, re.IGNORECASE):
        return False
    return bool(_ENTERS_CHOICE.fullmatch(bare)) or bool(_PREVENTION.fullmatch(bare)) or _harmless_replacement(bare) \
        or _combat_restriction(bare)
