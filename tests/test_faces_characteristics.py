"""The characteristics of an object that is not simply its card's front face (issue 10 item 4,
and a wrong answer found by differential testing): a transformed or melded permanent's mana
value (202.3b, 202.3c) and a face-down permanent's characteristics (708.2). Each is a fact
of the shared model, so the CP-SAT solver, the referee (every plan replayed) and the
brute-force reference see it alike (``agreed_options``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.model.database import CardDatabase
from castable.solver.api import can_cast, mana_pools
from castable.solver.transitions import apply_checked
from conftest import agreed_options

#: records of shared/data/cards.jsonl.gz (the fields that matter), as a state's ``cards``
PARIAH = {"name": "Voldaren Pariah // Abolisher of Bloodlines", "card_faces": [
    {"name": "Voldaren Pariah", "mana_cost": "{3}{B}{B}", "type_line": "Creature — Vampire Horror", "colors": ["B"],
     "power": "3", "toughness": "3",
     "oracle_text": "Flying\nSacrifice three other creatures: Transform Voldaren Pariah.\nMadness {B}{B}{B} (If you "
                    "discard this card, discard it into exile. When you do, cast it for its madness cost or put it "
                    "into your graveyard.)"},
    {"name": "Abolisher of Bloodlines", "mana_cost": "", "type_line": "Creature — Eldrazi Vampire", "colors": [],
     "power": "6", "toughness": "5",
     "oracle_text": "Flying\nWhen this creature transforms into Abolisher of Bloodlines, target opponent sacrifices "
                    "three creatures."}]}
SMOTHER = {"name": "Smother", "mana_cost": "{1}{B}", "type_line": "Instant", "colors": ["B"],
           "oracle_text": "Destroy target creature with mana value 3 or less. It can't be regenerated."}
EPIC_DOWNFALL = {"name": "Epic Downfall", "mana_cost": "{1}{B}", "type_line": "Sorcery", "colors": ["B"],
                 "oracle_text": "Exile target creature with mana value 3 or greater."}
EASY_PREY = {"name": "Easy Prey", "mana_cost": "{1}{B}", "type_line": "Instant", "colors": ["B"],
             "oracle_text": "Destroy target creature with mana value 2 or less.\nCycling {2} ({2}, Discard this card: "
                            "Draw a card.)"}
#: the shared data's records of a meld pair and of the card they meld into ("A ; B // Melded")
HANWEIR = [
    {"name": "Hanweir Garrison", "card_name": "Hanweir Garrison // Hanweir, the Writhing Township",
     "mana_cost": "{2}{R}", "type_line": "Creature — Human Soldier", "colors": ["R"], "power": "2", "toughness": "3",
     "oracle_text": "Whenever Hanweir Garrison attacks, create two 1/1 red Human creature tokens that are tapped and "
                    "attacking.\n(Melds with Hanweir Battlements.)"},
    {"name": "Hanweir Battlements", "card_name": "Hanweir Battlements // Hanweir, the Writhing Township",
     "mana_cost": "", "type_line": "Land", "colors": [],
     "oracle_text": "{T}: Add {C}.\n{R}, {T}: Target creature gains haste until end of turn.\n{3}{R}{R}, {T}: If you "
                    "both own and control Hanweir Battlements and a creature named Hanweir Garrison, exile them, "
                    "then meld them into Hanweir, the Writhing Township."},
    {"name": "Hanweir, the Writhing Township",
     "card_name": "Hanweir Garrison ; Hanweir Battlements // Hanweir, the Writhing Township",
     "mana_cost": "", "type_line": "Legendary Creature — Eldrazi Ooze", "colors": [], "power": "7", "toughness": "4",
     "oracle_text": "Trample, haste\nWhenever Hanweir attacks, create two 3/2 colorless Eldrazi Horror creature "
                    "tokens that are tapped and attacking."},
]
SWAMPS = [{"card": "Swamp", "id": "sw1"}, {"card": "Swamp", "id": "sw2"}]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, db: CardDatabase | None = None,
          **top: Any) -> GameState:
    data = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
            "cards": [PARIAH, SMOTHER, EPIC_DOWNFALL, EASY_PREY], **top}
    return GameState.from_json(data, db)


def targets(plans: list[Any]) -> set[str]:
    return {t for p in plans for slot in p.targets for t in slot}


# ----- 202.3b: a transformed permanent ---------------------------------------------------------

def test_a_transformed_permanent_has_its_front_faces_mana_value() -> None:
    """202.3b: the back face of a nonmodal double-faced permanent has the mana value of its
    front face's mana cost, though it has no mana cost itself. A state names a transformed
    permanent by its back face's name: Abolisher of Bloodlines (front: Voldaren Pariah,
    {3}{B}{B}) has mana value 5, so Smother ("mana value 3 or less") can't target it and
    Epic Downfall ("3 or greater") can."""
    opp = {"battlefield": [{"card": "Abolisher of Bloodlines", "id": "abolisher"},
                           {"card": "Grizzly Bears", "id": "bears"}]}
    s = state({"hand": [{"card": "Smother", "id": "smother"}, {"card": "Epic Downfall", "id": "downfall"}],
               "battlefield": SWAMPS}, opp)
    abolisher = s.object("abolisher")
    assert abolisher is not None
    assert (abolisher.mana_value, abolisher.card.mana_cost, abolisher.colors) == (5, None, frozenset())
    assert targets(agreed_options(s, "smother")) == {"bears"}
    assert targets(agreed_options(s, "downfall")) == {"abolisher"}


def test_a_token_copy_of_a_back_face_has_mana_value_0() -> None:
    """202.3b: a copy of the back face of a nonmodal double-faced object has mana value 0. A
    state writes such a copy as a token named by the back face: Smother can target it,
    Epic Downfall can't."""
    opp = {"battlefield": [{"card": "Abolisher of Bloodlines", "id": "copy", "token": True}]}
    s = state({"hand": [{"card": "Smother", "id": "smother"}, {"card": "Epic Downfall", "id": "downfall"}],
               "battlefield": SWAMPS}, opp)
    assert targets(agreed_options(s, "smother")) == {"copy"}
    assert agreed_options(s, "downfall") == []
    assert can_cast(s, "downfall").castable is False


# ----- 202.3c: a melded permanent ---------------------------------------------------------------

def _meld_db(tmp_path: Path) -> CardDatabase:
    path = tmp_path / "meld.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in HANWEIR), encoding="utf-8")
    return CardDatabase.builtin().with_file(path)


def test_a_melded_permanent_has_its_fronts_combined_mana_value(tmp_path: Path) -> None:
    """202.3c: a melded permanent's mana value is that of its fronts' combined mana costs:
    Hanweir, the Writhing Township (Hanweir Garrison {2}{R} and the land Hanweir Battlements)
    has mana value 3, so Easy Prey ("2 or less") can't target it and Epic Downfall can. The
    shared data names the fronts in the melded card's ``card_name``, "A ; B // Melded"."""
    db = _meld_db(tmp_path)
    assert db.lookup("Hanweir, the Writhing Township").mana_value == 3
    opp = {"battlefield": [{"card": "Hanweir, the Writhing Township", "id": "hanweir"}]}
    s = state({"hand": [{"card": "Easy Prey", "id": "prey"}, {"card": "Epic Downfall", "id": "downfall"}],
               "battlefield": SWAMPS}, opp, db)
    assert agreed_options(s, "prey") == []
    assert targets(agreed_options(s, "downfall")) == {"hanweir"}
    # 202.3c: a copy of a melded permanent has mana value 0
    copy = state({"hand": [{"card": "Easy Prey", "id": "prey"}], "battlefield": SWAMPS},
                 {"battlefield": [{"card": "Hanweir, the Writhing Township", "id": "copy", "token": True}]}, db)
    assert targets(agreed_options(copy, "prey")) == {"copy"}


def test_a_melded_card_without_its_fronts_uses_its_records_mana_value() -> None:
    """202.3c through a state's own ``cards``: a melded card whose fronts are not given there
    takes its record's ``mana_value`` (the shared data gives it)."""
    melded = {**HANWEIR[2], "mana_value": 3}
    whole = {"name": melded.pop("card_name"), "card_faces": [melded]}
    s = GameState.from_json({"players": [{"name": "me", "battlefield": [{"card": "Hanweir, the Writhing Township"}]}],
                             "cards": [whole]})
    assert s.players[0].battlefield[0].mana_value == 3


# ----- 708.2: a face-down permanent -------------------------------------------------------------

def test_a_face_down_land_has_no_mana_ability() -> None:
    """708.2: a face-down permanent is a 2/2 creature with no name, no text, no subtypes, no
    mana cost and no abilities; a face-down Island has no land type, so not the {T}: Add {U}
    that basic land types give (305.6): it can't pay for Opt, and makes no mana."""
    s = state({"hand": [{"card": "Opt", "id": "opt"}], "battlefield": [{"card": "Island", "id": "down",
                                                                      "face_down": True}]})
    answer = can_cast(s, "opt")
    assert answer.castable is False and answer.reasons
    assert agreed_options(s, "opt") == []
    assert mana_pools(s, "me").pools in ([], [""])
    with_island = state({"hand": [{"card": "Opt", "id": "opt"}],
                         "battlefield": [{"card": "Island", "id": "down", "face_down": True},
                                         {"card": "Island", "id": "up"}]})
    [plan] = agreed_options(with_island, "opt")
    assert plan.tapped == ("up",)


def test_a_face_down_permanent_is_a_colorless_2_2_creature_of_mana_value_0() -> None:
    """708.2: whatever its card, a face-down permanent is a colorless 2/2 creature with mana
    value 0 and no abilities. A face-down Abolisher of Bloodlines (mana value 5 face up) is a
    legal target for Smother, not for Epic Downfall; a face-down Island is a creature too, and
    a face-down Thalia doesn't make Opt cost more (it has no abilities)."""
    opp = {"battlefield": [{"card": "Abolisher of Bloodlines", "id": "down", "face_down": True},
                           {"card": "Island", "id": "land", "face_down": True},
                           {"card": "Thalia, Guardian of Thraben", "id": "thalia", "face_down": True}]}
    s = state({"hand": [{"card": "Smother", "id": "smother"}, {"card": "Epic Downfall", "id": "downfall"},
                        {"card": "Opt", "id": "opt"}], "battlefield": [*SWAMPS, {"card": "Island", "id": "isl"}]}, opp)
    down = s.object("down")
    assert down is not None
    assert (down.types, down.subtypes, down.colors, down.mana_value, down.power, down.toughness) == (
        frozenset({"Creature"}), frozenset(), frozenset(), 0, 2, 2)
    assert down.real_card.name == "Abolisher of Bloodlines"
    assert targets(agreed_options(s, "smother")) == {"down", "land", "thalia"}
    assert agreed_options(s, "downfall") == []
    assert [p.total_cost for p in agreed_options(s, "opt")] == ["{U}"]


def test_a_face_down_spell_on_the_stack_is_a_creature_spell() -> None:
    """708.2: a face-down spell is a creature spell whatever its card: Negate ("counter
    target noncreature spell") can't target a face-down Lightning Bolt."""
    s = state({"hand": [{"card": "Negate", "id": "negate"}], "battlefield": [{"card": "Island", "id": f"i{k}"}
                                                                           for k in range(2)]},
              stack=[{"card": "Lightning Bolt", "id": "bolt", "controller": "opp", "face_down": True}],
              turn={"active_player": "opp", "priority": "me"})
    assert agreed_options(s, "negate") == []
    up = state({"hand": [{"card": "Negate", "id": "negate"}], "battlefield": [{"card": "Island", "id": f"i{k}"}
                                                                            for k in range(2)]},
               stack=[{"card": "Lightning Bolt", "id": "bolt", "controller": "opp"}],
               turn={"active_player": "opp", "priority": "me"})
    assert targets(agreed_options(up, "negate")) == {"bolt"}


def test_a_face_down_permanent_round_trips_and_is_its_card_again_once_it_leaves() -> None:
    """708.2 and state-format.md: a face-down object is written by its real card's name with
    ``"face_down": true``, and reads back equal; sacrificed (Bone Splinters' additional cost:
    it is a creature), it goes to the graveyard as its own card, face up."""
    s = state({"hand": [{"card": "Bone Splinters", "id": "splinters"}],
               "battlefield": [{"card": "Swamp", "id": "sw"}, {"card": "Island", "id": "down", "face_down": True}]},
              {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    doc = s.to_json()
    assert {"card": "Island", "id": "down", "face_down": True} in doc["players"][0]["battlefield"]
    again = GameState.from_json(doc)
    assert again.to_json() == doc and again.players[0].battlefield == s.players[0].battlefield
    plans = agreed_options(s, "splinters")
    plan = next(p for p in plans if p.targets == (("bears",),))
    assert plan.sacrificed == ("down",)
    after = apply_checked(s, plan)
    [card] = after.players[0].graveyard
    assert (card.id, card.name, card.face_down, card.card.subtypes) == ("down", "Island", False, frozenset({"Island"}))
    assert GameState.from_json(after.to_json()).to_json() == after.to_json()


def test_a_spell_cast_face_down_is_a_face_down_spell_after_apply() -> None:
    """708.3 and 708.2: ``apply`` puts a spell cast face down on the stack with the
    characteristics of a face-down spell (a colorless 2/2 creature spell of mana value 0
    with no name), and writes it by its real card with ``"face_down": true``."""
    morph = {"name": "Abomination of Gudul", "mana_cost": "{3}{B}{G}{U}", "type_line": "Creature — Horror",
             "power": "3", "toughness": "4",
             "oracle_text": "Flying\nMorph {2}{B}{G}{U} (You may cast this card face down as a 2/2 creature for {3}. "
                            "Turn it face up any time for its morph cost.)"}
    s = GameState.from_json({"players": [{"name": "me", "hand": [{"card": "Abomination of Gudul", "id": "abom"}],
                                          "battlefield": [{"card": "Plains", "id": f"p{k}"} for k in range(3)]}],
                             "cards": [morph]})
    plan = can_cast(s, "abom").plan
    assert plan is not None and plan.alternative_cost == "face down"
    after = apply_checked(s, plan)
    [entry] = after.stack
    assert entry.face_down and entry.real_card.name == "Abomination of Gudul"
    assert (entry.types, entry.colors, entry.mana_value, entry.card.keywords) == (
        frozenset({"Creature"}), frozenset(), 0, frozenset())
    doc = after.to_json()
    assert doc["stack"][0]["card"] == "Abomination of Gudul" and doc["stack"][0]["face_down"] is True
    assert GameState.from_json(doc).stack == after.stack
