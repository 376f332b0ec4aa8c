"""Issue 11: the target-choice count of ``factored.Factored`` (a product of per-class
polynomials) equals the enumerating programme it replaced (every way a class takes cells,
joined with the payment's rows by contingency tables) and the lazily listed target choices,
on the issue-3 boards, the random benchmark boards and the generator's boards, for every
slot count and divided amount up to a bound and for several splits of the joined classes into
rows."""

from __future__ import annotations

import itertools
import random
import time

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver.api import _may_begin
from castable.solver.cpsat import classes, factored
from castable.solver.cpsat.model import CastModel

from benchmarks import boards
from benchmarks.generator import SUBJECT, CardPool, generate
from benchmarks.issue3 import WORKLOADS, issue3_board


def _enumerated(fx: factored.Factored, ci: int, rem: tuple[int, ...], div: int, rows: factored.Rows,
                memo: dict[tuple[int, tuple[int, ...], int], int]) -> int:
    """The count as the programme before it: per class every local choice of cells (601.2c-d),
    weighted by its contingency tables with the rows (a class that also pays)."""
    if ci == len(fx.tclasses):
        return 1 if div == 0 and not any(rem) else 0
    key = (ci, rem, div)
    if key not in memo:
        total = 0
        for chosen, r, d in fx._local(ci, rem, div):
            weight = 1
            if ci in fx.mixed and rows:
                caps = tuple(n for _, n in rows[fx.mixed.index(ci)])
                weight = len(fx._tables(caps, tuple(n for _, n in chosen)))
            total += weight * _enumerated(fx, ci + 1, r, d, rows, memo)
        memo[key] = total
    return memo[key]


def _splits(fx: factored.Factored, rng: random.Random) -> list[factored.Rows]:
    """The classes that also pay split into rows: all in one, and a random split."""
    if not fx.mixed:
        return [()]
    out: list[factored.Rows] = [tuple(((("tapped",), fx.tclasses[ci].n),) for ci in fx.mixed)]
    split = []
    for ci in fx.mixed:
        n = fx.tclasses[ci].n
        k = rng.randint(0, n)
        split.append(tuple((r, m) for r, m in ((("tapped",), k), ((), n - k)) if m))
    return [*out, tuple(split)]


def _check(cm: CastModel, rng: random.Random) -> int:
    """Every count the new programme gives agrees with the enumerating one (queries up to a
    bound per slot and amount); returns the queries that had a choice."""
    fx = classes._Factored(cm, time.monotonic() + 60)
    caps = fx._caps()
    ranges = [range(min(c, 3) + 1) for c in caps[:-1]]
    nonzero = 0
    for rows in _splits(fx, rng):
        memo: dict[tuple[int, tuple[int, ...], int], int] = {}
        for ci in range(len(fx.tclasses) + 1):
            for rem in itertools.product(*ranges):
                for div in range(min(caps[-1], 5) + 1):
                    want = _enumerated(fx, ci, tuple(rem), div, rows, memo)
                    assert fx._count(ci, tuple(rem), div, rows) == want, (ci, rem, div, rows)
                    nonzero += want > 0
        for rem in itertools.product(*ranges):
            for div in range(min(caps[-1], 5) + 1):
                cost = factored._Cost((), tuple(rem), tuple(True for _ in rem), div)
                assert sum(1 for _ in fx.target_choices(cost, rows)) == fx.target_count(cost, rows)
    return nonzero


def _models(state: GameState, card: str, player: str) -> list[CastModel]:
    indexed = factored.IndexedState.of(state)
    cms = [CastModel(indexed, player, obj) for obj, _face in _may_begin(state, card, player, [])]
    return [cm for cm in cms if factored.factorable(cm)]


@pytest.mark.parametrize("label", WORKLOADS)
def test_issue3_boards(label: str) -> None:
    rng = random.Random(label)
    cms = _models(GameState.from_json(issue3_board(label)), "spell", "me")
    assert cms and sum(_check(cm, rng) for cm in cms) > 0


@pytest.mark.parametrize("seed", range(8))
def test_random_boards(seed: int) -> None:
    data = boards.board((5, 10, 20, 40)[seed % 4], seed)
    spell = data["players"][0]["hand"][0]
    card = spell["id"] if isinstance(spell, dict) and "id" in spell else (spell if isinstance(spell, str) else spell["card"])
    for cm in _models(GameState.from_json(data), card, "me"):
        _check(cm, random.Random(seed))


def test_generator_boards(pool: CardPool) -> None:
    checked = 0
    for seed in range(120):
        board = generate(pool, seed)
        state = GameState.from_json(board.state)
        obj = state.object(SUBJECT)
        if obj is None or obj.zone == "battlefield" or state.priority is None:
            continue
        try:
            cms = _models(state, SUBJECT, state.priority)
        except UnsupportedCardError:
            continue
        for cm in cms:
            checked += _check(cm, random.Random(seed)) > 0
    assert checked >= 10  # boards with some target choice were compared
