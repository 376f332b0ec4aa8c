"""Issue 11 (dup18): the rules the plain counts shared by copying, now written once: the X values
announced and their needs (``plaincount.needs_by_x``, 107.3a, 601.2b), the symbols a cost beside
the mana cost may be counted with (``plaincount.paid_one_way``) and the sets of modes announced
(``plainchoices.mode_announcements``, 700.2, 702.120a, 702.42a). Each is worked out by hand here;
the counts built on them are the deck-state and hand-counted tests of test_count1*.py,
test_modal17.py and test_keys16.py."""

from __future__ import annotations

from castable.model.cards import CardDef
from castable.model.mana import parse_cost, parse_symbol
from castable.solver.cpsat.classes import _Source
from castable.solver.cpsat.plainchoices import mode_announcements
from castable.solver.cpsat.plaincount import _shared_board, needs_by_x, paid_one_way

from tests.conftest import board as two_player


def _card(name: str, battlefield: list[object]) -> tuple[CardDef, list[_Source]]:
    """The card ``name`` in ``me``'s hand and the unit groups of ``battlefield``."""
    state = two_player(me={"hand": [{"card": name, "id": "s"}], "battlefield": battlefield})
    spell = state.object("s")
    assert spell is not None
    sources = _shared_board(state, "me", spell, None, ability=False)
    assert sources is not None
    return spell.card, sources


def test_x_values_stop_past_the_units() -> None:
    """{X}{R} beside three Mountains (three units): X 0 to 3 are announced, X 3's generic part
    (3) being no more than the units (its payment then fails on the {R}: no class, but the sum
    goes on no further than X 4, whose 4 generic can't be made, nor can any larger X's). A
    reduction of {1} (601.2f: the generic part less 1, never below zero, 118.7a) moves the stop
    one X up: X 0 to 4, X 0 and X 1 both needing no generic mana. Without {X}: X 0 alone."""
    _, sources = _card("Shock", ["Mountain"] * 3)
    x_red = list(parse_cost("{X}{R}").symbols)
    got = [(x, [nd.generic for nd in needs]) for x, needs in needs_by_x(x_red, sources, (0, 0), 20)]
    assert got == [(0, [0]), (1, [1]), (2, [2]), (3, [3])]
    reduced = [(x, [nd.generic for nd in needs]) for x, needs in needs_by_x(x_red, sources, (0, 1), 20)]
    assert reduced == [(0, [0]), (1, [0]), (2, [1]), (3, [2]), (4, [3])]
    assert [x for x, _ in needs_by_x(list(parse_cost("{5}{R}").symbols), sources, (0, 0), 20)] == [0]


def test_x_values_with_a_phyrexian_symbol() -> None:
    """{X}{R/P} beside two Mountains at 20 life: each X has two announcements (107.4f: {R} or 2
    life), both of X generic; X 0 to 2, then X 3 is past the units. At 1 life only the {R}
    (119.4: no life payment beyond the life total)."""
    _, sources = _card("Shock", ["Mountain"] * 2)
    syms = list(parse_cost("{X}{R/P}").symbols)
    got = [(x, sorted((nd.generic, nd.life) for nd in needs)) for x, needs in needs_by_x(syms, sources, (0, 0), 20)]
    assert got == [(x, [(x, 0), (x, 2)]) for x in range(3)]
    poor = [(x, [(nd.generic, nd.life) for nd in needs]) for x, needs in needs_by_x(syms, sources, (0, 0), 1)]
    assert poor == [(x, [(x, 0)]) for x in range(3)]


def test_paid_one_way() -> None:
    """A symbol is paid one way unless something is announced for it or it needs a snow source:
    {R}, {3}, {C} are; {X} (107.3a), {S} (107.4h), {R/P} (107.4f), {W/U} and {2/W} (107.4e)
    are not."""
    assert [paid_one_way(parse_symbol(t)) for t in ("R", "3", "C")] == [True] * 3
    assert [paid_one_way(parse_symbol(t)) for t in ("X", "S", "R/P", "W/U", "2/W")] == [False] * 5


def test_mode_announcements_escalate_and_entwine() -> None:
    """Collective Defiance ({1}{R}{R}, choose one or more of three, escalate {1}: 702.120a): the
    seven sets of modes by size then in card order, each mode beyond the first adding {1}.
    Tooth and Nail ({5}{G}{G}, choose one of two, entwine {2}: 702.42a): each mode alone, then
    both entwined with {2} added."""
    card, _ = _card("Collective Defiance", [])
    assert card.modes is not None
    got = [(c, "".join(s.text for s in syms), e) for c, syms, e in mode_announcements(card, card.modes)]
    base = "{1}{R}{R}"
    assert got == [((0,), base, False), ((1,), base, False), ((2,), base, False),
                   ((0, 1), base + "{1}", False), ((0, 2), base + "{1}", False), ((1, 2), base + "{1}", False),
                   ((0, 1, 2), base + "{1}{1}", False)]
    card, _ = _card("Tooth and Nail", [])
    assert card.modes is not None
    got = [(c, "".join(s.text for s in syms), e) for c, syms, e in mode_announcements(card, card.modes)]
    assert got == [((0,), "{5}{G}{G}", False), ((1,), "{5}{G}{G}", False), ((0, 1), "{5}{G}{G}{2}", True)]
