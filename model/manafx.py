"""Triggered mana abilities (605.1b) and replacement effects on mana (614, 106.12b), folded
into the mana abilities of the permanents they apply to.

A permanent is "tapped for mana" when a mana ability with {T} in its cost is activated
(106.12b). What a card's :class:`~castable.model.cards.ManaEffect` does to that activation:

- replacement effects (614.1a: "instead") change the mana the ability produces: Mana
  Reflection's "twice as much of that mana", Damping Sphere's "{C} instead of any other type
  and amount" for a land tapped for two or more mana. When several apply, the controller of
  the permanent chooses their order (616.1), each applying at most once and only if it still
  applies after the ones before (616.1): every order's result is an alternative the player may
  choose, e.g. a Forest under Mana Reflection and Damping Sphere makes {G}{G} (Damping Sphere
  first: one mana, it doesn't apply) or {C} (Mana Reflection first);
- triggered mana abilities (605.1b) trigger on the activation and resolve right after it,
  without the stack (605.4a), so their mana is there for the same payment: Wild Growth's
  additional {G}, Mana Flare's "one mana of any type that land produced" (the types the land
  produced, after the replacement effects). Replacement effects that modify what a permanent
  produces when tapped don't touch the mana a trigger adds: that mana is added by the
  trigger's own source, which isn't tapped (614.1a reads the event it replaces; 106.12b).

:func:`resolve` gives each affected permanent a derived card whose {T} mana abilities produce
the result (the ability's alternatives, each followed by one alternative of every trigger's
mana), so the CP-SAT model, the referee and the reference read it through
``o.card.mana_abilities`` as they read every other ability. The trigger's mana is written as
the tapped permanent's. Where that could change an answer (the mana's source matters: a
spending restriction of the ability, snow mana 106.3, "Spend only mana produced by creatures",
or an amount the state decides, 107.3), the effect's card is marked unsupported in that state
instead (exit 4), never guessed.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING

from castable.model.cards import CardDef, CostModifier, ManaAbility, ManaEffect
from castable.model.mana import COLORS, MANA_TYPES

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

Alt = tuple[str, ...]
#: more alternatives than this for one ability: not folded (the effect's card is unsupported)
MAX_ALTERNATIVES = 64


class _NotExact(Exception):
    """Folding this effect into the ability would not be exact (see the module doc)."""


def _watches(e: ManaEffect, src: GameObject, o: GameObject) -> bool:
    """Does ``src``'s effect ``e`` watch ``o`` being tapped for mana?"""
    from castable.model.state import filter_matches
    if e.whose == "enchanted" and src.attached_to != o.id:
        return False
    if e.whose == "you" and o.controller != src.controller:
        return False
    return filter_matches(e.tapped_kind, o, src.controller)


def _replace_once(e: ManaEffect, alt: Alt) -> Alt | None:
    """One replacement effect applied to what the ability produces (614.1a); ``None``: it
    doesn't apply (Damping Sphere to one mana)."""
    if e.kind == "multiply":  # "twice as much of that mana"
        return tuple(t for t in alt for _ in range(e.factor))
    if e.kind == "damping":  # "tapped for two or more mana, it produces {C} instead"
        return ("C",) if len(alt) >= 2 else None
    # "it produces {B} instead of any other type [and amount]"
    return (e.becomes_type,) if e.becomes_one else (e.becomes_type,) * len(alt)


def _replaced(effects: list[ManaEffect], alt: Alt) -> set[Alt]:
    """616.1: every result of applying ``effects`` in an order the player chooses, each once,
    skipping one that no longer applies."""
    out: set[Alt] = set()
    for order in itertools.permutations(effects):
        cur = alt
        for e in order:
            cur = _replace_once(e, cur) or cur
        out.add(cur)
    return out


def _bonus(e: ManaEffect, src: GameObject, produced: Alt) -> list[Alt]:
    """The alternatives of mana a trigger adds (605.1b), after the ability produced ``produced``."""
    if e.bonus_from == "same_type":  # "one mana of any type that land produced": none if it made none
        return [(t,) for t in MANA_TYPES if t in produced] or [()]
    if e.bonus_from == "chosen_color":
        color = src.chosen.get("color")
        if color not in COLORS:  # the state doesn't say which color was chosen as it entered
            raise _NotExact
        return [(str(color),)]
    if e.bonus_from == "any_color":  # "in any combination of colors": a multiset of them
        return [tuple(c) for c in itertools.combinations_with_replacement(COLORS, e.bonus_count)]
    return list(e.bonus)


def _canonical(alt: Alt) -> Alt:
    return tuple(sorted(alt, key=MANA_TYPES.index))


def _fold(ab: ManaAbility, o: GameObject, found: list[tuple[GameObject, ManaEffect]],
          only_from: bool) -> ManaAbility:
    """``ab`` of ``o`` with the effects ``found`` applied; :class:`_NotExact` when it can't be."""
    replacements = [e for _, e in found if e.kind != "trigger"]
    triggers = [(s, e) for s, e in found if e.kind == "trigger"]
    if ab.per is not None and any(e.kind != "multiply" for e in replacements):
        raise _NotExact  # how much it makes is the state's (107.3): "two or more" is unknown here
    if triggers and (ab.per is not None or ab.restriction is not None or not ab.produces):
        raise _NotExact  # the trigger's mana is unrestricted (106.6) / added once, not per
    if ab.restriction is not None and any(e.kind in ("damping", "becomes") for e in replacements):
        raise _NotExact
    if any(s.is_snow != o.is_snow or (only_from and s is not o) for s, _ in triggers):
        raise _NotExact  # the added mana's source is the trigger's (106.3, Myr Superion's 106.6)
    alts: list[Alt] = []
    for alt in ab.produces:
        for made in sorted(_replaced(replacements, alt)):
            choices = [_bonus(e, s, made) for s, e in triggers]
            for extra in itertools.product(*choices):
                full = _canonical(made + tuple(t for part in extra for t in part))
                if full not in alts:
                    alts.append(full)
    if len(alts) > MAX_ALTERNATIVES:
        raise _NotExact
    return dataclasses.replace(ab, produces=tuple(alts))


def _effects(state: GameState) -> list[tuple[GameObject, ManaEffect]]:
    """Every mana effect of a permanent on the battlefield (708.2: none while face down)."""
    return [(s, e) for s in state.battlefield() if not s.face_down for e in s.card.mana_effects]


def _unsupported(src: GameObject, e: ManaEffect, o: GameObject) -> None:
    """Mark ``src``'s card as not read in this state: every answer is then exit 4."""
    card = src.card
    src.card = dataclasses.replace(
        card, unsupported=f"{e.text} (applied to {o.name}'s mana abilities: not modelled exactly)",
        unsupported_affects_others=True, derived_from=card.derived_from or card)


def _spend_only_from(state: GameState) -> bool:
    """Does some card in the state spend only mana from certain sources (106.6, Myr Superion)?"""
    return any(c.mana_only_from is not None for o in state.objects() for c in (o.card, *o.card.faces))


def resolve(state: GameState) -> None:
    """Fold every mana effect into the {T} mana abilities it applies to (see the module doc).
    Runs after ``castable.model.commander.resolve`` (which gives each permanent its own card
    and the abilities the state grants it), on each state the parser reads and each state
    change makes."""
    _per_spell_modifiers(state)
    effects = _effects(state)
    if not effects:
        return
    only_from = _spend_only_from(state)
    colors_from = any(ab.colors_from is not None for o in state.battlefield() for ab in o.card.mana_abilities)
    for o in state.battlefield():
        if o.face_down:
            continue
        card = o.card
        found = [(s, e) for s, e in effects if _watches(e, s, o)]
        if not found:
            continue
        if colors_from and any(e.kind in ("damping", "becomes") for _, e in found):
            _unsupported(found[0][0], found[0][1], o)  # 106.7 "could produce" counts replacements
            continue
        try:
            _install(o, card, found, only_from)
        except _NotExact:
            s, e = found[0]
            _unsupported(s, e, o)


def _install(o: GameObject, card: CardDef, found: list[tuple[GameObject, ManaEffect]], only_from: bool) -> None:
    """Give ``o`` its card with every {T} mana ability folded (106.12b: only those)."""
    def fold(ab: ManaAbility) -> ManaAbility:
        return _fold(ab, o, found, only_from) if ab.tap else ab

    intrinsic = tuple(fold(ab) for ab in card.intrinsic_mana_abilities)
    text = tuple(fold(ab) if isinstance(ab, ManaAbility) else ab for ab in card.abilities_text)
    mana = tuple(fold(ab) for ab in card.mana_abilities_text)
    if intrinsic == card.intrinsic_mana_abilities and text == card.abilities_text and mana == card.mana_abilities_text:
        return
    o.card = dataclasses.replace(card, intrinsic_mana=intrinsic, abilities_text=text, mana_abilities_text=mana,
                                 derived_from=card.derived_from or card)


def _per_spell_modifiers(state: GameState) -> None:
    """Damping Sphere's "Each spell a player casts costs {1} more to cast for each other spell
    that player has cast this turn" (601.2f): the spells cast before this one are the caster's
    ``spells_cast_this_turn`` (a spell is cast once its costs are paid, 601.2i), so the
    permanent gets one increase for its controller's spells ("you") and one for its opponents'
    ("opponents"). With opponents who cast different numbers of spells one modifier can't say
    it: the card is then unsupported in that state."""
    for o in state.battlefield():
        n = o.card.per_spell_cast_increase
        if not n or o.face_down:
            continue
        counts = {p.name: p.spells_cast_this_turn for p in state.players}
        theirs = {c for name, c in counts.items() if name != o.controller}
        if len(theirs) > 1:
            o.card = dataclasses.replace(o.card, derived_from=o.card.derived_from or o.card, unsupported=(
                f"Each spell a player casts costs {{{n}}} more to cast for each other spell that player has cast this "
                "turn. (opponents who cast different numbers of spells this turn: not modelled)"))
            continue
        mods = [CostModifier("increase", n * counts[o.controller], scope="you")]
        mods += [CostModifier("increase", n * c, scope="opponents") for c in theirs]
        mods = [m for m in mods if m.amount]
        if mods:
            o.card = dataclasses.replace(o.card, cost_modifiers=o.card.cost_modifiers + tuple(mods),
                                         derived_from=o.card.derived_from or o.card)
