"""A proof of "no" without a model: a spell with a target slot that nothing can fill.

601.2c: a spell that needs targets is cast only with legal targets for each of them. When a
slot that is always there (no modes, no overload 702.96b, not switched on by a cost 702.33g)
must have at least one target and ``targets.target_candidates`` (the candidates the model
offers it) is empty, the model has no solution: the answer is "no". Used by ``api.decide``
for callers that don't ask for the reasons (``legal_moves``), so the reasons stay the
model's elsewhere.
"""

from __future__ import annotations

from castable.model.cards import TargetSlot
from castable.model.state import GameObject, GameState
from castable.solver.cpsat.targets import target_candidates


def empty_slot(state: GameState, player: str, spell: GameObject) -> TargetSlot | None:
    """The first always-there slot of ``spell`` needing a target that has no candidate, else None."""
    card = spell.card
    if card.modes is not None or any(a.overload for a in card.alternative_costs):
        return None
    for slot in card.targets:
        if slot.requires is not None or slot.x_count or slot.minimum < 1:
            continue
        if not target_candidates(state, player, spell, slot):
            return slot
    return None


__all__ = ["empty_slot"]
