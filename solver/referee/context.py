"""The replay context every step of the referee reads and reports into.

One :class:`Replay` per plan: the state and the plan, the problems found so far (each a string
starting with the rule it breaks), the objects by id as the plan sees them (a split card's
chosen half, 709.3; a face-down spell, 708.2), and what is being "cast" (602.2b: the spell, or
the pseudo-card standing for an activated ability). The steps themselves live in their own
modules (``timing``, ``announce``, ``targets``, ``total_cost``, ``mana_abilities``,
``payment``); ``run`` calls them in rule order.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from castable.model.cards import ActivatedAbility, ManaAbility, bestowed_card
from castable.model.plan import Plan
from castable.model.rules import ability_card
from castable.model.rules import face_down_spell as face_down_object
from castable.model.state import GameObject, GameState, Player

#: how a step reports a problem: (rule, message)
ErrFn = Callable[[str, str], None]


class Replay:
    """The replay context of one plan (see the module docstring)."""

    def __init__(self, state: GameState, plan: Plan, *, compare_outcome: bool) -> None:
        self.state = state
        self.plan = plan
        #: compare the plan's outcome fields (tapped, ..., total_cost) with the replay's
        self.compare_outcome = compare_outcome
        self.problems: list[str] = []
        self.by_id: dict[str, GameObject] = {o.id: o for o in state.objects()}
        self._cast_half()
        self._cast_face_down()
        self._cast_bestowed()
        self.players: dict[str, Player] = {p.name: p for p in state.players}
        # 602.2b: an ability is activated like a spell is cast, its activation cost standing
        # for the mana cost; ``subject`` is what is "cast": the spell, or the ability as a
        # pseudo-card named after its source (and carrying the source's id and state)
        self.source: GameObject | None = None
        self.ability: ManaAbility | ActivatedAbility | None = None
        self.subject: GameObject | None = self.by_id.get(plan.card)
        if plan.ability is not None:
            self._ability_subject(plan.ability)

    def _cast_half(self) -> None:
        """709.3: a split card is cast as one of its halves, with only that half's characteristics."""
        plan = self.plan
        spell = self.by_id.get(plan.card)
        if plan.face is not None and spell is not None:
            face = next((f for f in spell.card.castable_faces if f.name == plan.face), None)  # 702.102: fused too
            if face is None:
                self.problems.append(f"709.3: {spell.name} has no half named {plan.face!r}")
            else:
                self.by_id[plan.card] = dataclasses.replace(spell, card=face)

    def _cast_face_down(self) -> None:
        """702.37c, 702.168a: cast face down, the spell is a 2/2 Creature with no text, no name,
        no subtypes and no mana cost (708.2-708.4): none of the card's own abilities apply."""
        plan = self.plan
        spell = self.by_id.get(plan.card)
        if plan.ability is None and plan.alternative_cost is not None and spell is not None:
            down = [a for a in spell.card.alternative_costs if a.face_down and a.name == plan.alternative_cost]
            if down and plan.face is not None:
                self.problems.append(f"708.4: a face-down spell has no face to choose, the plan names {plan.face!r}")
            elif down:
                self.by_id[plan.card] = face_down_object(spell, down[0])

    def _cast_bestowed(self) -> None:
        """702.103b: cast for its bestow cost, the spell is an Aura enchantment spell with enchant
        creature, no longer a creature spell (:func:`castable.model.cards.bestowed_card`)."""
        plan = self.plan
        spell = self.by_id.get(plan.card)
        if plan.ability is None and plan.alternative_cost is not None and spell is not None:
            alt = next((a for a in spell.card.alternative_costs if a.bestow and a.name == plan.alternative_cost), None)
            if alt is not None:
                self.by_id[plan.card] = dataclasses.replace(spell, card=bestowed_card(spell.card, alt))

    def _ability_subject(self, index: int) -> None:
        """602.2b: the ability's pseudo-card (None when the source or the ability is unknown)."""
        src = self.by_id.get(self.plan.card)
        card = ability_card(src, index) if src is not None else None
        self.subject = None
        if src is not None and card is not None:
            self.source = src
            self.ability = src.card.activated_abilities[index]
            self.subject = dataclasses.replace(src, card=card)

    @property
    def full_ability(self) -> ActivatedAbility | None:
        """The ability activated, when it is not a bare mana ability."""
        return self.ability if isinstance(self.ability, ActivatedAbility) else None

    def err(self, rule: str, msg: str) -> None:
        self.problems.append(f"{rule}: {msg}")

    def name(self, oid: str) -> str:
        o = self.by_id.get(oid)
        return f"{o.name} ({oid})" if o is not None else repr(oid)

    def on_battlefield(self, oid: str, gone: list[str]) -> GameObject | None:
        """``oid`` if it is still a permanent: on the battlefield and not in ``gone`` (sacrificed
        by a mana ability during 601.2g)."""
        o = self.by_id.get(oid)
        if o is None or o.zone != "battlefield" or oid in gone:
            return None
        return o
