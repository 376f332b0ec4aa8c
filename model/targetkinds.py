"""Target kinds naming abilities on the stack (113.3b-c, 603.3): which stack entries each kind
of target may be. A state's stack entry with ``ability_of`` is an ability: activated with
``"ability": K``, triggered with ``"trigger"`` (docs/state-format.md); mana abilities never go
on the stack (605.3b), so every ability there can be a target. Pure definitions, shared by the
three checkers (to move to ``castable.model.rules`` when the lead wants)."""

from __future__ import annotations

from typing import Literal

from castable.model.cards import ObjectFilter
from castable.model.state import GameObject, GameState, _mana_value

#: slot kind -> the kinds of stack abilities it may target ("spell_or_ability" takes spells too)
ABILITY_KINDS: dict[str, frozenset[str]] = {
    "ability": frozenset({"activated", "triggered"}),
    "activated_ability": frozenset({"activated"}),
    "triggered_ability": frozenset({"triggered"}),
    "spell_or_ability": frozenset({"activated", "triggered"}),
}


def stack_ability_kind(o: GameObject) -> Literal["activated", "triggered"] | None:
    """"activated" or "triggered" for an ability on the stack; None for anything else (a spell,
    a permanent, a card)."""
    if o.zone != "stack" or o.choices.get("ability_of") is None:
        return None
    return "triggered" if o.choices.get("trigger") is not None else "activated"


def graveyard_of(state: GameState, oid: str) -> str | None:
    """The player whose graveyard holds object ``oid`` (404.1), or None when it is in none: what
    "target cards from a single graveyard" compares (601.2c)."""
    return next((p.name for p in state.players if any(o.id == oid for o in p.graveyard)), None)


def one_graveyard(state: GameState, ids: tuple[str, ...] | list[str]) -> bool:
    """All of ``ids`` are in one graveyard ("from a single graveyard", 601.2c); no ids: True."""
    return len({graveyard_of(state, t) for t in ids}) <= 1


def x_mana_value_ok(f: ObjectFilter, o: GameObject, x: int) -> bool:
    """"target ... with mana value X [or less]": ``o``'s mana value (202.3; a spell's counts its
    own X, 202.3e) against the X announced for the spell or ability (601.2b)."""
    if f.mana_value_x is None:
        return True
    mv = mana_value_of(o)
    return mv == x if f.mana_value_x == "eq" else mv <= x


def mana_value_of(o: GameObject) -> int:
    """202.3: ``o``'s mana value as target filters see it (a spell's counts its X, 202.3e)."""
    return _mana_value(o)
