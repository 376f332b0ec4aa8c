"""Issue 11 (keys11c): option keys through the public API, and the 500-source can-cast "no",
against the previous code and the reference, in one run, as ratios.

    python -m benchmarks.keys11c [--limit SECONDS] [--reps N] [--write]

*keys*: ``api.option_keys`` (``factored_keys`` over the pure or CP-SAT payment classes, each
cost tuple's target entries from the memoized programme); *previous*: what the API offered
before, the keys of ``api.options``'s plans (``Plan.option_key`` per plan); *reference*: the
keys of the brute-force ``enumerate_plans``. Both cut at ``--limit``. The "no" rows run
``api.decide`` with ``precheck/supply.py`` as of ``BASE`` (loaded from git beside today's)
and as now, in turn; CPU time (``time.process_time``) is the figure a loaded machine does
not inflate. ``--write`` replaces (or appends) this script's section of RESULTS.md.
"""

from __future__ import annotations

import argparse
import statistics
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver import api
from castable.solver.reference import enumerate_plans

from benchmarks import keys11
from benchmarks.boards import workload_board
from benchmarks.issue3 import WORKLOADS, issue3_board
from benchmarks.issue11 import write_section
from benchmarks.run import _pct, _timed

HEADING = "## Issue 11: option keys through the API, the 500-source \"no\" (keys11c)"
END = "<!-- end of the section benchmarks/keys11c.py writes -->"
#: main before keys11c's changes
BASE = "7ed97b2"


def _median_ms(fn: Callable[[], Any], reps: int, clock: Callable[[], float] = time.perf_counter) -> float:
    return keys11._median_ms(fn, reps, clock)


def keys_row(label: str, limit: float, reps: int) -> dict[str, Any]:
    state = GameState.from_json(issue3_board(label))
    got = api.option_keys(state, "spell", "me", time_limit=limit)
    row: dict[str, Any] = {"label": label, "keys": got.count, "complete": got.complete}
    row["new"] = _median_ms(lambda: api.option_keys(state, "spell", "me", time_limit=limit), reps)
    prev: list[Any] = []

    def previous() -> None:
        listed = api.options(state, "spell", "me", time_limit=limit)
        prev[:] = [{p.option_key(state) for p in listed.options}, listed.complete]

    row["prev"] = _median_ms(previous, 1)
    row["prev_complete"] = prev[1]
    if got.complete and prev[1]:
        assert set(got.keys) == prev[0] and len(got.keys) == len(prev[0]), label  # the same options
    objs = [o for o, _ in api._may_begin(state, "spell", "me", [])]
    _, row["ref"] = _timed(lambda: len({p.option_key(state) for o in objs for p in enumerate_plans(state, o.id, "me")}),
                           limit)
    return row


def keys_table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| board | options (complete) | keys ms | keys/s | previous ms | previous/keys | reference ms | reference/keys |",
           "|---|---|---|---|---|---|---|---|"]
    cut = f"> {limit * 1000:.0f}"
    for r in rows:
        prev = f"{r['prev']:.1f}" if r["prev_complete"] else f"{cut} (cut)"
        ref = cut if r["ref"] is None else f"{r['ref']:.1f}"
        ref_ratio = f"> {limit * 1000 / r['new']:.1f}" if r["ref"] is None else f"{r['ref'] / r['new']:.1f}"
        out.append(f"| {r['label']} | {r['keys']} ({'yes' if r['complete'] else 'no'}) | {r['new']:.1f} "
                   f"| {r['keys'] / r['new'] * 1000:.0f} | {prev} | {'≥ ' if not r['prev_complete'] else ''}"
                   f"{r['prev'] / r['new']:.1f} | {ref} | {ref_ratio} |")
    return out


def no_rows(old: dict[str, types.ModuleType], reps: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {k: [] for k in ("before", "after", "cpu_before", "cpu_after")}
    for seed in range(10):
        state = GameState.from_json(workload_board("500", seed))
        if api.decide(state, "spell", explain=False).castable is not False:
            continue

        def call(st: GameState = state) -> None:
            api.decide(st, "spell")
        with keys11._prechecks(old):
            out["before"].append(_median_ms(call, reps))
            out["cpu_before"].append(_median_ms(call, reps, time.process_time))
        out["after"].append(_median_ms(call, reps))
        out["cpu_after"].append(_median_ms(call, reps, time.process_time))
    return out


def no_table(r: dict[str, list[float]]) -> list[str]:
    def mp(xs: list[float]) -> str:
        return f"{statistics.median(xs):.2f} / {_pct(xs, 99):.1f}"

    return ["| \"no\" boards (of 10) | before median / p99 ms | after median / p99 ms | CPU before median / p99 ms "
            "| CPU after median / p99 ms | before/after CPU (medians) |", "|---|---|---|---|---|---|",
            f"| {len(r['after'])} | {mp(r['before'])} | {mp(r['after'])} | {mp(r['cpu_before'])} | {mp(r['cpu_after'])} "
            f"| {statistics.median(r['cpu_before']) / statistics.median(r['cpu_after']):.1f}× |"]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=5.0, help="seconds per listing")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--boards", nargs="*", default=list(WORKLOADS))
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    keys11.BASE = BASE  # old_module reads it
    old = {"limits": keys11.old_module("solver/limits.py", "castable.solver._limits_c"),
           "bounds": keys11.old_module("solver/precheck/bounds.py", "castable.solver._bounds_c"),
           "supply": keys11.old_module("solver/precheck/supply.py", "castable.solver._supply_c")}
    rows = [keys_row(b, args.limit, args.reps) for b in args.boards]
    nos = no_rows(old, args.reps)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    lines = [HEADING, "",
             f"`python -m benchmarks.keys11c --limit {args.limit:g} --reps {args.reps}` (one run, "
             f"{time.strftime('%Y-%m-%d %H:%M')} UTC, load average {load} at the end, 2 shared cores: read the ratios "
             "and the CPU column). Keys: median of the reps; the previous path and the reference once each, cut at "
             "the limit; the key sets of `option_keys` and of the listed plans agree on every complete row (asserted).",
             "", *keys_table(rows, args.limit), "",
             f"can-cast \"no\" at 500 sources (`api.decide`, with reasons), before with the prechecks at {BASE}:", "",
             *no_table(nos)]
    print("\n".join(lines))
    if args.write:
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
