"""Abilities a permanent loses to an Aura or Equipment (613.1f, layer 6): "Enchanted permanent loses
all abilities" (Stop Cold, Fresh Start), "Enchanted creature loses flying." (Grounded):
``PermanentGrant.loses_all`` / ``loses`` (read by ``castable.model.oracle.static13c``).

:func:`apply` runs in ``castable.model.commander.resolve`` after the type-changing layer (613.1d:
what the Aura or Equipment reaches is decided on the types then) and before any ability is
installed, on the cards of that layer, so every checker, and every later step (106.7's "could
produce", mana triggers, 602.5's prohibitions), sees the permanent without them:

- "loses all abilities": its activated and mana abilities, those of its basic land types (305.6
  gives them as abilities, which 613.1f removes too) and its keywords are gone;
- "loses <keyword>": that keyword is gone from its printed keywords.

What is not modelled exactly leaves the source unsupported in that state (nothing is guessed):
a recipient that loses all abilities while it has any static ability the engine applies from it
(cost changes, grants, mana triggers, land types, level bands, ...: those would have to go too), or
while other permanents grant it abilities or keywords (which effect wins depends on timestamps,
613.7, which the state doesn't record), or whose own text the engine doesn't fully read.
Keywords the state lists in ``granted`` are the state's: it records the result in force.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, ManaAbility, PermanentGrant

if TYPE_CHECKING:
    from castable.model.permgrants import Gained
    from castable.model.state import GameObject, GameState

#: the fields of a card whose effects other steps apply from the battlefield: a recipient that
#: has any can't lose all abilities here (its effects would stay)
_EFFECTS = ("cost_modifiers", "land_mana_grants", "spell_grants", "permanent_grants", "mana_effects", "land_type_effects",
            "paints_own", "white_as_any", "per_spell_cast_increase", "devotion_creature", "player_keywords",
            "extra_land_plays", "extra_land_plays_each", "black_as_life", "tap_triggers", "bands", "station_creature_at",
            "trigger_doublers", "graveyard_untargetable", "is_chosen_type", "graveyard_replacements")


def apply(state: GameState, cards: dict[str, CardDef], given: dict[str, Gained],
          land_grants: dict[str, tuple[ManaAbility, ...]]) -> list[tuple[GameObject, str]]:
    """Take the lost abilities and keywords out of ``cards`` (see the module doc); the sources
    whose loss isn't modelled in this state, with why, for ``permgrants.mark_unsupported``."""
    from castable.model.permgrants import _base, _reached
    perms = state.battlefield()
    refused: list[tuple[GameObject, str]] = []
    for src in perms:
        if src.face_down:  # 708.2: no abilities
            continue
        for g in _base(src).permanent_grants:
            if not (g.loses_all or g.loses):
                continue
            for o in _reached(state, src, g, perms):
                if o.face_down or o.id not in cards:
                    continue  # 708.2: a face-down permanent has no abilities to lose
                why = _not_modelled(o, cards[o.id], given, land_grants, g) if g.loses_all else None
                if why is not None:
                    refused.append((src, why))
                else:
                    cards[o.id] = _stripped(cards[o.id], g.loses_all, g.loses)
    return refused


def _not_modelled(o: GameObject, card: CardDef, given: dict[str, Gained],
                  land_grants: dict[str, tuple[ManaAbility, ...]], g: PermanentGrant) -> str | None:
    """Why ``o`` losing all abilities is not modelled, or None. The abilities the same effect
    gives ("is a colorless land with \"{T}: Add {C}\" and loses all other card types and
    abilities", grant15) are not lost: one effect, applied at once (613.1f)."""
    if card.unsupported is not None:
        return f"{o.id} loses all abilities, but its own text isn't fully read"
    if any(getattr(card, f) for f in _EFFECTS):
        return f"{o.id} loses all abilities, among them static abilities the engine applies (613.1f)"
    if card.all_creature_types:
        # 613.6: changeling's every creature type, applied in layer 4, stays once layer 6 removes it
        return f"{o.id} loses all abilities, changeling among them: its creature types stay (613.6)"
    got = given.get(o.id)
    others = list(got.abilities) if got is not None else []
    for own in g.abilities:  # the effect's own abilities, once each
        if own in others:
            others.remove(own)
    if (got is not None and (others or got.keywords - g.keywords or got.forbids)) \
            or ("Land" in o.types and land_grants.get(o.controller)):
        return f"{o.id} loses all abilities and gains others: which wins depends on timestamps (613.7)"
    return None


def _stripped(card: CardDef, everything: bool, keywords: frozenset[str]) -> CardDef:
    """``card`` without its abilities (all, or those ``keywords``, compared without case)."""
    if everything:
        return dataclasses.replace(card, abilities_text=(), mana_abilities_text=(), intrinsic_mana=(),
                                   keywords=frozenset())
    lost = {k.lower() for k in keywords}
    return dataclasses.replace(card, keywords=frozenset(k for k in card.keywords if k.lower() not in lost))
