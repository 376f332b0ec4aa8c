"""Exact necessary conditions checked before any model is built: priority and timing
(117.1a, 307.1), where the card is (601.3), and unpayable costs (118.6).

Each failure is a proof of "no" on its own, so these checks are tested against the full model.
"""

from __future__ import annotations

from castable.model.cards import ActivatedAbility, ManaAbility
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.answer import Reason

MAIN_PHASES = ("main1", "main2")


def split_second_reasons(state: GameState) -> list[Reason]:
    """702.61a: while a spell with split second is on the stack, no player may cast spells or
    activate abilities that aren't mana abilities (an ability on the stack is no spell)."""
    spells = [o for o in state.stack if "ability_of" not in o.choices and o.has("split second")]
    if not spells:
        return []
    names = ", ".join(o.name for o in spells)
    return [Reason("702.61a", f"{names} has split second: no spells or non-mana abilities while it is on the stack",
                   tuple(o.id for o in spells))]


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
    reasons += split_second_reasons(state)
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


def ability_timing_reasons(state: GameState, player: str, obj: GameObject, index: int,
                           ability: ManaAbility | ActivatedAbility) -> list[Reason]:
    """Why ``player`` may not begin to activate ability ``index`` of ``obj`` (602.2, 602.5,
    605.3a, 606.3); empty list: may begin."""
    reasons: list[Reason] = []
    full = ability if isinstance(ability, ActivatedAbility) else None
    zone = full.zone if full is not None else "battlefield"
    if obj.zone != zone:
        return [Reason("602.2", f"{obj.name} is in the {obj.zone}; this ability works on the {zone}", (obj.id,))]
    controller = obj.controller if obj.zone == "battlefield" else obj.owner
    if controller != player and not (full is not None and full.any_player):
        return [Reason("602.2", f"only {controller}, who controls {obj.name}, can activate its abilities", (obj.id,))]
    if state.priority != player:
        who = state.priority or "no player"
        reasons.append(Reason("117.1b", f"{player} does not have priority ({who} does)"))
    if full is not None:  # 702.61b: mana abilities stay allowed
        reasons += split_second_reasons(state)
    if full is not None and (full.sorcery_speed or full.loyalty is not None or full.loyalty_x):
        if state.active_player != player or state.phase not in MAIN_PHASES or state.stack:
            rule = "606.3" if full.loyalty is not None or full.loyalty_x else "602.5d"
            reasons.append(Reason(rule, "activate only as a sorcery: own main phase, empty stack"))
    if full is not None and full.your_turn_only and state.active_player != player:
        reasons.append(Reason("602.5", f"activate only during your turn: it is {state.active_player}'s turn"))
    if full is not None and full.once_per_turn and obj.activations_this_turn.get(str(index), 0) >= 1:
        reasons.append(Reason("602.5b", "activate only once each turn: already activated this turn", (obj.id,)))
    if full is not None and (full.loyalty is not None or full.loyalty_x):
        loyalty_indexes = {str(k) for k, a in enumerate(obj.card.activated_abilities)
                           if isinstance(a, ActivatedAbility) and (a.loyalty is not None or a.loyalty_x)}
        if any(obj.activations_this_turn.get(k, 0) for k in loyalty_indexes):
            reasons.append(Reason("606.3", f"a loyalty ability of {obj.name} was already activated this turn", (obj.id,)))
        if full.loyalty is not None and full.loyalty < 0 and obj.counters.get("loyalty", 0) < -full.loyalty:
            reasons.append(Reason("606.6", f"{obj.name} has {obj.counters.get('loyalty', 0)} loyalty; "
                                           f"the cost removes {-full.loyalty}", (obj.id,)))
    if isinstance(ability, ManaAbility) and ability.activate_if is not None:
        have = sum(1 for x in state.player(player).battlefield if filter_matches(ability.activate_if, x, player))
        if have < ability.activate_if_count:  # 602.5: "Activate only if you control seven or more lands"
            reasons.append(Reason("602.5", f"activate only if you control {ability.activate_if_count} such "
                                           f"permanents: {player} controls {have}", (obj.id,)))
    tap = ability.tap
    untap = full.untap if full is not None else False
    if (tap or untap) and obj.is_a("Creature") and obj.summoning_sick and not obj.has("haste"):
        reasons.append(Reason("602.5a", f"{obj.name} came under {player}'s control this turn and has no haste: "
                                        "no {T} or {Q} abilities", (obj.id,)))
    if tap and obj.tapped:
        reasons.append(Reason("118.3", f"{obj.name} is tapped: it can't be tapped to pay {{T}}", (obj.id,)))
    if untap and not obj.tapped:
        reasons.append(Reason("118.3", f"{obj.name} is untapped: it can't be untapped to pay {{Q}}", (obj.id,)))
    return reasons
