"""Issue 10 item 1: mana abilities that work from a card's current zone (113.6), and the
strictness that goes with it: an unread line that works from the hand, graveyard or exile and
could change the mana its owner can make blocks answers (exit 4), never a "no"."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver.api import can_cast, mana_pools
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options

SIMIAN = {"name": "Simian Spirit Guide", "mana_cost": "{2}{R}", "type_line": "Creature — Ape Spirit",
          "oracle_text": "Exile Simian Spirit Guide from your hand: Add {R}.", "power": "2", "toughness": "2"}
BURN = {"name": "Test Burn", "mana_cost": "{R}", "type_line": "Instant",
        "oracle_text": "As an additional cost to cast this spell, discard a card.\nTest Burn deals 3 damage to any target."}
#: unread: a mana ability from the hand with a mana cost (not modelled)
COSTLY_GUIDE = {"name": "Test Costly Guide", "mana_cost": "{3}", "type_line": "Creature — Spirit",
                "oracle_text": "{1}, Exile this card from your hand: Add {R}{R}.", "power": "1", "toughness": "1"}
#: unread: a mana ability that works from the graveyard
LANTERN = {"name": "Test Lantern", "mana_cost": "{1}", "type_line": "Artifact",
           "oracle_text": "{1}, Exile this card from your graveyard: Add one mana of any color."}
#: unread: a mana ability that works only on the battlefield
ZEBRA = {"name": "Test Zebra Caller", "mana_cost": "{2}{G}", "type_line": "Creature — Elf",
         "oracle_text": "{T}: Add {G} for each Zebra you control.", "power": "1", "toughness": "1"}
CARDS = [SIMIAN, BURN, COSTLY_GUIDE, LANTERN, ZEBRA]


def _state(me: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}], "cards": CARDS})


def test_the_spirit_guide_template_is_a_mana_ability_that_works_from_the_hand() -> None:
    """605.1a / 113.6k: "Exile this card from your hand: Add {R}." (both wordings)."""
    for text in ("Exile Simian Spirit Guide from your hand: Add {R}.", "Exile this card from your hand: Add {R}."):
        card = read_card({**SIMIAN, "oracle_text": text})
        assert card.unsupported is None
        (ab,) = card.mana_abilities
        assert (ab.zone, ab.exile_self, ab.tap, ab.repeatable, ab.produces) == ("hand", True, False, False, (("R",),))


def test_a_spirit_guide_in_hand_pays_for_lightning_bolt() -> None:
    """601.2g: mana abilities are activated while casting; the Guide's cost exiles it from the
    hand. Simian Spirit Guide and Lightning Bolt in hand, nothing else: yes, two options (Bolt
    at me or at opp), each exiling the Guide; the only pool is {R}."""
    state = _state({"hand": ["Simian Spirit Guide", "Lightning Bolt"]})
    answer = can_cast(state, "Lightning Bolt")
    assert answer.castable and answer.plan is not None
    assert [(a.object, a.produced) for a in answer.plan.activations] == [("me.hand.0", ("R",))]
    assert answer.plan.exiled == ("me.hand.0",)
    plans = agreed_options(state, "me.hand.1")
    assert len(plans) == 2 and all(p.exiled == ("me.hand.0",) for p in plans)
    assert mana_pools(state, "me").to_json()["pools"] == ["{R}"] == reference_mana_pools(state, "me")


def test_a_spirit_guide_does_not_pay_for_itself() -> None:
    """601.2a: the spell being cast is on the stack, so its hand ability can't pay for it. Two
    Guides and two Mountains: one Guide is cast ({2}{R}) with the other's {R}: one option; with
    one Mountain it can't be (at most 2 mana)."""
    plans = agreed_options(_state({"hand": ["Simian Spirit Guide"] * 2, "battlefield": ["Mountain"] * 2}), "me.hand.0")
    assert len(plans) == 1 and "me.hand.1" in [a.object for a in plans[0].activations]
    assert "me.hand.0" not in [a.object for a in plans[0].activations] and plans[0].exiled == ("me.hand.1",)
    state = _state({"hand": ["Simian Spirit Guide"] * 2, "battlefield": ["Mountain"]})
    assert agreed_options(state, "me.hand.0") == []
    assert can_cast(state, "me.hand.0").castable is False


def test_a_guide_exiled_for_mana_can_not_also_be_discarded() -> None:
    """601.2g before 601.2h: a Guide exiled for mana has left the hand, so it can't be the card
    discarded for the same spell's additional cost. Test Burn ({R}, discard a card) with one
    Guide: no; with two Guides: one pays {R}, the other is discarded: 2 options (2 targets)."""
    one = _state({"hand": ["Test Burn", "Simian Spirit Guide"]})
    assert agreed_options(one, "me.hand.0") == []
    assert can_cast(one, "me.hand.0").castable is False
    two = _state({"hand": ["Test Burn", "Simian Spirit Guide", "Simian Spirit Guide"]})
    plans = agreed_options(two, "me.hand.0")
    assert len(plans) == 2
    assert all(len(p.exiled) == 1 and len(p.discarded) == 1 and set(p.exiled) != set(p.discarded) for p in plans)


def test_an_unread_mana_line_that_works_from_the_hand_blocks_answers() -> None:
    """113.6: a line working from the hand that could add mana changes what can be paid: the
    answer is refused naming the card (exit 4), never a "no"."""
    state = _state({"hand": ["Test Costly Guide", "Lightning Bolt"], "battlefield": ["Mountain"]})
    with pytest.raises(UnsupportedCardError, match="Test Costly Guide"):
        can_cast(state, "Lightning Bolt")
    with pytest.raises(UnsupportedCardError, match="Test Costly Guide"):
        mana_pools(state, "me")


def test_an_unread_line_blocks_only_from_the_zone_it_works_in() -> None:
    """113.6: Test Lantern's unread ability works from the graveyard: there it blocks; in the
    hand it does not. Test Zebra Caller's unread ability works on the battlefield: in the hand
    it does not block Lightning Bolt (yes, with the Mountain)."""
    in_gy = _state({"hand": ["Lightning Bolt"], "graveyard": ["Test Lantern"], "battlefield": ["Mountain"]})
    with pytest.raises(UnsupportedCardError, match="Test Lantern"):
        can_cast(in_gy, "Lightning Bolt")
    for zone, card in (("hand", "Test Lantern"), ("hand", "Test Zebra Caller"), ("graveyard", "Test Zebra Caller")):
        me: dict[str, Any] = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}
        me[zone] = [*me.get(zone, []), card]
        assert can_cast(_state(me), "Lightning Bolt").castable is True
    with pytest.raises(UnsupportedCardError, match="Test Zebra Caller"):
        can_cast(_state({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Test Zebra Caller"]}), "Lightning Bolt")
