"""The mana spent to cast a card is part of its option when the card's own text looks at it
(issue 10 item 10; docs/answers.md "Distinct options"): adamant, converge, sunburst (702.44),
"if {R}{R} was spent to cast it". Every count below is made by hand in the docstring; every
listing is checked by the referee and equals the reference's (``agreed_options``)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest
from castable.model.oracle import read_card
from castable.model.plan import spent_matters
from castable.solver import referee
from castable.solver.actions import format_action, parse_action
from castable.solver.api import can_cast
from conftest import agreed_options, board

CATHARSIS = {"name": "Catharsis", "mana_cost": "{4}{R/W}{R/W}", "type_line": "Creature — Elemental Incarnation",
             "oracle_text": "When this creature enters, if {W}{W} was spent to cast it, create two 1/1 green and white "
                            "Kithkin creature tokens.\nWhen this creature enters, if {R}{R} was spent to cast it, "
                            "creatures you control get +1/+1 and gain haste until end of turn.\nEvoke {R/W}{R/W} (You "
                            "may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)",
             "power": "3", "toughness": "4"}
PALADIN = {"name": "Ardenvale Paladin", "mana_cost": "{3}{W}", "type_line": "Creature — Human Knight",
           "oracle_text": "Adamant — If at least three white mana was spent to cast this spell, Ardenvale Paladin "
                          "enters the battlefield with a +1/+1 counter on it.", "power": "2", "toughness": "5"}
EPICURE = {"name": "Radiant Epicure", "mana_cost": "{4}{B}", "type_line": "Creature — Vampire Wizard",
           "oracle_text": "Converge — When Radiant Epicure enters the battlefield, each opponent loses X life and you "
                          "gain X life, where X is the number of colors of mana spent to cast this spell.",
           "power": "3", "toughness": "3"}
EXPLOSIVES = {"name": "Engineered Explosives", "mana_cost": "{X}", "type_line": "Artifact",
              "oracle_text": "Sunburst (This enters the battlefield with a charge counter on it for each color of mana "
                             "spent to cast it.)\n{2}, Sacrifice Engineered Explosives: Destroy each nonland permanent "
                             "with mana value equal to the number of charge counters on Engineered Explosives."}
SEED_SPARK = {"name": "Seed Spark", "mana_cost": "{3}{G/W}", "type_line": "Instant",
              "oracle_text": "Destroy target artifact or enchantment. If {G} was spent to cast this spell, create two "
                             "1/1 green Saproling creature tokens."}


def _spent(plans: list[Any]) -> Counter[str]:
    return Counter("".join(sorted(t for t, _ in p.mana_spent)) for p in plans)


def test_catharsis_with_two_foundries_and_four_mountains_has_nine_options() -> None:
    """Catharsis ({4}{R/W}{R/W}, evoke {R/W}{R/W}) looks at whether {R}{R} and {W}{W} were
    spent. With 2 Sacred Foundry (R or W) and 4 Mountains (R):
    - the mana cost needs all six lands: four R from the Mountains, and the Foundries give
      RR, RW or WW: 3 options (RRRRRR, RRRRRW, RRRRWW);
    - evoke needs two lands: two Mountains (RR: 1), a Mountain and a Foundry (RR or RW: 2), the
      two Foundries (RR, RW or WW: 3): 6 options.
    9 in all (4 before the mana spent was part of the option)."""
    state = board({"hand": ["Catharsis"], "battlefield": ["Sacred Foundry"] * 2 + ["Mountain"] * 4}, cards=[CATHARSIS])
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 9
    normal = [p for p in plans if p.alternative_cost is None]
    evoke = [p for p in plans if p.alternative_cost == "evoke"]
    assert _spent(normal) == Counter({"RRRRRR": 1, "RRRRRW": 1, "RRRRWW": 1})
    assert _spent(evoke) == Counter({"RR": 3, "RW": 2, "WW": 1})
    assert {p.to_json(state)["outcome"]["mana_spent"] for p in evoke} == {"{R}{R}", "{W}{R}", "{W}{W}"}


def test_adamant_counts_each_mix_of_white() -> None:
    """Adamant (Ardenvale Paladin, {3}{W}) with 2 Plains, 2 Sacred Foundry and a Mountain: four
    of the five lands are tapped. Leaving a Plains: the Foundries give RR, RW or WW (3); leaving
    a Foundry: the other gives R or W (2); leaving the Mountain: RR, RW or WW again (3). 8
    options (3 without the mana spent: which land stays untapped)."""
    state = board({"hand": ["Ardenvale Paladin"],
                   "battlefield": ["Plains", "Plains", "Sacred Foundry", "Sacred Foundry", "Mountain"]}, cards=[PALADIN])
    assert state.object("me.hand.0").card.spent_matters
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 8
    # by hand: Plains left -> W + R + {RR,RW,WW} = RRRW, RRWW, RWWW; Foundry left -> WW + R + {R,W}
    # = RRWW, RWWW; Mountain left -> WW + {RR,RW,WW} = RRWW, RWWW, WWWW
    assert _spent(plans) == Counter({"RRRW": 1, "RRWW": 3, "RWWW": 3, "WWWW": 1})


def test_converge_counts_each_color_mix() -> None:
    """Converge (Radiant Epicure, {4}{B}) with a Swamp, a Watery Grave (U or B), a Sacred
    Foundry (R or W), 2 Forests and an Island: five of the six lands are tapped. Leaving the
    Swamp: the Grave must give the B, the Foundry R or W (2); leaving the Grave: R or W (2);
    leaving the Foundry: U or B (2); leaving a Forest or the Island: U or B times R or W (4
    each). 14 options (5 without the mana spent)."""
    state = board({"hand": ["Radiant Epicure"], "battlefield": ["Swamp", "Watery Grave", "Sacred Foundry", "Forest",
                                                                "Forest", "Island"]}, cards=[EPICURE])
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 14


def test_sunburst_counts_each_color_mix_for_each_x() -> None:
    """Sunburst (Engineered Explosives, {X}) with a Sacred Foundry and a Mountain: X = 0 spends
    nothing (1); X = 1 spends the Mountain's R, or the Foundry's R or W (3); X = 2 spends the
    Mountain's R and the Foundry's R or W (2). 6 options (4 without the mana spent)."""
    state = board({"hand": ["Engineered Explosives"], "battlefield": ["Sacred Foundry", "Mountain"]}, cards=[EXPLOSIVES])
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 6
    assert Counter(p.x for p in plans) == Counter({0: 1, 1: 3, 2: 2})
    zero = next(p for p in plans if p.x == 0)
    assert zero.mana_spent == () and zero.to_json(state)["outcome"]["mana_spent"] == ""


def test_a_card_that_does_not_look_keeps_the_old_identity() -> None:
    """The same board and cost as the adamant test, with a vanilla {3}{W} creature: only which
    land stays untapped tells options apart (3), and no ``mana_spent`` is recorded."""
    vanilla = {**PALADIN, "name": "Test Knight", "oracle_text": ""}
    state = board({"hand": ["Test Knight"],
                   "battlefield": ["Plains", "Plains", "Sacred Foundry", "Sacred Foundry", "Mountain"]}, cards=[vanilla])
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 3 and all(p.mana_spent is None for p in plans)
    assert all("mana_spent" not in p.to_json(state)["outcome"] for p in plans)


def test_the_referee_checks_outcome_mana_spent() -> None:
    """601.2h: ``outcome.mana_spent`` is what the payment spent; wrong, missing, or given for a
    card that doesn't look at it, the plan is refused."""
    state = board({"hand": ["Catharsis", "Sol Ring"], "battlefield": ["Sacred Foundry"] * 2 + ["Mountain"] * 4},
                  cards=[CATHARSIS])
    plan = can_cast(state, "me.hand.0").plan
    assert plan is not None and plan.mana_spent is not None and referee.check(state, plan) == []
    wrong = tuple(("W" if t == "R" else "R", s) for t, s in plan.mana_spent)
    assert any("mana spent" in p for p in referee.check(state, dataclasses.replace(plan, mana_spent=wrong)))
    assert any("missing" in p for p in referee.check(state, dataclasses.replace(plan, mana_spent=None)))
    bears = can_cast(state, "me.hand.1").plan
    assert bears is not None and bears.mana_spent is None
    assert referee.check(state, dataclasses.replace(bears, mana_spent=bears.spent)) != []


def test_an_action_string_keeps_mana_spent() -> None:
    """The action string writes ``mana-spent`` (``{}`` for none) and reads it back: the parsed
    plan is still legal."""
    state = board({"hand": ["Catharsis"], "battlefield": ["Sacred Foundry"] * 2 + ["Mountain"] * 4}, cards=[CATHARSIS])
    plan = can_cast(state, "me.hand.0").plan
    assert plan is not None
    text = format_action(plan)
    assert " mana-spent " in text
    back = parse_action(text)
    assert back == plan and referee.check(state, back) == []  # type: ignore[arg-type]
    assert parse_action(text.replace("mana-spent " + text.split("mana-spent ")[1].split()[0], "mana-spent {}")) \
        .mana_spent == ()  # type: ignore[union-attr]


@pytest.mark.parametrize("text", [
    "Adamant — If at least three red mana was spent to cast this spell, Test Card enters the battlefield with a +1/+1 "
    "counter on it.",
    "Sunburst",
    "Converge — Test Card enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.",
    "When this creature enters, if {U}{U} was spent to cast it, draw a card.",
    "When Test Card enters the battlefield, sacrifice it unless {W} was spent to cast it.",
    "Test Card enters with a +1/+1 counter on it for each mana spent to cast it.",
])
def test_the_reader_marks_lines_that_look_at_this_cards_mana(text: str) -> None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}{R}", "type_line": "Creature — Test", "oracle_text": text,
                      "power": "1", "toughness": "1"})
    assert card.unsupported is None and spent_matters(card)


@pytest.mark.parametrize("text", [
    "Whenever you cast a noncreature spell, if at least four mana was spent to cast it, put a +1/+1 counter on this "
    "creature.",
    "Whenever an opponent casts a spell, if no mana was spent to cast it, you draw a card.",
    "Flying",
])
def test_the_reader_does_not_mark_other_spells_payments(text: str) -> None:
    """A trigger on another spell's payment looks at that spell's mana, not this card's."""
    card = read_card({"name": "Test Card", "mana_cost": "{2}{R}", "type_line": "Creature — Test", "oracle_text": text,
                      "power": "1", "toughness": "1"})
    assert not spent_matters(card)


def test_a_spells_condition_on_its_mana_is_read_as_it_resolves() -> None:
    """608.2c: "If {G} was spent to cast this spell, ..." is checked as the spell resolves, after
    its targets were chosen (601.2c): Seed Spark is read, with its one target, and looks at its
    mana. With a Forest, a Plains and two Mountains ({3}{G/W}: all four tapped, the hybrid paid
    by the Forest or the Plains either way) and an opposing artifact: 1 option by objects, and
    the mana spent is always GWRR, so still 1."""
    card = read_card(SEED_SPARK)
    assert card.unsupported is None and spent_matters(card) and len(card.targets) == 1
    state = board({"hand": ["Seed Spark"], "battlefield": ["Forest", "Plains", "Mountain", "Mountain"]},
                  {"battlefield": ["Sol Ring"]}, cards=[SEED_SPARK])
    plans = agreed_options(state, "me.hand.0")
    assert len(plans) == 1 and _spent(plans) == Counter({"GRRW": 1})
