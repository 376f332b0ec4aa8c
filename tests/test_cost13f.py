"""cost13f: cost changes whose condition or count the state decides (601.2f), checked by every
checker on hand-counted boards: the caster's life total (``SelfReduction.up_to``), a count of
permanents and graveyard cards together (Gargantuan Leech), "if it targets a creature with
flying" (``target_costs``), "During turns other than yours" (``off_turn_only``)."""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.cards import ObjectFilter, SelfReduction
from castable.model.oracle import read_card
from castable.model.selfcount import reduction_amount

from tests.conftest import agreed_options as agreed
from tests.conftest import shared_records
from tests.test_casting_rules import act_agree

NAMES = frozenset({"The End", "Gargantuan Leech", "Swampsnare Trap", "Geyser Drake", "Grizzly Bears", "Starport Security",
                   "Hylda's Crown of Winter"})
TEST_CAVE = {"name": "Test Cave", "mana_cost": "", "type_line": "Land — Cave", "oracle_text": "{T}: Add {B}."}
TEST_FLIER = {"name": "Test Flier", "mana_cost": "{1}{W}", "type_line": "Creature — Bird",
              "oracle_text": "Flying", "power": "1", "toughness": "1"}
TEST_DRAW = {"name": "Test Draw", "mana_cost": "{2}{U}", "type_line": "Instant", "oracle_text": "Draw a card."}


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [*shared_records(NAMES).values(), TEST_CAVE, TEST_FLIER, TEST_DRAW]}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def test_life_reduction_once_at_most_n() -> None:
    """"{2} less if your life total is 5 or less": life 5 takes off 2, life 6 nothing, life -3
    (107.1b: a negative total is at most 5) 2; never more than once."""
    r = SelfReduction(ObjectFilter(), True, measure="life", amount=2, up_to=5)
    for life, off in ((5, 2), (6, 0), (-3, 2), (1, 2)):
        s = state({"life": life})
        assert reduction_amount(r, s, "me", None) == off


def test_card_types_in_the_casters_graveyard() -> None:
    """205.2a: an artifact creature, a land and an instant are three types (four with a
    Kindred card; Tribal is Kindred); the opponent's graveyard and the spell itself don't count."""
    r = SelfReduction(ObjectFilter(), True, measure="card_types")
    delirium = SelfReduction(ObjectFilter(), True, measure="card_types", amount=2, at_least=4)
    cards = [{"name": "Test Golem", "mana_cost": "{3}", "type_line": "Artifact Creature — Golem", "oracle_text": "",
              "power": "3", "toughness": "3"},
             {"name": "Test Rite", "mana_cost": "{B}", "type_line": "Tribal Instant — Elf", "oracle_text": ""}]
    data: dict[str, Any] = {"players": [{"name": "me", "graveyard": ["Test Golem", "Swamp", {"card": "Test Draw", "id": "td"}]},
                                        {"name": "opp", "graveyard": ["Test Rite"]}],
                            "cards": [*shared_records(NAMES).values(), TEST_DRAW, *cards]}
    s = GameState.from_json(data)
    assert reduction_amount(r, s, "me", None) == 4  # Artifact, Creature, Land, Instant
    spell = next(o for o in s.player("me").graveyard if o.id == "td")
    assert reduction_amount(r, s, "me", spell) == 3  # cast from the graveyard: it is on the stack
    assert reduction_amount(delirium, s, "me", spell) == 0
    assert reduction_amount(r, s, "opp", None) == 2  # Kindred, Instant
    assert reduction_amount(delirium, s, "me", None) == 2


def test_the_end_at_five_life() -> None:
    """The End {2}{B}{B}, two Swamps, the opponent's Grizzly Bears: at 5 life it costs {B}{B}
    (one option, the Bears); at 6 life {2}{B}{B}: no."""
    me = {"hand": [{"card": "The End", "id": "end"}], "battlefield": ["Swamp", "Swamp"]}
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "gb"}]}
    [plan] = agreed(state({**me, "life": 5}, opp), "end")
    assert plan.targets == (("gb",),)
    assert agreed(state({**me, "life": 6}, opp), "end") == []


def test_gargantuan_leech_counts_caves_in_both_zones() -> None:
    """Gargantuan Leech {7}{B}, two Test Caves ({T}: Add {B}): four Cave cards in my graveyard
    make it {1}{B} (6 off: castable with both Caves); three make it {2}{B}: no; the
    opponent's graveyard Caves don't count."""
    me = {"hand": [{"card": "Gargantuan Leech", "id": "gl"}], "battlefield": ["Test Cave", "Test Cave"]}
    assert agreed(state({**me, "graveyard": ["Test Cave"] * 4}), "gl")
    assert agreed(state({**me, "graveyard": ["Test Cave"] * 3}), "gl") == []
    assert agreed(state({**me, "graveyard": ["Test Cave"] * 3}, {"graveyard": ["Test Cave"] * 4}), "gl") == []


def test_swampsnare_trap_cheaper_on_a_flier() -> None:
    """Swampsnare Trap {2}{B} (Aura), two Swamps, the opponent's Test Flier and Grizzly Bears:
    only enchanting the flier costs {1}{B} (one option); the Bears alone: no."""
    me = {"hand": [{"card": "Swampsnare Trap", "id": "st"}], "battlefield": ["Swamp", "Swamp"]}
    opp = {"battlefield": [{"card": "Test Flier", "id": "tf"}, {"card": "Grizzly Bears", "id": "gb"}]}
    [plan] = agreed(state(me, opp), "st")
    assert plan.targets == (("tf",),)
    assert agreed(state(me, {"battlefield": [{"card": "Grizzly Bears", "id": "gb"}]}), "st") == []


def test_geyser_drake_on_other_turns_only() -> None:
    """Geyser Drake and two Islands: Test Draw {2}{U} costs {1}{U} on the opponent's turn
    (castable); on my turn {2}{U}: no; the opponent's Drake reduces nothing of mine."""
    me = {"hand": [{"card": "Test Draw", "id": "td"}], "battlefield": ["Island", "Island", "Geyser Drake"]}
    theirs = {"active_player": "opp", "phase": "main1", "priority": "me"}
    assert agreed(state(me, **theirs), "td")
    assert agreed(state(me), "td") == []
    mine = {**me, "battlefield": ["Island", "Island"]}
    assert agreed(state(mine, {"battlefield": ["Geyser Drake"]}, **theirs), "td") == []


def test_starport_security_with_a_counter() -> None:
    """602.2b, 601.2f: Starport Security's {3}{W}, {T} costs {1}{W} while I control a creature
    with a +1/+1 counter on it (itself counts), two Plains: activatable, tapping the Bears; with
    no counter, {3}{W}: no; the opponent's countered creature doesn't count."""
    me = {"battlefield": [{"card": "Starport Security", "id": "ss"}, "Plains", "Plains"]}
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "gb", "counters": {"+1/+1": 1}}]}
    countered = {"battlefield": [{"card": "Starport Security", "id": "ss", "counters": {"+1/+1": 1}}, "Plains", "Plains"]}
    [plan] = act_agree(state(countered, {"battlefield": [{"card": "Grizzly Bears", "id": "gb"}]}), "ss", 0)
    assert plan.targets == (("gb",),)
    assert act_agree(state(me, opp), "ss", 0) == []


def test_hyldas_crown_during_my_turn() -> None:
    """Hylda's Crown of Winter's {1}, {T} costs {0} during my turn (no land needed) and {1} on
    the opponent's turn (none to pay it with: no)."""
    me = {"battlefield": [{"card": "Hylda's Crown of Winter", "id": "hc"}]}
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "gb"}]}
    assert act_agree(state(me, opp), "hc", 0)
    assert act_agree(state(me, opp, active_player="opp", phase="main1", priority="me"), "hc", 0) == []


def test_reader_refuses_near_misses() -> None:
    """Conditions the state doesn't record, or counts of one opponent, stay refused."""
    for text in ("This spell costs {2} less to cast if your life total is 5 or more.",
                 "This spell costs {1} less to cast if an opponent controls no Islands.",  # basic lands: costmana15
                 "This spell costs {2} less to cast if a creature is attacking you.",
                 "This spell costs {1} less to cast if it targets a creature with horsemanship.",
                 "This spell costs {1} less to cast for each Cave you control and each Lizard card in your graveyard.",
                 "During turns other than yours, spells you cast cost {1} more to cast."):
        card = read_card({"name": "Test", "mana_cost": "{3}{B}", "type_line": "Creature — Bird",
                          "oracle_text": text, "power": "1", "toughness": "1"})
        assert card.unsupported is not None, text
