"""Cost changes (601.2f, 602.2b): the spell's own reductions and increases, and static abilities
of permanents that change the costs of spells or abilities.

Read exactly:

- "This spell costs {1} less to cast for each <permanent you control / on the battlefield>."
  (a :class:`SelfReduction`; Affinity for <type>, 702.41a, is one too, read with the keywords
  in :mod:`castable.model.oracle.keywords`); "This spell costs {N} more to cast for each target
  beyond the first." (``per_extra_target``, also after the ability word Strive, 207.2c).
- Static abilities of permanents (604): "<quality> spells [you cast | your opponents cast] cost
  {N} more/less to cast." (quality: a color, "colorless", a card type, "non<type>", real
  subtypes, lists of one kind of word: "Kithkin spells and Soldier spells", "red creature spells
  and green creature spells"; never "historic", "legendary", "outlaw": ObjectFilter can't say
  them, or the engine doesn't check) and "Spells / Abilities your opponents cast / activate that
  target a <quality> you control cost {N} more to cast / activate." (:class:`CostModifier`), and
  Trinisphere's minimum.

Issue 12, read exactly: "This spell costs {G} less to cast for each green creature you
control" (a colored :class:`SelfReduction`, 118.7c); "This spell costs {2} less to cast if it
targets <a target noun>" and "This spell costs 3 life more to cast for each target"
(``CardDef.target_costs``); "Spells [you cast | your opponents cast] that target <this> cost
{N} more/less to cast" (``targets_source``); "Each <quality> spell you cast costs {1} less to
cast for each creature it targets" (``per_target``); "Each spell costs {3} more to cast except
during its controller's turn" (``off_turn_only``).

Left unread: cost changes the dataclasses can't express exactly (colored increases, "for each"
counts of cards or players, conditions on what happened this turn, Hinata's "for each target"
where players count too).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from castable.model.cards import ANY, CostModifier, ObjectFilter, SelfReduction
from castable.model.mana import ManaCost
from castable.model.oracle.common import COLOR_WORD, Unsupported, rx
from castable.model.oracle.costs import object_filter
from castable.model.oracle.selfcost import own_reduction_line
from castable.model.oracle.targets import SUBTYPES, target_noun

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


# ----- the spell's own cost changes (601.2f) --------------------------------------------------------

def _count_filter(text: str) -> tuple[ObjectFilter, bool] | None:
    """"artifact you control", "creature on the battlefield", "Island you control": the counted
    permanents of a self-reduction, and whether only yours count."""
    m = rx.fullmatch(r"(.+?) (you control|on the battlefield)", text)
    if not m:
        return None
    try:
        return object_filter(m.group(1), False), m.group(2) == "you control"
    except Unsupported:
        return None


def self_cost_line(r: Reader, line: str) -> bool:
    """The spell's own cost reduction or increase (601.2f); False when the line is neither."""
    if "cost" not in line:
        return False
    if own_reduction_line(r, line):  # graveyard cards, party, "if you control a Wizard" ...
        return True
    s = r.self_re
    m = rx.fullmatch(rf"{s} costs \{{([1WUBRG])\}} less to cast for each (.+)\.", line)
    if m:
        counted = _count_filter(m.group(2))
        if counted is None:
            raise Unsupported
        color = None if m.group(1) == "1" else m.group(1)  # Khalni Hydra: {G} less each (118.7c)
        r.reductions.append(SelfReduction(counted[0], yours_only=counted[1], color=color))
        return True
    if _target_cost_line(r, line):
        return True
    m = rx.fullmatch(rf"{s} costs \{{(\d+)\}} more to cast for each target beyond the first\.", line)
    if m:
        if r.per_extra_target or not r.is_spell_card:
            raise Unsupported
        r.per_extra_target = int(m.group(1))
        return True
    return False


def _target_cost_line(r: Reader, line: str) -> bool:
    """601.2f, the spell's own cost that depends on its targets: "This spell costs {2} less to
    cast if it targets a legendary creature" (once, if some target matches, seen from the
    caster), "{2} more to cast if it targets a Dragon" (Dragon's Prey, an increase) and "This
    spell costs 3 life more to cast for each target" (Phyrexian Purge: for each target, life).
    The target kinds the condition needs are checked against the spell's own slots once every
    line is read (:func:`target_costs_fit`)."""
    s = r.self_re
    m = rx.fullmatch(rf"{s} costs \{{(\d+)\}} (less|more) to cast if it targets an? (.+)\.", line)
    if m:
        phrase = m.group(3)
        slot_kw, used = target_noun(r, phrase, False)
        if used != len(phrase) or slot_kw.get("kind") not in ("creature", "permanent", "spell"):
            raise Unsupported
        filt: ObjectFilter = slot_kw["filter"]
        if slot_kw["kind"] == "creature":  # "target creature" is a kind; as a condition, a type
            filt = replace(filt, types=filt.types | {"Creature"})
        kind: Literal["reduce", "increase"] = "reduce" if m.group(2) == "less" else "increase"  # Dragon's Prey: more
        r.target_costs.append((CostModifier(kind, int(m.group(1)), scope="you", targeting=filt), slot_kw["kind"]))
        return True
    m = rx.fullmatch(rf"{s} costs (\d+) life more to cast for each target\.", line)
    if m:
        r.target_costs.append((CostModifier("increase", int(m.group(1)), scope="you", targeting=ANY, per_target=True,
                                            life=True), "each"))
        return True
    return False


def target_costs_fit(r: Reader) -> bool:
    """Whether the conditions of :func:`_target_cost_line` can be checked on the spell's own
    targets by an object filter alone: a permanent condition ("a tapped creature") on slots that
    target only permanents, a spell condition ("a blue spell") on slots that target only
    spells; "for each target" on one slot of objects (players are no objects, so they are not
    counted: not read)."""
    if not r.target_costs:
        return True
    if r.modes or r.mode_spec is not None:
        return False
    kinds = {t.kind for t in r.targets}
    for _, need in r.target_costs:
        if need == "spell" and kinds != {"spell"}:
            return False
        if need in ("creature", "permanent") and (not kinds or kinds - {"creature", "permanent", "any"}):
            return False
        if need == "each" and (len(r.targets) != 1 or kinds - {"creature", "permanent"}):
            return False
    return True


def colored_reductions_fit(r: Reader, mana_cost: ManaCost | None) -> bool:
    """A colored self-reduction (Khalni Hydra) is read only where its color is paid by plain
    symbols of that color alone: no hybrid or Phyrexian symbol of it (601.2b announces their
    halves; the checkers keep them as chosen at payment), no other cost to cast it with."""
    colors = {sr.color for sr in r.reductions if sr.color is not None}
    if not colors:
        return True
    if mana_cost is None or r.alternative or r.optional or r.modes or r.mode_spec is not None:
        return False
    return not any(s.colors & colors and (len(s.colors) > 1 or s.generic is not None or s.life)
                   for s in mana_cost.symbols)


# ----- static abilities of permanents (604) -----------------------------------------------------
_SPELL_TYPES = {"creature": "Creature", "noncreature": None, "artifact": "Artifact", "enchantment": "Enchantment",
                "instant": "Instant", "sorcery": "Sorcery", "land": "Land", "planeswalker": "Planeswalker",
                "battle": "Battle"}


def spell_filter(words: str) -> ObjectFilter:
    """"Noncreature", "Instant and sorcery", "Black spells and green", "Red creature",
    "Dragon", "Multicolored", "Colorless", "Kithkin spells and Soldier", "Red creature spells
    and green creature": which spells a cost modifier changes. Only what an
    :class:`ObjectFilter` says exactly: one kind of word in a list (its sets are any-of), and
    only real subtypes ("Historic", "Legendary", "Outlaw", "Party" are not: refused)."""
    words = words.replace(" spells and ", " and ")
    alts = rx.split(r" and | or |, and |, ", words)
    if len(alts) > 1:  # "instant and sorcery", "black and green": one kind of word, any of them
        if all(a.lower() in COLOR_WORD for a in alts):
            return ObjectFilter(colors=frozenset(COLOR_WORD[a.lower()] for a in alts))
        if all(_SPELL_TYPES.get(a.lower()) for a in alts):
            return ObjectFilter(types=frozenset(_SPELL_TYPES[a.lower()] for a in alts))  # type: ignore[misc]
        if all(a in SUBTYPES for a in alts):  # Ballyrush Banneret: a Kithkin or a Soldier (or both)
            return ObjectFilter(subtypes=frozenset(alts))
        # "red creature spells and green creature spells": a creature spell that is red or green
        cms = [rx.fullmatch(r"(white|blue|black|red|green) ([a-z]+)", a.lower()) for a in alts]
        if all(cms) and len({m.group(2) for m in cms}) == 1 and _SPELL_TYPES.get(cms[0].group(2)):  # type: ignore[union-attr]
            return ObjectFilter(colors=frozenset(COLOR_WORD[m.group(1)] for m in cms),  # type: ignore[union-attr]
                                types=frozenset({_SPELL_TYPES[cms[0].group(2)]}))  # type: ignore[arg-type,union-attr]
        raise Unsupported
    filt: dict[str, Any] = {}
    ws = words.split(" ")
    if len(ws) > 2:
        raise Unsupported
    for i, w in enumerate(ws):
        low = w.lower()
        if low in COLOR_WORD and i == 0:
            filt["colors"] = frozenset({COLOR_WORD[low]})
        elif low.startswith("non") and low[3:].lstrip("-") in COLOR_WORD and i == 0:
            filt["non_colors"] = frozenset({COLOR_WORD[low[3:].lstrip("-")]})
        elif low == "multicolored" and i == 0:
            filt["multicolored"] = True
        elif low == "colorless" and i == 0:  # 105.2c: no color, i.e. none of the five
            filt["non_colors"] = frozenset(COLOR_WORD.values())
        elif low.startswith("non") and low[3:] in _SPELL_TYPES and _SPELL_TYPES[low[3:]] and i == len(ws) - 1:
            filt["non_types"] = frozenset({_SPELL_TYPES[low[3:]]})
        elif low in _SPELL_TYPES and _SPELL_TYPES[low] and i == len(ws) - 1:
            filt["types"] = frozenset({_SPELL_TYPES[low]})
        elif w in SUBTYPES and i == len(ws) - 1:
            filt["subtypes"] = frozenset({w})
        else:
            raise Unsupported
    return ObjectFilter(**filt)


def _modifier(r: Reader, line: str) -> CostModifier | None:
    s = r.self_re
    if rx.fullmatch(rf"As long as {s} is untapped, each spell that would cost less than three mana to cast costs "
                    r"three mana to cast\.", line):
        return CostModifier("minimum", 3, scope="all", while_untapped=True)  # Trinisphere
    m = rx.fullmatch(r"(Spells|Abilities) your opponents (cast|activate) that target an? (.+?) you control cost "
                     r"\{(\d+)\} more to (cast|activate)\.", line)
    if m:
        spells = m.group(1) == "Spells"
        if spells != (m.group(2) == "cast") or spells != (m.group(5) == "cast"):
            raise Unsupported
        target = replace(object_filter(m.group(3), False), controller="you")
        return CostModifier("increase", int(m.group(4)), scope="opponents", targeting=target,
                            applies_to="spells" if spells else "abilities")
    m = rx.fullmatch(rf"Spells( you cast| your opponents cast)? that target {s} cost \{{(\d+)\}} (more|less) to cast\.",
                     line)
    if m:  # Accursed Witch, Icefall Regent, Spellwild Ouphe: only spells that target this permanent
        scope = {" you cast": "you", " your opponents cast": "opponents", None: "all"}[m.group(1)]
        return CostModifier("increase" if m.group(3) == "more" else "reduce", int(m.group(2)), ANY, scope,  # type: ignore[arg-type]
                            targeting=ANY, targets_source=True)
    m = rx.fullmatch(r"Each (.+?) spell you cast costs \{(\d+)\} less to cast for each (creature) it targets\.", line)
    if m:  # Battlefield Thaumaturge: once for each creature it targets
        return CostModifier("reduce", int(m.group(2)), spell_filter(m.group(1)), "you",
                            targeting=object_filter(m.group(3), False), per_target=True)
    if rx.fullmatch(r"Each spell costs \{(\d+)\} more to cast except during its controller's turn\.", line):
        return CostModifier("increase", int(line.split("{")[1].split("}")[0]), off_turn_only=True)  # Defense Grid
    m = rx.fullmatch(r"(.+?) spells( you cast| your opponents cast)? cost \{(\d+)\} (more|less) to cast\.", line)
    if m:
        words = m.group(1)
        spells = ANY if words in ("Each", "") else spell_filter(words)
        scope = {" you cast": "you", " your opponents cast": "opponents", None: "all"}[m.group(2)]
        return CostModifier("increase" if m.group(4) == "more" else "reduce", int(m.group(3)), spells, scope)  # type: ignore[arg-type]
    m = rx.fullmatch(r"Spells( you cast| your opponents cast)? cost \{(\d+)\} (more|less) to cast\.", line)
    if m:
        scope = {" you cast": "you", " your opponents cast": "opponents", None: "all"}[m.group(1)]
        return CostModifier("increase" if m.group(3) == "more" else "reduce", int(m.group(2)), ANY, scope)  # type: ignore[arg-type]
    return None


def modifier_line(r: Reader, line: str) -> bool:
    """A static ability of a permanent that changes the cost of spells or abilities (601.2f,
    602.2b), appended to ``r.modifiers``; False when the line is not one."""
    if line == "For each {B} in a cost, you may pay 2 life rather than pay that mana.":
        # K'rrik: each {B} of its controller's costs may be paid with 2 life (601.2b, 119.4)
        r.black_as_life = True
        return True
    mod = _modifier(r, line)
    if mod is None:
        return False
    r.modifiers.append(mod)
    return True
