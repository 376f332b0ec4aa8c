"""The board's autotapper: which payment :class:`castable.Board`'s short notation picks when a
move is written without one ("Lightning Bolt opp").

The candidates are the distinct options (docs/answers.md) that share the move's announced choices
(source, face, alternative and optional costs, X, modes, targets, division); they differ only
in how the total cost is paid (601.2g-h). :class:`AutotapPolicy` orders them by its
``criteria``, most important first; ties go to the earlier option (option listings are
deterministic). The default order, issue 14's:

1. :attr:`Criterion.KEEP_CASTABLE`: the most other casts and activations still legal
   afterwards (``castable.solver.moves.legal_moves`` on the state after paying, with the
   stack as it was before: what could still be done this turn once the spell has resolved);
2. :attr:`Criterion.FEWEST_PERMANENTS`: the fewest permanents tapped or sacrificed;
3. :attr:`Criterion.LANDS_FIRST`: the fewest Treasures or Petals sacrificed, or creatures
   tapped (for mana, convoke or improvise), while an untapped land that could make the same
   mana is left unused.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from castable.model.cards import NO_MANA, ManaAbility
from castable.model.errors import UnsupportedCardError
from castable.model.plan import Plan
from castable.model.state import GameObject, GameState


class Criterion(str, enum.Enum):
    """One preference of the autotapper; each scores a payment, lower is better."""

    #: minus the number of other casts and activations still legal afterwards
    KEEP_CASTABLE = "keep_castable"
    #: the number of permanents tapped or sacrificed
    FEWEST_PERMANENTS = "fewest_permanents"
    #: Treasures / Petals sacrificed or creatures tapped while a land that could make that mana is unused
    LANDS_FIRST = "lands_first"


DEFAULT_CRITERIA: tuple[Criterion, ...] = (Criterion.KEEP_CASTABLE, Criterion.FEWEST_PERMANENTS,
                                           Criterion.LANDS_FIRST)


@dataclass(frozen=True)
class AutotapPolicy:
    """The order of preference among payments of one move (module doc)."""

    criteria: tuple[Criterion, ...] = DEFAULT_CRITERIA
    #: seconds for each castability question asked by :attr:`Criterion.KEEP_CASTABLE`
    time_limit: float = 2.0

    def score(self, state: GameState, plan: Plan) -> tuple[int, ...]:
        """The plan's score, one entry per criterion (lower is better)."""
        return tuple(_SCORERS[c](state, plan, self) for c in self.criteria)

    def choose(self, state: GameState, plans: Sequence[Plan]) -> Plan:
        """The preferred plan of ``plans`` (non-empty); ties go to the earlier one."""
        if not plans:
            raise ValueError("no payment to choose from")
        if len(plans) == 1:
            return plans[0]
        scores = [self.score(state, p) for p in plans]
        return plans[min(range(len(plans)), key=lambda i: (scores[i], i))]


DEFAULT_POLICY = AutotapPolicy()


def _keep_castable(state: GameState, plan: Plan, policy: AutotapPolicy) -> int:
    from castable.solver.moves import legal_moves
    from castable.solver.transitions import apply

    after = apply(state, plan)
    # 601.2i: what the caster could still do once this has resolved: the stack as before
    after.stack = after.stack[:len(state.stack)]
    try:
        moves = legal_moves(after, plan.player, count_options=False, time_limit=policy.time_limit)
    except UnsupportedCardError:
        return 0
    return -sum(1 for m in moves if m.kind in ("cast", "activate"))


def _fewest_permanents(state: GameState, plan: Plan, policy: AutotapPolicy) -> int:
    used = set(plan.tapped) | set(plan.sacrificed)
    return sum(1 for oid in used if (o := state.object(oid)) is not None and o.zone == "battlefield")


def _free_land_types(state: GameState, plan: Plan) -> set[str]:
    """Mana types an untapped land of the player, not used by ``plan``, could make with a
    mana ability that costs only {T} (106.1, 605.1a)."""
    used = set(plan.tapped) | set(plan.sacrificed) | {a.object for a in plan.activations}
    out: set[str] = set()
    for o in state.player(plan.player).battlefield:
        if not o.is_a("Land") or o.tapped or o.id in used:
            continue
        for ab in o.card.mana_abilities:
            if ab.tap and ab.mana_cost == NO_MANA and not ab.sacrifice_self and not ab.tap_creatures:
                out |= {t for alt in ab.produces for t in alt}
    return out


def _wasteful(o: GameObject | None, ab: ManaAbility | None) -> bool:
    """A Treasure or Petal sacrificed for mana, or a creature tapped for it."""
    if o is None or o.is_a("Land"):
        return False
    return (ab is not None and ab.sacrifice_self) or o.is_a("Creature")


def _replaceable(plan: Plan, source: str, free: set[str]) -> bool:
    """Could the mana ``source`` made for ``plan`` have come from an unused land instead: is
    the total cost still paid (each colored symbol by its color) when those units are of a
    type a free land makes? Hybrid and other symbols: only the same mana counts."""
    mine = [t for t, s in plan.spent if s == source]
    if not mine:
        return False
    symbols = re.findall(r"\{([^}]*)\}", plan.total_cost)
    if any(not (s.isdigit() or s in ("W", "U", "B", "R", "G", "C")) for s in symbols):
        return set(mine) <= free
    need = Counter(s for s in symbols if not s.isdigit())
    rest = Counter(t for t, s in plan.spent if s != source)
    for t in free:
        have = rest + Counter({t: len(mine)})
        if all(have[c] >= n for c, n in need.items()):
            return True
    return False


def _lands_first(state: GameState, plan: Plan, policy: AutotapPolicy) -> int:
    free = _free_land_types(state, plan)
    if not free:
        return 0
    n = 0
    for a in plan.activations:
        o = state.object(a.object)
        abilities = o.card.mana_abilities if o is not None else ()
        ab = abilities[a.ability] if 0 <= a.ability < len(abilities) else None
        if _wasteful(o, ab) and _replaceable(plan, a.object, free):
            n += 1
        n += len(a.tapped_creatures)  # Springleaf Drum: a creature tapped while a land is free
    n += sum(1 for oid in (*plan.convoked, *plan.improvised)
             if (o := state.object(oid)) is not None and o.is_a("Creature"))
    return n


_SCORERS = {Criterion.KEEP_CASTABLE: _keep_castable, Criterion.FEWEST_PERMANENTS: _fewest_permanents,
            Criterion.LANDS_FIRST: _lands_first}

__all__ = ["DEFAULT_CRITERIA", "DEFAULT_POLICY", "AutotapPolicy", "Criterion"]
