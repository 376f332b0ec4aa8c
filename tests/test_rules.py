"""The pure rule definitions of ``castable.model.rules``, each against the rule text, and the
three answers that broke when the checkers had their own copies (issue 9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from castable.model import GameState, UnsupportedCardError
from castable.model.database import CardDatabase
from castable.model.rules import devotion, protected_from, protection_qualities, untargetable_by
from castable.solver import referee
from castable.solver.api import options
from castable.solver.reference import enumerate_plans
from conftest import agreed_options, board


def _state(granted: list[str], spell: str = "Lightning Bolt") -> GameState:
    return board({"hand": [spell], "battlefield": ["Mountain", "Plains", "Forest"]},
                 {"battlefield": [{"card": "Grizzly Bears", "id": "bears", "granted": granted}]})


def test_protection_and_from_is_two_protections() -> None:
    """702.16g: "protection from A and from B" is protection from A and protection from B;
    702.16h: "from each color" is one protection per color."""
    assert protection_qualities(["Protection from white and from red"]) == ["white", "red"]
    assert protection_qualities(["protection from each color"]) == ["white", "blue", "black", "red", "green"]
    assert protection_qualities(["flying", "hexproof"]) == []


@pytest.mark.parametrize(("granted", "spell", "protected"), [
    (["protection from red"], "Lightning Bolt", True),
    (["protection from white and from red"], "Lightning Bolt", True),
    (["protection from white and from blue"], "Lightning Bolt", False),
    (["protection from multicolored"], "Lightning Helix", True),   # 105.4: two or more colors
    (["protection from multicolored"], "Lightning Bolt", False),
    (["protection from monocolored"], "Lightning Bolt", True),
    (["protection from monocolored"], "Lightning Helix", False),
    (["protection from instants"], "Lightning Bolt", True),        # 702.16a: a card type, plural
    (["protection from instant"], "Lightning Bolt", True),
    (["protection from sorceries"], "Lightning Bolt", False),
    (["protection from everything"], "Lightning Helix", True),     # 702.16j
    (["protection from each color"], "Lightning Helix", True),     # 702.16h
    (["protection from me"], "Lightning Bolt", True),              # 702.16k: a player's spells
    (["protection from opp"], "Lightning Bolt", False),
    (["protection from each opponent"], "Lightning Bolt", True),   # 702.16i
])
def test_protection_matches_the_spell(granted: list[str], spell: str, protected: bool) -> None:
    """702.16b: a permanent with protection can't be the target of spells with the quality."""
    state = _state(granted, spell)
    bears, bolt = state.object("bears"), state.object("me.hand.0")
    assert bears is not None and bolt is not None
    assert protected_from(bears, bolt, "me") is protected
    listed = {t for p in options(state, "me.hand.0").options for slot in p.targets for t in slot}
    assert ("bears" not in listed) is protected


def test_protection_from_a_subtype_matches_a_changeling_source() -> None:
    """702.16a: a subtype quality matches sources of that subtype; 702.73a: a changeling has
    every creature type."""
    state = board({"battlefield": [{"card": "Grizzly Bears", "id": "src", "granted": ["changeling"]}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears", "granted": ["protection from goblins"]}]})
    src, bears = state.object("src"), state.object("bears")
    assert src is not None and bears is not None
    assert protected_from(bears, src, "me")
    assert not protected_from(bears, src, "me", frozenset())  # without the list, no creature type is known


def test_player_protection_stops_a_bolt() -> None:
    """702.16b: a player with protection from red can't be targeted by a red spell; the model,
    the referee and the reference agree (the model's old copy missed it)."""
    state = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"granted": ["protection from red"]})
    plans = agreed_options(state, "me.hand.0")
    assert {p.targets[0] for p in plans} == {("me",)}


def test_an_unknown_protection_quality_is_unsupported() -> None:
    """702.16a allows any quality; one the engine doesn't model is refused (exit 4), never guessed."""
    with pytest.raises(UnsupportedCardError):
        board({"granted": ["protection from zebras"]})
    with pytest.raises(UnsupportedCardError):
        board({"battlefield": [{"card": "Grizzly Bears", "granted": ["protection from the chosen color"]}]})


def test_hexproof_and_shroud() -> None:
    """702.11b: hexproof stops opponents only; 702.18a: shroud stops everyone."""
    state = board({"granted": ["hexproof"], "battlefield": [{"card": "Grizzly Bears", "id": "b", "granted": ["shroud"]}]})
    me, bears = state.player("me"), state.object("b")
    assert bears is not None
    assert untargetable_by(me, "me") is None
    assert untargetable_by(me, "opp") == "702.11b"
    assert untargetable_by(bears, "me") == "702.18a"


def test_face_down_permanents_add_no_devotion() -> None:
    """700.5: devotion counts the mana symbols among the mana costs of permanents you control;
    708.2 (not in the shared excerpts): a face-down permanent has no mana cost, so it adds none.
    Nykthos's production is checked alike by the model, the referee and the reference."""
    state = board({"hand": ["Ghostly Flicker"],
                   "battlefield": ["Nykthos, Shrine to Nyx", "Island", "Island", "Island",
                                   {"card": "Frogmite", "face_down": True},
                                   {"card": "Azure Mage", "face_down": True}, "Azure Mage"]},
                  cards=[{"name": "Azure Mage", "mana_cost": "{1}{U}", "type_line": "Creature — Human Wizard",
                          "oracle_text": "", "power": "2", "toughness": "1"}])
    assert devotion(state.player("me").battlefield, "U") == 1
    plans = agreed_options(state, "me.hand.0")
    nykthos = [a for p in plans for a in p.activations if a.object == "me.battlefield.0"]
    assert all(len(a.produced) <= 1 for a in nykthos)


def test_escalate_non_mana_cost_is_paid() -> None:
    """702.120a: escalate's cost (here "Discard a card") is paid once for each mode chosen
    beyond the first. Collective Brutality with Opt, two Swamps and an opposing Grizzly Bears:
    modes 0, 1, 2 alone (3 options: mode 1 targets the Bears, 0 and 2 the opponent); two modes
    (3 pairs, each discarding Opt); all three would need two discards: 6 options."""
    shared = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
    state = GameState.from_json({"players": [{"name": "me", "hand": ["Collective Brutality", "Opt"],
                                              "battlefield": ["Swamp", "Swamp"]},
                                             {"name": "opp", "battlefield": ["Grizzly Bears"]}]},
                                CardDatabase.builtin().with_file(shared))
    listing = options(state, "me.hand.0")
    for plan in listing.options:
        assert referee.check(state, plan) == []
    assert listing.count == 6
    assert {p.option_key(state) for p in enumerate_plans(state, "me.hand.0")} == \
        {p.option_key(state) for p in listing.options}
