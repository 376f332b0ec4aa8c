"""Casting and activating rules end to end through ``castable.solver.api``, each checked by the
referee and (for abilities) the reference enumerator: split second (702.61a), changeling
(702.73a), "Activate only during your turn" (602.5), "another" in activation costs (602.2),
and "X target creatures" (exactly X, 601.2c). Each has a near miss that stays refused.

The cards are built by hand (the reader's keyword lines for Split second / Changeling live in
``castable.model.oracle.keywords``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from castable.model import GameState
from castable.model.cards import (
    CREATURE,
    ActivatedAbility,
    CardDef,
    CostPart,
    ObjectFilter,
    TargetSlot,
    cost,
)
from castable.model.database import CardDatabase
from castable.solver import referee
from castable.solver.api import activation_options, can_activate, can_cast, options
from castable.solver.moves import legal_moves
from castable.solver.reference import reference_can_activate, reference_can_cast
from conftest import agreed_activations as act_agree
from conftest import agreed_options

ANY_TARGET = TargetSlot("any", text="any target")
SLOT_X = TargetSlot("creature", text="X target creatures", x_count=True)

CUSTOM: dict[str, CardDef] = {c.name: c for c in (
    CardDef("Test Sudden Shock", cost("{1}{R}"), "Instant", oracle_text="Split second\nTest deals 2 damage to any target.",
            keywords=frozenset({"Split second"}), targets=(ANY_TARGET,)),
    CardDef("Test Slow Shock", cost("{1}{R}"), "Instant", oracle_text="Test deals 2 damage to any target.",
            targets=(ANY_TARGET,)),
    CardDef("Test Changeling", cost("{G}"), "Creature — Shapeshifter", oracle_text="Changeling", power="1",
            toughness="1", keywords=frozenset({"Changeling"})),
    CardDef("Test Shapeshifter", cost("{G}"), "Creature — Shapeshifter", oracle_text="", power="1", toughness="1"),
    CardDef("Test Twin Elf", cost("{G}{G}"), "Creature — Elf", oracle_text="", power="2", toughness="2"),
    CardDef("Test Day Lamp", cost("{1}"), "Artifact", oracle_text="{1}: You gain 1 life. Activate only during your turn.",
            abilities_text=(ActivatedAbility("{1}: You gain 1 life. Activate only during your turn.", mana=cost("{1}"),
                                             your_turn_only=True),)),
    CardDef("Test Altar", cost("{1}{B}"), "Creature — Zombie", power="2", toughness="2",
            oracle_text="Sacrifice another creature: Draw a card.",
            abilities_text=(ActivatedAbility("Sacrifice another creature: Draw a card.",
                                             parts=(CostPart("sacrifice", 1, CREATURE, another=True),)),)),
    CardDef("Test Chief", cost("{1}{W}"), "Creature — Human", power="2", toughness="2",
            oracle_text="Tap another untapped creature you control: Scry 1.",
            abilities_text=(ActivatedAbility("Tap another untapped creature you control: Scry 1.",
                                             parts=(CostPart("tap_untapped", 1, CREATURE, another=True),)),)),
    CardDef("Test Volley", cost("{X}{R}"), "Sorcery", oracle_text="Test Volley deals 1 damage to each of X target creatures.",
            targets=(SLOT_X,)),
    CardDef("Test Goblin Altar", cost("{1}{R}"), "Creature — Goblin", power="1", toughness="1",
            oracle_text="Sacrifice another Goblin: Test Goblin Altar deals 1 damage to any target.",
            abilities_text=(ActivatedAbility("Sacrifice another Goblin: Test Goblin Altar deals 1 damage to any target.",
                                             parts=(CostPart("sacrifice", 1, ObjectFilter(subtypes=frozenset({"Goblin"})),
                                                             another=True),),
                                             targets=(ANY_TARGET,)),)),
)}
DB = CardDatabase.builtin().with_layer(CUSTOM)


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], **top}
    return GameState.from_json(data, DB)


def rules(answer: Any) -> set[str]:
    return {r.rule for r in answer.reasons}


def cast_agree(s: GameState, card: str) -> int:
    """can_cast, options, the referee and the reference enumerator agree; the option count."""
    return len(agreed_options(s, card))


# ----- 1. split second (702.61a) --------------------------------------------------------------------

def _under(stack_card: str, **mine: Any) -> GameState:
    """opp's ``stack_card`` on the stack, me holding priority with a Bolt, a Siege-Gang, Mountains."""
    return state({"hand": [{"card": "Lightning Bolt", "id": "bolt"}],
                  "battlefield": [{"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"},
                                  {"card": "Siege-Gang Commander", "id": "sgc"}], **mine},
                 {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
                 turn={"active_player": "opp", "phase": "main1", "priority": "me"},
                 stack=[{"card": stack_card, "id": "top", "controller": "opp", "targets": ["me"]}])


def test_split_second_stops_spells_and_abilities_but_not_mana_abilities() -> None:
    s = _under("Test Sudden Shock")
    answer = can_cast(s, "bolt")
    assert answer.castable is False and "702.61a" in rules(answer)
    assert not options(s, "bolt").options
    assert not reference_can_cast(s, "bolt")
    ab = can_activate(s, "sgc", 0)
    assert ab.castable is False and "702.61a" in rules(ab)
    assert not reference_can_activate(s, "sgc", 0)
    # 702.61b: mana abilities may still be activated
    assert can_activate(s, "m1", 0).castable is True
    # the move list: only passing priority (mana abilities aren't listed as moves)
    assert [a["kind"] for a in legal_moves(s, "me").to_json()["actions"]] == ["pass"]
    slow = [a["kind"] for a in legal_moves(_under("Test Slow Shock"), "me").to_json()["actions"]]
    assert "cast" in slow and "activate" in slow


def test_split_second_near_misses() -> None:
    # the same spell without split second: Bolt and the ability are fine (Bolt can target "top")
    s = _under("Test Slow Shock")
    assert cast_agree(s, "bolt") > 0
    assert act_agree(s, "sgc", 0)
    # an *ability* of a split-second card on the stack is no spell with split second
    s = state({"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": [{"card": "Mountain", "id": "m1"}]},
              {"graveyard": [{"card": "Test Sudden Shock", "id": "ss"}]},
              turn={"active_player": "opp", "priority": "me"},
              stack=[{"ability_of": "ss", "ability": 0, "controller": "opp"}])
    assert can_cast(s, "bolt").castable is True


def test_referee_refuses_a_plan_made_before_split_second() -> None:
    legal = can_cast(_under("Test Slow Shock"), "bolt").plan
    s = _under("Test Sudden Shock")
    assert legal is not None
    assert any(p.startswith("702.61a") for p in referee.check(s, legal))
    act = activation_options(_under("Test Slow Shock"), "sgc", 0).options[0]
    assert any(p.startswith("702.61a") for p in referee.check(s, act))
    # a mana ability activated on its own is not refused
    mana = can_activate(s, "m1", 0).plan
    assert mana is not None and referee.check(s, mana) == []


# ----- 2. changeling (702.73a) ---------------------------------------------------------------------

def test_changeling_pays_sacrifice_a_goblin() -> None:
    def board(shifter: str) -> GameState:
        return state({"battlefield": [{"card": "Siege-Gang Commander", "id": "sgc"}, {"card": shifter, "id": "x"},
                                      {"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"}]})
    plans = act_agree(board("Test Changeling"), "sgc", 0)
    assert any(p.cost_objects == (("x",),) for p in plans)
    # near miss: a Shapeshifter without changeling is no Goblin
    plans = act_agree(board("Test Shapeshifter"), "sgc", 0)
    assert plans and not any(p.cost_objects == (("x",),) for p in plans)


def test_changeling_counts_as_an_elf_for_priest_of_titania() -> None:
    def board(shifter: str) -> GameState:
        return state({"hand": [{"card": "Test Twin Elf", "id": "twin"}],
                      "battlefield": [{"card": "Priest of Titania", "id": "priest"}, {"card": shifter, "id": "x"}]})
    assert cast_agree(board("Test Changeling"), "twin") == 1      # {G}{G} from the Priest alone
    s = board("Test Shapeshifter")
    assert can_cast(s, "twin").castable is False and cast_agree(s, "twin") == 0


def test_changeling_spell_is_of_caverns_chosen_type() -> None:
    def board(card: str) -> GameState:
        return state({"hand": [{"card": card, "id": "c"}],
                      "battlefield": [{"card": "Cavern of Souls", "id": "cav", "chosen": {"creature_type": "Elf"}}]})
    assert cast_agree(board("Test Changeling"), "c") == 1
    s = board("Test Shapeshifter")
    assert can_cast(s, "c").castable is False and cast_agree(s, "c") == 0


def test_changeling_is_a_merfolk_for_kopala() -> None:
    def board(shifter: str, mountains: int) -> GameState:
        return state({"hand": [{"card": "Lightning Bolt", "id": "bolt"}],
                      "battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(mountains)]},
                     {"battlefield": [{"card": "Kopala, Warden of Waves", "id": "kop"}, {"card": shifter, "id": "x"}]})
    # one Mountain: Bolt at the changeling would cost {2} more (Kopala counts it as a Merfolk)
    plans = options(board("Test Changeling", 1), "bolt").options
    assert cast_agree(board("Test Changeling", 1), "bolt") == len(plans)
    assert plans and not any("x" in p.targets[0] or "kop" in p.targets[0] for p in plans)  # Kopala is a Merfolk too
    assert any("x" in p.targets[0] for p in options(board("Test Changeling", 3), "bolt").options)
    # near miss: a plain Shapeshifter is no Merfolk
    assert any("x" in p.targets[0] for p in options(board("Test Shapeshifter", 1), "bolt").options)


def test_changeling_is_every_creature_type_but_no_other_subtype() -> None:
    s = state({"battlefield": [{"card": "Test Changeling", "id": "x"}, {"card": "Test Shapeshifter", "id": "y"}]})
    x, y = s.object("x"), s.object("y")
    assert x is not None and y is not None
    assert x.has_subtype("Goblin") and x.has_subtype("Merfolk") and not x.has_subtype("Mountain")
    assert not x.has_subtype("Equipment") and not y.has_subtype("Goblin") and y.has_subtype("Shapeshifter")
    assert ObjectFilter(non_subtypes=frozenset({"Zombie"})).matches(y.types, y.subtypes, y.colors, y.all_creature_types)
    assert not ObjectFilter(non_subtypes=frozenset({"Zombie"})).matches(x.types, x.subtypes, x.colors, x.all_creature_types)
    # granted changeling counts; a face-down changeling has no abilities (708.2)
    g = state({"battlefield": [{"card": "Test Shapeshifter", "id": "y", "granted": ["changeling"]}]}).object("y")
    assert g is not None and g.has_subtype("Elf")
    fd = state({"battlefield": [{"card": "Test Changeling", "id": "x", "face_down": True}]}).object("x")
    assert fd is not None and not fd.has_subtype("Elf")


# ----- 3. "Activate only during your turn." (602.5) ------------------------------------------------

def test_activate_only_during_your_turn() -> None:
    mine = {"battlefield": [{"card": "Test Day Lamp", "id": "lamp"}, {"card": "Mountain", "id": "m"}]}
    s = state(mine, turn={"active_player": "me", "phase": "combat_damage", "priority": "me"})
    assert len(act_agree(s, "lamp", 0)) == 1        # any step of my turn, stack or not
    s = state(mine, turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    answer = can_activate(s, "lamp", 0)
    assert answer.castable is False and "602.5" in rules(answer)
    assert not reference_can_activate(s, "lamp", 0)
    mine_turn = state(mine)
    plan = can_activate(mine_turn, "lamp", 0).plan
    assert plan is not None and referee.check(mine_turn, plan) == []
    assert any(p.startswith("602.5:") for p in referee.check(s, plan))


# ----- 4. "another" in activation costs (602.2) ----------------------------------------------------

def test_sacrifice_another_creature_excludes_the_source() -> None:
    s = state({"battlefield": [{"card": "Test Altar", "id": "altar"}]})
    answer = can_activate(s, "altar", 0)
    assert answer.castable is False and not reference_can_activate(s, "altar", 0)
    s = state({"battlefield": [{"card": "Test Altar", "id": "altar"}, {"card": "Grizzly Bears", "id": "bears"}]})
    plans = act_agree(s, "altar", 0)
    assert [p.cost_objects for p in plans] == [(("bears",),)]
    bad = replace(plans[0], cost_objects=(("altar",),), sacrificed=("altar",))
    assert any(p.startswith("602.2") for p in referee.check(s, bad))


def test_another_twin_of_the_source_may_pay() -> None:
    # two identical Altars: the *other* one may be sacrificed (not the source)
    s = state({"battlefield": [{"card": "Test Altar", "id": "a1"}, {"card": "Test Altar", "id": "a2"}]})
    plans = act_agree(s, "a1", 0)
    assert [p.cost_objects for p in plans] == [(("a2",),)]
    # "another Goblin": itself a Goblin, it still needs another one; a changeling will do
    s = state({"battlefield": [{"card": "Test Goblin Altar", "id": "g"}]})
    assert can_activate(s, "g", 0).castable is False
    s = state({"battlefield": [{"card": "Test Goblin Altar", "id": "g"}, {"card": "Test Changeling", "id": "x"}]})
    assert all(p.cost_objects == (("x",),) for p in act_agree(s, "g", 0))


def test_tap_another_untapped_creature() -> None:
    s = state({"battlefield": [{"card": "Test Chief", "id": "chief"}]})
    assert can_activate(s, "chief", 0).castable is False
    s = state({"battlefield": [{"card": "Test Chief", "id": "chief"},
                               {"card": "Grizzly Bears", "id": "bears", "summoning_sick": True}]})
    plans = act_agree(s, "chief", 0)   # summoning sickness doesn't matter: no {T} of the Bears'
    assert [p.cost_objects for p in plans] == [(("bears",),)]
    s = state({"battlefield": [{"card": "Test Chief", "id": "chief"}, {"card": "Grizzly Bears", "id": "b", "tapped": True}]})
    assert can_activate(s, "chief", 0).castable is False


# ----- 5. "X target creatures": exactly X (601.2c) ---------------------------------------------------

def test_x_target_creatures_is_exactly_x() -> None:
    s = state({"hand": [{"card": "Test Volley", "id": "v"}],
               "battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(3)]},
              {"battlefield": [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"},
                               {"card": "Llanowar Elves", "id": "elf"}]})
    plans = options(s, "v", time_limit=30).options
    # X = 0 (no targets), X = 1 (bears or elf), X = 2 (two bears, or bears and elf): 1 + 2 + 2
    assert sorted((p.x, len(p.targets[0])) for p in plans) == [(0, 0), (1, 1), (1, 1), (2, 2), (2, 2)]
    assert cast_agree(s, "v") == 5
    # near miss: X = 2 with one target is refused by the referee
    two = next(p for p in plans if p.x == 2)
    assert any(q.startswith("601.2c") for q in referee.check(s, replace(two, targets=(two.targets[0][:1],))))


def test_x_targets_more_than_there_are_is_no_option() -> None:
    s = state({"hand": [{"card": "Test Volley", "id": "v"}],
               "battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(4)]},
              {"battlefield": [{"card": "Grizzly Bears", "id": "b1"}]})
    assert sorted(p.x for p in options(s, "v").options) == [0, 1]
    assert cast_agree(s, "v") == 2


def test_each_elf_counts_every_elf_permanent_not_only_creatures() -> None:
    """Priest of Titania's "for each Elf on the battlefield": a Kindred Elf enchantment is an
    Elf too; the model, the referee and the reference count it alike."""
    state = GameState.from_json({"players": [
        {"name": "me", "hand": ["Kindred Test"], "battlefield": ["Priest of Titania", "Elf Shrine"]},
        {"name": "opp"}],
        "cards": [{"name": "Elf Shrine", "mana_cost": "{G}", "type_line": "Kindred Enchantment — Elf", "oracle_text": ""},
                  {"name": "Kindred Test", "mana_cost": "{G}{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."}]})
    plans = options(state, "Kindred Test").options
    assert plans and all(referee.check(state, p) == [] for p in plans)
    assert reference_can_cast(state, "me.hand.0", "me") is not None


def test_a_fixed_amount_with_nothing_to_divide_it_among_says_so() -> None:
    """Pyrokinesis with no creature: 4 must be divided (601.2d), and the refusal says there is
    no target to divide it among (not that the cost can't be paid)."""
    state = GameState.from_json({"players": [
        {"name": "me", "hand": ["Pyrokinesis"], "battlefield": ["Mountain"] * 6}, {"name": "opp"}],
        "cards": [{"name": "Pyrokinesis", "mana_cost": "{4}{R}{R}", "type_line": "Instant",
                   "oracle_text": "Pyrokinesis deals 4 damage divided as you choose among any number of target "
                                  "creatures."}]})
    answer = can_cast(state, "Pyrokinesis")
    assert answer.castable is False
    assert [r.rule for r in answer.reasons] == ["601.2d"] and "divide 4" in answer.reasons[0].message
    with_bears = state.to_json()
    with_bears["players"][1]["battlefield"] = ["Grizzly Bears"]
    assert can_cast(GameState.from_json(with_bears), "Pyrokinesis").castable
