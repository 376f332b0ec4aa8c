"""``castable batch IN.jsonl OUT.jsonl``: ``castable serve``'s requests from a file, answered
in input order, in this process, in local worker processes (``--workers N``) or as Ray tasks
(``--ray ADDRESS`` / ``--ray local``).

Each request line is answered by :meth:`castable.solver.serve.Server.handle_line`, the very
handler ``serve`` uses, and written as ``serve`` writes it, so line *i* of the output answers
line *i* of the input (blank lines skipped, as ``serve`` skips them) whichever way it ran. A bad
request is an ``ok: false`` line (docs/cli.md ``castable serve``), never the end of the batch.

Workers are started with the ``spawn`` method (a fresh interpreter each: no fork of a process
that may hold OR-Tools threads) and each loads the card database once. Ray is optional
(``pip install 'castable[ray]'``); each Ray worker is an actor holding one server, and
requests go to the actors in chunks, round robin, with a bounded number in flight.
"""

from __future__ import annotations

import importlib
import io
import json
import logging
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from castable.model.database import CardDatabase
from castable.solver import serve
from castable.solver.answer import EXIT_INTERNAL, EXIT_MISSING_EXTRA

#: the exit code of ``--ray`` when Ray is not installed (distinct from every answer's code)
EXIT_NO_RAY = EXIT_MISSING_EXTRA
#: a batch of at least this many requests shows a progress bar (when standard error is a terminal)
PROGRESS_MIN = 100
#: requests sent to a worker at once
CHUNK = 8


class RayMissingError(RuntimeError):
    """``--ray`` was asked for and Ray is not installed."""

    def __init__(self) -> None:
        super().__init__("--ray: Ray is not installed; install it with: pip install 'castable[ray]'")


@dataclass(frozen=True)
class Settings:
    """What every worker needs to build the same server as ``castable serve --cards ...``."""

    cards: tuple[str, ...] = ()
    time_limit: float = 10.0

    def server(self) -> serve.Server:
        db = CardDatabase.builtin()
        for path in reversed(self.cards):  # the first --cards file takes precedence
            db = db.with_file(path)
        return serve.Server(db, self.time_limit)


def answer_line(server: serve.Server, line: str) -> str:
    """One request line's answer line (with its newline), exactly as ``serve`` writes it."""
    out = io.StringIO()
    serve._write(out, server.handle_line(line))
    return out.getvalue()


def _answer_lines(server: serve.Server, lines: Sequence[str]) -> list[str]:
    return [answer_line(server, line) for line in lines]


# ----- local processes (spawn) ------------------------------------------------------------------
_WORKER: serve.Server | None = None
_INIT_ERROR = "worker not initialized"


def _init_worker(settings: Settings) -> None:
    # an initializer that raises makes the pool start a new worker, forever: keep the error
    # and answer each request with it instead
    global _WORKER, _INIT_ERROR
    try:
        _WORKER = settings.server()
    except Exception as e:
        _INIT_ERROR = f"worker start-up: {type(e).__name__}: {e}"


def _worker_answer(lines: list[str]) -> list[str]:
    if _WORKER is None:
        error = serve.Server._error(None, EXIT_INTERNAL, _INIT_ERROR)
        return [json.dumps(error) + "\n" for _ in lines]
    return _answer_lines(_WORKER, lines)


def _chunks(lines: Iterable[str], size: int) -> Iterator[list[str]]:
    chunk: list[str] = []
    for line in lines:
        chunk.append(line)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def answer_local(lines: Iterable[str], settings: Settings, workers: int = 1) -> Iterator[str]:
    """The answer lines of ``lines``, in order: in this process for one worker, else in
    ``workers`` spawned processes."""
    if workers <= 1:
        server = settings.server()
        for line in lines:
            yield answer_line(server, line)
        return
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(workers, initializer=_init_worker, initargs=(settings,)) as pool:
        for answers in pool.imap(_worker_answer, _chunks(lines, CHUNK)):  # imap keeps the input order
            yield from answers


# ----- Ray ----------------------------------------------------------------------------------------
def _ray() -> Any:
    try:
        return importlib.import_module("ray")  # optional: castable[ray]
    except ImportError:
        raise RayMissingError() from None


class _RayServer:
    """The body of a Ray actor: one server, built once."""

    def __init__(self, settings: Settings) -> None:
        self.server = settings.server()

    def answer(self, lines: list[str]) -> list[str]:
        return _answer_lines(self.server, lines)


def answer_ray(lines: Iterable[str], settings: Settings, address: str, workers: int | None = None) -> Iterator[str]:
    """The answer lines of ``lines``, in order, from Ray actors: ``address`` ``"local"`` starts a
    local Ray (``workers`` CPUs, default all), anything else joins that cluster (``"auto"``,
    ``"ray://host:10001"``). Card files must be readable at the same paths on the workers."""
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        quiet = {"log_to_driver": False, "logging_level": logging.ERROR}
        if address == "local":
            ray.init(num_cpus=workers, include_dashboard=False, **quiet)
        else:
            ray.init(address=address, **quiet)
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        n = min(workers, cpus) if workers else cpus  # an actor holds one CPU: no more actors than CPUs
        actor = ray.remote(num_cpus=1)(_RayServer)
        actors = [actor.remote(settings) for _ in range(n)]
        pending: deque[Any] = deque()
        for i, chunk in enumerate(_chunks(lines, CHUNK)):
            pending.append(actors[i % n].answer.remote(chunk))
            if len(pending) >= 2 * n:  # bounded in flight; the oldest is written first (input order)
                yield from ray.get(pending.popleft())
        while pending:
            yield from ray.get(pending.popleft())
    finally:
        if started:
            ray.shutdown()


# ----- the command --------------------------------------------------------------------------------
class Progress:
    """A one-line progress bar on a terminal: ``[#####.....] 120/1000 34.5 req/s``."""

    WIDTH = 30

    def __init__(self, total: int, stream: IO[str]) -> None:
        self.total, self.stream = total, stream
        self.start = self.last = time.monotonic()
        self.done = 0

    def step(self) -> None:
        self.done += 1
        now = time.monotonic()
        if now - self.last >= 0.1 or self.done == self.total:
            self.last = now
            self.stream.write("\r" + self.line(now))
            self.stream.flush()

    def line(self, now: float) -> str:
        filled = self.WIDTH * self.done // max(1, self.total)
        rate = self.done / max(1e-9, now - self.start)
        return f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self.done}/{self.total} {rate:.1f} req/s"

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def _read_lines(path: str) -> list[str]:
    """The non-blank request lines of ``path`` (``-``: standard input); undecodable bytes become
    U+FFFD, as in ``serve`` (the request is then malformed JSON or a bad field)."""
    if path == "-":
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8")
    else:
        data = Path(path).read_bytes()
    return [line for line in data.decode("utf-8", errors="replace").splitlines(keepends=True) if line.strip()]


def run(in_path: str, out_path: str, settings: Settings, *, workers: int = 1, ray: str | None = None,
        progress: bool | None = None) -> int:
    """Answer every request of ``in_path`` into ``out_path`` (``-``: standard input / output),
    in input order; returns the number of requests answered. ``progress`` None: a bar on
    standard error when it is a terminal and the batch has at least ``PROGRESS_MIN`` requests."""
    if ray is not None:
        _ray()  # fail before reading or writing anything
    lines = _read_lines(in_path)
    if progress is None:
        progress = len(lines) >= PROGRESS_MIN and sys.stderr.isatty()
    bar = Progress(len(lines), sys.stderr) if progress else None
    answers = answer_local(lines, settings, workers) if ray is None else \
        answer_ray(lines, settings, ray, workers if workers > 1 else None)
    out = sys.stdout if out_path == "-" else open(out_path, "w", encoding="utf-8")
    n = 0
    try:
        for text in answers:
            out.write(text)
            n += 1
            if bar is not None:
                bar.step()
        out.flush()
    finally:
        if out is not sys.stdout:
            out.close()
        if bar is not None:
            bar.close()
    return n


def absolute_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Card file paths made absolute, so that workers started elsewhere find them."""
    return tuple(os.path.abspath(c) for c in cards)


__all__ = ["EXIT_NO_RAY", "RayMissingError", "Settings", "answer_line", "answer_local", "answer_ray", "run"]
