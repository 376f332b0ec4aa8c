"""Issue 9: differential testing on real cards. Seeded random boards built around understood
cards of the shared data (``benchmarks/generator.py``) are asked about by the solver and the
brute-force reference (``benchmarks/differential.py``): the two must agree on every question
and the referee must accept every solver plan. A failing board is replayed with
``python -m benchmarks.differential --boards 1 --seed ...`` or from its record (``--replay``).

Skipped when the shared card data is missing, except under CI (``CI=true``), where that fails.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest

from benchmarks.differential import Finding, Summary, run
from benchmarks.generator import DEFAULT_CARDS, Board, CardPool

BOARDS = 150
SEED = 2026
TIME_LIMIT = 10.0


@pytest.fixture(scope="module")
def pool() -> CardPool:
    if not DEFAULT_CARDS.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"shared card data not found at {DEFAULT_CARDS} (required under CI)")
        pytest.skip(f"shared card data not found at {DEFAULT_CARDS}")
    return CardPool(DEFAULT_CARDS)


@pytest.fixture(scope="module")
def summary(pool: CardPool) -> Summary:
    return run(pool, BOARDS, SEED, limit=TIME_LIMIT)


Known = Callable[[CardPool, Board, Finding], bool]
SINGULAR_TYPES = {f"protection from {t}" for t in ("creature", "artifact", "instant", "sorcery", "enchantment", "land")}


def _objects(board: Board) -> list[dict[str, Any]]:
    out = [o for p in board.state["players"] for o in p["battlefield"] if isinstance(o, dict)]
    return out + list(board.state.get("stack", []))


def _grants(board: Board) -> set[str]:
    return {g for o in _objects(board) for g in o.get("granted", [])}


def _faces(pool: CardPool, board: Board, f: Finding) -> bool:
    return bool(pool.table[board.subject].faces)


def _singular_type_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    return bool(_grants(board) & SINGULAR_TYPES)


def _other_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(g.startswith("protection from") for g in _grants(board)) or any(
        "protection from" in (pool.get(o["card"]) or pool.table[o["card"]]).oracle_text.lower()
        for o in _objects(board) if o["card"] in pool.table)


def _player_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    return any("protection" in g for p in board.state["players"] for g in p.get("granted", []))


def _my_mana_abilities(pool: CardPool, board: Board) -> list[Any]:
    mine = board.state["players"][0]["battlefield"]
    cards = [pool.get(o["card"] if isinstance(o, dict) else o) for o in mine]
    return [ab for c in cards if c is not None for ab in c.mana_abilities]


def _untapped_mana_ability(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(not ab.tap for ab in _my_mana_abilities(pool, board))


def _face_down(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(o.get("face_down") for o in _objects(board))


def _costed_mana_ability(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(ab.mana_cost is not None and ab.mana_cost.mana_value >= 2 for ab in _my_mana_abilities(pool, board))


#: Known classes of disagreement found by this harness (issue 9), each with the side believed
#: wrong and the replay files in notes_helpers/differential_findings/; a finding is put in the
#: first class whose predicate holds for its board.
KNOWN: dict[str, tuple[str, Known]] = {
    "faces": ("solver/reference.py never casts a face of a multi-face card (709.3, 712, 715.3): no plan for "
              "a split / adventure / MDFC face, and no choices.face on a transforming card", _faces),
    "singular_type_protection": ("solver/referee.py (so the reference) ignores 'protection from creature' / "
                                 "'artifact' (singular card type, 702.16a); encoding.py honours it", _singular_type_protection),
    "protection": ("solver/encoding.py ignores 'protection from A and from B' (702.16g), 'from multicolored' "
                   "and '-ies' plurals ('from sorceries') that the referee applies (702.16a-b)", _other_protection),
    "player_protection": ("solver/encoding.py ignores a player's protection (702.16b): it targets a player "
                          "with protection from the spell", _player_protection),
    "untapped_mana_ability_outcome": ("solver: a mana ability without {T} ('{G}: Add...', '{1}, Sacrifice "
                                      "this: Add...') is put in outcome.tapped and its sacrifice left out of "
                                      "outcome.sacrificed (605.3b, 118.3)", _untapped_mana_ability),
    "face_down": ("solver/referee.py / reference.py tap a face-down basic land for its intrinsic mana: a face-down "
                  "permanent has no subtypes and no abilities (708.2, 305.6)", _face_down),
    "costed_mana_ability": ("solver/encoding.py never activates a mana ability whose mana cost is as large as "
                            "what it makes (Jenson Carthalion's {5}, {T}: Add {W}{U}{B}{R}{G}); the reference "
                            "lists those options (a mana ability is part of an option when its mana is used)",
                            _costed_mana_ability),
}


def _known_class(pool: CardPool, board: Board, f: Finding) -> str | None:
    return next((name for name, (_, pred) in KNOWN.items() if pred(pool, board, f)), None)


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
        assert state.object(SUBJECT).card == pool.table[board.subject]  # type: ignore[union-attr]


def test_solver_agrees_with_reference_on_real_cards(pool: CardPool, summary: Summary) -> None:
    """0 disagreements and 0 referee rejections, outside the known classes (below)."""
    assert summary.boards == BOARDS
    unknown = [(b, f) for b, f in summary.findings if _known_class(pool, b, f) is None]
    assert unknown == [], _describe(unknown)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=False, reason=KNOWN[n][0]))
                                  for n in KNOWN])
def test_known_class_is_fixed(pool: CardPool, summary: Summary, name: str) -> None:
    found = [(b, f) for b, f in summary.findings if _known_class(pool, b, f) == name]
    assert found == [], _describe(found)
