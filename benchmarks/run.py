"""Benchmark castable against the brute-force reference and a Forge-style greedy payer.

    python -m benchmarks.run            # full run (< 15 min on 2 cores)
    python -m benchmarks.run --quick    # fewer boards (< 2 min)

Each workload (a board size, or the 500-creature convoke board) runs in two fresh worker
processes, one for castable (+ greedy + referee checks) and one for the reference, so that
each reports its own peak memory (``ru_maxrss``). The parent gathers their JSON and writes
``benchmarks/RESULTS.md``.

The issue-3 workloads (``benchmarks/issue3.py``: Arc Lightning, Rolling Thunder, Cryptic
Command, Kolaghan's Command, Collective Defiance on fixed boards) run the same way, each call
repeated on its one board, and their option counts are checked against an independent count.

The issue-5 workloads (``benchmarks/issue5.py``, states from real decks in ``benchmarks/decks.py``):
``legal_moves`` against the reference move generator, the ``castable serve`` round trip, and
``autotap.best_payment`` against a greedy autotapper.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import platform
import resource
import signal
import statistics
import subprocess
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from benchmarks.boards import CONVOKE_LABEL, SIZES, workload_board
from benchmarks.issue3 import WORKLOADS as ISSUE3_WORKLOADS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

#: label -> (boards for can-cast, boards for options), full and quick.
FULL = {"5": (30, 10), "10": (30, 10), "20": (30, 10), "40": (30, 10), "80": (30, 10), "500": (10, 4), CONVOKE_LABEL: (10, 4)}
QUICK = {"5": (10, 3), "10": (10, 3), "20": (10, 3), "40": (8, 2), "80": (4, 1), "500": (2, 1), CONVOKE_LABEL: (2, 1)}
WORKLOADS = [str(n) for n in SIZES] + [CONVOKE_LABEL]
#: After this many consecutive reference time-outs in a workload, the rest are not run
#: (and counted as time-outs: the reference is exponential, larger boards don't get easier).
REF_GIVE_UP = 3
#: Issue-3 workloads (one fixed board each): (repeated can-cast calls, repeated options calls).
ISSUE3_FULL = (15, 3)
ISSUE3_QUICK = (5, 1)
#: The reference's repeated calls on one issue-3 board stop after a time-out (the same board
#: would time out again) or once they have used this many seconds.
ISSUE3_REF_BUDGET = 3.0
CASTABLE_TIME_LIMIT = 10.0
OPTIONS_LIMIT = 1000


#: Honest notes on the targets missed (written by hand from the measurements; see git log).
MISS_NOTES = [
    "- **A \"no\" costs milliseconds.** Medians are under 1 ms where most boards are castable: an exact max-flow "
    "fast path answers \"yes\" for plain mana costs and simple sources, and its witnesses are checked by the referee "
    "in the tests. A \"no\" must be proved: unless the resource bound (solver/precheck/bounds.py) settles it, CP-SAT proves "
    "infeasibility and then the explanation (a minimal core of requirement groups, and the most mana that can be made) "
    "costs a few more solves. That is the 5-source median (16 of 30 boards are \"no\") and most of every p99.",
    "- **The reference is fast on small \"yes\" boards** because it stops at its first legal plan; it is exponential "
    "on \"no\" boards and on listings (see its p99 and time-outs). The 20x target assumed a slow reference; at 20 "
    "sources both answer in about a millisecond, so the ratio is 2-3x; at 40 and 80 sources it grows (the reference "
    "times out).",
    "- **500 mixed sources** (Signets among them) take about a second: mana abilities with a mana cost are modelled "
    "per object with pairwise ranked flows (so that no mana comes from nowhere), which grows with the square of "
    "their number. Interchangeable costless sources are counted classes and cost nothing (convoke-500: ~5 ms).",
    "- **Issue 5: a full move list** also counts the options of its moves, within one 5 ms budget for the whole "
    "list (`legal_moves` defaults); the first listing started always builds its model, which costs a few ms beyond "
    "the budget, so the median lands just above 20 ms. Without option counts (`count_options=False`) the same move "
    "list has a median of about 10 ms (p99 ~100 ms: states with many activatable abilities or a \"no\" to prove); "
    "counting options cheaply needs a counter that is not one solve per option.",
    "- **Listings** are bounded by the number of distinct options (thousands on big boards); each further option "
    "costs one solve with one more clause.",
]


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _tb_summary(e: BaseException) -> str:
    frames = traceback.extract_tb(e.__traceback__)[-3:]
    where = " <- ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(frames))
    return f"{type(e).__name__}: {e} [{where}]"


# ----- workers --------------------------------------------------------------------------------

def _states(label: str, n: int) -> list[Any]:
    from castable.model.state import GameState
    return [GameState.from_json(workload_board(label, seed)) for seed in range(n)]


def worker_castable(label: str, n_cast: int, n_opt: int, limit: float) -> dict[str, Any]:
    from castable.model.state import GameState
    from castable.solver.api import can_cast, options

    from benchmarks.greedy import greedy_can_pay

    try:
        from castable.solver.referee import check
    except ImportError:  # pragma: no cover - the referee is optional
        check = None

    # warm-up (imports, first CP-SAT model) on an unrelated small board
    warm = GameState.from_json(workload_board("5", 10_000))
    can_cast(warm, "spell")
    states = _states(label, max(n_cast, n_opt))
    base_rss = _rss_mb()
    out: dict[str, Any] = {"cast": [], "options": [], "referee_failures": [], "errors": [], "base_rss_mb": base_rss}
    for seed, st in enumerate(states[:n_cast]):
        rec: dict[str, Any] = {"seed": seed, "spell": st.object("spell").name}
        t0 = time.perf_counter()
        try:
            ans = can_cast(st, "spell", time_limit=CASTABLE_TIME_LIMIT)
            rec["ms"] = (time.perf_counter() - t0) * 1000
            rec["castable"] = ans.castable
            if ans.plan is not None and check is not None:
                problems = check(st, ans.plan)
                if problems:
                    out["referee_failures"].append({"seed": seed, "what": "can_cast plan", "problems": problems[:3]})
        except Exception as e:
            rec["ms"] = None
            rec["castable"] = "error"
            out["errors"].append({"seed": seed, "call": "can_cast", "error": _tb_summary(e)})
        t0 = time.perf_counter()
        try:
            rec["greedy"] = greedy_can_pay(st, "spell")
        except Exception as e:
            rec["greedy"] = "error"
            out["errors"].append({"seed": seed, "call": "greedy_can_pay", "error": _tb_summary(e)})
        rec["greedy_ms"] = (time.perf_counter() - t0) * 1000
        out["cast"].append(rec)
    for seed, st in enumerate(states[:n_opt]):
        rec = {"seed": seed}
        t0 = time.perf_counter()
        try:
            ans = options(st, "spell", limit=OPTIONS_LIMIT, time_limit=limit)
            rec["ms"] = (time.perf_counter() - t0) * 1000
            rec.update(count=ans.count, complete=ans.complete, timed_out=ans.timed_out)
            if check is not None:
                bad = [(i, p) for i, plan in enumerate(ans.options) if (p := check(st, plan))]
                if bad:
                    out["referee_failures"].append({"seed": seed, "what": f"options plans ({len(bad)} of {ans.count})",
                                                    "problems": bad[0][1][:3]})
        except Exception as e:
            rec.update(ms=None, error=True)
            out["errors"].append({"seed": seed, "call": "options", "error": _tb_summary(e)})
        out["options"].append(rec)
    out["peak_rss_mb"] = _rss_mb()
    return out


class _Timeout(BaseException):
    pass


def _alarm(_sig: int, _frame: Any) -> None:
    raise _Timeout


def _timed(fn: Any, limit: float) -> tuple[Any, float | None]:
    """(result, ms) or (None, None) after ``limit`` seconds."""
    signal.signal(signal.SIGALRM, _alarm)
    t0 = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        res = fn()
    except _Timeout:
        return None, None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return res, (time.perf_counter() - t0) * 1000


def worker_reference(label: str, n_cast: int, n_opt: int, limit: float) -> dict[str, Any]:
    try:
        from castable.solver.reference import enumerate_plans, reference_can_cast
    except ImportError:
        return {"missing": True}
    states = _states(label, max(n_cast, n_opt))
    base_rss = _rss_mb()
    out: dict[str, Any] = {"cast": [], "options": [], "errors": [], "base_rss_mb": base_rss}
    for kind, n, fn in (("cast", n_cast, reference_can_cast), ("options", n_opt, enumerate_plans)):
        streak = 0
        for seed, st in enumerate(states[:n]):
            rec: dict[str, Any] = {"seed": seed}
            if streak >= REF_GIVE_UP:
                rec.update(ms=None, skipped=True)
            else:
                try:
                    res, ms = _timed(lambda st=st, fn=fn: fn(st, "spell"), limit)
                except Exception as e:
                    res, ms = None, None
                    rec["error"] = True
                    out["errors"].append({"seed": seed, "call": fn.__name__, "error": _tb_summary(e)})
                rec["ms"] = ms
                if ms is not None:
                    rec["result"] = res if kind == "cast" else len(res)
                streak = 0 if ms is not None else streak + 1
            out[kind].append(rec)
    out["peak_rss_mb"] = _rss_mb()
    return out


# ----- issue-3 workers (targets, division, modes: one fixed board, repeated calls) ------------

def worker_issue3_castable(label: str, n_cast: int, n_opt: int, limit: float) -> dict[str, Any]:
    from castable.model.state import GameState
    from castable.solver.api import can_cast, options
    from castable.solver.referee import check

    from benchmarks.issue3 import issue3_board

    can_cast(GameState.from_json(workload_board("5", 10_000)), "spell")  # warm-up
    st = GameState.from_json(issue3_board(label))
    out: dict[str, Any] = {"cast": [], "options": [], "referee_failures": [], "errors": [], "checked": 0,
                           "duplicates": []}
    for i in range(n_cast):
        t0 = time.perf_counter()
        try:
            ans = can_cast(st, "spell", time_limit=CASTABLE_TIME_LIMIT)
            out["cast"].append({"ms": (time.perf_counter() - t0) * 1000, "castable": ans.castable})
            if ans.plan is not None:
                out["checked"] += 1
                if problems := check(st, ans.plan):
                    out["referee_failures"].append({"seed": i, "what": "can_cast plan", "problems": problems[:3]})
        except Exception as e:
            out["cast"].append({"ms": None, "castable": "error"})
            out["errors"].append({"seed": i, "call": "can_cast", "error": _tb_summary(e)})
    for i in range(n_opt):
        t0 = time.perf_counter()
        try:
            ans = options(st, "spell", limit=OPTIONS_LIMIT, time_limit=limit)
            rec = {"ms": (time.perf_counter() - t0) * 1000, "count": ans.count, "complete": ans.complete,
                   "timed_out": ans.timed_out}
            out["checked"] += ans.count
            bad = [(j, p) for j, plan in enumerate(ans.options) if (p := check(st, plan))]
            if bad:
                out["referee_failures"].append({"seed": i, "what": f"options plans ({len(bad)} of {ans.count})",
                                                "problems": bad[0][1][:3]})
            keys = {plan.option_key(st) for plan in ans.options}
            if len(keys) != ans.count:
                out["duplicates"].append({"seed": i, "count": ans.count, "distinct": len(keys)})
        except Exception as e:
            rec = {"ms": None, "error": True}
            out["errors"].append({"seed": i, "call": "options", "error": _tb_summary(e)})
        out["options"].append(rec)
    out["peak_rss_mb"] = _rss_mb()
    return out


def worker_issue3_reference(label: str, n_cast: int, n_opt: int, limit: float) -> dict[str, Any]:
    from castable.model.state import GameState
    from castable.solver.reference import enumerate_plans, reference_can_cast

    from benchmarks.issue3 import issue3_board

    st = GameState.from_json(issue3_board(label))
    out: dict[str, Any] = {"cast": [], "options": [], "errors": []}
    for kind, n, fn in (("cast", n_cast, reference_can_cast), ("options", n_opt, enumerate_plans)):
        used = 0.0
        for i in range(n):
            if used >= ISSUE3_REF_BUDGET and out[kind]:
                break
            try:
                res, ms = _timed(lambda fn=fn: fn(st, "spell"), limit)
            except Exception as e:
                out["errors"].append({"seed": i, "call": fn.__name__, "error": _tb_summary(e)})
                break
            out[kind].append({"ms": ms, "result": None if ms is None else (res if kind == "cast" else len(res))})
            if ms is None:
                break
            used += ms / 1000
    out["peak_rss_mb"] = _rss_mb()
    return out


def summarize_issue3(label: str, c: dict[str, Any], r: dict[str, Any], limit: float) -> dict[str, Any]:
    from benchmarks.issue3 import SPELL_NAME, describe, expected_options

    row: dict[str, Any] = {"section": "issue3", "label": label, "spell": SPELL_NAME[label.partition("-")[0]],
                           "board": describe(label), "expected": expected_options(label)}
    if "crashed" in c:
        row["crashed"] = c["crashed"]
        return row
    times = [x["ms"] for x in c["cast"] if x["ms"] is not None]
    row["n"] = len(c["cast"])
    row["answers"] = sorted({str(x["castable"]) for x in c["cast"]})
    row["cast_med"] = statistics.median(times) if times else None
    row["cast_p99"] = _pct(times, 99) if times else None
    opts = [x for x in c["options"] if x.get("ms") is not None]
    row["opt_n"] = len(c["options"])
    row["opt_med"] = statistics.median([x["ms"] for x in opts]) if opts else None
    row["opt_p99"] = _pct([x["ms"] for x in opts], 99) if opts else None
    row["opt_counts"] = sorted({x["count"] for x in opts})
    row["opt_complete"] = sum(1 for x in opts if x["complete"])
    row["checked"] = c["checked"]
    row["errors"] = c["errors"]
    row["referee_failures"] = c["referee_failures"]
    row["duplicates"] = c["duplicates"]
    row["rss"] = c["peak_rss_mb"]
    findings = []
    for x in opts:
        if x["complete"] and x["count"] != row["expected"]:
            findings.append(f"castable lists {x['count']} options (complete), expected {row['expected']}")
        elif not x["complete"] and x["count"] > row["expected"]:
            findings.append(f"castable lists {x['count']} options (incomplete), more than the {row['expected']} expected")
    if any(x["castable"] is not True for x in c["cast"] if x["ms"] is not None):
        findings.append(f"can_cast answered {row['answers']} (every board is castable)")
    row["ref_crashed"] = r.get("crashed")
    row["ref_errors"] = r.get("errors", [])
    if "cast" in r:
        rc, ro = r["cast"], r["options"]
        ref_times = [x["ms"] if x["ms"] is not None else math.inf for x in rc]
        row["ref_n"] = len(rc)
        row["ref_med"] = statistics.median(ref_times) if ref_times else None
        row["ref_p99"] = _pct(ref_times, 99) if ref_times else None
        row["ref_timeouts"] = sum(1 for x in rc if x["ms"] is None)
        ro_times = [x["ms"] if x["ms"] is not None else math.inf for x in ro]
        row["ref_opt_n"] = len(ro)
        row["ref_opt_med"] = statistics.median(ro_times) if ro_times else None
        row["ref_opt_timeouts"] = sum(1 for x in ro if x["ms"] is None)
        row["ref_count"] = next((x["result"] for x in ro if x["ms"] is not None), None)
        if any(x["result"] is not True for x in rc if x["ms"] is not None):
            findings.append("reference_can_cast says no")
        if row["ref_count"] is not None and row["ref_count"] != row["expected"]:
            findings.append(f"reference lists {row['ref_count']} options, expected {row['expected']}")
        finite = [t for t in ref_times if not math.isinf(t)]
        row["ratio"] = (row["cast_med"] / statistics.median(finite)
                        if finite and not row["ref_timeouts"] and row["cast_med"] else None)
        ro_finite = [t for t in ro_times if not math.isinf(t)]
        row["opt_ratio"] = (row["opt_med"] / statistics.median(ro_finite)
                            if ro_finite and not row["ref_opt_timeouts"] and row["opt_med"] is not None
                            and row["opt_complete"] == len(opts) else None)
    row["findings"] = findings
    return row


def render_issue3(rows: list[dict[str, Any]], limit: float) -> list[str]:
    lines = ["## Issue 3: targets, divided damage, modes", "",
             "One fixed board per workload (`benchmarks/issue3.py`), the spell castable on every board; the calls are "
             "repeated on the same parsed `GameState` (can-cast / options repetitions in the `calls` columns). "
             "*Expected* = distinct options counted independently (partitions of the damage over classes of "
             "interchangeable targets; every mode/target choice up to interchangeable objects): identical Grizzly "
             "Bears, Divinations, Mountains count once. Any target also includes both players. The reference's "
             f"repetitions stop at a time-out or after {ISSUE3_REF_BUDGET:g} s. Ratios only where both finished "
             "(options: castable complete too).", "",
             "| workload | spell | board | can-cast calls | castable median | castable p99 | reference median "
             "| reference p99 | ref time-outs | castable/ref |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "crashed" in r:
            lines.append(f"| {r['label']} | {r['spell']} | worker crashed: {r['crashed']} |||||||")
            continue
        ratio = f"{r['ratio']:.2f}" if r.get("ratio") is not None else "–"
        lines.append(f"| {r['label']} | {r['spell']} | {r['board']} | {r['n']} | {_fmt_ms(r['cast_med'], limit)} | "
                     f"{_fmt_ms(r['cast_p99'], limit)} | {_fmt_ms(r.get('ref_med'), limit)} | "
                     f"{_fmt_ms(r.get('ref_p99'), limit)} | {r.get('ref_timeouts', '–')}/{r.get('ref_n', '–')} | {ratio} |")
    lines += ["", f"Options ({OPTIONS_LIMIT} max, {limit:g} s limit):", "",
              "| workload | options calls | castable median | castable p99 | castable options (complete) | expected "
              "| reference median | reference options | ref time-outs | castable/ref | plans checked by referee "
              "| referee failures |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "crashed" in r:
            continue
        counts = ", ".join(str(n) for n in r["opt_counts"]) or "–"
        ratio = f"{r['opt_ratio']:.2f}" if r.get("opt_ratio") is not None else "–"
        ref_count = str(r["ref_count"]) if r.get("ref_count") is not None else "–"
        fails = sum(1 for _ in r["referee_failures"])
        lines.append(f"| {r['label']} | {r['opt_n']} | {_fmt_ms(r['opt_med'], limit)} | {_fmt_ms(r['opt_p99'], limit)} | "
                     f"{counts} ({r['opt_complete']}/{r['opt_n']}) | {r['expected']} | "
                     f"{_fmt_ms(r.get('ref_opt_med'), limit)} | {ref_count} | "
                     f"{r.get('ref_opt_timeouts', '–')}/{r.get('ref_opt_n', '–')} | {ratio} | {r['checked']} | {fails} |")
    lines.append("")
    return lines


def issue3_findings(rows: list[dict[str, Any]]) -> list[str]:
    lines = []
    for r in rows:
        if "crashed" in r:
            lines.append(f"- **{r['label']}: castable worker crashed**: {r['crashed']}")
            continue
        for e in r["errors"]:
            lines.append(f"- **{r['label']} (call {e['seed']}): exception in `{e['call']}`**: `{e['error']}`")
        for f in r["referee_failures"]:
            lines.append(f"- **{r['label']} (call {f['seed']}): referee rejects {f['what']}**: {f['problems']}")
        for d in r["duplicates"]:
            lines.append(f"- **{r['label']}: options lists the same option twice**: {d['count']} plans, "
                         f"{d['distinct']} distinct")
        for f in r["findings"]:
            lines.append(f"- **{r['label']}: {f}**")
        for e in r.get("ref_errors", []):
            lines.append(f"- {r['label']}: exception in reference `{e['call']}`: `{e['error']}`")
        if r.get("ref_crashed"):
            lines.append(f"- {r['label']}: reference worker crashed: {r['ref_crashed']}")
    return lines


# ----- parent ---------------------------------------------------------------------------------

def _run_worker(engine: str, label: str, n_cast: int, n_opt: int, limit: float) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "benchmarks.run", "--worker", engine, "--label", label,
           "--n-cast", str(n_cast), "--n-opt", str(n_opt), "--limit", str(limit)]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    budget = 60 + (n_cast + n_opt) * (limit + CASTABLE_TIME_LIMIT) * 1.5
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=budget)
    except subprocess.TimeoutExpired:
        return {"crashed": f"worker exceeded {budget:.0f} s"}
    if proc.returncode != 0:
        return {"crashed": proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}"}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _run_issue5_worker(name: str, n: int, limit: float, budget: float) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "benchmarks.run", "--worker", "issue5", "--label", name, "--n-cast", str(n),
           "--limit", str(limit)]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=budget)
    except subprocess.TimeoutExpired:
        return {"crashed": f"worker exceeded {budget:.0f} s"}
    print(f"[issue5 {name}] {time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)
    if proc.returncode != 0:
        return {"crashed": proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}"}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); inf entries are time-outs."""
    s = sorted(values)
    k = max(0, min(len(s) - 1, math.ceil(q / 100 * len(s)) - 1))
    return s[k]


def _fmt_ms(v: float | None, limit: float) -> str:
    if v is None:
        return "–"
    if math.isinf(v):
        return f"> {limit * 1000:.0f}"
    return f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def _fmt_x(v: float) -> str:
    return f"{v:.1f}×" if v >= 1 else f"{v:.2f}×"


def _machine() -> dict[str, str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        import ortools
        ortools_version = ortools.__version__
    except ImportError:
        ortools_version = "missing"
    try:
        uname = subprocess.run(["uname", "-a"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        uname = " ".join(platform.uname())
    return {"uname": uname, "cpu": cpu, "cores": str(os.cpu_count()),
            "python": sys.version.split()[0], "ortools": ortools_version,
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}


def summarize(label: str, c: dict[str, Any], r: dict[str, Any], limit: float) -> dict[str, Any]:
    row: dict[str, Any] = {"label": label}
    if "crashed" in c:
        row["crashed"] = c["crashed"]
        return row
    cast = c["cast"]
    ok = [x for x in cast if x["ms"] is not None]
    times = [x["ms"] for x in ok]
    row["n"] = len(cast)
    row["yes"] = sum(1 for x in ok if x["castable"] is True)
    row["no"] = sum(1 for x in ok if x["castable"] is False)
    row["undecided"] = sum(1 for x in ok if x["castable"] is None)
    row["cast_med"] = statistics.median(times) if times else None
    row["cast_p99"] = _pct(times, 99) if times else None
    row["cast_max"] = max(times) if times else None
    for ans, key in ((True, "cast_med_yes"), (False, "cast_med_no")):
        sub = [x["ms"] for x in ok if x["castable"] is ans]
        row[key] = statistics.median(sub) if sub else None
    opts = [x for x in c["options"] if x.get("ms") is not None]
    row["opt_n"] = len(c["options"])
    row["opt_med"] = statistics.median([x["ms"] for x in opts]) if opts else None
    row["opt_p99"] = _pct([x["ms"] for x in opts], 99) if opts else None
    row["opt_complete"] = sum(1 for x in opts if x["complete"])
    row["opt_counts"] = [x["count"] for x in opts]
    yes = [x for x in ok if x["castable"] is True]
    row["greedy_false_no"] = sum(1 for x in yes if x["greedy"] is False)
    row["greedy_false_yes"] = sum(1 for x in ok if x["castable"] is False and x["greedy"] is True)
    row["greedy_false_no_seeds"] = [x["seed"] for x in yes if x["greedy"] is False]
    row["greedy_false_yes_seeds"] = [x["seed"] for x in ok if x["castable"] is False and x["greedy"] is True]
    row["castable_yes"] = len(yes)
    row["greedy_med"] = statistics.median([x["greedy_ms"] for x in cast]) if cast else None
    row["rss"] = c["peak_rss_mb"]
    row["rss_base"] = c["base_rss_mb"]
    row["errors"] = c["errors"]
    row["referee_failures"] = c["referee_failures"]
    # reference
    row["ref_missing"] = "missing" in r
    row["ref_crashed"] = r.get("crashed")
    if "cast" in r:
        rc = r["cast"]
        ref_times = [x["ms"] if x["ms"] is not None else math.inf for x in rc]
        row["ref_med"] = statistics.median(ref_times) if ref_times else None
        row["ref_p99"] = _pct(ref_times, 99) if ref_times else None
        row["ref_timeouts"] = sum(1 for x in rc if x["ms"] is None)
        row["ref_skipped"] = sum(1 for x in rc if x.get("skipped"))
        by_seed = {x["seed"]: x for x in cast}
        ratios, speedups, disagree = [], [], []
        for x in rc:
            cx = by_seed.get(x["seed"])
            if cx is None or cx["ms"] is None:
                continue
            if x["ms"] is not None:
                ratios.append(cx["ms"] / x["ms"])
                speedups.append(x["ms"] / cx["ms"])
                if cx["castable"] in (True, False) and x["result"] != cx["castable"]:
                    disagree.append({"seed": x["seed"], "castable": cx["castable"], "reference": x["result"],
                                     "spell": cx["spell"]})
            elif not x.get("error"):
                speedups.append(limit * 1000 / cx["ms"])  # a lower bound: the reference took > limit
        row["ratio_med"] = statistics.median(ratios) if ratios else None
        row["ratio_n"] = len(ratios)
        row["speedup_med"] = statistics.median(speedups) if speedups else None
        row["speedup_lower_bound"] = len(ratios) < len(speedups)
        row["disagree"] = disagree
        ro = r["options"]
        ro_times = [x["ms"] if x["ms"] is not None else math.inf for x in ro]
        row["ref_opt_med"] = statistics.median(ro_times) if ro_times else None
        row["ref_opt_p99"] = _pct(ro_times, 99) if ro_times else None
        row["ref_opt_timeouts"] = sum(1 for x in ro if x["ms"] is None)
        opt_by_seed = {x["seed"]: x for x in c["options"]}
        count_mismatch = []
        opt_ratios = []
        for x in ro:
            cx = opt_by_seed.get(x["seed"])
            if cx is None or cx.get("ms") is None or x["ms"] is None:
                continue
            if cx["complete"]:
                opt_ratios.append(cx["ms"] / x["ms"])
                if cx["count"] != x["result"]:
                    count_mismatch.append({"seed": x["seed"], "castable": cx["count"], "reference": x["result"]})
        row["opt_ratio_med"] = statistics.median(opt_ratios) if opt_ratios else None
        row["count_mismatch"] = count_mismatch
        row["ref_rss"] = r["peak_rss_mb"]
        row["ref_errors"] = r["errors"]
    return row


def render(rows: list[dict[str, Any]], machine: dict[str, str], args: argparse.Namespace, elapsed: float,
           rows3: list[dict[str, Any]] | None = None, row5: dict[str, Any] | None = None) -> str:
    limit = args.limit
    lines = ["# castable benchmark results", ""]
    lines += [f"Mode: **{'quick' if args.quick else 'full'}** (`python -m benchmarks.run{' --quick' if args.quick else ''}`), "
              f"wall time {elapsed:.0f} s. Per-case limit for the reference (can-cast and options) and for castable "
              f"`options` ({OPTIONS_LIMIT} plans max): **{limit:g} s**. castable `can_cast` time limit: "
              f"{CASTABLE_TIME_LIMIT:g} s.", ""]
    lines += ["## Machine", ""]
    lines += [f"- `uname -a`: `{machine['uname']}`", f"- CPU: {machine['cpu']} ({machine['cores']} cores)",
              f"- Python {machine['python']}, OR-Tools {machine['ortools']}", f"- Date: {machine['date']}", ""]
    lines += ["## Method", "",
              "- Boards: `benchmarks/boards.py`, seeded (seed = board index). N = mana sources controlled by `me`, plus "
              "up to N/4 creatures, N/8 artifacts, a graveyard; one spell in hand (15 spells: convoke, delve, improvise, "
              "X, hybrid, Phyrexian, {2/W}, counterspells with an opponent's spell on the stack). Half the boards are "
              "loose (15% tapped), half tight (≈ as many untapped objects as the spell's mana value ±2).",
              "- `convoke-500`: 500 creatures (30% tapped, 25% summoning sick) + 0–3 lands; Stoke the Flames (even "
              "seeds) or Chord of Calling (odd seeds).",
              "- Latency = wall time of the call on an already parsed `GameState` (JSON parsing excluded), after one "
              "warm-up call. Median and p99 (nearest rank; with ≤ 30 boards p99 is the maximum).",
              "- Reference: `solver/reference/` `reference_can_cast` / `enumerate_plans`, interrupted at the limit "
              f"(SIGALRM). After {REF_GIVE_UP} consecutive time-outs in a workload the remaining boards are not run and "
              "count as time-outs. A median of `> limit` means at least half timed out.",
              "- castable/ref ratio: median over boards where both finished. Speed-up: median of ref/castable over "
              "boards where castable finished, a reference time-out counting as `limit / castable` (a lower bound, "
              "marked ≥).",
              "- Greedy: `benchmarks/greedy.py`, Forge-style (hardest symbol first, least valuable source, no "
              "backtracking). False \"no\" = castable yes, greedy no (% of castable-yes boards). False \"yes\" = greedy "
              "yes, castable no (must be 0).",
              "- Every castable plan (the can-cast witness and every `options` plan) is replayed by `solver/referee/` "
              "`check`.",
              "- Peak RSS: `ru_maxrss` of the worker process for the workload (castable worker includes greedy and "
              "referee checks; \"base\" is after imports + warm-up + board parsing).",
              "- Issue 3 (targets, division, modes): `benchmarks/issue3.py`, one fixed board per workload, can-cast "
              "and `options` repeated on it: `arc-N` Arc Lightning and `thunder-N` Rolling Thunder (X ≤ 4: 6 Mountains) "
              "with N opposing creatures (N/2 identical Grizzly Bears), `cryptic-N` Cryptic Command with N opposing "
              "spells on the stack (N/2 identical Divinations), `kolaghan` Kolaghan's Command, `defiance` Collective "
              "Defiance (escalate).", ""]

    lines += ["## can-cast latency (ms)", "",
              "| workload | boards | yes/no/undecided | castable median | castable p99 | castable median yes / no "
              "| reference median | reference p99 | ref time-outs | castable/ref (both finished) "
              "| speed-up ref/castable | greedy median |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "crashed" in r:
            lines.append(f"| {r['label']} | worker crashed: {r['crashed']} ||||||||||")
            continue
        ref_med = _fmt_ms(r.get("ref_med"), limit) if "ref_med" in r else "n/a"
        ref_p99 = _fmt_ms(r.get("ref_p99"), limit) if "ref_p99" in r else "n/a"
        ratio = f"{r['ratio_med']:.2f} (n={r['ratio_n']})" if r.get("ratio_med") is not None else "–"
        sp = r.get("speedup_med")
        speed = ("≥ " if r.get("speedup_lower_bound") else "") + _fmt_x(sp) if sp is not None else "–"
        tos = f"{r.get('ref_timeouts', 0)}/{r['n']}" + (f" ({r['ref_skipped']} not run)" if r.get("ref_skipped") else "")
        lines.append(f"| {r['label']} | {r['n']} | {r['yes']}/{r['no']}/{r['undecided']} | {_fmt_ms(r['cast_med'], limit)} | "
                     f"{_fmt_ms(r['cast_p99'], limit)} | "
                     f"{_fmt_ms(r['cast_med_yes'], limit)} / {_fmt_ms(r['cast_med_no'], limit)} | "
                     f"{ref_med} | {ref_p99} | {tos} | {ratio} | {speed} | "
                     f"{_fmt_ms(r['greedy_med'], limit)} |")
    lines += ["", "## options latency (ms)", "",
              "| workload | boards | castable median | castable p99 | castable complete | option counts | reference median | "
              "reference p99 | ref time-outs | castable/ref (both complete) |",
              "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "crashed" in r:
            continue
        counts = ", ".join(str(n) for n in r["opt_counts"][:10])
        ratio = f"{r['opt_ratio_med']:.2f}" if r.get("opt_ratio_med") is not None else "–"
        lines.append(f"| {r['label']} | {r['opt_n']} | {_fmt_ms(r['opt_med'], limit)} | {_fmt_ms(r['opt_p99'], limit)} | "
                     f"{r['opt_complete']}/{r['opt_n']} | {counts} | {_fmt_ms(r.get('ref_opt_med'), limit)} | "
                     f"{_fmt_ms(r.get('ref_opt_p99'), limit)} | {r.get('ref_opt_timeouts', '–')}/{r['opt_n']} | {ratio} |")
    lines += ["", "## Greedy payer (Forge-style) and memory", "",
              "| workload | castable yes | greedy false \"no\" | greedy false \"yes\" (must be 0) | castable peak RSS MB (base) "
              "| reference peak RSS MB |", "|---|---|---|---|---|---|"]
    for r in rows:
        if "crashed" in r:
            continue
        fn = r["greedy_false_no"]
        rate = f"{fn} ({100 * fn / r['castable_yes']:.0f}%)" if r["castable_yes"] else "0"
        if r["greedy_false_no_seeds"]:
            rate += f" seeds {r['greedy_false_no_seeds']}"
        fy = str(r["greedy_false_yes"]) + (f" seeds {r['greedy_false_yes_seeds']}" if r["greedy_false_yes_seeds"] else "")
        ref_rss = f"{r['ref_rss']:.0f}" if r.get("ref_rss") is not None else "–"
        lines.append(f"| {r['label']} | {r['castable_yes']} | {rate} | {fy} | {r['rss']:.0f} ({r['rss_base']:.0f}) | {ref_rss} |")

    if rows3:
        lines += ["", *render_issue3(rows3, limit)[:-1]]
    if row5:
        from benchmarks.issue5 import render as render_issue5

        lines += ["", *render_issue5(row5)[:-1]]

    # targets
    lines += ["", "## Targets (project issue)", "", "| target | measured | met? |", "|---|---|---|"]
    by = {r["label"]: r for r in rows if "crashed" not in r}
    for n in ("5", "10", "20", "40"):
        r = by.get(n)
        if r is None or r["cast_med"] is None:
            lines.append(f"| can-cast median ≤ 1 ms, p99 ≤ 10 ms at {n} sources | not measured | missed |")
            continue
        met = r["cast_med"] <= 1.0 and r["cast_p99"] <= 10.0 and r["undecided"] == 0
        lines.append(f"| can-cast median ≤ 1 ms and p99 ≤ 10 ms at {n} sources | median {r['cast_med']:.2f} ms, "
                     f"p99 {r['cast_p99']:.2f} ms | {'met' if met else '**missed**'} |")
    r = by.get("20")
    if r is not None and r.get("speedup_med") is not None:
        lb = r.get("speedup_lower_bound")
        met = r["speedup_med"] >= 20
        lines.append(f"| ≥ 20× faster than the reference at 20 sources (can-cast) | median speed-up "
                     f"{'≥ ' if lb else ''}{_fmt_x(r['speedup_med'])} ({r['ref_timeouts']}/{r['n']} reference time-outs at "
                     f"{limit:g} s) | {'met' if met else '**missed**'}{' (lower bound)' if lb and met else ''} |")
    else:
        lines.append("| ≥ 20× faster than the reference at 20 sources | reference not available | not measured |")
    if row5 and row5.get("med") is not None:
        from benchmarks.issue5 import MOVES_TARGET_MS

        met = row5["med"] <= MOVES_TARGET_MS
        lines.append(f"| issue 5: full move list (`legal_moves`, defaults) median ≤ {MOVES_TARGET_MS:g} ms on real-deck "
                     f"states | median {row5['med']:.1f} ms, p99 {row5['p99']:.1f} ms over {row5['n']} states "
                     f"(without option counts: median {row5['bare_med']:.1f} ms) | {'met' if met else '**missed**'} |")
    r = by.get(CONVOKE_LABEL)
    if r is not None and r["cast_max"] is not None:
        met = r["cast_max"] <= 100 and r["undecided"] == 0
        lines.append(f"| 500-creature convoke board ≤ 100 ms (every board) | median {r['cast_med']:.1f} ms, max "
                     f"{r['cast_max']:.1f} ms over {r['n']} boards | {'met' if met else '**missed**'} |")

    # correctness
    lines += ["", "## Why the misses", "", *MISS_NOTES]
    lines += ["", "## Correctness findings", ""]
    found = False
    for r in rows:
        if "crashed" in r:
            lines.append(f"- **{r['label']}: castable worker crashed**: {r['crashed']}")
            found = True
            continue
        for e in r["errors"]:
            lines.append(f"- **{r['label']} seed {e['seed']}: exception in `{e['call']}`**: `{e['error']}` "
                         f"(board: `benchmarks.boards.workload_board({r['label']!r}, {e['seed']})`)")
            found = True
        for f in r["referee_failures"]:
            lines.append(f"- **{r['label']} seed {f['seed']}: referee rejects {f['what']}**: {f['problems']}")
            found = True
        for d in r.get("disagree", []):
            lines.append(f"- **{r['label']} seed {d['seed']} ({d['spell']}): castable says {d['castable']}, reference "
                         f"says {d['reference']}**")
            found = True
        for m in r.get("count_mismatch", []):
            lines.append(f"- {r['label']} seed {m['seed']}: complete option counts differ: castable {m['castable']}, "
                         f"reference {m['reference']}")
            found = True
        if r["greedy_false_yes"]:
            lines.append(f"- {r['label']}: greedy says yes where castable says no on seeds {r['greedy_false_yes_seeds']}")
            found = True
        for e in r.get("ref_errors", []):
            lines.append(f"- {r['label']} seed {e['seed']}: exception in reference `{e['call']}`: `{e['error']}`")
            found = True
        if r.get("ref_crashed"):
            lines.append(f"- {r['label']}: reference worker crashed: {r['ref_crashed']}")
            found = True
    extra = issue3_findings(rows3 or [])
    if row5:
        from benchmarks.issue5 import findings as issue5_findings

        extra += issue5_findings(row5)
    lines += extra
    found = found or bool(extra)
    if not found:
        lines.append("None: no exceptions, every castable plan passed the referee, castable and the reference agree "
                     "wherever both finished" + (", complete issue-3 option counts equal the independent count "
                                                 "(incomplete ones never exceed it)." if rows3 else ".")
                     + (" Issue 5: every move's witness plan and both autotapper plans passed the referee, castable "
                        "and the reference agree on castable hand cards and activatable abilities." if row5 else ""))
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer boards (< 2 minutes)")
    ap.add_argument("--limit", type=float, default=None, help="per-case limit in seconds (default 2, quick 1)")
    ap.add_argument("--only", nargs="*",
                    help="run only these workloads (e.g. 5 20 convoke-500 arc-10 cryptic-5 issue5)")
    ap.add_argument("--out", default=str(HERE / "RESULTS.md"))
    ap.add_argument("--worker", choices=["castable", "reference", "castable3", "reference3", "issue5"],
                    help=argparse.SUPPRESS)
    ap.add_argument("--label", help=argparse.SUPPRESS)
    ap.add_argument("--n-cast", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--n-opt", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.limit is None:
        args.limit = 1.0 if args.quick else 2.0
    if args.worker == "issue5":
        from benchmarks.issue5 import run_worker

        print(json.dumps(run_worker(args.label, args.n_cast, args.limit), default=str))
        return 0
    if args.worker:
        fn = {"castable": worker_castable, "reference": worker_reference, "castable3": worker_issue3_castable,
              "reference3": worker_issue3_reference}[args.worker]
        print(json.dumps(fn(args.label, args.n_cast, args.n_opt, args.limit)))
        return 0
    plan = QUICK if args.quick else FULL
    labels = [w for w in WORKLOADS if not args.only or w in args.only]
    labels3 = [w for w in ISSUE3_WORKLOADS if not args.only or w in args.only]
    start = time.monotonic()
    rows = []
    for label in labels:
        n_cast, n_opt = plan[label]
        t0 = time.monotonic()
        c = _run_worker("castable", label, n_cast, n_opt, args.limit)
        r = _run_worker("reference", label, n_cast, n_opt, args.limit)
        row = summarize(label, c, r, args.limit)
        rows.append(row)
        print(f"[{label}] {time.monotonic() - t0:.0f} s: castable median {row.get('cast_med')}, "
              f"reference median {row.get('ref_med')}, errors {len(row.get('errors', []))}", file=sys.stderr, flush=True)
    rows3 = []
    n_cast3, n_opt3 = ISSUE3_QUICK if args.quick else ISSUE3_FULL
    for label in labels3:
        t0 = time.monotonic()
        c = _run_worker("castable3", label, n_cast3, n_opt3, args.limit)
        r = _run_worker("reference3", label, n_cast3, n_opt3, args.limit)
        row = summarize_issue3(label, c, r, args.limit)
        rows3.append(row)
        print(f"[{label}] {time.monotonic() - t0:.0f} s: castable can-cast median {row.get('cast_med')}, options "
              f"{row.get('opt_counts')} (expected {row['expected']}), reference options {row.get('ref_count')}, "
              f"errors {len(row.get('errors', []))}, referee failures {len(row.get('referee_failures', []))}",
              file=sys.stderr, flush=True)
    row5 = None
    if not args.only or "issue5" in args.only:
        from benchmarks.issue5 import run_all

        row5 = run_all(args.quick, args.limit, _run_issue5_worker)
        print(f"[issue5] legal_moves median {row5.get('med')} ms, reference median {row5.get('ref_med')}, "
              f"errors {len(row5.get('errors', []))}", file=sys.stderr, flush=True)
    text = render(rows, _machine(), args, time.monotonic() - start, rows3, row5)
    Path(args.out).write_text(text, encoding="utf-8")
    Path(args.out).with_suffix(".json").write_text(json.dumps(rows + rows3 + ([row5] if row5 else []), indent=1,
                                                              default=str), encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
