"""Issue 11 (speed11): the 500-source can-cast "no", and option keys / plans per second on the
small issue-3 boards, side by side with an earlier revision of this repository in one run.

    python -m benchmarks.speed11 [--other REV] [--rounds 3] [--reps 5] [--write]

The other revision (default ``BASE``, main before speed11) is exported from git into a
temporary directory and imported as ``castable`` through a small package shim, by this same
interpreter. Each round runs a worker process of this tree and one of the other revision, in
turn, so both see the same load; each worker times every call ``--reps`` times
and keeps the median, wall (``perf_counter``) and CPU (``process_time``). A board's figure is
the median over the rounds; the "no" row is the median over the "no" boards. The worker uses
only ``castable`` and ``benchmarks.boards`` / ``benchmarks.issue3``, which both trees have.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HEADING = "## Issue 11: the 500-source \"no\" and the small boards' keys and plans (speed11)"
END = "<!-- end of the section benchmarks/speed11.py writes -->"
SMALL = ("arc-5", "arc-10", "thunder-5", "thunder-10", "cryptic-5", "cryptic-10", "kolaghan", "defiance")
HERE = Path(__file__).resolve().parent.parent
#: main before speed11's changes
BASE = "343bcdd"


def _median(fn: Any, reps: int) -> tuple[float, float]:
    wall, cpu = [], []
    for _ in range(reps):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def worker(reps: int) -> dict[str, Any]:
    """This process's timings (ms): each "no" board at 500 sources, and per small board the
    key listing and the plan listing with their counts."""
    import castable
    from castable.model import GameState
    from castable.solver import api

    from benchmarks.boards import workload_board
    from benchmarks.issue3 import issue3_board

    out: dict[str, Any] = {"no": [], "small": {}, "castable": castable.__file__}
    for seed in range(10):
        state = GameState.from_json(workload_board("500", seed))
        if api.decide(state, "spell", explain=False).castable is False:
            out["no"].append(_median(lambda st=state: api.decide(st, "spell"), reps))
    for label in SMALL:
        state = GameState.from_json(issue3_board(label))
        keys = api.option_keys(state, "spell", "me")
        plans = api.options(state, "spell", "me")
        out["small"][label] = {"keys": keys.count, "plans": len(plans.options),
                               "keys_ms": _median(lambda st=state: api.option_keys(st, "spell", "me"), reps),
                               "plans_ms": _median(lambda st=state: api.options(st, "spell", "me"), reps)}
    return out


def export(rev: str, into: Path) -> str:
    """``rev`` of this repository exported into ``into``, with a ``castable`` package shim laid
    out as pyproject.toml maps it (``castable`` = solver/_top, ``castable.model`` = model,
    ``castable.solver`` = solver); returns the PYTHONPATH that imports it before the installed
    package (the editable install's finder comes after the path entries)."""
    archive = subprocess.run(["git", "archive", rev], cwd=HERE, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    shim = into / "_shim" / "castable"
    shim.mkdir(parents=True)
    (shim / "__init__.py").symlink_to(into / "solver" / "_top" / "__init__.py")
    (shim / "model").symlink_to(into / "model")
    (shim / "solver").symlink_to(into / "solver")
    return f"{into / '_shim'}{os.pathsep}{into}"


def _run(root: Path, path: str, reps: int) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", "--reps", str(reps)],
                          cwd=root, env=env, check=True, capture_output=True, text=True)
    result = dict(json.loads(done.stdout.strip().splitlines()[-1]))
    assert Path(result.pop("castable")).resolve().is_relative_to(root.resolve()), "imported the wrong castable"
    return result


def _med(xs: list[float]) -> float:
    return statistics.median(xs)


def table(runs: dict[str, list[dict[str, Any]]]) -> list[str]:
    def no(arm: str, i: int) -> float:  # median over boards of each board's median over rounds
        boards = zip(*(r["no"] for r in runs[arm]), strict=True)
        return _med([_med([b[i] for b in rounds]) for rounds in boards])

    out = ["| 500-source \"no\" (`api.decide`, with reasons) | other wall ms | this wall ms | other CPU ms | this CPU ms |",
           "|---|---|---|---|---|",
           f"| median over {len(runs['this'][0]['no'])} \"no\" boards | {no('other', 0):.2f} | {no('this', 0):.2f} "
           f"| {no('other', 1):.2f} | {no('this', 1):.2f} |", "",
           "| board | keys | other keys/s (CPU) | this keys/s (CPU) | plans | other plans/s (CPU) | this plans/s (CPU) |",
           "|---|---|---|---|---|---|---|"]
    def rate(arm: str, label: str, what: str, n: int) -> float:
        return n / _med([r["small"][label][f"{what}_ms"][1] for r in runs[arm]]) * 1000

    for label in SMALL:
        row = runs["this"][0]["small"][label]
        k, p = row["keys"], row["plans"]
        assert all(r["small"][label]["keys"] == k and r["small"][label]["plans"] == p for a in runs.values() for r in a)
        out.append(f"| {label} | {k} | {rate('other', label, 'keys', k):,.0f} | {rate('this', label, 'keys', k):,.0f} "
                   f"| {p} | {rate('other', label, 'plans', p):,.0f} | {rate('this', label, 'plans', p):,.0f} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--other", default=BASE, metavar="REV", help="the git revision to compare with")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.reps)))
        return
    other = args.other
    runs: dict[str, list[dict[str, Any]]] = {"other": [], "this": []}
    with tempfile.TemporaryDirectory() as tmp:
        path = export(other, Path(tmp))
        for _ in range(args.rounds):
            runs["other"].append(_run(Path(tmp), path, args.reps))
            runs["this"].append(_run(HERE, str(HERE), args.reps))
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    lines = [HEADING, "",
             f"`python -m benchmarks.speed11 --rounds {args.rounds} --reps {args.reps}` (one run, "
             f"{time.strftime('%Y-%m-%d %H:%M')} UTC, load average {load} at the end, 2 shared cores; *other*: "
             f"revision {other} (main before speed11), *this*: today's tree; the two alternate round by round). Rates are per "
             "CPU second (the load inflates wall time); medians of the reps, then of the rounds.", "", *table(runs)]
    print("\n".join(lines))
    if args.write:
        from benchmarks.issue11 import write_section
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
