"""static14 (issue 13): more static abilities and replacement effects recognized as changing no
answer of can-cast, options, targets, costs, mana, can-activate or moves, each family argued
with its rule (604.1: a static ability does only what it says).

- unspent mana kept (106.4, 500.4: mana empties as a step or phase ends): "You don't lose
  unspent red mana as steps and phases end.", "Players don't lose unspent mana ...". No
  question spans steps: ``pass`` only moves priority (docs/actions.md), the pool is the state's;
- skipped untap and upkeep steps (502, 503; 614.1b): the engine never moves from one step to the
  next; the state says which step it is now;
- turning face up (116.2b, 702.37e: a special action the engine never asks about) and
  transforming (701.28: only an effect as it resolves transforms a permanent) forbidden;
- permanents entering tapped (614.1c): "Artifacts [, creatures,] [and lands] your opponents
  control enter tapped.", "Permanents enter the battlefield tapped.": the state records each
  permanent as it entered; ``play`` puts a land onto the battlefield untapped by its documented
  simplification, as for every land that "enters tapped" (``oracle.replace13``);
- keywords given to instant and sorcery spells that act only as the spell resolves: lifelink
  (702.15b: damage dealt causes life gain), deathtouch (702.2b), rebound (702.88a: a replacement
  of its going to the graveyard as it resolves); no cost, target or legality reads them, and
  ``apply`` resolves nothing; beside them "<creatures> you control" with keywords the state
  records in ``granted`` (``inert._GRANTABLE``);
- damage no cast reaches: from a source you control to an opponent (the only damage ``apply``
  deals is a mana ability's to its own controller, ``ManaAbility.damage``, 605.3b), combat damage
  (510) redirected or prevented while a permanent is untapped;
- "can't be countered" on spells (701.6: a spell is countered only after it is cast; a spell that
  can't be countered may still be targeted by a counterspell, 101.2);
- rules outside the game or around casting no question asks about: draft text (905: before the
  game), the opening hand (103.6: "If ~ is in your opening hand and you're not the starting
  player, ..."; revealed from the opening hand with a delayed trigger at the first upkeep whose
  effect is no cast), revealing drawn cards (701.20), where cards are drawn from (121.1), dice
  results (706), venturing (701.49), radiation (725), lethal damage by power (704.5g: the state
  records no damage on creatures and ``apply`` checks no lethal damage), combat damage that can't
  be prevented (510), looking at exiled cards (406.3) or more cards when surveilling (701.25);
- a creature's power or toughness defined by a count (604.3, 613.4a), or changed (613.4c: "Other
  Spiders, Boars, ... you control get +1/+1.", "+X/+0, where X is ...", "for each of its colors"):
  its result is the state's ``overrides``, as ``oracle.inert`` reads "~'s power is equal to ...";
  the subject and the count must be noun phrases (no verb, no target, no "until");
- read exactly: triggered-ability doublers (603.2d: "If a triggered ability of a legendary creature
  / an Ally / another Elemental / a Ninja creature / a creature with power 2 or less you control
  triggers, that ability triggers an additional time."), a :class:`~castable.model.cards.TriggerDoubler`
  that ``apply`` reads (``castable.solver.transitions``): the triggers it puts on the stack (tap,
  ward, cast and prowess) go there once more for each doubler; legality never depends on them;
  "This creature saddles Mounts and crews Vehicles as though its power were N greater" / "using its
  toughness rather than its power" (702.122a, 702.171a: ``CardDef.crew_power_bonus`` /
  ``crew_by_toughness``, in every checker through ``castable.model.rules.crew_power``); "Cards in
  graveyards can't be the targets of spells or abilities." (``CardDef.graveyard_untargetable``:
  601.2c, in every checker through ``castable.model.rules.graveyard_cards_shielded``); "You have
  protection from each of your opponents." (a player keyword, 702.16k: ``playergrants`` gives it,
  ``rules.protected_from`` reads it in every checker); "This creature is the chosen type in addition
  to its other types." (613.1d: ``CardDef.is_chosen_type``, the state's ``chosen.creature_type`` made
  a subtype on the battlefield by ``castable.model.chosentype`` before any checker looks).

Left unread on purpose (each changes an answer and needs a checker): replacements of dying or of
going to a graveyard (a sacrificed or discarded cost object goes there, 601.2h), copies, a doubler
of "a Shaman or another Wizard" (two filters, one "another"), damage to "you" or
"a player" from any source (a pain land's damage), "Your life total can't change." (119.8: no
life can be paid), "Counters remain on ~" (a card in a graveyard has none in the state),
"~ can't be the target of ...", "crews Vehicles as though its power were N greater" without saddling
(Saddle N is read as the same ``tap_power`` cost: the two would have to be told apart), "Spend only
black mana on X." (a spending restriction, 106.6).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.oracle.common import rx
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_ENTERS = r"enters?(?: the battlefield)?"
_COLOR = r"(?:white|blue|black|red|green)"
#: "Instant and sorcery spells", "Red instant and sorcery spells": spells only, never permanents
_SPELLS = rf"(?:{_COLOR} )?[Ii]nstant and sorcery spells(?: you control)?"
#: keywords that act only as a spell resolves (see the module doc)
_RESOLVING_KW = r"(?:lifelink|deathtouch|rebound)"
#: creatures given keywords the state records (``inert._GRANTABLE``): "Noble creatures you control"
_CREATURES = r"(?:[A-Z][a-z]+ )?creatures you control"

_LINES = (
    # 106.4, 500.4: mana empties between steps; no question spans steps
    rf"You don't lose unspent (?:{_COLOR} )?mana as steps and phases end\.",
    r"Players don't lose unspent mana as steps and phases end\.",
    # 502, 503: the engine never moves to the next step
    r"Players skip their (?:untap|upkeep) steps\.", r"Each player skips their untap step\.",
    r"Skip your untap step\.",
    # 116.2b, 702.37e: turning face up is a special action no question asks about; 701.28
    r"Permanents your opponents control can't be turned face up during your turn\.",
    r"As long as enchanted creature is face down, it can't be turned face up\.",
    r"Non-[A-Z][a-z]+ Werewolves you control can't transform\.",
    # 614.1c: what enters tapped (the state records it; ``play``'s documented simplification)
    rf"(?:Artifacts|Artifacts and creatures|Artifacts, creatures, and lands|Nonbasic lands|Snow lands) your opponents "
    rf"control {_ENTERS} tapped\.",
    rf"(?:Artifacts and lands|Permanents) {_ENTERS} tapped\.",
    # keywords acting only as a spell resolves (702.15b, 702.2b, 702.88a)
    rf"{_SPELLS} (?:have|has) {_RESOLVING_KW}\.",
    rf"{_CREATURES} and (?:[A-Z][a-z]+ )?spells you control have lifelink\.",
    # 605.3b: a mana ability damages only its controller, never an opponent of its controller
    r"If a source you control would deal damage to an opponent, prevent that damage and each opponent mills "
    r"that many cards\.",
    # 510: combat damage is dealt only in the combat damage step
    r"As long as ~ is untapped, all combat damage that would be dealt to you by unblocked creatures is dealt to "
    r"~ instead\.",
    r"As long as ~ is untapped, if a creature would deal combat damage to you, prevent \d+ of that damage\.",
    r"Combat damage that would be dealt by creatures you control can't be prevented\.",
    # 701.6: countering happens after casting
    r"(?:Creature and enchantment|Instant, sorcery, and [A-Z][a-z]+) spells you control can't be countered\.",
    r"Creature spells you control with power \d+ or greater can't be countered\.",
    # 905: the draft happens before the game
    r"As you draft a (?:creature )?card, you may (?:draft an additional card from that booster pack\. If you do, "
    r"(?:put ~ into that booster pack|turn ~ face down, then pass the next booster pack without drafting a card "
    r"from it)|remove it from the draft face (?:up|down)|reveal it, note its (?:name|creature types), then turn ~ "
    r"face down)\.",
    # 103.6: before the game starts
    r"If ~ is in your opening hand and you're not the starting player, you may (?:begin the game with ~ on the "
    r"battlefield with a luck counter on it|reveal it\. If you do, you become the starting player)\.",
    r"You may reveal ~ from your opening hand\. If you do, (?:at the beginning of the first upkeep, "
    r"(?:create a 1/1 red Phyrexian Goblin creature token with haste|each opponent mills seven cards|each "
    r"opponent loses 3 life, then you gain life equal to the life lost this way)|scry 3 at the beginning of your "
    r"first upkeep)\.",
    r"Before you shuffle your deck to start the game, you may reveal ~ from your deck and exile (?:a|an|"
    r"three or more) (?:creature|instant or sorcery) cards? you drafted that (?:isn't|aren't) in your deck\.",
    # 701.20 revealing; 121.1 drawing; 706 dice; 701.49 venture; 725 radiation
    r"(?:Players|The chosen player) reveals? each card they draw\.",
    r"You draw cards from the bottom of your library (?:instead of the top of your library|rather than the top)\.",
    r"Increase the result of each die you roll by \d+\.",
    r"If you roll a \d+ on a six-sided die, you may reroll that die\.",
    r"Each opponent can't venture into the dungeon more than once each turn\.",
    r"You gain life rather than lose life from radiation\.",
    # 119.10, as ``oracle.inert``'s "Players can't gain life.": no cost or mana ability gains life
    r"If a player would gain life, that player gains no life instead\.",
    # 704.5g: no damage is recorded on creatures, and ``apply`` checks no lethal damage
    r"Lethal damage dealt to creatures you control is determined by their power rather than their toughness\.",
    # 406.3: looking at cards changes no legal action; 701.25 surveil resolves
    r"You may look at cards exiled with ~\.",
    r"You may look at an additional two cards each time you surveil\.",
    # 506-510: combat (blocking, attacking, assigning combat damage) is no part of a question
    r"~ can't be blocked(?: by creatures that don't have a name| as long as you've sacrificed an artifact this turn)\.",
    r"~ can't attack a player it has already attacked this turn\.",
    r"You may assign ~'s combat damage divided as you choose among defending player and/or any number of creatures "
    r"they control\.",
    r"If ~ is unblocked, you may have it assign its combat damage to a creature defending player controls\.",
    r"As long as ~ is attacking, for each creature you control, you may have that creature assign its combat damage as "
    r"though it weren't blocked\.",
    r"For each creature you control with no abilities, you may have that creature assign its combat damage as though it "
    r"weren't blocked\.",
    r"Tapped creatures you control can block as though they were untapped\.",
    r"The attacking player chooses how each creature blocks each combat\.",
    r"If a creature with a magnet counter on it attacks, all creatures with magnet counters on them attack if able\.",
    r"Nonblue creatures can't block creatures you control unless their controller pays 1 life for each blocking "
    r"creature they control\.",
    # 702.45a bushido, 702.86a annihilator, 702.46a soulshift: block, attack and dies triggers
    r"~ has (?:bushido|annihilator|soulshift) X, where X is the number of (?:attacking creatures|\+1/\+1 counters on it|"
    r"Spirits you control)\.",
    # 702.12b: indestructible changes no cost (a sacrifice is no destruction, 701.21)
    r"~ is indestructible\.",
    # damage to the permanent itself (the state records none; no payment deals it)
    r"As long as an artifact creature you control is attacking, prevent all damage that would be dealt to ~\.",
    r"As long as you control another creature, prevent all damage that would be dealt to ~ by spells that target it\.",
    r"For each 1 damage that would be dealt to ~, if it has a \+1/\+1 counter on it, remove a \+1/\+1 counter from it and "
    r"prevent that 1 damage\.",
    # 502.3: the untap step is never part of a question
    r"As long as ~ is untapped, players can't untap more than (?:one land|two permanents) during their untap steps\.",
    r"Each land with an activated ability that isn't a mana ability doesn't untap during its controller's untap step\.",
    r"As long as there are four or more quest counters on ~, untap all creatures you control during each other "
    r"player's untap step\.",
    # 116.2b: turning face up is no question; the counters are the state's
    r"As ~ is turned face up, put \w+ \+1/\+1 counters on it\.",
    # 702.82a: devour works as the permanent enters
    r"Devour (?:land|artifact) \d+",
    # 705: coin flips happen as spells and abilities resolve; 103.5: mulligans, 905: the draft
    r"The first time you flip one or more coins each turn, those coins come up heads and you win those flips\.",
    r"Any time you could mulligan and ~ is in your hand, you may exile all the cards from your hand, then draw that many "
    r"cards\.",
    r"Each player passes the last card from each booster pack to a player who drafted a card named ~\.",
    r"Each player plays with the top card of their library held against their forehead, revealed to each other "
    r"player\.",
    # 604.3, 613.4a: the state's ``overrides`` record power and toughness
    r"~'s toughness is equal to (?:\d+ plus )?(?:the number of (?:Forests|Knights|green creatures) (?:you control|on "
    r"the battlefield)|your devotion to (?:white|blue|black|red|green))\.",
    r"~'s power is equal to the number of (?:noncreature, nonland cards in your graveyard|lands you control)\.",
)
_RULES = re.compile("|".join(f"(?:{p})" for p in _LINES))
#: first words of the lines above: no pattern runs for any other line
_FIRST = frozenset({"You", "Players", "Each", "Skip", "Permanents", "As", "Non-Human", "Artifacts", "Nonbasic", "Snow",
                    "Instant", "Red", "White", "Blue", "Black", "Green", "If", "Combat", "Creature", "Before", "The",
                    "Increase", "Lethal", "Noble", "~'s", "~", "Tapped", "Nonblue", "For", "Devour", "Any"})
_PT = r"[+\-−](?:\d+|X)/[+\-−](?:\d+|X)"
#: words that never stand in the subject or the count of a change of power and toughness read
#: here: a verb there could hide another effect (604.1), a target is chosen (115.1)
_PT_DANGER = re.compile(r"\b(?:has|have|gains?|loses?|is|are|can't|can|deals?|becomes?|targets?|targeted|until|"
                        r"sacrifices?|attacks?|blocks?|untap|tap|and (?:has|have|is|can))\b",
                        re.IGNORECASE)
#: qualifiers of a subject whose verb only says what it is ("that's a Zombie or Mutant", "that are
#: enchanted or equipped"); and counts that read a creature's own keyword's number
_HARMLESS_PHRASES = re.compile(r"\bthat's an? [A-Z][a-z]+(?: or [A-Z][a-z]+)?\b|\bthat are enchanted or equipped\b|"
                               r"\bpoint of bushido it has\b|\bunspent green mana you have\b")
_PT_LINE = re.compile(rf"(?:As long as [^,]+, )?(?P<subject>[^.;:]+?) (?:each )?gets? {_PT}"
                      r"(?P<count>(?: for (?:each|every) [^.;:]+?| ?, where X is [^.;:]+?)?)(?:, to a maximum of \d+)?"
                      r"(?P<combat> and can't be blocked by creatures with defender)?\.")


def _pt_only(bare: str) -> bool:
    """"<subject> get(s) +N/+N [for each ... | , where X is ...]." and nothing else (613.4c: the
    state's ``overrides`` record power and toughness, whatever changes them), possibly with a
    combat restriction (509.1b). The subject and the count are noun phrases: no verb, no
    target."""
    m = _PT_LINE.fullmatch(bare)
    if m is None:
        return False
    subject = _HARMLESS_PHRASES.sub("", m.group("subject"))
    count = _HARMLESS_PHRASES.sub("", rx.sub(r"^ ?, where X is ", "", m.group("count")))
    return not _PT_DANGER.search(subject) and not _PT_DANGER.search(count) and "target" not in bare.lower()


#: "This Vehicle's power", "This creature's toughness": the card itself
_THIS = re.compile(r"^This (?:creature|Vehicle|artifact)'s ")


#: 603.2d: "If a triggered ability of a legendary creature / an Ally / another Elemental you control
#: triggers, that ability triggers an additional time.", "If an ability of a Ninja creature / a
#: creature you control with power 2 or less triggers, ..."
_DOUBLER = re.compile(r"If (?:a triggered ability|an ability) of (a|an|another) (legendary )?([A-Z][a-z]+ )?(creature )?"
                      r"you control( with power (\d+) or less)? triggers, (?:that ability|it) triggers an additional time\.")


def _doubler(r: Reader, line: str) -> bool:
    """603.2d: a triggered-ability doubler whose sources a filter says exactly (a legendary
    creature, one subtype, a creature with power N or less), appended to ``r.trigger_doublers``."""
    from castable.model.cards import ObjectFilter, TriggerDoubler
    m = _DOUBLER.fullmatch(line)
    if m is None or r.band is not None:
        return False  # a level's or a Class's ability exists only at some levels (711, 716)
    article, legendary, subtype, creature, power = m.group(1), m.group(2), m.group(3), m.group(4), m.group(6)
    subtype = subtype.strip() if subtype else None
    if subtype is not None and subtype not in SUBTYPES:
        return False
    if not (legendary or subtype or creature) or (legendary and not creature) or (power and not creature):
        return False  # "a legendary Ally": not said here
    r.trigger_doublers.append(TriggerDoubler(ObjectFilter(
        types=frozenset({"Creature"}) if creature else frozenset(), subtypes=frozenset({subtype}) if subtype else frozenset(),
        supertypes=frozenset({"Legendary"}) if legendary else frozenset(), controller="you",
        max_power=int(power) if power else None), other=article == "another", text=line))
    return True


#: 702.122a, 702.171a: what a creature adds to the total power of a crew or saddle cost (both are
#: ``tap_power`` parts); not "crews Vehicles" alone (saddle would have to be told apart)
_CREW = re.compile(r"(?:This creature|CARDNAME) saddles Mounts and crews Vehicles (?:as though its power were (\d+) "
                   r"greater|using its toughness rather than its power)\.")


def _crew(r: Reader, line: str) -> bool:
    """"This creature saddles Mounts and crews Vehicles as though its power were 2 greater." /
    "... using its toughness rather than its power.": ``crew_power_bonus`` / ``crew_by_toughness``,
    applied by ``castable.model.rules.crew_power`` in every checker."""
    m = _CREW.fullmatch(line)
    if m is None or r.band is not None or "Creature" not in r.types:
        return False
    if m.group(1):
        r.crew_power_bonus = int(m.group(1))
    else:
        r.crew_by_toughness = True
    return True


def static14_line(r: Reader, line: str) -> bool:
    """A line of the module doc's families: True when recognized, False when not one of them."""
    if r.is_spell_card or '"' in line or "“" in line or ":" in line:
        return False  # an instant's or sorcery's text is an effect, read by ``oracle.targets``
    if "triggers an additional time" in line and _doubler(r, line):
        return True
    if "saddles Mounts and crews Vehicles" in line and _crew(r, line):
        return True
    if rx.fullmatch(rf"{r.self_re} is the chosen type in addition to its other types\.", line) and r.band is None \
            and "Creature" in r.types:
        r.is_chosen_type = True  # 613.1d: its ``chosen.creature_type`` (``castable.model.chosentype``)
        return True
    if line == "You have protection from each of your opponents." and r.band is None:
        # 702.16b, 702.16k: no spell or ability an opponent controls can target its controller;
        # ``castable.model.playergrants`` gives it to the player, ``rules.protected_from`` decides
        r.player_keywords.add("protection from each of your opponents")
        return True
    if line == "Cards in graveyards can't be the targets of spells or abilities." and r.band is None:
        r.graveyard_untargetable = True  # 601.2c: in every checker (``model.rules.graveyard_cards_shielded``)
        return True
    bare = rx.sub(rf"\b{r.self_re}\b", "~", line)
    bare = _THIS.sub("~'s ", bare)
    if (" get +" in bare or " gets +" in bare or " get -" in bare or " gets -" in bare) and _pt_only(bare):
        return True
    first = bare.split(" ", 1)[0].rstrip(",")
    if first not in _FIRST and not (first.startswith("Non-") and "Werewolves" in bare):
        return False
    return _RULES.fullmatch(bare) is not None
