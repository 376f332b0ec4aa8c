"""602.5 "Activate only if ..." conditions on counts of the state (:class:`ActivateCheck`,
read by ``oracle.act14`` and ``oracle.act15``), one pure definition read by the three checkers
(CP-SAT's prechecks, the referee, the reference).

602.5: a player can't begin to activate an ability that is prohibited; the condition is looked
at as activation begins, before any cost is paid (601.2a via 602.2b): a card discarded or a
creature sacrificed while paying doesn't change it.
"""

from __future__ import annotations

from castable.model.cards import CREATURE, ActivateCheck, ObjectFilter
from castable.model.state import GameObject, GameState, Player, filter_matches

#: 205.2a: lands, for "an opponent controls four or more lands" (act15)
_LAND = ObjectFilter(types=frozenset({"Land"}))


def check_count(check: ActivateCheck, state: GameState, source: GameObject, player: str) -> int:
    """The count ``check`` looks at, for ``player`` activating an ability of ``source``."""
    me = state.player(player)
    if check.measure == "hand":
        return _hand(me)
    if check.measure == "graveyard":
        return sum(1 for o in me.graveyard if filter_matches(check.counted, o, player))
    if check.measure == "creatures":
        return sum(1 for o in me.battlefield if filter_matches(CREATURE, o, player))
    if check.measure == "attacking":
        return int(source.zone == "battlefield" and source.attacking)  # "if <this> is attacking" (506.4)
    if check.measure == "attached":  # 702.151a: "if this permanent is attached to a creature"
        host = state.object(source.attached_to) if source.attached_to is not None else None
        return int(source.zone == "battlefield" and host is not None and host.zone == "battlefield"
                   and "Creature" in host.types)
    return _count15(check, state, source, me)


def _hand(p: Player) -> int:
    return len(p.hand) + p.hidden_hand  # a hidden hand's size is known (402.3)


def _lands(p: Player) -> int:
    return sum(1 for o in p.battlefield if filter_matches(_LAND, o, p.name))


def _count15(check: ActivateCheck, state: GameState, source: GameObject, me: Player) -> int:
    """act15's counts: the source's counters, power and combat status (on the battlefield
    only), the player's life and spells cast, and counts over their opponents (the most, or
    for ``hand_lead`` the least; with no opponent, 0 and a count no bound rejects)."""
    on_field = source.zone == "battlefield"
    opponents = state.opponents(me.name)
    m = check.measure
    if m == "source_counters":
        return source.counters.get(check.kind, 0) if on_field else 0
    if m == "source_power":
        return source.power if on_field else 0  # 208.1, counters included
    if m == "blocked":
        return int(on_field and source.attacking and source.blocked)  # 509.1h
    if m == "in_combat":
        return int(on_field and (source.attacking or source.blocking))  # 506.4
    if m == "life":
        return me.life
    if m == "spells_cast":
        return me.spells_cast_this_turn
    if m == "opponent_life_lost":
        return max((o.life_lost_this_turn for o in opponents), default=0)  # 119.3
    if m == "opponent_lands":
        return max((_lands(o) for o in opponents), default=0)
    if m == "land_lead":
        return max((_lands(o) - _lands(me) for o in opponents), default=0)
    if m == "opponent_graveyard":
        return max((len(o.graveyard) for o in opponents), default=0)
    if m == "colors_among":  # 105.2: the colors of the permanents they control
        return len(frozenset().union(*(o.colors for o in me.battlefield)))
    # "hand_lead": more cards in hand than each opponent (vacuous with no opponent)
    return min((_hand(me) - _hand(o) for o in opponents), default=1)


def check_holds(check: ActivateCheck | None, state: GameState, source: GameObject, player: str) -> bool:
    """Whether ``player`` may begin to activate an ability with this condition now (``None``: always)."""
    if check is None:
        return True
    n = check_count(check, state, source, player)
    return check.low <= n and (check.high is None or n <= check.high)
