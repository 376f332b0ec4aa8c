"""Solving a :class:`CastModel`: one witness, every distinct option, or the requirement groups
of a minimal infeasible core (``explain`` words them).

Enumeration blocks each found option key (the model's key variables) and solves again, so
auxiliary freedom (which mana paid which symbol) never repeats an option
(``shared/notes/cp-sat-practice.md``). Explanations come from assumption literals on each
requirement group and ``sufficient_assumptions_for_infeasibility``, reduced to a minimal core.
"""

from __future__ import annotations

import time
from typing import Any

from castable.model.plan import Plan
from castable.solver.cpsat.extract import ResponseValues, Values, extract
from castable.solver.cpsat.model import CastModel
from ortools.sat.python import cp_model

FEASIBLE = (cp_model.OPTIMAL, cp_model.FEASIBLE)
QUICK_BUDGET = 0.05
#: raw solutions :func:`_at_once` may find before it gives up on repeated keys, if they are also
#: more than AT_ONCE_REPEAT per distinct key
AT_ONCE_CAP = 2000
AT_ONCE_REPEAT = 40
#: seconds of the first enumerating solve; each further one (what was found blocked) doubles it
AT_ONCE_SLICE = 0.5


def solve(cm: CastModel, time_limit: float) -> tuple[str, Values | None]:
    """``("yes", values)``, ``("no", None)`` or ``("undecided", None)``."""
    cm.m.clear_assumptions()
    cm.m.add_assumptions(list(cm.assumptions.values()))
    # First a quick pass without presolve (measured: ~10x faster on typical boards); it is
    # still a complete search, so INFEASIBLE is a proof. If it runs out of its small budget,
    # the default parameters (presolve and symmetry on: pigeonhole-style "no" in ms) decide.
    quick = cm.solver(min(QUICK_BUDGET, time_limit))
    quick.parameters.cp_model_presolve = False
    quick.parameters.linearization_level = 0
    status = quick.solve(cm.m)
    if status in FEASIBLE:
        return "yes", Values(quick)
    if status == cp_model.INFEASIBLE:
        return "no", None
    solver = cm.solver(time_limit)
    status = solver.solve(cm.m)
    if status in FEASIBLE:
        return "yes", Values(solver)
    if status == cp_model.INFEASIBLE:
        return "no", None
    return "undecided", None


def block(cm: CastModel, val: Values) -> None:
    """Forbid the option key of this solution: one clause "some key variable differs" over
    literals ``v == x`` made once per (variable, value) and reused by later clauses (measured:
    fresh literals per clause made each solve slower by ~1 ms per option found)."""
    lits = []
    for v in cm.key_vars:
        x = val(v)
        if v.is_boolean:
            lits.append(v.negated() if x else v)
            continue
        key = (v.index, x)
        eq = cm.eq_lits.get(key)
        if eq is None:
            eq = cm.m.new_bool_var("")
            cm.m.add(v == x).only_enforce_if(eq)
            cm.m.add(v != x).only_enforce_if(eq.negated())
            cm.eq_lits[key] = eq
        lits.append(eq.negated())
    cm.m.add_bool_or(lits)


def enumerate_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """Every distinct option: (plans, complete, timed_out). First one enumerating solve that
    collects the distinct key values (:func:`_at_once`), in time slices that double, what each
    found blocked for the next; when one stops short (the limit, helper variables repeating
    each key too often, or a slice finding nothing), the rest are found one solve each."""
    deadline = time.monotonic() + time_limit
    plans: list[Plan] = []
    seen: set[Any] = set()
    budget, how = AT_ONCE_SLICE, "cut"
    while how == "cut":
        how, found = _at_once(cm, limit, min(budget, deadline - time.monotonic()), plans, seen)
        budget *= 2
        if how == "complete":
            return plans, True, False
        if how == "limit":
            return plans[:limit], False, False
        if time.monotonic() >= deadline:
            return plans, False, True
        for val in found:  # go on without what was found (cut: the next, longer slice)
            block(cm, val)
        if how == "cut" and not found:
            break  # nothing in a whole slice: one solve each (presolve decides a hard "no" faster)
    while True:
        if limit is not None and len(plans) >= limit:
            # Is there one more? Then the listing is cut short.
            status, _ = solve(cm, max(0.01, deadline - time.monotonic()))
            return plans, status == "no", status == "undecided"
        left = deadline - time.monotonic()
        if left <= 0:
            return plans, False, True
        status, val = solve(cm, left)
        if status == "no":
            return plans, True, False
        if status == "undecided" or val is None:
            return plans, False, True
        plan = extract(cm, val)
        key = plan.option_key(cm.state)
        if key not in seen:  # repeated modes' instances may be permuted (700.2d)
            seen.add(key)
            plans.append(plan)
        block(cm, val)


def _at_once(cm: CastModel, limit: int | None, time_limit: float, plans: list[Plan],
             seen: set[Any]) -> tuple[str, list[Values]]:
    """One enumerating solve projected on the key variables (measured on generator seed 31,
    Druids' Repository + Saltcrusted Steppe + an X spell whose spent mana is its option: 1,088
    options in ~7 s, where one solve per option under a growing set of blocking clauses took
    over 40 s). The order of costed activations and the no_idle credits are first made functions
    of the payment (``factored.canonical_ranks`` / ``canonical_credits``: exact, no payment is
    lost), so that each key repeats only through which mana paid which symbol. Adds the
    plans of the distinct keys to ``plans``; returns how it ended ("complete", "limit": more
    than ``limit`` options, "cut" by ``time_limit``, "short": go on one solve each with the
    solutions found blocked) and one solution of each key."""
    from castable.solver.cpsat import factored  # it imports this module's solving constants

    factored.canonical(cm)
    cm.m.clear_assumptions()
    cm.m.add_assumptions(list(cm.assumptions.values()))
    s = cm.solver(time_limit)
    s.parameters.enumerate_all_solutions = True  # one worker (cm.solver): complete enumeration
    s.parameters.cp_model_presolve = False  # as factored's enumeration: faster at these sizes
    s.parameters.linearization_level = 0
    stop = None if limit is None else max(1, limit + 1 - len(plans))
    cb = factored.KeyCollector([v.index for v in cm.key_vars], AT_ONCE_CAP, AT_ONCE_REPEAT, stop)
    status = s.solve(cm.m, cb)
    values = [ResponseValues(r) for r in cb.found.values()]
    for val in values:
        plan = extract(cm, val)
        key = plan.option_key(cm.state)
        if key not in seen:  # repeated modes' instances may be permuted (700.2d)
            seen.add(key)
            plans.append(plan)
    if status == cp_model.INFEASIBLE or (status == cp_model.OPTIMAL and not cb.capped and not cb.stopped):
        return "complete", values
    if cb.stopped and limit is not None and len(plans) > limit:
        return "limit", values
    return ("short" if cb.capped or cb.stopped else "cut"), values


def list_options(cm: CastModel, *, limit: int | None, time_limit: float, pure: bool = True) -> tuple[list[Plan], bool, bool]:
    """Every distinct option: factored (``factored``, issue 11) when that is exact for the
    card, its payment classes without CP-SAT (``classes``) where that module does not decline
    (``pure``), else :func:`enumerate_options` (one solve per option)."""
    from castable.solver.cpsat import classes, factored  # they import this module's solving constants

    if factored.factorable(cm):
        if pure and classes.declines(cm) is None:
            return classes.list_options(cm, limit=limit, time_limit=time_limit)
        return factored.list_options(cm, limit=limit, time_limit=time_limit)
    return enumerate_options(cm, limit=limit, time_limit=time_limit)


def count_options(cm: CastModel, *, time_limit: float, pure: bool = True) -> tuple[int, bool, bool]:
    """The number of distinct options: (count, complete, timed_out)."""
    from castable.solver.cpsat import classes, factored

    if factored.factorable(cm):
        if pure and classes.declines(cm) is None:
            return classes.count_options(cm, time_limit=time_limit)
        return factored.count_options(cm, time_limit=time_limit)
    plans, done, timed_out = enumerate_options(cm, limit=None, time_limit=time_limit)
    return len(plans), done, timed_out


def _infeasible(cm: CastModel, names: list[str], time_limit: float) -> tuple[bool | None, cp_model.CpSolver]:
    """Is the model infeasible under these assumptions? (None: undecided)"""
    cm.m.clear_assumptions()
    cm.m.add_assumptions([cm.assumptions[n] for n in names])
    for quick in (True, False):
        solver = cm.solver(min(QUICK_BUDGET, time_limit) if quick else time_limit)
        if quick:
            solver.parameters.cp_model_presolve = False
            solver.parameters.linearization_level = 0
        status = solver.solve(cm.m)
        if status == cp_model.INFEASIBLE:
            return True, solver
        if status in FEASIBLE:
            return False, solver
    return None, solver


def core(cm: CastModel, time_limit: float) -> list[str] | None:
    """A minimal set of requirement groups that cannot all be met (None if undecided)."""
    names = list(cm.assumptions)
    result, solver = _infeasible(cm, names, time_limit)
    if result is not True:
        cm.m.clear_assumptions()
        return None
    by_index = {cm.assumptions[n].index: n for n in names}
    found = [by_index[i] for i in solver.sufficient_assumptions_for_infeasibility() if i in by_index] or names
    # greedy deletion to a minimal core
    current = list(found)
    for n in list(found):
        trial = [x for x in current if x != n]
        if _infeasible(cm, trial, time_limit)[0] is True:
            current = trial
    cm.m.clear_assumptions()
    return current
