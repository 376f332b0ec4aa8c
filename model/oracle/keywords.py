"""Keyword lines, static abilities and the spell's own cost lines in rules text: what
changes how a card is cast or paid for (601.2b, 601.2f), and what doesn't.

The boundary (a line is READ exactly into the card definition, RECOGNIZED as not mattering
without being parsed, or left UNREAD, which makes the card unsupported):

Read exactly:

- Enchant (702.5a, 303.4a, 115.1b): an Aura spell targets what its enchant ability names: one
  :class:`TargetSlot` (the noun phrase as ``oracle_targets.target_noun`` reads it, or one
  subtype: "Enchant Mountain"). Only on permanent cards (an Aura), one Enchant line per card.
- Cost keywords: Kicker / Multikicker (702.33), Buyback (702.27), Replicate (702.56) and Squad
  (702.157) as optional additional costs (601.2b, 118.8); Offspring (702.175) likewise;
  Flashback (702.34: an alternative cost from the graveyard), Evoke (702.74), Dash (702.109),
  Blitz (702.152) and Overload (702.96) as alternative costs (118.9); Emerge (702.119: sacrifice a
  creature, reduced by its mana value); Escalate (702.120), Entwine (702.42), Spree (702.172)
  and Tiered (choose one, pay that mode's cost) as the card's :class:`ModeChoice` costs (the
  reader's ``mode_costs``; Spree's and Tiered's "+ {cost} — effect" lines are its modes).
  A keyword cost written after a dash ("Flashback—Pay 3 life.", "Kicker—Sacrifice a land.") is
  read when every part of it is one the engine pays (mana, pay N life, sacrifice, discard,
  exile from hand or graveyard, tap untapped objects you control, collect evidence).
- Morph, Megamorph, Disguise (702.37a-c, 702.168a): an :class:`AlternativeCost` "face down"
  of {3} (``face_down``: cast as a 2/2 colorless creature spell with no name, no subtypes, no
  mana cost and no abilities, 708.2-708.4); "Morph {cost}" or "Morph—<cost>." (the cost turns
  it face up, a special action, 116.2b: not read).
- Devoid (702.114a): the card is colorless (``color_override``); Affinity for <type or
  subtype> (702.41a) as a :class:`SelfReduction`.
- Keywords that matter for casting or targeting with nothing more to read (Flash, Hexproof,
  Shroud, Convoke, Delve, Improvise, "Protection from <quality>" for the qualities the engine
  checks, Ward, 702.21: a trigger, targeting stays legal).
- Cost changes of the spell itself (601.2f): "As an additional cost to cast this spell, <cost>."
  (118.8) and "..., you may <cost>." (an optional cost: collect evidence N); "This spell costs
  {1} less to cast for each <permanent you control / on the battlefield>." (a
  :class:`SelfReduction`); "This spell costs {N} more to cast for each target beyond the first."
  (also after the ability word Strive, 207.2c); "[If you control a <type>, ]you may <cost> rather
  than pay this spell's mana cost." (an :class:`AlternativeCost` named after the card, 118.9).
- Static abilities of permanents that change the cost of spells or abilities (601.2f, 602.2b):
  "<quality> spells [you cast | your opponents cast] cost {N} more/less to cast." (quality: a
  color, "colorless", a card type, "non<type>", real subtypes, lists of one kind of word:
  "Kithkin spells and Soldier spells", "red creature spells and green creature spells"; never
  "historic", "legendary", "outlaw": ObjectFilter can't say them, or the engine doesn't check) and
  "Spells / Abilities your opponents cast / activate that target a <quality> you control cost
  {N} more to cast / activate." (:class:`CostModifier`), and Trinisphere's minimum.
- Ability words (207.2c) have no rules meaning: the rest of the line is read as if alone
  (except Channel, Bloodrush and the like, which precede abilities that work from the hand).

Recognized as not mattering (604.1: static abilities only do what they say; none of these
says anything about casting, costs, targets, mana or what can be paid):

- keywords that are triggered abilities, combat abilities, replacement effects on entering, or
  deck-building rules (Echo 702.30 and Cumulative upkeep 702.24: upkeep triggers; landwalk,
  Banding, Phasing, Soulshift, Graft, Amplify, Hideaway, Mobilize, Cipher, Haunt, Demonstrate,
  Daybound / Nightbound, Job select, Start your engines!, Choose a Background, ...);
- changes of power and toughness (613.4; the state records their result in ``overrides``),
  a creature's power/toughness-defining ability (604.3; likewise), the grant of keywords
  that change nothing about casting, paying or targeting ("has flying"), combat restrictions
  and requirements (506-509), "doesn't untap", maximum hand size, "look at the top card of your
  library", choices made as a permanent enters (the state records them in ``chosen``), entering
  tapped or with counters (the state records the permanent as it is), damage prevention,
  "can't be countered", lifegain restrictions, ante and draft text; granted triggered abilities
  in quotes ("Enchanted creature has \"Whenever this creature attacks, ...\"") that make no mana
  and don't trigger on becoming tapped; a condition "As long as ..., " only gates its effect.
  A sentence with the word "target" is never recognized here (a spell's "Target creature gets
  +2/+2." has a target, 115.1a).

Left unread (unsupported), among others: static abilities that forbid or permit casting ("can't
cast", "as though it had flash", "may cast ... from", split second 702.61), grant or remove
hexproof, shroud, protection, flash or haste (haste decides whether a creature's {T} abilities,
mana abilities included, can be activated: 302.6), change control, types, colors or
abilities ("lose all abilities", "is a Forest in addition"), or add mana; quoted abilities
granted to others; cost changes the dataclasses can't express exactly (colored increases,
"for each" counts of cards or players, conditional "costs {N} less ... if"); keywords that cast
the card another way or from another zone the engine doesn't model: Bestow
(702.103: an Aura spell, not a creature spell, when bestowed), Mutate, Prototype, Madness,
Miracle (cast while their trigger resolves), Foretell, Plot, Warp, Suspend's exile half aside
(702.62: the special action is no cast, but a suspended card is cast from exile), Escape,
Jump-start, Retrace, Disturb, Harmonize, Mayhem (cast from graveyard or exile with other
costs), Aftermath and Fuse (709.3: which half is cast from where), Spectacle, Surge, Prowl
(conditions the state doesn't record), Cleave (a text change), Splice (702.47: it changes other
spells), Assist, Conspire, Casualty, Bargain, Gift, Undaunted, Affinity for counts the
engine can't make.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from castable.model.cards import (
    ANY,
    CREATURE,
    AlternativeCost,
    CostModifier,
    CostPart,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    TargetSlot,
)
from castable.model.mana import ManaCost
from castable.model.oracle.common import COLOR_WORD, COST, Unsupported, split_sentences, text_cost
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


#: Keyword abilities that change nothing about casting or paying (702.x).
INERT_KEYWORDS = {
    "flying", "first strike", "double strike", "deathtouch", "defender", "haste", "lifelink", "menace",
    "reach", "trample", "vigilance", "exalted", "persist", "undying", "prowess", "indestructible",
    "fear", "intimidate", "shadow", "horsemanship", "flanking", "wither", "infect",
    "skulk", "provoke", "partner",
    "soulbond", "exploit", "cascade", "storm", "rebound", "extort", "evolve", "dethrone", "battle cry", "myriad",
    "melee", "training", "mentor", "riot", "decayed", "ascend", "unleash", "living weapon", "sunburst",
    # triggered abilities, combat rules, replacement effects on entering, deck building (702.x)
    "banding", "phasing", "cipher", "haunt", "demonstrate", "daybound", "nightbound", "job select",
    "start your engines!", "choose a background", "doctor's companion", "enlist", "ravenous", "read ahead",
    "for mirrodin!", "double team", "umbra armor", "totem armor", "compleated", "friends forever",
}
#: Keywords with a number that change nothing about casting or paying (triggered abilities and
#: replacement effects on entering the battlefield); read as the keyword's name.
INERT_NUMBERED = {"bushido", "rampage", "afflict", "annihilator", "fading", "vanishing", "afterlife", "toxic",
                  "bloodthirst", "modular", "poisonous", "frenzy", "dredge", "absorb", "renown", "fabricate",
                  "tribute", "devour", "backup", "soulshift", "graft", "amplify", "hideaway", "mobilize",
                  "ripple"}
#: Keywords whose cost (after a space or a dash) is paid in an upkeep trigger, never when casting
UPKEEP_COSTS = {"echo", "cumulative upkeep"}
#: Keywords that matter for casting or targeting, read as a keyword with no cost.
CASTING_KEYWORDS = {"flash", "hexproof", "shroud", "convoke", "delve", "improvise", "split second", "changeling"}
#: "Protection from <quality>" qualities the engine understands (702.16)
PROTECTION = {*COLOR_WORD, "everything", "artifacts", "creatures", "enchantments", "instants"}
#: keyword costs read into dataclasses: name -> (kind, cost name, repeatable)
KEYWORD_COSTS = {
    "kicker": ("optional", "kicker", False), "multikicker": ("optional", "multikicker", True),
    "buyback": ("optional", "buyback", False), "replicate": ("optional", "replicate", True),
    "squad": ("optional", "squad", True), "offspring": ("optional", "offspring", False),
    "flashback": ("alternative", "flashback", False), "evoke": ("alternative", "evoke", False),
    "dash": ("alternative", "dash", False), "blitz": ("alternative", "blitz", False),
    "overload": ("alternative", "overload", False), "emerge": ("alternative", "emerge", False),
    "escalate": ("modes", "escalate", False), "entwine": ("modes", "entwine", False),
}
_DISPLAY = {"kicker": "", "multikicker": ""}  # kicker adds no keyword (as the built-in library)


def _activated_keyword(r: Reader, part: str) -> Any:
    """``oracle_abilities.activated_keyword`` (None: not such a keyword). Imported here, not at
    the top: oracle_abilities reads its costs with this module's ``cost_part``."""
    from castable.model.oracle.abilities import activated_keyword

    return activated_keyword(r, part)


def keyword_line(r: Reader, line: str) -> bool:
    """A line of keyword abilities ("Flying, vigilance", "Kicker {2}", "Flashback—Pay 3 life.",
    "Enchant creature"): read, or False when it is not one the reader knows. Raises
    :class:`Unsupported` for a keyword it knows but can't read exactly."""
    if line.startswith("Enchant "):
        _enchant(r, line)
        return True
    if line in ("Spree", "Tiered"):
        if r.mode_spec is not None or r.targets or not r.is_spell_card:
            raise Unsupported
        r.mode_spec = (1, None if line == "Spree" else 1, False)
        r.mode_costs["spree"] = True
        r.keywords.add(line)
        return True
    fd = re.fullmatch(rf"(Morph|Megamorph|Disguise)(?: ({COST})|—[^—]+\.)", line)
    if fd:
        # 702.37a-c, 702.168a: "You may cast this card as a 2/2 face-down creature with no
        # text, no name, no subtypes, and no mana cost by paying {3} rather than paying its
        # mana cost." Its own cost turns it face up, a special action (116.2b): not read
        if fd.group(2):
            text_cost(fd.group(2))  # an unreadable cost still makes the line unsupported
        if any(a.face_down for a in r.alternative):
            raise Unsupported
        r.keywords.add(fd.group(1))
        r.alternative.append(AlternativeCost("face down", text_cost("{3}"), face_down=True))
        return True
    dash = re.fullmatch(r"([A-Z][a-z]+(?: [a-z]+)?)—(.+)", line)
    if dash and dash.group(1).lower() in (*KEYWORD_COSTS, *UPKEEP_COSTS):
        # "Flashback—{1}{U}, Pay 3 life." / "Cumulative upkeep—Pay 1 life." (one keyword a line)
        name = dash.group(1).lower()
        if name in UPKEEP_COSTS:
            r.keywords.add(dash.group(1))
            return True
        mana, parts = cost_parts(r, dash.group(2).rstrip("."), capital=True)
        _apply_keyword_cost(r, name, mana, parts)
        return True
    parts = [p.strip() for p in line.split(",")]
    found: list[tuple[str, Any]] = []
    for p in parts:
        low = p.lower()
        if low in INERT_KEYWORDS or low in CASTING_KEYWORDS:
            found.append((p[:1].upper() + p[1:].lower(), None))
            continue
        if re.fullmatch(r"(?:(?:non)?basic |legendary |snow )?[a-z]+walk", low):
            found.append((p[:1].upper() + p[1:].lower(), None))  # landwalk (702.14): evasion
            continue
        if re.fullmatch(r"partner with [^,]+|friends forever", low):
            found.append(("Partner", None))  # deck building (702.124)
            continue
        m = re.fullmatch(r"([a-z]+) (\d+)", low)
        if m and m.group(1) in INERT_NUMBERED:
            found.append((m.group(1).capitalize(), None))
            continue
        m = re.fullmatch(r"(echo|cumulative upkeep) (" + COST + ")", low)
        if m:  # 702.30, 702.24: paid in an upkeep trigger
            found.append((m.group(1).capitalize(), None))
            continue
        m = re.fullmatch(r"protection from (\w+)((?: and from \w+)*)", low)
        if m and all(q in PROTECTION for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]):
            for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]:
                found.append((f"Protection from {q}", None))
            continue
        if re.fullmatch(r"ward(?: \{[^}]+\})+", low):  # 702.21: a trigger; targeting stays legal
            found.append(("Ward" + p[4:], None))
            continue
        if low == "devoid":  # 702.114a: colorless
            found.append(("Devoid", "devoid"))
            continue
        m = re.fullmatch(r"affinity for (\w+)", low)
        if m:
            found.append(("Affinity for " + m.group(1), SelfReduction(_plural_filter(p.split()[-1]), yours_only=True)))
            continue
        m = re.fullmatch(rf"([A-Z][a-z]+) ({COST})", p)
        if m and m.group(1).lower() in KEYWORD_COSTS:
            name = m.group(1).lower()
            found.append(("", _keyword_cost_thunk(r, name, text_cost(m.group(2)), ())))
            continue
        thunk = _activated_keyword(r, p)
        if thunk is not None:
            found.append(("", thunk))
            continue
        return False
    for kw, extra in found:
        if kw:
            r.keywords.add(kw)
        if isinstance(extra, SelfReduction):
            r.reductions.append(extra)
        elif extra == "devoid":
            r.color_override = frozenset()
        elif callable(extra):
            extra()
    return True


def _keyword_cost_thunk(r: Reader, name: str, mana: ManaCost, parts: tuple[CostPart, ...]) -> Any:
    _check_keyword_cost(r, name, mana, parts)
    return lambda: _apply_keyword_cost(r, name, mana, parts)


def _check_keyword_cost(r: Reader, name: str, mana: ManaCost, parts: tuple[CostPart, ...]) -> None:
    kind = KEYWORD_COSTS[name][0]
    if name in ("flashback", "overload", "escalate", "entwine") and not r.is_spell_card:
        raise Unsupported  # instants and sorceries only (702.34a, 702.96a, 702.120a, 702.42a)
    if name in ("evoke", "dash", "blitz", "emerge", "squad", "offspring") and r.is_spell_card:
        raise Unsupported  # permanent keywords (creatures)
    if name in ("emerge", "overload", "entwine", "dash", "blitz", "offspring") and parts:
        raise Unsupported
    if name == "emerge" and mana.x_count:
        raise Unsupported
    if kind == "modes" and (name in r.mode_costs or (name == "escalate" and parts and mana.symbols)):
        raise Unsupported
    if name == "overload" and any(a.overload for a in r.alternative):
        raise Unsupported


def _apply_keyword_cost(r: Reader, name: str, mana: ManaCost, parts: tuple[CostPart, ...]) -> None:
    _check_keyword_cost(r, name, mana, parts)
    kind, cost_name, repeatable = KEYWORD_COSTS[name]
    display = _DISPLAY.get(name, name.capitalize())
    if display:
        r.keywords.add(display)
    if kind == "optional":
        if any(o.name == cost_name for o in r.optional):
            raise Unsupported  # two costs of one name (Kicker {1} and {2}): plans name costs by name
        r.optional.append(OptionalCost(cost_name, mana, parts, repeatable=repeatable))
    elif kind == "alternative":
        if any(a.name == cost_name for a in r.alternative):
            raise Unsupported
        if name == "flashback":
            r.alternative.append(AlternativeCost("flashback", mana, parts, zone="graveyard"))
        elif name == "emerge":  # 702.119a
            r.alternative.append(AlternativeCost("emerge", mana, (CostPart("sacrifice", 1, CREATURE),), emerge=True))
        elif name == "overload":  # 702.96a-b
            r.alternative.append(AlternativeCost("overload", mana, overload=True))
        else:
            r.alternative.append(AlternativeCost(cost_name, mana, parts))
    elif name == "escalate":  # 702.120a: for each mode beyond the first
        if parts:
            r.mode_costs["escalate_parts"] = parts
        else:
            r.mode_costs["escalate"] = mana
    else:  # entwine (702.42a): all modes
        r.mode_costs["entwine"] = mana


def _enchant(r: Reader, line: str) -> None:
    """702.5a / 303.4a: an Aura spell targets what it can enchant (115.1b)."""
    from castable.model.oracle.targets import target_noun

    if r.is_spell_card or any(t.text.startswith("Enchant") for t in r.targets):
        raise Unsupported
    noun = line[len("Enchant "):]
    sm = re.fullmatch(r"([A-Z][a-z]+)( you control)?", noun)
    if sm and sm.group(1) in SUBTYPES:
        filt = ObjectFilter(subtypes=frozenset({sm.group(1)}), controller="you" if sm.group(2) else None)
        r.targets.append(TargetSlot("permanent", filt, text=line))
        return
    kw, consumed = target_noun(r, noun, False)
    if consumed != len(noun) or kw.get("kind") == "spell":
        raise Unsupported
    r.targets.append(TargetSlot(**kw, text=line))


_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X)"


def enters_line(r: Reader, line: str) -> bool:
    """Replacement effects on entering that change nothing about casting (614.1c-d: the state
    records the permanent as it entered): shock lands, lands that enter tapped, counters it
    enters with."""
    if "enters" not in line:  # cheap guard: patterns with the card's name compile per card
        return False
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    return bool(
        re.fullmatch(rf"{s} {enters} tapped\.", line)
        # checklands, fastlands: a condition checked as it enters, recorded by the state's "tapped"
        or re.fullmatch(rf"{s} {enters} tapped unless [^.\"]+\.", line)
        or re.fullmatch(rf"If [^,.\"]+, {s} {enters} tapped\.", line)
        or re.fullmatch(rf"(?:If {s} was kicked, it|{s}) {enters} with {_N} (?:\+1/\+1|charge) counters? on it"
                        r"(?: for each time it was kicked)?\.", line)
        # Vivid lands: the state records it tapped, with its counters
        or re.fullmatch(rf"{s} {enters} tapped with {_N} (?:\+1/\+1|charge) counters? on it\.", line)
        or re.fullmatch(rf"As {s} {enters}, you may pay \d+ life\. If you don't, it {enters} tapped\.", line)
    )


# ----- costs written in rules text ----------------------------------------------------------------
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TYPE = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
         "planeswalker": "Planeswalker", "battle": "Battle", "permanent": None}
_PLURAL = {"creatures": "Creature", "artifacts": "Artifact", "lands": "Land", "enchantments": "Enchantment",
           "planeswalkers": "Planeswalker", "battles": "Battle", "permanents": None}
_BASIC_PLURAL = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain",
                 "Forests": "Forest"}


def _plural_filter(word: str) -> ObjectFilter:
    """"artifacts", "creatures", "Islands" (Affinity for ...)."""
    if word.lower() in _PLURAL and _PLURAL[word.lower()] is not None:
        return ObjectFilter(types=frozenset({_PLURAL[word.lower()]}))
    if word in _BASIC_PLURAL:
        return ObjectFilter(subtypes=frozenset({_BASIC_PLURAL[word]}))
    raise Unsupported  # plural subtypes (Equipment, Elves...) and the like are not guessed


def _objects(words: str, plural: bool) -> ObjectFilter:
    """What a sacrifice / tap cost may use: "creature", "artifact or creature", "Goblin",
    "Mountains", "red creature" (only characteristics the engine checks for cost objects)."""
    colors: set[str] = set()
    cm = re.match(r"(white|blue|black|red|green) (.+)", words)
    if cm:
        colors.add(COLOR_WORD[cm.group(1)])
        words = cm.group(2)
    alts = words.split(" or ")
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


def _card_filter(word: str | None) -> ObjectFilter:
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
    lm = re.fullmatch(r"pay (\d+) life", text)
    if lm:
        return CostPart("pay_life", int(lm.group(1)))
    em = re.fullmatch(r"collect evidence (\d+)", text)
    if em and not ability:
        return CostPart("collect_evidence", int(em.group(1)))
    if ability:  # "another" / "N other": the source can't pay it (602.2); before "two ..." below
        other = {"another": 1, "two other": 2, "three other": 3}
        am = re.fullmatch(r"sacrifice (another|two other|three other) (.+)", text)
        if am:
            n = other[am.group(1)]
            return CostPart("sacrifice", n, _objects(am.group(2), n > 1), another=True)
        am = re.fullmatch(r"tap (another|two other|three other) untapped (.+) you control", text)
        if am:
            n = other[am.group(1)]
            return CostPart("tap_untapped", n, _objects(am.group(2), n > 1), another=True)
    count = "|".join(_COUNT)
    sm = re.fullmatch(rf"sacrifice ({count}) (.+)", text)
    if sm:
        n = _COUNT[sm.group(1)]
        return CostPart("sacrifice", n, _objects(sm.group(2), n > 1))
    tm = re.fullmatch(rf"tap ({count}) untapped (.+) you control", text)
    if tm:
        n = _COUNT[tm.group(1)]
        return CostPart("tap_untapped", n, _objects(tm.group(2), n > 1))
    dm = re.fullmatch(rf"discard ({count}) (?:(\w+) )?(cards?)", text)
    if dm:
        n = _COUNT[dm.group(1)]
        if (dm.group(3) == "cards") != (n > 1):
            raise Unsupported
        return CostPart("discard", n, _card_filter(dm.group(2)))
    xm = re.fullmatch(rf"exile ({count}) (?:(\w+) )?(cards?) from your (hand|graveyard)", text)
    if xm:
        n = _COUNT[xm.group(1)]
        if (xm.group(3) == "cards") != (n > 1):
            raise Unsupported
        return CostPart("exile_from_hand" if xm.group(4) == "hand" else "exile_from_graveyard", n,
                        _card_filter(xm.group(2)))
    raise Unsupported  # "discard X cards", "at random", "return ... to its owner's hand", energy...


def cost_parts(r: Reader, text: str, *, capital: bool = False) -> tuple[ManaCost, tuple[CostPart, ...]]:
    """A cost written out: "{1}{U}, Pay 3 life", "pay 1 life and exile a blue card from your
    hand": its mana and its other parts."""
    pieces = re.split(r", and |, | and ", text)
    mana = ManaCost()
    parts: list[CostPart] = []
    for i, piece in enumerate(pieces):
        if re.fullmatch(COST, piece):
            if i != 0:
                raise Unsupported
            mana = text_cost(piece)
            continue
        if capital:
            if not piece[:1].isupper():
                raise Unsupported
            piece = piece[:1].lower() + piece[1:]
        if re.search(r"\bX\b|\{X\}|\bthis\b|" + r.self_re, piece):
            raise Unsupported
        parts.append(cost_part(piece))
    if not parts and not mana.symbols:
        raise Unsupported
    return mana, tuple(parts)


def _count_filter(text: str) -> tuple[ObjectFilter, bool] | None:
    """"artifact you control", "creature on the battlefield", "Island you control": the counted
    permanents of a self-reduction, and whether only yours count."""
    m = re.fullmatch(r"(.+?) (you control|on the battlefield)", text)
    if not m:
        return None
    try:
        return _objects(m.group(1), False), m.group(2) == "you control"
    except Unsupported:
        return None


def cost_line(r: Reader, line: str) -> bool:
    """The spell's own costs (601.2b, 601.2f, 118.8, 118.9); Spree and Tiered modes."""
    s = r.self_re
    if line.startswith("+ ") and r.mode_costs.get("spree"):  # 702.172a: "+ {cost} — effect"
        m = re.fullmatch(rf"\+ ({COST}) — (.+)", line)
        if not m:
            raise Unsupported
        c = text_cost(m.group(1))
        if c.x_count:
            raise Unsupported
        r._mode_line("• " + m.group(2))
        r.modes[-1] = replace(r.modes[-1], mana=c)
        return True
    if "cost" not in line:
        return False
    m = re.fullmatch(rf"As an additional cost to cast {s}, (you may )?(.+)\.", line)
    if m:
        if m.group(1):  # an optional additional cost (118.8b)
            em = re.fullmatch(r"collect evidence (\d+)", m.group(2))
            if not em or any(o.name == "collect evidence" for o in r.optional):
                raise Unsupported
            r.optional.append(OptionalCost("collect evidence", parts=(CostPart("collect_evidence", int(em.group(1))),)))
            return True
        mana, parts = cost_parts(r, m.group(2))
        if mana.symbols:
            raise Unsupported  # a mana additional cost is written "{N} more"; not a template seen
        r.additional.extend(parts)
        return True
    m = re.fullmatch(rf"{s} costs \{{1\}} less to cast for each (.+)\.", line)
    if m:
        counted = _count_filter(m.group(1))
        if counted is None:
            raise Unsupported
        r.reductions.append(SelfReduction(counted[0], yours_only=counted[1]))
        return True
    m = re.fullmatch(rf"{s} costs \{{(\d+)\}} more to cast for each target beyond the first\.", line)
    if m:
        if r.per_extra_target or not r.is_spell_card:
            raise Unsupported
        r.per_extra_target = int(m.group(1))
        return True
    m = re.fullmatch(r"(?:If you control an? ([A-Z][a-z]+|creature|artifact|enchantment), )?"
                     r"[Yy]ou may (.+) rather than pay this spell's mana cost\.", line)
    if m:
        condition = None
        if m.group(1):
            condition = _objects(m.group(1), False)
        mana, parts = cost_parts(r, re.sub(r"^pay (\{)", r"\1", m.group(2)))
        if any(a.name == r.name for a in r.alternative):
            raise Unsupported
        r.alternative.append(AlternativeCost(r.name, mana, parts, condition=condition))
        return True
    return False


# ----- static abilities of permanents (604) -----------------------------------------------------
_SPELL_TYPES = {"creature": "Creature", "noncreature": None, "artifact": "Artifact", "enchantment": "Enchantment",
                "instant": "Instant", "sorcery": "Sorcery", "land": "Land", "planeswalker": "Planeswalker",
                "battle": "Battle"}


def _spell_filter(words: str) -> ObjectFilter:
    """"Noncreature", "Instant and sorcery", "Black spells and green", "Red creature",
    "Dragon", "Multicolored", "Colorless", "Kithkin spells and Soldier", "Red creature spells
    and green creature": which spells a cost modifier changes. Only what an
    :class:`ObjectFilter` says exactly: one kind of word in a list (its sets are any-of), and
    only real subtypes ("Historic", "Legendary", "Outlaw", "Party" are not: refused)."""
    words = words.replace(" spells and ", " and ")
    alts = re.split(r" and | or |, and |, ", words)
    if len(alts) > 1:  # "instant and sorcery", "black and green": one kind of word, any of them
        if all(a.lower() in COLOR_WORD for a in alts):
            return ObjectFilter(colors=frozenset(COLOR_WORD[a.lower()] for a in alts))
        if all(_SPELL_TYPES.get(a.lower()) for a in alts):
            return ObjectFilter(types=frozenset(_SPELL_TYPES[a.lower()] for a in alts))  # type: ignore[misc]
        if all(a in SUBTYPES for a in alts):  # Ballyrush Banneret: a Kithkin or a Soldier (or both)
            return ObjectFilter(subtypes=frozenset(alts))
        # "red creature spells and green creature spells": a creature spell that is red or green
        cms = [re.fullmatch(r"(white|blue|black|red|green) ([a-z]+)", a.lower()) for a in alts]
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


def _modifier(r: Reader, line: str) -> CostModifier | list[CostModifier] | None:
    s = r.self_re
    if re.fullmatch(rf"As long as {s} is untapped, each spell that would cost less than three mana to cast costs "
                    r"three mana to cast\.", line):
        return CostModifier("minimum", 3, scope="all", while_untapped=True)  # Trinisphere
    m = re.fullmatch(r"(Spells|Abilities) your opponents (cast|activate) that target an? (.+?) you control cost "
                     r"\{(\d+)\} more to (cast|activate)\.", line)
    if m:
        spells = m.group(1) == "Spells"
        if spells != (m.group(2) == "cast") or spells != (m.group(5) == "cast"):
            raise Unsupported
        target = replace(_objects(m.group(3), False), controller="you")
        return CostModifier("increase", int(m.group(4)), scope="opponents", targeting=target,
                            applies_to="spells" if spells else "abilities")
    m = re.fullmatch(r"(.+?) spells( you cast| your opponents cast)? cost \{(\d+)\} (more|less) to cast\.", line)
    if m:
        words = m.group(1)
        spells = ANY if words in ("Each", "") else _spell_filter(words)
        scope = {" you cast": "you", " your opponents cast": "opponents", None: "all"}[m.group(2)]
        return CostModifier("increase" if m.group(4) == "more" else "reduce", int(m.group(3)), spells, scope)  # type: ignore[arg-type]
    m = re.fullmatch(r"Spells( you cast| your opponents cast)? cost \{(\d+)\} (more|less) to cast\.", line)
    if m:
        scope = {" you cast": "you", " your opponents cast": "opponents", None: "all"}[m.group(1)]
        return CostModifier("increase" if m.group(3) == "more" else "reduce", int(m.group(2)), ANY, scope)  # type: ignore[arg-type]
    return None


#: Ability words (207.2c): no rules meaning; the rest of the line is read as if alone. Those
#: that precede abilities that work from the hand or graveyard (channel, bloodrush...) are not
#: stripped: their ability would be misread as one of a permanent.
ABILITY_WORDS = {
    "Adamant", "Addendum", "Alliance", "Battalion", "Celebration", "Chroma", "Cohort", "Constellation", "Converge",
    "Corrupted", "Coven", "Delirium", "Descend 4", "Descend 8", "Domain", "Eerie", "Enrage", "Fateful hour",
    "Fathomless descent", "Ferocious", "Flurry", "Formidable", "Hellbent", "Heroic", "Imprint", "Inspired",
    "Kinship", "Landfall", "Lieutenant", "Magecraft", "Metalcraft", "Morbid", "Pack tactics", "Parley", "Radiance",
    "Raid", "Rally", "Revolt", "Spell mastery", "Strive", "Survival", "Threshold", "Undergrowth", "Valiant",
    "Void", "Secret council", "Will of the council", "Council's dilemma", "Tempting offer",
    "Join forces", "Grandeur", "Paradox", "Sweep",
}

_POWER_TOUGHNESS = r"[+\-−]\w+/[+\-−]\w+"
_GRANTABLE = INERT_KEYWORDS - {"haste", "ascend", "living weapon", "job select", "start your engines!",
                               "choose a background", "doctor's companion", "partner", "friends forever"}
#: words that may make a static ability matter for casting, costs, targets, mana or what can be
#: paid (604.1): a line containing one is never recognized as not mattering
_DANGER = re.compile(
    r"\b(?:costs?|cast|casts|casting|spells?|play|plays|played|playing|targets?|targeted|hexproof|shroud|protection|"
    r"ward|add|adds|mana|spend|activate[sd]?|activating|abilit(?:y|ies)|sacrifices?|sacrificed|discard(?:s|ed)?|"
    r"pay|pays|paid|flash|haste|untapped|exiled?|graveyards?|hand|library|control of|controls enchanted|"
    r"you control enchanted|you control equipped|lose all|loses all|becomes?|in addition to|colorless|colors?|"
    r"chosen|named?|copy|copies|type|types|convoke|delve|improvise|affinity|counter target|countered|split second|"
    r"is a|is an|are|is every|all creature types|tapped for mana|instead|skip|phase|phases|crew|crews|crewed|"
    r"saddle|saddles|station)\b", re.IGNORECASE)
_COMBAT = re.compile(r"\b(?:attacks?|attacked|attacking|blocks?|blocked|blocking)\b", re.IGNORECASE)


def _inert_keywords(text: str) -> bool:
    """"flying", "flying and trample", "first strike, vigilance, and lifelink"; a granted
    triggered ability (``_granted_triggers``)."""
    kws = re.split(r", and |, | and ", text)
    return all(k.lower() in _GRANTABLE or re.fullmatch(r"[a-z]+walk", k.lower()) or k == _GRANTED_TRIGGER
               for k in kws)


#: what a quoted triggered ability that doesn't matter becomes in the line (a word no card uses)
_GRANTED_TRIGGER = "GRANTEDTRIGGER"
_QUOTED = re.compile(r'"([^"]*)"')


def _granted_triggers(line: str) -> str | None:
    """The line with each quoted ability (113.1a: "has \"...\"") replaced by a placeholder, when
    every one is a triggered ability (603.1) that makes no mana (605.1b) and doesn't trigger on
    becoming tapped (the engine puts those on the stack, 117.5): such an ability changes nothing
    about casting, paying or targeting, as the reader's own triggered lines; else None."""
    def one(m: re.Match[str]) -> str:
        q = m.group(1)
        if not re.match(r"(?:When|Whenever|At) ", q) or re.search(r"\bfor mana\b|\badds?\b|\bmana\b|\btapped\b|:|“",
                                                                   q, re.IGNORECASE):
            raise Unsupported
        return _GRANTED_TRIGGER
    try:
        out = _QUOTED.sub(one, line)
    except Unsupported:
        return None
    if '"' in out or _GRANTED_TRIGGER.lower() in line.lower():
        return None
    return out + "." if line.endswith('."') else out  # the sentence's period is inside the quote


def _not_mattering(r: Reader, line: str) -> bool:
    """Recognized without parsing: the line changes nothing about casting, paying for or
    targeting any spell or ability (see the module docstring)."""
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    if re.fullmatch(rf"As (?:{s}|it) {enters}, choose (?:a creature type|a color|an opponent|a player|"
                    r"a card type|a basic land type|a nonbasic land type|two colors|an opponent or a planeswalker|"
                    r"[A-Z][a-z]+ or [A-Z][a-z]+|a number|odd or even|left or right)\.", line):
        return True  # the choice is recorded in the state's ``chosen``
    if re.fullmatch(rf"{s} {enters} tapped\. As it {enters}, choose a color\.", line):
        return True
    if re.fullmatch(rf"(?:{s}|This creature) {enters} with {_N} "
                    r"(?:[+\-]1/[+\-]1|shield|charge|time|lore|oil|stun|ice|fade|age|quest|level) counters? on it\.", line):
        return True
    literal = {
        "You may look at the top card of your library any time.", "You have no maximum hand size.",
        "Players have no maximum hand size.", "Skip your draw step.",
        "Play with the top card of your library revealed.", "Your opponents can't gain life.", "Players can't gain life.",
        "Draft {s} face up.", "Remove {s} from your deck before playing if you're not playing for ante.",
        "If {s} is in your opening hand, you may begin the game with it on the battlefield.",
        "If this card is in your opening hand, you may begin the game with it on the battlefield.",
        "Prevent all damage that would be dealt to {s}.", "Prevent all combat damage that would be dealt to {s}.",
        "{s} can't be countered.", "If {s} would be put into a graveyard from anywhere, exile it instead.",
        "{s} doesn't untap during your untap step.", "You may choose not to untap {s} during your untap step.",
        "Enchanted creature doesn't untap during its controller's untap step.",
        "Enchanted permanent doesn't untap during its controller's untap step.",
        "Enchanted land doesn't untap during its controller's untap step.",
        "Enchanted artifact doesn't untap during its controller's untap step.",
        "Equipped creature doesn't untap during its controller's untap step.",
    }
    for lit in literal:
        if "{s}" in lit:
            if re.fullmatch(re.escape(lit).replace(re.escape("{s}"), s), line):
                return True
        elif line == lit:
            return True
    if '"' in line:
        line = _granted_triggers(line) or ":"  # a granted triggered ability changes no cost
    if '"' in line or "“" in line or ":" in line:
        return False  # a quoted or activated ability
    sentences = split_sentences(line)
    return bool(sentences) and all(_inert_sentence(r, x) for x in sentences)


#: what a "+N/+N for each ..." counts: objects somewhere a player can see (not parsed further)
_COUNTED = (r"(?:[^,]+? (?:you control|your opponents control|an opponent controls|on the battlefield|"
            r"in (?:your|all|each|target player's|an opponent's) graveyards?|in your hand|attached to it|"
            r"attached to ~|on it|on ~)|card in your hand|time counter on ~)")


def _inert_sentence(r: Reader, x: str) -> bool:
    s = r.self_re
    if re.search(r"\btargets?\b", x, re.IGNORECASE):
        return False  # "Target creature gets +2/+2.": a spell's target (115.1), never inert
    # power/toughness-defining abilities (604.3) and changes (613.4): the state's ``overrides``
    if re.fullmatch(rf"{s}'s power (?:and toughness are each|is) equal to [^.,;]+\.", x):
        return True
    bare = re.sub(rf"\b{s}\b", "~", x)
    # a change of power and toughness, whatever its condition or amount; with it only the
    # grant of keywords that don't matter ("and has flying")
    pt = re.fullmatch(rf"(?:(?:As long as|If) [^,]+, )?([^,]+?) gets? {_POWER_TOUGHNESS}"
                      rf"((?: for each {_COUNTED}| as long as [^,]+?))?(?:,? and (?:has|have) (.+?))?"
                      r"(?: as long as [^,]+?)?\.", bare)
    if pt and not re.search(r"\b(?:until|has|have|gains?|loses?|can't|can|is|are|deals?|becomes?|"
                            r"sacrifice|untap|tap)\b", pt.group(1)) and not re.search(
            r"\b(?:and|but) (?:has|have|gains?|loses?|can't|can|is|are|deals?)\b|\bcan't\b|\bcan be\b|\buntil\b|"
            r"\b(?:hexproof|shroud|protection|flash|haste|targets?)\b", pt.group(2) or ""):
        return pt.group(3) is None or _inert_keywords(pt.group(3))
    # "As long as <condition>, <effect>": the condition only gates the effect; the effect decides
    cond = re.fullmatch(r"As long as [^,\"]+, (.+)", bare)
    if cond and not _DANGER.search(cond.group(1)):
        kw = re.fullmatch(r"(.+?) (?:has|have) (.+?)\.", cond.group(1))
        if kw and not re.search(r"\buntil\b", cond.group(1)):
            return _inert_keywords(kw.group(2))
    if _DANGER.search(bare):
        return False
    kw = re.fullmatch(r"(?:As long as [^,]+, )?(.+?) (?:has|have) (.+?)(?: as long as [^,]+)?\.", bare)
    if kw and not re.search(r"\buntil\b", bare):
        return _inert_keywords(kw.group(2))
    if _COMBAT.search(bare) and re.search(r"\b(?:can't|can|must|able|if able|do so)\b", bare) and \
            not re.search(r"\b(?:gets?|gains?|has|have|deals?|destroy|return|create|put|draw|lose|loses|search|"
                          r"tap|untap|counter|counters|damage)\b", bare):
        return True  # combat restrictions and requirements (506-509)
    return False


def static_line(r: Reader, line: str) -> bool:
    """A static ability of a permanent (604): read when it changes costs, casting or targeting;
    recognized as not mattering when it can't. False when the reader doesn't know the line."""
    aw = re.fullmatch(r"([A-Z][a-z']+(?: [a-z']+)?(?: \d)?) — (.+)", line)
    if aw and aw.group(1) in ABILITY_WORDS:  # 207.2c
        r.line(aw.group(2))
        return True
    mod = _modifier(r, line)
    if mod is not None:
        r.modifiers.append(mod)  # type: ignore[arg-type]
        return True
    if re.search(r"\bcosts? \{", line):
        return False  # other cost changes: never guessed
    return _not_mattering(r, line)
