"""Fuzzing the input parsers: whatever the input, the only exception is InputError (exit 2)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from castable.model.database import load_card_file
from castable.model.errors import InputError
from castable.model.mana import parse_cost, parse_pool
from castable.model.oracle import read_card
from castable.model.state import PHASES, GameState
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

MANA_PIECES = ["{", "}", "/", "W", "U", "B", "R", "G", "C", "X", "S", "P", "2", "0", "10", "²", "١", " ", "{W/U}",
               "{2/W}", "{C/W}", "{W/P}", "{W/U/P}", "{G}", "{99999999999999999999}", "{}", "{{", "}}", "a", "\n"]
mana_text = st.one_of(st.text(), st.lists(st.sampled_from(MANA_PIECES), max_size=12).map("".join))


@FUZZ
@given(mana_text)
def test_parse_cost_only_input_errors(text: str) -> None:
    try:
        cost = parse_cost(text)
    except InputError:
        return
    assert str(cost).replace(" ", "") == "".join(s.text for s in cost.symbols)
    assert cost.mana_value >= 0


@FUZZ
@given(mana_text)
def test_parse_pool_only_input_errors(text: str) -> None:
    try:
        pool = parse_pool(text)
    except InputError:
        return
    assert set(pool) <= set("WUBRGC")


@given(st.one_of(st.none(), st.integers(), st.lists(st.integers()), st.dictionaries(st.text(), st.integers())))
def test_parse_cost_rejects_non_strings(value: Any) -> None:
    with pytest.raises(InputError):
        parse_cost(value)


@pytest.mark.parametrize("text", ["{²}", "{١}", "{" + "9" * 5000 + "}", "{W/W}", "{P}", "{2/P}", "{C/P}", "W", "{W}x", "{{W}}"])
def test_parse_cost_bad_symbols(text: str) -> None:
    with pytest.raises(InputError):
        parse_cost(text)


# ----- GameState.from_json ------------------------------------------------------------------------
CARD_NAMES = ["Mountain", "Forest", "Island", "Shock", "Sol Ring", "Birds of Paradise", "Custom", "Treasure", "Nope", "",
              "Kitchen Finks", "Grizzly Bears"]
json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 5), st.floats(allow_nan=True), st.text(max_size=6),
                      st.sampled_from(CARD_NAMES), st.sampled_from(["{R}", "{R}{C}", "{2}", "{X}", "{W/P}", "alice", "bob"]))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                            st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                          max_leaves=8)


def _maybe(keys: dict[str, st.SearchStrategy[Any]], required: tuple[str, ...] = ()) -> st.SearchStrategy[dict[str, Any]]:
    """Dicts with ``required`` and some of the other ``keys``, each value from its strategy."""
    return st.fixed_dictionaries({k: keys[k] for k in required},
                                 optional={k: v for k, v in keys.items() if k not in required})


def _slots(value: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) inside a JSON value, for mutation."""
    out: list[tuple[Any, Any]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append((value, k))
            out += _slots(v)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append((value, i))
            out += _slots(v)
    return out


@st.composite
def _mutated(draw: st.DrawFn, base: st.SearchStrategy[Any]) -> Any:
    """A mostly well-formed value with up to two random edits (replace, delete, add a key)."""
    value = draw(base)
    for _ in range(draw(st.integers(0, 2))):
        slots = _slots(value)
        if not slots:
            break
        container, key = draw(st.sampled_from(slots))
        action = draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            container[key] = draw(json_value)
        elif action == "delete":
            del container[key]
        elif isinstance(container, dict):
            container[draw(st.text(max_size=6))] = draw(json_value)
        else:
            container.append(draw(json_value))
    return value


counters = st.dictionaries(st.sampled_from(["+1/+1", "loyalty", "charge", "-1/-1"]), st.integers(-1, 3), max_size=2)
overrides = _maybe({"type_line": st.sampled_from(["Artifact Creature — Vehicle", "Land", "—", ""]),
                    "power": st.one_of(st.integers(), st.text(max_size=2)), "toughness": st.integers(),
                    "colors": st.lists(st.sampled_from(["W", "U", "X", "WU"]), max_size=2), "loyalty": st.integers()})
obj_dict = _maybe({
    "card": st.sampled_from(CARD_NAMES), "id": st.sampled_from(["a", "b", "alice", "alice.hand.0", "stack.0"]),
    "owner": st.sampled_from(["alice", "bob", "carol"]), "tapped": st.booleans(), "summoning_sick": st.booleans(),
    "counters": counters, "token": st.booleans(), "face_down": st.booleans(),
    "attached_to": st.sampled_from(["a", "b", "zzz"]), "granted": st.lists(st.sampled_from(["haste", "hexproof"])),
    "activations_this_turn": st.dictionaries(st.sampled_from(["0", "1", "x", "-1"]), st.integers(-1, 2), max_size=2),
    "attacking": st.booleans(), "blocking": st.booleans(), "chosen": st.dictionaries(st.text(max_size=3), json_value),
    "overrides": overrides,
}, required=("card",))
game_object = st.one_of(st.sampled_from(CARD_NAMES), obj_dict)
zone = st.lists(game_object, max_size=3)
pool = st.one_of(st.sampled_from(["", "{R}", "{R}{C}", "{2}", "{S}", "{X}"]),
                 st.lists(st.one_of(st.sampled_from(["{C}", "{W/U}"]),
                                    _maybe({"mana": st.sampled_from(["{C}{C}", "{S}"]),
                                            "source": st.sampled_from(["Sol Ring", "a"])})),
                          max_size=2))
player = _maybe({
    "name": st.sampled_from(["alice", "bob", "carol"]), "life": st.integers(-5, 40), "mana_pool": pool,
    "hand": st.one_of(zone, st.integers(-1, 7)), "graveyard": zone, "exile": zone, "battlefield": zone,
    "library": st.integers(-1, 60), "spells_cast_this_turn": st.integers(-1, 3), "lands_played_this_turn": st.integers(-1, 2),
    "granted": st.lists(st.text(max_size=4), max_size=2),
}, required=("name",))
stack_entry = st.one_of(
    _maybe({"card": st.sampled_from(CARD_NAMES), "controller": st.sampled_from(["alice", "bob", "carol"]),
            "targets": st.lists(st.sampled_from(["alice", "a", "zzz"]), max_size=2),
            "choices": st.dictionaries(st.text(max_size=3), json_value),
            "id": st.sampled_from(["s", "a", "stack.0"]), "tapped": st.booleans(), "counters": counters},
           required=("card", "controller")),
    _maybe({"ability_of": st.sampled_from(["a", "alice.battlefield.0"]), "ability": st.integers(-1, 2),
            "controller": st.sampled_from(["alice", "bob"]), "targets": st.lists(st.sampled_from(["bob", "zzz"]), max_size=1)},
           required=("ability_of", "controller")),
)
scryfall_card = _maybe({
    "name": st.sampled_from(["Custom", "Custom", "Mountain", "Shock", ""]),
    "mana_cost": st.sampled_from(["{2}{G}", "", "{Q}", "{X}{R}"]),
    "type_line": st.sampled_from(["Creature — Bear", "Instant", "Land — Forest", "", "Legendary Planeswalker — Jace"]),
    "oracle_text": st.sampled_from(["", "Flying", "Flash\nTrample", "Draw a card.", "(reminder)", "Flying, haste"]),
    "power": st.one_of(st.integers(), st.text(max_size=2)), "toughness": st.integers(),
    "loyalty": st.sampled_from(["3", "X", 4]), "colors": st.lists(st.sampled_from(["W", "G", "Q"]), max_size=2),
    "keywords": st.lists(st.text(max_size=5), max_size=2),
}, required=("name", "type_line"))
turn = _maybe({"active_player": st.sampled_from(["alice", "bob", "carol"]), "phase": st.sampled_from([*PHASES, "combat", ""]),
               "priority": st.sampled_from(["alice", "bob", "carol", None])})
state_dict = _mutated(_maybe({
    "format": st.just("castable-state/1"), "turn": turn,
    "players": st.lists(player, min_size=1, max_size=3, unique_by=lambda p: p["name"]),
    "stack": st.lists(stack_entry, max_size=2),
    "cards": st.lists(scryfall_card, max_size=2),
}, required=("players",)))


def _use(state: GameState) -> None:
    """Touch what the solver reads, so lazily-failing fields show up here."""
    for o in state.objects():
        _ = (o.types, o.subtypes, o.colors, o.mana_value, o.power, o.is_snow, o.card.mana_abilities, o.symmetry_key())
    for p in state.players:
        _ = p.pool_counts


@FUZZ
@given(st.one_of(state_dict, json_value))
def test_from_json_only_input_errors(data: Any) -> None:
    try:
        state = GameState.from_json(data)
    except InputError as e:
        assert e.field and isinstance(e.field, str)
        return
    _use(state)


@FUZZ
@given(st.text(max_size=200))
def test_from_text_only_input_errors(text: str) -> None:
    try:
        GameState.from_text(text)
    except InputError:
        pass


@pytest.mark.parametrize("text", ["[" * 100_000, '{"players": ' + "1" * 5000 + "}", "\ud800", "NaN",
                                  '{"players": [{"name": NaN}]}'])
def test_from_text_pathological(text: str) -> None:
    with pytest.raises(InputError):
        GameState.from_text(text)


@FUZZ
@given(scryfall_card)
def test_read_card_only_input_errors(raw: dict[str, Any]) -> None:
    try:
        card = read_card(raw)
    except InputError:
        return
    _ = (card.colors, card.mana_value, card.types, card.mana_abilities)


@FUZZ
@given(st.one_of(json_value, st.lists(scryfall_card, max_size=3),
                 st.fixed_dictionaries({"card_faces": st.lists(st.one_of(scryfall_card, json_leaf), max_size=2)}),
                 st.fixed_dictionaries({"data": st.dictionaries(st.text(max_size=3), st.lists(json_value, max_size=2),
                                                                max_size=2)})))
def test_load_card_file_only_input_errors(tmp_path_factory: pytest.TempPathFactory, data: Any) -> None:
    path = tmp_path_factory.mktemp("cards") / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        load_card_file(path)
    except InputError:
        pass


@pytest.mark.parametrize("content", [b"\xff\xfe\x00garbage", b"[" * 100_000, b'{"card_faces": [1, 2]}', b"not json\n{"])
def test_load_card_file_pathological(tmp_path: Any, content: bytes) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    try:
        load_card_file(path)
    except InputError:
        pass


def test_load_card_file_missing_names_the_argument(tmp_path: Any) -> None:
    with pytest.raises(InputError) as e:
        load_card_file(tmp_path / "missing.json")
    assert "--cards" in e.value.field


@pytest.mark.parametrize(("patch", "field"), [
    ({"overrides": {"power": [1]}}, "players[0].battlefield[0].overrides.power"),
    ({"overrides": {"toughness": True}}, "players[0].battlefield[0].overrides.toughness"),
    ({"activations_this_turn": {"x": 1}}, "players[0].battlefield[0].activations_this_turn"),
    ({"activations_this_turn": {"0": -1}}, "players[0].battlefield[0].activations_this_turn.0"),
])
def test_object_field_regressions(patch: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as e:
        GameState.from_json({"players": [{"name": "a", "battlefield": [{"card": "Grizzly Bears", **patch}]}]})
    assert e.value.field == field


@pytest.mark.parametrize("ability", ["k", -1, True])
def test_stack_ability_index_regression(ability: Any) -> None:
    with pytest.raises(InputError) as e:
        GameState.from_json({"players": [{"name": "a"}], "stack": [{"ability_of": "x", "ability": ability, "controller": "a"}]})
    assert e.value.field == "stack[0].ability"


@pytest.mark.parametrize("colors", [[[]], "G", [1], ["Q"]])
def test_card_colors_regression(colors: Any) -> None:
    with pytest.raises(InputError) as e:
        read_card({"name": "Custom", "type_line": "Creature — Bear", "colors": colors})
    assert e.value.field == "cards.colors"


def test_unknown_empty_top_level_key_names_a_field() -> None:
    with pytest.raises(InputError) as e:
        GameState.from_json({"players": [{"name": "a"}], "": 1})
    assert e.value.field
