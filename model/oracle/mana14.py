"""Mana abilities (605.1a) of issue 13's mana14 helper: wordings of "Add ..." and of the
sentences after it that :mod:`castable.model.oracle.abilities` doesn't list.

- "{R} or one mana of the chosen color" (the Thriving lands): the printed type, or one mana of
  the color chosen as the land entered (614.12c; the state's ``chosen.color``);
  ``ManaAbility.colors_from`` "chosen_color_or_own", resolved by ``castable.model.commander``
  with the other state-decided colors. The chosen color must be "other than" the printed one,
  but a state that names it anyway only repeats an alternative: nothing is guessed.
- harmless riders, whose effect no answer of the engine can see (each is part of the ability's
  effect, 605.3b, but none changes what can be paid, targeted or activated):
  a delayed trigger at the next end step giving the source to an opponent (Rainbow Vale, 603.7),
  returning the source to its owner's hand during the next untap step (Undiscovered Paradise,
  502.3), a poison counter on its controller (Noxious Bayou: 704.5c is a state-based action,
  checked only once casting ends, 117.5), and "Each opponent gains 1 life." (Grove of the
  Burnwillows). Another player's higher life total enables nothing the engine reads (the
  conditions that look at an opponent's life ask for "N or less", ``GrantCondition``), and an
  ability costing only {T} may be activated last (605.3a), after whatever such a condition
  allowed. "Each player loses 1 life." is not read: the opponents' loss could switch such a
  condition on in the middle of the payment. What happens once the mana is spent ("If that mana
  is spent on a creature spell, it gains haste", "When that mana is spent to cast ..., copy that
  spell") comes after the costs are paid: harmless too. "You gain N life." is not read either: the life
  gained may pay a Phyrexian symbol or a "Pay N life" cost (119.4), and its mana need not be
  spent for that.
- "{T}, Tap an untapped permanent you control" (Gene Pollinator), "{T}, Tap an untapped artifact
  or creature you control" (Moonsnare Prototype): Springleaf Drum's cost (``tap_creatures``) of
  another kind of permanent, ``ManaAbility.tap_filter``; every checker taps only permanents of
  that kind. Tapping a permanent this way is not its {T}: a summoning-sick creature may be
  tapped (302.6 restricts only {T} abilities), and the source itself can't be, as its own {T}
  taps it.
- "If you control four or more creatures / a creature with power 4 or greater / an Urza's Mine
  and an Urza's Power-Plant, add <mana> instead." and "If you played a land this turn, add
  <mana> instead." (Leafkin Druid, Raucous Audience, Ilysian Caryatid, the Urza lands, River of
  Tears): ``ManaAbility.instead``, decided from the state by ``castable.model.manastate``; read on
  a {T}-only ability.
- "Add ..." in a loyalty ability (or one with a target, or one that draws): not a mana ability
  (605.1a), so what it adds as it resolves, with "Spend this mana only ..." and the like after
  it, changes nothing about activating it (:func:`later_mana`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ManaAbility, ObjectFilter, is_creature_type
from castable.model.mana import COLORS
from castable.model.oracle.common import NUMBERS, Unsupported, rx
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_OWN_OR_CHOSEN = re.compile(r"\{([WUBRGC])\} or one mana of the chosen color")


_SHARED_TYPE = "X mana of any one color, where X is the greatest number of creatures you control that have a creature " \
               "type in common"


#: costmana15: Selvala, Eager Trailblazer's "Choose a color. Add one mana of that color for each
#: different power among creatures you control.", as :func:`choose_then_add` writes it
_DISTINCT_POWERS = "X mana of any one color, where X is the number of different powers among creatures you control"


def produces(what: str) -> dict[str, Any] | None:
    """The ``ManaAbility`` fields of "Add <what>." for the wordings of the module doc, or None."""
    if what == _SHARED_TYPE:  # White Lotus Tile: decided by castable.model.manastate
        return {"produces": tuple((c,) for c in COLORS), "per_state": "shared_type"}
    if what == _DISTINCT_POWERS:  # costmana15: Selvala, decided by castable.model.manastate
        return {"produces": tuple((c,) for c in COLORS), "per_state": "distinct_powers"}
    if not what.endswith("of the chosen color"):
        return None
    m = _OWN_OR_CHOSEN.fullmatch(what)
    if m is None:
        return None
    # what it could make at most (as ``ColorsFrom`` abilities say), the printed type first:
    # ``castable.model.commander.resolve`` keeps that one and adds the chosen color (106.1a)
    own = m.group(1)
    return {"produces": ((own,), *((c,) for c in COLORS if c != own)), "colors_from": "chosen_color_or_own"}


#: sentences after "Add ..." that change nothing the engine answers (the module doc)
_HARMLESS_EFFECTS = frozenset({"Each opponent gains 1 life.", "You get a poison counter."})


#: what happens once the mana is spent (Carnelian Orb's haste, Pyromancer's Goggles' copy,
#: Boseiju's "can't be countered", Andrios' 4/3): after the costs are paid, nothing about
#: casting changes (as ``abilities``' own ``_SPENT_RIDERS``)
_ONCE_SPENT = ("If that mana is spent on ", "When that mana is spent to cast ", "When you spend this mana to cast ",
               "Creature spells you spend this mana to cast have ")


def harmless_rider(r: Reader, sentence: str) -> bool:
    """Is ``sentence`` (after "Add ...") one of the module doc's harmless riders?"""
    if sentence in _HARMLESS_EFFECTS:
        return True
    if sentence.startswith(_ONCE_SPENT):
        return "Spend this mana only" not in sentence and "activate" not in sentence
    if sentence.startswith("An opponent gains control of "):
        return bool(rx.fullmatch(rf"An opponent gains control of {r.self_re} at the beginning of the next end step\.",
                                 sentence))
    if sentence.startswith("During your next untap step, "):
        return bool(rx.fullmatch(rf"During your next untap step, as you untap your permanents, return {r.self_re} to "
                                 rf"its owner's hand\.", sentence))
    return False


#: "Tap an untapped <kind> you control" in a mana ability's cost beside {T} (601.2h, 118.3): the
#: kinds of permanent read; a creature alone is ``abilities``' own (Springleaf Drum)
_TAPPED_KINDS = {
    "permanent": ObjectFilter(),
    "artifact or creature": ObjectFilter(types=frozenset({"Artifact", "Creature"})),
}


def tapped_kind(part: str) -> ObjectFilter | None:
    """The ``ManaAbility.tap_filter`` of the cost part "Tap an untapped <kind> you control", or None."""
    if not part.startswith("Tap an untapped ") or not part.endswith(" you control"):
        return None
    return _TAPPED_KINDS.get(part[len("Tap an untapped "):-len(" you control")])



#: "Exile the top N cards of your library. Choose one." (Chandra, Flameshaper): the choice is of
#: one of those cards as the ability resolves, not of a mode (700.2)
_EXILE_TOP = re.compile(r"Exile the top (?:two|three|four|five) cards of your library\.")
#: what the mana such an ability adds may be spent on, or does once spent (106.6): only later
_AFTER_ADDS = ("Spend this mana only ", "If that mana is spent on ", "Creature spells you cast this turn can't be "
               "countered.")


def later_mana(effects: list[str]) -> tuple[list[str], bool]:
    """The effect sentences of an activated ability that is not a mana ability, less those that
    only act as it resolves (608.2) on mana, and whether it adds mana: "Add <anything>." without
    a target (605.1a: what a loyalty ability or one with a target adds changes nothing about
    activating it; ``abilities.activated_line`` refuses an ability with neither), then "Spend this
    mana only ..." / "If that mana is spent on ..." / "Creature spells you cast this turn can't be
    countered." (Domri), and "Choose one." right after "Exile the top N cards of your library."
    (Chandra, Flameshaper: one of those cards, chosen as it resolves)."""
    out: list[str] = []
    adds = False
    for i, s in enumerate(effects):
        if s.startswith("Add ") and "target" not in s:
            adds = True
        elif adds and s.startswith(_AFTER_ADDS):
            pass
        elif not (s == "Choose one." and i > 0 and _EXILE_TOP.fullmatch(effects[i - 1])):
            out.append(s)
    return out, adds


#: "If you control <permanents>, add <mana> instead." after "Add ...": the permanents, each a
#: (filters one permanent matches all of, how many) of ``ManaAbility.instead_if``
_CREATURE = ObjectFilter(types=frozenset({"Creature"}))
_INSTEAD = re.compile(r"If you control (.+), add (.+) instead\.")
_URZA = re.compile(r"an Urza's (Mine|Power-Plant|Tower) and an Urza's (Mine|Power-Plant|Tower)")
_LAND_PLAYED = re.compile(r"If you played a land this turn, add (.+) instead\.")
_N_CREATURES = re.compile(r"(two|three|four|five|six|seven) or more creatures")


def _controlled(what: str) -> tuple[tuple[tuple[ObjectFilter, ...], int], ...] | None:
    if what == "a creature with power 4 or greater":
        return (((ObjectFilter(types=frozenset({"Creature"}), min_power=4),), 1),)
    m = _N_CREATURES.fullmatch(what)
    if m:
        return (((_CREATURE,), NUMBERS[m.group(1)]),)
    m = _URZA.fullmatch(what)
    if m and m.group(1) != m.group(2):  # 205.3i: a land with both subtypes, Urza's and Mine
        urzas = ObjectFilter(subtypes=frozenset({"Urza's"}))
        return tuple(((urzas, ObjectFilter(subtypes=frozenset({t}))), 1) for t in m.groups())
    return None


def instead_rider(sentence: str) -> dict[str, Any] | None:
    """The ``instead`` / ``instead_if`` fields of "If you control ..., add ... instead." (or
    ``instead_after_land`` of "If you played a land this turn, add ... instead."), or None."""
    if not sentence.startswith(("If you control ", "If you played a land this turn, ")) \
            or not sentence.endswith(" instead."):
        return None
    lm = _LAND_PLAYED.fullmatch(sentence)
    m = _INSTEAD.fullmatch(sentence)
    cond = _controlled(m.group(1)) if m else None
    if lm is None and (m is None or cond is None):
        return None
    what = lm.group(1) if lm else m.group(2) if m else ""
    if what == "two mana of any one color":
        made: tuple[tuple[str, ...], ...] = tuple((c, c) for c in COLORS)
    elif rx.fullmatch(r"(?:\{[WUBRGC]\})+", what):
        made = (tuple(rx.findall(r"\{([WUBRGC])\}", what)),)
    else:
        return None
    return {"instead": made, "instead_after_land": True} if lm else {"instead": made, "instead_if": cond}


_COUNTERS_ON = re.compile(r"Activate only if there are (two|three|four|five) or more ([a-z]+) counters on (.+)\.")
_GRAVEYARD_CARD = re.compile(r"Activate only if there is an? ([A-Z][a-z]+) card in your graveyard\.")


def condition_rider(r: Reader, sentence: str) -> dict[str, Any] | None:
    """602.5: "Activate only during an opponent's turn.", "Activate only if there are N or more
    <kind> counters on <this>.", "Activate only if there is an <creature type> card in your
    graveyard.": the fields ``castable.model.manastate`` decides from the state, or None."""
    if not sentence.startswith("Activate only "):
        return None
    if sentence == "Activate only during an opponent's turn.":
        return {"only_opponents_turn": True}
    m = _COUNTERS_ON.fullmatch(sentence)
    if m and rx.fullmatch(r.self_re, m.group(3)):
        return {"if_counters": NUMBERS[m.group(1)], "if_counter_kind": m.group(2)}
    m = _GRAVEYARD_CARD.fullmatch(sentence)
    if m and m.group(1) in SUBTYPES and is_creature_type(m.group(1)):
        return {"if_graveyard": ObjectFilter(subtypes=frozenset({m.group(1)}))}
    return None


def check_instead(ability: ManaAbility) -> None:
    """An "instead" amount or a condition of :func:`condition_rider` is read only on an ability
    whose cost is {T} alone and whose mana the state doesn't otherwise decide (a count, the
    state's colors, counters): Unsupported otherwise."""
    if ability.per == "self_counters" and not ability.tap:
        raise Unsupported  # counters on an untapped source could change before it is activated
    decided = ability.instead or ability.only_opponents_turn or ability.if_counters or ability.if_graveyard \
        or ability.per_state
    if decided and not (ability.tap and not ability.mana_cost.symbols and not ability.sacrifice_self
                                   and not ability.tap_creatures and not ability.life and ability.per is None
                                   and ability.colors_from is None and ability.remove_counters is None
                                   and not ability.exile_self and ability.zone == "battlefield"):
        raise Unsupported


#: land types a "for each <type> you control" names (205.3i)
_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
_WITH = {"creature with defender": ObjectFilter(types=frozenset({"Creature"}), keywords=frozenset({"defender"})),
         "creature with power 4 or greater": ObjectFilter(types=frozenset({"Creature"}), min_power=4)}


def _singular(word: str) -> str:
    return word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") else word


_CHOOSE_THEN_ADD = ": Choose a color. Add an amount of mana of that color equal to the number of "
_CHOOSE_PER_COUNTER = ": Choose a color. Add one mana of that color for each "


def choose_then_add(line: str) -> str:
    """"<cost>: Choose a color. Add an amount of mana of that color equal to the number of
    <permanents>." (Three Tree City) written as "<cost>: Add X mana of any one color, where X is
    the number of <permanents>." (106.1a: X mana of the one color chosen as it resolves); any
    other line unchanged."""
    if _CHOOSE_PER_COUNTER in line and line.endswith("."):  # Astral Cornucopia: "for each charge counter on ~"
        cost, _, rest = line.partition(_CHOOSE_PER_COUNTER)
        noun = rest[:-1]
        if noun == "different power among creatures you control":  # costmana15: Selvala
            return f"{cost}: Add {_DISTINCT_POWERS}."
        if noun.startswith(("charge counter on ", "+1/+1 counter on ")):
            first, _, on = noun.partition(" counter on ")
            return f"{cost}: Add X mana of any one color, where X is the number of {first} counters on {on}."
        return line
    if _CHOOSE_THEN_ADD not in line:
        return line
    cost, _, rest = line.partition(_CHOOSE_THEN_ADD)
    return f"{cost}: Add X mana of any one color, where X is the number of {rest}"


def per_filter(r: Reader, produces: tuple[tuple[str, ...], ...], noun: str, *, plural: bool) -> dict[str, Any]:
    """"{B} for each Swamp you control" / "basic Swamp" / "creature with defender" / "creature with
    power 4 or greater" (Cabal Coffers, Rofellos, Overgrown Battlement, Leafkin Avenger), "X mana
    of any one color, where X is the number of Allies you control" (Harabaz Druid): the
    ``ManaAbility`` fields of a count of its controller's permanents (``per`` "filter_you_control",
    ``per_filter``); Unsupported for any other noun."""
    cm = rx.fullmatch(rf"(?:([a-z]+|\+1/\+1) )?counters? on {r.self_re}", noun)
    if cm and (noun.split(" on ")[0].endswith("s") == plural) and cm.group(1) != "charge":
        # Gyre Sage's "+1/+1 counter", Lotus Blossom's "petal counters", Nardole's "counter" (any kind)
        return {"produces": produces, "per": "self_counters", "per_counter_kind": cm.group(1) or ""}
    if plural and noun == "creatures you control of the chosen type":  # Three Tree City
        return {"produces": produces, "per": "filter_you_control", "per_filter": _CREATURE, "per_chosen_type": True}
    if not noun.endswith(" you control"):
        raise Unsupported
    words = noun[: -len(" you control")]
    basic = words.startswith("basic ")
    word = words.removeprefix("basic ")
    sub = _singular(word) if plural else word
    if plural and sub == word:
        raise Unsupported  # "the number of Elf you control": not the template
    if sub in _LAND_TYPES or (not basic and sub in SUBTYPES and is_creature_type(sub) and sub != "Elf"):
        # "Elf" is ``abilities``' own count (``elf_you_control``)
        kind = ObjectFilter(subtypes=frozenset({sub}), supertypes=frozenset({"Basic"}) if basic else frozenset())
    elif not plural and words in _WITH:
        kind = _WITH[words]
    else:
        raise Unsupported
    return {"produces": produces, "per": "filter_you_control", "per_filter": kind}


def restriction(what: str) -> str | None:
    """106.6: "Spend this mana only to cast spells from exile." (Interdimensional Web Watch): the
    ``ManaRestriction`` "exile_spell" (a spell cast from exile, whatever put it there); "... to
    cast a spell of the chosen type or activate an ability of a source of the chosen type"
    (Eclipsed Realms: any card type with the creature type chosen as it entered); or None."""
    if what == "to cast a spell of the chosen type or activate an ability of a source of the chosen type":
        return "chosen_type_spell|chosen_type_ability"  # Eclipsed Realms: the state's chosen.creature_type
    return "exile_spell" if what == "to cast spells from exile" else None
