"""Static abilities about casting (perm13): prohibitions, the second spell's reduction, flash
granted to spells, "costs {1} less to cast during your turn". Each expected count is worked out
by hand from the rules; every plan goes through the referee and the reference enumerator
(``agreed_options``), and each "no" is checked to hold in all three checkers.

- 601.3: a player can begin to cast a spell only if no rule or effect prohibits it; 101.2: a
  "can't" wins over any "may" (so it also binds a cast that ignores timing).
- 601.2f: the total cost is the mana cost plus increases minus reductions; a generic reduction
  takes off generic mana only (it never goes below zero). The spell isn't "cast" until 601.2i,
  so a player casting their second spell of the turn has ``spells_cast_this_turn`` 1.
- 117.1a / 702.8a: a spell with flash (or cast "as though it had flash") may be cast any time
  its caster has priority; otherwise only in their main phase with an empty stack.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate, can_cast
from castable.solver.transitions import apply

from tests.conftest import agreed_options as _agreed_options
from tests.conftest import shared_records
from tests.test_casting_rules import act_agree

NAMES = frozenset({"Rule of Law", "Moderation", "Kutzil, Malamet Exemplar", "Basandra, Battle Seraph",
                   "Highspire Bell-Ringer", "Uthros Psionicist", "Valley Floodcaller", "Mental Modulation",
                   "Sigarda's Aid", "Marisi, Breaker of the Coil"})


def records() -> list[dict[str, Any]]:
    return list(shared_records(NAMES).values())


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": records()}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def agreed(s: GameState, card: str, player: str = "me") -> list[Any]:
    return _agreed_options(s, card, player)


def refused(s: GameState, card: str, rule: str, player: str = "me") -> None:
    """No option in any checker, and the answer's reasons cite ``rule``."""
    assert agreed(s, card, player) == []
    answer = can_cast(s, card, player)
    assert answer.castable is False and any(r.rule == rule for r in answer.reasons), answer.reasons


# ----- the reader -------------------------------------------------------------------------------

def test_reader_reads_the_lines_exactly() -> None:
    cards = {r["name"]: read_card(r) for r in records()}
    for c in cards.values():
        assert c.unsupported is None, (c.name, c.unsupported)
    [rule] = cards["Rule of Law"].cast_prohibitions
    assert (rule.who, rule.when) == ("each", "second_spell")
    assert [(p.who, p.when) for p in cards["Moderation"].cast_prohibitions] == [("you", "second_spell")]
    assert [(p.who, p.when) for p in cards["Kutzil, Malamet Exemplar"].cast_prohibitions] == [("opponents", "your_turn")]
    assert [(p.who, p.when) for p in cards["Basandra, Battle Seraph"].cast_prohibitions] == [("each", "combat")]
    assert [(p.who, p.when) for p in cards["Marisi, Breaker of the Coil"].cast_prohibitions] == [("opponents", "combat")]
    [mod] = cards["Uthros Psionicist"].cost_modifiers
    assert (mod.kind, mod.amount, mod.scope, mod.nth_spell) == ("reduce", 2, "you", 2)
    [grant] = cards["Valley Floodcaller"].spell_grants
    assert grant.keyword == "Flash" and grant.spells.non_types == frozenset({"Creature"})
    [aid] = cards["Sigarda's Aid"].spell_grants
    assert aid.spells.subtypes == frozenset({"Aura", "Equipment"})
    [sr] = cards["Mental Modulation"].self_reductions
    assert (sr.measure, sr.amount, sr.at_most) == ("your_turn", 1, 1)


def test_reader_refuses_near_misses() -> None:
    """A prohibition on a kind of spell, flash for "historic" spells or with free casts (Aluren), a
    second spell that costs more: unread."""
    base = {"name": "Test Warden", "mana_cost": "{2}{W}", "type_line": "Enchantment"}
    for text in ("Each player can't cast more than one noncreature spell each turn.",
                 "You can't cast creature spells.",
                 "Your opponents can't cast spells with even mana values.",
                 "You may cast historic spells as though they had flash.",
                 "Any player may cast creature spells with mana value 3 or less without paying their mana costs "
                 "and as though they had flash.",
                 "The second spell you cast each turn costs {1} more to cast.",
                 "You may cast legendary spells and artifact spells as though they had flash."):
        assert read_card({**base, "oracle_text": text}).unsupported == text, text


# ----- prohibitions (601.3) ---------------------------------------------------------------------

BOLT_ME = {"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": ["Mountain"]}


def test_rule_of_law_one_spell_each_turn() -> None:
    """Rule of Law (opp's): my first spell this turn, Bolt with one Mountain, targets me or opp
    (Rule of Law is no creature, planeswalker or battle): 2 options; after one spell, none. The
    plan found before is refused by the referee once a spell was cast."""
    s = state(BOLT_ME, {"battlefield": ["Rule of Law"]})
    plans = agreed(s, "bolt")
    assert len(plans) == 2
    later = state({**BOLT_ME, "spells_cast_this_turn": 1}, {"battlefield": ["Rule of Law"]})
    refused(later, "bolt", "601.3")
    assert any(e.startswith("601.3") for e in referee.check(later, plans[0]))


def test_rule_of_law_after_a_cast() -> None:
    """apply() counts the spell cast (spells_cast_this_turn 1): a second Bolt can't be cast
    then, though the Mountain's mana would pay for it (two Mountains)."""
    me = {"hand": [{"card": "Lightning Bolt", "id": "bolt"}, {"card": "Lightning Bolt", "id": "bolt2"}],
          "battlefield": ["Mountain", "Mountain"]}
    s = state(me, {"battlefield": ["Rule of Law"]})
    after = apply(s, agreed(s, "bolt")[0])
    assert after.player("me").spells_cast_this_turn == 1
    after.stack.clear()  # the first Bolt resolved; the turn is still the same
    refused(after, "bolt2", "601.3")


def test_moderation_binds_only_its_controller() -> None:
    """Moderation: "You can't cast more than one spell each turn." Mine, after one spell: no;
    the opponent's: my second spell is free (2 options)."""
    mine = {**BOLT_ME, "spells_cast_this_turn": 1, "battlefield": ["Mountain", "Moderation"]}
    refused(state(mine), "bolt", "601.3")
    theirs = state({**BOLT_ME, "spells_cast_this_turn": 1}, {"battlefield": ["Moderation"]})
    assert len(agreed(theirs, "bolt")) == 2


def test_kutzil_during_its_controllers_turn() -> None:
    """Kutzil (opp's): on opp's turn I can't cast Bolt even with priority; on my turn I can
    (2 player targets + Kutzil, a creature: 3 options); on opp's turn opp's own spells are free."""
    opp = {"battlefield": ["Kutzil, Malamet Exemplar"]}
    refused(state(BOLT_ME, opp, active_player="opp", phase="main1", priority="me"), "bolt", "601.3")
    assert len(agreed(state(BOLT_ME, opp), "bolt")) == 3
    opp_bolt = {"battlefield": ["Kutzil, Malamet Exemplar", "Mountain"], "hand": [{"card": "Lightning Bolt", "id": "ob"}]}
    s = state({}, opp_bolt, active_player="opp", phase="main1", priority="opp")
    assert len(agreed(s, "ob", "opp")) == 3


def test_no_spells_during_combat() -> None:
    """Basandra (opp's): nobody casts spells during combat (its controller neither); Marisi
    (opp's): only its controller's opponents can't. Bolt in the declare attackers step of my turn:
    no; in my first main phase: me, opp, the creature: 3 options."""
    basandra = {"battlefield": ["Basandra, Battle Seraph"]}
    refused(state(BOLT_ME, basandra, phase="declare_attackers"), "bolt", "601.3")
    assert len(agreed(state(BOLT_ME, basandra), "bolt")) == 3
    opp_bolt = {"battlefield": ["Basandra, Battle Seraph", "Mountain"], "hand": [{"card": "Lightning Bolt", "id": "ob"}]}
    refused(state({}, opp_bolt, phase="declare_attackers", priority="opp"), "ob", "601.3", "opp")
    marisi = {"battlefield": ["Marisi, Breaker of the Coil", "Mountain"], "hand": [{"card": "Lightning Bolt", "id": "ob"}]}
    refused(state(BOLT_ME, marisi, phase="declare_attackers"), "bolt", "601.3")
    assert len(agreed(state(BOLT_ME, marisi, phase="declare_attackers", priority="opp"), "ob", "opp")) == 3


def test_face_down_prohibitor_has_no_ability() -> None:
    """708.2: a face-down Rule of Law is a 2/2 with no abilities: my second spell is free; Bolt
    may target me, opp or the face-down creature: 3 options."""
    opp = {"battlefield": [{"card": "Rule of Law", "face_down": True}]}
    assert len(agreed(state({**BOLT_ME, "spells_cast_this_turn": 1}, opp), "bolt")) == 3


# ----- the second spell (601.2f) ------------------------------------------------------------------

BEARS_ONE_FOREST = {"hand": [{"card": "Grizzly Bears", "id": "bears"}], "battlefield": ["Forest"]}


def test_highspire_bell_ringer_second_spell_only() -> None:
    """Grizzly Bears {1}{G} with one Forest and Highspire Bell-Ringer: the first spell costs
    {1}{G} (no), the second {G} (1 option: tap the Forest), the third {1}{G} again (no)."""
    me = {**BEARS_ONE_FOREST, "battlefield": ["Forest", "Highspire Bell-Ringer"]}
    assert agreed(state(me), "bears") == []
    [plan] = agreed(state({**me, "spells_cast_this_turn": 1}), "bears")
    assert plan.zone == "hand"
    assert agreed(state({**me, "spells_cast_this_turn": 2}), "bears") == []


def test_second_spell_reduction_is_the_controllers() -> None:
    """The opponent's Bell-Ringer reduces only its controller's spells: my second Bears still
    costs {1}{G} (no); Uthros Psionicist takes {2} off the generic {1} only: {G} (1 option)."""
    assert agreed(state({**BEARS_ONE_FOREST, "spells_cast_this_turn": 1},
                        {"battlefield": ["Highspire Bell-Ringer"], "spells_cast_this_turn": 1}), "bears") == []
    me = {**BEARS_ONE_FOREST, "battlefield": ["Forest", "Uthros Psionicist"], "spells_cast_this_turn": 1}
    assert len(agreed(state(me), "bears")) == 1


# ----- flash for spells (117.1a, 702.8a) ------------------------------------------------------------

def test_valley_floodcaller_noncreature_spells_any_time() -> None:
    """Valley Floodcaller (mine), opp's turn, I hold priority, three Islands and a Forest:
    Divination (a sorcery, {2}{U}) may be cast ({U} from an Island, {2} from the two other
    Islands or from an Island and the Forest: 2 options); Grizzly Bears may not (a creature: 117.1a);
    without the Floodcaller, or with the opponent's, Divination may not."""
    me = {"hand": [{"card": "Divination", "id": "div"}, {"card": "Grizzly Bears", "id": "bears"}],
          "battlefield": ["Island", "Island", "Island", "Forest", "Valley Floodcaller"]}
    turn = {"active_player": "opp", "phase": "main1", "priority": "me"}
    assert len(agreed(state(me, **turn), "div")) == 2
    refused(state(me, **turn), "bears", "117.1a")
    plain = {**me, "battlefield": ["Island", "Island", "Island"]}
    refused(state(plain, **turn), "div", "117.1a")
    refused(state(plain, {"battlefield": ["Valley Floodcaller"]}, **turn), "div", "117.1a")


# ----- "costs {1} less to cast during your turn" ---------------------------------------------------

def test_mental_modulation_cheaper_on_my_turn() -> None:
    """Mental Modulation {1}{U} (instant), one Island, opp's Grizzly Bears the only artifact or
    creature: on my turn it costs {U} (1 option, targeting the Bears); on opp's turn {1}{U}: no."""
    me = {"hand": [{"card": "Mental Modulation", "id": "mm"}], "battlefield": ["Island"]}
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "gb"}]}
    [plan] = agreed(state(me, opp), "mm")
    assert plan.targets == (("gb",),)
    assert agreed(state(me, opp, active_player="opp", phase="main1", priority="me"), "mm") == []


# ----- "as though it had flash if you pay {2} more" (601.2f, 117.1a) --------------------------------

def _flash_records() -> list[dict[str, Any]]:
    return list(shared_records(frozenset({"Rout", "Harbinger of the Tides", "Vedalken Orrery"})).values())


def flash_state(me: dict[str, Any], **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp"}], "cards": _flash_records()}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


OPP_TURN = {"active_player": "opp", "phase": "main1", "priority": "me"}


def test_rout_costs_two_more_without_sorcery_timing() -> None:
    """Rout {3}{W}{W}, no target: in my main phase with an empty stack it costs its mana cost
    (six Plains: 1 option, five of the alike Plains); on opp's turn {5}{W}{W}: six Plains, no;
    seven, 1 option. The plan found on my turn is refused by the referee on opp's turn."""
    rout = {"card": "Rout", "id": "rout"}
    mine = agreed(flash_state({"hand": [rout], "battlefield": ["Plains"] * 6}), "rout")
    assert len(mine) == 1 and len(mine[0].tapped) == 5
    six_opp = flash_state({"hand": [rout], "battlefield": ["Plains"] * 6}, **OPP_TURN)
    assert agreed(six_opp, "rout") == []
    [plan] = agreed(flash_state({"hand": [rout], "battlefield": ["Plains"] * 7}, **OPP_TURN), "rout")
    assert len(plan.tapped) == 7
    assert referee.check(six_opp, mine[0]) != []


def test_harbinger_no_tax_with_flash_from_elsewhere() -> None:
    """Harbinger of the Tides {U}{U} on opp's turn: two Islands, no ({2}{U}{U}); four Islands,
    1 option tapping all four; with Vedalken Orrery ("You may cast spells as though they had
    flash") the permission isn't needed: two Islands, 1 option."""
    harb = {"card": "Harbinger of the Tides", "id": "h"}
    assert agreed(flash_state({"hand": [harb], "battlefield": ["Island"] * 2}, **OPP_TURN), "h") == []
    [plan] = agreed(flash_state({"hand": [harb], "battlefield": ["Island"] * 4}, **OPP_TURN), "h")
    assert len(plan.tapped) == 4
    [plan] = agreed(flash_state({"hand": [harb], "battlefield": ["Island", "Island", "Vedalken Orrery"]}, **OPP_TURN),
                    "h")
    assert len(plan.tapped) == 2


# ----- "Activated abilities of artifacts can't be activated." (602.5) ---------------------------------

def _rod_state(me: dict[str, Any], opp: dict[str, Any]) -> GameState:
    names = frozenset({"Null Rod", "Linvala, Keeper of Silence", "Damping Matrix"})
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                                "cards": list(shared_records(names).values())})


BEARS_SOL = {"hand": [{"card": "Grizzly Bears", "id": "bears"}],
             "battlefield": ["Forest", {"card": "Sol Ring", "id": "ring"}]}


def test_null_rod_stops_mana_abilities_of_artifacts() -> None:
    """Grizzly Bears {1}{G} with a Forest and Sol Ring: the Forest pays {G}, the Ring {1} (1
    option); with the opponent's Null Rod the Ring can't be activated (602.5): the Forest alone
    makes one mana, no; activating the Ring itself: no, citing 602.5."""
    assert len(agreed(_rod_state(BEARS_SOL, {}), "bears")) == 1
    rod = _rod_state(BEARS_SOL, {"battlefield": ["Null Rod"]})
    assert agreed(rod, "bears") == []
    assert act_agree(rod, "ring", 0) == []
    assert any(r.rule == "602.5" for r in can_activate_reasons(rod, "ring"))


def can_activate_reasons(s: GameState, source: str) -> list[Any]:
    answer = can_activate(s, source, 0)
    assert answer.castable is False
    return list(answer.reasons)


def test_linvala_stops_only_opponents_creatures() -> None:
    """Llanowar Elves (not summoning sick) and a Forest pay Grizzly Bears' {1}{G} (1 option: both
    tapped). The opponent's Linvala: my Elves can't be activated, the Forest alone is short: no.
    My own Linvala stops only my opponents' creatures: 1 option."""
    me = {"hand": [{"card": "Grizzly Bears", "id": "bears"}], "battlefield": ["Forest", "Llanowar Elves"]}
    assert len(agreed(_rod_state(me, {}), "bears")) == 1
    assert agreed(_rod_state(me, {"battlefield": ["Linvala, Keeper of Silence"]}), "bears") == []
    mine = {**me, "battlefield": ["Forest", "Llanowar Elves", "Linvala, Keeper of Silence"]}
    assert len(agreed(_rod_state(mine, {}), "bears")) == 1


def test_damping_matrix_spares_mana_abilities() -> None:
    """Damping Matrix: "... unless they're mana abilities": the Elves and Sol Ring still make
    mana (Bears: Forest + Ring, Forest + Elves, Elves + Ring: 3 options)."""
    me = {"hand": [{"card": "Grizzly Bears", "id": "bears"}],
          "battlefield": ["Forest", "Llanowar Elves", {"card": "Sol Ring", "id": "ring"}]}
    assert len(agreed(_rod_state(me, {"battlefield": ["Damping Matrix"]}), "bears")) == 3


# ----- Grand Abolisher, conditional self-reductions (perm13b) ----------------------------------------

def _abolisher_state(me: dict[str, Any], opp: dict[str, Any], **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                            "cards": [*shared_records(frozenset({"Grand Abolisher", "Lashwhip Predator"})).values(),
                                      TEST_BEND]}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def test_grand_abolisher_during_its_controllers_turn() -> None:
    """The opponent's Grand Abolisher on their turn: my Bolt can't be cast (601.3), my Sol Ring's
    mana ability can't be activated (602.5, an artifact's); on my turn both work: Bolt targets me,
    opp or the Abolisher (3 options), the Ring's ability 1 option."""
    me = {"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": ["Mountain", {"card": "Sol Ring", "id": "ring"}]}
    opp = {"battlefield": ["Grand Abolisher"]}
    theirs = _abolisher_state(me, opp, active_player="opp", phase="main1", priority="me")
    refused(theirs, "bolt", "601.3")
    assert act_agree(theirs, "ring", 0) == []
    assert any(r.rule == "602.5" for r in can_activate_reasons(theirs, "ring"))
    mine = _abolisher_state(me, opp)
    assert len(agreed(mine, "bolt")) == 3
    assert len(act_agree(mine, "ring", 0)) == 1


#: a test card: Bolt Bend's reduction on a plain sorcery (Bolt Bend's own effect is unread)
TEST_BEND = {"name": "Test Bend", "mana_cost": "{3}{U}", "type_line": "Sorcery",
             "oracle_text": "This spell costs {3} less to cast if you control a creature with power 4 or greater.\n"
                            "Draw a card."}


def test_reduction_if_you_control_a_creature_with_power_4() -> None:
    """Test Bend {3}{U}, one Island: with my Grizzly Bears carrying two +1/+1 counters (power 4)
    it costs {U} (1 option); with one counter (power 3), or the 4-power Bears the opponent's, it
    costs {3}{U}: no."""
    hand = {"hand": [{"card": "Test Bend", "id": "tb"}]}
    four = {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}
    assert len(agreed(_abolisher_state({**hand, "battlefield": ["Island", four]}, {}), "tb")) == 1
    three = {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}
    assert agreed(_abolisher_state({**hand, "battlefield": ["Island", three]}, {}), "tb") == []
    assert agreed(_abolisher_state({**hand, "battlefield": ["Island"]}, {"battlefield": [four]}), "tb") == []


def test_lashwhip_predator_needs_three_opposing_creatures() -> None:
    """Lashwhip Predator {4}{G}{G}, four Forests: the opponent's three Bears make it {2}{G}{G} (1
    option); two of theirs and one of mine, no reduction: no."""
    me = {"hand": [{"card": "Lashwhip Predator", "id": "lp"}], "battlefield": ["Forest"] * 4}
    assert len(agreed(_abolisher_state(me, {"battlefield": ["Grizzly Bears"] * 3}), "lp")) == 1
    mixed = {**me, "battlefield": ["Forest"] * 4 + ["Grizzly Bears"]}
    assert agreed(_abolisher_state(mixed, {"battlefield": ["Grizzly Bears"] * 2}), "lp") == []


# ----- conditional flash of the card itself (601.3, 117.1a) --------------------------------------------

def _flash_if_state(me: dict[str, Any], **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", "battlefield": [
        {"card": "Grizzly Bears", "id": "ob", "tapped": True}]}],
        "cards": list(shared_records(frozenset({"Dragon Grip", "Swift Reckoning"})).values())}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def test_dragon_grip_flash_with_a_4_power_creature() -> None:
    """Dragon Grip {2}{R} (an Aura, enchant creature), three Mountains, opp's turn, I hold
    priority: with my Grizzly Bears at power 4 (two +1/+1 counters) it may be cast, enchanting my
    Bears or opp's Bears (2 options); with my Bears at power 2, no (117.1a)."""
    grip = {"card": "Dragon Grip", "id": "grip"}
    big = {"card": "Grizzly Bears", "id": "mb", "counters": {"+1/+1": 2}}
    assert len(agreed(_flash_if_state({"hand": [grip], "battlefield": ["Mountain"] * 3 + [big]}, **OPP_TURN),
                      "grip")) == 2
    small = {"card": "Grizzly Bears", "id": "mb"}
    refused(_flash_if_state({"hand": [grip], "battlefield": ["Mountain"] * 3 + [small]}, **OPP_TURN), "grip", "117.1a")


def test_swift_reckoning_spell_mastery() -> None:
    """Swift Reckoning {1}{W} (sorcery: destroy target tapped creature), two Plains, opp's turn:
    with Lightning Bolt and Opt in my graveyard it may be cast, on opp's tapped Bears (1 option);
    with one instant there, no. In my graveyard itself (cast by an effect's permission), whether it
    counts is not modelled: exit 4."""
    sr = {"card": "Swift Reckoning", "id": "sr"}
    two = _flash_if_state({"hand": [sr], "graveyard": ["Lightning Bolt", "Opt"], "battlefield": ["Plains"] * 2},
                          **OPP_TURN)
    [plan] = agreed(two, "sr")
    assert plan.targets == (("ob",),)
    one = _flash_if_state({"hand": [sr], "graveyard": ["Lightning Bolt"], "battlefield": ["Plains"] * 2}, **OPP_TURN)
    refused(one, "sr", "117.1a")
    there = _flash_if_state({"graveyard": ["Lightning Bolt", "Opt", {"card": "Swift Reckoning", "id": "sr",
                                                                      "permission": {"kind": "effect"}}],
                             "battlefield": ["Plains"] * 2}, **OPP_TURN)
    with pytest.raises(UnsupportedCardError):
        can_cast(there, "sr", "me")


def test_any_player_may_cast_as_though_flash() -> None:
    """Vernal Equinox (opp's): "Any player may cast creature and enchantment spells as though they
    had flash": on opp's turn my Grizzly Bears may be cast ({G} from a Forest, {1} from the other
    Forest or an Island: 2 options); Divination (a sorcery) may not (117.1a)."""
    recs = list(shared_records(frozenset({"Vernal Equinox"})).values())
    me = {"hand": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Divination", "id": "div"}],
          "battlefield": ["Forest", "Forest", "Island", "Island", "Island"]}
    s = GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", "battlefield": ["Vernal Equinox"]}],
                             "cards": recs, "turn": OPP_TURN})
    assert len(agreed(s, "bears")) == 2
    refused(s, "div", "117.1a")


def test_granted_affinity_for_artifacts() -> None:
    """Sami, Wildcat Captain (mine): "Spells you cast have affinity for artifacts." Grizzly Bears
    {1}{G} with a Forest and a tapped Mind Stone (an artifact that makes no mana now): {1} less
    for the one artifact, {G}, 1 option; without Sami, {1}{G} with one untapped Forest: no.
    Sami is the opponent's: no (it grants only its controller's spells)."""
    recs = list(shared_records(frozenset({"Sami, Wildcat Captain"})).values())
    stone = {"card": "Mind Stone", "tapped": True}
    me = {"hand": [{"card": "Grizzly Bears", "id": "bears"}], "battlefield": ["Forest", stone, "Sami, Wildcat Captain"]}
    s = GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}], "cards": recs})
    assert len(agreed(s, "bears")) == 1
    plain = {**me, "battlefield": ["Forest", stone]}
    assert agreed(GameState.from_json({"players": [{"name": "me", **plain}, {"name": "opp"}], "cards": recs}),
                  "bears") == []
    theirs = GameState.from_json({"players": [{"name": "me", **plain},
                                              {"name": "opp", "battlefield": ["Sami, Wildcat Captain"]}],
                                  "cards": recs})
    assert agreed(theirs, "bears") == []
