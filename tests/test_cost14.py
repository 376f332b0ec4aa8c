"""Cost modifiers and alternative costs of cost14. Each expected count is worked out by hand from
the rules; every plan goes through the referee and the reference enumerator (``agreed_options``).

- 118.9: an alternative cost "applied to it from another effect" is paid rather than the mana
  cost; 118.9a: one at most; 107.3b: an alternative cost without {X} makes X 0.
- 601.2a: the card moves to the stack before 601.2f locks the total in; 601.2f: increases, then
  reductions (generic only).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.oracle import read_card

from tests.conftest import agreed_options, shared_records
from tests.test_schemas import validator

NAMES = frozenset({
    "Leyline of Mutation", "Omniscience", "Weftwalking", "Doc Aurlock, Grizzled Genius", "Aven Interrupter",
    "Gathering Stone", "Temur Battlecrier", "Samut, the Driving Force", "Gran-Gran", "Huskburster Swarm",
    "Grizzly Bears", "Think Twice", "Elvish Visionary", "Blaze", "Dracogenesis", "Opt", "Aang's Journey",
    "Shivan Dragon", "Cloud Key", "Patrician Geist", "Melek, Reforged Researcher", "Daze", "Gush",
    "Fieldmist Borderpost", "Snag", "Shock", "Force of Negation", "Pitfall Trap", "Blasphemous Edict",
    "Witchstalker Frenzy", "Search Party Captain", "Harvest Pyre", "Vicious Betrayal"})
FIVE = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(shared_records(NAMES).values())}
    if turn:
        data["turn"] = turn
    return GameState.from_json(data)


def alternatives(opts: list[Any]) -> list[str | None]:
    return sorted((p.alternative_cost or "") for p in opts)


def test_reader() -> None:
    cards = {r["name"]: read_card(r) for r in shared_records(NAMES).values()}
    assert cards["Cloud Key"].unsupported is None  # a card type: costmana15's (tests/test_costmana15.py)
    for name in ("Leyline of Mutation", "Omniscience", "Weftwalking", "Doc Aurlock, Grizzled Genius", "Gran-Gran",
                 "Aven Interrupter", "Gathering Stone", "Temur Battlecrier", "Samut, the Driving Force"):
        assert cards[name].unsupported is None, name
    [grant] = cards["Omniscience"].spell_grants
    assert grant.hand_only and grant.alternative is not None and not grant.alternative.mana.symbols
    [mod] = cards["Aven Interrupter"].cost_modifiers
    assert (mod.kind, mod.amount, mod.scope, mod.from_zones) == ("increase", 2, "opponents",
                                                                  frozenset({"graveyard", "exile"}))


def test_leyline_of_mutation_pays_wubrg_rather_than_the_mana_cost() -> None:
    # Grizzly Bears {1}{G}: the Forest pays {G} and one of four other lands {1} (4), or WUBRG with all five (1)
    opts = agreed_options(state({"hand": ["Grizzly Bears"], "battlefield": ["Leyline of Mutation", *FIVE]}), "me.hand.0")
    assert alternatives(opts) == ["", "", "", "", "Leyline of Mutation"]


def test_omniscience_from_the_hand_with_x_zero() -> None:
    # Blaze {X}{R} for free: X is 0 (107.3b); three targets (opp, me, the Bears): three options, no land needed
    s = state({"hand": ["Blaze"], "battlefield": ["Omniscience"]}, {"battlefield": ["Grizzly Bears"]})
    opts = agreed_options(s, "me.hand.0")
    assert len(opts) == 3 and all(p.alternative_cost == "Omniscience" and not p.x for p in opts)
    # not from the command zone ("from your hand"): a commander with no land can't be cast
    s = state({"command": [{"card": "Grizzly Bears", "id": "cmdr"}], "commanders": ["cmdr"],
               "battlefield": ["Omniscience"]})
    assert agreed_options(s, "cmdr") == []


def test_dracogenesis_only_dragons() -> None:
    s = state({"hand": ["Shivan Dragon", "Grizzly Bears"], "battlefield": ["Dracogenesis"]})
    assert alternatives(agreed_options(s, "me.hand.0")) == ["Dracogenesis"]
    assert agreed_options(s, "me.hand.1") == []


def test_weftwalking_first_spell_of_own_turn() -> None:
    assert alternatives(agreed_options(state({"hand": ["Opt"], "battlefield": ["Weftwalking"]}), "me.hand.0")) \
        == ["Weftwalking"]
    # a second spell this turn: only its mana cost ({U}, no land)
    assert agreed_options(state({"hand": ["Opt"], "battlefield": ["Weftwalking"], "spells_cast_this_turn": 1}),
                          "me.hand.0") == []
    # every player's, but on their own turn: opp's Opt during my turn is not free
    s = state({"battlefield": ["Weftwalking"]}, {"hand": ["Opt"]}, priority="opp")
    assert agreed_options(s, "opp.hand.0", "opp") == []


def test_a_granted_cost_on_a_card_cast_from_exile_by_an_effect_is_refused() -> None:
    s = state({"exile": [{"card": "Grizzly Bears", "permission": {"kind": "effect"}}], "battlefield": ["Omniscience"]})
    assert agreed_options(s, "me.exile.0") == []  # "from your hand" only: not granted, and no land for {1}{G}
    s = state({"exile": [{"card": "Grizzly Bears", "permission": {"kind": "effect"}}],
               "battlefield": ["Leyline of Mutation", *FIVE]})
    with pytest.raises(UnsupportedCardError):
        agreed_options(s, "me.exile.0")


def test_doc_aurlock_reduces_spells_from_the_graveyard_only() -> None:
    # Think Twice's flashback {2}{U} costs {U}; from the hand {1}{U}, not reduced: one Island can't
    s = state({"graveyard": ["Think Twice"], "hand": ["Think Twice"],
               "battlefield": ["Doc Aurlock, Grizzled Genius", "Island"]})
    assert alternatives(agreed_options(s, "me.graveyard.0")) == ["flashback"]
    assert agreed_options(s, "me.hand.0") == []


def test_patrician_geist_not_from_an_opponents_graveyard() -> None:
    # "from your graveyard": opp's card cast by me (an effect's permission) is not in my graveyard: {1}{U}
    s = state({"battlefield": ["Patrician Geist", "Island"]},
              {"graveyard": [{"card": "Think Twice", "permission": {"kind": "effect", "player": "me"}}]})
    assert agreed_options(s, "opp.graveyard.0") == []
    s = state({"graveyard": [{"card": "Think Twice", "permission": {"kind": "effect"}}],
               "battlefield": ["Patrician Geist", "Island"]})
    # mine: its mana cost {1}{U} costs {U} (the Island); flashback {2}{U} costs {1}{U}: one Island can't
    assert alternatives(agreed_options(s, "me.graveyard.0")) == [""]


def test_aven_interrupter_taxes_opponents_graveyard_casts() -> None:
    # flashback {2}{U} + {2} = {4}{U}: three Islands can't, five can (all five, one way)
    assert agreed_options(state({"graveyard": ["Think Twice"], "battlefield": ["Island"] * 3},
                                {"battlefield": ["Aven Interrupter"]}), "me.graveyard.0") == []
    assert len(agreed_options(state({"graveyard": ["Think Twice"], "battlefield": ["Island"] * 5},
                                    {"battlefield": ["Aven Interrupter"]}), "me.graveyard.0")) == 1


def test_gathering_stone_reads_the_chosen_type() -> None:
    # Elvish Visionary {1}{G} of the chosen Elf costs {G}: one Forest
    s = state({"hand": ["Elvish Visionary", "Grizzly Bears"],
               "battlefield": [{"card": "Gathering Stone", "chosen": {"creature_type": "Elf"}}, "Forest"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert agreed_options(s, "me.hand.1") == []  # a Bear: {1}{G}
    with pytest.raises(UnsupportedCardError):
        agreed_options(state({"hand": ["Elvish Visionary"], "battlefield": ["Gathering Stone", "Forest"]}), "me.hand.0")


def test_temur_battlecrier_counts_power_four_during_your_turn() -> None:
    # itself (4/3) and a 4/4 Bears: {2} less, Think Twice {1}{U} costs {U}; not on opp's turn
    mine = {"hand": ["Think Twice"],
            "battlefield": ["Temur Battlecrier", {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}, "Island"]}
    assert len(agreed_options(state(mine), "me.hand.0")) == 1
    assert agreed_options(state(mine, active_player="opp", priority="me"), "me.hand.0") == []


def test_samut_speed_on_noncreature_spells() -> None:
    s = state({"hand": ["Think Twice", "Grizzly Bears"], "battlefield": ["Samut, the Driving Force", "Island", "Forest"],
               "speed": 1})
    assert len(agreed_options(s, "me.hand.0")) == 1  # {1}{U} - 1 = {U}: the Island
    assert len(agreed_options(s, "me.hand.1")) == 1  # a creature: {1}{G} with both lands


def test_gran_gran_lesson_threshold() -> None:
    lessons = ["Aang's Journey"]
    four = state({"hand": ["Think Twice"], "graveyard": lessons * 4, "battlefield": ["Gran-Gran", "Island"]})
    assert len(agreed_options(four, "me.hand.0")) == 1
    two = state({"hand": ["Think Twice"], "graveyard": lessons * 2, "battlefield": ["Gran-Gran", "Island"]})
    assert agreed_options(two, "me.hand.0") == []
    # exactly three: a Lesson cast from that graveyard would leave two (601.2a): not guessed
    with pytest.raises(UnsupportedCardError):
        agreed_options(state({"hand": ["Think Twice"], "graveyard": lessons * 3, "battlefield": ["Gran-Gran", "Island"]}),
                       "me.hand.0")


def test_huskburster_counts_owned_creature_cards_in_exile_and_graveyard() -> None:
    # mine: two Bears in my graveyard (Think Twice isn't a creature), one in my exile, one in opp's
    # exile list that I own; opp's own Bears not: {7}{B} - 4 = {3}{B}: four Swamps, three can't
    def s(swamps: int) -> GameState:
        return state({"hand": ["Huskburster Swarm"], "graveyard": ["Grizzly Bears", "Grizzly Bears", "Think Twice"],
                      "exile": ["Grizzly Bears"], "battlefield": ["Swamp"] * swamps},
                     {"exile": [{"card": "Grizzly Bears", "owner": "me"}, "Grizzly Bears"]})
    assert len(agreed_options(s(4), "me.hand.0")) == 1
    assert agreed_options(s(3), "me.hand.0") == []


def test_melek_first_instant_or_sorcery_only_while_no_spell_was_cast() -> None:
    # Think Twice {1}{U} - 3 = {U}: the Island; Bears {1}{G} is no instant: the Forest alone can't
    s = state({"hand": ["Think Twice", "Grizzly Bears"], "battlefield": ["Melek, Reforged Researcher", "Island", "Forest"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert len(agreed_options(s, "me.hand.1")) == 1  # both lands
    s = state({"hand": ["Think Twice"], "battlefield": ["Melek, Reforged Researcher", "Island"], "spells_cast_this_turn": 1})
    with pytest.raises(UnsupportedCardError):  # was the spell cast before an instant? not recorded
        agreed_options(s, "me.hand.0")


def test_daze_and_gush_return_islands() -> None:
    # Daze {1}{U} with one Island: only by returning it (even untapped: it could pay nothing else)
    s = state({"hand": ["Daze"], "battlefield": ["Island"]}, {}, active_player="opp", priority="me")
    s = GameState.from_json({**s.to_json(), "stack": [{"card": "Shock", "controller": "opp", "targets": ["me"]}]})
    assert alternatives(agreed_options(s, "me.hand.0")) == ["Daze"]
    # Gush {4}{U}: three lands can't pay it; two Islands returned (the Mountain is none): one way
    assert alternatives(agreed_options(state({"hand": ["Gush"], "battlefield": ["Island", "Island", "Mountain"]}),
                                       "me.hand.0")) == ["Gush"]


def test_borderpost_may_return_the_land_it_tapped() -> None:
    # {1} from the Plains, then a basic land returned: the Plains itself (601.2h: tapped for mana
    # first) or the tapped Island: two options; the mana cost {1}{W}{U} can't be paid
    s = state({"hand": ["Fieldmist Borderpost"], "battlefield": ["Plains", {"card": "Island", "tapped": True}]})
    assert alternatives(agreed_options(s, "me.hand.0")) == ["Fieldmist Borderpost"] * 2


def test_snag_discards_a_forest_card_other_than_itself() -> None:
    assert alternatives(agreed_options(state({"hand": ["Snag", "Forest", "Grizzly Bears"]}), "me.hand.0")) == ["Snag"]
    assert agreed_options(state({"hand": ["Snag", "Grizzly Bears"]}), "me.hand.0") == []


def test_force_of_negation_only_on_another_players_turn() -> None:
    # opp's Opt on the stack; exiling the blue Opt in hand pays it (the Force itself is on the stack, 601.2a)
    def s(active: str) -> GameState:
        base = state({"hand": ["Force of Negation", "Opt"]}, {}, active_player=active, priority="me")
        return GameState.from_json({**base.to_json(), "stack": [{"card": "Opt", "controller": "opp"}]})
    assert alternatives(agreed_options(s("opp"), "me.hand.0")) == ["Force of Negation"]
    assert agreed_options(s("me"), "me.hand.0") == []  # {1}{U}{U} and no land


def test_pitfall_trap_needs_exactly_one_attacker() -> None:
    # {W} rather than {2}{W} while exactly one creature attacks (506.4); its target: that attacker
    def s(attackers: int) -> GameState:
        return state({"hand": ["Pitfall Trap"], "battlefield": ["Plains"]},
                     {"battlefield": [{"card": "Grizzly Bears", "attacking": True}] * attackers},
                     active_player="opp", priority="me", phase="declare_attackers")
    assert alternatives(agreed_options(s(1), "me.hand.0")) == ["Pitfall Trap"]
    assert agreed_options(s(2), "me.hand.0") == []


def test_blasphemous_edict_counts_every_players_creatures() -> None:
    def s(mine: int, theirs: int) -> GameState:
        return state({"hand": ["Blasphemous Edict"], "battlefield": ["Swamp", *["Grizzly Bears"] * mine]},
                     {"battlefield": ["Grizzly Bears"] * theirs})
    assert alternatives(agreed_options(s(6, 7), "me.hand.0")) == ["Blasphemous Edict"]  # thirteen: {B}
    assert agreed_options(s(6, 6), "me.hand.0") == []


def test_creatures_that_attacked_this_turn_are_a_state_fact() -> None:
    # Witchstalker Frenzy {3}{R}: three creatures attacked (two of mine, one of opp's): {R}, one Mountain;
    # its target: opp's Bears (or my own)
    def s(mine: int, theirs: int) -> GameState:
        return state({"hand": ["Witchstalker Frenzy", "Search Party Captain"], "battlefield": ["Mountain"],
                      "creatures_attacked_this_turn": mine},
                     {"battlefield": ["Grizzly Bears"], "creatures_attacked_this_turn": theirs}, phase="main2")
    assert len(agreed_options(s(2, 1), "me.hand.0")) == 1
    assert agreed_options(s(1, 1), "me.hand.0") == []
    # Search Party Captain {3}{W}: only the creatures I attacked with; the Mountain can't pay {W} anyway
    assert agreed_options(s(3, 0), "me.hand.1") == []
    assert s(2, 1).to_json()["players"][0]["creatures_attacked_this_turn"] == 2  # written back as read
    validator("state").validate(s(2, 1).to_json())
    with pytest.raises(InputError):
        GameState.from_json({"players": [{"name": "me", "creatures_attacked_this_turn": -1}]})


def test_exile_x_cards_from_your_graveyard() -> None:
    # Harvest Pyre {1}{R}: X = 0, 1 (either card: two options) or 2; the Mountains pay {1}{R} each time
    s = state({"hand": ["Harvest Pyre"], "graveyard": ["Opt", "Grizzly Bears"], "battlefield": ["Mountain", "Mountain"]},
              {"battlefield": ["Grizzly Bears"]})
    assert sorted(p.x for p in agreed_options(s, "me.hand.0")) == [0, 1, 1, 2]


def test_sacrifice_any_number_of_creatures() -> None:
    # Vicious Betrayal {3}{B}{B}, five Swamps: sacrifice none, one Bears (the two are identical
    # objects: one option, docs/answers.md) or both; targeting opp's Bears, which always remains
    s = state({"hand": ["Vicious Betrayal"], "battlefield": ["Swamp"] * 5 + ["Grizzly Bears", "Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"]})
    counts = sorted(p.optional_costs.get("sacrifice", 0) for p in agreed_options(s, "me.hand.0")
                    if p.targets == (("opp.battlefield.0",),))
    assert counts == [0, 1, 2]
