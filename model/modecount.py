"""How many modes a modal spell may choose, when the number depends on the state (spell13, issue
13): a pure definition every checker calls (the CP-SAT model, the referee, the reference).

- 700.2, 601.2b: the modes are announced as the spell is cast, after the card has moved to the
  stack (601.2a); a condition "as you cast this spell" is decided then, by the state, before any
  cost is paid. The spell itself is no longer in its owner's graveyard (cast with flashback or a
  permission), so it never counts toward its own condition.
- Delirium (207.2c, an ability word): "If there are four or more card types among cards in your
  graveyard, choose one or more instead." The card types are those of 205.2a (Tribal is Kindred's
  former name: one type).
- Descend 8 (207.2c): "If there are eight or more permanent cards in your graveyard as you cast
  this spell, choose one or more instead." A permanent card is an artifact, battle, creature,
  enchantment, land or planeswalker card (110.4a).
- "Choose one. If this spell's additional cost was paid, choose both instead." (Pyrrhic Strike):
  the optional cost and the modes are announced together (601.2b); paid, every mode is chosen
  (both, exactly), else one (:func:`paid_mode_choice`, given the costs chosen).
- "If you control a commander as you cast this spell, you may choose both."
  (:mod:`castable.model.commander_control`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from typing import TYPE_CHECKING

from castable.model.commander_control import mode_choice as commander_mode_choice

if TYPE_CHECKING:
    from castable.model.cards import CardDef, ModeChoice
    from castable.model.state import GameObject, GameState

#: 205.2a: the card types (Tribal, Kindred's former name, is counted as Kindred)
_CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
                         "Planeswalker", "Sorcery"})
#: 110.4a: the types of a permanent card
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
#: the conditions read (``CardDef.more_modes_if``)
CONDITIONS = ("delirium", "descend8")


def _graveyard(state: GameState, player: str, spell: GameObject | None) -> list[GameObject]:
    """The cards in ``player``'s graveyard as the modes are announced: not the spell (601.2a)."""
    return [o for o in state.player(player).graveyard if spell is None or o.id != spell.id]


def card_types_among(cards: list[GameObject]) -> int:
    """Delirium's count: the card types among ``cards`` (205.2a)."""
    return len({"Kindred" if t == "Tribal" else t for o in cards for t in o.types} & _CARD_TYPES)


def condition_met(condition: str, state: GameState, player: str, spell: GameObject | None) -> bool:
    """Whether ``condition`` (``CONDITIONS``) holds for ``player`` casting ``spell`` now."""
    cards = _graveyard(state, player, spell)
    if condition == "delirium":
        return card_types_among(cards) >= 4
    if condition == "descend8":
        return sum(1 for o in cards if o.types & _PERMANENT_TYPES) >= 8
    raise ValueError(f"unknown mode condition {condition!r}")


def mode_choice(card: CardDef, state: GameState, player: str, spell: GameObject | None = None) -> ModeChoice | None:
    """700.2, 601.2b: the modes ``player`` may choose casting ``spell`` (``card``) now: a choose-one
    whose ``more_modes_if`` holds is one or more (every mode); the commander's "you may choose
    both" as :func:`castable.model.commander_control.mode_choice` decides."""
    mc = commander_mode_choice(card, state, player)
    if mc is None or card.more_modes_if is None or not condition_met(card.more_modes_if, state, player, spell):
        return mc
    return dataclasses.replace(mc, max_modes=len(mc.modes))


def when_paid(mc: ModeChoice | None, card: CardDef) -> tuple[str, ModeChoice] | None:
    """"Choose both instead" (``all_modes_if_paid``): the optional cost that changes the modes
    and the modes when it is paid (every mode, exactly); None when no cost changes them."""
    if mc is None or card.all_modes_if_paid is None:
        return None
    return card.all_modes_if_paid, dataclasses.replace(mc, min_modes=len(mc.modes), max_modes=len(mc.modes))


def paid_mode_choice(mc: ModeChoice | None, card: CardDef, paid: Collection[str]) -> ModeChoice | None:
    """The modes when the optional costs named in ``paid`` are paid (:func:`when_paid`)."""
    variant = when_paid(mc, card)
    return variant[1] if variant is not None and variant[0] in paid else mc


def pawprint_budget(mc: ModeChoice) -> tuple[tuple[int, ...], int] | None:
    """700.2i: each mode's pawprints and the most the chosen modes may total; None when the
    modes are not chosen by pawprints."""
    if mc.pawprint_limit is None:
        return None
    return tuple(m.pawprints for m in mc.modes), mc.pawprint_limit


def pawprints_fit(mc: ModeChoice, modes: Collection[int]) -> bool:
    """700.2i: "Choose up to N {P} worth of modes": the pawprints listed for the chosen modes
    (``modes``: indexes, a repeated mode once per repeat) total at most N."""
    return mc.pawprint_limit is None or sum(mc.modes[m].pawprints for m in modes) <= mc.pawprint_limit

