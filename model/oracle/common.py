"""What the Oracle reader's parts share: the "can't read this" signal, reminder text, costs
written in rules text, sentences, and number words."""

from __future__ import annotations

import re

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


def split_sentences(line: str) -> list[str]:
    """Sentences of a line, not splitting inside quotation marks."""
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
