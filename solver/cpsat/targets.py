"""601.2c-d: target slots (one per slot of the spell, or of each instance of a chosen mode),
their legal candidates (115, 702.11b, 702.16b, 702.18a), and the division of an amount among
the targets (601.2d). Each class of objects counts its members per set of slots (a use bit
``t<slot>`` in its signature); objects that can only be targets get classes of their own."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import Division, TargetSlot
from castable.model.hexproof_from import hexproof_from
from castable.model.rules import graveyard_cards_shielded, protected_from, untargetable_by
from castable.model.state import GameObject, GameState, filter_matches
from castable.model.targetkinds import (
    ABILITY_KINDS,
    graveyard_of,
    mana_value_of,
    related,
    stack_ability_kind,
    stack_targets_fit,
)
from castable.solver.cpsat.announce import Announcement
from castable.solver.cpsat.objects import BoolVar, Builder, IntVar, ObjClass, Objects, id_order


@dataclass
class Slot:
    """One target slot instance: ``count`` targets chosen while ``active`` (1, 0 or a literal:
    its mode instance chosen, not overloaded, its cost paid)."""

    slot: TargetSlot
    active: BoolVar | int
    mode: int | None  # the mode it belongs to
    local: int  # its index among that mode's (or the spell's) slots
    count: IntVar
    bit: str
    division: Division | None


@dataclass
class TargetVars:
    slots: list[Slot]
    exclusive: set[frozenset[str]]  # slot bits no one object may carry together ("another target")
    #: a card slot's bit -> the bit of the player slot whose graveyard its cards are in (601.2c)
    graveyard_owner: dict[str, str] = field(default_factory=dict)


def _may_target(state: GameState, caster: str, spell: GameObject, t: GameObject | str) -> bool:
    """Hexproof, shroud (702.11b, 702.18a) and protection (702.16b) allow targeting ``t``."""
    holder = state.player(t) if isinstance(t, str) else t
    if untargetable_by(holder, caster) is not None or hexproof_from(holder, spell, caster):  # 702.11d
        return False
    if isinstance(holder, GameObject) and holder.zone != "battlefield":
        return True  # protection works on permanents and players
    return not protected_from(holder, spell, caster)


def target_candidates(state: GameState, caster: str, spell: GameObject, slot: TargetSlot) -> list[GameObject | str]:
    """Legal choices for one target slot (115.2, 115.4, 601.2c), opponents' first."""
    out: list[GameObject | str] = []
    f = slot.filter
    if slot.kind in ("any", "player", "player_or_planeswalker", "creature_or_player"):
        out += [p.name for p in state.players]
    if slot.kind in ("opponent", "opponent_or_planeswalker"):
        out += [p.name for p in state.players if p.name != caster]
    for o in state.battlefield():
        if slot.kind == "any" and not (o.types & {"Creature", "Planeswalker", "Battle"}):
            continue
        if slot.kind in ("player_or_planeswalker", "opponent_or_planeswalker") and not o.is_a("Planeswalker"):
            continue
        if slot.kind in ("creature", "creature_or_player") and not o.is_a("Creature"):
            continue
        if slot.kind in ("any", "creature", "permanent", "player_or_planeswalker", "opponent_or_planeswalker",
                         "spell_or_permanent", "creature_or_player") and filter_matches(f, o, caster):
            out.append(o)
    # 115.9: "with a single target", "that targets a creature": what the stack object targets
    if slot.kind in ("spell", "spell_or_permanent", "spell_or_ability"):
        out += [o for o in state.stack if not o.choices.get("ability_of") and o.id != spell.id and filter_matches(f, o, caster)
                and stack_targets_fit(f, o, state, caster)]
    if slot.kind in ("ability", "activated_ability", "triggered_ability", "spell_or_ability"):
        out += [o for o in state.stack if stack_ability_kind(o) in ABILITY_KINDS[slot.kind] and filter_matches(f, o, caster)
                and stack_targets_fit(f, o, state, caster)]
    if slot.kind == "card_in_graveyard" and not graveyard_cards_shielded(state):  # Ground Seal
        out += [o for p in state.players for o in p.graveyard
                if o.id != spell.id and filter_matches(f, o, caster)
                and (f.controller is None or (f.controller == "you") == (o.owner == caster))]
    legal = [t for t in out if _may_target(state, caster, spell, t)]
    if slot.not_source:
        legal = [t for t in legal if isinstance(t, str) or t.id != spell.id]
    # Opponents and what they control first: the natural witness for "any target".
    return sorted(legal, key=lambda t: (t if isinstance(t, str) else t.controller) == caster)


def add(b: Builder, objects: Objects, ann: Announcement) -> TargetVars:
    """601.2c: the slot instances, their counts, and the candidates' use bits; the objects
    that are only targets join ``objects`` as classes of their own."""
    m, card = b.m, b.card
    groups: list[tuple[tuple[TargetSlot, ...], Any, int | None]] = []
    overload: list[BoolVar] = []
    if card.modes is not None:
        most = card.modes.max_modes if card.modes.repeatable else 1
        for mi, mode in enumerate(card.modes.modes):
            for r in range(most):  # 700.2d: each instance of a mode chosen twice has its own targets
                on = m.new_bool_var(f"mode:{mi}:instance:{r}")
                m.add(ann.modes[mi] >= r + 1).only_enforce_if(on)
                m.add(ann.modes[mi] <= r).only_enforce_if(on.negated())
                groups.append((mode.targets, on, mi))
    else:
        overload = [v for a, v in ann.alternatives if a.overload]
        groups.append((card.targets, None, None))
    by_key = {oid: c for c in objects.all for oid in c.ids}
    extra: dict[Any, list[GameObject | str]] = {}
    extra_bits: dict[Any, list[str]] = {}
    tv = TargetVars([], set())
    for slots, on, mode_index in groups:
        first = len(tv.slots)
        for li, slot in enumerate(slots):
            bit = f"t{len(tv.slots)}"
            active = on if on is not None else _slot_active(b, ann, slot, overload)
            cands = target_candidates(b.state, b.player, b.spell, slot)
            for t in cands:
                oid = t if isinstance(t, str) else t.id
                if oid in by_key:
                    c = by_key[oid]
                    if bit not in c.bits:
                        c.bits += (bit,)
                else:
                    key = ("player", t) if isinstance(t, str) else t.symmetry_key()
                    extra.setdefault(key, []).append(t)
                    if bit not in extra_bits.setdefault(key, []):
                        extra_bits[key].append(bit)
            n = _slot_count(b, ann, slot, active, len(cands), len(tv.slots))
            for d in slot.different_from:
                tv.exclusive.add(frozenset({bit, f"t{first + d}"}))
            if slot.graveyard_of_slot is not None:
                tv.graveyard_owner[bit] = f"t{first + slot.graveyard_of_slot}"
            division = (card.modes.modes[mode_index].division if mode_index is not None and card.modes is not None else
                        card.division if card.modes is None else None)
            tv.slots.append(Slot(slot, active, mode_index, li, n, bit,
                                 division if division is not None and division.slot == li else None))
    objects.add_target_only(_target_only(b, extra, extra_bits, len(objects.all)))
    return tv


def _slot_count(b: Builder, ann: Announcement, slot: TargetSlot, active: Any, n_cands: int, si: int) -> IntVar:
    """The number of targets of slot ``si`` (601.2c: "up to N", "any number", "X target creatures")."""
    m = b.m
    most = n_cands if slot.unlimited else slot.count
    if slot.x_count:
        most = min(n_cands, ann.mana_bound)
    n: IntVar = b.int_var(0, most, f"targets:{si}")
    lit = b.lit(f"601.2c:target:{si}")
    # "X target creatures": exactly X (601.2c), X = 0 included; its lower bound is X, below
    fewest = 0 if slot.x_count and slot.min_count is None else slot.minimum
    if active is not None and not isinstance(active, int):
        m.add(n == 0).only_enforce_if(active.negated())
        m.add(n >= fewest).only_enforce_if([active, lit])
    elif active == 0:
        m.add(n == 0)
    else:
        m.add(n >= fewest).only_enforce_if(lit)
    if slot.x_count:
        m.add(n <= ann.x)
        if slot.min_count is None and not (isinstance(active, int) and active == 0):
            on = [lit] + ([active] if active is not None and not isinstance(active, int) else [])
            m.add(n >= ann.x).only_enforce_if(on)
    elif slot.min_count is None and not slot.unlimited:
        m.add(n <= slot.count)
    return n


def _target_only(b: Builder, extra: dict[Any, list[GameObject | str]], extra_bits: dict[Any, list[str]],
                 start: int) -> list[ObjClass]:
    """Classes of the objects that are only targets (opponents' permanents, spells, players,
    graveyards), the caster's own last."""
    def mine(t: GameObject | str) -> bool:
        return (t if isinstance(t, str) else t.controller) == b.player

    out: list[ObjClass] = []
    for key, members in sorted(extra.items(), key=lambda kv: (mine(kv[1][0]), sorted(_oid(t) for t in kv[1]))):
        uniq = {_oid(t): t for t in members}
        ids = sorted(uniq, key=id_order)
        sample = next((t for t in uniq.values() if not isinstance(t, str)), None)
        c = ObjClass(start + len(out), ids, sample)  # type: ignore[arg-type]  # a player has no sample
        c.bits = tuple(extra_bits[key])
        out.append(c)
    return out


def _oid(t: GameObject | str) -> str:
    return t if isinstance(t, str) else t.id


def _slot_active(b: Builder, ann: Announcement, slot: TargetSlot, overload: list[BoolVar]) -> Any:
    """A non-modal slot is there unless overloaded (702.96b), a slot that ``requires`` a cost
    only when that cost was chosen (702.33g), one that a cost's "instead" targets replace
    (``unless``) only when it was not."""
    m = b.m
    conds = [v.negated() for v in overload]
    if slot.requires is not None:
        chosen = _cost_chosen(b, ann, slot.requires)
        if chosen is None:
            return 0
        conds.append(chosen)
    if slot.unless is not None:
        # replaced by a cost's "instead" targets (a promised gift, 702.174): there while not chosen
        chosen = _cost_chosen(b, ann, slot.unless)
        if chosen is not None:
            conds.append(chosen.negated())
    if not conds:
        return 1
    on = m.new_bool_var("slot_active")
    m.add_bool_and(conds).only_enforce_if(on)
    m.add_bool_or([c.negated() for c in conds]).only_enforce_if(on.negated())
    return on


def _cost_chosen(b: Builder, ann: Announcement, name: str) -> Any:
    """A Boolean: the alternative or optional cost ``name`` is chosen (None: the spell has none)."""
    alt = [v for a, v in ann.alternatives if a.name == name]
    opt = [v for o, v in ann.optionals if o.name == name]
    if alt:
        return alt[0]
    if not opt:
        return None
    chosen = b.m.new_bool_var(f"chosen:{name}")
    b.m.add(opt[0] >= 1).only_enforce_if(chosen)
    b.m.add(opt[0] == 0).only_enforce_if(chosen.negated())
    return chosen


def link(b: Builder, tv: TargetVars, objects: Objects, ann: Announcement) -> dict[tuple[int, tuple[str, ...], int], IntVar]:
    """Once the signatures exist: each slot's count is the objects carrying its bit (601.2c),
    and the amount divided among them (601.2d). Returns the division variables: (class,
    signature, amount) -> how many of that class's objects with that signature get it."""
    m = b.m
    for sl in tv.slots:
        m.add(sum(c.count(sl.bit) for c in objects.all) == sl.count)  # 601.2c: the chosen targets
        # a witness aims at an opponent first (target_candidates lists them first)
        first = next((c for c in objects.target_only if (sl.bit,) in c.sig_vars), None)
        if first is not None:
            m.add_hint(first.sig_vars[sl.bit,], 1)
    _single_graveyard(b, tv, objects)
    _relations(b, tv, objects)
    _graveyard_owner(b, tv, objects)
    _x_mana_value(b, tv, objects, ann)
    division: dict[tuple[int, tuple[str, ...], int], IntVar] = {}
    for si, sl in enumerate(tv.slots):
        d = sl.division
        if d is None:
            continue
        hi = ann.mana_bound if d.x else d.amount
        terms = []
        for c in objects.all:
            for sig, v in c.sig_vars.items():
                if sl.bit not in sig:
                    continue
                parts = []
                for a in range(1, hi + 1):  # 601.2d: at least one to each target
                    dv = m.new_int_var(0, c.n, f"divide:{c.ids[0]}:{''.join(sig)}:{a}")
                    division[c.index, sig, a] = dv
                    b.key_vars.append(dv)
                    parts.append(dv)
                    terms.append(a * dv)
                m.add(sum(parts) == v)  # 601.2d: each target gets one amount
        amount = ann.x if d.x else d.amount
        # 601.2d: the whole amount is divided (a named group, so that a refusal can say that
        # there is nothing to divide it among)
        divide = b.lit(f"601.2d:divide:{si}")
        if isinstance(sl.active, int):
            m.add(sum(terms) == (amount if sl.active else 0)).only_enforce_if(divide)
        else:
            m.add(sum(terms) == amount).only_enforce_if([sl.active, divide])
            m.add(sum(terms) == 0).only_enforce_if(sl.active.negated())
    return division


def _single_graveyard(b: Builder, tv: TargetVars, objects: Objects) -> None:
    """"target cards from a single graveyard" (601.2c): the slot's targets come from at most one
    player's graveyard. A class's members share their zone and owner (``symmetry_key``), so a
    class is in one graveyard, that of its sample."""
    m = b.m
    for si, sl in enumerate(tv.slots):
        if not sl.slot.same_graveyard:
            continue
        by_gy: dict[str, list[ObjClass]] = {}
        for c in objects.all:
            if sl.bit in c.bits and c.sample is not None:
                gy = graveyard_of(b.state, c.ids[0])
                if gy is not None:
                    by_gy.setdefault(gy, []).append(c)
        if len(by_gy) <= 1:
            continue
        chosen = {gy: m.new_bool_var(f"601.2c:graveyard:{si}:{gy}") for gy in by_gy}
        m.add_at_most_one(chosen.values())
        for gy, classes in by_gy.items():
            m.add(sum(c.count(sl.bit) for c in classes) == 0).only_enforce_if(chosen[gy].negated())


def _x_mana_value(b: Builder, tv: TargetVars, objects: Objects, ann: Announcement) -> None:
    """"target ... with mana value X [or less]": a class carries the slot's bit only when its
    mana value fits the X announced (601.2b comes before 601.2c)."""
    m = b.m
    for si, sl in enumerate(tv.slots):
        how = sl.slot.filter.mana_value_x
        if how is None:
            continue
        for c in objects.all:
            if sl.bit not in c.bits or not isinstance(c.sample, GameObject):
                continue
            mv = mana_value_of(c.sample)
            fits = m.new_bool_var(f"601.2c:x_mana_value:{si}:{c.index}")
            if how == "eq":
                m.add(ann.x == mv).only_enforce_if(fits)
                m.add(ann.x != mv).only_enforce_if(fits.negated())
            else:
                m.add(ann.x >= mv).only_enforce_if(fits)
                m.add(ann.x < mv).only_enforce_if(fits.negated())
            m.add(c.count(sl.bit) == 0).only_enforce_if(fits.negated())


def _relations(b: Builder, tv: TargetVars, objects: Objects) -> None:
    """A relation between a slot's two targets ("controlled by different players", "that share
    a creature type", 601.2c): two classes whose members aren't related are never both used,
    and a class whose members aren't related to each other gives at most one. A class's members
    share controller and characteristics (``symmetry_key``), so its sample decides."""
    m = b.m
    for si, sl in enumerate(tv.slots):
        rel = sl.slot.relation
        if rel is None:
            continue
        lit = b.lit(f"601.2c:relation:{si}")
        classes = [c for c in objects.all if sl.bit in c.bits and isinstance(c.sample, GameObject)]
        used = {}
        for c in classes:
            u = m.new_bool_var(f"601.2c:relation:{si}:{c.index}")
            m.add(c.count(sl.bit) == 0).only_enforce_if(u.negated())
            used[c.index] = u
        for i, c in enumerate(classes):
            if not related(rel, c.sample, c.sample, b.player):
                m.add(c.count(sl.bit) <= 1).only_enforce_if(lit)
            for d in classes[i + 1:]:
                if not related(rel, c.sample, d.sample, b.player):
                    m.add_bool_or([used[c.index].negated(), used[d.index].negated(), lit.negated()])


def _graveyard_owner(b: Builder, tv: TargetVars, objects: Objects) -> None:
    """"Target player shuffles up to four target cards from their graveyard" (601.2c): a card
    class carries the card slot's bit only as far as its graveyard's player carries the player
    slot's (a class's members are in one graveyard, that of its sample: ``symmetry_key``)."""
    m = b.m
    for bit, player_bit in tv.graveyard_owner.items():
        for c in objects.all:
            if bit not in c.bits or c.sample is None:
                continue
            gy = graveyard_of(b.state, c.ids[0])
            owner = next((p for p in objects.all if p.sample is None and p.ids == [gy] and player_bit in p.bits), None)
            m.add(c.count(bit) <= (c.n * owner.count(player_bit) if owner is not None else 0))
