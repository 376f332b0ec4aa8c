"""702.151b reconfigure, on the battlefield: "Attaching an Equipment with reconfigure to another
creature causes the Equipment to stop being a creature until it becomes unattached from that
creature." While the state says such an Equipment is attached (``attached_to``), Creature leaves
its card types, so targets (601.2c), convoke, crew, sacrifice costs and creature counts see a
noncreature Equipment; its subtypes stay (the words after the dash). The effect comes from the
attaching, not from a static ability: it lasts while the Equipment stays attached, whatever
abilities it has then. In other zones, and on the stack, the card is a creature card.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.restrict import not_creature

if TYPE_CHECKING:
    from castable.model.cards import CardDef
    from castable.model.state import GameState


def reconfigured_types(state: GameState, cards: dict[str, CardDef]) -> None:
    """Each face-up permanent in ``cards`` (by id, after the other layer-4 changes) with the
    keyword Reconfigure (read by ``castable.model.oracle.kw15``) that is attached to an object:
    without Creature; its ``o.card`` too, at once, so that the grants of layer 6 see the type."""
    for o in state.battlefield():
        card = cards.get(o.id)
        if card is None or o.attached_to is None or o.face_down or "Creature" not in card.types \
                or "Reconfigure" not in card.keywords:
            continue
        cards[o.id] = typed = not_creature(card)
        o.card = dataclasses.replace(typed, derived_from=o.card.derived_from or o.card)
