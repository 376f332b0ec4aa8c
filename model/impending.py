"""702.176a impending, on the battlefield: "As long as this permanent's impending cost was paid
and it has a time counter on it, it's not a creature." A type-changing effect (613.1d, layer 4)
of the permanent's own static ability: while the state says its impending cost was paid
(``GameObject.impending``, ``"impending": true``) and it has a time counter, Creature leaves its
card types, so targets (601.2c), convoke, crew, sacrifice costs and creature counts see an
enchantment. Its subtypes stay (the words after the dash). In other zones, and on the stack,
the card is a creature card (the spell cast for its impending cost is a creature spell).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import CardDef
from castable.model.restrict import not_creature

if TYPE_CHECKING:
    from castable.model.state import GameState


def has_impending(card: CardDef) -> bool:
    """The card has an impending cost (read by ``castable.model.oracle.casting13``)."""
    return any(a.name == "impending" for a in card.alternative_costs)


def impending_types(state: GameState, cards: dict[str, CardDef]) -> None:
    """Each face-up permanent in ``cards`` (by id, after the other layer-4 changes) whose
    impending cost was paid and that has a time counter: without Creature; its ``o.card`` too,
    at once, so that the grants of layer 6 (613.1f: "Enchanted creature") see the type."""
    for o in state.battlefield():
        card = cards.get(o.id)
        if card is None or not o.impending or o.face_down or "Creature" not in card.types:
            continue
        if o.counters.get("time", 0) < 1:
            continue
        cards[o.id] = typed = not_creature(card)
        o.card = dataclasses.replace(typed, derived_from=o.card.derived_from or o.card)
