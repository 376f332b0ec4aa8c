"""Why a spell can't be cast: the requirement groups of a minimal infeasible core, named by
rule step, with what is missing (docs/cli.md REASON)."""

from __future__ import annotations

import dataclasses

from castable.model.commander_control import alternative_open as commander_alternative_open
from castable.model.mana import ManaCost
from castable.model.state import GameObject, GameState
from castable.solver.answer import Binding, Reason
from castable.solver.cpsat import binding
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.objects import REQS, matches
from castable.solver.cpsat.search import core


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
        if alt is not None and not commander_alternative_open(alt, state, player):
            reasons.append(Reason("118.9", f"{mode}: needs you to control a commander"))
            continue
        names = core(cm, time_limit)
        prefix = "" if mode == "mana cost" else f"with {mode}'s alternative cost: "
        if not names:
            reasons.append(Reason("601.2h", prefix + "the total cost cannot be paid"))
            continue
        reasons += _core_reasons(cm, state, player, obj, names, prefix, mode, time_limit)
    if not reasons:
        reasons.append(Reason("601.2f", f"{obj.name} has no cost that can be paid"))
    return reasons


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


def _core_reasons(cm: CastModel, state: GameState, player: str, obj: GameObject, names: list[str], prefix: str,
                  mode: str, time_limit: float) -> list[Reason]:
    """One reason per requirement group of the core; the mana groups together name the
    requirement the sources can't meet (``binding``). When the life to pay is proved short
    given the core's mana groups, that reason says it all (Dismember at 3 life: 4 needed)."""
    printed = cm.card.mana_cost if cm.ability is not None else _mode_cost(obj, mode)
    need = str(printed) if printed is not None and printed.symbols else "the total cost"
    pays = [n.rsplit(":", 1)[1] for n in names if n.startswith("601.2h:pay:")]
    out: list[Reason] = []
    life: Reason | None = None
    for n in names:
        if n == "119.4:life":
            life = _life_reason(cm, state, player, names, prefix, need, time_limit)
            out.append(life or Reason("119.4", prefix + f"the life to pay is more than {player}'s life total "
                                                         f"({state.player(player).life})"))
        elif not n.startswith("601.2h:pay:"):
            out.append(_message(cm, n, prefix))
    if pays:
        short = _pay_reasons(cm, state, obj, pays, prefix, need, time_limit)
        if short:
            out += short
        elif life is None:  # the core is infeasible, but no bound shows one requirement short
            reqs = tuple(binding.single_order(pays))
            out.append(Reason("601.2h", prefix + f"needs {need}: its {binding.label(reqs)} can't all be paid at once",
                              tuple(binding.sources(cm, reqs))))
    return out


def _pay_reasons(cm: CastModel, state: GameState, obj: GameObject, pays: list[str], prefix: str, need: str,
                 time_limit: float) -> list[Reason]:
    """Each mana requirement of the core that its allowed sources can't meet on their own;
    else all of them together (a Hall-style shortage: {2}{U} from two lands); else none."""
    singles = [(r,) for r in binding.single_order(pays)]
    out = [r for r in (_pay_reason(cm, state, obj, reqs, prefix, need, time_limit) for reqs in singles) if r]
    if not out and len(singles) > 1:
        together = _pay_reason(cm, state, obj, tuple(binding.single_order(pays)), prefix, need, time_limit)
        out = [together] if together else []
    return out


def _pay_reason(cm: CastModel, state: GameState, obj: GameObject, reqs: tuple[str, ...], prefix: str, need: str,
                time_limit: float) -> Reason | None:
    """``reqs`` short: the least the total cost needs of them is more than the most their
    allowed sources can pay (both bounds proved over every legal way to cast)."""
    needed = binding.legal_bound(cm, binding.needed_terms(cm, reqs), maximize=False, time_limit=time_limit)
    available = binding.legal_bound(cm, binding.paid(cm, reqs), maximize=True, time_limit=time_limit)
    if needed is None or available is None or available >= needed:
        return None
    allowed = binding.sources(cm, reqs)
    floating = any((k, r) in cm.payment.spend for k in cm.mana.pool for r in reqs)  # floating mana may pay them
    short = binding.Short(reqs, needed, available, allowed, binding.excluded(cm, reqs, allowed), floating)
    return binding.shortage_reason(state, obj.name, need, short, prefix)


def _life_reason(cm: CastModel, state: GameState, player: str, names: list[str], prefix: str, need: str,
                 time_limit: float) -> Reason | None:
    """119.4: the least life the rest of the core forces (2 per Phyrexian symbol not paid
    with mana, 107.4f, and "pay N life" parts) is more than the life total."""
    life = max(state.player(player).life, 0)
    rest = [n for n in names if n != "119.4:life"]
    least = binding.legal_bound(cm, [cm.total.life], maximize=False, time_limit=time_limit, drop=("119.4:life",))
    if least is None or least <= life:  # the rest of the core alone may force more
        least = binding.bound(cm, [cm.total.life], maximize=False, groups=rest, time_limit=time_limit)
    if least is None or least <= life:
        return None
    why = []
    if any(sc.symbol.life for sc in cm.announcement.symbols):
        most = binding.legal_bound(cm, binding.paid(cm, REQS), maximize=True, time_limit=time_limit)
        mana = f"; at most {most} mana can be paid now" if most is not None else ""
        why.append(f"2 life for each Phyrexian symbol not paid with mana, 107.4f{mana}")
    if any(part.action == "pay_life" for part, _ in cm.announcement.cost_parts):
        why.append("the life its costs say to pay")
    because = f" ({'; '.join(why)})" if why else ""
    return Reason("119.4", prefix + f"needs {need}: at least {least} life to pay{because}; {player} has "
                                   f"{state.player(player).life} life", (), Binding(("life",), least, life))


def _message(cm: CastModel, name: str, prefix: str) -> Reason:
    """A requirement group other than mana and life: targets, division, a non-mana cost part."""
    if name.startswith("601.2c:target:"):
        slot = cm.targets.slots[int(name.rsplit(":", 1)[1])].slot
        return Reason("601.2c", prefix + f"no legal target for \"{slot.text or slot.kind}\"")
    if name.startswith("601.2c:relation:"):
        slot = cm.targets.slots[int(name.rsplit(":", 1)[1])].slot
        return Reason("601.2c", prefix + f"no two legal targets related as \"{slot.text or slot.kind}\" says")
    if name.startswith("601.2d:divide:"):
        sl = cm.targets.slots[int(name.rsplit(":", 1)[1])]
        assert sl.division is not None  # only a slot with a division has this group
        what = "X" if sl.division.x else str(sl.division.amount)
        return Reason("601.2d", prefix + f"no legal target to divide {what} among "
                                         f"(\"{sl.slot.text or sl.slot.kind}\")")
    if name.startswith("601.2h:part:"):
        pi = int(name.rsplit(":", 1)[1])
        part, _ = cm.announcement.cost_parts[pi]
        # the objects that could pay it (its filter; untapped for a tap cost, 118.3)
        ids = [i for ci in cm.uses.parts[pi].chosen for i in cm.objects.all[ci].ids]
        return Reason("601.2h", prefix + f"cannot {part.describe()}: not enough such objects"
                      + (f" (only {len(ids)})" if ids else ""), tuple(ids))
    return Reason("601.2", prefix + name)


def _mode_cost(obj: GameObject, mode: str) -> ManaCost | None:
    if mode == "mana cost":
        return obj.card.mana_cost
    alt = next((a for a in obj.card.alternative_costs if a.name == mode), None)
    return alt.mana if alt is not None else None
