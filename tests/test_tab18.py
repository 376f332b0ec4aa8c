"""Issue 11 (tab18): ``plaintable.fixed_pay`` shares the spend check's answers between counts of
units per type that one majorizes in the types' order (a unit that meets a superset of the
colored demands, and may pay a mana ability's cost whenever the other may, pays whatever the
other would). Hand-counted boards where an order that ignored the colors would give another
number, each checked three ways (the plain count, ``agreed_options``: the full model, the
referee and the reference agree, and the number worked out in the docstring), and the order's
up-sets and packed comparison checked directly."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.cpsat import plaincount, plaintable
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options
from tests.conftest import board as two_player
from tests.test_plaintable17 import _by_table


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _three_ways(monkeypatch: pytest.MonkeyPatch, state: GameState, expected: int) -> None:
    seen = _by_table(monkeypatch)
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert seen and seen[0] == expected  # counted by the table
    assert len(agreed_options(state, "s", "me")) == expected


def test_signet_and_three_kinds_of_land_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Azorius First-Wing ({W}{U}) with Azorius Signet ({1}, {T}: Add {W}{U}), Plains, Island
    and Wastes. Without the Signet: Plains and Island (one). With it, its {1} is paid by a land
    tapped before it (605.3a): both its units spent pay {W}{U} and any one land pays the {1}
    (three); {W} spent and {U} left floating (106.4: part of the option): the spell's {U} is the
    Island's, so Island with Plains or Wastes (two); {U} spent and {W} floating: Plains with
    Island or Wastes (two). Eight. (Had the table's order ignored the colors, Wastes' {C} would
    count as good as Plains' {W}: ten.)"""
    state = two_player(me={"hand": [{"card": "Azorius First-Wing", "id": "s"}],
                           "battlefield": ["Azorius Signet", "Plains", "Island", "Wastes"]})
    _three_ways(monkeypatch, state, 8)


def test_signet_and_two_plains_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Azorius First-Wing ({W}{U}) with Azorius Signet, two Plains and an Island. Without the
    Signet: a Plains and the Island (one). Both the Signet's units spent: a Plains or the Island
    pays its {1} (two); {W} spent, {U} floating: the Island pays {U}, a Plains the {1} (one);
    {U} spent, {W} floating: two Plains, or a Plains and the Island (two). Six (an order that
    ignored the colors: five)."""
    state = two_player(me={"hand": [{"card": "Azorius First-Wing", "id": "s"}],
                           "battlefield": ["Azorius Signet", "Plains", "Plains", "Island"]})
    _three_ways(monkeypatch, state, 6)


def test_up_sets_of_the_types() -> None:
    """Types (colored demands met, may pay a cost): white land ({0}, yes), colorless land
    ((), yes), white creature convoked ({0}, no). The white land is above both others, which
    are apart: the up-sets are {land W}, {land W, land C}, {land W, creature} and all three."""
    types = ((frozenset({0}), True), (frozenset(), True), (frozenset({0}), False))
    assert set(plaintable._up_sets(types) or ()) == {(0,), (0, 1), (0, 2), (0, 1, 2)}


def test_packed_counts_compare_field_by_field() -> None:
    """``_Order`` (tab19; was ``_Checker._packed``): a count is at least another in every up-set
    exactly when the guard bits survive the subtraction (checked on every pair of small counts)."""
    types = [(frozenset({0}), True), (frozenset(), True)]
    order = plaintable._Order(types, 6)
    ups = plaintable._up_sets(tuple(types))
    assert ups is not None
    counts = [(a, b) for a in range(4) for b in range(4)]
    for x in counts:
        for y in counts:
            above = all(sum(x[j] for j in up) >= sum(y[j] for j in up) for up in ups)
            px, py = order.packed(x), order.packed(y)
            assert above == (((px | order.guard) - py) & order.guard == order.guard), (x, y)
