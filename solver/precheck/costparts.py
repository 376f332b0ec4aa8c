"""The fast path's non-mana cost parts (issue 11): a witness for an activated ability whose cost
also says "Sacrifice a creature" (Goblin Bombardment), "Sacrifice a Goblin" (Siege-Gang
Commander) or crew N (Smuggler's Copter), with no CP-SAT model, and a spell's additional "sacrifice a creature" (Village Rites) or
"discard a card" (Thrill of Possibility).

Only a "yes" is given here: once the max-flow fast path has paid the mana and chosen the
targets (``fastpath._pay_and_target``), each part takes objects nothing else in the plan uses
(not the source, not an object tapped for mana, not a target, not one an earlier part took), in
id order; when there are too few the answer is None and the full model decides. So every object
it names could be chosen in any legal payment order (601.2h: costs are paid in any order, after
the mana abilities of 601.2g), and the referee replays each witness (tests/test_fastpath_parts.py).
"""

from __future__ import annotations

import dataclasses

from castable.model.cards import CostPart
from castable.model.plan import Plan
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.cpsat.objects import id_order

#: the part kinds this module pays: sacrifice a permanent you control, discard a card (601.2h),
#: crew (702.122a)
PARTS = frozenset({"sacrifice", "discard", "tap_power"})


def handled(parts: tuple[CostPart, ...]) -> bool:
    """Are these parts all of the kinds :func:`pay_parts` takes (a fixed amount, not per X)?"""
    return all(p.action in PARTS and not p.per_x and p.amount >= 1 and p.filter.mana_value_x is None for p in parts)


def pay_parts(state: GameState, player: str, source: GameObject, parts: tuple[CostPart, ...], plan: Plan) -> Plan | None:
    """``plan`` (mana paid, targets chosen) with ``parts`` paid too (cost_objects in their order,
    602.2b: an ability's ``parts``, then crew), or None when the objects left can't pay them."""
    busy = {source.id, *plan.tapped, *plan.sacrificed, *(t for slot in plan.targets for t in slot)}
    mine = sorted((o for o in state.player(player).battlefield if o.controller == player and o.id not in busy),
                  key=lambda o: id_order(o.id))
    hand = sorted((o for o in state.player(player).hand if o.id not in busy), key=lambda o: id_order(o.id))
    chosen: list[tuple[str, ...]] = []
    sacrificed, tapped, discarded = list(plan.sacrificed), list(plan.tapped), list(plan.discarded)
    for part in parts:
        if part.action == "sacrifice":
            # 601.2h: a permanent you control matching the filter (its state-dependent parts too)
            cands = [o for o in mine if filter_matches(part.filter, o, player)]
            if len(cands) < part.amount:
                return None
            got = cands[:part.amount]
            sacrificed += [o.id for o in got]
        elif part.action == "discard":
            # 601.2h: another card in your hand (the spell is on the stack, 601.2a), in id order
            cands = [o for o in hand if part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types)]
            if len(cands) < part.amount:
                return None
            got = cands[:part.amount]
            discarded += [o.id for o in got]
            hand = [o for o in hand if o not in got]
        else:
            crew = _crew(part, mine)
            if crew is None:
                return None
            got = crew
            tapped += [o.id for o in got]
        chosen.append(tuple(o.id for o in got))
        mine = [o for o in mine if o not in got]
    return dataclasses.replace(plan, cost_objects=tuple(chosen), sacrificed=tuple(sorted(sacrificed, key=id_order)),
                               tapped=tuple(sorted(tapped, key=id_order)),
                               discarded=tuple(sorted(discarded, key=id_order)))


def _crew(part: CostPart, mine: list[GameObject]) -> list[GameObject] | None:
    """702.122a crew N: untapped creatures (other than the source: not in ``mine``) with total
    power N or more, summoning sickness irrelevant (no {T} of theirs); the strongest first."""
    cands = [o for o in mine if not o.tapped and o.power > 0
             and part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types)]
    got: list[GameObject] = []
    for o in sorted(cands, key=lambda o: (-o.power, id_order(o.id))):
        if sum(g.power for g in got) >= part.amount:
            break
        got.append(o)
    return got if sum(g.power for g in got) >= part.amount else None
