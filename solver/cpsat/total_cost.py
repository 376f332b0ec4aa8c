"""601.2f: the locked-in total cost — the announced cost plus increases minus reductions
(generic only, never below zero: 118.7a), per-target increases (Fireball, Kopala), emerge's
reduction (702.119a), a minimum total (Trinisphere), and the life to pay (119.4)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from castable.model.cards import CostModifier
from castable.model.commander import commander_tax
from castable.model.mana import MANA_TYPES
from castable.model.rules import applicable_modifiers, flash_tax, target_matches
from castable.model.selfcount import reduction_amount
from castable.model.state import GameObject
from castable.solver.cpsat.announce import Announcement
from castable.solver.cpsat.objects import Builder, IntVar, LinearExpr, ObjClass, Objects
from castable.solver.cpsat.targets import TargetVars


@dataclass
class TotalCostVars:
    """The total cost the payment must meet."""

    requirement: dict[str, IntVar]  # REQS -> mana of that requirement (generic: after 601.2f)
    life: IntVar  # life paid: Phyrexian symbols and "pay N life" parts
    emerge_reduction: IntVar  # the sacrificed creature's mana value (set by the payment step)
    target_increase: IntVar  # per-target increases and reductions (set once targets are linked)
    targeting_modifiers: list[tuple[CostModifier, GameObject]]  # modifiers that depend on targets
    target_life: IntVar  # life added by target-dependent costs (Phyrexian Purge), set with the targets
    #: colored Strive: mana type -> its symbols added for the targets beyond the first (601.2f),
    #: set with the targets
    target_colored: dict[str, IntVar]


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
    mods = [] if b.for_pools else applicable_modifiers(b.state.battlefield(), card, b.player, ability=b.ability is not None,
                                                       active=b.state.active_player, zone=b.spell.zone,
                                                       owner=b.spell.owner)
    targeting = [(mod, o) for mod, o in mods if mod.targeting is not None]
    if not b.for_pools and b.ability is None:  # the spell's own "costs {2} less if it targets ..." (601.2f)
        targeting += [(mod, b.spell) for mod in card.target_costs]
    inc, red, minimum = modifier_totals(mods)
    if b.ability is None and not b.for_pools:  # 903.8: the commander tax, an additional cost (601.2f)
        inc += commander_tax(b.spell)
        inc += flash_tax(b.state, b.spell, b.player)  # "as though it had flash if you pay {2} more" (601.2f)
    red += sum(reduction_amount(sr, b.state, b.player, b.spell) for sr in card.self_reductions
               if sr.color is None)  # 702.41a
    big = ann.mana_bound * 4 + 200
    strive = {c: b.int_var(0, big, f"strive:{c}") for c in card.per_extra_target_colors}
    # costmana15: "Black spells you cast cost {B} more to cast." (Andradite Leech): colored symbols more
    more = Counter(c for mod, _ in mods if mod.kind == "increase" for c in mod.colored)
    req, excess = _colored_requirements(b, ann, big, strive, more)
    gen_base = b.int_var(0, big, "generic_announced")
    m.add(gen_base == sum(ann.requirement["generic"]))
    emerge_reduction = b.int_var(0, big, "emerge_reduction")
    gen_after = b.int_var(0, big, "generic_after_modifiers")
    diff = b.int_var(-big, big, "generic_diff")
    target_increase = b.int_var(-big, big, "target_increase")  # target reductions make it negative
    per_paid = sum(o.reduction * v for o, v in ann.optionals if o.reduction)  # Torgaar: {2} less per sacrifice
    m.add(diff == gen_base + inc - red - emerge_reduction + target_increase - sum(excess) - per_paid)
    m.add_max_equality(gen_after, [diff, 0])  # 118.7a: reductions never go below zero
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
    target_life = b.int_var(0, 4 * big, "target_life")
    m.add(life == sum(ann.life) + sum(extra_life) + target_life)
    # 119.4: life may be paid only up to the life total.
    life_lit = b.lit("119.4:life")
    m.add(life <= max(b.me.life, 0)).only_enforce_if(life_lit)
    return TotalCostVars(req, life, emerge_reduction, target_increase, targeting, target_life, strive)


def _colored_requirements(b: Builder, ann: Announcement, big: int, strive: dict[str, IntVar],
                          more: Counter[str]) -> tuple[dict[str, IntVar], list[IntVar]]:
    """Each mana type's requirement (the announced symbols plus colored Strive's symbols,
    ``strive``, and colored increases, ``more``), less a colored self-reduction (Khalni Hydra's "{G} less for each green
    creature you control"), and the excess of each such reduction, which comes off the generic
    part (118.7c)."""
    m = b.m
    colored: dict[str, int] = {}
    for sr in b.card.self_reductions:
        if sr.color is not None and not b.for_pools:
            colored[sr.color] = colored.get(sr.color, 0) + reduction_amount(sr, b.state, b.player, b.spell)
    req: dict[str, IntVar] = {}
    excess: list[IntVar] = []
    for r in (*MANA_TYPES, "snow"):
        v = b.int_var(0, big, f"req:{r}")
        k = colored.get(r, 0)
        if k:
            announced = b.int_var(0, big, f"req_announced:{r}")
            m.add(announced == sum(ann.requirement[r]) + (strive[r] if r in strive else 0) + more[r])
            m.add_max_equality(v, [announced - k, 0])
            over = b.int_var(0, k, f"colored_excess:{r}")
            m.add_max_equality(over, [k - announced, 0])
            excess.append(over)
        else:
            m.add(v == sum(ann.requirement[r]) + (strive[r] if r in strive else 0) + more[r])
        req[r] = v
    return req, excess


def link_targets(b: Builder, tc: TotalCostVars, tv: TargetVars, objects: Objects, ann: Announcement) -> None:
    """601.2f: costs that depend on targets, once the signatures exist: {1} more per target
    beyond the first (Fireball), and a modifier for spells that target something (Kopala)."""
    m = b.m
    increase: list[LinearExpr] = []
    if b.card.per_extra_target or b.card.per_extra_target_colors:
        total = sum(sl.count for sl in tv.slots)
        extra = b.int_var(0, ann.mana_bound + 50, "extra_targets")
        m.add_max_equality(extra, [total - 1, 0])
        increase.append(b.card.per_extra_target * extra)
        for c, v in tc.target_colored.items():  # colored Strive: each {R} once per extra target
            m.add(v == b.card.per_extra_target_colors.count(c) * extra)
    life: list[LinearExpr] = []
    seen: set[tuple[int, CostModifier]] = set()
    for mod, perm in tc.targeting_modifiers:
        if mod.targets_source:  # "spells that target Accursed Witch": each targeted one's own modifier
            cls = next((c for c in objects.all if perm.id in c.ids and isinstance(c.sample, GameObject)), None)
            if cls is None or (cls.index, mod) in seen:
                continue
            seen.add((cls.index, mod))  # interchangeable copies: one modifier per distinct copy targeted
            times = _targeted(cls) if target_matches(mod, perm, perm) else 0
        else:
            times = _times_applied(b, mod, perm, objects)
        if mod.life:  # "3 life more" (Phyrexian Purge): life, never mana (119.4)
            life.append(mod.amount * times)
        else:
            increase.append(mod.amount * times if mod.kind == "increase" else -mod.amount * times)
    m.add(tc.target_increase == sum(increase))
    m.add(tc.target_life == sum(life))


def _times_applied(b: Builder, mod: CostModifier, perm: GameObject, objects: Objects) -> LinearExpr:
    """601.2f: how many times a target-dependent modifier applies: the distinct matching objects
    targeted (``per_target``: a class member counts once, whatever slots it is in), else 1 when
    there is one (Kopala, Price of Fame)."""
    m = b.m
    hit = [_targeted(c) for c in objects.all if isinstance(c.sample, GameObject) and target_matches(mod, perm, c.sample)]
    if mod.per_target:
        return sum(hit)
    applies = m.new_bool_var("targets_for_modifier")
    if hit:
        m.add(sum(hit) >= 1).only_enforce_if(applies)
        m.add(sum(hit) == 0).only_enforce_if(applies.negated())
    else:
        m.add(applies == 0)
    return applies


def _targeted(c: ObjClass) -> LinearExpr:
    """How many distinct members of class ``c`` are targeted, in any slot."""
    return sum(v for sig, v in c.sig_vars.items() if any(bit.startswith("t") for bit in sig))


def link_emerge(b: Builder, tc: TotalCostVars, terms: list[Any]) -> None:
    """702.119a: emerge's cost is reduced by the sacrificed creature's mana value."""
    b.m.add(tc.emerge_reduction == sum(terms))
