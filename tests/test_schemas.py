"""The published JSON Schemas (``castable schema NAME``) agree with the parser and the outputs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

jsonschema = pytest.importorskip("jsonschema")

from castable.model.errors import InputError  # noqa: E402
from castable.model.plan import Activation, Plan  # noqa: E402
from castable.model.state import GameState  # noqa: E402
from castable.solver import cli  # noqa: E402
from castable.solver.answer import CastAnswer, ManaAnswer, OptionsAnswer, Reason  # noqa: E402

README = Path(__file__).resolve().parent.parent / "README.md"


def validator(name: str) -> Any:
    schema = json.loads(cli.schema_text(name))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def readme_json_blocks() -> list[Any]:
    if not README.exists():
        return []
    return [json.loads(b) for b in re.findall(r"```json\n(.*?)```", README.read_text(encoding="utf-8"), re.S)]


@pytest.mark.parametrize("name", cli.SCHEMAS)
def test_schemas_are_valid_draft_2020_12(name: str) -> None:
    schema = json.loads(cli.schema_text(name))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


def test_plan_definitions_agree() -> None:
    answer = json.loads(cli.schema_text("answer"))
    options = json.loads(cli.schema_text("options"))
    assert answer["$defs"]["plan"] == options["$defs"]["plan"]
    assert answer["$defs"]["pool"] == options["$defs"]["pool"] == json.loads(cli.schema_text("mana"))["$defs"]["pool"]


# ----- states -------------------------------------------------------------------------------------
GOOD_STATES: list[Any] = [
    {"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain"]}]},
    json.loads(cli.demo_state_text()),
    {"players": [{"name": "a", "mana_pool": ["{C}", {"mana": "{C}{C}", "source": "Sol Ring"}, {"mana": "{G}", "source": None}],
                  "hand": 4, "life": -3}, {"name": "b"}],
     "turn": {"active_player": "b", "phase": "untap", "priority": None}},
    {"players": [{"name": "a", "battlefield": [{"card": "Forest", "id": "f"}, {"card": "Sol Ring", "attached_to": "f"}]}],
     "stack": [{"card": "Shock", "controller": "a", "targets": ["a"], "choices": {"zone": "hand", "x": 0, "targets": [["a"]]}},
               {"ability_of": "f", "ability": 0, "controller": "a"}]},
    {"players": [{"name": "a", "hand": ["Cub"]}],
     "cards": [{"name": "Cub", "mana_cost": "{1}{G/W}{W/U/P}{2/R}{C/G}{S}{X}", "type_line": "Creature — Bear",
                "oracle_text": "Flying", "power": "2", "toughness": "2", "colors": ["G"], "keywords": ["Flying"],
                "layout": "normal"}]},
    *[b for b in readme_json_blocks() if isinstance(b, dict) and "players" in b],
]


@pytest.mark.parametrize("state", GOOD_STATES)
def test_valid_states_pass_schema_and_parser(state: Any) -> None:
    validator("state").validate(state)
    GameState.from_json(state)


def test_readme_has_a_full_example() -> None:
    if not README.exists():
        pytest.skip("no README")
    full = [b for b in readme_json_blocks() if isinstance(b, dict) and "players" in b and "stack" in b and "cards" in b]
    assert full, "README should show one full state example"


BAD_STATES: list[Any] = [
    {"players": []},
    {"players": [{"name": "me"}], "extra": 1},
    {"format": "castable-state/2", "players": [{"name": "me"}]},
    {"players": [{"name": "me"}], "turn": {"phase": "combat"}},
    {"players": [{"name": "me", "mana_pool": "{2}"}]},
    {"players": [{"name": "me", "mana_pool": "{W/U}"}]},
    {"players": [{"name": "me", "mana_pool": [{"mana": "{S}", "source": "Snow-Covered Forest"}]}]},
    {"players": [{"name": "me", "life": "20"}]},
    {"players": [{"name": "me", "hand": -1}]},
    {"players": [{"name": "me", "library": -1}]},
    {"players": [{"name": "me", "hand": [{"card": "Shock", "tap": True}]}]},
    {"players": [{"name": "me", "battlefield": [{"card": "Forest", "overrides": {"colors": ["X"]}}]}]},
    {"players": [{"name": "me", "battlefield": [{"card": "Forest", "counters": {"charge": -1}}]}]},
    {"players": [{"name": "me", "battlefield": [{"card": "Forest", "activations_this_turn": {"x": 1}}]}]},
    {"players": [{"name": "me"}], "stack": [{"card": "Shock"}]},
    {"players": [{"name": "me"}], "stack": [{"ability_of": "x", "ability": -1, "controller": "me"}]},
    {"players": [{"name": "me"}], "cards": [{"name": "X", "type_line": "Instant", "mana_cost": "{Q}"}]},
    {"players": [{"name": "me"}], "cards": [{"name": "X", "type_line": "Instant", "colors": ["Q"]}]},
]


@pytest.mark.parametrize("state", BAD_STATES)
def test_invalid_states_fail_schema_and_parser(state: Any) -> None:
    assert not validator("state").is_valid(state)
    with pytest.raises(InputError):
        GameState.from_json(state)


# ----- outputs ------------------------------------------------------------------------------------
STATE = GameState.from_json({"players": [
    {"name": "me", "hand": ["Shock"], "battlefield": ["Mountain", "Mishra's Workshop", "Sol Ring"], "mana_pool": "{R}"},
    {"name": "you", "battlefield": ["Grizzly Bears"]}]})

PLANS = [
    Plan(card="me.hand.0", player="me"),
    Plan(card="me.hand.0", player="me", targets=(("you",),), announced=("mana",), total_cost="{R}",
         activations=(Activation("me.battlefield.0", 0, ("R",)),), spent=(("R", "me.battlefield.0"),),
         tapped=("me.battlefield.0",), mana_pool=(("R", None),)),
    Plan(card="me.hand.0", player="me", alternative_cost="Fireblast", optional_costs={"kicker": 1}, x=3,
         targets=((), ("you.battlefield.0", "you")), total_cost="{3}{R}", life_paid=2, convoked=("me.battlefield.2",),
         activations=(Activation("me.battlefield.2", 0, ("C", "C"), paid_with=(("C", "x"),), tapped_creatures=("a",)),),
         sacrificed=("me.battlefield.0",), exiled=("a",), discarded=("b",), cost_objects=(("a", "b"),),
         mana_pool=(("C", "me.battlefield.1"), ("C", "me.battlefield.1"), ("G", None))),
]


@pytest.mark.parametrize("plan", PLANS)
def test_plans_pass_answer_and_options_schemas(plan: Plan) -> None:
    answer = CastAnswer(True, plan).to_json(STATE)
    validator("answer").validate(answer)
    activate = CastAnswer(True, plan).to_json(STATE, key="activatable")
    validator("answer").validate(activate)
    validator("options").validate(OptionsAnswer([plan, plan], complete=False).to_json(STATE))


@pytest.mark.parametrize("answer", [
    CastAnswer(False, reasons=[Reason("601.2h", "needs {U}{U}; only one untapped source can produce {U}", ("a", "b"))]),
    CastAnswer(None, reasons=[Reason("601.2h", "time limit reached")]),
])
def test_negative_answers_pass_schema(answer: CastAnswer) -> None:
    validator("answer").validate(answer.to_json(STATE))


@pytest.mark.parametrize("bad", [
    {"format": "castable-answer/1", "castable": False, "plan": None, "reasons": []},  # reasons needed
    {"format": "castable-answer/1", "castable": True, "plan": None, "reasons": []},  # plan needed
    {"format": "castable-answer/1", "plan": None, "reasons": [{"rule": "601.2h", "message": "x", "objects": []}]},
    {"format": "castable-answer/2", "castable": None, "plan": None, "reasons": [{"rule": "1", "message": "x", "objects": []}]},
])
def test_bad_answers_fail_schema(bad: dict[str, Any]) -> None:
    assert not validator("answer").is_valid(bad)


@pytest.mark.parametrize("answer", [
    ManaAnswer([""], complete=True),
    ManaAnswer(["{W}{U}{U}", "{G}{C}"], complete=False, timed_out=True),
    ManaAnswer([[{"mana": "{C}{C}{C}", "source": "Mishra's Workshop"}, {"mana": "{R}"}]], complete=True),
])
def test_mana_answers_pass_schema(answer: ManaAnswer) -> None:
    validator("mana").validate(answer.to_json())
    assert not validator("mana").is_valid({**answer.to_json(), "pools": ["{2}"]})


def test_options_count_zero_passes_schema() -> None:
    validator("options").validate(OptionsAnswer([], complete=True).to_json(STATE))


# ----- real solver outputs (need the solver) ---------------------------------------------------------
@pytest.mark.parametrize(("argv", "schema"), [
    (["can-cast", "{demo}", "Kitchen Finks", "--json"], "answer"),
    (["can-cast", "{demo}", "Counterspell", "--json"], "answer"),
    (["options", "{demo}", "Kitchen Finks", "--json"], "options"),
    (["options", "{demo}", "Lightning Helix", "--json", "--limit", "2"], "options"),
    (["mana", "{demo}", "--json"], "mana"),
    (["moves", "{demo}", "--json"], "moves"),
])
def test_cli_outputs_pass_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], schema: str) -> None:
    demo = tmp_path / "demo.json"
    demo.write_text(cli.demo_state_text(), encoding="utf-8")
    code = cli.main([a.replace("{demo}", str(demo)) for a in argv])
    out = capsys.readouterr().out
    assert code in (0, 1)
    validator(schema).validate(json.loads(out))


def test_applied_states_pass_the_state_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`castable apply` writes castable-state/1: the same schema as input."""
    demo = tmp_path / "demo.json"
    demo.write_text(cli.demo_state_text(), encoding="utf-8")
    assert cli.main(["moves", str(demo), "--json"]) == 0
    actions = [a["action"] for a in json.loads(capsys.readouterr().out)["actions"]]
    for action in actions:
        assert cli.main(["apply", str(demo), action]) == 0
        after = json.loads(capsys.readouterr().out)
        validator("state").validate(after)
        GameState.from_json(after)
