"""Where card names resolve (state-format.md "Resolving a card name"): the state's own
``cards``, then databases given by the caller (Scryfall or MTGJSON JSON), then the built-in
library."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from castable.model.cards import CardDef
from castable.model.errors import InputError
from castable.model.library import builtin_cards
from castable.model.oracle import read_card


@dataclass(frozen=True)
class CardDatabase:
    """An ordered chain of name → :class:`CardDef` tables; the first that knows a name wins."""

    layers: tuple[dict[str, CardDef], ...] = field(default_factory=tuple)

    @classmethod
    def builtin(cls) -> CardDatabase:
        return cls((builtin_cards(),))

    def with_layer(self, cards: dict[str, CardDef]) -> CardDatabase:
        return CardDatabase((cards, *self.layers))

    def with_state_cards(self, raw: list[Any]) -> CardDatabase:
        table: dict[str, CardDef] = {}
        for i, c in enumerate(raw):
            card = read_card(c, where=f"cards[{i}]")
            table[card.name] = card
        return self.with_layer(table)

    def with_file(self, path: str | Path) -> CardDatabase:
        return self.with_layer(load_card_file(path))

    def get(self, name: str) -> CardDef | None:
        for layer in self.layers:
            if name in layer:
                return layer[name]
        return None

    def lookup(self, name: str, *, where: str = "card") -> CardDef:
        card = self.get(name)
        if card is None:
            raise InputError(where, f"unknown card {name!r}")
        return card


def _records(data: Any) -> list[dict[str, Any]]:
    """Card records from Scryfall (object, list, {"data": [...]}) or MTGJSON (AtomicCards /
    AllPrintings) JSON, each as Scryfall-style fields, one per castable face."""
    out: list[dict[str, Any]] = []
    if isinstance(data, list):
        for d in data:
            out += _records(d)
    elif isinstance(data, dict):
        if "data" in data and isinstance(data["data"], (list, dict)):
            inner = data["data"]
            if isinstance(inner, list):
                return _records(inner)
            for value in inner.values():  # AtomicCards: name -> [faces]; AllPrintings: set -> {cards}
                if isinstance(value, list):
                    out += [_from_mtgjson(v) for v in value if isinstance(v, dict)]
                elif isinstance(value, dict) and isinstance(value.get("cards"), list):
                    out += [_from_mtgjson(v) for v in value["cards"] if isinstance(v, dict)]
        elif "card_faces" in data and isinstance(data["card_faces"], list):
            for face in data["card_faces"]:
                if not isinstance(face, dict):
                    continue
                merged = {k: v for k, v in data.items() if k != "card_faces"}
                merged.update(face)
                out.append(merged)
        elif "type_line" in data:
            out.append(data)
        elif "type" in data and "name" in data:
            out.append(_from_mtgjson(data))
    return out


def _from_mtgjson(c: dict[str, Any]) -> dict[str, Any]:
    return {"name": c.get("faceName") or c.get("name"), "mana_cost": c.get("manaCost", ""), "type_line": c.get("type", ""),
            "oracle_text": c.get("text", ""), "power": c.get("power"), "toughness": c.get("toughness"),
            "loyalty": c.get("loyalty"), "colors": c.get("colors")}


def load_card_file(path: str | Path) -> dict[str, CardDef]:
    """Load a card database file: JSON (Scryfall or MTGJSON) or JSON Lines."""
    p = Path(path)
    where = f"--cards {p}"
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise InputError(where, f"cannot read: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise InputError(where, "not UTF-8 text") from None
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError; so is a too-long integer
        lines = text.splitlines()
        data = []
        for n, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                data.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise InputError(where, f"malformed JSON: {e.msg} at line {n if len(lines) > 1 else e.lineno}") from None
            except (ValueError, RecursionError) as e:
                raise InputError(where, f"malformed JSON at line {n}: {e}") from None
    try:
        records = _records(data)
    except RecursionError:
        raise InputError(where, "JSON nested too deeply") from None
    table: dict[str, CardDef] = {}
    for i, rec in enumerate(records):
        if not rec.get("name") or not rec.get("type_line") or (rec.get("oracle_text") is None and rec.get("faces_incomplete")):
            continue
        card = read_card(rec, where=f"{where}[{i}]")
        table.setdefault(card.name, card)
    return table
