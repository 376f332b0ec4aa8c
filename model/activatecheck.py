"""602.5 "Activate only if ..." conditions on counts of the state (:class:`ActivateCheck`,
read by ``oracle.act14``), one pure definition read by the three checkers (CP-SAT's prechecks,
the referee, the reference).

602.5: a player can't begin to activate an ability that is prohibited; the condition is looked
at as activation begins, before any cost is paid (601.2a via 602.2b): a card discarded or a
creature sacrificed while paying doesn't change it.
"""

from __future__ import annotations

from castable.model.cards import CREATURE, ActivateCheck
from castable.model.state import GameObject, GameState, filter_matches


def check_count(check: ActivateCheck, state: GameState, source: GameObject, player: str) -> int:
    """The count ``check`` looks at, for ``player`` activating an ability of ``source``."""
    me = state.player(player)
    if check.measure == "hand":
        return len(me.hand) + me.hidden_hand  # a hidden hand's size is known (402.3)
    if check.measure == "graveyard":
        return sum(1 for o in me.graveyard if filter_matches(check.counted, o, player))
    if check.measure == "creatures":
        return sum(1 for o in me.battlefield if filter_matches(CREATURE, o, player))
    if check.measure == "attached":  # 702.151a: "if this permanent is attached to a creature"
        host = state.object(source.attached_to) if source.attached_to is not None else None
        return int(source.zone == "battlefield" and host is not None and host.zone == "battlefield"
                   and "Creature" in host.types)
    return int(source.zone == "battlefield" and source.attacking)  # "if <this> is attacking" (506.4)


def check_holds(check: ActivateCheck | None, state: GameState, source: GameObject, player: str) -> bool:
    """Whether ``player`` may begin to activate an ability with this condition now (``None``: always)."""
    if check is None:
        return True
    n = check_count(check, state, source, player)
    return check.low <= n and (check.high is None or n <= check.high)
