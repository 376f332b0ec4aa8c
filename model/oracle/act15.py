"""act15 (issue 13): activated abilities (602): more "Activate only ..." restrictions on counts
and windows the state gives, the zone an ability works from, and effect sentences that act only
as the ability resolves (608.2).

Restrictions (602.5), looked at as activation begins (``ActivateCheck``, decided by
``model.activatecheck.check_holds`` for every checker), each alone or joined by "and only" to
"as a sorcery", "once each turn", "during your turn" or another of these:

- "if there are N or more / no <kind> counters on <this>", "if <this> has a <kind> counter /
  N or more <kind> counters on it" (122.1: the source's counters, as the state writes them);
- "if <this>'s power is N or greater" (208.1: its power, counters and ``overrides`` included);
- "if <this> is blocked" (509.1h), "if <this> is attacking or blocking" (506.4);
- "if you have N or more life" (119.1), "if you've cast N or more spells this turn" (the
  state's ``spells_cast_this_turn``), "if an opponent lost life this turn" (119.3: the state's
  ``life_lost_this_turn``; not "was dealt damage": infect damage loses no life, 120.3b);
- "if an opponent controls N or more lands", "... more lands than you", "... at least two more
  lands than you", "if an opponent has N or more cards in their graveyard", "if you have more
  cards in hand than each opponent" (a hidden hand's size is known, 402.3), "if there are five
  colors among permanents you control" (105.2: the colors of the permanents they control,
  ``overrides`` included);
- "if you control a creature with power N or greater" (``activate_if``, as act13b's);
- windows (``CastWindow``, ``model.castwindow.window_open``): "Activate only before attackers
  are declared." (any turn: the steps before the declare attackers step, as act14's window of
  your turn; 508.1), "Activate only before the end of combat step." (the steps before it: the
  end of combat step happens in every combat, 508.8 skips only the declare blockers and combat
  damage steps), "Activate only if it's not your turn.", "Activate only during an opponent's
  turn and only before combat." (upkeep, draw step, first main phase: no one has priority in
  the untap step, 502.4).
- "target creature / permanent [you control] other than <this>", the ability's one target: read as
  "another target ..." (115.1: not its source, ``TargetSlot.not_source``).
- "Only your opponents may activate this ability [and only as a sorcery]." (602.2:
  ``any_player`` with ``opponents_only``: every player but its controller; the sorcery timing is
  the activating player's, 602.5d).
- "Activate only if <this> is in your graveyard." (113.6k: the ability works from the
  graveyard: ``zone``).

Effect sentences that act only as the ability resolves and name no target of it:

- the Licids: "<this> loses this ability and becomes an Aura enchantment with enchant
  creature." and "You may pay {M} to end this effect." (paying it later, ending the effect, is a
  special action, 116.2f: not a cost of this ability, 601.2h);
  "Attach it to target creature." is read as any target (the Licid itself is a creature as it
  is activated, so it may be chosen; 303.4d only matters as the ability resolves).
- Emblems (114.1: "You get an emblem with "..."") were read before act15 (the quoted abilities
  are the emblem's, not this ability's); those granting an activated ability ("Islands you
  control have '{T}: Draw a card.'") stay unread: the state records no emblems, so later answers
  would miss the ability.
- Osteomancer Adept's "If you cast a spell this way, that creature enters with a finality
  counter on it." (how a creature cast later enters); Pit Automaton's "When you next activate an
  exhaust ability ..., copy it." (act14's delayed trigger: the word "activate" in it names no
  restriction of this ability).
- "This ability can't cause the total number of +1/+0 counters on <this> to be greater than
  four." (the Clockwork creatures): a cap applied as "Put up to X +1/+0 counters" resolves; any
  X may still be announced (107.3).

Cost parts: "Pay {E}{E}" (107.14: the activating player removes that many energy counters
from themselves; 118.3: with fewer, it can't be paid): ``ActivatedAbility.energy``, checked
against the state's player ``energy`` by each checker (nothing else in a payment the engine
models gives or takes energy: mana abilities paying {E} are not read), and taken off by
``apply``.

Left unread: "Discard a card at random" (which card goes is chance, not a choice: neither the
options nor ``apply`` could say it), "Discard your hand" and "Exile the top card of your
library" (``apply`` would move cards a hidden hand or library doesn't name), "if a creature
died this turn", "if you've cast a noncreature spell this turn", "if <this> entered this
turn", "before blockers are declared" and "before the combat damage step" (508.8: skipped steps
can't be told from the phase alone), "was dealt damage", "at least N life more than your
starting life total".
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ActivateCheck, CastWindow, ObjectFilter
from castable.model.oracle import act14
from castable.model.oracle.common import COST, NUMBERS, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: the steps of any turn before attackers are declared (508.1; as act14's window of your turn)
_BEFORE_END_OF_COMBAT = act14.BEFORE_ATTACKERS | {"declare_attackers", "declare_blockers", "combat_damage"}
#: 505.1: the beginning phase and the first main phase (502.4: no priority in the untap step)
_BEFORE_COMBAT = frozenset({"upkeep", "draw", "main1"})

#: whole restriction sentences -> the ``window`` they set (602.5)
_WINDOWS: dict[str, CastWindow] = {
    "Activate only before attackers are declared.": CastWindow(act14.BEFORE_ATTACKERS),
    "Activate only before the end of combat step.": CastWindow(_BEFORE_END_OF_COMBAT),
    "Activate only if it's not your turn.": CastWindow(None, "opponent"),
    "Activate only during an opponent's turn and only before combat.": CastWindow(_BEFORE_COMBAT, "opponent"),
}

#: 602.2: "Only your opponents may activate this ability [and only as a sorcery]."
_OPPONENTS: dict[str, dict[str, Any]] = {
    "Only your opponents may activate this ability.": {"any_player": True, "opponents_only": True},
    "Only your opponents may activate this ability and only as a sorcery.":
        {"any_player": True, "opponents_only": True, "sorcery_speed": True},
}

_N = r"(two|three|four|five|six|seven|eight|nine|ten|\d+)"


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def restriction15(r: Reader, sentence: str) -> dict[str, Any] | None:
    """The :class:`castable.model.cards.ActivatedAbility` fields of a restriction sentence read
    here (see the module), or None."""
    if sentence.startswith("Only your opponents may activate this ability"):
        return _OPPONENTS.get(sentence)
    if not sentence.startswith("Activate only ") or not sentence.endswith("."):
        return None
    if sentence in _WINDOWS:
        return {"window": dataclasses.replace(_WINDOWS[sentence], text=sentence)}
    if rx.fullmatch(rf"Activate only if {r.self_re} is in your graveyard\.", sentence):
        return {"zone": "graveyard"}  # 113.6k: it works from the graveyard
    kw: dict[str, Any] = {}
    for clause in sentence[len("Activate only "):-1].split(" and only "):
        found = act14.restriction14(r, f"Activate only {clause}.")
        if found is not None and "activate_check" in found:
            found["activate_check"] = dataclasses.replace(found["activate_check"], text=sentence)
        found = found or dict(act14._SIMPLE.get(clause, {})) or _clause15(r, clause, sentence)
        if not found or set(found) & set(kw):
            return None
        kw.update(found)
    return kw if {"activate_check", "activate_if"} & set(kw) else None


def _check(measure: str, low: int, sentence: str, high: int | None = None, kind: str = "") -> dict[str, Any]:
    return {"activate_check": ActivateCheck(measure, low, high, text=sentence, kind=kind)}  # type: ignore[arg-type]


#: clauses whose count is fixed text -> (measure, low, high)
_FIXED: dict[str, tuple[str, int, int | None]] = {
    "if an opponent lost life this turn": ("opponent_life_lost", 1, None),
    "if an opponent controls more lands than you": ("land_lead", 1, None),
    "if an opponent controls at least two more lands than you": ("land_lead", 2, None),
    "if you have more cards in hand than each opponent": ("hand_lead", 1, None),
    "if there are five colors among permanents you control": ("colors_among", 5, None),
}


def _clause15(r: Reader, clause: str, sentence: str) -> dict[str, Any] | None:
    """One "if ..." clause of this module (see the module), or None."""
    if clause in _FIXED:
        measure, low, high = _FIXED[clause]
        return _check(measure, low, sentence, high)
    s = r.self_re
    if m := rx.fullmatch(rf"if there are (?:{_N} or more|(no)) ([a-z]+|[+-]1/[+-]1) counters on {s}", clause):
        low, high = (0, 0) if m.group(2) else (_number(m.group(1)), None)
        return _check("source_counters", low, sentence, high, kind=m.group(3))
    if m := rx.fullmatch(rf"if {s} has (?:an?|{_N} or more) ([a-z]+|[+-]1/[+-]1) counters? on it", clause):
        n = _number(m.group(1)) if m.group(1) else 1
        if (n == 1) != clause.endswith(" counter on it"):
            return None  # "has a quest counters", "has four or more quest counter"
        return _check("source_counters", n, sentence, kind=m.group(2))
    if m := rx.fullmatch(rf"if {s}'s power is {_N} or greater", clause):
        return _check("source_power", _number(m.group(1)), sentence)
    if rx.fullmatch(rf"if {s} is blocked", clause):
        return _check("blocked", 1, sentence)
    if rx.fullmatch(rf"if {s} is attacking or blocking", clause):
        return _check("in_combat", 1, sentence)
    return _player_clause(clause, sentence)


def _player_clause(clause: str, sentence: str) -> dict[str, Any] | None:
    """Clauses on the activating player and their opponents."""
    if m := rx.fullmatch(rf"if you have {_N} or more life", clause):
        return _check("life", _number(m.group(1)), sentence)
    if m := rx.fullmatch(rf"if you've cast {_N} or more spells this turn", clause):
        return _check("spells_cast", _number(m.group(1)), sentence)
    if m := rx.fullmatch(rf"if an opponent controls {_N} or more lands", clause):
        return _check("opponent_lands", _number(m.group(1)), sentence)
    if m := rx.fullmatch(rf"if an opponent has {_N} or more cards in their graveyard", clause):
        return _check("opponent_graveyard", _number(m.group(1)), sentence)
    if m := rx.fullmatch(rf"if you control a creature with power {_N} or greater", clause):
        return {"activate_if": ObjectFilter(types=frozenset({"Creature"}), min_power=_number(m.group(1)))}
    return None


#: the Licids' sentences (see the module)
_LICID = re.compile(r"(?:CARDNAME|this creature) loses this ability and becomes an Aura enchantment with enchant "
                    r"creature\.")
_END_EFFECT = re.compile(rf"You may pay {COST} to end this effect\.")
#: the Clockwork creatures: a cap on the counters the effect puts, applied as it resolves
#: (608.2: any X may still be announced, 107.3)
_CAP = re.compile(r"This ability can't cause the total number of \+1/\+0 counters on CARDNAME to be greater than "
                  r"(?:four|seven)\.")
#: Osteomancer Adept: how a creature cast later with the permission enters (614.1c, 608.2)
_LATER15 = frozenset(("If you cast a spell this way, that creature enters with a finality counter on it.",))


#: "target creature / permanent [you control] other than <this>" (115.1: the source can't be chosen)
_OTHER_THAN = re.compile(r"\b([Tt])arget (creature you control|creature|permanent) other than CARDNAME\b(?!')")


def other_than_self(sentence: str, *, first: bool) -> str:
    """"Target creature other than <this> has ..." -> "Another target creature has ...": the
    ability's first and only target, not its source (read as "another target", ``not_source``);
    any other sentence unchanged."""
    if not first or " other than CARDNAME" not in sentence or len(rx.findall(r"\b[Tt]argets?\b", sentence)) != 1:
        return sentence
    m = _OTHER_THAN.search(sentence)
    if m is None:
        return sentence
    another = "Another" if m.group(1) == "T" else "another"
    return f"{sentence[:m.start()]}{another} target {m.group(2)}{sentence[m.end():]}"


def energy_part(part: str) -> int:
    """107.14: "Pay {E}{E}" as a cost part: how many energy counters it removes from the
    activating player (0: the part is not this one)."""
    if not part.startswith("Pay {E}") or not rx.fullmatch(r"Pay (?:\{E\})+", part):
        return 0
    return part.count("{E}")


def resolves_later15(sentence: str) -> bool:
    """Whether an effect sentence acts only as the ability resolves and names none of its
    targets (see the module)."""
    if sentence in _LATER15:
        return True
    if sentence.startswith("This ability can't cause "):
        return bool(_CAP.fullmatch(sentence))
    if sentence.startswith("You may pay "):
        return bool(_END_EFFECT.fullmatch(sentence))
    return bool(sentence.endswith("enchant creature.") and _LICID.fullmatch(sentence))
