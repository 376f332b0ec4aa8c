"""The short notation of :class:`castable.Board` moves (python-chess's SAN): the card, its
targets, modes and X, and the payment only when it is not the autotapper's
(``castable.solver.autopay``). The grammar is in docs/notation.md::

    move     := "pass" | "play" SP ref | source (SP item)* [SP payment] | ACTION
    source   := ref ["#" INT]                      the card cast, or ability K of an object
    item     := target | "|" | "-" | "x=" INT | "modes=" INT ("," INT)* | "face=" NAME
              | "alt=" NAME | "opt=" NAME ["*" INT] ("," NAME ["*" INT])*
    target   := ref [":" INT]                      ":N": the amount divided onto it (601.2d)
    payment  := "[" [group (";" group)*] "]"
    group    := ("tap" | "untap" | "sac" | "exile" | "discard" | "convoke") (SP ref)+
              | "life" SP INT | "float" SP MANA
    ref      := (NAME | ID | PLAYER | JSON-STRING) ["@" ZONE]

A NAME is matched against the names in the position (longest first, case-insensitive), so it
may hold spaces and commas ("Jace, the Mind Sculptor"). ``@zone`` (hand, graveyard, exile,
battlefield, stack) or an id tells apart objects of one name that differ. ``|`` separates
target slots, when it matters, and ``-`` is an empty slot. Left out: X, modes, face and targets mean "any" (and more
than one fit is :class:`AmbiguousMoveError`); alternative and optional costs mean "none";
the payment means the autotapper's. ACTION is a full action string (docs/actions.md).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from castable.model.plan import Plan
from castable.model.state import GameObject, GameState
from castable.solver.actions import InvalidActionError, Pass, PlayLand, parse_action
from castable.solver.board import AmbiguousMoveError, BoardMove, IllegalMoveError, InvalidMoveError

if TYPE_CHECKING:
    from castable.solver.board import Board

ZONES = ("hand", "graveyard", "exile", "battlefield", "stack", "command")
#: payment verb -> the Plan field it lists
VERBS = {"tap": "tapped", "untap": "untapped", "sac": "sacrificed", "exile": "exiled", "discard": "discarded",
         "convoke": "convoked", "return": "returned"}
_BOUNDARY = " \t:@|[];#,"
_FIELD = re.compile(r"(x|modes|face|alt|opt)=", re.IGNORECASE)
_INT = re.compile(r"[+-]?[0-9]+")
_MANA = re.compile(r"(?:\{[A-Za-z0-9]+\})+|\{\}")
_NEEDS_QUOTES = re.compile(r'["\[\]|;@#]|^\s|\s$|^[+-]?[0-9]|=')


# ----- references ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ref:
    """An object or player named in the text: a name, id or player, optionally ``@zone``."""

    text: str
    zone: str | None = None

    def ids(self, state: GameState) -> set[str]:
        """Every object id and player name this reference may mean."""
        low = self.text.lower()
        out: set[str] = set()
        if self.zone is None:
            out |= {p.name for p in state.players if p.name.lower() == low}
        for o in state.objects():
            if self.zone is not None and o.zone != self.zone:
                continue
            if o.id.lower() == low or _names(o, low):
                out.add(o.id)
        return out


def _names(o: GameObject, low: str) -> bool:
    card = o.card
    return low in (card.name.lower(), card.full_name.lower()) or any(f.name.lower() == low for f in card.faces)


def _vocabulary(state: GameState) -> list[str]:
    words = {p.name for p in state.players}
    for o in state.objects():
        words |= {o.id, o.card.name, o.card.full_name, *(f.name for f in o.card.faces)}
    return sorted(words, key=len, reverse=True)


# ----- the parsed text ---------------------------------------------------------------------------

@dataclass
class Target:
    ref: Ref
    amount: int | None = None


@dataclass
class Spec:
    """What the text says of a cast or activation; None: left out."""

    source: Ref
    ability: int | None = None
    x: int | None = None
    modes: tuple[int, ...] | None = None
    face: str | None = None
    alt: str | None = None
    opt: dict[str, int] = field(default_factory=dict)
    slots: list[list[Target]] = field(default_factory=lambda: [[]])
    slotted: bool = False
    payment: dict[str, Any] | None = None

    @property
    def targets_given(self) -> bool:
        return self.slotted or any(self.slots)


class _Reader:
    def __init__(self, text: str, vocabulary: list[str]) -> None:
        self.text, self.pos, self.vocabulary = text, 0, vocabulary

    def fail(self, message: str) -> InvalidMoveError:
        return InvalidMoveError(f"invalid move at position {self.pos}: {message} in {self.text!r}")

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def at_end(self) -> bool:
        self.skip()
        return self.pos >= len(self.text)

    def peek(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.pos)

    def take(self, s: str) -> bool:
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def regex(self, pattern: re.Pattern[str], what: str) -> str:
        self.skip()
        m = pattern.match(self.text, self.pos)
        if m is None:
            raise self.fail(f"expected {what}")
        self.pos = m.end()
        return m.group(0)

    def word(self, what: str) -> str:
        """A name: a JSON string, the longest name of the position, or a bare token."""
        self.skip()
        if self.peek('"'):
            try:
                value, end = json.JSONDecoder().raw_decode(self.text, self.pos)
            except json.JSONDecodeError:
                raise self.fail("unterminated string") from None
            if not isinstance(value, str):
                raise self.fail(f"expected {what}")
            self.pos = end
            return value
        rest = self.text[self.pos:]
        for w in self.vocabulary:
            n = len(w)
            if rest[:n].lower() == w.lower() and (n == len(rest) or rest[n] in _BOUNDARY):
                self.pos += n
                return rest[:n]
        n = next((i for i, c in enumerate(rest) if c in _BOUNDARY), len(rest))
        if n == 0:
            raise self.fail(f"expected {what}")
        self.pos += n
        return rest[:n]

    def ref(self, what: str = "a name, id or player") -> Ref:
        text = self.word(what)
        zone = None
        if self.text.startswith("@", self.pos):
            self.pos += 1
            zone = self.word("a zone").lower()
            if zone not in ZONES:
                raise self.fail(f"unknown zone {zone!r} (one of {', '.join(ZONES)})")
        return Ref(text, zone)

    def integer(self) -> int:
        return int(self.regex(_INT, "an integer"))


def _parse_spell(r: _Reader) -> Spec:
    spec = Spec(r.ref("a card or object"))
    if r.text.startswith("#", r.pos):
        r.pos += 1
        spec.ability = r.integer()
    while not r.at_end():
        if r.peek("["):
            spec.payment = _parse_payment(r)
            if not r.at_end():
                raise r.fail("text after the payment")
            break
        if r.take("|"):
            spec.slotted = True
            spec.slots.append([])
            continue
        if r.peek("-") and r.text[r.pos + 1:r.pos + 2] in ("", *_BOUNDARY):
            r.pos += 1  # an empty target slot
            spec.slotted = True
            continue
        m = _FIELD.match(r.text, r.pos)
        if m is not None:
            r.pos = m.end()
            _parse_field(r, spec, m.group(1).lower())
            continue
        target = Target(r.ref("a target"))
        if r.text.startswith(":", r.pos):
            r.pos += 1
            target.amount = r.integer()
        spec.slots[-1].append(target)
    return spec


def _parse_field(r: _Reader, spec: Spec, name: str) -> None:
    if name == "x":
        spec.x = r.integer()
    elif name == "modes":
        modes = [r.integer()]
        while r.text.startswith(",", r.pos):
            r.pos += 1
            modes.append(r.integer())
        spec.modes = tuple(sorted(modes))
    elif name == "face":
        spec.face = r.word("a face")
    elif name == "alt":
        spec.alt = r.word("an alternative cost")
    else:
        while True:
            cost = r.word("an optional cost")
            count = 1
            if r.text.startswith("*", r.pos):
                r.pos += 1
                count = r.integer()
            spec.opt[cost] = count
            if not r.text.startswith(",", r.pos):
                break
            r.pos += 1


def _parse_payment(r: _Reader) -> dict[str, Any]:
    r.take("[")
    pay: dict[str, Any] = {"life": 0, "float": ""}
    while not r.take("]"):
        if r.at_end():
            raise r.fail("expected ']'")
        verb = r.word("tap, untap, sac, exile, discard, convoke, life or float").lower()
        if verb == "life":
            pay["life"] = r.integer()
        elif verb == "float":
            pay["float"] = r.regex(_MANA, "mana ({R}{G}, or {} for none)")
        elif verb in VERBS:
            refs = [r.ref()]
            while not (r.at_end() or r.peek(";") or r.peek("]")):
                refs.append(r.ref())
            pay[VERBS[verb]] = refs
        else:
            raise r.fail(f"unknown payment word {verb!r}")
        r.take(";")
    return pay


# ----- matching ----------------------------------------------------------------------------------

def _matching(wanted: Sequence[Any], have: Sequence[str], fits: Callable[[Any, str], bool]) -> bool:
    """Is there a one-to-one pairing of ``wanted`` with ``have`` in which each pair fits?"""
    if len(wanted) != len(have):
        return False

    def go(i: int, free: tuple[int, ...]) -> bool:
        if i == len(wanted):
            return True
        return any(fits(wanted[i], have[j]) and go(i + 1, free[:k] + free[k + 1:]) for k, j in enumerate(free))

    return go(0, tuple(range(len(have))))


def _targets_fit(state: GameState, spec: Spec, plan: Plan) -> bool:
    amounts = dict(plan.division)
    cache: dict[int, set[str]] = {}

    def fits(t: Target, oid: str) -> bool:
        ids = cache.setdefault(id(t), t.ref.ids(state))
        return oid in ids and (t.amount is None or amounts.get(oid) == t.amount)

    if spec.slotted:
        return len(spec.slots) == len(plan.targets) and all(
            _matching(s, list(have), fits) for s, have in zip(spec.slots, plan.targets, strict=True))
    return _matching(spec.slots[0], [t for slot in plan.targets for t in slot], fits)


def _choices_fit(state: GameState, spec: Spec, move: BoardMove) -> bool:
    plan = move.plan
    if plan is None or plan.ability != spec.ability:
        return False
    src = state.object(plan.card)
    if src is None or plan.card not in spec.source.ids(state):
        return False
    low = spec.source.text.lower()
    if low not in (src.card.name.lower(), src.card.full_name.lower()) and any(
            f.name.lower() == low for f in src.card.faces) and (plan.face or "").lower() != low:
        return False  # "Fire" names one half of Fire // Ice (709.3)
    if spec.face is not None and (plan.face or "none").lower() != spec.face.lower():
        return False
    if spec.x is not None and plan.x != spec.x:
        return False
    if spec.modes is not None and tuple(sorted(plan.modes)) != spec.modes:
        return False
    if (plan.alternative_cost or "").lower() != (spec.alt or "").lower():
        return False
    if {k.lower(): v for k, v in plan.optional_costs.items()} != {k.lower(): v for k, v in spec.opt.items()}:
        return False
    return not spec.targets_given or _targets_fit(state, spec, plan)


def _payment_fits(state: GameState, pay: dict[str, Any], plan: Plan) -> bool:
    def fits(ref: Ref, oid: str) -> bool:
        return oid in ref.ids(state)

    for name in VERBS.values():
        if not _matching(pay.get(name, []), list(getattr(plan, name)), fits):
            return False
    floating = Counter(re.findall(r"\{([A-Za-z0-9]+)\}", pay["float"]))
    return bool(pay["life"] == plan.life_paid and floating == Counter(t.upper() for t, _ in plan.mana_pool))


def choice_key(state: GameState, plan: Plan) -> tuple[Any, ...]:
    """Everything announced (601.2b-d), without the payment: moves with the same key differ
    only in how they are paid."""
    def key(oid: str) -> str:
        o = state.object(oid)
        return repr(("player", oid) if o is None else o.symmetry_key())

    return (key(plan.card), plan.ability, plan.face, plan.zone, plan.alternative_cost,
            tuple(sorted(plan.optional_costs.items())), plan.x, tuple(sorted(plan.modes)), plan.loyalty_change,
            tuple(tuple(sorted(key(t) for t in slot)) for slot in plan.targets),
            tuple(sorted((key(t), n) for t, n in plan.division)))


# ----- parsing -------------------------------------------------------------------------------------

def parse_short(board: Board, text: str) -> BoardMove:
    """The legal move ``text`` names (module doc). Raises :class:`InvalidMoveError` (syntax, or a
    name found nowhere), :class:`IllegalMoveError` (no legal move fits),
    :class:`AmbiguousMoveError` (more than one does)."""
    text = text.strip()
    if not text:
        raise InvalidMoveError("empty move")
    who = board.priority
    if who is None:
        raise IllegalMoveError("no player has priority (or every player has passed): no moves")
    if text.lower() == "pass":
        return BoardMove.of(board.state, Pass(who))
    full = _full_action(board, text)
    if full is not None:
        return full
    if text.lower().startswith("play "):
        land = _land(board, text[5:], who)
        if land is not None:
            return land
    spec = _parse_spell(_Reader(text, _vocabulary(board.state)))
    return _resolve(board, spec, text)


def _full_action(board: Board, text: str) -> BoardMove | None:
    if text.split(" ", 1)[0] not in ("cast", "activate", "play", "pass"):
        return None
    try:
        action = parse_action(text)
    except InvalidActionError:
        return None  # a card name ("Cast Out", "Play with Fire")
    if isinstance(action, PlayLand) and board.state.object(action.land) is None:
        return None  # "play Mountain": a land by name
    move = BoardMove.of(board.state, action)
    if not board.is_legal(move):
        raise IllegalMoveError(f"{text!r} is not legal here")
    return move


def _land(board: Board, rest: str, who: str) -> BoardMove | None:
    r = _Reader(rest, _vocabulary(board.state))
    try:
        ref = r.ref("a land")
    except InvalidMoveError:
        return None
    if not r.at_end():
        return None
    found = {m for oid in sorted(ref.ids(board.state)) if board.is_legal(m := BoardMove.of(
        board.state, PlayLand(oid, who)))}
    if len(found) > 1:
        raise AmbiguousMoveError(f"play {rest!r}: {len(found)} different lands fit; name one by zone or id")
    return next(iter(found), None)


def _candidates(board: Board, spec: Spec) -> list[BoardMove]:
    state = board.state
    ids = spec.source.ids(state)
    if not ids:
        raise InvalidMoveError(f"{spec.source.text!r} names nothing in this position")
    seen: set[Any] = set()
    out: list[BoardMove] = []
    for o in state.objects():
        if o.id not in ids or o.symmetry_key() in seen:
            continue
        if spec.ability is None and o.zone not in ("hand", "graveyard", "exile"):
            continue
        seen.add(o.symmetry_key())
        try:
            out += board.source_moves(o.id, spec.ability)
        except ValueError:  # InputError: no such ability; UnsupportedCardError is not a move
            continue
    return out


def _resolve(board: Board, spec: Spec, text: str) -> BoardMove:
    state = board.state
    fitting = [m for m in _candidates(board, spec) if _choices_fit(state, spec, m)]
    groups: dict[Any, list[BoardMove]] = {}
    for m in fitting:
        assert m.plan is not None
        groups.setdefault(choice_key(state, m.plan), []).append(m)
    if not groups:
        raise IllegalMoveError(f"no legal move fits {text!r}")
    if len(groups) > 1:
        raise AmbiguousMoveError(_ambiguity(state, text, [g[0] for g in groups.values()]))
    (group_key, group), = groups.items()
    if spec.payment is not None:
        paid = [m for m in group if m.plan is not None and _payment_fits(state, spec.payment, m.plan)]
        if not paid:
            raise IllegalMoveError(f"no legal payment fits {text!r}")
        if len(paid) > 1:
            raise AmbiguousMoveError(_ambiguity(state, text, paid))
        return paid[0]
    return autotapped(board, group_key, group)


def autotapped(board: Board, group_key: Any, group: list[BoardMove]) -> BoardMove:
    """The autotapper's choice among one group of moves (cached for the position)."""
    cache = board._pos.autotap
    if group_key not in cache:
        cache[group_key] = board.autotap(group)
    return cache[group_key]


def _ambiguity(state: GameState, text: str, moves: list[BoardMove]) -> str:
    shown = " | ".join(m.plan.describe(state) for m in moves[:4] if m.plan is not None)
    more = f" (and {len(moves) - 4} more)" if len(moves) > 4 else ""
    return f"{text!r} fits {len(moves)} different moves: {shown}{more}"


# ----- writing ------------------------------------------------------------------------------------

def _quote(text: str) -> str:
    low = text.lower()
    if _NEEDS_QUOTES.search(text) or low in VERBS or low in ("life", "float", "pass", "play"):
        return json.dumps(text, ensure_ascii=False)
    return text


def ref_text(state: GameState, oid: str, *, name: str | None = None, by_id: bool = False) -> str:
    """The shortest reference that means ``oid`` or only objects nothing tells apart from it:
    its name, its name ``@zone``, or its id (``by_id``: the id of an object on the battlefield,
    when one object plays two parts, targeted and tapped)."""
    o = state.object(oid)
    if o is None or (by_id and o.zone == "battlefield"):
        return _quote(oid)
    name = name or o.card.name
    for zone in (None, o.zone):
        ids = Ref(name, zone).ids(state)
        if all((x := state.object(i)) is not None and x.symmetry_key() == o.symmetry_key() for i in ids):
            return _quote(name) + (f"@{zone}" if zone else "")
    return _quote(oid)


def _targets_text(state: GameState, plan: Plan, slotted: bool, by_id: bool) -> list[str]:
    amounts = dict(plan.division)
    slots = [[ref_text(state, t, by_id=by_id) + (f":{amounts[t]}" if t in amounts else "") for t in slot]
             for slot in plan.targets]
    if not slotted:
        return [t for slot in slots for t in slot]
    out: list[str] = []
    for i, slot in enumerate(slots):
        out += (["|"] if i else []) + (slot or ["-"])
    return out


def _choices_text(state: GameState, plan: Plan, explicit: bool, by_id: bool) -> str:
    src = state.object(plan.card)
    head = ref_text(state, plan.card, name=plan.face) if src is not None else _quote(plan.card)
    if plan.ability is not None:
        head += f"#{plan.ability}"
    parts = [head]
    if explicit and src is not None and src.card.faces:
        parts.append(f"face={_quote(plan.face or 'none')}")
    if plan.modes:
        parts.append("modes=" + ",".join(str(m) for m in sorted(plan.modes)))
    if plan.alternative_cost:
        parts.append(f"alt={_quote(plan.alternative_cost)}")
    if plan.optional_costs:
        parts.append("opt=" + ",".join(_quote(k) + (f"*{n}" if n != 1 else "") for k, n in plan.optional_costs.items()))
    if plan.x or explicit:
        parts.append(f"x={plan.x}")
    parts += _targets_text(state, plan, explicit and bool(plan.targets), by_id)
    return " ".join(parts)


def payment_text(state: GameState, plan: Plan, by_id: bool = False) -> str:
    groups: list[str] = []
    for verb, name in VERBS.items():
        ids: tuple[str, ...] = getattr(plan, name)
        if ids:
            groups.append(verb + " " + " ".join(ref_text(state, i, by_id=by_id) for i in ids))
    if plan.life_paid:
        groups.append(f"life {plan.life_paid}")
    if plan.mana_pool:
        counts = Counter(t for t, _ in plan.mana_pool)
        groups.append("float " + "".join(("{" + t + "}") * n for t, n in sorted(counts.items())))
    return "[" + "; ".join(groups) + "]"


def short(board: Board, move: BoardMove) -> str:
    """``move`` in the short notation: the first of the forms tried that parses back to
    ``move``: choices only, then with the payment; every choice spelled out (X, face, each
    target slot), then with the payment; the same with battlefield objects named by id; and
    if none does, the full action string."""
    state = board.state
    if move.kind == "pass":
        return "pass"
    if move.kind == "play_land" and move.land is not None:
        text = "play " + ref_text(state, move.land)
    else:
        plan = move.plan
        assert plan is not None
        for explicit, by_id in ((False, False), (True, False), (True, True)):
            base = _choices_text(state, plan, explicit, by_id)
            for text in (base, f"{base} {payment_text(state, plan, by_id)}"):
                if _parses_to(board, text, move):
                    return text
        return move.action_string()
    return text if _parses_to(board, text, move) else move.action_string()


def _parses_to(board: Board, text: str, move: BoardMove) -> bool:
    try:
        return parse_short(board, text) == move
    except ValueError:
        return False


__all__ = ["Ref", "choice_key", "parse_short", "payment_text", "ref_text", "short"]
