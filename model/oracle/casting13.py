"""Standard keyword costs of casting read exactly (issue 13, std13a), each anchored on its first
word so that other lines are turned away at once:

- Impending N—{cost} (702.176a, on the Overlords, enchantment creatures): "You may choose to
  pay [cost] rather than pay this spell's mana cost" — an alternative cost from the hand (118.9)
  with the card's normal timing: the spell on the stack is still a creature spell, only the
  permanent is affected. "If you chose to pay this spell's impending cost, it enters with N time
  counters" and the end-step removal change nothing about casting; "As long as this permanent's
  impending cost was paid and it has a time counter on it, it's not a creature" is a type change
  (613.1d, layer 4) applied to the permanent by :func:`castable.model.impending.impending_types`
  from the state's ``"impending": true`` (its impending cost was paid) and its time counters.

(Mayhem, 702.187a, is a keyword cost of ``castable.model.oracle.keywords``: it has the shape
"Keyword {cost}" of the other alternative costs, with a casting permission.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import AlternativeCost
from castable.model.oracle.common import COST, Unsupported, rx, text_cost

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: the name of the impending alternative cost (``AlternativeCost.name``, a plan's ``alternative_cost``)
IMPENDING = "impending"


def casting_line(r: Reader, line: str) -> bool:
    """An impending line, read (see the module docstring); False for any other line; raises
    :class:`Unsupported` for one it can't read exactly."""
    if not line.startswith("Impending "):
        return False
    m = rx.fullmatch(rf"Impending (\d+)—({COST})", line)
    if m is None or int(m.group(1)) < 1:
        raise Unsupported
    # 702.176a: a permanent spell (every printing is an enchantment creature): the type change
    # "it's not a creature" is the permanent's; one impending cost per card (plans name it)
    if "Creature" not in r.types or r.is_spell_card or any(a.name == IMPENDING for a in r.alternative):
        raise Unsupported
    r.alternative.append(AlternativeCost(IMPENDING, text_cost(m.group(2))))
    r.keywords.add("Impending")
    return True
