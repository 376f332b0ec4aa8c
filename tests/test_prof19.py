"""Issue 11 (prof19): ``plainprofiles`` reads the spend check's answers through a signature (the
units per type, capped at what a payment can give beyond generic mana; on a board whose costs are
all {1} alike the fixed groups' spent units typed too) and settles signatures by majorization
(one paying settles those with better units, one failing those with worse). Ghostly Flicker
({2}{U}: two target artifacts, creatures, and/or lands you control) beside Signets ({1}, {T}:
Add two colors, 605.1a, paid with mana made before it, 605.3a), counted by hand in the
docstrings and checked three ways (the plain count, ``agreed_options``, the number); every
``pay_profiles`` answer is also compared with ``classes._general_of``'s classes, one at a time."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from castable.solver.cpsat import plaincount, plainprofiles, spend
from castable.solver.cpsat.classes import _Need, _Source
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options
from tests.test_gen18 import _flicker, _three_ways, general_profiles


@pytest.fixture(autouse=True)
def _checks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """No wall-clock cap (these tests check counts). Every ``pay_profiles`` answer compared with
    the classes ``classes._general_of`` enumerates one by one (the same keys); per call, the spend
    checks each made (``pay_profiles``, ``_general_of``)."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)
    made: list[tuple[int, int]] = []
    fast = plainprofiles.pay_profiles
    counted = [0]
    call = spend.Checker.__call__

    def counting(self: spend.Checker, *args: Any) -> bool:
        counted[0] += 1
        return call(self, *args)

    monkeypatch.setattr(spend.Checker, "__call__", counting)

    def checked(sources: list[_Source], needs: list[_Need], watched: tuple[tuple[int, ...], ...],
                deadline: float) -> Counter[tuple[int, ...]] | None:
        counted[0] = 0
        got = fast(sources, needs, watched, deadline)
        ours = counted[0]
        counted[0] = 0
        assert got == general_profiles(sources, needs, watched)
        made.append((ours, counted[0]))
        return got

    monkeypatch.setattr(plainprofiles, "pay_profiles", checked)
    return made


def test_two_signets_share_their_checks_by_hand(_checks: list[tuple[int, int]]) -> None:
    """Azorius Signet (W, U), Dimir Signet (U, B), Plains, Swamp: the {U} comes from a Signet.
    One Signet: its {1} paid by a land, both lands and both its units (4 units for {2}{U} and
    {1}): one class each. Both Signets (5 units, the first {1} paid by a land, 605.3a): one land
    and all four units (Plains or Swamp: two classes), or both lands and three units, {W}, {U} or
    {B} floating (three classes). Seven payment classes; the targets two of the four objects,
    each its own class: 7 x 6 = 42. {2}{U} sees only blue: a Signet's W and B units are one type
    (as the Plains and the Swamp are), so the one-Signet splits of either Signet share a
    signature and the checks are fewer than ``_general_of``'s."""
    _three_ways(_flicker(["Azorius Signet", "Dimir Signet", "Plains", "Swamp"]), 42)
    assert len(_checks) == 1
    ours, theirs = _checks[0]
    assert 0 < ours < theirs


def test_a_signet_that_must_give_its_blue_by_hand(_checks: list[tuple[int, int]]) -> None:
    """Azorius Signet, Plains, Swamp, Wastes: the {U} only from the Signet, whose {1} a land pays
    first. With the Signet: its {1} and {2}{U} take four units, two lands and both of its units
    (any two of the three lands: three classes), or all three lands and one unit spent, {U}
    spent and {W} floating (one class; with {U} floating no blue is left for the spell: that
    signature fails). Without it no blue: none. Four payment classes; two targets of the four
    objects: 4 x 6 = 24."""
    _three_ways(_flicker(["Azorius Signet", "Plains", "Swamp", "Wastes"]), 24)
    ours, theirs = _checks[0]
    assert 0 < ours < theirs


def test_a_filter_land_beside_a_signet_keeps_the_spends_apart(_checks: list[tuple[int, int]]) -> None:
    """A Signet's {1} and a filter land's {W/B} (Fetid Heath) are costs of two kinds: which source
    made a unit can matter (it may pay one cost and not the other, 107.4e), so the fixed groups'
    spends are read as they are (``spend.alike_costs`` is false) and only the flexible units typed. The
    plain count agrees with the three checkers and ``_general_of``."""
    state = _flicker(["Azorius Signet", "Fetid Heath", "Island", "Swamp"])
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == len(agreed_options(state, "s", "me"))
    assert _checks


@pytest.mark.parametrize("battlefield", [
    ["Fetid Heath", "Island", "Plains", "Swamp"],
    ["Sol Ring", "Azorius Signet", "Island", "Plains"],
    ["Azorius Signet", "Dimir Signet", "Mind Stone", "Island", "Swamp"],
])
def test_alike_boards_agree(battlefield: list[str], _checks: list[tuple[int, int]]) -> None:
    """Alike boards of other kinds, counted by the plain count as the three checkers and
    ``_general_of`` count them: a filter land's {W/B} the only cost (its units typed by their
    pair, its {C} and its filter one class of two groups: the keys gathered), Sol Ring's
    costless {C}{C} beside a Signet (ready units beside made ones), two Signets and Mind Stone
    (not worked out here)."""
    state = _flicker(battlefield)
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == len(agreed_options(state, "s", "me"))
    assert _checks


def _group(cls: int, colors: str, out: str = "", cost: int = 1, pays_with: str | None = None,
           role: str = "mana", restricted: bool = False) -> _Source:
    return _Source(cls, [f"o{cls}"], role, ("tapped",), frozenset(colors), {}, out=tuple(out), costed=bool(out),
                   pays_with=frozenset(pays_with) if pays_with else None, restricted=restricted, cost=cost)


def test_alike_costs() -> None:
    """Signets of any colors: {1} each, payable by every unit they make (``spend.ones``). Not
    alike: a {1} beside a filter land's {W/B} (107.4e), Nykthos's {2}, a restricted Signet's
    mana (106.6: it pays no mana ability's cost)."""
    land = _group(0, "W")
    assert spend.alike_costs([land, _group(1, "WU", "WU"), _group(2, "UB", "UB")])
    assert spend.alike_costs([land])
    assert not spend.alike_costs([land, _group(1, "WU", "WU"), _group(2, "WB", "WW", pays_with="WB")])
    assert not spend.alike_costs([land, _group(1, "G", "GGG", cost=2)])
    assert not spend.alike_costs([land, _group(1, "WU", "WU", restricted=True)])


def test_majorization_settles_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three Plains, two Islands, an Azorius Signet; {2}{U} and the Signet's {1}: four units. A
    Plains for the {1}, an Island for the {U} and the Signet's two units pay; every Plains and
    the Signet's {W} (its {U} floating) don't (no blue). Checked once each, they settle without a
    check a signature with an Island for that Plains (better units: it pays) and one with no
    Plains at all (fillers, which pay generic mana only: worse units, it fails)."""
    sources = [_group(0, "W"), _group(1, "U"), _group(2, "WU", "WU")]
    sources[0].ids, sources[1].ids = ["p1", "p2", "p3"], ["i1", "i2"]
    need = _Need(2, [frozenset("U")], 0, ("mana", "mana"), Counter())
    profiles = plainprofiles._Profiles(sources, [need], ((0,), (1,), (2,)), float("inf"))
    caps = profiles._caps(need, 1)

    def signature(plains: int, islands: int, spent: str) -> tuple[int, ...]:
        units = [0] * len(profiles.types)
        units[profiles.type_of[0]] += plains
        units[profiles.type_of[1]] += islands
        for t in spent:
            units[profiles.unit_of[2, t]] += 1
        return tuple(map(min, units, caps))

    answers = profiles._answers(("test",))
    assert profiles._decide(answers, signature(1, 1, "WU"), need, (1, 1, 1), ((2, Counter("WU")),))
    assert not profiles._decide(answers, signature(3, 0, "W"), need, (3, 0, 1), ((2, Counter("W")),))

    def no_check(*args: Any) -> bool:
        raise AssertionError("settled by a known answer")

    monkeypatch.setattr(profiles, "check", no_check)
    assert profiles._decide(answers, signature(0, 2, "WU"), need, (), ())
    assert not profiles._decide(answers, signature(0, 0, "W"), need, (), ())
