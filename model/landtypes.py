"""Land types changed by static abilities (305.7, 613.1d): Blood Moon, Spreading Seas, Urborg,
Prismatic Omen, Celestial Dawn's "Lands you control are Plains."

:func:`layered` gives each face-up permanent its card after the type-changing layer, which
``castable.model.commander.resolve`` then takes as the permanent's own card when it adds the
abilities other permanents grant (613.1f, a later layer: a Mountain under Blood Moon still
gets Chromatic Lantern's "{T}: Add one mana of any color"). So the CP-SAT model, the referee
and the reference all see the land's types (``o.types``, ``o.subtypes``: "target Mountain",
Crypt Ghast's Swamps) and abilities (``o.card.activated_abilities``: docs/cli.md's K counts
the new intrinsic abilities first, then what is left of its rules text) as they always have.

The rules used, in our words (613 and 305.7 are not in ``shared/rules``):

- 305.7: an effect that sets a land's subtype to one or more basic land types ("Enchanted
  land is an Island.") makes it lose its other land types and every ability from its rules
  text, and it has the mana ability of each new type (305.6); "in addition to its other
  (land) types" only adds the types (and so their mana abilities). Its card types,
  supertypes and other subtypes stay (a Dryad Arbor stays a Dryad creature).
- 613.1d / 613.1f: type-changing effects apply in layer 4, ability-adding and -removing ones
  in layer 6, so a granted ability is added after the land lost its own.
- 613.7: within a layer, effects apply in timestamp order; 613.8: but an effect that would
  remove another's existence (a land's own "in addition" ability, under a setting effect)
  applies first, so the dependent one doesn't exist (Urborg under Blood Moon makes no land
  a Swamp, itself included).

The state has no timestamps: where their order would change a land's types (two effects
setting different types, or a setting effect and an "in addition" one that adds a type it
doesn't set), the effect's card is unsupported in that state (exit 4), never guessed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, LandTypeEffect
from castable.model.mana import COLORS

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

#: 205.3i: the land types (a set effect removes these, 305.7)
LAND_TYPES = frozenset("Cave Cloud Desert Forest Gate Island Lair Locus Mine Mountain Plains Planet Power-Plant "
                       "Sphere Swamp Tower Town Urza's".split())
BASIC_ORDER = ("Plains", "Island", "Swamp", "Mountain", "Forest")

Effect = tuple["GameObject", LandTypeEffect]


def _printed(o: GameObject) -> CardDef:
    return o.card.derived_from or o.card


def _applies(e: LandTypeEffect, src: GameObject, o: GameObject) -> bool:
    """Is land ``o`` in the scope of ``src``'s effect ``e``?"""
    if e.scope == "nonbasic":
        return "Basic" not in _printed(o).supertypes
    if e.scope == "enchanted":
        return src.attached_to == o.id
    if e.scope == "you":
        return o.controller == src.controller
    return True


def _is_land(o: GameObject) -> bool:
    return not o.face_down and "Land" in _printed(o).types


def _alive(effects: list[Effect], lands: list[GameObject]) -> list[Effect]:
    """613.8: an effect of a land that some setting effect applies to doesn't exist (the
    setting effect, on which it depends, removes the ability first)."""
    setting = [(s, e) for s, e in effects if not e.add]
    hit = {o.id for o in lands for s, e in setting if _applies(e, s, o)}
    return [(s, e) for s, e in effects if s.id not in hit]


def _typed(card: CardDef, sets: list[LandTypeEffect], adds: list[LandTypeEffect]) -> CardDef:
    """``card`` with its land types changed (305.7; ``sets`` agree, ``adds`` don't matter to
    their order: see the module doc)."""
    new: set[str] = set()
    for e in (*sets, *adds):
        new |= set(e.types)
    keep = [t for t in card.type_line.partition("—")[2].split() if not (sets and t in LAND_TYPES)]
    subtypes = keep + [t for t in BASIC_ORDER if t in new and t not in keep]
    left = card.type_line.partition("—")[0].strip()
    line = f"{left} — {' '.join(subtypes)}" if subtypes else left
    if line == card.type_line and not sets:
        return card
    if not sets:
        return dataclasses.replace(card, type_line=line)
    # 305.7: no ability of its rules text is left (so no unread one either)
    return dataclasses.replace(
        card, type_line=line, keywords=frozenset(), mana_abilities_text=(), abilities_text=(), cost_modifiers=(),
        tap_triggers=(), tap_trigger_targets=(), trigger_doublers=(), graveyard_replacements=(), graveyard_untargetable=False,
        land_mana_grants=(), mana_effects=(),
        land_type_effects=(), per_spell_cast_increase=0, cast_prohibitions=(), intrinsic_mana=None, unsupported=None)


def _unsupported(card: CardDef, why: str) -> CardDef:
    return dataclasses.replace(card, unsupported=why, unsupported_affects_others=True)


def _order_matters(sets: list[LandTypeEffect], adds: list[LandTypeEffect]) -> bool:
    """613.7: would the timestamp order of these effects change the land's types?"""
    results = {frozenset(e.types) for e in sets}
    if len(results) > 1:
        return True
    return bool(results) and any(not set(e.types) <= next(iter(results)) for e in adds)


def _chosen(e: LandTypeEffect, src: GameObject, bad: dict[str, str]) -> LandTypeEffect:
    """"The chosen type": the basic land type the state says was chosen as ``src`` entered;
    none recorded: the card is unsupported (its types are not guessed)."""
    if not e.chosen:
        return e
    t = src.chosen.get("land_type")
    if t not in BASIC_ORDER:
        bad[src.id] = e.text + " (no basic land type chosen in the state: chosen.land_type)"
        return dataclasses.replace(e, types=())
    return dataclasses.replace(e, types=(str(t),))


def layered(state: GameState, own: Callable[[GameObject], CardDef] | None = None) -> dict[str, CardDef]:
    """Each face-up permanent's card after layers 4 and 5 (613.1d-e), by id: its printed card
    where no land-type or color effect changes it; a source whose effects' order matters, or
    whose effect can't be applied exactly, is unsupported in this state."""
    perms = [o for o in state.battlefield() if not o.face_down]
    out = {o.id: (own or _printed)(o) for o in perms}  # ``own``: its card at its level (711, 716)
    bad: dict[str, str] = {}
    _land_types(state, perms, out, bad)
    _paint_permanents(state, perms, out, bad)
    _white_as_any_exact(state, perms, bad)
    for sid, why in bad.items():
        out[sid] = _unsupported(out[sid], why)
    return out


def _land_types(state: GameState, perms: list[GameObject], out: dict[str, CardDef], bad: dict[str, str]) -> None:
    """Layer 4 (613.1d): the land types of every land, into ``out`` (see the module doc)."""
    # 611.3a: "As long as Zhao has a conqueror counter on him, ...": only while it has one
    effects = [(s, e) for s in perms for e in _printed(s).land_type_effects
               if not e.while_counter or s.counters.get(e.while_counter, 0) > 0]
    if not effects:
        return
    lands = [o for o in perms if _is_land(o)]
    effects = [(s, _chosen(e, s, bad)) for s, e in effects]
    for s, e in effects:
        if not e.add and _is_land(s):
            bad[s.id] = f"{e.text} (a land setting land types, 613.8: not modelled)"
    effects = _alive(effects, lands)
    for o in lands:
        mine = [(s, e) for s, e in effects if _applies(e, s, o)]
        sets = [e for _, e in mine if not e.add]
        adds = [e for _, e in mine if e.add]
        if not mine:
            continue
        if _order_matters(sets, adds):
            bad.update({s.id: f"{e.text} (the order of land-type effects, 613.7: not modelled)" for s, e in mine})
            continue
        if "type_line" in o.overrides or out[o.id].faces:  # the state's own type line; a card of several faces
            bad.update({s.id: f"{e.text} (applied to {o.name}: not modelled)" for s, e in mine})
            continue
        out[o.id] = _typed(out[o.id], sets, adds)


# ----- Celestial Dawn: colors (613.1e) and mana spent as though it were another type (609.4b) ------

def _painters(state: GameState) -> dict[str, list[GameObject]]:
    """For each player, the face-up permanents they control that paint their objects."""
    out: dict[str, list[GameObject]] = {}
    for o in state.battlefield():
        if not o.face_down and _printed(o).paints_own is not None:
            out.setdefault(o.controller, []).append(o)
    return out


def _paint(card: CardDef, colors: frozenset[str]) -> CardDef:
    faces = tuple(dataclasses.replace(f, color_override=colors) for f in card.faces)
    return dataclasses.replace(card, color_override=colors, faces=faces)


def _paint_permanents(state: GameState, perms: list[GameObject], out: dict[str, CardDef], bad: dict[str, str]) -> None:
    """613.1e: "Nonland permanents you control are white": each such permanent's colors are set
    (in layer 5, after the types of layer 4). Two painters of different colors would need
    their timestamps (613.7): unsupported. A face-down permanent or spell (708.2) under it is
    not modelled either."""
    for player, srcs in _painters(state).items():
        colors = {_printed(s).paints_own for s in srcs}
        if len(colors) > 1 or any(o.face_down and o.controller == player for o in (*state.battlefield(), *state.stack)):
            bad.update({s.id: "Nonland permanents you control are white. (with several colors or a face-down object: "
                              "not modelled)" for s in srcs})
            continue
        paint = next(iter(colors))
        assert paint is not None
        for o in perms:
            if o.controller == player and "Land" not in out[o.id].types:
                out[o.id] = _paint(out[o.id], paint)


def paint_cards(state: GameState) -> None:
    """613.1e, off the battlefield: the spells a painter's controller controls and the nonland
    cards they own that aren't on the battlefield have its colors (Celestial Dawn). Called by
    ``castable.model.commander.resolve`` once every such object has its own card back."""
    painters = {p: [s for s in srcs if not _printed(s).paints_permanents_only] for p, srcs in _painters(state).items()}
    colors = {p: _printed(srcs[0]).paints_own for p, srcs in painters.items() if srcs}
    if not colors:
        return
    objs = [(o, o.controller) for o in state.stack] + [
        (o, p.name) for p in state.players for z in ("hand", "graveyard", "exile", "command") for o in p.zone(z)]
    for o, who in objs:
        paint = colors.get(who)
        if paint is None or o.face_down or ("Land" in o.card.types and o.zone != "stack"):
            continue
        o.card = dataclasses.replace(_paint(o.card, paint), derived_from=o.card.derived_from or o.card)


def white_as_any(state: GameState, player: str) -> bool:
    """Does ``player`` control a face-up permanent saying "You may spend white mana as though it
    were mana of any color. You may spend other mana only as though it were colorless mana."?"""
    return any(o.controller == player and not o.face_down and o.card.white_as_any for o in state.battlefield())


def paying_as(mana_type: str, as_any: bool) -> frozenset[str]:
    """The mana symbols one mana of ``mana_type`` pays besides generic ones (107.4b): symbols of
    its own type (107.4); under Celestial Dawn (``as_any``) white mana pays a symbol of any color
    (white included: it is still white) and no {C}, other mana only as if colorless: {C} and
    generic only. A hybrid symbol takes either half, a Phyrexian one life (107.4e-f), as ever."""
    if not as_any:
        return frozenset({mana_type})
    return frozenset(COLORS) if mana_type == "W" else frozenset({"C"})


def _white_as_any_exact(state: GameState, perms: list[GameObject], bad: dict[str, str]) -> None:
    """Celestial Dawn's spending is modelled in the payment of spells and abilities (601.2h,
    602.2b), not in the costs of mana abilities paid while activating them: a player under it
    with a mana ability whose cost has a colored or {C} symbol makes it unsupported."""
    for src in perms:
        if not _printed(src).white_as_any:
            continue
        me = src.controller
        for o in state.objects():
            if o.controller == me and any(s.colors for ab in o.card.mana_abilities for s in ab.mana_cost.symbols):
                bad[src.id] = ("You may spend white mana as though it were mana of any color. (a mana ability's "
                               f"colored cost, {o.name}'s: not modelled)")
