"""Issue 12's Commander deck: move lists of seeded states of :func:`benchmarks.decks.commander_state`.

    python -m benchmarks.commander [--states N] [--shown K]

For each state, ``legal_moves(state, "me")`` (its defaults): no state may exit 4 (an unread card:
``legal_moves`` lists it in ``unsupported``, the API raises ``UnsupportedCardError``), and every
witness plan is replayed by the referee. Prints a Markdown section for ``RESULTS.md``: the
totals, and the move lists of the first ``K`` states as ``castable moves`` prints them.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from castable.model.state import GameState
from castable.solver import referee
from castable.solver.moves import Moves, legal_moves

from benchmarks.decks import COMMANDER, commander_state


def run(n: int) -> list[tuple[int, GameState, Moves, float]]:
    out = []
    for seed in range(n):
        state = GameState.from_json(commander_state(seed))
        t0 = time.perf_counter()
        moves = legal_moves(state, "me")
        out.append((seed, state, moves, time.perf_counter() - t0))
    return out


def _where(state: GameState) -> str:
    o = state.object("cmdr")
    assert o is not None
    casts = f", cast {o.command_zone_casts}x before" if o.zone == "command" else ""
    return f"commander in the {o.zone}{' zone' if o.zone == 'command' else ''}{casts}"


def report(results: list[tuple[int, GameState, Moves, float]], shown: int) -> str:
    kinds: Counter[str] = Counter()
    plans = rejected = unread = from_command = 0
    for _, state, moves, _ in results:
        unread += len(moves.unsupported)
        for m in moves.moves:
            kinds[m.kind] += 1
            if m.plan is not None:
                plans += 1
                rejected += bool(referee.check(state, m.plan))
                from_command += m.plan.zone == "command"
    times = sorted(t for *_, t in results)
    lines = ["## Issue 12: the Commander deck's move lists", "",
             f"`benchmarks.decks.commander_state(seed)` for seeds 0-{len(results) - 1}: {COMMANDER} (G/U) as the "
             "commander, the mana base of issue 12 (Sol Ring, Arcane Signet, Command Tower, Commander's Sphere, "
             "Fellwar Stone, Exotic Orchard, Chromatic Lantern, Jeweled Lotus, Mind Stone, Cultivate, Farseek, "
             "basic lands); `legal_moves(state, \"me\")` with its defaults (`python -m benchmarks.commander`).", "",
             f"- {len(results)} states, {unread} unread cards (exit 4: none expected), moves {dict(kinds)}; "
             f"{from_command} casts of the commander from the command zone;",
             f"- {plans} witness plans replayed by the referee, {rejected} rejected;",
             f"- time per move list: median {times[len(times) // 2] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms.", ""]
    for seed, state, moves, _ in results[:shown]:
        lines += [f"Seed {seed} ({_where(state)}; turn {state.active_player}):", "", "```"]
        lines += [m.action for m in moves.moves] or ["(no moves)"]
        lines += ["```", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=40)
    parser.add_argument("--shown", type=int, default=4)
    args = parser.parse_args(argv)
    print(report(run(args.states), args.shown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
