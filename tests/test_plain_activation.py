"""Issue 11 (moves11c): activating a plain ability (a cost of mana, {T} and/or "Sacrifice this",
at most one target slot) without a CastModel: ``plaincount.count_plain_activation`` counts its
options from the state, equal to the full model's (``api.count_activation_options``), and
``fastpath.try_fast_ability`` finds a witness the referee accepts; ``legal_moves`` carries both."""

from __future__ import annotations

from castable.model import GameState
from castable.model.cards import ActivatedAbility
from castable.model.errors import UnsupportedCardError
from castable.solver import referee
from castable.solver.api import can_activate, count_activation_options
from castable.solver.cpsat.plaincount import count_plain_activation
from castable.solver.moves import legal_moves
from castable.solver.precheck.fastpath import try_fast_ability
from castable.solver.precheck.timing import ability_timing_reasons

from benchmarks.decks import deck_states
from benchmarks.generator import CardPool
from tests.conftest import board as two_player
from tests.conftest import main_phase_boards


def _count(state: GameState, oid: str, k: int = 0) -> int | None:
    obj = state.object(oid)
    assert obj is not None
    return count_plain_activation(state, "me", obj, k)


def _agrees(state: GameState, oid: str, k: int, n: int | None) -> None:
    full = count_activation_options(state, oid, k, "me", plain=False)
    assert full.complete and n == full.count


def test_pyromancer_targets_itself_and_its_twin() -> None:
    """Prodigal Pyromancer ("{T}: 1 damage to any target") with an identical twin, the opponent
    controlling two Grizzly Bears: the targets are each player, the Bears (one choice, identical),
    the twin, and the source itself, told apart from its twin by its own {T} cost (602.2b): five."""
    state = two_player(me={"battlefield": [{"card": "Prodigal Pyromancer", "id": "p1"},
                                           {"card": "Prodigal Pyromancer", "id": "p2"}, "Mountain"]},
                       opp={"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    n = _count(state, "p1")
    assert n == 5
    _agrees(state, "p1", 0, n)


def test_mind_stone_pays_with_its_twin_not_itself() -> None:
    """Mind Stone's "{1}, {T}, Sacrifice Mind Stone: Draw a card." with a second Mind Stone and a
    Forest: the source's {T} is part of the cost, so its own "{T}: Add {C}" can't pay the {1}
    (601.2g before 601.2h); the twin or the Forest pays it: two options."""
    state = two_player(me={"battlefield": [{"card": "Mind Stone", "id": "m1"}, {"card": "Mind Stone", "id": "m2"},
                                           "Forest"]})
    n = _count(state, "m1", 1)
    assert n == 2
    _agrees(state, "m1", 1, n)


def test_clue_with_signet() -> None:
    """Clue ("{2}, Sacrifice this artifact") with an Island, a Plains and Azorius Signet ("{1},
    {T}: Add {W}{U}"): both lands; or the Signet paid by one land, both its units spent; or the
    Signet and both lands, one unit floating ({W} or {U}): 1 + 2 + 2 = five options."""
    state = two_player(me={"battlefield": [{"card": "Clue", "id": "c"}, "Island", "Plains", "Azorius Signet"]})
    n = _count(state, "c")
    assert n == 5
    _agrees(state, "c", 0, n)


def test_declines() -> None:
    """What the plain count leaves to the model: another cost part (Goblin Bombardment's
    "Sacrifice a creature"), crew (Smuggler's Copter). The fast path pays both
    (``precheck/costparts.py``). A target that may also pay (Llanowar Elves for the Pyromancer)
    is joined since join17: the Pyromancer's {T} costs no mana (one payment class, the Elves
    untapped), so its target is a player (two), the Bears, the Elves or the Pyromancer itself:
    five options."""
    state = two_player(me={"battlefield": [{"card": "Goblin Bombardment", "id": "g"}, "Grizzly Bears",
                                           {"card": "Smuggler's Copter", "id": "s"},
                                           {"card": "Prodigal Pyromancer", "id": "p"}, "Llanowar Elves"]})
    for oid in ("g", "s"):
        obj = state.object(oid)
        assert obj is not None
        ab = obj.card.activated_abilities[0]
        assert isinstance(ab, ActivatedAbility)
        plan = try_fast_ability(state, "me", obj, 0, ab)
        assert _count(state, oid) is None and plan is not None and referee.check(state, plan) == []
    assert _count(state, "p") == 5
    _agrees(state, "p", 0, 5)


def _compare(state: GameState, who: str) -> tuple[int, int]:
    """(counts compared, witnesses checked) for every activated ability of ``who``'s permanents."""
    counted = witnessed = 0
    for o in state.battlefield():
        if o.controller != who or o.card.unsupported:
            continue
        for k, ab in enumerate(o.card.activated_abilities):
            if not isinstance(ab, ActivatedAbility) or ability_timing_reasons(state, who, o, k, ab):
                continue
            plan = try_fast_ability(state, who, o, k, ab)
            if plan is not None:
                assert referee.check(state, plan) == [], (o.name, plan)
                witnessed += 1
            n = count_plain_activation(state, who, o, k)
            if n is None or not can_activate(state, o.id, k, who, explain=False).castable:
                continue
            full = count_activation_options(state, o.id, k, who, time_limit=60.0, plain=False)
            assert full.complete and full.count == n, (o.name, k, n, full.count)
            counted += 1
    return counted, witnessed


def test_deck_states_agree_with_the_full_model() -> None:
    """On the real-deck states every plain activation count is the full model's and every fast
    witness passes the referee."""
    counted = witnessed = 0
    for _deck, _seed, data in deck_states(50):
        c, w = _compare(GameState.from_json(data), "me")
        counted, witnessed = counted + c, witnessed + w
    assert counted >= 20 and witnessed >= 20, (counted, witnessed)


def test_generator_boards_agree_with_the_full_model(pool: CardPool) -> None:
    """On the generator's boards (moved to the first player's main phase, empty stack), every
    plain activation count of any permanent of the player with priority is the full model's, and
    every fast witness passes the referee."""
    counted = witnessed = 0
    for state in main_phase_boards(pool, 400):
        assert state.priority is not None
        try:
            c, w = _compare(state, state.priority)
        except UnsupportedCardError:
            continue
        counted, witnessed = counted + c, witnessed + w
    assert counted >= 2 and witnessed >= 10, (counted, witnessed)


def test_moves_carry_plain_activation_counts_without_budget() -> None:
    """With no option budget, a plain activation still carries its exact count, and its witness
    (found without a model) passes the referee."""
    state = two_player(me={"battlefield": [{"card": "Mind Stone", "id": "m1"}, {"card": "Mind Stone", "id": "m2"},
                                           "Forest"]})
    moves = legal_moves(state, "me", option_budget=0.0)
    act = [m for m in moves if m.kind == "activate"]
    assert len(act) == 1 and act[0].options == 2
    assert act[0].plan is not None and referee.check(state, act[0].plan) == []
