"""Older alternative costs that add a target (alt13, issue 13):

- Mutate {M} (702.140a: "You may pay [cost] rather than pay this spell's mana cost. If you do,
  it becomes a mutating creature spell and targets a non-Human creature with the same owner as
  this spell."): an :class:`AlternativeCost` ``mutate`` (118.9) and a :class:`TargetSlot` that
  exists only when it is chosen (``requires``, 601.2c): a non-Human creature permanent its
  caster owns (a card in a player's hand is that player's, 400.3, so the spell's owner is its
  caster), whoever controls it (108.3). What the merged permanent becomes (702.140c-e) happens as
  the spell resolves: it changes no answer about casting. Only on creature cards (a mutating
  creature spell); one mutate cost per card. "You may cast this card from your graveyard using
  its mutate ability" (Brokkos's cousin lines) is another line, not read here.
- Awaken N—{M} (702.113a: "You may cast this spell by paying [cost] rather than paying its mana
  cost" and "If you cast this spell for its awaken cost, also put N +1/+1 counters on target
  land you control and it becomes a 0/0 Elemental creature with haste"): an alternative cost
  ``awaken`` and a target slot "target land you control" that exists only when it is chosen.
  The same land may also be a target of the spell's own text (115.3: different instances of
  the word "target"). Only on instants and sorceries (every printed awaken card).
- Undaunted (702.125a: "This spell costs {1} less to cast for each opponent you have."): a
  :class:`SelfReduction` counting the caster's opponents, as that sentence is read.
- Spectacle {M} (702.137a: "You may pay [cost] rather than pay this spell's mana cost if an
  opponent lost life this turn"): an alternative cost ``spectacle`` with ``opponent_lost_life``,
  open when an opponent of the caster has ``life_lost_this_turn`` above 0 (a state field, ext).
- Legendary instants and sorceries (205.4e: castable only while the caster controls a legendary
  creature or a legendary planeswalker): :func:`legendary_spell`, a :class:`CastWindow` ``control``.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import AlternativeCost, CastWindow, ObjectFilter, SelfReduction, TargetSlot
from castable.model.oracle.common import COST, Unsupported, rx, text_cost

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 702.140a: the mutating spell's target
MUTATE_TARGET = ObjectFilter(types=frozenset({"Creature"}), non_subtypes=frozenset({"Human"}), owner="you")
#: 702.113a: the awakened land
AWAKEN_TARGET = ObjectFilter(types=frozenset({"Land"}), controller="you")
#: 205.4e: what the caster of a legendary instant or sorcery must control
LEGENDARY_CASTER = ObjectFilter(types=frozenset({"Creature", "Planeswalker"}), supertypes=frozenset({"Legendary"}),
                                controller="you")


def alt_target_line(r: Reader, line: str) -> bool:
    """A mutate or awaken line, read; False for any other line; Unsupported for one of these
    the reader can't say exactly."""
    first = line[:4]
    if first == "Muta":
        return _mutate(r, line)
    if first == "Awak":
        return _awaken(r, line)
    if line == "Undaunted":
        return _undaunted(r)
    if first == "Spec":
        return _spectacle(r, line)
    return False


def legendary_spell(r: Reader, undecided: bool) -> bool:
    """205.4e: a legendary instant or sorcery may be cast only while its caster controls a
    legendary creature or a legendary planeswalker: read into the card's :class:`CastWindow`
    (``control``, decided by ``castable.model.castwindow.window_open`` for every checker),
    with its own window if it has one. False when ``undecided`` (a split card's face, or a
    card cast while a trigger resolves: its window isn't decided by the reader)."""
    if undecided:
        return False
    w = r.cast_window or CastWindow(text="Legendary spell (205.4e)")
    r.cast_window = dataclasses.replace(w, control=LEGENDARY_CASTER)
    return True


def _undaunted(r: Reader) -> bool:
    # 702.125a: "This spell costs {1} less to cast for each opponent you have." (601.2f), the
    # same count as the sentence read by oracle.selfcost (measure "opponents")
    if r.band is not None:
        raise Unsupported  # a level's line: the level reached decides
    r.reductions.append(SelfReduction(ObjectFilter(), True, measure="opponents"))
    r.keywords.add("Undaunted")
    return True


def _add(r: Reader, name: str, cost: str, slot: TargetSlot) -> None:
    mana = text_cost(cost)
    if mana.x_count or any(a.name == name for a in r.alternative) or r.band is not None:
        raise Unsupported  # an X nobody announces; a second cost of that name; a level's line
    # 118.9: paid rather than the mana cost; 601.2c: its target exists only when it is chosen
    r.alternative.append(AlternativeCost(name, mana))
    r.targets.append(slot)


def _mutate(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Mutate ({COST})", line)
    if m is None:
        return False
    if "Creature" not in r.types:
        raise Unsupported  # 702.140a: a mutating creature spell
    slot = TargetSlot("permanent", MUTATE_TARGET, text="target non-Human creature you own (mutate)",
                      requires="mutate")
    _add(r, "mutate", m.group(1), slot)
    r.keywords.add("Mutate")
    return True


def _awaken(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Awaken (\d+)—({COST})", line)
    if m is None:
        return False
    if not r.is_spell_card:
        raise Unsupported
    slot = TargetSlot("permanent", AWAKEN_TARGET, text="target land you control (awaken)", requires="awaken")
    _add(r, "awaken", m.group(2), slot)
    r.keywords.add(f"Awaken {m.group(1)}")
    return True


def _spectacle(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Spectacle ({COST})", line)
    if m is None:
        return False
    mana = text_cost(m.group(1))
    if mana.x_count or any(a.name == "spectacle" for a in r.alternative) or r.band is not None:
        raise Unsupported
    # 702.137a, 118.9: the spectacle cost instead of the mana cost, if an opponent lost life this turn
    r.alternative.append(AlternativeCost("spectacle", mana, opponent_lost_life=True))
    r.keywords.add("Spectacle")
    return True
