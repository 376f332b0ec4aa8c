"""``castable web``: a local page to build a board and ask it questions (docs/web.md).

One implementation: ``POST /api/serve`` takes exactly one ``castable serve`` request and
answers exactly its answer, computed by :meth:`castable.solver.serve.Server.handle_line` (the
same parsing, checks, API calls and time limits) in a worker thread, so the event loop stays
free while CP-SAT works. A client that stops waiting (the page's "Cancel") leaves that solve
to end at its time limit; at most ``WORKERS`` solves run at once.

The other routes only serve what the page needs around it: the page and its assets (package
data, no CDN), card names for autocompletion, what the reader understood of a card, and the
Comprehensive Rules excerpts that reasons cite.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import anyio
from castable.model.coverage import card_lines, describe_card
from castable.model.database import CardDatabase
from castable.model.errors import InputError
from castable.solver import api
from castable.solver.answer import EXIT_INPUT, EXIT_OK, EXIT_UNSUPPORTED
from castable.solver.serve import Server
from castable.solver.web.rules import rules
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

#: Solves running at once (the machine's cores are CP-SAT's; more would only queue).
WORKERS = 2
#: The most names one autocompletion answer lists.
NAMES_LIMIT = 20


def _names(db: CardDatabase) -> list[str]:
    """Every card name the database knows (the built-in library and every ``--cards`` file)."""
    seen: set[str] = set()
    for layer in db.layers:
        seen.update(layer)
    return sorted(seen, key=lambda n: (n.casefold(), n))


def matching_names(names: list[str], query: str, limit: int = NAMES_LIMIT) -> list[str]:
    """Names containing ``query`` (case-insensitive), those starting with it first."""
    q = query.casefold().strip()
    if not q:
        return []
    starts = [n for n in names if n.casefold().startswith(q)]
    if len(starts) >= limit:
        return starts[:limit]
    inside = [n for n in names if q in n.casefold() and not n.casefold().startswith(q)]
    return (starts + inside)[:limit]


def card_answer(db: CardDatabase, req: Any) -> dict[str, Any]:
    """What the reader understood of ``req["name"]`` (``castable card --json``'s
    castable-card/1, plus ``lines``, its text form, and ``abilities``, the texts of its
    abilities in the order of cli.md's K), looked up in the request's ``cards`` (a state's own
    card definitions) first; in serve's answer envelope."""
    from castable.solver.cli import _with_unread  # the CLI's own unread-line listing

    try:
        if not isinstance(req, dict) or not isinstance(req.get("name"), str):
            raise InputError("name", "required (a card name)")
        cards = req.get("cards", [])
        if not isinstance(cards, list):
            raise InputError("cards", "must be a list of card definitions")
        card = (db.with_state_cards(cards) if cards else db).lookup(req["name"], where="name")
    except InputError as e:
        return Server._error(None, EXIT_INPUT, f"{e.field}: {e.message}")
    out = {"format": "castable-card/1", **_with_unread(describe_card(card), card),
           "lines": card_lines(card), "abilities": [getattr(a, "text", "") for a in card.activated_abilities]}
    return {"id": None, "ok": True, "exit": EXIT_OK if card.unsupported is None else EXIT_UNSUPPORTED, "result": out}


async def _json_body(request: Request) -> Any:
    try:
        return await request.json()
    except ValueError:
        return None


def create_app(db: CardDatabase | None = None, time_limit: float = api.DEFAULT_TIME_LIMIT) -> Starlette:
    """The web application over card database ``db`` (default: the built-in library);
    ``time_limit`` is every request's default, as ``castable serve --time-limit``."""
    server = Server(db, time_limit)
    names = _names(server.db)
    limiter = anyio.CapacityLimiter(WORKERS)
    static = resources.files("castable.solver.web").joinpath("static")

    async def index(request: Request) -> Response:
        return HTMLResponse(static.joinpath("index.html").read_text(encoding="utf-8"))

    async def serve_request(request: Request) -> Response:
        raw = await request.body()
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            return JSONResponse(Server._error(None, EXIT_INPUT, f"input is not UTF-8 text: {e.reason}"))
        answer = await anyio.to_thread.run_sync(server.handle_line, line, limiter=limiter)
        return JSONResponse(answer)

    async def complete(request: Request) -> Response:
        return JSONResponse({"names": matching_names(names, request.query_params.get("q", ""))})

    async def card(request: Request) -> Response:
        req = await _json_body(request)
        return JSONResponse(await anyio.to_thread.run_sync(card_answer, server.db, req, limiter=limiter))

    async def rule_texts(request: Request) -> Response:
        return JSONResponse({"format": "castable-rules/1", "rules": rules()})

    return Starlette(routes=[
        Route("/", index),
        Route("/api/serve", serve_request, methods=["POST"]),
        Route("/api/names", complete),
        Route("/api/card", card, methods=["POST"]),
        Route("/api/rules", rule_texts),
        Mount("/static", StaticFiles(packages=[("castable.solver.web", "static")]), name="static"),
    ])


def run(db: CardDatabase, *, host: str = "127.0.0.1", port: int = 8000, time_limit: float = api.DEFAULT_TIME_LIMIT) -> int:
    """Serve the page until interrupted (``castable web``)."""
    import uvicorn

    print(f"castable web: http://{host}:{port}/ (Ctrl-C stops)", flush=True)
    uvicorn.run(create_app(db, time_limit), host=host, port=port, log_level="warning")
    return EXIT_OK
