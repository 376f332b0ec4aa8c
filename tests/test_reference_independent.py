"""The reference enumerator (solver/reference/) is independent of what it checks: it imports
no CP-SAT, fast-path, bound or referee code (only ``castable.model``); every plan it lists
passes the referee; its maximal mana pools equal the solver's."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.solver import referee
from castable.solver.api import activation_options, mana_pools, options
from castable.solver.reference import enumerate_plans, reference_mana_pools
from conftest import agreed_options, board
from hypothesis import HealthCheck, given, settings
from test_differential import boards

PACKAGE = Path(__file__).resolve().parent.parent / "solver" / "reference"


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # a relative import stays inside the package
                base = "castable.solver.reference" + ("." + base if base else "")
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names if base == "castable.solver"}
    return out


def test_the_package_imports_only_the_model_and_itself() -> None:
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 7
    for f in files:
        for name in _imports(f):
            if name.startswith("castable."):
                assert name.startswith(("castable.model", "castable.solver.reference")), (f.name, name)
            assert not name.startswith("ortools"), (f.name, name)


def test_importing_it_loads_no_other_solver_module() -> None:
    code = ("import sys, castable.solver.reference as r; "
            "print(sorted(m for m in sys.modules if m.startswith(('castable.solver', 'ortools'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = ast.literal_eval(out.strip())
    assert "castable.solver.reference" in loaded
    assert [m for m in loaded if m != "castable.solver" and not m.startswith("castable.solver.reference")] == []


# ----- every reference plan passes the referee ---------------------------------------------------
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_every_reference_plan_passes_the_referee(case: tuple[dict[str, Any], str]) -> None:
    data, card = case
    state = GameState.from_json(data)
    plans = enumerate_plans(state, card, "me", max_x=3)
    for plan in plans:
        assert referee.check(state, plan) == [], plan.describe(state)
    assert len({p.option_key(state) for p in plans}) == len(plans)


def test_split_card_halves_are_options() -> None:
    # Fire // Ice with a Mountain and an Island: Fire ({1}{R}, 2 damage divided among one or
    # two targets: me, opp, the Bears; one target gets 2 (3) or two get 1 each (3)) = 6; Ice
    # ({1}{U}: tap target permanent: the two lands, the Bears = 3) = 9 in all, each with its face.
    s = board({"hand": ["Fire // Ice"], "battlefield": ["Mountain", "Island"]}, {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "me.hand.0")
    assert Counter(p.face for p in plans) == {"Fire": 6, "Ice": 3}


def test_cavern_mana_pays_only_creatures_of_its_type() -> None:
    # Cavern of Souls (Bear) + Forest: Grizzly Bears {1}{G} with both (1); Opt ({U}): no
    s = board({"hand": ["Grizzly Bears", "Opt"], "battlefield": [
        {"card": "Cavern of Souls", "chosen": {"creature_type": "Bear"}}, "Forest"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert agreed_options(s, "me.hand.1") == []


def test_crew_taps_any_set_with_enough_power() -> None:
    # crew 1 of Smuggler's Copter (702.122a: any number of other untapped creatures with total
    # power 1 or more): one of two identical Bears, or both = 2
    s = board({"battlefield": [{"card": "Smuggler's Copter", "id": "cop"}, "Grizzly Bears", "Grizzly Bears"]})
    ref = enumerate_plans(s, "cop", ability=0)
    assert sorted(len(p.tapped) for p in ref) == [1, 2]
    assert all(referee.check(s, p) == [] for p in ref)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in activation_options(s, "cop", 0).options}


# ----- maximal mana pools -------------------------------------------------------------------------
def _normal(state: GameState, pools: list[Any]) -> set[frozenset[tuple[tuple[str, Any], int]]]:
    """Each pool as a multiset of (type, what its source tells: snow, restriction, choice)."""
    out = set()
    for p in pools:
        entries = [{"mana": p}] if isinstance(p, str) else p
        units: Counter[tuple[str, Any]] = Counter()
        for e in entries:
            src = e.get("source")
            o = state.object(src) if src is not None else None
            tag = None if src is None else (o.is_snow, tuple(sorted(a.restriction or "" for a in o.card.mana_abilities)),
                                            tuple(sorted(o.chosen.items()))) if o is not None else src
            for t in e["mana"].strip("{}").split("}{") if e["mana"] else []:
                units[(t, tag)] += 1
        out.add(frozenset(units.items()))
    return out


def _agree(state: GameState) -> list[Any]:
    mine = reference_mana_pools(state, "me")
    theirs = mana_pools(state, "me", time_limit=30)
    assert theirs.complete
    assert _normal(state, mine) == _normal(state, theirs.pools)
    assert len(mine) == len(theirs.pools)
    return mine


def test_pools_by_hand() -> None:
    assert reference_mana_pools(board({"battlefield": []})) == [""]
    assert reference_mana_pools(board({"battlefield": ["Forest"], "mana_pool": "{R}"})) == ["{R}{G}"]
    # Forest alone, or into the Signet: {G} or {W}{U}
    assert sorted(reference_mana_pools(board({"battlefield": ["Forest", "Azorius Signet"]}))) == ["{G}", "{W}{U}"]
    # Birds + Fetid Heath: eight maximal pools (tests/test_mana_pools.py counts them)
    assert len(_agree(board({"battlefield": ["Birds of Paradise", "Fetid Heath"]}))) == 8
    (pool,) = _agree(board({"battlefield": ["Mishra's Workshop", "Island"]}))
    assert {"mana": "{C}{C}{C}", "source": "me.battlefield.0"} in pool


def test_pools_with_drum_cradle_and_sacrifices() -> None:
    _agree(board({"battlefield": ["Springleaf Drum", "Llanowar Elves", "Grizzly Bears", "Forest"]}))
    _agree(board({"battlefield": ["Gaea's Cradle", "Llanowar Elves", {"card": "Grizzly Bears", "summoning_sick": True},
                                  "Lotus Petal"]}))
    _agree(board({"battlefield": ["Snow-Covered Forest", "Sol Ring", "Dimir Signet", "Everflowing Chalice"]}))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_pools_agree_with_the_solver(case: tuple[dict[str, Any], str]) -> None:
    data, _ = case
    _agree(GameState.from_json(data))


def test_options_listing_matches_on_a_drum_board() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": ["Springleaf Drum", "Llanowar Elves", "Forest"]})
    assert {p.option_key(s) for p in enumerate_plans(s, "me.hand.0")} == \
        {p.option_key(s) for p in options(s, "me.hand.0").options}
