"""Instant and sorcery text the spell reader left unread (spell13, issue 13): the spell's
targets, its modes, and the choices that are not made as it is cast.

- "Choose one—" (no space before the dash): "Choose one —" (700.2); a mode's name ("• Attack —
  Create a 2/2 white Knight creature token.") has no rules meaning (207.2d): the mode is read
  without it.
- "Delirium — Choose one. If there are four or more card types among cards in your graveyard,
  choose one or more instead." and Descend 8's "... eight or more permanent cards in your
  graveyard as you cast this spell ...": a choose-one whose number of modes the state decides
  as the modes are announced (601.2b; ``CardDef.more_modes_if``, decided by
  :mod:`castable.model.modecount` in every checker).
- Choices made as the spell resolves (608.2d), never while casting: no word "target" (115.1),
  so no target and no cost: "Choose a card name.", "Choose odd or even.", "Choose a number
  between 0 and 10.", "Choose two creatures you control.", "Choose a creature or planeswalker,
  then ..."; the rest of the line is read as any spell text.
- "Choose any target." / "Choose any number of target creatures." / "Choose one or more target
  ...": the targets are chosen as the spell is cast (601.2c), read as any target phrase.
- "If the gift was promised, <effect with targets>" (702.174): the effect's targets exist only
  when the gift was promised (``requires``, as kicker's, 702.33g); "If the gift was promised,
  instead <effect>" right after a one-sentence effect: the new effect's targets replace the first
  one's, which exist only when it was not (``unless``) (601.2c). The same for "If this spell was
  kicked, instead <effect>" (702.33g) and "If this spell was bargained, <effect>" (702.166).
- "When you do, <effect>" (603.12): a reflexive triggered ability; its targets are chosen when it
  triggers, after the spell has been cast, so they are not the spell's targets: the sentence
  changes nothing about casting.
- "If this spell was cast from a graveyard / your hand, <effect>" (608.2c): checked as the spell
  resolves; an effect naming no target, cost, cast, mana or choice changes nothing about casting.

- "Choose one. If this spell's additional cost was paid, choose both instead." after "As an
  additional cost to cast this spell, you may blight N": both modes exactly when the blight is
  paid (601.2b; ``CardDef.all_modes_if_paid``, :func:`castable.model.modecount.paid_mode_choice`).

Anything else (Seasons' pawprint modes, whose zero-mode choice 700.2i leaves open; "descended
this turn", which the state doesn't record; "controlled by different players") stays unread.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import Unsupported, rx, split_sentences
from castable.model.oracle.spell15 import resolution_effect
from castable.model.oracle.targets import read_targets, spell_text

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: a mode's name before its effect: a capitalized phrase of at most six words and no symbol
_MODE_NAME = re.compile(r"[A-Z][\w',!-]*(?: [\w',!-]+){0,5} — (?=[^{}—•]+$)")
#: "Choose one—" (Ember Island Production): the mode line with its dash unspaced
_DASH = re.compile(r"Choose (one|two|three|one or both|one or more)—")
#: the choose-one lines whose number of modes the state decides (``castable.model.modecount``)
_MORE_MODES = {
    "Choose one. If there are four or more card types among cards in your graveyard, choose one or more instead.":
        "delirium",
    "Choose one. If there are eight or more permanent cards in your graveyard as you cast this spell, choose one or "
    "more instead.": "descend8",
}
#: "choose both instead" when the spell's one optional additional cost is paid (Pyrrhic Strike's
#: "you may blight 2"; ``CardDef.all_modes_if_paid``)
_BOTH_IF_PAID = "Choose one. If this spell's additional cost was paid, choose both instead."
#: the optional costs printed as "As an additional cost to cast this spell, you may ..."
_OPTIONAL_ADDITIONAL = ("blight",)
#: choices made on resolution (608.2d): no "target", so nothing chosen while casting
_RESOLVES = re.compile(
    r"Choose (?:a card name(?: other than a basic land card name)?|a nonland card name(?: and a number greater than 0)?|"
    r"an? (?:creature|artifact|nonartifact, nonland) card name|a card type|a permanent type|a land type|a number|"
    r"a number between \d+ and \d+|odd or even|land or nonland|creature or land|artifact, creature, or land|"
    r"left or right|an artist|a creature type other than [A-Z][a-z]+|two creatures you control|"
    r"a creature or planeswalker(?: you control)?|up to one creature|a creature at random|"
    r"a (?:nonlegendary )?creature on the battlefield|an? [A-Z][a-z]+ creature you control|five permanents you control|"
    r"a creature card with mana value \d+ in your graveyard|a kind of counter on a creature you control|"  # spell15
    r"a nonland permanent you don't control)"
    r"(?:\. |, then )(?=[A-Za-z])")
#: targets chosen with "Choose" (601.2c) that the general reader leaves to this module
_CHOOSE_TARGETS = re.compile(r"Choose (?:any target|(?:any number of|one or more) targets? [^.]+)\.(?= |$)")
_GIFT = "If the gift was promised, "
#: "If <optional cost chosen>, [instead] <effect>": the optional cost each names (702.174 gift,
#: 702.33 kicker, 702.166 bargain); a kicked rider without "instead" is read by ``targets``
#: a rider's effect that casts, copies or chooses: not read here
_RIDER_CASTS = re.compile(r"\b(?:cast|costs?|mana(?! value)|copy|this spell|choose)\b", re.IGNORECASE)
#: words naming what an earlier sentence chose ("that creature", "those cards", "it")
_BACK_REFERENCE = re.compile(r"\b(?:that|those|it|them|they)\b", re.IGNORECASE)
_RIDERS = {_GIFT: "gift", "If this spell was kicked, instead ": "kicker", "If this spell was bargained, ": "bargain"}
#: keyword actions that target only in their reminder text ("Earthbend 2. When you do, ... target
#: ..."): the line's visible "target" is the reflexive trigger's, not theirs
_HIDDEN = re.compile(r"\b(?:earthbend|support)\b|(?:^|\. )[A-Z][a-z]+(?: \d+| X)?\.", re.IGNORECASE)
_CAST_FROM = re.compile(r"(?:If|Then if) this spell was cast from (?:a graveyard|your graveyard|your hand|"
                        r"anywhere other than your hand), (.+)")
#: what an effect done on resolution may not name to be harmless while casting ("instead" alone
#: replaces one resolution effect with another, no target: spell14)
_CASTING_WORDS = re.compile(r"\b(?:targets?|cast|costs?|choose|chosen|mana|add|copy|this spell|X)\b",
                            re.IGNORECASE)


def spell13_line(r: Reader, line: str) -> bool:
    """One line of an instant or sorcery read here; False when none of its forms is."""
    if not r.is_spell_card:
        return False
    if line.startswith("Choose "):
        if _modes(r, line):
            return True
        head = _RESOLVES.match(line)
        if head:
            _sentences(r, _capital(line[head.end():]))
            return True
        chosen = _CHOOSE_TARGETS.match(line)
        if chosen:
            first = chosen.group(0)
            if rx.search(r"\b(?:this spell|for each|then)\b", first):
                raise Unsupported
            read_targets(r, first)
            if line[chosen.end():].strip():
                _sentences(r, line[chosen.end():].strip())
            return True
    if "When you do, " not in line and "f this spell was cast from " not in line \
            and not any(rider in line for rider in _RIDERS):
        return False
    if _HIDDEN.search(line):
        raise Unsupported  # a keyword action whose target is in its reminder text only (Earthbend 2.)
    _sentences(r, line)
    return True


def mode_body(text: str) -> str:
    """A bullet's text without its name ("Attack — Create a 2/2 white Knight creature token."): a
    mode's name has no rules meaning (as an ability's, 207.2d); a name before a cost ("Fire —
    {0} — ...", tiered) or a second dash is kept, and the bullet is read (or refused) whole."""
    named = _MODE_NAME.match(text) if " — " in text else None
    return text[named.end():] if named else text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _modes(r: Reader, line: str) -> bool:
    dash = _DASH.fullmatch(line)
    if dash:
        return r._modes_line(f"Choose {dash.group(1)} —")
    cond = _MORE_MODES.get(line)
    if cond is None and line != _BOTH_IF_PAID:
        return False
    if r.mode_spec is not None or r.targets or r.more_modes_if is not None or r.all_modes_if_paid is not None:
        raise Unsupported
    if cond is None:
        # 601.2b: the optional cost and the modes are announced together: both modes when paid
        if len(r.optional) != 1 or r.optional[0].name not in _OPTIONAL_ADDITIONAL or r.additional:
            raise Unsupported  # "this spell's additional cost": which one?
        r.mode_spec = (1, 1, False)
        r.bullets = "modes"
        r.all_modes_if_paid = r.optional[0].name
        return True
    r.mode_spec = (1, 1, False)  # 700.2: choose one; every mode while ``cond`` holds (601.2b)
    r.bullets = "modes"
    r.more_modes_if = cond
    return True


def _sentences(r: Reader, line: str) -> None:
    """The sentences of one line of spell text, with this module's forms."""
    sentences = split_sentences(line)
    start = len(r.targets)
    for i, sentence in enumerate(sentences):
        if sentence.startswith("When you do, ") and i > 0:
            continue  # 603.12: a reflexive trigger's targets are chosen when it triggers
        cast = _CAST_FROM.fullmatch(sentence)
        if cast:
            if _CASTING_WORDS.search(cast.group(1)) and not resolution_effect(cast.group(1)):  # spell15: a defined X
                raise Unsupported
            continue  # 608.2c: checked as the spell resolves, and no choice or target
        rider = next((p for p in _RIDERS if sentence.startswith(p)), None)
        if rider is not None and rx.search(r"\btargets?\b", sentence):  # else: an effect on resolution
            rest = ("instead " if rider.endswith("instead ") else "") + sentence[len(rider):]
            _rider(r, _RIDERS[rider], rest, start, i, len(sentences))
            continue
        spell_text(r, sentence)


def _rider(r: Reader, name: str, rest: str, start: int, i: int, n: int) -> None:
    """"If the gift was promised / this spell was kicked / bargained, [instead] <effect>." (601.2c:
    the effect's targets only with the optional cost ``name``; with "instead", the sentence before
    has its targets only without it)."""
    if [o.name for o in r.optional].count(name) != 1 or r.division is not None or _RIDER_CASTS.search(rest):
        raise Unsupported  # "you may cast the exiled card ...": a cast this reader doesn't decide
    instead = rest.startswith("instead ")
    if instead and _BACK_REFERENCE.search(rest):
        raise Unsupported  # new targets and the old ones too? ("instead destroy that creature and target ...")
    if instead:
        # the new effect replaces the one sentence before it: its targets replace that one's
        if i != 1 or n != 2:
            raise Unsupported
        for k in range(start, len(r.targets)):
            slot = r.targets[k]
            if slot.requires is not None or slot.unless is not None:
                raise Unsupported
            r.targets[k] = dataclasses.replace(slot, unless=name)
        rest = _capital(rest[len("instead "):])
    before = len(r.targets)
    spell_text(r, _capital(rest))
    if r.division is not None:
        raise Unsupported
    for k in range(before, len(r.targets)):
        slot = r.targets[k]
        if slot.requires is not None or slot.different_from:
            raise Unsupported  # "another target": which of the two sets would it differ from?
        r.targets[k] = dataclasses.replace(slot, requires=name)
