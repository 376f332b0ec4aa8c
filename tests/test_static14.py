"""static14: statics and replacements recognized as changing no answer (``oracle.static14``),
and their near misses left unread. The board test is counted by hand: the recognized permanents
change nothing about casting Shock, so its options are its four targets (115.4: any target is a
creature, a player or a planeswalker), each paid by the one Mountain; every plan goes through the
referee and the reference enumerator (``agreed_options``)."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver.transitions import apply

from tests.conftest import agreed_options, shared_records

NAMES = frozenset({"Upwelling", "Orb of Dreams", "The Mindskinner", "Weathered Bodyguards", "Eon Hub"})


def _read(line: str, type_line: str = "Enchantment") -> str | None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": type_line, "oracle_text": line})
    return card.unsupported


@pytest.mark.parametrize("line", [
    "You don't lose unspent red mana as steps and phases end.",
    "Players don't lose unspent mana as steps and phases end.",
    "Players skip their untap steps.",
    "Permanents your opponents control can't be turned face up during your turn.",
    "Artifacts, creatures, and lands your opponents control enter the battlefield tapped.",
    "Instant and sorcery spells you control have rebound.",
    "If a source you control would deal damage to an opponent, prevent that damage and each opponent mills that many cards.",
    "Creature spells you control with power 5 or greater can't be countered.",
    "Other Spiders, Boars, and Wolves you control get +1/+1.",
    "Each other multicolored creature you control gets +1/+1 for each of its colors.",
    "Spirits you control get +X/+0, where X is the number of Spirits you control.",
    "Test Card's toughness is equal to the number of Forests you control.",
])
def test_read_as_changing_nothing(line: str) -> None:
    assert _read(line, "Creature — Spirit") is None


@pytest.mark.parametrize("line", [
    # a keyword that matters (302.6 haste) or a verb beside the change of power and toughness
    "Spiders you control get +1/+1 and have shroud unless you control a Forest.",
    "Creatures you control get +1/+1 until end of turn.",
    # damage a payment may deal: a pain land's to its controller (any source, "you", "a player")
    "If a source would deal damage to an opponent, it deals double that damage to that player instead.",
    "If a source you control would deal damage to a permanent or player, it deals double that damage to that "
    "permanent or player instead.",
    # 119.8: no life can be paid; trigger doublers (apply puts tap, ward and prowess triggers)
    "Your life total can't change.",
    "If a triggered ability of a legendary Ally you control triggers, that ability triggers an additional time.",
    # a spending restriction (106.6), target restrictions, keywords acting as a spell is cast
    "Spend only black mana on X.",
    "Lands on the battlefield and land cards in graveyards can't be the targets of spells or abilities your "
    "opponents control.",
    "Instant and sorcery spells you cast have storm.",
    "Creatures your opponents control enter tapped. Spells cost {1} more to cast.",
])
def test_near_misses_stay_unread(line: str) -> None:
    assert _read(line, "Creature — Spirit") == line


def _state(me: dict[str, Any], opp: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                                "cards": list(shared_records(NAMES).values())})


def test_recognized_permanents_change_no_option() -> None:
    s = _state({"hand": [{"card": "Shock", "id": "shock"}], "battlefield": ["Mountain", "Upwelling", "Orb of Dreams",
                                                    {"card": "The Mindskinner", "id": "mind"}]},
               {"battlefield": [{"card": "Weathered Bodyguards", "id": "guards"}, "Eon Hub"]})
    for p in s.players:
        for o in p.battlefield:
            assert o.card.unsupported is None, o.name
    options = agreed_options(s, "shock", "me")
    assert sorted(p.targets[0][0] for p in options) == ["guards", "me", "mind", "opp"]


# ----- 603.2d: triggered-ability doublers, applied by ``apply`` ------------------------------------
_CUSTOM = [{"name": "Prowess Ally", "mana_cost": "{R}", "type_line": "Creature — Human Ally", "oracle_text": "Prowess",
            "power": "1", "toughness": "1"},
           {"name": "Prowess Monk", "mana_cost": "{R}", "type_line": "Creature — Human Monk", "oracle_text": "Prowess",
            "power": "1", "toughness": "1"},
           {"name": "Tapping Ally", "mana_cost": "{B}", "type_line": "Creature — Elf Ally",
            "oracle_text": "{T}: Add {B}.\nWhenever Tapping Ally becomes tapped, you gain 1 life.",
            "power": "1", "toughness": "1"}]


def _doubler_board(me: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}],
                                "cards": [*_CUSTOM, *shared_records(frozenset({"Katara, the Fearless"})).values()]})


def test_an_ally_doubler_puts_an_allys_prowess_on_the_stack_twice() -> None:
    """Lightning Bolt, a noncreature spell: each prowess creature's trigger (702.108a); Katara
    doubles the Ally's only (603.2d): Bolt, then the Ally's twice, then the Monk's."""
    s = _doubler_board({"hand": [{"card": "Lightning Bolt", "id": "bolt"}],
                        "battlefield": ["Mountain", {"card": "Katara, the Fearless", "id": "katara"},
                                        {"card": "Prowess Ally", "id": "ally"}, {"card": "Prowess Monk", "id": "monk"}]})
    plans = agreed_options(s, "bolt", "me")
    assert len(plans) == 5  # 115.4: any target: the two players and the three creatures, paid by the Mountain
    for plan in plans:
        after = apply(s, plan)
        assert [o.choices.get("ability_of") for o in after.stack] == [None, "ally", "ally", "monk"]


def test_a_tap_trigger_doubled_unless_the_doubler_left_in_the_same_payment() -> None:
    """Village Rites ({B}, sacrifice a creature): Tapping Ally pays the {B} (601.2g) and
    becomes tapped. Sacrificing the Ally itself, Katara saw it tapped: its trigger twice.
    Sacrificing Katara: whether Katara was still there when the Ally became tapped depends on
    the order of payment, which the engine doesn't decide: refused (exit 4), never guessed."""
    s = _doubler_board({"hand": [{"card": "Village Rites", "id": "rites"}],
                        "battlefield": [{"card": "Katara, the Fearless", "id": "katara"},
                                        {"card": "Tapping Ally", "id": "ta"}]})
    plans = agreed_options(s, "rites", "me")
    by_sacrifice = {p.cost_objects[0][0]: p for p in plans}
    assert set(by_sacrifice) == {"katara", "ta"}
    after = apply(s, by_sacrifice["ta"])
    assert [o.choices.get("ability_of") for o in after.stack] == [None, "ta", "ta"]
    with pytest.raises(UnsupportedCardError):
        apply(s, by_sacrifice["katara"])


# ----- 702.122a crew "as though its power were N greater" / "using its toughness" --------------------
_WAGON = {"name": "Test Wagon", "mana_cost": "{3}", "type_line": "Artifact — Vehicle", "oracle_text": "Crew 3",
          "power": "5", "toughness": "5"}


def _crew_options(creature: str) -> list[frozenset[str]]:
    s = GameState.from_json({"players": [{"name": "me", "battlefield": [
        {"card": "Test Wagon", "id": "wagon"}, {"card": creature, "id": "pilot"}, {"card": "Grizzly Bears", "id": "bears"}]},
        {"name": "opp"}], "cards": [_WAGON, *shared_records(frozenset({creature})).values()]})
    from tests.conftest import agreed_activations
    return sorted((frozenset(p.cost_objects[0]) for p in agreed_activations(s, "wagon", 0)), key=sorted)


def test_crew_counts_the_pilots_bonus_and_toughness() -> None:
    """Crew 3: tap any number of other untapped creatures with total power 3 or more. Deathless
    Pilot (2/2) crews as though its power were 4: alone, or with the Bears (2/2): two ways; the
    Bears alone (2) can't. Interface Ace (0/4) crews with its toughness, 4: the same two ways."""
    both = frozenset({"pilot", "bears"})
    assert _crew_options("Deathless Pilot") == [both, frozenset({"pilot"})]
    assert _crew_options("Interface Ace") == [both, frozenset({"pilot"})]


# ----- Ground Seal: "Cards in graveyards can't be the targets of spells or abilities." ---------------
def test_ground_seal_leaves_no_graveyard_target() -> None:
    """Raise Dead ({B}: "Return target creature card from your graveyard to your hand."): one
    option with the Bears in the graveyard (601.2c); none while Ground Seal is on the battlefield,
    whoever controls it; one again when it is face down (708.2: no abilities)."""
    def raise_dead(seal: dict[str, Any] | None, where: str = "opp") -> list[Any]:
        me: dict[str, Any] = {"hand": [{"card": "Raise Dead", "id": "rd"}], "graveyard": [{"card": "Grizzly Bears", "id": "gb"}],
                              "battlefield": ["Swamp"]}
        opp: dict[str, Any] = {}
        if seal is not None:
            (me if where == "me" else opp)["battlefield"] = [*(me["battlefield"] if where == "me" else []), seal]
        s = GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                                 "cards": list(shared_records(frozenset({"Ground Seal", "Raise Dead"})).values())})
        return agreed_options(s, "rd", "me")
    assert [p.targets for p in raise_dead(None)] == [(("gb",),)]
    assert raise_dead({"card": "Ground Seal"}) == []
    assert raise_dead({"card": "Ground Seal"}, "me") == []
    assert len(raise_dead({"card": "Ground Seal", "face_down": True})) == 1


# ----- "You have protection from each of your opponents." (702.16b, 702.16k) ---------------------------
def test_a_player_protected_from_opponents_is_no_target_of_theirs() -> None:
    """Absolute Virtue's controller can't be the target of a spell an opponent controls: opp's
    Shock has two targets (opp and Absolute Virtue, an 8/8 creature with no protection of its
    own), me's Shock three (me, opp and Absolute Virtue: protection stops only opponents)."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Shock", "id": "mine"}],
         "battlefield": ["Mountain", {"card": "Absolute Virtue", "id": "av"}]},
        {"name": "opp", "hand": [{"card": "Shock", "id": "theirs"}], "battlefield": ["Mountain"]}],
        "turn": {"active_player": "me", "priority": "opp"},
        "cards": list(shared_records(frozenset({"Absolute Virtue"})).values())})
    assert sorted(p.targets[0][0] for p in agreed_options(s, "theirs", "opp")) == ["av", "opp"]
    s.priority = "me"
    assert sorted(p.targets[0][0] for p in agreed_options(s, "mine", "me")) == ["av", "me", "opp"]


# ----- "This creature is the chosen type in addition to its other types." (613.1d) ---------------------
def test_the_chosen_type_is_a_subtype_on_the_battlefield() -> None:
    """"Destroy target Elf.": with Adaptive Automaton (a Construct) whose chosen creature type is
    Elf, it and Llanowar Elves are the two targets (Grizzly Bears is none); with Bear chosen, only
    the Elves; with no type chosen in the state, the engine refuses (exit 4), never guesses."""
    def targets(chosen: dict[str, str]) -> list[str]:
        s = GameState.from_json({"players": [
            {"name": "me", "hand": [{"card": "Elf Bane", "id": "bane"}], "battlefield": [
                "Swamp", {"card": "Adaptive Automaton", "id": "auto", "chosen": chosen},
                {"card": "Llanowar Elves", "id": "elves"}, {"card": "Grizzly Bears", "id": "bears"}]},
            {"name": "opp"}],
            "cards": [{"name": "Elf Bane", "mana_cost": "{B}", "type_line": "Instant", "oracle_text": "Destroy target Elf."},
                      *shared_records(frozenset({"Adaptive Automaton"})).values()]})
        return sorted(p.targets[0][0] for p in agreed_options(s, "bane", "me"))
    assert targets({"creature_type": "Elf"}) == ["auto", "elves"]
    assert targets({"creature_type": "Bear"}) == ["elves"]
    with pytest.raises(UnsupportedCardError):
        targets({})
