"""Keyword lines in rules text (702): what a keyword changes about how a card is cast or paid
for (601.2b, 601.2f), Enchant (an Aura spell's target), and keyword costs.

Read exactly:

- Enchant (702.5a, 303.4a, 115.1b): an Aura spell targets what its enchant ability names: one
  :class:`TargetSlot` (the noun phrase as :func:`castable.model.oracle.targets.target_noun`
  reads it, or one subtype: "Enchant Mountain"). Only on permanent cards (an Aura), one Enchant
  line per card.
- Cost keywords: Kicker / Multikicker (702.33), Buyback (702.27), Replicate (702.56) and Squad
  (702.157) as optional additional costs (601.2b, 118.8); Offspring (702.175) likewise;
  Flashback (702.34: an alternative cost from the graveyard), Evoke (702.74), Dash (702.109),
  Blitz (702.152) and Overload (702.96) as alternative costs (118.9); Emerge (702.119: sacrifice a
  creature, reduced by its mana value); Escalate (702.120), Entwine (702.42), Spree (702.172)
  and Tiered (choose one, pay that mode's cost) as the card's :class:`ModeChoice` costs (the
  reader's ``mode_costs``; Spree's and Tiered's "+ {cost} — effect" lines are its modes,
  :func:`spree_line`). A keyword cost written after a dash ("Flashback—Pay 3 life.",
  "Kicker—Sacrifice a land.") is read when every part of it is one the engine pays (mana, pay N
  life, sacrifice, discard, exile from hand or graveyard, tap untapped objects you control,
  collect evidence), in the one cost grammar of :mod:`castable.model.oracle.costs`.
- Casting permissions from exile (``AlternativeCost.permission``, ``docs/state-format.md``):
  Madness (702.35a: its madness cost while its trigger resolves), Foretell (702.143a: its
  foretell cost, on a turn after it was foretold), Plot (702.170d: no mana, on a later turn, as a
  sorcery), Suspend N (702.62a: no mana, while the last time counter's trigger resolves).
  Miracle (702.94a: its miracle cost, from the hand, while the trigger of revealing it as the
  first card drawn this turn resolves; the reveal itself is not a cast). Mayhem {cost}
  (702.187a: its mayhem cost, from its owner's graveyard, if it was discarded this turn: a
  ``mayhem`` permission on the card; timing rules still apply). The
  special actions (foretelling, plotting, suspending: 116.2) are not read: they are not casts.
- From the graveyard: Escape (702.138a: "Escape—{cost}, Exile N other cards from your
  graveyard.", an alternative cost), Retrace and Jump-start (702.81a, 702.133a: the mana cost
  plus discarding a land card / a card, read as a cost of that name), Aftermath (702.127a: that
  half of a split card for its mana cost, from a graveyard only). Warp (702.185a): an
  alternative cost from the hand; the warped card later cast from exile is the state's
  ``warp`` permission (for its mana cost). Sneak: an alternative cost from the hand (a mana cost
  and returning an unblocked attacker you control to hand), cast only in the declare blockers step.
- Morph, Megamorph, Disguise (702.37a-c, 702.168a): an :class:`AlternativeCost` "face down"
  of {3} (``face_down``: cast as a 2/2 colorless creature spell with no name, no subtypes, no
  mana cost and no abilities, 708.2-708.4); "Morph {cost}" or "Morph—<cost>." (the cost turns
  it face up, a special action, 116.2b: not read).
- Devoid (702.114a): the card is colorless (``color_override``); Affinity for <type or
  subtype> (702.41a) as a :class:`SelfReduction`.
- Keywords that matter for casting or targeting with nothing more to read (Flash, Hexproof,
  Shroud, Convoke, Delve, Improvise, "Protection from <quality>" for the qualities the engine
  checks, Ward, 702.21: a trigger, targeting stays legal).
- Keywords that are activated abilities (Equip, Crew, Cycling...):
  :func:`castable.model.oracle.abilities.activated_keyword`.

Recognized as not mattering: keywords that are triggered abilities, combat abilities,
replacement effects on entering, or deck-building rules (Echo 702.30 and Cumulative upkeep
702.24: upkeep triggers; landwalk, Banding, Phasing, Soulshift, Graft, Amplify, Hideaway,
Mobilize, Cipher, Haunt, Demonstrate, Daybound / Nightbound, Job select, Start your engines!,
Choose a Background, ...).

Left unread (unsupported), among others: keywords that cast the card another way or from
another zone the engine doesn't model: Bestow (702.103: an Aura spell, not a creature spell,
when bestowed), Prototype, Miracle (cast while its trigger resolves),
Aftermath and Fuse (709.3: which half is cast from where), Prowl
(conditions the state doesn't record), Cleave (a text change), Splice (702.47: it changes
other spells), Assist, Affinity for counts the
engine can't make. (Harmonize, Forecast, Companion, Conspire: :mod:`castable.model.oracle.kw14`.)
(Mutate, awaken, spectacle, undaunted: :mod:`castable.model.oracle.alt13`;
surge, casualty: :mod:`castable.model.oracle.quick13`.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from castable.model.cards import (
    CREATURE,
    RETURN_UNBLOCKED,
    AlternativeCost,
    CostPart,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    TargetSlot,
)
from castable.model.mana import ManaCost
from castable.model.oracle.abilities import activated_keyword
from castable.model.oracle.casting13 import casting_line
from castable.model.oracle.common import COLOR_WORD, COST, Unsupported, rx, text_cost
from castable.model.oracle.costs import cost_parts
from castable.model.oracle.standard13 import affinity_filter
from castable.model.oracle.targets import SUBTYPES, target_noun

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
                  "ripple",
                  # "Whenever this creature attacks, add N {R}": an attack trigger, not a mana
                  # ability (605.1b); its mana is in the state's pool once it has resolved
                  "firebending"}
#: Keywords whose cost (after a space or a dash) is paid in an upkeep trigger, never when casting
UPKEEP_COSTS = {"echo", "cumulative upkeep"}
#: Keywords that matter for casting or targeting, read as a keyword with no cost.
CASTING_KEYWORDS = {"flash", "hexproof", "shroud", "convoke", "delve", "improvise", "split second", "changeling"}
#: "Protection from <quality>" qualities the engine understands (702.16)
PROTECTION = {*COLOR_WORD, "everything", "artifacts", "creatures", "enchantments", "instants"}


def _protection_known(quality: str) -> bool:
    """A quality the shared protection check (``castable.model.rules.protected_from``, used by
    all three checkers) decides exactly: multicolored, monocolored, colorless (105.4, 105.2c), a
    card type or a subtype, plural ("Goblins", "planeswalkers"; 702.16a). Not a player's name:
    those are recorded in the state, not printed."""
    from castable.model.rules import protection_quality_known  # model.rules imports the oracle package
    known: bool = protection_quality_known(quality, ())
    return known


#: keyword costs read into dataclasses: name -> (kind, cost name, repeatable)
KEYWORD_COSTS = {
    "kicker": ("optional", "kicker", False), "multikicker": ("optional", "multikicker", True),
    "buyback": ("optional", "buyback", False), "replicate": ("optional", "replicate", True),
    "squad": ("optional", "squad", True), "offspring": ("optional", "offspring", False),
    "flashback": ("alternative", "flashback", False), "evoke": ("alternative", "evoke", False),
    "dash": ("alternative", "dash", False), "blitz": ("alternative", "blitz", False),
    "overload": ("alternative", "overload", False), "emerge": ("alternative", "emerge", False),
    "escalate": ("modes", "escalate", False), "entwine": ("modes", "entwine", False),
    "madness": ("alternative", "madness", False), "foretell": ("alternative", "foretell", False),
    "plot": ("alternative", "plot", False), "warp": ("alternative", "warp", False),
    "bestow": ("alternative", "bestow", False), "disturb": ("alternative", "disturb", False),
    "sneak": ("alternative", "sneak", False), "miracle": ("alternative", "miracle", False),
    "mayhem": ("alternative", "mayhem", False),
}
#: keyword costs that cast the card from exile given a fact of the state (``AlternativeCost.permission``)
_PERMISSION_COSTS = ("madness", "foretell", "plot")
_DISPLAY = {"kicker": "", "multikicker": ""}  # kicker adds no keyword (as the built-in library)


def keyword_line(r: Reader, line: str) -> bool:
    """A line of keyword abilities ("Flying, vigilance", "Kicker {2}", "Flashback—Pay 3 life.",
    "Enchant creature"): read, or False when it is not one the reader knows. Raises
    :class:`Unsupported` for a keyword it knows but can't read exactly."""
    if line.startswith(("When", "At ")):
        return False  # a triggered ability (603.1): no keyword starts so (reading speed)
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
    if line == "Fuse":  # 702.102a: both halves cast together (castable.model.cards.fused_card)
        if not r.is_spell_card:
            raise Unsupported
        r.keywords.add("Fuse")
        return True
    if _face_down(r, line) or _escape(r, line) or _dash_cost(r, line) or _suspend(r, line) or casting_line(r, line):
        return True
    if line in ("Retrace", "Jump-start", "Aftermath"):
        _graveyard_with_mana_cost(r, line)
        return True
    found: list[tuple[str, _Extra]] = []
    # every part must be a keyword, or none is read; older keyword lines use semicolons ("Flying; banding")
    for p in (p.strip() for p in (line.replace(";", ",") if ";" in line and "{" not in line else line).split(",")):
        keywords = _keyword(r, p)
        if keywords is None:
            return False
        found.extend(keywords)
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


def _face_down(r: Reader, line: str) -> bool:
    """Morph, Megamorph, Disguise (702.37a-c, 702.168a): "You may cast this card as a 2/2
    face-down creature with no text, no name, no subtypes, and no mana cost by paying {3} rather
    than paying its mana cost." Its own cost turns it face up, a special action (116.2b): not read."""
    if not line.startswith(("Morph", "Megamorph", "Disguise")):
        return False
    fd = rx.fullmatch(rf"(Morph|Megamorph|Disguise)(?: ({COST})|—[^—]+\.)", line)
    if not fd:
        return False
    if fd.group(2):
        text_cost(fd.group(2))  # an unreadable cost still makes the line unsupported
    if any(a.face_down for a in r.alternative):
        raise Unsupported
    r.keywords.add(fd.group(1))
    r.alternative.append(AlternativeCost("face down", text_cost("{3}"), face_down=True))
    return True


def _suspend(r: Reader, line: str) -> bool:
    """Suspend N—{cost} (702.62a): exiling it from the hand with N time counters is a special
    action (116.2f, not a cast: not read); when the last is removed, its owner may cast it
    without paying its mana cost while that trigger resolves: an alternative cost of no mana
    from exile (118.9, X is 0: 107.3b), ``permission="suspend"``. "Suspend X" is left unread."""
    if not line.startswith("Suspend "):
        return False
    m = rx.fullmatch(rf"Suspend ([1-9][0-9]?)—({COST})", line)
    if not m:
        return False
    text_cost(m.group(2))  # an unreadable suspend cost still makes the line unsupported
    if any(a.name == "suspend" for a in r.alternative):
        raise Unsupported
    r.keywords.add("Suspend")
    r.alternative.append(AlternativeCost("suspend", zone="exile", permission="suspend"))
    return True


#: "Exile N other cards from your graveyard" (escape's counts across every printing)
_OTHER_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
#: keywords that cast the card from the graveyard for its mana cost plus an additional cost
#: (702.81a retrace: discard a land card; 702.133a jump-start: discard a card). The reader
#: leaves their ``mana`` empty; ``read_card_slots`` fills in the card's mana cost.
#: 702.127a aftermath: that half's mana cost alone, from the graveyard only.
MANA_COST_FROM_GRAVEYARD: dict[str, tuple[CostPart, ...]] = {
    "retrace": (CostPart("discard", 1, ObjectFilter(types=frozenset({"Land"}))),),
    "jump-start": (CostPart("discard", 1),), "aftermath": ()}


def _escape(r: Reader, line: str) -> bool:
    """Escape (702.138a): "You may cast this card from your graveyard by paying [cost] rather
    than paying its mana cost": an alternative cost from the graveyard (118.9). Every printing
    reads "Escape—{cost}, Exile N other cards from your graveyard.": the card itself is on the
    stack by then (601.2a), so "other" only says it can't exile itself (``another``)."""
    if not line.startswith("Escape—"):
        return False
    m = rx.fullmatch(rf"Escape—({COST}), Exile ({'|'.join(_OTHER_COUNT)}) other cards from your graveyard\.", line)
    if not m:
        return False
    if any(a.name == "escape" for a in r.alternative):
        raise Unsupported
    part = CostPart("exile_from_graveyard", _OTHER_COUNT[m.group(2)], another=True)
    r.keywords.add("Escape")
    r.alternative.append(AlternativeCost("escape", text_cost(m.group(1)), (part,), zone="graveyard"))
    return True


def _graveyard_with_mana_cost(r: Reader, line: str) -> None:
    """Retrace (702.81a) and Jump-start (702.133a), on instants and sorceries: the card may be
    cast from its owner's graveyard by paying its mana cost and, as an additional cost,
    discarding a land card (retrace) / a card (jump-start). Read as a cost of that name from
    the graveyard whose mana is the card's mana cost (filled in by the reader) and whose part
    is the discard; jump-start's exile on leaving the stack changes nothing about casting.
    Aftermath (702.127a), on a half of a split card (an instant or sorcery half): that half
    may be cast from its owner's graveyard for its mana cost, and from no other zone: the
    keyword ``Aftermath`` on the half tells the checkers its mana cost works nowhere else."""
    name = line.lower()
    if not r.is_spell_card or any(a.name == name for a in r.alternative):
        raise Unsupported
    r.keywords.add(line)
    r.alternative.append(AlternativeCost(name, parts=MANA_COST_FROM_GRAVEYARD[name], zone="graveyard"))


def _dash_cost(r: Reader, line: str) -> bool:
    """A keyword cost after a dash, one keyword a line: "Flashback—{1}{U}, Pay 3 life." /
    "Cumulative upkeep—Pay 1 life." (an upkeep trigger, 702.24: nothing to read)."""
    if "—" not in line:
        return False
    dash = rx.fullmatch(r"([A-Z][a-z]+(?: [a-z]+)?)—(.+)", line)
    if not dash or dash.group(1).lower() not in (*KEYWORD_COSTS, *UPKEEP_COSTS):
        return False
    name = dash.group(1).lower()
    if name in UPKEEP_COSTS:
        r.keywords.add(dash.group(1))
        return True
    mana, parts = cost_parts(r, dash.group(2).rstrip("."), capital=True)
    _apply_keyword_cost(r, name, mana, parts)
    return True


#: what a keyword adds besides its name: a self-reduction (affinity), "devoid", or a thunk that
#: appends its cost or ability once every part of the line is known to be read
_Extra = SelfReduction | str | Callable[[], None] | None


def _keyword(r: Reader, p: str) -> list[tuple[str, _Extra]] | None:
    """One comma-separated part of a keyword line: the keywords it names (with what each adds),
    or None when it is not a keyword the reader knows."""
    low = p.lower()
    if low in INERT_KEYWORDS or low in CASTING_KEYWORDS:
        return [(p[:1].upper() + p[1:].lower(), None)]
    if rx.fullmatch(r"(?:(?:non)?basic |legendary |snow )?[a-z]+walk", low):
        return [(p[:1].upper() + p[1:].lower(), None)]  # landwalk (702.14): evasion
    if rx.fullmatch(r"partner with [^,]+|friends forever", low):
        return [("Partner", None)]  # deck building (702.124)
    m = rx.fullmatch(r"([a-z]+) (\d+)", low)
    if m and m.group(1) in INERT_NUMBERED:
        return [(m.group(1).capitalize(), None)]
    m = rx.fullmatch(r"(echo|cumulative upkeep) (" + COST + ")(?: or " + COST + ")?", low)
    if m:  # 702.30, 702.24: paid in an upkeep trigger
        return [(m.group(1).capitalize(), None)]
    m = rx.fullmatch(r"protection from (\w+)((?: and from \w+)*)", low)
    if m and all(q in PROTECTION or _protection_known(q) for q in [m.group(1), *rx.findall(r"from (\w+)", m.group(2))]):
        return [(f"Protection from {q}", None) for q in [m.group(1), *rx.findall(r"from (\w+)", m.group(2))]]
    if low.startswith("hexproof from "):  # 702.11d, 702.11f: one keyword per quality
        from castable.model.hexproof_from import keywords as hexproof_keywords
        hk = hexproof_keywords(p)
        return None if hk is None else [(k, None) for k in hk]
    if rx.fullmatch(r"ward(?: \{[^}]+\})+", low):  # 702.21: a trigger; targeting stays legal
        return [("Ward" + p[4:], None)]
    if low == "devoid":  # 702.114a: colorless
        return [("Devoid", "devoid")]
    m = rx.fullmatch(r"affinity for (\w+)", low)
    if m:
        word = p.split()[-1]  # 702.41a: a card type, a basic land type, a subtype, outlaws
        return [("Affinity for " + word, SelfReduction(affinity_filter(word), yours_only=True))]
    m = rx.fullmatch(rf"Kicker ({COST}) and/or ({COST})", p)
    if m:  # 702.33d: two kicker costs, each paid once or not (Sunscape Battlemage)
        return [("", _two_kickers(r, text_cost(m.group(1)), text_cost(m.group(2))))]
    m = rx.fullmatch(rf"([A-Z][a-z]+) ({COST})", p)
    if m and m.group(1).lower() in KEYWORD_COSTS:
        name = m.group(1).lower()
        return [("", _keyword_cost_thunk(r, name, text_cost(m.group(2)), ()))]
    thunk = activated_keyword(r, p)
    if thunk is not None:
        return [("", thunk)]
    return None


def kicker_name(cost: ManaCost) -> str:
    """The name of one of two kicker costs: "kicker {1}{G}", as its linked abilities say "kicked
    with its {1}{G} kicker" (702.33e, 607)."""
    return "kicker " + "".join(sym.text for sym in cost.symbols)


def _two_kickers(r: Reader, first: ManaCost, second: ManaCost) -> Callable[[], None]:
    """"Kicker {1}{G} and/or {2}{U}" (702.33d): two optional costs, each paid at most once; the
    plan names which were paid, so options differ by them."""
    names = (kicker_name(first), kicker_name(second))
    if names[0] == names[1] or any(o.name.startswith("kicker") or o.name == "multikicker" for o in r.optional):
        raise Unsupported

    def apply() -> None:
        r.optional.extend((OptionalCost(names[0], first), OptionalCost(names[1], second)))
    return apply


def _keyword_cost_thunk(r: Reader, name: str, mana: ManaCost, parts: tuple[CostPart, ...]) -> Callable[[], None]:
    _check_keyword_cost(r, name, mana, parts)
    return lambda: _apply_keyword_cost(r, name, mana, parts)


def _check_keyword_cost(r: Reader, name: str, mana: ManaCost, parts: tuple[CostPart, ...]) -> None:
    kind = KEYWORD_COSTS[name][0]
    if name in ("flashback", "overload", "escalate", "entwine") and not r.is_spell_card:
        raise Unsupported  # instants and sorceries only (702.34a, 702.96a, 702.120a, 702.42a)
    if name in ("evoke", "dash", "blitz", "emerge", "squad", "offspring", "warp", "disturb") and r.is_spell_card:
        raise Unsupported  # permanent keywords (creatures)
    if name in ("emerge", "overload", "entwine", "dash", "blitz", "offspring", "bestow", "disturb", "sneak",
                "mayhem", *_PERMISSION_COSTS) and parts:
        raise Unsupported
    if name == "bestow" and ("Creature" not in r.types or any(t.text.startswith("Enchant") for t in r.targets)):
        raise Unsupported  # 702.103a: a creature card; as an Aura it enchants a creature
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
        elif name == "plot":  # 702.170d: cast from exile without paying its mana cost (X is 0)
            r.alternative.append(AlternativeCost("plot", zone="exile", permission="plot"))
        elif name == "miracle":  # 702.94a: that cost, from the hand, while its miracle trigger resolves
            r.alternative.append(AlternativeCost("miracle", mana, zone="hand", permission="miracle"))
        elif name == "mayhem":  # 702.187a: from the graveyard, discarded this turn; timing rules still apply
            r.alternative.append(AlternativeCost("mayhem", mana, zone="graveyard", permission="mayhem"))
        elif name in _PERMISSION_COSTS:  # 702.35a madness, 702.143a foretell: that cost, from exile
            r.alternative.append(AlternativeCost(name, mana, zone="exile", permission=name))
        elif name == "emerge":  # 702.119a
            r.alternative.append(AlternativeCost("emerge", mana, (CostPart("sacrifice", 1, CREATURE),), emerge=True))
        elif name == "overload":  # 702.96a-b
            r.alternative.append(AlternativeCost("overload", mana, overload=True))
        elif name == "disturb":  # 702.146a: the back face, from the graveyard (cards.multi_face_card)
            r.alternative.append(AlternativeCost("disturb", mana, zone="graveyard", transformed=True))
        elif name == "bestow":  # 702.103a-b: cast as an Aura (castable.model.cards.bestowed_card)
            r.alternative.append(AlternativeCost("bestow", mana, bestow=True))
        elif name == "sneak":  # cast for it, returning an unblocked attacker you control to hand
            r.alternative.append(AlternativeCost("sneak", mana, (RETURN_UNBLOCKED,)))
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
    if r.is_spell_card or any(t.text.startswith("Enchant") for t in r.targets):
        raise Unsupported
    noun = line[len("Enchant "):]
    sm = rx.fullmatch(r"([A-Z][a-z]+)( you control)?", noun)
    if sm and sm.group(1) in SUBTYPES:
        filt = ObjectFilter(subtypes=frozenset({sm.group(1)}), controller="you" if sm.group(2) else None)
        r.targets.append(TargetSlot("permanent", filt, text=line))
        return
    om = rx.fullmatch(r"creature or ([A-Z][a-z]+)", noun)  # "Enchant creature or Vehicle": either quality
    if om and om.group(1) in SUBTYPES:
        filt = ObjectFilter(any_of=(ObjectFilter(types=frozenset({"Creature"})), ObjectFilter(subtypes=frozenset({om.group(1)}))))
        r.targets.append(TargetSlot("permanent", filt, text=line))
        return
    if noun == "creature without flying":  # static15: 702.9, "creature without flying" (filter_matches' non_keywords)
        r.targets.append(TargetSlot("creature", ObjectFilter(non_keywords=frozenset({"flying"})), text=line))
        return
    kw, consumed = target_noun(r, noun, False)
    if consumed != len(noun) or kw.get("kind") == "spell":
        raise Unsupported
    r.targets.append(TargetSlot(**kw, text=line))


def spree_line(r: Reader, line: str) -> bool:
    """A mode of Spree or Tiered (702.172a): "+ {cost} — effect", a mode with its own cost."""
    if not (line.startswith("+ ") and r.mode_costs.get("spree")):
        return False
    m = rx.fullmatch(rf"\+ ({COST}) — (.+)", line)
    if not m:
        raise Unsupported
    c = text_cost(m.group(1))
    if c.x_count:
        raise Unsupported
    r._mode_line("• " + m.group(2))
    r.modes[-1] = replace(r.modes[-1], mana=c)
    return True
