"""Casting a card face down for {3} (morph 702.37a-c, megamorph 702.37b, disguise 702.168a):
a 2/2 colorless Creature spell with no name, no subtypes, no mana cost and no abilities
(708.2-708.4). It is one more option of the card, checked by the referee and the reference
enumerator; the card's own text (convoke, flash) doesn't apply, other permanents' cost
modifiers see a colorless creature spell, and ``apply`` puts it on the stack face down."""

from __future__ import annotations

import json
from typing import Any

from castable.model import GameState
from castable.model.cards import CardDef
from castable.model.database import CardDatabase
from castable.model.oracle import read_card
from castable.solver.api import can_cast
from castable.solver.transitions import apply_checked
from conftest import agreed_options

#: the record of shared/data/cards.jsonl.gz
ABOMINATION = {"name": "Abomination of Gudul", "mana_cost": "{3}{B}{G}{U}", "type_line": "Creature — Horror",
               "power": "3", "toughness": "4",
               "oracle_text": "Flying\nWhenever Abomination of Gudul deals combat damage to a player, you may draw a "
                              "card. If you do, discard a card.\nMorph {2}{B}{G}{U} (You may cast this card face down "
                              "as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"}


def _card(name: str, mana_cost: str, type_line: str, text: str, **kw: Any) -> CardDef:
    card = read_card({"name": name, "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text,
                      "power": "2", "toughness": "2", **kw})
    assert card.unsupported is None, card.unsupported
    return card


CUSTOM = {c.name: c for c in (
    read_card(ABOMINATION),
    _card("Test Convoke Morph", "{5}{G}{G}", "Creature — Elemental", "Convoke\nMorph {4}{G}"),
    _card("Test Flash Morph", "{1}{U}", "Creature — Wizard", "Flash\nMegamorph {1}{U}"),
    # Goblin Electromancer's line, for creature spells
    _card("Test Electromancer", "{U}{R}", "Creature — Goblin Wizard", "Creature spells you cast cost {1} less to cast."),
)}
DB = CardDatabase.builtin().with_layer(CUSTOM)


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], **top}
    return GameState.from_json(data, DB)


def lands(*names: str) -> list[dict[str, Any]]:
    return [{"card": n, "id": f"l{i}"} for i, n in enumerate(names)]


# ----- the reader -------------------------------------------------------------------------------

def test_morph_is_read_as_a_face_down_alternative_cost() -> None:
    card = CUSTOM["Abomination of Gudul"]
    assert card.unsupported is None
    assert "Morph" in card.keywords
    [alt] = card.alternative_costs
    assert (alt.name, str(alt.mana), alt.face_down) == ("face down", "{3}", True)
    for line in ("Megamorph {1}{U}", "Disguise {2}{W}", "Morph—Pay 5 life.", "Morph—Reveal a white card in your hand."):
        c = _card("Test", "{2}{W}", "Creature — Human", line)
        assert [a.face_down for a in c.alternative_costs] == [True], line
    refused = read_card({"name": "Test", "mana_cost": "{2}{U}", "type_line": "Creature — Human", "power": "2",
                         "toughness": "2", "oracle_text": "Disguise {2}{U}. This cost is reduced by {1} for each "
                                                          "instant and sorcery card in your graveyard."})
    assert refused.unsupported is not None


# ----- casting it face down ------------------------------------------------------------------------

def test_three_lands_of_any_color_cast_it_face_down() -> None:
    s = state({"hand": [{"card": "Abomination of Gudul", "id": "abom"}],
               "battlefield": lands("Plains", "Plains", "Mountain")})
    answer = can_cast(s, "abom")
    assert answer.castable and answer.plan.alternative_cost == "face down"
    assert answer.plan.total_cost == "{3}"
    assert len(agreed_options(s, "abom")) == 1
    # two lands: neither way; the refusal names the face-down cost
    s2 = state({"hand": [{"card": "Abomination of Gudul", "id": "abom"}], "battlefield": lands("Plains", "Island")})
    refused = can_cast(s2, "abom")
    assert refused.castable is False
    assert any("face down" in r.message for r in refused.reasons), refused.reasons
    assert agreed_options(s2, "abom") == []


def test_options_are_the_normal_ways_and_the_face_down_ways() -> None:
    # {3}{B}{G}{U} from six lands: one way; {3}: every 3 of {Swamp, Forest, Island, 3 Mountains}
    s = state({"hand": [{"card": "Abomination of Gudul", "id": "abom"}],
               "battlefield": lands("Swamp", "Forest", "Island", "Mountain", "Mountain", "Mountain")})
    found = agreed_options(s, "abom")
    normal = [p for p in found if p.alternative_cost is None]
    down = [p for p in found if p.alternative_cost == "face down"]
    assert len(normal) == 1
    assert len(down) == 1 + 3 + 3 + 1
    assert len(found) == len(normal) + len(down)


def test_thalia_does_not_tax_the_face_down_creature_spell() -> None:
    s = state({"hand": [{"card": "Abomination of Gudul", "id": "abom"}],
               "battlefield": lands("Plains", "Plains", "Plains")},
              {"battlefield": [{"card": "Thalia, Guardian of Thraben", "id": "thalia"}]})
    [plan] = agreed_options(s, "abom")
    assert plan.total_cost == "{3}"


def test_creature_spells_cost_less_reduces_it_and_trinisphere_restores_three() -> None:
    mine = {"hand": [{"card": "Abomination of Gudul", "id": "abom"}],
            "battlefield": [*lands("Plains", "Plains"), {"card": "Test Electromancer", "id": "gob"}]}
    [plan] = agreed_options(state(mine), "abom")
    assert (plan.alternative_cost, plan.total_cost) == ("face down", "{2}")
    s = state(mine, {"battlefield": [{"card": "Trinisphere", "id": "tri"}]})
    assert can_cast(s, "abom").castable is False
    assert agreed_options(s, "abom") == []


def test_a_face_down_spell_cannot_convoke() -> None:
    creatures = [{"card": "Grizzly Bears", "id": f"bear{i}"} for i in range(3)]
    s = state({"hand": [{"card": "Test Convoke Morph", "id": "cm"}], "battlefield": [*lands("Forest"), *creatures]})
    assert can_cast(s, "cm").castable is False  # {3} face down: no convoke; {5}{G}{G}: too little
    assert agreed_options(s, "cm") == []
    s2 = state({"hand": [{"card": "Test Convoke Morph", "id": "cm"}],
                "battlefield": [*lands("Forest", "Forest", "Forest"), *creatures]})
    found = agreed_options(s2, "cm")
    down = [p for p in found if p.alternative_cost == "face down"]
    assert len(down) == 1 and not down[0].convoked
    assert all(p.alternative_cost is None for p in found if p.convoked)


def test_a_face_down_spell_has_no_flash() -> None:
    s = state({"hand": [{"card": "Test Flash Morph", "id": "fm"}], "battlefield": lands("Island", "Island", "Island")},
              turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    found = agreed_options(s, "fm")
    assert found and all(p.alternative_cost is None for p in found)
    mine = state({"hand": [{"card": "Test Flash Morph", "id": "fm"}], "battlefield": lands("Island", "Island", "Island")})
    assert {p.alternative_cost for p in agreed_options(mine, "fm")} == {None, "face down"}


def test_apply_puts_it_on_the_stack_face_down() -> None:
    s = state({"hand": [{"card": "Abomination of Gudul", "id": "abom"}],
               "battlefield": lands("Plains", "Plains", "Mountain")})
    plan = can_cast(s, "abom").plan
    after = apply_checked(s, plan)
    [entry] = after.stack
    assert entry.id == "abom" and entry.face_down
    doc = after.to_json()
    [spell] = doc["stack"]
    assert spell["face_down"] is True and spell["choices"]["alternative_cost"] == "face down"
    again = GameState.from_text(json.dumps(doc), DB)
    assert again.to_json() == doc
    assert again.stack == after.stack
