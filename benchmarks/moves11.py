"""Issue 11 (moves11): option counts on the move lists of the real-deck states, with and without
``plaincount.count_plain`` (the count made straight from the state, no CastModel), in one run and
one process, the two variants alternating state by state so that the machine's load falls on
both alike. ``python -m benchmarks.moves11 [--states N] [--write]`` (``--write``: replace this
script's section of RESULTS.md)."""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from castable.model.state import GameState

from benchmarks.decks import deck_states

HEADING = "### Move lists: plain counts (moves11)"
END = "<!-- end moves11 -->"


def _run(states: list[GameState], plain: bool) -> tuple[float, int, int, int]:
    """(median ms, cast/activate moves, moves with a count, cast moves counted by count_plain)."""
    from castable.solver import moves
    from castable.solver.cpsat import plaincount

    original = moves.count_plain
    moves.count_plain = original if plain else (lambda *_a: None)  # type: ignore[assignment]
    try:
        times, n, known, by_plain = [], 0, 0, 0
        for st in states:
            t0 = time.perf_counter()
            got = moves.legal_moves(st, "me")
            times.append((time.perf_counter() - t0) * 1000)
            for m in got:
                if m.kind in ("cast", "activate"):
                    n += 1
                    known += m.options is not None
                    obj = st.object(m.object) if m.kind == "cast" and m.object else None
                    by_plain += obj is not None and plaincount.count_plain(st, "me", obj) is not None
        return statistics.median(times), n, known, by_plain
    finally:
        moves.count_plain = original  # type: ignore[assignment]


def measure(n_states: int) -> dict[str, Any]:
    from castable.solver.moves import legal_moves

    states = [GameState.from_json(d) for _deck, _seed, d in deck_states(n_states)]
    legal_moves(states[0], "me")  # warm-up
    out: dict[str, Any] = {"before": [], "after": []}
    for st in states:  # alternate per state: the load falls on both
        out["before"].append(_run([st], plain=False))
        out["after"].append(_run([st], plain=True))
    summary = {}
    for k, rows in out.items():
        summary[k] = {"median_ms": statistics.median(r[0] for r in rows), "moves": sum(r[1] for r in rows),
                      "counted": sum(r[2] for r in rows), "plain": sum(r[3] for r in rows)}
    return summary


def lines(summary: dict[str, Any], n_states: int) -> list[str]:
    b, a = summary["before"], summary["after"]
    return [HEADING, "",
            f"`legal_moves(state, \"me\")` (defaults: 5 ms option budget) on {n_states} deck states, without and with "
            "`plaincount.count_plain` (a plain cast counted from the state, no CastModel), alternating per state in one "
            "process (`python -m benchmarks.moves11`).", "",
            "| variant | median ms | cast/activate moves | with a count | counted by count_plain |",
            "|---|---|---|---|---|",
            f"| before (no count_plain) | {b['median_ms']:.1f} | {b['moves']} | {b['counted']} | – |",
            f"| after | {a['median_ms']:.1f} | {a['moves']} | {a['counted']} | {a['plain']} |", ""]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--states", type=int, default=50)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    summary = measure(args.states)
    text = lines(summary, args.states)
    print("\n".join(text))
    if args.write:
        from benchmarks.issue11 import write_section

        write_section(HEADING, END, text)


if __name__ == "__main__":
    main()
