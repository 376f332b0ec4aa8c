"""A brute-force reference enumerator: the ground truth for differential tests.

:func:`enumerate_plans` generates every candidate concrete plan for casting one card on a
SMALL board, keeps those the referee (:mod:`castable.solver.referee`) accepts, and returns one
representative per distinct option (``Plan.option_key``). Exponential by design; it shares no
code with the CP-SAT encoding.

Generation order: alternative cost, optional costs, X, announcements, cost objects, then
for each battlefield object one use (unused, a mana ability with one of its productions,
convoke, improvise), the activations with mana costs in every order and every way to pay
them, delved cards, and every sub-multiset of the resulting pool to spend. Modes (with
entwine / escalate, 700.2) are chosen with the optional costs; targets (every combination
per active slot, 601.2c) and divisions (every composition of the amount, 601.2d) are chosen
independently of payment, grouped by the total cost they lead to (Fireball, Kopala), and
crossed in last.

With ``ability=K`` it enumerates activations of that ability (602) instead: the referee's
pseudo-card for it (:func:`referee.ability_card`) is "cast", with the source told apart from
its twins, no mana from the source when its own cost taps or sacrifices it, and crew's
``tap_power`` part choosing every set of other untapped creatures with enough power; -X
loyalty ranges X over 0..min(max_x, loyalty). The referee adds the source's own costs.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from castable.model.cards import CostPart
from castable.model.mana import ManaCost
from castable.model.plan import Activation, Mana, Plan
from castable.model.state import GameObject, GameState
from castable.solver import referee

Use = tuple[Any, ...]  # ("none",), ("convoke",), ("improvise",), ("mana", index, produced, tapped_creatures)


def reference_can_cast(state: GameState, card_id: str, player: str | None = None) -> bool:
    """Whether any legal plan exists (by exhaustive search)."""
    return any(True for _ in _legal_plans(state, card_id, player, max_x=8))


def reference_can_activate(state: GameState, object_id: str, ability: int, player: str | None = None, *,
                           max_x: int = 8) -> bool:
    """Whether ability ``ability`` (cli.md's K) of ``object_id`` can be activated (602), by
    exhaustive search."""
    return any(True for _ in _legal_activation_plans(state, object_id, ability, player, max_x=max_x))


def enumerate_plans(state: GameState, card_id: str, player: str | None = None, *, max_x: int = 8,
                    ability: int | None = None) -> list[Plan]:
    """One representative plan per distinct option of casting ``card_id`` (an object id),
    sorted deterministically; with ``ability``, of activating that ability (cli.md's K) of the
    object ``card_id`` (602). X (and multikicker counts) range over 0..``max_x``."""
    found: dict[Any, Plan] = {}
    plans = (_legal_plans(state, card_id, player, max_x=max_x) if ability is None
             else _legal_activation_plans(state, card_id, ability, player, max_x=max_x))
    for plan in plans:
        key = plan.option_key(state)
        if key not in found:
            found[key] = plan
    out = []
    for key in sorted(found, key=repr):
        plan = found[key]
        problems = referee.check(state, plan)
        assert not problems, problems  # the outcome was filled in from the replay
        out.append(plan)
    return out


# ----- generation ----------------------------------------------------------------------------

def _legal_plans(state: GameState, card_id: str, player: str | None, *, max_x: int) -> Iterator[Plan]:
    player = player if player is not None else state.priority
    if player is None or player not in {p.name for p in state.players}:
        return
    obj = state.object(card_id)
    if obj is None or obj.zone not in ("hand", "graveyard", "exile"):
        return
    me = state.player(player)
    whole = obj
    alts: list[Any] = [None, *whole.card.alternative_costs]
    for alt in alts:
        # 702.37c, 702.168a: cast face down, the spell is the referee's vanilla 2/2 (708.2-708.4)
        obj = referee.face_down_object(whole, alt) if alt is not None and alt.face_down else whole
        card = obj.card
        upper = _mana_upper_bound(state, obj, player)
        # the total cost depends on the targets only through per-target costs and "that target"
        # cost modifiers (Kopala); otherwise one total cost serves every target choice
        targets_matter = bool(card.per_extra_target) or any(
            m.targeting is not None for o in state.battlefield() for m in o.card.cost_modifiers)
        legal_cache: dict[Any, list[str]] = {}
        accepted: set[Any] = set()
        if alt is None and (card.mana_cost is None or obj.zone != "hand"):
            continue
        if alt is not None and alt.zone != obj.zone:
            continue
        for opts in _optional_choices(card.optional_costs, max_x):
            for modes, mode_opts in _mode_choices(card.modes):
                head0 = Plan(card=obj.id, player=player, zone=obj.zone, alternative_cost=alt.name if alt else None,
                             optional_costs={**opts, **mode_opts}, modes=modes)
                base = referee.announcement_symbols(state, head0)
                if base is None:
                    continue
                parts: list[CostPart] = list(card.additional_costs) + (list(alt.parts) if alt is not None else [])
                for oc in card.optional_costs:
                    parts += list(oc.parts) * opts.get(oc.name, 0)
                if card.modes is not None:
                    parts += list(card.modes.escalate_parts) * max(0, len(modes) - 1)
                has_x = any(s.is_x for s in base)
                for x in range(max_x + 1) if has_x else [0]:
                    yield from _with_x(state, obj, me, replace(head0, x=x), base, parts, upper, targets_matter,
                                       legal_cache, accepted)


def _legal_activation_plans(state: GameState, source_id: str, index: int, player: str | None, *,
                            max_x: int) -> Iterator[Plan]:
    """602.2: activating an ability is casting the referee's pseudo-card for it (602.2b): its
    mana cost, its other costs as additional costs, its targets and modes; the source's own
    {T}, {Q}, sacrifice and loyalty costs are the referee's to add."""
    player = player if player is not None else state.priority
    if player is None or player not in {p.name for p in state.players}:
        return
    src = state.object(source_id)
    if src is None:
        return
    card = referee.ability_card(src, index)
    if card is None:
        return
    ab = src.card.activated_abilities[index]
    probe = Plan(card=src.id, player=player, zone=src.zone, ability=index)
    if referee.timing_problems(state, probe):
        return
    me = state.player(player)
    # the pseudo-card, with the source's id and state; ``choices`` remembers which ability
    subject = replace(src, card=card, choices={**src.choices, "reference_own_costs": (ab.tap, ab.sacrifice_self)})
    upper = _mana_upper_bound(state, subject, player)
    targets_matter = any(m.targeting is not None for o in state.battlefield() for m in o.card.cost_modifiers)
    legal_cache: dict[Any, list[str]] = {}
    accepted: set[Any] = set()
    loyalty_x = getattr(ab, "loyalty_x", False)
    for modes, mode_opts in _mode_choices(card.modes):
        head0 = replace(probe, modes=modes, optional_costs=mode_opts)
        base = referee.announcement_symbols(state, head0)
        if base is None:
            continue
        parts: list[CostPart] = list(card.additional_costs)
        if any(s.is_x for s in base):
            xs = range(max_x + 1)
        elif loyalty_x:
            xs = range(min(max_x, src.counters.get("loyalty", 0)) + 1)
        else:
            xs = range(1)
        for x in xs:
            yield from _with_x(state, subject, me, replace(head0, x=x), base, parts, upper, targets_matter,
                               legal_cache, accepted)


def _own_costs(spell: GameObject) -> tuple[bool, bool]:
    """For an ability's pseudo-card (602.2b): whether its cost taps / sacrifices its source."""
    own = spell.choices.get("reference_own_costs")
    return (bool(own[0]), bool(own[1])) if own is not None else (False, False)


def _with_x(state: GameState, obj: GameObject, me: Any, head0: Plan, base: list[Any], parts: list[CostPart], upper: int,
            targets_matter: bool, legal_cache: dict[Any, list[str]], accepted: set[Any]) -> Iterator[Plan]:
    target_options: list[tuple[Any, Any]] | None = None  # computed when first needed
    for announced in _announcements(base):
        head = replace(head0, announced=announced)
        for cost_objects in _cost_object_choices(state, obj, me, parts):
            partial = replace(head, cost_objects=cost_objects)
            # targets only add to the total cost: a cost out of reach without them stays so
            tc0 = referee.total_cost(state, partial)
            if tc0 is None or tc0.mana_count > upper or (tc0.life > 0 and tc0.life > me.life):
                continue
            if target_options is None:
                target_options = _target_options(state, obj, head0, legal_cache)
            if not target_options:
                return
            groups: dict[Any, tuple[referee.TotalCost, list[tuple[Any, Any]]]] = {}
            for targets, division in target_options:
                if targets_matter:
                    tc = referee.total_cost(state, replace(partial, targets=targets, division=division))
                    if tc is None or tc.mana_count > upper:
                        continue
                else:
                    tc = tc0
                groups.setdefault((tc.text, tc.life), (tc, []))[1].append((targets, division))
            for (text, life), (tc, choices) in groups.items():
                first_targets, first_division = choices[0]
                cand = replace(partial, total_cost=text, life_paid=life, targets=first_targets, division=first_division)
                for paid, signature in _payments(state, obj, me, cand, tc, cost_objects, parts):
                    # a candidate with the same signature has the same outcome (so the
                    # same option) as one already accepted: no need to replay it
                    prekey = (cand.alternative_cost, tuple(sorted(cand.optional_costs.items())), cand.modes, cand.x,
                              announced, cost_objects, text, life, signature)
                    if prekey in accepted:
                        continue
                    problems, outcome = referee.replay(state, paid, compare_outcome=False)
                    if problems or outcome is None:
                        continue
                    accepted.add(prekey)
                    done = replace(paid, **outcome.as_plan_fields())
                    for targets, division in choices:
                        yield replace(done, targets=targets, division=division)


def _mode_choices(mc: Any) -> Iterator[tuple[tuple[int, ...], dict[str, int]]]:
    """Every choice of modes (700.2): between min and max modes (repeats if repeatable), with
    escalate counted in the optional costs; and all modes once each when entwined."""
    if mc is None:
        yield (), {}
        return
    n = len(mc.modes)
    escalate = mc.escalate is not None or bool(mc.escalate_parts)
    for k in range(mc.min_modes, mc.max_modes + 1):
        combos = itertools.combinations_with_replacement(range(n), k) if mc.repeatable else itertools.combinations(range(n), k)
        for c in combos:
            yield tuple(c), ({"escalate": k - 1} if escalate and k > 1 else {})
    if mc.entwine is not None:
        yield tuple(range(n)), {"entwine": 1, **({"escalate": n - 1} if escalate and n > 1 else {})}


def _target_options(state: GameState, obj: GameObject, head: Plan,
                    legal_cache: dict[Any, list[str]]) -> list[tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, int], ...]]]:
    """Every legal (targets, division) for the plan's announced choices (601.2c-d)."""
    candidates = ([o.id for o in state.battlefield()] + [o.id for o in state.stack] + [p.name for p in state.players]
                  + [o.id for p in state.players for o in p.graveyard])
    slots = referee.active_slots(obj.card, head)
    per_slot: list[list[tuple[str, ...]]] = []
    for slot, _, _ in slots:
        if slot not in legal_cache:
            legal_cache[slot] = [c for c in candidates
                                 if referee.slot_illegal(state, obj.id, head.player, slot, c, head.ability) is None]
        legal = legal_cache[slot]
        lo, hi = referee.slot_bounds(slot, head.x)
        hi = len(legal) if hi is None else min(hi, len(legal))
        per_slot.append([c for k in range(lo, hi + 1) for c in itertools.combinations(legal, k)])
    found = referee.divided(obj.card, head, slots)
    out = []
    for targets in itertools.product(*per_slot):
        divisions: list[tuple[tuple[str, int], ...]] = [()]
        if found is not None:
            div_at, spec = found
            amount = head.x if spec.x else spec.amount
            divisions = list(_divisions(targets[div_at], amount))
        for division in divisions:
            plan = replace(head, targets=tuple(targets), division=division)
            if not referee.target_problems(state, plan):
                out.append((tuple(targets), division))
    return out


def _divisions(targets: tuple[str, ...], amount: int) -> Iterator[tuple[tuple[str, int], ...]]:
    """601.2d: every way to give each target at least one of ``amount`` (all of it)."""
    k = len(targets)
    if k == 0:
        yield ()  # legal only if there is nothing to divide (the referee decides)
        return
    for cuts in itertools.combinations(range(1, amount), k - 1):
        bounds = (0, *cuts, amount)
        yield tuple((t, bounds[i + 1] - bounds[i]) for i, t in enumerate(targets))


def _optional_choices(optional_costs: Iterable[Any], max_x: int) -> Iterator[dict[str, int]]:
    ranges = [range(max_x + 1) if oc.repeatable else range(2) for oc in optional_costs]
    names = [oc.name for oc in optional_costs]
    for counts in itertools.product(*ranges):
        yield {n: c for n, c in zip(names, counts, strict=True) if c}


def _announcements(base: list[Any]) -> Iterator[tuple[str, ...]]:
    choices = []
    for s in base:
        if s.is_phyrexian:
            choices.append(("mana", "life"))
        elif s.generic is not None and s.colors:
            choices.append(("mana", "generic"))
        else:
            choices.append(("mana",))
    seen: set[Any] = set()
    for combo in itertools.product(*choices):
        key = tuple(sorted(Counter(zip((s.text for s in base), combo, strict=True)).items()))
        if key not in seen:  # the same symbols announced the same ways, in another order
            seen.add(key)
            yield combo


def _groups(objs: list[GameObject], roles: dict[str, Any] | None = None) -> list[list[GameObject]]:
    """Objects that nothing tells apart (cli.md "Distinct options") and that play the same
    ``roles`` in the choices made so far, in first-seen order."""
    groups: dict[Any, list[GameObject]] = {}
    for o in objs:
        groups.setdefault((o.symmetry_key(), (roles or {}).get(o.id, ())), []).append(o)
    return list(groups.values())


def _sub_multisets(objs: list[GameObject], size: int | None, roles: dict[str, Any] | None = None) -> Iterator[tuple[str, ...]]:
    """Subsets of ``objs`` up to symmetry, of ``size`` (every size if None)."""
    groups = _groups(objs, roles)
    ranges = [range(len(g) + 1) for g in groups]
    for counts in itertools.product(*ranges):
        if size is not None and sum(counts) != size:
            continue
        yield tuple(o.id for g, c in zip(groups, counts, strict=True) for o in g[:c])


def _with_role(roles: dict[str, Any], ids: Iterable[str], role: Any) -> dict[str, Any]:
    out = dict(roles)
    for i in ids:
        out[i] = (*out.get(i, ()), role)
    return out


def _cost_object_choices(state: GameState, obj: GameObject, me: Any,
                         parts: list[CostPart]) -> Iterator[tuple[tuple[str, ...], ...]]:
    hand = [o for o in me.hand if o.id != obj.id]
    gy = [o for o in me.graveyard if o.id != obj.id and not o.token]
    might_die = [o for o in me.battlefield if not o.token and o.owner == me.name
                 and (any(p.action == "sacrifice" for p in parts) or any(a.sacrifice_self for a in o.card.mana_abilities))]
    gy_like = gy + might_die + (hand if any(p.action == "discard" for p in parts) else [])

    def candidates(part: CostPart) -> list[GameObject]:
        if part.action == "sacrifice":
            pool = me.battlefield
        elif part.action == "tap_untapped":
            pool = [o for o in me.battlefield if not o.tapped]
        elif part.action == "tap_power":  # crew (702.122a): other creatures
            pool = [o for o in me.battlefield if not o.tapped and o.id != obj.id]
        elif part.action in ("discard", "exile_from_hand"):
            pool = hand
        else:
            pool = gy_like
        return [o for o in pool if part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types)
                and not (part.another and o.id == obj.id)]

    def rec(i: int, roles: dict[str, Any]) -> Iterator[tuple[tuple[str, ...], ...]]:
        if i == len(parts):
            yield ()
            return
        part = parts[i]
        if part.action == "pay_life":
            choices: Iterable[tuple[str, ...]] = [()]
        elif part.action == "collect_evidence":  # any cards with total mana value >= amount
            cands = candidates(part)
            mv = {o.id: o.mana_value for o in cands}
            choices = [c for c in _sub_multisets(cands, None, roles) if sum(mv[x] for x in c) >= part.amount]
        elif part.action == "tap_power":  # any creatures with total power >= amount
            cands = candidates(part)
            pw = {o.id: max(0, o.power) for o in cands}
            choices = [c for c in _sub_multisets(cands, None, roles) if sum(pw[x] for x in c) >= part.amount]
        else:
            choices = _sub_multisets(candidates(part), part.amount, roles)
        for chosen in choices:
            for rest in rec(i + 1, _with_role(roles, chosen, i)):
                yield (chosen, *rest)

    # an ability's source is told apart from its twins: its own costs name it
    yield from rec(0, {obj.id: ("source",)})


def _per_count(state: GameState, o: GameObject, me: Any, per: str | None) -> int:
    if per is None:
        return 1
    if per == "creature_you_control":
        return sum(1 for x in me.battlefield if "Creature" in x.types)
    if per == "elf_on_battlefield":
        return sum(1 for x in state.battlefield() if "Elf" in x.subtypes or x.all_creature_types)
    if per == "elf_you_control":
        return sum(1 for x in me.battlefield if "Elf" in x.subtypes or x.all_creature_types)
    return o.counters.get("charge", 0)


def _can_tap(o: GameObject) -> bool:
    return not o.tapped and not ("Creature" in o.types and o.summoning_sick and not o.has("haste"))


def _uses(state: GameState, o: GameObject, me: Any, spell: GameObject) -> list[Use]:
    out: list[Use] = []
    own_tap, own_sac = _own_costs(spell) if o.id == spell.id else (False, False)
    for idx, ab in enumerate(o.card.mana_abilities):
        if ab.tap and not _can_tap(o):
            continue
        if (ab.tap and own_tap) or (ab.sacrifice_self and own_sac):
            continue  # 601.2g before 601.2h: the ability's own {T} / sacrifice would be unpayable
        n = _per_count(state, o, me, ab.per)
        prods = sorted({tuple(sorted(alt * n)) for alt in ab.produces})
        if ab.per == "devotion":  # 700.5: that color's symbols among the mana costs of my permanents
            prods = sorted({tuple(sorted(alt * sum(1 for x in me.battlefield if x.card.mana_cost is not None
                                                   and not x.face_down for sy in x.card.mana_cost.symbols
                                                   if alt[0] in sy.colors)))
                            for alt in ab.produces})
        for prod in prods:
            if prod:
                out.append(("mana", idx, prod, ab.tap_creatures))  # which creatures: chosen later
    kw = {k.lower() for k in spell.card.keywords}
    if "convoke" in kw and "Creature" in o.types and not o.tapped:
        out.append(("convoke",))
    if "improvise" in kw and "Artifact" in o.types and not o.tapped:
        out.append(("improvise",))
    out.append(("none",))  # last: identical objects are used first-listed first
    return out


def _mana_upper_bound(state: GameState, spell: GameObject, player: str) -> int:
    me = state.player(player)
    total = len(me.mana_pool)
    for o in me.battlefield:
        best = 0
        for use in _uses(state, o, me, spell):
            best = max(best, len(use[2]) if use[0] == "mana" else (1 if use[0] != "none" else 0))
        total += best
    if "delve" in {k.lower() for k in spell.card.keywords}:
        total += len(me.graveyard) + len(me.battlefield) + len(me.hand)
    return total


def _cost_size(cost: ManaCost) -> int:
    return sum((s.generic or 0) if s.is_plain_generic else 1 for s in cost.symbols)


def _payments(state: GameState, spell: GameObject, me: Any, partial: Plan, tc: referee.TotalCost,
              cost_objects: tuple[tuple[str, ...], ...], parts: list[CostPart]) -> Iterator[tuple[Plan, Any]]:
    need = tc.mana_count
    objs = list(me.battlefield)
    roles: dict[str, Any] = {spell.id: ("source",)}
    for i, chosen in enumerate(cost_objects):
        roles = _with_role(roles, chosen, ("cost", i))
    groups = _groups(objs, roles)
    uses_by_group = [_uses(state, g[0], me, spell) for g in groups]
    floating: list[Mana] = [(m.type, m.source) for m in me.mana_pool]
    has_delve = "delve" in {k.lower() for k in spell.card.keywords}

    def extra(o: GameObject, u: Use) -> int:
        # each activation, convoke and improvise needs one of the `need` payments (or one unit
        # of another activation's cost): load = uses - units consumed by activation costs
        if u[0] == "none":
            return 0
        if u[0] == "mana":
            return 1 - _cost_size(o.card.mana_abilities[u[1]].mana_cost)
        return 1

    # the most the remaining groups can lower the load
    relief = [0] * (len(groups) + 1)
    for gi in range(len(groups) - 1, -1, -1):
        lowest = min(extra(groups[gi][0], u) for u in uses_by_group[gi])
        relief[gi] = relief[gi + 1] + min(0, lowest) * len(groups[gi])

    def assignments(gi: int, load: int) -> Iterator[list[tuple[GameObject, Use]]]:
        if load + relief[gi] > need:
            return
        if gi == len(groups):
            yield []
            return
        g, uses = groups[gi], uses_by_group[gi]
        for combo in itertools.combinations_with_replacement(range(len(uses)), len(g)):
            add = sum(extra(g[0], uses[k]) for k in combo)
            pairs = [(o, uses[k]) for o, k in zip(g, combo, strict=True) if uses[k][0] != "none"]
            for rest in assignments(gi + 1, load + add):
                yield pairs + rest

    for assignment in assignments(0, 0):
        used_roles = dict(roles)
        for o, u in assignment:
            used_roles = _with_role(used_roles, [o.id], ("use", u))
        drums = [(o, u) for o, u in assignment if u[0] == "mana" and u[3]]
        for drum_taps in _drum_choices(me, drums, used_roles, {o.id for o, _ in assignment}):
            final_roles = dict(used_roles)
            for (o, _), chosen in zip(drums, drum_taps, strict=True):
                final_roles = _with_role(final_roles, chosen, ("tapped by", o.id))
            taps = {o.id: chosen for (o, _), chosen in zip(drums, drum_taps, strict=True)}
            yield from _pay_with(state, spell, me, partial, tc, cost_objects, parts, assignment, taps, final_roles,
                                 floating, has_delve, need)


def _drum_choices(me: Any, drums: list[tuple[GameObject, Use]], roles: dict[str, Any],
                  busy: set[str]) -> Iterator[list[tuple[str, ...]]]:
    """For each activation that taps creatures (Springleaf Drum), which untapped creatures not
    otherwise used it taps, up to symmetry."""
    if not drums:
        yield []
        return
    (o, u), rest = drums[0], drums[1:]
    free = [c for c in me.battlefield if "Creature" in c.types and not c.tapped and c.id not in busy]
    for chosen in _sub_multisets(free, u[3], roles):
        for more in _drum_choices(me, rest, _with_role(roles, chosen, ("tapped by", o.id)), busy | set(chosen)):
            yield [chosen, *more]


def _pay_with(state: GameState, spell: GameObject, me: Any, partial: Plan, tc: referee.TotalCost,
              cost_objects: tuple[tuple[str, ...], ...], parts: list[CostPart], assignment: list[tuple[GameObject, Use]],
              taps: dict[str, tuple[str, ...]], roles: dict[str, Any], floating: list[Mana], has_delve: bool,
              need: int) -> Iterator[tuple[Plan, Any]]:
    convoked = tuple(o.id for o, u in assignment if u[0] == "convoke")
    improvised = tuple(o.id for o, u in assignment if u[0] == "improvise")
    acts = [(o, u) for o, u in assignment if u[0] == "mana"]
    free = [(o, u) for o, u in acts if not o.card.mana_abilities[u[1]].mana_cost]
    costed = [(o, u) for o, u in acts if o.card.mana_abilities[u[1]].mana_cost]
    free.sort(key=lambda ou: ou[0].card.mana_abilities[ou[1][1]].sacrifice_self)
    pool0 = list(floating)
    base_acts: list[Activation] = []
    for o, u in free:
        base_acts.append(Activation(o.id, u[1], u[2], (), taps.get(o.id, ())))
        pool0 += [(t, o.id) for t in u[2]]
    sac_by_mana = [o for o, u in acts if o.card.mana_abilities[u[1]].sacrifice_self]
    delve_choices: list[tuple[str, ...]] = [()]
    if has_delve:
        delve_choices = list(_delve_choices(state, spell, me, cost_objects, parts, sac_by_mana, tc.generic, roles))
    for order in _distinct_orders(costed):
        for acts_done, pool in _run_costed(order, base_acts, pool0, taps):
            fed = {src for a in acts_done for _, src in a.paid_with}
            needy = frozenset({a.object for a in acts_done} - fed)
            acts_sig = tuple(sorted((a.object, a.ability, a.tapped_creatures) for a in acts_done))
            for delved in delve_choices:
                k = need - len(convoked) - len(improvised) - len(delved)
                if k < 0 or k > len(pool):
                    continue
                # every activation not paying another's cost must have mana spent (no idle ones)
                for spent in _pool_subsets(pool, k, needy):
                    left = Counter(pool)
                    left.subtract(spent)
                    signature = (acts_sig, tuple(sorted(convoked)), tuple(sorted(improvised)), tuple(sorted(delved)),
                                 tuple(sorted(((m, n) for m, n in left.items() if n), key=repr)))
                    yield replace(partial, activations=tuple(acts_done), spent=spent, convoked=convoked,
                                  improvised=improvised, delved=delved), signature


def _distinct_orders(costed: list[tuple[GameObject, Use]]) -> Iterator[list[tuple[GameObject, Use]]]:
    seen: set[Any] = set()
    for perm in itertools.permutations(costed):
        key = tuple((o.symmetry_key(), u) for o, u in perm)
        if key not in seen:
            seen.add(key)
            yield list(perm)


def _run_costed(order: list[tuple[GameObject, Use]], acts: list[Activation], pool: list[Mana],
                taps: dict[str, tuple[str, ...]]) -> Iterator[tuple[list[Activation], list[Mana]]]:
    if not order:
        yield acts, pool
        return
    (o, u), rest = order[0], order[1:]
    size = _cost_size(o.card.mana_abilities[u[1]].mana_cost)
    for paid in _pool_subsets(pool, size):
        left = list(pool)
        for m in paid:
            left.remove(m)
        left += [(t, o.id) for t in u[2]]
        yield from _run_costed(rest, [*acts, Activation(o.id, u[1], u[2], paid, taps.get(o.id, ()))], left, taps)


def _pool_subsets(pool: list[Mana], k: int, required: frozenset[Any] = frozenset()) -> Iterator[tuple[Mana, ...]]:
    """Distinct sub-multisets of ``pool`` of size ``k`` holding a unit of each ``required`` source."""
    counts = Counter(pool)
    keys = sorted(counts, key=repr)
    suffix = [0] * (len(keys) + 1)
    for i in range(len(keys) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + counts[keys[i]]
    last_of = {}
    for i, (_, src) in enumerate(keys):
        last_of[src] = i

    def rec(i: int, left: int, have: frozenset[Any]) -> Iterator[list[Mana]]:
        if left == 0:
            if required <= have:
                yield []
            return
        if i == len(keys) or suffix[i] < left:
            return
        src = keys[i][1]
        low = 1 if src in required and src not in have and last_of[src] == i else 0
        for c in range(min(counts[keys[i]], left), low - 1, -1):
            for rest in rec(i + 1, left - c, have | {src} if c else have):
                yield [keys[i]] * c + rest

    for combo in rec(0, k, frozenset()):
        yield tuple(combo)


def _delve_choices(state: GameState, spell: GameObject, me: Any, cost_objects: tuple[tuple[str, ...], ...],
                   parts: list[CostPart], sac_by_mana: list[GameObject], generic: int,
                   roles: dict[str, Any]) -> Iterator[tuple[str, ...]]:
    ids: list[str] = [o.id for o in me.graveyard if not o.token]
    for part, chosen in zip(parts, cost_objects, strict=True):
        if part.action in ("sacrifice", "discard"):
            ids += list(chosen)
    ids += [o.id for o in sac_by_mana]
    exiled = {i for part, chosen in zip(parts, cost_objects, strict=True)
              if part.action in ("exile_from_graveyard", "collect_evidence") for i in chosen}
    objs: list[GameObject] = []
    for i in dict.fromkeys(ids):
        o = state.object(i)
        if o is not None and not o.token and o.owner == me.name and i != spell.id and i not in exiled:
            objs.append(o)
    for d in range(min(generic, len(objs)) + 1):
        yield from _sub_multisets(objs, d, roles)


__all__ = ["enumerate_plans", "reference_can_activate", "reference_can_cast"]
