"""Issue 11 (moves11c): the max-flow fast path to "yes" (``precheck/fastpath.py``) takes a
one-color Phyrexian symbol (107.4f: its color, else 2 life, 119.4) and a spell with an optional
cost (118.8b: the witness leaves it unpaid); every witness it finds passes the referee."""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.plan import Plan
from castable.solver import api, referee
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import solve
from castable.solver.precheck.fastpath import try_fast
from castable.solver.precheck.timing import timing_reasons

from benchmarks import boards
from benchmarks.decks import deck_states
from benchmarks.generator import SUBJECT, CardPool
from tests.conftest import board as two_player
from tests.conftest import main_phase_boards


def _fast(spell: str, battlefield: list[object], life: int = 20) -> tuple[GameState, Plan | None]:
    state = two_player(me={"hand": [{"card": spell, "id": "s"}], "battlefield": battlefield, "life": life},
                       opp={"battlefield": ["Grizzly Bears"]})
    obj = state.object("s")
    assert obj is not None
    plan = try_fast(state, "me", obj)
    assert plan is None or referee.check(state, plan) == []
    return state, plan


def test_phyrexian_by_hand() -> None:
    """Vault Skirge ({1}{B/P}): with two Swamps both pay (no life); with one Swamp the {B/P}
    is paid with 2 life (107.4f); at 1 life that can't be paid (119.4): no fast "yes"."""
    _, plan = _fast("Vault Skirge", ["Swamp", "Swamp"])
    assert plan is not None and plan.announced == ("mana", "mana") and plan.life_paid == 0
    _, plan = _fast("Vault Skirge", ["Swamp"])
    assert plan is not None and plan.announced == ("mana", "life") and plan.life_paid == 2
    assert _fast("Vault Skirge", ["Swamp"], life=1)[1] is None


def test_phyrexian_not_after_damage() -> None:
    """A pain land's damage comes before the life is paid (601.2g, 601.2h): with a mana source
    that deals damage the fast path pays no life (the full model decides)."""
    assert _fast("Vault Skirge", ["Adarkar Wastes"], life=20)[1] is None


def test_kicker_left_unpaid() -> None:
    """Burst Lightning ({R}, kicker {4}) with one Mountain: cast unkicked (118.8b)."""
    _, plan = _fast("Burst Lightning", ["Mountain"])
    assert plan is not None and plan.optional_costs == {}


def _check_hand(state: GameState, player: str) -> int:
    n = 0
    for o in state.player(player).hand:
        if "Land" in o.types or o.card.unsupported or timing_reasons(state, player, o):
            continue
        plan = try_fast(state, player, o)
        if plan is not None:
            assert referee.check(state, plan) == [], (o.name, plan)
            n += 1
    return n


def test_witnesses_pass_the_referee(pool: CardPool) -> None:
    """Every fast witness of a hand card on the deck states, the benchmark boards and the
    generator's boards (the subject, moved to its owner's main phase) passes the referee."""
    n = sum(_check_hand(GameState.from_json(d), "me") for _deck, _seed, d in deck_states(50))
    n += sum(_check_hand(GameState.from_json(boards.board((5, 10, 20)[s % 3], s)), "me") for s in range(24))
    for state in main_phase_boards(pool, 200):
        assert state.priority is not None
        obj = state.object(SUBJECT)
        if obj is None or obj.zone != "hand" or timing_reasons(state, state.priority, obj):
            continue
        try:
            plan = try_fast(state, state.priority, obj)
        except (InputError, UnsupportedCardError):
            continue
        if plan is not None:
            assert referee.check(state, plan) == [], plan
            n += 1
    assert n >= 100, n


def test_two_brid_by_hand() -> None:
    """Spectral Procession ({2/W}{2/W}{2/W}): three Plains pay all three with {W}; two Plains and
    two Mountains pay two with {W} and one with {2} (107.4e); two Plains and a Mountain can't."""
    _, plan = _fast("Spectral Procession", ["Plains"] * 3)
    assert plan is not None and plan.announced == ("mana",) * 3
    _, plan = _fast("Spectral Procession", ["Plains", "Plains", "Mountain", "Mountain"])
    assert plan is not None and sorted(plan.announced) == ["generic", "mana", "mana"]
    assert _fast("Spectral Procession", ["Plains", "Plains", "Mountain"])[1] is None


def test_affinity_by_hand() -> None:
    """Frogmite ({4}, affinity for artifacts, 702.41a) with two Ornithopters costs {2}: two
    Mountains pay it; one Mountain can't."""
    _, plan = _fast("Frogmite", ["Ornithopter", "Ornithopter", "Mountain", "Mountain"])
    assert plan is not None and plan.total_cost == "{2}"
    assert _fast("Frogmite", ["Ornithopter", "Ornithopter", "Mountain"])[1] is None


def test_alternative_cost_left_unchosen() -> None:
    """A hand card with an alternative cost (118.9) cast by its mana cost (601.2b): Lingering
    Souls ({2}{W}, flashback only from the graveyard) with three Plains, Snuff Out ({3}{B}, or 4
    life with a Swamp) with four Swamps, aimed at the Grizzly Bears; Fireblast ({4}{R}{R}) with
    two Mountains has no mana-cost witness (its sacrifice is left to the model, which says yes)."""
    _, plan = _fast("Lingering Souls", ["Plains"] * 3)
    assert plan is not None and plan.alternative_cost is None and plan.zone == "hand" and plan.total_cost == "{2}{W}"
    _, plan = _fast("Snuff Out", ["Swamp"] * 4)
    assert plan is not None and plan.alternative_cost is None and plan.total_cost == "{3}{B}" and plan.life_paid == 0
    assert plan.targets == (("opp.battlefield.0",),)
    state, plan = _fast("Fireblast", ["Mountain", "Mountain"])
    assert plan is None
    answer = api.can_cast(state, "s", "me")
    assert answer.castable and answer.plan is not None and answer.plan.alternative_cost is not None


#: hand-copied Oracle records (the built-in card list has Lingering Souls only)
_REMINDER = " (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
FLASHBACK_CARDS = [
    {"name": "Think Twice", "mana_cost": "{1}{U}", "type_line": "Instant",
     "oracle_text": "Draw a card.\nFlashback {2}{U}" + _REMINDER},
    {"name": "Firebolt", "mana_cost": "{R}", "type_line": "Sorcery",
     "oracle_text": "Firebolt deals 2 damage to any target.\nFlashback {4}{R}" + _REMINDER},
    {"name": "Deep Analysis", "mana_cost": "{3}{U}", "type_line": "Sorcery",
     "oracle_text": "Target player draws two cards.\nFlashback\u2014{1}{U}, Pay 3 life." + _REMINDER},
]


@pytest.mark.parametrize(("spell", "lands", "fast"), [
    ("Lingering Souls", ["Swamp", "Plains"], True),  # flashback {1}{B}
    ("Lingering Souls", ["Plains", "Plains"], False),  # no {B}: the model (no)
    ("Think Twice", ["Island", "Island", "Island"], True),  # flashback {2}{U}
    ("Firebolt", ["Mountain"] * 5, True),  # flashback {4}{R}, aimed at the opponent first
    ("Deep Analysis", ["Island"] * 2, False),  # flashback {1}{U} and 3 life: not a plain flashback
])
def test_flashback_from_the_graveyard(spell: str, lands: list[str], fast: bool) -> None:
    """A card in its owner's graveyard cast by a plain flashback cost (702.34a, 601.2b): the
    witness pays that cost from the graveyard, passes the referee, and the full model agrees;
    another player's copy and a sorcery on the opponent's turn get none (117.1a)."""
    def state_of(**top: object) -> GameState:
        return two_player(me={"graveyard": [{"card": spell, "id": "s"}], "battlefield": lands},
                          opp={"battlefield": ["Grizzly Bears"], "graveyard": [{"card": spell, "id": "t"}]},
                          cards=FLASHBACK_CARDS, **top)

    state = state_of()
    obj = state.object("s")
    assert obj is not None and not obj.card.unsupported
    plan = try_fast(state, "me", obj)
    assert (plan is not None) == fast
    if plan is not None:
        assert plan.zone == "graveyard" and plan.alternative_cost == "flashback" and referee.check(state, plan) == []
        assert solve(CastModel(state, "me", obj), 30.0)[0] == "yes"
    theirs = state.object("t")
    assert theirs is not None and try_fast(state, "me", theirs) is None
    if "Sorcery" in obj.types:
        later = state_of(turn={"active_player": "opp", "phase": "main1", "priority": "me"})
        lobj = later.object("s")
        assert lobj is not None and try_fast(later, "me", lobj) is None
