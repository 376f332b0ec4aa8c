"""601.2f: the locked-in total cost.

The printed symbols chosen, each as announced (Phyrexian life 107.4f, {2/W} as {2}, X), plus
increases (per extra target, cost modifiers 118.7), minus reductions (cost modifiers, the
card's self-reductions, emerge 702.119a), generic mana never below zero (118.7), a
minimum cost if one applies, and the life to pay (Phyrexian symbols and ``pay_life`` parts).
Also the comparison of that total with the plan's ``total_cost``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from castable.model.commander import commander_tax
from castable.model.errors import InputError
from castable.model.mana import MANA_TYPES, ManaSymbol, parse_cost
from castable.model.rules import applicable_modifiers, black_paid_with_life, flash_tax, target_count
from castable.model.selfcount import reduction_amount
from castable.model.state import GameObject

from .announce import Announcement
from .context import Replay

# A cost symbol left after announcements: a frozenset of the mana types that pay it, or "S".
SymKey = Any


@dataclass
class TotalCost:
    """The locked-in total cost (601.2f): ``generic`` mana plus one entry per other symbol."""

    generic: int
    symbols: list[SymKey]
    life: int  # life from Phyrexian announcements and pay_life parts
    text: str

    @property
    def mana_count(self) -> int:
        return self.generic + len(self.symbols)


def sym_key(s: ManaSymbol) -> SymKey:
    return "S" if s.is_snow else frozenset(s.colors)


def _sym_text(k: SymKey) -> str:
    if k == "S":
        return "{S}"
    cols: list[str] = sorted(k, key=MANA_TYPES.index)
    if len(cols) == 2 and "C" in cols:
        return "{C/" + cols[0] + "}"
    if len(cols) == 2:
        a, b = cols
        pairs = {"WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU"}
        return "{" + (f"{a}/{b}" if a + b in pairs else f"{b}/{a}") + "}"
    return "{" + "/".join(cols) + "}"


def cost_text(generic: int, symbols: list[SymKey]) -> str:
    return ("{" + str(generic) + "}" if generic else "") + "".join(_sym_text(k) for k in symbols)


def _parse_total(text: str) -> tuple[int, Counter[SymKey]] | str:
    try:
        cost = parse_cost(text or "", where="total_cost")
    except InputError as e:
        return str(e)
    generic = 0
    syms: Counter[SymKey] = Counter()
    for s in cost.symbols:
        if s.is_x or s.is_phyrexian or (s.generic is not None and s.colors):
            return f"{s.text} cannot appear in a total cost (X, Phyrexian and {{2/W}} symbols are announced)"
        if s.is_plain_generic:
            generic += s.generic or 0
        else:
            syms[sym_key(s)] += 1
    return generic, syms


def compute_total(ctx: Replay, obj: GameObject, ann: Announcement) -> TotalCost | None:
    """The total cost of the announcements; None (reported) when ``plan.announced`` doesn't
    describe the printed symbols chosen (601.2b)."""
    announced = _announced(ctx, ann)
    if announced is None:
        return None
    generic, out, life = announced
    increase, reduce, minimum, target_life = _modifiers(ctx, obj, ann)
    out += _strive_symbols(ctx, obj)
    out += _colored_increases(ctx, obj)
    reduce += _colored_reductions(ctx, obj, out)
    reduce += sum(oc.reduction * n for oc, n in ann.optional)  # Torgaar: {2} less per creature sacrificed
    # 118.7a: reductions change only the generic part, and reduce it to nothing at most (118.7)
    generic = max(0, generic + increase - reduce)
    if minimum and generic + len(out) < minimum:
        generic += minimum - (generic + len(out))
    life += sum(part.amount for part in ann.parts if part.action == "pay_life")  # 119.4 / 601.2f
    life += target_life  # "costs 3 life more to cast for each target" (Phyrexian Purge)
    return TotalCost(generic, out, life, cost_text(generic, out))


def _announced(ctx: Replay, ann: Announcement) -> tuple[int, list[SymKey], int] | None:
    """601.2b: (generic, other symbols, life) of the printed symbols as ``plan.announced`` pays them."""
    p = ctx.plan
    syms = ann.symbols
    if len(p.announced) != len(syms):
        ctx.err("601.2b", f"{len(p.announced)} announcements for {len(syms)} cost symbols")
        return None
    generic, life = 0, 0
    out: list[SymKey] = []
    has_x = ann.x_parts  # "pay X life", "discard X cards" (601.2b)
    # K'rrik, Son of Yawgmoth: "For each {B} in a cost, you may pay 2 life rather than pay that mana"
    black = black_paid_with_life(ctx.players[p.player].battlefield)
    for s, a in zip(syms, p.announced, strict=True):
        if a not in ("mana", "life", "generic"):
            ctx.err("601.2b", f"unknown announcement {a!r} for {s.text}")
            return None
        if a == "life" and not s.is_phyrexian and not (black and "B" in s.colors):  # 107.4f; K'rrik
            ctx.err("601.2b", f"{s.text} is not Phyrexian: it can't be paid with life")
            return None
        if a == "generic" and not (s.generic is not None and s.colors):  # 107.4e
            ctx.err("601.2b", f"{s.text} is not a {{2/W}}-style symbol: it can't be paid as generic mana")
            return None
        if s.is_x:
            has_x = True
            generic += p.x if isinstance(p.x, int) else 0
        elif a == "life":
            life += s.life or 2  # K'rrik: 2 life rather than {B}
        elif a == "generic":
            generic += s.generic or 0
        elif s.is_plain_generic:
            generic += s.generic or 0
        else:
            out.append(sym_key(s))
    loyalty_x = ctx.full_ability is not None and ctx.full_ability.loyalty_x
    if not has_x and p.x != 0 and not loyalty_x:
        ctx.err("601.2b", f"X={p.x} announced, but the cost has no {{X}} and pays nothing X times")
    return generic, out, life


def _modifiers(ctx: Replay, obj: GameObject, ann: Announcement) -> tuple[int, int, int, int]:
    """601.2f, 118.7: (increase, reduction, minimum) of the generic part, and the life that
    target-dependent costs add."""
    p, s = ctx.plan, ctx.state
    player = p.player
    increase = reduce = life = 0
    minimum = 0
    # Fireball: {N} more for each target beyond the first, over all slots
    n_targets = sum(len(t) for t in p.targets if isinstance(t, (tuple, list)))
    increase += obj.card.per_extra_target * max(0, n_targets - 1)
    if p.ability is None:  # 903.8: the commander tax, an additional cost (601.2f)
        increase += commander_tax(obj)
        increase += flash_tax(s, obj, player)  # "as though it had flash if you pay {2} more" (601.2f)
    targeted = [ctx.by_id[t] for slot in p.targets if isinstance(slot, (tuple, list))
                for t in slot if isinstance(t, str) and t in ctx.by_id]
    mods = applicable_modifiers(s.battlefield(), obj, player, ability=p.ability is not None, active=s.active_player,
                                zone=p.zone, owner=obj.owner)
    own = [] if p.ability is not None else [(m, obj) for m in obj.card.target_costs]  # Price of Fame
    for m, perm in mods + own:
        # Kopala: once, if the spell targets at least one matching object; Thaumaturge: per creature
        times = target_count(m, perm, targeted)
        if m.life:
            life += m.amount * times
        elif m.kind == "increase":
            increase += m.amount * times
        elif m.kind == "reduce":
            reduce += m.amount * times
        elif times:
            minimum = max(minimum, m.amount)
    reduce += sum(reduction_amount(r, s, player, obj) for r in obj.card.self_reductions if r.color is None)
    return increase, reduce + _emerge_reduction(ctx, obj, ann), minimum, life


def _strive_symbols(ctx: Replay, obj: GameObject) -> list[SymKey]:
    """601.2f, colored Strive ("costs {2}{R} more to cast for each target beyond the first"):
    each colored symbol once per target beyond the first, over all slots (the generic part is
    in :func:`_modifiers`)."""
    colors = obj.card.per_extra_target_colors
    if not colors or ctx.plan.ability is not None:
        return []
    extra = max(0, sum(len(t) for t in ctx.plan.targets if isinstance(t, (tuple, list))) - 1)
    return [frozenset({c}) for c in colors for _ in range(extra)]


def _colored_increases(ctx: Replay, obj: GameObject) -> list[SymKey]:
    """601.2f, costmana15: "Black spells you cast cost {B} more to cast." (Andradite Leech): each
    applicable modifier's colored symbols (``CostModifier.colored``)."""
    p, s = ctx.plan, ctx.state
    mods = applicable_modifiers(s.battlefield(), obj, p.player, ability=p.ability is not None, active=s.active_player,
                                zone=p.zone, owner=obj.owner)
    return [frozenset({c}) for m, _ in mods if m.kind == "increase" for c in m.colored]


def _colored_reductions(ctx: Replay, obj: GameObject, out: list[SymKey]) -> int:
    """118.7c: "costs {G} less for each ..." (Khalni Hydra) removes {G} symbols from ``out``; what
    exceeds them comes off the generic part, returned."""
    excess = 0
    for r in obj.card.self_reductions:
        if r.color is None:
            continue
        n = reduction_amount(r, ctx.state, ctx.plan.player, obj)
        key = frozenset({r.color})
        while n and key in out:
            out.remove(key)
            n -= 1
        excess += n
    return excess


def _emerge_reduction(ctx: Replay, obj: GameObject, ann: Announcement) -> int:
    """702.119a: emerge's cost is reduced by the sacrificed creature's mana value; 702.180a:
    harmonize's by the tapped creature's power (a power below zero reduces nothing, 107.1b)."""
    alt, p = ann.alternative, ctx.plan
    if alt is None or not (alt.emerge or alt.harmonize):
        return 0
    action = "sacrifice" if alt.emerge else "tap_untapped"
    offset = len(obj.card.additional_costs)
    for i, part in enumerate(alt.parts):
        if part.action == action and offset + i < len(p.cost_objects):
            found = [o for oid in p.cost_objects[offset + i] if (o := ctx.by_id.get(oid)) is not None]
            return sum(o.mana_value if alt.emerge else max(0, o.power) for o in found)
    return 0


def check_declared(ctx: Replay, tc: TotalCost) -> None:
    """601.2f: the plan's ``total_cost`` is the replay's (when outcomes are compared)."""
    p = ctx.plan
    parsed = _parse_total(p.total_cost)
    if not ctx.compare_outcome:
        return
    if isinstance(parsed, str):
        ctx.err("601.2f", f"total_cost: {parsed}")
    elif parsed != (tc.generic, Counter(tc.symbols)):
        ctx.err("601.2f", f"total cost is {tc.text or '{0}'}, the plan says {p.total_cost or '{0}'}")
