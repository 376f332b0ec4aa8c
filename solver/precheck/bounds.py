"""An exact necessary condition: the fewest mana the total cost can need (601.2f) against
the most mana-paying resources the player has (106, 702.51, 702.126, 702.66). If even the
generous count of resources is below the cheapest possible cost, the spell can't be cast —
proved without a model. Tested against the full model in ``tests/test_bounds.py``."""

from __future__ import annotations

from castable.model.commander import foreign_sources
from castable.model.rules import applicable_modifiers, black_paid_with_life
from castable.model.selfcount import reduction_amount
from castable.model.state import GameObject, GameState
from castable.solver.answer import Binding, Reason
from castable.solver.cpsat.binding import names
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.total_cost import modifier_totals
from castable.solver.precheck.index import SourceIndex, index_of


def cheapest_mana(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> int | None:
    """A lower bound on the mana in the total cost, or None when the spell has alternative
    costs (they can make it free) or no mana cost."""
    card = spell.card
    if card.mana_cost is None or card.alternative_costs:
        return None
    # modes (spree, escalate, entwine) and per-target costs only add to the cost; fine as a
    # lower bound, which this is
    pips = 0
    generic = 0
    twobrid = 0  # {2/W}: one colored mana, or {2} that reductions may eat (601.2b, 118.7a)
    # K'rrik
    black_life = index.black_life if index is not None else black_paid_with_life(state.player(player).battlefield)
    for s in card.mana_cost.symbols:
        if s.life or (black_life and "B" in s.colors):  # Phyrexian, K'rrik's {B}: may be paid with life
            continue
        if s.colors and s.generic is not None:
            twobrid += 1
        elif s.is_snow or s.colors:
            pips += 1
        elif s.generic:
            generic += s.generic
    changes = cost_changes(state, player, spell)
    if changes is None:
        return None
    increase, reduction, minimum, colored = changes
    cheapest = min((twobrid - j) + max(0, generic + 2 * j + increase - reduction) for j in range(twobrid + 1))
    return max(minimum, pips + cheapest - colored)


def cost_changes(state: GameState, player: str, spell: GameObject) -> tuple[int, int, int, int] | None:
    """Bounds on the cost changes of 601.2f that every "no" shortcut uses (this module and
    ``supply``): (the least increase, the most generic reduction, the minimum, the most colored
    reduction), or None when no small bound is worth computing. A targeting increase (Kopala)
    applies only to some targets, so it is left out; a targeting reduction might apply, so it
    is counted."""
    card = spell.card
    if any(o.reduction for o in card.optional_costs):
        return None  # Torgaar: as much off as creatures sacrificed
    mods = applicable_modifiers(state.battlefield(), card, player, active=state.active_player, zone=spell.zone,
                                owner=spell.owner)
    if any(m.per_target and m.kind == "reduce" for m, _ in mods):
        return None  # "{1} less for each creature it targets"
    increase, reduction, minimum = modifier_totals(mods)
    own = [m for m in card.target_costs if not m.life]  # the spell's own "less if it targets ..."
    reduction += sum(m.amount for m, _ in mods if m.targeting is not None and m.kind == "reduce")
    reduction += sum(m.amount for m in own if m.kind == "reduce")
    reduction += sum(reduction_amount(sr, state, player, spell) for sr in card.self_reductions if sr.color is None)
    # "{G} less for each ..." (Khalni Hydra) takes a pip or, past them, generic (118.7c)
    colored = sum(reduction_amount(sr, state, player, spell) for sr in card.self_reductions if sr.color)
    return increase, reduction, minimum, colored


def most_resources(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> int:
    """An upper bound on what can pay mana: floating mana, the most each permanent's mana
    abilities can add, and every object convoke, improvise or delve could use; each group of
    alike objects (``precheck/index.py``) read once."""
    me = state.player(player)
    idx = index_of(state, player, index)
    kws = spell.card.keywords
    total = len(me.mana_pool)
    # 113.6k: a hand card's mana ability that works from there (Spirit Guides) adds its mana
    # once; a repeatable ability (605.1a, Orochi Leafcaller) adds no more than its cost takes,
    # so counting its best activation once keeps this an upper bound
    total += sum(max((len(alt) for ab in o.card.mana_abilities if ab.zone == "hand" for alt in ab.produces), default=0)
                 for o in me.hand if o.id != spell.id)
    convoke, improvise, delve = "Convoke" in kws, "Improvise" in kws, "Delve" in kws
    for g in idx.battlefield:
        o = g.rep
        best = _most_on_battlefield(state, player, o)
        helper = (convoke and o.is_a("Creature")) or (improvise and o.is_a("Artifact"))
        # 702.66a: a nontoken permanent might reach the graveyard during payment (delve)
        total += (best + (1 if helper else 0) + (1 if delve and not o.token else 0)) * len(g.objs)
    for o in foreign_sources(state, player):  # 602.2: another player's Mana Cache, once per counter
        total += max((len(alt) * ab.counter_activations(o.counters) for ab in o.card.mana_abilities
                      if ab.any_player and ab.counter_bounded for alt in ab.produces), default=0)
    if delve:
        total += sum(1 for o in me.graveyard if o.id != spell.id)
        # 601.2h (any order): a card discarded for the cost is in the graveyard for delve
        total += sum(1 for o in me.hand if o.id != spell.id)
    return total


def _most_on_battlefield(state: GameState, player: str, o: GameObject) -> int:
    """The most one activation of ``o``'s best battlefield mana ability adds."""
    best = 0
    for ab in o.card.mana_abilities:
        if ab.zone == "battlefield":
            most = max((len(alt) for alt in ab.produces), default=0)
            if ab.counter_bounded:  # 118.3: once per activation its counters allow (Pentad Prism)
                most *= ab.counter_activations(o.counters)
            best = max(best, most * amount_multiplier(ab, o, state, player) if ab.per is not None else most)
    return best


def resource_reasons(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> list[Reason]:
    need = cheapest_mana(state, player, spell, index)
    if need is None:
        return []
    have = most_resources(state, player, spell, index)
    if have >= need:
        return []
    counted = _resource_objects(state, player, spell)
    by = [names(state, counted)] if counted else []
    by += ["floating mana"] if state.player(player).mana_pool else []
    return [Reason("601.2h", f"the total cost needs at least {need} mana; at most {have} can be paid now"
                             + (f", by {' and '.join(by)}" if by else ""),
                   tuple(counted), Binding(("mana",), need, have, tuple(counted)))]


def _resource_objects(state: GameState, player: str, spell: GameObject) -> list[str]:
    """The objects :func:`most_resources` counts something for: the sources allowed to pay
    the mana in all (a reason's ``objects``; its ``binding.sources``)."""
    me = state.player(player)
    kws = spell.card.keywords
    out = []
    for o in me.battlefield:
        helper = ("Convoke" in kws and o.is_a("Creature")) or ("Improvise" in kws and o.is_a("Artifact"))
        if o.card.mana_abilities or helper or ("Delve" in kws and not o.token):
            out.append(o.id)
    if "Delve" in kws:
        out += [o.id for o in [*me.graveyard, *me.hand] if o.id != spell.id]
    return out + [o.id for o in foreign_sources(state, player)]
