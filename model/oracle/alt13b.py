"""Commander casting lines (alt13b, issue 13); the state decides them through
:mod:`castable.model.commander_control` in every checker:

- "If you control a commander, you may cast this spell without paying its mana cost." (118.9:
  an alternative cost of no mana, ``needs_commander``; Fierce Guardianship, Deflecting Swat).
- "Choose one. If you control a commander as you cast this spell, you may choose both." (700.2:
  a choose-one mode choice whose bullets follow, ``commander_both``: one or both modes while the
  caster controls a commander; Akroma's Will, Jeska's Will).

Colored Strive ("costs {2}{R} more to cast for each target beyond the first") is read with
Fireball's line in :mod:`castable.model.oracle.modifiers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import AlternativeCost
from castable.model.oracle.common import Unsupported

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

FREE = "If you control a commander, you may cast this spell without paying its mana cost."
BOTH = "Choose one. If you control a commander as you cast this spell, you may choose both."


def commander_line(r: Reader, line: str) -> bool:
    """One of the two commander lines, read; False for any other line."""
    if line == FREE:
        return _free(r)
    if line == BOTH:
        return _both(r)
    return False


def _free(r: Reader) -> bool:
    if not r.is_spell_card or r.band is not None or any(a.name == "commander" for a in r.alternative):
        raise Unsupported  # a permanent's or a level's line; two such costs
    # 118.9: no mana rather than the mana cost, while the caster controls a commander
    r.alternative.append(AlternativeCost("commander", needs_commander=True))
    return True


def _both(r: Reader) -> bool:
    if r.mode_spec is not None or r.targets or r.band is not None:
        raise Unsupported
    # 700.2: choose one (both while a commander is controlled: commander_control.mode_choice)
    r.mode_spec = (1, 1, False)
    r.bullets = "modes"
    r.commander_both = True
    return True
