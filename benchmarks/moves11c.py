"""Issue 11 (moves11c): the real-deck move lists (``legal_moves(state, "me")``, its defaults)
side by side with an earlier revision, in CPU time.

    python -m benchmarks.moves11c [--other REV] [--rounds 3] [--reps 3] [--states 50] [--write]

As ``benchmarks.speed11``: the other revision (default ``BASE``, main before moves11c) is
exported from git and imported as ``castable`` by a worker process; the rounds alternate a
worker of each tree so that both see the same load. Each worker times every state's move list
``--reps`` times (median of the reps, CPU time: the machine is shared) and counts the cast and
activate moves and those that carry an option count. A state's figure is its median over the
rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.speed11 import HERE, export

HEADING = "## Issue 11: move lists with plain activations (moves11c)"
END = "<!-- end of the section benchmarks/moves11c.py writes -->"
#: main before moves11c
BASE = "cf1c555"


def worker(reps: int, n_states: int) -> dict[str, Any]:
    import castable
    from castable.model import GameState
    from castable.solver.moves import legal_moves

    from benchmarks.decks import deck_states

    states = [GameState.from_json(d) for _deck, _seed, d in deck_states(n_states)]
    legal_moves(states[0], "me")  # warm-up
    out: dict[str, Any] = {"cpu": [], "moves": 0, "counted": 0, "free": 0, "castable": castable.__file__}
    for st in states:
        cpu = []
        for _ in range(reps):
            c0 = time.process_time()
            got = legal_moves(st, "me")
            cpu.append((time.process_time() - c0) * 1000)
        out["cpu"].append(statistics.median(cpu))
        acts = [m for m in got if m.kind in ("cast", "activate")]
        out["moves"] += len(acts)
        out["counted"] += sum(m.options is not None for m in acts)
        # the counts made without a model (no option budget): the same whatever the load but for
        # count_plain's own time limit on a board with fixed sources
        out["free"] += sum(m.options is not None for m in legal_moves(st, "me", option_budget=0.0)
                           if m.kind in ("cast", "activate"))
    return out


def _run(root: Path, path: str, reps: int, n_states: int) -> dict[str, Any]:
    import os
    import subprocess

    env = {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", "--reps", str(reps),
                           "--states", str(n_states)], cwd=root, env=env, check=True, capture_output=True, text=True)
    result = dict(json.loads(done.stdout.strip().splitlines()[-1]))
    assert Path(result.pop("castable")).resolve().is_relative_to(root.resolve()), "imported the wrong castable"
    return result


def table(runs: dict[str, list[dict[str, Any]]]) -> list[str]:
    def per_state(arm: str) -> list[float]:
        return [statistics.median(r["cpu"][i] for r in runs[arm]) for i in range(len(runs[arm][0]["cpu"]))]

    def q(xs: list[float], p: float) -> float:
        return sorted(xs)[min(len(xs) - 1, int(p * len(xs)))]

    other, this = per_state("other"), per_state("this")
    out = ["| tree | median CPU ms | mean CPU ms | p90 CPU ms | cast/activate moves | with a count | with a count, "
           "no budget |", "|---|---|---|---|---|---|---|"]
    for arm, xs in (("other", other), ("this", this)):
        r = runs[arm][-1]
        out.append(f"| {arm} | {statistics.median(xs):.1f} | {statistics.mean(xs):.1f} | {q(xs, 0.9):.1f} "
                   f"| {r['moves']} | {r['counted']} | {r['free']} |")
    ratio = statistics.median(o / t for o, t in zip(other, this, strict=True) if t > 0)
    out += ["", f"Median over the states of other/this CPU time: {ratio:.2f}; of the medians: "
                f"{statistics.median(other) / statistics.median(this):.2f}.", ""]
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--other", default=BASE, metavar="REV", help="the git revision to compare with")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--states", type=int, default=50)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.reps, args.states)))
        return
    runs: dict[str, list[dict[str, Any]]] = {"other": [], "this": []}
    with tempfile.TemporaryDirectory() as tmp:
        path = export(args.other, Path(tmp))
        for _ in range(args.rounds):
            runs["other"].append(_run(Path(tmp), path, args.reps, args.states))
            runs["this"].append(_run(HERE, str(HERE), args.reps, args.states))
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    lines = [HEADING, "",
             f"`python -m benchmarks.moves11c --rounds {args.rounds} --reps {args.reps} --states {args.states}` (one run, "
             f"{time.strftime('%Y-%m-%d %H:%M')} UTC, load average {load} at the end, 2 shared cores; *other*: revision "
             f"{args.other} (main before moves11c), *this*: this tree; the two alternate round by round). "
             f"`legal_moves(state, \"me\")` with its defaults (5 ms option budget) on the deck states of "
             "`benchmarks/decks.py`; CPU time per move list, median of the reps, then of the rounds.", "", *table(runs)]
    print("\n".join(lines))
    if args.write:
        from benchmarks.issue11 import write_section
        write_section(HEADING, END, lines)


if __name__ == "__main__":
    main()
