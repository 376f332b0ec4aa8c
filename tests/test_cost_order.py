"""601.2h: "The player pays the total cost in any order." A card put into the graveyard by one
part of the payment (discarded, or a nontoken card sacrificed) is there for the rest of the
payment, so delve (702.66a: "For each generic mana in this spell's total cost, you may exile a
card from your graveyard rather than pay that generic mana") may exile it. A card goes to its
owner's graveyard (400.3), so a sacrificed creature someone else owns can't be delved. The
solver, the referee and the reference must all give these answers (``agreed_options``).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from conftest import agreed_options

RITUAL = {"name": "Grave Pact Ritual", "mana_cost": "{3}{B}", "type_line": "Sorcery",
          "oracle_text": "Delve\nAs an additional cost to cast this spell, discard a card.\nDraw two cards."}
OFFERING = {"name": "Bone Offering", "mana_cost": "{3}{B}", "type_line": "Sorcery",
            "oracle_text": "Delve\nAs an additional cost to cast this spell, sacrifice a creature.\nDraw two cards."}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
        "power": "2", "toughness": "2"}


def _state(me: dict[str, Any], cards: list[dict[str, Any]]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}],
                                "turn": {"active_player": "me", "phase": "main1"}, "cards": cards})


def test_a_card_discarded_for_the_cost_can_be_delved() -> None:
    """{3}{B} with three Swamps: the only way is to discard the Island and exile it with delve
    for the last {1}. One option."""
    state = _state({"battlefield": [{"card": "Swamp", "id": f"s{i}"} for i in range(3)],
                    "hand": [{"card": "Grave Pact Ritual", "id": "r"}, {"card": "Island", "id": "i"}]}, [RITUAL])
    plans = agreed_options(state, "r")
    assert len(plans) == 1
    assert plans[0].discarded == ("i",) and plans[0].delved == ("i",)


def test_a_sacrificed_card_can_be_delved_but_not_a_token_or_a_borrowed_one() -> None:
    """Three Swamps and {3}{B}: the sacrificed creature must be delved for the last {1}. Our own
    Bear can (it goes to our graveyard); a token ceases to exist (704.5d); the opponent's Bear,
    under our control, goes to its owner's graveyard (400.3). One option: sacrifice our Bear."""
    bf = [{"card": "Swamp", "id": f"s{i}"} for i in range(3)]
    bf += [{"card": "Test Bear", "id": "mine"}, {"card": "Test Bear", "id": "tok", "token": True},
           {"card": "Test Bear", "id": "theirs", "owner": "opp"}]
    state = _state({"battlefield": bf, "hand": [{"card": "Bone Offering", "id": "o"}]}, [OFFERING, BEAR])
    plans = agreed_options(state, "o")
    assert [(p.sacrificed, p.delved) for p in plans] == [(("mine",), ("mine",))]
