"""601.2g: the mana abilities activated while casting, in order.

Each activation names a permanent the player controls and one of its mana abilities (602.2,
605.1a); its costs are paid — {T} (602.5a, summoning sickness 302.6), the creatures it taps,
the mana it takes from the pool (106.6: restricted mana can't pay an ability) — and what it
makes must be one of the things it can make, counted as the board is at that point (devotion
700.5). The result, :class:`ManaAbilitiesDone`, is the pool and board that 601.2h pays from.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from castable.model.cards import ManaAbility
from castable.model.commander import may_use_mana
from castable.model.plan import Activation
from castable.model.rules import devotion
from castable.model.state import GameObject, filter_matches

from .context import Replay
from .pool import Unit, exact_payment, floating_unit, restriction_allows, take
from .total_cost import sym_key


@dataclass
class ManaAbilitiesDone:
    """The pool and the board after 601.2g."""

    pool: list[Unit]
    #: every permanent tapped so far: before casting began, or by a mana ability
    tapped: set[str]
    #: tapped by the mana abilities, in order
    new_tapped: list[str] = field(default_factory=list)
    #: sacrificed by the mana abilities, in order
    gone: list[str] = field(default_factory=list)
    #: how many units of each activation's mana have been spent so far (idle check)
    used: Counter[int] = field(default_factory=Counter)
    #: cards exiled from the hand by their own mana ability (Spirit Guides), in order
    exiled: list[str] = field(default_factory=list)
    #: counters removed so far by mana abilities' costs, by (object, kind) (118.3)
    removed: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: (object, mana ability) activated so far whose text says "Activate only once each turn."
    once: set[tuple[str, int]] = field(default_factory=set)
    #: life paid so far by the abilities' "Pay N life" costs (119.4)
    life_paid: int = 0
    #: damage the abilities dealt to the player as they resolved (pain lands, Ancient Tomb)
    damage: int = 0


def activate_all(ctx: Replay) -> ManaAbilitiesDone:
    """Replay ``plan.activations`` in order, starting from the mana already floating."""
    player = ctx.players[ctx.plan.player]
    done = ManaAbilitiesDone(pool=[floating_unit(ctx, m.type, m.source) for m in player.mana_pool],
                             tapped={o.id for o in ctx.state.battlefield() if o.tapped})
    for i, a in enumerate(ctx.plan.activations):
        found = _ability_of(ctx, i, a, done)
        if found is None:
            continue
        o, ab = found
        _condition(ctx, i, ab)
        _tap_costs(ctx, i, a, o, ab, done)
        _counter_cost(ctx, i, a, o, ab, done)
        _once_each_turn(ctx, i, a, ab, done)
        _life_cost(ctx, i, o, ab, done)
        done.damage += ab.damage  # 605.3b: part of the ability's effect, dealt as it resolves
        _mana_cost(ctx, i, a, ab, done)
        _production(ctx, i, a, o, ab, done)
        if ab.sacrifice_self:
            done.gone.append(o.id)
        if ab.exile_self:  # its cost: the card leaves the hand (and pays nothing else, 601.2h)
            done.exiled.append(o.id)
    return done


def _ability_of(ctx: Replay, i: int, a: Activation, done: ManaAbilitiesDone) -> tuple[GameObject, ManaAbility] | None:
    """602.2: a permanent still there, that the player controls, and the mana ability it names;
    or a card still in the player's hand with a mana ability that works from there (113.6k:
    the Spirit Guides), not the spell being cast (601.2a: it is on the stack)."""
    o = ctx.by_id.get(a.object)
    in_hand = (o is not None and o.zone == "hand" and o in ctx.players[ctx.plan.player].hand
               and a.object != ctx.plan.card and a.object not in done.exiled)
    if not in_hand:
        o = ctx.on_battlefield(a.object, done.gone)
    if o is None:
        ctx.err("601.2g", f"activation {i}: {ctx.name(a.object)} is not on the battlefield")
        return None
    abilities = o.card.mana_abilities
    if not isinstance(a.ability, int) or not 0 <= a.ability < len(abilities):
        if o.zone == "battlefield" and o.controller != ctx.plan.player:
            ctx.err("602.2", f"activation {i}: {ctx.plan.player} doesn't control {ctx.name(o.id)}")
        else:
            ctx.err("601.2g", f"activation {i}: {ctx.name(o.id)} has no mana ability {a.ability!r}")
        return None
    if o.zone == "battlefield" and not may_use_mana(ctx.state, ctx.plan.player, o, abilities[a.ability]):
        # 602.2: its controller's, or (Mana Cache) the active player's before the end step
        why = "may not activate {} now (513.1)" if abilities[a.ability].any_player else "doesn't control {}"
        ctx.err("602.2", f"activation {i}: {ctx.plan.player} " + why.format(ctx.name(o.id)))
        return None
    if abilities[a.ability].zone != o.zone:  # 113.6: an ability works only from its zone
        ctx.err("113.6", f"activation {i}: {ctx.name(o.id)}'s mana ability {a.ability} doesn't work from the {o.zone}")
        return None
    return o, abilities[a.ability]


def _tap_costs(ctx: Replay, i: int, a: Activation, o: GameObject, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """602.5a / 302.6: {T} of an untapped permanent, not a summoning-sick creature; 601.2g: the
    creatures the ability taps (Springleaf Drum), untapped creatures the player controls."""
    caster = ctx.plan.player
    if ab.tap:
        if o.id in done.tapped:
            ctx.err("602.5a", f"activation {i}: {ctx.name(o.id)} is already tapped")
        elif "Creature" in o.types and o.summoning_sick and not o.has("haste"):
            ctx.err("302.6", f"activation {i}: {ctx.name(o.id)} is summoning sick and can't pay {{T}}")
        done.tapped.add(o.id)
        done.new_tapped.append(o.id)
    if len(a.tapped_creatures) != ab.tap_creatures:
        ctx.err("601.2g", f"activation {i}: the ability taps {ab.tap_creatures} creature(s), "
                          f"the plan taps {len(a.tapped_creatures)}")
    for c in a.tapped_creatures:
        co = ctx.on_battlefield(c, done.gone)
        if co is None or co.controller != caster or not filter_matches(ab.tapped_kind, co, caster):
            # mana14: of the kind the cost names (a creature; any permanent for Gene Pollinator)
            ctx.err("601.2g", f"activation {i}: {ctx.name(c)} is not a permanent {caster} controls of the kind "
                              f"{ab.text!r} taps")
        elif c in done.tapped:
            ctx.err("601.2g", f"activation {i}: {ctx.name(c)} is already tapped")
        done.tapped.add(c)
        done.new_tapped.append(c)


def _counter_cost(ctx: Replay, i: int, a: Activation, o: GameObject, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """118.3: "Remove a charge counter from <this>" can be paid only while the counters the
    earlier activations left number at least what it removes (Pentad Prism, activated once per
    counter). One with {T} is activated once; what its counters allow is in ``produces``."""
    kind = ab.remove_counters
    if kind is None or not (ab.counter_bounded or ab.counter_x):
        return
    # 107.3: a counter_x one (Calciform Pools) removes its own X each time: the mana it adds
    amount = ab.removes(a.produced) if ab.counter_x else ab.remove_amount
    left = o.counters.get(kind, 0) - done.removed[o.id, kind]
    if left < amount:
        ctx.err("118.3", f"activation {i}: {ctx.name(o.id)} has {left} {kind} counter(s) left; "
                         f"the cost removes {amount}")
    done.removed[o.id, kind] += amount


def _once_each_turn(ctx: Replay, i: int, a: Activation, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """602.5b: "Activate only once each turn." (Mana Bloom): a second activation of it in the
    same payment is refused (one made earlier this turn left it no mana: ``produces`` empty)."""
    if not ab.once_per_turn:
        return
    if (a.object, a.ability) in done.once:
        ctx.err("602.5b", f"activation {i}: {ctx.name(a.object)}'s ability may be activated only once each turn")
    done.once.add((a.object, a.ability))


def _life_cost(ctx: Replay, i: int, o: GameObject, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """119.4: "Pay N life" (Mana Confluence) only while the life total, less the life the
    earlier activations paid, is at least N."""
    if not ab.life:
        return
    left = ctx.players[ctx.plan.player].life - done.life_paid
    if ab.life > left:
        ctx.err("119.4", f"activation {i}: {ctx.name(o.id)}'s cost pays {ab.life} life; {ctx.plan.player} has {left}")
    done.life_paid += ab.life


def check_life_after(ctx: Replay, life: int, done: ManaAbilitiesDone) -> None:
    """119.4: the total cost's ``life`` (601.2h) is paid after the mana abilities (601.2g), out of
    the life their costs left (the check before them, ``payment.check_life``, saw all of it)."""
    damage = done.damage  # 120.3a: damage dealt to a player is life lost
    left = ctx.players[ctx.plan.player].life - done.life_paid - damage
    lost = done.life_paid + damage
    if lost and 0 < life and left < life <= left + lost:
        ctx.err("119.4", f"paying {life} life needs at least {life} life; {ctx.plan.player} has {left} "
                         f"after the mana abilities paid {done.life_paid} and dealt {damage} damage")


def _condition(ctx: Replay, i: int, ab: ManaAbility) -> None:
    """602.5: "Activate only if you control seven or more lands": counted among the player's
    permanents as casting began (605.3a lets it be activated before any other mana ability)."""
    if ab.activate_if is None:
        return
    mine = ctx.players[ctx.plan.player].battlefield
    have = sum(1 for x in mine if filter_matches(ab.activate_if, x, ctx.plan.player))
    if have < ab.activate_if_count:
        ctx.err("602.5", f"activation {i}: {ab.text!r} needs {ab.activate_if_count} such permanents, "
                          f"{ctx.plan.player} controls {have}")


def _mana_cost(ctx: Replay, i: int, a: Activation, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """601.2g: the ability's own mana cost (Signets, filter lands), paid exactly from the pool
    with unrestricted mana (106.6)."""
    paid: list[Unit] = []
    for w in a.paid_with:
        u = take(ctx, done.pool, (w[0], w[1]), done.used, f"activation {i} paid_with")
        if u is not None:
            paid.append(u)
    if len(paid) != len(a.paid_with):
        return
    src = ctx.by_id.get(a.object)
    for u in paid:
        if src is not None and not restriction_allows(u, src, ab.mana_cost, ability=True):
            ctx.err("106.6", f"activation {i}: restricted mana ({u.restriction}) can't pay this ability's cost")
    generic = sum(sy.generic or 0 for sy in ab.mana_cost.symbols if sy.is_plain_generic)
    syms = [sym_key(sy) for sy in ab.mana_cost.symbols if not sy.is_plain_generic]
    if not exact_payment(generic, syms, [("mana", u.type, u.snow) for u in paid]):
        ctx.err("601.2g", f"activation {i}: {''.join('{' + u.type + '}' for u in paid) or 'nothing'} "
                          f"doesn't pay {ab.mana_cost or '{0}'} exactly")


def _production(ctx: Replay, i: int, a: Activation, o: GameObject, ab: ManaAbility, done: ManaAbilitiesDone) -> None:
    """605.1a: what the ability makes, counted now (before 601.2h sacrifices); it goes to the pool."""
    player = ctx.players[ctx.plan.player]
    gone = done.gone
    n = 1
    if ab.per == "creature_you_control":
        n = sum(1 for x in player.battlefield if x.id not in gone and "Creature" in x.types)
    elif ab.per == "elf_on_battlefield":
        n = sum(1 for x in ctx.state.battlefield() if x.id not in gone and ("Elf" in x.subtypes or x.all_creature_types))
    elif ab.per == "elf_you_control":
        n = sum(1 for x in player.battlefield if x.id not in gone and ("Elf" in x.subtypes or x.all_creature_types))
    elif ab.per == "charge_counter":
        n = o.counters.get("charge", 0)
    elif ab.per == "self_counters":  # mana14: petal, stash, +1/+1 counters on it; "" every kind
        n = o.counters.get(ab.per_counter_kind, 0) if ab.per_counter_kind else sum(o.counters.values())
    elif ab.per in ("artifact_you_control", "enchantment_you_control"):  # counted before its own sacrifices
        kind = "Artifact" if ab.per == "artifact_you_control" else "Enchantment"
        n = sum(1 for x in player.battlefield if x.id not in gone and kind in x.types)
    elif ab.per == "self_power":  # 208.1; 107.1b: a negative amount is zero
        n = max(0, o.power)
    elif ab.per == "filter_you_control" and ab.per_filter is not None:  # mana14: "for each Swamp you control"
        n = sum(1 for x in player.battlefield if x.id not in gone and filter_matches(ab.per_filter, x, player.name))
    alts = [tuple(sorted(alt * n)) for alt in ab.produces]
    if ab.per == "devotion":  # 700.5: mana symbols of that color among your permanents' costs
        alts = [tuple(sorted(alt * devotion([x for x in player.battlefield if x.id not in gone], alt[0])))
                for alt in ab.produces]
    if tuple(sorted(a.produced)) not in alts:
        ctx.err("605.1a", f"activation {i}: {ctx.name(o.id)} can't produce "
                          f"{''.join('{' + t + '}' for t in a.produced) or 'nothing'} this way")
    for t in a.produced:
        done.pool.append(Unit(t, o.id, ab.restriction, o.chosen.get("creature_type"), o.is_snow, i))
