"""The resource shortcut (solver/precheck/bounds.py) is exact: whenever it says "no", the full CP-SAT
model is INFEASIBLE too; and it does fire on boards that are clearly short."""

from __future__ import annotations

from castable.model import GameState
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import solve
from castable.solver.precheck.bounds import resource_reasons
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_shortcut_no_implies_model_infeasible(case: tuple) -> None:
    data, card = case
    state = GameState.from_json(data)
    obj = state.object(card)
    if resource_reasons(state, "me", obj):
        status, _ = solve(CastModel(state, "me", obj), 30)
        assert status == "no"


def test_shortcut_fires_when_short() -> None:
    s = board({"hand": ["Divination"], "battlefield": ["Island", "Island"]})
    (reason,) = resource_reasons(s, "me", s.object("me.hand.0"))
    assert reason.rule == "601.2h" and "at least 3" in reason.message


def test_shortcut_silent_with_alternative_costs() -> None:
    s = board({"hand": ["Force of Will"]})
    assert resource_reasons(s, "me", s.object("me.hand.0")) == []
