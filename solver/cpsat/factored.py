"""Factored listing and counting of options (issue 11).

Announcement choices (601.2b) and target / division choices (601.2c-d) touch the payment
(601.2h) only through the locked-in total cost (601.2f) and the objects they name. For each
*cost tuple* (the announced choices and the number of targets of each slot) the options are

    options(C) = sum over payment classes P of C: target choices(C) joined with P

- The payment classes of a cost are enumerated by one enumerating CP-SAT solve (time-sliced;
  memoized per what of the announcement the payment sees), with the targets fixed to the
  cost's witness and the helper variables that would repeat a payment (costed activations'
  order, no_idle credits) made functions of it; values are read from each class's first
  solution by index. When other helpers still repeat payments too often, the rest are found
  one solve each under blocking clauses, as before.
- The target choices are counted as a coefficient of a product of polynomials, one per class
  of interchangeable targets (what its choices use of each slot and of the division), and
  listed lazily by the enumerating programme over those classes. A class whose objects can also pay (Islands tapped for
  Cryptic Command and bounced by it, Birds tapped for the Bolt that aims at them) is joined
  with the payment by a contingency table: rows are what paying did to its objects, columns
  its target cells, and each table is one option (different tables end with different
  signature counts). Every constraint of the model on a target class's signature counts is
  one the programme applies (its slot counts, at most its size, the division of 601.2d).
- Each option's plan is its payment class's extracted plan with its targets (and modes)
  replaced.

:func:`factorable` says when the split is exact; otherwise the caller enumerates as before
(``search.enumerate_options``). The CP-SAT model keeps the last word: every cost tuple and
payment class is a solution of the full model.
"""

from __future__ import annotations

import copy
import dataclasses
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from castable.model.plan import Plan, spent_matters, with_notes
from castable.model.state import GameObject, GameState
from castable.solver.cpsat.extract import ResponseValues, Values, choosers_of, extract
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import ObjClass, id_order
from castable.solver.cpsat.search import FEASIBLE, QUICK_BUDGET
from ortools.sat.python import cp_model

_T = TypeVar("_T")

#: raw solutions an enumerating solve may find before it gives up on repeated payment keys
#: (free helper variables: which mana paid which symbol, which kind paid a Signet), if they are
#: also more than ENUMERATE_REPEAT per distinct key
ENUMERATE_CAP = 2000
ENUMERATE_REPEAT = 40
#: seconds of the first enumerating solve of a cost's payments; each further one doubles it
ENUMERATE_SLICE = 0.5
#: raw solutions, and seconds at most, of the one enumerating solve that looks for every cost tuple at once
COSTS_CAP = 64
COSTS_SLICE = 1.0
#: its deterministic time (CP-SAT's work units): what stops it on a loaded machine and an idle one alike
COSTS_WORK = 0.02

Cell = tuple[tuple[str, ...], int]  # a target signature and the amount divided to it (0: none)
Chosen = tuple[tuple[Cell, int], ...]  # one target class's cell counts
Row = tuple[str, ...]  # what paying did to an object (option_key's labels: tapped, sacrificed, ...)
Rows = tuple[tuple[tuple[Row, int], ...], ...]  # per mixed class: objects per row
Groups = tuple[tuple[tuple[Row, tuple[str, ...]], ...], ...]  # per mixed class: the ids of each row
#: one class's part of a target choice: the class, its cell counts and, for a class that also
#: pays, how many objects of each row take each cell (the contingency table)
Pick = tuple[int, Chosen, tuple[tuple[int, ...], ...] | None]
#: target choices by what they use, (targets per slot, ..., amount divided) coded as one int
#: (``Factored._code``) -> how many
Poly = dict[int, int]


@dataclass
class _PayClass:
    """One payment class: its plan (witness targets in it), and the rows of the mixed classes."""

    plan: Plan
    groups: Groups
    rows: Rows


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

    def object_key(self, oid: str) -> tuple[tuple[Any, ...], str]:
        """As :meth:`GameState.object_key`, computed once per id (nothing mutates the state)."""
        cache: dict[str, tuple[tuple[Any, ...], str]] = self.__dict__.setdefault("_keys", {})
        got = cache.get(oid)
        if got is None:
            got = cache[oid] = GameState.object_key(self, oid)
        return got


def spent_in_identity(cm: CastModel) -> bool:
    """Does the option identity of this card depend on the mana spent (``model.plan.spent_matters``,
    for the card or any face that could be cast)? Then the payment's spent-mana variables are
    part of the key and only the direct enumeration is known exact."""
    return any(spent_matters(c) for c in (cm.card, *cm.card.castable_faces))


def _target_bits(c: ObjClass) -> tuple[list[str], list[str]]:
    tb = [b for b in c.bits if b.startswith("t")]
    return tb, [b for b in c.bits if not b.startswith("t")]


def _part(sig: tuple[str, ...], target: bool) -> tuple[str, ...]:
    """The target bits of a signature (``target``), or its other (payment) bits."""
    return tuple(b for b in sig if b.startswith("t") == target)


def factorable(cm: CastModel) -> bool:
    """Is the split into payment x targets exact for this model? Not when a cost modifier
    looks at the targets, a mode may repeat (700.2d: permuted instances are one option), two
    target classes look alike, several slots divide, or the mana spent is part of the option.
    An object that can both pay and be targeted is joined (:meth:`Factored._tables`)."""
    if cm.for_pools or spent_in_identity(cm) or cm.total.targeting_modifiers:
        return False
    if cm.card.modes is not None and cm.card.modes.repeatable:
        return False
    if any(p.action in ("blight", "reveal", "behold", "behold_exile", "exile_yours") for p, _ in cm.announcement.cost_parts):
        # the creature a blight's counters go on, the object revealed or beheld: no row of the payment classes
        return False
    if any(sl.slot.same_graveyard or sl.slot.filter.mana_value_x or sl.slot.relation or sl.slot.graveyard_of_slot is not None
           for sl in cm.targets.slots):
        # 601.2c "from a single graveyard" ties target classes together, "with mana value X"
        # ties them to the announced X: no product
        return False
    keys = set()
    for c in cm.objects.all:
        if _target_bits(c)[0]:
            key = ("player", c.ids[0]) if not isinstance(c.sample, GameObject) else c.sample.symmetry_key()
            if key in keys:
                return False
            keys.add(key)
    return sum(1 for sl in cm.targets.slots if sl.division is not None) <= 1


@dataclass
class _Cost:
    """One cost tuple: the announced values, each slot's count and activity, the amount to
    divide, and its witness's target choice (the values of ``Factored.fix``)."""

    announced: tuple[int, ...]
    counts: tuple[int, ...]
    active: tuple[bool, ...]
    divide: int  # the amount to divide (601.2d), 0 without division
    witness: tuple[int, ...] = ()


class KeyCollector(cp_model.CpSolverSolutionCallback):
    """Collects the distinct keys of an enumeration, read by variable index, with the first
    solution of each (a copied response); stops when helper variables repeat each key too
    often (``capped``: then the caller blocks what it found and goes on one solve per key),
    or once ``stop`` distinct keys are found (``stopped``)."""

    def __init__(self, index: list[int], cap: int, repeat: int, stop: int | None = None) -> None:
        super().__init__()
        self.index, self.cap, self.repeat, self.stop = index, cap, repeat, stop
        self.found: dict[tuple[int, ...], Any] = {}
        self.raw = 0
        self.capped = self.stopped = False

    def on_solution_callback(self) -> None:
        self.raw += 1
        key = tuple(self.SolutionIntegerValue(i) for i in self.index)
        if key not in self.found:
            self.found[key] = self.response_proto  # a copy: it outlives the callback
            if self.stop is not None and len(self.found) >= self.stop:
                self.stopped = True
                self.StopSearch()
        if self.raw > self.cap and self.raw > self.repeat * len(self.found):
            self.capped = True
            self.StopSearch()


@dataclass
class Factored:
    """The factored view of one model; ``timed_out`` once a solve hit the deadline."""

    cm: CastModel
    deadline: float
    timed_out: bool = False
    costs: list[_Cost] = field(default_factory=list)
    payments: dict[Any, list[_PayClass]] = field(default_factory=dict)
    suffix_memo: dict[Rows, list[Poly]] = field(default_factory=dict)
    unit_memo: dict[tuple[Any, int], Poly] = field(default_factory=dict)
    caps: tuple[int, ...] = ()
    width: int = 1
    local_memo: dict[tuple[int, tuple[int, ...], int], list[Any]] = field(default_factory=dict)
    count_memo: dict[tuple[int, tuple[int, ...], int, Rows], int] = field(default_factory=dict)
    table_memo: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[tuple[int, ...], ...]]] = field(default_factory=dict)
    phases: list[Any] = field(default_factory=list)  # every guard literal added so far

    def __post_init__(self) -> None:
        cm = self.cm
        ann = cm.announcement
        self.a_vars = [ann.normal, *(v for _, v in ann.alternatives), *(v for _, v in ann.optionals), *ann.modes, ann.x]
        if ann.entwine is not None:
            self.a_vars.append(ann.entwine)
        self.slots = cm.targets.slots
        self.tclasses = [c for c in cm.objects.all if _target_bits(c)[0]]
        self.mixed = [i for i, c in enumerate(self.tclasses) if _target_bits(c)[1]]
        skip = {v.index for v in self.a_vars} | {v.index for v in cm.division.values()}
        skip |= {v.index for c in self.tclasses for v in c.sig_vars.values()}
        self.p_vars = [v for v in cm.key_vars if v.index not in skip] + self._paid_vars()
        self.fix = self._target_parts()
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
        self._canonical_ranks()
        self._canonical_credits()
        self.base = list(cm.assumptions.values())
        self.order = {oid: i for i, oid in enumerate(sorted({i for c in self.tclasses for i in c.ids}, key=id_order))}
        self.ward = {oid for oid in self.order if with_notes(cm.state, Plan(cm.spell.id, cm.player, targets=((oid,),))).notes}
        self.looks_at_convoke = "convoked" in cm.spell.card.oracle_text  # as Plan.option_key

    def _canonical_credits(self) -> None:
        canonical_credits(self.cm)

    def _canonical_ranks(self) -> None:
        canonical_ranks(self.cm)

    def _paid_vars(self) -> list[Any]:
        """For each class that can both pay and be targeted, how many of it end with each
        payment part of their signature (what the payment key sees of it; 601.2h)."""
        out = []
        for c in self.tclasses:
            if not _target_bits(c)[1]:
                continue
            parts: dict[tuple[str, ...], list[Any]] = {}
            for s, v in c.sig_vars.items():
                if _part(s, False):
                    parts.setdefault(_part(s, False), []).append(v)
            for p, vs in parts.items():
                pv = self.cm.m.new_int_var(0, c.n, f"paid:{c.ids[0]}:{''.join(p)}")
                self.cm.m.add(pv == sum(vs))
                out.append(pv)
        return out

    def _target_parts(self) -> list[Any]:
        """The expressions a target choice fixes: per target class, how many of it carry each
        set of target bits (601.2c), and how many get each amount of the division (601.2d)."""
        out: list[Any] = []
        for c in self.tclasses:
            parts: dict[tuple[str, ...], list[Any]] = {}
            for s, v in c.sig_vars.items():
                if _part(s, True):
                    parts.setdefault(_part(s, True), []).append(v)
            out += [sum(vs) for vs in parts.values()]
        div: dict[tuple[int, tuple[str, ...], int], list[Any]] = {}
        for (ci, sig, a), dv in self.cm.division.items():
            div.setdefault((ci, _part(sig, True), a), []).append(dv)
        return out + [sum(vs) for vs in div.values()]

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

    def _enumerate(self, guard: Any, budget: float) -> tuple[dict[tuple[int, ...], Any], str]:
        """The payment keys under ``guard`` found by one enumerating solve of at most ``budget``
        seconds (the other guards off, so that their literals and clauses add no solutions):
        (key -> a solution, "complete" | "capped" | "cut")."""
        cm = self.cm
        cm.m.clear_assumptions()
        cm.m.add_assumptions(self.base + [guard] + [p.negated() for p in self.phases if p is not guard])
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.timed_out = True
            return {}, "cut"
        s = cm.solver(min(budget, left))
        s.parameters.enumerate_all_solutions = True  # one worker (cm.solver): complete enumeration
        s.parameters.cp_model_presolve = False  # measured: 2-5x faster enumerating at these sizes
        s.parameters.linearization_level = 0
        cb = KeyCollector([v.index for v in self.p_vars], ENUMERATE_CAP, ENUMERATE_REPEAT)
        status = s.solve(cm.m, cb)
        if status == cp_model.INFEASIBLE or (status == cp_model.OPTIMAL and not cb.capped):
            return cb.found, "complete"
        return cb.found, "capped" if cb.capped else "cut"

    def _block(self, variables: list[Any], values: list[int], guard: Any) -> None:
        """Forbid these values of ``variables`` while ``guard`` holds (search.block's literals)."""
        cm = self.cm
        lits = [guard.negated()]
        for v, x in zip(variables, values, strict=True):
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
        """Every distinct cost tuple of the full model, in solving order: first those one
        short enumerating solve finds (:meth:`_costs_at_once`; all of them when it completes),
        then one solve each under blocking clauses."""
        cm = self.cm
        phase = cm.m.new_bool_var("cost_phase")
        self.phases.append(phase)
        counted = self.a_vars + [sl.count for sl in self.slots]
        found, complete = self._costs_at_once(phase, counted)
        for one in found:
            self._add_cost(one)
            if not complete:
                self._block(counted, [one(v) for v in counted], phase)
        while not complete:
            val = self._solve([phase])
            if val is None:
                return
            self._add_cost(val)
            self._block(counted, [val(v) for v in counted], phase)

    def _costs_at_once(self, phase: Any, counted: list[Any]) -> tuple[list[Values], bool]:
        """The cost tuples one enumerating solve of the whole model finds (one solution of
        each), and whether it found them all: it stops after COSTS_CAP solutions (a board with
        many options, whose listing is long anyway, gets one solve per cost tuple instead)."""
        cm = self.cm
        cm.m.clear_assumptions()
        cm.m.add_assumptions([*self.base, phase])
        left = self.deadline - time.monotonic()
        if left <= 0 or COSTS_CAP <= 0:
            return [], False
        s = cm.solver(min(COSTS_SLICE, left))
        s.parameters.max_deterministic_time = COSTS_WORK  # the same work on a loaded machine as on an idle one
        s.parameters.enumerate_all_solutions = True  # one worker (cm.solver): complete enumeration
        s.parameters.cp_model_presolve = False
        s.parameters.linearization_level = 0
        cb = KeyCollector([v.index for v in counted], COSTS_CAP, 0)
        status = s.solve(cm.m, cb)
        done = status == cp_model.INFEASIBLE or (status == cp_model.OPTIMAL and not cb.capped)
        return [ResponseValues(r) for r in cb.found.values()], done

    def _add_cost(self, val: Values) -> None:
        """The cost tuple of solution ``val``, with its witness's target choice."""
        cm = self.cm
        divide = 0
        if self.div_slot is not None:
            d = self.slots[self.div_slot].division
            assert d is not None
            divide = (val(cm.announcement.x) if d.x else d.amount) if val(self.slots[self.div_slot].active) else 0
        self.costs.append(_Cost(tuple(val(v) for v in self.a_vars), tuple(val(sl.count) for sl in self.slots),
                                tuple(bool(val(sl.active)) for sl in self.slots), divide,
                                tuple(val(e) for e in self.fix)))

    def payment_classes(self, cost: _Cost) -> Iterator[_PayClass]:
        """The distinct payments under ``cost``'s announcement (and its number of targets when
        the cost counts them, 601.2f), each as one extracted plan, as they are found; memoized
        once complete. The targets are fixed to the cost's witness (factorable: any target
        choice leaves the same payments), so that an enumerating solve finds them all; one cut
        by its time slice is followed by another with what it found blocked (a listing goes on
        while it runs), and if helper variables repeat each payment too often the rest are
        found one solve each under blocking clauses."""
        cm = self.cm
        ntot = sum(cost.counts) if cm.card.per_extra_target or cm.card.per_extra_target_colors else None
        memo = (self._pay_key(cost), ntot)
        if memo in self.payments:
            yield from self.payments[memo]
            return
        g = cm.m.new_bool_var("payment_phase")
        for v, x in zip(self.a_vars, cost.announced, strict=True):
            cm.m.add(v == x).only_enforce_if(g)
        if ntot is not None:
            cm.m.add(sum(sl.count for sl in self.slots) == ntot).only_enforce_if(g)
        for e, x in zip(self.fix, cost.witness, strict=True):
            cm.m.add(e == x).only_enforce_if(g)
        self.phases.append(g)
        out: list[_PayClass] = []
        seen: set[Any] = set()
        budget, how = ENUMERATE_SLICE, "cut"
        while how == "cut" and not self.timed_out:
            found, how = self._enumerate(g, budget)
            budget *= 2
            for key, response in found.items():
                if time.monotonic() > self.deadline:
                    self.timed_out = True
                    return
                yield from self._add_class(extract(cm, ResponseValues(response)), out, seen)
                if how != "complete":
                    self._block(self.p_vars, list(key), g)
        while how == "capped":
            val = self._solve([g])
            if val is None:
                break
            yield from self._add_class(extract(cm, val), out, seen)
            self._block(self.p_vars, [val(v) for v in self.p_vars], g)
        if not self.timed_out:
            self.payments[memo] = out

    def _pay_key(self, cost: _Cost) -> tuple[int, ...]:
        """What of the announcement the payment sees (601.2f): all of it but the modes, which
        only count through escalate (702.120a: one cost per mode beyond the first) and, for
        spree, their own costs (702.172a); entwine is announced apart (702.42a)."""
        ann, modes = self.cm.announcement, self.cm.card.modes
        lo = 1 + len(ann.alternatives) + len(ann.optionals)
        chosen = cost.announced[lo:lo + len(ann.modes)]
        if modes is None or modes.spree:
            return cost.announced
        return (*cost.announced[:lo], *cost.announced[lo + len(ann.modes):], sum(chosen) if ann.escalate is not None else -1)

    def _add_class(self, plan: Plan, out: list[_PayClass], seen: set[Any]) -> Iterator[_PayClass]:
        """``plan``'s payment class, unless one seen already has its key (then nothing)."""
        key = dataclasses.replace(plan, targets=(), division=()).option_key(self.cm.state)
        if key not in seen:
            seen.add(key)
            groups = self._groups(plan)
            out.append(_PayClass(plan, groups, tuple(tuple((r, len(ids)) for r, ids in g) for g in groups)))
            yield out[-1]

    def _groups(self, plan: Plan) -> Groups:
        """The objects of each mixed class by what paying did to them (the rows of the join)."""
        uses: dict[str, list[str]] = {}
        lists = [("tapped", plan.tapped), ("sacrificed", plan.sacrificed), ("exiled", plan.exiled),
                 ("discarded", plan.discarded), ("returned", plan.returned)]
        if self.looks_at_convoke:
            lists.append(("convoked", plan.convoked))
        for label, ids in lists:
            for i in ids:
                uses.setdefault(i, []).append(label)
        out = []
        for ci in self.mixed:
            rows: dict[Row, list[str]] = {}
            for oid in self.tclasses[ci].ids:
                rows.setdefault(tuple(sorted(uses.get(oid, ()))), []).append(oid)
            out.append(tuple((r, tuple(ids)) for r, ids in sorted(rows.items())))
        return tuple(out)

    # ----- targets: a dynamic programme over the target classes ----------------------------
    def _cells(self, c: ObjClass) -> list[tuple[Cell, tuple[int, ...], int]]:
        """Each (target signature, amount) an object of ``c`` may end with, the slots it uses
        and the amount it takes (601.2d: at least one to each target of the divided slot)."""
        div_bit = f"t{self.div_slot}" if self.div_slot is not None else None
        out = []
        for s in dict.fromkeys(_part(s, True) for s in c.sigs):
            if not s:
                continue
            use = tuple(int(b[1:]) for b in s)
            amounts = range(1, self.div_hi + 1) if div_bit in s else (0,)
            out += [((s, a), use, a) for a in amounts]
        return out

    def _local(self, ci: int, rem: tuple[int, ...], div: int) -> list[tuple[Chosen, tuple[int, ...], int]]:
        """Every way class ``ci`` can take targets within ``rem`` slot counts and ``div`` amount:
        (cell counts, what is left of the counts, of the amount)."""
        memo = self.local_memo.get((ci, rem, div))
        if memo is not None:
            return memo
        cells, n = self.cells[ci], self.tclasses[ci].n
        out: list[tuple[Chosen, tuple[int, ...], int]] = []
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

    def _tables(self, rows: tuple[int, ...], cols: tuple[int, ...]) -> list[tuple[tuple[int, ...], ...]]:
        """The join of a class that both pays and is targeted: every way to take each targeted
        column's objects from the rows (objects that paid alike), at most a row's objects in
        all; per column, the objects taken from each row. Different tables end with different
        signature counts, so each is its own option (docs/answers.md)."""
        key = (rows, cols)
        got = self.table_memo.get(key)
        if got is not None:
            return got
        out: list[tuple[tuple[int, ...], ...]] = []
        if not cols:
            out.append(())
        else:
            for first in _compositions(cols[0], rows):
                left = tuple(r - f for r, f in zip(rows, first, strict=True))
                out += [(first, *rest) for rest in self._tables(left, cols[1:])]
        self.table_memo[key] = out
        return out

    def target_count(self, cost: _Cost, rows: Rows = ()) -> int:
        return self._count(0, cost.counts, cost.divide, rows)

    def _count(self, ci: int, rem: tuple[int, ...], div: int, rows: Rows) -> int:
        """Target choices of classes ``ci`` on that use exactly ``rem`` and ``div``, joined with
        the payment's ``rows``: a coefficient of the product of the classes' polynomials."""
        got = self.count_memo.get((ci, rem, div, rows))  # a listing asks the same again and again
        if got is not None:
            return got
        suffix = self.suffix_memo.get(rows)
        if suffix is None:
            suffix = self.suffix_memo[rows] = self._suffixes(rows)
        vec = (*rem, div)
        got = 0
        if all(x <= c for x, c in zip(vec, self._caps(), strict=True)):
            got = suffix[ci].get(self._code(vec), 0)
        self.count_memo[ci, rem, div, rows] = got
        return got

    def _caps(self) -> tuple[int, ...]:
        """The most targets any cost gives each slot (its count's upper bound; the divided
        slot's at most the amount, 601.2d), and the most that is divided: what a polynomial
        keeps of its terms (a count asking for more is 0)."""
        if not self.caps:
            hi = [int(list(self.cm.m.proto.variables[sl.count.index].domain)[-1]) for sl in self.slots]
            if self.div_slot is not None:
                hi[self.div_slot] = min(hi[self.div_slot], self.div_hi)
            self.caps = (*hi, self.div_hi)
            self.width = max(1, max(self.caps).bit_length() + 1)
        return self.caps

    def _code(self, vec: tuple[int, ...]) -> int:
        """``vec`` (within the caps) as one int: a field of ``width`` bits per place, its top
        bit free so that adding two codes carries nothing between places."""
        return sum(x << (i * self.width) for i, x in enumerate(vec))

    def _suffixes(self, rows: Rows) -> list[Poly]:
        """Per class ``ci``, the polynomial of the classes ``ci`` on: (targets per slot, amount
        divided) -> number of target choices. Objects of a class are interchangeable, so a
        class's choice is how many of it take each cell; a class that also pays is joined
        through its rows (objects that paid alike): every contingency table of
        :meth:`_tables` is one choice of cell counts per row, so each row is its own factor."""
        caps = self._caps()
        w = self.width
        guard = sum(1 << (i * w + w - 1) for i in range(len(caps)))
        lift = sum(((1 << (w - 1)) - 1 - c) << (i * w) for i, c in enumerate(caps))
        empty: Poly = {}
        out: list[Poly] = [empty] * len(self.tclasses) + [{0: 1}]
        for ci in range(len(self.tclasses) - 1, -1, -1):
            sizes = [self.tclasses[ci].n]
            if ci in self.mixed and rows:
                sizes = [n for _, n in rows[self.mixed.index(ci)]]
            acc = out[ci + 1]
            for n in sizes:
                acc = _times(self._unit(ci, n), acc, lift, guard)
            out[ci] = acc
        return out

    def _unit(self, ci: int, n: int) -> Poly:
        """The polynomial of ``n`` interchangeable objects of class ``ci``: every way to give
        each cell a number of them, at most ``n`` in all (an object has one signature), each
        using one target of every slot of its cell (601.2c) and its amount (601.2d)."""
        cells = tuple(self.cells[ci])
        got = self.unit_memo.get((cells, n))
        if got is not None:
            return got
        caps = self._caps()
        width = len(caps)
        poly: dict[tuple[int, ...], int] = {(0,) * (width + 1): 1}  # the last place: objects used
        for _, use, amount in cells:
            step = [0] * (width + 1)
            for u in use:
                step[u] += 1
            step[width - 1] += amount
            step[width] += 1
            nxt: dict[tuple[int, ...], int] = {}
            for vec, ways in poly.items():
                v = vec
                while True:
                    nxt[v] = nxt.get(v, 0) + ways
                    v = tuple(a + b for a, b in zip(v, step, strict=True))
                    if v[width] > n or any(a > c for a, c in zip(v[:width], caps, strict=True)):
                        break
            poly = nxt
        out: Poly = {}
        for vec, ways in poly.items():
            code = self._code(vec[:width])
            out[code] = out.get(code, 0) + ways
        self.unit_memo[cells, n] = out
        return out

    def target_choices(self, cost: _Cost, rows: Rows = ()) -> Iterator[list[Pick]]:
        """The target choices of ``cost``, lazily, in a fixed order (only into branches the
        programme counts as non-empty)."""
        def rec(ci: int, rem: tuple[int, ...], div: int) -> Iterator[list[Pick]]:
            if ci == len(self.tclasses) or (div == 0 and not any(rem)):
                yield []  # nothing left to choose: the other classes take no target
                return
            for chosen, r, d in self._local(ci, rem, div):
                if not self._count(ci + 1, r, d, rows):
                    continue
                if not chosen:
                    yield from rec(ci + 1, r, d)
                    continue
                tables: list[Any] = [None]
                if ci in self.mixed:
                    tables = self._tables(tuple(n for _, n in rows[self.mixed.index(ci)]), tuple(n for _, n in chosen))
                for t in tables:
                    for rest in rec(ci + 1, r, d):
                        yield [(ci, chosen, t), *rest]

        if self.target_count(cost, rows):
            yield from rec(0, cost.counts, cost.divide)

    def with_targets(self, pay: _PayClass, cost: _Cost, choice: list[Pick]) -> Plan:
        """``pay``'s plan with these targets and division (ids lowest first in a class or a
        row, larger signatures first, as ``extract`` allocates them)."""
        per_slot: list[list[str]] = [[] for _ in self.slots]
        division: list[tuple[str, int]] = []
        for ci, cells, table in choice:
            if table is None:
                groups: list[tuple[str, ...]] = [tuple(self.tclasses[ci].ids)]
                picks: list[tuple[Cell, tuple[int, ...]]] = [((sig, amount), (n,)) for (sig, amount), n in cells]
            else:
                groups = [ids for _, ids in pay.groups[self.mixed.index(ci)]]
                picks = [(cell, tk) for (cell, _), tk in zip(cells, table, strict=True)]
            pos = [0] * len(groups)
            for (sig, amount), takes in sorted(picks, key=lambda p: (-len(p[0][0]), p[0][0], p[0][1])):
                got: list[str] = []
                for gi, k in enumerate(takes):
                    got += groups[gi][pos[gi]:pos[gi] + k]
                    pos[gi] += k
                for b in sig:
                    per_slot[int(b[1:])] += got
                division += [(i, amount) for i in got if amount]
        order = self.order
        targets = tuple(tuple(sorted(t, key=order.__getitem__)) for t, on in zip(per_slot, cost.active, strict=True) if on)
        out = copy.copy(pay.plan)
        if self.cm.card.modes is not None:  # the payment may come from another mode choice (_pay_key)
            lo = 1 + len(self.cm.announcement.alternatives) + len(self.cm.announcement.optionals)
            chosen = cost.announced[lo:lo + len(self.cm.announcement.modes)]
            object.__setattr__(out, "modes", tuple(i for i, n in enumerate(chosen) for _ in range(n)))
            object.__setattr__(out, "target_choosers", choosers_of(self.cm, list(cost.active))[0])
        object.__setattr__(out, "targets", targets)
        object.__setattr__(out, "division", tuple(sorted(division, key=lambda d: order[d[0]])))
        object.__setattr__(out, "notes", ())
        if self.ward and any(i in self.ward for t in targets for i in t):
            return with_notes(self.cm.state, out)
        return out


def canonical(cm: CastModel) -> None:
    """:func:`canonical_ranks` and :func:`canonical_credits`, once per model."""
    if not cm.__dict__.get("_canonical"):
        canonical_ranks(cm)
        canonical_credits(cm)
        cm.__dict__["_canonical"] = True


def canonical_credits(cm: CastModel) -> None:
    """``mana_abilities.no_idle`` credits each activation with some of the mana spent; only
    that enough exists matters, so require the least: exactly the activations the
    credits must cover beyond the mana it gives costed ones (lowering a credit never
    breaks a "no more than was spent" bound, so no payment is lost)."""
    m = cm.m
    index = {id(g): i for i, g in enumerate(cm.mana.costed)}
    for g in cm.mana.groups:
        credits = [*g.credit_spent.values(), *g.credit_early.values()]
        if not credits:
            continue
        given: list[Any] = []
        if g.object is not None:
            hj = index[id(g)]
            given = [f for h in cm.mana.costed if hj in h.from_costed for f in h.from_costed[hj].values()]
        need = m.new_int_var(0, max(1, g.cls.n), "")
        m.add_max_equality(need, [0, g.count - sum(given)])
        m.add(sum(credits) == need)


def canonical_ranks(cm: CastModel) -> None:
    """Make the order of costed activations a function of the payment, so that one
    enumerating solve does not repeat each payment once per order (605.3a only needs an
    order in which mana is made before it is spent): a flow is "used" only when mana
    flows, an activation not made has rank 0, and one that is made has the length of the
    longest chain of activations feeding it (every acyclic flow has that order). The
    flows' use literals are found by the names ``mana_abilities`` gives them."""
    m = cm.m
    if not cm.mana.costed:
        return
    if any(g.made for g in cm.mana.costed):
        # 605.3a: a "for each" activation (Uthros) counts as it resolves, so its rank against a
        # counted sacrifice that feeds nothing decides what it adds (``_counts_at_rank``); ranks
        # made functions of the flows alone would put that sacrifice first and lose the option
        # where it comes after (two Treasures: one pays Uthros, the other is counted, then
        # sacrificed). Leave the order free: keys may repeat, none is lost.
        return
    names = {v.name: i for i, v in enumerate(m.proto.variables) if v.name.startswith("flowuse:")}
    for gi, g in enumerate(cm.mana.costed):
        assert g.rank is not None
        m.add(g.rank == 0).only_enforce_if(g.count.negated())
        feeds = []
        for hj, flows in g.from_costed.items():
            uses = []
            for k, f in flows.items():
                i = names.get(f"flowuse:{hj}->{gi}:{k}")
                if i is None:
                    return  # not the encoding this was written for: leave the order free
                used = m.get_bool_var_from_proto_index(i)
                m.add(f >= 1).only_enforce_if(used)
                uses.append(used)
            h = cm.mana.costed[hj]
            assert h.rank is not None
            fed = m.new_bool_var("")
            m.add_max_equality(fed, uses)
            t = m.new_int_var(0, len(cm.mana.costed), "")
            m.add(t == h.rank + 1).only_enforce_if(fed)
            m.add(t == 0).only_enforce_if(fed.negated())
            feeds.append(t)
        for hj, sj in cm.mana.before:  # 605.3a: an activation of a source before its sacrifice
            if sj == gi:
                feeds.append(_precedes(m, cm.mana.costed[hj], g, len(cm.mana.costed)))
        m.add_max_equality(g.rank, [0, *feeds])


def _precedes(m: cp_model.CpModel, h: Any, s: Any, most: int) -> Any:
    """The least rank ``s`` may have for ``h`` to come before it: ``h``'s rank + 1 when both are
    made, else 0 (``mana_abilities._before_sacrifice``)."""
    both = m.new_bool_var("")
    m.add_bool_and([h.count, s.count]).only_enforce_if(both)
    m.add_bool_or([h.count.negated(), s.count.negated(), both])
    t = m.new_int_var(0, most, "")
    m.add(t == h.rank + 1).only_enforce_if(both)
    m.add(t == 0).only_enforce_if(both.negated())
    return t


def _times(a: Poly, b: Poly, lift: int, guard: int) -> Poly:
    """The product of two polynomials without the terms beyond the caps: a place of a sum
    exceeds its cap exactly when adding ``lift`` sets that place's top bit (in ``guard``)."""
    out: Poly = {}
    for ka, wa in a.items():
        for kb, wb in b.items():
            k = ka + kb
            if not (k + lift) & guard:
                out[k] = out.get(k, 0) + wa * wb
    return out


def _compositions(total: int, caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to write ``total`` as a sum of one part per cap, each part at most its cap."""
    if not caps:
        if total == 0:
            yield ()
        return
    for k in range(min(total, caps[0]), -1, -1):
        if total - k <= sum(caps[1:]):
            for rest in _compositions(total - k, caps[1:]):
                yield (k, *rest)


def iter_plans(fx: Factored) -> Iterator[Plan]:
    """Every option's plan: cost tuples in solving order, then payment classes, then targets."""
    for cost in fx.costs:
        for pay in fx.payment_classes(cost):
            for choice in fx.target_choices(cost, pay.rows):
                yield fx.with_targets(pay, cost, choice)
        if fx.timed_out:
            return


def take(fx: Factored, items: Iterable[_T], limit: int | None) -> tuple[list[_T], bool, bool]:
    """(the first ``limit`` items, complete, timed_out), stopping at ``fx``'s deadline."""
    out: list[_T] = []
    for item in items:
        if limit is not None and len(out) >= limit:
            return out, False, fx.timed_out
        out.append(item)
        if time.monotonic() > fx.deadline:
            fx.timed_out = True
            break
    return out, not fx.timed_out, fx.timed_out


def list_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """(plans, complete, timed_out), as ``search.enumerate_options``; ``factorable(cm)`` must hold."""
    fx = Factored(cm, time.monotonic() + time_limit)
    fx.enumerate_costs()
    return take(fx, iter_plans(fx), limit)


def count_options(cm: CastModel, *, time_limit: float) -> tuple[int, bool, bool]:
    """(count, complete, timed_out) without listing: per payment class the programme's count
    of target choices joined with it, summed over the cost tuples; ``factorable(cm)`` must hold."""
    fx = Factored(cm, time.monotonic() + time_limit)
    fx.enumerate_costs()
    total = 0
    for cost in fx.costs:
        for pay in fx.payment_classes(cost):
            total += fx.target_count(cost, pay.rows)
        if fx.timed_out:
            break
    return total, not fx.timed_out, fx.timed_out
