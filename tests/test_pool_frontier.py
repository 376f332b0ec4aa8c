"""Issue 11: the exact pool enumerator (solver/cpsat/pool_frontier.py) against the brute-force
reference and against the CP-SAT listing, on hand-worked and random boards; counting and the
summary."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.solver import api, serve
from castable.solver.cpsat import pools as cpsat_pools
from castable.solver.cpsat.pool_frontier import frontier
from castable.solver.cpsat.pools import max_producible
from castable.solver.reference.pools import reference_mana_pools
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards

from benchmarks.generator import DEFAULT_CARDS, CardPool, generate

RECORDS = {
    "Sungrass Prairie": {"name": "Sungrass Prairie", "mana_cost": "", "type_line": "Land",
                         "oracle_text": "{1}, {T}: Add {G}{W}."},
    "Tundra": {"name": "Tundra", "mana_cost": "", "type_line": "Land — Plains Island", "oracle_text": ""},
    "Tropical Island": {"name": "Tropical Island", "mana_cost": "", "type_line": "Land — Forest Island",
                        "oracle_text": ""},
    "Orochi Leafcaller": {"name": "Orochi Leafcaller", "mana_cost": "{G}", "type_line": "Creature — Snake Shaman",
                          "oracle_text": "{G}: Add one mana of any color.", "power": "1", "toughness": "1"},
}


def _state(battlefield: list[Any], cards: list[str] = (), **me: Any) -> GameState:  # type: ignore[assignment]
    return board({"battlefield": battlefield, **me}, cards=[RECORDS[c] for c in cards])


def _cpsat_listing(state: GameState) -> tuple[list[Any], bool]:
    """The CP-SAT listing, with the enumerator switched off, and whether it finished."""
    it = cpsat_pools.iter_pools(state, "me", time_limit=60, enumerator=False)
    out = list(it)
    return out, it.complete


def _cpsat_only(state: GameState) -> list[Any]:
    """The CP-SAT listing, finished."""
    out, complete = _cpsat_listing(state)
    assert complete
    return out


def _norm(p: Any) -> Any:
    if isinstance(p, str):
        return ("s", p)
    return ("l", tuple(sorted((e["mana"], e.get("source") or "") for e in p)))


def _same(a: list[Any], b: list[Any]) -> bool:
    return Counter(map(_norm, a)) == Counter(map(_norm, b))


def _agrees_with_cpsat(mine: list[Any], state: GameState) -> bool:
    """The enumerator's pools against the CP-SAT listing. A listing cut by its time limit (a
    loaded machine) is checked in the direction it proves: every pool it found is one of ours."""
    pools, complete = _cpsat_listing(state)
    found, ours = Counter(map(_norm, pools)), Counter(map(_norm, mine))
    return found == ours if complete else not found - ours


def sungrass() -> GameState:
    return _state(["Sungrass Prairie"] * 5 + ["Tundra"] * 9 + ["Tropical Island"] * 3,
                  ["Sungrass Prairie", "Tundra", "Tropical Island"])


def test_sungrass_board_has_88_maximal_pools() -> None:
    """XMage's count, worked out. The 12 duals make a {W}/{U} (Tundra) or {G}/{U} (Tropical
    Island) each; each Sungrass Prairie takes one mana ({1}) and gives {G}{W}, a net +1 (605.3a:
    paid from mana already made). With all five Prairies, 17 mana: before their {1}s are paid
    the pool is a+5 {W}, c+5 {G} and 12-a-c {U} (a Tundras on {W}, 0 <= a <= 9; c Tropical
    Islands on {G}, 0 <= c <= 3), and five units are then gone, with two limits: the first
    Prairie is paid by a dual (so at most 11 {U} remain), and the last Prairie's {G}{W} pays for
    nothing after it (so at least one {W} and one {G} remain). (W, U, G) with W+U+G = 17 is
    reachable exactly when W, G >= 1, U <= 11 and some a, c cover it: max(0, W-5) <= 9,
    max(0, G-5) <= 3 and max(0, W-5) + max(0, G-5) <= 12 - U: 87 pools, none containing another
    (same size). Every pool with a Prairie has at most 11 {U}, so the twelve {U} of the duals
    alone is maximal too: 88."""
    want = {(12 * "U", )}
    for w in range(1, 18):
        for g in range(1, 18 - w):
            u = 17 - w - g
            a, c = max(0, w - 5), max(0, g - 5)
            if u <= 11 and a <= 9 and c <= 3 and a + c <= 12 - u:
                want.add(("W" * w + "U" * u + "G" * g, ))
    assert len(want) == 88
    answer = api.mana_pools(sungrass())
    assert answer.complete
    assert {(p.replace("{", "").replace("}", ""), ) for p in answer.pools} == want
    assert api.count_mana_pools(sungrass()).to_json() == {"format": "castable-count/1", "count": 88, "complete": True}


def test_leafcaller_two_plains_two_forests_has_15_pools() -> None:
    """Four lands make 4 mana: {W}{W} from the Plains, and each Forest's {G} either stays or
    goes through Orochi Leafcaller ({G}: one mana of any color; the Leafcaller itself is
    summoning sick, which doesn't matter: its ability has no {T}). So the pool is {W}{W} plus
    two units each of any color: the multisets of 2 over 5 colors, 15."""
    state = _state(["Plains", "Plains", "Forest", "Forest", {"card": "Orochi Leafcaller", "summoning_sick": True}],
                   ["Orochi Leafcaller"])
    mine = api.mana_pools(state).pools
    assert len(mine) == 15
    assert _same(mine, reference_mana_pools(state, "me"))


@pytest.mark.parametrize("battlefield", [
    ["Forest", "Azorius Signet"], ["Sol Ring", "Azorius Signet"], ["Birds of Paradise", "Fetid Heath"],
    [{"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}, "Azorius Signet", "Forest",
     {"card": "Treasure", "token": True}],
    ["Mishra's Workshop", "Island", "Sol Ring"], ["Snow-Covered Forest", "Dimir Signet", "Everflowing Chalice"],
])
def test_hand_boards_agree_three_ways(battlefield: list[Any]) -> None:
    state = board({"battlefield": battlefield, "mana_pool": "{R}"})
    exact = frontier(state, "me")
    if exact is None:  # Everflowing Chalice counts charge counters: CP-SAT's board
        assert any(o.card.mana_abilities and o.card.mana_abilities[0].per for o in state.player("me").battlefield)
    mine = api.mana_pools(state).pools
    assert _same(mine, reference_mana_pools(state, "me"))
    assert _same(mine, _cpsat_only(state))


def test_unsupported_abilities_fall_back_to_cpsat() -> None:
    # Springleaf Drum taps a creature; Gaea's Cradle counts creatures: not the enumerator's
    assert frontier(board({"battlefield": ["Springleaf Drum", "Llanowar Elves"]}), "me") is None
    assert frontier(board({"battlefield": ["Gaea's Cradle", "Llanowar Elves"]}), "me") is None
    assert len(api.mana_pools(board({"battlefield": ["Springleaf Drum", "Llanowar Elves", "Forest"]})).pools) >= 1


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_enumerator_equals_cpsat_and_reference(case: tuple) -> None:
    data, _ = case
    state = GameState.from_json(data)
    mine = api.mana_pools(state, "me", time_limit=30)
    assert mine.complete
    assert _same(mine.pools, reference_mana_pools(state, "me"))
    if frontier(state, "me") is not None:
        assert _agrees_with_cpsat(mine.pools, state)


@pytest.fixture(scope="module")
def card_pool() -> CardPool:
    return CardPool(DEFAULT_CARDS)


def test_enumerator_on_generated_boards(card_pool: CardPool) -> None:
    """Real-card boards from benchmarks/generator.py: the enumerator (when it applies) against
    the reference, for every player."""
    checked = 0
    for seed in range(40):
        state = GameState.from_json(generate(card_pool, 7700 + seed).state)
        for p in state.players:
            try:
                answer = api.mana_pools(state, p.name, time_limit=30)
            except Exception:  # an unsupported card or a resource bound: not this test's
                continue
            if frontier(state, p.name) is None:
                continue
            assert answer.complete
            assert _same(answer.pools, reference_mana_pools(state, p.name)), (seed, p.name)
            checked += 1
    assert checked >= 20


def test_summary_is_the_maxima_of_the_pools() -> None:
    state = board({"battlefield": [{"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}, "Azorius Signet",
                                   {"card": "Treasure", "token": True}, {"card": "Treasure", "token": True}, "Forest",
                                   "Island"], "mana_pool": "{R}"})
    s = api.mana_summary(state)
    data = s.to_json()
    assert data["format"] == "castable-mana-summary/1" and data["complete"]
    assert data["total"] == max_producible(state, "me", model_only=True) == 7  # {R}, 5 lands and Treasures, the Signet +1
    for t in ("W", "U", "B", "R", "G", "C"):
        assert data["most"].get(t, 0) == max_producible(state, "me", t, model_only=True)
    assert data["pools"] == api.count_mana_pools(state).count == len(api.mana_pools(state).pools)
    (cavern,) = data["restricted"]
    assert cavern["card"] == "Cavern of Souls" and cavern["most"] == 1 and cavern["chosen"] == {"creature_type": "Elf"}
    assert cavern["limits"] == [{"restriction": "creature_spell_of_chosen_type", "types": ["W", "U", "B", "R", "G"]}]
    treasure = next(c for c in data["sources"] if c["card"] == "Treasure")
    assert len(treasure["objects"]) == 2 and treasure["abilities"][0]["adds"] == ["{W}", "{U}", "{B}", "{R}", "{G}"]
    assert data["floating"] == "{R}"
    assert "7 mana at once" in s.text()


def test_lazy_listing_and_limit() -> None:
    it = api.iter_mana_pools(sungrass())
    first = next(it)
    assert first.count("{") == 17
    rest = list(it)
    assert len(rest) == 87 and it.complete
    cut = api.mana_pools(sungrass(), limit=5)
    assert len(cut.pools) == 5 and not cut.complete


def test_cli_and_serve_count(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from castable.solver.cli import main
    state = {"players": [{"name": "me", "battlefield": ["Forest", "Azorius Signet"]}, {"name": "opp"}]}
    f = tmp_path / "s.json"
    f.write_text(json.dumps(state))
    assert main(["mana", str(f), "--count"]) == 0
    assert capsys.readouterr().out.strip() == "2 pools"
    assert main(["mana", str(f), "--count", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"format": "castable-count/1", "count": 2, "complete": True}
    assert main(["mana", str(f), "--summary", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 2
    server = serve.Server()
    out = server.handle({"id": 1, "command": "mana", "state": state, "count": True})
    assert out["result"] == {"format": "castable-count/1", "count": 2, "complete": True}


def test_docs_summary_example_is_true() -> None:
    """docs/answers.md's castable-mana-summary/1 example and docs/cli.md's text, recomputed."""
    state = board({"battlefield": [{"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}, "Azorius Signet",
                                   {"card": "Treasure", "token": True}, {"card": "Treasure", "token": True}, "Forest",
                                   "Island"], "mana_pool": "{R}"})
    docs = Path(__file__).resolve().parent.parent / "docs"
    answers = (docs / "answers.md").read_text(encoding="utf-8")
    block = answers.split('```json\n{"format": "castable-mana-summary/1"', 1)[1].split("```", 1)[0]
    summary = api.mana_summary(state)
    assert json.loads('{"format": "castable-mana-summary/1"' + block) == summary.to_json()
    cli_doc = (docs / "cli.md").read_text(encoding="utf-8")
    assert summary.text() in cli_doc


VERGE = {"name": "Blazemire Verge", "type_line": "Land",
         "oracle_text": "{T}: Add {B}.\n{T}: Add {R}. Activate only if you control a Swamp or a Mountain."}


@pytest.mark.parametrize(("battlefield", "expected"), [
    (["Blazemire Verge", "Forest"], {"{B}{G}"}),  # 602.5: no Swamp or Mountain, no {R}
    (["Blazemire Verge", "Forest", "Mountain"], {"{B}{R}{G}", "{R}{R}{G}"}),
])
def test_an_activation_condition_is_read_off_the_board(battlefield: list[str], expected: set[str]) -> None:
    """"Activate only if you control a Swamp or a Mountain" (issue 12): the enumerator, CP-SAT
    and the reference all leave the {R} out without one (a differential board found the
    enumerator adding it)."""
    state = board({"battlefield": battlefield}, cards=[VERGE])
    assert frontier(state, "me") is not None
    mine = api.mana_pools(state).pools
    assert set(mine) == expected
    assert _same(mine, reference_mana_pools(state, "me")) and _same(mine, _cpsat_only(state))


def test_metalcraft_counts_artifacts_on_the_board() -> None:
    """602.5: Mox Opal makes mana only with three artifacts; the enumerator counts it on the board
    (it listed Mox Opal's mana beside two artifacts: a differential board of issue 12)."""
    mox = {"name": "Mox Opal", "mana_cost": "{0}", "type_line": "Legendary Artifact",
           "oracle_text": "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts."}
    two = board({"battlefield": ["Mox Opal", "Sol Ring", "Forest"]}, cards=[mox])
    three = board({"battlefield": ["Mox Opal", "Sol Ring", "Sol Ring", "Forest"]}, cards=[mox])
    for state, opal in ((two, False), (three, True)):
        mine = api.mana_pools(state).pools
        assert _same(mine, reference_mana_pools(state, "me"))
        assert max(map(_size_of, mine)) == (6 if opal else 3)  # {C}{C} per Sol Ring, {G}; Mox Opal's one


def _size_of(p: Any) -> int:
    return p.count("{") if isinstance(p, str) else sum(e["mana"].count("{") for e in p)
