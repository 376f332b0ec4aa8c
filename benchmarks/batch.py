"""``castable batch`` throughput (issue 14): requests per second answered in this process (1
worker), by 2 spawned worker processes, and on a local Ray (2 CPUs), on the same file of
requests.

The requests are ``can-cast`` (boards of 10, 20 and 40 mana sources), ``options`` (``limit``
8) and ``moves`` (10 sources) on seeded boards of :func:`benchmarks.boards.board`, in turn. Each mode runs
:func:`castable.solver.batch.run` end to end, start-up included (spawning the workers, starting
Ray, loading the card data in each); start-up alone is measured on a one-request batch and
reported beside it. Every mode must answer the same requests in the same order (ids, ok).

    python -m benchmarks.batch [--requests N] [--seed S]

prints a Markdown table (the "Batch" section of ``benchmarks/RESULTS.md``).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import tempfile
import time
from pathlib import Path

from castable.solver import batch

from benchmarks.boards import board


def requests(n: int, seed: int) -> list[str]:
    """``n`` request lines, deterministic in ``seed``."""
    out = []
    for i in range(n):
        kind, sources = WORKLOAD[i % len(WORKLOAD)]
        req: dict[str, object] = {"id": i, "command": kind, "state": board(sources, seed * 100_000 + i)}
        if kind != "moves":
            req["card"] = "spell"
        if kind == "options":
            req["limit"] = 8
        out.append(json.dumps(req) + "\n")
    return out


def _summary(text: str) -> list[tuple[object, object]]:
    """Each answer's id and ok (which options a listing cut at ``limit`` found first, and
    whether a question near its time limit was decided, may vary between runs on a loaded
    machine: CP-SAT is multi-threaded)."""
    return [(a["id"], a["ok"]) for a in map(json.loads, text.splitlines())]


#: (command, mana sources of the board), in turn
WORKLOAD = [("can-cast", 10), ("can-cast", 20), ("can-cast", 40), ("options", 10), ("moves", 10)]
MODES: list[tuple[str, int, str | None]] = [("1 worker (in process)", 1, None), ("2 worker processes", 2, None),
                                            ("local Ray, 2 CPUs", 2, "local")]


def _timed(src: Path, dst: Path, workers: int, ray: str | None) -> float:
    start = time.perf_counter()
    batch.run(str(src), str(dst), batch.Settings(), workers=workers, ray=ray, progress=False)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.batch")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    lines = requests(args.requests, args.seed)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        src, one = Path(tmp) / "in.jsonl", Path(tmp) / "one.jsonl"
        src.write_text("".join(lines), encoding="utf-8")
        one.write_text(lines[0], encoding="utf-8")
        expected = None
        for label, workers, ray in MODES:
            try:
                startup = _timed(one, Path(tmp) / "x.jsonl", workers, ray)
            except batch.RayMissingError:
                rows.append(f"| {label} | (Ray not installed) | | |")
                continue
            dst = Path(tmp) / f"out-{workers}-{ray}.jsonl"
            total = _timed(src, dst, workers, ray)
            got = _summary(dst.read_text(encoding="utf-8"))
            expected = got if expected is None else expected
            assert got == expected and len(got) == args.requests, f"{label}: answers differ from the first mode's"
            rate = args.requests / total
            steady = args.requests / max(1e-9, total - startup)
            rows.append(f"| {label} | {total:.1f} s | {rate:.1f} | {startup:.1f} s | {steady:.1f} |")
    print(f"{args.requests} requests (seed {args.seed}), {os.cpu_count()} CPUs, Python {platform.python_version()}\n")
    print("| mode | wall time | requests/s | start-up (1 request) | requests/s less start-up |")
    print("|---|---|---|---|---|")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
