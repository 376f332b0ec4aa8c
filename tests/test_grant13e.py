"""grant13e (issue 13): keyword grants to groups under a recipient quality or a condition the
state decides, checked by every checker (``agreed_options``: CP-SAT, the referee, the reference).

- "During your turn, creatures you control have hexproof." (Bedrock Tortoise): hexproof
  (702.11b) only while its controller is the active player;
- "Tapped creatures you control have hexproof." (Lost in the Maze): only the tapped ones;
- "Other outlaws you control have haste." (Hellspur Posse Boss, 700.14), "Other artifact
  creatures you control have ... haste." (Krang): a summoning-sick creature with the grant can
  pay {T} (302.6);
- "Max speed — This creature has hexproof." (702.178a): only at speed 4 (702.179).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Bedrock Tortoise", "Lost in the Maze", "Hellspur Posse Boss", "Krang, Utrom Warlord", "Grizzly Bears",
         "Llanowar Elves", "Forest", "Mountain"}
SPELLS = [
    {"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant",
     "oracle_text": "Test Shock deals 2 damage to target creature."},
    {"name": "Test GG", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test Rogue", "mana_cost": "{G}", "type_line": "Creature — Elf Rogue", "oracle_text": "{T}: Add {G}.",
     "power": "1", "toughness": "1"},
    {"name": "Test Myr", "mana_cost": "{2}", "type_line": "Artifact Creature — Myr", "oracle_text": "{T}: Add {G}.",
     "power": "1", "toughness": "1"},
    {"name": "Test Racer", "mana_cost": "{1}{R}", "type_line": "Creature — Lizard",
     "oracle_text": "Start your engines!\nMax speed — This creature has hexproof.", "power": "2", "toughness": "2"},
]


def board(mine: list[Any], theirs: list[Any], hand: str, active: str = "me", opp_speed: int = 0) -> GameState:
    me = {"name": "me", "battlefield": mine, "hand": [{"card": hand, "id": "h0"}]}
    opp = {"name": "opp", "battlefield": theirs, "speed": opp_speed}
    phase = "main1" if active == "me" else "end"
    return GameState.from_json({"players": [me, opp], "cards": [*shared_records(frozenset(NAMES)).values(), *SPELLS],
                                "turn": {"active_player": active, "priority": "me", "phase": phase}})


MOUNTAIN = {"card": "Mountain", "id": "m"}


def test_hexproof_during_its_controllers_turn() -> None:
    """The opponent's Bedrock Tortoise and Grizzly Bears, my Mountain, "Test Shock" (instant)
    in hand. On my turn: 2 options (the Tortoise or the Bears). On the opponent's turn both
    have hexproof: none (no legal target, 601.2c)."""
    theirs = [{"card": "Bedrock Tortoise", "id": "t"}, {"card": "Grizzly Bears", "id": "b"}]
    assert {p.targets[0][0] for p in agreed_options(board([MOUNTAIN], theirs, "Test Shock"), "h0")} == {"t", "b"}
    assert agreed_options(board([MOUNTAIN], theirs, "Test Shock", active="opp"), "h0") == []


def test_my_own_tortoise_on_my_turn() -> None:
    """My Bedrock Tortoise on my turn: my creatures have hexproof, which doesn't stop my own
    spells (702.11b): "Test Shock" has 2 options (the Tortoise or the opponent's Bears)."""
    mine = [MOUNTAIN, {"card": "Bedrock Tortoise", "id": "t"}]
    assert len(agreed_options(board(mine, [{"card": "Grizzly Bears", "id": "b"}], "Test Shock"), "h0")) == 2


def test_tapped_creatures_have_hexproof() -> None:
    """The opponent's Lost in the Maze, a tapped Bears (t) and an untapped Bears (u): "Test
    Shock" has 1 option (the untapped one); without the enchantment, 2."""
    bears = [{"card": "Grizzly Bears", "id": "t", "tapped": True}, {"card": "Grizzly Bears", "id": "u"}]
    maze = {"card": "Lost in the Maze", "id": "z"}
    assert [p.targets[0][0] for p in agreed_options(board([MOUNTAIN], [*bears, maze], "Test Shock"), "h0")] == ["u"]
    assert len(agreed_options(board([MOUNTAIN], bears, "Test Shock"), "h0")) == 2


def test_outlaws_have_haste() -> None:
    """A Forest and a summoning-sick Rogue with "{T}: Add {G}." (r) and Llanowar Elves (e):
    "Test GG" can't be cast. With my Hellspur Posse Boss the Rogue (an outlaw, 700.14) has
    haste and can tap (302.6), the Elves can't: 1 option (the Forest and the Rogue)."""
    sick = [{"card": "Forest", "id": "f"}, {"card": "Test Rogue", "id": "r", "summoning_sick": True},
            {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]
    assert agreed_options(board(sick, [], "Test GG"), "h0") == []
    boss = {"card": "Hellspur Posse Boss", "id": "x"}
    assert len(agreed_options(board([*sick, boss], [], "Test GG"), "h0")) == 1


def test_other_artifact_creatures_have_haste() -> None:
    """A Forest and a summoning-sick artifact creature with "{T}: Add {G}." (y): "Test GG" can't
    be cast; with my Krang (other artifact creatures have haste) 1 option; with the opponent's
    Krang (it grants only to its controller's), none."""
    sick = [{"card": "Forest", "id": "f"}, {"card": "Test Myr", "id": "y", "summoning_sick": True}]
    krang = {"card": "Krang, Utrom Warlord", "id": "k"}
    assert agreed_options(board(sick, [], "Test GG"), "h0") == []
    assert len(agreed_options(board([*sick, krang], [], "Test GG"), "h0")) == 1
    assert agreed_options(board(sick, [krang], "Test GG"), "h0") == []


def test_max_speed_hexproof() -> None:
    """The opponent's creature with "Max speed — This creature has hexproof.": at speed 3
    "Test Shock" has 1 option; at speed 4 (max speed, 702.179) none."""
    theirs = [{"card": "Test Racer", "id": "r"}]
    assert len(agreed_options(board([MOUNTAIN], theirs, "Test Shock", opp_speed=3), "h0")) == 1
    assert agreed_options(board([MOUNTAIN], theirs, "Test Shock", opp_speed=4), "h0") == []


@pytest.mark.parametrize("text", [
    "Enchanted creatures your opponents control have haste.",  # "you control" is read (grant15)
    "During your turn, equipped creatures you control have double strike and haste.",
    "This creature has haste as long as you own a card in exile that has an Adventure.",
    "During your turn, this creature has hexproof if it hasn't dealt damage yet.",
    "Other Ninja and Rogue creatures you control have hexproof.",
    "During your turn, creatures you control have hexproof as long as you control a Desert.",
])
def test_near_misses_stay_unread(text: str) -> None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": "Creature — Human Knight",
                      "oracle_text": text, "power": "2", "toughness": "2"})
    assert card.unsupported is not None
