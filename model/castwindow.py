"""When a spell with "Cast this spell only during ..." may be cast (601.3), one pure definition
read by the three checkers (CP-SAT's prechecks, the referee, the reference).

601.3: a player may begin to cast a spell only if a rule or effect allows it; a spell whose
text says "Cast this spell only during combat" may be begun only then (on top of 117.1a's
sorcery timing, which it never loosens).
"""

from __future__ import annotations

from castable.model.cards import CastWindow
from castable.model.state import GameState, filter_matches


def window_open(w: CastWindow | None, state: GameState, player: str) -> bool:
    """Whether ``player`` may begin to cast a spell with this window now (``None``: always)."""
    if w is None:
        return True
    if w.phases is not None and state.phase not in w.phases:
        return False
    if w.turn == "yours" and state.active_player != player:
        return False
    if w.turn == "opponent" and state.active_player == player:
        return False
    if w.control is not None and not _controls(w, state, player):
        return False  # 205.4e: a legendary instant or sorcery needs a legendary creature or planeswalker
    # "only if you've cast another spell this turn": the state counts the spells cast before this one
    return not w.after_spell or state.player(player).spells_cast_this_turn >= 1


def _controls(w: CastWindow, state: GameState, player: str) -> bool:
    f = w.control
    return f is not None and any(filter_matches(f, o, player) for o in state.player(player).battlefield)


def window_reason(w: CastWindow, state: GameState, player: str) -> str:
    """The message of a closed window, for people."""
    if w.control is not None and not _controls(w, state, player):
        return f"{player} controls no {w.control.describe()}: a legendary instant or sorcery can't be cast (205.4e)"
    whose = f"{state.active_player}'s turn, {state.phase}"
    return f"{w.text.rstrip('.')} (601.3): it is {whose}"
