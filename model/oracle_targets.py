"""Targets in rules text (115, 601.2c-d): each word "target" of an effect becomes a
:class:`TargetSlot`, and "N damage divided as you choose among ..." a :class:`Division`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import Division, ObjectFilter, TargetSlot
from castable.model.oracle_common import COLOR_WORD, NUMBERS, Unsupported, split_sentences, unquoted

if TYPE_CHECKING:
    from castable.model.oracle import Reader


def spell_text(r: Reader, line: str) -> None:
    # keyword lines the reader doesn't know (Storm, Cycling {2}, Buyback {3}...) have no
    # period; ability words, modes, keyword costs use a dash; activated abilities a colon
    if not line.endswith((".", ".\"", ".”")) or line.startswith(("•", "+", "Choose")):
        raise Unsupported
    for sentence in split_sentences(line):
        bare = unquoted(sentence)
        if "—" in bare or ":" in bare:
            raise Unsupported
        if sentence == "This spell can't be countered.":
            continue
        low = bare.lower()
        about_casting = ("cast" in low or "cost" in low) and bool(
            re.search(rf"\b(?:cast|casting)\b.*\b(?:{r.self_re.lower()}|it)\b", low)
            or re.search(rf"\b(?:{r.self_re.lower()})\b.*\b(?:cast|costs?)\b", low))
        if (about_casting
                or (re.search(r"\bthis spell\b", low) and not re.search(r"\bif this spell was kicked\b", low))
                or re.search(r"\brather than\b|\bspend only\b|\bx can't\b|\badditional cost\b|\bsplit second\b",
                             low)):
            raise Unsupported
        read_targets(r, bare)


def read_targets(r: Reader, sentence: str) -> None:
    if not re.search(r"\btargets?\b", sentence, re.IGNORECASE):
        return
    if re.search(r"\b(?:if|kicked|instead|unless it|otherwise|among|divided|distribute)\b", sentence,
                 re.IGNORECASE) and not re.fullmatch(
            r"[^.]* deals \w+ damage divided as you choose among (?:one or two|one, two, or three|any number of) "
            r"targets\.", sentence):
        raise Unsupported  # targets that exist only sometimes (601.2c), or counted another way
    s = "t" + sentence[1:] if sentence.startswith("Target") else sentence
    pos = 0
    while True:
        m = re.search(r"\btargets?\b", s[pos:], re.IGNORECASE)
        if not m:
            break
        at = pos + m.start()
        slot, end, div = target_phrase(r, s, at, len(r.targets))
        if div is not None:
            if r.division is not None:
                raise Unsupported
            r.division = Division(len(r.targets), **div)
        r.targets.append(slot)
        pos = end


def target_phrase(r: Reader, s: str, at: int, index: int) -> tuple[TargetSlot, int, dict[str, Any] | None]:
    """The target phrase whose word "target(s)" starts at ``at``: its slot, where it ends,
    and a division of an amount among its targets."""
    before, after = s[:at], s[at:]
    # "deals N damage divided as you choose among one, two, or three targets" (601.2d)
    dm = re.search(r"deals (\w+) damage divided as you choose among (one or two|one, two, or three|any number of) $",
                   before)
    if dm:
        amount, phrase = dm.groups()
        numbers = {**NUMBERS, **{str(i): i for i in range(1, 21)}}
        if not re.match(r"targets\.", after) or (amount not in numbers and amount != "X"):
            raise Unsupported
        div: dict[str, Any] = {"x": True} if amount == "X" else {"amount": numbers[amount]}
        text = f"{phrase} targets"
        if phrase == "any number of":
            if amount != "X":
                raise Unsupported
            slot = TargetSlot("any", unlimited=True, min_count=0, text=text)
        else:
            n = 2 if phrase == "one or two" else 3
            if amount != "X" and numbers[amount] < n:
                raise Unsupported
            slot = TargetSlot("any", count=n, min_count=1, text=text)
        return slot, at + len("targets"), div
    if not re.match(r"targets?\b", after):
        raise Unsupported  # "Targets", "TARGET"
    words = before.split()
    prev = words[-1].lower() if words else ""
    bare = re.match(r"(targets?)(?=[,.]| and\b| each\b)", after)  # no noun: any target (115.4)
    if prev == "any":
        if not bare or bare.group(1) != "target":
            raise Unsupported
        return TargetSlot("any", text="any target"), at + 6, None
    if len(words) >= 2 and (words[-2].lower(), prev) == ("a", "third"):
        if index != 2 or not bare or bare.group(1) != "target":
            raise Unsupported
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
            raise Unsupported  # "one or two target creatures", "each of two targets"...
    elif prev in ("more", "or", "of", "x", "many", "each", "all", "than", "least", "most", "up", "and/or", "the",
                  "that", "a", "an", "new", "different", "same", "single", "additional") or prev[:1].isdigit():
        raise Unsupported
    another = lead == "another"
    if another:
        if index == 0:
            raise Unsupported
    elif lead.startswith("up to "):
        n = lead[len("up to "):]
        if n == "x":
            x_count, min_count = True, 0
        else:
            count, min_count = NUMBERS[n], 0
    elif lead:
        count = NUMBERS[lead]
    plural = count > 1 or x_count
    text_start = at - len(qm.group(0)) if qm else at
    if bare:
        if (bare.group(1) == "targets") != plural or not (another or plural):
            raise Unsupported
        end = at + len(bare.group(1))
        slot = TargetSlot("any", count=count, min_count=min_count, x_count=x_count, text=s[text_start:end],
                          different_from=tuple(range(index)) if another else ())
        return slot, end, None
    nm = re.match(r"target (.*)", after)  # "two target creatures": "target" stays singular
    if not nm:
        raise Unsupported
    slot_kw, consumed = target_noun(r, nm.group(1), plural)
    end = at + nm.start(1) + consumed
    text = s[text_start:end]
    slot = TargetSlot(**slot_kw, count=count, min_count=min_count, x_count=x_count, text=text[:1].lower() + text[1:],
                      different_from=tuple(range(index)) if another else ())
    return slot, end, None


def target_noun(r: Reader, s: str, plural: bool) -> tuple[dict[str, Any], int]:
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
        if word in COLOR_WORD:
            (non_colors if am.group(1) else colors).add(COLOR_WORD[word])
        elif am.group(1):
            non_types.add(word.capitalize())
        else:
            break  # "creature spell", "artifact creature": a type, read below
        pos += am.end()
    nouns = r"(?:creature|player|opponent|permanent|spell|artifact|enchantment|land|planeswalker)"
    pl = r"(?:s|es)?" if plural else ""
    nm = re.match(rf"({nouns}{pl})((?:, {nouns}{pl})*,? (?:or|and/or) {nouns}{pl})?", s[pos:])
    if not nm:
        raise Unsupported
    words = [w for w in re.findall(nouns, nm.group(0))]
    pos += nm.end()
    if len(words) == 2 and words[0] in {"artifact", "creature", "enchantment", "land", "planeswalker"} and \
            words[1] == "spell":
        raise Unsupported
    # "creature spell", "instant or sorcery spell" are not read; a type word before "spell"
    if re.match(r" spells?\b", s[pos:]):
        raise Unsupported
    controller = None
    cm = re.match(r" (you control|an opponent controls|you don't control)\b", s[pos:])
    if cm:
        controller = "you" if cm.group(1) == "you control" else "opponent"
        pos += cm.end()
    tail = s[pos:]
    if tail.startswith("'s"):
        if words[-1] not in ("player", "opponent"):
            raise Unsupported
    elif tail and (not re.match(r"[ ,.]", tail) or re.match(
            r" (?:with|without|that|card|cards|who|which|named|in|from|of|token|tokens|other|an?|the|you|your|"
            r"its|defending|blocking|attacking|creature|creatures|permanent|spell|artifact|enchantment|land|"
            r"planeswalker|player|opponent|owns?|controls?|or|and/or)\b", tail)):
        raise Unsupported
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
                raise Unsupported
            return {"kind": w}, pos
        if w == "spell":
            if controller:
                raise Unsupported
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
        raise Unsupported
    return {"kind": "permanent", "filter": ObjectFilter(types=frozenset(w.capitalize() for w in words), **filt)}, pos
