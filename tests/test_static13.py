"""Issue 13 (static13): static and replacement lines that can't change an answer, and
protection from the qualities the shared protection check decides (model/oracle/inert.py
``static13_line``, model/oracle/keywords.py ``_protection_known``).

Rules used, in our words where they are not in shared/rules:

- 614.1a-b: a replacement effect ("If <event> would happen, <something else> instead") only
  changes that event. Drawing (121), scrying, milling, searching, rolling dice and flipping
  coins, creating tokens (111.1), combat damage (510) and damage by spells never happen while a
  spell is cast or an ability activated (601.2, 602.2), nor in the state ``apply`` builds (it
  resolves nothing). Damage to a player can: a pain land's mana ability deals damage to its
  controller as it resolves (605.3b), and ``apply`` subtracts it; so do dying and going to a
  graveyard (a sacrificed or discarded cost object, 601.2h): those stay unread.
- 508.1c-d, 508.1g, 509.1b-d: restrictions on attacking and blocking, and costs to attack, are
  checked and paid as attackers and blockers are declared: no question asks about them.
- 702.16b: a permanent with protection from a quality can't be the target of spells with that
  quality or of abilities from a source with it; 702.16a: the quality may be a color,
  "multicolored" (two or more colors, 105.4), a card type or a subtype.
- 702.124j: "Partner with <name>" is deck building plus a trigger on entering.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from conftest import agreed_options, shared_records

NAME = "Test Card"


def _read(text: str, type_line: str = "Creature — Elf Warrior") -> str | None:
    card = read_card({"name": NAME, "mana_cost": "{1}{G}", "type_line": type_line, "oracle_text": text,
                      "power": "2", "toughness": "2"})
    return card.unsupported


@pytest.mark.parametrize("text", [
    "If one or more tokens would be created under your control, twice that many of those tokens are created instead.",
    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
    "instead.",
    "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.",
    "If you would draw a card while your library has no cards in it, you win the game instead.",
    "If an opponent would draw a card except the first one they draw in each of their draw steps, instead you "
    "create a Treasure token.",
    "If an opponent would search a library, that player searches the top four cards of that library instead.",
    "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll.",
    "If you would scry a number of cards, scry that many cards plus one instead.",
    "If Test Card would deal combat damage to a player, it deals double that damage to that player instead.",
    "If a source you control would deal damage to an opponent or a permanent an opponent controls, it deals "
    "double that damage instead.",
    "If damage would be dealt to Test Card, put that many +1/+1 counters on it instead.",
    "Creatures can't attack you unless their controller pays {2} for each creature they control that's "
    "attacking you.",
    "Test Card can't attack unless you sacrifice two Islands.",
    "Test Card can't attack or block unless there are seven or more cards in exile.",
    "Enchanted creature can't attack or block unless its controller pays {3}.",
    "Creatures with power greater than the number of cards in your hand can't attack.",
    "Partner with Krav, the Unredeemed",
    "Partner—Father & son",
    "As Test Card enters the battlefield, choose two players.",
    "Protection from Goblins",
    "Protection from multicolored",
    "Flying, protection from Demons and from Dragons",
    "Protection from planeswalkers",
    "Prevent all damage that would be dealt to creatures you control.",
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
    "Prevent all damage that would be dealt to you by sources you don't control.",
    "Creature spells can't be countered.",
])
def test_read_as_not_mattering(text: str) -> None:
    assert _read(text) is None


@pytest.mark.parametrize("text", [
    # damage to a player or "a permanent or player": a pain land's damage to its controller (605.3b)
    "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or "
    "player instead.",
    "If a source would deal damage to you, it deals double that damage to you instead.",
    "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    "If a source would deal damage to a permanent or player, prevent 1 of that damage.",
    "If an opponent would lose life during your turn, they lose twice that much life instead.",
    # dying and graveyards: a sacrificed cost object (601.2h)
    # (static15 reads "If a creature an opponent controls / ~ would die, exile it instead." into every checker)
    "If a creature you control would die, exile it instead.",
    "If Test Card would die, return it to its owner's hand instead.",
    "If a creature dealt damage by Test Card this turn would die, exile it instead.",
    # counters of any kind: a cost may put them (blight's -1/-1 counters); entering: a played land
    # enters; mana (a spell's damage and +1/+1 counters alone are read since replace13: no cost puts
    # a +1/+1 counter, and spells deal damage only as they resolve, 608.2)
    "If one or more counters would be put on a creature you control, twice that many of each of those kinds of "
    "counters are put on it instead.",
    "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.",
    "If you would draw a card, exile the top card of your library instead. You may cast that card this turn.",
    "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any "
    "other type.",
    # activated abilities can't be activated: matters (602.5; the plain line is read by static13b)
    "Enchanted creature can't attack or block, and its activated abilities can't be activated unless they "
    "have {T} in their costs.",
    "Enchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be "
    "activated.",
    # the choice alone is recorded (replace13); what reads the chosen name is not
    "As Test Card enters the battlefield, choose a card name. Spells with the chosen name cost {2} more to cast.",
    "Protection from snow",
    "Protection from Vampires, from Werewolves, and from Zombies",
    "Protection from the chosen color",
    # a pain land of the chosen color (a color override) would have its damage to you prevented
    "Prevent all damage that would be dealt to you by sources of the chosen color.",
    "Prevent all damage that would be dealt to you and permanents you control by sources with the chosen name.",
])
def test_near_misses_stay_unread(text: str) -> None:
    assert _read(text) is not None


SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
_NAMES = {"Lightning Helix", "Soldier of the Pantheon", "Grizzly Bears", "Mountain", "Plains", "Baneslayer Angel",
          "Shivan Dragon", "Ghostly Prison"}


def _records() -> tuple[dict[str, Any], ...]:
    return tuple(shared_records(frozenset(_NAMES)).values())


def _board(me: dict[str, Any], opp: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}], "cards": list(_records()),
                                "turn": {"active_player": "me", "phase": "main1", "priority": "me"}})


@pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")
def test_protection_from_multicolored_counts() -> None:
    """Lightning Helix ({R}{W}, red and white: multicolored, 105.4) "deals 3 damage to any
    target": with one Mountain and one Plains it is paid one way, so each legal target is one
    option. Targets: me, opp, my Grizzly Bears, opp's Ghostly Prison is no creature (not "any
    target", 115.4), opp's Soldier of the Pantheon has protection from multicolored (702.16b:
    not targetable) = 3 options. Without the Soldier's protection it would be 4."""
    s = _board({"hand": ["Lightning Helix"], "battlefield": ["Mountain", "Plains", "Grizzly Bears"]},
               {"battlefield": ["Soldier of the Pantheon", "Ghostly Prison"]})
    assert s.object("opp.battlefield.0").card.unsupported is None
    assert len(agreed_options(s, "me.hand.0")) == 3


@pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")
def test_protection_from_dragons_counts() -> None:
    """Protection from Demons and from Dragons (702.16b) stops only spells and abilities from a
    Demon or Dragon source: Lightning Helix (an instant, no subtype) may target Baneslayer Angel.
    Paid one way (a Mountain and a Plains), its targets are me, opp, Baneslayer Angel and Shivan
    Dragon = 4 options."""
    s = _board({"hand": ["Lightning Helix"], "battlefield": ["Mountain", "Plains"]},
               {"battlefield": ["Baneslayer Angel", "Shivan Dragon"]})
    assert s.object("opp.battlefield.0").card.unsupported is None
    assert len(agreed_options(s, "me.hand.0")) == 4
