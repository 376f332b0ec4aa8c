"""Standard-heavy templates of issue 13 (std13b), each anchored on its first words:

- Affinity for <plural subtype> (702.41a: "Affinity for [text]" means "This spell costs {1}
  less to cast for each [text] you control"): "Affinity for Cats", "Affinity for Gates",
  "Affinity for Allies", and "Affinity for outlaws", where an outlaw is a permanent with one
  or more of the creature types Assassin, Mercenary, Pirate, Rogue and Warlock (the batch
  word the Outlaws of Thunder Junction comprehensive rules define). Only a plural that names a
  subtype exactly is read (``singular_subtype``); anything else stays unread.
- Cases' "Solved — <ability>" (719: "As long as this Case is solved, <ability>") the same way,
  into a "solved" band (the state's object ``solved``); see :mod:`castable.model.oracle.mechanics`.
- Max speed — <activated ability, mana ability or cost change> (702.178a: "As long as you have
  max speed, <ability>"; 702.179: a player's speed is 0 to 4, max speed is 4): the ability is
  read as usual and moved into a "speed" :class:`LevelBand` (``castable.model.levels``), which
  the state's resolve gives the object only while its controller's (off the battlefield: its
  owner's) ``speed`` is 4, so every checker sees the ability exactly when it exists. A body
  that adds anything but abilities and cost modifiers (a keyword, targets of a spell, a
  casting permission) stays unread. Max speed triggers and harmless statics are read by
  :mod:`castable.model.oracle.mechanics` before this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import LevelBand, ObjectFilter
from castable.model.oracle.common import Unsupported
from castable.model.oracle.costs import plural_filter, singular_subtype
from castable.model.oracle.levels import snapshot

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 702.179: max speed is speed 4
MAX_SPEED = 4

#: the creature types an "outlaw" has one of (any-of)
OUTLAW_TYPES = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})


def affinity_filter(word: str) -> ObjectFilter:
    """What "Affinity for <word>" counts among the permanents its caster controls (702.41a):
    a card type ("artifacts"), a basic land type ("Islands"), a subtype ("Cats", "Gates",
    "Allies", "Equipment") or the outlaw batch; :class:`Unsupported` for any other word."""
    if word.lower() == "outlaws":
        return ObjectFilter(subtypes=OUTLAW_TYPES)
    try:
        return plural_filter(word)
    except Unsupported:
        pass
    sub = "Equipment" if word == "Equipment" else singular_subtype(word)  # its own plural
    if sub is None:
        raise Unsupported
    return ObjectFilter(subtypes=frozenset({sub}))


def max_speed_band(r: Reader, body: str, kind: str = "speed") -> None:
    """702.178a: read ``body`` (the ability after "Max speed — ") as the card's abilities or
    cost modifiers, then move them into a "speed" band at their place in the text; ``kind``
    "solved": a Case's "Solved — " ability (719), in a band that needs the Case solved."""
    if r.band is not None or r.band_failed:
        raise Unsupported  # inside a level / Class / station band: not printed
    at, mana, mods, keywords = len(r.abilities), len(r.mana), len(r.modifiers), frozenset(r.keywords)
    before = snapshot(r)  # what a band may not add (levels._FORBIDDEN)
    r.line(body)
    if snapshot(r) != before or frozenset(r.keywords) != keywords:
        raise Unsupported
    abilities, modifiers = tuple(r.abilities[at:]), tuple(r.modifiers[mods:])
    if not abilities and not modifiers:
        raise Unsupported  # nothing the band could hold: not read here
    del r.abilities[at:]
    del r.mana[mana:]
    del r.modifiers[mods:]
    band = LevelBand("solved", 1, abilities=abilities, at=at, cost_modifiers=modifiers) if kind == "solved" \
        else LevelBand("speed", MAX_SPEED, abilities=abilities, at=at, cost_modifiers=modifiers)
    r.bands.append(band)
