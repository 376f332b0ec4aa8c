"""A fast path to "yes" for the common case, with no CP-SAT model at all.

When the spell's cost is plain mana (colored, colorless, generic, hybrid, one-color Phyrexian
paid with its color or 2 life, {2/W} with {W} or {2}; no X; an alternative or optional cost left
unpaid, additional sacrifices paid by ``costparts``; convoke/delve/improvise as extra units) and every
mana ability the player has is "{T}: add N mana of one type" with no other cost or
restriction, paying is a transportation problem: sources (classes of identical permanents,
and the floating mana) send mana to the cost's requirements. A max-flow decides it exactly;
a saturating flow becomes a witness plan. Anything else — and any flow that does not saturate
— goes to the full model, so this path only ever answers "yes", and its witnesses are checked
by the referee in the tests like every other plan. :func:`try_fast_ability` does the same for
activating an ability whose cost is plain mana, {T} and "Sacrifice this" (602.2b).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from dataclasses import dataclass

from castable.model.cards import ActivatedAbility, AlternativeCost, CardDef
from castable.model.landtypes import white_as_any
from castable.model.mana import MANA_TYPES, ManaCost
from castable.model.plan import Activation, Mana, Plan, spent_matters, with_notes
from castable.model.rules import ability_card, applicable_modifiers, can_tap_for_ability, self_reduction
from castable.model.state import GameObject, GameState
from castable.solver.cpsat.objects import id_order
from castable.solver.cpsat.targets import target_candidates
from castable.solver.fields import PLAIN_ACTIVATION, set_field
from castable.solver.precheck.costparts import handled, pay_parts
from castable.solver.precheck.index import SourceIndex, index_of
from castable.solver.precheck.timing import cost_timing_ok, mana_cost_open, timing_reasons

_HYBRID = {frozenset({"W", "U"}): "W/U", frozenset({"W", "B"}): "W/B", frozenset({"U", "B"}): "U/B",
           frozenset({"U", "R"}): "U/R", frozenset({"B", "R"}): "B/R", frozenset({"B", "G"}): "B/G",
           frozenset({"R", "G"}): "R/G", frozenset({"R", "W"}): "R/W", frozenset({"G", "W"}): "G/W",
           frozenset({"G", "U"}): "G/U"}


def eligible(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> bool:
    card = spell.card
    if card.mana_cost is None or (spell.zone != "hand" and flashback(state, player, spell) is None):
        return False
    # Celestial Dawn: mana paying other types (609.4b): the full model
    if index.white_pays_any if index is not None else white_as_any(state, player):
        return False
    # an optional cost (118.8b: kicker) is simply not paid by the witness; a choice between costs
    # (addcost13's ``one_of`` group, 601.2b) must have one of them paid: the full model. An
    # alternative cost (118.9: flashback, Force of Will's, evoke) is a choice too, of paying
    # something else instead of the mana cost (601.2b): the witness pays the mana cost
    if card.alternative_costs and spell.zone == "hand" and timing_reasons(state, player, _mana_cost_only(spell)):
        return False  # 601.3, 117.1a: the alternative may be open where the mana cost is not (miracle, sneak)
    if not handled(card.additional_costs) or card.target_costs \
            or any(o.one_of is not None for o in card.optional_costs):
        return False
    if not all(set_field(sr, _SELF_REDUCTION_FIELDS, inside=False) is None for sr in card.self_reductions):
        return False  # affinity (702.41a) only: "{1} less for each" permanent of a kind
    if card.no_mana_spent or card.mana_only_from is not None:
        return False  # 106.6: the spell's own rule on the mana spent
    if card.modes is not None or card.division is not None or card.per_extra_target or card.flash_tax \
            or card.per_extra_target_colors:
        return False
    if any(t.min_count is not None or t.unlimited or t.x_count or t.different_from or t.requires or t.unless
           for t in card.targets):
        return False
    if len(card.targets) > 1:
        return False
    fb = flashback(state, player, spell)
    for s in (fb.mana if fb is not None else card.mana_cost).symbols:  # {X} is announced as 0 here
        if s.is_snow or (s.life and (len(s.colors) != 1 or s.generic is not None)) \
                or (s.generic is not None and len(s.colors) > 1):
            return False
    return not any(m.kind == "minimum" or m.targeting is not None or m.scope == "opponents" or m.colored
                   for o in state.battlefield() for m in o.card.cost_modifiers)


def _mana_cost_only(spell: GameObject) -> GameObject:
    """``spell`` as if its card had no alternative cost: what the timing checks allow for its
    mana cost alone (a miracle or sneak cost skips some of them)."""
    return dataclasses.replace(spell, card=dataclasses.replace(spell.card, alternative_costs=()))


#: the AlternativeCost fields of a plain flashback (702.34a): "Flashback [mana cost]", nothing else
_FLASHBACK_FIELDS = frozenset({"name", "mana", "zone"})


def flashback(state: GameState, player: str, spell: GameObject) -> AlternativeCost | None:
    """The plain flashback cost ``player`` may cast ``spell`` with from its owner's graveyard
    now (702.34a: its only cost there; no casting permission; 117.1a timing), else None."""
    if spell.zone != "graveyard" or spell.owner != player or spell.permission is not None or mana_cost_open(spell):
        return None
    there = [a for a in spell.card.alternative_costs if a.zone == "graveyard"]
    if len(there) != 1 or there[0].name != "flashback" or set_field(there[0], _FLASHBACK_FIELDS, inside=False) is not None:
        return None
    return there[0] if cost_timing_ok(state, player, spell, there[0]) else None


#: SelfReduction fields the fast path reads: "costs {1} less to cast for each [kind] (you
#: control)", a generic reduction (601.2f, 702.41a); any other set (a color, a cap, another count)
_SELF_REDUCTION_FIELDS = frozenset({"counted", "yours_only"})


def simple_source(o: GameObject) -> bool:
    """"{T}: add N mana of one type" abilities only (any choice of type, one N)."""
    abilities = o.card.mana_abilities
    if not abilities or not can_tap_for_ability(o):
        return False
    for ab in abilities:
        if not ab.tap or ab.mana_cost.symbols or ab.sacrifice_self or ab.tap_creatures or ab.restriction or ab.per or ab.life \
                or ab.activate_if is not None:
            return False
        if not ab.produces or any(len(set(alt)) != 1 for alt in ab.produces):
            return False  # one that makes no mana (903.4f, 106.7) is left to the model
    return len({len(alt) for ab in abilities for alt in ab.produces}) == 1


def try_fast(state: GameState, player: str, spell: GameObject, index: SourceIndex | None = None) -> Plan | None:
    """A witness plan, or None (not decided here: use the full model)."""
    if not eligible(state, player, spell, index):
        return None
    card = spell.card
    cost = card.mana_cost
    assert cost is not None  # eligible: the mana cost is paid
    if any(slot.same_graveyard or slot.filter.mana_value_x or slot.relation is not None or slot.graveyard_of_slot is not None
           for slot in card.targets):
        return None  # 601.2c "from a single graveyard", "with mana value X", related targets: not the first candidates
    return _pay_and_target(state, player, spell, card, index, alternative=flashback(state, player, spell))


def _pay_and_target(state: GameState, player: str, spell: GameObject, card: CardDef, index: SourceIndex | None,
                    ability: tuple[int, ActivatedAbility] | None = None,
                    alternative: AlternativeCost | None = None) -> Plan | None:
    """The flow and the first targets of ``card`` (the spell's, or an ability's pseudo-card,
    602.2b), as a witness plan; None when the simple sources can't pay it. ``alternative``:
    the cost paid rather than the mana cost (a flashback, 118.9)."""
    cost = card.mana_cost if alternative is None else alternative.mana
    assert cost is not None
    # 601.2f: increases and reductions (generic only, never below zero); a modifier of spells
    # cast from a graveyard (601.2a) sees the zone
    printed = sum(s.generic or 0 for s in cost.symbols if s.is_plain_generic)
    zone = None if ability is not None or alternative is None else spell.zone
    delta = sum(mod.amount if mod.kind == "increase" else -mod.amount
                for mod, _ in applicable_modifiers(state.battlefield(), card, player, ability=ability is not None,
                                                   active=state.active_player, zone=zone, owner=spell.owner))
    delta -= sum(self_reduction(sr, state.battlefield(), player) for sr in card.self_reductions)  # 702.41a
    # sources: floating mana per type, then classes of identical untapped permanents
    me = state.player(player)
    sources: list[tuple[list[str], frozenset[str], int, str]] = []  # (ids, types, units each, how)
    # Only simple sources are offered; others are left unused, which can only lose a "yes".
    for t, n in Counter(u.type for u in me.mana_pool if u.source is None).items():
        sources.append(([""] * n, frozenset(t), 1, "pool"))
    board = _board_of(index_of(state, player, index))
    simple = board.simple
    for objs, made in _source_classes(board, spell):
        if made is None:  # the ability's source left out of its class: read the rest anew
            made = _class_source(objs)
        if made is not None:
            sources.append(made)
    # 702.51 convoke, 702.126 improvise, 702.66 delve: objects not offered as mana sources
    helpers: dict[tuple[str, object], list[GameObject]] = {}
    for o in me.battlefield if "Convoke" in card.keywords or "Improvise" in card.keywords else ():
        if simple[id(o)] or o.tapped:
            continue
        if "Convoke" in card.keywords and o.is_a("Creature"):
            helpers.setdefault(("convoke", o.symmetry_key()), []).append(o)
        elif "Improvise" in card.keywords and o.is_a("Artifact"):
            helpers.setdefault(("improvise", o.symmetry_key()), []).append(o)
    if "Delve" in card.keywords:
        for o in me.graveyard:
            if not o.token and o is not spell:  # a flashback card is on the stack (601.2a), not delved
                helpers.setdefault(("delve", o.symmetry_key()), []).append(o)
    for (how, _key), objs in helpers.items():
        kinds = frozenset(("*", *(objs[0].colors if how == "convoke" else ())))
        sources.append(([o.id for o in sorted(objs, key=lambda o: id_order(o.id))], kinds, 1, how))
    # 107.4f: a Phyrexian symbol paid with its color or 2 life, at most the life total (119.4) and
    # not after a pain land's damage (601.2g comes before 601.2h); 107.4e: {2/W} with {W} or {2}.
    # Each symbol its color first, then fewer and fewer of them (the last ones first) so.
    flex = [i for i, s in enumerate(cost.symbols) if s.life or (s.generic is not None and s.colors)]
    damaging = board.damaging
    units = sum(len(ids) * per for ids, _, per, _ in sources)
    flow = None
    for other in (frozenset(c) for j in range(len(flex) + 1) for c in itertools.combinations(flex[::-1], j)):
        life = sum(cost.symbols[i].life for i in other)
        if life and (damaging or life > me.life):
            continue
        generic = max(0, printed + sum(cost.symbols[i].generic or 0 for i in other) + delta)  # 601.2f
        reqs: list[tuple[frozenset[str], int]] = []  # (types that pay it, amount)
        reqs += list(Counter(s.colors for i, s in enumerate(cost.symbols) if s.colors and i not in other).items())
        if generic:  # "*": paid by a convoking creature, an improvising artifact, a delved card
            reqs.append((frozenset((*MANA_TYPES, "*")), generic))
        flow = _max_flow(sources, reqs) if units >= sum(n for _, n in reqs) else None
        if flow is not None:
            break
    if flow is None:
        return None
    # the targets only after the mana (no targeting cost here: ``eligible``), which a "no" board
    # never gets past: "any target" at 500 sources is 500 candidates to read
    targets = _first_targets(state, player, spell, card)
    if targets is None:
        return None
    plan = _plan(state, player, spell, card, targets, sources, reqs, flow, generic, other, cost)
    if alternative is not None:
        plan = dataclasses.replace(plan, zone=spell.zone, alternative_cost=alternative.name)
    if ability is not None:
        k, ab = ability  # 602.2b: the source's own {T} and sacrifice are paid with the mana (601.2h)
        plan = dataclasses.replace(plan, zone=spell.zone, ability=k, mana_spent=None,
                                   tapped=tuple(sorted((*plan.tapped, spell.id) if ab.tap else plan.tapped,
                                                       key=id_order)),
                                   sacrificed=(spell.id,) if ab.sacrifice_self else ())
    # the other cost parts (601.2h: sacrifice, crew) with objects the plan doesn't use yet
    return pay_parts(state, player, spell, card.additional_costs, plan) if card.additional_costs else plan


Source = tuple[list[str], frozenset[str], int, str]  # (ids, types, units each, how)


@dataclass
class _Board:
    """What :func:`_pay_and_target` reads of the player's battlefield whatever the card: which
    objects are simple sources, their classes of identical objects (in the order of their
    first object) with each class's source, and whether a mana ability deals damage. Made
    once per :class:`SourceIndex` (a move list asks for every card of one state)."""

    simple: dict[int, bool]
    classes: list[tuple[list[tuple[int, GameObject]], Source | None]]  # (battlefield position, object)
    damaging: bool


def _board_of(index: SourceIndex) -> _Board:
    if isinstance(index.fast_board, _Board):
        return index.fast_board
    me = index.state.player(index.player)
    # simple_source reads only what alike objects share (precheck/index.py): once per group
    simple = {id(o): ok for g in index.battlefield for ok in (simple_source(g.rep),) for o in g.objs}
    classes: dict[object, list[tuple[int, GameObject]]] = {}
    for pos, o in enumerate(me.battlefield):
        if simple[id(o)]:
            classes.setdefault(o.symmetry_key(), []).append((pos, o))
    board = _Board(simple, [(objs, _class_source([o for _, o in objs])) for objs in classes.values()],
                   any(ab.damage for o in me.battlefield for ab in o.card.mana_abilities))
    index.fast_board = board
    return board


def _source_classes(board: _Board, spell: GameObject) -> list[tuple[list[GameObject], Source | None]]:
    """The board's classes without ``spell`` (an ability's source pays its own {T} or
    sacrifice, not mana), ordered by their first object as before: the class that held it
    with its source None (to be read again without it)."""
    out: list[tuple[int, list[GameObject], Source | None]] = []
    for objs, made in board.classes:
        if any(o is spell for _, o in objs):
            rest = [(p, o) for p, o in objs if o is not spell]
            if rest:
                out.append((rest[0][0], [o for _, o in rest], None))
        else:
            out.append((objs[0][0], [o for _, o in objs], made if made is not None else _NOT_A_SOURCE))
    out.sort(key=lambda c: c[0])
    return [(objs, made) for _, objs, made in out if made is not _NOT_A_SOURCE]


#: a class whose objects offer no source (:func:`_class_source` was None)
_NOT_A_SOURCE: Source = ([], frozenset(), 0, "none")


def _class_source(objs: list[GameObject]) -> Source | None:
    """The source of a class of identical simple sources, or None (not offered)."""
    abilities = objs[0].card.mana_abilities
    size = len(abilities[0].produces[0])
    types = frozenset(alt[0] for ab in abilities for alt in ab.produces)
    if size > 1 and len(types) > 1:
        return None  # "two mana of any one color" would need per-object type choices
    return [o.id for o in sorted(objs, key=lambda o: id_order(o.id))], types, size, "mana"


#: the ActivatedAbility fields of :func:`try_fast_ability`: a plain activation's, and the cost parts
#: (``parts``, ``crew``) ``costparts.handled`` takes
_ACTIVATION_FIELDS = PLAIN_ACTIVATION | {"parts", "crew"}


def try_fast_ability(state: GameState, player: str, source: GameObject, k: int, ab: ActivatedAbility,
                     index: SourceIndex | None = None) -> Plan | None:
    """:func:`try_fast` for activating ability ``k`` of ``source`` (602.2b), for a caller that
    checked when it may be activated (``ability_timing_reasons``: the source untapped and able
    to pay {T}, 302.6): a cost of plain mana, {T} and/or "Sacrifice this", and sacrifices or crew
    (``costparts.pay_parts``: objects the plan uses nowhere else), at most one
    plain target slot. The source pays no mana here (only fewer "yes"); a witness plan, or None."""
    if set_field(ab, _ACTIVATION_FIELDS, inside=False) is not None:
        return None
    if source.zone != "battlefield" or ab.zone != "battlefield" or source.controller != player:
        return None
    card = ability_card(source, k)
    if card is None or not handled(card.additional_costs) or card.modes is not None or card.division is not None:
        return None
    if index.white_pays_any if index is not None else white_as_any(state, player):
        return None
    if any(t.min_count is not None or t.unlimited or t.x_count or t.different_from or t.requires or t.unless or t.same_graveyard
           or t.relation or t.graveyard_of_slot is not None or t.filter.mana_value_x for t in card.targets) \
            or len(card.targets) > 1:
        return None
    for s in ab.mana.symbols:
        if s.is_x or s.is_snow or s.life or (s.generic is not None and s.colors):
            return None
    if any(m.kind == "minimum" or m.targeting is not None or m.scope == "opponents"
           for o in state.battlefield() for m in o.card.cost_modifiers):
        return None
    return _pay_and_target(state, player, source, card, index, (k, ab))


def _first_targets(state: GameState, player: str, spell: GameObject, card: CardDef) -> list[tuple[str, ...]] | None:
    """The first candidates of each target slot (601.2c), or None when a slot has too few."""
    targets: list[tuple[str, ...]] = []
    for slot in card.targets:
        cands = target_candidates(state, player, spell, slot)
        if len(cands) < slot.count:
            return None
        targets.append(tuple((c if isinstance(c, str) else c.id) for c in cands[: slot.count]))
    return targets


def _max_flow(sources: list[tuple[list[str], frozenset[str], int, str]], reqs: list[tuple[frozenset[str], int]]
              ) -> dict[tuple[int, int, str], int] | None:
    """Units sent from source i to requirement j as type t; None if the cost can't be met.
    Multi-unit sources (Sol Ring) send whole objects' worth of one type: handled by giving
    each object its type (types with one element only, checked in ``eligible``)."""
    # residual graph: S -> source i (cap units), source i -> (req j, type t), req j -> T (cap)
    cap: dict[tuple[object, object], int] = {}
    adj: dict[object, list[object]] = {}

    def edge(a: object, b: object, c: int) -> None:
        cap[a, b] = cap.get((a, b), 0) + c
        cap.setdefault((b, a), 0)
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)

    for i, (ids, types, per, _how) in enumerate(sources):
        edge("S", ("s", i), len(ids) * per)
        for j, (need, _n) in enumerate(reqs):
            for t in sorted(types & need):
                edge(("s", i), ("r", j, t), len(ids) * per)
                edge(("r", j, t), ("q", j), len(ids) * per)
    for j, (_need, n) in enumerate(reqs):
        edge(("q", j), "T", n)
    total = sum(n for _, n in reqs)
    got = 0
    while got < total:
        parent: dict[object, object | None] = {"S": None}
        queue: list[object] = ["S"]
        while queue and "T" not in parent:
            a = queue.pop(0)
            for nb in adj.get(a, []):
                if nb not in parent and cap[a, nb] > 0:
                    parent[nb] = a
                    queue.append(nb)
        if "T" not in parent:
            return None
        path: list[tuple[object, object]] = []
        node: object = "T"
        while (prev := parent[node]) is not None:
            path.append((prev, node))
            node = prev
        push = min(cap[e] for e in path)
        for u, w in path:
            cap[u, w] -= push
            cap[w, u] += push
        got += push
    out: dict[tuple[int, int, str], int] = {}
    for i, (_ids, types, _per, _how) in enumerate(sources):
        for j, (need, _n) in enumerate(reqs):
            for t in types & need:
                used = cap[("r", j, t), ("s", i)]
                if used:
                    out[i, j, t] = used
    return out


def _plan(state: GameState, player: str, spell: GameObject, card: CardDef, targets: list[tuple[str, ...]],
          sources: list[tuple[list[str], frozenset[str], int, str]], reqs: list[tuple[frozenset[str], int]],
          flow: dict[tuple[int, int, str], int], generic: int, other: frozenset[int], cost: ManaCost) -> Plan:
    """The witness of a saturating flow; ``other``: the symbols of ``cost`` (the mana cost, or the
    alternative cost paid instead) paid another way (107.4e-f)."""
    activations: list[Activation] = []
    spent: list[Mana] = []
    left: list[Mana] = []
    tapped: list[str] = []
    pool_left = Counter(u.type for u in state.player(player).mana_pool if u.source is None)
    helped: dict[str, list[str]] = {"convoke": [], "improvise": [], "delve": []}
    for i, (ids, _types, per, how) in enumerate(sources):
        by_type: Counter[str] = Counter()
        for (si, _j, t), n in flow.items():
            if si == i:
                by_type[t] += n
        if how in helped:
            used = ids[: sum(by_type.values())]
            helped[how] += used
            if how != "delve":
                tapped += used
            continue
        if how == "pool":
            for t, n in by_type.items():
                spent += [(t, None)] * n
                pool_left[t] -= n
            continue
        pos = 0
        for t, n in sorted(by_type.items()):
            k = -(-n // per)  # objects needed, each makes `per` of type t
            for oid in ids[pos:pos + k]:
                o = state.object(oid)
                assert o is not None
                ai = next(a for a, ab in enumerate(o.card.mana_abilities) if any(alt[0] == t for alt in ab.produces))
                activations.append(Activation(oid, ai, (t,) * per))
                tapped.append(oid)
            pos += k
            spent += [(t, ids[pos - k + u // per]) for u in range(n)]
            left += [(t, ids[pos - 1])] * (k * per - n)
    left += [(t, None) for t in MANA_TYPES for _ in range(pool_left[t])]
    left += [(u.type, u.source) for u in state.player(player).mana_pool if u.source is not None]
    text = ("{" + str(generic) + "}") if generic else ""
    for t in MANA_TYPES:
        text += ("{" + t + "}") * sum(n for types, n in reqs if types == frozenset(t))
    for types, n in sorted(reqs, key=lambda r: sorted(r[0])):
        if len(types) == 2:  # hybrid, or {C/W} (sorted puts C first)
            text += ("{" + _HYBRID.get(types, "/".join(sorted(types))) + "}") * n
    return with_notes(state, Plan(card=spell.id, player=player, zone="hand", targets=tuple(targets),
                                  mode_chooser=player, target_choosers=(player,) * len(targets),
                announced=tuple(("life" if s.life else "generic") if i in other else "mana"
                                for i, s in enumerate(cost.symbols)),
                life_paid=sum(cost.symbols[i].life for i in other), total_cost=text or "{0}", activations=tuple(activations),
                spent=tuple(spent), convoked=tuple(helped["convoke"]), improvised=tuple(helped["improvise"]),
                delved=tuple(helped["delve"]), tapped=tuple(sorted(tapped, key=id_order)),
                exiled=tuple(helped["delve"]), mana_pool=tuple(left),
                mana_spent=tuple(spent) if spent_matters(card) else None))


__all__ = ["eligible", "simple_source", "try_fast", "try_fast_ability"]
