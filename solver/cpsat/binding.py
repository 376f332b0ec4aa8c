"""The binding constraint of a proved "no" (issue 10 item 9): for the mana requirements of a
minimal infeasible core, the least the total cost needs of them (601.2f), the most the sources
allowed to pay them can give, which sources those are, and which rule keeps the others from
paying: 106.6 (a spending restriction), 702.51a (a convoking creature pays {1} or one mana of
one of its colors), 702.126a (improvise pays generic mana only), 702.66a (delve likewise).
For the life to pay (107.4f, 119.4): the least life the rest of the cost forces.

Every number is a bound CP-SAT proved on the model that proved the "no" (the objective
bound, valid even when the solver stops early), so a reason only ever says what is true: an
upper bound on what the sources can pay, a lower bound on what the cost needs. When the
bounds don't show a shortage on their own, the caller words the core as it is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from castable.model.cards import CardDef
from castable.model.mana import COLORS, MANA_TYPES
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState, Player
from castable.solver.answer import Binding, Reason
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import REQS, restriction_allows
from ortools.sat.python import cp_model

#: the rules that keep an object from paying a requirement, in the order a reason cites them
EXCLUDING_RULES = ("106.6", "702.51a", "702.126a", "702.66a")
#: per bound solve: enough for the small models of one cast (a stop early still gives a bound)
BOUND_TIME = 2.0


def bound(cm: CastModel, terms: list[Any], *, maximize: bool, groups: list[str], time_limit: float) -> int | None:
    """A proved bound on ``sum(terms)`` with only ``groups`` of the requirement groups
    enforced: an upper bound (``maximize``) or a lower bound; None when those groups alone are
    infeasible or no bound was found in time."""
    if not terms:
        return 0
    m = cm.m
    m.clear_assumptions()
    m.add_assumptions([cm.assumptions[n] for n in groups])
    if maximize:
        m.maximize(sum(terms))
    else:
        m.minimize(sum(terms))
    solver = cm.solver(min(BOUND_TIME, time_limit))
    status = solver.solve(m)
    m.clear_objective()  # type: ignore[no-untyped-call]  # ortools ships it untyped
    m.clear_assumptions()
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.UNKNOWN):
        return None
    b = solver.best_objective_bound
    if not math.isfinite(b):
        return None
    return math.floor(b + 1e-6) if maximize else math.ceil(b - 1e-6)


def legal_bound(cm: CastModel, terms: list[Any], *, maximize: bool, time_limit: float,
                drop: tuple[str, ...] = ("601.2h:pay:", "119.4:life")) -> int | None:
    """A proved bound on ``sum(terms)`` over every legal way to cast: with every requirement
    group enforced but those named by the prefixes ``drop`` (a legal cast meets them all, so
    a bound under fewer of them holds too: the tightest that is feasible), else with none."""
    groups = [n for n in cm.assumptions if not n.startswith(drop)]
    found = bound(cm, terms, maximize=maximize, groups=groups, time_limit=time_limit) if groups else None
    return found if found is not None else bound(cm, terms, maximize=maximize, groups=[], time_limit=time_limit)


def paid(cm: CastModel, reqs: tuple[str, ...]) -> list[Any]:
    """What pays requirements ``reqs`` (as ``payment.pay_mana`` sums it, 601.2h): mana spent on
    them, creatures convoked for them, and for generic, artifacts improvised and cards delved."""
    pay, uses = cm.payment, cm.uses
    terms = [v for (_k, r), v in pay.spend.items() if r in reqs]
    terms += [v for (_c, r), v in pay.convoke_pay.items() if r in reqs]
    if "generic" in reqs:
        terms += [*uses.improvise.values(), *uses.delve.values()]
    return terms


def needed_terms(cm: CastModel, reqs: tuple[str, ...]) -> list[Any]:
    """The total cost's requirements ``reqs`` (601.2f: after hybrid choices, X and modifiers)."""
    return [cm.total.requirement[r] for r in reqs]


def sources(cm: CastModel, reqs: tuple[str, ...]) -> list[str]:
    """The objects allowed to pay ``reqs``: those whose mana abilities make mana that may be
    spent on them (106.6, 107.4h for {S}), the creatures convoke may tap for them (702.51a),
    and for generic, the artifacts to improvise and the cards to delve. In the state's order."""
    spendable = {k for (k, r) in cm.payment.spend if r in reqs}
    ids: list[str] = []
    for g in cm.mana.groups:
        o = g.cls.sample
        if g.ab.tap and not can_tap_for_ability(o):
            continue  # 302.6, 118.3: can't be activated now
        if cm.ability is not None and getattr(cm.ability[1], "tap", False) and cm.spell.id in g.cls.ids:
            continue  # the ability's own {T} taps it (601.2g before 601.2h)
        if any(k in spendable for k in g.produced):
            ids += [g.cls.ids[g.object]] if g.object is not None else g.cls.ids
    for (ci, r) in cm.payment.convoke_pay:
        if r in reqs:
            ids += cm.objects.all[ci].ids
    if "generic" in reqs:
        for ci in [*cm.uses.improvise, *cm.uses.delve]:
            ids += cm.objects.all[ci].ids
    return _in_state_order(cm, ids)


def excluded(cm: CastModel, reqs: tuple[str, ...], allowed: list[str]) -> list[tuple[str, str]]:
    """Objects that could seem to pay ``reqs`` but a rule keeps from it, with that rule."""
    return excluded_objects(cm.me, cm.card, cm.spell.id, cm.ability is not None, reqs, allowed)


def excluded_objects(me: Player, card: CardDef, spell_id: str, ability: bool, reqs: tuple[str, ...],
                     allowed: list[str]) -> list[tuple[str, str]]:
    """:func:`excluded` without a model: ``me``'s objects not in ``allowed`` that could seem to
    pay ``reqs`` for ``card`` (an ability's pseudo-card when ``ability``), with the rule."""
    out: list[tuple[str, str]] = []
    keep = set(allowed)
    for o in me.battlefield:
        if o.id not in keep and _restricted_source(card, ability, o, reqs):
            out.append((o.id, "106.6"))
    if "generic" in reqs or ability:
        return out  # convoke, improvise and delve all pay generic mana
    kws = card.keywords
    untapped = [o for o in me.battlefield if not o.tapped and o.id not in keep and o.id != spell_id]
    if "Convoke" in kws:
        out += [(o.id, "702.51a") for o in untapped if o.is_a("Creature")]
    if "Improvise" in kws:
        out += [(o.id, "702.126a") for o in untapped if o.is_a("Artifact") and (o.id, "702.51a") not in out]
    if "Delve" in kws:
        out += [(o.id, "702.66a") for o in me.graveyard if o.id != spell_id]
    return out


def _restricted_source(card: CardDef, ability: bool, o: GameObject, reqs: tuple[str, ...]) -> bool:
    """106.6: ``o`` can make mana for ``reqs`` now, but only mana its restriction keeps from
    paying for what is cast or activated (a restricted ability never pays an ability)."""
    for ab in o.card.mana_abilities:
        if ab.restriction is None or (ab.tap and not can_tap_for_ability(o)):
            continue
        if not ability and restriction_allows(ab.restriction, card, o):
            continue
        makes = any(t in reqs for alt in ab.produces for t in alt)
        if makes or "generic" in reqs or ("snow" in reqs and o.is_snow):
            return True
    return False


#: why each excluding rule keeps an object from paying (a reason's wording)
WHY = {"106.6": "its mana may be spent only as its spending restriction says, not on {card}",
       "702.51a": "a convoking creature pays {{1}} or one mana of one of its colors",
       "702.126a": "improvise pays only generic mana",
       "702.66a": "delve pays only generic mana"}


@dataclass(frozen=True)
class Short:
    """Requirements ``reqs`` short: at least ``needed`` of them, at most ``available`` paid
    by the objects ``allowed`` (and floating mana when ``floating``), ``excl`` kept out."""

    reqs: tuple[str, ...]
    needed: int
    available: int
    allowed: list[str]
    excl: list[tuple[str, str]]
    floating: bool


def shortage_reason(state: GameState, card_name: str, need: str, short: Short, prefix: str = "") -> Reason:
    """The reason a requirement short gives: "needs {3}{U}{U}: at least 2 {U}; at most 1 can
    be paid now, by Island (me.battlefield.0); ..." with its ``binding``."""
    reqs, allowed, excl = short.reqs, short.allowed, short.excl
    lab = label(reqs)
    by = f", by {names(state, allowed)}" if allowed else ""
    if short.floating:
        by += " and floating mana" if allowed else ", with floating mana"
    what = f"{short.needed} {lab}" if len(reqs) == 1 else f"{short.needed} mana for {lab} together"
    by = by or f" (nothing can pay {lab})"
    text = f"needs {need}: at least {what}; at most {short.available} can be paid now{by}"
    for rule in EXCLUDING_RULES:
        ids = [o for o, r in excl if r == rule]
        if ids:
            text += f"; {names(state, ids)} can't pay {lab} ({rule}: {WHY[rule].format(card=card_name)})"
    restricted = [o for o, r in excl if r == "106.6"]
    return Reason(rule_of(excl), prefix + text, tuple(allowed + restricted),
                  Binding(reqs, short.needed, short.available, tuple(allowed), tuple(excl)))


def rule_of(excl: list[tuple[str, str]]) -> str:
    """The rule a reason cites: the first rule that excludes a would-be source, else 601.2h."""
    cited = {r for _, r in excl}
    return next((r for r in EXCLUDING_RULES if r in cited), "601.2h")


def label(reqs: tuple[str, ...]) -> str:
    """``{U}``, ``generic mana``, ``{S}``; several: ``{W}, {G} and generic mana`` (REQS order)."""
    words = [f"{{{r}}}" if r in MANA_TYPES else "{S}" if r == "snow" else "generic mana"
             for r in REQS if r in reqs]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def single_order(reqs: list[str]) -> list[str]:
    """Colors and {S} before generic: a color short is the more precise reason."""
    return [r for r in (*COLORS, "C", "snow", "generic") if r in reqs]


def names(state: GameState, ids: list[str], most: int = 6) -> str:
    """``Forest (forest), Grizzly Bears (bears)``; past ``most``: ``and N more``."""
    words = []
    for oid in ids[:most]:
        o = state.object(oid)
        words.append(f"{o.name} ({oid})" if o is not None else oid)
    if len(ids) > most:
        words.append(f"and {len(ids) - most} more")
    return ", ".join(words)


def _in_state_order(cm: CastModel, ids: list[str]) -> list[str]:
    order = {o.id: i for i, o in enumerate([*cm.me.battlefield, *cm.me.hand, *cm.me.graveyard])}
    return sorted(dict.fromkeys(ids), key=lambda i: order.get(i, len(order)))
