"""One CP-SAT model of casting one spell: 601.2b (announcements), 601.2c (targets), 601.2f
(total cost), 601.2g (mana abilities) and 601.2h (payment), decided jointly.

Interchangeable objects are counted classes (``shared/notes/cp-sat-practice.md``): for each
class the model counts how many of its objects end in each *use signature* (tapped,
sacrificed, exiled, discarded, convoked, targeted by slot i). Those counts, the announced
choices and the mana left floating are exactly the distinct option of cli.md, so enumeration
blocks one option key after another. Mana is counted by *kind* (type, source tag, where it
may be spent). Mana abilities with a mana cost (Signets, filter lands) are modelled per
object with a rank, so that mana only flows from an earlier activation to a later one.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CostModifier,
    CostPart,
    ManaAbility,
    ObjectFilter,
    OptionalCost,
    TargetSlot,
)
from castable.model.mana import COLORS, MANA_TYPES, ManaCost, ManaSymbol
from castable.model.oracle_targets import SUBTYPES
from castable.model.rules import (
    ability_card,
    applicable_modifiers,
    can_tap_for_ability,
    face_down_cost,
    protected_from,
    self_reduction,
    untargetable_by,
)
from castable.model.rules import face_down_spell as face_down_object
from castable.model.state import GameObject, GameState, devotion, filter_matches
from ortools.sat.python import cp_model

LinearExpr = Any  # cp_model linear expressions
REQS = (*MANA_TYPES, "generic", "snow")


class Model(cp_model.CpModel):
    """``CpModel`` without its pre-PEP 8 aliases: building them costs ~0.6 ms per model
    (measured, ortools 9.15, pinned), more than solving a small payment."""

    def _add_pre_pep8_methods(self) -> None:
        pass


# ----- mana kinds -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Kind:
    """Interchangeable mana: its type, a tag telling its source apart where that matters
    (snow, spending restrictions: cli.md), and where it may be spent."""

    type: str
    tag: Any
    snow: bool
    spell_ok: bool
    ability_ok: bool


def source_tag(o: GameObject | None) -> Any:
    if o is None:
        return None
    if not o.is_snow and all(a.restriction is None for a in o.card.mana_abilities):
        return None
    return (o.is_snow, tuple(sorted({a.restriction or "" for a in o.card.mana_abilities})), tuple(sorted(o.chosen.items())))


def restriction_allows(restriction: str | None, spell: CardDef, source: GameObject | None) -> bool:
    """106.6: may mana with this spending restriction pay for casting ``spell``?"""
    if restriction is None:
        return True
    if restriction == "artifact_spell":
        return "Artifact" in spell.types
    if restriction == "multicolored_spell":
        return len(spell.colors) >= 2
    if restriction == "creature_spell_of_chosen_type":
        chosen = source.chosen.get("creature_type") if source is not None else None
        return "Creature" in spell.types and chosen is not None and (chosen in spell.subtypes or spell.all_creature_types)
    return False


def kind_of(mtype: str, source: GameObject | None, restriction: str | None, spell: CardDef) -> Kind:
    return Kind(mtype, source_tag(source), bool(source and source.is_snow), restriction_allows(restriction, spell, source),
                restriction is None)


def pool_restriction(state: GameState, source: str | None, mtype: str) -> tuple[GameObject | None, str | None, bool]:
    """For floating mana: its source object (if an id), its restriction, and whether snow.
    Mana from a named source is restricted when every ability of that source that can make
    this type is restricted."""
    if source is None:
        return None, None, False
    obj = state.object(source)
    card = obj.card if obj is not None else (state.db.get(source) if state.db else None)
    if card is None:
        return None, None, False
    abilities = [a for a in card.mana_abilities if any(mtype in alt for alt in a.produces)]
    restrictions = {a.restriction for a in abilities}
    restriction = None if not abilities or None in restrictions else sorted(r for r in restrictions if r)[0]
    return obj, restriction, "Snow" in card.supertypes


# ----- classes of interchangeable objects ---------------------------------------------------------
@dataclass
class ObjClass:
    """Objects nothing can tell apart (cli.md); ``bits`` are the uses its signature tracks."""

    index: int
    ids: list[str]
    sample: GameObject
    bits: tuple[str, ...] = ()
    sigs: list[tuple[str, ...]] = field(default_factory=list)
    sig_vars: dict[tuple[str, ...], Any] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.ids)

    def count(self, bit: str) -> LinearExpr:
        return sum(v for s, v in self.sig_vars.items() if bit in s)


def classes_of(objs: list[GameObject], start: int = 0) -> list[ObjClass]:
    groups: dict[Any, list[GameObject]] = {}
    for o in objs:
        groups.setdefault(o.symmetry_key(), []).append(o)
    out = []
    for i, (_, members) in enumerate(sorted(groups.items(), key=lambda kv: min(m.id for m in kv[1]))):
        ids = sorted((m.id for m in members), key=_id_order)
        out.append(ObjClass(start + i, ids, members[0]))
    return out


def _id_order(oid: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p for p in oid.split("."))


# ----- the spell's cost sources -----------------------------------------------------------------
@dataclass
class CostSource:
    """Symbols paid as part of the total cost, times a multiplier variable (alternative or
    mana cost chosen: 0/1; kicker count)."""

    label: str
    cost: ManaCost
    mult: Any
    max_mult: int


def amount_multiplier(ab: ManaAbility, o: GameObject, state: GameState, player: str,
                      alt: tuple[str, ...] | None = None) -> int:
    """How many times an alternative of ``ab`` is added (its "for each ..."); without ``alt``,
    the most over its alternatives."""
    if ab.per is None:
        return 1
    if ab.per == "devotion":  # 700.5: one color, chosen by the alternative
        colors = [alt[0]] if alt else [a[0] for a in ab.produces]
        return max((devotion(state, player, c) for c in colors), default=0)
    if ab.per == "creature_you_control":
        return sum(1 for x in state.player(player).battlefield if x.is_a("Creature"))
    # "each Elf": every permanent with the subtype (a Kindred Elf counts; changeling, 702.73a)
    if ab.per == "elf_on_battlefield":
        return sum(1 for x in state.battlefield() if x.has_subtype("Elf"))
    if ab.per == "elf_you_control":
        return sum(1 for x in state.player(player).battlefield if x.has_subtype("Elf"))
    if ab.per == "charge_counter":
        return o.counters.get("charge", 0)
    return 0


def cost_modifiers_for(state: GameState, caster: str, card: CardDef, *, ability: bool = False
                       ) -> list[tuple[CostModifier, GameObject]]:
    """The static cost modifiers that apply to ``card`` (:func:`castable.model.rules.modifier_applies`);
    those that depend on targets (``targeting``) are included: the caller decides."""
    return applicable_modifiers(state.battlefield(), card, caster, ability=ability)


def modifier_totals(mods: list[tuple[CostModifier, GameObject]]) -> tuple[int, int, int]:
    """(generic increase, generic reduction, minimum total) of modifiers that don't depend on
    targets (601.2f)."""
    inc = sum(m.amount for m, _ in mods if m.targeting is None and m.kind == "increase")
    red = sum(m.amount for m, _ in mods if m.targeting is None and m.kind == "reduce")
    minimum = max((m.amount for m, _ in mods if m.targeting is None and m.kind == "minimum"), default=0)
    return inc, red, minimum


def matches(f: ObjectFilter, o: GameObject) -> bool:
    return f.matches(o.types, o.subtypes, o.colors, o.all_creature_types)


def _may_target(state: GameState, caster: str, spell: GameObject, t: GameObject | str) -> bool:
    """Hexproof, shroud (702.11b, 702.18a) and protection (702.16b) allow targeting ``t``."""
    holder = state.player(t) if isinstance(t, str) else t
    if untargetable_by(holder, caster) is not None:
        return False
    if isinstance(holder, GameObject) and holder.zone != "battlefield":
        return True  # protection works on permanents and players
    return not protected_from(holder, spell, caster, SUBTYPES)


def target_candidates(state: GameState, caster: str, spell: GameObject, slot: TargetSlot) -> list[GameObject | str]:
    """Legal choices for one target slot (115.2, 115.4, 601.2c), opponents' first."""
    out: list[GameObject | str] = []
    f = slot.filter
    if slot.kind in ("any", "player", "player_or_planeswalker"):
        out += [p.name for p in state.players]
    if slot.kind in ("opponent", "opponent_or_planeswalker"):
        out += [p.name for p in state.players if p.name != caster]
    for o in state.battlefield():
        if slot.kind == "any" and not (o.types & {"Creature", "Planeswalker", "Battle"}):
            continue
        if slot.kind in ("player_or_planeswalker", "opponent_or_planeswalker") and not o.is_a("Planeswalker"):
            continue
        if slot.kind == "creature" and not o.is_a("Creature"):
            continue
        if slot.kind in ("any", "creature", "permanent", "player_or_planeswalker", "opponent_or_planeswalker") and \
                filter_matches(f, o, caster):
            out.append(o)
    if slot.kind == "spell":
        out += [o for o in state.stack if not o.choices.get("ability_of") and o.id != spell.id and filter_matches(f, o, caster)]
    if slot.kind == "card_in_graveyard":
        out += [o for p in state.players for o in p.graveyard
                if o.id != spell.id and filter_matches(f, o, caster)
                and (f.controller is None or (f.controller == "you") == (o.owner == caster))]
    legal = [t for t in out if _may_target(state, caster, spell, t)]
    if slot.not_source:
        legal = [t for t in legal if isinstance(t, str) or t.id != spell.id]
    # Opponents and what they control first: the natural witness for "any target".
    return sorted(legal, key=lambda t: (t if isinstance(t, str) else t.controller) == caster)


# ----- casting face down (702.37, 702.168, 708) ---------------------------------------------------
def face_down_spell(obj: GameObject) -> GameObject | None:
    """The spell ``obj`` becomes when cast face down (morph, megamorph, disguise): 708.2-708.4,
    a 2/2 Creature with no text, no name, no subtypes and no mana cost (so colorless, mana
    value 0) and no abilities, whose only way to be cast is its "face down" alternative cost.
    None when the card has no such cost. Its own keywords, costs, targets, modes and
    self-reductions don't apply; other permanents' cost modifiers see this creature spell."""
    alt = face_down_cost(obj)
    return None if alt is None else face_down_object(obj, alt)


def face_up_spell(obj: GameObject) -> GameObject:
    """``obj`` cast face up: its face-down alternative cost (if any) is a separate option,
    modelled on :func:`face_down_spell`, so it is left out here."""
    if not any(a.face_down for a in obj.card.alternative_costs):
        return obj
    card = dataclasses.replace(obj.card, alternative_costs=tuple(a for a in obj.card.alternative_costs if not a.face_down))
    return dataclasses.replace(obj, card=card)


# ----- the model --------------------------------------------------------------------------------
class CastModel:
    """Builds the CP-SAT model of casting ``spell`` by ``player``; see module doc."""

    def __init__(self, state: GameState, player: str, spell: GameObject, *, mode: str | None = "any",
                 for_pools: bool = False, ability: tuple[int, ManaAbility | ActivatedAbility] | None = None) -> None:
        self.for_pools = for_pools
        self.state = state
        self.player = player
        self.me = state.player(player)
        self.spell = spell
        #: 602.2b: activating an ability follows 601.2b-i with its activation cost as the
        #: "mana cost"; ``spell`` is then the ability's source
        self.ability = ability
        self.card = (ability_card(spell, ability[0]) or spell.card) if ability is not None else spell.card
        self.m = Model()
        self.assumptions: dict[str, Any] = {}
        self.eq_lits: dict[tuple[int, int], Any] = {}  # "v == x" literals of blocking clauses
        self.key_vars: list[Any] = []
        self.mode = mode
        self.kinds: list[Kind] = []
        self.kind_index: dict[Kind, int] = {}
        self.looks_at_convoke = "convoked" in self.card.oracle_text
        self._extra_bits: dict[Any, list[str]] = {}
        self._overload: list[Any] = []
        self.announce_groups: list[tuple[CostSource, ManaSymbol, int, Any, Any, Any]] = []
        self.per_color_vars: dict[tuple[int, ManaSymbol], list[tuple[str, Any]]] = {}
        self._build()

    # -- helpers --
    def kind(self, k: Kind) -> int:
        if self.for_pools:
            k = Kind(k.type, k.tag, k.snow, True, k.ability_ok)
        elif self.ability is not None:  # 106.6: "spend only to cast ..." never pays an ability
            k = Kind(k.type, k.tag, k.snow, k.ability_ok, k.ability_ok)
        if k not in self.kind_index:
            self.kind_index[k] = len(self.kinds)
            self.kinds.append(k)
        return self.kind_index[k]

    def pool_kind(self, mtype: str, source: str | None) -> int:
        """The kind of one unit of floating mana (its source's tag, snow, restriction)."""
        src, restriction, snow = pool_restriction(self.state, source, mtype)
        tag = source_tag(src) if src is not None else (("pool", source, snow, restriction) if (snow or restriction) else None)
        return self.kind(Kind(mtype, tag, snow, restriction_allows(restriction, self.card, src), restriction is None))

    def lit(self, name: str) -> Any:
        b = self.m.new_bool_var(name)
        self.assumptions[name] = b
        return b

    def int_var(self, lo: int, hi: int, name: str, key: bool = False) -> Any:
        v = self.m.new_int_var(lo, max(lo, hi), name)
        if key:
            self.key_vars.append(v)
        return v

    # -- build --
    def _build(self) -> None:
        self._collect_objects()
        self._announce()          # 601.2b
        self._targets()           # 601.2c
        self._total_cost()        # 601.2f
        self._mana_abilities()    # 601.2g
        self._object_uses()       # 601.2h non-mana costs, convoke/improvise/delve budgets
        self._payment()           # 601.2h mana payment
        if not self.for_pools:
            self._no_idle()       # cli.md: no idle mana activations

    @property
    def source_ability(self) -> ActivatedAbility:
        assert self.ability is not None
        ab = self.ability[1]
        return ab if isinstance(ab, ActivatedAbility) else ActivatedAbility(ab.text, zone="battlefield")

    def _collect_objects(self) -> None:
        me = self.me
        if self.ability is not None and self.spell.zone == "battlefield":
            # the source is told apart from its twins: its own costs name it
            self.bf = classes_of([o for o in me.battlefield if o.id != self.spell.id])
            self.bf.append(ObjClass(len(self.bf), [self.spell.id], self.spell))
        else:
            self.bf = classes_of(list(me.battlefield))
        self.hand = classes_of([o for o in me.hand if o.id != self.spell.id], len(self.bf))
        self.gy = classes_of([o for o in me.graveyard if o.id != self.spell.id], len(self.bf) + len(self.hand))
        self.all_classes = self.bf + self.hand + self.gy

    # 601.2b: alternative cost, optional costs, X, and how hybrid/Phyrexian symbols are paid
    def _announce(self) -> None:
        card, m = self.card, self.m
        self.alt_vars: list[tuple[AlternativeCost, Any]] = []
        normal_ok = card.mana_cost is not None and self.spell.zone == ("hand" if self.ability is None
                                                                         else self.source_ability.zone)
        self.normal = m.new_bool_var("cost:mana_cost")
        self.key_vars.append(self.normal)
        if not normal_ok or self.mode not in ("any", None):
            m.add(self.normal == 0)
        for a in card.alternative_costs:
            v = m.new_bool_var(f"cost:{a.name}")
            self.key_vars.append(v)
            ok = a.zone == self.spell.zone and self.mode in ("any", a.name)
            if a.condition is not None and not any(matches(a.condition, o) for o in self.me.battlefield):
                ok = False
            if a.face_down and not self.spell.face_down:
                ok = False  # cast face down: the model of ``face_down_spell`` (another card)
            if not ok:
                m.add(v == 0)
            self.alt_vars.append((a, v))
        m.add_exactly_one([self.normal] + [v for _, v in self.alt_vars])
        # Resource bound for X and multikicker: everything that could possibly pay mana.
        self.mana_bound = self._mana_bound()
        self.opt_vars: list[tuple[OptionalCost, Any]] = []
        for o in card.optional_costs:
            per = max(1, len(o.mana.symbols) and sum(max(s.generic or 0, 1) for s in o.mana.symbols))
            hi = (self.mana_bound // per) if o.repeatable else 1
            v = self.int_var(0, hi, f"optional:{o.name}", key=True)
            self.opt_vars.append((o, v))
        sources: list[CostSource] = []
        if card.mana_cost is not None:
            sources.append(CostSource("mana cost", card.mana_cost, self.normal, 1))
        for a, v in self.alt_vars:
            sources.append(CostSource(a.name, a.mana, v, 1))
        for o, v in self.opt_vars:
            sources.append(CostSource(o.name, o.mana, v, self.mana_bound if o.repeatable else 1))
        sources += self._modes()
        self.cost_sources = sources
        has_x = any(s.mult is not None and s.cost.x_count for s in sources)
        hi = self.mana_bound if has_x else 0
        if self.ability is not None and getattr(self.ability[1], "loyalty_x", False):
            hi = self.spell.counters.get("loyalty", 0)  # 606.6: -X removes at most its loyalty
        self.x = self.int_var(0, hi, "x", key=True)
        # 107.3a: X is announced only when a chosen cost has {X} (else it is 0)
        x_sources = [src.mult for src in sources if src.cost.x_count and not isinstance(src.mult, int)]
        if x_sources and not (self.ability is not None and getattr(self.ability[1], "loyalty_x", False)):
            m.add(self.x <= hi * sum(x_sources))
        # Symbol choices, aggregated by symbol text per source.
        self.req_parts: dict[str, list[LinearExpr]] = {r: [] for r in REQS}
        self.life_terms: list[LinearExpr] = []
        for src in sources:
            counts = Counter(s for s in src.cost.symbols)
            for sym, n in counts.items():
                total = src.mult * n  # symbols of this kind announced
                self._announce_symbol(sym, n, total, src)

    # 700.2, 601.2b: modes, with escalate (702.120), entwine (702.42) and spree (702.172) costs
    def _modes(self) -> list[CostSource]:
        m, choice = self.m, self.card.modes
        self.mode_vars: list[Any] = []
        self.entwine = None
        self.escalate = None
        if choice is None:
            return []
        most = choice.max_modes if choice.repeatable else 1
        self.mode_vars = [self.int_var(0, most, f"mode:{i}", key=True) for i in range(len(choice.modes))]
        chosen = sum(self.mode_vars)
        sources: list[CostSource] = []
        if choice.entwine is not None:
            self.entwine = m.new_bool_var("entwine")
            self.key_vars.append(self.entwine)
            for v in self.mode_vars:
                m.add(v == 1).only_enforce_if(self.entwine)
            sources.append(CostSource("entwine", choice.entwine, self.entwine, 1))
            plain = self.entwine.negated()
        else:
            plain = None
        low = m.add(chosen >= choice.min_modes)
        high = m.add(chosen <= choice.max_modes)
        if plain is not None:
            low.only_enforce_if(plain)
            high.only_enforce_if(plain)
        if choice.escalate is not None or choice.escalate_parts:
            # 702.120a: the escalate cost (mana, other parts or both) once per mode beyond the first
            self.escalate = self.int_var(0, len(choice.modes), "escalate")
            m.add(self.escalate == chosen - 1)
        if choice.escalate is not None:
            sources.append(CostSource("escalate", choice.escalate, self.escalate, len(choice.modes)))
        if choice.spree:
            for i, mode in enumerate(choice.modes):
                if mode.mana.symbols:
                    sources.append(CostSource(f"mode {i}", mode.mana, self.mode_vars[i], most))
        return sources

    def _announce_symbol(self, sym: ManaSymbol, n: int, total: LinearExpr, src: CostSource) -> None:
        m = self.m
        hi = n * max(1, src.max_mult)
        if sym.is_x:
            # {X}: X generic per instance (107.3a); product with the 0/1 multiplier.
            xs = self.int_var(0, self.mana_bound * n, f"x_paid:{src.label}")
            m.add(xs == n * self.x).only_enforce_if(src.mult)
            m.add(xs == 0).only_enforce_if(src.mult.negated())
            self.req_parts["generic"].append(xs)
            return
        if sym.is_snow:
            self.req_parts["snow"].append(total)
            return
        if sym.is_plain_generic:
            self.req_parts["generic"].append(total * sym.generic)
            return
        life = self.int_var(0, hi if sym.life else 0, f"life:{src.label}:{sym.text}")
        m.add(life <= total)
        self.life_terms.append(life * sym.life)
        as_generic = self.int_var(0, hi if sym.generic is not None else 0, f"generic:{src.label}:{sym.text}")
        m.add(as_generic + life <= total)
        if sym.generic:
            self.req_parts["generic"].append(as_generic * sym.generic)
        self.announce_groups.append((src, sym, n, total, life, as_generic))
        per_color = {c: self.int_var(0, hi, f"pay:{src.label}:{sym.text}:{c}") for c in sorted(sym.colors)}
        m.add(sum(per_color.values()) + as_generic + life == total)
        self.per_color_vars[id(src), sym] = sorted(per_color.items())
        for c, v in per_color.items():
            self.req_parts[c].append(v)

    def _mana_bound(self) -> int:
        total = len(self.me.mana_pool)
        for o in self.me.battlefield:
            best = 0
            for ab in o.card.mana_abilities:
                k = max((len(alt) for alt in ab.produces), default=0) * amount_multiplier(ab, o, self.state, self.player)
                best = max(best, k - len(ab.mana_cost.symbols))
            total += max(best, 0)
            if o.is_a("Creature") or o.is_a("Artifact"):
                total += 1
        total += len(self.me.graveyard)
        # reductions can make X larger than the mana available (601.2f, 118.7a)
        for o in self.state.battlefield():
            total += sum(mod.amount for mod in o.card.cost_modifiers if mod.kind == "reduce")
            if o.is_a("Creature"):
                total += o.mana_value if any(a.emerge for a in self.card.alternative_costs) else 0
            total += sum(1 for sr in self.card.self_reductions if matches(sr.counted, o))
        return min(total, 1000)

    # 601.2c: target slot instances; each class counts its objects per set of slots
    def _targets(self) -> None:
        m, card = self.m, self.card
        self.slots: list[dict[str, Any]] = []  # active, slot, mode, local index, count var, bit
        groups: list[tuple[tuple[TargetSlot, ...], Any, int | None]] = []
        if card.modes is not None:
            most = card.modes.max_modes if card.modes.repeatable else 1
            for mi, mode in enumerate(card.modes.modes):
                for r in range(most):
                    on = m.new_bool_var(f"mode:{mi}:instance:{r}")
                    m.add(self.mode_vars[mi] >= r + 1).only_enforce_if(on)
                    m.add(self.mode_vars[mi] <= r).only_enforce_if(on.negated())
                    groups.append((mode.targets, on, mi))
        else:
            overload = [v for a, v in self.alt_vars if a.overload]
            groups.append((card.targets, None, None))
            self._overload = overload
        by_key: dict[Any, ObjClass] = {}
        for c in self.all_classes:
            for oid in c.ids:
                by_key[oid] = c
        extra: dict[Any, list[GameObject | str]] = {}
        self.exclusive: set[frozenset[str]] = set()
        for slots, on, mi in groups:
            first = len(self.slots)
            for li, slot in enumerate(slots):
                si = len(self.slots)
                bit = f"t{si}"
                active = on if on is not None else self._slot_active(slot)
                cands = target_candidates(self.state, self.player, self.spell, slot)
                for t in cands:
                    oid = t if isinstance(t, str) else t.id
                    if oid in by_key:
                        c = by_key[oid]
                        if bit not in c.bits:
                            c.bits += (bit,)
                    else:
                        extra.setdefault(("player", t) if isinstance(t, str) else t.symmetry_key(), []).append(t)
                        extra_bits = self._extra_bits.setdefault(("player", t) if isinstance(t, str) else t.symmetry_key(), [])
                        if bit not in extra_bits:
                            extra_bits.append(bit)
                most = len(cands) if slot.unlimited else slot.count
                if slot.x_count:
                    most = min(len(cands), self.mana_bound)
                n = self.int_var(0, most, f"targets:{si}")
                lit = self.lit(f"601.2c:target:{si}")
                # "X target creatures": exactly X (601.2c), X = 0 included; its lower bound is X, below
                fewest = 0 if slot.x_count and slot.min_count is None else slot.minimum
                if active is not None and not isinstance(active, int):
                    m.add(n == 0).only_enforce_if(active.negated())
                    m.add(n >= fewest).only_enforce_if([active, lit])
                elif active == 0:
                    m.add(n == 0)
                else:
                    m.add(n >= fewest).only_enforce_if(lit)
                if slot.x_count:
                    m.add(n <= self.x)
                    if slot.min_count is None and not (isinstance(active, int) and active == 0):
                        on = [lit] + ([active] if active is not None and not isinstance(active, int) else [])
                        m.add(n >= self.x).only_enforce_if(on)
                elif slot.min_count is None and not slot.unlimited:
                    m.add(n <= slot.count)
                for d in slot.different_from:
                    self.exclusive.add(frozenset({bit, f"t{first + d}"}))
                division = (card.modes.modes[mi].division if mi is not None and card.modes is not None else
                            card.division if card.modes is None else None)
                self.slots.append({"slot": slot, "active": active, "mode": mi, "local": li, "n": n, "bit": bit,
                                   "division": division if division is not None and division.slot == li else None})
        # objects that are only targets (opponents' permanents, spells, players, graveyards)
        start = len(self.all_classes)
        self.target_only: list[ObjClass] = []
        for key, members in sorted(extra.items(), key=lambda kv: (self._mine(kv[1][0]), sorted(self._oid(t) for t in kv[1]))):
            uniq = {self._oid(t): t for t in members}
            ids = sorted(uniq, key=_id_order)
            sample = next((t for t in uniq.values() if not isinstance(t, str)), None)
            c = ObjClass(start + len(self.target_only), ids, sample)  # type: ignore[arg-type]
            c.bits = tuple(self._extra_bits[key])
            self.target_only.append(c)
        self.all_classes = self.all_classes + self.target_only

    def _mine(self, t: GameObject | str) -> bool:
        return (t if isinstance(t, str) else t.controller) == self.player

    @staticmethod
    def _oid(t: GameObject | str) -> str:
        return t if isinstance(t, str) else t.id

    def _slot_active(self, slot: TargetSlot) -> Any:
        """A non-modal slot is there unless overloaded (702.96b), and a slot that ``requires``
        a cost only when that cost was chosen (702.33g)."""
        m = self.m
        conds = [v.negated() for v in self._overload]
        if slot.requires is not None:
            alt = [v for a, v in self.alt_vars if a.name == slot.requires]
            opt = [v for o, v in self.opt_vars if o.name == slot.requires]
            if alt:
                conds.append(alt[0])
            elif opt:
                b = m.new_bool_var(f"chosen:{slot.requires}")
                m.add(opt[0] >= 1).only_enforce_if(b)
                m.add(opt[0] == 0).only_enforce_if(b.negated())
                conds.append(b)
            else:
                return 0
        if not conds:
            return 1
        on = m.new_bool_var("slot_active")
        m.add_bool_and(conds).only_enforce_if(on)
        m.add_bool_or([c.negated() for c in conds]).only_enforce_if(on.negated())
        return on

    # 601.2f: total cost = cost + increases - reductions (generic only, 118.7a), then set costs
    def _total_cost(self) -> None:
        m, card = self.m, self.card
        # nothing is cast when only making mana (for_pools)
        mods = [] if self.for_pools else cost_modifiers_for(self.state, self.player, card, ability=self.ability is not None)
        self.targeting_mods: list[tuple[Any, str]] = [(mod, o.controller) for mod, o in mods if mod.targeting is not None]
        inc, red, minimum = modifier_totals(mods)
        red += sum(self_reduction(sr, self.state.battlefield(), self.player) for sr in card.self_reductions)
        big = self.mana_bound * 4 + 200
        gen_base = self.int_var(0, big, "generic_announced")
        m.add(gen_base == sum(self.req_parts["generic"]))
        self.emerge_reduction = self.int_var(0, big, "emerge_reduction")  # set in _object_uses
        gen_after = self.int_var(0, big, "generic_after_modifiers")
        diff = self.int_var(-big, big, "generic_diff")
        # Fireball's per-target increase and Kopala's: set once targets are linked
        self.target_increase = self.int_var(0, big, "target_increase")
        m.add(diff == gen_base + inc - red - self.emerge_reduction + self.target_increase)
        m.add_max_equality(gen_after, [diff, 0])
        self.req: dict[str, Any] = {}
        for r in (*MANA_TYPES, "snow"):
            v = self.int_var(0, big, f"req:{r}")
            m.add(v == sum(self.req_parts[r]))
            self.req[r] = v
        if minimum:
            total = self.int_var(0, big, "total_mana")
            m.add(total == gen_after + sum(self.req[r] for r in (*MANA_TYPES, "snow")))
            short = self.int_var(0, minimum, "trinisphere_extra")
            m.add_max_equality(short, [minimum - total, 0])
            gen_final = self.int_var(0, big, "req:generic")
            m.add(gen_final == gen_after + short)
        else:
            gen_final = gen_after
        self.req["generic"] = gen_final
        self.life = self.int_var(0, 4 * big, "life_paid", key=True)
        extra_life = []
        for part, mult in self._cost_parts():
            if part.action == "pay_life":
                extra_life.append(mult * part.amount)
        m.add(self.life == sum(self.life_terms) + sum(extra_life))
        # 119.4: life may be paid only up to the life total.
        life_lit = self.lit("119.4:life")
        m.add(self.life <= max(self.me.life, 0)).only_enforce_if(life_lit)

    def _cost_parts(self) -> list[tuple[CostPart, Any]]:
        """Every non-mana cost part with its multiplier: additional (always), the chosen
        alternative cost's, each optional cost's times its count, the escalate parts once per
        mode beyond the first (702.120a), in the referee's ``cost_objects`` order."""
        out: list[tuple[CostPart, Any]] = [(p, 1) for p in self.card.additional_costs]
        for a, v in self.alt_vars:
            out += [(p, v) for p in a.parts]
        for o, v in self.opt_vars:
            out += [(p, v) for p in o.parts]
        if self.card.modes is not None and self.escalate is not None:
            out += [(p, self.escalate) for p in self.card.modes.escalate_parts]
        return out

    # 601.2g: mana abilities
    def _mana_abilities(self) -> None:
        m = self.m
        self.supply: dict[int, list[LinearExpr]] = {}
        self.groups: list[dict[str, Any]] = []  # each: cls, ability, alt, count var, produced {kind: n}, costed
        self.tap_uses: dict[int, list[LinearExpr]] = {c.index: [] for c in self.bf}
        self.sac_uses: dict[int, list[LinearExpr]] = {c.index: [] for c in self.bf}
        self.sac_mana: dict[int, list[tuple[LinearExpr, bool]]] = {c.index: [] for c in self.bf}  # (count, also tapped)
        self.costed: list[dict[str, Any]] = []
        # floating mana (106.4)
        self.pool_kinds: Counter[int] = Counter()
        for unit in self.me.mana_pool:
            self.pool_kinds[self.pool_kind(unit.type, unit.source)] += 1
        drum_taps: list[LinearExpr] = []
        for c in self.bf:
            o = c.sample
            if o.controller != self.player:
                continue
            for ai, ab in enumerate(o.card.mana_abilities):
                usable = (not ab.tap or can_tap_for_ability(o))
                for qi, alt in enumerate(ab.produces):
                    mult = amount_multiplier(ab, o, self.state, self.player, alt)
                    if mult == 0:
                        continue
                    produced: Counter[int] = Counter()
                    for t in alt:
                        produced[self.kind(kind_of(t, o, ab.restriction, self.card))] += mult
                    if not any(self.kinds[k].spell_ok or self.kinds[k].ability_ok for k in produced):
                        continue
                    counts = []
                    if ab.mana_cost.symbols:
                        for oi, oid in enumerate(c.ids):
                            v = m.new_bool_var(f"act:{oid}:{ai}:{qi}")
                            if not usable:
                                m.add(v == 0)
                            g = {"cls": c, "ability": ai, "alt": qi, "count": v, "produced": produced, "object": oi,
                                 "ab": ab}
                            self.groups.append(g)
                            self.costed.append(g)
                            counts.append(v)
                    else:
                        v = m.new_int_var(0, c.n if usable else 0, f"act:{c.ids[0]}:{ai}:{qi}")
                        g = {"cls": c, "ability": ai, "alt": qi, "count": v, "produced": produced, "object": None, "ab": ab}
                        self.groups.append(g)
                        counts.append(v)
                    for v in counts:
                        if ab.tap:
                            self.tap_uses[c.index].append(v)
                        if ab.sacrifice_self:
                            self.sac_uses[c.index].append(v)
                            self.sac_mana[c.index].append((v, ab.tap))
                        if ab.tap_creatures:
                            drum_taps.append(v * ab.tap_creatures)
        # the ability's own {T} and "sacrifice this" (602.1a)
        if self.ability is not None:
            src = next(c for c in self.bf if c.ids == [self.spell.id]) if self.spell.zone == "battlefield" else None
            ab = self.ability[1]
            if src is not None and getattr(ab, "tap", False):
                self.tap_uses[src.index].append(1)
            if src is not None and getattr(ab, "sacrifice_self", False):
                self.sac_uses[src.index].append(1)
        # one mana activation per object: the abilities here all tap or sacrifice it
        for c in self.bf:
            acts = [g["count"] for g in self.groups if g["cls"] is c]
            if acts:
                m.add(sum(acts) <= c.n)
            for oi in range(c.n):
                per_obj = [g["count"] for g in self.groups if g["cls"] is c and g["object"] == oi]
                if len(per_obj) > 1:
                    m.add_at_most_one(per_obj)
        # identical costed objects: activate lower ids first (symmetry breaking)
        for c in self.bf:
            objs = sorted({g["object"] for g in self.costed if g["cls"] is c})
            for a, b in itertools.pairwise(objs):
                ua = sum(g["count"] for g in self.costed if g["cls"] is c and g["object"] == a)
                ub = sum(g["count"] for g in self.costed if g["cls"] is c and g["object"] == b)
                m.add(ua >= ub)
        # creatures tapped by Springleaf Drum's cost (any untapped creature you control)
        self.drum_total = sum(drum_taps) if drum_taps else 0
        self.drum_taps: dict[int, Any] = {}
        if drum_taps:
            for c in self.bf:
                if c.sample.is_a("Creature") and not c.sample.tapped:
                    v = m.new_int_var(0, c.n, f"drum_tap:{c.ids[0]}")
                    self.drum_taps[c.index] = v
                    self.tap_uses[c.index].append(v)
            m.add(sum(self.drum_taps.values()) == self.drum_total)
        # mana flow into costed abilities (ranked: only from earlier activations)
        n_costed = len(self.costed)
        self.inflow: list[dict[int, Any]] = []
        for gi, g in enumerate(self.costed):
            g["rank"] = m.new_int_var(0, max(0, n_costed - 1), f"rank:{gi}")
            g["from_early"] = {}
            g["from"] = {}
        for gi, g in enumerate(self.costed):
            cost_syms = g["ab"].mana_cost.symbols
            # units of each kind paying this activation's cost
            inflow: dict[int, Any] = {}
            for k in range(len(self.kinds)):
                if not self.kinds[k].ability_ok:
                    continue
                inflow[k] = m.new_int_var(0, len(cost_syms) * 2, f"inflow:{gi}:{k}")
            g["inflow"] = inflow
            self._pay_ability_cost(g, cost_syms, inflow)
            for hj, h in enumerate(self.costed):
                if hj == gi or (h["cls"] is g["cls"] and h["object"] == g["object"]):
                    continue
                for k, n in h["produced"].items():
                    if k in inflow:
                        f = m.new_int_var(0, n, f"flow:{hj}->{gi}:{k}")
                        used = m.new_bool_var(f"flowuse:{hj}->{gi}:{k}")
                        m.add(f == 0).only_enforce_if(used.negated())
                        m.add(h["rank"] + 1 <= g["rank"]).only_enforce_if(used)
                        g["from"].setdefault(hj, {})[k] = f
        # produced by costed h = what flows to later costed + what joins the final pool
        self.costed_out: list[dict[int, Any]] = []
        for hj, h in enumerate(self.costed):
            outs: dict[int, Any] = {}
            for k, n in h["produced"].items():
                to_costed = [g["from"][hj][k] for g in self.costed if hj in g["from"] and k in g["from"][hj]]
                rest = m.new_int_var(0, n, f"costed_rest:{hj}:{k}")
                m.add(sum(to_costed) + rest == n * h["count"])
                outs[k] = rest
            self.costed_out.append(outs)
        # early mana (pool + costless abilities) that pays costed abilities
        for gi, g in enumerate(self.costed):
            for k, v in g["inflow"].items():
                from_costed = [h_from[k] for h_from in g["from"].values() if k in h_from]
                early = m.new_int_var(0, 2 * len(g["ab"].mana_cost.symbols), f"early:{gi}:{k}")
                m.add(v == early + sum(from_costed))
                g["from_early"][k] = early

    def _pay_ability_cost(self, g: dict[str, Any], syms: tuple[ManaSymbol, ...], inflow: dict[int, Any]) -> None:
        """The mana cost of a mana ability (Signet {1}, filter land {W/B}), paid from the pool
        with unrestricted mana (106.6)."""
        m = self.m
        assign: dict[tuple[int, int], Any] = {}
        for si, s in enumerate(syms):
            parts = []
            for k in inflow:
                t = self.kinds[k].type
                if s.is_plain_generic or t in s.colors or (s.generic is not None):
                    amount = s.generic if s.is_plain_generic else 1
                    v = m.new_int_var(0, amount, f"abpay:{id(g)}:{si}:{k}")
                    assign[si, k] = v
                    parts.append(v)
            need = s.generic if s.is_plain_generic else 1
            m.add(sum(parts) == need * g["count"])
        for k, v in inflow.items():
            m.add(v == sum(a for (si, kk), a in assign.items() if kk == k))

    # 601.2h: the objects used by costs; signatures per class
    def _object_uses(self) -> None:
        m, card = self.m, self.card
        convoke = "Convoke" in card.keywords
        improvise = "Improvise" in card.keywords
        delve = "Delve" in card.keywords
        parts = self._cost_parts()
        exile_gy = delve or any(p.action in ("exile_from_graveyard", "collect_evidence") for p, _ in parts)
        self.part_sel: list[tuple[CostPart, Any, dict[int, Any]]] = []
        for c in self.bf:
            o = c.sample
            untapped = not o.tapped
            bits = list(c.bits)
            if untapped and (self.tap_uses[c.index] or (convoke and o.is_a("Creature")) or (improvise and o.is_a("Artifact"))
                             or any(p.action in ("tap_untapped", "tap_power") and matches(p.filter, o) for p, _ in parts)):
                bits.append("T")
            if self.sac_uses[c.index] or any(p.action == "sacrifice" and matches(p.filter, o) for p, _ in parts) or \
                    any(a.emerge and o.is_a("Creature") for a, _ in self.alt_vars):
                bits.append("S")
                if exile_gy and not o.token:
                    bits.append("X")
            if convoke and self.looks_at_convoke and untapped and o.is_a("Creature"):
                bits.append("V")
            c.bits = tuple(bits)
        for c in self.hand:
            c.bits += tuple(b for b, action in (("D", "discard"), ("H", "exile_from_hand"))
                            if any(p.action == action and matches(p.filter, c.sample) for p, _ in parts))
        for c in self.gy:
            if exile_gy and not c.sample.token:
                c.bits += ("X",)
        for c in self.all_classes:
            sigs = []
            for r in range(len(c.bits) + 1):
                for combo in itertools.combinations(c.bits, r):
                    s = set(combo)
                    if "V" in s and "T" not in s:
                        continue
                    if "X" in s and "S" not in s and c in self.bf:
                        continue
                    if "D" in s and "H" in s:
                        continue
                    if any(pair <= s for pair in self.exclusive):
                        continue  # "another target" (601.2c)
                    sigs.append(tuple(sorted(s)))
            c.sigs = sigs
            for s in sigs:
                if not s:
                    continue
                v = m.new_int_var(0, c.n, f"sig:{c.ids[0]}:{''.join(s)}")
                c.sig_vars[s] = v
                self.key_vars.append(v)
            if c.sig_vars:
                m.add(sum(c.sig_vars.values()) <= c.n)
        self._link_targets()
        # per-part selections
        self.convoke_by: dict[int, Any] = {}
        self.improvise_by: dict[int, Any] = {}
        self.delve_by: dict[int, Any] = {}
        tap_cost_by: dict[int, list[Any]] = {c.index: [] for c in self.bf}
        sac_cost_by: dict[int, list[Any]] = {c.index: [] for c in self.bf}
        exile_cost_by: dict[int, list[Any]] = {c.index: [] for c in self.all_classes}
        discard_by: dict[int, list[Any]] = {c.index: [] for c in self.hand}
        hand_exile_by: dict[int, list[Any]] = {c.index: [] for c in self.hand}
        emerge_terms = []
        for pi, (part, mult) in enumerate(parts):
            lit = self.lit(f"601.2h:part:{pi}")
            sel: dict[int, Any] = {}
            if part.action in ("sacrifice", "tap_untapped"):
                pool = self.bf
            elif part.action in ("discard", "exile_from_hand"):
                pool = self.hand
            elif part.action in ("exile_from_graveyard", "collect_evidence"):
                pool = self.gy + [c for c in self.bf if "X" in c.bits]
            elif part.action == "tap_power":
                pool = [c for c in self.bf if c.sample.id != self.spell.id]
            else:  # pay_life: counted in _total_cost
                self.part_sel.append((part, mult, {}))
                continue
            for c in pool:
                if not matches(part.filter, c.sample):
                    continue
                if part.action in ("tap_untapped", "tap_power") and c.sample.tapped:
                    continue
                if part.another and c.sample.id == self.spell.id:
                    continue  # "another": not the ability's source (its own class)
                v = m.new_int_var(0, c.n, f"part:{pi}:{c.ids[0]}")
                sel[c.index] = v
                {"sacrifice": sac_cost_by, "tap_untapped": tap_cost_by, "tap_power": tap_cost_by, "discard": discard_by,
                 "exile_from_hand": hand_exile_by}.get(part.action, exile_cost_by)[c.index].append(v)
            if part.action == "tap_power":
                # 702.122a crew: any number of creatures with total power N or more
                m.add(sum(v * max(0, self._class(ci).sample.power) for ci, v in sel.items()) >= part.amount
                      ).only_enforce_if(lit)
            elif part.action == "collect_evidence":
                m.add(sum(v * self._class(ci).sample.mana_value for ci, v in sel.items()) >= part.amount * mult
                      ).only_enforce_if(lit)
                for v in sel.values():
                    m.add(v == 0).only_enforce_if(lit.negated())
                if not isinstance(mult, int):
                    for v in sel.values():
                        m.add(v == 0).only_enforce_if(mult.negated())
            else:
                m.add(sum(sel.values()) == part.amount * mult).only_enforce_if(lit)
            if part.action == "sacrifice" and any(a.emerge and part in a.parts and mult is v for a, v in self.alt_vars):
                # 702.119a: reduced by the sacrificed creature's mana value
                emerge_terms += [v * self._class(ci).sample.mana_value for ci, v in sel.items()]
            self.part_sel.append((part, mult, sel))
        m.add(self.emerge_reduction == sum(emerge_terms))
        for c in self.bf:
            o = c.sample
            if convoke and o.is_a("Creature") and not o.tapped:
                self.convoke_by[c.index] = m.new_int_var(0, c.n, f"convoke:{c.ids[0]}")
            if improvise and o.is_a("Artifact") and not o.tapped:
                self.improvise_by[c.index] = m.new_int_var(0, c.n, f"improvise:{c.ids[0]}")
            taps = self.tap_uses[c.index] + tap_cost_by[c.index] + [self.convoke_by.get(c.index, 0),
                                                                    self.improvise_by.get(c.index, 0)]
            m.add(sum(taps) == c.count("T"))
            m.add(sum(self.sac_uses[c.index]) + sum(sac_cost_by[c.index]) == c.count("S"))
            # sacrificed for mana: tap+sacrifice abilities use tapped-and-sacrificed objects,
            # sacrifice-only abilities (Gold) untapped-and-sacrificed ones (601.2g precedes 601.2h)
            both = [v for v, tapped in self.sac_mana[c.index] if tapped]
            only = [v for v, tapped in self.sac_mana[c.index] if not tapped]
            if both:
                m.add(sum(both) <= sum(v for s, v in c.sig_vars.items() if "T" in s and "S" in s))
            if only:
                m.add(sum(only) <= sum(v for s, v in c.sig_vars.items() if "T" not in s and "S" in s))
            if self.looks_at_convoke and c.index in self.convoke_by:
                m.add(self.convoke_by[c.index] == c.count("V"))
        for c in self.hand:
            m.add(sum(discard_by[c.index]) == c.count("D"))
            m.add(sum(hand_exile_by[c.index]) == c.count("H"))
        for c in self.gy + [c for c in self.bf if "X" in c.bits]:
            if delve:
                self.delve_by[c.index] = m.new_int_var(0, c.n, f"delve:{c.ids[0]}")
            m.add(sum(exile_cost_by[c.index]) + self.delve_by.get(c.index, 0) == c.count("X"))

    def _link_targets(self) -> None:
        """Each slot's count is the objects carrying its bit; 601.2d division; costs that
        depend on targets (Fireball, Kopala: 601.2f)."""
        m, card = self.m, self.card
        for sl in self.slots:
            m.add(sum(c.count(sl["bit"]) for c in self.all_classes) == sl["n"])
            # a witness aims at an opponent first (target_only lists them first)
            first = next((c for c in self.target_only if (sl["bit"],) in c.sig_vars), None)
            if first is not None:
                m.add_hint(first.sig_vars[sl["bit"],], 1)
        self.division_vars: dict[tuple[int, tuple[str, ...], int], Any] = {}
        for si, sl in enumerate(self.slots):
            d = sl["division"]
            if d is None:
                continue
            hi = self.mana_bound if d.x else d.amount
            terms = []
            for c in self.all_classes:
                for sig, v in c.sig_vars.items():
                    if sl["bit"] not in sig:
                        continue
                    parts = []
                    for a in range(1, hi + 1):
                        dv = m.new_int_var(0, c.n, f"divide:{c.ids[0]}:{''.join(sig)}:{a}")
                        self.division_vars[c.index, sig, a] = dv
                        self.key_vars.append(dv)
                        parts.append(dv)
                        terms.append(a * dv)
                    m.add(sum(parts) == v)
            amount = self.x if d.x else d.amount
            active = sl["active"]
            # 601.2d: the whole amount is divided (a named group, so that a refusal can say that
            # there is nothing to divide it among)
            divide = self.lit(f"601.2d:divide:{si}")
            if isinstance(active, int):
                m.add(sum(terms) == (amount if active else 0)).only_enforce_if(divide)
            else:
                m.add(sum(terms) == amount).only_enforce_if([active, divide])
                m.add(sum(terms) == 0).only_enforce_if(active.negated())
        increase = []
        if card.per_extra_target:
            total = sum(sl["n"] for sl in self.slots)
            extra = self.int_var(0, self.mana_bound + 50, "extra_targets")
            m.add_max_equality(extra, [total - 1, 0])
            increase.append(card.per_extra_target * extra)
        for mod, viewer in self.targeting_mods:
            hit = [c.count(b) for c in self.all_classes if c.sample is not None and isinstance(c.sample, GameObject)
                   and filter_matches(mod.targeting, c.sample, viewer) for b in c.bits if b.startswith("t")]
            b = m.new_bool_var("targets_for_modifier")
            if hit:
                m.add(sum(hit) >= 1).only_enforce_if(b)
                m.add(sum(hit) == 0).only_enforce_if(b.negated())
            else:
                m.add(b == 0)
            increase.append(mod.amount * b if mod.kind == "increase" else -mod.amount * b)
        m.add(self.target_increase == sum(increase))

    def _class(self, index: int) -> ObjClass:
        return self.all_classes[index]

    # 601.2h: pay the total cost with mana, convoke, improvise, delve
    def _payment(self) -> None:
        m = self.m
        nk = len(self.kinds)
        # total mana of each kind available for the spell after costed abilities took theirs
        early_supply: dict[int, list[LinearExpr]] = {k: [] for k in range(nk)}
        for k, n in self.pool_kinds.items():
            early_supply[k].append(n)
        for g in self.groups:
            if g["object"] is None:
                for k, n in g["produced"].items():
                    early_supply[k].append(g["count"] * n)
        early_to_costed: dict[int, list[Any]] = {k: [] for k in range(nk)}
        for g in self.costed:
            for k, v in g["from_early"].items():
                early_to_costed[k].append(v)
        self.available: dict[int, Any] = {}
        self.spend: dict[tuple[int, str], Any] = {}
        self.leftover: dict[int, Any] = {}
        big = self.mana_bound * 4 + 200
        for k in range(nk):
            # 601.2g order: costless mana pays costed abilities only from what it made
            m.add(sum(early_supply[k]) >= sum(early_to_costed[k]))
            avail = self.int_var(0, big, f"avail:{k}")
            m.add(avail == sum(early_supply[k]) - sum(early_to_costed[k]) + sum(o.get(k, 0) for o in self.costed_out))
            self.available[k] = avail
            kind = self.kinds[k]
            terms = []
            if kind.spell_ok:
                for r in (kind.type, "generic") + (("snow",) if kind.snow else ()):
                    v = self.int_var(0, big, f"spend:{k}:{r}")
                    self.spend[k, r] = v
                    terms.append(v)
            left = self.int_var(0, big, f"left:{k}", key=True)
            m.add(avail == sum(terms) + left)
            self.leftover[k] = left
        # convoke (702.51a): a creature pays generic or one mana of one of its colors
        self.convoke_pay: dict[tuple[int, str], Any] = {}
        for ci, v in self.convoke_by.items():
            c = self._class(ci)
            terms = []
            for r in ("generic", *sorted(c.sample.colors & set(COLORS))):
                p = self.int_var(0, c.n, f"convoke_pay:{ci}:{r}")
                self.convoke_pay[ci, r] = p
                terms.append(p)
            m.add(sum(terms) == v)
        extra_generic = list(self.improvise_by.values()) + list(self.delve_by.values())
        for r in REQS:
            lit = self.lit(f"601.2h:pay:{r}")
            paid = [v for (_k, rr), v in self.spend.items() if rr == r]
            paid += [v for (_ci, rr), v in self.convoke_pay.items() if rr == r]
            if r == "generic":
                paid += extra_generic
            m.add(sum(paid) == self.req[r]).only_enforce_if(lit)

    # cli.md: every activation contributes at least one mana to the payment, directly or by
    # paying the cost of another activation that does. Spent mana is fungible within a kind;
    # mana flowing between costed activations is tracked per activation (ranked, acyclic).
    def _no_idle(self) -> None:
        m = self.m
        nk = len(self.kinds)
        spent: dict[int, list[Any]] = {k: [] for k in range(nk)}
        for (k, _), v in self.spend.items():
            spent[k].append(v)
        early_to_costed: dict[int, list[Any]] = {k: [] for k in range(nk)}
        for g in self.costed:
            for k, v in g["from_early"].items():
                early_to_costed[k].append(v)
        credit_spent: dict[int, list[Any]] = {k: [] for k in range(nk)}
        credit_early: dict[int, list[Any]] = {k: [] for k in range(nk)}
        for gi, g in enumerate(self.groups):
            terms = []
            cap = g["cls"].n if g["object"] is None else 1
            for k, n in g["produced"].items():
                y = m.new_int_var(0, n * cap, f"credit:{gi}:{k}")
                g.setdefault("credit_spent", {})[k] = y
                m.add(y <= n * g["count"])
                credit_spent[k].append(y)
                terms.append(y)
                if g["object"] is None:
                    e = m.new_int_var(0, n * cap, f"credit_early:{gi}:{k}")
                    g.setdefault("credit_early", {})[k] = e
                    m.add(e <= n * g["count"])
                    credit_early[k].append(e)
                    terms.append(e)
            if g["object"] is not None:
                hj = self.costed.index(g)
                terms += [h["from"][hj][k] for h in self.costed if hj in h["from"] for k in h["from"][hj]]
            m.add(sum(terms) >= g["count"])
        for k in range(nk):
            if credit_spent[k]:
                m.add(sum(credit_spent[k]) <= sum(spent[k]))
            if credit_early[k]:
                m.add(sum(credit_early[k]) <= sum(early_to_costed[k]))

    def spell_card_mana(self, g: dict[str, Any], oid: str) -> list[tuple[str, int]]:
        """The mana one activation of group ``g`` by object ``oid`` adds: (type, kind)."""
        o = self.state.object(oid)
        assert o is not None
        ab: ManaAbility = g["ab"]
        alt = ab.produces[g["alt"]]
        mult = amount_multiplier(ab, o, self.state, self.player, alt)
        return [(t, self.kind(kind_of(t, o, ab.restriction, self.card))) for t in alt for _ in range(mult)]

    # -- solving --
    def solver(self, time_limit: float) -> cp_model.CpSolver:
        s = cp_model.CpSolver()
        s.parameters.num_workers = 1
        s.parameters.max_time_in_seconds = max(0.01, time_limit)
        return s
