"""Issue 11's decision cascade: every shortcut answers only in the direction it proves.

- The requirement-set relaxation (solver/precheck/supply.py) says "no" only where the full
  CP-SAT model is INFEASIBLE: on hypothesis boards, on random boards of real cards
  (benchmarks/generator.py) and on the benchmark's boards (benchmarks/boards.py).
- The model without variables for mana abilities that can't be activated now decides as the
  previous model did, and ``explain=False`` gives the same answers as ``explain=True``.
"""

from __future__ import annotations

from castable.model import GameObject, GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.solver.api import _may_begin, _PreviousModel, can_cast
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import solve
from castable.solver.precheck.supply import shortages, supply_reasons
from conftest import board
from hypothesis import HealthCheck, given, settings
from test_differential import boards

from benchmarks.boards import workload_board
from benchmarks.generator import ME, SUBJECT, CardPool, generate


def _objects(state: GameState, card: str, player: str) -> list:
    try:
        return [obj for obj, _ in _may_begin(state, card, player, [])]
    except (InputError, UnsupportedCardError):
        return []


def _check_board(state: GameState, card: str, player: str) -> tuple[int, int]:
    """(objects the relaxation proved "no" for, objects asked)."""
    fired = asked = 0
    for obj in _objects(state, card, player):
        asked += 1
        short = shortages(state, player, obj)
        if short:
            fired += 1
            status, _ = solve(CastModel(state, player, obj), 30)
            assert status == "no", (card, [(s.reqs, s.needed, s.available) for s in short])
    return fired, asked


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_relaxation_no_implies_model_infeasible(case: tuple) -> None:
    data, card = case
    _check_board(GameState.from_json(data), card, "me")


def test_relaxation_on_random_boards_of_real_cards(pool: CardPool) -> None:
    fired = 0
    for seed in range(7000, 7300):
        b = generate(pool, seed)
        state = GameState.from_json(b.state)
        for q in b.questions:
            if q.command == "cast" and q.card:
                fired += _check_board(state, q.card, ME)[0]
    assert fired >= 10  # it settles "no" boards: the test checks something


def test_relaxation_on_benchmark_boards() -> None:
    fired = 0
    for label in ("5", "10", "20", "40"):
        for seed in range(30):
            fired += _check_board(GameState.from_json(workload_board(label, seed)), "spell", "me")[0]
    assert fired >= 30


def test_no_variables_for_unusable_abilities_decides_as_before(pool: CardPool) -> None:
    for seed in range(7300, 7400):
        b = generate(pool, seed)
        state = GameState.from_json(b.state)
        for q in b.questions:
            if q.command != "cast" or not q.card:
                continue
            for obj in _objects(state, q.card, ME):
                new, _ = solve(CastModel(state, ME, obj), 30)
                old, _ = solve(_PreviousModel(state, ME, obj), 30)
                assert new == old, (seed, q.card)


def test_explain_false_gives_the_same_answers(pool: CardPool) -> None:
    for seed in range(7400, 7460):
        b = generate(pool, seed)
        state = GameState.from_json(b.state)
        for q in b.questions:
            if q.command != "cast" or not q.card:
                continue
            try:
                full = can_cast(state, q.card, ME)
            except (InputError, UnsupportedCardError):
                continue
            quick = can_cast(state, q.card, ME, explain=False)
            assert quick.castable == full.castable, (seed, q.card)
            assert bool(quick.reasons) == (full.castable is not True)


def test_tapped_sources_are_not_counted() -> None:
    # two Islands, one tapped: {U}{U} is one {U} short, proved without a model
    s = board({"hand": ["Counterspell"], "battlefield": ["Island", {"card": "Island", "tapped": True}]},
              turn={"active_player": "opp", "priority": "me"},
              stack=[{"card": "Lightning Bolt", "id": "bolt", "controller": "opp", "targets": ["opp"],
                      "choices": {"zone": "hand", "targets": [["opp"]]}}])
    (reason,) = supply_reasons(s, "me", s.object("me.hand.0"))
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("U",), 2, 1)
    assert reason.objects == ("me.battlefield.0",)


def test_signet_counts_only_what_it_makes_beyond_its_cost() -> None:
    # Divination {2}{U}: an Island and an Azorius Signet make {W}{U} for the Island's mana: 2 in all
    s = board({"hand": ["Divination"], "battlefield": ["Island", "Azorius Signet"]})
    short = shortages(s, "me", s.object("me.hand.0"))
    assert short and (short[0].needed, short[0].available) == (3, 2)
    assert can_cast(s, "Divination").castable is False


def test_silent_when_it_can_be_paid() -> None:
    s = board({"hand": ["Divination"], "battlefield": ["Island", "Azorius Signet", "Plains"]})
    assert shortages(s, "me", s.object("me.hand.0")) == []
    assert can_cast(s, "Divination").castable is True


def _one_call_each(state: GameState, player: str, spell: GameObject) -> list[tuple[object, list[str | None]]]:
    """``supply.resources`` without its sharing: ``resource_of`` on every object, grouped."""
    from castable.solver.precheck import supply

    floating = [r for r in supply.resources(state, player, spell) if r.oid is None]  # not shared: one per unit
    # floating mana comes first, so its units lead their group's ids
    groups: dict[tuple[object, ...], list[str | None]] = {r.key(): [i for i in r.ids if i is None] for r in floating}
    me = state.player(player)
    card = spell.card
    parts = [*card.additional_costs, *(p for oc in card.optional_costs for p in oc.parts),
             *(p for ac in card.alternative_costs for p in ac.parts),
             *(card.modes.escalate_parts if card.modes is not None else ())]
    sac, disc = any(p.action == "sacrifice" for p in parts), any(p.action == "discard" for p in parts)
    for o in [*me.battlefield, *me.hand, *me.graveyard]:
        if o.id == spell.id or (o.zone == "battlefield" and o.controller != player):
            continue
        r = supply.resource_of(state, player, spell, o, sac, disc)
        if r.most or r.converts:
            groups.setdefault(r.key(), []).append(o.id)
    return list(groups.items())


def test_shared_resources_equal_one_call_each(pool: CardPool) -> None:
    """Objects alike share one ``resource_of`` call in ``supply.resources`` (500 lands are a
    few calls): the groups, their order and their ids are those of one call per object, on
    the benchmark boards (5 to 500 sources) and the generator's real-card boards (counters,
    tapped and sick creatures, Auras, permissions)."""
    from castable.solver.precheck import supply

    states = [(GameState.from_json(workload_board(n, s)), "spell", "me") for n in ("5", "40", "500") for s in range(4)]
    for seed in range(40):
        b = generate(pool, seed)
        st = GameState.from_json(b.state)
        states.append((st, SUBJECT, ME))
    checked = 0
    for state, card, player in states:
        for obj in _objects(state, card, player):
            got = [(r.key(), r.ids) for r in supply.resources(state, player, obj)]
            assert got == _one_call_each(state, player, obj)
            checked += 1
    assert checked >= 20
