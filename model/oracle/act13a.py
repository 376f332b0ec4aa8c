"""Activated abilities' costs (602.2b, 118.1) beyond :func:`castable.model.oracle.costs.cost_part`
(issue 13, act13a): the parts the cost grammar refused, read with the one filter grammar of
target nouns (:func:`castable.model.oracle.targets.target_noun`), so that the sacrificed, tapped,
discarded or exiled objects are checked by ``filter_matches`` / ``ObjectFilter.matches`` in
every checker.

- "Sacrifice a / another / two / two other ... ten <noun>": "a token", "a Caribou token", "two
  Blood tokens", "an artifact token", "a nontoken creature", "a non-Ooze creature", "a Goblin
  creature", "an artifact creature", "a nonland permanent", "a snow land", "a basic land", "a
  creature with defender", "a red or white creature", "another colorless creature", "another
  creature or token"; six to ten of them.
- "Tap a / another / N untapped <noun> you control [with flying]": "legendary creature", "snow
  land", "tokens", "nontoken artifact", "ten untapped Elves".
- "Discard a / N <card noun>", "Exile a / N <card noun> from your graveyard / hand": a card
  noun of characteristics only ("nonblack card", "artifact or creature card", "instant or
  sorcery card", "Treefolk card", "nonland card").
- "Collect evidence N" (701.59a) in an ability that works on the battlefield; "Blight N"
  (put N -1/-1 counters on a creature you control) beside no sacrifice and no counter
  removal (the checkers don't order cost parts: a creature blighted and then sacrificed).
- "Return a / two / three <noun> you control to its / their owner's hand" (a land, a Forest,
  two Islands, three snow lands, an artifact, an Elf): ``return_to_hand``, the permanents go to
  their owner's hand (601.2h; tapped for mana first or not), never with a sacrifice or a blight.
- "Exile <this>" (Relic of Progenitus, Perilous Vault), "Return <this> to its owner's hand"
  (Ovinomancer, Maze's End): the source exiled from the battlefield / returned to its owner's
  hand (``exile_self`` / ``return_self`` in an ability that works there): it leaves the
  battlefield once, like a sacrifice of itself, but never reaches the graveyard; not beside a
  sacrifice, a return, a blight or a graveyard part.
- "Remove N <kind> counters from <this> and sacrifice it" (the Expeditions and Quests): the two
  costs the grammar has, "Remove N <kind> counters from <this>" and "Sacrifice <this>".

Left unread: the object's state that changes while costs are paid ("untapped creature": a
creature tapped for mana in 601.2g is no longer untapped in 601.2h; counters, power), "with
mana value X", "of the chosen type", names, "an artifact or another creature" (which noun
"another" takes), "at random", "your hand", supertypes and tokens among cards (a card noun is
matched on characteristics only), "Tap X untapped ...", a counter of any kind ("Remove a counter
from this creature": which kinds go is a choice no plan field records), removing counters from
other permanents, exiling other permanents.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from castable.model.cards import ANY, CREATURE, CostPart, ObjectFilter
from castable.model.oracle.common import NUMBERS, Unsupported, rx
from castable.model.oracle.costs import object_filter
from castable.model.oracle.targets import SUBTYPES, target_noun

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_OTHER = {"another": 1, **{f"{w} other": n for w, n in NUMBERS.items() if n > 1}}
_COUNT = "|".join(sorted({*NUMBERS, *_OTHER}, key=len, reverse=True))
#: ObjectFilter fields a cost object's filter may set: characteristics and what can't change while
#: the costs are paid (601.2g-h): supertypes, token-ness, keywords, a fixed mana value
_STATIC = frozenset({"types", "subtypes", "colors", "non_types", "non_colors", "multicolored", "non_subtypes",
                     "supertypes", "non_supertypes", "token", "keywords", "non_keywords", "any_of",
                     "min_mana_value", "max_mana_value"})
#: what a card noun may set: characteristics only (the checkers match cards on them)
_CARD = frozenset({"types", "subtypes", "colors", "non_types", "non_colors", "multicolored", "non_subtypes"})
_TYPE_WORDS = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land"}


def split_sacrifice_it(r: Reader, text: str) -> str:
    """"Remove N <kind> counters from <this> and sacrifice it" -> the same two parts written
    apart ("Remove N <kind> counters from <this>, Sacrifice <this>"); other costs unchanged."""
    if not text.endswith(" and sacrifice it"):
        return text
    m = rx.fullmatch(rf"(.*)(Remove [^,]+ from ({r.self_re})) and sacrifice it", text)
    if not m:
        raise Unsupported
    return f"{m.group(1)}{m.group(2)}, Sacrifice {m.group(3)}"


def _set(f: ObjectFilter, allowed: frozenset[str]) -> bool:
    """Does ``f`` set only the fields in ``allowed``?"""
    return all(getattr(f, x.name) == getattr(ANY, x.name) for x in fields(f) if x.name not in allowed)


def permanent_noun(r: Reader, noun: str, plural: bool) -> ObjectFilter:
    """What a sacrifice or tap cost may use, a noun phrase without its count ("nontoken
    creature", "Blood tokens", "creature or token", "Wizards")."""
    tm = rx.fullmatch(r"(?:(artifact|creature|enchantment|land|[A-Z][a-z]+) )?tokens?", noun)
    if tm:
        if noun.endswith("tokens") != plural:
            raise Unsupported
        word = tm.group(1)
        if word is None:
            return ObjectFilter(token=True)
        if word in _TYPE_WORDS:
            return ObjectFilter(types=frozenset({_TYPE_WORDS[word]}), token=True)
        if word not in SUBTYPES:
            raise Unsupported
        return ObjectFilter(subtypes=frozenset({word}), token=True)
    om = rx.fullmatch(r"(artifact|creature|enchantment|land) or token", noun)
    if om and not plural:  # "another creature or token" (Ice Cream Kitty): either, whole
        return ObjectFilter(any_of=(ObjectFilter(types=frozenset({_TYPE_WORDS[om.group(1)]})), ObjectFilter(token=True)))
    if plural and noun.split(" with ")[0].split()[-1][:1].isupper():
        return object_filter(noun, plural)  # a plural subtype, strictly ("Wizards", "Elves"; not "Wizard")
    try:
        kw, pos = target_noun(r, noun + ".", plural)
    except Unsupported:
        return object_filter(noun, plural)  # plural subtypes ("Elves", "Wizards")
    f = kw.get("filter")
    if pos != len(noun) or kw.get("kind") not in ("creature", "permanent") or not isinstance(f, ObjectFilter) \
            or not _set(f, _STATIC):
        raise Unsupported  # "untapped creature", "creature with mana value X", "creature you control"...
    if kw["kind"] == "creature":
        if f.any_of:
            raise Unsupported
        # "artifact creature" (205.2b): a creature whose types include the first word
        extra = (ObjectFilter(types=f.types),) if f.types else ()
        return replace(f, types=frozenset({"Creature"}), any_of=extra)
    return f


def card_noun(r: Reader, noun: str, plural: bool) -> ObjectFilter:
    """A card noun of characteristics only ("nonblack card", "instant or sorcery cards")."""
    kw, pos = target_noun(r, noun + " from your graveyard.", plural)
    f = kw.get("filter")
    if pos != len(noun) + len(" from your graveyard") or kw.get("kind") != "card_in_graveyard" \
            or not isinstance(f, ObjectFilter):
        raise Unsupported
    f = replace(f, controller=None)
    if not _set(f, _CARD):
        raise Unsupported  # "legendary card", "card with mana value X"
    return f


def _count(word: str) -> tuple[int, bool]:
    """(how many, whether the source is excluded: "another", "two other")."""
    if word in _OTHER:
        return _OTHER[word], True
    return NUMBERS[word], False


def cost_piece(r: Reader, part: str) -> CostPart:
    """One cost part of an activated ability the cost grammar refused (see the module)."""
    sm = rx.fullmatch(rf"Sacrifice ({_COUNT}) (.+)", part)
    if sm:
        n, another = _count(sm.group(1))
        return CostPart("sacrifice", n, permanent_noun(r, sm.group(2), n > 1), another=another)
    tm = rx.fullmatch(rf"Tap ({_COUNT}) untapped (.+?) you control( with (?:flying|defender))?", part)
    if tm:
        n, another = _count(tm.group(1))
        return CostPart("tap_untapped", n, permanent_noun(r, tm.group(2) + (tm.group(3) or ""), n > 1), another=another)
    dm = rx.fullmatch(r"(Discard|Exile) (a|an|one|two|three|four|five) (.+? cards?)( from your (?:graveyard|hand))?", part)
    if dm and (dm.group(1) == "Exile") == bool(dm.group(4)):
        n = NUMBERS[dm.group(2)]
        action = "discard" if dm.group(1) == "Discard" else \
            "exile_from_graveyard" if dm.group(4).endswith("graveyard") else "exile_from_hand"
        return CostPart(action, n, card_noun(r, dm.group(3), n > 1))  # type: ignore[arg-type]
    rm = rx.fullmatch(r"Return (a|an|one|two|three) (.+?) you control to (its|their) owner's hand", part)
    if rm:  # 601.2h: permanents the player controls go to their owner's hand
        n = NUMBERS[rm.group(1)]
        if (rm.group(3) == "their") != (n > 1):
            raise Unsupported
        return CostPart("return_to_hand", n, replace(permanent_noun(r, rm.group(2), n > 1), controller="you"))
    em = rx.fullmatch(r"(Collect evidence|Blight) (\d+)", part)
    if em and int(em.group(2)) > 0:
        if em.group(1) == "Blight":  # as the spell's "you may blight N" reads it (mech_costs)
            return CostPart("blight", int(em.group(2)), CREATURE)
        return CostPart("collect_evidence", int(em.group(2)))
    raise Unsupported


def source_leaves(r: Reader, part: str, kw: dict[str, Any]) -> bool:
    """"Exile <this>" (Relic of Progenitus) / "Return <this> to its owner's hand" (Ovinomancer):
    the source leaves the battlefield (601.2h): ``exile_self`` / ``return_self`` in an ability
    that works on the battlefield, marked until the effect is read (an effect that works from
    another zone, "Return this card from your graveyard", is refused by :func:`check_parts`)."""
    if "_exile_here" in kw:
        return False  # one of the two at most
    if rx.fullmatch(rf"Exile {r.self_re}", part) and "exile_self" not in kw:
        kw["exile_self"] = True
    elif rx.fullmatch(rf"Return {r.self_re} to its owner's hand", part):
        kw["return_self"] = True
    else:
        return False
    kw["_exile_here"] = True
    return True


def check_parts(kw: dict[str, Any], parts: list[CostPart], *, final: bool = False) -> None:
    """What the checkers don't model among the parts read here: evidence collected by an
    ability that works from another zone (its source is then a card among those in the
    graveyard); a blight beside a sacrifice or a counter removal (601.2h: parts are paid in any
    order, a creature blighted then sacrificed; the checkers count counters as activation
    begins) or a second blight."""
    actions = [p.action for p in parts]
    if "collect_evidence" in actions and kw.get("zone", "battlefield") != "battlefield":
        raise Unsupported
    if "blight" in actions and (actions.count("blight") > 1 or "sacrifice" in actions or kw.get("sacrifice_self")
                                or kw.get("remove_counters") is not None):
        raise Unsupported
    if kw.get("_exile_here") and (kw.get("sacrifice_self") or kw.get("discard_self") or kw.get("zone", "battlefield")
                                  != "battlefield" or {"sacrifice", "return_to_hand", "blight"} & set(actions)
                                  or {"exile_from_graveyard", "collect_evidence"} & set(actions)):
        # the source leaves the battlefield once; a part that could take it too, or one looking
        # at the graveyard it never reaches, is not modeled with it
        raise Unsupported
    if final:
        kw.pop("_exile_here", None)
    if "return_to_hand" in actions and ("sacrifice" in actions or "blight" in actions or kw.get("sacrifice_self")
                                        or actions.count("return_to_hand") > 1):
        raise Unsupported  # one permanent both returned and sacrificed (or blighted): not ordered
