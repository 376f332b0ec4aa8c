"""std13e (issue 13): the spell's own cost by its target when the condition names a bare
subtype: "This spell costs {2} more to cast if it targets a Dragon." (Dragon's Prey, an increase)
and "This spell costs {1} less to cast if it targets a Spider." (Grow Extra Arms). 601.2f: the
total cost is locked in after the targets are chosen (601.2c), so it depends on them; the
condition holds once if a target is a permanent with that subtype (205.3m), whoever controls it;
a generic reduction takes generic mana only (118.7a). Counted by hand; the solver, the referee
and the brute-force reference agree on every plan (``agreed_options``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = frozenset({"Dragon's Prey", "Grow Extra Arms", "Grizzly Bears", "Swamp", "Forest"})
_TEST = [{"name": f"Test {t}", "mana_cost": "{3}", "type_line": f"Creature — {t}", "oracle_text": "",
          "power": "2", "toughness": "2"} for t in ("Dragon", "Spider")]


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [*shared_records(NAMES).values(), *_TEST]}
    return GameState.from_json(data)


def lands(name: str, n: int) -> list[dict[str, Any]]:
    return [{"card": name, "id": f"l{i}"} for i in range(n)]


def test_both_records_are_read() -> None:
    recs = shared_records(NAMES)
    assert read_card(recs["Dragon's Prey"]).unsupported is None
    assert read_card(recs["Grow Extra Arms"]).unsupported is None


@pytest.mark.parametrize(("swamps", "count", "costs"), [(3, 1, {"{2}{B}"}), (4, 1, {"{2}{B}"}),
                                                        (5, 2, {"{2}{B}", "{4}{B}"}), (2, 0, set())])
def test_dragons_prey_costs_two_more_when_it_targets_a_dragon(swamps: int, count: int, costs: set[str]) -> None:
    """Dragon's Prey ({2}{B}, "Destroy target creature."): the opponent's Test Dragon or their
    Grizzly Bears. The Bears: {2}{B}; the Dragon: {4}{B}. Three or four Swamps: only the Bears (1
    option); five: both (2); two: neither."""
    s = board({"hand": [{"card": "Dragon's Prey", "id": "dp"}], "battlefield": lands("Swamp", swamps)},
              {"battlefield": [{"card": "Test Dragon", "id": "d"}, {"card": "Grizzly Bears", "id": "b"}]})
    plans = agreed_options(s, "dp")
    assert len(plans) == count
    assert {p.total_cost for p in plans} == costs


@pytest.mark.parametrize(("forests", "count"), [(1, 2), (2, 3), (0, 0)])
def test_grow_extra_arms_costs_one_less_when_it_targets_a_spider(forests: int, count: int) -> None:
    """Grow Extra Arms ({1}{G}, "Target creature gets +4/+4 until end of turn."): my Test Spider,
    my Grizzly Bears or the opponent's Test Spider (any Spider counts, 205.3m). A Spider: {G}; the
    Bears: {1}{G}. One Forest pays {G}: each Spider is an option (2), the Bears not; two Forests:
    the Bears too (3); none: 0."""
    s = board({"hand": [{"card": "Grow Extra Arms", "id": "ga"}],
               "battlefield": [{"card": "Test Spider", "id": "s"}, {"card": "Grizzly Bears", "id": "b"},
                               *lands("Forest", forests)]},
              {"battlefield": [{"card": "Test Spider", "id": "os"}]})
    assert len(agreed_options(s, "ga")) == count
