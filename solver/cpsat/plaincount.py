"""Option counts without a model (issue 11): the number of distinct options of a plain cast or
activation, counted straight from the state.

``legal_moves`` carries an exact option count on each move within a small budget; a CastModel
build alone takes 3-11 ms, so the counts of the common kinds of spells and abilities are made
here from the state: per announcement (601.2b: X, kickers, modes, an alternative cost), the
target choices (601.2c) and divisions (601.2d) times the payment classes of the total cost
(601.2f), which :mod:`castable.solver.cpsat.classes` enumerates (its unit groups, made from the
state by :func:`_plain_board`). Each count equals ``api.count_options`` / the reference's; a
spell, ability or board of any other kind is declined (None) and the caller counts with the
model within its budget.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import time
from collections import Counter
from collections.abc import Iterator
from contextvars import ContextVar

from castable.model.cards import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CostPart,
    ManaAbility,
    TargetSlot,
    spend_permissions,
)
from castable.model.commander import foreign_sources
from castable.model.landtypes import white_as_any
from castable.model.mana import COLORS, ManaSymbol
from castable.model.rules import (
    ability_card,
    applicable_modifiers,
    black_paid_with_life,
    crew_power,
    self_reduction,
)
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.cpsat import plainchoices
from castable.solver.cpsat import plainsources2 as sources2
from castable.solver.cpsat.classes import (
    _BOARD_FIELDS,
    _MODIFIER_FIELDS,
    _SELF_REDUCTION_FIELDS,
    _SPELL_FIELDS,
    _announced,
    _by_id,
    _deals_damage,
    _feasible,
    _general_of,
    _handled,
    _Need,
    _Source,
    _splits,
    _Timeout,
    _usable,
    general,
    multisets,
)
from castable.solver.cpsat.mana_abilities import amount_multiplier, counted_sacrifice
from castable.solver.cpsat.objects import matches, paying_cast, restriction_allows, sacrifice_ordered
from castable.solver.cpsat.plainsources import (
    TargetWeight,
    cls_of,
    filter_groups,
    filter_pair,
    mark_restricted,
    sacrifice_keys,
    target_weight,
    twin_chosen,
)
from castable.solver.cpsat.targets import target_candidates
from castable.solver.fields import PLAIN_ACTIVATION, set_field

#: keywords whose payment the model reads (convoke 702.51a, improvise 702.126a, delve 702.66a):
#: the state-level count declines them
_PAYING_KEYWORDS = frozenset({"Convoke", "Improvise", "Delve"})
#: the most splits :func:`count_plain` looks at before it leaves the count to the caller
PLAIN_STEPS = 20_000


class PlainBoards:
    """What the plain counts of one state and player share (one move list): the unit groups,
    by the spell's id when the spell itself has mana abilities (else None), and the number of
    payment classes of each (board, printed symbols, cost modifiers) already counted: two cards
    of equal cost on one board have the same payment classes (:func:`_plain_pay` reads nothing
    else), so a move list counts them once (a count its time limit cut is not kept)."""

    def __init__(self) -> None:
        self.sources: dict[tuple[str | None, tuple[str, ...]], list[_Source] | None] = {}
        self.pays: dict[tuple[tuple[str | None, tuple[str, ...]], tuple[ManaSymbol, ...], tuple[int, int]], int] = {}
        #: the boards whose general count (fixed sources) already ran out of time in this list:
        #: another card's count there gets ``PLAIN_RETRY_SECONDS`` (a large board: most of its
        #: counts would time out too, each costing ``PLAIN_SECONDS``)
        self.slow: set[tuple[str | None, tuple[str, ...]]] = set()

#: the longest :func:`count_plain` spends on a board with fixed sources before it leaves the count
PLAIN_SECONDS = 0.02
#: the same on a board where a count of the same move list already ran out of time
PLAIN_RETRY_SECONDS = 0.005
#: a spell with convoke, improvise or delve (:func:`_plain_pay`'s ``tight``): the most splits
#: and the longest time for its whole count (every X), so that a count declined costs little
KEYWORD_STEPS = 150
KEYWORD_SECONDS = 0.004
#: how many times the caps above a count may take (:func:`patient`): 1 in a move list
_PATIENCE: ContextVar[float] = ContextVar("plain_patience", default=1.0)


@contextlib.contextmanager
def patient(seconds: float) -> Iterator[None]:
    """Within the block the caps above are stretched so that a count may spend ``seconds`` where
    a move list's spends ``PLAIN_SECONDS`` (steps in proportion): ``api.count_options`` asks for
    one count under its own time limit, where a model's count of the same card takes longer
    still (Stoke the Flames beside 40 sources: 560,510 options in about 50 ms, which its model
    can't count in 10 s); a move list keeps the caps, which bound its many counts."""
    token = _PATIENCE.set(max(1.0, seconds / PLAIN_SECONDS))
    try:
        yield
    finally:
        _PATIENCE.reset(token)


def cap(limit: float) -> float:
    """``limit``, one of the caps above, as :func:`patient` stretches it now."""
    return limit * _PATIENCE.get()


def _plain_spell(state: GameState, player: str, spell: GameObject) -> bool:
    """Is ``spell`` a one-face card cast from the hand for its mana cost (X included), plain
    kickers (:func:`_plain_kickers`), additional costs of :func:`_plain_discard`'s kind and
    alternative costs of :func:`_plain_alternatives`'s: no other field outside ``_SPELL_FIELDS``
    set (so no X restriction or X-count slot), modes only of ``plainchoices.plain_modes``'s kind, a
    division only of :func:`_plain_division`'s, no Aura (its enchant target, 303.4a), snow, tap
    trigger, spent-mana identity, more than one target slot, or paying keyword beside other
    costs or modes? (Cost modifiers: :func:`_plain_delta`; the slot: :func:`_plain_target_keys`;
    the keywords: :func:`_with_keywords`.)"""
    card = spell.card
    if spell.zone != "hand" or card.mana_cost is None or card.faces or card.castable_faces:
        return False
    if set_field(card, _PLAIN_SPELL_FIELDS, inside=False) is not None:
        return False
    if card.modes is not None and not plainchoices.plain_modes(card):
        return False
    if card.optional_costs and not _plain_kickers(card):
        return False
    if card.additional_costs and not _plain_discard(card):
        return False
    if card.alternative_costs and not _plain_alternatives(card):
        return False
    if len(card.targets) > 1 or card.tap_triggers or card.spent_matters:
        return False  # one target slot at most (:func:`_plain_target_keys`)
    if card.division is not None and not (_plain_division(card) or plainchoices.claims(card)):
        return False
    if "Aura" in card.subtypes:
        return False
    if _PAYING_KEYWORDS & set(card.keywords) and (card.optional_costs or card.additional_costs
                                                   or card.alternative_costs or card.modes is not None):
        return False  # a discarded or sacrificed card could then be delved (601.2h): left to the model
    return not any(s.is_snow for s in card.mana_cost.symbols)  # X: :func:`_plain_pay`


#: :func:`_plain_spell`'s fields: ``_SPELL_FIELDS`` and optional costs of :func:`_plain_kickers`'s kind
_PLAIN_SPELL_FIELDS = _SPELL_FIELDS | {"optional_costs", "additional_costs", "alternative_costs"}
#: AlternativeCost fields :func:`_plain_alternatives` reads (a condition, emerge, overload, a
#: permission, another zone ...: decline)
_ALTERNATIVE_FIELDS = frozenset({"name", "mana", "parts", "zone"})
#: OptionalCost fields a plain kicker may set (its name, its mana); any other (multikicker, a
#: non-mana part, a reduction, a gift, waterbend, "A or B"): decline
_KICKER_FIELDS = frozenset({"name", "mana"})


def _plain_kickers(card: CardDef) -> bool:
    """Are ``card``'s optional costs all kickers of mana alone (702.33a, 118.8b: each paid or
    not, once), every symbol of them and of the mana cost paid one way (:func:`paid_one_way`),
    but for the mana cost's {X} (one X announced for the spell, 601.2b)? A slot that exists
    only when a kicker is or isn't paid declines in :func:`_plain_target_keys` (``requires``,
    ``unless``)."""
    cost = card.mana_cost
    if not all(paid_one_way(s) for o in card.optional_costs for s in o.mana.symbols):
        return False
    if not all(s.is_x or paid_one_way(s) for s in (cost.symbols if cost is not None else ())):
        return False
    return all(set_field(o, _KICKER_FIELDS, inside=False) is None and o.mana.symbols for o in card.optional_costs)


def paid_one_way(s: ManaSymbol) -> bool:
    """Is ``s`` paid one way, nothing announced for it and no particular source needed: not {X}
    (its value announced, 107.3a, 601.2b), hybrid or Phyrexian (the half or the life announced,
    107.4e-f, 601.2b) or snow (a snow source's mana, 107.4h)? A cost beside the mana cost
    (kicker, multikicker, escalate, entwine) is counted only when its symbols and the mana
    cost's are: the model announces a symbol's way per cost it is printed on, so the option key
    could tell which cost's symbol was paid how."""
    return not (s.is_x or s.is_snow or s.is_phyrexian or s.is_hybrid)


def _with_keywords(state: GameState, player: str, spell: GameObject, sources: list[_Source]) -> list[_Source] | None:
    """``sources`` with the unit groups of ``spell``'s paying keywords, as :func:`_sources` makes
    them from a CastModel: convoke (702.51a: each untapped creature ``player`` controls pays {1}
    or one mana of one of its colors; "convoked" in its label when the card's text looks at
    it), improvise (702.126a: each untapped artifact pays {1}) and delve (702.66a: each card in
    ``player``'s graveyard but the spell, exiled, pays {1}); an object of a mana source's class
    shares its class (one object, one tap: 118.3); per class and label only the group whose
    colors include the others' (any use of the others it can take over), both when one is
    fixed; None when none does, or when a card sacrificed for mana could then be delved (601.2g
    before 601.2h: Lotus Petal)."""
    me = state.player(player)
    keywords = set(spell.card.keywords)
    if "Delve" in keywords and any(not o.token and any(ab.sacrifice_self for ab in o.card.mana_abilities)
                                   for o in me.battlefield):
        return None
    cls_of = {i: s.cls for s in sources for i in s.ids}
    by_key = {o.symmetry_key(): cls_of[o.id] for o in me.battlefield if o.id in cls_of}
    next_cls = len({s.cls for s in sources})
    extra: dict[tuple[int, str], _Source] = {}

    def add(o: GameObject, role: str, label: tuple[str, ...], colors: frozenset[str]) -> None:
        nonlocal next_cls
        key = o.symmetry_key() if o.zone == "battlefield" else ("graveyard", o.symmetry_key())
        if key not in by_key:
            by_key[key] = next_cls
            next_cls += 1
        cls = by_key[key]
        group = extra.setdefault((cls, role), _Source(cls, [], role, label, colors, {}))
        group.ids.append(o.id)

    convoked = ("convoked", "tapped") if "convoked" in spell.card.oracle_text else ("tapped",)  # as Plan.option_key
    for o in me.battlefield:
        if o.tapped:
            continue
        if "Convoke" in keywords and o.is_a("Creature"):
            add(o, "convoke", convoked, frozenset(o.colors & set(COLORS)))
        if "Improvise" in keywords and o.is_a("Artifact"):
            add(o, "improvise", ("tapped",), frozenset())
    if "Delve" in keywords:
        for o in me.graveyard:
            if o.id != spell.id:
                add(o, "delve", ("exiled",), frozenset())
    roles: dict[tuple[int, tuple[str, ...]], list[_Source]] = {}
    for src in [*sources, *extra.values()]:
        src.ids = _by_id(src.ids)
        roles.setdefault((src.cls, src.label), []).append(src)
    out: list[_Source] = []
    for key in sorted(roles):
        group = roles[key]
        if any(g.fixed for g in group):
            out += group  # a fixed source and another use of the same objects: both (key-deduplicated)
            continue
        best = max(group, key=lambda g: (len(g.colors), g.role == "mana"))
        if any(not g.colors <= best.colors for g in group) or any(set(g.ids) != set(best.ids) for g in group):
            return None
        out.append(best)
    return out


def _plain_division(card: CardDef) -> bool:
    """Is ``card``'s division (601.2d) a fixed amount (no X) among the targets of its one slot,
    with no kicker, additional or alternative cost and no modes beside it? :func:`_divided_count`."""
    d = card.division
    assert d is not None
    return not d.x and d.slot == 0 and d.amount >= 1 and len(card.targets) == 1 and card.modes is None \
        and not (card.optional_costs or card.additional_costs or card.alternative_costs) and card.targets[0].minimum >= 1


def _divided_count(state: GameState, player: str, spell: GameObject, sources: list[_Source],
                   boards: PlainBoards | None) -> int | None:
    """:func:`count_plain` for a spell dividing a fixed amount among one to N targets of its slot
    (:func:`_plain_division`): the payment classes of its mana cost times the divisions of the
    amount among the slot's candidates (601.2d: ``plainchoices.joined_choices``, a divided
    slot; the candidates :func:`_plain_target_keys`'s, read as a slot of one target: the same
    candidates, none that pays)."""
    card = spell.card
    d, slot = card.division, card.targets[0]
    assert d is not None and card.mana_cost is not None
    if slot.unlimited or slot.count < 1:
        return None
    keys = _plain_target_keys(state, player, spell, sources, dataclasses.replace(slot, count=1, min_count=None))
    if not keys:
        return None
    n_div = plainchoices.joined_choices([plainchoices.Slot(keys, slot.minimum, slot.count, amount=d.amount)])
    pay = _plain_product(state, player, spell, dataclasses.replace(card, targets=(), division=None),
                         list(card.mana_cost.symbols), sources, boards, ability=False)
    return None if pay is None or not n_div else n_div * pay


def _plain_alternatives(card: CardDef) -> bool:
    """Are ``card``'s alternative costs (118.9) all cast from the hand, without mana, of one of
    two kinds: "sacrifice N <filter>" (Fireblast) or "pay N life and exile a <filter> card from
    your hand" (Force of Will), with no kicker or additional cost beside them (601.2f would add
    them to either cost)? :func:`_alternative_choices` counts their choices."""
    if card.optional_costs or card.additional_costs:
        return False
    for alt in card.alternative_costs:
        if set_field(alt, _ALTERNATIVE_FIELDS, inside=False) is not None or alt.zone != "hand" or alt.mana.symbols:
            return False
        actions = sorted(p.action for p in alt.parts)
        if actions == ["sacrifice"]:
            part = alt.parts[0]
            if part != CostPart("sacrifice", part.amount, part.filter):
                return False
        elif actions == ["exile_from_hand", "pay_life"]:
            if any(p != CostPart(p.action, p.amount, p.filter) for p in alt.parts) \
                    or any(p.amount != 1 for p in alt.parts if p.action == "exile_from_hand"):
                return False
        else:
            return False
    return True


def _alternative_choices(state: GameState, player: str, spell: GameObject, alt: AlternativeCost,
                         sources: list[_Source], keys: Counter[object] | None) -> int | None:
    """The choices of the objects paying alternative cost ``alt`` (601.2h; :func:`_plain_alternatives`),
    classes of identical objects as option keys see them: the multisets of N permanents of
    ``player`` the sacrifice's filter matches (bounded by each class's size), or, when ``player``
    can pay the life (119.4), the classes of the other cards in the hand (601.2a: the spell is on
    the stack) the exile's filter matches. None when a permanent that may be sacrificed is a
    mana source of the board while a cost increase leaves mana to pay (its mana could pay it,
    601.2g, before it is sacrificed, 601.2h) or a target candidate (``keys``), or is ranked by its sacrifice; or with
    hidden cards in the hand."""
    me = state.player(player)
    counts: Counter[object] = Counter()
    sacrifice = next((p for p in alt.parts if p.action == "sacrifice"), None)
    if sacrifice is not None:
        delta = _plain_delta(state, player, spell.card)
        if delta is None:
            return None
        # no mana to pay (no increase beyond the reductions, 601.2f): no mana ability is
        # activated (no idle activation, docs/answers.md), so a mana source is only sacrificed
        paying = {i for s in sources for i in s.ids} if delta[0] > delta[1] else set()
        for o in me.battlefield:
            if matches(sacrifice.filter, o) and filter_matches(sacrifice.filter, o, player):
                key = ("object", o.symmetry_key())
                if o.id in paying or sacrifice_ordered(o) or (keys is not None and key in keys):
                    return None
                counts[key] += 1
        return multisets(list(counts.values()), sacrifice.amount)
    if me.hidden_hand:
        return None
    life = sum(p.amount for p in alt.parts if p.action == "pay_life")
    delta = _plain_delta(state, player, spell.card)
    if delta is None or (delta[0] > delta[1] and _deals_damage(me.battlefield)):
        return None  # mana to pay: a pain land's damage (605.3b) could come before the life (601.2g-h)
    if me.life < life:
        return 0  # 119.4: no life payment beyond the life total
    exile = next(p for p in alt.parts if p.action == "exile_from_hand")
    return len({o.symmetry_key() for o in me.hand if o.id != spell.id and matches(exile.filter, o)})


def _plain_discard(card: CardDef) -> bool:
    """Is ``card``'s additional cost "discard a card" alone (601.2b, 118.8: Thrill of
    Possibility) or "sacrifice a creature" alone with no target (Village Rites), its count
    :func:`_part_choices`?"""
    if card.additional_costs == (CostPart("discard"),):
        return True
    parts = card.additional_costs
    return len(parts) == 1 and not card.targets and parts[0] == CostPart("sacrifice", filter=parts[0].filter) \
        and parts[0].filter.types == frozenset({"Creature"})


def _part_choices(state: GameState, player: str, spell: GameObject, sources: list[_Source]) -> int | None:
    """The ways to pay the additional cost :func:`_plain_discard` accepts as ``spell`` is cast:
    the classes of identical objects (docs/answers.md: option keys see classes) that may pay it,
    as ``payment.cost_parts`` finds them. Discard: the cards in ``player``'s hand but the spell
    (601.2a: it is on the stack by then); a card in the hand is no mana source on a plain board
    (:func:`_plain_board` declines mana abilities outside the battlefield) and no target
    (:func:`_plain_target_keys`: permanents, players, spells), so the choice is independent of the
    payment and the targets; None with hidden cards in the hand. Sacrifice: ``player``'s
    creatures matching the filter; None when one of them is a mana source of the board (it
    could be tapped for mana, 601.2g, then sacrificed, 601.2h: one object, two uses) or a source
    counts permanents ("for each")."""
    me = state.player(player)
    part = spell.card.additional_costs[0]
    if part.action == "discard":
        return None if me.hidden_hand else len({o.symmetry_key() for o in me.hand if o.id != spell.id})
    if any(s.counts for s in sources):
        return None
    paying = {i for s in sources for i in s.ids}
    keys: set[object] = set()
    for o in me.battlefield:
        if o.id != spell.id and matches(part.filter, o) and filter_matches(part.filter, o, player):
            if o.id in paying or sacrifice_ordered(o):
                return None
            keys.add(o.symmetry_key())
    return len(keys)


def _plain_delta(state: GameState, player: str, card: CardDef, *, ability: bool = False) -> tuple[int, int] | None:
    """:func:`_modifier_delta` from the state: (generic increase, generic reduction) of the
    modifiers that apply (601.2f) and the spell's "costs {1} less for each ..." (702.41a); None
    when any permanent has a modifier the enumerator doesn't model, applicable or not (a
    minimum, life, or one depending on the targets: what applies would then depend on them)."""
    battlefield = state.battlefield()
    if any(m.kind == "minimum" or set_field(m, _MODIFIER_FIELDS, inside=False) is not None
           for o in battlefield for m in o.card.cost_modifiers):
        return None
    if any(set_field(sr, _SELF_REDUCTION_FIELDS, inside=False) is not None for sr in card.self_reductions):
        return None
    mods = applicable_modifiers(battlefield, card, player, ability=ability, active=state.active_player)
    inc = sum(m.amount for m, _ in mods if m.kind == "increase")
    red = sum(m.amount for m, _ in mods if m.kind == "reduce")
    red += sum(self_reduction(sr, battlefield, player) for sr in card.self_reductions)
    return inc, red






def _damage_may_bind(state: GameState, player: str, symbols: list[ManaSymbol]) -> bool:
    """Could the damage ``player``'s mana abilities deal as they resolve (pain lands, Ancient
    Tomb: 605.3b, before the life is paid, 601.2g before 601.2h) leave too little life to pay
    the Phyrexian symbols of ``symbols`` with life (119.4)? Not when the life total less every
    such damage the board could deal (each object's abilities once: {T}, sacrificed or exiled,
    118.3; any other: unbounded) is still at least the life all of them could take: then
    :func:`_announced`'s check on the life total is exact (the damage is no part of an option,
    docs/answers.md)."""
    paid = sum(s.life for s in symbols)
    if not paid:
        return False
    damage = 0
    for o in state.objects():
        if o.controller != player:
            continue
        for ab in o.card.mana_abilities:
            if ab.damage and not (ab.tap or ab.sacrifice_self or ab.exile_self):
                return True  # could be activated again and again
            damage += ab.damage
    return damage > 0 and state.player(player).life - damage < paid


def _plain_board(state: GameState, player: str, spell: GameObject, allowed: tuple[str, ...]) -> list[_Source] | None:
    """The unit groups of a board whose every mana source of ``player`` is a *flexible* one
    ("{T}: Add one unit", "Sacrifice ~: Add one unit", 605.1a) with one way to be used, or a
    *fixed* one (Sol Ring, Ancient Tomb, a Signet, Gaea's Cradle: one way, {T} and at most {1},
    :func:`_handled`) or Nykthos (``plainsources2.accepts``: one class, several groups), in the
    class order of ``objects.classes_of``; None when anything else
    could change the mana or the cost: a field of ``_BOARD_FIELDS`` or a tap trigger other than
    "deals damage to you" on a permanent (as :func:`_board_declines`), floating mana (106.4),
    mana abilities outside the battlefield (Spirit Guides), another player's source (602.2),
    K'rrik, Celestial Dawn (609.4b), an object ranked by its sacrifice or a count reading one (605.3a) or
    an amount of nothing now (an idle activation is never part of an option). A source whose
    mana has a spending restriction (106.6, Mishra's Workshop) is one when its id is in
    ``allowed`` (:func:`_allowed_restricted`), else left out: its mana could pay nothing here,
    and an activation whose mana is all left unspent is never part of an option. A filter land
    (Fetid Heath) and a restricted source that is one: :mod:`castable.solver.cpsat.plainsources`."""
    me = state.player(player)
    if me.mana_pool or foreign_sources(state, player) or black_paid_with_life(me.battlefield) \
            or white_as_any(state, player) or counted_sacrifice(state, player):
        return None  # counted_sacrifice, 605.3a: a count after a counted sacrifice is lower (Academy, Treasure)
    for o in state.battlefield():
        if set_field(o.card, _BOARD_FIELDS, inside=True) is not None \
                or any("damage to you" not in t or "Add" in t for t in o.card.tap_triggers):
            return None
    groups: dict[object, list[GameObject]] = {}
    extra: set[object] = set()
    for o in state.objects():
        if o.controller != player or o is spell or not o.card.mana_abilities:
            continue
        abilities = _usable(o)
        if not abilities:
            continue
        if o.zone != "battlefield" or sacrifice_ordered(o):
            return None
        restricted = _restriction_of(abilities)
        if restricted is False:
            return None
        if restricted and o.id not in allowed:
            continue
        if not _handled(o, bool(restricted)) and filter_pair(o) is None:
            if not sources2.accepts(o):
                return None
            extra.add(o.symmetry_key())  # Nykthos: :func:`plainsources2.groups`
        if len({(ab.sacrifice_self, ab.tap) for ab in abilities}) != 1:
            return None  # two ways to be used: two labels of one object
        if any(alt for ab in abilities for alt in ab.produces):
            groups.setdefault(o.symmetry_key(), []).append(o)
    out: list[_Source] = []
    for key, members in sorted(groups.items(), key=lambda kv: min(m.id for m in kv[1])):
        cls = len({s.cls for s in out})
        pair = filter_pair(members[0])
        if pair is not None:
            out += filter_groups(cls, members, pair)
            continue
        src = None if key in extra else _plain_source(state, player, cls, members)
        if src is None and key not in extra:
            return None
        made = sources2.groups(state, player, cls, members, spell) if src is None else [src]
        if made is None:
            return None
        out += made
    if not sources2.board_ok(out):
        return None
    mark_restricted(out, allowed)  # 106.6: restricted mana pays no mana ability's cost (spend.check)
    return out


def _restriction_of(abilities: list[ManaAbility]) -> str | bool | None:
    """The one spending restriction (106.6) of every usable mana ability of an object (None:
    none has one); False when only some have one, or two differ, or it permits an ability's
    cost, a cost with {X} or {C} (what :func:`_allowed_restricted` doesn't decide)."""
    found = {ab.restriction for ab in abilities}
    if found == {None}:
        return None
    if len(found) != 1:
        return False
    restriction = next(iter(found))
    assert restriction is not None
    if any(p.endswith("ability") or p in ("c_cost", "x_cost") for p, _ in spend_permissions(restriction)):
        return False
    return restriction


def _allowed_restricted(state: GameState, player: str, spell: GameObject, *, ability: bool) -> tuple[str, ...]:
    """The ids of ``player``'s permanents (not ``spell``) whose mana abilities' one spending
    restriction allows casting ``spell`` (106.6: ``objects.restriction_allows``, as the model
    reads it); an ability's cost is never allowed (:func:`_restriction_of` declines the
    restrictions that could)."""
    out: list[str] = []
    for o in state.player(player).battlefield:
        if o is spell or not any(ab.restriction for ab in o.card.mana_abilities):
            continue
        restriction = _restriction_of(_usable(o))
        if isinstance(restriction, str) and not ability \
                and restriction_allows(restriction, paying_cast(state, player, spell), o):
            out.append(o.id)
    return tuple(out)


def _plain_source(state: GameState, player: str, cls: int, members: list[GameObject]) -> _Source | None:
    """The unit group of one class of identical sources, as :func:`_sources` makes it: flexible
    (each unit one of its colors) or fixed (its one alternative, times its "for each" count,
    ``amount_multiplier``); None for a fixed one adding nothing now."""
    abilities = _usable(members[0])
    ab = abilities[0]
    label = tuple(x for x, on in (("sacrificed", ab.sacrifice_self), ("tapped", ab.tap)) if on)
    ids = _by_id([m.id for m in members])
    alts = [alt for a in abilities for alt in a.produces]
    if len(alts) == 1 and (len(alts[0]) > 1 or ab.mana_cost.symbols or ab.per is not None):
        made = tuple(alts[0]) * amount_multiplier(ab, members[0], state, player)
        if not made:
            return None
        return _Source(cls, ids, "mana", label, frozenset(made), {}, made, bool(ab.mana_cost.symbols),
                       ab.per is not None)
    return _Source(cls, ids, "mana", label, frozenset(alt[0] for alt in alts), {})


def count_plain(state: GameState, player: str, spell: GameObject,
                boards: PlainBoards | None = None) -> int | None:
    """The number of distinct options of casting ``spell`` (per announcement, 601.2b: each X
    and each set of plain kickers paid, the target choices of its one slot times the payment
    classes of its total cost, times the choices of a "discard a card" or "sacrifice a
    creature" additional cost; plus each alternative cost's, :func:`_alternative_choices`; a
    modal spell's sets of modes, ``plainchoices.count_choices``; a divided amount's divisions,
    :func:`_divided_count`; convoke, improvise and delve as unit groups, :func:`_with_keywords`),
    counted from the state without a :class:`CastModel`, or None when
    the spell or board is not of the plain kind :func:`_plain_spell` and :func:`_plain_board`
    accept or the count would take long. Only for a spell ``player`` may begin to cast now
    (601.3: the caller asked ``can_cast``); what it counts is :func:`classes`'s branches, the
    same (units per group, life[, floating mana]) classes that pay (107.4). ``boards``: the
    unit groups already made for this state and player (one move list shares them: the board
    depends on the spell only when the spell itself has mana abilities)."""
    from castable.solver.cpsat import plaincosts  # its counts build on this module's

    view = plaincosts.cast_view(spell)  # flashback (702.34a)
    if view is None:
        return None
    spell = view
    if any(o.repeatable or o.parts for o in spell.card.optional_costs):
        return plaincosts.optional_count(state, player, spell, boards)  # multikicker, collect evidence
    if not _plain_spell(state, player, spell):
        return None
    cost = spell.card.mana_cost
    if cost is not None and _damage_may_bind(state, player, list(cost.symbols)):
        return None  # the life after a pain land's damage: :func:`_board_declines`
    sources = _shared_board(state, player, spell, boards, ability=False)
    if sources is None or sources2.drum_blocks(state, player, spell, spell.card, sources):
        return None
    assert cost is not None  # _plain_spell
    if _PAYING_KEYWORDS & set(spell.card.keywords):
        sources = _with_keywords(state, player, spell, sources)
        if sources is None:
            return None
        boards = None  # the payment classes depend on the spell's keywords: not the shared memo's
    tight = not _PAYING_KEYWORDS.isdisjoint(spell.card.keywords)
    if plainchoices.claims(spell.card):  # modes; repeated, divided or joined choices; targets that pay
        return plainchoices.count_choices(state, player, spell, sources, boards)
    if spell.card.division is not None:
        return _divided_count(state, player, spell, sources, boards)
    total = 0
    # 601.2b, 601.2f: each set of kickers paid is its own announcement (an ``optional:`` key of
    # the option) whose total cost adds their mana to the mana cost
    kickers = spell.card.optional_costs
    discards = _part_choices(state, player, spell, sources) if spell.card.additional_costs else 1
    part_keys = sacrifice_keys(state, player, spell, sources) if discards is None and not tight else None
    if not discards and not part_keys:
        return None  # can_cast said yes: not the kind this reads
    for paid in itertools.product((False, True), repeat=len(kickers)):
        symbols = [*cost.symbols, *(s for o, on in zip(kickers, paid, strict=True) if on for s in o.mana.symbols)]
        n = _plain_product(state, player, spell, spell.card, symbols, sources, boards, ability=False, tight=tight,
                           part_keys=part_keys)
        if n is None:
            return None
        total += n
    total *= discards or 1  # a sacrifice that pays: joined with each payment class (part_keys)
    # 118.9, 601.2b: each alternative cost is its own announcement (an option key part), its
    # total cost its mana (none here) with the cost modifiers (601.2f), times its objects' choices
    for alt in spell.card.alternative_costs:
        keys = _plain_target_keys(state, player, spell, sources, spell.card.targets[0]) if spell.card.targets else None
        if spell.card.targets and keys is None:
            return None  # a candidate that pays: not joined with the alternative cost's objects
        n_alt = _alternative_choices(state, player, spell, alt, sources, keys)
        if n_alt is None:
            return None
        if n_alt:
            n = _plain_product(state, player, spell, spell.card, list(alt.mana.symbols), sources, boards, ability=False)
            if n is None:
                return None
            total += n * n_alt
    return total or None


def _shared_board(state: GameState, player: str, spell: GameObject, boards: PlainBoards | None, *,
                  ability: bool) -> list[_Source] | None:
    """:func:`_plain_board`, made once per move list: it depends on the spell (or an ability's
    source) only when that object has mana abilities of its own usable now (it is left out of
    the sources) or when a source's spending restriction allows it (:func:`_board_key`)."""
    key = _board_key(state, player, spell, ability=ability)
    if boards is not None and key in boards.sources:
        return boards.sources[key]
    sources = _plain_board(state, player, spell, key[1])
    if boards is not None:
        boards.sources[key] = sources
    return sources


def _board_key(state: GameState, player: str, spell: GameObject, *, ability: bool) -> tuple[str | None, tuple[str, ...]]:
    """Which of a move list's boards ``spell`` is counted on (:class:`PlainBoards`): its own
    when it has a mana ability usable where it is (:func:`_plain_board` leaves it out of the
    sources), else the shared one (``_plain_board`` skips an object with none usable whether or
    not it is the spell: a Llanowar Elves in the hand, 113.6); with the restricted sources
    whose mana may pay for it (:func:`_allowed_restricted`: an artifact spell and Mishra's
    Workshop)."""
    own = _usable(spell) or sources2.sees_source(state, player, spell)  # a Drum leaves it out of its taps
    return (spell.id if own else None), _allowed_restricted(state, player, spell, ability=ability)




def count_plain_activation(state: GameState, player: str, source: GameObject, index: int,
                           boards: PlainBoards | None = None) -> int | None:
    """:func:`count_plain` for activating ability ``index`` of ``source`` (602.2b: the
    activation cost's mana part paid as a spell's mana cost): the number of distinct options
    ``api.count_activation_options`` gives, or None when it declines. Only for an ability
    ``player`` may activate now (the caller asked ``can_activate``). Handled: a battlefield
    ability of ``player``'s permanent whose cost is mana, {T} and/or "Sacrifice this", and at
    most one cost part of :func:`_plain_ability_parts`'s kind (sacrifice one object, crew N),
    with at most one plain target slot (:func:`_plain_target_keys`). The source is told apart from
    its twins (its own costs name it, ``objects.collect_objects``) and pays no mana: declined
    when it has a mana ability the {T} of the cost doesn't rule out (602.2b, 601.2g before
    601.2h), when sacrificing it could lower a "for each" amount (605.3b,
    ``plainsources2.sacrifice_counted``) or when it has tap triggers or cost modifiers of its
    own. {S} (107.4h) is paid by snow one-unit sources (``plainsources2.snow_paid``)."""
    abilities = source.card.activated_abilities
    if not 0 <= index < len(abilities):
        return None
    ab = abilities[index]
    if not isinstance(ab, ActivatedAbility) or set_field(ab, _PLAIN_ACTIVATION_PARTS, inside=False) is not None \
            or not _plain_ability_parts(ab):
        return None
    if source.zone != "battlefield" or ab.zone != "battlefield" or source.controller != player:
        return None
    if len(ab.targets) > 1 or any(s.is_x for s in ab.mana.symbols):
        return None
    if source.card.tap_triggers or source.card.cost_modifiers:
        return None
    if source.card.mana_abilities and not (ab.tap and all(m.tap for m in source.card.mana_abilities)):
        return None  # the source could pay for its own ability
    if not (ab.tap or ab.sacrifice_self) and twin_chosen(state, player, source, ab):
        return None  # option keys see classes and uses: no cost uses the source, so targeted or sacrificed it is its twin
    card = ability_card(source, index)
    if card is None or set_field(card, _SPELL_FIELDS | {"additional_costs"}, inside=False) is not None \
            or card.modes is not None or card.division is not None:
        return None
    symbols = list(ab.mana.symbols)
    if _damage_may_bind(state, player, symbols):
        return None  # the life after a pain land's damage: :func:`_board_declines`
    sources = _shared_board(state, player, source, boards, ability=True)
    if sources is None or (card.additional_costs and any(s.counts for s in sources)) \
            or (ab.sacrifice_self and sources2.sacrifice_counted(state, player, source, sources)) \
            or sources2.drum_blocks(state, player, source, card, sources, taps_source=ab.tap and ab.crew is None):
        return None  # 605.3b: a sacrifice could lower a "for each" amount (crew: declined with it, a tapped creature)
    if any(s.is_snow for s in symbols):  # 107.4h: {S}, paid with mana from a snow source
        snow = sources2.snow_paid(state, symbols, sources)
        if snow is None:
            return None
        symbols, sources = snow
    return _plain_product(state, player, source, card, symbols, sources, boards, ability=True)


#: :func:`count_plain_activation`'s ability fields: ``PLAIN_ACTIVATION`` and the cost parts
#: :func:`_plain_ability_parts` accepts
_PLAIN_ACTIVATION_PARTS = PLAIN_ACTIVATION | {"parts", "crew"}


def _plain_ability_parts(ab: ActivatedAbility) -> bool:
    """Are ``ab``'s cost parts beyond mana, {T} and "Sacrifice this" none, or one of: "Sacrifice a
    <filter>" of one object (not "another", not per X: Goblin Bombardment, Siege-Gang Commander)
    with at most one target slot, or crew N (702.122a: Smuggler's Copter) with no target (a
    crewing creature that is also a target would be one object with two uses)?
    :func:`_ability_part_choices` counts their choices."""
    if ab.crew is not None:
        return not ab.parts and not ab.targets and not ab.sacrifice_self
    if not ab.parts:
        return True
    part = ab.parts[0]
    return len(ab.parts) == 1 and part == CostPart("sacrifice", filter=part.filter) and not ab.sacrifice_self


def _ability_part_choices(state: GameState, player: str, source: GameObject, part: CostPart, sources: list[_Source],
                          keys: Counter[object] | None) -> int | None:
    """The choices of an ability's one cost part (:func:`_plain_ability_parts`) joined with its
    target choices ``keys`` (None: no slot), as option keys see them (docs/answers.md: each
    object's class and the set of its uses; the source is a class of its own,
    ``objects.collect_objects``). None when a candidate is a mana source of the board (tapped
    for mana, 601.2g, then sacrificed or tapped for crew, 601.2h: one object, two uses) or
    ranked by its sacrifice (``sacrifice_ordered``).

    Sacrifice (601.2h after the targets, 601.2c: the object sacrificed may be a target): S
    classes that may be sacrificed and T target choices give S x T keys, and one more for each
    class of two or more objects that is both (the target the object sacrificed, or another of
    its class). Crew N (702.122a): how many objects of each class of other untapped creatures
    are tapped, any number with total power (``crew_power``) N or more."""
    paying = {i for s in sources for i in s.ids}
    classes_n: Counter[object] = Counter()
    crew = part.action == "tap_power"
    for o in state.player(player).battlefield:
        if crew:
            if o.tapped or o.id == source.id or not matches(part.filter, o):
                continue
        elif not (matches(part.filter, o) and filter_matches(part.filter, o, player)):
            continue
        if o.id in paying or sacrifice_ordered(o):
            return None
        classes_n[("source", o.id) if o.id == source.id else ("object", o.symmetry_key())] += 1
    if crew:
        return _crew_choices(state, player, part.amount, classes_n)
    targets = keys if keys is not None else {None}
    return len(classes_n) * len(targets) + sum(1 for k, n in classes_n.items() if n >= 2 and k in targets)


def _crew_choices(state: GameState, player: str, power: int, classes_n: Counter[object]) -> int:
    """The number of ways to pick how many creatures of each class are tapped with total power
    ``power`` or more (702.122a), by the total power reached (capped at ``power``)."""
    by_key: dict[object, GameObject] = {("object", o.symmetry_key()): o for o in state.player(player).battlefield}
    return reach_ways([(crew_power(by_key[key]), n) for key, n in classes_n.items()], power)


def reach_ways(classes: list[tuple[int, int]], total: int) -> int:
    """The ways to take how many objects of each class (its value, its size) so that their
    values add up to ``total`` or more (crew's power, 702.122a; collect evidence's mana values,
    701.59a), by a table over the sum reached (capped at ``total``)."""
    ways = [1] + [0] * total
    for value, n in classes:
        nxt = [0] * (total + 1)
        for reached, w in enumerate(ways):
            if w:
                for k in range(n + 1):
                    nxt[min(total, reached + k * value)] += w
        ways = nxt
    return ways[total]


def _plain_product(state: GameState, player: str, spell: GameObject, card: CardDef, symbols: list[ManaSymbol],
                   sources: list[_Source], boards: PlainBoards | None, *, ability: bool,
                   tight: bool = False, part_keys: Counter[object] | None = None) -> int | None:
    """The target choices of ``card``'s slot (one at most) times the payment classes of
    ``symbols``, with the cost modifiers that apply (601.2f); None where either declines. The
    payment classes once per (board, symbols, modifiers) of ``boards``. ``part_keys``: the
    choices of a spell's sacrifice (no slot beside it) with a creature that pays among them
    (``plainsources.sacrifice_keys``), joined as a target's would be."""
    alone = not (card.alternative_costs or card.additional_costs)  # a target that pays: below
    keys = _plain_target_keys(state, player, spell, sources, card.targets[0], own=ability, paying_ok=alone) \
        if card.targets else None
    if card.targets and not keys:
        return None  # declined, or no legal target: the caller's can_cast said yes, so not the plain kind
    n_targets = len(keys) if keys is not None else 1
    if ability and card.additional_costs:  # its choices joined with the targets'
        n_targets = _ability_part_choices(state, player, spell, card.additional_costs[0], sources, keys) or 0
        if not n_targets:
            return None
    delta = _plain_delta(state, player, card, ability=ability)
    if delta is None:
        return None
    keys = part_keys if part_keys is not None else keys
    if keys is not None and any(isinstance(k, tuple) and k[0] == "paying" for k in keys):
        # the target choices depend on the payment class: each class weighs its own
        weight = target_weight(keys, sources, sacrifice=part_keys is not None)
        if weight is None or weight.constant is None:
            return None if weight is None else _plain_pay(state, player, symbols, sources, delta, tight=tight,
                                                          weight=weight)
        n_targets = weight.constant  # each paying class one object: the move list's shared count below
    memo = (_board_key(state, player, spell, ability=ability), tuple(symbols), delta)
    n_pay = boards.pays.get(memo) if boards is not None else None
    if n_pay is None:  # a count cut by its time limit is tried again: each card has its own
        slow = boards is not None and memo[0] in boards.slow
        n_pay = _plain_pay(state, player, symbols, sources, delta, tight=tight, slow=slow)
        if boards is not None and n_pay is not None:
            boards.pays[memo] = n_pay
        elif boards is not None and general(sources, []):
            boards.slow.add(memo[0])
    return None if n_pay is None else n_targets * n_pay


def _plain_pay(state: GameState, player: str, symbols: list[ManaSymbol], sources: list[_Source],
               delta: tuple[int, int], *, tight: bool = False, slow: bool = False,
               weight: TargetWeight | None = None) -> int | None:
    """:func:`count_plain`'s payment classes: :func:`classes`'s branches from the state, the
    generic part changed by ``delta`` (increase, reduction: ``_announced``); with {X}, the sum
    over each X announced (:func:`needs_by_x`). ``tight``: a spell with paying keywords
    (:func:`_with_keywords`: many more splits): ``KEYWORD_STEPS`` splits and ``KEYWORD_SECONDS``
    for the whole count, so a large board is left to the caller at once (its own count under
    the move list's budget) instead of slowing the list down.
    ``slow``: a board where a count of the same list already timed out (``PlainBoards.slow``):
    ``PLAIN_RETRY_SECONDS``. ``weight``: each payment class counts its target choices
    (``plainsources.target_weight``), not 1."""
    # CPU time, as plaintable's: a count is there or not whatever else the machine runs. One
    # deadline for the table and the enumeration after it: a table that ran out of time leaves
    # none to the enumeration, which looks at more, so a count past its cap costs the cap once
    # (Azorius First-Wing beside Signets and Skycloud Expanses, alone: 47 -> 27 ms to decline)
    deadline = time.process_time() + cap(KEYWORD_SECONDS if tight else PLAIN_RETRY_SECONDS if slow else PLAIN_SECONDS)
    if tight or general(sources, []):  # many splits, few types of unit: counted by a table where it can (plaincosts.table_pay)
        from castable.solver.cpsat import plaincosts  # its counts build on this module's
        joined = None if weight is None else weight.by_key(state, sources)
        counted = plaincosts.table_pay(state, player, symbols, sources, delta, joined)
        if counted is not None:
            return counted
    steps_left = [int(cap(KEYWORD_STEPS))] if tight else None
    total = 0
    for _, needs in needs_by_x(symbols, sources, delta, state.player(player).life):
        n = _plain_pay_needs(sources, needs, deadline, steps_left, weight)
        if n is None:
            return None
        total += n
    return total


def mana_units(sources: list[_Source]) -> int:
    """At least as many units as the sources could make (two groups of one class: counted twice)."""
    return sum(len(s.ids) * max(1, len(s.out)) for s in sources)


def needs_by_x(symbols: list[ManaSymbol], sources: list[_Source], delta: tuple[int, int],
               life: int) -> Iterator[tuple[int, list[_Need]]]:
    """Each X announced with the needs of ``symbols``' ways (``_announced``: the generic part
    changed by ``delta``, 601.2f, never below zero, 118.7a); X 0 alone without {X}. With {X},
    each X is its own announcement (601.2b, 107.3a: part of the option key), from 0 up to the
    first whose generic part is more than every unit the sources could make (:func:`mana_units`):
    that X has no payment class, nor has any larger one (a bound below the model's,
    ``announce.mana_bound``, which counts the same units and the reductions)."""
    if not any(s.is_x for s in symbols):
        yield 0, list(_announced(symbols, 0, *delta, life))
        return
    units = mana_units(sources)
    for x in range(units + delta[1] + 1):
        needs = list(_announced(symbols, x, *delta, life))
        if needs and min(nd.generic for nd in needs) > units:
            return
        yield x, needs


def _plain_pay_needs(sources: list[_Source], needs: list[_Need], deadline: float,
                     steps_left: list[int] | None = None, weight: TargetWeight | None = None) -> int | None:
    """:func:`_plain_pay` for one announced X: the payment classes of ``needs`` (None past
    ``deadline`` with fixed sources, or past ``PLAIN_STEPS`` splits; when ``steps_left`` is
    given, as soon as :func:`_splits_bound` is more than the splits left in it, a budget shared
    by every X of one count)."""
    if general(sources, []):
        if steps_left is not None:  # a paying keyword beside fixed sources: its splits bounded first
            steps_left[0] -= sum(_splits_bound(nd.generic + len(nd.colored), sources) for nd in needs)
            if steps_left[0] < 0:
                return None  # as many splits at least: declined before any is made
        return _count_general(sources, needs, deadline, weight)
    seen: set[tuple[tuple[int, ...], int]] = set()
    budget = steps_left if steps_left is not None else [int(cap(PLAIN_STEPS))]
    for need in needs:
        units = need.generic + len(need.colored)
        if steps_left is not None and _splits_bound(units, sources) > budget[0]:
            return None  # too many splits to look at: declined before any is made
        left = {s.cls: len(s.ids) for s in sources}
        for k in _splits(units, sources, left):
            budget[0] -= 1
            if budget[0] < 0:
                return None  # a large board: the caller's counter, under its time limit
            if (k, need.life) not in seen and _feasible(need, sources, k):
                seen.add((k, need.life))
    # a Drum's taps: ``plainsources2.weight``; a target that pays: ``weight``
    return sum((1 if weight is None else weight(k)) * sources2.weight(sources, k) for k, _ in seen)


def _splits_bound(total: int, sources: list[_Source]) -> int:
    """At least as many as :func:`_splits` yields: the ways to take ``total`` units from the
    groups, each up to its class's size (two groups of one class bounded apart: more)."""
    ways = [1] + [0] * total
    for s in sources:
        n = len(s.ids)
        ways = [sum(ways[j - i] for i in range(min(n, j) + 1)) for j in range(total + 1)]
    return ways[total]


#: target kinds whose candidates are permanents and players, or spells on the stack ("spell":
#: ``target_candidates`` gives the stack's spells, never its abilities; an ability or a card in
#: a graveyard: left to the model)
_PLAIN_TARGET_KINDS = frozenset({"any", "permanent", "creature", "player", "opponent", "player_or_planeswalker",
                                 "opponent_or_planeswalker", "creature_or_player", "spell"})


def _plain_target_keys(state: GameState, player: str, spell: GameObject, sources: list[_Source],
                       slot: TargetSlot, *, own: bool = False, paying_ok: bool = False) -> Counter[object] | None:
    """The target choices of a spell with one slot of exactly one target (601.2c; no "up to",
    X, division, optional-cost slot or opponent's choice): its legal candidates
    (``targets.target_candidates``: 115.2, hexproof 702.11b, shroud 702.18a, protection
    702.16b), identical permanents one choice (docs/answers.md: option keys see classes) and
    each player one, each with its number of candidates; ``own``: ``spell`` is an ability's
    source, told apart from its twins.
    None when a candidate may also pay (a mana source of the caster: the
    payment and the target would interact) or is ranked on its own (``sacrifice_ordered``);
    ``paying_ok``: such a candidate is ("paying", its class), for ``plainsources.target_weight``."""
    if slot.kind not in _PLAIN_TARGET_KINDS or slot.count != 1 or slot.minimum != 1 or slot.unlimited \
            or slot.x_count or slot.requires is not None or slot.chooser != "you" or slot.same_graveyard \
            or slot.different_from or slot.not_source or slot.unless is not None or slot.relation is not None \
            or slot.graveyard_of_slot is not None:
        return None
    paying = {i for s in sources for i in s.ids}
    keys: Counter[object] = Counter()
    for t in target_candidates(state, player, spell, slot):
        if isinstance(t, str):
            keys["player", t] += 1
            continue
        if own and t.id == spell.id:  # an ability's source: a class of its own (objects.collect_objects)
            keys["source", t.id] += 1
            continue
        if slot.kind == "spell" and t.zone == "stack" and t.id != spell.id:
            keys["object", t.symmetry_key()] += 1  # a spell on the stack pays nothing (no mana ability works there, 113.6)
            continue
        if own and t.id in paying and t.symmetry_key() == spell.symmetry_key():
            return None  # the source's twin tapped for mana has the source's uses (its {T}): one class, not joined here
        if paying_ok and t.id in paying and t.zone == "battlefield" and not sacrifice_ordered(t) and t.id != spell.id:
            keys["paying", cls_of(sources, t.id)] += 1
            continue
        if t.id in paying or t.zone != "battlefield" or sacrifice_ordered(t) or t.id == spell.id:
            return None
        keys["object", t.symmetry_key()] += 1
    return keys


def _count_general(sources: list[_Source], needs: list[_Need], deadline: float,
                   weight: TargetWeight | None = None) -> int | None:
    """:func:`classes`'s general branch (fixed sources, no floating mana) counted, None past
    ``deadline`` (the caller's counter then has its own time limit)."""
    seen: set[tuple[object, ...]] = set()
    n = 0
    alike: set[tuple[object, ...]] = set()  # two Phyrexian symbols, one paid with life: the same need twice
    check = sources2.assign_for(sources)  # one per board: its memos serve every need
    try:
        for need in needs:
            same = (need.generic, tuple(sorted(tuple(sorted(c)) for c in need.colored)), need.life)
            if same in alike:
                continue  # its classes are the first's (the same keys: ``seen``)
            alike.add(same)
            for k, _, _ in _general_of(Counter(), sources, need, deadline, seen, check, clock=time.process_time):
                n += (1 if weight is None else weight(k)) * sources2.weight(sources, k)
    except _Timeout:
        return None
    return n
