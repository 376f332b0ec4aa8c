"""Prohibitions on casting spells (``CardDef.cast_prohibitions``), one pure definition every
checker calls (CP-SAT's prechecks, the referee, the reference).

601.3: a player can begin to cast a spell only if no rule or effect prohibits it; 101.2: when
an effect allows something and another says it can't be done, the "can't" wins, so a
prohibition also binds a spell cast while its madness, suspend or miracle trigger resolves
(117.1 lifts timing, never a prohibition). The face-up permanents on the battlefield impose
them (708.2: a face-down permanent has no abilities), each seen from its controller:

- "Each player can't cast more than one spell each turn." (Rule of Law), "You can't cast more
  than one spell each turn." (Moderation): not once the player's ``spells_cast_this_turn`` is
  1 or more (spells cast before the permanent arrived count too);
- "Your opponents can't cast spells during your turn." (Dragonlord Dromoka): not while its
  controller is the active player;
- "Players / Your opponents can't cast spells during combat." (Basandra, Marisi): not in a
  step of the combat phase (506.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import CastProhibition

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

#: 506.1: the steps of the combat phase
_COMBAT = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"})


def _binds(p: CastProhibition, source: GameObject, player: str) -> bool:
    if p.who == "you":
        return player == source.controller
    return p.who == "each" or player != source.controller


def _in_force(p: CastProhibition, source: GameObject, state: GameState, player: str) -> bool:
    if p.when == "second_spell":
        return state.player(player).spells_cast_this_turn >= 1
    if p.when == "your_turn":
        return state.active_player == source.controller
    return state.phase in _COMBAT


def prohibited(state: GameState, player: str) -> str | None:
    """Why no spell may be cast by ``player`` now (a permanent's prohibition, for people), or
    None when none binds them."""
    for o in state.battlefield():
        if o.face_down:
            continue
        for p in o.card.cast_prohibitions:
            if _binds(p, o, player) and _in_force(p, o, state, player):
                return f"{o.name} ({o.id}): {p.text} (601.3)"
    return None
