"""Keywords that permanents grant to the spells their controller casts (``CardDef.spell_grants``:
"Artifact spells you cast have convoke.", Chief Engineer; "Nonartifact spells you cast have
improvise.", Inspiring Statuary; "Spells you cast have delve.", Teval; "Each creature spell you
cast has emerge. The emerge cost is equal to its mana cost.", Herigast).

The spell has the keyword on the stack as if printed (702.51a convoke, 702.126a improvise,
702.66a delve, 702.119a emerge), so it applies while the spell is cast: to the total cost
(601.2f, emerge's reduction) and its payment (601.2h). :func:`apply` gives each card its
caster could cast the keywords its face(s) would have as that spell, the filter checked on the
face cast (its types, subtypes and colors on the stack); the CP-SAT model, the referee and the
reference then read ``card.keywords`` and ``card.alternative_costs`` as they always have.
Called by ``castable.model.commander.resolve``, which first gives every object outside the
battlefield back its own card (``derived_from``), so a grant that left is gone.

Two instances of convoke, improvise or delve are redundant (702.51d, 702.126c, 702.66c): the
keyword is a set member. A granted emerge on a card that already has an emerge cost, or whose
mana cost has {X} (the reader refuses printed X emerge costs too), or on a card that can be
cast face down (708.2: a face-down spell would have the keyword, and the face-down card
the checkers build has none), makes the card unsupported, never guessed.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from castable.model.cards import CREATURE, AlternativeCost, CardDef, CostPart, SpellGrant

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

#: the zones a player casts their cards from (601.2a, 601.3, 903.8)
_ZONES = ("hand", "graveyard", "exile", "command")


def granted_by(state: GameState) -> dict[str, tuple[SpellGrant, ...]]:
    """Each player's spell grants: those of the permanents they control, and those of any
    permanent that grants to every player ("Any player may cast ..."), each distinct one once
    (708.2: a face-down permanent has no abilities)."""
    out: dict[str, tuple[SpellGrant, ...]] = {}
    everyone = {g: None for o in state.battlefield() if not o.face_down
                for g in (o.card.derived_from or o.card).spell_grants if g.every_player}
    for p in state.players:
        found: dict[SpellGrant, None] = dict(everyone)
        for o in p.battlefield:
            if not o.face_down:
                found.update(dict.fromkeys((o.card.derived_from or o.card).spell_grants))
        out[p.name] = tuple(found)
    return out


def _caster(o: GameObject) -> str:
    """Who could cast ``o``: its owner, or whom its casting permission names."""
    player = o.permission.player if o.permission is not None else None
    return str(player) if player else o.owner


def apply(state: GameState) -> None:
    """Give each card in a castable zone the keywords its caster's permanents grant to it as a
    spell (see the module doc)."""
    grants = granted_by(state)
    if not any(grants.values()):
        return
    for p in state.players:
        for z in _ZONES:
            for o in p.zone(z):
                mine = tuple(g for g in grants.get(_caster(o), ()) if _reaches(g, o, state))
                if mine:
                    _install(o, mine)


#: permissions to cast a card from a graveyard or exile for its mana cost (601.3; state.py), and
#: the costs read as alternative ones that are such a permission plus the mana cost (702.81a
#: retrace, 702.133a jump-start, 702.127a aftermath): a granted alternative cost could replace
#: that mana cost, which no cost of the card says
_MANA_COST_PERMISSIONS = ("effect", "adventure", "warp")
_MANA_COST_FROM_GRAVEYARD = ("retrace", "jump-start", "aftermath", "cast from graveyard", "cast from exile")


def _reaches(g: SpellGrant, o: GameObject, state: GameState) -> bool:
    """Does ``g`` reach ``o`` where it is? A keyword, always; a granted alternative cost (cost14,
    118.9) only from the hand, the command zone (903.8: the hand's costs there) unless "from your
    hand", and only on its caster's first spell of their own turn when it says so. From a
    graveyard or exile it would replace the mana cost a permission allows: not said by the cards'
    costs, so the card is marked unsupported there (:func:`_install`)."""
    if g.alternative is None:
        return True
    if g.first_spell and (state.active_player != _caster(o) or state.player(_caster(o)).spells_cast_this_turn):
        return False
    if g.hand_only:
        return o.zone == "hand"
    if o.zone in ("graveyard", "exile"):
        return (o.permission is not None and o.permission.kind in _MANA_COST_PERMISSIONS) \
            or any(a.name in _MANA_COST_FROM_GRAVEYARD for f in (o.card, *o.card.faces) for a in f.alternative_costs)
    return True


def _install(o: GameObject, grants: tuple[SpellGrant, ...]) -> None:
    base = o.card
    if o.zone in ("graveyard", "exile") and any(g.alternative is not None for g in grants):
        grants = tuple(g for g in grants if g.alternative is None)
        if base.unsupported is None:  # a permission's mana cost a granted alternative cost could replace
            base = dataclasses.replace(base, unsupported="an alternative cost granted to spells (118.9) on a card "
                                       "cast from here for its mana cost", unsupported_affects_others=False,
                                       derived_from=base.derived_from or base)
            o.card = base
    if base.faces:
        faces = tuple(with_grants(f, f, grants, face=True) for f in base.faces)
        new = base if faces == base.faces else dataclasses.replace(base, faces=faces)
    else:
        new = with_grants(base, o, grants)
    if new is not base:
        o.card = dataclasses.replace(new, derived_from=base.derived_from or base)  # the card itself, not a derived one


def with_grants(card: CardDef, looks: CardDef | GameObject, grants: tuple[SpellGrant, ...], *,
                face: bool = False) -> CardDef:
    """``card`` as the spell it would be, with the keywords and alternative costs of ``grants``
    whose filter its characteristics (``looks``: the card, or the object with its overrides)
    match; ``face``: ``card`` is one face of a multi-face card."""
    matched = [g for g in grants if g.spells.matches(looks.types, looks.subtypes, looks.colors, looks.all_creature_types)]
    card = _with_alternatives(card, [g for g in matched if g.alternative is not None], face)
    matched = [g for g in matched if g.alternative is None]
    grants = tuple(g for g in grants if g.alternative is None)
    words = [g.keyword for g in matched]
    # 702.41a-b: a granted affinity is one more "costs {1} less for each ...", beside a printed one
    reductions = card.self_reductions + tuple(g.reduction for g in matched if g.reduction is not None)
    face_down = any(a.face_down for a in card.alternative_costs) and any(
        g.keyword != "Emerge" and g.spells.matches(frozenset({"Creature"}), frozenset(), frozenset())
        for g in grants)  # what the face-down 2/2 spell would have (708.2)
    if not words and not face_down:
        return card
    keywords = card.keywords | {w for w in words if w != "Emerge"}
    alternative = card.alternative_costs
    unsupported = "a keyword granted to spells on a card that can be cast face down (708.2)" if face_down else None
    if "Emerge" in words and card.mana_cost is not None:  # no mana cost: no emerge cost to pay (118.6)
        if card.mana_cost.x_count or any(a.name == "emerge" for a in alternative):
            unsupported = "Each creature spell you cast has emerge. The emerge cost is equal to its mana cost."
        else:  # 702.119a: sacrifice a creature, pay the mana cost reduced by its mana value
            alternative = (*alternative, AlternativeCost("emerge", card.mana_cost,
                                                         (CostPart("sacrifice", 1, CREATURE),), emerge=True))
            keywords = keywords | {"Emerge"}
    if keywords == card.keywords and alternative == card.alternative_costs and unsupported is None \
            and reductions == card.self_reductions:
        return card
    changes: dict[str, Any] = {"keywords": frozenset(keywords), "alternative_costs": alternative,
                               "self_reductions": reductions}
    if unsupported is not None and card.unsupported is None:
        changes.update(unsupported=unsupported, unsupported_affects_others=False)
    return dataclasses.replace(card, **changes)


def _with_alternatives(card: CardDef, matched: list[SpellGrant], face: bool) -> CardDef:
    """118.9 (cost14): the alternative costs granted to the spell, after its own, each once (by
    name). 118.6a: a card with no mana cost may be cast for one; a face with none is a back face
    that is not cast (712.8), and gets none."""
    if not matched or (face and card.mana_cost is None):
        return card
    names = {a.name for a in card.alternative_costs}
    new = [g.alternative for g in matched if g.alternative is not None and g.alternative.name not in names]
    if not new:
        return card
    return dataclasses.replace(card, alternative_costs=(*card.alternative_costs, *dict.fromkeys(new)))
