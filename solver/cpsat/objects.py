"""The vocabulary every step of the CP-SAT model shares: the model itself, mana *kinds*,
classes of interchangeable objects, and the :class:`Builder` the steps add their variables
through (the CP-SAT model, its assumption literals and its option-key variables).

Interchangeable objects are counted classes (``shared/notes/cp-sat-practice.md``): for each
class the model counts how many of its objects end in each *use signature* (tapped,
sacrificed, exiled, discarded, convoked, targeted by slot i). Mana is counted by *kind* (type,
source tag, where it may be spent). These live apart from ``model.py`` (which assembles the
steps) because every step module builds them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import ActivatedAbility, CardDef, ManaAbility, ObjectFilter, has_any_subtype, spend_permissions
from castable.model.mana import MANA_TYPES, ManaCost
from castable.model.rules import ability_card, cast_face_down
from castable.model.state import GameObject, GameState, Player, filter_matches
from ortools.sat.python import cp_model

LinearExpr = Any  # cp_model linear expressions (and plain ints)
IntVar = cp_model.IntVar
BoolVar = cp_model.IntVar  # a 0/1 IntVar, or its negation
#: the requirements of the total cost the payment meets: each mana type, generic, snow
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
    (snow, spending restrictions: docs/cli.md), and where it may be spent."""

    type: str
    tag: Any
    snow: bool
    spell_ok: bool
    ability_ok: bool
    #: its spending restriction and its source's chosen creature type: what it may pay among the
    #: mana abilities' own costs (106.6, 605.3b), decided per ability (``may_pay_ability``)
    restriction: str | None = None
    chosen: str | None = None


def source_tag(o: GameObject | None) -> Any:
    """What tells mana of ``o`` apart from the same type made elsewhere (106.6, snow): None
    when nothing does."""
    if o is None:
        return None
    if not o.is_snow and all(a.restriction is None for a in o.card.mana_abilities):
        return None
    return (o.is_snow, tuple(sorted({a.restriction or "" for a in o.card.mana_abilities})), tuple(sorted(o.chosen.items())))


@dataclass(frozen=True)
class Paying:
    """What mana is spent on (106.6): a spell (its characteristics as cast), or an ability (its
    source's characteristics); whether that cost contains {X} / {C}."""

    ability: bool
    types: frozenset[str]
    subtypes: frozenset[str]
    colors: frozenset[str]
    all_creature_types: bool
    x: bool
    c: bool
    #: the spell's own rule: only mana from sources like this (Myr Superion), or no mana (Hogaak)
    only_from: ObjectFilter | None = None
    no_mana: bool = False
    #: 903.3: the spell is one of the caster's commanders (Jeweled Lotus: "only to cast your commander")
    commander: bool = False
    #: the spell's mana value with X at 0 (202.3; ``mv_spell`` is read only beside ``x_spell``)
    #: and whether it is cast face down (708.2: ``castable.model.rules.face_down_spell``)
    mana_value: int = 0
    face_down: bool = False
    #: the ability is an equip ability (702.6a: ``ActivatedAbility.equip``)
    equip: bool = False
    #: mana14: the spell is cast from exile ("exile_spell")
    exile: bool = False


def paying_spell(card: CardDef, commander: bool = False, face_down: bool = False, exile: bool = False) -> Paying:
    """``commander``: the spell is one of the caster's commanders (903.3); ``face_down``: it is
    cast face down (708.2); ``exile``: it is cast from exile."""
    syms = card.mana_cost.symbols if card.mana_cost is not None else ()
    return Paying(False, card.types, card.subtypes, card.colors, card.all_creature_types,
                  any(s.is_x for s in syms), any(s.text == "{C}" for s in syms), card.mana_only_from, card.no_mana_spent,
                  commander, card.mana_value, face_down, exile=exile)


def paying_cast(state: GameState, player: str, spell: GameObject) -> Paying:
    """What mana is spent on when ``player`` casts ``spell`` (106.6; 903.3 for a commander)."""
    return paying_spell(spell.card, spell.id in state.player(player).commanders, cast_face_down(spell),
                        spell.zone == "exile")


def source_allowed(what: Paying, source: GameObject | None) -> bool:
    """The spell's own spending rule (106.6): "You can't spend mana to cast this spell"; "Spend
    only mana produced by creatures": the mana's source, an object of the state, is one (mana
    floating from a source named but not in the state is not known to be)."""
    if what.no_mana:
        return False
    if what.only_from is None:
        return True
    return source is not None and filter_matches(what.only_from, source, source.controller)


def paying_ability(source: GameObject, cost: ManaCost | None, equip: bool = False) -> Paying:
    """``equip``: the ability is an equip ability (702.6a)."""
    syms = cost.symbols if cost is not None else ()
    return Paying(True, source.types, source.subtypes, source.colors, source.all_creature_types,
                  any(s.is_x for s in syms), any(s.text == "{C}" for s in syms), equip=equip)


def restriction_allows(restriction: str | None, what: Paying, source: GameObject | None) -> bool:
    """106.6: may mana with this spending restriction be spent on ``what``?"""
    if restriction is None:
        return True
    chosen = source.chosen.get("creature_type") if source is not None else None
    return any(_permits(p, sub, what, chosen) for p, sub in spend_permissions(restriction))


def _permits(p: str, sub: str | None, w: Paying, chosen: str | None) -> bool:
    """One permission of a spending restriction (``ManaRestriction``)."""
    if p == "x_cost":
        return w.x
    if p == "c_cost":
        return w.c
    if p == "commander_spell":  # 903.3: "Spend this mana only to cast your commander"
        return not w.ability and w.commander
    if p in ("x_spell", "creature_x_spell"):  # "[creature] spells with {X} in their mana costs"
        return not w.ability and w.x and (p == "x_spell" or "Creature" in w.types)
    if p in ("mv_spell", "creature_mv_spell"):  # "[creature] spells with mana value N or greater"
        return not w.ability and sub is not None and w.mana_value >= int(sub) \
            and (p == "mv_spell" or "Creature" in w.types)
    if p == "chosen_type_creature_ability":  # an ability of a creature source of the chosen type
        return w.ability and "Creature" in w.types and chosen is not None \
            and has_any_subtype(frozenset({chosen}), w.subtypes, w.all_creature_types)
    if p in ("chosen_type_spell", "chosen_type_ability"):  # mana14: Eclipsed Realms, a source or spell of any type
        return w.ability == (p == "chosen_type_ability") and chosen is not None \
            and has_any_subtype(frozenset({chosen}), w.subtypes, w.all_creature_types)
    if p == "exile_spell":  # mana14: "to cast spells from exile"
        return not w.ability and w.exile
    if p == "face_down_spell":  # "to cast face-down spells" (708.2)
        return not w.ability and w.face_down
    if p == "turn_face_up":  # a special action (116.2b), never what is paid for here
        return False
    if p == "equip_ability":  # "activate an equip ability" (702.6a)
        return w.ability and w.equip
    if p == "creature_spell_of_chosen_type":  # Cavern of Souls: the type chosen as it entered
        return not w.ability and "Creature" in w.types and chosen is not None \
            and has_any_subtype(frozenset({chosen}), w.subtypes, w.all_creature_types)
    kind, _, use = p.rpartition("_")
    if (use == "ability") != w.ability:
        return False
    if p in ("spell", "ability"):
        return True
    colorless = not w.colors
    typed = {"artifact": "Artifact", "creature": "Creature", "planeswalker": "Planeswalker",
             "enchantment": "Enchantment", "land": "Land"}
    if kind in typed:
        return typed[kind] in w.types
    if kind == "multicolored":
        return len(w.colors) >= 2
    if kind == "colorless":
        return colorless
    if kind == "noncreature":
        return "Creature" not in w.types
    if kind == "instant_sorcery":
        return bool({"Instant", "Sorcery"} & w.types)
    if kind in ("subtype", "colorless_subtype"):
        return (colorless or kind == "subtype") and sub is not None \
            and has_any_subtype(frozenset({sub}), w.subtypes, w.all_creature_types)
    return False


def kind_of(mtype: str, source: GameObject | None, restriction: str | None, paying: Paying) -> Kind:
    return Kind(mtype, source_tag(source), bool(source and source.is_snow),
                restriction_allows(restriction, paying, source) and source_allowed(paying, source),
                restriction is None or any(p.endswith("ability") or p == "c_cost" for p, _ in spend_permissions(restriction)),
                restriction, source.chosen.get("creature_type") if source is not None else None)


def may_pay_ability(k: Kind, source: GameObject, ab: ManaAbility) -> bool:
    """106.6: may mana of kind ``k`` pay the mana cost of ``source``'s mana ability ``ab``?"""
    if k.restriction is None:
        return True
    what = paying_ability(source, ab.mana_cost)
    return any(_permits(p, sub, what, k.chosen) for p, sub in spend_permissions(k.restriction))


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
    """Objects nothing can tell apart (docs/cli.md); ``bits`` are the uses its signature tracks."""

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


def sacrifice_ordered(o: GameObject) -> bool:
    """605.3a, 602.2: ``o`` has a mana ability sacrificing it and another ranked one (a mana cost
    or repeatable): the others must be activated before it is sacrificed, so each such object is
    its own class (``mana_abilities`` orders its activations per object)."""
    mas = [ab for ab in o.card.mana_abilities if ab.zone == "battlefield" == o.zone]
    return any(ab.sacrifice_self for ab in mas) and \
        any(bool(ab.mana_cost.symbols or ab.repeatable) and not ab.sacrifice_self for ab in mas)


def classes_of(objs: list[GameObject], start: int = 0) -> list[ObjClass]:
    groups: dict[Any, list[GameObject]] = {}
    for o in objs:
        key = o.symmetry_key()
        groups.setdefault((key, o.id) if sacrifice_ordered(o) else key, []).append(o)
    out = []
    for i, (_, members) in enumerate(sorted(groups.items(), key=lambda kv: min(m.id for m in kv[1]))):
        ids = sorted((m.id for m in members), key=id_order)
        out.append(ObjClass(start + i, ids, members[0]))
    return out


def id_order(oid: str) -> tuple[Any, ...]:
    """Object ids in their natural order ("b.2" before "b.10"): within a class, lowest first."""
    return tuple(int(p) if p.isdigit() else p for p in oid.split("."))


def matches(f: ObjectFilter, o: GameObject) -> bool:
    return f.matches(o.types, o.subtypes, o.colors, o.all_creature_types)


@dataclass
class Objects:
    """The caster's objects as classes: battlefield, hand, graveyard, then (added by the
    target step) the objects that can only be targets; ``all[c.index] is c``."""

    bf: list[ObjClass]
    hand: list[ObjClass]
    gy: list[ObjClass]
    target_only: list[ObjClass] = field(default_factory=list)
    all: list[ObjClass] = field(default_factory=list)
    #: 602.2: other players' permanents whose mana ability the caster may activate (Mana
    #: Cache): mana sources only, kept out of ``bf`` and ``all`` so that no sacrifice, convoke,
    #: target or cost sees them (their indices start at :data:`FOREIGN_BASE`)
    foreign: list[ObjClass] = field(default_factory=list)

    def add_target_only(self, classes: list[ObjClass]) -> None:
        self.target_only = classes
        self.all = self.all + classes


#: the first index of :attr:`Objects.foreign`'s classes, apart from every other class's
FOREIGN_BASE = 1 << 30


def collect_objects(me: Player, spell: GameObject, ability: bool, foreign: list[GameObject] | None = None) -> Objects:
    """Classes of ``me``'s battlefield, hand and graveyard, ``spell`` left out; ``foreign``:
    another player's permanents ``me`` may take mana from (602.2, Mana Cache)."""
    if ability and spell.zone == "battlefield":
        # the source is told apart from its twins: its own costs name it
        bf = classes_of([o for o in me.battlefield if o.id != spell.id])
        bf.append(ObjClass(len(bf), [spell.id], spell))
    else:
        bf = classes_of(list(me.battlefield))
    hand = classes_of([o for o in me.hand if o.id != spell.id], len(bf))
    gy = classes_of([o for o in me.graveyard if o.id != spell.id], len(bf) + len(hand))
    return Objects(bf, hand, gy, all=bf + hand + gy, foreign=classes_of(list(foreign or ()), FOREIGN_BASE))


# ----- the builder --------------------------------------------------------------------------------
class Builder:
    """What every step adds to: the CP-SAT model, the named assumption literals (requirement
    groups that explain a "no"), the option-key variables (docs/answers.md's distinct option), the mana
    kinds, and what is being cast. 602.2b: activating an ability follows 601.2b-i with its
    activation cost as the "mana cost"; ``spell`` is then the ability's source and ``card`` its
    pseudo-card."""

    #: objects that can't activate a mana ability now get no variables for it (302.6, 113.6)
    skip_unusable = True

    def __init__(self, state: GameState, player: str, spell: GameObject, *, mode: str | None = "any",
                 for_pools: bool = False, ability: tuple[int, ManaAbility | ActivatedAbility] | None = None) -> None:
        self.for_pools = for_pools
        self.state = state
        self.player = player
        self.me = state.player(player)
        self.spell = spell
        self.ability = ability
        self.card = (ability_card(spell, ability[0]) or spell.card) if ability is not None else spell.card
        self.m = Model()
        self.assumptions: dict[str, Any] = {}
        self.eq_lits: dict[tuple[int, int], Any] = {}  # "v == x" literals of blocking clauses
        self.key_vars: list[Any] = []
        self.mode = mode
        self.kinds: list[Kind] = []
        self.kind_index: dict[Kind, int] = {}

    @property
    def source_ability(self) -> ActivatedAbility:
        assert self.ability is not None
        ab = self.ability[1]
        return ab if isinstance(ab, ActivatedAbility) else ActivatedAbility(ab.text, zone="battlefield")

    @property
    def casting_commander(self) -> bool:
        """903.3: a spell that is one of the caster's own commanders (106.6: "Spend this mana only
        to cast your commander")."""
        return self.ability is None and not self.for_pools and self.spell.id in self.me.commanders

    @property
    def paying(self) -> Paying:
        """What the mana is spent on (106.6): the spell as cast, or the ability of ``spell``."""
        if self.ability is not None:
            return paying_ability(self.spell, self.card.mana_cost, self.source_ability.equip)
        return paying_spell(self.card, self.casting_commander, cast_face_down(self.spell), self.spell.zone == "exile")

    def kind(self, k: Kind) -> int:
        """The index of mana kind ``k``, seen from what is being paid for."""
        if self.for_pools:
            k = Kind(k.type, k.tag, k.snow, True, k.ability_ok, k.restriction, k.chosen)
        if k not in self.kind_index:
            self.kind_index[k] = len(self.kinds)
            self.kinds.append(k)
        return self.kind_index[k]

    def pool_kind(self, mtype: str, source: str | None) -> int:
        """The kind of one unit of floating mana (its source's tag, snow, restriction)."""
        src, restriction, snow = pool_restriction(self.state, source, mtype)
        tag = source_tag(src) if src is not None else (("pool", source, snow, restriction) if (snow or restriction) else None)
        k = kind_of(mtype, src, restriction, self.paying)
        return self.kind(Kind(mtype, tag, snow, k.spell_ok, k.ability_ok, restriction, k.chosen))

    def lit(self, name: str) -> Any:
        """A requirement group's enforcement literal, assumed true when solving."""
        b = self.m.new_bool_var(name)
        self.assumptions[name] = b
        return b

    def int_var(self, lo: int, hi: int, name: str, key: bool = False) -> Any:
        v = self.m.new_int_var(lo, max(lo, hi), name)
        if key:
            self.key_vars.append(v)
        return v

    def solver(self, time_limit: float) -> cp_model.CpSolver:
        """One worker always (``shared/notes/cp-sat-practice.md``: enumeration and cores)."""
        s = cp_model.CpSolver()
        s.parameters.num_workers = 1
        s.parameters.max_time_in_seconds = max(0.01, time_limit)
        return s
