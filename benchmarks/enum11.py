"""Issue 11: the pure-Python payment classes (``solver/cpsat/classes.py``) side by side with the
CP-SAT factored enumeration (``factored.py``: one solve per cost tuple and per cost's payment
classes) and the brute-force reference, in one run, as ratios.

    python -m benchmarks.enum11 [--limit SECONDS] [--seeds N] [--reps R] [--write]

Workloads: the issue-3 boards and random 20- and 40-source boards (``benchmarks/boards.py``,
seeds 0..N-1). Per workload: whether ``classes.declines`` let the pure path run (*pure*: else
both columns are the CP-SAT path), the listing (ms, plans/s) and the count (ms), new
(``pure=True``) and old (``pure=False``), each the best of ``--reps`` runs and each including
its model build, and the reference's listing cut at ``--limit``. ``--write`` replaces this
script's section of RESULTS.md (heading to its end marker; the rest of the file stays).
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from castable.model import GameState
from castable.solver.api import _may_begin
from castable.solver.cpsat import classes, factored
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import count_options, list_options

from benchmarks import boards
from benchmarks.issue3 import WORKLOADS, issue3_board
from benchmarks.issue11 import write_section
from benchmarks.run import _timed

HEADING = "## Issue 11: pure-Python payment classes (enum11)"
END = "<!-- end of the section benchmarks/enum11.py writes -->"


def _best(f: Any, reps: int) -> tuple[Any, float]:
    best, out = float("inf"), None
    for _ in range(reps):
        t0 = time.perf_counter()
        out = f()
        best = min(best, time.perf_counter() - t0)
    return out, best * 1000


def measure(label: str, state: GameState, card: str, limit: float, reps: int) -> dict[str, Any]:
    indexed = factored.IndexedState.of(state)
    objs = [o for o, _ in _may_begin(indexed, card, "me", [])]
    pure = all(factored.factorable(cm) and classes.declines(cm) is None for cm in (CastModel(indexed, "me", o) for o in objs))
    row: dict[str, Any] = {"label": label, "pure": pure}
    for tag, flag in (("new", True), ("old", False)):
        def listing(flag: bool = flag) -> tuple[int, bool]:
            got = [list_options(CastModel(indexed, "me", o), limit=None, time_limit=limit, pure=flag) for o in objs]
            return sum(len(g[0]) for g in got), all(g[1] for g in got)

        def counting(flag: bool = flag) -> int:
            return sum(count_options(CastModel(indexed, "me", o), time_limit=limit, pure=flag)[0] for o in objs)

        (n, done), ms = _best(listing, reps)
        count, cms = _best(counting, reps)
        row.update({f"{tag}_n": n, f"{tag}_done": done, f"{tag}_ms": ms, f"{tag}_count": count, f"{tag}_cms": cms})
    from castable.solver.reference import enumerate_plans

    ref, ms = _timed(lambda: sum(len(enumerate_plans(state, o.id, "me")) for o in objs), limit)
    row.update(ref_ms=ms, ref_n=ref)
    return row


def workloads(seeds: int) -> list[tuple[str, GameState, str]]:
    out = [(w, GameState.from_json(issue3_board(w)), "spell") for w in WORKLOADS]
    for n in (20, 40):
        for seed in range(seeds):
            data = boards.board(n, seed)
            c = data["players"][0]["hand"][0]
            out.append((f"random-{n} #{seed}", GameState.from_json(data), c if isinstance(c, str) else c.get("id", c["card"])))
    return out


def table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| workload | pure | options (complete) | new list ms | plans/s | new count ms | old list ms | old/new list |"
           " old count ms | old/new count | reference ms | reference/new list |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ref = f"> {limit * 1000:.0f}" if r["ref_ms"] is None else f"{r['ref_ms']:.1f}"
        ref_ratio = (f"> {limit * 1000 / r['new_ms']:.1f}" if r["ref_ms"] is None else f"{r['ref_ms'] / r['new_ms']:.1f}")
        cut = "" if r["old_done"] else " (cut)"
        out.append(f"| {r['label']} | {'yes' if r['pure'] else 'no'} | {r['new_n']} ({'yes' if r['new_done'] else 'no'})"
                   f" | {r['new_ms']:.1f} | {r['new_n'] / r['new_ms'] * 1000:.0f} | {r['new_cms']:.1f}"
                   f" | {r['old_ms']:.1f}{cut} | {r['old_ms'] / r['new_ms']:.1f} | {r['old_cms']:.1f}"
                   f" | {r['old_cms'] / r['new_cms']:.1f} | {ref} | {ref_ratio} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per listing")
    ap.add_argument("--seeds", type=int, default=4)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    rows = [measure(label, st, card, args.limit, args.reps) for label, st, card in workloads(args.seeds)]
    for r in rows:
        assert r["new_count"] == r["old_count"] or not (r["new_done"] and r["old_done"]), r["label"]
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [HEADING, "",
             f"`python -m benchmarks.enum11 --limit {args.limit:g} --seeds {args.seeds} --reps {args.reps}` "
             f"({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load average {load} at the end). *new*: "
             "`list_options` / `count_options` with the pure-Python payment classes of `solver/cpsat/classes.py` where "
             "its guard `declines` holds (*pure*), *old*: the same with `pure=False` (the CP-SAT factored enumeration); "
             "best of the reps, each including its model build; *reference*: the brute-force `enumerate_plans`, cut at "
             "the limit. Counts of new and old agree on every complete row (the script asserts it).",
             "", *table(rows, args.limit)]
    print("\n".join(lines))
    if args.write:
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
