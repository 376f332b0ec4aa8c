"""Cost modifiers, alternative costs given to spells and the spell's own counted reductions
(issue 13, cost14; 601.2f, 118.9), whole lines only:

- alternative costs a permanent gives the spells its controller casts (118.9: "applied to it from
  another effect"; a :class:`SpellGrant` with ``alternative``, given to the cards by
  ``castable.model.grants``): "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for
  [<quality>] spells [that] you cast." (no X: 107.3b makes X 0 then, as the checkers do for every
  alternative cost), "You may collect evidence N rather than pay the mana cost for spells you
  cast.", "You may cast <quality> spells without paying their mana costs.", "You may cast spells
  from your hand without paying their mana costs." (Omniscience: the hand only), "The first spell
  each player casts during each of their turns may be cast without paying its mana cost."
  (Weftwalking: every player's, while their ``spells_cast_this_turn`` is 0 on their own turn);
- static cost modifiers of the zone a spell is cast from (``CostModifier.from_zones``, 601.2a):
  "Spells you cast from your graveyard [or from exile] cost {N} less to cast.", "Spells your
  opponents cast from graveyards or from exile cost {N} more to cast.";
- modifiers the state decides (``castable.model.statemods``): "[Creature] spells [you cast] of the
  chosen type cost {N} less to cast." after "As ~ enters, choose a creature type." (its
  ``chosen.creature_type``); "<quality> spells you cast cost {X} less to cast, where X is your
  speed / ~'s power."; "... cost {1} less to cast for each +1/+1 counter on ~."; "During your
  turn, spells you cast cost {1} less to cast for each creature you control with power N or
  greater."; "... as long as there are N or more <subtype> cards in your graveyard."; "The first
  <quality> spell you cast each turn costs {N} less to cast." (Melek);
- the spell's own "This spell costs {1} less to cast for each creature card you own in exile and
  in your graveyard." (a :class:`SelfReduction` measured ``owned_exile_graveyard``);
- the spell's own alternative costs "You may [pay {1} and ]return an Island / two Islands / a
  basic land you control to its / their owner's hand rather than pay this spell's mana cost."
  and "You may discard a Forest card rather than pay this spell's mana cost." (118.9); and those
  the state allows (``AlternativeCost.if_*``, dropped while the condition fails by
  ``castable.model.statemods.alternatives``): "If it's [not] your turn, you may <cost> rather than
  ...", "If four or more / exactly one / a white creature(s) are / is attacking, you may pay {M}
  rather than ...", "... if there are thirteen or more creatures on the battlefield.";
- "This spell costs {1} less to cast for each creature that attacked this turn / you attacked with
  this turn / if you attacked this turn." (the state's ``creatures_attacked_this_turn``, 508.1);
- "As an additional cost to cast this spell, [you may ]sacrifice any number of creatures /
  Spirits." (a repeatable optional cost, as Torgaar's without a reduction); "exile X [creature]
  cards from your graveyard" is read by :func:`castable.model.oracle.costs.cost_part` (``per_x``);
- "Plotting cards from your hand costs {2} less." (Doc Aurlock): plotting is a special action
  (116.2k) no answer holds, so it changes none.

Left unread: cost changes of activated abilities by their source ("Activated abilities of
artifacts you control cost {1} less to activate": mana abilities among them, and the one-mana
floor), "from anywhere other than your hand" (the library's top card is no zone the engine casts
from), an {X} alternative cost ("where X is that spell's mana value"), "Once each turn, you may
pay {0} ...", the chosen card type (Cloud Key: not a creature type), colored reductions
(Morophon), what the state doesn't record (a creature died, life gained, a crime committed).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from castable.model.cards import (
    ANY,
    NO_MANA,
    AlternativeCost,
    CostModifier,
    CostPart,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    SpellGrant,
)
from castable.model.oracle.common import NUMBERS, Unsupported, rx, text_cost
from castable.model.oracle.costs import cost_parts, plural_filter, singular_subtype
from castable.model.oracle.modifiers import spell_filter
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_LAND = frozenset({"Land"})
#: "choose a creature type" as it enters (614.12c): the state's ``chosen.creature_type``
_CHOOSES_TYPE = r"As {s} enters(?: the battlefield)?, choose a creature type\."
_ZONES = {"from your graveyard": frozenset({"your_graveyard"}),
          "from your graveyard or from exile": frozenset({"your_graveyard", "exile"}),
          "from graveyards or from exile": frozenset({"graveyard", "exile"})}


def cost14_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines, recorded on ``r``; False when it is none of them."""
    if line.startswith("As ") and line.endswith(", choose a creature type."):
        if rx.fullmatch(_CHOOSES_TYPE.format(s=r.self_re), line):
            r.chose_creature_type = True
        return False  # the choice itself is read with the other choices as it enters (replace13)
    if line.startswith("You may ") and line.endswith(" rather than pay this spell's mana cost."):
        return _own_alternative(r, line)
    if line.startswith("If ") and line.endswith(" rather than pay this spell's mana cost."):
        return _conditional_alternative(r, line)
    if line.startswith("You may pay {") and line.endswith(" creatures on the battlefield."):
        return _conditional_alternative(r, line)
    if line.startswith("You may ") or line.startswith("The first spell each player"):
        return _granted(r, line)
    if " cost" not in line:
        return False
    if line.startswith("Spells you cast from ") or line.startswith("Spells your opponents cast from "):
        return _zone(r, line)
    if line.startswith("During your turn, spells you cast cost {"):
        return _your_turn(r, line)
    if line.startswith("The first "):
        return _first(r, line)
    if "pells " in line and (" of the chosen type " in line or ", where X is " in line or " for each +1/+1 counter on "
                             in line or " as long as there are " in line or " for each creature you control " in line):
        return _dynamic(r, line)
    if line.endswith(" card you own in exile and in your graveyard."):
        return _owned(r, line)
    if line.endswith(" attacked this turn.") or line.endswith(" attacked with this turn."):
        return _attacked(r, line)
    if line.startswith("As an additional cost to cast ") and " any number of " in line:
        return _any_number(r, line)
    if line.startswith("Plotting cards from your hand costs {") and rx.fullmatch(
            r"Plotting cards from your hand costs \{\d+\} less\.", line):
        return True  # 116.2k, 702.170a: plotting is a special action no answer holds (moves lists none)
    return False


def _spells(words: str | None) -> ObjectFilter:
    """Which spells a granted cost reaches: spell_filter's words, or "<Subtype> creature"
    (Rooftop Storm's "Zombie creature spells"); never a land (305.1: lands aren't cast)."""
    if words is None:
        f = ANY
    else:
        m = rx.fullmatch(r"([A-Z][a-z]+) creature", words)
        if m and m.group(1) in SUBTYPES:
            f = ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({m.group(1)}))
        else:
            f = spell_filter(words)
    return replace(f, non_types=f.non_types | _LAND)


def _granted(r: Reader, line: str) -> bool:
    """118.9: an alternative cost for the spells its controller (or every player) casts."""
    m = rx.fullmatch(r"You may pay ((?:\{[0-9WUBRGC]\})+) rather than pay the mana cost for (?:(.+?) )?spells "
                     r"(?:that )?you cast\.", line)
    ev = rx.fullmatch(r"You may collect evidence (\d+) rather than pay the mana cost for spells you cast\.", line)
    free = rx.fullmatch(r"You may cast (?:(.+?) spells|spells (from your hand)) without paying their mana costs\.", line)
    first = line == "The first spell each player casts during each of their turns may be cast without paying its mana cost."
    if not (m or ev or free or first) or r.is_spell_card:
        return False
    if m:
        grant = SpellGrant(_spells(m.group(2)), "", alternative=AlternativeCost(r.name, text_cost(m.group(1))))
    elif ev:  # 701.59a: exile cards with total mana value N or greater from your graveyard
        part = CostPart("collect_evidence", int(ev.group(1)))
        grant = SpellGrant(_spells(None), "", alternative=AlternativeCost(r.name, parts=(part,)))
    elif free:
        grant = SpellGrant(_spells(free.group(1)), "", alternative=AlternativeCost(r.name), hand_only=bool(free.group(2)))
    else:
        grant = SpellGrant(_spells(None), "", every_player=True, alternative=AlternativeCost(r.name), first_spell=True)
    r.spell_grants.append(grant)
    return True


#: "return two Islands you control": how many, and the permanents (all the caster's, 601.2h)
_RETURNED = {"a basic land": (1, ObjectFilter(types=_LAND, supertypes=frozenset({"Basic"}), controller="you")),
             "an Island": (1, ObjectFilter(subtypes=frozenset({"Island"}), controller="you")),
             "two Islands": (2, ObjectFilter(subtypes=frozenset({"Island"}), controller="you")),
             "three Islands": (3, ObjectFilter(subtypes=frozenset({"Island"}), controller="you"))}


def _own_alternative(r: Reader, line: str) -> bool:
    """118.9, the spell's own: "You may [pay {1} and ]return an Island / two Islands / a basic land
    you control to its / their owner's hand rather than pay this spell's mana cost." (Daze, Gush,
    the Borderposts: ``return_to_hand``; a land tapped for mana first may be returned, 601.2h) and
    "You may discard a Forest card rather than pay this spell's mana cost." (Snag: a card with that
    land type, other than the spell, which is on the stack, 601.2a)."""
    m = rx.fullmatch(r"You may (?:pay (\{\d+\}) and )?return (an? [a-z ]+?|an Island|\w+ Islands) you control to "
                     r"(its|their) owner's hand rather than pay this spell's mana cost\.", line)
    d = rx.fullmatch(r"You may discard an? (Plains|Island|Swamp|Mountain|Forest) card rather than pay this spell's mana "
                     r"cost\.", line)
    if m and m.group(2) in _RETURNED and (m.group(3) == "its") == (_RETURNED[m.group(2)][0] == 1):
        n, returned = _RETURNED[m.group(2)]
        alt = AlternativeCost(r.name, text_cost(m.group(1)) if m.group(1) else NO_MANA,
                              (CostPart("return_to_hand", n, returned),))
    elif d:
        alt = AlternativeCost(r.name, parts=(CostPart("discard", 1, ObjectFilter(subtypes=frozenset({d.group(1)}))),))
    else:
        return False
    if any(a.name == r.name for a in r.alternative):
        raise Unsupported
    r.alternative.append(alt)
    return True


_ATTACKING = {"creature": ObjectFilter(), "white creature": ObjectFilter(colors=frozenset({"W"})),
              "black creature with flying": ObjectFilter(colors=frozenset({"B"}), keywords=frozenset({"flying"}))}


def _conditional_alternative(r: Reader, line: str) -> bool:
    """118.9 while the state says so (``AlternativeCost.if_*``): "If it's [not] your turn, you may
    <cost> rather than pay this spell's mana cost." (the Forces, Mine Collapse), "If four or more /
    exactly one / a white creature(s) are / is attacking, you may pay {M} rather than ..." (506.4:
    the state's attacking creatures, any player's), "You may pay {B} rather than pay this spell's
    mana cost if there are thirteen or more creatures on the battlefield." (Blasphemous Edict)."""
    t = rx.fullmatch(r"If it's (not )?your turn, you may (.+) rather than pay this spell's mana cost\.", line)
    a = rx.fullmatch(r"If (exactly one|an?|\w+ or more) ([a-z ]+?) (?:is|are) attacking, you may pay (\{[^ ]+\}) rather "
                     r"than pay this spell's mana cost\.", line)
    b = rx.fullmatch(r"You may pay (\{[^ ]+\}) rather than pay this spell's mana cost if there are (\w+) or more "
                     r"creatures on the battlefield\.", line)
    kw: dict[str, Any] = {}
    if t:
        mana, parts = cost_parts(r, t.group(2))
        kw = {"if_turn": "not_yours" if t.group(1) else "yours"}
    elif a:
        how, noun = a.group(1), a.group(2)
        plural = how.endswith(" or more")
        if noun.removesuffix("s") not in _ATTACKING or plural != noun.endswith("s") \
                or (plural and how.split()[0] not in NUMBERS):
            return False
        counted = replace(_ATTACKING[noun.removesuffix("s")], types=frozenset({"Creature"}), combat="attacking")
        n = NUMBERS[how.split()[0]] if plural else 1
        mana, parts = text_cost(a.group(3)), ()
        kw = {"if_count": counted, "if_at_least": n, "if_exactly": how == "exactly one"}
    elif b and b.group(2) in _BIG_NUMBERS:
        mana, parts = text_cost(b.group(1)), ()
        kw = {"if_count": ObjectFilter(types=frozenset({"Creature"})), "if_at_least": _BIG_NUMBERS[b.group(2)]}
    else:
        return False
    if any(x.name == r.name for x in r.alternative):
        raise Unsupported
    r.alternative.append(AlternativeCost(r.name, mana, parts, **kw))
    return True


_BIG_NUMBERS = {**NUMBERS, "eleven": 11, "twelve": 12, "thirteen": 13}


def _zone(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"Spells (you|your opponents) cast (from .+?) cost \{(\d+)\} (less|more) to cast\.", line)
    if m is None or m.group(2) not in _ZONES or r.is_spell_card:
        return False
    if (m.group(1) == "you") != m.group(2).startswith("from your"):
        return False  # "Spells your opponents cast from your graveyard" is never printed: not read
    r.modifiers.append(CostModifier("reduce" if m.group(4) == "less" else "increase", int(m.group(3)), ANY,
                                    "you" if m.group(1) == "you" else "opponents", from_zones=_ZONES[m.group(2)]))
    return True


def _your_turn(r: Reader, line: str) -> bool:
    """Temur Battlecrier: "During your turn, spells you cast cost {1} less to cast for each
    creature you control with power 4 or greater." (power as the state gives it)."""
    m = rx.fullmatch(r"During your turn, spells you cast cost \{(\d+)\} less to cast for each creature you control "
                     r"with power (\d+) or greater\.", line)
    if m is None or r.is_spell_card:
        return False
    counted = ObjectFilter(types=frozenset({"Creature"}), controller="you", min_power=int(m.group(2)))
    r.modifiers.append(CostModifier("reduce", int(m.group(1)), ANY, "you", per="field", per_filter=counted,
                                    your_turn_only=True))
    return True


def _first(r: Reader, line: str) -> bool:
    """Melek: "The first instant or sorcery spell you cast each turn costs {3} less to cast."
    (``first_of_kind``; "first kicked / face-down spell" and "during each of your turns" not read)."""
    m = rx.fullmatch(r"The first (.+?) spell you cast each turn costs \{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card or m.group(1) in ("kicked", "face-down creature"):
        return False
    try:
        spells = spell_filter(m.group(1))
    except Unsupported:
        return False
    r.modifiers.append(CostModifier("reduce", int(m.group(2)), spells, "you", first_of_kind=True))
    return True


def _dynamic(r: Reader, line: str) -> bool:
    """The chosen type, X (speed, power), counters on the source, a graveyard threshold."""
    if r.is_spell_card:
        return False
    s = r.self_re
    m = rx.fullmatch(r"((?:Creature )?)[Ss]pells( you cast)? of the chosen type cost \{(\d+)\} less to cast\.", line)
    if m:
        if not r.chose_creature_type or (m.group(1) == "" and not m.group(2)):
            return False  # a card type chosen (Cloud Key); "Spells of the chosen type" of everyone: unprinted
        spells = ObjectFilter(types=frozenset({"Creature"})) if m.group(1) else ANY
        r.modifiers.append(CostModifier("reduce", int(m.group(3)), spells, "you" if m.group(2) else "all",
                                        chosen_type=True))
        return True
    m = rx.fullmatch(rf"(.+?) spells you cast cost \{{(X|1)\}} less to cast(?:, where X is (your speed|{s}'s power)| for "
                     rf"each \+1/\+1 counter on {s}| for each creature you control with (a \+1/\+1 counter on it|power "
                     r"\d+ or greater)| as long as there are (\w+) or more ([A-Z][a-z]+) cards in your "
                     r"graveyard)\.", line)
    if m is None or (m.group(2) == "X") != bool(m.group(3)):
        return False
    try:
        spells = spell_filter(m.group(1))
    except Unsupported:
        return False
    if m.group(3):  # 702.179: speed; the source's power as the state gives it (107.1b: below 0 counts 0)
        mod = CostModifier("reduce", 1, spells, "you", per="speed" if m.group(3) == "your speed" else "power")
    elif m.group(4):  # Hamza: the creatures their controller controls, counters and power as the state gives them
        power = rx.fullmatch(r"power (\d+) or greater", m.group(4))
        counted = ObjectFilter(types=frozenset({"Creature"}), controller="you",
                               min_power=int(power.group(1)) if power else None, with_counter=None if power else "+1/+1")
        mod = CostModifier("reduce", 1, spells, "you", per="field", per_filter=counted)
    elif m.group(6):
        if m.group(5) not in NUMBERS or m.group(6) not in SUBTYPES:
            return False
        mod = CostModifier("reduce", 1, spells, "you", graveyard_at_least=NUMBERS[m.group(5)],
                           per_filter=ObjectFilter(subtypes=frozenset({m.group(6)})))
    else:  # 122.1: the +1/+1 counters on the source
        mod = CostModifier("reduce", 1, spells, "you", per="counter:+1/+1")
    r.modifiers.append(mod)
    return True


def _any_number(r: Reader, line: str) -> bool:
    """"As an additional cost to cast this spell, [you may ]sacrifice any number of creatures /
    Spirits." (118.8: zero or more, each its own sacrifice): a repeatable cost with nothing off,
    as Torgaar's without its reduction; the number sacrificed is the plan's count."""
    m = rx.fullmatch(rf"As an additional cost to cast {r.self_re}, (?:you may )?sacrifice any number of (\w+)\.", line)
    if m is None:
        return False
    word = m.group(1)
    one = singular_subtype(word)
    counted = ObjectFilter(subtypes=frozenset({one})) if one is not None else plural_filter(word)
    if any(o.name == "sacrifice" for o in r.optional):
        raise Unsupported
    r.optional.append(OptionalCost("sacrifice", parts=(CostPart("sacrifice", 1, counted),), repeatable=True))
    return True


def _attacked(r: Reader, line: str) -> bool:
    """508.1, the state's ``creatures_attacked_this_turn``: "... for each creature that attacked this
    turn." (every player's), "... for each creature you attacked with this turn.", "... if you
    attacked this turn." (raid: once, if the caster attacked with any)."""
    m = rx.fullmatch(rf"{r.self_re} costs \{{(\d+)\}} less to cast (for each creature that attacked|for each creature "
                     r"you attacked with|if you attacked) this turn\.", line)
    if m is None:
        return False
    how = m.group(2)
    r.reductions.append(SelfReduction(ObjectFilter(), True, measure="attacked" if how.endswith("that attacked")
                                      else "attacked_yours", amount=int(m.group(1)),
                                      at_most=1 if how.startswith("if") else None))
    return True


def _owned(r: Reader, line: str) -> bool:
    """Huskburster Swarm: the creature cards its caster owns in exile and in their graveyard, the
    spell itself not (601.2a: on the stack)."""
    m = rx.fullmatch(rf"{r.self_re} costs \{{(\d+)\}} less to cast for each creature card you own in exile and in "
                     r"your graveyard\.", line)
    if m is None:
        return False
    r.reductions.append(SelfReduction(ObjectFilter(types=frozenset({"Creature"})), True,
                                      measure="owned_exile_graveyard", amount=int(m.group(1))))
    return True
