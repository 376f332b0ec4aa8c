"""Exact necessary conditions checked before any model is built: priority and timing
(117.1a, 307.1), where the card is (601.3), and unpayable costs (118.6).

Each failure is a proof of "no" on its own, so these checks are tested against the full model.
"""

from __future__ import annotations

from castable.model.state import GameObject, GameState
from castable.solver.answer import Reason

MAIN_PHASES = ("main1", "main2")


def cast_zones(card: GameObject) -> set[str]:
    """Zones a card may be cast from (601.3): the hand, and the graveyard when it has an
    alternative cost that works there (flashback, 702.34a)."""
    zones = {"hand"}
    zones |= {a.zone for a in card.card.alternative_costs}
    return zones


def timing_reasons(state: GameState, player: str, obj: GameObject) -> list[Reason]:
    """Why ``player`` may not begin to cast ``obj`` at all right now (empty list: may begin)."""
    reasons: list[Reason] = []
    card = obj.card
    if "Land" in obj.types:
        return [Reason("305.1", f"{obj.name} is a land: it is played, not cast", (obj.id,))]
    if obj.zone == "stack":
        return [Reason("601.3", f"{obj.name} is already on the stack", (obj.id,))]
    if obj.controller != player and obj.owner != player:
        return [Reason("601.3", f"{obj.name} is not {player}'s card to cast", (obj.id,))]
    if obj.zone not in cast_zones(obj) or (obj.zone != "battlefield" and obj.owner != player):
        return [Reason("601.3", f"no rule lets {player} cast {obj.name} from the {obj.zone}", (obj.id,))]
    if obj.zone == "battlefield":
        return [Reason("601.3", f"{obj.name} is on the battlefield, not in a zone it can be cast from", (obj.id,))]
    if state.priority != player:
        who = state.priority or "no player"
        reasons.append(Reason("117.1", f"{player} does not have priority ({who} does)"))
    if not card.has_flash:
        if state.active_player != player:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: only on {player}'s own turn"))
        elif state.phase not in MAIN_PHASES:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: "
                                            f"only in a main phase, not {state.phase}"))
        elif state.stack:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: the stack must be empty",
                                  tuple(o.id for o in state.stack)))
    if card.mana_cost is None and not card.alternative_costs:
        reasons.append(Reason("118.6", f"{obj.name} has no mana cost: its cost is unpayable", (obj.id,)))
    return reasons
