"""Issue 11: factored listing and counting, side by side with today's enumeration (one solve
per option, ``search.enumerate_options``, kept callable) and the brute-force reference, in one
run, as ratios.

    python -m benchmarks.issue11 [--limit SECONDS] [--seeds N] [--append]

Workloads: the issue-3 boards (``benchmarks/issue3.py``) and random 20- and 40-source boards
(``benchmarks/boards.py``, the first ``--seeds`` seeds). For each: the factored listing (plans/s;
option keys/s = distinct option keys computed from the listed plans per second of listing plus
key computation), the count (ms), the previous listing and the reference's listing, each cut at
``--limit`` seconds. ``--append`` appends the table to RESULTS.md as its own section (the rest
of the file is left alone).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver.api import _may_begin
from castable.solver.cpsat import factored
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import count_options, enumerate_options, list_options

from benchmarks import boards
from benchmarks.issue3 import WORKLOADS, issue3_board
from benchmarks.run import _timed

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"


def _models(state: GameState, card: str) -> list[Any]:
    return [obj for obj, _ in _may_begin(state, card, "me", [])]


def measure(label: str, state: GameState, card: str, limit: float) -> dict[str, Any]:
    """One workload: every castable object named ``card``, summed."""
    objs = _models(state, card)
    indexed = factored.IndexedState.of(state)
    row: dict[str, Any] = {"label": label, "factored": all(factored.factorable(CastModel(indexed, "me", o)) for o in objs)}
    t0 = time.perf_counter()
    plans, complete = [], True
    for o in objs:
        found, done, _ = list_options(CastModel(indexed, "me", o), limit=None, time_limit=limit)
        plans += found
        complete = complete and done
    t_list = time.perf_counter() - t0
    keys = {p.option_key(indexed) for p in plans}
    t_keys = time.perf_counter() - t0
    t0 = time.perf_counter()
    count = sum(count_options(CastModel(indexed, "me", o), time_limit=limit)[0] for o in objs)
    t_count = time.perf_counter() - t0
    row.update(options=len(keys), complete=complete, list_ms=t_list * 1000, plans_s=len(plans) / t_list if t_list else 0,
               keys_s=len(keys) / t_keys if t_keys else 0, count=count, count_ms=t_count * 1000)
    t0 = time.perf_counter()
    prev, prev_done = 0, True
    for o in objs:
        found, done, _ = enumerate_options(CastModel(state, "me", o), limit=None, time_limit=limit)
        prev += len(found)
        prev_done = prev_done and done
    row.update(prev_ms=(time.perf_counter() - t0) * 1000, prev_options=prev, prev_complete=prev_done)
    from castable.solver.reference import enumerate_plans

    ref, ms = _timed(lambda: sum(len(enumerate_plans(state, o.id, "me")) for o in objs), limit)
    row.update(ref_ms=ms, ref_options=ref)
    return row


def workloads(seeds: int) -> list[tuple[str, GameState, str]]:
    out = [(w, GameState.from_json(issue3_board(w)), "spell") for w in WORKLOADS]
    for n in (20, 40):
        for seed in range(seeds):
            data = boards.board(n, seed)
            card = data["players"][0]["hand"][0]
            name = card if isinstance(card, str) else card.get("id", card["card"])
            out.append((f"random-{n} #{seed}", GameState.from_json(data), name))
    return out


def _ms(x: float | None, limit: float) -> str:
    return f"> {limit * 1000:.0f}" if x is None else f"{x:.1f}"


def table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| workload | factored | options (complete) | list ms | plans/s | option keys/s | count | count ms |"
           " previous ms (options) | previous/new | reference ms | reference/new |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        prev = f"{r['prev_ms']:.1f}" + ("" if r["prev_complete"] else " (cut)") + f" ({r['prev_options']})"
        ratio = r["prev_ms"] / r["list_ms"] if r["list_ms"] else 0
        ref = r["ref_ms"]
        ref_ratio = f"{ref / r['list_ms']:.1f}" if ref is not None and r["list_ms"] else f"> {limit * 1000 / r['list_ms']:.1f}"
        out.append(f"| {r['label']} | {'yes' if r['factored'] else 'no'} | {r['options']} ({'yes' if r['complete'] else 'no'})"
                   f" | {r['list_ms']:.1f} | {r['plans_s']:.0f} | {r['keys_s']:.0f} | {r['count']} | {r['count_ms']:.1f}"
                   f" | {prev} | {'≥ ' if not r['prev_complete'] else ''}{ratio:.1f} | {_ms(ref, limit)} | {ref_ratio} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per listing (previous, reference)")
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--append", action="store_true", help="append the section to RESULTS.md")
    args = ap.parse_args(argv)
    rows = [measure(label, st, card, args.limit) for label, st, card in workloads(args.seeds)]
    lines = ["", "## Issue 11: factored listing and counting", "",
             f"`python -m benchmarks.issue11 --limit {args.limit:g} --seeds {args.seeds}` (one run; the machine is a shared, "
             "loaded 2-core box, so absolute times are noisy: read the ratios). *previous*: today's enumeration before "
             "issue 11 (one CP-SAT solve per option under blocking clauses), cut at the limit; *reference*: the brute-force "
             "`enumerate_plans`, cut at the limit. *factored*: whether `factorable` held (else the listing is the previous "
             "enumeration, with the indexed state).", "", *table(rows, args.limit)]
    print("\n".join(lines))
    if args.append:
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
