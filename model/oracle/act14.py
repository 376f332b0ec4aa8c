"""act14 (issue 13): activated abilities (602): effect sentences that act only as the ability
resolves, cost parts that exert the source or put or remove its counters, and restrictions on
when it may be activated.

608.2: an ability's effect is carried out as it resolves; nothing in it changes whether or how
the ability is activated, except its targets (601.2c via 602.2b), an X it defines, and whether
it is a mana ability (605.1a: no target, could add mana, not a loyalty ability). So a sentence
is read here only when it names no target (no word "target"), no X, no quoted ability, adds no
mana and names no cost of *this* ability; everything else about it happens later:

- 608.2d: choices made on resolution: "Choose a color.", "Choose a creature type [other than
  Wall].", "Choose a basic land type.", "Choose a card name.", "Choose a player / another
  player / an opponent / a player at random.", "Choose a permanent / creature you control.",
  "Choose a [creature] card exiled with <this>." (Koh), "Choose a word." (no target: 115.1).
- 603.7: delayed triggered abilities the effect creates ("When you next cast an instant or
  sorcery spell this turn, copy it.", "Whenever a creature you control deals combat damage to
  a player or planeswalker this turn, draw a card.", "Until end of turn, whenever you cast a
  black spell, ..."): they trigger later; their targets are chosen then (603.3d).
- 601.2f, 611.2: cost changes for spells cast later ("Spells you cast this turn that are black
  and/or red cost {X} less to cast, where X is ...", "The next instant or sorcery spell you cast
  this turn costs {X} less ..."): they apply to spells cast after the ability resolved.
- 601.3, 611.2: permissions to cast or play cards later ("Until end of turn, you may cast those
  cards without paying their mana costs.", "You may cast spells this turn as though they had
  flash.", Osteomancer Adept's "... by foraging in addition to paying their other costs.").
- 705: "If you win the flip, <effect>" / "If you lose the flip, <effect>", "If this is the
  third time this ability has resolved this turn, [you may] <effect>" and Cursed Scroll's "If
  that card has the chosen name, <effect>": conditions checked as
  it resolves (608.2c); the effect after the condition is read as any other sentence (its
  targets are the ability's, chosen as it is activated; "add ..." only beside a target, so the
  ability stays no mana ability, 605.1a).
- 707.10c: "You may choose new targets for the copies." (the copies' targets, chosen as they are
  created); Cursecloth Wrappings' "The embalm cost is equal to its mana cost." (of the card the
  effect grants embalm to, 702.128a).

- 113.3b: "Copy / Counter target activated [or triggered] ability": a target on the stack, read
  by ``oracle.targets``; the words are not about activating this ability (:func:`stack_nouns_plain`).

Cost parts:

- "Exert <this>" (701.43a: its controller chooses that it won't untap during their next untap
  step; 701.43b: a permanent can be exerted whether or not it is tapped or already exerted): it
  can always be paid and changes nothing the state records (no step of the state format is a
  later untap step), so it is read as a part that asks nothing (:func:`exert_part`), in an
  ability that works on the battlefield only.
- "Remove a counter / two counters from this creature" (118.3, Lorwyn Eclipsed's -1/-1 creatures):
  ``remove_counters`` is ``ANY_COUNTER``, counters of any kinds (``model.cards.cost_counters``);
  which kinds go is the payer's choice, so the API refuses (exit 4) while the source has
  counters of several kinds, and the reader refuses it beside a mana ability of the card that
  removes or puts counters (they would change while paying, 602.2b).
- "Put a -1/-1 / page / verse counter on <this>" (122.1: always possible): ``self_counter``, which
  ``apply`` adds; not beside a part that removes counters from the source or moves it.

Restrictions (602.5), looked at as activation begins:

- "Activate only during your turn, before attackers are declared." (508.1: attackers are
  declared as the declare attackers step begins): the activating player's upkeep, draw step,
  precombat main phase and beginning of combat step (``main2`` is the main phase after the
  turn's combat, as ``oracle.castwindow``'s windows take it).
- "Activate only if you have no cards in hand / one or fewer / exactly N", "... if there are N
  or more [creature / land / permanent] cards in your graveyard", "... if you control no
  creatures", "... if <this> is attacking" (``ActivateCheck``, decided by
  ``model.activatecheck.check_holds`` for every checker), alone or with "and only as a sorcery
  / once each turn / during your turn".

Left unread: such sentences naming a target ("Until end of turn, whenever target creature you
control deals combat damage ...", "The next time damage would be dealt to target creature this
turn, ..."), an X ("Choose a creature card exiled with ~ with mana value X."), a quoted ability
("You get an emblem with "..."": the emblem's abilities), "Choose a number", "Choose a Magic
set", "Choose a counter on target permanent".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ANY, CREATURE, ActivateCheck, CastWindow, ObjectFilter
from castable.model.oracle.common import NUMBERS, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 608.2d: a choice made as the ability resolves, no target (115.1)
_CHOICE = re.compile(
    r"Choose (?:a color|a creature type(?: other than Wall)?|a basic land type|a land type|"
    r"an? (?:nonland |creature |nonartifact, nonland )?card name|a player(?: at random)?|another player|an opponent|"
    r"a word|a permanent you control|a creature you control|a (?:creature )?card exiled with CARDNAME|"
    r"a card name, then reveal a card at random from your hand)\.")
#: 603.7: a delayed triggered ability the effect creates (it triggers later; 603.3d)
_DELAYED = re.compile(
    r"(?:When you next cast an? |When you cast your next |Until end of turn, whenever |Until your next turn, whenever |"
    r"Whenever (?:a|one or more) [a-z ]+ this turn, )[^\"“”:]+\.")
#: 601.2f, 611.2: cost changes for spells cast after the ability resolved
_LATER_COSTS = re.compile(
    r"(?:Spells you cast this turn(?: that are (?:white|blue|black|red|green)(?: and/or (?:white|blue|black|red|green))?)?"
    r"|The next (?:instant or sorcery |creature |noncreature )?spell you cast this turn|Spells you cast this way)"
    r" costs? \{(?:[1-9]|X)\} less to cast(?:, where X is the (?:amount of life you (?:lost|gained) this turn|number of"
    r" [A-Z][a-z]+s you control as this ability resolves))?\.")
#: 601.3, 611.2: permissions to cast or play cards later (or as it resolves)
_LATER_CAST = re.compile(
    r"(?:Until end of turn, you may|You may) (?:cast|play|play lands and cast) (?:those cards|that card|them|one of those "
    r"cards|spells|creature spells|a creature spell from among cards exiled with CARDNAME|spells from among cards "
    r"exiled this way)(?: this turn)?(?: as though they had flash| without paying (?:its|their) mana costs?"
    r"| from your graveyard by foraging in addition to paying their other costs)?\.")
#: 705, 608.2c: conditions checked as it resolves; the rest is read as a sentence of its own
_CONDITION = re.compile(r"(?:If you (?:win|lose) the flip|If this is the third time this ability has resolved this turn|"
                        r"If that card has the chosen name)"
                        r", (?:you may )?(?=[a-z]|CARDNAME\b)")
#: sentences that act later and name no target of the ability (707.10c, 702.128a)
_LATER = frozenset((
    "You may choose new targets for the copies.",
    "You may choose a new target for the copy.",
    "The embalm cost is equal to its mana cost.",
    "When you next activate an exhaust ability that isn't a mana ability this turn, copy it.",  # Pit Automaton
))
#: what a sentence read as resolution-only may not name
_NOT_LATER = re.compile(r"\btargets?\b|\bX\b|[\"“”]|\badds?\b|\bmana\b|\bcosts?\b|\bthis ability\b|\bloyalty\b",
                        re.IGNORECASE)


def resolves_later(sentence: str, *, x_in_cost: bool) -> bool:
    """Whether an effect sentence only chooses, sets up a later trigger, cost change or
    permission as the ability resolves (see the module): it changes nothing about activating it.
    A later cost change may have its own "where X is ..." (107.3c), not beside an X of the cost."""
    if sentence in _LATER:
        return True
    if not sentence.startswith(("Choose ", "When", "Until ", "Spells ", "The next ", "You may ")):
        return False
    if _LATER_COSTS.fullmatch(sentence):
        return not x_in_cost
    if _LATER_CAST.fullmatch(sentence):  # its words are all fixed: no target, X or quoted text
        return True
    if _NOT_LATER.search(sentence):
        return False
    return bool(_CHOICE.fullmatch(sentence) or _DELAYED.fullmatch(sentence))


#: 113.3b, 115.1: "target activated [or triggered] ability [you control]": a target on the stack
#: (``oracle.targets`` reads it), not words about activating this ability
_STACK_ABILITY = re.compile(r"\b(copy|counter) target (?:activated or triggered|activated|triggered) ability\b")


def stack_nouns_plain(low: str) -> str:
    """A lowercased effect sentence with its "copy / counter target activated ability" phrases
    written "... target ability", for the checks against words about activating or paying."""
    return _STACK_ABILITY.sub(r"\1 target ability", low) if "ability" in low else low


def condition_rest(sentence: str) -> str | None:
    """"If you win the flip, destroy target creature ..." -> "Destroy target creature ...": the
    effect after a condition checked as the ability resolves (608.2c), to be read as any
    sentence; None when the sentence has no such condition."""
    if not sentence.startswith("If ") or ("flip" not in sentence and "third time" not in sentence
                                          and "chosen name" not in sentence):
        return None
    m = _CONDITION.match(sentence)
    if m is None:
        return None
    rest = sentence[m.end():]
    return rest[:1].upper() + rest[1:]


#: 602.5, 505.1a, 508.1: "Activate only during your turn, before attackers are declared.": the
#: steps of the activating player's turn before their declare attackers step (attackers are
#: declared as it begins, before anyone has priority); as ``oracle.castwindow``'s "before combat"
#: windows, the state's ``main2`` is the main phase after the turn's combat
BEFORE_ATTACKERS = frozenset({"upkeep", "draw", "main1", "beginning_of_combat"})
_BEFORE_ATTACKERS_TEXT = "Activate only during your turn, before attackers are declared."


#: the other clauses an "Activate only if ... and only ..." sentence may join (602.5b, 602.5d, 602.5)
_SIMPLE = {"as a sorcery": {"sorcery_speed": True}, "once each turn": {"once_per_turn": True},
           "during your turn": {"your_turn_only": True}}
#: "there are N or more <noun> cards in your graveyard": the cards counted (205.2a; 110.4a: a
#: permanent card is one of the permanent types)
_GRAVEYARD_NOUNS = {
    "": ANY, "creature ": CREATURE, "land ": ObjectFilter(types=frozenset({"Land"})),
    "permanent ": ObjectFilter(any_of=tuple(ObjectFilter(types=frozenset({t})) for t in
                                            ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"))),
}


def restriction14(r: Reader, sentence: str) -> dict[str, Any] | None:
    """The :class:`castable.model.cards.ActivatedAbility` fields of a restriction sentence read
    here (602.5), or None: the window before attackers are declared, and "Activate only if
    <count>" (``activate_check``), alone or joined by "and only" to "as a sorcery", "once each
    turn" or "during your turn"."""
    if sentence == _BEFORE_ATTACKERS_TEXT:
        return {"window": CastWindow(BEFORE_ATTACKERS, "yours", text=sentence)}
    if not sentence.startswith("Activate only ") or " if " not in sentence or not sentence.endswith("."):
        return None
    kw: dict[str, Any] = {}
    for clause in sentence[len("Activate only "):-1].split(" and only "):
        found = dict(_SIMPLE.get(clause, {})) or _count_clause(r, clause, sentence)
        if found is None or set(found) & set(kw):
            return None
        kw.update(found)
    return kw if "activate_check" in kw else None


def _count_clause(r: Reader, clause: str, sentence: str) -> dict[str, Any] | None:
    """One "if ..." clause on a count the state gives (:class:`castable.model.cards.ActivateCheck`)."""
    hand = {"if you have no cards in hand": (0, 0), "if you have one or fewer cards in hand": (0, 1)}
    if clause in hand:
        low, high = hand[clause]
        return {"activate_check": ActivateCheck("hand", low, high, text=sentence)}
    if (hm := rx.fullmatch(r"if you have exactly (one|two|three|four|five|six|seven|eight) cards? in hand", clause)):
        n = NUMBERS[hm.group(1)]
        return {"activate_check": ActivateCheck("hand", n, n, text=sentence)}
    if (gm := rx.fullmatch(r"if there are (two|three|four|five|six|seven|eight|nine|ten) or more "
                           r"(creature |land |permanent |)cards in your graveyard", clause)):
        counted = _GRAVEYARD_NOUNS[gm.group(2)]
        return {"activate_check": ActivateCheck("graveyard", NUMBERS[gm.group(1)], counted=counted, text=sentence)}
    if clause == "if you control no creatures":
        return {"activate_check": ActivateCheck("creatures", 0, 0, text=sentence)}
    if rx.fullmatch(rf"if {r.self_re} is attacking", clause):
        return {"activate_check": ActivateCheck("attacking", 1, text=sentence)}
    return None


def any_counters_part(r: Reader, part: str) -> int | None:
    """118.3: "Remove a counter / two counters from <this>" (Hovel Hurler, Loch Mare): how many
    counters of any kinds the cost removes (``ActivatedAbility.remove_counters`` is then
    ``ANY_COUNTER``); None when the part is not this one."""
    if not part.startswith("Remove ") or " counter" not in part:
        return None
    m = rx.fullmatch(rf"Remove (a counter|two counters|three counters) from {r.self_re}", part)
    return None if m is None else NUMBERS[m.group(1).split()[0]]


def self_counter_part(r: Reader, part: str) -> str | None:
    """"Put a -1/-1 counter / a page counter on <this>" as a cost part (122.1, 601.2h): the
    kind, as the state's ``counters`` key writes it; None when the part is not this one."""
    if not part.startswith("Put a") or " counter on " not in part:
        return None
    m = rx.fullmatch(rf"Put an? ([a-z]+|[+-]1/[+-]1) counter on {r.self_re}", part)
    return None if m is None else m.group(1)


def check_self_counter(kw: dict[str, Any]) -> bool:
    """A counter put on the source only on the battlefield, and not beside a cost part that
    removes counters from it or moves it (601.2h: parts are paid in any order)."""
    return kw.get("self_counter") is None or (
        kw.get("zone", "battlefield") == "battlefield" and kw.get("remove_counters") is None
        and not (kw.get("sacrifice_self") or kw.get("exile_self") or kw.get("return_self")))


def exert_part(r: Reader, part: str, kw: dict[str, Any]) -> bool:
    """"Exert <this>" as a cost part (701.43a-b): payable whatever the state; marked so that an
    ability working from another zone is refused (``check_exert``)."""
    if not part.startswith("Exert ") or "_exert" in kw or not rx.fullmatch(rf"Exert {r.self_re}", part):
        return False
    kw["_exert"] = True
    return True


def check_exert(kw: dict[str, Any]) -> bool:
    """Whether an exerted source's ability is fine: only on the battlefield (701.43a exerts a
    permanent); drops the mark."""
    return not kw.pop("_exert", False) or kw.get("zone", "battlefield") == "battlefield"
