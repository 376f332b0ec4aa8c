"""Target nouns read as lists whose items don't share their words (model/oracle/targetlist.py,
``ObjectFilter.any_of``), "Choose target ...", "creature token", "with flying <verb>", "that's
attacking or blocking", "colorless": each template has its slot written out by hand, the near
misses stay unsupported, and the end-to-end counts are worked out by hand from 115.1 / 601.2c
(a target must be an object the text allows; each legal choice of target is one option)."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.cards import CardDef, ObjectFilter
from castable.model.oracle import read_card
from castable.solver import referee, reference
from conftest import checked_options

F = frozenset
CREATURE = ObjectFilter(types=F({"Creature"}))


def _read(text: str, type_line: str = "Instant") -> CardDef:
    return read_card({"name": "Test Card", "mana_cost": "{1}{R}", "type_line": type_line, "oracle_text": text})


def _t(**kw: Any) -> ObjectFilter:
    return ObjectFilter(**{k: F(v) if isinstance(v, set) else v for k, v in kw.items()})


@pytest.mark.parametrize(("text", "kind", "filt"), [
    ("Destroy target creature or Vehicle.", "permanent",
     ObjectFilter(any_of=(CREATURE, _t(subtypes={"Vehicle"})))),
    ("Exile target creature or Spacecraft.", "permanent",
     ObjectFilter(any_of=(CREATURE, _t(subtypes={"Spacecraft"})))),
    # 702.9: flying binds to the creature, the only item whose flying is checked
    ("Destroy target artifact, enchantment, or creature with flying.", "permanent",
     ObjectFilter(any_of=(_t(types={"Artifact"}), _t(types={"Enchantment"}),
                          _t(types={"Creature"}, keywords={"flying"})))),
    ("Exile target artifact, enchantment, or creature with power 4 or greater.", "permanent",
     ObjectFilter(any_of=(_t(types={"Artifact"}), _t(types={"Enchantment"}), _t(types={"Creature"}, min_power=4)))),
    ("Exile target creature, Vehicle, or nonbasic land. Scry 1.", "permanent",
     ObjectFilter(any_of=(CREATURE, _t(subtypes={"Vehicle"}), _t(types={"Land"}, non_supertypes={"Basic"})))),
    ("Destroy target land or nonblack creature.", "permanent",
     ObjectFilter(any_of=(_t(types={"Land"}), _t(types={"Creature"}, non_colors={"B"})))),
    ("Destroy target artifact or tapped creature. You gain 3 life.", "permanent",
     ObjectFilter(any_of=(_t(types={"Artifact"}), _t(types={"Creature"}, tapped=True)))),
    ("Destroy target Forest, green enchantment, or green planeswalker.", "permanent",
     ObjectFilter(any_of=(_t(subtypes={"Forest"}), _t(types={"Enchantment"}, colors={"G"}),
                          _t(types={"Planeswalker"}, colors={"G"})))),
    ("Exile target creature or planeswalker that's black or red.", "permanent",
     ObjectFilter(colors=F({"B", "R"}), any_of=(CREATURE, _t(types={"Planeswalker"})))),
    ("Return target creature or Vehicle an opponent controls to its owner's hand.", "permanent",
     ObjectFilter(controller="opponent", any_of=(CREATURE, _t(subtypes={"Vehicle"})))),
    ("Counter target Spirit or Arcane spell.", "spell",
     ObjectFilter(any_of=(_t(subtypes={"Spirit"}), _t(subtypes={"Arcane"})))),
    ("Counter target creature or Aura spell.", "spell", ObjectFilter(any_of=(CREATURE, _t(subtypes={"Aura"})))),
    ("Return target creature or Spacecraft card with mana value 5 or less from your graveyard to the battlefield.",
     "card_in_graveyard",
     ObjectFilter(controller="you", max_mana_value=5, any_of=(CREATURE, _t(subtypes={"Spacecraft"})))),
    ("Return target Bat, Lizard, Rat, or Squirrel card from your graveyard to your hand.", "card_in_graveyard",
     ObjectFilter(controller="you", any_of=tuple(_t(subtypes={s}) for s in ("Bat", "Lizard", "Rat", "Squirrel")))),
    ("Destroy target creature with power or toughness 4 or greater.", "creature",
     ObjectFilter(any_of=(_t(min_power=4), _t(min_toughness=4)))),
    ("Test Card deals 2 damage to target attacking, blocking, or tapped creature.", "creature",
     ObjectFilter(any_of=(_t(combat="attacking"), _t(combat="blocking"), _t(tapped=True)))),
    # one shared filter, read by the plain reader
    ("Destroy target black or red creature that's attacking or blocking.", "creature",
     _t(colors={"B", "R"}, combat="attacking_or_blocking")),
    ("Exile target colorless creature.", "creature", _t(non_colors={"W", "U", "B", "R", "G"})),
    ("Target creature without flying can't block this turn.", "creature", _t(non_keywords={"flying"})),
    ("Target creature with flying gets -2/-2 until end of turn.", "creature", _t(keywords={"flying"})),
    ("Destroy target creature token.", "creature", _t(token=True)),
    ("Choose target creature. When that creature dies this turn, draw a card.", "creature", ObjectFilter()),
])
def test_one_slot(text: str, kind: str, filt: ObjectFilter) -> None:
    card = _read(text)
    assert card.unsupported is None, card.unsupported
    assert [(t.kind, t.filter) for t in card.targets] == [(kind, filt)]


def test_choose_two_targets() -> None:
    card = _read("Choose target creature you control and target creature an opponent controls.")
    assert [(t.kind, t.filter.controller) for t in card.targets] == [("creature", "you"), ("creature", "opponent")]


@pytest.mark.parametrize("text", [
    "Target attacking Wolf or Werewolf gains indestructible until end of turn.",  # "attacking": both, or the Wolf?
    "Counter target red instant or sorcery spell.",  # red: both, or the instant?
    "Destroy target creature or Vehicle with power 3 or greater.",  # a Vehicle has power too: whose condition?
    "Destroy target artifact creature or black creature.",
    "Exile target Spirit, creature with disturb, or enchantment.",
    "Destroy target creature or Time Lord.",  # not a subtype word
    "Destroy target creatures or Vehicles.",
    "Destroy target creature and/or Vehicle.",
    "Return target creature or Vehicle card to your hand.",  # no zone
    "Destroy target tapped creature or Vehicle card from your graveyard.",
    "Choose up to three {1} worth of modes.",
    "Destroy target creature tokens.",
    "Destroy target artifact, enchantment, or creature with flying and trample.",
])
def test_near_misses(text: str) -> None:
    assert _read(text).unsupported is not None


# ===== end to end ==================================================================================
def _card(name: str, cost: str, type_line: str, text: str = "", pt: tuple[str, str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text}
    if pt:
        out["power"], out["toughness"] = pt
    return out


BOARD = [
    _card("Bear", "{1}{G}", "Creature — Bear", pt=("2", "2")),
    _card("Roc", "{3}{W}", "Creature — Bird", "Flying", pt=("3", "3")),
    _card("Cart", "{2}", "Artifact — Vehicle", "Crew 1", pt=("3", "3")),
    _card("Rock", "{1}", "Artifact"),
    _card("Charm", "{1}{W}", "Enchantment"),
    _card("Waste", "", "Land"),
]
OPP_BOARD = {"battlefield": [{"card": "Bear", "id": "bear"}, {"card": "Roc", "id": "roc"},
                             {"card": "Cart", "id": "cart"}, {"card": "Rock", "id": "rock"},
                             {"card": "Charm", "id": "charm"}, {"card": "Waste", "id": "waste"}]}


def _targets_of(text: str) -> tuple[set[str], GameState]:
    spell = _card("Test Card", "{R}", "Instant", text)
    state = GameState.from_json({"players": [{"name": "me", "hand": ["Test Card"], "mana_pool": "{R}"},
                                             {"name": "opp", **OPP_BOARD}], "cards": [spell, *BOARD]})
    plans = checked_options(state, "me.hand.0")
    assert len(reference.enumerate_plans(state, "me.hand.0")) == len(plans)
    return {p.targets[0][0] for p in plans}, state


def test_airship_crash_counts() -> None:
    """"Destroy target artifact, enchantment, or creature with flying." on the opponent's Bear,
    Roc (flying), Cart (an artifact Vehicle, not crewed), Rock (artifact), Charm (enchantment),
    Waste (land): the artifacts Cart and Rock, the enchantment Charm and the flier Roc — 4
    options; the Bear (a creature without flying) and the land are no legal target (601.2c)."""
    got, state = _targets_of("Destroy target artifact, enchantment, or creature with flying.")
    assert got == {"cart", "rock", "charm", "roc"}
    assert referee.illegal_target(state, "me.hand.0", "me", 0, "bear") is not None
    assert referee.illegal_target(state, "me.hand.0", "me", 0, "waste") is not None


def test_creature_or_vehicle_counts() -> None:
    """"Exile target creature or Vehicle.": the creatures Bear and Roc and the Vehicle Cart
    (a Vehicle is a target even while it isn't a creature, 301.7) — 3 options."""
    got, _ = _targets_of("Exile target creature or Vehicle.")
    assert got == {"bear", "roc", "cart"}


def test_power_or_toughness_counts() -> None:
    """"Destroy target creature with power or toughness 3 or greater.": Roc (3/3) only; Bear is
    2/2 and Cart isn't a creature — 1 option."""
    got, _ = _targets_of("Destroy target creature with power or toughness 3 or greater.")
    assert got == {"roc"}


@pytest.mark.parametrize("text", [
    "Destroy target land or nonblack creature.",
    "Destroy target artifact or tapped creature. You gain 3 life.",
    "Exile target creature, Vehicle, or nonbasic land. Scry 1.",
    "Exile target creature or planeswalker that's black or red. Scry 1.",
    "Test Card deals 4 damage to target attacking, blocking, or tapped creature.",
    "Destroy up to one target artifact, enchantment, or creature with flying.",
    "Choose target creature you control and target creature or Vehicle an opponent controls.",
])
def test_the_three_checkers_agree(text: str) -> None:
    """The CP-SAT listing, the referee (each plan replayed) and the reference enumeration agree
    on the same board, with my own tapped Bear and the opponent's mixed permanents."""
    spell = _card("Test Card", "{R}", "Instant", text)
    state = GameState.from_json({
        "players": [{"name": "me", "hand": ["Test Card"], "mana_pool": "{R}",
                     "battlefield": [{"card": "Bear", "id": "mybear", "tapped": True}]},
                    {"name": "opp", **OPP_BOARD}], "cards": [spell, *BOARD]})
    plans = checked_options(state, "me.hand.0")
    assert len(reference.enumerate_plans(state, "me.hand.0")) == len(plans)
