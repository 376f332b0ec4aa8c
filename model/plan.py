"""Plans: one concrete, checkable way to cast a spell (docs/answers.md PLAN), and the option key.

A :class:`Plan` holds the announced choices (601.2b-d), the locked-in total cost (601.2f),
the mana abilities activated in order (601.2g) and how the total cost was paid (601.2h), so
that the referee can replay it step by step. Its JSON form is docs/answers.md's PLAN plus a ``steps``
field (an extension) with the replayable detail.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import CardDef
from castable.model.mana import MANA_TYPES
from castable.model.state import GameObject, GameState

Mana = tuple[str, "str | None"]  # (mana type, id of the object that produced it, or pool source)


def mana_text(units: list[Mana] | tuple[Mana, ...]) -> str:
    counts = Counter(t for t, _ in units)
    return "".join(("{" + t + "}") * counts[t] for t in MANA_TYPES)


@dataclass(frozen=True)
class Activation:
    """One mana ability activated during 601.2g, in order.

    ``paid_with``: mana taken from the pool for its mana cost (Signets, filter lands);
    ``tapped_creatures``: creatures tapped for its cost (Springleaf Drum; mana14: the permanents of
    the kind ``ManaAbility.tap_filter`` names, Gene Pollinator's any permanent);
    ``produced``: the mana it added (each unit's source is ``object``).
    """

    object: str
    ability: int
    produced: tuple[str, ...]
    paid_with: tuple[Mana, ...] = ()
    tapped_creatures: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"object": self.object, "ability": self.ability, "produced": "".join("{" + t + "}" for t in self.produced),
                "paid_with": [{"mana": "{" + t + "}", "source": s} for t, s in self.paid_with],
                "tapped_creatures": list(self.tapped_creatures)}


@dataclass(frozen=True)
class Plan:
    """A complete, concrete choice: what was announced, what it cost, and how it was paid.

    ``announced``: for each symbol of the printed cost that was chosen (mana cost, or the
    alternative cost, then kicker costs, in order), how it is paid: ``"life"`` (Phyrexian),
    ``"generic"`` ({2/W} as {2}) or ``"mana"``; ``x`` is the announced X.
    ``spent``: the mana from the pool spent on the total cost. ``convoked`` / ``improvised`` /
    ``delved``: objects that paid for mana instead (702.51, 702.126, 702.66).
    ``cost_objects``: ids chosen for each non-mana cost part (additional, alternative and
    optional costs, in that order: the card's ``additional_costs``, then the chosen
    alternative cost's ``parts``, then each chosen optional cost's ``parts``).
    """

    card: str
    player: str
    zone: str = "hand"
    #: the ability activated (docs/cli.md's K), or None for casting the card
    ability: int | None = None
    #: the half of a split card that was cast (709.3)
    face: str | None = None
    #: 606: loyalty added (+) or removed (-) as the cost of a loyalty ability
    loyalty_change: int = 0
    #: objects untapped by a {Q} cost
    untapped: tuple[str, ...] = ()
    alternative_cost: str | None = None
    optional_costs: dict[str, int] = field(default_factory=dict)
    x: int = 0
    #: chosen modes (700.2), 0-based bullet indexes in card order, repeated for repeats
    modes: tuple[int, ...] = ()
    #: one tuple per active target slot: the card's slots (those whose ``requires`` is chosen,
    #: none when overloaded), or for a modal spell each chosen mode's slots in ``modes`` order
    targets: tuple[tuple[str, ...], ...] = ()
    #: 601.2d: (target, amount) pairs of the divided amount
    division: tuple[tuple[str, int], ...] = ()
    #: things the caster should know that don't change legality (ward triggers, 702.21a)
    notes: tuple[str, ...] = ()
    #: 601.7: who makes each choice: the modes' chooser, then one player per target slot
    mode_chooser: str | None = None
    target_choosers: tuple[str, ...] = ()
    announced: tuple[str, ...] = ()
    total_cost: str = ""
    activations: tuple[Activation, ...] = ()
    spent: tuple[Mana, ...] = ()
    convoked: tuple[str, ...] = ()
    improvised: tuple[str, ...] = ()
    #: artifacts and creatures tapped to pay {1} each of a waterbend cost (701.67)
    waterbent: tuple[str, ...] = ()
    delved: tuple[str, ...] = ()
    cost_objects: tuple[tuple[str, ...], ...] = ()
    life_paid: int = 0
    # outcome (docs/answers.md): the state change made by paying the costs
    tapped: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    exiled: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()
    #: returned to their owner's hand by a cost (ninjutsu 702.49a, sneak): unblocked attackers
    returned: tuple[str, ...] = ()
    #: blight N (the Lorwyn Eclipsed keyword action: put N -1/-1 counters on a creature you
    #: control) paid as a cost: (creature id, counters put on it), one pair per blight paid, in
    #: payment order; the same creature may appear twice (two blight costs)
    blighted: tuple[tuple[str, int], ...] = ()
    mana_pool: tuple[Mana, ...] = ()
    #: the mana spent to cast it, recorded only when the card looks at it (:func:`spent_matters`);
    #: None otherwise
    mana_spent: tuple[Mana, ...] | None = None

    def choices_json(self) -> dict[str, Any]:
        return {"zone": self.zone, "face": self.face, "alternative_cost": self.alternative_cost,
                "optional_costs": dict(self.optional_costs), "x": self.x, "modes": list(self.modes),
                "targets": [list(t) for t in self.targets], "division": dict(self.division),
                "choosers": {"modes": self.mode_chooser or self.player,
                             "targets": list(self.target_choosers) or [self.player] * len(self.targets)}}

    def to_json(self, state: GameState | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "card": self.card,
            "ability": self.ability,
            "choices": self.choices_json(),
            "outcome": {
                "tapped": list(self.tapped), "sacrificed": list(self.sacrificed), "exiled": list(self.exiled),
                "discarded": list(self.discarded), "life_paid": self.life_paid,
                "mana_pool": pool_json(self.mana_pool, state),
            },
            "total_cost": self.total_cost,
            "steps": {
                "announced": list(self.announced),
                "activations": [a.to_json() for a in self.activations],
                "spent": [{"mana": "{" + t + "}", "source": s} for t, s in self.spent],
                "convoked": list(self.convoked), "improvised": list(self.improvised), "delved": list(self.delved),
                "cost_objects": [list(c) for c in self.cost_objects],
            },
        }
        if self.waterbent:  # only when used: older readers see the steps they know
            out["steps"]["waterbent"] = list(self.waterbent)
        if self.convoked:
            out["outcome"]["convoked"] = list(self.convoked)
        if self.mana_spent is not None:
            out["outcome"]["mana_spent"] = pool_json(self.mana_spent, state)
        if self.untapped:
            out["outcome"]["untapped"] = list(self.untapped)
        if self.returned:
            out["outcome"]["returned"] = list(self.returned)
        if self.blighted:
            out["outcome"]["blighted"] = [{"object": oid, "counters": n} for oid, n in self.blighted]
        if self.notes:
            out["notes"] = list(self.notes)
        if self.loyalty_change:
            out["outcome"]["loyalty_change"] = self.loyalty_change
        return out

    def describe(self, state: GameState) -> str:
        """A human rendering: "Shock (me.hand.0) -> bob; tap Mountain (me.battlefield.0)"."""
        def name(oid: str) -> str:
            o = state.object(oid)
            return f"{o.name} ({oid})" if o else oid
        obj = state.object(self.card)
        what = name(self.card)
        if self.face is not None:
            whole = obj.card.full_name if obj is not None else self.card
            kind = "a half" if obj is None or obj.card.is_split else "a face"
            what = f"{self.face} ({self.card}, {kind} of {whole})"
            if self.face == whole and obj is not None and obj.card.is_split:  # 702.102a
                what = f"{self.face} ({self.card}, both halves fused)"
        parts = [f"cast {what} from {self.zone}" if self.ability is None
                 else f"activate ability {self.ability} of {name(self.card)}"]
        if self.alternative_cost:
            parts.append(f"alternative cost: {self.alternative_cost}")
        for k, n in self.optional_costs.items():
            parts.append(f"{k}" + (f" x{n}" if n > 1 else ""))
        if self.x:
            parts.append(f"X={self.x}")
        if self.modes:
            parts.append("modes " + ", ".join(str(m) for m in self.modes))
        amounts = dict(self.division)
        for slot in self.targets:
            parts.append("targeting " + ", ".join(name(t) + (f" ({amounts[t]})" if t in amounts else "") for t in slot))
        parts.append(f"total cost {self.total_cost or '{0}'}" + (f" and {self.life_paid} life" if self.life_paid else ""))
        for a in self.activations:
            o = state.object(a.object)
            verb = _verb(o, a.ability)
            parts.append(f"{verb} {name(a.object)} for {''.join('{' + t + '}' for t in a.produced)}")
        for label, ids in (("convoke with", self.convoked), ("improvise with", self.improvised),
                           ("waterbend with", self.waterbent), ("delve", self.delved),
                           ("sacrifice", self.sacrificed), ("discard", self.discarded),
                           ("return to hand", self.returned)):
            ids = tuple(i for i in ids if label != "sacrifice" or not any(
                a.object == i and _sacrifices_itself(state.object(i), a.ability) for a in self.activations))
            if ids:
                parts.append(f"{label} " + ", ".join(name(i) for i in ids))
        for oid, n in self.blighted:
            parts.append(f"put {n} -1/-1 counter{'s' if n != 1 else ''} on {name(oid)}")
        for oid in self._looked(state):
            o = state.object(oid)
            parts.append(f"{'reveal' if o is not None and o.zone == 'hand' else 'choose'} {name(oid)}")
        if self.mana_pool:
            parts.append(f"{mana_text(self.mana_pool)} left floating")
        return "; ".join(parts)

    def _slot_labels(self, state: GameState) -> list[str]:
        """A name per target slot: its index, or for a modal spell (mode, slot in the mode),
        so that repeated modes (700.2d) are a multiset, not a sequence."""
        o = state.object(self.card)
        choice = o.card.modes if o is not None else None
        if not self.modes or choice is None:
            return [f"target{i}" for i in range(len(self.targets))]
        return [f"mode{m}.target{j}" for m in self.modes for j in range(len(choice.modes[m].targets))]

    def option_key(self, state: GameState) -> tuple[Any, ...]:
        """The distinct-option identity of docs/answers.md: two plans are the same option when one
        turns into the other by swapping objects nothing can tell apart. Each object used is
        replaced by (what tells it apart, the set of uses it had: tapped, sacrificed, exiled,
        discarded, convoked, target slot i), and the result taken as a multiset. When the card
        looks at the mana spent to cast it (:func:`spent_matters`), that mana is part of the
        option too, as a multiset told apart by source only where the floating mana's is."""
        uses: dict[str, list[str]] = {}
        lists: list[tuple[str, tuple[str, ...]]] = [("tapped", self.tapped), ("sacrificed", self.sacrificed),
                                                    ("exiled", self.exiled), ("discarded", self.discarded),
                                                    ("returned", self.returned)]
        if self.convoked and "convoked" in _card_text(state, self.card):
            lists.append(("convoked", self.convoked))
        lists += [(label, t) for label, t in zip(self._slot_labels(state), self.targets, strict=False)]
        lists += [(f"division{n}", (oid,)) for oid, n in self.division]
        # which creature takes a blight's counters tells options apart, and how many; two blights
        # of the same size on two creatures in either order are one state change: a multiset
        lists += [(f"blight:{n}", (oid,)) for oid, n in self.blighted]
        # the object revealed or beheld stays where it is, but which one tells options apart
        # (its power can be the damage the spell deals: Monstrous Emergence)
        lists.append(("looked", self._looked(state)))
        for label, ids in lists:
            for i in ids:
                uses.setdefault(i, []).append(label)

        return self._key(state, uses)

    def _looked(self, state: GameState) -> tuple[str, ...]:
        """The objects of the plan's reveal and behold cost parts (addcost13), found in
        ``cost_objects`` by the parts' order: the card's additional costs, the chosen
        alternative cost's parts, each chosen optional cost's parts times its count."""
        card = cast_card(state, self) if self.cost_objects else None
        if card is None:
            return ()
        alt = next((a for a in card.alternative_costs if a.name == self.alternative_cost), None)
        parts = [*card.additional_costs, *(alt.parts if alt is not None else ())]
        for o in card.optional_costs:
            n = self.optional_costs.get(o.name, 0)
            parts += list(o.parts) * (n if isinstance(n, int) else 0)
        return tuple(i for p, ids in zip(parts, self.cost_objects, strict=False)
                     if p.action in ("reveal", "behold", "behold_exile", "exile_yours") for i in ids)

    def _key(self, state: GameState, uses: dict[str, list[str]]) -> tuple[Any, ...]:
        """:meth:`option_key` from each object's uses. The objects are sorted by the repr of
        (symmetry key, uses), built from the state's cached repr of the key (the repr of a
        pair is its parts' reprs in parentheses), so that the order is the one ``repr`` gives."""
        entries = []
        for i, u in uses.items():
            k, rk = state.object_key(i)
            labels = tuple(sorted(u))
            entries.append((f"({rk}, {labels!r})", (k, labels)))
        entries.sort(key=_first)
        objects = tuple(e for _, e in entries)
        pool = mana_identity(self.mana_pool, state) if self.mana_pool else ()
        spent = mana_identity(self.spent, state) if spent_matters(cast_card(state, self)) else None
        return (state.object_key(self.card)[0], self.ability, self.face, self.loyalty_change, self.zone, self.alternative_cost,
                tuple(sorted(self.optional_costs.items())), self.x, tuple(sorted(self.modes)), objects, self.life_paid, pool,
                spent)


def _first(entry: tuple[str, Any]) -> str:
    return entry[0]


def spent_matters(card: CardDef | None) -> bool:
    """Is the mana spent to cast ``card`` part of its option (docs/answers.md "Distinct
    options")? When its own text looks at that mana (adamant, converge, sunburst 702.44, "if
    {R}{R} was spent to cast it": ``CardDef.spent_matters``). ``card`` is what is cast: the
    face or half chosen, or None for an ability (602) or a face-down spell (708.2: no text)."""
    return card is not None and card.spent_matters


def cast_card(state: GameState, plan: Plan) -> CardDef | None:
    """The card definition ``plan`` casts: the face or half named (709.3, 715.3, 712), None for
    an activation (602) or a spell cast face down (708.2: it has no text)."""
    o = state.object(plan.card)
    if o is None or plan.ability is not None:
        return None
    card = o.card
    if plan.alternative_cost is not None and any(a.face_down and a.name == plan.alternative_cost
                                                 for a in card.alternative_costs):
        return None
    if plan.face is not None:
        return next((f for f in card.castable_faces if f.name == plan.face), None)
    return card


def mana_identity(units: tuple[Mana, ...] | list[Mana], state: GameState) -> tuple[Any, ...]:
    """Mana as part of an option: a multiset of types, each told apart by its source only where
    the source matters (snow, a spending restriction: ``source_rule``)."""
    return tuple(sorted(((t, source_rule(s, state)) for t, s in units), key=repr))


def _card_text(state: GameState, oid: str) -> str:
    o = state.object(oid)
    return o.card.oracle_text if o is not None else ""


def source_rule(source: str | None, state: GameState) -> Any:
    """Only what a mana's source changes (snow, spending restrictions) tells mana apart."""
    if source is None or _plain(source, state):
        return None
    o = state.object(source)
    if o is None:
        card = state.db.get(source) if state.db else None
        return (bool(card and "Snow" in card.supertypes), tuple(sorted({a.restriction or "" for a in card.mana_abilities}))
                if card else None)
    return (o.is_snow, tuple(sorted({a.restriction or "" for a in o.card.mana_abilities})), tuple(sorted(o.chosen.items())))


def pool_json(units: tuple[Mana, ...] | list[Mana], state: GameState | None) -> str | list[dict[str, Any]]:
    """docs/cli.md: a plain mana string, or the list form when a unit's source matters."""
    if state is None or all(_plain(s, state) for _, s in units):
        return mana_text(list(units))
    groups: dict[str | None, list[Mana]] = {}
    for u in units:
        groups.setdefault(u[1] if not _plain(u[1], state) else None, []).append(u)
    return [{"mana": mana_text(v), "source": k} if k is not None else {"mana": mana_text(v)} for k, v in groups.items()]


def _plain(source: str | None, state: GameState) -> bool:
    if source is None:
        return True
    o = state.object(source)
    if o is None:
        card = state.db.get(source) if state.db else None
        return card is None or ("Snow" not in card.supertypes and all(a.restriction is None for a in card.mana_abilities))
    return not o.is_snow and all(a.restriction is None for a in o.card.mana_abilities)


def with_notes(state: GameState, plan: Plan) -> Plan:
    """Add what the caster should know but doesn't change legality: the ward abilities its
    targets will trigger (702.21a: "counter it unless that player pays")."""
    notes = []
    for oid in sorted({t for slot in plan.targets for t in slot}):
        o = state.object(oid)
        if o is None or o.zone != "battlefield" or o.controller == plan.player:
            continue
        for kw in sorted(k for k in (*o.card.keywords, *o.granted) if k.lower().startswith("ward")):
            notes.append(f"702.21a: {o.name} ({oid}) has {kw}: it triggers, and the spell or ability is countered "
                         "unless that cost is paid")
    return dataclasses.replace(plan, notes=tuple(notes)) if notes else plan


def _verb(o: GameObject | None, ability: int) -> str:
    """How a mana activation reads: "sacrifice" (a Treasure), "tap" ({T}: Add), "activate" (its
    cost neither taps nor sacrifices it: Kozilek's Translator's "Pay 1 life: Add {C}.")."""
    if o is None:
        return "tap"
    ab = o.card.mana_abilities[ability]
    return "sacrifice" if ab.sacrifice_self else "tap" if ab.tap else "activate"


def _sacrifices_itself(o: GameObject | None, ability: int) -> bool:
    """Is mana ability ``ability`` of ``o`` one that sacrifices its source (a Treasure)?"""
    return o is not None and o.card.mana_abilities[ability].sacrifice_self
