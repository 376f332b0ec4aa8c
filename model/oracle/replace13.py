"""Replacement and prevention effects, and choices made as a permanent enters, recognized as
changing no answer (issue 13, replace13).

A replacement effect (614.1) or prevention effect (615.1) only does something when its event
happens. The events below never happen while a spell is cast or an ability activated (601.2,
602.2), nor in the state ``apply`` makes (it pays costs and puts the spell or ability and the
triggers it reads on the stack: it resolves nothing), nor when ``play`` puts a land onto the
battlefield (305.1):

- damage to creatures, planeswalkers or the permanent itself: the only damage ``apply`` deals is
  a mana ability's damage to its controller (pain lands, Ancient Tomb: ``ManaAbility.damage``,
  605.3b), a *player*; the state records no damage on permanents. Damage dealt by spells (they
  deal it as they resolve, 608.2) and combat damage (510) never happen either. A line whose
  recipients may include a player ("you", "a player", "a permanent or player") or whose source
  may be any source is never read here: it could change a pain land's damage, which 119.4 and
  ``life_budget`` read;
- ``+1/+1`` counters put on creatures: no cost the engine reads puts one (blight puts -1/-1
  counters, 701.x; a mana ability's rider puts depletion-like counters on its land);
- "Damage isn't removed ... during cleanup steps" (514.2), losing unspent mana (106.4: as a step
  ends; no question spans steps), a creature dying causing triggers (``apply`` puts only tap,
  ward and cast triggers on the stack, 117.5);
- entering: what a permanent enters with or how (614.1c-d, 614.12): the state records the
  permanent as it is. ``play`` puts a land onto the battlefield untapped by its documented
  simplification, as for every land that "enters tapped" (``oracle.inert.enters_line``).

Choices made as a permanent enters (614.12c) are recorded in the state's ``chosen`` (object
field): the choice alone changes nothing; a line that reads "the chosen ..." is read, or
refused, on its own (``oracle.inert`` never recognizes a line with "chosen" or "named").

Left unread on purpose: replacements of a permanent going to a graveyard or dying ("If ~ would
die, exile it instead", Progenitus' shuffle: a sacrificed cost object would go elsewhere, 601.2h,
which delve and ``apply`` read), of damage to players, of -1/-1 or any counters (blight, mana
riders), of life gain or loss, of triggers in general (a doubled tap or cast trigger is put on
the stack twice), copies ("enter as a copy of": the state can't say what it copies), control of
a land as it enters.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import rx, split_sentences

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_ENTERS = r"enters(?: the battlefield)?"
_COLOR = r"(?:white|blue|black|red|green)"
_CARD_TYPE = r"(?:artifact|battle|creature|enchantment|instant|land|planeswalker|sorcery)"
_NUMBER = r"(?:\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twice X)"
#: a kind of counter it may enter with: not the keyword counters that matter for targets or {T}
#: abilities (hexproof, shroud, haste: 122.1b, 702.11, 702.18, 302.6), as ``oracle.inert``
_KIND = r"(?:[+\-]1/[+\-]1|(?!hexproof\b|shroud\b|haste\b)[a-z]+)"

#: what may be chosen as it enters (614.12c) and recorded in ``chosen``: a color other than one
#: (the Thriving lands), one of listed creature types or card types, a number, a card name (what
#: reads it, "Spells with the chosen name can't be cast", is refused on its own), two of listed
#: keywords, a creature, war or peace; an opponent may choose the creature type
_CHOICE = (
    rf"choose a color other than {_COLOR}|"
    rf"choose (?:(?:{_COLOR} )?[A-Z][a-z]+, )+or (?:{_COLOR} )?[A-Z][a-z]+|"
    rf"choose {_COLOR} or {_COLOR}|"
    rf"choose (?:{_CARD_TYPE}, )+or {_CARD_TYPE}|choose a card type other than {_CARD_TYPE}(?: or {_CARD_TYPE})?|"
    r"choose a number between \d+ and \d+|choose a number greater than \d+|choose (?:\d+, )+or \d+ at random|"
    r"choose a (?:nonland |nonbasic land |noncreature, nonland )?card name|"
    r"choose (?:an opponent and )?a card name other than a basic land card name|"
    r"choose two abilities from among first strike, vigilance, and lifelink|"
    r"choose another creature you control|an opponent chooses a creature type|each player chooses war or peace|"
    r"choose a creature type|choose a color|choose an opponent|choose a basic land type"
)
#: what it enters with or how, after the choice: tapped, with counters on itself (any number,
#: however counted), under an opponent's control (not for a land: ``play`` puts it under its player)
_SELF_ENTERS = re.compile(
    rf"(?:(?:If you (?:do|don't)(?: or if [^,.]+)?|If X is \d+ or more|Then if [^,.]+), )?(?:~|it) {_ENTERS} "
    rf"(?:tapped(?: unless [^.]+)?|with (?:an additional )?(?:{_NUMBER}|a number of) {_KIND} "
    r"counters? on it(?: (?:for each|equal to) (?:(?! and )[^.])+|, where X is (?:(?! and )[^.])+)?)\.")
#: the first sentence of an "As ~ enters, ..." line: a choice, a reveal from the hand (the
#: Lorwyn lands, the snarls: a condition checked as it enters, recorded by ``tapped``), a die roll
_AS_ENTERS = re.compile(
    rf"As ~ {_ENTERS}(?: or is turned face up)?, (?:{_CHOICE}|you may reveal (?:an? [A-Z][a-z]+(?: or [A-Z][a-z]+)? card|"
    r"any number of other [a-z]+ cards) from your hand|roll (?:a six-sided die|X d6|X six-sided dice))\.")
_PAY_LIFE = re.compile(r"Then you may pay \d+ life\.")


def _as_enters(bare: str) -> bool:
    """"As ~ enters, <choice, reveal or roll>." followed only by what it enters with:
    "If you don't, ~ enters tapped.", "~ enters with a +1/+1 counter on it for each card
    revealed this way.", "Then you may pay 2 life. If you don't, it enters tapped."."""
    first, *rest = split_sentences(bare)
    if not _AS_ENTERS.fullmatch(first):
        return False
    if rest and _PAY_LIFE.fullmatch(rest[0]):
        rest = rest[1:]
        if not rest:
            return False
    return all(_SELF_ENTERS.fullmatch(s) for s in rest)


_UNDER_OPPONENT = re.compile(rf"~ {_ENTERS} under the control of an opponent of your choice\.")
#: "~ enters with X +1/+1 counters on it. If X is 5 or more, it enters with an additional X
#: +1/+1 counters on it." (Apocalypse Hydra): two sentences about its own counters
_SELF_COUNTERS = re.compile(rf"~ {_ENTERS} with {_NUMBER} [+\-]1/[+\-]1 counters? on it\.")
#: other permanents entering with counters (614.1c): the state records each with its counters
_OTHERS_COUNTERS = re.compile(
    rf"(?:Each (?:other )?(?:nontoken )?(?:[A-Z][a-z]+ )?(?:creature|planeswalker|[A-Z][a-z]+)(?: you control)?"
    rf"(?: that's an? [A-Z][a-z]+(?: or an? [A-Z][a-z]+)?)? {_ENTERS}|"
    rf"(?:Legendary )?[Cc]reatures you control enter(?: the battlefield)?) with (?:an additional|a number of "
    rf"additional|an additional X) (?:\+1/\+1|loyalty) counters? on (?:it|them)"
    r"(?: (?:for each|equal to) (?:(?! and )[^.])+|, where X is (?:(?! and )[^.])+)?\.")

#: recipients of damage that are never a player: creatures, planeswalkers, the permanent itself
_NOT_PLAYER = (
    r"(?:~|enchanted creature|equipped creature|(?:another |an? )?(?:[A-Z][a-z]+ )?creature you control|"
    r"(?:other )?creatures you control|(?:other )?[A-Z][a-z]+s you control|a planeswalker you control|"
    r"attacking (?:artifact )?creatures you control|another [A-Z][a-z]+ you control|"
    r"(?:(?:red|snow|white|blue|black|green) )?creatures)"
)
#: a spell, whatever it is: it deals damage only as it resolves (608.2)
_SPELL = rf"(?:an? (?:{_COLOR} )?(?:instant or sorcery )?spell(?: you control)?)"
_DAMAGE_LINES = (
    # 615.1: prevention to a recipient that is never a player
    rf"Prevent all (?:non)?(?:combat )?damage that would be dealt to {_NOT_PLAYER}(?: by [^.]+)?\.",
    rf"Prevent all damage that ~ would deal to {_NOT_PLAYER}\.",
    r"Prevent all damage that would be dealt to a creature by another creature if they share a color\.",
    r"Prevent all damage that would be dealt by instant and sorcery spells\.",
    # 510: combat damage is dealt only in the combat damage step, which no question reaches
    r"Prevent all combat damage that would be dealt [^.]+\.",
    r"If [^,.]+ would deal combat damage [^,.]+, prevent [^.]+\.",
    rf"If a source would deal (?:\d+ or less )?damage to {_NOT_PLAYER}, (?:prevent (?:that|\d+ of that|X of that|"
    rf"all but \d+ of that) damage(?:, where X is [^.]+)?|it deals that much damage minus \d+ to that creature "
    r"instead)\.(?: The source's controller draws cards equal to the damage prevented this way\.)?",
    r"If (?:a|another) source you control would deal (?:noncombat )?damage to a creature an opponent controls, "
    r"[^.]+ instead\.",
    r"If ~ would be dealt damage, (?:prevent that damage(?: and [^.]+)?\.|[^.]+ instead\.(?: If you can't, "
    r"sacrifice it\.)?)",
    # damage to the permanent itself or to creatures, whatever the prevention does with it
    rf"If (?:(?:non)?combat )?damage would be dealt to {_NOT_PLAYER}(?: while [^,.]+)?, prevent that damage"
    r"(?: and [^.]+)?\.(?: Put an? [^.]*counter on [^.]+ for each 1 damage prevented this way\.| The source's "
    r"controller draws cards equal to the damage prevented this way\.)?",
    # spells: they deal damage only as they resolve (608.2)
    rf"If {_SPELL} would deal damage to (?:a permanent or player|you or another permanent you control), (?:it deals "
    r"that much damage (?:plus|minus) \d+ to that permanent or player instead|prevent that damage|prevent \d+ damage "
    r"that spell would deal to that permanent or player)\.",
    rf"If {_SPELL} would deal damage to an opponent, prevent that damage\. Create [^.]+ for each 1 damage prevented "
    r"this way\.",
)
_DAMAGE = re.compile("|".join(f"(?:{p})" for p in _DAMAGE_LINES))

#: other lines of this module, each whole: cleanup (514.2), mana emptying (106.4), +1/+1 counters
#: on creatures (no cost puts one), a creature dying causing triggers (not put on the stack by
#: ``apply``), lands entering untapped / opponents' creatures entering tapped (614.1c-d)
_OTHER = re.compile(
    r"Damage isn't removed from ~ during cleanup steps\.|"
    rf"If you would lose unspent mana, that mana becomes (?:colorless|{_COLOR}) instead\.|"
    r"If one or more \+1/\+1 counters would be put on (?:a creature(?: or Vehicle)? you control|~|an? [A-Z][a-z]+"
    r"(?:, [A-Z][a-z]+)*,? or [A-Z][a-z]+ you control), (?:twice that many|that many plus one) \+1/\+1 counters "
    r"are put on (?:it|that creature) instead\.|"
    r"If a creature dying causes a triggered ability of a permanent you control to trigger, that ability "
    r"triggers an additional time\.|"
    r"Lands you control enter(?: the battlefield)? untapped\.|Creatures (?:and nonbasic lands )?your opponents "
    r"control enter(?: the battlefield)? tapped\.|Creatures played by your opponents enter(?: the battlefield)? "
    r"tapped\.|"
    # 508.1m: attack triggers are never put on the stack by ``apply``
    r"If a creature you control attacking causes a triggered ability of a permanent you control to trigger, that "
    r"ability triggers an additional time\.|"
    # 502.3: the untap step is never part of a question; a villainous choice (701.56) and a
    # token's creation (111.1) happen only as spells and abilities resolve
    r"If [^,.]+ would untap during (?:your|its controller's) untap step, [^.]+ instead\.|"
    r"If an opponent would face a villainous choice, they face that choice an additional time\.|"
    r"If you would create one or more tokens, you may instead create [^.]+\.|"
    # 701.9: a discard an opponent's spell or ability causes (a cost is paid by its own controller,
    # 601.2h), or an effect causes (paying a cost is no effect: Library of Leng's ruling)
    r"If a spell or ability an opponent controls causes you to discard (?:~|a card), (?:put it onto the battlefield"
    r"(?: with [^.]+)? instead of putting it into your graveyard|you may reveal that card and put it on top of your "
    r"library instead of putting it anywhere else)\.|"
    r"If an effect causes you to discard a card, discard it, but you may put it on top of your library instead of "
    r"into your graveyard\.|"
    # 614.1c: what it enters with; its power and toughness as it enters (the state's ``overrides``)
    rf"~ {_ENTERS} tapped and with {_NUMBER} {_KIND} counters? on it\.|"
    r"As ~ enters(?: the battlefield)? or is turned face up, it becomes your choice of \d+/\d+ or \d+/\d+\.|"
    r"As ~ (?:enters(?: the battlefield)? or )?is turned face up, put (?:X|\w+) \+1/\+1 counters on it"
    r"(?:, where X is [^.]+)?\.|"
    rf"~ {_ENTERS} tapped if it's not your turn\.|"
    rf"~ {_ENTERS} with a \+1/\+1 counter on it plus an additional \+1/\+1 counter on it for each [^.]+\.|"
    rf"Each other Vehicle and creature you control {_ENTERS} with an additional \+1/\+1 counter on it if its mana "
    r"value is \d+ or less\. Otherwise, it enters with \w+ additional \+1/\+1 counters on it\.")

#: cheap first words of the lines this module may read (the regexes run only after one is found)
_HINTS = ("enter", "damage", "Damage", "unspent mana", "+1/+1 counters would", "dying causes", "untap step",
          "villainous", "tokens", "discard", "attacking causes")


def replace13_line(r: Reader, line: str) -> bool:
    """A replacement or prevention effect, or a choice as it enters, that changes no answer
    (see the module docstring); False when the line is none of them."""
    if r.is_spell_card or not any(h in line for h in _HINTS) or '"' in line or "“" in line:
        return False  # an instant's or sorcery's text is an effect, read by ``oracle.targets``
    bare = rx.sub(rf"\b{r.self_re}\b", "~", line)
    if rx.search(r"\btargets?\b", bare, re.IGNORECASE):
        return False  # a spell's target (601.2c) is never read here
    if bare.startswith("As ~ ") and "turned face up" not in bare:
        return _as_enters(bare)
    if _UNDER_OPPONENT.fullmatch(bare):
        return "Land" not in r.types  # a land is played under its player's control (305.1)
    if _OTHER.fullmatch(bare) or _DAMAGE.fullmatch(bare) or _OTHERS_COUNTERS.fullmatch(bare):
        return True
    sentences = split_sentences(bare)
    return len(sentences) == 2 and bool(_SELF_COUNTERS.fullmatch(sentences[0])) \
        and bool(_SELF_ENTERS.fullmatch(sentences[1]))
