"""castable: can this Magic: The Gathering spell be cast right now? Every legal way to cast
and pay for it, or a proof that there is none (OR-Tools CP-SAT).

One import gives the whole public API::

    import castable
    state = castable.GameState.from_json({"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain"]}]})
    castable.can_cast(state, "Shock").castable      # True

The game domain (states, cards, mana) comes from :mod:`castable.model`; the answers (can-cast,
options, activations, mana pools, moves, applying a plan, the referee's check) from
:mod:`castable.solver`, loaded on first use.
"""

from __future__ import annotations

from importlib import metadata
from typing import TYPE_CHECKING, Any

from castable.model import (
    CardDatabase,
    CardDef,
    GameObject,
    GameState,
    InputError,
    ManaCost,
    Player,
    UnsupportedCardError,
    parse_cost,
    parse_pool,
)
from castable.model.plan import Plan

try:
    __version__ = metadata.version("castable")
except metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0+unknown"

if TYPE_CHECKING:
    from castable.solver import (
        AmbiguousMoveError,
        AutotapPolicy,
        Board,
        BoardMove,
        CastAnswer,
        CountAnswer,
        Criterion,
        IllegalActionError,
        IllegalMoveError,
        InvalidActionError,
        InvalidMoveError,
        KeysAnswer,
        LegalMoves,
        ManaAnswer,
        ManaSummary,
        Move,
        Moves,
        OptionsAnswer,
        Reason,
        activation_options,
        apply,
        apply_checked,
        best_payment,
        can_activate,
        can_cast,
        check,
        count_activation_options,
        count_mana_pools,
        count_options,
        format_action,
        is_legal,
        iter_mana_pools,
        legal_moves,
        legality_problems,
        mana_pools,
        mana_summary,
        option_keys,
        options,
        parse_action,
        pass_priority,
        perft,
        perft_divide,
        play_land,
    )


def __getattr__(name: str) -> Any:
    import castable.solver as solver

    if name in solver.__all__:
        value = getattr(solver, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'castable' has no attribute {name!r}")


__all__ = [
    "AmbiguousMoveError",
    "AutotapPolicy",
    "Board",
    "BoardMove",
    "CardDatabase",
    "CardDef",
    "CastAnswer",
    "CountAnswer",
    "Criterion",
    "GameObject",
    "GameState",
    "IllegalActionError",
    "IllegalMoveError",
    "InputError",
    "InvalidActionError",
    "InvalidMoveError",
    "KeysAnswer",
    "LegalMoves",
    "ManaAnswer",
    "ManaCost",
    "ManaSummary",
    "Move",
    "Moves",
    "OptionsAnswer",
    "Plan",
    "Player",
    "Reason",
    "UnsupportedCardError",
    "__version__",
    "activation_options",
    "apply",
    "apply_checked",
    "best_payment",
    "can_activate",
    "can_cast",
    "check",
    "count_activation_options",
    "count_mana_pools",
    "count_options",
    "format_action",
    "is_legal",
    "iter_mana_pools",
    "legal_moves",
    "legality_problems",
    "mana_pools",
    "mana_summary",
    "option_keys",
    "options",
    "parse_action",
    "parse_cost",
    "parse_pool",
    "pass_priority",
    "perft",
    "perft_divide",
    "play_land",
]
