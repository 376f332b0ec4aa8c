"""601.2b: what the caster announces — the mana cost or one alternative cost, optional costs
(kicker, multikicker), modes (700.2; entwine, escalate, spree), the value of X (107.3a), and
how each hybrid / Phyrexian symbol will be paid (life, generic, or one of its colors)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass

from castable.model.cards import AlternativeCost, CostPart, OptionalCost
from castable.model.commander import costs_zone
from castable.model.commander_control import alternative_open as commander_alternative_open
from castable.model.mana import ManaCost, ManaSymbol
from castable.model.modecount import mode_choice, pawprint_budget, when_paid
from castable.model.rules import black_paid_with_life
from castable.model.selfcount import reduction_amount
from castable.model.state import MAX_COUNT, GameObject
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.objects import REQS, BoolVar, Builder, IntVar, LinearExpr, matches
from castable.solver.precheck.timing import (
    alternative_open,
    cost_timing_ok,
    mana_cost_open,
    returns_unblocked,
    sneak_now,
)


@dataclass
class CostSource:
    """Symbols paid as part of the total cost, times a multiplier variable (alternative or
    mana cost chosen: 0/1; kicker count)."""

    label: str
    cost: ManaCost
    mult: LinearExpr
    max_mult: int


@dataclass
class SymbolChoice:
    """How the ``count`` copies of a hybrid / Phyrexian ``symbol`` of ``source`` are paid:
    ``life`` of them with 2 life each (107.4f), ``as_generic`` as their generic part ({2/W},
    107.4e), the rest with one of their colors (``per_color``)."""

    source: CostSource
    symbol: ManaSymbol
    count: int
    total: LinearExpr  # symbols announced: the source's multiplier times ``count``
    life: IntVar
    as_generic: IntVar
    per_color: list[tuple[str, IntVar]]


@dataclass
class Announcement:
    """The announced choices (601.2b) and the mana they put in the cost, before 601.2f."""

    normal: BoolVar  # the mana cost is paid (no alternative cost)
    alternatives: list[tuple[AlternativeCost, BoolVar]]
    optionals: list[tuple[OptionalCost, IntVar]]  # times each optional cost is paid
    modes: list[IntVar]  # times each mode is chosen (700.2)
    entwine: BoolVar | None
    escalate: IntVar | None  # modes beyond the first (702.120a)
    mana_bound: int  # everything that could possibly pay mana: the bound of X and multikicker
    sources: list[CostSource]
    x: IntVar
    requirement: dict[str, list[LinearExpr]]  # REQS -> terms of the announced cost
    life: list[LinearExpr]  # life paid for Phyrexian symbols
    symbols: list[SymbolChoice]
    #: every non-mana cost part with its multiplier (additional: 1; alternative: chosen;
    #: optional: its count; escalate parts: modes beyond the first), in the referee's order
    cost_parts: list[tuple[CostPart, LinearExpr]]
    #: index in ``cost_parts`` of a part paid X times (``CostPart.per_x``) -> whether its cost is
    #: chosen (its multiplier there is X times that): it is one entry of the plan's cost objects
    x_parts: dict[int, LinearExpr] = dataclasses.field(default_factory=dict)


def face_up_spell(obj: GameObject) -> GameObject:
    """``obj`` cast face up: its face-down alternative cost (if any) is a separate option,
    a different spell (708.2, :func:`castable.model.rules.face_down_spell`), so it is left out."""
    if not any(a.face_down or a.bestow or a.transformed for a in obj.card.alternative_costs):
        return obj
    # 702.103b: a bestowed spell is another spell too (castable.model.cards.bestowed_card)
    card = dataclasses.replace(obj.card, alternative_costs=tuple(a for a in obj.card.alternative_costs
                                                                 if not (a.face_down or a.bestow or a.transformed)))
    return dataclasses.replace(obj, card=card)


def add(b: Builder) -> Announcement:
    """601.2b: the cost to pay, the optional costs, modes, X, and how symbols are paid."""
    m, card = b.m, b.card
    normal, alternatives = _alternative(b)
    bound = mana_bound(b)
    optionals: list[tuple[OptionalCost, IntVar]] = []
    for o in card.optional_costs:
        per = max(1, len(o.mana.symbols) and sum(max(s.generic or 0, 1) for s in o.mana.symbols))
        hi = (bound // per) if o.repeatable else 1  # 702.33c multikicker: any number of times
        if o.needs_opponent and not any(p.name != b.player for p in b.state.players):
            hi = 0  # 702.174a: a gift is promised to an opponent; with none it can't be
        optionals.append((o, b.int_var(0, hi, f"optional:{o.name}", key=True)))
    for group in dict.fromkeys(o.one_of for o in card.optional_costs if o.one_of is not None):
        # 601.2b: of an additional cost "A or B", the caster announces exactly one
        m.add(sum(v for o, v in optionals if o.one_of == group) == 1)
    sources: list[CostSource] = []
    if card.mana_cost is not None:
        sources.append(CostSource("mana cost", card.mana_cost, normal, 1))
    for a, v in alternatives:
        sources.append(CostSource(a.name, a.mana, v, 1))
    for o, v in optionals:
        sources.append(CostSource(o.name, o.mana, v, bound if o.repeatable else 1))
    modes, entwine, escalate, mode_sources = _modes(b, optionals)
    sources += mode_sources
    loyalty_x = b.ability is not None and getattr(b.ability[1], "loyalty_x", False)
    hi = bound if any(s.mult is not None and s.cost.x_count for s in sources) else 0
    parts = _cost_parts(b, alternatives, optionals, escalate)
    x_mults = [src.mult for src in sources if src.cost.x_count] + [mult for part, mult in parts if part.per_x]
    hi = max(hi, _x_part_bound(b, parts))
    if loyalty_x:
        hi = b.spell.counters.get("loyalty", 0)  # 606.6: -X removes at most its loyalty
    x = b.int_var(0, hi, "x", key=True)
    # 107.3a, 601.2b: X is announced only when a chosen cost has {X} or pays X of something (else it is 0)
    if x_mults and not loyalty_x and not any(isinstance(v, int) for v in x_mults):
        m.add(x <= hi * sum(x_mults))
    ann = Announcement(normal, alternatives, optionals, modes, entwine, escalate, bound, sources, x,
                       {r: [] for r in REQS}, [], [], [])
    for src in sources:  # symbol choices, aggregated by symbol text per source
        for sym, n in Counter(src.cost.symbols).items():
            _symbol(b, ann, sym, n, src.mult * n, src)
    ann.cost_parts = _times_x(b, ann, parts, hi)
    return ann


def _x_part_bound(b: Builder, parts: list[tuple[CostPart, LinearExpr]]) -> int:
    """The most X a part paid X times allows: X life at most the life total (119.4; 0 life can
    always be paid, 119.4b), X cards at most the cards in the hand (601.2h), or in the graveyard
    for "exile X cards from your graveyard" (cost14)."""
    hi = 0
    for part, _ in parts:
        if part.per_x and part.action == "pay_life":
            hi = max(hi, min(max(b.me.life, 0), 1_000_000))
        elif part.per_x and part.action == "exile_from_graveyard":
            hi = max(hi, len(b.me.graveyard))
        elif part.per_x:
            hi = max(hi, len(b.me.hand))
    return hi


def _times_x(b: Builder, ann: Announcement, parts: list[tuple[CostPart, LinearExpr]],
             hi: int) -> list[tuple[CostPart, LinearExpr]]:
    """A part paid X times (``per_x``) gets the multiplier X when its cost is chosen, else 0."""
    out: list[tuple[CostPart, LinearExpr]] = []
    for i, (part, mult) in enumerate(parts):
        if not part.per_x:
            out.append((part, mult))
            continue
        ann.x_parts[i] = mult
        if isinstance(mult, int):
            out.append((part, ann.x * mult))
            continue
        times = b.int_var(0, hi, f"x_times:{i}")
        b.m.add_multiplication_equality(times, [ann.x, mult])
        out.append((part, times))
    return out


def _miracle_resolving(b: Builder) -> bool:
    """702.94a: the card's miracle trigger is resolving: nobody has priority (117.2e), so its
    mana cost is no option from the hand then (117.1), only the miracle cost."""
    return any(a.permission == "miracle" and alternative_open(b.state, b.spell, a) for a in b.card.alternative_costs)


def _alternative(b: Builder) -> tuple[BoolVar, list[tuple[AlternativeCost, BoolVar]]]:
    """118.9a, 601.2b: the mana cost or exactly one alternative cost, each where it works."""
    m, card = b.m, b.card
    alternatives: list[tuple[AlternativeCost, BoolVar]] = []
    zone = costs_zone(b.spell.zone) if b.ability is None else b.spell.zone  # 903.8: the command zone
    # sneak: its own timing, so the precheck's 117.1a is left to each cost (``sneak_now``)
    sneak = b.ability is None and sneak_now(b.state, b.spell)
    if b.ability is None:  # 601.3: from the hand, or by a casting permission (and its timing, 117.1a)
        normal_ok = card.mana_cost is not None and mana_cost_open(b.spell) and (
            (zone == "hand" and not sneak and not _miracle_resolving(b))
            or cost_timing_ok(b.state, b.player, b.spell, None))
    else:
        normal_ok = card.mana_cost is not None and b.spell.zone == b.source_ability.zone
    normal = m.new_bool_var("cost:mana_cost")
    b.key_vars.append(normal)
    if not normal_ok or b.mode not in ("any", None):
        m.add(normal == 0)
    for a in card.alternative_costs:
        v = m.new_bool_var(f"cost:{a.name}")
        b.key_vars.append(v)
        ok = a.zone == zone and b.mode in ("any", a.name)
        if b.ability is None and (zone != "hand" or sneak or returns_unblocked(a.parts) or a.permission is not None):
            # 601.3: the state fact it needs, its timing
            ok = ok and alternative_open(b.state, b.spell, a) and cost_timing_ok(b.state, b.player, b.spell, a)
        if a.condition is not None and not any(matches(a.condition, o) for o in b.me.battlefield):
            ok = False
        if a.opponent_spells and not any(p.spells_cast_this_turn >= a.opponent_spells
                                         for p in b.state.players if p.name != b.player):
            ok = False  # Mindbreak Trap: "If an opponent cast three or more spells this turn" (118.9)
        if a.own_spells and b.state.player(b.player).spells_cast_this_turn < a.own_spells:
            ok = False  # surge (702.117a): its caster cast another spell this turn
        if a.opponent_lost_life and not any(p.life_lost_this_turn > 0 for p in b.state.players if p.name != b.player):
            ok = False  # spectacle (702.137a): an opponent lost life this turn
        if not commander_alternative_open(a, b.state, b.player):
            ok = False  # 118.9: "If you control a commander, you may cast this spell without paying ..."
        if a.bestow or a.transformed:
            ok = False  # 702.103b bestowed, 702.146a transformed: another spell (castable.model.cards)
        if a.face_down and not b.spell.face_down:
            ok = False  # cast face down: the model of ``face_down_spell`` (another card)
        if not ok:
            m.add(v == 0)
        alternatives.append((a, v))
    m.add_exactly_one([normal] + [v for _, v in alternatives])
    return normal, alternatives


def _modes(b: Builder, optionals: list[tuple[OptionalCost, IntVar]]
           ) -> tuple[list[IntVar], BoolVar | None, IntVar | None, list[CostSource]]:
    """700.2, 601.2b: modes, with escalate (702.120), entwine (702.42) and spree (702.172) costs."""
    m = b.m
    choice = mode_choice(b.card, b.state, b.player, b.spell)  # 700.2: a commander, delirium, descend
    if choice is None:
        return [], None, None, []
    unpaid, variant = choice, when_paid(choice, b.card)
    paid = _paid(b, optionals, variant[0]) if variant is not None else None
    if paid is not None and variant is not None:  # "choose both instead" when the cost is paid (601.2b)
        choice = dataclasses.replace(choice, min_modes=min(choice.min_modes, variant[1].min_modes),
                                     max_modes=max(choice.max_modes, variant[1].max_modes))
    most = choice.max_modes if choice.repeatable else 1  # 700.2d: a mode chosen more than once
    modes = [b.int_var(0, most, f"mode:{i}", key=True) for i in range(len(choice.modes))]
    chosen = sum(modes)
    sources: list[CostSource] = []
    entwine = escalate = None
    plain = None
    if choice.entwine is not None:  # 702.42a: all modes, for the entwine cost
        entwine = m.new_bool_var("entwine")
        b.key_vars.append(entwine)
        for v in modes:
            m.add(v == 1).only_enforce_if(entwine)
        sources.append(CostSource("entwine", choice.entwine, entwine, 1))
        plain = entwine.negated()
    budget = pawprint_budget(choice)
    if budget is not None:  # 700.2i: up to N {P} worth of modes, each repeat counted
        m.add(sum(w * v for w, v in zip(budget[0], modes, strict=True)) <= budget[1])
    low = m.add(chosen >= choice.min_modes)
    high = m.add(chosen <= choice.max_modes)
    if plain is not None:
        low.only_enforce_if(plain)
        high.only_enforce_if(plain)
    if paid is not None and variant is not None:
        m.add(chosen >= variant[1].min_modes).only_enforce_if(paid)
        m.add(chosen <= variant[1].max_modes).only_enforce_if(paid)
        m.add(chosen >= unpaid.min_modes).only_enforce_if(paid.negated())
        m.add(chosen <= unpaid.max_modes).only_enforce_if(paid.negated())
    if choice.escalate is not None or choice.escalate_parts:
        # 702.120a: the escalate cost (mana, other parts or both) once per mode beyond the first
        escalate = b.int_var(0, len(choice.modes), "escalate")
        m.add(escalate == chosen - 1)
    if choice.escalate is not None:
        sources.append(CostSource("escalate", choice.escalate, escalate, len(choice.modes)))
    if choice.spree:  # 702.172a: each chosen mode adds its cost
        for i, mode in enumerate(choice.modes):
            if mode.mana.symbols:
                sources.append(CostSource(f"mode {i}", mode.mana, modes[i], most))
    return modes, entwine, escalate, sources


def _paid(b: Builder, optionals: list[tuple[OptionalCost, IntVar]], name: str) -> BoolVar | None:
    """Whether the optional cost ``name`` is paid (None: the spell has no such cost; then the
    modes are those of :func:`mode_choice`)."""
    v = next((v for o, v in optionals if o.name == name), None)
    if v is None:
        return None
    paid = b.m.new_bool_var(f"paid:{name}")
    b.m.add(v >= 1).only_enforce_if(paid)
    b.m.add(v == 0).only_enforce_if(paid.negated())
    return paid


def _symbol(b: Builder, ann: Announcement, sym: ManaSymbol, n: int, total: LinearExpr, src: CostSource) -> None:
    """How the ``total`` announced copies of ``sym`` go into the cost's requirements."""
    m = b.m
    hi = n * max(1, src.max_mult)
    if sym.is_x:
        # {X}: X generic per instance (107.3a); product with the 0/1 multiplier.
        xs = b.int_var(0, ann.mana_bound * n, f"x_paid:{src.label}")
        m.add(xs == n * ann.x).only_enforce_if(src.mult)
        m.add(xs == 0).only_enforce_if(src.mult.negated())
        ann.requirement["generic"].append(xs)
        return
    if sym.is_snow:
        ann.requirement["snow"].append(total)
        return
    if sym.is_plain_generic:
        ann.requirement["generic"].append(total * sym.generic)
        return
    # 107.4f: a Phyrexian symbol may be paid with 2 life; 107.4e: {2/W} with {2}; K'rrik: a
    # symbol with {B} among its colors with 2 life (``black_life``)
    per_life = sym.life or (2 if black_paid_with_life(b.me.battlefield) and "B" in sym.colors else 0)
    life = b.int_var(0, hi if per_life else 0, f"life:{src.label}:{sym.text}")
    m.add(life <= total)
    ann.life.append(life * per_life)
    as_generic = b.int_var(0, hi if sym.generic is not None else 0, f"generic:{src.label}:{sym.text}")
    m.add(as_generic + life <= total)
    if sym.generic:
        ann.requirement["generic"].append(as_generic * sym.generic)
    per_color = {c: b.int_var(0, hi, f"pay:{src.label}:{sym.text}:{c}") for c in sorted(sym.colors)}
    m.add(sum(per_color.values()) + as_generic + life == total)
    ann.symbols.append(SymbolChoice(src, sym, n, total, life, as_generic, sorted(per_color.items())))
    for c, v in per_color.items():
        ann.requirement[c].append(v)



def mana_bound(b: Builder) -> int:
    """Resource bound for X and multikicker: everything that could possibly pay mana."""
    total = len(b.me.mana_pool)
    for o in b.me.battlefield:
        best = 0
        for ab in o.card.mana_abilities:
            k = max((len(alt) for alt in ab.produces), default=0) * amount_multiplier(ab, o, b.state, b.player)
            best = max(best, k - len(ab.mana_cost.symbols))
        total += max(best, 0)
        if o.is_a("Creature") or o.is_a("Artifact"):
            total += 1
    total += len(b.me.graveyard)
    total += sum(m.amount for m in b.card.target_costs if m.kind == "reduce" and not m.life)  # Price of Fame
    total += sum(o.reduction for o in b.card.optional_costs) * len(b.me.battlefield)  # Torgaar, per sacrifice
    # reductions can make X larger than the mana available (601.2f, 118.7a)
    for o in b.state.battlefield():
        per = len(b.state.battlefield()) + len(b.state.stack)  # a per-target reduction: once per object
        total += sum(mod.amount * (per if mod.per_target else 1) for mod in o.card.cost_modifiers
                     if mod.kind == "reduce" and not mod.life)
        if o.is_a("Creature"):
            total += o.mana_value if any(a.emerge for a in b.card.alternative_costs) else 0
            total += max(0, o.power) if any(a.harmonize for a in b.card.alternative_costs) else 0  # 702.180a
        total += sum(1 for sr in b.card.self_reductions if matches(sr.counted, o))
    # the other self-reductions (graveyard cards, party, conditions) are exact counts of the state
    total += sum(reduction_amount(sr, b.state, b.player, b.spell) for sr in b.card.self_reductions
                 if sr.measure != "count")
    return min(total, MAX_COUNT)  # past it the input is refused (solver/limits.py), never answered


def _cost_parts(b: Builder, alternatives: list[tuple[AlternativeCost, BoolVar]], optionals: list[tuple[OptionalCost, IntVar]],
                escalate: IntVar | None) -> list[tuple[CostPart, LinearExpr]]:
    """601.2b, 601.2f: every non-mana cost part with its multiplier: additional (always), the
    chosen alternative cost's, each optional cost's times its count, the escalate parts once
    per mode beyond the first (702.120a), in the referee's ``cost_objects`` order."""
    out: list[tuple[CostPart, LinearExpr]] = [(p, 1) for p in b.card.additional_costs]
    for a, v in alternatives:
        out += [(p, v) for p in a.parts]
    for o, n in optionals:
        out += [(p, n) for p in o.parts]
    if b.card.modes is not None and escalate is not None:
        out += [(p, escalate) for p in b.card.modes.escalate_parts]
    return out
