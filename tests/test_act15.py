"""Activated abilities read by ``castable.model.oracle.act15`` (issue 13): "Activate only if"
counts of the state (``ActivateCheck``'s act15 measures), windows, the graveyard zone, the
Licids' resolution-only sentences and energy payments ("Pay {E}{E}", 107.14, the state's player
``energy``).

Each count below is worked out by hand; every plan goes through the referee and the reference
enumerator (``conftest.agreed_activations``).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_activate
from castable.solver.transitions import apply

from tests.conftest import agreed_activations, shared_records

REAL = shared_records(frozenset({"Tectonic Edge", "Bloodshot Trainee", "Luminarch Ascension", "Ghost Town",
                                 "Glory", "Gliding Licid", "Longtusk Cub", "Aethertorch Renegade",
                                 "Weathered Wayfarer", "Kitsune Bonesetter", "Clergy of the Holy Nimbus",
                                 "Serendib Sorcerer"}))
CARDS = list(REAL.values())


def _state(mine: list[Any], theirs: list[Any] | None = None, phase: str = "main1", *, active: str = "me",
           me: dict[str, Any] | None = None, opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "battlefield": mine, **(me or {})},
                                            {"name": "opp", "battlefield": theirs or [], **(opp or {})}],
                                "turn": {"active_player": active, "phase": phase, "priority": "me"}, "cards": CARDS})


@pytest.mark.parametrize("text", [
    "{1}: Draw a card. Activate only if you have at least 7 life more than your starting life total.",
    "{1}: Draw a card. Activate only if an opponent was dealt damage this turn.",  # infect: no life lost
    "{1}: Draw a card. Activate only before blockers are declared.",  # 508.8: a skipped step
    "{1}: Draw a card. Activate only if Test Beast is on the battlefield or in your graveyard.",
    "{1}: Draw a card. Activate only if there are three or more brick counters on Test Beast and only if "
    "Test Beast's power is 4 or greater.",  # two counts: not one ActivateCheck
    "Discard a card at random: Test Beast gets +1/+1 until end of turn.",  # chance, not a choice
    "{2}, Discard your hand: Draw two cards.",
    "{T}, Pay {E}: Add one mana of any color.",  # a mana ability paying energy
    "[-6]: You get an emblem with \"Islands you control have '{T}: Draw a card.'\"",  # an activated ability granted
    "{1}, {T}: Draw a card. Activate only if Test Beast is in your graveyard.",  # {T} off the battlefield
    "{T}: Tap target artifact and target creature other than Test Beast.",  # not the ability's one target
])
def test_near_misses(text: str) -> None:
    card = read_card({"name": "Test Beast", "mana_cost": "{G}", "type_line": "Creature — Beast", "power": "2",
                      "toughness": "2", "oracle_text": text})
    assert card.unsupported is not None, text


def test_reader() -> None:
    """The fields each line gives."""
    [_, edge] = read_card(REAL["Tectonic Edge"]).activated_abilities
    assert edge.activate_check is not None
    assert (edge.activate_check.measure, edge.activate_check.low) == ("opponent_lands", 4)
    glory = read_card(REAL["Glory"])
    assert glory.unsupported is None and glory.activated_abilities[0].zone == "graveyard"
    [cub] = read_card(REAL["Longtusk Cub"]).activated_abilities
    assert cub.energy == 2 and not cub.parts
    licid = read_card(REAL["Gliding Licid"])
    assert licid.unsupported is None and [t.text for t in licid.activated_abilities[0].targets] == ["target creature"]


def test_opponent_lands() -> None:
    """Tectonic Edge, "{1}, {T}, Sacrifice Tectonic Edge: Destroy target nonbasic land. Activate
    only if an opponent controls four or more lands.": my Wastes pays {1}; the opponent's four
    lands, one of them the nonbasic Ghost Town; the Edge may target itself (601.2c: targets are
    chosen before it is sacrificed, 601.2h): 2 options; with three lands, no (602.5)."""
    mine = [{"card": "Tectonic Edge", "id": "edge"}, {"card": "Wastes", "id": "w"}]
    four = [{"card": "Ghost Town", "id": "gt"}, *({"card": "Island", "id": f"i{i}"} for i in range(3))]
    plans = agreed_activations(_state(mine, four), "edge", 1)
    assert sorted(p.targets for p in plans) == [(("edge",),), (("gt",),)]
    three = _state(mine, four[:3])
    assert agreed_activations(three, "edge", 1) == []
    assert any(r.rule == "602.5" for r in can_activate(three, "edge", 1).reasons)


def test_land_lead_and_hand_lead() -> None:
    """Weathered Wayfarer, "{W}, {T}: ... Activate only if an opponent controls more lands than
    you.": my one Plains against two Islands: 1 option; against one: no. Kitsune Bonesetter,
    "{T}: Prevent the next 3 damage ... target creature. Activate only if you have more cards in
    hand than each opponent.": a hand of two against a hidden hand of one, the Bonesetter the only
    creature: 1 option; against a hidden hand of two: no."""
    mine = [{"card": "Weathered Wayfarer", "id": "ww"}, {"card": "Plains", "id": "p"}]
    islands = [{"card": "Island", "id": f"i{i}"} for i in range(2)]
    assert len(agreed_activations(_state(mine, islands), "ww", 0)) == 1
    assert agreed_activations(_state(mine, islands[:1]), "ww", 0) == []
    bone = [{"card": "Kitsune Bonesetter", "id": "kb"}]
    hand = {"hand": ["Island", "Island"]}
    assert len(agreed_activations(_state(bone, me=hand, opp={"hand": 1}), "kb", 0)) == 1
    assert agreed_activations(_state(bone, me=hand, opp={"hand": 2}), "kb", 0) == []


def test_source_power_and_counters() -> None:
    """Bloodshot Trainee (2/1), "{T}: ... 4 damage to target creature. Activate only if Bloodshot
    Trainee's power is 4 or greater.": with two +1/+1 counters (power 4), the targets are itself
    and the Bear: 2 options; with one, no. Luminarch Ascension, "{1}{W}: Create a 4/4 ... Activate
    only if Luminarch Ascension has four or more quest counters on it.": with four, two Plains:
    1 option; with three, no."""
    bear = [{"card": "Grizzly Bears", "id": "bear"}]
    strong = _state([{"card": "Bloodshot Trainee", "id": "bt", "counters": {"+1/+1": 2}}], bear)
    assert sorted(p.targets for p in agreed_activations(strong, "bt", 0)) == [(("bear",),), (("bt",),)]
    weak = _state([{"card": "Bloodshot Trainee", "id": "bt", "counters": {"+1/+1": 1}}], bear)
    assert agreed_activations(weak, "bt", 0) == []
    plains = [{"card": "Plains", "id": f"p{i}"} for i in range(2)]
    for n, count in ((4, 1), (3, 0)):
        s = _state([{"card": "Luminarch Ascension", "id": "la", "counters": {"quest": n}}, *plains])
        assert len(agreed_activations(s, "la", 0)) == count, n


def test_windows_and_graveyard() -> None:
    """Ghost Town, "{0}: Return Ghost Town to its owner's hand. Activate only if it's not your
    turn.": on the opponent's turn 1 option, on mine none. Glory, "{2}{W}: ... Activate only if
    Glory is in your graveyard.": in the graveyard with three Plains, 1 option; on the
    battlefield, no (602.2: the zone it works from)."""
    town = [{"card": "Ghost Town", "id": "gt"}]
    assert len(agreed_activations(_state(town, active="opp"), "gt", 1)) == 1
    assert agreed_activations(_state(town), "gt", 1) == []
    plains = [{"card": "Plains", "id": f"p{i}"} for i in range(3)]
    yard = GameState.from_json({"players": [{"name": "me", "battlefield": plains, "graveyard": ["Glory"]},
                                            {"name": "opp"}],
                                "turn": {"active_player": "me", "phase": "main1", "priority": "me"}, "cards": CARDS})
    assert len(agreed_activations(yard, "me.graveyard.0", 0)) == 1
    assert agreed_activations(_state([{"card": "Glory", "id": "g"}, *plains]), "g", 0) == []


def test_energy() -> None:
    """Longtusk Cub, "Pay {E}{E}: Put a +1/+1 counter on Longtusk Cub.": with three energy, one
    option, and ``apply`` leaves one; with one, no (118.3). Aethertorch Renegade, "{T}, Pay
    {E}{E}: ... 1 damage to target creature.": two energy, the Renegade and the Bear: 2 options.
    A negative energy count is bad input."""
    cub = [{"card": "Longtusk Cub", "id": "cub"}]
    s = _state(cub, me={"energy": 3})
    [plan] = agreed_activations(s, "cub", 0)
    after = apply(s, plan)
    assert after.player("me").energy == 1
    assert after.to_json()["players"][0]["energy"] == 1
    poor = _state(cub, me={"energy": 1})
    assert agreed_activations(poor, "cub", 0) == []
    assert any(r.rule == "118.3" for r in can_activate(poor, "cub", 0).reasons)
    torch = _state([{"card": "Aethertorch Renegade", "id": "ar"}], [{"card": "Grizzly Bears", "id": "bear"}],
                   me={"energy": 2})
    assert sorted(p.targets for p in agreed_activations(torch, "ar", 0)) == [(("ar",),), (("bear",),)]
    with pytest.raises(InputError, match="energy"):
        _state(cub, me={"energy": -1})


def test_only_your_opponents() -> None:
    """Clergy of the Holy Nimbus, "{1}: Clergy of the Holy Nimbus can't be regenerated this turn.
    Only your opponents may activate this ability.": the opponent's Clergy, my Plains pays {1}:
    1 option for me; my own Clergy with my Plains: no (602.2)."""
    plains = [{"card": "Plains", "id": "p"}]
    theirs = _state(plains, [{"card": "Clergy of the Holy Nimbus", "id": "cl"}])
    assert len(agreed_activations(theirs, "cl", 0)) == 1
    mine = _state([*plains, {"card": "Clergy of the Holy Nimbus", "id": "cl"}])
    assert agreed_activations(mine, "cl", 0) == []
    assert any(r.rule == "602.2" for r in can_activate(mine, "cl", 0).reasons)


def test_other_than_this() -> None:
    """Serendib Sorcerer, "{T}: Target creature other than Serendib Sorcerer has base power and
    toughness 0/2 until end of turn.": with the opponent's Bear, the Bear only (115.1: not the
    Sorcerer): 1 option; alone, no."""
    s = _state([{"card": "Serendib Sorcerer", "id": "ss"}], [{"card": "Grizzly Bears", "id": "bear"}])
    [plan] = agreed_activations(s, "ss", 0)
    assert plan.targets == (("bear",),)
    assert agreed_activations(_state([{"card": "Serendib Sorcerer", "id": "ss"}]), "ss", 0) == []
