"""Issue 13: abilities granted to other permanents (113.1a, 613.1f layer 6), read from real
Oracle text (the shared card data's records, put in each state's own ``cards``); each count
worked out by hand from the rule text and checked by the solver, the referee (every plan) and
the brute-force reference alike (``agreed_options``).

Rules used, in our words where they are not in ``shared/rules``:

- 113.1a / 613.1f: an effect that says an object "has" a quoted ability adds that ability to
  the object, in layer 6; "this creature" in the quote is the object that has it.
- 303.4 / 301.5: an Aura's "enchanted land" is the permanent it is attached to (the state's
  ``attached_to``), an Equipment's "equipped creature" likewise; one attached to a permanent
  it can't enchant or equip is put into the graveyard or unattached (704.5m-n): it grants
  nothing.
- 302.6: a creature's {T} ability can be activated only if its controller has controlled it
  continuously since the start of their most recent turn (it isn't summoning sick), unless it
  has haste (702.10).
- 708.2: a face-down permanent has no abilities of its own.
- docs/cli.md K: granted abilities come after the permanent's own (our choice, README).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import api
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Abundant Growth", "Paradise Mantle", "Gemhide Sliver", "Muscle Sliver", "Fires of Yavimaya",
         "Llanowar Elves", "Grizzly Bears", "Opt", "Wastes", "Island", "Forest", "Giant Growth", "Thassa's Oracle",
         "Archery Training"}
TURN = {"active_player": "me", "phase": "main1", "priority": "me"}


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(records().values()), "turn": TURN}
    return GameState.from_json(data)


OPT = {"card": "Opt", "id": "opt"}


def test_the_grants_are_read() -> None:
    """Each card's grant is read exactly: whom it reaches, the quoted ability or haste."""
    growth = read_card(records()["Abundant Growth"])
    assert growth.unsupported is None
    (g,) = growth.permanent_grants
    assert g.whom == "attached" and g.recipients.types == {"Land"} and g.abilities[0].text == \
        "{T}: Add one mana of any color."
    (s,) = read_card(records()["Gemhide Sliver"]).permanent_grants
    assert s.whom == "all" and s.recipients.subtypes == {"Sliver"}
    (f,) = read_card(records()["Fires of Yavimaya"]).permanent_grants
    assert f.whom == "yours" and f.keywords == {"Haste"} and f.recipients.types == {"Creature"}
    archery = read_card(records()["Archery Training"])  # "X is the number of arrow counters on ...": unread
    assert archery.unsupported is not None and archery.unsupported_affects_others


def test_abundant_growth_gives_the_enchanted_land_any_color() -> None:
    """Abundant Growth on my Wastes: the Wastes has "{T}: Add {C}" and "{T}: Add one mana of any
    color" (K 0 and 1). Opt ({U}) from the Wastes alone: one option (the granted ability); with
    an Island too: two (Island, or Wastes for {U}). The Aura on the opponent's Wastes gives me
    nothing: Opt not castable. Thassa's Oracle ({U}{U}) from the enchanted Wastes and an Island:
    one option; from two Wastes, one enchanted: none."""
    growth = {"card": "Abundant Growth", "attached_to": "w0"}
    st = board({"hand": [OPT], "battlefield": [{"card": "Wastes", "id": "w0"}, growth]})
    w = st.object("w0")
    assert w is not None and [a.text for a in w.card.activated_abilities] == [
        "{T}: Add {C}.", "{T}: Add one mana of any color."]
    assert len(agreed_options(st, "opt")) == 1
    both = board({"hand": [OPT], "battlefield": [{"card": "Wastes", "id": "w0"}, "Island", growth]})
    assert len(agreed_options(both, "opt")) == 2
    theirs = board({"hand": [OPT], "battlefield": [{"card": "Abundant Growth", "attached_to": "w9"}]},
                   {"battlefield": [{"card": "Wastes", "id": "w9"}]})
    assert agreed_options(theirs, "opt") == []
    cs = {"card": "Thassa's Oracle", "id": "cs"}
    assert len(agreed_options(board({"hand": [cs], "battlefield": [{"card": "Wastes", "id": "w0"}, "Island", growth]}),
                              "cs")) == 1
    assert agreed_options(board({"hand": [cs], "battlefield": [{"card": "Wastes", "id": "w0"}, "Wastes", growth]}),
                          "cs") == []


def test_equipment_on_a_land_grants_nothing() -> None:
    """Paradise Mantle ("Equipped creature has ...") attached to a Wastes (not a creature):
    nothing (704.5n would unattach it); on my Grizzly Bears (not summoning sick): the Bears tap
    for any color, Opt castable, one option; on summoning-sick Bears: not castable (302.6)."""
    on_land = board({"hand": [OPT], "battlefield": [{"card": "Wastes", "id": "w0"},
                                                    {"card": "Paradise Mantle", "attached_to": "w0"}]})
    assert agreed_options(on_land, "opt") == []
    bears = {"card": "Grizzly Bears", "id": "b"}
    mantle = {"card": "Paradise Mantle", "attached_to": "b"}
    assert len(agreed_options(board({"hand": [OPT], "battlefield": [bears, mantle]}), "opt")) == 1
    sick = board({"hand": [OPT], "battlefield": [{**bears, "summoning_sick": True}, mantle]})
    assert agreed_options(sick, "opt") == []


def test_slivers_share_a_mana_ability_and_haste_lets_the_sick_one_tap() -> None:
    """Gemhide Sliver ("All Slivers have {T}: Add one mana of any color"), summoning sick, and a
    Muscle Sliver that isn't: Opt ({U}) one option (the Muscle Sliver; the Gemhide can't tap,
    302.6). With Fires of Yavimaya (creatures I control have haste): two options. An opponent's
    Gemhide gives my Muscle Sliver the ability too ("All Slivers"): one option."""
    gem = {"card": "Gemhide Sliver", "summoning_sick": True}
    assert len(agreed_options(board({"hand": [OPT], "battlefield": [gem, "Muscle Sliver"]}), "opt")) == 1
    fires = board({"hand": [OPT], "battlefield": [gem, "Muscle Sliver", "Fires of Yavimaya"]})
    assert len(agreed_options(fires, "opt")) == 2
    across = board({"hand": [OPT], "battlefield": ["Muscle Sliver"]}, {"battlefield": ["Gemhide Sliver"]})
    assert len(agreed_options(across, "opt")) == 1


def test_haste_grant_lets_a_summoning_sick_elf_tap() -> None:
    """A summoning-sick Llanowar Elves can't pay {T} (302.6): Giant Growth ({G}) not castable;
    with my Fires of Yavimaya it has haste: one option; the opponent's Fires: still none; a
    can-activate of the Elves' {T} ability (K 0) follows the same rule."""
    gg = {"card": "Giant Growth", "id": "gg"}
    elf = {"card": "Llanowar Elves", "id": "elf", "summoning_sick": True}
    assert agreed_options(board({"hand": [gg], "battlefield": [elf]}), "gg") == []
    mine = board({"hand": [gg], "battlefield": [elf, "Fires of Yavimaya"]})
    assert len(agreed_options(mine, "gg")) == 1
    assert api.can_activate(mine, "elf", 0).castable
    theirs = board({"hand": [gg], "battlefield": [elf]}, {"battlefield": ["Fires of Yavimaya"]})
    assert agreed_options(theirs, "gg") == []
    assert not api.can_activate(theirs, "elf", 0).castable


def test_a_grant_reaching_a_face_down_permanent_is_unsupported() -> None:
    """Paradise Mantle on a face-down creature: the face-down creature would gain "{T}: Add one
    mana of any color", not modelled: the Mantle is unsupported in that state. Haste from Fires of
    Yavimaya on a face-down creature changes nothing (it has no {T} abilities, 708.2): Fires
    stays supported."""
    st = board({"battlefield": [{"card": "Grizzly Bears", "id": "fd", "face_down": True},
                                {"card": "Paradise Mantle", "id": "pm", "attached_to": "fd"}, "Fires of Yavimaya"]})
    pm = st.object("pm")
    assert pm is not None and pm.card.unsupported is not None and pm.card.unsupported_affects_others
    fires = next(o for o in st.battlefield() if o.name == "Fires of Yavimaya")
    assert fires.card.unsupported is None


@pytest.mark.parametrize(("text", "n_abilities", "keywords"), [
    ("Creatures you control have haste.", 0, {"Haste"}),
    ("Equipped creature gets +1/+1 and has haste.", 0, {"Haste"}),
    ("Enchanted land has \"{T}: Add one mana of any color.\"", 1, set()),
    ("Creatures you control get +1/+1 and have \"{T}: Add {G}.\"", 1, set()),
    ("Enchanted creature has \"{T}: Draw a card.\"", 1, set()),
])
def test_grant_lines_once_refused_are_read(text: str, n_abilities: int, keywords: set[str]) -> None:
    """Lines test_oracle_static listed as refused before grants13: now read exactly, one grant
    each, the quoted ability read as the recipient's own."""
    card = read_card({"name": "Test Card", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": text})
    assert card.unsupported is None
    (g,) = card.permanent_grants
    assert len(g.abilities) == n_abilities and g.keywords == keywords


@pytest.mark.parametrize("text", [
    # act13b reads "deals X damage to any target, where X is ..." (107.3c); an X counting targets stays unread
    "Enchanted creature has \"{T}: Tap X target creatures, where X is the number of cards in your hand.\"",
    "Snow creatures you control have haste.",  # "Artifact creatures ...": any_of since grant13e; "Legendary": grant14
    "Multicolored creatures you control have \"{T}: Add {W}.\"",
    "Enchanted land has \"{T}: Add {G}.\" and \"{T}: Add {U}.\"",
])
def test_grants_not_said_exactly_stay_unsupported(text: str) -> None:
    """An unread quoted ability, recipients an ObjectFilter can't say (two qualities at once, a
    color), two quoted abilities: refused, and blocking other answers."""
    card = read_card({"name": "Test Card", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": text})
    assert card.unsupported is not None and card.unsupported_affects_others


def test_a_quoted_ability_naming_the_granting_card_is_refused() -> None:
    """Ninja's Kunai: "Equipped creature has \\"{1}, {T}, Sacrifice Ninja's Kunai: ...\\"": the
    cost sacrifices the Equipment, not the creature that has the ability ("this"): not read."""
    card = read_card({"name": "Test Kunai", "mana_cost": "{1}", "type_line": "Artifact — Equipment",
                      "oracle_text": "Equipped creature has \"{1}, {T}, Sacrifice Test Kunai: Test Kunai deals 3 "
                                     "damage to any target.\"\nEquip {1}"})
    assert card.unsupported is not None and card.permanent_grants == ()
