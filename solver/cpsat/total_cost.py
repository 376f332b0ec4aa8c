"""601.2f: the locked-in total cost — the announced cost plus increases minus reductions
(generic only, never below zero: 118.7a), per-target increases (Fireball, Kopala), emerge's
reduction (702.119a), a minimum total (Trinisphere), and the life to pay (119.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from castable.model.cards import CostModifier
from castable.model.commander import commander_tax
from castable.model.mana import MANA_TYPES
from castable.model.rules import applicable_modifiers, self_reduction, targeting_met
from castable.model.state import GameObject
from castable.solver.cpsat.announce import Announcement
from castable.solver.cpsat.objects import Builder, IntVar, LinearExpr, Objects
from castable.solver.cpsat.targets import TargetVars


@dataclass
class TotalCostVars:
    """The total cost the payment must meet."""

    requirement: dict[str, IntVar]  # REQS -> mana of that requirement (generic: after 601.2f)
    life: IntVar  # life paid: Phyrexian symbols and "pay N life" parts
    emerge_reduction: IntVar  # the sacrificed creature's mana value (set by the payment step)
    target_increase: IntVar  # per-target increases and reductions (set once targets are linked)
    targeting_modifiers: list[tuple[CostModifier, GameObject]]  # modifiers that depend on targets


def modifier_totals(mods: list[tuple[CostModifier, GameObject]]) -> tuple[int, int, int]:
    """(generic increase, generic reduction, minimum total) of modifiers that don't depend on
    targets (601.2f)."""
    inc = sum(m.amount for m, _ in mods if m.targeting is None and m.kind == "increase")
    red = sum(m.amount for m, _ in mods if m.targeting is None and m.kind == "reduce")
    minimum = max((m.amount for m, _ in mods if m.targeting is None and m.kind == "minimum"), default=0)
    return inc, red, minimum


def add(b: Builder, ann: Announcement) -> TotalCostVars:
    """601.2f: total cost = announced cost + increases - reductions (generic only, 118.7a),
    then a minimum total; the life to pay, at most the life total (119.4)."""
    m, card = b.m, b.card
    # nothing is cast when only making mana (for_pools)
    mods = [] if b.for_pools else applicable_modifiers(b.state.battlefield(), card, b.player, ability=b.ability is not None)
    targeting = [(mod, o) for mod, o in mods if mod.targeting is not None]
    inc, red, minimum = modifier_totals(mods)
    if b.ability is None and not b.for_pools:  # 903.8: the commander tax, an additional cost (601.2f)
        inc += commander_tax(b.spell)
    red += sum(self_reduction(sr, b.state.battlefield(), b.player) for sr in card.self_reductions)  # 702.41a
    big = ann.mana_bound * 4 + 200
    gen_base = b.int_var(0, big, "generic_announced")
    m.add(gen_base == sum(ann.requirement["generic"]))
    emerge_reduction = b.int_var(0, big, "emerge_reduction")
    gen_after = b.int_var(0, big, "generic_after_modifiers")
    diff = b.int_var(-big, big, "generic_diff")
    target_increase = b.int_var(0, big, "target_increase")
    m.add(diff == gen_base + inc - red - emerge_reduction + target_increase)
    m.add_max_equality(gen_after, [diff, 0])  # 118.7a: reductions never go below zero
    req: dict[str, IntVar] = {}
    for r in (*MANA_TYPES, "snow"):
        v = b.int_var(0, big, f"req:{r}")
        m.add(v == sum(ann.requirement[r]))
        req[r] = v
    if minimum:  # Trinisphere: the total costs at least N, the difference in generic
        total = b.int_var(0, big, "total_mana")
        m.add(total == gen_after + sum(req[r] for r in (*MANA_TYPES, "snow")))
        short = b.int_var(0, minimum, "trinisphere_extra")
        m.add_max_equality(short, [minimum - total, 0])
        gen_final = b.int_var(0, big, "req:generic")
        m.add(gen_final == gen_after + short)
    else:
        gen_final = gen_after
    req["generic"] = gen_final
    life = b.int_var(0, 4 * big, "life_paid", key=True)
    extra_life = [mult * part.amount for part, mult in ann.cost_parts if part.action == "pay_life"]
    m.add(life == sum(ann.life) + sum(extra_life))
    # 119.4: life may be paid only up to the life total.
    life_lit = b.lit("119.4:life")
    m.add(life <= max(b.me.life, 0)).only_enforce_if(life_lit)
    return TotalCostVars(req, life, emerge_reduction, target_increase, targeting)


def link_targets(b: Builder, tc: TotalCostVars, tv: TargetVars, objects: Objects, ann: Announcement) -> None:
    """601.2f: costs that depend on targets, once the signatures exist: {1} more per target
    beyond the first (Fireball), and a modifier for spells that target something (Kopala)."""
    m = b.m
    increase: list[LinearExpr] = []
    if b.card.per_extra_target:
        total = sum(sl.count for sl in tv.slots)
        extra = b.int_var(0, ann.mana_bound + 50, "extra_targets")
        m.add_max_equality(extra, [total - 1, 0])
        increase.append(b.card.per_extra_target * extra)
    for mod, perm in tc.targeting_modifiers:
        hit = [c.count(bit) for c in objects.all if c.sample is not None and isinstance(c.sample, GameObject)
               and targeting_met(mod, perm, [c.sample]) for bit in c.bits if bit.startswith("t")]
        applies = m.new_bool_var("targets_for_modifier")
        if hit:
            m.add(sum(hit) >= 1).only_enforce_if(applies)
            m.add(sum(hit) == 0).only_enforce_if(applies.negated())
        else:
            m.add(applies == 0)
        increase.append(mod.amount * applies if mod.kind == "increase" else -mod.amount * applies)
    m.add(tc.target_increase == sum(increase))


def link_emerge(b: Builder, tc: TotalCostVars, terms: list[Any]) -> None:
    """702.119a: emerge's cost is reduced by the sacrificed creature's mana value."""
    b.m.add(tc.emerge_reduction == sum(terms))
