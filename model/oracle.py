"""Reading a card definition from Scryfall-style fields (``name``, ``mana_cost``,
``type_line``, ``oracle_text``...).

This reader is deliberately strict: it understands vanilla cards, cards whose rules text is
only keyword abilities that do not affect casting, Flash, and the intrinsic mana abilities of
basic land types (305.6; reminder text in parentheses is not rules text). Anything else makes
the card *unsupported*, naming the first sentence it could not read: a card is never guessed.
"""

from __future__ import annotations

import re
from typing import Any

from castable.model.cards import CardDef
from castable.model.errors import InputError
from castable.model.mana import COLORS, parse_cost

#: Keyword abilities that change nothing about casting or paying (702.x).
INERT_KEYWORDS = {
    "flying", "first strike", "double strike", "deathtouch", "defender", "haste", "lifelink", "menace",
    "reach", "trample", "vigilance", "exalted", "persist", "undying", "prowess", "indestructible",
    "fear", "intimidate", "shadow", "horsemanship", "flanking", "wither", "infect", "changeling",
}
_REMINDER = re.compile(r"\([^()]*\)")
_WARD = re.compile(r"^Ward(( \{[^}]+\})+|—.+)$")


def strip_reminder(text: str) -> str:
    return _REMINDER.sub("", text)


def read_card(raw: dict[str, Any], *, where: str = "cards") -> CardDef:
    """Build a :class:`CardDef` from one Scryfall-style face record."""
    if not isinstance(raw, dict):
        raise InputError(where, "a card must be an object with name, mana_cost, type_line, oracle_text")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise InputError(f"{where}.name", "required: the card's name")
    type_line = raw.get("type_line")
    if not isinstance(type_line, str) or not type_line:
        raise InputError(f"{where}.type_line", "required: a type line such as \"Creature — Bear\"")
    mana_cost = raw.get("mana_cost", "")
    if mana_cost is None:
        mana_cost = ""
    mc = parse_cost(mana_cost, where=f"{where}.mana_cost") if mana_cost else None
    text = raw.get("oracle_text") or ""
    if not isinstance(text, str):
        raise InputError(f"{where}.oracle_text", "must be a string")
    keywords: set[str] = set()
    unsupported: str | None = None
    for line in strip_reminder(text).split("\n"):
        line = line.strip()
        if not line:
            continue
        if _WARD.match(line):  # 702.21: a triggered ability; targeting stays legal
            keywords.add(line.rstrip("."))
            continue
        parts = [p.strip() for p in line.rstrip(".").split(",")]
        if all(p.lower() in INERT_KEYWORDS or p.lower() == "flash" for p in parts):
            keywords |= {p[:1].upper() + p[1:].lower() for p in parts}
            continue
        unsupported = line
        break
    colors = raw.get("colors")
    if colors is not None and (not isinstance(colors, list) or any(c not in COLORS for c in colors if isinstance(c, str))
                               or not all(isinstance(c, str) for c in colors)):
        raise InputError(f"{where}.colors", "must be a list of color letters W U B R G")
    for key in ("power", "toughness", "loyalty"):
        if raw.get(key) is not None and (not isinstance(raw[key], (str, int)) or isinstance(raw[key], bool)):
            raise InputError(f"{where}.{key}", "must be a string or an integer")
    color_override = frozenset(colors) if isinstance(colors, list) and mc is None and colors else None
    return CardDef(
        name=name, mana_cost=mc, type_line=type_line, oracle_text=text,
        power=_opt_str(raw.get("power")), toughness=_opt_str(raw.get("toughness")), loyalty=_opt_str(raw.get("loyalty")),
        keywords=frozenset(keywords), color_override=color_override, unsupported=unsupported,
    )


def _opt_str(v: Any) -> str | None:
    return None if v is None else str(v)
