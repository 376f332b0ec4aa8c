"""``castable.Board``: a position (a ``castable-state/1`` state and its card database) with
python-chess's move interface: every distinct legal move, ``push`` / ``pop``, a move stack,
and a short notation (``castable.solver.notation``).

A move (:class:`BoardMove`) is casting a spell or activating a non-mana ability with every
choice made and its costs paid (one distinct option, docs/answers.md), playing a land (305.2), or
passing priority (117.3d). Two moves are equal when they are the same option: nothing but the
swapping of objects nothing can tell apart separates them (``Plan.option_key``).

What the board does not do: resolve anything. Passing gives priority to the next player in
turn order (117.3d); once every player has passed in succession (117.4) the board has no
moves: the host engine resolves the top of the stack or ends the step. The board counts those
passes itself (the state format has no record of them): :attr:`Board.passes`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from castable.model.cards import ActivatedAbility
from castable.model.database import CardDatabase
from castable.model.plan import Plan
from castable.model.state import GameState
from castable.solver.actions import Pass, PlayLand, format_action
from castable.solver.autopay import DEFAULT_POLICY, AutotapPolicy

MoveKind = Literal["cast", "activate", "play_land", "pass"]
Action = Plan | PlayLand | Pass


class InvalidMoveError(ValueError):
    """Text that is not a move in the short notation (a syntax error)."""


class IllegalMoveError(ValueError):
    """A move that is well formed but not legal in this position."""


class AmbiguousMoveError(ValueError):
    """Short notation that fits more than one legal move."""


@dataclass(frozen=True, eq=False)
class BoardMove:
    """One legal move. ``plan`` is set for a cast or an activation, ``land`` for a land play;
    ``identity`` is its option identity in the position it was made for; equality and hashing
    use ``(kind, player, identity)`` only."""

    kind: MoveKind
    player: str
    identity: tuple[Any, ...]
    plan: Plan | None = None
    land: str | None = None

    @classmethod
    def of(cls, state: GameState, action: Action) -> BoardMove:
        """The move of ``action`` in ``state`` (its player: the plan's, or the one with priority)."""
        if isinstance(action, Plan):
            kind: MoveKind = "cast" if action.ability is None else "activate"
            return cls(kind, action.player, action.option_key(state), plan=action)
        who = action.player if action.player is not None else (state.priority or "")
        if isinstance(action, PlayLand):
            o = state.object(action.land)
            ident = ("land", o.symmetry_key() if o is not None else action.land)
            return cls("play_land", who, ident, land=action.land)
        if isinstance(action, Pass):
            return cls("pass", who, ("pass",))
        raise TypeError(f"not a move: {action!r}")

    @property
    def action(self) -> Action:
        """The move as an action value of ``castable.solver.actions``."""
        if self.plan is not None:
            return self.plan
        if self.kind == "play_land" and self.land is not None:
            return PlayLand(self.land, self.player)
        return Pass(self.player)

    def action_string(self) -> str:
        """The move's full action string (docs/actions.md)."""
        return format_action(self.action)

    def _eq_key(self) -> tuple[Any, ...]:
        return (self.kind, self.player, self.identity)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardMove) and self._eq_key() == other._eq_key()

    def __hash__(self) -> int:
        return hash(repr(self._eq_key()))

    def __repr__(self) -> str:
        return f"BoardMove({self.action_string()!r})"


@dataclass
class _Position:
    state: GameState
    passes: int = 0
    #: the moves of each source (object id, ability or None for a cast), once listed
    listed: dict[tuple[str, int | None], list[BoardMove]] = field(default_factory=dict)
    sources: list[tuple[MoveKind, str, int | None]] | None = None
    #: the autotapper's choice for each choice group (castable.solver.notation)
    autotap: dict[Any, BoardMove] = field(default_factory=dict)


class LegalMoves:
    """The legal moves of a board, python-chess's ``board.legal_moves``: lazy; iterating
    lists them (each distinct option of each cast and activation, land plays, pass), ``in``
    checks one move directly, ``bool`` asks whether there is any, ``len`` counts."""

    def __init__(self, board: Board) -> None:
        self._board = board

    def __iter__(self) -> Iterator[BoardMove]:
        return self._board._generate()

    def __len__(self) -> int:
        return self._board._count()

    def count(self) -> int:
        return len(self)

    def __contains__(self, move: object) -> bool:
        return isinstance(move, (BoardMove, Plan, PlayLand, Pass)) and self._board.is_legal(move)

    def __bool__(self) -> bool:
        return self._board.priority is not None  # whoever has priority may pass (117.3d)

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(self._board.short(m) for m in self)})>"


class Board:
    """A position and its move stack (module doc). ``time_limit`` bounds each solver question
    (seconds); ``policy`` is the autotapper's (``castable.solver.autopay``)."""

    def __init__(self, state: GameState, *, passes: int = 0, time_limit: float = 10.0,
                 policy: AutotapPolicy = DEFAULT_POLICY) -> None:
        self._pos = _Position(state, passes)
        self._stack: list[tuple[BoardMove, _Position]] = []
        self.time_limit = time_limit
        self.policy = policy

    # ----- creating and saving ----------------------------------------------------------------
    @staticmethod
    def database(cards: Iterable[str | Path] = ()) -> CardDatabase:
        """The built-in library under the card files ``cards`` (the first file wins, as ``--cards``)."""
        db = CardDatabase.builtin()
        for path in reversed(list(cards)):
            db = db.with_file(path)
        return db

    @classmethod
    def from_json(cls, data: dict[str, Any] | str, cards: Iterable[str | Path] = (), **kwargs: Any) -> Board:
        """A board from a ``castable-state/1`` document (a dict or JSON text)."""
        db = cls.database(cards)
        state = GameState.from_text(data, db) if isinstance(data, str) else GameState.from_json(data, db)
        return cls(state, **kwargs)

    @classmethod
    def from_file(cls, path: str | Path, cards: Iterable[str | Path] = (), **kwargs: Any) -> Board:
        """A board from a state file (read strictly, as the CLI reads ``STATE``)."""
        return cls(GameState.from_text(Path(path).read_text(encoding="utf-8"), cls.database(cards)), **kwargs)

    def to_json(self) -> dict[str, Any]:
        """The position's state as ``castable-state/1`` (the pass count is not part of it)."""
        return self._pos.state.to_json()

    def copy(self, *, stack: bool = True) -> Board:
        """A board that shares nothing mutable with this one (states are never changed in place)."""
        new = Board(self._pos.state, passes=self._pos.passes, time_limit=self.time_limit, policy=self.policy)
        new._pos = self._pos
        if stack:
            new._stack = list(self._stack)
        return new

    # ----- the position -----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state (do not change it in place: push moves instead)."""
        return self._pos.state

    @property
    def priority(self) -> str | None:
        """Who has priority; None when no one does, or when every player has passed."""
        return None if self.all_passed() else self._pos.state.priority

    @property
    def passes(self) -> int:
        """How many players have passed in succession (117.4) since the last other move."""
        return self._pos.passes

    def all_passed(self) -> bool:
        """117.4: every player passed in succession: the host engine resolves or moves on."""
        return self._pos.passes >= len(self._pos.state.players)

    @property
    def move_stack(self) -> list[BoardMove]:
        return [m for m, _ in self._stack]

    @property
    def legal_moves(self) -> LegalMoves:
        return LegalMoves(self)

    def __repr__(self) -> str:
        return f"<Board priority={self.priority!r} moves={len(self._stack)}>"

    # ----- moves --------------------------------------------------------------------------------
    def _sources(self) -> list[tuple[MoveKind, str, int | None]]:
        """Each object (and ability) with at least one legal move, once per set of identical
        objects (``castable.solver.moves.legal_moves``), then pass."""
        pos = self._pos
        if pos.sources is None:
            from castable.solver.moves import legal_moves

            who = self.priority
            out: list[tuple[MoveKind, str, int | None]] = []
            if who is not None:
                for m in legal_moves(pos.state, who, count_options=False, time_limit=self.time_limit):
                    kind: MoveKind = m.kind
                    out.append((kind, m.object or "", m.ability))
            pos.sources = out
        return pos.sources

    def source_moves(self, obj: str, ability: int | None = None) -> list[BoardMove]:
        """Every legal move casting ``obj`` (an id), or activating its ability ``ability``."""
        pos = self._pos
        key = (obj, ability)
        if key not in pos.listed:
            pos.listed[key] = self._list_source(obj, ability)
        return pos.listed[key]

    def _list_source(self, obj: str, ability: int | None) -> list[BoardMove]:
        from castable.solver.api import activation_options, options

        who = self.priority
        if who is None:
            return []
        if ability is None:
            listing = options(self.state, obj, who, time_limit=self.time_limit)
        else:
            listing = activation_options(self.state, obj, ability, who, time_limit=self.time_limit)
        if not listing.complete:
            raise TimeoutError(f"the options of {obj} were not all listed within {self.time_limit} s")
        seen: dict[BoardMove, None] = {}
        for plan in listing.options:
            seen.setdefault(BoardMove.of(self.state, plan), None)
        return list(seen)

    def _count(self) -> int:
        """The number of legal moves without listing them (issue 11's counting): each source's
        options counted (or its listing's length when already listed), plus land plays and pass."""
        from castable.solver.api import count_activation_options, count_options

        who = self.priority
        if who is None:
            return 0
        total = 0
        for kind, obj, ability in self._sources():
            key = (obj, ability if kind == "activate" else None)
            if kind in ("pass", "play_land"):
                total += 1
            elif key in self._pos.listed:
                total += len(self._pos.listed[key])
            else:
                counted = (count_options(self.state, obj, who, time_limit=self.time_limit) if kind == "cast" else
                           count_activation_options(self.state, obj, key[1] or 0, who, time_limit=self.time_limit))
                if not counted.complete:
                    raise TimeoutError(f"the options of {obj} were not all counted within {self.time_limit} s")
                total += counted.count
        return total

    def _generate(self) -> Iterator[BoardMove]:
        seen: set[BoardMove] = set()
        who = self.priority
        for kind, obj, ability in self._sources():
            if who is None:
                return
            if kind == "pass":
                moves = [BoardMove.of(self.state, Pass(who))]
            elif kind == "play_land":
                moves = [BoardMove.of(self.state, PlayLand(obj, who))]
            else:
                moves = self.source_moves(obj, ability if kind == "activate" else None)
            for m in moves:
                if m not in seen:
                    seen.add(m)
                    yield m

    def _as_move(self, move: BoardMove | Action) -> BoardMove:
        return move if isinstance(move, BoardMove) else BoardMove.of(self.state, move)

    def is_legal(self, move: BoardMove | Action) -> bool:
        """Is ``move`` one of :attr:`legal_moves`? Checked directly (the referee replays a
        plan), not by listing, except for a plan whose mana abilities' use the quick check
        can't see (then its source's options are listed)."""
        who = self.priority
        m = self._as_move(move)
        if who is None or m.player != who:
            return False
        if m.kind == "pass":
            return True
        from castable.solver.actions import legality_problems

        if m.kind == "play_land":
            return not legality_problems(self.state, m.action)
        plan = m.plan
        assert plan is not None
        src = self.state.object(plan.card)
        if src is None or src.card.unsupported or legality_problems(self.state, plan):
            return False
        if plan.ability is not None:
            abilities = src.card.activated_abilities
            if not (0 <= plan.ability < len(abilities) and isinstance(abilities[plan.ability], ActivatedAbility)):
                return False  # mana abilities are activated while paying (605.3a), not as moves
        if _mana_all_used(plan):
            return True
        # a legal plan with a mana ability whose mana may be unused: is it a listed option?
        return m in self.source_moves(plan.card, plan.ability)

    def push(self, move: BoardMove | Action) -> None:
        """Make ``move`` (trusted, like python-chess's ``push``: check it with :meth:`is_legal`)."""
        from castable.solver.transitions import apply, pass_priority, play_land

        m = self._as_move(move)
        state = self.state
        if m.kind == "pass":
            new = _Position(pass_priority(state), self._pos.passes + 1)
        elif m.kind == "play_land":
            assert m.land is not None
            new = _Position(play_land(state, m.player, m.land))  # 116.2a: a special action
        else:
            assert m.plan is not None
            new = _Position(apply(state, m.plan))  # 601.2i / 602.2e: the caster gets priority
        self._stack.append((m, self._pos))
        self._pos = new

    def pop(self) -> BoardMove:
        """Take back the last move; returns it."""
        if not self._stack:
            raise IndexError("pop from an empty move stack")
        m, self._pos = self._stack.pop()
        return m

    def peek(self) -> BoardMove:
        return self._stack[-1][0]

    # ----- short notation (castable.solver.notation) ---------------------------------------------
    def parse_short(self, text: str) -> BoardMove:
        """The legal move ``text`` names in the short notation (docs/notation.md)."""
        from castable.solver.notation import parse_short

        return parse_short(self, text)

    def push_short(self, text: str) -> BoardMove:
        """Parse ``text`` (short notation), push it, return it."""
        m = self.parse_short(text)
        self.push(m)
        return m

    def short(self, move: BoardMove | Action) -> str:
        """``move`` in the short notation; ``parse_short(short(m)) == m`` for every legal move."""
        from castable.solver.notation import short

        return short(self, self._as_move(move))

    def autotap(self, moves: list[BoardMove]) -> BoardMove:
        """The autotapper's choice among ``moves`` (non-empty, same choices, other payments)."""
        plans = [m.plan for m in moves if m.plan is not None]
        if len(plans) != len(moves):
            return moves[0]
        chosen = self.policy.choose(self.state, plans)
        return next(m for m in moves if m.plan is chosen)


def _mana_all_used(plan: Plan) -> bool:
    """Whether each mana ability of ``plan`` made mana that was spent or paid for a later one:
    the enumerator's options are those (docs/answers.md: "tap everything for nothing" is never one)."""
    used = {s for _, s in plan.spent} | {s for a in plan.activations for _, s in a.paid_with}
    return all(a.object in used for a in plan.activations)


__all__ = ["AmbiguousMoveError", "Board", "BoardMove", "IllegalMoveError", "InvalidMoveError", "LegalMoves"]
