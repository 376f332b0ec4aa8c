"""Issue 11 (table17): convoke, improvise and delve beside fixed mana sources, counted by
``plaintable`` (the fixed classes enumerated, the flexible-only classes by a table over unit
types). Each hand-counted board is checked three ways: the plain count, the full model's,
the referee's and the reference's options (``agreed_options``), and the number worked out in
the docstring; seeded random boards compare the count with the model's own count
(``search.count_options`` on a CastModel, not ``api.count_options``) and with the general
enumerator's count of every split (the table switched off, no cap)."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.cpsat import plaincount, plaintable
from castable.solver.cpsat.factored import IndexedState
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.plaincount import count_plain
from castable.solver.cpsat.search import count_options as model_count

from benchmarks import boards
from tests.conftest import agreed_options
from tests.conftest import board as two_player


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts, so a
    loaded machine must not turn one into None."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)
    monkeypatch.setattr(plaincount, "KEYWORD_SECONDS", 60.0)


def _three_ways(state: GameState, oid: str, expected: int) -> None:
    obj = state.object(oid)
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert len(agreed_options(state, oid, "me")) == expected


def _by_table(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """Record what ``plaintable.fixed_pay`` answers (so a test knows the table counted)."""
    seen: list[int | None] = []
    real = plaintable.fixed_pay

    def spy(*args: object, **kwargs: object) -> int | None:
        got = real(*args, **kwargs)  # type: ignore[arg-type]
        seen.append(got)
        return got

    monkeypatch.setattr(plaintable, "fixed_pay", spy)
    return seen


def test_sol_ring_beside_convoke_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Venerated Loxodon ({4}{W}, convoke 702.51a) with Sol Ring, two Plains and three Savannah
    Lions (white: each convoked pays {1} or {W}). Five units, one white; every unit but Sol
    Ring's can be white. Without Sol Ring: all five others (one option). Sol Ring's {C}{C}
    both spent: three of Plains and Lions, (0, 3), (1, 2), (2, 1) (three). One spent and one
    left floating (106.4: part of the option): four of them, (1, 3), (2, 2) (two). Six."""
    seen = _by_table(monkeypatch)
    state = two_player(me={"hand": [{"card": "Venerated Loxodon", "id": "s"}],
                           "battlefield": ["Sol Ring", "Plains", "Plains", "Savannah Lions", "Savannah Lions",
                                           "Savannah Lions"]})
    _three_ways(state, "s", 6)
    assert seen and seen[0] == 6


def test_signet_beside_convoke_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Venerated Loxodon ({4}{W}) with Azorius Signet ({1}, {T}: Add {W}{U}), three Plains and
    two Savannah Lions. The Signet's {1} is paid with mana made before it (605.3a): a Plains,
    never a convoked creature (convoke pays the spell only). Without the Signet: all five (one).
    With it, both its units spent: six units in all, so four of Plains and Lions with a Plains
    for the {1}, (2, 2) and (3, 1) (two). One spent, {W} or {U} left floating: all five (two).
    Five."""
    seen = _by_table(monkeypatch)
    state = two_player(me={"hand": [{"card": "Venerated Loxodon", "id": "s"}],
                           "battlefield": ["Azorius Signet", "Plains", "Plains", "Plains", "Savannah Lions",
                                           "Savannah Lions"]})
    _three_ways(state, "s", 5)
    assert seen and seen[0] == 5


def test_filter_land_beside_delve_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Murderous Cut ({4}{B}, delve 702.66a; the opponent's Grizzly Bears its one target) with
    Fetid Heath ({T}: Add {C}; {W/B}, {T}: Add {W}{W}, {W}{B} or {B}{B}), a Swamp and four
    Lightning Bolts in the graveyard. {B} comes from the Swamp or the filter. Heath unused: the
    Swamp and four Bolts (one). Heath for {C}: the Swamp's {B}, {C} and three Bolts. Heath's
    filter: its {W/B} paid with the Swamp's {B} (605.3a: the only mana made before it); both
    its units spent with three Bolts (one {B} among them) has the same option key as Heath for
    {C} (the Heath "tapped" either way, nothing floating): one option for both. One unit spent,
    {B}, and four Bolts, with {W} or {B} floating (two). Four."""
    seen = _by_table(monkeypatch)
    state = two_player(me={"hand": [{"card": "Murderous Cut", "id": "s"}],
                           "battlefield": ["Fetid Heath", "Swamp"],
                           "graveyard": ["Lightning Bolt"] * 4},
                       opp={"battlefield": ["Grizzly Bears"]})
    _three_ways(state, "s", 4)
    assert seen and seen[0] == 4


def test_priest_beside_convoke_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chord of Calling ({X}{G}{G}{G}, convoke) with Priest of Titania (the only Elf: "{G} for
    each Elf" adds {G}), three Forests and Savannah Lions (white: {1} only here). Priest tapped
    for mana or convoked is "tapped" either way: the same option. X = 0, three green units:
    three Forests, or Priest and two (two). X = 1: three Forests and Lions; Priest and three
    Forests; Priest, two Forests and Lions (three). X = 2: all five (one). X = 3 needs six.
    Six options (ten splits)."""
    seen = _by_table(monkeypatch)
    state = two_player(me={"hand": [{"card": "Chord of Calling", "id": "s"}],
                           "battlefield": ["Priest of Titania", "Forest", "Forest", "Forest", "Savannah Lions"]})
    _three_ways(state, "s", 6)
    assert seen and seen[0] == 6


def _plain_of(state: GameState, oid: str) -> int | None:
    obj = state.object(oid)
    assert obj is not None
    return count_plain(state, "me", obj)


@pytest.mark.parametrize(("n", "seed"), [(10, 0), (10, 2), (10, 4), (10, 9), (20, 6)])
def test_random_boards_agree_with_the_model(monkeypatch: pytest.MonkeyPatch, n: int, seed: int) -> None:
    """The benchmark's random boards with a convoke, improvise or delve spell beside Sol Rings,
    Ancient Tombs or Signets: the table's count is the full model's."""
    seen = _by_table(monkeypatch)
    state = GameState.from_json(boards.board(n, seed))
    spell = state.player("me").hand[0]
    got = _plain_of(state, spell.id)
    assert got is not None and seen and seen[0] is not None  # times the target choices
    full, complete, _ = model_count(CastModel(IndexedState.of(state), "me", spell), time_limit=60.0)
    assert complete and full == got


@pytest.mark.parametrize(("n", "seed"), [(10, 15), (10, 29), (20, 8)])
def test_random_boards_agree_with_every_split(monkeypatch: pytest.MonkeyPatch, n: int, seed: int) -> None:
    """Larger random boards: the table's count is the general enumerator's (every split,
    ``classes._general_of``, with the table off and no cap)."""
    seen = _by_table(monkeypatch)
    state = GameState.from_json(boards.board(n, seed))
    spell = state.player("me").hand[0]
    got = _plain_of(state, spell.id)
    assert got is not None and seen and seen[0] is not None  # times the target choices
    monkeypatch.setattr(plaintable, "fixed_pay", lambda *_a, **_k: None)
    monkeypatch.setattr(plaincount, "KEYWORD_STEPS", 10**9)
    assert _plain_of(state, spell.id) == got
