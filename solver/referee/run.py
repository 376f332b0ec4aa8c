"""The replay in rule order (601.2a-h, 602.2) and the entry points built on it.

:func:`run` calls the steps one after the other, each handing the next its typed record:
``timing`` (the object cast) -> ``announce`` (:class:`Announcement`) -> ``targets`` ->
``total_cost`` (:class:`TotalCost`) -> ``mana_abilities`` (:class:`ManaAbilitiesDone`) ->
``payment`` (:class:`Outcome`). The other functions run only some of the steps.
"""

from __future__ import annotations

from castable.model.cards import TargetSlot
from castable.model.mana import ManaSymbol
from castable.model.plan import Plan
from castable.model.state import GameState

from .announce import announce
from .context import Replay
from .mana_abilities import activate_all, check_life_after
from .payment import Outcome, check_life, pay
from .targets import check_targets, slot_target_illegal
from .timing import may_begin
from .total_cost import TotalCost, check_declared, compute_total


def run(ctx: Replay) -> Outcome | None:
    """Every step in order; the outcome, or None if the replay could not get that far."""
    obj = may_begin(ctx)
    if obj is None:
        return None
    ann = announce(ctx, obj)
    check_targets(ctx, obj)
    if ann is None:
        return None
    tc = compute_total(ctx, obj, ann)
    if tc is None:
        return None
    check_declared(ctx, tc)
    check_life(ctx, tc)
    mana = activate_all(ctx)
    check_life_after(ctx, tc.life, mana)  # 119.4: what the mana abilities' life costs left
    return pay(ctx, obj, ann, tc, mana)


def check(state: GameState, plan: Plan) -> list[str]:
    """Every problem with ``plan`` as a cast in ``state``; an empty list means it is legal."""
    problems, _ = replay(state, plan)
    return problems


def replay(state: GameState, plan: Plan, *, compare_outcome: bool = True) -> tuple[list[str], Outcome | None]:
    """Replay ``plan``; return the problems and the outcome it leads to (None if the replay
    could not get that far). With ``compare_outcome=False`` the plan's outcome fields
    (tapped, sacrificed, exiled, discarded, life_paid, mana_pool, total_cost) are not compared
    with the replay's, so a generator can fill them in from the returned :class:`Outcome`."""
    ctx = Replay(state, plan, compare_outcome=compare_outcome)
    outcome = run(ctx)
    return ctx.problems, outcome


def total_cost(state: GameState, plan: Plan) -> TotalCost | None:
    """The total cost (601.2f) of the choices announced in ``plan`` (its alternative and
    optional costs, X, ``announced``, and for emerge its ``cost_objects``); None when the
    announcements do not fit the card."""
    ctx = Replay(state, plan, compare_outcome=False)
    obj = may_begin(ctx, report=False)
    if obj is None:
        return None
    ann = announce(ctx, obj)
    if ann is None or ctx.problems:
        return None
    return compute_total(ctx, obj, ann)


def illegal_target(state: GameState, spell_id: str, player: str, slot_index: int, target: str,
                   ability: int | None = None) -> str | None:
    """Why ``target`` can't be chosen for target slot ``slot_index`` of the spell ``spell_id``
    cast by ``player`` (None: it can); with ``ability``, of that ability of ``spell_id``."""
    ctx = Replay(state, Plan(card=spell_id, player=player, ability=ability), compare_outcome=False)
    obj = ctx.subject
    assert obj is not None
    return slot_target_illegal(ctx, obj.card.targets[slot_index], target, obj, player, {o.id for o in state.stack})


def slot_illegal(state: GameState, spell_id: str, player: str, slot: TargetSlot, target: str,
                 ability: int | None = None) -> str | None:
    """Why ``target`` can't be chosen for ``slot`` of the spell ``spell_id`` cast by
    ``player`` (None: it can); with ``ability``, of that ability of the object ``spell_id``.
    Counts and "another target" are not checked here."""
    ctx = Replay(state, Plan(card=spell_id, player=player, ability=ability), compare_outcome=False)
    assert ctx.subject is not None
    return slot_target_illegal(ctx, slot, target, ctx.subject, player, {o.id for o in state.stack})


def announcement_symbols(state: GameState, plan: Plan) -> list[ManaSymbol] | None:
    """The printed cost symbols ``plan.announced`` must describe, in order (None when the
    plan's alternative / optional costs or modes don't fit the card)."""
    ctx = Replay(state, plan, compare_outcome=False)
    obj = ctx.subject
    if obj is None or plan.player not in ctx.players:
        return None
    ann = announce(ctx, obj)
    if ann is None or ctx.problems:
        return None
    return list(ann.symbols)


def timing_problems(state: GameState, plan: Plan) -> list[str]:
    """Only the checks of whether ``plan.player`` may begin to cast the card or activate the
    ability at all (117.1, 601.3, 602.2, 602.5, 606.3, 606.6): the same for every choice."""
    ctx = Replay(state, plan, compare_outcome=False)
    may_begin(ctx)
    return ctx.problems


def target_problems(state: GameState, plan: Plan) -> list[str]:
    """Only the 601.2c target checks of ``plan``."""
    ctx = Replay(state, plan, compare_outcome=False)
    obj = ctx.subject
    if obj is None or plan.player not in ctx.players:
        return [f"601.2a: unknown card {plan.card!r} or player {plan.player!r}"]
    check_targets(ctx, obj)
    return ctx.problems
