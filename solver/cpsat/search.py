"""Solving a :class:`CastModel`: one witness, every distinct option, or the reasons for none.

Enumeration blocks each found option key (the model's key variables) and solves again, so
auxiliary freedom (which mana paid which symbol) never repeats an option
(``shared/notes/cp-sat-practice.md``). Explanations come from assumption literals on each
requirement group and ``sufficient_assumptions_for_infeasibility``, reduced to a minimal core.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from castable.model.mana import COLORS, MANA_TYPES
from castable.model.plan import Activation, Mana, Plan, with_notes
from castable.solver.cpsat.model import CastModel, ObjClass, _id_order
from ortools.sat.python import cp_model

FEASIBLE = (cp_model.OPTIMAL, cp_model.FEASIBLE)
QUICK_BUDGET = 0.05


class Values:
    """Reads solution values from a solver (works for ints and expressions)."""

    def __init__(self, solver: cp_model.CpSolver) -> None:
        self.s = solver

    def __call__(self, e: Any) -> int:
        if isinstance(e, int):
            return e
        return int(self.s.value(e))


def solve(cm: CastModel, time_limit: float) -> tuple[str, Values | None]:
    """``("yes", values)``, ``("no", None)`` or ``("undecided", None)``."""
    cm.m.clear_assumptions()
    cm.m.add_assumptions(list(cm.assumptions.values()))
    # First a quick pass without presolve (measured: ~10x faster on typical boards); it is
    # still a complete search, so INFEASIBLE is a proof. If it runs out of its small budget,
    # the default parameters (presolve and symmetry on: pigeonhole-style "no" in ms) decide.
    quick = cm.solver(min(QUICK_BUDGET, time_limit))
    quick.parameters.cp_model_presolve = False
    quick.parameters.linearization_level = 0
    status = quick.solve(cm.m)
    if status in FEASIBLE:
        return "yes", Values(quick)
    if status == cp_model.INFEASIBLE:
        return "no", None
    solver = cm.solver(time_limit)
    status = solver.solve(cm.m)
    if status in FEASIBLE:
        return "yes", Values(solver)
    if status == cp_model.INFEASIBLE:
        return "no", None
    return "undecided", None


def block(cm: CastModel, val: Values) -> None:
    """Forbid the option key of this solution: one clause "some key variable differs" over
    literals ``v == x`` made once per (variable, value) and reused by later clauses (measured:
    fresh literals per clause made each solve slower by ~1 ms per option found)."""
    lits = []
    for v in cm.key_vars:
        x = val(v)
        if v.is_boolean:
            lits.append(v.negated() if x else v)
            continue
        key = (v.index, x)
        eq = cm.eq_lits.get(key)
        if eq is None:
            eq = cm.m.new_bool_var("")
            cm.m.add(v == x).only_enforce_if(eq)
            cm.m.add(v != x).only_enforce_if(eq.negated())
            cm.eq_lits[key] = eq
        lits.append(eq.negated())
    cm.m.add_bool_or(lits)


def enumerate_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """Every distinct option: (plans, complete, timed_out)."""
    deadline = time.monotonic() + time_limit
    plans: list[Plan] = []
    seen: set[Any] = set()
    while True:
        if limit is not None and len(plans) >= limit:
            # Is there one more? Then the listing is cut short.
            status, _ = solve(cm, max(0.01, deadline - time.monotonic()))
            return plans, status == "no", status == "undecided"
        left = deadline - time.monotonic()
        if left <= 0:
            return plans, False, True
        status, val = solve(cm, left)
        if status == "no":
            return plans, True, False
        if status == "undecided" or val is None:
            return plans, False, True
        plan = extract(cm, val)
        key = plan.option_key(cm.state)
        if key not in seen:  # repeated modes' instances may be permuted (700.2d)
            seen.add(key)
            plans.append(plan)
        block(cm, val)


def _infeasible(cm: CastModel, names: list[str], time_limit: float) -> tuple[bool | None, cp_model.CpSolver]:
    """Is the model infeasible under these assumptions? (None: undecided)"""
    cm.m.clear_assumptions()
    cm.m.add_assumptions([cm.assumptions[n] for n in names])
    for quick in (True, False):
        solver = cm.solver(min(QUICK_BUDGET, time_limit) if quick else time_limit)
        if quick:
            solver.parameters.cp_model_presolve = False
            solver.parameters.linearization_level = 0
        status = solver.solve(cm.m)
        if status == cp_model.INFEASIBLE:
            return True, solver
        if status in FEASIBLE:
            return False, solver
    return None, solver


def core(cm: CastModel, time_limit: float) -> list[str] | None:
    """A minimal set of requirement groups that cannot all be met (None if undecided)."""
    names = list(cm.assumptions)
    result, solver = _infeasible(cm, names, time_limit)
    if result is not True:
        cm.m.clear_assumptions()
        return None
    by_index = {cm.assumptions[n].index: n for n in names}
    found = [by_index[i] for i in solver.sufficient_assumptions_for_infeasibility() if i in by_index] or names
    # greedy deletion to a minimal core
    current = list(found)
    for n in list(found):
        trial = [x for x in current if x != n]
        if _infeasible(cm, trial, time_limit)[0] is True:
            current = trial
    cm.m.clear_assumptions()
    return current


# ----- solution -> concrete plan ------------------------------------------------------------
def extract(cm: CastModel, val: Values) -> Plan:
    """Turn a solution into a concrete, replayable plan (lowest ids first within a class)."""
    alt = next((a.name for a, v in cm.alt_vars if val(v)), None)
    optional = {o.name: val(v) for o, v in cm.opt_vars if val(v)}
    if cm.entwine is not None and val(cm.entwine):
        optional["entwine"] = 1
    if cm.escalate is not None and val(cm.escalate):
        optional["escalate"] = val(cm.escalate)
    x = val(cm.x)
    costed_active = [g for g in cm.costed if val(g["count"])]
    # ids per class, objects with activated costed abilities first
    ids_by_sig: dict[int, dict[tuple[str, ...], list[str]]] = {}
    for c in cm.all_classes:
        first = [c.ids[g["object"]] for g in costed_active if g["cls"] is c]
        order = first + [i for i in c.ids if i not in first]
        sigs = sorted((s for s in c.sig_vars if val(c.sig_vars[s])), key=lambda s: (0 if "T" in s else 1, -len(s), s))
        alloc: dict[tuple[str, ...], list[str]] = {}
        pos = 0
        for s in sigs:
            n = val(c.sig_vars[s])
            alloc[s] = order[pos:pos + n]
            pos += n
        ids_by_sig[c.index] = alloc
    pools = _Pools(cm, ids_by_sig)
    # targets (601.2c), modes (700.2), division (601.2d)
    slot_targets: dict[int, list[str]] = {i: [] for i in range(len(cm.slots))}
    for c in cm.all_classes:
        for sig, ids in ids_by_sig[c.index].items():
            for b in sig:
                if b.startswith("t"):
                    slot_targets[int(b[1:])] += ids
    targets = [slot_targets[i] for i, sl in enumerate(cm.slots) if val(sl["active"])]
    # 601.7a: with several opponents the caster picks which one chooses: the next in turn order
    order = [p.name for p in cm.state.players]
    nxt = order[(order.index(cm.player) + 1) % len(order)]
    choosers = tuple(nxt if sl["slot"].chooser == "opponent" else cm.player
                     for sl in cm.slots if val(sl["active"]))
    mode_chooser = (nxt if cm.card.modes is not None and cm.card.modes.chooser == "opponent" else cm.player)
    modes = tuple(i for i, v in enumerate(cm.mode_vars) for _ in range(val(v)))
    division: list[tuple[str, int]] = []
    given: set[str] = set()
    for (ci, sig, amount), dv in sorted(cm.division_vars.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        for _ in range(val(dv)):
            oid = next(i for i in ids_by_sig[ci][sig] if i not in given)
            given.add(oid)
            division.append((oid, amount))
    # (type, source, kind) of every unit in the pool as payment goes on
    units = [(u.type, u.source, cm.pool_kind(u.type, u.source)) for u in cm.me.mana_pool]
    activations: list[Activation] = []
    credited: Counter[str] = Counter()
    made_by: dict[int, list[str]] = {}  # group -> objects whose activation it is
    tapped: list[str] = []
    sacrificed: list[str] = []
    act_ids: list[str] = []
    for g in costed_active:  # these objects are tapped by their own costed ability
        pools.mark_used_tap(g["cls"], g["cls"].ids[g["object"]])
    for g in cm.groups:
        if g["object"] is not None:
            continue
        n = val(g["count"])
        if not n:
            continue
        c: ObjClass = g["cls"]
        ab = g["ab"]
        for oid in pools.take_for_ability(c, ab, n):
            made_by.setdefault(id(g), []).append(oid)
            produced = cm.spell_card_mana(g, oid)
            activations.append(Activation(oid, g["ability"], tuple(t for t, _ in produced)))
            units += [(t, oid, k) for t, k in produced]
            act_ids.append(oid)
            if ab.tap:
                tapped.append(oid)
            if ab.sacrifice_self:
                sacrificed.append(oid)
    drum_pool = []
    for ci, v in cm.drum_taps.items():
        drum_pool += pools.take_tap(cm.all_classes[ci], val(v))
    early_use: Counter[tuple[int, int]] = Counter()
    for g in costed_active:
        made_by.setdefault(id(g), []).append(g["cls"].ids[g["object"]])
    for g in sorted(costed_active, key=lambda g: val(g["rank"])):
        c = g["cls"]
        oid = c.ids[g["object"]]
        pools.mark_used_tap(c, oid)
        paid: list[Mana] = []
        for k in g["inflow"]:
            # from earlier costed activations, exactly as the model's flows say
            for hj, flows in g["from"].items():
                h = cm.costed[hj]
                for _ in range(val(flows.get(k, 0))):
                    paid.append(_take_unit(units, k, credited, prefer=[h["cls"].ids[h["object"]]]))
            # from the pool and costless activations, as credited by the model
            for _ in range(val(g["from_early"].get(k, 0))):
                paid.append(_take_unit(units, k, credited, prefer=_creditors(cm, val, made_by, k, "credit_early", early_use),
                                        activated=frozenset(act_ids)))
        produced = cm.spell_card_mana(g, oid)
        creatures: tuple[str, ...] = ()
        if g["ab"].tap_creatures:
            creatures = tuple(drum_pool[: g["ab"].tap_creatures])
            drum_pool = drum_pool[g["ab"].tap_creatures:]
            tapped += list(creatures)
        activations.append(Activation(oid, g["ability"], tuple(t for t, _ in produced), tuple(paid), creatures))
        units += [(t, oid, k) for t, k in produced]
        act_ids.append(oid)
        tapped.append(oid)
    # Springleaf Drum is costless in mana: hand it its creatures now
    if drum_pool or any(a.tapped_creatures == () and cm.state.object(a.object).card.mana_abilities[a.ability].tap_creatures
                        for a in activations):
        fixed = []
        for a in activations:
            ab = cm.state.object(a.object).card.mana_abilities[a.ability]
            if ab.tap_creatures and not a.tapped_creatures:
                creatures = tuple(drum_pool[: ab.tap_creatures])
                drum_pool = drum_pool[ab.tap_creatures:]
                tapped += list(creatures)
                a = Activation(a.object, a.ability, a.produced, a.paid_with, creatures)
            fixed.append(a)
        activations = fixed
    # 601.2h: spend mana on the total cost
    spent: list[Mana] = []
    spend_use: Counter[tuple[int, int]] = Counter()
    for (k, _r), v in sorted(cm.spend.items(), key=lambda kv: (kv[0][1] != "snow", kv[0])):
        for _ in range(val(v)):
            spent.append(_take_unit(units, k, credited, prefer=_creditors(cm, val, made_by, k, "credit_spent", spend_use),
                                     activated=frozenset(act_ids)))
    convoked: list[str] = []
    for (ci, _r), v in sorted(cm.convoke_pay.items()):
        convoked += pools.take_tap(cm.all_classes[ci], val(v), prefer_bit="V")
    improvised: list[str] = []
    for ci, v in sorted(cm.improvise_by.items()):
        improvised += pools.take_tap(cm.all_classes[ci], val(v))
    tapped += convoked + improvised
    # non-mana cost parts
    cost_objects: list[tuple[str, ...]] = []
    exiled: list[str] = []
    discarded: list[str] = []
    for part, _mult, sel in cm.part_sel:
        chosen: list[str] = []
        for ci, v in sorted(sel.items()):
            c = cm.all_classes[ci]
            n = val(v)
            if part.action == "sacrifice":
                chosen += pools.take_bit(c, "S", n)
            elif part.action in ("tap_untapped", "tap_power"):
                chosen += pools.take_tap(c, n)
            elif part.action == "discard":
                chosen += pools.take_bit(c, "D", n)
            elif part.action == "exile_from_hand":
                chosen += pools.take_bit(c, "H", n)
            else:
                chosen += pools.take_bit(c, "X", n)
        cost_objects.append(tuple(chosen))
        if part.action == "sacrifice":
            sacrificed += chosen
        elif part.action in ("tap_untapped", "tap_power"):
            tapped += chosen
        elif part.action == "discard":
            discarded += chosen
        else:
            exiled += chosen
    # cost parts of the chosen alternative/optional costs only appear when chosen
    cost_objects = _chosen_parts(cm, val, cost_objects)
    delved: list[str] = []
    for ci, v in sorted(cm.delve_by.items()):
        delved += pools.take_bit(cm.all_classes[ci], "X", val(v))
    exiled += delved
    announced = _announced(cm, val)
    ability_index: int | None = None
    loyalty = 0
    untapped: tuple[str, ...] = ()
    if cm.ability is not None:
        ability_index, ab = cm.ability
        if getattr(ab, "tap", False):
            tapped.append(cm.spell.id)
        if getattr(ab, "sacrifice_self", False):
            sacrificed.append(cm.spell.id)
        if getattr(ab, "untap", False):
            untapped = (cm.spell.id,)
        if getattr(ab, "discard_self", False):  # cycling (702.29a): the source, from the hand
            discarded.append(cm.spell.id)
        if getattr(ab, "exile_self", False):  # scavenge (702.97a): the source, from the graveyard
            exiled.append(cm.spell.id)
        if getattr(ab, "loyalty", None) is not None:
            loyalty = ab.loyalty
        if getattr(ab, "loyalty_x", False):
            loyalty = -x
    return with_notes(cm.state, Plan(
        card=cm.spell.id, player=cm.player, zone=cm.spell.zone, ability=ability_index, loyalty_change=loyalty,
        untapped=untapped, alternative_cost=alt, optional_costs=optional, x=x,
        modes=modes, targets=tuple(tuple(sorted(t, key=_id_order)) for t in targets), announced=tuple(announced),
        mode_chooser=mode_chooser, target_choosers=choosers,
        division=tuple(sorted(division, key=lambda d: _id_order(d[0]))),
        total_cost=_total_cost_text(cm, val), activations=tuple(activations), spent=tuple(spent),
        convoked=tuple(convoked), improvised=tuple(improvised), delved=tuple(delved), cost_objects=tuple(cost_objects),
        life_paid=val(cm.life), tapped=tuple(sorted(set(tapped), key=_id_order)),
        sacrificed=tuple(sorted(set(sacrificed), key=_id_order)), exiled=tuple(sorted(exiled, key=_id_order)),
        discarded=tuple(sorted(discarded, key=_id_order)), mana_pool=tuple((t, s) for t, s, _ in units),
    ))


def _chosen_parts(cm: CastModel, val: Values, objs: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Keep one entry per cost part that is actually paid (additional; chosen alternative;
    chosen optional times its count), in the order the referee expects."""
    out: list[tuple[str, ...]] = []
    parts = cm._cost_parts()
    for (part, mult), chosen in zip(parts, objs, strict=True):
        m = val(mult) if not isinstance(mult, int) else mult
        if m:
            if m > 1:
                size = part.amount
                for j in range(m):
                    out.append(chosen[j * size:(j + 1) * size])
            else:
                out.append(chosen)
    return out


def _creditors(cm: CastModel, val: Values, made_by: dict[int, list[str]], k: int, which: str,
               used: Counter[tuple[int, int]]) -> list[str] | None:
    """The objects whose activation the model credits with the next consumed unit of kind
    ``k`` (cli.md: every activation's mana goes into the payment); None: any unit."""
    for g in cm.groups:
        credit = g.get(which, {}).get(k)
        if credit is None or id(g) not in made_by:
            continue
        if used[id(g), k] < val(credit):
            used[id(g), k] += 1
            return made_by[id(g)]
    return None


def _take_unit(units: list[tuple[str, str | None, int]], k: int, credited: Counter[str],
               prefer: list[str] | None = None, activated: frozenset[str] = frozenset()) -> Mana:
    """Remove one unit of kind ``k`` from the pool: from the ``prefer`` objects if given (one
    not yet credited first), else floating mana first, then any."""
    best = None
    for i, (_t, s, kk) in enumerate(units):
        if kk != k:
            continue
        if prefer is not None:
            score = (0 if s in prefer else 1, credited[s] if s is not None else 0)
        else:
            score = (1 if s in activated else 0, 0)
        if best is None or score < best[0]:
            best = (score, i)
    if best is None:
        raise RuntimeError("internal: mana kind missing from pool")
    t, s, _ = units.pop(best[1])
    if s is not None:
        credited[s] += 1
    return (t, s)


class _Pools:
    """Hands out object ids of a class by use, following the solution's signatures."""

    def __init__(self, cm: CastModel, ids_by_sig: dict[int, dict[tuple[str, ...], list[str]]]) -> None:
        self.cm = cm
        self.sig_of: dict[str, tuple[str, ...]] = {}
        for alloc in ids_by_sig.values():
            for s, ids in alloc.items():
                for i in ids:
                    self.sig_of[i] = s
        self.used: dict[str, set[str]] = {}

    def _ids(self, c: ObjClass, bit: str) -> list[str]:
        return [i for i in c.ids if bit in self.sig_of.get(i, ())]

    def _free(self, oid: str, use: str) -> bool:
        return use not in self.used.setdefault(oid, set())

    def _mark(self, oid: str, use: str) -> None:
        self.used.setdefault(oid, set()).add(use)

    def take_for_ability(self, c: ObjClass, ab: Any, n: int) -> list[str]:
        out = []
        if ab.tap and ab.sacrifice_self:
            cands = [i for i in self._ids(c, "T") if "S" in self.sig_of[i]]
        elif ab.sacrifice_self:
            cands = [i for i in self._ids(c, "S") if "T" not in self.sig_of[i]]
        else:
            cands = sorted(self._ids(c, "T"), key=lambda i: ("V" in self.sig_of[i], "S" not in self.sig_of[i]))
        for i in cands:
            if len(out) == n:
                break
            if (not ab.tap or self._free(i, "T")) and (not ab.sacrifice_self or self._free(i, "S")):
                out.append(i)
                if ab.tap:
                    self._mark(i, "T")
                if ab.sacrifice_self:
                    self._mark(i, "S")
        if len(out) < n:
            raise RuntimeError("internal: not enough objects for mana abilities")
        return out

    def mark_used_tap(self, c: ObjClass, oid: str) -> None:
        self._mark(oid, "T")

    def take_tap(self, c: ObjClass, n: int, prefer_bit: str | None = None) -> list[str]:
        cands = self._ids(c, "T")
        if prefer_bit:
            cands = sorted(cands, key=lambda i: prefer_bit not in self.sig_of[i])
        else:
            cands = sorted(cands, key=lambda i: "V" in self.sig_of[i])
        return self._take(cands, "T", n)

    def take_bit(self, c: ObjClass, bit: str, n: int) -> list[str]:
        return self._take(self._ids(c, bit), bit, n)

    def _take(self, cands: list[str], use: str, n: int) -> list[str]:
        out = []
        for i in cands:
            if len(out) == n:
                break
            if self._free(i, use):
                self._mark(i, use)
                out.append(i)
        if len(out) < n:
            raise RuntimeError(f"internal: not enough objects for {use}")
        return out


def _announced(cm: CastModel, val: Values) -> list[str]:
    """How each symbol of the chosen costs is paid: life / generic / mana (601.2b)."""
    groups = {(id(src), sym): (life, gen) for src, sym, _n, _t, life, gen in cm.announce_groups}
    out: list[str] = []
    for src in cm.cost_sources:
        times = val(src.mult)
        if not times:
            continue
        # life/generic counts are over all repeats of the source (multikicker): the first
        # instances of each symbol take them
        seen: Counter[Any] = Counter()
        for _ in range(times):
            for sym in src.cost.symbols:
                life, gen = groups.get((id(src), sym), (0, 0))
                idx = seen[sym]
                seen[sym] += 1
                out.append("life" if idx < val(life) else "generic" if idx < val(life) + val(gen) else "mana")
    return out


def _total_cost_text(cm: CastModel, val: Values) -> str:
    """The locked-in mana cost (601.2f): generic, then colored, then hybrid symbols paid with
    mana (kept as hybrid), then snow."""
    hybrid: Counter[str] = Counter()
    colored: Counter[str] = Counter({r: val(cm.req[r]) for r in MANA_TYPES})
    for src, sym, _n, total, life, gen in cm.announce_groups:
        if len(sym.colors) > 1:
            n_mana = val(total) - val(life) - val(gen)
            if n_mana:
                hybrid["{" + _hybrid_order(sym.colors) + "}"] += n_mana
            for c, v in cm.per_color_vars[id(src), sym]:
                colored[c] -= val(v)
    generic = val(cm.req["generic"])
    text = ("{" + str(generic) + "}") if generic else ""
    for t in MANA_TYPES:
        text += ("{" + t + "}") * colored[t]
    text += "".join(h * n for h, n in sorted(hybrid.items()))
    text += "{S}" * val(cm.req["snow"])
    return text or "{0}"


def _hybrid_order(colors: frozenset[str]) -> str:
    if "C" in colors:
        return "C/" + next(c for c in COLORS if c in colors)
    for p in ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"):
        if set(p.split("/")) == set(colors):
            return p
    return "/".join(sorted(colors))
