"""Static abilities about casting spells (601.3, 601.2f, 117.1a), issue 13 (perm13).

Read exactly, whole lines only:

- prohibitions (601.3, 101.2: :class:`CastProhibition`, decided by
  ``castable.model.prohibit.prohibited`` for every checker): "Each player can't cast more than
  one spell each turn.", "You can't cast more than one spell each turn.", "Your opponents can't
  cast spells during your turn.", "Players can't cast spells during combat.", "Your opponents
  can't cast spells during combat.";
- "Activated abilities of artifacts [, creatures, and planeswalkers] [you control | your opponents
  control] can't be activated [unless they're mana abilities]." (602.5: a :class:`PermanentGrant`
  with ``forbids``, applied by ``castable.model.restrict`` as Arrest's is);
- "The second spell you cast each turn costs {N} less to cast." (601.2f: a
  :class:`CostModifier` with ``nth_spell`` 2, resolved from the controller's
  ``spells_cast_this_turn`` by ``castable.model.nthspell``);
- "You may cast [<quality>] spells as though they had flash." (and "Any player may cast ...": a
  grant to every player's spells, ``SpellGrant.every_player``) (117.1a, 702.8a: the timing of a
  spell with flash; a :class:`SpellGrant` of Flash to the spells its controller casts, the
  quality as ``spell_filter`` reads it, so "historic", "legendary", mixed lists are refused);
- "[<quality>] spells you cast have affinity for <word>." (702.41a-b: a :class:`SpellGrant` carrying
  the printed keyword's :class:`SelfReduction`, added beside any printed one);
- "You may cast this spell as though it had flash if you pay {N} more to cast it." (Rout,
  Harbinger of the Tides: ``CardDef.flash_tax``, 601.2f and 117.1a, decided by
  ``castable.model.rules.flash_tax``: N more when cast without sorcery timing and without
  flash from anything else);
- "You may cast this spell as though it had flash if you control a Faerie." and "If / As long as
  you control <a subtype / a creature with power N or greater / a <color> or <color> permanent>,
  you may cast ~ as though it had flash.", "If there are N or more instant and/or sorcery / Lesson
  cards in your graveyard, ..." (``CardDef.flash_if``: Flash while it holds, ``castable.model.flashif``);
- "This spell costs {N} less to cast during your turn." (601.2f: a :class:`SelfReduction`
  measured as 1 while the caster is the active player), "... if you control a creature with
  power 4 or greater" (the power the state gives it) and "... if your opponents control three
  or more creatures" (``at_least``: once or not at all);
- "During your turn, your opponents can't cast spells or activate abilities of artifacts,
  creatures, or enchantments." (Grand Abolisher: a prohibition and a forbidding
  :class:`PermanentGrant` to its opponents' permanents of those types, both only while its
  controller is the active player; mana abilities too, 602.5, 605.3a).

Left unread (near misses): "Each player can't cast more than one noncreature spell each turn"
(the state doesn't count spells by type), "Any player may cast creature spells with mana value
3 or less without paying their mana costs" (Aluren), "You can't cast creature spells" (a prohibition on a kind of spell:
the faces and a spell's characteristics as cast would have to be checked), "The second spell
you cast each turn costs {1} more" (never printed), flash permissions with other conditions
("if you control a Faerie", "if it targets a commander"), and prohibitions on spells by
mana value or name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from castable.model.cards import (
    ANY,
    CastProhibition,
    CostModifier,
    FlashCondition,
    GrantCondition,
    ObjectFilter,
    PermanentGrant,
    SelfReduction,
    SpellGrant,
)
from castable.model.oracle.common import NUMBERS, rx
from castable.model.oracle.modifiers import spell_filter

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_Who = Literal["each", "you", "opponents"]
_When = Literal["second_spell", "your_turn", "combat"]
#: the prohibitions read: the whole line -> (who, when)
PROHIBITIONS: dict[str, tuple[_Who, _When]] = {
    "Each player can't cast more than one spell each turn.": ("each", "second_spell"),
    "You can't cast more than one spell each turn.": ("you", "second_spell"),
    "Your opponents can't cast spells during your turn.": ("opponents", "your_turn"),
    "Players can't cast spells during combat.": ("each", "combat"),
    "Your opponents can't cast spells during combat.": ("opponents", "combat"),
}
#: Grand Abolisher, Myrel: a cast prohibition and, during its controller's turn, the activated
#: abilities (mana abilities too: nothing excepts them) of those permanents of its opponents
_ABOLISHER = ("During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, "
              "or enchantments.")


def perm13_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines, recorded on ``r``; False when the line is none of them
    (the other readers decide)."""
    if line == _ABOLISHER:
        return _abolisher(r)
    if "can't cast" in line:
        return _prohibition(r, line)
    if (line.startswith("Activated abilities of ") and line.endswith("can't be activated.")) \
            or line.endswith("can't be activated unless they're mana abilities."):
        return _ability_prohibition(r, line)
    if line.startswith("The second spell you cast each turn costs "):
        return _second_spell(r, line)
    if " you cast have affinity for " in line:
        return _affinity_grant(r, line)
    if line.startswith(("You may cast ", "Any player may cast ")) and line.endswith(" as though they had flash."):
        return _flash_grant(r, line)
    if line.startswith("You may cast ") and " as though it had flash if you pay {" in line:
        return _flash_tax(r, line)
    if line.endswith(" as though it had flash.") or (line.startswith("You may cast ") and " as though it had flash if" in line):
        return _flash_if(r, line)
    if line.endswith("less to cast during your turn."):
        return _your_turn(r, line)
    if line.startswith(("This spell costs {", "CARDNAME costs {")) and " less to cast if " in line:
        return _conditional_reduction(r, line)
    return False


def _abolisher(r: Reader) -> bool:
    if r.is_spell_card:
        return False
    r.cast_prohibitions.append(CastProhibition("opponents", "your_turn", _ABOLISHER))
    r.permanent_grants.append(PermanentGrant("opponents", ObjectFilter(types=frozenset({"Artifact", "Creature",
                                                                                          "Enchantment"})),
                                             forbids="all", condition=GrantCondition("your_turn")))
    return True


def _conditional_reduction(r: Reader, line: str) -> bool:
    """601.2f, once or not at all: "... if you control a creature with power 4 or greater" (its power
    as the state gives it) and "... if your opponents control three or more creatures" (all of
    them together)."""
    m = rx.fullmatch(rf"{r.self_re} costs \{{(\d+)\}} less to cast if (?:you control a creature with power (\d+) or "
                     r"greater|your opponents control (\w+) or more creatures)\.", line)
    if m is None:
        return False
    amount = int(m.group(1))
    if m.group(2) is not None:
        mine = ObjectFilter(types=frozenset({"Creature"}), min_power=int(m.group(2)), controller="you")
        r.reductions.append(SelfReduction(mine, True, measure="field", amount=amount, at_most=1))
        return True
    if m.group(3) not in NUMBERS:
        return False
    theirs = ObjectFilter(types=frozenset({"Creature"}), controller="opponent")
    r.reductions.append(SelfReduction(theirs, False, measure="field", amount=amount, at_least=NUMBERS[m.group(3)]))
    return True


def _prohibition(r: Reader, line: str) -> bool:
    entry = PROHIBITIONS.get(line)
    if entry is None or r.is_spell_card:
        return False
    r.cast_prohibitions.append(CastProhibition(entry[0], entry[1], line))
    return True


#: "Activated abilities of <plural types>": the permanent types (110.4) their activated abilities
#: are prohibited on
_PLURALS = {"artifacts": "Artifact", "creatures": "Creature", "planeswalkers": "Planeswalker", "lands": "Land",
            "enchantments": "Enchantment"}
_WHOSE = {None: "all", " you control": "yours", " your opponents control": "opponents"}


def _ability_prohibition(r: Reader, line: str) -> bool:
    """602.5: "Activated abilities of artifacts [, creatures, and planeswalkers] [you control | your
    opponents control] can't be activated [unless they're mana abilities]." (Null Rod, Cursed
    Totem, Clarion Conqueror, Linvala, Damping Matrix): a :class:`PermanentGrant` that forbids,
    on every permanent of those types (the source too: "artifacts" is every artifact)."""
    m = rx.fullmatch(r"Activated abilities of ([a-z, ]+?)( you control| your opponents control)? can't be "
                     r"activated( unless they're mana abilities)?\.", line)
    if m is None or r.is_spell_card:
        return False
    words = [w for w in rx.split(r", and |, | and ", m.group(1)) if w]
    if not words or any(w not in _PLURALS for w in words):
        return False
    recipients = ObjectFilter(types=frozenset(_PLURALS[w] for w in words))
    r.permanent_grants.append(PermanentGrant(_WHOSE[m.group(2)], recipients,
                                             forbids="nonmana" if m.group(3) else "all"))
    return True


def _second_spell(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"The second spell you cast each turn costs \{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card:
        return False
    r.modifiers.append(CostModifier("reduce", int(m.group(1)), ANY, "you", nth_spell=2))
    return True


def _affinity_grant(r: Reader, line: str) -> bool:
    """702.41a: "[<quality>] spells you cast have affinity for artifacts." (Sami, Mycosynth Golem):
    a :class:`SpellGrant` whose keyword is the affinity and whose reduction is the one a printed
    "Affinity for artifacts" has (its word as ``affinity_filter`` reads it; "Goats" and other
    words it doesn't know: refused)."""
    from castable.model.oracle.standard13 import affinity_filter
    m = rx.fullmatch(r"(?:(.+?) spells|Spells) you cast have affinity for (\w+)\.", line)
    if m is None or r.is_spell_card:
        return False
    spells = ANY if m.group(1) is None else spell_filter(m.group(1))
    reduction = SelfReduction(affinity_filter(m.group(2)), yours_only=True)
    r.spell_grants.append(SpellGrant(spells, f"Affinity for {m.group(2)}", reduction=reduction))
    return True


def _flash_grant(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"(You|Any player) may cast (?:(.+?) )?spells as though they had flash\.", line)
    if m is None or r.is_spell_card:
        return False
    # 702.8a: a spell with flash may be cast any time its caster could cast an instant; spell_filter
    # refuses (Unsupported) what an ObjectFilter can't say ("historic", "legendary and artifact")
    spells = ANY if m.group(2) is None else spell_filter(m.group(2))
    r.spell_grants.append(SpellGrant(spells, "Flash", every_player=m.group(1) == "Any player"))
    return True


def _flash_tax(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"You may cast {r.self_re} as though it had flash if you pay \{{(\d+)\}} more to cast it\.", line)
    if m is None or "Instant" in r.types or r.flash_tax or r.flash_permission or "Flash" in r.keywords:
        return False  # an instant has flash's timing already (117.1a): nothing would say when to pay
    r.flash_tax = int(m.group(1))
    return True


_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _controlled(noun: str) -> ObjectFilter | None:
    """"a Faerie", "a creature with power 4 or greater", "a green or blue permanent": what the
    caster must control ("you" = the caster); None for any other noun."""
    from castable.model.oracle.targets import SUBTYPES
    m = rx.fullmatch(r"an? ([A-Z][a-z]+)", noun)
    if m and m.group(1) in SUBTYPES:
        return ObjectFilter(subtypes=frozenset({m.group(1)}), controller="you")
    m = rx.fullmatch(r"a creature with power (\d+) or greater", noun)
    if m:
        return ObjectFilter(types=frozenset({"Creature"}), min_power=int(m.group(1)), controller="you")
    m = rx.fullmatch(r"an? (white|blue|black|red|green) or (white|blue|black|red|green) permanent", noun)
    if m:
        return ObjectFilter(colors=frozenset({_COLOR[m.group(1)], _COLOR[m.group(2)]}), controller="you")
    return None


#: "<N> or more <kind> cards in your graveyard": the cards counted
_GRAVEYARD_KINDS = {"instant and/or sorcery": ObjectFilter(types=frozenset({"Instant", "Sorcery"})),
                    "Lesson": ObjectFilter(subtypes=frozenset({"Lesson"}))}


def _flash_if(r: Reader, line: str) -> bool:
    """601.3, 117.1a: "You may cast this spell as though it had flash if you control a Faerie.",
    "If / As long as you control <noun>, you may cast ~ as though it had flash.", "If there are
    two or more instant and/or sorcery cards in your graveyard, you may cast ~ as though it had
    flash." (``CardDef.flash_if``, given as Flash by ``castable.model.flashif`` while it holds)."""
    s = r.self_re
    m = rx.fullmatch(rf"You may cast {s} as though it had flash if you control (.+)\.", line) \
        or rx.fullmatch(rf"(?:If|As long as) you control (.+), you may cast {s} as though it had flash\.", line)
    cond: FlashCondition | None = None
    if m:
        f = _controlled(m.group(1))
        cond = FlashCondition("control", f) if f is not None else None
    g = rx.fullmatch(rf"If there are (\w+) or more (.+) cards in your graveyard, you may cast {s} as though it had "
                     r"flash\.", line)
    if g and g.group(1) in NUMBERS and g.group(2) in _GRAVEYARD_KINDS:
        cond = FlashCondition("graveyard", _GRAVEYARD_KINDS[g.group(2)], NUMBERS[g.group(1)])
    if cond is None or "Instant" in r.types or r.flash_if is not None or r.flash_tax or r.flash_permission:
        return False
    r.flash_if = cond
    return True


def _your_turn(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"{r.self_re} costs \{{(\d+)\}} less to cast during your turn\.", line)
    if m is None or not r.is_spell_card:
        return False
    r.reductions.append(SelfReduction(ObjectFilter(), True, measure="your_turn", amount=int(m.group(1)), at_most=1))
    return True
