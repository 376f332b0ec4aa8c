"""Issue 11, ``castable mana``: the exact pool enumerator (solver/cpsat/pool_frontier.py) side
by side with the previous CP-SAT listing (one optimisation per maximal pool under the earlier
pools' no-goods, still the fallback: ``iter_pools(..., enumerator=False)``) and the
brute-force ``reference_mana_pools``, in one run.

    python -m benchmarks.issue11_mana [--limit SECONDS] [--append]

Boards: 5 Sungrass Prairie + 9 Tundra + 3 Tropical Island (XMage's test: 88 pools); a
Commander-ish board (Cavern of Souls naming Elf, Azorius and Dimir Signets, 2 Treasures, the
five basics); Orochi Leafcaller with five sources (2 Forests, Birds of Paradise, Sol Ring,
Azorius Signet). Each listing is cut at ``--limit`` seconds; ``--append`` appends the table to
RESULTS.md as its own section.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver import api
from castable.solver.cpsat.pools import iter_pools
from castable.solver.reference.pools import reference_mana_pools

from benchmarks.run import _timed

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"

_LAND = {"mana_cost": "", "type_line": "Land"}
CARDS = [
    {"name": "Sungrass Prairie", **_LAND, "oracle_text": "{1}, {T}: Add {G}{W}."},
    {"name": "Tundra", "mana_cost": "", "type_line": "Land — Plains Island", "oracle_text": ""},
    {"name": "Tropical Island", "mana_cost": "", "type_line": "Land — Forest Island", "oracle_text": ""},
    {"name": "Orochi Leafcaller", "mana_cost": "{G}", "type_line": "Creature — Snake Shaman",
     "oracle_text": "{G}: Add one mana of any color.", "power": "1", "toughness": "1"},
]


def _state(battlefield: list[Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "battlefield": battlefield}, {"name": "opp"}],
                                "cards": CARDS})


def boards() -> list[tuple[str, GameState]]:
    treasure = {"card": "Treasure", "token": True}
    return [
        ("sungrass (5 Prairie, 9 Tundra, 3 Tropical)",
         _state(["Sungrass Prairie"] * 5 + ["Tundra"] * 9 + ["Tropical Island"] * 3)),
        ("cavern + 2 Signets + 2 Treasures + 5 basics",
         _state([{"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}, "Azorius Signet", "Dimir Signet",
                 treasure, treasure, "Forest", "Island", "Plains", "Swamp", "Mountain"])),
        ("leafcaller + 2 Forest, Birds, Sol Ring, Signet",
         _state(["Orochi Leafcaller", "Forest", "Forest", "Birds of Paradise", "Sol Ring", "Azorius Signet"])),
    ]


def _previous(state: GameState, limit: float) -> tuple[int, bool, float]:
    t0 = time.perf_counter()
    it = iter_pools(state, "me", time_limit=limit, enumerator=False)
    n = sum(1 for _ in it)
    return n, it.complete, (time.perf_counter() - t0) * 1000


def measure(label: str, state: GameState, limit: float) -> dict[str, Any]:
    t0 = time.perf_counter()
    pools = api.mana_pools(state, "me", time_limit=limit)
    new_ms = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    counted = api.count_mana_pools(state, "me", time_limit=limit)
    count_ms = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    summary = api.mana_summary(state, "me", time_limit=limit)
    summary_ms = (time.perf_counter() - t0) * 1000
    prev, prev_done, prev_ms = _previous(state, limit)
    ref, ref_ms = _timed(lambda: len(reference_mana_pools(state, "me")), limit)
    return {"label": label, "pools": len(pools.pools), "complete": pools.complete, "ms": new_ms,
            "count": counted.count, "count_ms": count_ms, "total": summary.total, "summary_ms": summary_ms,
            "prev": prev, "prev_done": prev_done, "prev_ms": prev_ms, "ref": ref, "ref_ms": ref_ms}


def table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| board | pools (complete) | list ms | count ms | summary ms (total mana) | previous ms (pools) "
           "| previous/new | reference ms (pools) | reference/new |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        cut = "" if r["prev_done"] else " cut"
        ratio = r["prev_ms"] / r["ms"]
        ref = (f"> {limit * 1000:.0f}", f"> {limit * 1000 / r['ms']:.0f}") if r["ref_ms"] is None else (
            f"{r['ref_ms']:.1f} ({r['ref']})", f"{r['ref_ms'] / r['ms']:.0f}")
        out.append(f"| {r['label']} | {r['pools']} ({'yes' if r['complete'] else 'no'}) | {r['ms']:.1f} "
                   f"| {r['count_ms']:.1f} | {r['summary_ms']:.1f} ({r['total']}) | {r['prev_ms']:.0f}{cut} ({r['prev']}) "
                   f"| {'≥ ' if cut else ''}{ratio:.0f} | {ref[0]} | {ref[1]} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per listing (previous, reference)")
    ap.add_argument("--append", action="store_true", help="append the section to RESULTS.md")
    args = ap.parse_args(argv)
    rows = [measure(label, st, args.limit) for label, st in boards()]
    lines = ["", "## Issue 11: maximal mana pools (`castable mana`)", "",
             f"`python -m benchmarks.issue11_mana --limit {args.limit:g}` (one run, shared 2-core machine). *list*: "
             "`mana_pools` (the exact enumerator over classes of identical sources); *count*: `count_mana_pools`; "
             "*summary*: `mana_summary`; *previous*: the CP-SAT listing used before (one optimisation per pool), cut at "
             "the limit; *reference*: the brute-force `reference_mana_pools`, cut at the limit.", "",
             *table(rows, args.limit)]
    print("\n".join(lines))
    if args.append:
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
