"""docs/cli.md ``mana``: the maximal mana pools, by brute force over every legal sequence of
mana-ability activations (601.2g's rules, 605), each paying its own costs in order."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from castable.model.mana import MANA_TYPES
from castable.model.plan import pool_json
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.reference.mana_abilities import (
    Unit,
    Use,
    drum_choices,
    extra_uses,
    floating_units,
    life_fits,
    sequences,
    uses_of,
)
from castable.solver.reference.payment import groups_of, kind_of

PoolKey = frozenset[tuple[tuple[str, Any], int]]


def tag(state: GameState, source: str | None) -> Any:
    """What tells a unit of mana apart (docs/cli.md): nothing for plain mana; for mana whose
    source matters (snow 106.3, spending restrictions 106.6), the source's qualities."""
    if source is None:
        return None
    o = state.object(source)
    if o is not None:
        return _object_tag(o)
    card = state.db.get(source) if state.db is not None else None
    if card is None or ("Snow" not in card.supertypes and all(a.restriction is None for a in card.mana_abilities)):
        return None
    return ("pool", source)


def _object_tag(o: GameObject) -> Any:
    if not o.is_snow and all(a.restriction is None for a in o.card.mana_abilities):
        return None
    return (o.is_snow, tuple(sorted({a.restriction or "" for a in o.card.mana_abilities})), tuple(sorted(o.chosen.items())))


def reference_mana_pools(state: GameState, player: str | None = None) -> list[str | list[dict[str, Any]]]:
    """The maximal pools ``player`` (default: who has priority) can have after any legal
    sequence of mana abilities, floating mana included, in ``castable mana``'s form (a pool
    whose units' sources matter in the list form, each source named by its first permanent),
    largest first. A pool is maximal when no other holds at least as much of every kind."""
    who = player if player is not None else (state.priority or state.players[0].name)
    me = state.player(who)
    floating = tuple(floating_units(state, me))
    groups = groups_of(me.battlefield, {})
    # each permanent: nothing (None) or one (mana ability, alternative) — it taps or sacrifices it
    options: list[list[tuple[int, tuple[str, ...]] | None]] = [
        ([None] if _may_idle(me.battlefield, g[0]) else []) + list(uses_of(g[0], mine=me.battlefield)) for g in groups]
    options = [o or [None] for o in options]
    found: set[PoolKey] = set()
    for combos in itertools.product(*[itertools.combinations_with_replacement(range(len(o)), len(g))
                                      for g, o in zip(groups, options, strict=True)]):
        uses = [Use(obj, u[0], u[1]) for g, opts, combo in zip(groups, options, combos, strict=True)
                for obj, k in zip(g, combo, strict=True) if (u := opts[k]) is not None]
        busy = {u.obj.id for u in uses if u.ability.tap}
        roles: dict[str, tuple[Any, ...]] = {u.obj.id: (u.index, u.alt) for u in uses}

        def kind(c: GameObject, r: dict[str, tuple[Any, ...]] = roles) -> Any:
            return kind_of(c, r)

        for extra in extra_uses(state, me, None):  # Spirit Guides, repeatable abilities (605.1a)
            for drummed in drum_choices(me, uses + extra, busy, kind):
                if not life_fits(sum(u.ability.life for u in drummed), me):
                    continue  # 119.4: "Pay N life" costs only up to the life total
                for _, pool in sequences(state, me, drummed, floating):
                    found.add(_key(state, pool))
    maximal = [p for p in found if not any(q != p and _contains(q, p) for q in found)]
    out = [_pool_json(state, who, p) for p in maximal]
    return sorted(out, key=lambda p: (-_size(p), str(p))) or [""]


def _may_idle(mine: list[GameObject], o: GameObject) -> bool:
    """Whether leaving ``o`` unused can matter to a maximal pool. Not when each of its mana
    abilities costs nothing but tapping or sacrificing it, nothing counts permanents ("for
    each", devotion) and no ability taps other creatures: activating one only adds mana, so a
    pool without it is contained in the same pool with it (only non-maximal pools are skipped)."""
    abilities = o.card.mana_abilities
    if any(a.mana_cost.symbols or a.tap_creatures or a.life for a in abilities):  # 119.4: life may run out
        return True
    others = [a for x in mine for a in x.card.mana_abilities]
    return any(a.per is not None for a in others) or any(
        a.tap_creatures and filter_matches(a.tapped_kind, o, o.controller) for a in others)


def _key(state: GameState, pool: tuple[Unit, ...]) -> PoolKey:
    return frozenset(Counter((u.type, tag(state, u.source)) for u in pool).items())


def _contains(big: PoolKey, small: PoolKey) -> bool:
    have = dict(big)
    return all(have.get(k, 0) >= n for k, n in small)


def _pool_json(state: GameState, player: str, p: PoolKey) -> str | list[dict[str, Any]]:
    units: list[tuple[str, str | None]] = []
    for (t, kind), n in sorted(p, key=lambda kv: (MANA_TYPES.index(kv[0][0]), repr(kv[0][1]))):
        units += [(t, _representative(state, player, kind))] * n
    return pool_json(units, state)


def _representative(state: GameState, player: str, kind: Any) -> str | None:
    if kind is None:
        return None
    if kind[0] == "pool":
        return str(kind[1])
    for o in state.player(player).battlefield:
        if _object_tag(o) == kind:
            return o.id
    return next((m.source for m in state.player(player).mana_pool if tag(state, m.source) == kind), None)


def _size(p: str | list[dict[str, Any]]) -> int:
    return p.count("{") if isinstance(p, str) else sum(e["mana"].count("{") for e in p)
