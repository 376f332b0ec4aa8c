"""static14: statics and replacements recognized as changing no answer (``oracle.static14``),
and their near misses left unread. The board test is counted by hand: the recognized permanents
change nothing about casting Shock, so its options are its four targets (115.4: any target is a
creature, a player or a planeswalker), each paid by the one Mountain; every plan goes through the
referee and the reference enumerator (``agreed_options``)."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card

from tests.conftest import agreed_options, shared_records

NAMES = frozenset({"Upwelling", "Orb of Dreams", "The Mindskinner", "Weathered Bodyguards", "Eon Hub"})


def _read(line: str, type_line: str = "Enchantment") -> str | None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": type_line, "oracle_text": line})
    return card.unsupported


@pytest.mark.parametrize("line", [
    "You don't lose unspent red mana as steps and phases end.",
    "Players don't lose unspent mana as steps and phases end.",
    "Players skip their untap steps.",
    "Permanents your opponents control can't be turned face up during your turn.",
    "Artifacts, creatures, and lands your opponents control enter the battlefield tapped.",
    "Instant and sorcery spells you control have rebound.",
    "If a source you control would deal damage to an opponent, prevent that damage and each opponent mills that many cards.",
    "Creature spells you control with power 5 or greater can't be countered.",
    "Other Spiders, Boars, and Wolves you control get +1/+1.",
    "Each other multicolored creature you control gets +1/+1 for each of its colors.",
    "Spirits you control get +X/+0, where X is the number of Spirits you control.",
    "Test Card's toughness is equal to the number of Forests you control.",
])
def test_read_as_changing_nothing(line: str) -> None:
    assert _read(line, "Creature — Spirit") is None


@pytest.mark.parametrize("line", [
    # a keyword that matters (302.6 haste) or a verb beside the change of power and toughness
    "Spiders you control get +1/+1 and have shroud unless you control a Forest.",
    "Creatures you control get +1/+1 until end of turn.",
    # damage a payment may deal: a pain land's to its controller (any source, "you", "a player")
    "If a source would deal damage to an opponent, it deals double that damage to that player instead.",
    "If a source you control would deal damage to a permanent or player, it deals double that damage to that "
    "permanent or player instead.",
    # 119.8: no life can be paid; trigger doublers (apply puts tap, ward and prowess triggers)
    "Your life total can't change.",
    "If a triggered ability of a legendary creature you control triggers, that ability triggers an additional time.",
    # a spending restriction (106.6), target restrictions, keywords acting as a spell is cast
    "Spend only black mana on X.",
    "Cards in graveyards can't be the targets of spells or abilities.",
    "Instant and sorcery spells you cast have storm.",
    "Creatures your opponents control enter tapped. Spells cost {1} more to cast.",
])
def test_near_misses_stay_unread(line: str) -> None:
    assert _read(line, "Creature — Spirit") == line


def _state(me: dict[str, Any], opp: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                                "cards": list(shared_records(NAMES).values())})


def test_recognized_permanents_change_no_option() -> None:
    s = _state({"hand": [{"card": "Shock", "id": "shock"}], "battlefield": ["Mountain", "Upwelling", "Orb of Dreams",
                                                    {"card": "The Mindskinner", "id": "mind"}]},
               {"battlefield": [{"card": "Weathered Bodyguards", "id": "guards"}, "Eon Hub"]})
    for p in s.players:
        for o in p.battlefield:
            assert o.card.unsupported is None, o.name
    options = agreed_options(s, "shock", "me")
    assert sorted(p.targets[0][0] for p in options) == ["guards", "me", "mind", "opp"]
