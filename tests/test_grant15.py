"""grant15 (issue 13): grants that change no answer read as such, and the grants that do, checked
by every checker (``agreed_options`` / ``agreed_activations``: CP-SAT, the referee, the reference).

- Imprisoned in the Moon: the enchanted creature (a colorless land in the state's ``overrides``)
  has only "{T}: Add {C}" (613.1f: its own mana ability is lost, the Aura's stays) and, no longer
  a creature, taps while summoning sick (302.6 is about creatures);
- Greater Auramancy: my creatures with an Aura attached have shroud (702.18a, 303.4);
- Lovisa Coldeyes: every Warrior, whoever controls it, has haste (302.6);
- Scion of Draco: blue creatures its controller controls have hexproof (702.11b), others not.
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

NAMES = {"Imprisoned in the Moon", "Greater Auramancy", "Lovisa Coldeyes", "Scion of Draco", "Grizzly Bears", "Forest",
         "Mountain"}
SPELLS = [
    {"name": "Test GG", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test One", "mana_cost": "{1}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant",
     "oracle_text": "Test Bolt deals 1 damage to target creature."},
    {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf Warrior", "oracle_text": "{T}: Add {G}.",
     "colors": ["G"], "power": "1", "toughness": "1"},
    {"name": "Test Drake", "mana_cost": "{1}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying",
     "colors": ["U"], "power": "2", "toughness": "2"},
    {"name": "Test Aura", "mana_cost": "{W}", "type_line": "Enchantment — Aura",
     "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1.", "colors": ["W"]},
]


def board(mine: list[Any], theirs: list[Any], hand: str) -> GameState:
    me = {"name": "me", "battlefield": mine, "hand": [{"card": hand, "id": "h0"}]}
    opp = {"name": "opp", "battlefield": theirs}
    return GameState.from_json({"players": [me, opp], "cards": [*shared_records(frozenset(NAMES)).values(), *SPELLS],
                                "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


#: the Elf as Imprisoned in the Moon leaves it (613.1d-e: the state's ``overrides``)
_MOON_ELF = {"card": "Test Elf", "id": "e", "summoning_sick": True, "overrides": {"type_line": "Land", "colors": []}}


def test_imprisoned_creature_taps_for_colorless_only() -> None:
    """A summoning-sick Test Elf under Imprisoned in the Moon (m) and a Forest: "Test GG" can't be
    cast (the Elf lost "{T}: Add {G}."); "Test One" has 2 options (the Forest, or the Elf's {C}:
    a land taps while "summoning sick"). Without the Aura (a sick creature Elf) "Test One" has 1."""
    moon = {"card": "Imprisoned in the Moon", "id": "m", "attached_to": "e"}
    forest = {"card": "Forest", "id": "f"}
    assert agreed_options(board([forest, _MOON_ELF, moon], [], "Test GG"), "h0") == []
    assert len(agreed_options(board([forest, _MOON_ELF, moon], [], "Test One"), "h0")) == 2
    sick = {"card": "Test Elf", "id": "e", "summoning_sick": True}
    assert len(agreed_options(board([forest, sick], [], "Test One"), "h0")) == 1


def test_imprisoned_elf_has_one_ability() -> None:
    """The imprisoned Elf's abilities: the Aura's "{T}: Add {C}" only (K=0), activatable once."""
    state = board([_MOON_ELF, {"card": "Imprisoned in the Moon", "id": "m", "attached_to": "e"}], [], "Test One")
    elf = state.object("e")
    assert elf is not None and [a.text for a in elf.card.abilities_text] == ["{T}: Add {C}."]
    assert len(agreed_activations(state, "e", 0)) == 1


def test_greater_auramancy_shrouds_enchanted_creatures() -> None:
    """Greater Auramancy, a Mountain, my Grizzly Bears (b) with Test Aura (a) attached and the
    opponent's Bears (o): Test Bolt has 1 option (o: shroud stops even my own spell on b);
    without the Aura on b, 2."""
    base = [{"card": "Greater Auramancy", "id": "g"}, {"card": "Mountain", "id": "x"}, {"card": "Grizzly Bears", "id": "b"}]
    theirs = [{"card": "Grizzly Bears", "id": "o"}]
    opts = agreed_options(board([*base, {"card": "Test Aura", "id": "a", "attached_to": "b"}], theirs, "Test Bolt"), "h0")
    assert [p.targets[0][0] for p in opts] == ["o"]
    assert len(agreed_options(board(base, theirs, "Test Bolt"), "h0")) == 2


def test_lovisa_gives_warriors_haste() -> None:
    """A summoning-sick Test Elf (an Elf Warrior) and a Forest: "Test GG" needs the Elf's {T}; with
    the opponent's Lovisa Coldeyes it has haste (any controller's Warriors): 1 option; without, none."""
    mine = [{"card": "Forest", "id": "f"}, {"card": "Test Elf", "id": "e", "summoning_sick": True}]
    assert len(agreed_options(board(mine, [{"card": "Lovisa Coldeyes", "id": "l"}], "Test GG"), "h0")) == 1
    assert agreed_options(board(mine, [], "Test GG"), "h0") == []


def test_scion_gives_blue_creatures_hexproof() -> None:
    """The opponent's Scion of Draco (s, colorless), Test Drake (d, blue) and Grizzly Bears (b,
    green); my Mountain: Test Bolt can target s and b, not d (702.11b): 2 options."""
    theirs = [{"card": "Scion of Draco", "id": "s"}, {"card": "Test Drake", "id": "d"}, {"card": "Grizzly Bears", "id": "b"}]
    opts = agreed_options(board([{"card": "Mountain", "id": "x"}], theirs, "Test Bolt"), "h0")
    assert sorted(p.targets[0][0] for p in opts) == ["b", "s"]


@pytest.mark.parametrize("text", [
    "As long as Test Card is paired with another creature, each of those creatures has \"{2}{U}: Untap this creature.\"",
    "Equipped creature has \"{T}, Sacrifice Test Card: Test Card deals 2 damage to any target.\"",
    "Other creatures you control have \"Whenever this creature becomes tapped during your turn, untap it.\"",
    "Creatures you control have \"Whenever this creature deals combat damage to a player, add that much {G}.\"",
    "All Slivers have \"If this permanent would be put into a graveyard, you may put it on top of its owner's "
    "library instead.\"",
    "Equipped creature has \"This creature has hexproof as long as it's untapped.\"",
    "Enchanted creature loses all abilities and is a Citizen with base power and toughness 1/1 and \"{T}: Add {C}\" "
    "named Humble Merchant.",
    "Enchanted permanent is a Treasure artifact with \"{T}, Sacrifice this artifact: Add one mana of any color,\" and "
    "it loses all other abilities.",
    "Each creature you control has flying if it's white and protection from the chosen color if it's blue.",
    "Each creature that's a Barbarian or a Warrior can't be blocked and has \"{T}: Add {R}.\"",
    "Creatures with flying can't attack or block, and their activated abilities with {T} in their costs can't be "
    "activated.",
    "All creatures are black.",
])
def test_near_misses_stay_unread(text: str) -> None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": "Artifact Creature — Equipment Human",
                      "oracle_text": text, "power": "2", "toughness": "2"})
    assert card.unsupported is not None
