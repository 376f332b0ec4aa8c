"""A "for each" mana ability counts as it resolves (605.3a): a counted object sacrificed for mana
before it no longer counts.

Uthros, Titanic Godcore (12 charge counters: its station band "12+ | {U}, {T}: Add {U} for each
artifact you control." is active) beside a Treasure ("{T}, Sacrifice this artifact: Add one mana
of any color."). Mana abilities are activated one at a time (605.3a), each paying its cost from
the pool (601.2g); Uthros's amount is the number of artifacts its controller controls when it
resolves, so a Treasure sacrificed before it isn't counted. docs/cli.md: every activation adds
at least one mana to the payment (no idle activations), and an option is the set of objects
tapped / sacrificed (docs/answers.md).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.plan import Activation, Plan
from castable.solver import referee
from castable.solver.cpsat.plaincount import count_plain
from castable.solver.moves import legal_moves
from conftest import agreed_options, shared_records

NAMES = frozenset({"Uthros, Titanic Godcore", "Treasure", "Island"})
TWO = {"name": "Test Two", "mana_cost": "{2}", "type_line": "Sorcery", "oracle_text": "Draw a card."}
THREE = {"name": "Test Three", "mana_cost": "{3}", "type_line": "Sorcery", "oracle_text": "Draw a card."}
BAUBLE = {"name": "Test Bauble", "mana_cost": "{0}", "type_line": "Artifact", "oracle_text": ""}


def _state(extra: list[dict[str, Any]]) -> GameState:
    recs = shared_records(NAMES)
    return GameState.from_json({
        "players": [{"name": "me", "battlefield": [{"card": "Uthros, Titanic Godcore", "id": "u",
                                                   "counters": {"charge": 12}},
                                                  {"card": "Treasure", "id": "t", "token": True}, *extra],
                     "hand": [{"card": "Test Two", "id": "two"}, {"card": "Test Three", "id": "three"}]},
                    {"name": "opp"}],
        "cards": [*recs.values(), TWO, THREE, BAUBLE],
        "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def _uses(plans: list[Plan]) -> set[tuple[tuple[str, ...], tuple[str, ...]]]:
    return {(p.tapped, p.sacrificed) for p in plans}


def test_uthros_before_the_treasure_with_an_island() -> None:
    """Island, Uthros, Treasure; a {2} spell. By hand: {Island, Uthros} (Uthros's {T}: Add {U});
    {Island, Treasure}; {Uthros, Treasure}; and all three only as Island pays Uthros's {U}, Uthros
    adds {U} for the one artifact (the Treasure, still there), then the Treasure: 2 mana, none
    idle (with the plain {T}: Add {U} it would be 3 for 2, one idle; with the Treasure first
    Uthros would add nothing). 4 options, each plan in an order the referee accepts."""
    s = _state([{"card": "Island", "id": "i"}])
    plans = agreed_options(s, "two")
    assert _uses(plans) == {(("i", "u"), ()), (("i", "t"), ("t",)), (("t", "u"), ("t",)), (("i", "t", "u"), ("t",))}
    (three,) = [p for p in plans if len(p.tapped) == 3]
    assert [a.object for a in three.activations].index("u") < [a.object for a in three.activations].index("t")


def test_treasure_paying_uthros_is_no_longer_counted() -> None:
    """Uthros, the Treasure and two other artifacts. The Treasure's mana is the only mana that
    can pay Uthros's {U}; once sacrificed it isn't counted, so Uthros adds {U}{U} (two
    artifacts), not three. A {3} spell: no way (Uthros's plain {U} + the Treasure is 2 too): 0
    options. A {2} spell: only {Uthros, Treasure} (either way of using Uthros): 1 option."""
    s = _state([{"card": "Test Bauble", "id": "b1"}, {"card": "Test Bauble", "id": "b2"}])
    assert agreed_options(s, "three") == []
    assert _uses(agreed_options(s, "two")) == {(("t", "u"), ("t",))}


def test_referee_rejects_the_treasure_first_order() -> None:
    """The plan the model used to allow: the Treasure sacrificed for {U}, then Uthros paid with it
    adding three {U}: rejected (it adds two)."""
    s = _state([{"card": "Test Bauble", "id": "b1"}, {"card": "Test Bauble", "id": "b2"}])
    wrong = Plan(card="three", player="me", zone="hand", announced=("mana",), total_cost="{3}",
                 activations=(Activation("t", 0, ("U",)), Activation("u", 1, ("U", "U", "U"), (("U", "t"),))),
                 spent=(("U", "u"), ("U", "u"), ("U", "u")), tapped=("t", "u"), sacrificed=("t",))
    assert referee.check(s, wrong) != []


def test_maximal_pools_count_after_the_sacrifice() -> None:
    """The maximal pools of the two-artifact board: Uthros's plain {U} plus the Treasure's one
    mana of any color (5 pools of two), or the Treasure paying Uthros for {U}{U}; never three
    mana (the count after the Treasure is gone is two). CP-SAT and the reference agree."""
    from castable.solver.api import mana_pools
    from castable.solver.reference.pools import reference_mana_pools

    s = _state([{"card": "Test Bauble", "id": "b1"}, {"card": "Test Bauble", "id": "b2"}])
    expected = ["{U}{B}", "{U}{G}", "{U}{R}", "{U}{U}", "{W}{U}"]
    assert sorted(mana_pools(s, "me").pools) == expected
    assert sorted(reference_mana_pools(s, "me")) == expected



def test_two_treasures_agree_with_the_reference() -> None:
    """Uthros and two Treasures, a {2} spell. By hand: {Uthros, t} and {Uthros, t2} are one option
    (Uthros's plain {U} + a Treasure; the Treasures can't be told apart), {t, t2} another, and
    {Uthros, t, t2}: one Treasure pays Uthros's {U}, Uthros adds {U} for the other (still there),
    then the other is sacrificed: 2 mana, none idle. 3 options; the reference finds them. (The
    enumerating solve once made the order of costed activations a function of the mana flows,
    which put the counted Treasure first and lost the third option.)"""
    s = _state([{"card": "Treasure", "id": "t2", "token": True}])
    assert len(agreed_options(s, "two")) == 3


ACADEMY = {"name": "Test Academy", "mana_cost": "", "type_line": "Land",
           "oracle_text": "{T}: Add {U} for each artifact you control."}
UU = {"name": "Test UU", "mana_cost": "{U}{U}", "type_line": "Instant", "oracle_text": "Draw a card."}


def test_costless_count_after_a_sacrifice_is_an_option() -> None:
    """Tolarian Academy's wording, with no mana cost, beside a Treasure and one other artifact; a
    {U}{U} spell. By hand: the Academy first adds {U}{U} (two artifacts): alone it pays, and with
    the Treasure making {U} too one {U} floats (both used); the Treasure sacrificed first, the
    Academy counts one artifact and adds {U}: both pay, nothing floats. 3 options; the last one
    (a differential board, seed 61205183663) was missing from CP-SAT, which counted a costless
    "for each" ability only before every sacrifice."""
    s = GameState.from_json({
        "players": [{"name": "me", "battlefield": [{"card": "Test Academy", "id": "a"},
                                                   {"card": "Treasure", "id": "t", "token": True},
                                                   {"card": "Test Bauble", "id": "b"}],
                     "hand": [{"card": "Test UU", "id": "uu"}]},
                    {"name": "opp"}],
        "cards": [*shared_records(frozenset({"Treasure"})).values(), ACADEMY, UU, BAUBLE],
        "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})
    plans = agreed_options(s, "uu")
    assert sorted((p.tapped, p.sacrificed, "{U} left floating" in p.describe(s)) for p in plans) == [
        (("a",), (), False), (("a", "t"), ("t",), False), (("a", "t"), ("t",), True)]
    # the move list's model-free count declines this board (it counted 2) and CP-SAT counts 3
    assert count_plain(s, "me", s.object("uu")) is None
    (cast,) = [m for m in legal_moves(s, "me", option_budget=60) if m.kind == "cast"]
    assert cast.options == 3
