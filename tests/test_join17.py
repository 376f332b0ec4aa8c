"""Issue 11 (join17): the plain counts (``plaincount.count_plain`` / ``count_plain_activation``, no
CastModel) of a spell or ability whose one target may also pay (``plainsources.target_weight``):
a Phyrexian spell targeting a mana creature, a Treasure targeted and sacrificed for mana beside
a fixed source, an activated ability's target that taps for mana, and a convoking target. The
target is chosen before the mana abilities are activated and the costs paid (601.2c before
601.2g-h), so a target may still be tapped or sacrificed for mana or tapped for convoke; the
option key sees each object's class and set of uses (docs/answers.md), so with j of a paying
class's n objects used, targeting one of them is one choice per label used plus one while
j < n. Each board is counted by hand in its docstring and checked three ways: the plain count,
the full model's count (``search.count_options`` on a CastModel, not ``api.count_options``,
which may come to use the plain count), and ``agreed_options`` / ``agreed_activations`` (CP-SAT,
the referee and the reference agree)."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.solver.cpsat import plaincount
from castable.solver.cpsat.factored import IndexedState
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.plaincount import count_plain, count_plain_activation
from castable.solver.cpsat.search import count_options

from tests.conftest import agreed_activations, agreed_options
from tests.conftest import board as two_player

#: an ability with a mana cost and {T} whose "any target" may be a mana creature
ROD = {"name": "Test Rod", "mana_cost": "{1}", "type_line": "Artifact",
       "oracle_text": "{2}, {T}: Test Rod deals 1 damage to any target."}


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain counts' wall-time caps are the move list's; these tests check the counts."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)
    monkeypatch.setattr(plaincount, "KEYWORD_SECONDS", 60.0)


def _model(state: GameState, oid: str, ability: int | None = None) -> int:
    obj = state.object(oid)
    assert obj is not None
    extra = {} if ability is None else {"ability": (ability, obj.card.activated_abilities[ability])}
    n, complete, _ = count_options(CastModel(IndexedState.of(state), "me", obj, **extra), time_limit=60.0)
    assert complete
    return n


def _cast_three_ways(state: GameState, expected: int) -> None:
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) == expected
    assert _model(state, "s") == expected
    assert len(agreed_options(state, "s", "me")) == expected


def test_phyrexian_spell_targeting_a_mana_creature_by_hand() -> None:
    """Dismember ({1}{B/P}{B/P}: target creature gets -5/-5) with a Swamp and two Llanowar Elves,
    the opponent with a Grizzly Bears, at 20 life. Each {B/P} is {B} or 2 life (107.4f), and only
    the Swamp makes {B}: both paid with life, {1} is the Swamp or an Elves (two classes); one
    with life, {1}{B} is the Swamp and an Elves (one); both with {B}: none. The target is the
    Bears or an Elves: with no Elves tapped an (untapped) Elves, one choice; with one tapped,
    the tapped one or the other, two. (1 + 1) + (1 + 2) + (1 + 2) = eight options."""
    state = two_player(me={"hand": [{"card": "Dismember", "id": "s"}],
                           "battlefield": ["Swamp", "Llanowar Elves", "Llanowar Elves"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _cast_three_ways(state, 8)


def test_phyrexian_spell_beside_a_fixed_source_by_hand() -> None:
    """Dismember with a Sol Ring ({T}: add {C}{C}) and two Llanowar Elves, no Swamp, the opponent
    with a Grizzly Bears: no {B}, so both {B/P} are 4 life (107.4f) and {1} is an Elves or the
    Sol Ring, one {C} spent and one left floating (106.4; the general enumeration, a fixed
    source). The target is the Bears or an Elves: one Elves tapped, two choices (1 + 2); none
    tapped, one (1 + 1). Five options."""
    state = two_player(me={"hand": [{"card": "Dismember", "id": "s"}],
                           "battlefield": ["Sol Ring", "Llanowar Elves", "Llanowar Elves"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _cast_three_ways(state, 5)


def test_treasure_target_beside_sol_ring_by_hand() -> None:
    """Naturalize ({1}{G}: destroy target artifact or enchantment) with a Forest, a Sol Ring and
    three Treasures ({T}, sacrifice: one mana of any color). {G} is the Forest or a Treasure;
    the classes by (Forest, Sol Ring, Treasures): (1,0,1), (0,0,2), (1,1,0) and (0,1,1) with one
    {C} spent and one floating (106.4). The target is the Sol Ring (one choice, tapped or not by
    the class) or a Treasure, which may be sacrificed for mana after it is chosen (601.2c
    before 601.2g): a sacrificed one while one is sacrificed, an unsacrificed one while one is
    left: two choices with one or two sacrificed, one with none. 3 + 3 + 2 + 3 = eleven options."""
    treasure = {"card": "Treasure", "token": True}
    state = two_player(me={"hand": [{"card": "Naturalize", "id": "s"}],
                           "battlefield": ["Forest", "Sol Ring", treasure, treasure, treasure]})
    _cast_three_ways(state, 11)


def test_ability_targeting_a_mana_creature_by_hand() -> None:
    """Test Rod ("{2}, {T}: deals 1 damage to any target", 602.2b: its cost paid as a spell's)
    with two Forests and two Llanowar Elves, the opponent with a Grizzly Bears. {2} by (Forests,
    Elves): (2,0), (1,1), (0,2). The target is a player (two), the Bears, or an Elves (the Rod is
    no creature): no Elves tapped, an untapped one; one tapped, the tapped one or the other; both
    tapped, a tapped one. 4 + 5 + 4 = thirteen options."""
    state = two_player(me={"battlefield": [{"card": "Test Rod", "id": "r"}, "Forest", "Forest",
                                           "Llanowar Elves", "Llanowar Elves"]},
                       opp={"battlefield": ["Grizzly Bears"]}, cards=[ROD])
    rod = state.object("r")
    assert rod is not None
    assert count_plain_activation(state, "me", rod, 0) == 13
    assert _model(state, "r", 0) == 13
    assert len(agreed_activations(state, "r", 0)) == 13


def test_convoking_and_mana_target_by_hand() -> None:
    """Stoke the Flames ({2}{R}{R}, convoke 702.51a: 4 damage to any target) with three Mountains
    and two Llanowar Elves, no opponent's creature. An Elves pays {1} tapped for {G} or for
    convoke, the same use ("tapped") in the option key; the {R}s are Mountains'. By (Mountains,
    Elves): (3,1), (2,2). The target is a player (two) or an Elves: one tapped, the tapped one or
    the other, two; both tapped, one. 4 + 3 = seven options."""
    state = two_player(me={"hand": [{"card": "Stoke the Flames", "id": "s"}],
                           "battlefield": ["Mountain"] * 3 + ["Llanowar Elves", "Llanowar Elves"]})
    _cast_three_ways(state, 7)


#: a convoke spell whose text looks at the creatures that convoked it: "convoked" is a use of its own
LETHAL_SCHEME = {"name": "Lethal Scheme", "mana_cost": "{2}{B}{B}", "type_line": "Instant",
                 "oracle_text": "Convoke (Your creatures can help cast this spell. Each creature you tap while casting "
                                "this spell pays for {1} or one mana of that creature's color.)\nDestroy target creature "
                                "or planeswalker. Each creature that convoked Lethal Scheme connives."}


def test_target_tapped_for_mana_or_convoke_by_hand() -> None:
    """Lethal Scheme ({2}{B}{B}, convoke; "each creature that convoked it connives", so the option
    key tells a creature tapped for convoke from one tapped for mana) with two Swamps and two
    Llanowar Elves, the opponent with a Grizzly Bears. The Swamps pay {B}{B}; each Elves pays {1},
    tapped for {G} or for convoke: by (tapped for mana, convoked) (2,0), (1,1), (0,2). The target
    is the Bears or an Elves: one choice per use among the Elves (no Elves is left unused):
    (1 + 1) + (1 + 2) + (1 + 1) = seven options."""
    state = two_player(me={"hand": [{"card": "Lethal Scheme", "id": "s"}],
                           "battlefield": ["Swamp", "Swamp", "Llanowar Elves", "Llanowar Elves"]},
                       opp={"battlefield": ["Grizzly Bears"]}, cards=[LETHAL_SCHEME])
    _cast_three_ways(state, 7)


#: a mana creature with a {T} ability that may target its twin
SPARKER = {"name": "Test Sparker", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
           "oracle_text": "{T}: Add {G}.\n{1}, {T}: Test Sparker deals 1 damage to any target."}
#: a creature whose targeted ability's cost doesn't use it
PUMPER = {"name": "Test Pumper", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
          "oracle_text": "{1}: Target creature gets +1/+1 until end of turn."}


def test_the_source_and_its_twin_as_targets_decline() -> None:
    """An option key sees each object's class (its symmetry key) and uses, so an ability's
    source is its twins' class with its cost's uses. Test Sparker's "{1}, {T}: 1 damage to any
    target" beside its twin and two Forests, the opponent with a Grizzly Bears: {1} is a Forest
    (the source tapped, the twin not: two Sparker choices, a player or the Bears three more: 5)
    or the twin, tapped for {G} (both Sparkers tapped: one choice, 4): nine, not the ten of the
    source as a class of its own. Test Pumper's "{1}: target creature gets +1/+1" uses no cost
    on its source, so targeting it or its twin is one option. The plain count declines both
    (the model counts them)."""
    sparker = two_player(me={"battlefield": [{"card": "Test Sparker", "id": "p"}, "Test Sparker", "Forest", "Forest"]},
                         opp={"battlefield": ["Grizzly Bears"]}, cards=[SPARKER])
    source = sparker.object("p")
    assert source is not None and count_plain_activation(sparker, "me", source, 1) is None
    assert len(agreed_activations(sparker, "p", 1)) == 9
    pumper = two_player(me={"battlefield": [{"card": "Test Pumper", "id": "p"}, "Test Pumper", "Forest"]}, cards=[PUMPER])
    source = pumper.object("p")
    assert source is not None and count_plain_activation(pumper, "me", source, 0) is None
    assert len(agreed_activations(pumper, "p", 0)) == 1


#: a creature whose "sacrifice a creature" cost may sacrifice it or its twin
SACKER = {"name": "Test Sacker", "mana_cost": "{B}", "type_line": "Creature — Zombie", "power": "1", "toughness": "1",
          "oracle_text": "{1}, Sacrifice a creature: You gain 1 life."}


def test_the_source_and_its_twin_sacrificed_decline() -> None:
    """Test Sacker ("{1}, Sacrifice a creature: you gain 1 life") beside its twin and a Swamp: the
    Swamp pays {1}; sacrificing the source or its twin leaves the same option key (a Sacker
    sacrificed, another not: classes and uses, 601.2h), one option, where the source as a class
    of its own made two (main's count). Declined; the model counts one."""
    state = two_player(me={"battlefield": [{"card": "Test Sacker", "id": "p"}, "Test Sacker", "Swamp"]}, cards=[SACKER])
    source = state.object("p")
    assert source is not None and count_plain_activation(state, "me", source, 0) is None
    assert len(agreed_activations(state, "p", 0)) == 1
