"""Instant and sorcery effect sentences that act only as the spell resolves, and the targets
they name (spell15, issue 13). The sentences are read by :func:`spell15_sentence`, which
``targets.spell_text`` asks first (also for an ability's effect, whose conditions are checked
as it resolves too, 608.2c; the forms naming "this spell" or "another" are a spell's only):

- "<Destroy / Exile / Counter / Return / Gain control of / Tap / Untap / Put a counter on> target
  <noun> if <condition>." and "Target creature gets +2/+2 until end of turn if its power is 2."
  with one target: Prohibit's "if its mana value is 2 or less", Winnow's "if another permanent
  with the same name is on the battlefield". The condition is checked as the spell resolves
  (608.2c), after the target was chosen (601.2c): the target is any <noun>. A condition naming a
  target, X, a cast, a cost, mana, a copy, a choice, "instead" / "otherwise" / "unless" is left to
  the general reader (``targets._IF_IT`` reads "if it was kicked"; the rest stays unread; Nix's
  "if no mana was spent to cast it" is the target's payment, not this spell's).
- "If this spell was foretold, <effect>.", "If this spell's <sneak / surge / madness ...> cost was
  paid, <effect>.", "... if you controlled a Faerie as you cast this spell", "If you revealed a
  Dragon card or controlled a Dragon as you cast this spell, ...", "If that creature was cast
  for its warp cost, ...": how the spell was cast, looked at as it resolves (608.2c, as spell13's
  "If this spell was cast from a graveyard"); read only when the effect names no target, cast,
  cost, mana, copy or choice, and no X but one the text defines ("where X is the number of
  creature cards in your graveyard": counted as it resolves, 608.2h, never announced, 601.2b).
- "Prevent the next N damage that would be dealt this turn to any number of targets, divided as
  you choose.": N divided as the spell is cast (601.2d: each target at least 1), read as "deals N
  damage divided as you choose among any number of targets" (the same ``Division``); a later
  "prevent the next 6 damage this way instead" (another amount) is refused.
- "Return up to one target A card, ... and up to one target B card from your graveyard to your
  hand": one target word per card (601.2c), each "from your graveyard".
- Clauses done as it resolves, read without them: "sacrifices a creature with the greatest power
  among creatures they control", "Copy target ... spell you control, except it isn't legendary",
  "and all Equipment attached to that creature", "and all other cards with the same name";
  "You may choose new targets for it." after a target spell (115.7).
- "Counter target activated ability, triggered ability, or noncreature spell.": one filter, not
  a creature, which every ability meets (an ability has no card type); "target spell or nonland
  permanent": no spell is a land. "This spell deals N damage ..." names its own source (as "~").
- Combat requirements on another target (509.1c): "Another / Up to one other target creature
  blocks it this turn if able.", "Target creature blocks target creature this turn if able.".
- "If target opponent controls more lands than you, ...", "Until end of turn, if target player
  would draw a card, instead ...": the player is chosen as the spell is cast (601.2c); Hallowed
  Moonlight's replacement effect (614) names no target.

Static abilities of permanents recognized as changing no answer (:func:`spell15_line`): "Damage
that would be dealt by ~ can't be prevented" (615.12: no prevention is read anywhere, and no cost
is damage), "Reveal the first card you draw each turn. Whenever
you reveal a <kind> card this way, draw a card / ~ deals 3 damage to any target." (a trigger: its
target is chosen when it triggers, 603.3d); an ability named with a number ("10,000 Needles —",
207.2d), read as if alone.

Elsewhere (small hooks): "Exchange / Gain control of N target", "each of X target", "your
opponents control", "from / in graveyards" (``targets``); "15+ |" die rows (``spell14``, not a
station band: ``levels``); choices on resolution (``spell13``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Literal

from castable.model.cards import ObjectFilter
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

# ----- "<verb> target <noun> if <condition>." (608.2c) -------------------------------------------
_IF_COND = re.compile(r"(?P<head>(?:(?:Destroy|Exile|Counter|Return|Gain control of|Tap|Untap|Put an? [+\-/\w]+ counter on) "
                      r"target [^.]+?|Target creature(?: you control)? gets [+-]\d+/[+-]\d+ until end of turn)) "
                      r"if (?P<cond>[^.:;\"]+)\.")
#: what a condition may not name to be checked on resolution only ("if no mana was spent to cast it"
#: looks at the target's payment, which ``oracle.spent`` would take for this spell's own: not read)
_COND_WORDS = re.compile(r"\b(?:targets?|X|instead|otherwise|unless|kicked|copy|copies|choose|chosen|cast|casts|"
                         r"costs?|this spell|paid|if|spent|mana(?! value))\b", re.IGNORECASE)


def _if_condition(r: Reader, sentence: str) -> bool:
    m = _IF_COND.fullmatch(sentence)
    if m is None:
        return False
    head, cond = m.group("head"), m.group("cond")
    if " if " in head or _COND_WORDS.search(cond) or cond.rstrip().endswith((" or", " and")) \
            or len(rx.findall(r"\btargets?\b", sentence, re.IGNORECASE)) != 1:
        return False  # left to the general reader (``targets._IF_IT`` reads "if it was kicked"; else refused)
    from castable.model.oracle.targets import read_targets

    before, division = len(r.targets), r.division
    read_targets(r, head + ".")
    if len(r.targets) != before + 1 or r.division is not division:
        raise Unsupported
    return True


# ----- how the spell was cast, checked as it resolves (608.2c) --------------------------------------
_HOW_CAST = re.compile(r"If this spell was foretold, (?P<a>.+)|"
                       r"If this spell's (?:sneak|surge|madness|prowl|dash|evoke|emerge|spectacle|blitz|mutate|warp) "
                       r"cost was paid, (?P<b>.+)")
#: what the effect may not name to be done on resolution only
_CASTING_WORDS = re.compile(r"\b(?:targets?|cast|costs?|choose|chosen|mana|add|adds|copy|copies|this spell|X|"
                            r"divided|distribute)\b", re.IGNORECASE)
#: an X the text defines, counted as the spell resolves (608.2h)
_DEFINED_X = re.compile(r", where X is the number of (?:[a-z]+ )*?cards in your graveyard\.$")


def resolution_effect(effect: str) -> bool:
    """An effect done as the spell resolves that names nothing chosen or paid while casting it."""
    defined = _DEFINED_X.search(effect)
    if defined:
        effect = rx.sub(r"\bX\b", "N", effect[:defined.start()]) + "."
    return not _CASTING_WORDS.search(effect)


def _how_cast(sentence: str) -> bool:
    m = _HOW_CAST.fullmatch(sentence)
    if m is None:
        return False
    if not resolution_effect(m.group("a") or m.group("b")):
        raise Unsupported
    return True


# ----- what was true as the spell was cast, looked at as it resolves (608.2c, 608.2h) ---------------
#: "if you controlled a Faerie as you cast this spell", "for each modified creature you controlled as
#: you cast this spell", "If you revealed a Dragon card or controlled a Dragon as you cast this spell"
#: (the reveal is the spell's optional additional cost, read on its own line)
_AS_CAST = re.compile(r"(?P<pre>[^.]*?)\b(?:[Ii]f|for each) (?P<what>(?:you revealed an? [A-Z][a-z]+ card or )?"
                      r"(?:you )?controlled an? [A-Z][a-z]+|modified creature you controlled) as you cast this spell"
                      r"(?P<post>[^.]*)\.")
#: "If that creature was cast for its warp cost, <effect>" (Full Bore): how the target was cast
_TARGET_CAST = re.compile(r"If that creature was cast for its warp cost, (?P<effect>[^.]+\.)")


def _as_cast(sentence: str) -> bool:
    m = _AS_CAST.fullmatch(sentence) or _TARGET_CAST.fullmatch(sentence)
    if m is None:
        return False
    rest = m.group("effect") if "effect" in m.groupdict() else f"{m.group('pre')}{m.group('post')}."
    if not resolution_effect(rest):
        raise Unsupported
    return True


# ----- a prevention shield divided among targets (601.2d) -----------------------------------------
_PREVENT = re.compile(r"Prevent the next (\d+) damage that would be dealt this turn to any number of targets, "
                      r"divided as you choose\.")


def _prevent_divided(r: Reader, sentence: str) -> bool:
    m = _PREVENT.fullmatch(sentence)
    if m is None:
        return False
    from castable.model.oracle.targets import read_targets

    read_targets(r, f"It deals {m.group(1)} damage divided as you choose among any number of targets.")
    return True


# ----- "Return up to one target A card and up to one target B card from your graveyard to ..." --------
#: a list of target card phrases sharing one "from your graveyard": each is its own target (115.1,
#: 601.2c), read as if the place followed it
_CARD_LIST = re.compile(r"Return (?P<list>(?:up to one )?target [^.]+? cards?) from your graveyard to "
                        r"(?P<to>your hand|the battlefield)(?P<then>, then discard a card)?\.")
_ITEM_SPLIT = re.compile(r",? and (?=(?:up to one )?target )|, (?=(?:up to one )?target )")


def _card_list(r: Reader, sentence: str) -> bool:
    m = _CARD_LIST.fullmatch(sentence)
    if m is None:
        return False
    items = _ITEM_SPLIT.split(m.group("list"))
    if len(items) < 2 or any(not rx.fullmatch(r"(?:up to one )?target [^.]+? cards?", i) or " from " in i
                             or len(rx.findall(r"\btargets?\b", i)) != 1 for i in items):
        raise Unsupported
    from castable.model.oracle.targets import read_targets

    for item in items:
        before, division = len(r.targets), r.division
        read_targets(r, f"Return {item} from your graveyard to {m.group('to')}.")
        if len(r.targets) != before + 1 or r.division is not division or r.targets[-1].kind != "card_in_graveyard":
            raise Unsupported
    return True


# ----- sentences read without a clause that acts only as the spell resolves ---------------------------
#: "Target player sacrifices a creature with the greatest power among creatures they control.": the
#: player picks such a creature as it resolves (608.2d, 608.2h); "Copy target creature spell you
#: control, except it isn't legendary ...": how the copy differs (707.9), made as it resolves
_CLAUSES = (
    re.compile(r"(?P<keep>Target (?:player|opponent) sacrifices an? (?:creature|creature or planeswalker))"
               r"(?: they control)? with the (?:greatest|highest) (?:power|mana value) among "
               r"(?:creatures|creatures and planeswalkers) they control\."),
    re.compile(r"(?P<keep>Copy target [a-z ]+ spell you control), except it isn't legendary if the spell is legendary\."),
    # "and all Equipment attached to that creature", "and all other cards with the same name as that
    # card": more objects the effect acts on as it resolves, no target (115.1)
    re.compile(r"(?P<keep>Destroy target creature(?: with flying)?) and all Equipment attached to that creature\."),
    re.compile(r"(?P<keep>Return target creature card) and all other cards with the same name as that card "
               r"(?P<tail>from your graveyard to your hand)\."),
)
#: "You may choose new targets for it." after "Gain control of target spell" (115.7: the new
#: targets are chosen as it resolves, as Redirect's, spell14)
_NEW_TARGETS = ("You may choose new targets for it.", "Its controller may choose new targets for it.",
                "Then the spell's controller may choose new targets for it.")


def _clause(r: Reader, sentence: str) -> bool:
    m = next((m for c in _CLAUSES if (m := c.fullmatch(sentence))), None)
    if m is None:
        return False
    from castable.model.oracle.targets import read_targets

    before, division = len(r.targets), r.division
    tail = m.groupdict().get("tail")
    read_targets(r, m.group("keep") + (f" {tail}." if tail else "."))
    if len(r.targets) != before + 1 or r.division is not division:
        raise Unsupported
    return True


# ----- "Counter target activated ability, triggered ability, or noncreature spell." ----------------
#: Disallow's three kinds (113.3b-c) with "noncreature" on the spell: an ability on the stack has no
#: card type (113.1, 205.2), so the one filter "not a creature" holds for every ability and for
#: noncreature spells only ("legendary spell" would exclude every ability: not read)
_NONCREATURE_OR_ABILITY = "Counter target activated ability, triggered ability, or noncreature spell."


def _noncreature_or_ability(r: Reader) -> bool:
    from castable.model.cards import ObjectFilter, TargetSlot

    r.targets.append(TargetSlot("spell_or_ability", ObjectFilter(non_types=frozenset({"Creature"})),
                                text="target activated ability, triggered ability, or noncreature spell"))
    return True


# ----- combat requirements on other targets (509.1c) --------------------------------------------------
#: "Another target creature blocks it this turn if able." (Feral Contest), "Up to one other target
#: creature blocks it ...": a creature other than the spell's earlier targets (115.3), a requirement
#: that applies later (509.1c); "Target creature blocks target creature this turn if able." (Hunt Down):
#: two target words, two slots
_BLOCKS_IT = re.compile(r"(Another|Up to one other) target creature blocks it this turn if able\.")
_BLOCKS_TARGET = "Target creature blocks target creature this turn if able."


def _blocks(r: Reader, sentence: str) -> bool:
    from castable.model.cards import TargetSlot

    if sentence == _BLOCKS_TARGET:
        r.targets += [TargetSlot("creature", text="target creature"), TargetSlot("creature", text="target creature")]
        return True
    m = _BLOCKS_IT.fullmatch(sentence)
    if m is None:
        return False
    if not r.is_spell_card or len(r.targets) != 1 or r.targets[0].kind != "creature" or r.targets[0].count != 1:
        raise Unsupported  # "another": other than which? (an ability's source, 115.3 or 602)
    upto = m.group(1) != "Another"
    r.targets.append(TargetSlot("creature", min_count=0 if upto else None, different_from=(0,),
                                text=f"{m.group(1).lower()} target creature"))
    return True


#: "target spell or nonland permanent" (Commit): a spell is never a land (a land is played, 305.1,
#: never cast), so the one filter "not a land" holds for every spell and for nonland permanents
_SPELL_OR_NONLAND = " target spell or nonland permanent "


def _spell_or_nonland(r: Reader, sentence: str) -> bool:
    from castable.model.oracle.targets import read_targets

    before, division = len(r.targets), r.division
    read_targets(r, sentence.replace(_SPELL_OR_NONLAND, " target spell or permanent ", 1))
    slot = r.targets[-1] if len(r.targets) == before + 1 else None
    if slot is None or r.division is not division or slot.kind != "spell_or_permanent" or slot.filter != ObjectFilter():
        raise Unsupported
    r.targets[-1] = dataclasses.replace(slot, filter=ObjectFilter(non_types=frozenset({"Land"})),
                                        text="target spell or nonland permanent")
    return True


#: "If target opponent controls more lands than you, <effect>." (Tithe), "If target opponent has more
#: cards in hand than you, ...": the opponent is chosen as the spell is cast (601.2c), the comparison
#: made as it resolves (608.2c)
_IF_TARGET_OPPONENT = re.compile(r"If target opponent (?:controls more (?:lands|creatures)|has more cards in hand) "
                                 r"than you, (?P<effect>[^.]+\.)")


def _if_target_opponent(r: Reader, sentence: str) -> bool:
    m = _IF_TARGET_OPPONENT.fullmatch(sentence)
    if m is None:
        return False
    if not resolution_effect(m.group("effect")) or not r.is_spell_card:
        raise Unsupported
    from castable.model.cards import TargetSlot

    r.targets.append(TargetSlot("opponent", text="target opponent"))
    return True


# ----- replacement effects the spell creates as it resolves (614) ------------------------------------
#: "Until end of turn, if a creature would enter the battlefield and it wasn't cast, exile it instead."
#: (Hallowed Moonlight: no target, what other objects do later); "Until end of turn, if target player
#: would draw a card, instead ..." (Plagiarize: the player is chosen as the spell is cast, 601.2c)
_UNTIL_EOT_IF = re.compile(r"Until end of turn, if (?:a (?:nontoken )?creature would enter the battlefield and it wasn't "
                           r"cast, exile it instead|target (?P<who>player|opponent) would draw a card, instead that "
                           r"player skips that draw and you draw a card)\.")


def _until_eot_if(r: Reader, sentence: str) -> bool:
    m = _UNTIL_EOT_IF.fullmatch(sentence)
    if m is None:
        return False
    if m.group("who"):
        from castable.model.cards import TargetSlot

        kind: Literal["player", "opponent"] = "player" if m.group("who") == "player" else "opponent"
        r.targets.append(TargetSlot(kind, text=f"target {kind}"))
    return True


def spell15_sentence(r: Reader, sentence: str) -> bool:
    """One sentence of an instant's or sorcery's text read here (its targets appended to
    ``r.targets``); False when it is none of these forms."""
    if sentence.startswith("This spell deals ") and r.is_spell_card:
        # "This spell deals 5 damage to target creature with flying." (a mode of Choose Your
        # Weapon): the spell names itself as the source, as "~ deals" does; read as that
        from castable.model.oracle.reader import SELF
        from castable.model.oracle.targets import spell_text

        spell_text(r, SELF + sentence[len("This spell"):])
        return True
    if " target spell or nonland permanent " in sentence:
        return _spell_or_nonland(r, sentence)
    if sentence == _NONCREATURE_OR_ABILITY:
        return _noncreature_or_ability(r)
    if sentence in _NEW_TARGETS:
        if not r.targets or r.targets[-1].kind != "spell" or r.targets[-1].count != 1:
            raise Unsupported  # "it" is no target spell
        return True
    if (" among " in sentence or ", except " in sentence or " and all " in sentence) and _clause(r, sentence):
        return True
    if r.division is not None and rx.search(r"\binstead\b", sentence):
        raise Unsupported  # "prevent the next 6 damage this way instead": another amount divided (601.2d)
    if sentence.endswith(" blocks it this turn if able.") or sentence == _BLOCKS_TARGET:
        return _blocks(r, sentence)
    if " if " in sentence and _if_condition(r, sentence):
        return True
    if sentence.startswith("Until end of turn, if ") and r.is_spell_card and _until_eot_if(r, sentence):
        return True
    if sentence.startswith("If target opponent ") and _if_target_opponent(r, sentence):
        return True
    if sentence.startswith("If this spell") and _how_cast(sentence):
        return True
    if (" as you cast this spell" in sentence or sentence.startswith("If that creature was cast ")) \
            and _as_cast(sentence):
        return True
    if sentence.startswith("Return ") and (" card and " in sentence or " card, " in sentence):
        if _card_list(r, sentence):
            return True
    return sentence.startswith("Prevent the next ") and _prevent_divided(r, sentence)


# ----- statics of permanents that change no answer ---------------------------------------------------
#: (not read: "Prevent all damage that would be dealt to you", "Damage that would reduce your life
#: total to less than 1 reduces it to 1 instead": a pain land's damage to its controller, 605.3b,
#: would change the life left to pay later costs with, 119.4)
_STATICS = re.compile(r"Damage that would be dealt by (?:CARDNAME|~) can't be prevented\.")
_REVEAL = re.compile(r"Reveal the first card you draw (?:each turn|on each of your turns)\.((?: Whenever you reveal an? "
                     r"(?:basic land|land|nonland|creature) card this way, (?:draw a card|(?:CARDNAME|~) deals \d+ "
                     r"damage to any target)\.)+)")


#: "10,000 Needles — <ability>": an ability's name (207.2d) that opens with a number, which the
#: reader's named-ability rule leaves to die-roll rows
_NUMBER_NAME = re.compile(r"\d{1,3}(?:,\d{3})+ [A-Z][a-z]+ — (?P<ability>.+)")


def spell15_line(r: Reader, line: str) -> bool:
    """A permanent's static ability recognized as changing no answer (see the module's text), or
    an ability named with a number, read as if alone."""
    if r.is_spell_card:
        return False
    named = _NUMBER_NAME.fullmatch(line) if line[:1].isdigit() else None
    if named:
        r.line(named.group("ability"))
        return True
    if not line.startswith(("Damage that would be dealt by ", "Reveal the first card")):
        return False
    return _STATICS.fullmatch(line) is not None or _REVEAL.fullmatch(line) is not None
