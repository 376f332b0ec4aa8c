"""Instant and sorcery target phrases about what a spell or ability on the stack targets
(spell14, issue 13; 115.9):

- "Change the target of target spell [or ability] / activated ability with a single target."
  (115.9a: chosen with exactly one target, ``ObjectFilter.single_target``), optionally "...
  unless that spell's controller pays {N}." (a payment made as it resolves, 608.2);
- "Change the target of target spell that targets only a player." (115.9c: one different
  player among its targets, ``targets_only``); "The new target must be a player." is done as
  it resolves;
- "Counter target [instant or Aura] spell [or ability] that targets a creature / a player /
  you / a permanent you control / you or a permanent you control / a land you control."
  (115.9b: what it targets now, ``targets_any``).

The noun before the condition is read by the general target reader (``targets.target_noun``),
so the slot's kind and its other qualities are those of "Counter target <noun>."; the filter
is decided by :func:`castable.model.targetkinds.stack_targets_fit`, which every checker calls.
Any other condition on what a spell targets ("that targets a creature you control with power 7
or greater", "spell or ability an opponent controls that targets ...") stays unread.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import Mode
from castable.model.oracle.common import NUMBERS, Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: kinds of slots that name a spell or an ability on the stack (113.3b-c)
_STACK_KINDS = ("spell", "spell_or_ability", "ability", "activated_ability", "triggered_ability")
#: "that targets <...>" (115.9b) -> ``ObjectFilter.targets_any``
_WHAT = {
    "a creature": ("creature",),
    "a player": ("player",),
    "you": ("you",),
    "a permanent you control": ("permanent_you_control",),
    "you or a permanent you control": ("you", "permanent_you_control"),
    "a land you control": ("land_you_control",),
}
_NOUN = r"target (?P<noun>[^.]+?)"
_CHANGE = re.compile(rf"Change the target of {_NOUN} (?P<cond>with a single target|that targets only a player)"
                     r"(?: unless that spell's controller pays \{\d+\})?\.")
#: Rebound's second sentence: a rule for the change made as it resolves
_NEW_PLAYER = "The new target must be a player."
_COUNTER = re.compile(rf"Counter {_NOUN} that targets (?P<what>{'|'.join(_WHAT)})\.")


#: "You may choose new targets for target spell." (Redirect, 115.7d): a spell, any (one with no
#: targets too: the effect does nothing)
_NEW_TARGETS = {"You may choose new targets for target spell.": "Counter target spell."}


def _plain_stack_target(r: Reader, sentence: str) -> bool:
    from castable.model.oracle.targets import read_targets

    before = len(r.targets)
    read_targets(r, sentence)
    if len(r.targets) != before + 1 or r.targets[-1].kind != "spell":
        raise Unsupported
    return True


def stack_target_sentence(r: Reader, sentence: str) -> bool:
    """One sentence read here (its one target slot appended to ``r.targets``); False when it is
    none of these forms."""
    if sentence == _NEW_PLAYER and r.targets and r.targets[-1].filter.targets_only:
        return True  # Rebound: the new target is chosen as the spell resolves (608.2, 115.7)
    if sentence in _NEW_TARGETS:  # 115.7d: the new targets are chosen as it resolves
        return _plain_stack_target(r, _NEW_TARGETS[sentence])
    m = _CHANGE.fullmatch(sentence) or _COUNTER.fullmatch(sentence)
    if m is None:
        return False
    from castable.model.oracle.targets import read_targets  # the general reader reads the noun

    before, division = len(r.targets), r.division
    read_targets(r, f"Counter target {m.group('noun')}.")
    if len(r.targets) != before + 1 or r.division is not division:
        raise Unsupported
    slot = r.targets[-1]
    if slot.kind not in _STACK_KINDS or slot.count != 1 or slot.minimum != 1 or slot.unlimited:
        raise Unsupported  # "target creature with a single target": no such thing
    cond = m.groupdict().get("cond")
    extra: dict[str, Any]
    if cond == "with a single target":
        extra = {"single_target": True}
    elif cond is not None:  # "that targets only a player" (115.9c)
        if slot.kind != "spell":
            raise Unsupported
        extra = {"targets_any": ("player",), "targets_only": True}
    else:
        extra = {"targets_any": _WHAT[m.group("what")]}
    if rx.search(r"\b(?:with|that)\b", m.group("noun")):
        raise Unsupported  # a second condition on the same spell
    r.targets[-1] = dataclasses.replace(slot, filter=dataclasses.replace(slot.filter, **extra),
                                        text=f"{slot.text} {cond or 'that targets ' + m.group('what')}")
    return True



# ----- pawprint modes (700.2i) -------------------------------------------------------------------
_PAW_HEAD = re.compile(r"Choose up to (one|two|three|four|five|six) \{P\} worth of modes\. "
                       r"You may choose the same mode more than once\.")
_PAW_MODE = re.compile(r"((?:\{P\})+) — (.+)")
#: choices a mode's effect opens with, made as it resolves (608.2d: no word "target", 115.1)
_RESOLUTION_CHOICES = ("Choose artifact or enchantment. ", "Choose an artifact or creature you control. ")
#: "Until the end of your next turn, whenever you cast a spell, <effect with a target>": a delayed
#: triggered ability the mode creates (603.7); its targets are chosen when it triggers (603.3d),
#: not as the spell is cast. The event may name no target (its target would be the spell's).
_DELAYED = re.compile(r"Until (?:the end of your next turn|end of turn), whenever (?P<event>[^,.]+), (?P<effect>[^.]+)\.")


def pawprint_line(r: Reader, line: str) -> bool:
    """"Choose up to five {P} worth of modes. You may choose the same mode more than once." and
    its modes "{P}{P} — <effect>" (700.2i, 700.2d): any number of modes, repeats allowed, whose
    pawprints total at most five (``ModeChoice.pawprint_limit``, ``Mode.pawprints``); zero
    modes is "any number" too."""
    head = _PAW_HEAD.fullmatch(line)
    if head:
        if not r.is_spell_card or r.mode_spec is not None or r.targets or r.mode_costs:
            raise Unsupported
        limit = NUMBERS[head.group(1)]
        r.mode_spec = (0, limit, True)
        r.mode_costs["pawprint_limit"] = limit
        r.bullets = "modes"
        return True
    mode = _PAW_MODE.fullmatch(line)
    if mode is None:
        return False
    if r.bullets != "modes" or "pawprint_limit" not in r.mode_costs:
        raise Unsupported
    body = mode.group(2)
    body = next((body[len(c):] for c in _RESOLUTION_CHOICES if body.startswith(c)), body)
    delayed = _DELAYED.fullmatch(body)
    if delayed:
        if rx.search(r"\btargets?\b", delayed.group("event")):
            raise Unsupported  # "whenever target creature deals damage": the spell's own target
    before = len(r.modes)
    if delayed:
        r.modes.append(Mode(body))  # 603.7: nothing chosen as the spell is cast
    else:
        r._mode_line("• " + body)
    if len(r.modes) != before + 1:
        raise Unsupported
    r.modes[-1] = dataclasses.replace(r.modes[-1], pawprints=mode.group(1).count("{P}"))
    return True


# ----- Tiered modes with names (702.183) -----------------------------------------------------------
#: "• Blizzard — {2} — <effect>": a Tiered mode's name (no rules meaning, 207.2d), its cost, its effect
_TIER = re.compile(r"• (?:[A-Z][\w'!,-]*(?: [\w'!,-]+){0,4} — )?(\{[^—]+\}) — ([^—]+)")


def tiered_line(r: Reader, line: str) -> bool:
    """A bullet of a Tiered spell ("Tiered (Choose one additional cost.)"): one mode and its
    additional cost (601.2b, 601.2f), read as Spree's "+ {cost} — effect"; False when the spell
    is not Tiered."""
    if "Tiered" not in r.keywords or not r.mode_costs.get("spree"):
        return False
    m = _TIER.fullmatch(line)
    if m is None:
        raise Unsupported
    from castable.model.oracle.keywords import spree_line

    return spree_line(r, f"+ {m.group(1)} — {m.group(2)}")


# ----- "As this enters, choose A or B." and its bullets "• A — <ability>" (the Sieges) ---------------
#: reader fields a harmless ability leaves as they were (everything but bookkeeping)
_BOOKKEEPING = frozenset({"bullets", "named", "enters_choice"})


def enters_choice_line(r: Reader, line: str) -> bool:
    """"As this enchantment enters, choose Abzan or Mardu." (614.12c: the choice is recorded in
    the state's ``chosen``): its bullets are the abilities the permanent has for each choice."""
    if ", choose " not in line or r.is_spell_card:
        return False
    m = rx.fullmatch(rf"As {r.self_re} enters(?: the battlefield)?, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.", line)
    if m is None:
        return False
    r.enters_choice = (m.group(1), m.group(2))
    r.bullets = "enters_choice"
    return True


def enters_choice_bullet(r: Reader, line: str) -> bool:
    """"• Abzan — <ability>": the ability exists only for that choice, so it is read only when it
    can change no answer at all (reading it leaves every field of the reader as it was: a
    trigger, an inert static); anything else (a grant, a cost change, a mana ability) is unread."""
    if r.bullets != "enters_choice":
        return False
    m = rx.fullmatch(r"• ([A-Z][a-z]+) — (.+)", line)
    if m is None or m.group(1) not in r.enters_choice:
        raise Unsupported
    before = _snapshot(r)
    r.line(m.group(2))
    if _snapshot(r) != before:
        raise Unsupported  # an ability only for one choice, which the reader would make unconditional
    r.bullets = "enters_choice"
    return True


def _snapshot(r: Reader) -> dict[str, str]:
    return {k: repr(v) for k, v in vars(r).items() if k not in _BOOKKEEPING}


# ----- reflexive triggers (603.12) -------------------------------------------------------------------
#: "When you discard a nonland card this way, <effect>": a reflexive triggered ability the effect
#: before it creates; it triggers (and its targets are chosen, 603.3d) after the spell's action,
#: never as the spell is cast. Its event names no target (that would be the spell's own).
_REFLEXIVE = re.compile(r"When (?P<event>(?:you|excess damage|a|an|the|one or more) [^,.]*\bthis way), [^.]+\.")


def reflexive_sentence(sentence: str) -> bool:
    """A reflexive trigger's sentence (603.12): it names no target the spell chooses."""
    m = _REFLEXIVE.fullmatch(sentence)
    return m is not None and not rx.search(r"\btargets?\b", m.group("event"))


# ----- untapping in other players' untap steps (502.3) -----------------------------------------------
#: "Untap all permanents you control during each other player's untap step." (Seedborn Muse): what
#: untaps in a later untap step changes nothing now (as "doesn't untap during your untap step")
_UNTAP_STEP = r" during each (?:other player's|opponent's) untap step\."


def untap_step_line(r: Reader, line: str) -> bool:
    """Recognized as changing no answer: permanents untap in another player's untap step."""
    return rx.fullmatch(rf"Untap (?:{r.self_re}|(?:all|each) [A-Za-z/,+1 -]+? you control(?: with a \+1/\+1 counter "
                        rf"on it)?){_UNTAP_STEP}", line) is not None


# ----- relations between two targets (601.2c) ------------------------------------------------------
#: the words after "two target <noun>" that relate its two targets -> ``TargetSlot.relation``
_RELATIONS = {
    " controlled by the same player": "same_controller",
    " controlled by the same opponent": "same_opponent",
    " controlled by different players": "different_controllers",
    " that share a creature type": "share_creature_type",
    " that share no creature types": "share_no_creature_type",
    " that share a card type": "share_card_type",
    " that share a permanent type": "share_permanent_type",
}
_TWO = re.compile(r"(?:^|\b)(?:Choose |Return |Exchange control of )two target ([a-z]+(?: [a-z]+)?)"
                  r"(?=( controlled by| that share))")


def relation_sentence(r: Reader, sentence: str) -> bool:
    """"Choose two target creatures controlled by different players.", "Return two target creature
    cards that share a creature type from your graveyard to your hand.", "Exchange control of two
    target permanents that share a card type.": the sentence read without the relation, whose one
    slot of two targets then carries it; False when the sentence has none of these."""
    phrase = next((p for p in _RELATIONS if p in sentence), None)
    if phrase is None:
        return False
    two = _TWO.search(sentence)
    if two is None or not sentence[two.end():].startswith(phrase) or sentence.count(phrase) != 1:
        raise Unsupported
    noun = two.group(1)
    if _RELATIONS[phrase].startswith(("same", "different")) and noun != "creatures":
        raise Unsupported  # only creatures on the battlefield are controlled (108.4)
    if _RELATIONS[phrase] == "share_card_type" or _RELATIONS[phrase] == "share_permanent_type":
        if noun != "permanents":
            raise Unsupported
    elif _RELATIONS[phrase].startswith("share") and noun not in ("creatures", "creature cards"):
        raise Unsupported
    from castable.model.oracle.targets import read_targets

    before, division = len(r.targets), r.division
    read_targets(r, sentence.replace(phrase, "", 1))
    if len(r.targets) != before + 1 or r.division is not division:
        raise Unsupported
    slot = r.targets[-1]
    if slot.count != 2 or slot.min_count is not None or slot.unlimited or slot.x_count or slot.requires \
            or slot.unless or slot.same_graveyard:
        raise Unsupported
    r.targets[-1] = dataclasses.replace(slot, relation=_RELATIONS[phrase], text=slot.text + phrase)
    return True


# ----- "Target player shuffles up to N target cards from their graveyard into their library." ------
_SHUFFLE = re.compile(r"Target player shuffles up to (one|two|three|four|five) target cards from their graveyard "
                      r"into their library\.")


def shuffle_sentence(r: Reader, sentence: str) -> bool:
    """Two slots (601.2c): a player, then up to N cards in that player's graveyard
    (``TargetSlot.graveyard_of_slot``); False when the sentence is not this one."""
    m = _SHUFFLE.fullmatch(sentence)
    if m is None:
        return False
    from castable.model.cards import TargetSlot

    player = len(r.targets)
    r.targets.append(TargetSlot("player", text="target player"))
    r.targets.append(TargetSlot("card_in_graveyard", count=NUMBERS[m.group(1)], min_count=0,
                                text=f"up to {m.group(1)} target cards from their graveyard", graveyard_of_slot=player))
    return True


# ----- die-roll result tables (706.2) ----------------------------------------------------------------
#: "1—9 | Create a 1/1 red Goblin creature token.": one row of the results of the roll the line
#: before instructs (706.2); the row is an effect of that spell or ability as it resolves
_ROW = re.compile(r"\d+(?:[—–-]\d+|\+)? \| (?P<effect>[^|]+)")  # "15+ |": 15 or more (spell15)
#: what a row may not name to change no answer: a target (the spell's own, 601.2c), a cast or a
#: copy (601.3), costs or mana (a mana ability's result, 605)
_ROW_CASTING = re.compile(r"\b(?:targets?|cast|copy|copies|costs?|mana(?! value)|add|adds|instead|spells?)\b",
                          re.IGNORECASE)


def roll_row_line(r: Reader, line: str) -> bool:
    """A result row of a die roll, when it changes no answer (nothing above in it); False when
    the line is no row."""
    m = _ROW.fullmatch(line)
    if m is None:
        return False
    if _ROW_CASTING.search(m.group("effect")) or "—" in m.group("effect") or not m.group("effect").endswith("."):
        raise Unsupported
    return True


# ----- "If you cast this spell during your main phase, <effect>." ------------------------------------
_MAIN_PHASE = "If you cast this spell during your main phase, "
#: what the effect may not name to be done on resolution only (as spell13's "cast from" riders)
_RIDER_WORDS = re.compile(r"\b(?:targets?|cast|costs?|choose|chosen|mana|add|copy|this spell|X)\b", re.IGNORECASE)


def main_phase_rider(sentence: str) -> bool:
    """"If you cast this spell during your main phase, that player discards four cards instead.":
    how it was cast, checked as it resolves (608.2c); an effect with no target or choice changes
    nothing about casting."""
    return sentence.startswith(_MAIN_PHASE) and not _RIDER_WORDS.search(sentence[len(_MAIN_PHASE):])


# ----- a triggered ability's modes after "choose one or both. ..." -----------------------------------
#: "When ~ enters, choose one or both. Each mode must target a different player.", "Whenever you
#: scry, choose one and ~ gets +1/+1 until end of turn.", "choose one that hasn't been chosen this
#: turn": the bullets after are the trigger's modes (700.2b: chosen as it is put on the stack)
_TRIGGER_CHOOSES = re.compile(
    r", (?:you may )?choose (?:one|two|three|one or both|one or more)\b(?: that hasn't been chosen this turn| and "
    r"[^.]+)?\.(?: (?:Each mode must target a different player|If [^.]+, choose (?:both|one or more|two) instead)\.)?$")


def trigger_chooses(line: str) -> bool:
    """A triggered ability whose modes follow it as bullets (read as the trigger's)."""
    return _TRIGGER_CHOOSES.search(line) is not None
