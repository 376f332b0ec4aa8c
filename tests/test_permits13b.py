"""More casting permissions (601.3): escape, retrace, jump-start (from the graveyard) and warp
(from the hand, then from exile on a later turn). Each expected count is worked out by hand
from the rule, stated here in our own words where /work/shared/rules has no excerpt; every
plan goes through the referee and the reference enumerator (``agreed_options``).

- 702.138a Escape: "Escape [cost]" means "you may cast this card from your graveyard by paying
  [cost] rather than its mana cost" (an alternative cost, 118.9). Every printed escape cost is
  "{mana}, Exile N other cards from your graveyard.": the card itself is on the stack when the
  cost is paid (601.2a), so it can't be one of them. 702.138c: "escapes with" counters is how
  the permanent enters: nothing about casting.
- 702.81a Retrace: "you may cast this card from your graveyard by discarding a land card as an
  additional cost to cast it": its mana cost is paid too.
- 702.133a Jump-start: "you may cast this card from your graveyard by discarding a card as an
  additional cost to cast it", its mana cost paid too; if it was cast this way it is exiled
  when it leaves the stack (nothing about casting).
- 702.127a Aftermath (on some split cards, 709): "you may cast this half of this split card
  from your graveyard" and "this half can't be cast from any zone other than a graveyard"
  (and it is exiled when it leaves the stack after such a cast). The other half is cast as
  usual: from the hand, and not from the graveyard (no permission covers it there).
- 702.185a Warp: "you may cast this card from your hand by paying [cost] rather than its mana
  cost" and, if the warp cost was paid, the permanent is exiled at the beginning of the next
  end step and its owner may cast the card from exile (for its costs, normally its mana cost)
  after the current turn has ended, for as long as it stays exiled. The state records an
  exiled warped card with ``"permission": {"kind": "warp"}`` (``"this_turn": true`` the turn
  it was warped and exiled).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_cast

from tests.conftest import agreed_options as _agreed_options

REMIND = " (You may cast this card from your graveyard for its escape cost.)"
FRUIT = {"name": "Fruit of Tizerus", "mana_cost": "{B}", "type_line": "Sorcery",
         "oracle_text": "Target player loses 2 life.\nEscape—{3}{B}, Exile three other cards from your graveyard." + REMIND}
OX = {"name": "Ox of Agonas", "mana_cost": "{3}{R}{R}", "type_line": "Creature — Ox", "power": "4", "toughness": "2",
      "oracle_text": "When Ox of Agonas enters, discard your hand, then draw three cards.\nEscape—{R}{R}, Exile eight "
                     "other cards from your graveyard." + REMIND + "\nOx of Agonas escapes with a +1/+1 counter on it."}
FLAME_JAB = {"name": "Flame Jab", "mana_cost": "{R}", "type_line": "Sorcery",
             "oracle_text": "Flame Jab deals 1 damage to any target.\nRetrace (You may cast this card from your "
                            "graveyard by discarding a land card in addition to paying its other costs.)"}
INSIGHT = {"name": "Chemister's Insight", "mana_cost": "{3}{U}", "type_line": "Instant",
           "oracle_text": "Draw two cards.\nJump-start (You may cast this card from your graveyard by discarding a "
                          "card in addition to paying its other costs. Then exile this card.)"}
TIGER = {"name": "Red Tiger Mechan", "mana_cost": "{3}{R}", "type_line": "Artifact Creature — Cat", "power": "3",
         "toughness": "2",
         "oracle_text": "Haste\nWarp {1}{R} (You may cast this card from your hand for its warp cost. Exile this "
                        "creature at the beginning of the next end step, then you may cast it from exile on a later "
                        "turn.)"}
CULLER = {"name": "Timeline Culler", "mana_cost": "{B}{B}", "type_line": "Creature — Drix Warlock", "power": "2",
          "toughness": "2",
          "oracle_text": "Haste\nWarp—{B}, Pay 2 life. (You may cast this card from your hand for its warp cost.)"}
CUT_RIBBONS = {
    "name": "Cut // Ribbons", "layout": "split", "type_line": "Sorcery // Sorcery",
    "card_faces": [
        {"name": "Cut", "mana_cost": "{1}{R}", "type_line": "Sorcery", "oracle_text": "Cut deals 4 damage to target creature."},
        {"name": "Ribbons", "mana_cost": "{X}{B}{B}", "type_line": "Sorcery",
         "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life."},
    ],
}
CARDS = [FRUIT, OX, FLAME_JAB, INSIGHT, TIGER, CULLER, CUT_RIBBONS]
#: four cards of distinct names (each a class of its own in the options)
OTHERS = ["Grizzly Bears", "Lightning Bolt", "Counterspell", "Opt"]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


# ----- the reader -------------------------------------------------------------------------------

def test_reader_escape_retrace_jump_start_warp() -> None:
    """Escape: its cost from the graveyard, the N cards "other"; retrace / jump-start: the mana
    cost from the graveyard plus the discard; warp: an alternative cost from the hand."""
    fruit, ox, jab, insight, tiger, culler = (read_card(c) for c in CARDS[:6])
    for c in (fruit, ox, jab, insight, tiger, culler):
        assert c.unsupported is None, (c.name, c.unsupported)
    [esc] = fruit.alternative_costs
    assert (esc.name, esc.zone, str(esc.mana)) == ("escape", "graveyard", "{3}{B}")
    [part] = esc.parts
    assert (part.action, part.amount, part.another) == ("exile_from_graveyard", 3, True)
    assert ox.alternative_costs[0].parts[0].amount == 8
    [ret] = jab.alternative_costs
    assert (ret.name, ret.zone, str(ret.mana), ret.parts[0].action) == ("retrace", "graveyard", "{R}", "discard")
    assert ret.parts[0].filter.types == frozenset({"Land"})
    [js] = insight.alternative_costs
    assert (js.name, js.zone, str(js.mana), js.parts[0].filter.types) == ("jump-start", "graveyard", "{3}{U}",
                                                                          frozenset())
    [warp] = tiger.alternative_costs
    assert (warp.name, warp.zone, str(warp.mana), warp.permission) == ("warp", "hand", "{1}{R}", None)
    assert [p.action for p in culler.alternative_costs[0].parts] == ["pay_life"]


def test_reader_refuses_what_it_cannot_read() -> None:
    """Retrace on a permanent card, an escape cost of another shape, a warp instant: unread."""
    base = {"mana_cost": "{1}{R}", "type_line": "Creature — Ox", "power": "1", "toughness": "1"}
    for text in ("Retrace", "Escape—{2}{R}, Sacrifice a creature.", "Escape—{2}{R}, Exile three cards from your hand."):
        assert read_card({"name": "Test Ox", **base, "oracle_text": text}).unsupported is not None, text
    assert read_card({"name": "Test Warp Shock", "mana_cost": "{R}", "type_line": "Instant",
                      "oracle_text": "Warp {R}"}).unsupported is not None
    assert read_card({"name": "Test Costless", "mana_cost": "", "type_line": "Sorcery",
                      "oracle_text": "Jump-start"}).unsupported is not None  # 118.6: no mana cost to pay


# ----- escape (702.138a) ------------------------------------------------------------------------

def test_escape_exiles_other_cards() -> None:
    """Fruit of Tizerus in the graveyard with four other cards of distinct names, four Swamps:
    escape {3}{B} and exile 3 of the 4 others (C(4,3) = 4 ways), target me or opp (2): 8
    options, all from the graveyard for "escape", never exiling the Fruit itself."""
    s = state({"graveyard": [{"card": "Fruit of Tizerus", "id": "fruit"}, *OTHERS],
               "battlefield": ["Swamp"] * 4})
    plans = agreed_options(s, "fruit")
    assert len(plans) == 8
    assert {(p.zone, p.alternative_cost) for p in plans} == {("graveyard", "escape")}
    assert all("fruit" not in p.exiled and len(p.exiled) == 3 for p in plans)


def test_escape_needs_enough_other_cards_and_its_mana() -> None:
    """Three cards in the graveyard with it are needed: with two others, no; with three others
    and three Swamps ({3}{B} needs four mana), no; from the hand it costs {B}: one Swamp,
    2 options (the targets), none of them escape."""
    s = state({"graveyard": [{"card": "Fruit of Tizerus", "id": "fruit"}, *OTHERS[:2]], "battlefield": ["Swamp"] * 4})
    assert agreed_options(s, "fruit") == []
    s = state({"graveyard": [{"card": "Fruit of Tizerus", "id": "fruit"}, *OTHERS[:3]], "battlefield": ["Swamp"] * 3})
    assert agreed_options(s, "fruit") == []
    s = state({"hand": [{"card": "Fruit of Tizerus", "id": "fruit"}], "graveyard": OTHERS, "battlefield": ["Swamp"]})
    plans = agreed_options(s, "fruit")
    assert len(plans) == 2 and {p.alternative_cost for p in plans} == {None}


def test_escape_creature_sorcery_timing() -> None:
    """Ox of Agonas (a creature) escapes for {R}{R} and eight other cards: with exactly eight
    others (two copies each of four names: one way to take them all), 1 option in my main
    phase; on opp's turn, none (117.1a: sorcery timing from the graveyard too)."""
    gy = [{"card": "Ox of Agonas", "id": "ox"}, *OTHERS, *OTHERS]
    s = state({"graveyard": gy, "battlefield": ["Mountain"] * 2})
    assert len(agreed_options(s, "ox")) == 1
    s = state({"graveyard": gy, "battlefield": ["Mountain"] * 2}, turn={"active_player": "opp", "priority": "me"})
    assert agreed_options(s, "ox") == []


# ----- retrace (702.81a), jump-start (702.133a) -------------------------------------------------

def test_retrace_discards_a_land_card() -> None:
    """Flame Jab in the graveyard, a Mountain on the battlefield, a Mountain, a Forest and a
    Lightning Bolt in hand: {R} plus discard a land card (Mountain or Forest: 2, never the
    Bolt), any target (me, opp: 2): 4 options. With no land card in hand: no."""
    s = state({"graveyard": [{"card": "Flame Jab", "id": "jab"}], "hand": ["Mountain", "Forest", "Lightning Bolt"],
               "battlefield": ["Mountain"]})
    plans = agreed_options(s, "jab")
    assert len(plans) == 4
    assert {p.alternative_cost for p in plans} == {"retrace"}
    assert {s.object(p.discarded[0]).name for p in plans} == {"Mountain", "Forest"}
    s = state({"graveyard": [{"card": "Flame Jab", "id": "jab"}], "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    assert agreed_options(s, "jab") == []


def test_jump_start_discards_any_card() -> None:
    """Chemister's Insight in the graveyard, four Islands, three cards of distinct names in
    hand: {3}{U} plus discard one of them: 3 options (an instant: on opp's turn too). With an
    empty hand, or three Islands ({3}{U} is four mana), no."""
    hand = ["Lightning Bolt", "Counterspell", "Forest"]
    s = state({"graveyard": [{"card": "Chemister's Insight", "id": "ci"}], "hand": hand, "battlefield": ["Island"] * 4},
              turn={"active_player": "opp", "priority": "me"})
    plans = agreed_options(s, "ci")
    assert len(plans) == 3 and {p.alternative_cost for p in plans} == {"jump-start"}
    for me in ({"hand": [], "battlefield": ["Island"] * 4}, {"hand": hand, "battlefield": ["Island"] * 3}):
        s = state({"graveyard": [{"card": "Chemister's Insight", "id": "ci"}], **me})
        assert agreed_options(s, "ci") == []


# ----- aftermath (702.127a) --------------------------------------------------------------------

def test_reader_aftermath_half() -> None:
    """Ribbons: "aftermath", its own mana cost {X}{B}{B}, from the graveyard; Cut: nothing extra."""
    card = state({"hand": [{"card": "Cut // Ribbons", "id": "cr"}]}).object("cr").card
    assert card.unsupported is None
    cut, ribbons = card.faces
    assert cut.alternative_costs == ()
    [alt] = ribbons.alternative_costs
    assert (alt.name, alt.zone, str(alt.mana), alt.parts) == ("aftermath", "graveyard", "{X}{B}{B}", ())


def test_aftermath_half_only_from_the_graveyard() -> None:
    """Cut // Ribbons in the graveyard, four Swamps, opp's Grizzly Bears: Ribbons for
    {X}{B}{B} with X = 0, 1 or 2 (3 options, named "aftermath"); Cut can't be cast from the
    graveyard. In the hand with two Mountains: Cut at the Bears (1 option); Ribbons, no."""
    s = state({"graveyard": [{"card": "Cut // Ribbons", "id": "cr"}], "battlefield": ["Swamp"] * 4},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "cr")
    assert sorted(p.x for p in plans) == [0, 1, 2]
    assert {(p.face, p.alternative_cost, p.zone) for p in plans} == {("Ribbons", "aftermath", "graveyard")}
    assert agreed_options(s, "Cut") == []
    s = state({"hand": [{"card": "Cut // Ribbons", "id": "cr"}], "battlefield": ["Mountain", "Mountain"]},
              {"battlefield": ["Grizzly Bears"]})
    [plan] = agreed_options(s, "cr")
    assert (plan.face, plan.alternative_cost) == ("Cut", None)
    s = state({"hand": [{"card": "Cut // Ribbons", "id": "cr"}], "battlefield": ["Swamp"] * 4})
    answer = can_cast(s, "Ribbons", "me")
    assert answer.castable is False and any(r.rule == "702.127a" for r in answer.reasons)
    assert agreed_options(s, "Ribbons") == []


def test_aftermath_half_not_from_exile_by_an_effect() -> None:
    """An effect's permission in exile lets the card be cast for its mana cost: Cut, yes, at
    the Bears, {1}{R} from two Mountains and two Swamps ({R} from a Mountain, {1} from the
    other Mountain or a Swamp: 2 options); Ribbons never (only from a graveyard), though
    {B}{B} with X = 0 could be paid."""
    s = state({"exile": [{"card": "Cut // Ribbons", "id": "cr", "permission": {"kind": "effect"}}],
               "battlefield": ["Mountain", "Mountain", "Swamp", "Swamp"]}, {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "cr")
    assert len(plans) == 2 and {(p.face, p.zone) for p in plans} == {("Cut", "exile")}


# ----- warp (702.185a) --------------------------------------------------------------------------

def test_warp_from_the_hand() -> None:
    """Red Tiger Mechan in hand: with four Mountains, its mana cost {3}{R} or warp {1}{R}: 2
    options; with two, only warp: 1. Timeline Culler's warp—{B}, pay 2 life with one Swamp:
    1 option (its {B}{B} needs two)."""
    s = state({"hand": [{"card": "Red Tiger Mechan", "id": "tiger"}], "battlefield": ["Mountain"] * 4})
    assert {p.alternative_cost for p in agreed_options(s, "tiger")} == {None, "warp"}
    s = state({"hand": [{"card": "Red Tiger Mechan", "id": "tiger"}], "battlefield": ["Mountain"] * 2})
    [plan] = agreed_options(s, "tiger")
    assert plan.alternative_cost == "warp"
    s = state({"hand": [{"card": "Timeline Culler", "id": "tc"}], "battlefield": ["Swamp"]})
    [plan] = agreed_options(s, "tc")
    assert plan.alternative_cost == "warp" and plan.life_paid == 2


def test_warped_card_from_exile_on_a_later_turn() -> None:
    """A warped Red Tiger Mechan in exile (permission warp): its mana cost {3}{R} with four
    Mountains, 1 option (never the warp cost: that one is from the hand); the turn it was
    exiled (``this_turn``), no; without the permission, no; two Mountains, no."""
    tiger = {"card": "Red Tiger Mechan", "id": "tiger", "permission": {"kind": "warp"}}
    s = state({"exile": [tiger], "battlefield": ["Mountain"] * 4})
    [plan] = agreed_options(s, "tiger")
    assert (plan.zone, plan.alternative_cost) == ("exile", None)
    for t, lands in (({**tiger, "permission": {"kind": "warp", "this_turn": True}}, 4),
                     ({"card": "Red Tiger Mechan", "id": "tiger"}, 4), (tiger, 2)):
        s = state({"exile": [t], "battlefield": ["Mountain"] * lands})
        answer = can_cast(s, "tiger", "me")
        assert answer.castable is False and answer.reasons
        assert agreed_options(s, "tiger") == []


def test_warp_permission_is_for_exile() -> None:
    with pytest.raises(InputError, match="permission"):
        state({"graveyard": [{"card": "Red Tiger Mechan", "permission": {"kind": "warp"}}]})
    s = state({"exile": [{"card": "Red Tiger Mechan", "permission": {"kind": "warp", "this_turn": True}}]})
    assert s.player("me").exile[0].permission is not None
