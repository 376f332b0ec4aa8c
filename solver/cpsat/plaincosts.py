"""Plain counts of more kinds of cost (issue 11, count16c): what :mod:`castable.solver.cpsat.plaincount`
declined and can be counted from the state as cheaply.

- a card cast from its graveyard by flashback (702.34a: an alternative cost, 118.9, that works
  only there), and the same card from the hand, where flashback is no option (:func:`cast_view`);
- multikicker (702.33c: kicked any number of times, each number an announcement of its own,
  601.2b, its mana added that many times to the total cost, 601.2f) and "you may collect
  evidence N" (701.59a: a choice of graveyard cards by their classes), :func:`optional_count`;
- an object that both pays (tapped for mana, 601.2g) and is a target (601.2c): :func:`table_pay`'s
  ``joined`` weighs each payment class by the choices of that object as option keys see them
  (no caller now: a modal spell's such target is ``plainchoices``', a single-slot spell's and a
  sacrificed creature that pays are ``plainsources.target_weight``'s; {S} and a sacrificed
  source beside a "for each" amount are :mod:`~castable.solver.cpsat.plainsources2`'s);
- convoke, improvise and delve (702.51a, 702.126a, 702.66a) on a board of flexible sources: the
  payment classes counted by a table over the units per type of colored demand instead of
  every split (:func:`table_pay`), which the move list's caps left uncounted on large boards.

Each count equals ``api.count_options`` / ``api.count_activation_options``; anything else declines
(None), as in plaincount.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter

from castable.model.cards import CostPart, OptionalCost
from castable.model.commander import costs_zone
from castable.model.mana import ManaSymbol
from castable.model.state import GameObject, GameState
from castable.solver.cpsat import plaincount as pc
from castable.solver.cpsat import plaintable
from castable.solver.cpsat.classes import (
    _announced,
    _Source,
    general,
)
from castable.solver.cpsat.plainsources import uses_choices
from castable.solver.fields import set_field

#: AlternativeCost fields of a flashback cost (702.34a: mana alone, from the graveyard) read here
_FLASHBACK_FIELDS = frozenset({"name", "mana", "zone"})
#: OptionalCost fields of a multikicker read here (702.33c: mana alone, repeatable)
_MULTIKICKER_FIELDS = frozenset({"name", "mana", "repeatable"})
#: OptionalCost fields of "you may collect evidence N" read here (701.59a)
_EVIDENCE_FIELDS = frozenset({"name", "parts"})


def cast_view(spell: GameObject) -> GameObject | None:
    """``spell`` as :func:`plaincount.count_plain` reads it, or None when it can't: from the hand
    without the alternative costs that work only in another zone (601.3, 118.9: flashback is
    no option from the hand); from its owner's graveyard with no casting permission (so its
    mana cost is none, 601.3) and exactly one alternative cost there, a flashback of mana alone
    (702.34a), as a card cast from the hand whose mana cost is that flashback cost (its total
    cost, 601.2f, is that cost with the cost modifiers; the zone and the alternative cost's
    name are the same in every option of the move, docs/answers.md)."""
    card = spell.card
    zone = costs_zone(spell.zone)
    own = tuple(a for a in card.alternative_costs if a.zone == zone)
    if zone == "hand":
        return spell if len(own) == len(card.alternative_costs) else \
            dataclasses.replace(spell, card=dataclasses.replace(card, alternative_costs=own))
    if spell.zone != "graveyard" or spell.permission is not None or len(own) != 1 or card.mana_abilities:
        return None
    alt = own[0]
    if set_field(alt, _FLASHBACK_FIELDS, inside=False) is not None or not alt.mana.symbols:
        return None
    return dataclasses.replace(spell, zone="hand", card=dataclasses.replace(card, mana_cost=alt.mana, alternative_costs=()))


def optional_count(state: GameState, player: str, spell: GameObject, boards: pc.PlainBoards | None) -> int | None:
    """The options of a spell whose one optional cost is a multikicker of mana alone (702.33c:
    :func:`_multikicker`) or "you may collect evidence N" (701.59a: :func:`_evidence`), otherwise
    of the plain kind with no modes, division, other costs or paying keywords (a card exiled for
    evidence could then be delved, 601.2h); None when anything else declines."""
    card = spell.card
    if len(card.optional_costs) != 1 or card.mana_cost is None:
        return None
    view = dataclasses.replace(spell, card=dataclasses.replace(card, optional_costs=()))
    if not pc._plain_spell(state, player, view) or card.modes is not None or card.division is not None \
            or card.additional_costs or card.alternative_costs or pc._PAYING_KEYWORDS & set(card.keywords):
        return None
    sources = pc._shared_board(state, player, spell, boards, ability=False)
    if sources is None:
        return None
    opt = card.optional_costs[0]
    if opt.repeatable:
        return _multikicker(state, player, view, opt, sources, boards)
    return _evidence(state, player, view, opt, sources, boards)


def _multikicker(state: GameState, player: str, view: GameObject, kick: OptionalCost, sources: list[_Source],
                 boards: pc.PlainBoards | None) -> int | None:
    """Multikicker (702.33c, Everflowing Chalice): per number of times kicked (601.2b: each its
    own announcement), the target choices times the payment classes of the mana cost plus that
    many kicker costs (601.2f). The numbers stop at the first whose total cost needs more units
    than every mana source could make (then every larger number does too)."""
    card = view.card
    assert card.mana_cost is not None
    if set_field(kick, _MULTIKICKER_FIELDS, inside=False) is not None or not kick.mana.symbols:
        return None
    symbols = [*card.mana_cost.symbols, *kick.mana.symbols]
    if not all(pc.paid_one_way(s) for s in symbols):
        return None
    delta = pc._plain_delta(state, player, card)
    if delta is None:
        return None
    units = pc.mana_units(sources)
    life = state.player(player).life
    total = 0
    for n in itertools.count():
        cost = [*card.mana_cost.symbols, *(list(kick.mana.symbols) * n)]
        if min((nd.generic + len(nd.colored) for nd in _announced(cost, 0, *delta, life)), default=units + 1) > units:
            break
        got = pc._plain_product(state, player, view, card, cost, sources, boards, ability=False)
        if got is None:
            return None
        total += got
    return total or None


def _evidence(state: GameState, player: str, view: GameObject, opt: OptionalCost, sources: list[_Source],
              boards: pc.PlainBoards | None) -> int | None:
    """"As an additional cost, you may collect evidence N" (Analyze the Pollen): its options
    without the cost plus with it (601.2b: two announcements, the same mana), the latter times
    the choices of cards exiled (701.59a: any of ``player``'s graveyard cards, the spell itself
    on the stack by then, 601.2a, with total mana value N or more), multisets of classes of
    identical cards (``plaincount.reach_ways``). A graveyard card is no mana source and no target
    on a plain board, so the choice is independent of the payment and the targets."""
    part = opt.parts[0] if len(opt.parts) == 1 else None
    if part is None or part != CostPart("collect_evidence", part.amount) or opt.mana.symbols \
            or set_field(opt, _EVIDENCE_FIELDS, inside=False) is not None:
        return None
    assert view.card.mana_cost is not None
    pay = pc._plain_product(state, player, view, view.card, list(view.card.mana_cost.symbols), sources, boards,
                            ability=False)
    if pay is None:
        return None
    cards: Counter[object] = Counter()
    values: dict[object, int] = {}
    for o in state.player(player).graveyard:
        if o.id != view.id:
            cards[o.symmetry_key()] += 1
            values[o.symmetry_key()] = o.mana_value
    return pay * (1 + pc.reach_ways([(values[k], n) for k, n in cards.items()], part.amount)) or None


def _class_keys(state: GameState, sources: list[_Source]) -> dict[int, object]:
    """Each unit group's class (``_Source.cls``) and the symmetry key its objects share."""
    out: dict[int, object] = {}
    for s in sources:
        obj = state.object(s.ids[0])
        if obj is not None:
            out[s.cls] = obj.symmetry_key()
    return out


#: the most (type totals, units) states :func:`table_pay`'s table holds before it leaves the count
TABLE_STATES = 4_000


def table_pay(state: GameState, player: str, symbols: list[ManaSymbol], sources: list[_Source],
              delta: tuple[int, int], joined: tuple[int, dict[object, int]] | None = None) -> int | None:
    """:func:`plaincount._plain_pay` (or, with ``joined`` = (plain, paying), its classes weighed by
    a target that pays, ``plainsources.uses_choices``) on a board of flexible unit groups alone, by
    a table instead of every split: a split is a payment class when its units add up to the cost's
    (every unit made is spent) and Hall's condition holds (:func:`classes._feasible`), which reads
    only the units of each *type* (the set of colored demands a group's colors meet), each capped
    at the colored demands' number; so the table counts the splits per (capped units per type,
    units), class by class (each class's groups together, at most its objects, 118.3). Convoke,
    improvise and delve make many groups of many objects (thousands of splits) but few types. With
    fixed sources: :func:`plaintable.fixed_pay`. None with a Drum, two ways to announce the symbols
    with the same life (their classes could coincide: the splits would have to be seen), or a table
    past ``TABLE_STATES``."""
    if any(s.ways for s in sources):  # a Drum weighs its splits (plainsources2)
        return None
    cls_of = {key: cls for cls, key in _class_keys(state, sources).items()}
    plain, paying = joined if joined is not None else (1, {})
    if any(key not in cls_of for key in paying):
        return None
    per_x = [needs for _, needs in pc.needs_by_x(symbols, sources, delta, state.player(player).life)]
    if general(sources, []):  # fixed sources beside the flexible ones: plaintable
        return plaintable.fixed_pay(per_x, sources,
                                    (plain, {cls_of[key]: n for key, n in paying.items()}), pc.cap(pc.PLAIN_SECONDS))
    # every X's announcement of one way (the same colored demands and life, 601.2b) is read
    # off one table: X changes only the units to make
    wanted: dict[tuple[tuple[frozenset[str], ...], int], list[int]] = {}
    for needs in per_x:
        if len({nd.life for nd in needs}) != len(needs):
            return None
        for nd in needs:
            wanted.setdefault((tuple(nd.colored), nd.life), []).append(nd.generic + len(nd.colored))
    total = 0
    for (colored, _), units in wanted.items():
        counts = _table(list(colored), max(units), sources, None)
        if counts is None:
            return None
        per = [plain * counts[u] for u in units]
        for key, size in paying.items():
            weighted = _table(list(colored), max(units), sources, (cls_of[key], size))
            if weighted is None:
                return None
            per = [p + weighted[u] for p, u in zip(per, units, strict=True)]
        total += sum(per)
    return total


def _table(colored: list[frozenset[str]], most: int, sources: list[_Source],
           weighted: tuple[int, int] | None) -> list[int] | None:
    """The payment classes of colored demands ``colored`` and every number of units up to
    ``most`` (:func:`table_pay`), by units; with ``weighted`` = (a class, its size), each
    counted ``plainsources.uses_choices`` times for that class's uses."""
    kinds = sorted(set(colored), key=sorted)
    demand = [colored.count(d) for d in kinds]
    cap = len(colored)
    types = sorted({frozenset(i for i, d in enumerate(kinds) if s.colors & d) for s in sources}, key=sorted)
    type_of = [types.index(frozenset(i for i, d in enumerate(kinds) if s.colors & d)) for s in sources]
    by_cls: dict[int, list[int]] = {}
    for i, s in enumerate(sources):
        by_cls.setdefault(s.cls, []).append(i)
    table: dict[tuple[tuple[int, ...], int], int] = {((0,) * len(types), 0): 1}
    for cls, members in by_cls.items():
        size = len(sources[members[0]].ids)
        nxt: dict[tuple[tuple[int, ...], int], int] = {}
        for pick in plaintable.allocations(len(members), size):
            w = 1
            if weighted is not None and weighted[0] == cls:
                used = Counter({sources[g].label: n for g, n in zip(members, pick, strict=True) if n})
                w = uses_choices(used.values(), weighted[1])
            took = sum(pick)
            for (totals, made), ways in table.items():
                if made + took > most:
                    continue
                t = list(totals)
                for g, n in zip(members, pick, strict=True):
                    t[type_of[g]] = min(cap, t[type_of[g]] + n)
                key = (tuple(t), made + took)
                nxt[key] = nxt.get(key, 0) + ways * w
        table = nxt
        if len(table) > TABLE_STATES:
            return None
    out = [0] * (most + 1)
    for (totals, made), ways in table.items():
        if _hall(kinds, demand, types, totals):
            out[made] += ways
    return out


def _hall(kinds: list[frozenset[str]], demand: list[int], types: list[frozenset[int]], totals: tuple[int, ...]) -> bool:
    """Hall's condition (:func:`classes._feasible`) on the units per type: every set of colored
    demands has at least as many units able to pay one of them."""
    for r in range(1, len(kinds) + 1):
        for sub in itertools.combinations(range(len(kinds)), r):
            want = sum(demand[i] for i in sub)
            have = sum(n for t, n in zip(types, totals, strict=True) if t & set(sub))
            if have < want:
                return False
    return True
