"""601.2c-d: every legal choice of targets (115) and every division of a divided amount."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from castable.model.cards import Division, ObjectFilter, TargetSlot
from castable.model.hexproof_from import hexproof_from
from castable.model.rules import graveyard_cards_shielded, protected_from, untargetable_by
from castable.model.state import GameObject, GameState, Player, filter_matches
from castable.model.targetkinds import (
    ABILITY_KINDS,
    in_graveyard_of,
    one_graveyard,
    relation_holds,
    stack_ability_kind,
    stack_targets_fit,
    x_mana_value_ok,
)
from castable.solver.reference.announce import Announcement
from castable.solver.reference.timing import Subject

Slot = tuple[TargetSlot, int, int]  # (slot, group: 0 or 1 + position in the chosen modes, index in the group)
Targets = tuple[tuple[str, ...], ...]
DivisionChoice = tuple[tuple[str, int], ...]
PLAYER_KINDS = ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker", "creature_or_player")


def active_slots(s: Subject, ann: Announcement) -> list[Slot]:
    """601.2c: the targets the spell requires with these choices: none when overloaded
    (702.96b: "target" becomes "each"); each chosen mode's targets in mode order (700.2c),
    else the card's; a slot that needs a cost (kicker, 702.33g) only when it was chosen, one
    replaced by a cost's "instead" targets (``unless``: a promised gift) only when it was not."""
    if ann.alternative is not None and ann.alternative.overload:
        return []
    mc = s.card.modes
    groups = [(0, s.card.targets)] if mc is None else [(k + 1, mc.modes[m].targets) for k, m in enumerate(ann.modes)]
    chosen = ann.chosen_costs
    return [(slot, g, j) for g, slots in groups for j, slot in enumerate(slots)
            if (slot.requires is None or slot.requires in chosen) and (slot.unless is None or slot.unless not in chosen)]


def choices(state: GameState, s: Subject, ann: Announcement,
            cache: dict[TargetSlot, list[str]] | None = None) -> list[tuple[Targets, DivisionChoice]]:
    """Every legal (targets, division): per slot every set of distinct legal targets of an
    allowed size (115.3), "another target" slots disjoint from the ones named, then every
    division of the amount (601.2d). ``cache`` keeps each slot's legal targets (they depend
    only on the slot, for one subject)."""
    slots = active_slots(s, ann)
    cache = {} if cache is None else cache
    per_slot = []
    for slot, _, _ in slots:
        if slot not in cache:
            cache[slot] = [t for t in _candidates(state) if legal_target(state, s, slot, t)]
        # 601.2b before 601.2c: "with mana value X [or less]" with this announcement's X
        legal = [t for t in cache[slot] if _x_fits(state, slot, t, ann.x)]
        lo, hi = _bounds(slot, ann.x)
        hi = len(legal) if hi is None else min(hi, len(legal))
        # "from a single graveyard" (601.2c): the slot's targets share one graveyard
        # ... and a relation between the slot's targets ("controlled by different players")
        per_slot.append([c for k in range(lo, hi + 1) for c in itertools.combinations(legal, k)
                         if (not slot.same_graveyard or one_graveyard(state, c))
                         and relation_holds(state, slot.relation, c, s.player)])
    position = {(g, j): i for i, (_, g, j) in enumerate(slots)}
    division = _divided(s, ann, slots)
    out: list[tuple[Targets, DivisionChoice]] = []
    for targets in itertools.product(*per_slot):
        if not _distinct_where_required(slots, position, targets) or not _graveyards_fit(state, slots, position, targets):
            continue
        if division is None:
            out.append((tuple(targets), ()))
            continue
        at, spec = division
        amount = ann.x if spec.x else spec.amount
        out += [(tuple(targets), d) for d in _divisions(targets[at], amount)]
    return out


def _x_fits(state: GameState, slot: TargetSlot, t: str, x: int) -> bool:
    if slot.filter.mana_value_x is None:
        return True
    o = state.object(t)
    return o is None or x_mana_value_ok(slot.filter, o, x)


def _candidates(state: GameState) -> list[str]:
    """Everything a target slot could name: players, permanents, spells, graveyard cards."""
    return ([p.name for p in state.players] + [o.id for o in state.battlefield()] + [o.id for o in state.stack]
            + [o.id for p in state.players for o in p.graveyard])


def _bounds(slot: TargetSlot, x: int) -> tuple[int, int | None]:
    """How many targets: exactly N, "up to N", "any number" / "one or more" (115.6), X."""
    if slot.x_count:
        return (x if slot.min_count is None else slot.min_count), x
    if slot.unlimited:
        return slot.minimum, None
    return slot.minimum, slot.count


def _distinct_where_required(slots: list[Slot], position: dict[tuple[int, int], int],
                             targets: tuple[tuple[str, ...], ...]) -> bool:
    """"Another target" / "a third target": no object named by the slots it differs from."""
    for i, (slot, g, _) in enumerate(slots):
        for k in slot.different_from:
            q = position.get((g, k))
            if q is not None and set(targets[i]) & set(targets[q]):
                return False
    return True


def _graveyards_fit(state: GameState, slots: list[Slot], position: dict[tuple[int, int], int],
                    targets: tuple[tuple[str, ...], ...]) -> bool:
    """"Target player shuffles up to four target cards from their graveyard": the cards are in the
    graveyard of the player chosen by the slot named (601.2c)."""
    for i, (slot, g, _) in enumerate(slots):
        if slot.graveyard_of_slot is not None:
            q = position.get((g, slot.graveyard_of_slot))
            if q is None or not in_graveyard_of(state, targets[i], targets[q]):
                return False
    return True


def _divided(s: Subject, ann: Announcement, slots: list[Slot]) -> tuple[int, Division] | None:
    """The active slot whose targets share a divided amount: the card's, or the first chosen
    mode's that divides one."""
    mc = s.card.modes
    for i, (_, g, j) in enumerate(slots):
        if mc is None and s.card.division is not None and j == s.card.division.slot:
            return i, s.card.division
        if mc is not None and g > 0:
            d = mc.modes[ann.modes[g - 1]].division
            if d is not None and j == d.slot:
                return i, d
    return None


def _divisions(targets: tuple[str, ...], amount: int) -> Iterator[DivisionChoice]:
    """601.2d: each target gets at least one, all of the amount is given (no targets: only an
    amount of zero can be divided)."""
    k = len(targets)
    if k == 0 or amount < k:
        if k == amount == 0:
            yield ()
        return
    for cuts in itertools.combinations(range(1, amount), k - 1):
        bounds = (0, *cuts, amount)
        yield tuple((t, bounds[i + 1] - bounds[i]) for i, t in enumerate(targets))


def legal_target(state: GameState, s: Subject, slot: TargetSlot, t: str) -> bool:
    """115.1-115.5: ``t`` is an appropriate choice for ``slot``; 702.11b hexproof, 702.18a
    shroud and 702.16b protection (from the ability's source, or the spell) forbid it."""
    caster = s.player
    if s.ability is None and t == s.obj.id:
        return False  # 115.5: a spell can't target itself
    if s.ability is not None and slot.not_source and t == s.obj.id:
        return False  # "another target": not the ability's source
    source = s.source if s.source is not None else s.obj
    player = next((p for p in state.players if p.name == t), None)
    if player is not None:
        return _legal_player(slot.kind, player, source, caster)
    o = state.object(t)
    return o is not None and _legal_object(state, slot.kind, slot.filter, o, source, caster)


def _legal_player(kind: str, p: Player, source: GameObject, caster: str) -> bool:
    if kind not in PLAYER_KINDS or (kind.startswith("opponent") and p.name == caster):
        return False
    return (untargetable_by(p, caster) is None and not protected_from(p, source, caster)
            and not hexproof_from(p, source, caster))  # 702.11d


def _legal_object(state: GameState, kind: str, flt: ObjectFilter, o: GameObject, source: GameObject,
                  caster: str) -> bool:
    if kind in ("player", "opponent"):
        return False
    if kind in ABILITY_KINDS and stack_ability_kind(o) is not None:
        # 113.3b-c, 603: an ability on the stack, of the kind the text names
        return stack_ability_kind(o) in ABILITY_KINDS[kind] and filter_matches(flt, o, caster) \
            and stack_targets_fit(flt, o, state, caster)  # 115.9: what it targets
    if kind in ("spell_or_ability", "spell_or_permanent") and o.zone == "stack":
        kind = "spell"
    if kind in ("ability", "activated_ability", "triggered_ability", "spell_or_ability"):
        return False
    if kind == "spell":  # a spell on the stack; an ability there is no spell
        return o.zone == "stack" and o.choices.get("ability_of") is None and filter_matches(flt, o, caster) \
            and stack_targets_fit(flt, o, state, caster)  # 115.9: what it targets
    if kind == "card_in_graveyard":  # Ground Seal: none while it is on the battlefield
        return o.zone == "graveyard" and filter_matches(flt, o, caster) and not graveyard_cards_shielded(state)
    if o.zone != "battlefield":
        return False
    if kind == "any" and not (o.types & {"Creature", "Planeswalker", "Battle"}):
        return False  # 115.4: "any target" is a creature, player, planeswalker or battle
    if kind in ("player_or_planeswalker", "opponent_or_planeswalker") and not o.is_a("Planeswalker"):
        return False
    if kind in ("creature", "creature_or_player") and not o.is_a("Creature"):
        return False
    if not filter_matches(flt, o, caster):
        return False
    return (untargetable_by(o, caster) is None and not protected_from(o, source, caster)
            and not hexproof_from(o, source, caster))  # 702.11d
