"""std13a (issue 13): Standard keyword mechanics of casting. Each expected count is worked out
by hand from the rule, stated here in our own words (these rules have no excerpt in
/work/shared/rules); every plan goes through the referee and the reference enumerator
(``agreed_options``).

- 702.187a Mayhem: "Mayhem [cost]" means "you may cast this card from your graveyard by paying
  [cost] rather than its mana cost if you discarded it this turn"; the reminder adds "Timing
  rules still apply" (a sorcery-speed card still needs its own main phase and an empty stack,
  117.1a). The state records "discarded this turn" as ``"permission": {"kind": "mayhem"}`` on
  the card in its owner's graveyard.
- 702.176a Impending: "Impending N—[cost]" means "You may choose to pay [cost] rather than pay
  this spell's mana cost" (an alternative cost from the hand, the card's normal timing: the
  spell is a creature spell), "If you chose to pay this spell's impending cost, it enters with N
  time counters", "As long as this permanent's impending cost was paid and it has a time
  counter on it, it's not a creature", and an end-step trigger removing a time counter. The
  state records a permanent whose impending cost was paid with ``"impending": true``.
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
BOILER = {"name": "Overlord of the Boilerbilges", "mana_cost": "{4}{R}{R}",
          "type_line": "Enchantment Creature — Avatar Horror", "power": "5", "toughness": "5",
          "oracle_text": "Impending 4—{2}{R}{R} (If you cast this spell for its impending cost, it enters with four "
                         "time counters and isn't a creature until the last is removed. At the beginning of your end "
                         "step, remove a time counter from it.)\nWhenever this permanent enters or attacks, it deals "
                         "4 damage to any target."}
CARDS = [BOLT, SWARM, BOILER]


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


# ----- impending (702.176a) ----------------------------------------------------------------------

def test_reader_impending() -> None:
    card = read_card(BOILER)
    assert card.unsupported is None
    [alt] = card.alternative_costs
    assert (alt.name, str(alt.mana), alt.zone, alt.permission) == ("impending", "{2}{R}{R}", "hand", None)
    assert read_card({**BOILER, "type_line": "Enchantment"}).unsupported is not None  # a creature card only
    assert read_card({**BOILER, "oracle_text": "Impending 0—{R}"}).unsupported is not None


def test_impending_is_an_alternative_cost_from_the_hand() -> None:
    """Overlord of the Boilerbilges in hand: with six Mountains its mana cost {4}{R}{R} or
    impending {2}{R}{R}: 2 options; with four, only impending: 1; on opp's turn, none (a
    creature spell: sorcery timing, 117.1a)."""
    s = state({"hand": [{"card": "Overlord of the Boilerbilges", "id": "ov"}], "battlefield": ["Mountain"] * 6})
    assert sorted(str(p.alternative_cost) for p in agreed_options(s, "ov")) == ["None", "impending"]
    s = state({"hand": [{"card": "Overlord of the Boilerbilges", "id": "ov"}], "battlefield": ["Mountain"] * 4})
    [plan] = agreed_options(s, "ov")
    assert plan.alternative_cost == "impending"
    s = state({"hand": [{"card": "Overlord of the Boilerbilges", "id": "ov"}], "battlefield": ["Mountain"] * 4},
              turn={"active_player": "opp", "priority": "me"})
    assert agreed_options(s, "ov") == []


def test_impending_permanent_with_time_counters_is_not_a_creature() -> None:
    """Electro's Bolt from hand ({2}{R}, three Mountains) at "target creature", opp controlling
    Grizzly Bears and an Overlord: impending paid with two time counters, only the Bears: 1
    option; no time counter left, or its mana cost paid (no ``impending``) with time counters,
    the Overlord is a creature: 2 options."""
    def board(overlord: dict[str, Any]) -> GameState:
        return state({"hand": [{"card": "Electro's Bolt", "id": "bolt"}], "battlefield": ["Mountain"] * 3},
                     {"battlefield": ["Grizzly Bears", {"card": "Overlord of the Boilerbilges", "id": "ov", **overlord}]})
    s = board({"impending": True, "counters": {"time": 2}})
    assert "Creature" not in s.object("ov").types and "Enchantment" in s.object("ov").types
    assert len(agreed_options(s, "bolt")) == 1
    assert len(agreed_options(board({"impending": True}), "bolt")) == 2
    assert len(agreed_options(board({"counters": {"time": 2}}), "bolt")) == 2


def test_impending_field_only_on_an_impending_permanent() -> None:
    with pytest.raises(InputError, match="impending"):
        state({"hand": [{"card": "Overlord of the Boilerbilges", "impending": True}]})
    with pytest.raises(InputError, match="impending"):
        state({"battlefield": [{"card": "Grizzly Bears", "impending": True}]})
    with pytest.raises(InputError, match="impending"):
        state({"battlefield": [{"card": "Overlord of the Boilerbilges", "impending": 1}]})


def test_mayhem_and_impending_survive_serialization() -> None:
    """The state written back (``castable apply``'s output) keeps both facts."""
    from castable.model.serialize import state_to_json
    s = state({"graveyard": [{"card": "Electro's Bolt", "id": "bolt", "permission": DISCARDED}],
               "battlefield": [{"card": "Overlord of the Boilerbilges", "id": "ov", "impending": True,
                                "counters": {"time": 3}}]})
    again = GameState.from_json({**state_to_json(s), "cards": CARDS})
    bolt, ov = again.object("bolt"), again.object("ov")
    assert bolt is not None and bolt.permission is not None and bolt.permission.kind == "mayhem"
    assert ov is not None and ov.impending and "Creature" not in ov.types
