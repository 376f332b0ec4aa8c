"""Issue 3 in the referee and the reference enumerator: target counts (601.2c, 115.3),
"another target", division (601.2d), modes (700.2, entwine 702.42, escalate 702.120, spree
702.172), per-target costs (Fireball), overload (702.96), Kopala's targeting tax, hexproof,
shroud and protection.

Referee plans are written by hand, paid from floating mana (source None) so the payment is
obvious; option counts are perft-style, each counted by hand in a comment."""

from __future__ import annotations

from dataclasses import replace

from castable.model import GameState
from castable.model.cards import CardDef, Division, Mode, ModeChoice, TargetSlot, cost
from castable.model.database import CardDatabase
from castable.model.plan import Plan
from castable.solver.referee import check, total_cost
from castable.solver.reference import enumerate_plans
from conftest import board

CARD = "me.hand.0"
OPP_B0, OPP_B1, OPP_B2 = "opp.battlefield.0", "opp.battlefield.1", "opp.battlefield.2"


def rules(problems: list[str]) -> set[str]:
    return {p.split(":", 1)[0] for p in problems}


def floating(card: str, pool: str, targets: tuple[tuple[str, ...], ...] = (), **kw: object) -> Plan:
    """A plan paying its whole total cost ``pool`` (e.g. "RR" for {R}{R}, "C" units for
    generic) from floating mana; ``announced`` defaults to "mana" per printed symbol."""
    spent = tuple((t, None) for t in pool)
    return Plan(card=card, player="me", targets=targets, spent=spent, **kw)  # type: ignore[arg-type]


def count(state: GameState, card: str = CARD, **kw: object) -> int:
    plans = enumerate_plans(state, card, **kw)  # type: ignore[arg-type]
    for p in plans:
        assert check(state, p) == [], (p.describe(state), check(state, p))
    assert len({p.option_key(state) for p in plans}) == len(plans)
    return len(plans)


# ===== referee: target counts, 115.3, "another target" =========================================
def forked_bolt(targets: tuple[tuple[str, ...], ...], division: tuple[tuple[str, int], ...]) -> Plan:
    return floating(CARD, "R", targets, division=division, announced=("mana",), total_cost="{R}")


def test_forked_bolt_legal_splits() -> None:
    s = board({"hand": ["Forked Bolt"], "mana_pool": "{R}"}, {"battlefield": ["Grizzly Bears"]})
    assert check(s, forked_bolt((("opp",),), (("opp", 2),))) == []
    assert check(s, forked_bolt((("opp", OPP_B0),), (("opp", 1), (OPP_B0, 1)))) == []


def test_forked_bolt_too_many_or_too_few_targets() -> None:
    s = board({"hand": ["Forked Bolt"], "mana_pool": "{R}"}, {"battlefield": ["Grizzly Bears"]})
    three = forked_bolt((("opp", "me", OPP_B0),), (("opp", 1), ("me", 1), (OPP_B0, 1)))
    assert "601.2c" in rules(check(s, three))
    assert "601.2c" in rules(check(s, forked_bolt(((),), ())))
    # a missing slot altogether
    assert "601.2c" in rules(check(s, forked_bolt((), ())))


def test_same_target_twice_in_one_slot() -> None:
    s = board({"hand": ["Forked Bolt"], "mana_pool": "{R}"})
    problems = check(s, forked_bolt((("opp", "opp"),), (("opp", 1), ("opp", 1))))
    assert any("same target twice" in p for p in problems), problems


def test_cone_of_flame_another_target() -> None:
    # 1 damage to any target, 2 to another target and 3 to a third target
    s = board({"hand": ["Cone of Flame"], "mana_pool": "{R}{R}{3}".replace("{3}", "{C}{C}{C}")},
              {"battlefield": ["Grizzly Bears"]})
    ok = floating(CARD, "RRCCC", (("opp",), ("me",), (OPP_B0,)), announced=("mana",) * 3, total_cost="{3}{R}{R}")
    assert check(s, ok) == []
    for bad in ((("opp",), ("opp",), (OPP_B0,)), (("opp",), ("me",), ("opp",)), (("opp",), ("me",), ("me",))):
        problems = check(s, replace(ok, targets=bad))
        assert any("must differ" in p for p in problems), (bad, problems)


def test_arc_lightning_divisions() -> None:
    s = board({"hand": ["Arc Lightning"], "mana_pool": "{R}{C}{C}"}, {"battlefield": ["Grizzly Bears"]})
    ok = floating(CARD, "RCC", (("opp", OPP_B0, "me"),), division=(("opp", 1), (OPP_B0, 1), ("me", 1)),
                  announced=("mana",) * 2, total_cost="{2}{R}")
    assert check(s, ok) == []
    assert check(s, replace(ok, targets=(("opp",),), division=(("opp", 3),))) == []
    # not summing to 3; a target getting nothing; naming a non-target; no division at all
    for division in ((("opp", 1), (OPP_B0, 1), ("me", 2)), (("opp", 2), (OPP_B0, 1), ("me", 0)),
                     (("opp", 1), (OPP_B0, 1), ("opp.battlefield.9", 1)), ()):
        assert "601.2d" in rules(check(s, replace(ok, division=division))), division
    # a division for a card that divides nothing
    s2 = board({"hand": ["Shock"], "mana_pool": "{R}"})
    shock = floating(CARD, "R", (("opp",),), announced=("mana",), total_cost="{R}")
    assert check(s2, shock) == []
    assert "601.2d" in rules(check(s2, replace(shock, division=(("opp", 2),))))


def test_crackle_with_power_up_to_x_targets() -> None:
    s = board({"hand": ["Crackle with Power"], "mana_pool": "{R}{R}{C}{C}{C}{C}{C}{C}"})
    ok = floating(CARD, "RRCCCCCC", (("opp", "me"),), x=2, announced=("mana",) * 5, total_cost="{6}{R}{R}")
    assert check(s, ok) == []
    assert check(s, replace(ok, targets=((),))) == []  # up to X: zero is fine
    # X=1 allows one target only (and then costs {3}{R}{R}, not what's spent)
    one = floating(CARD, "RRCCC", (("opp", "me"),), x=1, announced=("mana",) * 5, total_cost="{3}{R}{R}")
    s1 = board({"hand": ["Crackle with Power"], "mana_pool": "{R}{R}{C}{C}{C}"})
    assert "601.2c" in rules(check(s1, one))
    assert check(s1, replace(one, targets=(("opp",),))) == []


# ===== referee: per-target cost, overload, Kopala ===============================================
def test_fireball_costs_one_more_per_extra_target() -> None:
    s = board({"hand": ["Fireball"], "mana_pool": "{R}{C}{C}"}, {"battlefield": ["Grizzly Bears"]})
    # X=1 split between two targets: {1}{R} + {1}
    two = floating(CARD, "RCC", (("opp", OPP_B0),), x=1, announced=("mana", "mana"), total_cost="{2}{R}")
    assert check(s, two) == []
    tc = total_cost(s, two)
    assert tc is not None and tc.text == "{2}{R}"
    assert "601.2f" in rules(check(s, replace(two, total_cost="{1}{R}")))
    # zero targets ("any number") is legal and costs no extra
    none = floating(CARD, "RC", ((),), x=1, announced=("mana", "mana"), total_cost="{1}{R}")
    s2 = board({"hand": ["Fireball"], "mana_pool": "{R}{C}"})
    assert check(s2, none) == []
    three = floating(CARD, "RCCC", (("opp", OPP_B0, "me"),), x=1, announced=("mana", "mana"))
    assert total_cost(s, three).text == "{3}{R}"  # type: ignore[union-attr]


def test_overload_has_no_targets() -> None:
    s = board({"hand": ["Electrickery"], "mana_pool": "{R}{C}"}, {"battlefield": ["Grizzly Bears"]})
    over = floating(CARD, "RC", (), alternative_cost="overload", announced=("mana", "mana"), total_cost="{1}{R}")
    assert check(s, over) == []
    assert "601.2c" in rules(check(s, replace(over, targets=((OPP_B0,),))))
    # cast normally it needs its target: a creature I don't control
    normal = floating(CARD, "R", ((OPP_B0,),), announced=("mana",), total_cost="{R}", mana_pool=(("C", None),))
    assert check(s, normal) == []
    s_mine = board({"hand": ["Electrickery"], "battlefield": ["Grizzly Bears"], "mana_pool": "{R}{C}"})
    assert "601.2c" in rules(check(s_mine, replace(normal, targets=(("me.battlefield.0",),))))


def test_kopala_taxes_spells_targeting_merfolk() -> None:
    s = board({"hand": ["Lightning Bolt"], "mana_pool": "{R}{C}{C}"}, {"battlefield": ["Kopala, Warden of Waves"]})
    at_kopala = floating(CARD, "RCC", ((OPP_B0,),), announced=("mana",), total_cost="{2}{R}")
    assert check(s, at_kopala) == []
    assert "601.2f" in rules(check(s, replace(at_kopala, total_cost="{R}")))
    at_opp = floating(CARD, "R", (("opp",),), announced=("mana",), total_cost="{R}", mana_pool=(("C", None),) * 2)
    assert check(s, at_opp) == []
    # my own Kopala taxes only my opponents
    mine = board({"hand": ["Lightning Bolt"], "battlefield": ["Kopala, Warden of Waves"], "mana_pool": "{R}"})
    assert check(mine, floating(CARD, "R", (("me.battlefield.0",),), announced=("mana",), total_cost="{R}")) == []


def test_hexproof_shroud_protection() -> None:
    s = board({"hand": ["Shock"], "battlefield": ["Gladecover Scout"], "mana_pool": "{R}"},
              {"battlefield": ["Gladecover Scout", "Blastoderm", "Paladin en-Vec", "Grizzly Bears"]})
    shock = floating(CARD, "R", (("opp",),), announced=("mana",), total_cost="{R}")
    assert check(s, replace(shock, targets=(("me.battlefield.0",),))) == []  # my own hexproof creature
    assert check(s, replace(shock, targets=(("opp.battlefield.3",),))) == []
    for oid, why in ((OPP_B0, "hexproof"), (OPP_B1, "shroud"), (OPP_B2, "protection")):
        problems = check(s, replace(shock, targets=((oid,),)))
        assert any(why in p for p in problems), problems


# ===== referee: modes ===========================================================================
def test_cryptic_command_modes_and_targets() -> None:
    stack = [{"card": "Grizzly Bears", "controller": "opp"}]
    s = board({"hand": ["Cryptic Command"], "mana_pool": "{U}{U}{U}{C}"}, {"battlefield": ["Memnite"]},
              turn={"active_player": "opp", "priority": "me"}, stack=stack)
    ok = floating(CARD, "UUUC", (("stack.0",), (OPP_B0,)), modes=(0, 1), announced=("mana",) * 4,
                  total_cost="{1}{U}{U}{U}")
    assert check(s, ok) == []
    assert check(s, replace(ok, modes=(2, 3), targets=())) == []
    assert check(s, replace(ok, modes=(0, 3), targets=(("stack.0",),))) == []
    # one mode, three modes, the same mode twice, out of order, out of range
    for modes, targets in (((3,), ()), ((0, 2, 3), (("stack.0",),)), ((3, 3), ()), ((3, 2), ()), ((2, 7), ())):
        assert rules(check(s, replace(ok, modes=modes, targets=targets))) & {"601.2b", "700.2d"}, modes
    assert "700.2d" in rules(check(s, replace(ok, modes=(3, 3), targets=())))
    # the targets follow the modes: mode 1's permanent can't be a spell
    assert "601.2c" in rules(check(s, replace(ok, targets=((OPP_B0,), ("stack.0",)))))
    # a mode without a legal target: no spell on the stack for "counter target spell"
    s2 = board({"hand": ["Cryptic Command"], "mana_pool": "{U}{U}{U}{C}"})
    assert "601.2c" in rules(check(s2, replace(ok, modes=(0, 3), targets=((),))))
    # Shock is not modal
    s3 = board({"hand": ["Shock"], "mana_pool": "{R}"})
    assert "700.2" in rules(check(s3, floating(CARD, "R", (("opp",),), modes=(0,), announced=("mana",),
                                               total_cost="{R}")))


def test_mystic_confluence_may_repeat_a_mode() -> None:
    s = board({"hand": ["Mystic Confluence"], "mana_pool": "{U}{U}{C}{C}{C}"}, {"battlefield": ["Grizzly Bears"]})
    plan = floating(CARD, "UUCCC", ((OPP_B0,), (OPP_B0,)), modes=(1, 1, 2), announced=("mana",) * 3,
                    total_cost="{3}{U}{U}")
    assert check(s, plan) == []  # the same creature for each instance of the mode (700.2d)
    assert check(s, replace(plan, modes=(2, 2, 2), targets=())) == []
    assert "601.2b" in rules(check(s, replace(plan, modes=(2, 2), targets=())))


def test_tooth_and_nail_entwine() -> None:
    s = board({"hand": ["Tooth and Nail"], "mana_pool": "{G}{G}{G}{G}{G}{G}{G}{G}{G}"})
    entwined = floating(CARD, "GGGGGGGGG", modes=(0, 1), optional_costs={"entwine": 1}, announced=("mana",) * 4,
                        total_cost="{7}{G}{G}")
    assert check(s, entwined) == []
    one = floating(CARD, "GGGGGGG", modes=(1,), announced=("mana",) * 3, total_cost="{5}{G}{G}",
                   mana_pool=(("G", None),) * 2)
    assert check(s, one) == []
    assert "601.2b" in rules(check(s, replace(one, modes=(0, 1))))  # both modes without entwine
    assert "702.42a" in rules(check(s, replace(entwined, modes=(1,))))  # entwined: all modes
    assert "601.2b" in rules(check(s, replace(entwined, announced=("mana",) * 3)))  # {2} not announced
    assert "702.42a" in rules(check(s, replace(one, optional_costs={"entwine": 2})))


def test_collective_defiance_escalate() -> None:
    s = board({"hand": ["Collective Defiance"], "mana_pool": "{R}{R}{C}{C}{C}"}, {"battlefield": ["Grizzly Bears"]})
    three = floating(CARD, "RRCCC", (("opp",), (OPP_B0,), ("opp",)), modes=(0, 1, 2), optional_costs={"escalate": 2},
                     announced=("mana",) * 5, total_cost="{3}{R}{R}")
    assert check(s, three) == []
    assert "702.120a" in rules(check(s, replace(three, optional_costs={"escalate": 1})))
    assert "702.120a" in rules(check(s, replace(three, optional_costs={})))
    single = floating(CARD, "RRC", ((OPP_B0,),), modes=(1,), announced=("mana",) * 3, total_cost="{1}{R}{R}",
                      mana_pool=(("C", None),) * 2)
    assert check(s, single) == []
    assert "702.120a" in rules(check(s, replace(single, optional_costs={"escalate": 1})))
    tc = total_cost(s, replace(three, modes=(0, 2), targets=(("opp",), ("me",)), optional_costs={"escalate": 1},
                               announced=("mana",) * 4))
    assert tc is not None and tc.text == "{2}{R}{R}"


def test_three_steps_ahead_spree_costs_in_mode_order() -> None:
    stack = [{"card": "Grizzly Bears", "controller": "opp"}]
    s = board({"hand": ["Three Steps Ahead"], "battlefield": ["Memnite"], "mana_pool": "{U}{U}{C}{C}{C}{C}"},
              turn={"active_player": "opp", "priority": "me"}, stack=stack)
    # {U} + {1}{U} (counter) + {3} (copy my Memnite): announced U, 1, U, 3
    plan = floating(CARD, "UUCCCC", (("stack.0",), ("me.battlefield.0",)), modes=(0, 1), announced=("mana",) * 4,
                    total_cost="{4}{U}{U}")
    assert check(s, plan) == []
    assert "601.2b" in rules(check(s, replace(plan, announced=("mana",) * 3)))
    assert total_cost(s, replace(plan, modes=(2,), targets=(), announced=("mana",) * 2)).text == "{2}{U}"  # type: ignore[union-attr]
    # "you control": the opponent's artifact is not a legal target for the copy mode
    s2 = board({"hand": ["Three Steps Ahead"], "mana_pool": "{U}{C}{C}{C}"}, {"battlefield": ["Memnite"]},
               turn={"active_player": "opp", "priority": "me"})
    copy = floating(CARD, "UCCC", ((OPP_B0,),), modes=(1,), announced=("mana",) * 2, total_cost="{3}{U}")
    assert "601.2c" in rules(check(s2, copy))


def test_kolaghans_command_graveyard_target() -> None:
    s = board({"hand": ["Kolaghan's Command"], "graveyard": ["Grizzly Bears", "Shock"], "mana_pool": "{B}{R}{C}"},
              {"graveyard": ["Grizzly Bears"]})
    plan = floating(CARD, "BRC", (("me.graveyard.0",), ("opp",)), modes=(0, 1), announced=("mana",) * 3,
                    total_cost="{1}{B}{R}")
    assert check(s, plan) == []
    # Shock is no creature card; the opponent's Bears are not in my graveyard
    for bad in ("me.graveyard.1", "opp.graveyard.0"):
        assert "601.2c" in rules(check(s, replace(plan, targets=((bad,), ("opp",)))))


# ===== reference: perft =========================================================================
def test_arc_lightning_only_two_players() -> None:
    # the example: {me:3}, {opp:3}, {me:1,opp:2}, {me:2,opp:1} = 4 (Mountains are no
    # legal targets; three identical Mountains pay {2}{R} one way)
    s = board({"hand": ["Arc Lightning"], "battlefield": ["Mountain"] * 3})
    assert count(s) == 4


def test_arc_lightning_three_targets() -> None:
    # me, opp, Bears: one target (3) + two targets x 2 splits (6) + all three 1/1/1 (1) = 10
    s = board({"hand": ["Arc Lightning"], "battlefield": ["Mountain"] * 3}, {"battlefield": ["Grizzly Bears"]})
    assert count(s) == 10


def test_forked_bolt() -> None:
    # me, opp, Bears: one target with 2 (3) + any two with 1/1 (3) = 6
    s = board({"hand": ["Forked Bolt"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    assert count(s) == 6


def test_fireball_per_target_cost() -> None:
    # 3 identical Mountains, targets among me, opp, Bears; cost X + 1 + (k - 1) <= 3:
    # k=0: X 0..2 (3); k=1: 3 sets x X 0..2 (9); k=2: 3 sets x X 0..1 (6); k=3: X=0 (1) = 19
    s = board({"hand": ["Fireball"], "battlefield": ["Mountain"] * 3}, {"battlefield": ["Grizzly Bears"]})
    assert count(s) == 19


def test_rolling_thunder_division_of_x() -> None:
    # 4 Mountains: X <= 2; targets me, opp. X=0: no targets (1); X=1: one target (2);
    # X=2: one target with 2 (2) or both 1/1 (1) = 6. (Targets with X=0 or none with X>0:
    # there is nothing to give each target at least one of / the whole amount isn't divided.)
    s = board({"hand": ["Rolling Thunder"], "battlefield": ["Mountain"] * 4})
    assert count(s) == 6


def test_cone_of_flame_ordered_distinct_targets() -> None:
    # three different targets, the slots tell them apart: 3! = 6 among me, opp, Bears;
    # with a fourth (a second opposing creature) 4*3*2 = 24
    s = board({"hand": ["Cone of Flame"], "battlefield": ["Mountain"] * 5}, {"battlefield": ["Grizzly Bears"]})
    assert count(s) == 6
    s4 = board({"hand": ["Cone of Flame"], "battlefield": ["Mountain"] * 5}, {"battlefield": ["Grizzly Bears", "Memnite"]})
    assert count(s4) == 24


def test_crackle_with_power_up_to_x() -> None:
    # {X}{X}{X}{R}{R} with 5 Mountains: X=0 no target (1); X=1: none, me or opp (3) = 4
    s = board({"hand": ["Crackle with Power"], "battlefield": ["Mountain"] * 5})
    assert count(s) == 4


def test_electrickery_overload() -> None:
    # {R} targeting the opponent's Bears or Memnite (2; my own Bears is not "you don't
    # control"), or overloaded for {1}{R} with no target (1) = 3
    s = board({"hand": ["Electrickery"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears", "Memnite"]})
    assert count(s) == 3


def test_kopala_perft() -> None:
    # Lightning Bolt: me or opp for {R}; Kopala for {2}{R} = 3; with two Mountains only 2
    s = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 3}, {"battlefield": ["Kopala, Warden of Waves"]})
    plans = enumerate_plans(s, CARD)
    assert sorted(p.total_cost for p in plans) == ["{2}{R}", "{R}", "{R}"]
    assert count(s) == 3
    s2 = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 2}, {"battlefield": ["Kopala, Warden of Waves"]})
    assert count(s2) == 2


def test_hexproof_shroud_protection_perft() -> None:
    # Shock: me, opp, my own Gladecover Scout, the opposing Bears = 4 (not their Scout,
    # Blastoderm, Paladin en-Vec). Doom Blade: my Scout, their Bears = 2.
    # Swords to Plowshares (white): my Scout, their Bears, Paladin en-Vec = 3
    opp = {"battlefield": ["Gladecover Scout", "Blastoderm", "Paladin en-Vec", "Grizzly Bears"]}
    assert count(board({"hand": ["Shock"], "battlefield": ["Mountain", "Gladecover Scout"]}, opp)) == 4
    assert count(board({"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp", "Gladecover Scout"]}, opp)) == 2
    assert count(board({"hand": ["Swords to Plowshares"], "battlefield": ["Plains", "Gladecover Scout"]}, opp)) == 3


def test_cryptic_command_perft() -> None:
    # 4 Islands (all tapped to pay, so any one of them is the same target), opp's Memnite on
    # the battlefield, opp's Bears on the stack. Mode 0: the Bears spell (1); mode 1: an
    # Island or Memnite (2); modes 2, 3: no target. Pairs: 01=2, 02=1, 03=1, 12=2, 13=2,
    # 23=1 = 9
    s = board({"hand": ["Cryptic Command"], "battlefield": ["Island"] * 4}, {"battlefield": ["Memnite"]},
              turn={"active_player": "opp", "priority": "me"}, stack=[{"card": "Grizzly Bears", "controller": "opp"}])
    assert count(s) == 9
    # no spell on the stack: mode 0 can't be chosen (700.2a): 12=2, 13=2, 23=1 = 5
    s2 = board({"hand": ["Cryptic Command"], "battlefield": ["Island"] * 4}, {"battlefield": ["Memnite"]})
    assert count(s2) == 5


def test_kolaghans_command_perft() -> None:
    # Swamp + 2 Mountains pay {1}{B}{R} one way. Mode 0: Bears in my graveyard (1; not the
    # opponent's); 1: me/opp (2); 2: Memnite (1); 3: me/opp/Memnite (3).
    # 01=2, 02=1, 03=3, 12=2, 13=6, 23=3 = 17
    s = board({"hand": ["Kolaghan's Command"], "battlefield": ["Swamp", "Mountain", "Mountain"],
               "graveyard": ["Grizzly Bears", "Shock"]}, {"battlefield": ["Memnite"], "graveyard": ["Grizzly Bears"]})
    assert count(s) == 17


def test_mystic_confluence_perft() -> None:
    # choose three, repeats allowed; no spell on the stack, so modes 1 (bounce) and 2 (draw).
    # One creature: 111, 112, 122, 222 = 4. Two creatures (Bears B, Memnite M), each bounce
    # instance picks one, instances unordered: 111: BBB BBM BMM MMM (4); 112: 3; 122: 2;
    # 222: 1 = 10
    s = board({"hand": ["Mystic Confluence"], "battlefield": ["Island"] * 5}, {"battlefield": ["Grizzly Bears"]})
    assert count(s) == 4
    s2 = board({"hand": ["Mystic Confluence"], "battlefield": ["Island"] * 5},
               {"battlefield": ["Grizzly Bears", "Memnite"]})
    assert count(s2) == 10


def test_collective_defiance_perft() -> None:
    # mode 0: target player, me/opp (2); 1: the Bears (1); 2: target opponent or planeswalker,
    # opp only (1). One mode (3 mana): 4; two (4 mana): 01=2, 02=2, 12=1 = 5; three (5 mana):
    # 2. 5 Mountains = 11; 4 Mountains = 9
    opp = {"battlefield": ["Grizzly Bears"]}
    assert count(board({"hand": ["Collective Defiance"], "battlefield": ["Mountain"] * 5}, opp)) == 11
    assert count(board({"hand": ["Collective Defiance"], "battlefield": ["Mountain"] * 4}, opp)) == 9


def test_three_steps_ahead_perft() -> None:
    # {U} + spree: counter the Bears spell +{1}{U} (3 in all), copy my Memnite +{3} (4),
    # draw +{2} (3). 4 Islands: the single modes = 3. 6 Islands: also 01 (6), 02 (5), 12 (6)
    # = 6 (all three need 8)
    stack = [{"card": "Grizzly Bears", "controller": "opp"}]
    turn = {"active_player": "opp", "priority": "me"}
    s4 = board({"hand": ["Three Steps Ahead"], "battlefield": ["Memnite"] + ["Island"] * 4}, turn=turn, stack=stack)
    assert count(s4) == 3
    s6 = board({"hand": ["Three Steps Ahead"], "battlefield": ["Memnite"] + ["Island"] * 6}, turn=turn, stack=stack)
    assert count(s6) == 6


def test_tooth_and_nail_perft() -> None:
    # 9 Forests: either mode for {5}{G}{G}, or entwined for {7}{G}{G} = 3; 8 Forests: 2
    s9 = board({"hand": ["Tooth and Nail"], "battlefield": ["Forest"] * 9})
    plans = enumerate_plans(s9, CARD)
    assert sorted((p.modes, tuple(p.optional_costs.items())) for p in plans) == [
        ((0,), ()), ((0, 1), (("entwine", 1),)), ((1,), ())]
    assert count(s9) == 3
    assert count(board({"hand": ["Tooth and Nail"], "battlefield": ["Forest"] * 8})) == 2


# ===== injected card definitions ================================================================
def test_injected_requires_and_x_division() -> None:
    # a made-up card: {X}{R}, kicker {1}; "X damage divided among one or two targets; if
    # kicked, destroy target artifact" — the artifact slot exists only when kicked
    from castable.model.cards import ARTIFACT, OptionalCost

    card = CardDef("Test Splitter", cost("{X}{R}"), "Sorcery",
                   targets=(TargetSlot("any", count=2, min_count=1), TargetSlot("permanent", ARTIFACT, requires="kicker")),
                   division=Division(0, x=True), optional_costs=(OptionalCost("kicker", cost("{1}")),))
    db = CardDatabase.builtin().with_layer({"Test Splitter": card})
    data = {"players": [{"name": "me", "hand": ["Test Splitter"], "battlefield": ["Mountain"] * 3},
                        {"name": "opp", "battlefield": ["Memnite"]}]}
    s = GameState.from_json(data, db)
    # unkicked: X=0 impossible (a target gets nothing); X=1: one of me/opp/Memnite (3);
    # X=2: one target (3) or two 1/1 (3). Kicked ({X}{R}{1}, at most X=1): X=1 with one of
    # three targets and Memnite destroyed (3). = 12
    assert count(s) == 12
    plan = Plan(card=CARD, player="me", x=1, targets=(("opp",),), division=(("opp", 1),), announced=("mana", "mana"))
    tc = total_cost(s, plan)
    assert tc is not None and tc.text == "{1}{R}"
    kicked_no_slot = replace(plan, optional_costs={"kicker": 1}, announced=("mana", "mana", "mana"))
    from castable.solver.referee import target_problems
    assert "601.2c" in rules(target_problems(s, kicked_no_slot))
    assert target_problems(s, replace(kicked_no_slot, targets=(("opp",), (OPP_B0,)))) == []


def test_injected_modal_unlimited_and_chooser() -> None:
    # choose one or both: "tap any number of target creatures" / "target opponent ..."
    card = CardDef("Test Choice", cost("{G}"), "Instant", modes=ModeChoice((
        Mode("Tap any number of target creatures.", (TargetSlot("creature", unlimited=True, min_count=0),)),
        Mode("Target opponent loses 1 life.", (TargetSlot("opponent"),)),
    ), min_modes=1, max_modes=2))
    db = CardDatabase.builtin().with_layer({"Test Choice": card})
    data = {"players": [{"name": "me", "hand": ["Test Choice"], "battlefield": ["Forest"]},
                        {"name": "opp", "battlefield": ["Grizzly Bears", "Memnite"]}]}
    s = GameState.from_json(data, db)
    # mode 0: subsets of {Bears, Memnite} (4); mode 1: opp (1); both: 4 = 9
    assert count(s) == 9
    plan = floating(CARD, "G", (("me",),), modes=(1,), announced=("mana",), total_cost="{G}")
    s_pool = GameState.from_json({**data, "players": [{**data["players"][0], "battlefield": [], "mana_pool": "{G}"},
                                                      data["players"][1]]}, db)
    assert "601.2c" in rules(check(s_pool, plan))  # I am not my opponent
    assert check(s_pool, replace(plan, targets=(("opp",),))) == []


def test_who_chooses_modes_and_targets() -> None:
    """601.7: the caster makes the casting choices unless the spell says an opponent does
    (601.7a: then the caster picks which opponent). A plan that hands Boros Charm's mode or
    Lightning Bolt's target to the opponent is not legal."""
    import dataclasses

    from castable.solver.api import can_cast

    state = board({"hand": ["Boros Charm", "Lightning Bolt"], "battlefield": ["Mountain", "Plains"]})
    for card in ("me.hand.0", "me.hand.1"):
        plan = can_cast(state, card).plan
        assert plan is not None and check(state, plan) == []
        assert any(p.startswith("601.7") for p in check(state, dataclasses.replace(plan, mode_chooser="opp",
                                                                                   target_choosers=("opp",) * len(plan.targets))))
