"""Commander (903) and the mana abilities whose colors or existence the state decides.

Pure definitions every checker shares (they read them through the state's objects):

- :func:`color_identity` (903.4) of a card, and :func:`commander_identity` of a player;
- :func:`is_commander` (903.3) and :func:`commander_tax` (903.8);
- :func:`resolve`, which gives each permanent the mana abilities the state gives it: the
  abilities lands gain from a static ability (Chromatic Lantern, 613.1f), and the colors of
  "one mana of any color in your commander's color identity" (903.4) and "... that a land an
  opponent controls could produce" (106.7), so that the CP-SAT model, the referee and the
  reference all read ``o.card.mana_abilities`` as they always have.

The comprehensive rules of 903 are not in ``shared/rules``; the parts used, in our words:

- 903.3: each deck has a legendary creature card as its commander; a player's commander is a
  card they own (here: ``players[i].commanders``, ids of objects wherever they are).
- 903.4: a card's color identity is the colors of the mana symbols in its mana cost and in its
  rules text, plus the colors its color indicator or a characteristic-defining ability gives it;
  reminder text is ignored (903.4b). A card with several faces has the identity of all of them
  (903.4d). 903.4f: an ability that refers to the colors of your commander's identity when you
  have no commander, or an identity with no color, refers to no color: it makes no mana (106.5).
- 903.8: a commander may be cast from the command zone; it costs an additional {2} for each
  time it was cast from the command zone before this game (the commander tax, an additional
  cost: 601.2f).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from typing import TYPE_CHECKING

from castable.model import chosentype, flashif, impending, levels, losses, permgrants, playergrants, reconfigure, restrict
from castable.model import grants as spell_grants
from castable.model.cards import ActivatedAbility, CardDef, ManaAbility
from castable.model.mana import COLORS, MANA_TYPES

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

Ability = ManaAbility | ActivatedAbility
#: 903.8: the commander tax, per previous cast from the command zone
TAX_PER_CAST = 2

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")


def color_identity(card: CardDef) -> frozenset[str]:
    """903.4: the colors of the mana symbols in the card's mana cost and rules text (reminder
    text left out, 903.4b), of its color indicator (``colors`` of a card without a mana cost),
    and of every face (903.4d); "is all colors" (a characteristic-defining ability) gives all."""
    card = card.derived_from or card.face_down_of or card
    out: set[str] = set(card.colors)
    if card.mana_cost is not None:
        out |= card.mana_cost.colors
    text = _REMINDER.sub("", card.oracle_text or "")
    for body in _SYMBOL.findall(text):
        out |= {part for part in body.split("/") if part in COLORS}
    if re.search(r"\bis all colors\b", text):
        out |= set(COLORS)
    for face in card.faces:
        out |= color_identity(face)
    return frozenset(out)


def is_commander(state: GameState, o: GameObject) -> bool:
    """903.3: ``o`` is a commander of its owner."""
    return any(p.name == o.owner and o.id in p.commanders for p in state.players)


def commander_identity(state: GameState, player: str) -> frozenset[str]:
    """903.4: the combined color identity of ``player``'s commanders (none: no color, 903.4f)."""
    p = next((q for q in state.players if q.name == player), None)
    if p is None:
        return frozenset()
    out: set[str] = set()
    for oid in p.commanders:
        o = state.object(oid)
        if o is not None:
            out |= color_identity(o.card)
    return frozenset(out)


def costs_zone(zone: str) -> str:
    """The zone whose costs a spell cast from ``zone`` may use: a commander cast from the
    command zone (903.8) pays its mana cost or an alternative cost that names no zone (118.9:
    evoke, morph, "rather than pay this spell's mana cost"), which the cards' data write as the
    hand's (``AlternativeCost.zone``); flashback and the like stay their zone's."""
    return "hand" if zone == "command" else zone


def commander_tax(o: GameObject) -> int:
    """903.8: {2} more for each previous cast from the command zone, when cast from there."""
    return TAX_PER_CAST * o.command_zone_casts if o.zone == "command" else 0


# ----- the state's mana abilities -------------------------------------------------------------------

def _base(o: GameObject) -> CardDef:
    return o.card.derived_from or o.card


def _own(o: GameObject, speed: int = 0) -> CardDef:
    """``o``'s card at the level, Class level, charge count or its controller's ``speed`` the
    state gives it (711, 716, 702.184, 702.178a: ``castable.model.levels``), before the
    abilities other permanents grant it."""
    return levels.leveled(_base(o), o, speed)


def _grants(state: GameState, cards: dict[str, CardDef]) -> dict[str, tuple[ManaAbility, ...]]:
    """613.1f: for each player, the mana abilities their permanents grant to the lands they
    control (Chromatic Lantern), each distinct ability once: two Lanterns give a land one
    "{T}: Add one mana of any color", since two equal abilities make no different option."""
    out: dict[str, tuple[ManaAbility, ...]] = {}
    for p in state.players:
        granted: dict[ManaAbility, None] = {}
        for o in p.battlefield:
            if not o.face_down:  # 708.2: a face-down permanent has no abilities
                granted.update(dict.fromkeys(cards[o.id].land_mana_grants))
        out[p.name] = tuple(granted)
    return out


def _abilities(o: GameObject, base: CardDef, grants: dict[str, tuple[ManaAbility, ...]],
               given: dict[str, permgrants.Gained]) -> tuple[Ability, ...]:
    """``o``'s own rules-text abilities (of ``base``, its card after the type-changing layer),
    then those granted to it as a land (613.1f), then those other permanents grant it (113.1a,
    ``castable.model.permgrants``)."""
    own = base.abilities_text or base.mana_abilities_text
    extra = grants.get(o.controller, ()) if "Land" in o.types else ()
    return permgrants.extend(tuple(own) + tuple(a for a in extra if a not in own), given.get(o.id))


def resolve(state: GameState) -> None:
    """Give each permanent the mana abilities the state gives it (see the module doc); every
    other object gets back its own card. Called by the state's parser and after every state
    change (``castable.solver.transitions``), so a state never holds stale abilities.

    106.7's "could produce" is a least fixed point: a land whose colors are what other lands
    could produce starts with none, and gains what they can make until nothing changes, so two
    Exotic Orchards facing each other make nothing unless some other land gives them a color,
    and then both make it (106.7's example)."""
    from castable.model import landtypes
    speeds = {p.name: p.speed for p in state.players}  # 702.178a: max speed is the controller's
    cards = landtypes.layered(state, lambda o: _own(o, speeds.get(o.controller, 0)))  # 613.1d, before 613.1f
    restrict.devotion_types(state, cards)  # 613.1d: a God below its devotion isn't a creature
    impending.impending_types(state, cards)  # 613.1d, 702.176a: an impending permanent with time counters
    reconfigure.reconfigured_types(state, cards)  # 702.151b: an attached Equipment with reconfigure
    chosentype.chosen_types(state, cards)  # 613.1d: "This creature is the chosen type" (static14)
    grants = _grants(state, cards)
    given, face_down = permgrants.granted(state)  # 613.1f, after the type changes the state shows
    face_down += losses.apply(state, cards, given, grants)  # 613.1f: "loses all abilities" (Stop Cold)
    objs = [o for o in state.battlefield() if not o.face_down]
    for p in state.players:
        for z in ("hand", "graveyard", "exile", "command"):
            for o in p.zone(z):
                if o.card.derived_from is not None:
                    o.card = o.card.derived_from
                if o.card.bands:  # 702.178a: a max speed ability works off the battlefield too
                    o.card = levels.leveled(o.card, o, p.speed, on_battlefield=False)
    for o in state.stack:
        if o.card.derived_from is not None:
            o.card = o.card.derived_from
    landtypes.paint_cards(state)  # 613.1e: Celestial Dawn's spells and cards
    table: list[tuple[GameObject, tuple[Ability, ...]]] = [
        (o, _counter_costs(o, _any_player_window(state, _abilities(o, cards[o.id], grants, given)),
                           len(cards[o.id].intrinsic_mana_abilities)))
        for o in objs]
    dynamic = {(k, i): ab for k, (_, abs_) in enumerate(table) for i, ab in enumerate(abs_)
               if isinstance(ab, ManaAbility) and ab.colors_from is not None}
    made: dict[tuple[int, int], frozenset[str]] = {}
    unknown_choice: list[GameObject] = []
    for (k, i), ab in dynamic.items():
        if ab.colors_from == "commander_identity":
            made[k, i] = commander_identity(state, table[k][0].controller)
        elif ab.colors_from == "chosen_color":
            made[k, i] = _chosen_color(table[k][0], unknown_choice)
        elif ab.colors_from == "chosen_color_or_own":  # the Thriving lands: the printed type too
            made[k, i] = _chosen_color(table[k][0], unknown_choice) | set(ab.produces[0])  # the printed one first
        else:
            made[k, i] = frozenset()
    changed = True
    while changed:  # each pass only adds types, of which there are six: it ends
        changed = False
        for (k, i), ab in dynamic.items():
            if ab.colors_from in ("commander_identity", "chosen_color", "chosen_color_or_own"):
                continue
            now = _land_types(table, cards, made, k, ab.colors_from or "")
            if now != made[k, i]:
                made[k, i] = now
                changed = True
    for k, (o, abs_) in enumerate(table):
        _install(o, cards[o.id], abs_, {i: made[k, i] for (kk, i) in made if kk == k}, given.get(o.id))
    permgrants.mark_unsupported(face_down)
    _mark_unknown_choice(unknown_choice)
    from castable.model import conspire, manafx, manastate, nthspell, statemods
    manastate.apply(state)  # mana14: "add ... instead", "Activate only if ...", before 614's replacements
    manafx.resolve(state)  # 605.1b triggers and 614 replacements on mana, on the abilities just set
    nthspell.apply(state)  # 601.2f: "The second spell you cast each turn costs {1} less to cast."
    statemods.apply(state)  # 601.2f: the chosen type, speed, counters, "during your turn" (cost14)
    spell_grants.apply(state)  # keywords permanents grant to the spells their controller casts
    conspire.apply(state)  # 702.78a: "share a color with it", the card's colors in its zone
    statemods.alternatives(state)  # 118.9: "If four or more creatures are attacking, you may pay ..." (cost14)
    flashif.apply(state)  # 601.3: "as though it had flash if you control a Faerie"
    playergrants.apply(state)  # "You have hexproof." (702.11b): keywords permanents give their controller
    restrict.apply(state, given)  # 602.5: Arrest's prohibition, on every ability now in place


def _chosen_color(o: GameObject, unknown: list[GameObject]) -> frozenset[str]:
    """"Add one mana of the chosen color" (the color chosen as ``o`` entered, 614.12): the
    state's ``chosen.color``; without it (or a face-down permanent's) no mana is guessed:
    ``o`` goes to ``unknown`` and its card is made unsupported in this state."""
    color = o.chosen.get("color")
    if color in COLORS:
        return frozenset({str(color)})
    unknown.append(o)
    return frozenset()


def _mark_unknown_choice(objs: list[GameObject]) -> None:
    """The permanents whose chosen color the state doesn't give: unsupported in this state (exit
    4), as Utopia Sprawl's mana is (``castable.model.manafx``)."""
    for o in objs:
        card = o.card
        o.card = dataclasses.replace(
            card, unsupported="one mana of the chosen color: the state's chosen.color is missing",
            unsupported_affects_others=True, derived_from=card.derived_from or card)


def _land_types(table: list[tuple[GameObject, tuple[Ability, ...]]], cards: dict[str, CardDef],
                made: dict[tuple[int, int], frozenset[str]], k: int, colors_from: str) -> frozenset[str]:
    """106.7: the types of mana the lands in scope could produce now (costs ignored), their own
    state-decided abilities as far as known; the five colors only unless "type"."""
    me = table[k][0].controller
    out: set[str] = set()
    for kk, (o, abs_) in enumerate(table):
        if "Land" not in o.types or (o.controller == me) != colors_from.startswith("your"):
            continue
        intrinsic = cards[o.id].intrinsic_mana_abilities  # 305.6's own, not a stale state's
        for i, ab in enumerate((*intrinsic, *abs_)):
            if not isinstance(ab, ManaAbility):
                continue
            j = i - len(intrinsic)
            if ab.colors_from is not None and j >= 0:
                out |= made.get((kk, j), frozenset())
            else:
                out |= {t for alt in ab.produces for t in alt}
    keep = MANA_TYPES if colors_from.endswith("types") else COLORS
    return frozenset(t for t in out if t in keep)


#: 513.1: the end step and cleanup come after "before the end step" (Mana Cache's window)
_ENDING = ("end", "cleanup")


def any_player_window(state: GameState, player: str) -> bool:
    """602.2, 513.1: may ``player`` activate a ``ManaAbility.any_player`` ability now ("only
    during their turn before the end step")? Only the active player, and not from the end step on."""
    return player == state.active_player and state.phase not in _ENDING


def may_use_mana(state: GameState, player: str, o: GameObject, ab: ManaAbility) -> bool:
    """602.2: may ``player`` activate ``o``'s mana ability ``ab`` now? Its controller may
    (113.6: a hand card's, its owner); a ``ManaAbility.any_player`` one (Mana Cache) only the
    active player, whoever controls ``o``, before the end step (513.1)."""
    if ab.any_player:
        return any_player_window(state, player)
    return o.zone != "battlefield" or o.controller == player


def foreign_sources(state: GameState, player: str) -> list[GameObject]:
    """602.2: the permanents of other players whose mana ability ``player`` may activate now
    (Mana Cache's "Any player may activate this ability"): the activator controls the ability,
    the source stays its controller's, so it is never ``player``'s to tap, sacrifice, target
    or count as "you control"."""
    if not any_player_window(state, player):
        return []
    return [o for p in state.players if p.name != player for o in p.battlefield
            if any(ab.any_player and ab.produces for ab in o.card.mana_abilities)]


def _any_player_window(state: GameState, abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """602.2, Mana Cache's "Any player may activate this ability but only during their turn
    before the end step." (``ManaAbility.any_player``): only the active player may activate
    it, whoever controls it, and only before the end step (513.1): outside that window it
    makes no mana. Within it, only the active player may use it (:func:`may_use_mana`; its
    controller too when that is the active player), from their side (:func:`foreign_sources`)."""
    out: list[Ability] = []
    for ab in abilities:
        if isinstance(ab, ManaAbility) and ab.any_player and not any_player_window(state, state.active_player):
            ab = dataclasses.replace(ab, produces=())  # nobody may activate it now
        out.append(ab)
    return tuple(out)


def _counter_costs(o: GameObject, abilities: tuple[Ability, ...], first: int) -> tuple[Ability, ...]:
    """118.3: a cost can't be paid without what it uses, so a mana ability whose cost removes
    more counters of its kind than ``o`` has can't be activated: it makes no mana here
    (``produces`` empty), as each checker reads it. One removing any number of them (107.3)
    makes, for each number from 1 to those on ``o`` (0 removed: only its ``remove_plus``
    part), that many times what one counter adds. 602.5b: one that may be activated only once
    each turn and was (``o.activations_this_turn`` under its number ``first + j``, docs/cli.md's
    K) makes no mana either."""
    out: list[Ability] = []
    for j, ab in enumerate(abilities):
        if isinstance(ab, ManaAbility) and ab.once_per_turn and o.activations_this_turn.get(str(first + j), 0) >= 1:
            ab = dataclasses.replace(ab, produces=())
        if isinstance(ab, ManaAbility) and ab.remove_counters is not None and ab.produces:
            have = o.counters.get(ab.remove_counters, 0)
            if ab.remove_x and ab.remove_mix:  # 106.1a: each of the X mana any of the types
                kinds = tuple(alt[0] for alt in ab.produces)
                ab = dataclasses.replace(ab, produces=tuple(combo for x in range(1, have + 1)
                                                            for combo in itertools.combinations_with_replacement(kinds, x)))
            elif ab.remove_x:
                ab = dataclasses.replace(ab, produces=tuple(alt * (x + ab.remove_plus) for x in range(have + 1)
                                                            for alt in ab.produces if x + ab.remove_plus))
            elif have < ab.remove_amount:
                ab = dataclasses.replace(ab, produces=())
        out.append(ab)
    return tuple(out)


def _install(o: GameObject, typed: CardDef, abilities: tuple[Ability, ...], colors: dict[int, frozenset[str]],
             gained: permgrants.Gained | None = None) -> None:
    """Set ``o.card`` to ``typed`` (its card at its level and after the type-changing layer)
    with ``abilities`` (each state-decided one making one mana of each of ``colors[i]``) and the
    keywords granted to it, or to ``typed`` itself when nothing differs."""
    printed = _base(o)
    own = tuple(typed.abilities_text or typed.mana_abilities_text)
    new = list(abilities)
    for i, c in colors.items():
        ab = new[i]
        assert isinstance(ab, ManaAbility)
        width = max((len(alt) for alt in ab.produces), default=1)
        new[i] = dataclasses.replace(ab, produces=tuple((t,) * width for t in MANA_TYPES if t in c))
    keywords = typed.keywords | (gained.keywords if gained else frozenset())
    if tuple(new) == own and keywords == typed.keywords:
        target = typed if typed is printed else dataclasses.replace(typed, derived_from=printed)
        if o.card is not target and o.card != target:  # a leveled or typed card is rebuilt on each call
            o.card = target
        return
    mana = tuple(a for a in new if isinstance(a, ManaAbility))
    derived = dataclasses.replace(typed, abilities_text=tuple(new), mana_abilities_text=mana, keywords=keywords,
                                  derived_from=printed)
    if o.card != derived:
        o.card = derived
