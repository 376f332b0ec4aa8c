"""``precheck/index.py``: the prechecks read each group of alike objects once (issue 11). The
grouping must not change any answer: every precheck with the grouped index equals the same
precheck with every object a group of its own, on the benchmark boards (5 to 500 sources)
and the generator's real-card boards (counters, tapped and sick creatures, Auras, tokens,
permissions)."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.solver import limits
from castable.solver.api import _may_begin
from castable.solver.precheck import bounds, fastpath, index, supply
from castable.solver.precheck.index import SourceIndex, group

from benchmarks.boards import workload_board
from benchmarks.generator import ME, SUBJECT, CardPool, generate


def _states(pool: CardPool) -> list[tuple[GameState, str, str]]:
    out = [(GameState.from_json(workload_board(n, s)), "spell", "me") for n in ("5", "40", "500") for s in range(4)]
    out += [(GameState.from_json(generate(pool, seed).state), SUBJECT, ME) for seed in range(40)]
    return out


def _answers(state: GameState, card: str, player: str, idx: SourceIndex) -> list[Any]:
    try:
        objs = [obj for obj, _ in _may_begin(state, card, player, [], idx)]
    except (InputError, UnsupportedCardError):
        return []
    out: list[Any] = [limits.resource_count(state, player, None, idx)]
    for obj in objs:
        fast = fastpath.try_fast(state, player, obj, index=idx)
        out += [limits.resource_count(state, player, obj.card, idx), bounds.most_resources(state, player, obj, idx),
                bounds.resource_reasons(state, player, obj, idx), supply.shortages(state, player, obj, idx),
                supply.supply_reasons(state, player, obj, idx), None if fast is None else fast.to_json()]
    return out


def test_grouped_equals_one_object_each(pool: CardPool, monkeypatch: pytest.MonkeyPatch) -> None:
    states = _states(pool)
    grouped = [_answers(st, card, player, SourceIndex(st, player)) for st, card, player in states]
    monkeypatch.setattr(index, "plain_key", lambda o: None)  # every object a group of its own
    alone = [_answers(st, card, player, SourceIndex(st, player)) for st, card, player in states]
    assert grouped == alone
    assert sum(1 for a in grouped if len(a) > 1) >= 20  # the prechecks ran on most boards


def test_alike_objects_share_a_group() -> None:
    """500 sources are a few dozen groups; an object with counters is a group of its own."""
    state = GameState.from_json(workload_board("500", 0))
    me = state.player("me")
    groups = group(me.battlefield)
    assert len(groups) < len(me.battlefield) // 5
    assert [o for g in groups for o in g.objs] != [] and sorted(o.id for g in groups for o in g.objs) == \
        sorted(o.id for o in me.battlefield)
    assert all(len(g.objs) == 1 for g in groups if not g.plain)
    assert all(g.plain == (index.plain_key(g.rep) is not None) for g in groups)
