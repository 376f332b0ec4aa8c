"""Colored Strive and the "If you control a commander" lines (alt13b, issue 13). Each expected
answer is worked out by hand from the rule, stated in our own words (these rules are not in
/work/shared/rules); every plan goes through the referee and the reference enumerator
(:func:`tests.conftest.agreed_options`).

- 601.2f / Strive (207.2c: an ability word, no rules meaning): "This spell costs {R}{W} more to
  cast for each target beyond the first" adds the whole cost, colored symbols included, once per
  target after the first, counted over all of the spell's targets.
- 118.9: "If you control a commander, you may cast this spell without paying its mana cost" is
  an alternative cost of no mana, open only while the caster controls a permanent that is a
  commander (903.3: any player's commander; one still in the command zone, or one an opponent
  controls, doesn't count).
- 700.2: "Choose one. If you control a commander as you cast this spell, you may choose both."
  is one mode, or one or both while the caster controls a commander as casting begins (601.2b).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast

from tests.conftest import agreed_options, shared_records

REAL = shared_records(frozenset({"Desperate Stand", "Kiora's Dismissal", "Flawless Maneuver", "Akroma's Will",
                                 "Fierce Guardianship"}))
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
        "toughness": "2", "oracle_text": ""}
LEADER = {"name": "Test Leader", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Human Soldier",
          "power": "2", "toughness": "2", "oracle_text": ""}
GLYPH = {"name": "Test Glyph", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": ""}
CARDS = [*REAL.values(), BEAR, LEADER, GLYPH]


def _state(hand: str, mine: list[Any], theirs: list[Any], **me: Any) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": mine,
                                             **me},
                                            {"name": "opp", "battlefield": theirs}], "cards": CARDS})


def _lands(name: str, n: int, tag: str) -> list[dict[str, str]]:
    return [{"card": name, "id": f"{tag}{i}"} for i in range(n)]


def test_read() -> None:
    stand = read_card(REAL["Desperate Stand"])
    assert stand.unsupported is None
    assert (stand.per_extra_target, stand.per_extra_target_colors) == (0, ("R", "W"))
    kiora = read_card(REAL["Kiora's Dismissal"])
    assert (kiora.unsupported, kiora.per_extra_target, kiora.per_extra_target_colors) == (None, 0, ("U",))
    free = read_card(REAL["Flawless Maneuver"])
    assert free.unsupported is None
    assert [(a.name, str(a.mana), a.needs_commander) for a in free.alternative_costs] == [("commander", "", True)]
    will = read_card(REAL["Akroma's Will"])
    assert will.unsupported is None and will.commander_both
    assert will.modes is not None and (will.modes.min_modes, will.modes.max_modes, len(will.modes.modes)) == (1, 1, 2)


def test_colored_strive_pays_each_symbol_per_extra_target() -> None:
    """Desperate Stand ({R}{W}; "any number of target creatures", so 0, 1 or 2 of the two Bears,
    mine and the opponent's): 0 or 1 target costs {R}{W}, 2 targets {R}{W}{R}{W}. Two Mountains
    and two Plains pay all four target sets (the Mountains, and the Plains, are interchangeable:
    one payment each): 4 options. One Mountain and three Plains can't pay {R}{R}: the two-target
    set goes, 3 options."""
    bears = [{"card": "Test Bear", "id": "mine"}]
    theirs = [{"card": "Test Bear", "id": "theirs"}]
    rich = _state("Desperate Stand", [*_lands("Mountain", 2, "m"), *_lands("Plains", 2, "p"), *bears], theirs)
    plans = agreed_options(rich, "h", "me")
    assert sorted(p.targets for p in plans) == [((),), (("mine",),), (("mine", "theirs"),), (("theirs",),)]
    two = next(p for p in plans if len(p.targets[0]) == 2)
    assert sorted(two.total_cost) == sorted("{R}{W}{R}{W}")
    poor = _state("Desperate Stand", [*_lands("Mountain", 1, "m"), *_lands("Plains", 3, "p"), *bears], theirs)
    assert sorted(len(p.targets[0]) for p in agreed_options(poor, "h", "me")) == [0, 1, 1]


def test_colored_strive_needs_the_color_not_generic() -> None:
    """Kiora's Dismissal ({U}, {U} more per extra target; "any number of target enchantments"),
    two enchantments: one Island and a Plains pay {U} (the Plains idle or not: an option taps
    only what it pays with, so one way) for 0 or 1 target: 3 options; two targets need {U}{U},
    which the Plains can't pay. Two Islands: the two-target set too, 4 options. A plan that
    pays two targets with one Island is rejected by the referee (601.2f)."""
    glyph, theirs = {"card": "Test Glyph", "id": "g1"}, [{"card": "Test Glyph", "id": "g2"}]
    one = _state("Kiora's Dismissal", [{"card": "Island", "id": "i0"}, {"card": "Plains", "id": "p0"}, glyph], theirs)
    plans = agreed_options(one, "h", "me")
    assert sorted(len(p.targets[0]) for p in plans) == [0, 1, 1]
    two = _state("Kiora's Dismissal", [*_lands("Island", 2, "i"), glyph], theirs)
    plans = agreed_options(two, "h", "me")
    assert sorted(len(p.targets[0]) for p in plans) == [0, 1, 1, 2]
    both = next(p for p in plans if len(p.targets[0]) == 2)
    single = next(p for p in agreed_options(one, "h", "me") if len(p.targets[0]) == 1)
    forged = dataclasses.replace(single, targets=both.targets)
    assert referee.check(one, forged) != []


def _leader_states() -> dict[str, GameState]:
    """Flawless Maneuver in hand, no lands; my commander on my battlefield, in the command zone,
    or on the opponent's battlefield (owned by me), and the opponent's commander under my
    control."""
    leader = {"card": "Test Leader", "id": "c"}
    return {
        "mine": _state("Flawless Maneuver", [leader], [], commanders=["c"]),
        "command": _state("Flawless Maneuver", [], [], commanders=["c"], command=[leader]),
        "stolen": _state("Flawless Maneuver", [], [{**leader, "owner": "me"}], commanders=["c"]),
        "none": _state("Flawless Maneuver", [leader], []),
    }


def test_free_with_a_commander_you_control() -> None:
    """With no land the mana cost {2}{W} can't be paid; the commander cost is open only while I
    control a commander: my own on my battlefield, 1 option; in the command zone, or controlled
    by the opponent, or a legendary creature that is nobody's commander: no option."""
    counts = {k: [p.alternative_cost for p in agreed_options(s, "h", "me")] for k, s in _leader_states().items()}
    assert counts == {"mine": ["commander"], "command": [], "stolen": [], "none": []}
    # the "no" names both: the mana cost can't be paid, and the free cast needs a commander
    reasons = can_cast(_leader_states()["command"], "h", "me").reasons
    assert any(r.rule == "118.9" and "control a commander" in r.message for r in reasons)


def test_free_with_another_players_commander() -> None:
    """The opponent's commander, under my control (903.3: any commander), opens the free cast;
    with three Plains the mana cost too: 2 options."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Flawless Maneuver", "id": "h"}],
         "battlefield": [*_lands("Plains", 3, "p"), {"card": "Test Leader", "id": "c", "owner": "opp"}]},
        {"name": "opp", "commanders": ["c"]}], "cards": CARDS})
    assert sorted(str(p.alternative_cost) for p in agreed_options(s, "h", "me")) == ["None", "commander"]


def test_choose_both_with_a_commander() -> None:
    """Akroma's Will ({3}{W}, no targets), four Plains: without a commander one mode, 2 options;
    with my commander on the battlefield one or both, 3 options."""
    plains = _lands("Plains", 4, "p")
    leader = {"card": "Test Leader", "id": "c"}
    alone = _state("Akroma's Will", [*plains, leader], [])
    assert sorted(p.modes for p in agreed_options(alone, "h", "me")) == [(0,), (1,)]
    led = _state("Akroma's Will", [*plains, leader], [], commanders=["c"])
    assert sorted(p.modes for p in agreed_options(led, "h", "me")) == [(0,), (0, 1), (1,)]
