"""May the player begin to cast the spell or activate the ability now? (117, 601.3, 602.2,
602.5, 606.3, 606.6, 702.61a)

Priority (117.1a-b), the zone the spell is cast from (601.3) or the ability works in (602.2),
who may activate (602.2), sorcery speed (117.1a, 602.5d, 606.3), "activate only during your
turn" (602.5), once each turn (602.5b), one loyalty ability per permanent per turn (606.3),
enough loyalty (606.6), {T}/{Q} and summoning sickness (602.5a), split second (702.61a). These
checks are the same for every choice the plan makes.
"""

from __future__ import annotations

from castable.model import levels, manastate
from castable.model.activatecheck import check_holds
from castable.model.cards import ActivatedAbility, AlternativeCost, ManaAbility, cost_counters
from castable.model.castwindow import window_open
from castable.model.commander import any_player_window, is_commander
from castable.model.prohibit import prohibited
from castable.model.state import AFTER_BLOCKERS, GameObject, GameState, filter_matches

from .context import ErrFn, Replay

MAIN_PHASES = ("main1", "main2")


def _silent(rule: str, msg: str) -> None:
    """An :data:`ErrFn` that reports nothing."""


def may_begin(ctx: Replay, *, report: bool = True) -> GameObject | None:
    """The object being cast (or the ability's pseudo-card) if the replay can go on; the
    problems go to ``ctx`` unless ``report`` is False."""
    p, s = ctx.plan, ctx.state
    err: ErrFn = ctx.err if report else _silent
    if p.player not in ctx.players:
        err("601.2", f"unknown player {p.player!r}")
        return None
    if p.ability is not None:
        return _ability_may_begin(ctx, err)
    obj = ctx.by_id.get(p.card)
    alt = None if obj is None else next((a for a in obj.card.alternative_costs if a.name == p.alternative_cost), None)
    resolving = alt is not None and alt.permission in RESOLVING
    if s.priority != p.player and not resolving:  # 117.2e: nobody has priority while it resolves
        err("117.1a", f"{p.player} does not have priority")
    if obj is None:
        err("601.2a", f"unknown card {p.card!r}")
        return None
    player = ctx.players[p.player]
    if obj.zone != p.zone:
        err("601.2a", f"{ctx.name(obj.id)} is in the {obj.zone}, not the {p.zone}")
        return None
    if p.zone not in ("hand", "graveyard", "exile", "command"):
        mine = False
    elif p.zone == "hand" or obj.permission is None or obj.permission.player is None:
        mine = obj.id in {o.id for o in player.zone(p.zone)}
    else:  # 601.3: the player a permission names casts another's card
        mine = obj.permission.player == p.player
    if not mine:
        err("601.3", f"{ctx.name(obj.id)} is not in {p.player}'s hand")
        return None
    if p.zone == "command" and not is_commander(s, obj):
        err("903.8", f"{ctx.name(obj.id)} is not {p.player}'s commander: only a commander is cast from the command zone")
        return None
    if "Land" in obj.types:
        err("305.1", f"{ctx.name(obj.id)} is a land: it is played, not cast")
        return None
    split_second(ctx, err)
    if alt is not None and alt.permission is not None and not permission_holds(s, obj, alt):
        err("601.3", f"{ctx.name(obj.id)} can't be cast for its {alt.name} cost now: "
                     f"{PERMISSION_NEEDS.get(alt.permission, alt.permission)}")
    if not window_open(obj.card.cast_window, s, p.player):  # 601.3: "Cast this spell only during combat"
        err("601.3", f"{ctx.name(obj.id)} may be cast only at the time its text says, not in {s.active_player}'s {s.phase}")
    banned = prohibited(s, p.player)  # 601.3, 101.2: a "can't" binds a resolving trigger's cast too
    if banned is not None:
        err("601.3", f"{p.player} can't cast spells now: {banned}")
    if resolving:
        return obj  # 117.1: an instruction of the resolving trigger, no timing applies
    if alt is not None and any(part.action == "return_unblocked" for part in alt.parts):
        # sneak: from the hand, any time the caster has priority in the declare blockers step
        if p.zone != "hand" or s.phase != "declare_blockers":
            err("601.3", f"{obj.name} is cast for its {alt.name} cost only from the hand in the declare blockers step")
    elif alt is not None and alt.permission == "plot":
        if s.active_player != p.player or s.phase not in MAIN_PHASES or s.stack:
            err("702.170d", f"a plotted card is cast only as a sorcery: in {p.player}'s main phase, empty stack")
    elif not (obj.card.has_flash or obj.has("flash")):
        # 117.1a: sorcery timing
        if s.active_player != p.player or s.phase not in MAIN_PHASES or s.stack:
            err("117.1a", f"{obj.name} can be cast only in {p.player}'s main phase with an empty stack")
    return obj


#: alternative costs cast while the card's own trigger resolves (702.35a, 702.62a)
RESOLVING = ("madness", "suspend", "miracle")
PERMISSION_NEEDS = {
    "madness": "its madness trigger must be resolving (the top of the stack, nobody holding priority)",
    "suspend": "the trigger of its last time counter must be resolving (the top of the stack, nobody "
               "holding priority) and no time counter left",
    "foretell": "it must have been foretold on an earlier turn (permission kind foretell)",
    "plot": "it must have been plotted on an earlier turn (permission kind plot)",
    "mayhem": "it must have been discarded this turn (permission kind mayhem)",
}


def may_cast_from(obj: GameObject) -> str:
    """601.3: who may cast ``obj`` from a graveyard or exile: the player its permission
    names, else its owner."""
    perm = obj.permission
    return perm.player if perm is not None and perm.player is not None else obj.owner


def permission_holds(state: GameState, obj: GameObject, alt: AlternativeCost) -> bool:
    """The state fact ``alt`` needs: madness (702.35a) / suspend (702.62a), the card's trigger
    is the top of the stack, ``ability_of`` it, its text starting with the keyword, controlled
    by the caster, nobody holding priority (it is resolving, 117.2e), and for suspend no time
    counter left; foretell (702.143a) / plot (702.170d), a permission of that kind, not given
    this turn."""
    if alt.permission in RESOLVING:
        top = state.stack[-1] if state.stack else None
        if top is None or state.priority is not None or top.choices.get("ability_of") != obj.id:
            return False
        text = top.choices.get("trigger")
        if not isinstance(text, str) or not text.lower().startswith(str(alt.permission)):
            return False
        if top.controller != may_cast_from(obj):
            return False
        return alt.permission != "suspend" or obj.counters.get("time", 0) == 0
    perm = obj.permission
    return perm is not None and perm.kind == alt.permission and not perm.this_turn


def mana_cost_permitted(obj: GameObject) -> bool:
    """601.3: paying the mana cost from a graveyard or exile needs a permission: an effect's
    (kind ``effect``), or 715.4 an adventurer card on an adventure, cast as its creature face
    (not as the Adventure: 715.3), or 702.185a a warped card exiled on an earlier turn."""
    perm = obj.permission
    if perm is None or "Aftermath" in obj.card.keywords:  # 702.127a: only by its aftermath cost
        return False
    if perm.kind == "warp":
        return not perm.this_turn
    return perm.kind == "effect" or (perm.kind == "adventure" and "Adventure" not in obj.card.subtypes)


def split_second(ctx: Replay, err: ErrFn) -> None:
    """702.61a: no casting and no non-mana activation while a spell with split second is on
    the stack (abilities on the stack, ``ability_of``, are not spells)."""
    for o in ctx.state.stack:
        if o.choices.get("ability_of") is not None:
            continue
        words = {k.lower() for k in o.card.keywords} | {g.lower() for g in o.granted}
        if "split second" in words:
            err("702.61a", f"{ctx.name(o.id)} has split second and is on the stack")


def _ability_may_begin(ctx: Replay, err: ErrFn) -> GameObject | None:
    """602.2, 602.5, 605.3a, 606.3: may ``plan.player`` begin to activate the ability now?"""
    src = _ability_source(ctx, err)
    if src is None:
        return None
    p, full = ctx.plan, ctx.full_ability
    if ctx.ability is not None and ctx.ability.prohibited:  # 602.5 (Arrest)
        err("602.5", f"ability {p.ability} of {ctx.name(src.id)} is prohibited from being activated")
    if ctx.state.priority != p.player:
        err("117.1b", f"{p.player} does not have priority")
    if full is not None:  # a mana ability may be activated under split second (702.61b)
        split_second(ctx, err)
        _activation_restrictions(ctx, src, full, err)
    if ctx.ability is not None and ctx.ability.activate_if is not None:  # mana or not (act13b)
        ab, f = ctx.ability, ctx.ability.activate_if
        have = len([x for x in ctx.players[p.player].battlefield if filter_matches(f, x, p.player)])
        if have < ab.activate_if_count:
            err("602.5", f"activate only if you control {ab.activate_if_count} such permanents: {p.player} has {have}")
    _tap_symbols(ctx, src, err)
    _counter_cost(ctx, src, err)
    return ctx.subject


def _ability_source(ctx: Replay, err: ErrFn) -> GameObject | None:
    """602.2: the source exists, has the ability, is in the zone it works from, and the player
    may activate it (its controller, or anyone for ``any_player``)."""
    p = ctx.plan
    src = ctx.by_id.get(p.card)
    if src is None:
        err("602.2", f"unknown object {p.card!r}")
        return None
    if ctx.ability is None or ctx.subject is None:
        n = len(src.card.activated_abilities)
        err("602.2", f"{ctx.name(src.id)} has {n} activated abilit{'y' if n == 1 else 'ies'}, "
                     f"no ability {p.ability!r}")
        return None
    full, k = ctx.full_ability, p.ability
    if p.face is not None:
        err("602.2", f"an ability has no face to choose, the plan names {p.face!r}")
    zone = full.zone if full is not None else "battlefield"
    if src.zone != zone:
        err("602.2", f"{ctx.name(src.id)} is in the {src.zone}; ability {k} works from the {zone}")
        return None
    if p.zone != src.zone:
        err("602.2", f"{ctx.name(src.id)} is in the {src.zone}, the plan says the {p.zone}")
    controller = src.controller if src.zone == "battlefield" else src.owner
    if controller != p.player and not (ctx.ability is not None and ctx.ability.any_player):  # Mana Cache's too
        err("602.2", f"only {controller} may activate the abilities of {ctx.name(src.id)}")
        return None
    if full is not None and full.opponents_only and controller == p.player:  # act15
        err("602.2", f"only the opponents of {controller} may activate ability {k} of {ctx.name(src.id)}")
        return None
    return src


def _activation_restrictions(ctx: Replay, src: GameObject, full: ActivatedAbility, err: ErrFn) -> None:
    """602.5b, 602.5d, 602.5, 606.3, 606.6: the ability's own timing restrictions."""
    p, s, k = ctx.plan, ctx.state, ctx.plan.ability
    loyal = full.loyalty is not None or full.loyalty_x
    if full.sorcery_speed or loyal:
        if s.active_player != p.player or s.phase not in MAIN_PHASES or s.stack:
            err("606.3" if loyal else "602.5d",
                f"ability {k} of {src.name} is activated only as a sorcery: in {p.player}'s main phase, empty stack")
    if full.your_turn_only and s.active_player != p.player:
        err("602.5", f"ability {k} of {src.name} is activated only during {p.player}'s turn, "
                     f"not {s.active_player}'s")
    if not window_open(full.window, s, p.player):  # 602.5: "Activate only during your upkeep"
        err("602.5", f"ability {k} of {src.name}: {full.window.text if full.window else ''} It is "
                     f"{s.active_player}'s turn, {s.phase}")
    if full.energy > s.player(p.player).energy:  # act15, 107.14, 118.3: "Pay {E}{E}" needs that much energy
        err("118.3", f"ability {k} of {src.name} pays {full.energy} energy; {p.player} has {s.player(p.player).energy}")
    if not check_holds(full.activate_check, s, src, p.player):  # 602.5: "Activate only if you have no cards in hand"
        err("602.5", f"ability {k} of {src.name}: {full.activate_check.text if full.activate_check else ''}")
    if any(part.action == "return_unblocked" for part in full.parts) and s.phase not in AFTER_BLOCKERS:
        err("702.49c", f"ability {k} of {src.name} returns an unblocked attacker: no attacker is unblocked "
                       f"before blockers are declared (509.1h), the phase is {s.phase}")
    if full.class_level is not None and not levels.class_level_allows(full.class_level, src):
        err("716.2a", f"{ctx.name(src.id)} is level {src.class_level}, not {full.class_level - 1}")
    if full.once_per_turn and src.activations_this_turn.get(str(k), 0) >= 1:
        err("602.5b", f"ability {k} of {ctx.name(src.id)} was already activated this turn")
    if full.max_per_turn is not None and src.activations_this_turn.get(str(k), 0) >= full.max_per_turn:
        err("602.5b", f"ability {k} of {ctx.name(src.id)} was already activated {full.max_per_turn} times this turn")
    if full.once_ever and k in src.exhausted:
        err("702.177a", f"ability {k} of {ctx.name(src.id)} is activated only once (exhaust, 'Activate only "
                        f"once') and was activated")
    if loyal:
        loyalty_ks = [str(i) for i, a in enumerate(src.card.activated_abilities)
                      if isinstance(a, ActivatedAbility) and (a.loyalty is not None or a.loyalty_x)]
        if any(src.activations_this_turn.get(i, 0) > 0 for i in loyalty_ks):
            err("606.3", f"a loyalty ability of {ctx.name(src.id)} was already activated this turn")
        have = src.counters.get("loyalty", 0)
        if full.loyalty is not None and full.loyalty < 0 and have < -full.loyalty:
            err("606.6", f"{ctx.name(src.id)} has {have} loyalty, the cost removes {-full.loyalty}")


def _counter_cost(ctx: Replay, src: GameObject, err: ErrFn) -> None:
    """118.3: "Remove N <kind> counters from <this>" needs N such counters on it (nothing
    activated while paying adds or removes its counters: the reader refuses a card whose mana
    ability removes the kind its other ability's cost does)."""
    assert ctx.ability is not None
    kind, need = ctx.ability.remove_counters, ctx.ability.remove_amount
    if kind is not None and cost_counters(src.counters, kind) < need:  # ANY_COUNTER: of any kinds (act14)
        err("118.3", f"{ctx.name(src.id)} has {cost_counters(src.counters, kind)} {kind} counter(s); the cost removes {need}")
    k = ctx.plan.ability
    if isinstance(ctx.ability, ManaAbility) and ctx.ability.once_per_turn and src.activations_this_turn.get(str(k), 0):
        err("602.5b", f"ability {k} of {ctx.name(src.id)} was already activated this turn")
    if isinstance(ctx.ability, ManaAbility) and src.zone == "battlefield" \
            and (why := manastate.not_now(ctx.ability, src, ctx.state)) is not None:
        err("602.5", f"ability {k} of {ctx.name(src.id)}: {why}")  # mana14
    if isinstance(ctx.ability, ManaAbility) and ctx.ability.any_player and not any_player_window(ctx.state, ctx.plan.player):
        err("602.2", f"ability {k} of {ctx.name(src.id)} is activated only during {ctx.plan.player}'s own turn, "
                     f"before the end step")


def _tap_symbols(ctx: Replay, src: GameObject, err: ErrFn) -> None:
    """602.5a: a {T} or {Q} cost needs a permanent, untapped (tapped for {Q}), and for a
    creature one that has been under the player's control since the turn began (or haste)."""
    assert ctx.ability is not None
    full = ctx.full_ability
    untap = full is not None and full.untap
    if not (ctx.ability.tap or untap):
        return
    sym = "{T}" if ctx.ability.tap else "{Q}"
    if "Creature" in src.types and src.summoning_sick and not src.has("haste"):
        err("602.5a", f"{ctx.name(src.id)} is a creature that came under {ctx.plan.player}'s control this turn "
                      f"and has no haste: it can't pay {sym}")
    if ctx.ability.tap and src.tapped:
        err("602.5a", f"{ctx.name(src.id)} is tapped: it can't pay {{T}}")
    if untap and not src.tapped:
        err("602.5a", f"{ctx.name(src.id)} is untapped: it can't pay {{Q}}")
    if src.zone != "battlefield":
        err("602.5a", f"{ctx.name(src.id)} is not a permanent: it can't pay {sym}")
