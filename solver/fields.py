"""Whitelists over card-definition dataclasses: the shortcuts (the fast path, the pure class
enumerator) take only what they know, so a new field added to a card definition is declined
by them until someone teaches them it (never mispriced)."""

from __future__ import annotations

import dataclasses
from typing import Any

#: :func:`_defaults`' answers, by (dataclass, allowed, inside)
_DEFAULTS: dict[tuple[Any, object, bool], tuple[tuple[str, object], ...]] = {}


def set_field(obj: object, allowed: frozenset[str] | tuple[str, ...], *, inside: bool) -> str | None:
    """The first dataclass field of ``obj`` away from its default among the fields in
    ``allowed`` (``inside``) or among those not in it (not ``inside``); None when there is none.
    A field without a default is not compared."""
    for name, default in _defaults(type(obj), allowed, inside):
        if getattr(obj, name) != default:
            return name
    return None


def _defaults(cls: Any, allowed: frozenset[str] | tuple[str, ...], inside: bool) -> tuple[tuple[str, object], ...]:
    """:func:`set_field`'s (field, default) pairs of the dataclass ``cls``, made once (issue 11:
    the move list asks for them per object); a default factory's value is only compared."""
    known = _DEFAULTS.get((cls, allowed, inside))
    if known is not None:
        return known
    out = []
    for f in dataclasses.fields(cls):
        if (f.name in allowed) != inside:
            continue
        if f.default is not dataclasses.MISSING:
            out.append((f.name, f.default))
        elif f.default_factory is not dataclasses.MISSING:
            out.append((f.name, f.default_factory()))
    _DEFAULTS[cls, allowed, inside] = tuple(out)
    return _DEFAULTS[cls, allowed, inside]


#: the ActivatedAbility fields of a plain activation, the one shape the model-free count
#: (``plaincount.count_plain_activation``) and the fast path (``fastpath.try_fast_ability``) take:
#: its mana cost, {T}, "Sacrifice this" (602.2b) and one target slot; the limits on when it may
#: be activated (602.5b, 602.5d, 702.177a) are the caller's (``ability_timing_reasons``, asked
#: first). Any other field set (other cost parts, {Q}, loyalty, crew, waterbend, counters
#: removed, modes, a division, a zone other than the battlefield): declined.
PLAIN_ACTIVATION = frozenset({"text", "mana", "tap", "sacrifice_self", "targets", "sorcery_speed", "once_per_turn",
                              "max_per_turn", "your_turn_only", "once_ever", "zone"})
