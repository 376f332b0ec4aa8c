"""target13b (issue 13): targets on the stack's abilities (113.3b-c, 603), "target spell or
permanent", "target creature or player" (115.4's old wording), "from a single graveyard"
(601.2c) and "with a +1/+1 counter on it" (122.1), in all three checkers: every count below is
worked out by hand in its docstring, each CP-SAT plan is replayed by the referee, and the
reference enumerator lists as many."""

from __future__ import annotations

import dataclasses
from typing import Any

from castable.model import GameState
from castable.model.cards import ObjectFilter, TargetSlot
from castable.model.oracle import read_card
from castable.solver import referee, reference
from conftest import checked_options


def _card(name: str, cost: str, type_line: str, text: str = "", pt: tuple[str, str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text}
    if pt:
        out["power"], out["toughness"] = pt
    return out


CARDS = [
    _card("Bear", "{1}{G}", "Creature — Bear", pt=("2", "2")),
    _card("Roc", "{3}{W}", "Creature — Bird", "Flying", pt=("3", "3")),
    _card("Pinger", "{2}", "Artifact", "{T}: Pinger deals 1 damage to any target."),
    _card("Waste", "", "Land"),
    _card("Walker", "{3}", "Legendary Planeswalker — Karn", "+1: Draw a card.", ),
    _card("Shock", "{R}", "Instant", "Shock deals 2 damage to any target."),
    _card("Rock", "{1}", "Artifact"),
    _card("Charm", "{1}{W}", "Enchantment"),
    _card("Idol", "{3}", "Artifact"),
]


def _state(text: str, *, me: dict[str, Any] | None = None, opp: dict[str, Any] | None = None,
           stack: list[dict[str, Any]] | None = None) -> GameState:
    spell = _card("Test Card", "{U}", "Instant", text)
    walker = next(c for c in CARDS if c["name"] == "Walker")
    walker["loyalty"] = "3"
    return GameState.from_json({
        "players": [{"name": "me", "hand": ["Test Card"], "mana_pool": "{U}", **(me or {})},
                    {"name": "opp", **(opp or {})}],
        "stack": stack or [], "turn": {"active_player": "opp", "phase": "main1", "priority": "me"},
        "cards": [spell, *CARDS]})


def _targets(state: GameState) -> set[tuple[str, ...]]:
    plans = checked_options(state, "me.hand.0")
    assert len(reference.enumerate_plans(state, "me.hand.0")) == len(plans)
    return {tuple(sorted(p.targets[0])) for p in plans}


STACK = [
    {"card": "Shock", "id": "shock", "controller": "opp", "targets": ["me"]},
    {"ability_of": "pinger", "ability": 0, "id": "ping", "controller": "opp", "targets": ["me"]},
    {"ability_of": "rock", "trigger": "Whenever Rock becomes tapped, draw a card.", "id": "trig", "controller": "me"},
]
PERMS = {"battlefield": [{"card": "Pinger", "id": "pinger", "tapped": True}, {"card": "Bear", "id": "bear"}]}
MINE = {"battlefield": [{"card": "Rock", "id": "rock"}]}


def test_stifle_counts() -> None:
    """"Counter target activated or triggered ability." with a Shock, Pinger's activated ability and
    my Rock's trigger on the stack: the two abilities, not the spell (113.3b-c) — 2 options."""
    assert _targets(_state("Counter target activated or triggered ability.", me=MINE, opp=PERMS, stack=STACK)) == {
        ("ping",), ("trig",)}


def test_activated_only_and_triggered_you_control() -> None:
    """"Counter target activated ability.": Pinger's only — 1 option; "Copy target triggered ability
    you control.": my Rock's trigger only — 1 option (the opponent's ability is activated anyway)."""
    assert _targets(_state("Counter target activated ability.", me=MINE, opp=PERMS, stack=STACK)) == {("ping",)}
    assert _targets(_state("Copy target triggered ability you control.", me=MINE, opp=PERMS, stack=STACK)) == {
        ("trig",)}


def test_disallow_counts() -> None:
    """"Counter target spell, activated ability, or triggered ability.": the Shock, the activated
    and the triggered ability — 3 options; with an empty stack nothing can be cast (601.2c)."""
    assert _targets(_state("Counter target spell, activated ability, or triggered ability.", me=MINE, opp=PERMS,
                           stack=STACK)) == {("shock",), ("ping",), ("trig",)}
    state = _state("Counter target spell, activated ability, or triggered ability.", me=MINE, opp=PERMS)
    assert checked_options(state, "me.hand.0") == [] and reference.enumerate_plans(state, "me.hand.0") == []


def test_an_ability_is_not_a_spell_nor_a_permanent() -> None:
    """The referee refuses the Shock (a spell) for "target activated ability" and the ability for
    "target spell" (113.3b-c vs 112.1)."""
    state = _state("Counter target activated ability.", me=MINE, opp=PERMS, stack=STACK)
    assert referee.illegal_target(state, "me.hand.0", "me", 0, "shock") is not None
    assert referee.illegal_target(state, "me.hand.0", "me", 0, "ping") is None
    state = _state("Counter target spell.", me=MINE, opp=PERMS, stack=STACK)
    assert referee.illegal_target(state, "me.hand.0", "me", 0, "ping") is not None


def test_spell_or_permanent_counts() -> None:
    """"Return target spell or permanent with mana value 1 or greater to its owner's hand." with
    the opponent's Pinger (2), Bear (2) and Waste (0) and my Rock (1), the Shock (1) on the stack
    and two abilities: Pinger, Bear, Rock, Shock — 4 options (the land has mana value 0; an ability
    is no spell). Without the mana value: the Waste too — 5."""
    opp = {"battlefield": [*PERMS["battlefield"], {"card": "Waste", "id": "waste"}]}
    text = "Return target spell or permanent to its owner's hand."
    assert _targets(_state(text, me=MINE, opp=opp, stack=STACK)) == {
        ("pinger",), ("bear",), ("rock",), ("shock",), ("waste",)}
    text = "Return target spell or permanent with mana value 1 or greater to its owner's hand."
    assert _targets(_state(text, me=MINE, opp=opp, stack=STACK)) == {("pinger",), ("bear",), ("rock",), ("shock",)}


def test_creature_or_player_counts() -> None:
    """"Target creature or player gains flying until end of turn." with the opponent's Bear and
    Walker (a planeswalker, not a creature) and my Rock: me, opp and the Bear — 3 options."""
    opp = {"battlefield": [{"card": "Bear", "id": "bear"}, {"card": "Walker", "id": "walker"}]}
    assert _targets(_state("Target creature or player gains flying until end of turn.", me=MINE, opp=opp)) == {
        ("me",), ("opp",), ("bear",)}


GRAVES = {"me": {"graveyard": [{"card": "Rock", "id": "g.rock"}, {"card": "Charm", "id": "g.charm"}]},
          "opp": {"graveyard": [{"card": "Idol", "id": "g.idol"}]}}


def test_single_graveyard_counts() -> None:
    """"Exile up to two target cards from a single graveyard." with Rock and Charm in my graveyard
    and Idol in the opponent's: no target (1), one of the three (3), Rock and Charm together (1)
    — 5 options; Rock with Idol is two graveyards (601.2c), so not 7."""
    state = _state("Exile up to two target cards from a single graveyard.", me=GRAVES["me"], opp=GRAVES["opp"])
    assert _targets(state) == {(), ("g.rock",), ("g.charm",), ("g.idol",), ("g.charm", "g.rock")}


def test_single_graveyard_exactly_two() -> None:
    """"Exile two target cards from a single graveyard." with Rock and Charm in mine and Idol and
    Bear in the opponent's: {Rock, Charm} or {Idol, Bear} — 2 options (four mixed pairs refused);
    the referee rejects a plan naming Rock and Idol."""
    opp = {"graveyard": [{"card": "Idol", "id": "g.idol"}, {"card": "Bear", "id": "g.bear"}]}
    state = _state("Exile two target cards from a single graveyard.", me=GRAVES["me"], opp=opp)
    assert _targets(state) == {("g.charm", "g.rock"), ("g.bear", "g.idol")}
    plan = checked_options(state, "me.hand.0")[0]
    bad = dataclasses.replace(plan, targets=(("g.rock", "g.idol"),))
    assert any("single graveyard" in str(p) for p in referee.check(state, bad))


def test_counter_filter_counts() -> None:
    """"Destroy target creature with a +1/+1 counter on it." with the opponent's Bears: one with a
    +1/+1 counter, one with none, one with a -1/-1 counter, and a Roc with a stun counter: 1
    option. "... with a counter on it": any kind (122.1) — 3 options. "... without a stun
    counter on it": the three Bears — 3."""
    opp = {"battlefield": [{"card": "Bear", "id": "b.plus", "counters": {"+1/+1": 1}}, {"card": "Bear", "id": "b.none"},
                           {"card": "Bear", "id": "b.minus", "counters": {"-1/-1": 1}},
                           {"card": "Roc", "id": "roc", "counters": {"stun": 1}}]}
    assert _targets(_state("Destroy target creature with a +1/+1 counter on it.", opp=opp)) == {("b.plus",)}
    assert _targets(_state("Destroy target creature with a counter on it.", opp=opp)) == {
        ("b.plus",), ("b.minus",), ("roc",)}
    assert _targets(_state("Tap target creature without a stun counter on it.", opp=opp)) == {
        ("b.plus",), ("b.none",), ("b.minus",)}


def test_read_slots() -> None:
    """What the reader records for each template (the fields every checker reads)."""
    def slots(text: str) -> tuple[TargetSlot, ...]:
        card = read_card(_card("Test Card", "{U}", "Instant", text))
        assert card.unsupported is None, card.unsupported
        return tuple(dataclasses.replace(s, text="") for s in card.targets)
    assert slots("Counter target activated ability you don't control.") == (
        TargetSlot("activated_ability", ObjectFilter(controller="opponent")),)
    assert slots("Exile X target cards from a single graveyard.") == (
        TargetSlot("card_in_graveyard", x_count=True, same_graveyard=True),)
    assert slots("Destroy target creature that has a -1/-1 counter on it.") == (
        TargetSlot("creature", ObjectFilter(with_counter="-1/-1")),)


def test_near_misses_stay_unread() -> None:
    """Templates close to these that mean something else stay unsupported."""
    for text in ("Counter target activated ability from an artifact source.",
                 "Counter target spell or ability that targets a creature you control.",
                 "Choose target spell or permanent that's red or green. Its owner puts it on the top of their library.",
                 "Copy target activated or triggered ability you control X times.",
                 "Destroy target creature without a counter on it.",
                 "Exile target creature card with a +1/+1 counter on it from your graveyard."):
        assert read_card(_card("Test Card", "{U}", "Instant", text)).unsupported is not None, text


def test_single_graveyard_keys_and_can_cast() -> None:
    """The key listing agrees with the 5 options of :func:`test_single_graveyard_counts`; with
    Rock only in my graveyard and nothing in the opponent's, "Exile two target cards from a single
    graveyard." has no two cards in one graveyard: a "no" (601.2c)."""
    from castable.solver import api
    state = _state("Exile up to two target cards from a single graveyard.", me=GRAVES["me"], opp=GRAVES["opp"])
    keys = api.option_keys(state, "me.hand.0")
    assert keys.complete and len(keys.keys) == 5
    assert api.count_options(state, "me.hand.0").count == 5
    opp = {"graveyard": [{"card": "Idol", "id": "g.idol"}]}
    state = _state("Exile two target cards from a single graveyard.", me={"graveyard": [{"card": "Rock", "id": "g.rock"}]},
                   opp=opp)
    assert not api.can_cast(state, "me.hand.0").castable
    assert reference.enumerate_plans(state, "me.hand.0") == []


def test_bloodrush_from_the_hand() -> None:
    """Zhur-Taa Swine's "Bloodrush — {1}{R}{G}, Discard Zhur-Taa Swine: Target attacking creature
    gets +5/+4 until end of turn." works from the hand (207.2c ability word; the discard is the
    cost, 602.2): with my attacking Bear and the opponent's non-attacking Roc, {C}{R}{G} floating,
    in the declare attackers step with priority, one option (the Bear); with no attacker, none."""
    from castable.solver import api
    swine = read_card(_card("Zhur-Taa Swine", "{3}{R}{G}", "Creature — Boar", "Bloodrush — {1}{R}{G}, Discard Zhur-Taa "
                            "Swine: Target attacking creature gets +5/+4 until end of turn.", ("5", "4")))
    assert swine.unsupported is None and swine.activated_abilities[0].zone == "hand"

    def state(attacking: bool) -> GameState:
        return GameState.from_json({
            "players": [{"name": "me", "hand": ["Zhur-Taa Swine"], "mana_pool": "{C}{R}{G}",
                         "battlefield": [{"card": "Bear", "id": "bear", "attacking": attacking}]},
                        {"name": "opp", "battlefield": [{"card": "Roc", "id": "roc"}]}],
            "turn": {"active_player": "me", "phase": "declare_attackers", "priority": "me"},
            "cards": [_card("Zhur-Taa Swine", "{3}{R}{G}", "Creature — Boar", "Bloodrush — {1}{R}{G}, Discard Zhur-Taa "
                            "Swine: Target attacking creature gets +5/+4 until end of turn.", ("5", "4")), *CARDS]})
    yes = state(True)
    listing = api.activation_options(yes, "me.hand.0", 0)
    assert listing.complete and [p.targets for p in listing.options] == [(("bear",),)]
    assert all(referee.check(yes, p) == [] for p in listing.options)
    assert not api.can_activate(state(False), "me.hand.0", 0).castable


def test_mana_value_x_counts() -> None:
    """"{X}{B} Sorcery: Destroy target creature with mana value X." (X is announced first, 601.2b)
    against the opponent's Bear (mana value 2) and Roc (4). With {B}{B}{B} floating X is at most 2:
    X=2 with the Bear — 1 option (X=0, X=1 have no target); a plan naming the Roc with X=2 is
    refused by the referee. "... X or less" with five {B}: X <= 4; X=2 and X=3 the Bear, X=4 the
    Bear or the Roc — 4 options."""
    def state(text: str, pool: str) -> GameState:
        spell = _card("Test Card", "{X}{B}", "Sorcery", text)
        return GameState.from_json({
            "players": [{"name": "me", "hand": ["Test Card"], "mana_pool": pool},
                        {"name": "opp", "battlefield": [{"card": "Bear", "id": "bear"}, {"card": "Roc", "id": "roc"}]}],
            "cards": [spell, *CARDS]})
    s = state("Destroy target creature with mana value X.", "{B}{B}{B}")
    plans = checked_options(s, "me.hand.0")
    assert [(p.x, p.targets) for p in plans] == [(2, (("bear",),))]
    assert len(reference.enumerate_plans(s, "me.hand.0")) == 1
    assert any("mana value" in str(p) for p in referee.check(s, dataclasses.replace(plans[0], targets=(("roc",),))))
    s = state("Destroy target creature with mana value X or less.", "{B}{B}{B}{B}{B}")
    plans = checked_options(s, "me.hand.0")
    # X=2: Bear; X=3: Bear; X=4: Bear or Roc — 4 options with {B} x5 (X <= 4)
    assert sorted((p.x, p.targets[0]) for p in plans) == [(2, ("bear",)), (3, ("bear",)), (4, ("bear",)),
                                                         (4, ("roc",))]
    assert len(reference.enumerate_plans(s, "me.hand.0")) == 4
