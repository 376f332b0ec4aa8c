"""Convoke, improvise and delve beside fixed mana sources, counted by a table (issue 11, table17).

:func:`castable.solver.cpsat.plaincosts.table_pay` counts the payment classes of a spell with
convoke (702.51a), improvise (702.126a) or delve (702.66a) by a table over unit *types* when
every unit group is *flexible* (one unit per object). Beside a *fixed* source (Sol Ring, Ancient
Tomb, a Signet, a filter land, Priest of Titania's "{G} for each Elf", Nykthos: ``_Source.fixed``)
it declined, and the general enumerator (``classes._general_of``) looked at every split of the
flexible units, thousands on a convoke or delve board: more than the move list's caps.

:func:`fixed_pay` keeps ``_general_of``'s outer enumeration for the classes that have a fixed
group (how many of each class's objects each of its groups uses, 118.3: one object, one use;
then which of the fixed activations' units are spent, the rest floating, 106.4: floating mana
is part of an option's key, docs/answers.md "Distinct options"; each activation spends at
least one unit, no idle activation) and counts the other classes, whose groups are all flexible
(one-unit mana sources, convoke, improvise, delve), by a table per (capped units per type,
units). A payment class's key (``classes._spends``) is its objects per class and label, its
life and its floating mana, so:

- whether a split pays is a matching of the units to the demands (the spell's colored symbols
  and the costed sources' own costs, 605.1a; the generic part takes any unit, 107.4): flexible
  units of one type (the demands their colors can meet, whether they may pay a mana ability's
  cost) are interchangeable, and a type's units beyond the most a matching can use (one per
  colored demand it meets and per cost unit it may pay) could as well pay generic mana only.
  So a table entry pays exactly when one representative split does: the one spend check
  (``spend.Checker``, the general enumerator's through ``plainsources2.assign_for``) is called
  on the fixed groups and one synthetic group per type (the excess units a group that pays
  generic mana only) instead of a second rule implementation;
- the check's answers are shared (issue 11, tab18), each sharing exact because the check reads
  nothing that tells the cases apart: a spend is read through its *signature* (the fixed units
  spent per type a flexible unit could have, capped as the types are; where a cost is more
  than {1}, the costed activations and their units spent), so two spends of one fixed split
  with the same signature and the same mana floating give every announcement the same entries
  for the same key (the second is skipped); an entry's answer doesn't read the generic part
  (memoized per signature without it); and a unit of a type that meets a superset of the
  colored demands, and may pay a mana ability's cost whenever the other may, pays whatever the
  other would (every flexible unit is ready before any activation), so counts per type reached
  from a paying one by such swaps pay and those from which a failing one is reached fail
  (majorization on the types' order: every up-set of types holds at least as many units, the
  units that pay generic mana only making the totals equal): a check settles them all;
- and beyond a signature (issue 11, tab19; ``_Checker._share``), per shape (colored demands)
  and number of cost units: where the check is Hall's condition on the units alone (no costed
  activation; or every cost {1}, all alike, paid by any unit a costed source makes: Signets,
  ``spend.ones``), a unit pays by its colors, whether it may pay a cost and whether it is ready
  before any activation, whoever made it, so the fixed units are compared as the flexible ones
  are, across signatures; where a cost of more than {1} orders the activations (Nykthos), the
  units ready at once (a costless fixed source's, Priest of Titania's, which the check reads
  as a land's) are, the costed sources' units and activations alike. The spends are gathered
  first and the checks made together, the fewest units first (the answers are mostly yes: a
  paying count settles every count above it). A signature is made from a spend's tally of
  units per (type, made by a costed source), once for every shape, and fixed splits alike (as
  many activations of groups the check reads the same: a Signet and a Skycloud Expanse) have
  their spends made once (``_Checker.alike``). Each X announced is a field of one int per
  (signature, flexible units), shifted per spend (``_paying_entries``): a spend costs the same
  whatever the number of X;
- a class with a fixed and a flexible group of one label (a filter land tapped for {C} or for
  its filter ability; Priest of Titania tapped for mana or for convoke: both "tapped") has keys
  that don't tell its groups apart, and two announcements with the same life (601.2b: a hybrid
  or Phyrexian symbol) have keys that coincide: the table entries that pay are gathered per key
  (life, the fixed classes' objects per label, floating mana) over every split and announcement
  of that key, and each entry is counted once per key.

A count is exact or None: Springleaf Drum (``ways``), floating mana from before, a flexible class
whose groups share a label or its objects, or a table or an enumeration past its caps decline.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
import time
from collections import Counter
from collections.abc import Iterator

from castable.solver.cpsat import spend
from castable.solver.cpsat.classes import _Combo, _combos, _Need, _Source
from castable.solver.cpsat.plainsources import uses_choices

#: the most (capped units per type, units) entries a table holds before the count declines
TABLE_STATES = 4_000
#: the most spend checks (one per count of units compared not settled by another's) a count makes
CHECK_STEPS = 20_000
#: the most (fixed split, spend of its units, colored shape) a count looks at (about the keys of
#: the payment classes without the table's part and X): a bound that holds when the time cap is
#: lifted
SPEND_STEPS = 50_000

#: the (fixed split, spend, colored shape) a count is expected to look at per second of its time
#: cap: past that, ``_spends_bound`` declines it before it starts (the rest of the work, per
#: X announced, is per signature and number of units, not per spend). On random boards with fixed
#: sources (Signets, Priests of Titania, Nykthos, filter lands; X, hybrid and convoke spells),
#: caps lifted, a count takes 9-80 us per such triple, checks included (median 21): every board
#: of at most 3,000 triples counted in 20 ms was admitted, none past that was; those past that
#: the general enumeration didn't count in 20 ms either (Spectral Procession beside three Signets
#: and two Skycloud Expanses: 420 x 4 shapes; Chord of Calling beside two Priests and Nykthos:
#: 364 x 1, where the announcements, 37, no longer multiply the work)
SPENDS_PER_SECOND = 150_000

#: a unit type: the indices of the colored demands its colors can meet, and whether it may pay a
#: mana ability's cost (605.1a): some source has one, the unit's colors fit it, it is mana
#: (convoke and the like pay the spell only, 702.51a) and unrestricted (106.6)
_Type = tuple[frozenset[int], bool]
#: a table entry: (units per type, each capped; units)
_Entry = tuple[tuple[int, ...], int]


class _Decline(Exception):
    """Past a cap, or a board this module doesn't model: the count is None."""


@dataclasses.dataclass
class _Board:
    """The groups split as :func:`fixed_pay` counts them."""

    sources: list[_Source]
    #: per class with a fixed group: its groups' indices
    fixed_classes: dict[int, list[int]]
    #: per class with flexible groups only: its groups' indices
    table_classes: dict[int, list[int]]
    #: the distinct colored demands of every announcement (their indices make the types)
    demands: list[frozenset[str]]
    types: list[_Type]
    type_of: dict[int, int]
    #: a representative group per type (the synthetic groups are copies of it)
    rep: list[_Source]


def fixed_pay(needs_per_x: list[list[_Need]], sources: list[_Source], joined: tuple[int, dict[int, int]],
              seconds: float) -> int | None:
    """The payment classes of a spell on a board with fixed sources (no floating mana), summed
    over each X's announcements ``needs_per_x`` (``plaincount.needs_by_x``); with ``joined`` =
    (plain, {paying class: its size}), each class weighed as ``plaincosts.table_pay`` weighs it
    (``plain`` plus, per paying class, ``plainsources.uses_choices`` of its uses). None when it
    declines (module doc) or takes more than ``seconds`` (``plaincount.PLAIN_SECONDS``, the cap
    of the general enumeration it replaces) of CPU time: the work it does, not how long other
    processes on a loaded machine make it wait, so a count is there or not whatever the load."""
    if any(s.ways for s in sources) or not any(s.fixed for s in sources) or not _one_kind_of_cost(sources):
        return None
    deadline = time.process_time() + seconds
    try:
        needs = [nd for needs in needs_per_x for nd in needs]
        board = _board(sources, needs)
        if len({tuple(nd.colored) for nd in needs}) * _spends_bound(board) > SPENDS_PER_SECOND * seconds:
            return None  # more than it can look at in its time: declined before any is made
        return _count(board, needs_per_x, joined, deadline)
    except _Decline:
        return None


def _one_kind_of_cost(sources: list[_Source]) -> bool:
    """Is the board of the kinds :class:`_Checker`'s signatures were made for: every costed
    group's cost alike (all {1}, Signets; all one filter pair; or one class costing more, Nykthos),
    and no restricted mana beside a cost it could not pay (a restricted fixed source beside a
    costed one, restricted mana beside a cost of more than {1})? The spend check
    (``spend.check``) answers on every board, but a signature reads one ``pays_with`` and one
    class's ordered activations: on another board two spends that differ would share a memo."""
    costed = [s for s in sources if s.costed]
    if len({(s.pays_with, s.cost) for s in costed}) > 1:
        return False
    if any(s.cost > 1 for s in costed) and (len({s.cls for s in costed}) > 1 or any(s.restricted for s in sources)):
        return False
    return not (costed and any(s.restricted and s.fixed for s in sources))


def _board(sources: list[_Source], needs: list[_Need]) -> _Board:
    by_cls: dict[int, list[int]] = {}
    for i, s in enumerate(sources):
        by_cls.setdefault(s.cls, []).append(i)
    fixed_classes, table_classes = {}, {}
    for cls, members in by_cls.items():
        if any(set(sources[i].ids) != set(sources[members[0]].ids) for i in members):
            raise _Decline  # groups of one class over different objects (``_general_of`` bounds them as one)
        if any(sources[i].fixed for i in members):
            fixed_classes[cls] = members
        elif len({sources[i].label for i in members}) != len(members):
            raise _Decline  # two flexible groups of one label: the table would count a key twice
        else:
            table_classes[cls] = members
    demands = sorted({d for nd in needs for d in nd.colored}, key=sorted)
    pays_with = next((s.pays_with for s in sources if s.costed), None)
    costed = any(s.costed for s in sources)
    types: list[_Type] = []
    type_of: dict[int, int] = {}
    rep: list[_Source] = []
    for i, s in enumerate(sources):
        if s.fixed:
            continue
        meets = frozenset(j for j, d in enumerate(demands) if s.colors & d)
        cost = costed and (pays_with is None or bool(s.colors & pays_with)) and s.role == "mana" and not s.restricted
        t = (meets, cost)
        if t not in types:
            types.append(t)
            rep.append(dataclasses.replace(s, cls=-1, ids=[], makes=dict(s.makes)))
        type_of[i] = types.index(t)
    return _Board(sources, fixed_classes, table_classes, demands, types, type_of, rep)


def _spends_bound(board: _Board) -> int:
    """At least as many (fixed split, spend) pairs as :func:`_paying_entries` looks at per
    colored shape: per fixed class, over the uses of its objects, the product of its fixed
    groups' ways to spend (every sub-multiset of the mana made, 106.4; a filter land's mixes)."""
    s = board.sources
    total = 1
    for members in board.fixed_classes.values():
        ways = 0
        for pick in allocations(len(members), len(s[members[0]].ids)):
            w = 1
            for g, n in zip(members, pick, strict=True):
                if n and s[g].fixed:
                    made = Counter(s[g].out)
                    w *= (2 * n + 1) * (2 * n + 2) // 2 if s[g].pays_with is not None else \
                        _product(m * n + 1 for m in made.values())
            ways += w
        total *= ways
    return total


def _product(values: Iterator[int]) -> int:
    out = 1
    for v in values:
        out *= v
    return out


def _most_cost(board: _Board) -> int:
    """The most cost units (605.1a: a Signet's {1}, Nykthos's {2}) the fixed classes' activations
    could ask for."""
    s = board.sources
    return sum(len(s[m[0]].ids) * max((s[i].cost for i in m if s[i].costed), default=0)
               for m in board.fixed_classes.values())


def _count(board: _Board, needs_per_x: list[list[_Need]], joined: tuple[int, dict[int, int]],
           deadline: float) -> int:
    plain, paying = joined
    cap = _table_caps(board, [nd for needs in needs_per_x for nd in needs])
    most = max((nd.generic + len(nd.colored) for needs in needs_per_x for nd in needs), default=0) + _most_cost(board)
    table, weighted = _tables(board, cap, most, paying, deadline)
    by_units: dict[int, list[_Entry]] = {}
    for entry in table:
        by_units.setdefault(entry[1], []).append(entry)
    order = list(table)  # the entries by bit (sets of entries: ints, their bits set)
    checker = _Checker(board, deadline, {e: 1 << j for j, e in enumerate(order)})
    total = 0
    sums: dict[tuple[object, ...], int] = {}  # by (entries, the paying fixed classes' uses)
    for (uses, _), per_key in _paying_entries(board, needs_per_x, by_units, checker).items():
        fixed_uses = tuple((cls, items) for cls, items in uses if cls in paying)
        for found in per_key.values():
            got = sums.get((found, fixed_uses))
            if got is None:
                entries = [order[j] for j in _bits(found)]
                got = sums[found, fixed_uses] = _weighed(entries, table, weighted, plain, paying, dict(fixed_uses))
            total += got
    return total


def _bits(mask: int) -> Iterator[int]:
    """The bits set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _weighed(entries: list[_Entry], table: dict[_Entry, int], weighted: dict[int, dict[_Entry, int]], plain: int,
             paying: dict[int, int], fixed_uses: dict[int, tuple[tuple[tuple[str, ...], int], ...]]) -> int:
    """The options of the payment classes of ``entries`` (each its splits, ``table``): ``plain``
    each, plus per paying class its uses' choices (a flexible-only class's: ``weighted``; a
    fixed class's: from ``fixed_uses``, the key's)."""
    n = sum(map(table.__getitem__, entries))
    got = plain * n
    for cls, size in paying.items():
        if cls in weighted:
            got += sum(weighted[cls].get(e, 0) for e in entries)
        else:
            got += uses_choices(dict(fixed_uses.get(cls, ())).values(), size) * n
    return got


def _table_caps(board: _Board, needs: list[_Need]) -> tuple[int, ...]:
    """Per type, the most of its units any check reads (``_Checker.caps`` over every announcement
    and the most cost units): none for a type that meets no colored demand and pays no cost."""
    most_cost = _most_cost(board)
    out = []
    for meets, cost in board.types:
        if not meets and not cost:
            out.append(0)
        else:
            colored = max((sum(1 for d in nd.colored if board.demands.index(d) in meets) for nd in needs), default=0)
            out.append(colored + (most_cost if cost else 0))
    return tuple(out)


def _tables(board: _Board, cap: tuple[int, ...], most: int, paying: dict[int, int], deadline: float
            ) -> tuple[dict[_Entry, int], dict[int, dict[_Entry, int]]]:
    """The splits of the flexible-only classes, by (units per type capped at ``cap``, units up to
    ``most``): each class's objects shared by its groups (at most its size, 118.3); and per
    paying class of them (``paying``: its size) the same with each split counted
    ``plainsources.uses_choices`` times for that class's uses. One pass, a count per weighing."""
    s = board.sources
    weighed = [cls for cls in paying if cls in board.table_classes]
    table: dict[_Entry, list[int]] = {((0,) * len(board.types), 0): [1] * (1 + len(weighed))}
    for cls, members in board.table_classes.items():
        size = len(s[members[0]].ids)
        nxt: dict[_Entry, list[int]] = {}
        for pick in allocations(len(members), size):
            w = [1] + [1] * len(weighed)
            if cls in weighed:
                w[1 + weighed.index(cls)] = uses_choices(
                    Counter({s[g].label: n for g, n in zip(members, pick, strict=True) if n}).values(), paying[cls])
            took = sum(pick)
            adds = [(board.type_of[g], n) for g, n in zip(members, pick, strict=True) if n]
            for (totals, made), ways in table.items():
                if made + took > most:
                    continue
                t = list(totals)
                for ti, n in adds:
                    t[ti] = min(cap[ti], t[ti] + n)
                key = (tuple(t), made + took)
                got = nxt.get(key)
                if got is None:
                    nxt[key] = [a * b for a, b in zip(ways, w, strict=True)]
                else:
                    for j, (a, b) in enumerate(zip(ways, w, strict=True)):
                        got[j] += a * b
        table = nxt
        if len(table) > TABLE_STATES or time.process_time() > deadline:
            raise _Decline
    return ({e: v[0] for e, v in table.items()},
            {cls: {e: v[1 + j] for e, v in table.items()} for j, cls in enumerate(weighed)})


def allocations(groups: int, size: int) -> Iterator[tuple[int, ...]]:
    """How many objects of one class each of its ``groups`` takes, at most ``size`` in all (118.3:
    one object, one use; ``plaincosts.table_pay``'s table too)."""
    if groups == 0:
        yield ()
        return
    for n in range(size + 1):
        for rest in allocations(groups - 1, size - n):
            yield (n, *rest)


#: the fixed classes' objects per label (of a key, :data:`_Keys`)
_Uses = tuple[tuple[int, tuple[tuple[tuple[str, ...], int], ...]], ...]
#: the keys of the payment classes (``classes._spends``) without the flexible-only classes'
#: part, each with its table entries (bits): {(the fixed classes' objects per label, the mana
#: left floating): {(the X announced (its index), the life paid): entries}}
_Keys = dict[tuple[_Uses, tuple[str, ...]], dict[tuple[int, int], int]]


@dataclasses.dataclass
class _Shape:
    """The announcements of one colored shape (every X's): what :func:`_paying_entries` reads."""

    members: list[tuple[int, _Need]]
    #: the generic parts asked, as bits (bit g: some announcement of the shape asks {g})
    generics: int


def _shapes(needs_per_x: list[list[_Need]]) -> dict[tuple[frozenset[str], ...], _Shape]:
    out: dict[tuple[frozenset[str], ...], _Shape] = {}
    for x, needs in enumerate(needs_per_x):
        for need in needs:
            shape = out.setdefault(tuple(need.colored), _Shape([], 0))
            shape.members.append((x, need))
            shape.generics |= 1 << need.generic
    return out


def _paying_entries(board: _Board, needs_per_x: list[list[_Need]], by_units: dict[int, list[_Entry]],
                    checker: _Checker) -> _Keys:
    """Per key (:data:`_Keys`), the table entries whose splits complete it into a payment class: some
    announcement of that X and life, some use of the fixed classes' objects with those totals
    and some spend leaving that mana floating pay with them (601.2g-h). Two spends of one fixed
    split with the same signature (:meth:`_Checker.signature`) and the same mana floating give
    every announcement the same entries for the same key: the second is skipped.

    A spend's entries for an announcement depend on its signature, the fixed classes' flexible
    units and the announcement's units (its generic part plus the spend's ``base``) only. So the
    spends are gathered first, with per (signature, flexible units) the numbers of units some
    announcement asks for; the checks are then made together (:meth:`_Checker.fields`: in an
    order where each settles many); each (signature, flexible units) gets one int, a field of
    ``width`` bits (the entries) per number of units, and a spend ors it, shifted by its
    ``base``, into its key's per shape (a field per generic part): a spend costs a few int
    operations whatever the number of X announced. The fields are read per announcement once
    per key at the end."""
    s = board.sources
    shapes = _shapes(needs_per_x)
    least, most = min(by_units, default=0), max(by_units, default=-1)  # the table's units
    span = (1 << (most - least + 1)) - 1  # the units fields (bit j: least + j units)
    fixed_cls = list(board.fixed_classes)
    per_class = [list(allocations(len(board.fixed_classes[c]), len(s[board.fixed_classes[c][0]].ids)))
                 for c in fixed_cls]
    spends: dict[tuple[tuple[_Uses, tuple[str, ...]], tuple[frozenset[str], ...], int, tuple[int, ...], int], None] = {}
    wanted_units: dict[tuple[int, tuple[int, ...]], int] = {}  # per (signature, flexible units)
    for picks in itertools.product(*per_class):
        k = [0] * len(s)
        uses = []
        flex = [0] * len(board.types)
        for c, pick in zip(fixed_cls, picks, strict=True):
            used: Counter[tuple[str, ...]] = Counter()
            for g, n in zip(board.fixed_classes[c], pick, strict=True):
                if n:
                    used[s[g].label] += n
                    if s[g].fixed:
                        k[g] = n
                    else:
                        flex[board.type_of[g]] += n
            if used:
                uses.append((c, tuple(sorted(used.items()))))
        kf, frozen, flex_key = tuple(k), tuple(uses), tuple(flex)
        n_costed = sum(n * s[i].cost for i, n in enumerate(kf) if n and s[i].costed)
        flex_units = sum(flex)
        for colored, shape in shapes.items():
            kind, listed = checker.spends_of(kf, colored, n_costed)
            for sig, floating, spent, parts in listed:
                base = len(colored) + n_costed - spent - flex_units
                checker.spends -= 1
                if checker.spends < 0 or time.process_time() > checker.deadline:
                    raise _Decline
                # the units fields the shape's announcements ask for (generic + base units)
                shift = base - least
                wanted = (shape.generics << shift if shift >= 0 else shape.generics >> -shift) & span
                if wanted:
                    checker.represent(sig, kind, parts, shape.members[0][1])
                    wanted_units[sig, flex_key] = wanted_units.get((sig, flex_key), 0) | wanted
                    spends[(frozen, floating), colored, sig, flex_key, base] = None
    fields = checker.fields(wanted_units, by_units, least)
    width = checker.width
    acc: dict[tuple[_Uses, tuple[str, ...]], dict[tuple[frozenset[str], ...], int]] = {}
    for key, colored, sig, flex_key, base in spends:
        got = fields[sig, flex_key]
        if got:
            # the field of ``least + j`` units is the announcement of generic part
            # ``least + j - base``'s: shifted to field ``least + j - base``
            shift = base - least
            moved = got << (-shift * width) if shift <= 0 else got >> (shift * width)
            per_shape = acc.setdefault(key, {})
            per_shape[colored] = per_shape.get(colored, 0) | moved
    mask = (1 << width) - 1
    out: _Keys = {}  # the entries: their bits (``_count``)
    for key, per_shape in acc.items():
        per_key = out[key] = {}
        for colored, got in per_shape.items():
            for x, need in shapes[colored].members:
                found = got >> (need.generic * width) & mask
                if found:
                    at = (x, need.life)
                    per_key[at] = per_key.get(at, 0) | found
    return out


#: a unit type of :meth:`_Checker.signature`: per colored demand whether its colors meet it,
#: whether it may pay a mana ability's cost, whether a costed source made it
_UnitType = tuple[tuple[bool, ...], bool, bool]
#: a spend of a fixed split: per fixed group used, its units spent by type (``classes._combos``)
_Parts = tuple[tuple[int | None, Counter[str]], ...]
#: what :meth:`_Checker.signature` reads of a spend whatever the colored demands: its units spent
#: per (type, made by a costed source), and where a cost is more than {1} the costed groups'
#: units spent (capped, :meth:`_Checker._costed_parts`)
_Raw = tuple[tuple[tuple[tuple[str, bool], int], ...], tuple[int, ...]]
#: a unit's type where :class:`_Profile` compares spends: the colored demands its colors meet
#: (their indices in ``_Board.demands``), whether it may pay a mana ability's cost, whether it is
#: ready before any costed activation to pay one (a flexible unit, a costless fixed source's)
_SharedType = tuple[frozenset[int], bool, bool]


class _Order:
    """Counts of units per type (types ordered by what their units pay, :func:`_up_sets`) packed
    in one int: per up-set of the types (the types themselves when they are too many to list)
    the units in it, a field of :attr:`bits` bits under a guard bit (:attr:`guard`), ``most``
    units at most. Then ``a`` majorizes ``b`` (every field of ``a`` at least ``b``'s) exactly
    when ``((a | guard) - b) & guard == guard``: no field borrows from the next, a guard bit
    stays set where ``a``'s field is at least ``b``'s. Packing is linear (a field is a sum): the
    packed units of a spend's fixed part plus its flexible part's are the spend's."""

    def __init__(self, types: list[_SharedType] | list[_Type], most: int) -> None:
        ups = _up_sets(tuple(types))
        self.bits = max(1, most.bit_length())
        width = self.bits + 1
        fields = len(types) if ups is None else len(ups)
        self.guard = sum(1 << (j * width + self.bits) for j in range(fields))
        #: per type, one unit of it packed: a 1 in the field of each up-set holding it
        self.unit = [1 << (t * width) if ups is None else sum(1 << (j * width) for j, up in enumerate(ups) if t in up)
                     for t in range(len(types))]

    def packed(self, units: list[int] | tuple[int, ...]) -> int:
        return sum(n * one for n, one in zip(units, self.unit, strict=True) if n)


@dataclasses.dataclass
class _Profile:
    """The signatures (:meth:`_Checker.signature`) of one shape (colored demands) and number of
    cost units, and how their answers are shared (:meth:`_Checker._share`)."""

    colored: tuple[frozenset[str], ...]
    n_costed: int
    #: per type of :meth:`_Checker.caps` (a flexible unit's), its index in :attr:`shared`
    flex: list[int]
    #: the types spends are compared on (those of the flexible units and of every unit a fixed
    #: source makes), each with its cap (:meth:`_Checker.caps`), and their order
    shared: list[_SharedType]
    caps: list[int]
    order: _Order
    #: per fixed unit's (type, made by a costed source): the index of its :data:`_UnitType`, its cap
    of: dict[tuple[str, bool], tuple[int, int]] = dataclasses.field(default_factory=dict)
    #: per unit type: the type itself, its cap (0: the check reads none), its index in :attr:`shared`
    types: list[tuple[_UnitType, int, int]] = dataclasses.field(default_factory=list)
    #: per (capped units by unit type, order part): the signature
    sigs: dict[tuple[object, ...], int] = dataclasses.field(default_factory=dict)
    #: the answers (by packed units, :class:`_Order`) shared by signatures: by the costed sources'
    #: units and order part, None where the check is Hall's condition on the units alone
    pools: dict[object, dict[int, bool]] = dataclasses.field(default_factory=dict)
    #: per (the fixed classes' flexible units, units): the table's entries as (their units packed,
    #: their number, their counts per flexible type, their bits)
    groups: dict[tuple[tuple[int, ...], int], list[tuple[int, int, tuple[int, ...], int]]] = \
        dataclasses.field(default_factory=dict)
    #: per counts of flexible units (per type of :meth:`_Checker.caps`): their units compared, packed
    packed: dict[tuple[int, ...], int] = dataclasses.field(default_factory=dict)
    #: per (the fixed classes' flexible units, the units asked as bits): :meth:`_Checker._layout`
    layouts: dict[tuple[tuple[int, ...], int], list[tuple[int, list[tuple[int, int, tuple[int, ...], int]]]]] = \
        dataclasses.field(default_factory=dict)


class _Checker:
    """The spend check (``spend.Checker``) on representative splits, its answers shared
    (:meth:`_share`), with the fixed spends of each fixed split (``classes._combos``) made once."""

    def __init__(self, board: _Board, deadline: float, bit: dict[_Entry, int]) -> None:
        self.board = board
        #: each table entry's bit: a set of entries is an int (their union: or)
        self.bit = bit
        #: the bits of a set of table entries (one per entry)
        self.width = max(1, len(bit))
        self.deadline = deadline
        self.steps = CHECK_STEPS
        self.spends = SPEND_STEPS
        self.synthetic = [*board.sources, *board.rep, _FILLER]
        self.check = spend.Checker(self.synthetic)
        self.pays_with = next((s.pays_with for s in board.sources if s.costed), None)
        #: is every costed source's cost {1}, paid by any unit it makes (``spend.ones``)?
        self._ones = spend.alike_costs(board.sources)
        self._combos: dict[tuple[int, ...], dict[int, list[_Combo]]] = {}
        self._raw: dict[tuple[int, ...], list[tuple[_Raw, tuple[str, ...], int, _Parts]]] = {}
        self._spends: dict[tuple[object, ...], list[tuple[int, tuple[str, ...], int, _Parts]]] = {}
        self._parts: dict[tuple[object, ...], tuple[tuple[tuple[tuple[str, bool], int], ...], int]] = {}
        self._ordered: dict[tuple[int, ...], dict[int, int] | None] = {}
        self._unit_types: dict[tuple[object, ...], _UnitType] = {}
        self._caps: dict[tuple[object, ...], tuple[int, ...]] = {}
        self._reduced: dict[tuple[object, ...], list[tuple[tuple[int, ...], int]]] = {}
        #: per (colored demands, cost units): its signatures (:class:`_Profile`)
        self._profiles: dict[tuple[tuple[frozenset[str], ...], int], _Profile] = {}
        #: per signature: its profile, its answers (a pool of :attr:`_Profile.pools`), its fixed
        #: units compared (their number, packed) and its first spend (:meth:`represent`)
        self._sigs: list[tuple[_Profile, dict[int, bool], int, int]] = []
        #: per signature: its first spend's fixed split, units spent per fixed group and their number
        self._reps: dict[int, tuple[tuple[int, ...], dict[int, Counter[str]], int, _Need]] = {}
        #: per fixed group: the facts of it the check reads (:meth:`alike`), as a small int (one per
        #: distinct facts: sorted as ints, a frozenset's ``<`` being a subset test)
        facts: dict[tuple[object, ...], int] = {}
        self._rows = [facts.setdefault((s.colors, tuple(sorted(s.out)), s.costed, s.cost, s.pays_with,
                                        s.role == "mana" and not s.restricted), len(facts))
                      for s in board.sources]
        self._alike: dict[tuple[object, ...], tuple[int, ...]] = {}

    def combos(self, k: tuple[int, ...]) -> dict[int, list[_Combo]]:
        got = self._combos.get(k)
        if got is None:
            got = self._combos[k] = _combos(self.board.sources, k, Counter())
        return got

    def raw_spends(self, k: tuple[int, ...]) -> list[tuple[_Raw, tuple[str, ...], int, _Parts]]:
        """The spends of the fixed split ``k`` (:meth:`combos`) as (their :data:`_Raw` tally, mana
        left floating, units spent, the spend): one of those with the same tally and the same
        mana floating. The tally is what :meth:`signature` reads of a spend for any colored
        demands, so two spends of one tally have one signature for every shape: each shape's
        signatures are made from the tallies (:meth:`spends_of`), not from every spend again."""
        got = self._raw.get(k)
        if got is None:
            got = []
            costed = self._costed_parts(k)
            seen: set[tuple[_Raw, tuple[str, ...]]] = set()
            for spent, ways in self.combos(k).items():
                for floating, parts in ways:
                    tally: dict[tuple[str, bool], int] = {}
                    spent_costed = []
                    for i, c in parts:
                        typed, total = self._part(i, c)
                        for t, n in typed:
                            tally[t] = tally.get(t, 0) + n
                        if costed is not None and i in costed:
                            # past n x c + n the costed group's units spent no longer change the
                            # check's answer (its own units pay at most its n x c cost units, and
                            # each activation needs one spent)
                            spent_costed.append(min(total, costed[i]))
                    raw = (tuple(sorted(tally.items())), tuple(spent_costed))
                    if (raw, floating) not in seen:
                        seen.add((raw, floating))
                        got.append((raw, floating, spent, parts))
            self._raw[k] = got
        return got

    def spends_of(self, k: tuple[int, ...], colored: tuple[frozenset[str], ...], n_costed: int
                  ) -> tuple[tuple[int, ...], list[tuple[int, tuple[str, ...], int, _Parts]]]:
        """The spends of the fixed split ``k`` (:meth:`raw_spends`) as (signature for ``colored``,
        mana left floating, units spent, the spend): one of those with the same signature and
        the same mana floating (then the same units spent), which give every announcement the
        same entries for the same key. Made once per fixed split and colored demands (the
        fixed classes' flexible groups split besides), and once for fixed splits alike
        (:meth:`alike`): returned with the fixed split they were made for (the spends' own)."""
        k = self.alike(k)
        key = (k, colored)
        got = self._spends.get(key)
        if got is None:
            got = []
            seen: set[tuple[int, tuple[str, ...]]] = set()
            costed = self._costed_parts(k)
            # the check reads the costed groups' activations, not the others' (their units spent
            # are the tally's, ready before any activation as a flexible unit is)
            order = None if costed is None else tuple((i, k[i]) for i in costed)
            for raw, floating, spent, parts in self.raw_spends(k):
                sig = self.signature(colored, raw, n_costed, order)
                if (sig, floating) not in seen:
                    seen.add((sig, floating))
                    got.append((sig, floating, spent, parts))
            self._spends[key] = got
        return k, got

    def alike(self, k: tuple[int, ...]) -> tuple[int, ...]:
        """The first fixed split seen alike ``k``: as many activations of groups whose facts the
        check reads (``spend.Checker``'s: colors, mana made, cost and what pays it, whether
        their mana may pay a cost) are the same, group for group (two Signets of one kind, or a
        Signet and a Skycloud Expanse: {1}, {T}: add {W}{U}), and no cost of more than {1}
        (where ``spend.check`` orders the activations a signature names its groups,
        :meth:`signature`). Their spends are the same up to which group made which unit: the
        same units spent per type, floating and tallies (:meth:`raw_spends`), so the same
        signatures, each checked on a spend of the first (:meth:`represent`)."""
        if self._costed_parts(k) is not None:
            return k
        rows = self._rows
        canon = tuple(sorted((rows[i], n) for i, n in enumerate(k) if n))
        return self._alike.setdefault(canon, k)

    def caps(self, colored: tuple[frozenset[str], ...], n_costed: int) -> tuple[int, ...]:
        """Per type, the most of its units a payment can use beyond generic mana: one per colored
        demand its colors meet and one per cost unit it may pay (a matching never uses more;
        the rest pay generic mana, which any unit may). ``spend.check``'s
        inequalities, where a cost is more than {1}, are Hall's too, for each number of cost units
        the costed source's own mana pays: its colored demands, the part paid with mana made before
        it (by a mana unit) and its own mana's part, so the same caps hold."""
        key = (colored, n_costed)
        got = self._caps.get(key)
        if got is None:
            got = self._caps[key] = tuple(self._cap(colored, n_costed, meets, cost)
                                          for meets, cost in self.board.types)
        return got

    def is_ordered(self, k: tuple[int, ...]) -> bool:
        """Does the fixed split ``k`` activate a source costing more than {1}
        (``spend.check`` orders its activations)?"""
        return any(n and s.costed and s.cost > 1 for s, n in zip(self.board.sources, k, strict=True))

    def _cap(self, colored: tuple[frozenset[str], ...], n_costed: int, meets: frozenset[int], cost: bool) -> int:
        if not meets and not cost:
            return 0  # generic mana only
        return sum(1 for d in colored if self.board.demands.index(d) in meets) + (n_costed if cost else 0)

    def reduced(self, units: int, entries: list[_Entry], flex: tuple[int, ...], caps: tuple[int, ...]
                ) -> list[tuple[tuple[int, ...], int]]:
        """The entries (those of ``units`` units) by their units per type with the fixed classes'
        flexible ones (``flex``), capped (what :meth:`_check` reads), each group as its bits
        (:attr:`bit`)."""
        key = (units, flex, caps)
        got = self._reduced.get(key)
        if got is None:
            groups: dict[tuple[int, ...], int] = {}
            for e in entries:
                counts = tuple(map(min, caps, map(operator.add, e[0], flex)))
                groups[counts] = groups.get(counts, 0) | self.bit[e]
            got = self._reduced[key] = list(groups.items())
        return got

    def signature(self, colored: tuple[frozenset[str], ...], raw: _Raw, n_costed: int,
                  order: tuple[tuple[int, int], ...] | None) -> int:
        """What the spend check reads of the fixed units spent (``raw``, :meth:`raw_spends`), as of
        a flexible unit's type: per (the colored demands its color meets, whether it fits a mana
        ability's cost, made by a costed source) their number, capped as :meth:`caps` (a filter
        land's unit: either color of its pair); where a cost is more than {1} (``spend.check``
        orders them; ``order``: the costed groups' activations), the costed activations' number
        and their units spent. Per colored demands and cost units (:class:`_Profile`), as a
        small int (equal ints: equal signatures)."""
        prof = self._profiles.get((colored, n_costed))
        if prof is None:
            prof = self._profiles[colored, n_costed] = self._profile(colored, n_costed)
        tally, spent_costed = raw
        units: dict[int, int] = {}
        of = prof.of
        for rt, n in tally:
            got = of.get(rt)
            if got is None:
                u = self._unit_index(prof, rt)
                got = of[rt] = (u, prof.types[u][1])
            u, most = got
            if most:  # capped as they add up (min(min(a, c) + b, c) = min(a + b, c))
                units[u] = min(units.get(u, 0) + n, most)
        capped = tuple(sorted(units.items())) if len(units) > 1 else tuple(units.items())
        # where a cost is more than {1} the check reads the costed groups' activations (n, each
        # costing c) and their units spent
        key = (capped, None if order is None else (order, spent_costed))
        sig = prof.sigs.get(key)
        if sig is None:
            sig = prof.sigs[key] = len(self._sigs)
            self._sigs.append(self._share(prof, capped, key[1]))
        return sig

    def _unit_index(self, prof: _Profile, rt: tuple[str, bool]) -> int:
        """The index in ``prof`` of a fixed unit's type (:meth:`_unit_type`), filed with its cap
        (:meth:`caps`' for a flexible unit of those colors) and its index in the shared types."""
        ut = self._unit_type(prof.colored, *rt)
        for u, (other, _, _) in enumerate(prof.types):
            if other == ut:
                return u
        prof.types.append((ut, sum(ut[0]) + (prof.n_costed if ut[1] else 0),
                           prof.shared.index(self._shared_type(prof.colored, prof.n_costed, ut))))
        return len(prof.types) - 1

    def _share(self, prof: _Profile, capped: tuple[tuple[int, int], ...], order: object
               ) -> tuple[_Profile, dict[int, bool], int, int]:
        """A new signature's answers (``capped``: its fixed units capped, by unit type of
        ``prof``; ``order``: its order part, None without a cost of more than {1}): the pool of
        ``prof`` it shares, and its fixed units compared there (per shared type, capped; their
        number and packed).

        The answer of a spend and flexible units is shared with those of other signatures of
        the same shape and cost units (on the units per shared type, :data:`_SharedType`,
        capped, the rest paying generic mana only: a count and its capped one are one spend to
        the check; the generic part is a slot every unit fits, :meth:`_check`), each exact
        because the check reads nothing that tells them apart but the units compared:

        - where the check is Hall's condition on the units alone (``spend.check``: no costed
          activation, Hall's condition over the colored demands; or every cost {1}, all alike,
          paid by any unit a costed source makes, Signets, ``spend.ones``: Hall's condition with
          the costs as demands too, one paid by a unit ready before any activation), what a
          unit pays is its colors, whether it may pay a cost and whether it is ready at once,
          whoever made it: every fixed unit is compared, in one pool per profile;
        - otherwise (``spend.check`` searches the activations' order: a cost of more than {1})
          the costed sources' units and the order part (the costed activations and their units
          spent, :meth:`signature`) name the pool, and only the units ready at once (a costless
          fixed source's, which the check reads as it reads a flexible unit's: spent before any
          activation) are compared.

        In either a unit that meets a superset of the colored demands, may pay a cost whenever
        the other may and is ready whenever the other is (with a cost to pay) pays whatever the
        other would, so by the order's majorization (:class:`_Order`; Hall's theorem on the
        order) units that majorize paying ones pay, and units that failing ones majorize fail.
        Each answer is a real spend's, checked on its own fixed units (:meth:`_check`)."""
        hall = order is None and (prof.n_costed == 0 or self._ones)
        fixed = [0] * len(prof.shared)
        made = []
        for u, n in capped:
            ut, _, t = prof.types[u]
            if hall or not ut[2]:
                fixed[t] += n
            else:
                made.append((u, n))
        named = None if hall else (order, tuple(made))
        pool = prof.pools.get(named)
        if pool is None:
            pool = prof.pools[named] = {}
        fixed = [min(n, c) for n, c in zip(fixed, prof.caps, strict=True)]
        return prof, pool, sum(fixed), prof.order.packed(fixed)

    def _profile(self, colored: tuple[frozenset[str], ...], n_costed: int) -> _Profile:
        """A new :class:`_Profile`: its shared types, those of the flexible units and of every
        unit a fixed source makes, each with its cap (:meth:`caps`)."""
        cost = n_costed > 0
        mine = frozenset(self.board.demands.index(d) for d in colored)
        types: list[_SharedType] = []
        flex = []
        for meets, pays in self.board.types:
            t = (meets & mine, pays and cost, pays and cost)
            if t not in types:
                types.append(t)
            flex.append(types.index(t))
        for s in self.board.sources:
            if s.fixed:
                for u in ["".join(sorted(s.pays_with))] if s.pays_with is not None else sorted(set(s.out)):
                    t = self._shared_type(colored, n_costed, self._unit_type(colored, u, s.costed))
                    if t not in types:
                        types.append(t)
        caps = [sum(1 for d in colored if self.board.demands.index(d) in meets) + (n_costed if pays else 0)
                for meets, pays, _ in types]
        # a field sums at most the capped fixed units and the capped flexible ones
        return _Profile(colored, n_costed, flex, types, caps, _Order(types, sum(caps) + sum(self.caps(colored, n_costed))))

    def _shared_type(self, colored: tuple[frozenset[str], ...], n_costed: int, ut: _UnitType) -> _SharedType:
        """A fixed unit's :data:`_SharedType`: ready before any activation unless a costed source
        made it."""
        meets, pays, made = ut
        cost = pays and n_costed > 0
        return (frozenset(self.board.demands.index(d) for d, m in zip(colored, meets, strict=True) if m),
                cost, cost and not made)

    def _part(self, i: int | None, c: Counter[str]) -> tuple[tuple[tuple[tuple[str, bool], int], ...], int]:
        """One fixed group's units spent (``c``: one of ``classes._combos``'s Counters, made once
        per fixed split and never changed, so known by its id) by (type, made by a costed
        source), and their number."""
        key = (i, id(c))
        got = self._parts.get(key)
        if got is None:
            assert i is not None  # no floating mana from before (fixed_pay)
            costed = self.board.sources[i].costed
            got = self._parts[key] = (tuple(((t, costed), n) for t, n in c.items()), sum(c.values()))
        return got

    def _costed_parts(self, k: tuple[int, ...]) -> dict[int, int] | None:
        """Where the fixed split ``k`` activates a source costing more than {1}
        (``spend.check`` orders its activations): per costed group, the most units spent the
        check tells apart (n activations costing c each: n x c + n); None when it doesn't."""
        if k not in self._ordered:
            src = self.board.sources
            self._ordered[k] = {i: n * (src[i].cost + 1) for i, n in enumerate(k) if n and src[i].costed} \
                if self.is_ordered(k) else None
        return self._ordered[k]

    def _unit_type(self, colored: tuple[frozenset[str], ...], t: str, costed: bool) -> _UnitType:
        """A fixed unit's type (:meth:`signature`): of type ``t`` (a filter land's: its pair,
        "WB", ``_filter_ways``), made by a costed source or not."""
        key = (colored, t, costed)
        got = self._unit_types.get(key)
        if got is None:
            colors = frozenset(t)
            got = self._unit_types[key] = (tuple(bool(d & colors) for d in colored),
                                           self.pays_with is None or bool(colors & self.pays_with), costed)
        return got

    def represent(self, sig: int, k: tuple[int, ...], parts: _Parts, need: _Need) -> None:
        """Keep the first spend of signature ``sig`` (of the fixed split ``k``; ``need``: an
        announcement of its shape): its checks are made on it (:meth:`_check`), every spend of
        one signature giving the same answers."""
        if sig not in self._reps:
            fixed = {i: c for i, c in parts if i is not None}
            self._reps[sig] = (k, fixed, sum(sum(c.values()) for c in fixed.values()), need)

    def fields(self, wanted: dict[tuple[int, tuple[int, ...]], int], by_units: dict[int, list[_Entry]],
               least: int) -> dict[tuple[int, tuple[int, ...]], int]:
        """Per (signature, the fixed classes' flexible units) of ``wanted``, the table entries that
        pay with a spend of that signature, for each number of units asked (``wanted``'s bits:
        ``least`` + j units), as one int: a field of :attr:`width` bits (the entries' bits) per
        number of units, the field of ``least`` + j units j fields up. The checks they need are
        made first, all together, per pool of answers (:meth:`_settle`)."""
        rows = []
        pending: dict[int, tuple[dict[int, bool], int, dict[int, tuple[int, int, int, tuple[int, ...]]]]] = {}
        for (sig, flex), units in wanted.items():
            if time.process_time() > self.deadline:
                raise _Decline
            prof, pool, total, fixed = self._sigs[sig]
            layout = prof.layouts.get((flex, units))
            if layout is None:
                layout = prof.layouts[flex, units] = self._layout(prof, flex, units, by_units, least)
            rows.append((sig, flex, pool, fixed, layout))
            todo = None
            for _, groups in layout:
                for packed, n, counts, _ in groups:
                    at = fixed + packed
                    if at not in pool:
                        if todo is None:
                            todo = pending.setdefault(id(pool), (pool, prof.order.guard, {}))[2]
                        if at not in todo:
                            todo[at] = (total + n, at, sig, counts)
        for pool, guard, todo in pending.values():
            pool.update(self._settle(guard, sorted(todo.values())))
        out = {}
        for sig, flex, pool, fixed, layout in rows:
            got = 0
            for shift, groups in layout:
                for packed, _, _, bits in groups:
                    if pool[fixed + packed]:
                        got |= bits << shift
            out[sig, flex] = got
        return out

    def _layout(self, prof: _Profile, flex: tuple[int, ...], units: int, by_units: dict[int, list[_Entry]],
                least: int) -> list[tuple[int, list[tuple[int, int, tuple[int, ...], int]]]]:
        """Per number of units of ``units`` (bits: ``least`` + j), its field's shift (j fields) and
        the table's entries of that many units with the fixed classes' flexible ones ``flex``
        (:meth:`reduced`), each group as (its counts compared, :class:`_Order`: packed and their
        number; its counts; its bits)."""
        caps = self.caps(prof.colored, prof.n_costed)
        out = []
        for j in _bits(units):
            got = prof.groups.get((flex, least + j))
            if got is None:
                got = prof.groups[flex, least + j] = []
                for counts, bits in self.reduced(least + j, by_units.get(least + j, []), flex, caps):
                    packed = prof.packed.get(counts)
                    if packed is None:
                        shared = [0] * len(prof.shared)
                        for t, n in zip(prof.flex, counts, strict=True):
                            shared[t] += n
                        packed = prof.packed[counts] = prof.order.packed(shared)
                    got.append((packed, sum(counts), counts, bits))
            if got:
                out.append((j * self.width, got))
        return out

    def _settle(self, guard: int, items: list[tuple[int, int, int, tuple[int, ...]]]) -> dict[int, bool]:
        """The answers of ``items`` ((units, packed, signature, counts), fewest units first; one per
        packed, fields under ``guard``: :class:`_Order`): a check (:meth:`_check`) on the first
        not known, which settles every count that majorizes it if it pays, every count it
        majorizes if it fails (:meth:`_share`). The fewest units first: the answers are mostly
        yes, and a paying count settles every one above it."""
        out: dict[int, bool] = {}
        while items:
            _, at, sig, counts = items[0]
            rest = []
            if self._check(sig, counts):
                for item in items:
                    if ((item[1] | guard) - at) & guard == guard:
                        out[item[1]] = True
                    else:
                        rest.append(item)
            else:
                above = at | guard
                for item in items:
                    if (above - item[1]) & guard == guard:
                        out[item[1]] = False
                    else:
                        rest.append(item)
            items = rest
        return out

    def _check(self, sig: int, counts: tuple[int, ...]) -> bool:
        """Do the spent fixed units of signature ``sig`` (its first spend, :meth:`represent`) with
        flexible units of ``counts`` per type (:meth:`reduced`) pay the shape's colored demands
        and the cost units, their number being right? One representative split: per type its
        units up to its cap, the rest a group that pays generic mana only, as many as make the
        units the demands' (the generic part the fewest that leaves none out). The answer doesn't
        depend on the generic part (a slot every unit fits: only the other slots' Hall
        inequalities can fail), so it is each announcement's of the shape."""
        self.steps -= 1
        if self.steps < 0 or time.process_time() > self.deadline:  # (each check: :meth:`_settle` scans between)
            raise _Decline
        k, fixed, spent, need = self._reps[sig]
        prof = self._sigs[sig][0]
        more = spent + sum(counts) - len(prof.colored) - prof.n_costed  # units beyond the non-generic demands
        generic = max(0, more)
        if need.generic != generic:
            need = dataclasses.replace(need, generic=generic)
        return self.check(need, (*k, *counts, generic - more), fixed, _NO_POOL)


#: the most types whose up-sets :func:`_up_sets` lists (2 ** 6 subsets looked at)
UP_SET_TYPES = 6


@functools.lru_cache(maxsize=256)
def _up_sets(types: tuple[_Type, ...] | tuple[_SharedType, ...]) -> tuple[tuple[int, ...], ...] | None:
    """The non-empty up-sets of the types ordered by what their units pay (one at most another:
    it meets a subset of the colored demands, and pays a mana ability's cost only if the other
    may), as lists of indices; None past ``UP_SET_TYPES`` types. Counts of units per type with
    at least as many in each up-set (the rest fillers) are reached by replacing units with
    units that pay at least as much (the poset's majorization: Hall's theorem on the order)."""
    n = len(types)
    if n > UP_SET_TYPES:
        return None
    below = [[j for j in range(n) if j != i and _below(types[j], types[i])] for i in range(n)]
    out = []
    for mask in range(1, 1 << n):
        # an up-set: with each member every type above it (no non-member above a member)
        if all(mask >> i & 1 or not any(mask >> j & 1 for j in below[i]) for i in range(n)):
            out.append(tuple(i for i in range(n) if mask >> i & 1))
    return tuple(out)


def _below(a: _Type | _SharedType, b: _Type | _SharedType) -> bool:
    """Does a unit of type ``a`` pay at most what one of ``b`` pays: it meets a subset of the
    colored demands, may pay a cost only if the other may (and is ready at once only if the other
    is, :data:`_SharedType`)?"""
    return a[0] <= b[0] and all(x <= y for x, y in zip(a[1:], b[1:], strict=True))


_NO_POOL: Counter[str] = Counter()


#: the units of a representative split beyond each type's cap: they pay generic mana only (no
#: color, no mana ability's cost), as every unit does once its type has as many as the
#: non-generic demands
_FILLER = _Source(-2, [], "delve", ("exiled",), frozenset(), {})
