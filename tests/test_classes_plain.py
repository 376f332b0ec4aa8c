"""Issue 11: ``plaincount.count_plain`` counts a plain cast (from the hand, for its mana cost alone,
X and plain kickers included, no modes, on a board of one-unit sources) straight from the state, without a
CastModel; every count it gives equals the full model's (``api.count_options``), and
``legal_moves`` carries it on its cast moves whatever its option budget."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver.api import can_cast, count_options
from castable.solver.cpsat import plaincosts, plaincount
from castable.solver.cpsat.plaincount import count_plain
from castable.solver.moves import legal_moves

from benchmarks import boards
from benchmarks.decks import deck_states
from benchmarks.generator import SUBJECT, CardPool
from tests.conftest import agreed_options, main_phase_boards
from tests.conftest import board as two_player


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """``count_plain`` leaves a board with fixed sources after ``PLAIN_SECONDS`` of wall time (the
    move list's budget); these tests check its counts, not the cap, so a loaded machine must not
    turn a count into None."""
    monkeypatch.setattr(plaincount, "PLAIN_SECONDS", 60.0)


def _plain(spell: str, battlefield: list[object], life: int = 20, **me: object) -> tuple[GameState, int | None]:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield, "life": life, **me},
                       opp={"battlefield": ["Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    return state, count_plain(state, "me", obj)


def _agrees(state: GameState, n: int | None) -> None:
    full = count_options(state, "s", "me", plain=False)
    assert full.complete and n == full.count


def test_two_colors_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with two Forests and a Plains: the {G} needs a Forest (107.4),
    the {1} either (106.1): two Forests, or a Forest and the Plains; two options."""
    state, n = _plain("Grizzly Bears", ["Forest", "Forest", "Plains"])
    assert n == 2
    _agrees(state, n)


def test_phyrexian_by_hand() -> None:
    """Vault Skirge ({1}{B/P}) with two Swamps: the {B/P} paid with {B} (both Swamps) or with
    2 life (one Swamp), 107.4f: two options; at 1 life only the first (119.4); with one Swamp
    only the life way."""
    for lands, life, expected in ((2, 20, 2), (2, 1, 1), (1, 20, 1)):
        state, n = _plain("Vault Skirge", ["Swamp"] * lands, life=life)
        assert n == expected
        _agrees(state, n)


def test_two_brid_by_hand() -> None:
    """Spectral Procession ({2/W}{2/W}{2/W}) with three Plains and two Mountains: each {2/W}
    is paid with {W} or with {2} (107.4e). All three with {W}: three Plains; two: four units,
    two of them Plains (2 Plains + 2 Mountains, or 3 + 1); one: five units (3 + 2); none: six
    units, more than the five lands. Four options."""
    state, n = _plain("Spectral Procession", ["Plains"] * 3 + ["Mountain"] * 2)
    assert n == 4
    _agrees(state, n)


def test_sacrificed_source_by_hand() -> None:
    """Lotus Petal ("{T}, Sacrifice ~: Add one mana of any color") and a Forest for Grizzly
    Bears: with one Petal both pay (either pays the {G}), one option; with two Petals, both
    Petals or a Petal and the Forest (a sacrificed Petal is one class, 118.3), two options."""
    state, n = _plain("Grizzly Bears", ["Forest", "Lotus Petal"])
    assert n == 1
    _agrees(state, n)
    state, n = _plain("Grizzly Bears", ["Forest", "Lotus Petal", "Lotus Petal"])
    assert n == 2
    _agrees(state, n)


def test_summoning_sick_and_tapped_sources() -> None:
    """Llanowar Elves that came under my control this turn can't pay {T} (302.6), nor can a
    tapped Forest: Grizzly Bears with a sick Elves, a tapped Forest and two Forests has one
    option (both untapped Forests)."""
    state, n = _plain("Grizzly Bears", [{"card": "Llanowar Elves", "summoning_sick": True}, {"card": "Forest", "tapped": True},
                                        "Forest", "Forest"])
    assert n == 1
    _agrees(state, n)


def test_declines() -> None:
    """What the plain count leaves to the model: floating mana (106.4), a fixed source adding
    nothing now (Gaea's Cradle with no creature: an idle activation is never part of an option,
    the model's guard declines it too). A target that may pay is joined with each payment class
    since count16b (Shock: the Mountain pays; the players, the Elves or the Bears: four)."""
    state, n = _plain("Shock", ["Mountain", "Llanowar Elves"])
    assert n == 4
    _agrees(state, n)
    assert _plain("Grizzly Bears", ["Forest"], mana_pool="{G}")[1] is None
    assert _plain("Grizzly Bears", ["Forest", "Forest", "Gaea's Cradle"])[1] is None


def test_one_target_by_hand() -> None:
    """Shock ({R}, "2 damage to any target", 115.4) with a Mountain, the opponent controlling
    two Grizzly Bears: one payment class times the choices of target, each player and the Bears
    (two identical permanents are one choice, docs/answers.md): three options; with Sol Ring
    too still three (its {C} can't pay the {R}, 107.4)."""
    state = two_player(me={"hand": [{"card": "Shock", "id": "s"}], "battlefield": ["Mountain"]},
                       opp={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    n = count_plain(state, "me", obj)
    assert n == 3
    _agrees(state, n)
    state = two_player(me={"hand": [{"card": "Shock", "id": "s"}], "battlefield": ["Mountain", "Sol Ring"]},
                       opp={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    n = count_plain(state, "me", obj)
    assert n == 3
    _agrees(state, n)


def test_cost_modifiers_by_hand() -> None:
    """601.2f: the opponent's Thalia, Guardian of Thraben makes Divination ({2}{U}, a noncreature
    spell) cost {3}{U}: with two Islands and two Plains only all four pay (one option; two
    without Thalia: an Island and two Plains, or two Islands and a Plains); with three Islands,
    two or three of them (two options). Frogmite ({4}, affinity for artifacts, 702.41a) with two
    Ornithopters costs {2}: any two of a Mountain, a Forest and a Plains (three options). A
    modifier that depends on the targets (Kopala, Warden of Waves) leaves the count to the model."""
    for islands, thalia, expected in ((2, True, 1), (2, False, 2), (3, True, 2)):
        state = two_player(me={"hand": [{"card": "Divination", "id": "s"}],
                               "battlefield": ["Island"] * islands + ["Plains", "Plains"]},
                           opp={"battlefield": ["Thalia, Guardian of Thraben"] if thalia else []})
        obj = state.object("s")
        assert obj is not None
        n = count_plain(state, "me", obj)
        assert n == expected
        _agrees(state, n)
    state, n = _plain("Frogmite", ["Mountain", "Forest", "Plains", "Ornithopter", "Ornithopter"])
    assert n == 3
    _agrees(state, n)
    state = two_player(me={"hand": [{"card": "Shock", "id": "s"}], "battlefield": ["Mountain"]},
                       opp={"battlefield": ["Kopala, Warden of Waves"]})
    obj = state.object("s")
    assert obj is not None
    assert count_plain(state, "me", obj) is None


def test_sol_ring_by_hand() -> None:
    """Grizzly Bears ({1}{G}) with a Forest and Sol Ring ("{T}: Add {C}{C}"): the Forest pays
    the {G}, Sol Ring the {1} and its other {C} stays in the pool (106.4; each activation spends
    at least one of its units, docs/answers.md): one option. With two Forests also both Forests
    alone: two options (a Sol Ring spending both {C} can't pay the {G}, 107.4)."""
    state, n = _plain("Grizzly Bears", ["Forest", "Sol Ring"])
    assert n == 1
    _agrees(state, n)
    state, n = _plain("Grizzly Bears", ["Forest", "Forest", "Sol Ring"])
    assert n == 2
    _agrees(state, n)


def test_signet_by_hand() -> None:
    """Divination ({2}{U}) with a Plains, two Islands and Azorius Signet ("{1}, {T}: Add {W}{U}",
    605.1a: its {1} paid with a land's mana, 601.2g): the three lands alone (one option); the
    Signet and two lands, all four units spent (Plains + Island or two Islands: two options);
    the Signet and all three lands, one unit left floating, {W} or {U} (two options). Five."""
    state, n = _plain("Divination", ["Plains", "Island", "Island", "Azorius Signet"])
    assert n == 5
    _agrees(state, n)


def test_cradle_by_hand() -> None:
    """Gaea's Cradle ("{T}: Add {G} for each creature you control") with two creatures makes
    {G}{G}: Grizzly Bears ({1}{G}) paid by the Cradle alone, or by a Forest and the Cradle with
    one {G} floating (106.4): two options."""
    state, n = _plain("Grizzly Bears", ["Forest", "Gaea's Cradle", "Savannah Lions", "Savannah Lions"])
    assert n == 2
    _agrees(state, n)


def _castable_plain(state: GameState, oid: str, player: str) -> int | None:
    obj = state.object(oid)
    if obj is None or obj.zone != "hand" or obj.card.unsupported:
        return None
    n = count_plain(state, player, obj)
    if n is None or not can_cast(state, oid, player, explain=False).castable:
        return None
    return n


def test_random_boards_agree_with_the_full_model() -> None:
    """On the random benchmark boards (Sol Rings, Ancient Tombs, Signets among 5-20 sources)
    every plain count of the spell is the full model's."""
    compared = 0
    for seed in range(24):
        data = boards.board((5, 10, 20)[seed % 3], seed)
        state = GameState.from_json(data)
        for o in state.player("me").hand:
            n = _castable_plain(state, o.id, "me")
            if n is None:
                continue
            full = count_options(state, o.id, "me", time_limit=60.0, plain=False)
            assert full.complete and full.count == n, (seed, o.name, n, full.count)
            compared += 1
    assert compared >= 3


def test_generator_boards_agree_with_the_full_model(pool: CardPool) -> None:
    """On the generator's boards, moved to the subject's owner's first main phase with an empty
    stack (most boards are at another step, 117.1a), every plain count of the subject is the full
    model's."""
    compared = 0
    for state in main_phase_boards(pool, 900):  # until a few compare: the pool's cards set how many are plain
        if compared >= 3:
            break
        assert state.priority is not None
        try:
            n = _castable_plain(state, SUBJECT, state.priority)
        except UnsupportedCardError:
            continue
        if n is None:
            continue
        full = count_options(state, SUBJECT, state.priority, time_limit=60.0, plain=False)
        assert full.complete and full.count == n, (n, full.count)
        compared += 1
    assert compared >= 2  # most subjects have targets, modes or other costs


def test_deck_states_agree_with_the_full_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the real-deck states every plain count of a castable hand card is the full model's;
    past 5,000 options (issue 11: the model's listing need not finish there, and doesn't in a
    minute for Whir of Invention's 7,824 with improvise), or where a paying keyword's model
    doesn't finish in 5 s, it is the count of every split (``plaincosts.table_pay`` off, no cap)."""
    compared = 0
    for _deck, _seed, data in deck_states(50):
        state = GameState.from_json(data)
        for o in state.player("me").hand:
            if "Land" in o.types or o.card.unsupported:
                continue
            n = count_plain(state, "me", o)
            if n is None or not can_cast(state, o.id, "me", explain=False).castable:
                continue
            if o.card.modes is not None and o.card.modes.repeatable:
                # the model lists repeated modes (700.2d) one by one: 623 of Mystic Confluence's
                # 11,280 in 60 s (the reference: 11,280 in 33 s); what it lists in 2 s is a lower
                # bound here, the exact count is test_count16a's
                cut = count_options(state, o.id, "me", time_limit=2.0, plain=False)
                assert cut.count <= n and (cut.count == n or not cut.complete), (o.name, n, cut.count)
                continue
            keywords = {"Convoke", "Improvise", "Delve"} & set(o.card.keywords)
            cut = count_options(state, o.id, "me", time_limit=5.0, plain=False) if keywords and n <= 5000 else None
            if keywords and (n > 5000 or (cut is not None and not cut.complete)):
                # the model doesn't finish Whir of Invention's 7,824 in a minute, nor Chord of
                # Calling's 4,732 beside Nykthos and two Priests of Titania (plaintable): what it
                # counts is a lower bound, and every split counts
                assert cut is None or cut.count <= n, (o.name, n, cut.count)
                with monkeypatch.context() as m:
                    m.setattr(plaincosts, "table_pay", lambda *_a, **_k: None)
                    m.setattr(plaincount, "KEYWORD_STEPS", 10**9)
                    m.setattr(plaincount, "KEYWORD_SECONDS", 60.0)
                    assert count_plain(state, "me", o) == n, o.name
                compared += 1
                continue
            # Force of Will's model: ~3 s; past 5,000 options (Abzan Charm on a filter-land board:
            # 9,415) the model can't finish a count in a minute: what it counts in 5 s is a lower
            # bound, the shape's exact count is a hand-counted test's (test_count16a, test_count16b)
            full = cut or count_options(state, o.id, "me", time_limit=60.0 if n <= 5000 else 5.0, plain=False)
            assert (full.complete and full.count == n) or (n > 5000 and not full.complete and full.count <= n), \
                (o.name, n, full.count)
            compared += 1
    assert compared >= 10  # 22 at the time of writing; ~120 since count15 (alternative costs, modes, keywords, divisions)


def test_moves_carry_plain_counts_without_budget() -> None:
    """With no option budget, a plain cast move still carries its exact count."""
    state, n = _plain("Grizzly Bears", ["Forest", "Forest", "Plains"])
    moves = legal_moves(state, "me", option_budget=0.0)
    cast = [m for m in moves if m.kind == "cast"]
    assert [m.options for m in cast] == [n] == [2]


def test_shared_boards_count_as_unshared() -> None:
    """A move list's ``PlainBoards`` counts each (board, cost, modifiers) once: a card whose
    count comes from the memo (deck states: two spells of one cost, a {2} artifact twice) gets
    the count it would get on its own; so does a card with mana abilities it can't use from the
    hand (Llanowar Elves: counted on the shared board)."""
    reused = own = 0
    for _deck, _seed, data in deck_states(30):
        state = GameState.from_json(data)
        shared = plaincount.PlainBoards()
        for o in state.player("me").hand:
            if "Land" in o.types or o.card.unsupported:
                continue
            before = len(shared.pays)
            n = count_plain(state, "me", o, shared)
            hit = n is not None and len(shared.pays) == before  # answered from the memo (only counts are kept)
            if (hit and reused < 6) or (n is not None and o.card.mana_abilities and own < 3):
                assert n == count_plain(state, "me", o), o.name
                reused, own = reused + hit, own + bool(o.card.mana_abilities)
        if reused >= 6 and own >= 3:
            break
    assert reused >= 5 and own >= 2, (reused, own)


def _three_ways(spell: str, battlefield: list[object], expected: int) -> None:
    """``count_plain`` gives ``expected``, the full model's count and the reference's option count
    (``agreed_options``: CP-SAT, the referee and the reference agree)."""
    state, n = _plain(spell, battlefield)
    assert n == expected
    _agrees(state, n)
    assert len(agreed_options(state, "s", "me")) == n


def test_x_by_hand() -> None:
    """Hangarback Walker ({X}{X}) with three Forests and a Plains: X is announced (601.2b, 107.3a),
    each X its own options. X = 0: nothing to pay, one option; X = 1: {2}, two Forests or a Forest
    and the Plains (two); X = 2: {4}, every land (one); X = 3 needs six units. Four options."""
    _three_ways("Hangarback Walker", ["Forest", "Forest", "Forest", "Plains"], 4)


def test_x_with_a_fixed_source_by_hand() -> None:
    """Hangarback Walker with Sol Ring ({T}: Add {C}{C}) and a Forest: X = 0 (one option), X = 1
    ({2}: the Ring's two, or the Forest's {G} and one of the Ring's, its other {C} left floating:
    the Ring makes both at once, 106.4; two options), X = 2 ({4}: three units at most; none).
    Three options."""
    _three_ways("Hangarback Walker", ["Sol Ring", "Forest"], 3)


def test_kicker_by_hand() -> None:
    """Burst Lightning ({R}, kicker {4}; any target) with two Mountains and a Forest, the opponent
    with Grizzly Bears: targets are each player and the Bears (three choices). Unkicked: {R} from
    a Mountain (one payment class); kicked, {4}{R}: five units, three lands (none). Three options;
    with two more Forests the kicked cost has one class (every land): six."""
    _three_ways("Burst Lightning", ["Mountain", "Mountain", "Forest"], 3)
    _three_ways("Burst Lightning", ["Mountain", "Mountain", "Forest", "Forest", "Forest"], 6)


def test_spell_target_by_hand() -> None:
    """Counterspell ({U}{U}, "counter target spell") with three Islands, the opponent's Grizzly
    Bears and two Lightning Bolts at me on the stack, and a Bolt's twin that is an ability (not a
    spell, 115.4): the two Bolts are one choice (nothing tells them apart: docs/answers.md), the
    Bears another; {U}{U} is two of the Islands (one class). Two options."""
    bolt = {"card": "Lightning Bolt", "controller": "opp", "owner": "opp", "targets": ["me"]}
    state = two_player(me={"hand": [{"card": "Counterspell", "id": "s"}], "battlefield": ["Island"] * 3},
                       opp={"battlefield": ["Mountain"]},
                       stack=[{"card": "Grizzly Bears", "controller": "opp", "owner": "opp"}, bolt, dict(bolt),
                              {"ability_of": "opp.battlefield.0", "trigger": "t", "controller": "opp"}])
    obj = state.object("s")
    assert obj is not None
    n = count_plain(state, "me", obj)
    assert n == 2
    _agrees(state, n)
    assert len(agreed_options(state, "s", "me")) == 2


def test_restricted_source_by_hand() -> None:
    """Mishra's Workshop ("{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
    106.6) and a Forest. Hangarback Walker, an artifact: X = 0 (one option); X = 1, {2}: the
    Workshop (a {C} floating), or the Forest and the Workshop (two floating): two; X = 2, {4}:
    both (one). Four options. Grizzly Bears ({1}{G}), not an artifact: the Workshop's mana pays
    nothing, the Forest alone can't pay {1}{G}: uncastable, and with two Forests one option."""
    _three_ways("Hangarback Walker", ["Mishra's Workshop", "Forest"], 4)
    _three_ways("Grizzly Bears", ["Mishra's Workshop", "Forest", "Forest"], 1)


def test_discard_by_hand() -> None:
    """Thrill of Possibility ({1}{R}; as an additional cost, discard a card) with two Mountains
    and a Forest, two Grizzly Bears and an Opt beside it in the hand: {1}{R} is both Mountains or
    a Mountain and the Forest (two classes); the discarded card a Bears (the two are one choice,
    docs/answers.md) or the Opt, never the spell itself (601.2a). Four options."""
    hand = [{"card": "Thrill of Possibility", "id": "s"}, "Grizzly Bears", "Grizzly Bears", "Opt"]
    state = two_player(me={"hand": hand, "battlefield": ["Mountain", "Mountain", "Forest"]})
    obj = state.object("s")
    assert obj is not None
    n = count_plain(state, "me", obj)
    assert n == 4
    _agrees(state, n)
    assert len(agreed_options(state, "s", "me")) == 4


def test_sacrifice_by_hand() -> None:
    """Village Rites ({B}; as an additional cost, sacrifice a creature) with two Swamps, two
    Grizzly Bears and a Memnite: {B} is a Swamp (one class); the creature a Bears (one choice) or
    the Memnite. Two options. With a Swamp, a Bears and a Llanowar Elves (which may be tapped for
    mana, 601.2g, and then sacrificed, 601.2h: joined since count16b), the Swamp pays and the
    Bears or the untapped Elves is sacrificed: two options."""
    state, n = _plain("Village Rites", ["Swamp", "Swamp", "Grizzly Bears", "Grizzly Bears", "Memnite"])
    assert n == 2
    _agrees(state, n)
    assert len(agreed_options(state, "s", "me")) == 2
    state, n = _plain("Village Rites", ["Swamp", "Grizzly Bears", "Llanowar Elves"])
    assert n == 2
    _agrees(state, n)
