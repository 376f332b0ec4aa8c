"""Conditional flash permissions of a card itself (``CardDef.flash_if``): "You may cast this
spell as though it had flash if you control a Faerie." (Illusion Spinners), "If you control a
creature with power 4 or greater, you may cast ~ as though it had flash." (Dragon Grip), "If
there are three or more Lesson cards in your graveyard, ..." (Serpent of the Pass).

601.3, 117.1a: while its condition holds for the player who could cast it, the card may be cast
any time that player could cast an instant. :func:`apply` (called by
``castable.model.commander.resolve`` after the keywords granted to spells, on every state the
parser reads and every state change makes; each card gets its own card back first) gives such a
card the keyword Flash while its condition holds, so the three checkers read ``has_flash`` as
they always have. The condition is checked before the spell is cast: a graveyard condition on a
card in that graveyard would count the card itself or not depending on when 601.3 looks, so
such a card there is unsupported (exit 4), never guessed.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, FlashCondition
from castable.model.state import filter_matches

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

#: the zones a player casts their cards from (601.2a, 601.3, 903.8)
_ZONES = ("hand", "graveyard", "exile", "command")


def _caster(o: GameObject) -> str:
    """Who could cast ``o``: its owner, or whom its casting permission names."""
    player = o.permission.player if o.permission is not None else None
    return str(player) if player else o.owner


def holds(c: FlashCondition, state: GameState, caster: str) -> bool:
    """Whether ``c`` holds for ``caster`` now."""
    if c.kind == "control":
        return any(filter_matches(c.filter, o, caster) for o in state.player(caster).battlefield)
    return sum(1 for o in state.player(caster).graveyard if filter_matches(c.filter, o, caster)) >= c.count


def _with_flash(card: CardDef, state: GameState, caster: str) -> CardDef:
    if card.flash_if is None or "Flash" in card.keywords or not holds(card.flash_if, state, caster):
        return card
    return dataclasses.replace(card, keywords=card.keywords | {"Flash"})


def apply(state: GameState) -> None:
    """Give Flash to each card in a castable zone whose condition holds (see the module doc)."""
    for p in state.players:
        for z in _ZONES:
            for o in p.zone(z):
                base = o.card
                if base.flash_if is None and not any(f.flash_if is not None for f in base.faces):
                    continue
                if z == "graveyard" and any(c.flash_if is not None and c.flash_if.kind == "graveyard"
                                            for c in (base, *base.faces)):
                    o.card = dataclasses.replace(base, derived_from=base.derived_from or base, unsupported=(
                        "a flash permission counting cards in the graveyard this card is in (601.3): not modelled"))
                    continue
                caster = _caster(o)
                faces = tuple(_with_flash(f, state, caster) for f in base.faces)
                new = _with_flash(base, state, caster)
                if faces != base.faces:
                    new = dataclasses.replace(new, faces=faces)
                if new is not base:
                    o.card = dataclasses.replace(new, derived_from=base.derived_from or base)
