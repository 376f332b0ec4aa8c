"""Issue 13 (grant13c): keyword grants to "<filter> you control" and "All creatures", "Enchant
creature or Vehicle", hexproof from a quality and protection from the chosen color; read from
real Oracle text and checked by the solver, the referee (every plan) and the brute-force
reference (``agreed_options``).

Rules used, in our words where they are not in ``shared/rules``:

- 702.11d / 702.11f (in shared/rules): "hexproof from [quality]": this permanent can't be the
  target of [quality] spells or abilities from [quality] sources that its controller's
  opponents control; "from A and from B" is two such abilities.
- 702.11b: hexproof stops only opponents' spells and abilities. 702.16b: protection from a
  quality: not the target of spells with that quality or abilities from sources with it.
- 302.6: a creature's {T} ability (a mana ability too) can be activated only if it has been
  under its controller's control since their most recent turn began, or if it has haste.
- 613.1f (layer 6): "All creatures have haste" gives haste to every creature, any controller's.
- 303.4a / 115.1b: an Aura spell targets what its Enchant keyword says it can enchant;
  "Enchant creature or Vehicle": a creature or a Vehicle (an artifact that is no creature).
- 614.12: "As ~ enters, choose a color": the color is chosen as it enters (the state's
  ``chosen.color``); 702.16c and "This effect doesn't remove ~": the Aura stays attached.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import activation_options, can_cast
from castable.solver.reference import enumerate_plans
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Trusty Boomerang", "Knight of Grace", "Raddic, Tal Zealot", "Concordant Crossroads", "Lavaleaper", "Asceticism",
         "Absolute Grace", "Pentarch Ward", "Voice of All", "Silken Strength", "Smuggler's Copter",
         "Grizzly Bears", "Llanowar Elves", "Swamp", "Mountain", "Plains", "Forest"}
SPELLS = [
    {"name": "Test Kill", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Destroy target creature."},
    {"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant",
     "oracle_text": "Test Shock deals 2 damage to target creature."},
    {"name": "Test Exile", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Exile target creature."},
    {"name": "Test G", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test GG", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
    {"name": "Test Relic", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": ""},
]
TURN = {"active_player": "me", "priority": "me", "phase": "main1"}
LANDS = [{"card": "Swamp", "id": "s"}, {"card": "Mountain", "id": "m"}, {"card": "Plains", "id": "p"}]


def board(mine: list[Any], theirs: list[Any], *hand: str) -> GameState:
    me = {"name": "me", "battlefield": mine, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    opp = {"name": "opp", "battlefield": theirs}
    return GameState.from_json({"players": [me, opp], "cards": [*shared_records(frozenset(NAMES)).values(), *SPELLS],
                                "turn": TURN})


def _read(text: str, type_line: str = "Creature — Human Knight") -> Any:
    return read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": type_line, "oracle_text": text,
                      "power": "2", "toughness": "2"})


def test_hexproof_from_black() -> None:
    """The opponent's Knight of Grace (hexproof from black) and Grizzly Bears; my Swamp, Mountain
    and Plains. "Test Kill" ({B}, black): 1 option (the Bears: only the Swamp pays {B}); "Test
    Shock" ({R}, red): 2 (the Knight and the Bears). With my own Knight of Grace too, "Test Kill"
    has 2 (the Bears and my Knight: 702.11d stops only the opponents' spells)."""
    theirs = [{"card": "Knight of Grace", "id": "k"}, {"card": "Grizzly Bears", "id": "b"}]
    assert len(agreed_options(board(LANDS, theirs, "Test Kill"), "h0")) == 1
    assert len(agreed_options(board(LANDS, theirs, "Test Shock"), "h0")) == 2
    mine = [*LANDS, {"card": "Knight of Grace", "id": "k2"}]
    assert {p.targets[0][0] for p in agreed_options(board(mine, theirs, "Test Kill"), "h0")} == {"b", "k2"}


def test_hexproof_from_two_colors() -> None:
    """Raddic, Tal Zealot (hexproof from white and from black, 702.11f) is the only creature:
    "Test Kill" (black) and "Test Exile" (white) can't be cast (no legal target); "Test Shock"
    (red) has 1 option."""
    theirs = [{"card": "Raddic, Tal Zealot", "id": "r"}]
    assert agreed_options(board(LANDS, theirs, "Test Kill"), "h0") == []
    assert agreed_options(board(LANDS, theirs, "Test Exile"), "h0") == []
    assert len(agreed_options(board(LANDS, theirs, "Test Shock"), "h0")) == 1


def test_all_creatures_have_haste() -> None:
    """A Forest and a summoning-sick Llanowar Elves: "Test GG" can't be cast (302.6: the Elves
    can't tap) and "Test G" has 1 option (the Forest). With the opponent's Concordant
    Crossroads ("All creatures have haste.": mine too), "Test GG" has 1 option (both) and "Test
    G" 2 (the Forest or the Elves). Lavaleaper (mine) gives the same haste, and its trigger adds
    {G} when the Forest is tapped for {G} (605.1b): "Test GG" has 2 options (the Forest alone,
    or the Forest and the Elves)."""
    mine = [{"card": "Forest", "id": "f"}, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]
    assert agreed_options(board(mine, [], "Test GG"), "h0") == []
    assert len(agreed_options(board(mine, [], "Test G"), "h0")) == 1
    crossroads = [{"card": "Concordant Crossroads", "id": "c"}]
    assert len(agreed_options(board(mine, crossroads, "Test GG"), "h0")) == 1
    assert len(agreed_options(board(mine, crossroads, "Test G"), "h0")) == 2
    leaper = [*mine, {"card": "Lavaleaper", "id": "l"}]
    assert len(agreed_options(board(leaper, [], "Test GG"), "h0")) == 2


def test_creatures_you_control_have_hexproof() -> None:
    """Asceticism ("Creatures you control have hexproof.") on the opponent's side, their Bears
    and my Knight of Grace: "Test Shock" has 1 option (my Knight); with Asceticism on my side
    instead, 2 (hexproof doesn't stop my own spells, 702.11b)."""
    theirs = [{"card": "Grizzly Bears", "id": "b"}]
    mine = [*LANDS, {"card": "Knight of Grace", "id": "k"}]
    asc = {"card": "Asceticism", "id": "a"}
    assert [p.targets[0][0] for p in agreed_options(board(mine, [*theirs, asc], "Test Shock"), "h0")] == ["k"]
    assert len(agreed_options(board([*mine, asc], theirs, "Test Shock"), "h0")) == 2


def test_all_creatures_have_protection_from_black() -> None:
    """My Absolute Grace, the opponent's Bears and my Knight of Grace: "Test Kill" (black) can't
    be cast (both creatures have protection from black, 702.16b); "Test Shock" has 2."""
    mine = [*LANDS, {"card": "Knight of Grace", "id": "k"}, {"card": "Absolute Grace", "id": "g"}]
    theirs = [{"card": "Grizzly Bears", "id": "b"}]
    assert agreed_options(board(mine, theirs, "Test Kill"), "h0") == []
    assert len(agreed_options(board(mine, theirs, "Test Shock"), "h0")) == 2


def test_protection_from_the_chosen_color() -> None:
    """My Pentarch Ward on the opponent's Bears (b) and their Llanowar Elves (e). Chosen black:
    "Test Kill" has 1 option (the Elves), "Test Shock" 2. Chosen red: "Test Kill" 2, "Test
    Shock" 1. Voice of All (chosen black, the opponent's): "Test Kill" has no target, "Test
    Shock" 1. No chosen color in the state: not guessed (exit 4)."""
    def theirs(color: str | None) -> list[dict[str, Any]]:
        ward: dict[str, Any] = {"card": "Pentarch Ward", "id": "w", "attached_to": "b"}
        if color:
            ward["chosen"] = {"color": color}
        return [{"card": "Grizzly Bears", "id": "b"}, {"card": "Llanowar Elves", "id": "e"}, ward]
    assert len(agreed_options(board(LANDS, theirs("B"), "Test Kill"), "h0")) == 1
    assert len(agreed_options(board(LANDS, theirs("B"), "Test Shock"), "h0")) == 2
    assert len(agreed_options(board(LANDS, theirs("R"), "Test Kill"), "h0")) == 2
    assert len(agreed_options(board(LANDS, theirs("R"), "Test Shock"), "h0")) == 1
    voice = [{"card": "Voice of All", "id": "v", "chosen": {"color": "B"}}]
    assert agreed_options(board(LANDS, voice, "Test Kill"), "h0") == []
    assert len(agreed_options(board(LANDS, voice, "Test Shock"), "h0")) == 1
    with pytest.raises(UnsupportedCardError):
        can_cast(board(LANDS, theirs(None), "Test Kill"), "h0", time_limit=30)


def test_enchant_creature_or_vehicle() -> None:
    """Silken Strength ({1}{G}, "Enchant creature or Vehicle") with two Forests; on the
    battlefield Smuggler's Copter (a Vehicle, not a creature), Grizzly Bears and Test Relic (an
    artifact, no Vehicle): 2 options (the Copter and the Bears)."""
    mine = [{"card": "Forest", "id": "f1"}, {"card": "Forest", "id": "f2", "tapped": False},
            {"card": "Smuggler's Copter", "id": "c"}, {"card": "Test Relic", "id": "r"}]
    theirs = [{"card": "Grizzly Bears", "id": "b"}]
    got = agreed_options(board(mine, theirs, "Silken Strength"), "h0")
    assert sorted(p.targets[0][0] for p in got) == ["b", "c"]


def test_trusty_boomerang_grants_its_ability() -> None:
    """Trusty Boomerang on my Grizzly Bears (gb), my Mountain, the opponent's Knight of Grace:
    the Bears' ability K 0 is the granted "{1}, {T}: Tap target creature." (its last sentence
    returns the Equipment on resolution): {1} from the Mountain, tap the Bears, target the Bears
    or the Knight (its source, the Bears, is green: hexproof from black allows it) = 2; summoning-
    sick Bears (302.6) = none."""
    def st(sick: bool) -> GameState:
        mine = [{"card": "Mountain", "id": "m"}, {"card": "Grizzly Bears", "id": "gb", "summoning_sick": sick},
                {"card": "Trusty Boomerang", "id": "tb", "attached_to": "gb"}]
        return board(mine, [{"card": "Knight of Grace", "id": "k"}])
    for sick, n in ((False, 2), (True, 0)):
        s = st(sick)
        got = activation_options(s, "gb", 0, time_limit=30).options
        assert all(referee.check(s, p) == [] for p in got)
        ref = enumerate_plans(s, "gb", ability=0)
        assert len(got) == n and {p.option_key(s) for p in ref} == {p.option_key(s) for p in got}


@pytest.mark.parametrize("text", [
    "Hexproof from artifacts, creatures, and enchantments",  # split by the keyword line's commas
    "Hexproof from each of its colors",
    "Hexproof from the chosen color",
    "All creatures have double strike and can't block.",
    "Creatures you control have haste and \"Whenever this creature becomes tapped, add {G}.\"",  # a mana trigger
    "Enchanted creature has protection from the chosen color. This effect doesn't remove Auras and Equipment "
    "you control that are already attached to it.",
    "Snow creatures you control have hexproof.",  # two qualities at once: not said here
    # the Equipment named in a cost, or in the effect before its last sentence
    "Equipped creature has \"{T}, Unattach Test Card: It deals 1 damage to any target. Return Test Card to its owner's hand.\"",
    "Equipped creature has \"{1}, {T}: Return Test Card to its owner's hand. Tap target creature.\"",
])
def test_near_misses_stay_unread(text: str) -> None:
    assert _read(text).unsupported is not None


def test_keywords_read() -> None:
    """What the reader records: one hexproof keyword per quality (702.11f); the grants' keywords."""
    assert {"Hexproof from white", "Hexproof from black"} <= _read("Hexproof from white and from black").keywords
    assert {"Hexproof from artifacts", "Hexproof from enchantments"} <= _read(
        "Hexproof from artifacts and enchantments").keywords
    (g,) = _read("All creatures have haste.", "Enchantment").permanent_grants
    assert (g.whom, g.recipients.types, g.other, g.keywords) == ("all", frozenset({"Creature"}), False,
                                                                  frozenset({"Haste"}))
    (g,) = _read("Creatures you control have flying, first strike, vigilance, trample, haste, and protection "
                 "from black and from red.", "Enchantment").permanent_grants
    assert g.keywords == frozenset({"Haste", "Protection from black and from red"}) and g.whom == "yours"
    assert _read("All creatures have double strike and attack each combat if able.").permanent_grants == ()
