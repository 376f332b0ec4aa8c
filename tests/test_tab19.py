"""Issue 11 (tab19): ``plaintable.fixed_pay`` gathers its spends first and makes its checks
together, sharing each answer across signatures where the check can't tell them apart: on the
units per shared type where the check is Hall's condition on the units (no costed activation,
or Signets' {1}), on the units ready at once where a cost of more than {1} orders the
activations (Nykthos: a Priest of Titania's mana is read as a land's); and the spends of fixed
splits alike (a Signet and a Skycloud Expanse) are made once. Hand-counted boards where those
sharings apply, each checked three ways (the plain count by the table, ``agreed_options``: the
full model, the referee and the reference agree, and the number worked out in the docstring),
and the packed comparison and the up-front bound checked directly."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.cpsat import plaintable
from castable.solver.cpsat.plaincount import count_plain

from benchmarks.decks import deck_state
from tests.conftest import board as two_player
from tests.test_tab18 import _no_wall_clock_cap, _three_ways  # noqa: F401 (the autouse fixture: caps lifted)


def test_signet_and_skycloud_expanse_alike_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Azorius First-Wing ({W}{U}) with Azorius Signet and Skycloud Expanse (each {1}, {T}: add
    {W}{U}) and a Plains. The Plains alone has no {U}. The Signet alone: its {1} paid by the
    Plains (605.3a: made before it), {W}{U} by its own two units (one); one of them left
    floating (106.4) would leave three demands to two units. The Skycloud Expanse alone: the
    same (one). Both: the first activated is paid by the Plains, the other by a unit of the
    first, three of their four units spent and the fourth floating, {W} or {U} (two); without
    the Plains nothing pays the first. Four. The two single activations are alike (the check
    reads the same facts of either): their spends are made once."""
    made: list[tuple[int, ...]] = []
    real = plaintable._Checker.raw_spends

    def spy(self: plaintable._Checker, k: tuple[int, ...]) -> object:
        if k not in self._raw:
            made.append(k)
        return real(self, k)

    monkeypatch.setattr(plaintable._Checker, "raw_spends", spy)
    state = two_player(me={"hand": [{"card": "Azorius First-Wing", "id": "s"}],
                           "battlefield": ["Azorius Signet", "Skycloud Expanse", "Plains"]})
    _three_ways(monkeypatch, state, 4)
    assert len([k for k in made if sum(k) == 1]) == 1  # one of the two single activations


def test_nykthos_and_priest_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Grizzly Bears ({1}{G}) with Nykthos, Shrine to Nyx (devotion to green 1: {2}, {T}: add
    {G}; or {T}: add {C}), Priest of Titania (the only Elf: {G}) and two Forests. Without
    Nykthos' {G}: two Forests; a Forest and Nykthos' {C}; the Priest and a Forest; the Priest
    and Nykthos' {C} (four). With it, its {2} paid by two units made before it (605.3a) and its
    {G} spent (no idle activation): four units in all, so both Forests and the Priest (one).
    Five."""
    state = two_player(me={"hand": [{"card": "Grizzly Bears", "id": "s"}],
                           "battlefield": ["Nykthos, Shrine to Nyx", "Priest of Titania", "Forest", "Forest"]})
    _three_ways(monkeypatch, state, 5)


def test_nykthos_and_two_priests_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Grizzly Bears ({1}{G}) with Nykthos (devotion 2: {2}, {T}: add {G}{G}; or {C}), two
    Priests of Titania (two Elves: {G}{G} each) and a Forest. Without Nykthos' {G}{G}: the
    Forest and Nykthos' {C}; one Priest with both its units spent, or one spent and the other
    floating (106.4) beside the Forest or Nykthos' {C}; both Priests, one unit of each spent and
    {G}{G} floating (five). With Nykthos' {G}{G} ({2} paid by two units made before it, at
    least one of its own spent): four units spent. One Priest: both its units and Nykthos' two
    (nothing floating), or the Forest, three of the four and {G} floating (which three: one
    key) (two); both Priests: four of their and Nykthos' units with {G}{G} floating, or the
    Forest and three of them with {G}{G}{G} floating (two). Nine. The spends with Nykthos'
    {G}{G} share their answers over the Priests' units, which the check reads as it reads a
    Forest's: ready before any activation."""
    state = two_player(me={"hand": [{"card": "Grizzly Bears", "id": "s"}],
                           "battlefield": ["Nykthos, Shrine to Nyx", "Priest of Titania", "Priest of Titania", "Forest"]})
    _three_ways(monkeypatch, state, 9)


def test_packed_counts_add_and_compare_field_by_field() -> None:
    """``_Order``: the packed sum of two counts is the sum of their packed (a spend's fixed units
    plus its flexible ones), and a count is at least another in every up-set exactly when the
    guard bits survive the subtraction (every pair of small counts over three types: a white
    unit ready at once above a white one a Signet made and above a colorless one ready at once,
    both above a colorless one a Signet made)."""
    types = [(frozenset({0}), True, True), (frozenset({0}), True, False), (frozenset(), True, True),
             (frozenset(), True, False)]
    order = plaintable._Order(types, 12)
    ups = plaintable._up_sets(tuple(types))
    assert ups is not None
    counts = [(a, b, c, d) for a in range(3) for b in range(3) for c in range(2) for d in range(2)]
    for x in counts:
        for y in counts:
            above = all(sum(x[j] for j in up) >= sum(y[j] for j in up) for up in ups)
            px, py = order.packed(x), order.packed(y)
            assert above == (((px | order.guard) - py) & order.guard == order.guard), (x, y)
            assert order.packed([a + b for a, b in zip(x, y, strict=True)]) == px + py


@pytest.mark.parametrize("seed", [7, 37])
def test_chord_of_calling_beside_nykthos_is_admitted(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Chord of Calling ({X}{G}{G}{G}, convoke) beside Nykthos and two Priests of Titania (G
    elves seeds 7 and 37): 26 and 37 announcements of one colored shape. The up-front bound
    counts (fixed split, spend, shape), not announcements (each X's units are a field of one
    int, ``_paying_entries``): the board is admitted under the move list's cap."""
    bounds: list[int] = []
    real = plaintable._spends_bound

    def spy(board: plaintable._Board) -> int:
        bounds.append(real(board))
        return bounds[-1]

    monkeypatch.setattr(plaintable, "_spends_bound", spy)
    state = GameState.from_json(deck_state("G elves", seed))
    obj = next(o for o in state.player("me").hand if o.card.name == "Chord of Calling")
    assert count_plain(state, "me", obj) == {7: 4_732, 37: 16_536}[seed]
    assert bounds and bounds[0] <= plaintable.SPENDS_PER_SECOND * 0.020  # one colored shape
