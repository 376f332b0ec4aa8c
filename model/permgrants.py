"""Abilities and keywords permanents grant to other permanents (113.1a; layer 6, 613.1f):
``CardDef.permanent_grants`` (read by ``castable.model.oracle.permgrants``).

- "Enchanted land has \"{T}: Add one mana of any color.\"" (Abundant Growth), "Equipped
  creature has \"...\"": the permanent the source is attached to (the state's ``attached_to``),
  if it is of the kind named (an Aura or Equipment attached to something else would be put
  into the graveyard or unattached as a state-based action, 704.5m-n: it grants nothing);
- "<filter> you control have \"...\"": each permanent the source's controller controls that
  matches ("Other": not the source); "All Slivers have \"...\"": every matching permanent;
- "Activated abilities of artifacts [your opponents control] can't be activated." (Null Rod,
  Linvala, Keeper of Silence: ``oracle.perm13``): every matching permanent, or those of the
  source controller's opponents (``whom`` "opponents"), prohibited (602.5, ``castable.model.restrict``);
- "Equipped creatures you control have haste." (``whom`` "equipped", grant14): each permanent
  its controller controls with an Equipment attached (301.5a); "Enchanted creatures you control
  have shroud." (``whom`` "enchanted", grant15): those with an Aura attached (303.4);
- "... have haste": the keyword (302.6: a creature with haste can pay {T} while summoning sick,
  ``castable.model.rules.can_tap_for_ability`` reads it through ``card.keywords``).

:func:`granted` says, for each permanent, what it gains; ``castable.model.commander.resolve``
adds the abilities after the permanent's own and after those lands gain from Chromatic
Lantern (in the state's order of the sources, each source's grants in text order: the K of
docs/cli.md) and the keywords to ``card.keywords``, before ``castable.model.manafx`` folds
mana triggers and replacements in, so that every checker reads ``o.card`` as it always has.
A face-down permanent has no abilities of its own (708.2) and gives none; one that would gain
some from a grant is not modelled: the granting card is then unsupported in that state.
Two equal {T} mana abilities are one option (one tap makes the same mana): kept once.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from castable.model.cards import ActivatedAbility, CardDef, GrantCondition, ManaAbility, PermanentGrant

if TYPE_CHECKING:
    from castable.model.state import GameObject, GameState

Ability: TypeAlias = ManaAbility | ActivatedAbility
#: "protection from the chosen color" (Pentarch Ward, Ward Sliver): the color chosen as the source
#: entered (614.12), the state's ``chosen.color`` of the source, put in by :func:`granted`
CHOSEN_PROTECTION = "Protection from the chosen color"
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@dataclass
class Gained:
    """What one permanent gains from the grants of others (and its own "All Slivers have")."""

    abilities: list[Ability] = field(default_factory=list)
    keywords: set[str] = field(default_factory=set)
    #: 602.5: "all" its activated abilities can't be activated, or the "nonmana" ones (Arrest;
    #: ``castable.model.restrict`` applies it once every ability is in place)
    forbids: str | None = None


def _base(o: GameObject) -> CardDef:
    return o.card.derived_from or o.card


def _reached(state: GameState, src: GameObject, g: PermanentGrant, perms: list[GameObject]) -> list[GameObject]:
    """The permanents ``g`` of ``src`` reaches now."""
    if g.whom == "attached":
        o = state.object(src.attached_to) if src.attached_to else None
        cands = [o] if o is not None and o.zone == "battlefield" else []
    elif g.whom == "self":
        cands = [src]
    elif g.whom == "equipped":  # 301.5a: "Equipped creatures you control": an Equipment is attached to it
        held = {o.attached_to for o in perms if "Equipment" in o.subtypes}
        cands = [o for o in perms if o.controller == src.controller and o.id in held]
    elif g.whom == "enchanted":  # 303.4: "Enchanted creatures you control": an Aura is attached to it (grant15)
        held = {o.attached_to for o in perms if "Aura" in o.subtypes}
        cands = [o for o in perms if o.controller == src.controller and o.id in held]
    else:
        cands = [o for o in perms if g.whom == "all" or (o.controller == src.controller) == (g.whom == "yours")]
    from castable.model.state import filter_matches
    # the recipient's qualities, those the state decides included ("as long as it's untapped",
    # "as long as equipped creature is legendary": static13c), seen from the source's controller
    return [o for o in cands if not (g.other and o is src) and filter_matches(g.recipients, o, src.controller)]


def granted(state: GameState) -> tuple[dict[str, Gained], list[tuple[GameObject, str]]]:
    """For each permanent's id, the abilities and keywords granted to it (see the module doc);
    and each source whose grants aren't modelled in this state, with why, for
    :func:`mark_unsupported` (one reaching a face-down permanent; a chosen color the state
    doesn't give)."""
    perms = state.battlefield()
    out: dict[str, Gained] = {}
    face_down: list[tuple[GameObject, str]] = []
    for src in perms:
        if src.face_down:  # 708.2: no abilities, so no grants
            continue
        grants = _chosen(src, _base(src).permanent_grants)
        if grants is None:
            face_down.append((src, "protection from the chosen color: the state's chosen.color is missing"))
            continue
        if any(_drops_source(src, g) for g in grants):
            continue  # 704.5m-n: it would be put into the graveyard or unattached
        for g in grants:
            if g.condition is not None and not _holds(state, src, g.condition, perms):
                continue  # 611.3a: the effect applies only while its condition holds
            for o in _reached(state, src, g, perms):
                if o.face_down:  # 708.2; haste alone changes nothing there: it has no {T} abilities
                    if g.abilities or g.keywords - {"Haste"}:  # shroud, hexproof, protection: targets
                        face_down.append((src, f"an ability granted to a face-down permanent ({o.id}): not modelled (708.2)"))
                    continue  # a prohibition: it has no abilities to prohibit (708.2)
                got = out.setdefault(o.id, Gained())
                got.abilities.extend(g.abilities)
                got.keywords |= g.keywords
                if g.forbids is not None and got.forbids != "all":
                    got.forbids = g.forbids
    return out, face_down


def _holds(state: GameState, src: GameObject, c: GrantCondition, perms: list[GameObject]) -> bool:
    """Whether ``c`` holds now for ``src`` (see :class:`~castable.model.cards.GrantCondition`)."""
    you = state.player(src.controller)
    if c.kind == "graveyard" and c.cards is not None:
        return sum(c.cards.matches(o.types, o.subtypes, o.colors) for o in you.graveyard) >= c.count
    if c.kind == "graveyard":
        return len(you.graveyard) >= c.count
    if c.kind == "hand_empty":
        return not you.hand and not you.hidden_hand  # cards in hand the state doesn't show count too
    if c.kind == "control" and c.cards is not None:
        from castable.model.state import filter_matches
        return any(o.controller == src.controller and not (c.other and o is src)
                   and filter_matches(c.cards, o, src.controller) for o in perms)
    if c.kind == "your_turn":  # "During your turn, ..."
        return state.active_player == src.controller
    if c.kind == "control":
        return any(o.controller == src.controller and o.has_subtype(c.subtype) for o in perms)
    if c.kind == "opponent_life_le":  # 102.3: the other players are its controller's opponents
        return any(p.life <= c.count for p in state.players if p.name != src.controller)
    if c.kind == "max_speed":  # 702.178a "Max speed — ...": as long as its controller has max speed (702.179: 4)
        return you.speed >= 4
    if c.kind == "no_spells_cast":
        return you.spells_cast_this_turn == 0
    # 303.4: an Aura attached to it (an Aura attached illegally is put into the graveyard, 704.5m)
    return any(o.attached_to == src.id and "Aura" in o.subtypes for o in perms)


def _chosen(src: GameObject, grants: tuple[PermanentGrant, ...]) -> tuple[PermanentGrant, ...] | None:
    """``grants`` with "protection from the chosen color" made the color ``src`` records in
    ``chosen.color`` (614.12: chosen as it entered); None when a grant needs it and the state
    doesn't say it (nothing is guessed)."""
    if not any(CHOSEN_PROTECTION in g.keywords for g in grants):
        return grants
    word = _COLOR_WORDS.get(str(src.chosen.get("color")))
    if word is None:
        return None
    return tuple(dataclasses.replace(g, keywords=(g.keywords - {CHOSEN_PROTECTION}) | {f"Protection from {word}"})
                 if CHOSEN_PROTECTION in g.keywords else g for g in grants)


def _drops_source(src: GameObject, g: PermanentGrant) -> bool:
    """702.16c-d: an Aura with a quality the enchanted permanent has protection from can't
    enchant it (303.4d, 704.5m: it goes to the graveyard), an Equipment can't equip it (704.5n:
    it becomes unattached); so a source granting protection from one of its own qualities to
    what it is attached to stays only with "This effect doesn't remove ~" (``keeps_source``)."""
    from castable.model.rules import protected_from
    prot = frozenset(k for k in g.keywords if k.lower().startswith("protection from "))
    if g.whom != "attached" or g.keeps_source or not prot:
        return False
    holder = dataclasses.replace(src, card=dataclasses.replace(_base(src), keywords=prot), granted=frozenset())
    return protected_from(holder, src, src.controller)


def extend(own: tuple[Ability, ...], gained: Gained | None) -> tuple[Ability, ...]:
    """``own`` abilities, then the granted ones; an equal {T} mana ability only once."""
    if gained is None:
        return own
    out = list(own)
    for ab in gained.abilities:
        if not (isinstance(ab, ManaAbility) and ab.tap and ab in out):
            out.append(ab)
    return tuple(out)


def mark_unsupported(face_down: list[tuple[GameObject, str]]) -> None:
    """The source of a grant reaching a face-down permanent, or needing a chosen color the
    state doesn't give, is unsupported in this state (called after its own card is set)."""
    for src, why in face_down:
        card = src.card
        src.card = dataclasses.replace(card, unsupported=why, unsupported_affects_others=True,
                                       derived_from=card.derived_from or card)
