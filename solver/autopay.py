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
   mana is left unused;
4. :attr:`Criterion.FEWEST_SACRIFICED`: the fewest permanents sacrificed (a tapped permanent
   untaps next turn, 502.3; a sacrificed Treasure is gone);
5. :attr:`Criterion.AIM_AT_OPPONENTS`: the fewest targets that are the caster or what the
   caster controls (the witness convention of docs/answers.md: an opponent's objects first).

The same policy picks each move's example plan in ``castable.solver.moves.legal_moves(...,
prefer=policy)``, among all the options of the card or ability, where the targets differ too.
Criterion 1 is asked once per distinct state after paying (options that differ only in their
targets share it).
"""

from __future__ import annotations

import enum
import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
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
    #: the number of permanents sacrificed
    FEWEST_SACRIFICED = "fewest_sacrificed"
    #: the number of targets that are the caster or objects the caster controls
    AIM_AT_OPPONENTS = "aim_at_opponents"


DEFAULT_CRITERIA: tuple[Criterion, ...] = (Criterion.KEEP_CASTABLE, Criterion.FEWEST_PERMANENTS,
                                           Criterion.LANDS_FIRST, Criterion.FEWEST_SACRIFICED,
                                           Criterion.AIM_AT_OPPONENTS)


@dataclass(frozen=True)
class AutotapPolicy:
    """The order of preference among payments of one move (module doc)."""

    criteria: tuple[Criterion, ...] = DEFAULT_CRITERIA
    #: seconds for each castability question asked by :attr:`Criterion.KEEP_CASTABLE`
    time_limit: float = 2.0

    def score(self, state: GameState, plan: Plan, memo: dict[str, int] | None = None) -> tuple[int, ...]:
        """The plan's score, one entry per criterion (lower is better); ``memo`` keeps
        :attr:`Criterion.KEEP_CASTABLE`'s answers by state after paying."""
        memo = {} if memo is None else memo
        return tuple(_keep_castable(state, plan, self, memo) if c is Criterion.KEEP_CASTABLE
                     else _SCORERS[c](state, plan) for c in self.criteria)

    def choose(self, state: GameState, plans: Sequence[Plan]) -> Plan:
        """The preferred plan of ``plans`` (non-empty); ties go to the earlier one."""
        if not plans:
            raise ValueError("no payment to choose from")
        if len(plans) == 1:
            return plans[0]
        memo: dict[str, int] = {}
        scores = [self.score(state, p, memo) for p in plans]
        return plans[min(range(len(plans)), key=lambda i: (scores[i], i))]


DEFAULT_POLICY = AutotapPolicy()


def _keep_castable(state: GameState, plan: Plan, policy: AutotapPolicy, memo: dict[str, int]) -> int:
    from castable.solver.moves import legal_moves
    from castable.solver.transitions import apply

    after = apply(state, plan)
    # 601.2i: what the caster could still do once this has resolved: the stack as before
    after.stack = after.stack[:len(state.stack)]
    key = json.dumps(after.to_json(), sort_keys=True)
    if key not in memo:
        try:
            moves = legal_moves(after, plan.player, count_options=False, time_limit=policy.time_limit)
            memo[key] = -sum(1 for m in moves if m.kind in ("cast", "activate"))
        except UnsupportedCardError:
            memo[key] = 0
    return memo[key]


def _fewest_sacrificed(state: GameState, plan: Plan) -> int:
    return sum(1 for oid in set(plan.sacrificed) if (o := state.object(oid)) is not None and o.zone == "battlefield")


def _own_targets(state: GameState, plan: Plan) -> int:
    """Targets that are the caster, or objects the caster controls (a spell on the stack too)."""
    n = 0
    for slot in plan.targets:
        for t in slot:
            o = state.object(t)
            n += (t == plan.player) if o is None else (o.controller == plan.player)
    return n


def _fewest_permanents(state: GameState, plan: Plan) -> int:
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


def _lands_first(state: GameState, plan: Plan) -> int:
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


#: the criteria scored from the state before and the plan alone (KEEP_CASTABLE asks the solver)
_SCORERS: dict[Criterion, Callable[[GameState, Plan], int]] = {
    Criterion.FEWEST_PERMANENTS: _fewest_permanents, Criterion.LANDS_FIRST: _lands_first,
    Criterion.FEWEST_SACRIFICED: _fewest_sacrificed, Criterion.AIM_AT_OPPONENTS: _own_targets}

__all__ = ["DEFAULT_CRITERIA", "DEFAULT_POLICY", "AutotapPolicy", "Criterion"]
