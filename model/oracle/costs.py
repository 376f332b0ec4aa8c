"""The one cost grammar of rules text (118.1, 601.2b, 601.2h, 602.2b), for spells and abilities
alike, and the spell's own cost lines written in full sentences.

- :func:`cost_part`: one non-mana cost part, "pay N life", "sacrifice a / two <type or
  subtype>", "tap an untapped <type> you control", "discard a [<type>] card", "exile a card
  from your hand / graveyard", "collect evidence N" (spells); for activated abilities
  (``ability``) also "sacrifice another <type>" / "tap another untapped <type> you control"
  and "two / three other": the source can't pay it (602.2, ``CostPart.another``).
- :func:`cost_parts`: a cost written out, its mana and its other parts ("{1}{U}, Pay 3 life",
  "pay 1 life and exile a blue card from your hand"): keyword costs after a dash
  (:mod:`castable.model.oracle.keywords`), additional and alternative costs, and activated
  abilities' costs (:mod:`castable.model.oracle.abilities`) all use it.
- :func:`object_filter`, :func:`card_filter`, :func:`plural_filter`: which objects or cards
  a cost may use ("artifact or creature", "Goblin", "Mountains", "a blue card"): only
  characteristics the engine checks for cost objects.
- :func:`cost_line`: "As an additional cost to cast this spell, <cost>." (118.8) and "..., you
  may collect evidence N." (an optional additional cost, 118.8b); "..., you may sacrifice any
  number of creatures. This spell costs {2} less to cast for each creature sacrificed this way."
  (Torgaar: a repeatable optional cost with a reduction each time); "[If you control a <type>, |
  If an opponent cast three or more spells this turn, ] you may <cost> rather than pay this
  spell's mana cost." (an :class:`AlternativeCost` named after the card, 118.9).

"pay X life" and "discard X [creature / land] cards" are parts paid X times (``per_x``).

Left unread: "at random", "return ... to its owner's hand", energy, a cost
naming X or the card itself, a mana additional cost (written "{N} more", not a template seen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ANY, AlternativeCost, CostPart, ObjectFilter, OptionalCost
from castable.model.mana import ManaCost
from castable.model.oracle.common import COLOR_WORD, COST, Unsupported, rx, text_cost
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TYPE = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
         "planeswalker": "Planeswalker", "battle": "Battle", "permanent": None}
_PLURAL = {"creatures": "Creature", "artifacts": "Artifact", "lands": "Land", "enchantments": "Enchantment",
           "planeswalkers": "Planeswalker", "battles": "Battle", "permanents": None}
_BASIC_PLURAL = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain",
                 "Forests": "Forest"}


#: creature types whose plural is not "<type>s" / "<type>ies" (205.3m's list, English plurals)
_IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Merfolk": "Merfolk",
              "Kithkin": "Kithkin", "Myr": "Myr", "Moonfolk": "Moonfolk"}


def singular_subtype(word: str) -> str | None:
    """The subtype a capitalized plural names ("Wizards", "Allies", "Elves", "Merfolk"), or
    None when it names none exactly (a word not in :data:`SUBTYPES` is never guessed)."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.removesuffix("s") in _IRREGULAR.values():
        return None  # "Elfs", "Merfolks": not how these types are written
    if word.endswith("ies") and word[:-3] + "y" in SUBTYPES:
        return word[:-3] + "y"
    if word.endswith("es") and word[:-2].endswith(("x", "ch", "sh", "ss")) and word[:-2] in SUBTYPES:
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and word[:-1] in SUBTYPES and word not in _BASIC_PLURAL:
        return word[:-1]
    return None


def plural_filter(word: str) -> ObjectFilter:
    """"artifacts", "creatures", "Islands" (Affinity for ...)."""
    card_type = _PLURAL.get(word.lower())
    if card_type is not None:
        return ObjectFilter(types=frozenset({card_type}))
    if word in _BASIC_PLURAL:
        return ObjectFilter(subtypes=frozenset({_BASIC_PLURAL[word]}))
    raise Unsupported  # plural subtypes (Equipment, Elves...) and the like are not guessed


def object_filter(words: str, plural: bool) -> ObjectFilter:
    """What a sacrifice / tap cost may use: "creature", "artifact or creature", "Goblin",
    "Mountains", "red creature" (only characteristics the engine checks for cost objects)."""
    colors: set[str] = set()
    cm = rx.match(r"(white|blue|black|red|green) (.+)", words)
    if cm:
        colors.add(COLOR_WORD[cm.group(1)])
        words = cm.group(2)
    # "artifacts and/or creatures" (plural): each object is one or the other (or both): any-of
    alts = (words.replace(" and/or ", " or ") if plural else words).split(" or ")
    if len(alts) > 2:
        raise Unsupported
    types: set[str] = set()
    subtypes: set[str] = set()
    for w in alts:
        if plural and w in _PLURAL:
            t = _PLURAL[w]
        elif plural and w in _BASIC_PLURAL:
            subtypes.add(_BASIC_PLURAL[w])
            continue
        elif plural and (one := singular_subtype(w)) is not None:
            subtypes.add(one)  # "Tap two untapped Wizards you control"
            continue
        elif not plural and w in _TYPE:
            t = _TYPE[w]
        elif not plural and w in SUBTYPES:
            subtypes.add(w)
            continue
        else:
            raise Unsupported  # "nontoken creature", "creature with power 2 or greater", Elves...
        if t is None:
            if len(alts) > 1 or colors:
                raise Unsupported
        else:
            types.add(t)
    if types and subtypes:
        raise Unsupported  # "artifact or Goblin": an any-of the filter can't express
    return ObjectFilter(types=frozenset(types), subtypes=frozenset(subtypes), colors=frozenset(colors))


def card_filter(word: str | None) -> ObjectFilter:
    """"a card", "a creature card", "a blue card"."""
    if word is None:
        return ANY
    if word in COLOR_WORD:
        return ObjectFilter(colors=frozenset({COLOR_WORD[word]}))
    t = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
         "planeswalker": "Planeswalker", "battle": "Battle", "instant": "Instant", "sorcery": "Sorcery"}.get(word)
    if t is None:
        raise Unsupported
    return ObjectFilter(types=frozenset({t}))


def cost_part(text: str, *, ability: bool = False) -> CostPart:
    """One non-mana cost part (118.1), written in lower case ("sacrifice two Mountains"), of a
    spell or (``ability``) of an activated ability, whose costs may exclude its source."""
    lm = rx.fullmatch(r"pay (\d+) life", text)
    if lm:
        return CostPart("pay_life", int(lm.group(1)))
    if text == "pay X life":  # Toxic Deluge: X announced (601.2b), at most the life total (119.4)
        return CostPart("pay_life", 1, per_x=True)
    xd = rx.fullmatch(r"discard X (?:(creature|land) )?cards", text)
    if xd:  # Conflagrate's flashback, Firestorm, Scorched Earth: X cards from the hand (601.2b, 601.2h)
        return CostPart("discard", 1, card_filter(xd.group(1)), per_x=True)
    xe = rx.fullmatch(r"exile X (?:(creature) )?cards from your graveyard", text)
    if xe and not ability:  # Harvest Pyre, Chill Haunting: X cards of the caster's graveyard (601.2b, cost14)
        return CostPart("exile_from_graveyard", 1, card_filter(xe.group(1)), per_x=True)
    em = rx.fullmatch(r"collect evidence (\d+)", text)
    if em and not ability:
        return CostPart("collect_evidence", int(em.group(1)))
    if ability:  # "another" / "N other": the source can't pay it (602.2); before "two ..." below
        other = {"another": 1, "two other": 2, "three other": 3}
        am = rx.fullmatch(r"sacrifice (another|two other|three other) (.+)", text)
        if am:
            n = other[am.group(1)]
            return CostPart("sacrifice", n, object_filter(am.group(2), n > 1), another=True)
        am = rx.fullmatch(r"tap (another|two other|three other) untapped (.+) you control", text)
        if am:
            n = other[am.group(1)]
            return CostPart("tap_untapped", n, object_filter(am.group(2), n > 1), another=True)
    count = "|".join(_COUNT)
    sm = rx.fullmatch(rf"sacrifice ({count}) (.+)", text)
    if sm:
        n = _COUNT[sm.group(1)]
        return CostPart("sacrifice", n, object_filter(sm.group(2), n > 1))
    tm = rx.fullmatch(rf"tap ({count}) untapped (.+) you control", text)
    if tm:
        n = _COUNT[tm.group(1)]
        return CostPart("tap_untapped", n, object_filter(tm.group(2), n > 1))
    dm = rx.fullmatch(rf"discard ({count}) (?:(\w+) )?(cards?)", text)
    if dm:
        n = _COUNT[dm.group(1)]
        if (dm.group(3) == "cards") != (n > 1):
            raise Unsupported
        return CostPart("discard", n, card_filter(dm.group(2)))
    xm = rx.fullmatch(rf"exile ({count}) (?:(\w+) )?(cards?) from your (hand|graveyard)", text)
    if xm:
        n = _COUNT[xm.group(1)]
        if (xm.group(3) == "cards") != (n > 1):
            raise Unsupported
        return CostPart("exile_from_hand" if xm.group(4) == "hand" else "exile_from_graveyard", n,
                        card_filter(xm.group(2)))
    raise Unsupported  # "at random", "return ... to its owner's hand", energy...


#: the cost parts whose amount is X (:attr:`CostPart.per_x`), the only pieces naming X read
_X_PART = rx.compile(r"pay X life|discard X (?:creature |land )?cards|exile X (?:creature )?cards from your graveyard")


def cost_parts(r: Reader, text: str, *, capital: bool = False) -> tuple[ManaCost, tuple[CostPart, ...]]:
    """A cost written out: "{1}{U}, Pay 3 life", "pay 1 life and exile a blue card from your
    hand": its mana and its other parts."""
    pieces = rx.split(r", and |, | and ", text)
    mana = ManaCost()
    parts: list[CostPart] = []
    for i, piece in enumerate(pieces):
        if rx.fullmatch(COST, piece):
            if i != 0:
                raise Unsupported
            mana = text_cost(piece)
            continue
        if capital:
            if not piece[:1].isupper():
                raise Unsupported
            piece = piece[:1].lower() + piece[1:]
        if rx.search(r"\bX\b|\{X\}|\bthis\b|" + r.self_re, piece) and not _X_PART.fullmatch(piece):
            raise Unsupported
        parts.append(cost_part(piece))
    if not parts and not mana.symbols:
        raise Unsupported
    return mana, tuple(parts)



def cost_line(r: Reader, line: str) -> bool:
    """The spell's own additional and alternative costs written as sentences (601.2b, 118.8,
    118.9); False when the line is neither."""
    if "cost" not in line:
        return False
    s = r.self_re
    m = rx.fullmatch(rf"As an additional cost to cast {s}, you may sacrifice any number of ([a-z]+)\. {s} costs "
                     rf"\{{(\d+)\}} less to cast for each ([a-z]+) sacrificed this way\.", line)
    if m:  # Torgaar: an optional additional cost paid any number of times, each taking {2} off
        if m.group(1) != m.group(3) + "s" or any(o.name == "sacrifice" for o in r.optional):
            raise Unsupported
        part = CostPart("sacrifice", 1, plural_filter(m.group(1)))
        r.optional.append(OptionalCost("sacrifice", parts=(part,), repeatable=True, reduction=int(m.group(2))))
        return True
    m = rx.fullmatch(rf"As an additional cost to cast {s}, (you may )?(.+)\.", line)
    if m:
        if m.group(1):  # an optional additional cost (118.8b)
            em = rx.fullmatch(r"collect evidence (\d+)", m.group(2))
            if not em or any(o.name == "collect evidence" for o in r.optional):
                raise Unsupported
            r.optional.append(OptionalCost("collect evidence", parts=(CostPart("collect_evidence", int(em.group(1))),)))
            return True
        mana, parts = cost_parts(r, m.group(2))
        if mana.symbols:
            raise Unsupported  # a mana additional cost is written "{N} more"; not a template seen
        r.additional.extend(parts)
        return True
    m = rx.fullmatch(r"(?:If you control an? ([A-Z][a-z]+|creature|artifact|enchantment), |"
                     r"If an opponent cast (two|three|four|five) or more spells this turn, )?"
                     r"[Yy]ou may (.+) rather than pay this spell's mana cost\.", line)
    if m:
        condition = None
        if m.group(1):
            condition = object_filter(m.group(1), False)
        spells = _COUNT[m.group(2)] if m.group(2) else 0  # Mindbreak Trap (118.9)
        mana, parts = cost_parts(r, rx.sub(r"^pay (\{)", r"\1", m.group(3)))
        if any(a.name == r.name for a in r.alternative):
            raise Unsupported
        r.alternative.append(AlternativeCost(r.name, mana, parts, condition=condition, opponent_spells=spells))
        return True
    return False
