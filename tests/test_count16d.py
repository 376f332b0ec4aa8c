"""Issue 11 (count16d): the plain counts (``plaincount.count_plain`` / ``count_plain_activation``, no
CastModel) on the mana sources ``plainsources2`` adds: Nykthos, Shrine to Nyx ("{T}: Add {C}" and
"{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that
color", 700.5), one or two of them (605.3a: a cost paid with mana made before it); {S} in an
ability's cost (107.4h); an ability sacrificing its own source beside a "for each" amount that
doesn't count it. Each hand-counted board is the full model's, the referee's and the reference's
count (``agreed_activations`` / ``agreed_options``); the declines are checked too."""

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
    loaded machine must not turn one into None."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _cast(battlefield: list[object], spell: str) -> tuple[GameState, int | None]:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield},
                       opp={"battlefield": ["Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    return state, count_plain(state, "me", obj)


def _activate(battlefield: list[object], oid: str) -> tuple[GameState, int | None]:
    state = two_player(me={"battlefield": battlefield}, opp={"battlefield": ["Grizzly Bears"]})
    obj = state.object(oid)
    assert obj is not None
    return state, count_plain_activation(state, "me", obj, 0)


NYKTHOS = "Nykthos, Shrine to Nyx"


def test_nykthos_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with Nykthos, two Forests and three Grizzly Bears on the
    battlefield (devotion to green 3, 700.5: Nykthos's second ability adds {G}{G}{G}, to any
    other color nothing, so it is never chosen). Two Forests; a Forest and Nykthos's {C}; or
    Nykthos's {2} paid with both Forests (605.3a: mana made before it; its own {C} is the same
    tap, 118.3) and two of its {G}{G}{G} spent, one {G} left floating (docs/answers.md: part of
    the option). Three options."""
    state, n = _cast([NYKTHOS, "Forest", "Forest", *["Grizzly Bears"] * 3], "Grizzly Bears")
    assert n == 3
    assert len(agreed_options(state, "s")) == 3


def test_two_nykthos_by_hand() -> None:
    """Llanowar Elves ({G}) with two Nykthos (one class), two Forests and three Grizzly Bears
    (devotion 3). A Forest; one Nykthos's {2} paid with both Forests, or with a Forest and the
    other Nykthos's {C}, one {G} spent and {G}{G} floating; or both Nykthos's second ability: the
    first paid with both Forests (nothing else is made before it), the second with two of the
    first's {G}, the spell paid by the second (the last activation feeds no cost, so it must
    pay the spell: no idle activation) and {G}{G}{G} floating. Two Forests alone would leave a
    {G} unspent, and one Nykthos's {2} paid without both other units can't be. Four options."""
    state, n = _cast([NYKTHOS, NYKTHOS, "Forest", "Forest", *["Grizzly Bears"] * 3], "Llanowar Elves")
    assert n == 4
    assert len(agreed_options(state, "s")) == 4


def test_nykthos_two_colors_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with Nykthos, two Forests and Kitchen Finks ({1}{G/W}{G/W}: devotion
    2 to both green and white, 700.5a): two costed ways of one Nykthos (118.3: one tap). Two
    Forests; a Forest and Nykthos's {C}; or its {2} paid with both Forests (605.3a) choosing
    green, {G}{G} paying the Bears. White's {W}{W} can't pay the {G}. Three options."""
    state, n = _cast([NYKTHOS, "Forest", "Forest", "Kitchen Finks"], "Grizzly Bears")
    assert n == 3
    assert len(agreed_options(state, "s")) == 3


def test_snow_by_hand() -> None:
    """Icehide Troll's "{S}{S}: ..." (107.4h: each {S} paid with mana from a snow source) with two
    Snow-Covered Forests, a Snow-Covered Island and a Forest: the Forest can't pay, so two snow
    lands: both Snow-Covered Forests, or one and the Island. Two options."""
    state, n = _activate([{"card": "Icehide Troll", "id": "t"}, "Snow-Covered Forest", "Snow-Covered Forest",
                          "Snow-Covered Island", "Forest"], "t")
    assert n == 2
    assert len(agreed_activations(state, "t", 0)) == 2


def test_sacrificed_uncounted_source_by_hand() -> None:
    """A Clue's "{2}, Sacrifice this artifact: Draw a card." beside Gaea's Cradle with two Grizzly
    Bears (it adds {G}{G}: the Clue, no creature, doesn't lower its count, 605.3b) and a Forest:
    the Cradle alone, or the Cradle and the Forest with one {G} floating (the Forest alone is
    too little). Two options."""
    state, n = _activate([{"card": "Clue", "id": "c"}, "Gaea's Cradle", "Grizzly Bears", "Grizzly Bears",
                          "Forest"], "c")
    assert n == 2
    assert len(agreed_activations(state, "c", 0)) == 2


def test_sacrificed_counted_source_declines() -> None:
    """Mogg Fanatic's "Sacrifice Mogg Fanatic: ..." beside Gaea's Cradle: the Fanatic is a creature
    the Cradle counts, so its sacrifice could lower the amount: declined."""
    _, n = _activate([{"card": "Mogg Fanatic", "id": "m"}, "Gaea's Cradle", "Grizzly Bears", "Forest"], "m")
    assert n is None


def test_drum_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with two Forests, a Springleaf Drum ("{T}, Tap an untapped creature
    you control: Add one mana of any color"), a Memnite and two Ornithoppers: both Forests; or a
    Forest and the Drum, which taps the Memnite or an Ornithopter (the creature tapped is in the
    option key by its class, 118.3: each tapped once). Three options."""
    state, n = _cast(["Forest", "Forest", "Springleaf Drum", "Memnite", "Ornithopter", "Ornithopter"],
                     "Grizzly Bears")
    assert n == 3
    assert len(agreed_options(state, "s")) == 3


def test_drum_declines() -> None:
    """Lightning Bolt's target could be the creature the Drum taps (one object, two uses), and a
    Llanowar Elves could be tapped for mana or by the Drum: left to the model."""
    _, n = _cast(["Mountain", "Springleaf Drum", "Memnite"], "Lightning Bolt")
    assert n is None
    _, n = _cast(["Forest", "Springleaf Drum", "Llanowar Elves"], "Grizzly Bears")
    assert n is None


def test_target_that_pays_by_hand() -> None:
    """Swords to Plowshares ({W}, "Exile target creature") with two Birds of Paradise and a
    Plains, the opponent with a Grizzly Bears: the target is chosen first (601.2c) and may then
    be tapped for mana (601.2g). The Plains pays: a Birds (neither tapped: one choice) or the
    Bears, two options; a Birds pays: the tapped Birds, the untapped one or the Bears (option keys
    see each object's class and its set of uses), three. Five options."""
    state, n = _cast(["Birds of Paradise", "Birds of Paradise", "Plains"], "Swords to Plowshares")
    assert n == 5
    assert len(agreed_options(state, "s")) == 5
