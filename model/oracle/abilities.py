"""Activated abilities in rules text (602), mana abilities (605) among them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from castable.model.cards import (
    ANY_COUNTER,
    RETURN_UNBLOCKED,
    ActivatedAbility,
    AmountPer,
    ColorsFrom,
    CostPart,
    Division,
    ManaAbility,
    ManaRestriction,
    ObjectFilter,
    TargetSlot,
    any_color,
    is_creature_type,
)
from castable.model.mana import COLORS, MANA_TYPES
from castable.model.oracle import act13a, act14, act15, mana13, mana14
from castable.model.oracle.act13b import mode_header, reflexive, resolution_only, restriction, x_by_effect
from castable.model.oracle.common import COST, NUMBERS, Unsupported, rx, split_sentences, text_cost, unquoted
from castable.model.oracle.costs import cost_part
from castable.model.oracle.targets import spell_text, target_noun

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader


#: 605.1a: an effect that moves a card to or from a library ("Draw a card.", "Mill two cards.")
_LIBRARY = re.compile(r"^(?:Draw (?:a|one|two|three) cards?|Mill (?:a|one|two|three) cards?)\.$")
#: "Add ..." as an effect of an ability that is not a mana ability (605.1a: it has a target, is a
#: loyalty ability, or moves a card to or from a library): what it adds as it resolves changes
#: nothing about activating it
_ADDS = re.compile(r"Add (?:one mana of any color|(?:\{[WUBRGC]\})+)\.")

#: Nykthos: 605.1a, the amount is the devotion to the chosen color (700.5)
_DEVOTION = re.compile(r"([^:\"]+): Choose a color\. Add an amount of mana of that color equal to your devotion to that "
                       r"color\.")


def mana_line(r: Reader, line: str) -> bool:
    """A mana ability (605.1a): "<cost>: Add <mana>." with its trailing sentences; False when
    the line is not one, :class:`Unsupported` when it is one the reader can't read."""
    dm = _DEVOTION.fullmatch(line)
    if dm:
        _devotion(r, line, dm.group(1))
        return True
    sentences = split_sentences(mana14.choose_then_add(line))  # mana14: Three Tree City's "Choose a color. Add ..."
    m = rx.fullmatch(r"([^:\"]+): Add (.+)\.", sentences[0])
    if not m:
        return False
    cost_text, what = m.groups()
    if " — " in cost_text:
        return False  # "Metalcraft — {T}: Add ...": the ability word is stripped first (207.2c)
    if _LOYALTY.match(sentences[0]) or any(_LIBRARY.search(x) for x in sentences[1:]):
        # 605.1a: a loyalty ability, or one whose effect moves a card to or from a library
        # (Chromatic Sphere's "Draw a card."), is not a mana ability: read as one of 602
        return False
    kw = _mana_cost(r, cost_text)
    kw.update(_produces_per_counter(kw, what, cost_text) if kw.get("remove_x") else _produces(r, what))
    kw.update(_mana_riders(r, sentences[1:]))
    if kw["puts_counter"] and not kw.get("tap"):
        raise Unsupported  # a counter put on an untapped source could be used again at once
    if kw["sacrifice_when_empty"]:
        em = rx.search(r"If there are no ([a-z]+) counters on", line)
        if kw.get("remove_counters") is None or em is None or em.group(1) != kw["remove_counters"]:
            raise Unsupported  # it looks at counters its cost doesn't remove
    if kw["any_player"] and (kw.get("tap") or kw.get("sacrifice_self") or kw.get("exile_self") or kw.get("tap_creatures")):
        raise Unsupported  # 602.2: another player tapping or sacrificing the source: not modelled
    ability = ManaAbility(text=line, **kw)
    mana14.check_instead(ability)
    if ability.any_player and not ability.counter_bounded:
        raise Unsupported  # 602.2: read with a counter cost only (Mana Cache), as each checker takes it
    _counters_shared(r, ability)
    if ability.counter_bounded and (ability.per is not None or ability.sacrifice_when_empty):
        raise Unsupported  # 118.3: repeated once per counter; a varying amount is not modelled
    if ability.repeatable and not ability.counter_bounded and not ability.counter_x and (ability.per is not None or max(
            len(a) for a in ability.produces) > sum((s.generic or 0) if s.is_plain_generic else 1
                                                    for s in ability.mana_cost.symbols)):
        # 605.1a: repeated as often as its cost is paid; one that adds more than it takes
        # (or a varying amount) would make an unbounded amount of mana: not modelled
        raise Unsupported
    if ability.life and (ability.repeatable or ability.any_player or ability.per is not None):
        raise Unsupported  # 119.4: repeated while life lasts, or a varying amount: not modelled
    if not ability.repeatable and not (ability.tap or ability.sacrifice_self or ability.exile_self
                                       or ability.tap_creatures or ability.once_per_turn):
        raise Unsupported  # no cost at all: unbounded (602.5b: once each turn bounds it)
    r.mana.append(ability)
    r.abilities.append(ability)
    return True


def land_grant_line(r: Reader, line: str) -> bool:
    """613.1f: "Lands you control have "<mana ability>"." (Chromatic Lantern): the quoted mana
    ability, read as one (605.1a), is granted to each land its controller controls
    (``CardDef.land_mana_grants``); any other quoted ability is not read."""
    m = rx.fullmatch(r"Lands you control have \"(.+)\"", line)
    if not m:
        return False
    n_mana, n_all = len(r.mana), len(r.abilities)
    if not mana_line(r, m.group(1)) or len(r.mana) != n_mana + 1:
        raise Unsupported
    ability = r.mana.pop()
    del r.abilities[n_all:]
    r.land_grants.append(ability)
    return True


def _devotion(r: Reader, line: str, cost_text: str) -> None:
    """Nykthos's ability: {T} and at most one mana cost, adding devotion to a chosen color."""
    parts = cost_text.split(", ")
    others = [p for p in parts if p != "{T}"]
    if len(parts) - len(others) != 1 or len(others) > 1 or any(
            not rx.fullmatch(COST, p) or "{T}" in p or "{Q}" in p for p in others):
        raise Unsupported
    kw: dict[str, Any] = {}
    if others:
        kw["mana_cost"] = text_cost(others[0])
        if any(sym.is_x for sym in kw["mana_cost"].symbols):
            raise Unsupported
    ability = ManaAbility(produces=any_color(), per="devotion", text=line, **kw)
    r.mana.append(ability)
    r.abilities.append(ability)


def remove_counters_part(r: Reader, part: str) -> tuple[str, int] | None:
    """118.3: "Remove a / two <kind> counter(s) from <this>" as a cost part: (kind, how many),
    the kind as the state's ``counters`` key writes it ("charge", "-1/-1"); None otherwise."""
    m = rx.fullmatch(rf"Remove (a|an|one|two|three|four|five|six|seven|eight|nine|ten) ([a-z]+|[+-]1/[+-]1) "
                     rf"counters? from {r.self_re}", part)
    if not m:
        return None
    n = NUMBERS[m.group(1)]
    if (n == 1) != (m.group(1) in ("a", "an", "one")) or (n > 1) != part.split(" from ")[0].endswith("counters"):
        return None  # "Remove two charge counter", "Remove a charge counters": not the template
    return m.group(2), n


def _mana_cost(r: Reader, cost_text: str) -> dict[str, Any]:
    """A mana ability's cost: {T}, "Sacrifice <this>", "Tap an untapped creature you control",
    mana without X (each at most once), or "Exile <this> from your hand" alone (it then works
    from the hand, 113.6k); the keyword arguments of :class:`ManaAbility`."""
    tap = sac = exile = False
    tap_creatures = life = 0
    mana_cost = None
    removed: dict[str, Any] = {}
    tap_filter = None
    for part in cost_text.split(", "):
        if part == "{T}" and not tap:
            tap = True
        elif rx.fullmatch(rf"Exile {r.self_re} from your hand", part) and not exile:
            exile = True  # the Spirit Guides: 113.6k, it works from the hand, once per card
        elif rx.fullmatch(rf"Sacrifice {r.self_re}", part) and not sac:
            sac = True
        elif part == "Tap an untapped creature you control" and not tap_creatures:
            tap_creatures = 1
        elif (tapped := mana14.tapped_kind(part)) is not None and not tap_creatures:
            tap_creatures, tap_filter = 1, tapped  # mana14: Gene Pollinator, Moonsnare Prototype
        elif (lm := rx.fullmatch(r"Pay ([1-9]) life", part)) and not life:
            life = int(lm.group(1))  # 119.4: Mana Confluence, the horizon lands
        elif remove_counters_part(r, part) is not None and "remove_counters" not in removed:
            removed["remove_counters"], removed["remove_amount"] = remove_counters_part(r, part) or ("", 0)
        elif (xm := rx.fullmatch(rf"Remove (?:any number of|X) ([a-z]+) counters from {r.self_re}", part)) \
                and "remove_counters" not in removed:
            removed.update(remove_counters=xm.group(1), remove_x=True)  # 107.3: the number chosen as it's paid
        elif rx.fullmatch(COST, part) and mana_cost is None and "{T}" not in part and "{Q}" not in part:
            mana_cost = text_cost(part)
            if any(s.is_x for s in mana_cost.symbols):
                raise Unsupported
        else:
            raise Unsupported
    x_each_time = removed.get("remove_x") and mana_cost is not None and not tap_creatures and not exile
    if removed and not (tap or sac) and not x_each_time and (removed.get("remove_x") or mana_cost is not None
                                                             or tap_creatures):
        # 118.3: without {T} or sacrificing it, it is activated once per counter it removes (Pentad
        # Prism, read: ``ManaAbility.counter_bounded``), or with a mana cost each time with its own
        # X (Calciform Pools, ``ManaAbility.counter_x``); other costs beside them are not modelled
        raise Unsupported
    if life and (removed or exile or tap_creatures):
        raise Unsupported  # a life payment beside counters, the hand or other creatures: not modelled
    kw: dict[str, Any] = {"tap": tap, "sacrifice_self": sac, "tap_creatures": tap_creatures, "life": life, **removed}
    if tap_filter is not None:
        if not tap or sac or removed or mana_cost is not None:
            raise Unsupported  # mana14 reads it beside {T} alone: once per object
        kw["tap_filter"] = tap_filter
    if exile:
        if tap or sac or tap_creatures or mana_cost is not None:
            raise Unsupported  # a cost that needs it both in the hand and elsewhere, or mana: not modelled
        kw.update(exile_self=True, zone="hand")
    if mana_cost is not None:
        kw["mana_cost"] = mana_cost
    return kw


#: "Add one mana of any color ..." whose colors the state decides (903.4, 106.7)
_STATE_COLORS: dict[str, ColorsFrom] = {
    "one mana of any color in your commander's color identity": "commander_identity",
    "one mana of any color that a land an opponent controls could produce": "opponent_land_colors",
    "one mana of any color that a land you control could produce": "your_land_colors",
    "one mana of any type that a land you control could produce": "your_land_types",
    # "As ~ enters, choose a color." on every printing (Coldsteel Heart, Mirage Mesa): the state's
    # ``chosen.color``
    "one mana of the chosen color": "chosen_color",
}

#: riders on a mana ability's mana that act only once it is spent: nothing about casting changes
_SPENT_RIDERS = frozenset((
    "If you spend this mana to cast your commander, it enters the battlefield with a number of additional +1/+1 "
    "counters on it equal to the number of times it's been cast from the command zone this game.",
    "If you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it "
    "equal to the number of times it's been cast from the command zone this game.",
    "When that mana is spent to cast a creature spell that shares a creature type with your commander, scry 1.",
))

_PER: dict[str, AmountPer] = {"creature you control": "creature_you_control", "Elf on the battlefield": "elf_on_battlefield",
                            "Elf you control": "elf_you_control", "artifact you control": "artifact_you_control",
                            "enchantment you control": "enchantment_you_control"}


#: the same counts as :data:`_PER`, as "where X is the number of <plural>" names them
_PER_PLURAL: dict[str, AmountPer] = {"creatures you control": "creature_you_control",
                                     "Elves on the battlefield": "elf_on_battlefield", "Elves you control": "elf_you_control",
                                     "artifacts you control": "artifact_you_control",
                                     "enchantments you control": "enchantment_you_control"}


def _produces(r: Reader, what: str) -> dict[str, Any]:
    """What "Add ..." makes: one mana of any color, a choice among runs of symbols ("{R} or
    {G}", "{W}, {U}, or {B}"), or one symbol "for each" of what it counts."""
    per: AmountPer | None = None
    pm = rx.fullmatch(r"(\{[WUBRGC]\}) for each (.+)", what)
    if pm:
        what = pm.group(1)
        per = _PER.get(pm.group(2))
        if per is None and rx.fullmatch(rf"charge counter on {r.self_re}", pm.group(2)):
            per = "charge_counter"
        if per is None:
            return mana14.per_filter(r, ((what[1],),), pm.group(2), plural=False)  # mana14: "each Swamp you control"
    if what == "one mana of any color":
        return {"produces": any_color(), "per": per}
    if per is None and (own_or_chosen := mana14.produces(what)) is not None:
        return own_or_chosen  # the Thriving lands (mana14)
    if per is None and what.endswith("'s power"):
        return _power_amount(r, what)
    xm = rx.fullmatch(r"X mana of any one color, where X is the number of (.+)", what)
    if xm and per is None:
        # 106.1a, 107.3: X mana all of one color chosen as it resolves, X a count the state gives
        # (Wirewood Channeler): one alternative per color, times the count (as devotion's)
        per = _PER_PLURAL.get(xm.group(1))
        if per is None and rx.fullmatch(rf"charge counters on {r.self_re}", xm.group(1)):
            per = "charge_counter"
        if per is None:
            return mana14.per_filter(r, any_color(), xm.group(1), plural=True)  # mana14: "the number of Allies you control"
        return {"produces": any_color(), "per": per}
    decided = _STATE_COLORS.get(what)
    if decided is not None and per is None:
        # 903.4, 106.7: the colors are the state's; ``castable.model.commander.resolve`` decides them
        kinds = MANA_TYPES if decided == "your_land_types" else COLORS
        return {"produces": tuple((t,) for t in kinds), "colors_from": decided}
    width = mana13.chosen_color_width(what)
    if width and per is None:  # Sunken Citadel: "two mana of the chosen color" (one color, chosen as it entered)
        return {"produces": tuple((t,) * width for t in COLORS), "colors_from": "chosen_color"}
    if what == "two mana of different colors" and per is None:  # 106.1a: two of the five, not the same
        return {"produces": tuple(itertools.combinations(COLORS, 2))}
    cm = rx.fullmatch(r"(two|three|four|five) mana in any combination of (colors|\{[WUBRG]\} and/or \{[WUBRG]\})", what)
    if cm and per is None:  # 106.1a: each of the N mana of a color chosen among these, repeats allowed
        kinds = COLORS if cm.group(2) == "colors" else tuple(rx.findall(r"\{([WUBRG])\}", cm.group(2)))
        if len(set(kinds)) != len(kinds):
            raise Unsupported
        return {"produces": tuple(itertools.combinations_with_replacement(kinds, NUMBERS[cm.group(1)]))}
    nm = rx.fullmatch(r"(two|three|four|five) mana of any one color", what)
    if nm and per is None:  # 106.1a: N mana, all of the one color chosen as it resolves
        n = NUMBERS[nm.group(1)]
        return {"produces": tuple((c,) * n for c in COLORS)}
    alts = rx.split(r", or |, | or ", what)
    produces = tuple(tuple(rx.findall(r"\{([WUBRGC])\}", a)) for a in alts)
    if any(not rx.fullmatch(r"(?:\{[WUBRGC]\})+", a) for a in alts) or len(alts) != len(set(alts)):
        raise Unsupported
    if (len(alts) > 2 and ", or " not in what) or (len(alts) == 2 and " or " not in what):
        raise Unsupported
    return {"produces": produces, "per": per}


def _power_amount(r: Reader, what: str) -> dict[str, Any]:
    """"an amount of {G} equal to ~'s power" (Marwyn), "X mana of any one color, where X is ~'s
    power" (Heronblade Elite): the source's power as it resolves (208.1; 107.1b: a negative
    power makes no mana), its one type or each color (106.1a)."""
    am = rx.fullmatch(rf"an amount of \{{([WUBRGC])\}} equal to {r.self_re}'s power", what)
    if am:
        return {"produces": ((am.group(1),),), "per": "self_power"}
    if rx.fullmatch(rf"X mana of any one color, where X is {r.self_re}'s power", what):
        return {"produces": any_color(), "per": "self_power"}
    raise Unsupported


def _produces_per_counter(kw: dict[str, Any], what: str, cost_text: str) -> dict[str, Any]:
    """What an ability removing any number (X) of counters adds, per counter removed: "{B} for
    each storage counter removed this way" (the storage lands), "{R}, then add an additional
    {R} for each charge counter removed this way" (the Mana Batteries: one more), "an amount
    of {C} equal to X plus one" (Kyren Toy); ``remove_plus`` is the part made whatever the count.
    With "Remove X ..." in the cost: "X mana in any combination of {W} and/or {U}" (Calciform
    Pools) or "... of colors", each of the X any of those types (``remove_mix``), and "X mana of
    any one color" (Petalmane Baku), all X of the one color chosen (106.1a)."""
    if rx.search(r"(?:^|, )Remove X [a-z]+ counters from ", cost_text):
        cm = rx.fullmatch(r"X mana in any combination of (colors|\{[WUBRG]\} and/or \{[WUBRG]\})", what)
        if cm:
            kinds = COLORS if cm.group(1) == "colors" else tuple(rx.findall(r"\{([WUBRG])\}", cm.group(1)))
            if len(set(kinds)) != len(kinds):
                raise Unsupported
            return {"produces": tuple((k,) for k in kinds), "remove_mix": True}
        if what == "X mana of any one color":
            return {"produces": any_color()}
    if kw.get("mana_cost") is not None:
        raise Unsupported  # a mana cost each time: only the templates above are modelled (counter_x)
    kind = re.escape(kw["remove_counters"])
    m = rx.fullmatch(rf"(\{{[WUBRGC]\}}) for each {kind} counter removed this way", what)
    plus = 0
    if not m:
        m = rx.fullmatch(rf"(\{{[WUBRGC]\}}), then add an additional \1 for each {kind} counter removed this way", what)
        m = m or rx.fullmatch(r"an amount of (\{[WUBRGC]\}) equal to X plus one", what)
        plus = 1
    if not m:
        raise Unsupported
    return {"produces": ((m.group(1)[1],),), "remove_plus": plus}


#: the kinds of counter a {T} mana ability may put on its source as a harmless rider: none is
#: read by a cost, an amount or a condition of the engine (not charge, +1/+1, loyalty, ...);
#: mana14's "Activate only if there are three or more brick counters on ~" reads brick on a {T}
#: ability of the same source (Pyramid of the Pantheon), which the rider's own {T} has tapped
_RIDER_COUNTERS = "depletion|omen|stash|brick|point|nest"


#: 602.2: the one "any player may activate" sentence on a mana ability (Mana Cache, its only
#: printing): each player during their own turn, before the end step
_ANY_PLAYER_WINDOW = "Any player may activate this ability but only during their turn before the end step."


def _mana_riders(r: Reader, sentences: list[str]) -> dict[str, Any]:
    """The sentences after "Add ...": damage dealt to you (not a cost), a spending restriction
    (106.6)."""
    damage = 0
    restriction: ManaRestriction | None = None
    cond: dict[str, Any] = {}
    sac_empty = once = any_player = False
    instead: dict[str, Any] = {}
    counter_rider: str | None = None
    for s in sentences:
        dm = rx.fullmatch(rf"{r.self_re} deals (\d) damage to you\.", s) if "damage to you" in s else None
        if dm and not damage:
            damage = int(dm.group(1))
        elif s == "Draw a card at the beginning of the next turn's upkeep.":
            pass  # Barbed Sextant: a delayed trigger (603.7), the ability moves no card (605.1a)
        elif rx.fullmatch(rf"If there are no [a-z]+ counters on {r.self_re}, sacrifice it\.", s) and not sac_empty:
            sac_empty = True  # the depletion lands: checked against the kind the cost removes (mana_line)
        elif (pc := rx.fullmatch(rf"Put an? ({_RIDER_COUNTERS}) counter on {r.self_re}\.", s)) and not counter_rider:
            # the depletion lands, Foreboding Statue: the counter goes on the source, already
            # tapped by the cost ({T}, checked in mana_line); no other ability's cost or amount
            # the reader keeps reads these kinds of counter, so nothing in this payment changes
            counter_rider = pc.group(1)
        elif rx.fullmatch(rf"{r.self_re} doesn't untap during your next untap step\.", s):
            pass  # Cinder Marsh: what happens at the next untap step changes nothing now (502.3)
        elif "activate_if" not in cond and _activate_if(s) is not None:
            cond = _activate_if(s) or {}
        elif restriction is None and spend_restriction(s) is not None:
            restriction = spend_restriction(s)
        elif s == "Activate only once each turn." and not once:
            once = True  # 602.5b: once per object; ``ManaAbility.once_per_turn``
        elif s == _ANY_PLAYER_WINDOW and not any_player:
            any_player = True  # 602.2, Mana Cache: ``ManaAbility.any_player`` (its window too)
        elif not instead and (found := mana14.instead_rider(s) or mana14.condition_rider(r, s)) is not None:
            instead = found  # mana14: "If you control ..., add ... instead." (castable.model.instead)
        elif mana14.harmless_rider(r, s):
            pass  # a delayed trigger, a poison counter, an opponent's life gain: the module doc of mana14
        elif s in _SPENT_RIDERS:
            pass  # what happens once the mana is spent changes nothing about casting (Opal Palace, Path of Ancestry)
        elif s in ("Spend this mana only to cast a creature spell of the chosen type, and that spell can't be "
                   "countered.", "Spend this mana only to cast a creature spell of the chosen type.") \
                and restriction is None:
            # the type chosen as it entered is the state's ``chosen.creature_type`` (Cavern of Souls);
            # "can't be countered" changes nothing about casting
            restriction = "creature_spell_of_chosen_type"
        else:
            raise Unsupported
    return {"restriction": restriction, "damage": damage, "sacrifice_when_empty": sac_empty, "once_per_turn": once,
            **cond, "puts_counter": counter_rider, "any_player": any_player, **instead}


_TYPES = {"land": "Land", "artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment"}


def _activate_if(sentence: str) -> dict[str, Any] | None:
    """602.5: "Activate only if you control seven or more lands" / "an artifact" / "a Swamp or
    a Mountain" / "a Dragon": the ``activate_if`` fields of :class:`ManaAbility`, or None."""
    m = rx.fullmatch(r"Activate only if you control (.+)\.", sentence)
    if not m:
        return None
    what = m.group(1)
    cm = rx.fullmatch(r"(\w+) or more (lands|artifacts|creatures|enchantments)", what)
    if cm and cm.group(1) in NUMBERS:
        return {"activate_if": ObjectFilter(types=frozenset({_TYPES[cm.group(2)[:-1]]})),
                "activate_if_count": NUMBERS[cm.group(1)]}
    nouns = rx.split(r",? or ", what)
    types: set[str] = set()
    subtypes: set[str] = set()
    for noun in nouns:
        nm = rx.fullmatch(r"an? (\w+)", noun)
        if not nm:
            return None
        word = nm.group(1)
        if word in _TYPES:
            types.add(_TYPES[word])
        elif word[:1].isupper() and word.isalpha():
            subtypes.add(word)
        else:
            return None
    if types and subtypes:
        return None  # "an artifact or a Swamp": one filter can't say it
    return {"activate_if": ObjectFilter(types=frozenset(types), subtypes=frozenset(subtypes))}


#: 106.6: "Spend only mana produced by creatures / basic lands to cast this spell."
_SPEND_FROM = {"creatures": ObjectFilter(types=frozenset({"Creature"})),
               "basic lands": ObjectFilter(types=frozenset({"Land"}), supertypes=frozenset({"Basic"}))}


def spend_line(r: Reader, line: str) -> bool:
    """A spell's own spending rule: "Spend only mana produced by creatures / basic lands to cast
    this spell." (106.6) or "You can't spend mana to cast this spell." (then only convoke and
    delve pay, 601.2h); the ``mana_only_from`` / ``no_mana_spent`` fields of the card."""
    if not line.startswith(("Spend only mana produced by ", "You can't spend mana")):
        return False  # cheap check first (reading speed)
    m = rx.fullmatch(r"Spend only mana produced by (creatures|basic lands) to cast this spell\.", line)
    if m and "mana_only_from" not in r.spend:
        r.spend["mana_only_from"] = _SPEND_FROM[m.group(1)]
        return True
    if line == "You can't spend mana to cast this spell." and "no_mana_spent" not in r.spend:
        r.spend["no_mana_spent"] = True
        return True
    return False


#: 106.6: the fixed spending-restriction sentences ("Spend this mana only ...") and what they allow
_SPEND: dict[str, str] = {
    "to cast artifact spells": "artifact_spell", "to cast an artifact spell": "artifact_spell",
    "to cast a multicolored spell": "multicolored_spell",
    "to cast a creature spell": "creature_spell", "to cast creature spells": "creature_spell",
    "to cast a colorless spell": "colorless_spell", "to cast colorless spells": "colorless_spell",
    "to cast an instant or sorcery spell": "instant_sorcery_spell",
    "to cast instant or sorcery spells": "instant_sorcery_spell",
    "to cast instant and sorcery spells": "instant_sorcery_spell",
    "to cast instant and/or sorcery spells": "instant_sorcery_spell",
    "to cast a noncreature spell": "noncreature_spell", "to cast noncreature spells": "noncreature_spell",
    "to cast a planeswalker spell": "planeswalker_spell", "to cast planeswalker spells": "planeswalker_spell",
    "to cast spells": "spell",
    "to cast your commander": "commander_spell",  # 106.6, 903.3: a spell that is one of your commanders
    "on costs that contain {X}": "x_cost",
    "to activate abilities": "ability",
    "to cast artifact spells or activate abilities of artifacts": "artifact_spell|artifact_ability",
    "to cast an artifact spell or activate an ability of an artifact": "artifact_spell|artifact_ability",
    "to cast an artifact spell or activate an ability of an artifact source": "artifact_spell|artifact_ability",
    "to cast creature spells or activate abilities of creatures": "creature_spell|creature_ability",
    "to cast creature spells or activate abilities of creature sources": "creature_spell|creature_ability",
    "to activate an ability or cast an artifact spell": "artifact_spell|ability",
    "to cast an artifact spell or activate an ability": "artifact_spell|ability",
    "to cast an artifact spell or to activate an ability": "artifact_spell|ability",
    "to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi":
        "colorless_subtype_spell=Eldrazi|colorless_subtype_ability=Eldrazi",
    "to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}":
        "colorless_spell|colorless_ability|c_cost",
}
#: "to cast Dragon spells or activate abilities of Dragons", "an Ally spell or activate an ability
#: of an Ally source", "a Sliver spell": one creature type (205.3m), spells of it and abilities
#: of sources of it
_SPEND_SUBTYPE = re.compile(r"to cast (?:an? )?([A-Z][a-z]+) spells?(?: or activate (?:abilities|an ability) of "
                            r"(?:an? )?([A-Z][a-z]+)(?: sources?)?)?")


def spend_restriction(sentence: str) -> str | None:
    """The restriction (``ManaRestriction``) of a "Spend this mana only ..." sentence, or None."""
    m = rx.fullmatch(r"Spend this mana only (.+)\.", sentence)
    if not m:
        return None
    what = m.group(1)
    if what in _SPEND:
        return _SPEND[what]
    sm = _SPEND_SUBTYPE.fullmatch(what)
    if not sm or not is_creature_type(sm.group(1)):
        return mana13.restriction(what) or mana14.restriction(what)
    sub, of = sm.group(1), sm.group(2)
    if of is None:
        return f"subtype_spell={sub}"
    if of not in (sub, sub + "s"):
        return None
    return f"subtype_spell={sub}|subtype_ability={sub}"


# ----- activated abilities (602) -------------------------------------------------------------------

#: the printed cost of a loyalty ability (606.4): "+1", "−2" (U+2212), "0", "[+1]", "[-8]", "−X"
_LOYALTY = re.compile(r"^(\[)?([+−-]?)(\d+|X)(?(1)\]): (.+)$")
#: "<cost>: <effect>": a cost has no quotation marks, sentence ends or ability-word dashes
_COST_EFFECT = re.compile(r"^([^:\"“”.—]+?): (.+)$")
#: trailing restriction sentences (602.5b, 602.5d, 602.2) and what they set
_RESTRICTIONS: dict[str, dict[str, Any]] = {
    "Activate only as a sorcery.": {"sorcery_speed": True},
    "Activate only once each turn.": {"once_per_turn": True},
    "Activate no more than twice each turn.": {"max_per_turn": 2},  # 602.5b (tail13)
    "Activate no more than three times each turn.": {"max_per_turn": 3},
    "Activate only as a sorcery and only once each turn.": {"sorcery_speed": True, "once_per_turn": True},
    "Activate only once each turn and only as a sorcery.": {"sorcery_speed": True, "once_per_turn": True},
    # 602.5: not on another player's turn ("during your upkeep" is not read)
    "Activate only during your turn.": {"your_turn_only": True},
    "Activate only during your turn and only once each turn.": {"your_turn_only": True, "once_per_turn": True},
    # "any time you could cast an instant": whenever you have priority, the default (602.2)
    "Activate only as an instant.": {},
    "Any player may activate this ability.": {"any_player": True},
    # 602.2 with 602.5d / 602.5: the timing is the activating player's ("their turn")
    "Any player may activate this ability but only as a sorcery.": {"any_player": True, "sorcery_speed": True},
    "Any player may activate this ability but only during their turn.": {"any_player": True, "your_turn_only": True},
}


def activated_line(r: Reader, line: str) -> bool:
    """An activated ability that is not a mana ability (602): "<cost>: <effect>". Returns False
    when the line is not one; raises :class:`Unsupported` when it is one the reader can't read.

    Costs read (comma separated): mana symbols (X included: 107.3), {T}, {Q}, "Sacrifice
    <this>", "Sacrifice a / an / two <type or subtype>", "Discard a / two [<type>] card(s)",
    "Discard <this>" (the ability works from the hand), "Pay N life", "Tap an / two untapped
    <type or subtype> you control", "Exile a / two [<type>] card(s) from your graveyard",
    "Exile <this> from your graveyard" (it works from the graveyard); loyalty costs (606):
    "+N", "−N", "0", "−X", also bracketed. The effect is not parsed, except its targets (115)
    and a division (601.2d); effect text that could change how the ability is activated or paid
    ("this ability", costs, mana, "Activate ...", conditions on targets) is not read. Trailing
    sentences: "Activate only as a sorcery." (602.5d), "Activate only once each turn." (602.5b),
    "Activate only during your turn." (602.5), "Any player may activate this ability." (602.2).
    "Sacrifice another <type>" / "Tap another untapped <type> you control" (and "two / three
    other"): the source can't be chosen (``CostPart.another``)."""
    if line.startswith("•"):
        return False
    lm = _LOYALTY.match(line)
    kw: dict[str, Any]
    if lm:
        sign, amount, effect = lm.group(2), lm.group(3), lm.group(4)
        if amount == "X":
            if sign not in ("−", "-"):
                raise Unsupported  # +X: not modeled
            kw = {"loyalty_x": True}
        else:
            n = int(amount)
            if (n == 0) != (sign == ""):
                raise Unsupported  # "1:", "+0:"
            kw = {"loyalty": -n if sign in ("−", "-") else n}
    else:
        m = _COST_EFFECT.match(line)
        if not m or not _looks_like_cost(m.group(1)):
            return False
        kw = read_cost(r, m.group(1))
        effect = m.group(2)
    x_in_cost = bool(kw.get("loyalty_x") or (kw.get("mana") is not None and kw["mana"].x_count))
    effect_kw = _effect(r, effect, x_in_cost=x_in_cost)
    if kw.get("zone", effect_kw.get("zone")) != effect_kw.get("zone", kw.get("zone")):
        raise Unsupported  # act15: the cost and the effect name two zones it works from
    kw.update(effect_kw)
    act13a.check_parts(kw, list(kw.get("parts", ())), final=True)  # the zone the effect names (act13a)
    if not act14.check_exert(kw) or not act14.check_self_counter(kw):
        raise Unsupported  # 701.43a: only a permanent is exerted; a counter on a source that stays
    library = kw.pop("_library", False)
    if kw.pop("_adds", False) and not (kw.get("targets") or "loyalty" in kw or kw.get("loyalty_x") or library):
        raise Unsupported  # 605.1a: it would be a mana ability, which this reading doesn't model
    if kw.get("zone", "battlefield") != "battlefield" and (kw.get("tap") or kw.get("untap") or kw.get("sacrifice_self")
                                                          or "loyalty" in kw or kw.get("loyalty_x")
                                                          or kw.get("once_ever") or any(
                                                              sr.measure == "graveyard" for sr in kw.get("self_reductions", ()))):
        # a cost that needs it both on the battlefield and elsewhere; "Activate only once" off
        # the battlefield (the state's ``exhausted`` is recorded on permanents only); a reduction
        # counting graveyard cards (``reduction_amount`` leaves out the source: a spell's is on
        # the stack, an ability's source in the hand or graveyard would count itself)
        raise Unsupported
    ability = ActivatedAbility(line, **kw)
    _counters_shared(r, ability)
    r.abilities.append(ability)
    return True


def _counters_shared(r: Reader, ability: ManaAbility | ActivatedAbility) -> None:
    """118.3: two abilities of one card whose costs remove counters of one kind: a mana ability
    activated while paying for the other (602.2b) would take counters the other's cost needs,
    which the checkers (counting the counters as activation begins) don't model."""
    kind = ability.remove_counters
    if kind is not None and any(a.remove_counters in (kind, ANY_COUNTER) or (kind == ANY_COUNTER and a.remove_counters)
                                for a in r.abilities
                                if isinstance(a, ManaAbility) != isinstance(ability, ManaAbility)):
        raise Unsupported
    if any(isinstance(a, ManaAbility) and a.puts_counter for a in (*r.abilities, ability)) \
            and any(a.remove_counters == ANY_COUNTER for a in (*r.abilities, ability)):
        raise Unsupported  # act14: a counter its mana ability puts on it while paying could be the one removed


def _looks_like_cost(text: str) -> bool:
    """Whether the part before the colon is written like a cost (so that the line is an
    activated ability, read or refused here) rather than some other line with a colon."""
    return bool(rx.match(r"(?:\{|Sacrifice |Discard |Pay |Tap |Untap |Exile |Remove |Put |Return |Reveal |Mill |"
                         r"Collect |Forage|Behold |Blight |Waterbend |Expend )", text))


def read_cost(r: Reader, text: str) -> dict[str, Any]:
    """The keyword arguments of :class:`ActivatedAbility` for a written activation cost."""
    kw: dict[str, Any] = {}
    parts: list[CostPart] = []
    for part in act13a.split_sacrifice_it(r, text).split(", "):
        if part == "{T}" and "tap" not in kw:
            kw["tap"] = True
        elif part == "{Q}" and "untap" not in kw:
            kw["untap"] = True
        elif rx.fullmatch(COST, part) and "mana" not in kw and "{T}" not in part and "{Q}" not in part:
            kw["mana"] = text_cost(part)
        elif (bend := rx.fullmatch(r"Waterbend \{(\d+)\}", part)) and "mana" not in kw:
            # 701.67: pay {N}; each artifact or creature tapped while paying it pays {1} of it
            kw["mana"], kw["waterbend"] = text_cost("{" + bend.group(1) + "}"), int(bend.group(1))
        elif rx.fullmatch(rf"Sacrifice {r.self_re}", part) and "sacrifice_self" not in kw:
            kw["sacrifice_self"] = True
        elif rx.fullmatch(rf"Discard {r.self_re}", part) and "discard_self" not in kw:
            kw["discard_self"] = True
            kw["zone"] = "hand"
        elif remove_counters_part(r, part) is not None and "remove_counters" not in kw:
            kw["remove_counters"], kw["remove_amount"] = remove_counters_part(r, part) or ("", 0)  # 118.3
        elif (n_any := act14.any_counters_part(r, part)) is not None and "remove_counters" not in kw:
            kw["remove_counters"], kw["remove_amount"] = ANY_COUNTER, n_any  # act14: counters of any kinds (118.3)
        elif rx.fullmatch(rf"Exile {r.self_re} from your graveyard", part) and "exile_self" not in kw:
            kw["exile_self"] = True
            kw["zone"] = "graveyard"
        elif act13a.source_leaves(r, part, kw) or act14.exert_part(r, part, kw):  # act13a, act14 ("Exert <this>")
            pass
        elif (n_energy := act15.energy_part(part)) and "energy" not in kw:
            kw["energy"] = n_energy  # act15: "Pay {E}{E}" (107.14)
        elif (kind := act14.self_counter_part(r, part)) is not None and "self_counter" not in kw:
            kw["self_counter"] = kind  # act14: "Put a page counter on this artifact" (122.1)
        else:
            try:
                parts.append(_cost_part(part))
            except Unsupported:
                parts.append(act13a.cost_piece(r, part))  # the grammar's refusals read by act13a
    if "discard_self" in kw and "exile_self" in kw:
        raise Unsupported
    act13a.check_parts(kw, parts)
    if parts:
        kw["parts"] = tuple(parts)
    return kw


def _cost_part(part: str) -> CostPart:
    """One non-mana cost part that doesn't name the source (118.1, 601.2h), in the grammar of
    the spell's own costs (:func:`castable.model.oracle.costs.cost_part`)."""
    return cost_part(part[:1].lower() + part[1:], ability=True)


def _effect(r: Reader, effect: str, *, x_in_cost: bool) -> dict[str, Any]:
    """The effect of an activated ability: its targets and division (115, 601.2d), the zone it
    works from when the effect moves its source out of the graveyard (113.6k), and its trailing
    restriction sentences; Unsupported when it could change how the ability is activated."""
    header = mode_header(r, effect)  # act13b: "Choose one —", its bullets follow (700.2)
    if header is not None:
        return header
    kw: dict[str, Any] = {}
    sentences = split_sentences(effect)
    effects: list[str] = []
    restricted = False
    for s in sentences:
        found = _RESTRICTIONS.get(s)
        found = restriction(r, s) if found is None else found  # act13b: windows, "Activate only once", reductions
        found = act14.restriction14(r, s) if found is None else found  # act14: "before attackers are declared"
        found = act15.restriction15(r, s) if found is None else found  # act15: counters, power, lands, windows
        if found is not None:
            for k, v in found.items():
                if k in kw:
                    raise Unsupported
                kw[k] = v
            restricted = True
        elif restricted or (rx.search(r"\bactivate\b", s, re.IGNORECASE)
                            and not act14.resolves_later(s, x_in_cost=x_in_cost)):  # act15: Pit Automaton's trigger
            raise Unsupported  # an effect after a restriction; other "Activate only ..." timings
        else:
            effects.append(s)
    if not effects:
        raise Unsupported
    s = r.self_re
    slots: list[TargetSlot] = []
    division: Division | None = None
    # act14: "... with a finality counter on it": how it enters, as it resolves (608.2)
    back = re.compile(rf"Return {s} from your graveyard to (?:your hand|the battlefield(?: tapped)?"
                      rf"(?: with a finality counter on it)?)\.")
    effects, later = mana14.later_mana(effects)  # mana14: mana it adds as it resolves
    if later:
        kw["_adds"] = True
    for sentence in effects:
        sentence = act14.condition_rest(sentence) or sentence  # act14: "If you win the flip, ..." (608.2c)
        if act14.resolves_later(sentence, x_in_cost=x_in_cost) or act15.resolves_later15(sentence):
            # act14: choices, delayed triggers (608.2d, 603.7); act15: the Licids, the Clockworks' cap
            continue
        bare = unquoted(sentence)
        low = act14.stack_nouns_plain(bare.lower())  # act14: "target activated ability" names no activation
        if resolution_only(r, sentence) or reflexive(sentence):  # act13b: 608.2, 603.12: acts as it resolves
            continue
        if _ADDS.fullmatch(sentence):
            kw["_adds"] = True
            continue
        if _LIBRARY.match(sentence):
            kw["_library"] = True
        if back.fullmatch(sentence):
            kw["zone"] = "graveyard"  # 113.6k: it moves itself out of the graveyard
            continue
        if (rx.search(r"\bthis ability\b|\bactivat|\bcosts?\b|\bpaid\b|\bpay\b|\bmana abilit|\badds?\b|\bloyalty abilit"
                      r"|\bmana\b(?! value| cost)"  # Doubling Cube: mana made another way is a mana ability (605.1a)
                      r"|\bother targets?\b|\bthis card\b|\bspend\b", low)
                or rx.search(rf"\b{s} from (?:your|a) (?:graveyard|hand|library)\b", bare)
                or (x_in_cost and rx.search(r"\bx (?:can't|cannot|must|is|would)\b|\bwhere x\b|\bchoose x\b", low))):
            raise Unsupported
        if not x_in_cost and rx.search(r"\bX\b", bare) and rx.search(r"\btargets?\b", low) \
                and not x_by_effect(sentence):  # act13b: "-X/-X ..., where X is ..." (107.3c)
            raise Unsupported  # targets counted by an X not announced in the cost
        division = _targets(r, act15.other_than_self(sentence, first=not slots), slots, division)  # act15
    if slots:
        kw["targets"] = tuple(slots)
    if division is not None:
        kw["division"] = division
    return kw


#: one bullet of an ability's modes is read as its effect (``oracle.act13b``)
ability_effect = _effect


#: 601.2d: "Distribute three +1/+1 counters among one, two, or three target creatures you control."
_DISTRIBUTE = re.compile(r"Distribute (two|three|four|five) \+1/\+1 counters among (one or two|one, two, or three) "
                         r"target ([^.]+)\.")


def _targets(r: Reader, sentence: str, slots: list[TargetSlot], division: Division | None) -> Division | None:
    """Read the targets of one effect sentence with the spell-text rules (``spell_text``) into
    the ability's ``slots`` (returns its division); "another target <noun>" as the ability's
    first target is not the source (as equip's "target creature you control", 702.6a)."""
    dm = _DISTRIBUTE.fullmatch(sentence)
    if dm:
        if division is not None:
            raise Unsupported
        amount, phrase, noun = NUMBERS[dm.group(1)], dm.group(2), dm.group(3)
        most = 2 if phrase == "one or two" else 3
        kw, used = target_noun(r, noun + ".", True)
        if used != len(noun) or amount < most:
            raise Unsupported
        slots.append(TargetSlot(**kw, count=most, min_count=1, text=f"{phrase} target {noun}"))
        return Division(len(slots) - 1, amount)
    saved = r.targets, r.division
    r.targets, r.division = slots, division
    try:
        am = rx.search(r"\b([Aa]nother) (target\b)", sentence)
        first = rx.search(r"\btargets?\b", sentence, re.IGNORECASE)  # "Target creature ... another target"
        if not slots and am and first is not None and first.start() == am.start(2):
            n = len(slots)
            spell_text(r, sentence[:am.start(1)] + ("T" if am.group(1) == "Another" else "t")
                       + sentence[am.start(2) + 1:])
            slots[n] = replace(slots[n], not_source=True, text="another " + slots[n].text)
        else:
            spell_text(r, sentence)
        return r.division
    finally:
        r.targets, r.division = saved


# ----- keyword abilities that are activated abilities (702) -----------------------------------------

_TARGET_YOURS = {"creature": TargetSlot("creature", ObjectFilter(controller="you"), text="target creature you control",
                                        not_source=True),
                 "land": TargetSlot("permanent", ObjectFilter(types=frozenset({"Land"}), controller="you"),
                                    text="target land you control", not_source=True)}


def activated_keyword(r: Reader, part: str) -> Callable[[], None] | None:
    """A keyword that stands for an activated ability (702), one comma-separated part of a
    keyword line: None when it is not one of these keywords; Unsupported when it is one that
    can't be read exactly; else a thunk that adds the keyword and appends its ability.

    Read: "Equip {cost}" / "Equip <Subtype> {cost}" (702.6a-b: sorcery speed, target creature
    [of that subtype] you control, not the Equipment itself), "Fortify {cost}" (702.67a),
    "Crew N" (702.122a), "Saddle N" (702.171a: crew-like, sorcery speed), "Cycling {cost}" and
    "<type>cycling {cost}" (702.29a: from the hand, discarding this card), "Transmute {cost}"
    (702.53a: from the hand, discarding it, sorcery speed), "Unearth {cost}" (702.84a: from the
    graveyard, sorcery speed), "Scavenge / Embalm / Eternalize / Encore {cost}" (702.97a, 702.128a,
    702.129a, 702.141a: from the graveyard, exiling it, sorcery speed), "Outlast {cost}" (702.107a: {T},
    sorcery speed), "Level up {cost}" (702.87a: sorcery speed). Each of these may also be
    written with a dash and a non-mana cost ("Equip—Pay 3 life.")."""
    head = rx.match(r"(level up|basic landcycling|artifact landcycling|[a-z]+)(?=[ —]|$)", part.lower())
    if head is None:
        return None
    low = head.group(1)
    cycling = low.endswith("cycling")
    known = {"equip", "fortify", "crew", "saddle", "transmute", "unearth", "scavenge", "embalm", "eternalize",
             "outlast", "level up", "reconfigure", "ninjutsu", "forecast", "boast", "exhaust",
             "station", "encore", "craft", "adapt", "monstrosity", "auto", "prototype", "disturb", "reinforce"}
    if not cycling and low not in known:
        return None
    if low == "reinforce":
        return _reinforce(r, part)
    m = rx.fullmatch(r"([A-Za-z]+(?: [a-z]+)?)(?: ([A-Z][a-z]+))?(?: (" + COST + r"|\d+)|—(.+?)\.?)", part)
    if not m or m.group(1).lower() != low:
        raise Unsupported  # "Crew X", "Equip legendary creature {3}", "Cycling {1}—..."
    name, quality, amount, dash = m.groups()
    if low not in ("crew", "saddle", "equip") and quality is not None:
        raise Unsupported
    if low in ("crew", "saddle"):
        if amount is None or not amount.isdigit() or dash is not None:
            raise Unsupported
        ability = ActivatedAbility(part, crew=int(amount), sorcery_speed=low == "saddle")
        return _thunk(r, name.capitalize() if " " not in name else name, ability)
    if amount is not None and amount.isdigit():
        raise Unsupported
    if amount is not None:
        kw: dict[str, Any] = {"mana": text_cost(amount)}
    else:
        kw = read_cost(r, dash)
        if {"tap", "untap", "sacrifice_self", "discard_self", "exile_self", "_exile_here", "_exert"} & set(kw):
            raise Unsupported
    if kw.get("mana") is not None and kw["mana"].x_count and not (cycling and name == "Cycling"):
        raise Unsupported  # kw14: "Cycling {X}{1}{U}": X announced as it is activated (107.3, 602.2b)
    if low == "equip":
        slot = _TARGET_YOURS["creature"]
        if quality is not None:
            if quality in ("Creature", "Legendary", "Token"):
                raise Unsupported
            slot = replace(slot, filter=replace(slot.filter, subtypes=frozenset({quality})),
                           text=f"target {quality} you control")
        kw.update(sorcery_speed=True, targets=(slot,), equip=True)
    elif low == "fortify":
        kw.update(sorcery_speed=True, targets=(_TARGET_YOURS["land"],))
    elif cycling:
        if name != "Cycling" and not rx.fullmatch(r"(?:Basic land|Artifact land|[A-Z][a-z]+)cycling", name):
            raise Unsupported
        kw.update(discard_self=True, zone="hand")
    elif low == "transmute":
        kw.update(discard_self=True, zone="hand", sorcery_speed=True)
    elif low == "unearth":
        kw.update(zone="graveyard", sorcery_speed=True)
    elif low in ("embalm", "eternalize", "encore"):  # 702.141a encore: the same cost and timing
        kw.update(exile_self=True, zone="graveyard", sorcery_speed=True)
    elif low == "scavenge":
        kw.update(exile_self=True, zone="graveyard", sorcery_speed=True,
                  targets=(TargetSlot("creature", text="target creature"),))
    elif low == "outlast":
        kw.update(tap=True, sorcery_speed=True)
    elif low == "level up":
        kw.update(sorcery_speed=True)
    elif low == "ninjutsu":
        # 702.49a: from the hand, revealing it, returning an unblocked attacker you control
        if kw.get("parts"):
            raise Unsupported
        kw.update(zone="hand", parts=(RETURN_UNBLOCKED,))
    else:
        raise Unsupported  # reconfigure (its unattach half needs attachment), ninjutsu, boast, ...
    keyword = "Level up" if low == "level up" else name[:1].upper() + name[1:].lower()
    return _thunk(r, keyword, ActivatedAbility(part, **kw))


def _reinforce(r: Reader, part: str) -> Callable[[], None]:
    """702.77a "Reinforce N—{cost}": "{cost}, Discard this card: Put N +1/+1 counters on target
    creature.", from the hand, any time its controller could cast an instant (602.2). N only
    changes the effect; "Reinforce X—{X}{G}" (X in the cost and the count) stays unread."""
    m = rx.fullmatch(r"Reinforce (\d+)—(" + COST + r")", part)
    if m is None:
        raise Unsupported
    mana = text_cost(m.group(2))
    if mana.x_count:
        raise Unsupported
    ability = ActivatedAbility(part, mana=mana, discard_self=True, zone="hand",
                               targets=(TargetSlot("creature", text="target creature"),))
    return _thunk(r, "Reinforce", ability)


def _thunk(r: Reader, keyword: str, ability: ActivatedAbility) -> Callable[[], None]:
    def add() -> None:
        r.keywords.add(keyword)
        r.abilities.append(ability)
    return add
