"""act13b (issue 13): activated abilities' windows (602.5), "Activate only once" (602.5b, as
exhaust's 702.177a) and effects that cast a card as the ability resolves (608.2), in all three
checkers (model/oracle/act13b.py). Each count is worked out by hand:

- Augur il-Vec, "Sacrifice ~: You gain 4 life. Activate only during your upkeep.": its only cost
  is sacrificing itself, so one way to activate it, in its controller's upkeep with priority;
  in any other step, or in an opponent's upkeep, none (602.5).
- Armageddon Clock, "{4}: Remove a doom counter from ~. Any player may activate this ability but
  only during any upkeep step.": the opponent's Clock, me with four Mountains (interchangeable:
  one way to pay {4}) in the opponent's upkeep: one option; in my own upkeep too; in a main phase,
  none.
- Heart Wolf, "{T}: Target Dwarf creature gets +2/+0 ... Activate only during combat.": one Dwarf
  on the battlefield, one target: one option in each of the five combat steps, none in main1.
- Haunted Screen's third ability ({7}: ... Activate only once.), K 2 after its two mana
  abilities, on a tapped Screen (its own mana abilities can't help): seven Wastes pay {7} one
  way; once the state lists K 2 in ``exhausted``, none.
- Omnispell Adept, "{2}{U}, {T}: You may cast an instant or sorcery spell from your hand without
  paying its mana cost.": three Islands (one way to pay), no target: one option; the cast happens
  as the ability resolves and changes nothing about activating it.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate
from castable.solver.reference import reference_can_activate

from tests.test_casting_rules import act_agree

AUGUR = {"name": "Augur il-Vec", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric", "power": "1",
         "toughness": "3", "oracle_text": "Shadow\nSacrifice Augur il-Vec: You gain 4 life. Activate only during your "
                                          "upkeep."}
CLOCK = {"name": "Armageddon Clock", "mana_cost": "{6}", "type_line": "Artifact",
         "oracle_text": "At the beginning of your upkeep, put a doom counter on Armageddon Clock.\nAt the beginning of "
                        "your draw step, Armageddon Clock deals damage equal to the number of doom counters on it to "
                        "each player.\n{4}: Remove a doom counter from Armageddon Clock. Any player may activate this "
                        "ability but only during any upkeep step."}
WOLF = {"name": "Heart Wolf", "mana_cost": "{3}{R}", "type_line": "Creature — Wolf", "power": "2", "toughness": "2",
        "oracle_text": "First strike\n{T}: Target Dwarf creature gets +2/+0 and gains first strike until end of turn. "
                       "When that creature leaves the battlefield this turn, sacrifice Heart Wolf. Activate only "
                       "during combat."}
DWARF = {"name": "Test Dwarf", "mana_cost": "{R}", "type_line": "Creature — Dwarf", "power": "1", "toughness": "1",
         "oracle_text": ""}
SCREEN = {"name": "Haunted Screen", "mana_cost": "{3}", "type_line": "Artifact",
          "oracle_text": "{T}: Add {W} or {B}.\n{T}, Pay 1 life: Add {G}, {U}, or {R}.\n{7}: Put seven +1/+1 counters on "
                         "this artifact. It becomes a 0/0 Spirit creature in addition to its other types. Activate "
                         "only once."}
ADEPT = {"name": "Omnispell Adept", "mana_cost": "{4}{U}", "type_line": "Creature — Human Wizard", "power": "3",
         "toughness": "4", "oracle_text": "{2}{U}, {T}: You may cast an instant or sorcery spell from your hand without "
                                          "paying its mana cost."}
CARDS = [AUGUR, CLOCK, WOLF, DWARF, SCREEN, ADEPT]  # with CRATERMAKER and RELIC below


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                                "turn": {"active_player": "me", "phase": "main1", **turn}, "cards": CARDS})


def test_read_windows_once_and_free_casts() -> None:
    augur = read_card(AUGUR).activated_abilities[0]
    assert augur.window is not None and augur.window.phases == frozenset({"upkeep"}) and augur.window.turn == "yours"
    clock = read_card(CLOCK).activated_abilities[0]
    assert clock.any_player and clock.window is not None and clock.window.turn is None
    assert read_card(SCREEN).activated_abilities[2].once_ever
    adept = read_card(ADEPT)
    assert adept.unsupported is None and adept.activated_abilities[0].targets == ()


def test_during_your_upkeep() -> None:
    me = {"battlefield": [{"card": "Augur il-Vec", "id": "augur"}]}
    s = state(me, phase="upkeep")
    assert len(act_agree(s, "augur", 0)) == 1
    plan = can_activate(s, "augur", 0).plan
    assert plan is not None
    for other in (state(me, phase="main1"), state(me, phase="draw"),
                  state(me, active_player="opp", phase="upkeep", priority="me")):
        assert act_agree(other, "augur", 0) == []
        answer = can_activate(other, "augur", 0, "me")
        assert answer.castable is False and any(r.rule == "602.5" for r in answer.reasons)
        assert reference_can_activate(other, "augur", 0, "me") is False
        assert any("602.5" in str(p) for p in referee.check(other, plan))


def test_any_player_during_any_upkeep() -> None:
    mountains = {"battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(4)]}
    clock = {"battlefield": [{"card": "Armageddon Clock", "id": "clock", "counters": {"doom": 2}}]}
    theirs = state(mountains, clock, active_player="opp", phase="upkeep", priority="me")
    assert len(act_agree(theirs, "clock", 0)) == 1
    assert len(act_agree(state(mountains, clock, phase="upkeep"), "clock", 0)) == 1
    main = state(mountains, clock, phase="main1")
    assert act_agree(main, "clock", 0) == []
    assert any(r.rule == "602.5" for r in can_activate(main, "clock", 0, "me").reasons)


def test_during_combat() -> None:
    me = {"battlefield": [{"card": "Heart Wolf", "id": "wolf"}, {"card": "Test Dwarf", "id": "dwarf"}]}
    for phase in ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
        assert len(act_agree(state(me, phase=phase), "wolf", 0)) == 1, phase
    for phase in ("upkeep", "main1", "main2", "end"):
        assert act_agree(state(me, phase=phase), "wolf", 0) == [], phase


def test_activate_only_once() -> None:
    wastes = [{"card": "Wastes", "id": f"w{i}"} for i in range(7)]
    fresh = state({"battlefield": [{"card": "Haunted Screen", "id": "screen", "tapped": True}, *wastes]})
    assert len(act_agree(fresh, "screen", 2)) == 1
    plan = can_activate(fresh, "screen", 2).plan
    used = state({"battlefield": [{"card": "Haunted Screen", "id": "screen", "tapped": True,
                                                  "exhausted": [2]}, *wastes]})
    assert act_agree(used, "screen", 2) == []
    assert any(r.rule == "702.177a" for r in can_activate(used, "screen", 2).reasons)
    assert plan is not None and referee.check(used, plan) != []


def test_free_cast_as_it_resolves() -> None:
    me = {"battlefield": [{"card": "Omnispell Adept", "id": "adept"}, *({"card": "Island", "id": f"i{i}"}
                                                                         for i in range(3))],
          "hand": ["Lightning Bolt"]}
    assert len(act_agree(state(me), "adept", 0)) == 1
    two = {**me, "battlefield": me["battlefield"][:3]}
    assert act_agree(state(two), "adept", 0) == []  # {2}{U} and {T} on the Adept: two Islands can't pay


CRATERMAKER = {"name": "Goblin Cratermaker", "mana_cost": "{1}{R}", "type_line": "Creature — Goblin Warrior",
               "power": "2", "toughness": "2",
               "oracle_text": "{1}, Sacrifice Goblin Cratermaker: Choose one —\n• Goblin Cratermaker deals 2 damage to "
                              "target creature.\n• Destroy target colorless nonland permanent."}
RELIC = {"name": "Test Relic", "mana_cost": "{2}", "type_line": "Artifact", "oracle_text": ""}
CARDS += [CRATERMAKER, RELIC]


def test_modes_of_an_ability() -> None:
    """Goblin Cratermaker ({1}, sacrifice it: choose one, 700.2 and 602.2b), a Mountain (one way to
    pay {1}); the opponent's Grizzly Bears and Test Relic (a colorless artifact). The first mode
    targets a creature: the Cratermaker itself (targets are chosen before its sacrifice is paid,
    601.2c before 601.2h) or the Bears, 2; the second a colorless nonland permanent: the Relic, 1
    (the Cratermaker is red, the Mountain a land): 3 options. With the Bears alone, a tapped
    Cratermaker (the cost has no {T}): 2. With no land to pay {1}: none."""
    me = {"battlefield": [{"card": "Goblin Cratermaker", "id": "crater"}, {"card": "Mountain", "id": "m"}]}
    both = state(me, {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Test Relic", "id": "relic"}]})
    options = act_agree(both, "crater", 0)
    assert sorted((p.modes, p.targets) for p in options) == [((0,), (("bears",),)), ((0,), (("crater",),)),
                                                               ((1,), (("relic",),))]
    bears = state({"battlefield": [{"card": "Goblin Cratermaker", "id": "crater", "tapped": True},
                                   {"card": "Mountain", "id": "m"}]},
                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    assert len(act_agree(bears, "crater", 0)) == 2
    poor = state({"battlefield": [{"card": "Goblin Cratermaker", "id": "crater"}]},
                 {"battlefield": [{"card": "Test Relic", "id": "relic"}]})
    assert act_agree(poor, "crater", 0) == []  # no mana for {1}


ESTATE = {"name": "Test Estate", "mana_cost": "", "type_line": "Land",
          "oracle_text": "{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you "
                         "control."}
VAMPIRE = {"name": "Test Vampire", "mana_cost": "{1}{B}", "type_line": "Creature — Vampire", "power": "2",
           "toughness": "1", "oracle_text": ""}
CARDS += [ESTATE, VAMPIRE]


def test_ability_reduces_itself() -> None:
    """602.2b with 601.2f: "{5}, {T}: ... This ability costs {1} less to activate for each Vampire
    you control." Two Vampires of mine (the opponent's third doesn't count: "you control"): {3},
    which my three Swamps pay one way (1 option); with two Swamps, none; with one Vampire of
    mine, {4}: three Swamps can't pay it, none."""
    ab = read_card(ESTATE).activated_abilities[0]
    assert len(ab.self_reductions) == 1 and ab.self_reductions[0].counted.subtypes == frozenset({"Vampire"})
    swamps = [{"card": "Swamp", "id": f"s{i}"} for i in range(3)]
    vamps = [{"card": "Test Vampire", "id": f"v{i}"} for i in range(2)]
    theirs = {"battlefield": [{"card": "Test Vampire", "id": "ov"}]}
    s = state({"battlefield": [{"card": "Test Estate", "id": "estate"}, *vamps, *swamps]}, theirs)
    options = act_agree(s, "estate", 0)
    assert len(options) == 1
    plan = can_activate(s, "estate", 0).plan
    assert plan is not None
    assert act_agree(state({"battlefield": [{"card": "Test Estate", "id": "estate"}, *vamps, *swamps[:2]]}, theirs),
                     "estate", 0) == []
    one = state({"battlefield": [{"card": "Test Estate", "id": "estate"}, vamps[0], *swamps]}, theirs)
    assert act_agree(one, "estate", 0) == []
    assert referee.check(one, plan) != []  # the plan paid {3}: with one Vampire the cost is {4}


CAVES = {"name": "Test Caves", "mana_cost": "", "type_line": "Land",
         "oracle_text": "{1}, {T}, Sacrifice this land: Draw a card. Activate only if you control five or more lands."}
OGRE = {"name": "Test Ogre", "mana_cost": "{2}{B}", "type_line": "Creature — Ogre", "power": "2", "toughness": "2",
        "oracle_text": "{B}: Test Ogre gets +1/+0 until end of turn. Activate only if you control two or more black "
                       "permanents and only once each turn."}
CARDS += [CAVES, OGRE]


def test_activate_only_if_you_control() -> None:
    """602.5 "Activate only if you control five or more lands": Test Caves and four Plains of
    mine (five lands, the Caves among them), the opponent's six Forests (not mine): {1} from any
    of the four Plains, interchangeable: 1 option. With three Plains (four lands): none, though
    {1} could be paid. Test Ogre ("two or more black permanents and only once each turn"), a
    Swamp (lands are colorless: not black): alone it is one black permanent, none; with a second
    Test Ogre, 1 option ({B} from the Swamp); once activated this turn, none."""
    plains = [{"card": "Plains", "id": f"p{i}"} for i in range(4)]
    forests = {"battlefield": [{"card": "Forest", "id": f"f{i}"} for i in range(6)]}
    five = state({"battlefield": [{"card": "Test Caves", "id": "caves"}, *plains]}, forests)
    assert len(act_agree(five, "caves", 0)) == 1
    four = state({"battlefield": [{"card": "Test Caves", "id": "caves"}, *plains[:3]]}, forests)
    assert act_agree(four, "caves", 0) == []
    assert any(r.rule == "602.5" for r in can_activate(four, "caves", 0).reasons)
    plan = can_activate(five, "caves", 0).plan
    assert plan is not None and referee.check(four, plan) != []
    swamp = {"card": "Swamp", "id": "sw"}
    ogre = read_card(OGRE).activated_abilities[0]
    assert ogre.activate_if_count == 2 and ogre.once_per_turn
    assert act_agree(state({"battlefield": [{"card": "Test Ogre", "id": "ogre"}, swamp]}), "ogre", 0) == []
    two = [{"card": "Test Ogre", "id": "ogre"}, {"card": "Test Ogre", "id": "ogre2"}, swamp]
    assert len(act_agree(state({"battlefield": two}), "ogre", 0)) == 1
    used = [{"card": "Test Ogre", "id": "ogre", "activations_this_turn": {"0": 1}}, *two[1:]]
    assert act_agree(state({"battlefield": used}), "ogre", 0) == []


def _face(text: str) -> Any:
    return read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": "Creature — Bear", "power": "2",
                      "toughness": "2", "oracle_text": text})


def test_near_misses_stay_unread() -> None:
    """Each changes how the ability is activated, or needs a fact the state doesn't hold."""
    for text in ("{1}: Destroy X target creatures, where X is the number of Swamps you control.",
                 "{2}, {T}: Return target creature card with mana value X or less from your graveyard to your hand, "
                 "where X is the number of lands you control.",
                 "{X}, {T}: Target creature gets -X/-X until end of turn, where X is the number of Swamps you control.",
                 "{3}: Draw a card. Activate only before the combat damage step.",
                 "{3}: Draw a card. Activate only if an opponent was dealt damage this turn.",
                 "{3}: Draw a card. Activate only if you control another Bear.",
                 "{1}, {T}: Until end of turn, you may cast creature spells from your hand without paying their mana "
                 "costs.",
                 "{1}, {T}: You may cast target instant card from your graveyard without paying its mana cost.",
                 "{2}, {T}: Draw a card. This ability costs {1} less to activate if it targets a creature.",
                 "{T}: Choose one —\n• Draw a card.",
                 "{2}, {T}: Draw a card. When you do, add {R}.",
                 "{2}, {T}: Draw a card. When you do, target creature gets +1/+1 until end of turn. Activate only once"
                 " each turn and only if you have no cards in hand."):
        assert _face(text).unsupported is not None, text
    assert _face("{T}: Choose one —\n• Draw a card.\n• You gain 2 life.").unsupported is None


ANCIENT = {"name": "The Ancient One", "mana_cost": "{U}{B}", "type_line": "Legendary Creature — Spirit God",
           "power": "8", "toughness": "8",
           "oracle_text": "Descend 8 — The Ancient One can't attack or block unless there are eight or more permanent "
                          "cards in your graveyard.\n{2}{U}{B}: Draw a card, then discard a card. When you discard a card "
                          "this way, target player mills cards equal to its mana value."}
CARDS += [ANCIENT]


def test_reflexive_trigger_target_is_not_an_activation_target() -> None:
    """603.12: "When you discard a card this way, target player mills ..." is a reflexive trigger:
    its target is chosen when it triggers, as the ability resolves. The activation itself has no
    target: an Island, a Swamp and two Wastes pay {2}{U}{B} one way (the Wastes alike): 1 option,
    with no target in the plan."""
    lands = [{"card": c, "id": i} for c, i in (("Island", "i"), ("Swamp", "s"), ("Wastes", "w1"), ("Wastes", "w2"))]
    s = state({"battlefield": [{"card": "The Ancient One", "id": "god"}, *lands]})
    options = act_agree(s, "god", 0)
    assert len(options) == 1 and options[0].targets == ()
