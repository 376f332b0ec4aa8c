"""The maximal mana pools by exact enumeration over classes of identical sources (issue 11),
without CP-SAT: the fast path of :func:`castable.solver.cpsat.pools.maximal_pools`.

Why not CP-SAT: asking CP-SAT for one maximal pool at a time is one optimisation per pool,
each proving its optimum again under every earlier pool's no-good, over a model whose ranked
flows between costed activations (605.3a) have many solutions per pool. On 5 Sungrass Prairie
+ 9 Tundra + 3 Tropical Island each solve took 2–8 s (benchmarks/RESULTS.md, issue 11 mana). Here:

1. Objects whose mana abilities offer the same moves (cost, what they add, once or
   repeatable) form one class, counted, not listed (docs/cli.md: objects nothing can tell
   apart).
2. Costless activations ({T}, sacrificing or exiling the source, 605.1a) only add mana, so
   they commute with everything and are done first (any order of a sequence may put them
   first): their pools are the multiset sums of each class's alternatives. An object that
   also has a costed ability may instead be *reserved* for it.
3. Costed activations (Signets, Sungrass Prairie, filter lands, repeatable abilities such as
   Orochi Leafcaller's) are then applied one at a time, each paying its cost from the pool
   made so far (601.2g, 605.3a; 106.6: restricted mana never pays an ability), in every way.
   States with the same reserved activations left keep only their Pareto-maximal pools: a
   pool holding at least as much of every kind can do whatever a smaller one can.
4. The answer is the Pareto frontier of every pool reached, by (type, what tells the source
   apart), as the CP-SAT path reports it.

:func:`frontier` returns None for a board outside what it models exactly (an ability that taps
creatures, amounts "for each ...", a cost symbol other than generic or colored mana): the
caller then uses CP-SAT.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from castable.model.cards import ManaAbility, spend_permissions
from castable.model.commander import foreign_sources
from castable.model.mana import MANA_TYPES, ManaSymbol
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState, Player
from castable.solver.cpsat.mana_abilities import activate_if_met
from castable.solver.cpsat.objects import pool_restriction, sacrifice_ordered, source_tag

#: a mana kind: (type, source tag, may pay an ability's cost)
Kind = tuple[str, Any, bool]
Pool = tuple[int, ...]


@dataclass(frozen=True)
class Move:
    """One way to activate a mana ability: the cost symbols, the kinds it adds (with
    repeats), and whether it uses up its object (once) or may be repeated (605.1a)."""

    cost: tuple[ManaSymbol, ...]
    adds: tuple[Kind, ...]
    repeatable: bool


class Unsupported(Exception):
    """The board has an ability this enumerator does not model exactly."""


def _symbol_ok(s: ManaSymbol) -> bool:
    return not (s.life or s.is_x or s.is_snow) and (s.is_plain_generic or (bool(s.colors) and s.generic is None))


def _moves_of(o: GameObject, me: Player) -> tuple[Move, ...]:
    """The moves of object ``o``'s mana abilities usable now (113.6: from its own zone; 302.6:
    {T} needs an untapped permanent that is not summoning sick; 602.5: "Activate only if you
    control a Swamp or a Mountain", a condition of the board as paying begins)."""
    if sacrifice_ordered(o):  # 602.2: its other abilities only before it is sacrificed: CP-SAT orders them
        raise Unsupported(o.card.name)
    moves: list[Move] = []
    for ab in o.card.mana_abilities:
        if ab.zone != o.zone or (ab.tap and not can_tap_for_ability(o)):
            continue
        if not activate_if_met(ab, me):
            continue
        _check(ab)
        for alt in ab.produces:
            adds = tuple((t, source_tag(o), _pays_abilities(ab.restriction)) for t in alt)
            moves.append(Move(ab.mana_cost.symbols, adds, ab.repeatable))
    return tuple(dict.fromkeys(moves))


def _pays_abilities(restriction: str | None) -> bool:
    """May this mana pay a mana ability's cost? Unrestricted mana may; mana whose restriction
    lets it pay some abilities (106.6 "only to activate abilities", "abilities of artifact
    sources") depends on each ability's source, which this enumerator doesn't model: CP-SAT."""
    if restriction is None:
        return True
    if any(p.endswith("ability") or p == "c_cost" for p, _ in spend_permissions(restriction)):
        raise Unsupported(restriction)
    return False


def _check(ab: ManaAbility) -> None:
    # 118.3: an ability repeated as long as its counters last (Pentad Prism), or removing its own
    # X each time (Calciform Pools, 107.3): CP-SAT bounds it
    # 119.4: a life cost (Mana Confluence) shares the life total: CP-SAT counts it
    if ab.tap_creatures or ab.life or ab.per is not None or ab.counter_bounded or ab.counter_x \
            or not all(_symbol_ok(s) for s in ab.mana_cost.symbols):
        raise Unsupported(ab.text)


def _floating(state: GameState, player: str) -> list[Kind]:
    """Floating mana (106.4) as kinds, tagged as the CP-SAT model tags it."""
    out: list[Kind] = []
    for u in state.player(player).mana_pool:
        src, restriction, snow = pool_restriction(state, u.source, u.type)
        if src is not None:
            tag = source_tag(src)
        else:
            tag = ("pool", u.source, snow, restriction) if (snow or restriction) else None
        out.append((u.type, tag, _pays_abilities(restriction)))
    return out


@dataclass
class _Board:
    kinds: list[Kind]
    index: dict[Kind, int]
    classes: list[tuple[int, tuple[Move, ...]]]  # (objects, moves)
    start: Pool

    def kind(self, k: Kind) -> int:
        if k not in self.index:
            self.index[k] = len(self.kinds)
            self.kinds.append(k)
        return self.index[k]


def _board(state: GameState, player: str) -> _Board:
    me = state.player(player)
    if foreign_sources(state, player):
        raise Unsupported  # 602.2: another player's Mana Cache: the CP-SAT pools (its counters bound it)
    by_moves: dict[tuple[Move, ...], int] = {}
    for o in [*me.battlefield, *me.hand]:
        if o.zone == "battlefield" and o.controller != player:
            continue
        moves = _moves_of(o, me)
        if moves:
            by_moves[moves] = by_moves.get(moves, 0) + 1
    b = _Board([], {}, list((n, m) for m, n in by_moves.items()), ())
    floating = [b.kind(k) for k in _floating(state, player)]
    for _, moves in b.classes:
        for mv in moves:
            for k in mv.adds:
                b.kind(k)
    b.start = tuple(floating.count(i) for i in range(len(b.kinds)))
    return b


def _add(p: Pool, kinds: list[int]) -> Pool:
    out = list(p)
    for k in kinds:
        out[k] += 1
    return tuple(out)


def _pareto(pools: set[Pool]) -> set[Pool]:
    """The pools no other pool contains (each kind at least as much, 106.4). Only a larger
    pool can contain another, so pools are kept largest first; ``at_least[k][v]`` is the set
    (a bit mask) of kept pools with at least v of kind k, and a pool is contained in a kept one
    when the masks of its counts intersect."""
    if len(pools) < 2:
        return set(pools)
    width = len(next(iter(pools)))
    top = max(max(p) for p in pools) + 1
    at_least = [[0] * top for _ in range(width)]
    everyone, count = 0, 0
    out: set[Pool] = set()
    for _, group in itertools.groupby(sorted(pools, key=sum, reverse=True), key=sum):
        fresh = []
        for p in group:
            m = everyone
            for k, n in enumerate(p):
                if n:
                    m &= at_least[k][n]
                    if not m:
                        break
            if not m:
                fresh.append(p)
        for p in fresh:
            bit = 1 << count
            count += 1
            everyone |= bit
            out.add(p)
            for k, n in enumerate(p):
                row = at_least[k]
                for v in range(n + 1):
                    row[v] |= bit
    return out


def _payments(b: _Board, p: Pool, cost: tuple[ManaSymbol, ...]) -> Iterator[Pool]:
    """Every pool left after paying ``cost`` from ``p`` (601.2g), unrestricted mana only (106.6)."""
    if not cost:
        yield p
        return
    s, rest = cost[0], cost[1:]
    if s.is_plain_generic:  # {N}: N units of any unrestricted kinds (107.4b)
        usable = [k for k, n in enumerate(p) if n and b.kinds[k][2]]
        for left in _take(p, usable, s.generic or 0):
            yield from _payments(b, left, rest)
        return
    for k, n in enumerate(p):
        if n and b.kinds[k][2] and b.kinds[k][0] in s.colors:
            yield from _payments(b, (*p[:k], n - 1, *p[k + 1:]), rest)


def _take(p: Pool, kinds: list[int], n: int) -> Iterator[Pool]:
    """Every pool left after taking ``n`` units of ``kinds`` from ``p`` (each multiset once)."""
    if n == 0:
        yield p
        return
    if n == 1:  # the common {1} (Signets, Sungrass Prairie)
        for k in kinds:
            yield (*p[:k], p[k] - 1, *p[k + 1:])
        return
    if not kinds or sum(p[k] for k in kinds) < n:
        return
    k, rest = kinds[0], kinds[1:]
    for used in range(min(n, p[k]), -1, -1):
        left = (*p[:k], p[k] - used, *p[k + 1:])
        yield from _take(left, rest, n - used)


def _costless(b: _Board) -> dict[tuple[int, ...], set[Pool]]:
    """Step 2: the pools after every costless activation, by how many objects of each class
    are reserved for a costed ability."""
    states: dict[tuple[int, ...], set[Pool]] = {(): {b.start}}
    for n, moves in b.classes:
        free = [[b.kind(k) for k in mv.adds] for mv in moves if not mv.cost and not mv.repeatable]
        costed = any(mv.cost and not mv.repeatable for mv in moves)
        reserves = range(n + 1) if costed and free else range(0, 1) if free else range(n, n + 1)
        nxt: dict[tuple[int, ...], set[Pool]] = {}
        for r, pools in states.items():
            for j in reserves:
                sums = {tuple(sorted(k for a in combo for k in free[a]))
                        for combo in itertools.combinations_with_replacement(range(len(free)), n - j)} if free else {()}
                out = nxt.setdefault((*r, j), set())
                out.update(_add(p, list(s)) for p in pools for s in sums)
        states = {r: _pareto(ps) for r, ps in nxt.items()}
    return states


def _repeat_closure(b: _Board, pools: set[Pool]) -> set[Pool]:
    """Pools reachable by repeatable abilities (they use nothing up, 605.1a), Pareto-pruned."""
    moves = [mv for n, ms in b.classes for mv in ms if mv.repeatable]
    if not moves:
        return pools
    seen, todo = set(pools), list(pools)
    while todo:
        p = todo.pop()
        for mv in moves:
            adds = [b.kind(k) for k in mv.adds]
            for left in _payments(b, p, mv.cost):
                q = _add(left, adds)
                if q not in seen:
                    seen.add(q)
                    todo.append(q)
    return _pareto(seen)


def _costed(b: _Board, states: dict[tuple[int, ...], set[Pool]]) -> set[Pool]:
    """Step 3: costed activations, one at a time from the reserved objects, level by level
    (each uses one object up); every pool reached may be the final one."""
    reached: set[Pool] = set()
    level = {r: _repeat_closure(b, ps) for r, ps in states.items()}
    while level:
        nxt: dict[tuple[int, ...], set[Pool]] = {}
        for r, pools in level.items():
            reached |= pools
            for ci, (_, moves) in enumerate(b.classes):
                if not r[ci]:
                    continue
                r2 = (*r[:ci], r[ci] - 1, *r[ci + 1:])
                for mv in moves:
                    if not mv.cost or mv.repeatable:
                        continue
                    adds = [b.kind(k) for k in mv.adds]
                    out = nxt.setdefault(r2, set())
                    for p in pools:
                        out.update(_add(left, adds) for left in _payments(b, p, mv.cost))
        level = {r: _repeat_closure(b, _pareto(ps)) for r, ps in nxt.items() if ps}
    return reached


def frontier(state: GameState, player: str) -> list[dict[tuple[str, Any], int]] | None:
    """The maximal pools, each as units by (type, source tag); None when unsupported."""
    try:
        b = _board(state, player)
    except Unsupported:
        return None
    reached = _costed(b, _costless(b))
    keys = sorted({(t, tag) for t, tag, _ in b.kinds}, key=lambda k: (MANA_TYPES.index(k[0]), repr(k[1])))
    column = [keys.index((t, tag)) for t, tag, _ in b.kinds]
    vectors = set()
    for p in reached:
        v = [0] * len(keys)
        for k, n in enumerate(p):
            v[column[k]] += n
        vectors.add(tuple(v))
    return [{k: n for k, n in zip(keys, v, strict=True) if n} for v in _pareto(vectors)]
