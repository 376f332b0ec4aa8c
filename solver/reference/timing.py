"""117, 601.3, 602.2, 602.5, 606.3, 702.61a: may the player begin to cast the card or
activate the ability at all? The same for every later choice, so decided once."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from castable.model import levels, manastate
from castable.model.activatecheck import check_holds
from castable.model.cards import ActivatedAbility, AlternativeCost, CardDef, ManaAbility, bestowed_card, cost_counters
from castable.model.castwindow import window_open
from castable.model.commander import any_player_window, costs_zone, is_commander
from castable.model.prohibit import prohibited
from castable.model.rules import ability_card, can_tap_for_ability, face_down_spell
from castable.model.state import AFTER_BLOCKERS, GameObject, GameState, filter_matches

MAIN_PHASES = ("main1", "main2")


@dataclass
class Subject:
    """What is "cast": the spell as cast (one face of a multi-face card, 709.3; the face-down
    2/2, 708.2), or an ability's pseudo-card (602.2b) carrying its source's id and state."""

    obj: GameObject
    player: str
    face: str | None = None
    ability: int | None = None
    source: GameObject | None = None
    act: ManaAbility | ActivatedAbility | None = None

    @property
    def card(self) -> CardDef:
        return self.obj.card

    @property
    def full(self) -> ActivatedAbility | None:
        """The ability when it is not a mana ability (602.5 restrictions live there)."""
        return self.act if isinstance(self.act, ActivatedAbility) else None

    @property
    def own_tap(self) -> bool:
        return self.act is not None and self.act.tap

    @property
    def own_sacrifice(self) -> bool:
        return self.act is not None and self.act.sacrifice_self

    @property
    def own_exile(self) -> bool:
        """"Exile <this>" / "Return <this> to its owner's hand" of a permanent (act13a): it leaves
        the battlefield, never reaching a graveyard."""
        full = self.full
        return full is not None and (full.exile_self or full.return_self) and full.zone == "battlefield"

    def keyword(self, word: str) -> bool:
        """A keyword of the spell's own card (convoke, delve, improvise)."""
        return any(k.lower() == word for k in self.card.keywords)


def split_second(state: GameState) -> bool:
    """702.61a: a spell (not an ability, ``ability_of``) with split second is on the stack."""
    return any(o.choices.get("ability_of") is None and o.has("split second") for o in state.stack)


def sorcery_timing(state: GameState, player: str) -> bool:
    """307.1 / 117.1a: the player's own main phase with an empty stack."""
    return state.active_player == player and state.phase in MAIN_PHASES and not state.stack


def spells(state: GameState, card_id: str, player: str) -> list[Subject]:
    """Each way ``player`` may begin to cast ``card_id`` now: once per castable face of a
    multi-face card (709.3, 712, 715), the card itself otherwise, and face down when it has
    such a cost (702.37c, 702.168a). 117.1a priority; 601.3 a card in the player's hand,
    graveyard or exile, or another's card a permission lets the player cast (which costs allow
    which zone, and their timing, is :func:`cost_allowed`'s); 305.1 lands are played."""
    if player not in {p.name for p in state.players}:
        return []
    obj = state.object(card_id)
    if obj is None or obj.zone not in ("hand", "graveyard", "exile", "command") or split_second(state):
        return []
    if obj.zone == "command" and not is_commander(state, obj):
        return []  # 903.8: of the command zone's objects, only a commander may be cast
    perm = obj.permission
    if obj.zone != "hand" and perm is not None and perm.player is not None:
        if perm.player != player:  # 601.3: the permission is that player's
            return []
    elif obj.id not in {o.id for o in state.player(player).zone(obj.zone)}:
        return []
    out: list[Subject] = []
    if obj.card.faces:
        out += [Subject(dataclasses.replace(obj, card=f), player, face=f.name) for f in obj.card.castable_faces]
    else:
        out.append(Subject(obj, player))
    out += [Subject(face_down_spell(obj, a), player) for a in obj.card.alternative_costs if a.face_down]
    # 702.103b: cast bestowed, an Aura spell with enchant creature (another spell)
    out += [Subject(dataclasses.replace(obj, card=bestowed_card(obj.card, a)), player)
            for a in obj.card.alternative_costs if a.bestow]
    return [s for s in out if "Land" not in s.obj.types]


def _spell_timing(state: GameState, s: Subject) -> bool:
    """117.1a: with priority, an instant, or a spell with flash (702.8a), any time; else
    sorcery timing."""
    if state.priority != s.player:
        return False
    return s.card.has_flash or s.obj.has("flash") or sorcery_timing(state, s.player)


def cost_allowed(state: GameState, s: Subject, alt: AlternativeCost | None) -> bool:
    """601.3 and timing, for one cost: the mana cost (``None``) from the hand, or from a
    graveyard or exile with an ``effect`` permission or, 715.4, as the creature of an adventurer
    card on an adventure (not its Adventure face); an alternative cost from its zone, with the
    state fact it needs (``AlternativeCost.permission``). Timing: 117.1a (:func:`_spell_timing`);
    a plotted card with priority only as a sorcery (702.170d); madness (702.35a) and suspend
    (702.62a) while the card's own trigger resolves (117.1, 117.2e: no priority, no timing)."""
    if not window_open(s.card.cast_window, state, s.player):
        return False  # 601.3: "Cast this spell only during combat"
    if prohibited(state, s.player) is not None:
        return False  # 601.3, 101.2: "Each player can't cast more than one spell each turn", whatever the cost
    zone, perm = costs_zone(s.obj.zone), s.obj.permission  # 903.8: the command zone's costs are the hand's
    if alt is None:
        if "Aftermath" in s.card.keywords:
            return False  # 702.127a: this half only from a graveyard, by its aftermath cost
        if s.card.fused and s.obj.zone != "hand":
            return False  # 702.102a: both halves of a fuse card only from its owner's hand
        if zone != "hand" and not (perm is not None and (perm.kind == "effect" or (
                perm.kind == "adventure" and "Adventure" not in s.card.subtypes) or (
                perm.kind == "warp" and not perm.this_turn))):  # 702.185a: a later turn
            return False
        return _spell_timing(state, s)
    if alt.zone != zone:
        return False
    if alt.permission in ("madness", "suspend", "miracle"):
        return _trigger_resolving(state, s, alt.permission)
    if alt.permission in ("foretell", "plot", "mayhem") and not (perm is not None and perm.kind == alt.permission
                                                                 and not perm.this_turn):
        return False  # 702.143a, 702.170d: foretold / plotted, on an earlier turn; 702.187a: discarded this turn
    if alt.permission == "plot":
        return state.priority == s.player and sorcery_timing(state, s.player)
    if any(p.action == "return_unblocked" for p in alt.parts):
        # sneak: from the hand, any time the caster has priority in the declare blockers step
        return s.obj.zone == "hand" and state.priority == s.player and state.phase == "declare_blockers"
    return _spell_timing(state, s)


def _trigger_resolving(state: GameState, s: Subject, keyword: str) -> bool:
    """The top of the stack is the card's own ``keyword`` trigger (``ability_of`` it, text
    starting with the keyword), controlled by the caster, and nobody has priority (it is
    resolving, 117.2e); suspend: no time counter is left on the card (702.62a)."""
    if not state.stack or state.priority is not None:
        return False
    top = state.stack[-1]
    text = top.choices.get("trigger")
    if top.choices.get("ability_of") != s.obj.id or not isinstance(text, str):
        return False
    if keyword == "suspend" and s.obj.counters.get("time", 0) > 0:
        return False
    return text.lower().startswith(keyword) and top.controller == s.player


def ability(state: GameState, source_id: str, index: int, player: str) -> Subject | None:
    """Ability ``index`` of ``source_id`` if ``player`` may begin to activate it now."""
    if player not in {p.name for p in state.players}:
        return None
    src = state.object(source_id)
    card = ability_card(src, index) if src is not None else None
    if src is None or card is None:
        return None
    act = src.card.activated_abilities[index]
    full = act if isinstance(act, ActivatedAbility) else None
    if src.zone != (full.zone if full is not None else "battlefield"):
        return None  # 602.2: an ability works from the zone its text says
    controller = src.controller if src.zone == "battlefield" else src.owner
    if controller != player and not act.any_player:
        return None  # 602.2: only its controller, unless any player may (Mana Cache's mana ability too)
    if full is not None and full.opponents_only and controller == player:
        return None  # 602.2 (act15): "Only your opponents may activate this ability."
    if act.prohibited:
        return None  # 602.5: a static ability prohibits it (Arrest)
    if state.priority != player:
        return None  # 117.1b
    if full is not None and not _full_ability_timing(state, src, index, full, player):
        return None
    if act.remove_counters is not None and cost_counters(src.counters, act.remove_counters) < act.remove_amount:
        return None  # 118.3: the cost removes counters it doesn't have
    if isinstance(act, ManaAbility) and act.once_per_turn and src.activations_this_turn.get(str(index), 0) >= 1:
        return None  # 602.5b: "Activate only once each turn."
    if isinstance(act, ManaAbility) and src.zone == "battlefield" and manastate.not_now(act, src, state) is not None:
        return None  # 602.5 (mana14): an opponent's turn only, counters on it, a card in the graveyard
    if isinstance(act, ManaAbility) and act.any_player and not any_player_window(state, player):
        return None  # 602.2, 513.1: "only during their turn before the end step"
    if (act.tap or (full is not None and full.untap)) and not _may_pay_tap_symbols(src, act, full):
        return None
    if act.activate_if is not None and len(
            [x for x in state.player(player).battlefield if filter_matches(act.activate_if, x, player)]) \
            < act.activate_if_count:
        return None  # 602.5: "Activate only if you control ..."
    return Subject(dataclasses.replace(src, card=card), player, ability=index, source=src, act=act)


def _full_ability_timing(state: GameState, src: GameObject, index: int, full: ActivatedAbility, player: str) -> bool:
    """602.5 restrictions of a non-mana ability: split second (702.61a, mana abilities stay
    allowed: 702.61b), "only as a sorcery" (602.5d) and loyalty abilities (606.3), "only during
    your turn", "only once each turn" (602.5b), one loyalty ability per permanent per turn
    (606.3), and a minus loyalty cost needs that much loyalty (606.6)."""
    if split_second(state):
        return False
    loyal = full.loyalty is not None or full.loyalty_x
    if (full.sorcery_speed or loyal) and not sorcery_timing(state, player):
        return False
    if full.your_turn_only and state.active_player != player:
        return False
    if not window_open(full.window, state, player):
        return False  # 602.5: "Activate only during combat", "... during your upkeep"
    if not check_holds(full.activate_check, state, src, player):
        return False  # 602.5: "Activate only if you have no cards in hand", "... if <this> is attacking"
    if full.energy > state.player(player).energy:
        return False  # act15, 107.14, 118.3: "Pay {E}{E}" removes energy counters the player doesn't have
    if any(p.action == "return_unblocked" for p in full.parts) and state.phase not in AFTER_BLOCKERS:
        return False  # 702.49c, 509.1h: no attacker is unblocked before blockers are declared
    if full.class_level is not None and not levels.class_level_allows(full.class_level, src):
        return False  # 716.2a: "Level N" only while the Class is level N-1
    if full.once_per_turn and src.activations_this_turn.get(str(index), 0) >= 1:
        return False
    if full.max_per_turn is not None and src.activations_this_turn.get(str(index), 0) >= full.max_per_turn:
        return False  # 602.5b: "Activate no more than twice each turn."
    if full.once_ever and index in src.exhausted:
        return False  # 702.177a: an exhaust ability is activated only once
    if loyal:
        loyalty_ks = [str(k) for k, a in enumerate(src.card.activated_abilities)
                      if isinstance(a, ActivatedAbility) and (a.loyalty is not None or a.loyalty_x)]
        if any(src.activations_this_turn.get(k, 0) > 0 for k in loyalty_ks):
            return False
        if full.loyalty is not None and full.loyalty < 0 and src.counters.get("loyalty", 0) < -full.loyalty:
            return False
    return True


def _may_pay_tap_symbols(src: GameObject, act: ManaAbility | ActivatedAbility, full: ActivatedAbility | None) -> bool:
    """602.5a / 302.6: {T} and {Q} of a creature need it free of summoning sickness (or
    haste); 118.3: {T} needs it untapped, {Q} tapped; both need a permanent."""
    if src.zone != "battlefield":
        return False
    if act.tap and not can_tap_for_ability(src):
        return False
    untap = full is not None and full.untap
    if untap and (not src.tapped or (src.is_a("Creature") and src.summoning_sick and not src.has("haste"))):
        return False
    return True
