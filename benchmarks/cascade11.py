"""Issue 11: can-cast "no" through the decision cascade, side by side with the previous
decision (``api.decide(cascade=False)``: no requirement-set relaxation, every costed mana
ability modelled, reasons always computed), in one run, on the benchmark's boards
(``benchmarks/boards.py``, the workloads of ``benchmarks/run.py``).

    python -m benchmarks.cascade11 [--sizes 5 10 20 40 500] [--reps 3] [--append]

For each "no" board (castable False under both), the three calls are timed in turn, ``--reps``
times each (the median of the repetitions is the board's time): previous, new with reasons
(``can_cast``), new without (``explain=False``, as ``legal_moves`` asks). Medians and p99
(nearest rank) over the "no" boards; which stage proved each "no". ``--append`` appends the
section to RESULTS.md (the rest of the file is left alone).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver.api import _may_begin, decide
from castable.solver.precheck.bounds import resource_reasons
from castable.solver.precheck.supply import supply_reasons

from benchmarks.boards import workload_board
from benchmarks.run import _machine, _pct

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
#: the targets of issue 11 for a "no": median by sources; p99 on 5-40 sources
MEDIAN_TARGET = {"5": 3.0, "20": 2.0, "500": 15.0}
P99_TARGET = 10.0
ARMS = (("previous", {"cascade": False}), ("new", {}), ("new, no reasons", {"explain": False}))


def _ms(fn: Any, reps: int) -> float:
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def stage(state: GameState) -> str:
    """Which step of the cascade proves the "no" of ``state``'s spell."""
    for obj, _ in _may_begin(state, "spell", "me", []):
        if resource_reasons(state, "me", obj):
            return "bound"
        if supply_reasons(state, "me", obj):
            return "relaxation"
        return "model"
    return "timing"


def measure(label: str, n: int, reps: int) -> dict[str, Any]:
    row: dict[str, Any] = {"label": label, "boards": n, "no": 0, "stages": {}, **{a: [] for a, _ in ARMS}}
    for seed in range(n):
        state = GameState.from_json(workload_board(label, seed))
        if decide(state, "spell", explain=False).castable is not False:
            continue
        row["no"] += 1
        st = stage(state)
        row["stages"][st] = row["stages"].get(st, 0) + 1
        for arm, kw in ARMS:
            # the previous path takes seconds at 500 sources: once is enough there
            times = 1 if label == "500" and arm == "previous" else reps
            row[arm].append(_ms(lambda kw=kw, st=state: decide(st, "spell", **kw), times))
    return row


def _fmt(xs: list[float]) -> str:
    return f"{statistics.median(xs):.2f} / {_pct(xs, 99):.1f}" if xs else "–"


def table(rows: list[dict[str, Any]]) -> list[str]:
    out = ["| sources | \"no\" boards (of) | proved by | previous median / p99 ms | new median / p99 ms "
           "| new without reasons median / p99 ms | previous / new (medians) |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        stages = ", ".join(f"{k} {v}" for k, v in sorted(r["stages"].items()))
        ratio = (statistics.median(r["previous"]) / statistics.median(r["new"])) if r["new"] else 0
        out.append(f"| {r['label']} | {r['no']} ({r['boards']}) | {stages} | {_fmt(r['previous'])} | {_fmt(r['new'])} "
                   f"| {_fmt(r['new, no reasons'])} | {ratio:.0f}× |")
    return out


def targets(rows: list[dict[str, Any]]) -> list[str]:
    out = ["| target | measured (new, with reasons; without) | met? |", "|---|---|---|"]
    by = {r["label"]: r for r in rows}
    for label, goal in MEDIAN_TARGET.items():
        r = by.get(label)
        if r and r["new"]:
            a, b = statistics.median(r["new"]), statistics.median(r["new, no reasons"])
            out.append(f"| \"no\" median ≤ {goal:g} ms at {label} sources | {a:.2f} ms; {b:.2f} ms "
                       f"| {'met' if a <= goal else '**missed**'} |")
    pooled = [x for r in rows if r["label"] in ("5", "10", "20", "40") for x in r["new"]]
    pooled_q = [x for r in rows if r["label"] in ("5", "10", "20", "40") for x in r["new, no reasons"]]
    if pooled:
        a, b = _pct(pooled, 99), _pct(pooled_q, 99)
        out.append(f"| \"no\" p99 ≤ {P99_TARGET:g} ms on 5–40 sources ({len(pooled)} boards) | {a:.1f} ms; {b:.1f} ms "
                   f"| {'met' if a <= P99_TARGET else '**missed**'} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", nargs="*", default=["5", "10", "20", "40", "500"])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--append", action="store_true", help="append the section to RESULTS.md")
    args = ap.parse_args(argv)
    decide(GameState.from_json(workload_board("5", 10_000)), "spell")  # warm-up
    rows = [measure(label, 10 if label == "500" else 30, args.reps) for label in args.sizes]
    m = _machine()
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    lines = ["", "## Issue 11: can-cast \"no\" through the decision cascade", "",
             f"`python -m benchmarks.cascade11 --sizes {' '.join(args.sizes)} --reps {args.reps}` "
             f"({m.get('date', '')}, {m.get('cpu', '')}, "
             f"{m.get('cores', '')} cores, load average {load} at the end; "
             "one run, the previous and new paths timed in turn on each board). *previous*: `api.decide(cascade=False)`, "
             "the decision before the cascade (resource bound, then the full model and its explanation); *new*: "
             "`can_cast` (fast path, resource bound, requirement-set relaxation `solver/precheck/supply.py`, then the "
             "model without variables for mana abilities that can't be activated, and the reasons); *without reasons*: "
             "`explain=False`, as `legal_moves` asks. *proved by*: the step that proved each \"no\" (bound, relaxation, "
             "model). The machine is a shared 2-core box that was loaded by other jobs during the run (load average "
             "above the core count), so absolute times are noisy; the ratio is the steadier figure.", "",
             *table(rows), "", *targets(rows)]
    print("\n".join(lines))
    if args.append:
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
