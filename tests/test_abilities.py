"""End-to-end checks of the built-in cards' activated abilities (602, 605, 606) through
``can_activate`` / ``activation_options``.

Every expected count is worked out by hand in a comment. The referee (``solver.referee``)
replays casts from the hand only (it has no ``plan.ability`` handling: a plan for an ability
gets "601.3: ... is not in me's hand"), so the plans here are not replayed by it.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.cards import ActivatedAbility, ManaAbility
from castable.model.library import builtin_cards
from castable.solver import referee
from castable.solver.api import activation_options, can_activate, can_cast


def state(me: list[Any], opp: list[Any] | None = None, turn: dict[str, str] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", "battlefield": me}, {"name": "opp", "battlefield": opp or []}]}
    if turn is not None:
        data["turn"] = turn
    return GameState.from_json(data)


def rules(answer: Any) -> set[str]:
    return {r.rule for r in answer.reasons}


# ----- the declarations ------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "kinds"), [
    ("Prodigal Pyromancer", "A"),
    ("Siege-Gang Commander", "A"),
    ("Mogg Fanatic", "A"),
    ("Goblin Bombardment", "A"),
    ("Ajani, Mentor of Heroes", "AAA"),
    ("Smuggler's Copter", "A"),
    ("Mutavault", "MA"),
    ("Icehide Troll", "A"),
    ("Mind Stone", "MA"),
    ("Nykthos, Shrine to Nyx", "MM"),
    ("Hangarback Walker", "A"),
    ("Clue", "A"),
    ("Food", "A"),
    ("Treasure", "M"),
    ("Forest", "M"),          # 305.6: intrinsic, numbered first
    ("Kopala, Warden of Waves", ""),
])
def test_ability_numbering(name: str, kinds: str) -> None:
    card = builtin_cards()[name]
    got = "".join("M" if isinstance(a, ManaAbility) else "A" for a in card.activated_abilities)
    assert got == kinds
    # the mana abilities among them are what pays costs
    assert len(card.mana_abilities) == kinds.count("M")


def test_ability_texts_are_oracle_lines() -> None:
    """Each declared ability's text is a line of the Oracle text (crew: its keyword)."""
    for card in builtin_cards().values():
        for a in card.abilities_text:
            assert a.text, (card.name, a)
            assert a.text in card.oracle_text, (card.name, a.text)


def test_ajani_declaration() -> None:
    plus, look, ult = builtin_cards()["Ajani, Mentor of Heroes"].activated_abilities
    assert isinstance(plus, ActivatedAbility) and isinstance(look, ActivatedAbility) and isinstance(ult, ActivatedAbility)
    assert (plus.loyalty, look.loyalty, ult.loyalty) == (1, 1, -8)
    assert plus.division is not None and plus.division.amount == 3
    assert (plus.targets[0].count, plus.targets[0].minimum) == (3, 1)


# ----- {T} abilities and summoning sickness (602.5a) -------------------------------------------

def test_pyromancer_summoning_sick_cannot_tap() -> None:
    s = state([{"card": "Prodigal Pyromancer", "id": "pp", "summoning_sick": True}])
    a = can_activate(s, "pp", 0, "me")
    assert a.castable is False
    assert "602.5a" in rules(a)


def test_pyromancer_with_haste() -> None:
    s = state([{"card": "Prodigal Pyromancer", "id": "pp", "summoning_sick": True, "granted": ["haste"]}])
    a = can_activate(s, "pp", 0, "me")
    assert a.castable is True and a.plan is not None
    assert a.plan.tapped == ("pp",) and a.plan.ability == 0
    # any target: me, opp, and the Pyromancer itself (the only creature) = 3
    o = activation_options(s, "pp", 0, "me")
    assert o.complete
    assert sorted(p.targets[0][0] for p in o.options) == ["me", "opp", "pp"]


def test_pyromancer_tapped() -> None:
    s = state([{"card": "Prodigal Pyromancer", "id": "pp", "tapped": True}])
    a = can_activate(s, "pp", 0, "me")
    assert a.castable is False and "118.3" in rules(a)


def test_hangarback_walker_summoning_sick() -> None:
    s = state([{"card": "Hangarback Walker", "id": "hw", "summoning_sick": True}, "Forest"])
    assert "602.5a" in rules(can_activate(s, "hw", 0, "me"))
    s = state([{"card": "Hangarback Walker", "id": "hw"}, {"card": "Forest", "id": "f"}])
    a = can_activate(s, "hw", 0, "me")
    assert a.castable is True and a.plan is not None and set(a.plan.tapped) == {"hw", "f"}


def test_icehide_troll_no_tap_cost_but_snow_mana() -> None:
    # "Tap it." is an effect: a summoning-sick Troll may activate it; {S}{S} needs snow mana
    s = state([{"card": "Icehide Troll", "id": "it", "summoning_sick": True}, "Snow-Covered Forest", "Snow-Covered Forest"])
    assert can_activate(s, "it", 0, "me").castable is True
    s = state([{"card": "Icehide Troll", "id": "it"}, "Forest", "Forest"])
    assert can_activate(s, "it", 0, "me").castable is False


# ----- sacrifice costs ---------------------------------------------------------------------------

def test_mogg_fanatic_sacrifices_itself() -> None:
    s = state([{"card": "Mogg Fanatic", "id": "mf"}], [{"card": "Grizzly Bears", "id": "gb"}])
    a = can_activate(s, "mf", 0, "me")
    assert a.castable is True and a.plan is not None
    assert a.plan.sacrificed == ("mf",)
    # any target: me, opp, Grizzly Bears, and Mogg Fanatic itself (targets are chosen, 601.2c,
    # before it is sacrificed, 601.2h) = 4
    o = activation_options(s, "mf", 0, "me")
    assert o.complete and len(o.options) == 4
    assert all(p.sacrificed == ("mf",) for p in o.options)


def test_siege_gang_can_sacrifice_itself() -> None:
    # {1}{R} from two Mountains; the only Goblin is Siege-Gang Commander itself
    s = state([{"card": "Siege-Gang Commander", "id": "sg"}, "Mountain", "Mountain"], [{"card": "Grizzly Bears", "id": "gb"}])
    o = activation_options(s, "sg", 0, "me")
    # targets: me, opp, Grizzly Bears, Siege-Gang = 4; sacrifice: Siege-Gang = 1 -> 4
    assert o.complete and len(o.options) == 4
    assert all(p.sacrificed == ("sg",) for p in o.options)


def test_siege_gang_with_goblin_token() -> None:
    s = state([{"card": "Siege-Gang Commander", "id": "sg"}, {"card": "Goblin", "id": "tok", "token": True},
               "Mountain", "Mountain"], [{"card": "Grizzly Bears", "id": "gb"}])
    o = activation_options(s, "sg", 0, "me")
    # targets: me, opp, Bears, Siege-Gang, token = 5; sacrifice Siege-Gang or the token = 2 -> 10
    assert o.complete and len(o.options) == 10
    assert {p.sacrificed for p in o.options} == {("sg",), ("tok",)}


def test_siege_gang_needs_red_and_two_mana() -> None:
    s = state([{"card": "Siege-Gang Commander", "id": "sg"}, "Mountain"])
    assert can_activate(s, "sg", 0, "me").castable is False      # one mana for {1}{R}
    s = state([{"card": "Siege-Gang Commander", "id": "sg"}, "Forest", "Forest"])
    assert can_activate(s, "sg", 0, "me").castable is False      # no {R}


def test_siege_gang_non_goblin_is_no_fodder() -> None:
    # Grizzly Bears is no Goblin: only Siege-Gang can be sacrificed
    s = state([{"card": "Siege-Gang Commander", "id": "sg"}, {"card": "Grizzly Bears", "id": "gb"}, "Mountain", "Mountain"])
    o = activation_options(s, "sg", 0, "me")
    assert o.options and all(p.sacrificed == ("sg",) for p in o.options)


def test_goblin_bombardment() -> None:
    s = state([{"card": "Goblin Bombardment", "id": "gbm"}])
    a = can_activate(s, "gbm", 0, "me")
    assert a.castable is False and "601.2h" in rules(a)          # no creature to sacrifice
    s = state([{"card": "Goblin Bombardment", "id": "gbm"}, {"card": "Grizzly Bears", "id": "gb"}])
    o = activation_options(s, "gbm", 0, "me")
    # sacrifice the Bears (the only creature); targets: me, opp, the Bears = 3
    assert o.complete and len(o.options) == 3
    assert all(p.sacrificed == ("gb",) and p.cost_objects == (("gb",),) for p in o.options)


def test_mind_stone_draw() -> None:
    s = state([{"card": "Mind Stone", "id": "ms"}, {"card": "Forest", "id": "f"}])
    a = can_activate(s, "ms", 1, "me")
    assert a.castable is True and a.plan is not None
    assert a.plan.sacrificed == ("ms",) and set(a.plan.tapped) == {"ms", "f"}
    # only one way: the Forest pays {1}, Mind Stone taps and is sacrificed
    assert len(activation_options(s, "ms", 1, "me").options) == 1
    # alone, Mind Stone can't pay {1} with its own mana: its {T} is part of the cost
    s = state([{"card": "Mind Stone", "id": "ms"}])
    assert can_activate(s, "ms", 1, "me").castable is False
    assert can_activate(s, "ms", 0, "me").castable is True


def test_clue_and_food_tokens() -> None:
    s = state([{"card": "Clue", "id": "cl", "token": True}, "Forest"])
    assert can_activate(s, "cl", 0, "me").castable is False      # {2} from one Forest
    s = state([{"card": "Clue", "id": "cl", "token": True}, "Forest", "Forest"])
    a = can_activate(s, "cl", 0, "me")
    assert a.castable is True and a.plan is not None and a.plan.sacrificed == ("cl",)
    assert "cl" not in a.plan.tapped                              # Clue has no {T}
    # Food's {T}: not a creature, so "summoning sick" doesn't matter (302.6 / 602.5a)
    s = state([{"card": "Food", "id": "fd", "token": True, "summoning_sick": True}, "Forest", "Forest"])
    a = can_activate(s, "fd", 0, "me")
    assert a.castable is True and a.plan is not None
    assert a.plan.sacrificed == ("fd",) and "fd" in a.plan.tapped


# ----- mana-costed abilities of lands ---------------------------------------------------------

def test_mutavault_pays_for_itself() -> None:
    # {1}: Mutavault has no {T} in this cost, so its own {T}: Add {C} pays it
    s = state([{"card": "Mutavault", "id": "mv"}])
    a = can_activate(s, "mv", 1, "me")
    assert a.castable is True and a.plan is not None and a.plan.tapped == ("mv",)


def test_nykthos_devotion_pays_for_spells() -> None:
    # Devotion to green 3 (Elvish Archdruid {1}{G}{G} + Llanowar Elves {G}); two Forests pay
    # Nykthos's {2}: {G}{G}{G} for a {G}{G}{G} spell. Otherwise Nykthos makes {C} and the
    # Forests {G}{G}: one {G} short. Both creatures are tapped: they make no mana.
    gg = {"name": "Triple Leaf", "mana_cost": "{G}{G}{G}", "type_line": "Creature — Elf", "oracle_text": "",
          "power": "3", "toughness": "3"}
    bf = [{"card": "Elvish Archdruid", "tapped": True}, {"card": "Llanowar Elves", "tapped": True},
          "Nykthos, Shrine to Nyx"]
    archdruid = {"players": [{"name": "me", "hand": ["Triple Leaf"], "battlefield": [*bf, "Forest", "Forest"]},
                             {"name": "opp"}], "cards": [gg]}
    s = GameState.from_json(archdruid)
    answer = can_cast(s, "me.hand.0", "me")
    assert answer.castable is True and answer.plan is not None
    assert referee.check(s, answer.plan) == []
    assert [a.object for a in answer.plan.activations][-1] == "me.battlefield.2"
    archdruid["players"][0]["battlefield"] = [bf[0], bf[1], "Nykthos, Shrine to Nyx", "Forest", "Wastes"]
    archdruid["players"][0]["battlefield"][0] = {"card": "Grizzly Bears", "tapped": True}  # devotion 1
    assert can_cast(GameState.from_json(archdruid), "me.hand.0", "me").castable is False


def test_nykthos_devotion_ability_cost() -> None:
    # {2}, {T}: Nykthos taps for the cost, so the {2} comes from elsewhere
    s = state([{"card": "Nykthos, Shrine to Nyx", "id": "nk"}, "Forest"])
    assert can_activate(s, "nk", 1, "me").castable is False
    s = state([{"card": "Nykthos, Shrine to Nyx", "id": "nk"}, "Forest", "Forest"])
    a = can_activate(s, "nk", 1, "me")
    assert a.castable is True and a.plan is not None and "nk" in a.plan.tapped


# ----- loyalty abilities (606) ----------------------------------------------------------------

def test_ajani_ultimate_needs_eight_loyalty() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj", "counters": {"loyalty": 4}}])
    a = can_activate(s, "aj", 2, "me")
    assert a.castable is False and "606.6" in rules(a)
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj", "counters": {"loyalty": 8}}])
    a = can_activate(s, "aj", 2, "me")
    assert a.castable is True and a.plan is not None and a.plan.loyalty_change == -8


def test_ajani_starts_with_printed_loyalty() -> None:
    # no "counters": it enters with 4 (306.5b), not enough for -8
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj"}])
    assert "606.6" in rules(can_activate(s, "aj", 2, "me"))
    a = can_activate(s, "aj", 1, "me")
    assert a.castable is True and a.plan is not None and a.plan.loyalty_change == 1


def test_ajani_distribute_two_creatures() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj"}, {"card": "Grizzly Bears", "id": "gb"},
               {"card": "Savannah Lions", "id": "sl"}], [{"card": "Grizzly Bears", "id": "ogb"}])
    o = activation_options(s, "aj", 0, "me")
    # three counters among one or two of my two creatures, each at least one (601.2d):
    # all 3 on one: 2 ways; 2+1 split over both: {gb:2, sl:1}, {gb:1, sl:2} = 2 ways -> 4.
    # The opponent's Bears is not a creature I control.
    assert o.complete and len(o.options) == 4
    got = {tuple(sorted(p.division)) for p in o.options}
    assert got == {(("gb", 3),), (("sl", 3),), (("gb", 2), ("sl", 1)), (("gb", 1), ("sl", 2))}
    assert all(p.loyalty_change == 1 for p in o.options)


def test_ajani_distribute_three_creatures() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj"}, {"card": "Grizzly Bears", "id": "gb"},
               {"card": "Savannah Lions", "id": "sl"}, {"card": "Memnite", "id": "mm"}])
    o = activation_options(s, "aj", 0, "me")
    # one target: 3 ways (3); two targets: C(3,2)=3 pairs x 2 splits (2+1, 1+2) = 6;
    # three targets: 1 way (1+1+1) -> 10
    assert o.complete and len(o.options) == 10


def test_ajani_distribute_needs_a_creature() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj"}], [{"card": "Grizzly Bears", "id": "ogb"}])
    assert can_activate(s, "aj", 0, "me").castable is False


def test_ajani_one_loyalty_ability_per_turn() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj", "counters": {"loyalty": 9},
                "activations_this_turn": {"0": 1}}, {"card": "Grizzly Bears", "id": "gb"}])
    for k in range(3):
        a = can_activate(s, "aj", k, "me")
        assert a.castable is False and "606.3" in rules(a), k


def test_ajani_sorcery_speed() -> None:
    s = state([{"card": "Ajani, Mentor of Heroes", "id": "aj"}], turn={"active_player": "opp", "priority": "me"})
    a = can_activate(s, "aj", 1, "me")
    assert a.castable is False and "606.3" in rules(a)


# ----- crew (702.122) ------------------------------------------------------------------------

def test_copter_crew_with_summoning_sick_memnite() -> None:
    # crewing is no {T} cost of the creature (702.122a): a summoning-sick Memnite (power 1) crews
    s = state([{"card": "Smuggler's Copter", "id": "sc"}, {"card": "Memnite", "id": "mm", "summoning_sick": True}])
    a = can_activate(s, "sc", 0, "me")
    assert a.castable is True and a.plan is not None
    assert a.plan.tapped == ("mm",) and a.plan.cost_objects == (("mm",),)


def test_copter_crew_options() -> None:
    s = state([{"card": "Smuggler's Copter", "id": "sc"}, {"card": "Memnite", "id": "mm"},
               {"card": "Grizzly Bears", "id": "gb"}])
    o = activation_options(s, "sc", 0, "me")
    # any set of untapped creatures with total power >= 1: {Memnite}, {Bears}, {both} = 3
    assert o.complete and len(o.options) == 3


def test_copter_crew_power_zero() -> None:
    # Ornithopter has power 0; the Copter itself is not a creature and can't crew itself
    s = state([{"card": "Smuggler's Copter", "id": "sc"}, {"card": "Ornithopter", "id": "or"}])
    a = can_activate(s, "sc", 0, "me")
    assert a.castable is False and "601.2h" in rules(a)
