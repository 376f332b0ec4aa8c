"""601.2b: every announcement — the alternative cost (118.9), optional additional costs with
their counts (118.8, 702.33: kicker, multikicker), the modes (700.2: entwine 702.42, escalate
702.120, spree 702.172), X (107.3), and how each Phyrexian (107.4f) and {2/W} (107.4e)
symbol will be paid."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from castable.model.cards import AlternativeCost, CostPart, ModeChoice, OptionalCost
from castable.model.commander import costs_zone
from castable.model.commander_control import alternative_open
from castable.model.mana import ManaSymbol
from castable.model.modecount import mode_choice, paid_mode_choice, pawprints_fit
from castable.model.rules import black_paid_with_life
from castable.model.state import GameState, filter_matches
from castable.solver.reference.timing import Subject, cost_allowed


@dataclass(frozen=True)
class Announcement:
    """The choices of 601.2b. ``symbols`` are the printed cost symbols chosen, in the plan's
    ``announced`` order (the mana or alternative cost, optional costs in card order times their
    count, entwine, escalate once per extra mode, spree costs in mode order); ``parts`` the
    non-mana cost parts, in the plan's ``cost_objects`` order."""

    alternative: AlternativeCost | None
    optional: tuple[tuple[OptionalCost, int], ...]
    optional_costs: dict[str, int] = field(hash=False)
    modes: tuple[int, ...]
    x: int
    symbols: tuple[ManaSymbol, ...]
    announced: tuple[str, ...]
    parts: tuple[CostPart, ...]

    @property
    def chosen_costs(self) -> set[str]:
        """The costs chosen, for target slots that exist only with one (601.2c)."""
        return set(self.optional_costs) | ({self.alternative.name} if self.alternative else set())


def announcements(state: GameState, s: Subject, max_x: int) -> Iterator[Announcement]:
    """Every announcement for ``s``; X and repeatable costs range over 0..``max_x``."""
    for alt in _base_costs(state, s):
        opponent = any(p.name != s.player for p in state.players)
        optionals = [()] if s.ability is not None else list(_optional_choices(s, max_x, opponent))
        for opts in optionals:
            choice = paid_mode_choice(mode_choice(s.card, state, s.player, s.obj), s.card, {o.name for o, n in opts if n})
            for modes, mode_costs in _mode_choices(choice):
                symbols = _symbols(s, alt, opts, modes, mode_costs)
                parts = _parts(s, alt, opts, modes)
                for x in _x_values(s, symbols, parts, max_x):
                    names = {oc.name: n for oc, n in opts}
                    # "pay X life", "discard X cards": the part paid with the announced X (601.2b)
                    paid = tuple(replace(p, amount=p.amount * x, per_x=False) if p.per_x else p for p in parts)
                    for announced in _symbol_announcements(symbols, black_paid_with_life(state.player(s.player).battlefield)):
                        yield Announcement(alt, opts, {**names, **mode_costs}, modes, x, symbols, announced, paid)



def _base_costs(state: GameState, s: Subject) -> list[AlternativeCost | None]:
    """118.9 / 601.2b: the mana cost (from the hand, or with a casting permission: 601.3; a
    card without one can't be cast that way, 118.6), or one alternative cost for the zone the
    card is in (flashback: the graveyard, 702.34a; madness, foretell, plot, suspend: exile),
    when its condition is met; each only when :func:`cost_allowed` (its timing, its state fact).
    An ability's cost is its activation cost (602.2b). A face-down spell has only its face-down cost; a face has none (708.4)."""
    if s.ability is not None:
        return [None]
    out: list[AlternativeCost | None] = []
    zone = costs_zone(s.obj.zone)  # 903.8: from the command zone, the hand's costs
    if s.card.mana_cost is not None and cost_allowed(state, s, None):
        out.append(None)
    mine = state.player(s.player).battlefield
    for a in s.card.alternative_costs:
        if a.zone != zone or (a.face_down and not s.obj.face_down) or (a.face_down and s.face is not None):
            continue
        if a.bestow or a.transformed:  # 702.103b, 702.146a: another spell (castable.model.cards)
            continue
        if not cost_allowed(state, s, a):
            continue
        if a.condition is not None and not any(filter_matches(a.condition, o, s.player) for o in mine):
            continue
        counts = [p.spells_cast_this_turn for p in state.players if p.name != s.player]
        if a.opponent_spells and not any(n >= a.opponent_spells for n in counts):
            continue  # 118.9: "If an opponent cast three or more spells this turn" (Mindbreak Trap)
        if a.own_spells and state.player(s.player).spells_cast_this_turn < a.own_spells:
            continue  # surge (702.117a): its caster cast another spell this turn
        if a.opponent_lost_life and not any(p.life_lost_this_turn > 0 for p in state.players if p.name != s.player):
            continue  # spectacle (702.137a): an opponent lost life this turn
        if not alternative_open(a, state, s.player):
            continue  # 118.9: "If you control a commander, you may cast this spell without paying ..."
        out.append(a)
    return out


def _optional_choices(s: Subject, max_x: int, opponent: bool
                      ) -> Iterator[tuple[tuple[OptionalCost, int], ...]]:
    """118.8b: each optional cost paid or not; multikicker any number of times (702.33c); a
    gift only if there is an ``opponent`` to promise it to (702.174a); one cost of each
    ``one_of`` group (601.2b)."""
    costs = s.card.optional_costs
    ranges = [range(max_x + 1) if oc.repeatable else range(1) if oc.needs_opponent and not opponent else range(2)
              for oc in costs]
    groups = {oc.one_of for oc in costs if oc.one_of is not None}
    for counts in itertools.product(*ranges):
        chosen = tuple((oc, n) for oc, n in zip(costs, counts, strict=True) if n)
        # 601.2b: of an additional cost "A or B", exactly one of the costs is announced
        if all(sum(n for oc, n in chosen if oc.one_of == g) == 1 for g in groups):
            yield chosen


def _mode_choices(mc: ModeChoice | None) -> Iterator[tuple[tuple[int, ...], dict[str, int]]]:
    """700.2: between min and max modes, each once unless repeatable (700.2d), in card order;
    escalate is paid once per mode beyond the first (702.120a); entwined: every mode once
    (702.42a)."""
    if mc is None:
        yield (), {}
        return
    n = len(mc.modes)
    escalate = mc.escalate is not None or bool(mc.escalate_parts)
    pick = itertools.combinations_with_replacement if mc.repeatable else itertools.combinations
    for k in range(mc.min_modes, mc.max_modes + 1):
        for combo in pick(range(n), k):
            if pawprints_fit(mc, combo):  # 700.2i: up to N {P} worth of modes
                yield tuple(combo), ({"escalate": k - 1} if escalate and k > 1 else {})
    if mc.entwine is not None:
        yield tuple(range(n)), {"entwine": 1, **({"escalate": n - 1} if escalate and n > 1 else {})}


def _symbols(s: Subject, alt: AlternativeCost | None, opts: tuple[tuple[OptionalCost, int], ...],
             modes: tuple[int, ...], mode_costs: dict[str, int]) -> tuple[ManaSymbol, ...]:
    base = alt.mana if alt is not None else s.card.mana_cost
    syms = list(base.symbols) if base is not None else []
    for oc, n in opts:
        syms += list(oc.mana.symbols) * n
    mc = s.card.modes
    if mc is not None:
        if mc.entwine is not None and mode_costs.get("entwine"):
            syms += list(mc.entwine.symbols)
        if mc.escalate is not None:
            syms += list(mc.escalate.symbols) * max(0, len(modes) - 1)
        if mc.spree:  # 702.172a: each chosen mode's additional cost
            for m in modes:
                syms += list(mc.modes[m].mana.symbols)
    return tuple(syms)


def _parts(s: Subject, alt: AlternativeCost | None, opts: tuple[tuple[OptionalCost, int], ...],
           modes: tuple[int, ...]) -> tuple[CostPart, ...]:
    parts = list(s.card.additional_costs) + (list(alt.parts) if alt is not None else [])
    for oc, n in opts:
        parts += list(oc.parts) * n
    mc = s.card.modes
    if mc is not None:
        parts += list(mc.escalate_parts) * max(0, len(modes) - 1)
    return tuple(parts)


def _x_values(s: Subject, symbols: tuple[ManaSymbol, ...], parts: tuple[CostPart, ...], max_x: int) -> range:
    """107.3a: X is announced when a chosen cost has {X} or pays X life / discards X cards
    (601.2b); 606.4-606.6: a -X loyalty cost removes X, at most the loyalty the permanent has."""
    if any(sym.is_x for sym in symbols) or any(p.per_x for p in parts):
        return range(max_x + 1)
    full = s.full
    if full is not None and full.loyalty_x and s.source is not None:
        return range(min(max_x, s.source.counters.get("loyalty", 0)) + 1)
    return range(1)


def _symbol_announcements(symbols: tuple[ManaSymbol, ...], black: bool = False) -> Iterator[tuple[str, ...]]:
    """601.2b: a Phyrexian symbol is paid with mana or 2 life (107.4f), a {2/W} symbol with its
    color or two generic (107.4e); with K'rrik (``black``) a symbol with {B} may be 2 life too;
    which symbol gets which choice only matters by count."""
    choices: list[tuple[str, ...]] = []
    for sym in symbols:
        if sym.generic is not None and sym.colors and black and "B" in sym.colors:
            choices.append(("mana", "generic", "life"))  # {2/B} under K'rrik
        elif sym.is_phyrexian or (black and "B" in sym.colors):
            choices.append(("mana", "life"))
        elif sym.generic is not None and sym.colors:
            choices.append(("mana", "generic"))
        else:
            choices.append(("mana",))
    seen: set[tuple[tuple[tuple[str, str], int], ...]] = set()
    for combo in itertools.product(*choices):
        key = tuple(sorted(Counter(zip((sym.text for sym in symbols), combo, strict=True)).items()))
        if key not in seen:
            seen.add(key)
            yield combo
