"""Action strings: one stable, human-readable, round-tripping text form for a complete choice
(python-chess's ``Move`` + UCI; ``shared/notes/api-style.md``).

An action is a :class:`~castable.model.plan.Plan` (casting a card, or activating an ability
when ``plan.ability`` is set), a :class:`PlayLand` or a :class:`Pass`. ``format_action`` writes
its canonical text and ``parse_action`` reads it back: ``parse_action(format_action(a)) == a``
for every action, every field of a plan included (outcome and payment detail too), so a plan
sent as text is replayed by the referee exactly as it was found. Like a UCI move, the text
knows nothing about the state: ``is_legal(state, action)`` / ``legality_problems`` check it.

Grammar (canonical form: clauses in this order, one space between, empty clauses left out)::

    action    := cast | activate | play | pass
    cast      := "cast" SP STR clauses               (STR: the card's id; needs a "by" clause)
    activate  := "activate" SP STR "#" INT clauses   (the source's id, docs/cli.md's ability index K)
    play      := "play" SP STR [SP "by" SP STR]      (play a land, 305.2)
    pass      := "pass" [SP "by" SP STR]             (pass priority; no "by": whoever has it)

    clause        meaning (Plan field)                         example
    by P          player (required for cast / activate)        by me
    from Z        zone (default: hand for cast,                from graveyard
                  battlefield for activate)
    face F        face: the half of a split card cast          face Fire
    alt A         alternative_cost                             alt flashback
    opt N=K,...   optional_costs, in order                     opt kicker=1,"some cost"=2
    x N           x                                            x 3
    modes M,...   modes (0-based, repeats repeated)            modes 0,2
    loyalty +N    loyalty_change (606)                         loyalty -3
    targets SLOT..  targets: one "(" ids ")" per slot          targets (opp) () (me.battlefield.2,opp)
    divide T:N,.. division                                     divide opp:2,opp.battlefield.0:1
    chooser P     mode_chooser (default: the player;           chooser opp
                  "unset" for None)
    target-choosers P,..  target_choosers (default: the        target-choosers me,opp
                  player once per target slot; "unset" for ())
    announce W,.. announced ("mana", "life", "generic")        announce mana,life,life
    cost C        total_cost (brace notation; "" quoted)       cost {2}{R}{R}
    life N        life_paid                                    life 4
    mana STR#INT MANA [paying UNITS] [tapping ids]             mana me.battlefield.3#0 {R}{W} paying {R}@me.battlefield.0
                  one activation (601.2g), in order; repeatable: object#ability, produced, paid_with,
                  tapped_creatures
    spend UNITS   spent                                        spend {U},{R}@me.battlefield.0
    convoke ids / improvise ids / delve ids                    convoke me.battlefield.4,me.battlefield.5
    cost-objects SLOT..  cost_objects: one "(" ids ")" per non-mana cost part
    tapped ids / untapped ids / sacrificed ids / exiled ids / discarded ids / returned ids   (outcome)
    blighted T:N,..  blighted: creature, -1/-1 counters put on it by a blight cost   blighted me.battlefield.2:1
    float UNITS   mana_pool: the mana left floating            float {U}
    mana-spent UNITS  mana_spent: the mana spent, only for a       mana-spent {R},{W}@me.battlefield.1
                  card that looks at it ("{}": none)
    note STR      one of notes, in order; repeatable           note "702.21a: ..."

    ids   := STR ("," STR)*
    UNITS := GROUP ("," GROUP)*      GROUP := MANA ["@" STR]   (mana units (type, source); no
             "@": source None; consecutive units of one source are grouped: {R}{R}@m1)
    MANA  := ("{" TYPE "}")+  or "{}" (nothing)                TYPE := [A-Za-z0-9]+
    STR   := a bare word [A-Za-z0-9_.'/+-]+, or a JSON string ("Fire // Ice", "")
    INT   := [+-]?[0-9]+

Ids, names and words are written bare when they can be, else as JSON strings; a value
equal to a keyword the position gives a meaning to (``unset``) is quoted. The parser takes
clauses in any order (each once, but ``mana`` and ``note``, whose order is kept) and any
run of spaces between tokens. Examples::

    pass
    play me.hand.3
    cast me.hand.0 by me targets (opp) announce mana cost {R} mana me.battlefield.0#0 {R}
        spend {R}@me.battlefield.0 tapped me.battlefield.0        (one line; wrapped here)
    activate me.battlefield.6#0 by me targets (opp) cost {0} sacrificed me.battlefield.6

Errors: :class:`InvalidActionError` (a ``ValueError``) for text that is not an action; its
message names the position and the token. :class:`IllegalActionError` carries the problems
of an action that is well formed but not legal in a state.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from castable.model.plan import Activation, Mana, Plan
from castable.model.state import GameState
from castable.solver import referee
from castable.solver.answer import IllegalActionError

MAIN_PHASES = ("main1", "main2")


# ----- the action values ---------------------------------------------------------------------------

@dataclass(frozen=True)
class PlayLand:
    """Play ``land`` from the hand (305.2); ``player`` None means the player with priority."""

    land: str
    player: str | None = None


@dataclass(frozen=True)
class Pass:
    """Pass priority (117.3d); ``player`` None means the player with priority."""

    player: str | None = None


Action = Plan | PlayLand | Pass


class InvalidActionError(ValueError):
    """Text that is not an action string; ``position`` is the 0-based offset of the fault."""

    def __init__(self, message: str, position: int) -> None:
        super().__init__(f"invalid action at position {position}: {message}")
        self.message = message
        self.position = position


# ----- formatting ----------------------------------------------------------------------------------

_BARE = re.compile(r"[A-Za-z0-9_.'/+\-]+")
_TYPE = re.compile(r"[A-Za-z0-9]+")
_COST = re.compile(r"(?:\{[A-Za-z0-9/]*\})+")
RESERVED = frozenset({"unset"})


def quote_id(text: str) -> str:
    """``text`` as one STR token: bare when it can be, else a JSON string."""
    if _BARE.fullmatch(text) and text not in RESERVED:
        return text
    return json.dumps(text, ensure_ascii=False)


_q = quote_id


def _ids(ids: tuple[str, ...] | list[str]) -> str:
    return ",".join(_q(i) for i in ids)


def _slots(slots: tuple[tuple[str, ...], ...]) -> str:
    return " ".join("(" + _ids(s) + ")" for s in slots)


def _mana(types: tuple[str, ...] | list[str]) -> str:
    for t in types:
        if not _TYPE.fullmatch(t):
            raise ValueError(f"cannot write mana type {t!r} in an action string")
    return "".join("{" + t + "}" for t in types) or "{}"


def _units(units: tuple[Mana, ...]) -> str:
    groups: list[tuple[list[str], str | None]] = []
    for t, s in units:
        if groups and groups[-1][1] == s:
            groups[-1][0].append(t)
        else:
            groups.append(([t], s))
    return ",".join(_mana(ts) + ("" if s is None else "@" + _q(s)) for ts, s in groups)


def _int(n: int, signed: bool = False) -> str:
    return f"{n:+d}" if signed else str(n)


def format_action(action: Action) -> str:
    """The canonical action string of ``action`` (the module docstring's grammar)."""
    if isinstance(action, Pass):
        return "pass" if action.player is None else f"pass by {_q(action.player)}"
    if isinstance(action, PlayLand):
        return f"play {_q(action.land)}" + ("" if action.player is None else f" by {_q(action.player)}")
    if not isinstance(action, Plan):
        raise TypeError(f"not an action: {action!r}")
    p = action
    if p.ability is None:
        out = [f"cast {_q(p.card)}", f"by {_q(p.player)}"]
        default_zone = "hand"
    else:
        out = [f"activate {_q(p.card)}#{p.ability}", f"by {_q(p.player)}"]
        default_zone = "battlefield"
    if p.zone != default_zone:
        out.append(f"from {_q(p.zone)}")
    if p.face is not None:
        out.append(f"face {_q(p.face)}")
    if p.alternative_cost is not None:
        out.append(f"alt {_q(p.alternative_cost)}")
    if p.optional_costs:
        out.append("opt " + ",".join(f"{_q(k)}={_int(v)}" for k, v in p.optional_costs.items()))
    if p.x:
        out.append(f"x {_int(p.x)}")
    if p.modes:
        out.append("modes " + ",".join(_int(m) for m in p.modes))
    if p.loyalty_change:
        out.append(f"loyalty {_int(p.loyalty_change, signed=True)}")
    if p.targets:
        out.append("targets " + _slots(p.targets))
    if p.division:
        out.append("divide " + ",".join(f"{_q(t)}:{_int(n)}" for t, n in p.division))
    if p.mode_chooser != p.player:
        out.append("chooser " + ("unset" if p.mode_chooser is None else _q(p.mode_chooser)))
    if p.target_choosers != (p.player,) * len(p.targets):
        out.append("target-choosers " + (_ids(p.target_choosers) if p.target_choosers else "unset"))
    if p.announced:
        out.append("announce " + _ids(p.announced))
    if p.total_cost:
        out.append("cost " + (p.total_cost if _COST.fullmatch(p.total_cost) else json.dumps(p.total_cost)))
    if p.life_paid:
        out.append(f"life {_int(p.life_paid)}")
    for a in p.activations:
        text = f"mana {_q(a.object)}#{a.ability} {_mana(a.produced)}"
        if a.paid_with:
            text += " paying " + _units(a.paid_with)
        if a.tapped_creatures:
            text += " tapping " + _ids(a.tapped_creatures)
        out.append(text)
    if p.spent:
        out.append("spend " + _units(p.spent))
    for word, ids in (("convoke", p.convoked), ("improvise", p.improvised), ("waterbend", p.waterbent),
                      ("delve", p.delved)):
        if ids:
            out.append(f"{word} {_ids(ids)}")
    if p.cost_objects:
        out.append("cost-objects " + _slots(p.cost_objects))
    for word, ids in (("tapped", p.tapped), ("untapped", p.untapped), ("sacrificed", p.sacrificed),
                      ("exiled", p.exiled), ("discarded", p.discarded), ("returned", p.returned)):
        if ids:
            out.append(f"{word} {_ids(ids)}")
    if p.blighted:
        out.append("blighted " + ",".join(f"{_q(t)}:{_int(n)}" for t, n in p.blighted))
    if p.mana_pool:
        out.append("float " + _units(p.mana_pool))
    if p.mana_spent is not None:
        out.append("mana-spent " + (_units(p.mana_spent) if p.mana_spent else "{}"))
    for note in p.notes:
        out.append("note " + _q(note))
    return " ".join(out)


# ----- parsing -------------------------------------------------------------------------------------

_INT = re.compile(r"[+-]?[0-9]{1,18}")
_SPACE = re.compile(r"[ \t]+")
_KEYWORD = re.compile(r"[a-z][a-z\-]*")
_REPEATABLE = {"mana", "note"}
_CLAUSES = {"by", "from", "face", "alt", "opt", "x", "modes", "loyalty", "targets", "divide", "chooser",
            "target-choosers", "announce", "cost", "life", "mana", "spend", "convoke", "improvise", "waterbend", "delve",
            "cost-objects", "tapped", "untapped", "sacrificed", "exiled", "discarded", "returned", "blighted", "float",
            "mana-spent", "note"}


class _Reader:
    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise InvalidActionError(f"an action string is text, not {type(text).__name__}", 0)
        self.text = text
        self.pos = 0

    # --- low level
    def fail(self, message: str, pos: int | None = None) -> InvalidActionError:
        at = self.pos if pos is None else pos
        token = self.text[at:at + 20]
        found = f"found {token!r}" if token else "found the end of the text"
        return InvalidActionError(f"{message}; {found}", at)

    def at_end(self) -> bool:
        return self.pos >= len(self.text)

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            raise self.fail(f"expected {char!r}")
        self.pos += 1

    def space(self) -> None:
        m = _SPACE.match(self.text, self.pos)
        if not m:
            raise self.fail("expected a space")
        self.pos = m.end()

    def skip_space(self) -> None:
        m = _SPACE.match(self.text, self.pos)
        if m:
            self.pos = m.end()

    def next_is_space_then(self, char: str) -> bool:
        """Whether optional spaces then ``char`` follow (nothing is consumed)."""
        m = _SPACE.match(self.text, self.pos)
        end = m.end() if m else self.pos
        return self.text[end:end + 1] == char

    def keyword(self, what: str) -> str:
        m = _KEYWORD.match(self.text, self.pos)
        if not m:
            raise self.fail(f"expected {what}")
        self.pos = m.end()
        return m.group()

    # --- values
    def string(self, what: str = "an id or name") -> str:
        return self.string_or_bare(what)[0]

    def string_or_bare(self, what: str = "an id or name") -> tuple[str, bool]:
        """A STR token and whether it was bare."""
        if self.peek() == '"':
            start = self.pos
            try:
                value, end = json.decoder.scanstring(self.text, self.pos + 1)  # type: ignore[attr-defined]
            except (ValueError, IndexError) as e:
                raise self.fail(f"malformed quoted string ({getattr(e, 'msg', e)})", start) from None
            self.pos = end
            return value, False
        m = _BARE.match(self.text, self.pos)
        if not m:
            raise self.fail(f"expected {what}")
        self.pos = m.end()
        return m.group(), True

    def integer(self, what: str = "an integer") -> int:
        m = _INT.match(self.text, self.pos)
        if not m or (m.end() < len(self.text) and self.text[m.end()].isdigit()):
            raise self.fail(f"expected {what}")
        self.pos = m.end()
        return int(m.group())

    def ids(self) -> tuple[str, ...]:
        out = [self.string()]
        while self.peek() == ",":
            self.pos += 1
            out.append(self.string())
        return tuple(out)

    def slot(self) -> tuple[str, ...]:
        self.expect("(")
        if self.peek() == ")":
            self.pos += 1
            return ()
        ids = self.ids()
        self.expect(")")
        return ids

    def slots(self) -> tuple[tuple[str, ...], ...]:
        out = [self.slot()]
        while self.next_is_space_then("("):
            self.skip_space()
            out.append(self.slot())
        return tuple(out)

    def mana(self) -> tuple[str, ...]:
        if self.peek() != "{":
            raise self.fail("expected mana such as {R}{G}, or {} for none")
        if self.text.startswith("{}", self.pos):
            self.pos += 2
            return ()
        out = []
        while self.peek() == "{":
            self.pos += 1
            m = _TYPE.match(self.text, self.pos)
            if not m:
                raise self.fail("expected a mana type such as R")
            self.pos = m.end()
            self.expect("}")
            out.append(m.group())
        return tuple(out)

    def units(self) -> tuple[Mana, ...]:
        out: list[Mana] = []
        while True:
            types = self.mana()
            if not types:
                raise self.fail("expected mana units such as {R}@me.battlefield.0", self.pos - 2)
            source: str | None = None
            if self.peek() == "@":
                self.pos += 1
                source = self.string("a source id")
            out += [(t, source) for t in types]
            if self.peek() != ",":
                return tuple(out)
            self.pos += 1

    def cost(self) -> str:
        if self.peek() == '"':
            return self.string()
        m = _COST.match(self.text, self.pos)
        if not m:
            raise self.fail("expected a cost such as {2}{R}")
        self.pos = m.end()
        return m.group()

    def chooser_value(self) -> str | None:
        value, bare = self.string_or_bare("a player name or unset")
        return None if bare and value == "unset" else value


def parse_action(text: str) -> Action:
    """Read an action string (the module docstring's grammar); raises
    :class:`InvalidActionError` naming the position when ``text`` is not one."""
    r = _Reader(text)
    r.skip_space()
    start = r.pos
    verb = r.keyword("cast, activate, play or pass")
    if verb == "pass":
        player = _only_by(r, "pass")
        return Pass(player)
    if verb not in ("cast", "activate", "play"):
        raise r.fail("expected cast, activate, play or pass", start)
    r.space()
    card = r.string("an object id")
    if verb == "play":
        return PlayLand(card, _only_by(r, "play"))
    ability: int | None = None
    if verb == "activate":
        r.expect("#")
        at = r.pos
        ability = r.integer("an ability index")
        if ability < 0:
            raise r.fail("an ability index is 0 or more", at)
    fields: dict[str, Any] = {}
    activations: list[Activation] = []
    notes: list[str] = []
    seen: set[str] = set()
    while True:
        r.skip_space()
        if r.at_end():
            break
        kpos = r.pos
        if kpos > 0 and r.text[kpos - 1] not in " \t":
            raise r.fail("expected a space before the next clause")
        word = r.keyword("a clause keyword")
        if word not in _CLAUSES:
            raise r.fail(f"unknown clause {word!r}", kpos)
        if word in seen and word not in _REPEATABLE:
            raise r.fail(f"clause {word!r} given twice", kpos)
        seen.add(word)
        r.space()
        if word == "mana":
            activations.append(_mana_clause(r))
        elif word == "note":
            notes.append(r.string("a note"))
        else:
            fields[word] = _clause_value(r, word)
    if "by" not in fields:
        raise InvalidActionError(f"{verb} needs a 'by <player>' clause", len(r.text))
    player = fields["by"]
    targets = fields.get("targets", ())
    mode_chooser = fields["chooser"] if "chooser" in fields else player
    target_choosers = fields["target-choosers"] if "target-choosers" in fields else (player,) * len(targets)
    return Plan(
        card=card, player=player, zone=fields.get("from", "hand" if ability is None else "battlefield"),
        ability=ability, face=fields.get("face"), loyalty_change=fields.get("loyalty", 0),
        untapped=fields.get("untapped", ()), alternative_cost=fields.get("alt"),
        optional_costs=dict(fields.get("opt", ())), x=fields.get("x", 0), modes=fields.get("modes", ()),
        targets=targets, division=fields.get("divide", ()), notes=tuple(notes), mode_chooser=mode_chooser,
        target_choosers=target_choosers, announced=fields.get("announce", ()), total_cost=fields.get("cost", ""),
        activations=tuple(activations), spent=fields.get("spend", ()), convoked=fields.get("convoke", ()),
        improvised=fields.get("improvise", ()), waterbent=fields.get("waterbend", ()), delved=fields.get("delve", ()),
        cost_objects=fields.get("cost-objects", ()), life_paid=fields.get("life", 0), tapped=fields.get("tapped", ()),
        sacrificed=fields.get("sacrificed", ()), exiled=fields.get("exiled", ()),
        discarded=fields.get("discarded", ()), returned=fields.get("returned", ()), blighted=fields.get("blighted", ()),
        mana_pool=fields.get("float", ()),
        mana_spent=fields.get("mana-spent"),
    )


def _mana_clause(r: _Reader) -> Activation:
    """``mana OBJ#K PRODUCED [paying UNITS] [tapping ids]``: one 601.2g activation."""
    obj = r.string("an object id")
    r.expect("#")
    index = r.integer("an ability index")
    r.space()
    produced = r.mana()
    paid: tuple[Mana, ...] = ()
    tapped: tuple[str, ...] = ()
    for sub in ("paying", "tapping"):
        m = re.compile(r"[ \t]+" + sub + r"[ \t]+").match(r.text, r.pos)
        if m:
            r.pos = m.end()
            if sub == "paying":
                paid = r.units()
            else:
                tapped = r.ids()
    return Activation(obj, index, produced, paid, tapped)


def _only_by(r: _Reader, verb: str) -> str | None:
    r.skip_space()
    if r.at_end():
        return None
    kpos = r.pos
    if kpos > 0 and r.text[kpos - 1] not in " \t":
        raise r.fail("expected a space")
    word = r.keyword("by")
    if word != "by":
        raise r.fail(f"{verb} takes only a 'by <player>' clause", kpos)
    r.space()
    player = r.string("a player name")
    r.skip_space()
    if not r.at_end():
        raise r.fail("expected the end of the action")
    return player


def _clause_value(r: _Reader, word: str) -> Any:
    if word in ("by", "from", "face", "alt"):
        return r.string()
    if word in ("x", "life", "loyalty"):
        return r.integer()
    if word == "opt":
        out = []
        while True:
            name = r.string("an optional cost's name")
            r.expect("=")
            out.append((name, r.integer("a count")))
            if r.peek() != ",":
                break
            r.pos += 1
        names = [n for n, _ in out]
        if len(set(names)) != len(names):
            raise r.fail("an optional cost named twice")
        return tuple(out)
    if word == "modes":
        out_modes = [r.integer("a mode index")]
        while r.peek() == ",":
            r.pos += 1
            out_modes.append(r.integer("a mode index"))
        return tuple(out_modes)
    if word in ("targets", "cost-objects"):
        return r.slots()
    if word in ("divide", "blighted"):
        pairs = []
        while True:
            target = r.string("a target" if word == "divide" else "a creature")
            r.expect(":")
            pairs.append((target, r.integer("an amount" if word == "divide" else "a counter count")))
            if r.peek() != ",":
                break
            r.pos += 1
        return tuple(pairs)
    if word == "chooser":
        return r.chooser_value()
    if word == "target-choosers":
        first = r.chooser_value()
        if first is None:
            return ()
        rest = [first]
        while r.peek() == ",":
            r.pos += 1
            rest.append(r.string("a player name"))
        return tuple(rest)
    if word == "cost":
        return r.cost()
    if word in ("spend", "float"):
        return r.units()
    if word == "mana-spent":
        if r.text.startswith("{}", r.pos):
            r.pos += 2
            return ()
        return r.units()
    # announce, convoke, improvise, delve, tapped, untapped, sacrificed, exiled, discarded, returned
    return r.ids()


# ----- legality ------------------------------------------------------------------------------------

def legality_problems(state: GameState, action: Action) -> list[str]:
    """Why ``action`` is not legal in ``state`` (empty: it is). A cast or activation is
    replayed by the referee (``castable.solver.referee.check``), every field compared; playing
    a land follows 305.1-305.2, passing needs priority (117.3d)."""
    names = {p.name for p in state.players}
    if isinstance(action, Pass):
        who = action.player if action.player is not None else state.priority
        if who is None:
            return ["117.3d: no player has priority"]
        if who not in names:
            return [f"unknown player {who!r}"]
        return [] if state.priority == who else [f"117.3d: {who} does not have priority"]
    if isinstance(action, PlayLand):
        return _land_problems(state, action, names)
    if not isinstance(action, Plan):
        raise TypeError(f"not an action: {action!r}")
    if action.player not in names:
        return [f"unknown player {action.player!r}"]
    if state.object(action.card) is None:
        return [f"no object with id {action.card!r} in the state"]
    return referee.check(state, action)


def _land_problems(state: GameState, action: PlayLand, names: set[str]) -> list[str]:
    who = action.player if action.player is not None else state.priority
    if who is None:
        return ["117.3d: no player has priority"]
    if who not in names:
        return [f"unknown player {who!r}"]
    from castable.solver.transitions import land_problems

    return land_problems(state, who, action.land)


def is_legal(state: GameState, action: Action) -> bool:
    """Whether ``action`` is legal in ``state`` (python-chess's ``board.is_legal(move)``)."""
    return not legality_problems(state, action)


def parse_legal(state: GameState, text: str) -> Action:
    """Parse ``text`` and check it in ``state`` (python-chess's ``parse_uci``): raises
    :class:`InvalidActionError` or :class:`IllegalActionError`."""
    action = parse_action(text)
    problems = legality_problems(state, action)
    if problems:
        raise IllegalActionError(problems, text)
    return action
