"""Targets in rules text (115, 601.2c-d): each word "target" of an effect becomes a
:class:`TargetSlot`, and "N damage divided as you choose among ..." or "Distribute N +1/+1
counters among ..." a :class:`Division`.

The target phrases read (anything else leaves the line unsupported):

- how many: "target", "N target", "up to N / X target", "each of [up to] N target", "another
  target", "one or two / one, two, or three target", "one or more / any number of target";
  "any target", "a third target";
- adjectives: colors ("red", "green or white", "nonblack", "multicolored"), "noncreature",
  "non-Zombie", "nonbasic", "legendary", "nontoken", "tapped", "untapped", "attacking",
  "blocking", "attacking or blocking"; one subtype ("target Goblin", "target Zombie creature
  card", "target Aura spell");
- nouns: "creature", "permanent", "player", "opponent", card types and lists of them
  ("artifact, enchantment, or land", "creature or planeswalker", "player or planeswalker");
  "spell" after a type list ("creature spell", "instant or sorcery spell"); "card" after one
  with where it is: "from / in your graveyard", "a graveyard", "an opponent's graveyard";
- after the noun: "you control", "an opponent controls", "you don't control"; "with power /
  toughness / mana value N or greater / or less", "with mana value N"; a creature "with / without
  flying" (defender, reach, shadow, horsemanship; 702.9), printed or ``granted``;
- "If this spell was kicked, ..." (its targets exist only when kicked, 702.33g);
- "<Destroy / Exile / Counter / Tap / Untap> target <noun> if it <condition>." with one target
  (Fatal Push: the condition is checked on resolution, 608.2c; the target is any <noun>);
- "N damage divided as you choose among any number of targets" (601.2d: each gets at least 1);
- combat requirements "... this turn if able." (506-509); "can't be the target of spells or
  abilities [your opponents control]" (no target word); sentences that act later: "You may
  choose new targets for the copy." (707.10c), Chain Lightning's copy, Banefire's "If X is N or
  more, this spell can't be countered ...".

A capitalized word is read as a subtype only if it is one (:data:`SUBTYPES`): "Historic" (700.6),
"Outlaw", "Party", "Legendary" are refused.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import Division, ModeChoice, ObjectFilter, TargetSlot
from castable.model.mana import ManaCost
from castable.model.oracle.common import COLOR_WORD, NUMBERS, Unsupported, rx, split_sentences, unquoted
from castable.model.oracle.grant13e import OUTLAWS
from castable.model.oracle.spell14 import (
    main_phase_rider,
    reflexive_sentence,
    relation_sentence,
    shuffle_sentence,
    stack_target_sentence,
)
from castable.model.oracle.spell15 import spell15_sentence
from castable.model.oracle.spent import without_spent_conditions
from castable.model.oracle.tail13 import redirect_sentence
from castable.model.oracle.targetlist import noun_list

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: Every subtype printed on a card's type line (205.3g-n), read from the card data: a capitalized
#: word is read as a subtype only if it is one ("Historic", "Outlaw", "Party", "Legendary" are
#: not: 700.6, 700.15, 700.8, 205.4; a word not listed is refused, never guessed)
SUBTYPES = frozenset((
    "Abian Adventure Advisor Aetherborn Ajani Alara Alicorn Alien Ally Aminatou Angel Angrath Antelope Ape Arcane "
    "Archer Archon Arkhos Arlinn Armadillo Art Artificer Artist Ashiok Assassin Assembly-Worker Astartes Athlete "
    "Atog Aura Aurochs Autobot Avatar Azgol Azra Background Badger Bahamut Barbarian Bard Basilisk Basri Bat Bear "
    "Beast Beaver Beeble Beholder Belenon Berserker Bird Bison Boar Bolas Book Boxer Brainiac Bringer Brushwagg "
    "Bureaucrat Byode Calix Camel Capybara Carrier Cartouche Case Cat Cave Centaur Cephalid Chameleon Chandra Chef "
    "Child Chimera Citizen Clamfolk Class Cleric Cloud Clown Clue Cockatrice Construct Contraption Cow Coward "
    "Coyote Crab Crocodile Curse Cyberman Cyborg Cyclops Dack Dakkon Dalek Daretti Dauthi Davriel Deer Demigod "
    "Demon Desert Designer Detective Devil Dihada Dinosaur Djinn Doctor Dog Dominaria Domri Donkey Dovin Dragon "
    "Drake Dreadnought Drix Drone Druid Dryad Duck Dungeon Dwarf Echidna Efreet Egg Elder Eldrazi Elemental "
    "Elephant Elf Elk Ellywick Elminster Elspeth Elves Employee Equilor Equipment Ergamon Ersta Estrid Etiquette "
    "Eye Fabacin Faerie Ferret Fire Fish Flagbearer Food Forest Fortification Fox Fractal Freyalise Frog Fungus "
    "Gamer Gargoyle Garruk Gate Giant Gideon Gith Glimmer Gnoll Gnome Goat Goblin God Golem Gorgon Grandchild "
    "Gremlin Griffin Grist Guest Guff Gus Hag Halfling Hamster Harpy Hatificer Hawk Head Hedgehog Hellion Hero "
    "Hippo Hippogriff Homarid Homunculus Horror Horse Huatli Human Hydra Hyena Igpay Illusion Imp Incarnation "
    "Infinity Inkling Innistrad Inquisitor Insect Inzerva Iquatana Ir Island Jace Jackal Jared Jaya Jellyfish Jeska "
    "Judge Juggernaut Kaito Kaldheim Kamigawa Kangaroo Karn Karsus Kasmina Kavu Kaya Kephalai Key Killbot Kinshala "
    "Kiora Kirin Kithkin Knight Kobold Kolbahan Kor Koth Kraken Kyneth Lady Lair Lamia Lammasu Lander Leech Lemur "
    "Lesson Leviathan Lhurgoyf Licid Liliana Lizard Lobster Locus Lolth Lord Lorwyn Lukka Luvion Mammoth Manticore "
    "Master Masticore Meditation Mercadia Mercenary Merfolk Metathran Mime Mine Minion Minotaur Minsc Mirrodin Mite "
    "Moag Mole Monger Mongoose Mongseng Monk Monkey Moogle Moonfolk Mordenkainen Mount Mountain Mouse Mummy "
    "Muraganda Mutant Myr Mystic Naga Nahiri Narset Nautilus Necron Nephilim Nightmare Nightstalker Niko Ninja "
    "Nissa Nixilis Noble Noggle Nomad Nymph Octopus Ogre Oko Omen Ooze Orc Orgg Otter Ouphe Ox Oyster Pangolin "
    "Paratrooper Peasant Pegasus Penguin Performer Pest Phelddagrif Phoenix Phyrexia Phyrexian Pilot Pirate Plains "
    "Planet Plant Platypus Pony Porcupine Possum Power-Plant Praetor Primarch Processor Proper Pyrulea Qu "
    "Quintorius Rabbit Rabiah Raccoon Ral Ranger Rat Rath Ravnica Realm Rebel Reflection Regatha Rhino Rigger Robot "
    "Rogue Room Rowan Rune Sable Saga Saheeli Salamander Samurai Samut Sand Saproling Sarkhan Satyr Scarecrow "
    "Scientist Scorpion Scout Seal Segovia Serpent Serra Shade Shadowmoor Shaman Shandalar Shapeshifter Shark Sheep "
    "Ship Shrine Siren Sivitri Skeleton Skrull Skunk Slith Sliver Sloth Slug Snail Snake Soldier Soltari Sorcerer "
    "Sorin Spacecraft Spawn Specter Spellshaper Sphinx Spider Spike Spirit Splinter Sponge Spy Squid Squirrel "
    "Starfish Stone Surrakar Survivor Svega Swamp Symbiote Synth Szat Tamiyo Tasha Teferi Teyo Tezzeret Thalakos "
    "Thopter Thrull Tibalt Tiefling Time Tower Town Townsfolk Toy Trap Treasure Treefolk Trilobite Troll Turtle "
    "Tyranid Tyvar Ugin Ulgrotha Unicorn Urza Utrom Valla Vampire Vampyre Varmint Vedalken Vehicle Venser Viashino "
    "Villain Vivien Volver Vraska Vryn Waiter Wall Wanderer Warlock Warrior Weasel Weird Werewolf Whale Wildfire "
    "Will Windgrace Wizard Wolf Wolverine Wombat Worm Wraith Wrenn Wrestler Wurm Xenagos Xerex Yanggu Yanling Yeti "
    "Zariel Zendikar Zombie Zonian Zubera "
    # subtypes printed only in rules text (tokens, "becomes a ... creature") and 205.3g-k types
    "Army Attraction Balloon Blinkmoth Blood Bobblehead Camarid Caribou Chorus Comet Deserter Germ Gold Gorilla "
    "Graveborn Gunk Incubator Junk Llama Map Mutagen Orb Pentavite Pincher Plan Powerstone Prism Role Scion Serf "
    "Servo Shard Siege Sketch Sphere Tentacle Terminus Tetravite Triskelavite Walker"
).split())

_NUM = {**NUMBERS, **{str(i): i for i in range(0, 21)}}
_PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
_CARD_TYPES = (*_PERMANENT_TYPES, "instant", "sorcery")
_COLOR = r"(?:white|blue|black|red|green)"
#: words after a target phrase that would continue it (a condition, a place, an owner...)
_CONTINUES = re.compile(
    r" (?:with|without|that|that's|card|cards|who|which|named|in|from|of|token|tokens|other|an?|the|you|your|its|"
    r"their|defending|blocking|attacking|creature|creatures|permanent|permanents|spell|spells|artifact|artifacts|"
    r"enchantment|enchantments|land|lands|planeswalker|planeswalkers|player|players|opponent|opponents|owns?|"
    r"controls?|or|and/or|target|not|isn't|aren't|whose|attached|enchanted|equipped|among|"
    r"except|chosen|controlled|dealt|blocked|blocks|tapped|untapped|it|it's|they|he|she|"
    r"(?:and|or) (?:power|toughness|mana value|with|without|has|have|is|isn't|are))\b")


#: sentences of a spell that act as it resolves (or later) and change nothing about casting it: a
#: copy's new targets are chosen as the copy is created (707.10c), "can't be countered" (Banefire)
_RESOLVES_LATER = re.compile(
    r"You may choose new targets for the copy\.|"
    r"If the player does, they may copy this spell and may choose a new target for that copy\.|"  # Chain Lightning
    r"If X is \d+ or more, this spell can't be countered(?: and the damage can't be prevented)?\.")  # Banefire
#: "can't be the target of spells or abilities ...": what the target can't become later, no target
_CANT_BE_TARGET = re.compile(r"\bcan't be the target of (?:spells or abilities|spells)(?: your opponents control)?"
                             r"(?= this turn\b|\.)")


#: a choice that opens an effect and targets nothing (608.2d: made as it resolves; no word "target",
#: 115.1): "Choose an opponent. You and that player each draw three cards."
_CHOOSE = re.compile(r"Choose (?:an opponent|another player|a player|a basic land type|a color|a creature type)\. "
                     r"(?=[A-Z])")


#: "Choose target creature you control and target creature an opponent controls.": choosing
#: targets is what every "target" does (601.2c); the sentence is read as any other with targets
#: ("Choose one —" is a mode choice, 700.2, and has a dash)
_CHOOSE_TARGET = re.compile(r"Choose (?:up to (?:one|two|three) |one |two |three )?targets? ")


_PAID = "If this spell's additional cost was paid, "


def blight_paid_sentence(r: Reader, low: str) -> bool:
    """"If this spell's additional cost was paid, you gain 2 life." / "It deals 4 damage to that
    creature instead if this spell's additional cost was paid.": on a spell whose only additional
    cost is its optional blight (mech_costs), a sentence with that condition and no target or
    choice is done as the spell resolves (608.2c) and changes no answer while casting."""
    return "this spell's additional cost was paid" in low and [o.name for o in r.optional] == ["blight"] \
        and not r.additional and not rx.search(r"\b(?:targets?|choose|cast|costs?\b(?! was paid))", low)


def spell_text(r: Reader, line: str) -> None:
    line = _CHOOSE.sub("", line, count=1) if line.startswith("Choose ") else line
    # keyword lines the reader doesn't know (Storm, Cycling {2}, Buyback {3}...) have no
    # period; ability words, modes, keyword costs use a dash; activated abilities a colon
    if not line.endswith((".", ".\"", ".”")) or line.startswith(("•", "+")) or (
            line.startswith("Choose") and not _CHOOSE_TARGET.match(line)):
        raise Unsupported
    for sentence in split_sentences(line):
        bare = unquoted(sentence)
        if "—" in bare or ":" in bare:
            raise Unsupported
        if sentence == "This spell can't be countered." or _RESOLVES_LATER.fullmatch(sentence):
            continue
        if spell15_sentence(r, bare):  # spell15: conditions and riders checked as it resolves (608.2c)
            continue
        spent_free = without_spent_conditions(bare)
        if spent_free is not None:  # checked as it resolves (608.2c); r.spent_matters is set
            sentence = bare = spent_free
        if bare.startswith(_PAID) and len(r.optional) == 1:
            # "If this spell's additional cost was paid, ..." (its one optional cost: std13c's
            # waterbend): checked as it resolves (608.2c), like "if this spell was kicked"; the
            # rest is read as any effect (a target it names stays unread: "if" / "instead")
            sentence = bare = bare[len(_PAID):]
        low = bare.lower()
        about_casting = ("cast" in low or "cost" in low) and bool(
            rx.search(rf"\b(?:cast|casting)\b.*\b(?:{r.self_re.lower()}|it)\b", low)
            or rx.search(rf"\b(?:{r.self_re.lower()})\b.*\b(?:cast|costs?)\b", low))
        if blight_paid_sentence(r, low) or main_phase_rider(bare):
            continue  # checked as it resolves (608.2c): an effect, no target
        if (about_casting
                or (rx.search(r"\bthis spell\b", low) and not rx.search(r"\bif this spell was (?:kicked|bargained)\b", low))
                or rx.search(r"\brather than\b|\bspend only\b|\bx can't\b|\badditional cost\b|\bsplit second\b|\bflash\b",
                             low.replace(" or a card with flash,", ",") if low.startswith("search your library for ")
                             else low)):  # spell14: a card searched for "with flash" (701.23), no permission
            raise Unsupported
        read_targets(r, bare)


#: "<verb> target <noun> if it <condition>.": one target, its effect done only if the condition
#: holds on resolution; a condition naming targets, X, this spell or a second condition is not read
_IF_IT = re.compile(r"((?:Destroy|Exile|Counter|Tap|Untap) target (?:(?! and | or |, )[^.])+?) "
                    r"if it(?:'s| has| is| was| shares) (?:(?!\b(?:if|targets?|instead|otherwise|unless|X|spell|"
                    r"spent|cast|and|or(?! (?:less|greater|more|fewer)\b))\b)[^.:;\"])+\.")


def read_targets(r: Reader, sentence: str) -> None:
    """Every target phrase of one effect sentence, appended to ``r.targets`` (and a division
    of an amount among one of them to ``r.division``)."""
    sentence = _CANT_BE_TARGET.sub("can't be chosen by them", sentence)  # Vines of Vastwood
    sentence = redirect_sentence(r, sentence) or sentence  # 614.9: its target is always chosen (tail13)
    if not rx.search(r"\btargets?\b", sentence, re.IGNORECASE):
        return
    if sentence.startswith("When ") and reflexive_sentence(sentence):
        return  # spell14: "When you discard a nonland card this way, ...": targets chosen as it triggers (603.12)
    if rx.search(r"(?:^|, |\bthen )(?:when|whenever|at the beginning|at end|at the end)\b", sentence, re.IGNORECASE):
        # a reflexive or delayed trigger's targets are chosen when it triggers (603.3d, 603.7,
        # 603.12), not as the spell is cast: never read as the spell's targets
        raise Unsupported
    if " among " in sentence:  # spell14: an amount the state gives as it resolves (608.2h), no division
        sentence = _GREATEST.sub(r"\1 that number", sentence)
    if ("single target" in sentence or "that targets " in sentence or "new target must" in sentence
            or sentence.startswith("You may choose new targets for target ")) \
            and stack_target_sentence(r, sentence):  # spell14: what a spell on the stack targets (115.9)
        return
    if sentence.startswith("Target player shuffles up to ") and shuffle_sentence(r, sentence):
        return  # spell14: cards in the chosen player's graveyard (601.2c)
    if ("two target" in sentence and (" controlled by " in sentence or " that share " in sentence)) \
            and relation_sentence(r, sentence):  # spell14: a relation between two targets (601.2c)
        return
    if rx.fullmatch(rf"{r.self_re} deals X damage divided evenly, rounded down, among any number of targets\.",
                    sentence):
        # Fireball: "divided evenly" is no choice of division (601.2d is "as you choose"); the
        # targets are any number, zero allowed (115.6)
        r.targets.append(TargetSlot("any", unlimited=True, min_count=0, text="any number of targets"))
        return
    requires = None
    km = rx.match(r"If this spell was kicked, (?!instead\b)(.*)", sentence)
    if km:
        # 702.33g: targets only when kicked; one "kicker" cost, read from its keyword line
        if [o.name for o in r.optional] != ["kicker"]:
            raise Unsupported
        requires, sentence = "kicker", km.group(1)
    cm = _IF_IT.fullmatch(sentence)
    if cm and requires is None and len(rx.findall(r"\btargets?\b", sentence, re.IGNORECASE)) == 1:
        # Fatal Push: "Destroy target creature if it has mana value 2 or less." The condition is
        # checked as the spell resolves (608.2c), not when targets are chosen: any creature
        sentence = cm.group(1) + "."
    # "Target creature attacks / blocks this turn if able.": a combat requirement (508.1d, 509.1c),
    # no condition on the target
    cr = rx.fullmatch(rf"Target creature( an opponent controls| you don't control| you control)? (?:attacks|blocks|"
                      rf"blocks {r.self_re}|must be blocked) this turn if able\.", sentence) if requires is None else None
    if cr:
        who: Any = {None: None, " you control": "you"}.get(cr.group(1), "opponent")
        r.targets.append(TargetSlot("creature", ObjectFilter(controller=who) if who else ObjectFilter(),
                                    text="target creature" + (cr.group(1) or "")))
        return
    if sentence.endswith(" if able.") and len(rx.findall(r"\bif\b", sentence, re.IGNORECASE)) == 1:
        sentence = sentence[:-len(" if able.")] + "."  # "... attack you if able.": a requirement, no condition
    divided = bool(rx.fullmatch(
        r"[^.]* deals (?:\w+) damage divided as you choose among (?:one or two|one, two, or three|any number of) "
        r"targets?\b[^.]*\.|Distribute (?:\w+) \+1/\+1 counters among (?:one or two|one, two, or three|any number of) "
        r"target [^.]*\.", sentence))
    if rx.search(r"\b(?:if|kicked|instead|unless it|otherwise|among|divided|distribute)\b", sentence,
                 re.IGNORECASE) and not (divided and not rx.search(r"\b(?:if|kicked|instead|unless it|otherwise)\b",
                                                                    sentence, re.IGNORECASE)):
        raise Unsupported  # targets that exist only sometimes (601.2c), or counted another way
    s = "t" + sentence[1:] if sentence.startswith("Target") else sentence
    pos = 0
    while True:
        m = rx.search(r"\btargets?\b", s[pos:], re.IGNORECASE)
        if not m:
            break
        at = pos + m.start()
        slot, end, div = target_phrase(r, s, at, len(r.targets))
        if div is not None:
            if r.division is not None or s[end:] != ".":
                raise Unsupported
            r.division = Division(len(r.targets), **div)
        if requires is not None:
            slot = dataclasses.replace(slot, requires=requires)
        if slot.filter.mana_value_x is not None and rx.search(r"\bwhere X is\b", sentence):
            raise Unsupported  # an X defined by the text, not announced (601.2b)
        r.targets.append(slot)
        pos = end
    if divided and r.division is None:
        raise Unsupported


#: "equal to the greatest power among creatures you control", "where X is the highest mana value
#: among permanents you control": an amount counted as the spell resolves (608.2h; spell14)
_GREATEST = re.compile(r"\b(equal to|where X is) the (?:greatest|highest) (?:power|toughness|mana value) among "
                       r"(?:creatures|permanents) you control\b")


_LEAD = re.compile(r"\b(up to (?:one|two|three|four|five|six|X)|one or two|one, two, or three|one or more|any number of|"
                   r"one|two|three|four|five|six|X|another) $", re.IGNORECASE)


def target_phrase(r: Reader, s: str, at: int, index: int) -> tuple[TargetSlot, int, dict[str, Any] | None]:
    """The target phrase whose word "target(s)" starts at ``at``: its slot, where it ends,
    and a division of an amount among its targets."""
    before, after = s[:at], s[at:]
    if not rx.match(r"targets?\b", after):
        raise Unsupported  # "Targets", "TARGET"
    words = before.split()
    prev = words[-1].lower() if words else ""
    # no noun: any target (115.4)
    bare = rx.match(r"(targets?)(?=[,.]| and\b| each\b| this turn\b| equal to\b)", after)
    if prev == "any":
        if not bare or bare.group(1) != "target" or (len(words) >= 2 and words[-2].lower() in ("of", "than")):
            raise Unsupported
        return TargetSlot("any", text="any target"), at + 6, None
    if len(words) >= 2 and (words[-2].lower(), prev) == ("a", "third"):
        # "a third target (creature)": differs from the two before it (Cone of Flame,
        # Incremental Growth); 115.3 alone would allow the same object for each "target"
        if index != 2 or (bare and bare.group(1) != "target") or not rx.match(r"target\b(?!s)", after):
            raise Unsupported
        if bare:
            return TargetSlot("any", text="a third target", different_from=(0, 1)), at + 6, None
        slot_kw, consumed = target_noun(r, after[len("target "):], False)
        end = at + len("target ") + consumed
        return TargetSlot(**slot_kw, text="a third " + s[at:end], different_from=(0, 1)), end, None
    # "up to one other target creature", "any other target": differs from the earlier targets
    other = rx.search(r"\b(?:(up to (?:one|two|three|four|five)|one|two|three|four|five|any) )?other $", before,
                      re.IGNORECASE)
    if other:
        if index == 0 or (bool(bare) != (other.group(1) or "").lower().startswith("any")):
            raise Unsupported
        if (other.group(1) or "").lower() == "any":
            if bare.group(1) != "target":  # type: ignore[union-attr]
                raise Unsupported
            return TargetSlot("any", text="any other target", different_from=tuple(range(index))), at + 6, None
        if not other.group(1):
            raise Unsupported  # "each other target", "the other target"
        before = before[:other.start()] + other.group(1) + " "
    qm, lead, div = _lead(before, words, prev)
    another = lead == "another" or bool(other)
    if another and index == 0:
        raise Unsupported
    count, min_count, x_count, unlimited = _how_many(lead)
    plural = count > 1 or x_count or unlimited
    text_start = (other.start() if other else at - len(qm.group(0))) if qm else at
    different = tuple(range(index)) if another else ()
    if bare:
        if (bare.group(1) == "targets") != plural or not (another or plural):
            raise Unsupported
        end = at + len(bare.group(1))
        slot = TargetSlot("any", count=count, min_count=min_count, x_count=x_count, unlimited=unlimited,
                          text=s[text_start:end], different_from=different)
        return slot, end, div
    nm = rx.match(r"target (.*)", after)  # "two target creatures": "target" stays singular
    if not nm:
        raise Unsupported
    slot_kw, consumed = target_noun(r, nm.group(1), plural)
    end = at + nm.start(1) + consumed
    text = s[text_start:end]
    slot = TargetSlot(**slot_kw, count=count, min_count=min_count, x_count=x_count, unlimited=unlimited,
                      text=text if text.startswith("X ") else text[:1].lower() + text[1:], different_from=different)
    return slot, end, div


def _lead(before: str, words: list[str], prev: str) -> tuple[re.Match[str] | None, str, dict[str, Any] | None]:
    """The words that say how many targets come before "target(s)" ("up to two", "one or two",
    "any number of", "another"...): the match, the words (lower case, "" if none), and a
    division of an amount among them ("deals 4 damage divided as you choose among", 601.2d)."""
    lead = ""
    div: dict[str, Any] | None = None
    qm = _LEAD.search(before)
    if qm:
        lead = qm.group(1).lower()
        first = len(before) - len(qm.group(0))
        w_before = before[:first].split()
        last2 = [w.lower() for w in w_before[-2:]]
        each_of = last2 == ["each", "of"] and lead in ("up to one", "up to two", "up to three", "up to four", "up to x",
                                                       "up to five", "two", "three", "four", "five", "x")
        each_of = each_of or (last2 == ["control", "of"] and lead in (  # spell15: "Gain control of X target"
            "two", "three", "x", "any number of", "up to one", "up to two", "up to three", "up to x"))
        dm = rx.search(r"(?:deals (\w+) damage divided as you choose|Distribute (\w+) \+1/\+1 counters) among $",
                       before[:first])
        if dm:
            if lead not in ("one or two", "one, two, or three", "any number of"):
                raise Unsupported
            amount = dm.group(1) or dm.group(2)
            if amount == "X":
                div = {"x": True}
            elif amount in _NUM and _NUM[amount] >= (2 if lead in ("one or two", "any number of") else 3):
                # Pyrotechnics: "4 damage ... among any number of targets": each target gets at
                # least 1 (601.2d), so at most 4 targets; the Division says so, not the slot
                div = {"amount": _NUM[amount]}
            else:
                raise Unsupported
        elif w_before and not each_of and not lead.startswith("up to ") and (
                w_before[-1].lower() in ("or", "and", "and/or", "of", "than", "among", "twice")  # "up to twice X" (spell15)
                or w_before[-1].endswith(",")):
            raise Unsupported  # "one or two target creatures", "each of two targets"...
    elif prev in ("more", "or", "x", "many", "each", "all", "than", "least", "most", "up", "and/or", "the",
                  "that", "a", "an", "new", "different", "same", "single", "additional", "among", "number",
                  "other", "those", "these", "its", "their", "second", "first", "both", "either") \
            or prev[:1].isdigit() or (prev == "of" and len(words) >= 2 and words[-2].lower() in (
                "each", "number", "any", "all", "both", "either", "none", "some", "one", "two", "three", "four",
                "five", "x", "most")):
        raise Unsupported
    return qm, lead, div


def _how_many(lead: str) -> tuple[int, int | None, bool, bool]:
    """What the lead words mean: (count, min_count, x_count, unlimited) of the slot."""
    count, min_count, x_count, unlimited = 1, None, False, False
    if lead == "another":
        pass
    elif lead.startswith("up to "):
        n = lead[len("up to "):]
        if n == "x":
            x_count, min_count = True, 0
        else:
            count, min_count = NUMBERS[n], 0
    elif lead == "one or two":
        count, min_count = 2, 1
    elif lead == "one, two, or three":
        count, min_count = 3, 1
    elif lead in ("one or more", "any number of"):
        unlimited, min_count = True, (1 if lead == "one or more" else 0)
    elif lead == "x":
        x_count = True  # "X target creatures": exactly X (601.2c)
    elif lead:
        count = NUMBERS[lead]
    return count, min_count, x_count, unlimited


#: ", creature with flying, or enchantment": the list of nouns goes on in a way not read
_LIST_GOES_ON = re.compile(
    r",? (?:or|and/or) |, [A-Z]|,? (?:and )?(?:activated|triggered|abilit|artifacts?|battles?|creatures?|enchantments?|"
    r"lands?|planeswalkers?|permanents?|"
    r"players?|opponents?|spells?|cards?|instants?|sorcery|sorceries|non|tapped|untapped|attacking|blocking|"
    r"white|blue|black|red|green|multicolored|legendary|basic|snow)")
_WORD = (r"(?:artifacts?|battles?|creatures?|enchantments?|lands?|planeswalkers?|instants?|sorcery|sorceries|"
         r"permanents?|players?|opponents?|spells?|cards?)")


def _adjective(rest: str, filt: dict[str, Any], sets: dict[str, set[str]]) -> int:
    """Read one adjective at the start of ``rest`` (before a space or a comma) into ``filt`` /
    ``sets``; how many characters it took (0: none)."""
    if am := rx.match(rf"({_COLOR}) or ({_COLOR})(?=[ ,])", rest) or rx.match(rf"({_COLOR})(?=[ ,])", rest):
        if sets["colors"]:
            raise Unsupported  # "red, white creature": both colors?
        sets["colors"].update(COLOR_WORD[c] for c in am.groups() if c)
    elif am := rx.match(rf"non-?({_COLOR})(?=[ ,])", rest):
        sets["non_colors"].add(COLOR_WORD[am.group(1)])
    elif am := rx.match(r"multicolored(?=[ ,])", rest):
        filt["multicolored"] = True
    elif rest.startswith("monocolored") and (am := rx.match(r"monocolored(?=[ ,])", rest)):
        filt["monocolored"] = True  # 105.2b: exactly one color (spell14)
    elif am := rx.match(r"colorless(?=[ ,])", rest):
        sets["non_colors"].update("WUBRG")  # 105.2c: a colorless object has no color
    elif am := rx.match(rf"non-?({'|'.join(_CARD_TYPES)})(?=[ ,])", rest):
        sets["non_types"].add(am.group(1).capitalize())
    elif rest.startswith("non-outlaw") and (am := rx.match(r"non-outlaw(?=[ ,])", rest)):
        sets["non_subtypes"].update(OUTLAWS)  # 700.14: an Assassin, Mercenary, Pirate, Rogue or Warlock (spell14)
    elif rest.startswith("face-down") and (am := rx.match(r"face-down(?= creatures?\b(?! (?:card|spell)s?\b))", rest)):
        if "face_down" in filt:
            raise Unsupported
        filt["face_down"] = True  # 708.2: "target face-down creature", a permanent only (spell14)
    elif am := rx.match(r"non-([A-Z][a-z]+)(?=[ ,])", rest):
        sets["non_subtypes"].add(am.group(1))
    elif am := rx.match(r"(non)?(basic|legendary|snow)(?=[ ,])", rest):
        sets["non_supertypes" if am.group(1) else "supertypes"].add(am.group(2).capitalize())
    elif am := rx.match(r"nontoken(?=[ ,])", rest):
        filt["token"] = False
    elif am := rx.match(r"(untapped|tapped)(?=[ ,])", rest):
        if "tapped" in filt:
            raise Unsupported
        filt["tapped"] = am.group(1) == "tapped"
    elif rest.startswith("blocked") and (am := rx.match(r"blocked(?= creatures?\b(?! (?:card|spell)s?\b))", rest)):
        if "combat" in filt:
            raise Unsupported
        filt["combat"] = "blocked"  # 509.1h: an attacking creature that has been blocked (spell14)
    elif am := rx.match(r"(attacking or blocking|attacking|blocking)(?=[ ,])", rest):
        if "combat" in filt:
            raise Unsupported
        filt["combat"] = am.group(1).replace(" or ", "_or_")
    else:
        return 0
    return am.end()


def _singular(word: str) -> str:
    return "sorcery" if word == "sorceries" else word[:-1] if word.endswith("s") and word != "sorcery" else word


def target_noun(r: Reader, s: str, plural: bool) -> tuple[dict[str, Any], int]:
    """The noun phrase after "target": kind and filter, and how many characters it took. A
    list whose items don't share their words ("creature or Vehicle", "artifact, enchantment,
    or creature with flying") is read by :mod:`castable.model.oracle.targetlist`."""
    special = None if plural else _stack_noun(s)
    if special is not None:
        return special
    try:
        return _plain_noun(r, s, plural)
    except Unsupported:
        got = None if plural else noun_list(s, SUBTYPES, r.self_re)
        if got is None:
            raise
    kw, pos = got
    if any(f.mana_value_x is not None for f in kw["filter"].any_of):
        raise Unsupported  # "... or creature with mana value X": X checks only the whole filter
    _check_tail(s[pos:], {}, {}, None, [kw["kind"]], "card" if kw["kind"] == "card_in_graveyard" else None)
    return kw, pos


#: nouns naming objects on the stack (or mixing zones) -> the slot's kind: abilities on the stack
#: (113.3b-c, 603; a mana ability never is one, 605.3b), "spell or permanent" (a spell on the stack
#: or a permanent), "creature or player" (the old wording: not a planeswalker, 115.4)
_STACK_NOUNS = (
    ("activated or triggered ability", "ability"), ("activated ability", "activated_ability"),
    ("triggered ability", "triggered_ability"), ("spell, activated ability, or triggered ability", "spell_or_ability"),
    ("spell or ability", "spell_or_ability"), ("spell or permanent", "spell_or_permanent"),
    ("creature or player", "creature_or_player"))


def _stack_noun(s: str) -> tuple[dict[str, Any], int] | None:
    """"target activated or triggered ability [you control / you don't control]", "target spell or
    permanent [with mana value N or greater]", "target creature or player": kind and filter."""
    found = next(((noun, kind) for noun, kind in _STACK_NOUNS if rx.match(rf"{noun}\b(?!s)", s)), None)
    if found is None:
        return None
    noun, kind = found
    pos = len(noun)
    filt: dict[str, Any] = {}
    if kind == "spell_or_permanent":
        controller, _zone, pos = _after_noun(s, pos, filt, ["permanent"], None)
        if controller is not None or set(filt) - {"min_mana_value", "max_mana_value"}:
            raise Unsupported  # only mana value: qualities a spell and a permanent both have
    elif kind != "creature_or_player" and (cm := rx.match(r" (you control|you don't control)\b", s[pos:])):
        filt["controller"] = "you" if cm.group(1) == "you control" else "opponent"
        pos += cm.end()
    _check_tail(s[pos:], filt, {}, None, [kind], None)
    return {"kind": kind, "filter": ObjectFilter(**filt)}, pos


def _plain_noun(r: Reader, s: str, plural: bool) -> tuple[dict[str, Any], int]:
    """The noun phrase after "target" read as one filter shared by every noun."""
    filt: dict[str, Any] = {}
    sets: dict[str, set[str]] = {k: set() for k in ("colors", "non_colors", "non_types", "non_subtypes", "supertypes",
                                                   "non_supertypes")}
    pos, adjectives = read_adjectives(s, filt, sets)
    on_battlefield = "tapped" in filt or "combat" in filt  # adjectives only permanents have
    # "target artifact creature" (205.2b: a creature with a second card type): a creature whose
    # types include the first word; only on the battlefield (not "artifact creature card / spell")
    compound = rx.match(r"(artifact|enchantment|land) (?=creatures?\b)", s[pos:])
    if compound:
        pos += compound.end()
    subtype, words, head, pos = _nouns(r, s, pos, plural)
    if compound:
        if words != ["creature"] or head is not None or subtype is not None:
            raise Unsupported
        filt["types"] = frozenset({compound.group(1).capitalize()})
    if adjectives and len(words) > 1:
        raise Unsupported  # "black creature or artifact": which does "black" qualify?
    controller, zone, pos = _after_noun(s, pos, filt, words, head)
    _check_tail(s[pos:], filt, sets, subtype, words, head)
    if ("max_toughness" in filt and "min_toughness" in filt) or ("min_power" in filt and "max_power" in filt) or \
            ("min_mana_value" in filt and "max_mana_value" in filt and filt["min_mana_value"] != filt["max_mana_value"]):
        raise Unsupported  # not a template seen
    for key, values in sets.items():
        if values:
            filt[key] = frozenset(values)
    if subtype is not None:
        filt["subtypes"] = frozenset({subtype})
    types = frozenset(w.capitalize() for w in words)
    if "Permanent" in types:
        if len(words) > 1:
            raise Unsupported  # "spell or permanent"
        # a permanent card / spell (110.4b: a land is never a spell)
        types = frozenset(w.capitalize() for w in _PERMANENT_TYPES if head == "card" or w != "land") if head \
            else frozenset()
    if head == "card":
        # a card in a graveyard (115.1: targets in other zones are named by the text)
        if zone is None or controller is not None or on_battlefield or "token" in filt:
            raise Unsupported
        if plural and zone not in ("your", "a single", "graveyards"):
            raise Unsupported  # "two target cards from an opponent's graveyard": from one graveyard?
        if zone not in ("a", "a single", "graveyards"):
            filt["controller"] = "you" if zone == "your" else "opponent"
        if types:
            filt["types"] = types
        # "from a single graveyard" (601.2c): all the slot's targets in one player's graveyard
        single = {"same_graveyard": True} if zone == "a single" else {}
        return {"kind": "card_in_graveyard", "filter": ObjectFilter(**filt), **single}, pos
    if controller:
        filt["controller"] = controller
    if head == "spell":
        if on_battlefield or "token" in filt or "Land" in types:
            raise Unsupported
        if types:
            filt["types"] = types
        return {"kind": "spell", "filter": ObjectFilter(**filt)}, pos
    if types & {"Instant", "Sorcery"}:
        raise Unsupported  # "target instant": no such permanent
    if types & {"Player", "Opponent"}:
        if not filt and words in (["player"], ["opponent"]):
            return {"kind": words[0]}, pos
        if not filt and words in (["player", "planeswalker"], ["opponent", "planeswalker"]):
            return {"kind": f"{words[0]}_or_planeswalker"}, pos
        raise Unsupported
    if words == ["creature"]:
        return {"kind": "creature", "filter": ObjectFilter(**filt)}, pos
    if types:
        filt["types"] = types
    return {"kind": "permanent", "filter": ObjectFilter(**filt)}, pos


def read_adjectives(s: str, filt: dict[str, Any], sets: dict[str, set[str]]) -> tuple[int, int]:
    """The adjectives at the start of the noun phrase (nonblack, noncreature, red, tapped,
    attacking or blocking), read into ``filt`` / ``sets``: where they end, and how many."""
    pos = 0
    adjectives = 0
    while n := _adjective(s[pos:], filt, sets):
        pos += n
        adjectives += 1
        if s[pos:pos + 2] == ", " and _adjective(s[pos + 2:], {}, {k: set() for k in sets}):
            pos += 2  # "nonartifact, nonblack creature"
        elif s[pos:pos + 1] == " ":
            pos += 1
        else:
            raise Unsupported
    return pos, adjectives


def _nouns(r: Reader, s: str, pos: int, plural: bool) -> tuple[str | None, list[str], str | None, int]:
    """One subtype and the card-type nouns from ``pos`` ("Zombie creature card", "artifact,
    enchantment, or land", "instant or sorcery spell"): (subtype, nouns in the singular, head
    "spell" / "card" or None, where they end)."""
    subtype = None
    # the phrase may end at the subtype: "if it targets a Dragon" (a condition, read without its period)
    sm = rx.match(r"([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?=[ ,.]|$)", s[pos:])
    if sm:  # one subtype: "target Goblin", "target Zombie creature card", "target Aura spell"
        subtype = sm.group(1)
        if (plural and subtype.endswith("s")) or subtype not in SUBTYPES or rx.fullmatch(r.self_re, subtype):
            raise Unsupported  # "target Historic permanent": not a subtype
        pos += sm.end()
    words: list[str] = []
    head = None
    lm = rx.match(rf"{_WORD}((?:, {_WORD})*,? (?:or|and/or) {_WORD})?\b", s[pos + 1:] if subtype else s[pos:])
    if subtype and lm and s[pos:pos + 1] != " ":
        lm = None
    if lm:
        raw = rx.findall(_WORD, lm.group(0))
        pos += lm.end() + (1 if subtype else 0)
        hm = rx.match(r" (spell|card)(s?)\b", s[pos:])
        if hm and _singular(raw[-1]) not in ("spell", "card"):
            head = hm.group(1)  # "creature spell", "instant or sorcery card": the head carries the plural
            if bool(hm.group(2)) != plural or any(w not in _CARD_TYPES and w != "permanent" for w in raw):
                raise Unsupported
            words = raw
            pos += hm.end()
        else:
            if any((w != _singular(w)) != plural for w in raw):
                raise Unsupported
            words = [_singular(w) for w in raw]
            if words[-1] in ("spell", "card"):
                head = words.pop()
            if (words and {"spell", "card"} & set(words)) or (head and words):
                raise Unsupported  # "spell or creature", "creature or spell"
        if subtype and len(words) > 1:
            raise Unsupported  # "Zombie creature or planeswalker"
    elif subtype is None:
        raise Unsupported
    return subtype, words, head, pos


#: keywords a target's filter may name ("with flying", "without flying"); an unread line that
#: could take one away or hide a printed one blocks other answers (``reader.affects_others``)
FILTER_KEYWORDS = ("flying", "defender", "reach", "shadow", "horsemanship")
_FILTER_KEYWORDS = "|".join(FILTER_KEYWORDS)


def _after_noun(s: str, pos: int, filt: dict[str, Any], words: list[str], head: str | None
                ) -> tuple[str | None, str | None, int]:
    """After the noun: controller, power, toughness, mana value (into ``filt``), where a card is:
    (controller, graveyard, where they end)."""
    controller = None
    zone = None
    while True:
        rest = s[pos:]
        if cm := rx.match(r" (you control|an opponent controls|your opponents control|you don't control)\b", rest):
            if controller is not None:
                raise Unsupported
            controller = "you" if cm.group(1) == "you control" else "opponent"
        elif cm := rx.match(r" you own(?= to\b|\.$)", rest) if head is None and rest.startswith(" you own") else None:
            # "target creature you own" (108.3; spell14): owned by the caster, whoever controls it;
            # act15: also ending the sentence ("Exile target creature you own.")
            if "owner" in filt or controller is not None:
                raise Unsupported
            filt["owner"] = "you"
        elif cm := rx.match(r" (?:each )?with (power|toughness|mana value) (\d+) or (greater|less)\b", rest):
            # "two target creature cards each with mana value 3 or less": each target (spell14)
            what = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}[cm.group(1)]
            key = ("min_" if cm.group(3) == "greater" else "max_") + what
            if key in filt or (what != "mana_value" and words != ["creature"]):
                raise Unsupported  # power and toughness: creatures only
            filt[key] = int(cm.group(2))
        elif cm := rx.match(r" with mana value X( or less)?(?= from\b| in\b| you control\b| an opponent controls\b|"
                            r" to\b| into\b|\.)", rest):
            # "with mana value X [or less]" (601.2b: X is announced before targets are chosen)
            if "min_mana_value" in filt or "max_mana_value" in filt or "mana_value_x" in filt:
                raise Unsupported
            filt["mana_value_x"] = "le" if cm.group(1) else "eq"
        elif cm := rx.match(r" with mana value (\d+)(?! or)\b", rest):
            if "min_mana_value" in filt or "max_mana_value" in filt:
                raise Unsupported
            filt["min_mana_value"] = filt["max_mana_value"] = int(cm.group(1))
        elif cm := rx.match(r" token\b(?!s)", rest) if words == ["creature"] and head is None else None:
            # "target creature token" (111.1): a creature that is a token
            if "token" in filt:
                raise Unsupported
            filt["token"] = True
        elif cm := rx.match(rf" (with|without) ({_FILTER_KEYWORDS})(?=\.| you control\b| an opponent controls\b|"
                            r" you don't control\b| this turn\b| (?:gets|gains|loses|can't|deals|fights|becomes)\b)",
                            rest):
            # "target creature with flying" (702.9): creatures on the battlefield only (a card or a
            # spell's keywords are those of an unread card too); one keyword
            key = "keywords" if cm.group(1) == "with" else "non_keywords"
            if words != ["creature"] or head is not None or "keywords" in filt or "non_keywords" in filt:
                raise Unsupported
            filt[key] = frozenset({cm.group(2)})
        elif rest.startswith(" with no counters") and (cm := rx.match(r" with no counters on it\b", rest)):
            # "target creature with no counters on it" (122.1; spell14): none of any kind
            if head is not None or "with_counter" in filt or "without_counter" in filt:
                raise Unsupported
            filt["without_counter"] = ""
        elif cm := rx.match(r" (with an?|that has an?|without an?|that doesn't have an?) (?:([+-]1/[+-]1|[a-z]+) )?"
                            r"counter on it\b", rest):
            # "target creature with a +1/+1 counter on it" (122.1): permanents only (no card in a
            # graveyard has counters, 122.2); one counter condition
            if head is not None or "with_counter" in filt or "without_counter" in filt:
                raise Unsupported
            if not cm.group(2) and cm.group(1).startswith(("without", "that doesn't")):
                raise Unsupported  # "without a counter on it": not a template seen
            key = "with_counter" if cm.group(1).startswith(("with a", "that has")) else "without_counter"
            filt[key] = cm.group(2) or ""
        elif cm := rx.match(r" that's (attacking or blocking|attacking|blocking)(?=[.,])", rest):
            # "target black or red creature that's attacking or blocking" = "attacking or blocking"
            if "combat" in filt or head is not None or words != ["creature"]:
                raise Unsupported
            filt["combat"] = cm.group(1).replace(" or ", "_or_")
        elif cm := rx.match(r" (?:from|in) (your|a|an opponent's|a single) graveyard\b| (?:from|in) (graveyards)\b", rest):
            if zone is not None or head != "card":
                raise Unsupported
            zone = cm.group(1) or cm.group(2)  # "from graveyards" (spell15): any of them, each target its own
        else:
            break
        pos += cm.end()
    return controller, zone, pos


def _check_tail(tail: str, filt: dict[str, Any], sets: dict[str, set[str]], subtype: str | None, words: list[str],
                head: str | None) -> None:
    """What follows the noun phrase must end it: Unsupported when the phrase goes on in a way
    not read ("creature with flying", "creature or enchantment card" lists...)."""
    if tail.startswith("'s"):
        if head == "card":
            raise Unsupported
    elif words in (["player"], ["opponent"]) and not filt and not any(sets.values()) and subtype is None and \
            rx.match(r" controls\b", tail):
        pass  # "creatures target player controls": what the player controls (the target is the player)
    elif tail and (not rx.match(r"[ ,.]", tail) or _CONTINUES.match(tail) or rx.match(r" [A-Z]", tail)
                   or _LIST_GOES_ON.match(tail)):
        raise Unsupported


def unannounced_x(targets: list[TargetSlot], modes: ModeChoice | None, mc: ManaCost | None) -> bool:
    """A spell's "target ... with mana value X" when its mana cost has no X to announce (601.2b):
    not read (an activated ability's X is checked against its own cost as it is read)."""
    slots = [*targets, *(t for m in (modes.modes if modes else ()) for t in m.targets)]
    return any(t.filter.mana_value_x is not None for t in slots) and (mc is None or not mc.x_count)


def cast_target_line(r: Reader, line: str) -> bool:
    """"You can't choose an untapped permanent / creature as this spell's target as you cast
    it." (Dream Leash, Enthralling Hold): a restriction on the Aura spell's one target (its
    Enchant, 303.4a) when it is chosen, 601.2c: only a tapped one. The target may untap later
    without the spell losing it, which is no question about casting."""
    m = rx.fullmatch(r"You can't choose an untapped (permanent|creature) as this spell's target as you cast it\.",
                     line)
    if not m:
        return False
    if len(r.targets) != 1 or r.targets[0].kind != m.group(1) or r.targets[0].filter.tapped is not None:
        raise Unsupported
    slot = r.targets[0]
    r.targets[0] = dataclasses.replace(slot, filter=dataclasses.replace(slot.filter, tapped=True))
    return True
