"""Issue 13, replace13 (model/oracle/replace13.py): replacement and prevention effects whose
event never happens while a spell is cast or an ability activated, nor in ``apply`` (614.1,
615.1), reveal lands and other choices made as a permanent enters (614.12c). Each near miss, whose
event can happen then (a pain land's damage to its controller, a sacrificed cost going to a
graveyard, blight's -1/-1 counters, a depletion land's counter, a land's control as it is played),
must stay unread."""

from __future__ import annotations

import pytest
from castable.model.oracle import read_card

NAME = "Test Card"


def _read(text: str, type_line: str = "Creature — Elf Warrior") -> str | None:
    card = read_card({"name": NAME, "mana_cost": "{1}{G}", "type_line": type_line, "oracle_text": text,
                      "power": "2", "toughness": "2"})
    return card.unsupported


@pytest.mark.parametrize("text", [
    # damage to creatures, planeswalkers or the permanent itself (never a player: 605.3b)
    "Prevent all noncombat damage that would be dealt to other creatures you control.",
    "Prevent all noncombat damage that would be dealt to Spirits you control.",
    "Prevent all damage that would be dealt to enchanted creature by artifact sources.",
    "Prevent all damage that Test Card would deal to red creatures.",
    "If a source would deal damage to equipped creature, prevent 2 of that damage.",
    "If a source would deal damage to a planeswalker you control, prevent 1 of that damage.",
    "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.",
    "If a source would deal 3 or less damage to Test Card, prevent that damage.",
    "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature "
    "instead.",
    "If damage would be dealt to Test Card, prevent that damage and remove that many +1/+1 counters from it.",
    "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove a "
    "+1/+1 counter from it.",
    "If damage would be dealt to Test Card, prevent that damage. Put a -1/-1 counter on Test Card for each 1 damage "
    "prevented this way.",
    # combat damage (510) and damage by spells (608.2)
    "Prevent all combat damage that would be dealt to and dealt by this creature.",
    "Prevent all combat damage that would be dealt by non-Werewolf creatures.",
    "If a creature would deal combat damage to Test Card, prevent that damage and put a +1/+1 counter on Test Card.",
    "Prevent all damage that would be dealt by instant and sorcery spells.",
    "If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent "
    "or player instead.",
    "If a spell would deal damage to you or another permanent you control, prevent that damage.",
    # +1/+1 counters on creatures, unspent mana, cleanup, dies triggers
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put "
    "on it instead.",
    "If one or more +1/+1 counters would be put on an Army, Goblin, or Orc you control, that many plus one +1/+1 "
    "counters are put on it instead.",
    "If you would lose unspent mana, that mana becomes colorless instead.",
    "Damage isn't removed from this creature during cleanup steps.",
    "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an "
    "additional time.",
    # entering (614.1c-d, 614.12)
    "Lands you control enter untapped.",
    "Creatures your opponents control enter the battlefield tapped.",
    "Test Card enters under the control of an opponent of your choice.",
    "Each Dragon you control enters with an additional +1/+1 counter on it.",
    "Each planeswalker you control enters the battlefield with an additional loyalty counter on it.",
    "Each other creature you control enters with a number of additional +1/+1 counters on it equal to Test Card's "
    "toughness.",
    "Test Card enters with X +1/+1 counters on it. If X is 5 or more, it enters with an additional X +1/+1 counters "
    "on it.",
    "As Test Card enters, roll a six-sided die. Test Card enters with a number of +1/+1 counters on it equal to the "
    "result.",
    "As Test Card enters the battlefield, choose an opponent. Test Card enters the battlefield with a -1/-1 counter "
    "on it for each creature that player controls.",
    # discards an opponent's spell or an effect causes (701.9), the untap step (502.3), tokens (111.1)
    "If a spell or ability an opponent controls causes you to discard Test Card, put it onto the battlefield "
    "instead of putting it into your graveyard.",
    "If an effect causes you to discard a card, discard it, but you may put it on top of your library instead of "
    "into your graveyard.",
    "If a creature you control would untap during your untap step, put two +1/+1 counters on it instead.",
    "If you would create one or more tokens, you may instead create that many 2/2 green Cat creature tokens with "
    "haste.",
    "Test Card enters the battlefield tapped and with three charge counters on it.",
    "As Test Card enters the battlefield or is turned face up, it becomes your choice of 5/1 or 1/5.",
    "Creatures and nonbasic lands your opponents control enter tapped.",
    "Creatures played by your opponents enter the battlefield tapped.",
    "If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 "
    "counters on that creature instead.",
    "If Test Card would be dealt damage, prevent that damage and remove a +1/+1 counter from it.",
    "If combat damage would be dealt to Test Card, prevent that damage and exile that many cards from the top of "
    "your library.",
    "If a creature you control attacking causes a triggered ability of a permanent you control to trigger, that "
    "ability triggers an additional time.",
    "This creature enters tapped if it's not your turn.",
    "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other "
    "creatures you control.",
    # choices recorded in ``chosen``
    "As Test Card enters, choose a number between 1 and 10.",
    "As Test Card enters the battlefield, choose a nonland card name.",
    "As Test Card enters the battlefield, choose black or red.",
    "As Test Card enters the battlefield, each player chooses war or peace.",
    "As this creature enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk.",
])
def test_read_as_not_mattering(text: str) -> None:
    assert _read(text) is None


@pytest.mark.parametrize("text", [
    "As Test Card enters the battlefield, you may reveal an Elf card from your hand. If you don't, Test Card enters "
    "the battlefield tapped.",
    "As Test Card enters, you may reveal a Plains or Swamp card from your hand. If you don't, Test Card enters tapped.",
    "As Test Card enters the battlefield, you may reveal a Dragon card from your hand. Test Card enters the "
    "battlefield tapped unless you revealed a Dragon card this way or you control a Dragon.",
    "As this land enters, choose a color other than black.",
])
def test_lands_entering(text: str) -> None:
    assert _read(text + "\n{T}: Add {B}.", "Land") is None


@pytest.mark.parametrize("text", [
    # damage that may be a pain land's damage to its controller (605.3b, 119.4 after it)
    "Prevent all damage that would be dealt to you.",
    "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player "
    "instead.",
    "If a source you control would deal damage to a permanent or player, it deals double that damage to that "
    "permanent or player instead.",
    "Prevent all noncombat damage that would be dealt to you and creatures you control.",
    "If another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 "
    "to that permanent or player instead.",
    "If a source would deal damage to a player, you may prevent X of that damage, where X is the number of Clerics "
    "you control.",
    "Prevent all noncombat damage that would be dealt by creatures you control.",
    # counters a cost or a mana ability puts: blight's -1/-1 counters, a depletion land's counter
    "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are "
    "put on it instead.",
    "If one or more counters would be put on an artifact or creature you control, that many plus one of each of "
    "those kinds of counters are put on that permanent instead.",
    # a sacrificed or discarded cost going elsewhere (601.2h): static15 reads the plain ones in every checker
    # ("If ~ would die, exile it instead."), not these (a class of identical sources, counters, a token made)
    "If another creature would die, exile it instead.",
    "If a card would be put into an opponent's graveyard from anywhere, instead exile it with a void counter on it.",
    "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie "
    "creature token.",
    # triggers in general (a tap or cast trigger is put on the stack by ``apply``)
    # (static14 reads the doublers of one filter exactly, 603.2d; not "a Shaman or another Wizard")
    "If a triggered ability of a Shaman or another Wizard you control triggers, that ability triggers an additional "
    "time.",
    # prowess triggers are put on the stack by ``apply`` (702.108a)
    "If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time.",
    "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.",
    # what it enters with that matters (haste 302.6, a type change), copies, life
    "If Test Card was kicked, it enters with two +1/+1 counters on it and with haste.",
    "Each other creature you control enters the battlefield with a number of additional +1/+1 counters on it equal "
    "to Test Card's power and as a Mutant in addition to its other types.",
    "You may have Test Card enter the battlefield as a copy of any creature on the battlefield.",
    "If an opponent would lose life during your turn, they lose twice that much life instead.",  # a pain land's damage
    "As Test Card enters, you may reveal a Dragon card from your hand. If you do, Test Card enters with a hexproof "
    "counter on it.",  # 122.1b: a hexproof counter gives hexproof (targets)
    "If you would discard a card, exile it instead.",  # a discard cost (601.2h)
    "If Test Card would enter the battlefield, you may discard a land card instead.",
    # choices read by another sentence of the line
    "As Test Card enters the battlefield, choose a nonland card name. Spells with the chosen name can't be cast.",
    "As Test Card enters, choose a color. Test Card is the chosen color.",
])
def test_near_misses_stay_unread(text: str) -> None:
    assert _read(text) is not None


def test_a_land_is_played_under_its_players_control() -> None:
    """305.1: a land played enters under its player's control; ``play`` doesn't ask an opponent."""
    assert _read("Test Card enters the battlefield under the control of an opponent of your choice.\n{T}: Add {C}.",
                 "Land") is not None


def test_an_instants_text_is_left_to_the_spell_reader() -> None:
    """A sorcery's "Prevent all combat damage ..." is an effect of the spell (608.2), read as spell text:
    replace13 reads static abilities only."""
    from castable.model.oracle.reader import Reader
    from castable.model.oracle.replace13 import replace13_line
    r = Reader(NAME, "Instant")
    assert not replace13_line(r, "Prevent all combat damage that would be dealt this turn.")
