"""Issue 11 (modal17): one plain count of a modal spell's sets of modes (``plainchoices._modal_count``)
for every modal spell the plain counts read: modes chosen once or repeated (700.2d), entwined
(702.42a) and, new, escalated (702.120a), each mode's target candidates joined with the payment
classes of the set's total cost (601.2c before 601.2g: a candidate that pays, new for these
shapes). Each hand-counted board is the full model's, the referee's and the reference's count
(``agreed_options``)."""

from __future__ import annotations

import pytest
from castable.solver.cpsat import plaincount
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options
from tests.conftest import board as two_player

#: the Oracle record of a card that is not built in (``shared/data/cards.jsonl.gz``'s fields the
#: tests copy, ``conftest.RECORD_FIELDS``; card text (c) Wizards of the Coast)
BARBED_LIGHTNING = {
    "name": "Barbed Lightning", "mana_cost": "{2}{R}", "type_line": "Instant", "colors": ["R"],
    "oracle_text": "Choose one \u2014\n\u2022 Barbed Lightning deals 3 damage to target creature.\n"
                   "\u2022 Barbed Lightning deals 3 damage to target player or planeswalker.\n"
                   "Entwine {2} (Choose both if you pay the entwine cost.)",
}


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _three_ways(spell: str, mine: list[str], opp: list[str], expected: int) -> None:
    """The plain count, the agreed options (CP-SAT, referee, reference) and ``expected`` agree."""
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": mine}, opp={"battlefield": opp},
                       cards=[BARBED_LIGHTNING] if spell == BARBED_LIGHTNING["name"] else [])
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert len(agreed_options(state, "s", "me")) == expected


def test_mode_target_that_pays_by_hand() -> None:
    """Boros Charm ({R}{W}, choose one: 4 damage to target player or planeswalker; permanents you
    control gain indestructible; target creature gains double strike) with a Mountain, a Plains,
    a Forest and two Birds of Paradise, the opponent with a Grizzly Bears. {R}{W}: Mountain +
    Plains, Mountain + Birds, Birds + Plains, both Birds (four classes; the Forest pays neither).
    Each class: two players (8); no target (4); a creature (601.2c before 601.2g: a Birds then
    tapped for mana is told apart from an untapped one): with no Birds used, an untapped Birds
    or the Bears, 2; one used, a tapped Birds, an untapped one or the Bears, 3 (twice); both
    used, a tapped Birds or the Bears, 2: 10. Twenty-two options."""
    _three_ways("Boros Charm", ["Mountain", "Plains", "Forest", "Birds of Paradise", "Birds of Paradise"],
                ["Grizzly Bears"], 22)


def test_entwine_with_targets_by_hand() -> None:
    """Barbed Lightning ({2}{R}, choose one: 3 damage to target creature; 3 damage to target
    player or planeswalker; entwine {2}, 702.42a) with four Mountains and a Llanowar Elves, the
    opponent with two Grizzly Bears and a Savannah Lions. {2}{R}: three Mountains, or two and
    the Elves (two classes); entwined, {4}{R}: all five (one). The creature: the Elves (tapped
    when it paid), a Bears or the Lions, 3 per class: 6; the player: two per class, 4; entwined,
    an announcement of its own (601.2b) with both slots: 3 x 2 = 6. Sixteen options."""
    _three_ways("Barbed Lightning", ["Mountain"] * 4 + ["Llanowar Elves"],
                ["Grizzly Bears", "Grizzly Bears", "Savannah Lions"], 16)


@pytest.mark.parametrize(("lands", "expected"), [(5, 11), (4, 9)])
def test_escalate_by_hand(lands: int, expected: int) -> None:
    """Collective Defiance ({1}{R}{R}, escalate {1}, 702.120a: choose one or more: target player
    discards their hand and draws; 4 damage to target creature; 3 damage to target opponent or
    planeswalker) with identical Mountains (one payment class a cost), the opponent with a
    Grizzly Bears: the player is one of two, the creature and the opponent one each. One mode:
    2 + 1 + 1; two ({2}{R}{R}, 601.2f): 2 + 2 + 1; all three ({3}{R}{R}): 2. Eleven with five
    Mountains; with four, all three modes can't be paid: nine."""
    _three_ways("Collective Defiance", ["Mountain"] * lands, ["Grizzly Bears"], expected)


def test_escalate_with_a_target_that_pays_by_hand() -> None:
    """Collective Defiance (above) with four Mountains and a Llanowar Elves, the opponent with a
    Grizzly Bears. Three units ({1}{R}{R}): three Mountains or two and the Elves; four: four
    Mountains, or three and the Elves; five: all (one class). The creature is the Elves (tapped
    when it paid) or the Bears: 2 in every class. Discard 2 x 2 classes, 4; damage to a creature
    2 x 2, 4; to the opponent 2; discard + creature 2 x 2 x 2, 8; discard + opponent 2 x 2, 4;
    creature + opponent 2 x 2, 4; all three 2 x 2 x 1, 4. Thirty options."""
    _three_ways("Collective Defiance", ["Mountain"] * 4 + ["Llanowar Elves"], ["Grizzly Bears"], 30)


def test_filter_land_as_a_paying_target_of_a_mode() -> None:
    """Cryptic Command ({1}{U}{U}{U}, choose two) with three Islands, a Swamp and Fetid Heath (a
    class of two groups: its {C} and its filter, {W/B}: WW, WB or BB), no spell to counter.
    The Islands pay {U}{U}{U}; {1} is the Swamp's {B}, the Heath's {C}, or the Heath's filter
    paid with the Swamp's {B} (one unit spent, the other floating: W or B), 4 payment classes;
    "draw" + "tap" is 4 options, each set with "return target permanent" 20 (the Heath, the
    Islands, the Swamp, the Mountain and the Bears, a land told apart by whether it was tapped):
    44, as the three checkers list them. The modal count split the Heath's class once per
    group (52); it now counts the class's objects used over both groups."""
    state = two_player(me={"hand": [{"card": "Cryptic Command", "id": "s"}],
                           "battlefield": ["Fetid Heath", "Island", "Island", "Island", "Swamp"]},
                       opp={"battlefield": ["Mountain", "Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 44
    assert len(agreed_options(state, "s")) == 44
