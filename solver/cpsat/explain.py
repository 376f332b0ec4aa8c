"""Why a spell can't be cast: the requirement groups of a minimal infeasible core, named by
rule step, with what is missing (docs/cli.md REASON)."""

from __future__ import annotations

import dataclasses

from castable.model.mana import ManaCost
from castable.model.rules import can_tap_for_ability
from castable.model.state import GameObject, GameState, Player
from castable.solver.answer import Reason
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import matches
from castable.solver.cpsat.pools import max_producible
from castable.solver.cpsat.search import core

COLOR_NAMES = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}", "C": "{C}"}


def modes(obj: GameObject) -> list[str]:
    """The ways to announce the cost (601.2b): the mana cost, or one alternative cost."""
    out = []
    if obj.card.mana_cost is not None and obj.zone == "hand":
        out.append("mana cost")
    out += [a.name for a in obj.card.alternative_costs if a.zone == obj.zone]
    return out


def explain(state: GameState, player: str, obj: GameObject, time_limit: float, built: CastModel | None = None
            ) -> list[Reason]:
    """Reasons for a proved "no". ``built``: the model that proved it, reused when the spell
    has only its mana cost (the same model then)."""
    reasons: list[Reason] = []
    most: dict[tuple[str, str | None], int | None] = {}  # max_producible, once per explanation
    if built is not None and built.ability is not None and getattr(built.ability[1], "tap", False):
        state = _source_tapped(state, obj.id)
    for mode in (["mana cost"] if built is not None and built.ability is not None else modes(obj)):
        if built is not None and (built.ability is not None or not obj.card.alternative_costs):
            cm = built
        else:
            cm = CastModel(state, player, obj, mode=None if mode == "mana cost" else mode)
        alt = next((a for a in obj.card.alternative_costs if a.name == mode), None)
        if alt is not None and alt.condition is not None and not any(matches(alt.condition, o)
                                                                     for o in state.player(player).battlefield):
            reasons.append(Reason("601.2b", f"{mode}: needs you to control a {alt.condition.describe()}"))
            continue
        names = core(cm, time_limit)
        prefix = "" if mode == "mana cost" else f"with {mode}'s alternative cost: "
        if not names:
            reasons.append(Reason("601.2h", prefix + "the total cost cannot be paid"))
            continue
        msgs = [_message(cm, state, player, obj, n, prefix, mode, most) for n in names]
        kept = [r for r in msgs if r is not None]
        if not kept:  # only color groups whose color alone suffices: the amount in all is short
            kept = [_message(cm, state, player, obj, "601.2h:pay:generic", prefix, mode, most) or
                    Reason("601.2h", prefix + "the total cost cannot be paid")]
        reasons += kept
    if not reasons:
        reasons.append(Reason("601.2f", f"{obj.name} has no cost that can be paid"))
    return reasons


def _max_producible(cache: dict[tuple[str, str | None], int | None], state: GameState, player: str,
                    mana_type: str | None = None) -> int | None:
    key = (player, mana_type)
    if key not in cache:
        cache[key] = max_producible(state, player, mana_type)
    return cache[key]


def _source_tapped(state: GameState, oid: str) -> GameState:
    """The state as the mana abilities see it when an ability's {T} cost will tap its source:
    the source can't also tap for mana (601.2g before 601.2h)."""
    players = []
    for p in state.players:
        if any(o.id == oid for o in p.battlefield):
            p = dataclasses.replace(p, battlefield=[dataclasses.replace(o, tapped=True) if o.id == oid else o
                                                    for o in p.battlefield])
        players.append(p)
    return dataclasses.replace(state, players=players)


def _sources_of(state: GameState, player: str, t: str, cm: CastModel) -> list[str]:
    out = []
    for o in state.player(player).battlefield:
        for ab in o.card.mana_abilities:
            if ab.tap and not can_tap_for_ability(o):
                continue
            if any(t in alt for alt in ab.produces):
                out.append(o.id)
                break
    return out


def _message(cm: CastModel, state: GameState, player: str, obj: GameObject, name: str, prefix: str,
             mode: str, cache: dict[tuple[str, str | None], int | None]) -> Reason | None:
    me = state.player(player)
    if name.startswith("601.2c:target:"):
        slot = cm.targets.slots[int(name.rsplit(":", 1)[1])].slot
        return Reason("601.2c", prefix + f"no legal target for \"{slot.text or slot.kind}\"")
    if name.startswith("601.2d:divide:"):
        sl = cm.targets.slots[int(name.rsplit(":", 1)[1])]
        assert sl.division is not None  # only a slot with a division has this group
        what = "X" if sl.division.x else str(sl.division.amount)
        return Reason("601.2d", prefix + f"no legal target to divide {what} among "
                                         f"(\"{sl.slot.text or sl.slot.kind}\")")
    if name == "119.4:life":
        return Reason("119.4", prefix + f"the life to pay is more than {player}'s life total ({me.life})")
    if name.startswith("601.2h:part:"):
        part, _ = cm.announcement.cost_parts[int(name.rsplit(":", 1)[1])]
        return Reason("601.2h", prefix + f"cannot {part.describe()}: not enough such objects")
    if name.startswith("601.2h:pay:"):
        r = name.rsplit(":", 1)[1]
        printed = cm.card.mana_cost if cm.ability is not None else _mode_cost(obj, mode)
        need = str(printed) if printed is not None and printed.symbols else "the total cost"
        helpers = _helpers(obj, me)
        if r in COLOR_NAMES:
            srcs = _sources_of(state, player, r, cm)
            most = _max_producible(cache, state, player, r)
            required = sum(1 for sym in (printed.symbols if printed else ()) if sym.colors == {r} and not sym.life)
            if most is not None and most >= required:
                return None  # this color alone is not what is short
            most_text = f"at most {most} {COLOR_NAMES[r]} can be made now" if most is not None else "not enough can be made"
            return Reason("601.2h", prefix + f"needs {need}; {most_text} ({len(srcs)} untapped source(s) can produce "
                          f"{COLOR_NAMES[r]}){helpers}", tuple(srcs))
        if r == "snow":
            return Reason("601.2h", prefix + f"needs {need}: {{S}} must be paid with mana from snow sources; not enough")
        most = _max_producible(cache, state, player)
        avail = [o.id for o in me.battlefield if any(can_tap_for_ability(o) or not ab.tap for ab in o.card.mana_abilities)]
        most_text = f"at most {most} mana can be made now" if most is not None else "not enough mana can be made"
        return Reason("601.2h", prefix + f"needs {need} in all; {most_text}{helpers}", tuple(avail))
    return Reason("601.2", prefix + name)


def _mode_cost(obj: GameObject, mode: str) -> ManaCost | None:
    if mode == "mana cost":
        return obj.card.mana_cost
    alt = next((a for a in obj.card.alternative_costs if a.name == mode), None)
    return alt.mana if alt is not None else None


def _helpers(obj: GameObject, me: Player) -> str:
    """What else could pay (702.51 convoke, 702.126 improvise, 702.66 delve)."""
    kws = obj.card.keywords
    parts = []
    if "Convoke" in kws:
        parts.append(f"{sum(1 for o in me.battlefield if o.is_a('Creature') and not o.tapped)} untapped creature(s) to convoke")
    if "Improvise" in kws:
        parts.append(f"{sum(1 for o in me.battlefield if o.is_a('Artifact') and not o.tapped)} untapped artifact(s) to improvise")
    if "Delve" in kws:
        parts.append(f"{sum(1 for o in me.graveyard if o.id != obj.id)} card(s) in the graveyard to delve")
    return ("; and " + ", ".join(parts)) if parts else ""
