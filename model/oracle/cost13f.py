"""Cost changes whose condition or count the state decides exactly (601.2f), read onto the
records the three checkers already apply:

- the spell's own reductions (:class:`SelfReduction`, decided by
  :func:`castable.model.selfcount.reduction_amount`): "... for each creature you control with
  power 4 or greater" / "with a +1/+1 counter on it" (``field``: power and counters as the state
  gives them); "... if you control a permanent with mana value 4 or greater" and "... if an
  opponent controls a green permanent" (``field``, once); "... if there is a land card in your
  graveyard" (``graveyard``, once); "... for each Cave you control and each Cave card in your
  graveyard" (two reductions, the permanents and the cards); "... if your life total is 5 or
  less" / "If you have 3 or less life, this spell costs {6} less to cast." (``life``, once
  while the caster's life is at most the number: ``up_to``); "... for each card type among cards
  in your graveyard" and delirium's "four or more card types" (``card_types``, 205.2a); Metalcraft's
  "three or more artifacts", "ten or more nonland permanents" (``at_least``);
- the spell's own target-dependent reduction (``CardDef.target_costs``): "... if it targets a
  creature with flying" (702.9, printed or granted), "... an attacking or tapped creature";
- a permanent's "During turns other than yours, spells you cast cost {1} less to cast."
  (``CostModifier.off_turn_only``: not while the caster, its controller, is the active player).

The sentence "~ costs {N} less to cast <rest>." is parsed once, by
``castable.model.oracle.selfcost.own_reduction_line`` (for spells, and for abilities through
``oracle.act13b``): it tries :func:`target_reduction` and :func:`reduction` here first, then its own.

Left unread: what the state doesn't record ("if you've committed a crime / gained life this
turn", "if a creature is attacking you"), counts over a single opponent
("if an opponent controls no basic lands").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ANY, CostModifier, ObjectFilter, SelfReduction
from castable.model.oracle.common import COLOR_WORD, NUMBERS, rx
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_CREATURE = frozenset({"Creature"})
#: "a permanent / creature / artifact with mana value N or greater": the card types counted
_KINDS = {"permanent": frozenset(), "creature": _CREATURE, "artifact": frozenset({"Artifact"}),
          "enchantment": frozenset({"Enchantment"})}
#: "if there is a <kind> card in your graveyard"
_CARDS = {"land": frozenset({"Land"}), "creature": _CREATURE, "artifact": frozenset({"Artifact"}),
          "enchantment": frozenset({"Enchantment"})}
#: "if it targets a creature with <keyword>" (702.x: printed or granted, ``GameObject.has``)
_KEYWORDS = {"flying", "reach", "trample", "menace", "deathtouch", "lifelink", "haste", "vigilance", "defender"}


def cost13f_line(r: Reader, line: str) -> bool:
    """One of the module doc's lines, recorded on ``r``; False when it is none of them."""
    if "cost" not in line:
        return False
    if line.startswith(("During turns other than yours, spells you cast cost {",
                        "As long as it's not your turn, spells you cast cost {")):
        return _off_turn(r, line)
    if line.startswith("If you have "):
        return _low_life(r, line)
    return False  # "~ costs {N} less to cast <rest>.": one parse, ``oracle.selfcost.own_reduction_line``


def reduction(amount: int, rest: str) -> list[SelfReduction] | None:
    """The reductions of "~ costs {N} less to cast <rest>." this module reads (the module doc), or
    None; called by ``oracle.selfcost.own_reduction_line``, which parses the sentence once."""
    m = rx.fullmatch(r"for each creature you control (?:with power (\d+) or greater|with a \+1/\+1 counter on it)", rest)
    if m:  # the creatures' power (with every effect) and counters as the state records them
        f = ObjectFilter(types=_CREATURE, controller="you", min_power=int(m.group(1)) if m.group(1) else None,
                         with_counter=None if m.group(1) else "+1/+1")
        return [SelfReduction(f, True, measure="field", amount=amount)]
    if rest == "if you control a creature with a +1/+1 counter on it":  # 122.1: its counters in the state
        f = ObjectFilter(types=_CREATURE, controller="you", with_counter="+1/+1")
        return [SelfReduction(f, True, measure="field", amount=amount, at_most=1)]
    if rest == "during your turn":  # the caster (or activator, 602.2b) is the active player
        return [SelfReduction(ObjectFilter(), True, measure="your_turn", amount=amount, at_most=1)]
    m = rx.fullmatch(r"if you control an? (permanent|creature|artifact|enchantment) with mana value (\d+) or greater",
                     rest)
    if m:
        f = ObjectFilter(types=_KINDS[m.group(1)], controller="you", min_mana_value=int(m.group(2)))
        return [SelfReduction(f, True, measure="field", amount=amount, at_most=1)]
    m = rx.fullmatch(r"if an opponent controls an? (white|blue|black|red|green) permanent", rest)
    if m:  # "opponent": a permanent the caster doesn't control (filter_matches)
        f = ObjectFilter(colors=frozenset({COLOR_WORD[m.group(1)]}), controller="opponent")
        return [SelfReduction(f, False, measure="field", amount=amount, at_most=1)]
    m = rx.fullmatch(r"if there is an? (land|creature|artifact|enchantment) card in your graveyard", rest)
    if m:  # the caster's graveyard; the spell itself is on the stack (601.2a)
        return [SelfReduction(ObjectFilter(types=_CARDS[m.group(1)]), True, measure="graveyard", amount=amount,
                              at_most=1)]
    m = rx.fullmatch(r"for each ([A-Z][a-z]+) you control and each ([A-Z][a-z]+) card in your graveyard", rest)
    if m and m.group(1) == m.group(2) and m.group(1) in SUBTYPES:  # Gargantuan Leech: both counts add up
        sub = frozenset({m.group(1)})
        return [SelfReduction(ObjectFilter(subtypes=sub, controller="you"), True, measure="field", amount=amount),
                SelfReduction(ObjectFilter(subtypes=sub), True, measure="graveyard", amount=amount)]
    found = _threshold(amount, rest)
    if found is not None:
        return [found]
    if rest == "for each card type among cards in your graveyard":  # 205.2a
        return [SelfReduction(ObjectFilter(), True, measure="card_types", amount=amount)]
    m = rx.fullmatch(r"if your life total is (\d+) or less", rest)
    if m:
        return [SelfReduction(ObjectFilter(), True, measure="life", amount=amount, up_to=int(m.group(1)))]
    return None


def _threshold(amount: int, rest: str) -> SelfReduction | None:
    """Once, or not at all, when a count reaches a number (``at_least``): "if you control three
    or more artifacts" (Metalcraft), "if you have eight or more instant and/or sorcery cards in
    your graveyard", "if there are ten or more nonland permanents on the battlefield" (every
    player's), "if creatures you control have total toughness 10 or greater", delirium's "if
    there are four or more card types among cards in your graveyard"."""
    m = rx.fullmatch(r"if you control (\w+) or more (artifacts|creatures|enchantments|lands)", rest)
    if m and m.group(1) in NUMBERS:
        f = ObjectFilter(types=frozenset({m.group(2)[:-1].capitalize()}), controller="you")
        return SelfReduction(f, True, measure="field", amount=amount, at_least=NUMBERS[m.group(1)])
    m = rx.fullmatch(r"if you have (\w+) or more (instant and/or sorcery|creature|land) cards in your graveyard", rest)
    if m and m.group(1) in NUMBERS:
        types = frozenset({"Instant", "Sorcery"}) if m.group(2).startswith("instant") else _CARDS[m.group(2)]
        return SelfReduction(ObjectFilter(types=types), True, measure="graveyard", amount=amount,
                             at_least=NUMBERS[m.group(1)])
    m = rx.fullmatch(r"if there are (\w+) or more nonland permanents on the battlefield", rest)
    if m and m.group(1) in NUMBERS:
        return SelfReduction(ObjectFilter(non_types=frozenset({"Land"})), False, measure="field", amount=amount,
                             at_least=NUMBERS[m.group(1)])
    m = rx.fullmatch(r"(?:if|as long as) there are (\w+) or more card types among cards in your graveyard", rest)
    if m and m.group(1) in NUMBERS:  # delirium (207.2c: the ability word changes nothing)
        return SelfReduction(ObjectFilter(), True, measure="card_types", amount=amount, at_least=NUMBERS[m.group(1)])
    m = rx.fullmatch(r"if creatures you control have total toughness (\d+) or greater", rest)
    if m:  # the toughness as the state gives it (every effect applied), negative values counted as they are
        return SelfReduction(ObjectFilter(types=_CREATURE, controller="you"), True, measure="total_toughness",
                             amount=amount, at_least=int(m.group(1)))
    return None


def _low_life(r: Reader, line: str) -> bool:
    """Avatar of Hope: "If you have 3 or less life, this spell costs {6} less to cast." (119.1)"""
    m = rx.fullmatch(r"If you have (\d+) or less life, this spell costs \{(\d+)\} less to cast\.", line)
    if m is None:
        return False
    r.reductions.append(SelfReduction(ObjectFilter(), True, measure="life", amount=int(m.group(2)),
                                      up_to=int(m.group(1))))
    return True


def target_reduction(r: Reader, amount: int, noun: str) -> bool:
    """"... if it targets a creature with flying / an attacking or tapped creature": once if some
    target matches (``CardDef.target_costs``, checked against the spell's slots by
    ``target_costs_fit``)."""
    m = rx.fullmatch(r"a creature with ([a-z]+)", noun)
    if m and m.group(1) in _KEYWORDS:
        filt = ObjectFilter(types=_CREATURE, keywords=frozenset({m.group(1)}))
    elif noun == "an attacking or tapped creature":  # 506.4 attacking; tapped (either will do)
        filt = ObjectFilter(types=_CREATURE, any_of=(ObjectFilter(combat="attacking"), ObjectFilter(tapped=True)))
    else:
        return False
    r.target_costs.append((CostModifier("reduce", amount, scope="you", targeting=filt), "creature"))
    return True


def _off_turn(r: Reader, line: str) -> bool:
    """A permanent's reduction of its controller's spells while another player is the active
    player (Geyser Drake, Naiad of Hidden Coves)."""
    m = rx.fullmatch(r"(?:During turns other than yours|As long as it's not your turn), spells you cast cost "
                     r"\{(\d+)\} less to cast\.", line)
    if m is None or r.is_spell_card:
        return False
    r.modifiers.append(CostModifier("reduce", int(m.group(1)), ANY, "you", off_turn_only=True))
    return True

