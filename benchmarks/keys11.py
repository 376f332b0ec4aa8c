"""Issue 11 (keys11): option keys, the listing's fixed costs and can-cast "no", before and
after, in one run, as ratios.

    python -m benchmarks.keys11 [--limit SECONDS] [--reps N] [--write]

*before* is the code as of ``BASE``, loaded from git beside today's: ``model/plan.py``'s
``Plan.option_key`` (each object's symmetry key recomputed per plan), the listing with one
CP-SAT solve per cost tuple (``factored.COSTS_CAP = 0``), and the prechecks of can-cast
(``solver/limits.py``, ``solver/precheck/bounds.py``, ``solver/precheck/supply.py``) swapped
into ``solver.api`` for the "before" calls. Every figure is the median of ``--reps`` runs,
the before and after timed in turn on each board; the machine is a shared, loaded 2-core box,
so read the ratios, and the CPU-time column (``time.process_time``) for can-cast, which a
preempted process does not inflate. ``--write`` replaces (or appends) this script's own
section of RESULTS.md.
"""

from __future__ import annotations

import argparse
import statistics
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver import api
from castable.solver.cpsat import factored, factored_keys
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import list_options

from benchmarks.boards import workload_board
from benchmarks.issue3 import WORKLOADS, issue3_board
from benchmarks.issue11 import module_at, write_section
from benchmarks.run import _pct, _timed

ROOT = Path(__file__).resolve().parent.parent
HEADING = "## Issue 11: option keys, fixed costs and can-cast \"no\" (keys11)"
END = "<!-- end of the section benchmarks/keys11.py writes -->"
#: main before keys11's changes
BASE = "f3a5006"


def old_module(path: str, name: str) -> types.ModuleType:
    """``path`` as it was at ``BASE`` (our own history, pinned), as a fresh module."""
    module = module_at(BASE, path, name)
    if module is None:
        raise SystemExit(f"keys11: needs git and revision {BASE} to load {path}")
    return module


def _median_ms(fn: Callable[[], Any], reps: int, clock: Callable[[], float] = time.perf_counter) -> float:
    out = []
    for _ in range(reps):
        t0 = clock()
        fn()
        out.append((clock() - t0) * 1000)
    return statistics.median(out)


# ----- option keys and listing ------------------------------------------------------------
def _objs(state: GameState) -> list[Any]:
    return [o for o, _ in api._may_begin(state, "spell", "me", [])]


def _plans(state: GameState, limit: float) -> list[Any]:
    indexed = factored.IndexedState.of(state)
    return [p for o in _objs(state) for p in list_options(CastModel(indexed, "me", o), limit=None, time_limit=limit)[0]]


def _keys_path(state: GameState, limit: float) -> list[Any]:
    indexed = factored.IndexedState.of(state)
    return [k for o in _objs(state)
            for k in factored_keys.list_keys(CastModel(indexed, "me", o), limit=None, time_limit=limit)[0]]


@contextmanager
def _costs_cap(cap: int) -> Iterator[None]:
    old, factored.COSTS_CAP = factored.COSTS_CAP, cap
    try:
        yield
    finally:
        factored.COSTS_CAP = old


def listing_row(label: str, old_plan: types.ModuleType, limit: float, reps: int) -> dict[str, Any]:
    """One issue-3 board: keys/s as issue11.py counts them (listing + a key per plan) before
    and after, the keys path, plans/s before and after, and the reference's listing."""
    state = GameState.from_json(issue3_board(label))
    indexed = factored.IndexedState.of(state)
    row: dict[str, Any] = {"label": label}

    def before() -> int:
        with _costs_cap(0):
            plans = _plans(state, limit)
        return len({old_plan.Plan.option_key(p, indexed) for p in plans})

    def after() -> int:
        plans = _plans(state, limit)
        return len({p.option_key(ix) for ix in (factored.IndexedState.of(state),) for p in plans})

    def plans_before() -> int:
        with _costs_cap(0):
            return len(_plans(state, limit))

    row["options"] = after()
    samples: dict[str, list[float]] = {k: [] for k in ("before", "after", "path", "plans_before", "plans_after")}
    for _ in range(reps):  # in turn, so that load hits both alike
        samples["before"].append(_median_ms(before, 1))
        samples["after"].append(_median_ms(after, 1))
        samples["path"].append(_median_ms(lambda: _keys_path(state, limit), 1))
        samples["plans_before"].append(_median_ms(plans_before, 1))
        samples["plans_after"].append(_median_ms(lambda: _plans(state, limit), 1))
    row.update({k: statistics.median(v) for k, v in samples.items()})
    from castable.solver.reference import enumerate_plans

    _, ref = _timed(lambda: sum(len(enumerate_plans(state, o.id, "me")) for o in _objs(state)), limit)
    row["ref"] = ref
    return row


def listing_table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| board | options | keys/s before | keys/s after | after/before | keys/s, keys path | list ms before | "
           "list ms after | before/after | reference ms | reference/after |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        n = r["options"]
        cut = r["ref"] is None
        ref = f"> {limit * 1000:.0f}" if cut else f"{r['ref']:.1f}"
        ref_ratio = f"> {limit * 1000 / r['plans_after']:.1f}" if cut else f"{r['ref'] / r['plans_after']:.2f}"
        out.append(f"| {r['label']} | {n} | {n / r['before'] * 1000:.0f} | {n / r['after'] * 1000:.0f} "
                   f"| {r['before'] / r['after']:.1f}× | {n / r['path'] * 1000:.0f} | {r['plans_before']:.1f} "
                   f"| {r['plans_after']:.1f} | {r['plans_before'] / r['plans_after']:.2f}× | {ref} | {ref_ratio} |")
    return out


# ----- can-cast "no" ----------------------------------------------------------------------
def _no_index(fn: Callable[..., Any]) -> Callable[..., Any]:
    return lambda *args, index=None: fn(*args)


@contextmanager
def _prechecks(old: dict[str, types.ModuleType]) -> Iterator[None]:
    """``solver.api`` with the prechecks as of BASE."""
    saved = (api.check_resource_bound, api.resource_reasons, api.supply_reasons)
    # the old functions take no ``index`` (speed11's shared pass): dropped
    api.check_resource_bound = _no_index(old["limits"].check_resource_bound)  # type: ignore[attr-defined]
    api.resource_reasons = _no_index(old["bounds"].resource_reasons)  # type: ignore[attr-defined]
    api.supply_reasons = _no_index(old["supply"].supply_reasons)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        api.check_resource_bound, api.resource_reasons, api.supply_reasons = saved  # type: ignore[attr-defined]


def no_row(label: str, n: int, old: dict[str, types.ModuleType], reps: int) -> dict[str, Any]:
    row: dict[str, Any] = {"label": label, "boards": n, **{k: [] for k in ("before", "after", "cpu_before", "cpu_after")}}
    for seed in range(n):
        state = GameState.from_json(workload_board(label, seed))
        if api.decide(state, "spell", explain=False).castable is not False:
            continue
        for arm in ("before", "after"):
            def call(st: GameState = state) -> None:
                api.decide(st, "spell")
            if arm == "before":
                with _prechecks(old):
                    row["before"].append(_median_ms(call, reps))
                    row["cpu_before"].append(_median_ms(call, reps, time.process_time))
            else:
                row["after"].append(_median_ms(call, reps))
                row["cpu_after"].append(_median_ms(call, reps, time.process_time))
    return row


def _mp(xs: list[float]) -> str:
    return f"{statistics.median(xs):.2f} / {_pct(xs, 99):.1f}" if xs else "–"


def no_table(rows: list[dict[str, Any]]) -> list[str]:
    out = ["| sources | \"no\" boards (of) | before median / p99 ms | after median / p99 ms | before/after (medians) "
           "| CPU before median / p99 ms | CPU after median / p99 ms |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = statistics.median(r["before"]) / statistics.median(r["after"]) if r["after"] else 0
        out.append(f"| {r['label']} | {len(r['after'])} ({r['boards']}) | {_mp(r['before'])} | {_mp(r['after'])} "
                   f"| {ratio:.1f}× | {_mp(r['cpu_before'])} | {_mp(r['cpu_after'])} |")
    small = [x for r in rows if r["label"] != "500" for x in r["after"]]
    small_cpu = [x for r in rows if r["label"] != "500" for x in r["cpu_after"]]
    if small:
        out += ["", f"Pooled 5–40 sources ({len(small)} \"no\" boards), after: p99 {_pct(small, 99):.1f} ms wall, "
                    f"{_pct(small_cpu, 99):.1f} ms CPU."]
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per listing")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--boards", nargs="*", default=[w for w in WORKLOADS if w != "thunder-50"])
    ap.add_argument("--sizes", nargs="*", default=["5", "10", "20", "40", "500"])
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    old_plan = old_module("model/plan.py", "castable.model._plan_base")
    old = {k: old_module(p, f"castable.solver._{k}_base") for k, p in
           (("limits", "solver/limits.py"), ("bounds", "solver/precheck/bounds.py"), ("supply", "solver/precheck/supply.py"))}
    listing = [listing_row(b, old_plan, args.limit, args.reps) for b in args.boards]
    nos = [no_row(s, 10 if s == "500" else 30, old, args.reps) for s in args.sizes]
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    lines = [HEADING, "",
             f"`python -m benchmarks.keys11 --limit {args.limit:g} --reps {args.reps}` (one run, "
             f"{time.strftime('%Y-%m-%d %H:%M')} UTC, load average {load} at the end, 2 cores). *before*: the code "
             f"at {BASE}, loaded from git beside "
             "today's (module doc); each figure the median of the repetitions, before and after timed in turn.", "",
             "Option keys and listing on the issue-3 boards. *keys/s* as `benchmarks/issue11.py` counts them (distinct "
             "keys per second of listing plus one `Plan.option_key` per plan); *keys path*: "
             "`factored_keys.list_keys`, the keys straight from payment class × target choice (no plan per option); "
             "*list ms*: the listing (`search.list_options`), before with one CP-SAT solve per cost tuple.", "",
             *listing_table(listing, args.limit), "",
             "can-cast \"no\" (`api.decide`, with reasons) on the benchmark boards (`benchmarks/boards.py`), before with "
             "the prechecks at BASE (`limits.resource_count` read `state.battlefield()` once per permanent: O(n²)).", "",
             *no_table(nos)]
    print("\n".join(lines))
    if args.write:
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
