"""Harmonize (``castable.model.oracle.kw14``; issue 13). The rule is not in
/work/shared/rules; in our own words (702.180a, Tarkir: Dragonstorm, and the reminder text on
every printing: "You may cast this card from your graveyard for its harmonize cost. You may tap
a creature you control to reduce that cost by {X}, where X is its power. Then exile this
spell."):

- an alternative cost (118.9) from the graveyard only (601.3);
- as it is cast that way, its caster may tap one untapped creature they control (paid with the
  other costs, 601.2h: not one tapped for mana in 601.2g, 118.3); the total cost is then {X}
  less, X that creature's power (601.2f: the generic part only, never below zero; a power of 0
  or less takes nothing off, 107.1b); summoning sickness doesn't matter.

Each count is worked out by hand; every plan goes through the referee and the reference
enumerator (``agreed_options``).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.cards import ActivatedAbility
from castable.model.oracle import read_card

from tests.conftest import agreed_activations, agreed_options, shared_records

REAL = shared_records(frozenset({"Unending Whisper", "Wild Ride", "Nature's Rhythm"}))
OX = {"name": "Test Ox", "mana_cost": "{3}{G}", "type_line": "Creature — Ox", "power": "4", "toughness": "4",
      "oracle_text": ""}
SAGE = {"name": "Test Sage", "mana_cost": "{3}{U}", "type_line": "Creature — Human Wizard", "power": "4",
        "toughness": "4", "oracle_text": "{T}: Add {U}."}
WALL = {"name": "Test Wall", "mana_cost": "{1}", "type_line": "Creature — Wall", "power": "0", "toughness": "3",
        "oracle_text": ""}
CARDS = [*REAL.values(), OX, SAGE, WALL]


def _state(card: str, mine: list[Any], zone: str = "graveyard") -> GameState:
    return GameState.from_json({"players": [{"name": "me", zone: [{"card": card, "id": "c"}], "battlefield": mine},
                                            {"name": "opp"}], "cards": CARDS})


def _ways(plans: list[Any]) -> list[tuple[str | None, tuple[tuple[str, ...], ...], str, int]]:
    return sorted((p.alternative_cost, p.cost_objects, p.total_cost, len(p.tapped)) for p in plans)


def test_the_keyword_reads_as_two_graveyard_costs() -> None:
    card = read_card(REAL["Unending Whisper"])
    assert card.unsupported is None
    alts = {a.name: a for a in card.alternative_costs}
    assert set(alts) == {"harmonize", "harmonize, tapping a creature"}
    assert all(a.zone == "graveyard" and str(a.mana) == "{5}{U}" for a in alts.values())
    assert alts["harmonize, tapping a creature"].harmonize and not alts["harmonize"].harmonize
    assert [p.action for p in alts["harmonize, tapping a creature"].parts] == ["tap_untapped"]


def test_an_x_harmonize_cost_stays_unread() -> None:
    assert read_card(REAL["Nature's Rhythm"]).unsupported is not None


def test_the_ox_takes_four_off() -> None:
    """Two Islands, an untapped 4/4: {5}{U} less 4 is {1}{U}, the two Islands: one option (the
    Islands can't be told apart); without the Ox six mana are needed, there are two."""
    plans = agreed_options(_state("Unending Whisper", ["Island", "Island", {"card": "Test Ox", "id": "ox"}]),
                           "c")
    assert _ways(plans) == [("harmonize, tapping a creature", (("ox",),), "{1}{U}", 3)]


def test_a_tapped_or_weak_creature_is_no_help() -> None:
    """A tapped Ox can't be tapped (118.3); the 0/3 Wall can be tapped but takes nothing off
    ({5}{U} from two Islands: no). So no way at all."""
    s = _state("Unending Whisper", ["Island", "Island", {"card": "Test Ox", "tapped": True},
                                    {"card": "Test Wall", "id": "wall"}])
    assert agreed_options(s, "c") == []


def test_the_tapped_creature_makes_no_mana() -> None:
    """Two Islands and a 4/4 that taps for {U}: tapped for harmonize ({1}{U} left, the two
    Islands) it can't also be tapped for mana; tapped for mana, three mana don't pay {5}{U}.
    One option, not two."""
    plans = agreed_options(_state("Unending Whisper", ["Island", "Island", {"card": "Test Sage", "id": "sage"}]),
                           "c")
    assert _ways(plans) == [("harmonize, tapping a creature", (("sage",),), "{1}{U}", 3)]


def test_a_summoning_sick_creature_may_be_tapped() -> None:
    """302.6 limits only a creature's own {T} abilities: the sick Ox pays as well."""
    s = _state("Unending Whisper", ["Island", "Island", {"card": "Test Ox", "id": "ox", "summoning_sick": True}])
    assert len(agreed_options(s, "c")) == 1


def test_from_the_hand_only_the_mana_cost() -> None:
    """Harmonize works from the graveyard (601.3): in the hand, Unending Whisper costs {U}; with
    one Island and the Ox, one option, no creature tapped."""
    plans = agreed_options(_state("Unending Whisper", ["Island", {"card": "Test Ox", "id": "ox"}], zone="hand"),
                           "c")
    assert _ways(plans) == [(None, (), "{U}", 1)]


@pytest.mark.parametrize(("islands", "expected"), [
    # {5}{U} paid whole by six Islands, or the Ox ({1}{U}: two of them), or the Wall ({5}{U}: all six)
    (6, [("harmonize", (), "{5}{U}", 6), ("harmonize, tapping a creature", (("ox",),), "{1}{U}", 3),
         ("harmonize, tapping a creature", (("wall",),), "{5}{U}", 7)]),
    (5, [("harmonize, tapping a creature", (("ox",),), "{1}{U}", 3)]),
])
def test_every_way_from_the_graveyard(islands: int, expected: list[Any]) -> None:
    """Six Islands, the Ox and the Wall: three options (no creature, the Ox, the Wall); with
    five Islands: the Ox's is still one ({1}{U}), so one option."""
    s = _state("Unending Whisper", [*["Island"] * islands, {"card": "Test Ox", "id": "ox"},
                                    {"card": "Test Wall", "id": "wall"}])
    assert _ways(agreed_options(s, "c")) == expected


# ----- Forecast (702.57a-b): from the hand, during its owner's upkeep, once each turn -----
STANCE = shared_records(frozenset({"Steeling Stance"}))["Steeling Stance"]
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2", "toughness": "2",
        "oracle_text": ""}


def _forecast_state(phase: str, active: str = "me", **stance: Any) -> GameState:
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Steeling Stance", "id": "ss", **stance}],
                     "battlefield": ["Plains", "Plains", {"card": "Test Bear", "id": "bear"}]},
                    {"name": "opp", "battlefield": [{"card": "Test Bear", "id": "obear"}]}],
        "turn": {"active_player": active, "phase": phase, "priority": "me"},
        "cards": [STANCE, BEAR]})


def test_forecast_reads_as_a_hand_ability() -> None:
    card = read_card(STANCE)
    assert card.unsupported is None
    (ab,) = card.activated_abilities
    assert isinstance(ab, ActivatedAbility)
    assert (ab.zone, ab.once_per_turn, str(ab.mana), ab.window is not None) == ("hand", True, "{W}", True)


def test_forecast_in_my_upkeep() -> None:
    """{W}: target creature gets +1/+1: either Bear is a target, a Plains pays: 2 options."""
    plans = agreed_activations(_forecast_state("upkeep"), "ss", 0)
    assert sorted(p.targets for p in plans) == [(("bear",),), (("obear",),)]


@pytest.mark.parametrize(("phase", "active", "stance"), [
    ("main1", "me", {}),  # not an upkeep
    ("upkeep", "opp", {}),  # another player's upkeep
    ("upkeep", "me", {"activations_this_turn": {"0": 1}}),  # once each turn
])
def test_forecast_closed(phase: str, active: str, stance: dict[str, Any]) -> None:
    assert agreed_activations(_forecast_state(phase, active, **stance), "ss", 0) == []


# ----- Conspire (702.78a): tap two untapped creatures you control that share a color with it -----
GHASTLY = shared_records(frozenset({"Ghastly Discovery"}))["Ghastly Discovery"]
MERFOLK = {"name": "Test Merfolk", "mana_cost": "{U}", "type_line": "Creature — Merfolk", "power": "1",
           "toughness": "1", "oracle_text": ""}
HYBRID = {"name": "Test Hybrid", "mana_cost": "{G}{U}", "type_line": "Creature — Frog", "power": "2",
          "toughness": "2", "oracle_text": ""}


def _conspire_state(**ghastly: Any) -> GameState:
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Ghastly Discovery", "id": "gd", **ghastly}],
                     "battlefield": ["Island", "Island", "Island", {"card": "Test Merfolk", "id": "m1"},
                                     {"card": "Test Merfolk", "id": "m2"}, {"card": "Test Hybrid", "id": "h"},
                                     {"card": "Test Bear", "id": "bear"}]},
                    {"name": "opp"}],
        "cards": [GHASTLY, MERFOLK, HYBRID, BEAR]})


def _conspired(plans: list[Any]) -> list[tuple[int, tuple[str, ...]]]:
    """(conspired, the tapped creatures by first letter) of each plan."""
    out = []
    for p in plans:
        tapped = p.cost_objects[0] if p.cost_objects else ()
        out.append((p.optional_costs.get("conspire", 0), tuple(sorted(x[:1] for x in tapped))))
    return sorted(out)


def test_conspire_reads_as_an_optional_tap_of_two() -> None:
    card = read_card(GHASTLY)
    assert card.unsupported is None
    (oc,) = card.optional_costs
    assert (oc.name, [(p.action, p.amount) for p in oc.parts]) == ("conspire", [("tap_untapped", 2)])


def test_conspire_blue_spell() -> None:
    """{2}{U} from the three Islands, and conspire or not: the two Merfolk, or a Merfolk and the
    green-blue Frog (the Merfolk can't be told apart); the green Bear shares no color. 3 options."""
    plans = agreed_options(_conspire_state(), "gd")
    assert _conspired(plans) == [(0, ()), (1, ("h", "m")), (1, ("m", "m"))]


def test_conspire_follows_the_objects_colors() -> None:
    """The state makes the card green (``overrides``): the Bear and the Frog share green, the
    Merfolk don't: 2 options. Colorless: no creature shares a color, only the plain cast."""
    assert _conspired(agreed_options(_conspire_state(overrides={"colors": ["G"]}), "gd")) == [(0, ()), (1, ("b", "h"))]
    assert _conspired(agreed_options(_conspire_state(overrides={"colors": []}), "gd")) == [(0, ())]


def test_harmonize_beside_another_cost_part_stays_unread() -> None:
    """601.2h pays parts in any order: the creature tapped for harmonize could then be
    sacrificed; the checkers don't order parts, so such a card (none printed) is refused on its
    harmonize line, and its other costs stay read."""
    card = read_card({"name": "Test Rite", "mana_cost": "{1}{B}", "type_line": "Sorcery",
                      "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.\n"
                                     "Harmonize {3}{B}"})
    assert card.unsupported == "Harmonize {3}{B}"
    assert not card.alternative_costs and [p.action for p in card.additional_costs] == ["sacrifice"]


def test_companion_and_uncounterable_lines_change_nothing() -> None:
    """702.139a: a companion works outside the game; 701.6: countering is decided as it resolves."""
    card = read_card({"name": "Test Otter", "mana_cost": "{1}{U}", "type_line": "Legendary Creature — Otter",
                      "power": "2", "toughness": "2",
                      "oracle_text": "Companion — Each nonland card in your starting deck has a different name.\n"
                                     "Spells and abilities can't be countered."})
    assert card.unsupported is None and not card.activated_abilities and not card.alternative_costs


def test_cycling_with_x() -> None:
    """Cycling {X}{1}{U} (702.29a, 107.3: X announced as it is activated, 602.2b) from the hand,
    three Islands: X = 0 (two Islands) or X = 1 (three): 2 options. The "When you cycle" trigger
    comes after (603.2) and changes nothing."""
    shark = shared_records(frozenset({"Shark Typhoon"}))["Shark Typhoon"]
    assert read_card(shark).unsupported is None
    s = GameState.from_json({"players": [{"name": "me", "hand": [{"card": "Shark Typhoon", "id": "st"}],
                                          "battlefield": ["Island", "Island", "Island"]}, {"name": "opp"}],
                             "cards": [shark]})
    plans = agreed_activations(s, "st", 0)
    assert sorted((p.x, len(p.tapped)) for p in plans) == [(0, 2), (1, 3)]


def test_the_tapped_creature_may_be_the_target() -> None:
    """Wild Ride from the graveyard, two Mountains, the Ox and an opponent's Bear: tapping the
    Ox leaves {R} (one Mountain); the target (601.2c, chosen before costs) is the Ox or the
    Bear: 2 options; nothing else pays {4}{R}."""
    s = GameState.from_json({"players": [
        {"name": "me", "graveyard": [{"card": "Wild Ride", "id": "c"}],
         "battlefield": ["Mountain", "Mountain", {"card": "Test Ox", "id": "ox"}]},
        {"name": "opp", "battlefield": [{"card": "Test Bear", "id": "bear"}]}], "cards": [*CARDS, BEAR]})
    plans = agreed_options(s, "c")
    assert sorted((p.targets, p.cost_objects, p.total_cost) for p in plans) == [
        ((("bear",),), (("ox",),), "{R}"), ((("ox",),), (("ox",),), "{R}")]
