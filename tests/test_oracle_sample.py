"""The Oracle reader against a hand-checked sample of real cards (issue 4, item 8).

``tests/oracle_sample.py`` holds each card's record and what the engine must understand of it,
written by hand. A card expected ``ok(...)`` must be read and equal the expectation on every
casting-relevant field; a card expected ``no(...)`` must be refused, naming the line written.

The two lists below record where the reader disagrees today, each checked precisely so that it
can't rot: when the reader changes, an entry that no longer applies fails the test and must be
removed (its card then meets its hand-written expectation).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from castable.model.cards import CardDef, LevelBand, ModeChoice
from castable.model.mana import parse_cost
from castable.model.oracle import read_card
from oracle_sample import EXPECTED, RECORDS, Refused, Understood

#: Cards the engine can express (expected ``ok``) that the reader still refuses: each must be
#: refused today. Move a card out when the reader learns it.
NOT_YET_READ: dict[str, str] = {
}

#: Cards the reader reads differently from the hand-written expectation, where the rules say
#: the expectation is right: each must still differ. Remove an entry when the reader is fixed.
KNOWN_READER_BUGS: dict[str, str] = {}

#: Cards expected refused that the reader refuses on another line than the one(s) written:
#: name -> the line the reader names today (it must still name it).
REFUSED_ON_ANOTHER_LINE: dict[str, str] = {}

#: keyword abilities that matter for casting, paying or targeting (the others are display only)
_CASTING_KEYWORDS = ("flash", "convoke", "delve", "improvise", "hexproof", "shroud", "split second", "changeling",
                     "aftermath",  # 702.127a: the half's mana cost works only from a graveyard
                     "reconfigure")  # 702.151b: attached, it isn't a creature (kw15)
_CASTING_PREFIXES = ("protection from ", "affinity for ", "hexproof from ",  # 702.11d: targets
                     "splice onto ")  # 702.47a: refuses the spells it could join (kw15)


def _casting_keywords(card: CardDef) -> frozenset[str]:
    return frozenset(k for k in card.keywords
                     if k.lower() in _CASTING_KEYWORDS or k.lower().startswith(_CASTING_PREFIXES))


def _plain(x: Any) -> Any:
    """``x`` without display text (abilities, target slots, modes), recursively."""
    if isinstance(x, tuple):
        return tuple(_plain(v) for v in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        changes = {f.name: _plain(getattr(x, f.name)) for f in dataclasses.fields(x)
                   if f.init and isinstance(getattr(x, f.name), (tuple, ModeChoice))}
        if any(f.name == "text" for f in dataclasses.fields(x)):
            changes["text"] = ""
        for name in ("modes", "targets", "window", "activate_check"):
            v = getattr(x, name, None)
            if dataclasses.is_dataclass(v):
                changes[name] = _plain(v)
        return dataclasses.replace(x, **changes)
    return x


def _bands(bands: tuple[LevelBand, ...]) -> tuple[LevelBand, ...]:
    """Bands without display text, with only the keywords that matter for casting."""
    return tuple(dataclasses.replace(b, abilities=_plain(b.abilities), keywords=frozenset(
        k for k in b.keywords if k.lower() in _CASTING_KEYWORDS or k.lower().startswith(_CASTING_PREFIXES)))
        for b in bands)


def _differences(card: CardDef, want: Understood, record: dict[str, Any]) -> list[str]:
    got = {
        "mana_cost": card.mana_cost,
        "keywords": _casting_keywords(card),
        "abilities": _plain(card.activated_abilities),
        "targets": _plain(card.targets),
        "division": card.division,
        "modes": _plain(card.modes) if card.modes is not None else None,
        "additional": card.additional_costs,
        "alternative": card.alternative_costs,
        "optional": card.optional_costs,
        "modifiers": card.cost_modifiers,
        "reductions": card.self_reductions,
        "target_costs": card.target_costs,
        "per_extra_target": card.per_extra_target,
        "per_extra_target_colors": card.per_extra_target_colors,
        "commander_both": card.commander_both,
        "more_modes_if": card.more_modes_if,
        "all_modes_if_paid": card.all_modes_if_paid,
        "tap_triggers": card.tap_triggers,
        "colors": card.colors,
        "land_grants": _plain(card.land_mana_grants),
        "spell_grants": card.spell_grants,
        "bands": _bands(card.bands),
        "station_creature_at": card.station_creature_at,
        "mana_effects": card.mana_effects,
        "permanent_grants": _plain(card.permanent_grants),
        "land_types": card.land_type_effects,
        "paints_own": card.paints_own,
        "white_as_any": card.white_as_any,
        "window": _plain(card.cast_window),
        "flash": card.flash_permission,
        "paints_permanents_only": card.paints_permanents_only,
        "player_keywords": card.player_keywords,
        "extra_land_plays": card.extra_land_plays,
        "extra_land_plays_each": card.extra_land_plays_each,
        "devotion_creature": card.devotion_creature,
        "prohibitions": tuple((p.who, p.when) for p in card.cast_prohibitions),
        "flash_tax": card.flash_tax,
        "flash_if": card.flash_if,
        "trigger_doublers": tuple((d.source, d.other) for d in card.trigger_doublers),
        "crew": (card.crew_power_bonus, card.crew_by_toughness),
        "graveyard_untargetable": card.graveyard_untargetable,
        "is_chosen_type": card.is_chosen_type,
        "lands_from_graveyard": card.lands_from_graveyard,
        "graveyard_replacements": tuple(dataclasses.replace(g, text="") for g in card.graveyard_replacements),
        "tap_trigger_targets": tuple((t, _plain(slots)) for t, slots in card.tap_trigger_targets),
    }
    expected = {f.name: getattr(want, f.name) for f in dataclasses.fields(want)}
    expected["mana_cost"] = parse_cost(record["mana_cost"], where="test") if record["mana_cost"] else None
    expected["abilities"] = _plain(want.abilities)
    expected["targets"] = _plain(want.targets)
    expected["tap_trigger_targets"] = tuple((t, _plain(slots)) for t, slots in want.tap_trigger_targets)
    expected["land_grants"] = _plain(want.land_grants)
    expected["permanent_grants"] = _plain(want.permanent_grants)
    expected["bands"] = _bands(want.bands)
    expected["modes"] = _plain(want.modes) if want.modes is not None else None
    expected["window"] = _plain(want.window)
    if want.colors is None:
        expected["colors"] = card.mana_cost.colors if card.mana_cost is not None else frozenset()
    return [f"{k}: read {got[k]!r}, expected {expected[k]!r}" for k in got if got[k] != expected[k]]


def _outcome(record: dict[str, Any]) -> tuple[CardDef, list[str]]:
    """The card as read, and what disagrees with its expectation ([] when it meets it)."""
    card = read_card(record)
    want = EXPECTED[record["name"]]
    if isinstance(want, Refused):
        if card.unsupported is None:
            return card, ["understood, but expected refused on " + repr(want.lines[0])]
        if card.unsupported not in want.lines:
            return card, [f"refused on {card.unsupported!r}, expected on {want.lines[0]!r}"]
        return card, []
    if card.unsupported is not None:
        return card, [f"refused on {card.unsupported!r}"]
    return card, _differences(card, want, record)


def test_sample_is_large_and_consistent() -> None:
    names = [r["name"] for r in RECORDS]
    assert len(names) == len(set(names)) >= 200
    assert set(names) == set(EXPECTED)
    understood = sum(isinstance(e, Understood) for e in EXPECTED.values())
    assert 0 < len(names) - understood and 0 < understood
    for listed in (NOT_YET_READ, KNOWN_READER_BUGS, REFUSED_ON_ANOTHER_LINE):
        assert set(listed) <= set(EXPECTED), set(listed) - set(EXPECTED)
    assert not set(NOT_YET_READ) & set(KNOWN_READER_BUGS)
    for name in NOT_YET_READ:
        assert isinstance(EXPECTED[name], Understood), f"{name}: NOT_YET_READ is for cards expected understood"
    for name in REFUSED_ON_ANOTHER_LINE:
        assert isinstance(EXPECTED[name], Refused), f"{name}: REFUSED_ON_ANOTHER_LINE is for cards expected refused"


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_sample_card(record: dict[str, Any]) -> None:
    name = record["name"]
    card, problems = _outcome(record)
    if name in NOT_YET_READ:
        assert card.unsupported is not None, (
            f"{name} is now read: remove it from NOT_YET_READ ({NOT_YET_READ[name]}); " + "; ".join(problems or ["ok"]))
        return
    if name in REFUSED_ON_ANOTHER_LINE:
        assert card.unsupported == REFUSED_ON_ANOTHER_LINE[name], (
            f"{name}: the reader now refuses it on {card.unsupported!r}: update REFUSED_ON_ANOTHER_LINE")
        return
    if name in KNOWN_READER_BUGS:
        assert problems, f"{name} now meets its expectation: remove it from KNOWN_READER_BUGS"
        return
    assert not problems, f"{name}: " + "\n".join(problems)
