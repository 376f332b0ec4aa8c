"""grant13d (issue 13): lines that add to the card's own subtypes, and self-regeneration shields.

- "~ is also a Cleric, Rogue, Warrior, and Wizard." (Tajuru Paragon, Veteran Adventurer): a
  characteristic-defining ability (604.3, 604.3a: it defines the object's subtypes, is printed on
  the card it affects, affects no other object, isn't granted and has no condition), so it
  functions in all zones (604.3) and is applied before any other effect in layer 4 (613.3).
  Read as the printed type line plus those subtypes (:func:`also_types_line` records them in
  ``Reader.also_subtypes``; the reader appends them to ``CardDef.type_line``), so every checker,
  every filter ("Wizard you control") and the party count (700.8, ``model.selfcount``) see them
  exactly as printed ones.
- conditional grants whose condition the state says exactly (611.3a: the effect applies while
  the condition holds; :class:`~castable.model.cards.GrantCondition`, checked by
  ``model.permgrants`` before any checker looks): "As long as seven or more cards are in your
  graveyard, ~ gets +N/+N and has \"...\"" (threshold), "As long as you have no cards in hand,
  ..." (hellbent), "As long as you control a Demon, ~ has \"...\"", "As long as ~ is
  enchanted, it ... has \"...\"" (to itself), "As long as enchanted creature is a Wizard / is
  red, it ... has \"...\"" (to the enchanted creature, when it has that quality). The change of
  power and toughness is the state's (``overrides``, as for every "gets +N/+N"), a keyword beside
  the quoted ability only if it changes no answer (``inert._GRANTABLE``); the quoted ability is
  read as the recipient's own by ``oracle.permgrants`` (exactly one mana or activated ability).
- "If ~ would be destroyed, regenerate it." (Mossbridge Troll): a replacement effect on
  destruction (614.8, 701.19): it acts only when the object would be destroyed (by a resolving
  spell or ability or by lethal damage as a state-based action), never while a spell is cast or
  an ability is activated, and a cost that sacrifices the object is not destruction (701.17 vs
  701.8), so no answer of can-cast, options, can-activate, mana or moves changes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import GrantCondition, ObjectFilter, PermanentGrant, is_creature_type
from castable.model.oracle.common import rx
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_ALSO = re.compile(r"~ is also an? ([A-Z][a-z]+(?:, [A-Z][a-z]+)*,? and [A-Z][a-z]+|[A-Z][a-z]+)\.")
_EXTRA = r"(?:gets [+-]\d+/[+-]\d+(?:,? and |, ))?(?:has ([a-z]+), and )?has \"([^\"]+)\"\.?"
def _control(m: re.Match[str]) -> GrantCondition:
    return GrantCondition("control", subtype=m.group(1))


#: the condition's words -> what the state must say (``GrantCondition``); "~ is enchanted" apart
_CONDITIONS = (
    (re.compile(r"seven or more cards are in your graveyard"), lambda m: GrantCondition("graveyard", count=7)),
    (re.compile(r"you have no cards in hand"), lambda m: GrantCondition("hand_empty")),
    (re.compile(r"you control an? ([A-Z][a-z]+)"), _control),
    (re.compile(r"~ is enchanted"), lambda m: GrantCondition("enchanted")),
)
_AS_LONG = re.compile(rf"As long as (.+?), (?:~|it) {_EXTRA}")
_ENCHANTED_IS = re.compile(r"enchanted creature is (?:an? ([A-Z][a-z]+)|(white|blue|black|red|green))")
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_REGENERATE = re.compile(r"If ~ would be destroyed, regenerate it\.")


def grant13d_line(r: Reader, line: str) -> bool:
    """Read ``line`` if it is one of the module doc's; False otherwise."""
    from castable.model.oracle.reader import SELF
    if line.startswith("As long as ") and '"' in line:
        return _conditional_grant(r, line)
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


def _conditional_grant(r: Reader, line: str) -> bool:
    """A conditional grant (the module doc), appended to ``r.permanent_grants``; False when the
    line is not one this module reads (others may); Unsupported when its quoted ability isn't
    read exactly."""
    from castable.model.oracle.inert import _GRANTABLE
    from castable.model.oracle.permgrants import _add, _quoted
    from castable.model.oracle.reader import SELF
    m = _AS_LONG.fullmatch(rx.sub(rf"\b{r.self_re}\b", "~", line))
    if m is None or r.band is not None or (m.group(2) is not None and m.group(2) not in _GRANTABLE):
        return False
    cond, quoted = m.group(1), m.group(3)
    if quoted.startswith(("When", "At ")):
        return False  # a granted trigger: ``oracle.inert`` decides
    e = _ENCHANTED_IS.fullmatch(cond)
    if e is not None and "Aura" in r.subtypes and (e.group(2) or (e.group(1) in SUBTYPES)):
        f = ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({e.group(1)}) if e.group(1) else frozenset(),
                         colors=frozenset({_COLOR[e.group(2)]}) if e.group(2) else frozenset())
        _add(r, PermanentGrant("attached", f, abilities=(_quoted(r, quoted),)))
        return True
    for rule, make in _CONDITIONS:
        c = rule.fullmatch(cond)
        if c is not None and "Creature" in r.types and (make is not _control or c.group(1) in SUBTYPES):
            # the grant is to the card itself: its name in the quotes is "this creature"
            ability = _quoted(r, rx.sub(rf"\b(?:{SELF}|~)\b", "this creature", quoted))
            _add(r, PermanentGrant("self", ObjectFilter(), abilities=(ability,), condition=make(c)))
            return True
    return False
