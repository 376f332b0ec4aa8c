"""Issue 11 (count15): the plain counts (``plaincount.count_plain`` / ``count_plain_activation``, no
CastModel) of the kinds count15 added: an ability's one "Sacrifice a <filter>" cost part joined
with its target and crew N; a Phyrexian symbol beside a pain land that can't bind; alternative
costs without mana; modes and entwine; convoke, delve and improvise; a divided amount. Each
hand-counted board is the full model's, the referee's and the reference's count
(``agreed_activations`` / ``agreed_options``); the declines are checked too."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.cpsat import plaincount
from castable.solver.cpsat.plaincount import count_plain, count_plain_activation

from tests.conftest import agreed_activations, agreed_options
from tests.conftest import board as two_player


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts, so a
    loaded machine must not turn one into None (the split budgets stay)."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)
    monkeypatch.setattr(plaincount, "KEYWORD_SECONDS", 60.0)


def _count(state: GameState, oid: str, k: int = 0) -> int | None:
    obj = state.object(oid)
    assert obj is not None
    return count_plain_activation(state, "me", obj, k)


def _three_ways(state: GameState, oid: str, expected: int) -> None:
    assert _count(state, oid) == expected
    assert len(agreed_activations(state, oid, 0)) == expected


def test_sacrifice_with_a_target_by_hand() -> None:
    """Goblin Bombardment ("Sacrifice a creature: 1 damage to any target") with two Grizzly Bears
    and a Memnite, the opponent with a Grizzly Bears: the creature sacrificed is a Bears or the
    Memnite (two classes); the target each player, my Bears, my Memnite or the opponent's Bears
    (five: the controllers differ). The targets are chosen first (601.2c, 602.2b), so the object
    sacrificed may be the target: 2 x 5 = 10, and one more where a Bears is sacrificed and the
    other Bears targeted (one Memnite can't be both another and itself). Eleven options."""
    state = two_player(me={"battlefield": [{"card": "Goblin Bombardment", "id": "g"}, "Grizzly Bears",
                                           "Grizzly Bears", "Memnite"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _three_ways(state, "g", 11)


def test_sacrifice_itself_with_mana_by_hand() -> None:
    """Siege-Gang Commander ("{1}{R}, Sacrifice a Goblin: 2 damage to any target") with two Raging
    Goblins and two Mountains: {1}{R} is both Mountains (one class); the Goblin sacrificed is the
    source itself (its own class: its cost may name it) or a Raging Goblin (two classes); the
    target each player, the source or a Raging Goblin (four). 2 x 4 = 8, plus a Raging Goblin
    sacrificed with the other one targeted: nine options."""
    state = two_player(me={"battlefield": [{"card": "Siege-Gang Commander", "id": "sg"}, "Raging Goblin",
                                           "Raging Goblin", "Mountain", "Mountain"]})
    _three_ways(state, "sg", 9)


def test_crew_by_hand() -> None:
    """Smuggler's Copter's crew 1 (702.122a: tap any number of other untapped creatures with
    total power 1 or more) with a Memnite (power 1), two Ornithopters (0) and a Grizzly Bears
    (2), and a tapped Grizzly Bears that can't be tapped: 0-1 Memnite x 0-2 Ornithopters x 0-1
    untapped Bears is 12 choices, less the three with power 0 (Ornithopters alone or nothing):
    nine options."""
    state = two_player(me={"battlefield": [{"card": "Smuggler's Copter", "id": "c"}, "Memnite", "Ornithopter",
                                           "Ornithopter", "Grizzly Bears",
                                           {"card": "Grizzly Bears", "tapped": True}]})
    _three_ways(state, "c", 9)


def test_declines_a_candidate_that_pays() -> None:
    """A creature that is a mana source of the board (Llanowar Elves) may be tapped for mana
    (601.2g) and then tapped for crew or sacrificed (601.2h): one object with two uses, left to
    the model (Bombardment: the Elves is a target candidate that pays too)."""
    for source in ("Smuggler's Copter", "Goblin Bombardment"):
        state = two_player(me={"battlefield": [{"card": source, "id": "x"}, "Memnite", "Llanowar Elves", "Mountain"]})
        assert _count(state, "x") is None


def test_phyrexian_beside_a_pain_land_by_hand() -> None:
    """Vault Skirge ({1}{B/P}) with an Adarkar Wastes ("{T}: Add {C}." and "{T}: Add {W} or {U}.
    It deals 1 damage to you."), a Swamp and an Island, at 20 life: {B/P} paid with {B} leaves
    {1}{B}, the Swamp and one of the two others (two classes); paid with 2 life (107.4f), {1}
    from any one land (three classes). Five options: the Wastes' 1 damage comes before the life
    is paid (605.3b, 601.2g) but can't bring 20 below 2. At 2 life it could (119.4), and the
    count is left to the model."""
    lands = ["Adarkar Wastes", "Swamp", "Island"]
    state = two_player(me={"hand": [{"card": "Vault Skirge", "id": "s"}], "battlefield": lands})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 5
    assert len(agreed_options(state, "s", "me")) == 5
    low = two_player(me={"hand": [{"card": "Vault Skirge", "id": "s"}], "battlefield": lands, "life": 2})
    low_obj = low.object("s")
    assert low_obj is not None and count_plain(low, "me", low_obj) is None


def test_sacrifice_alternative_by_hand() -> None:
    """Fireblast ({4}{R}{R}, or sacrifice two Mountains rather than pay its mana cost, 118.9; 4
    damage to any target) with four untapped Mountains, a tapped one and two Forests: the targets
    are the two players. The mana cost takes all six untapped lands (one class); the alternative
    cost two Mountains, both untapped or one of each (the tapped one is told apart): two choices,
    no mana tapped (none to pay). (1 + 2) x 2 = six options."""
    lands: list[object] = ["Mountain"] * 4 + [{"card": "Mountain", "tapped": True}, "Forest", "Forest"]
    state = two_player(me={"hand": [{"card": "Fireblast", "id": "s"}], "battlefield": lands})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 6
    assert len(agreed_options(state, "s", "me")) == 6


def test_exile_alternative_by_hand() -> None:
    """Force of Will ({3}{U}{U}, or pay 1 life and exile a blue card from your hand; counter target
    spell) with two Islands, a second Force of Will, two Counterspells, an Opt and a Grizzly Bears
    in the hand, the opponent's Lightning Bolt on the stack: the mana cost can't be paid; the card
    exiled is the other Force, a Counterspell (one choice) or the Opt, never the spell itself
    (601.2a) nor the green Bears. Three options."""
    hand = [{"card": "Force of Will", "id": "s"}, "Force of Will", "Counterspell", "Counterspell", "Opt",
            "Grizzly Bears"]
    bolt = {"card": "Lightning Bolt", "controller": "opp", "owner": "opp", "targets": ["me"]}
    state = two_player(me={"hand": hand, "battlefield": ["Island", "Island"]}, opp={"battlefield": ["Mountain"]},
                       stack=[bolt])
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 3
    assert len(agreed_options(state, "s", "me")) == 3
    # Thalia makes the alternative cost {1} (601.2f): the Adarkar Wastes' damage for {W} or {U}
    # would come before the life is paid (605.3b, 601.2g-h): left to the model
    taxed = two_player(me={"hand": hand, "battlefield": ["Island", "Adarkar Wastes"]},
                       opp={"battlefield": ["Mountain", "Thalia, Guardian of Thraben"]}, stack=[bolt])
    taxed_obj = taxed.object("s")
    assert taxed_obj is not None and count_plain(taxed, "me", taxed_obj) is None


def test_modes_by_hand() -> None:
    """Boros Charm ({R}{W}, choose one: 4 damage to target player or planeswalker; permanents you
    control gain indestructible; target creature gains double strike) with a Mountain, a Plains
    and a Memnite, the opponent with two Grizzly Bears: {R}{W} is both lands (one class); each
    mode is an announcement of its own (601.2b, 700.2): two players, no target, the Memnite or a
    Bears (two). Five options."""
    state = two_player(me={"hand": [{"card": "Boros Charm", "id": "s"}], "battlefield": ["Mountain", "Plains", "Memnite"]},
                       opp={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 5
    assert len(agreed_options(state, "s", "me")) == 5


def test_entwine_by_hand() -> None:
    """Tooth and Nail ({5}{G}{G}, choose one of two modes without targets; entwine {2}, 702.42a)
    with seven Forests and two Plains: {5}{G}{G} is seven lands with two Forests or more: 7 + 0,
    6 + 1 or 5 + 2 (three classes) for each mode (six); entwined, {7}{G}{G} is every land (one).
    Seven options."""
    state = two_player(me={"hand": [{"card": "Tooth and Nail", "id": "s"}],
                           "battlefield": ["Forest"] * 7 + ["Plains"] * 2})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == 7
    assert len(agreed_options(state, "s", "me")) == 7


def _spell(spell: str, battlefield: list[object], graveyard: list[object] | None = None,
           opp: list[object] | None = None) -> tuple[GameState, int | None]:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield,
                           "graveyard": graveyard or []}, opp={"battlefield": opp or []})
    obj = state.object("s")
    assert obj is not None
    return state, count_plain(state, "me", obj)


def test_convoke_by_hand() -> None:
    """Venerated Loxodon ({4}{W}, convoke; its text looks at the creatures that convoked it, so
    "convoked" is part of the option) with three Plains, a Forest, two Memnites (colorless: {1}
    each, 702.51a) and a Savannah Lions ({W} or {1}): five units with a white one. Without the
    Lions, Plains + Forest + Memnites 3+1+1, 3+0+2, 2+1+2 (three); with it, 3+1+0, 3+0+1, 2+1+1,
    2+0+2, 1+1+2 (five). Eight options."""
    state, n = _spell("Venerated Loxodon", ["Plains"] * 3 + ["Forest", "Memnite", "Memnite", "Savannah Lions"])
    assert n == 8
    assert len(agreed_options(state, "s", "me")) == 8


def test_delve_by_hand() -> None:
    """Murderous Cut ({4}{B}, delve: each card exiled from the graveyard pays {1}, 702.66a; destroy
    target creature) with three Swamps, two Grizzly Bears and an Opt in the graveyard, the
    opponent's Grizzly Bears the one target: five units, a Swamp among them; Swamps + Bears + Opt
    3+2+0, 3+1+1, 2+2+1 (one Swamp leaves four for three cards: none). Three options."""
    state, n = _spell("Murderous Cut", ["Swamp"] * 3, ["Grizzly Bears", "Grizzly Bears", "Opt"], ["Grizzly Bears"])
    assert n == 3
    assert len(agreed_options(state, "s", "me")) == 3


def test_improvise_by_hand() -> None:
    """Whir of Invention ({X}{U}{U}{U}, improvise: each untapped artifact tapped pays {1},
    702.126a) with four Islands and two Ornithopters: X = 0, three Islands (one); X = 1, Islands +
    Ornithopters 4+0 or 3+1 (two); X = 2, 4+1 or 3+2 (two); X = 3, all six (one); X = 4 needs
    seven. Six options."""
    state, n = _spell("Whir of Invention", ["Island"] * 4 + ["Ornithopter", "Ornithopter"])
    assert n == 6
    assert len(agreed_options(state, "s", "me")) == 6


def test_division_by_hand() -> None:
    """Forked Bolt ({R}: 2 damage divided as you choose among one or two targets, 601.2d: each at
    least 1) with a Mountain, the opponent with two Grizzly Bears: one target dealt 2 (each
    player or a Bears: three), or two targets dealt 1 each (me and the opponent, a player and a
    Bears, or both Bears: four). Seven options. Arc Lightning ({2}{R}: 3 among one to three) with
    three Mountains, the opponent with two Bears and a Memnite (four classes): one target (four);
    2 + 1 to two (ordered pairs of classes, 4 x 3, and a Bears each: thirteen); 1 + 1 + 1 (three
    of the four classes, or both Bears and one other: seven). Twenty-four options."""
    state, n = _spell("Forked Bolt", ["Mountain"], opp=["Grizzly Bears", "Grizzly Bears"])
    assert n == 7
    assert len(agreed_options(state, "s", "me")) == 7
    state, n = _spell("Arc Lightning", ["Mountain"] * 3, opp=["Grizzly Bears", "Grizzly Bears", "Memnite"])
    assert n == 24
    assert len(agreed_options(state, "s", "me")) == 24


def test_a_slow_board_gets_the_retry_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move list's ``PlainBoards`` marks a board whose general count (fixed sources: Sol Ring)
    ran out of time; another card's count there gets ``PLAIN_RETRY_SECONDS`` instead of
    ``PLAIN_SECONDS`` (here 0 and 60 s: the first count is cut, the second finishes, and equals
    the count made on its own)."""
    state = two_player(me={"hand": [{"card": "Grizzly Bears", "id": "a"}, {"card": "Savannah Lions", "id": "b"}],
                           "battlefield": ["Sol Ring", "Forest", "Plains"]})
    a, b = state.object("a"), state.object("b")
    assert a is not None and b is not None
    alone = count_plain(state, "me", b)
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 0.0)
    monkeypatch.setattr(plaincount, "PLAIN_RETRY_SECONDS", 60.0)
    shared = plaincount.PlainBoards()
    assert count_plain(state, "me", a, shared) is None and shared.slow
    assert alone is not None and count_plain(state, "me", b, shared) == alone
