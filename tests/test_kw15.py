"""kw15's keywords through the three checkers, each count worked out by hand from the rules
(``agreed_options`` / ``agreed_activations``: CP-SAT, the referee and the reference agree).

- 702.76a prowl: the prowl cost only if a source the caster controlled with one of the spell's
  creature types dealt combat damage to a player this turn (``combat_damage_types_this_turn``).
- 702.148a cleave: an alternative cost from the hand.
- 702.47a splice: no answer about a spell a splice card in its caster's hand could be spliced
  onto (exit 4); the splice card itself and other spells as usual.
- 601.3 "You may cast this card from your graveyard [or from exile] [as long as you control a
  Zombie | by discarding a card in addition to paying its other costs]": its mana cost from there.
- 702.188a web-slinging: its cost and returning a creature of the caster tapped in the state;
  refused (exit 4) while an untapped creature of theirs could be tapped as the spell is cast.
- 305.1 "You may play lands from your graveyard.": a land play from the graveyard.
- "Equip {0}. Activate only once each turn." (602.5b): the object's activations_this_turn.
- 702.151a-b reconfigure: attach (another target creature you control, sorcery speed), unattach
  (only while attached to a creature); attached, it isn't a creature.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.oracle import read_card

from tests.conftest import agreed_activations, agreed_options, alternative_costs, shared_records, shared_state

NAMES = frozenset({"Thieves' Fortune", "Dig Up", "Rabbit Battery", "Grizzly Bears", "Shock", "Noggin Whack",
                   "Adriana's Valor", "Fierce Retribution", "Glacial Ray", "Everdream", "Gravecrawler",
                   "Squee, the Immortal", "Alien Symbiosis", "Spider-Man, Web-Slinger", "Llanowar Elves", "Crucible of Worlds",
                   "Hazezon, Shaper of Sand", "Desert", "Leather Armor"})


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    return shared_state(NAMES, me, opp, **turn)


alternatives = alternative_costs


def test_reader() -> None:
    cards = {r["name"]: read_card(r) for r in shared_records(NAMES).values()}
    for name in ("Thieves' Fortune", "Dig Up", "Rabbit Battery", "Noggin Whack", "Adriana's Valor"):
        assert cards[name].unsupported is None, name
    assert cards["Fierce Retribution"].unsupported == "Destroy target [attacking] creature."  # cleave widens it
    [prowl] = cards["Thieves' Fortune"].alternative_costs
    assert (prowl.name, prowl.if_prowl, str(prowl.mana)) == ("prowl", True, "{U}")
    attach, unattach = cards["Rabbit Battery"].activated_abilities
    assert attach.sorcery_speed and unattach.sorcery_speed and attach.targets[0].not_source
    assert unattach.activate_check is not None and unattach.activate_check.measure == "attached"


@pytest.mark.parametrize(("mine", "theirs", "castable"), [
    ([], [], False),             # no combat damage this turn: only the mana cost {2}{U}, one Island
    (["rogue"], [], True),       # a Rogue of mine dealt it (compared without regard to case)
    (["Goblin", "Elf"], [], False),  # none of the spell's creature types (Rogue)
    ([], ["Rogue"], False),      # the opponent's Rogue: "under your control" (702.76a)
])
def test_prowl_needs_a_rogue_of_the_caster(mine: list[str], theirs: list[str], castable: bool) -> None:
    s = state({"hand": ["Thieves' Fortune"], "battlefield": ["Island"], "combat_damage_types_this_turn": mine},
              {"combat_damage_types_this_turn": theirs})
    opts = agreed_options(s, "me.hand.0")
    assert alternatives(opts) == (["prowl"] if castable else [])


def test_prowl_beside_the_mana_cost() -> None:
    # three Islands: the mana cost {2}{U} (all three) or prowl {U} (one Island: identical lands, one option)
    s = state({"hand": ["Thieves' Fortune"], "battlefield": ["Island", "Island", "Island"],
               "combat_damage_types_this_turn": ["Rogue"]})
    assert alternatives(agreed_options(s, "me.hand.0")) == ["", "prowl"]


def test_the_types_must_be_strings() -> None:
    with pytest.raises(InputError, match=r"players\[0\]\.combat_damage_types_this_turn\[0\]"):
        state({"combat_damage_types_this_turn": [3]})


def test_cleave_is_an_alternative_cost() -> None:
    # Dig Up {G} (the Forest) or its cleave cost {1}{B}{B}{G} (all four lands)
    s = state({"hand": ["Dig Up"], "battlefield": ["Forest", "Swamp", "Swamp", "Swamp"]})
    assert alternatives(agreed_options(s, "me.hand.0")) == ["", "cleave"]


def _battery(attached: bool, **turn: Any) -> GameState:
    battery: dict[str, Any] = {"card": "Rabbit Battery", "id": "rb"}
    if attached:
        battery["attached_to"] = "bears"
    return state({"hand": ["Shock"], "battlefield": [battery, {"card": "Grizzly Bears", "id": "bears"}, "Mountain"]},
                 **turn)


def test_reconfigure_attach_targets_another_creature() -> None:
    # {R}: attach to another target creature you control: the Bears only (not the Battery itself)
    opts = agreed_activations(_battery(False), "rb", 0)
    assert [p.targets for p in opts] == [(("bears",),)]
    assert agreed_activations(_battery(False), "rb", 1) == []  # unattach: not attached (702.151a)


def test_reconfigure_unattach_only_while_attached() -> None:
    assert len(agreed_activations(_battery(True), "rb", 1)) == 1
    # sorcery speed (602.5d): not in the opponent's turn
    assert agreed_activations(_battery(True, active_player="opp", priority="me"), "rb", 1) == []


def test_an_attached_battery_is_no_creature() -> None:
    # Shock, any target: me, opp, the Bears and the Battery (4); attached, the Battery is no
    # creature (702.151b) nor a planeswalker or battle: 3
    assert len(agreed_options(_battery(False), "me.hand.0")) == 4
    assert len(agreed_options(_battery(True), "me.hand.0")) == 3


def test_splice_blocks_only_the_spells_it_could_join() -> None:
    from castable.solver.api import can_cast
    from castable.solver.moves import legal_moves
    # Glacial Ray (Instant — Arcane, {1}{R}: 2 damage to any target): alone in the hand, its own
    # splice changes nothing: me, opp, the Bears (3 targets, two Mountains pay)
    alone = state({"hand": ["Glacial Ray"], "battlefield": ["Mountain", "Mountain", {"card": "Grizzly Bears"}]})
    assert len(agreed_options(alone, "me.hand.0")) == 3
    # a second Glacial Ray in the hand could be spliced onto the first (702.47a): refused
    two = state({"hand": ["Glacial Ray", "Glacial Ray"], "battlefield": ["Mountain", "Mountain"]})
    with pytest.raises(UnsupportedCardError, match="Splice onto Arcane"):
        can_cast(two, "me.hand.0")
    [unread] = legal_moves(two).unsupported  # the two Rays are one (identical objects)
    assert unread.card == "Glacial Ray" and "Splice onto Arcane" in unread.text
    # Shock is no Arcane spell: answered beside Glacial Ray (me, opp: 2 targets)
    beside = state({"hand": ["Shock", "Glacial Ray"], "battlefield": ["Mountain"]})
    assert len(agreed_options(beside, "me.hand.0")) == 2
    # Everdream splices onto any instant or sorcery: Shock is refused beside it
    with pytest.raises(UnsupportedCardError, match="Everdream"):
        can_cast(state({"hand": ["Shock", "Everdream"], "battlefield": ["Mountain"]}), "me.hand.0")


def test_gravecrawler_from_the_graveyard_with_a_zombie() -> None:
    # Gravecrawler {B} in the graveyard, a Swamp: only while its caster controls a Zombie (the
    # second Gravecrawler, a Zombie, on the battlefield): its mana cost from there, one way
    lone = state({"graveyard": ["Gravecrawler"], "battlefield": ["Swamp"]})
    assert agreed_options(lone, "me.graveyard.0") == []
    with_zombie = state({"graveyard": ["Gravecrawler"], "battlefield": ["Swamp", "Gravecrawler"]})
    assert alternatives(agreed_options(with_zombie, "me.graveyard.0")) == ["cast from graveyard"]


def test_squee_from_exile() -> None:
    # Squee {2}{R} in exile, three Mountains: its mana cost from exile (one way)
    s = state({"exile": ["Squee, the Immortal"], "battlefield": ["Mountain", "Mountain", "Mountain"]})
    assert alternatives(agreed_options(s, "me.exile.0")) == ["cast from exile"]


def test_alien_symbiosis_discards_from_the_graveyard() -> None:
    # Alien Symbiosis {1}{B} (Aura, enchant creature): from the graveyard it also discards a card
    # (601.2h): the Bears is the one target, Shock the one card to discard: one option; an empty
    # hand: none (the hand's card is the only one it can discard)
    s = state({"graveyard": ["Alien Symbiosis"], "hand": ["Shock"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]})
    [plan] = agreed_options(s, "me.graveyard.0")
    assert plan.alternative_cost == "cast from graveyard"
    empty = state({"graveyard": ["Alien Symbiosis"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]})
    assert agreed_options(empty, "me.graveyard.0") == []


def _slinger(*creatures: dict[str, Any]) -> GameState:
    return state({"hand": ["Spider-Man, Web-Slinger"], "battlefield": ["Plains", *creatures]})


def test_web_slinging_returns_a_tapped_creature() -> None:
    from castable.solver.api import can_cast
    # Spider-Man {2}{W}, one Plains: only web-slinging {W}, returning a tapped creature (702.188a)
    bears = {"card": "Grizzly Bears", "id": "bears", "tapped": True}
    [plan] = agreed_options(_slinger(bears), "me.hand.0")
    assert plan.alternative_cost == "web-slinging"
    # two tapped creatures: either is returned (2)
    elves = {"card": "Llanowar Elves", "id": "elves", "tapped": True}
    assert alternatives(agreed_options(_slinger(bears, elves), "me.hand.0")) == ["web-slinging"] * 2
    # an untapped Bears can't be tapped while casting: no tapped creature, no way
    assert agreed_options(_slinger({"card": "Grizzly Bears"}), "me.hand.0") == []
    # an untapped Llanowar Elves could be tapped for {G} in 601.2g, then returned: refused
    with pytest.raises(UnsupportedCardError, match="Web-slinging"):
        can_cast(_slinger(bears, {"card": "Llanowar Elves"}), "me.hand.0")


def test_crucible_plays_lands_from_the_graveyard() -> None:
    from castable.solver.moves import legal_moves
    from castable.solver.transitions import land_problems, play_land
    # a Forest in the graveyard: playable only beside Crucible of Worlds (305.1), and then as the
    # turn's land play (305.2: none left after one)
    without = state({"graveyard": ["Forest"]})
    assert land_problems(without, "me", "me.graveyard.0")
    s = state({"graveyard": ["Forest"], "battlefield": ["Crucible of Worlds"]})
    assert land_problems(s, "me", "me.graveyard.0") == []
    assert [m.kind for m in legal_moves(s).moves] == ["play_land", "pass"]
    after = play_land(s, "me", "me.graveyard.0")
    assert [o.name for o in after.player("me").battlefield] == ["Crucible of Worlds", "Forest"]
    assert after.player("me").graveyard == [] and after.player("me").lands_played_this_turn == 1
    played = state({"graveyard": ["Forest"], "battlefield": ["Crucible of Worlds"], "lands_played_this_turn": 1})
    assert land_problems(played, "me", "me.graveyard.0")
    # the opponent's Crucible doesn't let me; Hazezon lets only Deserts
    assert land_problems(state({"graveyard": ["Forest"]}, {"battlefield": ["Crucible of Worlds"]}), "me", "me.graveyard.0")
    hazezon = state({"graveyard": ["Forest", "Desert"], "battlefield": ["Hazezon, Shaper of Sand"]})
    assert land_problems(hazezon, "me", "me.graveyard.0") and land_problems(hazezon, "me", "me.graveyard.1") == []


def test_equip_once_each_turn() -> None:
    # Leather Armor's equip {0}: the Bears is the one target; once activated this turn, no more
    armor: dict[str, Any] = {"card": "Leather Armor", "id": "armor"}
    fresh = state({"battlefield": [armor, {"card": "Grizzly Bears", "id": "bears"}]})
    assert [p.targets for p in agreed_activations(fresh, "armor", 0)] == [(("bears",),)]
    used = state({"battlefield": [{**armor, "activations_this_turn": {"0": 1}}, {"card": "Grizzly Bears"}]})
    assert agreed_activations(used, "armor", 0) == []
