"""Keywords a player has from the permanents they control ("You have hexproof.", "You have
shroud.": 702.11b, 702.18a, 113.6: a static ability of a permanent works on the battlefield).

A pure state step run by ``castable.model.commander.resolve`` (so on every state and after every
change): each player's ``granted`` becomes the state's own keywords plus those the face-up
permanents they control give them (``CardDef.player_keywords``; 708.2: a face-down permanent has
no abilities). ``Player.granted_by_permanents`` remembers the added part, so a permanent that
left takes its keyword with it and the JSON keeps only the state's own. All three checkers then
read the player's keywords through ``castable.model.rules.untargetable_by``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.state import GameState


def apply(state: GameState) -> None:
    """Set each player's ``granted`` to its own keywords plus its permanents' (see the module doc)."""
    for p in state.players:
        own = p.granted - p.granted_by_permanents
        given = frozenset(k for o in state.battlefield() if o.controller == p.name and not o.face_down
                          for k in o.card.player_keywords)
        p.granted_by_permanents = given - own
        p.granted = own | given
