"""Issue 12, "Costs": cost changes read from real Oracle text (the shared card data's records,
put in each state's own ``cards``), each counted by hand from the rule text and checked by the
solver, the referee (every plan) and the brute-force reference alike (``agreed_options``).

601.2f: "the total cost is the mana cost or alternative cost (as determined in rule 601.2b),
plus all additional costs and cost increases, and minus all cost reductions. If the mana
component of the total cost is reduced to nothing by cost reductions, any excess reduction is
ignored. ... Once the total cost is determined, any effects that directly affect the total cost
are applied. Then the resulting total cost becomes 'locked in.'" The targets are chosen before
(601.2c), so a cost that depends on them is known when the total is locked in.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Price of Fame", "Phyrexian Purge", "Accursed Witch", "Battlefield Thaumaturge", "Lead Astray",
         "Go for the Throat", "Defense Grid", "Isamaru, Hound of Konda", "Grizzly Bears", "Llanowar Elves",
         "Mystical Dispute", "Counterspell", "Hunter's Mark", "Mindbreak Trap",
         "Khalni Hydra", "Grand Arbiter Augustin IV", "Forest", "Torgaar, Famine Incarnate", "Swamp"}
def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(records().values()), **top}
    return GameState.from_json(data)


def lands(name: str, n: int, prefix: str = "l") -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}"} for i in range(n)]


def targets_of(plans: list[Any]) -> list[tuple[str, ...]]:
    return sorted(tuple(sorted(p.targets[0])) for p in plans)


# ----- the reader: every printing of each template --------------------------------------------

def test_every_if_it_targets_printing_is_read_or_named() -> None:
    """All 27 "This spell costs {N} less to cast if it targets ..." faces of the data: read
    when the condition is an object filter on the spell's own kind of target; the others
    (a creature "whose controller has eight or more cards in their graveyard", "a spell or
    ability that targets ...") stay unsupported, naming a line. "A creature with flying" is read
    since cost13f (Swampsnare Trap: a keyword in the target filter)."""
    read, refused = [], []
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            if "less to cast if it targets" in (rec.get("oracle_text") or ""):
                card = read_card(rec)
                (refused if card.unsupported else read).append(card)
    assert len(read) + len(refused) >= 27 and len(read) >= 16
    assert all(c.target_costs and c.target_costs[0].kind == "reduce" for c in read)
    by_name = {c.name: c for c in read}
    assert {"Price of Fame", "Mystical Dispute", "Luminous Rebuke", "Hunter's Mark"} <= set(by_name)
    mark = by_name["Hunter's Mark"].target_costs[0].targeting
    assert mark is not None and mark.colors == {"U"} and mark.controller == "opponent"
    assert {"Lullmage's Domination", "Not of This World"} <= {c.name for c in refused}
    trap = by_name["Swampsnare Trap"].target_costs[0]
    assert trap.amount == 1 and trap.targeting is not None and trap.targeting.keywords == {"flying"}


# ----- 601.2f: "costs {2} less to cast if it targets a legendary creature" ----------------------

def test_price_of_fame_costs_two_less_at_a_legendary_creature() -> None:
    """Price of Fame ({3}{B}): "This spell costs {2} less to cast if it targets a legendary
    creature." Opponent: Isamaru (legendary) and Grizzly Bears. Two Swamps pay {1}{B}, not
    {3}{B}: exactly 1 option, at Isamaru. Four Swamps: Bears for {3}{B} (all four) and Isamaru
    for {1}{B} (any two of four interchangeable Swamps: one option): 2 options."""
    opp = {"battlefield": [{"card": "Isamaru, Hound of Konda", "id": "isamaru"}, {"card": "Grizzly Bears", "id": "bears"}]}
    plans = agreed_options(board({"hand": [{"card": "Price of Fame", "id": "pof"}],
                                  "battlefield": lands("Swamp", 2)}, opp), "pof")
    assert targets_of(plans) == [("isamaru",)] and plans[0].total_cost == "{1}{B}"
    plans = agreed_options(board({"hand": [{"card": "Price of Fame", "id": "pof"}],
                                  "battlefield": lands("Swamp", 4)}, opp), "pof")
    assert targets_of(plans) == [("bears",), ("isamaru",)]
    assert sorted(p.total_cost for p in plans) == ["{1}{B}", "{3}{B}"]


def test_a_plan_claiming_the_reduction_at_a_nonlegendary_target_is_refused() -> None:
    """The referee recomputes 601.2f from the targets: Isamaru's plan retargeted at Bears
    still says {1}{B}, which is wrong ({3}{B})."""
    s = board({"hand": [{"card": "Price of Fame", "id": "pof"}], "battlefield": lands("Swamp", 4)},
              {"battlefield": [{"card": "Isamaru, Hound of Konda", "id": "isamaru"},
                               {"card": "Grizzly Bears", "id": "bears"}]})
    plan = next(p for p in agreed_options(s, "pof") if p.targets[0] == ("isamaru",))
    bad = dataclasses.replace(plan, targets=(("bears",),))
    assert any(e.startswith("601.2f") for e in referee.check(s, bad))


def test_mystical_dispute_at_a_blue_spell() -> None:
    """Mystical Dispute ({2}{U}): {2} less "if it targets a blue spell". The opponent's
    Counterspell (blue) on the stack, one Island: exactly 1 option ({U}); with the stack
    holding a black Go for the Throat instead, one Island pays nothing: 0 options."""
    me = {"hand": [{"card": "Mystical Dispute", "id": "md"}], "battlefield": lands("Island", 1)}
    turn = {"active_player": "opp", "phase": "main1", "priority": "me"}
    blue = board(me, stack=[{"card": "Counterspell", "id": "cs", "controller": "opp"}], turn=turn)
    plans = agreed_options(blue, "md")
    assert targets_of(plans) == [("cs",)] and plans[0].total_cost == "{U}"
    black = board(me, stack=[{"card": "Go for the Throat", "id": "gft", "controller": "opp"}], turn=turn)
    assert agreed_options(black, "md") == []


# ----- 601.2f, 119.4: "costs 3 life more to cast for each target" -------------------------------

@pytest.mark.parametrize(("life", "count"), [(7, 7), (9, 8), (2, 1)])
def test_phyrexian_purge_pays_three_life_per_target(life: int, count: int) -> None:
    """Phyrexian Purge ({2}{B}{R}): "Destroy any number of target creatures" (zero allowed,
    115.6), 3 life more for each target; 119.4: life is paid only up to the life total.
    Three different opposing creatures, four lands paying {2}{B}{R} one way. Life 7: 0, 1 or 2
    targets (9 life for 3 is too much): C(3,0)+C(3,1)+C(3,2) = 1+3+3 = 7 options. Life 9: all
    three too, 8. Life 2: no target only, 1."""
    s = board({"life": life, "hand": [{"card": "Phyrexian Purge", "id": "pp"}],
               "battlefield": [*lands("Swamp", 2, "s"), *lands("Mountain", 2, "m")]},
              {"battlefield": [{"card": "Isamaru, Hound of Konda", "id": "a"}, {"card": "Grizzly Bears", "id": "b"},
                               {"card": "Llanowar Elves", "id": "c"}]})
    plans = agreed_options(s, "pp")
    assert len(plans) == count
    assert all(p.life_paid == 3 * len(p.targets[0]) for p in plans)


# ----- a permanent's cost change for spells that target it -----------------------------------------

def test_accursed_witch_makes_spells_at_it_cheaper_for_opponents() -> None:
    """Accursed Witch: "Spells your opponents cast that target Accursed Witch cost {1} less to
    cast." Go for the Throat ({1}{B}, target nonartifact creature), one Swamp. Opponent's Witch
    and Bears: at the Witch it costs {B}: 1 option; Bears would need {1}{B}. Two Witches of the
    opponent (interchangeable): still 1 option (each Witch reduces only spells at itself, and
    the two targets are the same option). My own Witch: I am no opponent, 0 options."""
    me = {"hand": [{"card": "Go for the Throat", "id": "gft"}], "battlefield": lands("Swamp", 1)}
    one = board(me, {"battlefield": [{"card": "Accursed Witch", "id": "w"}, {"card": "Grizzly Bears", "id": "b"}]})
    plans = agreed_options(one, "gft")
    assert targets_of(plans) == [("w",)] and plans[0].total_cost == "{B}"
    two = board(me, {"battlefield": [{"card": "Accursed Witch", "id": "w1"}, {"card": "Accursed Witch", "id": "w2"}]})
    assert len(agreed_options(two, "gft")) == 1
    mine = board({**me, "battlefield": [*lands("Swamp", 1), {"card": "Accursed Witch", "id": "w"}]})
    assert agreed_options(mine, "gft") == []


def test_battlefield_thaumaturge_reduces_per_creature_targeted() -> None:
    """Battlefield Thaumaturge (mine): "Each instant and sorcery spell you cast costs {1} less
    to cast for each creature it targets." Lead Astray ({1}{W}): "Tap up to two target
    creatures." Creatures: the Thaumaturge, Isamaru and Bears (3, all different). One Plains:
    no target costs {1}{W} (too much); one target {W}: 3 options; two targets {W} (the second
    {1} of reduction is ignored, 601.2f): C(3,2) = 3 options; 6 in all. Two Plains: the
    untargeted cast too, 7."""
    opp = {"battlefield": [{"card": "Isamaru, Hound of Konda", "id": "a"}, {"card": "Grizzly Bears", "id": "b"}]}

    def s(plains: int) -> GameState:
        return board({"hand": [{"card": "Lead Astray", "id": "la"}],
                      "battlefield": [{"card": "Battlefield Thaumaturge", "id": "t"}, *lands("Plains", plains)]}, opp)
    plans = agreed_options(s(1), "la")
    assert len(plans) == 6 and all(p.total_cost == "{W}" for p in plans)
    assert len(agreed_options(s(2), "la")) == 7


# ----- cost increases off turn (Defense Grid) ---------------------------------------------------

def test_defense_grid_taxes_only_off_turn() -> None:
    """Defense Grid (the opponent's): "Each spell costs {3} more to cast except during its
    controller's turn." Go for the Throat at Bears. On my turn: {1}{B}, two Swamps: 1 option.
    On the opponent's turn (I hold priority): {4}{B}; two Swamps: 0 options, five Swamps: 1."""
    opp = {"battlefield": [{"card": "Defense Grid", "id": "grid"}, {"card": "Grizzly Bears", "id": "b"}]}
    theirs = {"active_player": "opp", "phase": "main1", "priority": "me"}

    def s(swamps: int, **top: Any) -> GameState:
        return board({"hand": [{"card": "Go for the Throat", "id": "gft"}], "battlefield": lands("Swamp", swamps)},
                     opp, **top)
    plans = agreed_options(s(2), "gft")
    assert len(plans) == 1 and plans[0].total_cost == "{1}{B}"
    assert agreed_options(s(2, turn=theirs), "gft") == []
    answer = can_cast(s(2, turn=theirs), "gft")
    assert answer.castable is False
    plans = agreed_options(s(5, turn=theirs), "gft")
    assert len(plans) == 1 and plans[0].total_cost == "{4}{B}"


# ----- 118.9: a conditional alternative cost (Mindbreak Trap) -------------------------------------

@pytest.mark.parametrize(("mine", "theirs", "islands", "count"),
                         [(0, 3, 0, 2), (0, 2, 0, 0), (0, 2, 4, 2), (0, 3, 4, 4), (3, 0, 0, 0)])
def test_mindbreak_trap_is_free_after_an_opponents_third_spell(mine: int, theirs: int, islands: int,
                                                               count: int) -> None:
    """Mindbreak Trap ({2}{U}{U}): "If an opponent cast three or more spells this turn, you may
    pay {0} rather than pay this spell's mana cost. Exile any number of target spells." On the
    opponent's turn, their Grizzly Bears on the stack: any number of targets (115.6: zero too)
    is 2 choices, no target or the Bears. The opponent cast 3: {0} with no land, 2 options; 2
    spells: the mana cost only, 0 options without lands, 2 with four Islands; 3 spells and four
    Islands: both costs (the alternative cost is part of the option, 118.9), 4. My own three
    spells don't count ("an opponent"): 0."""
    s = board({"hand": [{"card": "Mindbreak Trap", "id": "trap"}], "battlefield": lands("Island", islands),
               "spells_cast_this_turn": mine},
              {"spells_cast_this_turn": theirs}, stack=[{"card": "Grizzly Bears", "id": "gb", "controller": "opp"}],
              turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    plans = agreed_options(s, "trap")
    assert len(plans) == count
    free = [p for p in plans if p.alternative_cost == "Mindbreak Trap"]
    assert len(free) == (2 if theirs >= 3 else 0) and all(p.total_cost in ("", "{0}") for p in free)


def test_referee_refuses_the_free_trap_before_the_third_spell() -> None:
    """118.9: the referee checks the condition itself: the {0} plan of a board where the
    opponent cast three spells is refused where they cast two."""
    def s(theirs: int) -> GameState:
        return board({"hand": [{"card": "Mindbreak Trap", "id": "trap"}]}, {"spells_cast_this_turn": theirs},
                     stack=[{"card": "Grizzly Bears", "id": "gb", "controller": "opp"}],
                     turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    plan = agreed_options(s(3), "trap")[0]
    assert any(e.startswith("118.9") for e in referee.check(s(2), plan))


# ----- 118.7c: a colored reduction for each permanent (Khalni Hydra) ------------------------------

@pytest.mark.parametrize(("bears", "forests", "arbiter", "count", "total"),
                         [(6, 2, False, 1, "{G}{G}"), (5, 2, False, 0, None), (9, 0, False, 1, "{0}"),
                          (8, 0, True, 0, None), (8, 1, True, 1, "{1}"), (9, 0, True, 1, "{0}")])
def test_khalni_hydra_costs_g_less_per_green_creature(bears: int, forests: int, arbiter: bool, count: int,
                                                      total: str | None) -> None:
    """Khalni Hydra ({G}x8): "This spell costs {G} less to cast for each green creature you
    control." My Grizzly Bears (green, no mana abilities) count. 6 Bears: {G}{G}, two Forests
    pay it: 1 option; 5 Bears: {G}{G}{G}, 0. 118.7c: a colored reduction past the cost's {G}
    comes off the generic part: 9 Bears, nothing left to pay: 1 option (free). The opponent's
    Grand Arbiter Augustin IV adds {1} ("Spells your opponents cast cost {1} more"): 8 Bears
    leave {1} (0 options without lands, 1 with a Forest); 9 Bears take the {1} too: free."""
    opp = {"battlefield": [{"card": "Grand Arbiter Augustin IV", "id": "gaa"}]} if arbiter else {}
    s = board({"hand": [{"card": "Khalni Hydra", "id": "kh"}],
               "battlefield": [*lands("Grizzly Bears", bears, "b"), *lands("Forest", forests, "f")]}, opp)
    plans = agreed_options(s, "kh")
    assert len(plans) == count
    assert all(p.total_cost == total for p in plans)


# ----- 118.8b, 601.2f: "you may sacrifice any number of creatures", {2} less for each ----------------

@pytest.mark.parametrize(("swamps", "count"), [(2, 1), (4, 3), (8, 6), (1, 0)])
def test_torgaar_costs_two_less_per_creature_sacrificed(swamps: int, count: int) -> None:
    """Torgaar, Famine Incarnate ({6}{B}{B}): "As an additional cost to cast this spell, you may
    sacrifice any number of creatures. This spell costs {2} less to cast for each creature
    sacrificed this way." Mine: two Grizzly Bears (interchangeable) and Isamaru. Sacrificing n
    costs {6-2n}{B}{B}; which n creatures: n=0 one way, n=1 two (a Bear or Isamaru), n=2 two
    (both Bears, or a Bear and Isamaru), n=3 one. Two Swamps: only n=3, 1 option; four: n=2 or
    3, 3 options; eight: every n, 6; one Swamp can't pay {B}{B}: 0."""
    s = board({"hand": [{"card": "Torgaar, Famine Incarnate", "id": "tg"}],
               "battlefield": [*lands("Swamp", swamps, "s"), *lands("Grizzly Bears", 2, "b"),
                               {"card": "Isamaru, Hound of Konda", "id": "i"}]})
    plans = agreed_options(s, "tg")
    assert len(plans) == count
    for p in plans:
        n = p.optional_costs.get("sacrifice", 0)
        assert len(p.sacrificed) == n and p.total_cost == (f"{{{6 - 2 * n}}}{{B}}{{B}}" if n < 3 else "{B}{B}")
