"""The public API: :func:`can_cast`, :func:`options`, :func:`mana_pools`.

>>> from castable.model import GameState
>>> state = GameState.from_json({"players": [{"name": "me", "hand": ["Shock"], "battlefield": ["Mountain"]}]})
>>> can_cast(state, "Shock").castable
True
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator

from castable.model.cards import ANY_COUNTER, ActivatedAbility, CardDef, ManaAbility, bestowed_card, counter_kinds
from castable.model.castblock import cast_blocker
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.plan import Plan
from castable.model.rules import face_down_cost, face_down_spell, graveyard_order_source
from castable.model.state import GameObject, GameState
from castable.solver.answer import CastAnswer, CountAnswer, KeysAnswer, ManaAnswer, ManaSummary, OptionsAnswer, Reason
from castable.solver.cpsat.announce import face_up_spell
from castable.solver.cpsat.explain import explain as explain_no
from castable.solver.cpsat.extract import extract
from castable.solver.cpsat.factored import IndexedState
from castable.solver.cpsat.factored_keys import list_keys
from castable.solver.cpsat.model import CastModel
from castable.solver.cpsat.plaincount import PlainBoards, count_plain, count_plain_activation, patient
from castable.solver.cpsat.plainkeys import plain_keys
from castable.solver.cpsat.pools import PoolIterator, iter_pools, maximal_pools, summarise
from castable.solver.cpsat.search import count_options as count_model
from castable.solver.cpsat.search import list_options, solve
from castable.solver.limits import check_resource_bound
from castable.solver.precheck.bounds import resource_reasons
from castable.solver.precheck.fastpath import try_fast, try_fast_ability
from castable.solver.precheck.index import SourceIndex, index_of
from castable.solver.precheck.notargets import empty_slot
from castable.solver.precheck.supply import supply_reasons
from castable.solver.precheck.timing import ability_timing_reasons, timing_reasons

DEFAULT_TIME_LIMIT = 10.0
#: the part of a count's time limit its model-free count may take before the model counts
#: (``plaincount.patient``): a tenth, 1 s of the default 10
PLAIN_SHARE = 0.1


def resolve_player(state: GameState, player: str | None) -> str:
    """``player`` or the player with priority (docs/cli.md)."""
    if player is None:
        if state.priority is None:
            raise InputError("--player", "no player has priority; name one")
        return state.priority
    if player not in {p.name for p in state.players}:
        raise InputError("--player", f"unknown player {player!r}")
    return player


def candidates(state: GameState, card: str, player: str) -> list[GameObject]:
    """The objects ``card`` names (docs/cli.md): an id first; else every object of that name."""
    obj = state.object(card)
    if obj is not None:
        return [obj]
    named = [o for o in state.objects() if o.card.is_named(card)]
    if not named:
        raise InputError("CARD", f"no object with id or name {card!r} in the state")
    mine = [o for o in named if o.zone in ("hand", "graveyard", "exile", "command") and (o.owner == player or (
        o.zone != "hand" and o.permission is not None and o.permission.player == player))]
    # Objects nothing can tell apart give the same options: keep one of each (docs/answers.md).
    seen: set[object] = set()
    out = []
    for o in mine or named:
        key = o.symmetry_key()
        if key not in seen:
            seen.add(key)
            out.append(o)
    return out


def check_exists(state: GameState, card: str, what: str = "CARD") -> None:
    """docs/cli.md: a name or id that exists nowhere in the state is an input error (naming
    ``what``, the argument); a split card's half counts by its own name."""
    if state.object(card) is not None:
        return
    for o in state.objects():
        if o.card.is_named(card):
            return
    raise InputError(what, f"no object with id or name {card!r} in the state")


def castables(state: GameState, card: str, player: str) -> list[tuple[GameObject, str | None]]:
    """Each object ``card`` names, as cast: a split card once per half (709.3), or only the
    half ``card`` names ("Fire"); the full name means every half (docs/cli.md)."""
    out: list[tuple[GameObject, str | None]] = []
    for obj in candidates(state, card, player):
        if not obj.card.faces:
            out.append((face_up_spell(obj), None))
        else:
            for face in obj.card.castable_faces:
                if card in (obj.id, obj.name, obj.card.full_name, face.name):
                    out.append((face_up_spell(dataclasses.replace(obj, card=face)), face.name))
        # 702.103b: cast bestowed, an Aura spell with enchant creature
        for b in (a for a in obj.card.alternative_costs if a.bestow):
            out.append((dataclasses.replace(obj, card=bestowed_card(obj.card, b)), None))
        # 702.37c, 702.168a: cast face down, a vanilla 2/2 creature spell (708.2-708.4)
        alt = face_down_cost(obj)
        if alt is not None:
            out.append((face_down_spell(obj, alt), None))
    return out


def _may_begin(state: GameState, card: str, player: str, reasons: list[Reason],
               index: SourceIndex | None = None) -> Iterator[tuple[GameObject, str | None]]:
    """The (object, half) ``card`` names that ``player`` may begin to cast (601.3, 117.1a);
    the reasons of the others are added to ``reasons``. Unreadable cards raise (exit 4).
    ``index``: ``player``'s objects grouped once for the prechecks (``precheck/index.py``)."""
    for obj, face in castables(state, card, player):
        _check_supported(state, obj, player)
        check_resource_bound(state, player, obj.card, index=index)
        early = timing_reasons(state, player, obj)
        if early:
            reasons += early
        else:
            yield obj, face


def _check_supported(state: GameState, obj: GameObject, player: str | None = None) -> None:
    """A card whose unread text could change the answer is reported, never guessed (exit 4)."""
    if obj.card.unsupported:
        raise UnsupportedCardError(obj.name, obj.card.unsupported)
    blocked = cast_blocker(state, obj, player) if player is not None else None
    if blocked is not None:  # kw15: a splice card in the caster's hand (702.47a), web-slinging (702.188a)
        raise UnsupportedCardError(*blocked)
    check_battlefield_supported(state, player)
    if player is not None:
        check_graveyard_order(state, player, obj.card)


def check_battlefield_supported(state: GameState, player: str | None = None) -> None:
    """A permanent whose unread text could change costs, casting, targets or mana blocks every
    answer (exit 4); one whose unread text can't (``CardDef.unsupported_affects_others``) still
    takes part with what was read of it. So does a card of ``player``'s hand, graveyard or
    exile with an unread line that works from there (113.6: Spirit Guides, channel, "cast this
    from your graveyard") and could change the mana ``player`` can make or what spells cost
    (``CardDef.unsupported_zones``); an unread line that works only on the battlefield doesn't
    block answers while its card is elsewhere."""
    for o in state.battlefield():
        if o.card.unsupported and o.card.unsupported_affects_others:
            raise UnsupportedCardError(o.name, o.card.unsupported)
    _check_black_life(state)
    if player is None:
        return
    me = state.player(player)
    for zone, objs in (("hand", me.hand), ("graveyard", me.graveyard), ("exile", me.exile)):
        for o in objs:
            if zone in o.card.unsupported_zones and o.card.unsupported:
                raise UnsupportedCardError(o.name, _zone_line(o, zone))


def check_graveyard_order(state: GameState, player: str, card: CardDef) -> None:
    """static15: a permanent ``player`` controls that replaces other objects' going to a graveyard
    (Rest in Peace) may leave in the payment of a spell or ability that exiles cards from the
    graveyard (delve): the order of 601.2h then decides which cards reach the graveyard, which no
    checker models (``castable.model.rules.graveyard_order_source``): exit 4, never a guess."""
    src = graveyard_order_source(state, player, card)
    if src is not None:
        raise UnsupportedCardError(src.name, next(g.text for g in src.card.graveyard_replacements if not g.self_only)
                                   + f" (while {card.name} exiles cards from a graveyard as it is paid: the order of "
                                     "601.2h decides)")


def _check_black_life(state: GameState) -> None:
    """K'rrik's "For each {B} in a cost, you may pay 2 life" applies to the costs of mana
    abilities too (605.3b: activated while paying), which no checker models: a player who
    controls it and has a mana ability with {B} in its cost gets exit 4, not a guess."""
    for p in state.players:
        krrik = next((o for o in p.battlefield if o.card.black_as_life), None)
        if krrik is None:
            continue
        for o in (*p.battlefield, *p.hand):
            if any("B" in s.colors for ab in o.card.mana_abilities for s in ab.mana_cost.symbols):
                raise UnsupportedCardError(krrik.name, "For each {B} in a cost, you may pay 2 life rather than pay "
                                                       f"that mana. (with the {{B}} in {o.name}'s mana ability's cost)")


def _zone_line(o: GameObject, zone: str) -> str:
    """The unread line that works from ``zone`` (for the message), else the first unread one."""
    from castable.model.oracle.reader import functions_from, read_card_unread, zone_affects_others
    try:
        _, unread = read_card_unread({"name": o.card.name, "type_line": o.card.type_line,
                                      "oracle_text": o.card.oracle_text})
    except InputError:
        return o.card.unsupported or ""
    for line in unread:
        if zone_affects_others(line) and zone in functions_from(line.replace(o.card.name, "this card")):
            return line
    return o.card.unsupported or ""


class _PreviousModel(CastModel):
    """The model as before issue 11's cascade: variables for costed mana abilities of objects
    that can't activate them (``decide(cascade=False)``, the benchmark's previous path)."""

    skip_unusable = False


#: the reason of a proved "no" whose reasons were not asked for (``explain=False``)
NOT_EXPLAINED = Reason("601.2", "cannot be cast (the reasons were not asked for)")


def can_cast(state: GameState, card: str, player: str | None = None, *, time_limit: float = DEFAULT_TIME_LIMIT,
             explain: bool = True, index: SourceIndex | None = None) -> CastAnswer:
    """Can ``card`` (an object id, or a card name) be cast now by ``player`` (default: the
    player with priority)? Returns a witness plan, or the reasons why not (proved), or
    ``castable=None`` when the time limit was hit. ``explain=False``: a "no" carries only the
    reasons that came for free (timing, the bounds), else :data:`NOT_EXPLAINED`; for callers
    that only need the answer (``legal_moves``, counting castable cards). ``index``: the
    player's objects grouped once (``precheck/index.py``) for a caller asking about many cards
    of one state."""
    return decide(state, card, player, time_limit=time_limit, explain=explain, index=index)


def decide(state: GameState, card: str, player: str | None = None, *, time_limit: float = DEFAULT_TIME_LIMIT,
           explain: bool = True, cascade: bool = True, index: SourceIndex | None = None) -> CastAnswer:
    """:func:`can_cast`, as a cascade (issue 11): the timing checks, the max-flow fast path to
    "yes", the resource bound, the requirement-set relaxation (``precheck/supply.py``) to "no",
    then the exact model; the reasons only when asked for. ``cascade=False`` is the previous
    decision (no relaxation; every costed mana ability modelled), kept for the benchmark."""
    who = resolve_player(state, player)
    deadline = time.monotonic() + time_limit
    reasons: list[Reason] = []
    undecided = proved = False
    idx = index_of(state, who, index)  # one grouped pass over the player's objects for every precheck
    for obj, face in _may_begin(state, card, who, reasons, idx):
        fast = try_fast(state, who, obj, index=idx)
        if fast is not None:
            return CastAnswer(True, dataclasses.replace(fast, face=face), [])
        if not explain and cascade and empty_slot(state, who, obj) is not None:
            proved = True  # 601.2c: a target slot nothing can fill (``precheck/notargets.py``)
            continue
        short = resource_reasons(state, who, obj, index=idx) or (supply_reasons(state, who, obj, index=idx)
                                                                  if cascade else [])
        if short:
            reasons += short
            continue
        cm = (CastModel if cascade else _PreviousModel)(state, who, obj)
        status, val = solve(cm, max(0.01, deadline - time.monotonic()))
        if status == "yes" and val is not None:
            return CastAnswer(True, dataclasses.replace(extract(cm, val), face=face), [])
        if status == "undecided":
            undecided = True
            continue
        if explain or not cascade:
            reasons += explain_no(state, who, obj, max(0.05, deadline - time.monotonic()), cm)
        else:
            proved = True
    if undecided:
        return CastAnswer(None, None, [*reasons, Reason("601.2", "time limit reached before an answer")])
    return CastAnswer(False, None, _dedupe(reasons) or ([NOT_EXPLAINED] if proved else []))


def options(state: GameState, card: str, player: str | None = None, *, limit: int | None = None,
            time_limit: float = DEFAULT_TIME_LIMIT) -> OptionsAnswer:
    """Every distinct option to cast ``card`` (docs/answers.md "Distinct options"), in a deterministic
    order; ``complete`` is False when ``limit`` or the time limit cut the listing."""
    who = resolve_player(state, player)
    deadline = time.monotonic() + time_limit
    plans: list[Plan] = []
    complete, timed_out = True, False
    reasons: list[Reason] = []
    for obj, face in _may_begin(state, card, who, reasons):
        left = None if limit is None else limit - len(plans)
        if left is not None and left <= 0:
            complete = False
            break
        cm = CastModel(IndexedState.of(state), who, obj)
        found, done, to = list_options(cm, limit=left, time_limit=max(0.01, deadline - time.monotonic()))
        plans += [dataclasses.replace(p, face=face) for p in found]
        complete = complete and done
        timed_out = timed_out or to
    return OptionsAnswer(plans, complete, timed_out, reasons)


def option_keys(state: GameState, card: str, player: str | None = None, *, limit: int | None = None,
                time_limit: float = DEFAULT_TIME_LIMIT) -> KeysAnswer:
    """The ``Plan.option_key`` of every option :func:`options` would list, without building
    the plans where the listing is factored (issue 11: ``cpsat/factored_keys.py``), and without
    a model for the plain spells ``cpsat/plainkeys.py`` reads (its own order): for callers
    that compare or deduplicate options (move lists, differential checks) but print none."""
    who = resolve_player(state, player)
    deadline = time.monotonic() + time_limit
    keys: list[tuple[object, ...]] = []
    complete, timed_out = True, False
    reasons: list[Reason] = []
    indexed = IndexedState.of(state)
    for obj, face in _may_begin(state, card, who, reasons):
        left = None if limit is None else limit - len(keys)
        if left is not None and left <= 0:
            complete = False
            break
        # issue 11: made from the state without a model where cpsat/plainkeys.py reads the spell
        plain = plain_keys(indexed, who, obj, limit=left, deadline=deadline) if face is None else None
        found, done, to = plain if plain is not None else _model_keys(indexed, who, obj, face, left, deadline)
        keys += found
        complete = complete and done
        timed_out = timed_out or to
    return KeysAnswer(keys, complete, timed_out, reasons)


def _model_keys(indexed: GameState, who: str, obj: GameObject, face: str | None, left: int | None,
                deadline: float) -> tuple[list[tuple[object, ...]], bool, bool]:
    """:func:`option_keys` of one object through a CastModel (``factored_keys.list_keys``)."""
    cm, budget = CastModel(indexed, who, obj), max(0.01, deadline - time.monotonic())
    if face is None:
        return list_keys(cm, limit=left, time_limit=budget)
    # the half or face cast is part of the key and of what it looks at (709.3): its plans
    plans, done, to = list_options(cm, limit=left, time_limit=budget)
    return [dataclasses.replace(p, face=face).option_key(indexed) for p in plans], done, to


def count_options(state: GameState, card: str, player: str | None = None, *,
                  time_limit: float = DEFAULT_TIME_LIMIT, plain: bool = True) -> CountAnswer:
    """The number of distinct options :func:`options` would list (docs/cli.md ``options
    --count``), counted without listing them: straight from the state where
    ``cpsat/plaincount.py`` reads the card and its board (issue 11: no model built), else by
    the CP-SAT model where the card allows (``cpsat/factored.py``). ``plain=False``: always the
    model's count (to check one against the other)."""
    who = resolve_player(state, player)
    deadline = time.monotonic() + time_limit
    total, complete, timed_out = 0, True, False
    reasons: list[Reason] = []
    indexed = IndexedState.of(state)
    boards = PlainBoards()  # the unit groups shared by the halves and twins of one count
    for obj, face in _may_begin(state, card, who, reasons):
        n = None
        if plain and _as_printed(state, obj, face):
            with patient(PLAIN_SHARE * time_limit):  # a count asked alone: the caps of a move list stretched
                n = count_plain(state, who, obj, boards)
        if n is None:
            n, done, to = count_model(CastModel(indexed, who, obj), time_limit=max(0.01, deadline - time.monotonic()))
            complete = complete and done
            timed_out = timed_out or to
        total += n
    return CountAnswer(total, complete, timed_out, reasons)


def _as_printed(state: GameState, obj: GameObject, face: str | None) -> bool:
    """Is ``obj`` the object in its zone as it is, not a half of a split card (709.3), a bestowed
    Aura (702.103b) or a face-down spell (708.2): the only spells ``count_plain`` is asked about
    (it reads ``obj.card`` as the whole card)."""
    held = state.object(obj.id)
    return face is None and held is not None and held.card is obj.card


def mana_pools(state: GameState, player: str | None = None, *, limit: int | None = None,
               time_limit: float = DEFAULT_TIME_LIMIT) -> ManaAnswer:
    """The maximal mana pools ``player`` can produce now (docs/cli.md ``mana``)."""
    who = resolve_player(state, player)
    check_battlefield_supported(state, who)
    check_resource_bound(state, who)
    return maximal_pools(state, who, limit=limit, time_limit=time_limit)


def iter_mana_pools(state: GameState, player: str | None = None, *,
                    time_limit: float = DEFAULT_TIME_LIMIT) -> PoolIterator:
    """The maximal pools one at a time (issue 11: lazily); after the iteration the iterator's
    ``complete`` and ``timed_out`` say whether the time limit cut it."""
    who = resolve_player(state, player)
    check_battlefield_supported(state, who)
    check_resource_bound(state, who)
    return iter_pools(state, who, time_limit=time_limit)


def count_mana_pools(state: GameState, player: str | None = None, *,
                     time_limit: float = DEFAULT_TIME_LIMIT) -> CountAnswer:
    """The number of maximal pools (``castable mana --count``): a ``castable-count/1`` answer,
    a lower bound when ``complete`` is False."""
    it = iter_mana_pools(state, player, time_limit=time_limit)
    n = sum(1 for _ in it)
    return CountAnswer(n, it.complete, it.timed_out, noun="pool")


def mana_summary(state: GameState, player: str | None = None, *,
                 time_limit: float = DEFAULT_TIME_LIMIT) -> ManaSummary:
    """``castable mana --summary``: the most mana at once, the most of each type, the sources
    grouped with the types each unit can be, and the restricted part (docs/answers.md)."""
    who = resolve_player(state, player)
    check_battlefield_supported(state, who)
    check_resource_bound(state, who)
    return summarise(state, who, time_limit=time_limit)


def _dedupe(reasons: list[Reason]) -> list[Reason]:
    seen = set()
    out = []
    for r in reasons:
        if (r.rule, r.message) not in seen:
            seen.add((r.rule, r.message))
            out.append(r)
    return out


def _ability(state: GameState, obj_ref: str, index: int) -> tuple[GameObject, ManaAbility | ActivatedAbility]:
    obj = state.object(obj_ref)
    if obj is None:
        named = [o for o in state.objects() if o.name == obj_ref]
        if not named:
            raise InputError("OBJECT", f"no object with id or name {obj_ref!r} in the state")
        obj = named[0]
    abilities = obj.card.activated_abilities
    if not 0 <= index < len(abilities):
        raise InputError("--ability", f"{obj.name} has {len(abilities)} activated abilit{'y' if len(abilities) == 1 else 'ies'}"
                                      f" (0..{len(abilities) - 1}); got {index}")
    if obj.card.unsupported:
        raise UnsupportedCardError(obj.name, obj.card.unsupported)
    ab = abilities[index]
    if isinstance(ab, ActivatedAbility) and ab.remove_counters == ANY_COUNTER and len(counter_kinds(obj.counters)) > 1:
        # act14, 118.3: "Remove a counter from this creature" with counters of several kinds on it: which
        # kinds go is the payer's choice, a way to pay no plan records (exit 4, never a guess)
        raise UnsupportedCardError(obj.name, f"{ab.text} (with counters of several kinds on it: which kinds it "
                                             "removes is a choice not modelled)")
    return obj, ab


def can_activate(state: GameState, obj: str, ability: int, player: str | None = None, *,
                 time_limit: float = DEFAULT_TIME_LIMIT, explain: bool = True,
                 index: SourceIndex | None = None) -> CastAnswer:
    """Can ability ``ability`` (docs/cli.md's K) of ``obj`` be activated now (602)? The answer's
    ``castable`` field says whether it is activatable. ``explain=False``, ``index``: as
    :func:`can_cast`."""
    who = resolve_player(state, player)
    source, ab = _ability(state, obj, ability)
    check_graveyard_order(state, who, source.card)
    check_battlefield_supported(state, who)
    check_resource_bound(state, who, index=index)
    early = ability_timing_reasons(state, who, source, ability, ab)
    if early:
        return CastAnswer(False, None, early)
    fast = try_fast_ability(state, who, source, ability, ab, index) if isinstance(ab, ActivatedAbility) else None
    if fast is not None:  # issue 11: the max-flow fast path to "yes", as for casting
        return CastAnswer(True, fast, [])
    cm = CastModel(state, who, source, ability=(ability, ab))
    status, val = solve(cm, time_limit)
    if status == "yes" and val is not None:
        return CastAnswer(True, extract(cm, val), [])
    if status == "undecided":
        return CastAnswer(None, None, [Reason("602.2", "time limit reached before an answer")])
    if not explain:
        return CastAnswer(False, None, [NOT_EXPLAINED])
    return CastAnswer(False, None, _dedupe(explain_no(state, who, source, time_limit, cm)))


def activation_options(state: GameState, obj: str, ability: int, player: str | None = None, *, limit: int | None = None,
                       time_limit: float = DEFAULT_TIME_LIMIT) -> OptionsAnswer:
    """Every distinct way to activate ability ``ability`` of ``obj`` now."""
    who = resolve_player(state, player)
    source, ab = _ability(state, obj, ability)
    check_graveyard_order(state, who, source.card)
    check_battlefield_supported(state, who)
    check_resource_bound(state, who)
    early = ability_timing_reasons(state, who, source, ability, ab)
    if early:
        return OptionsAnswer([], True, False, early)
    cm = CastModel(IndexedState.of(state), who, source, ability=(ability, ab))
    found, done, timed_out = list_options(cm, limit=limit, time_limit=time_limit)
    return OptionsAnswer(found, done, timed_out)


def count_activation_options(state: GameState, obj: str, ability: int, player: str | None = None, *,
                             time_limit: float = DEFAULT_TIME_LIMIT, plain: bool = True) -> CountAnswer:
    """The number of distinct ways :func:`activation_options` would list: from the state where
    ``cpsat/plaincount.py`` reads the ability, else by the model (``plain=False``: always)."""
    who = resolve_player(state, player)
    source, ab = _ability(state, obj, ability)
    check_graveyard_order(state, who, source.card)
    check_battlefield_supported(state)
    check_resource_bound(state, who)
    early = ability_timing_reasons(state, who, source, ability, ab)
    if early:
        return CountAnswer(0, True, False, early)
    plain_n = None
    if plain:
        with patient(PLAIN_SHARE * time_limit):
            plain_n = count_plain_activation(state, who, source, ability)
    if plain_n is not None:  # issue 11: straight from the state, no model built (cpsat/plaincount.py)
        return CountAnswer(plain_n, True, False)
    cm = CastModel(IndexedState.of(state), who, source, ability=(ability, ab))
    n, done, timed_out = count_model(cm, time_limit=time_limit)
    return CountAnswer(n, done, timed_out)
