"""Issue 11 (count16b): the plain counts (``plaincount.count_plain``, no CastModel) on boards with
a filter land (Fetid Heath: "{T}: Add {C}." and "{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}.",
605.1a, 107.4e) and with restricted mana (Pillar of the Paruns: "Spend this mana only to cast a
multicolored spell", 106.6), made by ``plainsources``. Each hand-counted board is the full
model's, the referee's and the reference's count (``agreed_options``). An option is the objects
tapped (as classes), the life paid and the mana left floating (docs/answers.md); each mana
ability activated puts some of its mana into the payment (no idle activation), and a filter's
cost is paid with mana made before it (605.3a)."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.api import can_cast
from castable.solver.cpsat import plaincount
from castable.solver.cpsat.plaincount import count_plain

from tests.conftest import agreed_options
from tests.conftest import board as two_player

#: cards outside the built-in database, as a state's "cards" gives them (their printed text)
CARDS = [
    {"name": "Vampire Nighthawk", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Vampire Shaman",
     "oracle_text": "Flying, deathtouch, lifelink", "power": "2", "toughness": "3"},
    {"name": "Nantuko Shade", "mana_cost": "{B}{B}", "type_line": "Creature — Insect Shade",
     "oracle_text": "{B}: Nantuko Shade gets +1/+1 until end of turn.", "power": "2", "toughness": "1"},
    {"name": "Watchwolf", "mana_cost": "{G}{W}", "type_line": "Creature — Wolf", "oracle_text": "", "power": "3",
     "toughness": "3"},
    {"name": "Zealous Persecution", "mana_cost": "{W}{B}", "type_line": "Instant",
     "oracle_text": "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."},
]


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _state(spell: str, battlefield: list[object], **me: object) -> GameState:
    return two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield, **me}, cards=CARDS)


def _three_ways(state: GameState, expected: int) -> None:
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert len(agreed_options(state, "s", "me")) == expected


def test_filter_land_pays_part_of_the_cost_by_hand() -> None:
    """Vampire Nighthawk ({1}{B}{B}) with a Fetid Heath, a Plains and two Swamps. Without the
    filter, {B}{B} takes both Swamps and {1} the Plains or the Heath's {C}: two options. With it,
    the Heath's {W/B} is paid by the Plains' {W} or a Swamp's {B} and it adds two units of {W}
    or {B} each: the Heath, the Plains and one Swamp make three units left for three symbols
    (one more option; the same objects as with the Heath paid by the Swamp), the Heath and two
    Swamps likewise (the same key as the Heath's {C} with both Swamps); with all four, four units
    for three symbols: one of the Heath's left floating, {W} or {B} (each activation still puts
    mana in: the Plains into the Heath's cost, the Heath into the spell): two more. The Heath
    and the Plains alone make two units for three symbols. Five options."""
    _three_ways(_state("Vampire Nighthawk", ["Fetid Heath", "Plains", "Swamp", "Swamp"]), 5)


def test_filter_paid_by_another_land_and_filter_by_hand() -> None:
    """Nantuko Shade ({B}{B}) with two Fetid Heaths and a Plains: {C} pays neither {B} and the
    Plains' {W} neither, so a Heath must filter, paid by the Plains (the only mana made before a
    first filter, 605.3a): its two units are {B}{B}, one option. With the second Heath, paid by a
    unit of the first (the Plains is tapped already), three units for two symbols: the first's
    other unit floats, or one of the second's; it can be {W} or {B} (the second's other unit is
    spent: no idle activation): two options. Two Heaths without the Plains can't start (each
    filter's cost needs mana made before it; {C} can't pay {W/B}). Three options."""
    _three_ways(_state("Nantuko Shade", ["Fetid Heath", "Fetid Heath", "Plains"]), 3)


def test_pillar_multicolored_and_monocolored_by_hand() -> None:
    """Pillar of the Paruns' mana (any color, only for a multicolored spell, 106.6) with a Forest
    and a Plains: Watchwolf ({G}{W}, green and white) is paid by any two of the three (the
    Pillar's unit {W} beside the Forest or {G} beside the Plains): three options. Grizzly Bears
    ({1}{G}, green alone) can't spend it: the Forest and the Plains, one option."""
    _three_ways(_state("Watchwolf", ["Pillar of the Paruns", "Forest", "Plains"]), 3)
    _three_ways(_state("Grizzly Bears", ["Pillar of the Paruns", "Forest", "Plains"]), 1)


def test_pillar_pays_no_filter_cost_by_hand() -> None:
    """Zealous Persecution ({W}{B}, white and black) with a Pillar of the Paruns, a Fetid Heath and
    a Plains: the Pillar and the Plains (one option); the Plains pays the Heath's {W/B} and the
    Heath's {W}{B} pays the spell (one); all three, the Pillar's unit spent and one of the
    Heath's floating, {W} or {B} (two). The Pillar's mana can't pay the Heath's cost (an ability,
    no spell, 106.6), so the Pillar and the Heath alone are no option. Four options; with a Forest
    for the Plains the spell can't be cast at all (the Forest's {G} pays neither the Heath's cost
    nor the spell)."""
    _three_ways(_state("Zealous Persecution", ["Pillar of the Paruns", "Fetid Heath", "Plains"]), 4)
    forest = _state("Zealous Persecution", ["Pillar of the Paruns", "Fetid Heath", "Forest"])
    assert not can_cast(forest, "s", "me", explain=False).castable


def test_pain_land_that_could_bind_stays_declined() -> None:
    """Vault Skirge ({1}{B/P}) with an Adarkar Wastes, a Swamp and an Island at 2 life: paying
    {B/P} with 2 life (107.4f) needs 2 life after the mana abilities' damage (605.3b, 601.2g
    before 601.2h; 119.4), so whether the Wastes' unit is its {C} (no damage) or its {W} or {U}
    (1 damage) decides a payment class its option key doesn't show (the key has the Wastes
    tapped, not which ability): the plain count would have to find the least damage each class
    can take, which it doesn't, and declines (the model counts it)."""
    state = _state("Vault Skirge", ["Adarkar Wastes", "Swamp", "Island"], life=2)
    obj = state.object("s")
    assert obj is not None and count_plain(state, "me", obj) is None


def test_target_that_pays_by_hand() -> None:
    """Doom Blade ({1}{B}, destroy target nonblack creature) with two Birds of Paradise, a Swamp and
    a Forest, the opponent with a Grizzly Bears. The payment classes: the Swamp and the Forest,
    the Swamp and a Birds, the Forest and a Birds ({B} from the Birds), both Birds: four. The
    target (chosen first, 601.2c; a target may then be tapped for mana, 601.2g) is the Bears or a
    Birds; the option key tells a tapped Birds from an untapped one (its uses), so a Birds target
    is one choice when no Birds or both are tapped and two when one is: 2 + 3 + 3 + 2 = ten
    options."""
    state = two_player(me={"hand": [{"card": "Doom Blade", "id": "s"}],
                           "battlefield": ["Birds of Paradise", "Birds of Paradise", "Swamp", "Forest"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _three_ways(state, 10)


def test_sacrifice_that_pays_by_hand() -> None:
    """Village Rites ({B}, sacrifice a creature as an additional cost) with two Birds of Paradise, a
    Swamp and a Memnite: {B} is the Swamp's or a Birds' (two payment classes). The creature
    sacrificed (601.2h, after the mana abilities, 601.2g: a Birds tapped for mana may be it) is
    the Memnite or a Birds, one choice when no Birds is tapped and two when one of the two is
    (the tapped one or the other): (1 + 1) + (1 + 2) = five options."""
    state = two_player(me={"hand": [{"card": "Village Rites", "id": "s"}],
                           "battlefield": ["Birds of Paradise", "Birds of Paradise", "Swamp", "Memnite"]})
    _three_ways(state, 5)


def test_restricted_fixed_source_beside_a_signet_by_hand() -> None:
    """Mind Stone ({2}, an artifact) with City of Brass, Mishra's Workshop ({C}{C}{C} only for
    artifact spells, 106.6), an Azorius Signet and Noble Hierarch. The Workshop's mana pays the
    spell but not the Signet's {1} (a mana ability is no spell), so the Signet needs the City or
    the Hierarch; every activation has a unit spent (docs/answers.md), the rest floats (106.4):
    City + Hierarch: 1; the Workshop (C floating): 1; Workshop + City or + Hierarch (CC
    floating): 2; Signet + City or + Hierarch (one pays the {1}, {W}{U} the spell): 2; Signet +
    City + Hierarch (one pays the {1}, the other the spell, {W} or {U} floats): 2; Signet +
    Workshop + City or + Hierarch ({C} and {W} or {U} pay, CC and the other float): 4; the
    Workshop beside the Signet alone can't pay its {1}, and any other set spends too much. 12."""
    _three_ways(_state("Mind Stone", ["City of Brass", "Mishra's Workshop", "Azorius Signet", "Noble Hierarch"]), 12)
