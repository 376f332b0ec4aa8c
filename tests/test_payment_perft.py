"""Payment perft: exact option counts on fixed boards, each worked out by hand from the rules
and cli.md's definition of a distinct option. Every plan also goes through the referee."""

from __future__ import annotations

from conftest import board, checked_can_cast, checked_options

GG_BEAR = {"name": "Twin Leaf Bear", "mana_cost": "{G}{G}", "type_line": "Creature — Bear", "oracle_text": "",
           "power": "2", "toughness": "2"}
TWO_G = {"name": "Three Leaf Bear", "mana_cost": "{2}{G}", "type_line": "Creature — Bear", "oracle_text": "",
         "power": "3", "toughness": "3"}
OPP_SPELL = [{"card": "Divination", "controller": "opp"}]


# --- the examples of cli.md ------------------------------------------------------------------
def test_three_forests_gg_is_one_option() -> None:
    s = board({"hand": ["Twin Leaf Bear"], "battlefield": ["Forest"] * 3}, cards=[GG_BEAR])
    assert len(checked_options(s, "Twin Leaf Bear")) == 1


def test_island_and_floating_u_opt_two_options() -> None:
    s = board({"hand": ["Opt"], "battlefield": ["Island"], "mana_pool": "{U}"})
    plans = checked_options(s, "Opt")
    assert len(plans) == 2
    assert sorted(len(p.tapped) for p in plans) == [0, 1]


def test_birds_forest_plains_kitchen_finks_one_option() -> None:
    s = board({"hand": ["Kitchen Finks"], "battlefield": ["Birds of Paradise", "Forest", "Plains"]})
    (plan,) = checked_options(s, "Kitchen Finks")
    assert len(plan.tapped) == 3


def test_sol_ring_two_forests_two_options() -> None:
    s = board({"hand": ["Three Leaf Bear"], "battlefield": ["Sol Ring", "Forest", "Forest"]}, cards=[TWO_G])
    plans = checked_options(s, "Three Leaf Bear")
    assert sorted(len(p.tapped) for p in plans) == [2, 3]
    assert {"".join(t for t, _ in p.mana_pool) for p in plans} == {"", "C"}


# --- 601.2f: total cost locked in before payment ---------------------------------------------
def test_altars_reap_with_familiar_sacrificed_costs_b() -> None:
    # 601.2h example: the reduction is locked in even though the Familiar is sacrificed.
    s = board({"hand": ["Altar's Reap"], "battlefield": ["Thunderscape Familiar", "Swamp"]})
    (plan,) = checked_options(s, "Altar's Reap")
    assert plan.total_cost == "{B}"
    assert plan.sacrificed == ("me.battlefield.0",)


def test_trinisphere_raises_bolt_to_three() -> None:
    s = board({"hand": ["Lightning Bolt"], "battlefield": ["Trinisphere"] + ["Mountain"] * 3})
    plans = checked_options(s, "Lightning Bolt")
    assert {p.total_cost for p in plans} == {"{2}{R}"}
    assert len(plans) == 2  # targets: me, opp (players; no creatures)


def test_thalia_fireblast_mountain_tapped_then_sacrificed() -> None:
    # Fireblast's alternative cost with Thalia: {1} more. Tap one Mountain for {R}, sacrifice
    # two Mountains; the tapped one may or may not be among them (2 ways), times 3 targets
    # (me, opp, Thalia).
    s = board({"hand": ["Fireblast"], "battlefield": ["Thalia, Guardian of Thraben"] + ["Mountain"] * 3})
    plans = checked_options(s, "Fireblast")
    assert len(plans) == 6
    assert all(p.total_cost == "{1}" and len(p.sacrificed) == 2 for p in plans)
    assert any(set(p.tapped) <= set(p.sacrificed) for p in plans)


def test_goblin_electromancer_reduces_only_generic() -> None:
    s = board({"hand": ["Counterspell"], "battlefield": ["Goblin Electromancer", "Island"]},
              stack=[{"card": "Divination", "controller": "opp"}])
    assert checked_can_cast(s, "Counterspell").castable is False  # {U}{U} has no generic part


def test_blasphemous_act_counts_every_creature() -> None:
    s = board({"hand": ["Blasphemous Act"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"] + ["Memnite"] * 3},
              {"battlefield": ["Grizzly Bears"] * 3})
    (plan,) = checked_options(s, "Blasphemous Act")
    assert plan.total_cost == "{1}{R}"  # {8}{R} minus 7 creatures


# --- 601.2g-h: payment ---------------------------------------------------------------------
def test_springleaf_drum_cannot_tap_the_elves_it_needs() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": ["Springleaf Drum", "Llanowar Elves"]})
    answer = checked_can_cast(s, "Grizzly Bears")
    assert answer.castable is False
    assert all(r.rule == "601.2h" for r in answer.reasons)


def test_springleaf_drum_taps_a_summoning_sick_creature() -> None:
    s = board({"hand": ["Grizzly Bears"],
               "battlefield": ["Springleaf Drum", {"card": "Grizzly Bears", "summoning_sick": True}, "Forest"]})
    (plan,) = checked_options(s, "Grizzly Bears")
    assert set(plan.tapped) == {"me.battlefield.0", "me.battlefield.1", "me.battlefield.2"}


def test_summoning_sick_elves_cannot_tap_for_mana() -> None:
    s = board({"hand": ["Grizzly Bears"], "battlefield": [{"card": "Llanowar Elves", "summoning_sick": True}, "Forest"]})
    assert checked_can_cast(s, "Grizzly Bears").castable is False


def test_creature_tapped_for_mana_cannot_convoke() -> None:
    # Stoke the Flames {2}{R}{R}: Mountain {R}, Raging Goblin convokes {R}, Elves either taps
    # for {G} or convokes, not both: 3 of 4.
    s = board({"hand": ["Stoke the Flames"], "battlefield": ["Mountain", "Raging Goblin", "Llanowar Elves"]})
    assert checked_can_cast(s, "Stoke the Flames").castable is False


def test_lotus_petal_sacrificed_for_mana_then_delved() -> None:
    # Treasure Cruise {7}{U}: Petal makes {U} and goes to the graveyard (601.2g), then delve
    # exiles it with the six other cards (601.2h).
    s = board({"hand": ["Treasure Cruise"], "battlefield": ["Lotus Petal"], "graveyard": ["Opt"] * 6})
    (plan,) = checked_options(s, "Treasure Cruise")
    assert "me.battlefield.0" in plan.exiled and "me.battlefield.0" in plan.sacrificed


def test_treasure_token_is_not_a_card_to_delve() -> None:
    s = board({"hand": ["Treasure Cruise"], "battlefield": [{"card": "Treasure", "token": True}], "graveyard": ["Opt"] * 6})
    assert checked_can_cast(s, "Treasure Cruise").castable is False


def test_fling_sacrifices_elves_tapped_for_mana() -> None:
    s = board({"hand": ["Fling"], "battlefield": ["Llanowar Elves", "Mountain"]})
    plans = checked_options(s, "Fling")
    # targets: me, opp, the Elves themselves (a target may be sacrificed, 601.2c before 601.2h)
    assert len(plans) == 3
    assert all(p.sacrificed == ("me.battlefield.0",) and "me.battlefield.0" in p.tapped for p in plans)


def test_phyrexian_life_needs_enough_life() -> None:
    low = board({"hand": ["Vault Skirge"], "battlefield": ["Mountain"], "life": 1})
    answer = checked_can_cast(low, "Vault Skirge")
    assert answer.castable is False and any(r.rule == "119.4" for r in answer.reasons)
    exact = board({"hand": ["Vault Skirge"], "battlefield": ["Mountain"], "life": 2})
    (plan,) = checked_options(exact, "Vault Skirge")
    assert plan.life_paid == 2


def test_gut_shot_for_two_life_with_no_lands() -> None:
    s = board({"hand": ["Gut Shot"]})
    plans = checked_options(s, "Gut Shot")
    assert len(plans) == 2 and all(p.life_paid == 2 for p in plans)


def test_spectral_procession_two_w_hybrid() -> None:
    four_mountains = board({"hand": ["Spectral Procession"], "battlefield": ["Mountain"] * 4})
    assert checked_can_cast(four_mountains, "Spectral Procession").castable is False  # {2}{2}{2} = 6
    s = board({"hand": ["Spectral Procession"], "battlefield": ["Plains"] + ["Mountain"] * 4})
    (plan,) = checked_options(s, "Spectral Procession")  # {W}{2}{2}: all five tapped
    assert len(plan.tapped) == 5


def test_snow_mana_only_from_snow_sources() -> None:
    assert checked_can_cast(board({"hand": ["Icehide Golem"], "battlefield": ["Forest"]}), "Icehide Golem").castable is False
    assert checked_can_cast(board({"hand": ["Icehide Golem"], "battlefield": ["Snow-Covered Forest"]}),
                            "Icehide Golem").castable


def test_mishras_workshop_only_for_artifacts() -> None:
    s = board({"hand": ["Divination"], "battlefield": ["Mishra's Workshop", "Island"]})
    assert checked_can_cast(s, "Divination").castable is False
    s = board({"hand": ["Frogmite"], "battlefield": ["Mishra's Workshop", "Memnite"]})
    (plan,) = checked_options(s, "Frogmite")  # affinity: {4} - 1 artifact = {3}
    assert plan.total_cost == "{3}" and plan.mana_pool == ()


def test_signets_cannot_pay_each_other() -> None:
    # Two Azorius Signets and nothing else: each needs {1} first; no mana from nowhere.
    s = board({"hand": ["Counterspell"], "battlefield": ["Azorius Signet", "Azorius Signet"]}, stack=OPP_SPELL)
    assert checked_can_cast(s, "Counterspell").castable is False
    s = board({"hand": ["Counterspell"], "battlefield": ["Azorius Signet", "Azorius Signet", "Forest"]}, stack=OPP_SPELL)
    plans = checked_options(s, "Counterspell")
    # Forest pays one Signet ({W}{U}); {U} and {W}->second Signet; or Forest -> Signet only
    # leaves {W}{U}: one {U} short. So both Signets: Forest->S1 gives WU, W->S2 gives WU: pool
    # WUU-> pay UU, {W} floats. One option.
    assert len(plans) == 1 and plans[0].mana_pool and [t for t, _ in plans[0].mana_pool] == ["W"]


def test_emerge_reduced_by_sacrificed_creatures_mana_value() -> None:
    s = board({"hand": ["Elder Deep-Fiend"], "battlefield": ["Island", "Island", "Forest", "Forest", "Forest", "Grizzly Bears"]})
    plans = checked_options(s, "Elder Deep-Fiend")
    assert len(plans) == 1 and plans[0].alternative_cost == "emerge" and plans[0].total_cost == "{3}{U}{U}"


def test_force_of_will_exiles_another_blue_card() -> None:
    s = board({"hand": ["Force of Will"]}, stack=OPP_SPELL)
    assert checked_can_cast(s, "Force of Will").castable is False  # it can't exile itself
    s = board({"hand": ["Force of Will", "Opt"]}, stack=OPP_SPELL)
    (plan,) = checked_options(s, "Force of Will")
    assert plan.exiled == ("me.hand.1",) and plan.life_paid == 1


def test_everflowing_chalice_multikicker_counts() -> None:
    s = board({"hand": ["Everflowing Chalice"], "battlefield": ["Sol Ring", "Forest"]})
    plans = checked_options(s, "Everflowing Chalice")
    # kicked 0 times (nothing tapped; 702.33d: not kicked), or once ({2}): Sol Ring alone, or
    # Forest + Sol Ring with {C} left floating (each activation pays one mana: cli.md's Sol
    # Ring + two Forests example). Twice needs {4}: only 3 mana.
    assert sorted(p.optional_costs.get("multikicker", 0) for p in plans) == [0, 1, 1]


# --- timing and priority (117.1a, 601.3) -------------------------------------------------------
def test_sorcery_needs_empty_stack_and_own_main_phase() -> None:
    s = board({"hand": ["Divination"], "battlefield": ["Island"] * 3}, stack=OPP_SPELL)
    answer = checked_can_cast(s, "Divination")
    assert answer.castable is False and answer.reasons[0].rule == "117.1a"
    s = board({"hand": ["Divination"], "battlefield": ["Island"] * 3}, turn={"phase": "end"})
    assert checked_can_cast(s, "Divination").castable is False


def test_instant_needs_priority() -> None:
    s = board({"hand": ["Opt"], "battlefield": ["Island"]}, turn={"priority": "opp"})
    answer = checked_can_cast(s, "Opt", "me")
    assert answer.castable is False and answer.reasons[0].rule == "117.1"


def test_two_identical_cards_in_hand_are_one_option() -> None:
    s = board({"hand": ["Shock", "Shock"], "battlefield": ["Mountain"]})
    assert len(checked_options(s, "Shock")) == 2  # targets: me, opp; either Shock is the same option


def test_x_every_feasible_value() -> None:
    # Hangarback Walker {X}{X} with three Forests: X = 0 ({0}) or X = 1 ({2}); X = 2 needs 4.
    s = board({"hand": ["Hangarback Walker"], "battlefield": ["Forest"] * 3})
    assert sorted(p.x for p in checked_options(s, "Hangarback Walker")) == [0, 1]


def test_burst_lightning_kicked_and_not() -> None:
    s = board({"hand": ["Burst Lightning"], "battlefield": ["Mountain"] * 5})
    plans = checked_options(s, "Burst Lightning")
    assert sorted(p.optional_costs.get("kicker", 0) for p in plans) == [0, 0, 1, 1]  # x 2 targets


def test_analyze_the_pollen_collect_evidence_sets() -> None:
    # Graveyard: Treasure Cruise (MV 8), Opt (MV 1). Evidence 8: {Cruise} or {Cruise, Opt};
    # or not collected: 3 options.
    s = board({"hand": ["Analyze the Pollen"], "battlefield": ["Forest"], "graveyard": ["Treasure Cruise", "Opt"]})
    plans = checked_options(s, "Analyze the Pollen")
    assert sorted(len(p.exiled) for p in plans) == [0, 1, 2]


def test_convoke_loxodon_records_convoked() -> None:
    # Venerated Loxodon {4}{W}: Plains + four creatures convoking; the card looks at which
    # creatures convoked it, so `convoked` is part of the option.
    s = board({"hand": ["Venerated Loxodon"], "battlefield": ["Plains", "Savannah Lions", "Grizzly Bears", "Memnite",
                                                              "Ornithopter"]})
    plans = checked_options(s, "Venerated Loxodon")
    assert len(plans) == 1 and len(plans[0].convoked) == 4


def test_whir_of_invention_improvise_x() -> None:
    # {X}{U}{U}{U}, three Islands, Memnite and Ornithopter to improvise: X=0; X=1 with either
    # artifact (they differ); X=2 with both: 4 options.
    s = board({"hand": ["Whir of Invention"], "battlefield": ["Island"] * 3 + ["Memnite", "Ornithopter"]})
    assert sorted(p.x for p in checked_options(s, "Whir of Invention")) == [0, 1, 1, 2]


def test_pillar_of_the_paruns_only_for_multicolored() -> None:
    assert checked_can_cast(board({"hand": ["Shock"], "battlefield": ["Pillar of the Paruns"]}), "Shock").castable is False
    s = board({"hand": ["Lightning Helix"], "battlefield": ["Pillar of the Paruns", "Mountain"]})
    assert len(checked_options(s, "Lightning Helix")) == 2


def test_cavern_of_souls_chosen_type() -> None:
    elf_cavern = {"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}
    assert checked_can_cast(board({"hand": ["Llanowar Elves"], "battlefield": [elf_cavern]}), "Llanowar Elves").castable
    assert checked_can_cast(board({"hand": ["Grizzly Bears"], "battlefield": [elf_cavern, "Wastes"]}),
                            "Grizzly Bears").castable is False


def test_gaeas_cradle_counts_creatures() -> None:
    s = board({"hand": ["Elvish Archdruid"], "battlefield": ["Gaea's Cradle", "Grizzly Bears", "Savannah Lions", "Memnite"]})
    (plan,) = checked_options(s, "Elvish Archdruid")
    assert plan.mana_pool == ()


def test_fetid_heath_filters_through_another_land() -> None:
    # Zur {1}{W}{U}{B}: Plains pays Fetid Heath's {W/B} for {W}{B}; Island {U}; Swamp {1}.
    s = board({"hand": ["Zur the Enchanter"], "battlefield": ["Fetid Heath", "Plains", "Island", "Swamp"]})
    (plan,) = checked_options(s, "Zur the Enchanter")
    assert len(plan.tapped) == 4


def test_reduction_lets_x_exceed_the_mana() -> None:
    # Whir of Invention {X}{U}{U}{U} with Goblin Electromancer ({1} less: instants and
    # sorceries): three Islands pay X = 0 or X = 1 (X=1 reduced to {U}{U}{U}).
    s = board({"hand": ["Whir of Invention"], "battlefield": ["Island"] * 3 + ["Goblin Electromancer"]})
    assert sorted(p.x for p in checked_options(s, "Whir of Invention")) == [0, 1]


def test_verdeloth_kicked_with_x_zero_differs_from_not_kicked() -> None:
    # cli.md: kicker {X} kicked with X=0 and not kicked are different options (702.33d).
    # Six Forests: not kicked (1); kicked with X = 0 (1). {4}{G}{G} takes all six: no X > 0.
    s = board({"hand": ["Verdeloth the Ancient"], "battlefield": ["Forest"] * 6})
    plans = checked_options(s, "Verdeloth the Ancient")
    assert sorted((p.optional_costs.get("kicker", 0), p.x) for p in plans) == [(0, 0), (1, 0)]
    s = board({"hand": ["Verdeloth the Ancient"], "battlefield": ["Forest"] * 8})
    plans = checked_options(s, "Verdeloth the Ancient")
    # not kicked: 6 Forests (1); kicked X = 0, 1, 2
    assert sorted((p.optional_costs.get("kicker", 0), p.x) for p in plans) == [(0, 0), (1, 0), (1, 1), (1, 2)]
