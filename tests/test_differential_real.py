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


def _objects(board: Board) -> dict[str, dict[str, Any]]:
    """Battlefield and stack objects by id (generated ids as the state format makes them)."""
    out = {}
    for p in board.state["players"]:
        for i, o in enumerate(p["battlefield"]):
            o = o if isinstance(o, dict) else {"card": o}
            out[o.get("id", f"{p['name']}.battlefield.{i}")] = o
    for i, o in enumerate(board.state.get("stack", [])):
        out[o.get("id", f"stack.{i}")] = o
    return out


def _plans(f: Finding) -> list[dict[str, Any]]:
    """The plans a finding is about: the rejected ones, or those only one side lists."""
    d = f.detail
    items = d.get("rejected", []) + d.get("solver", {}).get("only_solver", []) + d.get("reference", {}).get(
        "only_reference", [])
    return [x["plan"] for x in items if isinstance(x, dict) and "plan" in x]


def _targets(f: Finding) -> set[str]:
    return {t for p in _plans(f) for slot in p["choices"]["targets"] for t in slot}


def _activated(f: Finding) -> set[str]:
    return {a["object"] for p in _plans(f) for a in p["steps"]["activations"]}


def _faces(pool: CardPool, board: Board, f: Finding) -> bool:
    return bool(pool.table[board.subject].faces)


def _target_grants(board: Board, f: Finding) -> set[str]:
    objs = _objects(board)
    players = {p["name"]: p for p in board.state["players"]}
    return {g for t in _targets(f) for g in (objs.get(t) or players.get(t) or {}).get("granted", [])}


def _singular_type_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    return bool(_target_grants(board, f) & SINGULAR_TYPES)


def _player_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    return any("protection" in g for p in board.state["players"] if p["name"] in _targets(f)
               for g in p.get("granted", []))


def _other_protection(pool: CardPool, board: Board, f: Finding) -> bool:
    objs = _objects(board)
    printed = any("protection from" in pool.table[objs[t]["card"]].oracle_text.lower()
                  for t in _targets(f) if t in objs and objs[t]["card"] in pool.table)
    return printed or any(g.startswith("protection from") for g in _target_grants(board, f))


def _mana_abilities(pool: CardPool, board: Board, f: Finding) -> list[Any]:
    objs = _objects(board)
    cards = [pool.get(objs[i]["card"]) for i in _activated(f) if i in objs]
    return [ab for c in cards if c is not None for ab in c.mana_abilities]


def _paid_mana_ability(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(ab.mana_cost is not None and (not ab.tap or ab.sacrifice_self) for ab in _mana_abilities(pool, board, f))


def _face_down(pool: CardPool, board: Board, f: Finding) -> bool:
    objs = _objects(board)
    return any(objs.get(i, {}).get("face_down") for i in _activated(f) | _targets(f))


def _costed_mana_ability(pool: CardPool, board: Board, f: Finding) -> bool:
    return any(ab.mana_cost is not None and ab.mana_cost.mana_value >= 2 for ab in _mana_abilities(pool, board, f))


#: Known classes of disagreement found by this harness (issue 9), each with the side believed
#: wrong and the replay files in notes_helpers/differential_findings/; a finding is put in the
#: first class whose predicate holds for the plans it is about (rejected, or listed by one side only).
KNOWN: dict[str, tuple[str, Known]] = {
    "faces": ("solver/reference.py never casts a face of a multi-face card (709.3, 712, 715.3): no plan for "
              "a split / adventure / MDFC face, and no choices.face on a transforming card", _faces),
    "player_protection": ("solver/encoding.py ignores a player's protection (702.16b): it targets a player "
                          "with protection from the spell", _player_protection),
    "singular_type_protection": ("solver/referee.py (so the reference) ignores 'protection from creature' / "
                                 "'artifact' (singular card type, 702.16a); encoding.py honours it", _singular_type_protection),
    "protection": ("solver/encoding.py ignores 'protection from A and from B' (702.16g), 'from multicolored' "
                   "and '-ies' plurals ('from sorceries') that the referee applies (702.16a-b)", _other_protection),
    "paid_mana_ability_outcome": ("solver: the outcome of a mana ability with a mana cost lists its source as "
                                  "tapped even without {T} ('{G}: Add ...', '{1}, Sacrifice this: Add ...') and "
                                  "leaves its sacrifice out of outcome.sacrificed (602.2b, 118.3)", _paid_mana_ability),
    "face_down": ("both checkers tap a face-down basic land for its intrinsic mana, though a face-down permanent "
                  "has no subtypes and no abilities (708.2, 305.6); where they differ on face-down objects", _face_down),
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
