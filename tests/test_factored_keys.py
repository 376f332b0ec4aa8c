"""Issue 11: option keys computed from the factored parts (``solver/cpsat/factored_keys.py``)
are, plan by plan and in the same order, the ``Plan.option_key`` of the plans the factored
listing derives, on the issue-3 boards, the join boards, the random benchmark boards and the
generator's real-card boards; and ``Plan.option_key`` on an indexed state (its cached object
keys) equals the one on the plain state."""

from __future__ import annotations

import time

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver import api
from castable.solver.api import _may_begin
from castable.solver.cpsat import classes, factored, factored_keys
from castable.solver.cpsat.model import CastModel

from benchmarks import boards
from benchmarks.generator import SUBJECT, CardPool, generate
from benchmarks.issue3 import WORKLOADS, issue3_board
from tests.conftest import board as two_player
from tests.test_factored import JOIN_BOARDS

#: seconds per listing on a generator board (a few are cut: a storage land's X beside an X spell)
LIMIT = 20.0


def _same_keys(state: GameState, card: str, player: str) -> int:
    """Factored models of ``card`` checked; returns how many there were."""
    n = 0
    indexed = factored.IndexedState.of(state)
    for obj, _face in _may_begin(state, card, player, []):
        cm = CastModel(indexed, player, obj)
        if not factored.factorable(cm):
            continue
        fx = factored.Factored(cm, time.monotonic() + LIMIT)
        fx.enumerate_costs()
        if fx.timed_out:  # cut by the limit (a storage land's X beside an X spell): nothing to compare
            continue
        plans = list(factored.iter_plans(fx))
        keys = list(factored_keys.iter_keys(fx))  # the same memoized payment classes, in the same order
        assert keys == [p.option_key(state) for p in plans]
        assert [p.option_key(indexed) for p in plans] == keys
        got, done, _ = factored_keys.list_keys(CastModel(indexed, player, obj), limit=None, time_limit=LIMIT)
        assert done and sorted(got, key=repr) == sorted(keys, key=repr)  # a new solve: another order
        n += 1
    return n


@pytest.mark.parametrize("label", [w for w in WORKLOADS if w not in ("arc-50", "thunder-50", "thunder-20")])
def test_issue3_keys(label: str) -> None:
    assert _same_keys(GameState.from_json(issue3_board(label)), "spell", "me")


@pytest.mark.parametrize("label", sorted(JOIN_BOARDS))
def test_join_keys(label: str) -> None:
    me, opp, top = JOIN_BOARDS[label]
    assert _same_keys(two_player(me=me, opp=opp, **top), "s", "me")


@pytest.mark.parametrize("seed", range(10))
def test_random_board_keys(seed: int) -> None:
    data = boards.board(5 if seed % 2 else 10, seed)
    spell = data["players"][0]["hand"][0]
    card = spell["id"] if isinstance(spell, dict) and "id" in spell else (spell if isinstance(spell, str) else spell["card"])
    _same_keys(GameState.from_json(data), card, "me")


def test_generator_board_keys(pool: CardPool) -> None:
    checked = 0
    for seed in range(60):
        board = generate(pool, seed)
        state = GameState.from_json(board.state)
        obj = state.object(SUBJECT)
        if obj is None or obj.zone == "battlefield" or state.priority is None:
            continue
        try:
            checked += _same_keys(state, SUBJECT, state.priority)
        except UnsupportedCardError:
            continue
    assert checked >= 10


def test_limit_cuts_keys() -> None:
    state = GameState.from_json(issue3_board("arc-5"))
    (obj, _), = _may_begin(state, "spell", "me", [])
    keys, done, timed_out = factored_keys.list_keys(CastModel(factored.IndexedState.of(state), "me", obj), limit=10,
                                                    time_limit=60.0)
    assert len(keys) == 10 and not done and not timed_out


def _same_pure_keys(state: GameState, card: str, player: str) -> int:
    """The keys over the pure enumerator's parts are its plans' keys, one by one; returns how
    many models ``classes`` took."""
    n = 0
    indexed = factored.IndexedState.of(state)
    for obj, _face in _may_begin(state, card, player, []):
        cm = CastModel(indexed, player, obj)
        if not factored.factorable(cm) or classes.declines(cm) is not None:
            continue
        plans = list(classes.iter_plans(cm, classes._Factored(cm, float("inf"))))
        fx = classes._Factored(cm, float("inf"))
        keys = list(factored_keys.iter_keys(fx, factored_keys.pure_parts(cm, fx)))
        assert keys == [p.option_key(state) for p in plans]
        n += 1
    return n


@pytest.mark.parametrize("label", [w for w in WORKLOADS if w not in ("arc-50", "thunder-50", "thunder-20")])
def test_issue3_pure_keys(label: str) -> None:
    assert _same_pure_keys(GameState.from_json(issue3_board(label)), "spell", "me")


@pytest.mark.parametrize("seed", range(10))
def test_random_board_pure_keys(seed: int) -> None:
    data = boards.board(5 if seed % 2 else 10, seed)
    spell = data["players"][0]["hand"][0]
    card = spell["id"] if isinstance(spell, dict) and "id" in spell else (spell if isinstance(spell, str) else spell["card"])
    _same_pure_keys(GameState.from_json(data), card, "me")


def test_generator_board_api_keys(pool: CardPool) -> None:
    """``api.option_keys`` gives the keys of ``api.options``'s plans (as a multiset)
    on the generator's real-card boards (any path: pure,
    CP-SAT factored, one solve per option, split halves)."""
    checked = 0
    for seed in range(40):
        board = generate(pool, seed)
        state = GameState.from_json(board.state)
        obj = state.object(SUBJECT)
        if obj is None or obj.zone == "battlefield" or state.priority is None:
            continue
        try:
            listed = api.options(state, SUBJECT, state.priority, time_limit=LIMIT)
        except UnsupportedCardError:
            continue
        if listed.timed_out:  # cut by the limit: the keys would be cut elsewhere
            continue
        got = api.option_keys(state, SUBJECT, state.priority, time_limit=LIMIT)
        assert got.complete == listed.complete and not got.timed_out
        assert sorted(got.keys, key=repr) == sorted((p.option_key(state) for p in listed.options), key=repr)
        assert got.exit_code == listed.exit_code
        checked += 1
    assert checked >= 10


def test_api_keys_limit() -> None:
    state = GameState.from_json(issue3_board("arc-5"))
    got = api.option_keys(state, "spell", "me", limit=10)
    assert got.count == 10 and not got.complete and not got.timed_out
    assert len(set(got.keys)) == 10
