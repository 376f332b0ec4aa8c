"""Casting permissions from exile and the graveyard (601.3): madness (702.35a), foretell
(702.143a), plot (702.170d), suspend (702.62a), an adventurer card on an adventure (715.4) and
an effect's "you may cast that card". Each answer below is worked out by hand from the rule
text, and every plan goes through the referee and the reference enumerator (``agreed_options``).

The state facts (docs/state-format.md, "Casting permissions"): madness and suspend need the
card's own trigger resolving, the top of the stack with nobody holding priority (117.2e);
foretold, plotted, on-an-adventure and effect permissions are the card's ``permission``.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_cast
from castable.solver.moves import legal_moves
from castable.solver.transitions import apply_checked

from tests.conftest import agreed_options as _agreed_options

FIERY_TEMPER = {"name": "Fiery Temper", "mana_cost": "{1}{R}{R}", "type_line": "Instant",
                "oracle_text": "Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, "
                               "discard it into exile. When you do, cast it for its madness cost or put it into your "
                               "graveyard.)"}
ROOTWALLA = {"name": "Basking Rootwalla", "mana_cost": "{G}", "type_line": "Creature — Lizard", "power": "1",
             "toughness": "1",
             "oracle_text": "{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate only once each turn.\n"
                            "Madness {0} (If you discard this card, discard it into exile. When you do, cast it for "
                            "its madness cost or put it into your graveyard.)"}
SAW_IT_COMING = {"name": "Saw It Coming", "mana_cost": "{1}{U}{U}", "type_line": "Instant",
                 "oracle_text": "Counter target spell.\nForetell {1}{U} (During your turn, you may pay {2} and exile "
                                "this card from your hand face down. Cast it on a later turn for its foretell cost.)"}
VISION = {"name": "Ancestral Vision", "mana_cost": "", "type_line": "Sorcery", "colors": ["U"],
          "oracle_text": "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four "
                         "time counters on it. At the beginning of your upkeep, remove a time counter. When the last "
                         "is removed, cast it without paying its mana cost.)\nTarget player draws three cards."}
ROBBERY = {"name": "Highway Robbery", "mana_cost": "{1}{R}", "type_line": "Sorcery",
           "oracle_text": "You may discard a card or sacrifice a land. If you do, draw two cards.\nPlot {1}{R} (You may "
                          "pay {1}{R} and exile this card from your hand. Cast it as a sorcery on a later turn "
                          "without paying its mana cost. Plot only as a sorcery.)"}
BOLT_PLOT = {"name": "Test Plotted Shock", "mana_cost": "{R}", "type_line": "Instant",
             "oracle_text": "Test Plotted Shock deals 2 damage to any target.\nPlot {R}"}
BONECRUSHER = {
    "name": "Bonecrusher Giant // Stomp", "layout": "adventure", "mana_cost": "{2}{R} // {1}{R}",
    "type_line": "Creature — Giant // Instant — Adventure",
    "card_faces": [
        {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant", "power": "4",
         "toughness": "3", "oracle_text": ""},
        {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure",
         "oracle_text": "Stomp deals 2 damage to any target."},
    ],
}
CARDS = [FIERY_TEMPER, ROOTWALLA, SAW_IT_COMING, VISION, ROBBERY, BOLT_PLOT, BONECRUSHER]
#: a spell of opp's to counter (Saw It Coming) and respond to
OPP_SPELL = {"card": "Grizzly Bears", "id": "bears", "controller": "opp"}


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def madness_trigger(card_id: str, controller: str = "me") -> dict[str, Any]:
    return {"ability_of": card_id, "trigger": "Madness — you may cast it for its madness cost", "controller": controller}


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


# ----- the reader -------------------------------------------------------------------------------

@pytest.mark.parametrize(("record", "name", "mana", "permission"), [
    (FIERY_TEMPER, "madness", "{R}", "madness"), (ROOTWALLA, "madness", "{0}", "madness"),
    (SAW_IT_COMING, "foretell", "{1}{U}", "foretell"), (VISION, "suspend", "", "suspend"),
    (ROBBERY, "plot", "", "plot"),
])
def test_permission_keywords_are_alternative_costs_from_exile(record: dict[str, Any], name: str, mana: str,
                                                               permission: str) -> None:
    """Madness: its madness cost; foretell: its foretell cost; plot and suspend: "without
    paying its mana cost", no mana (the plot and suspend costs belong to special actions)."""
    card = read_card(record)
    assert card.unsupported is None
    [alt] = card.alternative_costs
    assert (alt.name, alt.zone, alt.permission) == (name, "exile", permission)
    assert "".join(str(s) for s in alt.mana.symbols) == mana or (mana == "{0}" and alt.mana.mana_value == 0)


def test_suspend_x_and_madness_conditions_stay_unread() -> None:
    aeon = read_card({"name": "Aeon Chronicler", "mana_cost": "{3}{U}{U}", "type_line": "Creature — Avatar",
                      "power": "*", "toughness": "*",
                      "oracle_text": "Suspend X—{X}{3}{U}. X can't be 0."})
    assert aeon.unsupported is not None


# ----- madness (702.35a) ------------------------------------------------------------------------

def test_madness_while_its_trigger_resolves() -> None:
    """Fiery Temper discarded into exile, its madness trigger resolving (nobody has priority):
    cast for {R} (one Mountain), at any target: me or opp, 2 options; never for {1}{R}{R}."""
    s = state({"exile": [{"card": "Fiery Temper", "id": "ft"}], "battlefield": ["Mountain"]},
              stack=[madness_trigger("ft")], turn={"priority": None})
    plans = agreed_options(s, "ft")
    assert len(plans) == 2
    assert {p.alternative_cost for p in plans} == {"madness"} and {p.zone for p in plans} == {"exile"}


def test_madness_needs_the_trigger_resolving() -> None:
    """With priority held the trigger has not resolved yet; without it there is no trigger;
    another card's trigger is not this card's: no."""
    exile = {"exile": [{"card": "Fiery Temper", "id": "ft"}], "battlefield": ["Mountain", "Mountain", "Mountain"]}
    for top in ({"stack": [madness_trigger("ft")]}, {"turn": {"priority": None}, "stack": [madness_trigger("me")]},
                {}):
        s = state(exile, **top)
        answer = can_cast(s, "ft", "me")
        assert answer.castable is False and answer.reasons
        assert agreed_options(s, "ft") == []


def test_madness_ignores_timing_but_not_the_cost() -> None:
    """Basking Rootwalla (a creature) on opp's turn during combat: madness {0} while its trigger
    resolves, no mana needed (1 option); Fiery Temper with only a Forest can't pay {R}."""
    s = state({"exile": [{"card": "Basking Rootwalla", "id": "bw"}]}, {},
              stack=[madness_trigger("bw")], turn={"active_player": "opp", "phase": "declare_blockers",
                                                    "priority": None})
    [plan] = agreed_options(s, "bw")
    assert plan.alternative_cost == "madness" and plan.tapped == ()
    s = state({"exile": [{"card": "Fiery Temper", "id": "ft"}], "battlefield": ["Forest"]},
              stack=[madness_trigger("ft")], turn={"priority": None})
    assert can_cast(s, "ft", "me").castable is False


def test_apply_madness_finishes_the_trigger() -> None:
    """The card goes to the stack, the resolving trigger leaves it (608.2n), and the active
    player receives priority (117.3b)."""
    s = state({"exile": [{"card": "Basking Rootwalla", "id": "bw"}]}, {"battlefield": ["Grizzly Bears"]},
              stack=[madness_trigger("bw")], turn={"active_player": "opp", "priority": None})
    plan = can_cast(s, "bw", "me").plan
    after = apply_checked(s, plan)
    assert [o.id for o in after.stack] == ["bw"] and after.stack[0].controller == "me"
    assert after.priority == "opp" and after.player("me").exile == []


# ----- foretell (702.143a) ----------------------------------------------------------------------

def test_foretold_card_cast_for_its_foretell_cost() -> None:
    """Saw It Coming foretold on an earlier turn, opp's Grizzly Bears on the stack, two Islands:
    {1}{U} (not {1}{U}{U}), target the Bears: exactly 1 option."""
    s = state({"exile": [{"card": "Saw It Coming", "id": "sic", "face_down": True,
                          "permission": {"kind": "foretell"}}], "battlefield": ["Island", "Island"]},
              stack=[OPP_SPELL], turn={"active_player": "opp", "priority": "me"})
    [plan] = agreed_options(s, "sic")
    assert plan.alternative_cost == "foretell" and plan.targets == (("bears",),)
    assert len(plan.tapped) == 2


def test_foretold_this_turn_or_not_foretold() -> None:
    """Foretold this turn: only on a later turn (702.143a). Merely exiled: no rule lets it be cast."""
    base = {"battlefield": ["Island", "Island", "Island"]}
    for card in ({"card": "Saw It Coming", "id": "sic", "permission": {"kind": "foretell", "this_turn": True}},
                 {"card": "Saw It Coming", "id": "sic"}):
        s = state({**base, "exile": [card]}, stack=[OPP_SPELL], turn={"active_player": "opp", "priority": "me"})
        answer = can_cast(s, "sic", "me")
        assert answer.castable is False and answer.reasons[0].rule == "601.3"
        assert agreed_options(s, "sic") == []


def test_apply_foretold_cast_moves_it_to_the_stack() -> None:
    s = state({"exile": [{"card": "Saw It Coming", "id": "sic", "face_down": True,
                          "permission": {"kind": "foretell"}}], "battlefield": ["Island", "Island"]},
              stack=[OPP_SPELL], turn={"active_player": "opp", "priority": "me"})
    after = apply_checked(s, can_cast(s, "sic", "me").plan)
    top = after.stack[-1]
    assert top.id == "sic" and top.choices["alternative_cost"] == "foretell" and top.choices["zone"] == "exile"
    assert after.player("me").exile == [] and not top.face_down
    assert GameState.from_json(after.to_json()).stack[-1].choices["alternative_cost"] == "foretell"


# ----- plot (702.170d) --------------------------------------------------------------------------

def test_plotted_card_free_as_a_sorcery() -> None:
    """Highway Robbery plotted on an earlier turn: in my main phase with an empty stack, cast
    without paying its mana cost, with no lands at all: 1 option."""
    s = state({"exile": [{"card": "Highway Robbery", "id": "hr", "permission": {"kind": "plot"}}]})
    [plan] = agreed_options(s, "hr")
    assert plan.alternative_cost == "plot" and plan.tapped == ()


def test_plotted_instant_only_as_a_sorcery() -> None:
    """A plotted instant, opp's spell on the stack: no (702.170d), though it is an instant;
    plotted this turn: no; in my main phase with an empty stack: 2 options (me or opp)."""
    plotted = {"card": "Test Plotted Shock", "id": "ps", "permission": {"kind": "plot"}}
    s = state({"exile": [plotted], "battlefield": ["Mountain"]}, stack=[OPP_SPELL], turn={"priority": "me"})
    answer = can_cast(s, "ps", "me")
    assert answer.castable is False and answer.reasons[0].rule == "702.170d"
    assert agreed_options(s, "ps") == []
    s = state({"exile": [{**plotted, "permission": {"kind": "plot", "this_turn": True}}]})
    assert can_cast(s, "ps", "me").castable is False
    s = state({"exile": [plotted]})
    assert len(agreed_options(s, "ps")) == 2


# ----- suspend (702.62a) ------------------------------------------------------------------------

def test_suspended_card_cast_as_its_last_counter_trigger_resolves() -> None:
    """Ancestral Vision, no time counter left, its trigger resolving: free, target player me
    or opp: 2 options; with a time counter still on it, or its trigger not resolving: no; from
    the hand it has no mana cost (118.6)."""
    trigger = {"ability_of": "av", "controller": "me",
               "trigger": "Suspend — when the last time counter is removed from it, you may cast it"}
    s = state({"exile": [{"card": "Ancestral Vision", "id": "av"}]}, stack=[trigger], turn={"phase": "upkeep",
                                                                                              "priority": None})
    plans = agreed_options(s, "av")
    assert len(plans) == 2 and {p.alternative_cost for p in plans} == {"suspend"}
    s = state({"exile": [{"card": "Ancestral Vision", "id": "av", "counters": {"time": 1}}]}, stack=[trigger],
              turn={"phase": "upkeep", "priority": None})
    assert can_cast(s, "av", "me").castable is False
    s = state({"exile": [{"card": "Ancestral Vision", "id": "av", "counters": {"time": 4}}]})
    assert can_cast(s, "av", "me").castable is False
    s = state({"hand": [{"card": "Ancestral Vision", "id": "av"}], "battlefield": ["Island"]})
    assert [r.rule for r in can_cast(s, "av", "me").reasons] == ["118.6"]


# ----- adventure (715.4) and effects ------------------------------------------------------------

def test_on_an_adventure_only_the_creature_from_exile() -> None:
    """On an adventure: Bonecrusher Giant for {2}{R} with three Mountains (1 option), never
    Stomp from exile; not on an adventure: neither."""
    lands = ["Mountain", "Mountain", "Mountain"]
    s = state({"exile": [{"card": "Bonecrusher Giant // Stomp", "id": "bg", "permission": {"kind": "adventure"}}],
               "battlefield": lands})
    [plan] = agreed_options(s, "bg")
    assert plan.face == "Bonecrusher Giant" and plan.alternative_cost is None
    assert can_cast(s, "Stomp", "me").castable is False
    s = state({"exile": [{"card": "Bonecrusher Giant // Stomp", "id": "bg"}], "battlefield": lands})
    assert agreed_options(s, "bg") == []


def test_effect_permission_names_who_may_cast() -> None:
    """An effect lets opp cast my exiled Fiery Temper for its mana cost ({1}{R}{R}, three
    Mountains: me or opp, 2 options), and not me."""
    s = state({"exile": [{"card": "Fiery Temper", "id": "ft", "permission": {"kind": "effect", "player": "opp"}}]},
              {"battlefield": ["Mountain", "Mountain", "Mountain"]}, turn={"active_player": "opp"})
    plans = agreed_options(s, "ft", "opp")
    assert len(plans) == 2 and {p.player for p in plans} == {"opp"} and {p.alternative_cost for p in plans} == {None}
    assert can_cast(s, "ft", "me").castable is False and agreed_options(s, "ft") == []
    after = apply_checked(s, plans[0])
    assert after.stack[-1].controller == "opp" and after.stack[-1].owner == "me"


def test_moves_list_casts_from_exile() -> None:
    s = state({"exile": [{"card": "Highway Robbery", "id": "hr", "permission": {"kind": "plot"}},
                         {"card": "Saw It Coming", "id": "sic", "permission": {"kind": "foretell"}}]})
    moves = legal_moves(s)
    assert {m.object for m in moves.moves if m.kind == "cast"} == {"hr"}  # no target for Saw It Coming


# ----- the state format -------------------------------------------------------------------------

def test_permission_round_trips() -> None:
    s = state({"exile": [{"card": "Fiery Temper", "id": "ft", "permission": {"kind": "effect", "player": "opp"}},
                         {"card": "Saw It Coming", "id": "sic", "permission": {"kind": "foretell", "this_turn": True}},
                         {"card": "Ancestral Vision", "id": "av", "counters": {"time": 3}}]})
    doc = s.to_json()
    exile = doc["players"][0]["exile"]
    assert exile[0]["permission"] == {"kind": "effect", "player": "opp"}
    assert exile[1]["permission"] == {"kind": "foretell", "this_turn": True}
    assert exile[2]["counters"] == {"time": 3}
    assert GameState.from_json(doc).to_json() == doc


@pytest.mark.parametrize(("me", "field"), [
    ({"hand": [{"card": "Fiery Temper", "permission": {"kind": "effect"}}]}, "players[0].hand[0].permission"),
    ({"graveyard": [{"card": "Saw It Coming", "permission": {"kind": "foretell"}}]},
     "players[0].graveyard[0].permission"),
    ({"exile": [{"card": "Fiery Temper", "permission": {"kind": "adventure"}}]}, "players[0].exile[0].permission"),
    ({"exile": [{"card": "Fiery Temper", "permission": {"kind": "madness"}}]}, "players[0].exile[0].permission.kind"),
    ({"exile": [{"card": "Fiery Temper", "permission": {}}]}, "players[0].exile[0].permission.kind"),
    ({"exile": [{"card": "Fiery Temper", "permission": "effect"}]}, "players[0].exile[0].permission"),
    ({"exile": [{"card": "Fiery Temper", "permission": {"kind": "effect", "until": "end"}}]},
     "players[0].exile[0].permission.until"),
    ({"exile": [{"card": "Fiery Temper", "permission": {"kind": "effect", "player": "bob"}}]},
     "players[0].exile[0].permission.player"),
    ({"exile": [{"card": "Fiery Temper", "permission": {"kind": "effect", "this_turn": True}}]},
     "players[0].exile[0].permission.this_turn"),
    ({"exile": [{"card": "Saw It Coming", "permission": {"kind": "foretell", "this_turn": "yes"}}]},
     "players[0].exile[0].permission.this_turn"),
    ({"graveyard": [{"card": "Ancestral Vision", "counters": {"time": 1}}]}, "players[0].graveyard[0].counters"),
    ({"exile": [{"card": "Ancestral Vision", "counters": {"+1/+1": 1}}]}, "players[0].exile[0].counters"),
    ({"exile": [{"card": "Ancestral Vision", "counters": {"time": 1001}}]}, "players[0].exile[0].counters.time"),
])
def test_permission_is_read_strictly(me: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as e:
        state(me)
    assert e.value.field == field
