"""Target kinds naming abilities on the stack (113.3b-c, 603.3): which stack entries each kind
of target may be. A state's stack entry with ``ability_of`` is an ability: activated with
``"ability": K``, triggered with ``"trigger"`` (docs/state-format.md); mana abilities never go
on the stack (605.3b), so every ability there can be a target. Pure definitions, shared by the
three checkers (to move to ``castable.model.rules`` when the lead wants)."""

from __future__ import annotations

from typing import Literal

from castable.model.cards import ObjectFilter, is_creature_type
from castable.model.state import GameObject, GameState, _mana_value

#: slot kind -> the kinds of stack abilities it may target ("spell_or_ability" takes spells too)
ABILITY_KINDS: dict[str, frozenset[str]] = {
    "ability": frozenset({"activated", "triggered"}),
    "activated_ability": frozenset({"activated"}),
    "triggered_ability": frozenset({"triggered"}),
    "spell_or_ability": frozenset({"activated", "triggered"}),
}


def stack_ability_kind(o: GameObject) -> Literal["activated", "triggered"] | None:
    """"activated" or "triggered" for an ability on the stack; None for anything else (a spell,
    a permanent, a card)."""
    if o.zone != "stack" or o.choices.get("ability_of") is None:
        return None
    return "triggered" if o.choices.get("trigger") is not None else "activated"


def graveyard_of(state: GameState, oid: str) -> str | None:
    """The player whose graveyard holds object ``oid`` (404.1), or None when it is in none: what
    "target cards from a single graveyard" compares (601.2c)."""
    return next((p.name for p in state.players if any(o.id == oid for o in p.graveyard)), None)


def one_graveyard(state: GameState, ids: tuple[str, ...] | list[str]) -> bool:
    """All of ``ids`` are in one graveyard ("from a single graveyard", 601.2c); no ids: True."""
    return len({graveyard_of(state, t) for t in ids}) <= 1


def x_mana_value_ok(f: ObjectFilter, o: GameObject, x: int) -> bool:
    """"target ... with mana value X [or less]": ``o``'s mana value (202.3; a spell's counts its
    own X, 202.3e) against the X announced for the spell or ability (601.2b)."""
    if f.mana_value_x is None:
        return True
    mv = mana_value_of(o)
    return mv == x if f.mana_value_x == "eq" else mv <= x


def mana_value_of(o: GameObject) -> int:
    """202.3: ``o``'s mana value as target filters see it (a spell's counts its X, 202.3e)."""
    return _mana_value(o)


#: what "that targets <...>" may name (115.9b), read by ``castable.model.oracle.spell14``
STACK_TARGET_KINDS = ("creature", "player", "you", "permanent_you_control", "land_you_control")


def chosen_targets(o: GameObject) -> tuple[str, ...]:
    """The targets a spell or ability on the stack was given as it was put there (115.9a: each
    instance counted): its announced ``choices.targets`` (one list per slot) when the state
    gives them, else its ``targets``."""
    announced = o.choices.get("targets")
    if isinstance(announced, list) and all(isinstance(s, list) and all(isinstance(t, str) for t in s)
                                           for s in announced):
        return tuple(t for s in announced for t in s)
    return o.targets


def stack_targets_fit(f: ObjectFilter, o: GameObject, state: GameState, viewer: str) -> bool:
    """"target spell with a single target" (115.9a: as it was put on the stack), "that targets a
    creature" (115.9b: its current targets still in the zone they are expected in, as they are
    now; one gone is ignored), "that targets only a player" (115.9c: one different object or
    player among its current targets); ``viewer`` is "you"."""
    if not (f.single_target or f.targets_any or f.targets_only):
        return True
    if f.single_target and len(chosen_targets(o)) != 1:
        return False
    if f.targets_only and len(set(o.targets)) != 1:
        return False  # 115.9c: its targets as they are now (changed ones included), each once
    return not f.targets_any or any(_names(state, t, what, viewer) for t in set(o.targets) for what in f.targets_any)


def _names(state: GameState, t: str, what: str, viewer: str) -> bool:
    """Is target ``t`` (an id or a player's name) what "that targets <what>" names (115.9b)?"""
    if any(p.name == t for p in state.players):
        return what == "player" or (what == "you" and t == viewer)
    o = state.object(t)
    if o is None or o.zone != "battlefield":
        return False  # 115.9b: a target no longer where it was is ignored
    if what == "creature":
        return o.is_a("Creature")
    if what == "permanent_you_control":
        return o.controller == viewer
    return what == "land_you_control" and o.controller == viewer and o.is_a("Land")


#: relations between the two targets of one slot (``TargetSlot.relation``, 601.2c)
RELATIONS = ("same_controller", "same_opponent", "different_controllers", "share_creature_type",
             "share_no_creature_type", "share_card_type", "share_permanent_type")
_CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
                         "Sorcery"})
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


def related(relation: str, a: GameObject, b: GameObject, viewer: str) -> bool:
    """Do two targets (two distinct objects, 115.3) stand in ``relation``? Controllers are
    those of permanents (108.4); creature types are subtypes that are creature types (205.3m),
    changeling being every one (702.73a); card types 205.2a, permanent types 110.4a."""
    if relation in ("same_controller", "same_opponent"):
        return a.controller == b.controller and (relation == "same_controller" or a.controller != viewer)
    if relation == "different_controllers":
        return a.controller != b.controller
    if relation in ("share_creature_type", "share_no_creature_type"):
        return _share_creature_type(a, b) == (relation == "share_creature_type")
    kinds = _CARD_TYPES if relation == "share_card_type" else _PERMANENT_TYPES
    return bool(a.types & b.types & kinds)


def _share_creature_type(a: GameObject, b: GameObject) -> bool:
    ta = {t for t in a.subtypes if is_creature_type(t)}
    tb = {t for t in b.subtypes if is_creature_type(t)}
    if a.all_creature_types:
        return b.all_creature_types or bool(tb)
    if b.all_creature_types:
        return bool(ta)
    return bool(ta & tb)


def relation_holds(state: GameState, relation: str | None, ids: tuple[str, ...] | list[str], viewer: str) -> bool:
    """The slot's targets ``ids`` stand in ``relation`` pairwise (None: no relation; the reader
    gives a relation only to slots of exactly two targets)."""
    if relation is None:
        return True
    objs = [state.object(t) for t in ids]
    if any(o is None for o in objs):
        return False
    return all(related(relation, a, b, viewer) for i, a in enumerate(objs) for b in objs[i + 1:]
               if a is not None and b is not None)


def in_graveyard_of(state: GameState, ids: tuple[str, ...] | list[str], players: tuple[str, ...] | list[str]) -> bool:
    """"target cards from their graveyard" after "Target player" (601.2c): every card of ``ids``
    is in the graveyard of the one player chosen (``players``: that slot's targets)."""
    return not ids or (len(players) == 1 and all(graveyard_of(state, t) == players[0] for t in ids))
