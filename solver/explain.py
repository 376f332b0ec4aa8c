"""Why a spell can't be cast: the requirement groups of a minimal infeasible core, named by
rule step, with what is missing (cli.md REASON)."""

from __future__ import annotations

from castable.model.state import GameObject, GameState
from castable.solver.answer import Reason
from castable.solver.encoding import CastModel, can_tap_for_ability, matches
from castable.solver.search import core

COLOR_NAMES = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}", "C": "{C}"}


def modes(obj: GameObject) -> list[str]:
    """The ways to announce the cost (601.2b): the mana cost, or one alternative cost."""
    out = []
    if obj.card.mana_cost is not None and obj.zone == "hand":
        out.append("mana cost")
    out += [a.name for a in obj.card.alternative_costs if a.zone == obj.zone]
    return out


def explain(state: GameState, player: str, obj: GameObject, time_limit: float) -> list[Reason]:
    reasons: list[Reason] = []
    for mode in modes(obj):
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
        for n in names:
            reasons.append(_message(cm, state, player, obj, n, prefix))
    if not reasons:
        reasons.append(Reason("601.2f", f"{obj.name} has no cost that can be paid"))
    return reasons


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


def _message(cm: CastModel, state: GameState, player: str, obj: GameObject, name: str, prefix: str) -> Reason:
    me = state.player(player)
    if name.startswith("601.2c:target:"):
        slot = obj.card.targets[int(name.rsplit(":", 1)[1])]
        return Reason("601.2c", prefix + f"no legal target for \"{slot.text or slot.kind}\"")
    if name == "119.4:life":
        return Reason("119.4", prefix + f"the life to pay is more than {player}'s life total ({me.life})")
    if name.startswith("601.2h:part:"):
        part, _ = cm._cost_parts()[int(name.rsplit(":", 1)[1])]
        return Reason("601.2h", prefix + f"cannot {part.describe()}: not enough such objects")
    if name.startswith("601.2h:pay:"):
        r = name.rsplit(":", 1)[1]
        cost = obj.card.mana_cost if not prefix else None
        need = str(cost) if cost is not None else "the total cost"
        if r in COLOR_NAMES:
            srcs = _sources_of(state, player, r, cm)
            floating = sum(1 for u in me.mana_pool if u.type == r)
            extra = f" and {floating} {COLOR_NAMES[r]} floating" if floating else ""
            return Reason("601.2h", prefix + f"needs {need}: only {len(srcs)} untapped source(s) can produce {COLOR_NAMES[r]}"
                          + extra, tuple(srcs))
        if r == "snow":
            return Reason("601.2h", prefix + f"needs {need}: not enough mana from snow sources for {{S}}")
        avail = [o.id for o in me.battlefield if any(can_tap_for_ability(o) or not ab.tap for ab in o.card.mana_abilities)]
        return Reason("601.2h", prefix + f"needs {need}: not enough mana in all ({len(avail)} untapped mana source(s), "
                      f"{len(me.mana_pool)} floating)", tuple(avail))
    return Reason("601.2", prefix + name)
