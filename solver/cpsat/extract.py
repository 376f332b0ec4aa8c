"""A solution of a :class:`~castable.solver.cpsat.model.CastModel` as a concrete, replayable
plan: class counts become object ids (lowest first within a class), mana units are followed
from the abilities that made them to what they pay, in 601.2 order."""

from __future__ import annotations

from collections import Counter
from typing import Any

from castable.model.cards import ActivatedAbility, ManaAbility, ObjectFilter
from castable.model.mana import COLORS, MANA_TYPES
from castable.model.plan import Activation, Mana, Plan, spent_matters, with_notes
from castable.solver.cpsat.mana_abilities import ManaGroup, activation_mana
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import ObjClass, id_order
from castable.solver.cpsat.payment import USE_BIT
from ortools.sat.python import cp_model
from ortools.sat.python import cp_model_helper as cmh

Unit = tuple[str, str | None, int]  # one unit of mana in the pool: (type, source, kind)


class Values:
    """Reads solution values from a solver (works for ints and expressions)."""

    def __init__(self, solver: cp_model.CpSolver) -> None:
        self.s = solver

    def __call__(self, e: Any) -> int:
        if isinstance(e, int):
            return e
        return int(self.s.value(e))


class ResponseValues(Values):
    """Reads the values of one stored solution: a ``CpSolverResponse`` copied in a solution
    callback (``factored``'s one-solve enumeration), read by variable index."""

    def __init__(self, response: Any) -> None:
        self.r = response
        self.sol: list[int] = list(response.solution)

    def __call__(self, e: Any) -> int:
        t = type(e)
        if t is int:
            return int(e)
        if t is cmh.IntVar:  # most reads: a variable, by index
            return self.sol[int(e.index)]
        if t is cmh.NotBooleanVariable:  # a negated literal's index is -(variable index) - 1
            return 1 - self.sol[-int(e.index) - 1]
        return int(cmh.ResponseHelper.value(self.r, e))


def extract(cm: CastModel, val: Values) -> Plan:
    """Turn a solution into a concrete, replayable plan (lowest ids first within a class)."""
    ann = cm.announcement
    alt = next((a.name for a, v in ann.alternatives if val(v)), None)
    optional = {o.name: val(v) for o, v in ann.optionals if val(v)}
    if ann.entwine is not None and val(ann.entwine):
        optional["entwine"] = 1
    if ann.escalate is not None and val(ann.escalate):
        optional["escalate"] = val(ann.escalate)
    x = val(ann.x)
    costed_active = [g for g in cm.mana.costed if val(g.count)]
    ids_by_sig = _allocate(cm, val, costed_active)
    targets, choosers, mode_chooser, division = _targets(cm, val, ids_by_sig)
    pay = _Payment(cm, val, _Pools(ids_by_sig))
    pay.activate(costed_active)
    spent = pay.spend()
    convoked, improvised, waterbent = pay.tap_helpers()
    cost_objects = pay.cost_parts()
    delved = pay.delve()
    ability_index, loyalty, untapped = pay.source_costs(x)
    return with_notes(cm.state, Plan(
        card=cm.spell.id, player=cm.player, zone=cm.spell.zone, ability=ability_index, loyalty_change=loyalty,
        untapped=untapped, alternative_cost=alt, optional_costs=optional, x=x,
        modes=tuple(i for i, v in enumerate(ann.modes) for _ in range(val(v))),
        targets=tuple(tuple(sorted(t, key=id_order)) for t in targets), announced=tuple(_announced(cm, val)),
        mode_chooser=mode_chooser, target_choosers=choosers,
        division=tuple(sorted(division, key=lambda d: id_order(d[0]))),
        total_cost=_total_cost_text(cm, val), activations=tuple(pay.activations), spent=tuple(spent),
        convoked=tuple(convoked), improvised=tuple(improvised), waterbent=tuple(waterbent), delved=tuple(delved),
        cost_objects=tuple(cost_objects),
        life_paid=val(cm.total.life), tapped=tuple(sorted(set(pay.tapped), key=id_order)),
        sacrificed=tuple(sorted(set(pay.sacrificed), key=id_order)), exiled=tuple(sorted(pay.exiled, key=id_order)),
        discarded=tuple(sorted(pay.discarded, key=id_order)), returned=tuple(sorted(pay.returned, key=id_order)),
        mana_pool=tuple((t, s) for t, s, _ in pay.units), blighted=tuple(pay.blighted),
        mana_spent=tuple(spent) if cm.ability is None and spent_matters(cm.card) else None,
    ))


def _allocate(cm: CastModel, val: Values, costed_active: list[ManaGroup]) -> dict[int, dict[tuple[str, ...], list[str]]]:
    """The ids of each class by signature: objects with activated costed abilities first,
    then lowest first; tapping signatures and larger ones take the first ids."""
    ids_by_sig: dict[int, dict[tuple[str, ...], list[str]]] = {}
    for c in cm.objects.all:
        first = list(dict.fromkeys(c.ids[g.object] for g in costed_active if g.cls is c and g.object is not None))
        order = first + [i for i in c.ids if i not in first]
        sigs = sorted((s for s in c.sig_vars if val(c.sig_vars[s])), key=lambda s: (0 if "T" in s else 1, -len(s), s))
        alloc: dict[tuple[str, ...], list[str]] = {}
        pos = 0
        for s in sigs:
            n = val(c.sig_vars[s])
            alloc[s] = order[pos:pos + n]
            pos += n
        ids_by_sig[c.index] = alloc
    return ids_by_sig


def _targets(cm: CastModel, val: Values, ids_by_sig: dict[int, dict[tuple[str, ...], list[str]]]
             ) -> tuple[list[list[str]], tuple[str, ...], str, list[tuple[str, int]]]:
    """Targets of the active slots (601.2c), who chooses them and the modes, and the division
    of an amount among them (601.2d)."""
    slots = cm.targets.slots
    slot_targets: dict[int, list[str]] = {i: [] for i in range(len(slots))}
    for c in cm.objects.all:
        for sig, ids in ids_by_sig[c.index].items():
            for bit in sig:
                if bit.startswith("t"):
                    slot_targets[int(bit[1:])] += ids
    active = [bool(val(sl.active)) for sl in slots]
    targets = [slot_targets[i] for i, on in enumerate(active) if on]
    choosers, mode_chooser = choosers_of(cm, active)
    division: list[tuple[str, int]] = []
    given: set[str] = set()
    for (ci, sig, amount), dv in sorted(cm.division.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        for _ in range(val(dv)):
            oid = next(i for i in ids_by_sig[ci][sig] if i not in given)
            given.add(oid)
            division.append((oid, amount))
    return targets, choosers, mode_chooser, division


def choosers_of(cm: CastModel, active: list[bool]) -> tuple[tuple[str, ...], str]:
    """Who chooses the targets of each active slot, and the modes (601.7a: with several
    opponents the caster picks which one chooses: the next in turn order)."""
    order = [p.name for p in cm.state.players]
    nxt = order[(order.index(cm.player) + 1) % len(order)]
    choosers = tuple(nxt if sl.slot.chooser == "opponent" else cm.player for sl, on in zip(cm.targets.slots, active, strict=True)
                     if on)
    return choosers, (nxt if cm.card.modes is not None and cm.card.modes.chooser == "opponent" else cm.player)


class _Payment:
    """Follows the mana and the objects of a solution through 601.2g-h, in order: costless
    activations, costed ones by rank, the mana spent, convoke / improvise, cost parts, delve."""

    def __init__(self, cm: CastModel, val: Values, pools: _Pools) -> None:
        self.cm, self.val, self.pools = cm, val, pools
        # (type, source, kind) of every unit in the pool as payment goes on
        self.units: list[Unit] = [(u.type, u.source, cm.pool_kind(u.type, u.source)) for u in cm.me.mana_pool]
        self.activations: list[Activation] = []
        self.credited: Counter[str] = Counter()
        self.made_by: dict[int, list[str]] = {}  # group -> objects whose activation it is
        self.tapped: list[str] = []
        self.sacrificed: list[str] = []
        self.returned: list[str] = []
        self.exiled: list[str] = []
        self.discarded: list[str] = []
        self.blighted: list[tuple[str, int]] = []
        self.act_ids: list[str] = []

    def activate(self, costed_active: list[ManaGroup]) -> None:
        """601.2g: the costless activations, then the costed ones in rank order."""
        cm, val, pools = self.cm, self.val, self.pools
        for g in costed_active:  # these objects are tapped or sacrificed by their own costed ability
            pools.mark_own_costs(g.cls.ids[_obj(g)], g.ab)
        # 605.3b: each resolves at once, so abilities that count objects ("for each creature
        # you control": Itlimoc, Priest of Titania) go before those that sacrifice their source,
        # and every count is the one the model used
        for g in sorted(cm.mana.groups, key=lambda g: (g.ab.per is None, g.ab.sacrifice_self)):
            n = val(g.count)
            if g.object is not None or not n:
                continue
            for oid in pools.take_for_ability(g.cls, g.ab, n):
                self.made_by.setdefault(id(g), []).append(oid)
                produced = activation_mana(cm, g, oid)
                self.activations.append(Activation(oid, g.ability, tuple(t for t, _ in produced)))
                self.units += [(t, oid, k) for t, k in produced]
                self.act_ids.append(oid)
                if g.ab.tap:
                    self.tapped.append(oid)
                if g.ab.sacrifice_self:
                    self.sacrificed.append(oid)
                if g.ab.exile_self:  # a Spirit Guide: exiled from the hand by its own cost
                    self.exiled.append(oid)
        drum_pool: dict[ObjectFilter, list[str]] = {}
        for (kind, ci), v in cm.mana.drum_taps.items():
            drum_pool.setdefault(kind, []).extend(pools.take_tap(cm.objects.all[ci], val(v)))
        for g in costed_active:
            self.made_by.setdefault(id(g), []).append(g.cls.ids[_obj(g)])
        early_use: Counter[tuple[int, int]] = Counter()
        # equal ranks: a sacrifice after the rest (mana_abilities._counts_at_rank counts it so)
        for g in sorted(costed_active, key=lambda g: (val(g.rank), g.ab.sacrifice_self)):
            drum_pool = self._costed(g, drum_pool, early_use)
        self._drums(drum_pool)

    def _costed(self, g: ManaGroup, drum_pool: dict[ObjectFilter, list[str]],
                early_use: Counter[tuple[int, int]]) -> dict[ObjectFilter, list[str]]:
        """One costed activation: its cost paid from earlier activations exactly as the
        model's flows say, then from the pool and costless activations as credited."""
        cm, val = self.cm, self.val
        oid = g.cls.ids[_obj(g)]
        self.pools.mark_own_costs(oid, g.ab)
        paid: list[Mana] = []
        for k in g.inflow:
            for hj, flows in g.from_costed.items():
                h = cm.mana.costed[hj]
                for _ in range(val(flows.get(k, 0))):
                    paid.append(_take_unit(self.units, k, self.credited, prefer=[h.cls.ids[_obj(h)]]))
            for _ in range(val(g.from_early.get(k, 0))):
                paid.append(_take_unit(self.units, k, self.credited, prefer=self._creditors(k, "credit_early", early_use),
                                       activated=frozenset(self.act_ids)))
        produced = activation_mana(cm, g, oid, tuple(self.sacrificed))  # 605.3a: counted as it resolves
        creatures: tuple[str, ...] = ()
        if g.ab.tap_creatures:
            creatures = _drummed(drum_pool, g.ab)
            self.tapped += list(creatures)
        self.activations.append(Activation(oid, g.ability, tuple(t for t, _ in produced), tuple(paid), creatures))
        self.units += [(t, oid, k) for t, k in produced]
        self.act_ids.append(oid)
        if g.ab.tap:  # 602.2b: the ability's own costs, {T} and "sacrifice this" alike
            self.tapped.append(oid)
        if g.ab.sacrifice_self:
            self.sacrificed.append(oid)
        return drum_pool

    def _drums(self, drum_pool: dict[ObjectFilter, list[str]]) -> None:
        """Springleaf Drum is costless in mana: hand it its creatures (of its kind) now."""
        state = self.cm.state
        if not (any(drum_pool.values()) or any(a.tapped_creatures == () and _ability_of(state, a).tap_creatures
                                 for a in self.activations)):
            return
        fixed = []
        for a in self.activations:
            ab = _ability_of(state, a)
            if ab.tap_creatures and not a.tapped_creatures:
                creatures = _drummed(drum_pool, ab)
                self.tapped += list(creatures)
                a = Activation(a.object, a.ability, a.produced, a.paid_with, creatures)
            fixed.append(a)
        self.activations = fixed

    def spend(self) -> list[Mana]:
        """601.2h: the mana spent on the total cost ({S} first: only snow mana pays it)."""
        spent: list[Mana] = []
        spend_use: Counter[tuple[int, int]] = Counter()
        for (k, _r), v in sorted(self.cm.payment.spend.items(), key=lambda kv: (kv[0][1] != "snow", kv[0])):
            for _ in range(self.val(v)):
                spent.append(_take_unit(self.units, k, self.credited, prefer=self._creditors(k, "credit_spent", spend_use),
                                        activated=frozenset(self.act_ids)))
        return spent

    def tap_helpers(self) -> tuple[list[str], list[str], list[str]]:
        """The creatures convoked (702.51a), the artifacts improvised (702.126a) and the
        objects tapped for a waterbend cost (701.67)."""
        cm, val = self.cm, self.val
        convoked: list[str] = []
        for (ci, _r), v in sorted(cm.payment.convoke_pay.items()):
            convoked += self.pools.take_tap(cm.objects.all[ci], val(v), prefer_bit="V")
        improvised: list[str] = []
        for ci, v in sorted(cm.uses.improvise.items()):
            improvised += self.pools.take_tap(cm.objects.all[ci], val(v))
        waterbent: list[str] = []
        for ci, v in sorted(cm.uses.waterbend.items()):
            waterbent += self.pools.take_tap(cm.objects.all[ci], val(v))
        self.tapped += convoked + improvised + waterbent
        return convoked, improvised, waterbent

    def cost_parts(self) -> list[tuple[str, ...]]:
        """The objects of each paid non-mana cost part (601.2h), in the referee's order."""
        cm, pools = self.cm, self.pools
        cost_objects: list[tuple[str, ...]] = []
        for pc in cm.uses.parts:
            chosen: list[str] = []
            action = pc.part.action
            if action == "blight":  # a creature of the class with the signature chosen
                chosen = [pools.take_sig(cm.objects.all[ci], s) for (ci, s), v in sorted(pc.blight.items()) if self.val(v)]
                self.blighted += [(oid, pc.part.amount) for oid in chosen]
                cost_objects.append(tuple(chosen))
                continue
            for ci, v in sorted(pc.chosen.items()):
                c, n = cm.objects.all[ci], self.val(v)
                if action in ("tap_untapped", "tap_power"):
                    chosen += pools.take_tap(c, n)
                else:
                    chosen += pools.take_bit(c, USE_BIT.get(action, "X"), n)
            cost_objects.append(tuple(chosen))
            if action in ("reveal", "behold"):
                continue  # the object revealed or chosen stays where it is
            if action == "sacrifice":
                self.sacrificed += chosen
            elif action in ("tap_untapped", "tap_power"):
                self.tapped += chosen
            elif action == "discard":
                self.discarded += chosen
            elif action in ("return_unblocked", "return_to_hand"):
                self.returned += chosen
            else:
                self.exiled += chosen
        # cost parts of the chosen alternative/optional costs only appear when chosen
        return _chosen_parts(cm, self.val, cost_objects)

    def delve(self) -> list[str]:
        """702.66a: the cards exiled to delve."""
        delved: list[str] = []
        for ci, v in sorted(self.cm.uses.delve.items()):
            delved += self.pools.take_bit(self.cm.objects.all[ci], "X", self.val(v))
        self.exiled += delved
        return delved

    def source_costs(self, x: int) -> tuple[int | None, int, tuple[str, ...]]:
        """602.2b: an ability's own costs paid with its source ({T}, {Q}, sacrifice, cycling,
        scavenge, loyalty: 606.4); (ability index, loyalty change, untapped)."""
        cm = self.cm
        if cm.ability is None:
            return None, 0, ()
        ability_index, ab = cm.ability
        loyalty = 0
        untapped: tuple[str, ...] = ()
        if getattr(ab, "tap", False):
            self.tapped.append(cm.spell.id)
        if getattr(ab, "sacrifice_self", False):
            self.sacrificed.append(cm.spell.id)
        if getattr(ab, "untap", False):
            untapped = (cm.spell.id,)
        if getattr(ab, "discard_self", False):  # cycling (702.29a): the source, from the hand
            self.discarded.append(cm.spell.id)
        if getattr(ab, "exile_self", False):  # scavenge (702.97a), "Exile <this>" (act13a)
            self.exiled.append(cm.spell.id)
        if getattr(ab, "return_self", False):  # "Return <this> to its owner's hand" (act13a)
            self.returned.append(cm.spell.id)
        if isinstance(ab, ActivatedAbility) and ab.loyalty is not None:  # 606.4
            loyalty = ab.loyalty
        if isinstance(ab, ActivatedAbility) and ab.loyalty_x:
            loyalty = -x
        return ability_index, loyalty, untapped

    def _creditors(self, k: int, which: str, used: Counter[tuple[int, int]]) -> list[str] | None:
        """The objects whose activation the model credits with the next consumed unit of kind
        ``k`` (docs/cli.md: every activation's mana goes into the payment); None: any unit."""
        for g in self.cm.mana.groups:
            credit = getattr(g, which).get(k)
            if credit is None or id(g) not in self.made_by:
                continue
            if used[id(g), k] < self.val(credit):
                used[id(g), k] += 1
                return self.made_by[id(g)]
        return None


def _obj(g: ManaGroup) -> int:
    assert g.object is not None  # a costed activation is one object's
    return g.object


def _drummed(drum_pool: dict[ObjectFilter, list[str]], ab: ManaAbility) -> tuple[str, ...]:
    """The permanents an activation of ``ab`` taps for its "Tap an untapped <kind>" cost, taken
    out of the pool the model tapped for that kind (``mana_abilities._drum``)."""
    pool = drum_pool.setdefault(ab.tapped_kind, [])
    taken, pool[:] = pool[: ab.tap_creatures], pool[ab.tap_creatures:]
    return tuple(taken)


def _ability_of(state: Any, a: Activation) -> ManaAbility:
    o = state.object(a.object)
    assert o is not None
    ab: ManaAbility = o.card.mana_abilities[a.ability]
    return ab


def _chosen_parts(cm: CastModel, val: Values, objs: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Keep one entry per cost part that is actually paid (additional; chosen alternative;
    chosen optional times its count), in the order the referee expects."""
    out: list[tuple[str, ...]] = []
    x_parts = cm.announcement.x_parts
    for i, ((part, mult), chosen) in enumerate(zip(cm.announcement.cost_parts, objs, strict=True)):
        if i in x_parts:  # paid X times: one entry (maybe empty, X = 0) when its cost is chosen
            if x_parts[i] if isinstance(x_parts[i], int) else val(x_parts[i]):
                out.append(chosen)
            continue
        m = val(mult) if not isinstance(mult, int) else mult
        if m:
            if m > 1:
                size = part.amount
                for j in range(m):
                    out.append(chosen[j * size:(j + 1) * size])
            else:
                out.append(chosen)
    return out


def _take_unit(units: list[Unit], k: int, credited: Counter[str],
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

    def __init__(self, ids_by_sig: dict[int, dict[tuple[str, ...], list[str]]]) -> None:
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

    def take_for_ability(self, c: ObjClass, ab: ManaAbility, n: int) -> list[str]:
        out: list[str] = []
        if ab.exile_self:  # from the hand (Spirit Guides): the cards exiled ("H")
            return self._take(self._ids(c, "H"), "H", n)
        if ab.once_per_turn and not (ab.tap or ab.sacrifice_self):
            # 602.5b: once per object (Mana Bloom), whatever else the object does in the payment
            return self._take(list(c.ids), f"once:{ab.text}", n)
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

    def mark_own_costs(self, oid: str, ab: ManaAbility) -> None:
        """A costed mana ability's own {T} and "sacrifice this" (602.2b); one without them
        (Orochi Leafcaller's "{G}: Add ...") leaves its source free for other costs."""
        if ab.tap:
            self._mark(oid, "T")
        if ab.sacrifice_self:
            self._mark(oid, "S")

    def take_tap(self, c: ObjClass, n: int, prefer_bit: str | None = None) -> list[str]:
        cands = self._ids(c, "T")
        if prefer_bit:
            cands = sorted(cands, key=lambda i: prefer_bit not in self.sig_of[i])
        else:
            cands = sorted(cands, key=lambda i: "V" in self.sig_of[i])
        return self._take(cands, "T", n)

    def take_sig(self, c: ObjClass, sig: tuple[str, ...]) -> str:
        """An object of the class whose signature is ``sig`` (not used up: blight takes none)."""
        return str(next(i for i in c.ids if self.sig_of.get(i, ()) == sig))

    def take_bit(self, c: ObjClass, bit: str, n: int) -> list[str]:
        return self._take(self._ids(c, bit), bit, n)

    def _take(self, cands: list[str], use: str, n: int) -> list[str]:
        out: list[str] = []
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
    groups = {(id(s.source), s.symbol): (s.life, s.as_generic) for s in cm.announcement.symbols}
    out: list[str] = []
    for src in cm.announcement.sources:
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
    req = cm.total.requirement
    hybrid: Counter[str] = Counter()
    colored: Counter[str] = Counter({r: val(req[r]) for r in MANA_TYPES})
    for s in cm.announcement.symbols:
        if len(s.symbol.colors) > 1:
            n_mana = val(s.total) - val(s.life) - val(s.as_generic)
            if n_mana:
                hybrid["{" + _hybrid_order(s.symbol.colors) + "}"] += n_mana
            for c, v in s.per_color:
                colored[c] -= val(v)
    generic = val(req["generic"])
    text = ("{" + str(generic) + "}") if generic else ""
    for t in MANA_TYPES:
        text += ("{" + t + "}") * colored[t]
    text += "".join(h * n for h, n in sorted(hybrid.items()))
    text += "{S}" * val(req["snow"])
    return text or "{0}"


def _hybrid_order(colors: frozenset[str]) -> str:
    if "C" in colors:
        return "C/" + next(c for c in COLORS if c in colors)
    for p in ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"):
        if set(p.split("/")) == set(colors):
            return p
    return "/".join(sorted(colors))
