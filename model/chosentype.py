"""static14: "This creature is the chosen type in addition to its other types." (Adaptive
Automaton, Metallic Mimic): a type-changing effect (613.1d, layer 4) of the permanent's own
static ability, on the battlefield only. The creature type chosen as it entered (614.12c) is the
state's ``chosen.creature_type``; the permanent gets that subtype, so target filters ("target
Elf"), costs ("Sacrifice an Elf") and counts see it in every checker. Without a chosen creature
type in the state it is unsupported there (exit 4): the type is never guessed. In other zones the
card has only its printed types (no type was chosen).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, is_creature_type

if TYPE_CHECKING:
    from castable.model.state import GameState


def chosen_types(state: GameState, cards: dict[str, CardDef]) -> None:
    """Each face-up permanent in ``cards`` (by id) whose card is "the chosen type": with that
    creature type added to its type line; its ``o.card`` too, at once (as
    ``castable.model.impending``), so the grants of layer 6 see the type."""
    for o in state.battlefield():
        card = cards.get(o.id)
        if card is None or not card.is_chosen_type or o.face_down:
            continue
        chosen = o.chosen.get("creature_type")
        if not isinstance(chosen, str) or not is_creature_type(chosen):
            typed = dataclasses.replace(card, unsupported="This creature is the chosen type in addition to its other "
                                        "types. (no creature type chosen in the state: chosen.creature_type)",
                                        unsupported_affects_others=True)
        elif chosen in card.subtypes:
            continue
        else:
            sep = " " if "—" in card.type_line else " — "
            typed = dataclasses.replace(card, type_line=card.type_line + sep + chosen)
        cards[o.id] = typed
        o.card = dataclasses.replace(typed, derived_from=o.card.derived_from or o.card)
