"""One indexed pass over a player's objects, shared by the checks that run before any model
(issue 11): the resource bound (``solver/limits.py``), the fast path (``fastpath.py``), the
"no" bound (``bounds.py``) and the relaxation (``supply.py``) each read what every object can
pay. At 500 sources most objects are alike (236 untapped Forests): what those checks read of
an object is the same for every object of its group, so each group is read once and counted
``len(objs)`` times.

Alike means the same :func:`plain_key`: the card (by identity: every object lives as long as
the state), zone, owner, controller, tapped, summoning sickness, token, class level, and no
counters, overrides, grants, choices, activations this turn or face-down status. That is
everything those checks (and ``can_tap_for_ability``, 302.6 / 602.5a; ``amount_multiplier``'s
"for each", which reads only the state, the object's counters and power) look at; any other
object is a group of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from castable.model.landtypes import white_as_any
from castable.model.rules import black_paid_with_life
from castable.model.state import GameObject, GameState


def plain_key(o: GameObject) -> tuple[object, ...] | None:
    """The key of ``o``'s group, or None for an object that is a group of its own (module doc)."""
    if o.counters or o.overrides or o.granted or o.chosen or o.activations_this_turn or o.face_down:
        return None
    return id(o.card), o.zone, o.owner, o.controller, o.tapped, o.summoning_sick, o.token, o.class_level


@dataclass
class Alike:
    """Objects alike (the first is read for all of them), in zone order."""

    objs: list[GameObject]
    plain: bool

    @property
    def rep(self) -> GameObject:
        return self.objs[0]


def group(objs: Iterable[GameObject], of: dict[int, Alike] | None = None) -> list[Alike]:
    """``objs`` grouped by :func:`plain_key`, groups in the order of their first object;
    ``of``, when given, gets each object's group (by the object's identity)."""
    out: list[Alike] = []
    by: dict[tuple[object, ...], Alike] = {}
    key_of = plain_key  # (looked up once: the module's, which a test may replace)
    for o in objs:
        key = key_of(o)
        g = None if key is None else by.get(key)
        if g is None:
            g = Alike([o], key is not None)
            out.append(g)
            if key is not None:
                by[key] = g
        else:
            g.objs.append(o)
        if of is not None:
            of[id(o)] = g
    return out


@dataclass
class SourceIndex:
    """``player``'s battlefield, hand and graveyard grouped, and the board-wide facts the
    checks each asked for (Celestial Dawn 609.4b, K'rrik 601.2b), read once."""

    state: GameState
    player: str
    battlefield: list[Alike] = field(init=False)
    hand: list[Alike] = field(init=False)
    graveyard: list[Alike] = field(init=False)
    #: each object's group, by the object's identity
    group_of: dict[int, Alike] = field(init=False)
    white_pays_any: bool = field(init=False)
    black_life: bool = field(init=False)
    #: the card-independent part of ``limits.resource_count``, made on first use
    resources: int | None = field(init=False, default=None)
    #: what the fast path reads of the battlefield whatever the card (``fastpath._Board``), made on first use
    fast_board: object = field(init=False, default=None)

    def __post_init__(self) -> None:
        me = self.state.player(self.player)
        self.group_of = {}
        self.battlefield = group(me.battlefield, self.group_of)
        self.hand, self.graveyard = group(me.hand, self.group_of), group(me.graveyard, self.group_of)
        self.white_pays_any = white_as_any(self.state, self.player)
        self.black_life = black_paid_with_life(me.battlefield)


def index_of(state: GameState, player: str, index: SourceIndex | None) -> SourceIndex:
    """``index`` when it is for ``state`` and ``player``, else a new one."""
    if index is not None and index.state is state and index.player == player:
        return index
    return SourceIndex(state, player)


__all__ = ["Alike", "SourceIndex", "group", "index_of", "plain_key"]
