"""Instant and sorcery text read by spell13 (issue 13). Each expected answer is worked out by
hand from the rules; every plan goes through the referee and the reference enumerator
(:func:`tests.conftest.agreed_options`).

- 601.2c: a spell's targets are chosen as it is cast; a reflexive trigger's ("When you do, ...",
  603.12) when it triggers, later: not the spell's.
- 608.2d: "Choose a card name", "Choose odd or even" are choices made as the spell resolves.
- 702.174a: a gift is promised (or not) as the spell is cast; "If the gift was promised, target
  ..." has its targets only then, "If the gift was promised, instead <effect>" replaces the
  first effect's targets with its own.
- 700.2, 601.2b: "Choose one. If <delirium / descend 8>, choose one or more instead.": the
  condition is decided by the state as the modes are announced.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee

from tests.conftest import agreed_options, shared_records

REAL = shared_records(frozenset({"Into the Flood Maw", "Valley Rally", "Let's Play a Game", "Wail of the Forgotten",
                                 "Faebloom Trick", "Hypothesizzle", "Earth Rumble", "Soul Transfer", "Molten Collapse",
                                 "Pyrrhic Strike", "Apex of Power", "Blast of Genius", "Cabal Therapy",
                                 "Bloodchief's Thirst", "Brave the Wilds", "Battle Menu", "Fire Magic",
                                 "Retrieve the Esper", "From Father to Son"}))
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
        "toughness": "2", "oracle_text": ""}
GLYPH = {"name": "Test Glyph", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": ""}
GOLEM = {"name": "Test Golem", "mana_cost": "{3}", "type_line": "Artifact Creature — Golem", "power": "3",
         "toughness": "3", "oracle_text": ""}
OGRE = {"name": "Test Ogre", "mana_cost": "{2}{R}", "type_line": "Creature — Ogre", "power": "3",
        "toughness": "3", "oracle_text": ""}
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Draw a card."}
CARDS = [*REAL.values(), BEAR, GLYPH, GOLEM, OGRE, BOLT]


def _read(text: str, type_line: str = "Instant") -> Any:
    return read_card({"name": "Test Card", "mana_cost": "{1}{R}", "type_line": type_line, "oracle_text": text})


def _state(hand: str, mine: list[Any], theirs: list[Any], graveyard: list[str] = ()) -> GameState:  # type: ignore[assignment]
    me = {"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": mine,
          "graveyard": [{"card": c, "id": f"g{i}"} for i, c in enumerate(graveyard)]}
    return GameState.from_json({"players": [me, {"name": "opp", "battlefield": theirs}], "cards": CARDS})


def _lands(name: str, n: int, tag: str) -> list[dict[str, str]]:
    return [{"card": name, "id": f"{tag}{i}"} for i in range(n)]


# ----- the reader ---------------------------------------------------------------------------------
def test_reflexive_trigger_targets_are_not_the_spells() -> None:
    """603.12: "When you do, ... target creature" is chosen when the reflexive trigger triggers;
    the spell itself has no target (once misread as the spell's target: it must stay none)."""
    for name in ("Hypothesizzle", "Faebloom Trick"):
        card = read_card(REAL[name])
        assert (card.unsupported, card.targets) == (None, ())
    card = _read("Draw two cards. Then you may discard a nonland card. When you do, Test Card deals 4 damage to "
                 "target creature.")
    assert (card.unsupported, card.targets) == (None, ())


def test_keyword_action_with_a_hidden_target_is_read_with_it() -> None:
    """Earth Rumble: "Earthbend 2." targets a land you control (its reminder text says so; std13f
    reads it as its definition); the visible "target" is the reflexive trigger's (603.12): never
    read as a spell without targets, nor with the trigger's."""
    card = read_card(REAL["Earth Rumble"])
    assert card.unsupported is None
    assert [(t.kind, t.filter.types, t.filter.controller) for t in card.targets] == [("permanent", {"Land"}, "you")]


@pytest.mark.parametrize("name", ["Soul Transfer", "Molten Collapse", "Apex of Power"])
def test_near_misses_stay_unread(name: str) -> None:
    """Conditions not read: controlling an artifact and an enchantment, "descended this turn",
    mana added by the resolving spell."""
    assert read_card(REAL[name]).unsupported is not None


@pytest.mark.parametrize("text", [
    # ("Choose two target creatures controlled by different players." is read since spell14: a
    # relation between the two targets, tests/test_spell14.py)
    # new targets beside the old one's ("that creature"): which are chosen when promised?
    "Gift a card\nReturn target creature to its owner's hand. If the gift was promised, instead destroy that creature "
    "and target artifact.",
    # the rider replaces one of two sentences: which one's targets?
    "Gift a card\nTap target creature. Untap target land. If the gift was promised, instead tap target artifact.",
    # a cast decided on resolution (Beseech the Mirror's form)
    "Bargain\nExile target creature. If this spell was bargained, you may cast target instant card from your "
    "graveyard.",
    "Choose any target, then choose another target for each time this spell was kicked. Test Card deals 2 damage "
    "to each of them.",
    "Choose a card name. Target player reveals their hand. If this spell was cast from a graveyard, you may cast "
    "a card with that name.",
])
def test_forms_not_read(text: str) -> None:
    assert _read(text).unsupported is not None


def test_choices_on_resolution_have_no_target() -> None:
    """608.2d: the name is chosen as the spell resolves; the player is the target (601.2c)."""
    therapy = read_card(REAL["Cabal Therapy"])
    assert therapy.unsupported is None and [t.kind for t in therapy.targets] == ["player"]
    blast = read_card(REAL["Blast of Genius"])
    assert blast.unsupported is None and [t.kind for t in blast.targets] == ["any"]
    assert _read("Choose odd or even. Destroy each creature with mana value of the chosen quality.").targets == ()


def test_mode_names_are_not_read() -> None:
    """207.2d: "• Magic — Destroy target creature with power 4 or greater." is that mode; a name
    before a cost (tiered, "• Fire — {0} — ...") is not stripped here: since spell14 such a bullet
    is read as a Tiered mode with its cost."""
    menu = read_card(REAL["Battle Menu"])
    assert menu.unsupported is None and menu.modes is not None
    assert [len(m.targets) for m in menu.modes.modes] == [0, 1, 1, 0]
    assert menu.modes.modes[2].text == "Destroy target creature with power 4 or greater."
    fire = read_card(REAL["Fire Magic"])
    assert fire.unsupported is None and fire.modes is not None and fire.modes.spree


def test_cast_from_a_graveyard_on_resolution() -> None:
    """608.2c: "Then if this spell was cast from a graveyard, put two +1/+1 counters on that
    token." changes nothing while casting; since spell14 "..., put that card onto the battlefield
    instead." (an "instead" with no target or choice) neither."""
    assert read_card(REAL["Retrieve the Esper"]).unsupported is None
    assert read_card(REAL["From Father to Son"]).unsupported is None


# ----- the checkers -------------------------------------------------------------------------------
def test_gift_instead_replaces_the_targets() -> None:
    """Into the Flood Maw ({U}), one Island; the opponent has a Bear, an enchantment and a
    Forest. Without the gift: the Bear (the only creature an opponent controls): 1 option; with
    it: the Bear or the enchantment (nonland): 2 options. 3 in all."""
    theirs = [{"card": "Test Bear", "id": "bear"}, {"card": "Test Glyph", "id": "glyph"},
              {"card": "Forest", "id": "f"}]
    plans = agreed_options(_state("Into the Flood Maw", [{"card": "Island", "id": "i"}], theirs), "h", "me")
    assert sorted((p.optional_costs.get("gift", 0), p.targets) for p in plans) == [
        (0, (("bear",),)), (1, (("bear",),)), (1, (("glyph",),))]


def test_gift_instead_only_when_promised() -> None:
    """The opponent has only an enchantment and a Forest: without the gift no creature to
    target, so only the promised gift casts it: 1 option. A plan without the gift aiming at the
    enchantment is refused by the referee (601.2c: the slot is a creature)."""
    theirs = [{"card": "Test Glyph", "id": "glyph"}, {"card": "Forest", "id": "f"}]
    s = _state("Into the Flood Maw", [{"card": "Island", "id": "i"}], theirs)
    [plan] = agreed_options(s, "h", "me")
    assert (plan.optional_costs, plan.targets) == ({"gift": 1}, (("glyph",),))
    assert referee.check(s, dataclasses.replace(plan, optional_costs={})) != []


def test_gift_adds_a_target() -> None:
    """Valley Rally ({2}{R}), three Mountains. With my Bear: no gift (no target) or the gift and
    my Bear: 2 options. With the Bear the opponent's only: the promised gift has no creature I
    control to target: 1 option."""
    mountains = _lands("Mountain", 3, "m")
    mine = _state("Valley Rally", [*mountains, {"card": "Test Bear", "id": "bear"}], [])
    assert sorted((p.optional_costs.get("gift", 0), p.targets) for p in agreed_options(mine, "h", "me")) == [
        (0, ()), (1, (("bear",),))]
    theirs = _state("Valley Rally", mountains, [{"card": "Test Bear", "id": "bear"}])
    assert [p.optional_costs for p in agreed_options(theirs, "h", "me")] == [{}]


def test_delirium_opens_every_mode() -> None:
    """Let's Play a Game ({3}{B}, three modes, no targets), four Swamps. An artifact creature, an
    enchantment and a land in my graveyard are four card types (205.2a): any nonempty set of
    modes, 7 options. A creature, an enchantment and a land are three: one mode, 3 options; a
    two-mode plan there is refused by the referee (700.2)."""
    swamps = _lands("Swamp", 4, "s")
    four = _state("Let's Play a Game", swamps, [], ["Test Golem", "Test Glyph", "Forest"])
    plans = agreed_options(four, "h", "me")
    assert sorted(p.modes for p in plans) == [(0,), (0, 1), (0, 1, 2), (0, 2), (1,), (1, 2), (2,)]
    three = _state("Let's Play a Game", swamps, [], ["Test Bear", "Test Glyph", "Forest"])
    assert sorted(p.modes for p in agreed_options(three, "h", "me")) == [(0,), (1,), (2,)]
    both = next(p for p in plans if p.modes == (0, 1))
    assert referee.check(three, both) != []


def test_descend_eight_counts_permanent_cards() -> None:
    """Wail of the Forgotten ({U}{B}): mode 1 targets a nonland permanent (the opponent's Bear
    only: my permanents are lands), mode 2 an opponent, mode 3 nothing. Eight Forests in my
    graveyard: any nonempty set of modes, each with one target choice: 7 options. Seven Forests
    and an instant (not a permanent card, 110.4a): one mode, 3 options."""
    mine = [{"card": "Island", "id": "i"}, {"card": "Swamp", "id": "s"}]
    theirs = [{"card": "Test Bear", "id": "bear"}]
    eight = _state("Wail of the Forgotten", mine, theirs, ["Forest"] * 8)
    assert len(agreed_options(eight, "h", "me")) == 7
    seven = _state("Wail of the Forgotten", mine, theirs, ["Forest"] * 7 + ["Test Bolt"])
    assert sorted(p.modes for p in agreed_options(seven, "h", "me")) == [(0,), (1,), (2,)]


def test_both_modes_when_the_blight_is_paid() -> None:
    """Pyrrhic Strike ({2}{W}; "you may blight 2"; one mode, both if blighted), three Plains and my
    Bear; the opponent has an enchantment and a 3-mana Ogre. Not blighted: mode 1 (the
    enchantment: my Plains are no artifact or enchantment) or mode 2 (the Ogre: my Bear's mana
    value is 2): 2 options. Blighted (the Bear takes the counters): both modes, the enchantment
    and the Ogre: 1 option. 3 in all. The referee refuses both modes unpaid and one mode paid."""
    mine = [*_lands("Plains", 3, "p"), {"card": "Test Bear", "id": "bear"}]
    theirs = [{"card": "Test Glyph", "id": "glyph"}, {"card": "Test Ogre", "id": "ogre"}]
    s = _state("Pyrrhic Strike", mine, theirs)
    plans = agreed_options(s, "h", "me")
    assert sorted((p.optional_costs.get("blight", 0), p.modes, p.targets) for p in plans) == [
        (0, (0,), (("glyph",),)), (0, (1,), (("ogre",),)), (1, (0, 1), (("glyph",), ("ogre",)))]
    both = next(p for p in plans if p.optional_costs)
    one = next(p for p in plans if p.modes == (0,))
    unpaid_both = dataclasses.replace(both, optional_costs={}, cost_objects=(), blighted=())
    assert referee.check(s, unpaid_both) != []
    assert referee.check(s, dataclasses.replace(one, optional_costs=both.optional_costs,
                                                cost_objects=both.cost_objects, blighted=both.blighted)) != []


def test_no_blight_no_second_mode() -> None:
    """Without a creature of mine nothing can be blighted: one mode only, 2 options."""
    theirs = [{"card": "Test Glyph", "id": "glyph"}, {"card": "Test Ogre", "id": "ogre"}]
    plans = agreed_options(_state("Pyrrhic Strike", _lands("Plains", 3, "p"), theirs), "h", "me")
    assert sorted(p.modes for p in plans) == [(0,), (1,)]


def test_kicked_instead_replaces_the_target() -> None:
    """Bloodchief's Thirst ({B}, kicker {2}{B}): unkicked, a creature or planeswalker with mana value
    2 or less; kicked, any creature or planeswalker. The opponent has a Bear (2) and an Ogre (3).
    Four Swamps: unkicked the Bear, kicked the Bear or the Ogre: 3 options. One Swamp: the kicker
    can't be paid: the Bear, 1 option."""
    theirs = [{"card": "Test Bear", "id": "bear"}, {"card": "Test Ogre", "id": "ogre"}]
    rich = _state("Bloodchief's Thirst", _lands("Swamp", 4, "s"), theirs)
    assert sorted((p.optional_costs.get("kicker", 0), p.targets) for p in agreed_options(rich, "h", "me")) == [
        (0, (("bear",),)), (1, (("bear",),)), (1, (("ogre",),))]
    poor = _state("Bloodchief's Thirst", _lands("Swamp", 1, "s"), theirs)
    assert [p.targets for p in agreed_options(poor, "h", "me")] == [(("bear",),)]


def test_bargained_rider_needs_the_bargain() -> None:
    """Brave the Wilds ({G}; bargain; "If this spell was bargained, target land you control ..."),
    one Forest and my enchantment. Not bargained: no target, 1 option. Bargained (the enchantment
    sacrificed, 702.166a): the Forest is the only land I control (tapped for {G} after the
    target is chosen, 601.2c before 601.2g): 1 option. Without the enchantment: 1 option."""
    s = _state("Brave the Wilds", [{"card": "Forest", "id": "f"}, {"card": "Test Glyph", "id": "glyph"}], [])
    assert sorted((p.optional_costs.get("bargain", 0), p.targets) for p in agreed_options(s, "h", "me")) == [
        (0, ()), (1, (("f",),))]
    alone = _state("Brave the Wilds", [{"card": "Forest", "id": "f"}], [])
    assert [p.targets for p in agreed_options(alone, "h", "me")] == [()]
