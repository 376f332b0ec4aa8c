"""Keyword lines, static abilities and the spell's own cost lines in rules text: what
changes how a card is cast or paid for (601.2b, 601.2f), and what doesn't."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ARTIFACT, CREATURE, AlternativeCost, CostPart, OptionalCost, SelfReduction
from castable.model.oracle_common import COLOR_WORD, COST, Unsupported, text_cost

if TYPE_CHECKING:
    from castable.model.oracle import Reader


#: Keyword abilities that change nothing about casting or paying (702.x).
INERT_KEYWORDS = {
    "flying", "first strike", "double strike", "deathtouch", "defender", "haste", "lifelink", "menace",
    "reach", "trample", "vigilance", "exalted", "persist", "undying", "prowess", "indestructible",
    "fear", "intimidate", "shadow", "horsemanship", "flanking", "wither", "infect", "changeling",
    "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk", "skulk", "provoke", "partner",
    "soulbond", "exploit", "cascade", "storm", "rebound", "extort", "evolve", "dethrone", "battle cry", "myriad",
    "melee", "training", "mentor", "riot", "decayed", "ascend", "unleash", "living weapon", "sunburst",
}
#: Keywords with a number that change nothing about casting or paying (triggered abilities and
#: replacement effects on entering the battlefield); read as the keyword's name.
INERT_NUMBERED = {"bushido", "rampage", "afflict", "annihilator", "fading", "vanishing", "afterlife", "toxic",
                  "bloodthirst", "modular", "poisonous", "frenzy", "dredge", "absorb", "renown", "fabricate",
                  "tribute", "devour", "backup"}
#: Keywords that matter for casting or targeting, read as a keyword with no cost.
CASTING_KEYWORDS = {"flash", "hexproof", "shroud", "convoke", "delve", "improvise"}
#: "Protection from <quality>" qualities the engine understands (702.16)
PROTECTION = {*COLOR_WORD, "everything", "artifacts", "creatures", "enchantments", "instants"}


def keyword_line(r: Reader, line: str) -> bool:
    parts = [p.strip() for p in line.split(",")]
    found: list[tuple[str, Any]] = []
    for p in parts:
        low = p.lower()
        if low in INERT_KEYWORDS or low in CASTING_KEYWORDS:
            found.append((p[:1].upper() + p[1:].lower(), None))
            continue
        m = re.fullmatch(r"([a-z]+) (\d+)", low)
        if m and m.group(1) in INERT_NUMBERED:
            found.append((m.group(1).capitalize(), None))
            continue
        m = re.fullmatch(r"protection from (\w+)((?: and from \w+)*)", low)
        if m and all(q in PROTECTION for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]):
            for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]:
                found.append((f"Protection from {q}", None))
            continue
        if low == "affinity for artifacts":
            found.append(("Affinity for artifacts", SelfReduction(ARTIFACT, yours_only=True)))
            continue
        m = re.fullmatch(rf"(Kicker|Multikicker|Flashback) ({COST})", p)
        if m:
            c = text_cost(m.group(2))
            if m.group(1) == "Kicker":
                found.append(("", OptionalCost("kicker", c)))
            elif m.group(1) == "Multikicker":
                found.append(("", OptionalCost("multikicker", c, repeatable=True)))
            elif r.is_spell_card:
                found.append(("Flashback", AlternativeCost("flashback", c, zone="graveyard")))
            else:
                return False
            continue
        return False
    for kw, extra in found:
        if kw:
            r.keywords.add(kw)
        if isinstance(extra, SelfReduction):
            r.reductions.append(extra)
        elif isinstance(extra, OptionalCost):
            r.optional.append(extra)
        elif isinstance(extra, AlternativeCost):
            r.alternative.append(extra)
    return True


def enters_line(r: Reader, line: str) -> bool:
    """Replacement effects on entering that change nothing about casting (as the built-in
    library reads them: shock lands, lands that enter tapped, counters it enters with)."""
    if "enters" not in line:  # cheap guard: patterns with the card's name compile per card
        return False
    s = r.self_re
    enters = r"enters(?: the battlefield)?"
    return bool(
        re.fullmatch(rf"{s} {enters} tapped\.", line)
        or re.fullmatch(rf"{s} {enters} with (?:a|an|one|two|three|four|five|X) (?:\+1/\+1|charge) counters? on it"
                        r"(?: for each time it was kicked)?\.", line)
        or re.fullmatch(rf"As {s} {enters}, you may pay 2 life\. If you don't, it {enters} tapped\.", line)
        or re.fullmatch(rf"{s} {enters} with (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on it\.",
                        line)
    )


def cost_line(r: Reader, line: str) -> bool:
    if not line.startswith("As an additional cost to cast") and "less to cast for each" not in line:
        return False
    s = r.self_re
    m = re.fullmatch(rf"As an additional cost to cast {s}, (.+)\.", line)
    if m:
        what = m.group(1)
        part = {"sacrifice a creature": CostPart("sacrifice", 1, CREATURE),
                "sacrifice an artifact": CostPart("sacrifice", 1, ARTIFACT),
                "discard a card": CostPart("discard", 1)}.get(what)
        lm = re.fullmatch(r"pay (\d+) life", what)
        if lm:
            part = CostPart("pay_life", int(lm.group(1)))
        if part is None:
            raise Unsupported
        r.additional.append(part)
        return True
    m = re.fullmatch(rf"{s} costs \{{1\}} less to cast for each (.+)\.", line)
    if m:
        red = {"creature on the battlefield": SelfReduction(CREATURE, yours_only=False),
               "artifact you control": SelfReduction(ARTIFACT, yours_only=True)}.get(m.group(1))
        if red is None:
            raise Unsupported
        r.reductions.append(red)
        return True
    return False


def static_line(r: Reader, line: str) -> bool:
    """A static ability of a permanent (604): read when it changes costs, casting or targeting;
    recognized as not mattering when it can't. False when the reader doesn't know the line."""
    return False
