"""Reading a card definition from Scryfall-style fields (``name``, ``mana_cost``,
``type_line``, ``oracle_text``...).

This reader is deliberately strict: a card is *understood* only when every line of its rules
text was either read exactly or recognized as not mattering for casting; otherwise it is
*unsupported*, naming the first line it could not read: a card is never guessed (reminder
text in parentheses is not rules text). What it reads, template by template:

- keyword lines: keywords that change nothing about casting; Flash, Hexproof, Shroud,
  "Protection from <color / card type / everything>", Ward; Convoke, Delve, Improvise;
  "Affinity for artifacts" (a :class:`SelfReduction`); "Kicker {cost}", "Multikicker {cost}",
  "Flashback {cost}";
- the intrinsic mana abilities of basic land types (305.6);
- mana abilities (605): "[{mana}, ][{T}, ][Sacrifice <this>, ][Tap an untapped creature you
  control]: Add <mana>." where <mana> is "{G}", "{C}{C}", "{R} or {G}", "{G}, {W}, or {U}",
  "{W}{W}, {W}{B}, or {B}{B}", "one mana of any color", or "{G} for each creature you control /
  Elf on the battlefield / Elf you control / charge counter on <this>"; then optionally
  "<this> deals N damage to you." and "Spend this mana only to cast artifact spells." /
  "... a multicolored spell.";
- triggered abilities ("When", "Whenever", "At"): not casting ("Whenever <this> becomes
  tapped" is kept as a tap trigger, 117.5); "<this> enters tapped" and the like;
- "As an additional cost to cast this spell, sacrifice a creature / an artifact / discard a
  card / pay N life."; "This spell costs {1} less to cast for each creature on the battlefield
  / artifact you control.";
- the effect sentences of instants and sorceries: not parsed, except that each "target" in them
  becomes a :class:`TargetSlot` (see ``_target_phrase`` and ``_target_noun`` for the phrases
  read), and "N damage divided as you choose among ..." a :class:`Division`. Effect sentences
  that could change how the spell is cast (mentioning casting this spell, costs, X, ...) and
  targets that exist only sometimes ("if", "kicked", "instead") stay unsupported;
- modes (700.2) of instants and sorceries: "Choose one / two / three / four / one or both / one
  or more —" and "Choose N. You may choose the same mode more than once." with their bullets
  (the bullets of a triggered ability's "choose one —" are the trigger's: not read);
- "This spell can't be countered." (nothing to do with casting it).

Legendary instants and sorceries (205.4e) are unsupported: the engine doesn't model their
casting restriction.
"""

from __future__ import annotations

import re
from typing import Any

from castable.model.cards import (
    ARTIFACT,
    CREATURE,
    AlternativeCost,
    CardDef,
    CostPart,
    Division,
    ManaAbility,
    Mode,
    ModeChoice,
    ObjectFilter,
    OptionalCost,
    SelfReduction,
    TargetSlot,
    any_color,
)
from castable.model.errors import InputError
from castable.model.mana import COLORS, ManaCost, parse_cost

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
_COLOR_WORD = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: "Protection from <quality>" qualities the engine understands (702.16)
_PROTECTION = {*_COLOR_WORD, "everything", "artifacts", "creatures", "enchantments", "instants"}
_REMINDER = re.compile(r"\([^()]*\)")
_WARD = re.compile(r"^Ward(( \{[^}]+\})+|—.+)$")
_COST = r"(?:\{[^{}]+\})+"
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}


def strip_reminder(text: str) -> str:
    return _REMINDER.sub("", text)


class _Unsupported(Exception):
    pass


def read_card(raw: dict[str, Any], *, where: str = "cards") -> CardDef:
    """Build a :class:`CardDef` from one Scryfall-style face record."""
    if not isinstance(raw, dict):
        raise InputError(where, "a card must be an object with name, mana_cost, type_line, oracle_text")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise InputError(f"{where}.name", "required: the card's name")
    type_line = raw.get("type_line")
    if not isinstance(type_line, str) or not type_line:
        raise InputError(f"{where}.type_line", "required: a type line such as \"Creature — Bear\"")
    mana_cost = raw.get("mana_cost", "")
    if mana_cost is None:
        mana_cost = ""
    mc = parse_cost(mana_cost, where=f"{where}.mana_cost") if mana_cost else None
    text = raw.get("oracle_text") or ""
    if not isinstance(text, str):
        raise InputError(f"{where}.oracle_text", "must be a string")
    colors = raw.get("colors")
    if colors is not None and (not isinstance(colors, list) or any(c not in COLORS for c in colors if isinstance(c, str))
                               or not all(isinstance(c, str) for c in colors)):
        raise InputError(f"{where}.colors", "must be a list of color letters W U B R G")
    for key in ("power", "toughness", "loyalty"):
        if raw.get(key) is not None and (not isinstance(raw[key], (str, int)) or isinstance(raw[key], bool)):
            raise InputError(f"{where}.{key}", "must be a string or an integer")
    reader = _Reader(name, type_line)
    unsupported: str | None = None
    if reader.is_spell_card and "Legendary" in type_line.partition("—")[0].split():
        unsupported = type_line  # 205.4e: castable only with a legendary creature or planeswalker: not modeled
    for line in strip_reminder(text).split("\n") if unsupported is None else ():
        line = line.strip()
        if not line:
            continue
        try:
            reader.line(line)
        except _Unsupported:
            unsupported = line
            break
    modes = None
    if unsupported is None:
        try:
            modes = reader.mode_choice()
        except _Unsupported:
            unsupported = next(ln for ln in strip_reminder(text).split("\n") if ln.strip().startswith("Choose"))
    if unsupported is not None:  # nothing half-read: only what the reader is sure of
        reader = _Reader(name, type_line)
    color_override = frozenset(colors) if isinstance(colors, list) and mc is None and colors else None
    return CardDef(
        name=name, mana_cost=mc, type_line=type_line, oracle_text=text,
        power=_opt_str(raw.get("power")), toughness=_opt_str(raw.get("toughness")), loyalty=_opt_str(raw.get("loyalty")),
        keywords=frozenset(reader.keywords), mana_abilities_text=tuple(reader.mana),
        additional_costs=tuple(reader.additional), alternative_costs=tuple(reader.alternative),
        optional_costs=tuple(reader.optional), self_reductions=tuple(reader.reductions),
        targets=tuple(reader.targets), division=reader.division, modes=modes, tap_triggers=tuple(reader.tap_triggers),
        color_override=color_override, unsupported=unsupported,
    )


def _opt_str(v: Any) -> str | None:
    return None if v is None else str(v)


def _text_cost(text: str) -> ManaCost:
    """A cost written in rules text; one the engine can't read makes the line unsupported."""
    try:
        return parse_cost(text, where="oracle_text")
    except InputError:
        raise _Unsupported from None


def _split_sentences(line: str) -> list[str]:
    """Sentences of a line, not splitting inside quotation marks."""
    out: list[str] = []
    cur: list[str] = []
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        cur.append(ch)
        if ch in "\"“”":
            quoted = not quoted
        elif ch == "." and not quoted and (i + 1 == len(line) or line[i + 1] == " "):
            out.append("".join(cur).strip())
            cur = []
        i += 1
    rest = "".join(cur).strip()
    if rest:
        out.append(rest)
    return out


def _unquoted(sentence: str) -> str:
    return re.sub(r"[\"“][^\"“”]*[\"”]", '""', sentence)


class _Reader:
    def __init__(self, name: str, type_line: str) -> None:
        self.name = name
        left = type_line.partition("—")[0].split()
        self.is_spell_card = bool({"Instant", "Sorcery"} & set(left))
        these = ("creature", "artifact", "land", "enchantment", "permanent", "spell", "card", "vehicle", "planeswalker",
                 "battle")
        selves = {name, "~", *(f"this {w}" for w in these), *(f"This {w}" for w in these)}
        if "Legendary" in left:
            selves.add(name.split(",")[0])
            selves.add(name.split(" the ")[0])
        self.self_re = "(?:" + "|".join(re.escape(s) for s in sorted(selves, key=len, reverse=True)) + ")"
        self.keywords: set[str] = set()
        self.mana: list[ManaAbility] = []
        self.additional: list[CostPart] = []
        self.alternative: list[AlternativeCost] = []
        self.optional: list[OptionalCost] = []
        self.reductions: list[SelfReduction] = []
        self.targets: list[TargetSlot] = []
        self.division: Division | None = None
        self.tap_triggers: list[str] = []
        self.bullets: str | None = None
        self.mode_spec: tuple[int, int | None, bool] | None = None
        self.modes: list[Mode] = []

    # ----- one line = one ability (or a paragraph of spell text) ---------------------------
    def line(self, line: str) -> None:
        if line.startswith("•"):  # a mode (700.2) of the line before
            if self.bullets == "trigger":
                return
            if self.bullets != "modes":
                raise _Unsupported
            self._mode_line(line)
            return
        self.bullets = None
        if line == "This spell can't be countered.":
            return
        if _WARD.match(line):  # 702.21: a triggered ability; targeting stays legal
            self.keywords.add(line.rstrip("."))
            return
        if self._keyword_line(line):
            return
        if re.match(r"^(When|Whenever|At the beginning|At end of|At the end)\b", line):
            if re.search(r"\bfor mana\b|\badds? (?:an additional |one )?(?:\{|mana\b)", line):
                raise _Unsupported  # a triggered mana ability (605.1b) changes what can be paid
            if "becomes tapped" in line and re.match(rf"^Whenever {self.self_re} becomes tapped, ", line):
                if re.search(r"\btargets?\b", line):
                    raise _Unsupported
                self.tap_triggers.append(line)
            if line.endswith("—"):
                self.bullets = "trigger"  # its modes are the trigger's, not the spell's
            return
        if self._enters_line(line):
            return
        if self._mana_line(line):
            return
        if self._cost_line(line):
            return
        if self.is_spell_card:
            if self._modes_line(line):
                return
            self._spell_text(line)
            return
        raise _Unsupported

    # ----- modal spells (700.2) ----------------------------------------------------------------
    def _modes_line(self, line: str) -> bool:
        m = re.fullmatch(r"Choose (one|two|three|four|one or both|one or more) —", line)
        r = re.fullmatch(r"Choose (one|two|three|four)\. You may choose the same mode more than once\.", line)
        if not m and not r:
            return False
        if self.mode_spec is not None or self.targets:
            raise _Unsupported
        word = (m or r).group(1)  # type: ignore[union-attr]
        if word == "one or both":
            self.mode_spec = (1, 2, False)
        elif word == "one or more":
            self.mode_spec = (1, None, False)
        else:
            self.mode_spec = (_NUMBERS[word], _NUMBERS[word], bool(r))
        self.bullets = "modes"
        return True

    def _mode_line(self, line: str) -> None:
        text = line[1:].strip()
        targets, division = self.targets, self.division
        self.targets, self.division = [], None
        try:
            self._spell_text(text)
            self.modes.append(Mode(text, tuple(self.targets), division=self.division))
        finally:
            self.targets, self.division = targets, division

    def mode_choice(self) -> ModeChoice | None:
        if self.mode_spec is None:
            return None
        low, high, repeatable = self.mode_spec
        if len(self.modes) < 2 or self.targets or ((high or 0) > len(self.modes) and not repeatable):
            raise _Unsupported
        return ModeChoice(tuple(self.modes), min_modes=low, max_modes=len(self.modes) if high is None else high,
                          repeatable=repeatable)

    def _keyword_line(self, line: str) -> bool:
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
            if m and all(q in _PROTECTION for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]):
                for q in [m.group(1), *re.findall(r"from (\w+)", m.group(2))]:
                    found.append((f"Protection from {q}", None))
                continue
            if low == "affinity for artifacts":
                found.append(("Affinity for artifacts", SelfReduction(ARTIFACT, yours_only=True)))
                continue
            m = re.fullmatch(rf"(Kicker|Multikicker|Flashback) ({_COST})", p)
            if m:
                c = _text_cost(m.group(2))
                if m.group(1) == "Kicker":
                    found.append(("", OptionalCost("kicker", c)))
                elif m.group(1) == "Multikicker":
                    found.append(("", OptionalCost("multikicker", c, repeatable=True)))
                elif self.is_spell_card:
                    found.append(("Flashback", AlternativeCost("flashback", c, zone="graveyard")))
                else:
                    return False
                continue
            return False
        for kw, extra in found:
            if kw:
                self.keywords.add(kw)
            if isinstance(extra, SelfReduction):
                self.reductions.append(extra)
            elif isinstance(extra, OptionalCost):
                self.optional.append(extra)
            elif isinstance(extra, AlternativeCost):
                self.alternative.append(extra)
        return True

    def _enters_line(self, line: str) -> bool:
        """Replacement effects on entering that change nothing about casting (as the built-in
        library reads them: shock lands, lands that enter tapped, counters it enters with)."""
        if "enters" not in line:  # cheap guard: patterns with the card's name compile per card
            return False
        s = self.self_re
        enters = r"enters(?: the battlefield)?"
        return bool(
            re.fullmatch(rf"{s} {enters} tapped\.", line)
            or re.fullmatch(rf"{s} {enters} with (?:a|an|one|two|three|four|five|X) (?:\+1/\+1|charge) counters? on it"
                            r"(?: for each time it was kicked)?\.", line)
            or re.fullmatch(rf"As {s} {enters}, you may pay 2 life\. If you don't, it {enters} tapped\.", line)
            or re.fullmatch(rf"{s} {enters} with (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on it\.",
                            line)
        )

    # ----- mana abilities (605) -----------------------------------------------------------------
    def _mana_line(self, line: str) -> bool:
        sentences = _split_sentences(line)
        m = re.fullmatch(r"([^:\"]+): Add (.+)\.", sentences[0])
        if not m:
            return False
        cost_text, what = m.groups()
        tap = sac = False
        tap_creatures = 0
        mana_cost = None
        for part in cost_text.split(", "):
            if part == "{T}" and not tap:
                tap = True
            elif re.fullmatch(rf"Sacrifice {self.self_re}", part) and not sac:
                sac = True
            elif part == "Tap an untapped creature you control" and not tap_creatures:
                tap_creatures = 1
            elif re.fullmatch(_COST, part) and mana_cost is None and "{T}" not in part and "{Q}" not in part:
                mana_cost = _text_cost(part)
                if any(s.is_x for s in mana_cost.symbols):
                    raise _Unsupported
            else:
                raise _Unsupported
        per = None
        pm = re.fullmatch(r"(\{[WUBRGC]\}) for each (.+)", what)
        if pm:
            what = pm.group(1)
            per = {"creature you control": "creature_you_control", "Elf on the battlefield": "elf_on_battlefield",
                   "Elf you control": "elf_you_control"}.get(pm.group(2))
            if per is None and re.fullmatch(rf"charge counter on {self.self_re}", pm.group(2)):
                per = "charge_counter"
            if per is None:
                raise _Unsupported
        if what == "one mana of any color":
            produces = any_color()
        else:
            alts = re.split(r", or |, | or ", what)
            produces = tuple(tuple(re.findall(r"\{([WUBRGC])\}", a)) for a in alts)
            if any(not re.fullmatch(r"(?:\{[WUBRGC]\})+", a) for a in alts) or len(alts) != len(set(alts)):
                raise _Unsupported
            if (len(alts) > 2 and ", or " not in what) or (len(alts) == 2 and " or " not in what):
                raise _Unsupported
        damage = 0
        restriction = None
        for s in sentences[1:]:
            dm = re.fullmatch(rf"{self.self_re} deals (\d) damage to you\.", s) if "damage to you" in s else None
            if dm and not damage:
                damage = int(dm.group(1))
            elif s == "Spend this mana only to cast artifact spells." and restriction is None:
                restriction = "artifact_spell"
            elif s == "Spend this mana only to cast a multicolored spell." and restriction is None:
                restriction = "multicolored_spell"
            else:
                raise _Unsupported
        kw: dict[str, Any] = {}
        if mana_cost is not None:
            kw["mana_cost"] = mana_cost
        self.mana.append(ManaAbility(produces=produces, tap=tap, sacrifice_self=sac, tap_creatures=tap_creatures,
                                     per=per, restriction=restriction, damage=damage, text=line, **kw))
        return True

    # ----- additional costs and cost reductions of the spell itself ------------------------------
    def _cost_line(self, line: str) -> bool:
        if not line.startswith("As an additional cost to cast") and "less to cast for each" not in line:
            return False
        s = self.self_re
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
                raise _Unsupported
            self.additional.append(part)
            return True
        m = re.fullmatch(rf"{s} costs \{{1\}} less to cast for each (.+)\.", line)
        if m:
            red = {"creature on the battlefield": SelfReduction(CREATURE, yours_only=False),
                   "artifact you control": SelfReduction(ARTIFACT, yours_only=True)}.get(m.group(1))
            if red is None:
                raise _Unsupported
            self.reductions.append(red)
            return True
        return False

    # ----- the text of an instant or sorcery -----------------------------------------------------
    def _spell_text(self, line: str) -> None:
        # keyword lines the reader doesn't know (Storm, Cycling {2}, Buyback {3}...) have no
        # period; ability words, modes, keyword costs use a dash; activated abilities a colon
        if not line.endswith((".", ".\"", ".”")) or line.startswith(("•", "+", "Choose")):
            raise _Unsupported
        for sentence in _split_sentences(line):
            bare = _unquoted(sentence)
            if "—" in bare or ":" in bare:
                raise _Unsupported
            if sentence == "This spell can't be countered.":
                continue
            low = bare.lower()
            about_casting = ("cast" in low or "cost" in low) and bool(
                re.search(rf"\b(?:cast|casting)\b.*\b(?:{self.self_re.lower()}|it)\b", low)
                or re.search(rf"\b(?:{self.self_re.lower()})\b.*\b(?:cast|costs?)\b", low))
            if (about_casting
                    or (re.search(r"\bthis spell\b", low) and not re.search(r"\bif this spell was kicked\b", low))
                    or re.search(r"\brather than\b|\bspend only\b|\bx can't\b|\badditional cost\b|\bsplit second\b",
                                 low)):
                raise _Unsupported
            self._read_targets(bare)

    def _read_targets(self, sentence: str) -> None:
        if not re.search(r"\btargets?\b", sentence, re.IGNORECASE):
            return
        if re.search(r"\b(?:if|kicked|instead|unless it|otherwise|among|divided|distribute)\b", sentence,
                     re.IGNORECASE) and not re.fullmatch(
                r"[^.]* deals \w+ damage divided as you choose among (?:one or two|one, two, or three|any number of) "
                r"targets\.", sentence):
            raise _Unsupported  # targets that exist only sometimes (601.2c), or counted another way
        s = "t" + sentence[1:] if sentence.startswith("Target") else sentence
        pos = 0
        while True:
            m = re.search(r"\btargets?\b", s[pos:], re.IGNORECASE)
            if not m:
                break
            at = pos + m.start()
            slot, end, div = self._target_phrase(s, at, len(self.targets))
            if div is not None:
                if self.division is not None:
                    raise _Unsupported
                self.division = Division(len(self.targets), **div)
            self.targets.append(slot)
            pos = end

    def _target_phrase(self, s: str, at: int, index: int) -> tuple[TargetSlot, int, dict[str, Any] | None]:
        """The target phrase whose word "target(s)" starts at ``at``: its slot, where it ends,
        and a division of an amount among its targets."""
        before, after = s[:at], s[at:]
        # "deals N damage divided as you choose among one, two, or three targets" (601.2d)
        dm = re.search(r"deals (\w+) damage divided as you choose among (one or two|one, two, or three|any number of) $",
                       before)
        if dm:
            amount, phrase = dm.groups()
            numbers = {**_NUMBERS, **{str(i): i for i in range(1, 21)}}
            if not re.match(r"targets\.", after) or (amount not in numbers and amount != "X"):
                raise _Unsupported
            div: dict[str, Any] = {"x": True} if amount == "X" else {"amount": numbers[amount]}
            text = f"{phrase} targets"
            if phrase == "any number of":
                if amount != "X":
                    raise _Unsupported
                slot = TargetSlot("any", unlimited=True, min_count=0, text=text)
            else:
                n = 2 if phrase == "one or two" else 3
                if amount != "X" and numbers[amount] < n:
                    raise _Unsupported
                slot = TargetSlot("any", count=n, min_count=1, text=text)
            return slot, at + len("targets"), div
        if not re.match(r"targets?\b", after):
            raise _Unsupported  # "Targets", "TARGET"
        words = before.split()
        prev = words[-1].lower() if words else ""
        bare = re.match(r"(targets?)(?=[,.]| and\b| each\b)", after)  # no noun: any target (115.4)
        if prev == "any":
            if not bare or bare.group(1) != "target":
                raise _Unsupported
            return TargetSlot("any", text="any target"), at + 6, None
        if len(words) >= 2 and (words[-2].lower(), prev) == ("a", "third"):
            if index != 2 or not bare or bare.group(1) != "target":
                raise _Unsupported
            return TargetSlot("any", text="a third target", different_from=(0, 1)), at + 6, None
        count, min_count, x_count = 1, None, False
        lead = ""
        qm = re.search(r"\b(up to (?:one|two|three|four|five|X)|one|two|three|four|five|another) $", before,
                       re.IGNORECASE)
        if qm:
            lead = qm.group(1).lower()
            first = len(before) - len(qm.group(0))
            w_before = before[:first].split()
            each_of = lead.startswith("up to ") and [w.lower() for w in w_before[-2:]] == ["each", "of"]
            if w_before and not each_of and (w_before[-1].lower() in ("or", "and", "and/or", "of", "than")
                                             or w_before[-1].endswith(",")):
                raise _Unsupported  # "one or two target creatures", "each of two targets"...
        elif prev in ("more", "or", "of", "x", "many", "each", "all", "than", "least", "most", "up", "and/or", "the",
                      "that", "a", "an", "new", "different", "same", "single", "additional") or prev[:1].isdigit():
            raise _Unsupported
        another = lead == "another"
        if another:
            if index == 0:
                raise _Unsupported
        elif lead.startswith("up to "):
            n = lead[len("up to "):]
            if n == "x":
                x_count, min_count = True, 0
            else:
                count, min_count = _NUMBERS[n], 0
        elif lead:
            count = _NUMBERS[lead]
        plural = count > 1 or x_count
        text_start = at - len(qm.group(0)) if qm else at
        if bare:
            if (bare.group(1) == "targets") != plural or not (another or plural):
                raise _Unsupported
            end = at + len(bare.group(1))
            slot = TargetSlot("any", count=count, min_count=min_count, x_count=x_count, text=s[text_start:end],
                              different_from=tuple(range(index)) if another else ())
            return slot, end, None
        nm = re.match(r"target (.*)", after)  # "two target creatures": "target" stays singular
        if not nm:
            raise _Unsupported
        slot_kw, consumed = self._target_noun(nm.group(1), plural)
        end = at + nm.start(1) + consumed
        text = s[text_start:end]
        slot = TargetSlot(**slot_kw, count=count, min_count=min_count, x_count=x_count, text=text[:1].lower() + text[1:],
                          different_from=tuple(range(index)) if another else ())
        return slot, end, None

    def _target_noun(self, s: str, plural: bool) -> tuple[dict[str, Any], int]:
        """The noun phrase after "target": kind and filter, and how many characters it took."""
        colors: set[str] = set()
        non_colors: set[str] = set()
        non_types: set[str] = set()
        pos = 0
        while True:  # adjectives: nonblack, noncreature, nonland, red
            am = re.match(r"(non-?)?(white|blue|black|red|green|creature|land|artifact|enchantment) ", s[pos:])
            if not am:
                break
            word = am.group(2)
            follow = s[pos + am.end():]
            noun_next = re.match(r"(creature|permanent|spell|artifact|enchantment|land|planeswalker)", follow)
            if not noun_next:
                break
            if word in _COLOR_WORD:
                (non_colors if am.group(1) else colors).add(_COLOR_WORD[word])
            elif am.group(1):
                non_types.add(word.capitalize())
            else:
                break  # "creature spell", "artifact creature": a type, read below
            pos += am.end()
        nouns = r"(?:creature|player|opponent|permanent|spell|artifact|enchantment|land|planeswalker)"
        pl = r"(?:s|es)?" if plural else ""
        nm = re.match(rf"({nouns}{pl})((?:, {nouns}{pl})*,? (?:or|and/or) {nouns}{pl})?", s[pos:])
        if not nm:
            raise _Unsupported
        words = [w for w in re.findall(nouns, nm.group(0))]
        pos += nm.end()
        if len(words) == 2 and words[0] in {"artifact", "creature", "enchantment", "land", "planeswalker"} and \
                words[1] == "spell":
            raise _Unsupported
        # "creature spell", "instant or sorcery spell" are not read; a type word before "spell"
        if re.match(r" spells?\b", s[pos:]):
            raise _Unsupported
        controller = None
        cm = re.match(r" (you control|an opponent controls|you don't control)\b", s[pos:])
        if cm:
            controller = "you" if cm.group(1) == "you control" else "opponent"
            pos += cm.end()
        tail = s[pos:]
        if tail.startswith("'s"):
            if words[-1] not in ("player", "opponent"):
                raise _Unsupported
        elif tail and (not re.match(r"[ ,.]", tail) or re.match(
                r" (?:with|without|that|card|cards|who|which|named|in|from|of|token|tokens|other|an?|the|you|your|"
                r"its|defending|blocking|attacking|creature|creatures|permanent|spell|artifact|enchantment|land|"
                r"planeswalker|player|opponent|owns?|controls?|or|and/or)\b", tail)):
            raise _Unsupported
        filt: dict[str, Any] = {}
        if colors:
            filt["colors"] = frozenset(colors)
        if non_colors:
            filt["non_colors"] = frozenset(non_colors)
        if non_types:
            filt["non_types"] = frozenset(non_types)
        if controller:
            filt["controller"] = controller
        if len(words) == 1:
            w = words[0]
            if w in ("player", "opponent"):
                if filt:
                    raise _Unsupported
                return {"kind": w}, pos
            if w == "spell":
                if controller:
                    raise _Unsupported
                return {"kind": "spell", "filter": ObjectFilter(**filt)}, pos
            if w == "creature":
                return {"kind": "creature", "filter": ObjectFilter(**filt)}, pos
            if w == "permanent":
                return {"kind": "permanent", "filter": ObjectFilter(**filt)}, pos
            return {"kind": "permanent", "filter": ObjectFilter(types=frozenset({w.capitalize()}), **filt)}, pos
        if set(words) == {"player", "planeswalker"} and words[0] == "player" and not filt:
            return {"kind": "player_or_planeswalker"}, pos
        if set(words) == {"opponent", "planeswalker"} and words[0] == "opponent" and not filt:
            return {"kind": "opponent_or_planeswalker"}, pos
        if any(w in ("player", "opponent", "spell", "permanent") for w in words) or colors:
            raise _Unsupported
        return {"kind": "permanent", "filter": ObjectFilter(types=frozenset(w.capitalize() for w in words), **filt)}, pos
