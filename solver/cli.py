"""The ``castable`` command line (``docs/cli.md``, version 1).

Commands: ``can-cast``, ``options``, ``can-activate``, ``mana``, plus ``demo`` (run the
built-in example), ``schema NAME`` (print a JSON Schema), ``card NAME`` (what the engine
understood of a card) and ``coverage FILE`` (how much of a card file it understands). Exit codes: 0 castable / listing
done, 1 proved impossible or zero options, 2 bad input or usage (one line on stderr naming the
field or argument), 3 undecided (time limit), 4 unsupported card, 70 internal error.
Never prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

from castable.model.database import CardDatabase
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.jsontext import is_text
from castable.model.state import GameState
from castable.solver import api
from castable.solver.answer import (
    EXIT_INPUT,
    EXIT_INTERNAL,
    EXIT_MISSING_EXTRA,
    EXIT_NO,
    EXIT_OK,
    EXIT_UNDECIDED,
    EXIT_UNSUPPORTED,
    CastAnswer,
    CountAnswer,
    ManaAnswer,
    OptionsAnswer,
)

PROG = "castable"

SCHEMAS = ("state", "answer", "options", "mana", "moves")
DEMO_CARDS = ("Kitchen Finks", "Lightning Helix", "Counterspell")


class UsageError(Exception):
    """An argparse usage error, reported as one line (exit 2)."""


class Unsupported(Exception):
    """A feature that is not supported yet (exit 4), with a one-line message."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage block
        raise UsageError(message)


# ----- argument types ----------------------------------------------------------------------------
def _short(text: str) -> str:
    """``text`` for a message, cut when long (a 5,000-digit number)."""
    return repr(text) if len(text) <= 40 else repr(text[:40]) + f"... ({len(text)} characters)"


def _positive_int(text: str) -> int:
    if text.strip().isdigit() and len(text.strip()) > 7:
        raise argparse.ArgumentTypeError(f"too large, got {_short(text)}; at most 9999999")
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {_short(text)}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {_short(text)}")
    return n


def _index(text: str) -> int:
    if text.strip().isdigit() and len(text.strip()) > 7:
        raise argparse.ArgumentTypeError(f"too large, got {_short(text)}; at most 9999999")
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be an ability index (0, 1, ...), got {_short(text)}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be an ability index (0, 1, ...), got {_short(text)}")
    return n


def _port(text: str) -> int:
    if not (text.strip().isdigit() and len(text.strip()) <= 5 and int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"must be a port number (0 to 65535), got {_short(text)}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        s = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, got {_short(text)}") from None
    if not s > 0 or s == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {_short(text)}")
    return s


def _version() -> str:
    from castable import __version__

    return __version__


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Can this Magic: The Gathering spell be cast right now? "
                                            "Every legal way to pay, or the reasons why not.")
    parser.add_argument("--version", action="version", version=f"castable {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    common = _Parser(add_help=False)
    common.add_argument("--cards", metavar="FILE", action="append", default=[],
                        help="add a card database (Scryfall or MTGJSON JSON, or JSON Lines); repeatable, first wins")
    common.add_argument("--time-limit", metavar="SECONDS", type=_seconds, default=api.DEFAULT_TIME_LIMIT,
                        help=f"bound the solver's time (default {api.DEFAULT_TIME_LIMIT:g})")
    who = _Parser(add_help=False)
    who.add_argument("--player", metavar="NAME", help="the player who casts (default: the player with priority)")
    who.add_argument("--json", action="store_true", help="print the answer as JSON")

    p = sub.add_parser("can-cast", parents=[common, who], help="can CARD be cast now?")
    p.add_argument("state", metavar="STATE", help="state file (castable-state/1 JSON), or - for standard input")
    p.add_argument("card", metavar="CARD", help="object id or card name")
    p.add_argument("--prefer", choices=("any", "flexible"), default="any",
                   help="flexible: among all payments, the one that keeps the most open (autotap)")

    p = sub.add_parser("options", parents=[common, who], help="every legal way to cast CARD (or activate --ability K)")
    p.add_argument("state", metavar="STATE", help="state file, or - for standard input")
    p.add_argument("card", metavar="CARD", help="object id or card name")
    p.add_argument("--ability", metavar="K", type=_index, help="list ways to activate ability K of the object instead")
    p.add_argument("--limit", metavar="N", type=_positive_int, help="stop after N options")
    p.add_argument("--count", action="store_true", help="print only the number of options (--limit does not apply)")

    p = sub.add_parser("can-activate", parents=[common, who], help="can ability K of OBJECT be activated now?")
    p.add_argument("state", metavar="STATE", help="state file, or - for standard input")
    p.add_argument("card", metavar="OBJECT", help="object id or card name")
    p.add_argument("--ability", metavar="K", type=_index, required=True, help="the ability's index, from 0")

    p = sub.add_parser("mana", parents=[common, who], help="the maximal mana pools the player can make now")
    p.add_argument("state", metavar="STATE", help="state file, or - for standard input")
    p.add_argument("--limit", metavar="N", type=_positive_int, help="stop after N pools")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--count", action="store_true", help="print only the number of maximal pools")
    shown.add_argument("--summary", action="store_true",
                       help="the most mana at once, the sources and the restricted part, instead of every pool")

    p = sub.add_parser("moves", parents=[common, who], help="every legal action of the player now")
    p.add_argument("state", metavar="STATE", help="state file, or - for standard input")
    p.add_argument("--prefer", choices=("any", "autotap"), default="any",
                   help="autotap: each action's witness is the autotapper's choice among its options (docs/notation.md)")

    p = sub.add_parser("apply", parents=[common], help="the state after an action (an action string), as JSON")
    p.add_argument("state", metavar="STATE", help="state file, or - for standard input")
    p.add_argument("action", metavar="ACTION", help="an action string (see the README), e.g. from `castable moves`")

    p = sub.add_parser("serve", parents=[common], help="answer JSON requests line by line on stdin (see the README)")

    p = sub.add_parser("web", parents=[common], help="a local web page to build a board and ask it (needs castable[web])")
    p.add_argument("--host", metavar="H", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    p.add_argument("--port", metavar="P", type=_port, default=8000, help="the port to listen on (default 8000)")

    p = sub.add_parser("batch", parents=[common], help="answer a file of serve's requests, in order (see the README)")
    p.add_argument("input", metavar="IN", help="requests, one JSON object a line (as for serve), or - for standard input")
    p.add_argument("output", metavar="OUT", help="where the answers go, one line per request, or - for standard output")
    p.add_argument("--workers", metavar="N", type=_positive_int, default=1,
                   help="local worker processes (default 1: this process); with --ray, the Ray workers")
    p.add_argument("--ray", metavar="ADDRESS", help="run as Ray tasks: a cluster address, or local (needs castable[ray])")

    p = sub.add_parser("demo", parents=[common], help="run can-cast and options on a built-in example state")
    p.add_argument("--state", dest="print_state", action="store_true",
                   help="print the example state (castable-state/1 JSON) instead")

    p = sub.add_parser("card", help="what the engine understood of card NAME, or why not (exit 4)")
    p.add_argument("name", metavar="NAME", help="a card name (or face name)")
    p.add_argument("--cards", metavar="FILE", action="append", default=[],
                   help="add a card database (Scryfall or MTGJSON JSON, or JSON Lines); repeatable, first wins")
    p.add_argument("--json", action="store_true", help="print the definition as JSON")

    p = sub.add_parser("coverage", help="how many faces of a card file the Oracle reader understands")
    p.add_argument("file", metavar="FILE", help="Scryfall or MTGJSON JSON, or JSON Lines; gzip when the name ends in .gz")
    p.add_argument("--json", action="store_true", help="print the report as JSON (castable-coverage/1)")
    p.add_argument("--top", metavar="N", type=_positive_int, default=20, help="how many templates to list (default 20)")

    p = sub.add_parser("schema", help="print a JSON Schema (draft 2020-12)")
    p.add_argument("name", metavar="NAME", choices=SCHEMAS, help="one of: " + ", ".join(SCHEMAS))
    return parser


# ----- helpers -----------------------------------------------------------------------------------
def _package_text(folder: str, name: str) -> str:
    return resources.files("castable.solver").joinpath(folder).joinpath(name).read_text(encoding="utf-8")


def schema_text(name: str) -> str:
    """The JSON Schema ``name`` (state, answer, options, mana) as shipped."""
    return _package_text("schemas", f"{name}.schema.json")


def demo_state_text() -> str:
    return _package_text("examples", "demo.json")


def _database(files: list[str]) -> CardDatabase:
    db = CardDatabase.builtin()
    for path in reversed(files):  # the first --cards file takes precedence
        db = db.with_file(path)
    return db


def _read_state(path: str, db: CardDatabase) -> GameState:
    if path == "-":
        try:
            text = sys.stdin.read()
        except (OSError, UnicodeDecodeError) as e:
            raise InputError("STATE", f"cannot read standard input: {e}") from None
    else:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as e:
            raise InputError("STATE", f"cannot read {path!r}: {e.strerror or e}") from None
        except UnicodeDecodeError:
            raise InputError("STATE", f"{path!r} is not UTF-8 text") from None
    return GameState.from_text(text, db)


def _player(state: GameState, name: str | None) -> str | None:
    if name is None:
        return state.priority
    if name not in [p.name for p in state.players]:
        raise InputError("--player", f"unknown player {name!r}; the players are {', '.join(p.name for p in state.players)}")
    return name


def _emit(data: dict[str, Any]) -> None:
    print(json.dumps(data, sort_keys=False))


def _pool_text(pool: Any) -> str:
    """A human rendering of one pool: a mana string, or the list form with sources."""
    if isinstance(pool, str):
        return pool or "(empty)"
    parts: list[str] = []
    for unit in pool:
        if isinstance(unit, dict):
            mana, source = unit.get("mana", ""), unit.get("source")
        elif isinstance(unit, (list, tuple)) and len(unit) == 2:
            mana, source = "{" + str(unit[0]) + "}", unit[1]
        else:
            mana, source = str(unit), None
        parts.append(f"{mana} from {source}" if source else str(mana))
    return " + ".join(parts) or "(empty)"


# ----- commands ----------------------------------------------------------------------------------
def _print_cast(answer: CastAnswer, state: GameState, word: str = "castable") -> int:
    if answer.castable is True:
        print(f"{word}: yes")
        if answer.plan is not None:
            print("  " + answer.plan.describe(state))
        return EXIT_OK
    print(f"{word}: no" if answer.castable is False else f"{word}: undecided (time limit reached)")
    for r in answer.reasons:
        print(f"  {r.rule}: {r.message}")
    return EXIT_NO if answer.castable is False else EXIT_UNDECIDED


def _print_count(answer: CountAnswer, as_json: bool) -> int:
    """``options --count``: ``N options`` (or ``at least N options (incomplete)``), and the
    reasons when there are none; JSON ``castable-count/1``."""
    if as_json:
        _emit(answer.to_json())
        return answer.exit_code
    print(answer.text())
    if not answer.count:
        for r in answer.reasons:
            print(f"  {r.rule}: {r.message}")
    return answer.exit_code


def _print_options(answer: OptionsAnswer, state: GameState, limit: int | None) -> int:
    for i, plan in enumerate(answer.options, 1):
        print(f"{i}. {plan.describe(state)}")
    n = answer.count
    line = f"{n} option" + ("" if n == 1 else "s")
    if answer.timed_out:
        line += " (incomplete: time limit reached)"
    elif not answer.complete:
        line += f" (stopped at --limit {limit})" if limit is not None else " (incomplete)"
    print(line)
    if not n:
        for r in answer.reasons:
            print(f"  {r.rule}: {r.message}")
    return answer.exit_code


def _mana(args: argparse.Namespace, state: GameState, player: str | None, tl: float) -> int:
    """``castable mana``: every maximal pool, their number (--count) or a summary (--summary)."""
    if args.count or args.summary:
        shown = (api.count_mana_pools(state, player, time_limit=tl) if args.count
                 else api.mana_summary(state, player, time_limit=tl))
        if args.json:
            _emit(shown.to_json())
        else:
            print(shown.text())
        return EXIT_UNDECIDED if shown.timed_out else EXIT_OK
    mana = api.mana_pools(state, player, limit=args.limit, time_limit=tl)
    if args.json:
        _emit(mana.to_json())
        return EXIT_UNDECIDED if mana.timed_out else EXIT_OK
    return _print_mana(mana)


def _print_mana(answer: ManaAnswer) -> int:
    for pool in answer.pools:
        print(_pool_text(pool))
    n = len(answer.pools)
    line = f"{n} maximal pool" + ("" if n == 1 else "s")
    if answer.timed_out:
        line += " (incomplete: time limit reached)"
    elif not answer.complete:
        line += " (stopped at --limit)"
    print(line)
    return EXIT_UNDECIDED if answer.timed_out else EXIT_OK


#: How an argument is named in errors: its metavar (a positional) or its option.
_ARGUMENT_NAMES = {"state": "STATE", "action": "ACTION", "file": "FILE", "name": "NAME", "player": "--player",
                   "cards": "--cards"}


def _check_arguments(args: argparse.Namespace) -> None:
    """Every argument is Unicode text: an undecodable byte in argv (a lone surrogate, PEP 383)
    could not be printed in an answer or an error; it is refused, naming the argument."""
    for key, value in vars(args).items():
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str) and not is_text(v):
                if key == "card":
                    name = "OBJECT" if args.command == "can-activate" else "CARD"
                else:
                    name = _ARGUMENT_NAMES.get(key, "--" + key.replace("_", "-"))
                raise InputError(name, "not Unicode text (an undecodable byte or a lone surrogate)")


def _run(args: argparse.Namespace) -> int:
    _check_arguments(args)
    if args.command == "schema":
        sys.stdout.write(schema_text(args.name))
        return EXIT_OK
    if args.command == "coverage":
        return _coverage(args.file, args.json, args.top)
    db = _database(args.cards)
    if args.command == "card":
        return _card(db, args.name, args.json)
    if args.command == "demo":
        return _demo(db, args.time_limit, args.print_state)
    if args.command == "web":
        return _web(db, args)
    if args.command == "serve":
        from castable.solver.serve import serve

        serve(sys.stdin, sys.stdout, db=db, time_limit=args.time_limit)
        return EXIT_OK
    if args.command == "batch":
        return _batch(args)
    state = _read_state(args.state, db)
    if args.command == "apply":
        return _apply(state, args.action)
    player = _player(state, args.player)
    tl = args.time_limit
    if args.command == "moves":
        from castable.solver.autopay import DEFAULT_POLICY
        from castable.solver.moves import legal_moves

        moves = legal_moves(state, player, prefer=DEFAULT_POLICY if args.prefer == "autotap" else None, time_limit=tl)
        if args.json:
            _emit(moves.to_json())
        else:
            for m in moves:
                print(m.action + (f"    [{m.options} option{'s' if m.options != 1 else ''}]" if m.options else ""))
            print(f"{moves.count} action{'s' if moves.count != 1 else ''}")
        return EXIT_OK
    if args.command == "mana":
        return _mana(args, state, player, tl)
    ability = getattr(args, "ability", None)
    api.check_exists(state, args.card, "CARD" if ability is None else "OBJECT")
    if ability is not None:
        if args.command == "can-activate":
            answer = api.can_activate(state, args.card, ability, player, time_limit=tl)
            if args.json:
                _emit(answer.to_json(state, key="activatable"))
                return answer.exit_code
            return _print_cast(answer, state, "activatable")
        if args.count:
            return _print_count(api.count_activation_options(state, args.card, ability, player, time_limit=tl), args.json)
        listing = api.activation_options(state, args.card, ability, player, limit=args.limit, time_limit=tl)
        if args.json:
            _emit(listing.to_json(state))
            return listing.exit_code
        return _print_options(listing, state, args.limit)
    if args.command == "can-cast":
        answer = api.can_cast(state, args.card, player, time_limit=tl)
        if args.prefer == "flexible" and answer.castable:
            from castable.solver.autotap import best_payment

            # among the payments of the witness's choices (targets, modes, X, costs announced)
            best = best_payment(state, args.card, player, time_limit=tl, same_choices_as=answer.plan)
            if best is not None:
                answer = CastAnswer(True, best, [])
        if args.json:
            _emit(answer.to_json(state))
            return answer.exit_code
        return _print_cast(answer, state)
    if args.count:
        return _print_count(api.count_options(state, args.card, player, time_limit=tl), args.json)
    listing = api.options(state, args.card, player, limit=args.limit, time_limit=tl)
    if args.json:
        _emit(listing.to_json(state))
        return listing.exit_code
    return _print_options(listing, state, args.limit)


def _batch(args: argparse.Namespace) -> int:
    from castable.solver import batch

    settings = batch.Settings(batch.absolute_cards(args.cards), args.time_limit)
    try:
        batch.run(args.input, args.output, settings, workers=args.workers, ray=args.ray)
    except batch.RayMissingError as e:
        return _fail(batch.EXIT_NO_RAY, "error", str(e))
    return EXIT_OK


def _apply(state: GameState, text: str) -> int:
    """Print the state after ``text`` (an action string), or why it is illegal (exit 1)."""
    from castable.solver.actions import InvalidActionError, legality_problems, parse_action
    from castable.solver.transitions import apply_action

    try:
        action = parse_action(text)
    except InvalidActionError as e:
        raise InputError("ACTION", str(e)) from None
    problems = legality_problems(state, action)
    if problems:
        for p in problems:
            print(p)
        return EXIT_NO
    after = apply_action(state, action)
    _emit(after.to_json())
    return EXIT_OK


def _card(db: CardDatabase, name: str, as_json: bool) -> int:
    """What the engine understood of card ``name``: exit 0, or 4 naming the unread sentence."""
    from castable.model.coverage import card_lines, describe_card

    card = db.lookup(name, where="NAME")
    code = EXIT_OK if card.unsupported is None else EXIT_UNSUPPORTED
    if as_json:
        _emit({"format": "castable-card/1", **_with_unread(describe_card(card), card)})
    else:
        for line in card_lines(card):
            print(line)
    if code == EXIT_UNSUPPORTED:
        _fail(code, "unsupported", f"{card.name}: unsupported rules text: {card.unsupported}")
    return code


def _with_unread(out: dict[str, Any], card: Any) -> dict[str, Any]:
    """``castable card --json`` of a card not understood: ``unread``, every line the reader
    could not read (``unsupported`` stays the first, a string), and the unread activated
    abilities in their place in ``mana_abilities`` / ``activated_abilities``, marked
    ``"unread": true``, so that the abilities keep cli.md's order K. Understood cards: as is."""
    from castable.model.oracle.reader import read_card_slots

    for face, described in zip(card.faces, out.get("faces", ()), strict=True):
        _with_unread(described, face)
    if card.unsupported is None or card.faces:
        return out
    record = {"name": card.name, "mana_cost": "" if card.mana_cost is None else str(card.mana_cost),
              "type_line": card.type_line, "oracle_text": card.oracle_text}
    _, unread, slots = read_card_slots(record)
    out["unread"] = list(unread) or [card.unsupported]
    intrinsic = len(card.intrinsic_mana_abilities)
    read = {True: iter(out.get("mana_abilities", [])[intrinsic:]), False: iter(out.get("activated_abilities", []))}
    lists: dict[bool, list[Any]] = {True: list(out.get("mana_abilities", [])[:intrinsic]), False: []}
    for slot in slots:
        kept = next(read[slot.mana], None) if slot.read and not card.unsupported_affects_others else None
        # a read ability of a card whose unread text blocks every answer was not kept (nothing half-read)
        lists[slot.mana].append(kept if kept is not None else {"text": slot.text, "unread": not slot.read})
    for mana, key in ((True, "mana_abilities"), (False, "activated_abilities")):
        if lists[mana]:
            out[key] = lists[mana]
    return out


def _coverage(path: str, as_json: bool, top: int) -> int:
    """The coverage report of card file ``path`` (castable-coverage/1)."""
    from castable.model.coverage import TOP, coverage, iter_records, percent

    report = coverage(iter_records(path), top=max(top, TOP))
    if as_json:
        _emit(report)
        return EXIT_OK
    n, m = report["cards"], report["understood"]
    print(f"{path}: {n} faces with Oracle text, {m} understood ({percent(m, n)}), {report['unsupported']} unsupported")
    std = report["standard"]
    print(f"  Standard-legal: {std['cards']} faces, {std['understood']} understood ({percent(std['understood'], std['cards'])})")
    print(f"  not counted: {report['faces_incomplete']} faces_incomplete, {report['no_text']} without text")
    print(f"  malformed (counted as unsupported): {report['errors']}")
    for reason, row in report["error_reasons"].items():
        print(f"    {reason}: {row['count']} (e.g. {row['example']})")
    print("by type:")
    for ty, row in report["by_type"].items():
        print(f"  {ty:<14} {row['understood']:>6} / {row['cards']:<6} {percent(row['understood'], row['cards']):>8}")
    print(f"top unsupported sentences (of {report['unsupported'] - report['errors']}):")
    for row in report["top_unsupported"][:top]:
        print(f"  {row['count']:>6}  {row['template']}    [e.g. {row['example']}]")
    return EXIT_OK


def _demo(db: CardDatabase, time_limit: float, print_state: bool) -> int:
    text = demo_state_text()
    if print_state:
        sys.stdout.write(text)
        return EXIT_OK
    state = GameState.from_text(text, db)
    player = state.priority
    print("castable demo: the example state (print it with `castable demo --state`)")
    for p in state.players:
        bf = ", ".join(o.name + (" (tapped)" if o.tapped else "") + (" (summoning sick)" if o.summoning_sick else "")
                       for o in p.battlefield)
        hand = ", ".join(o.name for o in p.hand) or (f"{p.hidden_hand} unknown cards" if p.hidden_hand else "nothing")
        marks = (" [active]" if p.name == state.active_player else "") + (" [priority]" if p.name == state.priority else "")
        print(f"  {p.name}{marks}: {p.life} life; battlefield: {bf or 'nothing'}; hand: {hand}")
    print(f"  phase: {state.phase}; stack: {'empty' if not state.stack else ', '.join(o.name for o in state.stack)}")
    for card in DEMO_CARDS:
        print()
        print(f"$ castable can-cast demo.json {_quote(card)}")
        _print_cast(api.can_cast(state, card, player, time_limit=time_limit), state)
    print()
    print(f"$ castable options demo.json {_quote(DEMO_CARDS[0])}")
    _print_options(api.options(state, DEMO_CARDS[0], player, time_limit=time_limit), state, None)
    return EXIT_OK


def _web(db: CardDatabase, args: argparse.Namespace) -> int:
    try:
        from castable.solver.web.app import run
    except ModuleNotFoundError as e:
        return _fail(EXIT_MISSING_EXTRA, "error", f"web: castable web needs the web extra ({e.name} is missing): "
                     "pip install 'castable[web]'")
    return run(db, host=args.host, port=args.port, time_limit=args.time_limit)


def _quote(s: str) -> str:
    return f"'{s}'" if " " in s else s


def _fail(code: int, kind: str, message: str) -> int:
    print(f"{PROG}: {kind}: {' '.join(str(message).split())}", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code (docs/cli.md)."""
    try:
        args = build_parser().parse_args(argv)
        return _run(args)
    except UsageError as e:
        return _fail(EXIT_INPUT, "error", str(e))
    except InputError as e:
        return _fail(EXIT_INPUT, "error", f"{e.field}: {e.message}")
    except UnsupportedCardError as e:
        return _fail(EXIT_UNSUPPORTED, "unsupported", f"{e.card}: unsupported rules text: {e.text}")
    except Unsupported as e:
        return _fail(EXIT_UNSUPPORTED, "unsupported", str(e))
    except BrokenPipeError:
        return EXIT_OK
    except json.JSONDecodeError as e:
        return _fail(EXIT_INPUT, "error", f"malformed JSON: {e.msg}")
    except OSError as e:
        return _fail(EXIT_INPUT, "error", f"{getattr(e, 'filename', None) or 'input'}: {e.strerror or e}")
    except KeyboardInterrupt:
        return 130
    except SystemExit as e:  # argparse --help exits 0
        return e.code if isinstance(e.code, int) else (0 if e.code is None else EXIT_INPUT)
    except Exception as e:  # never a traceback
        return _fail(EXIT_INTERNAL, "internal error", f"{type(e).__name__}: {e}")


if __name__ == "__main__":
    sys.exit(main())
