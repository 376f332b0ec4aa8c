"""Where card names resolve (docs/state-format.md "Resolving a card name"): the state's own
``cards``, then databases given by the caller (Scryfall or MTGJSON JSON), then the built-in
library."""

from __future__ import annotations

import dataclasses
import gzip
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from castable.model.cards import CardDef, multi_face_card
from castable.model.errors import InputError
from castable.model.jsontext import check_tree, parse
from castable.model.library import builtin_cards
from castable.model.oracle import read_card


@dataclass(frozen=True)
class CardDatabase:
    """An ordered chain of name → :class:`CardDef` tables; the first that knows a name wins."""

    layers: tuple[Mapping[str, CardDef], ...] = field(default_factory=tuple)

    @classmethod
    def builtin(cls) -> CardDatabase:
        return cls((builtin_cards(),))

    def with_layer(self, cards: Mapping[str, CardDef]) -> CardDatabase:
        return CardDatabase((cards, *self.layers))

    def with_state_cards(self, raw: list[Any]) -> CardDatabase:
        """The state's own ``cards``: Scryfall-style records, read like a ``--cards`` file
        (a record with ``card_faces`` gives a multi-face card); a later entry of the same
        name replaces an earlier one."""
        table: dict[str, CardDef] = {}
        for i, c in enumerate(raw):
            if isinstance(c, dict) and isinstance(c.get("card_faces"), list):
                table.update(card_table(_records(c), where=f"cards[{i}].card_faces", first_wins=False))
            else:
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
                merged["card_name"], merged["layout"] = data.get("name"), data.get("layout")
                out.append(merged)
        elif "type_line" in data:
            out.append(data)
        elif "type" in data and "name" in data:
            out.append(_from_mtgjson(data))
    return out


def _from_mtgjson(c: dict[str, Any]) -> dict[str, Any]:
    return {"name": c.get("faceName") or c.get("name"), "mana_cost": c.get("manaCost", ""), "type_line": c.get("type", ""),
            "oracle_text": c.get("text", ""), "power": c.get("power"), "toughness": c.get("toughness"),
            "loyalty": c.get("loyalty"), "colors": c.get("colors"), "card_name": c.get("name") if c.get("faceName") else None,
            "layout": c.get("layout")}


def load_card_file(path: str | Path) -> CardTable:
    """Load a card database file: JSON (Scryfall or MTGJSON) or JSON Lines, gzipped or not."""
    where = f"--cards {Path(path)}"
    table = CardTable(list(iter_records(path, where=where)), where=where)
    if not table:  # a state file, say: not an empty database
        raise InputError(where, "holds no card records (Scryfall or MTGJSON cards, each with a name and a type line)")
    return table


def iter_records(path: str | Path, *, where: str | None = None) -> Iterator[dict[str, Any]]:
    """Scryfall-style face records from a Scryfall JSON file (one card, a list, a bulk file,
    ``{"data": [...]}``), an MTGJSON file (AtomicCards / AllPrintings) or JSON Lines; a name
    ending in ``.gz`` is read through gzip. Raises :class:`InputError` naming the file."""
    p = Path(path)
    where = where or str(p)
    try:
        if p.name.endswith(".gz"):
            with gzip.open(p, "rt", encoding="utf-8") as f:
                text = f.read()
        else:
            text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise InputError(where, f"cannot read: {e.strerror or e}") from None
    except (UnicodeDecodeError, EOFError):
        raise InputError(where, "not UTF-8 text (or a damaged gzip file)") from None
    try:
        data, suspect = parse(text)
    except (ValueError, RecursionError):
        yield from _json_lines(text, where)
        return
    _check(data, suspect, where)
    try:
        yield from _records(data)
    except RecursionError:
        raise InputError(where, "JSON nested too deeply") from None


def _check(data: Any, suspect: bool, where: str, line: int | None = None) -> None:
    """A duplicate key, a lone surrogate or an unreadable number, by the file and its path."""
    if not suspect:
        return
    try:
        check_tree(data)
    except InputError as e:
        at = f"line {line}: " if line is not None else ""
        raise InputError(where, f"{at}{e.field}: {e.message}") from None


def _json_lines(text: str, where: str) -> Iterator[dict[str, Any]]:
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj, suspect = parse(line)
        except (ValueError, RecursionError) as e:
            raise InputError(where, f"malformed JSON at line {n}: {getattr(e, 'msg', e)}") from None
        _check(obj, suspect, where, n)
        if isinstance(obj, dict) and "type_line" not in obj and "type" in obj and "name" in obj:
            yield _from_mtgjson(obj)  # one MTGJSON card per line
        else:
            yield from _records(obj)


#: Scryfall / MTGJSON layouts of multi-face cards the engine knows (``CardDef.layout``)
LAYOUTS = {"split", "adventure", "modal_dfc", "transform", "flip", "meld"}


class CardTable(Mapping[str, CardDef]):
    """Name → definition for face records, read lazily: a record goes through the Oracle
    reader the first time its name is looked up, so a bulk file of 100,000 printings costs
    only its JSON parsing (an unread record's mistakes surface when it is used).

    The faces of one multi-face card (records sharing a ``card_name`` "A // B") are one card
    with ``faces``, found by its full name and by its front face's name (a split or adventurer
    card: by either face's); a back face that is not cast from the hand (a transformed or
    modal double-faced permanent) is found by its own name, as that face of the card (a
    transforming card's back face has its front face's mana value, 202.3b). A melded card's
    record names its fronts before its own name, "A ; B // Melded" (the shared data's form), or
    is the back face of cards of layout ``meld`` (MTGJSON's "A // Melded" and "B // Melded"):
    it is found by its own name, with the combined mana value of its fronts (202.3c). With
    ``first_wins`` the first record of a name counts (a bulk file's later printings), else the
    last."""

    def __init__(self, records: list[dict[str, Any]], *, where: str, first_wins: bool = True) -> None:
        self._records = records
        self._where = where
        # name -> ("record", i) | ("card", whole) | ("face", (whole, n)) | ("melded", i)
        self._index: dict[str, tuple[str, Any]] = {}
        self._groups: dict[str, list[int]] = {}
        self._layouts: dict[str, str] = {}
        self._meld_fronts: dict[str, list[str]] = {}  # a melded card's name -> its fronts' names
        self._cache: dict[tuple[str, Any], CardDef] = {}

        def put(name: str, key: tuple[str, Any]) -> None:
            if not first_wins or name not in self._index:
                self._index[name] = key

        for i, rec in enumerate(records):
            name = rec.get("name")
            if not isinstance(name, str) or not name or not rec.get("type_line") or (
                    rec.get("oracle_text") is None and rec.get("faces_incomplete")):
                continue
            whole = rec.get("card_name")
            if isinstance(whole, str) and " // " in whole and whole != name and name in whole.split(" // "):
                group = self._groups.setdefault(whole, [])
                if all(records[j].get("name") != name for j in group):  # a face listed twice counts once
                    group.append(i)
            else:
                put(name, ("record", i))
        for whole, members in self._groups.items():
            self._group(whole, members, put)

    def _group(self, whole: str, members: list[int], put: Callable[[str, tuple[str, Any]], None]) -> None:
        """Index the faces of the card ``whole`` (records ``members``)."""
        records = self._records
        order = whole.split(" // ")
        members.sort(key=lambda j: order.index(records[j]["name"]))
        fronts = order[0].split(" ; ")
        if len(fronts) > 1 and len(order) == 2:  # "A ; B // Melded": the melded card's own record
            self._layouts[whole] = "meld"
            for j in members:
                self._meld_fronts.setdefault(records[j]["name"], fronts)
                put(records[j]["name"], ("melded", j))
                put(whole, ("melded", j))
            return
        layout = self._layouts[whole] = _layout([records[j] for j in members])
        put(whole, ("card", whole))
        for n, j in enumerate(members):
            name = records[j]["name"]
            if layout == "meld" and n > 0:
                fronts = self._meld_fronts.setdefault(name, [])
                fronts += [] if order[0] in fronts else [order[0]]
            put(name, ("card", whole) if n == 0 or layout in ("split", "adventure") else ("face", (whole, n)))

    def __getitem__(self, name: str) -> CardDef:
        kind, key = self._index[name]
        cached = self._cache.get((kind, key))
        if cached is not None:
            return cached
        if kind == "card":
            members = self._groups[key]
            faces = tuple(self._read(j) for j in members)
            card = multi_face_card(key, faces, self._layouts[key])
        elif kind == "face":  # a back face, as the card gives it (202.3b: its front face's mana value)
            card = self[key[0]].faces[key[1]]
        else:
            card = self._read(key)
        if card.name in self._meld_fronts:
            record = self._records[key] if kind == "melded" else {}
            card = dataclasses.replace(card, front_mana_value=self._melded_value(card.name, record))
        self._cache[(kind, key)] = card
        return card

    def _melded_value(self, name: str, record: dict[str, Any]) -> int | None:
        """202.3c: a melded card's mana value is its fronts' combined; when a front is not in
        the table, the record's own ``mana_value`` stands in (None: it has none)."""
        total = 0
        for front in self._meld_fronts[name]:
            if front not in self._index:
                given = record.get("mana_value")
                if isinstance(given, bool) or not isinstance(given, (int, float)) or not 0 <= given <= 10**6:
                    return None
                return int(given) if given == int(given) else None
            total += self[front].mana_value
        return total

    def _read(self, i: int) -> CardDef:
        return read_card(self._records[i], where=f"{self._where}[{i}]")

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)


def card_table(records: list[dict[str, Any]], *, where: str, first_wins: bool = True) -> dict[str, CardDef]:
    """Every card of ``records``, read now (a :class:`CardTable` made eager)."""
    table = CardTable(records, where=where, first_wins=first_wins)
    return {name: table[name] for name in table}


def _layout(records: list[dict[str, Any]]) -> str:
    """The layout a record gives (Scryfall's and MTGJSON's ``layout``), else what the faces
    show: an Adventure face (715), instants and sorceries or Rooms (split, 709), a back face
    without a mana cost (a transforming card: it is never cast), else a modal double-faced card."""
    given = records[0].get("layout")
    if isinstance(given, str) and given in LAYOUTS:
        return given
    if given == "aftermath":
        return "split"
    types = [str(r.get("type_line") or "") for r in records]
    if any("Adventure" in t.partition("—")[2].split() for t in types):
        return "adventure"
    if all({"Instant", "Sorcery"} & set(t.partition("—")[0].split()) for t in types) or all(
            "Room" in t.partition("—")[2].split() for t in types):
        return "split"
    if any(not r.get("mana_cost") for r in records[1:]):
        return "transform"
    return "modal_dfc"


