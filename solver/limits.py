"""The size of a question the solver answers exactly.

The model (``solver/cpsat/``) sizes its integer domains by a count of everything that
could pay mana for the spell, capped at :data:`castable.model.state.MAX_COUNT`; past the cap
an answer could be wrong without saying so (a "no" for an Everflowing Chalice with 5,000
charge counters). The state parser bounds every single number by ``MAX_COUNT``; this check
bounds their sum, before the model is built: a player who could have more than ``MAX_COUNT``
mana-paying resources is refused (exit 2, naming the player), never answered inexactly.

The count here is at least the model's: floating mana, the most each permanent's (or card's
in hand) mana abilities can add (their "for each" multipliers counted, their costs not
subtracted), one per creature or artifact (convoke, improvise), one per card in the graveyard
(delve), every cost reduction on the battlefield (601.2f, 118.7a) and, for the spell's own
emerge and "costs {1} less for each" reductions, what they could take off.
"""

from __future__ import annotations

from castable.model.cards import CardDef
from castable.model.errors import InputError
from castable.model.selfcount import reduction_amount
from castable.model.state import MAX_COUNT, GameObject, GameState
from castable.solver.cpsat.mana_abilities import amount_multiplier
from castable.solver.cpsat.objects import matches
from castable.solver.precheck.index import SourceIndex, index_of


def _most_mana(o: GameObject, state: GameState, player: str) -> int:
    best = 0
    for ab in o.card.mana_abilities:
        most = max((len(alt) for alt in ab.produces), default=0)
        if ab.per is not None:  # a "for each" ability: its count (the others add one alternative once)
            most *= amount_multiplier(ab, o, state, player)
        best = max(best, most)
    return best


def resource_count(state: GameState, player: str, card: CardDef | None = None,
                   index: SourceIndex | None = None) -> int:
    """An upper bound on what the model counts as able to pay mana for ``card`` (none: for
    making mana only); ``index``: the player's objects grouped (``precheck/index.py``), each
    group read once."""
    me = state.player(player)
    idx = index_of(state, player, index)
    if idx.resources is None:
        idx.resources = _board_count(state, player, idx)
    total = idx.resources
    if card is None:
        return total
    emerge = any(a.emerge for a in card.alternative_costs)
    harmonize = any(a.harmonize for a in card.alternative_costs)  # 702.180a: a creature's power off
    # the spell's own "costs {2} less if it targets ..." (601.2f)
    total += sum(m.amount for m in card.target_costs if m.kind == "reduce" and not m.life)
    # Torgaar: {2} less for each creature sacrificed, at most one per permanent
    total += sum(o.reduction for o in card.optional_costs) * len(me.battlefield)
    counted = card.self_reductions
    if emerge or harmonize or counted:
        for o in state.battlefield():
            if emerge and o.is_a("Creature"):
                total += o.mana_value
            if harmonize and o.is_a("Creature"):
                total += max(0, o.power)
            if counted:
                total += sum(1 for sr in counted if matches(sr.counted, o))
    # the other self-reductions (graveyard cards, party, conditions) are exact counts of the state
    total += sum(reduction_amount(sr, state, player, None) for sr in counted if sr.measure != "count")
    return total


def _board_count(state: GameState, player: str, idx: SourceIndex) -> int:
    """:func:`resource_count`'s part that doesn't depend on the card: made once per index (issue
    11: a move list asks for every card of one state)."""
    me = state.player(player)
    total = len(me.mana_pool) + len(me.graveyard)
    for g in (*idx.battlefield, *idx.hand):
        o = g.rep
        each = _most_mana(o, state, player)
        if o.zone == "battlefield" and not o.types.isdisjoint(("Creature", "Artifact")):
            each += 1
        total += each * len(g.objs)
    field = state.battlefield()
    # a per-target reduction (Thaumaturge) at most once per object that could be targeted
    per = len(field) + len(state.stack)
    for o in field:
        mods = o.card.cost_modifiers
        if mods:
            total += sum(mod.amount * (per if mod.per_target else 1) for mod in mods if mod.kind == "reduce" and not mod.life)
    return total


def check_resource_bound(state: GameState, player: str, card: CardDef | None = None,
                         index: SourceIndex | None = None) -> None:
    """Raise an :class:`InputError` naming the player when :func:`resource_count` is beyond
    :data:`MAX_COUNT` (the answer could not be exact)."""
    n = resource_count(state, player, card, index)
    if n > MAX_COUNT:
        i = [p.name for p in state.players].index(player)
        raise InputError(f"players[{i}]", f"{player} could have up to {n} mana and other resources to pay with; "
                                          f"castable answers exactly only up to {MAX_COUNT}")


__all__ = ["check_resource_bound", "resource_count"]
