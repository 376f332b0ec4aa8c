"""How much a spell's own cost reduction takes off (601.2f), for every checker: "This spell
costs {1} less to cast for each creature card in your graveyard", "... for each creature in
your party" (700.8), "... {3} less to cast if you control a Wizard", "... if you've cast
another spell this turn", domain (305.6), "for each color among permanents you control",
"for each opponent you have", "{X} less to cast, where X is the greatest power / total power /
total toughness among creatures you control, the number of differently named lands you control,
your devotion to black, the greatest mana value among Elementals you control, the total mana
value of noncreature artifacts you control". Pure: reads the state as it is when the total cost is locked in
(601.2f), before the mana abilities of 601.2g and the payment of 601.2h change it.

Kept out of :mod:`castable.model.rules` (the lead moves shared definitions there);
:func:`castable.model.rules.self_reduction` stays the "count" measure's definition.
"""

from __future__ import annotations

from castable.model.cards import SelfReduction
from castable.model.modecount import card_types_among
from castable.model.rules import devotion_to, self_reduction
from castable.model.state import GameObject, GameState, filter_matches

#: 700.8: a party is up to one each of these creature types
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")
#: 205.3i: the basic land types
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def party_size(creatures: list[GameObject]) -> int:
    """700.8: the most of the four roles that distinct creatures can fill at once (a changeling,
    702.73a, or a Cleric Wizard fills either role but only one): a maximum bipartite matching,
    by augmenting paths over the four roles."""
    holder: dict[str, int] = {}

    def place(i: int, seen: set[str]) -> bool:
        for role in PARTY_ROLES:
            if role in seen or not creatures[i].has_subtype(role):
                continue
            seen.add(role)
            if role not in holder or place(holder[role], seen):
                holder[role] = i
                return True
        return False

    for i in range(len(creatures)):
        if len(holder) == len(PARTY_ROLES):
            break
        place(i, set())
    return len(holder)


#: "where X is the greatest / total <quantity> ...": the quantity each matching permanent adds
_QUANTITY = {"greatest_power": "power", "total_power": "power", "total_toughness": "toughness",
             "greatest_mana_value": "mana_value", "total_mana_value": "mana_value"}


def _measured(r: SelfReduction, state: GameState, caster: str) -> int:
    """The "{X} less to cast, where X is ..." measures over the permanents ``r.counted`` matches
    ("you" = the caster). 107.1b: a power or toughness may be negative and the total counts it as
    it is, but a result below zero is zero (no mana is added to the cost). A greatest value among
    no permanents is 0. 201.2: "differently named" counts distinct names (a nameless face-down
    permanent, 708.2, has none to count)."""
    if r.measure == "devotion":  # 700.5: the mana costs of the caster's permanents
        return devotion_to((o for o in state.battlefield() if o.controller == caster), r.counted.colors)
    matching = [o for o in state.battlefield() if filter_matches(r.counted, o, caster)]
    if r.measure == "named":
        return len({o.card.name for o in matching if o.card.name})
    values = [int(getattr(o, _QUANTITY[r.measure])) for o in matching]
    if r.measure.startswith("greatest"):
        return max(0, max(values, default=0))
    return max(0, sum(values))


def _count(r: SelfReduction, state: GameState, caster: str, spell: GameObject | None) -> int:
    if r.measure in _QUANTITY or r.measure in ("named", "devotion"):
        return _measured(r, state, caster)
    if r.measure == "count":
        return self_reduction(r, state.battlefield(), caster)
    if r.measure == "field":
        return sum(1 for o in state.battlefield() if filter_matches(r.counted, o, caster))
    if r.measure == "graveyard":  # the caster's own graveyard; the spell itself is on the stack (601.2a)
        return sum(1 for o in state.player(caster).graveyard
                   if (spell is None or o.id != spell.id) and filter_matches(r.counted, o, caster))
    if r.measure == "party":
        return party_size([o for o in state.battlefield() if o.controller == caster and o.is_a("Creature")])
    if r.measure == "domain":  # 305.6: the basic land types (205.3i) among lands the caster controls
        return len({t for o in state.battlefield() if o.controller == caster and o.is_a("Land")
                    for t in o.subtypes if t in BASIC_LAND_TYPES})
    if r.measure == "colors":  # 105.2: the colors among permanents the caster controls
        return len({c for o in state.battlefield() if o.controller == caster for c in o.colors})
    if r.measure == "opponents":
        return len(state.opponents(caster))
    if r.measure == "your_turn":  # "costs {1} less to cast during your turn"
        return int(state.active_player == caster)
    if r.measure == "card_types":  # 205.2a, as delirium counts them; the spell itself is on the stack (601.2a)
        return card_types_among([o for o in state.player(caster).graveyard if spell is None or o.id != spell.id])
    if r.measure == "owned_exile_graveyard":  # the caster's cards in exile (any player's list) and graveyard
        return sum(1 for p in state.players for z in (("exile", "graveyard") if p.name == caster else ("exile",))
                   for o in p.zone(z) if o.owner == caster and (spell is None or o.id != spell.id)
                   and filter_matches(r.counted, o, caster))
    if r.measure == "attacked":  # 508.1: every player's attackers this turn, as the state counts them
        return sum(p.creatures_attacked_this_turn for p in state.players)
    if r.measure == "attacked_yours":
        return state.player(caster).creatures_attacked_this_turn
    if r.measure == "all_graveyards":  # costmana15: every graveyard; the spell itself is on the stack (601.2a)
        return sum(1 for p in state.players for o in p.graveyard
                   if (spell is None or o.id != spell.id) and filter_matches(r.counted, o, caster))
    if r.measure.startswith("opponent_"):
        return _opponent(r, state, caster)
    if r.measure == "your_end_step":  # costmana15: "during your end step" (513.1)
        return int(state.active_player == caster and state.phase == "end")
    if r.measure == "died":  # 700.4: every player's creatures that died this turn, as the state counts them
        return sum(p.creatures_died_this_turn for p in state.players)
    if r.measure == "life":  # 119.1: the caster's life total as the state records it
        return state.player(caster).life
    return state.player(caster).spells_cast_this_turn  # "spells_cast"


#: "If an opponent has no cards in hand" with no opponent: no opponent's count can meet it
_NO_OPPONENT = 10**9


def _opponent(r: SelfReduction, state: GameState, caster: str) -> int:
    """costmana15, "if an opponent ...": one opponent's count, the most or the fewest over the
    caster's opponents (each alone: "an opponent controls seven or more lands" is not a total)."""
    opponents = state.opponents(caster)
    if r.measure == "opponent_hand_fewest":  # hidden cards are cards in hand too
        return min((len(p.hand) + p.hidden_hand for p in opponents), default=_NO_OPPONENT)
    if r.measure == "opponent_graveyard_most":
        return max((len(p.graveyard) for p in opponents), default=0)
    field = state.battlefield()
    if r.measure == "opponent_creatures_over":
        mine = sum(1 for o in field if o.controller == caster and o.is_a("Creature"))
        return max((sum(1 for o in field if o.controller == p.name and o.is_a("Creature")) - mine for p in opponents),
                   default=0)
    counts = [sum(1 for o in field if o.controller == p.name and filter_matches(r.counted, o, p.name)) for p in opponents]
    if r.measure == "opponent_fewest":
        return min(counts, default=_NO_OPPONENT)
    return max(counts, default=0)  # "opponent_most"


def reduction_amount(r: SelfReduction, state: GameState, caster: str, spell: GameObject | None) -> int:
    """The mana ``r`` takes off ``spell``'s cost when ``caster`` casts it (601.2f): its color's
    (``r.color``) or generic mana; the count (or whether it reaches ``r.at_least`` / stays
    within ``r.up_to``), capped by ``r.at_most``, times ``r.amount``."""
    n = _count(r, state, caster, spell)
    if r.at_least is not None:  # "if your opponents control three or more creatures": once, or not at all
        n = int(n >= r.at_least)
    if r.up_to is not None:  # "if your life total is 5 or less": once, or not at all
        n = int(n <= r.up_to)
    if r.at_most is not None:
        n = min(n, r.at_most)
    return n * r.amount
