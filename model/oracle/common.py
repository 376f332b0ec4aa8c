"""What the Oracle reader's parts share: the "can't read this" signal, reminder text, costs
written in rules text, sentences, and number words."""

from __future__ import annotations

import functools
import re
from typing import Any

from castable.model.errors import InputError
from castable.model.mana import ManaCost, parse_cost

COLOR_WORD = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
REMINDER = re.compile(r"\([^()]*\)")
#: a run of mana symbols, e.g. "{2}{R}"
COST = r"(?:\{[^{}]+\})+"
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}


def strip_reminder(text: str) -> str:
    return REMINDER.sub("", text)


class Unsupported(Exception):
    """A line the reader can't read with certainty: the card is unsupported, naming it."""


def text_cost(text: str) -> ManaCost:
    """A cost written in rules text; one the engine can't read makes the line unsupported."""
    try:
        return parse_cost(text, where="oracle_text")
    except InputError:
        raise Unsupported from None


_SENTENCE_END = re.compile(r"(?<=\.) ")


def split_sentences(line: str) -> list[str]:
    """Sentences of a line, not splitting inside quotation marks."""
    return list(_sentences(line))  # a new list: callers may change it


@functools.lru_cache(maxsize=4096)
def _sentences(line: str) -> tuple[str, ...]:
    """:func:`split_sentences`, kept: several readers of one line split it (mana, spell text, inert)."""
    return tuple(_split_sentences(line))


def _split_sentences(line: str) -> list[str]:
    if '"' not in line and "“" not in line and "”" not in line:  # the common case, without the loop below
        return [p for p in (x.strip() for x in _SENTENCE_END.split(line)) if p]
    out: list[str] = []
    cur: list[str] = []
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        cur.append(ch)
        if ch in "\"“”":
            quoted = not quoted
        elif ch == "." and not quoted and (i + 1 == len(line) or line[i + 1] == " "):
            out.append("".join(cur).strip())
            cur = []
        i += 1
    rest = "".join(cur).strip()
    if rest:
        out.append(rest)
    return out


def unquoted(sentence: str) -> str:
    return re.sub(r"[\"“][^\"“”]*[\"”]", '""', sentence)


class _Cached:
    """``re``'s matching functions over compiled patterns kept for the whole run: the reader
    uses more distinct patterns than ``re``'s own cache holds (512), and recompiling them made
    reading slower per face. Same signatures as ``re.fullmatch`` / ``search`` / ``match`` /
    ``sub`` / ``split`` / ``findall``. The patterns are looked up in a plain dict per flags
    value (an ``lru_cache`` keyed on (pattern, flags) cost as much as the matching)."""

    def __init__(self) -> None:
        self._by_flags: dict[int, dict[str, re.Pattern[str]]] = {0: {}}

    def compile(self, pattern: str, flags: int = 0) -> re.Pattern[str]:
        table = self._by_flags.get(flags)
        if table is None:
            table = self._by_flags[flags] = {}
        compiled = table.get(pattern)
        if compiled is None:
            if len(table) >= 8192:  # bounded like the lru_cache it replaces, should a pattern vary per card
                table.clear()
            compiled = table[pattern] = re.compile(pattern, flags)
        return compiled

    def fullmatch(self, pattern: str, string: str, flags: int = 0) -> re.Match[str] | None:
        table = self._by_flags.get(flags)
        compiled = table.get(pattern) if table is not None else None
        return (compiled or self.compile(pattern, flags)).fullmatch(string)

    def search(self, pattern: str, string: str, flags: int = 0) -> re.Match[str] | None:
        table = self._by_flags.get(flags)
        compiled = table.get(pattern) if table is not None else None
        return (compiled or self.compile(pattern, flags)).search(string)

    def match(self, pattern: str, string: str, flags: int = 0) -> re.Match[str] | None:
        table = self._by_flags.get(flags)
        compiled = table.get(pattern) if table is not None else None
        return (compiled or self.compile(pattern, flags)).match(string)

    def sub(self, pattern: str, repl: Any, string: str, count: int = 0, flags: int = 0) -> str:
        return self.compile(pattern, flags).sub(repl, string, count)

    def split(self, pattern: str, string: str, maxsplit: int = 0, flags: int = 0) -> list[str]:
        return self.compile(pattern, flags).split(string, maxsplit)

    def findall(self, pattern: str, string: str, flags: int = 0) -> list[Any]:
        return self.compile(pattern, flags).findall(string)


#: use as ``rx.fullmatch(pattern, line)``: ``re`` with a cache that holds every pattern
rx = _Cached()
