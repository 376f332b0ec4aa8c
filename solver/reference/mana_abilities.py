"""601.2g / 605: mana abilities — what each can produce now (605.1a; "for each" amounts
counted as it resolves, devotion 700.5), and every sequence of activations, each paying
its own costs ({T}: 302.6, sacrifice, mana from the pool, tapping another creature) in
order from what the pool holds at that point (605.3b: a mana ability resolves at once)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import CardDef, ManaAbility, spend_permissions
from castable.model.commander import foreign_sources, may_use_mana
from castable.model.mana import COLORS, ManaCost, ManaSymbol
from castable.model.plan import Activation
from castable.model.rules import can_tap_for_ability, cast_face_down, devotion
from castable.model.state import GameObject, GameState, Player, filter_matches
from castable.solver.reference.total_cost import SymKey


@dataclass(frozen=True)
class Unit:
    """One mana in the pool: its type; the plan's name of its source (the producing object,
    or the floating mana's source); ``origin`` the object whose activation made it (None:
    floating before); its spending restriction (106.6), the chosen creature type that
    restriction reads, whether it is snow mana (106.3)."""

    type: str
    source: str | None
    origin: str | None = None
    restriction: str | None = None
    chosen_type: str | None = None
    snow: bool = False
    #: made by a repeatable mana ability (605.1a: no {T}, sacrifice or exile in its cost)
    repeated: bool = False

    @property
    def plan(self) -> tuple[str, str | None]:
        return (self.type, self.source)


@dataclass(frozen=True)
class Use:
    """One planned activation: mana ability ``index`` of ``obj`` adding alternative ``alt``
    (times its "for each" count), tapping ``creatures`` for its cost (Springleaf Drum)."""

    obj: GameObject
    index: int
    alt: tuple[str, ...]
    creatures: tuple[str, ...] = ()
    ability: ManaAbility = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ability", self.obj.card.mana_abilities[self.index])

    @property
    def costed(self) -> bool:
        return bool(self.ability.mana_cost.symbols)


def spend_ok(u: Unit, paid_for: GameObject, cost: ManaCost | None, ability: bool, commander: bool = False,
             equip: bool = False) -> bool:
    """106.6: may ``u`` be spent casting the spell ``paid_for`` or (``ability``) on an ability
    of the source ``paid_for`` whose cost is ``cost``? Each permission of its restriction
    (``castable.model.cards.ManaRestriction``) is tried in turn; ``commander``: the spell is one
    of the caster's commanders (903.3); ``equip``: the ability is an equip ability (702.6a)."""
    if u.restriction is None:
        return True
    o = paid_for
    symbols = cost.symbols if cost is not None else ()
    for name, sub in spend_permissions(u.restriction):
        if name == "commander_spell" and commander and not ability:  # "only to cast your commander"
            return True
        if name == "equip_ability" and ability and equip:  # "activate an equip ability"
            return True
        if name == "x_cost" and any(sy.is_x for sy in symbols):
            return True
        if name == "c_cost" and any(sy.text == "{C}" for sy in symbols):
            return True
        if not ability and (
                (name == "x_spell" and any(sy.is_x for sy in symbols))  # "spells with {X} in their mana costs"
                # "spells with mana value N or greater" (202.3; read only beside x_spell: 202.3e)
                or (name == "mv_spell" and sub is not None and sub.isdigit() and o.card.mana_value >= int(sub))
                or (name == "creature_x_spell" and o.is_a("Creature") and any(sy.is_x for sy in symbols))
                or (name == "creature_mv_spell" and o.is_a("Creature") and sub is not None and sub.isdigit()
                    and o.card.mana_value >= int(sub))
                or (name == "face_down_spell" and cast_face_down(o))  # 708.2
                or (name == "exile_spell" and o.zone == "exile")):  # mana14: "to cast spells from exile"
            return True
        if name in ("x_spell", "mv_spell", "face_down_spell", "turn_face_up", "equip_ability", "creature_x_spell",
                    "creature_mv_spell", "exile_spell"):
            continue  # turn_face_up: a special action (116.2b), never paid for here
        on_ability = name == "ability" or name.endswith("_ability")
        if name in ("x_cost", "c_cost") or on_ability != ability:
            continue
        quality = name.rsplit("_", 1)[0] if name not in ("spell", "ability", "creature_spell_of_chosen_type") else name
        if quality in ("spell", "ability") \
                or (quality == "artifact" and o.is_a("Artifact")) or (quality == "creature" and o.is_a("Creature")) \
                or (quality == "planeswalker" and o.is_a("Planeswalker")) \
                or (quality == "enchantment" and o.is_a("Enchantment")) or (quality == "land" and o.is_a("Land")) \
                or (quality == "noncreature" and not o.is_a("Creature")) \
                or (quality == "instant_sorcery" and (o.is_a("Instant") or o.is_a("Sorcery"))) \
                or (quality == "multicolored" and len(o.colors) >= 2) or (quality == "colorless" and not o.colors) \
                or (quality == "subtype" and sub is not None and o.has_subtype(sub)) \
                or (quality == "colorless_subtype" and not o.colors and sub is not None and o.has_subtype(sub)) \
                or (quality == "creature_spell_of_chosen_type" and o.is_a("Creature") and u.chosen_type is not None
                    and o.has_subtype(u.chosen_type)) \
                or (quality == "chosen_type" and u.chosen_type is not None and o.has_subtype(u.chosen_type)) \
                or (quality == "chosen_type_creature" and o.is_a("Creature") and u.chosen_type is not None
                    and o.has_subtype(u.chosen_type)):
            return True
    return False


def restriction_of(card: CardDef | None, mana_type: str) -> str | None:
    """Floating mana keeps its source's restriction (106.6): that of the source's mana
    abilities able to make this type, when each of them is restricted."""
    if card is None:
        return None
    able = [a for a in card.mana_abilities if any(mana_type in alt for alt in a.produces)] or list(card.mana_abilities)
    if not able or any(a.restriction is None for a in able):
        return None
    return able[0].restriction


def floating_units(state: GameState, me: Player) -> list[Unit]:
    """106.4: the mana already in the pool, with what its source tells about it."""
    out = []
    for m in me.mana_pool:
        if m.source is None:
            out.append(Unit(m.type, None))
            continue
        o = state.object(m.source)
        card = o.card if o is not None else (state.db.get(m.source) if state.db is not None else None)
        snow = o.is_snow if o is not None else bool(card and "Snow" in card.supertypes)
        chosen = o.chosen.get("creature_type") if o is not None else None
        out.append(Unit(m.type, m.source, None, restriction_of(card, m.type), chosen, snow))
    return out


def condition_holds(ab: ManaAbility, mine: list[GameObject]) -> bool:
    """602.5: "Activate only if you control <N> or more <things>", among ``mine`` (the
    controller's permanents before any mana ability: they may be activated in any order)."""
    f = ab.activate_if
    if f is None:
        return True
    return len([x for x in mine if filter_matches(f, x, x.controller)]) \
        >= ab.activate_if_count


def uses_of(o: GameObject, *, mine: list[GameObject], own_tap: bool = False,
            own_sacrifice: bool = False) -> list[tuple[int, tuple[str, ...]]]:
    """The (ability, alternative) pairs ``o`` may activate for mana: {T} needs it untapped and
    free of summoning sickness (302.6). ``own_tap`` / ``own_sacrifice``: ``o`` is the source of
    the ability being activated whose cost taps / sacrifices it, which a mana ability tapping
    / sacrificing it first would make unpayable (601.2g comes before 601.2h)."""
    out = []
    for idx, ab in enumerate(o.card.mana_abilities):
        if ab.zone != o.zone or ab.repeatable or ab.any_player:
            # 113.6: it works only from its zone; repeatable ones: :func:`extra_uses`, and so
            # any player's (602.2: Mana Cache; the reader takes them only with a counter cost)
            continue
        if ab.tap and (not can_tap_for_ability(o) or own_tap):
            continue
        if (ab.sacrifice_self and own_sacrifice) or not condition_holds(ab, mine):
            continue
        for alt in dict.fromkeys(ab.produces):
            out.append((idx, alt))
    return out


def produced(state: GameState, me: Player, use: Use, gone: frozenset[str]) -> tuple[str, ...]:
    """605.1a: what the ability adds as it resolves: its alternative, times its "for each"
    count among what is still on the battlefield (700.5 devotion: the mana symbols of that
    color among the mana costs of the player's permanents)."""
    ab, o = use.ability, use.obj
    mine = [x for x in me.battlefield if x.id not in gone]
    if ab.per is None:
        n = 1
    elif ab.per == "devotion":
        n = devotion(mine, use.alt[0])
    elif ab.per == "creature_you_control":
        n = sum(1 for x in mine if x.is_a("Creature"))
    elif ab.per == "elf_on_battlefield":
        n = sum(1 for x in state.battlefield() if x.id not in gone and x.has_subtype("Elf"))
    elif ab.per == "elf_you_control":
        n = sum(1 for x in mine if x.has_subtype("Elf"))
    elif ab.per == "artifact_you_control":
        n = sum(1 for x in mine if x.is_a("Artifact"))
    elif ab.per == "enchantment_you_control":
        n = sum(1 for x in mine if x.is_a("Enchantment"))
    elif ab.per == "self_power":  # 208.1; 107.1b: never below zero
        n = max(0, o.power)
    elif ab.per == "self_counters":  # mana14: counters of one kind on its source, or of every kind
        n = o.counters.get(ab.per_counter_kind, 0) if ab.per_counter_kind else sum(o.counters.values())
    elif ab.per == "filter_you_control":  # mana14: "for each Swamp you control", "basic Swamp", ...
        n = sum(1 for x in mine if ab.per_filter is not None and filter_matches(ab.per_filter, x, me.name))
    else:  # charge_counter
        n = o.counters.get("charge", 0)
    return tuple(sorted(use.alt * n))


def life_of(state: GameState, acts: tuple[Activation, ...]) -> int:
    """119.4: the life the activations' "Pay N life" costs pay (Mana Confluence), whatever
    their order: together with the total cost's life, at most the life total."""
    return sum(ab.life for ab in _abilities_of(state, acts))


def damage_of(state: GameState, acts: tuple[Activation, ...]) -> int:
    """The damage the activations deal to their controller as they resolve (a pain land's "deals
    1 damage to you", Ancient Tomb's 2: 605.3b, part of the mana ability's effect)."""
    return sum(ab.damage for ab in _abilities_of(state, acts))


def _abilities_of(state: GameState, acts: tuple[Activation, ...]) -> Iterator[ManaAbility]:
    """The mana ability each activation names (of an object still in the state)."""
    for a in acts:
        o = state.object(a.object)
        if o is not None:
            yield o.card.mana_abilities[a.ability]


def life_fits(life: int, me: Player) -> bool:
    """119.4: life can be paid only up to the life total; paying 0 is always possible (119.4b)."""
    return life <= 0 or life <= me.life


def cost_size(cost: ManaCost) -> int:
    """How many mana a cost takes (a generic {2} is two)."""
    return sum((s.generic or 0) if s.is_plain_generic else 1 for s in cost.symbols)


def perfect_match(payers: list[tuple[str, Any, bool]], slots: list[SymKey | str]) -> bool:
    """Can each payer pay exactly one slot, every slot paid? A payer is ("mana", type, snow)
    (one mana pays a symbol of its type, {S} if snow, 107.4h, or generic), ("as", types, snow)
    (one mana paying as though it were of ``types``: Celestial Dawn), ("convoke", colors,
    _) (a creature pays generic or one of its colors, 702.51a), or ("generic", _, _)
    (improvise, delve: generic only)."""
    if len(payers) != len(slots):
        return False

    def fits(payer: tuple[str, Any, bool], slot: SymKey | str) -> bool:
        kind, val, snow = payer
        if slot == "generic":
            return True
        if kind == "mana":
            return snow if slot == "S" else val in slot
        if kind == "as":  # Celestial Dawn: one mana paying a symbol of any of the types ``val`` (609.4b)
            return snow if slot == "S" else any(t in slot for t in val)
        return kind == "convoke" and slot != "S" and bool(val & slot & frozenset(COLORS))

    adj = [[j for j, sl in enumerate(slots) if fits(p, sl)] for p in payers]
    owner: list[int | None] = [None] * len(slots)

    def augment(i: int, seen: set[int]) -> bool:
        for j in adj[i]:
            if j not in seen:
                seen.add(j)
                if owner[j] is None or augment(owner[j], seen):  # type: ignore[arg-type]
                    owner[j] = i
                    return True
        return False

    return all(augment(i, set()) for i in range(len(payers)))


def pays_exactly(symbols: tuple[ManaSymbol, ...], units: tuple[Unit, ...]) -> bool:
    """Do ``units`` pay the mana cost ``symbols`` exactly (each unit one mana)? A mana
    ability's cost has no X, Phyrexian or {2/W} symbols the reader accepts; {S} takes snow."""
    slots: list[frozenset[str] | str] = []
    for s in symbols:
        if s.is_plain_generic:
            slots += ["generic"] * (s.generic or 0)
        else:
            slots.append("S" if s.is_snow else frozenset(s.colors))
    return perfect_match([("mana", u.type, u.snow) for u in units], slots)


def sub_multisets(pool: tuple[Unit, ...], k: int) -> Iterator[tuple[Unit, ...]]:
    """The distinct sub-multisets of ``pool`` of size ``k``."""
    counts = Counter(pool)
    keys = sorted(counts, key=repr)

    def rec(i: int, left: int) -> Iterator[list[Unit]]:
        if left == 0:
            yield []
            return
        if i == len(keys):
            return
        for c in range(min(counts[keys[i]], left), -1, -1):
            for rest in rec(i + 1, left - c):
                yield [keys[i]] * c + rest

    for combo in rec(0, k):
        yield tuple(combo)


def remove(pool: tuple[Unit, ...], units: tuple[Unit, ...]) -> tuple[Unit, ...]:
    left = list(pool)
    for u in units:
        left.remove(u)
    return tuple(left)


def sequences(state: GameState, me: Player, uses: list[Use],
              pool: tuple[Unit, ...]) -> Iterator[tuple[tuple[Activation, ...], tuple[Unit, ...]]]:
    """Every legal order of activating ``uses`` (each once), every way of paying each one's
    mana cost from the pool at that point, with the pool left at the end. 106.6: restricted
    mana pays an ability's cost only where its restriction allows (:func:`spend_ok`).

    Two reductions keep it exact: an activation that costs no mana, adds a fixed amount and
    changes nothing another one reads (:func:`_commutes`) can be moved first in any legal
    order without changing it or its end, so those come first; and orders reaching the same
    point (the same activations done with the same amounts, the same pool) are explored once,
    since what follows from there is the same."""
    first = [u for u in uses if _commutes(u, uses)]
    rest = [u for u in uses if not _commutes(u, uses)]
    done: list[Activation] = []
    pool = tuple(pool)
    gone: set[str] = set()
    for use in first:
        made = produced(state, me, use, frozenset())
        done.append(Activation(use.obj.id, use.index, made, (), use.creatures))
        pool += tuple(_units(use, made))
        if use.ability.sacrifice_self:
            gone.add(use.obj.id)
    if not rest:
        yield tuple(done), pool
        return
    tapped = frozenset(o.id for o in me.battlefield if o.tapped) | {u.obj.id for u in first if u.ability.tap}
    seen: set[object] = set()

    def rec(done: tuple[Activation, ...], left: frozenset[int], pool: tuple[Unit, ...],
            gone: frozenset[str], tapped: frozenset[str]) -> Iterator[tuple[tuple[Activation, ...], tuple[Unit, ...]]]:
        key = (left, frozenset(Counter(pool).items()), frozenset((a.object, a.produced) for a in done))
        if key in seen:
            return
        seen.add(key)
        if not left:
            yield done, pool
            return
        for i in sorted(left):
            use = rest[i]
            ab = use.ability
            if use.obj.id in gone or (ab.tap and use.obj.id in tapped):
                continue  # sacrificed, or tapped by an earlier cost (118.3)
            if any(c in gone or c in tapped for c in use.creatures):
                continue
            now_tapped = tapped | ({use.obj.id} if ab.tap else set()) | set(use.creatures)
            made = produced(state, me, use, gone)
            now_gone = gone | ({use.obj.id} if ab.sacrifice_self or ab.exile_self else set())
            for paid in _payments_of(ab, pool, use.obj):
                after = remove(pool, paid) + tuple(_units(use, made))
                act = Activation(use.obj.id, use.index, made, tuple(u.plan for u in paid), use.creatures)
                yield from rec((*done, act), left - {i}, after, now_gone, now_tapped)

    yield from rec(tuple(done), frozenset(range(len(rest))), pool, frozenset(gone), tapped)


def _commutes(u: Use, uses: list[Use]) -> bool:
    """``u`` costs no mana and taps no other creature, adds a fixed amount (no "for each"),
    and, if it sacrifices its source, nothing else reads that source (no "for each" counts,
    no Drum taps it, no other activation of it): moving it earlier changes nothing but the pool, only growing it."""
    ab = u.ability
    if u.costed or ab.per is not None or u.creatures:
        return False
    if not ab.sacrifice_self:
        return True
    # 602.2: once sacrificed, its source's other abilities (Test Elf's "{1}: Add {R} or {W}.") can't be activated
    return not any(v.ability.per is not None or u.obj.id in v.creatures or (v is not u and v.obj.id == u.obj.id)
                   for v in uses)


def _payments_of(ab: ManaAbility, pool: tuple[Unit, ...], src: GameObject) -> Iterator[tuple[Unit, ...]]:
    if not ab.mana_cost.symbols:
        yield ()
        return
    # 106.6: mana its restriction lets pay this ability; docs/cli.md: a repeatable ability is not
    # paid with mana a repeatable ability of the same object made (its class's activations are all its)
    obj = src.id
    usable = tuple(u for u in pool if spend_ok(u, src, ab.mana_cost, True)
                   and not (ab.repeatable and u.repeated and u.origin == obj))
    for paid in sub_multisets(usable, cost_size(ab.mana_cost)):
        if pays_exactly(ab.mana_cost.symbols, paid):
            yield paid


def _units(use: Use, made: tuple[str, ...]) -> list[Unit]:
    o = use.obj
    return [Unit(t, o.id, o.id, use.ability.restriction, o.chosen.get("creature_type"), o.is_snow, use.ability.repeatable)
            for t in made]


def _order(oid: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p for p in oid.split("."))


def extra_uses(state: GameState, me: Player, subject: GameObject | None) -> Iterator[list[Use]]:
    """Every choice of the activations that don't use up a permanent, up to swapping identical
    objects: each card of the hand with a mana ability that works from there (113.6k: the
    Spirit Guides; activating it exiles it, so once), never ``subject`` (being cast or
    activated); and each repeatable ability (605.1a) of each kind of permanent, 0 to
    :func:`repeat_bound` times, a multiset of what it adds, made by the first permanent of
    that kind (nothing tells identical ones apart)."""
    choices: list[list[list[Use]]] = []
    sid = subject.id if subject is not None else None
    hand: dict[Any, list[GameObject]] = {}
    for o in me.hand:
        if o.id != sid and any(a.zone == "hand" and condition_holds(a, me.battlefield) for a in o.card.mana_abilities):
            hand.setdefault(o.symmetry_key(), []).append(o)
    for objs in hand.values():
        objs = sorted(objs, key=lambda o: _order(o.id))
        opts = [None] + [(i, alt) for i, a in enumerate(objs[0].card.mana_abilities)
                         if a.zone == "hand" and condition_holds(a, me.battlefield) for alt in dict.fromkeys(a.produces)]
        choices.append([[Use(o, u[0], u[1]) for o, k in zip(objs, combo, strict=True) if (u := opts[k]) is not None]
                        for combo in itertools.combinations_with_replacement(range(len(opts)), len(objs))])
    kinds: dict[Any, list[GameObject]] = {}
    for o in [*me.battlefield, *foreign_sources(state, me.name)]:  # 602.2: another's Mana Cache too
        # 602.2: one that may also sacrifice itself for mana makes its own activations
        # (identical Test Elves: one sacrificed, the other's "{1}: Add ..." still activatable)
        kinds.setdefault(("subject",) if o.id == sid else (o.id,) if _sacrifices_itself(o) else o.symmetry_key(),
                         []).append(o)
    for objs in kinds.values():
        objs = sorted(objs, key=lambda o: _order(o.id))
        first = objs[0]
        for i, a in enumerate(first.card.mana_abilities):
            if a.zone != "battlefield" or not a.repeatable or not condition_holds(a, me.battlefield):
                continue
            if not may_use_mana(state, me.name, first, a):
                continue  # 602.2: its controller's, or any player's only on their turn (513.1)
            alts = list(dict.fromkeys(a.produces))
            if a.counter_x:
                choices.append(_counter_x_choices(state, me, objs, i, a, alts))
                continue
            # 118.3: one removing counters (Pentad Prism) as often as each object's counters
            # allow, the j-th activation by the (j // per)-th object (they are identical)
            per = repeat_bound(state, me, a, first) if a.counter_bounded else 0
            most = len(objs) * per if a.counter_bounded else repeat_bound(state, me, a)
            choices.append([[Use(objs[j // per] if per else first, i, alts[k]) for j, k in enumerate(combo)]
                            for n in range(most + 1)
                            for combo in itertools.combinations_with_replacement(range(len(alts)), n)])
    for picked in itertools.product(*choices):
        yield [u for part in picked for u in part]


def _counter_x_choices(state: GameState, me: Player, objs: list[GameObject], index: int, a: ManaAbility,
                       alts: list[tuple[str, ...]]) -> list[list[Use]]:
    """107.3, 118.3: the activations of a counter_x ability (Calciform Pools) by identical
    ``objs``: each object's own multiset of alternatives (each activation its own X), at most
    :func:`repeat_bound` of them, removing together no more than its counters; a multiset of
    such choices over the objects (nothing tells them apart)."""
    have = objs[0].counters.get(a.remove_counters or "", 0)
    most = repeat_bound(state, me, a, objs[0])
    one = [list(combo) for n in range(most + 1) for combo in itertools.combinations_with_replacement(alts, n)
           if sum(a.removes(alt) for alt in combo) <= have]
    return [[Use(o, index, alt) for o, k in zip(objs, pick, strict=True) for alt in one[k]]
            for pick in itertools.combinations_with_replacement(range(len(one)), len(objs))]


def _sacrifices_itself(o: GameObject) -> bool:
    """``o`` has a mana ability whose cost sacrifices it (602.2)."""
    return any(a.zone == "battlefield" and a.sacrifice_self for a in o.card.mana_abilities)


def repeat_bound(state: GameState, me: Player, ab: ManaAbility, source: GameObject | None = None) -> int:
    """The most activations of a repeatable mana ability (docs/cli.md): as many as the mana of
    the other, non-repeatable sources (floating; the most each permanent or hand card adds)
    could pay for; a colored symbol of its cost also caps it by that color's mana from those
    sources, unless another repeatable ability can make that color. More would only route mana
    through it again (a repeatable ability adds no more than it takes). 118.3: one removing
    counters from ``source`` (Pentad Prism), as many times as they pay its cost."""
    if ab.counter_bounded and source is not None:
        return source.counters.get(ab.remove_counters or "", 0) // ab.remove_amount
    if ab.counter_x and source is not None:
        # 107.3: an activation that adds mana removes a counter at least (no idle activations),
        # and each is paid for by what the sources (theirs too) make
        return min(source.counters.get(ab.remove_counters or "", 0), repeat_bound(state, me, ab))
    size = cost_size(ab.mana_cost)
    floating = Counter(m.type for m in me.mana_pool)
    most, by_type = len(me.mana_pool), Counter(floating)
    other_colors: set[str] = set()
    for o in [*me.battlefield, *me.hand, *foreign_sources(state, me.name)]:
        best_all, best = 0, Counter[str]()
        for a in o.card.mana_abilities:
            if a.zone != o.zone or (a.tap and not can_tap_for_ability(o)) or not may_use_mana(state, me.name, o, a):
                continue
            if a.repeatable and not a.counter_bounded and not a.counter_x:
                other_colors |= set() if a is ab else {t for alt in a.produces for t in alt}
                continue
            # counter_x (Calciform Pools): all its activations add at most its largest alternative
            times = a.counter_activations(o.counters) if a.counter_bounded else 1  # 118.3
            for alt in a.produces:
                made = produced(state, me, Use(o, o.card.mana_abilities.index(a), alt), frozenset()) * times
                best_all = max(best_all, len(made))
                for t in set(made):
                    best[t] = max(best[t], made.count(t))
        most += best_all
        by_type.update(best)
    bound = most // max(1, size)
    for sym in ab.mana_cost.symbols:
        if sym.is_plain_generic or sym.generic is not None or len(sym.colors) != 1:
            continue
        (t,) = tuple(sym.colors)
        need = sum(1 for x in ab.mana_cost.symbols if x.colors == sym.colors and not x.is_plain_generic)
        if t not in other_colors:
            bound = min(bound, by_type[t] // need)
    return max(0, bound)


def drum_choices(me: Player, uses: list[Use], busy: set[str], kind: Callable[[GameObject], object]) -> Iterator[list[Use]]:
    """For each activation whose cost taps untapped creatures (Springleaf Drum; or permanents of
    another kind, ``ManaAbility.tap_filter``), every choice of them the player controls, none
    tapped by another cost here (``busy``), up to
    swapping creatures of the same ``kind`` (nothing tells them apart)."""
    if not uses:
        yield []
        return
    first, rest = uses[0], uses[1:]
    n = first.ability.tap_creatures
    if not n:
        for more in drum_choices(me, rest, busy, kind):
            yield [first, *more]
        return
    kind_tapped = first.ability.tapped_kind  # mana14: a creature, or the kind its cost names
    free = [c for c in me.battlefield if filter_matches(kind_tapped, c, me.name) and not c.tapped and c.id not in busy]
    seen = set()
    for chosen in itertools.combinations(free, n):
        key = tuple(sorted(repr(kind(c)) for c in chosen))
        if key in seen:
            continue
        seen.add(key)
        ids = tuple(c.id for c in chosen)
        for more in drum_choices(me, rest, busy | set(ids), kind):
            yield [Use(first.obj, first.index, first.alt, ids), *more]


def each_used(acts: tuple[Activation, ...], obj: str, left: tuple[Unit, ...]) -> bool:
    """docs/cli.md (no idle activations), for an object activated several times (a repeatable
    ability): can each of its activations be given one used unit (spent, or paying another
    activation) of a type it made, with ``left`` the units still in the pool?"""
    mine = [a for a in acts if a.object == obj]
    used = Counter(t for a in mine for t in a.produced) - Counter(u.type for u in left if u.origin == obj)
    slots = [t for t, n in sorted(used.items()) for _ in range(n)]
    owner: list[int | None] = [None] * len(slots)

    def augment(i: int, seen: set[int]) -> bool:
        for j, t in enumerate(slots):
            if t in mine[i].produced and j not in seen:
                seen.add(j)
                held = owner[j]
                if held is None or augment(held, seen):
                    owner[j] = i
                    return True
        return False

    return all(augment(i, set()) for i in range(len(mine)))
