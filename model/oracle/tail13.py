"""tail13 (issue 13): the long tail of lines that can't change any answer of can-cast, options,
can-activate, mana or moves, for this card or any other, in any zone, each argued with its rule;
and one small exact template, a damage redirection whose target is always chosen.

- keywords that are triggered abilities or replacements on entering: Ingest (702.115: a combat
  damage trigger), Epic (702.50: what it does happens as the spell resolves, which no question
  asks about: the state would record its "can't cast spells" effect, the card doesn't), Champion
  (702.72: an enters trigger and a leaves trigger), Bloodthirst X (702.54: it enters with
  counters), Vanishing with no number (702.63b: its upkeep and time-counter triggers only);
- Support N (702.101a): on an instant or sorcery it means "Put a +1/+1 counter on each of up to N
  target creatures.", read as that sentence (its targets, 601.2c); on a permanent an enters
  trigger, whose targets are chosen when it triggers (603.3d), not as it is cast;
- revealed hands and libraries: revealing (701.20) changes no legal action;
- maximum hand size (402.2): it is only checked in the cleanup step (514.1), never while casting;
- "You can't win the game ..." / "... can't lose the game ..." (104.3): nothing about casting;
- draft text (905: "Reveal ~ as you draft it ..."): it happens before the game;
- abilities that trigger on entering, attacking, combat damage or drawing, stopped (Torpor Orb)
  or doubled (Panharmonicon): they trigger only after the casting or activation (603.2) and are
  never mana abilities (605.1b); voting (701.38); "can't draw cards" (121.1); looking at
  face-down creatures (708.5).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: whole lines that change nothing (``{s}``: the card itself); see the module docstring
_TAIL_RULES = (
    r"Ingest", r"Epic", r"Vanishing", r"Bloodthirst X",  # 702.115, 702.50, 702.63b, 702.54c
    r"Champion an? [A-Z][a-z]+(?: or [A-Z][a-z]+)?|Champion a creature",  # 702.72: two triggers
    r"(?:Players|Your opponents) play with their hands revealed\.",  # 701.20: revealing
    r"Players play with the top card of their libraries revealed\.",
    r"You can't win the game and your opponents can't lose the game\.",  # 104.3
    r"If you control an artifact, a creature, an enchantment, and a land, you can't lose the game and your "
    r"opponents can't win the game\.",
    # 402.2, 514.1: checked in the cleanup step only
    r"(?:(?:As long as|If) [^,\"]+, )?(?:[Yy]our|[Ee]ach opponent's|[Tt]he chosen player's) maximum hand size is "
    r"(?:\w+|(?:reduced|increased) by \w+|equal to the number of [a-z]+ counters on {s}|"
    r"equal to seven minus the number of those card types)\.",
    r"You have no maximum hand size and don't lose the game for having 0 or less life\.",
    r"Players have no maximum hand size and don't lose the game for drawing from an empty library\.",
    # 603.2: abilities that trigger on entering, attacking, combat damage or drawing trigger only
    # after casting or activating (nothing enters, attacks or draws while a spell is cast, an
    # ability activated or ``apply``'s state made), and none is a mana ability (605.1b: only a
    # trigger from a mana ability is): stopping or doubling them changes no answer. Not read:
    # dying (a sacrificed cost object dies) and "any triggered ability of ..." doublers
    r"(?:Creatures|Artifacts and creatures) entering(?: the battlefield)? don't cause abilities to trigger\.",
    r"If (?:an artifact or creature|a permanent|another permanent|a Wizard you control|an? [A-Z][a-z]+ you control) "
    r"entering(?: the battlefield)? causes a triggered ability of a permanent you control to trigger, that ability "
    r"triggers an additional time\.",
    r"If a creature attacking causes a triggered ability of a permanent you control to trigger, that ability triggers "
    r"an additional time\.",
    r"If a creature you control dealing combat damage to a player causes a triggered ability of a permanent you "
    r"control to trigger, that ability triggers an additional time\.",
    r"If a player drawing a card causes a triggered ability of a permanent you control to trigger, that ability "
    r"triggers an additional time\.",
    r"Room abilities of dungeons you own trigger an additional time\.",  # 309.4: venturing, not casting
    r"While voting, you (?:may vote an additional time|get an additional vote)\.",  # 701.38: voting
    # 121.1: drawing is never part of casting, paying or activating; life gain is in no cost
    r"(?:Players|You) can't draw cards(?: or gain life)?\.", r"Each player can't draw more than one card each turn\.",
    # 708.5: looking at face-down permanents (or one's own library top, 401.2) changes no action
    r"You may look at (?:the top card of your library and at )?face-down creatures "
    r"(?:you don't control|your opponents control) any time\.",
    # 905 (draft): before the game; what a line notes is read (or not) where another line uses it
    r"Reveal {s} as you draft it(?:\.| and )[^:\"{}]*",
)
_FIRST_WORDS = frozenset({"Ingest", "Epic", "Vanishing", "Bloodthirst", "Champion", "Players", "Your", "You",
                          "If", "Each", "The", "As", "Reveal", "Creatures", "Artifacts", "Room", "While"})
_PATTERNS: dict[str, re.Pattern[str]] = {}
#: "Support N." as a whole line: read by :func:`_support` (the reader's hidden-target check lets it by)
SUPPORT = re.compile(r"Support (one|two|three|four|five|[1-5])\.?")
_DIGIT_WORDS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five"}


def tail_line(r: Reader, line: str) -> bool:
    """A line of the long tail (module docstring): True when read (and, for Support on a spell,
    its targets recorded), False when not one of these."""
    first = line.split(" ", 1)[0]
    if first == "Support":
        return _support(r, line)
    if first not in _FIRST_WORDS:
        return False  # anchor on the first word: no pattern run for most lines
    rules = _PATTERNS.get(r.self_re)
    if rules is None:
        rules = _PATTERNS[r.self_re] = re.compile("|".join(f"(?:{p.replace('{s}', r.self_re)})" for p in _TAIL_RULES))
    return rules.fullmatch(line) is not None


def _support(r: Reader, line: str) -> bool:
    """702.101a: "Support N." on an instant or sorcery is "Put a +1/+1 counter on each of up to N
    target creatures." (targets chosen as it is cast, 601.2c); on a permanent it is an enters
    trigger ("other target creatures", chosen when it triggers, 603.3d)."""
    m = SUPPORT.fullmatch(line)
    if not m:
        return False
    if r.is_spell_card:
        word = _DIGIT_WORDS.get(m.group(1), m.group(1))
        r.line(f"Put a +1/+1 counter on each of up to {word} target creatures.")
    return True


#: 614.9 redirection: "The next N damage that would be dealt to ~ this turn is dealt to
#: <target> instead." The target is chosen as the ability is activated (602.2b, 601.2c) whatever
#: happens later; the redirection itself changes no cost, mana or zone
_REDIRECT = (r"The next \d+ damage that would be dealt to {s} this turn is dealt to "
             r"(target creature(?: you control)?|any target) instead\.")


def redirect_sentence(r: Reader, sentence: str) -> str | None:
    """The redirection sentence with its "instead" dropped (so its one target reads as an
    unconditional target, which it is), or None when ``sentence`` is not one."""
    if not sentence.startswith("The next "):
        return None
    m = rx.fullmatch(_REDIRECT.replace("{s}", r.self_re), sentence)
    if not m:
        return None
    return f"{sentence[:m.start(1)]}{m.group(1)}."
