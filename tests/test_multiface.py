"""Multi-face cards from card files (issue 4, loaders): each castable face is exposed, the
card outside the stack has the right characteristics, and back faces that are never cast
from the hand stay uncastable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.model.database import CardDatabase, load_card_file
from conftest import checked_can_cast, checked_options

BONECRUSHER = {  # Scryfall's adventurer card (715)
    "object": "card", "name": "Bonecrusher Giant // Stomp", "layout": "adventure", "mana_cost": "{2}{R} // {1}{R}",
    "type_line": "Creature — Giant // Instant — Adventure", "colors": ["R"],
    "card_faces": [
        {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant", "power": "4",
         "toughness": "3", "oracle_text": "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher "
                                          "Giant deals 2 damage to that spell's controller."},
        {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure",
         "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target."},
    ],
}
DELVER = {  # a transforming double-faced card: only the front face is cast (712)
    "name": "Delver of Secrets // Insectile Aberration", "layout": "transform", "mana_cost": "",
    "type_line": "Creature — Human Wizard // Creature — Human Insect",
    "card_faces": [
        {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "power": "1",
         "toughness": "1", "colors": ["U"],
         "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that "
                        "card. If an instant or sorcery card is revealed this way, transform Delver of Secrets."},
        {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human Insect", "power": "3",
         "toughness": "2", "colors": ["U"], "oracle_text": "Flying"},
    ],
}
MDFC = {  # a modal double-faced card: either face may be cast or played (712)
    "name": "Test Charm // Test Grove", "layout": "modal_dfc", "mana_cost": "{1}{G} // ",
    "type_line": "Sorcery // Land",
    "card_faces": [
        {"name": "Test Charm", "mana_cost": "{1}{G}", "type_line": "Sorcery", "colors": ["G"],
         "oracle_text": "Target creature gets +2/+2 until end of turn."},
        {"name": "Test Grove", "mana_cost": "", "type_line": "Land", "colors": [],
         "oracle_text": "Test Grove enters tapped.\n{T}: Add {G}."},
    ],
}


def _state(db: CardDatabase, me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}]}, db)


def _db(tmp_path: Path, *records: Any) -> CardDatabase:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(list(records)), encoding="utf-8")
    return CardDatabase.builtin().with_file(path)


def test_an_adventurer_card_is_cast_as_either_face(tmp_path: Path) -> None:
    db = _db(tmp_path, BONECRUSHER)
    card = db.lookup("Bonecrusher Giant // Stomp")
    assert card is db.lookup("Bonecrusher Giant") is db.lookup("Stomp")
    # outside the stack it is the creature: its mana value and types, not the sum (715)
    assert card.mana_value == 3 and card.types == {"Creature"} and card.colors == {"R"}
    assert [f.name for f in card.castable_faces] == ["Bonecrusher Giant", "Stomp"]
    s = _state(db, {"hand": ["Bonecrusher Giant"], "battlefield": ["Mountain", "Mountain"]})
    answer = checked_can_cast(s, "Bonecrusher Giant")  # the card: two lands pay only for Stomp
    assert answer.castable and answer.plan.face == "Stomp"
    assert checked_can_cast(s, "me.hand.0").castable  # the id means the card: either face
    assert {p.face for p in checked_options(s, "Stomp")} == {"Stomp"}
    assert checked_can_cast(s, "Bonecrusher Giant // Stomp").castable
    s3 = _state(db, {"hand": ["Bonecrusher Giant"], "battlefield": ["Mountain", "Mountain", "Mountain"]})
    faces = [p.face for p in checked_options(s3, "Bonecrusher Giant")]
    assert "Bonecrusher Giant" in faces and "Stomp" in faces


def test_a_transforming_card_is_cast_only_as_its_front_face(tmp_path: Path) -> None:
    db = _db(tmp_path, DELVER)
    card = db.lookup("Delver of Secrets")
    assert card is db.lookup("Delver of Secrets // Insectile Aberration")
    assert [f.name for f in card.castable_faces] == ["Delver of Secrets"]
    back = db.lookup("Insectile Aberration")  # on the battlefield transformed: itself
    assert back.faces == () and back.mana_cost is None and back.power == "3"
    s = _state(db, {"hand": ["Delver of Secrets"], "battlefield": ["Island"]})
    answer = checked_can_cast(s, "Delver of Secrets")
    assert answer.castable and answer.plan.face == "Delver of Secrets"


def test_a_modal_double_faced_card_back_face_makes_mana_on_the_battlefield(tmp_path: Path) -> None:
    db = _db(tmp_path, MDFC)
    assert db.lookup("Test Charm").layout == "modal_dfc"
    s = _state(db, {"hand": ["Test Charm"], "battlefield": ["Test Grove", "Forest", "Grizzly Bears"]})
    answer = checked_can_cast(s, "Test Charm")
    assert answer.castable and answer.plan.face == "Test Charm"
    s = _state(db, {"hand": ["Test Charm"], "battlefield": [{"card": "Test Grove", "tapped": True}, "Forest",
                                                          "Grizzly Bears"]})
    assert checked_can_cast(s, "Test Charm").castable is False


def test_faces_grouped_by_card_name_without_a_layout(tmp_path: Path) -> None:
    """The shared data's form: one record per face with ``card_name``, sorted by name, no
    ``layout``: the faces are put back in order and the layout is read off the faces."""
    path = tmp_path / "faces.jsonl"
    rows = [
        {"name": "Ice", "card_name": "Fire // Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
         "oracle_text": "Tap target permanent.\nDraw a card."},
        {"name": "Fire", "card_name": "Fire // Ice", "mana_cost": "{1}{R}", "type_line": "Instant",
         "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
        {"name": "Stomp", "card_name": "Bonecrusher Giant // Stomp", "mana_cost": "{1}{R}",
         "type_line": "Instant — Adventure", "oracle_text": "Stomp deals 2 damage to any target."},
        {"name": "Bonecrusher Giant", "card_name": "Bonecrusher Giant // Stomp", "mana_cost": "{2}{R}",
         "type_line": "Creature — Giant", "oracle_text": ""},
    ]
    path.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    table = load_card_file(path)
    fire_ice = table["Fire // Ice"]
    assert fire_ice.layout == "split" and [f.name for f in fire_ice.faces] == ["Fire", "Ice"]
    assert fire_ice.mana_value == 4 and fire_ice.colors == {"R", "U"}  # 709: both halves
    assert table["Ice"] is fire_ice
    giant = table["Bonecrusher Giant"]
    assert giant.layout == "adventure" and [f.name for f in giant.faces] == ["Bonecrusher Giant", "Stomp"]


def test_mtgjson_faces(tmp_path: Path) -> None:
    atomic = {"data": {"Delver of Secrets // Insectile Aberration": [
        {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets", "layout": "transform",
         "manaCost": "{U}", "type": "Creature — Human Wizard", "text": "", "colors": ["U"]},
        {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration", "layout": "transform",
         "type": "Creature — Human Insect", "text": "Flying", "colors": ["U"]},
    ]}}
    path = tmp_path / "atomic.json"
    path.write_text(json.dumps(atomic), encoding="utf-8")
    table = load_card_file(path)
    assert table["Delver of Secrets"].layout == "transform"
    assert [f.name for f in table["Delver of Secrets"].castable_faces] == ["Delver of Secrets"]
    assert table["Insectile Aberration"].faces == ()


def test_state_cards_with_faces() -> None:
    s = GameState.from_json({"players": [{"name": "me", "hand": ["Bonecrusher Giant"],
                                          "battlefield": ["Mountain", "Mountain"]}], "cards": [BONECRUSHER]})
    assert checked_can_cast(s, "Stomp").castable
