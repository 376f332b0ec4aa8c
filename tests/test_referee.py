"""The referee (solver/referee/) accepts legal plans and rejects illegal ones, each with the
rule that is broken. Plans are written out by hand here, independently of any solver."""

from __future__ import annotations

from dataclasses import replace

from castable.model.plan import Activation, Plan
from castable.solver.referee import check, total_cost
from conftest import board

B0, B1, B2, B3 = "me.battlefield.0", "me.battlefield.1", "me.battlefield.2", "me.battlefield.3"
CARD = "me.hand.0"


def tap(obj: str, *produced: str, ability: int = 0, **kw: object) -> Activation:
    return Activation(obj, ability, tuple(produced), **kw)  # type: ignore[arg-type]


def rules(problems: list[str]) -> set[str]:
    return {p.split(":", 1)[0] for p in problems}


# --- plain casts ---------------------------------------------------------------------------
def shock_plan() -> Plan:
    return Plan(card=CARD, player="me", targets=(("opp",),), announced=("mana",), total_cost="{R}",
                activations=(tap(B0, "R"),), spent=(("R", B0),), tapped=(B0,))


def test_shock_with_a_mountain_is_legal() -> None:
    s = board({"hand": ["Shock"], "battlefield": ["Mountain"]})
    assert check(s, shock_plan()) == []


def test_tapping_a_tapped_land_is_rejected() -> None:
    s = board({"hand": ["Shock"], "battlefield": [{"card": "Mountain", "tapped": True}]})
    problems = check(s, shock_plan())
    assert any("already tapped" in p for p in problems), problems


def test_wrong_total_cost_and_outcome_are_rejected() -> None:
    s = board({"hand": ["Shock"], "battlefield": ["Mountain"]})
    assert "601.2f" in rules(check(s, replace(shock_plan(), total_cost="{1}{R}")))
    assert "601.2h" in rules(check(s, replace(shock_plan(), tapped=())))
    assert "601.2h" in rules(check(s, replace(shock_plan(), mana_pool=(("R", B0),))))


def test_wrong_mana_is_rejected() -> None:
    # a Forest can't make {R}; and {G} doesn't pay {R}
    s = board({"hand": ["Shock"], "battlefield": ["Forest"]})
    plan = replace(shock_plan(), activations=(tap(B0, "R"),))
    assert "605.1a" in rules(check(s, plan))
    plan = replace(shock_plan(), activations=(tap(B0, "G"),), spent=(("G", B0),))
    assert any("don't pay {R} exactly" in p for p in check(s, plan))


def test_targets_and_timing() -> None:
    s = board({"hand": ["Shock"], "battlefield": ["Mountain", "Plains"]},
              {"battlefield": [{"card": "Grizzly Bears", "granted": ["hexproof"]}]})
    # a land is not "any target"; an opponent's hexproof creature can't be targeted
    assert "601.2c" in rules(check(s, replace(shock_plan(), targets=((B1,),))))
    assert "601.2c" in rules(check(s, replace(shock_plan(), targets=(("opp.battlefield.0",),))))
    assert "601.2c" in rules(check(s, replace(shock_plan(), targets=())))
    # not my priority
    s2 = board({"hand": ["Shock"], "battlefield": ["Mountain"]}, turn={"priority": "opp"})
    assert "117.1a" in rules(check(s2, shock_plan()))


def test_sorcery_speed() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}, turn={"phase": "end"})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{1}{G}",
                activations=(tap(B0, "G"), tap(B1, "G")), spent=(("G", B0), ("G", B1)), tapped=(B0, B1))
    assert "117.1a" in rules(check(s, plan))
    s_main = board({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]})
    assert check(s_main, plan) == []


# --- creatures tapped for mana ---------------------------------------------------------------
def test_summoning_sick_elves_cant_tap_for_mana() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": [{"card": "Llanowar Elves", "summoning_sick": True}, "Forest"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{1}{G}",
                activations=(tap(B0, "G"), tap(B1, "G")), spent=(("G", B0), ("G", B1)), tapped=(B0, B1))
    assert "302.6" in rules(check(s, plan))
    healthy = board({"hand": ["Grizzly Bears"], "battlefield": ["Llanowar Elves", "Forest"]})
    assert check(healthy, plan) == []


def test_springleaf_drum_cant_tap_the_elves_it_also_taps_for_mana() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": ["Springleaf Drum", "Llanowar Elves"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{1}{G}",
                activations=(tap(B1, "G"), tap(B0, "U", tapped_creatures=(B1,))),
                spent=(("G", B1), ("U", B0)), tapped=(B0, B1))
    problems = check(s, plan)
    assert any("already tapped" in p for p in problems), problems
    # the other order is just as illegal
    plan2 = replace(plan, activations=(tap(B0, "U", tapped_creatures=(B1,)), tap(B1, "G")))
    assert any("already tapped" in p for p in check(s, plan2))
    # with a second creature to tap for the Drum it works (summoning sickness doesn't matter)
    s3 = board({"hand": ["Grizzly Bears"],
                "battlefield": ["Springleaf Drum", "Llanowar Elves", {"card": "Savannah Lions", "summoning_sick": True}]})
    plan3 = replace(plan, activations=(tap(B1, "G"), tap(B0, "U", tapped_creatures=(B2,))), tapped=(B0, B1, B2))
    assert check(s3, plan3) == []


# --- life ----------------------------------------------------------------------------------------
def test_phyrexian_life_needs_enough_life() -> None:
    plan = Plan(card=CARD, player="me", targets=(("opp",),), announced=("life",), total_cost="", life_paid=2)
    assert check(board({"hand": ["Gut Shot"], "life": 2}), plan) == []
    assert "119.4" in rules(check(board({"hand": ["Gut Shot"], "life": 1}), plan))
    # "life" is only for Phyrexian symbols
    s = board({"hand": ["Shock"], "life": 20})
    assert "601.2b" in rules(check(s, replace(plan, card=CARD)))


# --- restricted mana -------------------------------------------------------------------------------
def test_mishras_workshop_mana_only_for_artifacts() -> None:
    s = board({"hand": ["Divination", "Sol Ring"], "battlefield": ["Mishra's Workshop"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{2}{U}",
                activations=(tap(B0, "C", "C", "C"),), spent=(("C", B0),) * 3, tapped=(B0,))
    problems = check(s, plan)
    assert "106.6" in rules(problems), problems
    sol_ring = Plan(card="me.hand.1", player="me", announced=("mana",), total_cost="{1}",
                    activations=(tap(B0, "C", "C", "C"),), spent=(("C", B0),), tapped=(B0,), mana_pool=(("C", B0),) * 2)
    assert check(s, sol_ring) == []


def test_restricted_floating_mana_named_by_card() -> None:
    pool = [{"mana": "{C}{C}{C}", "source": "Mishra's Workshop"}]
    s = board({"hand": ["Divination", "Sol Ring"], "mana_pool": pool, "battlefield": ["Island"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{2}{U}",
                activations=(tap(B0, "U"),), spent=(("U", B0), ("C", "Mishra's Workshop"), ("C", "Mishra's Workshop")),
                tapped=(B0,), mana_pool=(("C", "Mishra's Workshop"),))
    assert "106.6" in rules(check(s, plan))


# --- 601.2f: the total cost is locked in before payment ---------------------------------------
def test_altars_reap_sacrificing_thunderscape_familiar_still_costs_b() -> None:
    s = board({"hand": ["Altar's Reap"], "battlefield": ["Thunderscape Familiar", "Swamp", "Swamp"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{B}",
                activations=(tap(B1, "B"),), spent=(("B", B1),), cost_objects=((B0,),), tapped=(B1,), sacrificed=(B0,))
    assert check(s, plan) == []
    tc = total_cost(s, plan)
    assert tc is not None and tc.text == "{B}"
    two = replace(plan, total_cost="{1}{B}", activations=(tap(B1, "B"), tap(B2, "B")),
                  spent=(("B", B1), ("B", B2)), tapped=(B1, B2))
    assert "601.2f" in rules(check(s, two))


def test_fireblast_may_sacrifice_a_mountain_tapped_for_mana() -> None:
    # Thalia makes Fireblast's alternative cost {1}: tap a Mountain for it, then sacrifice it
    s = board({"hand": ["Fireblast"], "battlefield": ["Mountain", "Mountain", "Thalia, Guardian of Thraben"]})
    plan = Plan(card=CARD, player="me", alternative_cost="Fireblast", targets=(("opp",),), total_cost="{1}",
                activations=(tap(B0, "R"),), spent=(("R", B0),), cost_objects=((B0, B1),),
                tapped=(B0,), sacrificed=(B0, B1))
    assert check(s, plan) == []
    # but not a Lotus Petal already sacrificed for its own mana
    animated_petal = {"card": "Lotus Petal", "overrides": {"type_line": "Artifact Creature"}}
    s2 = board({"hand": ["Altar's Reap"], "battlefield": [animated_petal, "Swamp"]})
    petal = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{1}{B}",
                 activations=(tap(B0, "B"), tap(B1, "B")), spent=(("B", B0), ("B", B1)), cost_objects=((B0,),),
                 tapped=(B0, B1), sacrificed=(B0,))
    assert any("still there" in p for p in check(s2, petal))


def test_emerge_reduces_by_the_sacrificed_creatures_mana_value() -> None:
    s = board({"hand": ["Elder Deep-Fiend"], "battlefield": ["Frogmite", "Island", "Island"]})
    plan = Plan(card=CARD, player="me", alternative_cost="emerge", announced=("mana",) * 3, total_cost="{1}{U}{U}",
                cost_objects=((B0,),))
    tc = total_cost(s, plan)
    assert tc is not None and tc.text == "{1}{U}{U}"


# --- convoke, delve ----------------------------------------------------------------------------------
def test_convoking_with_a_creature_tapped_for_mana_is_illegal() -> None:
    s = board({"hand": ["Chord of Calling"], "battlefield": ["Llanowar Elves", "Forest", "Elvish Mystic"]})
    legal = Plan(card=CARD, player="me", announced=("mana",) * 4, total_cost="{G}{G}{G}",
                 activations=(tap(B0, "G"), tap(B1, "G")), spent=(("G", B0), ("G", B1)), convoked=(B2,),
                 tapped=(B0, B1, B2))
    assert check(s, legal) == []
    bad = replace(legal, convoked=(B0,), tapped=(B0, B1))
    problems = check(s, bad)
    assert "702.51a" in rules(problems), problems


def test_delve_only_cards_in_the_graveyard() -> None:
    s = board({"hand": ["Treasure Cruise", "Opt"], "battlefield": ["Island"], "graveyard": ["Shock"] * 7})
    gy = tuple(f"me.graveyard.{i}" for i in range(7))
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{7}{U}",
                activations=(tap(B0, "U"),), spent=(("U", B0),), delved=gy, tapped=(B0,), exiled=gy)
    assert check(s, plan) == []
    bad = replace(plan, delved=(*gy[:6], "me.hand.1"), exiled=(*gy[:6], "me.hand.1"))
    assert "702.66a" in rules(check(s, bad))


# --- "Distinct options": no idle activations ---------------------------------------------------
def test_idle_activation_is_rejected() -> None:
    s = board({"hand": ["Shock"], "battlefield": ["Mountain", "Mountain"]})
    plan = replace(shock_plan(), activations=(tap(B0, "R"), tap(B1, "R")), tapped=(B0, B1), mana_pool=(("R", B1),))
    problems = check(s, plan)
    assert any("idle" in p for p in problems), problems


def test_signet_fed_by_a_land_is_not_idle() -> None:
    s = board({"hand": ["Azorius First-Wing"], "battlefield": ["Azorius Signet", "Plains"]})
    plan = Plan(card=CARD, player="me", announced=("mana", "mana"), total_cost="{W}{U}",
                activations=(tap(B1, "W"), tap(B0, "W", "U", paid_with=(("W", B1),))),
                spent=(("W", B0), ("U", B0)), tapped=(B0, B1))
    assert check(s, plan) == []
    # Signet mana can't pay the Signet's own cost; restricted mana never pays ability costs
    s2 = board({"hand": ["Azorius First-Wing"], "battlefield": ["Azorius Signet", "Mishra's Workshop"]})
    plan2 = replace(plan, activations=(tap(B1, "C", "C", "C"), tap(B0, "W", "U", paid_with=(("C", B1),))))
    assert "106.6" in rules(check(s2, plan2))
