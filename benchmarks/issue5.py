"""Issue 5 workloads: move generation on real-deck states, the server round trip, the autotapper.

Workers (each in its own process, run by ``benchmarks.run``):

* ``moves``: ``castable.solver.moves.legal_moves(state, "me")`` (defaults: option counts
  included) and the same with ``count_options=False`` on :func:`benchmarks.decks.deck_states`;
  every move's witness plan replayed by the referee; the castable hand cards and activatable
  abilities recorded for the comparison.
* ``moves-ref``: the reference move generator on the same states: ``reference_can_cast`` for
  each non-land hand card and ``reference_can_activate`` for each non-mana activated ability,
  one per symmetry class (as ``legal_moves`` lists them), the whole state under one time limit.
* ``serve``: ``castable serve`` as a subprocess, can-cast requests one line at a time, against
  the same requests answered in process.
* ``autotap``: ``best_payment`` against the greedy autotapper (``benchmarks.greedy.greedy_payment``).
"""

from __future__ import annotations

import json
import math
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

#: (moves states, server requests, autotap cases)
FULL = (50, 200, 30)
QUICK = (10, 30, 6)
#: best_payment's per-case limit, seconds (full, quick)
AUTOTAP_LIMIT = (10.0, 5.0)
MOVES_TARGET_MS = 20.0
WORKERS = ("moves", "moves-ref", "serve", "autotap")


class _Timeout(BaseException):
    pass


def _alarm(_sig: int, _frame: Any) -> None:
    raise _Timeout


def _tb(e: BaseException) -> str:
    from benchmarks.run import _tb_summary

    return _tb_summary(e)


def _states(n: int) -> list[tuple[str, int, Any]]:
    from castable.model.state import GameState

    from benchmarks.decks import deck_states

    return [(deck, seed, GameState.from_json(d)) for deck, seed, d in deck_states(n)]


def _reps(state: Any, who: str) -> tuple[list[Any], list[tuple[Any, int]]]:
    """The hand cards (non-land) and the non-mana activated abilities that ``legal_moves``
    asks about: one per symmetry class, first in zone order."""
    from castable.model.cards import ActivatedAbility

    seen: set[Any] = set()
    hand = []
    for o in state.player(who).hand:
        if "Land" in o.types or o.symmetry_key() in seen:
            continue
        seen.add(o.symmetry_key())
        hand.append(o)
    abilities = []
    for o in state.battlefield():
        for k, ab in enumerate(o.card.activated_abilities):
            if not isinstance(ab, ActivatedAbility) or (o.controller != who and not ab.any_player):
                continue
            key = (o.symmetry_key(), k)
            if key not in seen:
                seen.add(key)
                abilities.append((o, k))
    return hand, abilities


# ----- workers ------------------------------------------------------------------------------------

def worker_moves(n: int, limit: float) -> dict[str, Any]:
    from castable.solver.moves import legal_moves
    from castable.solver.referee import check

    states = _states(n)
    legal_moves(_states(1)[0][2], "me")  # warm-up (imports, first models) on state 0
    out: dict[str, Any] = {"states": [], "errors": [], "referee_failures": []}
    for deck, seed, st in states:
        rec: dict[str, Any] = {"seed": seed, "deck": deck}
        hand, _abilities = _reps(st, "me")
        hand_ids = {o.id for o in hand}
        try:
            t0 = time.perf_counter()
            moves = legal_moves(st, "me")
            rec["ms"] = (time.perf_counter() - t0) * 1000
            t0 = time.perf_counter()
            bare = legal_moves(st, "me", count_options=False)
            rec["bare_ms"] = (time.perf_counter() - t0) * 1000
        except Exception as e:
            rec["ms"] = None
            out["errors"].append({"seed": seed, "deck": deck, "call": "legal_moves", "error": _tb(e)})
            out["states"].append(rec)
            continue
        rec["moves"] = moves.count
        rec["kinds"] = {k: sum(1 for m in moves if m.kind == k) for k in ("cast", "activate", "play_land", "pass")}
        rec["unknown_counts"] = sum(1 for m in moves if m.kind in ("cast", "activate") and m.options is None)
        rec["cast"] = sorted(m.object for m in moves if m.kind == "cast" and m.object in hand_ids)
        rec["activate"] = sorted(f"{m.object}#{m.ability}" for m in moves if m.kind == "activate")
        rec["same_bare"] = [m.action for m in moves] == [m.action for m in bare]
        checked = 0
        for m in moves:
            if m.plan is None:
                continue
            checked += 1
            try:
                problems = check(st, m.plan)
            except Exception as e:
                out["errors"].append({"seed": seed, "deck": deck, "call": f"referee.check({m.action})", "error": _tb(e)})
                continue
            if problems:
                out["referee_failures"].append({"seed": seed, "deck": deck, "what": m.action, "problems": problems[:3]})
        rec["checked"] = checked
        out["states"].append(rec)
    return out


def worker_moves_ref(n: int, limit: float) -> dict[str, Any]:
    from castable.solver.reference import reference_can_activate, reference_can_cast

    out: dict[str, Any] = {"states": [], "errors": []}
    signal.signal(signal.SIGALRM, _alarm)
    for deck, seed, st in _states(n):
        hand, abilities = _reps(st, "me")
        rec: dict[str, Any] = {"seed": seed, "deck": deck, "cast": [], "activate": [], "calls": 0}
        t0 = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, limit)
        try:
            for o in hand:
                rec["calls"] += 1
                if reference_can_cast(st, o.id, "me"):
                    rec["cast"].append(o.id)
            for o, k in abilities:
                rec["calls"] += 1
                if reference_can_activate(st, o.id, k, "me"):
                    rec["activate"].append(f"{o.id}#{k}")
            signal.setitimer(signal.ITIMER_REAL, 0)
            rec["ms"] = (time.perf_counter() - t0) * 1000
        except _Timeout:
            rec["ms"] = None
            rec["done_calls"] = rec["calls"] - 1
        except Exception as e:
            signal.setitimer(signal.ITIMER_REAL, 0)
            rec["ms"] = None
            rec["error"] = True
            out["errors"].append({"seed": seed, "deck": deck, "call": "reference", "error": _tb(e)})
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        rec["cast"].sort()
        rec["activate"].sort()
        out["states"].append(rec)
    return out


def _serve_cmd() -> list[str]:
    exe = Path(sys.executable).parent / "castable"
    if exe.exists():
        return [str(exe), "serve"]
    return [sys.executable, "-c", "from castable.solver.serve import main; main()"]


def worker_serve(n: int, limit: float) -> dict[str, Any]:
    from castable.model.state import GameState
    from castable.solver.api import can_cast
    from castable.solver.serve import Server

    from benchmarks.decks import deck_states

    states = deck_states(20)
    reqs = []
    for i in range(n):
        _deck, _seed, d = states[i % len(states)]
        cards = [h["id"] for h in d["players"][0]["hand"]]
        reqs.append({"id": i, "command": "can-cast", "state": d, "card": cards[(i // len(states)) % len(cards)],
                     "player": "me"})
    lines = [json.dumps(r) + "\n" for r in reqs]
    out: dict[str, Any] = {"n": n, "cmd": " ".join(_serve_cmd()), "errors": [], "mismatch": []}
    t0 = time.perf_counter()
    proc = subprocess.Popen(_serve_cmd(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, bufsize=1)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        warm = [lines[0], lines[1 % n], lines[2 % n]]
        for k, line in enumerate(warm):
            proc.stdin.write(line)
            proc.stdin.flush()
            proc.stdout.readline()
            if k == 0:
                out["startup_first_answer_ms"] = (time.perf_counter() - t0) * 1000
        rt, answers = [], []
        for line in lines:
            t0 = time.perf_counter()
            proc.stdin.write(line)
            proc.stdin.flush()
            ans = proc.stdout.readline()
            rt.append((time.perf_counter() - t0) * 1000)
            answers.append(json.loads(ans))
        out["rt"] = rt
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
    out["exit"] = proc.returncode
    # the same requests in process: the server's handler (JSON + state parsing + answer), and
    # the bare can_cast on an already parsed state
    server = Server()
    server.handle_line(lines[0])
    inproc, bare = [], []
    for i, (req, line) in enumerate(zip(reqs, lines, strict=True)):
        t0 = time.perf_counter()
        local = server.handle_line(line)
        inproc.append((time.perf_counter() - t0) * 1000)
        st = GameState.from_json(req["state"])
        t0 = time.perf_counter()
        ans = can_cast(st, req["card"], "me")
        bare.append((time.perf_counter() - t0) * 1000)
        remote = answers[i]
        if not remote.get("ok"):
            out["errors"].append({"seed": i, "call": "serve can-cast", "error": json.dumps(remote.get("error"))})
            continue
        rc = remote["result"].get("castable")
        if rc != local.get("result", {}).get("castable") or rc != ans.castable:
            out["mismatch"].append({"request": i, "serve": rc, "in_process": local.get("result", {}).get("castable"),
                                    "can_cast": ans.castable})
    out["inproc"] = inproc
    out["bare"] = bare
    return out


def worker_autotap(n: int, limit: float) -> dict[str, Any]:
    from castable.solver.api import can_cast
    from castable.solver.autotap import best_payment
    from castable.solver.referee import check
    from castable.solver.transitions import apply

    from benchmarks.greedy import greedy_payment

    out: dict[str, Any] = {"cases": [], "errors": [], "referee_failures": []}
    signal.signal(signal.SIGALRM, _alarm)
    seed = 0
    from castable.model.state import GameState

    from benchmarks.decks import DECKS, deck_state

    names = list(DECKS)
    warm = True
    while len(out["cases"]) < n and seed < 20 * n:
        deck = names[seed % len(names)]
        st = GameState.from_json(deck_state(deck, seed))
        seed += 1
        hand, _ = _reps(st, "me")
        try:
            castable = [o for o in hand if can_cast(st, o.id, "me").castable]
        except Exception as e:
            out["errors"].append({"seed": seed - 1, "deck": deck, "call": "can_cast", "error": _tb(e)})
            continue
        if not castable:
            continue
        card = castable[(seed - 1) % len(castable)]
        if warm:  # warm-up on the first case (not counted)
            greedy_payment(st, card.id, "me")
            warm = False
        rec: dict[str, Any] = {"seed": seed - 1, "deck": deck, "card": card.name, "id": card.id}
        try:
            t0 = time.perf_counter()
            g = greedy_payment(st, card.id, "me")
            rec["greedy_ms"] = (time.perf_counter() - t0) * 1000
            signal.setitimer(signal.ITIMER_REAL, limit)
            t0 = time.perf_counter()
            try:
                b = best_payment(st, card.id, "me", same_choices_as=g)
                rec["best_ms"] = (time.perf_counter() - t0) * 1000
            except _Timeout:
                b = None
                rec["best_ms"] = None
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            if g is None:
                rec["greedy_none"] = True
            others = [o.id for o in st.player("me").hand if o.id != card.id and "Land" not in o.types]
            rec["others"] = len(others)
            for who, plan in (("greedy", g), ("best", b)):
                if plan is None:
                    continue
                if problems := check(st, plan):
                    out["referee_failures"].append({"seed": seed - 1, "deck": deck, "what": f"{who} plan for "
                                                    f"{card.name}", "problems": problems[:3]})
                after = apply(st, plan)
                rec[f"{who}_kept"] = sorted(o for o in others if can_cast(after, o, "me").castable)
                rec[f"{who}_used"] = sorted({*plan.tapped, *plan.sacrificed, *plan.convoked, *plan.improvised,
                                             *plan.delved})
        except Exception as e:
            signal.setitimer(signal.ITIMER_REAL, 0)
            out["errors"].append({"seed": seed - 1, "deck": deck, "call": f"autotap {card.name}", "error": _tb(e)})
            continue
        out["cases"].append(rec)
    return out


def run_worker(name: str, n: int, limit: float) -> dict[str, Any]:
    return {"moves": worker_moves, "moves-ref": worker_moves_ref, "serve": worker_serve,
            "autotap": worker_autotap}[name](n, limit)


# ----- summary and rendering ----------------------------------------------------------------------

def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q / 100 * len(s)) - 1))]


def _med(v: list[float]) -> float | None:
    return statistics.median(v) if v else None


def summarize(c: dict[str, Any], r: dict[str, Any], s: dict[str, Any], a: dict[str, Any],
              limit: float, autotap_limit: float) -> dict[str, Any]:
    row: dict[str, Any] = {"section": "issue5", "limit": limit, "autotap_limit": autotap_limit}
    for key, w in (("moves", c), ("moves_ref", r), ("serve", s), ("autotap", a)):
        if "crashed" in w:
            row[f"{key}_crashed"] = w["crashed"]
    findings: list[str] = []
    if "states" in c:
        ok = [x for x in c["states"] if x.get("ms") is not None]
        ms = [x["ms"] for x in ok]
        bare = [x["bare_ms"] for x in ok]
        row.update(n=len(c["states"]), med=_med(ms), p99=_pct(ms, 99) if ms else None,
                   per_s=1000 * len(ms) / sum(ms) if ms else None, bare_med=_med(bare),
                   bare_p99=_pct(bare, 99) if bare else None,
                   bare_per_s=1000 * len(bare) / sum(bare) if bare else None,
                   moves_med=_med([x["moves"] for x in ok]), moves_max=max((x["moves"] for x in ok), default=None),
                   checked=sum(x["checked"] for x in ok),
                   unknown_counts=sum(x["unknown_counts"] for x in ok),
                   counted=sum(x["kinds"]["cast"] + x["kinds"]["activate"] for x in ok),
                   kinds={k: sum(x["kinds"][k] for x in ok) for k in ("cast", "activate", "play_land", "pass")},
                   errors=c["errors"], referee_failures=c["referee_failures"])
        row["per_deck"] = {}
        for deck in sorted({x["deck"] for x in ok}):
            d = [x["ms"] for x in ok if x["deck"] == deck]
            row["per_deck"][deck] = {"n": len(d), "med": _med(d), "max": max(d)}
        for x in ok:
            if not x["same_bare"]:
                findings.append(f"seed {x['seed']} ({x['deck']}): legal_moves lists different actions with "
                                "count_options=False")
        if "states" in r:
            by = {x["seed"]: x for x in r["states"]}
            ratios, disagree, act_disagree = [], [], []
            for x in ok:
                y = by.get(x["seed"])
                if y is None or y.get("ms") is None:
                    continue
                ratios.append(x["ms"] / y["ms"] if y["ms"] > 0 else math.inf)
                if x["cast"] != y["cast"]:
                    disagree.append({"seed": x["seed"], "deck": x["deck"], "castable": x["cast"],
                                     "reference": y["cast"]})
                if x["activate"] != y["activate"]:
                    act_disagree.append({"seed": x["seed"], "deck": x["deck"], "castable": x["activate"],
                                         "reference": y["activate"]})
            rt = [y["ms"] if y.get("ms") is not None else math.inf for y in r["states"]]
            row.update(ref_med=_med(rt), ref_p99=_pct(rt, 99) if rt else None,
                       ref_timeouts=sum(1 for y in r["states"] if y.get("ms") is None and not y.get("error")),
                       ref_n=len(r["states"]), ratio_med=_med(ratios), ratio_n=len(ratios),
                       bare_ratio_med=_med([x["bare_ms"] / by[x["seed"]]["ms"] for x in ok
                                            if by.get(x["seed"], {}).get("ms")]),
                       disagree=disagree, act_disagree=act_disagree, ref_errors=r["errors"],
                       ref_calls=sum(y["calls"] for y in r["states"] if y.get("ms") is not None))
    if "rt" in s:
        row["serve"] = {"n": s["n"], "cmd": s["cmd"], "startup_ms": s.get("startup_first_answer_ms"),
                        "rt_med": _med(s["rt"]), "rt_p99": _pct(s["rt"], 99),
                        "inproc_med": _med(s["inproc"]), "inproc_p99": _pct(s["inproc"], 99),
                        "bare_med": _med(s["bare"]), "bare_p99": _pct(s["bare"], 99),
                        "errors": s["errors"], "mismatch": s["mismatch"], "exit": s["exit"]}
    if "cases" in a:
        cases = a["cases"]
        both = [x for x in cases if "greedy_kept" in x and "best_kept" in x]
        greedy_worse = [x for x in both if set(x["best_kept"]) - set(x["greedy_kept"])]
        best_worse = [x for x in both if set(x["greedy_kept"]) - set(x["best_kept"])]
        bt = [x["best_ms"] if x["best_ms"] is not None else math.inf for x in cases]
        row["autotap"] = {
            "n": len(cases), "both": len(both), "best_med": _med(bt), "best_p99": _pct(bt, 99) if bt else None,
            "best_timeouts": sum(1 for x in cases if x["best_ms"] is None),
            "timeout_cases": [{"seed": x["seed"], "deck": x["deck"], "card": x["card"]} for x in cases
                              if x["best_ms"] is None],
            "greedy_med": _med([x["greedy_ms"] for x in cases]),
            "greedy_worse": [{"seed": x["seed"], "deck": x["deck"], "card": x["card"],
                              "lost": sorted(set(x["best_kept"]) - set(x["greedy_kept"]))} for x in greedy_worse],
            "best_worse": [{"seed": x["seed"], "deck": x["deck"], "card": x["card"],
                            "lost": sorted(set(x["greedy_kept"]) - set(x["best_kept"]))} for x in best_worse],
            "same_used": sum(1 for x in both if x["greedy_used"] == x["best_used"]),
            "kept_greedy": sum(len(x["greedy_kept"]) for x in both),
            "kept_best": sum(len(x["best_kept"]) for x in both),
            "others": sum(x["others"] for x in both),
            "errors": a["errors"], "referee_failures": a["referee_failures"],
        }
    row["findings"] = findings
    return row


def _ms(v: float | None, limit: float) -> str:
    if v is None:
        return "–"
    if math.isinf(v):
        return f"> {limit * 1000:.0f}"
    return f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def render(row: dict[str, Any]) -> list[str]:
    limit, alimit = row["limit"], row["autotap_limit"]
    lines = ["## Issue 5: move generation, server round trip, autotapper", "",
             "States: `benchmarks/decks.py` — five 60-card decks of built-in cards (mono-red burn, UW control, "
             "G elves, UR artifacts, Abzan convoke); state *i* is deck *i* mod 5 with seed *i*: 7 cards in hand, "
             "10–30 permanents (≈55% lands, the deck's permanents, tokens; 10–50% tapped, ¼ of creatures summoning "
             "sick), a graveyard, 1–4 opposing creatures; 60% my main phase with an empty stack, 25% my main phase "
             "with an opponent's spell on the stack, 15% the opponent's turn with their spell on the stack. "
             "Player `me` has priority.", ""]
    for key in ("moves", "moves_ref", "serve", "autotap"):
        if row.get(f"{key}_crashed"):
            lines.append(f"- **{key} worker crashed**: {row[f'{key}_crashed']}")
    if "med" in row:
        lines += ["### Move generation", "",
                  "`legal_moves(state, \"me\")` with its defaults (option counts: ≤ 64 options each, one 5 ms budget "
                  "for the whole list) and with "
                  "`count_options=False`, after one warm-up call. Reference: `reference_can_cast` for each non-land "
                  "hand card and `reference_can_activate` for each non-mana activated ability, one per symmetry class "
                  f"(as `legal_moves` asks), the whole state under one **{limit:g} s** limit (yes/no only, no option "
                  "counts). Ratios: median over states where both finished. States/s: one core, sequential "
                  "(states / total time).", "",
                  "| call | states | median ms | p99 ms | states/s | castable/ref (both finished) |",
                  "|---|---|---|---|---|---|"]
        ratio = f"{row['ratio_med']:.2f} (n={row['ratio_n']})" if row.get("ratio_med") is not None else "–"
        bratio = f"{row['bare_ratio_med']:.2f}" if row.get("bare_ratio_med") is not None else "–"
        lines.append(f"| `legal_moves` (defaults, option counts) | {row['n']} | {_ms(row['med'], limit)} | "
                     f"{_ms(row['p99'], limit)} | {row['per_s']:.1f} | {ratio} |")
        lines.append(f"| `legal_moves(count_options=False)` | {row['n']} | {_ms(row['bare_med'], limit)} | "
                     f"{_ms(row['bare_p99'], limit)} | {row['bare_per_s']:.1f} | {bratio} |")
        if "ref_med" in row:
            lines.append(f"| reference (can-cast + can-activate per class) | {row['ref_n']} | "
                         f"{_ms(row['ref_med'], limit)} | {_ms(row['ref_p99'], limit)} | – | "
                         f"time-outs {row['ref_timeouts']}/{row['ref_n']} |")
        lines += ["", f"Moves per state: median {row['moves_med']}, max {row['moves_max']} (in all: {row['kinds']}); "
                  f"{row['checked']} witness plans replayed by the referee, {len(row['referee_failures'])} rejected; "
                  f"{row['unknown_counts']} of {row['counted']} cast/activate moves have no option count (the listing "
                  "did not complete within its budget).", "",
                  "| deck | states | median ms | max ms |", "|---|---|---|---|"]
        for deck, d in row["per_deck"].items():
            lines.append(f"| {deck} | {d['n']} | {_ms(d['med'], limit)} | {_ms(d['max'], limit)} |")
        if "ref_med" in row:
            lines += ["", f"Castable hand cards: castable and the reference agree on "
                      f"{row['ratio_n'] - len(row['disagree'])}/{row['ratio_n']} states where the reference finished; "
                      f"activatable abilities on {row['ratio_n'] - len(row['act_disagree'])}/{row['ratio_n']}."]
        met = row["med"] is not None and row["med"] <= MOVES_TARGET_MS
        lines += ["", f"Target: median ≤ {MOVES_TARGET_MS:g} ms per full move list — measured "
                  f"{_ms(row['med'], limit)} ms: **{'met' if met else 'missed'}**"
                  + ("" if met else f" (without option counts: {_ms(row['bare_med'], limit)} ms"
                     f"{', within the target' if row['bare_med'] is not None and row['bare_med'] <= MOVES_TARGET_MS else ''}"
                     "; the default spends up to its 5 ms budget on option counts).")]
    sv = row.get("serve")
    if sv:
        lines += ["", "### Server round trip", "",
                  f"`{sv['cmd']}` as a subprocess; {sv['n']} can-cast requests (the first 20 deck states, cycling "
                  "through their hand cards), one line each, waiting for the answer line; 3 warm-up requests first "
                  f"(process start to first answer: {_ms(sv['startup_ms'], limit)} ms). In process: the same lines "
                  "through `Server.handle_line` (JSON and state parsing, answer serialization), and the bare "
                  "`api.can_cast` on an already parsed state.", "",
                  "| path | median ms | p99 ms |", "|---|---|---|",
                  f"| `castable serve` round trip | {_ms(sv['rt_med'], limit)} | {_ms(sv['rt_p99'], limit)} |",
                  f"| in process, `Server.handle_line` | {_ms(sv['inproc_med'], limit)} | {_ms(sv['inproc_p99'], limit)} |",
                  f"| in process, `can_cast` on a parsed state | {_ms(sv['bare_med'], limit)} | "
                  f"{_ms(sv['bare_p99'], limit)} |", "",
                  f"Round-trip overhead over the in-process handler (medians): "
                  f"{_ms(sv['rt_med'] - sv['inproc_med'], limit)} ms. Answers differing between the server and in "
                  f"process: {len(sv['mismatch'])}; error answers: {len(sv['errors'])}; server exit code {sv['exit']}."]
    at = row.get("autotap")
    if at:
        lines += ["", "### Autotapper", "",
                  "Cases: deck states in seed order where a non-land hand card is castable; one such card per state. "
                  "Greedy (`benchmarks/greedy.py` `greedy_payment`, Arena-like): among `options(limit=200)` the option "
                  "whose objects used are least flexible (basics 1, other lands 2 + ½ per extra color, dorks 5, rocks 6, "
                  "Signet-like 7, convoke 6, improvise 7, sacrificed 9, delve ½, life ¾ per point), no lookahead. "
                  "`best_payment(state, card, \"me\", same_choices_as=greedy)` (the same targets / modes / X, only the "
                  f"payment differs), under a {alimit:g} s limit. Both plans are replayed by the referee and applied "
                  "(`solver/transitions.py`); then `can_cast` is asked for each other non-land hand card.", "",
                  "| cases | both finished | best_payment median ms | p99 ms | time-outs | greedy median ms "
                  "| same objects used | other cards castable after (greedy / best, of) | greedy loses a card best "
                  "keeps | best loses a card greedy keeps |",
                  "|---|---|---|---|---|---|---|---|---|---|",
                  f"| {at['n']} | {at['both']} | {_ms(at['best_med'], alimit)} | {_ms(at['best_p99'], alimit)} | "
                  f"{at['best_timeouts']}/{at['n']} | {_ms(at['greedy_med'], alimit)} | {at['same_used']}/{at['both']} | "
                  f"{at['kept_greedy']} / {at['kept_best']} of {at['others']} | {len(at['greedy_worse'])} | "
                  f"{len(at['best_worse'])} |"]
        if at.get("timeout_cases"):
            lines += ["", f"best_payment time-outs (> {alimit:g} s): " + "; ".join(
                f"seed {x['seed']} ({x['deck']}, {x['card']})" for x in at["timeout_cases"])]
        if at["greedy_worse"]:
            lines += ["", "Greedy loses what best_payment keeps: " + "; ".join(
                f"seed {x['seed']} ({x['deck']}, {x['card']}): {', '.join(x['lost'])}" for x in at["greedy_worse"])]
    lines.append("")
    return lines


def findings(row: dict[str, Any]) -> list[str]:
    out = []
    for key in ("moves", "moves_ref", "serve", "autotap"):
        if row.get(f"{key}_crashed"):
            out.append(f"- **issue 5 {key} worker crashed**: {row[f'{key}_crashed']}")
    src = "`benchmarks.decks.deck_state({deck!r}, {seed})`"
    for e in row.get("errors", []):
        out.append(f"- **issue 5 moves seed {e['seed']} ({e['deck']}): exception in `{e['call']}`**: `{e['error']}` "
                   f"(state: {src.format(**e)})")
    for f in row.get("referee_failures", []):
        out.append(f"- **issue 5 moves seed {f['seed']} ({f['deck']}): referee rejects `{f['what']}`**: {f['problems']}")
    for d in row.get("disagree", []):
        out.append(f"- **issue 5 seed {d['seed']} ({d['deck']}): castable hand cards differ**: castable {d['castable']}, "
                   f"reference {d['reference']} (state: {src.format(**d)})")
    for d in row.get("act_disagree", []):
        out.append(f"- **issue 5 seed {d['seed']} ({d['deck']}): activatable abilities differ**: castable "
                   f"{d['castable']}, reference {d['reference']}")
    for e in row.get("ref_errors", []):
        out.append(f"- issue 5 seed {e['seed']} ({e['deck']}): exception in the reference: `{e['error']}`")
    for f in row.get("findings", []):
        out.append(f"- **issue 5 {f}**")
    sv = row.get("serve") or {}
    for e in sv.get("errors", []):
        out.append(f"- **issue 5 serve request {e['seed']}: error answer** {e['error']}")
    for m in sv.get("mismatch", []):
        out.append(f"- **issue 5 serve request {m['request']}: answers differ**: {m}")
    at = row.get("autotap") or {}
    for e in at.get("errors", []):
        out.append(f"- **issue 5 autotap seed {e['seed']} ({e['deck']}): exception in `{e['call']}`**: `{e['error']}`")
    for f in at.get("referee_failures", []):
        out.append(f"- **issue 5 autotap seed {f['seed']} ({f['deck']}): referee rejects the {f['what']}**: "
                   f"{f['problems']}")
    for x in at.get("best_worse", []):
        out.append(f"- issue 5 autotap seed {x['seed']} ({x['deck']}, {x['card']}): best_payment leaves "
                   f"{', '.join(x['lost'])} uncastable where the greedy payment keeps it castable")
    return out


def run_all(quick: bool, limit: float, run_worker_fn: Any) -> dict[str, Any]:
    """Run the four workers (``run_worker_fn(name, n, limit, budget)``) and summarize."""
    n_moves, n_serve, n_auto = QUICK if quick else FULL
    alimit = AUTOTAP_LIMIT[1 if quick else 0]
    c = run_worker_fn("moves", n_moves, limit, 60 + n_moves * 30)
    r = run_worker_fn("moves-ref", n_moves, limit, 60 + n_moves * limit * 2)
    s = run_worker_fn("serve", n_serve, limit, 120 + n_serve * 10)
    a = run_worker_fn("autotap", n_auto, alimit, 60 + n_auto * (alimit * 3 + 30))
    return summarize(c, r, s, a, limit, alimit)


__all__ = ["FULL", "QUICK", "WORKERS", "findings", "render", "run_all", "run_worker", "summarize"]

