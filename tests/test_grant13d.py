"""Issue 13 (grant13d): subtypes a card adds to itself, conditional grants, two quoted abilities in
one grant; read from real Oracle text and checked by the solver, the referee (every plan) and the
brute-force reference.

Rules used, in our words where they are not in ``shared/rules``:

- 604.3 / 604.3a: a static ability that defines the object's own subtypes, printed on it, with no
  condition ("Tajuru Paragon is also a Cleric, Rogue, Warrior, and Wizard.") is a
  characteristic-defining ability; it works in every zone.
- 700.8: a player's party is up to one each of Cleric, Rogue, Warrior and Wizard among the
  creatures they control; one creature fills one place only, whatever its types.
- 611.3a: a static ability's effect "as long as ..." applies exactly while its condition holds.
- 207.2c: threshold ("seven or more cards are in your graveyard") and hellbent ("no cards in
  hand") are ability words: only the condition written after them counts.
- 602.1 / 113.1a: a granted quoted activated ability is an activated ability of the permanent it
  is granted to ("this creature" is that permanent).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.solver import referee
from castable.solver.api import activation_options
from castable.solver.reference import enumerate_plans
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Veteran Adventurer", "Tajuru Paragon", "Stonework Packbeast", "Gobhobbler Rats", "Fledgling Dragon",
         "Villainous Ogre", "Lavamancer's Skill", "Wolfhunter's Quiver", "Scourge of the Nobilis", "Freewind Equenaut",
         "Grizzly Bears", "Forest", "Swamp", "Mountain", "Island", "Plains"}
CARDS = [
    {"name": "Test Demon", "mana_cost": "{B}", "type_line": "Creature — Demon", "oracle_text": "", "power": "1",
     "toughness": "1"},
    {"name": "Test Wizard", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "oracle_text": "",
     "power": "1", "toughness": "1"},
    {"name": "Test Werewolf", "mana_cost": "{G}", "type_line": "Creature — Human Werewolf", "oracle_text": "",
     "power": "1", "toughness": "1"},
    {"name": "Test Aura", "mana_cost": "{W}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant creature"},
    {"name": "Test Red", "mana_cost": "{R}", "type_line": "Creature — Goblin", "oracle_text": "", "power": "1",
     "toughness": "1"},
]
TURN = {"active_player": "me", "priority": "me", "phase": "main1"}


def board(mine: list[Any], theirs: list[Any] = (), hand: tuple[str, ...] = (), graveyard: int = 0) -> GameState:  # type: ignore[assignment]
    me = {"name": "me", "battlefield": mine, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)],
          "graveyard": ["Forest"] * graveyard}
    return GameState.from_json({"players": [me, {"name": "opp", "battlefield": list(theirs)}],
                                "cards": [*shared_records(frozenset(NAMES)).values(), *CARDS], "turn": TURN})


def _activations(s: GameState, obj: str, k: int) -> list[Any]:
    """activation_options of ability ``k``, every plan checked by the referee, equal to the reference's."""
    got = activation_options(s, obj, k, time_limit=30).options
    assert all(referee.check(s, p) == [] for p in got)
    assert {p.option_key(s) for p in enumerate_plans(s, obj, ability=k)} == {p.option_key(s) for p in got}
    return list(got)


def _forests(n: int) -> list[dict[str, str]]:
    return [{"card": "Forest", "id": f"f{i}"} for i in range(n)]


def test_also_subtypes_in_every_zone() -> None:
    """604.3: the four "is also" cards have the four party types in hand as on the battlefield."""
    s = board([{"card": "Tajuru Paragon", "id": "tp"}], hand=("Veteran Adventurer", "Stonework Packbeast"))
    for oid in ("tp", "h0", "h1"):
        o = s.object(oid)
        assert o is not None and {"Cleric", "Rogue", "Warrior", "Wizard"} <= o.subtypes


def test_party_counts_each_also_creature_once() -> None:
    """Veteran Adventurer ({5}{G}, {1} less per creature in my party, 700.8) with four Forests:
    Tajuru Paragon alone fills one place (one creature, one place): {4}{G} needs five mana, so no;
    Paragon and Stonework Packbeast fill two: {3}{G} from the four Forests, one way (all four
    Forests tapped; Packbeast's "{2}: Add one mana of any color" would need a sixth mana) = 1
    option; with a fifth Forest: 2 (four Forests, which are interchangeable in an option's key;
    or all five, two of them paying Packbeast's {2} for one mana)."""
    one = board([*_forests(4), {"card": "Tajuru Paragon", "id": "tp"}], hand=("Veteran Adventurer",))
    assert agreed_options(one, "h0") == []
    two = [*_forests(4), {"card": "Tajuru Paragon", "id": "tp"}, {"card": "Stonework Packbeast", "id": "sp"}]
    assert len(agreed_options(board(two, hand=("Veteran Adventurer",)), "h0")) == 1
    five = agreed_options(board([*two, {"card": "Forest", "id": "f4"}], hand=("Veteran Adventurer",)), "h0")
    assert sorted(len(p.tapped) for p in five) == [4, 5]


def test_hellbent_grant_needs_an_empty_hand() -> None:
    """Gobhobbler Rats, "As long as you have no cards in hand, ~ ... has \"{B}: Regenerate ~.\""
    with one Swamp: an empty hand gives K 0, paid by the Swamp = 1; a card in hand: no K 0."""
    mine = [{"card": "Swamp", "id": "s"}, {"card": "Gobhobbler Rats", "id": "gr"}]
    assert len(_activations(board(mine), "gr", 0)) == 1
    with pytest.raises(InputError):
        activation_options(board(mine, hand=("Forest",)), "gr", 0)


def test_threshold_grant_counts_the_graveyard() -> None:
    """Fledgling Dragon, threshold "{R}: ~ gets +1/+0": with seven cards in my graveyard and two
    Mountains, K 0 = 1 (either Mountain: identical untapped Mountains are one option key); with
    six cards, no K 0."""
    mine = [{"card": "Mountain", "id": "m0"}, {"card": "Mountain", "id": "m1"}, {"card": "Fledgling Dragon", "id": "fd"}]
    assert len(_activations(board(mine, graveyard=7), "fd", 0)) == 1
    with pytest.raises(InputError):
        activation_options(board(mine, graveyard=6), "fd", 0)


def test_control_a_demon_grant() -> None:
    """Villainous Ogre with a Swamp: K 0 "{B}: Regenerate ~" only while I control a Demon (1
    option); the opponent's Demon doesn't count ("you control")."""
    mine = [{"card": "Swamp", "id": "s"}, {"card": "Villainous Ogre", "id": "vo"}]
    assert len(_activations(board([*mine, {"card": "Test Demon", "id": "d"}]), "vo", 0)) == 1
    with pytest.raises(InputError):
        activation_options(board(mine, [{"card": "Test Demon", "id": "d"}]), "vo", 0)


def test_enchanted_grant_and_quality_of_the_enchanted_creature() -> None:
    """Freewind Equenaut: "{T}: ~ deals 2 damage to target attacking or blocking creature" only
    while an Aura is attached to it (no creature is in combat in main phase 1: K 0 exists and has
    no option). Lavamancer's Skill on a Wizard: K 0 (1 damage) and K 1 (2 damage), each one
    target creature among the Wizard and the Bears = 2 options; on the Bears only K 0 (2 options)."""
    eq = [{"card": "Freewind Equenaut", "id": "fe"}, {"card": "Test Aura", "id": "a", "attached_to": "fe"}]
    assert _activations(board(eq), "fe", 0) == []
    with pytest.raises(InputError):
        activation_options(board(eq[:1]), "fe", 0)
    wiz = [{"card": "Test Wizard", "id": "w"}, {"card": "Grizzly Bears", "id": "gb"},
           {"card": "Lavamancer's Skill", "id": "ls", "attached_to": "w"}]
    assert len(_activations(board(wiz), "w", 0)) == 2 and len(_activations(board(wiz), "w", 1)) == 2
    bears = [*wiz[:2], {"card": "Lavamancer's Skill", "id": "ls", "attached_to": "gb"}]
    assert len(_activations(board(bears), "gb", 0)) == 2
    with pytest.raises(InputError):
        activation_options(board(bears), "gb", 1)


def test_scourge_of_the_nobilis_on_a_red_creature() -> None:
    """Scourge of the Nobilis on a red creature: "{R/W}: This creature gets +1/+0" paid by the
    Mountain or the Plains = 2 options; on a green creature: no K 0."""
    lands = [{"card": "Mountain", "id": "m"}, {"card": "Plains", "id": "p"}]
    red = [*lands, {"card": "Test Red", "id": "r"}, {"card": "Scourge of the Nobilis", "id": "sn", "attached_to": "r"}]
    assert len(_activations(board(red), "r", 0)) == 2
    green = [*lands, {"card": "Grizzly Bears", "id": "gb"},
             {"card": "Scourge of the Nobilis", "id": "sn", "attached_to": "gb"}]
    with pytest.raises(InputError):
        activation_options(board(green), "gb", 0)


def test_two_quoted_abilities_in_one_grant() -> None:
    """Wolfhunter's Quiver on the Bears: K 0 "{T}: 1 damage to any target" (2 players + 2
    creatures = 4) and K 1 "{T}: 3 damage to target Werewolf creature" (only the Werewolf = 1)."""
    mine = [{"card": "Grizzly Bears", "id": "gb"}, {"card": "Wolfhunter's Quiver", "id": "q", "attached_to": "gb"}]
    s = board(mine, [{"card": "Test Werewolf", "id": "ww"}])
    assert len(_activations(s, "gb", 0)) == 4
    assert [p.targets[0][0] for p in _activations(s, "gb", 1)] == ["ww"]
