"""A sound relaxation of paying a spell's mana (601.2f-h), decided without any model: for
each set of the total cost's requirements (a color, {C}, generic, {S}), the least the cost
must put into them against the most the player's resources that are usable *now* can pay
them (Hall's condition of a transportation problem).

It is a relaxation, so it only ever proves "no":

- the cost side is a lower bound: X is 0, a Phyrexian symbol is paid with life, a hybrid
  symbol goes to the set only when both its halves are in it, a {2/W} counts once and only
  when both {W} and generic are in the set, modifiers as in :func:`bounds.cheapest_mana`;
  optional and per-target costs, modes and other cost parts are left out (they only add);
- the supply side is an upper bound: each object that can act now (302.6: untapped and not
  summoning sick for {T}; 113.6: from its zone) adds the most any one of its mana
  abilities' alternatives makes of the set's types, mana a spending restriction keeps from
  this spell (106.6) left out, the cost of a costed ability (Signets) ignored; a creature it
  may convoke (702.51a: {1} or one of its colors), an artifact it may improvise (702.126a:
  generic only), a card it may delve (702.66a: generic only) add one; for the whole cost a
  costed ability adds only what it makes beyond its cost. A repeatable ability (Orochi
  Leafcaller) can turn any mana into its types: a set with one of them gets the whole supply.

A cost that can be met has every set covered, so one set short proves "no". Tested against
the full model on random boards (``tests/test_supply.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

from castable.model.cards import ManaAbility
from castable.model.commander import foreign_sources
from castable.model.mana import COLORS, MANA_TYPES
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState
from castable.solver.answer import Reason
from castable.solver.cpsat import binding
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.objects import Paying, paying_cast, pool_restriction, restriction_allows
from castable.solver.precheck.bounds import cost_changes
from castable.solver.precheck.index import SourceIndex, index_of

#: a unit that pays generic mana only (improvise, delve, a colorless creature convoking)
GENERIC_ONLY = "*"
#: the requirements, as ``binding`` names them
REQS = (*MANA_TYPES, "generic", "snow")


@dataclass
class Resource:
    """What one object (or one unit of floating mana) can pay: ``cap[t]`` units of type ``t``
    at most, ``most`` units in all, ``net`` units beyond what its costs take."""

    oid: str | None  # None: floating mana
    cap: Counter[str] = field(default_factory=Counter)
    most: int = 0
    net: int = 0
    converts: frozenset[str] = frozenset()  # types a repeatable ability of it can make
    ids: list[str | None] = field(default_factory=list)  # every resource just like it (``grouped``)

    def toward(self, types: frozenset[str]) -> int:
        """The most one such resource pays into requirements paid by ``types``."""
        return min(self.most, sum(n for t, n in self.cap.items() if t in types))

    def key(self) -> tuple[object, ...]:
        return tuple(sorted(self.cap.items())), self.most, self.net, self.converts


@dataclass
class Cost:
    """The least the total cost needs (module doc): symbols that must be colored, by the
    set of types that pays each; generic after modifiers; the minimum total."""

    fixed: Counter[frozenset[str]]  # accepted requirement names -> symbols
    twobrid: Counter[str]  # {2/c} by color
    generic: int
    increase: int
    reduction: int
    minimum: int


def cost_of(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> Cost | None:
    """The cost side, or None when the relaxation doesn't apply: an alternative cost could
    replace the mana cost (they may be free), or there is no mana cost (118.6 elsewhere)."""
    card = spell.card
    if card.mana_cost is None or card.alternative_costs or spell.zone != "hand":
        return None
    fixed: Counter[frozenset[str]] = Counter()
    twobrid: Counter[str] = Counter()
    generic = 0
    black_life = index_of(state, player, index).black_life  # K'rrik
    for s in card.mana_cost.symbols:
        if s.life or s.is_x or (black_life and "B" in s.colors):  # Phyrexian, K'rrik: life may pay it; X may be 0
            continue
        if s.colors and s.generic is not None:
            for c in s.colors:
                twobrid[c] += 1
        elif s.is_snow:
            fixed[frozenset({"snow"})] += 1
        elif s.colors:
            fixed[frozenset(s.colors)] += 1
        elif s.generic:
            generic += s.generic
    changes = cost_changes(state, player, spell)  # the same bounds as the resource shortcut's
    if changes is None or changes[3]:
        return None  # a colored reduction (Khalni Hydra) may take any pip: not this relaxation
    increase, reduction, minimum, _ = changes
    return Cost(fixed, twobrid, generic, increase, reduction, minimum)


def needed(cost: Cost, reqs: frozenset[str]) -> int:
    """The least the total cost puts into the requirements ``reqs`` (module doc)."""
    n = sum(k for accepted, k in cost.fixed.items() if accepted <= reqs)
    if "generic" not in reqs:
        return n
    tb = sum(k for c, k in cost.twobrid.items() if c in reqs)
    # j of the {2/c} whose color is in the set announced as {2} (601.2b), reductions eating them (118.7a)
    best = min((tb - j) + max(0, cost.generic + 2 * j + cost.increase - cost.reduction) for j in range(tb + 1))
    if reqs >= frozenset(REQS):
        best = max(cost.minimum, n + best) - n
    return n + best


def accepted_types(reqs: frozenset[str]) -> frozenset[str]:
    """The unit types that may pay some requirement of ``reqs`` (107.4, 702.51a, 702.126a)."""
    if "generic" in reqs:
        return frozenset((*MANA_TYPES, GENERIC_ONLY))
    if "snow" in reqs:  # {S}: mana from a snow source (107.4h): any type, as an upper bound
        return frozenset(MANA_TYPES)
    return frozenset(r for r in reqs if r in MANA_TYPES)


def _ability_units(state: GameState, player: str, paying: Paying, o: GameObject, ab: ManaAbility
                   ) -> list[Counter[str]]:
    """What each alternative of ``ab`` adds that may pay for ``paying`` (106.6), by type."""
    out = []
    # 118.3: one removing counters (Pentad Prism) is activated once per activation they allow
    times = ab.counter_activations(o.counters) if ab.counter_bounded else 1
    for alt in ab.produces:
        mult = amount_multiplier(ab, o, state, player, alt) * times
        if mult and restriction_allows(ab.restriction, paying, o):
            out.append(Counter({t: alt.count(t) * mult for t in alt}))
    return out


def _cost_units(ab: ManaAbility) -> int:
    return sum((s.generic or 0) if s.is_plain_generic else 1 for s in ab.mana_cost.symbols)


def _sacrificed(o: GameObject, sacrifices: bool) -> bool:
    """May ``o`` be sacrificed while paying: by a cost part of the spell (``sacrifices``) or by
    one of its own mana abilities it can activate (a Treasure)?"""
    return sacrifices or any(ab.sacrifice_self and ab.zone == o.zone and (not ab.tap or can_tap_for_ability(o))
                             for ab in o.card.mana_abilities)


def resource_of(state: GameState, player: str, spell: GameObject, o: GameObject, sacrifices: bool = True,
                discards: bool = True, paying: Paying | None = None) -> Resource:
    """The most ``o`` can pay for ``spell`` now (module doc); ``sacrifices`` / ``discards``: a
    cost part of the spell may sacrifice permanents / discard cards (then any of them may be
    delved after: 601.2h pays the costs in any order); ``paying``: ``paying_cast`` of the
    spell, when the caller has it (the same for every object)."""
    card = spell.card
    kws = card.keywords
    r = Resource(o.id)
    untapping = 0  # best of the abilities that don't tap it (they add to a tap-for-helper use)
    tapping = tap_net = x_made = x_net = 0  # best {T} ability, best counter_x ability (Calciform Pools)
    converts: set[str] = set()
    abilities = o.card.mana_abilities
    tappable = can_tap_for_ability(o) if abilities else False
    if abilities and paying is None:
        paying = paying_cast(state, player, spell)
    for ab in abilities:
        if ab.zone != o.zone or (ab.tap and not tappable):
            continue  # 113.6, 302.6
        assert paying is not None
        for made in _ability_units(state, player, paying, o, ab):
            # 605.1a: it adds no more than it takes, but turns mana into its types; a counter_x one
            # (Calciform Pools, 107.3) adds, over all its activations, one alternative's worth at most
            if ab.repeatable and not ab.counter_bounded and not ab.counter_x:
                converts |= set(made)
                continue
            for t, n in made.items():
                r.cap[t] = max(r.cap[t], n)
            total = sum(made.values())
            r.most = max(r.most, total)
            r.net = max(r.net, total - _cost_units(ab))
            if not ab.tap:
                untapping = max(untapping, total)
            if ab.tap:
                tapping, tap_net = max(tapping, total), max(tap_net, total - _cost_units(ab))
            if ab.counter_x:
                x_made, x_net = max(x_made, total), max(x_net, total - _cost_units(ab))
    if x_made:
        # 118.3: a counter_x ability (Calciform Pools) doesn't tap it: a {T} ability's mana
        # ({T}: Add {C}) comes too (and may pay the counter_x one's cost)
        r.most, r.net = max(r.most, tapping + x_made), max(r.net, tap_net + x_net)
    r.converts = frozenset(converts)
    helper: set[str] = set()
    if o.zone == "battlefield" and not o.tapped:
        if "Convoke" in kws and o.is_a("Creature"):  # 702.51a
            helper |= {c for c in o.colors if c in COLORS} | {GENERIC_ONLY}
        if "Improvise" in kws and o.is_a("Artifact"):  # 702.126a
            helper.add(GENERIC_ONLY)
    if helper:
        for t in helper:
            r.cap[t] = max(r.cap[t], 1 + untapping)
        # tapping it for a helper excludes its {T} abilities, not the others (118.3)
        r.most, r.net = max(r.most, 1 + untapping), max(r.net, 1 + untapping)
    if "Delve" in kws and not o.token and (o.zone == "graveyard" or (o.zone == "battlefield" and _sacrificed(o, sacrifices))
                                           or (o.zone == "hand" and discards)):
        # 702.66a: a card in the graveyard, or one that gets there while paying (a sacrifice, a discard)
        r.cap[GENERIC_ONLY] += 1
        r.most += 1
        r.net += 1
    r.net = max(0, r.net)
    return r


def resources(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> list[Resource]:
    """Every resource that can pay something, floating mana first, grouped: one
    :class:`Resource` per kind, ``ids`` naming them all (500 lands are a few groups); objects
    alike (``precheck/index.py``) share one :func:`resource_of` call."""
    me = state.player(player)
    groups: dict[tuple[object, ...], Resource] = {}
    paying = paying_cast(state, player, spell)
    for u in me.mana_pool:  # 106.4; 106.6 for mana from a restricted source
        src, restriction, _snow = pool_restriction(state, u.source, u.type)
        if restriction_allows(restriction, paying, src):
            _group(groups, Resource(None, Counter({u.type: 1}), 1, 1))
    card = spell.card
    parts = [*card.additional_costs, *(p for oc in card.optional_costs for p in oc.parts),
             *(p for ac in card.alternative_costs for p in ac.parts),
             *(card.modes.escalate_parts if card.modes is not None else ())]
    sacrifices = any(p.action == "sacrifice" for p in parts)
    discards = any(p.action == "discard" for p in parts)
    of = index_of(state, player, index).group_of
    done: dict[int, Resource | None] = {}  # a group of alike objects -> its resource group
    for o in [*me.battlefield, *me.hand, *me.graveyard]:
        if o.id == spell.id or (o.zone == "battlefield" and o.controller != player):
            continue
        alike = of[id(o)]
        plain = id(alike) if alike.plain else None
        if plain is not None and plain in done:
            group = done[plain]
            if group is not None:
                group.ids.append(o.id)
            continue
        r = resource_of(state, player, spell, o, sacrifices, discards, paying)
        group = _group(groups, r) if r.most or r.converts else None
        if plain is not None:
            done[plain] = group
    return list(groups.values())


def _group(groups: dict[tuple[object, ...], Resource], r: Resource) -> Resource:
    group = groups.setdefault(r.key(), r)
    group.ids.append(r.oid)
    return group


def supply(res: Iterable[Resource], reqs: frozenset[str], *, whole: bool) -> int:
    """The most ``res`` can pay into ``reqs``. For the whole cost, or when a repeatable
    ability can turn other mana into a type the set takes, that is at most all the mana
    spent: what each resource makes beyond its cost (every unit spent was made by one)."""
    res = list(res)
    types = accepted_types(reqs)
    spent = sum(r.net * len(r.ids) for r in res)
    if any(r.converts & types for r in res):
        return spent
    gross = sum(r.toward(types) * len(r.ids) for r in res)
    return min(gross, spent) if whole else gross


@dataclass
class Shortage:
    """A requirement set the resources can't cover: the least needed, the most available,
    and the resources that can pay into it."""

    reqs: tuple[str, ...]
    needed: int
    available: int
    sources: list[str]
    floating: bool
    binding: bool = True  # False: short in every announcement, but on different sets


def shortages(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> list[Shortage] | None:
    """None when the relaxation doesn't apply; else the requirement sets it proves short
    (empty: it proves nothing). Singles first (colors before generic, as ``binding``), then
    larger sets, smallest first, when no single one is short."""
    idx = index_of(state, player, index)
    cost = cost_of(state, player, spell, idx)
    if cost is None or _restricted_mana_may_pay_abilities(state, player, idx) or foreign_sources(state, player):
        return None  # 602.2: another player's Mana Cache is the full model's
    if idx.white_pays_any:  # Celestial Dawn: mana paying other types (609.4b): the full model
        return None
    used = {r for accepted in cost.fixed for r in accepted}
    used |= set(cost.twobrid)
    if cost.generic or cost.twobrid or cost.increase or cost.minimum:
        used.add("generic")
    order = [r for r in (*COLORS, "C", "snow", "generic") if r in used]
    res = resources(state, player, spell, idx)
    found = _smallest_short(cost, res, order)
    if found or not cost.twobrid:
        return found
    # each way to announce the {2/c} (601.2b) short on some set of its own: no set is short
    # in all of them, so the reason names no binding requirement
    variants = _variants(cost)
    if len(variants) > MAX_VARIANTS or not all(_smallest_short(v, res, order) for v in variants):
        return []
    types = accepted_types(frozenset(order))
    paying = [i for r in res if r.toward(types) or r.converts & types for i in r.ids]
    return [Shortage(tuple(order), 0, 0, [i for i in paying if i is not None], None in paying, binding=False)]


def _restricted_mana_may_pay_abilities(state: GameState, player: str, index: SourceIndex | None = None) -> bool:
    """Mana the spell itself may not take can still pay a costed mana ability whose mana it
    may (106.6 "only to activate abilities" through a filter, 605.1a): the supply of a set
    would then not be the sum this relaxation counts, so it doesn't apply. (Alike objects
    have one card: one of each group is read.)"""
    me = state.player(player)
    idx = index_of(state, player, index)
    sources = [g.rep for g in (*idx.battlefield, *idx.hand)]
    restricted = any(a.restriction for o in sources for a in o.card.mana_abilities)
    restricted = restricted or any(u.source is not None for u in me.mana_pool)
    costed = any(a.mana_cost.symbols for o in sources for a in o.card.mana_abilities)
    return restricted and costed


#: at most this many ways to announce the {2/c} symbols are tried
MAX_VARIANTS = 64


def _variants(cost: Cost) -> list[Cost]:
    """The cost for each way to announce its {2/c} symbols: j of those of color c as {2}."""
    out = [Cost(Counter(cost.fixed), Counter(), cost.generic, cost.increase, cost.reduction, cost.minimum)]
    for c, k in cost.twobrid.items():
        grown = []
        for v in out:
            for j in range(k + 1):
                fixed = Counter(v.fixed)
                fixed[frozenset({c})] += k - j
                grown.append(Cost(fixed, Counter(), v.generic + 2 * j, v.increase, v.reduction, v.minimum))
        out = grown
        if len(out) > MAX_VARIANTS:
            break
    return out


def _smallest_short(cost: Cost, res: list[Resource], order: list[str]) -> list[Shortage]:
    found: list[Shortage] = []
    for size in range(1, len(order) + 1):
        for combo in combinations(order, size):
            s = _short(cost, res, combo, whole=size == len(order))
            if s is not None:
                found.append(s)
        if found:
            return found
    return found


def _short(cost: Cost, res: list[Resource], combo: tuple[str, ...], *, whole: bool) -> Shortage | None:
    reqs = frozenset(combo)
    # the whole cost: every requirement, so that the minimum total applies (601.2f)
    need = needed(cost, frozenset(REQS) if whole else reqs)
    if need == 0:
        return None
    have = supply(res, reqs, whole=whole)
    if have >= need:
        return None
    types = accepted_types(reqs)
    paying = [i for r in res if r.toward(types) or r.converts & types for i in r.ids]
    return Shortage(combo, need, have, [i for i in paying if i is not None], None in paying)


def supply_reasons(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> list[Reason]:
    """The reasons of a "no" this relaxation proves (empty: it proves nothing), each naming
    its binding requirement as ``binding`` does for the full model's."""
    found = shortages(state, player, spell, index)
    if not found:
        return []
    me = state.player(player)
    order = {o.id: i for i, o in enumerate([*me.battlefield, *me.hand, *me.graveyard])}
    cost = spell.card.mana_cost
    need = str(cost) if cost is not None and cost.symbols else "the total cost"
    out = []
    for s in found:
        allowed = sorted(dict.fromkeys(s.sources), key=lambda i: order.get(i, len(order)))
        if not s.binding:  # as explain words a core no bound shows short on its own
            out.append(Reason("601.2h", f"needs {need}: its {binding.label(s.reqs)} can't all be paid at once",
                              tuple(allowed)))
            continue
        excl = binding.excluded_objects(me, spell.card, spell.id, paying_cast(state, player, spell), s.reqs, allowed)
        short = binding.Short(s.reqs, s.needed, s.available, allowed, excl, s.floating)
        out.append(binding.shortage_reason(state, spell.name, need, short))
    return out
