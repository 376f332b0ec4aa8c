"""Reading level up bands (711), Class levels (716) and station thresholds (702.184) into
:class:`~castable.model.cards.LevelBand`\\ s; ``castable.model.levels`` says what they mean.

A band's lines are every line after its header up to the next header (or the end of the text),
each read by the reader as usual (:meth:`Reader.line`); what they add is then moved from the
card into the band. A band may only hold what a permanent's ability can be: activated and mana
abilities, keywords, cost modifiers, and (a leveler) one power/toughness line; a line adding
anything else (targets, a spell's costs, tap triggers, abilities granted to lands) is unread.
Once a header is unread, every line after it is too: its abilities are not the card's always.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from castable.model.cards import ANY, ActivatedAbility, LevelBand, ObjectFilter
from castable.model.oracle.common import COST, Unsupported, text_cost
from castable.model.oracle.costs import cost_part

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|(\+))")
_CLASS_LEVEL = re.compile(rf"({COST}): Level (\d+)")
_STATION = re.compile(r"(\d+)\+ \| (.+)")
_PT = re.compile(r"(\d+)/(\d+)")
#: the reminder of "Station" on a station card with power and toughness (702.184): the
#: threshold from which it is an artifact creature
_CREATURE_AT = re.compile(r"It's an artifact creature at (\d+)\+")
#: what a band's lines may not add (the Reader's attributes): not a permanent's ability
_FORBIDDEN = ("targets", "additional", "alternative", "optional", "reductions", "target_costs", "tap_triggers",
              "land_grants", "permanent_grants", "spend", "per_extra_target", "per_extra_target_colors",
              "commander_both", "more_modes_if", "all_modes_if_paid", "spent_matters", "division",
              "color_override", "mode_spec",
              "mode_costs", "modes", "mana_effects", "per_spell_cast_increase", "cast_window", "flash_permission",
              "cast_prohibitions", "flash_tax", "flash_if", "trigger_doublers",
              "crew_power_bonus", "crew_by_toughness", "graveyard_untargetable",
              "is_chosen_type")


@dataclass
class OpenBand:
    kind: str
    low: int
    high: int | None
    at: int
    mana: int
    modifiers: int
    keywords: frozenset[str]
    power: str | None = None
    toughness: str | None = None
    lines: int = 0


def snapshot(r: Reader) -> tuple[Any, ...]:
    return tuple(repr(getattr(r, k)) for k in _FORBIDDEN)


def band_line(r: Reader, line: str, raw_line: str) -> bool:
    """Read ``line`` (normalized) if it opens a band, is a leveler's P/T, is "Station", or lies
    in a band; False for a line outside any band, which the reader reads as usual."""
    if r.band_failed:
        raise Unsupported  # after an unread header: a band's line, never the card's always
    lv, cl = _LEVEL.fullmatch(line), _CLASS_LEVEL.fullmatch(line)
    st = None if r.is_spell_card else _STATION.fullmatch(line)  # an instant's "15+ |" is a d20 row (spell15)
    try:
        if lv or cl or st:
            _open(r, lv, cl, st)
            if st:
                _in_band(r, st.group(2))
            return True
        if line == "Station":
            _station(r, raw_line)
            return True
        band = r.band
        if band is None:
            return False
        pt = _PT.fullmatch(line)
        if pt and band.kind == "level" and band.lines == 0:  # 711.2: the band's base P/T
            band.power, band.toughness = pt.groups()
            band.lines += 1
            return True
        _in_band(r, line)
        return True
    except Unsupported:
        if lv or cl or st:
            r.band_failed = True
        raise


def _in_band(r: Reader, line: str) -> None:
    band = r.band
    assert band is not None
    before = snapshot(r)
    r.line(line)
    if snapshot(r) != before:
        raise Unsupported
    band.lines += 1


def _open(r: Reader, lv: re.Match[str] | None, cl: re.Match[str] | None, st: re.Match[str] | None) -> None:
    close_band(r)
    bands = r.bands
    if lv:
        if "Level up" not in r.keywords:
            raise Unsupported
        low, high = int(lv.group(1)), None if lv.group(3) else int(lv.group(2))
        if (high is not None and high < low) or any(b.high is None or b.high >= low for b in bands):
            raise Unsupported  # bands go up and don't overlap (711.2)
        kind = "level"
    elif cl:
        low, high, kind = int(cl.group(2)), None, "class"
        if "Class" not in r.subtypes or low != len(bands) + 2:
            raise Unsupported  # 716.2a: Level 2, then Level 3 ...
        # 716.2a: "{cost}: Level N": as a sorcery, only while level N-1
        r.abilities.append(ActivatedAbility(cl.group(0), mana=text_cost(cl.group(1)), sorcery_speed=True,
                                            class_level=low))
    else:
        assert st is not None
        low, high, kind = int(st.group(1)), None, "station"
        if "Station" not in r.keywords or any(b.low >= low for b in bands):
            raise Unsupported
    if any(b.kind != kind for b in bands):
        raise Unsupported
    r.band = OpenBand(kind, low, high, len(r.abilities), len(r.mana), len(r.modifiers), frozenset(r.keywords))


def _station(r: Reader, raw_line: str) -> None:
    """702.184a: "Station": tap another untapped creature you control (a cost), as a sorcery."""
    if r.band is not None or "Station" in r.keywords:
        raise Unsupported
    part = cost_part("tap another untapped creature you control", ability=True)
    assert part.filter != ANY and isinstance(part.filter, ObjectFilter)
    r.keywords.add("Station")
    r.abilities.append(ActivatedAbility("Station", parts=(part,), sorcery_speed=True))
    at = _CREATURE_AT.search(raw_line)
    r.station_creature_at = int(at.group(1)) if at else None


def close_band(r: Reader) -> None:
    """Move what the open band's lines added from the card into the band."""
    band = r.band
    if band is None:
        return
    if band.kind == "level" and band.power is None:
        raise Unsupported  # 711.2: a leveler's band always has a P/T
    new_keywords = frozenset(r.keywords) - band.keywords
    abilities = tuple(r.abilities[band.at:])
    del r.abilities[band.at:]
    del r.mana[band.mana:]
    modifiers = tuple(r.modifiers[band.modifiers:])
    del r.modifiers[band.modifiers:]
    r.keywords -= new_keywords
    r.bands.append(LevelBand(
        band.kind, band.low, band.high, abilities=abilities, at=band.at, keywords=new_keywords,  # type: ignore[arg-type]
        cost_modifiers=modifiers, power=band.power, toughness=band.toughness))
    r.band = None


def levels_fields(r: Reader, power: str | None, toughness: str | None) -> dict[str, Any]:
    """The CardDef fields of the bands read (after :func:`close`)."""
    bands = tuple(r.bands)
    at = r.station_creature_at
    if at is not None and (power is None or toughness is None or not bands or bands[-1].low != at):
        raise Unsupported  # the creature threshold is the highest one, with the card's P/T
    if at is None and "Station" in r.keywords and power is not None:
        raise Unsupported
    return {"bands": bands, "station_creature_at": at}
