"""mana14: what the state decides about a mana ability beyond its colors (``castable.model.commander``
does those), set on each permanent's ability before any checker looks, as
``castable.model.restrict`` sets prohibitions:

- "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (Leafkin Druid,
  Raucous Audience, Ilysian Caryatid, the Urza lands; River of Tears' "If you played a land this
  turn"): the amount, ``ManaAbility.instead`` / ``instead_if`` / ``instead_after_land``. The
  condition is read as casting begins. That is exact: a mana ability may be activated before
  any other (605.3a) and then adds the larger amount; during the payment nothing the engine
  reads gives its controller a permanent, raises a power or plays a land (mana abilities only
  tap, sacrifice or exile their own sources and what their costs name), so the condition can
  only stop holding, which would only make less mana from the same objects: no option (told
  apart by what is tapped and sacrificed) is gained or lost by reading it once.
- "X mana of any one color, where X is the greatest number of creatures you control that have
  a creature type in common" (White Lotus Tile, {T} alone: read as casting begins, as above),
  "Choose a color. Add one mana of that color for each different power among creatures you
  control." (Selvala, Eager Trailblazer, costmana15: the distinct powers as the state gives them,
  read as casting begins, as above; a payment can only take a creature away) and
  Three Tree City's creatures "of the chosen type" (its ``per_filter`` gets the state's
  ``chosen.creature_type``; the count itself is the checkers', as for any "for each").
- 602.5 "Activate only during an opponent's turn." (Lavinia), "Activate only if there are three
  or more brick counters on ~" (Pyramid of the Pantheon; its {T} is also the cost of the only
  ability that puts one there), "Activate only if there is an Elf card in your graveyard" (Lys
  Alana Dignitary): without it the ability makes no mana (as ``once_per_turn`` does). The
  graveyard could gain such a card during the payment only from a permanent card its
  controller sacrifices for mana, and lose its only one when that card is the spell being cast
  (on the stack from 601.2a): in those states (none there and such a permanent out; exactly one
  nonland such card there) the card is unsupported (exit 4) rather than guessed.
"""

from __future__ import annotations

import dataclasses

from castable.model.cards import ManaAbility, ObjectFilter, is_creature_type
from castable.model.state import GameObject, GameState, Player, filter_matches


def apply(state: GameState) -> None:
    """Give each face-up permanent's mana abilities the amount and the mana the state allows."""
    for o in state.battlefield():
        card = o.card
        text = card.abilities_text or card.mana_abilities_text
        if o.face_down or not any(isinstance(ab, ManaAbility) and _decided_by_state(ab) for ab in text):
            continue
        me = state.player(o.controller)
        new = tuple(_decided(ab, o, me, state) if isinstance(ab, ManaAbility) and _decided_by_state(ab) else ab
                    for ab in text)
        mana = tuple(ab for ab in new if isinstance(ab, ManaAbility))
        o.card = dataclasses.replace(card, abilities_text=new, mana_abilities_text=mana,
                                     derived_from=card.derived_from or card)
        if any(ab.per_chosen_type and not o.chosen.get("creature_type") for ab in mana):
            o.card = dataclasses.replace(
                o.card, unsupported="the number of creatures of the chosen type: the state's chosen.creature_type is "
                                    "missing", unsupported_affects_others=True)
        if any(ab.per_state == "shared_type" for ab in mana) \
                and shared_type_count([x for x in me.battlefield if x.is_a("Creature")]) == 1:
            # one creature alone "has a creature type in common" with none other: X 1 or 0 is
            # a reading this engine leaves to the rules managers rather than guess
            o.card = dataclasses.replace(
                o.card, unsupported="the greatest number of creatures that have a creature type in common, with "
                                    "one such creature: not guessed", unsupported_affects_others=True)
        if any(_graveyard_may_change(ab, me) for ab in mana):
            o.card = dataclasses.replace(
                o.card, unsupported="Activate only if there is a card in your graveyard: a permanent sacrificed for "
                                    "mana could put one there, or the only one could be the spell cast",
                unsupported_affects_others=True)


def _decided_by_state(ab: ManaAbility) -> bool:
    return bool(ab.instead or ab.only_opponents_turn or ab.if_counters or ab.if_graveyard is not None
                or ab.per_state or ab.per_chosen_type)


def not_now(ab: ManaAbility, o: GameObject, state: GameState) -> str | None:
    """602.5: why ``o``'s mana ability ``ab`` can't be activated now by its controller (an
    opponent's turn only, too few counters of its kind, no such card in the graveyard), as the
    payment's "no mana" says it; None when nothing of these forbids it."""
    me = state.player(o.controller)
    if ab.only_opponents_turn and state.active_player == me.name:
        return "activate only during an opponent's turn"
    if ab.if_counters and o.counters.get(ab.if_counter_kind, 0) < ab.if_counters:
        return f"activate only if there are {ab.if_counters} or more {ab.if_counter_kind} counters on it"
    if ab.if_graveyard is not None and not any(filter_matches(ab.if_graveyard, c, me.name) for c in me.graveyard):
        return "activate only if there is such a card in your graveyard"
    return None


def _decided(ab: ManaAbility, o: GameObject, me: Player, state: GameState) -> ManaAbility:
    """``ab`` making its ``instead`` mana when its controller ``me`` controls what ``instead_if``
    asks and has played a land this turn if ``instead_after_land`` (305.1, the state's count);
    no mana when a condition of 602.5 doesn't hold."""
    if not_now(ab, o, state) is not None:
        return dataclasses.replace(ab, produces=())
    if ab.per_chosen_type:  # Three Tree City: creatures of the type chosen as it entered
        chosen = o.chosen.get("creature_type")
        kind = ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({str(chosen)}))
        return dataclasses.replace(ab, per_filter=kind) if chosen else ab
    if ab.per_state in ("shared_type", "distinct_powers"):  # White Lotus Tile, Selvala: one color, X times
        creatures = [x for x in me.battlefield if x.is_a("Creature")]
        n = shared_type_count(creatures) if ab.per_state == "shared_type" else len({x.power for x in creatures})
        return dataclasses.replace(ab, produces=tuple((alt[0],) * n for alt in ab.produces) if n else ())
    if not ab.instead:
        return ab
    holds = all(sum(1 for x in me.battlefield if all(filter_matches(f, x, me.name) for f in filters)) >= count
                for filters, count in ab.instead_if) and (not ab.instead_after_land or me.lands_played_this_turn >= 1)
    return dataclasses.replace(ab, produces=ab.instead) if holds else ab


def _graveyard_may_change(ab: ManaAbility, me: Player) -> bool:
    """Could the graveyard ``ab``'s condition looks at change mid-payment? A card of that kind
    could reach it (a nontoken permanent of that kind with a mana ability sacrificing itself)
    while none is there; or the only such card there could be the spell being cast, which is on
    the stack from 601.2a on, before any mana ability (a land card is never cast)."""
    if ab.if_graveyard is None:
        return False
    there = [c for c in me.graveyard if filter_matches(ab.if_graveyard, c, me.name)]
    if len(there) == 1 and not there[0].is_a("Land"):
        return True
    return not there and any(not x.token and filter_matches(ab.if_graveyard, x, me.name)
                             and any(a.sacrifice_self for a in x.card.mana_abilities) for x in me.battlefield)


def shared_type_count(creatures: list[GameObject]) -> int:
    """"The greatest number of creatures you control that have a creature type in common"
    (205.3m): for each creature type, the creatures with it (a changeling has every one, 702.73a),
    at most; the changelings alone when no other creature has a creature type."""
    types = {t for x in creatures for t in x.subtypes if is_creature_type(t)}
    every = sum(1 for x in creatures if x.all_creature_types)
    if not types:
        return every
    return max(sum(1 for x in creatures if x.all_creature_types or t in x.subtypes) for t in types)
