"""Option counts without a model (issue 11) for the announcement and target shapes
:mod:`castable.solver.cpsat.plaincount` leaves out: a modal spell's sets of modes (700.2, each
mode once or repeated, 700.2d; escalated, 702.120a; entwined, 702.42a: :func:`_modal_count`),
their slots chosen together (601.2c, 115.3), a mode dividing an amount (601.2d), a slot of two or more
targets, an {X} divided among any number of targets, and target candidates that may also pay
(a land tapped for mana and returned by the same spell).

What tells options apart is ``Plan.option_key`` (docs/answers.md "Distinct options"): each
object used as its class of identical objects with the multiset of its uses (tapped, each
target slot's label, ``division{n}``), the whole a multiset. So a choice of targets is, per
class of identical candidates, a multiset of *profiles* (which slots name one object, how many
times for a repeated mode's slot, what it is dealt), at most one per object of the class; the
choices of one announcement are counted by a table over the classes (:func:`joined_choices`).
An object that pays and is a target is one object with two uses: its class is split by each
payment class into the objects used for mana and the others (:func:`_joined_count`).
Anything else is declined (None): the caller then has no count.
"""

from __future__ import annotations

import dataclasses
import itertools
import operator
import time
from collections import Counter

from castable.model.cards import CardDef, Mode, ModeChoice, TargetSlot
from castable.model.mana import ManaCost, ManaSymbol
from castable.model.modecount import pawprint_budget
from castable.model.state import GameObject, GameState
from castable.solver.cpsat import plaincount, plainprofiles
from castable.solver.cpsat.classes import _announced, _feasible, _Need, _Source, _splits, general
from castable.solver.fields import set_field

#: the most table steps (profiles tried, states combined) one count spends before it declines
CHOICE_STEPS = 20_000
#: Mode fields a mode may set here (its own cost or pawprints: decline)
_MODE_FIELDS = frozenset({"text", "targets", "division"})


@dataclasses.dataclass(frozen=True)
class Slot:
    """One target slot of an announcement (601.2c): its candidates (class key -> number of
    identical candidates, as ``plaincount._plain_target_keys`` reads them), ``lo`` to ``hi``
    distinct targets (115.3); ``copies``: the slot of a mode chosen that many times (700.2d:
    one target each, the same object may be chosen by each copy, and the copies share one
    label in the option key); ``amount``: divided among its targets, each at least one (601.2d)."""

    keys: Counter[object]
    lo: int
    hi: int
    copies: int = 1
    amount: int | None = None


#: the payment classes of one mana cost by the objects they use of the groups watched, per
#: groups watched (:func:`_joined_count`)
_PayMemo = dict[tuple[tuple[int, ...], ...], "Counter[tuple[int, ...]] | None"]


#: what the slots have taken (:class:`_Chooser`'s coordinates) -> the number of choices
_Table = dict[tuple[int, ...], int]


class _Budget(Exception):
    """The table ran past ``CHOICE_STEPS`` or the count's deadline."""


def claims(card: CardDef) -> bool:
    """Is ``card`` of a shape this module counts and ``plaincount`` declines: modes
    (:func:`plain_modes`); one slot of other than exactly one target, not divided; or an {X}
    divided among any number of targets? ``plaincount._plain_spell`` has checked the rest of the card."""
    if plaincount._PAYING_KEYWORDS & set(card.keywords) or card.optional_costs or card.additional_costs \
            or card.alternative_costs:
        return False
    if card.modes is not None:
        return plain_modes(card)
    if len(card.targets) != 1:
        return False
    slot = card.targets[0]
    if card.division is None:
        return (slot.count, slot.minimum) != (1, 1) and not slot.unlimited and not slot.x_count
    return plain_x_division(card)


def plain_modes(card: CardDef) -> bool:
    """Are ``card``'s modes chosen by its caster (no spree or pawprints), none with a cost of
    its own, a division only of a fixed amount among its one slot, in a mode that is not
    repeated (700.2d), with no slot of the card's own and no kicker, additional or alternative
    cost; escalate (702.120a) and entwine (702.42a) only of modes chosen once each, their costs
    of mana alone (:func:`_plain_extra`)? A repeatable mode's slots are of exactly one target
    (:class:`Slot`)."""
    modes = card.modes
    assert modes is not None
    if modes.spree or modes.escalate_parts or modes.chooser != "you" or pawprint_budget(modes) is not None:
        return False
    extra = [c for c in (modes.escalate, modes.entwine) if c is not None]
    if extra and (modes.repeatable or not _plain_extra(card, extra)):
        return False
    if card.targets or card.optional_costs or card.additional_costs or card.alternative_costs:
        return False
    for m in modes.modes:
        if set_field(m, _MODE_FIELDS, inside=False) is not None:
            return False
        if m.division is not None and (m.division.x or m.division.slot != 0 or len(m.targets) != 1
                                       or m.division.amount < 1 or modes.repeatable):
            return False
        if modes.repeatable and any((s.count, s.minimum, s.unlimited) != (1, 1, False) for s in m.targets):
            return False
    return True


def _plain_extra(card: CardDef, extra: list[ManaCost]) -> bool:
    """Are the escalate and entwine costs (702.120a, 702.42a) mana alone, every symbol of them
    and of the mana cost paid one way (``plaincount.paid_one_way``)?"""
    cost = card.mana_cost
    symbols = [*(cost.symbols if cost is not None else ()), *(s for c in extra for s in c.symbols)]
    return all(c.symbols for c in extra) and all(plaincount.paid_one_way(s) for s in symbols)


def plain_x_division(card: CardDef) -> bool:
    """Is ``card``'s division (601.2d) of X among any number of targets of its one slot
    ("X damage divided as you choose among any number of targets": Rolling Thunder), no other
    choice beside it? :func:`_x_divided_count`."""
    d = card.division
    slot = card.targets[0] if len(card.targets) == 1 else None
    return d is not None and d.x and d.slot == 0 and slot is not None and slot.unlimited and slot.minimum <= 1 \
        and card.modes is None and not slot.x_count


def count_choices(state: GameState, player: str, spell: GameObject, sources: list[_Source],
                  boards: plaincount.PlainBoards | None) -> int | None:
    """``plaincount.count_plain`` for a card :func:`claims`: per announcement (601.2b: the modes,
    X) its target and division choices joined with the payment classes of its total cost. One
    deadline for the whole count: ``PLAIN_SECONDS``, or ``PLAIN_RETRY_SECONDS`` on a board where
    a count of the same move list already ran out of time (``PlainBoards.slow``). A count of no
    option is None: the caller's can_cast said yes, so the card is not of the kind read here."""
    card = spell.card
    board = plaincount._board_key(state, player, spell, ability=False)
    slow = boards is not None and board in boards.slow  # a count of this move list already ran out of time here
    deadline = time.process_time() + plaincount.cap(plaincount.PLAIN_RETRY_SECONDS if slow else plaincount.PLAIN_SECONDS)
    boards = _unmarking(boards)
    try:
        if card.modes is not None:
            return _modal_count(state, player, spell, card.modes, sources, boards, deadline) or None
        slot = card.targets[0]
        keys = _candidates(state, player, spell, slot)
        if keys is None:
            return None
        if card.division is not None:
            return _x_divided_count(state, player, spell, keys, sources, deadline) or None
        slots = [Slot(keys, slot.minimum, slot.count)]
        assert card.mana_cost is not None  # plaincount._plain_spell
        return _joined_count(state, player, spell, slots, list(card.mana_cost.symbols), sources, boards, {}, set(keys),
                             deadline) or None
    except _Budget:  # the board is not marked slow (:func:`_unmarking`)
        return None


def _unmarking(boards: plaincount.PlainBoards | None) -> plaincount.PlainBoards:
    """The move list's boards and payment counts (shared both ways), but a board marked slow
    (``PlainBoards.slow``) by a payment count of these shapes only for them: their time-outs
    must not cut the plain counts of the board's other cards to ``PLAIN_RETRY_SECONDS``."""
    shadow = plaincount.PlainBoards()
    if boards is not None:
        shadow.sources, shadow.pays, shadow.slow = boards.sources, boards.pays, set(boards.slow)
    return shadow


def _candidates(state: GameState, player: str, spell: GameObject, slot: TargetSlot) -> Counter[object] | None:
    """The slot's candidate classes (``plaincount._plain_target_keys`` read as one target: the
    same candidates, 115.3), a mana source of the caster among them (``sources`` left empty
    here: :func:`_joined_count` joins them with the payment); None for a slot it declines."""
    if slot.filter.mana_value_x is not None:
        return None
    one = dataclasses.replace(slot, count=1, min_count=None, unlimited=False)
    return plaincount._plain_target_keys(state, player, spell, [], one)


def _modal_count(state: GameState, player: str, spell: GameObject, modes: ModeChoice, sources: list[_Source],
                 boards: plaincount.PlainBoards | None, deadline: float) -> int | None:
    """Per set of modes announced (601.2b, :func:`mode_announcements`), the joined choices of its
    modes' slots (601.2c) times the payment classes of its total cost (601.2f), summed
    (:func:`_joined_count`; a set with a slot of no legal target can't be chosen, 700.2: none)."""
    keys = _mode_keys(state, player, spell, modes)
    if keys is None:
        return None
    total = 0
    memos: dict[tuple[ManaSymbol, ...], _PayMemo] = {}  # the payment classes, per total cost
    wanted = {c for found in keys.values() for c in found}
    keys_of = [_class_of(state, s) for s in sources]
    for chosen, symbols, _ in mode_announcements(spell.card, modes):
        slots = _mode_slots(modes.modes, Counter(chosen), keys)
        if slots is None:
            return None
        memo = memos.setdefault(tuple(symbols), {})
        got = _joined_count(state, player, spell, slots, symbols, sources, boards, memo, wanted, deadline, keys_of)
        if got is None:
            return None
        total += got
    return total


def _mode_keys(state: GameState, player: str, spell: GameObject,
               modes: ModeChoice) -> dict[tuple[int, int], Counter[object]] | None:
    """Each mode's slots' candidate classes (:func:`_candidates`), by (mode, slot); None when
    one is of a kind not read here."""
    keys: dict[tuple[int, int], Counter[object]] = {}
    for m, mode in enumerate(modes.modes):
        for j, slot in enumerate(mode.targets):
            found = _candidates(state, player, spell, slot)
            if found is None:
                return None
            keys[m, j] = found
    return keys


def mode_announcements(card: CardDef, modes: ModeChoice) -> list[tuple[tuple[int, ...], list[ManaSymbol], bool]]:
    """The sets of modes a caster may announce (601.2b), each (its modes in card order, a mode
    chosen k times there k times; the mana symbols of its total cost, 601.2f; entwined?):
    ``min_modes`` to ``max_modes`` modes (700.2) by size, each at most once or, when they may
    repeat, a multiset (700.2d), escalated (702.120a) by the escalate cost once per mode beyond
    the first; entwined (702.42a), every mode once, the entwine cost added: an announcement of
    its own, even beside a set of every mode without it. (``plainkeys`` lists its keys in this
    order.)"""
    cost = card.mana_cost
    assert cost is not None
    pick = itertools.combinations_with_replacement if modes.repeatable else itertools.combinations
    n = len(modes.modes)
    top = modes.max_modes if modes.repeatable else min(modes.max_modes, n)
    escalate = list(modes.escalate.symbols) if modes.escalate is not None else []
    out = [(chosen, [*cost.symbols, *escalate * (k - 1)], False)
           for k in range(modes.min_modes, top + 1) for chosen in pick(range(n), k)]
    if modes.entwine is not None:
        out.append((tuple(range(n)), [*cost.symbols, *modes.entwine.symbols], True))
    return out


def _mode_slots(modes: tuple[Mode, ...], chosen: Counter[int], keys: dict[tuple[int, int], Counter[object]]) -> list[Slot] | None:
    """The slots of the modes ``chosen`` (mode -> times): each mode's slot labelled apart
    (``Plan._slot_labels``: mode and slot index), a repeated mode's slot as one slot of copies;
    None with two divided modes (only the first would divide)."""
    slots: list[Slot] = []
    for m, times in sorted(chosen.items()):
        d = modes[m].division
        for j, slot in enumerate(modes[m].targets):
            if times > 1:
                slots.append(Slot(keys[m, j], 1, 1, copies=times))
            else:
                amount = d.amount if d is not None and d.slot == j else None
                hi = amount if slot.unlimited and amount is not None else slot.count
                if slot.unlimited and amount is None:
                    return None
                slots.append(Slot(keys[m, j], slot.minimum, hi, amount=amount))
    return None if sum(1 for s in slots if s.amount is not None) > 1 else slots


def _class_of(state: GameState, src: _Source) -> object:
    """The target key of a unit group's class (``plaincount._plain_target_keys``'s)."""
    o = state.object(src.ids[0])
    assert o is not None
    return ("object", o.symmetry_key())


def _joined_count(state: GameState, player: str, spell: GameObject, slots: list[Slot], symbols: list[ManaSymbol],
                  sources: list[_Source], boards: plaincount.PlainBoards | None, memo: _PayMemo, wanted: set[object],
                  deadline: float, keys_of: list[object] | None = None) -> int | None:
    """One announcement's options: its target choices (:func:`joined_choices`) times the payment
    classes of its total cost ``symbols`` when no candidate pays (``plaincount._plain_product``, shared by the
    move list); else per payment class, the candidates of each class split into the objects it
    used for mana and the others (601.2c before 601.2g: a target may then be tapped for mana; the
    option key tells a tapped target from an untapped one), summed. ``memo``: the payment
    classes by the objects they use of the groups watched (:func:`_pay_profiles`), per groups
    watched, for every announcement of one count with these ``symbols``; ``wanted``: the candidate
    classes of every announcement's slots (the groups watched: one payment enumeration a cost);
    ``keys_of``: each group's class (:func:`_class_of`), read once per count."""
    card = spell.card
    chooser = _Chooser.of(slots, deadline)
    if chooser is None:
        return None
    by_class: dict[object, list[int]] = {}  # the groups of each candidate class that pays
    for i, c in enumerate(keys_of if keys_of is not None else [_class_of(state, s) for s in sources]):
        if c in wanted:
            by_class.setdefault(c, []).append(i)
    classes = list(by_class)
    watched = tuple(tuple(g) for g in by_class.values())
    paying = set(classes)
    base = chooser.fold(chooser.start(), [(k, n) for k, n in chooser.sizes.items() if k not in paying])
    no_slot = dataclasses.replace(card, targets=(), modes=None, division=None)
    if not watched:
        choices = chooser.finish(base)
        if not choices:
            return 0
        pay = plaincount._plain_product(state, player, spell, no_slot, symbols, sources, boards, ability=False)
        return None if pay is None else choices * pay
    if any(s.role != "mana" for s in sources) \
            or any(chooser.sizes.get(c, n) != n for c, n in zip(classes, (len(sources[g[0]].ids) for g in watched),
                                                                strict=True)):
        return None  # some objects of a paying class aren't candidates: not the classes read here
    if any(len({sources[i].label for i in g}) > 1 for g in watched):
        return None  # a class used two ways (tapped, sacrificed): three parts, not the split below
    if watched not in memo:
        delta = plaincount._plain_delta(state, player, no_slot)
        if delta is None or any(s.is_x for s in symbols):
            return None
        needs = list(_announced(symbols, 0, *delta, state.player(player).life))
        memo[watched] = _pay_profiles(sources, needs, watched, deadline)
    profiles = memo[watched]
    if profiles is None:
        return None
    # the groups this announcement's slots name, those whose objects used vary least first (the
    # tree of :func:`_split_sum` then has the fewest inner nodes); objects used or not beyond the
    # most the slots can name are alike (the same choices)
    keep = [j for j, c in enumerate(classes) if c in chooser.sizes]
    if not keep:
        return sum(profiles.values()) * chooser.finish(base)
    if not profiles:
        return 0
    columns = list(zip(*profiles, strict=True))  # per class, the objects used of each profile
    keep.sort(key=lambda j: len(set(columns[j])))
    # per class kept, objects used -> alike (a list index: a profile uses at most a class's objects)
    alike = [[_alike(u, n, chooser.most_of(classes[j])) for u in range(n + 1)]
             for j, n in ((j, chooser.sizes[classes[j]]) for j in keep)]
    kept = [map(row.__getitem__, columns[j]) for j, row in zip(keep, alike, strict=True)]
    reduced: Counter[tuple[int, ...]] = Counter()
    for used, n_pay in zip(zip(*kept, strict=True), profiles.values(), strict=True):
        reduced[used] = reduced.get(used, 0) + n_pay
    return _split_sum(chooser, base, [classes[j] for j in keep], reduced)


def _split_sum(chooser: _Chooser, base: _Table, paying: list[object], reduced: Counter[tuple[int, ...]]) -> int:
    """:func:`_joined_count`'s sum over the payment profiles ``reduced`` (objects used per class
    of ``paying``, -> payment classes) of its target choices: ``base`` (the other classes)
    folded with each class split into the objects used and the others. Folding is a product of
    each class's ways (counts by what the slots have taken, capped: commutative and
    associative) and ``finish`` is linear, so the sum is ``base`` times the profiles' tree
    summed from its leaves, one level (class) at a time from the last (:func:`_level_sum`): per
    node, per objects used ``u`` of its class, its split's ways (``_Chooser.split``, made once)
    times the table of the profiles below it (at the last class: their number of payment
    classes), summed. Equal subtrees of one level (the same profiles below, common among the last
    classes) are summed once: a node is known by its children's (objects used, subtree), each
    subtree a small int."""
    nodes: dict[tuple[int, ...], dict[int, int]] = {}  # per profile without its last class: last -> count
    for used, n_pay in reduced.items():
        nodes.setdefault(used[:-1], {})[used[-1]] = n_pay
    tables: list[_Table] = []  # the subtrees' tables, by their small int
    level = _level_sum(chooser, paying[-1], nodes, tables, scalar=True)
    for class_key in reversed(paying[:-1]):
        nodes = {}
        for prefix, sub in level.items():
            nodes.setdefault(prefix[:-1], {})[prefix[-1]] = sub
        level = _level_sum(chooser, class_key, nodes, tables, scalar=False)
    return chooser.finish(chooser.times(base, tables[level[()]]))


def _level_sum(chooser: _Chooser, class_key: object, nodes: dict[tuple[int, ...], dict[int, int]],
               tables: list[_Table], *, scalar: bool) -> dict[tuple[int, ...], int]:
    """One level of :func:`_split_sum`'s tree: per node (its profiles' objects used of the
    classes before ``class_key``), its table: per objects used ``u`` of ``class_key``, the
    split's ways times what is below (``scalar``: a number of payment classes; else a subtree,
    by its index in ``tables``), summed; each node as the index of its table (equal nodes, one
    table, appended once)."""
    known: dict[tuple[tuple[int, int], ...], int] = {}
    products: dict[tuple[int, int], _Table] = {}  # (objects used, subtree) -> their product
    out: dict[tuple[int, ...], int] = {}
    for prefix, children in nodes.items():
        key = tuple(sorted(children.items()))
        got = known.get(key)
        if got is None:
            table: _Table = {}
            for u, sub in key:
                ways = chooser.split(class_key, u)
                if scalar:
                    part = ways if sub == 1 else {d: w * sub for d, w in ways.items()}
                else:
                    got_part = products.get((u, sub))
                    if got_part is None:
                        got_part = products[u, sub] = chooser.times(ways, tables[sub])
                    part = got_part
                for d, w in part.items():
                    table[d] = table.get(d, 0) + w
            got = known[key] = len(tables)
            tables.append(table)
        out[prefix] = got
    return out


def _alike(used: int, n: int, most: int) -> int:
    """``used`` of a class of ``n`` objects, with the same target choices as with at most
    ``most`` objects used and at most ``most`` not (:func:`_joined_count`: the split's parts
    capped at what the slots can name)."""
    return most if used > most and n - used >= most else used


def _pay_profiles(sources: list[_Source], needs: list[_Need], watched: tuple[tuple[int, ...], ...],
                  deadline: float) -> Counter[tuple[int, ...]] | None:
    """The payment classes of ``needs`` (``plaincount._plain_pay_needs``'s, the same branches)
    counted by the objects each uses of the classes ``watched`` (each its groups: a filter
    land's {C} and its filter are one class, its objects used the groups' sum, 118.3); None past
    ``deadline`` or ``PLAIN_STEPS`` splits."""
    if general(sources, []):  # fixed sources: ``classes._general_of``'s classes, counted by type (plainprofiles)
        return plainprofiles.pay_profiles(sources, needs, watched, deadline)
    out: Counter[tuple[int, ...]] = Counter()
    seen: set[tuple[tuple[int, ...], int]] = set()
    steps = int(plaincount.cap(plaincount.PLAIN_STEPS))
    for need in needs:
        left = {s.cls: len(s.ids) for s in sources}
        for k in _splits(need.generic + len(need.colored), sources, left):
            steps -= 1
            if steps < 0 or (steps % 64 == 0 and time.process_time() > deadline):
                return None
            if (k, need.life) not in seen and _feasible(need, sources, k):
                seen.add((k, need.life))
                out[tuple(sum(k[i] for i in g) for g in watched)] += 1
    return out


def _x_divided_count(state: GameState, player: str, spell: GameObject, keys: Counter[object],
                     sources: list[_Source], deadline: float) -> int | None:
    """:func:`count_choices` for X divided among any number of targets (:func:`plain_x_division`):
    per X announced (``plaincount.needs_by_x``: 601.2b, 107.3a), the divisions of X
    (:func:`_x_divisions`) times the payment classes of the cost with that X (601.2f).
    Declined when a candidate may pay."""
    card = spell.card
    cost = card.mana_cost
    assert cost is not None
    if any(_class_of(state, s) in keys for s in sources):
        return None
    delta = plaincount._plain_delta(state, player, dataclasses.replace(card, targets=(), division=None))
    if delta is None:
        return None
    symbols = list(cost.symbols)
    if sum(1 for s in symbols if s.is_x) != 1:
        return None
    ways = _x_divisions(list(keys.values()), plaincount.mana_units(sources) + delta[1], card.targets[0].minimum)
    total = 0
    for x, needs in plaincount.needs_by_x(symbols, sources, delta, state.player(player).life):
        if not ways[x]:
            continue
        n = plaincount._plain_pay_needs(sources, needs, deadline)
        if n is None:
            return None
        total += ways[x] * n
    return total


def _x_divisions(sizes: list[int], top: int, lo: int) -> list[int]:
    """For each amount 0..``top``, its divisions among any number of distinct targets, each at
    least one (601.2d), from classes of identical candidates of these sizes (a player: one), as
    option keys see them: per class a multiset of amounts, one per object (partitions into at
    most its size parts); the product of the classes' series. Amount 0 has one division, no
    target, allowed only when the slot allows none (``lo`` 0, 115.6)."""
    series = [1] + [0] * top
    for n in sizes:
        parts = [sum(_partitions(a, p) for p in range(min(n, a) + 1)) for a in range(top + 1)]
        series = [sum(series[i] * parts[a - i] for i in range(a + 1)) for a in range(top + 1)]
    if lo > 0:
        series[0] = 0
    return series


def _partitions(total: int, parts: int) -> int:
    """The partitions of ``total`` into exactly ``parts`` positive parts."""
    if parts == 0:
        return 1 if total == 0 else 0
    if total < parts:
        return 0
    return _partitions(total - 1, parts - 1) + _partitions(total - parts, parts)


def joined_choices(slots: list[Slot]) -> int | None:
    """The distinct choices of targets (and division) of ``slots`` together (601.2c-d), by
    :class:`_Chooser`'s table over every candidate class (``plaincount._divided_count``: a fixed
    amount divided among one slot's targets); None when a class has different numbers of
    candidates in two slots, or past the table's budget."""
    chooser = _Chooser.of(slots, time.process_time() + plaincount.cap(plaincount.PLAIN_SECONDS))
    if chooser is None:
        return None
    try:
        return chooser.finish(chooser.fold(chooser.start(), list(chooser.sizes.items())))
    except _Budget:
        return None


class _Chooser:
    """The table of :func:`joined_choices`: per class of identical candidates a multiset of
    profiles, one per object it names (115.3: an object at most once per slot, once per copy of
    a repeated mode's slot), folded class by class into the counts of what each slot has taken
    (targets, amount divided); each class's ways kept by (slots it may fill, objects), so a class
    split by a payment (:func:`_joined_count`) costs little; raises ``_Budget`` past
    ``CHOICE_STEPS`` steps or past the count's deadline."""

    def __init__(self, slots: list[Slot], sizes: dict[object, int], deadline: float) -> None:
        self.deadline = deadline
        self.slots = slots
        self.sizes = sizes
        self.caps = _caps(slots)
        self.steps = CHOICE_STEPS
        self.memo: dict[tuple[tuple[bool, ...], int], Counter[tuple[int, ...]]] = {}
        self.splits: dict[tuple[object, int], _Table] = {}  # :meth:`split`
        self.calls = 0  # :meth:`times`
        #: per class, the slots it may fill and the most of its objects they can name
        self.info = {k: (tuple(k in s.keys for s in slots), sum(s.hi * s.copies for s in slots if k in s.keys))
                     for k in sizes}

    @classmethod
    def of(cls, slots: list[Slot], deadline: float) -> _Chooser | None:
        sizes: dict[object, int] = {}
        for s in slots:
            for k, n in s.keys.items():
                if sizes.setdefault(k, n) != n:
                    return None
        return cls(slots, sizes, deadline)

    def start(self) -> _Table:
        return {(0,) * len(self.caps): 1}

    def most_of(self, key: object) -> int:
        """The most objects of class ``key`` the slots can name (each slot's targets, each copy's)."""
        return self.info[key][1]

    def fold(self, table: _Table, classes: list[tuple[object, int]]) -> _Table:
        """``table`` with the classes (key, objects) added."""
        if time.process_time() > self.deadline:
            raise _Budget
        for key, n in classes:
            eligible, most_of = self.info[key]
            most = min(n, most_of)
            if (eligible, most) not in self.memo:
                budget = [self.steps]
                self.memo[eligible, most] = _class_ways(_profiles(self.slots, eligible), most, self.caps, budget)
                self.steps = budget[0]
            ways = self.memo[eligible, most]
            if len(ways) == 1:
                continue  # nothing but the empty choice: the table is unchanged
            self.steps -= len(table) * len(ways)
            if self.steps < 0:
                raise _Budget
            nxt: _Table = {}
            for state, w in table.items():
                for delta, c in ways.items():
                    got = tuple(map(operator.add, state, delta))
                    if all(map(operator.le, got, self.caps)):
                        nxt[got] = nxt.get(got, 0) + w * c
            table = nxt
        return table

    def split(self, key: object, used: int) -> _Table:
        """The ways of class ``key`` split into ``used`` objects used for mana and the others
        (two classes: the option key tells a tapped object from an untapped one), as one table
        (:meth:`fold` from the start), memoized."""
        got = self.splits.get((key, used))
        if got is None:
            parts = [(key, used), (key, self.sizes[key] - used)]
            got = self.splits[key, used] = self.fold(self.start(), [p for p in parts if p[1] > 0])
        return got

    def times(self, table: _Table, ways: _Table) -> _Table:
        """``table`` folded with ``ways`` (a product of tables, capped: :meth:`fold`'s step); the
        clock read every 32 products (each takes microseconds: the tables are small)."""
        self.calls += 1
        if self.calls % 32 == 0 and time.process_time() > self.deadline:
            raise _Budget
        self.steps -= len(table) * len(ways)
        if self.steps < 0:
            raise _Budget
        caps = self.caps
        nxt: _Table = {}
        for state, w in table.items():
            for delta, c in ways.items():
                got = tuple(map(operator.add, state, delta))
                if all(map(operator.le, got, caps)):
                    nxt[got] = nxt.get(got, 0) + w * c
        return nxt

    def finish(self, table: _Table) -> int:
        return sum(w for state, w in table.items() if _complete(self.slots, state))


def _caps(slots: list[Slot]) -> list[int]:
    """The table's coordinates: per slot its targets taken (a repeated slot: its copies'), and
    for a divided one the amount given."""
    caps: list[int] = []
    for s in slots:
        caps.append(s.copies if s.copies > 1 else s.hi)
        if s.amount is not None:
            caps.append(s.amount)
    return caps


def _complete(slots: list[Slot], state: tuple[int, ...]) -> bool:
    """Does ``state`` choose each slot's targets (lo to hi, each copy one) and divide all of
    each amount (601.2d)?"""
    it = iter(state)
    for s in slots:
        taken = next(it)
        if (taken != s.copies) if s.copies > 1 else not s.lo <= taken <= s.hi:
            return False
        if s.amount is not None and next(it) != s.amount:
            return False
    return True


def _profiles(slots: list[Slot], eligible: tuple[bool, ...]) -> list[tuple[int, ...]]:
    """What one object may be, as table coordinates: per slot it is a candidate of, not named,
    named (a repeated slot: by 1..copies of its copies, 700.2d), and for a divided slot with
    what amount (1..amount); never nothing at all."""
    per_slot: list[list[tuple[int, ...]]] = []
    for s, ok in zip(slots, eligible, strict=True):
        none = (0, 0) if s.amount is not None else (0,)
        if not ok:
            per_slot.append([none])
        elif s.amount is not None:
            per_slot.append([none, *((1, a) for a in range(1, s.amount + 1))])
        else:
            per_slot.append([(u,) for u in range(s.copies + 1)])
    out = [tuple(c for part in combo for c in part) for combo in itertools.product(*per_slot)]
    return [p for p in out if any(p)]


def _class_ways(profiles: list[tuple[int, ...]], most: int, caps: list[int], steps: list[int]) -> Counter[tuple[int, ...]]:
    """Per total taken, the number of multisets of at most ``most`` profiles (one class's
    objects: identical, so only how many of each profile tells choices apart) within ``caps``."""
    out: Counter[tuple[int, ...]] = Counter()

    def walk(i: int, left: int, acc: tuple[int, ...]) -> None:
        steps[0] -= 1
        if steps[0] < 0:
            raise _Budget
        if i == len(profiles):
            out[acc] += 1
            return
        for _ in range(left + 1):
            walk(i + 1, left, acc)
            left -= 1
            acc = tuple(a + b for a, b in zip(acc, profiles[i], strict=True))
            if left < 0 or any(a > c for a, c in zip(acc, caps, strict=True)):
                break

    walk(0, most, (0,) * len(caps))
    return out

