"""Unit groups of the plain counts (issue 11) for filter lands and restricted mana.

:func:`castable.solver.cpsat.plaincount.count_plain` counts the payment classes of a board
from unit groups (``classes._Source``). This module makes the groups of two more kinds of
source, for the count from the state only (the CastModel listing's guard, ``classes.declines``,
still declines them):

- a *filter land* (Fetid Heath: "{T}: Add {C}." and "{W/B}, {T}: Add {W}{W}, {W}{B}, or
  {B}{B}."): its costed ability (605.1a) is paid with one unit of either color of its hybrid
  symbol (107.4e) made before it (605.3a), and adds two units, each of either color (its three
  alternatives are every pair). Its class gets a flexible group for its costless abilities
  and a fixed, costed group per alternative, whose ``cost`` is the hybrid's two colors; the
  general enumerator (``classes._general_of``) pays each such cost with a unit of those colors
  made before it (605.3a), beside any other costed source: :mod:`castable.solver.cpsat.spend`;
- mana whose spending restriction (106.6: Pillar of the Paruns, "Spend this mana only to cast
  a multicolored spell") allows the spell: its group is ``restricted``, so it pays the spell
  but never the cost of a mana ability (which is no spell).

It also joins a spell's target, or its "sacrifice a creature" cost, with the payment classes
when a candidate is a mana source of the caster (:func:`target_weight`, :func:`sacrifice_keys`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable

from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.cpsat.classes import _ABILITY_FIELDS, _by_id, _Source, _usable
from castable.solver.cpsat.objects import matches, sacrifice_ordered
from castable.solver.fields import set_field


def filter_pair(o: GameObject) -> frozenset[str] | None:
    """The two colors of ``o``'s filter ability when ``o`` is a filter land on the battlefield:
    every usable mana ability reads only ``_ABILITY_FIELDS``, taps ``o`` (once, 118.3), deals no
    damage, adds no "for each" amount and sacrifices nothing; exactly one has a mana cost, a
    single hybrid symbol of two colors ({W/B}: 107.4e, no generic half), and adds two units in
    every mix of those colors; the others have no cost and add one unit each. None otherwise."""
    abilities = _usable(o)
    if o.zone != "battlefield" or not any(ab.mana_cost.symbols for ab in abilities):
        return None
    if any(set_field(ab, _ABILITY_FIELDS, inside=False) is not None or ab.repeatable or not ab.tap
           or ab.sacrifice_self or ab.per is not None or ab.damage or ab.zone != "battlefield" for ab in abilities):
        return None
    costed = [ab for ab in abilities if ab.mana_cost.symbols]
    if len(costed) != 1 or any(len(alt) != 1 for ab in abilities if ab is not costed[0] for alt in ab.produces):
        return None
    symbols = costed[0].mana_cost.symbols
    sym = symbols[0]
    if len(symbols) != 1 or sym.generic is not None or sym.life or sym.is_x or sym.is_snow or len(sym.colors) != 2:
        return None
    pairs = {tuple(sorted(p)) for p in itertools.combinations_with_replacement(sorted(sym.colors), 2)}
    made = [tuple(sorted(alt)) for alt in costed[0].produces]
    if len(made) != len(pairs) or set(made) != pairs:
        return None
    return sym.colors


def filter_groups(cls: int, members: list[GameObject], pair: frozenset[str]) -> list[_Source]:
    """The unit groups of one class of identical filter lands (:func:`filter_pair`): its
    costless abilities as one flexible group (one unit of any type they add), and each
    alternative of the filter ability as a fixed group costing one unit of ``pair``'s colors.
    The groups share the class's objects (``_general_of`` bounds their sum by its size: one
    ability per object, 118.3 {T}); every use is "tapped" (one option key)."""
    ids = _by_id([m.id for m in members])
    abilities = _usable(members[0])
    out: list[_Source] = []
    costless = frozenset(alt[0] for ab in abilities if not ab.mana_cost.symbols for alt in ab.produces)
    if costless:
        out.append(_Source(cls, ids, "mana", ("tapped",), costless, {}))
    out.append(_Source(cls, ids, "mana", ("tapped",), pair, {}, tuple(sorted(pair)), True, pays_with=pair))
    return out


def mark_restricted(sources: list[_Source], allowed: tuple[str, ...]) -> None:
    """Mark the groups of the sources whose spending restriction allows the spell (106.6,
    ``plaincount._allowed_restricted``): their mana may pay the spell, never a costed mana
    ability (a mana ability is no spell: :mod:`castable.solver.cpsat.spend`)."""
    for s in sources:
        if set(s.ids) <= set(allowed):
            s.restricted = True


#: a payment class's weight: the choices joined with it, by its units per group (``classes._splits``'s k)
Weight = Callable[[tuple[int, ...]], int]


def cls_of(sources: list[_Source], oid: str) -> int:
    """The class of the unit groups object ``oid`` is in (it pays: ``plaincount`` checked)."""
    return next(s.cls for s in sources if oid in s.ids)


def target_weight(keys: Counter[object], sources: list[_Source]) -> Weight | None:
    """The target choices of a spell's one slot (601.2c) joined with each payment class, when
    some candidates are mana sources of the caster (``plaincount._plain_target_keys``'s
    ("paying", class) keys: Birds of Paradise for Dismember). Targets are chosen before the mana
    abilities are activated (601.2c before 601.2g), and a target may be tapped for mana; the
    option key has each object's class and uses (docs/answers.md), so with j of a paying
    class's n objects tapped, targeting one of them is one choice if j is 0 or n and two
    otherwise (a tapped one, or an untapped one): [j >= 1] + [j <= n - 1]; every other
    candidate one choice. None (declined) when such a class has a use other than "tapped" for
    mana (convoke, a sacrifice: more labels to tell apart) or a candidate of it is missing."""
    plain = sum(1 for k in keys if not (isinstance(k, tuple) and k[0] == "paying"))
    paying: dict[int, int] = {}
    for k, n in keys.items():
        if isinstance(k, tuple) and k[0] == "paying":
            paying[int(k[1])] = n
    groups: dict[int, list[int]] = {c: [] for c in paying}
    for i, s in enumerate(sources):
        if s.cls in paying:
            if s.role != "mana" or s.label != ("tapped",) or len(s.ids) != paying[s.cls]:
                return None
            groups[s.cls].append(i)

    def weight(k: tuple[int, ...]) -> int:
        w = plain
        for c, n in paying.items():
            j = sum(k[i] for i in groups[c])
            w += (j >= 1) + (j <= n - 1)
        return w

    return weight


def sacrifice_keys(state: GameState, player: str, spell: GameObject, sources: list[_Source]) -> Counter[object] | None:
    """The choices of a spell's "sacrifice a creature" additional cost (``plaincount._plain_discard``:
    Village Rites, no target slot) when some creatures that may be sacrificed are mana sources of
    the board: each class of identical creatures one key, a paying one ("paying", its class), for
    :func:`target_weight` (a creature tapped for mana, 601.2g, may then be sacrificed, 601.2h; the
    option key tells a tapped one from an untapped one). None when the cost is another, when a
    source counts permanents ("for each": a sacrifice could lower it, 605.3b) or a creature is
    ranked by its sacrifice."""
    parts = spell.card.additional_costs
    if len(parts) != 1 or parts[0].action != "sacrifice" or any(s.counts for s in sources):
        return None
    part = parts[0]
    paying = {i for s in sources for i in s.ids}
    keys: Counter[object] = Counter()
    for o in state.player(player).battlefield:
        if o.id != spell.id and matches(part.filter, o) and filter_matches(part.filter, o, player):
            if sacrifice_ordered(o):
                return None
            keys[("paying", cls_of(sources, o.id)) if o.id in paying else ("object", o.symmetry_key())] += 1
    return keys
