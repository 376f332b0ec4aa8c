"""Standard-heavy templates of issue 13 (std13b), each anchored on its first words:

- Affinity for <plural subtype> (702.41a: "Affinity for [text]" means "This spell costs {1}
  less to cast for each [text] you control"): "Affinity for Cats", "Affinity for Gates",
  "Affinity for Allies", and "Affinity for outlaws", where an outlaw is a permanent with one
  or more of the creature types Assassin, Mercenary, Pirate, Rogue and Warlock (the batch
  word the Outlaws of Thunder Junction comprehensive rules define). Only a plural that names a
  subtype exactly is read (``singular_subtype``); anything else stays unread.
"""

from __future__ import annotations

from castable.model.cards import ObjectFilter
from castable.model.oracle.common import Unsupported
from castable.model.oracle.costs import plural_filter, singular_subtype

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
