"""Level up (702.87, 711), Class levels (716) and station (702.184): what a permanent is at the
level, Class level or charge count the state gives it. Pure definitions every checker shares:
:func:`leveled` (through ``castable.model.commander.resolve``, which installs the result as the
object's card, so the CP-SAT model, the referee and the reference read ``o.card`` as always)
and :func:`class_level_allows` (each checker's timing step).

The rules used (711, 716 and 702.184 are not in ``shared/rules``), in our words:

- 702.87a: "Level up {cost}" is an activated ability: "{cost}: Put a level counter on this.
  Activate only as a sorcery."
- 711.2: a leveler's band "LEVEL N1-N2" followed by abilities and a power/toughness means "As
  long as this creature has at least N1 level counters on it, but no more than N2, it has base
  power and toughness P/T and has these abilities"; "LEVEL N3+" has no upper bound. With fewer
  counters than its lowest band, it has only its other abilities and its printed P/T.
- 716.2a: a Class's "{cost}: Level N" means "{cost}: This Class's level becomes N. Activate only
  if this Class is level N-1 and only as a sorcery." 716.2b: the abilities printed after it
  mean "As long as this Class is level N or greater, it has these abilities." 716.3: a Class
  is level 1 as it enters (the state's ``class_level``, default 1).
- 702.178a: "Max speed — [ability]" means "As long as you have max speed, [ability]"; 702.179:
  a player's speed is 0 to 4, and 4 is max speed (the state's player ``speed``). Such an
  ability works in the zone it says (an ability of a card in the graveyard exists there while
  its owner has max speed), so a "speed" band is applied in every zone.
- Cases (719, in our words): "To solve — [condition]" means "At the beginning of your end step,
  if this Case isn't solved and [condition], it becomes solved"; "Solved — [ability]" means
  "As long as this Case is solved, [ability]". Solved is a designation the state records (the
  object's ``solved``).
- 702.184a: "Station" means "Tap another untapped creature you control: Put a number of charge
  counters on this permanent equal to the tapped creature's power. Activate only as a
  sorcery." A station symbol "N+ | abilities" means "As long as this permanent has N or more
  charge counters on it, it has these abilities"; a station card with power and toughness is an
  artifact creature while it has as many charge counters as its highest threshold (the one
  printed with its power and toughness) or more.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, CardDef, LevelBand, ManaAbility

if TYPE_CHECKING:
    from castable.model.state import GameObject

Ability = ManaAbility | ActivatedAbility


def band_count(kind: str, o: GameObject, speed: int = 0) -> int:
    """The count a band of ``kind`` is read against: level counters (711.2), the Class's level
    (716.2b), charge counters (702.184) or ``speed``, its controller's speed (702.178a)."""
    if kind == "speed":
        return speed
    if kind == "solved":  # a Case: 1 while solved
        return int(o.solved)
    if kind == "class":
        return o.class_level
    return o.counters.get("level" if kind == "level" else "charge", 0)


def band_active(band: LevelBand, o: GameObject, speed: int = 0) -> bool:
    """711.2, 716.2b, 702.184, 702.178a: does ``o`` (whose controller's speed is ``speed``)
    reach ``band``?"""
    n = band_count(band.kind, o, speed)
    return n >= band.low and (band.high is None or n <= band.high)


def class_level_allows(level: int, o: GameObject) -> bool:
    """716.2a: "{cost}: Level N" may be activated only while the Class is level N-1."""
    return o.class_level == level - 1


def _merged(own: tuple[Ability, ...], bands: list[LevelBand]) -> tuple[Ability, ...]:
    """``own`` with each band's abilities in their place in the text (after ``at`` of them)."""
    out: list[Ability] = []
    for i in range(len(own) + 1):
        for b in bands:
            if b.at == i:
                out += b.abilities
        if i < len(own):
            out.append(own[i])
    return tuple(out)


def _creature_line(type_line: str) -> str:
    left, dash, right = type_line.partition("—")
    if "Creature" in left.split():
        return type_line
    words = left.split()
    k = words.index("Artifact") + 1 if "Artifact" in words else len(words)
    return " ".join([*words[:k], "Creature", *words[k:]]) + (f" {dash}{right}" if dash else "")


def _works_in(band: LevelBand, zone: str) -> bool:
    """A speed band holding only abilities that work from ``zone`` (not the battlefield)."""
    return (band.kind == "speed" and bool(band.abilities) and not band.keywords and not band.cost_modifiers
            and all(a.zone == zone for a in band.abilities))


def leveled(card: CardDef, o: GameObject, speed: int = 0, *, on_battlefield: bool = True) -> CardDef:
    """What ``card`` (the printed card, no state-decided abilities) is on ``o``: the abilities,
    keywords, cost modifiers and base power/toughness of every band ``o`` reaches added to its
    own (711.2, 716.2b, 702.184), and a station card an artifact creature at its highest
    threshold; ``card`` itself when nothing changes. The result remembers ``card`` as
    ``derived_from``. Off the battlefield (``on_battlefield`` False) only a "speed" band whose
    only content is abilities working from ``o``'s zone applies (702.178a: a max speed ability
    of a card in the graveyard); levels, Class levels, charge counters, keywords and cost
    modifiers are a permanent's."""
    bands = [b for b in card.bands if (on_battlefield or _works_in(b, o.zone)) and band_active(b, o, speed)]
    creature = on_battlefield and card.station_creature_at is not None \
        and band_count("station", o) >= card.station_creature_at
    if not bands and not creature:
        return card
    own = card.abilities_text or card.mana_abilities_text
    abilities = _merged(tuple(own), bands)
    power, toughness = card.power, card.toughness
    for b in bands:  # 711.2: a leveler's bands don't overlap; the band reached sets its base P/T
        if b.power is not None:
            power, toughness = b.power, b.toughness
    return dataclasses.replace(
        card, abilities_text=abilities if any(isinstance(a, ActivatedAbility) for a in abilities) else (),
        mana_abilities_text=tuple(a for a in abilities if isinstance(a, ManaAbility)),
        keywords=card.keywords.union(*(b.keywords for b in bands)),
        cost_modifiers=card.cost_modifiers + tuple(m for b in bands for m in b.cost_modifiers),
        power=power, toughness=toughness,
        type_line=_creature_line(card.type_line) if creature else card.type_line, derived_from=card)
