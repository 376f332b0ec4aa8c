"""Lines of Auras and Equipment that decide what the attached permanent can do or be targeted by:

- 602.5 "Enchanted creature can't attack or block, and its activated abilities can't be
  activated." (Arrest), "Enchanted permanent doesn't untap during its controller's untap step
  and its activated abilities can't be activated.", "Enchanted creature's activated abilities
  can't be activated.", "... unless they're mana abilities.": a :class:`PermanentGrant` with
  ``forbids`` ("all" / "nonmana"), applied by ``castable.model.restrict``; the first clause
  (combat, untapping, "gets -N/-N") is read only when ``oracle.inert`` reads it alone;
- "Enchanted creature has shroud.", "Equipped creature gets +2/+2 and has protection from
  black and from red.", "Enchanted permanent has hexproof.", "... This effect doesn't remove
  ~.": the keywords shroud (702.18a), hexproof (702.11b) and protection (702.16b, only
  qualities ``castable.model.rules.protected_from`` knows), with haste (302.6), given to the
  attached permanent through ``castable.model.permgrants`` so every checker's target check
  sees them (601.2c); other keywords on the line are ones the state records (``granted``,
  docs/state-format.md), as ``oracle.inert`` reads them;
- the Theros Gods' "As long as your devotion to black is less than five, ~ isn't a creature."
  (and "to white and black ... seven"): ``CardDef.devotion_creature``, applied to the permanent's
  types by ``castable.model.restrict.devotion_types`` (700.5, 613.1d).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ObjectFilter, PermanentGrant
from castable.model.oracle.common import rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_KIND = r"(creature|permanent|artifact|land)"
_ARREST = re.compile(rf"Enchanted {_KIND}(?: (?P<clause>[^,.]+?),? and its|'s) activated abilities can't be "
                     r"activated(?P<mana> unless they're mana abilities)?\.")
_CLAUSES = re.compile(r"can't attack or block|can't attack|can't block|doesn't untap during its controller's untap step"
                      r"|gets -\d+/-\d+")
_PROTECTIVE = re.compile(rf"(?:Enchanted {_KIND}|Equipped (creature)) (?:gets \+\d+/\+\d+ and )?has (?P<kws>[^.\"]+)\."
                         r"(?P<keep> This effect doesn't remove ~\.)?")
_TYPES = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "permanent": None}


def _recipients(kind: str) -> ObjectFilter:
    t = _TYPES[kind]
    return ObjectFilter(types=frozenset({t}) if t else frozenset())


def restrict_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines, appended to ``r.permanent_grants`` (or the God's
    ``r.devotion_creature``); False otherwise (the other readers decide)."""
    if not line.startswith(("Enchanted ", "Equipped ", "As long as your devotion to ")):
        return False
    bare = rx.sub(rf"\b{r.self_re}\b", "~", line)
    return _arrest(r, bare) or _protective(r, bare) or _devotion(r, bare)


_COLOR = r"(white|blue|black|red|green)"
_DEVOTION = re.compile(rf"As long as your devotion to {_COLOR}(?: and {_COLOR})? is less than (\w+), ~ isn't a creature\.")


def _devotion(r: Reader, bare: str) -> bool:
    """700.5a: devotion to two colors counts each mana symbol of either color once."""
    from castable.model.cards import COLOR_WORDS
    from castable.model.oracle.common import NUMBERS
    m = _DEVOTION.fullmatch(bare)
    if m is None or "Creature" not in r.types or m.group(3) not in NUMBERS or r.devotion_creature is not None:
        return False
    letters = {w: c for c, w in COLOR_WORDS.items()}
    colors = frozenset(letters[w] for w in (m.group(1), m.group(2)) if w)
    r.devotion_creature = (colors, NUMBERS[m.group(3)])
    return True


def _arrest(r: Reader, bare: str) -> bool:
    from castable.model.oracle.inert import inert_line
    m = _ARREST.fullmatch(bare)
    if m is None:
        return False
    clause = m.group("clause")
    if clause is not None and not (_CLAUSES.fullmatch(clause) and inert_line(r, f"Enchanted {m.group(1)} {clause}.")):
        return False
    r.permanent_grants.append(PermanentGrant("attached", _recipients(m.group(1)),
                                             forbids="nonmana" if m.group("mana") else "all"))
    return True


def _protective(r: Reader, bare: str) -> bool:
    from castable.model.oracle.permgrants import keyword_list
    m = _PROTECTIVE.fullmatch(bare)
    if m is None:
        return False
    keywords = keyword_list(m.group("kws"))
    if keywords is None:
        return False  # "from the chosen color", "from die rolls", a word not known harmless
    if not keywords - {"Haste"}:
        return False  # no shroud, hexproof or protection: permgrants / inert read the line
    r.permanent_grants.append(PermanentGrant("attached", _recipients(m.group(1) or m.group(2)),
                                             keywords=frozenset(keywords), keeps_source=bool(m.group("keep"))))
    return True
