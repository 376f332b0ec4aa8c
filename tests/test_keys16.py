"""Issue 11: option keys without a model (``solver/cpsat/plainkeys.py``). Where it reads the
spell, ``plain_keys`` gives exactly the ``Plan.option_key`` of every option the model lists
(``factored_keys.list_keys``): the same set, as many, none twice; ``api.option_keys`` uses it
and falls back to the model where it declines. Checked by hand on two small boards (each
count also from CP-SAT, the referee and the reference: ``agreed_options``), on the issue-3
boards, on the plain spells of the deck states, the random benchmark boards and some generator
boards."""

from __future__ import annotations

import random
import time

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.state import GameObject
from castable.solver import api
from castable.solver.api import _may_begin
from castable.solver.cpsat.factored import IndexedState
from castable.solver.cpsat.factored_keys import list_keys
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.plainkeys import plain_keys

from benchmarks import boards
from benchmarks.decks import deck_states
from benchmarks.generator import CardPool
from benchmarks.issue3 import issue3_board
from tests.conftest import agreed_options, main_phase_boards
from tests.conftest import board as two_player

Key = tuple[object, ...]


def _begun(state: GameState, card: str, player: str) -> GameObject | None:
    """The one object ``card`` names that ``player`` may begin to cast now, or None (none, or
    the halves of a split card: ``plain_keys`` reads no face)."""
    found = list(_may_begin(state, card, player, []))
    return found[0][0] if len(found) == 1 and found[0][1] is None else None


def _plain(state: GameState, card: str, player: str, most: int | None = None) -> list[Key] | None:
    """``plain_keys`` of ``card``, None where it declines or has more than ``most`` keys;
    complete and never timed out here."""
    indexed = IndexedState.of(state)
    obj = _begun(indexed, card, player)
    assert obj is not None
    got = plain_keys(indexed, player, obj, limit=None if most is None else most + 1, deadline=time.monotonic() + 60)
    if got is None or (most is not None and len(got[0]) > most):
        return None
    keys, complete, timed_out = got
    assert complete and not timed_out
    assert len(set(keys)) == len(keys), "a key listed twice"
    return keys


def _model(state: GameState, card: str, player: str) -> list[Key]:
    """The model's keys of ``card`` (``list_keys`` on a CastModel), complete."""
    indexed = IndexedState.of(state)
    obj = _begun(indexed, card, player)
    assert obj is not None
    keys, complete, _ = list_keys(CastModel(indexed, player, obj), limit=None, time_limit=60)
    assert complete
    return keys


def _same(state: GameState, card: str, player: str, most: int | None = None) -> bool:
    """Where ``plain_keys`` reads ``card``, its keys are the model's, as a set and in number;
    False where it declines (or has more than ``most`` keys)."""
    keys = _plain(state, card, player, most)
    if keys is None:
        return False
    want = _model(state, card, player)
    assert len(keys) == len(want) and set(keys) == set(want)
    return True


def test_modes_of_one_object_by_hand() -> None:
    """Collective Defiance ({1}{R}{R}, escalate {1}: 702.120a) with four Mountains, the opponent
    controlling a Grizzly Bears. Mode 0 targets a player (me or opp: 2), mode 1 a creature (the
    Bears: 1), mode 2 an opponent or planeswalker (opp: 1). One mode: 2 + 1 + 1 = 4, three
    Mountains each (one payment class). Two modes (escalate once, 601.2f: {2}{R}{R}, all four
    Mountains): {0, 1} 2 x 1 = 2; {0, 2} 2, opp being both targets one object with two uses
    (115.3) or me and opp; {1, 2} 1: 5. Three modes cost {3}{R}{R}: five mana, none. 9 options."""
    state = two_player(me={"hand": [{"card": "Collective Defiance", "id": "s"}], "battlefield": ["Mountain"] * 4},
                       opp={"battlefield": ["Grizzly Bears"]})
    keys = _plain(state, "s", "me")
    assert keys is not None and len(keys) == 9
    assert len(agreed_options(state, "s", "me")) == 9
    assert set(keys) == set(_model(state, "s", "me"))
    assert any(((("player", "opp"), ("mode0.target0", "mode2.target0")) in k[9]) for k in keys)


def test_target_that_pays_by_hand() -> None:
    """Cryptic Command ({1}{U}{U}{U}, choose two) with four Islands, the opponent's Divination on
    the stack and Grizzly Bears. Every option taps the four Islands; mode 0 counters the
    Divination (1), mode 1 returns a permanent: the Bears or one of my Islands (2: the Island
    tapped for mana and targeted is one object with two uses, 601.2c before 601.2g-h), modes 2
    and 3 have no target. {0,1} 2, {0,2} 1, {0,3} 1, {1,2} 2, {1,3} 2, {2,3} 1: 9 options."""
    state = two_player(me={"hand": [{"card": "Cryptic Command", "id": "s"}], "battlefield": ["Island"] * 4},
                       opp={"battlefield": ["Grizzly Bears"]},
                       stack=[{"card": "Divination", "controller": "opp"}])
    keys = _plain(state, "s", "me")
    assert keys is not None and len(keys) == 9
    assert len(agreed_options(state, "s", "me")) == 9
    assert set(keys) == set(_model(state, "s", "me"))
    island = state.object_key(state.player("me").battlefield[0].id)[0]
    assert sum(1 for k in keys if (island, ("mode1.target0", "tapped")) in k[9]) == 3  # with mode 0, 2 or 3
    assert sum(1 for k in keys if (island, ("mode1.target0", "tapped")) in k[9] and k[8] == (1, 3)) == 1


@pytest.mark.parametrize("label", ["arc-5", "arc-10", "arc-20", "thunder-5", "thunder-10", "cryptic-5", "cryptic-10",
                                   "cryptic-20", "kolaghan", "defiance"])
def test_issue3_keys(label: str) -> None:
    """The issue-3 boards: the model's keys; ``api.option_keys`` gives them (no model)."""
    state = GameState.from_json(issue3_board(label))
    assert _same(state, "spell", "me")
    got = api.option_keys(state, "spell", "me")
    assert got.complete and not got.timed_out and set(got.keys) == set(_plain(state, "spell", "me") or ())


@pytest.mark.parametrize("label", ["arc-5", "thunder-5", "cryptic-5", "kolaghan", "defiance"])
def test_issue3_keys_are_the_plans_keys(label: str) -> None:
    """``api.option_keys`` equals the option keys of ``api.options``'s plans, one per plan."""
    state = GameState.from_json(issue3_board(label))
    keys = api.option_keys(state, "spell", "me").keys
    plans = api.options(state, "spell", "me").options
    assert len(keys) == len(plans) and set(keys) == {p.option_key(state) for p in plans}


def test_limit_and_time_limit() -> None:
    """A limit cuts the listing (complete=False); a deadline already past gives what was made
    (timed out, incomplete)."""
    state = GameState.from_json(issue3_board("arc-5"))
    got = api.option_keys(state, "spell", "me", limit=10)
    assert got.count == 10 and not got.complete and not got.timed_out
    assert set(got.keys) <= set(_model(state, "spell", "me"))
    assert api.option_keys(state, "spell", "me", limit=62).complete  # exactly all of them
    indexed = IndexedState.of(state)
    spell = indexed.object("spell")
    assert spell is not None
    cut = plain_keys(indexed, "me", spell, limit=None, deadline=time.monotonic() - 1)
    assert cut is not None and cut[1:] == (False, True)


def test_declines() -> None:
    """A board with a Sol Ring (its extra mana floats: part of the key), a spell with an
    additional cost, and a spell with no legal target (a "no" is the model's) are left to the
    model."""
    ring = two_player(me={"hand": [{"card": "Lightning Bolt", "id": "s"}], "battlefield": ["Mountain", "Sol Ring"]})
    assert _plain(ring, "s", "me") is None
    village = two_player(me={"hand": [{"card": "Village Rites", "id": "s"}],
                             "battlefield": ["Swamp", "Grizzly Bears"]})
    assert _plain(village, "s", "me") is None
    naturalize = two_player(me={"hand": [{"card": "Naturalize", "id": "s"}], "battlefield": ["Forest", "Forest"]})
    assert _plain(naturalize, "s", "me") is None
    assert api.option_keys(naturalize, "s", "me").count == 0


#: the most options a deck state's listing may have here (one Rolling Thunder has 293,930:
#: 12 s without a model, 22 s with one)
MOST = 5_000


def test_deck_states_plain_spells() -> None:
    """Every hand card of the 50 deck states that ``plain_keys`` reads (53 at the time of
    writing: bolts, counterspells, creatures, Forked Bolt, Rolling Thunder, Tooth and Nail's
    entwine, Phyrexian and hybrid symbols, kickers), once per deck and card, with at most
    ``MOST`` options, has the model's keys."""
    compared, seen = 0, set()
    for deck, _seed, data in deck_states(50):
        state = GameState.from_json(data)
        for o in state.player("me").hand:
            if "Land" in o.types or o.card.unsupported or (deck, o.name) in seen or _begun(state, o.id, "me") is None:
                continue
            compared += _same(state, o.id, "me", most=MOST)
            seen.add((deck, o.name))
    assert compared >= 15  # 20 at the time of writing


def test_random_and_generator_boards(pool: CardPool) -> None:
    """The random benchmark boards' hand cards and the first 30 generator boards' (moved to a
    main phase): where ``plain_keys`` reads a card, the model's keys."""
    compared = 0
    for seed in range(24):
        state = GameState.from_json(boards.board((5, 10, 20)[seed % 3], seed))
        for o in state.player("me").hand:
            if _begun(state, o.id, "me") is not None:
                compared += _same(state, o.id, "me")
    for state in main_phase_boards(pool, 30):
        assert state.priority is not None
        for o in state.player(state.priority).hand:
            if "Land" in o.types or o.card.unsupported:
                continue
            try:
                if _begun(state, o.id, state.priority) is None:
                    continue
            except UnsupportedCardError:
                continue
            compared += _same(state, o.id, state.priority)
    assert compared >= 4


def _pool_board(pool: CardPool, spells: list[str], rng: random.Random) -> GameState | None:
    """A board of the kind ``plain_keys`` reads, around a random one of ``spells``: 1-6 basic
    lands of mine and a few one-unit sources or creatures (which may also be targets), the
    opponent's random creatures (one twice, at times) and basic lands, creature
    cards in my graveyard, at times an opposing spell on the stack; None when unreadable."""
    name = rng.choice(spells)
    mine = [rng.choice(BASICS) for _ in range(rng.randint(1, 6))] + [rng.choice(MINE) for _ in range(rng.randint(0, 3))]
    theirs = [rng.choice(pool.creatures) for _ in range(rng.randint(0, 3))] + [rng.choice(BASICS)] * rng.randint(0, 2)
    if theirs and rng.random() < 0.5:
        theirs.append(theirs[0])
    data: dict[str, object] = {
        "turn": {"active_player": "me", "phase": "main1", "priority": "me"},
        "players": [{"name": "me", "hand": [{"card": name, "id": "spell"}], "battlefield": mine,
                     "graveyard": rng.sample(["Grizzly Bears", "Savannah Lions", "Lightning Bolt"], rng.randint(0, 2))},
                    {"name": "opp", "hand": 2, "battlefield": theirs}],
        "cards": [pool.record(n) for n in sorted({name, *theirs} - set(BASICS))]}
    if rng.random() < 0.3:
        data["stack"] = [{"card": rng.choice(["Divination", "Lightning Bolt", "Opt"]), "controller": "opp"}]
    try:
        return GameState.from_json(data)
    except InputError:
        return None


BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
MINE = ["Llanowar Elves", "Birds of Paradise", "Grizzly Bears", "Memnite", "Lotus Petal"]


def test_pool_spells_on_basic_boards(pool: CardPool) -> None:
    """150 random boards (:func:`_pool_board`, seed 16): every listing ``plain_keys`` reads,
    with at most ``MOST`` options, has the model's keys (43 compared; 1,400 of 6,000 such
    boards compared equal while this module was written)."""
    rng = random.Random(16)
    spells = [n for n in pool.spells if "target" in pool._text(n) or "choose" in pool._text(n)]  # a target or modes
    compared = 0
    for _ in range(150):
        state = _pool_board(pool, spells, rng)
        try:
            if state is None or _begun(state, "spell", "me") is None:
                continue
        except UnsupportedCardError:
            continue
        compared += _same(state, "spell", "me", most=MOST)
    assert compared >= 20
