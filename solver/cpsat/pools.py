"""The maximal mana pools a player can make now (docs/cli.md ``mana``): the Pareto frontier of
what all legal sequences of mana abilities can add, each paying its own costs in order."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from castable.model.cards import CardDef
from castable.model.commander import foreign_sources, may_use_mana
from castable.model.mana import MANA_TYPES, parse_cost
from castable.model.plan import pool_json
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState
from castable.solver.answer import ManaAnswer, ManaSummary
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import source_tag
from castable.solver.cpsat.pool_frontier import frontier
from ortools.sat.python import cp_model

#: A stand-in spell that costs {0}: the model then only makes mana (nothing is cast).
_NOTHING = CardDef("(mana pool)", parse_cost("{0}"), "Instant")


def maximal_pools(state: GameState, player: str, *, limit: int | None, time_limit: float) -> ManaAnswer:
    """Every maximal pool (at most ``limit``), largest first; see :func:`iter_pools`."""
    pools: list[Any] = []
    it = iter_pools(state, player, time_limit=time_limit)
    for p in it:
        if limit is not None and len(pools) >= limit:
            return ManaAnswer(sorted(pools, key=_order), False, False)
        pools.append(p)
    return ManaAnswer(sorted(pools, key=_order) or [""], it.complete, it.timed_out)


class PoolIterator:
    """The maximal pools one at a time, in ``castable mana``'s form (issue 11: listed lazily).
    The exact enumerator (:mod:`pool_frontier`) gives them largest first; on a board it does not
    model, CP-SAT finds them one solve at a time, in the order found. After the iteration,
    ``complete`` and ``timed_out`` say whether the time limit cut it."""

    def __init__(self, state: GameState, player: str, time_limit: float, *, enumerator: bool = True) -> None:
        self.state, self.player = state, player
        self.deadline = time.monotonic() + time_limit
        self.complete, self.timed_out = True, False
        self.exact = frontier(state, player) if enumerator else None
        self._gen = self._fast() if self.exact is not None else self._cpsat()

    def __iter__(self) -> PoolIterator:
        return self

    def __next__(self) -> Any:
        return next(self._gen)

    def _fast(self) -> Iterator[Any]:
        assert self.exact is not None
        me = self.state.player(self.player)
        out = [pool_json(_units(p, lambda t, tag: _named_source(self.state, me, tag)), self.state) for p in self.exact]
        yield from sorted(out, key=_order)

    def _cpsat(self) -> Iterator[Any]:
        holder = GameObject(id="(mana pool)", card=_NOTHING, zone="hand", owner=self.player, controller=self.player)
        cm = CastModel(self.state, self.player, holder, for_pools=True)
        m = cm.m
        m.add_assumptions(list(cm.assumptions.values()))
        # group kinds by what the answer shows: (type, tag)
        shown: dict[Any, list[int]] = {}
        for k, kind in enumerate(cm.kinds):
            shown.setdefault((kind.type, kind.tag), []).append(k)
        totals = {key: sum(cm.payment.leftover[k] for k in ks) for key, ks in shown.items()}
        m.maximize(sum(totals.values()))
        while True:
            left = self.deadline - time.monotonic()
            if left <= 0:
                self.complete, self.timed_out = False, True
                return
            solver = cm.solver(left)
            status = solver.solve(m)
            if status == cp_model.INFEASIBLE:
                return
            if status != cp_model.OPTIMAL:
                self.complete, self.timed_out = False, True
                return
            found = {key: int(solver.value(e)) for key, e in totals.items()}
            yield pool_json(_units(found, lambda t, tag: _source_for(cm, t, tag)), self.state)
            # the next pool must not be contained in this one
            lits = []
            for key, e in totals.items():
                b = m.new_bool_var("")
                m.add(e >= found[key] + 1).only_enforce_if(b)
                lits.append(b)
            m.add_bool_or(lits)


def iter_pools(state: GameState, player: str, *, time_limit: float, enumerator: bool = True) -> PoolIterator:
    """The maximal pools lazily; ``enumerator=False``: CP-SAT only (the previous listing, kept
    for boards the enumerator doesn't model, for the tests and benchmarks/issue11_mana.py)."""
    return PoolIterator(state, player, time_limit, enumerator=enumerator)


def _units(p: dict[Any, int], source: Any) -> list[tuple[str, str | None]]:
    units: list[tuple[str, str | None]] = []
    for (t, tag), n in sorted(p.items(), key=lambda kv: (MANA_TYPES.index(kv[0][0]), repr(kv[0][1]))):
        units += [(t, source(t, tag))] * n
    return units


def _order(p: Any) -> tuple[int, str]:
    return (-_size(p), str(p))


def _named_source(state: GameState, me: Any, tag: Any) -> str | None:
    """As :func:`_source_for`: the first permanent with the tag, else a floating unit's source."""
    if tag is None:
        return None
    for o in [*me.battlefield, *foreign_sources(state, me.name)]:
        if source_tag(o) == tag:
            return str(o.id)
    for u in me.mana_pool:
        if u.source is not None:
            return str(u.source)
    return None


def _size(p: Any) -> int:
    if isinstance(p, str):
        return p.count("{")
    return sum(e["mana"].count("{") for e in p)


def _source_for(cm: CastModel, t: str, tag: Any) -> str | None:
    """The source named for pooled units whose source matters (snow, a restriction): the first
    of the player's permanents, in battlefield order, with the same source rules (the pool's
    list form groups units by those rules)."""
    if tag is None:
        return None
    for o in [*cm.me.battlefield, *foreign_sources(cm.state, cm.player)]:
        if source_tag(o) == tag:
            return o.id
    for u in cm.me.mana_pool:
        if u.source is not None:
            return u.source
    return None


def max_producible(state: GameState, player: str, mana_type: str | None = None, *, time_limit: float = 2.0,
                   model_only: bool = False) -> int | None:
    """The most mana (of ``mana_type``, or in all) ``player`` can have at once right now,
    floating mana included; None if the solver ran out of time. Used to explain a "no".

    When no mana ability has a cost beyond {T} and sacrificing its source, each permanent
    adds at most its best alternative on its own: a sum, exactly. Otherwise CP-SAT decides."""
    me = state.player(player)
    if not model_only and not foreign_sources(state, player) and all(
            not ab.mana_cost.symbols and not ab.tap_creatures for o in me.battlefield for ab in o.card.mana_abilities):
        total = sum(1 for u in me.mana_pool if mana_type is None or u.type == mana_type)
        for o in [*me.battlefield, *me.hand]:
            best = 0
            for ab in o.card.mana_abilities:
                if ab.zone != o.zone or (ab.tap and not can_tap_for_ability(o)) or not may_use_mana(state, player, o, ab):
                    continue  # 113.6: a Spirit Guide's works from the hand, a land's on the battlefield
                for alt in ab.produces:
                    n = len(alt) if mana_type is None else alt.count(mana_type)
                    best = max(best, n * amount_multiplier(ab, o, state, player, alt))
            total += best
        return total
    holder = GameObject(id="(mana pool)", card=_NOTHING, zone="hand", owner=player, controller=player)
    cm = CastModel(state, player, holder, for_pools=True)
    cm.m.add_assumptions(list(cm.assumptions.values()))
    terms = [v for k, v in cm.payment.leftover.items() if mana_type is None or cm.kinds[k].type == mana_type]
    if not terms:  # no source and no floating mana of that type
        return 0
    cm.m.maximize(sum(terms))
    solver = cm.solver(time_limit)
    status = solver.solve(cm.m)
    if status != cp_model.OPTIMAL:
        return None
    return round(solver.objective_value)


def summarise(state: GameState, player: str, *, time_limit: float) -> ManaSummary:
    """``castable mana --summary``: the maxima over every maximal pool (exact when the listing
    is complete: every pool is contained in a maximal one, so these are the most at once) and
    the player's sources, grouped like identical objects."""
    it = iter_pools(state, player, time_limit=time_limit)
    total, n = 0, 0
    most: dict[str, int] = {}
    restricted: dict[str, dict[str, Any]] = {}
    for pool in it:
        n += 1
        entries = [{"mana": pool}] if isinstance(pool, str) else pool
        size = 0
        here: dict[str, int] = {}
        for e in entries:
            types = _types(e["mana"])
            size += len(types)
            for t in set(types):
                here[t] = here.get(t, 0) + types.count(t)
            if e.get("source") is not None:
                r = restricted.setdefault(e["source"], {"types": set(), "most": 0})
                r["types"] |= set(types)
                r["most"] = max(r["most"], len(types))
        total = max(total, size)
        for t, k in here.items():
            most[t] = max(most.get(t, 0), k)
    me = state.player(player)
    floating = "".join("{" + u.type + "}" for u in me.mana_pool)
    return ManaSummary(total, {t: most[t] for t in MANA_TYPES if most.get(t)}, _source_classes(state, player),
                       [_restricted(state, sid, r) for sid, r in restricted.items()],
                       floating, n, it.complete, it.timed_out)


def _types(mana: str) -> list[str]:
    return mana.strip("{}").split("}{") if mana else []


def _restricted(state: GameState, source: str, r: dict[str, Any]) -> dict[str, Any]:
    """One source whose mana is told apart: the most of its mana at once, the types each of
    its restricted abilities adds (106.6: spent only as it says), its choices, and snow (106.3)."""
    o = state.object(source)
    limits: list[dict[str, Any]] = []
    for a in o.card.mana_abilities if o is not None else ():
        if a.restriction is not None:
            types = {t for alt in a.produces for t in alt}
            limits.append({"restriction": a.restriction, "types": [t for t in MANA_TYPES if t in types]})
    return {"source": source, "card": o.card.name if o is not None else source,
            "types": [t for t in MANA_TYPES if t in r["types"]], "most": r["most"], "limits": limits,
            "chosen": dict(sorted(o.chosen.items())) if o is not None else {},
            "snow": bool(o is not None and o.is_snow)}


def _source_classes(state: GameState, player: str) -> list[dict[str, Any]]:
    """The player's objects with a mana ability usable now (113.6, 302.6), grouped by card
    and what they can do: for each ability, what one activation adds (one alternative: the
    types each unit can be), its mana cost, and whether it may be repeated (605.1a)."""
    me = state.player(player)
    classes: dict[Any, dict[str, Any]] = {}
    for o in [*me.battlefield, *me.hand, *foreign_sources(state, player)]:
        abilities = []
        for ab in o.card.mana_abilities:
            # 602.2: its controller's, or (Mana Cache) the active player's before the end step
            if ab.zone != o.zone or (ab.tap and not can_tap_for_ability(o)) or not may_use_mana(state, player, o, ab):
                continue
            adds = []
            for alt in ab.produces:
                mult = amount_multiplier(ab, o, state, player, alt)
                if mult:
                    adds.append("".join("{" + t + "}" for t in alt for _ in range(mult)))
            if adds:
                abilities.append({"adds": adds, "cost": "".join(s.text for s in ab.mana_cost.symbols),
                                  "repeatable": ab.repeatable, "restriction": ab.restriction})
        if abilities:
            key = (o.card.name, o.zone, repr(abilities))
            classes.setdefault(key, {"card": o.card.name, "zone": o.zone, "objects": [], "abilities": abilities})
            classes[key]["objects"].append(o.id)
    return list(classes.values())
