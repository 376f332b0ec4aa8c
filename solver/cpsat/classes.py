"""Payment classes without CP-SAT (issue 11): a pure-Python enumerator for the common boards.

:mod:`castable.solver.cpsat.factored` lists options as cost tuples x payment classes x target
choices, finding the cost tuples and each cost's payment classes with CP-SAT solves (tens of
milliseconds each). On a board whose mana comes only from costless single-unit sources (lands
and rocks with "{T}: Add {C}" or "{T}: Add one mana of any color", 605.1a) both are small
combinatorial problems, solved here directly (with Treasures, convoke, improvise, delve):

- a *cost tuple* is the announcement (601.2b: modes, X) and each slot's number of targets
  (601.2c); its total cost (601.2f) is the printed mana cost with X, plus the escalate cost
  once per mode beyond the first (702.120a); it exists when some payment class of that cost
  has a target choice (``Factored.target_count``);
- a *payment class* (its option key without targets, docs/answers.md "Distinct options") is
  how many objects of each class of identical sources are tapped, and the life paid. Every
  unit made is spent (docs/cli.md: no idle activation), so the units made equal the cost's
  mana; a choice of tapped counts pays when the colored symbols can be matched to the units
  (Hall's condition over the sets of colors the symbols accept, 107.4), for some way of
  paying each Phyrexian symbol with 2 life (107.4f, at most the life total: 119.4) and each
  {2/W} with {2} (107.4e).

Counting multiplies: per payment class, the target choices joined with it.

:func:`declines` is the guard: it names the first thing on the board this module does not
model (then the caller runs the CP-SAT path). It holds only for a spell cast from the hand
by its mana cost (X, hybrid, {2/W} and Phyrexian symbols included) with: no alternative,
optional, additional or target-dependent costs; no entwine, spree, repeatable or non-mana
escalate modes; no X-count target slot and no slot switched on by a cost; no cost modifier,
commander tax or self-reduction; no {S} symbol; no floating mana; and every mana ability of
the caster's objects that can be activated now (113.6 its zone, 302.6 {T}) of the form
"[{T}, ][Sacrifice this: ]Add one unit" from the battlefield, without a mana cost (Signets,
filter lands decline), restriction, condition (602.5) or multiplier. Convoke, improvise and
delve are modelled (unit groups of :func:`_sources`); an object with two ways to pay whose
colors don't nest declines too. Everything else keeps the CP-SAT enumeration.
"""

from __future__ import annotations

import itertools
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from castable.model.landtypes import white_as_any
from castable.model.mana import COLORS, MANA_TYPES, ManaSymbol
from castable.model.plan import Activation, Plan
from castable.model.rules import applicable_modifiers, black_paid_with_life, can_tap_for_ability
from castable.model.state import GameObject
from castable.solver.cpsat.extract import _hybrid_order, choosers_of
from castable.solver.cpsat.factored import Factored, _Cost, _PayClass
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import id_order


@dataclass
class _Source:
    """One way a class of identical objects pays one unit each (a *unit group*): its role
    (``mana``: a costless activation, 605.1a; ``convoke`` 702.51a; ``improvise`` 702.126a;
    ``delve`` 702.66a), what ``option_key`` sees of an object used so (``label``), the colors
    a unit may pay beyond generic, and for mana the (ability, alt) making each type."""

    cls: int
    ids: list[str]
    role: str
    label: tuple[str, ...]
    colors: frozenset[str]
    makes: dict[str, tuple[int, int]]


def declines(cm: CastModel) -> str | None:
    """Why this module can't enumerate ``cm``'s payment classes exactly (None: it can)."""
    card, ann = cm.card, cm.announcement
    if cm.for_pools or cm.ability is not None or cm.spell.zone != "hand" or card.mana_cost is None:
        return "not a spell cast from the hand by its mana cost"
    if card.alternative_costs or card.optional_costs or card.additional_costs or card.target_costs:
        return "alternative, optional, additional or target-dependent costs"
    if card.self_reductions or card.per_extra_target or ann.entwine is not None:
        return "self-reductions, per-target costs or entwine"
    if card.modes is not None and (card.modes.repeatable or card.modes.spree or card.modes.escalate_parts):
        return "repeatable, spree or non-mana escalate modes"
    if any(sl.slot.x_count or (sl.mode is None and not isinstance(sl.active, int)) for sl in cm.targets.slots):
        return "X target slots or slots active by a choice other than a mode"
    if cm.total.targeting_modifiers:
        return "targeting modifiers"
    if applicable_modifiers(cm.state.battlefield(), card, cm.player, ability=False, active=cm.state.active_player):
        return "cost modifiers"
    if cm.me.mana_pool or cm.mana.costed or any(cm.mana.hand_exile.values()):
        return "floating mana or costed or hand mana abilities"
    if any(s.is_snow for s in _printed(cm)):
        return "snow symbols"
    if card.mana_only_from is not None or card.no_mana_spent or card.spent_matters:
        return "the spell's own rule on the mana spent (106.6) or mana spent in its options"
    if black_paid_with_life(cm.me.battlefield):
        return "K'rrik: {B} may be paid with 2 life"
    if "Delve" in card.keywords and any(not o.token and any(ab.sacrifice_self for ab in o.card.mana_abilities)
                                        for o in cm.me.battlefield):
        # 601.2g then 601.2h: a card sacrificed for mana (Lotus Petal) may then be delved
        return "delve with a card sacrificed for mana"
    if white_as_any(cm.state, cm.player):
        return "Celestial Dawn: mana spent as though it were another type (609.4b)"
    for o in cm.state.objects():
        if o.controller == cm.player and o.card.mana_abilities and not _simple(o):
            return f"mana ability of {o.id} not costless single-unit"
    if _sources(cm) is None:
        return "an object whose ways to pay one unit accept different colors"
    return None


def _simple(o: GameObject) -> bool:
    """Every mana ability of ``o`` that functions where it is (113.6) and can be activated
    now (302.6: {T} needs an untapped, non-sick permanent) is "[{T}, ][sacrifice this: ]add one
    unit" from the battlefield, without a mana cost, restriction or multiplier."""
    abilities = [ab for ab in o.card.mana_abilities if ab.zone == o.zone and not (ab.tap and not can_tap_for_ability(o))]
    if not abilities:
        return True
    if o.zone != "battlefield":
        return False
    # 118.3: one repeated as long as its counters last (Pentad Prism) is not "once per object"
    return all(not ab.mana_cost.symbols and not ab.exile_self and not ab.tap_creatures and ab.per is None
               and not ab.repeatable
               and ab.restriction is None and ab.activate_if is None
               and all(len(alt) == 1 for alt in ab.produces) for ab in abilities)


def _printed(cm: CastModel) -> list[ManaSymbol]:
    card = cm.card
    out = list(card.mana_cost.symbols) if card.mana_cost is not None else []
    if card.modes is not None and card.modes.escalate is not None:
        out += card.modes.escalate.symbols
    return out


def _sources(cm: CastModel) -> list[_Source] | None:
    """The unit groups, in class order; per class and label only the group whose colors
    include the others' (any use of the others it can take over), None when none does."""
    roles: dict[tuple[int, tuple[str, ...]], list[_Source]] = {}
    mana: dict[tuple[int, tuple[str, ...]], _Source] = {}
    for g in cm.mana.groups:
        if g.ab.tap and not can_tap_for_ability(g.cls.sample):
            continue  # 302.6: a tapped or summoning-sick permanent can't pay {T}
        label = tuple(x for x, on in (("sacrificed", g.ab.sacrifice_self), ("tapped", g.ab.tap)) if on)
        src = mana.get((g.cls.index, label))
        if src is None:
            src = mana[g.cls.index, label] = _Source(g.cls.index, g.cls.ids, "mana", label, frozenset(), {})
            roles.setdefault((g.cls.index, label), []).append(src)
        for k in g.produced:
            src.makes.setdefault(cm.kinds[k].type, (g.ability, g.alt))
    for src in mana.values():
        src.colors = frozenset(src.makes)
    convoked = ("convoked", "tapped") if "convoked" in cm.card.oracle_text else ("tapped",)  # as Plan.option_key
    for role, label, uses in (("convoke", convoked, cm.uses.convoke), ("improvise", ("tapped",), cm.uses.improvise),
                              ("delve", ("exiled",), cm.uses.delve)):
        for ci in uses:
            c = cm.objects.all[ci]
            colors = frozenset(c.sample.colors & set(COLORS)) if role == "convoke" else frozenset()
            roles.setdefault((ci, label), []).append(_Source(ci, c.ids, role, label, colors, {}))
    out = []
    for key in sorted(roles):
        group = roles[key]
        best = max(group, key=lambda s: (len(s.colors), s.role == "mana"))
        if any(not s.colors <= best.colors for s in group):
            return None
        out.append(best)
    return out


# ----- cost tuples ----------------------------------------------------------------------------

def _hi(cm: CastModel, index: int) -> int:
    """The upper bound of a model variable (a protobuf list: no negative indexing)."""
    dom = list(cm.m.proto.variables[index].domain)
    return int(dom[-1])


def cost_tuples(cm: CastModel, fx: Factored) -> Iterator[_Cost]:
    """Every candidate cost tuple (601.2b-c): mode sets within the card's bounds (700.2), X up
    to its bound (107.3a), each active slot's count from its minimum to its most; those with no
    option drop out when counted."""
    ann, card = cm.announcement, cm.card
    n_modes = len(ann.modes)
    if card.modes is None:
        mode_sets: list[tuple[int, ...]] = [()]
    else:
        lo, hi = card.modes.min_modes, card.modes.max_modes
        mode_sets = [tuple(1 if i in c else 0 for i in range(n_modes))
                     for k in range(lo, hi + 1) for c in itertools.combinations(range(n_modes), k)]
    for modes in mode_sets:
        for x in range(_hi(cm, ann.x.index) + 1):
            announced = (1, *modes, x)
            active = tuple(bool(modes[sl.mode]) if sl.mode is not None else bool(sl.active) for sl in fx.slots)
            divide = 0
            if fx.div_slot is not None and active[fx.div_slot]:
                d = fx.slots[fx.div_slot].division
                assert d is not None
                divide = x if d.x else d.amount
            ranges = []
            for si, (sl, on) in enumerate(zip(fx.slots, active, strict=True)):
                hi = _hi(cm, sl.count.index)
                if si == fx.div_slot:
                    hi = min(hi, divide)  # 601.2d: at least one to each target
                ranges.append(range(sl.slot.minimum, hi + 1) if on else range(0, 1))
            for counts in itertools.product(*ranges):
                yield _Cost(announced, tuple(counts), active, divide)


# ----- payment classes ------------------------------------------------------------------------

@dataclass
class _Need:
    """The mana a cost tuple asks for once each hybrid / Phyrexian symbol's way is chosen:
    generic units, one unit per colored symbol (the colors it accepts), the life paid, and
    how each printed symbol was announced."""

    generic: int
    colored: list[frozenset[str]]
    life: int
    announced: tuple[str, ...]
    hybrid: Counter[str]


def _needs(cm: CastModel, cost: _Cost) -> Iterator[_Need]:
    """Each way to announce the symbols of ``cost`` (601.2b: Phyrexian as life, {2/W} as {2}),
    life at most the life total (119.4)."""
    card = cm.card
    x = cost.announced[-1]
    syms = list(card.mana_cost.symbols) if card.mana_cost is not None else []
    if card.modes is not None and card.modes.escalate is not None:
        syms += list(card.modes.escalate.symbols) * max(0, sum(cost.announced[1:-1]) - 1)
    choices = []
    for s in syms:
        opts = ["mana"]
        if s.life:
            opts.append("life")
        if s.generic is not None and s.colors:
            opts.append("generic")
        choices.append(opts)
    for pick in itertools.product(*choices):
        need = _Need(0, [], 0, tuple(pick), Counter())
        for s, how in zip(syms, pick, strict=True):
            if s.is_x:
                need.generic += x
            elif how == "life":
                need.life += s.life
            elif how == "generic" or s.is_plain_generic:
                need.generic += s.generic or 0
            else:
                need.colored.append(s.colors)
                if len(s.colors) > 1:
                    need.hybrid["{" + _hybrid_order(s.colors) + "}"] += 1
        if need.life <= max(cm.me.life, 0):
            yield need


def _feasible(need: _Need, sources: list[_Source], k: tuple[int, ...]) -> bool:
    """Hall's condition: every set of colored demands has at least as many tapped units able
    to pay one of them (each unit pays one symbol)."""
    groups = Counter(need.colored)
    kinds = list(groups)
    for r in range(1, len(kinds) + 1):
        for sub in itertools.combinations(kinds, r):
            want = sum(groups[g] for g in sub)
            union = frozenset().union(*sub)
            have = sum(n for s, n in zip(sources, k, strict=True) if s.colors & union)
            if have < want:
                return False
    return True


def _splits(total: int, sources: list[_Source], left: dict[int, int], i: int = 0) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` units from the groups ``i`` on, at most the objects ``left``
    in each class (118.3: an object is tapped, or exiled, once)."""
    if i == len(sources):
        if total == 0:
            yield ()
        return
    c = sources[i].cls
    later = {s.cls for s in sources[i + 1:]}
    for k in range(min(total, left[c]), -1, -1):
        if total - k > sum(left[c2] - (k if c2 == c else 0) for c2 in later):
            break  # the later groups can't make up the rest
        left[c] -= k
        for tail in _splits(total - k, sources, left, i + 1):
            yield (k, *tail)
        left[c] += k


class _Timeout(Exception):
    """The deadline passed while enumerating (the listing or count is then incomplete)."""


def classes(cm: CastModel, sources: list[_Source], cost: _Cost, deadline: float) -> Iterator[tuple[tuple[int, ...], _Need]]:
    """The distinct payment classes of ``cost``: (units per group, a way to announce), one per
    (units per group, life); raises :class:`_Timeout` past ``deadline``."""
    seen: set[tuple[tuple[int, ...], int]] = set()
    for need in _needs(cm, cost):
        units = need.generic + len(need.colored)
        left = {s.cls: len(s.ids) for s in sources}
        for i, k in enumerate(_splits(units, sources, left)):
            if i % 512 == 511 and time.monotonic() > deadline:
                raise _Timeout
            if (k, need.life) not in seen and _feasible(need, sources, k):
                seen.add((k, need.life))
                yield k, need


# ----- plans --------------------------------------------------------------------------------

def _match(units: list[tuple[str, frozenset[str]]], demands: list[frozenset[str]]) -> list[int]:
    """A unit for each colored demand (augmenting paths; ``_feasible`` said one exists)."""
    owner: dict[int, int] = {}  # unit -> demand

    def augment(d: int, seen: set[int]) -> bool:
        for u, (_, colors) in enumerate(units):
            if u in seen or not colors & demands[d]:
                continue
            seen.add(u)
            if u not in owner or augment(owner[u], seen):
                owner[u] = d
                return True
        return False

    for d in range(len(demands)):
        if not augment(d, set()):
            raise AssertionError("no matching: _feasible disagrees")
    out = [0] * len(demands)
    for u, d in owner.items():
        out[d] = u
    return out


def plan_of(cm: CastModel, sources: list[_Source], cost: _Cost, k: tuple[int, ...], need: _Need) -> Plan:
    """One replayable plan of the payment class: the lowest ids of each class used (by its
    groups in order), each colored symbol paid by a unit that can (601.2g-h), the rest
    generic; the targets are ``Factored.with_targets``'s to fill."""
    units: list[tuple[str, frozenset[str], _Source]] = []
    taken: Counter[int] = Counter()
    for s, n in zip(sources, k, strict=True):
        ids = sorted(s.ids, key=id_order)[taken[s.cls]:taken[s.cls] + n]
        taken[s.cls] += n
        units += [(oid, s.colors, s) for oid in ids]
    by_unit: dict[int, str] = {}
    for d, u in enumerate(_match([(oid, c) for oid, c, _ in units], need.colored)):
        by_unit[u] = next(t for t in MANA_TYPES if t in need.colored[d] and t in units[u][1])
    acts, spent = [], []
    used: dict[str, list[str]] = {"convoke": [], "improvise": [], "delve": []}
    for u, (oid, colors, s) in enumerate(units):
        if s.role != "mana":
            used[s.role].append(oid)
            continue
        t = by_unit.get(u) or next(c for c in MANA_TYPES if c in colors)
        acts.append(Activation(oid, s.makes[t][0], (t,)))
        spent.append((t, oid))
    ann = cm.announcement
    modes = cost.announced[1:1 + len(ann.modes)]
    optional = {"escalate": sum(modes) - 1} if ann.escalate is not None and sum(modes) > 1 else {}
    choosers, mode_chooser = choosers_of(cm, list(cost.active))
    tapped = [oid for oid, _, s in units if "tapped" in s.label]
    sacrificed = [oid for oid, _, s in units if "sacrificed" in s.label]
    acts.sort(key=lambda a: a.object in sacrificed)  # as ``extract``: sacrificing activations last (605.3b)
    return Plan(card=cm.spell.id, player=cm.player, zone=cm.spell.zone, optional_costs=optional, x=cost.announced[-1],
                modes=tuple(i for i, v in enumerate(modes) if v), announced=need.announced, mode_chooser=mode_chooser,
                target_choosers=choosers, total_cost=_total_text(need), activations=tuple(acts), spent=tuple(spent),
                convoked=_ordered(used["convoke"]), improvised=_ordered(used["improvise"]), delved=_ordered(used["delve"]),
                life_paid=need.life, tapped=_ordered(tapped), sacrificed=_ordered(sacrificed), exiled=_ordered(used["delve"]))


def _ordered(ids: list[str]) -> tuple[str, ...]:
    return tuple(sorted(ids, key=id_order))


def _total_text(need: _Need) -> str:
    """The locked-in cost as ``extract`` writes it: generic, colored, hybrid paid with mana."""
    colored = Counter(next(iter(c)) for c in need.colored if len(c) == 1)
    text = ("{" + str(need.generic) + "}") if need.generic else ""
    for t in MANA_TYPES:
        text += ("{" + t + "}") * colored[t]
    text += "".join(h * n for h, n in sorted(need.hybrid.items()))
    return text or "{0}"


# ----- listing and counting -----------------------------------------------------------------

class _Factored(Factored):
    """``Factored``'s target programme and plan completion, without the constraints it adds
    for CP-SAT's enumerating solves (canonical ranks and credits: nothing is solved here)."""

    def _canonical_credits(self) -> None:
        return None

    def _canonical_ranks(self) -> None:
        return None


def _pay_classes(cm: CastModel, fx: Factored, sources: list[_Source], cost: _Cost,
                 memo: dict[tuple[int, ...], list[_PayClass]]) -> list[_PayClass]:
    """``cost``'s payment classes with their plans, memoized by what the payment sees."""
    key = fx._pay_key(cost)
    got = memo.get(key)
    if got is None:
        got = []
        for k, need in classes(cm, sources, cost, fx.deadline):
            plan = plan_of(cm, sources, cost, k, need)
            groups = fx._groups(plan)
            got.append(_PayClass(plan, groups, tuple(tuple((r, len(ids)) for r, ids in g) for g in groups)))
        memo[key] = got
    return got


def iter_plans(cm: CastModel, fx: Factored) -> Iterator[Plan]:
    """Every option's plan: cost tuples, then payment classes, then target choices."""
    sources = _sources(cm)
    assert sources is not None  # declines(cm) is None
    memo: dict[tuple[int, ...], list[_PayClass]] = {}
    for cost in cost_tuples(cm, fx):
        if not fx.mixed and not fx.target_count(cost):
            continue
        for pay in _pay_classes(cm, fx, sources, cost, memo):
            for choice in fx.target_choices(cost, pay.rows):
                yield fx.with_targets(pay, cost, choice)


def list_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """(plans, complete, timed_out), as ``search.enumerate_options``; ``declines(cm)`` must be
    None and ``factorable(cm)`` hold."""
    fx = _Factored(cm, time.monotonic() + time_limit)
    plans: list[Plan] = []
    try:
        for plan in iter_plans(cm, fx):
            if limit is not None and len(plans) >= limit:
                return plans, False, False
            plans.append(plan)
            if time.monotonic() > fx.deadline:
                return plans, False, True
    except _Timeout:
        return plans, False, True
    return plans, True, False


def count_options(cm: CastModel, *, time_limit: float) -> tuple[int, bool, bool]:
    """(count, complete, timed_out) without plans when no object both pays and is targeted:
    per cost tuple, its target choices times its number of payment classes."""
    fx = _Factored(cm, time.monotonic() + time_limit)
    sources = _sources(cm)
    assert sources is not None  # declines(cm) is None
    memo_n: dict[tuple[int, ...], int] = {}
    memo: dict[tuple[int, ...], list[_PayClass]] = {}
    return _count(cm, fx, sources, memo, memo_n)


def _count(cm: CastModel, fx: Factored, sources: list[_Source], memo: dict[tuple[int, ...], list[_PayClass]],
           memo_n: dict[tuple[int, ...], int]) -> tuple[int, bool, bool]:
    """``count_options``'s sum; past the deadline, what was counted so far (incomplete)."""
    total = 0
    try:
        for cost in cost_tuples(cm, fx):
            if time.monotonic() > fx.deadline:
                return total, False, True
            if fx.mixed:
                total += sum(fx.target_count(cost, pay.rows) for pay in _pay_classes(cm, fx, sources, cost, memo))
                continue
            n_targets = fx.target_count(cost)
            if n_targets:
                key = fx._pay_key(cost)
                if key not in memo_n:
                    memo_n[key] = sum(1 for _ in classes(cm, sources, cost, fx.deadline))
                total += n_targets * memo_n[key]
    except _Timeout:
        return total, False, True
    return total, True, False
