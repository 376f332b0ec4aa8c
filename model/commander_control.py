""""If you control a commander" (Commander Legends' and later free spells and Wills): pure
definitions every checker shares (alt13b, issue 13).

The rules used (903 is not in ``shared/rules``), in our words:

- 903.3: a commander is the card a player designated as such (here: ``players[i].commanders``);
  it is that card wherever it is, so a commander on the battlefield is a permanent like any
  other, controlled by whoever controls it (108.4). "If you control a commander" asks whether
  any commander — yours or another player's — is a permanent you control (the printed rulings
  of these cards say whose commander it is doesn't matter).
- 601.2b: the caster announces modes and an alternative cost as they begin to cast, so the
  condition is decided by the state before any cost is paid (a commander sacrificed later in
  the same casting doesn't undo the choice).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.commander import is_commander

if TYPE_CHECKING:
    from castable.model.cards import AlternativeCost, CardDef, ModeChoice
    from castable.model.state import GameState


def controls_commander(state: GameState, player: str) -> bool:
    """903.3: ``player`` controls a permanent that is some player's commander."""
    return any(o.controller == player and is_commander(state, o) for o in state.battlefield())


def mode_choice(card: CardDef, state: GameState, player: str) -> ModeChoice | None:
    """700.2, 601.2b: the modes ``player`` may choose casting ``card`` now: "Choose one. If you
    control a commander as you cast this spell, you may choose both." (``commander_both``) is
    one or both while they control a commander, one otherwise."""
    mc = card.modes
    if mc is None or not card.commander_both or not controls_commander(state, player):
        return mc
    return dataclasses.replace(mc, max_modes=len(mc.modes))


def alternative_open(alt: AlternativeCost, state: GameState, player: str) -> bool:
    """118.9: "If you control a commander, you may cast this spell without paying its mana cost"
    (``needs_commander``) is open only while ``player`` controls a commander."""
    return not alt.needs_commander or controls_commander(state, player)
