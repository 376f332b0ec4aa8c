"""The spell's own conditional and counted cost reductions (601.2f), read exactly into
:class:`SelfReduction` records whose ``measure`` the state computes exactly
(:mod:`castable.model.selfcount`):

- "This spell costs {N} less to cast for each <creature / instant and sorcery / land /
  permanent / artifact and/or creature / noncreature, nonland> card in your graveyard." (the
  caster's graveyard; the spell itself, cast from there, is on the stack: 601.2a);
- "... for each creature in your party." (700.8);
- "... for each attacking creature [you control]." (``attacking``, 506.4);
- "... {N} less to cast if you control a <subtype / type / 'creature with flying'>." and
  "... if you control an artifact and {N} less to cast if you control an enchantment."
  (Assassin's Ink: two reductions; Geistlight Snare's "... if you control a Spirit. It also
  costs {1} less to cast if you control an enchantment." alike);
- "... {N} less to cast if you've cast another spell this turn." (``spells_cast_this_turn``);
- "... for each basic land type among lands you control." (domain, 305.6), "... for each
  color among permanents you control.", "... for each opponent you have.", "... for each
  creature your opponents control.", "... for each snow land you control.".

- "This spell costs {X} less to cast, where X is the greatest power among / the total power of /
  the total toughness of creatures you control / the number of differently named lands you
  control / your devotion to <color> / the greatest mana value among Elementals you control /
  the total mana value of noncreature artifacts you control." (the state's power and toughness
  are the characteristics with every effect applied: ``overrides`` plus counters, as every other
  power check reads them; the X here is not an announced X, 107.3).

Left unread: conditions the state doesn't record (a creature died, life gained, a crime
committed, cards revealed or cycled this turn, noncombat damage dealt), "card types among",
"historic".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ObjectFilter, SelfReduction
from castable.model.oracle.common import Unsupported, rx
from castable.model.oracle.cost13f import reduction, target_reduction
from castable.model.oracle.costs import object_filter

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: "for each <...> card in your graveyard": the card types any of which counts
_GRAVEYARD = {
    "creature": ObjectFilter(types=frozenset({"Creature"})),
    "instant and sorcery": ObjectFilter(types=frozenset({"Instant", "Sorcery"})),  # an instant or a sorcery
    "land": ObjectFilter(types=frozenset({"Land"})),
    "artifact and/or creature": ObjectFilter(types=frozenset({"Artifact", "Creature"})),
    # 110.4: the permanent types
    "permanent": ObjectFilter(types=frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                               "Planeswalker"})),
    "noncreature, nonland": ObjectFilter(non_types=frozenset({"Creature", "Land"})),
}
#: "if you control a creature with flying" (702.9): printed or granted keywords
_WITH = {"flying", "menace", "deathtouch", "lifelink", "trample", "haste", "vigilance", "reach"}
#: counts of the state with no object filter
_MEASURES = {"for each basic land type among lands you control": "domain",  # 305.6
             "for each color among permanents you control": "colors",  # 105.2
             "for each opponent you have": "opponents"}

_CREATURES = ObjectFilter(types=frozenset({"Creature"}), controller="you")
#: "This spell costs {X} less to cast, where X is ...": the measure (castable.model.selfcount)
#: and the permanents it looks at, all the caster's (filter_matches, "you" = the caster)
_WHERE_X = {
    "the greatest power among creatures you control": ("greatest_power", _CREATURES),
    "the total power of creatures you control": ("total_power", _CREATURES),
    "the total toughness of creatures you control": ("total_toughness", _CREATURES),
    "the number of differently named lands you control": (
        "named", ObjectFilter(types=frozenset({"Land"}), controller="you")),
    "the greatest mana value among Elementals you control": (
        "greatest_mana_value", ObjectFilter(subtypes=frozenset({"Elemental"}), controller="you")),
    "the total mana value of noncreature artifacts you control": (
        "total_mana_value", ObjectFilter(types=frozenset({"Artifact"}), non_types=frozenset({"Creature"}),
                                         controller="you")),
    **{f"your devotion to {name}": ("devotion", ObjectFilter(colors=frozenset({c})))
       for name, c in (("white", "W"), ("blue", "U"), ("black", "B"), ("red", "R"), ("green", "G"))},
}


def _controlled(noun: str) -> ObjectFilter:
    """"a Wizard", "an artifact", "a Giant or a Wizard", "a creature with flying": what the caster
    must control (filter_matches with "you" = the caster)."""
    m = rx.fullmatch(r"an? creature with ([a-z]+)", noun)
    if m:
        if m.group(1) not in _WITH:
            raise Unsupported
        return ObjectFilter(types=frozenset({"Creature"}), keywords=frozenset({m.group(1)}), controller="you")
    m = rx.fullmatch(r"an? (.+)", noun)
    if not m:
        raise Unsupported
    words = rx.sub(r" or an? ", " or ", m.group(1))
    f = object_filter(words, False)
    if not _exact(f):
        raise Unsupported
    return ObjectFilter(types=f.types, subtypes=f.subtypes, colors=f.colors, controller="you")


def _exact(f: ObjectFilter) -> bool:
    """object_filter's result carries only types, subtypes and colors (the copy above keeps them)."""
    return f == ObjectFilter(types=f.types, subtypes=f.subtypes, colors=f.colors)


def own_reduction_line(r: Reader, line: str) -> bool:
    """601.2f: one of the reductions of the module docstring, appended to ``r.reductions``;
    False when the line is none of them."""
    s = r.self_re
    m = rx.fullmatch(rf"{s} costs \{{X\}} less to cast, where X is (.+)\.", line)
    if m and m.group(1) in _WHERE_X:
        measure, counted = _WHERE_X[m.group(1)]
        r.reductions.append(SelfReduction(counted, True, measure=measure))  # type: ignore[arg-type]
        return True
    m = rx.fullmatch(rf"{s} costs \{{(\d+)\}} less to cast (.+)\.", line)
    if not m:
        return False
    amount, rest = int(m.group(1)), m.group(2)
    # the state-decided conditions and counts of cost13f first ("if it targets a creature with
    # flying", "for each creature you control with power 4 or greater", thresholds, life), then
    # this module's: one parse of the sentence for the reader and for abilities (act13b)
    if rest.startswith("if it targets ") and target_reduction(r, amount, rest[len("if it targets "):]):
        return True
    found = reduction(amount, rest)
    if found is not None:
        r.reductions.extend(found)
        return True
    # Geistlight Snare: "... if you control a Spirit. It also costs {1} less to cast if you
    # control an enchantment." -- the same as Assassin's Ink's "and {1} less to cast if ..."
    rest = rest.replace(". It also costs {", " and {")
    found = _reductions(amount, rest)
    if found is None:
        return False
    r.reductions.extend(found)
    return True


def _reductions(amount: int, rest: str) -> list[SelfReduction] | None:
    m = rx.fullmatch(r"for each (.+) card in your graveyard", rest)
    if m:
        if m.group(1) not in _GRAVEYARD:
            raise Unsupported
        return [SelfReduction(_GRAVEYARD[m.group(1)], True, measure="graveyard", amount=amount)]
    if rest == "for each creature in your party":  # 700.8
        return [SelfReduction(ObjectFilter(), True, measure="party", amount=amount)]
    m = rx.fullmatch(r"for each attacking creature( you control)?", rest)
    if m:
        f = ObjectFilter(types=frozenset({"Creature"}), combat="attacking", controller="you" if m.group(1) else None)
        return [SelfReduction(f, bool(m.group(1)), measure="field", amount=amount)]
    measure = _MEASURES.get(rest)
    if measure is not None:
        return [SelfReduction(ObjectFilter(), True, measure=measure, amount=amount)]  # type: ignore[arg-type]
    m = rx.fullmatch(r"for each (creature your opponents control|snow land you control)", rest)
    if m:
        f = (ObjectFilter(types=frozenset({"Creature"}), controller="opponent") if m.group(1).startswith("creature")
             else ObjectFilter(types=frozenset({"Land"}), supertypes=frozenset({"Snow"}), controller="you"))
        return [SelfReduction(f, f.controller == "you", measure="field", amount=amount)]
    if rest == "if you've cast another spell this turn":
        return [SelfReduction(ObjectFilter(), True, measure="spells_cast", amount=amount, at_most=1)]
    m = rx.fullmatch(r"if you control (an? [^{]+?)(?: and \{(\d+)\} less to cast if you control (an? [^{]+))?", rest)
    if m:
        out = [SelfReduction(_controlled(m.group(1)), True, measure="field", amount=amount, at_most=1)]
        if m.group(2):  # Assassin's Ink: each condition its own reduction
            out.append(SelfReduction(_controlled(m.group(3)), True, measure="field", amount=int(m.group(2)), at_most=1))
        return out
    return None
