"""Instant and sorcery text read by spell15 (issue 13). Each expected answer is counted by hand
from the rules; every plan goes through the referee and the reference enumerator
(:func:`tests.conftest.agreed_options`).

- 608.2c: "Counter target spell if <condition>": the condition is checked as the spell resolves,
  so the target is any spell.
- 113.3b-c: "Counter target activated ability, triggered ability, or noncreature spell": any
  ability on the stack, or a spell that is not a creature spell.
- "target spell or nonland permanent": a spell (never a land) or a permanent that isn't a land.
- 601.2c, 115.3: "Exchange control of two target creatures": two different creatures, one
  target word; "up to three target creatures your opponents control": none to three of them.
- 601.2b: "discard X cards" and "each of X targets": one X for both.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card

from tests.conftest import agreed_options, shared_records

NAMES = ("Louisoix's Sacrifice", "Corrupted Resolve", "Commit", "Switcheroo", "Sea God's Revenge", "Firestorm",
         "Prodigal Pyromancer", "Island", "Mountain")
REAL = shared_records(frozenset(NAMES))
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
        "toughness": "2", "oracle_text": ""}
OGRE = {"name": "Test Ogre", "mana_cost": "{2}{R}", "type_line": "Creature — Ogre", "power": "3",
        "toughness": "3", "oracle_text": ""}
BOLT = {"name": "Test Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Draw a card."}
CARDS = [*REAL.values(), BEAR, OGRE, BOLT]
#: the opponent's stack: a creature spell, an instant, an activated and a triggered ability
STACK = [
    {"card": "Test Bear", "id": "bear_spell", "controller": "opp"},
    {"card": "Test Bolt", "id": "bolt", "controller": "opp"},
    {"ability_of": "pyro", "ability": 0, "id": "ping", "controller": "opp", "targets": ["me"]},
    {"ability_of": "pyro", "trigger": "When this creature dies, draw a card.", "id": "trig", "controller": "opp"},
]


def _lands(name: str, n: int) -> list[dict[str, str]]:
    return [{"card": name, "id": f"l{i}"} for i in range(n)]


def _instant_state(card: str, lands: list[dict[str, str]]) -> GameState:
    """The opponent's turn, their spells and abilities on the stack, me holding priority."""
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": card, "id": "h"}], "battlefield": lands},
                    {"name": "opp", "battlefield": [{"card": "Prodigal Pyromancer", "id": "pyro"}]}],
        "turn": {"active_player": "opp", "priority": "me"}, "stack": STACK, "cards": CARDS})


def _sorcery_state(hand: list[str], mine: list[Any], theirs: list[Any]) -> GameState:
    """My main phase, the stack empty."""
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)],
                     "battlefield": mine},
                    {"name": "opp", "battlefield": theirs}],
        "cards": CARDS})


def test_noncreature_spell_or_any_ability() -> None:
    """Louisoix's Sacrifice, {U} plus {2} (no legendary creature to sacrifice), three Islands: one
    way to pay; the Bolt and both abilities can be targeted, the creature spell can't."""
    plans = agreed_options(_instant_state("Louisoix's Sacrifice", _lands("Island", 3)), "h", "me")
    assert sorted(p.targets[0][0] for p in plans) == ["bolt", "ping", "trig"]


def test_condition_checked_on_resolution() -> None:
    """Corrupted Resolve: "if its controller is poisoned" is checked as it resolves (608.2c): both
    spells are targets (nobody is poisoned), no ability."""
    plans = agreed_options(_instant_state("Corrupted Resolve", _lands("Island", 2)), "h", "me")
    assert sorted(p.targets[0][0] for p in plans) == ["bear_spell", "bolt"]


def test_spell_or_nonland_permanent() -> None:
    """Commit, four Islands (one way to pay): both spells and the Pyromancer; no ability, no land."""
    plans = agreed_options(_instant_state("Commit", _lands("Island", 4)), "h", "me")
    assert sorted(p.targets[0][0] for p in plans) == ["bear_spell", "bolt", "pyro"]


def test_exchange_two_target_creatures() -> None:
    """Switcheroo with three creatures on the battlefield: 3 pairs (115.3: two different ones)."""
    state = _sorcery_state(["Switcheroo"], [{"card": "Test Bear", "id": "mine"}, *_lands("Island", 5)],
                           [{"card": "Test Bear", "id": "b"}, {"card": "Test Ogre", "id": "o"}])
    plans = agreed_options(state, "h0", "me")
    assert sorted(tuple(sorted(p.targets[0])) for p in plans) == [("b", "mine"), ("b", "o"), ("mine", "o")]


def test_up_to_three_your_opponents_control() -> None:
    """Sea God's Revenge: my own Bear is no target; of the opponent's two creatures any subset
    (none, either, both): 4 options."""
    state = _sorcery_state(["Sea God's Revenge"], [{"card": "Test Bear", "id": "mine"}, *_lands("Island", 6)],
                           [{"card": "Test Bear", "id": "b"}, {"card": "Test Ogre", "id": "o"}])
    plans = agreed_options(state, "h0", "me")
    assert sorted(tuple(sorted(p.targets[0])) for p in plans) == [(), ("b",), ("b", "o"), ("o",)]


def test_discard_x_and_each_of_x_targets() -> None:
    """Firestorm with one other card in hand and no creature: X = 0 (nothing discarded, no
    target) or X = 1 (that card discarded, me or the opponent as the one target): 3 options."""
    state = _sorcery_state(["Firestorm", "Test Bolt"], _lands("Mountain", 1), [])
    plans = agreed_options(state, "h0", "me")
    assert sorted(tuple(p.targets[0]) if p.targets else () for p in plans) == [(), ("me",), ("opp",)]


# ----- the reader ---------------------------------------------------------------------------------
def _read(text: str, type_line: str = "Instant", mana_cost: str = "{1}{U}") -> Any:
    return read_card({"name": "Test Card", "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text})


@pytest.mark.parametrize("text", [
    "Destroy target creature if its power is X or less.",  # an X in the condition
    "Counter target spell if no mana was spent to cast it.",  # the target's payment, not this spell's
    "Exile target creature if it's red. Otherwise, exile up to one other target creature.",
    "Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose. "
    "If this spell was kicked, prevent the next 6 damage this way instead.",
    "Counter target activated ability, triggered ability, or legendary spell.",
    "Create a 1/1 white Soldier creature token. If this spell was foretold, create X of those tokens instead.",
])
def test_refused(text: str) -> None:
    assert _read(text).unsupported is not None


def test_another_target_after_control_of_stays_unread() -> None:
    """"gains control of another target permanent you control": "another" is other than the
    source (not read), not merely a second slot."""
    card = _read("{2}, {T}: Target opponent gains control of another target permanent you control.",
                 type_line="Creature — Moogle")
    assert card.unsupported is not None


def test_read_forms() -> None:
    card = _read("Return target creature card from your graveyard to your hand if you control a Zombie.")
    assert card.unsupported is None and [t.kind for t in card.targets] == ["card_in_graveyard"]
    card = _read("Return up to one target artifact card and up to one target land card from your graveyard to "
                 "the battlefield.")
    assert card.unsupported is None and [(t.kind, t.min_count) for t in card.targets] == [("card_in_graveyard", 0)] * 2
    remedy = _read("Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you "
                   "choose.")
    assert remedy.unsupported is None and remedy.division is not None and remedy.division.amount == 5
