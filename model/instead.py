"""mana14: "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (Leafkin
Druid, Raucous Audience, Ilysian Caryatid, the Urza lands; River of Tears' "If you played a land
this turn"): the mana ability's amount as the
state decides it (``ManaAbility.instead`` / ``instead_if``), set on each permanent's ability
before any checker looks, as ``castable.model.restrict`` sets prohibitions.

The condition is read as casting begins. That is exact: a mana ability may be activated before
any other (605.3a) and then adds the larger amount; during the payment nothing the engine reads
gives its controller a permanent, raises a power or plays a land (mana abilities only tap,
sacrifice or exile their own sources and what their costs name), so the condition can only stop holding, which
would only make less mana from the same objects: no option (told apart by what is tapped and
sacrificed) is gained or lost by reading it once.
"""

from __future__ import annotations

import dataclasses

from castable.model.cards import ManaAbility
from castable.model.state import GameState, Player, filter_matches


def apply(state: GameState) -> None:
    """Give each face-up permanent's "instead" mana abilities the amount the state gives them."""
    for o in state.battlefield():
        card = o.card
        text = card.abilities_text or card.mana_abilities_text
        if o.face_down or not any(isinstance(ab, ManaAbility) and ab.instead for ab in text):
            continue
        new = tuple(_decided(ab, state.player(o.controller)) if isinstance(ab, ManaAbility) and ab.instead else ab
                    for ab in text)
        mana = tuple(ab for ab in new if isinstance(ab, ManaAbility))
        o.card = dataclasses.replace(card, abilities_text=new, mana_abilities_text=mana,
                                     derived_from=card.derived_from or card)


def _decided(ab: ManaAbility, me: Player) -> ManaAbility:
    """``ab`` making its ``instead`` mana when its controller ``me`` controls what ``instead_if``
    asks, or has played a land this turn (``instead_after_land``: 305.1, the state's count)."""
    holds = all(sum(1 for x in me.battlefield if all(filter_matches(f, x, me.name) for f in filters)) >= count
                for filters, count in ab.instead_if) and (not ab.instead_after_land or me.lands_played_this_turn >= 1)
    return dataclasses.replace(ab, produces=ab.instead) if holds else ab
