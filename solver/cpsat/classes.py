"""Payment classes without CP-SAT (issue 11): a pure-Python enumerator for the common boards.

:mod:`castable.solver.cpsat.factored` lists options as cost tuples x payment classes x target
choices, finding the cost tuples and each cost's payment classes with CP-SAT solves (tens of
milliseconds each). On a board whose mana comes only from costless single-unit sources (lands
and rocks with "{T}: Add {C}" or "{T}: Add one mana of any color", 605.1a) both are small
combinatorial problems, solved here directly (with Treasures, convoke, improvise, delve):

- a *cost tuple* is the announcement (601.2b: modes, X) and each slot's number of targets
  (601.2c); its total cost (601.2f) is the printed mana cost with X, plus the escalate cost
  once per mode beyond the first (702.120a); it exists when some payment class of that cost
  has a target choice (``Factored.target_count``);
- a *payment class* (its option key without targets, docs/answers.md "Distinct options") is
  how many objects of each class of identical sources are tapped, and the life paid. Every
  unit made is spent (docs/cli.md: no idle activation), so the units made equal the cost's
  mana; a choice of tapped counts pays when the colored symbols can be matched to the units
  (Hall's condition over the sets of colors the symbols accept, 107.4), for some way of
  paying each Phyrexian symbol with 2 life (107.4f, at most the life total: 119.4) and each
  {2/W} with {2} (107.4e).

Counting multiplies: per payment class, the target choices joined with it.

:func:`declines` is the guard: it names the first thing on the board this module does not
model (then the caller runs the CP-SAT path). It holds only for a spell cast from the hand
by its mana cost (X, hybrid, {2/W} and Phyrexian symbols included) with: no alternative,
optional, additional or target-dependent costs; no entwine, spree, repeatable or non-mana
escalate modes; no X-count target slot and no slot switched on by a cost; cost modifiers and
"costs {1} less for each ..." only as a generic increase or reduction (601.2f; no minimum, life,
target-dependent or colored one); no {S} symbol; no floating mana; and every mana ability of
the caster's objects that can be activated now (113.6 its zone, 302.6 {T}) of the form
"[{T}, ][Sacrifice this: ]Add one unit" from the battlefield, without a mana cost (Signets,
filter lands decline), restriction, condition (602.5) or multiplier. Convoke, improvise and
delve are modelled (unit groups of :func:`_sources`); an object with two ways to pay whose
colors don't nest declines too. Everything else keeps the CP-SAT enumeration.
"""

from __future__ import annotations

import dataclasses
import itertools
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from castable.model.cards import (
    ManaAbility,
)
from castable.model.landtypes import white_as_any
from castable.model.mana import COLORS, MANA_TYPES, ManaSymbol
from castable.model.modecount import pawprint_budget
from castable.model.plan import Activation, Plan, source_rule
from castable.model.rules import (
    applicable_modifiers,
    black_paid_with_life,
    can_tap_for_ability,
    self_reduction,
)
from castable.model.state import GameObject
from castable.solver.cpsat import spend as spend_check
from castable.solver.cpsat.extract import _hybrid_order, choosers_of
from castable.solver.cpsat.factored import Factored, _Cost, _PayClass
from castable.solver.cpsat.mana_abilities import (
    amount_multiplier,
    counted_sacrifice,
)
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import id_order
from castable.solver.cpsat.spend import _max_flow
from castable.solver.fields import set_field


@dataclass
class _Source:
    """One way a class of identical objects pays one unit each (a *unit group*): its role
    (``mana``: a costless activation, 605.1a; ``convoke`` 702.51a; ``improvise`` 702.126a;
    ``delve`` 702.66a), what ``option_key`` sees of an object used so (``label``), the colors
    a unit may pay beyond generic, and for mana the (ability, alt) making each type."""

    cls: int
    ids: list[str]
    role: str
    label: tuple[str, ...]
    colors: frozenset[str]
    makes: dict[str, tuple[int, int]]
    #: a *fixed* mana source (Sol Ring, Ancient Tomb, a Signet): the one (ability, alt) it can
    #: activate now adds ``out`` (types, in order); ``costed``: it costs {1} (605.1a)
    out: tuple[str, ...] = ()
    costed: bool = False
    #: its amount counts permanents ("for each creature you control"): activated before any
    #: object is sacrificed for mana (605.3b: each resolves at once), as ``extract`` orders them
    counts: bool = False
    #: a costed group's one cost symbol: the colors a unit paying it may have (a filter land's
    #: hybrid pair, :mod:`castable.solver.cpsat.plainsources`); None: {1}, any unit
    pays_with: frozenset[str] | None = None
    #: its mana has a spending restriction that allows the spell (106.6): it pays no cost of a
    #: mana ability
    restricted: bool = False
    #: the units its mana cost takes when ``costed`` ({1}; Nykthos's {2}: ``plainsources2``)
    cost: int = 1
    #: Springleaf Drum's group (``plainsources2``): per number of activations, the ways to
    #: choose the creatures they tap (each a class's count, as option keys see them); () else
    ways: tuple[int, ...] = ()

    @property
    def fixed(self) -> bool:
        return bool(self.out)


#: The spell's own CardDef fields the enumerator reads (any other field set on it: decline).
_SPELL_FIELDS = frozenset({
    "name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "keywords", "mana_abilities_text",
    "abilities_text", "targets", "division", "modes", "layout", "faces", "front_mana_value", "color_override",
    "derived_from", "supertypes", "types", "subtypes", "unsupported_affects_others", "tap_triggers", "mana_abilities",
    "cost_modifiers", "self_reductions", "cast_prohibitions"})
#: CostModifier fields the enumerator reads: a generic increase or reduction of the whole spell
#: (601.2f) as ``applicable_modifiers`` decides it applies; any other set (targets, life, a
#: minimum total, per target): decline.
_MODIFIER_FIELDS = frozenset({"kind", "amount", "spells", "scope", "while_untapped", "applies_to", "off_turn_only"})
#: SelfReduction fields the enumerator reads ("costs {1} less for each ...", 702.41a); a colored
#: reduction (118.7c) declines.
_SELF_REDUCTION_FIELDS = frozenset({"counted", "yours_only"})
#: CardDef fields of any permanent that can change a cost, the mana made or what it may pay
#: (cost modifiers 601.2f, grants, mana effects 106.12, Celestial Dawn 609.4b, K'rrik): set on a
#: battlefield object, the enumerator declines (``cost_modifiers`` only when one applies).
_BOARD_FIELDS = ("land_mana_grants", "spell_grants", "permanent_grants", "mana_effects", "land_type_effects",
                 "paints_own", "white_as_any", "black_as_life", "intrinsic_mana", "per_spell_cast_increase",
                 "graveyard_replacements")
#: ManaAbility fields the enumerator reads; any other set (a restriction 106.6, a multiplier, a
#: tap-creatures cost, counters, a condition 602.5, exile from the hand): decline.
_ABILITY_FIELDS = frozenset({"produces", "tap", "mana_cost", "sacrifice_self", "text", "damage", "zone", "colors_from",
                             "activate_if_count", "per"})
#: "Add {G} for each ..." amounts (Gaea's Cradle, Priest of Titania, Elvish Archdruid) the
#: enumerator reads as a fixed source: counts of permanents, the same for every object of a class
_PER_COUNTS = frozenset({"creature_you_control", "elf_on_battlefield", "elf_you_control", "artifact_you_control",
                         "enchantment_you_control"})


def declines(cm: CastModel) -> str | None:
    """Why this module can't enumerate ``cm``'s payment classes exactly (None: it can). A
    whitelist: a spell cast from the hand by its mana cost whose set fields are all in
    ``_SPELL_FIELDS`` (modes without repeats, spree or non-mana escalate; slots active by a
    mode or always), no permanent with a field of ``_BOARD_FIELDS`` or an applicable cost
    modifier, floating mana whose source doesn't matter, and every mana ability that can be
    activated now handled by :func:`_handled`."""
    card = cm.card
    if cm.for_pools or cm.ability is not None or cm.spell.zone != "hand" or card.mana_cost is None:
        return "not a spell cast from the hand by its mana cost"
    field = set_field(card, _SPELL_FIELDS, inside=False)
    if field is not None:
        return f"the spell's {field}"
    if cm.announcement.entwine is not None or card.spent_matters:
        return "entwine, or mana spent in its options"
    if card.modes is not None and (card.modes.repeatable or card.modes.spree or card.modes.escalate_parts
                                   or pawprint_budget(card.modes) is not None):
        return "repeatable, spree, pawprint or non-mana escalate modes"
    if any(s.is_snow for s in _printed(cm)):
        return "snow symbols"
    if any(sl.slot.x_count or (sl.mode is None and not isinstance(sl.active, int)) for sl in cm.targets.slots):
        return "X target slots or slots active by a choice other than a mode"
    if cm.total.targeting_modifiers or any(t for t in card.tap_triggers if "damage to you" not in t or "Add" in t):
        return "targeting modifiers or the spell's own tap triggers"
    return _board_declines(cm)


def _board_declines(cm: CastModel) -> str | None:
    """:func:`declines` for the board: permanents, floating mana, mana abilities."""
    card = cm.card
    if _modifier_delta(cm) is None:
        return "cost modifiers other than a generic increase or reduction"
    for o in cm.state.battlefield():
        field = set_field(o.card, _BOARD_FIELDS, inside=True)
        if field is not None:
            return f"{field} of {o.id}"
        if any("damage to you" not in t or "Add" in t for t in o.card.tap_triggers):
            return f"tap trigger of {o.id}"
    if any(source_rule(s, cm.state) is not None for _, s in _pool0(cm)) or any(cm.mana.hand_exile.values()):
        return "floating mana whose source matters (snow, a restriction) or mana abilities in the hand"
    if black_paid_with_life(cm.me.battlefield):
        return "K'rrik: {B} may be paid with 2 life"
    if _pays_life(_printed(cm)) and _deals_damage(cm.me.battlefield):
        return "a Phyrexian symbol beside a mana ability that deals damage to its controller (119.4 after 605.3b)"
    if "Delve" in card.keywords and any(not o.token and any(ab.sacrifice_self for ab in o.card.mana_abilities)
                                        for o in cm.me.battlefield):
        # 601.2g then 601.2h: a card sacrificed for mana (Lotus Petal) may then be delved
        return "delve with a card sacrificed for mana"
    if white_as_any(cm.state, cm.player):
        return "Celestial Dawn: mana spent as though it were another type (609.4b)"
    if cm.objects.foreign:
        return "another player's permanent as a mana source (602.2: Mana Cache)"
    if counted_sacrifice(cm.state, cm.player):
        # 605.3a: a "for each" count after a counted sacrifice is lower (mana_abilities._counts_at_rank)
        return "a sacrifice for mana that a \"for each\" mana ability counts"
    for o in cm.state.objects():
        if o.controller == cm.player and o.card.mana_abilities and not _handled(o):
            return f"mana ability of {o.id} not handled"
        if o.controller == cm.player and any(ab.per is not None and not amount_multiplier(ab, o, cm.state, cm.player)
                                             for ab in _usable(o)):
            return f"mana ability of {o.id} adds nothing now"  # an idle activation is never part of an option
    if _sources(cm) is None:
        return "an object whose ways to pay one unit accept different colors"
    return None


def _modifier_delta(cm: CastModel) -> tuple[int, int] | None:
    """(generic increase, generic reduction) of the locked-in total (601.2f) from the cost
    modifiers that apply (a static ability of a permanent functions on the battlefield only,
    113.6: the spell's own ``cost_modifiers`` don't apply to it) and the spell's "costs {1} less
    for each ..." (702.41a), as ``total_cost.add`` sums them; None when one is of a kind the
    enumerator doesn't model (a minimum, a life amount, target-dependent, a colored reduction)."""
    mods = applicable_modifiers(cm.state.battlefield(), cm.card, cm.player, ability=False, active=cm.state.active_player)
    if any(m.kind == "minimum" or set_field(m, _MODIFIER_FIELDS, inside=False) is not None for m, _ in mods):
        return None
    if any(set_field(sr, _SELF_REDUCTION_FIELDS, inside=False) is not None for sr in cm.card.self_reductions):
        return None
    inc = sum(m.amount for m, _ in mods if m.kind == "increase")
    red = sum(m.amount for m, _ in mods if m.kind == "reduce")
    red += sum(self_reduction(sr, cm.state.battlefield(), cm.player) for sr in cm.card.self_reductions)
    return inc, red


def _pool0(cm: CastModel) -> list[tuple[str, str | None]]:
    """The floating mana before casting (106.4), as (type, source)."""
    return [(u.type, u.source) for u in cm.me.mana_pool]


def _usable(o: GameObject) -> list[ManaAbility]:
    """``o``'s mana abilities that function where it is (113.6) and can be activated now
    (302.6: {T} needs an untapped, non-sick permanent)."""
    return [ab for ab in o.card.mana_abilities if ab.zone == o.zone and not (ab.tap and not can_tap_for_ability(o))]


def _handled(o: GameObject, restricted: bool = False) -> bool:
    """Every usable mana ability of ``o`` reads only ``_ABILITY_FIELDS``, is activated at most
    once (118.3: {T} or sacrifice; a repeatable one like Pentad Prism is not), from the
    battlefield, and either every way it adds mana is one unit without a mana cost or amount (a
    *flexible* source), or ``o`` has exactly one way, {T} in its cost, a mana cost of nothing
    or {1} (Sol Ring, Ancient Tomb, a Signet, Gaea's Cradle's "{G} for each creature you
    control" of ``_PER_COUNTS``: a *fixed* source). ``restricted``: a spending restriction
    (106.6) is read too (:func:`_plain_board` has found that it allows the spell)."""
    fields = _ABILITY_FIELDS | {"restriction"} if restricted else _ABILITY_FIELDS
    abilities = _usable(o)
    if not abilities:
        return True
    if o.zone != "battlefield":
        return False
    for ab in abilities:
        if set_field(ab, fields, inside=False) is not None or ab.repeatable or not (ab.tap or ab.sacrifice_self):
            return False
        if ab.per is not None and ab.per not in _PER_COUNTS:
            return False
    alts = [(ab, alt) for ab in abilities for alt in ab.produces]
    if all(not ab.mana_cost.symbols and len(alt) == 1 and ab.per is None for ab, alt in alts):
        return True
    if len(alts) != 1:
        return False
    ab, _alt = alts[0]
    return ab.tap and (not ab.mana_cost.symbols or _is_one(ab))


def _is_one(ab: ManaAbility) -> bool:
    """Is the ability's mana cost exactly {1}?"""
    syms = ab.mana_cost.symbols
    return len(syms) == 1 and syms[0].is_plain_generic and syms[0].generic == 1


def _by_id(ids: list[str]) -> list[str]:
    """A class's ids in id order (the plans take the lowest first)."""
    return sorted(ids, key=id_order)


def _printed(cm: CastModel) -> list[ManaSymbol]:
    card = cm.card
    out = list(card.mana_cost.symbols) if card.mana_cost is not None else []
    if card.modes is not None and card.modes.escalate is not None:
        out += card.modes.escalate.symbols
    return out


def _sources(cm: CastModel) -> list[_Source] | None:
    """The unit groups, in class order; per class and label only the group whose colors
    include the others' (any use of the others it can take over), None when none does."""
    roles: dict[tuple[int, tuple[str, ...]], list[_Source]] = {}
    mana: dict[tuple[int, tuple[str, ...]], _Source] = {}
    for g in cm.mana.groups:
        if g.ab.tap and not can_tap_for_ability(g.cls.sample):
            continue  # 302.6: a tapped or summoning-sick permanent can't pay {T}
        label = tuple(x for x, on in (("sacrificed", g.ab.sacrifice_self), ("tapped", g.ab.tap)) if on)
        src = mana.get((g.cls.index, label))
        if src is None:
            alts = [alt for ab in _usable(g.cls.sample) for alt in ab.produces]
            made = g.ab.produces[g.alt] if len(alts) == 1 and (len(alts[0]) > 1 or g.ab.mana_cost.symbols
                                                                or g.ab.per is not None) else ()
            made *= amount_multiplier(g.ab, g.cls.sample, cm.state, cm.player)  # 1 without a "for each"
            src = mana[g.cls.index, label] = _Source(g.cls.index, _by_id(g.cls.ids), "mana", label, frozenset(), {},
                                                     tuple(made), bool(made) and bool(g.ab.mana_cost.symbols),
                                                     g.ab.per is not None)
            roles.setdefault((g.cls.index, label), []).append(src)
        for k in g.produced:
            src.makes.setdefault(cm.kinds[k].type, (g.ability, g.alt))
    for src in mana.values():
        src.colors = frozenset(src.makes)
    convoked = ("convoked", "tapped") if "convoked" in cm.card.oracle_text else ("tapped",)  # as Plan.option_key
    for role, label, uses in (("convoke", convoked, cm.uses.convoke), ("improvise", ("tapped",), cm.uses.improvise),
                              ("delve", ("exiled",), cm.uses.delve)):
        for ci in uses:
            c = cm.objects.all[ci]
            colors = frozenset(c.sample.colors & set(COLORS)) if role == "convoke" else frozenset()
            roles.setdefault((ci, label), []).append(_Source(ci, _by_id(c.ids), role, label, colors, {}))
    out = []
    for key in sorted(roles):
        group = roles[key]
        if any(s.fixed for s in group):
            out += group  # a fixed source and another use of the same objects: both groups (key-deduplicated)
            continue
        best = max(group, key=lambda s: (len(s.colors), s.role == "mana"))
        if any(not s.colors <= best.colors for s in group):
            return None
        out.append(best)
    return out


# ----- cost tuples ----------------------------------------------------------------------------

def _hi(cm: CastModel, index: int) -> int:
    """The upper bound of a model variable (a protobuf list: no negative indexing)."""
    dom = list(cm.m.proto.variables[index].domain)
    return int(dom[-1])


def cost_tuples(cm: CastModel, fx: Factored) -> Iterator[_Cost]:
    """Every candidate cost tuple (601.2b-c): mode sets within the card's bounds (700.2), X up
    to its bound (107.3a), each active slot's count from its minimum to its most; those with no
    option drop out when counted."""
    ann, card = cm.announcement, cm.card
    n_modes = len(ann.modes)
    if card.modes is None:
        mode_sets: list[tuple[int, ...]] = [()]
    else:
        lo, hi = card.modes.min_modes, card.modes.max_modes
        mode_sets = [tuple(1 if i in c else 0 for i in range(n_modes))
                     for k in range(lo, hi + 1) for c in itertools.combinations(range(n_modes), k)]
    x_hi, count_hi = _hi(cm, ann.x.index), [_hi(cm, sl.count.index) for sl in fx.slots]  # once: a proto read each
    for modes in mode_sets:
        for x in range(x_hi + 1):
            announced = (1, *modes, x)
            active = tuple(bool(modes[sl.mode]) if sl.mode is not None else bool(sl.active) for sl in fx.slots)
            divide = 0
            if fx.div_slot is not None and active[fx.div_slot]:
                d = fx.slots[fx.div_slot].division
                assert d is not None
                divide = x if d.x else d.amount
            ranges = []
            for si, (sl, on) in enumerate(zip(fx.slots, active, strict=True)):
                hi = count_hi[si]
                if si == fx.div_slot:
                    hi = min(hi, divide)  # 601.2d: at least one to each target
                ranges.append(range(sl.slot.minimum, hi + 1) if on else range(0, 1))
            for counts in itertools.product(*ranges):
                yield _Cost(announced, tuple(counts), active, divide)


# ----- payment classes ------------------------------------------------------------------------

@dataclass
class _Need:
    """The mana a cost tuple asks for once each hybrid / Phyrexian symbol's way is chosen:
    generic units, one unit per colored symbol (the colors it accepts), the life paid, and
    how each printed symbol was announced."""

    generic: int
    colored: list[frozenset[str]]
    life: int
    announced: tuple[str, ...]
    hybrid: Counter[str]


def _needs(cm: CastModel, cost: _Cost) -> Iterator[_Need]:
    """Each way to announce the symbols of ``cost`` (601.2b: Phyrexian as life, {2/W} as {2}),
    life at most the life total (119.4); the generic part after the cost modifiers (601.2f:
    increases, then reductions, never below zero, 118.7a)."""
    card = cm.card
    delta = _modifier_delta(cm)
    assert delta is not None  # declines(cm) is None
    inc, red = delta
    x = cost.announced[-1]
    syms = list(card.mana_cost.symbols) if card.mana_cost is not None else []
    if card.modes is not None and card.modes.escalate is not None:
        syms += list(card.modes.escalate.symbols) * max(0, sum(cost.announced[1:-1]) - 1)
    yield from _announced(syms, x, inc, red, cm.me.life)


def _announced(syms: list[ManaSymbol], x: int, inc: int, red: int, life: int) -> Iterator[_Need]:
    """:func:`_needs` for the symbols ``syms`` of one cost tuple (``x``: its X, ``inc`` / ``red``:
    the generic increase and reduction, ``life``: the caster's life total)."""
    choices = []
    for s in syms:
        opts = ["mana"]
        if s.life:
            opts.append("life")
        if s.generic is not None and s.colors:
            opts.append("generic")
        choices.append(opts)
    for pick in itertools.product(*choices):
        need = _Need(0, [], 0, tuple(pick), Counter())
        for s, how in zip(syms, pick, strict=True):
            if s.is_x:
                need.generic += x
            elif how == "life":
                need.life += s.life
            elif how == "generic" or s.is_plain_generic:
                need.generic += s.generic or 0
            else:
                need.colored.append(s.colors)
                if len(s.colors) > 1:
                    need.hybrid["{" + _hybrid_order(s.colors) + "}"] += 1
        need.generic = max(0, need.generic + inc - red)
        if need.life <= max(life, 0):
            yield need


def _feasible(need: _Need, sources: list[_Source], k: tuple[int, ...]) -> bool:
    """Hall's condition: every set of colored demands has at least as many tapped units able
    to pay one of them (each unit pays one symbol)."""
    groups = Counter(need.colored)
    kinds = list(groups)
    for r in range(1, len(kinds) + 1):
        for sub in itertools.combinations(kinds, r):
            want = sum(groups[g] for g in sub)
            union = frozenset().union(*sub)
            have = sum(n for s, n in zip(sources, k, strict=True) if s.colors & union)
            if have < want:
                return False
    return True


def _splits(total: int, sources: list[_Source], left: dict[int, int], i: int = 0) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` units from the groups ``i`` on, at most the objects ``left``
    in each class (118.3: an object is tapped, or exiled, once)."""
    if i == len(sources):
        if total == 0:
            yield ()
        return
    c = sources[i].cls
    later = {s.cls for s in sources[i + 1:]}
    for k in range(min(total, left[c]), -1, -1):
        if total - k > sum(left[c2] - (k if c2 == c else 0) for c2 in later):
            break  # the later groups can't make up the rest
        left[c] -= k
        for tail in _splits(total - k, sources, left, i + 1):
            yield (k, *tail)
        left[c] += k


#: the deadline passed while enumerating, or a spend's search ran past its size (the listing or
#: count is then incomplete, the plain count declines)
_Timeout = spend_check.Timeout


_Class = tuple[tuple[int, ...], _Need, "_Spend | None"]


def classes(cm: CastModel, sources: list[_Source], cost: _Cost, deadline: float) -> Iterator[_Class]:
    """The distinct payment classes of ``cost``: (units per group, a way to announce, the spend
    of fixed sources and floating mana), one per (units per group, life[, floating mana]);
    raises :class:`_Timeout` past ``deadline``."""
    if general(sources, _pool0(cm)):
        seen_g: set[tuple[object, ...]] = set()
        for need in _needs(cm, cost):
            yield from _general_classes(cm, sources, need, deadline, seen_g)
        return
    seen: set[tuple[tuple[int, ...], int]] = set()
    for need in _needs(cm, cost):
        units = need.generic + len(need.colored)
        left = {s.cls: len(s.ids) for s in sources}
        for i, k in enumerate(_splits(units, sources, left)):
            if i % 512 == 511 and time.monotonic() > deadline:
                raise _Timeout
            if (k, need.life) not in seen and _feasible(need, sources, k):
                seen.add((k, need.life))
                yield k, need, None


# ----- fixed sources and floating mana (Sol Ring, Ancient Tomb, Signets, the pool) ---------------

@dataclass
class _Spend:
    """A payment class with fixed sources or floating mana: the units of each fixed group and of
    the pool spent (by type), and the flow that pays with them (``_assign``)."""

    fixed: dict[int, Counter[str]]
    pool: Counter[str]
    kinds: list[tuple[int, frozenset[str], bool, bool, int | None, str | None]]
    flow: list[list[int]]
    slots: list[tuple[int, frozenset[str] | None, str]]
    costed: int


def general(sources: list[_Source], pool0: list[tuple[str, str | None]]) -> bool:
    """Does ``classes`` need the general enumeration (fixed sources or floating mana)?"""
    return bool(pool0) or any(s.fixed for s in sources)


def _general_classes(cm: CastModel, sources: list[_Source], need: _Need, deadline: float,
                     seen: set[tuple[object, ...]]) -> Iterator[tuple[tuple[int, ...], _Need, _Spend]]:
    """The classes of ``need`` with fixed sources / floating mana: objects per group (each
    fixed activation spends at least one of its units: no idle activation, docs/answers.md),
    then the units of the fixed groups and of the pool spent, the rest floating (106.4); a
    class is (objects per class and label, life, the floating mana), feasible when ``_assign``
    pays the spell and each {1} of a Signet (605.1a) with them."""
    yield from _general_of(Counter(t for t, _ in _pool0(cm)), sources, need, deadline, seen)


def _general_of(pool: Counter[str], sources: list[_Source], need: _Need, deadline: float,
                seen: set[tuple[object, ...]], assign: _Assign | None = None,
                clock: Callable[[], float] = time.monotonic) -> Iterator[tuple[tuple[int, ...], _Need, _Spend]]:
    """:func:`_general_classes` with the floating mana ``pool`` (by type) given: what it
    enumerates needs no CastModel (``count_plain`` calls it from the state). ``assign``: the
    check of one spend (:func:`_assign`, or the count's ``plainsources2.assign_for``: both are
    ``spend.py``'s one check). ``clock``: what ``deadline`` is measured on (the plain counts: CPU
    time; a model's listing: its wall-time limit)."""
    fixed = [i for i, s in enumerate(sources) if s.fixed]
    flex = [s for s in sources if not s.fixed]
    for kf, left, n_costed, by_flex in fixed_splits(pool, sources, need):
        for t_flex, spends in by_flex:
            for kx in _splits(t_flex, flex, dict(left)):
                if clock() > deadline:
                    raise _Timeout
                k = _merge(sources, fixed, kf, kx)
                yield from _spends(sources, need, k, spends, n_costed, seen, assign or _assign)


def fixed_splits(pool: Counter[str], sources: list[_Source], need: _Need
                 ) -> Iterator[tuple[tuple[int, ...], dict[int, int], int, list[tuple[int, list[_Combo]]]]]:
    """The outer loop of :func:`_general_of` (and ``plainprofiles``'): per split ``kf`` of the
    fixed groups (activations of each, at most its class's objects, 118.3), the objects left per
    class, the cost units of its costed activations (605.1a) and, per number of flexible units
    that completes ``need`` with them, the spends of the fixed groups and of ``pool``
    (:func:`_combos`) that make the rest."""
    fixed = [i for i, s in enumerate(sources) if s.fixed]
    n_flex = len(sources) - len(fixed)
    limit = {s.cls: len(s.ids) for s in sources}
    for kf in itertools.product(*(range(min(len(sources[i].ids), limit[sources[i].cls]) + 1) for i in fixed)):
        left = dict(limit)
        over = False
        for i, n in zip(fixed, kf, strict=True):
            left[sources[i].cls] -= n
            over = over or left[sources[i].cls] < 0
        if over:
            continue
        n_costed = sum(n * sources[i].cost for i, n in zip(fixed, kf, strict=True) if sources[i].costed)
        target = need.generic + len(need.colored) + n_costed
        lo = sum(kf)
        hi = sum(n * len(sources[i].out) for i, n in zip(fixed, kf, strict=True))
        combos = _combos(sources, _merge(sources, fixed, kf, (0,) * n_flex), pool)
        yield kf, left, n_costed, [(t_flex, combos[target - t_flex])
                                   for t_flex in range(max(0, target - hi - sum(pool.values())), target - lo + 1)
                                   if target - t_flex in combos]


def _merge(sources: list[_Source], fixed: list[int], kf: tuple[int, ...], kx: tuple[int, ...]) -> tuple[int, ...]:
    out, fi, xi = [], iter(kf), iter(kx)
    for i in range(len(sources)):
        out.append(next(fi) if i in fixed else next(xi))
    return tuple(out)


def _spend_options(sources: list[_Source], k: tuple[int, ...], pool: Counter[str]) -> list[tuple[int | None, list[Counter[str]]]]:
    """Per fixed group used and the pool: every way to spend its units (a fixed group at least
    one unit per activation)."""
    out: list[tuple[int | None, list[Counter[str]]]] = []
    for i, (s, n) in enumerate(zip(sources, k, strict=True)):
        if s.fixed and n and s.pays_with is not None:
            out.append((i, []))  # a filter land's: ``_filter_ways``
        elif s.fixed and n:
            made = Counter({t: c * n for t, c in Counter(s.out).items()})
            opts = [c for c in _sub_counters(made) if sum(c.values()) >= n]
            out.append((i, opts))
    if pool:
        out.append((None, list(_sub_counters(pool))))
    return out


def _sub_counters(made: Counter[str]) -> Iterator[Counter[str]]:
    types = sorted(made)
    for counts in itertools.product(*(range(made[t] + 1) for t in types)):
        yield Counter({t: c for t, c in zip(types, counts, strict=True) if c})


#: one spend of the fixed groups used and of the pool: the mana left floating, then per group
#: (its index, None for the pool) the units spent, by type
_Combo = tuple[tuple[str, ...], tuple[tuple[int | None, Counter[str]], ...]]


def _combos(sources: list[_Source], k: tuple[int, ...], pool: Counter[str]) -> dict[int, list[_Combo]]:
    """Every spend of the fixed groups used in ``k`` and of the pool, by units spent: (the
    mana left floating, the units spent per fixed group and from the pool). Each group's ways
    are made once (issue 11: its Counters shared by the spends that use them, never changed)."""
    opts = _spend_options(sources, k, pool)
    ways: list[list[tuple[int, Counter[str], tuple[str, ...]]]] = []  # per group: (units spent, spent, left)
    for i, spends in opts:
        pair = sources[i].pays_with if i is not None else None
        if i is not None and pair is not None:
            ways.append(_filter_ways(pair, k[i]))
            continue
        made = pool if i is None else Counter({t: m * k[i] for t, m in Counter(sources[i].out).items()})
        ways.append([(sum(c.values()), c, tuple((made - c).elements())) for c in spends])
    # the product of the groups' ways, in ``itertools.product``'s order, built group by group
    # (issue 11, gen18: each pick's sums and tuples extended once, not rebuilt per pick)
    picks: list[tuple[int, tuple[str, ...], tuple[tuple[int | None, Counter[str]], ...]]] = [(0, (), ())]
    for (i, _), group_ways in zip(opts, ways, strict=True):
        picks = [(n + m, left + more, (*parts, (i, c))) for n, left, parts in picks for m, c, more in group_ways]
    out: dict[int, list[_Combo]] = {}
    for n, left, parts in picks:
        out.setdefault(n, []).append((tuple(sorted(left)), parts))
    return out


def _filter_ways(pair: frozenset[str], n: int) -> list[tuple[int, Counter[str], tuple[str, ...]]]:
    """``_combos``'s ways for ``n`` activations of a filter land's group (plainsources): 2n units,
    each of either color of ``pair`` (its alternatives are every mix), n or more of them spent
    (each activation's mana used, docs/answers.md: a unit left floating can always be paired in
    one activation with one spent), the rest floating in any mix."""
    a, b = sorted(pair)
    out = []
    for spent in range(n, 2 * n + 1):
        c = Counter({a + b: spent})  # how many: ``_assign`` chooses their colors (one Counter: one flow per count)
        out += [(spent, c, (a,) * la + (b,) * (2 * n - spent - la)) for la in range(2 * n - spent + 1)]
    return out


def _spends(sources: list[_Source], need: _Need, k: tuple[int, ...], combos: list[_Combo], n_costed: int,
            seen: set[tuple[object, ...]], assign: _Assign) -> Iterator[tuple[tuple[int, ...], _Need, _Spend]]:
    """The spends (``_combos`` of the right size) that pay (``_assign``), one per floating pool."""
    used: Counter[tuple[int, tuple[str, ...]]] = Counter()
    for s, n in zip(sources, k, strict=True):
        if n:
            used[s.cls, s.label] += n
    base = (tuple(sorted(used.items())), need.life)
    tried: dict[tuple[int, ...], _Spend | None] = {}  # by the spent Counters (a filter land's: one per mix left)
    for floating, parts in combos:
        key = (*base, floating)
        if key in seen:
            continue
        spent_ids = tuple(id(c) for _, c in parts)
        if spent_ids not in tried:
            fixed = {i: c for i, c in parts if i is not None}
            spent_pool = next((c for i, c in parts if i is None), Counter())
            tried[spent_ids] = assign(sources, need, k, fixed, spent_pool, n_costed)
        spend = tried[spent_ids]
        if spend is not None:
            seen.add(key)
            yield k, need, spend


#: :func:`_assign`'s signature: (groups, need, units per group, fixed spends, pool spent, cost units)
_Assign = Callable[[list[_Source], "_Need", tuple[int, ...], dict[int, Counter[str]], Counter[str], int], "_Spend | None"]


def _assign(sources: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
            pool: Counter[str], n_costed: int) -> _Spend | None:
    """The spend of a plan, by the one check of a spend (:mod:`castable.solver.cpsat.spend`: the
    spell's symbols and each costed activation's cost paid with mana made before it, 605.3a):
    the units paying the costs (``spend.witness``), then a flow giving the rest to the spell's
    slots (107.4); with every cost {1} one flow for both (``spend.ones_flow``). None when the
    spent units can't pay exactly so. Unit kinds: (count, colors, ready before any costed
    activation, may pay a cost, group or None for the pool, type or None); slots: the spell's
    colored symbols, its generic part, then the costs (``_ordered_acts`` orders the Signets)."""
    p = spend_check.problem(sources, need, k, fixed, pool)
    total = spend_check.totals(p)
    demand = Counter(need.colored)
    slots: list[tuple[int, frozenset[str] | None, str]] = [(n, d, "spell") for d, n in demand.items()]
    slots += [(need.generic, None, "spell"), (n_costed, None, "cost")]
    if p.groups and spend_check.ones(p):  # Signets: one flow pays the spell and the costs
        flow = spend_check.ones_flow(p, total)
        if flow is None:
            return None
        for row in flow:
            other = row.pop()
            row[-1] += other  # one cost paid by a ready unit and the others: the costs
    else:
        paying = spend_check.witness(p) if p.groups else Counter()
        if paying is None:
            return None
        flow = _max_flow([n - paying[u] for u, n in enumerate(total)], [n for n, _, _ in slots[:-1]],
                         [[v for v, (n, d, _) in enumerate(slots[:-1]) if n and (d is None or colors & d)]
                          for colors, _ in p.kinds])
        if flow is None:  # no costed activation: the flow is Hall's condition made constructive
            assert not p.groups, "spend.witness paid the spell: Hall's condition holds"
            return None
        for u, row in enumerate(flow):
            row.append(paying[u])
    kinds = [(total[u], colors, bool(p.roots[u]), ok, gi, t)
             for u, ((colors, ok), (gi, t)) in enumerate(zip(p.kinds, p.origin, strict=True))]
    return _Spend(fixed, pool, kinds, flow, slots, n_costed)


# ----- plans --------------------------------------------------------------------------------

def _match(units: list[tuple[str, frozenset[str]]], demands: list[frozenset[str]]) -> list[int]:
    """A unit for each colored demand (augmenting paths; ``_feasible`` said one exists)."""
    owner: dict[int, int] = {}  # unit -> demand

    def augment(d: int, seen: set[int]) -> bool:
        for u, (_, colors) in enumerate(units):
            if u in seen or not colors & demands[d]:
                continue
            seen.add(u)
            if u not in owner or augment(owner[u], seen):
                owner[u] = d
                return True
        return False

    for d in range(len(demands)):
        if not augment(d, set()):
            raise AssertionError("no matching: _feasible disagrees")
    out = [0] * len(demands)
    for u, d in owner.items():
        out[d] = u
    return out


def plan_of(cm: CastModel, sources: list[_Source], cost: _Cost, k: tuple[int, ...], need: _Need) -> Plan:
    """One replayable plan of the payment class: the lowest ids of each class used (by its
    groups in order), each colored symbol paid by a unit that can (601.2g-h), the rest
    generic; the targets are ``Factored.with_targets``'s to fill."""
    units: list[tuple[str, frozenset[str], _Source]] = []
    taken: Counter[int] = Counter()
    for s, n in zip(sources, k, strict=True):
        ids = s.ids[taken[s.cls]:taken[s.cls] + n]
        taken[s.cls] += n
        units += [(oid, s.colors, s) for oid in ids]
    by_unit: dict[int, str] = {}
    for d, u in enumerate(_match([(oid, c) for oid, c, _ in units], need.colored)):
        by_unit[u] = next(t for t in MANA_TYPES if t in need.colored[d] and t in units[u][1])
    acts, spent = [], []
    used: dict[str, list[str]] = {"convoke": [], "improvise": [], "delve": []}
    for u, (oid, colors, s) in enumerate(units):
        if s.role != "mana":
            used[s.role].append(oid)
            continue
        t = by_unit.get(u) or next(c for c in MANA_TYPES if c in colors)
        acts.append(Activation(oid, s.makes[t][0], (t,)))
        spent.append((t, oid))
    ann = cm.announcement
    modes = cost.announced[1:1 + len(ann.modes)]
    optional = {"escalate": sum(modes) - 1} if ann.escalate is not None and sum(modes) > 1 else {}
    choosers, mode_chooser = choosers_of(cm, list(cost.active))
    tapped = [oid for oid, _, s in units if "tapped" in s.label]
    sacrificed = [oid for oid, _, s in units if "sacrificed" in s.label]
    acts.sort(key=lambda a: a.object in sacrificed)  # as ``extract``: sacrificing activations last (605.3b)
    return Plan(card=cm.spell.id, player=cm.player, zone=cm.spell.zone, optional_costs=optional, x=cost.announced[-1],
                modes=tuple(i for i, v in enumerate(modes) if v), announced=need.announced, mode_chooser=mode_chooser,
                target_choosers=choosers, total_cost=_total_text(need), activations=tuple(acts), spent=tuple(spent),
                convoked=_ordered(used["convoke"]), improvised=_ordered(used["improvise"]), delved=_ordered(used["delve"]),
                life_paid=need.life, tapped=_ordered(tapped), sacrificed=_ordered(sacrificed), exiled=_ordered(used["delve"]))


def general_plan(cm: CastModel, sources: list[_Source], cost: _Cost, k: tuple[int, ...], need: _Need,
                 spend: _Spend) -> Plan:
    """One replayable plan of a class with fixed sources or floating mana (601.2g-h): the
    lowest ids of each class used; each unit where ``_assign``'s flow sends it; costless
    activations first, then the Signets in an order where each {1} is paid with mana made
    before it (605.3a); the unspent mana left floating (106.4)."""
    ids: dict[int, list[str]] = {}
    taken: Counter[int] = Counter()
    for i, (s, n) in enumerate(zip(sources, k, strict=True)):
        ids[i] = s.ids[taken[s.cls]:taken[s.cls] + n]
        taken[s.cls] += n
    acts: list[Activation] = []
    fixed_at: dict[int, list[int]] = {}  # group -> indices into acts of its activations
    for i in sorted(range(len(sources)), key=lambda i: not sources[i].counts):  # counting ones first (605.3b)
        s = sources[i]
        if s.fixed and k[i]:
            fixed_at[i] = list(range(len(acts), len(acts) + k[i]))
            acts += [Activation(oid, s.makes[s.out[0]][0], s.out) for oid in ids[i]]
    spent_of: dict[int, Counter[str]] = {a: Counter() for v in fixed_at.values() for a in v}
    pool_left = list(_pool0(cm))
    spell: list[tuple[str, str | None]] = []  # paying the spell
    costs: list[tuple[tuple[str, str | None], int | None]] = []  # (unit, the fixed activation that made it) paying a {1}
    used: dict[str, list[str]] = {"convoke": [], "improvise": [], "delve": []}
    for (_, colors, _, _, gi, t), row in zip(spend.kinds, spend.flow, strict=True):
        slots_of = [v for v, n in enumerate(row) for _ in range(n)]
        for u, v in enumerate(slots_of):
            accepts, role = spend.slots[v][1], spend.slots[v][2]
            maker = None
            if gi is None:  # floating mana from before
                unit = pool_left.pop(next(j for j, p in enumerate(pool_left) if p[0] == t))
            elif t is not None:  # a fixed activation's unit: one to each activation before any second
                maker = min(fixed_at[gi], key=lambda j: (sum(spent_of[j].values()), j))
                spent_of[maker][t] += 1
                unit = (t, acts[maker].object)
            else:
                s, oid = sources[gi], ids[gi][u]
                if s.role != "mana":
                    used[s.role].append(oid)
                    continue
                ty = next(c for c in MANA_TYPES if c in colors and (accepts is None or c in accepts))
                acts.append(Activation(oid, s.makes[ty][0], (ty,)))
                unit = (ty, oid)
            if role == "spell":
                spell.append(unit)
            else:
                costs.append((unit, maker))
    floating = [(t, acts[a].object) for a, c in spent_of.items() for t in (Counter(acts[a].produced) - c).elements()]
    acts = _ordered_acts(acts, costs, {a for i, v in fixed_at.items() if sources[i].costed for a in v})
    return _general_plan(cm, cost, need, acts, spell, floating + pool_left, used, sources, ids)


def _ordered_acts(acts: list[Activation], costs: list[tuple[tuple[str, str | None], int | None]],
                  costed: set[int]) -> list[Activation]:
    """Costless activations (sacrificing ones last), then each Signet paid with mana made
    before it: the one whose mana pays the most other Signets first (``_assign``'s doc)."""
    ready = [unit for unit, maker in costs if maker is None or maker not in costed]
    later: dict[int, list[tuple[str, str | None]]] = {a: [] for a in costed}
    for unit, maker in costs:
        if maker in costed:
            later[maker].append(unit)
    out = [a for j, a in enumerate(acts) if j not in costed]
    pending = sorted(costed, key=lambda a: (-len(later[a]), a))
    for a in pending:
        assert ready, "no mana to pay a Signet: _assign disagrees"
        out.append(dataclasses.replace(acts[a], paid_with=(ready.pop(0),)))
        ready += later[a]
    return out


def _general_plan(cm: CastModel, cost: _Cost, need: _Need, acts: list[Activation], spell: list[tuple[str, str | None]],
                  floating: list[tuple[str, str | None]], used: dict[str, list[str]], sources: list[_Source],
                  ids: dict[int, list[str]]) -> Plan:
    ann = cm.announcement
    modes = cost.announced[1:1 + len(ann.modes)]
    optional = {"escalate": sum(modes) - 1} if ann.escalate is not None and sum(modes) > 1 else {}
    choosers, mode_chooser = choosers_of(cm, list(cost.active))
    tapped = [oid for i, s in enumerate(sources) if "tapped" in s.label for oid in ids[i]]
    sacrificed = [oid for i, s in enumerate(sources) if "sacrificed" in s.label for oid in ids[i]]
    return Plan(card=cm.spell.id, player=cm.player, zone=cm.spell.zone, optional_costs=optional, x=cost.announced[-1],
                modes=tuple(i for i, v in enumerate(modes) if v), announced=need.announced, mode_chooser=mode_chooser,
                target_choosers=choosers, total_cost=_total_text(need), activations=tuple(acts), spent=tuple(spell),
                convoked=_ordered(used["convoke"]), improvised=_ordered(used["improvise"]), delved=_ordered(used["delve"]),
                life_paid=need.life, tapped=_ordered(tapped), sacrificed=_ordered(sacrificed), exiled=_ordered(used["delve"]),
                mana_pool=tuple(floating))


def _ordered(ids: list[str]) -> tuple[str, ...]:
    return tuple(sorted(ids, key=id_order))


def _total_text(need: _Need) -> str:
    """The locked-in cost as ``extract`` writes it: generic, colored, hybrid paid with mana."""
    colored = Counter(next(iter(c)) for c in need.colored if len(c) == 1)
    text = ("{" + str(need.generic) + "}") if need.generic else ""
    for t in MANA_TYPES:
        text += ("{" + t + "}") * colored[t]
    text += "".join(h * n for h, n in sorted(need.hybrid.items()))
    return text or "{0}"


# ----- listing and counting -----------------------------------------------------------------

class _Factored(Factored):
    """``Factored``'s target programme and plan completion, without the constraints it adds
    for CP-SAT's enumerating solves (canonical ranks and credits: nothing is solved here)."""

    def _canonical_credits(self) -> None:
        return None

    def _canonical_ranks(self) -> None:
        return None


def _pay_classes(cm: CastModel, fx: Factored, sources: list[_Source], cost: _Cost,
                 memo: dict[tuple[int, ...], list[_PayClass]]) -> Iterator[_PayClass]:
    """``cost``'s payment classes with their plans, lazily (a listing cut by the deadline keeps
    what it found), memoized by what the payment sees once all are found."""
    key = fx._pay_key(cost)
    got = memo.get(key)
    if got is not None:
        yield from got
        return
    got = []
    for k, need, spend in classes(cm, sources, cost, fx.deadline):
        plan = plan_of(cm, sources, cost, k, need) if spend is None else general_plan(cm, sources, cost, k, need, spend)
        groups = fx._groups(plan)
        pay = _PayClass(plan, groups, tuple(tuple((r, len(ids)) for r, ids in g) for g in groups))
        got.append(pay)
        yield pay
    memo[key] = got


def iter_plans(cm: CastModel, fx: Factored) -> Iterator[Plan]:
    """Every option's plan: cost tuples, then payment classes, then target choices."""
    sources = _sources(cm)
    assert sources is not None  # declines(cm) is None
    memo: dict[tuple[int, ...], list[_PayClass]] = {}
    for cost in cost_tuples(cm, fx):
        if not fx.mixed and not fx.target_count(cost):
            continue
        for pay in _pay_classes(cm, fx, sources, cost, memo):
            for choice in fx.target_choices(cost, pay.rows):
                yield fx.with_targets(pay, cost, choice)


def list_options(cm: CastModel, *, limit: int | None, time_limit: float) -> tuple[list[Plan], bool, bool]:
    """(plans, complete, timed_out), as ``search.enumerate_options``; ``declines(cm)`` must be
    None and ``factorable(cm)`` hold."""
    fx = _Factored(cm, time.monotonic() + time_limit)
    plans: list[Plan] = []
    try:
        for plan in iter_plans(cm, fx):
            if limit is not None and len(plans) >= limit:
                return plans, False, False
            plans.append(plan)
            if time.monotonic() > fx.deadline:
                return plans, False, True
    except _Timeout:
        return plans, False, True
    return plans, True, False


def count_options(cm: CastModel, *, time_limit: float) -> tuple[int, bool, bool]:
    """(count, complete, timed_out) without plans when no object both pays and is targeted:
    per cost tuple, its target choices times its number of payment classes."""
    fx = _Factored(cm, time.monotonic() + time_limit)
    sources = _sources(cm)
    assert sources is not None  # declines(cm) is None
    memo_n: dict[tuple[int, ...], int] = {}
    memo: dict[tuple[int, ...], list[_PayClass]] = {}
    return _count(cm, fx, sources, memo, memo_n)


def _count(cm: CastModel, fx: Factored, sources: list[_Source], memo: dict[tuple[int, ...], list[_PayClass]],
           memo_n: dict[tuple[int, ...], int]) -> tuple[int, bool, bool]:
    """``count_options``'s sum; past the deadline, what was counted so far (incomplete)."""
    total = 0
    try:
        for cost in cost_tuples(cm, fx):
            if time.monotonic() > fx.deadline:
                return total, False, True
            if fx.mixed:
                total += sum(fx.target_count(cost, pay.rows) for pay in _pay_classes(cm, fx, sources, cost, memo))
                continue
            n_targets = fx.target_count(cost)
            if n_targets:
                key = fx._pay_key(cost)
                if key not in memo_n:
                    memo_n[key] = sum(1 for _ in classes(cm, sources, cost, fx.deadline))
                total += n_targets * memo_n[key]
    except _Timeout:
        return total, False, True
    return total, True, False


# ----- board guards shared with the counts of :mod:`castable.solver.cpsat.plaincount` --------

def _pays_life(symbols: list[ManaSymbol]) -> bool:
    """Could paying these symbols take life (107.4f Phyrexian mana, 119.4)?"""
    return any(sym.life for sym in symbols)


def _deals_damage(permanents: list[GameObject]) -> bool:
    """Does a mana ability of one of them deal damage to its controller as it resolves (a pain
    land, Ancient Tomb)? That damage comes before the spell's life is paid (601.2g before
    601.2h), which this module's life check (:func:`_announced`) doesn't count."""
    return any(ab.damage for o in permanents for ab in o.card.mana_abilities)


def multisets(sizes: list[int], k: int) -> int:
    """The number of ways to take ``k`` objects from classes of these sizes (how many of each)."""
    ways = [1] + [0] * k
    for n in sizes:
        ways = [sum(ways[j - i] for i in range(min(n, j) + 1)) for j in range(k + 1)]
    return ways[k]
