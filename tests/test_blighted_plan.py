"""Issue 13 (std13d): the plan's outcome field ``blighted``, which a blight cost will fill.

Blight is not in /work/shared/rules; stated here in our own words from the cards' reminder text
("To blight 1, put a -1/-1 counter on a creature you control."): to blight N is to put N -1/-1
counters on one creature you control; as a cost (118.1) the player chooses the creature while
paying (601.2h, costs paid in any order). Which creature takes the counters changes the game,
so it tells options apart (docs/answers.md "Distinct options"): the plan names it in
``blighted`` as (creature id, counters), one pair per blight paid. These tests pin the field's
format, identity, application and checking; tests/test_blight13.py has the blight cost the
three checkers fill it from.
"""

from __future__ import annotations

import json

import pytest
from castable.model import GameState
from castable.model.plan import Plan
from castable.solver import cli, referee
from castable.solver.actions import format_action, parse_action
from castable.solver.answer import CastAnswer, OptionsAnswer
from castable.solver.api import options
from castable.solver.transitions import apply
from conftest import board

jsonschema = pytest.importorskip("jsonschema")


def _state() -> GameState:
    # two indistinguishable Grizzly Bears and one Llanowar Elves: creatures me controls
    return board({"hand": ["Shock"], "battlefield": [{"card": "Mountain", "id": "m"}, {"card": "Grizzly Bears", "id": "b1"},
                                                      {"card": "Grizzly Bears", "id": "b2"},
                                                      {"card": "Llanowar Elves", "id": "e"}]})


def _plan(blighted: tuple[tuple[str, int], ...]) -> Plan:
    return Plan(card="me.hand.0", player="me", targets=(("opp",),), announced=("mana",), total_cost="{R}",
                tapped=("m",), blighted=blighted)


def test_action_string_round_trip() -> None:
    """``blighted T:N,..`` is written after the other outcome lists and parsed back unchanged."""
    plan = _plan((("b1", 1), ("e", 2)))
    text = format_action(plan)
    assert "blighted b1:1,e:2" in text
    assert parse_action(text) == plan
    assert "blighted" not in format_action(_plan(()))


def test_json_outcome_and_schemas() -> None:
    """The outcome lists ``blighted`` only when non-empty, and both answer schemas take it."""
    state = _state()
    doc = _plan((("b1", 1),)).to_json(state)
    assert doc["outcome"]["blighted"] == [{"object": "b1", "counters": 1}]
    assert "blighted" not in _plan(()).to_json(state)["outcome"]
    for name, answer in (("answer", CastAnswer(True, _plan((("e", 2),))).to_json(state)),
                         ("options", OptionsAnswer([_plan((("e", 2),))], complete=True).to_json(state))):
        validator = jsonschema.Draft202012Validator(json.loads(cli.schema_text(name)))
        validator.validate(answer)
        bad = json.loads(json.dumps(answer))
        plan_doc = bad["plan"] if name == "answer" else bad["options"][0]
        plan_doc["outcome"]["blighted"] = [{"object": "e", "counters": 0}]
        assert not validator.is_valid(bad)  # blight N puts at least one counter


def test_option_identity() -> None:
    """The two Bears are the same option; the Elves is another; so is a different number of
    counters; two blights of one size on two creatures are one option in either order."""
    state = _state()
    b1, b2, elves = (_plan(((oid, 1),)).option_key(state) for oid in ("b1", "b2", "e"))
    assert b1 == b2
    assert b1 != elves
    assert b1 != _plan((("b1", 2),)).option_key(state)
    assert b1 != _plan(()).option_key(state)
    assert _plan((("b1", 1), ("e", 1))).option_key(state) == _plan((("e", 1), ("b2", 1))).option_key(state)
    assert _plan((("b1", 1), ("e", 2))).option_key(state) != _plan((("b1", 2), ("e", 1))).option_key(state)


def test_apply_puts_the_counters() -> None:
    """Blight puts -1/-1 counters on the creature named, added to those it has; the Bears with
    two counters is 0/0 but stays: apply performs no 704.5f (docs/answers.md)."""
    state = board({"hand": ["Shock"], "battlefield": [{"card": "Mountain", "id": "m"},
                                                      {"card": "Grizzly Bears", "id": "b1", "counters": {"-1/-1": 1}},
                                                      {"card": "Llanowar Elves", "id": "e"}]})
    plan = next(p for p in options(state, "me.hand.0").options if p.targets == (("opp",),))
    after = apply(state, Plan(**{**plan.__dict__, "blighted": (("b1", 1), ("e", 1))}))
    bears, elves = after.object("b1"), after.object("e")
    assert bears is not None and elves is not None
    assert bears.counters == {"-1/-1": 2} and bears.toughness == 0 and bears.zone == "battlefield"
    assert elves.counters == {"-1/-1": 1}


def test_referee_rejects_a_blight_no_cost_asks_for() -> None:
    """Shock has no blight cost, so a plan saying a creature was blighted is wrong (601.2h)."""
    state = _state()
    plan = next(p for p in options(state, "me.hand.0").options if p.targets == (("opp",),))
    assert referee.check(state, plan) == []
    problems = referee.check(state, Plan(**{**plan.__dict__, "blighted": (("e", 1),)}))
    assert any("blighted" in str(p) for p in problems)
