"""Applying an action to a state: the state after a spell is cast (601.2i) or an ability is
activated (602.2), after a land is played (305.1), or after priority is passed.

Like python-chess's ``board.push``, :func:`apply` trusts its plan: check it first with
``castable.solver.referee.check(state, plan) == []``, or call :func:`apply_checked`, which does
and raises :class:`IllegalActionError` with the referee's problems. The input state is never
changed; the result is a new :class:`GameState` whose ``to_json()`` is valid input again.

What :func:`apply` does, in the order of 601.2 / 602.2:

1. 601.2a: the card moves from its zone to the top of the stack (it keeps its id), controlled
   by the caster, with the plan's ``choices`` and its targets flattened, face down
   (``face_down``) when its alternative cost is morph's, megamorph's or disguise's (708.3); an activated ability
   goes on the stack as ``{"ability_of": source, "ability": K, ...}`` instead.
2. 601.2g: the mana abilities, in order: each taps (and its ``tapped_creatures``) and/or
   sacrifices its source, and deals its ``damage`` to the player (Ancient Tomb, pain lands:
   605.3b, they resolve at once).
3. 601.2h: the costs: tapped, untapped ({Q}), sacrificed (to the owner's graveyard), discarded
   (to the owner's graveyard), returned (ninjutsu, sneak: to the owner's hand), exiled (to the
   owner's exile, from wherever the card is by then: a Lotus Petal sacrificed for mana and then
   delved ends in exile), life paid, loyalty (606.4), the mana left in the pool (its units'
   sources kept), blighted (the -1/-1 counters put on each creature named).
4. 117.5 / 704.3: state-based actions the payment can cause: a token that left the battlefield
   ceases to exist (704.5d), a planeswalker with 0 loyalty goes to the graveyard (704.5i), an
   Aura attached to a permanent that left goes to the graveyard (704.5m) and an Equipment or
   Fortification becomes unattached (704.5n). A player at 0 or less life is left so (the
   format has no "lost the game"), and no other state-based action is performed. A target
   that ceased to exist (a token sacrificed to pay for the spell that targets it) is dropped
   from the stack entry's ``targets`` (the format's targets must exist) but stays in its
   ``choices.targets``.
5. 117.5 / 603.3b: the abilities that triggered are put on the stack above it, active player
   first (so the other player's end on top), each player's in the order they triggered:
   "becomes tapped" triggers (City of Brass), ward (702.21a, for each permanent with ward an
   opponent's spell or ability targets), and cast triggers ("When you cast this spell", and
   prowess of the caster's permanents for a noncreature spell). A triggered ability is a stack
   entry ``{"ability_of": source, "trigger": text, "controller": ...}``; its targets, if it has
   any, are left unchosen (an empty list).
6. 601.2i / 602.2e: the caster's spells-cast count (a spell) or the source's
   ``activations_this_turn[K]`` (an ability) goes up by one (an exhaust ability, 702.177a: K joins
   its ``exhausted``); the caster receives priority. A
   card cast while its own trigger resolved (madness 702.35a, suspend 702.62a: nobody had
   priority) ends that trigger's resolution: it leaves the stack first, and the active player
   receives priority (117.3b). A card cast from a graveyard or exile leaves its casting
   ``permission`` behind (400.7: a new object).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import (
    ANY_COUNTER,
    ActivatedAbility,
    CardDef,
    ManaAbility,
    TriggerDoubler,
    bestowed_card,
    counter_kinds,
)
from castable.model.commander import resolve
from castable.model.errors import UnsupportedCardError
from castable.model.mana import MANA_TYPES
from castable.model.plan import Plan
from castable.model.rules import graveyard_destination, trigger_target_exists
from castable.model.state import GameObject, GameState, Player, PoolMana, filter_matches
from castable.solver import referee
from castable.solver.actions import Pass, PlayLand
from castable.solver.answer import IllegalActionError

MAIN_PHASES = ("main1", "main2")


# ----- copying -------------------------------------------------------------------------------

def _copy_object(o: GameObject) -> GameObject:
    return dataclasses.replace(o, counters=dict(o.counters), activations_this_turn=dict(o.activations_this_turn),
                               chosen=copy.deepcopy(o.chosen), overrides=copy.deepcopy(o.overrides),
                               choices=copy.deepcopy(o.choices))


def copy_state(state: GameState) -> GameState:
    """A copy that shares nothing mutable with ``state`` (card definitions and the card
    database are immutable and shared)."""
    players = []
    for p in state.players:
        players.append(dataclasses.replace(
            p, mana_pool=list(p.mana_pool), hand=[_copy_object(o) for o in p.hand],
            graveyard=[_copy_object(o) for o in p.graveyard], exile=[_copy_object(o) for o in p.exile],
            battlefield=[_copy_object(o) for o in p.battlefield], command=[_copy_object(o) for o in p.command]))
    return GameState(players, state.active_player, state.phase, state.priority,
                     [_copy_object(o) for o in state.stack], state.db)


# ----- zone changes --------------------------------------------------------------------------

class _Mover:
    """Moves objects between zones of a (copied) state."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.left_battlefield: list[str] = []

    def find(self, oid: str) -> tuple[list[GameObject], GameObject] | None:
        for p in self.state.players:
            for z in ("hand", "graveyard", "exile", "battlefield", "command"):
                zone = p.zone(z)
                for o in zone:
                    if o.id == oid:
                        return zone, o
        for o in self.state.stack:
            if o.id == oid:
                return self.state.stack, o
        return None

    def get(self, oid: str) -> GameObject | None:
        found = self.find(oid)
        return found[1] if found else None

    def move(self, oid: str, to: str) -> GameObject | None:
        """400.7: move ``oid`` to its owner's ``to`` zone (or the stack) as a new object with
        the same id: it keeps only its card and owner, face up. A token that leaves the
        battlefield ceases to exist (704.5d)."""
        found = self.find(oid)
        if found is None:
            return None
        zone, o = found
        zone.remove(o)
        if o.zone == "battlefield":
            self.left_battlefield.append(oid)
            if to == "graveyard" and o.is_a("Creature"):  # 700.4: it died (costmana15), its controller's count
                self.state.player(o.controller).creatures_died_this_turn += 1
        if o.token and to != "battlefield":
            return None
        # 903.8: how often a commander was cast from the command zone stays with the card
        new = GameObject(id=o.id, card=o.card, zone=to, owner=o.owner, controller=o.owner, token=o.token,
                         command_zone_casts=o.command_zone_casts)
        if to == "stack":
            self.state.stack.append(new)
        else:
            self.state.player(o.owner).zone(to).append(new)
        return new

    def to_graveyard(self, oids: list[str]) -> None:
        """701.21a, 701.9a, 704.5: put these objects into their owners' graveyards at once, each
        where a replacement sends it instead (614.1a: exile, or its owner's library, a count; the
        replacement's controller gains its ``life``). A choice between replacements (616.1), or a
        replacement whose permanent leaves in the same payment (601.2h: the order costs are paid
        in decides), isn't modelled: exit 4 naming the card."""
        leaving = set(oids)
        moves: list[tuple[str, str, int, GameObject | None]] = []
        for oid in oids:
            o = self.get(oid)
            if o is None:
                continue
            try:
                to, life, src = graveyard_destination(self.state, o, o.zone)
            except ValueError as e:
                raise UnsupportedCardError(o.name, f"{e} (which replacement applies is a choice, 616.1)") from None
            if src is not None and src.id != oid and src.id in leaving:
                raise UnsupportedCardError(src.name, "its replacement of going to a graveyard, while it leaves in the "
                                                     "same payment (the order of 601.2h decides)")
            if to == "library" and oid in self.state.player(o.owner).commanders:
                raise UnsupportedCardError(o.name, "a commander put into a library (903.9b: a choice)")
            moves.append((oid, to, life, src))
        for oid, to, life, src in moves:
            if to == "library":
                found = self.find(oid)
                if found is not None:
                    zone, o = found
                    zone.remove(o)
                    if o.zone == "battlefield":
                        self.left_battlefield.append(oid)
                    if not o.token:
                        self.state.player(o.owner).library += 1  # shuffled in, or on top or bottom: a count
            else:
                self.move(oid, to)
            if life and src is not None:
                self.state.player(src.controller).life += life  # "instead exile it and you gain 2 life"


def _fresh_id(state: GameState, base: str) -> str:
    taken = {o.id for o in state.objects()} | {p.name for p in state.players}
    if base not in taken:
        return base
    n = 1
    while f"{base}.{n}" in taken:
        n += 1
    return f"{base}.{n}"


def _push_ability(state: GameState, source: str, controller: str, *, ability: int | None = None,
                  trigger: str | None = None, targets: tuple[str, ...] = (),
                  choices: dict[str, Any] | None = None) -> GameObject:
    """Put an activated (``ability``) or triggered (``trigger``) ability on top of the stack,
    as the parser reads a stack entry with ``ability_of``."""
    oid = _fresh_id(state, f"stack.{len(state.stack)}")
    o = GameObject(id=oid, card=CardDef(f"ability of {source}", None, "Ability"), zone="stack", owner=controller,
                   controller=controller, targets=tuple(targets))
    o.choices = {"ability_of": source, "ability": ability}
    if trigger is not None:
        o.choices["trigger"] = trigger
    if choices:
        o.choices["choices"] = choices
    state.stack.append(o)
    return o


# ----- apply ---------------------------------------------------------------------------------

@dataclass
class _Applying:
    """The state being changed by one plan, and the permanents that became tapped (for
    "whenever ... becomes tapped" triggers, 117.5)."""

    new: GameState
    mover: _Mover
    caster: Player
    became_tapped: list[str] = field(default_factory=list)

    def tap(self, oid: str) -> None:
        o = self.mover.get(oid)
        if o is not None and o.zone == "battlefield" and not o.tapped:
            o.tapped = True
            self.became_tapped.append(oid)


def apply(state: GameState, plan: Plan) -> GameState:
    """The state right after ``plan`` is carried out: the spell cast (601.2i) or the ability
    activated (602.2), its costs paid, the abilities that triggered on the stack above it, the
    caster holding priority. The spell or ability doesn't resolve. ``plan`` is trusted (see
    :func:`apply_checked`)."""
    source_before = state.object(plan.card)
    if source_before is None:
        raise ValueError(f"no object {plan.card!r} in the state")
    new = copy_state(state)
    resolved = _finish_resolving_trigger(new, plan, source_before)
    ctx = _Applying(new, _Mover(new), new.player(plan.player))
    targets = tuple(t for slot in plan.targets for t in slot)
    stack_entry = _put_on_stack(ctx, plan, source_before, targets, plan.to_json(state)["choices"])
    _activate_mana_abilities(ctx, plan)
    pw_zero = _pay_costs(ctx, state, plan)
    _state_based_actions(ctx, pw_zero)
    # 117.5 / 603.3: the abilities that triggered, active player's first (603.3b)
    triggered = _doubled(state, new, _triggers(state, plan, stack_entry, ctx.became_tapped, targets))
    triggered = _with_legal_targets(state, new, triggered)
    order = [p.name for p in new.players]
    start = order.index(new.active_player)
    for who in order[start:] + order[:start]:
        for source, controller, text in triggered:
            if controller == who:
                _push_ability(new, source, controller, trigger=text)
    # 601.2i, 602.2e; 117.3b: after a trigger finished resolving, the active player receives priority
    new.priority = new.active_player if resolved else plan.player
    if stack_entry is not None and source_before.zone == "command":
        stack_entry.command_zone_casts += 1  # 903.8: one more cast from the command zone
    resolve(new)  # the mana abilities the new state gives permanents (613.1f, 903.4, 106.7)
    return new


def _with_legal_targets(state: GameState, new: GameState, triggered: list[tuple[str, str, str]]
                        ) -> list[tuple[str, str, str]]:
    """603.3d: a tap trigger with a target (static15: ``CardDef.tap_trigger_targets``) for which no
    legal choice exists as it is put on the stack, in the state after the payment, is removed
    from the stack: it is not put there. Its source is seen as it is, or as it last existed on
    the battlefield (sacrificed while paying)."""
    out: list[tuple[str, str, str]] = []
    resolved = False
    for source, controller, text in triggered:
        before = state.object(source)
        slots = dict(before.card.tap_trigger_targets).get(text) if before is not None else None
        if slots and before is not None:
            if not resolved:
                resolve(new)  # the keywords grants give (hexproof, protection) in the new state
                resolved = True
            now = new.object(source)
            src = now if now is not None and now.zone == "battlefield" else before
            if not all(trigger_target_exists(new, src, controller, slot) for slot in slots):
                continue
        out.append((source, controller, text))
    return out


def _finish_resolving_trigger(new: GameState, plan: Plan, card: GameObject) -> bool:
    """702.35a madness, 702.62a suspend: the card was cast while its own trigger resolved (the
    top of the stack, nobody holding priority); that trigger then finishes resolving and leaves
    the stack (608.2n). True when it did."""
    costs = [*card.card.alternative_costs, *(a for f in card.card.faces for a in f.alternative_costs)]
    alt = next((a for a in costs if a.name == plan.alternative_cost), None)
    if plan.ability is not None or alt is None or alt.permission not in ("madness", "suspend", "miracle"):
        return False
    top = new.stack[-1] if new.stack else None
    if top is None or new.priority is not None or top.choices.get("ability_of") != card.id:
        return False
    new.stack.pop()
    return True


def _put_on_stack(ctx: _Applying, plan: Plan, source_before: GameObject, targets: tuple[str, ...],
                  choices: dict[str, Any]) -> GameObject | None:
    """601.2a / 602.2a: the spell or ability goes on the stack; the spell's entry, if a spell."""
    if plan.ability is not None:
        _push_ability(ctx.new, plan.card, plan.player, ability=plan.ability, targets=targets, choices=choices)
        return None
    stack_entry = ctx.mover.move(plan.card, "stack")
    assert stack_entry is not None
    stack_entry.controller = plan.player
    stack_entry.choices = choices
    stack_entry.targets = targets
    # 702.37c, 702.168a, 708.3: a spell cast face down goes on the stack face down
    stack_entry.face_down = _cast_face_down(source_before, plan)
    return stack_entry


def _activate_mana_abilities(ctx: _Applying, plan: Plan) -> None:
    """601.2g: the mana abilities, in order; each resolves at once (605.3b)."""
    for a in plan.activations:
        o = ctx.mover.get(a.object)
        if o is None:
            continue
        abilities = o.card.mana_abilities
        ab = abilities[a.ability] if 0 <= a.ability < len(abilities) else None
        if ab is not None and ab.tap:
            ctx.tap(a.object)
        for c in a.tapped_creatures:
            ctx.tap(c)
        if ab is not None and ab.life:  # 119.4: its "Pay N life" cost; paying life is losing it
            ctx.caster.life -= ab.life
            ctx.caster.life_lost_this_turn += ab.life
        if ab is not None and ab.damage:
            ctx.caster.life -= ab.damage
            ctx.caster.life_lost_this_turn += ab.damage  # 119.3: damage to a player is life lost
        if ab is not None and ab.puts_counter:  # 605.3b: its effect, the depletion lands' counter
            o.counters[ab.puts_counter] = o.counters.get(ab.puts_counter, 0) + 1
        empty = ab is not None and ab.remove_counters is not None and _remove_counters(o, ab.remove_counters,
                                                                                       _counters_removed(ab, a.produced))
        if ab is not None and (ab.sacrifice_self or (ab.sacrifice_when_empty and empty)):
            ctx.mover.to_graveyard([a.object])
        if ab is not None and ab.once_per_turn:  # 602.5b: it can't be activated again this turn
            key = str(_ability_number(o, a.ability))
            o.activations_this_turn[key] = o.activations_this_turn.get(key, 0) + 1


def _ability_number(o: GameObject, i: int) -> int:
    """docs/cli.md's number K of ``o``'s ``i``-th mana ability among all its activated abilities."""
    ks = [k for k, x in enumerate(o.card.activated_abilities) if isinstance(x, ManaAbility)]
    return ks[i]


def _counters_removed(ab: ManaAbility, produced: tuple[str, ...]) -> int:
    """How many counters the activation's cost removed: its fixed number, or for "any number"
    (107.3) the mana it made beyond its ``remove_plus`` part (the reader reads only abilities
    adding one mana per counter)."""
    return max(0, len(produced) - ab.remove_plus) if ab.remove_x else ab.remove_amount


def _remove_counters(o: GameObject, kind: str, n: int) -> bool:
    """118.3: a cost removes ``n`` counters of ``kind`` from ``o``; True when none are left."""
    left = o.counters.get(kind, 0) - n
    if left > 0:
        o.counters[kind] = left
    else:
        o.counters.pop(kind, None)
    return left <= 0


def _pay_costs(ctx: _Applying, before: GameState, plan: Plan) -> list[str]:
    """601.2h / 602.2b: the costs; the planeswalkers left with no loyalty."""
    mover = ctx.mover
    for oid in (*plan.tapped, *plan.convoked, *plan.improvised, *plan.waterbent):
        ctx.tap(oid)
    for oid in plan.untapped:
        o = mover.get(oid)
        if o is not None and o.zone == "battlefield":
            o.tapped = False
    # blight N: N -1/-1 counters on the creature, before any other cost part moves it (601.2h: the
    # player pays in any order; a creature blighted and then sacrificed keeps nothing)
    for oid, n in plan.blighted:
        o = mover.get(oid)
        if o is not None and o.zone == "battlefield":
            o.counters["-1/-1"] = o.counters.get("-1/-1", 0) + n
    # ninjutsu 702.49a, sneak: the unblocked attackers returned go to their owner's hand (a token ceases to exist)
    # 701.21a, 701.9a: sacrificed and discarded cards go to their owners' graveyards (or where a
    # replacement sends them, 614.1a)
    mover.to_graveyard([oid for oids, zone_from in ((plan.sacrificed, "battlefield"), (plan.discarded, "hand"))
                        for oid in oids if (o := mover.get(oid)) is not None and o.zone == zone_from])
    for oid in plan.returned:
        o = mover.get(oid)
        if o is not None and o.zone == "battlefield":
            mover.move(oid, "hand")
    for oid in dict.fromkeys((*plan.exiled, *plan.delved)):
        o = mover.get(oid)
        if o is not None and o.zone not in ("exile", "stack"):
            mover.move(oid, "exile")
    ctx.caster.life -= plan.life_paid
    ctx.caster.life_lost_this_turn += plan.life_paid  # 119.4: paying life is losing it
    pw_zero: list[str] = []
    src = mover.get(plan.card)
    full = _activated(before, plan)
    if full is not None and full.remove_counters is not None and src is not None and src.zone == "battlefield":
        # 118.3, 602.2b: its cost removes the counters (a depletion land activated alone, 605.3b)
        kind = full.remove_counters
        if kind == ANY_COUNTER:  # act14: "Remove a counter from this creature", its one kind (see api._ability)
            kinds = counter_kinds(src.counters)
            if len(kinds) != 1:
                raise UnsupportedCardError(src.name, f"{full.text} (which kinds of counters it removes is a choice "
                                                     "not modelled)")
            kind = kinds[0]
        if _remove_counters(src, kind, full.remove_amount) and getattr(full, "sacrifice_when_empty", False):
            mover.to_graveyard([src.id])
    if isinstance(full, ActivatedAbility) and full.energy:
        ctx.caster.energy -= full.energy  # act15, 107.14: "Pay {E}{E}" removes the activator's energy counters
    put = full.self_counter if isinstance(full, ActivatedAbility) else None
    if put is not None and src is not None and src.zone == "battlefield":
        src.counters[put] = src.counters.get(put, 0) + 1  # act14: "Put a page counter on this artifact" (122.1, 601.2h)
    if plan.loyalty_change and src is not None and src.zone == "battlefield":
        src.counters["loyalty"] = src.counters.get("loyalty", 0) + plan.loyalty_change
        if src.counters["loyalty"] <= 0:
            src.counters.pop("loyalty")
            if src.is_a("Planeswalker"):
                pw_zero.append(src.id)
    ctx.caster.mana_pool = _canonical_pool([PoolMana(t, _pool_source(before, ctx.new, s)) for t, s in plan.mana_pool])
    if plan.ability is None:
        ctx.caster.spells_cast_this_turn += 1
    elif src is not None:
        key = str(plan.ability)
        src.activations_this_turn[key] = src.activations_this_turn.get(key, 0) + 1
        if isinstance(full, ActivatedAbility) and full.once_ever and src.zone == "battlefield":
            src.exhausted = src.exhausted | {plan.ability}  # 702.177a: activated once, never again
    return pw_zero


def _state_based_actions(ctx: _Applying, pw_zero: list[str]) -> None:
    """117.5 / 704.3: the state-based actions the payment can cause."""
    ctx.mover.to_graveyard(pw_zero)  # 704.5i
    _unattach(ctx.new, ctx.mover)
    # a target that ceased to exist (a token sacrificed to pay for the spell that targets it)
    # is no longer listed in ``targets``; the spell's ``choices.targets`` still name it
    ids = {o.id for o in ctx.new.objects()} | {p.name for p in ctx.new.players}
    for o in ctx.new.stack:
        if any(t not in ids for t in o.targets):
            o.targets = tuple(t for t in o.targets if t in ids)


def apply_checked(state: GameState, plan: Plan) -> GameState:
    """:func:`apply` after ``castable.solver.referee.check``; raises
    :class:`IllegalActionError` with the referee's problems if the plan is not legal."""
    problems = referee.check(state, plan)
    if problems:
        raise IllegalActionError(problems)
    return apply(state, plan)


def _pool_source(before: GameState, after: GameState, source: str | None) -> str | None:
    """A unit's source, kept; a source that no longer exists (a Treasure token sacrificed for
    mana) is named by its card name instead, which still says whether its mana is snow or
    restricted (docs/state-format.md: "card name or id")."""
    if source is None or after.object(source) is not None:
        return source
    o = before.object(source)
    return o.name if o is not None else source


def _canonical_pool(units: list[PoolMana]) -> list[PoolMana]:
    """Group the units by source (first appearance first), each group in W U B R G C order."""
    sources = list(dict.fromkeys(u.source for u in units))
    order = {t: i for i, t in enumerate(MANA_TYPES)}
    return sorted(units, key=lambda u: (sources.index(u.source), order[u.type]))


def _unattach(state: GameState, mover: _Mover) -> None:
    """704.5m: an Aura attached to an object that left the battlefield goes to its owner's
    graveyard; 704.5n: an Equipment or Fortification (or anything else) becomes unattached."""
    changed = True
    while changed:
        changed = False
        gone = set(mover.left_battlefield)
        for o in list(state.battlefield()):
            if o.attached_to is not None and o.attached_to in gone:
                if "Aura" in o.subtypes:
                    mover.to_graveyard([o.id])
                else:
                    o.attached_to = None
                changed = True


#: when an ability triggered (603.2d decides a doubler's presence then): as its target was chosen
#: (601.2c, ward), while the costs were paid (601.2g-h, "becomes tapped"), as the spell became cast
#: (601.2i: cast triggers, prowess)
_TARGETED, _PAYING, _CAST = "601.2c", "601.2g-h", "601.2i"


def _triggers(state: GameState, plan: Plan, spell: GameObject | None, became_tapped: list[str],
              targets: tuple[str, ...]) -> list[tuple[str, str, str, str]]:
    """(source id, controller, text, when) of each ability that triggered, in the order it did."""
    out: list[tuple[str, str, str, str]] = []
    for oid in became_tapped:  # e.g. City of Brass
        o = state.object(oid)
        if o is not None:
            out += [(oid, o.controller, text, _PAYING) for text in o.card.tap_triggers]
    # 702.21a ward: for each permanent an opponent's spell or ability targets
    source = state.object(plan.card)
    source_name = source.name if source is not None else plan.card
    what = f"{source_name} ({plan.card})" if plan.ability is None else f"ability {plan.ability} of {source_name} ({plan.card})"
    for oid in dict.fromkeys(targets):
        o = state.object(oid)
        if o is None or o.zone != "battlefield" or o.controller == plan.player:
            continue
        for kw in sorted(k for k in (*o.card.keywords, *o.granted) if k.lower().startswith("ward")):
            out.append((oid, o.controller, f"{kw} (702.21a): counter {what} unless {plan.player} pays "
                                           f"{kw[4:].strip(' —') or 'the ward cost'}.", _TARGETED))
    if spell is not None and not _cast_face_down(spell, plan):  # 708.2: a face-down spell has no abilities
        card = spell.card
        if plan.face is not None:
            card = next((f for f in card.castable_faces if f.name == plan.face), card)
        bestow = next((a for a in card.alternative_costs if a.bestow and a.name == plan.alternative_cost), None)
        if bestow is not None:  # 702.103b: a bestowed spell is an Aura, a noncreature spell (prowess sees it)
            card = bestowed_card(card, bestow)
        for line in card.oracle_text.split("\n"):
            if line.strip().startswith("When you cast this spell"):
                out.append((spell.id, plan.player, line.strip(), _CAST))
        if "Creature" not in card.types:  # 702.108a prowess
            for o in state.player(plan.player).battlefield:
                if o.has("prowess"):
                    out.append((o.id, plan.player, f"Prowess (702.108a): {o.name} gets +1/+1 until end of turn.", _CAST))
    return out


def _doubled(state: GameState, new: GameState, triggered: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str]]:
    """603.2d: each ability that triggered, once more for each doubler ("If a triggered ability of
    an Ally you control triggers, that ability triggers an additional time.") whose controller
    controls its source and whose filter the source matches when it triggered: before the costs
    are paid (``state``) for ward, after (``new``) for cast triggers and prowess. A "becomes
    tapped" trigger happens while they are paid: the source is seen before (it may be sacrificed
    after it was tapped), and when the answer isn't the same before and after the payment (the
    doubler sacrificed in the same payment, the source's power changed by it), which came first is
    not decided here: the doubler is unsupported in that state (exit 4), never guessed."""
    out: list[tuple[str, str, str]] = []
    for source, controller, text, when in triggered:
        extra = 0
        for d in state.player(controller).battlefield:
            for dbl in d.card.trigger_doublers:
                before = _doubles(state, state, d.id, dbl, source, controller)
                gone = (o := new.object(source)) is None or o.zone != "battlefield"
                after = _doubles(new, state if gone and when == _PAYING else new, d.id, dbl, source, controller)
                if when == _PAYING and before != after:
                    raise UnsupportedCardError(d.name, dbl.text)
                extra += before if when == _TARGETED else after
        out += [(source, controller, text)] * (1 + extra)
    return out


def _doubles(st: GameState, seen: GameState, doubler: str, dbl: TriggerDoubler, source: str, controller: str) -> bool:
    """Does the permanent ``doubler`` (in ``st``: face up, controlled by ``controller``) double
    the triggered abilities of ``source`` (as it is in ``seen``) with ``dbl`` (603.2d)?"""
    d, o = st.object(doubler), seen.object(source)
    return (d is not None and o is not None and d.zone == "battlefield" and o.zone == "battlefield"
            and d.controller == controller and not d.face_down and dbl in d.card.trigger_doublers
            and not (dbl.other and d.id == o.id) and filter_matches(dbl.source, o, controller))


def _cast_face_down(obj: GameObject, plan: Plan) -> bool:
    """Was ``obj`` cast face down by ``plan`` (its alternative cost is morph's, megamorph's or
    disguise's, 702.37c, 702.168a)?"""
    return plan.ability is None and plan.alternative_cost is not None and any(
        a.face_down and a.name == plan.alternative_cost for a in obj.card.alternative_costs)


# ----- lands and priority --------------------------------------------------------------------

def land_problems(state: GameState, player: str, land: str) -> list[str]:
    """Why ``player`` may not play ``land`` (an object id) now (305.1, 305.2, 505.6b); empty:
    they may."""
    problems: list[str] = []
    try:
        p = state.player(player)
    except KeyError:
        return [f"unknown player {player!r}"]
    o = state.object(land)
    if o is None:
        return [f"no object {land!r} in the state"]
    if "Land" not in o.types:
        problems.append(f"305.1: {o.name} ({land}) is not a land card")
    if o.owner != player or (o.zone != "hand" and not (o.zone == "graveyard" and from_graveyard(state, player, o))):
        problems.append(f"305.1: {o.name} ({land}) is not in {player}'s hand")
    if state.active_player != player:
        problems.append(f"305.2: {player} can play a land only during their own turn")
    if state.phase not in MAIN_PHASES:
        problems.append(f"305.2: a land is played only in a main phase, not {state.phase}")
    if state.stack:
        problems.append("305.2: a land is played only while the stack is empty")
    if state.priority != player:
        problems.append(f"305.2: {player} does not have priority ({state.priority or 'no player'} does)")
    allowed = land_plays(state, player)
    if p.lands_played_this_turn >= allowed:
        problems.append(f"305.2: {player} has already played {'a land' if allowed == 1 else f'{allowed} lands'} "
                        "this turn")
    return problems


def from_graveyard(state: GameState, player: str, land: GameObject) -> bool:
    """kw15: may ``player`` play ``land``, a card of their graveyard, from there? Only while they
    control a face-up permanent saying so ("You may play lands from your graveyard.", Crucible
    of Worlds: ``CardDef.lands_from_graveyard``, "you" its controller)."""
    return any(not o.face_down and o.card.lands_from_graveyard is not None
               and filter_matches(o.card.lands_from_graveyard, land, player)
               for o in state.player(player).battlefield)


def land_plays(state: GameState, player: str) -> int:
    """305.2, 305.2a: how many lands ``player`` may play this turn: one, plus the additional
    land plays of the permanents they control ("You may play an additional land on each of
    your turns") and of every permanent that allows each player one, and those resolved
    spells gave this turn (the player's ``extra_land_plays_this_turn``: Explore)."""
    n = 1 + state.player(player).extra_land_plays_this_turn
    for o in state.battlefield():
        if o.face_down:  # 708.2: a face-down permanent has no abilities
            continue
        n += o.card.extra_land_plays_each + (o.card.extra_land_plays if o.controller == player else 0)
    return n


def play_land(state: GameState, player: str, land: str) -> GameState:
    """305.1: ``player`` plays ``land`` (an id of a land card in their hand, or in their graveyard
    while a permanent of theirs allows it: :func:`from_graveyard`): it enters the
    battlefield under their control (untapped; summoning sick in the sense of 302.6: not
    controlled since their turn began), and ``lands_played_this_turn`` goes up by one. Playing
    a land is a special action (116.2a): it doesn't use the stack and the player keeps
    priority. Raises :class:`IllegalActionError` when not allowed."""
    problems = land_problems(state, player, land)
    if problems:
        raise IllegalActionError(problems)
    new = copy_state(state)
    p = new.player(player)
    zone = p.hand if any(x.id == land for x in p.hand) else p.graveyard  # kw15: from the graveyard
    o = next(x for x in zone if x.id == land)
    zone.remove(o)
    p.battlefield.append(GameObject(id=o.id, card=o.card, zone="battlefield", owner=o.owner, controller=player,
                                    summoning_sick=True))
    p.lands_played_this_turn += 1
    resolve(new)  # a land that entered changes what "could produce" sees (106.7), what a grant reaches (613.1f)
    return new


def pass_priority(state: GameState) -> GameState:
    """117.3d: the player with priority passes; the next player in turn order receives it.
    What happens when all players pass in succession (the top of the stack resolves, or the
    step ends: 117.4) is not modelled: the format has no record of who passed, so this only
    moves priority. Raises :class:`IllegalActionError` when no player has priority."""
    if state.priority is None:
        raise IllegalActionError(["117.3a: no player has priority"])
    new = copy_state(state)
    names = [p.name for p in new.players]
    new.priority = names[(names.index(state.priority) + 1) % len(names)]
    return new


def apply_action(state: GameState, action: Plan | PlayLand | Pass) -> GameState:
    """The state after one parsed action string (``castable apply``, serve's ``apply``): a land
    play (116.2a, a special action), a pass (117.3d), or a cast or activation (:func:`apply`)."""
    if isinstance(action, PlayLand):
        return play_land(state, action.player or state.priority or "", action.land)
    if isinstance(action, Pass):
        return pass_priority(state)
    return apply(state, action)


__all__ = ["IllegalActionError", "apply", "apply_action", "apply_checked",
           "copy_state", "land_problems", "pass_priority", "play_land"]


def _activated(state: GameState, plan: Plan) -> ManaAbility | ActivatedAbility | None:
    """The ability ``plan`` activates (602), if it activates one."""
    o = state.object(plan.card)
    if plan.ability is None or o is None or not 0 <= plan.ability < len(o.card.activated_abilities):
        return None
    return o.card.activated_abilities[plan.ability]
