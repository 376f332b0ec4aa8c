"""Activated abilities read by ``castable.model.oracle.act14`` (issue 13): "Remove a counter /
two counters from this creature" (118.3: counters of any kinds), "Exert <this>" (701.43a-b: a
cost that can always be paid), and effect sentences that act only as the ability resolves
(608.2: choices, delayed triggers, cost changes and permissions for later spells, a coin flip's
or third resolution's condition).

Each count below is worked out by hand; every plan goes through the referee and the reference
enumerator (``conftest.agreed_activations``).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.cards import ANY_COUNTER
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver.api import can_activate
from castable.solver.moves import legal_moves
from castable.solver.transitions import apply

from tests.conftest import agreed_activations, shared_records

REAL = shared_records(frozenset({"Hovel Hurler", "Gnarlbark Elm", "Loch Mare", "Basri, Tomorrow's Champion",
                                 "Goblin Archaeologist", "Soulbright Seeker", "Discerning Financier", "Fire Bowman",
                                 "Library of Alexandria", "Uchbenbak, the Great Mistake", "Gerrard Capashen",
                                 "Security Detail", "Devoted Druid", "Mazemind Tome"}))
CARDS = list(REAL.values())


def _state(mine: list[Any], theirs: list[Any] | None = None, phase: str = "main1") -> GameState:
    return GameState.from_json({"players": [{"name": "me", "battlefield": mine},
                                            {"name": "opp", "battlefield": theirs or []}],
                                "turn": {"active_player": "me", "phase": phase, "priority": "me"}, "cards": CARDS})


def test_reader() -> None:
    """The fields each line gives."""
    hurler = read_card(REAL["Hovel Hurler"])
    assert hurler.unsupported is None
    [ab] = hurler.activated_abilities
    assert (ab.remove_counters, ab.remove_amount, ab.sorcery_speed) == (ANY_COUNTER, 1, True)
    assert ab.targets[0].not_source  # "Another target creature you control"
    elm = read_card(REAL["Gnarlbark Elm"]).activated_abilities[0]
    assert (elm.remove_counters, elm.remove_amount) == (ANY_COUNTER, 2)
    basri = read_card(REAL["Basri, Tomorrow's Champion"])
    assert basri.unsupported is None
    assert basri.activated_abilities[0].tap and not basri.activated_abilities[0].parts
    seeker = read_card(REAL["Soulbright Seeker"])  # a target: no mana ability though it adds mana (605.1a)
    assert seeker.unsupported is None and not seeker.mana_abilities and len(seeker.activated_abilities[0].targets) == 1
    archaeologist = read_card(REAL["Goblin Archaeologist"])  # "If you win the flip, destroy target artifact ..."
    assert [t.text for t in archaeologist.activated_abilities[0].targets] == ["target artifact"]
    financier = read_card(REAL["Discerning Financier"]).activated_abilities[-1]  # "Choose another player."
    assert [t.text for t in financier.targets] == ["target Treasure you control"]


@pytest.mark.parametrize("text", [
    "{1}, Remove a counter from target creature: You gain 1 life.",  # another permanent's counters
    "{1}, Remove a counter from this creature, Blight 1: You gain 1 life.",  # 601.2h order not modelled
    "{T}: Add {G}. Put a brick counter on this creature.\n{1}, Remove a counter from this creature: Draw a card.",
    "{T}, Remove a charge counter from this creature: Add {G}.\n{1}, Remove a counter from this creature: Draw a card.",
    "Exert this creature: Add {G}.",  # a mana ability's cost grammar has no exert
    "{1}: Flip a coin. If you win the flip, add {C}{C}.",  # no target: a mana ability (605.1a)
    "{1}: Choose a creature card exiled with this creature with mana value X.",
    "{1}: Until end of turn, whenever target creature you control deals combat damage, you gain 1 life.",
    "{X}: Spells you cast this turn cost {X} less to cast, where X is the amount of life you lost this turn.",
    "{1}: Choose a number. You gain 1 life.",
    "{1}: Draw a card. Activate only if you have exactly zero or seven cards in hand.",
    "{1}: Draw a card. Activate only if there are four or more creature cards in your graveyard and only if you "
    "control no creatures.",  # two counts: not one ActivateCheck
    "{1}: Draw a card. Activate only if another creature is attacking.",
    "{1}: Draw a card. Activate only if a creature died this turn.",  # (act15 reads an opponent's graveyard)
    "{1}: Choose a color. Target creature of the chosen color gets +1/+1 until end of turn.",
])
def test_near_misses(text: str) -> None:
    card = read_card({"name": "Test Beast", "mana_cost": "{G}", "type_line": "Creature — Beast", "power": "2",
                      "toughness": "2", "oracle_text": text})
    assert card.unsupported is not None, text


def test_remove_a_counter() -> None:
    """Hovel Hurler with two -1/-1 counters: {R/W}{R/W} from two Mountains (one way), one counter,
    another target creature I control: the Bear only (the Hurler can't target itself): 1 option;
    the cost leaves one -1/-1 counter. With no counter: no (118.3). A stun counter and a -1/-1
    counter: which goes is a choice no plan records: exit 4."""
    base = [{"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"}, {"card": "Grizzly Bears", "id": "bear"}]
    s = _state([{"card": "Hovel Hurler", "id": "src", "counters": {"-1/-1": 2}}, *base])
    [plan] = agreed_activations(s, "src", 0)
    assert plan.targets == (("bear",),)
    after = apply(s, plan)
    assert after.object("src").counters == {"-1/-1": 1}
    bare = _state([{"card": "Hovel Hurler", "id": "src"}, *base])
    assert agreed_activations(bare, "src", 0) == []
    assert any(r.rule == "118.3" for r in can_activate(bare, "src", 0).reasons)
    mixed = _state([{"card": "Hovel Hurler", "id": "src", "counters": {"-1/-1": 1, "stun": 1}}, *base])
    with pytest.raises(UnsupportedCardError):
        can_activate(mixed, "src", 0)
    assert [u.object for u in legal_moves(mixed, "me").unsupported] == ["src"]


def test_remove_two_counters() -> None:
    """Gnarlbark Elm, "{2}{B}, Remove two counters from this creature: Target creature gets -2/-2":
    with one counter, no; with two +1/+1 counters (one kind: the same choice), three Swamps pay
    {2}{B} one way, the target is the Elm or the opponent's Bear: 2 options, and both counters go."""
    swamps = [{"card": "Swamp", "id": f"s{i}"} for i in range(3)]
    one = _state([{"card": "Gnarlbark Elm", "id": "src", "counters": {"-1/-1": 1}}, *swamps],
                 [{"card": "Grizzly Bears", "id": "bear"}])
    assert agreed_activations(one, "src", 0) == []
    two = _state([{"card": "Gnarlbark Elm", "id": "src", "counters": {"+1/+1": 2}}, *swamps],
                 [{"card": "Grizzly Bears", "id": "bear"}])
    plans = agreed_activations(two, "src", 0)
    assert sorted(p.targets for p in plans) == [(("bear",),), (("src",),)]
    assert apply(two, plans[0]).object("src").counters == {}


def test_exert() -> None:
    """Basri, "{W}, {T}, Exert Basri: Create a 1/1 white Cat ...": exerting asks nothing (701.43b):
    {W} from the one Plains, {T}: 1 option; summoning sick (no haste): no ({T}, 302.6)."""
    s = _state([{"card": "Basri, Tomorrow's Champion", "id": "src"}, {"card": "Plains", "id": "p"}])
    assert len(agreed_activations(s, "src", 0)) == 1
    sick = _state([{"card": "Basri, Tomorrow's Champion", "id": "src", "summoning_sick": True},
                   {"card": "Plains", "id": "p"}])
    assert agreed_activations(sick, "src", 0) == []


def test_coin_flip_target() -> None:
    """Goblin Archaeologist, "{R}, {T}: Flip a coin. If you win the flip, destroy target artifact
    ...": the target is chosen as it is activated whatever the flip (601.2c): two artifacts, two
    options; none, no."""
    base = [{"card": "Goblin Archaeologist", "id": "src"}, {"card": "Mountain", "id": "m"}]
    s = _state(base, [{"card": "Ornithopter", "id": "o1"}, {"card": "Sol Ring", "id": "ring"}])
    assert sorted(p.targets for p in agreed_activations(s, "src", 0)) == [(("o1",),), (("ring",),)]
    assert agreed_activations(_state(base), "src", 0) == []


def test_before_attackers_are_declared() -> None:
    """Fire Bowman, "Sacrifice Fire Bowman: It deals 1 damage to any target. Activate only during
    your turn, before attackers are declared.": in my precombat main phase and beginning of combat,
    four targets (me, the opponent, the Bowman, the Bear): 4 options; in my declare attackers
    step (508.1: attackers were declared as it began), my second main phase, or the opponent's
    main phase: no (602.5)."""
    mine = [{"card": "Fire Bowman", "id": "src"}]
    for phase, n in (("main1", 4), ("beginning_of_combat", 4), ("declare_attackers", 0), ("main2", 0)):
        s = _state(mine, [{"card": "Grizzly Bears", "id": "bear"}], phase)
        assert len(agreed_activations(s, "src", 0)) == n, phase
    theirs = GameState.from_json({"players": [{"name": "me", "battlefield": mine}, {"name": "opp", "battlefield": []}],
                                  "turn": {"active_player": "opp", "phase": "main1", "priority": "me"}, "cards": CARDS})
    assert agreed_activations(theirs, "src", 0) == []


def _hand_state(hand: list[Any] | int) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "battlefield": [{"card": "Library of Alexandria", "id": "lib"}],
                                             "hand": hand}, {"name": "opp"}],
                                "turn": {"active_player": "me", "phase": "main1", "priority": "me"}, "cards": CARDS})


def test_exactly_seven_cards_in_hand() -> None:
    """Library of Alexandria, "{T}: Draw a card. Activate only if you have exactly seven cards in
    hand.": with seven cards (shown, or a hidden hand of seven) one option ({T}); with six or
    eight, no (602.5)."""
    assert len(agreed_activations(_hand_state(["Island"] * 7), "lib", 1)) == 1
    assert len(agreed_activations(_hand_state(7), "lib", 1)) == 1
    for n in (6, 8):
        assert agreed_activations(_hand_state(["Island"] * n), "lib", 1) == []
    assert any(r.rule == "602.5" for r in can_activate(_hand_state(6), "lib", 1).reasons)


def test_permanent_cards_in_graveyard() -> None:
    """Uchbenbak, "Descend 8 — {4}{U}{B}: Return this card from your graveyard to the battlefield
    ... Activate only if there are eight or more permanent cards in your graveyard and only as a
    sorcery.": from the graveyard, itself among the permanent cards; with six Islands (lands are
    permanent cards, 110.4a), two Shocks and one Grizzly Bears besides it: eight, and six lands
    on the battlefield pay {4}{U}{B} one way: 1 option. Without the Bears: seven: no."""
    lands = [{"card": c, "id": f"l{i}"} for i, c in enumerate(["Island", "Island", "Island", "Swamp", "Swamp", "Swamp"])]
    yard = ["Uchbenbak, the Great Mistake", *["Island"] * 6, "Shock", "Shock"]

    def state(extra: list[str]) -> GameState:
        return GameState.from_json({"players": [{"name": "me", "battlefield": lands, "graveyard": [*yard, *extra]},
                                                {"name": "opp"}],
                                    "turn": {"active_player": "me", "phase": "main1", "priority": "me"}, "cards": CARDS})
    assert len(agreed_activations(state(["Grizzly Bears"]), "me.graveyard.0", 0)) == 1
    assert agreed_activations(state([]), "me.graveyard.0", 0) == []


def test_while_attacking_and_no_creatures() -> None:
    """Gerrard Capashen's "{3}{W}: Tap target creature. Activate only if Gerrard Capashen is
    attacking.": attacking, with four Plains, the targets are Gerrard and the Bear: 2 options;
    not attacking: no. Security Detail's "{W}{W}: Create a 1/1 white Soldier creature token.
    Activate only if you control no creatures and only once each turn.": with no creature, 1
    option; with Gerrard, no."""
    plains = [{"card": "Plains", "id": f"p{i}"} for i in range(4)]
    attacking = _state([{"card": "Gerrard Capashen", "id": "src", "attacking": True}, *plains],
                       [{"card": "Grizzly Bears", "id": "bear"}], "declare_attackers")
    assert sorted(p.targets for p in agreed_activations(attacking, "src", 0)) == [(("bear",),), (("src",),)]
    idle = _state([{"card": "Gerrard Capashen", "id": "src"}, *plains], [{"card": "Grizzly Bears", "id": "bear"}],
                  "declare_attackers")
    assert agreed_activations(idle, "src", 0) == []
    detail = [{"card": "Security Detail", "id": "sd"}, *plains[:2]]
    assert len(agreed_activations(_state(detail), "sd", 0)) == 1
    assert agreed_activations(_state([*detail, {"card": "Gerrard Capashen", "id": "g"}]), "sd", 0) == []


def test_put_a_counter_on_this() -> None:
    """Devoted Druid's "Put a -1/-1 counter on Devoted Druid: Untap Devoted Druid." asks nothing
    (122.1): tapped or not, 1 option, and the counter is on it afterwards. Mazemind Tome's "{T},
    Put a page counter on this artifact: Scry 1.": untapped, 1 option (a second page counter
    after one); tapped, no."""
    druid = _state([{"card": "Devoted Druid", "id": "src", "tapped": True}])
    [plan] = agreed_activations(druid, "src", 1)
    assert apply(druid, plan).object("src").counters == {"-1/-1": 1}
    tome = _state([{"card": "Mazemind Tome", "id": "src", "counters": {"page": 1}}])
    [plan] = agreed_activations(tome, "src", 0)
    assert apply(tome, plan).object("src").counters == {"page": 2}
    assert agreed_activations(_state([{"card": "Mazemind Tome", "id": "src", "tapped": True}]), "src", 0) == []
