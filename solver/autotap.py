"""The payment that keeps the most open (issue 5's autotapper): among all options of an
action, prefer (1) the most other cards of the hand still castable afterwards, then (2) the
most colors the player can still make, then (3) the fewest permanents used, then (4) the
most untapped creatures kept; ties go to the earlier option (options are deterministic).

Every candidate is a legal option listed by the CP-SAT model; each is applied
(``castable.solver.transitions``) and the resulting state asked the same questions. Criterion (1)
needs a castability answer per card per candidate, which an objective inside one model
can't express without modelling every other card too, so candidates are scored one by one.
"""

from __future__ import annotations

from dataclasses import dataclass

from castable.model.mana import COLORS
from castable.model.plan import Plan
from castable.model.state import GameState
from castable.solver.api import can_cast, options, resolve_player
from castable.solver.cpsat.pools import max_producible


@dataclass(frozen=True)
class Score:
    castable_after: int
    colors_after: int
    permanents_used: int
    creatures_kept: int

    def key(self) -> tuple[int, int, int, int]:
        return (-self.castable_after, -self.colors_after, self.permanents_used, -self.creatures_kept)


def score(state: GameState, plan: Plan, *, time_limit: float = 2.0) -> Score:
    """How much ``plan`` leaves open (see module doc)."""
    from castable.solver.transitions import apply, copy_state

    after = apply(state, plan)
    # What else could they cast in this turn: now (601.2i gives them priority with the spell on
    # the stack: instants, Counterspell with its target) or once it has resolved, so that
    # sorcery-speed cards count too (307.1 needs an empty stack). Its effects aren't modelled;
    # the mana left, tapped and used is what is scored.
    resolved = copy_state(after)
    resolved.stack = resolved.stack[:len(state.stack)]
    resolved.priority = plan.player  # 117.3b: the active player first; the caster in their turn
    me = after.player(plan.player)
    others = [o for o in me.hand if o.id != plan.card and "Land" not in o.types]

    def castable_in(st: GameState, oid: str) -> bool:
        return can_cast(st, oid, plan.player, time_limit=time_limit, explain=False).castable is True

    castable = sum(1 for o in others if castable_in(after, o.id) or castable_in(resolved, o.id))
    colors = {c for c in COLORS if (max_producible(after, plan.player, c, time_limit=time_limit) or 0) > 0}
    used = len(set(plan.tapped) | set(plan.sacrificed))
    kept = sum(1 for o in me.battlefield if o.is_a("Creature") and not o.tapped)
    return Score(castable, len(colors), used, kept)


def best_payment(state: GameState, card: str, player: str | None = None, *, limit: int = 64,
                 time_limit: float = 10.0, same_choices_as: Plan | None = None) -> Plan | None:
    """The option of casting ``card`` that keeps the most open; with ``same_choices_as``,
    only payments of that plan's choices (targets, modes, X, costs announced)."""
    who = resolve_player(state, player)
    listing = options(state, card, who, limit=limit, time_limit=time_limit)
    candidates = listing.options
    if same_choices_as is not None:
        want = _choices(same_choices_as)
        candidates = [p for p in candidates if _choices(p) == want] or candidates
    best: tuple[tuple[int, int, int, int], int, Plan] | None = None
    for i, plan in enumerate(candidates):
        k = score(state, plan).key()
        if best is None or (k, i) < (best[0], best[1]):
            best = (k, i, plan)
    return None if best is None else best[2]


def _choices(plan: Plan) -> tuple[object, ...]:
    return (plan.card, plan.face, plan.alternative_cost, tuple(sorted(plan.optional_costs.items())), plan.x,
            plan.modes, plan.targets, plan.division)
