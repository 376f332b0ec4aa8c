"""Issue 12: Mana Cache's "Remove a charge counter from Mana Cache: Add {C}. Any player may
activate this ability but only during their turn before the end step." Read from the real
Oracle text (the shared card data's record, in each state's own ``cards``); every count below
is worked out by hand from the rules and checked by the solver, the referee (every plan) and
the brute-force reference alike (``agreed_options``).

The rules used (602.2 is in the shared excerpts; the others in our words):
- 602.2: to activate an ability is to put it on the stack and pay its costs; the player who
  activates it controls it. "Any player may activate this ability" lets a player other than
  the source's controller do so (the source stays its controller's permanent).
- 118.3: a cost can't be paid without what it uses: each activation removes one charge
  counter, so Mana Cache is activated at most once per counter on it (605.1a: without {T} it
  may be activated again during the same payment).
- "during their turn": only the activating player's own turn, i.e. only the active player may
  activate it (its controller too only during their own turn). "before the end step": the
  ending phase's end step (513.1) and the cleanup step after it are closed.
- docs/cli.md's distinct options: a mana ability is part of an option only if its mana is
  used; two activations of the one Mana Cache can't be told apart by anything.

An opponent's Mana Cache is the active player's mana source as their own is (602.2): each
checker adds it to the active player's sources only (``castable.model.commander.
foreign_sources`` / ``may_use_mana``), never to what they control (sacrifice, convoke,
improvise, "you control" counts), and its controller can't use it on another player's turn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import activation_options, can_activate, can_cast, mana_pools
from castable.solver.reference import enumerate_plans, reference_can_activate
from castable.solver.reference.pools import reference_mana_pools
from conftest import agreed_options, shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = ("Mana Cache", "Mountain")
SPELLS = [{"name": f"Test {cost}", "mana_cost": cost, "type_line": "Instant", "oracle_text": "Draw a card."}
          for cost in ("{2}", "{C}{C}", "{1}{R}", "{3}")]


def records() -> dict[str, dict[str, Any]]:
    """The shared records of :data:`NAMES` (neither has power or toughness)."""
    return shared_records(frozenset(NAMES))


def cache(charge: int, oid: str = "cache") -> dict[str, Any]:
    return {"card": "Mana Cache", "id": oid, "counters": {"charge": charge} if charge else {}}


def board(mine: list[dict[str, Any]], theirs: tuple[dict[str, Any], ...] = (), *, active: str = "me",
          phase: str = "main1", hand: tuple[str, ...] = ("{2}", "{C}{C}", "{1}{R}", "{3}")) -> GameState:
    me = {"name": "me", "battlefield": mine, "hand": [{"card": f"Test {c}", "id": f"h{c}"} for c in hand]}
    return GameState.from_json({"players": [me, {"name": "opp", "battlefield": list(theirs)}],
                                "cards": [*records().values(), *SPELLS],
                                "turn": {"active_player": active, "priority": "me", "phase": phase}})


MOUNTAIN = {"card": "Mountain", "id": "m"}


def test_the_line_is_read() -> None:
    """Mana Cache (its only printing, NEM) is read whole: a counter-bounded {C} ability that
    any player may activate; no other card has "Any player may activate" on a mana ability
    (the non-mana ones are read as ``ActivatedAbility.any_player``)."""
    card = read_card(records()["Mana Cache"])
    assert card.unsupported is None
    (ab,) = card.mana_abilities
    assert ab.any_player and ab.counter_bounded and ab.produces == (("C",),)
    assert (ab.remove_counters, ab.remove_amount, ab.tap) == ("charge", 1, False)


def test_own_turn_counts() -> None:
    """My turn, main phase, my Mana Cache with two charge counters and a Mountain.
    {2}: two Cache activations, or one Cache activation and the Mountain: 2 options (which
    mana paid which generic symbol is not a difference). {C}{C}: only two Cache activations
    (the Mountain's {R} can't pay {C}, 107.4c): 1. {1}{R}: the Mountain pays {R} and one
    activation the {1}: 1. {3}: both activations and the Mountain: 1."""
    state = board([cache(2), MOUNTAIN])
    counts = {c: len(agreed_options(state, f"h{c}")) for c in ("{2}", "{C}{C}", "{1}{R}", "{3}")}
    assert counts == {"{2}": 2, "{C}{C}": 1, "{1}{R}": 1, "{3}": 1}


def test_counters_bound_it() -> None:
    """118.3: one charge counter, one activation: {C}{C} can't be paid (0 options); {2} is the
    Cache and the Mountain (1); {3} is short by one (0)."""
    state = board([cache(1), MOUNTAIN])
    counts = {c: len(agreed_options(state, f"h{c}")) for c in ("{2}", "{C}{C}", "{3}")}
    assert counts == {"{2}": 1, "{C}{C}": 0, "{3}": 0}


def test_pools() -> None:
    """The maximal pools on my turn: both counters and the Mountain, {R}{C}{C} (1 pool); in
    my end step the Cache makes nothing: {R} (1 pool)."""
    for phase, want in (("main2", ["{R}{C}{C}"]), ("end", ["{R}"])):
        state = board([cache(2), MOUNTAIN], phase=phase)
        assert [str(p) for p in mana_pools(state, "me").pools] == want
        assert sorted(str(p) for p in reference_mana_pools(state, "me")) == want


@pytest.mark.parametrize("phase", ["end", "cleanup"])
def test_not_from_the_end_step(phase: str) -> None:
    """513.1: from the end step on the window is closed, on its controller's own turn too: {2}
    has only the Mountain's {R} and can't be paid (0 options); {1}{R} can't either (0)."""
    state = board([cache(2), MOUNTAIN], phase=phase)
    assert len(agreed_options(state, "h{2}")) == 0
    assert len(agreed_options(state, "h{1}{R}")) == 0


def test_the_referee_closes_the_window() -> None:
    """A plan spending the Cache's mana in the main phase is rejected in the end step."""
    state = board([cache(2), MOUNTAIN])
    answer = can_cast(state, "h{C}{C}")
    assert answer.castable and referee.check(state, answer.plan) == []
    late = board([cache(2), MOUNTAIN], phase="end")
    assert referee.check(late, answer.plan)


def test_an_opponents_cache() -> None:
    """My turn, main phase, the opponent's Mana Cache with two charge counters and my Mountain:
    I may activate it (602.2), as if it were mine for its mana: the same counts as
    ``test_own_turn_counts`` ({2}: 2, {C}{C}: 1, {1}{R}: 1, {3}: 1), each plan's activations
    naming the opponent's Cache. With one counter: {2}: 1 (Cache and Mountain), {C}{C}: 0, {3}: 0."""
    state = board([MOUNTAIN], (cache(2, "their"),))
    counts = {c: len(agreed_options(state, f"h{c}")) for c in ("{2}", "{C}{C}", "{1}{R}", "{3}")}
    assert counts == {"{2}": 2, "{C}{C}": 1, "{1}{R}": 1, "{3}": 1}
    (plan,) = agreed_options(state, "h{C}{C}")
    assert [a.object for a in plan.activations] == ["their", "their"]
    one = board([MOUNTAIN], (cache(1, "their"),))
    counts = {c: len(agreed_options(one, f"h{c}")) for c in ("{2}", "{C}{C}", "{3}")}
    assert counts == {"{2}": 1, "{C}{C}": 0, "{3}": 0}
    assert referee.check(one, plan)  # 118.3: two activations, one counter


def test_an_opponents_cache_closed() -> None:
    """With no counter on it (118.3), or from my end step on (513.1), I can't: the Mountain
    alone, {2}: 0 and {1}{R}: 0; and the main-phase plan is refused in the end step."""
    for theirs, phase in ((cache(0, "their"), "main1"), (cache(3, "their"), "end"), (cache(3, "their"), "cleanup")):
        state = board([MOUNTAIN], (theirs,), phase=phase)
        assert len(agreed_options(state, "h{2}")) == 0
        assert len(agreed_options(state, "h{1}{R}")) == 0
    plan = can_cast(board([MOUNTAIN], (cache(3, "their"),)), "h{C}{C}").plan
    assert "602.2" in {p.split(":", 1)[0] for p in referee.check(board([MOUNTAIN], (cache(3, "their"),), phase="end"), plan)}


def test_on_the_opponents_turn() -> None:
    """The opponent's turn, I have priority: my own Mana Cache is closed to me ("during their
    turn" is the activator's): the Mountain alone, {2}: 0 and {1}{R}: 0, and a plan using it
    is refused (602.2). The opponent, the active player, may take my Cache's two {C}: their
    maximal pool is {C}{C} (1 pool); mine is {R}."""
    state = board([cache(2), MOUNTAIN], active="opp")
    assert len(agreed_options(state, "h{1}{R}")) == 0
    assert len(agreed_options(state, "h{2}")) == 0
    mine = can_cast(board([cache(2), MOUNTAIN]), "h{C}{C}").plan
    assert "602.2" in {p.split(":", 1)[0] for p in referee.check(state, mine)}
    for who, want in (("opp", ["{C}{C}"]), ("me", ["{R}"])):
        assert [str(p) for p in mana_pools(state, who).pools] == want
        assert sorted(str(p) for p in reference_mana_pools(state, who)) == want


def test_pools_with_an_opponents_cache() -> None:
    """My main phase, the opponent's Cache with two counters and my Mountain: my maximal pool
    is {R}{C}{C} (1 pool); the opponent's (not the active player) is empty (1 pool, "")."""
    state = board([MOUNTAIN], (cache(2, "their"),))
    assert [str(p) for p in mana_pools(state, "me").pools] == ["{R}{C}{C}"]
    assert sorted(str(p) for p in reference_mana_pools(state, "me")) == ["{R}{C}{C}"]
    assert [str(p) for p in mana_pools(state, "opp").pools] == [""]


# ----- the other "Any player may activate this ability but only ..." printings (not mana) -----------
#: read now: the timing words are the activating player's (602.5d "as a sorcery": their own main
#: phase with an empty stack; 602.5 "during their turn": their own turn)
TIMED = ("Scandalmonger", "Task Mage Assembly", "Endbringer's Revel", "Volrath's Dungeon")
#: the same sentence with a window the reader doesn't read: "during their draw step", "only if ~
#: is on the stack"
UNTIMED = ("Well of Knowledge", "Lightning Storm")
#: act13b reads "but only during any upkeep step" (602.5: ``ActivatedAbility.window``)
UPKEEP_TIMED = ("Armageddon Clock", "Infinite Hourglass")


def more_records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset((*TIMED, *UNTIMED, *UPKEEP_TIMED, "Forest", "Grizzly Bears")))


def test_the_timed_printings() -> None:
    """Each of TIMED is read whole, its ability any player's with the timing said; UNTIMED stay
    unsupported on that sentence."""
    for name in TIMED:
        card = read_card(more_records()[name])
        assert card.unsupported is None, name
        ab = card.activated_abilities[0]
        assert ab.any_player and (ab.sorcery_speed or ab.your_turn_only) and not (ab.sorcery_speed and ab.your_turn_only)
    for name in UNTIMED:
        card = read_card(more_records()[name])
        assert card.unsupported is not None and "Any player may activate" in card.unsupported, name
    for name in UPKEEP_TIMED:
        ab = read_card(more_records()[name]).activated_abilities[0]
        assert ab.any_player and ab.window is not None and ab.window.phases == frozenset({"upkeep"}), name
        assert ab.window.turn is None and not ab.sorcery_speed and not ab.your_turn_only, name


def _timed(active: str, phase: str, life: int = 20, stack: bool = False) -> GameState:
    me = {"name": "me", "life": life, "battlefield": [{"card": "Forest", "id": f"f{i}"} for i in range(4)],
          "graveyard": [{"card": "Grizzly Bears", "id": "gb"}]}
    opp = {"name": "opp", "battlefield": [{"card": "Scandalmonger", "id": "sm"}, {"card": "Endbringer's Revel", "id": "er"},
                                          {"card": "Volrath's Dungeon", "id": "vd"}]}
    data: dict[str, Any] = {"players": [me, opp], "cards": list(more_records().values()),
                            "turn": {"active_player": active, "priority": "me", "phase": phase}}
    if stack:
        data["stack"] = [{"card": "Grizzly Bears", "id": "s0", "controller": "opp"}]
    return GameState.from_json(data)


def test_an_opponents_sorcery_speed_ability() -> None:
    """The opponent's Scandalmonger ({2}: target player discards a card; any player, as a
    sorcery) and Endbringer's Revel ({4}: return target creature card from a graveyard).
    My main phase, empty stack, four Forests: Scandalmonger's {2} is two of the four
    identical Forests, and its target is me or opp: 2 options; the Revel's {4} is all four
    Forests, its target my Grizzly Bears: 1 option. On the opponent's turn (I hold priority)
    or with a spell on the stack neither is mine to activate as a sorcery: 0."""
    for phase, active, stack, want in (("main1", "me", False, (2, 1)), ("main2", "opp", False, (0, 0)),
                                       ("main1", "me", True, (0, 0)), ("beginning_of_combat", "me", False, (0, 0))):
        state = _timed(active, phase, stack=stack)
        assert (_agree(state, "sm", 0), _agree(state, "er", 0)) == want, (phase, active, stack)


def test_an_opponents_ability_during_my_turn() -> None:
    """The opponent's Volrath's Dungeon: "Pay 5 life: Destroy Volrath's Dungeon. Any player may
    activate this ability but only during their turn." On my turn I pay the 5 life from my own
    total (119.4: a player can pay life only up to their life total; 602.2: I activate it, so
    I pay its cost): 1 option with 20 life, 1 with exactly 5, 0 with 4. On the opponent's turn
    it isn't my turn: 0. Its other ability ("Activate only as a sorcery.") is only its
    controller's (602.2): 0 for me."""
    assert _agree(_timed("me", "main1"), "vd", 0) == 1
    assert _agree(_timed("me", "combat_damage", life=5), "vd", 0) == 1
    assert _agree(_timed("me", "main1", life=4), "vd", 0) == 0
    assert _agree(_timed("opp", "main1"), "vd", 0) == 0
    assert _agree(_timed("me", "main1"), "vd", 1) == 0


def _agree(state: GameState, source: str, k: int, player: str = "me") -> int:
    """Ability ``k`` of ``source`` activated by ``player``: the solver's options all pass the
    referee, are the reference's (by option key) and agree with can_activate; their count."""
    answer = activation_options(state, source, k, player, time_limit=30)
    assert answer.complete
    for plan in answer.options:
        assert referee.check(state, plan) == [], plan.describe(state)
    ref = enumerate_plans(state, source, player, ability=k)
    assert {p.option_key(state) for p in answer.options} == {p.option_key(state) for p in ref}
    assert len(answer.options) == len(ref)
    assert bool(can_activate(state, source, k, player, time_limit=30).castable) == bool(ref)
    assert reference_can_activate(state, source, k, player) == bool(ref)
    return len(ref)


def test_activated_on_its_own() -> None:
    """605: the mana ability activated on its own (ability 0 of Mana Cache). My main phase, two
    charge counters: one activation removes one counter and adds {C}: 1 option. In my end step,
    or (with no counter left to make it anyone else's) on the opponent's turn: 0, and the
    referee refuses the main-phase plan there (602.2)."""
    state = board([cache(2), MOUNTAIN])
    assert _agree(state, "cache", 0) == 1
    plan = can_activate(state, "cache", 0, "me").plan
    for late in (board([cache(2), MOUNTAIN], phase="end"), board([cache(2), MOUNTAIN], phase="cleanup")):
        assert _agree(late, "cache", 0) == 0
        assert "602.2" in {p.split(":", 1)[0] for p in referee.check(late, plan)}


def test_an_opponents_cache_activated_on_its_own() -> None:
    """605, 602.2: the opponent's Mana Cache's mana ability activated on its own by me, the
    active player, in my main phase with two counters on it: one activation, 1 option; in my
    end step 0 (513.1). On the opponent's turn (I hold priority) it is closed to me (only the
    active player's): 0, and the referee refuses the main-phase plan there."""
    state = board([MOUNTAIN], (cache(2, "their"),))
    assert _agree(state, "their", 0) == 1
    plan = can_activate(state, "their", 0, "me").plan
    late = board([MOUNTAIN], (cache(2, "their"),), phase="end")
    assert _agree(late, "their", 0) == 0
    assert "602.2" in {p.split(":", 1)[0] for p in referee.check(late, plan)}
    theirs = board([MOUNTAIN], (cache(2, "their"),), active="opp")
    assert _agree(theirs, "their", 0) == 0
    assert referee.check(theirs, plan)


IMPROVISE = {"name": "Test Improvise", "mana_cost": "{2}", "type_line": "Sorcery",
             "oracle_text": "Improvise (Your artifacts can help cast this spell. Each artifact you tap after "
                            "you're done activating mana abilities pays for {1}.)\nDraw a card."}
ORNITHOPTER = {"name": "Ornithopter", "mana_cost": "{0}", "type_line": "Artifact Creature — Thopter",
               "oracle_text": "Flying", "colors": [], "power": "0", "toughness": "2"}


def test_an_opponents_cache_is_not_mine_to_tap() -> None:
    """702.126a: improvise taps artifacts *you control*; the opponent's Mana Cache (an artifact
    with a charge counter) is only a mana source to me (602.2). My main phase, my Mountain and
    Ornithopter, Test Improvise {2}: Mountain + Cache's {C}, Mountain + improvised Ornithopter,
    Cache's {C} + improvised Ornithopter: 3 options (tapping the Cache for improvise would add
    more)."""
    state = GameState.from_json({
        "players": [{"name": "me", "battlefield": [MOUNTAIN, {"card": "Ornithopter", "id": "thopter"}],
                     "hand": [{"card": "Test Improvise", "id": "imp"}]},
                    {"name": "opp", "battlefield": [cache(1, "their")]}],
        "cards": [*records().values(), IMPROVISE, ORNITHOPTER],
        "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})
    plans = agreed_options(state, "imp")
    assert len(plans) == 3
    assert all("their" not in p.improvised and "their" not in p.tapped for p in plans)
