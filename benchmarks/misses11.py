"""Issue 11 (misses11): the deck-state moves whose move list carries no option count, and why.

    python -m benchmarks.misses11 [--states 50] [--reps 3]

Issue 11 asks for "an exact option count on every move of the deck states within its budget".
``benchmarks.moves11c`` counts the moves that have one; this lists those that don't: each cast or
activate move of ``legal_moves(state, "me", option_budget=0.0)`` (the counts made without a
model, as with the default budget) whose ``options`` is None, with its plain count made again
with the move list's caps lifted (``plaincount.patient``: None would mean the plain count
declines the move, not that it ran out of time) and that count's CPU time, the minimum of
``--reps`` runs (the machine is shared: CPU time, and the least of a few).
"""

from __future__ import annotations

import argparse
import re
import time
from typing import Any

HEADING = "## Issue 11: deck-state moves without a count (misses11)"


def misses(n_states: int, reps: int) -> tuple[int, list[dict[str, Any]]]:
    """The number of cast/activate moves and, per move without a count, its row."""
    from castable.model import GameState
    from castable.solver.cpsat import plaincount
    from castable.solver.moves import legal_moves

    from benchmarks.decks import deck_states

    total = 0
    rows: list[dict[str, Any]] = []
    for deck, seed, d in deck_states(n_states):
        state = GameState.from_json(d)
        for m in legal_moves(state, "me", option_budget=0.0):
            if m.kind not in ("cast", "activate"):
                continue
            total += 1
            if m.options is not None:
                continue
            found = re.match(r"(?:cast|activate) ([^ #]+)", m.action)
            assert found is not None
            obj = state.object(found.group(1))
            assert obj is not None
            times: list[float] = []
            count = None
            for _ in range(reps):
                c0 = time.process_time()
                with plaincount.patient(60.0):
                    count = plaincount.count_plain(state, "me", obj) if m.kind == "cast" else \
                        plaincount.count_plain_activation(state, "me", obj, m.ability or 0)
                times.append((time.process_time() - c0) * 1000)
            rows.append({"deck": deck, "seed": seed, "card": obj.name, "kind": m.kind, "count": count,
                         "first_ms": times[0], "least_ms": min(times)})
    return total, rows


def table(total: int, rows: list[dict[str, Any]]) -> list[str]:
    out = [f"{total - len(rows)} of {total} cast/activate moves carry a count within the caps; the "
           f"{len(rows)} others:", "", "| deck | seed | move | plain count, caps lifted | its CPU ms: first, least |",
           "|---|---|---|---|---|"]
    for r in rows:
        count = "declined" if r["count"] is None else f"{r['count']:,}"
        ms = f"{r['first_ms']:.1f}, {r['least_ms']:.1f}"
        out.append(f"| {r['deck']} | {r['seed']} | {r['kind']} {r['card']} | {count} | {ms} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--states", type=int, default=50)
    ap.add_argument("--reps", type=int, default=3)
    args = ap.parse_args(argv)
    total, rows = misses(args.states, args.reps)
    print("\n".join([HEADING, "", f"`python -m benchmarks.misses11 --states {args.states} --reps {args.reps}` "
                     f"({time.strftime('%Y-%m-%d %H:%M')} UTC)", "", *table(total, rows)]))


if __name__ == "__main__":
    main()
