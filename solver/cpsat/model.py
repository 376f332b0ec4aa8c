"""One CP-SAT model of casting one spell (or activating one ability, 602.2b): 601.2b
(announcements), 601.2c-d (targets), 601.2f (total cost), 601.2g (mana abilities) and 601.2h
(payment), decided jointly. Each step module adds its constraints and returns a record of its
variables; :class:`CastModel` holds those records, and :func:`build` adds the steps in order.

The counts of each class's use signatures, the announced choices and the mana left floating
are exactly the distinct option of docs/answers.md, so enumeration blocks one option key after another
(``search``). The vocabulary the steps share (mana kinds, object classes, the builder) is in
``objects``.
"""

from __future__ import annotations

from castable.model.cards import ActivatedAbility, ManaAbility
from castable.model.commander import foreign_sources
from castable.model.state import GameObject, GameState
from castable.solver.cpsat import announce, mana_abilities, payment, targets, total_cost
from castable.solver.cpsat.announce import Announcement
from castable.solver.cpsat.mana_abilities import ManaVars
from castable.solver.cpsat.objects import Builder, IntVar, Kind, ObjClass, Objects, collect_objects
from castable.solver.cpsat.payment import ManaPayment, ObjectUses
from castable.solver.cpsat.targets import TargetVars
from castable.solver.cpsat.total_cost import TotalCostVars

__all__ = ["CastModel", "Kind", "ObjClass", "Objects", "build"]


class CastModel(Builder):
    """The model of casting ``spell`` by ``player`` (see module doc): the builder and the
    records of its steps."""

    objects: Objects
    announcement: Announcement
    targets: TargetVars
    division: dict[tuple[int, tuple[str, ...], int], IntVar]
    total: TotalCostVars
    mana: ManaVars
    uses: ObjectUses
    payment: ManaPayment

    def __init__(self, state: GameState, player: str, spell: GameObject, *, mode: str | None = "any",
                 for_pools: bool = False, ability: tuple[int, ManaAbility | ActivatedAbility] | None = None) -> None:
        super().__init__(state, player, spell, mode=mode, for_pools=for_pools, ability=ability)
        build(self)


def build(cm: CastModel) -> None:
    """Adds the steps in the order of 601.2; signatures (which need every step's use bits)
    come after the mana abilities, and only then can targets and costs be linked to them."""
    cm.objects = collect_objects(cm.me, cm.spell, cm.ability is not None, foreign_sources(cm.state, cm.player))
    cm.announcement = announce.add(cm)                                       # 601.2b
    cm.targets = targets.add(cm, cm.objects, cm.announcement)                # 601.2c
    cm.total = total_cost.add(cm, cm.announcement)                           # 601.2f
    cm.mana = mana_abilities.add(cm, cm.objects)                             # 601.2g
    mana_abilities.life_budget(cm, cm.mana, cm.total.life)                   # 119.4: life for mana abilities
    payment.signatures(cm, cm.objects, cm.announcement, cm.targets, cm.mana)  # 601.2h: who does what
    cm.division = targets.link(cm, cm.targets, cm.objects, cm.announcement)  # 601.2c-d
    total_cost.link_targets(cm, cm.total, cm.targets, cm.objects, cm.announcement)  # 601.2f
    parts, emerge = payment.cost_parts(cm, cm.objects, cm.announcement)       # 601.2h non-mana costs
    total_cost.link_emerge(cm, cm.total, emerge)                             # 702.119a
    cm.uses = payment.budgets(cm, cm.objects, cm.announcement, cm.mana, parts)
    cm.payment = payment.pay_mana(cm, cm.announcement, cm.mana, cm.total, cm.uses, cm.objects)  # 601.2h mana
    if not cm.for_pools:
        mana_abilities.no_idle(cm, cm.mana, cm.payment.spend)               # docs/cli.md: no idle activations
