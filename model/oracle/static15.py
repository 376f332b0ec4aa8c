"""static15 (issue 13): more static abilities, replacement effects and triggers recognized as
changing no answer of can-cast, options, targets, costs, mana, can-activate or moves, each family
argued with its rule (604.1: a static ability does only what it says; 614.1, 615.1: a
replacement or prevention effect acts only when its event happens).

The events replaced below never happen while a spell is cast or an ability activated (601.2,
602.2), nor in the state ``apply`` makes: it pays costs (mana abilities tap, sacrifice, deal
their ``damage`` to their controller, 605.3b; costs tap, sacrifice, discard, exile, pay life, put
-1/-1 counters) and puts the spell and the tap, ward and cast triggers on the stack. It draws no
card, gains no life, creates no token, copies nothing, resolves nothing and moves to no other step
or turn; ``play`` puts a land onto the battlefield and nothing else.

- rules outside the game: deck construction and Commander deck rules (100.2, 903.5: "If ~ is your
  commander, your deck can include cards of any color identity.", "Ready to run", a commander
  pairing keyword like partner, 702.124), the starting life and hand (103.4, 103.5: "your starting
  hand size is five"), beginning the game (103.6: "You may begin the game with ~ in your
  graveyard.", "If ~ is in your opening hand, you may begin the game with it on the battlefield."),
  the starting player (103.1) and the draft (905);
- draws replaced (121.6, 614.11: "If you would draw a card, ..."), turns and steps skipped or begun
  (500.11, 614.10), losing the game (104.3: "If you would lose the game, instead ..."), poison
  counters (122.1f), life gained (119.10: "If an opponent would gain life, that player loses that
  much life instead."), guessing (Un), planeswalking (901.8), proliferating (701.34), copying a
  spell (707.10: copies are made as triggers and spells resolve), assembling Contraptions, tokens
  created (111.1) and a modular trigger's counters: none of these happens in a question;
- damage dealt only by instant and sorcery sources (an instant or a sorcery is never a permanent,
  so it never has a mana ability, 605.3b: "If an instant or sorcery source would deal 3 or more
  damage to you, it deals 2 damage to you instead."), and damage dealt to the permanent itself
  (the state records no damage on permanents, 704.5g);
- combat (506-510): who may attack, who assigns combat damage;
- the untap step (502.3: "You may choose not to untap ~ during your untap step.");
- revealed hands and libraries (400.2: public information changes no legal action), and triggered
  abilities that can't sacrifice tokens (they resolve later, 608.2);
- "Permanents entering don't cause abilities of permanents your opponents control to trigger.":
  ``apply`` puts no entering trigger on the stack (only tap, ward and cast triggers).

Read exactly:

- a "Whenever ~ becomes tapped" trigger whose only target is "up to one target ..."
  (``Reader.tap_triggers``): 603.3d removes a triggered ability from the stack only when no legal
  choice can be made for it, and zero targets is always legal for "up to one" (115.1d, 601.2c);
  ``apply`` puts it on the stack with its targets unchosen, as every tap trigger;
- such a trigger with one target of another kind ("target creature an opponent controls",
  "another target Merfolk you control", "target player", "any target"): its slot is read as a
  spell's would be (``CardDef.tap_trigger_targets``) and ``apply`` puts the trigger on the stack
  only while a legal choice exists in the state after the payment (603.3d; shroud, hexproof,
  hexproof from and protection from its source: ``castable.model.rules.trigger_target_exists``).
  Not read: a payment or "may" before the target, "This ability triggers only once each turn"
  (the state doesn't record it);
- replacements of going to a graveyard (614.1a): ``CardDef.graveyard_replacements``, decided by
  ``castable.model.rules.graveyard_replacements`` in every checker (a card sacrificed or
  discarded while paying reaches the graveyard, for delve and "exile a card from your graveyard",
  only when none applies) and moved by ``apply`` (exile, or its owner's library: a count). Two
  replacements that compete (616.1), a commander put into its library (903.9b), or the caster's
  own replacement of other objects beside a payment that exiles from the graveyard (the order of
  601.2h would decide) are refused (exit 4).

Left unread on purpose (each changes an answer): damage doublers and prevention whose source may
be a permanent or whose recipient may be a player (a pain land's damage to its controller,
605.3b, read by 119.4 and ``life_budget``); counter doublers and "can't have counters put on it"
(blight puts -1/-1 counters as a cost); "If a player would add mana" (106.4); "all damage that would be
dealt to you by unblocked creatures is dealt to ~ instead" (Veteran Bodyguard: one's own unblocked
attacker with vigilance may still tap for mana that damages its controller); a nontoken creature
that "would enter the battlefield and it wasn't cast" (a played Dryad Arbor); a card that is "the
chosen color" before the game begins (colors are read by filters, 105.2); "Cards in graveyards lose
all abilities" (flashback, 702.34a); "State-based actions don't apply to you" (``apply`` performs
some, 704.5d); "Your speed can increase beyond 4" and "Your devotion ... is increased by one"
(read by other abilities); deck-color conditions granting haste (``Mono Eminence``: the state
doesn't know a deck's color identity, and haste decides {T} abilities, 302.6).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from castable.model.cards import ObjectFilter, TargetSlot
from castable.model.oracle.common import rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


_LINES = (
    # 903.5, 100.2, 103.4, 103.5: deck construction, the starting life total and hand size
    r"Ready to run",
    r"If ~ is your [Cc]ommander, (?:your starting deck can contain any number of cards beyond the maximum deck size|"
    r"your deck can include cards of any color identity|your deck can't use sleeves|your minimum deck size is 60 and "
    r"your starting life total is 30)\.",
    r"~ can't be your Commander unless your deck is 100 cards and originally built out of no more than 36 booster "
    r"packs, plus basic lands\.",
    r"~ can be your commander\. If it is, your deck can contain any basic land cards and cards of any color identity "
    r"that can create Food tokens\.",
    r"Your minimum deck size is reduced by five\.",
    r"Your starting deck can't have basic land cards and your starting hand size is five\.",
    r"Your starting deck contains only cards from WOE, WOC, and playtest cards\.",
    r"As the game begins, if ~ is your commander and your deck's color identity is mono-(?:blue|white), your "
    r"starting (?:hand size becomes 8|life total is increased by 10)\.",
    r"As the game begins, if ~ is your commander and your deck's color identity is monogreen, at the beginning of your "
    r"first upkeep, search your library for a Forest card, put it onto the battlefield tapped, then shuffle\.",
    r"Before this game begins, if this is your commander, secretly write down the name of five nonartifact creature "
    r"cards in your deck to be invaders\. Reveal them after the game\.",
    r"Before the game begins, if ~ is your commander or in your deck, secretly make a list of five nonland cards in "
    r"your deck\.",
    # 103.6: before the game starts; 103.1: the starting player
    r"You may begin the game with ~ in your graveyard\. If you do, you lose 1 life\.",
    r"If ~ is in your opening hand, you may begin the game with (?:him|her|it) on the battlefield\.",
    r"Before drawing your hand, you may start the game with ~ in your opening hand\. If you do, draw one fewer card\.",
    r"You are the starting player\. If multiple players would be the starting player, one of those players is "
    r"chosen at random\.",
    # 905: the draft happens before the game
    r"Immediately after the draft, you may reveal a card in your card pool\. Each other player may offer you one "
    r"card in their card pool in exchange\. You may accept any one offer\.",
    r"Instead of drafting a card from a booster pack, you may draft each card in that booster pack, one at a time\. "
    r"If you do, turn ~ face down and you can't draft cards for the rest of this draft round\.",
    r"As long as ~ is face up during the draft, you can't look at booster packs and must draft cards at random\. "
    r"After you draft three cards this way, turn ~ face down\.",
    # 121.6, 614.11: no question draws a card
    r"If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life\.",
    r"If you would draw a card, exile the top two cards of your library instead\. You may play those cards this "
    r"turn\.",
    r"If you would draw a card, return a card from your graveyard to your hand instead\. If you can't, you lose the "
    r"game\.",
    r"If a player would draw a card, they reveal it instead\. Then any other player may pay 2 life\. If a player "
    r"does, put that card into its owner's graveyard\. Otherwise, that player draws a card\.",
    r"If a player would draw a card except the first one they draw in each of their draw steps, that player "
    r"discards a card instead\. If the player discards a card this way, they draw a card\. If the player doesn't "
    r"discard a card this way, they mill a card\.",
    # 500.11, 614.10: no question moves to another step or turn
    r"If you would begin your draw step, you may skip that step instead\. If you do, you gain 2 life\.",
    r"If a player would begin an extra turn, that player skips that turn instead\.",
    r"If you would begin your turn while ~ is tapped, you may skip that turn instead\. If you do, untap ~\.",
    # 104.3: the format has no "lost the game"
    r"If you would lose the game, instead (?:exile ~ and your life total becomes equal to your starting life total|"
    r"shuffle your hand, your graveyard, and all permanents you own into your library, then draw seven cards and "
    r"your life total becomes 20)\.",
    # 122.1f poison; 119.10 life gain (no cost or mana ability gains life, as static14's "gains no life")
    r"If you would get one or more poison counters, instead you get one poison counter and you can't get additional "
    r"poison counters this turn\.",
    r"If an opponent would gain life, that player loses that much life instead\.",
    r"If a spell or ability would cause its controller to gain life, that player loses that much life instead\.",
    r"Your opponent can't gain life or remove poison counters\.",
    # guessing (Un), 901.8 planeswalking, 701.34 proliferate, 707.10 copies, Contraptions, 111.1 tokens
    r"If you would guess a card, instead just choose the outcome you want\.",
    r"If you would planeswalk, instead look at the top two cards of your planar deck, put one on the bottom of your "
    r"planar deck and the other on top, then planeswalk\.",
    r"If you would proliferate, proliferate twice instead\.",
    r"If you would copy a spell one or more times, instead copy it that many times plus an additional time\. You may "
    r"choose new targets for the additional copy\.",
    r"If a Rigger you control would assemble a Contraption, it assembles two Contraptions instead\.",
    r"If one or more tokens would be created, twice that many of those tokens are created instead\.",
    r"If an effect would create one or more tokens(?: under your control)?, it creates twice that many of those "
    r"tokens instead\.",
    r"If a modular triggered ability would put one or more \+1/\+1 counters on a creature you control, that many "
    r"plus one \+1/\+1 counters are put on it instead\.",
    # damage from instant and sorcery sources only (never permanents, so never a mana ability's, 605.3b)
    r"If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to you instead\.",
    r"If an instant or sorcery source you control would deal damage to a permanent or player, it deals that much "
    r"damage plus 2 to that permanent or player instead\.",
    r"If an instant or sorcery spell of the chosen color would deal damage to you, it deals that damage to its "
    r"controller instead\.",
    # 704.5g: the state records no damage on permanents
    r"If damage would be dealt to ~, prevent that damage, remove that many \+1/\+1 counters from ~, and create that "
    r"many 1/1 colorless Spirit creature tokens\.",
    r"~ can't be destroyed by lethal damage unless lethal damage dealt by a single source is marked on it\.",
    # 614.1c: what it enters with (counters, Un props): the state records it; 702.138c escape's counters
    r"~ enters with twice X \+1/\+1 counters on it\.",
    r"~ enters with six \+1/\+1 counters on it\. It escapes with twelve \+1/\+1 counters on it instead\.",
    r"~ escapes with two \+1/\+1 counters on it\. When it enters the battlefield this way, each opponent sacrifices a "
    r"non-Gorgon creature\.",
    r"If ~ was kicked, it enters the battlefield with three additional time counters on it\.",
    r"~ enters the battlefield with \+1/\+1 counters on it equal to the amount of mana spent to cast it\.",
    r"~ enters the battlefield with up to two shoe counters on it\. Use your shoes as counters\.",
    r"~ enters(?: the battlefield)? with a sealed Magic booster pack(?: of your choice)? under it\.",
    r"~ enters the battlefield with two arms and two legs\.", r"~ enters the battlefield turned on\.",
    r"If damage would be dealt to ~ while it has a \+1/\+1 counter on it, prevent that damage and remove that many "
    r"\+1/\+1 counters from it\.(?: When one or more counters are removed from ~ this way, it deals that much damage "
    r"to any target\.)?",
    # 506-510: combat is no part of a question
    r"Except for creatures named ~ and artifact creatures, creatures you control can't attack\.",
    r"Rather than the attacking player, you assign the combat damage of each creature attacking you\. You can divide "
    r"that creature's combat damage as you choose among any of the creatures blocking it\.",
    r"Each opponent who cast a spell this turn can't attack with creatures\.",
    r"If you cast a spell this turn, you can't attack with creatures\.",
    r"As long as ~ is attacking, prevent all damage Deserts would deal to ~ and to creatures banded with ~\.",
    r"Combat damage uses the stack\.", r"~ attacks a player you noted for cards named ~ each combat if able\.",
    r"As long as ~ is turned off, it can't attack or block, and prevent all damage it would deal\.",
    # 303.4: how many Auras may be attached (the state records the attachments); speaking (Un)
    r"Any number of Role enchantments can be attached to ~\.",
    r"You must speak in a voice other than your normal voice\.",
    # 706: dice are rolled only as spells and abilities resolve
    r"You may tap ~ to increase the result of a die any player rolled by 1\.",
    r"You may tap an untapped Wall you control to have any player reroll a die that player rolled\.",
    # 502.3: the untap step is never part of a question
    r"As long as ~ is untapped, each player chooses artifact, creature, or land during their untap step\. That player "
    r"can untap only permanents of the chosen type this step\.",
    r"Permanents the chosen player controls don't untap during their untap step\.",
    r"You may choose not to untap ~ during your untap step\.(?: If you do, put a pause counter on it, then you lose 1 "
    r"life for each pause counter on it\.)?",
    # 400.2: revealed cards change no legal action; 608.2: triggers resolve later
    r"Play with your hand revealed\.", r"Players play with their hands revealed\.",
    r"Play with your libraries' top cards revealed\.",
    r"As long as ~ is untapped, all players play with their hands revealed\.",
    r"Triggered abilities you control can't cause you to sacrifice or exile creature tokens you control\.",
    # 603.2: ``apply`` puts no trigger of a permanent entering on the stack (``play`` included)
    r"Permanents entering don't cause abilities of permanents your opponents control to trigger\.",
)
_RULES = re.compile("|".join(f"(?:{p})" for p in _LINES))

#: 614.1c-d, 614.12: what happens as a permanent (never a land: ``play`` puts a land onto the
#: battlefield, 305.1) enters: never in a question, and recorded in the state afterwards
#: (counters, power and toughness in ``overrides``, face-down creatures, attachments, ``chosen``)
_AS_ENTERS = r"As ~ enters(?: the battlefield)?, "
_AS_ENTERS_LINES = (
    # 614.12c: a choice recorded in ``chosen`` (the Un choices: a letter, a word, a rarity...)
    r"(?:an opponent chooses one of your fingers|choose (?:a hand attached to an opponent's arm|Flavorful or Bland|"
    r"an artist|white-bordered or silver-bordered|a rarity|odd or even|a number|a letter|a sentence with eight or "
    r"fewer words|a word with (?:four|five) or more letters|armor, blood, book, bottle, fang, fire, scroll, spear, sword, "
    r"or water|a consonant other than N, R, S, or T|a watermark)|straighten your arms|note your life total|"
    r"look at an opponent's hand, then choose any card name)\.",
    # what it enters with, or what is done as it enters
    r"you may sacrifice any number of creatures and/or planeswalkers\. If you do, it enters with twice that many "
    r"\+1/\+1 counters on it\.",
    r"sacrifice any number of creatures\. ~'s power becomes the total power of those creatures and its toughness "
    r"becomes their total toughness\.",
    r"roll a six-sided die twice\. Its base power becomes the first result and its base toughness becomes the second "
    r"result\.",
    r"discard your hand\.", r"turn all other nontoken creatures face down\.",
    r"exile an instant or sorcery card from your graveyard\.", r"exile any number of creature cards from your graveyard\.",
    r"pay any amount of life\.(?: The amount you pay can't be more than the total number of white nontoken permanents "
    r"your opponents control plus the total number of white cards in their graveyards\.)?",
    r"roll X d6\. It enters with a number of \+1/\+1 counters on it equal to the total of those results\.",
    r"sacrifice all lands you control\.", r"put a phylactery counter on an artifact you control\.",
    r"you may return a nonland permanent you control to its owner's hand\. If you do, ~ enters the battlefield with a "
    r"\+1/\+1 counter on it\.",
    r"sacrifice any number of permanents\. ~ enters with that many \+1/\+1 counters on it\.",
    r"remove all counters from any number of artifacts, creatures, and enchantments\. ~ enters with X \+1/\+1 counters "
    r"on it, where X is twice the number of counters removed this way\.",
    r"remove all counters from all permanents\. ~ enters the battlefield with a \+1/\+1 counter on it for each counter "
    r"removed this way\.",
    r"you may put two cards your opponents own from exile into their owners' graveyards\. If you do, ~ enters the "
    r"battlefield with four \+1/\+1 counters on it\.",
    r"sacrifice any number of untapped Forests\.",
    r"exile X creature cards from your graveyard\. If you can't, put ~ into its owner's graveyard instead of onto the "
    r"battlefield\. For each creature card exiled this way, ~ enters the battlefield with a \+2/\+0, \+1/\+1, or "
    r"\+0/\+2 counter on it\.",
    r"choose a creature you control it could be attached to\. If you do, it enters the battlefield attached to that "
    r"creature\.",
    r"you secretly put six or fewer \+1/\+1 counters on it, then an opponent guesses the number of counters\. If that "
    r"player guesses right, sacrifice ~ after it enters the battlefield\.",
)
_AS_ENTERS_RULE = re.compile(_AS_ENTERS + "(?:" + "|".join(f"(?:{p})" for p in _AS_ENTERS_LINES) + ")")
#: first words of the lines above: no pattern runs for any other line
_FIRST = frozenset({"Ready", "If", "~", "Your", "As", "You", "Before", "Immediately", "Instead", "Except", "Rather",
                    "Each", "Permanents", "Play", "Players", "Triggered", "Combat", "Any"})

#: 115.1d, 603.3d: "up to one target <noun phrase>": zero targets is a legal choice
_UP_TO_ONE = re.compile(r"\bup to one target\b")


def tap_trigger_targets_optional(line: str) -> bool:
    """A "Whenever ~ becomes tapped" trigger whose every target is "up to one target": it always
    goes on the stack (603.3d), its targets unchosen by ``apply``."""
    return len(rx.findall(r"\btargets?\b", line, re.IGNORECASE)) == len(_UP_TO_ONE.findall(line)) >= 1


#: 614.1a: "If ~ would ..." (the card itself) and "If <objects> would ..." (a permanent's), each
#: read into the keyword arguments of a :class:`~castable.model.cards.GraveyardReplacement`
_ANYWHERE = "would be put into a graveyard from anywhere"
_GRAVEYARD_LINES: tuple[tuple[str, dict[str, object]], ...] = (
    (rf"If ~ {_ANYWHERE}, reveal ~ and shuffle it into its owner's library instead\.",
     {"to": "library", "self_only": True}),
    (r"If ~ would die, exile it instead\.", {"to": "exile", "self_only": True, "dies": True}),
    (r"If ~ would die, put (?:it|~) on (?:the bottom|top) of its owner's library instead\.",
     {"to": "library", "self_only": True, "dies": True}),
    (r"If a card or token would be put into a graveyard from anywhere, exile it instead\.", {"to": "exile"}),
    (r"If a card would be put into an opponent's graveyard from anywhere, exile it instead\.",
     {"to": "exile", "owner": "opponent", "cards_only": True}),
    (r"If a card you didn't control would be put into an opponent's graveyard from anywhere, exile it instead\.",
     {"to": "exile", "owner": "opponent", "cards_only": True, "not_controlled": True}),
    (r"If a card would be put into your graveyard from anywhere, exile that card instead\.",
     {"to": "exile", "owner": "you", "cards_only": True}),
    (rf"If an instant or sorcery card {_ANYWHERE}, exile it instead\.",
     {"to": "exile", "cards_only": True, "filter": ObjectFilter(types=frozenset({"Instant", "Sorcery"}))}),
    (r"If a black or red permanent, spell, or card not on the battlefield would be put into a graveyard, exile it "
     r"instead\.", {"to": "exile", "filter": ObjectFilter(colors=frozenset({"B", "R"}))}),
    (r"If a creature an opponent controls would die, exile it instead\.",
     {"to": "exile", "dies": True, "filter": ObjectFilter(controller="opponent")}),
    (r"If a nontoken creature an opponent controls would die, instead exile it and you gain 2 life\.",
     {"to": "exile", "dies": True, "life": 2, "filter": ObjectFilter(controller="opponent", token=False)}),
    (r"If a permanent would be put into a graveyard, exile it instead\.", {"to": "exile", "from_battlefield": True}),
    (r"If a Warlock you control would die, exile it instead\.",
     {"to": "exile", "dies": True, "filter": ObjectFilter(subtypes=frozenset({"Warlock"}), controller="you")}),
)
_GRAVEYARD = [(re.compile(p), kw) for p, kw in _GRAVEYARD_LINES]


def _graveyard_line(r: Reader, bare: str) -> bool:
    """614.1a: a replacement of going to a graveyard (``Reader.graveyard_replacements``): read
    into every checker through ``castable.model.rules.graveyard_replacements`` and moved by
    ``apply`` (``castable.solver.transitions``)."""
    from castable.model.cards import GraveyardReplacement
    for pattern, kw in _GRAVEYARD:
        if pattern.fullmatch(bare):
            r.graveyard_replacements.append(GraveyardReplacement(text=bare, **kw))  # type: ignore[arg-type]
            return True
    return False


#: target kinds whose legal choices ``castable.model.rules.trigger_target_exists`` knows: a
#: permanent on the battlefield, a player
_TRIGGER_KINDS = frozenset({"creature", "permanent", "player", "opponent", "any"})


def tap_trigger_slots(r: Reader, line: str) -> tuple[TargetSlot, ...] | None:
    """603.3d: the targets of a "Whenever ~ becomes tapped, <effect>" trigger, read as a spell's
    would be (one slot, one target, of a kind ``trigger_target_exists`` knows; "another target"
    is not the trigger's source); None when not readable so (the line stays unread)."""
    from castable.model.oracle.common import Unsupported, split_sentences
    from castable.model.oracle.targets import read_targets
    effect = line.split(", ", 1)[1]
    if "This ability triggers only" in effect or rx.search(r"\b(?:may|unless|if|pay)\b", effect, re.IGNORECASE):
        return None  # a condition or a payment the state doesn't record (once each turn) or that waits
    another = effect.count("another target")
    saved, division = r.targets, r.division
    r.targets, r.division = [], None
    try:
        for sentence in split_sentences(effect.replace("another target", "target")):
            read_targets(r, sentence[:1].upper() + sentence[1:])
        slots, div = tuple(r.targets), r.division
    except Unsupported:
        return None
    finally:
        r.targets, r.division = saved, division
    if div is not None or len(slots) != 1 or another > 1:
        return None
    slot = slots[0]
    if slot.kind not in _TRIGGER_KINDS or slot.count != 1 or slot.min_count is not None or slot.unlimited \
            or slot.x_count or slot.requires or slot.unless or slot.relation or slot.chooser != "you" \
            or slot.filter.mana_value_x is not None or slot.different_from or slot.same_graveyard \
            or (slot.kind in ("player", "opponent", "any") and slot.filter != ObjectFilter()):
        return None  # a player's or "any target"'s filter is not one trigger_target_exists reads
    return (dataclasses.replace(slot, not_source=True) if another else slot,)


def crew_once_line(r: Reader, line: str) -> bool:
    """"Crew N. Activate only once each turn." (Luxurious Locomotive): Crew N (702.122a) with the
    602.5b limit of ``ActivatedAbility.once_per_turn`` (its ``activations_this_turn``)."""
    from castable.model.oracle.abilities import activated_keyword
    m = rx.fullmatch(r"(Crew \d+)\. Activate only once each turn\.", line)
    if m is None or r.band is not None:
        return False
    add = activated_keyword(r, m.group(1))
    if add is None:
        return False
    add()
    r.abilities[-1] = dataclasses.replace(r.abilities[-1], once_per_turn=True, text=line)
    return True


def _has_flash_if(r: Reader, line: str) -> bool:
    """"~ has flash as long as you control a Desert." / "This spell has flash as long as you control
    a Spirit." (702.8a, 601.3): for casting, as perm13's "you may cast ~ as though it had flash if
    you control ..." (``CardDef.flash_if``, given as Flash by ``castable.model.flashif`` while it
    holds). No understood card reads "with flash" on a permanent."""
    from castable.model.cards import FlashCondition
    from castable.model.oracle.perm13 import _controlled
    m = rx.fullmatch(rf"(?:{r.self_re}|This spell) has flash as long as you control (.+)\.", line)
    f = _controlled(m.group(1)) if m else None
    if f is None or r.band is not None or "Instant" in r.types or r.flash_if is not None or r.flash_tax \
            or r.flash_permission:
        return False
    r.flash_if = FlashCondition("control", f)
    return True


def static15_line(r: Reader, line: str) -> bool:
    """A line of the module doc's families: True when recognized, False when not one of them."""
    if " has flash as long as you control " in line and _has_flash_if(r, line):
        return True
    if r.is_spell_card or '"' in line or "“" in line or ":" in line:
        return False  # an instant's or sorcery's text is an effect, read by ``oracle.targets``
    bare = rx.sub(rf"\b{r.self_re}\b", "~", line)
    if bare.startswith("Mono Eminence — As the game begins, "):
        bare = bare[len("Mono Eminence — "):]  # 207.2c: a flavor word before a rule outside the game
    if (bare.startswith("If ") and " graveyard" in bare) or " would die, " in bare:
        if r.band is None and _graveyard_line(r, bare):
            return True
    if bare.startswith("As ~ enters") and "Land" not in r.types and r.band is None \
            and _AS_ENTERS_RULE.fullmatch(bare):
        return True
    first = bare.split(" ", 1)[0].rstrip(",")
    if first not in _FIRST or ("enters" in bare and "Land" in r.types):
        return False  # ``play`` puts a land onto the battlefield as it is (305.1): no entering effect of a land here
    return _RULES.fullmatch(bare) is not None
