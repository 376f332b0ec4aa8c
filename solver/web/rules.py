"""The Comprehensive Rules excerpts shipped with the web page (``rules/*.txt``, copied from the
shared excerpts), indexed by rule number, so that a reason's ``"rule": "601.2h"`` can show the
rule's text. Plain data: no solver imports."""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

#: "601.2h To propose ...", "601.2. To cast ...", "601. Casting Spells", "702.16a Protection ..."
_RULE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? (.+)$")


@lru_cache(maxsize=1)
def rules() -> dict[str, str]:
    """Every rule of the shipped excerpts: number → its text (the paragraph after the number)."""
    out: dict[str, str] = {}
    folder = resources.files("castable.solver.web").joinpath("rules")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".txt"):
            continue
        for line in entry.read_text(encoding="utf-8").splitlines():
            m = _RULE.match(line.strip())
            if m:
                out.setdefault(m.group(1), m.group(2))
    return out

