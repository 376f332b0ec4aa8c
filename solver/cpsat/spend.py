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
generic part taking the rest). With costed activations (:func:`solve`) it searches the order:
activations one at a time, each paid from the units made so far, each adding its units (as many
as it can while each later activation of its group keeps one: mana made earlier pays anything
mana made later could, so that loses nothing; which types are kept back is a choice when a group
makes two types), and at the end Hall's condition for the spell on what is left. A few steps are
tried first (a spend that pays is usually found on the first path), then the same condition with
every cost as one more kind of demand and the order ignored (necessary: it settles most spends
that fail), then the whole search, whose failed states are memoized. When every cost is {1} of
any unit (Signets, :func:`ones`) that order-free condition with one cost paid by a unit ready at
once is exact, and is the answer. ``counts`` (605.3b: a "for each" source first) and ``ways``
(Springleaf Drum's choices of creatures, a weight of the class) don't change what pays what, so
this check reads neither.

A count (:func:`check`; :class:`Checker` reads each group's facts once per board, which a count
makes thousands of checks on) merges the unit kinds no demand tells apart (their colors cut to
those some symbol or cost accepts; ready or made later alike) and decides each merged spend once
(memoized: many splits of a count merge to one); when every cost is {1} alike it reads Hall's
condition straight off the units' token masks (``Checker._ones``, no merged spend built: few
spends of a count repeat), checking only the sets of demands that can fail. A plan
(``classes._assign``) needs which units pay: :func:`witness` solves with kinds merged only
within a time class, :func:`ones_flow` pays the spell and {1} costs in one flow.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
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
    colored: tuple[frozenset[str], ...]
    generic: int


def problem(sources: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
            pool: Counter[str]) -> Problem:
    """The spend's unit kinds: a flexible group's objects (one kind: its colors), a fixed group's
    spent units by type (a filter land's: one kind of its pair's colors, ``_filter_ways``), the
    pool's by type; those of costless groups and the pool are ready at once (:func:`check` builds
    the same with the kinds no demand tells apart made one)."""
    kinds: list[Kind] = []
    origin: list[tuple[int | None, str | None]] = []
    roots: list[int] = []
    groups: list[Group] = []

    def add(kind: Kind, count: int, where: tuple[int | None, str | None]) -> int:
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
    for t, c in sorted(pool.items()):
        add((_ONE[t], True), c, (None, t))
    return Problem(kinds, origin, roots, groups, tuple(need.colored), need.generic)


def _seen(colored: list[frozenset[str]], pairs: list[frozenset[str]]) -> frozenset[str]:
    """The colors some symbol or cost accepts (what :func:`problem` keeps of a unit's colors)."""
    out: set[str] = set()
    for c in colored:
        out |= c
    for c in pairs:
        out |= c
    return frozenset(out)


def totals(p: Problem) -> list[int]:
    """The units spent of each kind: ready at once, or made by a costed group."""
    total = list(p.roots)
    for g in p.groups:
        for (u, _), spent in zip(g.made, g.spent, strict=True):
            total[u] += spent
    return total


def witness(p: Problem) -> Counter[int] | None:
    """For a plan: the units of each of ``p``'s kinds (not merged) paying the costs in an order that
    works, None when none does. Solved on ``p`` with the kinds no demand tells apart made one
    within each time class (ready at once, or made by one costed group): they are alike to every
    demand and to the order, so any of them pays as well (memoized like :func:`check`)."""
    total = totals(p)
    if ones(p):
        flow = ones_flow(p, total)
        return None if flow is None else Counter({u: row[-1] + row[-2] for u, row in enumerate(flow)})
    seen = _seen(list(p.colored), [g.pays_with for g in p.groups if g.pays_with])
    made_by = {u: gi for gi, g in enumerate(p.groups) for u, _ in g.made}
    at: dict[tuple[frozenset[str], bool, int | None], int] = {}
    members: list[list[int]] = []
    roots: list[int] = []
    for u, (colors, ok) in enumerate(p.kinds):
        key = (colors & seen, ok, made_by.get(u))
        if key not in at:
            at[key] = len(members)
            members.append([])
            roots.append(0)
        members[at[key]].append(u)
        roots[at[key]] += p.roots[u]
    kinds = tuple((colors, ok) for colors, ok, _ in at)
    groups = []
    for g in p.groups:
        made: dict[int, list[int]] = {}
        for (u, cap), spent in zip(g.made, g.spent, strict=True):
            m = made.setdefault(at[(p.kinds[u][0] & seen, p.kinds[u][1], made_by[u])], [0, 0])
            m[0] += cap
            m[1] += spent
        groups.append(Group(g.n, g.cost, g.pays_with, tuple((v, m[0]) for v, m in made.items()),
                            tuple(m[1] for m in made.values())))
    paid = _solved(kinds, tuple(roots), tuple(groups), p.colored, p.generic)
    if paid is None:
        return None
    out: Counter[int] = Counter()
    for v, n in Counter(v for _, pay, _ in paid for v in pay.elements()).items():
        for u in members[v]:  # alike: the first ones pay
            take = min(n, total[u])
            out[u] += take
            n -= take
    return out


def ones_flow(p: Problem, total: list[int]) -> list[list[int]] | None:
    """When every cost is one alike unit (:func:`ones`): a flow of each kind's units (``total``; a
    kind is ready at once or made by a costed group, never both) to the spell's colored symbols
    (one slot per distinct symbol, in order of first appearance), its generic part, one cost paid
    by a ready unit and the other costs, None when none exists (:func:`witness` reads the last
    two)."""
    pair = p.groups[0].pays_with
    demand = Counter(p.colored)
    slots: list[tuple[frozenset[str] | None, str]] = [(d, "spell") for d in demand]
    counts = [demand[d] for d in demand]
    slots += [(None, "spell"), (None, "root"), (None, "cost")]
    counts += [p.generic, 1, sum(g.n for g in p.groups) - 1]
    adj = []
    for u, (colors, ok) in enumerate(p.kinds):
        root = p.roots[u] > 0
        pays = ok and (pair is None or bool(colors & pair))
        adj.append([v for v, (d, role) in enumerate(slots) if counts[v] and (
            (role == "spell" and (d is None or colors & d)) or (role == "cost" and pays) or (role == "root" and pays and root))])
    return _max_flow(total, counts, adj)


@functools.lru_cache(maxsize=4096)
def _solved(kinds: tuple[Kind, ...], roots: tuple[int, ...], groups: tuple[Group, ...],
            colored: tuple[frozenset[str], ...], generic: int) -> Paid | None:
    p = Problem(list(kinds), [(None, None)] * len(kinds), list(roots), list(groups), colored, generic)
    return solve(p)


def check(sources: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
          pool: Counter[str]) -> bool:
    """Does the spend pay (the module's doc)? Only the answer (:class:`Checker` made for one call)."""
    return Checker(sources)(need, k, fixed, pool)


@dataclass(frozen=True)
class _Row:
    """What :class:`Checker` reads of one group, made once per board: its colors (and their
    mask), whether it is fixed, costed or a filter (``pays_with``), whether its mana may pay a
    mana ability's cost (106.6; convoke & co. pay the spell only), and per type it makes the
    most one activation makes of it."""

    colors: frozenset[str]
    mask: int
    fixed: bool
    costed: bool
    cost: int
    pays_with: frozenset[str] | None
    ok: bool
    per_type: dict[str, int]
    out: int


#: the floating pool as a row: fixed units per type, ready at once, able to pay a cost
_POOL = _Row(frozenset(), 0, True, False, 0, None, True, {}, 0)


class _RowMasks:
    """One group's units as :meth:`Checker._ones` reads them for the colors ``seen``: their
    token masks (:func:`_token_mask`: colors cut to ``seen``, ready at once unless a costed group
    makes them), ``one`` when every unit is of one kind (a flexible group's objects, a filter
    land's units of its pair), else per type (:meth:`of`); ``bad``: a costed group some of whose
    units can't pay a cost of {1} (:func:`ones` doesn't hold)."""

    def __init__(self, r: _Row, seen: frozenset[str]) -> None:
        self.seen, self.ok, self.ready = seen, r.ok, not r.costed
        self.one: int | None = None
        self._types: dict[str, int] = {}
        if not r.fixed or (r.costed and r.pays_with is not None):
            cut = r.colors & seen
            self.one = _token_mask((cut, r.ok), self.ready)
            self.bad = r.costed and (not r.ok or (r.pays_with is not None and not cut <= r.pays_with))
        else:
            self.bad = r.costed and not r.ok

    def of(self, t: str) -> int:
        got = self._types.get(t)
        if got is None:
            got = self._types[t] = _token_mask((_ONE[t] & self.seen, self.ok), self.ready)
        return got


class Checker:
    """:func:`check` for one board (one list of groups): each group's facts read once, the
    merged spend of each call decided once (``_decided``). The hot path of every count: a count
    makes thousands of checks on one board."""

    def __init__(self, sources: list[_Source]) -> None:
        self.rows = [_Row(s.colors, _mask(s.colors), s.fixed, s.costed, s.cost, s.pays_with,
                          s.role == "mana" and not s.restricted, dict(Counter(s.out)), len(s.out)) for s in sources]
        self.costed = frozenset(i for i, s in enumerate(sources) if s.costed)
        self.pairs = [i for i, s in enumerate(sources) if s.pays_with]
        self._seen: dict[tuple[object, ...], frozenset[str]] = {}
        self._cut: dict[tuple[frozenset[str], frozenset[str]], frozenset[str]] = {}
        #: per colors seen (:func:`_seen`): each row's units' token masks (:class:`_RowMasks`),
        #: then the pool's
        self._masks: dict[frozenset[str], list[_RowMasks]] = {}

    def __call__(self, need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]], pool: Counter[str]) -> bool:
        used = [i for i, n in enumerate(k) if n]
        if self.costed.isdisjoint(used):
            return self._costless(need, k, used, fixed, pool)
        colored = tuple(need.colored)
        seen_key = (colored, tuple(i for i in self.pairs if k[i]) if self.pairs else ())
        seen = self._seen.get(seen_key)
        if seen is None:
            seen = self._seen[seen_key] = _seen(need.colored, [pair for i in seen_key[1] if (pair := self.rows[i].pays_with)])
        paid = self._ones(need, k, used, fixed, pool, seen)
        if paid is not None:
            return paid
        at: dict[Kind, int] = {}
        roots: list[int] = []
        groups: list[tuple[int, int, frozenset[str] | None, tuple[tuple[int, int], ...], tuple[int, ...]]] = []

        def index(colors: frozenset[str], ok: bool) -> int:
            cut = self._cut.get((colors, seen))
            if cut is None:
                cut = self._cut[colors, seen] = colors & seen
            u = at.get((cut, ok))
            if u is None:
                u = at[cut, ok] = len(roots)
                roots.append(0)
            return u

        for i in used:
            r, n = self.rows[i], k[i]
            if not r.fixed:
                roots[index(r.colors, r.ok)] += n
            elif not r.costed:
                for t, c in fixed[i].items():
                    roots[index(_ONE[t], r.ok)] += c
            else:
                made: dict[int, list[int]] = {}  # kind -> [most one activation makes, units spent]
                parts = [(r.colors, sum(fixed[i].values()), r.out)] if r.pays_with is not None else \
                    [(_ONE[t], c, r.per_type[t]) for t, c in fixed[i].items()]
                for colors, c, cap in parts:
                    m = made.setdefault(index(colors, r.ok), [0, 0])
                    m[0] += cap
                    m[1] += c
                groups.append((n, r.cost, r.pays_with, tuple((u, m[0]) for u, m in made.items()),
                               tuple(m[1] for m in made.values())))
        for t, c in pool.items():
            roots[index(_ONE[t], True)] += c
        return _decided(tuple(at), tuple(roots), tuple(groups), colored, need.generic)

    def _ones(self, need: _Need, k: tuple[int, ...], used: list[int], fixed: dict[int, Counter[str]],
              pool: Counter[str], seen: frozenset[str]) -> bool | None:
        """With every cost {1} alike (:func:`ones`): :func:`_relaxed`'s Hall condition (``first``)
        on the units by their token masks, without building the merged spend. With one costed
        activation in all (Nykthos), whatever its cost: its cost units are paid with units ready
        at once (605.3a: nothing is made before it), the rest pays the spell, so Hall's
        condition with every cost unit wanting a ready unit is exact. None on other spends
        (then :func:`_decided`'s search). The units are those :func:`_decided` reads: a kind's
        colors cut to ``seen`` as ``__call__``'s kinds are, ready units (flexible, costless
        fixed, the pool) as roots and the costed groups' as made."""
        pair: frozenset[str] | None = None
        activations = cost = total = 0
        bad = False
        units: dict[int, int] = {}
        masks = self._masks.get(seen)
        if masks is None:  # the rows', then the pool's (ready, may pay a cost)
            masks = self._masks[seen] = [*(_RowMasks(r, seen) for r in self.rows), _RowMasks(_POOL, seen)]
        for i in used:
            r, n, m = self.rows[i], k[i], masks[i]
            if r.costed:
                if activations and (r.cost != cost or r.pays_with != pair):
                    return None  # two kinds of cost: :func:`solve`'s search
                pair, cost, activations, bad = r.pays_with, r.cost, activations + n, bad or m.bad
            if m.one is not None:  # one kind: a flexible group's objects, a filter land's units
                c = n if not r.fixed else sum(fixed[i].values())
                units[m.one] = units.get(m.one, 0) + c
                total += c
                continue
            for t, c in fixed[i].items():
                mask = m.of(t)
                units[mask] = units.get(mask, 0) + c
                total += c
        if activations > 1 and (cost != 1 or bad):
            return None  # a cost of more, or a made unit that can't pay one: the order matters
        for t, c in pool.items():
            mask = masks[-1].of(t)
            units[mask] = units.get(mask, 0) + c
            total += c
        if total != need.generic + len(need.colored) + activations * cost:
            return False
        return _holds(tuple(units.items()), _ones_masks(tuple(need.colored), activations, cost, pair))

    def _costless(self, need: _Need, k: tuple[int, ...], used: list[int], fixed: dict[int, Counter[str]],
                  pool: Counter[str]) -> bool:
        """No costed activation: Hall's condition straight from the groups."""
        units = [(_mask(_ONE[t]), c) for t, c in pool.items()]
        for i in used:
            r = self.rows[i]
            if r.fixed and r.pays_with is None:
                units += [(_mask(_ONE[t]), c) for t, c in fixed[i].items()]
            else:
                units.append((r.mask, sum(fixed[i].values()) if r.fixed else k[i]))
        if sum(n for _, n in units) != need.generic + len(need.colored):
            return False
        return _hall_holds(units, tuple(need.colored))


#: a costed group as :func:`_decided` reads it (:class:`Group`'s fields: a tuple hashes faster)
_GroupKey = tuple[int, int, "frozenset[str] | None", tuple[tuple[int, int], ...], tuple[int, ...]]


@functools.lru_cache(maxsize=4096)
def _decided(kinds: tuple[Kind, ...], roots: tuple[int, ...], group_keys: tuple[_GroupKey, ...],
             colored: tuple[frozenset[str], ...], generic: int) -> bool:
    """:func:`check` once per merged spend: with every cost {1} (:func:`ones`) by Hall's
    condition, else by :func:`solve`'s search."""
    groups = tuple(Group(*g) for g in group_keys)
    p = Problem(list(kinds), [(None, None)] * len(kinds), list(roots), list(groups), colored, generic)
    if ones(p):
        total = sum(roots) + sum(sum(g.spent) for g in groups)
        return total == generic + len(colored) + sum(g.n for g in groups) and _relaxed(p, first=True)
    return _solved(kinds, roots, groups, colored, generic) is not None


class _One(dict[str, frozenset[str]]):
    """Each mana type (or pseudo-type: {S}'s snow, 107.4h) as the one-type set its unit pays with."""

    def __missing__(self, t: str) -> frozenset[str]:
        self[t] = frozenset({t})
        return self[t]


_ONE = _One()


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
    state = (tuple(g.n for g in p.groups), tuple(s for g in p.groups for s in g.spent), tuple(p.roots))
    failed: set[_State] = set()
    payers = _payers(p)
    try:  # a few steps first: most spends that pay are found on the first path tried
        return _search(p, state, failed, payers, [2 * sum(g.n for g in p.groups) + 2])
    except _Cut:
        pass
    if not _relaxed(p):
        return None
    try:
        return _search(p, state, failed, payers, [SEARCH_STATES])
    except _Cut:
        raise Timeout from None  # too long: the caller declines (a count) or stops (a listing)


#: the most states one spend's search visits (beyond: :class:`Timeout`, never a wrong answer)
SEARCH_STATES = 20_000


class _Cut(Exception):
    """:func:`_search`'s step budget ran out (the states it was in are not failed)."""


class Timeout(Exception):
    """The deadline passed while enumerating payment classes, or a spend's search grew past
    ``SEARCH_STATES``: the listing or count is then incomplete (``classes._Timeout``)."""


def _hall(kinds: list[Kind], avail: tuple[int, ...], colored: tuple[frozenset[str], ...]) -> bool:
    """Hall's condition (107.4): every set of the spell's colored symbols has at least as many
    units able to pay one of them (the units are as many as the symbols: the generic part takes
    the rest)."""
    return _hall_holds([(_mask(colors), n) for n, (colors, _) in zip(avail, kinds, strict=True) if n], colored)


@functools.lru_cache(maxsize=1024)
def _hall_sets(colored: tuple[frozenset[str], ...]) -> tuple[tuple[frozenset[str], int], ...]:
    """Per set of the distinct colored demands: the colors any of them accepts and how many
    units they ask for, made once per cost."""
    demand = Counter(colored)
    kinds = list(demand)
    return tuple((frozenset().union(*sub), sum(demand[d] for d in sub))
                 for r in range(1, len(kinds) + 1) for sub in itertools.combinations(kinds, r))


#: each color or pseudo-color a bit (Hall's sums read ints, not sets: the hot path of every count)
_BITS: dict[str, int] = {}


@functools.lru_cache(maxsize=4096)
def _mask(colors: frozenset[str]) -> int:
    out = 0
    for c in colors:
        out |= _BITS.setdefault(c, 1 << len(_BITS))
    return out


@functools.lru_cache(maxsize=1024)
def _hall_masks(demands: tuple[frozenset[str], ...]) -> tuple[tuple[int, int], ...]:
    """:func:`_hall_sets` with each union as a mask of :func:`_mask`; of sets with the same
    union only the one wanting most (the others hold whenever it does)."""
    most: dict[int, int] = {}
    for union, want in _hall_sets(demands):
        m = _mask(union)
        most[m] = max(want, most.get(m, 0))
    return tuple(most.items())


def _holds(units: list[tuple[int, int]] | tuple[tuple[int, int], ...], masks: tuple[tuple[int, int], ...]) -> bool:
    """Hall's condition for ``units`` ((mask, count)) and the sets ``masks`` ((union, units
    wanted), :func:`_hall_masks`); plain loops: the innermost of every count."""
    for union, want in masks:
        got = 0
        for m, n in units:
            if m & union:
                got += n
        if got < want:
            return False
    return True


def _hall_holds(units: list[tuple[int, int]], demands: tuple[frozenset[str], ...]) -> bool:
    """Hall's condition for ``units`` ((mask, count)) and one unit per demand of ``demands``."""
    return _holds(units, _hall_masks(demands))


#: the pseudo-colors of :func:`_relaxed`: a unit that may pay a cost of any unit, or of a color,
#: and one ready before any costed activation that may pay a cost
_ANY_COST = "$"
_ROOT = "$root"


def _relaxed(p: Problem, *, first: bool = False) -> bool:
    """Hall's condition with the costs as demands too and the order ignored (every unit spent,
    made before or after): necessary for :func:`solve`'s search, and cheap. ``first``: one of the
    costs (the first activation's, 605.3a) paid by a unit ready before any (:func:`ones`)."""
    made = [0] * len(p.kinds)
    for g in p.groups:
        for (u, _), s in zip(g.made, g.spent, strict=True):
            made[u] += s
    demands = list(p.colored)
    for g in p.groups:
        demands += [_cost_demand(g.pays_with, _ANY_COST)] * (g.n * g.cost)
    if first:  # the first activation's cost (:func:`ones`: all alike)
        demands[-1] = _cost_demand(p.groups[0].pays_with, _ROOT)
    units = [(_token_mask(kind, True), n) for n, kind in zip(p.roots, p.kinds, strict=True) if n]
    units += [(_token_mask(kind, False), n) for n, kind in zip(made, p.kinds, strict=True) if n]
    return _hall_holds(units, tuple(demands))


def _cost_demand(pair: frozenset[str] | None, kind: str) -> frozenset[str]:
    """A cost unit as :func:`_relaxed`'s demand: any unit that may pay a cost (``kind`` is
    ``_ANY_COST``; ``_ROOT``: one ready before any costed activation), or of a color of a filter
    land's ``pair`` (107.4e)."""
    return frozenset({kind}) if pair is None else frozenset(kind + c for c in pair)


@functools.lru_cache(maxsize=1024)
def _ones_masks(colored: tuple[frozenset[str], ...], activations: int, cost: int, pair: frozenset[str] | None
                ) -> tuple[tuple[int, int], ...]:
    """:func:`_relaxed`'s Hall sets (``first``) when ``activations`` costs of {1} alike
    (:func:`ones`) are paid besides ``colored``, or one activation's ``cost`` units, each by a
    unit ready at once (``Checker._ones``): as :func:`_hall_masks` reads them."""
    any_cost, root = _cost_demand(pair, _ANY_COST), _cost_demand(pair, _ROOT)
    costs = [root] * cost if activations == 1 else [*[any_cost] * (activations - 1), root]
    # a unit able to pay the first cost (ready at once) can pay any cost (:func:`_token_mask`),
    # so a set with the other costs but not the first one holds whenever the set with both does
    # (the same units, one more wanted): only the latter is checked
    any_bits, root_bits = _mask(any_cost), _mask(root)
    return tuple((union, want) for union, want in _hall_masks((*colored, *costs))
                 if not (union & any_bits and not union & root_bits))


@functools.lru_cache(maxsize=1024)
def _token_mask(kind: Kind, root: bool) -> int:
    """A unit's colors, and if it may pay a cost (106.6) the pseudo-colors of the costs it may
    pay (any, or one of its colors) and whether it is ready before any costed activation."""
    colors, ok = kind
    if not ok:
        return _mask(colors)
    ready = {_ROOT} | {_ROOT + c for c in colors} if root else set()
    return _mask(colors | {_ANY_COST} | {_ANY_COST + c for c in colors} | ready)


def ones(p: Problem) -> bool:
    """Is every cost one unit, all alike (any unit: Signets; or one of the same pair: filter
    lands of one pair, 107.4e), and can every unit a costed group makes pay it? Then a spend pays
    exactly when :func:`_relaxed` holds with one cost paid by a unit ready before any costed
    activation (the first activated, 605.3a): the others, in an order where the activations
    whose units pay costs come first, each find a unit made before them (any such unit pays any
    cost, and fewer units pay costs than there are activations, so one activation that spends a
    unit on the spell can be last: no idle activation)."""
    costs = {(g.cost, g.pays_with) for g in p.groups}
    if len(costs) != 1:
        return False
    ((cost, pair),) = costs
    return cost == 1 and all(p.kinds[u][1] and (pair is None or p.kinds[u][0] <= pair)
                             for g in p.groups for u, _ in g.made)


def alike_costs(sources: list[_Source]) -> bool:
    """:func:`ones` for a whole board: is every cost of its costed groups {1} of one kind (any
    unit: Signets; or one filter pair, 107.4e), payable by every unit a costed group makes (mana,
    unrestricted: 106.6; of the pair)? Then every spend of the board is decided by Hall's
    condition on its units (:func:`ones`), which group made a unit not read, only its colors,
    whether it may pay a cost and whether it is ready at once (``plainprofiles``, ``plaintable``
    share answers by that)."""
    costed = [s for s in sources if s.costed]
    if not costed:
        return True
    if len({(s.cost, s.pays_with) for s in costed}) > 1 or costed[0].cost != 1:
        return False
    pair = costed[0].pays_with
    for s in costed:
        units = [s.colors] if s.pays_with is not None else [frozenset({t}) for t in s.out]
        if s.role != "mana" or s.restricted or (pair is not None and any(not u <= pair for u in units)):
            return False
    return True


_State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _payers(p: Problem) -> list[list[int]]:
    """Per costed group, the kinds that may pay its cost (106.6, a filter's pair): those the spell
    can use least first, so that the first payment tried usually leaves the spell its colors."""
    order = sorted(range(len(p.kinds)), key=lambda u: sum(1 for d in p.colored if d & p.kinds[u][0]))
    return [[u for u in order if p.kinds[u][1] and (g.pays_with is None or p.kinds[u][0] & g.pays_with)]
            for g in p.groups]


def _search(p: Problem, state: _State, failed: set[_State], payers: list[list[int]], budget: list[int] | None
            ) -> Paid | None:
    """Activations one at a time (605.3a): ``state`` is (activations left per group, units not
    yet made per group's kind, units ready per kind); a costed activation is paid from the
    ready units (of ``payers``, :func:`_payers`), then adds its own (:func:`_releases`). Raises
    :class:`_Cut` after ``budget`` states (None: no budget)."""
    if budget is not None:
        budget[0] -= 1
        if budget[0] < 0:
            raise _Cut
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
        lf = list(left)
        lf[gi] -= 1
        for pay in _picks(tuple((u, ready[u]) for u in payers[gi] if ready[u]), g.cost):
            after = list(ready)
            for u, c in pay:
                after[u] -= c
            mine = unmade[offset:offset + len(g.made)]
            for rel in _releases(tuple(cap for _, cap in g.made), mine, left[gi]):
                nxt = list(after)
                for (u, _), r in zip(g.made, rel, strict=True):
                    nxt[u] += r
                un = (*unmade[:offset], *(a - r for a, r in zip(mine, rel, strict=True)), *unmade[offset + len(g.made):])
                found = _search(p, (tuple(lf), un, tuple(nxt)), failed, payers, budget)
                if found is not None:
                    return [(gi, Counter(dict(pay)), rel), *found]
    failed.add(state)
    return None


@functools.lru_cache(maxsize=4096)
def _picks(able: tuple[tuple[int, int], ...], n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Each way to take ``n`` units from the kinds ``able`` ((kind, units ready), in the order
    tried), as (kind, units taken) pairs: one activation's cost."""
    if n == 0:
        return ((),)
    if not able:
        return ()
    (u, ready), rest = able[0], able[1:]
    out: list[tuple[tuple[int, int], ...]] = []
    for take in range(min(n, ready), -1, -1):
        for tail in _picks(rest, n - take):
            out.append((((u, take),) if take else ()) + tail)
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _releases(caps: tuple[int, ...], unmade: tuple[int, ...], left: int) -> tuple[tuple[int, ...], ...]:
    """The units one activation of a group adds of each of its kinds: at most what it makes of
    each (``caps``), at least one (no idle activation), and leaving the ``left - 1`` later ones of
    its group at least one each and no more than they make; only the maximal ones (a unit made
    now pays whatever a unit made later could)."""
    later = left - 1
    ranges = [range(max(0, un - cap * later), min(cap, un) + 1) for un, cap in zip(unmade, caps, strict=True)]
    options = [rel for rel in itertools.product(*ranges)
               if sum(rel) >= 1 and sum(unmade) - sum(rel) >= later]
    return tuple(rel for rel in options
                 if not any(o != rel and all(a >= b for a, b in zip(o, rel, strict=True)) for o in options))


# ----- flows ----------------------------------------------------------------------------------

def _max_flow(supply: list[int], demand: list[int], adj: list[list[int]]) -> list[list[int]] | None:
    """A bipartite transportation of every unit of ``supply`` to ``demand`` (equal totals) along
    the edges ``adj`` (kind -> slots), by augmenting paths (a kind's units go straight to a
    slot with room while one has); None when none saturates both."""
    if sum(supply) != sum(demand):
        return None
    nu, nv = len(supply), len(demand)
    flow = [[0] * nv for _ in range(nu)]
    left_u, left_v = list(supply), list(demand)
    for u0 in range(nu):
        for v in adj[u0]:
            d = min(left_u[u0], left_v[v])
            if d:
                flow[u0][v] += d
                left_u[u0] -= d
                left_v[v] -= d
        while left_u[u0]:
            path = _augment(u0, adj, flow, left_v)
            if path is None:
                return None
            for (u, v, sign) in path:
                flow[u][v] += sign
            left_u[u0] -= 1
            left_v[path[0][1]] -= 1
    return flow


def _augment(u0: int, adj: list[list[int]], flow: list[list[int]], left_v: list[int]) -> list[tuple[int, int, int]] | None:
    """One augmenting path from unit kind ``u0`` to a slot with room (BFS over kinds)."""
    prev: dict[int, tuple[int, int] | None] = {u0: None}  # kind -> (slot it was reached through, previous kind)
    queue = [u0]
    while queue:
        u = queue.pop(0)
        for v in adj[u]:
            if left_v[v]:
                path = [(u, v, 1)]
                while prev[u] is not None:
                    pv, pu = prev[u]  # type: ignore[misc]
                    path += [(pu, pv, 1), (u, pv, -1)]
                    u = pu
                return path
            for w in range(len(adj)):
                if w not in prev and flow[w][v] > 0:
                    prev[w] = (v, u)
                    queue.append(w)
    return None
