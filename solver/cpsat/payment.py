"""601.2h: paying the total cost — the objects the costs use (tap, sacrifice, discard, exile,
crew, collect evidence), convoke (702.51a), improvise (702.126a), delve (702.66a), and the mana
spent on each requirement.

Each class of objects gets one count variable per *use signature*: a set of use bits — ``T``
tapped, ``S`` sacrificed, ``X`` exiled from the graveyard (or sacrificed and then exiled),
``D`` discarded, ``H`` exiled from the hand, ``V`` tapped to convoke, ``E`` revealed or
beheld (it stays), ``t<i>`` target of slot i — so that identical objects are never told apart
(``shared/notes/cp-sat-practice.md``).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from castable.model.cards import ActivatedAbility, CostPart
from castable.model.landtypes import paying_as, white_as_any
from castable.model.mana import COLORS, MANA_TYPES
from castable.model.plan import spent_matters
from castable.model.rules import crew_power, reaches_graveyard
from castable.model.state import filter_matches
from castable.solver.cpsat.announce import Announcement
from castable.solver.cpsat.mana_abilities import ManaVars
from castable.solver.cpsat.objects import REQS, Builder, IntVar, LinearExpr, ObjClass, Objects, matches
from castable.solver.cpsat.targets import TargetVars
from castable.solver.cpsat.total_cost import TotalCostVars


@dataclass
class PartChoice:
    """A non-mana cost part, its multiplier, and how many of each class pay it."""

    part: CostPart
    mult: LinearExpr
    chosen: dict[int, IntVar]  # class index -> objects of that class used
    #: blight: (class index, signature) -> 1 when a creature of that class with that signature
    #: ("()": no other use) takes the counters
    blight: dict[tuple[int, tuple[str, ...]], IntVar] = field(default_factory=dict)


@dataclass
class ObjectUses:
    """The objects the non-mana costs and the generic-paying keywords use."""

    parts: list[PartChoice]
    convoke: dict[int, IntVar]  # class index -> creatures tapped to convoke
    improvise: dict[int, IntVar]  # class index -> artifacts tapped to improvise
    delve: dict[int, IntVar]  # class index -> cards exiled to delve
    #: class index -> artifacts / creatures tapped for a waterbend cost (701.67)
    waterbend: dict[int, IntVar] = field(default_factory=dict)


@dataclass
class ManaPayment:
    """The mana spent on the total cost, by kind and requirement, and what is left."""

    available: dict[int, IntVar]  # kind -> units in the pool when paying
    spend: dict[tuple[int, str], IntVar]  # (kind, requirement) -> units spent
    leftover: dict[int, IntVar]  # kind -> units left floating
    convoke_pay: dict[tuple[int, str], IntVar]  # (class, requirement) -> creatures convoked for it


# pool of each action's cost part -> the use bit it sets
USE_BIT = {"sacrifice": "S", "tap_untapped": "T", "tap_power": "T", "discard": "D", "exile_from_hand": "H",
        "return_unblocked": "R", "reveal": "E", "behold": "E", "behold_exile": "E", "return_to_hand": "R",
        "exile_yours": "E"}


def _waterbends(b: Builder, ann: Announcement) -> bool:
    """The spell has a waterbend cost (701.67) among its optional costs, or the ability in its cost."""
    return _bend_limit(b, ann) is not None


def _bend_limit(b: Builder, ann: Announcement) -> LinearExpr | int | None:
    """701.67: how many objects may be tapped for the waterbend cost: its {N} when it is paid
    (an ability's: always; a spell's optional one: times it is chosen); None: no such cost."""
    if b.ability is not None:
        ab = b.ability[1]
        return ab.waterbend if isinstance(ab, ActivatedAbility) and ab.waterbend else None
    terms = [o.mana.mana_value * v for o, v in ann.optionals if o.waterbend]
    return sum(terms) if terms else None


def _keywords(b: Builder) -> tuple[bool, bool, bool]:
    kws = b.card.keywords
    return "Convoke" in kws, "Improvise" in kws, "Delve" in kws


def _exiles_from_graveyard(b: Builder, ann: Announcement) -> bool:
    return _keywords(b)[2] or any(p.action in ("exile_from_graveyard", "collect_evidence") for p, _ in ann.cost_parts)


def signatures(b: Builder, objects: Objects, ann: Announcement, tv: TargetVars, mana: ManaVars) -> None:
    """The use bits of every class, then one count variable per legal signature."""
    _use_bits(b, objects, ann, mana)
    for c in objects.all:
        sigs = []
        for r in range(len(c.bits) + 1):
            for combo in itertools.combinations(c.bits, r):
                uses = set(combo)
                if "V" in uses and "T" not in uses:
                    continue  # 702.51a: convoking taps it
                if "R" in uses and "S" in uses:
                    continue  # a permanent leaves the battlefield once (returned or sacrificed)
                if "X" in uses and "S" not in uses and c in objects.bf:
                    continue  # a permanent reaches the graveyard only by being sacrificed
                if "X" in uses and "D" not in uses and c in objects.hand:
                    continue  # a card in hand reaches the graveyard only by being discarded
                if "D" in uses and "H" in uses:
                    continue  # a card leaves the hand once
                if "E" in uses and ("S" in uses or "H" in uses):
                    continue  # 601.2g before 601.2h: sacrificed or exiled for mana, it is gone when revealed
                if any(pair <= uses for pair in tv.exclusive):
                    continue  # "another target" (601.2c)
                sigs.append(tuple(sorted(uses)))
        c.sigs = sigs
        for s in sigs:
            if not s:
                continue
            v = b.m.new_int_var(0, c.n, f"sig:{c.ids[0]}:{''.join(s)}")
            c.sig_vars[s] = v
            b.key_vars.append(v)
        if c.sig_vars:
            b.m.add(sum(c.sig_vars.values()) <= c.n)


def _use_bits(b: Builder, objects: Objects, ann: Announcement, mana: ManaVars) -> None:
    """Which uses each class can have: only those some cost, keyword or ability can make."""
    convoke, improvise, _ = _keywords(b)
    parts = ann.cost_parts
    exile_gy = _exiles_from_graveyard(b, ann)
    looks_at_convoke = "convoked" in b.card.oracle_text  # "each creature that convoked it"
    for c in objects.bf:
        o = c.sample
        untapped = not o.tapped
        bits = list(c.bits)
        if untapped and (mana.tap_uses[c.index] or (convoke and o.is_a("Creature")) or (improvise and o.is_a("Artifact"))
                         or (_waterbends(b, ann) and (o.is_a("Artifact") or o.is_a("Creature")))
                         or any(p.action == "tap_power" and matches(p.filter, o) for p, _ in parts)
                         or any(p.action == "tap_untapped" and filter_matches(p.filter, o, b.player) for p, _ in parts)):
            bits.append("T")
        # a sacrifice filter may name state (bargain 702.166a: "or token"): checked whole
        if mana.sac_uses[c.index] or any(p.action == "sacrifice" and filter_matches(p.filter, o, b.player)
                                         for p, _ in parts) or \
                any(a.emerge and o.is_a("Creature") for a, _ in ann.alternatives):
            bits.append("S")
            if exile_gy and o.owner == b.player and reaches_graveyard(b.state, o, "battlefield"):
                # 704.5d: a sacrificed token ceases to exist; 701.21a: a card goes to its owner's graveyard
                bits.append("X")
        if convoke and looks_at_convoke and untapped and o.is_a("Creature"):
            bits.append("V")
        if any(p.action in ("return_unblocked", "return_to_hand") and filter_matches(p.filter, o, b.player) for p, _ in parts):
            bits.append("R")  # 702.49a, sneak, "return a land you control": returned to its owner's hand
        if any(p.action in ("behold", "behold_exile", "exile_yours") and matches(p.filter, o) for p, _ in parts):
            bits.append("E")  # behold: a permanent you control with the quality, chosen
        c.bits = tuple(bits)
    for c in objects.hand:
        c.bits += tuple(bit for bit, action in (("D", "discard"), ("H", "exile_from_hand"))
                        if any(p.action == action and matches(p.filter, c.sample) for p, _ in parts)
                        or (bit == "H" and mana.hand_exile.get(c.index)))  # a Spirit Guide exiles itself
        if "D" in c.bits and exile_gy and reaches_graveyard(b.state, c.sample, "hand"):
            c.bits += ("X",)  # 601.2h: costs are paid in any order, so a card discarded may then be exiled
        if any(p.action in ("reveal", "behold", "behold_exile") and matches(p.filter, c.sample) for p, _ in parts):
            c.bits += ("E",)  # revealed from the hand (reveal, behold)
    for c in objects.gy:
        if exile_gy and not c.sample.token:
            c.bits += ("X",)


def cost_parts(b: Builder, objects: Objects, ann: Announcement) -> tuple[list[PartChoice], list[LinearExpr]]:
    """601.2h: the objects paying each non-mana cost part; and emerge's and harmonize's reduction terms."""
    m = b.m
    out: list[PartChoice] = []
    emerge_terms: list[LinearExpr] = []
    for pi, (part, mult) in enumerate(ann.cost_parts):
        lit = b.lit(f"601.2h:part:{pi}")
        if part.action in ("sacrifice", "tap_untapped"):
            pool = objects.bf
        elif part.action in ("return_unblocked", "return_to_hand"):
            # 509.1h: an attacking creature you control not blocked; a permanent you control (601.2h)
            pool = [c for c in objects.bf if filter_matches(part.filter, c.sample, b.player)]
        elif part.action in ("discard", "exile_from_hand", "reveal"):
            pool = objects.hand
        elif part.action in ("behold", "behold_exile"):  # a permanent you control or a card in your hand
            pool = objects.bf + objects.hand
        elif part.action == "exile_yours":  # a permanent you control, exiled
            pool = objects.bf
        elif part.action in ("exile_from_graveyard", "collect_evidence"):
            pool = objects.gy + [c for c in objects.bf + objects.hand if "X" in c.bits]
        elif part.action == "tap_power":
            pool = [c for c in objects.bf if c.sample.id != b.spell.id]
        elif part.action == "blight":
            out.append(PartChoice(part, mult, {}, _blight(b, objects, pi, mult, lit)))
            continue
        else:  # pay_life: counted in the total cost
            out.append(PartChoice(part, mult, {}))
            continue
        sel: dict[int, IntVar] = {}
        for c in pool:
            if not matches(part.filter, c.sample):
                continue
            if part.action in ("sacrifice", "tap_untapped") and not filter_matches(part.filter, c.sample, b.player):
                continue  # its state-dependent parts too (bargain's "or token", 702.166a; "legendary", "token")
            if part.action in ("tap_untapped", "tap_power") and c.sample.tapped:
                continue  # 118.3: an untapped one
            if part.another and c.sample.id == b.spell.id:
                continue  # "another": not the ability's source (its own class)
            sel[c.index] = m.new_int_var(0, c.n, f"part:{pi}:{c.ids[0]}")
        _part_amount(b, objects, part, mult, sel, lit)
        if part.action == "sacrifice" and any(a.emerge and part in a.parts and mult is v for a, v in ann.alternatives):
            # 702.119a: reduced by the sacrificed creature's mana value
            emerge_terms += [v * objects.all[ci].sample.mana_value for ci, v in sel.items()]
        if part.action == "tap_untapped" and any(a.harmonize and part in a.parts and mult is v for a, v in ann.alternatives):
            # 702.180a: reduced by the tapped creature's power (none below zero, 107.1b)
            emerge_terms += [v * max(0, objects.all[ci].sample.power) for ci, v in sel.items()]
        out.append(PartChoice(part, mult, sel))
    return out, emerge_terms


def _blight(b: Builder, objects: Objects, pi: int, mult: LinearExpr, lit: IntVar) -> dict[tuple[int, tuple[str, ...]], IntVar]:
    """Blight N: one creature you control takes N -1/-1 counters, on the battlefield when the part
    is paid (601.2h; tapped or not), so not one a mana ability sacrificed (601.2g comes first; the
    reader refuses blight with sacrifice cost parts, so an "S" here is a mana ability's). Which
    creature, told apart by its other uses too, is part of the option (a key variable)."""
    m = b.m
    out: dict[tuple[int, tuple[str, ...]], IntVar] = {}
    for c in objects.bf:
        o = c.sample
        if o.controller != b.player or not o.is_a("Creature"):
            continue
        for s in [(), *c.sig_vars]:
            if "S" in s:
                continue
            v = m.new_bool_var(f"blight:{pi}:{c.ids[0]}:{''.join(s)}")
            # the objects of the class with exactly that signature (none other: the rest)
            m.add(v <= (c.sig_vars[s] if s else c.n - sum(c.sig_vars.values())))
            out[(c.index, s)] = v
            b.key_vars.append(v)
    m.add(sum(out.values()) == mult).only_enforce_if(lit)
    return out


def _part_amount(b: Builder, objects: Objects, part: CostPart, mult: LinearExpr, sel: dict[int, IntVar],
                 lit: IntVar) -> None:
    """How much of the part the chosen objects must make up."""
    m = b.m
    if part.action == "tap_power":
        # 702.122a crew: any number of creatures with total power N or more
        m.add(sum(v * crew_power(objects.all[ci].sample) for ci, v in sel.items()) >= part.amount).only_enforce_if(lit)
    elif part.action == "collect_evidence":
        # 701.59a: exile cards with total mana value N or more from your graveyard
        m.add(sum(v * objects.all[ci].sample.mana_value for ci, v in sel.items()) >= part.amount * mult).only_enforce_if(lit)
        for v in sel.values():
            m.add(v == 0).only_enforce_if(lit.negated())
        if not isinstance(mult, int):
            for v in sel.values():
                m.add(v == 0).only_enforce_if(mult.negated())
    else:
        m.add(sum(sel.values()) == part.amount * mult).only_enforce_if(lit)


def budgets(b: Builder, objects: Objects, ann: Announcement, mana: ManaVars, parts: list[PartChoice]) -> ObjectUses:
    """Each signature count equals the uses made of its bit: taps by mana abilities, costs,
    convoke and improvise; sacrifices; discards; exiles by costs and delve."""
    m = b.m
    convoke, improvise, delve = _keywords(b)
    by_use: dict[str, dict[int, list[IntVar]]] = {bit: {} for bit in "TSDHXRE"}
    for pc in parts:
        for ci, v in pc.chosen.items():
            by_use[USE_BIT.get(pc.part.action, "X")].setdefault(ci, []).append(v)
    uses = ObjectUses(parts, {}, {}, {})
    looks_at_convoke = "convoked" in b.card.oracle_text
    for c in objects.bf:
        o = c.sample
        if convoke and o.is_a("Creature") and not o.tapped:
            uses.convoke[c.index] = m.new_int_var(0, c.n, f"convoke:{c.ids[0]}")
        if improvise and o.is_a("Artifact") and not o.tapped:
            uses.improvise[c.index] = m.new_int_var(0, c.n, f"improvise:{c.ids[0]}")
        if _waterbends(b, ann) and (o.is_a("Artifact") or o.is_a("Creature")) and not o.tapped:
            uses.waterbend[c.index] = m.new_int_var(0, c.n, f"waterbend:{c.ids[0]}")
        taps = mana.tap_uses[c.index] + by_use["T"].get(c.index, []) + [uses.convoke.get(c.index, 0),
                                                                        uses.improvise.get(c.index, 0),
                                                                        uses.waterbend.get(c.index, 0)]
        m.add(sum(taps) == c.count("T"))  # 118.3: each object is tapped once at most
        m.add(sum(mana.sac_uses[c.index]) + sum(by_use["S"].get(c.index, [])) == c.count("S"))
        m.add(sum(by_use["R"].get(c.index, [])) == c.count("R"))
        m.add(sum(by_use["E"].get(c.index, [])) == c.count("E"))  # beheld
        # sacrificed for mana: tap+sacrifice abilities use tapped-and-sacrificed objects,
        # sacrifice-only abilities (Gold) untapped-and-sacrificed ones (601.2g precedes 601.2h)
        both = [v for v, tapped in mana.sac_mana[c.index] if tapped]
        only = [v for v, tapped in mana.sac_mana[c.index] if not tapped]
        if both:
            m.add(sum(both) <= sum(v for s, v in c.sig_vars.items() if "T" in s and "S" in s))
        if only:
            m.add(sum(only) <= sum(v for s, v in c.sig_vars.items() if "T" not in s and "S" in s))
        if looks_at_convoke and c.index in uses.convoke:
            m.add(uses.convoke[c.index] == c.count("V"))
    limit = _bend_limit(b, ann)
    if limit is not None:  # 701.67: each tap pays {1} of the waterbend cost, only when it is paid
        m.add(sum(uses.waterbend.values()) <= limit)
    for c in objects.hand:
        m.add(sum(by_use["D"].get(c.index, [])) == c.count("D"))
        m.add(sum(by_use["E"].get(c.index, [])) == c.count("E"))  # revealed or beheld
        # 601.2g before 601.2h: a card exiled for mana has left the hand (it pays no other cost)
        m.add(sum(by_use["H"].get(c.index, [])) + sum(mana.hand_exile.get(c.index, [])) == c.count("H"))
    for c in objects.gy + [c for c in objects.bf + objects.hand if "X" in c.bits]:
        if delve:  # 702.66a: each card exiled pays {1}
            uses.delve[c.index] = m.new_int_var(0, c.n, f"delve:{c.ids[0]}")
        m.add(sum(by_use["X"].get(c.index, [])) + uses.delve.get(c.index, 0) == c.count("X"))
    return uses


def pay_mana(b: Builder, ann: Announcement, mana: ManaVars, tc: TotalCostVars, uses: ObjectUses,
             objects: Objects) -> ManaPayment:
    """601.2h: the total cost is paid with mana (each kind where it may be spent, 106.6),
    convoke (702.51a), improvise and delve; the rest floats."""
    m = b.m
    nk = len(b.kinds)
    # total mana of each kind available for the spell after costed abilities took theirs
    early_supply: dict[int, list[LinearExpr]] = {k: [] for k in range(nk)}
    for k, n in mana.pool.items():
        early_supply[k].append(n)
    for g in mana.groups:
        if g.object is None:
            for k, n in g.produced.items():
                early_supply[k].append(g.count * n)
    early_to_costed: dict[int, list[IntVar]] = {k: [] for k in range(nk)}
    for g in mana.costed:
        for k, v in g.from_early.items():
            early_to_costed[k].append(v)
    pay = ManaPayment({}, {}, {}, {})
    big = ann.mana_bound * 4 + 200
    as_any = white_as_any(b.state, b.player)  # Celestial Dawn (609.4b): what each type may pay
    for k in range(nk):
        # 601.2g order: costless mana pays costed abilities only from what it made
        m.add(sum(early_supply[k]) >= sum(early_to_costed[k]))
        avail = b.int_var(0, big, f"avail:{k}")
        m.add(avail == sum(early_supply[k]) - sum(early_to_costed[k]) + sum(o.get(k, 0) for o in mana.costed_out))
        pay.available[k] = avail
        kind = b.kinds[k]
        terms = []
        if kind.spell_ok:  # 106.6: restricted mana only where its restriction allows
            # its own type, generic (107.4b), and {S} when it came from a snow source (107.4h)
            own = tuple(t for t in MANA_TYPES if t in paying_as(kind.type, as_any))
            for r in (*own, "generic") + (("snow",) if kind.snow else ()):
                v = b.int_var(0, big, f"spend:{k}:{r}")
                pay.spend[k, r] = v
                terms.append(v)
        left = b.int_var(0, big, f"left:{k}", key=True)
        m.add(avail == sum(terms) + left)  # 106.4: what is not spent stays in the pool
        pay.leftover[k] = left
    _convoke(b, pay, uses, objects)
    if b.ability is None and not b.for_pools and spent_matters(b.card):
        # docs/answers.md: the card looks at the mana spent to cast it, so that mana (by kind:
        # type and, where it matters, source) is part of the option; enumeration blocks on it
        for k in range(nk):
            spent = b.int_var(0, big, f"spent:{k}", key=True)
            m.add(spent == sum(v for (kk, _r), v in pay.spend.items() if kk == k))
    extra_generic = list(uses.improvise.values()) + list(uses.delve.values()) + list(uses.waterbend.values())
    for r in REQS:
        lit = b.lit(f"601.2h:pay:{r}")
        paid = [v for (_k, rr), v in pay.spend.items() if rr == r]
        paid += [v for (_ci, rr), v in pay.convoke_pay.items() if rr == r]
        if r == "generic":
            paid += extra_generic
        m.add(sum(paid) == tc.requirement[r]).only_enforce_if(lit)  # 601.2h: exactly the total cost
    return pay


def _convoke(b: Builder, pay: ManaPayment, uses: ObjectUses, objects: Objects) -> None:
    """702.51a: a convoking creature pays {1} or one mana of one of its colors."""
    for ci, v in uses.convoke.items():
        c: ObjClass = objects.all[ci]
        terms = []
        for r in ("generic", *sorted(c.sample.colors & set(COLORS))):
            p = b.int_var(0, c.n, f"convoke_pay:{ci}:{r}")
            pay.convoke_pay[ci, r] = p
            terms.append(p)
        b.m.add(sum(terms) == v)
