"""Legal moves (issue 5): the list agrees with can-cast / can-activate for every object, lands
follow 305.2, identical cards are listed once, and every witness passes the referee."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from castable.model import GameState
from castable.model.cards import ActivatedAbility
from castable.model.plan import Plan
from castable.solver import cli, referee
from castable.solver.api import can_activate, can_cast, options
from castable.solver.autopay import DEFAULT_POLICY, AutotapPolicy, Criterion
from castable.solver.moves import legal_moves
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards


def kinds(moves) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(m.kind for m in moves)


def test_main_phase_moves() -> None:
    # Shock (castable: Mountain), a second Shock (same card: listed once), Divination (not
    # castable), a Forest to play, Mogg Fanatic on the battlefield (sacrifice: activatable), pass.
    s = board({"hand": ["Shock", "Shock", "Divination", "Forest"], "battlefield": ["Mountain", "Mogg Fanatic"]})
    moves = legal_moves(s, option_budget=30.0)  # a generous budget: the counts must be known here
    assert kinds(moves) == ["activate", "cast", "pass", "play_land"]
    cast = next(m for m in moves if m.kind == "cast")
    assert cast.object == "me.hand.0" and cast.options == 3  # targets: me, opp, Mogg Fanatic
    for m in moves:
        if m.plan is not None:
            assert referee.check(s, m.plan) == []


def test_second_land_and_opponents_turn() -> None:
    s = board({"hand": ["Forest"], "lands_played_this_turn": 1})
    assert kinds(legal_moves(s)) == ["pass"]
    s = board({"hand": ["Forest", "Opt"], "battlefield": ["Island"]}, turn={"active_player": "opp", "priority": "me"})
    assert kinds(legal_moves(s, "me")) == ["cast", "pass"]  # Opt is an instant; no land on their turn


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_moves_agree_with_can_cast_and_can_activate(case: tuple) -> None:
    data, _ = case
    state = GameState.from_json(data)
    moves = legal_moves(state, "me", count_options=False)
    cast_ids = {m.object for m in moves if m.kind == "cast"}
    me = state.player("me")
    listed_keys = {state.object(i).symmetry_key() for i in cast_ids}
    for o in me.hand:
        if "Land" in o.types:
            continue
        assert bool(can_cast(state, o.id, "me").castable) == (o.symmetry_key() in listed_keys), o.name
    act = {(m.object, m.ability) for m in moves if m.kind == "activate"}
    for o in me.battlefield:
        for k, ab in enumerate(o.card.activated_abilities):
            if isinstance(ab, ActivatedAbility):
                listed = any(state.object(i).symmetry_key() == o.symmetry_key() and kk == k for i, kk in act)
                assert bool(can_activate(state, o.id, k, "me").castable) == listed
    for m in moves:
        if m.plan is not None:
            assert referee.check(state, m.plan) == []


# ----- prefer=: the witness chosen by the autotapper's policy (issue 14) -------------------------

GOLGARI_SIGNET = {"name": "Golgari Signet", "mana_cost": "{2}", "type_line": "Artifact",
                  "oracle_text": "{1}, {T}: Add {B}{G}."}


def _witness(state: GameState, card: str, prefer: AutotapPolicy | None) -> Plan:
    move = next(m for m in legal_moves(state, prefer=prefer) if m.object == card)
    assert move.plan is not None and referee.check(state, move.plan) == []
    return move.plan


def test_archdruid_keeps_both_treasures_while_an_island_and_two_signets_are_untapped() -> None:
    state = GameState.from_json({"players": [
        {"name": "me", "hand": ["Elvish Archdruid"],
         "battlefield": [{"card": "Treasure", "token": True, "id": "t1"}, {"card": "Treasure", "token": True, "id": "t2"},
                         {"card": "Island", "id": "island"}, {"card": "Golgari Signet", "id": "s1"},
                         {"card": "Golgari Signet", "id": "s2"}]},
        {"name": "opp"}], "cards": [GOLGARI_SIGNET]})
    plan = _witness(state, "me.hand.0", DEFAULT_POLICY)
    assert plan.sacrificed == () and sorted(plan.tapped) == ["island", "s1", "s2"]


def test_fire_does_not_split_its_damage_onto_my_own_elves() -> None:
    state = GameState.from_json({"players": [
        {"name": "me", "hand": ["Fire // Ice"],
         "battlefield": ["Mountain", "Mountain", {"card": "Llanowar Elves", "id": "elves"}]},
        {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}]})
    plan = _witness(state, "me.hand.0", DEFAULT_POLICY)
    assert plan.face == "Fire" and "elves" not in {t for slot in plan.targets for t in slot}
    assert sorted(plan.tapped) == ["me.battlefield.0", "me.battlefield.1"]  # the Mountains, not the Elves


def test_prefer_counts_options_exactly_and_follows_the_criteria_given() -> None:
    state = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", {"card": "Llanowar Elves", "id": "elves"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    moves = legal_moves(state, prefer=DEFAULT_POLICY)
    bolt = next(m for m in moves if m.object == "me.hand.0")
    assert bolt.options == 4  # me, opp, elves, bears
    assert bolt.plan is not None and bolt.plan.targets[0][0] in ("opp", "bears")
    # each criterion scores on its own: a Bolt at my own Elves scores 1 on AIM_AT_OPPONENTS
    aim = AutotapPolicy(criteria=(Criterion.AIM_AT_OPPONENTS, Criterion.FEWEST_SACRIFICED))
    at_elves = next(p for p in options(state, "me.hand.0").options if p.targets == (("elves",),))
    assert aim.score(state, at_elves) == (1, 0) and aim.score(state, bolt.plan) == (0, 0)
    assert aim.choose(state, [at_elves, bolt.plan]) is bolt.plan


def test_cli_moves_prefer_autotap(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"players": [
        {"name": "me", "hand": ["Fire // Ice"], "battlefield": ["Mountain", "Mountain", "Llanowar Elves"]},
        {"name": "opp", "battlefield": ["Grizzly Bears"]}]}), encoding="utf-8")
    assert cli.main(["moves", str(path), "--prefer", "autotap", "--json"]) == 0
    fire = json.loads(capsys.readouterr().out)["actions"][0]
    assert fire["kind"] == "cast" and "me.battlefield.2" not in fire["action"] and fire["options"] is not None


def test_the_count_pool_lends_what_earlier_counts_left() -> None:
    """The move list's model-free counts share ``PLAIN_SECONDS`` each (issue 11, ``_CountPool``):
    a count may spend its own and what earlier counts left unused, at most as much again; a
    count that spends more than its own takes it from what is saved. A fake clock makes each
    count take what the test says; each count reads its cap as the plain count does."""
    from collections.abc import Callable

    from castable.solver import moves as M
    from castable.solver.cpsat import plaincount

    now = [0.0]
    pool = M._CountPool(clock=lambda: now[0])
    caps = []

    def takes(seconds: float) -> Callable[[], int | None]:
        def plain() -> int | None:
            caps.append(plaincount.cap(plaincount.PLAIN_SECONDS))
            now[0] += seconds
            return 1
        return plain

    s = plaincount.PLAIN_SECONDS
    for seconds in (0.001, 0.004, 0.045, 0.0, 0.0):
        assert pool.count(takes(seconds)) == 1
    # saved before each: 0, 0.019, 0.035, 0.010, 0.030 (at most s of it lent)
    assert caps == pytest.approx([s, s + 0.019, 2 * s, s + 0.010, 2 * s])
    assert pool.saved == pytest.approx(0.050)
    assert plaincount.cap(s) == s  # outside a count the caps are the move list's
