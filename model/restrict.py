"""Activated abilities a permanent's static ability prohibits (602.5): "Enchanted creature can't
attack or block, and its activated abilities can't be activated." (Arrest), "Enchanted
creature's activated abilities can't be activated.", "... unless they're mana abilities".

The reader records the prohibition as a :class:`~castable.model.cards.PermanentGrant` with
``forbids`` (``castable.model.oracle.restrict``); ``castable.model.permgrants.granted`` says
which permanent it reaches (the one the Aura is attached to, if of the kind named).
:func:`apply` runs last in ``castable.model.commander.resolve``, once every ability the
permanent has is in place (its own, those of its basic land types (305.6), those granted to
it (613.1f) and the mana effects folded into them): each of them (the non-mana ones for
"nonmana") is marked ``prohibited``, so every checker refuses to begin activating it (602.5:
a player can't begin to activate an ability that's prohibited from being activated); a
prohibited mana ability also makes no mana (``produces`` empty), so no payment, pool or
count uses it (601.2g, 605.3a activate mana abilities; this one can't be).
The numbering K of docs/cli.md is unchanged: the abilities stay, prohibited.

:func:`devotion_types` is the Theros Gods' "As long as your devotion to black is less than
five, ~ isn't a creature." (``CardDef.devotion_creature``): a type-changing effect (613.1d,
layer 4) that takes Creature out of the permanent's card types while its controller's devotion
(700.5; to two colors, 700.5a: each mana symbol of either color, once) is below N, so targets
(601.2c), convoke, crew and summoning sickness (302.6) see an enchantment. It keeps the God
subtype (the type line's words after the dash: a filter naming "God" is not asked by any
checker's grammar today). In other zones the card is a creature card.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, TypeAlias

from castable.model.cards import ActivatedAbility, CardDef, ManaAbility
from castable.model.rules import devotion_to

if TYPE_CHECKING:
    from castable.model.permgrants import Gained
    from castable.model.state import GameObject, GameState

Ability: TypeAlias = ManaAbility | ActivatedAbility


def prohibit(ab: Ability, forbids: str) -> Ability:
    """``ab`` prohibited (602.5) if ``forbids`` reaches it ("all", or "nonmana": not a mana ability)."""
    if isinstance(ab, ManaAbility):
        return _prohibit_mana(ab, forbids)
    return dataclasses.replace(ab, prohibited=True)


def _prohibit_mana(ab: ManaAbility, forbids: str) -> ManaAbility:
    return dataclasses.replace(ab, prohibited=True, produces=()) if forbids == "all" else ab


def _prohibited_card(o: GameObject, forbids: str) -> None:
    card = o.card
    intrinsic = tuple(_prohibit_mana(ab, forbids) for ab in card.intrinsic_mana_abilities)
    text = tuple(prohibit(ab, forbids) for ab in (card.abilities_text or card.mana_abilities_text))
    mana = tuple(ab for ab in text if isinstance(ab, ManaAbility))
    if intrinsic == card.intrinsic_mana_abilities and text == (card.abilities_text or card.mana_abilities_text):
        return
    o.card = dataclasses.replace(card, intrinsic_mana=intrinsic, abilities_text=text,
                                 mana_abilities_text=mana, derived_from=card.derived_from or card)


def apply(state: GameState, given: dict[str, Gained]) -> None:
    """Mark prohibited every ability the prohibitions in ``given`` reach (see the module doc)."""
    for oid, gained in given.items():
        if gained.forbids is None:
            continue
        o = state.object(oid)
        if o is not None and o.zone == "battlefield" and not o.face_down:
            _prohibited_card(o, gained.forbids)


def not_creature(card: CardDef) -> CardDef:
    """``card`` without the card type Creature (its subtypes kept)."""
    left, dash, right = card.type_line.partition("—")
    words = [w for w in left.split() if w != "Creature"]
    return dataclasses.replace(card, type_line=" ".join(words) + (f" {dash} {right.strip()}" if dash else ""))


def devotion_types(state: GameState, cards: dict[str, CardDef]) -> None:
    """The Gods' cards in ``cards`` (each face-up permanent's card after layer 4, by id) without
    Creature while their controller's devotion is too low (see the module doc); their
    ``o.card`` too, at once, so that the grants of layer 6 (613.1f: "Enchanted creature")
    see the type this layer gives."""
    for o in state.battlefield():
        card = cards.get(o.id)
        if card is None or card.devotion_creature is None or "Creature" not in card.types or o.face_down:
            continue
        colors, need = card.devotion_creature
        if devotion_to(state.player(o.controller).battlefield, colors) >= need:
            continue
        cards[o.id] = typed = not_creature(card)
        o.card = dataclasses.replace(typed, derived_from=o.card.derived_from or o.card)
