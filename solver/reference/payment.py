"""601.2h: paying the total cost — the non-mana parts (tap, sacrifice, discard, exile, life:
118.3, 119.4), convoke (702.51a), improvise (702.126a), delve (702.66a), the source's own
{T}/{Q}/sacrifice (602.2b), and the mana spent from the pool (106.6 spending restrictions),
every way; the outcome of each (what was tapped, sacrificed, exiled, discarded, the mana left).

601.2h pays costs "in any order": tapping comes before sacrificing (a tapped permanent may
still be sacrificed), sacrifices and discards before exiling from the graveyard (a card put
there by one cost may be exiled by another)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import CostPart, ManaAbility
from castable.model.landtypes import paying_as, white_as_any
from castable.model.plan import Activation, spent_matters
from castable.model.rules import crew_power, reaches_graveyard
from castable.model.state import GameObject, GameState, Player, filter_matches
from castable.solver.reference.mana_abilities import (
    Unit,
    Use,
    cost_size,
    damage_of,
    drum_choices,
    each_used,
    extra_uses,
    floating_units,
    life_fits,
    life_of,
    perfect_match,
    remove,
    repeat_bound,
    sequences,
    spend_ok,
    sub_multisets,
    uses_of,
)
from castable.solver.reference.timing import Subject
from castable.solver.reference.total_cost import SymKey, TotalCost

CostObjects = tuple[tuple[str, ...], ...]
Roles = dict[str, tuple[Any, ...]]
TAP_PARTS = ("tap_untapped", "tap_power")
GRAVEYARD_PARTS = ("exile_from_graveyard", "collect_evidence")


@dataclass(frozen=True)
class Paid:
    """One way to pay: the plan's 601.2g-h fields and its outcome."""

    activations: tuple[Activation, ...]
    spent: tuple[tuple[str, str | None], ...]
    convoked: tuple[str, ...]
    improvised: tuple[str, ...]
    delved: tuple[str, ...]
    tapped: tuple[str, ...]
    sacrificed: tuple[str, ...]
    exiled: tuple[str, ...]
    discarded: tuple[str, ...]
    untapped: tuple[str, ...]
    mana_pool: tuple[tuple[str, str | None], ...]
    #: returned to their owner's hand by the cost (ninjutsu 702.49a, sneak)
    returned: tuple[str, ...] = ()
    #: tapped for a waterbend cost (701.67), {1} each
    waterbent: tuple[str, ...] = ()


def total_slots(tc: TotalCost) -> list[SymKey | str]:
    return [*tc.symbols, *(["generic"] * tc.generic)]


# ----- symmetry: objects nothing tells apart, in the same roles --------------------------------
def kind_of(o: GameObject, roles: Roles) -> tuple[Any, ...]:
    return (repr(o.symmetry_key()), roles.get(o.id, ()))


def groups_of(objs: Iterable[GameObject], roles: Roles) -> list[list[GameObject]]:
    out: dict[Any, list[GameObject]] = {}
    for o in objs:
        out.setdefault(kind_of(o, roles), []).append(o)
    return list(out.values())


def with_role(roles: Roles, ids: Iterable[str], role: Any) -> Roles:
    out = dict(roles)
    for i in ids:
        out[i] = (*out.get(i, ()), role)
    return out


def subsets(objs: list[GameObject], size: int | None, roles: Roles) -> Iterator[tuple[str, ...]]:
    """Sets of ``objs`` of ``size`` (any size if None), up to swapping objects of one kind."""
    groups = groups_of(objs, roles)
    for counts in itertools.product(*[range(len(g) + 1) for g in groups]):
        if size is None or sum(counts) == size:
            yield tuple(o.id for g, c in zip(groups, counts, strict=True) for o in g[:c])


# ----- 601.2h: which objects pay the non-mana parts ---------------------------------------------
def cost_object_choices(state: GameState, s: Subject, me: Player, parts: tuple[CostPart, ...]) -> Iterator[CostObjects]:
    """Every choice of objects for each non-mana part (the plan's ``cost_objects``); whether
    they can all be paid together is decided with the rest of the payment."""
    roles: Roles = {s.obj.id: ("source",)}
    by_id = {o.id: o for o in state.objects()}

    def rec(i: int, roles: Roles) -> Iterator[CostObjects]:
        if i == len(parts):
            yield ()
            return
        part = parts[i]
        cands = [o for o in _part_candidates(state, s, me, parts, part)
                 if filter_matches(part.filter, o, s.player) and not (part.another and o.id == s.obj.id)]
        if part.action == "pay_life":
            chosen: Iterable[tuple[str, ...]] = [()]
        elif part.action == "collect_evidence":  # 701.59a: total mana value N or more
            chosen = [c for c in subsets(cands, None, roles) if sum(by_id[x].mana_value for x in c) >= part.amount]
        elif part.action == "tap_power":  # 702.122a crew: total power N or more
            chosen = [c for c in subsets(cands, None, roles) if sum(crew_power(by_id[x]) for x in c) >= part.amount]
        elif part.action == "blight":  # N -1/-1 counters on one creature you control
            chosen = subsets(cands, 1, roles)
        else:
            chosen = subsets(cands, part.amount, roles)
        for c in chosen:
            for rest in rec(i + 1, with_role(roles, c, ("part", i))):
                yield (c, *rest)

    yield from rec(0, roles)


def _part_candidates(state: GameState, s: Subject, me: Player, parts: tuple[CostPart, ...],
                     part: CostPart) -> list[GameObject]:
    hand = [o for o in me.hand if o.id != s.obj.id]
    if part.action in ("sacrifice", "return_unblocked", "return_to_hand"):
        return list(me.battlefield)
    if part.action == "blight":  # 601.2h: a creature you control, tapped or not
        return [o for o in me.battlefield if o.is_a("Creature")]
    if part.action == "tap_untapped":
        return [o for o in me.battlefield if not o.tapped]
    if part.action == "tap_power":  # other untapped creatures (summoning sickness doesn't matter)
        return [o for o in me.battlefield if not o.tapped and o.is_a("Creature") and o.id != s.obj.id]
    if part.action in ("discard", "exile_from_hand", "reveal"):
        return hand
    if part.action in ("behold", "behold_exile"):  # a permanent you control, or a card revealed from your hand
        return list(me.battlefield) + hand
    if part.action == "exile_yours":  # a permanent you control, exiled
        return list(me.battlefield)
    if part.action == "pay_life":
        return []
    # exile from the graveyard: cards there now, or put there by another cost of this payment
    sacrificing = any(p.action == "sacrifice" for p in parts)
    dying = [o for o in me.battlefield if o.owner == me.name and reaches_graveyard(state, o, "battlefield")
             and (sacrificing or (o.id == s.obj.id and s.own_sacrifice)
                  or any(a.sacrifice_self for a in o.card.mana_abilities))]
    discarded = [o for o in hand if reaches_graveyard(state, o, "hand")] \
        if any(p.action == "discard" for p in parts) else []
    return [o for o in me.graveyard if not o.token and o.id != s.obj.id] + dying + discarded


# ----- the payment ------------------------------------------------------------------------------
@dataclass
class Ctx:
    """What a payment of one subject needs, computed once."""

    state: GameState
    s: Subject
    me: Player
    #: the most mana the player could bring (prunes: nothing needs more uses than this)
    upper: int
    floating: tuple[Unit, ...] = field(init=False)
    abilities: dict[str, tuple[ManaAbility, ...]] = field(init=False)
    #: (parts, cost objects) -> (the largest load it holds, every use of the permanents with
    #: its mana abilities run and the non-mana parts paid): the same for every total cost
    prepared: dict[Any, tuple[int, list[Prepared]]] = field(default_factory=dict)

    by_id: dict[str, GameObject] = field(init=False)
    bf: dict[str, GameObject] = field(init=False)
    tapped: frozenset[str] = field(init=False)

    def __post_init__(self) -> None:
        self.floating = tuple(floating_units(self.state, self.me))
        self.abilities = {o.id: o.card.mana_abilities for o in self.state.objects()}
        self.by_id = {o.id: o for o in self.state.objects()}
        self.bf = {o.id: o for o in self.state.battlefield()}
        self.tapped = frozenset(o.id for o in self.state.battlefield() if o.tapped)

    @property
    def spent_matters(self) -> bool:
        """Does the spell's own text look at the mana spent to cast it (adamant, converge)?"""
        return self.s.ability is None and spent_matters(self.s.card)

    def may_spend(self, u: Unit) -> bool:
        """106.6: restricted mana pays only what its restriction allows: the spell as cast, or
        an ability of its source."""
        s = self.s
        if s.ability is not None and s.source is not None:
            return spend_ok(u, s.source, s.card.mana_cost, True, equip=s.full is not None and s.full.equip)
        card = s.card
        if card.no_mana_spent:  # Hogaak: "You can't spend mana to cast this spell"
            return False
        if card.mana_only_from is not None:  # Myr Superion: "Spend only mana produced by creatures"
            src = self.by_id.get(u.source) if u.source is not None else None
            if src is None or not filter_matches(card.mana_only_from, src, src.controller):
                return False
        commander = s.obj.id in self.state.player(s.player).commanders  # 903.3: "only to cast your commander"
        return spend_ok(u, s.obj, card.mana_cost, False, commander)


@dataclass
class Prepared:
    """One use of the permanents, its mana abilities activated in one legal order (601.2g)
    and the non-mana parts paid (601.2h): what is left is to spend mana (and delve)."""

    load: int
    acts: tuple[Activation, ...]
    pool: tuple[Unit, ...]
    convoked: tuple[str, ...]
    improvised: tuple[str, ...]
    settled: Settled
    waterbent: tuple[str, ...] = ()


def payments(ctx: Ctx, tc: TotalCost, parts: tuple[CostPart, ...], cost_objects: CostObjects,
             waterbend: int = 0) -> Iterator[Paid]:
    """Every way to pay ``tc`` and ``parts`` with these ``cost_objects``, one per outcome;
    ``waterbend``: the {N} of the waterbend cost paid (701.67: at most N objects tapped for it)."""
    roles: Roles = {ctx.s.obj.id: ("source",)}
    for i, ids in enumerate(cost_objects):
        roles = with_role(roles, ids, ("part", i))
    key = (parts, cost_objects)
    built = ctx.prepared.get(key)
    if built is None or built[0] < tc.mana_count:
        # first for this total's mana count; for a larger one (X), for all there could be
        cap = tc.mana_count if built is None else max(ctx.upper, tc.mana_count)
        built = (cap, [p for assignment, load in _assignments(ctx, cap + _extra_relief(ctx), roles)
                       for p in _prepare(ctx, parts, cost_objects, assignment, load, roles)])
        ctx.prepared[key] = built
    seen: set[Any] = set()
    for p in built[1]:
        if p.load > tc.mana_count or len(p.waterbent) > waterbend:
            continue
        for delved in _delve_choices(ctx, p.settled, tc.generic, roles):
            yield from _spend(ctx, tc, p, delved, seen)


def bends(s: Subject) -> bool:
    """A waterbend cost (701.67) may be paid: the ability's own, or the spell's optional one."""
    if s.ability is not None:
        return s.full is not None and s.full.waterbend > 0
    return any(c.waterbend for c in s.card.optional_costs)


def _extra_relief(ctx: Ctx) -> int:
    """How far repeatable abilities' own costs (605.1a) can lower the load: each activation
    takes its cost and adds one of the mana used at least."""
    return sum(repeat_bound(ctx.state, ctx.me, a) * max(0, cost_size(a.mana_cost) - 1)
               for o in ctx.me.battlefield for a in o.card.mana_abilities if a.repeatable)


def _uses(ctx: Ctx, o: GameObject) -> list[Any]:
    """What one permanent may do for this payment: nothing, one mana ability (it taps or
    sacrifices the permanent: once), convoke or improvise (702.51a, 702.126a: tap it), or a
    mana ability that neither taps, sacrifices nor exiles it (Kozilek's Translator's "Pay 1
    life: Add {C}") and then one of those taps too: 601.2g's activations come before 601.2h's
    tapping, and nothing in either forbids both."""
    s = ctx.s
    own = o.id == s.obj.id and s.ability is not None
    mana: list[Any] = [("mana", idx, alt) for idx, alt in uses_of(o, mine=ctx.me.battlefield, own_tap=own and s.own_tap,
                                                                  own_sacrifice=own and (s.own_sacrifice or s.own_exile))]
    taps: list[str] = []
    if bends(s) and not o.tapped and (o.is_a("Artifact") or o.is_a("Creature")):
        taps.append("waterbend")  # 701.67: tapped to pay {1} of the waterbend cost
    if s.ability is None and not o.tapped:
        if s.keyword("convoke") and o.is_a("Creature"):
            taps.append("convoke")
        if s.keyword("improvise") and o.is_a("Artifact"):
            taps.append("improvise")
    keeps = [u for u in mana if keeps_it(ctx.abilities[o.id][u[1]])]
    both = [(*u, role) for u in keeps for role in taps]
    return [*mana, *((role,) for role in taps), *both, ("none",)]


def keeps_it(ab: ManaAbility) -> bool:
    """The mana ability leaves its permanent untapped and where it is (no {T}, no sacrifice or
    exile of itself), so the permanent may still be tapped for convoke, improvise or waterbend."""
    return not (ab.tap or ab.sacrifice_self or ab.exile_self)


def _role(u: tuple[Any, ...]) -> str:
    """The role of a use in the payment: "mana", "convoke", ..., a mana use's tap role when it
    has one (:func:`_uses`)."""
    return str(u[3]) if u[0] == "mana" and len(u) > 3 else str(u[0])


def _load(ctx: Ctx, o: GameObject, use: Any) -> int:
    """docs/cli.md: every activation has some of its mana used, each convoke / improvise pays one:
    together they take at most the mana count plus what the activations' own costs take."""
    if use[0] == "none":
        return 0
    if use[0] == "mana":
        return 1 - cost_size(ctx.abilities[o.id][use[1]].mana_cost) + (1 if len(use) > 3 else 0)
    return 1


def _assignments(ctx: Ctx, need: int, roles: Roles) -> Iterator[tuple[dict[str, tuple[Any, ...]], int]]:
    """One use per permanent of the player, up to swapping identical permanents, with its
    load (:func:`_load`) when it can be at most ``need``."""
    groups = groups_of(ctx.me.battlefield, roles)
    options = [_uses(ctx, g[0]) for g in groups]
    relief = [0] * (len(groups) + 1)
    for gi in range(len(groups) - 1, -1, -1):
        lowest = min(_load(ctx, groups[gi][0], u) for u in options[gi])
        relief[gi] = relief[gi + 1] + min(0, lowest) * len(groups[gi])

    def rec(gi: int, load: int) -> Iterator[tuple[dict[str, tuple[Any, ...]], int]]:
        if load + relief[gi] > need:
            return
        if gi == len(groups):
            yield {}, load
            return
        g, uses = groups[gi], options[gi]
        for combo in itertools.combinations_with_replacement(range(len(uses)), len(g)):
            add = sum(_load(ctx, g[0], uses[k]) for k in combo)
            here = {o.id: uses[k] for o, k in zip(g, combo, strict=True) if uses[k][0] != "none"}
            for rest, total in rec(gi + 1, load + add):
                yield {**here, **rest}, total

    yield from rec(0, 0)


def _prepare(ctx: Ctx, parts: tuple[CostPart, ...], cost_objects: CostObjects, assignment: dict[str, tuple[Any, ...]],
             load: int, roles: Roles) -> Iterator[Prepared]:
    s, me = ctx.s, ctx.me
    mine = {o.id: o for o in me.battlefield}
    uses = [Use(mine[oid], u[1], u[2]) for oid, u in assignment.items() if u[0] == "mana"]
    convoked = tuple(oid for oid, u in assignment.items() if _role(u) == "convoke")
    improvised = tuple(oid for oid, u in assignment.items() if _role(u) == "improvise")
    waterbent = tuple(oid for oid, u in assignment.items() if _role(u) == "waterbend")
    # creatures a Drum may tap: not tapped by another cost of this payment
    busy = {oid for oid, u in assignment.items() if _role(u) != "mana" or ctx.abilities[oid][u[1]].tap}
    busy |= {oid for part, ids in zip(parts, cost_objects, strict=True) if part.action in TAP_PARTS for oid in ids}
    if s.own_tap:
        busy.add(s.obj.id)
    used_roles = dict(roles)
    for oid, u in assignment.items():
        used_roles = with_role(used_roles, [oid], ("use", u))
    for extra in extra_uses(ctx.state, me, s.obj):
        more = load + sum(1 - cost_size(u.ability.mana_cost) for u in extra)
        for drummed in drum_choices(me, uses + extra, busy, lambda c: kind_of(c, used_roles)):
            for acts, pool in sequences(ctx.state, me, drummed, ctx.floating):
                settled = _settle(ctx, parts, cost_objects, acts, convoked, improvised + waterbent)
                if settled is not None:
                    yield Prepared(more, acts, pool, convoked, improvised, settled, waterbent)


@dataclass
class Settled:
    """The non-mana part of a payment: objects tapped (for mana or a cost), sacrificed,
    exiled, discarded, untapped ({Q}); the cards in the graveyard delve may then exile."""

    tapped: list[str]
    sacrificed: list[str]
    exiled: list[str] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)
    untapped: list[str] = field(default_factory=list)
    returned: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)


def _settle(ctx: Ctx, parts: tuple[CostPart, ...], cost_objects: CostObjects, acts: tuple[Activation, ...],
            convoked: tuple[str, ...], improvised: tuple[str, ...]) -> Settled | None:
    """Pay the non-mana parts after the mana abilities (601.2g before 601.2h): None when they
    can't all be paid (118.3: an object tapped or sacrificed can't pay again)."""
    s, me, bf = ctx.s, ctx.me, ctx.bf
    gone = [a.object for a in acts if ctx.abilities[a.object][a.ability].sacrifice_self]
    new = [oid for a in acts for oid in ([a.object] if ctx.abilities[a.object][a.ability].tap else [])
           + list(a.tapped_creatures)]
    out = Settled(list(new), list(gone))
    # 113.6k: a Spirit Guide exiled itself from the hand for mana (601.2g before 601.2h)
    out.exiled += [a.object for a in acts if ctx.abilities[a.object][a.ability].exile_self]
    tapped = set(ctx.tapped) | set(new)

    def tap(oid: str, anyone: bool = False) -> bool:
        o = bf.get(oid)
        if o is None or oid in gone or oid in tapped or (o.controller != s.player and not anyone):
            return False
        tapped.add(oid)
        out.tapped.append(oid)
        return True

    if s.own_tap and not tap(s.obj.id, anyone=True):
        return None
    if s.full is not None and s.full.untap:
        out.untapped.append(s.obj.id)
    tap_ids = [oid for part, ids in zip(parts, cost_objects, strict=True) if part.action in TAP_PARTS for oid in ids]
    if not all(tap(oid) for oid in [*tap_ids, *convoked, *improvised]):
        return None
    if any(oid in gone for part, ids in zip(parts, cost_objects, strict=True) if part.action == "blight" for oid in ids):
        return None  # 601.2g before 601.2h: a creature a mana ability sacrificed can't be blighted
    if any(oid in gone or oid in out.exiled for part, ids in zip(parts, cost_objects, strict=True)
           if part.action in ("reveal", "behold", "behold_exile", "exile_yours") for oid in ids):
        return None  # 601.2g before 601.2h: sacrificed or exiled for mana, it can't be revealed or chosen
    out.exiled += [oid for part, ids in zip(parts, cost_objects, strict=True)
                   if part.action in ("behold_exile", "exile_yours") for oid in ids]  # from the battlefield or the hand
    if not _sacrifice(ctx, parts, cost_objects, bf, gone, out):
        return None
    if not _leave_hand(ctx, parts, cost_objects, out):
        return None
    graveyard = [o.id for o in me.graveyard if not o.token]
    for oid in out.sacrificed + out.discarded:
        o = ctx.by_id.get(oid)
        zone_from = "battlefield" if oid in out.sacrificed else "hand"
        if o is not None and o.owner == s.player and oid not in graveyard and reaches_graveyard(ctx.state, o, zone_from):
            graveyard.append(oid)  # 701.21a / 701.9a: to its owner's graveyard, unless replaced (614.1a)
    if not (s.ability is not None and s.obj.zone == "battlefield"):
        graveyard = [g for g in graveyard if g != s.obj.id]
    if s.own_exile and (s.obj.id in gone or s.obj.id in out.sacrificed):
        return None  # 601.2g before 601.2h: a mana ability sacrificed it, it can't be exiled
    if s.full is not None and s.full.exile_self:
        out.exiled.append(s.obj.id)  # "exile this card from your graveyard"; "exile <this>" (act13a)
    if s.full is not None and s.full.return_self:
        out.returned.append(s.obj.id)  # "return <this> to its owner's hand" (act13a)
    for part, ids in zip(parts, cost_objects, strict=True):
        if part.action in GRAVEYARD_PARTS:
            if any(oid not in graveyard or oid in out.exiled for oid in ids) or len(set(ids)) != len(ids):
                return None
            out.exiled += list(ids)
    out.graveyard = [g for g in graveyard if g not in out.exiled]
    return out


def _sacrifice(ctx: Ctx, parts: tuple[CostPart, ...], cost_objects: CostObjects, bf: dict[str, GameObject],
               gone: list[str], out: Settled) -> bool:
    """701.21a: sacrifice permanents the player controls still on the battlefield, each once."""
    s = ctx.s
    if s.own_sacrifice:
        if s.obj.id in gone:
            return False
        out.sacrificed.append(s.obj.id)
    for part, ids in zip(parts, cost_objects, strict=True):
        if part.action != "sacrifice":
            continue
        for oid in ids:
            o = bf.get(oid)
            if o is None or o.controller != s.player or oid in gone or oid in out.sacrificed:
                return False
            out.sacrificed.append(oid)
    return _return_unblocked(ctx, parts, cost_objects, bf, gone, out)


def _return_unblocked(ctx: Ctx, parts: tuple[CostPart, ...], cost_objects: CostObjects, bf: dict[str, GameObject],
                      gone: list[str], out: Settled) -> bool:
    """702.49a, sneak: return unblocked attackers the player controls (509.1h) to their
    owner's hand, each once, still on the battlefield and not sacrificed; the same for "return
    a land you control to its owner's hand" (``return``, any permanent its filter allows)."""
    for part, ids in zip(parts, cost_objects, strict=True):
        if part.action not in ("return_unblocked", "return_to_hand"):
            continue
        for oid in ids:
            o = bf.get(oid)
            if o is None or not filter_matches(part.filter, o, ctx.s.player) or oid in gone \
                    or oid in out.sacrificed or oid in out.returned:
                return False
            out.returned.append(oid)
    return True


def _leave_hand(ctx: Ctx, parts: tuple[CostPart, ...], cost_objects: CostObjects, out: Settled) -> bool:
    """Discard or exile other cards of the player's hand, each once; "discard this card"
    (cycling, 702.29a) discards the source."""
    s = ctx.s
    hand = {o.id for o in ctx.me.hand} - {s.obj.id} - set(out.exiled)
    if s.full is not None and s.full.discard_self:
        out.discarded.append(s.obj.id)
    for part, ids in zip(parts, cost_objects, strict=True):
        if part.action not in ("discard", "exile_from_hand"):
            continue
        for oid in ids:
            if oid not in hand or oid in out.discarded or oid in out.exiled:
                return False
            (out.discarded if part.action == "discard" else out.exiled).append(oid)
    return True


def _delve_choices(ctx: Ctx, settled: Settled, generic: int, roles: Roles) -> Iterator[tuple[str, ...]]:
    """702.66a: exile any cards from the graveyard, each paying {1} of the generic part."""
    if ctx.s.ability is not None or not ctx.s.keyword("delve"):
        yield ()
        return
    objs = [ctx.by_id[oid] for oid in settled.graveyard]
    for n in range(min(generic, len(objs)) + 1):
        yield from subsets(objs, n, roles)


def life_paid_fits(state: GameState, me: Player, tc: TotalCost, acts: tuple[Activation, ...]) -> bool:
    """119.4: the mana abilities' "Pay N life" and the total cost's life come out of one life
    total; the total cost's life is paid after the pain lands' damage (605.3b, 120.3a)."""
    life = tc.life + life_of(state, acts)
    if not life_fits(life, me):
        return False
    return tc.life <= 0 or life_fits(life + damage_of(state, acts), me)


def _spend(ctx: Ctx, tc: TotalCost, p: Prepared, delved: tuple[str, ...], seen: set[Any]) -> Iterator[Paid]:
    """Every sub-multiset of the pool that, with the tapped and exiled objects, pays the mana
    part of the total cost exactly (601.2h: no partial payment), using some mana of every
    activation whose mana paid no other activation (docs/cli.md: no idle activations)."""
    acts, pool, convoked, improvised, settled = p.acts, p.pool, p.convoked, p.improvised, p.settled
    if not life_paid_fits(ctx.state, ctx.me, tc, acts):
        return  # before outcomes are merged: one reached without life must not hide behind one with it
    k = tc.mana_count - len(convoked) - len(improvised) - len(p.waterbent) - len(delved)
    spendable = tuple(u for u in pool if ctx.may_spend(u))
    if k < 0 or k > len(spendable):
        return
    repeated = Counter(a.object for a in acts)
    left_by_origin = Counter(u.origin for u in pool)
    needy = {a.object for a in acts if left_by_origin[a.object] == len(a.produced) and repeated[a.object] == 1}
    several = [o for o, n in repeated.items() if n > 1]
    colors = {o.id: o.colors for o in ctx.me.battlefield}
    others: list[tuple[str, Any, bool]] = [("convoke", frozenset(colors[c]), False) for c in convoked]
    others += [("generic", None, False)] * (len(improvised) + len(p.waterbent) + len(delved))
    slots = total_slots(tc)
    as_any = white_as_any(ctx.state, ctx.me.name)  # Celestial Dawn: what each type may pay (609.4b)
    for spent in sub_multisets(spendable, k):
        if not needy <= {u.origin for u in spent}:
            continue
        if several and not all(each_used(acts, o, remove(pool, spent)) for o in several):
            continue
        if not perfect_match([("as", paying_as(u.type, as_any), u.snow) for u in spent] + others, slots):
            continue
        left = tuple(sorted((u.plan for u in remove(pool, spent)), key=repr))
        paid = Paid(acts, tuple(u.plan for u in spent), convoked, improvised, delved, tuple(dict.fromkeys(settled.tapped)),
                    tuple(dict.fromkeys(settled.sacrificed)), tuple(dict.fromkeys(settled.exiled + list(delved))),
                    tuple(dict.fromkeys(settled.discarded)), tuple(settled.untapped), left, tuple(settled.returned),
                    p.waterbent)
        key = (tuple(sorted(paid.tapped)), tuple(sorted(paid.sacrificed)), tuple(sorted(paid.exiled)),
               tuple(sorted(paid.discarded)), left, tuple(sorted(convoked)),
               # docs/answers.md: the mana spent is part of the option when the card looks at it
               tuple(sorted(paid.spent, key=repr)) if ctx.spent_matters else ())
        if key not in seen:
            seen.add(key)
            yield paid
