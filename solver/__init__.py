"""castable.solver: CP-SAT models of casting and activating, the referee, the reference, and
the public API.

The public names below are re-exported lazily (PEP 562): importing one submodule, such as the
brute-force reference, loads only what that submodule imports, never the CP-SAT code behind
the API.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: public name -> the module that defines it
_EXPORTS = {
    "can_cast": "api", "options": "api", "can_activate": "api", "activation_options": "api", "mana_pools": "api",
    "count_options": "api", "count_activation_options": "api", "CountAnswer": "answer",
    "option_keys": "api", "KeysAnswer": "answer",
    "count_mana_pools": "api", "iter_mana_pools": "api", "mana_summary": "api", "ManaSummary": "answer",
    "CastAnswer": "answer", "OptionsAnswer": "answer", "ManaAnswer": "answer", "Reason": "answer",
    "IllegalActionError": "answer",
    "legal_moves": "moves", "Move": "moves", "Moves": "moves",
    "apply": "transitions", "apply_checked": "transitions", "play_land": "transitions", "pass_priority": "transitions",
    "parse_action": "actions", "format_action": "actions", "is_legal": "actions", "legality_problems": "actions",
    "InvalidActionError": "actions",
    "best_payment": "autotap",
    "check": "referee",
    "Board": "board", "BoardMove": "board", "LegalMoves": "board", "IllegalMoveError": "board",
    "AmbiguousMoveError": "board", "InvalidMoveError": "board", "AutotapPolicy": "autopay", "Criterion": "autopay",
    "perft": "perft", "perft_divide": "perft",
}

if TYPE_CHECKING:
    from castable.solver.actions import InvalidActionError, format_action, is_legal, legality_problems, parse_action
    from castable.solver.answer import (
        CastAnswer,
        CountAnswer,
        IllegalActionError,
        KeysAnswer,
        ManaAnswer,
        ManaSummary,
        OptionsAnswer,
        Reason,
    )
    from castable.solver.api import (
        activation_options,
        can_activate,
        can_cast,
        count_activation_options,
        count_mana_pools,
        count_options,
        iter_mana_pools,
        mana_pools,
        mana_summary,
        option_keys,
        options,
    )
    from castable.solver.autopay import AutotapPolicy, Criterion
    from castable.solver.autotap import best_payment
    from castable.solver.board import AmbiguousMoveError, Board, BoardMove, IllegalMoveError, InvalidMoveError, LegalMoves
    from castable.solver.moves import Move, Moves, legal_moves
    from castable.solver.perft import perft, perft_divide
    from castable.solver.referee import check
    from castable.solver.transitions import apply, apply_checked, pass_priority, play_land

__all__ = ["AmbiguousMoveError", "AutotapPolicy", "Board", "BoardMove", "CastAnswer", "CountAnswer", "Criterion",
           "IllegalActionError", "IllegalMoveError", "InvalidActionError", "InvalidMoveError", "KeysAnswer", "LegalMoves",
           "ManaAnswer", "ManaSummary", "Move", "Moves", "OptionsAnswer", "Reason", "activation_options", "apply",
           "apply_checked", "best_payment", "can_activate", "can_cast", "check", "count_activation_options",
           "count_mana_pools", "count_options", "format_action", "is_legal", "iter_mana_pools", "legal_moves",
           "legality_problems", "mana_pools", "mana_summary", "option_keys", "options", "parse_action", "pass_priority", "perft",
           "perft_divide", "play_land"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'castable.solver' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"castable.solver.{module}"), name)
    globals()[name] = value
    return value
