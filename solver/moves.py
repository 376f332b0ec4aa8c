"""Every legal action of a player right now, python-chess style (``board.legal_moves``):
casting each card that can be cast (from the hand, or the graveyard with flashback, or exile
with madness, foretell, plot, suspend or a casting permission), activating each non-mana
ability that can be activated, playing a land (305.2), passing. Other special actions
(foretelling, plotting, suspending a card from the hand: 116.2f-h) are not listed.

A card whose own text the reader could not read is left out and named in ``unsupported``
(never guessed); a permanent whose unread text could change other answers stops the whole
list (exit 4).

Each action carries a witness as an action string (``castable.solver.actions``) and, when
known within a small budget, its number of distinct options (docs/answers.md). The witness is
the first plan the solver finds, or with ``prefer=`` an :class:`AutotapPolicy`
(``castable.solver.autopay``, the board's autotapper), the policy's choice among the card's
or ability's options (the first ``option_limit`` of them); its count is then exact whenever
that listing was complete.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from castable.model.cards import ANY_COUNTER, ActivatedAbility, counter_kinds
from castable.model.castblock import cast_blocker
from castable.model.plan import Plan
from castable.model.rules import graveyard_order_source
from castable.model.state import GameObject, GameState
from castable.solver.answer import CastAnswer, CountAnswer, OptionsAnswer
from castable.solver.api import (
    activation_options,
    can_activate,
    can_cast,
    check_battlefield_supported,
    count_activation_options,
    options,
    resolve_player,
)
from castable.solver.api import count_options as _count_options
from castable.solver.autopay import AutotapPolicy
from castable.solver.cpsat.plaincount import PLAIN_SECONDS, PlainBoards, count_plain, count_plain_activation, patient
from castable.solver.precheck.index import SourceIndex
from castable.solver.precheck.timing import cast_zones
from castable.solver.transitions import land_problems

MOVES_FORMAT = "castable-moves/1"


MoveKind = Literal["cast", "activate", "play_land", "pass"]


@dataclass(frozen=True)
class Move:
    """One legal action: ``kind`` is cast / activate / play_land / pass; ``plan`` is its
    witness (None for a land play and a pass)."""

    kind: MoveKind
    action: str
    object: str | None = None
    ability: int | None = None
    options: int | None = None
    plan: Plan | None = None

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "kind": self.kind, "object": self.object, "ability": self.ability,
                "options": self.options}


@dataclass(frozen=True)
class Unread:
    """A card whose own rules text the engine could not read: its casts or activations are
    not listed (never guessed); ``text`` is the line that stopped the reader (or why this state
    keeps a read card from being answered: ``castable.model.castblock``)."""

    object: str
    card: str
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"object": self.object, "card": self.card, "text": self.text}


@dataclass
class Moves:
    player: str
    moves: list[Move] = field(default_factory=list)
    #: cards and sources left out because their text is unsupported
    unsupported: list[Unread] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.moves)

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    def __len__(self) -> int:
        return len(self.moves)

    def to_json(self) -> dict[str, Any]:
        return {"format": MOVES_FORMAT, "actions": [m.to_json() for m in self.moves], "count": self.count,
                "unsupported": [u.to_json() for u in self.unsupported]}


def _format(plan: Plan) -> str:
    from castable.solver.actions import format_action

    return format_action(plan)


class _CountPool:
    """The CPU time of one move list's model-free counts (issue 11): ``PLAIN_SECONDS`` per
    count, pooled. A count may spend its own and, on top, what the list's earlier counts left
    unused of theirs, at most as much again (``plaincount.patient`` stretches its caps): the
    counts of a list never take more than ``PLAIN_SECONDS`` each on the whole, and one count
    slower than the rest of its board (Spectral Procession beside three Signets and two Skycloud
    Expanses, 9,230 options in about 21 ms) isn't cut where the cards before it were quick."""

    def __init__(self, clock: Callable[[], float] = time.process_time) -> None:
        self.clock = clock
        #: what the earlier counts left unused of their ``PLAIN_SECONDS`` (never below 0)
        self.saved = 0.0

    def count(self, plain: Callable[[], int | None]) -> int | None:
        start = self.clock()
        with patient(PLAIN_SECONDS + min(self.saved, PLAIN_SECONDS)):
            n = plain()
        self.saved = max(0.0, self.saved + PLAIN_SECONDS - (self.clock() - start))
        return n


#: the least option budget left (seconds) for which ``legal_moves`` starts a count through a
#: CastModel (:func:`castable.solver.api.count_options`): the model's build can't be cut short
MODEL_SECONDS = 0.015


def legal_moves(state: GameState, player: str | None = None, *, prefer: AutotapPolicy | None = None,
                count_options: bool = True, option_limit: int = 64, option_budget: float = 0.005,
                time_limit: float = 10.0) -> Moves:
    """Every legal action of ``player`` (default: the player with priority). Cards and
    abilities nothing can tell apart are listed once (docs/answers.md). Option counts share one small
    time budget (``option_budget`` seconds for the whole list): a count not finished within
    it is None, so a move list stays fast (issue 5: "known within a small budget"). Counts are
    exact and made without listing (issue 11): first straight from the state
    (:mod:`~castable.solver.cpsat.plaincount`, outside the budget, under CPU-time caps pooled
    over the list: :class:`_CountPool`), else through a CastModel
    when at least ``MODEL_SECONDS`` of the budget remain. ``prefer``: the witness is ``prefer``'s choice
    among the first ``option_limit`` options (module doc)."""
    who = resolve_player(state, player)
    deadline = time.monotonic() + option_budget
    pool = _CountPool()  # the model-free counts' CPU time, pooled over the list

    def budget() -> float:
        return max(0.0, deadline - time.monotonic())

    def witness(ask: Callable[..., CastAnswer], listing: Callable[..., OptionsAnswer],
                counter: Callable[..., CountAnswer], *args: Any,
                plain: Callable[[], int | None] = lambda: None) -> tuple[Plan | None, int | None]:
        """The example plan of one card or ability, and its option count (None: not known);
        ``plain``: the count made straight from the state, None where it declines (issue 11:
        no model built, so outside the shared budget)."""
        if prefer is not None:
            found = listing(state, *args, who, limit=option_limit, time_limit=time_limit)
            if not found.options:
                return None, None
            plan = prefer.choose(state, found.options)
            if found.complete:  # the listing already counted them
                return plan, found.count if count_options else None
        else:
            answer = ask(state, *args, who, time_limit=time_limit, explain=False)  # only the answer
            if not answer.castable or answer.plan is None:
                return None, None
            plan = answer.plan
        n = pool.count(plain) if count_options else None
        # a count through a CastModel only where the budget can hold its build, which no time
        # limit interrupts (3-11 ms on the deck states): with the default budget the counts are
        # the model-free ones, and a move list doesn't overrun its budget by a build per card
        if n is None and count_options and budget() >= MODEL_SECONDS:
            counted = counter(state, *args, who, time_limit=budget())
            n = counted.count if counted.complete else None
        return plan, n

    check_battlefield_supported(state, who)  # unread text that could change every answer: exit 4
    index = SourceIndex(state, who)  # the player's objects grouped once for every card's prechecks (issue 11)
    me = state.player(who)
    result = Moves(who)
    seen: set[Any] = set()

    def unread(o: GameObject, text: str) -> None:
        if ("unread", o.symmetry_key()) not in seen:
            seen.add(("unread", o.symmetry_key()))
            result.unsupported.append(Unread(o.id, o.name, text))

    # cast: the hand, and other zones a card's alternative cost allows (flashback, madness,
    # foretell, plot, suspend) or a casting permission does, another player's card included (601.3)
    boards = PlainBoards()  # the plain counts' unit groups, made once per list (issue 11)
    theirs = [o for p in state.opponents(who) for o in (*p.graveyard, *p.exile)
              if o.permission is not None and o.permission.player == who]
    for o in [*me.hand, *me.graveyard, *me.exile, *me.command, *theirs]:  # 903.8: a commander from the command zone
        if o.zone not in cast_zones(o, state) or "Land" in o.types:
            continue
        key = o.symmetry_key()
        if key in seen:
            continue
        seen.add(key)
        text = next((c.unsupported for c in (o.card, *o.card.castable_faces) if c.unsupported), None)
        if text is None and (src := graveyard_order_source(state, who, o.card)) is not None:
            text = f"{src.name}'s replacement of going to a graveyard (the order of 601.2h decides; static15)"
        blocked = cast_blocker(state, o, who) if text is None else None
        if blocked is not None:  # kw15: a splice card in the hand (702.47a), web-slinging (702.188a)
            text = f"{blocked[0]}: {blocked[1]}"
        if text is not None:
            unread(o, text)
            continue
        plan, n = witness(functools.partial(can_cast, index=index), options,
                          functools.partial(_count_options, plain=False), o.id,  # plain: tried already
                          plain=functools.partial(count_plain, state, who, o, boards))
        if plan is not None:
            result.moves.append(Move("cast", _format(plan), o.id, None, n, plan))
    # activate: non-mana abilities of what the player controls (and "any player" abilities),
    # and abilities that work from the player's hand or graveyard (cycling, unearth: 602.2)
    for o in [*state.battlefield(), *me.hand, *me.graveyard]:
        if o.zone != "battlefield" and not any(isinstance(a, ActivatedAbility) and a.zone == o.zone
                                               for a in o.card.activated_abilities):
            continue
        if o.card.unsupported and (o.controller == who or any(
                isinstance(a, ActivatedAbility) and a.any_player for a in o.card.activated_abilities)):
            unread(o, o.card.unsupported)
            continue
        for k, ab in enumerate(o.card.activated_abilities):
            if not isinstance(ab, ActivatedAbility):
                continue  # mana abilities are activated while paying (605.3a), not as moves
            if ab.zone != o.zone or (o.controller != who and not ab.any_player):
                continue
            key = (o.symmetry_key(), k)
            if key in seen:
                continue
            seen.add(key)
            if (src := graveyard_order_source(state, who, o.card)) is not None:
                unread(o, f"{src.name}'s replacement of going to a graveyard (the order of 601.2h decides; static15)")
                continue
            if ab.remove_counters == ANY_COUNTER and len(counter_kinds(o.counters)) > 1:
                unread(o, f"{ab.text} (which kinds of counters it removes is a choice not modelled)")  # act14, 118.3
                continue
            plan, n = witness(functools.partial(can_activate, index=index), activation_options,
                              functools.partial(count_activation_options, plain=False), o.id, k,
                              plain=functools.partial(count_plain_activation, state, who, o, k, boards))
            if plan is not None:
                result.moves.append(Move("activate", _format(plan), o.id, k, n, plan))
    # play a land (305.2)
    for o in [*me.hand, *me.graveyard]:  # kw15: from the graveyard while a permanent allows it
        if "Land" in o.types and not land_problems(state, who, o.id):
            key = ("land", o.symmetry_key())
            if key not in seen:
                seen.add(key)
                result.moves.append(Move("play_land", f"play {_quote(o.id)}", o.id, None, 1))
    if state.priority == who:
        result.moves.append(Move("pass", "pass", None, None, 1))
    return result


def _quote(oid: str) -> str:
    from castable.solver.actions import quote_id

    return quote_id(oid)
