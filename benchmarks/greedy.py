"""A greedy mana payer, after Forge's AI (``ComputerUtilMana``), as the baseline to beat.

The algorithm, as Forge publishes it, simplified to what the benchmark boards contain:

* the cost's symbols are paid hardest first: colored pips — those with the fewest possible
  untapped sources first —, then Phyrexian pips (mana if a source can, else 2 life), then
  hybrid pips, then {2/C} pips (the color if a source can, else two generic), then generic;
* each symbol is paid with mana already floating if that fits, else with the *least valuable*
  untapped source that can pay it: basic lands before other lands (fewer colors first),
  before creatures, before mana rocks, before rocks whose ability has a cost (Signets),
  before sacrificed sources (Treasures). Extra mana a source makes (Sol Ring, Signets) floats;
* a mana ability with a mana cost (Signets, filter lands) is used only if its cost can be paid
  at that point (with floating mana or one free source);
* it never backtracks;
* no convoke / improvise / delve cleverness: generic mana still owed after every mana source
  is used is paid by tapping remaining untapped creatures (convoke), untapped artifacts
  (improvise) and exiling graveyard cards (delve), in that order;
* X is 0; no alternative or optional costs; spells with additional costs or cost modifiers on
  the battlefield are answered "no" (not modelled), which is safe: the baseline must never say
  "yes" when the spell can't be cast.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from castable.model.cards import ManaAbility
from castable.model.state import GameObject, GameState

MAIN = ("main1", "main2")


@dataclass
class _Source:
    obj: GameObject
    abilities: list[tuple[int, ManaAbility, list[tuple[str, ...]]]]  # (index, ability, productions)
    rank: float

    def colors(self) -> set[str]:
        return {t for _, _, prods in self.abilities for p in prods for t in p}

    def costed(self) -> bool:
        return all(bool(ab.mana_cost) for _, ab, _ in self.abilities)


def _per(state: GameState, me_name: str, o: GameObject, ab: ManaAbility) -> int:
    me = state.player(me_name)
    if ab.per is None:
        return 1
    if ab.per == "creature_you_control":
        return sum(1 for x in me.battlefield if x.is_a("Creature"))
    if ab.per == "elf_on_battlefield":
        return sum(1 for x in state.battlefield() if "Elf" in x.subtypes)
    if ab.per == "elf_you_control":
        return sum(1 for x in me.battlefield if "Elf" in x.subtypes)
    if ab.per in ("artifact_you_control", "enchantment_you_control"):
        kind = "Artifact" if ab.per == "artifact_you_control" else "Enchantment"
        return sum(1 for x in me.battlefield if kind in x.types)
    if ab.per == "self_power":
        return max(0, o.power)
    return o.counters.get("charge", 0)


def _rank(o: GameObject, abilities: list[tuple[int, ManaAbility, list[tuple[str, ...]]]]) -> float:
    """How valuable a source is (lower: tapped first)."""
    ncolors = len({t for _, _, prods in abilities for p in prods for t in p})
    if any(ab.sacrifice_self for _, ab, _ in abilities):
        return 6.0
    if any(ab.mana_cost for _, ab, _ in abilities):
        return 5.0
    if o.is_a("Land"):
        return (0.0 if "Basic" in o.supertypes else 1.0) + ncolors / 10
    if o.is_a("Creature"):
        return 3.0 + ncolors / 10
    return 4.0 + ncolors / 10


def _sources(state: GameState, me_name: str) -> list[_Source]:
    out = []
    for o in state.player(me_name).battlefield:
        abilities = []
        for i, ab in enumerate(o.card.mana_abilities):
            if ab.tap_creatures or ab.restriction:
                continue  # not modelled
            if ab.tap and (o.tapped or (o.is_a("Creature") and o.summoning_sick and not o.has("Haste"))):
                continue
            if not ab.tap:
                continue
            n = _per(state, me_name, o, ab)
            prods = [tuple(p) * n for p in ab.produces if n > 0]
            if prods:
                abilities.append((i, ab, prods))
        if abilities:
            out.append(_Source(o, abilities, _rank(o, abilities)))
    out.sort(key=lambda s: s.rank)  # stable: board order among equals
    return out


def _targets_exist(state: GameState, spell: GameObject) -> bool:
    for slot in spell.card.targets:
        if slot.kind in ("any", "player"):
            continue
        if slot.kind == "spell":
            pool = [o for o in state.stack if o.id != spell.id]
        elif slot.kind == "creature":
            pool = [o for o in state.battlefield() if o.is_a("Creature")]
        else:
            pool = state.battlefield()
        if sum(1 for o in pool if slot.filter.matches(o.types, o.subtypes, o.colors)) < slot.count:
            return False
    return True


class _Payer:
    def __init__(self, state: GameState, me_name: str, spell: GameObject) -> None:
        self.state = state
        self.me = state.player(me_name)
        self.spell = spell
        self.sources = _sources(state, me_name)
        self.used: set[str] = set()
        self.pool: Counter[str] = Counter(m.type for m in self.me.mana_pool if m.source is None)
        self.life = self.me.life

    def _from_pool(self, types: set[str]) -> bool:
        for t in sorted(types, key=lambda t: (t != "C", t)):
            if self.pool[t] > 0:
                self.pool[t] -= 1
                return True
        return False

    def _count_sources(self, types: set[str]) -> int:
        return sum(1 for s in self.sources if s.obj.id not in self.used and s.colors() & types)

    def _activate(self, src: _Source, types: set[str] | None, depth: int = 0) -> bool:
        """Use ``src`` for one mana of ``types`` (None: any type); the rest floats."""
        for _, ab, prods in src.abilities:
            fitting = [p for p in prods if types is None or set(p) & types]
            if not fitting:
                continue
            if types is None:  # generic: prefer colorless, then the most mana
                fitting.sort(key=lambda p: (-len(p), "C" not in p))
            prod = fitting[0]
            if ab.mana_cost:
                if depth > 0 or not self._pay_ability_cost(src, ab):
                    continue
            self.used.add(src.obj.id)
            self.pool.update(prod)
            want = set(prod) & types if types is not None else set(prod)
            return self._from_pool(want)
        return False

    def _pay_ability_cost(self, src: _Source, ab: ManaAbility) -> bool:
        self.used.add(src.obj.id)  # it can't pay for itself
        snapshot = (set(self.used), Counter(self.pool))
        for sym in ab.mana_cost.symbols:
            types = set(sym.colors) if sym.colors else None
            amount = sym.generic if (sym.generic is not None and not sym.colors) else 1
            for _ in range(amount):
                if types is not None and self._from_pool(types):
                    continue
                if types is None and self._from_pool({"W", "U", "B", "R", "G", "C"}):
                    continue
                free = next((s for s in self.sources if s.obj.id not in self.used and not s.costed()
                             and (types is None or s.colors() & types)), None)
                if free is None or not self._activate(free, types, depth=1):
                    self.used, self.pool = snapshot[0], snapshot[1]
                    self.used.discard(src.obj.id)
                    return False
        self.used.discard(src.obj.id)
        return True

    def pay_mana(self, types: set[str] | None) -> bool:
        if self._from_pool(types if types is not None else {"W", "U", "B", "R", "G", "C"}):
            return True
        for src in self.sources:
            if src.obj.id in self.used:
                continue
            if types is not None and not (src.colors() & types):
                continue
            if self._activate(src, types):
                return True
        return False

    def pay_generic_alternatives(self) -> bool:
        kw = {k.lower() for k in self.spell.card.keywords}
        if "convoke" in kw:
            for o in self.me.battlefield:
                if o.is_a("Creature") and not o.tapped and o.id not in self.used:
                    self.used.add(o.id)
                    return True
        if "improvise" in kw:
            for o in self.me.battlefield:
                if o.is_a("Artifact") and not o.tapped and o.id not in self.used:
                    self.used.add(o.id)
                    return True
        if "delve" in kw:
            for o in self.me.graveyard:
                if o.id not in self.used and o.id != self.spell.id:
                    self.used.add(o.id)
                    return True
        return False

    def pay(self) -> bool:
        symbols = list(self.spell.card.mana_cost.symbols) if self.spell.card.mana_cost else []
        if any(s.is_snow for s in symbols):
            return False
        colored = [s for s in symbols if s.colors and len(s.colors) == 1 and s.generic is None and not s.life]
        phyrexian = [s for s in symbols if s.life]
        hybrid = [s for s in symbols if len(s.colors) > 1 and not s.life]
        twobrid = [s for s in symbols if s.colors and s.generic is not None]
        generic = sum(s.generic or 0 for s in symbols if s.is_plain_generic)  # X = 0
        colored.sort(key=lambda s: self._count_sources(set(s.colors)))
        for s in colored:
            if not self.pay_mana(set(s.colors)):
                return False
        for s in phyrexian:
            if not self.pay_mana(set(s.colors)):
                if self.life < s.life:
                    return False
                self.life -= s.life
        for s in hybrid:
            if not self.pay_mana(set(s.colors)):
                return False
        for s in twobrid:
            if not self.pay_mana(set(s.colors) - {"C"} or set(s.colors)):
                generic += s.generic or 0
        for _ in range(generic):
            if not self.pay_mana(None) and not self.pay_generic_alternatives():
                return False
        return True


def greedy_can_pay(state: GameState, card_id: str, player: str | None = None) -> bool:
    """Does the greedy payer find a way to cast ``card_id`` (an object id) from hand?"""
    who = player or state.priority
    spell = state.object(card_id)
    if who is None or spell is None or spell.zone != "hand" or spell.owner != who:
        return False
    card = spell.card
    if card.mana_cost is None or card.additional_costs or card.self_reductions or card.target_costs:
        return False
    if any(o.card.cost_modifiers for o in state.battlefield()):
        return False
    if not card.has_flash and (state.stack or state.phase not in MAIN or state.active_player != who):
        return False
    if not _targets_exist(state, spell):
        return False
    return _Payer(state, who, spell).pay()


# ----- issue 5: an Arena-like autotapper, as the baseline for castable.solver.autotap ----------

def _flexibility(state: GameState, oid: str, how: str) -> float:
    """How flexible an object used to pay is (lower: used first by the greedy autotapper):
    basics 1, other lands 2 + 0.5 per color beyond one (duals, then five-color lands), mana
    creatures 5, mana rocks 6, rocks whose ability has a mana cost (Signets) 7, creatures tapped
    to convoke 6, artifacts tapped to improvise 7, sacrificed objects (Treasure, Lotus Petal)
    9, a delved card 0.5."""
    if how == "delved":
        return 0.5
    try:
        o = state.object(oid)
    except Exception:  # an id the state can't resolve (should not happen)
        return 5.0
    if how == "sacrificed":
        return 9.0
    if how == "convoked":
        return 6.0
    if how == "improvised":
        return 7.0
    colors = {t for ab in o.card.mana_abilities for p in ab.produces for t in p} - {"C"}
    if o.is_a("Land"):
        return (1.0 if "Basic" in o.supertypes else 2.0) + 0.5 * max(0, len(colors) - 1)
    if any(ab.mana_cost for ab in o.card.mana_abilities):
        return 7.0
    if o.is_a("Creature"):
        return 5.0 + 0.1 * len(colors)
    return 6.0 + 0.1 * len(colors)


def greedy_score(state: GameState, plan: Any) -> tuple[float, int]:
    """(total flexibility of what the plan uses, number of objects used): the greedy choice
    is the option with the smallest score (ties: the earlier option)."""
    used: dict[str, str] = {}
    for oid in plan.sacrificed:
        used[oid] = "sacrificed"
    for kind in ("convoked", "improvised", "delved"):
        for oid in getattr(plan, kind):
            used.setdefault(oid, kind)
    for oid in plan.tapped:
        used.setdefault(oid, "tapped")
    total = sum(_flexibility(state, oid, how) for oid, how in used.items()) + plan.life_paid * 0.75
    return total, len(used)


def greedy_payment(state: GameState, card_id: str, player: str | None = None, *, limit: int = 200,
                   time_limit: float = 10.0) -> Any:
    """An Arena-like autotapper: among castable's listed options (``castable.solver.api.options``,
    so that the plan is legal), the one whose objects used are least flexible — basics before
    duals before dorks / rocks, no look at the rest of the hand. ``None`` if nothing is listed."""
    from castable.solver.api import options

    listing = options(state, card_id, player, limit=limit, time_limit=time_limit)
    best = None
    for i, plan in enumerate(listing.options):
        k = (greedy_score(state, plan), i)
        if best is None or k < best[0]:
            best = (k, plan)
    return None if best is None else best[1]
