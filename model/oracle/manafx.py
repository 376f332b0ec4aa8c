"""Reading triggered mana abilities (605.1b) and replacement effects on mana (614, 106.12b) of
permanents into :class:`~castable.model.cards.ManaEffect` (applied by
``castable.model.manafx.resolve``). Only these wordings, each read exactly:

- "Whenever enchanted <land> is tapped for mana, its controller adds an additional <mana>."
  (Wild Growth, Overgrowth, Fertile Ground's "one mana of any color", Utopia Sprawl's "one mana
  of the chosen color", Dawn's Reflection's "two mana in any combination of colors");
- "Whenever you tap a <kind> for mana, add an additional <mana>." (Crypt Ghast, Badgermole Cub),
  "Whenever a <kind> is tapped for mana, its controller adds an additional <mana>." (Vernal Bloom);
- "Whenever (you tap|a player taps) a <kind> for mana, [that player] add[s] one mana of any type
  that <kind> produced." (Zendikar Resurgent, Mana Flare);
- "If you tap a <kind> for mana, it produces (twice|three times) as much of that mana instead."
  (Mana Reflection, Nyxbloom Ancient, Virtue of Strength);
- "If a land is tapped for two or more mana, it produces {C} instead of any other type and
  amount." (Damping Sphere); "If a land is tapped for mana, it produces ({B}|colorless mana)
  instead of any other type[ and amount]." (Contamination, Infernal Darkness, Ritual of Subdual).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ManaEffect, ObjectFilter
from castable.model.mana import MANA_TYPES
from castable.model.oracle.common import rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: the kinds of permanent a line watches: "land", "Swamp", "basic land", "nonland permanent"...
_KINDS: dict[str, ObjectFilter] = {
    "land": ObjectFilter(types=frozenset({"Land"})),
    "creature": ObjectFilter(types=frozenset({"Creature"})),
    "permanent": ObjectFilter(),
    "nonland permanent": ObjectFilter(non_types=frozenset({"Land"})),
    "basic land": ObjectFilter(types=frozenset({"Land"}), supertypes=frozenset({"Basic"})),
    "nonbasic land": ObjectFilter(types=frozenset({"Land"}), non_supertypes=frozenset({"Basic"})),
    "Mountain, Forest, or Plains": ObjectFilter(subtypes=frozenset({"Mountain", "Forest", "Plains"})),
    **{t: ObjectFilter(subtypes=frozenset({t})) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")},
}
_KIND = "(" + "|".join(re.escape(k) for k in sorted(_KINDS, key=len, reverse=True)) + ")"
_A = r"an? "
_MANA = r"((?:\{[WUBRGC]\})+)"
_ADDITIONAL = rf"an additional (?:{_MANA}|(one mana of any color)|(one mana of the chosen color)|" \
              r"(two mana in any combination of colors))"


def _bonus(fixed: str | None, any_color: str | None, chosen: str | None, two: str | None) -> dict[str, object]:
    if fixed:
        return {"bonus": (tuple(re.findall(r"\{(\w)\}", fixed)),)}
    if chosen:
        return {"bonus_from": "chosen_color"}
    return {"bonus_from": "any_color", "bonus_count": 2 if two else 1}


def _trigger(line: str) -> ManaEffect | None:
    m = rx.fullmatch(rf"Whenever enchanted {_KIND} is tapped for mana, its controller adds {_ADDITIONAL}\.", line)
    if m:
        return ManaEffect("trigger", "enchanted", _KINDS[m.group(1)], line, **_bonus(*m.groups()[1:]))  # type: ignore[arg-type]
    m = rx.fullmatch(rf"Whenever you tap {_A}{_KIND} for mana, add {_ADDITIONAL}\.", line)
    if m:
        return ManaEffect("trigger", "you", _KINDS[m.group(1)], line, **_bonus(*m.groups()[1:]))  # type: ignore[arg-type]
    m = rx.fullmatch(rf"Whenever {_A}{_KIND} is tapped for mana, its controller adds {_ADDITIONAL}\.", line)
    if m:
        return ManaEffect("trigger", "any", _KINDS[m.group(1)], line, **_bonus(*m.groups()[1:]))  # type: ignore[arg-type]
    same = r"one mana of any type that (?:land|permanent) produced"
    m = rx.fullmatch(rf"Whenever you tap {_A}{_KIND} for mana, add {same}\.", line)
    if m:
        return ManaEffect("trigger", "you", _KINDS[m.group(1)], line, bonus_from="same_type")
    m = rx.fullmatch(rf"Whenever a player taps {_A}{_KIND} for mana, that player adds {same}\.", line)
    if m:
        return ManaEffect("trigger", "any", _KINDS[m.group(1)], line, bonus_from="same_type")
    return None


def _replacement(line: str) -> ManaEffect | None:
    m = rx.fullmatch(rf"If you tap {_A}{_KIND} for mana, it produces (twice|three times) as much of that mana instead\.",
                     line)
    if m:
        return ManaEffect("multiply", "you", _KINDS[m.group(1)], line, factor=2 if m.group(2) == "twice" else 3)
    land = _KINDS["land"]
    if line == "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.":
        return ManaEffect("damping", "any", land, line)
    m = rx.fullmatch(r"If a land is tapped for mana, it produces (\{[WUBRG]\}|colorless mana) instead of any other "
                     r"type( and amount)?\.", line)
    if m:
        t = "C" if m.group(1) == "colorless mana" else m.group(1)[1]
        assert t in MANA_TYPES
        return ManaEffect("becomes", "any", land, line, becomes_type=t, becomes_one=bool(m.group(2)))
    return None


_PER_SPELL = re.compile(r"Each spell a player casts costs \{(\d)\} more to cast for each other spell that player has "
                       r"cast this turn\.")


def mana_effect_line(r: Reader, line: str) -> bool:
    """Read ``line`` as a mana effect of the permanent (see the module doc), or as Damping
    Sphere's cost increase (601.2f, per spell its caster cast this turn); False if it isn't one."""
    if r.is_spell_card:
        return False
    m = _PER_SPELL.fullmatch(line)
    if m:
        r.per_spell_cast_increase = int(m.group(1))
        return True
    e = _trigger(line) if line.startswith("Whenever") else _replacement(line) if line.startswith("If ") else None
    if e is None:
        return False
    r.mana_effects.append(e)
    return True
