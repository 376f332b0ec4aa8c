"""Option keys straight from the factored parts (issue 11): payment class x target choice.

``Plan.option_key`` (docs/answers.md "Distinct options") replaces each object a plan uses by
(its symmetry key, the sorted labels of its uses) and sorts those entries by their repr. In a
factored listing (:mod:`castable.solver.cpsat.factored`) every option is one payment class's
plan with one target choice put in, so its key is the payment's key with the target entries
added: every field but the objects comes from the payment class's first option (the targets
change only the objects, through ``Plan._slot_labels``); the objects are the payment's entries
of objects no target class holds, plus one entry per targeted object of a target class (all
ids of a class share one symmetry key, so an entry per cell and count, not per id), plus, for
a class that both pays and is targeted (the join), its rows' entries with the cells' labels
merged in. The entries' sort strings are built once per (class, labels).

:func:`iter_keys` yields, for each plan ``factored.iter_plans`` (or, over :func:`pure_parts`,
``classes.iter_plans``) would yield, in the same order, that plan's ``option_key``
(tests/test_factored_keys.py compares them one by one). :func:`list_keys` picks the path as
``search.list_options`` does; ``api.option_keys`` is the public entry.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import Any

from castable.model.plan import Plan
from castable.solver.cpsat import classes, factored
from castable.solver.cpsat.factored import Chosen, Factored, Pick, _Cost, _PayClass, take
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.search import enumerate_options

Entry = tuple[str, tuple[Any, ...]]  # (sort string: the repr of the entry, (symmetry key, labels))
#: the most target choices of one cost tuple whose entries are built at once (``_Keys.target_entries``);
#: past it they come one choice at a time (memory, and a small ``limit``)
MEMO_CAP = 100_000


class _Keys:
    """The key parts of one (payment class, cost tuple): the plan's key around its objects, the
    payment's own entries, each slot's label, and a cache of entries per (class, labels)."""

    def __init__(self, fx: Factored, pay: _PayClass, cost: _Cost, first: Plan, entries: dict[Any, Entry],
                 counts: dict[tuple[int, tuple[int, ...], int], int] | None = None) -> None:
        state = fx.cm.state
        whole = first.option_key(state)
        self.head, self.tail = whole[:9], whole[10:]
        active = [i for i, on in enumerate(cost.active) if on]
        labels = first._slot_labels(state)
        self.slot_label = {s: labels[p] for p, s in enumerate(active) if p < len(labels)}
        self.fx, self.entries = fx, entries
        self.counts = {} if counts is None else counts
        self.cell_memo: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = {}
        self.cell_entries: dict[tuple[int, tuple[tuple[str, ...], int]], Entry] = {}
        mixed_ids = {i for ci in fx.mixed for i in fx.tclasses[ci].ids}
        o = state.object(first.card)
        uses = _payment_uses(pay.plan, o is not None and "convoked" in o.card.oracle_text)
        self.base = [self.entry(None, i, u) for i, u in uses.items() if i not in mixed_ids]

    def entry(self, ci: int | None, oid: str, labels: list[str] | tuple[str, ...]) -> Entry:
        """The entry of ``oid`` (of target class ``ci``, or None) used with ``labels``."""
        lab = tuple(sorted(labels))
        key = (ci if ci is not None else oid, lab)
        got = self.entries.get(key)
        if got is None:
            k, rk = self.fx.cm.state.object_key(oid)
            got = self.entries[key] = (f"({rk}, {lab!r})", (k, lab))
        return got

    def cell_labels(self, cell: tuple[tuple[str, ...], int]) -> tuple[str, ...]:
        """The labels a target cell gives its objects: its slots', and its divided amount's."""
        got = self.cell_memo.get(cell)
        if got is None:
            sig, amount = cell
            out = [self.slot_label[int(b[1:])] for b in sig if int(b[1:]) in self.slot_label]
            got = self.cell_memo[cell] = tuple([*out, f"division{amount}"] if amount else out)
        return got

    def cell_entry(self, ci: int, cell: tuple[tuple[str, ...], int]) -> Entry:
        got = self.cell_entries.get((ci, cell))
        if got is None:
            got = self.cell_entries[ci, cell] = self.entry(ci, self.fx.tclasses[ci].ids[0], self.cell_labels(cell))
        return got

    def target_entries(self, cost: _Cost) -> list[tuple[Entry, ...]]:
        """Every target choice of ``cost``'s entries, in ``Factored.target_choices``'s order,
        when no class both pays and is targeted: the same programme, its suffixes memoized
        per (class, counts left, amount left) so that each key costs a few tuple joins."""
        fx = self.fx
        memo: dict[tuple[int, tuple[int, ...], int], list[tuple[Entry, ...]]] = {}

        def suffixes(ci: int, rem: tuple[int, ...], div: int) -> list[tuple[Entry, ...]]:
            if ci == len(fx.tclasses) or (div == 0 and not any(rem)):
                return [()]  # nothing left to choose: the other classes take no target
            got = memo.get((ci, rem, div))
            if got is None:
                got = memo[ci, rem, div] = []
                for chosen, r, d in fx._local(ci, rem, div):
                    if not self.count(ci + 1, r, d):
                        continue
                    rest = suffixes(ci + 1, r, d)
                    if not chosen:
                        got += rest
                        continue
                    mine = tuple(e for cell, n in chosen for e in [self.cell_entry(ci, cell)] * n)
                    got += [mine + t for t in rest]
            return got

        return suffixes(0, cost.counts, cost.divide) if fx.target_count(cost) else []

    def count(self, ci: int, rem: tuple[int, ...], div: int) -> int:
        """``fx._count(ci, rem, div, ())``, once per (class, counts left, amount left) over every
        cost tuple of the listing (it depends on the target classes only): a modal spell's cost
        tuples (Kolaghan's Command) reach the same remainders again and again."""
        key = (ci, rem, div)
        got = self.counts.get(key)
        if got is None:
            got = self.counts[key] = self.fx._count(ci, rem, div, ())
        return got

    def joined_entries(self, pay: _PayClass, cost: _Cost) -> list[tuple[Entry, ...]]:
        """:meth:`target_entries` where classes both pay and are targeted: the same programme
        as ``Factored.target_choices`` (and in its order) over ``pay``'s rows, each mixed
        class's part its contingency table's entries (:meth:`table_entries`), or, when it
        takes no target, its rows' own entries (:meth:`key`'s join); suffixes memoized per
        (class, counts left, amount left), so that a key costs a few tuple joins."""
        fx, rows = self.fx, pay.rows
        at = {ci: m for m, ci in enumerate(fx.mixed)}
        idle = [self.table_entries(ci, pay, (), ()) for ci in fx.mixed]
        tail: list[tuple[Entry, ...]] = [()] * (len(fx.tclasses) + 1)  # the idle rows of the mixed classes ci on
        for ci in range(len(fx.tclasses) - 1, -1, -1):
            tail[ci] = idle[at[ci]] + tail[ci + 1] if ci in at else tail[ci + 1]
        memo: dict[tuple[int, tuple[int, ...], int], list[tuple[Entry, ...]]] = {}

        def suffixes(ci: int, rem: tuple[int, ...], div: int) -> list[tuple[Entry, ...]]:
            if ci == len(fx.tclasses) or (div == 0 and not any(rem)):
                return [tail[ci]]  # nothing left to choose: the other classes take no target
            got = memo.get((ci, rem, div))
            if got is None:
                got = memo[ci, rem, div] = []
                m = at.get(ci)
                for chosen, r, d in fx._local(ci, rem, div):
                    if not fx._count(ci + 1, r, d, rows):
                        continue
                    rest = suffixes(ci + 1, r, d)
                    if not chosen:
                        got += [idle[m] + t for t in rest] if m is not None else rest
                    elif m is None:
                        mine = tuple(e for cell, n in chosen for e in [self.cell_entry(ci, cell)] * n)
                        got += [mine + t for t in rest]
                    else:
                        for table in fx._tables(tuple(n for _, n in rows[m]), tuple(n for _, n in chosen)):
                            mine = self.table_entries(ci, pay, chosen, table)
                            got += [mine + t for t in rest]
            return got

        return suffixes(0, cost.counts, cost.divide) if fx.target_count(cost, rows) else []

    def table_entries(self, ci: int, pay: _PayClass, chosen: Chosen, table: tuple[tuple[int, ...], ...]
                      ) -> tuple[Entry, ...]:
        """The entries of mixed class ``ci`` when ``table`` takes its rows' objects for the
        cells of ``chosen`` (none: every object keeps its row's entry; an unused row has none)."""
        sample = self.fx.tclasses[ci].ids[0]
        out: list[Entry] = []
        for r, (row, ids) in enumerate(pay.groups[self.fx.mixed.index(ci)]):
            left = len(ids)
            for (cell, _), takes in zip(chosen, table, strict=True):
                if takes[r]:
                    out += [self.entry(ci, sample, (*row, *self.cell_labels(cell)))] * takes[r]
                    left -= takes[r]
            if row and left:
                out += [self.entry(ci, sample, row)] * left
        return tuple(out)

    def keys(self, cost: _Cost, pay: _PayClass | None = None) -> Iterator[tuple[Any, ...]]:
        """:meth:`key` of every target choice of ``cost`` (``pay``: the payment class, when
        a class both pays and is targeted)."""
        head, tail, base = self.head, self.tail, self.base
        for tents in self.target_entries(cost) if pay is None else self.joined_entries(pay, cost):
            out = [*base, *tents]
            out.sort(key=_first)
            yield (*head, tuple([e[1] for e in out]), *tail)

    def key(self, pay: _PayClass, choice: list[Pick]) -> tuple[Any, ...]:
        fx = self.fx
        out = list(self.base)
        for ci, cells, table in choice:
            if table is None:
                for cell, n in cells:
                    out += [self.cell_entry(ci, cell)] * n
        if not fx.mixed:
            out.sort(key=_first)
            return (*self.head, tuple(e for _, e in out), *self.tail)
        taken: dict[int, tuple[Any, ...] | None] = {ci: table for ci, _, table in choice}
        cells_of = {ci: cells for ci, cells, _ in choice}
        for m, ci in enumerate(fx.mixed):  # the join: each row's objects, targeted or not
            sample = fx.tclasses[ci].ids[0]
            table = taken.get(ci)
            for r, (row, ids) in enumerate(pay.groups[m]):
                left = len(ids)
                if table is not None:
                    for (cell, _), takes in zip(cells_of[ci], table, strict=True):
                        if takes[r]:
                            out += [self.entry(ci, sample, (*row, *self.cell_labels(cell)))] * takes[r]
                            left -= takes[r]
                if row and left:
                    out += [self.entry(ci, sample, row)] * left
        out.sort(key=_first)
        return (*self.head, tuple(e for _, e in out), *self.tail)


def _first(e: Entry) -> str:
    return e[0]


def _payment_uses(plan: Plan, convoke_seen: bool) -> dict[str, list[str]]:
    """What paying did to each object, as ``Plan.option_key`` labels it (601.2h); convoking
    is a use only when the card's text looks at it (``convoke_seen``)."""
    uses: dict[str, list[str]] = {}
    lists = [("tapped", plan.tapped), ("sacrificed", plan.sacrificed), ("exiled", plan.exiled),
             ("discarded", plan.discarded), ("returned", plan.returned)]
    if plan.convoked and convoke_seen:
        lists.append(("convoked", plan.convoked))
    for label, ids in lists:
        for i in ids:
            uses.setdefault(i, []).append(label)
    return uses


def parts(fx: Factored) -> Iterator[tuple[_Cost, _PayClass]]:
    """The CP-SAT factored listing's (cost tuple, payment class) pairs, in ``iter_plans``'s order."""
    for cost in fx.costs:
        for pay in fx.payment_classes(cost):
            yield cost, pay
        if fx.timed_out:
            return


def pure_parts(cm: CastModel, fx: Factored) -> Iterator[tuple[_Cost, _PayClass]]:
    """The pure-Python enumerator's (cost tuple, payment class) pairs, in
    ``classes.iter_plans``'s order (``classes.declines(cm)`` must be None)."""
    sources = classes._sources(cm)
    assert sources is not None  # declines(cm) is None
    memo: dict[tuple[int, ...], list[_PayClass]] = {}
    for cost in classes.cost_tuples(cm, fx):
        if not fx.mixed and not fx.target_count(cost):
            continue
        for pay in classes._pay_classes(cm, fx, sources, cost, memo):
            yield cost, pay


def iter_keys(fx: Factored, pairs: Iterable[tuple[_Cost, _PayClass]] | None = None) -> Iterator[tuple[Any, ...]]:
    """Every option's key, in the order the plans of ``pairs`` (default: :func:`parts`) would
    come; one plan is derived per (payment class, cost tuple), the rest from the parts."""
    entries: dict[Any, Entry] = {}
    counts: dict[tuple[int, tuple[int, ...], int], int] = {}  # fx's target counts, shared by every cost tuple
    for cost, pay in parts(fx) if pairs is None else pairs:
        keys: _Keys | None = None
        if fx.target_count(cost, pay.rows) <= MEMO_CAP:
            first = next(fx.target_choices(cost, pay.rows), None)
            if first is not None:
                keys = _Keys(fx, pay, cost, fx.with_targets(pay, cost, first), entries, counts)
                yield from keys.keys(cost, pay if fx.mixed else None)
            continue
        for choice in fx.target_choices(cost, pay.rows):
            if keys is None:
                keys = _Keys(fx, pay, cost, fx.with_targets(pay, cost, choice), entries)
            yield keys.key(pay, choice)


def list_keys(cm: CastModel, *, limit: int | None, time_limit: float,
              pure: bool = True) -> tuple[list[tuple[Any, ...]], bool, bool]:
    """(option keys, complete, timed_out), as ``search.list_options`` with keys for plans: the
    pure payment classes where ``classes`` does not decline (``pure``), else the CP-SAT
    factored classes; a card that isn't factorable gets its plans' keys (one solve each)."""
    if not factored.factorable(cm):
        plans, done, timed_out = enumerate_options(cm, limit=limit, time_limit=time_limit)
        return [p.option_key(cm.state) for p in plans], done, timed_out
    if pure and classes.declines(cm) is None:
        fx: Factored = classes._Factored(cm, time.monotonic() + time_limit)
        return take(fx, _until_timeout(fx, iter_keys(fx, pure_parts(cm, fx))), limit)
    fx = Factored(cm, time.monotonic() + time_limit)
    fx.enumerate_costs()
    return take(fx, iter_keys(fx), limit)


def _until_timeout(fx: Factored, items: Iterator[tuple[Any, ...]]) -> Iterator[tuple[Any, ...]]:
    """``items`` until the pure enumerator hits the deadline (then ``fx.timed_out``)."""
    try:
        yield from items
    except classes._Timeout:
        fx.timed_out = True
