"""The mana pool during the replay, shared by 601.2g (mana abilities) and 601.2h (payment).

A :class:`Unit` is one mana with where it came from and what it may be spent on (106.6);
:func:`take` removes the unit a plan names; :func:`exact_payment` decides whether a set of
payers (mana, and the objects convoke / improvise / delve turn into payers) pays a cost
exactly, symbol by symbol (107.4, 601.2h).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from castable.model.cards import CardDef, spend_permissions
from castable.model.mana import COLORS, ManaCost
from castable.model.rules import cast_face_down
from castable.model.state import GameObject

from .context import Replay
from .total_cost import SymKey

#: ("mana", type, snow), ("convoke", colors, False), or ("improvise" / "delve", frozenset(), False)
Payer = tuple[str, Any, bool]


@dataclass
class Unit:
    """One unit of mana in the pool during the replay."""

    type: str
    source: str | None
    restriction: str | None = None
    chosen_type: str | None = None
    snow: bool = False
    activation: int | None = None  # index of the activation that made it (None: floating before)


def _ability_restriction(card: CardDef | None, mana_type: str) -> str | None:
    """Restriction of floating mana named by its source: that of the source's abilities able to
    make this type (none if one of them is unrestricted)."""
    if card is None:
        return None
    abilities = card.mana_abilities
    able = [a for a in abilities if any(mana_type in alt for alt in a.produces)]
    if not able:
        able = list(abilities)
    if not able or any(a.restriction is None for a in able):
        return None
    return able[0].restriction


def floating_unit(ctx: Replay, t: str, source: str | None) -> Unit:
    """A unit already in the pool before casting began, with its source's restriction (106.6)."""
    if source is None:
        return Unit(t, None)
    o = ctx.by_id.get(source)
    if o is not None:
        return Unit(t, source, _ability_restriction(o.card, t), o.chosen.get("creature_type"), o.is_snow)
    card = ctx.state.db.get(source) if ctx.state.db is not None else None
    if card is None:
        return Unit(t, source)
    return Unit(t, source, _ability_restriction(card, t), None, "Snow" in card.supertypes)


def take(ctx: Replay, pool: list[Unit], wanted: tuple[str, str | None], used: Counter[int], what: str) -> Unit | None:
    """Remove the unit ``wanted`` (type, source) from ``pool``; None (reported) if there is none."""
    matches = [u for u in pool if (u.type, u.source) == wanted]
    if not matches:
        ctx.err("601.2g" if what != "spent" else "601.2h",
                f"{what}: no {{{wanted[0]}}} from {wanted[1]!r} in the mana pool at that point")
        return None
    # prefer mana of an activation none of whose mana has been used yet (idle check)
    matches.sort(key=lambda u: (u.activation is None, used[u.activation] if u.activation is not None else 0))
    u = matches[0]
    pool.remove(u)
    if u.activation is not None:
        used[u.activation] += 1
    return u


def restriction_allows(u: Unit, o: GameObject, cost: ManaCost | None, *, ability: bool,
                       commander: bool = False, equip: bool = False) -> bool:
    """106.6: may this restricted unit be spent on casting ``o`` (``ability`` False) or on
    activating an ability of ``o`` whose cost is ``cost``? ``commander``: the spell is one of the
    caster's commanders (903.3: "Spend this mana only to cast your commander"); ``equip``: the
    ability is an equip ability (702.6a: "activate an equip ability")."""
    if u.restriction is None:
        return True
    return any((not ability and commander) if name == "commander_spell"
               else (ability and equip) if name == "equip_ability"
               else _allows(name, sub, u.chosen_type, o, cost, ability)
               for name, sub in spend_permissions(u.restriction))


def _allows(name: str, sub: str | None, chosen: str | None, o: GameObject, cost: ManaCost | None,
            ability: bool) -> bool:
    """One permission (``castable.model.cards.ManaRestriction``) against what is paid for."""
    if name in ("x_cost", "c_cost"):  # "costs that contain {X}" / "a cost that contains {C}"
        return cost is not None and any(s.is_x if name == "x_cost" else s.text == "{C}" for s in cost.symbols)
    if name == "turn_face_up":  # 116.2b: a special action, never what a plan pays for
        return False
    if name.endswith("_ability") or name == "ability":
        if not ability:
            return False
    elif ability:
        return False
    base = name.removesuffix("_spell").removesuffix("_ability")
    checks = {
        "spell": True, "ability": True,
        "artifact": "Artifact" in o.types, "creature": "Creature" in o.types,
        "planeswalker": "Planeswalker" in o.types, "noncreature": "Creature" not in o.types,
        "instant_sorcery": "Instant" in o.types or "Sorcery" in o.types,
        "multicolored": len(o.colors) > 1, "colorless": len(o.colors) == 0,
        "enchantment": "Enchantment" in o.types, "land": "Land" in o.types,
        # "spells with {X} in their mana costs" / "with mana value N or greater" (202.3)
        "x": cost is not None and any(s.is_x for s in cost.symbols),
        "mv": sub is not None and sub.isdigit() and o.card.mana_value >= int(sub),
        "creature_x": "Creature" in o.types and cost is not None and any(s.is_x for s in cost.symbols),
        "creature_mv": "Creature" in o.types and sub is not None and sub.isdigit() and o.card.mana_value >= int(sub),
        "chosen_type_creature": "Creature" in o.types and chosen is not None and o.has_subtype(chosen),
        "chosen_type": chosen is not None and o.has_subtype(chosen),  # mana14: Eclipsed Realms, any card type
        "face_down": cast_face_down(o),  # "to cast face-down spells" (708.2)
        "exile": o.zone == "exile",  # mana14: "to cast spells from exile"
        "subtype": sub is not None and o.has_subtype(sub),
        "colorless_subtype": len(o.colors) == 0 and sub is not None and o.has_subtype(sub),
        "creature_spell_of_chosen_type": "Creature" in o.types and chosen is not None and o.has_subtype(chosen),
    }
    return bool(checks.get(base, False))


def exact_payment(generic: int, symbols: list[SymKey], payers: list[Payer]) -> bool:
    """Can ``payers`` pay exactly ``generic`` + ``symbols``, each payer paying one mana's worth?

    A payer is ("mana", type, snow), ("as", types, snow) (mana paying as though it were of
    ``types``: Celestial Dawn), ("convoke", colors, _), or ("improvise"/"delve", _, _).
    Perfect bipartite matching (Kuhn's algorithm) between payers and cost slots."""
    slots: list[SymKey] = list(symbols) + ["generic"] * generic
    if len(slots) != len(payers):
        return False

    def fits(payer: Payer, slot: SymKey) -> bool:
        kind, val, snow = payer
        if slot == "generic":
            return True  # 107.4b: any mana, a convoking creature, an improvising artifact, a delved card
        if kind == "mana":
            return snow if slot == "S" else val in slot  # 107.4h: {S} needs mana from a snow source
        if kind == "as":  # Celestial Dawn: one mana paying as though it were of the types ``val`` (609.4b)
            return snow if slot == "S" else any(t in slot for t in val)
        if kind == "convoke":
            return slot != "S" and bool(val & slot & frozenset(COLORS))  # 702.51a: one mana of the creature's color
        return False  # 702.126a, 702.66a: improvise and delve pay only generic mana

    adj = [[j for j, sl in enumerate(slots) if fits(py, sl)] for py in payers]
    match: list[int | None] = [None] * len(slots)

    def augment(i: int, seen: set[int]) -> bool:
        for j in adj[i]:
            if j in seen:
                continue
            seen.add(j)
            m = match[j]
            if m is None or augment(m, seen):
                match[j] = i
                return True
        return False

    # try the most constrained payers first
    for i in sorted(range(len(payers)), key=lambda k: len(adj[k])):
        if not augment(i, set()):
            return False
    return True
