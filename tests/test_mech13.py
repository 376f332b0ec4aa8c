"""Gift, firebending and max speed (issue 13, ``castable.model.oracle.mechanics``). Each expected
count is worked out by hand from the rule, stated in our own words (these rules are not in
/work/shared/rules); every plan goes through the referee and the reference enumerator.

- 702.174a Gift: "Gift a [something]" means "You may promise an opponent a gift as you cast
  this spell": the caster chooses, while casting (with the other choices of 601.2b), to promise
  it to an opponent or not; nothing is paid. With no opponent there is no one to promise it to.
  If promised, the opponent gets the gift as the spell resolves (or the permanent enters).
- Firebending N: "Whenever this creature attacks, add N {R}. This mana lasts until end of
  combat." It triggers on attacking, not on a mana ability or on mana being added, so it is not
  a mana ability (605.1b): the mana exists only once the trigger has resolved.
- 702.178a Max speed: "Max speed — [ability]" means "As long as you have max speed,
  [ability]" (702.179: a player's speed goes from 1 to 4, the max speed).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate

from tests.conftest import agreed_options as _agreed_options

GIFT_CARD = " (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)"
NOCTURNAL = {"name": "Nocturnal Hunger", "mana_cost": "{2}{B}", "type_line": "Instant",
             "oracle_text": "Gift a Food (You may promise an opponent a gift as you cast this spell. If you do, they "
                            "create a Food token before its other effects. It's an artifact with \"{2}, {T}, Sacrifice "
                            "this token: You gain 3 life.\")\nDestroy target creature. If the gift wasn't promised, you "
                            "lose 2 life."}
STARFALL = {"name": "Starfall Invocation", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery",
            "oracle_text": "Gift a card" + GIFT_CARD + "\nDestroy all creatures. If the gift was promised, return a "
                           "creature card put into your graveyard this way to the battlefield under your control."}
PULL = {"name": "Long River's Pull", "mana_cost": "{U}{U}", "type_line": "Instant",
        "oracle_text": "Gift a card" + GIFT_CARD + "\nCounter target creature spell. If the gift was promised, instead "
                       "counter target spell."}
SAGES = {"name": "Fire Sages", "mana_cost": "{1}{R}", "type_line": "Creature — Human Cleric", "power": "2",
         "toughness": "2", "oracle_text": "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts "
                                          "until end of combat.)\n{1}{R}{R}: Put a +1/+1 counter on this creature."}
ENGINES = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an "
           "opponent loses life. Max speed is 4.)")
NECROREGENT = {"name": "Risen Necroregent", "mana_cost": "{4}{B}", "type_line": "Creature — Zombie Cat Knight",
               "power": "5", "toughness": "4", "oracle_text": ENGINES + "\nMax speed — At the beginning of your end "
                                                                        "step, create a 2/2 black Zombie creature token."}
CATALYZER = {"name": "Endrider Catalyzer", "mana_cost": "{1}{R}", "type_line": "Creature — Human Warrior",
             "power": "3", "toughness": "1", "oracle_text": ENGINES + "\nMax speed — {T}: Add {R}{R}."}
CARDS = [NOCTURNAL, STARFALL, PULL, SAGES, NECROREGENT, CATALYZER]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, *, alone: bool = False) -> GameState:
    players = [{"name": "me", **me}] + ([] if alone else [{"name": "opp", **(opp or {})}])
    return GameState.from_json({"players": players, "cards": CARDS})


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


def test_reader_gift() -> None:
    """A gift is an optional choice named "gift" that needs an opponent and costs nothing; a gift
    not printed (an unknown noun) stays unread; a target that depends on the promise is read by
    spell13 ("instead": the creature spell only without the gift, any spell only with it)."""
    [gift] = read_card(NOCTURNAL).optional_costs
    assert (gift.name, gift.mana.symbols, gift.parts, gift.needs_opponent) == ("gift", (), (), True)
    assert read_card({**STARFALL, "oracle_text": STARFALL["oracle_text"].replace("Gift a card", "Gift a Dragon")}
                     ).unsupported == "Gift a Dragon"
    pull = read_card(PULL)
    assert pull.unsupported is None
    assert [(t.kind, t.filter.types, t.requires, t.unless) for t in pull.targets] == [
        ("spell", frozenset({"Creature"}), None, "gift"), ("spell", frozenset(), "gift", None)]


def test_gift_doubles_the_ways_to_cast() -> None:
    """Nocturnal Hunger, three Swamps, one creature (the opponent's Bears): one target, and the
    gift promised or not (702.174a): 2 options, one naming the gift. Both cost {2}{B}."""
    s = state({"hand": [{"card": "Nocturnal Hunger", "id": "nh"}], "battlefield": ["Swamp"] * 3},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "nh")
    assert sorted(p.optional_costs.get("gift", 0) for p in plans) == [0, 1]
    assert all(len(p.targets) == 1 for p in plans)


def test_gift_needs_an_opponent() -> None:
    """Starfall Invocation (no target) with five Plains: with an opponent, promised or not: 2
    options; alone, no one to promise the gift to: 1 option, and a plan naming the gift is
    refused by the referee (702.174a)."""
    me = {"hand": [{"card": "Starfall Invocation", "id": "sf"}], "battlefield": ["Plains"] * 5}
    assert len(agreed_options(state(me), "sf")) == 2
    s = state(me, alone=True)
    [plan] = agreed_options(s, "sf")
    assert plan.optional_costs == {}
    promised = dataclasses.replace(plan, optional_costs={"gift": 1})
    assert any("702.174a" in str(e) for e in referee.check(s, promised))


def test_firebending_is_no_mana_ability() -> None:
    """Fire Sages, untapped and attacking, with two Mountains: firebending's mana comes only when
    its attack trigger resolves (605.1b), so {1}{R}{R} can't be paid now: no mana ability, and
    the ability is not activatable; with the {R} floating (the trigger resolved), it is."""
    card = read_card(SAGES)
    assert card.unsupported is None and card.mana_abilities_text == () and "Firebending" in card.keywords
    bf = [{"card": "Fire Sages", "id": "fs", "attacking": True}, "Mountain", "Mountain"]
    turn = {"active_player": "me", "phase": "declare_attackers", "priority": "me"}
    s = GameState.from_json({"players": [{"name": "me", "battlefield": bf}, {"name": "opp"}], "cards": CARDS,
                             "turn": turn})
    assert not can_activate(s, "fs", 0, "me", time_limit=30).castable
    s2 = GameState.from_json({"players": [{"name": "me", "battlefield": bf, "mana_pool": "{R}"}, {"name": "opp"}],
                              "cards": CARDS, "turn": turn})
    answer = can_activate(s2, "fs", 0, "me", time_limit=30)
    assert answer.castable and referee.check(s2, answer.plan) == []


def test_max_speed() -> None:
    """A max speed trigger changes nothing (read); a mana ability or a cost change at max speed
    is read into a "speed" band (the player's ``speed``: tests/test_std13b.py); a trigger making
    mana under max speed stays unread. "Max speed — This creature has haste." is a grant to
    itself while its controller's speed is 4 (grant13e: ``GrantCondition("max_speed")``)."""
    assert read_card(NECROREGENT).unsupported is None
    catalyzer = read_card(CATALYZER)
    assert catalyzer.unsupported is None and [b.kind for b in catalyzer.bands] == ["speed"]
    for body in ("At the beginning of your upkeep, add {R}.", "Whenever you tap a land for mana, add {G}."):
        text = ENGINES + "\nMax speed — " + body
        assert read_card({**NECROREGENT, "oracle_text": text}).unsupported == "Max speed — " + body, body
    hasty = read_card({**NECROREGENT, "oracle_text": ENGINES + "\nMax speed — This creature has haste."})
    assert hasty.unsupported is None
    assert [(g.whom, g.keywords, g.condition.kind if g.condition else None) for g in hasty.permanent_grants] == \
        [("self", {"Haste"}, "max_speed")]


SCURRYFOOT = {"name": "Stampeding Scurryfoot", "mana_cost": "{G}", "type_line": "Creature — Mouse Rabbit", "power": "1",
              "toughness": "1", "oracle_text": "Exhaust — {3}{G}: Put a +1/+1 counter on this creature. Create a 3/3 "
                                               "green Elephant creature token. (Activate each exhaust ability only once.)"}


def _scurry(exhausted: list[int] | None = None) -> GameState:
    foot: dict[str, Any] = {"card": "Stampeding Scurryfoot", "id": "sc"}
    if exhausted is not None:
        foot["exhausted"] = exhausted
    return GameState.from_json({"players": [{"name": "me", "battlefield": [foot, *["Forest"] * 4]}, {"name": "opp"}],
                                "cards": [SCURRYFOOT]})


def test_exhaust_is_activated_only_once() -> None:
    """Stampeding Scurryfoot and four Forests: {3}{G} is paid one way (the Forests are alike),
    so 1 way to activate; once ability 0 is in ``exhausted`` (702.177a: activate only once), 0
    ways: every checker says no, and the referee refuses the plan that was legal before. Applying
    the activation records the exhaust."""
    from castable.solver.api import activation_options
    from castable.solver.reference import reference_can_activate
    from castable.solver.transitions import apply
    [ab] = read_card(SCURRYFOOT).activated_abilities
    assert getattr(ab, "once_ever", False) and not getattr(ab, "once_per_turn", True)
    fresh, used = _scurry(), _scurry([0])
    listing = activation_options(fresh, "sc", 0, "me", time_limit=30)
    assert listing.complete and len(listing.options) == 1
    plan = listing.options[0]
    assert referee.check(fresh, plan) == [] and reference_can_activate(fresh, "sc", 0, "me")
    answer = can_activate(used, "sc", 0, "me", time_limit=30)
    assert not answer.castable and any(r.rule == "702.177a" for r in answer.reasons)
    assert not activation_options(used, "sc", 0, "me", time_limit=30).options
    assert not reference_can_activate(used, "sc", 0, "me")
    assert any("702.177a" in str(e) for e in referee.check(used, plan))
    after = apply(fresh, plan)
    assert after.object("sc").exhausted == frozenset({0})  # type: ignore[union-attr]


def test_exhausted_is_battlefield_only() -> None:
    """``exhausted`` on a card in the hand, or an index that isn't a non-negative integer: errors."""
    import pytest
    from castable.model.errors import InputError
    for hand, bad in (([{"card": "Stampeding Scurryfoot", "exhausted": [0]}], None), ([], [-1]), ([], ["0"])):
        with pytest.raises(InputError):
            if bad is None:
                GameState.from_json({"players": [{"name": "me", "hand": hand}], "cards": [SCURRYFOOT]})
            else:
                _scurry(bad)


FEAR = {"name": "Fear of Exposure", "mana_cost": "{2}{G}", "type_line": "Enchantment Creature — Nightmare",
        "power": "5", "toughness": "4",
        "oracle_text": "As an additional cost to cast this spell, tap two untapped creatures and/or lands you control.\nTrample"}


def test_and_or_cost_objects() -> None:
    """Fear of Exposure ({2}{G}, and tap two untapped creatures and/or lands you control, 118.8):
    with four Forests and Grizzly Bears, three Forests pay {2}{G} and the Bears and the fourth
    Forest are tapped for the cost (an object is one or the other): 1 way (the Forests are
    alike). With three Forests and the Bears, five objects are needed and there are four: 0."""
    def board(forests: int) -> GameState:
        me = {"hand": [{"card": "Fear of Exposure", "id": "fe"}], "battlefield": ["Forest"] * forests + ["Grizzly Bears"]}
        return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp"}], "cards": [FEAR]})
    assert len(agreed_options(board(4), "fe")) == 1
    assert agreed_options(board(3), "fe") == []
