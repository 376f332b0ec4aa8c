"""601.2h: paying the total cost, and the outcome it leads to.

In the order the checks run: the life to pay (119.4), the source's own {T} / {Q} / "sacrifice
this" / "discard this card" / "exile this card" costs (602.2b, after 601.2g), each non-mana
cost part (sacrifice, discard, exile from hand or graveyard, tap untapped permanents, crew
702.122a, collect evidence 701.59a, "another" 602.2), convoke / improvise / delve (702.51,
702.126, 702.66), the mana spent (restrictions 106.6; the whole cost paid exactly), no idle
activation (docs/answers.md "Distinct options"), and finally the plan's outcome fields compared with
the replay's (:class:`Outcome`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import ActivatedAbility, CostPart
from castable.model.landtypes import paying_as, white_as_any
from castable.model.plan import spent_matters
from castable.model.rules import crew_power, reaches_graveyard
from castable.model.state import GameObject, filter_matches

from .announce import Announcement
from .context import Replay
from .mana_abilities import ManaAbilitiesDone
from .pool import Payer, Unit, exact_payment, restriction_allows, take
from .total_cost import TotalCost


@dataclass
class Outcome:
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    exiled: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()
    returned: tuple[str, ...] = ()
    life_paid: int = 0
    mana_pool: tuple[tuple[str, str | None], ...] = ()
    total_cost: str = ""
    #: abilities (602): the source untapped by {Q}, the loyalty added or removed (606)
    untapped: tuple[str, ...] = ()
    loyalty_change: int = 0
    #: the mana spent to cast it, when the card looks at it (``castable.model.plan.spent_matters``)
    mana_spent: tuple[tuple[str, str | None], ...] | None = None
    #: blight costs paid: (creature, -1/-1 counters put on it), in payment order
    blighted: tuple[tuple[str, int], ...] = ()

    def as_plan_fields(self) -> dict[str, Any]:
        return {"tapped": self.tapped, "sacrificed": self.sacrificed, "exiled": self.exiled,
                "discarded": self.discarded, "returned": self.returned, "life_paid": self.life_paid, "mana_pool": self.mana_pool,
                "total_cost": self.total_cost, "untapped": self.untapped, "loyalty_change": self.loyalty_change,
                "mana_spent": self.mana_spent, "blighted": self.blighted}


@dataclass
class Paid:
    """What 601.2h has paid so far, each list in payment order."""

    sacrificed: list[str]
    discarded: list[str] = field(default_factory=list)
    exiled: list[str] = field(default_factory=list)
    #: returned to their owner's hand (ninjutsu 702.49a, sneak)
    returned: list[str] = field(default_factory=list)
    #: tapped to pay the cost (not by a mana ability)
    cost_tapped: list[str] = field(default_factory=list)
    #: untapped to pay {Q}
    untapped: list[str] = field(default_factory=list)
    #: what pays the mana: convoking creatures, improvising artifacts, delved cards, then mana
    payers: list[Payer] = field(default_factory=list)
    #: the mana spent on the total cost, each unit as (type, source)
    spent: list[tuple[str, str | None]] = field(default_factory=list)
    #: blight costs paid: (creature, -1/-1 counters put on it)
    blighted: list[tuple[str, int]] = field(default_factory=list)


def check_life(ctx: Replay, tc: TotalCost) -> None:
    """119.4: the life to pay; 601.2h: the plan's ``life_paid`` (when outcomes are compared)."""
    p = ctx.plan
    player = ctx.players[p.player]
    if tc.life > 0 and tc.life > player.life:
        ctx.err("119.4", f"paying {tc.life} life needs at least {tc.life} life; {p.player} has {player.life}")
    if ctx.compare_outcome and p.life_paid != tc.life:
        ctx.err("601.2h", f"life paid is {tc.life}, the plan says {p.life_paid}")


def pay(ctx: Replay, obj: GameObject, ann: Announcement, tc: TotalCost, mana: ManaAbilitiesDone) -> Outcome | None:
    """Replay the payment of ``tc`` with the pool and board ``mana`` left by 601.2g; the
    outcome, or None (reported) when the plan gives the wrong number of cost parts."""
    p = ctx.plan
    if len(p.cost_objects) != len(ann.parts):
        ctx.err("601.2h", f"{len(ann.parts)} cost part(s) to pay, the plan gives {len(p.cost_objects)}")
        return None
    paid = Paid(sacrificed=list(mana.gone), exiled=list(mana.exiled))  # 601.2g: Spirit Guides
    _source_costs(ctx, mana, paid)
    _source_card_costs(ctx, paid)
    gy_exiles: list[tuple[CostPart, tuple[str, ...]]] = []
    for part, ids in zip(ann.parts, p.cost_objects, strict=True):
        _cost_part(ctx, obj, part, ids, mana, paid)
        if part.action in ("exile_from_graveyard", "collect_evidence"):
            gy_exiles.append((part, ids))
    graveyard = _graveyard(ctx, obj, paid)
    for part, ids in gy_exiles:
        _graveyard_exile(ctx, part, ids, graveyard, paid)
    kw = {k.lower() for k in obj.card.keywords}
    _convoke_improvise(ctx, obj, kw, mana, paid)
    _waterbend(ctx, obj, mana, paid)
    _delve(ctx, obj, kw, graveyard, paid)
    _spend(ctx, obj, tc, mana, paid)
    # no idle activations (docs/answers.md "Distinct options")
    for i, a in enumerate(p.activations):
        if mana.used[i] == 0:
            ctx.err("601.2g", f"activation {i} ({ctx.name(a.object)}) is idle: none of its mana is spent")
    outcome = Outcome(
        tapped=tuple(dict.fromkeys(mana.new_tapped + paid.cost_tapped)), sacrificed=tuple(dict.fromkeys(paid.sacrificed)),
        exiled=tuple(dict.fromkeys(paid.exiled)), discarded=tuple(dict.fromkeys(paid.discarded)),
        returned=tuple(dict.fromkeys(paid.returned)), life_paid=tc.life,
        mana_pool=tuple((u.type, u.source) for u in mana.pool), total_cost=tc.text, untapped=tuple(paid.untapped),
        loyalty_change=ann.loyalty_change, blighted=tuple(paid.blighted),
        mana_spent=tuple(paid.spent) if p.ability is None and spent_matters(obj.card) else None)
    if ctx.compare_outcome:
        _compare_outcome(ctx, outcome, paid)
    return outcome


def _source_costs(ctx: Replay, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """602.2b / 601.2h: the source's own {T}, {Q} and "sacrifice this" (after 601.2g: a mana
    ability that tapped or sacrificed the source has made these unpayable)."""
    src, ability = ctx.source, ctx.ability
    if ability is None or src is None or src.zone != "battlefield":
        return
    if ability.tap:
        if ctx.on_battlefield(src.id, mana.gone) is None:
            ctx.err("601.2h", f"{{T}}: {ctx.name(src.id)} was sacrificed for mana (601.2g)")
        elif src.id in mana.tapped and not src.tapped:
            ctx.err("601.2h", f"{{T}}: {ctx.name(src.id)} was tapped for mana (601.2g) "
                              "and can't be tapped again to pay {T}")
        mana.tapped.add(src.id)
        paid.cost_tapped.append(src.id)
    if ctx.full_ability is not None and ctx.full_ability.untap:
        paid.untapped.append(src.id)
    if ability.sacrifice_self:
        if ctx.on_battlefield(src.id, mana.gone) is None:
            ctx.err("601.2h", f"sacrifice: {ctx.name(src.id)} was already sacrificed for mana (601.2g)")
        paid.sacrificed.append(src.id)
    full = ctx.full_ability
    if full is not None and full.zone == "battlefield" and (full.exile_self or full.return_self):
        # "Exile <this>", "Return <this> to its owner's hand" (act13a)
        if ctx.on_battlefield(src.id, mana.gone) is None:
            ctx.err("601.2h", f"{'exile' if full.exile_self else 'return'}: {ctx.name(src.id)} was already "
                              "sacrificed for mana (601.2g)")
        (paid.exiled if full.exile_self else paid.returned).append(src.id)


def _source_card_costs(ctx: Replay, paid: Paid) -> None:
    """"Discard this card" (cycling, 702.29a) / "Exile this card from your graveyard"
    (scavenge, 702.97a): the source itself, from the zone the ability works in."""
    full, src, caster = ctx.full_ability, ctx.source, ctx.plan.player
    if full is None or src is None or not (full.discard_self or (full.exile_self and full.zone != "battlefield")):
        return  # (an "Exile <this>" of a permanent is one of its source costs)
    zone = "hand" if full.discard_self else "graveyard"
    if src.zone != zone or src.owner != caster:
        ctx.err("601.2h", f"{ctx.name(src.id)} is not a card in {caster}'s {zone}: "
                          f"it can't be {'discarded' if full.discard_self else 'exiled'} to pay the cost")
    (paid.discarded if full.discard_self else paid.exiled).append(src.id)


def _cost_part(ctx: Replay, obj: GameObject, part: CostPart, ids: tuple[str, ...], mana: ManaAbilitiesDone,
               paid: Paid) -> None:
    """601.2h: one non-mana cost part paid with the objects ``ids`` (graveyard exiles are
    checked afterwards, against the graveyard as it is during payment)."""
    what = part.describe()
    if part.action == "pay_life":
        if ids:
            ctx.err("601.2h", f"{what}: no objects are chosen for paying life")
        return
    if part.action == "tap_power":
        _tap_power(ctx, part, ids, mana, paid)
        return
    if part.action == "blight":
        _blight(ctx, part, ids, mana, paid)
        return
    if part.action in ("reveal", "behold", "behold_exile", "exile_yours"):
        _look(ctx, obj, part, ids, mana, paid)
        return
    if part.action != "collect_evidence" and len(ids) != part.amount:
        ctx.err("601.2h", f"{what}: {len(ids)} object(s) chosen")
    if len(set(ids)) != len(ids):
        ctx.err("601.2h", f"{what}: the same object is chosen twice")
    for oid in ids:
        o = ctx.by_id.get(oid)
        if o is None:
            ctx.err("601.2h", f"{what}: unknown object {oid!r}")
            continue
        if part.another and oid == ctx.plan.card:
            ctx.err("602.2", f"{what}: {ctx.name(oid)} can't pay its own cost that says \"another\"")
        fits = part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types)
        if part.action in ("sacrifice", "tap_untapped"):
            # its state-dependent parts too (bargain's "artifact, enchantment, or token", 702.166a;
            # "tap an untapped legendary creature / two untapped tokens you control")
            fits = filter_matches(part.filter, o, ctx.plan.player)
        if part.action == "sacrifice":
            _sacrifice(ctx, part, o, fits, mana, paid)
        elif part.action in ("return_unblocked", "return_to_hand"):
            _return_unblocked(ctx, part, o, mana, paid)
        elif part.action in ("discard", "exile_from_hand"):
            _from_hand(ctx, obj, part, o, fits, paid)
        elif part.action == "tap_untapped":
            _tap_untapped(ctx, part, o, fits, mana, paid)


def _blight(ctx: Replay, part: CostPart, ids: tuple[str, ...], mana: ManaAbilitiesDone, paid: Paid) -> None:
    """Blight N: N -1/-1 counters on one creature you control, on the battlefield when the part
    is paid (601.2h; tapped or not), so not one a mana ability sacrificed (601.2g comes first)."""
    what, caster = part.describe(), ctx.plan.player
    if len(ids) != 1:
        ctx.err("601.2h", f"{what}: {len(ids)} creature(s) chosen, one takes the counters")
        return
    o = ctx.on_battlefield(ids[0], mana.gone)
    if o is None or o.controller != caster or not o.is_a("Creature"):
        ctx.err("601.2h", f"{what}: {ctx.name(ids[0])} is not a creature {caster} controls (still there)")
        return
    paid.blighted.append((o.id, part.amount))


def _look(ctx: Replay, obj: GameObject, part: CostPart, ids: tuple[str, ...], mana: ManaAbilitiesDone,
          paid: Paid) -> None:
    """Reveal a card from your hand, or behold (choose a permanent you control or reveal a card
    from your hand) one with the quality: one object, still there when the part is paid
    (601.2h: not one a mana ability sacrificed or exiled in 601.2g), other than the spell; it
    stays where it is, or (``behold_exile``) is exiled; ``exile_yours``: a permanent you control, exiled."""
    what, caster = part.describe(), ctx.plan.player
    if len(ids) != 1:
        ctx.err("601.2h", f"{what}: {len(ids)} object(s) chosen, one is")
        return
    o = ctx.by_id.get(ids[0])
    in_hand = o is not None and part.action != "exile_yours" and o in ctx.players[caster].hand and o.id != obj.id \
        and o.id not in mana.exiled + paid.exiled + paid.discarded
    mine = part.action != "reveal" and ctx.on_battlefield(ids[0], mana.gone) is not None \
        and o is not None and o.controller == caster
    if o is None or not (in_hand or mine):
        where = {"reveal": f"another card in {caster}'s hand", "exile_yours": f"a permanent {caster} controls"}.get(
            part.action, f"a permanent {caster} controls or another card in {caster}'s hand")
        ctx.err("601.2h", f"{what}: {ctx.name(ids[0])} is not {where} (still there)")
    elif not part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types):
        ctx.err("601.2h", f"{what}: {ctx.name(o.id)} is not a {part.filter.describe()}")
    if part.action in ("behold_exile", "exile_yours") and o is not None:
        paid.exiled.append(o.id)


def _sacrifice(ctx: Replay, part: CostPart, o: GameObject, fits: bool, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """601.2h: sacrifice a permanent you control (one not already sacrificed)."""
    what, oid, caster = part.describe(), o.id, ctx.plan.player
    if ctx.on_battlefield(oid, mana.gone) is None or o.controller != caster:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a permanent {caster} controls (still there)")
    elif not fits:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a {part.filter.describe()}")
    elif oid in paid.sacrificed:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is already sacrificed")
    paid.sacrificed.append(oid)


def _return_unblocked(ctx: Replay, part: CostPart, o: GameObject, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """702.49a, sneak: return an unblocked attacking creature you control to its owner's hand
    (509.1h: attacking and not blocked; the step is checked with the timing), once; or
    (``return_to_hand``, 601.2h) a permanent you control matching the part's filter, once."""
    what, oid, caster = part.describe(), o.id, ctx.plan.player
    if ctx.on_battlefield(oid, mana.gone) is None or oid in paid.sacrificed:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not on the battlefield (still there)")
    elif not filter_matches(part.filter, o, caster):
        rule, kind = ("509.1h", "an unblocked attacking creature") if part.action == "return_unblocked" \
            else ("601.2h", f"a {part.filter.describe()}")
        ctx.err(rule, f"{what}: {ctx.name(oid)} is not {kind} {caster} controls")
    elif oid in paid.returned:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is already returned")
    paid.returned.append(oid)


def _from_hand(ctx: Replay, obj: GameObject, part: CostPart, o: GameObject, fits: bool, paid: Paid) -> None:
    """601.2h: discard or exile another card from your hand (the spell itself is on the stack, 601.2a)."""
    what, oid, caster = part.describe(), o.id, ctx.plan.player
    if o not in ctx.players[caster].hand or oid == obj.id:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not another card in {caster}'s hand")
    elif not fits:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a {part.filter.describe()}")
    elif oid in paid.discarded or oid in paid.exiled:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} already left the hand")
    (paid.discarded if part.action == "discard" else paid.exiled).append(oid)


def _tap_untapped(ctx: Replay, part: CostPart, o: GameObject, fits: bool, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """601.2h: tap an untapped permanent you control (not one tapped for mana in 601.2g)."""
    what, oid, caster = part.describe(), o.id, ctx.plan.player
    if ctx.on_battlefield(oid, mana.gone) is None or o.controller != caster:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a permanent {caster} controls")
    elif not fits:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a {part.filter.describe()}")
    elif oid in mana.tapped:
        ctx.err("601.2h", f"{what}: {ctx.name(oid)} is already tapped")
    mana.tapped.add(oid)
    paid.cost_tapped.append(oid)


def _tap_power(ctx: Replay, part: CostPart, ids: tuple[str, ...], mana: ManaAbilitiesDone, paid: Paid) -> None:
    """702.122a crew N: tap any number of other untapped creatures you control with total
    power N or more (summoning sickness doesn't matter: no {T} of theirs is paid)."""
    what, caster = part.describe(), ctx.plan.player
    if len(set(ids)) != len(ids):
        ctx.err("601.2h", f"{what}: the same creature is chosen twice")
    power = 0
    for oid in dict.fromkeys(ids):
        o = ctx.on_battlefield(oid, mana.gone)
        if o is None or o.controller != caster:
            ctx.err("702.122a", f"{what}: {ctx.name(oid)} is not a permanent {caster} controls")
            continue
        if oid == ctx.plan.card:
            ctx.err("702.122a", f"{what}: {ctx.name(oid)} can't tap itself to pay its own crew cost")
        elif not part.filter.matches(o.types, o.subtypes, o.colors, o.all_creature_types):
            ctx.err("702.122a", f"{what}: {ctx.name(oid)} is not a {part.filter.describe()}")
        elif oid in mana.tapped:
            ctx.err("702.122a", f"{what}: {ctx.name(oid)} is already tapped")
        mana.tapped.add(oid)
        paid.cost_tapped.append(oid)
        power += crew_power(o)  # 702.122a, 702.171a (Cloudspire Captain's "as though ... 2 greater")
    if power < part.amount:
        ctx.err("702.122a", f"{what}: the creatures tapped have total power {power}")


def _graveyard(ctx: Replay, obj: GameObject, paid: Paid) -> list[str]:
    """The player's graveyard as it is during payment (601.2h: costs are paid in any order):
    with the cards sacrificed or discarded for this cost, without the spell being cast."""
    caster = ctx.plan.player
    graveyard = [o.id for o in ctx.players[caster].graveyard if not o.token]
    for oid in paid.sacrificed + paid.discarded:
        o = ctx.by_id[oid]
        # 614.1a: unless a replacement sends it elsewhere (Rest in Peace, Progenitus)
        zone_from = "battlefield" if oid in paid.sacrificed else "hand"
        if o.owner == caster and oid not in graveyard and reaches_graveyard(ctx.state, o, zone_from):
            graveyard.append(oid)
    if ctx.plan.ability is None or obj.zone != "battlefield":
        graveyard = [g for g in graveyard if g != obj.id]  # (an ability's sacrificed source is a card there)
    return graveyard


def _graveyard_exile(ctx: Replay, part: CostPart, ids: tuple[str, ...], graveyard: list[str], paid: Paid) -> None:
    """601.2h: exile cards from your graveyard; 701.59a: collect evidence N, total mana value N or more."""
    what, caster = part.describe(), ctx.plan.player
    for oid in ids:
        if oid not in graveyard:
            ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a card in {caster}'s graveyard")
        elif not part.filter.matches(ctx.by_id[oid].types, ctx.by_id[oid].subtypes, ctx.by_id[oid].colors,
                                     ctx.by_id[oid].all_creature_types):
            ctx.err("601.2h", f"{what}: {ctx.name(oid)} is not a {part.filter.describe()}")
        elif oid in paid.exiled:
            ctx.err("601.2h", f"{what}: {ctx.name(oid)} is already exiled")
        paid.exiled.append(oid)
    if part.action == "collect_evidence":
        total = sum(ctx.by_id[i].mana_value for i in ids if i in ctx.by_id)
        if total < part.amount:
            ctx.err("701.59a", f"{what}: the cards exiled have total mana value {total}")


def _convoke_improvise(ctx: Replay, obj: GameObject, kw: set[str], mana: ManaAbilitiesDone, paid: Paid) -> None:
    """702.51a convoke / 702.126a improvise: tap an untapped creature / artifact you control
    instead of paying one mana (a creature's color pays a colored symbol of that color)."""
    caster = ctx.plan.player
    for label, ids, key, kind in (("convoke", ctx.plan.convoked, "convoke", "Creature"),
                                  ("improvise", ctx.plan.improvised, "improvise", "Artifact")):
        rule = "702.51a" if key == "convoke" else "702.126a"
        if ids and key not in kw:
            ctx.err("601.2h", f"{obj.name} doesn't have {label}")
        for oid in ids:
            o = ctx.on_battlefield(oid, mana.gone)
            if o is None or o.controller != caster or kind not in o.types:
                ctx.err(rule, f"{label}: {ctx.name(oid)} is not a {kind.lower()} {caster} controls")
                continue
            if oid in mana.tapped:
                ctx.err(rule, f"{label}: {ctx.name(oid)} is already tapped")
            mana.tapped.add(oid)
            paid.cost_tapped.append(oid)
            paid.payers.append((key, frozenset(o.colors) if key == "convoke" else frozenset(), False))


def _waterbend(ctx: Replay, obj: GameObject, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """701.67: while paying a waterbend cost, each untapped artifact or creature the caster
    controls that is tapped pays {1} of that cost: no more objects than the cost's {N}, and only
    when it is paid (its taps pay generic mana only, ``exact_payment``)."""
    ids = ctx.plan.waterbent
    if not ids:
        return
    caster = ctx.plan.player
    limit = _bend_limit(ctx, obj)
    if not limit:
        ctx.err("701.67", f"waterbend: no waterbend cost of {obj.name} is paid")
        return
    if len(ids) > limit:
        ctx.err("701.67", f"waterbend: {len(ids)} objects tapped for a waterbend cost of {limit}")
    for oid in ids:
        o = ctx.on_battlefield(oid, mana.gone)
        if o is None or o.controller != caster or not ("Artifact" in o.types or "Creature" in o.types):
            ctx.err("701.67", f"waterbend: {ctx.name(oid)} is not an artifact or creature {caster} controls")
            continue
        if oid in mana.tapped:
            ctx.err("701.67", f"waterbend: {ctx.name(oid)} is already tapped")
        mana.tapped.add(oid)
        paid.cost_tapped.append(oid)
        paid.payers.append(("improvise", frozenset(), False))  # generic only, like improvise


def _bend_limit(ctx: Replay, obj: GameObject) -> int:
    """701.67: the {N} of the waterbend cost paid: an ability's own (always paid), or the
    spell's optional one times it is chosen; 0 when none is."""
    if ctx.plan.ability is not None:
        ab = ctx.full_ability
        return ab.waterbend if isinstance(ab, ActivatedAbility) else 0
    return sum(o.mana.mana_value * ctx.plan.optional_costs.get(o.name, 0) for o in obj.card.optional_costs
               if o.waterbend)


def _delve(ctx: Replay, obj: GameObject, kw: set[str], graveyard: list[str], paid: Paid) -> None:
    """702.66a: exile a card from your graveyard instead of paying one generic mana."""
    if ctx.plan.delved and "delve" not in kw:
        ctx.err("601.2h", f"{obj.name} doesn't have delve")
    for oid in ctx.plan.delved:
        if oid not in graveyard:
            ctx.err("702.66a", f"delve: {ctx.name(oid)} is not a card in {ctx.plan.player}'s graveyard")
        elif oid in paid.exiled:
            ctx.err("702.66a", f"delve: {ctx.name(oid)} is already exiled")
        paid.exiled.append(oid)
        paid.payers.append(("delve", frozenset(), False))


def _credit_idle(spent: list[Unit], mana: ManaAbilitiesDone) -> None:
    """A plan names spent mana by type and source only, so units a source made alike are
    interchangeable once the activations are done (601.2h spends after 601.2g): when one of an
    object's activations would look idle (docs/answers.md) while another's unit of the same
    kind is spent and that one has another use, spend the idle one's unit instead (two
    Calciform Pools activations, {U}{B} and {U}, one {U} left floating)."""
    def same(u: Unit, v: Unit) -> bool:
        return (u.type, u.source, u.restriction, u.chosen_type, u.snow) == (v.type, v.source, v.restriction,
                                                                            v.chosen_type, v.snow)
    changed = True
    while changed:
        changed = False
        for v in list(mana.pool):
            if v.activation is None or mana.used[v.activation]:
                continue
            k = next((k for k, u in enumerate(spent) if u.activation is not None and mana.used[u.activation] > 1
                      and same(u, v)), None)
            if k is not None:
                u = spent[k]
                spent[k] = v
                mana.pool[mana.pool.index(v)] = u
                mana.used[v.activation] += 1
                assert u.activation is not None
                mana.used[u.activation] -= 1
                changed = True


def _spend(ctx: Replay, obj: GameObject, tc: TotalCost, mana: ManaAbilitiesDone, paid: Paid) -> None:
    """601.2h: the mana spent, each unit allowed to be spent on this (106.6), together with the
    tapped and exiled objects paying the total cost exactly."""
    spent: list[Unit] = []
    for w in ctx.plan.spent:
        u = take(ctx, mana.pool, (w[0], w[1]), mana.used, "spent")
        if u is not None:
            spent.append(u)
    _credit_idle(spent, mana)
    ability = ctx.plan.ability is not None
    paid_for = ctx.source if ability and ctx.source is not None else obj  # an ability: its source's qualities
    for u in spent:
        commander = not ability and obj.id in ctx.players[ctx.plan.player].commanders  # 903.3
        equip = ctx.full_ability is not None and ctx.full_ability.equip  # 702.6a
        if not restriction_allows(u, paid_for, obj.card.mana_cost, ability=ability, commander=commander, equip=equip):
            what = f"an ability of {ctx.name(paid_for.id)}" if ability else obj.name
            ctx.err("106.6", f"{{{u.type}}} from {ctx.name(u.source or '')} can't be spent on {what} ({u.restriction})")
        elif not ability:
            _spell_rule(ctx, obj, u)
    paid.spent = [(u.type, u.source) for u in spent]
    if len(spent) == len(ctx.plan.spent):
        as_any = white_as_any(ctx.state, ctx.plan.player)  # Celestial Dawn: what each type may pay (609.4b)
        paid.payers += [("as", paying_as(u.type, as_any), u.snow) for u in spent]
        if not exact_payment(tc.generic, list(tc.symbols), paid.payers):
            ctx.err("601.2h", f"the mana spent and the objects tapped or exiled don't pay {tc.text or '{0}'} exactly")


def _spell_rule(ctx: Replay, obj: GameObject, u: Unit) -> None:
    """The spell's own rule on the mana spent (106.6): none at all (Hogaak: convoke and delve
    pay), or only mana whose source, an object of the state, matches (Myr Superion: creatures)."""
    card = obj.card
    if card.no_mana_spent:
        ctx.err("106.6", f"{obj.name}: no mana can be spent to cast it, {{{u.type}}} was")
        return
    if card.mana_only_from is None:
        return
    src = ctx.by_id.get(u.source) if u.source is not None else None
    if src is None or not filter_matches(card.mana_only_from, src, src.controller):
        ctx.err("106.6", f"{obj.name}: {{{u.type}}} from {ctx.name(u.source or 'the pool')} is not mana "
                         "produced by what its text allows")


def _compare_outcome(ctx: Replay, outcome: Outcome, paid: Paid) -> None:
    """601.2h: the plan's outcome fields are the replay's (606.4 for the loyalty change)."""
    p, untapped = ctx.plan, paid.untapped
    if set(p.untapped) != set(untapped) or len(set(p.untapped)) != len(p.untapped):
        ctx.err("601.2h", f"outcome.untapped should be {untapped}, the plan says {list(p.untapped)}")
    if p.loyalty_change != outcome.loyalty_change:
        ctx.err("606.4", f"the loyalty cost is {outcome.loyalty_change:+d}, the plan says {p.loyalty_change:+d}")
    for label, mine in (("tapped", outcome.tapped), ("sacrificed", outcome.sacrificed),
                        ("exiled", outcome.exiled), ("discarded", outcome.discarded),
                        ("returned", outcome.returned)):
        theirs = getattr(p, label)
        if len(set(theirs)) != len(theirs):
            ctx.err("601.2h", f"outcome.{label} lists an object twice")
        if set(theirs) != set(mine):
            ctx.err("601.2h", f"outcome.{label} should be {sorted(mine)}, the plan says {sorted(theirs)}")
    if Counter(outcome.blighted) != Counter(tuple(b) for b in p.blighted):
        ctx.err("601.2h", f"outcome.blighted should be {sorted(outcome.blighted)}, the plan says {sorted(p.blighted)}")
    _compare_spent(ctx, outcome)
    if Counter(outcome.mana_pool) != Counter(tuple(m) for m in p.mana_pool):
        ctx.err("601.2h", f"the mana left is {sorted(outcome.mana_pool, key=repr)}, "
                          f"the plan says {sorted(p.mana_pool, key=repr)}")


def _compare_spent(ctx: Replay, outcome: Outcome) -> None:
    """docs/answers.md: ``outcome.mana_spent`` is the mana the payment spent, recorded exactly
    when the card's own text looks at it (adamant, converge, sunburst 702.44)."""
    theirs = ctx.plan.mana_spent
    if outcome.mana_spent is None:
        if theirs is not None:
            ctx.err("601.2h", "outcome.mana_spent is recorded only when the card looks at the mana spent to cast it")
    elif theirs is None:
        ctx.err("601.2h", "outcome.mana_spent is missing: the card looks at the mana spent to cast it")
    elif Counter(outcome.mana_spent) != Counter(tuple(m) for m in theirs):
        ctx.err("601.2h", f"the mana spent is {sorted(outcome.mana_spent, key=repr)}, "
                          f"outcome.mana_spent says {sorted(theirs, key=repr)}")
