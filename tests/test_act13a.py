"""Activated abilities' costs read by ``castable.model.oracle.act13a`` (issue 13): sacrifice and
tap filters of the one filter grammar (tokens, nontoken, supertypes, "artifact creature",
"creature or token"), card nouns for discards and graveyard exiles, "Collect evidence N"
(701.59a: exile cards with total mana value N or more from your graveyard), "Blight N" (put N
-1/-1 counters on a creature you control) and "Remove N counters from <this> and sacrifice it".

602.2b: an ability's costs are paid as a spell's (601.2g-h). 118.3: a cost part is paid only
with objects that can pay it. A tapping cost other than {T} ignores summoning sickness (302.6
names only {T} and {Q}). Each count below is worked out by hand; docs/answers.md's option
identity: objects nothing tells apart are one choice. Every plan goes through the referee and
the reference enumerator (``act_agree``).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.cards import ObjectFilter
from castable.model.oracle import read_card
from castable.solver.api import can_activate
from castable.solver.transitions import apply
from test_casting_rules import act_agree

from tests.conftest import shared_records

REAL = shared_records(frozenset({"Gristle Glutton", "Ior Ruin Expedition", "Tangle Tumbler", "Hardened Tactician",
                                 "Ice Cream Kitty"}))
ROCK = {"name": "Test Rock", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": ""}
GOLEM = {"name": "Test Golem", "mana_cost": "{2}", "type_line": "Artifact Creature — Golem", "power": "2",
         "toughness": "2", "oracle_text": ""}
KING = {"name": "Test King", "mana_cost": "{2}", "type_line": "Legendary Creature — Human", "power": "2",
        "toughness": "2", "oracle_text": ""}
ALTAR = {"name": "Test Altar", "mana_cost": "{1}", "type_line": "Artifact",
         "oracle_text": "{1}, Sacrifice an artifact creature: You gain 2 life.\n"
                        "Tap an untapped legendary creature you control: You gain 1 life.\n"
                        "Sacrifice a nontoken creature: You gain 3 life."}
DESK = {"name": "Test Desk", "mana_cost": "{1}", "type_line": "Artifact",
        "oracle_text": "{T}, Collect evidence 3: Draw a card.\n"
                       "{T}, Discard a nonblack card: Draw a card.\n"
                       "{T}, Exile an instant or sorcery card from your graveyard: Draw a card."}
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Test Bolt deals 3 damage to any target."}
DUO = {"name": "Test Duo", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "You draw two cards."}
TRIO = {"name": "Test Trio", "mana_cost": "{2}{G}", "type_line": "Creature — Bear", "power": "3", "toughness": "3",
        "oracle_text": ""}
MIRROR = {"name": "Test Mirror", "mana_cost": "{2}{U}", "type_line": "Creature — Moonfolk", "power": "1", "toughness": "1",
          "oracle_text": "{1}, Return a land you control to its owner's hand: Draw a card.\n"
                         "{U}, Return two Islands you control to their owner's hand: You gain 1 life."}
RELIC = {"name": "Test Relic", "mana_cost": "{1}", "type_line": "Artifact",
         "oracle_text": "Sacrifice Test Relic: Add {C}.\n{1}, Exile Test Relic: You gain 2 life."}
SAGE = {"name": "Test Sage", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Druid", "power": "1", "toughness": "1",
        "oracle_text": "{T}: Add {G}.\n{1}, Return Test Sage to its owner's hand: You gain 1 life."}
CARDS = [*REAL.values(), ROCK, GOLEM, KING, ALTAR, DESK, BOLT, DUO, TRIO, MIRROR, RELIC, SAGE]


def _state(mine: list[Any], hand: list[Any] | None = None, graveyard: list[Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "battlefield": mine, "hand": hand or [],
                                             "graveyard": graveyard or []},
                                            {"name": "opp", "battlefield": []}],
                                "turn": {"active_player": "me", "phase": "main1", "priority": "me"}, "cards": CARDS})


def _sacrificed(plans: list[Any]) -> list[tuple[str, ...]]:
    return sorted(tuple(sorted(p.sacrificed)) for p in plans)


def test_reader_filters() -> None:
    """The filters the parts read: a token, an artifact creature (both types), "another creature
    or token" (either, the source excluded), two untapped tokens, a legendary creature."""
    tactician = read_card(REAL["Hardened Tactician"])
    assert tactician.unsupported is None
    [part] = tactician.activated_abilities[0].parts
    assert (part.action, part.amount, part.filter) == ("sacrifice", 1, ObjectFilter(token=True))
    altar = read_card(ALTAR)
    assert altar.unsupported is None
    sac, tap, nontoken = (ab.parts[0] for ab in altar.activated_abilities)
    assert sac.filter == ObjectFilter(types=frozenset({"Creature"}), any_of=(ObjectFilter(types=frozenset({"Artifact"})),))
    assert (tap.action, tap.filter) == ("tap_untapped", ObjectFilter(types=frozenset({"Creature"}),
                                                                      supertypes=frozenset({"Legendary"})))
    assert nontoken.filter == ObjectFilter(types=frozenset({"Creature"}), token=False)
    kitty = read_card(REAL["Ice Cream Kitty"])
    assert kitty.unsupported is None
    [other] = kitty.activated_abilities[0].parts
    assert other.another and other.filter.any_of == (ObjectFilter(types=frozenset({"Creature"})), ObjectFilter(token=True))
    tumbler = read_card(REAL["Tangle Tumbler"])
    assert tumbler.unsupported is None
    assert [(p.action, p.amount, p.filter) for p in tumbler.activated_abilities[1].parts] == [
        ("tap_untapped", 2, ObjectFilter(token=True))]
    expedition = read_card(REAL["Ior Ruin Expedition"])
    [ab] = expedition.activated_abilities
    assert (ab.remove_counters, ab.remove_amount, ab.sacrifice_self, ab.parts) == ("quest", 3, True, ())


def test_reader_refusals() -> None:
    """What changes while costs are paid, or a noun "another" takes only half of, stays unread."""
    for cost in ("Sacrifice an untapped creature", "Sacrifice an artifact or another creature",
                 "Sacrifice a creature with a +1/+1 counter on it", "Sacrifice an artifact with mana value X",
                 "Discard a legendary card", "Collect evidence 0", "Blight 1, Sacrifice a creature",
                 "Blight 1, Sacrifice this artifact", "Blight 1, Blight 2", "Sacrifice a creature you control",
                 "Remove a +1/+1 counter from a creature you control and sacrifice it",
                 "Return a tapped creature you control to its owner's hand",
                 "Return two lands you control to its owner's hand",
                 "Sacrifice a creature, Return a land you control to its owner's hand",
                 "Exile this artifact, Sacrifice a creature", "Exile this artifact, Exile a card from your graveyard",
                 "Sacrifice a creature, Return this artifact to its owner's hand",
                 "Exile this artifact, Return this artifact to its owner's hand"):
        card = read_card({**ROCK, "oracle_text": f"{{1}}, {cost}: You gain 1 life."})
        assert card.unsupported is not None, cost
    # "Exile <this>" works on the battlefield: an effect working from the graveyard contradicts it
    back = read_card({**ROCK, "oracle_text": "{1}, Exile this artifact: Return this card from your graveyard to your hand."})
    assert back.unsupported is not None


def test_sacrifice_a_token() -> None:
    """Hardened Tactician, "{1}{W}, Sacrifice a token: Draw a card.": {1}{W} from two Plains (one
    way); a token: the two token Bears (alike: one choice) or the token Rock: 2 options. The
    nontoken Bear and the Tactician can't pay it; with no token, no."""
    base = [{"card": "Hardened Tactician", "id": "src"}, {"card": "Plains", "id": "p1"}, {"card": "Plains", "id": "p2"},
            {"card": "Grizzly Bears", "id": "bear"}]
    tokens = [{"card": "Grizzly Bears", "id": "t1", "token": True}, {"card": "Grizzly Bears", "id": "t2", "token": True},
              {"card": "Test Rock", "id": "rock", "token": True}]
    plans = act_agree(_state(base + tokens), "src", 0)
    assert _sacrificed(plans) == [("rock",), ("t1",)]
    assert act_agree(_state(base), "src", 0) == []
    assert can_activate(_state(base), "src", 0).castable is False


def test_sacrifice_artifact_creature_and_nontoken() -> None:
    """Test Altar: "{1}, Sacrifice an artifact creature": the Golem only (the Rock is no creature,
    the Bear no artifact), {1} from the one Plains: 1 option. "Sacrifice a nontoken creature":
    the Bear or the Golem (the token Bear can't): 2 options."""
    s = _state([{"card": "Test Altar", "id": "src"}, {"card": "Plains", "id": "p"}, {"card": "Test Rock", "id": "rock"},
                {"card": "Grizzly Bears", "id": "bear"}, {"card": "Test Golem", "id": "golem"},
                {"card": "Grizzly Bears", "id": "tok", "token": True}])
    assert _sacrificed(act_agree(s, "src", 0)) == [("golem",)]
    assert _sacrificed(act_agree(s, "src", 2)) == [("bear",), ("golem",)]


def test_tap_legendary_and_tokens() -> None:
    """Test Altar's "Tap an untapped legendary creature you control": the King (summoning sick
    or not: not a {T} cost), not the Bear: 1 option; the King tapped: no. Tangle Tumbler's "Tap
    two untapped tokens you control": three untapped token Bears (alike) and a tapped one, a
    nontoken Bear: two of the alike three, 1 option; with one untapped token: no."""
    s = _state([{"card": "Test Altar", "id": "src"}, {"card": "Test King", "id": "king", "summoning_sick": True},
                {"card": "Grizzly Bears", "id": "bear"}])
    [plan] = act_agree(s, "src", 1)
    assert plan.cost_objects == (("king",),)
    tapped = _state([{"card": "Test Altar", "id": "src"}, {"card": "Test King", "id": "king", "tapped": True},
                     {"card": "Grizzly Bears", "id": "bear"}])
    assert act_agree(tapped, "src", 1) == []
    tokens = [{"card": "Grizzly Bears", "id": f"t{i}", "token": True} for i in range(3)]
    mine = [{"card": "Tangle Tumbler", "id": "src"}, *tokens, {"card": "Grizzly Bears", "id": "tt", "token": True,
                                                               "tapped": True}, {"card": "Grizzly Bears", "id": "bear"}]
    [plan] = act_agree(_state(mine), "src", 1)
    assert sorted(plan.cost_objects[0]) == ["t0", "t1"]
    few = [{"card": "Tangle Tumbler", "id": "src"}, tokens[0], {"card": "Grizzly Bears", "id": "bear"}]
    assert act_agree(_state(few), "src", 1) == []


def test_collect_evidence_on_an_ability() -> None:
    """Test Desk's "{T}, Collect evidence 3": graveyard Test Bolt (mana value 1), Test Duo (2),
    Test Trio (3). Sets of total 3 or more: {Trio}, {Bolt, Duo}, {Bolt, Trio}, {Duo, Trio},
    {Bolt, Duo, Trio}: 5 options; without the Trio only {Bolt, Duo}: 1; without the Duo too: no."""
    gy = [{"card": "Test Bolt", "id": "g1"}, {"card": "Test Duo", "id": "g2"}, {"card": "Test Trio", "id": "g3"}]
    plans = act_agree(_state([{"card": "Test Desk", "id": "src"}], graveyard=gy), "src", 0)
    assert sorted(tuple(sorted(p.exiled)) for p in plans) == [("g1", "g2"), ("g1", "g2", "g3"), ("g1", "g3"),
                                                                ("g2", "g3"), ("g3",)]
    assert len(act_agree(_state([{"card": "Test Desk", "id": "src"}], graveyard=gy[:2]), "src", 0)) == 1
    assert act_agree(_state([{"card": "Test Desk", "id": "src"}], graveyard=gy[:1]), "src", 0) == []


def test_card_nouns() -> None:
    """Test Desk's "Discard a nonblack card": hand Test Bolt (red), Test Duo (black): the Bolt,
    1 option. "Exile an instant or sorcery card from your graveyard": graveyard Bolt (instant),
    Duo (sorcery), Trio (creature): 2 options."""
    hand = [{"card": "Test Bolt", "id": "h1"}, {"card": "Test Duo", "id": "h2"}]
    [plan] = act_agree(_state([{"card": "Test Desk", "id": "src"}], hand=hand), "src", 1)
    assert plan.discarded == ("h1",)
    gy = [{"card": "Test Bolt", "id": "g1"}, {"card": "Test Duo", "id": "g2"}, {"card": "Test Trio", "id": "g3"}]
    plans = act_agree(_state([{"card": "Test Desk", "id": "src"}], graveyard=gy), "src", 2)
    assert sorted(tuple(p.exiled) for p in plans) == [("g1",), ("g2",)]


def test_blight_on_an_ability() -> None:
    """Gristle Glutton, "{T}, Blight 1": the Glutton (not summoning sick) taps; one -1/-1 counter
    on a creature I control, tapped or not: the Glutton itself or the Bear: 2 options. Summoning
    sick, the Glutton can't pay {T}: no."""
    s = _state([{"card": "Gristle Glutton", "id": "src"}, {"card": "Grizzly Bears", "id": "bear", "tapped": True}])
    plans = act_agree(s, "src", 0)
    assert sorted(p.blighted for p in plans) == [(("bear", 1),), (("src", 1),)]
    sick = _state([{"card": "Gristle Glutton", "id": "src", "summoning_sick": True}, {"card": "Grizzly Bears", "id": "bear"}])
    assert act_agree(sick, "src", 0) == []


def test_remove_counters_and_sacrifice_it() -> None:
    """Ior Ruin Expedition, "Remove three quest counters from ~ and sacrifice it": three quest
    counters: 1 option, the Expedition sacrificed; two: no (118.3)."""
    [plan] = act_agree(_state([{"card": "Ior Ruin Expedition", "id": "src", "counters": {"quest": 3}}]), "src", 0)
    assert plan.sacrificed == ("src",)
    assert act_agree(_state([{"card": "Ior Ruin Expedition", "id": "src", "counters": {"quest": 2}}]), "src", 0) == []


def test_return_a_land() -> None:
    """Test Mirror's "{1}, Return a land you control to its owner's hand": an untapped Island, a
    tapped Island, an untapped Forest. {1} from the untapped Island or the Forest (2 ways); the
    land returned, tapped or not (601.2g comes first: the land just tapped for mana may go back
    too): any of the three: 6 options. No land (the Elves pay {1}): no."""
    s = _state([{"card": "Test Mirror", "id": "src"}, {"card": "Island", "id": "i1"},
                {"card": "Island", "id": "i2", "tapped": True}, {"card": "Forest", "id": "f"}])
    plans = act_agree(s, "src", 0)
    assert sorted((tuple(sorted(p.tapped)), p.returned) for p in plans) == [
        (("f",), ("f",)), (("f",), ("i1",)), (("f",), ("i2",)), (("i1",), ("f",)), (("i1",), ("i1",)), (("i1",), ("i2",))]
    elves = _state([{"card": "Test Mirror", "id": "src"}, {"card": "Llanowar Elves", "id": "e"}])
    assert act_agree(elves, "src", 0) == []
    assert can_activate(elves, "src", 0).castable is False


def test_return_two_islands() -> None:
    """"{U}, Return two Islands you control to their owner's hand": three alike Islands: one taps
    for {U}; two go back: the tapped one and another (1) or the two others (1): 2 options. Two
    Islands: tap one, return both: 1. One Island: no."""
    three = [{"card": "Island", "id": f"i{n}"} for n in range(3)]
    plans = act_agree(_state([{"card": "Test Mirror", "id": "src"}, *three]), "src", 1)
    assert sorted(len(set(p.tapped) & set(p.returned)) for p in plans) == [0, 1]
    assert all(len(p.returned) == 2 for p in plans)
    assert len(act_agree(_state([{"card": "Test Mirror", "id": "src"}, *three[:2]]), "src", 1)) == 1
    assert act_agree(_state([{"card": "Test Mirror", "id": "src"}, *three[:1]]), "src", 1) == []


def test_exile_the_source() -> None:
    """Test Relic's "{1}, Exile Test Relic" (ability 1; its mana ability "Sacrifice Test Relic:
    Add {C}" is ability 0): the Relic must still be there to be exiled (601.2g before 601.2h), so
    its own {C} can't pay the {1}: with a Plains, tap it: 1 option, the Relic exiled, not
    sacrificed; applied, it is in exile, not in the graveyard. Alone: no. Two Relics: the other
    one's sacrifice pays {1}: 1 option."""
    s = _state([{"card": "Test Relic", "id": "src"}, {"card": "Plains", "id": "p"}])
    [plan] = act_agree(s, "src", 1)
    assert (plan.exiled, plan.sacrificed, plan.tapped) == (("src",), (), ("p",))
    after = apply(s, plan)
    assert [o.id for o in after.player("me").exile] == ["src"] and not after.player("me").graveyard
    alone = _state([{"card": "Test Relic", "id": "src"}])
    assert act_agree(alone, "src", 1) == []
    assert can_activate(alone, "src", 1).castable is False
    [two] = act_agree(_state([{"card": "Test Relic", "id": "src"}, {"card": "Test Relic", "id": "r2"}]), "src", 1)
    assert (two.exiled, two.sacrificed) == (("src",), ("r2",))


def test_return_the_source() -> None:
    """Test Sage's "{1}, Return Test Sage to its owner's hand" (ability 1; "{T}: Add {G}" is
    ability 0): the Sage may tap for {G} first and then go back (601.2g before 601.2h): alone,
    1 option; with a Forest, {1} from the Sage or the Forest: 2 options, the Sage returned in
    each; applied, the Sage is in my hand. Summoning sick and alone: its {T} can't pay: no."""
    s = _state([{"card": "Test Sage", "id": "src"}, {"card": "Forest", "id": "f"}])
    plans = act_agree(s, "src", 1)
    assert sorted(p.tapped for p in plans) == [("f",), ("src",)] and all(p.returned == ("src",) for p in plans)
    after = apply(s, plans[0])
    assert [o.id for o in after.player("me").hand] == ["src"]
    [alone] = act_agree(_state([{"card": "Test Sage", "id": "src"}]), "src", 1)
    assert (alone.tapped, alone.returned) == (("src",), ("src",))
    sick = _state([{"card": "Test Sage", "id": "src", "summoning_sick": True}])
    assert act_agree(sick, "src", 1) == []
