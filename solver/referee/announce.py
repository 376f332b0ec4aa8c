"""601.2b: the announcements — alternative and optional costs, modes, X.

Which alternative cost (118.9, from which zone: 601.3) and optional costs (each at most once
unless repeatable) are chosen, the modes (700.2, entwine 702.42a, escalate 702.120a, spree),
X, and, for an ability (602.2b), that it has no alternative or optional costs and -X removes
no more loyalty than there is (606.6). The result, an :class:`Announcement`, also lists the
printed cost symbols chosen (what ``plan.announced`` describes) and the non-mana cost parts
(what ``plan.cost_objects`` pays), both in the order the package docstring gives.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from castable.model.cards import AlternativeCost, CardDef, CostPart, OptionalCost
from castable.model.commander import costs_zone
from castable.model.commander_control import alternative_open
from castable.model.mana import ManaCost, ManaSymbol
from castable.model.modecount import mode_choice, paid_mode_choice, pawprints_fit
from castable.model.state import GameObject

from .context import Replay
from .timing import mana_cost_permitted


@dataclass(frozen=True)
class Announcement:
    """What 601.2b announced, as the later steps need it."""

    alternative: AlternativeCost | None
    #: the optional costs chosen, in card order, each with how many times
    optional: tuple[tuple[OptionalCost, int], ...]
    #: the printed cost symbols ``plan.announced`` must describe, in order
    symbols: tuple[ManaSymbol, ...]
    #: the non-mana cost parts, in ``plan.cost_objects`` order
    parts: tuple[CostPart, ...]
    #: the loyalty the cost adds or removes (606.4; 0 for a spell)
    loyalty_change: int
    #: a chosen part is paid X times ("pay X life", "discard X cards"): X is announced (601.2b);
    #: ``parts`` holds it with the amount X
    x_parts: bool = False


def announce(ctx: Replay, obj: GameObject) -> Announcement | None:
    """The announcements of ``ctx.plan`` for ``obj``; None (with the problems reported) when
    they don't fit the card."""
    chosen = _announce_ability(ctx, obj) if ctx.plan.ability is not None else _announce_spell(ctx, obj)
    if chosen is None:
        return None
    alt, opts = chosen
    parts = _cost_parts(ctx, obj, alt, opts)
    x = ctx.plan.x if isinstance(ctx.plan.x, int) else 0
    # "pay X life", "discard X cards": the part with the announced X as its amount (601.2b, 601.2h)
    resolved = tuple(dataclasses.replace(p, amount=p.amount * x, per_x=False) if p.per_x else p for p in parts)
    return Announcement(alt, tuple(opts), tuple(_base_symbols(ctx, obj, alt, opts)),
                        resolved, _loyalty_change(ctx), any(p.per_x for p in parts))


Chosen = tuple[AlternativeCost | None, list[tuple[OptionalCost, int]]]


def _announce_spell(ctx: Replay, obj: GameObject) -> Chosen | None:
    p, card = ctx.plan, obj.card
    alt: AlternativeCost | None = None
    ok = True
    if p.alternative_cost is not None:
        found = [a for a in card.alternative_costs if a.name == p.alternative_cost]
        if not found:
            ctx.err("601.2b", f"{card.name} has no alternative cost {p.alternative_cost!r}")
            return None
        alt = found[0]
        ok = _alternative_allowed(ctx, alt)
    else:
        if "Aftermath" in card.keywords:  # 702.127a: this half only from a graveyard, for "aftermath"
            ctx.err("702.127a", f"{card.name} is an aftermath half: it is cast only from a graveyard, for its aftermath cost")
            ok = False
        elif card.fused and p.zone != "hand":  # 702.102a
            ctx.err("702.102a", f"{card.name}: both halves of a fuse card are cast together only from the hand")
            ok = False
        elif costs_zone(p.zone) != "hand" and not mana_cost_permitted(obj):  # 903.8: the command zone too
            ctx.err("601.3", f"{card.name} can't be cast from the {p.zone} without a cost that allows it")
            ok = False
        if card.mana_cost is None:
            ctx.err("118.6", f"{card.name} has no mana cost and can't be cast without an alternative cost")
            return None
    if not check_modes(ctx, card):
        ok = False
    if not _optional_costs_allowed(ctx, card):
        ok = False
    opts: list[tuple[OptionalCost, int]] = []
    for oc in card.optional_costs:
        n = p.optional_costs.get(oc.name, 0)
        if isinstance(n, int) and n >= 1:
            opts.append((oc, n))
    if not isinstance(p.x, int) or p.x < 0:
        ctx.err("601.2b", f"X must be a non-negative integer, got {p.x!r}")
        ok = False
    return (alt, opts) if ok else None


def _alternative_allowed(ctx: Replay, alt: AlternativeCost) -> bool:
    """601.3: the zone the alternative cost casts from; 118.9: its condition."""
    p = ctx.plan
    ok = True
    if alt.zone != costs_zone(p.zone):
        ctx.err("601.3", f"the alternative cost {alt.name!r} is for casting from the {alt.zone}, not the {p.zone}")
        ok = False
    if alt.transformed:  # 702.146a: only the back face of a transforming card is cast so
        ctx.err("702.146a", f"{alt.name!r} casts the card transformed: the plan must name its back face")
        ok = False
    if alt.condition is not None:
        mine = ctx.players[p.player].battlefield
        if not any(alt.condition.matches(o.types, o.subtypes, o.colors, o.all_creature_types) for o in mine):
            ctx.err("118.9", f"the alternative cost {alt.name!r} needs a {alt.condition.describe()} you control")
            ok = False
    if alt.opponent_spells and max((q.spells_cast_this_turn for name, q in ctx.players.items() if name != p.player),
                                   default=0) < alt.opponent_spells:
        ctx.err("118.9", f"the alternative cost {alt.name!r} needs an opponent who cast {alt.opponent_spells} or "
                         "more spells this turn")
        ok = False
    if alt.own_spells and ctx.players[p.player].spells_cast_this_turn < alt.own_spells:
        ctx.err("702.117a", f"the alternative cost {alt.name!r} needs {p.player} to have cast another spell this turn")
        ok = False
    if not alternative_open(alt, ctx.state, p.player):
        ctx.err("118.9", f"the alternative cost {alt.name!r} needs {p.player} to control a commander")
        ok = False
    if alt.opponent_lost_life and not any(q.life_lost_this_turn > 0 for name, q in ctx.players.items()
                                          if name != p.player):
        ctx.err("702.137a", f"the alternative cost {alt.name!r} needs an opponent of {p.player} who lost life this turn")
        ok = False
    return ok


def _optional_costs_allowed(ctx: Replay, card: CardDef) -> bool:
    """601.2b: each optional cost named exists, is chosen a positive number of times, and more
    than once only if repeatable (entwine and escalate are checked with the modes)."""
    by_name = {o.name: o for o in card.optional_costs}
    ok = True
    for name, n in ctx.plan.optional_costs.items():
        if name in mode_cost_names(card):
            continue  # checked by check_modes
        oc = by_name.get(name)
        if oc is None:
            ctx.err("601.2b", f"{card.name} has no optional cost {name!r}")
            ok = False
        elif not isinstance(n, int) or n < 1:
            ctx.err("601.2b", f"optional cost {name!r} chosen {n!r} times (list only costs paid at least once)")
            ok = False
        elif n > 1 and not oc.repeatable:
            ctx.err("601.2b", f"optional cost {name!r} can be paid only once")
            ok = False
        elif oc.needs_opponent and not any(q != ctx.plan.player for q in ctx.players):
            ctx.err("702.174a", f"{name!r} is promised to an opponent, and {ctx.plan.player} has none")
            ok = False
    return _one_of_each(ctx, card) and ok


def _one_of_each(ctx: Replay, card: CardDef) -> bool:
    """601.2b: of an additional cost written "A or B" (``OptionalCost.one_of``), the plan
    announces exactly one of the costs, once."""
    ok = True
    for group in dict.fromkeys(o.one_of for o in card.optional_costs if o.one_of is not None):
        names = [o.name for o in card.optional_costs if o.one_of == group]
        chosen = sum(n for k, n in ctx.plan.optional_costs.items() if k in names and isinstance(n, int))
        if chosen != 1:
            ctx.err("601.2b", f"{card.name}'s additional cost is one of {names}: the plan chooses {chosen} of them")
            ok = False
    return ok


def _announce_ability(ctx: Replay, obj: GameObject) -> Chosen | None:
    """602.2b: an ability's cost is its activation cost; it has no alternative or optional
    costs; modes and X are announced as for a spell (-X loyalty: 606.4, X up to the
    loyalty, 606.6)."""
    p, full = ctx.plan, ctx.full_ability
    ok = True
    if p.alternative_cost is not None:
        ctx.err("602.2b", f"an ability has no alternative cost; the plan chooses {p.alternative_cost!r}")
        return None
    if p.optional_costs:
        ctx.err("602.2b", f"an ability has no optional costs; the plan chooses {sorted(p.optional_costs)}")
        ok = False
    if not check_modes(ctx, obj.card):
        ok = False
    if not isinstance(p.x, int) or isinstance(p.x, bool) or p.x < 0:
        ctx.err("601.2b", f"X must be a non-negative integer, got {p.x!r}")
        return None
    if full is not None and full.loyalty_x and ctx.source is not None:
        have = ctx.source.counters.get("loyalty", 0)
        if p.x > have:
            ctx.err("606.6", f"-X with X={p.x} removes more loyalty than {ctx.name(ctx.source.id)} has ({have})")
            ok = False
    return (None, []) if ok else None


def _loyalty_change(ctx: Replay) -> int:
    """606.4: a loyalty cost is +N, -N, or -X with the announced X."""
    full = ctx.full_ability
    if full is None:
        return 0
    if full.loyalty_x:
        return -(ctx.plan.x if isinstance(ctx.plan.x, int) else 0)
    return full.loyalty or 0


def mode_cost_names(card: CardDef) -> set[str]:
    """The ``optional_costs`` names that belong to the modes: entwine (702.42), escalate (702.120)."""
    mc = card.modes
    if mc is None:
        return set()
    out = set()
    if mc.entwine is not None:
        out.add("entwine")
    if mc.escalate is not None or mc.escalate_parts:
        out.add("escalate")
    return out


def _entwined(ctx: Replay, card: CardDef) -> bool:
    return card.modes is not None and card.modes.entwine is not None and ctx.plan.optional_costs.get("entwine") == 1


def check_modes(ctx: Replay, card: CardDef) -> bool:
    """601.2b / 700.2: the modes chosen, and the entwine / escalate announcements."""
    p = ctx.plan
    mc = mode_choice(card, ctx.state, p.player, ctx.subject)  # 700.2: a commander, delirium, descend
    if isinstance(p.optional_costs, dict):  # "choose both instead" when its cost is paid (601.2b)
        mc = paid_mode_choice(mc, card, {k for k, v in p.optional_costs.items() if isinstance(v, int) and v > 0})
    if not isinstance(p.modes, tuple):
        ctx.err("601.2b", f"modes must be a tuple of mode indexes, got {p.modes!r}")
        return False
    if mc is None:
        if p.modes:
            ctx.err("700.2", f"{card.name} is not modal, the plan chooses modes {list(p.modes)}")
            return False
        return True
    n = len(mc.modes)
    bad = [m for m in p.modes if not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < n]
    if bad:
        ctx.err("601.2b", f"{card.name} has {n} modes (0-{n - 1}); the plan chooses {bad}")
        return False
    ok = True
    if list(p.modes) != sorted(p.modes):
        ctx.err("601.2b", f"modes must be listed in card order, got {list(p.modes)}")
        ok = False
    ent = p.optional_costs.get("entwine")
    if ent is not None and ent != 1:
        ctx.err("702.42a", f"entwine is chosen once (1), the plan says {ent!r}")
        ok = False
    if _entwined(ctx, card):
        if tuple(p.modes) != tuple(range(n)):
            ctx.err("702.42a", f"entwined: all {n} modes are chosen once each, the plan chooses {list(p.modes)}")
            ok = False
    else:
        k = len(p.modes)
        if not mc.min_modes <= k <= mc.max_modes:
            want = str(mc.min_modes) if mc.min_modes == mc.max_modes else f"{mc.min_modes}-{mc.max_modes}"
            ctx.err("601.2b", f"{card.name}: choose {want} mode(s), the plan chooses {k}")
            ok = False
        if not pawprints_fit(mc, p.modes):
            ctx.err("700.2i", f"{card.name}: the chosen modes total more {{P}} than the spell allows")
            ok = False
        if len(set(p.modes)) != k and not mc.repeatable:
            ctx.err("700.2d", f"{card.name} can't choose the same mode more than once")
            ok = False
    if "escalate" in mode_cost_names(card):
        want_n = max(0, len(p.modes) - 1)
        got = p.optional_costs.get("escalate", 0)
        if got != want_n:
            ctx.err("702.120a", f"escalate is paid once per mode beyond the first: "
                                f"optional_costs.escalate should be {want_n or 'absent'}, the plan says {got!r}")
            ok = False
    return ok


def _mode_symbols(ctx: Replay, card: CardDef) -> list[ManaSymbol]:
    """Entwine, escalate x (modes - 1), then spree costs in ``plan.modes`` order."""
    mc, p = card.modes, ctx.plan
    if mc is None:
        return []
    syms: list[ManaSymbol] = []
    if mc.entwine is not None and _entwined(ctx, card):
        syms += list(mc.entwine.symbols)
    if mc.escalate is not None:
        syms += list(mc.escalate.symbols) * max(0, len(p.modes) - 1)
    if mc.spree:
        for m in p.modes:
            syms += list(mc.modes[m].mana.symbols)
    return syms


def _base_symbols(ctx: Replay, obj: GameObject, alt: AlternativeCost | None,
                  opts: list[tuple[OptionalCost, int]]) -> list[ManaSymbol]:
    base = alt.mana if alt is not None else (obj.card.mana_cost or ManaCost())
    syms = list(base.symbols)
    for oc, n in opts:
        syms += list(oc.mana.symbols) * n
    return syms + _mode_symbols(ctx, obj.card)


def _cost_parts(ctx: Replay, obj: GameObject, alt: AlternativeCost | None,
                opts: list[tuple[OptionalCost, int]]) -> list[CostPart]:
    parts = list(obj.card.additional_costs)
    if alt is not None:
        parts += list(alt.parts)
    for oc, n in opts:
        parts += list(oc.parts) * n
    mc = obj.card.modes
    if mc is not None and mc.escalate_parts:
        parts += list(mc.escalate_parts) * max(0, len(ctx.plan.modes) - 1)
    return parts
