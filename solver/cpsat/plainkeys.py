"""Option keys without a model (issue 11): the ``Plan.option_key`` of every option of a plain
cast, made straight from the state.

``api.option_keys`` used to build a :class:`CastModel` for every listing; on the small issue-3
boards the build alone was a third of the time. For the spells and boards this module reads
(:func:`plain_keys`'s whitelist: boards of one-unit mana sources, the plain spells of
:mod:`castable.solver.cpsat.plaincount` without its additional and alternative costs and paying
keywords, plus escalate, several target slots, X divided among any number of targets, and
targets that also pay), an option is an announcement (601.2b: the modes, X, the kickers), a
choice of targets (601.2c) with the division of an amount (601.2d), and a payment class of the
total cost (601.2f-h: how many objects of each class of identical sources are tapped or
sacrificed, the life paid for Phyrexian symbols; :mod:`castable.solver.cpsat.classes`'s
``_splits`` and ``_feasible``); its key (docs/answers.md "Distinct options") is the multiset of
(object class, the set of its uses) those choices give, which ``_KeyBuilder._join`` works out per
class of identical objects: two targets of different slots may be one object (115.3), a
target may be tapped for mana, and the targets of one slot are distinct objects.

Anything else declines (None) and the caller lists with the model; a key made here is exact
(tests/test_keys16.py compares every key set with the model's on the issue-3 boards, the deck
states' and generator boards' plain spells).

Order: the announcements in :func:`_announcements`'s order (each set of modes by size then in
card order, with escalate or entwine; each X from 0 up; each set of kickers paid, none first),
in each the payment classes in ``classes._splits``'s order (the most of the first class of
sources first), in each the target choices slot by slot in ``target_candidates``'s order
(opponents and their objects first), every key where it first appears. ``list_keys`` (the
model's listing) orders its keys by its own cost tuples and classes; no caller depends on the
order (docs/answers.md: compare listings as sets of option identities).
"""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from castable.model.cards import CardDef, TargetSlot
from castable.model.mana import ManaSymbol
from castable.model.state import GameObject, GameState
from castable.solver.cpsat.classes import _SPELL_FIELDS, _announced, _feasible, _Source, _splits
from castable.solver.cpsat.objects import sacrifice_ordered
from castable.solver.cpsat.plainchoices import mode_announcements
from castable.solver.cpsat.plaincount import (
    _PAYING_KEYWORDS,
    _PLAIN_TARGET_KINDS,
    _damage_may_bind,
    _plain_delta,
    _plain_kickers,
    _shared_board,
    needs_by_x,
    paid_one_way,
)
from castable.solver.cpsat.targets import target_candidates
from castable.solver.fields import set_field

Key = tuple[Any, ...]
Entry = tuple[str, tuple[Any, ...]]  # (sort string: the repr of the entry, (symmetry key, uses))
#: one slot's target choice: (class number, how many of its objects, the labels each gets)
Pick = tuple[tuple[int, int, tuple[str, ...]], ...]
#: the targets of one choice by class number: per object chosen, (its slot's label, its labels)
Groups = dict[int, tuple[tuple[str, tuple[str, ...]], ...]]
#: the target kinds read here: plaincount's, and cards in graveyards (no "single graveyard"
#: or "their graveyard" relation: those slots decline)
_KEY_TARGET_KINDS = _PLAIN_TARGET_KINDS | {"card_in_graveyard"}
#: the CardDef fields a spell read here may set: ``_SPELL_FIELDS`` and plain kickers
_KEY_SPELL_FIELDS = _SPELL_FIELDS | {"optional_costs"}


@dataclass
class _Slot:
    """One target slot of an announcement: its label in the key (``Plan._slot_labels``), its
    candidates by class (class, objects of it that are candidates), how many targets, and the
    amount divided among them (601.2d; 0: none)."""

    label: str
    cands: list[tuple[int, int]]
    lo: int
    hi: int
    amount: int
    divided: bool
    #: its target choices (:func:`_picks`), once listed
    picks: list[Groups] | None = None


@dataclass
class _Announcement:
    """What one announcement (601.2b) fixes: the optional costs as the key shows them, X, the
    modes, the symbols of its total cost (601.2f, before the modifiers) and its target slots."""

    optional: tuple[tuple[str, int], ...]
    x: int
    modes: tuple[int, ...]
    symbols: tuple[ManaSymbol, ...]
    slots: list[_Slot]


class _Declined(Exception):
    """Something this module doesn't read: the caller lists with the model."""


def plain_keys(state: GameState, player: str, spell: GameObject, *, limit: int | None,
               deadline: float) -> tuple[list[Key], bool, bool] | None:
    """(keys, complete, timed_out) of casting ``spell`` as ``api.option_keys`` gives them, or
    None when the spell or board is not of the kind read here, or it has no option (a "no" is
    the model's to prove). ``spell`` is one ``player`` may begin to cast (601.3: the caller's
    timing checks). ``limit``: at most that many keys (complete only when none was left out);
    past ``deadline`` the keys made so far, timed out."""
    try:
        return _listing(state, player, spell, limit, deadline)
    except _Declined:
        return None


def _listing(state: GameState, player: str, spell: GameObject, limit: int | None,
             deadline: float) -> tuple[list[Key], bool, bool] | None:
    card = spell.card
    if not _plain_spell(card, spell):
        return None
    sources = _shared_board(state, player, spell, None, ability=False)
    if sources is None or any(s.fixed or s.role != "mana" for s in sources):
        return None  # a fixed source's extra mana floats (a part of the key): left to the model
    delta = _plain_delta(state, player, card)
    if delta is None:
        return None
    assert card.mana_cost is not None
    if _damage_may_bind(state, player, [*card.mana_cost.symbols, *_optional_symbols(card)]):
        return None
    builder = _KeyBuilder(state, player, spell, sources, delta)
    out: list[Key] = []
    for key in builder.keys(deadline):
        if limit is not None and len(out) >= limit:
            return out, False, False
        out.append(key)
    if builder.timed_out:
        return out, False, True
    return (out, True, False) if out else None


def _optional_symbols(card: CardDef) -> list[ManaSymbol]:
    syms = [s for o in card.optional_costs for s in o.mana.symbols]
    if card.modes is not None:
        for cost in (card.modes.escalate, card.modes.entwine):
            syms += list(cost.symbols) if cost is not None else []
    return syms


def _plain_spell(card: CardDef, spell: GameObject) -> bool:
    """Is ``spell`` a one-face card cast from the hand for its mana cost (X included) with no
    field beyond ``_KEY_SPELL_FIELDS`` (no additional or alternative cost, 118.8-9), no cast
    prohibition of its own, plain kickers only (plaincount's ``_plain_kickers``), modes of
    :func:`_plain_modes`'s kind, a division of :func:`_plain_divided`'s kind, no
    Aura (its enchant target, 303.4a), tap trigger, spent-mana identity, paying keyword
    (convoke, improvise, delve) or snow symbol?"""
    if spell.zone != "hand" or card.mana_cost is None or card.faces or card.castable_faces:
        return False
    if set_field(card, _KEY_SPELL_FIELDS, inside=False) is not None or card.cast_prohibitions:
        return False
    if card.optional_costs and not _plain_kickers(card):
        return False
    if card.modes is not None and not _plain_modes(card):
        return False
    if card.division is not None and not _plain_divided(card):
        return False
    if card.tap_triggers or card.spent_matters or "Aura" in card.subtypes or _PAYING_KEYWORDS & set(card.keywords):
        return False
    if any(s.is_snow for s in [*card.mana_cost.symbols, *_optional_symbols(card)]):
        return False
    return all(_plain_slot(s, divided=card.division is not None and card.division.slot == i)
               for i, s in enumerate(card.targets))


def _plain_divided(card: CardDef) -> bool:
    """Is ``card``'s division (601.2d) an amount, fixed or X, among the targets of its one slot,
    with no modes or kicker beside it (:func:`_plain_slot`: the slot may be "any number")?"""
    d = card.division
    assert d is not None
    return d.slot == 0 and len(card.targets) == 1 and card.modes is None and not card.optional_costs \
        and (d.x or d.amount >= 1)


def _plain_modes(card: CardDef) -> bool:
    """Are ``card``'s modes (700.2) chosen by its caster, each at most once (no repeats, spree,
    pawprints), none with its own cost or division, with no slot of the card's own and no
    kicker beside them; escalate (702.120a) and entwine (702.42a) of mana alone, every symbol of
    them and of the mana cost paid one way (plaincount's ``paid_one_way``); every mode's slots plain
    (:func:`_plain_slot`)?"""
    modes = card.modes
    assert modes is not None
    if modes.repeatable or modes.spree or modes.escalate_parts or modes.chooser != "you" \
            or card.targets or card.optional_costs or set_field(modes, _MODE_CHOICE_FIELDS, inside=False) is not None:
        return False
    if any(set_field(m, _MODE_FIELDS, inside=False) is not None for m in modes.modes):
        return False
    extra = [c for c in (modes.escalate, modes.entwine) if c is not None]
    if any(not c.symbols for c in extra):
        return False
    symbols = [*(card.mana_cost.symbols if card.mana_cost is not None else ()), *(s for c in extra for s in c.symbols)]
    if extra and not all(paid_one_way(s) for s in symbols):
        return False
    return all(_plain_slot(s) for m in modes.modes for s in m.targets)


#: Mode fields :func:`_plain_modes` reads (its own cost, a division, pawprints: decline)
_MODE_FIELDS = frozenset({"text", "targets"})
#: ModeChoice fields :func:`_plain_modes` reads (pawprints, a chooser's condition ...: decline)
_MODE_CHOICE_FIELDS = frozenset({"modes", "min_modes", "max_modes", "escalate", "entwine", "chooser"})


def _plain_slot(slot: TargetSlot, *, divided: bool = False) -> bool:
    """Is ``slot`` N targets (or "up to N"; "any number" when an amount is divided among them,
    ``divided``) among one kind's candidates, chosen by the caster, with no relation to another
    slot, cost or X (601.2c: ``target_candidates`` alone decides them)?"""
    return slot.kind in _KEY_TARGET_KINDS and slot.count >= 1 and (divided or not slot.unlimited) and not slot.x_count \
        and slot.requires is None and slot.chooser == "you" and not slot.same_graveyard and not slot.different_from \
        and not slot.not_source and slot.unless is None and slot.relation is None and slot.graveyard_of_slot is None \
        and slot.filter.mana_value_x is None


class _KeyBuilder:
    """The keys of one spell on one board: the classes of identical objects (symmetry keys),
    the payment classes per total cost, and each class's joined uses (:func:`_join`) memoized."""

    def __init__(self, state: GameState, player: str, spell: GameObject, sources: list[_Source],
                 delta: tuple[int, int]) -> None:
        self.state, self.player, self.spell, self.sources, self.delta = state, player, spell, sources, delta
        self.life = state.player(player).life
        self.head = state.object_key(spell.id)[0]
        self.timed_out = False
        #: the classes of identical objects met, by number: (symmetry key, its repr), their
        #: sizes, and the number of each repr (a string: hashed once, unlike the key's tuple)
        self.classes: list[tuple[Any, str]] = []
        self.size: list[int] = []
        self.number: dict[str, int] = {}
        #: each source's class number
        self.pay_class = [self._class_of(s.ids) for s in sources]
        self.pays: dict[tuple[tuple[ManaSymbol, ...], int], list[tuple[tuple[int, ...], int]]] = {}
        self.joins: dict[tuple[object, ...], list[tuple[Entry, ...]]] = {}
        self.entries: dict[tuple[int, tuple[str, ...]], Entry] = {}
        self.slots: dict[tuple[int, str, int | None], _Slot] = {}
        self.cands: dict[int, list[tuple[int, int]]] = {}

    def slot(self, slot: TargetSlot, label: str, amount: int | None) -> _Slot:
        """``slot`` as one announcement's (601.2c: from ``minimum`` to ``count`` targets, any
        number when unlimited; ``amount``: divided among them, each getting one at least,
        601.2d, so at most that many), made once per (slot, label, amount): its target
        choices are then listed once."""
        memo = (id(slot), label, amount)
        got = self.slots.get(memo)
        if got is None:
            cands = self.candidates(slot)
            hi = sum(n for _, n in cands) if slot.unlimited else slot.count
            if amount is not None:
                hi = min(hi, amount)
            got = self.slots[memo] = _Slot(label, cands, slot.minimum, hi, amount or 0, amount is not None)
        return got

    def _class_of(self, ids: list[str]) -> int:
        """The number of the class of a source's objects (all of one symmetry key)."""
        keys = {self.state.object_key(i) for i in ids}
        if len(keys) != 1:
            raise _Declined
        return self._number(*next(iter(keys)), len(ids))

    def _number(self, key: Any, rk: str, n: int) -> int:
        """The number of class ``key`` (repr ``rk``) of ``n`` objects; declined when it was met
        with another size (its objects are not all candidates of a slot, or not all pay)."""
        ci = self.number.get(rk)
        if ci is None:
            ci = self.number[rk] = len(self.classes)
            self.classes.append((key, rk))
            self.size.append(n)
        elif self.size[ci] != n:
            raise _Declined
        return ci

    def keys(self, deadline: float) -> Iterator[Key]:
        """Every option's key, each once: two announcements never share a key (their modes,
        X or optional costs differ), so keys are told apart within one, by their entries'
        sort strings (made once each: cheaper to hash than the keys' nested tuples)."""
        for ann in _announcements(self):
            seen: set[tuple[int, tuple[str, ...]]] = set()
            head = (self.head, None, None, 0, "hand", None, ann.optional, ann.x, ann.modes)
            for k, life in self.payments(ann):
                paying = {ci: (used, s.label) for ci, s, used in zip(self.pay_class, self.sources, k, strict=True)}
                base = [self._entry(ci, label) for ci, (used, label) in paying.items() for _ in range(used)]
                for groups in _slot_picks(ann.slots):
                    if time.monotonic() > deadline:
                        self.timed_out = True
                        return
                    yield from self._keys_of(head, paying, base, life, groups, seen)

    def payments(self, ann: _Announcement) -> list[tuple[tuple[int, ...], int]]:
        """The payment classes of ``ann``'s total cost: (objects used per source class, life
        paid), as plaincount's ``_plain_pay_needs`` counts them (601.2f: the modifiers;
        107.4f: Phyrexian symbols paid with life, 119.4 at most the life total)."""
        memo = (ann.symbols, ann.x)
        got = self.pays.get(memo)
        if got is None:
            got = self.pays[memo] = []
            seen: set[tuple[tuple[int, ...], int]] = set()
            for need in _announced(list(ann.symbols), ann.x, *self.delta, self.life):
                left = {s.cls: len(s.ids) for s in self.sources}
                for k in _splits(need.generic + len(need.colored), self.sources, left):
                    if (k, need.life) not in seen and _feasible(need, self.sources, k):
                        seen.add((k, need.life))
                        got.append((k, need.life))
        return got

    def candidates(self, slot: TargetSlot) -> list[tuple[int, int]]:
        """``slot``'s legal candidates (601.2c, 115.2, hexproof 702.11b, shroud 702.18a,
        protection 702.16b) by class, in ``target_candidates``'s order; declined when a class's
        objects are not all candidates alike or one is ranked on its own (``sacrifice_ordered``)."""
        got = self.cands.get(id(slot))
        if got is not None:
            return got
        counts: dict[str, tuple[Any, int]] = {}
        for t in target_candidates(self.state, self.player, self.spell, slot):
            if isinstance(t, str):
                key, rk = self.state.object_key(t)
            else:
                if sacrifice_ordered(t) or t.id == self.spell.id:
                    raise _Declined
                key, rk = self.state.object_key(t.id)
            counts[rk] = (key, counts[rk][1] + 1 if rk in counts else 1)
        got = self.cands[id(slot)] = [(self._number(key, rk, n), n) for rk, (key, n) in counts.items()]
        return got

    def _keys_of(self, head: tuple[Any, ...], paying: dict[int, tuple[int, tuple[str, ...]]], base: list[Entry],
                 life: int, groups: Groups, seen: set[tuple[int, tuple[str, ...]]]) -> Iterator[Key]:
        """The keys of one announcement (``head``), payment class (``paying``: per source class
        the objects used and their label; ``base``: their entries) and choice of targets
        (``groups``): per targeted class, every way its uses join (:meth:`_join`), one key per
        combination; a paying class no target touches keeps its ``base`` entries."""
        if any(ci in paying for ci in groups):
            base = [self._entry(ci, label) for ci, (used, label) in paying.items() if ci not in groups for _ in range(used)]
        none = (0, ())
        per_class = [self._join(ci, g, *paying.get(ci, none)) for ci, g in groups.items()]
        for combo in itertools.product(*per_class):
            entries = [*base, *itertools.chain.from_iterable(combo)]
            entries.sort(key=_first)
            ident = (life, tuple([t for t, _ in entries]))
            if ident not in seen:
                seen.add(ident)
                yield (*head, tuple([e for _, e in entries]), life, (), None)

    def _entry(self, cls: int, labels: tuple[str, ...]) -> Entry:
        """(its sort string, (symmetry key, uses)): ``Plan._key`` sorts the entries by their repr."""
        got = self.entries.get((cls, labels))
        if got is None:
            key, rk = self.classes[cls]
            got = self.entries[cls, labels] = (f"({rk}, {labels!r})", (key, labels))
        return got

    def _join(self, cls: int, groups: tuple[tuple[str, tuple[str, ...]], ...], used: int,
              label: tuple[str, ...]) -> list[tuple[Entry, ...]]:
        """Every multiset of uses the class's objects can have (``Plan.option_key``: each object
        used, with the sorted set of its uses) when ``groups`` (slot, labels) are the targets
        it holds and ``used`` of its objects pay with ``label``: the targets of one slot are
        distinct objects (115.3), those of different slots may be one object (115.3, 700.2:
        the same object for two modes' "target"), a target may also pay (601.2c before
        601.2g-h), and at most the class's objects are used."""
        memo = (cls, groups, used, label)
        got = self.joins.get(memo)
        if got is not None:
            return got
        n = self.size[cls]
        out: set[tuple[tuple[str, ...], ...]] = set()
        for blocks in _blocks(list(groups)):
            m = len(blocks)
            for paying in range(max(0, m - (n - used)), min(used, m) + 1):
                for chosen in itertools.combinations(range(m), paying):
                    uses = [tuple(sorted({*b, *label})) if i in chosen else tuple(sorted(b)) for i, b in enumerate(blocks)]
                    uses += [label] * (used - paying)
                    out.add(tuple(sorted(uses)))
        got = self.joins[memo] = [tuple(self._entry(cls, u) for u in way) for way in sorted(out)]
        return got


def _first(e: tuple[str, Any]) -> str:
    return e[0]


def _blocks(groups: list[tuple[str, tuple[str, ...]]]) -> Iterator[list[tuple[str, ...]]]:
    """Every way to put the target ``groups`` (slot, labels) on objects: set partitions with at
    most one group of each slot per block (one slot's targets are distinct objects, 115.3);
    each block the union of its groups' labels."""
    if not groups:
        yield []
        return
    (slot, labels), rest = groups[0], groups[1:]
    for tail in _partitions(rest):
        yield from _place(slot, labels, tail)


def _partitions(groups: list[tuple[str, tuple[str, ...]]]) -> Iterator[list[tuple[set[str], tuple[str, ...]]]]:
    if not groups:
        yield []
        return
    (slot, labels), rest = groups[0], groups[1:]
    for tail in _partitions(rest):
        yield [({slot}, labels), *tail]
        for i, (slots, ls) in enumerate(tail):
            if slot not in slots:
                yield [*tail[:i], (slots | {slot}, (*ls, *labels)), *tail[i + 1:]]


def _place(slot: str, labels: tuple[str, ...], tail: list[tuple[set[str], tuple[str, ...]]]
           ) -> Iterator[list[tuple[str, ...]]]:
    yield [labels, *(ls for _, ls in tail)]
    for i, (slots, ls) in enumerate(tail):
        if slot not in slots:
            yield [*(x for _, x in tail[:i]), (*ls, *labels), *(x for _, x in tail[i + 1:])]


def _announcements(b: _KeyBuilder) -> Iterator[_Announcement]:
    """Each announcement (601.2b) of the spell, in this module's order: each set of modes
    (``plainchoices.mode_announcements``: by size then in card order; escalated, 702.120a, shown
    as ``escalate``: N for the cost paid N times; entwined, 702.42a, as ``entwine``: 1); each X
    from 0 while the generic part can still be paid (``plaincount.needs_by_x``); each set of
    kickers paid (702.33a, none first). A set of modes whose slot has too few candidates can't
    be chosen (700.2, 601.2c)."""
    card = b.spell.card
    cost = card.mana_cost
    assert cost is not None
    modes = card.modes
    if modes is None:
        d = card.division

        def slots(x: int) -> list[_Slot]:  # 601.2d: the amount divided, X with {X}
            return [b.slot(s, f"target{i}", (x if d.x else d.amount) if d is not None and d.slot == i else None)
                    for i, s in enumerate(card.targets)]

        yield from _with_x_and_kickers(b, card, (), list(cost.symbols), (), slots)
        return
    for c, syms, entwined in mode_announcements(card, modes):
        extra = len(c) - 1 if modes.escalate is not None else 0  # the escalate cost's times, as the key shows it
        optional = (("entwine", 1),) if entwined else (("escalate", extra),) if extra else ()
        mine = [b.slot(s, f"mode{m}.target{j}", None) for m in c for j, s in enumerate(modes.modes[m].targets)]
        yield from _with_x_and_kickers(b, card, c, syms, optional, functools.partial(_same, mine))


def _same(slots: list[_Slot], _x: int) -> list[_Slot]:
    """A modal spell's slots, the same for every X."""
    return slots


def _with_x_and_kickers(b: _KeyBuilder, card: CardDef, modes: tuple[int, ...], syms: list[ManaSymbol],
                        optional: tuple[tuple[str, int], ...], slots_of: Callable[[int], list[_Slot]]
                        ) -> Iterator[_Announcement]:
    """:func:`_announcements` for one set of modes: each X and set of kickers paid, the
    target slots of each X (``slots_of``); none where a slot has too few candidates."""
    kickers = card.optional_costs
    # each X while it can be paid (``needs_by_x``; the needs are the payments' to make, per total cost)
    xs = (x for x, _ in needs_by_x(syms, b.sources, b.delta, b.life)) if any(s.is_x for s in syms) else (0,)
    for x in xs:
        slots = slots_of(x)
        for paid in itertools.product((False, True), repeat=len(kickers)):
            if any(sum(n for _, n in s.cands) < s.lo for s in slots):
                break  # 601.2c: too few legal targets
            total = [*syms, *(s for o, on in zip(kickers, paid, strict=True) if on for s in o.mana.symbols)]
            names = tuple(sorted([*optional, *((o.name, 1) for o, on in zip(kickers, paid, strict=True) if on)]))
            yield _Announcement(names, x, modes, tuple(total), slots)


def _slot_picks(slots: list[_Slot]) -> Iterator[Groups]:
    """Every choice of targets of ``slots``, as the target groups each class gets (per object
    chosen: (its slot's label, its labels): the slot's label, and the amount it gets, 601.2d),
    each slot's choices in :func:`_picks`'s order."""
    for s in slots:
        if s.picks is None:
            s.picks = [_grouped(s.label, p) for p in _picks(s)]
    if len(slots) == 1:
        yield from slots[0].picks or []
        return
    for combo in itertools.product(*(s.picks or [] for s in slots)):
        merged: dict[int, tuple[tuple[str, tuple[str, ...]], ...]] = {}
        for g in combo:
            for ci, mine in g.items():
                merged[ci] = merged.get(ci, ()) + mine
        yield merged


def _grouped(label: str, pick: Pick) -> Groups:
    out: dict[int, tuple[tuple[str, tuple[str, ...]], ...]] = {}
    for ci, n, labels in pick:
        out[ci] = out.get(ci, ()) + ((label, labels),) * n
    return out


def _picks(slot: _Slot) -> list[Pick]:
    """The choices of ``slot``'s targets among its candidate classes (from ``lo`` to ``hi``
    objects, the amount divided among them, each target at least one, 601.2d); a pick is
    (class, objects, labels) per group of objects used alike; the first candidate class's
    choices with it first. Memoized per (class, room left, amount left)."""
    memo: dict[tuple[int, int, int], list[Pick]] = {}

    def go(i: int, room: int, amount: int) -> list[Pick]:
        got = memo.get((i, room, amount))
        if got is not None:
            return got
        out: list[Pick] = []
        if i == len(slot.cands):
            if slot.hi - room >= slot.lo and amount == 0:
                out.append(())
        else:
            cls, n = slot.cands[i]
            for j in range(1, min(n, room) + 1):
                if not slot.divided:
                    here: Pick = ((cls, j, (slot.label,)),)
                    out += [here + rest for rest in go(i + 1, room - j, 0)]
                    continue
                for parts in _amount_multisets(j, amount):
                    here = tuple((cls, c, tuple(sorted((slot.label, f"division{a}")))) for a, c in parts)
                    out += [here + rest for rest in go(i + 1, room - j, amount - sum(a * c for a, c in parts))]
            out += go(i + 1, room, amount)  # none of this class
        memo[i, room, amount] = out
        return out

    return go(0, slot.hi, slot.amount)


@functools.lru_cache(maxsize=256)
def _amount_multisets(j: int, most: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every multiset of ``j`` amounts of at least one (601.2d) summing to at most ``most``, as
    (amount, how many) pairs, amounts ascending."""
    def go(left: int, lo: int, room: int) -> Iterator[list[tuple[int, int]]]:
        if left == 0:
            yield []
            return
        for a in range(lo, room // left + 1):
            for c in range(1, left + 1):
                if a * c > room:
                    break
                for rest in go(left - c, a + 1, room - a * c):
                    yield [(a, c), *rest]
    return tuple(tuple(m) for m in go(j, 1, most))
