"""Exact necessary conditions checked before any model is built: priority and timing
(117.1a, 307.1), where the card is (601.3), and unpayable costs (118.6).

Each failure is a proof of "no" on its own, so these checks are tested against the full model.
"""

from __future__ import annotations

from castable.model import levels, manastate
from castable.model.activatecheck import check_count, check_holds
from castable.model.cards import ActivatedAbility, AlternativeCost, CostPart, ManaAbility, cost_counters
from castable.model.castwindow import window_open, window_reason
from castable.model.commander import any_player_window, costs_zone, is_commander
from castable.model.prohibit import prohibited
from castable.model.state import AFTER_BLOCKERS, GameObject, GameState, filter_matches
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


def cast_zones(card: GameObject, state: GameState | None = None) -> set[str]:
    """Zones a card may be cast from (601.3): the hand, the graveyard or exile when it has an
    alternative cost that works there (flashback 702.34a, madness, foretell, plot, suspend), the
    zone of a card with a casting permission (``permission``: foretold, plotted, on an
    adventure, an effect's), and a commander's command zone (903.8), when the ``state`` says it
    is one."""
    zones = {"hand"}
    zones |= {a.zone for a in card.card.alternative_costs}
    if state is not None and is_commander(state, card):
        zones.add("command")
    if card.permission is not None:
        zones.add(card.zone)
    return zones


def caster(obj: GameObject) -> str:
    """Who may cast ``obj`` from where it is (601.3): its owner, or the player its casting
    permission names."""
    if obj.permission is not None and obj.permission.player is not None and obj.zone != "hand":
        return obj.permission.player
    return obj.owner


def resolving_trigger(state: GameState, obj: GameObject, kind: str) -> bool:
    """702.35a madness, 702.62a suspend: ``obj``'s own ``kind`` trigger is resolving: it is the
    top of the stack (``ability_of`` the card, its ``trigger`` text starting with the keyword)
    and nobody holds priority (117.2e); suspend's when its last time counter is gone."""
    if not state.stack or state.priority is not None:
        return False
    top = state.stack[-1]
    text = top.choices.get("trigger")
    if top.choices.get("ability_of") != obj.id or not isinstance(text, str):
        return False
    if kind == "suspend" and obj.counters.get("time", 0):
        return False
    return text.lower().startswith(kind) and top.controller == caster(obj)


RESOLVING = ("madness", "suspend", "miracle")


def alternative_open(state: GameState, obj: GameObject, a: AlternativeCost) -> bool:
    """601.3: the state fact ``a`` needs besides its zone (``AlternativeCost.permission``):
    its trigger resolving (madness, suspend), or the card foretold / plotted on an earlier turn
    (702.143a, 702.170d). Its zone and condition are checked where they always were."""
    if a.permission is None:
        return True
    if a.permission in RESOLVING:
        return resolving_trigger(state, obj, a.permission)
    perm = obj.permission
    return perm is not None and perm.kind == a.permission and not perm.this_turn


def mana_cost_open(obj: GameObject) -> bool:
    """601.3: the mana cost works from the hand; from a graveyard or exile only by a permission
    for it: an effect's, or 715.4 an adventurer card on an adventure, as its creature (the face
    that is not the Adventure), or 702.185a a warped card exiled on an earlier turn; a
    commander's from the command zone, as the hand's (903.8)."""
    if "Aftermath" in obj.card.keywords:
        return False  # 702.127a: this half only from a graveyard, by its aftermath cost
    if obj.card.fused:
        return obj.zone == "hand"  # 702.102a: both halves only from its owner's hand
    if costs_zone(obj.zone) == "hand":
        return True
    perm = obj.permission
    if perm is None or perm.kind not in ("adventure", "effect", "warp"):
        return False
    if perm.kind == "warp":
        return not perm.this_turn
    return perm.kind == "effect" or "Adventure" not in obj.card.subtypes


def returns_unblocked(parts: tuple[CostPart, ...]) -> bool:
    """A cost that returns an unblocked attacker you control to hand (ninjutsu 702.49a, sneak)."""
    return any(p.action == "return_unblocked" for p in parts)


def sneak_now(state: GameState, obj: GameObject) -> bool:
    """Sneak: a card in the hand with a sneak cost may be cast in the declare blockers step
    whatever its type (its other costs keep their timing: ``cost_timing_ok``)."""
    return obj.zone == "hand" and state.phase == "declare_blockers" and any(
        returns_unblocked(a.parts) for a in obj.card.alternative_costs)


def cost_timing_ok(state: GameState, player: str, obj: GameObject, a: AlternativeCost | None) -> bool:
    """117.1a: priority and, for a noninstant without flash, sorcery timing; 702.170d: a
    plotted card only as a sorcery; 117.1, 117.2e: cast while its trigger resolves (madness,
    suspend), nobody has priority and timing doesn't apply."""
    if a is not None and a.permission in RESOLVING:
        return True
    if a is not None and returns_unblocked(a.parts):
        # sneak: from the hand, any time the caster has priority in the declare blockers step
        return obj.zone == "hand" and state.priority == player and state.phase == "declare_blockers"
    sorcery = state.active_player == player and state.phase in MAIN_PHASES and not state.stack
    if state.priority != player:
        return False
    if a is not None and a.permission == "plot":
        return sorcery
    return obj.card.has_flash or obj.has("flash") or sorcery


def _permission_reasons(state: GameState, player: str, obj: GameObject) -> list[Reason] | None:
    """Off the hand: why no cost lets ``player`` cast ``obj`` from its zone (601.3), or None
    when some cost may; a cost cast while its trigger resolves skips the timing checks. The
    command zone's costs are the hand's (903.8; ``cast_zones`` keeps it to a commander)."""
    if "Aftermath" in obj.card.keywords and obj.zone != "graveyard":
        return [Reason("702.127a", f"{obj.name} is an aftermath half: it is cast only from a graveyard", (obj.id,))]
    if obj.card.fused and obj.zone != "hand":
        return [Reason("702.102a", f"{obj.name} is fused only when cast from its owner's hand", (obj.id,))]
    if costs_zone(obj.zone) == "hand":
        # 702.94a miracle: cast from the hand while its reveal trigger resolves (117.1: no timing)
        if any(a.zone == "hand" and a.permission in RESOLVING and alternative_open(state, obj, a)
               for a in obj.card.alternative_costs):
            return split_second_reasons(state)
        return None
    alts = [a for a in obj.card.alternative_costs if a.zone == obj.zone]
    opened = [a for a in alts if alternative_open(state, obj, a)]
    if not opened and not (mana_cost_open(obj) and obj.card.mana_cost is not None):
        names = ", ".join(a.permission or a.name for a in alts)
        why = f" ({names}: not now)" if alts else ""
        if obj.permission is not None and obj.permission.this_turn:
            why = f" ({obj.permission.kind}: only on a later turn, 702.143a / 702.170d / 702.185a)"
        return [Reason("601.3", f"no rule lets {player} cast {obj.name} from the {obj.zone} now{why}", (obj.id,))]
    if any(a.permission in RESOLVING for a in opened):
        return split_second_reasons(state)
    if opened and all(a.permission == "plot" for a in opened) and not mana_cost_open(obj):
        if state.active_player != player or state.phase not in MAIN_PHASES or state.stack:
            return [Reason("702.170d", f"{obj.name} is plotted: cast only as a sorcery, "
                                       f"in {player}'s main phase with an empty stack", (obj.id,))]
    return None


def timing_reasons(state: GameState, player: str, obj: GameObject) -> list[Reason]:
    """Why ``player`` may not begin to cast ``obj`` at all right now (empty list: may begin)."""
    reasons: list[Reason] = []
    card = obj.card
    if "Land" in obj.types:
        return [Reason("305.1", f"{obj.name} is a land: it is played, not cast", (obj.id,))]
    if obj.zone == "stack":
        return [Reason("601.3", f"{obj.name} is already on the stack", (obj.id,))]
    if obj.controller != player and caster(obj) != player:
        return [Reason("601.3", f"{obj.name} is not {player}'s card to cast", (obj.id,))]
    if obj.zone not in cast_zones(obj, state) or (obj.zone != "battlefield" and caster(obj) != player):
        return [Reason("601.3", f"no rule lets {player} cast {obj.name} from the {obj.zone}", (obj.id,))]
    if obj.zone == "battlefield":
        return [Reason("601.3", f"{obj.name} is on the battlefield, not in a zone it can be cast from", (obj.id,))]
    banned = prohibited(state, player)  # 601.3, 101.2: "Each player can't cast more than one spell each turn"
    if banned is not None:
        return [Reason("601.3", f"{player} can't cast spells now: {banned}", (obj.id,))]
    early = _permission_reasons(state, player, obj)
    if early is not None:
        return early
    if state.priority != player:
        who = state.priority or "no player"
        reasons.append(Reason("117.1", f"{player} does not have priority ({who} does)"))
    reasons += split_second_reasons(state)
    if not window_open(card.cast_window, state, player):  # 601.3: "Cast this spell only during combat"
        assert card.cast_window is not None
        reasons.append(Reason("601.3", window_reason(card.cast_window, state, player), (obj.id,)))
    if not card.has_flash and not sneak_now(state, obj):
        if state.active_player != player:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: only on {player}'s own turn"))
        elif state.phase not in MAIN_PHASES:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: "
                                            f"only in a main phase, not {state.phase}"))
        elif state.stack:
            reasons.append(Reason("117.1a", f"{obj.name} is not an instant and has no flash: the stack must be empty",
                                  tuple(o.id for o in state.stack)))
    # 903.8: a commander cast from the command zone may use the hand's alternative costs (morph, disguise)
    if card.mana_cost is None and not any(a.zone == costs_zone(obj.zone) for a in card.alternative_costs):
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
    if controller != player and not ability.any_player:  # 602.2: Mana Cache's mana ability too
        return [Reason("602.2", f"only {controller}, who controls {obj.name}, can activate its abilities", (obj.id,))]
    if full is not None and full.opponents_only and controller == player:  # act15: "Only your opponents may ..."
        return [Reason("602.2", f"only the opponents of {controller}, who controls {obj.name}, can activate "
                                f"ability {index}", (obj.id,))]
    if ability.prohibited:  # 602.5: Arrest's "its activated abilities can't be activated"
        return [Reason("602.5", f"ability {index} of {obj.name} can't be activated: a static ability prohibits it",
                       (obj.id,))]
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
    if full is not None and not window_open(full.window, state, player):  # 602.5: "Activate only during combat"
        assert full.window is not None
        reasons.append(Reason("602.5", f"{full.window.text.rstrip('.').lower()}: it is {state.active_player}'s turn, "
                                       f"{state.phase}", (obj.id,)))
    if full is not None and not check_holds(full.activate_check, state, obj, player):  # 602.5: "Activate only if ..."
        assert full.activate_check is not None
        reasons.append(Reason("602.5", f"{full.activate_check.text.rstrip('.').lower()}: the count is "
                                       f"{check_count(full.activate_check, state, obj, player)}", (obj.id,)))
    if full is not None and returns_unblocked(full.parts) and state.phase not in AFTER_BLOCKERS:
        reasons.append(Reason("702.49c", f"it returns an unblocked attacker: no attacker is unblocked before "
                                         f"blockers are declared (509.1h), the phase is {state.phase}"))
    if full is not None and full.class_level is not None and not levels.class_level_allows(full.class_level, obj):
        reasons.append(Reason("716.2a", f"{obj.name} is level {obj.class_level}: Level {full.class_level} is gained "
                                        f"only from level {full.class_level - 1}", (obj.id,)))
    if ability.once_per_turn and obj.activations_this_turn.get(str(index), 0) >= 1:
        reasons.append(Reason("602.5b", "activate only once each turn: already activated this turn", (obj.id,)))
    if full is not None and full.max_per_turn is not None and \
            obj.activations_this_turn.get(str(index), 0) >= full.max_per_turn:  # 602.5b
        reasons.append(Reason("602.5b", f"activate no more than {full.max_per_turn} times each turn: already "
                                        f"activated {obj.activations_this_turn[str(index)]} times", (obj.id,)))
    if isinstance(ability, ManaAbility) and obj.zone == "battlefield" and (why := manastate.not_now(ability, obj, state)):
        reasons.append(Reason("602.5", why, (obj.id,)))  # mana14: an opponent's turn, counters, the graveyard
    if isinstance(ability, ManaAbility) and ability.any_player and not any_player_window(state, player):
        reasons.append(Reason("602.2", f"activate only during your own turn before the end step: it is "
                                       f"{state.active_player}'s turn, {state.phase}", (obj.id,)))
    if full is not None and full.once_ever and index in obj.exhausted:
        reasons.append(Reason("702.177a", "activate only once (an exhaust ability, or 'Activate only once'), and it was "
                                           "activated", (obj.id,)))
    if full is not None and (full.loyalty is not None or full.loyalty_x):
        loyalty_indexes = {str(k) for k, a in enumerate(obj.card.activated_abilities)
                           if isinstance(a, ActivatedAbility) and (a.loyalty is not None or a.loyalty_x)}
        if any(obj.activations_this_turn.get(k, 0) for k in loyalty_indexes):
            reasons.append(Reason("606.3", f"a loyalty ability of {obj.name} was already activated this turn", (obj.id,)))
        if full.loyalty is not None and full.loyalty < 0 and obj.counters.get("loyalty", 0) < -full.loyalty:
            reasons.append(Reason("606.6", f"{obj.name} has {obj.counters.get('loyalty', 0)} loyalty; "
                                           f"the cost removes {-full.loyalty}", (obj.id,)))
    kind = ability.remove_counters
    if kind is not None and cost_counters(obj.counters, kind) < ability.remove_amount:  # 118.3: it can't be paid
        reasons.append(Reason("118.3", f"{obj.name} has {cost_counters(obj.counters, kind)} {kind} counter(s); "
                                       f"the cost removes {ability.remove_amount}", (obj.id,)))
    if full is not None and full.energy > state.player(player).energy:  # act15, 107.14: "Pay {E}{E}"
        reasons.append(Reason("118.3", f"{player} has {state.player(player).energy} energy; the cost pays "
                                       f"{full.energy}", (obj.id,)))
    if ability.activate_if is not None:  # a mana ability's or another's (act13b)
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
