"""A persistent interface: JSON requests in, JSON answers out, one line each, until EOF.

A program that asks many questions (an AI opponent, a test harness) starts one process and
keeps it, instead of paying for a process start and the card database load per question.

Request (one JSON object per line)::

    {"id": <any>, "command": "can-cast" | "options" | "can-activate" | "mana" | "moves" | "apply" | "check",
     "state": {...castable-state/1...}, "card": "<id or name>", "object": "<id or name>",
     "ability": K, "player": "<name>", "limit": N, "time_limit": SECONDS, "action": "<action string>",
     "count": true|false}

    command        needs               result (what the CLI's --json prints, or as said)
    can-cast       state, card         castable-answer/1 ("castable")
    options        state, card         castable-options/1; with "ability": the ways to activate it;
                                       with "count": true, castable-count/1 (the number only)
    can-activate   state, object|card, castable-answer/1 with "activatable"
                   ability
    mana           state               castable-mana/1; with "count": true, castable-count/1
    moves          state               castable-moves/1 (castable.solver.moves.legal_moves)
    check          state, action       {"format": "castable-check/1", "action": canonical text,
                                        "legal": bool, "problems": [...]}
    apply          state, action       the state after the action (castable-state/1), checked first

``player`` defaults to the player with priority, ``time_limit`` to the CLI's default,
``limit`` to none. Answer, one line per request, flushed::

    {"id": <the request's id>, "ok": true, "exit": <the CLI's exit code>, "result": {...}}
    {"id": <the request's id, or null>, "ok": false, "error": {"code": C, "message": "..."}}

Error codes are the CLI's exit codes: 1 the action given to ``apply`` is not legal (the error
also has ``"problems"``), 2 bad input (malformed JSON, not an object, unknown command, a
missing or mistyped field, a bad state, an unknown card, an action string that does not
parse), 4 unsupported (a card's unread rules text; ``moves`` or ``apply`` not available),
70 internal error. A bad request never ends the loop; only the end of the input does.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from typing import IO, Any

from castable.model.database import CardDatabase
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.jsontext import check_tree, parse
from castable.model.state import GameState
from castable.solver import api
from castable.solver.actions import InvalidActionError, format_action, legality_problems, parse_action
from castable.solver.answer import (
    EXIT_INPUT,
    EXIT_INTERNAL,
    EXIT_NO,
    EXIT_OK,
    EXIT_UNDECIDED,
    EXIT_UNSUPPORTED,
    IllegalActionError,
)
from castable.solver.moves import legal_moves
from castable.solver.transitions import apply_action

CHECK_FORMAT = "castable-check/1"
COMMANDS = ("can-cast", "options", "can-activate", "mana", "moves", "apply", "check")
#: The fields of a request; any other is an error (a typo such as "plyer" is never ignored).
FIELDS = frozenset({"id", "command", "state", "card", "object", "ability", "player", "limit", "time_limit", "action",
                    "count"})
#: The CLI's names of arguments (in the errors of ``castable.solver.api``) → a request's fields.
_ARGUMENTS = {"--ability": "ability", "--player": "player", "--limit": "limit", "ACTION": "action",
              "CARD": "card", "OBJECT": "object"}


class RequestError(Exception):
    """A request answered with ``ok: false``."""

    def __init__(self, code: int, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.extra = extra


def _field(req: dict[str, Any], name: str, kind: type | tuple[type, ...], what: str, *, required: bool = False) -> Any:
    value = req.get(name)
    if value is None:
        if required:
            raise RequestError(EXIT_INPUT, f"{name}: required ({what})")
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RequestError(EXIT_INPUT, f"{name}: must be {what}")
    return value


def _request_id(req: Any) -> Any:
    """The request's ``id`` to answer with, or None when it is not one (not an object, or an
    id that can't be written back: a lone surrogate, an unreadable number)."""
    if not isinstance(req, dict):
        return None
    try:
        check_tree(req.get("id"))
    except InputError:
        return None
    return req.get("id")


class Server:
    """Answers requests (dicts) with responses (dicts); :func:`serve` runs the line loop."""

    def __init__(self, db: CardDatabase | None = None, time_limit: float = api.DEFAULT_TIME_LIMIT) -> None:
        self.db = db if db is not None else CardDatabase.builtin()
        self.time_limit = time_limit

    # ----- one request -------------------------------------------------------------------------
    def handle_line(self, line: str) -> dict[str, Any]:
        try:
            req, _ = parse(line)  # duplicate keys, lone surrogates, huge numbers: reported by handle
        except (ValueError, RecursionError) as e:
            msg = getattr(e, "msg", None) or str(e)
            return self._error(None, EXIT_INPUT, f"malformed JSON: {msg}")
        return self.handle(req)

    def handle(self, req: Any) -> dict[str, Any]:
        rid = _request_id(req)
        try:
            if not isinstance(req, dict):
                raise RequestError(EXIT_INPUT, "a request is a JSON object")
            check_tree(req, skip=frozenset({"state"}))  # the state's own paths: GameState.from_json
            unknown = sorted(set(req) - FIELDS)
            if unknown:
                raise RequestError(EXIT_INPUT, f"{unknown[0]}: unknown field; the fields are {', '.join(sorted(FIELDS))}")
            code, result = self._dispatch(req)
            return {"id": rid, "ok": True, "exit": code, "result": result}
        except RequestError as e:
            return self._error(rid, e.code, e.message, **e.extra)
        except InputError as e:
            field = _ARGUMENTS.get(e.field, e.field)
            if field in ("card", "object") and field not in req:  # the other of the two named it
                field = "object" if field == "card" else "card"
            return self._error(rid, EXIT_INPUT, f"{field}: {e.message}")
        except UnsupportedCardError as e:
            return self._error(rid, EXIT_UNSUPPORTED, f"{e.card}: unsupported rules text: {e.text}")
        except InvalidActionError as e:
            return self._error(rid, EXIT_INPUT, f"action: {e}")
        except RecursionError as e:
            return self._error(rid, EXIT_INPUT, f"input too deeply nested: {e}")
        except Exception as e:  # never crash the loop
            return self._error(rid, EXIT_INTERNAL, f"{type(e).__name__}: {e}")

    @staticmethod
    def _error(rid: Any, code: int, message: str, **extra: Any) -> dict[str, Any]:
        return {"id": rid, "ok": False, "error": {"code": code, "message": " ".join(str(message).split()), **extra}}

    def _dispatch(self, req: dict[str, Any]) -> tuple[int, Any]:
        command = req.get("command")
        if command not in COMMANDS:
            raise RequestError(EXIT_INPUT, f"command: unknown command {command!r}; one of {', '.join(COMMANDS)}")
        if "state" not in req:
            raise RequestError(EXIT_INPUT, "state: required (a castable-state/1 object)")
        state = GameState.from_json(req["state"], self.db)
        player = _field(req, "player", str, "a player name")
        if player is not None and player not in {p.name for p in state.players}:
            raise RequestError(EXIT_INPUT, f"player: unknown player {player!r}; the players are "
                                           f"{', '.join(p.name for p in state.players)}")
        limit = _field(req, "limit", int, "a positive integer")
        if limit is not None and limit < 1:
            raise RequestError(EXIT_INPUT, "limit: must be a positive integer")
        tl = _field(req, "time_limit", (int, float), "a positive number of seconds")
        if tl is not None and not 0 < tl < float("inf"):
            raise RequestError(EXIT_INPUT, "time_limit: must be a positive number of seconds")
        time_limit = float(tl) if tl is not None else self.time_limit
        ability = _field(req, "ability", int, "an ability index (0, 1, ...)")
        if ability is not None and ability < 0:
            raise RequestError(EXIT_INPUT, "ability: must be an ability index (0, 1, ...)")

        if command == "mana":
            count = req.get("count")
            if count is not None and not isinstance(count, bool):
                raise RequestError(EXIT_INPUT, "count: must be true or false")
            if count:  # issue 11: the number of maximal pools only
                counted = api.count_mana_pools(state, player, time_limit=time_limit)
                return (EXIT_UNDECIDED if counted.timed_out else EXIT_OK), counted.to_json()
            mana = api.mana_pools(state, player, limit=limit, time_limit=time_limit)
            return (EXIT_UNDECIDED if mana.timed_out else EXIT_OK), mana.to_json()
        if command == "moves":
            return self._moves(state, player, time_limit)
        if command in ("check", "apply"):
            text = _field(req, "action", str, "an action string", required=True)
            action = parse_action(text)
            if command == "check":
                problems = legality_problems(state, action)
                return EXIT_OK if not problems else EXIT_NO, {
                    "format": CHECK_FORMAT, "action": format_action(action), "legal": not problems, "problems": problems}
            return self._apply(state, action)
        what = "OBJECT" if command == "can-activate" or ability is not None else "CARD"
        key, other = ("object", "card") if what == "OBJECT" else ("card", "object")
        card = req[key] if key in req else req.get(other)
        if card is None:
            raise RequestError(EXIT_INPUT, f"{key}: required (an object id or name)")
        if not isinstance(card, str):
            raise RequestError(EXIT_INPUT, f"{key}: must be an object id or name")
        api.check_exists(state, card, what)
        if command == "can-activate":
            if ability is None:
                raise RequestError(EXIT_INPUT, "ability: required for can-activate (an ability index)")
            answer = api.can_activate(state, card, ability, player, time_limit=time_limit)
            return answer.exit_code, answer.to_json(state, key="activatable")
        if command == "can-cast":
            if ability is not None:
                raise RequestError(EXIT_INPUT, "ability: can-cast takes no ability; use can-activate")
            answer = api.can_cast(state, card, player, time_limit=time_limit)
            return answer.exit_code, answer.to_json(state)
        count = req.get("count")
        if count is not None and not isinstance(count, bool):
            raise RequestError(EXIT_INPUT, "count: must be true or false")
        if count:
            counted = (api.count_activation_options(state, card, ability, player, time_limit=time_limit)
                       if ability is not None else api.count_options(state, card, player, time_limit=time_limit))
            return counted.exit_code, counted.to_json()
        if ability is not None:
            listing = api.activation_options(state, card, ability, player, limit=limit, time_limit=time_limit)
        else:
            listing = api.options(state, card, player, limit=limit, time_limit=time_limit)
        return listing.exit_code, listing.to_json(state)

    # ----- moves and apply ------------------------------------------------------------------------
    def _moves(self, state: GameState, player: str | None, time_limit: float) -> tuple[int, Any]:
        listing = legal_moves(state, player, time_limit=time_limit)
        return EXIT_OK, listing.to_json()

    def _apply(self, state: GameState, action: Any) -> tuple[int, Any]:
        problems = legality_problems(state, action)
        if problems:
            raise RequestError(EXIT_NO, f"illegal action: {'; '.join(problems)}", problems=problems)
        try:
            new = apply_action(state, action)
        except IllegalActionError as e:  # the transition's own checks
            raise RequestError(EXIT_NO, f"illegal action: {'; '.join(map(str, e.problems))}",
                               problems=list(e.problems)) from None
        return EXIT_OK, new.to_json()


# ----- the loop --------------------------------------------------------------------------------------

def serve(stdin: IO[str], stdout: IO[str], *, db: CardDatabase | None = None,
          time_limit: float = api.DEFAULT_TIME_LIMIT) -> int:
    """Answer each line of ``stdin`` with one line on ``stdout`` until EOF; blank lines are
    skipped. Returns the number of requests answered."""
    server = Server(db, time_limit)
    n = 0
    while True:
        try:
            line = stdin.readline()
        except UnicodeDecodeError as e:  # the stream can't be read on: answer and stop
            _write(stdout, Server._error(None, EXIT_INPUT, f"input is not UTF-8 text: {e.reason}"))
            return n + 1
        if not line:
            return n
        if not line.strip():
            continue
        _write(stdout, server.handle_line(line))
        n += 1


def _write(stdout: IO[str], response: dict[str, Any]) -> None:
    try:
        text = json.dumps(response, allow_nan=False)
    except (ValueError, TypeError) as e:  # never a half-written line
        text = json.dumps(Server._error(response.get("id") if isinstance(response.get("id"), (str, int)) else None,
                                        EXIT_INTERNAL, f"unserializable answer: {e}"))
    stdout.write(text + "\n")
    stdout.flush()


def main(argv: list[str] | None = None) -> int:
    """``castable serve [--cards FILE ...] [--time-limit SECONDS]``: serve standard input."""
    parser = argparse.ArgumentParser(prog="castable serve", description="Answer JSON requests, one per line, until EOF.")
    parser.add_argument("--cards", metavar="FILE", action="append", default=[],
                        help="add a card database (Scryfall or MTGJSON JSON); repeatable, first wins")
    parser.add_argument("--time-limit", metavar="SECONDS", type=float, default=api.DEFAULT_TIME_LIMIT,
                        help=f"the default time limit of a request (default {api.DEFAULT_TIME_LIMIT:g})")
    args = parser.parse_args(argv)
    db = CardDatabase.builtin()
    for path in reversed(args.cards):  # the first --cards file takes precedence
        db = db.with_file(path)
    # undecodable bytes become U+FFFD (the request is then malformed JSON or a bad field)
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace") if hasattr(sys.stdin, "buffer") \
        else sys.stdin
    try:
        serve(stdin, sys.stdout, db=db, time_limit=args.time_limit)
    except (BrokenPipeError, KeyboardInterrupt):
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
