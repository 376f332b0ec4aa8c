"""Cost modifiers and alternative costs of issue 13's costmana15 helper (601.2b, 601.2f, 118.9),
whole lines only, each mapped onto a field the checkers already read or one the state decides
before any checker looks (``castable.model.statemods``, ``castable.model.selfcount``):

- "If an opponent controls a Forest and you control a Swamp, you may cast this spell without
  paying its mana cost." (the Legates, Massacre, Submerge ...; 118.9): an alternative cost of no
  mana with ``condition`` (a permanent of the second basic land type its caster controls, as Snuff
  Out's) and ``if_count`` (at least one permanent of the first type an opponent controls, decided
  by ``statemods.alternatives``); land types as the state gives them (305.7);
- "If you control a Forest, rather than pay this spell's mana cost, you may have each other player
  gain N life." (Reverent Silence): the same ``condition``; the other players' life gain is part
  of paying it (601.2h) and changes nothing the engine answers (another player's higher life
  enables nothing it reads, as ``mana14``'s "Each opponent gains 1 life."). "you may have an
  opponent gain 3 life" (Invigorate) is not read: it needs an opponent to choose;
- "Raid — If you attacked this turn, you may pay {U} rather than pay this spell's mana cost."
  (Admiral's Order): ``AlternativeCost.if_attacked``, the caster's ``creatures_attacked_this_turn``
  above 0 (508.1), decided by ``statemods.alternatives``;
- "Spells your opponents cast during your turn cost {1} more to cast." (Paladin Class): cost14's
  ``your_turn_only`` on an opponents' increase;
- "Spells you cast that target a creature cost {2} less to cast." (Killian): once per spell
  when one of its targets is a creature (``targeting``, as Kopala's, seen from its controller);
- "Each spell you cast that's red or green costs {1} less to cast." (Goblin Anarchomancer);
- "As long as ~ is tapped, creature spells you cast cost {2} less to cast." (Centaur Omenreader:
  ``CostModifier.while_tapped``, as the state gives it when casting begins, 601.2f);
- "Creature spells with flying you cast cost {1} less to cast." (Warden of Evos Isle; Momo's "The
  first non-Lemur creature spell with flying you cast during each of your turns ..."): the spell
  filter's ``keywords``, the spell's card's (``rules.printed_keywords``);
- "Black spells you cast cost {B} more to cast." (the Leeches, Derelor): ``CostModifier.colored``,
  colored symbols added to the total cost (601.2f) by each checker;
- "Face-down creature spells you cast cost {1} less to cast." (Dream Chisel; Kadena's "The first
  face-down creature spell you cast each turn ..."): the spell filter's ``face_down``, a spell cast
  face down (708.2), decided by ``rules.modifier_applies``;
- "As long as it's your turn, this spell costs {2}{U}{U} less to cast." (Discontinuity: the measure
  "your_turn", a generic reduction and a colored one, 118.7c);
- "This spell costs {2} less to cast during your end step." (Closing Statement: the measure
  "your_end_step", 513.1);
- "Unlock costs you pay cost {1} less." (Inquisitive Glimmer), "Foretelling cards from your hand costs
  {1} less and can be done on any player's turn." (Cosmos Charger): special actions (709.5e,
  116.2h) no answer holds, as cost14's plotting;
- "Spells you cast of the chosen type cost {1} less to cast." after "As ~ enters, choose a card
  type [other than creature or land]." / "choose artifact, creature, enchantment, instant, or
  sorcery." (Cloud Key, Stenn, Umori: ``CostModifier.chosen_card_type``, the state's
  ``chosen.card_type``, resolved by ``statemods``);
- "<Subtype> spells you cast cost {1} less to cast for each <creature type> you control." (Sokka:
  cost14's ``per`` "field");
- "If there are ten or more creature cards total in all graveyards, this spell costs {6} less to
  cast." (Avatar of Woe: the ``SelfReduction`` measure "all_graveyards", the spell itself not
  counted, 601.2a);
- "This spell costs {N} less to cast if a creature died this turn." / "... for each creature that
  died this turn." (Bone Picker, Diregraf Rebirth: the measure "died", the state's
  ``creatures_died_this_turn`` of every player, 700.4).

- "If an opponent controls seven or more lands / at least four more creatures than you / has no cards
  in hand, this spell costs {6} less to cast.", "... if an opponent controls no basic lands / has seven
  or more cards in their graveyard." (the Avatars, Hagra Mauling, Into the Story): one opponent's
  count, the most or the fewest over the caster's opponents (the measures "opponent_*"), never a
  total over them.

Left unread: modifiers of activated abilities by their source, colored reductions ("This effect reduces only
the amount of colored mana you pay": hybrid symbols, 118.7d), spells' supertypes and mana values
in a modifier's filter (X changes a mana value, 202.3e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import (
    ANY,
    AlternativeCost,
    CostModifier,
    ObjectFilter,
    SelfReduction,
)
from castable.model.oracle.common import NUMBERS, Unsupported, rx, text_cost
from castable.model.oracle.modifiers import spell_filter
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_LAND = r"(Plains|Island|Swamp|Mountain|Forest)"


def _legate(s: str) -> str:
    return (rf"If an opponent controls an? {_LAND} and you control an? {_LAND}, you may cast {s} without paying its "
            r"mana cost\.")


def _gift_life(s: str) -> str:
    return rf"If you control an? {_LAND}, rather than pay {s}'s mana cost, you may have each other player gain (\d+) life\."


def _raid(s: str) -> str:
    return rf"If you attacked this turn, you may pay ((?:\{{[0-9WUBRGC]\}})+) rather than pay {s}'s mana cost\."


def _died_re(s: str) -> str:
    return rf"{s} costs \{{(\d+)\}} less to cast (if a creature died|for each creature that died) this turn\."


def _woe_re(s: str) -> str:
    return rf"If there are (ten) or more creature cards total in all graveyards, {s} costs \{{(\d+)\}} less to cast\."


_PER_YOURS = r"([A-Z][a-z]+) spells you cast cost \{1\} less to cast for each ([A-Z][a-z]+) you control\."
_TEN = {"ten": 10}


def costmana15_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines, recorded on ``r``; False when it is none of them."""
    if line.startswith("As long as it's your turn, "):
        return _your_turn(r, line)
    if line.startswith("As ") and ", choose " in line:
        _chooses_card_type(r, line)
        return False  # the choice itself is read with the other choices as it enters (replace13)
    if line.startswith("Spells you cast of the chosen type "):
        return _chosen_card_type(r, line)
    if line.startswith("If "):
        return _alternative(r, line) or _woe(r, line) or _an_opponent(r, line)
    if " less to cast if an opponent " in line:
        return _an_opponent(r, line)
    if line.startswith(("Unlock costs ", "Foretelling cards ")):
        return line in _SPECIAL_ACTIONS
    if line.startswith("Spells "):
        return _spells(r, line)
    if " spell with flying " in line or line.startswith("Creature spells with flying "):
        return _flying(r, line)
    if " spells you cast cost {" in line and line.endswith("} more to cast."):
        return _colored_increase(r, line)
    if "ace-down creature spell" in line:
        return _face_down(r, line)
    if line.startswith("As long as ") and " is tapped, " in line:
        return _while_tapped(r, line)
    if line.endswith(" less to cast during your end step."):
        return _end_step(r, line)
    if line.startswith("Each spell you cast that's "):
        return _colored(r, line)
    if " less to cast " in line and " died this turn." in line:
        return _died(r, line)
    if " spells you cast cost {1} less to cast for each " in line:
        return _per_yours(r, line)
    return False


#: 116.2h, 709.5e: foretelling a card and unlocking a door are special actions, which no answer
#: of the engine holds (``castable.solver.moves`` lists none): changing their costs changes nothing
_SPECIAL_ACTIONS = frozenset({"Unlock costs you pay cost {1} less.",
                              "Foretelling cards from your hand costs {1} less and can be done on any player's turn."})
#: 205.2a: the card types
_CARD_TYPES = frozenset({"Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred",
                         "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard"})


def _chooses_card_type(r: Reader, line: str) -> None:
    """"As ~ enters, choose a card type [other than creature or land]." / "choose artifact, creature,
    enchantment, instant, or sorcery." (614.12c): the card types the choice allows."""
    m = rx.fullmatch(rf"As {r.self_re} enters(?: the battlefield)?, choose (a card type(?: other than ([a-z]+)(?: or "
                     r"([a-z]+))?)?|(?:[a-z]+, )+or [a-z]+)\.", line)
    if m is None:
        return
    if m.group(1).startswith("a card type"):
        r.chose_card_type = _CARD_TYPES - {w.capitalize() for w in m.groups()[1:] if w}
        return
    named = {w.capitalize() for w in rx.split(r", or |, ", m.group(1))}
    if named <= _CARD_TYPES:
        r.chose_card_type = frozenset(named)


def _chosen_card_type(r: Reader, line: str) -> bool:
    """Cloud Key, Stenn, Umori: only the spells of the chosen card type (``statemods``)."""
    m = rx.fullmatch(r"Spells you cast of the chosen type cost \{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card or not r.chose_card_type or r.chose_creature_type:
        return False  # a creature type chosen is cost14's (Gathering Stone)
    r.modifiers.append(CostModifier("reduce", int(m.group(1)), ANY, "you", chosen_card_type=r.chose_card_type))
    return True


def _once(r: Reader, alt: AlternativeCost) -> None:
    if any(a.name == alt.name for a in r.alternative):
        raise Unsupported  # two alternative costs of the card's own name: not told apart
    r.alternative.append(alt)


def _alternative(r: Reader, line: str) -> bool:
    """118.9: the Legates', Reverent Silence's and raid's alternative costs (the module doc)."""
    s = r.self_re
    m = rx.fullmatch(_legate(s), line)
    if m:
        theirs = ObjectFilter(subtypes=frozenset({m.group(1)}), controller="opponent")
        _once(r, AlternativeCost(r.name, condition=ObjectFilter(subtypes=frozenset({m.group(2)})), if_count=theirs,
                                 if_at_least=1))
        return True
    m = rx.fullmatch(_gift_life(s), line)
    if m:  # the life the others gain is no cost the engine's answers can see (module doc)
        _once(r, AlternativeCost(r.name, condition=ObjectFilter(subtypes=frozenset({m.group(1)}))))
        return True
    m = rx.fullmatch(_raid(s), line)
    if m:
        _once(r, AlternativeCost(r.name, text_cost(m.group(1)), if_attacked=True))
        return True
    return False


def _woe(r: Reader, line: str) -> bool:
    m = rx.fullmatch(_woe_re(r.self_re), line)
    if m is None:
        return False
    r.reductions.append(SelfReduction(ObjectFilter(types=frozenset({"Creature"})), False, measure="all_graveyards",
                                      amount=int(m.group(2)), at_least=_TEN[m.group(1)]))
    return True


_LANDS = ObjectFilter(types=frozenset({"Land"}))
_BASIC_LANDS = ObjectFilter(types=frozenset({"Land"}), supertypes=frozenset({"Basic"}))


def _an_opponent(r: Reader, line: str) -> bool:
    """"If an opponent controls seven or more lands / at least four more creatures than you / has no
    cards in hand, this spell costs {6} less to cast." (the Avatars), "This spell costs {1} less to
    cast if an opponent controls no basic lands / has seven or more cards in their graveyard."
    (Hagra Mauling, Into the Story): one opponent's count (the measures "opponent_*")."""
    s = r.self_re
    m = rx.fullmatch(rf"If an opponent (.+), {s} costs \{{(\d+)\}} less to cast\.", line) \
        or rx.fullmatch(rf"{s} costs \{{(\d+)\}} less to cast if an opponent (.+)\.", line)
    if m is None:
        return False
    cond, amount = (m.group(1), m.group(2)) if line.startswith("If ") else (m.group(2), m.group(1))
    kw: dict[str, object] | None = None
    n = rx.fullmatch(r"controls (\w+) or more lands", cond)
    if n and n.group(1) in NUMBERS:
        kw = {"counted": _LANDS, "measure": "opponent_most", "at_least": NUMBERS[n.group(1)]}
    n = rx.fullmatch(r"controls at least (\w+) more creatures than you", cond)
    if n and n.group(1) in NUMBERS:
        kw = {"counted": ObjectFilter(), "measure": "opponent_creatures_over", "at_least": NUMBERS[n.group(1)]}
    n = rx.fullmatch(r"has (\w+) or more cards in their graveyard", cond)
    if n and n.group(1) in NUMBERS:
        kw = {"counted": ObjectFilter(), "measure": "opponent_graveyard_most", "at_least": NUMBERS[n.group(1)]}
    if cond == "has no cards in hand":
        kw = {"counted": ObjectFilter(), "measure": "opponent_hand_fewest", "up_to": 0}
    if cond == "controls no basic lands":
        kw = {"counted": _BASIC_LANDS, "measure": "opponent_fewest", "up_to": 0}
    if kw is None:
        return False
    r.reductions.append(SelfReduction(yours_only=False, amount=int(amount), **kw))  # type: ignore[arg-type]
    return True


def _died(r: Reader, line: str) -> bool:
    """700.4: "dies" is put into a graveyard from the battlefield; every player's creatures count."""
    m = rx.fullmatch(_died_re(r.self_re), line)
    if m is None:
        return False
    once = m.group(2).startswith("if")
    r.reductions.append(SelfReduction(ObjectFilter(), False, measure="died", amount=int(m.group(1)),
                                      at_most=1 if once else None))
    return True


def _spells(r: Reader, line: str) -> bool:
    """Paladin Class's opponents' increase during its controller's turn; Killian's reduction of
    the spells that target a creature."""
    if r.is_spell_card:
        return False
    m = rx.fullmatch(r"Spells your opponents cast during your turn cost \{(\d+)\} more to cast\.", line)
    if m:
        r.modifiers.append(CostModifier("increase", int(m.group(1)), ANY, "opponents", your_turn_only=True))
        return True
    m = rx.fullmatch(r"Spells you cast that target a creature cost \{(\d+)\} less to cast\.", line)
    if m:  # once per spell, whoever controls the creature (115.1; ``targeting`` as Kopala's)
        r.modifiers.append(CostModifier("reduce", int(m.group(1)), ANY, "you",
                                        targeting=ObjectFilter(types=frozenset({"Creature"}))))
        return True
    return False


def _while_tapped(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"As long as {r.self_re} is tapped, (.+?) spells you cast cost \{{(\d+)\}} less to cast\.", line)
    if m is None or r.is_spell_card:
        return False
    try:
        spells = spell_filter(m.group(1))
    except Unsupported:
        return False
    r.modifiers.append(CostModifier("reduce", int(m.group(2)), spells, "you", while_tapped=True))
    return True


def _flying(r: Reader, line: str) -> bool:
    """"Creature spells with flying you cast cost {1} less to cast." (Warden of Evos Isle) and Momo's
    "The first non-Lemur creature spell with flying you cast during each of your turns costs {1}
    less to cast." (cost14's ``first_of_kind`` and ``your_turn_only``): the spell's card has
    flying (702.9, ``rules.printed_keywords``)."""
    m = rx.fullmatch(r"(?:Creature spells with flying you cast cost|The first non-([A-Z][a-z]+) creature spell with flying "
                     r"you cast during each of your turns costs) \{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card or (m.group(1) and m.group(1) not in SUBTYPES):
        return False
    first = bool(m.group(1))
    spells = ObjectFilter(types=frozenset({"Creature"}), keywords=frozenset({"flying"}),
                          non_subtypes=frozenset({m.group(1)}) if first else frozenset())
    r.modifiers.append(CostModifier("reduce", int(m.group(2)), spells, "you", first_of_kind=first,
                                    your_turn_only=first))
    return True


def _colored_increase(r: Reader, line: str) -> bool:
    """The Leeches: "Black spells you cast cost {B} more to cast." (``CostModifier.colored``)."""
    m = rx.fullmatch(r"(White|Blue|Black|Red|Green) spells you cast cost ((?:\{[WUBRG]\})+) more to cast\.", line)
    if m is None or r.is_spell_card:
        return False
    colored = tuple(rx.findall(r"\{([WUBRG])\}", m.group(2)))
    r.modifiers.append(CostModifier("increase", 0, spell_filter(m.group(1)), "you", colored=colored))
    return True


def _face_down(r: Reader, line: str) -> bool:
    """"Face-down creature spells you cast cost {1} less to cast." (Dream Chisel) and "The first
    face-down creature spell you cast each turn costs {3} less to cast." (Kadena: cost14's
    ``first_of_kind``): only a spell cast face down (708.2, morph, disguise), the filter's
    ``face_down`` as ``rules.modifier_applies`` reads it of a spell."""
    m = rx.fullmatch(r"(Face-down creature spells you cast cost|The first face-down creature spell you cast each turn "
                     r"costs) \{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card:
        return False
    spells = ObjectFilter(types=frozenset({"Creature"}), face_down=True)
    r.modifiers.append(CostModifier("reduce", int(m.group(2)), spells, "you", first_of_kind=m.group(1).startswith("The")))
    return True


def _your_turn(r: Reader, line: str) -> bool:
    """Discontinuity: "As long as it's your turn, this spell costs {2}{U}{U} less to cast." (the measure
    "your_turn"): the generic part and each color's symbols (118.7c: a color's excess comes off the
    generic part) as reductions of their own."""
    m = rx.fullmatch(rf"As long as it's your turn, {r.self_re} costs (\{{\d+\}})?((?:\{{[WUBRG]\}})*) less to cast\.",
                     line)
    if m is None or not (m.group(1) or m.group(2)):
        return False
    if m.group(1):
        r.reductions.append(SelfReduction(ObjectFilter(), True, measure="your_turn", amount=int(m.group(1)[1:-1])))
    colors = rx.findall(r"\{([WUBRG])\}", m.group(2))
    for c in sorted(set(colors)):
        r.reductions.append(SelfReduction(ObjectFilter(), True, color=c, measure="your_turn", amount=colors.count(c)))
    return True


def _end_step(r: Reader, line: str) -> bool:
    """Closing Statement: "This spell costs {2} less to cast during your end step." (513.1)."""
    m = rx.fullmatch(rf"{r.self_re} costs \{{(\d+)\}} less to cast during your end step\.", line)
    if m is None:
        return False
    r.reductions.append(SelfReduction(ObjectFilter(), True, measure="your_end_step", amount=int(m.group(1))))
    return True


def _colored(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"Each spell you cast that's (white|blue|black|red|green) or (white|blue|black|red|green) costs "
                     r"\{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card or m.group(1) == m.group(2):
        return False
    r.modifiers.append(CostModifier("reduce", int(m.group(3)), spell_filter(f"{m.group(1)} and {m.group(2)}"), "you"))
    return True


def _per_yours(r: Reader, line: str) -> bool:
    """Sokka: "Equipment spells you cast cost {1} less to cast for each Ally you control." (the
    state's permanents its controller controls, cost14's ``per`` "field")."""
    m = rx.fullmatch(_PER_YOURS, line)
    if m is None or r.is_spell_card or m.group(1) not in SUBTYPES or m.group(2) not in SUBTYPES:
        return False
    counted = ObjectFilter(subtypes=frozenset({m.group(2)}), controller="you")
    r.modifiers.append(CostModifier("reduce", 1, spell_filter(m.group(1)), "you", per="field", per_filter=counted))
    return True
