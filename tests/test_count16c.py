"""Issue 11 (count16c): the plain counts (``plaincount.count_plain`` / ``count_plain_activation``, no
CastModel) of the cost kinds ``plaincosts`` adds: flashback from the graveyard, multikicker, snow
mana, collect evidence, "Sacrifice this" beside a "for each" mana source, and an object that both pays and is the
target or the creature sacrificed. Each hand-counted board is checked three ways: the plain count,
the full model's, the referee's and the reference's options (``agreed_options`` /
``agreed_activations``), and the number worked out in the docstring."""

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


def _cast(state: GameState, oid: str) -> int | None:
    obj = state.object(oid)
    assert obj is not None
    return count_plain(state, "me", obj)


def _three_ways(state: GameState, oid: str, expected: int) -> None:
    assert _cast(state, oid) == expected
    assert len(agreed_options(state, oid, "me")) == expected


def _activation(state: GameState, oid: str, k: int = 0) -> int | None:
    obj = state.object(oid)
    assert obj is not None
    return count_plain_activation(state, "me", obj, k)


def test_flashback_by_hand() -> None:
    """Lingering Souls ({2}{W}; flashback {1}{B}, 702.34a) in the graveyard and a second one in the
    hand, with two Swamps and two Plains. From the graveyard its mana cost is no option (601.3:
    no permission), only flashback: {B} from a Swamp and {1} from the other Swamp or a Plains,
    two classes. From the hand flashback is no option (it works only in the graveyard): {W}
    from a Plains and {2} from the three other lands, two Swamps and the other Plains or one
    Swamp and the other Plains: two classes."""
    state = two_player(me={"hand": [{"card": "Lingering Souls", "id": "h"}],
                           "graveyard": [{"card": "Lingering Souls", "id": "g"}],
                           "battlefield": ["Swamp", "Swamp", "Plains", "Plains"]})
    _three_ways(state, "g", 2)
    _three_ways(state, "h", 2)


def test_multikicker_by_hand() -> None:
    """Everflowing Chalice ({0}, multikicker {2}, 702.33c) with three Islands and two Mountains:
    each number of kicks is its own announcement (601.2b) whose total cost is {2} that many
    times (601.2f). None: nothing to pay, one option; once, {2}: two Islands, an Island and a
    Mountain or two Mountains (three); twice, {4}: three Islands and a Mountain or two of each
    (two); three times, {6}, is more than the five lands make. 1 + 3 + 2 = six options."""
    state = two_player(me={"hand": [{"card": "Everflowing Chalice", "id": "c"}],
                           "battlefield": ["Island", "Island", "Island", "Mountain", "Mountain"]})
    _three_ways(state, "c", 6)


def test_collect_evidence_by_hand() -> None:
    """Analyze the Pollen ({G}; as an additional cost, you may collect evidence 8, 701.59a: exile
    cards with total mana value 8 or more from your graveyard) with two Forests, the graveyard
    two Grizzly Bears (mana value 2), a Tooth and Nail (7), a Lightning Bolt (1) and a Forest
    (0). {G} is a Forest (one class). Without the evidence: one option. With it the Tooth and
    Nail must go (the rest adds up to 5) with one more mana value or more: 0-2 Bears x 0-1 Bolt
    less the empty pick is five, times the Forest exiled or not: ten. Eleven options."""
    state = two_player(me={"hand": [{"card": "Analyze the Pollen", "id": "s"}], "battlefield": ["Forest", "Forest"],
                           "graveyard": ["Grizzly Bears", "Grizzly Bears", "Tooth and Nail", "Lightning Bolt",
                                         "Forest"]})
    _three_ways(state, "s", 11)


def test_snow_by_hand() -> None:
    """Icehide Troll's "{S}{S}: +2/+0 and indestructible" (107.4h: each {S} paid with one mana
    from a snow source) with two Snow-Covered Forests, a Snow-Covered Island, two Forests and a
    Treasure: the two units come from the snow lands, two Snow-Covered Forests or one of them
    and the Snow-Covered Island; the Forests and the Treasure can't pay {S}. Two options."""
    state = two_player(me={"battlefield": [{"card": "Icehide Troll", "id": "t"}, "Snow-Covered Forest",
                                           "Snow-Covered Forest", "Snow-Covered Island", "Forest", "Forest",
                                           {"card": "Treasure", "token": True}]})
    assert _activation(state, "t") == 2
    assert len(agreed_activations(state, "t", 0)) == 2


def test_sacrifice_beside_a_count_by_hand() -> None:
    """A Clue ("{2}, Sacrifice this artifact: Draw a card.") beside Elvish Archdruid ("{T}: Add
    {G} for each Elf you control": two Elves, {G}{G}), a Llanowar Elves and a Forest: the
    Archdruid doesn't count the Clue, so sacrificing it (601.2h) changes no amount (605.3a).
    {2} is the Forest and the Elves, or the Archdruid's {G}{G}, or the Archdruid's with the
    Forest or the Elves, one {G} of each spent and the Archdruid's other {G} left floating
    (106.4: each activation spends at least one unit; three activations can't spend two). Four
    options."""
    state = two_player(me={"battlefield": [{"card": "Clue", "token": True, "id": "c"}, "Elvish Archdruid",
                                           "Llanowar Elves", "Forest"]})
    assert _activation(state, "c") == 4
    assert len(agreed_activations(state, "c", 0)) == 4


def test_target_that_pays_by_hand() -> None:
    """Mutagenic Growth ({G/P}: target creature gets +2/+2) with two Llanowar Elves and a Forest,
    the opponent with a Grizzly Bears, at 20 life. The target is chosen first (601.2c) and may
    still be tapped for mana (601.2g); option keys see each object's class and uses. {G/P} paid
    with {G} from the Forest: the target is an (untapped) Elves or the Bears, two; with {G} from
    an Elves: the tapped Elves, the other one or the Bears, three; with 2 life (107.4f): an
    Elves or the Bears, two. Seven options."""
    state = two_player(me={"hand": [{"card": "Mutagenic Growth", "id": "s"}],
                           "battlefield": ["Llanowar Elves", "Llanowar Elves", "Forest"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _three_ways(state, "s", 7)


def test_paying_target_beside_a_fixed_source_by_hand() -> None:
    """Naturalize ({1}{G}: destroy target artifact or enchantment) with a Forest, a Sol Ring ({T}:
    add {C}{C}) and two Treasures: the payment classes (the general enumeration, a fixed source)
    are a Forest and a Treasure, two Treasures, or the Sol Ring with the Forest or a Treasure,
    one {C} spent and one left floating (106.4: three activations can't spend two units). The
    target is the Sol Ring (one) or a Treasure, which may be sacrificed for mana after it is
    chosen (601.2c before 601.2g): one sacrificed or the other, two; both sacrificed, one; none,
    one. 3 + 2 + 2 + 3 = ten options."""
    treasure = {"card": "Treasure", "token": True}
    state = two_player(me={"hand": [{"card": "Naturalize", "id": "s"}],
                           "battlefield": ["Forest", "Sol Ring", treasure, treasure]})
    # joined since join17 (plainsources.target_weight: a sacrificed Treasure is a use of its own)
    _three_ways(state, "s", 10)


def test_convoking_target_by_hand() -> None:
    """Stoke the Flames ({2}{R}{R}, convoke, 702.51a; 4 damage to any target) with four Mountains
    and two Grizzly Bears: {2}{R}{R} is four Mountains, three and a convoking Bears, or two and
    both Bears (a green creature pays {1}: the {R}s are the Mountains'). The target is a player
    (two), or a Bears: untapped in the first class, the tapped one or the other in the second,
    tapped in the third. 3 + 4 + 3 = ten options."""
    state = two_player(me={"hand": [{"card": "Stoke the Flames", "id": "s"}],
                           "battlefield": ["Mountain"] * 4 + ["Grizzly Bears", "Grizzly Bears"]})
    # joined since join17 (plainsources.target_weight with plaincosts.table_pay's joined table)
    _three_ways(state, "s", 10)


def test_modes_with_two_slots_and_a_paying_target_by_hand() -> None:
    """Cryptic Command ({1}{U}{U}{U}, choose two: counter target spell; return target permanent to
    its owner's hand; tap all creatures your opponents control; draw a card) with three
    Islands, a Birds of Paradise and a Plains, the opponent's Lightning Bolt on the stack and
    its Grizzly Bears. The payment, by (Islands, Birds, Plains): (3,1,0), (3,0,1), (2,1,1), three
    classes. The spell: the Bolt. The permanent: the Bears, the Birds, the Plains (one each,
    tapped or not by the class) or an Island, which may pay too: tapped only when all three
    do, tapped or not in (2,1,1): 4 + 4 + 5 = 13 over the classes. The two slots never share a
    candidate (a spell, a permanent: 115.3), so choose independently. Counter and return: 13;
    return and tap, return and draw: 13 each; counter with tap or draw, tap and draw: 3 each.
    48 options."""
    bolt = {"card": "Lightning Bolt", "controller": "opp", "owner": "opp", "targets": ["me"]}
    state = two_player(me={"hand": [{"card": "Cryptic Command", "id": "s"}],
                           "battlefield": ["Island", "Island", "Island", "Birds of Paradise", "Plains"]},
                       opp={"battlefield": ["Grizzly Bears"]}, stack=[bolt])
    _three_ways(state, "s", 48)


def test_sacrificed_creature_that_pays_by_hand() -> None:
    """Village Rites ({B}, as an additional cost sacrifice a creature) with a Swamp, two Birds of
    Paradise and a Grizzly Bears: a Birds may be tapped for {B} (601.2g) and then sacrificed
    (601.2h). {B} from the Swamp: an (untapped) Birds or the Bears is sacrificed, two; from a
    Birds: the tapped Birds, the other Birds or the Bears, three. Five options."""
    state = two_player(me={"hand": [{"card": "Village Rites", "id": "s"}],
                           "battlefield": ["Swamp", "Birds of Paradise", "Birds of Paradise", "Grizzly Bears"]})
    _three_ways(state, "s", 5)


def test_convoke_with_x_by_table() -> None:
    """Chord of Calling ({X}{G}{G}{G}, convoke 702.51a) with two Forests, a Llanowar Elves (tapped
    for {G} or convoked: one use either way), a Grizzly Bears (green: {1} or {G}) and a Memnite
    (colorless: {1} only). Each X is its own announcement (601.2b); X + 3 units, three of them
    green ones. X = 0: three of the four green units (2 Forests, Elves, Bears), three classes;
    X = 1: the four green ones, or the Memnite and three green ones (three), four; X = 2: all
    five, one; X = 3 needs six. 3 + 4 + 1 = eight options (a table, plaincosts.table_pay)."""
    state = two_player(me={"hand": [{"card": "Chord of Calling", "id": "s"}],
                           "battlefield": ["Forest", "Forest", "Llanowar Elves", "Grizzly Bears", "Memnite"]})
    _three_ways(state, "s", 8)


def test_improvise_with_a_treasure_by_table() -> None:
    """Whir of Invention ({X}{U}{U}{U}, improvise 702.126a: each untapped artifact tapped pays
    {1}) with three Islands, a Treasure (sacrificed for a mana of any color, or tapped for
    improvise: two uses of one object, a class of two groups) and a Memnite (an artifact: {1}).
    X = 0: three Islands, or two and the Treasure's mana, two; X = 1: three Islands and the
    Treasure (either use) or the Memnite, or two Islands, the Treasure's mana and the Memnite,
    four; X = 2: three Islands, the Memnite and the Treasure either way, two; X = 3 needs six
    units. Eight options."""
    state = two_player(me={"hand": [{"card": "Whir of Invention", "id": "s"}],
                           "battlefield": ["Island", "Island", "Island", {"card": "Treasure", "token": True},
                                           "Memnite"]})
    _three_ways(state, "s", 8)


def test_delve_with_a_paying_target_by_table() -> None:
    """Murderous Cut ({4}{B}, delve 702.66a; destroy target creature) with two Swamps, two
    Llanowar Elves, and two Grizzly Bears and a Lightning Bolt in the graveyard, the opponent
    with a Grizzly Bears: five units, at least one a Swamp's {B}. By (Swamps, Elves, Bears
    exiled, Bolt exiled): one Swamp with (2,2,0), (2,1,1), (1,2,1); two with (2,1,0), (2,0,1),
    (1,2,0), (1,1,1), (0,2,1): eight classes. The target is the opponent's Bears or one of my
    Elves, which may be tapped too (601.2c before 601.2g): a tapped one while an Elves pays, an
    untapped one while one is left: two choices with two or no Elves tapped, three with one.
    1 Swamp: 2 + 2 + 3; 2 Swamps: 2 + 2 + 3 + 3 + 2. Nineteen options."""
    state = two_player(me={"hand": [{"card": "Murderous Cut", "id": "s"}],
                           "battlefield": ["Swamp", "Swamp", "Llanowar Elves", "Llanowar Elves"],
                           "graveyard": ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"]},
                       opp={"battlefield": ["Grizzly Bears"]})
    _three_ways(state, "s", 19)


def test_declines_a_counted_sacrifice() -> None:
    """Village Rites beside Gaea's Cradle ("{T}: Add {G} for each creature you control"): the
    creature sacrificed is counted, so the order decides the mana made (605.3a): left to the
    model; and an Elf's "{1}, Sacrifice this creature" beside Elvish Archdruid likewise."""
    state = two_player(me={"hand": [{"card": "Village Rites", "id": "s"}],
                           "battlefield": ["Swamp", "Birds of Paradise", "Gaea's Cradle", "Grizzly Bears"]})
    assert _cast(state, "s") is None
    elf = {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
           "oracle_text": "{1}, Sacrifice this creature: You gain 1 life."}
    archdruid = GameState.from_json({"players": [{"name": "me", "battlefield": [
        {"card": "Test Elf", "id": "e"}, "Elvish Archdruid", "Forest"]}, {"name": "opp"}], "cards": [elf]})
    obj = archdruid.object("e")
    assert obj is not None and obj.card.activated_abilities[0].sacrifice_self
    assert _activation(archdruid, "e") is None
