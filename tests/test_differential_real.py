"""Issue 9: differential testing on real cards. Seeded random boards built around understood
cards of the shared data (``benchmarks/generator.py``) are asked about by the solver and the
brute-force reference (``benchmarks/differential.py``): the two must agree on every question
and the referee must accept every solver plan. A failing board is replayed with
``python -m benchmarks.differential --boards 1 --seed ...`` or from its record (``--replay``).

Skipped when the shared card data is missing, except under CI (``CI=true``), where that fails.
"""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks.differential import Finding, Summary, run
from benchmarks.generator import Board, CardPool

BOARDS = 150
SEED = 2026
TIME_LIMIT = 10.0


@pytest.fixture(scope="module")
def summary(pool: CardPool) -> Summary:
    return run(pool, BOARDS, SEED, limit=TIME_LIMIT)


def _describe(items: list[tuple[Board, Finding]]) -> list[Any]:
    return [(b.seed, b.subject, f.kind, f.question.to_json(), f.detail.get("problems") or f.detail.get("error")
             or [r["problems"] for r in f.detail.get("rejected", [])][:1]) for b, f in items]


def test_generator_is_deterministic(pool: CardPool) -> None:
    from benchmarks.generator import generate
    assert generate(pool, 12345).state == generate(pool, 12345).state
    assert generate(pool, 12345).state != generate(pool, 12346).state


def test_boards_parse_and_define_the_asked_card_as_the_pool_does(pool: CardPool) -> None:
    from castable.model import GameState

    from benchmarks.generator import SUBJECT, generate
    for seed in range(40):
        board = generate(pool, seed)
        state = GameState.from_json(board.state)  # the state's own cards: no card file needed
        assert state.object(SUBJECT).real_card == pool.table[board.subject]  # type: ignore[union-attr]


def test_solver_agrees_with_reference_on_real_cards(summary: Summary) -> None:
    """0 disagreements, 0 referee rejections and 0 errors: every difference is a bug in one checker
    (the classes found so far each have a regression test stating its rule: tests/test_rules.py,
    tests/test_costed_mana.py, tests/test_reference_independent.py)."""
    assert summary.boards == BOARDS
    wrong = [(b, f) for b, f in summary.findings if f.kind != "unsupported"]
    assert wrong == [], _describe(wrong)
    asked = sum(summary.counts.values())  # questions: a board asks one or more
    # an exit-4 refusal is an answer, not a disagreement: understood cards whose combination a
    # checker doesn't model exactly (Damping Sphere on Crucible of the Spirit Dragon's mana) are
    # refused by name rather than guessed; they stay rare and always say which card and why
    refused = [f for _, f in summary.findings if f.kind == "unsupported"]
    assert len(refused) <= 2 * asked // 100, _describe([(b, f) for b, f in summary.findings if f.kind == "unsupported"])
    assert all("unsupported" in f.detail["error"] for f in refused)
    # undecided answers stay at most 5 %: a listing the time limit cuts is never compared (and never
    # a "no"); 7 or 8 of 249 in 2026-12, by machine load — mana listings with two any-combination
    # restricted sources (Flamebraider beside a Treasure, Jeweled Lotus and Fellwar Stone), and
    # reference time-outs (issue 11: making those listings fast is open work)
    assert summary.counts.get("undecided", 0) <= 5 * asked // 100
