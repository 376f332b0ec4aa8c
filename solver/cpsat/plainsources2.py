"""More mana sources for the plain counts (issue 11, count16d): Nykthos, Springleaf Drum, a
snow-paid cost, and a sacrificed source no "for each" amount counts.

:mod:`castable.solver.cpsat.plaincount` counts from the state on boards whose every mana source
:func:`castable.solver.cpsat.classes._handled` accepts: one-unit sources and *fixed* ones (one way,
{T} and at most {1}). This module adds, as whitelists (anything else still declines):

- an object with one-unit costless abilities beside one {T} ability of a generic cost {N}
  (Nykthos, Shrine to Nyx: "{T}: Add {C}" and "{2}, {T}: Choose a color. Add an amount of mana
  of that color equal to your devotion to that color", 700.5): :func:`costed_groups` makes a flexible
  group and one fixed costed group per color it adds some of now (a color of devotion 0 adds
  nothing: never part of an option, docs/answers.md "No idle activations"), all of one class
  (118.3: one object, one tap);
- the ordering such a cost asks for (605.3a: a mana ability's cost is paid with mana already
  made): :mod:`castable.solver.cpsat.spend`;
- Springleaf Drum ("{T}, Tap an untapped creature you control: Add one mana of any color"):
  a one-unit group whose payment classes count once per choice of the creatures tapped
  (:func:`drum_groups`, :func:`weight`), where nothing else could name those creatures
  (:func:`drum_blocks`);
- {S} in an ability's cost (107.4h: one generic mana that must come from a snow source):
  :func:`snow_paid`;
- an ability sacrificing its own source when no "for each" amount counts that source
  (:func:`sacrifice_counted`: a Clue or a Food beside Gaea's Cradle).

A count reads only whether a spend pays: :func:`assign_for` gives the answer of the one spend
check (:mod:`castable.solver.cpsat.spend`) without building ``classes._assign``'s flow.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from castable.model.cards import CardDef, ManaAbility
from castable.model.mana import ManaSymbol
from castable.model.state import GameObject, GameState, filter_matches
from castable.solver.cpsat import spend
from castable.solver.cpsat.classes import (
    _ABILITY_FIELDS,
    _PER_COUNTS,
    _Assign,
    _by_id,
    _Need,
    _Source,
    _Spend,
    _usable,
    multisets,
)
from castable.solver.cpsat.mana_abilities import amount_multiplier, counted_weight, counting_abilities
from castable.solver.fields import set_field

#: the pseudo-type of :func:`snow_paid`
SNOW_TYPE = "S"
#: "for each" amounts a costed ability may have here: devotion (700.5) and the counts
#: ``classes`` reads for a costless one (the same for every object of a class)
_COSTED_PER = _PER_COUNTS | {"devotion"}


def accepts(o: GameObject) -> bool:
    """:func:`accepts_costed` or :func:`is_drum`."""
    return accepts_costed(o) or is_drum(o)


def is_drum(o: GameObject) -> bool:
    """Is ``o``'s one usable mana ability "{T}, Tap an untapped <kind> you control: Add one mana
    of <a type>" (Springleaf Drum: 118.3, both tapped once; no other field, amount, damage or
    cost)?"""
    abilities = _usable(o)
    if o.zone != "battlefield" or o.is_snow or len(abilities) != 1:
        return False
    ab = abilities[0]
    return set_field(ab, _ABILITY_FIELDS | {"tap_creatures"}, inside=False) is None and ab.tap_creatures == 1 \
        and ab.tap and not (ab.repeatable or ab.sacrifice_self or ab.damage or ab.mana_cost.symbols or ab.per) \
        and all(len(alt) == 1 for alt in ab.produces)


def accepts_costed(o: GameObject) -> bool:
    """Is ``o`` (a permanent ``classes._handled`` declines) a source :func:`groups` models: every
    usable ability reads only ``_ABILITY_FIELDS``, taps ``o`` (118.3: once), sacrifices nothing and
    deals no damage; exactly one has a mana cost, of generic symbols alone ({N}, 107.4b), with an
    amount of nothing or of ``_COSTED_PER``; the others add one unit each, without an amount;
    and ``o`` is not snow (its floating mana would then be told apart by source, docs/answers.md)?"""
    abilities = _usable(o)
    if o.zone != "battlefield" or o.is_snow or not abilities:
        return False
    for ab in abilities:
        if set_field(ab, _ABILITY_FIELDS, inside=False) is not None or ab.repeatable or not ab.tap \
                or ab.sacrifice_self or ab.damage:
            return False
    costed = [ab for ab in abilities if ab.mana_cost.symbols]
    if len(costed) != 1 or not all(s.is_plain_generic for s in costed[0].mana_cost.symbols):
        return False
    if costed[0].per is not None and costed[0].per not in _COSTED_PER:
        return False
    return all(ab.per is None and all(len(alt) == 1 for alt in ab.produces) for ab in abilities if ab is not costed[0])


def _cost_units(ab: ManaAbility) -> int:
    return sum(s.generic or 0 for s in ab.mana_cost.symbols)


def groups(state: GameState, player: str, cls: int, members: list[GameObject], spell: GameObject
           ) -> list[_Source] | None:
    """:func:`costed_groups`, or :func:`drum_groups` for Springleaf Drums."""
    if is_drum(members[0]):
        return drum_groups(state, player, cls, members, spell)
    return costed_groups(state, player, cls, members)


def drum_tappable(state: GameState, player: str, drum: GameObject, spell: GameObject) -> list[GameObject]:
    """The permanents a Drum's cost may tap (118.3: untapped, of its kind, ``player``'s; no
    summoning sickness rule, 302.6 is for {T}): not ``spell``, whose own ability's {T} taps it
    (``count_plain_activation`` declines one without {T}, :func:`drum_blocks`)."""
    kind = _usable(drum)[0].tapped_kind
    return [x for x in state.player(player).battlefield
            if not x.tapped and x is not spell and filter_matches(kind, x, player)]


def drum_groups(state: GameState, player: str, cls: int, members: list[GameObject], spell: GameObject
                ) -> list[_Source] | None:
    """One-unit group of the Drums (label "tapped"), as many activations as there are Drums
    and permanents to tap, with ``ways``: per number of activations j, the multisets of j
    tappable permanents by class (docs/answers.md: each object tapped is in the option key by
    its class); none when nothing can be tapped (it adds nothing). None when a tappable one
    could also make mana or is a Drum (one object, two uses: left to the model)."""
    ab = _usable(members[0])[0]
    tappable = drum_tappable(state, player, members[0], spell)
    if any(_usable(x) for x in tappable):
        return None
    n = min(len(members), len(tappable))
    if not n:
        return []
    sizes = list(Counter(x.symmetry_key() for x in tappable).values())
    makes = {alt[0]: (members[0].card.mana_abilities.index(ab), qi) for qi, alt in enumerate(ab.produces)}
    ids = _by_id([m.id for m in members])[:n]
    return [_Source(cls, ids, "mana", ("tapped",), frozenset(makes), makes,
                    ways=tuple(multisets(sizes, j) for j in range(n + 1)))]


def weight(sources: list[_Source], k: tuple[int, ...]) -> int:
    """How many options one payment class ``k`` (units per group) is: the choices of what its
    Drum activations tap (:func:`drum_groups`), 1 without a Drum."""
    w = 1
    for s, n in zip(sources, k, strict=True):
        if s.ways:
            w *= s.ways[n]
    return w


def drum_blocks(state: GameState, player: str, source: GameObject, card: CardDef, sources: list[_Source], *,
                taps_source: bool = True) -> bool:
    """With a Drum group, does the spell or ability have a choice that could name a permanent a
    Drum taps (a target, a cost part, an additional or alternative cost, modes, a division, a
    paying keyword: one object, two uses), or is it an ability of a tappable permanent whose
    cost doesn't tap it (``taps_source``: the Drum could tap its source)? Then declined."""
    if not any(s.ways for s in sources):
        return False
    if card.targets or card.additional_costs or card.alternative_costs or card.modes is not None \
            or card.division is not None or {"Convoke", "Improvise", "Delve"} & set(card.keywords):
        return True
    drums = [o for o in state.player(player).battlefield if is_drum(o)]
    return not taps_source and source.zone == "battlefield" and not source.tapped \
        and any(filter_matches(_usable(d)[0].tapped_kind, source, player) for d in drums)


def sees_source(state: GameState, player: str, spell: GameObject) -> bool:
    """Does the board depend on ``spell`` through a Drum (an untapped permanent of a Drum's kind:
    :func:`drum_tappable` leaves it out)? ``plaincount._board_key`` then keys it by its id."""
    return spell.zone == "battlefield" and not spell.tapped and any(
        is_drum(o) and filter_matches(_usable(o)[0].tapped_kind, spell, player) for o in state.player(player).battlefield)


def costed_groups(state: GameState, player: str, cls: int, members: list[GameObject]) -> list[_Source]:
    """The unit groups of one class of :func:`accepts`'s sources, all of class ``cls`` and
    label ("tapped",): the costless abilities' one-unit group (each unit one of their types),
    and per alternative of the costed ability that adds something now (its amount,
    ``amount_multiplier``: 0 adds nothing, as the model leaves it out) a fixed group adding
    it, costed with its {N}."""
    o = members[0]
    abilities = _usable(o)
    ids = _by_id([m.id for m in members])
    index = {id(ab): i for i, ab in enumerate(o.card.mana_abilities)}
    out: list[_Source] = []
    makes: dict[str, tuple[int, int]] = {}
    for ab in abilities:
        if not ab.mana_cost.symbols:
            for qi, alt in enumerate(ab.produces):
                makes.setdefault(alt[0], (index[id(ab)], qi))
    if makes:
        out.append(_Source(cls, list(ids), "mana", ("tapped",), frozenset(makes), makes))
    ab = next(a for a in abilities if a.mana_cost.symbols)
    for qi, alt in enumerate(ab.produces):
        made = tuple(alt) * amount_multiplier(ab, o, state, player, alt)
        if made:
            out.append(_Source(cls, list(ids), "mana", ("tapped",), frozenset(made),
                               {t: (index[id(ab)], qi) for t in alt}, made, costed=True,
                               counts=ab.per is not None, cost=_cost_units(ab)))
    return out


def board_ok(sources: list[_Source]) -> bool:
    """Are the board's Drums one class (:func:`drum_groups`)? Two classes of Drums tap from one
    set of permanents: their ways aren't a product."""
    return len({s.cls for s in sources if s.ways}) <= 1


def assign_for(sources: list[_Source]) -> _Assign:
    """The spend check a count (``plaincount._count_general``) needs for ``sources``: the one
    check of :mod:`castable.solver.cpsat.spend` (every kind of cost, in an order that works,
    605.3a), whose answer alone is read: the spend returned carries no flow. Made once per
    board (``spend.Checker``): call it with that same list."""
    checker = spend.Checker(sources)

    def counted(board: list[_Source], need: _Need, k: tuple[int, ...], fixed: dict[int, Counter[str]],
                pool: Counter[str], n_costed: int) -> _Spend | None:
        assert board is sources, "a checker reads the groups it was made for"
        return _Spend(fixed, pool, [], [], [], n_costed) if checker(need, k, fixed, pool) else None

    return counted


def sacrifice_counted(state: GameState, player: str, source: GameObject, sources: list[_Source]) -> bool:
    """Could sacrificing ``source`` for its own ability's cost lower a "for each" amount of the
    board (605.3b)? Not when every such amount is one that counts permanents
    (``counting_abilities``) of another object and gives ``source`` no weight (a Clue beside
    Gaea's Cradle, a Food beside Nykthos: neither a creature nor of a mana cost with colored
    symbols); a "for each" group whose count is of another kind (charge counters, power):
    assumed it could."""
    counting = [(x, ab) for x, ab in counting_abilities(state, player) if x.id != source.id]
    counted_ids = {x.id for x, _ in counting}
    if any(s.counts and not set(s.ids) <= counted_ids for s in sources):
        return True
    return any(counted_weight(ab, source, player, alt) for _, ab in counting for alt in ab.produces)


#: the pseudo-type a snow source's unit carries so that an {S} demand can be matched (107.4h)
SNOW = SNOW_TYPE


def snow_paid(state: GameState, symbols: list[ManaSymbol], sources: list[_Source]
              ) -> tuple[list[ManaSymbol], list[_Source]] | None:
    """``symbols`` with each {S} (107.4h: one generic mana paid with mana from a snow source) a
    demand of one unit of the pseudo-type ``SNOW``, and ``sources`` with that type added to the
    colors of each one-unit group of snow permanents; None when a fixed group is snow (its
    units are counted by type: the snow would be lost) or is not a mana group."""
    snow: list[_Source] = []
    for s in sources:
        is_snow = [o.is_snow for o in (state.object(i) for i in s.ids) if o is not None]
        if any(is_snow) != all(is_snow) or (any(is_snow) and (s.fixed or s.role != "mana")):
            return None
        snow.append(dataclasses.replace(s, colors=s.colors | {SNOW}) if any(is_snow) else s)
    out = [ManaSymbol("{S}", frozenset({SNOW})) if sym.is_snow else sym for sym in symbols]
    return out, snow
