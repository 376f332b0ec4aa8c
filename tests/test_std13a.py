"""std13a (issue 13): Standard keyword mechanics of casting. Each expected count is worked out
by hand from the rule, stated here in our own words (these rules have no excerpt in
/work/shared/rules); every plan goes through the referee and the reference enumerator
(``agreed_options``).

- 702.187a Mayhem: "Mayhem [cost]" means "you may cast this card from your graveyard by paying
  [cost] rather than its mana cost if you discarded it this turn"; the reminder adds "Timing
  rules still apply" (a sorcery-speed card still needs its own main phase and an empty stack,
  117.1a). The state records "discarded this turn" as ``"permission": {"kind": "mayhem"}`` on
  the card in its owner's graveyard.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_cast

from tests.conftest import agreed_options as _agreed_options

MAYHEM_REMIND = " (You may cast this card from your graveyard for {c} if you discarded it this turn. Timing rules still apply.)"
BOLT = {"name": "Electro's Bolt", "mana_cost": "{2}{R}", "type_line": "Sorcery",
        "oracle_text": "Electro's Bolt deals 4 damage to target creature.\nMayhem {1}{R}"
                       + MAYHEM_REMIND.format(c="{1}{R}")}
SWARM = {"name": "Swarm, Being of Bees", "mana_cost": "{2}{B}", "type_line": "Legendary Creature — Insect Villain",
         "power": "2", "toughness": "2",
         "oracle_text": "Flash\nFlying\nMayhem {B}" + MAYHEM_REMIND.format(c="{B}")}
CARDS = [BOLT, SWARM]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    return _agreed_options(s, card, player)


DISCARDED = {"kind": "mayhem"}


# ----- mayhem (702.187a) -------------------------------------------------------------------------

def test_reader_mayhem() -> None:
    """Mayhem {1}{R} is an alternative cost from the graveyard needing the mayhem permission;
    the card's mana cost stays its hand cost."""
    card = read_card(BOLT)
    assert card.unsupported is None
    [alt] = card.alternative_costs
    assert (alt.name, str(alt.mana), alt.zone, alt.permission) == ("mayhem", "{1}{R}", "graveyard", "mayhem")


def test_mayhem_from_the_graveyard_if_discarded_this_turn() -> None:
    """Electro's Bolt discarded this turn, two Mountains, one creature on each side: mayhem
    {1}{R}, target either creature: 2 options, both from the graveyard for "mayhem". Without
    the permission (not discarded this turn): no; with one Mountain: no."""
    bolt = {"card": "Electro's Bolt", "id": "bolt", "permission": DISCARDED}
    s = state({"graveyard": [bolt], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "bolt")
    assert len(plans) == 2
    assert {(p.zone, p.alternative_cost) for p in plans} == {("graveyard", "mayhem")}
    for gy, lands in (([{"card": "Electro's Bolt", "id": "bolt"}], 2), ([bolt], 1)):
        s = state({"graveyard": gy, "battlefield": ["Mountain"] * lands + ["Grizzly Bears"]})
        answer = can_cast(s, "bolt", "me")
        assert answer.castable is False and answer.reasons
        assert agreed_options(s, "bolt") == []


def test_mayhem_timing_rules_still_apply() -> None:
    """Timing rules still apply: the sorcery on opp's turn (me holding priority), no; Swarm
    (flash) for {B} on opp's turn, 1 option; the mayhem cost is never paid from the hand:
    Swarm in hand with one Swamp, no ({2}{B} needs three)."""
    bolt = {"card": "Electro's Bolt", "id": "bolt", "permission": DISCARDED}
    swarm = {"card": "Swarm, Being of Bees", "id": "swarm", "permission": DISCARDED}
    turn = {"active_player": "opp", "priority": "me"}
    s = state({"graveyard": [bolt, swarm], "battlefield": ["Mountain", "Mountain", "Swamp", "Grizzly Bears"]},
              turn=turn)
    assert agreed_options(s, "bolt") == []
    [plan] = agreed_options(s, "swarm")
    assert (plan.zone, plan.alternative_cost) == ("graveyard", "mayhem")
    s = state({"hand": [{"card": "Swarm, Being of Bees", "id": "swarm"}], "battlefield": ["Swamp"]})
    assert agreed_options(s, "swarm") == []


def test_mayhem_permission_is_the_owners_in_the_graveyard() -> None:
    """Only a card in a graveyard was discarded, and only its owner may cast it this way."""
    with pytest.raises(InputError, match="permission"):
        state({"exile": [{"card": "Electro's Bolt", "permission": DISCARDED}]})
    with pytest.raises(InputError, match=r"permission\.player"):
        state({"graveyard": [{"card": "Electro's Bolt", "permission": {"kind": "mayhem", "player": "opp"}}]})
    s = state({"graveyard": [{"card": "Electro's Bolt", "permission": {"kind": "mayhem", "player": "me"}}]})
    assert s.player("me").graveyard[0].permission is not None
