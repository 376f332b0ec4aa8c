"""702.188a web-slinging: "You may cast this spell by paying [cost] and returning a tapped
creature you control to its owner's hand rather than paying this spell's mana cost." Read by
``castable.model.oracle.kw15`` as an alternative cost whose part returns a creature its caster
controls that is tapped in the state (``ObjectFilter.tapped``).

That reading is exact only while no creature of the caster can become tapped as the spell is
cast: 601.2h pays the return after 601.2g's mana abilities, so a creature tapped for mana there
(its mana floating unspent, which the checkers' no-idle rule never lists), by a Drum's cost, by
convoke, improvise or a tap part may be the one returned. :func:`blocker` names that case, and
the question is then refused (exit 4), never answered without those options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.cards import CardDef
    from castable.model.state import GameObject, GameState

WEB_SLINGING = "web-slinging"
#: keywords of a spell that tap the caster's permanents as it is cast (702.51a, 702.126a)
_TAPPING_KEYWORDS = frozenset({"convoke", "improvise"})
#: cost part actions that tap permanents (601.2h): tap parts, crew-like, waterbend
_TAPPING_PARTS = frozenset({"tap_untapped", "tap_power"})


def _taps_as_cast(card: CardDef) -> bool:
    """Could casting ``card`` (any face, any cost) tap a permanent of its caster besides mana?"""
    for f in (card, *card.faces):
        if {k.lower() for k in f.keywords} & _TAPPING_KEYWORDS or any(o.waterbend for o in f.optional_costs):
            return True
        parts = [*f.additional_costs, *(p for o in f.optional_costs for p in o.parts),
                 *(p for a in f.alternative_costs for p in a.parts)]
        if any(p.action in _TAPPING_PARTS for p in parts):
            return True
    return False


def blocker(state: GameState, spell: GameObject, player: str) -> str | None:
    """Why casting ``spell`` (which has web-slinging) by ``player`` can't be answered exactly in
    this state (see the module doc), or None."""
    if not any(a.name == WEB_SLINGING for f in (spell.card, *spell.card.faces) for a in f.alternative_costs):
        return None
    untapped = [o for o in state.player(player).battlefield if "Creature" in o.types and not o.tapped]
    if not untapped:
        return None
    why = "Web-slinging (an untapped creature of the caster could be tapped while it is cast, then returned: 702.188a)"
    if _taps_as_cast(spell.card):
        return why
    if any(ab.tap for o in untapped for ab in o.card.mana_abilities):
        return why  # 601.2g: tapped for mana, then returned (601.2h)
    if any(ab.tap_creatures for o in state.battlefield() for ab in o.card.mana_abilities):
        return why  # a Drum's "Tap an untapped creature you control" (mana14)
    return None
