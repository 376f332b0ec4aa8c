"""One check of a spend (issue 11): do these units pay the spell and the costed mana abilities?

A payment class of :mod:`castable.solver.cpsat.classes` (and of the plain counts built on it) is
checked once its objects per unit group (``k``) and the units spent of each fixed group and of
the floating pool are chosen. The spend pays when the spent units can be given, each to one
demand, so that (601.2g-h, 605.1a):

- the spell gets one unit per colored symbol, of a color the symbol accepts (107.4), and its
  generic part any units;
- each costed activation (a Signet's {1}, Nykthos's {2}: ``_Source.cost`` units of any type; a
  filter land's hybrid symbol: one unit of a color of ``_Source.pays_with``, 107.4e) gets its cost
  in units made *before* it (605.3a: a mana ability's cost is paid before it resolves, so no
  cycle of costed sources paying each other, not even two activations of one object class);
- mana that can't pay a mana ability's cost pays the spell only: a ``restricted`` group's
  (106.6: its restriction allows the spell, and a mana ability is no spell) and a convoked,
  improvised or delved object (702.51a, 702.126a, 702.66a: they pay the spell's cost alone);
- every costed activation has at least one of its units spent (docs/answers.md: no idle
  activation; the fixed groups' spent units come from ``classes._spend_options``, at least one
  per activation, but which activation made which unit is this check's choice).

:func:`check` decides it exactly. Without a costed activation it is Hall's condition over the
spell's colored symbols (each set of them has at least as many units able to pay one, the
generic part taking the rest). With costed activations it first checks the same condition with
every cost as one more kind of demand, ignoring the order (a necessary condition that settles
most spends that fail), then searches the order: activations one at a time, each paid from the
units made so far, each adding its units (as many as it can while each later activation of its
group keeps one: mana made earlier pays anything mana made later could, so that loses nothing;
which types are kept back is a choice when a group makes two types), and at the end Hall's
condition for the spell on what is left. States are memoized, so equal prefixes are searched
once. ``counts`` (605.3b: a "for each" source first) and ``ways`` (Springleaf Drum's choices of
creatures, a weight of the class) don't change what pays what, so this check reads neither.

The unit kinds are merged by what a demand can tell of them (the colors some symbol or cost
accepts, and whether a unit may pay a cost) unless the caller wants the spend itself
(``classes._assign`` for a plan).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.solver.cpsat.classes import _Need, _Source

#: a unit kind: (colors, may pay a mana ability's cost)
Kind = tuple[frozenset[str], bool]


@dataclass(frozen=True)
class Group:
    """The activations of one costed group used: how many, the units each costs and what pays
    them (None: any unit), its spent unit kinds (indices into :class:`Problem`'s kinds) with the
    most of each one activation makes."""

    n: int
    cost: int
    pays_with: frozenset[str] | None
    made: tuple[tuple[int, int], ...]  # (kind index, per activation)
    spent: tuple[int, ...]  # units spent of each kind of ``made``


@dataclass
class Problem:
    """A spend as :func:`check` reads it: unit kinds, the units of each ready before any costed
    activation (roots), the costed groups and the spell's demands."""

    kinds: list[Kind]
    origin: list[tuple[int | None, str | None]]  # per kind: (group index or None for the pool, type or None)
    roots: list[int]
    groups: list[Group]
    group_of: list[int]  # per costed group: its index among the sources
    colored: tuple[frozenset[str], ...]
    generic: int


def problem(sources: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
            pool: Counter[str], *, merge: bool = False) -> Problem:
    """The spend's unit kinds: a flexible group's objects (one kind: its colors), a fixed group's
    spent units by type (a filter land's: one kind of its pair's colors, ``_filter_ways``), the
    pool's by type; those of costless groups and the pool are ready at once. ``merge``: kinds no
    demand tells apart are one (their colors cut to those a symbol or cost accepts; units ready
    and units made later alike), all a count reads (:func:`check`)."""
    kinds: list[Kind] = []
    origin: list[tuple[int | None, str | None]] = []
    roots: list[int] = []
    groups: list[Group] = []
    group_of: list[int] = []
    at: dict[Kind, int] = {}
    seen = _seen(need.colored, [s.pays_with for s, n in zip(sources, k, strict=True) if n and s.pays_with]) \
        if merge else frozenset()

    def add(kind: Kind, count: int, where: tuple[int | None, str | None]) -> int:
        if merge:
            kind = (kind[0] & seen, kind[1])
            u = at.get(kind)
            if u is not None:
                roots[u] += count
                return u
            at[kind] = len(kinds)
        kinds.append(kind)
        origin.append(where)
        roots.append(count)
        return len(kinds) - 1

    for i, (s, n) in enumerate(zip(sources, k, strict=True)):
        if not n:
            continue
        cost_ok = s.role == "mana" and not s.restricted  # 106.6; convoke & co. pay the spell only
        if not s.fixed:
            add((s.colors, cost_ok), n, (i, None))
            continue
        parts: list[tuple[frozenset[str], int, int, str | None]]
        if s.pays_with is not None:  # a filter land: its units, each of either color of its pair
            parts = [(s.colors, sum(fixed[i].values()), len(s.out), None)]
        else:
            parts = [(_ONE[t], c, s.out.count(t), t) for t, c in sorted(fixed[i].items())]
        if not s.costed:
            for colors, c, _, t in parts:
                add((colors, cost_ok), c, (i, t))
            continue
        made: dict[int, list[int]] = {}  # kind -> [most one activation makes, units spent]
        for colors, c, cap, t in parts:
            m = made.setdefault(add((colors, cost_ok), 0, (i, t)), [0, 0])
            m[0] += cap
            m[1] += c
        groups.append(Group(n, s.cost, s.pays_with, tuple((u, m[0]) for u, m in made.items()),
                            tuple(m[1] for m in made.values())))
        group_of.append(i)
    for t, c in sorted(pool.items()):
        add((_ONE[t], True), c, (None, t))
    return Problem(kinds, origin, roots, groups, group_of, tuple(need.colored), need.generic)


def _seen(colored: list[frozenset[str]], pairs: list[frozenset[str]]) -> frozenset[str]:
    """The colors some symbol or cost accepts (what :func:`problem` keeps of a unit's colors)."""
    out: set[str] = set()
    for c in colored:
        out |= c
    for c in pairs:
        out |= c
    return frozenset(out)


def check(sources: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
          pool: Counter[str]) -> bool:
    """Does the spend pay (the module's doc)? Only the answer: kinds are merged first; with no
    costed activation, Hall's condition straight from the groups (the hot path of every count)."""
    if not any(n and s.costed for s, n in zip(sources, k, strict=True)):
        units: list[tuple[int, frozenset[str]]] = [(c, _ONE[t]) for t, c in pool.items()]
        for i, n in enumerate(k):
            if n:
                s = sources[i]
                if s.fixed and s.pays_with is None:
                    units += [(c, _ONE[t]) for t, c in fixed[i].items()]
                else:
                    units.append((sum(fixed[i].values()) if s.fixed else n, s.colors))
        if sum(n for n, _ in units) != need.generic + len(need.colored):
            return False
        return all(want <= sum(n for n, colors in units if colors & union)
                   for union, want in _hall_sets(tuple(need.colored)))
    p = problem(sources, need, k, fixed, pool, merge=True)
    return _decide(tuple(p.kinds), tuple(p.roots), tuple(p.groups), p.colored, p.generic)


@functools.lru_cache(maxsize=4096)
def _decide(kinds: tuple[Kind, ...], roots: tuple[int, ...], groups: tuple[Group, ...],
            colored: tuple[frozenset[str], ...], generic: int) -> bool:
    """:func:`solve`'s answer, once per merged spend (many splits and spends of a count merge to
    one)."""
    p = Problem(list(kinds), [(None, None)] * len(kinds), list(roots), list(groups), [], colored, generic)
    return solve(p) is not None


class _One(dict[str, frozenset[str]]):
    """Each mana type (or pseudo-type: {S}'s snow, 107.4h) as the one-type set its unit pays with."""

    def __missing__(self, t: str) -> frozenset[str]:
        self[t] = frozenset({t})
        return self[t]


_ONE = _One()


def ready_after(p: Problem, paid: Paid) -> list[int]:
    """The units by kind left for the spell once the activations of ``paid`` are made and paid."""
    ready = list(p.roots)
    for gi, pay, rel in paid:
        for u, c in pay.items():
            ready[u] -= c
        for (u, _), r in zip(p.groups[gi].made, rel, strict=True):
            ready[u] += r
    return ready


#: a solution: the costed activations in an order that works, each as (its group, the units by
#: kind paying its cost, the units by kind of its group's ``made`` it adds)
Paid = list[tuple[int, Counter[int], tuple[int, ...]]]


def solve(p: Problem) -> Paid | None:
    """The costed activations in an order that works (empty without any), None when no order
    pays the spend."""
    total = sum(p.roots) + sum(sum(g.spent) for g in p.groups)
    n_cost = sum(g.n * g.cost for g in p.groups)
    if total != p.generic + len(p.colored) + n_cost:
        return None
    if not p.groups:
        return [] if _hall(p.kinds, tuple(p.roots), p.colored) else None
    if not _relaxed(p):
        return None
    state = (tuple(g.n for g in p.groups), tuple(s for g in p.groups for s in g.spent), tuple(p.roots))
    return _search(p, state, set())


def _hall(kinds: list[Kind], avail: tuple[int, ...], colored: tuple[frozenset[str], ...]) -> bool:
    """Hall's condition (107.4): every set of the spell's colored symbols has at least as many
    units able to pay one of them (the units are as many as the symbols: the generic part takes
    the rest)."""
    return all(want <= sum(n for n, (colors, _) in zip(avail, kinds, strict=True) if colors & union)
               for union, want in _hall_sets(colored))


@functools.lru_cache(maxsize=1024)
def _hall_sets(colored: tuple[frozenset[str], ...]) -> tuple[tuple[frozenset[str], int], ...]:
    """Per set of the distinct colored demands: the colors any of them accepts and how many
    units they ask for, made once per cost."""
    demand = Counter(colored)
    kinds = list(demand)
    return tuple((frozenset().union(*sub), sum(demand[d] for d in sub))
                 for r in range(1, len(kinds) + 1) for sub in itertools.combinations(kinds, r))


#: the pseudo-colors of :func:`_relaxed`: a unit that may pay a cost of any unit, or of a color
_ANY_COST = "$"


def _relaxed(p: Problem) -> bool:
    """Hall's condition with the costs as demands too and the order ignored (every unit spent,
    made before or after): necessary for :func:`solve`'s search, and cheap."""
    def tokens(kind: Kind) -> frozenset[str]:
        colors, ok = kind
        return colors | (frozenset({_ANY_COST} | {_ANY_COST + c for c in colors}) if ok else frozenset())

    counts = list(p.roots)
    for g in p.groups:
        for (u, _), s in zip(g.made, g.spent, strict=True):
            counts[u] += s
    demands = list(p.colored)
    for g in p.groups:
        want = frozenset({_ANY_COST}) if g.pays_with is None else frozenset(_ANY_COST + c for c in g.pays_with)
        demands += [want] * (g.n * g.cost)
    units = [(n, tokens(kind)) for n, kind in zip(counts, p.kinds, strict=True) if n]
    return all(want <= sum(n for n, t in units if t & union) for union, want in _hall_sets(tuple(demands)))


_State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _search(p: Problem, state: _State, failed: set[_State]) -> Paid | None:
    """Activations one at a time (605.3a): ``state`` is (activations left per group, units not
    yet made per group's kind, units ready per kind); a costed activation is paid from the
    ready units, then adds its own (:func:`_releases`)."""
    left, unmade, ready = state
    if not any(left):
        return [] if _hall(p.kinds, ready, p.colored) else None
    if state in failed:
        return None
    base = 0
    for gi, g in enumerate(p.groups):
        offset = base
        base += len(g.made)
        if not left[gi]:
            continue
        for pay in _payments(p, g, ready):
            after = list(ready)
            for u, c in pay.items():
                after[u] -= c
            for rel in _releases(g, unmade[offset:offset + len(g.made)], left[gi]):
                nxt = list(after)
                for (u, _), r in zip(g.made, rel, strict=True):
                    nxt[u] += r
                un = list(unmade)
                un[offset:offset + len(g.made)] = [a - r for a, r in zip(un[offset:offset + len(g.made)], rel, strict=True)]
                lf = list(left)
                lf[gi] -= 1
                found = _search(p, (tuple(lf), tuple(un), tuple(nxt)), failed)
                if found is not None:
                    return [(gi, pay, rel), *found]
    failed.add(state)
    return None


def _payments(p: Problem, g: Group, ready: tuple[int, ...]) -> Iterator[Counter[int]]:
    """Each way (by kind) to pay one activation's cost of ``g.cost`` units from the ready units
    that may pay a cost of ``g`` (any, or a color of its pair); kinds the spell can use least
    first (so that the first tried usually leaves the spell its colors)."""
    able = [u for u, (colors, ok) in enumerate(p.kinds)
            if ready[u] and ok and (g.pays_with is None or colors & g.pays_with)]
    able.sort(key=lambda u: sum(1 for d in p.colored if d & p.kinds[u][0]))
    yield from _picks(able, ready, g.cost)


def _picks(able: list[int], ready: tuple[int, ...], n: int, i: int = 0) -> Iterator[Counter[int]]:
    if n == 0:
        yield Counter()
        return
    if i == len(able):
        return
    u = able[i]
    for take in range(min(n, ready[u]), -1, -1):
        for rest in _picks(able, ready, n - take, i + 1):
            if take:
                rest[u] += take
            yield rest


def _releases(g: Group, unmade: tuple[int, ...], left: int) -> Iterator[tuple[int, ...]]:
    """The units one activation of ``g`` adds of each kind: at most what it makes of each, at
    least one (no idle activation), and leaving the ``left - 1`` later ones of its group at least
    one each and no more than they make; only the maximal ones (a unit made now pays whatever a
    unit made later could)."""
    later = left - 1
    caps = [cap for _, cap in g.made]
    ranges = [range(max(0, un - cap * later), min(cap, un) + 1) for un, cap in zip(unmade, caps, strict=True)]
    options = [rel for rel in itertools.product(*ranges)
               if sum(rel) >= 1 and sum(unmade) - sum(rel) >= later]
    for rel in options:
        if not any(o != rel and all(a >= b for a, b in zip(o, rel, strict=True)) for o in options):
            yield rel
