"""601.2g: the mana abilities activated while casting, what they add and what they cost.

Costless abilities ({T}: add {G}) are counted per class of identical objects. Abilities with a
mana cost (Signets, filter lands) are modelled per object with a rank, so that mana only flows
from an earlier activation to a later one (605.3a: an activation pays its cost from the mana
already made). docs/cli.md: every activation must contribute to the payment (:func:`no_idle`).

A repeatable ability (:attr:`ManaAbility.repeatable`: Orochi Leafcaller's "{G}: Add one mana
of any color.", nothing in its cost uses up the source) is activated as many times as its cost
is paid: it gets :func:`repeat_bound` ranked instances, attributed to its class's first object
(identical objects can't be told apart); the mana of one never pays another repeatable ability
of the same class (docs/cli.md: such a chain only feeds the class its own mana back). Abilities
that work from the hand (the Spirit Guides, 113.6k) are counted per class of identical cards;
activating one exiles the card (its cost), so it leaves the hand once.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import ManaAbility, ObjectFilter
from castable.model.commander import foreign_sources, may_use_mana
from castable.model.mana import ManaSymbol
from castable.model.rules import can_tap_for_ability, devotion
from castable.model.state import GameObject, GameState, Player, filter_matches
from castable.solver.cpsat.objects import (
    Builder,
    IntVar,
    LinearExpr,
    ObjClass,
    Objects,
    kind_of,
    may_pay_ability,
    sacrifice_ordered,
)


@dataclass(eq=False)
class ManaGroup:
    """Activations of one alternative ``alt`` of mana ability ``ability`` of class ``cls``:
    ``count`` of them (a costless ability), or 0/1 by object ``object`` (a costed one)."""

    cls: ObjClass
    ability: int
    alt: int
    count: IntVar
    produced: Counter[int]  # kind -> units one activation adds
    object: int | None
    ab: ManaAbility
    #: which activation of a repeatable ability this is (0, 1, ...); None: not repeatable
    instance: int | None = None
    # costed activations only: the order, and the mana paying their cost
    rank: IntVar | None = None
    inflow: dict[int, IntVar] = field(default_factory=dict)  # kind -> units paying the cost
    from_costed: dict[int, dict[int, IntVar]] = field(default_factory=dict)  # costed index -> kind -> units
    from_early: dict[int, IntVar] = field(default_factory=dict)  # kind -> units from pool / costless
    # docs/cli.md credits (no idle activations): units of this group's mana spent / paying costed ones
    credit_spent: dict[int, IntVar] = field(default_factory=dict)
    credit_early: dict[int, IntVar] = field(default_factory=dict)
    #: costed "for each" activations only: kind -> units it adds, less what the objects it
    #: counts and that were sacrificed at a lower rank took away (:func:`_counts_at_rank`)
    made: dict[int, LinearExpr] = field(default_factory=dict)


@dataclass
class ManaVars:
    """The mana abilities' variables, and the objects' tap / sacrifice uses they make."""

    pool: Counter[int]  # floating mana (106.4) by kind
    groups: list[ManaGroup]
    costed: list[ManaGroup]
    costed_out: list[dict[int, IntVar]]  # costed index -> kind -> units joining the final pool
    tap_uses: dict[int, list[LinearExpr]]  # class index -> activations tapping it
    sac_uses: dict[int, list[LinearExpr]]
    sac_mana: dict[int, list[tuple[LinearExpr, bool]]]  # (count, also tapped)
    #: (kind, class) -> permanents of it tapped by costs like Springleaf Drum's (``ManaAbility.tapped_kind``)
    drum_taps: dict[tuple[ObjectFilter, int], IntVar]
    hand_exile: dict[int, list[LinearExpr]] = field(default_factory=dict)  # hand class -> cards exiled for mana
    #: (h, s) costed indexes: if both are made, h before s (605.3a: s sacrifices the source of h)
    before: list[tuple[int, int]] = field(default_factory=list)
    #: life paid by the activations' "Pay N life" costs (119.4: Mana Confluence)
    life: list[LinearExpr] = field(default_factory=list)


def amount_multiplier(ab: ManaAbility, o: GameObject, state: GameState, player: str,
                      alt: tuple[str, ...] | None = None) -> int:
    """How many times an alternative of ``ab`` is added (its "for each ..."); without ``alt``,
    the most over its alternatives."""
    if ab.per is None:
        return 1
    if ab.per in COUNTS_OBJECTS:  # each permanent's weight, summed: one definition with what a sacrifice takes away
        alts = [alt] if alt else list(ab.produces)
        return max((sum(counted_weight(ab, x, player, a) for x in state.battlefield()) for a in alts), default=0)
    if ab.per == "charge_counter":
        return o.counters.get("charge", 0)
    if ab.per == "self_counters":  # mana14: its source's counters of one kind, or of every kind
        return o.counters.get(ab.per_counter_kind, 0) if ab.per_counter_kind else sum(o.counters.values())
    if ab.per == "self_power":  # 208.1; 107.1b: a negative amount is zero
        return max(0, o.power)
    return 0


#: "for each" counts that a permanent leaving the battlefield lowers (not charge counters or power)
COUNTS_OBJECTS = frozenset({"devotion", "creature_you_control", "elf_on_battlefield", "elf_you_control",
                            "artifact_you_control", "enchantment_you_control", "filter_you_control"})


def counted_weight(ab: ManaAbility, x: GameObject, player: str, alt: tuple[str, ...]) -> int:
    """How much permanent ``x`` adds to ``ab``'s "for each" count for alternative ``alt``: what
    :func:`amount_multiplier` sums over the battlefield, and so what sacrificing it first takes
    away (605.3a: the amount is counted as the ability resolves). Devotion (700.5) is the mana
    symbols of that color in its mana cost; "each Elf" is every permanent with the subtype (a
    Kindred Elf counts; changeling, 702.73a); the others count the caster's own permanents."""
    if ab.per not in COUNTS_OBJECTS:
        return 0
    if ab.per == "elf_on_battlefield":
        return int(x.has_subtype("Elf"))
    if x.controller != player:
        return 0
    if ab.per == "devotion":  # 700.5
        return devotion([x], alt[0])
    if ab.per == "creature_you_control":
        return int(x.is_a("Creature"))
    if ab.per == "elf_you_control":
        return int(x.has_subtype("Elf"))
    if ab.per == "filter_you_control":  # mana14: "for each Swamp you control", "basic Swamp", ...
        return int(ab.per_filter is not None and filter_matches(ab.per_filter, x, player))
    return int(x.is_a("Artifact" if ab.per == "artifact_you_control" else "Enchantment"))


def counting_abilities(state: GameState, player: str) -> list[tuple[GameObject, ManaAbility]]:
    """``player``'s permanents' mana abilities with a "for each" count that a permanent leaving
    lowers: Uthros's "{U}, {T}: Add {U} for each artifact you control", and Tolarian Academy's
    costless "{T}: Add {U} for each artifact you control" (605.3a: activated after a counted
    Treasure was sacrificed for mana, it adds less, and that outcome is an option of its own)."""
    return [(x, ab) for x in state.player(player).battlefield for ab in x.card.mana_abilities
            if ab.per in COUNTS_OBJECTS and ab.zone == x.zone]


def counts_a_sacrificer(o: GameObject, ab: ManaAbility, state: GameState, player: str) -> bool:
    """Does ``o``'s "for each" ability ``ab`` count another permanent of ``player`` that can be
    sacrificed for mana (:func:`counts_sacrificer` seen from the counting side)? Such an
    activation is ranked, so that its count sees which sacrifices came first."""
    return ab.per in COUNTS_OBJECTS and ab.zone == o.zone \
        and any(counts_sacrificer(x, player, [(o, ab)]) for x in state.player(player).battlefield)


def counted_sacrifice(state: GameState, player: str) -> bool:
    """Is some permanent ``player`` can sacrifice for mana counted by a "for each" mana ability
    of another (:func:`counts_sacrificer`)? Then the order of the two decides the mana made."""
    counting = counting_abilities(state, player)
    return any(counts_sacrificer(o, player, counting) for o in state.player(player).battlefield)


def counts_sacrificer(o: GameObject, player: str, counting: list[tuple[GameObject, ManaAbility]]) -> bool:
    """``o`` sacrifices itself for mana and one of ``counting`` (:func:`counting_abilities`) of
    another object counts it: its sacrifice is then ranked among the costed activations, so
    that the count can see whether it came first (:func:`_counts_at_rank`)."""
    if not counting or not any(ab.sacrifice_self and ab.zone == o.zone for ab in o.card.mana_abilities):
        return False
    return any(x.id != o.id and any(counted_weight(ab, o, player, alt) for alt in ab.produces) for x, ab in counting)


def activation_mana(b: Builder, g: ManaGroup, oid: str, gone: tuple[str, ...] = ()) -> list[tuple[str, int]]:
    """The mana one activation of group ``g`` by object ``oid`` adds: (type, kind), after the
    objects ``gone`` (sacrificed earlier in the order) stopped counting (605.3a)."""
    o = b.state.object(oid)
    assert o is not None
    alt = g.ab.produces[g.alt]
    mult = amount_multiplier(g.ab, o, b.state, b.player, alt)
    for x in {i for i in gone if i != oid}:
        gx = b.state.object(x)
        if gx is not None:
            mult -= counted_weight(g.ab, gx, b.player, alt)
    mult = max(0, mult)
    return [(t, b.kind(kind_of(t, o, g.ab.restriction, b.paying))) for t in alt for _ in range(mult)]


def add(b: Builder, objects: Objects) -> ManaVars:
    """601.2g: the activations, one per object at most, and what they tap and sacrifice."""
    mana = ManaVars(Counter(), [], [], [], {c.index: [] for c in objects.bf}, {c.index: [] for c in objects.bf},
                    {c.index: [] for c in objects.bf}, {})
    for unit in b.me.mana_pool:  # floating mana (106.4)
        mana.pool[b.pool_kind(unit.type, unit.source)] += 1
    drum_taps: dict[ObjectFilter, list[LinearExpr]] = {}
    same = _same_sacrificers(b, objects)
    guests = {c.index for cs in same.values() if _has_repeatable(cs[0]) for c in cs[:-1]}
    counting = counting_abilities(b.state, b.player)
    for c in objects.bf:
        if c.sample.controller == b.player:
            _abilities_of(b, mana, c, drum_taps, repeatable=c.index not in guests, counting=counting)
    for c in objects.foreign:  # 602.2: another player's Mana Cache, activated by the caster
        _abilities_of(b, mana, c, drum_taps)
    for c in objects.hand:  # 113.6k: abilities that work from the hand (Spirit Guides)
        mana.hand_exile[c.index] = []
        _abilities_of(b, mana, c, drum_taps)
    if b.ability is not None:  # the ability's own {T} and "sacrifice this" (602.1a)
        src = next(c for c in objects.bf if c.ids == [b.spell.id]) if b.spell.zone == "battlefield" else None
        ab = b.ability[1]
        if src is not None and getattr(ab, "tap", False):
            mana.tap_uses[src.index].append(1)
        if src is not None and any(getattr(ab, f, False) for f in ("sacrifice_self", "exile_self", "return_self")):
            # 601.2h: "sacrifice / exile / return this" (act13a): it leaves the battlefield once, so
            # no mana ability may sacrifice it first (601.2g)
            mana.sac_uses[src.index].append(1)
    _once_per_object(b, mana, objects)
    _drum(b, mana, objects, drum_taps)
    _costed_flows(b, mana)
    _before_sacrifice(b, mana)
    _identical_sacrificers(b, mana, same)
    return mana


def life_budget(b: Builder, mana: ManaVars, spell_life: IntVar) -> None:
    """119.4: life is paid only up to the life total (0 always, 119.4b). The mana abilities'
    "Pay N life" (601.2g) come out of the same life as the total cost's life (601.2h, paid
    after them), so together they are at most the life total; each payment on the way is then
    at most what is left. Enforced with the total cost's own "119.4:life" literal."""
    if mana.life:
        b.m.add(spell_life + sum(mana.life) <= max(b.me.life, 0)).only_enforce_if(b.assumptions["119.4:life"])
    damage = [g.count * g.ab.damage for g in mana.groups if g.ab.damage]
    if damage:
        # a pain land's "deals 1 damage to you" is part of its mana ability's effect (605.3b: it
        # resolves at once, in 601.2g), so the total cost's life (601.2h) is paid out of what that
        # damage left (119.4; 120.3a: damage to a player is life lost). Paying 0 life needs none.
        pays = b.m.new_bool_var("spell pays life")
        b.m.add(spell_life == 0).only_enforce_if(pays.Not())
        b.m.add(spell_life + sum(mana.life) + sum(damage) <= max(b.me.life, 0)).only_enforce_if(
            [pays, b.assumptions["119.4:life"]])


def activate_if_met(ab: ManaAbility, me: Player) -> bool:
    """602.5: the ability's "Activate only if you control ..." condition, counted on ``me``'s
    board as casting begins (605.3a: mana abilities go in any order, so it may be activated first)."""
    if ab.activate_if is None:
        return True
    f = ab.activate_if
    return sum(1 for x in me.battlefield if filter_matches(f, x, me.name)) >= ab.activate_if_count


def _abilities_of(b: Builder, mana: ManaVars, c: ObjClass, drum_taps: dict[ObjectFilter, list[LinearExpr]], *,
                  repeatable: bool = True, counting: list[tuple[GameObject, ManaAbility]] | None = None) -> None:
    """The activation groups of class ``c``'s mana abilities (each alternative of what they add);
    without its repeatable ones when ``repeatable`` is False (:func:`_identical_sacrificers`);
    ``counting``: :func:`counting_abilities` of the caster."""
    m, o = b.m, c.sample
    counted = counts_sacrificer(o, b.player, counting or [])
    for ai, ab in enumerate(o.card.mana_abilities):
        if ab.zone != o.zone:
            continue  # 113.6: it works only from its zone
        if not may_use_mana(b.state, b.player, o, ab):
            continue  # 602.2: Mana Cache's any player: only the active player, before the end step
        if not activate_if_met(ab, b.me):
            continue  # 602.5: "Activate only if you control seven or more lands"
        usable = (not ab.tap or can_tap_for_ability(o))  # 302.6: {T} needs an untapped, non-sick permanent
        if not usable and b.skip_unusable:
            continue  # it can't be activated now: no variables (a tapped Signet among 500 sources)
        if ab.repeatable:
            if repeatable:
                _repeatable(b, mana, c, ai, ab)
            continue
        for qi, alt in enumerate(ab.produces):
            mult = amount_multiplier(ab, o, b.state, b.player, alt)
            if mult == 0:
                continue
            produced: Counter[int] = Counter()
            for t in alt:
                produced[b.kind(kind_of(t, o, ab.restriction, b.paying))] += mult
            if not any(b.kinds[k].spell_ok or b.kinds[k].ability_ok for k in produced):
                continue  # 106.6: mana that can pay for nothing here
            counts = []
            # a sacrifice next to ranked abilities of the same object is ranked too (_before_sacrifice)
            # and so is one sacrificing an object a "for each" counts, and that count (_counts_at_rank)
            if ab.mana_cost.symbols or (ab.sacrifice_self and (sacrifice_ordered(o) or counted)) \
                    or (o.zone == "battlefield" and counts_a_sacrificer(o, ab, b.state, b.player)):
                for oi, oid in enumerate(c.ids):
                    v = m.new_bool_var(f"act:{oid}:{ai}:{qi}")
                    if not usable:
                        m.add(v == 0)
                    g = ManaGroup(c, ai, qi, v, produced, oi, ab)
                    mana.groups.append(g)
                    mana.costed.append(g)
                    counts.append(v)
            else:
                v = m.new_int_var(0, c.n if usable else 0, f"act:{c.ids[0]}:{ai}:{qi}")
                mana.groups.append(ManaGroup(c, ai, qi, v, produced, None, ab))
                counts.append(v)
            for v in counts:
                if ab.tap:
                    mana.tap_uses[c.index].append(v)
                if ab.sacrifice_self:
                    mana.sac_uses[c.index].append(v)
                    mana.sac_mana[c.index].append((v, ab.tap))
                if ab.tap_creatures:
                    drum_taps.setdefault(ab.tapped_kind, []).append(v * ab.tap_creatures)
                if ab.exile_self:
                    mana.hand_exile[c.index].append(v)
                if ab.life:  # 119.4: "Pay N life" each activation
                    mana.life.append(v * ab.life)


def _produced(b: Builder, o: GameObject, ab: ManaAbility, alt: tuple[str, ...]) -> Counter[int]:
    produced: Counter[int] = Counter()
    for t in alt:
        produced[b.kind(kind_of(t, o, ab.restriction, b.paying))] += amount_multiplier(ab, o, b.state, b.player, alt)
    return produced


def _repeatable(b: Builder, mana: ManaVars, c: ObjClass, ai: int, ab: ManaAbility) -> None:
    """605.1a: up to :func:`repeat_bound` activations of a repeatable ability of class ``c``,
    each one alternative at most, the earlier instances first (symmetry breaking)."""
    m, o = b.m, c.sample
    prev: LinearExpr | None = None
    prev_alt: LinearExpr | None = None
    # 118.3: one removing counters is activated at most as often as each object's counters allow;
    # instance j is then the object j // per of the class (the objects are identical)
    per = repeat_bound(b.state, b.player, ab, source=o) if ab.counter_bounded or ab.counter_x else None
    bound = c.n * per if per is not None else repeat_bound(b.state, b.player, ab)
    removed: dict[int, list[LinearExpr]] = {}
    for j in range(bound):
        if ab.counter_x and per and j % per == 0:
            prev = prev_alt = None  # only one object's activations are ordered among themselves
        acts, alt_of = [], []
        for qi, alt in enumerate(ab.produces):
            produced = _produced(b, o, ab, alt)
            if not any(b.kinds[k].spell_ok or b.kinds[k].ability_ok for k in produced):
                continue  # 106.6: mana that can pay for nothing here
            v = m.new_bool_var(f"act:{c.ids[0]}:{ai}:{qi}:#{j}")
            g = ManaGroup(c, ai, qi, v, produced, j // per if per else 0, ab, instance=j)
            mana.groups.append(g)
            mana.costed.append(g)
            acts.append(v)
            alt_of.append(qi * v)
            if ab.counter_x and per:
                removed.setdefault(j // per, []).append(ab.removes(alt) * v)
        if not acts:
            break
        m.add(sum(acts) <= 1)
        if prev is not None and prev_alt is not None:
            m.add(sum(acts) <= prev)
            # the instances can't be told apart: what they add in non-increasing order
            m.add(sum(alt_of) <= prev_alt)
        prev, prev_alt = sum(acts), sum(alt_of)
    for parts in removed.values():
        # 107.3, 118.3: each activation removes its own X; together no more than the object has
        m.add(sum(parts) <= o.counters.get(ab.remove_counters or "", 0))


def repeat_bound(state: GameState, player: str, ab: ManaAbility, source: GameObject | None = None) -> int:
    """How many times a repeatable mana ability of ``player``'s may be activated at most (docs/cli.md):
    as many times as the mana from every other, non-repeatable source (floating mana, the most
    each permanent's and hand card's abilities can add) could pay its cost; a colored symbol of
    its cost also caps it by the mana of that color those sources, or another repeatable
    ability, can make. Repeatable abilities add no more than they take (the reader refuses
    others), so more activations would only route mana through it again. One whose cost
    removes counters (Pentad Prism): as many times as ``source``'s counters pay it (118.3)."""
    if ab.counter_bounded:
        assert source is not None
        return ab.counter_activations(source.counters)
    if ab.counter_x and source is not None:
        # 107.3: each activation that adds mana removes one counter at least (docs/cli.md: no
        # idle activations), and each is paid for: by the other sources' mana, or theirs
        return min(source.counters.get(ab.remove_counters or "", 0), repeat_bound(state, player, ab))
    me = state.player(player)
    units = sum((s.generic or 0) if s.is_plain_generic else 1 for s in ab.mana_cost.symbols)
    total = Counter(u.type for u in me.mana_pool)
    converts: set[str] = set()
    for o in [*me.battlefield, *me.hand, *foreign_sources(state, player)]:
        best: Counter[str] = Counter()
        for a in o.card.mana_abilities:
            if a.zone != o.zone or (a.tap and not can_tap_for_ability(o)) or not may_use_mana(state, player, o, a):
                continue
            if a.repeatable and not a.counter_bounded and not a.counter_x:
                if a is not ab:
                    converts |= {t for alt in a.produces for t in alt}
                continue
            # a counter_x one (Calciform Pools) adds, over all its activations, at most one of its
            # alternatives' worth (they share the counters): counted like a once-per-object one
            # 118.3: one removing counters adds its mana once per activation the counters allow
            times = a.counter_activations(o.counters) if a.counter_bounded else 1
            for alt in a.produces:
                n = amount_multiplier(a, o, state, player, alt) * times
                made = Counter({t: alt.count(t) * n for t in alt})
                best = Counter({t: max(best[t], made[t]) for t in set(best) | set(made)})
                best["all"] = max(best["all"], len(alt) * n)
        total.update(best)
    bound = (total["all"] + len(me.mana_pool)) // max(1, units)
    for sym in ab.mana_cost.symbols:
        if sym.is_plain_generic or len(sym.colors) != 1 or sym.generic is not None:
            continue
        (t,) = tuple(sym.colors)
        need = sum(1 for s2 in ab.mana_cost.symbols if s2.colors == sym.colors and not s2.is_plain_generic)
        if t not in converts:
            bound = min(bound, total[t] // need)
    return max(0, bound)


def _once_per_object(b: Builder, mana: ManaVars, objects: Objects) -> None:
    """One mana activation per object: the abilities here all tap or sacrifice it (118.3);
    identical costed objects activate lower ids first (symmetry breaking)."""
    m = b.m
    for c in objects.bf:
        acts = [g.count for g in mana.groups if g.cls is c and g.instance is None]
        if acts:
            m.add(sum(acts) <= c.n)
        for oi in range(c.n):
            per_obj = [g.count for g in mana.groups if g.cls is c and g.object == oi and g.instance is None]
            if len(per_obj) > 1:
                m.add_at_most_one(per_obj)
    for c in objects.bf:
        once = [g for g in mana.costed if g.cls is c and g.instance is None]
        objs = sorted({g.object for g in once if g.object is not None})
        for a, bb in itertools.pairwise(objs):
            ua = sum(g.count for g in once if g.object == a)
            ub = sum(g.count for g in once if g.object == bb)
            m.add(ua >= ub)


def _drum(b: Builder, mana: ManaVars, objects: Objects, drum_taps: dict[ObjectFilter, list[LinearExpr]]) -> None:
    """Permanents tapped by Springleaf Drum's cost (any untapped creature you control, 118.3), or
    of another kind (mana14: Gene Pollinator's any permanent, ``ManaAbility.tap_filter``): for
    each kind, as many untapped permanents of it as its activations tap; each object is tapped
    once in all (``tap_uses``: {T}, another drum, convoke)."""
    for ki, (kind, demand) in enumerate(drum_taps.items()):
        free = []
        for c in objects.bf:
            if not c.sample.tapped and filter_matches(kind, c.sample, b.player):
                v = b.m.new_int_var(0, c.n, f"drum_tap:{c.ids[0]}:{ki}")
                mana.drum_taps[kind, c.index] = v
                mana.tap_uses[c.index].append(v)
                free.append(v)
        b.m.add(sum(free) == sum(demand))


def _costed_flows(b: Builder, mana: ManaVars) -> None:
    """Mana flowing into costed activations, ranked: only from earlier activations (605.3a);
    what each makes goes to later costed ones or joins the final pool."""
    m = b.m
    n_costed = len(mana.costed)
    for gi, g in enumerate(mana.costed):
        g.rank = m.new_int_var(0, max(0, n_costed - 1), f"rank:{gi}")
    _counts_at_rank(b, mana)
    for gi, g in enumerate(mana.costed):
        cost_syms = g.ab.mana_cost.symbols
        # units of each kind paying this activation's cost (106.6: mana its restriction lets pay this ability);
        # {5} is five units (Crystal Quarry's {5}, 107.4b), not one symbol's worth
        units = _cost_units(cost_syms)
        for k in range(len(b.kinds)):
            if may_pay_ability(b.kinds[k], g.cls.sample, g.ab):
                g.inflow[k] = m.new_int_var(0, units, f"inflow:{gi}:{k}")
        _pay_ability_cost(b, g, cost_syms)
        for hj, h in enumerate(mana.costed):
            if hj == gi or (h.cls is g.cls and (h.instance is None) == (g.instance is None)
                            and (h.object == g.object or (h.instance is not None and not h.ab.counter_x))):
                # not its own mana; repeatable ones of a class don't feed each other, except a
                # counter_x one of another object (its counters are its own: two Calciform Pools,
                # one paying the other's {1}); one object's own chain only wastes counters
                continue
            for k, n in h.produced.items():
                if k in g.inflow:
                    f = m.new_int_var(0, n, f"flow:{hj}->{gi}:{k}")
                    used = m.new_bool_var(f"flowuse:{hj}->{gi}:{k}")
                    m.add(f == 0).only_enforce_if(used.negated())
                    assert h.rank is not None and g.rank is not None
                    m.add(h.rank + 1 <= g.rank).only_enforce_if(used)  # 605.3a: made before it is spent
                    g.from_costed.setdefault(hj, {})[k] = f
    for hj, h in enumerate(mana.costed):
        outs: dict[int, IntVar] = {}
        for k, n in h.produced.items():
            to_costed = [g.from_costed[hj][k] for g in mana.costed if hj in g.from_costed and k in g.from_costed[hj]]
            rest = m.new_int_var(0, n, f"costed_rest:{hj}:{k}")
            made = h.made.get(k, n * h.count)
            m.add(sum(to_costed) + rest == made)  # 106.4: what it adds is in the pool until spent
            outs[k] = rest
        mana.costed_out.append(outs)
    # early mana (pool + costless abilities) that pays costed abilities
    for gi, g in enumerate(mana.costed):
        for k, v in g.inflow.items():
            from_costed = [h_from[k] for h_from in g.from_costed.values() if k in h_from]
            early = m.new_int_var(0, _cost_units(g.ab.mana_cost.symbols), f"early:{gi}:{k}")
            m.add(v == early + sum(from_costed))  # 601.2g: its cost, paid from the pool
            g.from_early[k] = early


def _counts_at_rank(b: Builder, mana: ManaVars) -> None:
    """605.3a: a "for each" activation (Uthros's "{U}, {T}: Add {U} for each artifact you
    control", Tolarian Academy's costless one) counts as it resolves, so a counted object sacrificed for mana before it (a
    Treasure) no longer counts. With ranks (their order; equal ranks: the sacrifice after), it
    adds its alternative times (start count - the weight of the counted objects sacrificed at a
    lower rank); every legal order is some ranking, so this is exact. The sacrifices such a
    count reads are ranked (``counts_sacrificer``)."""
    m = b.m
    for gi, g in enumerate(mana.costed):
        if g.ab.per not in COUNTS_OBJECTS or g.object is None or g.rank is None:
            continue
        alt = g.ab.produces[g.alt]
        start = amount_multiplier(g.ab, g.cls.sample, b.state, b.player, alt)
        lost: list[LinearExpr] = []
        for si, s in enumerate(mana.costed):
            w = counted_weight(g.ab, s.cls.sample, b.player, alt) if s.ab.sacrifice_self else 0
            if not w or s.cls is g.cls or s.rank is None:
                continue
            first = m.new_bool_var(f"counted_first:{si}->{gi}")  # s made, g made, s ranked lower
            m.add(s.rank + 1 <= g.rank).only_enforce_if(first)
            m.add_implication(first, s.count)
            m.add_implication(first, g.count)
            lower = m.new_bool_var(f"lower:{si}->{gi}")
            m.add(s.rank + 1 <= g.rank).only_enforce_if(lower)
            m.add(s.rank >= g.rank).only_enforce_if(lower.negated())
            m.add_bool_or([first, lower.negated(), s.count.negated(), g.count.negated()])
            lost.append(w * first)
        if lost:
            for k, n in g.produced.items():
                per_unit = n // start  # produced holds the units of one activation at the start count
                g.made[k] = per_unit * (start * g.count - sum(lost))


def _before_sacrifice(b: Builder, mana: ManaVars) -> None:
    """602.2, 605.3a: an ability whose cost sacrifices its source comes after every other
    activation by that object (a sacrificed permanent's abilities can't be activated). Such
    objects are singleton classes (``objects.sacrifice_ordered``): all of them is its object's."""
    for si, s in enumerate(mana.costed):
        if not s.ab.sacrifice_self or not sacrifice_ordered(s.cls.sample):
            continue
        for hi, h in enumerate(mana.costed):
            if h.cls is s.cls and hi != si and not h.ab.sacrifice_self:
                both = b.m.new_bool_var(f"before:{hi}->{si}")
                b.m.add_bool_and([h.count, s.count]).only_enforce_if(both)
                b.m.add_bool_or([h.count.negated(), s.count.negated(), both])
                assert h.rank is not None and s.rank is not None
                b.m.add(h.rank + 1 <= s.rank).only_enforce_if(both)
                mana.before.append((hi, si))


def _same_sacrificers(b: Builder, objects: Objects) -> dict[Any, list[ObjClass]]:
    """The player's identical objects split into singleton classes by ``objects.sacrifice_ordered``,
    grouped by what tells them apart (nothing), in id order."""
    same: dict[Any, list[ObjClass]] = {}
    for c in objects.bf:
        if c.sample.controller == b.player and sacrifice_ordered(c.sample):
            same.setdefault(c.sample.symmetry_key(), []).append(c)
    return same


def _has_repeatable(c: ObjClass) -> bool:
    """A repeatable mana ability not bounded by its object's own counters (118.3: each object
    removes its own, so those stay per object)."""
    o = c.sample
    return any(ab.repeatable and not ab.counter_bounded and not ab.counter_x and ab.zone == o.zone
               for ab in o.card.mana_abilities)


def _identical_sacrificers(b: Builder, mana: ManaVars, same: dict[Any, list[ObjClass]]) -> None:
    """Symmetry breaking over identical objects split by ``objects.sacrifice_ordered``: any
    solution relabelled is one (nothing tells them apart), so in id order each sacrifices itself
    for mana no less often than the next, and with the same, activates its ranked abilities no
    less often (lexicographic).

    When they have a repeatable mana ability (Test Elf's "{1}: Add {R} or {W}." next to "{T},
    Sacrifice ~: Add {B}{B}{B}."), only the last of them gets its activations (``add``: the
    others' instances fed each other's, R to W and back, an explosion of equal payments). That
    loses no option: in any legal order, relabel so that the last object is one never
    sacrificed, or else the one sacrificed last; every activation of the ability, by whichever
    object, came before its own object's sacrifice (605.3a, 602.2), so before the last one's,
    and the last one can make it instead (the ability taps nothing, 605.1a; the option sees
    which objects were tapped and sacrificed and the mana spent, not which made a repeatable
    activation). The order "sacrificed no less often than the next" still holds for the
    relabelled objects; the tie-break on ranked activations is kept among the others only."""
    for cs in same.values():
        host = _has_repeatable(cs[0])
        for i, (c1, c2) in enumerate(itertools.pairwise(cs)):
            s1, s2 = (sum(g.count for g in mana.costed if g.cls is c and g.ab.sacrifice_self) for c in (c1, c2))
            r1, r2 = (sum(g.count for g in mana.costed if g.cls is c and not g.ab.sacrifice_self) for c in (c1, c2))
            b.m.add(s1 >= s2)
            if host and i == len(cs) - 2:
                continue  # c2 hosts the repeatable activations: no tie-break with it
            tie = b.m.new_bool_var("")
            b.m.add(s1 == s2).only_enforce_if(tie)
            b.m.add(s1 != s2).only_enforce_if(tie.negated())
            b.m.add(r1 >= r2).only_enforce_if(tie)


def _pay_ability_cost(b: Builder, g: ManaGroup, syms: tuple[ManaSymbol, ...]) -> None:
    """The mana cost of a mana ability (Signet {1}, filter land {W/B}), paid from the pool
    with unrestricted mana (106.6)."""
    m = b.m
    assign: dict[tuple[int, int], Any] = {}
    for si, s in enumerate(syms):
        parts = []
        for k in g.inflow:
            t = b.kinds[k].type
            if s.is_plain_generic or t in s.colors or (s.generic is not None):
                amount = (s.generic or 0) if s.is_plain_generic else 1
                v = m.new_int_var(0, amount, f"abpay:{id(g)}:{si}:{k}")
                assign[si, k] = v
                parts.append(v)
        need = (s.generic or 0) if s.is_plain_generic else 1
        m.add(sum(parts) == need * g.count)
    for k, v in g.inflow.items():
        m.add(v == sum(a for (si, kk), a in assign.items() if kk == k))


def no_idle(b: Builder, mana: ManaVars, spend: dict[tuple[int, str], IntVar]) -> None:
    """docs/cli.md: every activation contributes at least one mana to the payment, directly or by
    paying the cost of another activation that does. Spent mana is fungible within a kind;
    mana flowing between costed activations is tracked per activation (ranked, acyclic)."""
    m = b.m
    nk = len(b.kinds)
    spent: dict[int, list[Any]] = {k: [] for k in range(nk)}
    for (k, _), v in spend.items():
        spent[k].append(v)
    early_to_costed: dict[int, list[Any]] = {k: [] for k in range(nk)}
    for g in mana.costed:
        for k, v in g.from_early.items():
            early_to_costed[k].append(v)
    credit_spent: dict[int, list[Any]] = {k: [] for k in range(nk)}
    credit_early: dict[int, list[Any]] = {k: [] for k in range(nk)}
    costed_index = {id(g): i for i, g in enumerate(mana.costed)}
    for gi, g in enumerate(mana.groups):
        terms = []
        cap = g.cls.n if g.object is None else 1
        for k, n in g.produced.items():
            y = m.new_int_var(0, n * cap, f"credit:{gi}:{k}")
            g.credit_spent[k] = y
            m.add(y <= g.made.get(k, n * g.count))
            credit_spent[k].append(y)
            terms.append(y)
            if g.object is None:
                e = m.new_int_var(0, n * cap, f"credit_early:{gi}:{k}")
                g.credit_early[k] = e
                m.add(e <= n * g.count)
                credit_early[k].append(e)
                terms.append(e)
        if g.object is not None:
            hj = costed_index[id(g)]
            terms += [h.from_costed[hj][k] for h in mana.costed if hj in h.from_costed for k in h.from_costed[hj]]
        m.add(sum(terms) >= g.count)
    for k in range(nk):
        if credit_spent[k]:
            m.add(sum(credit_spent[k]) <= sum(spent[k]))
        if credit_early[k]:
            m.add(sum(credit_early[k]) <= sum(early_to_costed[k]))


def _cost_units(symbols: tuple[ManaSymbol, ...]) -> int:
    """How many units of mana pay a mana ability's cost: a generic {N} takes N (107.4b), any
    other symbol one (as :func:`_pay_ability_cost` pays them)."""
    return sum((s.generic or 0) if s.is_plain_generic else 1 for s in symbols)
