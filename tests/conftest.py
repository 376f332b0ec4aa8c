"""Shared helpers: build states tersely, and check every solver plan with the referee."""

from __future__ import annotations

import functools
import gzip
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.solver import referee
from castable.solver.api import activation_options, can_activate, can_cast, options
from castable.solver.reference import enumerate_plans, reference_can_activate, reference_can_cast

if TYPE_CHECKING:
    from benchmarks.generator import CardPool

#: the shared real-card data (tests may read it; the package never needs it)
SHARED_CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


@pytest.fixture(scope="session")
def pool() -> CardPool:
    """The generator's pool of real cards (``../shared/data``): required under CI, else the
    tests that draw boards from it skip."""
    from benchmarks.generator import DEFAULT_CARDS, CardPool

    if not DEFAULT_CARDS.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"shared card data not found at {DEFAULT_CARDS} (required under CI)")
        pytest.skip(f"shared card data not found at {DEFAULT_CARDS}")
    return CardPool(DEFAULT_CARDS)


def board(me: dict[str, Any] | None = None, opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    """A two-player state: ``me`` (active, priority, main 1) and ``opp``."""
    data: dict[str, Any] = {"players": [{"name": "me", **(me or {})}, {"name": "opp", **(opp or {})}]}
    data.update(top)
    return GameState.from_json(data)


def main_phase_boards(pool: CardPool, seeds: int) -> Iterator[GameState]:
    """The generator's boards for ``seeds`` seeds, moved to the first player's first main phase
    with an empty stack (most boards are at another step, 117.1a); a board whose facts belong to
    its own step (a blocked creature, 509.1h) is skipped, and so is one where nobody has priority."""
    from benchmarks.generator import generate

    for seed in range(seeds):
        data = generate(pool, seed).state
        owner = data["players"][0]["name"]
        data = {**data, "turn": {"active_player": owner, "phase": "main1", "priority": owner}}
        data.pop("stack", None)
        try:
            state = GameState.from_json(data)
        except InputError:
            continue
        if state.priority is not None:
            yield state


def checked_options(state: GameState, card: str, player: str | None = None) -> list[Any]:
    """All options, each plan replayed by the referee; returns the plans."""
    answer = options(state, card, player)
    assert answer.complete
    for plan in answer.options:
        problems = referee.check(state, plan)
        assert problems == [], (plan.describe(state), problems)
    keys = {p.option_key(state) for p in answer.options}
    assert len(keys) == len(answer.options), "two listed options are the same option"
    return answer.options


def checked_can_cast(state: GameState, card: str, player: str | None = None) -> Any:
    answer = can_cast(state, card, player)
    if answer.castable:
        assert answer.plan is not None
        assert referee.check(state, answer.plan) == [], answer.plan.describe(state)
    else:
        assert answer.reasons, "a 'no' must say why"
    # can-cast and options agree (python-chess's lesson: the check and the generator)
    assert bool(options(state, card, player, limit=1).options) == bool(answer.castable)
    return answer


def agreed_options(state: GameState, card: str, player: str | None = None) -> list[Any]:
    """can_cast, options, the referee and the reference enumerator agree on ``card`` cast by
    ``player`` (default: who has priority); the options (every plan replayed by the referee;
    a "no" says why)."""
    answer = can_cast(state, card, player, time_limit=30)
    listing = options(state, card, player, time_limit=30)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(state, plan) == [], (plan.describe(state), referee.check(state, plan))
    if answer.castable:
        assert referee.check(state, answer.plan) == []
    else:
        assert answer.reasons, "a 'no' must say why"
    assert bool(answer.castable) == bool(listing.options)
    ref = enumerate_plans(state, card, player)
    assert {p.option_key(state) for p in ref} == {p.option_key(state) for p in listing.options}
    assert reference_can_cast(state, card, player) == bool(ref)
    return list(listing.options)


def agreed_activations(state: GameState, source: str, k: int) -> list[Any]:
    """can_activate, activation_options, the referee and the reference agree on ability ``k``
    of ``source`` (602.2); the options (every plan replayed by the referee)."""
    answer = can_activate(state, source, k, time_limit=30)
    listing = activation_options(state, source, k, time_limit=30)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(state, plan) == [], (plan.describe(state), referee.check(state, plan))
    assert bool(answer.castable) == bool(listing.options)
    ref = enumerate_plans(state, source, ability=k)
    assert {p.option_key(state) for p in ref} == {p.option_key(state) for p in listing.options}
    assert reference_can_activate(state, source, k) == bool(ref)
    return list(listing.options)


@pytest.fixture
def make_board() -> Any:
    return board


#: the fields of a shared card record the tests copy (the rest is printing data)
RECORD_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "colors", "power", "toughness")


@functools.cache
def shared_records(names: frozenset[str]) -> dict[str, dict[str, Any]]:
    """The first record of each of ``names`` in ``shared/data/cards.jsonl.gz`` (the real Oracle
    text a test reads), with the fields of :data:`RECORD_FIELDS`."""
    out: dict[str, dict[str, Any]] = {}
    with gzip.open(SHARED_CARDS, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            if rec["name"] in names and rec["name"] not in out:
                out[rec["name"]] = {k: rec[k] for k in RECORD_FIELDS if k in rec}
    return out


def shared_state(names: frozenset[str], me: dict[str, Any], opp: dict[str, Any] | None = None,
                 **turn: Any) -> GameState:
    """A two-player state ("me" and "opp") with the real records of ``names`` (:func:`shared_records`)
    and, when given, the ``turn`` fields."""
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(shared_records(names).values())}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def alternative_costs(opts: list[Any]) -> list[str]:
    """The alternative cost of each option ("" for the mana cost), sorted."""
    return sorted((p.alternative_cost or "") for p in opts)
