"""A brute-force reference enumerator: the ground truth of the differential tests.

It decides legality on its own, literally and by brute force, on SMALL boards: may the
player begin (117, 601.3, 602.5; :mod:`.timing`), every announcement (601.2b;
:mod:`.announce`), every choice of targets and division (601.2c-d; :mod:`.targets`), the
total cost (601.2f; :mod:`.total_cost`), every set and order of mana abilities each paying
its own costs (601.2g; :mod:`.mana_abilities`), every payment (601.2h; :mod:`.payment`),
and builds each plan's complete outcome itself. :func:`enumerate_plans` keeps one plan per
distinct option (``Plan.option_key``). Exponential by design.

What it shares, and why: only ``castable.model`` — the state and the cards (the input), the
plan and its option identity (the output format, ``model/plan.py``) and the pure rule
definitions of ``model/rules.py`` (what protection / hexproof match, devotion, which cost
modifiers apply, the pseudo-card of an ability and of a face-down spell). It imports nothing
of the CP-SAT model, its fast paths and bounds, nor of the referee, so that a differential
test compares independent decisions (``tests/test_reference.py`` checks the imports).

Objects nothing can tell apart (docs/answers.md "Distinct options") are tried in one order only,
and payments are shared between choices with the same total cost: both only skip
candidates that would be the same options again.
"""

from __future__ import annotations

from typing import Any

from castable.model.plan import Plan
from castable.model.state import GameState
from castable.solver.reference.plans import activation_plans, cast_plans
from castable.solver.reference.pools import reference_mana_pools


def reference_can_cast(state: GameState, card_id: str, player: str | None = None) -> bool:
    """Whether any legal plan exists (by exhaustive search)."""
    return any(True for _ in cast_plans(state, card_id, player, 8))


def reference_can_activate(state: GameState, object_id: str, ability: int, player: str | None = None, *,
                           max_x: int = 8) -> bool:
    """Whether ability ``ability`` (docs/cli.md's K) of ``object_id`` can be activated (602), by
    exhaustive search."""
    return any(True for _ in activation_plans(state, object_id, ability, player, max_x))


def enumerate_plans(state: GameState, card_id: str, player: str | None = None, *, max_x: int = 8,
                    ability: int | None = None) -> list[Plan]:
    """One representative plan per distinct option of casting ``card_id`` (an object id),
    sorted deterministically; with ``ability``, of activating that ability (docs/cli.md's K) of the
    object ``card_id`` (602). X (and multikicker counts) range over 0..``max_x``."""
    found: dict[Any, Plan] = {}
    plans = (cast_plans(state, card_id, player, max_x) if ability is None
             else activation_plans(state, card_id, ability, player, max_x))
    for plan in plans:
        found.setdefault(plan.option_key(state), plan)
    return [found[k] for k in sorted(found, key=repr)]


__all__ = ["enumerate_plans", "reference_can_activate", "reference_can_cast", "reference_mana_pools"]
