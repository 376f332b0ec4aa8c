"""Static abilities of permanents that grant a keyword to the spells their controller casts
(604, 613.1f): "Artifact spells you cast have convoke." (Chief Engineer), "Nonartifact spells
you cast have improvise." (Inspiring Statuary), "Spells you cast have delve." (Teval), "Each
creature spell you cast has emerge. The emerge cost is equal to its mana cost." (Herigast).

Read into ``CardDef.spell_grants``; ``castable.model.grants`` gives the keyword to the cards
the controller could cast. Only keywords in ``GRANTABLE_KEYWORDS`` whose meaning the checkers
know; the others ("have cascade", "have affinity for artifacts", "Familiar spells ...",
whose "familiar" is no subtype) stay unread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ANY, ObjectFilter, SpellGrant
from castable.model.oracle.common import Unsupported, rx
from castable.model.oracle.modifiers import spell_filter

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: the keyword as written in the line -> its name in ``CardDef.keywords``
_KEYWORDS = {"convoke": "Convoke", "improvise": "Improvise", "delve": "Delve"}


def spell_grant_line(r: Reader, line: str) -> bool:
    """"<filter> spells you cast have <keyword>." / "Each <filter> spell you cast has
    <keyword>.", appended to ``r.spell_grants``; False when the line is not one."""
    m = rx.fullmatch(r"(?:(.+?) spells|Spells) you cast have (\w+)\.", line) \
        or rx.fullmatch(r"Each (?:(.+?) )?spell you cast has (\w+)\.", line)
    emerge = rx.fullmatch(r"Each (?:(.+?) )?spell you cast has emerge\. The emerge cost is equal to its mana cost\.",
                          line)
    if emerge:  # 702.119a with Herigast's cost: the spell's own mana cost
        r.spell_grants.append(SpellGrant(_filter(emerge.group(1)), "Emerge"))
        return True
    if not m or m.group(2) == "emerge":  # emerge needs its cost said
        return False
    keyword = _KEYWORDS.get(m.group(2))
    if keyword is None:
        raise Unsupported  # cascade, storm, replicate, conspire, split second...: not modeled
    r.spell_grants.append(SpellGrant(_filter(m.group(1)), keyword))
    return True


def _filter(words: str | None) -> ObjectFilter:
    return ANY if not words else spell_filter(words)


def control_line(r: Reader, line: str) -> bool:
    """"You control enchanted creature / permanent." (Control Magic, Dream Leash, Enthralling
    Hold): a control-changing effect (613.1b) that the state already shows, since it records
    each permanent's controller (``controller``); nothing about casting reads the Aura."""
    return bool(rx.fullmatch(r"You control enchanted (?:creature|permanent|artifact|land|planeswalker)\.", line))
