"""Cost modifiers of one spell of the turn: "The second spell you cast each turn costs {1}
less to cast." (Highspire Bell-Ringer, Uthros Psionicist; ``CostModifier.nth_spell``).

601.2f: the total cost is determined while the spell is cast, before it becomes cast (601.2i),
so the spells its caster cast before it this turn are the caster's ``spells_cast_this_turn``
(the state's count; countered or not, a spell cast counts): a spell is the second one when
that count is 1. Such a modifier only changes the spells its controller casts (``scope``
"you"), so its controller's count alone decides it. :func:`apply` (called by
``castable.model.commander.resolve`` on every state the parser reads and every state change
makes) keeps it as a plain modifier while the count says the next spell is that one, and
drops it otherwise: the checkers read ``cost_modifiers`` as they always have.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.state import GameState


def apply(state: GameState) -> None:
    """Resolve every ``nth_spell`` modifier of the battlefield (see the module doc)."""
    for o in state.battlefield():
        card = o.card
        if not any(m.nth_spell for m in card.cost_modifiers):
            continue
        count = state.player(o.controller).spells_cast_this_turn
        mods = tuple(dataclasses.replace(m, nth_spell=0) for m in card.cost_modifiers
                     if not m.nth_spell or count == m.nth_spell - 1)
        o.card = dataclasses.replace(card, cost_modifiers=mods, derived_from=card.derived_from or card)
