"""Strict JSON input (state files, ``serve`` requests, card files): every problem names the
JSON path at fault (an :class:`InputError`, exit 2), never a traceback.

Python's :func:`json.loads` lets the last of two equal keys win, returns lone surrogates
(``"\\ud800"``: valid JSON but not Unicode text, so printing it fails later), refuses
integers of more than 4,300 digits with a message about ``sys.set_int_max_str_digits()``
and accepts ``NaN`` and ``Infinity`` (not JSON: here a syntax error). :func:`parse` reads
the text with hooks that mark the first three, and :func:`check_tree` walks the result and
reports the first mark with its path, e.g. ``players[0].battlefield[2].counters.charge``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from castable.model.errors import InputError

#: Longer digit strings are not read as integers (no bound castable uses needs more).
MAX_DIGITS = 30

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class _Duplicated(dict[str, Any]):
    """An object in which ``key`` appeared more than once."""

    key: str = ""


class _Unreadable:
    """An integer that JSON allows but castable does not read: too many digits."""

    def __init__(self, text: str, why: str) -> None:
        self.text = text
        self.why = why


def parse(text: str) -> tuple[Any, bool]:
    """JSON ``text`` with the marks :func:`check_tree` reports, and whether anything may need
    reporting (a mark, or an escape that may be a lone surrogate): when not, no walk is
    needed (a bulk card file is read at :func:`json.loads`'s speed)."""
    marked: list[bool] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        out = dict(items)
        if len(out) == len(items):
            return out
        seen: set[str] = set()
        dup = _Duplicated(out)
        for k, _ in items:
            if k in seen:
                dup.key = k
                break
            seen.add(k)
        marked.append(True)
        return dup

    def integer(digits: str) -> Any:
        n = len(digits.lstrip("-"))
        if n > MAX_DIGITS:
            marked.append(True)
            return _Unreadable(digits, f"an integer of {n} digits is too large")
        return int(digits)

    def constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")  # a syntax error, as for any other non-JSON text

    data = json.loads(text, object_pairs_hook=pairs, parse_int=integer, parse_constant=constant)
    return data, bool(marked) or bool(_SURROGATE_ESCAPE.search(text))


def loads(text: str, *, where: str = "") -> Any:
    """Parse JSON ``text`` strictly and check it (:func:`check_tree`); ``where`` prefixes the
    path of a problem. A syntax error raises :class:`ValueError` (a :class:`json.JSONDecodeError`,
    or ``NaN is not JSON``; the caller says where); too deep nesting a :class:`RecursionError`."""
    data, suspect = parse(text)
    if suspect:
        check_tree(data, where)
    return data


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def check_tree(data: Any, where: str = "", *, max_int: int | None = None, skip: frozenset[str] = frozenset()) -> None:
    """Raise an :class:`InputError` naming the first duplicated key, unreadable number, lone
    surrogate (text that is not Unicode) or, with ``max_int``, integer beyond ±``max_int``, in
    document order; ``skip``: keys of the top-level object not to look into."""
    stack: list[tuple[str, Any]] = [(where, data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            if isinstance(value, _Duplicated):
                raise InputError(_join(path, value.key), "duplicate key (each key may appear once)")
            items = [(k, v) for k, v in value.items() if not (value is data and k in skip)]
            for k, v in reversed(items):
                if not is_text(k):
                    raise InputError(_join(path, ascii(k)), "the key is not Unicode text (a lone surrogate)")
                stack.append((_join(path, k), v))
        elif isinstance(value, list):
            stack += [(f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value)))]
        elif isinstance(value, str):
            if not is_text(value):
                raise InputError(path or "input", "not Unicode text (a lone surrogate such as \\ud800)")
        elif isinstance(value, _Unreadable):
            raise InputError(path or "input", value.why)
        elif isinstance(value, int) and not isinstance(value, bool) and max_int is not None and abs(value) > max_int:
            raise InputError(path or "input", f"{shown(value)} is too large; at most {max_int} in size")


def shown(n: int) -> str:
    """``n`` for a message: its digits, or how many there are when too many to show."""
    if abs(n) < 10 ** MAX_DIGITS:
        return str(n)
    return f"an integer of about {int(abs(n).bit_length() * 0.30103) + 1} digits"


def is_text(s: str) -> bool:
    """Is ``s`` Unicode text (no lone surrogate, so that it can be printed and encoded)?"""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


__all__ = ["MAX_DIGITS", "check_tree", "is_text", "loads", "parse", "shown"]
