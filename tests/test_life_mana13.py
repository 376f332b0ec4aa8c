"""Issue 13: mana abilities with "Pay N life" in their cost (Mana Confluence, the horizon
lands, the Amonkhet deserts, Kozilek's Translator...). Read from real Oracle text (the shared
card data's records, in each state's own ``cards``); every count worked out by hand from the
rules below and checked by the solver, the referee (every plan) and the brute-force
reference alike (``agreed_options``).

119.4: a player can pay life only if their life total is greater than or equal to the
payment; paying 0 life is always possible (119.4b, stated in our words). 601.2g: the mana
abilities are activated before the total cost is paid (601.2h), so the life their costs take
is gone when the spell's own life (Phyrexian symbols paid with 2 life, 107.4f) is paid: all
the life paid together is at most the life total. 119.3 (in our words): paying life is losing
it, so applying the cast lowers the life total and raises ``life_lost_this_turn`` by it.
Distinct options (docs/answers.md): the objects used and the spell's life paid tell options
apart, so which permanent taps says how much life its ability paid.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast, mana_pools
from castable.solver.reference.pools import reference_mana_pools
from castable.solver.transitions import apply
from conftest import agreed_options
from conftest import board as two_player

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

#: "<cost>, Pay N life: Add ..." printings the reader now reads in full
FAMILY = ("Mana Confluence", "Blightsoil Druid", "Fiery Islet", "Ifnir Deadlands", "Kozilek's Translator",
          "Phyrexian Lens", "Standing Stones", "Memory of Toshiro", "Horizon Canopy")
#: the template where the ability is repeated while life lasts: not modelled
UNREAD = ("Blood Celebrant", "Lord of the Forsaken", "Treasonous Ogre")
NAMES = {*FAMILY, *UNREAD, "Plains", "Swamp"}
SPELLS = [{"name": "Test W", "mana_cost": "{W}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
          {"name": "Test WW", "mana_cost": "{W}{W}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
          {"name": "Test 2", "mana_cost": "{2}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
          {"name": "Test 1WP", "mana_cost": "{1}{W/P}", "type_line": "Sorcery", "oracle_text": "Draw a card."}]


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(cards: list[str], life: int, hand: tuple[str, ...] = ()) -> GameState:
    me = {"name": "me", "life": life, "battlefield": [{"card": c, "id": f"b{i}"} for i, c in enumerate(cards)],
          "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    return GameState.from_json({"players": [me, {"name": "opp"}], "cards": [*records().values(), *SPELLS],
                                "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def test_the_family_is_read() -> None:
    """Each printing has one mana ability paying exactly 1 life (every printing says "Pay 1
    life"), never repeatable; the repeatable ones ("{B}, Pay 1 life: Add ...") stay unread."""
    for name in FAMILY:
        card = read_card(records()[name])
        assert not card.unsupported, (name, card.unsupported)
        lives = [a.life for a in card.mana_abilities if a.life]
        assert lives == [1] and not any(a.repeatable for a in card.mana_abilities), name
    for name in UNREAD:
        assert read_card(records()[name]).unsupported, name


@pytest.mark.parametrize(("life", "count"), [(20, 1), (1, 1), (0, 0), (-2, 0)])
def test_one_confluence(life: int, count: int) -> None:
    """{W} with only Mana Confluence: one option (tap it for {W}, paying 1 life) while the life
    total is at least 1 (119.4); none at 0 or below."""
    state = board(["Mana Confluence"], life, ("Test W",))
    assert len(agreed_options(state, "h0")) == count
    if not count:
        assert any(r.rule == "119.4" for r in can_cast(state, "h0").reasons)


@pytest.mark.parametrize(("life", "count"), [(3, 1), (2, 1), (1, 0)])
def test_two_confluences_share_the_life_total(life: int, count: int) -> None:
    """{W}{W} from two Mana Confluences: both pay 1 life, 2 in all; one option (the two are
    interchangeable) at 2 life or more, none at 1 (119.4: the second payment finds 0 life)."""
    state = board(["Mana Confluence", "Mana Confluence"], life, ("Test WW",))
    assert len(agreed_options(state, "h0")) == count


@pytest.mark.parametrize(("life", "count"), [(3, 3), (2, 2), (1, 1), (0, 0)])
def test_shared_with_phyrexian_life(life: int, count: int) -> None:
    """{1}{W/P} with a Plains and Mana Confluence. The options: (a) {W/P} paid with 2 life and
    the Plains paying {1} (2 life); (b) {W/P} with 2 life and Confluence paying {1} (1 + 2 = 3
    life); (c) both tapped, {W/P} paid with mana (1 life, Confluence's). Tapping both with
    {W/P} paid with life leaves one activation idle (docs/cli.md). So 3 options at 3 life,
    (a) and (c) at 2, only (c) at 1, none at 0."""
    state = board(["Plains", "Mana Confluence"], life, ("Test 1WP",))
    got = agreed_options(state, "h0")
    assert len(got) == count
    for plan in got:
        assert plan.life_paid + ("b1" in {a.object for a in plan.activations}) <= life


@pytest.mark.parametrize(("life", "count"), [(1, 1), (0, 0)])
def test_once_each_turn_without_tap(life: int, count: int) -> None:
    """Kozilek's Translator's "Pay 1 life: Add {C}. Activate only once each turn." with a Swamp
    pays {2} once, for 1 life; at 0 life it can't be activated (119.4)."""
    state = board(["Kozilek's Translator", "Swamp"], life, ("Test 2",))
    assert len(agreed_options(state, "h0")) == count


@pytest.mark.parametrize(("life", "count"), [(0, 1), (1, 5), (2, 15)])
def test_pools(life: int, count: int) -> None:
    """Two Mana Confluences: the maximal pools are one mana of any color at 1 life (5), two
    mana in any colors at 2 life (the 15 multisets of size 2 of 5 colors), and only the empty
    pool at 0 life."""
    state = board(["Mana Confluence", "Mana Confluence"], life)
    got = mana_pools(state, "me").pools
    assert len(got) == count
    assert sorted(map(str, got)) == sorted(map(str, reference_mana_pools(state, "me")))


def test_apply_pays_the_life() -> None:
    """Casting {W} with Mana Confluence: the life total goes from 5 to 4, and the life lost this
    turn from 0 to 1 (119.3, 119.4)."""
    state = board(["Mana Confluence"], 5, ("Test W",))
    plan = can_cast(state, "h0").plan
    assert plan is not None and referee.check(state, plan) == []
    after = apply(state, plan)
    me = after.player("me")
    assert (me.life, me.life_lost_this_turn) == (4, 1)


def test_referee_refuses_life_not_there() -> None:
    """A plan tapping both Mana Confluences for {W}{W} at 1 life: the second activation's cost
    finds 0 life (119.4)."""
    ok = board(["Mana Confluence", "Mana Confluence"], 2, ("Test WW",))
    plan = can_cast(ok, "h0").plan
    assert plan is not None and referee.check(ok, plan) == []
    short = board(["Mana Confluence", "Mana Confluence"], 1, ("Test WW",))
    assert any(e.startswith("119.4") for e in referee.check(short, plan))


TRANSLATOR = {"name": "Test Translator", "mana_cost": "{2}", "type_line": "Creature — Eldrazi", "power": "1",
              "toughness": "1", "oracle_text": "Pay 1 life: Add {C}. Activate only once each turn."}
CONVOKE_TWO = {"name": "Test Convoke", "mana_cost": "{2}", "type_line": "Sorcery",
               "oracle_text": "Convoke\nDraw a card."}


def test_a_mana_ability_that_keeps_its_creature_untapped_then_convoke() -> None:
    """A {2} convoke sorcery with a summoning-sick creature whose mana ability costs only 1 life
    (no {T}) and Grizzly Bears. The creature's ability (601.2g) leaves it untapped, so it may
    then also be tapped for convoke (601.2h; 702.51a: summoning sickness doesn't stop convoke,
    302.6 is about {T} costs). Its two units ({C} and a convoke), and the Bears' convoke: any
    two of the three, 3 options; without the Bears only both of the creature's, 1 option. (The
    reference once gave each permanent one use only and missed the option using both.)"""
    sick = {"card": "Test Translator", "summoning_sick": True}
    for bears, expected in ((["Grizzly Bears"], 3), ([], 1)):
        state = two_player(me={"life": 5, "hand": [{"card": "Test Convoke", "id": "s"}],
                               "battlefield": [sick, *bears]}, cards=[TRANSLATOR, CONVOKE_TWO])
        plans = agreed_options(state, "s", "me")
        assert len(plans) == expected
        assert any(p.convoked == ("me.battlefield.0",) and p.activations for p in plans)


PHYREXIAN_TWO = {"name": "Test Phyrexian", "mana_cost": "{2}{W/P}", "type_line": "Sorcery",
                 "oracle_text": "Draw a card."}


@pytest.mark.parametrize(("life", "expected"), [(1, 1), (2, 1), (3, 1), (4, 3), (5, 3)])
def test_the_spells_life_is_paid_after_a_mana_abilitys_damage(life: int, expected: int) -> None:
    """{2}{W/P} with Ancient Tomb ("{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.") and a
    Plains. Ancient Tomb's damage is part of its mana ability (605.3b), dealt in 601.2g, before
    the total cost's life is paid in 601.2h (119.4: only up to the life total; 120.3a: damage to
    a player is life lost). The Plains pays {W} and the Tomb {2}: always (no life paid). {W/P}
    as 2 life needs the Tomb for {2}, after which 2 less life is left: life >= 4; then the Tomb
    alone, or the Tomb and the Plains (one {C} floats): 3 options from 4 life on, 1 below."""
    state = two_player(me={"life": life, "hand": [{"card": "Test Phyrexian", "id": "s"}],
                           "battlefield": ["Ancient Tomb", "Plains"]}, cards=[PHYREXIAN_TWO])
    plans = agreed_options(state, "s", "me")
    assert len(plans) == expected
    assert all(p.life_paid == 0 for p in plans) == (life < 4)


@pytest.mark.parametrize("life", [2, 3, 4])
def test_ancient_tomb_alone_and_phyrexian_life(life: int) -> None:
    """{2}{W/P} with Ancient Tomb only: the {W/P} must be 2 life, paid after the Tomb's 2
    damage (605.3b, 119.4): castable from 4 life, not at 2 or 3; a plan made at 4 life is
    rejected by the referee at 3."""
    def state(n: int) -> Any:
        return two_player(me={"life": n, "hand": [{"card": "Test Phyrexian", "id": "s"}],
                              "battlefield": ["Ancient Tomb"]}, cards=[PHYREXIAN_TWO])
    plans = agreed_options(state(life), "s", "me")
    assert len(plans) == (1 if life >= 4 else 0)
    assert can_cast(state(life), "s", "me").castable == (life >= 4)
    if life == 3:
        (plan,) = agreed_options(state(4), "s", "me")
        assert any(e.startswith("119.4") for e in referee.check(state(3), plan))


#: a land whose life-paying ability is listed before its free one (Starting Town's two
#: abilities, in the other order): which one taps it is the same option when neither pays life
TOWN = {"name": "Test Town Two", "mana_cost": "", "type_line": "Land",
        "oracle_text": "{T}, Pay 1 life: Add one mana of any color.\n{T}: Add {C}."}


@pytest.mark.parametrize(("spell", "life", "expected"), [("Test 2", 0, 3), ("Test 2", 1, 3), ("Test 1R", 0, 2),
                                                         ("Test 1R", 1, 3)])
def test_a_free_ability_is_not_hidden_behind_one_paying_life(spell: str, life: int, expected: int) -> None:
    """Test Town Two, a Mountain and a Plains. At 0 life its "Pay 1 life" ability can't be
    activated (119.4), but its {C} can: {2} is paid by any two of the three lands (3 options);
    {1}{R} needs the Mountain's {R} and one of the others (2). At 1 life the Town may also make
    {R}: {1}{R} by the Town and the Plains too (3). The reference once merged the two ways of
    tapping the Town before checking life, kept the one paying life and then dropped it (found
    by the differential, seeds 2512007604 and 2512007663)."""
    cards = [TOWN, {"name": "Test 2", "mana_cost": "{2}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
             {"name": "Test 1R", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Draw a card."}]
    state = GameState.from_json({"players": [{"name": "me", "life": life, "hand": [{"card": spell, "id": "s"}],
                                              "battlefield": [{"card": "Test Town Two", "id": "t"},
                                                              {"card": "Mountain", "id": "m"},
                                                              {"card": "Plains", "id": "p"}]}, {"name": "opp"}],
                                 "cards": cards, "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})
    assert len(agreed_options(state, "s")) == expected
