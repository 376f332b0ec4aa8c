"""The built-in card library: real cards' Oracle text, read by the Oracle reader.

Card names and Oracle text are Wizards of the Coast's (© Wizards of the Coast). The facts in
``data/oracle.json`` (name, mana cost, type line, Oracle text, power/toughness/loyalty) were
taken from ``shared/data/cards.jsonl.gz``, which its README says was converted from Scryfall
and MTGJSON bulk data (see the README's Attribution). castable is unofficial Fan Content.

Nothing here is written by hand about what a card means: every card goes through
:func:`castable.model.oracle.read_card`, like a card from a user's ``--cards`` file. The
hand-written definitions of the first issues are kept as the reader's gold standard
(``tests/gold_library.py``): a test checks that every built-in card reads back exactly as
written there.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from castable.model.cards import CardDef, multi_face_card
from castable.model.oracle import read_card

#: Split cards by full name: their halves, each a card of ``data/oracle.json`` (709).
SPLIT_CARDS: dict[str, tuple[str, ...]] = {"Fire // Ice": ("Fire", "Ice")}

#: Common tokens (111.10): no mana cost (202.1b); their text as the rules define them (111.10).
TOKENS: tuple[dict[str, Any], ...] = (
    {"name": "Treasure", "type_line": "Artifact — Treasure",
     "oracle_text": "{T}, Sacrifice this artifact: Add one mana of any color."},
    {"name": "Gold", "type_line": "Artifact — Gold", "oracle_text": "Sacrifice this artifact: Add one mana of any color."},
    {"name": "Clue", "type_line": "Artifact — Clue", "oracle_text": "{2}, Sacrifice this artifact: Draw a card."},
    {"name": "Food", "type_line": "Artifact — Food", "oracle_text": "{2}, {T}, Sacrifice this artifact: You gain 3 life."},
    {"name": "Soldier", "type_line": "Creature — Soldier", "power": "1", "toughness": "1", "colors": ["W"]},
    {"name": "Spirit", "type_line": "Creature — Spirit", "power": "1", "toughness": "1", "colors": ["W"],
     "oracle_text": "Flying"},
    {"name": "Goblin", "type_line": "Creature — Goblin", "power": "1", "toughness": "1", "colors": ["R"]},
)


def builtin_facts() -> list[dict[str, Any]]:
    """The built-in cards' Scryfall-style records (``data/oracle.json``)."""
    records: list[dict[str, Any]] = json.loads(
        resources.files("castable.model").joinpath("data/oracle.json").read_text(encoding="utf-8"))
    return records


@cache
def builtin_cards() -> dict[str, CardDef]:
    """Every built-in card definition by name (cards, split cards, then tokens), as read by the
    Oracle reader."""
    out: dict[str, CardDef] = {}
    for facts in builtin_facts():
        out[facts["name"]] = read_card(facts, where=f"built-in card {facts['name']!r}")
    for name, halves in SPLIT_CARDS.items():
        out[name] = multi_face_card(name, tuple(out[h] for h in halves), "split")
    for token in TOKENS:
        out[token["name"]] = read_card(token, where=f"built-in token {token['name']!r}")
    return out
