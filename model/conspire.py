"""Conspire's colors (702.78a, kw14): "As an additional cost to cast this spell, you may tap two
untapped creatures you control that each share a color with it": the creatures' colors are
compared with the spell's, which the card in its zone gives (its own colors, or the colors the
state's ``overrides`` give it; the same object characteristics :mod:`castable.model.grants`
matches spells by). The reader records the cost with no colors (it doesn't know the object);
:func:`apply`, run whenever the state's cards are installed (``castable.model.commander.resolve``),
gives each conspire cost the object's colors (an any-of filter: sharing one color is enough,
105.4), and drops the cost from a colorless object (no creature shares a color with it). Every
checker then reads the cost part as any other ``tap_untapped`` part."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, OptionalCost

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

CONSPIRE = "conspire"
_ZONES = ("hand", "graveyard", "exile", "command")


def apply(state: GameState) -> None:
    """Give each conspire cost of a card outside the battlefield its object's colors."""
    for p in state.players:
        for z in _ZONES:
            for o in p.zone(z):
                if any(oc.name == CONSPIRE for oc in o.card.optional_costs):
                    _install(o)


def _install(o: GameObject) -> None:
    base, colors = o.card, o.colors
    kept = [_colored(oc, colors) for oc in base.optional_costs if oc.name != CONSPIRE or colors]
    new: CardDef = dataclasses.replace(base, optional_costs=tuple(kept))
    o.card = dataclasses.replace(new, derived_from=base.derived_from or base)


def _colored(oc: OptionalCost, colors: frozenset[str]) -> OptionalCost:
    if oc.name != CONSPIRE:
        return oc
    parts = tuple(dataclasses.replace(p, filter=dataclasses.replace(p.filter, colors=colors)) for p in oc.parts)
    return dataclasses.replace(oc, parts=parts)
