"""act13b (issue 13): the effect side of activated abilities (602) that the reader used to refuse
whole: trailing restriction sentences that say when an ability may be activated, and effect
sentences that act only as the ability resolves.

- 602.5: "Activate only during your upkeep / any upkeep step / an opponent's upkeep / combat /
  the declare attackers / declare blockers / end of combat step", alone or with "and only once
  each turn": the steps (``state.PHASES`` names) and whose turn, a
  :class:`castable.model.cards.CastWindow` on ``ActivatedAbility.window``, decided for every
  checker by ``castable.model.castwindow.window_open`` with the activating player ("your" and
  "their" are the activating player's: 602.2 with "Any player may activate this ability but
  only during any upkeep step"). 506.1: combat is its five steps; the state's phase says which.
- "Activate only once." (and "Activate this ability only once.", with "only during your turn"
  or "only as a sorcery"): ``once_ever``, the same rule as exhaust (702.177a: an exhaust
  ability is the ability with "Activate only once"), against the state's ``exhausted``; only on
  the battlefield (a new object after a zone change is a new object, 400.7, and ``exhausted`` is
  recorded on permanents only).
- an effect sentence that lets its controller cast or play a card *as the ability resolves*,
  "without paying its mana cost" (608.2: the cast happens during the resolution, 601.2 begins
  then; nothing about activating the ability, its costs, targets, X or timing changes): "You
  may cast that card / the copy / a spell from among them / an instant or sorcery spell from
  your hand ... without paying its mana cost.", the hideaway lands' "You may play the exiled
  card without paying its mana cost if ...". Only whole sentences with no target, no X, no
  name of the card itself and no lasting permission ("until end of turn", "this turn", "for as
  long as": the state would have to record the permission) are read so.
- 700.2 on an activated ability: "<cost>: Choose one —" and its bullets, each bullet's effect
  read as an ability's effect (its targets and division, the same refusals: anything that could
  change the activation), into ``ActivatedAbility.modes``; the checkers take an ability's modes
  as a spell's (``castable.model.rules.ability_card``: 602.2b follows 601.2b-c, the mode is
  chosen, then its targets). Only "Choose one —" (no "one that hasn't been chosen", no "Choose
  one." with sentences after it), at least two bullets, no bullet that adds mana (605.1a) or
  moves the card between zones.

- 602.5: "Activate only if you control five or more Vampires / a creature with flying / four or
  more snow permanents / two or more black permanents / an Oko planeswalker" (``activate_if``,
  ``activate_if_count``, as a mana ability's, with "you" the activating player), alone or joined
  to the others by "and only": "Activate only during your upkeep and only if you control three
  or more artifacts". Not "no creatures" (an upper bound), not "another" (the source left out),
  not power bounds or conditions on what happened this turn.
- 107.3c: an effect amount the text defines, "Target creature gets -X/-X until end of turn,
  where X is the number of Swamps you control" (also "deals X damage", "loses X life", "Put X
  +1/+1 counters"), with no X in the cost: X is worked out as the ability resolves and names
  no target or target count, so the ability's targets are read as usual.
- 603.12: a reflexive triggered ability in the effect, "When you do, <effect>" / "When you
  discard a card this way, target player mills ...": it triggers as the ability resolves and
  its targets are chosen as it is put on the stack then (603.3d), never as the ability is
  activated: the sentence is skipped whole (no activation target), unless it mentions costs,
  mana, paying, activating or quoted text.
- 602.2b, 601.2f: "This ability costs {1} less to activate for each Vampire you control" and the
  other counts, conditions and "{X} less ..., where X is ..." the spell's own reductions have
  (``oracle.selfcost``, ``oracle.modifiers``), on ``ActivatedAbility.self_reductions``: the
  checkers take them off the ability's generic mana as they take a spell's
  (``castable.model.rules.ability_card``, ``castable.model.selfcount.reduction_amount``; "you"
  is the activating player). Not "if it targets", not a colored reduction, not an increase.

Left unread (still refused): "Activate only during your turn, before attackers are declared"
and other "before ... are declared" windows (whether attackers were declared this turn or a
combat is still to come can't be told from the phase alone: the same reason
``oracle.castwindow`` gives), "only if you've been attacked this step", conditions on the
hand or on the source ("Activate only if you have no cards in hand", "... if ~ is attacking"):
``oracle.act14`` reads the one "during your turn, before attackers are declared" and those two.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ActivatedAbility, CastWindow, Mode, ModeChoice, ObjectFilter
from castable.model.oracle.castwindow import COMBAT
from castable.model.oracle.common import COLOR_WORD, NUMBERS, Unsupported, rx
from castable.model.oracle.costs import object_filter
from castable.model.oracle.modifiers import self_cost_line
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_UPKEEP = frozenset({"upkeep"})

#: "Activate only during ..." (after the prefix) -> (steps, whose turn)
_WINDOWS: dict[str, tuple[frozenset[str], str | None]] = {
    "during your upkeep": (_UPKEEP, "yours"),
    "during any upkeep step": (_UPKEEP, None),
    "during an opponent's upkeep": (_UPKEEP, "opponent"),
    "during combat": (COMBAT, None),
    "during the declare attackers step": (frozenset({"declare_attackers"}), None),
    "during the declare blockers step": (frozenset({"declare_blockers"}), None),
    "during the end of combat step": (frozenset({"end_of_combat"}), None),
}

#: "Activate only once" sentences -> the other restrictions they carry
_ONCE: dict[str, dict[str, Any]] = {
    "Activate only once.": {},
    "Activate this ability only once.": {},
    "Activate only once and only during your turn.": {"your_turn_only": True},
    "Activate only as a sorcery and only once.": {"sorcery_speed": True},
}


def restriction(r: Reader, sentence: str) -> dict[str, Any] | None:
    """The :class:`castable.model.cards.ActivatedAbility` fields a trailing restriction
    sentence of this module sets (602.5, 602.5b, 602.2, 601.2f), or None when it is not one."""
    if sentence.startswith("This ability costs "):
        return _own_reduction(r, sentence)
    if not sentence.startswith(("Activate ", "Any player may activate this ability but only during")):
        return None
    if sentence in _ONCE:
        return {"once_ever": True, **_ONCE[sentence]}
    m = rx.fullmatch(r"(Any player may activate this ability but only|Activate only) ([^.]+)\.", sentence)
    if m is None:
        return None
    kw: dict[str, Any] = {"any_player": True} if m.group(1).startswith("Any") else {}
    for clause in m.group(2).split(" and only "):  # "during your upkeep and only once each turn"
        found = _clause(sentence, clause)
        if found is None or set(found) & set(kw):
            return None
        kw.update(found)
    if kw.get("any_player") and set(kw) != {"any_player", "window"}:
        return None  # "Any player may activate this ability but only ..." with a window alone
    return kw


def _clause(sentence: str, clause: str) -> dict[str, Any] | None:
    """One "only ..." of a restriction sentence: its fields, or None when it is not read."""
    if clause in _WINDOWS:
        phases, turn = _WINDOWS[clause]
        return {"window": CastWindow(phases, "yours" if turn == "yours" else "opponent" if turn else None,
                                     text=sentence)}
    simple = {"once each turn": {"once_per_turn": True}, "as a sorcery": {"sorcery_speed": True},
              "during your turn": {"your_turn_only": True}, "once": {"once_ever": True}}
    if clause in simple:
        return simple[clause]
    if clause.startswith("if you control "):
        return _controls(clause[len("if you control "):])
    return None


#: "a snow Mountain", "four or more snow permanents", "two or more black permanents", "an Oko
#: planeswalker", "a creature with flying": what the reader's cost filters don't say
_SPECIAL_NOUNS = re.compile(r"(?:(snow) (?:permanents?|([A-Z][a-z]+))|(white|blue|black|red|green) permanents?|"
                            r"([A-Z][a-z]+) planeswalker|creatures? with (flying))")


def _controls(text: str) -> dict[str, Any] | None:
    """602.5 "Activate only if you control <N or more / a> <noun>": ``activate_if`` (the
    permanents the activating player controls that count) and ``activate_if_count``."""
    m = rx.fullmatch(r"(an?|(two|three|four|five|six|seven|eight|nine|ten) or more) (.+)", text)
    if m is None:
        return None
    plural = m.group(2) is not None
    count = NUMBERS[m.group(2)] if plural else 1
    words = m.group(3)
    sm = _SPECIAL_NOUNS.fullmatch(words)
    if sm is not None:
        snow, snow_type, color, walker, keyword = sm.groups()
        if (snow_type or walker) and (plural or (snow_type or walker) not in SUBTYPES):
            return None
        if snow:
            f = ObjectFilter(supertypes=frozenset({"Snow"}), subtypes=frozenset({snow_type} if snow_type else ()))
        elif color:
            f = ObjectFilter(colors=frozenset({COLOR_WORD[color]}))
        elif walker:
            f = ObjectFilter(types=frozenset({"Planeswalker"}), subtypes=frozenset({walker}))
        else:
            f = ObjectFilter(types=frozenset({"Creature"}), keywords=frozenset({keyword}))
        if words.endswith("s") != plural and not snow_type and not walker:
            return None  # "a creature with flying" / "two or more creatures with flying" only
        return {"activate_if": f, "activate_if_count": count}
    try:
        f = object_filter(words, plural)
    except Unsupported:
        return None
    return {"activate_if": f, "activate_if_count": count}


#: 602.2b, 601.2f: "This ability costs {1} less to activate for each ... / if ... / {X} ..., where X is ..."
_OWN_REDUCTION = re.compile(r"This ability costs \{([1-9]|X)\} less to activate((?: for each| if|, where X is| during"
                            r" your turn)[^.]*)\.")


def _own_reduction(r: Reader, sentence: str) -> dict[str, Any] | None:
    """The ability's own cost reduction, read as the same sentence about a spell would be
    ("This spell costs {1} less to cast for each ...", ``oracle.modifiers.self_cost_line``):
    only the generic reductions it appends to the spell's ``reductions``; anything else it
    would set (a target-dependent cost, a colored reduction) is not read."""
    m = _OWN_REDUCTION.fullmatch(sentence)
    if m is None:
        return None
    saved, n_targets = r.reductions, len(r.target_costs)
    extra = (r.per_extra_target, r.per_extra_target_colors)
    r.reductions = []
    try:
        spell = f"This spell costs {{{m.group(1)}}} less to cast{m.group(2)}."
        read = self_cost_line(r, spell)  # the one parse of "This spell costs {N} less to cast ..." (oracle.selfcost)
        found = r.reductions
    finally:
        r.reductions = saved
        changed = len(r.target_costs) != n_targets or (r.per_extra_target, r.per_extra_target_colors) != extra
        del r.target_costs[n_targets:]
        r.per_extra_target, r.per_extra_target_colors = extra
    if not read or changed or not found or any(f.color is not None for f in found):
        raise Unsupported
    return {"self_reductions": tuple(found)}


#: 608.2: a card cast or played while the ability resolves, for free (see the module docstring)
_FREE_CAST = re.compile(
    r"(?:Then if [^,.]+, y|If you do, y|Y)ou may (?:cast|play) (?:that card|the copy|it|that spell|"
    r"the exiled card|a spell from among them|one of the copies|"
    r"an? (?:[a-z]+ or )?[a-z]+ spell from your hand(?: with mana value [^.]+?)?)"
    r" without paying (?:its|their) mana costs?(?: if [^.]+)?\.")
#: words that make such a sentence more than a cast as it resolves
_NOT_FREE = re.compile(r"\btargets?\b|\bX\b|\buntil\b|\bthis turn\b|\bfor as long\b|\babilit|\bactivat|\bcopy of\b")


def resolution_only(r: Reader, sentence: str) -> bool:
    """Whether an effect sentence of an activated ability only casts or plays a card as the
    ability resolves (608.2), which changes nothing about activating it."""
    if "without paying" not in sentence or not _FREE_CAST.fullmatch(sentence):
        return False
    # "You may cast ~ ...": the card itself, from some zone: not this template
    return not _NOT_FREE.search(sentence) and not rx.search(rf"\b(?:cast|play) {r.self_re}", sentence)


#: 700.2, 602.2b: the header of an ability's modes; the bullets follow as lines
_MODES_HEADER = "Choose one —"


def mode_header(r: Reader, effect: str) -> dict[str, Any] | None:
    """An ability whose whole effect is "Choose one —": its modes come as the next lines (the
    reader's ``bullets`` is "ability", :func:`ability_mode_line`); None for any other effect."""
    if effect != _MODES_HEADER:
        return None
    if r.band is not None:
        raise Unsupported  # a band's abilities are gathered apart (oracle.levels): not modelled
    r.bullets = "ability"
    return {"modes": ModeChoice(())}


def ability_mode_line(r: Reader, line: str) -> None:
    """One bullet of the last ability's "Choose one —" (700.2): read as that ability's effect."""
    from castable.model.oracle.abilities import ability_effect  # abilities imports this module

    ab = r.abilities[-1] if r.abilities else None
    if not isinstance(ab, ActivatedAbility) or ab.modes is None or not ab.text.endswith(_MODES_HEADER):
        raise Unsupported
    text = line[1:].strip()
    kw = ability_effect(r, text, x_in_cost=bool(ab.loyalty_x or ab.mana.x_count))
    kw.pop("_library", None)  # a mode that draws: still not a mana ability (it has no mana mode)
    if set(kw) - {"targets", "division"}:
        raise Unsupported  # a restriction, a mana mode (605.1a), a zone change of the card itself
    mode = Mode(text, kw.get("targets", ()), division=kw.get("division"))
    r.abilities[-1] = dataclasses.replace(ab, modes=dataclasses.replace(ab.modes, modes=(*ab.modes.modes, mode)))


def unfinished_modes(r: Reader) -> list[str]:
    """The texts of abilities whose "Choose one —" got fewer than two bullets (700.2: not read)."""
    return [a.text for a in r.abilities
            if isinstance(a, ActivatedAbility) and a.modes is not None and len(a.modes.modes) < 2]


#: 107.3c: an X the effect defines ("where X is ..."), used only as an amount of the effect
_X_AMOUNTS = re.compile(r"gets [+-]X/[+-]X(?: or [+-]X/[+-]X)?|gets [+-]\d+/[+-]X|deals X damage|loses X life|gain X life|"
                        r"gains X life|[Pp]ut X \+1/\+1 counters")


def x_by_effect(sentence: str) -> bool:
    """Whether every X of an effect sentence is an amount (damage, life, +X/+X, counters) that its
    own "where X is ..." defines as it resolves (107.3c: not chosen, so nothing about activating
    it depends on it: not its targets, their number or what they may be)."""
    head, sep, where = sentence.partition(", where X is ")
    if not sep or rx.search(r"\bX\b", where) or not where.endswith("."):
        return False
    if _NOT_FREE.search(where) and rx.search(r"\btargets?\b", where):
        return False  # "where X is that target's power": what the target is decides nothing now, but not read
    return not rx.search(r"\bX\b", _X_AMOUNTS.sub("", head))


#: 603.12: a reflexive trigger created by the effect ("When you do, ...", "When you discard a card this way, ...")
_REFLEXIVE = re.compile(r"When you (?:do|[a-z]+ [^,.\"“]* this way), ([^\"“]+)\.")
_REFLEXIVE_NOT = re.compile(r"\bthis ability\b|\bactivat|\bcosts?\b|\bpay|\bmana\b(?! value)|\badds?\b|\bspend\b|"
                            r"\bloyalty\b|\bcopy\b", re.IGNORECASE)


def reflexive(sentence: str) -> bool:
    """Whether an effect sentence is a reflexive triggered ability (603.12) whose targets and
    choices are all made after the activation; "without paying its mana cost" in it is a cast
    as it resolves (608.2), the only cost words let through."""
    if not sentence.startswith("When you ") or not _REFLEXIVE.fullmatch(sentence):
        return False
    body = sentence.replace(" without paying its mana cost", "")
    return not _REFLEXIVE_NOT.search(body) and not rx.search(r"\b(?:until|this turn|for as long)\b", body)
