"""grant14 (issue 13): abilities and keywords granted to groups said in more ways, checked by
every checker (``agreed_options`` / ``agreed_activations``: CP-SAT, the referee, the reference).

- "Each land and Ally you control has \"{T}: Add one mana of any color.\"" (Great Divide
  Guide), "Other permanents you control have ..." (A Realm Reborn): the recipients make mana
  they couldn't (605.1a);
- "Equipped creatures you control have haste." (Firion): a summoning-sick creature with an
  Equipment attached can pay {T} (302.6, 301.5a);
- threshold "... ~ gets +1/+1, is black, and has \"{2}{B}, {T}: Destroy target blue
  creature.\"" (Possessed Aven): the ability exists only with seven cards in the graveyard;
- "Enchanted land is a 4/4 Elemental creature with reach and haste. It's still a land." (Nissa's
  Zendikon): the animated land (a creature in the state's ``overrides``) can pay {T} while
  summoning sick (302.6);
- "Lands you control have \"{T}: Create a Treasure token.\"" (Bootleggers' Stash): a land
  gains an activated ability that is no mana ability (602).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from conftest import agreed_activations, agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Great Divide Guide", "A Realm Reborn", "Firion, Wild Rose Warrior", "Possessed Aven", "Bootleggers' Stash",
         "Nissa's Zendikon", "Grizzly Bears", "Island", "Forest", "Swamp", "Mountain"}
SPELLS = [
    {"name": "Test GG", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test Rogue", "mana_cost": "{G}", "type_line": "Creature — Elf Rogue", "oracle_text": "{T}: Add {G}.",
     "power": "1", "toughness": "1"},
    {"name": "Test Blade", "mana_cost": "{1}", "type_line": "Artifact — Equipment", "oracle_text": "Equip {1}"},
    {"name": "Test Drake", "mana_cost": "{1}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying",
     "colors": ["U"], "power": "2", "toughness": "2"},
]


def board(mine: list[Any], theirs: list[Any], hand: str = "Test GG", graveyard: int = 0) -> GameState:
    me = {"name": "me", "battlefield": mine, "hand": [{"card": hand, "id": "h0"}],
          "graveyard": ["Mountain"] * graveyard}
    opp = {"name": "opp", "battlefield": theirs}
    return GameState.from_json({"players": [me, opp], "cards": [*shared_records(frozenset(NAMES)).values(), *SPELLS],
                                "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def test_each_land_and_ally_makes_any_color() -> None:
    """An Island (i) and Great Divide Guide (g, an Ally, not summoning sick): "Test GG" has 1
    option (each taps for {G} with the granted ability); with Grizzly Bears instead of the
    Guide, none (the Island makes only {U}, the Bears no mana)."""
    assert len(agreed_options(board([{"card": "Island", "id": "i"}, {"card": "Great Divide Guide", "id": "g"}], []),
                              "h0")) == 1
    assert agreed_options(board([{"card": "Island", "id": "i"}, {"card": "Grizzly Bears", "id": "b"}], []), "h0") == []


def test_other_permanents_make_any_color() -> None:
    """A Realm Reborn (r), an Island and Grizzly Bears: "Test GG" has 1 option (the Island and
    the Bears); with the Bears summoning sick, none (302.6: its {T} ability can't be paid); with
    the opponent's Realm, none (only its controller's permanents)."""
    realm = {"card": "A Realm Reborn", "id": "r"}
    mine = [{"card": "Island", "id": "i"}, {"card": "Grizzly Bears", "id": "b"}]
    assert len(agreed_options(board([*mine, realm], []), "h0")) == 1
    sick = [{"card": "Island", "id": "i"}, {"card": "Grizzly Bears", "id": "b", "summoning_sick": True}]
    assert agreed_options(board([*sick, realm], []), "h0") == []
    assert agreed_options(board(mine, [realm]), "h0") == []


def test_equipped_creatures_have_haste() -> None:
    """Firion (f), a Forest and a summoning-sick Rogue with "{T}: Add {G}." (r): unequipped,
    "Test GG" can't be cast; with Test Blade attached to the Rogue it has haste: 1 option."""
    base = [{"card": "Firion, Wild Rose Warrior", "id": "f"}, {"card": "Forest", "id": "x"},
            {"card": "Test Rogue", "id": "r", "summoning_sick": True}]
    assert agreed_options(board([*base, {"card": "Test Blade", "id": "e"}], []), "h0") == []
    equipped = [*base, {"card": "Test Blade", "id": "e", "attached_to": "r"}]
    assert len(agreed_options(board(equipped, []), "h0")) == 1


def test_possessed_threshold_ability() -> None:
    """Possessed Aven (a; black with threshold: the state's ``overrides``) with three Swamps and
    seven cards in my graveyard: its granted "{2}{B}, {T}: Destroy target blue creature." (K=0)
    has 1 option (the blue Drake, not the Bears nor the now black Aven; one way to pay). With six
    cards the Aven has no such ability."""
    aven = {"card": "Possessed Aven", "id": "a", "overrides": {"colors": ["B"]}}
    mine = [aven, *({"card": "Swamp", "id": f"s{i}"} for i in range(3))]
    theirs = [{"card": "Test Drake", "id": "d"}, {"card": "Grizzly Bears", "id": "b"}]
    opts = agreed_activations(board(mine, theirs, graveyard=7), "a", 0)
    assert [p.targets[0][0] for p in opts] == ["d"]
    six = board(mine, theirs, graveyard=6).object("a")
    assert six is not None and not six.card.abilities_text


def test_lands_gain_a_treasure_ability() -> None:
    """Bootleggers' Stash: my Forest's granted "{T}: Create a Treasure token." (K=1, after its
    intrinsic {G} ability, 305.6) has 1 option; tapped, none (its {T} can't be paid); the
    opponent's Stash gives my Forest nothing."""
    stash = {"card": "Bootleggers' Stash", "id": "s"}
    assert len(agreed_activations(board([{"card": "Forest", "id": "f"}, stash], []), "f", 1)) == 1
    assert agreed_activations(board([{"card": "Forest", "id": "f", "tapped": True}, stash], []), "f", 1) == []
    forest = board([{"card": "Forest", "id": "f"}], [stash]).object("f")
    assert forest is not None and not forest.card.abilities_text


def test_zendikon_gives_the_animated_land_haste() -> None:
    """A Forest (f) and a summoning-sick Forest animated into a creature (z, the state's
    ``overrides``): with Nissa's Zendikon attached to it, "Test GG" has 1 option (302.6: haste);
    with the Zendikon on the other Forest, none (the sick creature land can't tap)."""
    animated = {"card": "Forest", "id": "z", "summoning_sick": True,
                "overrides": {"type_line": "Land Creature — Forest Elemental", "power": 4, "toughness": 4}}
    forest = {"card": "Forest", "id": "f"}
    on_z = {"card": "Nissa's Zendikon", "id": "n", "attached_to": "z"}
    assert len(agreed_options(board([forest, animated, on_z], []), "h0")) == 1
    on_f = {"card": "Nissa's Zendikon", "id": "n", "attached_to": "f"}
    assert agreed_options(board([forest, animated, on_f], []), "h0") == []


@pytest.mark.parametrize("text", [
    "Creatures you control named Kaldra have hexproof.",
    "Enchanted creatures your opponents control have shroud.",  # "you control" is read (grant15)
    "Creatures you control with flying have \"Spells your opponents cast that target this creature cost {2} more to cast.\"",
    "Nontoken creatures you control have \"{T}: Create a token that's a copy of target token you control that "
    "entered this turn.\"",
    "Creatures you control with three or more +1/+1 counters on them have haste.",
    "Creatures you control are every creature type. The same is true for creature spells you control and creature "
    "cards you own that aren't on the battlefield.",
    "Other creatures you control have \"Whenever this creature becomes tapped, add {G}.\"",
    "Other creatures you control lose all abilities, can't gain abilities, and get +2/+2.",
    "All creatures lose all abilities and have base power and toughness 1/1.",
    "Enchanted land is a 7/7 red Giant creature with haste and \"{T}: Add {R}{R}.\" It's still a land.",
    "Artifacts you control are Foods in addition to their other types and have \"{2}, {T}, Sacrifice this artifact: "
    "You gain 3 life.\"",  # a group's types stay unread (tests/test_oracle_static.py)
    "All creatures are black and have deathtouch.",
    "Creatures you control have \"Whenever this creature becomes tapped, draw a card.\"",
])
def test_near_misses_stay_unread(text: str) -> None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": "Creature — Human Knight",
                      "oracle_text": text, "power": "2", "toughness": "2"})
    assert card.unsupported is not None
