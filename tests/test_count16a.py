"""Issue 11 (count16a): the plain counts of ``plainchoices`` (no CastModel): repeatable modes
(700.2d), modes whose slots are chosen together, a slot of two targets or up to two, X divided
among any number of targets (601.2d), a modal spell with a divided mode, and targets that may
also pay (joined with each payment class). Each hand-counted board is the full model's, the
referee's and the reference's count (``agreed_options``); seeded small boards are compared with
``count_options``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from castable.model import GameState
from castable.solver.api import count_options
from castable.solver.cpsat import plaincount
from castable.solver.cpsat.plainchoices import Slot, joined_choices
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options, shared_state
from tests.conftest import board as two_player


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _three_ways(spell: str, battlefield: list[object], expected: int, opp: list[object] | None = None,
                **top: Any) -> None:
    state: GameState = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield},
                                  opp={"battlefield": opp or []}, **top)
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert len(agreed_options(state, "s", "me")) == expected


def test_repeatable_modes_by_hand() -> None:
    """Mystic Confluence ({3}{U}{U}, choose three, the same mode more than once: counter target
    spell unless ...; return target creature; draw a card) with five Islands (one payment
    class), no spell on the stack (the first mode can't be chosen, 601.2c), the opponent with
    two Grizzly Bears and a Memnite. The modes are a multiset (700.2d), each repeated "return"
    its own target, the same creature allowed again; the option key sees per class how many
    objects are named how often. Draw x3: 1. Return + draw x2: a Bears or the Memnite, 2. Return
    x2 + draw: one object twice (a Bears, the Memnite) or two objects (both Bears, a Bears and
    the Memnite), 4. Return x3, uses split Memnite + Bears: 3+0, 2+1, 1+2 (one Bears twice or
    both once), 0+3 (a Bears three times, or 2+1 on the two): 1 + 1 + 2 + 2 = 6. Thirteen."""
    _three_ways("Mystic Confluence", ["Island"] * 5, 13, opp=["Grizzly Bears", "Grizzly Bears", "Memnite"])


def test_two_targets_identical_and_distinct_by_hand() -> None:
    """Ghostly Flicker ({2}{U}: two target artifacts, creatures, and/or lands you control, 115.3:
    two different objects) with three Islands, two Ornithopters and a Memnite: {2}{U} taps the
    three Islands (one payment class), so every Island named is a tapped one. Two of one class
    (Islands, Ornithopters; one Memnite can't be both) is 2; two classes of three is 3: five
    options. With a fourth Island, one Island stays untapped, and a tapped Island and the
    untapped one are told apart (the option key: each object's class and its uses): classes
    tapped Islands (3), the untapped one, Ornithopters, Memnite: two of one class 2, two of
    four classes 6: eight options."""
    creatures: list[object] = ["Ornithopter", "Ornithopter", "Memnite"]
    _three_ways("Ghostly Flicker", ["Island"] * 3 + creatures, 5)
    _three_ways("Ghostly Flicker", ["Island"] * 4 + creatures, 8)


def test_x_divided_by_hand() -> None:
    """Rolling Thunder ({X}{R}{R}: X damage divided as you choose among any number of targets,
    601.2d: each at least 1) with four Mountains (X at most 2, one payment class each), the
    opponent with two Grizzly Bears: the targets are each player or a Bears (three classes).
    X = 0: no target, 1. X = 1: one target, 3. X = 2: one target dealt 2 (3), or two dealt 1
    each (both players, a player and a Bears, both Bears: 4), 7. Eleven options."""
    _three_ways("Rolling Thunder", ["Mountain"] * 4, 11, opp=["Grizzly Bears", "Grizzly Bears"])


def test_modal_with_a_divided_mode_by_hand() -> None:
    """Abzan Charm ({W}{B}{G}, choose one: exile target creature with power 3 or greater; draw
    two cards and lose 2 life; distribute two +1/+1 counters among one or two target creatures)
    with a Plains, a Swamp and a Forest (one payment class), the opponent with two Grizzly Bears
    and a third one of power 4 (an override: a class of its own): exile the big one, 1; draw,
    1; two counters on one creature (a Bears, the big one: 2) or one on each of two (both
    Bears, a Bears and the big one: 2), 4. Six options."""
    big = {"card": "Grizzly Bears", "overrides": {"power": 4}}
    _three_ways("Abzan Charm", ["Plains", "Swamp", "Forest"], 6, opp=["Grizzly Bears", "Grizzly Bears", big])


def test_modes_with_joined_slots_by_hand() -> None:
    """Cryptic Command ({1}{U}{U}{U}, choose two: counter target spell; return target permanent;
    tap the opponents' creatures; draw) with four Islands (all tapped: one payment class) and
    the opponent's Lightning Bolt on the stack, the opponent with a Mountain: the permanent
    returned is a tapped Island (601.2c before 601.2g: then tapped for mana) or the Mountain.
    Counter + return 1 x 2; return + tap, return + draw: 2 each; the three pairs without a
    return: 1 each. Nine options."""
    bolt = {"card": "Lightning Bolt", "controller": "opp", "owner": "opp", "targets": ["me"]}
    _three_ways("Cryptic Command", ["Island"] * 4, 9, opp=["Mountain"], stack=[bolt])


def test_up_to_two_targets_that_pay_by_hand() -> None:
    """Adverse Conditions ({3}{U}, devoid: tap up to two target creatures, 115.6: none is allowed)
    with three Islands and two Llanowar Elves, the opponent with a Memnite: {3}{U} is three
    Islands and an Elves, or two Islands and both Elves (two payment classes). With one Elves
    tapped for mana the targets are among a tapped Elves, an untapped one and the Memnite
    (option keys tell them apart): none 1, one 3, two 3, 7; with both tapped, among the Elves
    (two, one class) and the Memnite: none 1, one 2, two (both Elves, an Elves and the Memnite)
    2, 5. Twelve options. With four Islands alone: one option, no target."""
    names = frozenset({"Adverse Conditions", "Island", "Llanowar Elves", "Memnite"})
    for lands, opp, expected in ((["Island"] * 3 + ["Llanowar Elves"] * 2, ["Memnite"], 12), (["Island"] * 4, [], 1)):
        state = shared_state(names, {"hand": [{"card": "Adverse Conditions", "id": "s"}], "battlefield": lands},
                             {"battlefield": opp}, active_player="me", phase="main1", priority="me")
        obj = state.object("s")
        assert obj is not None
        assert count_plain(state, "me", obj) == expected
        assert len(agreed_options(state, "s", "me")) == expected


def test_joined_choices_table() -> None:
    """The table alone: a slot of exactly two targets among classes of 3, 2 and 1 objects
    (two of one class: 2; of two classes: 3) is 5; a repeated slot of three copies over a
    class of two objects and one of one (the Confluence above) is 6; 3 divided among one to
    three targets of classes of 2, 1, 1 and 1 (Arc Lightning, test_count15) is 24, and of four
    single objects 4 + 4 x 3 + 4 = 20."""
    assert joined_choices([Slot(_keys(3, 2, 1), 2, 2)]) == 5
    assert joined_choices([Slot(_keys(2, 1), 1, 1, copies=3)]) == 6
    assert joined_choices([Slot(_keys(2, 1, 1, 1), 1, 3, amount=3)]) == 24
    assert joined_choices([Slot(_keys(1, 1, 1, 1), 1, 3, amount=3)]) == 20


def _keys(*sizes: int) -> Counter[object]:
    return Counter({("class", i): n for i, n in enumerate(sizes)})


def test_random_small_boards_agree_with_the_full_model() -> None:
    """36 seeded small boards (lands, a Signet, a Treasure, Sol Ring, Llanowar Elves, creatures on both
    sides, sometimes a Lightning Bolt on the stack) for each card of these shapes: every plain
    count is ``api.count_options``'s."""
    rng = random.Random(16)
    cards = ["Rolling Thunder", "Ghostly Flicker", "Kolaghan's Command", "Cryptic Command", "Abzan Charm",
             "Mystic Confluence"]
    lands = ["Island", "Plains", "Mountain", "Swamp", "Forest", "Azorius Signet", "Treasure", "Sol Ring",
             "Llanowar Elves"]
    mine: list[object] = ["Grizzly Bears", "Memnite", "Ornithopter", {"card": "Grizzly Bears", "tapped": True}]
    theirs: list[object] = ["Grizzly Bears", "Memnite", {"card": "Grizzly Bears", "overrides": {"power": 4}}]
    compared = 0
    for i in range(36):
        bf = [rng.choice(lands) for _ in range(rng.randint(3, 6))] + [rng.choice(mine) for _ in range(rng.randint(0, 2))]
        opp = [rng.choice(theirs) for _ in range(rng.randint(0, 2))] + ["Mountain"]
        stack = [{"card": "Lightning Bolt", "controller": "opp", "owner": "opp", "targets": ["me"]}] if i % 3 else []
        state = two_player(me={"hand": [{"card": cards[i % len(cards)], "id": "s"}], "battlefield": bf},
                           opp={"battlefield": opp}, stack=stack)
        obj = state.object("s")
        assert obj is not None
        n = count_plain(state, "me", obj)
        if n is None:
            continue
        full = count_options(state, "s", "me", time_limit=30.0, plain=False)
        if not full.complete:  # a loaded machine (Mystic Confluence beside two Signets: 2.6 s alone)
            continue
        assert full.count == n, (cards[i % len(cards)], bf, opp, n, full.count)
        compared += 1
    assert compared >= 10
