"""601.2f: the locked-in total cost — the announced symbols, plus increases (per-target
costs, cost modifiers), minus reductions (cost modifiers, "costs {1} less for each",
affinity 702.41a, emerge 702.119a), then minimums (Trinisphere), plus life to pay.

Which modifiers apply is the shared definition of ``castable.model.rules``; the totals are
computed here."""

from __future__ import annotations

from dataclasses import dataclass

from castable.model.commander import commander_tax
from castable.model.mana import MANA_TYPES
from castable.model.rules import applicable_modifiers, flash_tax, target_count
from castable.model.selfcount import reduction_amount
from castable.model.state import GameObject, GameState
from castable.solver.reference.announce import Announcement
from castable.solver.reference.timing import Subject

#: a colored or hybrid symbol left in the total cost: the mana types that pay it, or "S" (snow)
SymKey = frozenset[str] | str
_HYBRID_ORDER = ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")


@dataclass(frozen=True)
class TotalCost:
    generic: int
    symbols: tuple[SymKey, ...]  # sorted by text
    life: int

    @property
    def mana_count(self) -> int:
        return self.generic + len(self.symbols)

    @property
    def text(self) -> str:
        return ("{" + str(self.generic) + "}" if self.generic else "") + "".join(symbol_text(k) for k in self.symbols)


def symbol_text(k: SymKey) -> str:
    if isinstance(k, str):
        return "{S}"
    cols = sorted(k, key=MANA_TYPES.index)
    if len(cols) == 1:
        return "{" + cols[0] + "}"
    if "C" in cols:
        return "{C/" + next(c for c in cols if c != "C") + "}"
    pair = next(p for p in _HYBRID_ORDER if set(p) == set(cols))
    return "{" + pair[0] + "/" + pair[1] + "}"


def total_cost(state: GameState, s: Subject, ann: Announcement, targets: tuple[tuple[str, ...], ...],
               cost_objects: tuple[tuple[str, ...], ...]) -> TotalCost:
    generic, life, rest = _announced(ann)
    extra = max(0, sum(len(t) for t in targets) - 1)
    increase = s.card.per_extra_target * extra  # Fireball
    # colored Strive ("{2}{R} more for each target beyond the first", 601.2f): each colored symbol too
    rest += [frozenset({c}) for c in s.card.per_extra_target_colors for _ in range(extra)]
    mods = applicable_modifiers(state.battlefield(), s.obj, s.player, ability=s.ability is not None,
                                active=state.active_player, zone=s.obj.zone, owner=s.obj.owner)
    # costmana15: "Black spells you cast cost {B} more to cast." (Andradite Leech): colored symbols more
    rest += [frozenset({c}) for mod, _ in mods if mod.kind == "increase" for c in mod.colored]
    if s.ability is None:  # 903.8: the commander tax, an additional cost (601.2f)
        increase += commander_tax(s.obj)
        increase += flash_tax(state, s.obj, s.player)  # "as though it had flash if you pay {2} more"
    reduce = sum(reduction_amount(r, state, s.player, s.obj) for r in s.card.self_reductions if r.color is None)
    for r in s.card.self_reductions:  # 118.7c: "{G} less for each": {G} symbols first, the rest generic
        if r.color is not None:
            n = reduction_amount(r, state, s.player, s.obj)
            taken = min(n, rest.count(frozenset({r.color})))
            for _ in range(taken):
                rest.remove(frozenset({r.color}))
            reduce += n - taken
    targeted = [o for slot in targets for t in slot if (o := state.object(t)) is not None]
    minimum = extra_life = 0
    own = [] if s.ability is not None else [(mod, s.obj) for mod in s.card.target_costs]
    for mod, perm in mods + own:
        # "spells that target ..." (Kopala, Price of Fame): once if any target matches;
        # "for each creature it targets" (Thaumaturge): once per distinct matching target
        n = target_count(mod, perm, targeted)
        if mod.life:
            extra_life += mod.amount * n
        elif mod.kind == "increase":
            increase += mod.amount * n
        elif mod.kind == "reduce":
            reduce += mod.amount * n
        elif n:
            minimum = max(minimum, mod.amount)
    reduce += _emerge_reduction(state, ann, cost_objects, len(s.card.additional_costs))
    reduce += sum(oc.reduction * n for oc, n in ann.optional)  # "{2} less for each creature sacrificed this way"
    # 601.2f: reductions lower only the generic component, never below zero
    generic = max(0, generic + increase - reduce)
    if minimum and generic + len(rest) < minimum:
        generic = minimum - len(rest)
    life += sum(p.amount for p in ann.parts if p.action == "pay_life") + extra_life
    return TotalCost(generic, tuple(sorted(rest, key=symbol_text)), life)


def _announced(ann: Announcement) -> tuple[int, int, list[SymKey]]:
    """The announced symbols as (generic, life, the other symbols): X is X generic (107.3),
    a Phyrexian symbol paid with life is 2 life (107.4f), a {2/W} paid as generic is {2}."""
    generic = life = 0
    rest: list[SymKey] = []
    for sym, how in zip(ann.symbols, ann.announced, strict=True):
        if sym.is_x:
            generic += ann.x
        elif how == "life":
            life += sym.life or 2  # Phyrexian (107.4f), or K'rrik's 2 life rather than {B}
        elif how == "generic" or sym.is_plain_generic:
            generic += sym.generic or 0
        else:
            rest.append("S" if sym.is_snow else frozenset(sym.colors))
    return generic, life, rest


def _emerge_reduction(state: GameState, ann: Announcement, cost_objects: tuple[tuple[str, ...], ...], offset: int) -> int:
    """702.119a: emerge's total cost is reduced by the sacrificed creature's mana value;
    702.180a: harmonize's by the tapped creature's power (none below zero, 107.1b)."""
    alt = ann.alternative
    if alt is None or not (alt.emerge or alt.harmonize):
        return 0
    action = "sacrifice" if alt.emerge else "tap_untapped"
    for i, part in enumerate(alt.parts):
        if part.action == action and offset + i < len(cost_objects):
            objs: list[GameObject] = [o for oid in cost_objects[offset + i] if (o := state.object(oid)) is not None]
            return sum(o.mana_value if alt.emerge else max(0, o.power) for o in objs)
    return 0
