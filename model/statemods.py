"""Cost modifiers of permanents whose reach or amount the state decides (cost14, 601.2f), made
plain before any checker looks, as ``castable.model.nthspell`` does for "the second spell":

- ``chosen_type``: "Spells you cast of the chosen type cost {1} less to cast." (Gathering Stone,
  Herald's Horn, Urza's Incubator): only spells with the creature type chosen as the source
  entered (614.12; the state's ``chosen.creature_type``, a changeling spell has it too, 702.73a);
  without it nothing is guessed: the source is unsupported in this state (exit 4);
- ``chosen_card_type`` (costmana15): the same after "As Cloud Key enters, choose artifact, creature,
  enchantment, instant, or sorcery." (or "a card type [other than ...]"): only spells of the card type
  chosen (the state's ``chosen.card_type``, one the choice allows, else exit 4);
- ``per``: "... cost {X} less to cast, where X is your speed." (Samut: the controller's
  ``speed``, 702.179) / "... is Vadrik's power" (the source's power as the state gives it),
  "... {1} less to cast for each +1/+1 counter on Animar" (the source's counters), "... for each
  creature you control with power 4 or greater" (Temur Battlecrier; Hamza's "with a +1/+1 counter
  on it": the permanents ``per_filter`` matches, "you" its controller, as the state gives them);
- ``your_turn_only``: "During your turn, ..." (its controller is the active player);
- ``first_of_kind``: "The first instant or sorcery spell you cast each turn costs {3} less to
  cast." (Melek): while its controller has cast no spell this turn (``spells_cast_this_turn`` 0)
  the spell being cast is the first of any kind (601.2f comes before 601.2i makes it cast); after
  one, the state doesn't record what kinds were cast: the source is unsupported in that state;
- ``graveyard_at_least``: "... as long as there are three or more Lesson cards in your
  graveyard" (Gran-Gran). 601.2a moves the spell to the stack before 601.2f counts: a card cast
  from that graveyard isn't counted then. With one more card than needed the count holds
  whichever card is cast, with fewer it never does; with exactly the number it depends on the
  card cast when one of the counted cards is a spell the modifier reduces: the source is then
  unsupported in this state, never guessed.

601.2f locks the total in before the mana abilities of 601.2g and the payments of 601.2h, so the
state as it is when casting begins decides each count; :func:`apply` runs on every state the
parser reads and after every state change (``castable.model.commander.resolve``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import AlternativeCost, CardDef, CostModifier, ObjectFilter, is_creature_type
from castable.model.state import filter_matches

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState


def dynamic(m: CostModifier) -> bool:
    """Does the state decide ``m`` (one of the module doc's fields)?"""
    return m.chosen_type or bool(m.per) or m.your_turn_only or bool(m.graveyard_at_least) or m.first_of_kind \
        or bool(m.chosen_card_type)


class _Unknown(Exception):
    """The state doesn't say what the modifier does (the message says why)."""


def apply(state: GameState) -> None:
    """Make every state-decided modifier of the battlefield plain (see the module doc)."""
    for o in state.battlefield():
        card = o.card
        if not any(dynamic(m) for m in card.cost_modifiers):
            continue
        try:
            mods = tuple(r for m in card.cost_modifiers if (r := _resolve(m, o, state)) is not None)
        except _Unknown as e:
            o.card = dataclasses.replace(card, unsupported=str(e), unsupported_affects_others=True,
                                         derived_from=card.derived_from or card)
            continue
        o.card = dataclasses.replace(card, cost_modifiers=mods, derived_from=card.derived_from or card)


def _resolve(m: CostModifier, o: GameObject, state: GameState) -> CostModifier | None:
    """``m`` of ``o`` as a plain modifier now, or None when it changes nothing now."""
    if not dynamic(m):
        return m
    if m.your_turn_only and state.active_player != o.controller:
        return None
    spells = m.spells
    if m.chosen_type:
        chosen = o.chosen.get("creature_type")
        if not isinstance(chosen, str) or not chosen:
            raise _Unknown("spells of the chosen type: the state's chosen.creature_type is missing")
        spells = dataclasses.replace(spells, subtypes=spells.subtypes | {chosen})
    if m.chosen_card_type:  # costmana15: the card type chosen as it entered (614.12c, 205.2a)
        spells = dataclasses.replace(spells, types=spells.types | {_card_type(m, o)})
    if m.graveyard_at_least and not _graveyard_holds(m, o, state):
        return None
    if m.first_of_kind and state.player(o.controller).spells_cast_this_turn:
        # a spell cast before this one this turn may or may not have been of the kind: not recorded
        raise _Unknown("the first spell of a kind this turn: the state counts spells cast, not their kinds")
    times = _times(m, o, state)
    if times <= 0:
        return None
    return dataclasses.replace(m, spells=spells, amount=m.amount * times, chosen_type=False, per="", per_filter=None,
                               your_turn_only=False, graveyard_at_least=0, first_of_kind=False,
                               chosen_card_type=frozenset())


def _card_type(m: CostModifier, o: GameObject) -> str:
    """The state's ``chosen.card_type`` of ``o`` ("artifact" or "Artifact"), one its choice allows."""
    chosen = o.chosen.get("card_type")
    if not isinstance(chosen, str) or chosen.capitalize() not in m.chosen_card_type:
        raise _Unknown("spells of the chosen type: the state's chosen.card_type is missing or not one the choice "
                       f"allows ({', '.join(sorted(m.chosen_card_type))})")
    return chosen.capitalize()


def _times(m: CostModifier, o: GameObject, state: GameState) -> int:
    if not m.per:
        return 1
    if m.per == "speed":  # 702.179: the controller's speed
        return state.player(o.controller).speed
    if m.per.startswith("counter:"):  # 122.1: the counters on the source
        return o.counters.get(m.per.partition(":")[2], 0)
    if m.per == "power":  # "where X is Vadrik's power": as the state gives it, 0 below 0 (107.1b)
        return int(o.power)
    assert m.per == "field" and m.per_filter is not None
    return sum(1 for x in state.battlefield() if filter_matches(m.per_filter, x, o.controller))


def _graveyard_holds(m: CostModifier, o: GameObject, state: GameState) -> bool:
    counted = m.per_filter or ObjectFilter()
    cards = [c for c in state.player(o.controller).graveyard if filter_matches(counted, c, o.controller)]
    if len(cards) != m.graveyard_at_least:
        return len(cards) > m.graveyard_at_least
    if any(m.spells.matches(c.types, c.subtypes, c.colors, c.all_creature_types) for c in cards):
        raise _Unknown(f"{m.graveyard_at_least} or more such cards in the graveyard: one of them might be the "
                       "spell cast from there (601.2a), which the count then leaves out")
    return True


#: the zones a player casts their cards from (601.2a, 601.3, 903.8)
_ZONES = ("hand", "graveyard", "exile", "command")


def alternatives(state: GameState) -> None:
    """Drop each alternative cost whose condition (``AlternativeCost.if_count`` / ``if_turn`` /
    ``if_prowl`` / ``if_attacked``) fails now from the card that has it, in every zone its caster could cast it from: 601.2b
    announces the cost as casting begins, when the state is as given (the attacking creatures, the
    creatures on the battlefield, whose turn it is, the combat damage dealt this turn)."""
    for p in state.players:
        for z in _ZONES:
            for o in p.zone(z):
                card = o.card
                if not any(_conditional(a) for f in (card, *card.faces) for a in f.alternative_costs):
                    continue
                caster = o.permission.player if o.permission is not None and o.permission.player else o.owner
                faces = tuple(_keep(f, state, str(caster)) for f in card.faces)
                new = dataclasses.replace(_keep(card, state, str(caster)), faces=faces)
                o.card = dataclasses.replace(new, derived_from=card.derived_from or card)


def _conditional(a: AlternativeCost) -> bool:
    return a.if_count is not None or bool(a.if_turn) or a.if_prowl or a.if_attacked


def _keep(card: CardDef, state: GameState, caster: str) -> CardDef:
    kept = tuple(a for a in card.alternative_costs
                 if _holds(a, state, caster) and (not a.if_prowl or _prowled(card, state, caster)))
    return card if kept == card.alternative_costs else dataclasses.replace(card, alternative_costs=kept)


def _prowled(card: CardDef, state: GameState, caster: str) -> bool:
    """702.76a: a player was dealt combat damage this turn by a source the caster controlled
    that had one of the spell's creature types then (the caster's ``combat_damage_types_this_turn``,
    compared without regard to case; a changeling spell has every creature type, 702.73a)."""
    dealt = frozenset(t.casefold() for t in state.player(caster).combat_damage_types_this_turn)
    if card.all_creature_types:
        return any(is_creature_type(t.capitalize()) for t in dealt)
    return any(t.casefold() in dealt for t in card.subtypes if is_creature_type(t))


def _holds(a: AlternativeCost, state: GameState, caster: str) -> bool:
    if a.if_turn and (state.active_player == caster) != (a.if_turn == "yours"):
        return False
    if a.if_attacked and not state.player(caster).creatures_attacked_this_turn:  # costmana15: raid (508.1)
        return False
    if a.if_count is None:
        return True
    n = sum(1 for o in state.battlefield() if filter_matches(a.if_count, o, caster))
    return n == a.if_at_least if a.if_exactly else n >= a.if_at_least
