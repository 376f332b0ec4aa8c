"""Differential testing on real cards (issue 9): the solver against the brute-force reference.

    python -m benchmarks.differential --boards N --seed S [--out DIR] [--time-limit T]
    python -m benchmarks.differential --replay FILE

For each board of :mod:`benchmarks.generator` and each question on it, the solver
(:mod:`castable.solver.api`) and the reference (:mod:`castable.solver.reference`) answer:

* ``cast``: ``can_cast`` and ``options`` against ``reference_can_cast`` and ``enumerate_plans``;
* ``activate``: ``can_activate`` and ``activation_options`` against ``reference_can_activate``
  and ``enumerate_plans(ability=K)``;
* ``mana``: ``mana_pools`` against ``reference_mana_pools`` when the reference has one.

Listings are compared as sets of option keys (``Plan.option_key``), pools as sets of pools.
Every plan the solver gives (each option, each witness) is replayed by
``castable.solver.referee.check``: a non-empty problem list is a referee rejection. The solver
and the reference each get ``--time-limit`` seconds per call; a call cut by it makes the
question *undecided* (not compared). A question that raises ``UnsupportedCardError`` (exit 4:
the generator draws only understood cards, so this is itself a finding) or any other exception
is counted and recorded apart.

Each disagreement or rejection is written to ``--out`` as ``<kind>-<seed>-<n>.json`` (the
state, the question, both answers), with the state alone in ``board-<seed>.state.json`` next to
it, so that ``castable options board-<seed>.state.json q --player alice`` replays it. The run
ends with exactly the line ``N boards, D disagreements, R referee rejections, U undecided``.
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from castable.model.errors import UnsupportedCardError
from castable.model.plan import Plan
from castable.model.state import GameState
from castable.solver import api, referee, reference

from benchmarks.generator import DEFAULT_CARDS, ME, Board, CardPool, Question, board_seed, generate

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "differential_out"
#: X (and multikicker counts) the reference tries at least / at most (when the board could pay more)
MIN_X, MAX_X = 3, 10
T = TypeVar("T")


class ReferenceTimeout(Exception):
    """The reference ran past the time limit."""


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """Interrupt the (pure Python) reference after ``seconds`` (SIGALRM; main thread only)."""
    def ring(_sig: int, _frame: Any) -> None:
        # rung again shortly: a handler that runs inside a garbage-collector callback (hypothesis
        # installs one) has its exception swallowed as "unraisable", and the reference would then
        # run on unbounded; the ``finally`` below stops the timer once the exception gets out
        signal.setitimer(signal.ITIMER_REAL, 0.05)
        raise ReferenceTimeout

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _timed(seconds: float, f: Callable[[], T]) -> T:
    with _alarm(seconds):
        return f()


@dataclass
class Finding:
    """One question's verdict: ``kind`` is agree, disagreement, rejection, undecided,
    unsupported or error; ``detail`` holds both answers."""

    kind: str
    question: Question
    detail: dict[str, Any] = field(default_factory=dict)


# ----- answers ---------------------------------------------------------------------------------

def x_bound(state: GameState, player: str) -> int:
    """An upper bound on X (and multikicker counts) worth trying: the mana the player could make
    (floating mana, each permanent's best mana ability with its "for each" count bounded by
    the board), plus what convoke, improvise, delve and cost reductions could add."""
    me = state.player(player)
    board = len(state.battlefield())
    total = len(me.mana_pool) + len(me.graveyard) + len(me.battlefield)
    for o in me.battlefield:
        best = 0
        for ab in o.card.mana_abilities:
            n = max((len(alt) for alt in ab.produces), default=0)
            if ab.per is not None:
                n *= max(board, o.counters.get("charge", 0), _symbols(state, player))
            best = max(best, n)
        total += best
    return max(MIN_X, min(MAX_X, total))


def _symbols(state: GameState, player: str) -> int:
    return sum(len(o.card.mana_cost.symbols) for o in state.player(player).battlefield if o.card.mana_cost is not None)


def _plan_json(state: GameState, plan: Plan) -> dict[str, Any]:
    return {"describe": plan.describe(state), "plan": plan.to_json(state)}


def _keys(state: GameState, plans: list[Plan]) -> dict[Any, Plan]:
    out: dict[Any, Plan] = {}
    for p in plans:
        out.setdefault(p.option_key(state), p)
    return out


def _rejections(state: GameState, plans: list[Plan]) -> list[dict[str, Any]]:
    out = []
    for p in plans:
        problems = referee.check(state, p)
        if problems:
            out.append({**_plan_json(state, p), "problems": problems})
    return out


def _solver_listing(state: GameState, q: Question, limit: float) -> tuple[Any, Any]:
    if q.command == "cast":
        return (api.can_cast(state, q.card or "", q.player, time_limit=limit),
                api.options(state, q.card or "", q.player, time_limit=limit))
    k = q.ability or 0
    return (api.can_activate(state, q.card or "", k, q.player, time_limit=limit),
            api.activation_options(state, q.card or "", k, q.player, time_limit=limit))


def _reference_listing(state: GameState, q: Question, max_x: int, limit: float) -> tuple[bool, list[Plan]]:
    card = q.card or ""
    if q.command == "cast":
        plans = _timed(limit, lambda: reference.enumerate_plans(state, card, q.player, max_x=max_x))
        yes = _timed(limit, lambda: reference.reference_can_cast(state, card, q.player))
    else:
        k = q.ability or 0
        plans = _timed(limit, lambda: reference.enumerate_plans(state, card, q.player, max_x=max_x, ability=k))
        yes = _timed(limit, lambda: reference.reference_can_activate(state, card, k, q.player, max_x=max_x))
    return yes, plans


def compare_listing(state: GameState, q: Question, limit: float) -> list[Finding]:
    """A cast or activate question: the referee on every solver plan, then both checkers'
    yes/no and option sets."""
    answer, listing = _solver_listing(state, q, limit)
    witnesses = [answer.plan] if answer.plan is not None else []
    rejected = _rejections(state, [*listing.options, *witnesses])
    out = [Finding("rejection", q, {"rejected": rejected[:5], "rejected_count": len(rejected)})] if rejected else []
    if answer.castable is None or not listing.complete:
        return [*out, Finding("undecided", q, {"by": "solver"})]
    max_x = max([x_bound(state, q.player), *(p.x for p in listing.options)])
    try:
        ref_yes, ref_plans = _reference_listing(state, q, max_x, limit)
    except ReferenceTimeout:
        return [*out, Finding("undecided", q, {"by": "reference"})]
    return [*out, _verdict(state, q, answer, listing, ref_yes, ref_plans, max_x)]


def _verdict(state: GameState, q: Question, answer: Any, listing: Any, ref_yes: bool, ref_plans: list[Plan],
             max_x: int) -> Finding:
    mine, theirs = _keys(state, listing.options), _keys(state, ref_plans)
    problems = []
    if len(mine) != len(listing.options):
        problems.append("the solver lists one option twice")
    if set(mine) != set(theirs):
        problems.append("option sets differ")
    if bool(answer.castable) != ref_yes:
        problems.append("yes/no differs")
    if bool(answer.castable) != bool(listing.options):
        problems.append("the solver's can-cast and options disagree")
    if ref_yes != bool(ref_plans):
        problems.append("the reference's yes/no and listing disagree")
    if not problems:
        return Finding("agree", q)
    return Finding("disagreement", q, {
        "problems": problems, "max_x": max_x,
        "solver": {"castable": answer.castable, "reasons": [r.to_json() for r in answer.reasons],
                   "count": len(listing.options),
                   "only_solver": [_plan_json(state, p) for k, p in mine.items() if k not in theirs][:5]},
        "reference": {"castable": ref_yes, "count": len(ref_plans),
                      "only_reference": [_plan_json(state, p) for k, p in theirs.items() if k not in mine][:5]}})


def _pool_key(pool: Any) -> Any:
    """A pool as a comparable value: a mana string's sorted symbols, a list form's sorted units."""
    if isinstance(pool, str):
        return ("str", tuple(sorted(re.findall(r"\{[^}]*\}", pool))))
    if isinstance(pool, dict):
        return ("dict", tuple(sorted((str(k), json.dumps(v, sort_keys=True)) for k, v in pool.items())))
    if isinstance(pool, (list, tuple)):
        return ("list", tuple(sorted(json.dumps(u, sort_keys=True, default=str) for u in pool)))
    return ("other", repr(pool))


def compare_pools(state: GameState, q: Question, limit: float) -> Finding:
    """The mana pools the player can make: the solver's against ``reference_mana_pools`` (when
    the reference has one; until then the question is only asked of the solver)."""
    ref_pools = getattr(reference, "reference_mana_pools", None)
    answer = api.mana_pools(state, q.player, time_limit=limit)
    if not answer.complete:
        return Finding("undecided", q, {"by": "solver"})
    if ref_pools is None:
        return Finding("agree", q, {"reference": "no reference_mana_pools yet"})
    try:
        theirs_raw = _timed(limit, lambda: ref_pools(state, q.player))
    except ReferenceTimeout:
        return Finding("undecided", q, {"by": "reference"})
    theirs_raw = getattr(theirs_raw, "pools", theirs_raw)
    mine = {_pool_key(p): p for p in answer.pools}
    theirs = {_pool_key(p): p for p in theirs_raw}
    if set(mine) == set(theirs):
        return Finding("agree", q)
    return Finding("disagreement", q, {"problems": ["pool sets differ"],
                                       "solver": {"only_solver": [v for k, v in mine.items() if k not in theirs]},
                                       "reference": {"only_reference": [v for k, v in theirs.items() if k not in mine]}})


def ask(data: dict[str, Any], q: Question, limit: float) -> list[Finding]:
    """One question on one state (a ``castable-state/1`` dict), never raising: its findings (a
    referee rejection and a disagreement may come together)."""
    try:
        state = GameState.from_json(data)
        if q.command == "mana":
            return [compare_pools(state, q, limit)]
        return compare_listing(state, q, limit)
    except UnsupportedCardError as e:
        return [Finding("unsupported", q, {"error": str(e)})]
    except ReferenceTimeout:
        return [Finding("undecided", q, {"by": "reference"})]
    except Exception as e:  # a crash of either checker (or a generator bug): a finding too
        return [Finding("error", q, {"error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc(limit=8)})]


# ----- the run ---------------------------------------------------------------------------------

@dataclass
class Summary:
    boards: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    findings: list[tuple[Board, Finding]] = field(default_factory=list)

    def add(self, board: Board, f: Finding) -> None:
        self.counts[f.kind] = self.counts.get(f.kind, 0) + 1
        if f.kind not in ("agree", "undecided"):
            self.findings.append((board, f))

    def line(self) -> str:
        c = self.counts.get
        return (f"{self.boards} boards, {c('disagreement', 0)} disagreements, {c('rejection', 0)} referee rejections, "
                f"{c('undecided', 0)} undecided")


def run(pool: CardPool, count: int, seed: int, *, limit: float = 5.0, out: Path | None = None,
        progress: Callable[[str], None] | None = None) -> Summary:
    summary = Summary()
    step = max(1, count // 10)
    for i in range(count):
        board = generate(pool, board_seed(seed, i))
        summary.boards += 1
        for n, q in enumerate(board.questions):
            for f in ask(board.state, q, limit):
                summary.add(board, f)
                if out is not None and f.kind not in ("agree", "undecided"):
                    write_record(out, board, n, f)
        if progress is not None and (i + 1) % step == 0:
            progress(f"[{i + 1}/{count}] {summary.line()}; {summary.counts.get('unsupported', 0)} unsupported, "
                     f"{summary.counts.get('error', 0)} errors")
    return summary


def replay_command(state_file: str, q: Question) -> str:
    if q.command == "mana":
        return f"castable mana {state_file} --player {q.player}"
    ability = f" --ability {q.ability}" if q.command == "activate" else ""
    return f"castable options {state_file} {q.card}{ability} --player {q.player}"


def write_record(out: Path, board: Board, n: int, f: Finding) -> Path:
    """``<kind>-<seed>-<n>.json`` (state, question, answers) and ``board-<seed>.state.json``."""
    out.mkdir(parents=True, exist_ok=True)
    state_file = f"board-{board.seed}.state.json"
    (out / state_file).write_text(json.dumps(board.state, indent=1) + "\n")
    record = {"kind": f.kind, "seed": board.seed, "card": board.subject, "question": f.question.to_json(),
              "state_file": state_file, "replay": replay_command(state_file, f.question), **f.detail,
              "state": board.state}
    path = out / f"{f.kind}-{board.seed}-{n}.json"
    path.write_text(json.dumps(record, indent=1, default=str) + "\n")
    return path


def replay(path: Path, limit: float) -> int:
    """Asks a record's question again; prints the verdict; 0 when the checkers now agree."""
    record = json.loads(path.read_text())
    data = record.get("state")
    if data is None:
        data = json.loads((path.parent / record["state_file"]).read_text())
    qd = record["question"]
    q = Question(qd["command"], qd.get("card"), qd.get("ability"), qd.get("player", ME))
    findings = ask(data, q, limit)
    for f in findings:
        print(f"{path.name}: {record.get('card')} {q.to_json()}: was {record['kind']}, now {f.kind}")
        if f.detail:
            print(json.dumps(f.detail, indent=1, default=str))
    return 0 if all(f.kind in ("agree", "undecided") for f in findings) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.differential", description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds per call, solver and reference")
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS, help="card file (default: shared/data/cards.jsonl.gz)")
    parser.add_argument("--replay", type=Path, help="ask a recorded question again")
    args = parser.parse_args(argv)
    if args.replay is not None:
        return replay(args.replay, args.time_limit)
    pool = CardPool(args.cards)
    summary = run(pool, args.boards, args.seed, limit=args.time_limit, out=args.out,
                  progress=lambda s: print(s, flush=True))
    others = {k: v for k, v in summary.counts.items() if k in ("unsupported", "error")}
    if others:
        print(", ".join(f"{v} {k}" for k, v in sorted(others.items())) + f" (records in {args.out})")
    print(summary.line())
    bad = summary.counts.get("disagreement", 0) + summary.counts.get("rejection", 0)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
