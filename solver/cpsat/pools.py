"""The maximal mana pools a player can make now (docs/cli.md ``mana``): the Pareto frontier of
what all legal sequences of mana abilities can add, each paying its own costs in order."""

from __future__ import annotations

import time
from typing import Any

from castable.model.cards import CardDef
from castable.model.mana import MANA_TYPES, parse_cost
from castable.model.plan import pool_json
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState
from castable.solver.answer import ManaAnswer
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import source_tag
from ortools.sat.python import cp_model

#: A stand-in spell that costs {0}: the model then only makes mana (nothing is cast).
_NOTHING = CardDef("(mana pool)", parse_cost("{0}"), "Instant")


def maximal_pools(state: GameState, player: str, *, limit: int | None, time_limit: float) -> ManaAnswer:
    deadline = time.monotonic() + time_limit
    holder = GameObject(id="(mana pool)", card=_NOTHING, zone="hand", owner=player, controller=player)
    cm = CastModel(state, player, holder, for_pools=True)
    m = cm.m
    m.add_assumptions(list(cm.assumptions.values()))
    # group kinds by what the answer shows: (type, tag)
    shown: dict[Any, list[int]] = {}
    for k, kind in enumerate(cm.kinds):
        shown.setdefault((kind.type, kind.tag), []).append(k)
    totals = {key: sum(cm.payment.leftover[k] for k in ks) for key, ks in shown.items()}
    m.maximize(sum(totals.values()))
    pools: list[dict[Any, int]] = []
    complete, timed_out = True, False
    while True:
        if limit is not None and len(pools) >= limit:
            complete = False
            break
        left = deadline - time.monotonic()
        if left <= 0:
            complete, timed_out = False, True
            break
        solver = cm.solver(left)
        status = solver.solve(m)
        if status == cp_model.INFEASIBLE:
            break
        if status != cp_model.OPTIMAL:
            complete, timed_out = False, status != cp_model.FEASIBLE or True
            break
        found = {key: int(solver.value(e)) for key, e in totals.items()}
        pools.append(found)
        # the next pool must not be contained in this one
        lits = []
        for key, e in totals.items():
            b = m.new_bool_var("")
            m.add(e >= found[key] + 1).only_enforce_if(b)
            lits.append(b)
        m.add_bool_or(lits)
    out = []
    for p in pools:
        units = []
        for (t, tag), n in sorted(p.items(), key=lambda kv: (MANA_TYPES.index(kv[0][0]), repr(kv[0][1]))):
            src = _source_for(cm, t, tag)
            units += [(t, src)] * n
        out.append(pool_json(units, state))
    out.sort(key=lambda p: (-_size(p), str(p)))
    return ManaAnswer(out or [""], complete, timed_out)


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
    for o in cm.me.battlefield:
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
    if not model_only and all(not ab.mana_cost.symbols and not ab.tap_creatures
                              for o in me.battlefield for ab in o.card.mana_abilities):
        total = sum(1 for u in me.mana_pool if mana_type is None or u.type == mana_type)
        for o in [*me.battlefield, *me.hand]:
            best = 0
            for ab in o.card.mana_abilities:
                if ab.zone != o.zone or (ab.tap and not can_tap_for_ability(o)):
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
