"""Mana symbols, mana costs and mana pools (rules 106, 107.4, 202).

A cost is a tuple of :class:`ManaSymbol`; each symbol says every way it may be paid:
one mana of one of ``colors``, or ``generic`` mana of any type ({2/W}), or ``life``
(Phyrexian, 107.4f). ``{X}`` and ``{S}`` are flagged. A pool is a count per mana type
``W U B R G C``.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from castable.model.errors import InputError

_T = TypeVar("_T")

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
#: Mana types (106.1): the five colors and colorless.
MANA_TYPES: tuple[str, ...] = (*COLORS, "C")


@dataclass(frozen=True)
class ManaSymbol:
    """One mana symbol of a cost (107.4).

    ``colors`` lists the types of which a single mana pays the symbol ({C} is the type ``C``);
    ``generic`` is the number of generic mana that pays it instead (``{3}``, or the 2 of
    ``{2/W}``); ``life`` is the life that pays it instead (Phyrexian, 107.4f).
    """

    text: str
    colors: frozenset[str] = frozenset()
    generic: int | None = None
    life: int = 0
    is_x: bool = False
    is_snow: bool = False

    @property
    def is_plain_generic(self) -> bool:
        return self.generic is not None and not self.colors and not self.life

    @property
    def is_hybrid(self) -> bool:
        return len(self.colors) > 1 or (bool(self.colors) and self.generic is not None)

    @property
    def is_phyrexian(self) -> bool:
        return self.life > 0

    @property
    def mana_value(self) -> int:
        """The symbol's share of mana value (202.3, 202.3f: the largest hybrid component)."""
        if self.is_x:
            return 0
        if self.generic is not None:
            return max(self.generic, 1 if self.colors else 0)
        return 1

    @property
    def symbol_colors(self) -> frozenset[str]:
        """Colors this symbol gives an object (202.2, 202.2d); {C} is no color."""
        return frozenset(c for c in self.colors if c in COLORS)

    def __str__(self) -> str:
        return self.text


_HYBRID_PAIRS = {"WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU"}


def parse_symbol(body: str, *, where: str = "mana cost") -> ManaSymbol:
    """Parse the inside of one brace pair, e.g. ``"W/U/P"``."""
    return _named(where, _symbol, body)


def _named(where: str, parse: Callable[[str], _T], text: str) -> _T:
    """``parse(text)`` of a remembered parser, whose error names no field: ``where`` named."""
    try:
        return parse(text)
    except InputError as e:
        raise InputError(where, e.message) from None


@functools.lru_cache(maxsize=1024)
def _symbol(body: str) -> ManaSymbol:
    """:func:`parse_symbol`, one shared (immutable) symbol per text: a card table holds tens of
    thousands of costs, and every object it keeps alive is walked by each full garbage
    collection; the error names no field (the caller's ``where`` replaces it)."""
    where = "mana cost"
    text = "{" + body + "}"
    if body.isascii() and body.isdigit():  # not "²" or other Unicode digits
        if len(body) > 7:
            raise InputError(where, f"generic mana symbol {text} is too large")
        return ManaSymbol(text, generic=int(body))
    if body == "X":
        return ManaSymbol(text, generic=0, is_x=True)
    if body == "S":
        return ManaSymbol(text, is_snow=True)
    if body in MANA_TYPES:
        return ManaSymbol(text, colors=frozenset(body))
    parts = body.split("/")
    if len(parts) == 2:
        a, b = parts
        if b == "P" and a in COLORS:
            return ManaSymbol(text, colors=frozenset(a), life=2)
        if a == "2" and b in COLORS:
            return ManaSymbol(text, colors=frozenset(b), generic=2)
        if a == "C" and b in COLORS:
            return ManaSymbol(text, colors=frozenset({"C", b}))
        if a + b in _HYBRID_PAIRS:
            return ManaSymbol(text, colors=frozenset({a, b}))
    if len(parts) == 3 and parts[2] == "P" and parts[0] + parts[1] in _HYBRID_PAIRS:
        return ManaSymbol(text, colors=frozenset(parts[:2]), life=2)
    raise InputError(where, f"unknown mana symbol {text}")


_BRACES = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class ManaCost:
    """A sequence of mana symbols as printed, e.g. ``{X}{G}{G}``."""

    symbols: tuple[ManaSymbol, ...] = ()

    @property
    def mana_value(self) -> int:
        return sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        out: set[str] = set()
        for s in self.symbols:
            out |= s.symbol_colors
        return frozenset(out)

    @property
    def x_count(self) -> int:
        return sum(1 for s in self.symbols if s.is_x)

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.symbols + other.symbols)

    def __bool__(self) -> bool:
        return bool(self.symbols)


def parse_cost(text: str, *, where: str = "mana cost") -> ManaCost:
    """Parse brace notation (``"{2}{W/U}{B/P}"``); raise :class:`InputError` naming ``where``."""
    if not isinstance(text, str):
        raise InputError(where, "must be a string of mana symbols such as \"{2}{W}\"")
    return _named(where, _parse_cost, text)


@functools.lru_cache(maxsize=8192)
def _parse_cost(text: str) -> ManaCost:
    """:func:`parse_cost`, remembered by the text alone: costs repeat across cards and abilities
    (a :class:`ManaCost` is immutable; an error is raised again each time, not remembered, and
    the caller puts its own field name on it)."""
    where = "mana cost"
    pos = 0
    symbols: list[ManaSymbol] = []
    stripped = text.replace(" ", "")
    for m in _BRACES.finditer(stripped):
        if m.start() != pos:
            raise InputError(where, f"malformed mana string {text!r}")
        symbols.append(_symbol(m.group(1)))
        pos = m.end()
    if pos != len(stripped):
        raise InputError(where, f"malformed mana string {text!r}")
    return ManaCost(tuple(symbols))


def parse_pool(text: str, *, where: str = "mana_pool") -> Counter[str]:
    """Parse actual mana (only ``{W}{U}{B}{R}{G}{C}``, 106.1) into counts per type."""
    cost = parse_cost(text, where=where)
    pool: Counter[str] = Counter()
    for s in cost.symbols:
        if s.is_x or s.is_snow or s.generic is not None or s.life or len(s.colors) != 1:
            raise InputError(where, f"{s.text} is not a type of mana; a pool holds only {{W}}{{U}}{{B}}{{R}}{{G}}{{C}}")
        (t,) = s.colors
        pool[t] += 1
    return pool


def format_pool(pool: Counter[str] | dict[str, int]) -> str:
    """Print mana counts in W U B R G C order, e.g. ``{W}{U}{U}``; empty pool is ``""``."""
    return "".join(("{" + t + "}") * int(pool.get(t, 0)) for t in MANA_TYPES)
