"""Bad input gets a clear answer (issue 10, items 6-8): a huge number, a lone surrogate, a
duplicate key, an unknown request field, a card file without cards, each is one line naming
the field or argument and exit 2 (a code-2 answer in ``serve``), never a traceback or a
silently wrong answer."""

from __future__ import annotations

import copy
import gzip
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from castable.model.errors import InputError
from castable.model.state import MAX_COUNT, MAX_LIFE, GameState
from castable.solver import api, cli
from castable.solver.limits import resource_count
from castable.solver.serve import Server

SORCERY = {"name": "Test Sorcery", "mana_cost": "{1}", "type_line": "Sorcery", "oracle_text": "Draw a card."}


def chalice_state(*counters: int, cost: str = "{1}") -> dict[str, Any]:
    """Everflowing Chalices with ``counters`` charge counters and a sorcery costing ``cost``."""
    return {"players": [{"name": "me", "hand": ["Test Sorcery"],
                         "battlefield": [{"card": "Everflowing Chalice", "counters": {"charge": n}} for n in counters]}],
            "cards": [{**SORCERY, "mana_cost": cost}]}


def run_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], state: Any = None,
            text: str | None = None) -> tuple[int, str, str]:
    """``castable ARGS`` with the state (a document, or its text) in a file named in ARGS as
    ``STATE``; returns (exit code, stdout, stderr)."""
    if state is not None or text is not None:
        path = tmp_path / "state.json"
        path.write_text(text if text is not None else json.dumps(state), encoding="utf-8")
        args = [str(path) if a == "STATE" else a for a in args]
    code = cli.main(args)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, err: str, field: str) -> None:
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"castable: error: {field}:"), err
    assert "Traceback" not in err and "set_int_max_str_digits" not in err


def field_of(data: Any) -> str:
    with pytest.raises(InputError) as e:
        GameState.from_json(data)
    return e.value.field


# ----- item 6: every number in a state has a bound; answers under it are exact ---------------------

def _me(state: dict[str, Any]) -> dict[str, Any]:
    return state["players"][0]


BOUNDS: list[tuple[str, Any, int, str]] = [
    # (what, set(state, n), the bound, the field named past it)
    ("counters", lambda s, n: _me(s)["battlefield"].append({"card": "Forest", "counters": {"charge": n}}),
     MAX_COUNT, "players[0].battlefield[0].counters.charge"),
    ("life", lambda s, n: _me(s).update(life=n), MAX_LIFE, "players[0].life"),
    ("negative life", lambda s, n: _me(s).update(life=-n), MAX_LIFE, "players[0].life"),
    ("pool", lambda s, n: _me(s).update(mana_pool="{C}" * n), MAX_COUNT, "players[0].mana_pool"),
    ("pool list", lambda s, n: _me(s).update(mana_pool=["{G}", {"mana": "{C}" * (n - 1)}]), MAX_COUNT,
     "players[0].mana_pool"),
    ("library", lambda s, n: _me(s).update(library=n), MAX_COUNT, "players[0].library"),
    ("spells cast", lambda s, n: _me(s).update(spells_cast_this_turn=n), MAX_COUNT, "players[0].spells_cast_this_turn"),
    ("lands played", lambda s, n: _me(s).update(lands_played_this_turn=n), MAX_COUNT,
     "players[0].lands_played_this_turn"),
    ("hidden hand", lambda s, n: s["players"].append({"name": "them", "hand": n}), MAX_COUNT, "players[1].hand"),
    ("activations", lambda s, n: _me(s)["battlefield"].append({"card": "Forest", "activations_this_turn": {"0": n}}),
     MAX_COUNT, "players[0].battlefield[0].activations_this_turn.0"),
    ("power override", lambda s, n: _me(s)["battlefield"].append({"card": "Grizzly Bears", "overrides": {"power": n}}),
     MAX_COUNT, "players[0].battlefield[0].overrides.power"),
    ("toughness override (text)",
     lambda s, n: _me(s)["battlefield"].append({"card": "Grizzly Bears", "overrides": {"toughness": str(-n)}}),
     MAX_COUNT, "players[0].battlefield[0].overrides.toughness"),
    ("loyalty override", lambda s, n: _me(s)["battlefield"].append({"card": "Grizzly Bears", "overrides": {"loyalty": n}}),
     MAX_COUNT, "players[0].battlefield[0].overrides.loyalty"),
    ("X on the stack", lambda s, n: s.update(stack=[{"card": "Test Sorcery", "controller": "me", "choices": {"x": n}}]),
     MAX_COUNT, "stack[0].choices.x"),
    ("ability index on the stack",
     lambda s, n: s.update(stack=[{"ability_of": "me.battlefield.0", "ability": n, "controller": "me"}]),
     MAX_COUNT, "stack[0].ability"),
    ("a number in chosen", lambda s, n: _me(s)["battlefield"].append({"card": "Forest", "chosen": {"n": n}}),
     MAX_LIFE, "players[0].battlefield[0].chosen.n"),
]


@pytest.mark.parametrize(("setter", "bound", "field"), [b[1:] for b in BOUNDS], ids=[b[0] for b in BOUNDS])
def test_every_number_is_bounded_at_input(setter: Any, bound: int, field: str) -> None:
    at, past = chalice_state(), chalice_state()
    setter(at, bound)
    setter(past, bound + 1)
    GameState.from_json(at)  # the bound itself is accepted
    assert field_of(past) == field


def test_a_card_definitions_huge_power_is_refused() -> None:
    state = {"players": [{"name": "me", "battlefield": ["Huge"]}],
             "cards": [{"name": "Huge", "mana_cost": "{1}", "type_line": "Creature — Giant", "oracle_text": "",
                        "power": "9" * 40, "toughness": "1"}]}
    assert field_of(state) == "players[0].battlefield[0].card"


def test_the_chalice_with_5000_counters_is_refused_naming_the_field(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # issue 10 item 6: it said "no — needs {1}; at most 5000 mana can be made now"
    code, out, err = run_cli(tmp_path, capsys, ["can-cast", "STATE", "Test Sorcery"], chalice_state(5000))
    assert_one_line_error(code, err, "players[0].battlefield[0].counters.charge")
    assert f"at most {MAX_COUNT}" in err and not out


def test_mana_in_all_past_the_bound_is_refused_naming_the_player(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    # each Chalice is under the bound, together they are past it: refused, not answered inexactly
    state = chalice_state(600, 600)
    assert resource_count(GameState.from_json(state), "me") > MAX_COUNT
    for args in (["can-cast", "STATE", "Test Sorcery"], ["options", "STATE", "Test Sorcery"], ["mana", "STATE"],
                 ["can-activate", "STATE", "me.battlefield.0", "--ability", "0"]):
        code, _, err = run_cli(tmp_path, capsys, args, state)
        assert_one_line_error(code, err, "players[0]")


def test_answers_at_the_bound_are_exact() -> None:
    # 999 charge counters: 999 {C}, and the Chalice counts one more (improvise), 1000 in all
    n = MAX_COUNT - 1
    state = GameState.from_json(chalice_state(n, cost=f"{{{n}}}"))
    assert resource_count(state, "me") == MAX_COUNT
    assert api.can_cast(state, "Test Sorcery").castable is True
    pools = api.mana_pools(state).to_json()["pools"]
    assert pools == ["{C}" * n]
    dearer = GameState.from_json(chalice_state(n, cost=f"{{{n + 1}}}"))
    answer = api.can_cast(dearer, "Test Sorcery")
    assert answer.castable is False
    assert any(str(n + 1) in r.message for r in answer.reasons)


def test_a_5000_digit_integer_names_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = '{"players": [{"name": "me", "life": ' + "9" * 5000 + "}]}"
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE"], text=text)
    assert_one_line_error(code, err, "players[0].life")
    with pytest.raises(InputError) as e:
        GameState.from_json({"players": [{"name": "me", "life": 10 ** 5000}]})
    assert e.value.field == "players[0].life" and "digits" in e.value.message


# ----- item 7: a lone surrogate is not text ------------------------------------------------------------

SURROGATE_PLACES: list[tuple[str, Any, str]] = [
    ("player name", lambda s: _me(s).update(name="\ud800"), "players[0].name"),
    ("card name", lambda s: s["cards"][0].update(name="Test\ud800"), "cards[0].name"),
    ("oracle text", lambda s: s["cards"][0].update(oracle_text="\udfff"), "cards[0].oracle_text"),
    ("object id", lambda s: _me(s)["battlefield"][0].update(id="x\ud800"), "players[0].battlefield[0].id"),
    ("granted", lambda s: _me(s).update(granted=["hexproof", "\ud800"]), "players[0].granted[1]"),
    ("chosen", lambda s: _me(s)["battlefield"][0].update(chosen={"creature_type": "\ud800"}),
     "players[0].battlefield[0].chosen.creature_type"),
    ("a key", lambda s: _me(s)["battlefield"][0].update(counters={"\ud800": 1}), "players[0].battlefield[0].counters"),
]


@pytest.mark.parametrize(("setter", "field"), [p[1:] for p in SURROGATE_PLACES], ids=[p[0] for p in SURROGATE_PLACES])
def test_a_lone_surrogate_in_a_state_names_the_field(setter: Any, field: str) -> None:
    state = chalice_state(1)
    setter(state)
    assert field_of(state).startswith(field)


def test_a_lone_surrogate_is_exit_2_not_a_crash() -> None:
    # issue 10 item 7: "castable: yes" then "internal error: UnicodeEncodeError", exit 70
    text = json.dumps({"players": [{"name": "\ud800", "hand": ["Test Sorcery"], "battlefield": ["Forest"]}],
                       "cards": [SORCERY]})
    for command in ("can-cast", "options"):
        proc = subprocess.run([sys.executable, "-m", "castable.solver.cli", command, "-", "Test Sorcery"],
                              input=text, capture_output=True, text=True, check=False)
        assert proc.returncode == 2, proc.stderr
        assert not proc.stdout
        assert proc.stderr.strip().splitlines() == [
            "castable: error: players[0].name: not Unicode text (a lone surrogate such as \\ud800)"]


def test_a_lone_surrogate_in_an_argument_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = chalice_state(1)
    code, _, err = run_cli(tmp_path, capsys, ["can-cast", "STATE", "Test\udcff"], state)
    assert_one_line_error(code, err, "CARD")
    code, _, err = run_cli(tmp_path, capsys, ["can-activate", "STATE", "x\udcff", "--ability", "0"], state)
    assert_one_line_error(code, err, "OBJECT")
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE", "--player", "\udcff"], state)
    assert_one_line_error(code, err, "--player")
    code, _, err = run_cli(tmp_path, capsys, ["card", "\udcff"])
    assert_one_line_error(code, err, "NAME")


# ----- item 8: duplicate keys, unknown request fields, card files without cards ------------------------

def test_duplicate_keys_in_a_state_file_name_the_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = '{"players": [{"name": "me", "battlefield": [{"card": "Forest", "tapped": false, "tapped": true}]}]}'
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE"], text=text)
    assert_one_line_error(code, err, "players[0].battlefield[0].tapped")
    assert "duplicate key" in err
    top = '{"players": [{"name": "me"}], "players": [{"name": "you"}]}'
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE"], text=top)
    assert_one_line_error(code, err, "players")


def test_duplicate_keys_in_a_states_cards_name_the_key() -> None:
    text = ('{"players": [{"name": "me", "hand": ["T"]}], "cards": [{"name": "T", "mana_cost": "{1}", '
            '"mana_cost": "{0}", "type_line": "Sorcery", "oracle_text": ""}]}')
    with pytest.raises(InputError) as e:
        GameState.from_text(text)
    assert e.value.field == "cards[0].mana_cost"


def write_cards(tmp_path: Path, text: str, name: str = "cards.json") -> Path:
    path = tmp_path / name
    if name.endswith(".gz"):
        path.write_bytes(gzip.compress(text.encode("utf-8")))
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "text", "where"), [
    ("cards.json", '[{"name": "T", "type_line": "Sorcery", "type_line": "Instant", "mana_cost": "{1}"}]',
     "[0].type_line: duplicate key"),
    ("cards.jsonl", '{"name": "A", "type_line": "Sorcery", "mana_cost": "{1}"}\n{"name": "B", "name": "C"}\n',
     "line 2: name: duplicate key"),
    ("cards.json.gz", '[{"name": "\\ud800", "type_line": "Sorcery"}]', "[0].name: not Unicode text"),
    ("cards.json", '[{"name": "T", "type_line": "Sorcery", "tcgplayer_id": ' + "1" * 5000 + "}]",
     "[0].tcgplayer_id: an integer of 5000 digits is too large"),
])
def test_a_bad_card_file_names_the_file_and_the_path(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
                                                      text: str, where: str) -> None:
    path = write_cards(tmp_path, text, name)
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE", "--cards", str(path)], {"players": [{"name": "me"}]})
    assert_one_line_error(code, err, f"--cards {path}")
    assert where in err


def test_a_card_file_without_cards_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = {"players": [{"name": "me", "battlefield": ["Forest"]}]}
    path = write_cards(tmp_path, json.dumps(state), "state.json")
    code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE", "--cards", str(path)], state)
    assert_one_line_error(code, err, f"--cards {path}")
    assert "no card records" in err
    code, _, err = run_cli(tmp_path, capsys, ["serve", "--cards", str(path)])
    assert_one_line_error(code, err, f"--cards {path}")


# ----- serve -----------------------------------------------------------------------------------------

def ask(line: str | dict[str, Any]) -> dict[str, Any]:
    server = Server()
    response = server.handle_line(line) if isinstance(line, str) else server.handle(line)
    json.dumps(response)  # always writable
    return response


def request(**fields: Any) -> dict[str, Any]:
    return {"id": 1, "command": "can-cast", "state": chalice_state(1), "card": "Test Sorcery", **fields}


def assert_code_2(response: dict[str, Any], field: str) -> None:
    assert response["ok"] is False, response
    assert response["error"]["code"] == 2
    assert response["error"]["message"].startswith(f"{field}:"), response


def test_serve_refuses_unknown_request_fields() -> None:
    # issue 10 item 8: "plyer" answered for the default player
    assert_code_2(ask(request(plyer="you")), "plyer")
    assert ask(request())["ok"] is True


def test_serve_refuses_duplicate_keys_naming_the_path() -> None:
    line = json.dumps(request())[:-1] + ', "card": "Forest"}'
    assert_code_2(ask(line), "card")
    state = '{"players": [{"name": "me", "life": 3, "life": 4}]}'
    assert_code_2(ask('{"id": 2, "command": "mana", "state": ' + state + "}"), "players[0].life")


def test_serve_names_its_own_fields_not_the_clis_arguments() -> None:
    # issue 10 item 8: a bad ability index said "--ability:"
    bad = request(command="can-activate", object="me.battlefield.0", ability=7)
    del bad["card"]
    assert_code_2(ask(bad), "ability")
    assert_code_2(ask(request(card="Nowhere")), "card")
    bad = request(command="options", object="Nowhere", ability=0)
    del bad["card"]
    assert_code_2(ask(bad), "object")


def test_serve_refuses_lone_surrogates_and_huge_integers() -> None:
    assert_code_2(ask(request(card="\ud800")), "card")
    assert_code_2(ask(json.dumps(request())[:-1] + ', "limit": ' + "9" * 5000 + "}"), "limit")
    response = ask(json.dumps(request(id="\ud800")))
    assert_code_2(response, "id")
    assert response["id"] is None  # not an id that can be written back
    state = copy.deepcopy(chalice_state(1))
    state["players"][0]["name"] = "\udfff"
    assert_code_2(ask(request(state=state)), "players[0].name")
    assert_code_2(ask(request(state=chalice_state(5000))), "players[0].battlefield[0].counters.charge")


def test_serve_loop_answers_one_line_per_request() -> None:
    lines = [json.dumps(request(plyer="x")), json.dumps(request(card="\ud800")), json.dumps(request())]
    proc = subprocess.run([sys.executable, "-m", "castable.solver.serve"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [a["ok"] for a in answers] == [False, False, True]
    assert [a["error"]["code"] for a in answers[:2]] == [2, 2]


def test_a_huge_number_in_an_argument_is_one_short_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = chalice_state(1)
    for option in ("--limit", "--time-limit"):
        code, _, err = run_cli(tmp_path, capsys, ["mana", "STATE", option, "9" * 5000], state)
        assert_one_line_error(code, err, f"argument {option}")
        assert len(err) < 200
    code, _, err = run_cli(tmp_path, capsys, ["options", "STATE", "Test Sorcery", "--ability", "9" * 5000], state)
    assert_one_line_error(code, err, "argument --ability")
    assert len(err) < 200
