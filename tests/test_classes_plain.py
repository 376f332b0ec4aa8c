"""Issue 11: ``classes.count_plain`` counts a plain cast (from the hand, for its mana cost alone,
no targets, modes or X, on a board of one-unit sources) straight from the state, without a
CastModel; every count it gives equals the full model's (``api.count_options``), and
``legal_moves`` carries it on its cast moves whatever its option budget."""

from __future__ import annotations

from castable.model import GameState
from castable.solver.api import can_cast, count_options
from castable.solver.cpsat.classes import count_plain
from castable.solver.moves import legal_moves

from benchmarks.decks import deck_states
from tests.conftest import board as two_player


def _plain(spell: str, battlefield: list[object], life: int = 20, **me: object) -> tuple[GameState, int | None]:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield, "life": life, **me},
                       opp={"battlefield": ["Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    return state, count_plain(state, "me", obj)


def _agrees(state: GameState, n: int | None) -> None:
    full = count_options(state, "s", "me")
    assert full.complete and n == full.count


def test_two_colors_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with two Forests and a Plains: the {G} needs a Forest (107.4),
    the {1} either (106.1): two Forests, or a Forest and the Plains; two options."""
    state, n = _plain("Grizzly Bears", ["Forest", "Forest", "Plains"])
    assert n == 2
    _agrees(state, n)


def test_phyrexian_by_hand() -> None:
    """Vault Skirge ({1}{B/P}) with two Swamps: the {B/P} paid with {B} (both Swamps) or with
    2 life (one Swamp), 107.4f: two options; at 1 life only the first (119.4); with one Swamp
    only the life way."""
    for lands, life, expected in ((2, 20, 2), (2, 1, 1), (1, 20, 1)):
        state, n = _plain("Vault Skirge", ["Swamp"] * lands, life=life)
        assert n == expected
        _agrees(state, n)


def test_two_brid_by_hand() -> None:
    """Spectral Procession ({2/W}{2/W}{2/W}) with three Plains and two Mountains: each {2/W}
    is paid with {W} or with {2} (107.4e). All three with {W}: three Plains; two: four units,
    two of them Plains (2 Plains + 2 Mountains, or 3 + 1); one: five units (3 + 2); none: six
    units, more than the five lands. Four options."""
    state, n = _plain("Spectral Procession", ["Plains"] * 3 + ["Mountain"] * 2)
    assert n == 4
    _agrees(state, n)


def test_sacrificed_source_by_hand() -> None:
    """Lotus Petal ("{T}, Sacrifice ~: Add one mana of any color") and a Forest for Grizzly
    Bears: with one Petal both pay (either pays the {G}), one option; with two Petals, both
    Petals or a Petal and the Forest (a sacrificed Petal is one class, 118.3), two options."""
    state, n = _plain("Grizzly Bears", ["Forest", "Lotus Petal"])
    assert n == 1
    _agrees(state, n)
    state, n = _plain("Grizzly Bears", ["Forest", "Lotus Petal", "Lotus Petal"])
    assert n == 2
    _agrees(state, n)


def test_summoning_sick_and_tapped_sources() -> None:
    """Llanowar Elves that came under my control this turn can't pay {T} (302.6), nor can a
    tapped Forest: Grizzly Bears with a sick Elves, a tapped Forest and two Forests has one
    option (both untapped Forests)."""
    state, n = _plain("Grizzly Bears", [{"card": "Llanowar Elves", "summoning_sick": True}, {"card": "Forest", "tapped": True},
                                        "Forest", "Forest"])
    assert n == 1
    _agrees(state, n)


def test_declines() -> None:
    """What the plain count leaves to the model: a target (601.2c), a fixed source (Sol Ring:
    two units at once), floating mana (106.4)."""
    assert _plain("Shock", ["Mountain"])[1] is None
    assert _plain("Grizzly Bears", ["Forest", "Sol Ring"])[1] is None
    assert _plain("Grizzly Bears", ["Forest"], mana_pool="{G}")[1] is None


def test_deck_states_agree_with_the_full_model() -> None:
    """On the real-deck states every plain count of a castable hand card is the full model's."""
    compared = 0
    for _deck, _seed, data in deck_states(50):
        state = GameState.from_json(data)
        for o in state.player("me").hand:
            if "Land" in o.types or o.card.unsupported:
                continue
            n = count_plain(state, "me", o)
            if n is None or not can_cast(state, o.id, "me", explain=False).castable:
                continue
            full = count_options(state, o.id, "me")
            assert full.complete and full.count == n, (o.name, n, full.count)
            compared += 1
    assert compared >= 10  # 22 at the time of writing


def test_moves_carry_plain_counts_without_budget() -> None:
    """With no option budget, a plain cast move still carries its exact count."""
    state, n = _plain("Grizzly Bears", ["Forest", "Forest", "Plains"])
    moves = legal_moves(state, "me", option_budget=0.0)
    cast = [m for m in moves if m.kind == "cast"]
    assert [m.options for m in cast] == [n] == [2]
