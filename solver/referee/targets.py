"""601.2c-d: the targets chosen and the division of an amount among them.

The active target slots (601.2c, 700.2c, 702.96b), how many targets each takes (X counts,
"any number"), different targets (115.3, "another target"), what each target may be (115,
702.11 hexproof, 702.16 protection, 702.18 shroud), and the division (601.2d).
"""

from __future__ import annotations

from castable.model.cards import CardDef, Division, ObjectFilter, TargetSlot
from castable.model.hexproof_from import hexproof_from
from castable.model.plan import Plan
from castable.model.rules import graveyard_cards_shielded, protected_from, untargetable_by
from castable.model.state import GameObject, Player, filter_matches
from castable.model.targetkinds import (
    ABILITY_KINDS,
    in_graveyard_of,
    one_graveyard,
    relation_holds,
    stack_ability_kind,
    stack_targets_fit,
    x_mana_value_ok,
)

from .context import Replay

ActiveSlot = tuple[TargetSlot, int, int]  # (slot, group: 0 or the k-th chosen mode + 1, index within its group)

_UNTARGETABLE = {"702.18a": "shroud", "702.11b": "hexproof"}


def active_slots(card: CardDef, plan: Plan) -> list[ActiveSlot]:
    """The target slots the plan must fill (601.2c, 700.2c, 702.96b), in ``plan.targets``
    order: none when an overload cost is chosen; for a modal card each chosen mode's slots in
    ``plan.modes`` order (a repeated mode's slots once per repeat); else the card's slots; in
    both cases skipping slots whose ``requires`` names a cost not chosen or whose ``unless`` names one chosen. Mode indexes out of
    range are skipped (the mode check reports them)."""
    alt = next((a for a in card.alternative_costs if a.name == plan.alternative_cost), None)
    if alt is not None and alt.overload:
        return []
    chosen = set(plan.optional_costs) | ({plan.alternative_cost} if plan.alternative_cost else set())
    groups: list[tuple[int, tuple[TargetSlot, ...]]] = []
    if card.modes is None:
        groups.append((0, card.targets))
    else:
        for k, m in enumerate(plan.modes):
            if isinstance(m, int) and 0 <= m < len(card.modes.modes):
                groups.append((k + 1, card.modes.modes[m].targets))
    return [(slot, g, j) for g, slots in groups for j, slot in enumerate(slots)
            if (slot.requires is None or slot.requires in chosen) and (slot.unless is None or slot.unless not in chosen)]


def slot_bounds(slot: TargetSlot, x: int) -> tuple[int, int | None]:
    """(fewest, most) targets for ``slot`` with X = ``x``; most is None for no maximum."""
    if slot.x_count:
        return (x if slot.min_count is None else slot.min_count), x
    if slot.unlimited:
        return slot.minimum, None
    return slot.minimum, slot.count


def divided(card: CardDef, plan: Plan, slots: list[ActiveSlot]) -> tuple[int, Division] | None:
    """The position in ``slots`` of the slot whose targets share a divided amount (601.2d),
    and that division: the card's, or for a modal card the first chosen mode's that has one."""
    for i, (_, g, j) in enumerate(slots):
        if g == 0 and card.modes is None and card.division is not None and j == card.division.slot:
            return i, card.division
        if g > 0 and card.modes is not None:
            mode = card.modes.modes[plan.modes[g - 1]]
            if mode.division is not None and j == mode.division.slot:
                return i, mode.division
    return None


def divided_slot(card: CardDef, slots: list[ActiveSlot], plan: Plan | None = None) -> int | None:
    """The position in ``slots`` of the divided slot (see :func:`divided`)."""
    found = divided(card, plan or Plan(card="", player=""), slots)
    return None if found is None else found[0]


def check_targets(ctx: Replay, obj: GameObject) -> None:
    """601.2c: one tuple of targets per active slot, each legal; then the division (601.2d)."""
    p, card = ctx.plan, obj.card
    slots = active_slots(card, p)
    if not isinstance(p.targets, tuple) or len(p.targets) != len(slots):
        got = len(p.targets) if isinstance(p.targets, (tuple, list)) else p.targets
        ctx.err("601.2c", f"{card.name} has {len(slots)} active target slot(s) with these choices, "
                          f"the plan gives {got}")
        return
    stack_ids = {o.id for o in ctx.state.stack}
    position = {(g, j): i for i, (_, g, j) in enumerate(slots)}
    for i, ((slot, g, _j), chosen) in enumerate(zip(slots, p.targets, strict=True)):
        label = slot.text or slot.kind
        if not isinstance(chosen, (tuple, list)) or not all(isinstance(t, str) for t in chosen):
            ctx.err("601.2c", f"slot {i} ({label}): targets must be a tuple of ids or player names")
            continue
        _check_count(ctx, i, slot, chosen)
        for k in slot.different_from:
            q = position.get((g, k))
            if q is None or not isinstance(p.targets[q], (tuple, list)):
                continue
            shared = set(chosen) & set(p.targets[q])
            if shared:
                ctx.err("601.2c", f"slot {i} ({label}) must differ from slot {q}'s targets; both name "
                                  + ", ".join(_shown(ctx, t) for t in sorted(shared)))
        for t in chosen:
            why = slot_target_illegal(ctx, slot, t, obj, p.player, stack_ids)
            if why:
                ctx.err("601.2c", f"{_shown(ctx, t)} is not a legal {label}: {why}")
        if slot.same_graveyard and not one_graveyard(ctx.state, chosen):
            ctx.err("601.2c", f"slot {i} ({label}): the targets must all be in a single graveyard")
        if slot.graveyard_of_slot is not None:
            q = position.get((g, slot.graveyard_of_slot))
            players = p.targets[q] if q is not None and isinstance(p.targets[q], (tuple, list)) else ()
            if not in_graveyard_of(ctx.state, chosen, players):
                ctx.err("601.2c", f"slot {i} ({label}): the cards must be in the graveyard of the player chosen "
                                  f"for slot {q}")
        if slot.relation is not None and not relation_holds(ctx.state, slot.relation, chosen, p.player):
            ctx.err("601.2c", f"slot {i} ({label}): the targets must be related so ({slot.relation})")
    _check_choosers(ctx, card, slots)
    _check_division(ctx, obj, slots)


def chooser_ok(who: str | None, chooser: str, caster: str, players: list[str]) -> bool:
    """601.7: "an opponent chooses" means one of the caster's opponents (601.7a: the caster
    picks which); otherwise the caster chooses (None: the caster)."""
    if chooser == "opponent":
        return who in players and who != caster
    return who is None or who == caster


def _check_choosers(ctx: Replay, card: CardDef, slots: list[ActiveSlot]) -> None:
    p = ctx.plan
    players = [pl.name for pl in ctx.state.players]
    if card.modes is not None and not chooser_ok(p.mode_chooser, card.modes.chooser, p.player, players):
        ctx.err("601.7", f"the modes are chosen by {'an opponent' if card.modes.chooser == 'opponent' else p.player}, "
                         f"the plan says {p.mode_chooser!r}")
    if not p.target_choosers:
        whose: tuple[str | None, ...] = (None,) * len(slots)
    elif len(p.target_choosers) == len(slots):
        whose = tuple(p.target_choosers)
    else:
        ctx.err("601.7", f"{len(p.target_choosers)} target choosers for {len(slots)} active target slot(s)")
        return
    for i, ((slot, _g, _j), who) in enumerate(zip(slots, whose, strict=True)):
        if not chooser_ok(who, slot.chooser, p.player, players):
            ctx.err("601.7", f"slot {i}'s targets are chosen by {'an opponent' if slot.chooser == 'opponent' else p.player}"
                             f", the plan says {who!r}")


def _shown(ctx: Replay, t: str) -> str:
    return ctx.name(t) if t in ctx.by_id else repr(t)


def _check_count(ctx: Replay, i: int, slot: TargetSlot, chosen: tuple[str, ...] | list[str]) -> None:
    """601.2c: the number of targets the slot takes; 115.3: the same target only once per slot."""
    label = slot.text or slot.kind
    lo, hi = slot_bounds(slot, ctx.plan.x if isinstance(ctx.plan.x, int) else 0)
    if len(chosen) < lo or (hi is not None and len(chosen) > hi):
        want = str(lo) if lo == hi else f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        ctx.err("601.2c", f"slot {i} ({label}) needs {want} target(s), got {len(chosen)}")
    if len(set(chosen)) != len(chosen):
        ctx.err("601.2c", f"slot {i} ({label}) names the same target twice (115.3)")


def _check_division(ctx: Replay, obj: GameObject, slots: list[ActiveSlot]) -> None:
    """601.2d: exactly the divided slot's targets, each given at least 1, summing to the amount."""
    p, card = ctx.plan, obj.card
    div = p.division
    if not isinstance(div, tuple) or not all(isinstance(d, tuple) and len(d) == 2 for d in div):
        ctx.err("601.2d", f"division must be a tuple of (target, amount) pairs, got {div!r}")
        return
    found = divided(card, p, slots)
    if found is None:
        if div:
            ctx.err("601.2d", f"{card.name} divides nothing with these choices, the plan gives a division")
        return
    i, spec = found
    amount = (p.x if isinstance(p.x, int) else 0) if spec.x else spec.amount
    chosen = p.targets[i]
    names = [t for t, _ in div]
    if len(set(names)) != len(names):
        ctx.err("601.2d", "the division names a target twice")
    for t, n in div:
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            ctx.err("601.2d", f"each target must receive at least 1; {t!r} gets {n!r}")
    if set(names) != set(chosen):
        ctx.err("601.2d", f"the division must name exactly the targets {sorted(chosen)}, it names {sorted(names)}")
    total = sum(n for _, n in div if isinstance(n, int))
    if total != amount:
        ctx.err("601.2d", f"the division assigns {total}, the amount to divide is {amount}")


def slot_target_illegal(ctx: Replay, slot: TargetSlot, t: str, spell: GameObject, caster: str,
                        stack_ids: set[str]) -> str | None:
    """:func:`target_illegal` plus "another target" of an ability: not its source (702.6a)."""
    if slot.not_source and ctx.plan.ability is not None and t == spell.id:
        return "the ability's source can't be chosen (\"another target\")"
    o = ctx.by_id.get(t)
    x = ctx.plan.x if isinstance(ctx.plan.x, int) else 0
    if o is not None and not x_mana_value_ok(slot.filter, o, x):
        # 601.2b before 601.2c: "with mana value X [or less]" with the X announced
        return f"its mana value isn't {'X' if slot.filter.mana_value_x == 'eq' else 'X or less'} (X = {x})"
    return target_illegal(ctx, slot.kind, slot.filter, t, spell, caster, stack_ids)


def target_illegal(ctx: Replay, kind: str, flt: ObjectFilter, t: str, spell: GameObject, caster: str,
                   stack_ids: set[str]) -> str | None:
    """Why ``t`` is no legal target of this kind for ``spell`` (for an ability: the
    pseudo-card standing for it, with its source's id): 115, 702.11, 702.16, 702.18."""
    if t == spell.id and ctx.plan.ability is None:
        return "a spell can't target itself (115.5)"
    # 702.16b: an ability's source is what protection looks at (its colors, its types)
    if ctx.plan.ability is not None and ctx.source is not None:
        spell = ctx.source
    if t in ctx.players:
        return _player_illegal(ctx, kind, t, spell, caster)
    o = ctx.by_id.get(t)
    if o is None:
        return "no such object or player"
    if kind in ("player", "opponent"):
        return "not a player"
    if kind in ABILITY_KINDS and (kind != "spell_or_ability" or stack_ability_kind(o) is not None):
        # 113.3b-c, 603: an ability on the stack, of the kind the text names
        if t not in stack_ids or stack_ability_kind(o) not in ABILITY_KINDS[kind]:
            return f"not an {' or '.join(sorted(ABILITY_KINDS[kind]))} ability on the stack"
        if not filter_matches(flt, o, caster) or not stack_targets_fit(flt, o, ctx.state, caster):
            return f"not an ability that fits the targeting criteria ({flt.describe()})"  # 115.9: what it targets
        return None
    if kind == "spell_or_permanent" and o.zone == "stack":
        kind = "spell"  # a spell on the stack, or a permanent (below)
    if kind == "spell_or_ability":
        kind = "spell"
    if kind == "spell":
        if t not in stack_ids:
            return "not on the stack"
        if o.choices.get("ability_of") is not None:
            return "an ability, not a spell"
        if not filter_matches(flt, o, caster) or not stack_targets_fit(flt, o, ctx.state, caster):
            return f"not a {flt.describe()} spell (or not one it may target)"  # 115.9: what it targets
        return None
    if kind == "card_in_graveyard":
        if o.zone != "graveyard":
            return "not a card in a graveyard"
        if graveyard_cards_shielded(ctx.state):
            return "cards in graveyards can't be the targets of spells or abilities now (Ground Seal)"
        if not filter_matches(flt, o, caster):
            return f"not a {flt.describe()} card" + (" in your graveyard" if flt.controller == "you" else "")
        return None
    return _permanent_illegal(kind, flt, o, spell, caster)


def _player_illegal(ctx: Replay, kind: str, t: str, spell: GameObject, caster: str) -> str | None:
    """115.4 (a player as a target), 702.11b / 702.18a (hexproof, shroud), 702.16b (protection)."""
    if kind not in ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker",
                    "creature_or_player"):
        return "a player"
    if kind in ("opponent", "opponent_or_planeswalker") and t == caster:
        return "not an opponent"
    return _shielded(ctx.players[t], spell, caster, "the player")


def _permanent_illegal(kind: str, flt: ObjectFilter, o: GameObject, spell: GameObject, caster: str) -> str | None:
    """115.1 (a permanent, fitting the targeting criteria), 115.4 ("any target"), 702.11b /
    702.18a (hexproof, shroud), 702.16b (protection)."""
    if o.zone != "battlefield":
        return "not on the battlefield"
    if kind == "any" and not (o.types & {"Creature", "Planeswalker", "Battle"}):
        return "not a creature, planeswalker or battle (115.4)"
    if kind in ("player_or_planeswalker", "opponent_or_planeswalker") and "Planeswalker" not in o.types:
        return "not a player or planeswalker"
    if kind in ("creature", "creature_or_player") and "Creature" not in o.types:
        return "not a creature"
    if not filter_matches(flt, o, caster):
        return f"not a {flt.describe()} that fits the targeting criteria"
    return _shielded(o, spell, caster, "it")


def _shielded(holder: GameObject | Player, spell: GameObject, caster: str, subject: str) -> str | None:
    """702.18a shroud, 702.11b hexproof, 702.16b protection: why ``holder`` can't be targeted."""
    blocked = untargetable_by(holder, caster)
    if blocked is not None:
        return f"{subject} has {_UNTARGETABLE[blocked]} ({blocked})"
    if hexproof_from(holder, spell, caster):
        return f"{subject} has hexproof from a quality of the spell or its source (702.11d)"
    if protected_from(holder, spell, caster):
        return f"{subject} has protection from the spell (702.16b)"
    return None
