"""Issue 11 (enum11c): the pure payment-class enumerator with fixed sources (Sol Ring, Ancient
Tomb, Signets) and floating mana, on the random 20- and 40-source boards, beside the previous
code and the brute-force reference, in one run, as ratios.

    python -m benchmarks.issue11_classes [--limit SECONDS] [--seeds N] [--reps R] [--write]

Per board (``benchmarks/boards.py``, seeds 0..N-1): *new*: ``list_options`` / ``count_options``
(the pure path where ``classes.declines`` holds); *previous*: what the code before this change
ran — the pure path where the ``declines`` of classes.py at ``BASE`` (or ``--previous REV``,
loaded from git; without git: "declined where the board has a Signet, Sol Ring, Ancient Tomb or
floating mana") let it, else the CP-SAT factored enumeration (``pure=False``); best of the reps,
model build included; *reference*: ``enumerate_plans`` cut at the limit. ``--write`` replaces
this script's section of RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import time
from types import ModuleType
from typing import Any

from castable.model import GameState
from castable.solver.api import _may_begin
from castable.solver.cpsat import classes, factored
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import count_options, list_options

from benchmarks import boards
from benchmarks.enum11 import _best
from benchmarks.issue11 import module_at, write_section
from benchmarks.run import _timed

HEADING = "## Issue 11: pure payment classes with Signets, Sol Ring and floating mana (enum11c)"
END = "<!-- end of the section benchmarks/issue11_classes.py writes -->"


#: main before enum11c's changes to the pure enumerator (Signets, Sol Ring, floating mana)
BASE = "7ed97b2"


def _previous(rev: str) -> ModuleType | None:
    """classes.py as it was at ``rev``, loaded beside today's (its imports are today's modules)."""
    return module_at(rev, "solver/cpsat/classes.py", "_previous_classes")


def measure(label: str, state: GameState, limit: float, reps: int, prev: ModuleType | None) -> dict[str, Any]:
    indexed = factored.IndexedState.of(state)
    objs = [o for o, _ in _may_begin(indexed, "spell", "me", [])]
    cms = [CastModel(indexed, "me", o) for o in objs]
    pure = all(factored.factorable(cm) and classes.declines(cm) is None for cm in cms)
    prev_pure = prev is not None and all(factored.factorable(cm) and prev.declines(cm) is None for cm in cms)
    row: dict[str, Any] = {"label": label, "pure": pure, "prev_pure": prev_pure}
    for tag, flag in (("new", True), ("prev", prev_pure)):
        def listing(flag: bool = flag) -> tuple[int, bool]:
            got = [list_options(CastModel(indexed, "me", o), limit=None, time_limit=limit, pure=flag) for o in objs]
            return sum(len(g[0]) for g in got), all(g[1] for g in got)

        def counting(flag: bool = flag) -> int:
            return sum(count_options(CastModel(indexed, "me", o), time_limit=limit, pure=flag)[0] for o in objs)

        (n, done), ms = _best(listing, reps)
        count, cms_ = _best(counting, reps)
        row.update({f"{tag}_n": n, f"{tag}_done": done, f"{tag}_ms": ms, f"{tag}_count": count, f"{tag}_cms": cms_})
    from castable.solver.reference import enumerate_plans

    _, ms = _timed(lambda: sum(len(enumerate_plans(state, o.id, "me")) for o in objs), limit)
    row["ref_ms"] = ms
    return row


def table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| board | pure before / now | options (complete) | new list ms | plans/s | new count ms | previous list ms"
           " (options) | previous/new | reference ms | reference/new |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ref = f"> {limit * 1000:.0f}" if r["ref_ms"] is None else f"{r['ref_ms']:.1f}"
        ref_ratio = (f"> {limit * 1000 / r['new_ms']:.1f}" if r["ref_ms"] is None else f"{r['ref_ms'] / r['new_ms']:.1f}")
        cut = "" if r["prev_done"] else " cut"
        ge = "" if r["prev_done"] else "≥ "
        out.append(f"| {r['label']} | {'yes' if r['prev_pure'] else 'no'} / {'yes' if r['pure'] else 'no'}"
                   f" | {r['new_n']} ({'yes' if r['new_done'] else 'no'}) | {r['new_ms']:.1f}"
                   f" | {r['new_n'] / r['new_ms'] * 1000:.0f} | {r['new_cms']:.1f}"
                   f" | {r['prev_ms']:.1f}{cut} ({r['prev_n']}) | {ge}{r['prev_ms'] / r['new_ms']:.1f} | {ref} | {ref_ratio} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=5.0, help="seconds per listing")
    ap.add_argument("--seeds", type=int, default=4)
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--previous", default=BASE, metavar="REV", help="git revision of the previous classes.py")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    prev = _previous(args.previous)
    rows = []
    for n in (20, 40):
        for seed in range(args.seeds):
            row = measure(f"random-{n} #{seed}", GameState.from_json(boards.board(n, seed)), args.limit, args.reps, prev)
            assert row["new_n"] == row["prev_n"] or not (row["new_done"] and row["prev_done"]), row["label"]
            rows.append(row)
    done = [r for r in rows if r["new_done"] and r["new_n"]]
    rate = sorted(r["new_n"] / r["new_ms"] * 1000 for r in done)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [HEADING, "",
             f"`python -m benchmarks.issue11_classes --limit {args.limit:g} --seeds {args.seeds} --reps {args.reps}` "
             f"({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load average {load} at the end, 2 cores). "
             "*pure before / now*: whether `classes.declines` let the pure path take the board in the previous code "
             f"(classes.py at {args.previous}, loaded from git beside today's) and now; *previous*: the previous "
             "code's listing (the CP-SAT factored enumeration where it declined), cut at the limit; *new*: today's; "
             "best of the reps, model build included; *reference*: the brute-force `enumerate_plans`, cut at the "
             "limit. Option counts agree wherever both are complete (the script asserts it).", "", *table(rows, args.limit), "",
             f"Plans/s on the {len(done)} complete boards with options: min {rate[0]:.0f}, median "
             f"{rate[len(rate) // 2]:.0f}, max {rate[-1]:.0f}." if rate else ""]
    print("\n".join(lines))
    if args.write:
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
