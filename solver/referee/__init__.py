"""The referee: an independent, step-by-step replay of one :class:`Plan` (rule 601.2).

:func:`check` returns the list of problems found (empty: the plan is a legal cast), each a
short string starting with the rule it breaks, e.g. ``"601.2h: {R} not paid"``.

This module deliberately shares no code with the CP-SAT encoding: it reads only the model
(``castable.model``) and the plan, and re-derives everything (total cost, mana produced,
what was tapped, sacrificed, exiled, what is left floating) by direct simulation.

Conventions it enforces (the contract with whoever writes plans):

* ``plan.announced`` has one entry per symbol of the printed cost chosen: the mana cost (or
  the alternative cost's mana), then each chosen optional cost's mana in card order, repeated
  by its count, then the entwine cost (if entwined), then the escalate cost once per mode
  beyond the first, then each chosen spree mode's cost in ``plan.modes`` order.
  ``"life"`` only for Phyrexian symbols, ``"generic"`` only for {2/C} symbols,
  ``"mana"`` for everything (and the only value allowed for other symbols, {X} included).
* ``plan.cost_objects`` has one tuple per non-mana cost part (the card's additional costs,
  then the chosen alternative cost's parts, then each chosen optional cost's parts times its
  count, then the escalate parts once per mode beyond the first), an empty tuple for a
  ``pay_life`` part.
* ``plan.optional_costs`` lists only costs chosen at least once. Entwine (702.42) appears as
  ``{"entwine": 1}`` when chosen; escalate (702.120) as ``{"escalate": len(modes) - 1}`` when
  more than one mode is chosen (absent otherwise).
* ``plan.modes`` (700.2): 0-based mode indexes in card order (non-decreasing), a repeated mode
  repeated; ``()`` for a non-modal card. ``plan.targets``: one tuple per active target slot
  (:func:`active_slots`). ``plan.division`` (601.2d): (target, amount) pairs, exactly the
  targets of the divided slot each with an amount >= 1, summing to the amount; ``()`` when
  the divided slot is not active.
* ``plan.total_cost`` is written in brace notation; generic amounts are summed, the order of
  symbols is free; "" and "{0}" both mean a cost of nothing.

Activated abilities (602; ``plan.ability`` is cli.md's K, ``plan.card`` the source's id, and
``plan.zone`` the source's zone) are replayed as the cast of a pseudo-card
(:func:`ability_card`, 602.2b): the activation cost's mana part is its mana cost (one
``announced`` entry per symbol; spell cost modifiers don't apply, those with
``applies_to="abilities"`` do), its other costs are additional costs in the order of
``cost_objects``: the ability's ``parts``, then crew (a ``tap_power`` part: any other untapped
creatures you control with total power N or more, summoning sickness irrelevant), or for a
mana ability activated on its own the creatures it taps. No alternative or optional costs.
The source's own costs are not parts: {T} puts it in ``outcome.tapped`` (601.2h, after the
mana abilities of 601.2g: a source tapped or sacrificed for mana can't pay it), {Q} in
``plan.untapped``, "sacrifice this" in ``outcome.sacrificed``, "discard this card" (from the
hand) in ``outcome.discarded``, "exile this card from your graveyard" in ``outcome.exiled``, and a loyalty cost is
``plan.loyalty_change`` (+N, -N, or -X with ``plan.x`` = X, 606.4). Timing: who may activate
(602.2: the controller, or anyone for ``any_player``; the ability's zone), priority (117.1b),
sorcery speed and loyalty abilities (602.5d, 606.3), once each turn (602.5b), one loyalty
ability per permanent per turn (606.3), enough loyalty (606.6), {T}/{Q} and summoning sickness
(602.5a), "activate only during your turn" (602.5), split second on the stack (702.61a: no
casting, no non-mana activation). A cost part with ``another`` can't be paid with the source
(602.2). Changeling objects (702.73a) have every creature type wherever subtypes are matched.
Targets: the source itself may be chosen unless the slot is ``not_source``;
protection looks at the source's colors and types (702.16b). Mana that may be spent only on
spells can't pay an activation cost (106.6).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from typing import Any

from castable.model.cards import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CostPart,
    Division,
    ManaAbility,
    ObjectFilter,
    OptionalCost,
    TargetSlot,
)
from castable.model.errors import InputError
from castable.model.mana import COLORS, MANA_TYPES, ManaCost, ManaSymbol, parse_cost
from castable.model.oracle_targets import SUBTYPES
from castable.model.plan import Plan
from castable.model.rules import (
    ability_card,
    applicable_modifiers,
    devotion,
    protected_from,
    self_reduction,
    targeting_met,
    untargetable_by,
)
from castable.model.rules import face_down_spell as face_down_object
from castable.model.state import GameObject, GameState, Player, filter_matches

MAIN_PHASES = ("main1", "main2")
_CREATURE = ObjectFilter(types=frozenset({"Creature"}))
EXILE_ACTIONS = ("exile_from_hand", "exile_from_graveyard", "collect_evidence")
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

# A cost symbol left after announcements: a frozenset of the mana types that pay it, or "S".
SymKey = Any


@dataclass
class TotalCost:
    """The locked-in total cost (601.2f): ``generic`` mana plus one entry per other symbol."""

    generic: int
    symbols: list[SymKey]
    life: int  # life from Phyrexian announcements and pay_life parts
    text: str

    @property
    def mana_count(self) -> int:
        return self.generic + len(self.symbols)


@dataclass
class _Unit:
    """One unit of mana in the pool during the replay."""

    type: str
    source: str | None
    restriction: str | None = None
    chosen_type: str | None = None
    snow: bool = False
    activation: int | None = None  # index of the activation that made it (None: floating before)


@dataclass
class Outcome:
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    exiled: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()
    life_paid: int = 0
    mana_pool: tuple[tuple[str, str | None], ...] = ()
    total_cost: str = ""
    #: abilities (602): the source untapped by {Q}, the loyalty added or removed (606)
    untapped: tuple[str, ...] = ()
    loyalty_change: int = 0

    def as_plan_fields(self) -> dict[str, Any]:
        return {"tapped": self.tapped, "sacrificed": self.sacrificed, "exiled": self.exiled,
                "discarded": self.discarded, "life_paid": self.life_paid, "mana_pool": self.mana_pool,
                "total_cost": self.total_cost, "untapped": self.untapped, "loyalty_change": self.loyalty_change}


# ----- public API ----------------------------------------------------------------------------

def check(state: GameState, plan: Plan) -> list[str]:
    """Every problem with ``plan`` as a cast in ``state``; an empty list means it is legal."""
    problems, _ = replay(state, plan)
    return problems


def replay(state: GameState, plan: Plan, *, compare_outcome: bool = True) -> tuple[list[str], Outcome | None]:
    """Replay ``plan``; return the problems and the outcome it leads to (None if the replay
    could not get that far). With ``compare_outcome=False`` the plan's outcome fields
    (tapped, sacrificed, exiled, discarded, life_paid, mana_pool, total_cost) are not compared
    with the replay's, so a generator can fill them in from the returned :class:`Outcome`."""
    r = _Replay(state, plan, compare_outcome=compare_outcome)
    outcome = r.run()
    return r.problems, outcome


def total_cost(state: GameState, plan: Plan) -> TotalCost | None:
    """The total cost (601.2f) of the choices announced in ``plan`` (its alternative and
    optional costs, X, ``announced``, and for emerge its ``cost_objects``); None when the
    announcements do not fit the card."""
    r = _Replay(state, plan, compare_outcome=False)
    obj = r.timing(report=False)
    if obj is None:
        return None
    ann = r.announce(obj)
    if ann is None or r.problems:
        return None
    return r.compute_total(obj, *ann)


def illegal_target(state: GameState, spell_id: str, player: str, slot_index: int, target: str,
                   ability: int | None = None) -> str | None:
    """Why ``target`` can't be chosen for target slot ``slot_index`` of the spell ``spell_id``
    cast by ``player`` (None: it can); with ``ability``, of that ability of ``spell_id``."""
    r = _Replay(state, Plan(card=spell_id, player=player, ability=ability), compare_outcome=False)
    obj = r.subject
    assert obj is not None
    return r.slot_target_illegal(obj.card.targets[slot_index], target, obj, player, {o.id for o in state.stack})


def slot_illegal(state: GameState, spell_id: str, player: str, slot: TargetSlot, target: str,
                 ability: int | None = None) -> str | None:
    """Why ``target`` can't be chosen for ``slot`` of the spell ``spell_id`` cast by
    ``player`` (None: it can); with ``ability``, of that ability of the object ``spell_id``.
    Counts and "another target" are not checked here."""
    r = _Replay(state, Plan(card=spell_id, player=player, ability=ability), compare_outcome=False)
    assert r.subject is not None
    return r.slot_target_illegal(slot, target, r.subject, player, {o.id for o in state.stack})


ActiveSlot = tuple[TargetSlot, int, int]  # (slot, group: 0 or the k-th chosen mode + 1, index within its group)


def active_slots(card: CardDef, plan: Plan) -> list[ActiveSlot]:
    """The target slots the plan must fill (601.2c, 700.2c, 702.96b), in ``plan.targets``
    order: none when an overload cost is chosen; for a modal card each chosen mode's slots in
    ``plan.modes`` order (a repeated mode's slots once per repeat); else the card's slots; in
    both cases skipping slots whose ``requires`` names a cost not chosen. Mode indexes out of
    range are skipped (the mode check reports them)."""
    alt = next((a for a in card.alternative_costs if a.name == plan.alternative_cost), None)
    if alt is not None and alt.overload:
        return []
    chosen = set(plan.optional_costs) | ({plan.alternative_cost} if plan.alternative_cost else set())
    groups: list[tuple[int, tuple[TargetSlot, ...]]] = []
    if card.modes is None:
        groups.append((0, card.targets))
    else:
        for k, m in enumerate(plan.modes):
            if isinstance(m, int) and 0 <= m < len(card.modes.modes):
                groups.append((k + 1, card.modes.modes[m].targets))
    return [(slot, g, j) for g, slots in groups for j, slot in enumerate(slots)
            if slot.requires is None or slot.requires in chosen]


def slot_bounds(slot: TargetSlot, x: int) -> tuple[int, int | None]:
    """(fewest, most) targets for ``slot`` with X = ``x``; most is None for no maximum."""
    if slot.x_count:
        return (x if slot.min_count is None else slot.min_count), x
    if slot.unlimited:
        return slot.minimum, None
    return slot.minimum, slot.count


def divided(card: CardDef, plan: Plan, slots: list[ActiveSlot]) -> tuple[int, Division] | None:
    """The position in ``slots`` of the slot whose targets share a divided amount (601.2d),
    and that division: the card's, or for a modal card the first chosen mode's that has one."""
    for i, (_, g, j) in enumerate(slots):
        if g == 0 and card.modes is None and card.division is not None and j == card.division.slot:
            return i, card.division
        if g > 0 and card.modes is not None:
            mode = card.modes.modes[plan.modes[g - 1]]
            if mode.division is not None and j == mode.division.slot:
                return i, mode.division
    return None


def divided_slot(card: CardDef, slots: list[ActiveSlot], plan: Plan | None = None) -> int | None:
    """The position in ``slots`` of the divided slot (see :func:`divided`)."""
    found = divided(card, plan or Plan(card="", player=""), slots)
    return None if found is None else found[0]


def announcement_symbols(state: GameState, plan: Plan) -> list[ManaSymbol] | None:
    """The printed cost symbols ``plan.announced`` must describe, in order (None when the
    plan's alternative / optional costs or modes don't fit the card)."""
    r = _Replay(state, plan, compare_outcome=False)
    obj = r.subject
    if obj is None or plan.player not in r.players:
        return None
    ann = r.announce(obj)
    if ann is None or r.problems:
        return None
    return r.base_symbols(obj, *ann)


def timing_problems(state: GameState, plan: Plan) -> list[str]:
    """Only the checks of whether ``plan.player`` may begin to cast the card or activate the
    ability at all (117.1, 601.3, 602.2, 602.5, 606.3, 606.6): the same for every choice."""
    r = _Replay(state, plan, compare_outcome=False)
    r.timing()
    return r.problems


def target_problems(state: GameState, plan: Plan) -> list[str]:
    """Only the 601.2c target checks of ``plan``."""
    r = _Replay(state, plan, compare_outcome=False)
    obj = r.subject
    if obj is None or plan.player not in r.players:
        return [f"601.2a: unknown card {plan.card!r} or player {plan.player!r}"]
    r.targets(obj)
    return r.problems


# ----- helpers -------------------------------------------------------------------------------

def _sym_key(s: ManaSymbol) -> SymKey:
    return "S" if s.is_snow else frozenset(s.colors)


def _sym_text(k: SymKey) -> str:
    if k == "S":
        return "{S}"
    cols = sorted(k, key=MANA_TYPES.index)
    if len(cols) == 2 and "C" in cols:
        return "{C/" + cols[0] + "}"
    if len(cols) == 2:
        a, b = cols
        pairs = {"WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU"}
        return "{" + (f"{a}/{b}" if a + b in pairs else f"{b}/{a}") + "}"
    return "{" + "/".join(cols) + "}"


def cost_text(generic: int, symbols: list[SymKey]) -> str:
    return ("{" + str(generic) + "}" if generic else "") + "".join(_sym_text(k) for k in symbols)


def _parse_total(text: str) -> tuple[int, Counter[SymKey]] | str:
    try:
        cost = parse_cost(text or "", where="total_cost")
    except InputError as e:
        return str(e)
    generic = 0
    syms: Counter[SymKey] = Counter()
    for s in cost.symbols:
        if s.is_x or s.is_phyrexian or (s.generic is not None and s.colors):
            return f"{s.text} cannot appear in a total cost (X, Phyrexian and {{2/W}} symbols are announced)"
        if s.is_plain_generic:
            generic += s.generic or 0
        else:
            syms[_sym_key(s)] += 1
    return generic, syms


_UNTARGETABLE = {"702.18a": "shroud", "702.11b": "hexproof"}


def _ability_restriction(card: CardDef | None, mana_type: str) -> str | None:
    """Restriction of floating mana named by its source: that of the source's abilities able to
    make this type (none if one of them is unrestricted)."""
    if card is None:
        return None
    abilities = card.mana_abilities
    able = [a for a in abilities if any(mana_type in alt for alt in a.produces)]
    if not able:
        able = list(abilities)
    if not able or any(a.restriction is None for a in able):
        return None
    return able[0].restriction


class _Replay:
    def __init__(self, state: GameState, plan: Plan, *, compare_outcome: bool) -> None:
        self.s = state
        self.p = plan
        self.compare_outcome = compare_outcome
        self.problems: list[str] = []
        self.by_id: dict[str, GameObject] = {o.id: o for o in state.objects()}
        # 709.3: a split card is cast as one of its halves, with only that half's characteristics
        spell = self.by_id.get(plan.card)
        if plan.face is not None and spell is not None:
            face = next((f for f in spell.card.faces if f.name == plan.face), None)
            if face is None:
                self.problems.append(f"709.3: {spell.name} has no half named {plan.face!r}")
            else:
                self.by_id[plan.card] = dataclasses.replace(spell, card=face)
        # 702.37c, 702.168a: cast face down, the spell is a 2/2 Creature with no text, no name,
        # no subtypes and no mana cost (708.2-708.4): none of the card's own abilities apply
        spell = self.by_id.get(plan.card)
        if plan.ability is None and plan.alternative_cost is not None and spell is not None:
            down = [a for a in spell.card.alternative_costs if a.face_down and a.name == plan.alternative_cost]
            if down and plan.face is not None:
                self.problems.append(f"708.4: a face-down spell has no face to choose, the plan names {plan.face!r}")
            elif down:
                self.by_id[plan.card] = face_down_object(spell, down[0])
        self.players: dict[str, Player] = {p.name: p for p in state.players}
        # 602.2b: an ability is activated like a spell is cast, its activation cost standing
        # for the mana cost; ``subject`` is what is "cast": the spell, or the ability as a
        # pseudo-card named after its source (and carrying the source's id and state)
        self.source: GameObject | None = None
        self.ability: ManaAbility | ActivatedAbility | None = None
        self.subject: GameObject | None = self.by_id.get(plan.card)
        if plan.ability is not None:
            src = self.by_id.get(plan.card)
            card = ability_card(src, plan.ability) if src is not None else None
            self.subject = None
            if src is not None and card is not None:
                self.source = src
                self.ability = src.card.activated_abilities[plan.ability]
                self.subject = dataclasses.replace(src, card=card)

    @property
    def full_ability(self) -> ActivatedAbility | None:
        return self.ability if isinstance(self.ability, ActivatedAbility) else None

    def err(self, rule: str, msg: str) -> None:
        self.problems.append(f"{rule}: {msg}")

    def name(self, oid: str) -> str:
        o = self.by_id.get(oid)
        return f"{o.name} ({oid})" if o is not None else repr(oid)

    # ----- 117.1a / 601.3 ------------------------------------------------------------------
    def timing(self, *, report: bool = True) -> GameObject | None:
        p = self.p
        err = self.err if report else (lambda rule, msg: None)
        if p.player not in self.players:
            err("601.2", f"unknown player {p.player!r}")
            return None
        if p.ability is not None:
            return self.ability_timing(err)
        if self.s.priority != p.player:
            err("117.1a", f"{p.player} does not have priority")
        obj = self.by_id.get(p.card)
        if obj is None:
            err("601.2a", f"unknown card {p.card!r}")
            return None
        player = self.players[p.player]
        if obj.zone != p.zone:
            err("601.2a", f"{self.name(obj.id)} is in the {obj.zone}, not the {p.zone}")
            return None
        if p.zone not in ("hand", "graveyard", "exile") or obj.id not in {o.id for o in player.zone(p.zone)}:
            err("601.3", f"{self.name(obj.id)} is not in {p.player}'s hand")
            return None
        if "Land" in obj.types:
            err("305.1", f"{self.name(obj.id)} is a land: it is played, not cast")
            return None
        self.split_second(err)
        if not (obj.card.has_flash or obj.has("flash")):
            if self.s.active_player != p.player or self.s.phase not in MAIN_PHASES or self.s.stack:
                err("117.1a", f"{obj.name} can be cast only in {p.player}'s main phase with an empty stack")
        return obj

    def split_second(self, err: Any) -> None:
        """702.61a: no casting and no non-mana activation while a spell with split second is on
        the stack (abilities on the stack, ``ability_of``, are not spells)."""
        for o in self.s.stack:
            if o.choices.get("ability_of") is not None:
                continue
            words = {k.lower() for k in o.card.keywords} | {g.lower() for g in o.granted}
            if "split second" in words:
                err("702.61a", f"{self.name(o.id)} has split second and is on the stack")

    def ability_timing(self, err: Any) -> GameObject | None:
        """602.2, 602.5, 605.3a, 606.3: may ``plan.player`` begin to activate the ability now?"""
        p, s = self.p, self.s
        src = self.by_id.get(p.card)
        if src is None:
            err("602.2", f"unknown object {p.card!r}")
            return None
        if self.ability is None or self.subject is None:
            n = len(src.card.activated_abilities)
            err("602.2", f"{self.name(src.id)} has {n} activated abilit{'y' if n == 1 else 'ies'}, "
                         f"no ability {p.ability!r}")
            return None
        ab, full, k = self.ability, self.full_ability, p.ability
        if p.face is not None:
            err("602.2", f"an ability has no face to choose, the plan names {p.face!r}")
        zone = full.zone if full is not None else "battlefield"
        if src.zone != zone:
            err("602.2", f"{self.name(src.id)} is in the {src.zone}; ability {k} works from the {zone}")
            return None
        if p.zone != src.zone:
            err("602.2", f"{self.name(src.id)} is in the {src.zone}, the plan says the {p.zone}")
        controller = src.controller if src.zone == "battlefield" else src.owner
        if controller != p.player and not (full is not None and full.any_player):
            err("602.2", f"only {controller} may activate the abilities of {self.name(src.id)}")
            return None
        if s.priority != p.player:
            err("117.1b", f"{p.player} does not have priority")
        if full is not None:  # a mana ability may be activated under split second (702.61b)
            self.split_second(err)
        loyal = full is not None and (full.loyalty is not None or full.loyalty_x)
        if full is not None and (full.sorcery_speed or loyal):
            if s.active_player != p.player or s.phase not in MAIN_PHASES or s.stack:
                err("606.3" if loyal else "602.5d",
                    f"ability {k} of {src.name} is activated only as a sorcery: in {p.player}'s main phase, empty stack")
        if full is not None and full.your_turn_only and s.active_player != p.player:
            err("602.5", f"ability {k} of {src.name} is activated only during {p.player}'s turn, "
                         f"not {s.active_player}'s")
        if full is not None and full.once_per_turn and src.activations_this_turn.get(str(k), 0) >= 1:
            err("602.5b", f"ability {k} of {self.name(src.id)} was already activated this turn")
        if loyal:
            loyalty_ks = [str(i) for i, a in enumerate(src.card.activated_abilities)
                          if isinstance(a, ActivatedAbility) and (a.loyalty is not None or a.loyalty_x)]
            if any(src.activations_this_turn.get(i, 0) > 0 for i in loyalty_ks):
                err("606.3", f"a loyalty ability of {self.name(src.id)} was already activated this turn")
            have = src.counters.get("loyalty", 0)
            assert full is not None
            if full.loyalty is not None and full.loyalty < 0 and have < -full.loyalty:
                err("606.6", f"{self.name(src.id)} has {have} loyalty, the cost removes {-full.loyalty}")
        untap = full is not None and full.untap
        if ab.tap or untap:
            sym = "{T}" if ab.tap else "{Q}"
            if "Creature" in src.types and src.summoning_sick and not src.has("haste"):
                err("602.5a", f"{self.name(src.id)} is a creature that came under {p.player}'s control this turn "
                              f"and has no haste: it can't pay {sym}")
            if ab.tap and src.tapped:
                err("602.5a", f"{self.name(src.id)} is tapped: it can't pay {{T}}")
            if untap and not src.tapped:
                err("602.5a", f"{self.name(src.id)} is untapped: it can't pay {{Q}}")
            if src.zone != "battlefield":
                err("602.5a", f"{self.name(src.id)} is not a permanent: it can't pay {sym}")
        return self.subject

    # ----- 601.2b ------------------------------------------------------------------------------
    def announce(self, obj: GameObject) -> tuple[AlternativeCost | None, list[tuple[OptionalCost, int]]] | None:
        p, card = self.p, obj.card
        alt: AlternativeCost | None = None
        ok = True
        if p.ability is not None:
            return self.announce_ability(obj)
        if p.alternative_cost is not None:
            found = [a for a in card.alternative_costs if a.name == p.alternative_cost]
            if not found:
                self.err("601.2b", f"{card.name} has no alternative cost {p.alternative_cost!r}")
                return None
            alt = found[0]
            if alt.zone != p.zone:
                self.err("601.3", f"the alternative cost {alt.name!r} is for casting from the {alt.zone}, not the {p.zone}")
                ok = False
            if alt.condition is not None:
                mine = self.players[p.player].battlefield
                if not any(alt.condition.matches(o.types, o.subtypes, o.colors, o.all_creature_types) for o in mine):
                    self.err("118.9", f"the alternative cost {alt.name!r} needs a {alt.condition.describe()} you control")
                    ok = False
        else:
            if p.zone != "hand":
                self.err("601.3", f"{card.name} can't be cast from the {p.zone} without a cost that allows it")
                ok = False
            if card.mana_cost is None:
                self.err("118.6", f"{card.name} has no mana cost and can't be cast without an alternative cost")
                return None
        opts: list[tuple[OptionalCost, int]] = []
        by_name = {o.name: o for o in card.optional_costs}
        if not self.check_modes(card):
            ok = False
        for name, n in p.optional_costs.items():
            if name in self.mode_cost_names(card):
                continue  # checked by check_modes
            oc = by_name.get(name)
            if oc is None:
                self.err("601.2b", f"{card.name} has no optional cost {name!r}")
                ok = False
            elif not isinstance(n, int) or n < 1:
                self.err("601.2b", f"optional cost {name!r} chosen {n!r} times (list only costs paid at least once)")
                ok = False
            elif n > 1 and not oc.repeatable:
                self.err("601.2b", f"optional cost {name!r} can be paid only once")
                ok = False
        for oc in card.optional_costs:
            n = p.optional_costs.get(oc.name, 0)
            if isinstance(n, int) and n >= 1:
                opts.append((oc, n))
        if not isinstance(p.x, int) or p.x < 0:
            self.err("601.2b", f"X must be a non-negative integer, got {p.x!r}")
            ok = False
        return (alt, opts) if ok else None

    def announce_ability(self, obj: GameObject) -> tuple[AlternativeCost | None, list[tuple[OptionalCost, int]]] | None:
        """602.2b: an ability's cost is its activation cost; it has no alternative or optional
        costs; modes and X are announced as for a spell (-X loyalty: 606.4, X up to the
        loyalty, 606.6)."""
        p, full = self.p, self.full_ability
        ok = True
        if p.alternative_cost is not None:
            self.err("602.2b", f"an ability has no alternative cost; the plan chooses {p.alternative_cost!r}")
            return None
        if p.optional_costs:
            self.err("602.2b", f"an ability has no optional costs; the plan chooses {sorted(p.optional_costs)}")
            ok = False
        if not self.check_modes(obj.card):
            ok = False
        if not isinstance(p.x, int) or isinstance(p.x, bool) or p.x < 0:
            self.err("601.2b", f"X must be a non-negative integer, got {p.x!r}")
            return None
        if full is not None and full.loyalty_x and self.source is not None:
            have = self.source.counters.get("loyalty", 0)
            if p.x > have:
                self.err("606.6", f"-X with X={p.x} removes more loyalty than {self.name(self.source.id)} has ({have})")
                ok = False
        return (None, []) if ok else None

    def expected_loyalty_change(self) -> int:
        full = self.full_ability
        if full is None:
            return 0
        if full.loyalty_x:
            return -(self.p.x if isinstance(self.p.x, int) else 0)
        return full.loyalty or 0

    @staticmethod
    def mode_cost_names(card: CardDef) -> set[str]:
        mc = card.modes
        if mc is None:
            return set()
        out = set()
        if mc.entwine is not None:
            out.add("entwine")
        if mc.escalate is not None or mc.escalate_parts:
            out.add("escalate")
        return out

    def entwined(self, card: CardDef) -> bool:
        return card.modes is not None and card.modes.entwine is not None and self.p.optional_costs.get("entwine") == 1

    def check_modes(self, card: CardDef) -> bool:
        """601.2b / 700.2: the modes chosen, and the entwine / escalate announcements."""
        p, mc = self.p, card.modes
        if not isinstance(p.modes, tuple):
            self.err("601.2b", f"modes must be a tuple of mode indexes, got {p.modes!r}")
            return False
        if mc is None:
            if p.modes:
                self.err("700.2", f"{card.name} is not modal, the plan chooses modes {list(p.modes)}")
                return False
            return True
        n = len(mc.modes)
        bad = [m for m in p.modes if not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < n]
        if bad:
            self.err("601.2b", f"{card.name} has {n} modes (0-{n - 1}); the plan chooses {bad}")
            return False
        ok = True
        if list(p.modes) != sorted(p.modes):
            self.err("601.2b", f"modes must be listed in card order, got {list(p.modes)}")
            ok = False
        ent = p.optional_costs.get("entwine")
        if ent is not None and ent != 1:
            self.err("702.42a", f"entwine is chosen once (1), the plan says {ent!r}")
            ok = False
        if self.entwined(card):
            if tuple(p.modes) != tuple(range(n)):
                self.err("702.42a", f"entwined: all {n} modes are chosen once each, the plan chooses {list(p.modes)}")
                ok = False
        else:
            k = len(p.modes)
            if not mc.min_modes <= k <= mc.max_modes:
                want = str(mc.min_modes) if mc.min_modes == mc.max_modes else f"{mc.min_modes}-{mc.max_modes}"
                self.err("601.2b", f"{card.name}: choose {want} mode(s), the plan chooses {k}")
                ok = False
            if len(set(p.modes)) != k and not mc.repeatable:
                self.err("700.2d", f"{card.name} can't choose the same mode more than once")
                ok = False
        if "escalate" in self.mode_cost_names(card):
            want = max(0, len(p.modes) - 1)
            got = p.optional_costs.get("escalate", 0)
            if got != want:
                self.err("702.120a", f"escalate is paid once per mode beyond the first: "
                                     f"optional_costs.escalate should be {want or 'absent'}, the plan says {got!r}")
                ok = False
        return ok

    def mode_symbols(self, card: CardDef) -> list[ManaSymbol]:
        """Entwine, escalate x (modes - 1), then spree costs in ``plan.modes`` order."""
        mc, p = card.modes, self.p
        if mc is None:
            return []
        syms: list[ManaSymbol] = []
        if mc.entwine is not None and self.entwined(card):
            syms += list(mc.entwine.symbols)
        if mc.escalate is not None:
            syms += list(mc.escalate.symbols) * max(0, len(p.modes) - 1)
        if mc.spree:
            for m in p.modes:
                syms += list(mc.modes[m].mana.symbols)
        return syms

    def base_symbols(self, obj: GameObject, alt: AlternativeCost | None,
                     opts: list[tuple[OptionalCost, int]]) -> list[ManaSymbol]:
        base = alt.mana if alt is not None else (obj.card.mana_cost or ManaCost())
        syms = list(base.symbols)
        for oc, n in opts:
            syms += list(oc.mana.symbols) * n
        return syms + self.mode_symbols(obj.card)

    def cost_parts(self, obj: GameObject, alt: AlternativeCost | None, opts: list[tuple[OptionalCost, int]]) -> list[CostPart]:
        parts = list(obj.card.additional_costs)
        if alt is not None:
            parts += list(alt.parts)
        for oc, n in opts:
            parts += list(oc.parts) * n
        mc = obj.card.modes
        if mc is not None and mc.escalate_parts:
            parts += list(mc.escalate_parts) * max(0, len(self.p.modes) - 1)
        return parts

    # ----- 601.2f ------------------------------------------------------------------------------
    def compute_total(self, obj: GameObject, alt: AlternativeCost | None,
                      opts: list[tuple[OptionalCost, int]]) -> TotalCost | None:
        p = self.p
        syms = self.base_symbols(obj, alt, opts)
        if len(p.announced) != len(syms):
            self.err("601.2b", f"{len(p.announced)} announcements for {len(syms)} cost symbols")
            return None
        generic, life = 0, 0
        out: list[SymKey] = []
        has_x = False
        for s, a in zip(syms, p.announced, strict=True):
            if a not in ("mana", "life", "generic"):
                self.err("601.2b", f"unknown announcement {a!r} for {s.text}")
                return None
            if a == "life" and not s.is_phyrexian:
                self.err("601.2b", f"{s.text} is not Phyrexian: it can't be paid with life")
                return None
            if a == "generic" and not (s.generic is not None and s.colors):
                self.err("601.2b", f"{s.text} is not a {{2/W}}-style symbol: it can't be paid as generic mana")
                return None
            if s.is_x:
                has_x = True
                generic += p.x if isinstance(p.x, int) else 0
            elif a == "life":
                life += s.life
            elif a == "generic":
                generic += s.generic or 0
            elif s.is_plain_generic:
                generic += s.generic or 0
            else:
                out.append(_sym_key(s))
        loyalty_x = self.full_ability is not None and self.full_ability.loyalty_x
        if not has_x and p.x != 0 and not loyalty_x:
            self.err("601.2b", f"X={p.x} announced, but the cost has no {{X}}")
        # cost modifiers (601.2f, 118.7)
        player = p.player
        increase = reduce = 0
        minimum = 0
        # Fireball: {N} more for each target beyond the first, over all slots
        n_targets = sum(len(t) for t in p.targets if isinstance(t, (tuple, list)))
        increase += obj.card.per_extra_target * max(0, n_targets - 1)
        targeted = [self.by_id[t] for slot in p.targets if isinstance(slot, (tuple, list))
                    for t in slot if isinstance(t, str) and t in self.by_id]
        for m, perm in applicable_modifiers(self.s.battlefield(), obj, player, ability=p.ability is not None):
            # Kopala: once, if the spell targets at least one matching object
            if not targeting_met(m, perm, targeted):
                continue
            if m.kind == "increase":
                increase += m.amount
            elif m.kind == "reduce":
                reduce += m.amount
            else:
                minimum = max(minimum, m.amount)
        reduce += sum(self_reduction(r, self.s.battlefield(), player) for r in obj.card.self_reductions)
        parts = self.cost_parts(obj, alt, opts)
        if alt is not None and alt.emerge:
            offset = len(obj.card.additional_costs)
            for i, part in enumerate(alt.parts):
                if part.action == "sacrifice" and offset + i < len(p.cost_objects):
                    for oid in p.cost_objects[offset + i]:
                        o = self.by_id.get(oid)
                        if o is not None:
                            reduce += o.mana_value
                    break
        generic = max(0, generic + increase - reduce)
        if minimum and generic + len(out) < minimum:
            generic += minimum - (generic + len(out))
        life += sum(part.amount for part in parts if part.action == "pay_life")
        return TotalCost(generic, out, life, cost_text(generic, out))

    # ----- 601.2c-d ----------------------------------------------------------------------------
    def targets(self, obj: GameObject) -> None:
        p, card = self.p, obj.card
        caster = p.player
        slots = active_slots(card, p)
        if not isinstance(p.targets, tuple) or len(p.targets) != len(slots):
            got = len(p.targets) if isinstance(p.targets, (tuple, list)) else p.targets
            self.err("601.2c", f"{card.name} has {len(slots)} active target slot(s) with these choices, "
                               f"the plan gives {got}")
            return
        stack_ids = {o.id for o in self.s.stack}
        position = {(g, j): i for i, (_, g, j) in enumerate(slots)}
        x = p.x if isinstance(p.x, int) else 0
        for i, ((slot, g, _j), chosen) in enumerate(zip(slots, p.targets, strict=True)):
            label = slot.text or slot.kind
            if not isinstance(chosen, (tuple, list)) or not all(isinstance(t, str) for t in chosen):
                self.err("601.2c", f"slot {i} ({label}): targets must be a tuple of ids or player names")
                continue
            lo, hi = slot_bounds(slot, x)
            if len(chosen) < lo or (hi is not None and len(chosen) > hi):
                want = str(lo) if lo == hi else f"{lo} to {hi}" if hi is not None else f"at least {lo}"
                self.err("601.2c", f"slot {i} ({label}) needs {want} target(s), got {len(chosen)}")
            if len(set(chosen)) != len(chosen):
                self.err("601.2c", f"slot {i} ({label}) names the same target twice (115.3)")
            for k in slot.different_from:
                q = position.get((g, k))
                if q is None or not isinstance(p.targets[q], (tuple, list)):
                    continue
                shared = set(chosen) & set(p.targets[q])
                if shared:
                    self.err("601.2c", f"slot {i} ({label}) must differ from slot {q}'s targets; both name "
                                       + ", ".join(self.name(t) if t in self.by_id else repr(t) for t in sorted(shared)))
            for t in chosen:
                why = self.slot_target_illegal(slot, t, obj, caster, stack_ids)
                if why:
                    self.err("601.2c", f"{self.name(t) if t in self.by_id else repr(t)} is not a legal {label}: {why}")
        self.division(obj, slots)

    def division(self, obj: GameObject, slots: list[ActiveSlot]) -> None:
        p, card = self.p, obj.card
        div = p.division
        if not isinstance(div, tuple) or not all(isinstance(d, tuple) and len(d) == 2 for d in div):
            self.err("601.2d", f"division must be a tuple of (target, amount) pairs, got {div!r}")
            return
        found = divided(card, p, slots)
        if found is None:
            if div:
                self.err("601.2d", f"{card.name} divides nothing with these choices, the plan gives a division")
            return
        i, spec = found
        amount = (p.x if isinstance(p.x, int) else 0) if spec.x else spec.amount
        chosen = p.targets[i]
        names = [t for t, _ in div]
        if len(set(names)) != len(names):
            self.err("601.2d", "the division names a target twice")
        for t, n in div:
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                self.err("601.2d", f"each target must receive at least 1; {t!r} gets {n!r}")
        if set(names) != set(chosen):
            self.err("601.2d", f"the division must name exactly the targets {sorted(chosen)}, it names {sorted(names)}")
        total = sum(n for _, n in div if isinstance(n, int))
        if total != amount:
            self.err("601.2d", f"the division assigns {total}, the amount to divide is {amount}")

    def slot_target_illegal(self, slot: TargetSlot, t: str, spell: GameObject, caster: str,
                            stack_ids: set[str]) -> str | None:
        """``target_illegal`` plus "another target" of an ability: not its source (702.6a)."""
        if slot.not_source and self.p.ability is not None and t == spell.id:
            return "the ability's source can't be chosen (\"another target\")"
        return self.target_illegal(slot.kind, slot.filter, t, spell, caster, stack_ids)

    def target_illegal(self, kind: str, flt: ObjectFilter, t: str, spell: GameObject, caster: str,
                       stack_ids: set[str]) -> str | None:
        """Why ``t`` is no legal target of this kind for ``spell`` (for an ability: the
        pseudo-card standing for it, with its source's id): 115, 702.11, 702.16, 702.18."""
        if t == spell.id and self.p.ability is None:
            return "a spell can't target itself (115.5)"
        # 702.16b: an ability's source is what protection looks at (its colors, its types)
        if self.p.ability is not None and self.source is not None:
            spell = self.source
        if t in self.players:
            if kind not in ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker"):
                return "a player"
            if kind in ("opponent", "opponent_or_planeswalker") and t == caster:
                return "not an opponent"
            pl = self.players[t]
            blocked = untargetable_by(pl, caster)
            if blocked is not None:
                return f"the player has {_UNTARGETABLE[blocked]} ({blocked})"
            if protected_from(pl, spell, caster, SUBTYPES):
                return "the player has protection from the spell (702.16b)"
            return None
        o = self.by_id.get(t)
        if o is None:
            return "no such object or player"
        if kind in ("player", "opponent"):
            return "not a player"
        if kind == "spell":
            if t not in stack_ids:
                return "not on the stack"
            if o.choices.get("ability_of") is not None:
                return "an ability, not a spell"
            if not filter_matches(flt, o, caster):
                return f"not a {flt.describe()} spell (or not one it may target)"
            return None
        if kind == "card_in_graveyard":
            if o.zone != "graveyard":
                return "not a card in a graveyard"
            if not filter_matches(flt, o, caster):
                return f"not a {flt.describe()} card" + (" in your graveyard" if flt.controller == "you" else "")
            return None
        if o.zone != "battlefield":
            return "not on the battlefield"
        if kind == "any" and not (o.types & {"Creature", "Planeswalker", "Battle"}):
            return "not a creature, planeswalker or battle (115.4)"
        if kind in ("player_or_planeswalker", "opponent_or_planeswalker") and "Planeswalker" not in o.types:
            return "not a player or planeswalker"
        if kind == "creature" and "Creature" not in o.types:
            return "not a creature"
        if not filter_matches(flt, o, caster):
            return f"not a {flt.describe()} that fits the targeting criteria"
        blocked = untargetable_by(o, caster)
        if blocked is not None:
            return f"it has {_UNTARGETABLE[blocked]} ({blocked})"
        if protected_from(o, spell, caster, SUBTYPES):
            return "it has protection from the spell (702.16b)"
        return None

    # ----- the whole replay ---------------------------------------------------------------------
    def run(self) -> Outcome | None:
        obj = self.timing()
        if obj is None:
            return None
        ann = self.announce(obj)
        self.targets(obj)
        if ann is None:
            return None
        alt, opts = ann
        tc = self.compute_total(obj, alt, opts)
        if tc is None:
            return None
        p = self.p
        player = self.players[p.player]
        parsed = _parse_total(p.total_cost)
        if self.compare_outcome:
            if isinstance(parsed, str):
                self.err("601.2f", f"total_cost: {parsed}")
            elif parsed != (tc.generic, Counter(tc.symbols)):
                self.err("601.2f", f"total cost is {tc.text or '{0}'}, the plan says {p.total_cost or '{0}'}")
        if tc.life > 0 and tc.life > player.life:
            self.err("119.4", f"paying {tc.life} life needs at least {tc.life} life; {p.player} has {player.life}")
        if self.compare_outcome and p.life_paid != tc.life:
            self.err("601.2h", f"life paid is {tc.life}, the plan says {p.life_paid}")
        parts = self.cost_parts(obj, alt, opts)
        return self.pay(obj, tc, parts)

    # ----- 601.2g-h ------------------------------------------------------------------------------
    def floating_unit(self, t: str, source: str | None) -> _Unit:
        if source is None:
            return _Unit(t, None)
        o = self.by_id.get(source)
        if o is not None:
            return _Unit(t, source, _ability_restriction(o.card, t), o.chosen.get("creature_type"), o.is_snow)
        card = self.s.db.get(source) if self.s.db is not None else None
        if card is None:
            return _Unit(t, source)
        return _Unit(t, source, _ability_restriction(card, t), None, "Snow" in card.supertypes)

    def take(self, pool: list[_Unit], wanted: tuple[str, str | None], used: Counter[int], what: str) -> _Unit | None:
        matches = [u for u in pool if (u.type, u.source) == wanted]
        if not matches:
            self.err("601.2g" if what != "spent" else "601.2h",
                     f"{what}: no {{{wanted[0]}}} from {wanted[1]!r} in the mana pool at that point")
            return None
        # prefer mana of an activation none of whose mana has been used yet (idle check)
        matches.sort(key=lambda u: (u.activation is None, used[u.activation] if u.activation is not None else 0))
        u = matches[0]
        pool.remove(u)
        if u.activation is not None:
            used[u.activation] += 1
        return u

    def pay(self, obj: GameObject, tc: TotalCost, parts: list[CostPart]) -> Outcome | None:
        p, s = self.p, self.s
        caster = p.player
        player = self.players[caster]
        pool: list[_Unit] = [self.floating_unit(m.type, m.source) for m in player.mana_pool]
        tapped: set[str] = {o.id for o in s.battlefield() if o.tapped}
        new_tapped: list[str] = []
        gone: list[str] = []  # sacrificed by mana abilities, in order
        used: Counter[int] = Counter()

        def on_battlefield(oid: str) -> GameObject | None:
            o = self.by_id.get(oid)
            if o is None or o.zone != "battlefield" or oid in gone:
                return None
            return o

        # 601.2g: mana abilities
        for i, a in enumerate(p.activations):
            o = on_battlefield(a.object)
            if o is None:
                self.err("601.2g", f"activation {i}: {self.name(a.object)} is not on the battlefield")
                continue
            if o.controller != caster:
                self.err("602.2", f"activation {i}: {p.player} doesn't control {self.name(o.id)}")
                continue
            abilities = o.card.mana_abilities
            if not isinstance(a.ability, int) or not 0 <= a.ability < len(abilities):
                self.err("601.2g", f"activation {i}: {self.name(o.id)} has no mana ability {a.ability!r}")
                continue
            ab: ManaAbility = abilities[a.ability]
            if ab.tap:
                if o.id in tapped:
                    self.err("602.5a", f"activation {i}: {self.name(o.id)} is already tapped")
                elif "Creature" in o.types and o.summoning_sick and not o.has("haste"):
                    self.err("302.6", f"activation {i}: {self.name(o.id)} is summoning sick and can't pay {{T}}")
                tapped.add(o.id)
                new_tapped.append(o.id)
            if len(a.tapped_creatures) != ab.tap_creatures:
                self.err("601.2g", f"activation {i}: the ability taps {ab.tap_creatures} creature(s), "
                                   f"the plan taps {len(a.tapped_creatures)}")
            for c in a.tapped_creatures:
                co = on_battlefield(c)
                if co is None or co.controller != caster or "Creature" not in co.types:
                    self.err("601.2g", f"activation {i}: {self.name(c)} is not a creature {p.player} controls")
                elif c in tapped:
                    self.err("601.2g", f"activation {i}: {self.name(c)} is already tapped")
                tapped.add(c)
                new_tapped.append(c)
            # mana cost of the ability
            paid: list[_Unit] = []
            for w in a.paid_with:
                u = self.take(pool, (w[0], w[1]), used, f"activation {i} paid_with")
                if u is not None:
                    paid.append(u)
            if len(paid) == len(a.paid_with):
                for u in paid:
                    if u.restriction is not None:
                        self.err("106.6", f"activation {i}: restricted mana ({u.restriction}) can't pay an ability's cost")
                generic = sum(sy.generic or 0 for sy in ab.mana_cost.symbols if sy.is_plain_generic)
                syms = [_sym_key(sy) for sy in ab.mana_cost.symbols if not sy.is_plain_generic]
                if not _exact_payment(generic, syms, [("mana", u.type, u.snow) for u in paid]):
                    self.err("601.2g", f"activation {i}: {''.join('{' + u.type + '}' for u in paid) or 'nothing'} "
                                       f"doesn't pay {ab.mana_cost or '{0}'} exactly")
            # production, counted now (before 601.2h sacrifices)
            n = 1
            if ab.per == "creature_you_control":
                n = sum(1 for x in player.battlefield if x.id not in gone and "Creature" in x.types)
            elif ab.per == "elf_on_battlefield":
                n = sum(1 for x in s.battlefield() if x.id not in gone and ("Elf" in x.subtypes or x.all_creature_types))
            elif ab.per == "elf_you_control":
                n = sum(1 for x in player.battlefield if x.id not in gone and ("Elf" in x.subtypes or x.all_creature_types))
            elif ab.per == "charge_counter":
                n = o.counters.get("charge", 0)
            alts = [tuple(sorted(alt * n)) for alt in ab.produces]
            if ab.per == "devotion":  # 700.5: mana symbols of that color among your permanents' costs
                alts = [tuple(sorted(alt * devotion([x for x in player.battlefield if x.id not in gone], alt[0])))
                        for alt in ab.produces]
            if tuple(sorted(a.produced)) not in alts:
                self.err("605.1a", f"activation {i}: {self.name(o.id)} can't produce "
                                   f"{''.join('{' + t + '}' for t in a.produced) or 'nothing'} this way")
            for t in a.produced:
                pool.append(_Unit(t, o.id, ab.restriction, o.chosen.get("creature_type"), o.is_snow, i))
            if ab.sacrifice_self:
                gone.append(o.id)

        # 601.2h: non-mana cost parts
        if len(p.cost_objects) != len(parts):
            self.err("601.2h", f"{len(parts)} cost part(s) to pay, the plan gives {len(p.cost_objects)}")
            return None
        sacrificed: list[str] = list(gone)
        discarded: list[str] = []
        exiled: list[str] = []
        cost_tapped: list[str] = []
        gy_exiles: list[tuple[CostPart, tuple[str, ...]]] = []
        # 602.2b / 601.2h: the source's own {T}, {Q} and "sacrifice this" (after 601.2g: a
        # mana ability that tapped or sacrificed the source has made these unpayable)
        untapped: list[str] = []
        src = self.source
        if self.ability is not None and src is not None and src.zone == "battlefield":
            if self.ability.tap:
                if on_battlefield(src.id) is None:
                    self.err("601.2h", f"{{T}}: {self.name(src.id)} was sacrificed for mana (601.2g)")
                elif src.id in tapped and not src.tapped:
                    self.err("601.2h", f"{{T}}: {self.name(src.id)} was tapped for mana (601.2g) "
                                       "and can't be tapped again to pay {T}")
                tapped.add(src.id)
                cost_tapped.append(src.id)
            if self.full_ability is not None and self.full_ability.untap:
                untapped.append(src.id)
            if self.ability.sacrifice_self:
                if on_battlefield(src.id) is None:
                    self.err("601.2h", f"sacrifice: {self.name(src.id)} was already sacrificed for mana (601.2g)")
                sacrificed.append(src.id)
        full = self.full_ability
        if full is not None and src is not None and (full.discard_self or full.exile_self):
            # "Discard this card" (cycling, 702.29a) / "Exile this card from your graveyard"
            # (scavenge, 702.97a): the source itself, from the zone the ability works in
            zone = "hand" if full.discard_self else "graveyard"
            if src.zone != zone or src.owner != caster:
                self.err("601.2h", f"{self.name(src.id)} is not a card in {caster}'s {zone}: "
                                   f"it can't be {'discarded' if full.discard_self else 'exiled'} to pay the cost")
            (discarded if full.discard_self else exiled).append(src.id)
        for part, ids in zip(parts, p.cost_objects, strict=True):
            what = part.describe()
            if part.action == "pay_life":
                if ids:
                    self.err("601.2h", f"{what}: no objects are chosen for paying life")
                continue
            if part.action == "tap_power":
                self.tap_power(part, ids, caster, on_battlefield, tapped, cost_tapped)
                continue
            if part.action != "collect_evidence" and len(ids) != part.amount:
                self.err("601.2h", f"{what}: {len(ids)} object(s) chosen")
            if len(set(ids)) != len(ids):
                self.err("601.2h", f"{what}: the same object is chosen twice")
            for oid in ids:
                o = self.by_id.get(oid)
                if o is None:
                    self.err("601.2h", f"{what}: unknown object {oid!r}")
                    continue
                if part.another and oid == p.card:
                    self.err("602.2", f"{what}: {self.name(oid)} can't pay its own cost that says \"another\"")
                fits = part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types)
                if part.action == "sacrifice":
                    if on_battlefield(oid) is None or o.controller != caster:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not a permanent {caster} controls (still there)")
                    elif not fits:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not a {part.filter.describe()}")
                    elif oid in sacrificed:
                        self.err("601.2h", f"{what}: {self.name(oid)} is already sacrificed")
                    sacrificed.append(oid)
                elif part.action in ("discard", "exile_from_hand"):
                    if o not in player.hand or oid == obj.id:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not another card in {caster}'s hand")
                    elif not fits:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not a {part.filter.describe()}")
                    elif oid in discarded or oid in exiled:
                        self.err("601.2h", f"{what}: {self.name(oid)} already left the hand")
                    (discarded if part.action == "discard" else exiled).append(oid)
                elif part.action == "tap_untapped":
                    if on_battlefield(oid) is None or o.controller != caster:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not a permanent {caster} controls")
                    elif not fits:
                        self.err("601.2h", f"{what}: {self.name(oid)} is not a {part.filter.describe()}")
                    elif oid in tapped:
                        self.err("601.2h", f"{what}: {self.name(oid)} is already tapped")
                    tapped.add(oid)
                    cost_tapped.append(oid)
            if part.action in ("exile_from_graveyard", "collect_evidence"):
                gy_exiles.append((part, ids))

        # the graveyard as it is during payment (601.2h: costs are paid in any order)
        graveyard = [o.id for o in player.graveyard if not o.token]
        for oid in sacrificed + discarded:
            o = self.by_id[oid]
            if not o.token and o.owner == caster and oid not in graveyard:
                graveyard.append(oid)
        if self.p.ability is None or obj.zone != "battlefield":
            graveyard = [g for g in graveyard if g != obj.id]  # (an ability's sacrificed source is a card there)
        for part, ids in gy_exiles:
            what = part.describe()
            for oid in ids:
                if oid not in graveyard:
                    self.err("601.2h", f"{what}: {self.name(oid)} is not a card in {caster}'s graveyard")
                elif not part.filter.matches(self.by_id[oid].types, self.by_id[oid].subtypes, self.by_id[oid].colors,
                                             self.by_id[oid].all_creature_types):
                    self.err("601.2h", f"{what}: {self.name(oid)} is not a {part.filter.describe()}")
                elif oid in exiled:
                    self.err("601.2h", f"{what}: {self.name(oid)} is already exiled")
                exiled.append(oid)
            if part.action == "collect_evidence":
                total = sum(self.by_id[i].mana_value for i in ids if i in self.by_id)
                if total < part.amount:
                    self.err("701.59a", f"{what}: the cards exiled have total mana value {total}")

        # convoke, improvise, delve (702.51, 702.126, 702.66)
        kw = {k.lower() for k in obj.card.keywords}
        payers: list[tuple[str, Any, bool]] = []
        for label, ids, key, kind in (("convoke", p.convoked, "convoke", "Creature"),
                                      ("improvise", p.improvised, "improvise", "Artifact")):
            if ids and key not in kw:
                self.err("601.2h", f"{obj.name} doesn't have {label}")
            for oid in ids:
                o = on_battlefield(oid)
                if o is None or o.controller != caster or kind not in o.types:
                    self.err("702.51a" if key == "convoke" else "702.126a",
                             f"{label}: {self.name(oid)} is not a {kind.lower()} {caster} controls")
                    continue
                if oid in tapped:
                    self.err("702.51a" if key == "convoke" else "702.126a", f"{label}: {self.name(oid)} is already tapped")
                tapped.add(oid)
                cost_tapped.append(oid)
                payers.append((key, frozenset(o.colors) if key == "convoke" else frozenset(), False))
        if p.delved and "delve" not in kw:
            self.err("601.2h", f"{obj.name} doesn't have delve")
        for oid in p.delved:
            if oid not in graveyard:
                self.err("702.66a", f"delve: {self.name(oid)} is not a card in {caster}'s graveyard")
            elif oid in exiled:
                self.err("702.66a", f"delve: {self.name(oid)} is already exiled")
            exiled.append(oid)
            payers.append(("delve", frozenset(), False))

        # mana spent
        spent: list[_Unit] = []
        for w in p.spent:
            u = self.take(pool, (w[0], w[1]), used, "spent")
            if u is not None:
                spent.append(u)
        for u in spent:
            if u.restriction is not None and self.p.ability is not None:
                self.err("106.6", f"{{{u.type}}} from {self.name(u.source or '')} ({u.restriction}) "
                                  "can only be spent to cast spells, not to activate an ability")
            elif u.restriction is not None and not self.restriction_allows(u, obj):
                self.err("106.6", f"{{{u.type}}} from {self.name(u.source or '')} can't be spent on {obj.name} ({u.restriction})")
        if len(spent) == len(p.spent):
            payers += [("mana", u.type, u.snow) for u in spent]
            if not _exact_payment(tc.generic, list(tc.symbols), payers):
                self.err("601.2h", f"the mana spent and the objects tapped or exiled don't pay {tc.text or '{0}'} exactly")

        # no idle activations (cli.md "Distinct options")
        for i, a in enumerate(p.activations):
            if used[i] == 0:
                self.err("601.2g", f"activation {i} ({self.name(a.object)}) is idle: none of its mana is spent")

        outcome = Outcome(
            tapped=tuple(dict.fromkeys(new_tapped + cost_tapped)), sacrificed=tuple(dict.fromkeys(sacrificed)),
            exiled=tuple(dict.fromkeys(exiled)), discarded=tuple(dict.fromkeys(discarded)), life_paid=tc.life,
            mana_pool=tuple((u.type, u.source) for u in pool), total_cost=tc.text, untapped=tuple(untapped),
            loyalty_change=self.expected_loyalty_change())
        if self.compare_outcome:
            if set(p.untapped) != set(untapped) or len(set(p.untapped)) != len(p.untapped):
                self.err("601.2h", f"outcome.untapped should be {untapped}, the plan says {list(p.untapped)}")
            if p.loyalty_change != outcome.loyalty_change:
                self.err("606.4", f"the loyalty cost is {outcome.loyalty_change:+d}, the plan says {p.loyalty_change:+d}")
            for label, mine in (("tapped", outcome.tapped), ("sacrificed", outcome.sacrificed),
                                ("exiled", outcome.exiled), ("discarded", outcome.discarded)):
                theirs = getattr(p, label)
                if len(set(theirs)) != len(theirs):
                    self.err("601.2h", f"outcome.{label} lists an object twice")
                if set(theirs) != set(mine):
                    self.err("601.2h", f"outcome.{label} should be {sorted(mine)}, the plan says {sorted(theirs)}")
            if Counter(outcome.mana_pool) != Counter(tuple(m) for m in p.mana_pool):
                self.err("601.2h", f"the mana left is {sorted(outcome.mana_pool, key=repr)}, "
                                   f"the plan says {sorted(p.mana_pool, key=repr)}")
        return outcome

    def tap_power(self, part: CostPart, ids: tuple[str, ...], caster: str, on_battlefield: Any, tapped: set[str],
                  cost_tapped: list[str]) -> None:
        """702.122a crew N: tap any number of other untapped creatures you control with total
        power N or more (summoning sickness doesn't matter: no {T} of theirs is paid)."""
        what = part.describe()
        if len(set(ids)) != len(ids):
            self.err("601.2h", f"{what}: the same creature is chosen twice")
        power = 0
        for oid in dict.fromkeys(ids):
            o = on_battlefield(oid)
            if o is None or o.controller != caster:
                self.err("702.122a", f"{what}: {self.name(oid)} is not a permanent {caster} controls")
                continue
            if oid == self.p.card:
                self.err("702.122a", f"{what}: {self.name(oid)} can't tap itself to pay its own crew cost")
            elif not part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types):
                self.err("702.122a", f"{what}: {self.name(oid)} is not a {part.filter.describe()}")
            elif oid in tapped:
                self.err("702.122a", f"{what}: {self.name(oid)} is already tapped")
            tapped.add(oid)
            cost_tapped.append(oid)
            power += max(0, o.power)
        if power < part.amount:
            self.err("702.122a", f"{what}: the creatures tapped have total power {power}")

    def restriction_allows(self, u: _Unit, spell: GameObject) -> bool:
        if u.restriction == "artifact_spell":
            return "Artifact" in spell.types
        if u.restriction == "multicolored_spell":
            return len(spell.colors) >= 2
        if u.restriction == "creature_spell_of_chosen_type":
            return "Creature" in spell.types and u.chosen_type is not None \
                and (u.chosen_type in spell.subtypes or spell.all_creature_types)
        return False


def _exact_payment(generic: int, symbols: list[SymKey], payers: list[tuple[str, Any, bool]]) -> bool:
    """Can ``payers`` pay exactly ``generic`` + ``symbols``, each payer paying one mana's worth?

    A payer is ("mana", type, snow), ("convoke", colors, _), or ("improvise"/"delve", _, _).
    Perfect bipartite matching (Kuhn's algorithm) between payers and cost slots."""
    slots: list[SymKey] = list(symbols) + ["generic"] * generic
    if len(slots) != len(payers):
        return False

    def fits(payer: tuple[str, Any, bool], slot: SymKey) -> bool:
        kind, val, snow = payer
        if slot == "generic":
            return True
        if kind == "mana":
            return snow if slot == "S" else val in slot
        if kind == "convoke":
            return slot != "S" and bool(val & slot & frozenset(COLORS))
        return False

    adj = [[j for j, sl in enumerate(slots) if fits(py, sl)] for py in payers]
    match: list[int | None] = [None] * len(slots)

    def augment(i: int, seen: set[int]) -> bool:
        for j in adj[i]:
            if j in seen:
                continue
            seen.add(j)
            m = match[j]
            if m is None or augment(m, seen):
                match[j] = i
                return True
        return False

    # try the most constrained payers first
    for i in sorted(range(len(payers)), key=lambda k: len(adj[k])):
        if not augment(i, set()):
            return False
    return True


__all__ = ["Outcome", "TotalCost", "ability_card", "active_slots", "announcement_symbols", "check", "cost_text",
           "divided_slot", "illegal_target", "replay", "slot_bounds", "slot_illegal", "target_problems", "timing_problems",
           "total_cost"]
