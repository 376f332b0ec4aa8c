"""The persistent interface (``castable.solver.serve``): one JSON answer line per request line,
errors as answers, never a crash, until EOF. No timing is measured."""

from __future__ import annotations

import io
import json
import queue
import subprocess
import sys
import threading
from typing import Any

from castable.model import GameState
from castable.solver.actions import format_action, parse_action
from castable.solver.api import options
from castable.solver.serve import Server, serve

STATE: dict[str, Any] = {"players": [
    {"name": "me", "hand": ["Lightning Bolt", "Forest", "Fire // Ice"],
     "battlefield": ["Mountain", "Island", {"card": "Mogg Fanatic", "id": "mf"}]},
    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}]}


def _bolt_action() -> str:
    state = GameState.from_json(STATE)
    return format_action(options(state, "me.hand.0", "me").options[0])


class Client:
    """A subprocess running ``main()``; ``ask`` writes one line and reads one answer line."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", "from castable.solver.serve import main; main()"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, encoding="utf-8")
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")  # EOF

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def answer(self) -> dict[str, Any]:
        line = self.lines.get(timeout=300)  # a hang guard, not a timing assertion
        assert line.endswith("\n"), line
        return json.loads(line)

    def ask(self, request: Any) -> dict[str, Any]:
        self.send(request if isinstance(request, str) else json.dumps(request))
        return self.answer()

    def close(self) -> tuple[int, str]:
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        code = self.proc.wait(timeout=300)
        assert self.lines.get(timeout=300) == ""  # nothing more was written
        return code, self.proc.stderr.read()


def test_subprocess_session() -> None:
    c = Client()
    try:
        a = c.ask({"id": 1, "command": "can-cast", "state": STATE, "card": "Lightning Bolt"})
        assert a["id"] == 1 and a["ok"] is True and a["exit"] == 0
        assert a["result"]["format"] == "castable-answer/1" and a["result"]["castable"] is True

        a = c.ask("this is not JSON")
        assert a == {"id": None, "ok": False, "error": {"code": 2, "message": a["error"]["message"]}}
        assert "malformed JSON" in a["error"]["message"]

        a = c.ask({"id": "x", "command": "options", "state": STATE, "card": "Fire // Ice", "limit": 3})
        assert a["ok"] and a["result"]["format"] == "castable-options/1"
        assert a["result"]["count"] == 3 and a["result"]["complete"] is False

        a = c.ask({"id": [2], "command": "frobnicate", "state": STATE})
        assert a["id"] == [2] and not a["ok"] and a["error"]["code"] == 2 and "frobnicate" in a["error"]["message"]

        a = c.ask({"id": 3, "command": "mana", "state": {"players": "nobody"}})
        assert not a["ok"] and a["error"]["code"] == 2 and "players" in a["error"]["message"]

        a = c.ask({"id": 4, "command": "can-activate", "state": STATE, "object": "mf", "ability": 0})
        assert a["ok"] and a["result"]["activatable"] is True and a["result"]["plan"]["card"] == "mf"

        a = c.ask({"id": 5, "command": "options", "state": STATE, "object": "mf", "ability": 0})
        assert a["ok"] and a["result"]["count"] >= 3  # opp, me, the bears ... (and itself)

        a = c.ask({"id": 6, "command": "mana", "state": STATE})
        assert a["ok"] and a["result"]["format"] == "castable-mana/1" and a["result"]["pools"]

        text = _bolt_action()
        a = c.ask({"id": 7, "command": "check", "state": STATE, "action": text})
        assert a["ok"] and a["result"] == {"format": "castable-check/1", "action": text, "legal": True, "problems": []}

        a = c.ask({"id": 8, "command": "check", "state": STATE, "action": "cast me.hand.0 by me targets (opp) cost {R}"})
        assert a["ok"] and a["exit"] == 1 and a["result"]["legal"] is False and a["result"]["problems"]

        a = c.ask({"id": 9, "command": "check", "state": STATE, "action": "cast me.hand.0 targets (("})
        assert not a["ok"] and a["error"]["code"] == 2 and "position" in a["error"]["message"]

        a = c.ask({"id": 10, "command": "can-cast", "state": STATE, "card": "Black Lotus"})
        assert not a["ok"] and a["error"]["code"] == 2

        c.send("")       # blank lines are skipped
        c.send("   ")
        a = c.ask("[1, 2, 3]")
        assert not a["ok"] and a["id"] is None and a["error"]["code"] == 2

        a = c.ask({"id": 11, "command": "moves", "state": STATE})
        assert a["ok"], a
        assert a["result"]["count"] == len(a["result"]["actions"]) >= 2  # at least a land and pass

        a = c.ask({"id": 12, "command": "apply", "state": STATE, "action": "play me.hand.1"})
        assert a["ok"], a
        after = GameState.from_json(a["result"])
        assert after.object("me.hand.1").zone == "battlefield"

        a = c.ask({"id": 13, "command": "can-cast", "state": STATE, "card": "Lightning Bolt"})
        assert a["ok"] and a["id"] == 13  # still serving after all that
    finally:
        code, err = c.close()
    assert code == 0
    assert "Traceback" not in err


# ----- in process: the request checks -----------------------------------------------------------

def run(*requests: Any) -> list[dict[str, Any]]:
    stdin = io.StringIO("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests))
    stdout = io.StringIO()
    n = serve(stdin, stdout)
    lines = stdout.getvalue().splitlines()
    assert len(lines) == n
    return [json.loads(line) for line in lines]


def test_bad_fields_are_errors() -> None:
    answers = run(
        {"id": 1, "command": "can-cast", "card": "Lightning Bolt"},                         # no state
        {"id": 2, "command": "can-cast", "state": STATE},                                     # no card
        {"id": 3, "command": "can-cast", "state": STATE, "card": 7},                          # card not text
        {"id": 4, "command": "options", "state": STATE, "card": "Lightning Bolt", "limit": 0},
        {"id": 5, "command": "options", "state": STATE, "card": "Lightning Bolt", "limit": True},
        {"id": 6, "command": "can-cast", "state": STATE, "card": "Lightning Bolt", "time_limit": -1},
        {"id": 7, "command": "can-activate", "state": STATE, "object": "mf"},                 # no ability
        {"id": 8, "command": "can-activate", "state": STATE, "object": "mf", "ability": 5},
        {"id": 9, "command": "can-cast", "state": STATE, "card": "Lightning Bolt", "player": "ghost"},
        {"id": 10, "command": "check", "state": STATE},                                       # no action
        {"id": 11, "command": "check", "state": STATE, "action": 5},
        {"id": 12, "command": "can-cast", "state": STATE, "card": "Lightning Bolt", "time_limit": "NaN"},
        '{"id": 13, "command": "can-cast", "state": {}, "card": "x", "time_limit": NaN}',
        {"id": 14, "command": "can-activate", "state": STATE, "object": "mf", "ability": -1},
        "",
        "{",
        '"just a string"',
        "[" * 100000,
    )
    assert [a["id"] for a in answers] == [*range(1, 13), None, 14, None, None, None]  # NaN is not JSON
    assert all(a["ok"] is False and a["error"]["code"] == 2 for a in answers), answers
    assert "state" in answers[0]["error"]["message"]
    assert "card" in answers[1]["error"]["message"]
    assert "ability" in answers[6]["error"]["message"]


def test_answers_match_the_cli_json() -> None:
    from castable.solver import api

    state = GameState.from_json(STATE)
    (a, b, c) = run({"id": 1, "command": "can-cast", "state": STATE, "card": "Fire"},
                    {"id": 2, "command": "options", "state": STATE, "card": "Fire // Ice"},
                    {"id": 3, "command": "mana", "state": STATE, "player": "me"})
    assert a["result"] == json.loads(json.dumps(api.can_cast(state, "Fire").to_json(state)))
    assert b["result"] == json.loads(json.dumps(api.options(state, "Fire // Ice").to_json(state)))
    assert c["result"] == json.loads(json.dumps(api.mana_pools(state, "me").to_json()))


def test_apply_refuses_an_illegal_action() -> None:
    server = Server()
    text = _bolt_action()
    bad = format_action(parse_action(text.replace("tapped me.battlefield.0", "")))
    a = server.handle({"id": 1, "command": "apply", "state": STATE, "action": bad})
    assert a["ok"] is False
    assert a["error"]["code"] == 1 and a["error"]["problems"]
    a = server.handle({"id": 2, "command": "apply", "state": STATE, "action": text})
    assert a["ok"], a
    assert GameState.from_json(a["result"]).stack[0].id == "me.hand.0"
