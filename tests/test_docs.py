"""The reference in ``docs/`` agrees with the code.

Conventions of the docs' fenced blocks that this checks (the first word is the language):

- ```` ```json state=NAME ````: a castable-state/1 document; it must parse (``GameState.from_json``).
  Every other ```` ```json ```` block must at least be JSON.
- ```` ```action [state=NAME] [legal|illegal|lenient|invalid] ````: one action string a line.
  Plain lines are canonical (``format_action(parse_action(line)) == line``); ``lenient`` lines
  are ``TEXT => CANONICAL``; ``invalid`` lines must not parse; with ``state=NAME`` each line is
  checked in that state (``legality_problems``), legal unless marked ``illegal``.
- ```` ```console ````: ``$ castable options NAME.json CARD`` followed by a line ``N option(s)``
  is recounted; ``$ castable apply NAME.json ACTION`` must give the state of the next
  ```` ```json state=... ```` block.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from castable.model.plan import Activation, Plan
from castable.model.state import GameState
from castable.solver import api, cli, serve
from castable.solver.actions import _CLAUSES, InvalidActionError, format_action, legality_problems, parse_action
from castable.solver.answer import EXIT_INPUT, EXIT_INTERNAL, EXIT_NO, EXIT_OK, EXIT_UNDECIDED, EXIT_UNSUPPORTED
from castable.solver.transitions import apply, pass_priority, play_land

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = ("README.md", "state-format.md", "actions.md", "answers.md", "cli.md", "web.md")
_FENCE = re.compile(r"^[ \t]*```([^\n`]*)\n(.*?)^[ \t]*```[ \t]*$", re.S | re.M)


@dataclass(frozen=True)
class Block:
    page: str
    lang: str
    attrs: dict[str, str]
    flags: frozenset[str]
    body: str

    def __str__(self) -> str:
        return f"{self.page}: ```{self.lang} {' '.join(f'{k}={v}' for k, v in self.attrs.items())}"


def blocks(page: str) -> list[Block]:
    out = []
    for m in _FENCE.finditer((DOCS / page).read_text(encoding="utf-8")):
        words = m.group(1).split()
        lang = words[0] if words else ""
        attrs = dict(w.split("=", 1) for w in words[1:] if "=" in w)
        flags = frozenset(w for w in words[1:] if "=" not in w)
        out.append(Block(page, lang, attrs, flags, m.group(2)))
    return out


def all_blocks() -> list[Block]:
    return [b for page in PAGES for b in blocks(page)]


def doc_states() -> dict[str, Any]:
    states: dict[str, Any] = {}
    for b in all_blocks():
        if b.lang == "json" and "state" in b.attrs:
            assert b.attrs["state"] not in states, f"two states named {b.attrs['state']!r}"
            states[b.attrs["state"]] = json.loads(b.body)
    return states


def text(page: str) -> str:
    return (DOCS / page).read_text(encoding="utf-8")


# ----- the pages ---------------------------------------------------------------------------------

def test_every_page_exists_and_the_index_links_it() -> None:
    index = text("README.md")
    for page in PAGES[1:]:
        assert (DOCS / page).is_file(), page
        assert f"]({page})" in index, f"docs/README.md does not link {page}"
    assert "docs/" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_relative_links_resolve() -> None:
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text(page)):
            assert (DOCS / target).resolve().exists(), f"{page}: broken link {target}"


# ----- states ------------------------------------------------------------------------------------

def test_json_blocks_are_json_and_states_parse() -> None:
    states = doc_states()
    assert {"smallest", "full", "shock", "board"} <= set(states)
    for b in all_blocks():
        if b.lang == "json":
            json.loads(b.body)  # every JSON block is JSON
    for name, data in states.items():
        state = GameState.from_json(data)
        assert state.to_json() == GameState.from_json(state.to_json()).to_json(), name


def _schema_properties(node: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("properties", "objectFields") and isinstance(value, dict):
                found |= set(value)
            found |= _schema_properties(value)
    elif isinstance(node, list):
        for value in node:
            found |= _schema_properties(value)
    return found


def test_every_state_schema_field_is_documented() -> None:
    schema = json.loads(cli.schema_text("state"))
    fields = _schema_properties(schema)
    assert {"players", "mana_pool", "overrides", "trigger", "ability_of", "keywords"} <= fields
    page = text("state-format.md")
    missing = sorted(f for f in fields if f"`{f}`" not in page)
    assert not missing, f"docs/state-format.md does not mention {missing}"


def test_every_phase_is_documented() -> None:
    from castable.model.state import PHASES

    page = text("state-format.md")
    assert all(f"`{p}`" in page for p in PHASES)


# ----- action strings ----------------------------------------------------------------------------

def action_blocks() -> list[Block]:
    return [b for b in blocks("actions.md") if b.lang == "action"]


def test_action_examples_parse_round_trip_and_are_judged_right() -> None:
    states = {name: GameState.from_json(data) for name, data in doc_states().items()}
    checked = 0
    for b in action_blocks():
        state = states[b.attrs["state"]] if "state" in b.attrs else None
        for line in filter(None, (ln for ln in b.body.split("\n") if ln.strip())):
            where = f"{b}: {line}"
            if "invalid" in b.flags:
                with pytest.raises(InvalidActionError):
                    parse_action(line)
                continue
            if "lenient" in b.flags:
                lenient, canonical = line.split(" => ")
                assert parse_action(lenient) == parse_action(canonical), where
                line = canonical
            action = parse_action(line)
            assert format_action(action) == line, where
            if state is not None:
                problems = legality_problems(state, action)
                assert bool(problems) == ("illegal" in b.flags), f"{where}: {problems}"
            checked += 1
    assert checked >= 20


def test_every_clause_and_verb_is_documented() -> None:
    page = text("actions.md")
    for word in (*_CLAUSES, "cast", "activate", "play", "pass", "paying", "tapping", "unset"):
        assert f"`{word}" in page or f'"{word}"' in page, word


# ----- console transcripts -----------------------------------------------------------------------

def _commands(page: str) -> list[tuple[list[str], list[str], Block | None]]:
    """(argv after ``castable``, output lines, the block that follows) of each console command."""
    bs = blocks(page)
    out = []
    for i, b in enumerate(bs):
        if b.lang != "console":
            continue
        lines = b.body.rstrip("\n").split("\n")
        for j, line in enumerate(lines):
            if line.startswith("$ castable "):
                rest = []
                for later in lines[j + 1:]:
                    if later.startswith("$ "):
                        break
                    rest.append(later)
                out.append((shlex.split(line[len("$ castable "):]), rest, bs[i + 1] if i + 1 < len(bs) else None))
    return out


def _state_of(argv_file: str) -> GameState:
    return GameState.from_json(doc_states()[argv_file.removesuffix(".json")])


def test_console_options_transcripts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each documented ``castable options`` run prints exactly the documented lines."""
    states = doc_states()
    ran = 0
    for page in PAGES:
        for argv, output, _ in _commands(page):
            if argv[0] != "options" or not output or not re.fullmatch(r"\d+ options?", output[-1]):
                continue
            path = tmp_path / argv[1]
            path.write_text(json.dumps(states[argv[1].removesuffix(".json")]), encoding="utf-8")
            code = cli.main([argv[0], str(path), *argv[2:]])
            assert capsys.readouterr().out.rstrip("\n").split("\n") == output, argv
            assert code == (EXIT_OK if not output[-1].startswith("0 ") else EXIT_NO)
            ran += 1
    assert ran >= 6


def test_console_apply_results() -> None:
    applied = 0
    for page in PAGES:
        for argv, _, following in _commands(page):
            if argv[0] == "can-cast" and following is not None and "plan" in following.flags:
                answer = api.can_cast(_state_of(argv[1]), argv[2])
                assert answer.plan is not None and answer.plan.to_json(_state_of(argv[1])) == json.loads(following.body)
                continue
            if argv[0] != "apply":
                continue
            state = _state_of(argv[1])
            action = parse_action(argv[2])
            assert not legality_problems(state, action)
            if isinstance(action, Plan):
                after = apply(state, action)
            elif hasattr(action, "land"):
                after = play_land(state, action.player or state.priority or "", action.land)
            else:
                after = pass_priority(state)
            assert following is not None and "state" in following.attrs, argv
            assert after.to_json() == json.loads(following.body), argv
            applied += 1
    assert applied >= 2


# ----- answers, commands, formats ----------------------------------------------------------------

def test_every_format_tag_is_documented() -> None:
    tags: set[str] = set()
    for folder in ("model", "solver"):
        for path in (ROOT / folder).rglob("*.py"):
            tags |= set(re.findall(r"castable-[a-z]+/\d+", path.read_text(encoding="utf-8")))
    assert {"castable-state/1", "castable-answer/1", "castable-check/1"} <= tags
    pages = text("answers.md") + text("state-format.md")
    missing = sorted(t for t in tags if f"`{t}`" not in pages)
    assert not missing, f"docs do not describe {missing}"


def test_exit_codes_and_serve_commands_are_documented() -> None:
    page = text("answers.md")
    for code in (EXIT_OK, EXIT_NO, EXIT_INPUT, EXIT_UNDECIDED, EXIT_UNSUPPORTED, EXIT_INTERNAL):
        assert re.search(rf"^\| {code} \|", page, re.M), code
    for command in serve.COMMANDS:
        assert f"`{command}`" in page, command


def test_every_plan_field_is_documented() -> None:
    plan = Plan(card="c", player="me", convoked=("a",), untapped=("b",), notes=("n",), loyalty_change=1,
                activations=(Activation("m", 0, ("G",), (("R", "s"),), ("t",)),))
    data = plan.to_json()
    keys = set(data) | set(data["choices"]) | set(data["choices"]["choosers"]) | set(data["outcome"]) \
        | set(data["steps"]) | set(data["steps"]["activations"][0])
    page = text("answers.md")
    missing = sorted(k for k in keys if f"`{k}`" not in page)
    assert not missing, f"docs/answers.md does not describe {missing}"


def _subcommands() -> dict[str, Any]:
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return dict(sub.choices)  # type: ignore[attr-defined]


def test_every_command_and_option_is_documented() -> None:
    page = text("cli.md")
    for name, sub in _subcommands().items():
        assert f"castable {name}" in page, name
        for action in sub._actions:
            for opt in action.option_strings:
                if opt.startswith("--"):
                    assert f"`{opt}" in page, f"{name} {opt}"
    for name in cli.SCHEMAS:
        assert f"`{name}`" in page, name
