"""grant13d (issue 13): lines that add to the card's own subtypes, and self-regeneration shields.

- "~ is also a Cleric, Rogue, Warrior, and Wizard." (Tajuru Paragon, Veteran Adventurer): a
  characteristic-defining ability (604.3, 604.3a: it defines the object's subtypes, is printed on
  the card it affects, affects no other object, isn't granted and has no condition), so it
  functions in all zones (604.3) and is applied before any other effect in layer 4 (613.3).
  Read as the printed type line plus those subtypes (:func:`also_types_line` records them in
  ``Reader.also_subtypes``; the reader appends them to ``CardDef.type_line``), so every checker,
  every filter ("Wizard you control") and the party count (700.8, ``model.selfcount``) see them
  exactly as printed ones.
- "If ~ would be destroyed, regenerate it." (Mossbridge Troll): a replacement effect on
  destruction (614.8, 701.19): it acts only when the object would be destroyed (by a resolving
  spell or ability or by lethal damage as a state-based action), never while a spell is cast or
  an ability is activated, and a cost that sacrifices the object is not destruction (701.17 vs
  701.8), so no answer of can-cast, options, can-activate, mana or moves changes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import is_creature_type
from castable.model.oracle.common import rx
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_ALSO = re.compile(r"~ is also an? ([A-Z][a-z]+(?:, [A-Z][a-z]+)*,? and [A-Z][a-z]+|[A-Z][a-z]+)\.")
_REGENERATE = re.compile(r"If ~ would be destroyed, regenerate it\.")


def grant13d_line(r: Reader, line: str) -> bool:
    """Read ``line`` if it is one of the module doc's; False otherwise."""
    from castable.model.oracle.reader import SELF
    if line.startswith("If ") and line.endswith(" would be destroyed, regenerate it."):
        return bool(_REGENERATE.fullmatch(rx.sub(rf"\b{r.self_re}\b", "~", line)))  # 614.8, 701.19: see the module doc
    if not line.startswith((SELF, "~", "This ")):
        return False  # anchored on the first word: the template opens with the card itself
    own = rx.sub(rf"^{r.self_re}\b", "~", line)
    m = _ALSO.fullmatch(own)
    if m is None or r.band is not None:
        return False  # in a level band it would hold only at some levels: not this CDA
    words = rx.split(r",? and |, ", m.group(1))
    if "Creature" not in r.types or not all(w in SUBTYPES and is_creature_type(w) for w in words):
        return False  # 205.3d: only a creature's own subtypes are creature types
    r.also_subtypes.extend(w for w in words if w not in r.subtypes and w not in r.also_subtypes)
    r.subtypes = r.subtypes | frozenset(words)
    return True
