"""Hexproof from a quality (702.11d, 702.11f), the check all three checkers make next to
``castable.model.rules.untargetable_by`` and ``protected_from``.

702.11d: "Hexproof from [quality]" on a permanent means "This permanent can't be the target of
[quality] spells your opponents control or abilities your opponents control from [quality]
sources." 702.11f: "hexproof from A and from B" is two such abilities. The reader keeps one
keyword per quality ("Hexproof from black", "Hexproof from artifacts"); the qualities are
matched as protection's are (702.16b looks at the same things: a spell's or an ability's
source's colors, card types and subtypes), so the match is ``rules.protected_from``'s, asked
only when the spell or ability is an opponent's.

A private helper of this module (the lead may move :func:`hexproof_from` to ``model/rules.py``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.state import GameObject, Player

PREFIX = "hexproof from "
#: "hexproof from white and from black", "hexproof from artifacts and enchantments"
_SPLIT = re.compile(r" and from | and ")


def qualities(words: str) -> list[str] | None:
    """The qualities of "hexproof from <words>" (lower case), one per hexproof ability
    (702.11f), or None when one is not a quality the shared match decides exactly: a color,
    multicolored, monocolored, colorless (105.2c, 105.4), a card type or a subtype."""
    from castable.model.rules import protection_quality_known  # model.rules imports the oracle package
    out = [q.strip() for q in _SPLIT.split(words.lower())]
    if not out or any(not q or q in ("everything", "each opponent", "each of your opponents")
                      or not protection_quality_known(q, ()) for q in out):
        return None
    return out


def keywords(text: str) -> list[str] | None:
    """"Hexproof from white and from black" -> ["Hexproof from white", "Hexproof from black"];
    None when ``text`` is not a hexproof-from keyword the checkers decide exactly."""
    if not text.lower().startswith(PREFIX):
        return None
    qs = qualities(text[len(PREFIX):])
    return None if qs is None else [f"Hexproof from {q}" for q in qs]


def hexproof_from(holder: GameObject | Player, source: GameObject, caster: str) -> bool:
    """702.11d: may ``caster``'s spell or ability with source ``source`` not target ``holder``
    (a permanent, or a player given "hexproof from" in the state's ``granted``) because of a
    hexproof-from ability? Only an opponent's spell or ability is stopped; only permanents
    have their abilities in force (a card elsewhere: 113.6)."""
    from castable.model.rules import protected_from
    from castable.model.state import Player
    if isinstance(holder, Player):
        own, controller = list(holder.granted), holder.name
    else:
        if holder.zone != "battlefield":
            return False
        own, controller = [*holder.card.keywords, *holder.granted], holder.controller
    if controller == caster:
        return False
    prot = frozenset("protection from " + k[len(PREFIX):] for k in own if k.lower().startswith(PREFIX))
    if not prot:
        return False
    if isinstance(holder, Player):
        return protected_from(dataclasses.replace(holder, granted=prot), source, caster)
    as_prot = dataclasses.replace(holder, card=dataclasses.replace(holder.card, keywords=prot), granted=frozenset())
    return protected_from(as_prot, source, caster)
