"""702.47a splice: "As you cast an Arcane spell, you may reveal this card from your hand and
pay its splice cost. If you do, add this card's effects to that spell." (702.47: a static
ability of a card in its owner's hand; "Splice onto instant or sorcery" is the same for
instant and sorcery spells). Revealing and paying happen as the other spell is cast (601.2b,
601.2f) and the spliced text brings its own targets (601.2c): options of that other spell no
checker lists. So no answer is given about casting a spell a splice card in its caster's hand
could be spliced onto (exit 4 naming the splice card, never a guess); casting the splice card
itself, and every other spell, is answered as usual (its splice ability changes nothing about
them). The reader (``castable.model.oracle.kw15``) gives the card the keyword
``Splice onto Arcane`` / ``Splice onto instant or sorcery``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.cards import CardDef
    from castable.model.state import GameObject, GameState

ARCANE = "Splice onto Arcane"
INSTANT_OR_SORCERY = "Splice onto instant or sorcery"


def _onto(keyword: str, card: CardDef) -> bool:
    """Could a card with this splice keyword be spliced onto a spell of ``card`` (any face)?"""
    faces = (card, *card.faces)
    if keyword == ARCANE:
        return any("Arcane" in f.subtypes for f in faces)
    return keyword == INSTANT_OR_SORCERY and any(f.types & {"Instant", "Sorcery"} for f in faces)


def splice_blocker(state: GameState, spell: GameObject, player: str) -> GameObject | None:
    """A card of ``player``'s hand, other than ``spell`` (it is on the stack by then, 601.2a),
    that could be spliced onto ``spell`` cast by ``player``; None when there is none."""
    for o in state.player(player).hand:
        if o is spell or o.id == spell.id:
            continue
        if any(_onto(k, spell.card) for k in o.card.keywords if k in (ARCANE, INSTANT_OR_SORCERY)):
            return o
    return None


def splice_text(o: GameObject) -> str:
    """The refusal's text for the splice card ``o``."""
    keyword = next(k for k in sorted(o.card.keywords) if k in (ARCANE, INSTANT_OR_SORCERY))
    return f"{keyword} (splicing it onto the spell cast is not modelled: 702.47a)"
