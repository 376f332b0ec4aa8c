"""How much of a card file the Oracle reader understands (``castable coverage``), and a plain
description of what it understood of one card (``castable card``).

:func:`coverage` runs :func:`castable.model.oracle.read_card` on every face record with Oracle
text and counts the faces understood (``CardDef.unsupported is None``), by card type and for
the Standard-legal ones, and groups the sentences that stopped the reader into templates (card
name → ``~``, numbers → ``N``, mana symbols → ``{M}``, quoted text → ``"..."``).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from castable.model.cards import CARD_TYPES, CardDef, ManaAbility
from castable.model.database import iter_records
from castable.model.errors import InputError
from castable.model.mana import ManaCost
from castable.model.oracle import read_card, strip_reminder

FORMAT = "castable-coverage/1"
TOP = 40

__all__ = ["FORMAT", "card_lines", "coverage", "describe_card", "iter_records", "template"]


# ----- templates ---------------------------------------------------------------------------------
_MANA_RUN = re.compile(r"(?:\{(?![TQ]\})[^{}]*\})+")
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
_NUMBER = re.compile(r"(?<![\w{])[+\-−]?\d+(?!\w)")
_NUMBER_WORDS = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten)\b", re.IGNORECASE)


def _names(record: dict[str, Any]) -> list[str]:
    """The names the text may use for the card itself, longest first: the face name, the full
    card name, and a legendary's short name ("Jace" for "Jace, the Mind Sculptor", "Jodah" for
    "Jodah the Unifier")."""
    out: set[str] = set()
    tl = record.get("type_line")
    legendary = isinstance(tl, str) and "Legendary" in tl
    for key in ("name", "card_name"):
        v = record.get(key)
        if isinstance(v, str) and v:
            out.add(v)
            for part in v.split(" // "):
                out.add(part)
                shorts = [part.split(",")[0].strip()] + ([part.split(" the ")[0].strip()] if legendary else [])
                for short in shorts:
                    if len(short) >= 3 and short != part:
                        out.add(short)
    return sorted(out, key=len, reverse=True)


def template(sentence: str, record: dict[str, Any] | None = None) -> str:
    """``sentence`` normalized so that similar sentences of different cards group together."""
    t = re.sub(r"\s+([.,:;])", r"\1", " ".join(strip_reminder(sentence).split()))
    if record is not None:
        for name in _names(record):
            t = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", "~", t)
    t = _QUOTED.sub('"..."', t)
    t = _MANA_RUN.sub("{M}", t)
    t = _NUMBER.sub(lambda m: ("+" if m.group(0)[0] == "+" else "-" if m.group(0)[0] in "-−" else "") + "N", t)
    t = _NUMBER_WORDS.sub("N", t)
    return t.strip()


# ----- coverage ----------------------------------------------------------------------------------
#: card types (205.2a), including those of non-traditional cards; anything else is "Other"
KNOWN_TYPES = frozenset(CARD_TYPES) | {"Tribal", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard"}


def _card_types(type_line: Any) -> list[str]:
    """The card types of a type line (one face), in order; ``["Other"]`` if none is known."""
    if not isinstance(type_line, str):
        return ["Other"]
    left = type_line.split("//")[0].partition("—")[0]
    types = [w for w in left.split() if w in KNOWN_TYPES]
    return list(dict.fromkeys(types)) or ["Other"]


def _error_reason(e: InputError) -> str:
    field = e.field.removeprefix("record").lstrip(".") or "record"
    return field


def coverage(records: Iterable[Any], *, top: int = TOP) -> dict[str, Any]:
    """Coverage of the reader over ``records`` (Scryfall-style face dicts).

    Faces whose ``oracle_text`` is null are not counted: those flagged ``faces_incomplete`` go
    to ``faces_incomplete``, others to ``no_text``. A face the reader rejects as malformed
    (:class:`InputError`) is counted in ``cards`` and ``unsupported`` and in ``errors``, by the
    field at fault (``error_reasons``)."""
    cards = understood = incomplete = no_text = errors = 0
    by_type: dict[str, dict[str, int]] = {}
    standard = {"cards": 0, "understood": 0}
    templates: Counter[str] = Counter()
    examples: dict[str, str] = {}
    reasons: Counter[str] = Counter()
    reason_examples: dict[str, str] = {}
    harmless = 0
    for rec in records:
        if not isinstance(rec, dict):
            cards += 1
            errors += 1
            reasons["record"] += 1
            reason_examples.setdefault("record", "record: not an object")
            continue
        if rec.get("faces_incomplete") and rec.get("oracle_text") is None:
            incomplete += 1
            continue
        if rec.get("oracle_text", "") is None:  # absent means vanilla (MTGJSON leaves "text" out)
            no_text += 1
            continue
        cards += 1
        name = rec.get("name") if isinstance(rec.get("name"), str) else "?"
        ok = False
        try:
            card = read_card(rec, where="record")
        except InputError as e:
            errors += 1
            reason = _error_reason(e)
            reasons[reason] += 1
            reason_examples.setdefault(reason, f"{name}: {e.message}")
        else:
            if card.unsupported is None:
                ok = True
            else:
                harmless += not card.unsupported_affects_others
                t = template(card.unsupported, rec)
                templates[t] += 1
                examples.setdefault(t, card.name)
        understood += ok
        for ty in _card_types(rec.get("type_line")):
            row = by_type.setdefault(ty, {"cards": 0, "understood": 0})
            row["cards"] += 1
            row["understood"] += ok
        legal = rec.get("legalities")
        if isinstance(legal, dict) and legal.get("standard") == "legal":
            standard["cards"] += 1
            standard["understood"] += ok
    return {
        "format": FORMAT,
        "cards": cards,
        "understood": understood,
        "unsupported": cards - understood,
        #: unsupported faces whose unread text can't change answers about other cards: on the
        #: battlefield they still pay costs and are targeted (``CardDef.unsupported_affects_others``)
        "unsupported_harmless": harmless,
        "faces_incomplete": incomplete,
        "no_text": no_text,
        "errors": errors,
        "error_reasons": {r: {"count": n, "example": reason_examples[r]} for r, n in reasons.most_common()},
        "by_type": dict(sorted(by_type.items(), key=lambda kv: (-kv[1]["cards"], kv[0]))),
        "standard": standard,
        "top_unsupported": [{"template": t, "count": n, "example": examples[t]} for t, n in templates.most_common(top)],
    }


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "n/a"


# ----- describing one card -----------------------------------------------------------------------
def _plain(value: Any) -> Any:
    """JSON-able form of a card definition part, leaving out fields at their defaults."""
    if isinstance(value, ManaCost):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            v = getattr(value, f.name)
            default = f.default if f.default is not dataclasses.MISSING else (
                f.default_factory() if f.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
            if default is not dataclasses.MISSING and v == default:
                continue
            out[f.name] = _plain(v)
        if hasattr(value, "describe") and not isinstance(value, CardDef):
            try:
                out = {"text": value.describe(), **out}
            except Exception:  # a describe() that needs more context: the fields say it all
                pass
        return out
    if isinstance(value, (frozenset, set)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


_PARTS = ("keywords", "additional_costs", "alternative_costs", "optional_costs", "self_reductions", "targets",
          "modes", "division", "per_extra_target", "per_extra_target_colors", "commander_both", "more_modes_if",
          "all_modes_if_paid", "mana_abilities", "activated_abilities", "cost_modifiers",
          "tap_triggers", "spent_matters", "land_mana_grants", "target_costs", "spell_grants", "permanent_grants",
          "black_as_life", "bands", "station_creature_at", "cast_window", "flash_permission",
          "cast_prohibitions", "flash_tax", "flash_if", "trigger_doublers",
          "crew_power_bonus", "crew_by_toughness", "graveyard_untargetable", "graveyard_replacements",
          "is_chosen_type")


def describe_card(card: CardDef) -> dict[str, Any]:
    """What the engine understood of ``card`` (``castable card --json``)."""
    out: dict[str, Any] = {
        "name": card.name,
        "understood": card.unsupported is None,
        "mana_cost": None if card.mana_cost is None else str(card.mana_cost),
        "mana_value": card.mana_value,
        "colors": sorted(card.colors),
        "type_line": card.type_line,
        "supertypes": sorted(card.supertypes),
        "types": sorted(card.types),
        "subtypes": sorted(card.subtypes),
    }
    if card.unsupported is not None:
        out["unsupported"] = card.unsupported
        #: whether the unread text could change answers about other cards (then it blocks them)
        out["unsupported_affects_others"] = card.unsupported_affects_others
    if card.layout:
        out["layout"] = card.layout
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            out[key] = getattr(card, key)
    for key in _PARTS:
        value = getattr(card, key, None)
        if key == "activated_abilities":  # the mana abilities are listed on their own
            value = tuple(a for a in value or () if not isinstance(a, ManaAbility))
        if value:
            out[key] = _plain(value)
    if card.faces:
        out["faces"] = [describe_card(f) for f in card.faces]
    return out


def card_lines(card: CardDef, indent: str = "") -> list[str]:
    """A human rendering of :func:`describe_card`."""
    d = describe_card(card)
    cost = f" {d['mana_cost']}" if d["mana_cost"] else ""
    lines = [f"{indent}{card.name}{cost}  (mana value {d['mana_value']})", f"{indent}  {card.type_line}"]
    stats = "/".join(x for x in (card.power, card.toughness) if x is not None)
    if stats:
        lines.append(f"{indent}  power/toughness: {stats}")
    if card.loyalty is not None:
        lines.append(f"{indent}  loyalty: {card.loyalty}")
    if card.unsupported is not None:
        lines.append(f"{indent}  NOT UNDERSTOOD: unsupported rules text: {card.unsupported}")
        lines.append(f"{indent}  " + ("it could change answers about other cards: on the battlefield it blocks them"
                                       if card.unsupported_affects_others else
                                       "it changes nothing about other cards: on the battlefield they are answered"))
        return lines
    lines.append(f"{indent}  understood")
    for key in _PARTS:
        if key not in d:
            continue
        label = key.replace("_", " ")
        value = d[key]
        if key == "modes" and isinstance(value, dict):
            extra = {k: v for k, v in value.items() if k not in ("modes", "min_modes", "max_modes")}
            lo, hi = value.get("min_modes", 1), value.get("max_modes", 1)
            how = f"{indent}  modes: choose {lo if lo == hi else f'{lo} to {hi}'}"
            lines.append(how + (f"  {_compact(extra)}" if extra else ""))
            lines += [f"{indent}    - {_compact(m)}" for m in value.get("modes", [])]
        elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            lines.append(f"{indent}  {label}: {', '.join(value)}")
        elif isinstance(value, list):
            lines.append(f"{indent}  {label}:")
            lines += [f"{indent}    - {_compact(v)}" for v in value]
        else:
            lines.append(f"{indent}  {label}: {_compact(value)}")
    for face in card.faces:
        lines += card_lines(face, indent + "  ")
    return lines


def _compact(value: Any) -> str:
    if isinstance(value, dict):
        text = value.get("text")
        rest = {k: v for k, v in value.items() if k != "text"}
        body = json.dumps(rest, ensure_ascii=False) if rest else ""
        return f"{text}  {body}".strip() if text else body
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
