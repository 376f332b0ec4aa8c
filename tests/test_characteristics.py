"""Characteristics read from card records (issue 10): each test states its rule."""

from __future__ import annotations

from pathlib import Path

import pytest
from castable.model import GameState
from castable.model.database import CardDatabase
from conftest import agreed_options

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    if not SHARED.exists():
        pytest.skip("shared card data not found")
    return CardDatabase.builtin().with_file(SHARED)


@pytest.mark.parametrize(("card", "colors"), [("Slaughter Pact", {"B"}), ("Pact of Negation", {"U"}),
                                              ("Summoner's Pact", {"G"}), ("Kobolds of Kher Keep", {"R"}),
                                              ("Ancestral Vision", {"U"})])
def test_a_color_indicator_gives_the_colors_whatever_the_cost(db: CardDatabase, card: str, colors: set[str]) -> None:
    """202.2e: an object with a color indicator is each color it denotes, even when its mana
    cost is {0} or it has none."""
    assert db.lookup(card, where="card").colors == frozenset(colors)


def test_a_black_pact_cannot_target_protection_from_black(db: CardDatabase) -> None:
    """202.2e and 702.16b: Slaughter Pact is black, so White Knight (protection from black) is
    no legal target; Grizzly Bears is the only one (1 option)."""
    state = GameState.from_json({"players": [{"name": "me", "hand": ["Slaughter Pact"]},
                                             {"name": "opp", "battlefield": [{"card": "White Knight", "id": "wk"},
                                                                             {"card": "Grizzly Bears", "id": "gb"}]}]}, db)
    plans = agreed_options(state, "me.hand.0")
    assert [p.targets for p in plans] == [(("gb",),)]
