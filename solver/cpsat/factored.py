"""Factored listing and counting of options (issue 11).

Announcement choices (601.2b) and target / division choices (601.2c-d) touch the payment
(601.2h) only through the locked-in total cost (601.2f) and the objects they name. When no
object can both pay and be targeted, the options of a card split into independent halves
for each *cost tuple* (the announced choices and the number of targets of each slot):

    options(C) = payment classes(C) x target choices(C)

so the payment classes are enumerated once per distinct cost (CP-SAT, blocking only the
payment's key variables, memoized), the target choices are counted by a dynamic programme
over the classes of interchangeable targets and listed lazily from it, and each option's plan
is one extracted payment plan with its target fields replaced. Every constraint of the model
on a target class's signature counts is one the programme applies (its slot counts, at most
its size, the division of 601.2d), so the halves are exactly the model's solutions.

:func:`factorable` says when the split is exact; otherwise the caller enumerates as before
(``search.enumerate_options``). The CP-SAT model keeps the last word: every cost tuple and
payment class is a solution of the full model.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from castable.model.plan import Plan, spent_matters, with_notes
from castable.model.state import GameObject, GameState
from castable.solver.cpsat.extract import Values, extract
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import ObjClass, id_order
from castable.solver.cpsat.search import FEASIBLE, QUICK_BUDGET
from ortools.sat.python import cp_model

#: words of a card whose option identity depends on the mana spent (adamant, converge,
#: sunburst, "if {R}{R} was spent"): the payment's spent mana is then part of the option

Cell = tuple[tuple[str, ...], int]  # a target signature and the amount divided to it (0: none)
Choice = tuple[tuple[int, tuple[tuple[Cell, int], ...]], ...]  # per target class: cell counts


class IndexedState(GameState):
    """A :class:`GameState` whose ``object`` looks ids up in a dict built once (a listing calls
    it thousands of times; the plain one scans every zone). Only for a state nothing mutates
    while it is used."""

    _index: dict[str, GameObject]

    @classmethod
    def of(cls, state: GameState) -> GameState:
        if isinstance(state, IndexedState):
            return state
        out = cls(**{f.name: getattr(state, f.name) for f in dataclasses.fields(GameState)})
        out._index = {}
        for o in reversed(state.objects()):  # the first object with an id wins, as in a scan
            out._index[o.id] = o
        return out

    def object(self, oid: str) -> GameObject | None:
        return self._index.get(oid)


def spent_in_identity(cm: CastModel) -> bool:
    """Does the option identity of this card depend on the mana spent (``model.plan.spent_matters``,
    for the card or any face that could be cast)? Then the payment's spent-mana variables are
    part of the key and only the direct enumeration is known exact."""
    return any(spent_matters(c) for c in (cm.card, *cm.card.castable_faces))


def _target_bits(c: ObjClass) -> tuple[list[str], list[str]]:
    tb = [b for b in c.bits if b.startswith("t")]
    return tb, [b for b in c.bits if not b.startswith("t")]


def factorable(cm: CastModel) -> bool:
    """Is the split into payment x targets exact for this model? Not when an object could both
    pay and be targeted (its signature mixes both), a cost modifier looks at the targets, a mode
    may repeat (700.2d: permuted instances are one option), two target classes look alike,
    several slots divide, or the mana spent is part of the option."""
    if cm.for_pools or spent_in_identity(cm) or cm.total.targeting_modifiers:
        return False
    if cm.card.modes is not None and cm.card.modes.repeatable:
        return False
    keys = set()
    for c in cm.objects.all:
        tb, pb = _target_bits(c)
        if tb and pb:
            return False
        if tb:
            key = ("player", c.ids[0]) if not isinstance(c.sample, GameObject) else c.sample.symmetry_key()
            if key in keys:
                return False
            keys.add(key)
    return sum(1 for sl in cm.targets.slots if sl.division is not None) <= 1


@dataclass
class _Cost:
    """One cost tuple: the announced values, each slot's count and activity, a witness."""

    announced: tuple[int, ...]
    counts: tuple[int, ...]
    active: tuple[bool, ...]
    divide: int  # the amount to divide (601.2d), 0 without division


@dataclass
class Factored:
    """The factored view of one model; ``timed_out`` once a solve hit the deadline."""

    cm: CastModel
    deadline: float
    timed_out: bool = False
    costs: list[_Cost] = field(default_factory=list)
    payments: dict[Any, list[Plan]] = field(default_factory=dict)
    memo: dict[tuple[int, tuple[int, ...], int], int] = field(default_factory=dict)
    local_memo: dict[tuple[int, tuple[int, ...], int], list[Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        cm = self.cm
        ann = cm.announcement
        self.a_vars = [ann.normal, *(v for _, v in ann.alternatives), *(v for _, v in ann.optionals), *ann.modes, ann.x]
        if ann.entwine is not None:
            self.a_vars.append(ann.entwine)
        self.slots = cm.targets.slots
        self.tclasses = [c for c in cm.objects.all if _target_bits(c)[0]]
        skip = {v.index for v in self.a_vars} | {v.index for v in cm.division.values()}
        skip |= {v.index for c in self.tclasses for v in c.sig_vars.values()}
        self.p_vars = [v for v in cm.key_vars if v.index not in skip]
        self.div_slot = next((i for i, sl in enumerate(self.slots) if sl.division is not None), None)
        self.div_hi = 0
        if self.div_slot is not None:
            d = self.slots[self.div_slot].division
            assert d is not None
            self.div_hi = cm.announcement.mana_bound if d.x else d.amount
            # implied by 601.2d (at least one to each target), but CP-SAT proves the last
            # "no more cost tuples" seconds faster with it stated
            cm.m.add(self.slots[self.div_slot].count <= (cm.announcement.x if d.x else d.amount))
        self.cells = [self._cells(c) for c in self.tclasses]
        self.base = list(cm.assumptions.values())

    # ----- solving ------------------------------------------------------------------------
    def _solve(self, extra: list[Any]) -> Values | None:
        """A solution under the requirement groups and ``extra`` (None: none; sets timed_out)."""
        cm = self.cm
        cm.m.clear_assumptions()
        cm.m.add_assumptions(self.base + extra)
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.timed_out = True
            return None
        for quick in (True, False):
            s = cm.solver(min(QUICK_BUDGET, left) if quick else left)
            if quick:  # as search.solve: a complete search without presolve first
                s.parameters.cp_model_presolve = False
                s.parameters.linearization_level = 0
            status = s.solve(cm.m)
            if status in FEASIBLE:
                return Values(s)
            if status == cp_model.INFEASIBLE:
                return None
        self.timed_out = True
        return None

    def _block(self, variables: list[Any], val: Values, guard: Any) -> None:
        """Forbid these values of ``variables`` while ``guard`` holds (search.block's literals)."""
        cm = self.cm
        lits = [guard.negated()]
        for v in variables:
            x = val(v)
            if v.is_boolean:
                lits.append(v.negated() if x else v)
                continue
            eq = cm.eq_lits.get((v.index, x))
            if eq is None:
                eq = cm.m.new_bool_var("")
                cm.m.add(v == x).only_enforce_if(eq)
                cm.m.add(v != x).only_enforce_if(eq.negated())
                cm.eq_lits[v.index, x] = eq
            lits.append(eq.negated())
        cm.m.add_bool_or(lits)

    def enumerate_costs(self) -> None:
        """Every distinct cost tuple of the full model, in solving order."""
        cm = self.cm
        phase = cm.m.new_bool_var("cost_phase")
        counted = self.a_vars + [sl.count for sl in self.slots]
        while True:
            val = self._solve([phase])
            if val is None:
                return
            divide = 0
            if self.div_slot is not None:
                d = self.slots[self.div_slot].division
                assert d is not None
                divide = (val(cm.announcement.x) if d.x else d.amount) if val(self.slots[self.div_slot].active) else 0
            self.costs.append(_Cost(tuple(val(v) for v in self.a_vars), tuple(val(sl.count) for sl in self.slots),
                                    tuple(bool(val(sl.active)) for sl in self.slots), divide))
            self._block(counted, val, phase)

    def payment_classes(self, cost: _Cost) -> list[Plan]:
        """The distinct payments under ``cost``'s announcement (and its number of targets when
        the cost counts them, 601.2f), each as one extracted plan; memoized."""
        cm = self.cm
        ntot = sum(cost.counts) if cm.card.per_extra_target else None
        memo = (cost.announced, ntot)
        if memo in self.payments:
            return self.payments[memo]
        g = cm.m.new_bool_var("payment_phase")
        for v, x in zip(self.a_vars, cost.announced, strict=True):
            cm.m.add(v == x).only_enforce_if(g)
        if ntot is not None:
            cm.m.add(sum(sl.count for sl in self.slots) == ntot).only_enforce_if(g)
        out: list[Plan] = []
        seen: set[Any] = set()
        while True:
            val = self._solve([g])
            if val is None:
                break
            plan = extract(cm, val)
            key = dataclasses.replace(plan, targets=(), division=()).option_key(cm.state)
            if key not in seen:
                seen.add(key)
                out.append(plan)
            self._block(self.p_vars, val, g)
        if not self.timed_out:
            self.payments[memo] = out
        return out

    # ----- targets: a dynamic programme over the target classes ----------------------------
    def _cells(self, c: ObjClass) -> list[tuple[Cell, tuple[int, ...], int]]:
        """Each (signature, amount) an object of ``c`` may end with, the slots it uses and the
        amount it takes (601.2d: at least one to each target of the divided slot)."""
        div_bit = f"t{self.div_slot}" if self.div_slot is not None else None
        out = []
        for s in c.sigs:
            if not s:
                continue
            use = tuple(int(b[1:]) for b in s)
            amounts = range(1, self.div_hi + 1) if div_bit in s else (0,)
            out += [((s, a), use, a) for a in amounts]
        return out

    def _local(self, ci: int, rem: tuple[int, ...], div: int) -> list[tuple[tuple[tuple[Cell, int], ...], tuple[int, ...], int]]:
        """Every way class ``ci`` can take targets within ``rem`` slot counts and ``div`` amount:
        (cell counts, what is left of the counts, of the amount)."""
        memo = self.local_memo.get((ci, rem, div))
        if memo is not None:
            return memo
        cells, n = self.cells[ci], self.tclasses[ci].n
        out: list[tuple[tuple[tuple[Cell, int], ...], tuple[int, ...], int]] = []
        self.local_memo[ci, rem, div] = out

        def rec(k: int, left: int, r: list[int], d: int, chosen: list[tuple[Cell, int]]) -> None:
            if k == len(cells):
                out.append((tuple(chosen), tuple(r), d))
                return
            cell, use, amount = cells[k]
            r2 = list(r)
            for j in range(1, left + 1):  # taking comes first: the first option aims at the first class
                if d - j * amount < 0 or any(r2[u] < 1 for u in use):
                    break
                for u in use:
                    r2[u] -= 1
                rec(k + 1, left - j, r2, d - j * amount, [*chosen, (cell, j)])
            rec(k + 1, left, r, d, chosen)

        rec(0, n, list(rem), div, [])
        return out

    def target_count(self, cost: _Cost) -> int:
        return self._count(0, cost.counts, cost.divide)

    def _count(self, ci: int, rem: tuple[int, ...], div: int) -> int:
        """Target choices of classes ``ci`` on that use exactly ``rem`` and ``div`` (memoized)."""
        key = (ci, rem, div)
        got = self.memo.get(key)
        if got is None:
            if ci == len(self.tclasses):
                got = 1 if div == 0 and not any(rem) else 0
            else:
                got = sum(self._count(ci + 1, r, d) for _, r, d in self._local(ci, rem, div))
            self.memo[key] = got
        return got

    def target_choices(self, cost: _Cost) -> Iterator[list[tuple[int, tuple[tuple[Cell, int], ...]]]]:
        """The target choices of ``cost``, lazily, in a fixed order (only into branches the
        programme counts as non-empty)."""
        def rec(ci: int, rem: tuple[int, ...], div: int) -> Iterator[list[tuple[int, tuple[tuple[Cell, int], ...]]]]:
            if ci == len(self.tclasses) or (div == 0 and not any(rem)):
                yield []  # nothing left to choose: the other classes take no target
                return
            for chosen, r, d in self._local(ci, rem, div):
                if self._count(ci + 1, r, d):
                    for rest in rec(ci + 1, r, d):
                        yield [(ci, chosen), *rest] if chosen else rest

        if self.target_count(cost):
            yield from rec(0, cost.counts, cost.divide)

    def with_targets(self, plan: Plan, cost: _Cost, choice: list[tuple[int, tuple[tuple[Cell, int], ...]]]) -> Plan:
        """``plan`` (a payment class) with these targets and division (ids lowest first in a
        class, larger signatures first, as ``extract`` allocates them)."""
        per_slot: list[list[str]] = [[] for _ in self.slots]
        division: list[tuple[str, int]] = []
        for ci, cells in choice:
            ids = self.tclasses[ci].ids
            pos = 0
            for (sig, amount), n in sorted(cells, key=lambda cn: (-len(cn[0][0]), cn[0][0], cn[0][1])):
                got = ids[pos:pos + n]
                pos += n
                for b in sig:
                    per_slot[int(b[1:])] += got
                division += [(i, amount) for i in got if amount]
        targets = tuple(tuple(sorted(t, key=id_order)) for t, on in zip(per_slot, cost.active, strict=True) if on)
        out = dataclasses.replace(plan, targets=targets, division=tuple(sorted(division, key=lambda d: id_order(d[0]))),
                                  notes=())
        return with_notes(self.cm.state, out)


def iter_plans(fx: Factored) -> Iterator[Plan]:
    """Every option's plan: cost tuples in solving order, then payment classes, then targets."""
    for cost in fx.costs:
        for plan in fx.payment_classes(cost):
            for choice in fx.target_choices(cost):
                yield fx.with_targets(plan, cost, choice)
        if fx.timed_out:
            return


def list_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """(plans, complete, timed_out), as ``search.enumerate_options``; ``factorable(cm)`` must hold."""
    fx = Factored(cm, time.monotonic() + time_limit)
    fx.enumerate_costs()
    plans: list[Plan] = []
    it = iter_plans(fx)
    for plan in it:
        if limit is not None and len(plans) >= limit:
            return plans, False, fx.timed_out
        plans.append(plan)
        if time.monotonic() > fx.deadline:
            fx.timed_out = True
            break
    return plans, not fx.timed_out, fx.timed_out


def count_options(cm: CastModel, *, time_limit: float) -> tuple[int, bool, bool]:
    """(count, complete, timed_out) without listing: payment classes times the programme's
    count of target choices, summed over the cost tuples; ``factorable(cm)`` must hold."""
    fx = Factored(cm, time.monotonic() + time_limit)
    fx.enumerate_costs()
    total = 0
    for cost in fx.costs:
        pay = fx.payment_classes(cost)
        total += len(pay) * fx.target_count(cost)
        if fx.timed_out:
            break
    return total, not fx.timed_out, fx.timed_out
