"""The payment classes of a board with fixed sources counted by the objects they use of some
classes (issue 11, gen18): what ``plainchoices._joined_count`` joins with its target choices.

``classes._general_of`` enumerates every payment class one by one: per split of the fixed groups
(Signets, filter lands, Sol Ring: how many activations each) the spends of their units (the
rest floating, 106.4: part of the option key, docs/answers.md "Distinct options"), then every
split of the flexible units (one unit per object), each checked with the one spend check
(``spend.Checker``). On a board of Signets and lands that is over a thousand splits, each with
its own check and key (Ghostly Flicker: 1,427 classes, 150 ms). :func:`pay_profiles` gives the
same classes, counted, with these exact shortcuts:

- the check's answers are read through a *signature* (issue 11, prof19: 317 checks of Ghostly
  Flicker's count -> 30). A unit's *type* is its colors some demand sees (a colored symbol's, a
  filter land's hybrid cost: ``spend._seen``; every unit pays generic mana, 107.4), whether it
  may pay a mana ability's cost (605.1a; convoke and the like pay the spell only, 702.51a; a
  restricted unit, 106.6) and whether it is ready before any costed activation (a flexible or
  costless fixed group's) or made by one. A spend pays when its units can be given to the
  demands (the colored symbols, the generic part, the costed activations' costs) with each cost
  paid by mana made before it (605.3a); units of one type are interchangeable, so the signature
  is the units per type, each type's capped at the most a payment can give beyond generic mana
  (one per colored symbol its colors meet and one per cost unit if it may pay a cost: its other
  units pay generic mana, as any unit may), with the demands (colored symbols, generic part,
  cost units) beside it. Where every cost is {1} alike and every unit a costed group makes can
  pay it (``spend.alike_costs``: Signets), the check reads no more (``spend.ones``: the units can
  then be matched to the demands, one cost paid by a ready unit, whichever group made them), and
  the fixed groups' spent units are typed too; on another board (Nykthos's {2}, a filter land's
  {W/B} beside a Signet) the fixed groups' spends are read as they are and only the flexible
  units typed. Two spends of one signature get one check; and a unit of a type whose colors are
  a superset, that may pay a cost whenever the other may and is ready whenever the other is, pays
  whatever the other would, so a signature reached from a paying one by such swaps pays, one from
  which a failing one is reached fails (majorization on the types' order: every up-set of types
  holds at least as many units, the units that pay generic mana only making the totals equal):
  one check settles them all (:meth:`_Profiles._decide`);
- the flexible splits of a number of units (``classes._splits``, 118.3: at most a class's objects
  left by its fixed groups) are made once per (units, objects left) for every announcement and
  fixed split, with their types and their objects used of the classes watched; the check is
  called on one representative split of a type vector.

A class's key is its objects per class and label, its life and its floating mana
(``classes._spends``); when every group is the only one of its class and label and no two
announcements (601.2b: a hybrid or Phyrexian symbol's way) have the same life, distinct splits
have distinct keys: the splits of one type vector are counted per profile (how many have it)
times their floating pools; otherwise the pools are gathered per key first (the count of
distinct keys, as ``_spends``' ``seen`` set makes it).
"""

from __future__ import annotations

import operator
import time
from collections import Counter

from castable.solver.cpsat import plaintable, spend
from castable.solver.cpsat.classes import _Combo, _merge, _Need, _Source, _Timeout, fixed_splits
from castable.solver.cpsat.plaintable import _Order

#: no mana from before spent (the checker only reads it)
_NONE: Counter[str] = Counter()
#: what a class's key (``classes._spends``) is without its floating mana: life, objects per
#: class and label (one coordinate each)
_Key = tuple[int, tuple[int, ...]]
#: a unit type: its colors seen, may it pay a mana ability's cost, is it ready before any costed
#: activation (a flexible or costless fixed group's) or made by one
_Type = tuple[frozenset[str], bool, bool]


class _Splits:
    """The flexible splits of one number of units with one type vector ``tv`` (units per unit
    type, :class:`_Profiles`' types: the flexible ones, the fixed ones' 0): one of them (the
    representative the spend check reads), how many have each profile (objects used of each
    class watched), and each one's (profile, objects per class and label)."""

    def __init__(self, kx: tuple[int, ...], tv: tuple[int, ...]) -> None:
        self.kx = kx
        self.tv = tv
        self.parts: Counter[tuple[int, ...]] = Counter()
        self.keys: list[tuple[tuple[int, ...], tuple[int, ...]]] = []


#: the answers of the check known for one group of signatures (:meth:`_Profiles._answers`): by
#: signature, and the least paying and most failing ones checked, packed (:meth:`_Profiles._decide`)
_Answers = tuple[dict[tuple[int, ...], bool], list[int], list[int]]
#: the spends of one fixed split and number of flexible units that the check reads alike
#: (:meth:`_Profiles._grouped`): their group's answers, their fixed units per unit type (on an
#: ``alike`` board; else 0), one of them, and their floating pools
_Group = tuple[_Answers, tuple[int, ...], tuple[tuple[int | None, Counter[str]], ...], set[tuple[str, ...]]]


def pay_profiles(sources: list[_Source], needs: list[_Need], watched: tuple[tuple[int, ...], ...],
                 deadline: float) -> Counter[tuple[int, ...]] | None:
    """The payment classes of ``needs`` on a board with fixed sources and no floating mana from
    before (``classes._general_of``'s, the same keys), counted by the objects each uses of the
    classes ``watched`` (each a tuple of group indices: the sum of their objects used); None past
    ``deadline`` (CPU time) or when the spend check runs past its size. The spend check is the
    counts' (``plainsources2.assign_for``'s ``spend.Checker``, made here: its answer is read
    through a signature, the shortcuts above)."""
    try:
        return _Profiles(sources, needs, watched, deadline).count()
    except _Timeout:
        return None


class _Profiles:
    """:func:`pay_profiles`' enumeration: the board's facts read once."""

    def __init__(self, sources: list[_Source], needs: list[_Need], watched: tuple[tuple[int, ...], ...],
                 deadline: float) -> None:
        self.sources, self.needs, self.deadline = sources, needs, deadline
        self.check = spend.Checker(sources)
        self.fixed = [i for i, s in enumerate(sources) if s.fixed]
        self.flex = [i for i, s in enumerate(sources) if not s.fixed]
        self.flex_sources = [sources[i] for i in self.flex]
        # the colors a demand may see (``spend._seen``'s, for every announcement and filter land at once)
        seen: set[str] = set()
        for need in needs:
            for c in need.colored:
                seen |= c
        for s in sources:
            seen |= s.pays_with or frozenset()
        # unit types (colors seen, may pay a mana ability's cost, ready before any costed
        # activation): the flexible groups' first, then those of the fixed groups' units
        types: dict[_Type, int] = {}
        self.type_of = [types.setdefault((s.colors & seen, _pays_costs(s), True), len(types))
                        for s in self.flex_sources]
        self.n_flex_types = len(types)
        self.unit_of: dict[tuple[int, str], int] = {}  # (fixed group, type it makes) -> unit type
        for i in self.fixed:
            s = sources[i]
            # a filter land's units: one type, its pair's colors (``classes._filter_ways``' key)
            made = [("".join(sorted(s.pays_with)), s.colors)] if s.pays_with is not None else \
                [(t, frozenset({t})) for t in s.out]
            for t, colors in made:
                self.unit_of[i, t] = types.setdefault((colors & seen, _pays_costs(s), not s.costed), len(types))
        self.types = list(types)
        self.alike = spend.alike_costs(sources)
        # :meth:`_decide`'s packing (``plaintable._Order``: per up-set of the types a field, at
        # most the units of a spend in it)
        most = max((n.generic + len(n.colored) for n in needs), default=0) + \
            sum(len(s.ids) * s.cost for s in sources if s.costed)
        self.order = _Order(_ordered(self.types, sorted(seen)), most)
        self.answers: dict[tuple[object, ...], _Answers] = {}
        self.caps: dict[tuple[object, ...], tuple[int, ...]] = {}
        group_of = {i: w for w, g in enumerate(watched) for i in g}
        self.watch_flex = [group_of.get(i) for i in self.flex]
        self.watch_fixed = [group_of.get(i) for i in self.fixed]
        self.n_watched = len(watched)
        labels = [(s.cls, s.label) for s in sources]
        lives = [n.life for n in needs]
        label_at: dict[tuple[int, tuple[str, ...]], int] = {}
        label_of = [label_at.setdefault(x, len(label_at)) for x in labels]
        self.label_flex = [label_of[i] for i in self.flex]
        self.label_fixed = [label_of[i] for i in self.fixed]
        self.n_labels = len(label_at)
        #: a split and its announcement's life tell its key (no two groups of one class and label)
        self.injective = len(set(labels)) == len(labels) and len(set(lives)) == len(lives)
        self.splits: dict[tuple[int, tuple[int, ...]], list[_Splits]] = {}
        self.paying: dict[tuple[object, ...], list[tuple[_Splits, set[tuple[str, ...]]]]] = {}
        self.ticks = 0

    def count(self) -> Counter[tuple[int, ...]]:
        out: Counter[tuple[int, ...]] = Counter()
        keyed: dict[_Key, tuple[tuple[int, ...], set[tuple[str, ...]]]] = {}
        for need in self.needs:
            for kf, left, n_costed, by_flex in fixed_splits(_NONE, self.sources, need):
                self._fixed_split(need, kf, left, n_costed, by_flex, out, keyed)
        for profile, pools in keyed.values():
            out[profile] += len(pools)
        return out

    def _fixed_split(self, need: _Need, kf: tuple[int, ...], left: dict[int, int], n_costed: int,
                     by_flex: list[tuple[int, list[_Combo]]], out: Counter[tuple[int, ...]],
                     keyed: dict[_Key, tuple[tuple[int, ...], set[tuple[str, ...]]]]) -> None:
        """The classes of ``need`` whose fixed groups use ``kf`` (``_general_of``'s inner loops;
        ``classes.fixed_splits`` gives the rest)."""
        base = [0] * self.n_watched
        for w, n in zip(self.watch_fixed, kf, strict=True):
            if w is not None:
                base[w] += n
        fixed_part = tuple(base)
        plain = not any(fixed_part)
        used = [0] * self.n_labels
        for lab, n in zip(self.label_fixed, kf, strict=True):
            used[lab] += n
        fixed_used = tuple(used)
        left_flex = tuple(left[s.cls] for s in self.flex_sources)
        caps = self._caps(need, n_costed)
        for t_flex, spends in by_flex:
            for splits, pools in self._paying(need, kf, n_costed, spends, self._flex_splits(t_flex, left_flex), caps):
                self._tick()
                if self.injective:  # each split its own key: its pools counted
                    n = len(pools)
                    for part, times in splits.parts.items():
                        if not plain:
                            part = tuple(map(operator.add, fixed_part, part))
                        out[part] = out.get(part, 0) + n * times
                    continue
                for part, x_used in splits.keys:
                    key = (need.life, tuple(map(operator.add, fixed_used, x_used)))
                    got = keyed.setdefault(key, (part if plain else tuple(map(operator.add, fixed_part, part)), set()))
                    got[1].update(pools)

    def _paying(self, need: _Need, kf: tuple[int, ...], n_costed: int, spends: list[_Combo], flex: list[_Splits],
                caps: tuple[int, ...]) -> list[tuple[_Splits, set[tuple[str, ...]]]]:
        """The flexible splits ``flex`` (one type vector each) that pay with some of ``spends`` (of
        the fixed split ``kf``), with the floating pools of those. On an ``alike`` board two fixed
        splits whose spends have the same units per type and floating pools (two Signets' classes,
        one activation of either) have the same answers: found once (``self.paying``)."""
        groups = self._grouped(need, kf, n_costed, spends)
        key = None
        if self.alike:
            key = (tuple(need.colored), need.generic, n_costed, id(flex),
                   tuple((units, frozenset(floating)) for _, units, _, floating in groups))
            got = self.paying.get(key)
            if got is not None:
                return got
        out = []
        for splits in flex:
            self._tick()
            pools = self._pools(need, kf, splits, groups, caps)
            if pools:
                out.append((splits, pools))
        if key is not None:
            self.paying[key] = out
        return out

    def _grouped(self, need: _Need, kf: tuple[int, ...], n_costed: int, spends: list[_Combo]) -> list[_Group]:
        """The spends ``spends`` of the fixed split ``kf`` by what the check reads of them (module
        doc): on an ``alike`` board their units per type, else each one alone (the units each
        fixed group spends, by type); with their floating pools."""
        demand = (tuple(need.colored), need.generic, n_costed)
        zero = (0,) * len(self.types)
        by: dict[object, _Group] = {}
        for floating, parts in spends:
            if self.alike:
                units = [0] * len(self.types)
                for i, c in parts:
                    assert i is not None  # no floating mana from before (pay_profiles)
                    for t, n in c.items():
                        units[self.unit_of[i, t]] += n
                sig: object = tuple(units)
                group = by.get(sig)
                if group is None:
                    group = by[sig] = (self._answers(demand), tuple(units), parts, set())
            else:
                sig = tuple((i, tuple(sorted(c.items()))) for i, c in parts)
                group = by.get(sig)
                if group is None:
                    group = by[sig] = (self._answers((*demand, kf, sig)), zero, parts, set())
            group[3].add(floating)
        return list(by.values())

    def _answers(self, demand: tuple[object, ...]) -> _Answers:
        """The answers known for the signatures of one group (``demand``: what the check reads
        beside a signature, :meth:`_grouped`), and its least paying and most failing signatures
        checked (:meth:`_decide`)."""
        got = self.answers.get(demand)
        if got is None:
            got = self.answers[demand] = ({}, [], [])
        return got

    def _pools(self, need: _Need, kf: tuple[int, ...], splits: _Splits, groups: list[_Group],
               caps: tuple[int, ...]) -> set[tuple[str, ...]]:
        """The floating pools of the spends ``groups`` that pay with the splits of ``splits``
        beside the fixed split ``kf`` (one answer per group and signature: :meth:`_decide`)."""
        paying = []
        k = None
        tv = splits.tv
        for answers, units, parts, floating in groups:
            sig = tuple(map(min, map(operator.add, units, tv), caps))
            ok = answers[0].get(sig)
            if ok is None:
                if k is None:
                    k = _merge(self.sources, self.fixed, kf, splits.kx)
                ok = answers[0][sig] = self._decide(answers, sig, need, k, parts)
            if ok:
                paying.append(floating)
        if len(paying) == 1:
            return paying[0]
        return set().union(*paying)

    def _decide(self, answers: _Answers, sig: tuple[int, ...], need: _Need, k: tuple[int, ...],
                parts: tuple[tuple[int | None, Counter[str]], ...]) -> bool:
        """The check's answer for signature ``sig`` (units per type, capped) of one group
        (``answers``: its answers known), on the representative split ``k`` and spend ``parts``:
        settled by an answer known for a signature it majorizes (a paying one) or is majorized by
        (a failing one), else checked. Majorization: every up-set of the types holds at least as
        many units, all fields of the packed sums compared by one subtraction (a guard bit stays
        set where the field of the first is at least that of the second)."""
        packed = self.order.packed(sig)
        guard = self.order.guard
        _, yes, no = answers
        above = packed | guard
        if any((above - y) & guard == guard for y in yes):
            return True
        if any(((n | guard) - packed) & guard == guard for n in no):
            return False
        fixed = {i: c for i, c in parts if i is not None}
        ok = self.check(need, k, fixed, _NONE)
        if ok:  # the least paying signatures, the most failing ones: each settles what the others would
            yes[:] = [y for y in yes if ((y | guard) - packed) & guard != guard] + [packed]
        else:
            no[:] = [n for n in no if (above - n) & guard != guard] + [packed]
        return ok

    def _caps(self, need: _Need, n_costed: int) -> tuple[int, ...]:
        """Per unit type, the most of its units a payment can use beyond generic mana: one per
        colored symbol its colors meet (107.4) and one per cost unit when it may pay a cost
        (605.1a); the rest pay generic mana, which any unit may."""
        key = (tuple(need.colored), n_costed)
        got = self.caps.get(key)
        if got is None:
            got = self.caps[key] = tuple(sum(1 for d in need.colored if d & colors) + (n_costed if cost else 0)
                                         for colors, cost, _ in self.types)
        return got

    def _flex_splits(self, total: int, left_flex: tuple[int, ...]) -> list[_Splits]:
        """Every split of ``total`` flexible units (the splits of ``classes._splits``: per group
        how many of its class's objects, at most the objects ``left_flex`` of each group's class,
        118.3), by units per type."""
        memo_key = (total, left_flex)
        got = self.splits.get(memo_key)
        if got is not None:
            return got
        n_groups = len(self.flex)
        left = {s.cls: n for s, n in zip(self.flex_sources, left_flex, strict=True)}
        room = [0] * (n_groups + 1)  # units the groups from i on can take at most (their classes' objects)
        for i in range(n_groups):
            room[i] = sum(left[c] for c in {s.cls for s in self.flex_sources[i:]})
        by_type: dict[tuple[int, ...], _Splits] = {}
        kx, tv, part, used = [0] * n_groups, [0] * self.n_flex_types, [0] * self.n_watched, [0] * self.n_labels
        classes = [s.cls for s in self.flex_sources]
        pad = (0,) * (len(self.types) - self.n_flex_types)

        def walk(i: int, rest: int) -> None:
            if i == n_groups:
                if rest:
                    return
                self._tick()
                key = tuple(tv)
                splits = by_type.get(key)
                if splits is None:
                    splits = by_type[key] = _Splits(tuple(kx), key + pad)
                splits.parts[tuple(part)] += 1
                if not self.injective:
                    splits.keys.append((tuple(part), tuple(used)))
                return
            c, t, w, lab = classes[i], self.type_of[i], self.watch_flex[i], self.label_flex[i]
            for n in range(max(0, rest - room[i + 1]), min(rest, left[c]) + 1):
                kx[i] = n
                left[c] -= n
                tv[t] += n
                used[lab] += n
                if w is not None:
                    part[w] += n
                walk(i + 1, rest - n)
                left[c] += n
                tv[t] -= n
                used[lab] -= n
                if w is not None:
                    part[w] -= n
            kx[i] = 0

        walk(0, total)
        got = self.splits[memo_key] = list(by_type.values())
        return got

    def _tick(self) -> None:
        self.ticks += 1
        if self.ticks % 64 == 0 and time.process_time() > self.deadline:
            raise _Timeout



def _pays_costs(s: _Source) -> bool:
    """May ``s``'s units pay a mana ability's cost (605.1a)? Convoke and the like pay the spell
    only (702.51a), a restricted unit too (106.6)."""
    return s.role == "mana" and not s.restricted


def _ordered(types: list[_Type], colors: list[str]) -> list[plaintable._Type]:
    """The unit types as ``plaintable._Order`` orders them (``plaintable._up_sets``: one type at
    most another when its colors are a subset, it pays a mana ability's cost only if the other
    may, and it is ready before any costed activation only if the other is: readiness one more
    "color" of the subset); past ``plaintable.UP_SET_TYPES`` types each type alone (then a
    signature majorizes another when it has at least as many units of each type: a weaker,
    still exact, test)."""
    ready = len(colors)
    return [(frozenset(j for j, c in enumerate(colors) if c in cols) | ({ready} if first else frozenset()), cost)
            for cols, cost, first in types]
