"""Issue 11: factored listing and counting, side by side with today's enumeration (one solve
per option, ``search.enumerate_options``, kept callable) and the brute-force reference, in one
run, as ratios.

    python -m benchmarks.issue11 [--limit SECONDS] [--seeds N] [--write]

Workloads: the issue-3 boards (``benchmarks/issue3.py``) and random 20- and 40-source boards
(``benchmarks/boards.py``, the first ``--seeds`` seeds). For each: the factored listing (plans/s;
option keys/s = distinct option keys computed from the listed plans per second of listing plus
key computation), the count (ms: ``api.count_options``, model-free where ``plaincount`` reads the
card; *model count ms*: the CP-SAT count alone), the first factored version (``factored.py`` as merged at
``BASE``, loaded from git), the enumeration before issue 11 and the reference's listing, each
cut at ``--limit`` seconds. ``--write`` replaces the generated part of RESULTS.md's issue-11
section (up to its ``END`` marker; the text after the marker and the rest of the file stay).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver.api import _may_begin
from castable.solver.api import count_options as api_count
from castable.solver.cpsat import factored
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import count_options, enumerate_options, list_options

from benchmarks import boards
from benchmarks.issue3 import WORKLOADS, issue3_board
from benchmarks.run import _timed

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
HEADING = "## Issue 11: factored listing and counting"
END = "<!-- end of the table benchmarks/issue11.py writes -->"
#: the merge that brought the first factored listing (one CP-SAT solve per payment class)
BASE = "caf0272"


def module_at(rev: str, path: str, name: str) -> types.ModuleType | None:
    """``path`` (relative to the repository) as it was at the git revision ``rev``, run as a fresh
    module called ``name`` beside today's code (None without git or that revision). Its imports are
    today's modules; the benchmarks use it to time our own pinned history in the same run."""
    try:
        source = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True, check=True,
                                cwd=RESULTS.parent.parent).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    module = types.ModuleType(name)
    sys.modules[name] = module  # dataclasses look their module up
    exec(compile(source, f"{rev}:{path}", "exec"), module.__dict__)
    return module


def base_factored() -> types.ModuleType | None:
    """``solver/cpsat/factored.py`` as it was at ``BASE``: it imports only what the extractor and
    the search module still export."""
    return module_at(BASE, "solver/cpsat/factored.py", "castable.solver.cpsat._factored_base")


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
    count = api_count(state, card, "me", time_limit=limit).count  # the public count: model-free where it can
    t_count = time.perf_counter() - t0
    t0 = time.perf_counter()
    model_count = sum(count_options(CastModel(indexed, "me", o), time_limit=limit)[0] for o in objs)
    t_model = time.perf_counter() - t0
    assert model_count == count or t_model >= limit, (label, count, model_count)
    row.update(options=len(keys), complete=complete, list_ms=t_list * 1000, plans_s=len(plans) / t_list if t_list else 0,
               keys_s=len(keys) / t_keys if t_keys else 0, count=count, count_ms=t_count * 1000,
               model_count_ms=t_model * 1000)
    base = base_factored()
    if base is not None:
        t0 = time.perf_counter()
        old, old_done = 0, True
        for o in objs:
            cm = CastModel(indexed, "me", o)
            found, done, _ = (base.list_options(cm, limit=None, time_limit=limit) if base.factorable(cm)
                              else enumerate_options(cm, limit=None, time_limit=limit))
            old += len(found)
            old_done = old_done and done
        row.update(base_ms=(time.perf_counter() - t0) * 1000, base_options=old, base_complete=old_done)
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


def _vs(r: dict[str, Any], key: str) -> tuple[str, str]:
    """(``ms (options)``, ratio to the new listing) of a listing cut at the limit."""
    if f"{key}_ms" not in r:
        return "n/a", "n/a"
    ms, done = r[f"{key}_ms"], r[f"{key}_complete"]
    ratio = ms / r["list_ms"] if r["list_ms"] else 0
    return (f"{ms:.1f}" + ("" if done else " (cut)") + f" ({r[f'{key}_options']})",
            f"{'' if done else '≥ '}{ratio:.1f}")


def table(rows: list[dict[str, Any]], limit: float) -> list[str]:
    out = ["| workload | factored | options (complete) | list ms | plans/s | option keys/s | count | count ms | model count ms |"
           " first factored ms (options) | first/new | previous ms (options) | previous/new | reference ms | reference/new |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        base, base_ratio = _vs(r, "base")
        prev, prev_ratio = _vs(r, "prev")
        ref = r["ref_ms"]
        ref_ratio = f"{ref / r['list_ms']:.1f}" if ref is not None and r["list_ms"] else f"> {limit * 1000 / r['list_ms']:.1f}"
        out.append(f"| {r['label']} | {'yes' if r['factored'] else 'no'} | {r['options']} ({'yes' if r['complete'] else 'no'})"
                   f" | {r['list_ms']:.1f} | {r['plans_s']:.0f} | {r['keys_s']:.0f} | {r['count']} | {r['count_ms']:.1f}"
                   f" | {r.get('model_count_ms', 0.0):.1f}"
                   f" | {base} | {base_ratio} | {prev} | {prev_ratio} | {_ms(ref, limit)} | {ref_ratio} |")
    return out


def write_section(heading: str, end: str, lines: list[str]) -> None:
    """Replace a script's own section of RESULTS.md (from ``heading`` to its ``end`` marker)
    with ``lines``, or append it at the end the first time."""
    text = RESULTS.read_text(encoding="utf-8")
    body = "\n".join(lines) + "\n\n" + end + "\n"
    start = text.find(heading)
    if start < 0:
        RESULTS.write_text(text.rstrip("\n") + "\n\n" + body, encoding="utf-8")
        return
    stop = text.index(end, start) + len(end) + 1
    RESULTS.write_text(text[:start] + body + text[stop:], encoding="utf-8")


def write(lines: list[str]) -> None:
    """Replace the generated part of the issue-11 section (heading to ``END``) with ``lines``."""
    text = RESULTS.read_text(encoding="utf-8")
    start = text.index(HEADING)
    end = text.find(END, start)
    if end < 0:  # no marker yet: the old section ends at the next heading (or the file's end)
        nxt = text.find("\n## ", start + len(HEADING))
        rest = END + "\n" + (text[nxt:] if nxt >= 0 else "")
    else:
        rest = text[end:]
    RESULTS.write_text(text[:start] + "\n".join(lines) + "\n\n" + rest, encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per listing (previous, reference)")
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--write", action="store_true", help="replace the table of RESULTS.md's issue-11 section")
    args = ap.parse_args(argv)
    rows = [measure(label, st, card, args.limit) for label, st, card in workloads(args.seeds)]
    lines = [HEADING, "",
             f"`python -m benchmarks.issue11 --limit {args.limit:g} --seeds {args.seeds}` (one run; the machine is a shared, "
             "loaded 2-core box, so absolute times are noisy: read the ratios). *first factored*: `factored.py` as merged "
             f"at {BASE} (one CP-SAT solve per cost tuple and per payment class; a card where an object both pays and is "
             "targeted enumerated one solve per option); *previous*: the enumeration before issue 11 (one CP-SAT solve per "
             "option under blocking clauses); *reference*: the brute-force `enumerate_plans`; each cut at the limit. "
             "*factored*: whether `factorable` held (else the listing is the previous enumeration, with the indexed state).",
             "", *table(rows, args.limit)]
    print("\n".join(lines))
    if args.write:
        write(lines)


if __name__ == "__main__":
    main()
