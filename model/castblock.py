"""Questions about casting a card that the reader understood, but that a fact of this state
keeps from being answered exactly (kw15): the API refuses them (exit 4) and the move list names
them among the unsupported, before any checker runs.

- a splice card in the caster's hand that could be spliced onto the spell (702.47a,
  :mod:`castable.model.splice`);
- web-slinging while an untapped creature of the caster could be tapped as the spell is cast,
  then returned (702.188a, :mod:`castable.model.webslinging`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model import splice, webslinging

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState


def cast_blocker(state: GameState, spell: GameObject, player: str) -> tuple[str, str] | None:
    """(the card to name, the reason) when ``player`` casting ``spell`` can't be answered; None
    when it can."""
    spliced = splice.splice_blocker(state, spell, player)
    if spliced is not None:
        return spliced.name, splice.splice_text(spliced)
    slinging = webslinging.blocker(state, spell, player)
    if slinging is not None:
        return spell.name, slinging
    return None
