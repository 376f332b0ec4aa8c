"""Issue 13 (static13b): Auras that prohibit activated abilities (Arrest, Faith's Fetters) and
Auras / Equipment that give the permanent they are attached to shroud, hexproof or protection
(Lightning Greaves, Sword of Fire and Ice); read from real Oracle text and checked by the
solver, the referee (every plan) and the brute-force reference (``agreed_options``).

Rules used, in our words where they are not in ``shared/rules``:

- 602.5: a player can't begin to activate an ability that's prohibited from being activated;
  "its activated abilities can't be activated" prohibits every activated ability, mana
  abilities included (605.1a: a mana ability is an activated ability), unless it says
  "unless they're mana abilities".
- 303.4d / 704.5m: an Aura attached to an object it can't enchant is put into its owner's
  graveyard; 702.16c: a permanent with protection from a quality can't be enchanted by Auras
  with that quality, unless the Aura says "This effect doesn't remove ~".
- 700.5 / 700.5a: devotion to a color is the number of mana symbols of that color among the mana
  costs of permanents you control; to two colors, each symbol that is either color counts once
  (a hybrid {W/B} once). 613.1d: "~ isn't a creature" is a type-changing effect (layer 4).
- 702.18a: shroud: it can't be the target of spells or abilities; 702.11b: hexproof: not of
  those an opponent controls; 702.16b: protection from red: not the target of red spells.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate, mana_pools
from castable.solver.reference import reference_can_activate
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Thassa, God of the Sea", "Athreos, God of Passage",
         "Arrest", "Faith's Fetters", "Llanowar Elves", "Lightning Greaves", "Sword of Fire and Ice", "Forest",
         "Grizzly Bears", "Stasis Cocoon", "Mind Stone"}
SPELLS = [
    {"name": "Test {G}", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test {G}{G}", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test Kill", "mana_cost": "{G}", "type_line": "Instant", "oracle_text": "Destroy target creature."},
    {"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant",
     "oracle_text": "Test Shock deals 2 damage to target creature."},
    {"name": "Test UU", "mana_cost": "{U}{U}", "type_line": "Creature — Merfolk", "oracle_text": "",
     "power": "1", "toughness": "1"},
    {"name": "Test Hybrid 4", "mana_cost": "{W/B}{W/B}{W/B}{W/B}", "type_line": "Creature — Spirit",
     "oracle_text": "", "power": "1", "toughness": "1"},
    {"name": "Test Hybrid 5", "mana_cost": "{W/B}{W/B}{W/B}{W/B}{W/B}", "type_line": "Creature — Spirit",
     "oracle_text": "", "power": "1", "toughness": "1"},
    {"name": "Test Ward", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
     "oracle_text": "Enchant creature\nEnchanted creature has protection from green."},
    {"name": "Test Kept Ward", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
     "oracle_text": "Enchant creature\nEnchanted creature has protection from green. This effect doesn't remove "
                    "Test Kept Ward."},
]
TURN = {"active_player": "me", "priority": "me", "phase": "main1"}


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(battlefield: list[Any], *hand: str) -> GameState:
    me = {"name": "me", "battlefield": battlefield, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    return GameState.from_json({"players": [me, {"name": "opp"}], "cards": [*records().values(), *SPELLS],
                                "turn": TURN})


ELVES = {"card": "Llanowar Elves", "id": "e"}


def test_arrest_is_read() -> None:
    arrest = read_card(records()["Arrest"])
    (g,) = arrest.permanent_grants
    assert arrest.unsupported is None and g.forbids == "all" and g.recipients.types == {"Creature"}
    fetters = read_card(records()["Faith's Fetters"])
    (g,) = fetters.permanent_grants
    assert fetters.unsupported is None and g.forbids == "nonmana" and g.recipients.types == frozenset()


def test_arrested_elves_make_no_mana() -> None:
    """Llanowar Elves alone pays "Test {G}": 1 option; with Arrest on it (602.5, mana
    abilities included): 0 options, no pool but the empty one, can-activate on its ability 0:
    no (602.5), the reference agreeing; a Forest beside it: 1 option (the Forest)."""
    assert len(agreed_options(board([ELVES], "Test {G}"), "h0")) == 1
    arrested = board([ELVES, {"card": "Arrest", "id": "a", "attached_to": "e"}], "Test {G}")
    assert agreed_options(arrested, "h0") == []
    assert [str(p) for p in mana_pools(arrested).pools] == [""]
    assert [str(p) for p in reference_mana_pools(arrested, "me")] == [""]
    answer = can_activate(arrested, "e", 0)
    assert not answer.castable and any(r.rule == "602.5" for r in answer.reasons)
    assert reference_can_activate(arrested, "e", 0) is False
    forest = board([ELVES, {"card": "Forest", "id": "f"}, {"card": "Arrest", "id": "a", "attached_to": "e"}],
                   "Test {G}")
    plans = agreed_options(forest, "h0")
    assert len(plans) == 1 and [a.object for a in plans[0].activations] == ["f"]


def test_referee_refuses_the_arrested_elves() -> None:
    """The plan tapping the Elves, replayed on the board where Arrest enchants it: 602.5."""
    (plan,) = agreed_options(board([ELVES], "Test {G}"), "h0")
    arrested = board([ELVES, {"card": "Arrest", "id": "a", "attached_to": "e"}], "Test {G}")
    errors = referee.check(arrested, plan)
    assert errors, errors


def test_faiths_fetters_leaves_mana_abilities() -> None:
    """Faith's Fetters prohibits only abilities that aren't mana abilities: the Elves still pays
    "Test {G}" (1 option), and with a Forest "Test {G}{G}" has 1 option (both)."""
    fettered = [ELVES, {"card": "Faith's Fetters", "id": "ff", "attached_to": "e"}]
    assert len(agreed_options(board(fettered, "Test {G}"), "h0")) == 1
    assert len(agreed_options(board([*fettered, {"card": "Forest", "id": "f"}], "Test {G}{G}"), "h0")) == 1


def test_stasis_cocoon_on_mind_stone() -> None:
    """Stasis Cocoon (Enchanted artifact ...) on Mind Stone: its "{T}: Add {C}." and its
    "{1}, {T}, Sacrifice Mind Stone: Draw a card." (ability 1) can't be activated: no for both."""
    s = board([{"card": "Mind Stone", "id": "m"}, {"card": "Forest", "id": "f"},
               {"card": "Stasis Cocoon", "id": "c", "attached_to": "m"}])
    for k in (0, 1):
        answer = can_activate(s, "m", k)
        assert not answer.castable and any(r.rule == "602.5" for r in answer.reasons)
        assert reference_can_activate(s, "m", k) is False
    free = board([{"card": "Mind Stone", "id": "m"}, {"card": "Forest", "id": "f"}])
    assert can_activate(free, "m", 1).castable and reference_can_activate(free, "m", 1) is True


def test_arrest_on_a_noncreature_does_nothing() -> None:
    """Arrest ("Enchanted creature") attached to a Forest would be put into the graveyard
    (303.4d, 704.5m): the Forest still pays "Test {G}" (1 option)."""
    s = board([{"card": "Forest", "id": "f"}, {"card": "Arrest", "id": "a", "attached_to": "f"}], "Test {G}")
    assert len(agreed_options(s, "h0")) == 1


def bears(n: int) -> list[dict[str, Any]]:
    """Grizzly Bears (b0) and a summoning-sick Llanowar Elves (b1, it can't tap for mana: 302.6):
    two creatures that are distinct targets (two equal bears would be one option)."""
    assert n == 2
    return [{"card": "Grizzly Bears", "id": "b0"}, {"card": "Llanowar Elves", "id": "b1", "summoning_sick": True}]


def test_lightning_greaves_shroud() -> None:
    """Grizzly Bears, Llanowar Elves and a Forest: "Destroy target creature." has 2 options (one per bear);
    Lightning Greaves on b0 (shroud, 702.18a, even for its controller): 1 option."""
    forest = {"card": "Forest", "id": "f"}
    assert len(agreed_options(board([*bears(2), forest], "Test Kill"), "h0")) == 2
    s = board([*bears(2), forest, {"card": "Lightning Greaves", "id": "g", "attached_to": "b0"}], "Test Kill")
    plans = agreed_options(s, "h0")
    assert len(plans) == 1 and plans[0].targets == (("b1",),)


def test_sword_protection_from_red() -> None:
    """Sword of Fire and Ice on b0 (protection from red and from blue, 702.16b): a red spell
    targeting a creature has 1 option (b1), a green one 2."""
    s = board([*bears(2), {"card": "Forest", "id": "f"}, {"card": "Mountain", "id": "m"},
               {"card": "Sword of Fire and Ice", "id": "s", "attached_to": "b0"}], "Test Shock", "Test Kill")
    assert len(agreed_options(s, "h0")) == 1
    assert len(agreed_options(s, "h1")) == 2


def test_an_aura_protecting_from_itself() -> None:
    """A green Aura granting protection from green can't stay on the creature (702.16c, 704.5m):
    it grants nothing, so a green spell has 2 targets; with "This effect doesn't remove ~" it
    stays: 1 target."""
    forest = {"card": "Forest", "id": "f"}
    s = board([*bears(2), forest, {"card": "Test Ward", "id": "w", "attached_to": "b0"}], "Test Kill")
    assert len(agreed_options(s, "h0")) == 2
    kept = board([*bears(2), forest, {"card": "Test Kept Ward", "id": "w", "attached_to": "b0"}], "Test Kill")
    assert len(agreed_options(kept, "h0")) == 1


@pytest.mark.parametrize("text", [
    "Enchanted creature can't attack or block, and its activated abilities can't be activated. That creature's "
    "controller may sacrifice a permanent for that player to ignore this effect until end of turn.",
    "Enchanted permanent can't attack, block, or crew Vehicles, and its activated abilities can't be activated.",
    # "protection from the chosen color" is read since grant13c (tests/test_grant13c.py)
    # "has shroud as long as it's untapped" is read since static13c (tests/test_static13c.py); this is not:
    "Enchanted creature has shroud as long as it's attacking.",
    "Equipped creature gets +2/+2 and has hexproof from monocolored.",
    "Enchanted creature gets +1/+1 and has protection from die rolls.",
])
def test_near_misses_stay_unread(text: str) -> None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": "Enchantment — Aura",
                      "oracle_text": f"Enchant creature\n{text}"})
    assert card.unsupported is not None


def test_thassa_is_a_creature_only_with_devotion_five() -> None:
    """Thassa, God of the Sea ({2}{U}: devotion to blue 1) and two Test UU ({U}{U} each): 5, so
    Thassa is a creature: "Destroy target creature." has 2 options (Thassa, a Test UU: the two
    are equal, one option). With one Test UU (devotion 3) Thassa isn't a creature: 1 option."""
    thassa = {"card": "Thassa, God of the Sea", "id": "t"}
    forest = {"card": "Forest", "id": "f"}
    two = board([thassa, {"card": "Test UU", "id": "u1"}, {"card": "Test UU", "id": "u2"}, forest], "Test Kill")
    assert "Creature" in two.object("t").types
    assert len(agreed_options(two, "h0")) == 2
    one = board([thassa, {"card": "Test UU", "id": "u1"}, forest], "Test Kill")
    assert "Creature" not in one.object("t").types and "Enchantment" in one.object("t").types
    plans = agreed_options(one, "h0")
    assert len(plans) == 1 and plans[0].targets == (("u1",),)


def test_athreos_counts_a_hybrid_symbol_once() -> None:
    """Athreos ({1}{W}{B}: devotion to white and black 2) needs seven. Four {W/B} symbols: 6 (each
    hybrid symbol once, 700.5a), not a creature: "Destroy target creature." 1 option; five: 7,
    a creature: 2 options."""
    athreos = {"card": "Athreos, God of Passage", "id": "a"}
    forest = {"card": "Forest", "id": "f"}
    four = board([athreos, {"card": "Test Hybrid 4", "id": "h4"}, forest], "Test Kill")
    assert len(agreed_options(four, "h0")) == 1
    five = board([athreos, {"card": "Test Hybrid 5", "id": "h5"}, forest], "Test Kill")
    assert len(agreed_options(five, "h0")) == 2


def test_arrest_falls_off_a_god_that_isnt_a_creature() -> None:
    """Arrest ("Enchanted creature") on Thassa with devotion 1: Thassa is no creature, so Arrest
    would be put into the graveyard (704.5m) and grants nothing: Thassa's "{1}{U}: Target creature
    you control can't be blocked this turn." (ability 0) may be activated with two Islands. With a
    second Test UU (devotion 5) Thassa is a creature and Arrest prohibits it (602.5)."""
    s = board([{"card": "Thassa, God of the Sea", "id": "t"}, {"card": "Island", "id": "i1"},
               {"card": "Island", "id": "i2"}, {"card": "Test UU", "id": "u1"},
               {"card": "Arrest", "id": "x", "attached_to": "t"}])
    assert can_activate(s, "t", 0).castable and reference_can_activate(s, "t", 0) is True
    god = board([{"card": "Thassa, God of the Sea", "id": "t"}, {"card": "Island", "id": "i1"},
                 {"card": "Island", "id": "i2"}, {"card": "Test UU", "id": "u1"}, {"card": "Test UU", "id": "u2"},
                 {"card": "Arrest", "id": "x", "attached_to": "t"}])
    answer = can_activate(god, "t", 0)
    assert not answer.castable and any(r.rule == "602.5" for r in answer.reasons)
    assert reference_can_activate(god, "t", 0) is False


def test_an_unread_devotion_line_blocks_the_gods_answers() -> None:
    """Altar of the Pantheon's "Your devotion to each color ... is increased by one." is unread:
    it would change a God's type (700.5), so it blocks the answers about other cards (exit 4)."""
    from castable.model.oracle.reader import affects_others
    assert affects_others("Your devotion to each color and each combination of colors is increased by one.")
