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
from collections.abc import Callable, Iterable

from castable.model.cards import ActivatedAbility
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.cpsat.classes import _ABILITY_FIELDS, _by_id, _Source, _usable
from castable.solver.cpsat.objects import matches, sacrifice_ordered
from castable.solver.cpsat.targets import target_candidates
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


def uses_choices(used: Iterable[int], size: int) -> int:
    """The distinct choices of one object of a class of ``size`` identical objects of which
    ``used`` (units per label) pay: option keys see each object's class and set of uses
    (docs/answers.md "Distinct options"), so one per label used and one more while an object of
    the class is unused. The one rule :class:`TargetWeight`, ``plaincosts.table_pay`` and
    ``plaintable`` weigh a target that pays by."""
    n = list(used)
    return sum(1 for j in n if j) + (sum(n) < size)


class TargetWeight:
    """A payment class's target (or sacrificed creature) choices, by its units per group
    (:func:`target_weight`): ``plain`` candidates that never pay, one choice each, and per
    paying class (its size, and its groups by label) one choice per label some of its objects
    carry and one more while an object of it is unused (docs/answers.md: option keys see each
    object's class and set of uses). Callable as a :data:`Weight`."""

    def __init__(self, plain: int, sizes: dict[int, int], labels: dict[int, list[list[int]]]) -> None:
        self.plain = plain
        self.sizes = sizes
        self.labels = labels  # per paying class, its groups' indices, one list per label

    def __call__(self, k: tuple[int, ...]) -> int:
        w = self.plain
        for c, by_label in self.labels.items():
            w += uses_choices((sum(k[i] for i in groups) for groups in by_label), self.sizes[c])
        return w

    @property
    def constant(self) -> int | None:
        """The weight of every payment class when each paying class is one object (its one
        object is one choice whatever it is used for: the plain count times it), else None."""
        return self.plain + len(self.sizes) if all(n == 1 for n in self.sizes.values()) else None

    def by_key(self, state: GameState, sources: list[_Source]) -> tuple[int, dict[object, int]]:
        """(plain, each paying class's symmetry key and size): ``plaincosts.table_pay``'s ``joined``."""
        keys: dict[object, int] = {}
        for c, n in self.sizes.items():
            o = state.object(next(s.ids[0] for s in sources if s.cls == c))
            assert o is not None
            keys[o.symmetry_key()] = n
        return self.plain, keys


def target_weight(keys: Counter[object], sources: list[_Source], *, sacrifice: bool = False) -> TargetWeight | None:
    """The target choices of a spell's or ability's one slot (601.2c) joined with each payment
    class, when some candidates are mana sources of the caster or units of its convoke
    (``plaincount._plain_target_keys``'s ("paying", class) keys: Birds of Paradise for
    Dismember, a Treasure for Naturalize, a Grizzly Bears for Stoke the Flames). Targets are
    chosen before the mana abilities are activated and the costs paid (601.2c before 601.2g and
    601.2h), and a target may then be tapped or sacrificed for mana (a Treasure, 605.3b: its
    spell stays cast, the target is checked on resolution, 608.2b) or tapped for convoke
    (702.51a); the option key has each object's class and uses, so with j of a paying class's n
    objects used, targeting one of them is one choice per label used and one more if j < n
    (:class:`TargetWeight`); every other candidate one choice. ``sacrifice``: the choices of a
    "sacrifice a creature" cost (601.2h, :func:`sacrifice_keys`), where only a class tapped for
    mana (label "tapped") is joined (one sacrificed for mana can't be sacrificed again). None
    (declined) when a candidate of a paying class is missing (some of its objects aren't
    candidates: not the classes read here)."""
    plain = sum(1 for k in keys if not (isinstance(k, tuple) and k[0] == "paying"))
    sizes: dict[int, int] = {}
    for k, n in keys.items():
        if isinstance(k, tuple) and k[0] == "paying":
            sizes[int(k[1])] = n
    by_label: dict[int, dict[tuple[str, ...], list[int]]] = {c: {} for c in sizes}
    for i, s in enumerate(sources):
        if s.cls in sizes:
            if len(s.ids) != sizes[s.cls] or (sacrifice and (s.role != "mana" or s.label != ("tapped",))):
                return None
            by_label[s.cls].setdefault(s.label, []).append(i)
    return TargetWeight(plain, sizes, {c: list(labels.values()) for c, labels in by_label.items()})


def twin_chosen(state: GameState, player: str, source: GameObject, ab: ActivatedAbility) -> bool:
    """Could both ``source`` and an object that looks like it (its symmetry key: option keys see
    classes and uses, not ids, docs/answers.md) be the one target of ``ab``'s slot (601.2c) or
    the object its "sacrifice a ..." cost part takes (601.2h)?"""
    key = source.symmetry_key()
    twins = [o for o in state.battlefield() if o.id != source.id and o.symmetry_key() == key]
    if not twins:
        return False
    for slot in ab.targets:
        ids = {t.id for t in target_candidates(state, player, source, slot) if not isinstance(t, str)}
        if source.id in ids and any(o.id in ids for o in twins):
            return True
    return any(part.action == "sacrifice" and all(matches(part.filter, o) and filter_matches(part.filter, o, player)
                                                  for o in (source, twins[0])) for part in ab.parts)


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
