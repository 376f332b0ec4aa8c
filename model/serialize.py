"""Writing a :class:`GameState` back as a ``castable-state/1`` document (docs/state-format.md).

:func:`state_to_json` is the inverse of :meth:`GameState.from_json`: parsing its output gives
an equal state (same players, turn, stack and objects, every id kept). It writes every id
explicitly and otherwise only the fields that differ from their defaults, so that a state
written after :func:`castable.solver.transitions.apply` reads like one written by hand.

Card definitions: an object whose card is not the built-in card of that name (a card from the
state's ``cards`` or from a ``--cards`` database) gets its definition written into ``cards``
(Scryfall field names), so that the document stands on its own.
"""

from __future__ import annotations

import json
from typing import Any

from castable.model.cards import CardDef
from castable.model.library import builtin_cards
from castable.model.mana import MANA_TYPES
from castable.model.state import FORMAT, ZONES, GameObject, GameState, Player, PoolMana

#: The keys of a stack ability's ``GameObject.choices`` that say what it is (state.py's parser
#: puts them there); the plan's own choices, if any, are under ``"choices"``.
ABILITY_KEYS = ("ability_of", "ability", "trigger")


def state_to_json(state: GameState) -> dict[str, Any]:
    """A ``castable-state/1`` document (a JSON-ready dict) for ``state``."""
    out: dict[str, Any] = {"format": FORMAT}
    names = [p.name for p in state.players]
    turn: dict[str, Any] = {}
    if state.active_player != names[0]:
        turn["active_player"] = state.active_player
    if state.phase != "main1":
        turn["phase"] = state.phase
    default_priority = None if state.phase == "untap" else state.active_player
    if state.priority != default_priority:
        turn["priority"] = state.priority
    if turn:
        out["turn"] = turn
    out["players"] = [_player(p) for p in state.players]
    if state.stack:
        out["stack"] = [_stack_object(o) for o in state.stack]
    cards = _card_definitions(state)
    if cards:
        out["cards"] = cards
    return out


def state_to_text(state: GameState, *, indent: int | None = None) -> str:
    """:func:`state_to_json` as JSON text."""
    return json.dumps(state_to_json(state), indent=indent, ensure_ascii=False)


# ----- players and objects -------------------------------------------------------------------

def _player(p: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"name": p.name}
    if p.life != 20:
        out["life"] = p.life
    if p.mana_pool:
        out["mana_pool"] = pool_to_json(p.mana_pool)
    if p.hidden_hand and not p.hand:
        out["hand"] = p.hidden_hand
    for zone in ZONES:
        objs = p.zone(zone)
        if objs:
            out[zone] = [_object(o, p.name) for o in objs]
    if p.library:
        out["library"] = p.library
    for key in ("spells_cast_this_turn", "lands_played_this_turn", "extra_land_plays_this_turn", "life_lost_this_turn",
                "creatures_attacked_this_turn", "energy",
                "creatures_died_this_turn"):
        if getattr(p, key):
            out[key] = getattr(p, key)
    if p.combat_damage_types_this_turn:  # 702.76a (prowl)
        out["combat_damage_types_this_turn"] = sorted(p.combat_damage_types_this_turn)
    own = p.granted - p.granted_by_permanents  # the state's own; its permanents' come back on resolve
    if own:
        out["granted"] = sorted(own)
    if p.commanders:
        out["commanders"] = list(p.commanders)
    if p.speed:
        out["speed"] = p.speed
    return out


def _object(o: GameObject, listed_under: str) -> dict[str, Any]:
    # 708.2: a face-down object is written as its real card, with "face_down": true
    out: dict[str, Any] = {"card": o.real_card.name, "id": o.id}
    if o.owner != listed_under:
        out["owner"] = o.owner
    for key in ("tapped", "summoning_sick", "token", "face_down", "attacking", "blocking", "blocked"):
        if getattr(o, key):
            out[key] = True
    if o.counters:
        out["counters"] = dict(o.counters)
    if o.attached_to is not None:
        out["attached_to"] = o.attached_to
    if o.granted:
        out["granted"] = sorted(o.granted)
    if o.activations_this_turn:
        out["activations_this_turn"] = dict(o.activations_this_turn)
    if o.chosen:
        out["chosen"] = dict(o.chosen)
    if o.overrides:
        out["overrides"] = dict(o.overrides)
    if o.command_zone_casts:
        out["command_zone_casts"] = o.command_zone_casts
    if o.class_level != 1:  # 716.3: a Class's level; 1 as it enters
        out["class_level"] = o.class_level
    if o.impending:  # 702.176a
        out["impending"] = True
    if o.exhausted:
        out["exhausted"] = sorted(o.exhausted)
    if o.solved:
        out["solved"] = True
    if o.permission is not None:  # a casting permission (docs/state-format.md)
        perm: dict[str, Any] = {"kind": o.permission.kind}
        if o.permission.player is not None:
            perm["player"] = o.permission.player
        if o.permission.this_turn:
            perm["this_turn"] = True
        out["permission"] = perm
    return out


def _stack_object(o: GameObject) -> dict[str, Any]:
    if o.choices.get("ability_of") is not None:
        out: dict[str, Any] = {"ability_of": o.choices["ability_of"], "id": o.id}
        if o.choices.get("trigger") is not None:
            out["trigger"] = o.choices["trigger"]
        elif o.choices.get("ability") is not None:
            out["ability"] = o.choices["ability"]
        out["controller"] = o.controller
        if o.targets:
            out["targets"] = list(o.targets)
        if o.choices.get("choices"):
            out["choices"] = dict(o.choices["choices"])
        return out
    out = _object(o, o.controller)
    out["controller"] = o.controller
    if o.targets:
        out["targets"] = list(o.targets)
    if o.choices:
        out["choices"] = dict(o.choices)
    return out


# ----- mana pool -----------------------------------------------------------------------------

def _mana_text(types: list[str]) -> str:
    return "".join("{" + t + "}" for t in types)


def pool_to_json(pool: list[PoolMana]) -> str | list[Any]:
    """A mana string when no unit has a source (and the units are in W U B R G C order, the
    order the parser gives them); else the list form, one entry per run of units with the same
    source, so that the parser gives back the same units in the same order."""
    order = {t: i for i, t in enumerate(MANA_TYPES)}
    runs: list[tuple[str | None, list[str]]] = []
    for u in pool:
        if runs and runs[-1][0] == u.source and order[runs[-1][1][-1]] <= order[u.type]:
            runs[-1][1].append(u.type)
        else:
            runs.append((u.source, [u.type]))
    if all(s is None for s, _ in runs):
        if len(runs) == 1:
            return _mana_text(runs[0][1])
        return [_mana_text(types) for _, types in runs]
    return [{"mana": _mana_text(types), "source": s} if s is not None else {"mana": _mana_text(types)}
            for s, types in runs]


# ----- card definitions ----------------------------------------------------------------------

def _card_definitions(state: GameState) -> list[dict[str, Any]]:
    builtin = builtin_cards()
    seen: dict[str, CardDef] = {}
    for o in state.objects():
        if o.zone == "stack" and o.choices.get("ability_of") is not None:
            continue
        c = o.real_card
        if c.name in seen or builtin.get(c.name) == c:
            continue
        seen[c.name] = c
    return [card_to_json(c) for c in seen.values()]


def card_to_json(card: CardDef) -> dict[str, Any]:
    """A Scryfall-style record that :func:`castable.model.oracle.read_card` reads back as
    ``card`` (for cards that came from such records: state ``cards``, ``--cards`` files)."""
    out: dict[str, Any] = {"name": card.name, "mana_cost": str(card.mana_cost) if card.mana_cost is not None else "",
                           "type_line": card.type_line, "oracle_text": card.oracle_text}
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            out[key] = getattr(card, key)
    if card.color_override is not None:
        out["colors"] = sorted(card.color_override, key="WUBRG".index)
    return out


__all__ = ["ABILITY_KEYS", "card_to_json", "pool_to_json", "state_to_json", "state_to_text"]
