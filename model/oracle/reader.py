"""Reading a card definition from Scryfall-style fields (``name``, ``mana_cost``,
``type_line``, ``oracle_text``...): :func:`read_card`.

This reader is deliberately strict: a card is *understood* only when every line of its rules
text was either read exactly or recognized as not mattering for casting or activating;
otherwise it is *unsupported*, naming the first line it could not read: a card is never
guessed (reminder text in parentheses is not rules text; basic land types give their mana
abilities by rule 305.6). The card's own name (and a legendary card's short name, 201.5)
becomes the word :data:`SELF` before lines are matched, so patterns don't depend on the card.

One line is one ability, read by the module of its concept, in this order (``Reader.line``):

- keyword lines, Enchant and keyword costs: :mod:`castable.model.oracle.keywords` (with
  keyword abilities that are activated abilities, such as Equip and Cycling, from
  :mod:`castable.model.oracle.abilities`);
- triggered abilities ("When", "Whenever", "At"): not casting, except triggered mana
  abilities (605.1b), a spell's delayed trigger that names the spell's target (601.2c), and a
  trigger that lets the card be cast from another zone (601.3), which stay unsupported;
  "Whenever <this> becomes tapped" is kept as a tap trigger (117.5);
- entering tapped or with counters: :mod:`castable.model.oracle.inert`;
- mana abilities (605) and other activated abilities (602), loyalty abilities (606):
  :mod:`castable.model.oracle.abilities`;
- the spell's own costs: Spree and Tiered modes (:mod:`castable.model.oracle.keywords`),
  additional and alternative costs (:mod:`castable.model.oracle.costs`), reductions and
  increases (:mod:`castable.model.oracle.modifiers`);
- static abilities of permanents (604): after an ability word (207.2c) the rest of the line is
  read as if alone, here; cost modifiers (:mod:`castable.model.oracle.modifiers`), else
  recognized as not mattering or unread (:mod:`castable.model.oracle.inert`);
- modes (700.2) of instants and sorceries, here; the text of instants and sorceries and every
  target phrase: :mod:`castable.model.oracle.targets`.

An unsupported card keeps what was read of it only when none of its unread lines could change
answers about other cards (:func:`affects_others`): then, on the battlefield, it still pays
costs and is targeted, while questions about itself are refused. Legendary instants and
sorceries (205.4e) may be cast only while their caster controls a legendary creature or
planeswalker (:func:`castable.model.oracle.alt13.legendary_spell`).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from castable.model.cards import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CastProhibition,
    CastWindow,
    CostModifier,
    CostPart,
    Division,
    FlashCondition,
    GraveyardReplacement,
    LandTypeEffect,
    LevelBand,
    ManaAbility,
    ManaEffect,
    Mode,
    ModeChoice,
    ObjectFilter,
    OptionalCost,
    PermanentGrant,
    SelfReduction,
    SpellGrant,
    TargetSlot,
    TriggerDoubler,
    shared_set,
)
from castable.model.errors import InputError
from castable.model.mana import COLORS, ManaCost, parse_cost
from castable.model.oracle.abilities import activated_line, land_grant_line, mana_line, spend_line
from castable.model.oracle.act13b import ability_mode_line, unfinished_modes
from castable.model.oracle.addcost13 import LOOKS, addcost_line, look_fits
from castable.model.oracle.alt13 import alt_target_line, legendary_spell
from castable.model.oracle.alt13b import commander_line
from castable.model.oracle.castwindow import cast_window_line, flash_permission_line
from castable.model.oracle.common import NUMBERS, REMINDER, Unsupported, rx, strip_reminder
from castable.model.oracle.cost13f import cost13f_line
from castable.model.oracle.cost14 import cost14_line
from castable.model.oracle.costmana15 import costmana15_line
from castable.model.oracle.costs import cost_line
from castable.model.oracle.grant13d import grant13d_line
from castable.model.oracle.grant13e import grant13e_line
from castable.model.oracle.grant14 import grant14_line
from castable.model.oracle.grant15 import grant15_line
from castable.model.oracle.grants import control_line, spell_grant_line
from castable.model.oracle.inert import enters_line, inert_line
from castable.model.oracle.keywords import MANA_COST_FROM_GRAVEYARD, keyword_line, spree_line
from castable.model.oracle.kw14 import drop_harmonize, kw14_fits, kw14_line
from castable.model.oracle.kw15 import kw15_finish, kw15_line
from castable.model.oracle.landtypes import land_type_line
from castable.model.oracle.levels import OpenBand, band_line, close_band, levels_fields
from castable.model.oracle.manafx import mana_effect_line
from castable.model.oracle.mech_costs import blight_fits, mech_cost_line
from castable.model.oracle.mechanics import mechanic_line
from castable.model.oracle.modifiers import colored_reductions_fit, modifier_line, self_cost_line, target_costs_fit
from castable.model.oracle.perm13 import perm13_line
from castable.model.oracle.permgrants import permanent_grant_line
from castable.model.oracle.playerkw import player_keyword_line
from castable.model.oracle.quick13 import quick_line
from castable.model.oracle.replace13 import replace13_line
from castable.model.oracle.restrict import restrict_line
from castable.model.oracle.spell13 import mode_body, spell13_line
from castable.model.oracle.spell14 import (
    enters_choice_bullet,
    enters_choice_line,
    pawprint_line,
    roll_row_line,
    tiered_line,
    trigger_chooses,
    untap_step_line,
)
from castable.model.oracle.spell15 import spell15_line
from castable.model.oracle.spent import looks_at_spent
from castable.model.oracle.static13c import static13c_line
from castable.model.oracle.static14 import static14_line
from castable.model.oracle.static15 import crew_once_line, static15_line, tap_trigger_slots, tap_trigger_targets_optional
from castable.model.oracle.std13f import earthbend_text, std13f_line
from castable.model.oracle.tail13 import SUPPORT, tail_line
from castable.model.oracle.targets import _FILTER_KEYWORDS, cast_target_line, spell_text, unannounced_x

_WARD = re.compile(r"^Ward(( \{[^}]+\})+|—.+)$")

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
_ABILITY_WORD = re.compile(r"([A-Z][a-z']+(?: [a-z']+)*(?: \d)?) — (.+)")
#: A flavor word or an ability's name before an ability (207.2d: "Phaeron —", "Healing Tears —"):
#: no rules meaning, the rest of the line is read as if alone. Not a name: a number or a symbol
#: (die results, Attraction lights, pawprint modes "{P} —").
_NAMED = re.compile(r"([A-Z][^—•:;\"“{}|()\[\]]{0,40}?) — (.+)")
#: What comes before " — " but has rules meaning, so the line is never read as a named ability:
#: keywords written with a dash (Exhaust 702.177, Max speed 702.178, Boast 702.142, Forecast
#: 702.57, Companion 702.139), a Case's "To solve" / "Solved" (702.169: only while solved),
#: abilities that work from the command zone (Eminence) or the graveyard, hand and deck (Gotcha,
#: Rulebreaker), Attractions' "Visit" / "Prize".
_NOT_NAMES = {
    "Exhaust", "Max speed", "Max Speed", "Boast", "Forecast", "Companion", "To solve", "Solved", "Eminence",
    "Mono Eminence", "Gotcha", "Rulebreaker", "Requirement", "Old Companion", "Legacy", "Visit", "Prize",
    "Claim the Prize", "Fixed commander ninjutsu", "Sticker", "Infinity",
}
#: ability words of abilities that work from the hand: read only when the body says so (its cost
#: discards the card, 602.2)
_FROM_HAND = {"Channel", "Bloodrush"}
#: A Saga's chapter abilities (714.2b: "I —", "II, III —" are triggered abilities, 714.2c)
_CHAPTER = re.compile(r"([IVX]+(?:, [IVX]+)*) — (.+)")


def read_card(raw: dict[str, Any], *, where: str = "cards") -> CardDef:
    """Build a :class:`CardDef` from one Scryfall-style face record."""
    return read_card_unread(raw, where=where)[0]


def read_card_unread(raw: dict[str, Any], *, where: str = "cards") -> tuple[CardDef, tuple[str, ...]]:
    """:func:`read_card`, with every line it could not read, in text order (the first one is
    the card's ``unsupported``)."""
    card, unread, _ = read_card_slots(raw, where=where)
    return card, unread


@dataclasses.dataclass(frozen=True)
class AbilitySlot:
    """One activated ability of the rules text in cli.md's order K (after those of basic land
    types): its text, whether it was read, whether it is a mana ability (605.1a)."""

    text: str
    read: bool
    mana: bool


#: keyword abilities that are activated abilities (702.x): an unread one still takes its K
_ACTIVATED_KEYWORDS = re.compile(
    r"(?:Equip|Fortify|Reconfigure|Ninjutsu|Commander ninjutsu|Unearth|Level up|Outlast|Scavenge|Transmute|Embalm|"
    r"Eternalize|Encore|Reinforce|Crew|Saddle|Station|Transfigure|\w*cycling|Basic landcycling)\b")


def _ability_slot(line: str) -> AbilitySlot | None:
    """An unread line's place among the activated abilities, if it is one (602.1: "cost:
    effect"; 606: loyalty abilities; activated keyword abilities)."""
    loyalty = _LOYALTY_LINE.match(line)
    m = _ACTIVATED.match(line)
    if loyalty or (m and not line.startswith(("As long as", "As ", "If ", "Each ", "All ", "Other "))):
        effect = loyalty.group(1) if loyalty else m.group("effect")  # type: ignore[union-attr]
        return AbilitySlot(line, False, bool(re.search(r"\bAdd\b", effect)) and not loyalty)
    if _ACTIVATED_KEYWORDS.match(line):
        return AbilitySlot(line, False, False)
    return None


_LOYALTY_LINE = re.compile(r"^\[?[+−-]?(?:\d+|X)\]?: (.*)$")


def read_card_slots(raw: dict[str, Any], *, where: str = "cards"
                    ) -> tuple[CardDef, tuple[str, ...], tuple[AbilitySlot, ...]]:
    """:func:`read_card_unread`, with the text's activated abilities in cli.md's order K (after
    those of basic land types), read or not (``castable card --json`` shows the unread ones
    in their place)."""
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
    reader = Reader(name, type_line)
    reader.no_mana_cost = not raw.get("mana_cost")
    unsupported: str | None = None
    unread: list[str] = []  # every line not read (the first one names the card's refusal)
    slots: list[AbilitySlot] = []
    for raw_line in text.split("\n") if unsupported is None else ():
        line = strip_reminder(raw_line).strip()
        if not line:
            continue
        if _hides_a_target(raw_line, line):
            unread.append(line)
            continue
        before = len(reader.abilities)
        try:
            norm = reader.normalize(line)
            if not band_line(reader, norm, raw_line):
                reader.line(norm)
        except Unsupported:
            unread.append(line)
            reader.bullets = "unread"  # the bullets of an unread line are unread too
            del reader.abilities[before:]
            slot = _ability_slot(line) if reader.band is None and not reader.band_failed else None
            slots += [slot] if slot is not None else []  # a band's abilities are not the card's K (711, 716)
        else:
            end = reader.band.at if reader.band is not None else len(reader.abilities)
            slots += [AbilitySlot(_restore_name(a.text, name=name), True, isinstance(a, ManaAbility))
                      for a in reader.abilities[before:max(before, end)]]
    unread += unfinished_modes(reader)  # act13b: "Choose one —" with fewer than two bullets
    try:
        close_band(reader)
        band_fields = levels_fields(reader, _opt_str(raw.get("power")), _opt_str(raw.get("toughness")))
    except Unsupported:  # the last band, or the station card's creature threshold (702.184)
        unread.append(next(ln.strip() for ln in reversed(text.split("\n")) if ln.strip()))
        band_fields = {}
        reader.bands.clear()
    if not target_costs_fit(reader):  # a condition on targets an object filter can't check on these slots
        unread.append(next(ln.strip() for ln in strip_reminder(text).split("\n") if "if it targets" in ln
                           or "for each target." in ln))
        reader.target_costs.clear()
    if not colored_reductions_fit(reader, mc):  # "costs {G} less ... for each" on a cost it can't split
        unread.append(next(ln.strip() for ln in strip_reminder(text).split("\n") if "less to cast for each" in ln))
        reader.reductions.clear()
    if not blight_fits(reader):  # blight and a part that sacrifices or returns (601.2h order)
        unread.append(next(ln.strip() for ln in text.split("\n") if "blight" in ln))
        reader.optional = [o for o in reader.optional if o.name != "blight" and o.one_of is None]
    if not kw14_fits(reader):  # harmonize beside another cost part (601.2h order)
        unread.append(next(ln.strip() for ln in text.split("\n") if ln.startswith("Harmonize")))
        drop_harmonize(reader)
    kw15_finish(reader, mc, unread, text)  # "You may cast this card from your graveyard": its mana cost
    if not look_fits(reader):  # reveal / behold beside a part that could use the same object (addcost13)
        unread.append(next(ln.strip() for ln in text.split("\n") if ln.startswith("As an additional cost")
                           and ("reveal" in ln or "behold" in ln or "-1/-1 counter" in ln or "exile a" in ln)))
        reader.additional = [p for p in reader.additional if p.action not in LOOKS]
        reader.optional = [o for o in reader.optional if not any(p.action in LOOKS for p in o.parts)
                           and o.one_of is None]
    half = isinstance(raw.get("card_name"), str) and " // " in raw["card_name"]
    resolving = ("madness", "suspend", "miracle")
    if reader.cast_window is not None and (half or any(a.permission in resolving for a in reader.alternative)):
        # a face's window, or one a resolving trigger's cast (117.2e) might ignore: not decided here
        unread.append(reader.cast_window.text)
        reader.cast_window = None
    if reader.is_spell_card and "Legendary" in type_line.partition("—")[0].split() \
            and not legendary_spell(reader, half or any(a.permission in resolving for a in reader.alternative)):
        unread.append(type_line)  # 205.4e on a face, or with a resolving trigger's cast: not decided
    _mana_cost_from_graveyard(reader, mc, unread, half)
    modes = None
    try:
        modes = reader.mode_choice()
    except Unsupported:
        unread.append(next((ln.strip() for ln in strip_reminder(text).split("\n")
                           if ln.strip().startswith(("Choose", "Spree", "Tiered"))), "Choose"))
    if unannounced_x(reader.targets, modes, mc):  # "with mana value X" on a spell with no X to announce
        unread.append(next(ln.strip() for ln in text.split("\n") if "mana value X" in ln))
    unsupported = unsupported or (unread[0] if unread else None)
    others = any(affects_others(line) for line in unread)
    zones = frozenset().union(*(functions_from(reader.normalize(line)) for line in unread
                                if zone_affects_others(line)))
    if others:  # nothing half-read: the card blocks every answer it could change anyway
        reader, modes = Reader(name, type_line), None
    color_override = reader.color_override
    # 202.2e: a color indicator gives the card its colors whatever its mana cost ({0} Pacts,
    # Kobolds); the record's colors carry it
    if color_override is None and isinstance(colors, list) and all(isinstance(c, str) for c in colors) \
            and frozenset(colors) != (mc.colors if mc is not None else frozenset()):
        color_override = frozenset(colors)
    has_activated = any(isinstance(a, ActivatedAbility) for a in reader.abilities)
    card = _card_def(raw, reader, modes, mc, text, color_override, unsupported, others, has_activated)
    if not others and (band_fields := {k: _restore_name(v, name=name) for k, v in band_fields.items()
                                       if v != getattr(card, k)}):  # no bands: nothing to replace
        card = dataclasses.replace(card, **band_fields)
    if zones:
        card = dataclasses.replace(card, unsupported_zones=zones)
    return card, tuple(unread), tuple(slots)


def _mana_cost_from_graveyard(reader: Reader, mc: ManaCost | None, unread: list[str], half: bool) -> None:
    """Retrace / jump-start / aftermath (702.81a, 702.133a, 702.127a) pay the card's mana cost
    from the graveyard: their cost's mana is ``mc``; a card with no mana cost can't be cast
    that way (118.6). Aftermath only on a half of a split card (``half``: its record names
    the whole card "A // B")."""
    kept: list[AlternativeCost] = []
    for a in reader.alternative:
        if a.name not in MANA_COST_FROM_GRAVEYARD:
            kept.append(a)
        elif mc is None or (a.name == "aftermath" and not half):
            unread.append(a.name.capitalize())
        else:
            kept.append(dataclasses.replace(a, mana=mc))
    reader.alternative = kept


def _also_typed(type_line: str, reader: Reader) -> str:
    """The type line with the subtypes "~ is also a ..." adds (604.3: in all zones)."""
    if not reader.also_subtypes:
        return type_line
    return type_line + (" " if "—" in type_line else " — ") + " ".join(reader.also_subtypes)


#: CardDef's init fields with their defaults (none has a default factory: all are immutable)
_CARD_DEFAULTS = {f.name: f.default for f in dataclasses.fields(CardDef) if f.init and f.default is not dataclasses.MISSING}
_CARD_FIELDS = frozenset(f.name for f in dataclasses.fields(CardDef) if f.init)


def _new_card_def(**values: Any) -> CardDef:
    """``CardDef(**values)`` without the frozen dataclass's ~70 ``object.__setattr__`` calls (the
    reader makes one per face: a sixth of a plain face's reading): the defaults and ``values``
    go into the new object's ``__dict__`` at once, then ``__post_init__`` runs as usual.
    ``tests/test_oracle_reader.py`` checks it equals the dataclass's own construction."""
    if not values.keys() <= _CARD_FIELDS:
        raise TypeError(f"not CardDef fields: {sorted(values.keys() - _CARD_FIELDS)}")
    card = object.__new__(CardDef)
    fields = card.__dict__
    fields.update(_CARD_DEFAULTS)
    fields.update(values)
    card.__post_init__()
    return card


def _card_def(raw: dict[str, Any], reader: Reader, modes: ModeChoice | None, mc: ManaCost | None, text: str,
              color_override: frozenset[str] | None, unsupported: str | None, others: bool,
              has_activated: bool) -> CardDef:
    name = reader.name
    back = functools.partial(_restore_name, name=name) if reader.named else _same
    return _new_card_def(
        name=name, mana_cost=mc, type_line=_also_typed(raw["type_line"], reader), oracle_text=text,
        power=_opt_str(raw.get("power")), toughness=_opt_str(raw.get("toughness")), loyalty=_opt_str(raw.get("loyalty")),
        keywords=back(shared_set(reader.keywords)), mana_abilities_text=back(tuple(reader.mana)),
        abilities_text=back(tuple(reader.abilities)) if has_activated else (),
        additional_costs=back(tuple(reader.additional)), alternative_costs=back(tuple(reader.alternative)),
        optional_costs=back(tuple(reader.optional)), cost_modifiers=back(tuple(reader.modifiers)),
        self_reductions=back(tuple(reader.reductions)), targets=back(tuple(reader.targets)), division=reader.division,
        modes=back(modes), per_extra_target=reader.per_extra_target,
        per_extra_target_colors=reader.per_extra_target_colors, commander_both=reader.commander_both,
        more_modes_if=reader.more_modes_if, all_modes_if_paid=reader.all_modes_if_paid,
        target_costs=back(tuple(m for m, _ in reader.target_costs)), spent_matters=reader.spent_matters,
        tap_triggers=back(tuple(reader.tap_triggers)), **reader.spend,
        tap_trigger_targets=back(tuple(reader.tap_trigger_targets)),
        trigger_doublers=tuple(reader.trigger_doublers), black_as_life=reader.black_as_life,
        graveyard_replacements=tuple(reader.graveyard_replacements),
        crew_power_bonus=reader.crew_power_bonus, crew_by_toughness=reader.crew_by_toughness,
        graveyard_untargetable=reader.graveyard_untargetable, is_chosen_type=reader.is_chosen_type,
        land_mana_grants=back(tuple(reader.land_grants)), spell_grants=tuple(reader.spell_grants),
        permanent_grants=back(tuple(reader.permanent_grants)),
        mana_effects=back(tuple(reader.mana_effects)),
        land_type_effects=tuple(reader.land_types), paints_own=reader.paints_own,
        paints_permanents_only=reader.paints_permanents_only, white_as_any=reader.white_as_any,
        per_spell_cast_increase=reader.per_spell_cast_increase, cast_window=reader.cast_window,
        flash_permission=reader.flash_permission, flash_tax=reader.flash_tax, flash_if=reader.flash_if,
        player_keywords=shared_set(reader.player_keywords),
        extra_land_plays=reader.extra_land_plays,
        extra_land_plays_each=reader.extra_land_plays_each, cast_prohibitions=tuple(reader.cast_prohibitions),
        lands_from_graveyard=reader.lands_from_graveyard,
        devotion_creature=reader.devotion_creature,
        color_override=color_override, unsupported=unsupported, unsupported_affects_others=others,
    )


#: Words of an unread line that could change the answer about *another* card: its costs
#: (601.2f, 602.2b), whether it may be cast or activated (601.3, 602.5), its targets (115.4,
#: 702.11, 702.18, 702.16), the mana its controller can make and spend (605, 106.6), or the
#: other costs that can be paid (sacrifice, discard, life: 118.3, 119.4), or whether a creature's
#: {T} abilities work (haste, 302.6; crew, 702.122). Deliberately broad:
#: a line that only *might* matter blocks the answers it could change.
_AFFECTS_OTHERS = re.compile(
    r"\b(?:costs?|cast|casts|casting|spells?|play|played|playing|targets?|targeted|hexproof|shroud|protection|add|adds|"
    r"mana|spend|activate|activated|activating|abilit(?:y|ies)|sacrificed?|discard|discarded|pay|paid|life total|"
    r"flash|split second|lands? types?|basic land|plains|islands?|swamps?|mountains?|forests?|convoke|delve|"
    r"improvise|affinity|untapped|tapped|exiled?|graveyards?|hand|haste|crew|crews|summoning sickness|equip|"
    r"chosen type|the chosen|devotion)\b",  # devotion: a God's type (static13b, 700.5) reads it
    re.IGNORECASE)
#: a triggered ability's effect that changes what mana an existing permanent can make once it has
#: resolved: it loses its abilities or land types, or becomes a land (305.7, 613.1f)
_CHANGES_MANA = re.compile(r"\blos(?:e|es) all (?:other )?(?:abilities|land types|card types)\b|"
                           r"\bbecomes? a (?:\w+ )?land\b|\b(?:It's|She's|He's) an? [^.\"]*\b(?:land|Treasure)\b")
#: an unread line that could hide a printed keyword a target's filter reads ("Flying; fear") or
#: take one away ("Enchanted creature loses flying"): the engine would see the wrong keywords
_KEYWORD_CHANGES = re.compile(rf"^(?:{_FILTER_KEYWORDS})\b|\b(?:los(?:e|es)|can't have)\b[^.]*\b(?:{_FILTER_KEYWORDS})\b",
                              re.IGNORECASE)
#: a line changing how much life a mana ability's damage or a life payment takes (119.4: paying
#: life is losing it; Furnace of Rath doubles a pain land's damage to you): `apply` would get the
#: life total wrong
_LIFE_CHANGES = re.compile(r"\blos(?:e|es|t) life\b|\blife totals? can't\b|"
                           r"\bdamage\b[^.]*\b(?:to you|to (?:a|each|target) (?:player|opponent)|permanent or player|"
                           r"any target|players?)\b", re.IGNORECASE)
_TRIGGERED = re.compile(r"^(?:When|Whenever|At the beginning|At end of|At the end)\b")
_ACTIVATED = re.compile(r"^(?:[^\"“:.]*?): (?P<effect>.*)$")


def _hides_a_target(raw_line: str, line: str) -> bool:
    """A keyword action whose target is only in its reminder text ("Earthbend 4.", "Support 2."):
    the spell or ability targets (601.2c), but nothing in the rules text says so."""
    folded = line.casefold()  # a cheap test first: most lines have neither word
    if SUPPORT.fullmatch(line) or earthbend_text(line) is not None:
        return False  # read with its target by ``oracle.tail13`` (702.101a) or ``oracle.std13f``
    return ("earthbend" in folded or "support" in folded) \
        and (bool(rx.search(r"\b(?:earthbend|support)\b", line, re.IGNORECASE)) and not _TRIGGERED.match(line)
            and not rx.search(r"\btargets?\b", line, re.IGNORECASE)
            and bool(rx.search(r"\btargets?\b", " ".join(REMINDER.findall(raw_line)), re.IGNORECASE)))


def affects_others(line: str) -> bool:
    """Could this unread line change the answer about another card? Triggered abilities
    don't, unless they make mana (605.1b); an activated ability only if it makes mana (its
    effect matters only when it is activated, a question about this card); any other line
    if it mentions costs, casting, targets, mana or what can be paid."""
    if _TRIGGERED.match(line):
        return bool(rx.search(r"\bfor mana\b|\badds?\b|\bmana\b", line, re.IGNORECASE))
    m = _ACTIVATED.match(line)
    if m and not line.startswith(("As long as", "As ", "If ", "Each ", "All ", "Other ")):
        return bool(rx.search(r"\badds?\b|\bmana\b", m.group("effect"), re.IGNORECASE))
    return bool(_AFFECTS_OTHERS.search(line)) or bool(_KEYWORD_CHANGES.search(line)) \
        or bool(_LIFE_CHANGES.search(line))


#: What a card's own name becomes in the lines the reader matches: a word (so that ``\\b``
#: works around it), never found in Oracle text. Patterns then don't depend on the card, so
#: Python's regex cache holds them (compiling per card made reading 10x slower).
SELF = "CARDNAME"
_THESE = ("creature", "artifact", "land", "enchantment", "permanent", "spell", "card", "vehicle", "planeswalker",
          "battle", "Equipment", "Aura", "Case")
#: how a card refers to itself (201.5: its name means "this object"; "this creature" ...)
SELF_RE = "(?:" + "|".join([SELF, "~", *(f"[Tt]his {w}" for w in _THESE)]) + ")"


#: 113.6, 113.6k: lines that work while the card is in a zone other than the battlefield: costs
#: or effects that move it out of that zone, "while this card is in your hand", permissions to
#: cast or play it from there, and the keywords that stand for them (702.x). Deliberately broad.
_ZONE_LINES = {
    "hand": re.compile(rf"\b{SELF_RE} from your hand\b|\bDiscard {SELF_RE}\b|\b{SELF_RE} is in your hand\b|"
                       rf"\bReveal {SELF_RE}\b|^(?:Channel|Bloodrush|Forecast|Ninjutsu|Commander ninjutsu|\w*cycling|"
                       r"Suspend|Foretell|Plot|Evoke|Madness|Transmute|Warp|Sneak)\b", re.IGNORECASE),
    "graveyard": re.compile(rf"\b{SELF_RE} from (?:your|a) graveyard\b|\b{SELF_RE} is in (?:your|a) graveyard\b|"
                            r"^(?:Flashback|Unearth|Scavenge|Embalm|Eternalize|Escape|Disturb|Retrace|Jump-start|"
                            r"Aftermath|Encore|Mayhem|Harmonize|Dredge)\b", re.IGNORECASE),
    "exile": re.compile(rf"\b{SELF_RE} from exile\b|\b{SELF_RE} is in exile\b|^(?:Foretell|Plot|Suspend|Madness|Warp)\b",
                        re.IGNORECASE),
}
#: what in such a line could change answers about other cards: mana it adds or lets be spent, or
#: the costs of other spells (601.2f); casting or activating the card itself is a question about
#: it, which its unread text blocks anyway
_ZONE_OTHERS = re.compile(r"\badds?\b|\bmana\b(?! value)|\bspells?\b[^.]*\bcosts?\b|\bcosts?\b[^.]*\bspells?\b",
                          re.IGNORECASE)


def functions_from(line: str) -> frozenset[str]:
    """The zones other than the battlefield and the stack an unread (normalized) line works
    from (113.6): empty for a line that only works on the battlefield."""
    return frozenset(z for z, pattern in _ZONE_LINES.items() if pattern.search(line))


def zone_affects_others(line: str) -> bool:
    """Could this unread line, working from the hand, graveyard or exile, change an answer
    about another card: the mana its owner can make (605.1a) or what other spells cost?"""
    return bool(_ZONE_OTHERS.search(line))


#: the init fields of each dataclass type :func:`_restore_name` walks (``dataclasses.fields``
#: per call was a tenth of the reading time)
_INIT_FIELDS: dict[type, tuple[str, ...]] = {}


def _restore_name(value: Any, *, name: str) -> Any:
    """``value`` with the card's own name put back where the reader saw :data:`SELF` (the same
    object when it holds no :data:`SELF`)."""
    return _restore(value, name)


#: values :func:`_restore` leaves as they are without looking
_ATOMS = (type(None), bool, int, float)


def _restore(value: Any, name: str) -> Any:
    t = type(value)
    if t is str:
        return value.replace(SELF, name) if SELF in value else value
    if t is tuple or t is frozenset:
        new = [v if type(v) in _ATOMS else _restore(v, name) for v in value]
        return value if all(a is b for a, b in zip(new, value, strict=True)) else t(new)
    fields = _INIT_FIELDS.get(t)
    if fields is None:
        if isinstance(value, str):  # a str subclass (an enum's value, say)
            return value.replace(SELF, name)
        if isinstance(value, tuple):  # a tuple or frozenset subclass: made plain, as before
            return tuple(_restore(v, name) for v in value)
        if isinstance(value, frozenset):
            return frozenset(_restore(v, name) for v in value)
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            return value
        fields = _INIT_FIELDS[t] = tuple(f.name for f in dataclasses.fields(value) if f.init)
    changes = {}
    for k in fields:
        v = getattr(value, k)
        if type(v) in _ATOMS:
            continue
        w = _restore(v, name)
        if w is not v:
            changes[k] = w
    return dataclasses.replace(value, **changes) if changes else value


def _same(value: Any) -> Any:
    return value


def _opt_str(v: Any) -> str | None:
    return None if v is None else str(v)



def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _name_at(line: str, i: int, n: str) -> bool:
    """``n`` at ``i`` is a whole word: not after a letter or an apostrophe, not before a letter."""
    return not (i and (_is_word(line[i - 1]) or line[i - 1] == "'")) \
        and not (i + len(n) < len(line) and _is_word(line[i + len(n)]))


def _replace_names(line: str, names: list[str]) -> str:
    """Every whole-word occurrence of one of ``names`` (leftmost first, then the longest) as
    :data:`SELF`; found with ``str.find``, since a regex compiled per card cost a third of the
    reading time."""
    out: list[str] = []
    i = 0
    while True:
        best: tuple[int, str] | None = None
        for n in names:  # longest first: at the same place the longest wins
            j = line.find(n, i)
            while j != -1 and not _name_at(line, j, n):
                j = line.find(n, j + 1)
            if j != -1 and (best is None or j < best[0]):
                best = (j, n)
        if best is None:
            out.append(line[i:])
            return "".join(out)
        out += [line[i:best[0]], SELF]
        i = best[0] + len(best[1])


class Reader:
    def __init__(self, name: str, type_line: str) -> None:
        self.name = name
        left = type_line.partition("—")[0].split()
        self.is_spell_card = bool({"Instant", "Sorcery"} & set(left))
        self.types = frozenset(left)
        #: the record has no mana cost (a back face of a transforming card, 202.3b, among others)
        self.no_mana_cost = False
        subtypes = type_line.partition("—")[2].split()
        self.is_saga = "Saga" in subtypes
        self.subtypes = frozenset(subtypes)
        #: level up bands, Class levels and station thresholds (``oracle.levels``): the band whose
        #: lines are being read, those read, whether a header was unread (then so is every line
        #: after it), and a station card's creature threshold
        self.band: OpenBand | None = None
        self.bands: list[LevelBand] = []
        self.band_failed = False
        self.station_creature_at: int | None = None
        self.is_dungeon = "Dungeon" in left
        names = {name}
        if "Legendary" in left:  # 201.5: a legendary card may be called by its short name
            names.add(name.split(",")[0])
            names.add(name.split(" the ")[0])
        self.self_re = SELF_RE
        self._name_set = names
        self._names_longest = sorted(names, key=len, reverse=True)
        #: a line named the card (so its parts may hold SELF and need :func:`_restore_name`)
        self.named = False
        self.keywords: set[str] = set()
        self.mana: list[ManaAbility] = []
        self.additional: list[CostPart] = []
        self.alternative: list[AlternativeCost] = []
        self.optional: list[OptionalCost] = []
        self.reductions: list[SelfReduction] = []
        #: the spell's own target-dependent costs and the target kind each condition needs (601.2f)
        self.target_costs: list[tuple[CostModifier, str]] = []
        self.targets: list[TargetSlot] = []
        self.division: Division | None = None
        self.tap_triggers: list[str] = []
        #: static15: a tap trigger's targets, by its text (603.3d)
        self.tap_trigger_targets: list[tuple[str, tuple[TargetSlot, ...]]] = []
        #: 603.2d "that ability triggers an additional time" (``oracle.static14``)
        self.trigger_doublers: list[TriggerDoubler] = []
        #: 614.1a "... would be put into a graveyard ..., exile it instead" (``oracle.static15``)
        self.graveyard_replacements: list[GraveyardReplacement] = []
        #: "saddles Mounts and crews Vehicles as though its power were N greater" / "using its
        #: toughness" (702.122a, 702.171a; ``oracle.static14``)
        self.crew_power_bonus = 0
        self.crew_by_toughness = False
        self.graveyard_untargetable = False
        self.is_chosen_type = False
        #: every activated ability read, mana abilities included, in text order (docs/cli.md's K)
        self.abilities: list[ManaAbility | ActivatedAbility] = []
        self.modifiers: list[CostModifier] = []
        #: mana abilities granted to the lands its controller controls (613.1f, Chromatic Lantern)
        self.land_grants: list[ManaAbility] = []
        #: keywords granted to the spells its controller casts (``oracle.grants``)
        self.spell_grants: list[SpellGrant] = []
        #: abilities and keywords granted to other permanents (``oracle.permgrants``, 113.1a)
        self.permanent_grants: list[PermanentGrant] = []
        #: subtypes a characteristic-defining "~ is also a ..." adds (604.3, ``oracle.grant13d``)
        self.also_subtypes: list[str] = []
        #: triggered mana abilities and replacement effects on mana (605.1b, 614: ``oracle.manafx``)
        self.mana_effects: list[ManaEffect] = []
        #: static abilities that change land types (305.7, 613.1d: ``oracle.landtypes``)
        self.land_types: list[LandTypeEffect] = []
        #: Celestial Dawn: the color of its controller's objects, white mana spent as any color
        self.paints_own: frozenset[str] | None = None
        self.paints_permanents_only = False
        self.white_as_any = False
        #: Damping Sphere's "costs {1} more ... for each other spell that player has cast this turn"
        self.per_spell_cast_increase = 0
        self.per_extra_target = 0
        #: colored Strive: the colored symbols paid once per target beyond the first (601.2f)
        self.per_extra_target_colors: tuple[str, ...] = ()
        #: "If you control a commander as you cast this spell, you may choose both." (alt13b)
        self.commander_both = False
        #: "Choose one. If <delirium / descend 8>, choose one or more instead." (spell13)
        self.more_modes_if: str | None = None
        self.all_modes_if_paid: str | None = None
        #: "Cast this spell only during combat." (601.3, ``oracle.castwindow``)
        self.cast_window: CastWindow | None = None
        self.flash_permission = False
        #: "... as though it had flash if you pay {2} more to cast it." (``oracle.perm13``)
        self.flash_tax = 0
        self.flash_if: FlashCondition | None = None
        #: "You have hexproof." (702.11b, ``oracle.playerkw``)
        self.player_keywords: set[str] = set()
        #: 305.2: additional land plays (``oracle.quick13``)
        self.extra_land_plays = 0
        self.extra_land_plays_each = 0
        #: "You may play lands from your graveyard." (305.1, ``oracle.kw15``)
        self.lands_from_graveyard: ObjectFilter | None = None
        #: "Each player can't cast more than one spell each turn." (601.3, ``oracle.perm13``)
        self.cast_prohibitions: list[CastProhibition] = []
        #: the Theros Gods' "isn't a creature" below a devotion (``oracle.restrict``)
        self.devotion_creature: tuple[frozenset[str], int] | None = None
        #: a line looks at the mana spent to cast this card (``oracle.spent``)
        self.spent_matters = False
        #: Devoid (702.114) and color-setting text: the card's colors, not its mana cost's
        self.color_override: frozenset[str] | None = None
        self.bullets: str | None = None
        #: "As this enters, choose Abzan or Mardu.": the choices its bullets name (spell14)
        self.enters_choice: tuple[str, ...] = ()
        self.mode_spec: tuple[int, int | None, bool] | None = None
        self.modes: list[Mode] = []
        #: ModeChoice costs read from keyword lines (oracle.keywords): escalate / escalate_parts
        #: (702.120), entwine (702.42), spree (702.172)
        self.mode_costs: dict[str, Any] = {}
        #: 106.6 / 601.2h on the spell itself: "Spend only mana produced by creatures to cast this
        #: spell" (``mana_only_from``), "You can't spend mana to cast this spell" (``no_mana_spent``)
        self.spend: dict[str, Any] = {}
        #: "For each {B} in a cost, you may pay 2 life rather than pay that mana." (K'rrik)
        self.black_as_life = False
        #: "As ~ enters, choose a creature type." was read (``oracle.cost14``)
        self.chose_creature_type = False
        #: "As ~ enters, choose a card type." was read: the card types it allows (``oracle.costmana15``)
        self.chose_card_type: frozenset[str] = frozenset()

    def normalize(self, line: str) -> str:
        """The line with the card's own name (and a legendary card's short name) as :data:`SELF`."""
        if not any(n in line for n in self._name_set):
            return line
        self.named = True
        return _replace_names(line, self._names_longest)

    # ----- one line = one ability (or a paragraph of spell text) ---------------------------
    def line(self, line: str) -> None:
        if looks_at_spent(line):
            self.spent_matters = True
        if ("arthbend" in line or "Activate only" in line) and std13f_line(self, line):  # std13f
            return
        if line.startswith("Crew ") and crew_once_line(self, line):  # static15
            return
        if (line.startswith(("{P}", "Choose up to ")) and pawprint_line(self, line)) \
                or (line.startswith("•") and (tiered_line(self, line) or enters_choice_bullet(self, line))) \
                or (line.startswith("As ") and enters_choice_line(self, line)) \
                or (line.startswith("Untap ") and untap_step_line(self, line)) \
                or (line[:1].isdigit() and roll_row_line(self, line)):  # spell14: 700.2i, Tiered, Sieges, d20
            return
        if line.startswith("•"):  # a mode (700.2) of the line before
            if self.bullets in ("trigger", "unread"):
                return
            if self.bullets == "ability":  # an activated ability's modes (act13b)
                ability_mode_line(self, line)
                return
            if self.bullets != "modes":
                raise Unsupported
            self._mode_line(line)
            return
        self.bullets = None
        if line == "This spell can't be countered.":
            return
        if kw15_line(self, line):  # kw15: prowl, cleave, reconfigure, hidden agenda
            return
        if _WARD.match(line):  # 702.21: a triggered ability; targeting stays legal
            self.keywords.add(line.rstrip("."))
            return
        if tail_line(self, line):  # the long tail (tail13): inert keywords and lines, Support N
            return
        if (" you control have " in line or " you control get " in line or " counters on them have " in line
                or line.startswith(("During your turn, ", "Max speed — ", "This Vehicle has "))) \
                and grant13e_line(self, line):  # grant13e
            return
        if (" cost" in line or line.startswith(("As ", "You may ", "The first spell each"))) and cost14_line(self, line):
            return  # cost14
        if ("cost" in line or " died this turn" in line or line.startswith("As ")) and costmana15_line(self, line):
            return  # costmana15
        if grant15_line(self, line) or grant14_line(self, line):  # grant15, grant14
            return
        if alt_target_line(self, line) or commander_line(self, line) or quick_line(self, line) or mechanic_line(self, line) \
                or addcost_line(self, line) or mech_cost_line(self, line) or kw14_line(self, line) or keyword_line(self, line):
            return
        if self._named(line):
            return
        if mana_effect_line(self, line):  # 605.1b triggered mana abilities, 614 replacements on mana
            return
        if _TRIGGERED.match(line):
            event, _, effect = line.partition(",")
            if rx.search(r"\bfor mana\b|\badds?\b|\bmana\b(?! value| cost)", event, re.IGNORECASE) or (
                    rx.search(r"\btap(?:s|ped)?\b[^,]*\bfor\b", event, re.IGNORECASE)
                    and rx.search(r"\badds?\b", effect, re.IGNORECASE)):
                # a triggered mana ability (605.1b: "Whenever you tap a permanent for {C}, add
                # an additional {C}") changes what can be paid
                raise Unsupported
            self._trigger(line)
            return
        if enters_line(self, line):
            return
        if restrict_line(self, line) or perm13_line(self, line) or land_type_line(self, line) or land_grant_line(self, line) \
                or cost13f_line(self, line) \
                or permanent_grant_line(self, line) \
                or mana_line(self, line):
            return
        if activated_line(self, line):
            return
        if spend_line(self, line):
            return
        if spree_line(self, line) or cost_line(self, line) or self_cost_line(self, line) or cast_window_line(self, line) \
                or flash_permission_line(self, line) or player_keyword_line(self, line):
            return  # the spell's own costs (601.2b, 601.2f, 118.8, 118.9); Spree and Tiered modes
        # a static ability of a permanent (604): read when it changes costs, casting or
        # targeting; recognized as not mattering when it can't
        if self._ability_word(line) or modifier_line(self, line) or spell_grant_line(self, line) \
                or cast_target_line(self, line) or control_line(self, line) or grant13d_line(self, line) \
                or static13c_line(self, line) or static14_line(self, line) or static15_line(self, line) \
                or inert_line(self, line) or replace13_line(self, line) or spell15_line(self, line):
            return
        if self.is_spell_card:
            if spell13_line(self, line) or self._modes_line(line):
                return
            spell_text(self, line)
            return
        raise Unsupported

    def _trigger(self, line: str) -> None:
        """A triggered ability (603): changes nothing about casting, but for what it can't be."""
        if rx.search(rf"\bmay cast (?:{self.self_re}|this card|it)\b[^.]*\bfrom (?:your graveyard|exile)\b", line):
            # Skyclave Shade: a trigger that lets this card be cast from another zone (601.3):
            # the state doesn't record the permission, so its answers would be wrong
            raise Unsupported
        if self.is_spell_card and rx.search(r"\btargets?\b", line.split(",")[0], re.IGNORECASE):
            # "When target creature dies this turn, ...": the spell's own target, chosen as it
            # is cast (601.2c), written in the delayed trigger it creates: not read
            raise Unsupported
        # "Whenever ~ enters or becomes tapped, ...": apply puts it on the stack when a payment
        # taps it (603.2), as the plain form; its target would be chosen then (603.3d): unread
        if "becomes tapped" in line and rx.match(rf"^Whenever {self.self_re} (?:enters or )?becomes tapped, ", line):
            if rx.search(r"\btargets?\b", line) and not tap_trigger_targets_optional(line):
                slots = tap_trigger_slots(self, line)  # static15: 603.3d, apply checks a legal choice exists
                if slots is None:
                    raise Unsupported
                self.tap_trigger_targets.append((line, slots))
            self.tap_triggers.append(line)
        if line.endswith("—") or ("choose" in line and trigger_chooses(line)):  # spell14: "choose one or both. ..."
            self.bullets = "trigger"  # its modes are the trigger's, not the spell's

    def _named(self, line: str) -> bool:
        """A Saga's chapter ability (714.2b: a triggered ability, whatever its effect; the effect
        is read as a trigger's), or a flavor word or ability name (207.2d) before an ability:
        the ability after the dash is read by the normal rules, as if alone."""
        if " — " not in line:
            return False
        ch = _CHAPTER.fullmatch(line)
        if ch and self.is_saga:
            body = ch.group(2)
            if _CHANGES_MANA.search(body) or (rx.search(r"[\"“][^\"“”]*\bAdd\b", body)
                                              and not rx.search(r"\b(?:create|creates|token|tokens)\b", body)):
                # Urza's Saga: "I — Urza's Saga gains \"{T}: Add {C}.\"": once the chapter has
                # resolved, the Saga (or another permanent) makes mana the state doesn't record
                raise Unsupported
            self._trigger(body)
            return True
        nm = _NAMED.fullmatch(line)
        if not nm or nm.group(1) in ABILITY_WORDS or nm.group(1) in _NOT_NAMES or self.is_dungeon \
                or rx.match(r"[IVX]+\b", nm.group(1)) or len(nm.group(1).split()) > 7:
            return False  # ability words are read with the static abilities (``_ability_word``)
        before = len(self.abilities)
        self.line(nm.group(2))
        if nm.group(1) in _FROM_HAND and (len(self.abilities) != before + 1 or not isinstance(
                self.abilities[-1], ActivatedAbility) or self.abilities[-1].zone != "hand"):
            # channel, bloodrush (207.2c): an ability that works from the hand; a body that
            # doesn't say so ("Discard this card") would be misread as a permanent's
            raise Unsupported
        return True

    def _ability_word(self, line: str) -> bool:
        """An ability word (207.2c) has no rules meaning: the rest of the line is read as if alone."""
        aw = _ABILITY_WORD.fullmatch(line)
        if aw and aw.group(1) in ABILITY_WORDS:
            self.line(aw.group(2))
            return True
        return False

    # ----- modal spells (700.2) ----------------------------------------------------------------
    def _modes_line(self, line: str) -> bool:
        m = rx.fullmatch(r"Choose (one|two|three|four|one or both|one or more) —", line)
        r = rx.fullmatch(r"Choose (one|two|three|four)\. You may choose the same mode more than once\.", line)
        if not m and not r:
            return False
        if self.mode_spec is not None or self.targets:
            raise Unsupported
        word = (m or r).group(1)  # type: ignore[union-attr]
        if word == "one or both":
            self.mode_spec = (1, 2, False)
        elif word == "one or more":
            self.mode_spec = (1, None, False)
        else:
            self.mode_spec = (NUMBERS[word], NUMBERS[word], bool(r))
        self.bullets = "modes"
        return True

    def _mode_line(self, line: str) -> None:
        text = mode_body(line[1:].strip())
        targets, division = self.targets, self.division
        self.targets, self.division = [], None
        try:
            spell_text(self, text)
            self.modes.append(Mode(text, tuple(self.targets), division=self.division))
        finally:
            self.targets, self.division = targets, division

    def mode_choice(self) -> ModeChoice | None:
        if self.mode_spec is None:
            return None
        low, high, repeatable = self.mode_spec
        if len(self.modes) < 2 or self.targets or ((high or 0) > len(self.modes) and not repeatable):
            raise Unsupported
        return ModeChoice(tuple(self.modes), min_modes=low, max_modes=len(self.modes) if high is None else high,
                          repeatable=repeatable, **self.mode_costs)



    # ----- mana abilities (605) -----------------------------------------------------------------

    # ----- additional costs and cost reductions of the spell itself ------------------------------

    # ----- the text of an instant or sorcery -----------------------------------------------------



