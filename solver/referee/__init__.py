"""The referee: an independent, step-by-step replay of one :class:`Plan` (rule 601.2).

:func:`check` returns the list of problems found (empty: the plan is a legal cast), each a
short string starting with the rule it breaks, e.g. ``"601.2h: {R} not paid"``.

This package deliberately shares no code with the CP-SAT encoding: it reads only the model
(``castable.model``, including the pure definitions of ``model/rules.py`` and the plan of
``model/plan.py``) and the plan, and re-derives everything (total cost, mana produced, what was
tapped, sacrificed, exiled, what is left floating) by direct simulation.

One module per rule step, named as on the CP-SAT side: ``timing`` (117, 601.3, 602.5,
702.61a), ``announce`` (601.2b), ``targets`` (601.2c-d), ``total_cost`` (601.2f),
``mana_abilities`` (601.2g), ``payment`` (601.2h); ``context`` holds the replay context they
share, ``pool`` the mana pool of 601.2g-h, and ``run`` calls the steps in order and holds the
entry points re-exported here.

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

Activated abilities (602; ``plan.ability`` is docs/cli.md's K, ``plan.card`` the source's id, and
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

from castable.model.rules import ability_card
from castable.model.rules import face_down_spell as face_down_object

from .announce import Announcement
from .mana_abilities import ManaAbilitiesDone
from .payment import Outcome

# ``total_cost`` is both a step module and an entry point: importing ``run`` loads every step
# module first (a package attribute is set to a submodule only when that is first loaded), so
# the name bound here is the function (tests/test_referee_package.py checks it). The step
# module is reached with ``from castable.solver.referee.total_cost import ...`` (or
# importlib.import_module); ``import castable.solver.referee.total_cost as m`` gives the function.
from .run import (
    announcement_symbols,
    check,
    illegal_target,
    replay,
    slot_illegal,
    target_problems,
    timing_problems,
    total_cost,
)
from .targets import ActiveSlot, active_slots, divided, divided_slot, slot_bounds
from .total_cost import TotalCost, cost_text

__all__ = ["ActiveSlot", "Announcement", "ManaAbilitiesDone", "Outcome", "TotalCost", "ability_card", "active_slots",
           "announcement_symbols", "check", "cost_text", "divided", "divided_slot", "face_down_object", "illegal_target",
           "replay", "slot_bounds", "slot_illegal", "target_problems", "timing_problems", "total_cost"]
