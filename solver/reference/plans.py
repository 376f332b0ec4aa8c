"""The driver: every legal plan of one subject, step by step (601.2b-h)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from castable.model.commander import foreign_sources
from castable.model.plan import Plan, spent_matters
from castable.model.rules import applicable_modifiers
from castable.model.state import GameState, Player
from castable.solver.reference import announce, payment, targets, timing
from castable.solver.reference.announce import Announcement
from castable.solver.reference.mana_abilities import Use, produced, uses_of
from castable.solver.reference.timing import Subject
from castable.solver.reference.total_cost import TotalCost, total_cost


def cast_plans(state: GameState, card_id: str, player: str | None, max_x: int) -> Iterator[Plan]:
    who = player if player is not None else state.priority
    if who is None:
        return
    for s in timing.spells(state, card_id, who):
        yield from subject_plans(state, s, max_x)


def activation_plans(state: GameState, source_id: str, index: int, player: str | None, max_x: int) -> Iterator[Plan]:
    who = player if player is not None else state.priority
    s = timing.ability(state, source_id, index, who) if who is not None else None
    if s is not None:
        yield from subject_plans(state, s, max_x)


def subject_plans(state: GameState, s: Subject, max_x: int) -> Iterator[Plan]:
    """Announce (601.2b), choose targets (601.2c-d), lock in the total cost (601.2f), then
    every payment of it (601.2g-h); payments are shared by choices with the same total."""
    me = state.player(s.player)
    upper = mana_upper_bound(state, s, me)
    ctx = payment.Ctx(state, s, me, upper)
    by_targets = _targets_matter(state, s)
    slot_cache: dict[Any, list[str]] = {}
    target_cache: dict[Any, list[Any]] = {}
    paid_cache: dict[Any, list[payment.Paid]] = {}
    for ann in announce.announcements(state, s, max_x):
        head = (ann.alternative, tuple(sorted(ann.optional_costs.items())), ann.modes, ann.x)
        if head not in target_cache:
            target_cache[head] = targets.choices(state, s, ann, slot_cache)
        choices = target_cache[head]
        if not choices:
            continue
        for cost_objects in payment.cost_object_choices(state, s, me, ann.parts):
            for tc, group in _by_total(state, s, ann, choices, cost_objects, by_targets).items():
                if tc.mana_count > upper or 0 < tc.life > me.life:  # 119.4: only life one has; 0 always (119.4b)
                    continue
                bend = _waterbend(s, ann)
                key = (tc, ann.parts, cost_objects, bend)
                if key not in paid_cache:
                    paid_cache[key] = list(payment.payments(ctx, tc, ann.parts, cost_objects, bend))
                for paid in paid_cache[key]:  # each within the life total (payment.life_paid_fits, 119.4)
                    for chosen, division in group:
                        yield _plan(state, s, ann, tc, cost_objects, chosen, division, paid)


def _waterbend(s: Subject, ann: Announcement) -> int:
    """The {N} of the waterbend cost paid (701.67), 0 when none is."""
    if s.ability is not None:
        return s.full.waterbend if s.full is not None else 0
    return sum(c.mana.mana_value * ann.optional_costs.get(c.name, 0) for c in s.card.optional_costs if c.waterbend)


def _targets_matter(state: GameState, s: Subject) -> bool:
    """Whether the total cost depends on the targets: per-target costs (Fireball), modifiers of
    spells "that target ..." (Kopala), the spell's own target costs (Price of Fame)."""
    mods = applicable_modifiers(state.battlefield(), s.obj, s.player, ability=s.ability is not None,
                                active=state.active_player, zone=s.obj.zone, owner=s.obj.owner)
    own = s.ability is None and bool(s.card.target_costs)  # Price of Fame, Phyrexian Purge
    return bool(s.card.per_extra_target or s.card.per_extra_target_colors) or own or any(m.targeting is not None for m, _ in mods)


def _by_total(state: GameState, s: Subject, ann: Announcement, choices: list[Any], cost_objects: Any,
              by_targets: bool) -> dict[TotalCost, list[Any]]:
    if not by_targets:
        return {total_cost(state, s, ann, (), cost_objects): choices}
    out: dict[TotalCost, list[Any]] = {}
    for chosen, division in choices:
        out.setdefault(total_cost(state, s, ann, chosen, cost_objects), []).append((chosen, division))
    return out


def _plan(state: GameState, s: Subject, ann: Announcement, tc: TotalCost, cost_objects: Any, chosen: Any, division: Any,
          paid: payment.Paid) -> Plan:
    full = s.full
    loyalty = 0
    if full is not None:
        loyalty = -ann.x if full.loyalty_x else (full.loyalty or 0)
    return Plan(card=s.obj.id, player=s.player, zone=s.obj.zone, ability=s.ability, face=s.face,
                loyalty_change=loyalty, untapped=paid.untapped,
                alternative_cost=ann.alternative.name if ann.alternative is not None else None,
                optional_costs=dict(ann.optional_costs), x=ann.x, modes=ann.modes, targets=chosen, division=division,
                announced=ann.announced, total_cost=tc.text, activations=paid.activations, spent=paid.spent,
                convoked=paid.convoked, improvised=paid.improvised, waterbent=paid.waterbent, delved=paid.delved,
                cost_objects=cost_objects,
                life_paid=tc.life, tapped=paid.tapped, sacrificed=paid.sacrificed, exiled=paid.exiled,
                discarded=paid.discarded, returned=paid.returned, mana_pool=paid.mana_pool,
                blighted=tuple((ids[0], part.amount) for part, ids in zip(ann.parts, cost_objects, strict=True)
                               if part.action == "blight"),
                mana_spent=paid.spent if s.ability is None and spent_matters(s.card) else None,
                mode_chooser=_chooser(state, s, s.card.modes is not None and s.card.modes.chooser == "opponent"),
                target_choosers=tuple(_chooser(state, s, slot.chooser == "opponent")
                                      for slot, _, _ in targets.active_slots(s, ann)))


def _chooser(state: GameState, s: Subject, opponent: bool) -> str:
    """601.7: the caster, or for "an opponent chooses" the next opponent in turn order (601.7a:
    the caster may pick any; who chooses is not part of an option)."""
    if not opponent:
        return s.player
    order = [p.name for p in state.players]
    return order[(order.index(s.player) + 1) % len(order)]


def mana_upper_bound(state: GameState, s: Subject, me: Player) -> int:
    """The most mana-worth the player could bring: floating mana, each permanent's best single
    use (mana ability now, convoke, improvise, waterbend), every card delve could exile. Only prunes."""
    total = len(me.mana_pool)
    bends = payment.bends(s)
    for o in me.battlefield:
        best = 1 if (s.keyword("convoke") or s.keyword("improvise")) and not o.tapped else 0
        if bends and not o.tapped and (o.is_a("Artifact") or o.is_a("Creature")):
            best = 1  # 701.67: tapped for {1} of a waterbend cost
        tap_use = best  # a mana ability that keeps it untapped may come before that tap (payment._uses)
        for idx, alt in uses_of(o, mine=me.battlefield):
            extra = tap_use if payment.keeps_it(o.card.mana_abilities[idx]) else 0
            best = max(best, len(produced(state, me, Use(o, idx, alt), frozenset())) + extra)
        total += best
        # 118.3: one whose cost only removes counters (Pentad Prism) adds its mana once per
        # activation they pay for, beside its other uses
        total += sum(o.counters.get(a.remove_counters or "", 0) // a.remove_amount * max(map(len, a.produces))
                     for a in o.card.mana_abilities if a.counter_bounded and a.produces)
        # 107.3: a counter_x one (Calciform Pools) adds, over all its activations, its counters' worth
        total += sum(max(map(len, a.produces)) for a in o.card.mana_abilities if a.counter_x and a.produces)
    for o in foreign_sources(state, me.name):  # 602.2: another player's Mana Cache, once per counter
        total += sum(o.counters.get(a.remove_counters or "", 0) // a.remove_amount * max(map(len, a.produces))
                     for a in o.card.mana_abilities if a.any_player and a.counter_bounded and a.produces)
    # 113.6k: hand cards whose mana ability works from there (Spirit Guides)
    total += sum(max((len(alt) for a in o.card.mana_abilities if a.zone == "hand" for alt in a.produces), default=0)
                 for o in me.hand)
    if s.keyword("delve"):
        total += len(me.graveyard) + len(me.battlefield) + len(me.hand)
    return total
