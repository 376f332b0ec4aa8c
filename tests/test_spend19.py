"""Issue 11 (spend19): :class:`castable.solver.cpsat.spend.Checker` decides a spend whose costs
are all {1} alike (Signets, Skycloud Expanse; filter lands of one pair) by Hall's condition on
the units' token masks (``Checker._ones``) without building the merged spend, and checks only
the Hall sets that can fail (``_ones_masks``, ``_hall_masks``). Here that shortcut is compared,
on random spends of random boards, with the ordered search (``spend.solve`` on the unmerged
``spend.problem``: activations one at a time, 605.3a), which reads no shortcut, and with the
checker's general path (``_decided``), each answer exactly."""

from __future__ import annotations

import random
from collections import Counter

from castable.solver.cpsat import spend
from castable.solver.cpsat.classes import _Need, _Source
from hypothesis import given, settings
from hypothesis import strategies as st

#: group shapes: (role, colors, out, costed, cost, pays_with, restricted)
_SHAPES: list[tuple[str, str, tuple[str, ...], bool, int, str | None, bool]] = [
    ("mana", "W", (), False, 1, None, False),  # Plains
    ("mana", "U", (), False, 1, None, False),  # Island
    ("mana", "WU", (), False, 1, None, False),  # Adarkar Wastes, a Treasure
    ("mana", "", (), False, 1, None, False),  # Mind Stone's {C}
    ("mana", "G", (), False, 1, None, True),  # restricted mana (106.6): pays no mana ability's cost
    ("convoke", "W", (), False, 1, None, False),  # a convoked creature (702.51a): the spell only
    ("mana", "", ("C", "C"), False, 1, None, False),  # Sol Ring
    ("mana", "WU", ("W", "U"), True, 1, None, False),  # Azorius Signet, Skycloud Expanse
    ("mana", "WB", ("W", "B"), True, 1, None, False),  # Orzhov Signet
    ("mana", "WU", ("WU", "WU"), True, 1, "WU", False),  # Mystic Gate ({W/U}: a filter, 107.4e)
    ("mana", "G", ("G", "G"), True, 2, None, False),  # Nykthos ({2}: not the shortcut's)
    ("mana", "B", ("B", "B"), True, 1, None, True),  # {1}: {B}{B} restricted: pays no {1} (106.6)
]
_DEMANDS = [frozenset("W"), frozenset("U"), frozenset("B"), frozenset("WU")]


def _board(rng: random.Random) -> list[_Source]:
    out = []
    for cls in range(rng.randint(1, 6)):
        role, colors, made, costed, cost, pair, restricted = rng.choice(_SHAPES)
        ids = [f"o{cls}_{j}" for j in range(rng.randint(1, 3))]
        out.append(_Source(cls, ids, role, ("tap",), frozenset(colors), {}, out=made, costed=costed,
                           pays_with=frozenset(pair) if pair else None, restricted=restricted, cost=cost))
    return out


def _spend(rng: random.Random, sources: list[_Source]) -> tuple[_Need, tuple[int, ...], dict[int, Counter[str]], Counter[str]]:
    """Random activations and units spent (at least one per activation of a fixed group), a pool,
    and a cost whose units are about as many as those spent."""
    k = tuple(rng.randint(0, len(s.ids)) for s in sources)
    fixed: dict[int, Counter[str]] = {}
    for i, (s, n) in enumerate(zip(sources, k, strict=True)):
        if n and s.fixed:
            made = [t for _ in range(n) for t in s.out]
            fixed[i] = Counter(rng.sample(made, rng.randint(n, len(made))))
    pool = Counter(rng.choice("WUB") for _ in range(rng.randint(0, 1)))
    units = sum(n for s, n in zip(sources, k, strict=True) if not s.fixed) + sum(sum(c.values()) for c in fixed.values())
    units += sum(pool.values())
    costs = sum(n * s.cost for s, n in zip(sources, k, strict=True) if n and s.costed)
    colored = [rng.choice(_DEMANDS) for _ in range(rng.randint(0, 3))]
    generic = max(0, units - costs - len(colored) + rng.choice((0, 0, 0, -1, 1)))
    return _Need(generic, colored, 0, (), Counter()), k, fixed, pool


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_the_shortcut_answers_as_the_ordered_search(seed: int) -> None:
    rng = random.Random(seed)
    sources = _board(rng)
    checker = spend.Checker(sources)
    for _ in range(8):
        need, k, fixed, pool = _spend(rng, sources)
        try:
            searched = spend.solve(spend.problem(sources, need, k, fixed, pool)) is not None
        except spend.Timeout:
            continue
        assert checker(need, k, fixed, pool) == searched, (need, k, fixed, pool)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_the_shortcut_answers_as_the_general_path(seed: int) -> None:
    rng = random.Random(seed)
    sources = _board(rng)
    spends = [_spend(rng, sources) for _ in range(8)]
    fast = [spend.Checker(sources)(*s) for s in spends]
    shortcut = spend.Checker._ones
    spend.Checker._ones = lambda *_: None  # type: ignore[method-assign,assignment]
    try:
        general = [spend.Checker(sources)(*s) for s in spends]
    finally:
        spend.Checker._ones = shortcut  # type: ignore[method-assign]
    assert fast == general


def test_a_signet_paid_by_a_signet_by_hand() -> None:
    """{W}{W} from two Azorius Signets and one Plains: the Plains pays the first Signet's {1},
    that Signet's {U} the second's, the two {W} the spell (one {U} left floating). Without the
    Plains, all four Signet units spent (two {W} for the spell, two {U} for the costs) meet
    every demand if the order is ignored, but no Signet can be activated first (605.3a: its
    cost is paid before its mana exists): no spend."""
    signets = _Source(0, ["a", "b"], "mana", ("tap",), frozenset("WU"), {}, out=("W", "U"), costed=True)
    plains = _Source(1, ["p"], "mana", ("tap",), frozenset("W"), {})
    need = _Need(0, [frozenset("W"), frozenset("W")], 0, (), Counter())
    checker = spend.Checker([signets, plains])
    assert checker(need, (2, 1), {0: Counter({"W": 2, "U": 1})}, Counter())
    assert not checker(need, (2, 0), {0: Counter({"W": 2, "U": 2})}, Counter())
