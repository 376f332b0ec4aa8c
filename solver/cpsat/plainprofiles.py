"""The payment classes of a board with fixed sources counted by the objects they use of some
classes (issue 11, gen18): what ``plainchoices._joined_count`` joins with its target choices.

``classes._general_of`` enumerates every payment class one by one: per split of the fixed groups
(Signets, filter lands, Sol Ring: how many activations each) the spends of their units (the
rest floating, 106.4: part of the option key, docs/answers.md "Distinct options"), then every
split of the flexible units (one unit per object), each checked with the one spend check
(``spend.Checker``). On a board of Signets and lands that is over a thousand splits, each with
its own check and key (Ghostly Flicker: 1,427 classes, 150 ms). :func:`pay_profiles` gives the
same classes, counted, with two exact shortcuts:

- whether a split pays depends on its flexible units only through their *types*: per flexible
  group its colors that some demand sees (a colored symbol's, a filter land's hybrid cost:
  ``spend._seen``; every unit pays generic mana, 107.4) and whether it may pay a mana ability's
  cost (605.1a; convoke and the like pay the spell only, 702.51a; a restricted unit, 106.6). The
  check merges units of one type (``Checker.__call__``: per kind ``colors & seen`` and ``ok``;
  with no costed activation Hall's condition reads only the demands' colors), so the floating
  pools that pay are decided once per (fixed split, flexible units per type), on one
  representative split, and every other split with those units per type reuses the answer;
- the flexible splits of a number of units (``classes._splits``, 118.3: at most a class's objects
  left by its fixed groups) are made once per (units, objects left) for every announcement and
  fixed split, with their types and their objects used of the classes watched.

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

from castable.solver.cpsat import spend
from castable.solver.cpsat.classes import _Combo, _merge, _Need, _Source, _Timeout, fixed_splits

#: no mana from before spent (the checker only reads it)
_NONE: Counter[str] = Counter()
#: what a class's key (``classes._spends``) is without its floating mana: life, objects per
#: class and label (one coordinate each)
_Key = tuple[int, tuple[int, ...]]


class _Splits:
    """The flexible splits of one number of units with one type vector: one of them (the
    representative the spend check reads), how many have each profile (objects used of each class
    watched), and each one's (profile, objects per class and label)."""

    def __init__(self, kx: tuple[int, ...]) -> None:
        self.kx = kx
        self.parts: Counter[tuple[int, ...]] = Counter()
        self.keys: list[tuple[tuple[int, ...], tuple[int, ...]]] = []


def pay_profiles(sources: list[_Source], needs: list[_Need], watched: tuple[tuple[int, ...], ...],
                 deadline: float) -> Counter[tuple[int, ...]] | None:
    """The payment classes of ``needs`` on a board with fixed sources and no floating mana from
    before (``classes._general_of``'s, the same keys), counted by the objects each uses of the
    classes ``watched`` (each a tuple of group indices: the sum of their objects used); None past
    ``deadline`` (CPU time) or when the spend check runs past its size. The spend check is the
    counts' (``plainsources2.assign_for``'s ``spend.Checker``, made here: its answer reads a flexible
    group only through its type, the shortcut above)."""
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
        types: dict[tuple[frozenset[str], bool], int] = {}
        self.type_of = [types.setdefault((s.colors & seen, s.role == "mana" and not s.restricted), len(types))
                        for s in self.flex_sources]
        self.n_types = len(types)
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
        for t_flex, spends in by_flex:
            for splits in self._flex_splits(t_flex, left_flex):  # one type vector each
                self._tick()
                pools = self._pools(need, kf, splits.kx, spends, n_costed)
                if not pools:
                    continue
                if self.injective:  # each split its own key: its pools counted
                    n = len(pools)
                    for part, times in splits.parts.items():
                        out[part if plain else tuple(map(operator.add, fixed_part, part))] += n * times
                    continue
                for part, x_used in splits.keys:
                    key = (need.life, tuple(map(operator.add, fixed_used, x_used)))
                    got = keyed.setdefault(key, (part if plain else tuple(map(operator.add, fixed_part, part)), set()))
                    got[1].update(pools)

    def _pools(self, need: _Need, kf: tuple[int, ...], kx: tuple[int, ...], spends: list[_Combo],
               n_costed: int) -> set[tuple[str, ...]]:
        """The floating pools of the spends ``spends`` that pay with the split (``kf``, ``kx``)
        (``classes._spends``: one check per distinct spend of the fixed groups)."""
        k = _merge(self.sources, self.fixed, kf, kx)
        pools: set[tuple[str, ...]] = set()
        tried: dict[tuple[int, ...], bool] = {}
        for floating, parts in spends:
            if floating in pools:
                continue
            spent_ids = tuple(id(c) for _, c in parts)
            ok = tried.get(spent_ids)
            if ok is None:
                fixed = {i: c for i, c in parts if i is not None}
                pool = next((c for i, c in parts if i is None), _NONE)
                ok = tried[spent_ids] = self.check(need, k, fixed, pool)
            if ok:
                pools.add(floating)
        return pools

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
        kx, tv, part, used = [0] * n_groups, [0] * self.n_types, [0] * self.n_watched, [0] * self.n_labels
        classes = [s.cls for s in self.flex_sources]

        def walk(i: int, rest: int) -> None:
            if i == n_groups:
                if rest:
                    return
                self._tick()
                key = tuple(tv)
                splits = by_type.get(key)
                if splits is None:
                    splits = by_type[key] = _Splits(tuple(kx))
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

