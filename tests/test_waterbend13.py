"""Waterbend on a spell (``castable.model.oracle.mech_costs``; std13c, issue 13). The rule is not
in /work/shared/rules; in our own words (701.67, Avatar: the Last Airbender, and the reminder
text printed on the cards: "While paying a waterbend cost, you can tap your artifacts and
creatures to help. Each one pays for {1}."):

- "Waterbend {N}" means: pay {N}; while paying it, each untapped artifact or creature its payer
  controls may be tapped rather than paying {1} of that cost (and nothing else: not the rest of
  the spell's cost, not a colored symbol).
- "As an additional cost to cast this spell, you may waterbend {N}." is an optional additional
  cost (118.8b, chosen as the spell is cast, 601.2b): paying it adds {N} to the total cost
  (601.2f), and up to N (and at most the total cost's generic mana) objects may be tapped for it
  in 601.2h; tapping a permanent this way is not a {T} cost (summoning sickness doesn't matter).

Each count is worked out by hand; docs/answers.md's option identity: objects nothing tells apart
are one, and an object tapped for mana or tapped for waterbend is "tapped" either way. Every
plan goes through the referee and the reference enumerator (``agreed_options``).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.actions import format_action, parse_action
from castable.solver.api import options
from castable.solver.transitions import apply
from test_casting_rules import act_agree

from tests.conftest import agreed_options, shared_records

REAL = shared_records(frozenset({"Ruinous Waterbending", "Spirit Water Revival", "Geyser Leaper", "North Pole Patrol"}))
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
        "toughness": "2", "oracle_text": ""}
ROCK = {"name": "Test Rock", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": ""}
ELF = {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "power": "1",
       "toughness": "1", "oracle_text": "{T}: Add {G}."}
WALL = {"name": "Test Wall", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": ""}
CARDS = [*REAL.values(), BEAR, ROCK, ELF, WALL]


def _state(hand: str, mine: list[Any], theirs: list[Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": mine},
                                            {"name": "opp", "battlefield": theirs or []}], "cards": CARDS})


def _act(s: GameState, source: str, k: int) -> list[Any]:
    """can_activate, activation_options, the referee and the reference agree; the options."""
    return act_agree(s, source, k)


def _objs(card: str, n: int, prefix: str, **extra: Any) -> list[dict[str, Any]]:
    return [{"card": card, "id": f"{prefix}{i}", **extra} for i in range(n)]


def _ways(plans: list[Any]) -> list[tuple[int, tuple[str, ...], int]]:
    return sorted((p.optional_costs.get("waterbend", 0), tuple(sorted(p.waterbent)), len(p.tapped)) for p in plans)


def test_read() -> None:
    """Every printing's optional waterbend line is one optional cost of {N}; the required one is
    a choice of one cost that must be chosen (addcost13's ``one_of`` group of one, 601.2b); {X}
    stays unread."""
    card = read_card(REAL["Ruinous Waterbending"])
    assert card.unsupported is None
    assert [(o.name, str(o.mana), o.waterbend) for o in card.optional_costs] == [("waterbend", "{4}", True)]
    assert read_card(REAL["Spirit Water Revival"]).unsupported is None
    required = read_card({**WALL, "type_line": "Sorcery",
                          "oracle_text": "As an additional cost to cast this spell, waterbend {5}."})
    assert required.unsupported is None
    assert [(o.name, str(o.mana), o.waterbend, o.one_of is not None) for o in required.optional_costs] == \
        [("waterbend", "{5}", True, True)]
    for text in ("As an additional cost to cast this spell, waterbend {X}.",
                 "As an additional cost to cast this spell, you may waterbend {X}."):
        assert read_card({**WALL, "type_line": "Sorcery", "oracle_text": text}).unsupported is not None


def test_waterbend_taps_pay_only_its_own_cost() -> None:
    """Ruinous Waterbending {1}{B}{B}, waterbend {4}; three Swamps and six Bears. Unbent: the
    Swamps pay {1}{B}{B} (the Bears can't: no convoke), 1 way. Bent: {5}{B}{B}; the Swamps pay
    {B}{B} and {1}, four Bears pay the other {4} (five would be more than {4}), 1 way (the Bears
    are alike). Two options."""
    s = _state("Ruinous Waterbending", [*_objs("Swamp", 3, "s"), *_objs("Test Bear", 6, "b")])
    ways = _ways(agreed_options(s, "h", "me"))
    assert [(w, len(bent), t) for w, bent, t in ways] == [(0, 0, 3), (1, 4, 7)]


def test_waterbend_is_capped_at_its_cost() -> None:
    """Two Swamps and six Bears: unbent {1}{B}{B} needs three mana (two Swamps only); bent
    {5}{B}{B}: the Swamps pay {B}{B}, and {5} is left, but only four Bears may be tapped for
    the waterbend {4} and nothing else makes mana: no way at all."""
    s = _state("Ruinous Waterbending", [*_objs("Swamp", 2, "s"), *_objs("Test Bear", 6, "b")])
    assert agreed_options(s, "h", "me") == []


def test_artifacts_and_creatures_both_bend() -> None:
    """Three Swamps, four Bears, one vanilla artifact, one enchantment: unbent 1 way (the
    Swamps); bent: four of the five artifacts and creatures pay {4}: four Bears, or three Bears
    and the artifact (the enchantment can't): 2 ways. Three options."""
    s = _state("Ruinous Waterbending", [*_objs("Swamp", 3, "s"), *_objs("Test Bear", 4, "b"),
                                        {"card": "Test Rock", "id": "rock"}, {"card": "Test Wall", "id": "wall"}])
    ways = _ways(agreed_options(s, "h", "me"))
    assert [(w, t) for w, _, t in ways] == [(0, 3), (1, 7), (1, 7)]
    assert {("rock" in bent) for w, bent, _ in ways if w} == {True, False}
    assert all("wall" not in bent for _, bent, _ in ways)


def test_a_tapped_or_mana_tapped_object_does_not_bend_again() -> None:
    """Spirit Water Revival {1}{U}{U}, waterbend {6}; three Islands, three Elves ("{T}: Add
    {G}", untapped) and one tapped Bear. Unbent: {1}{U}{U} by the three Islands, or two Islands
    and an Elf's {G}: 2 ways. Bent: {7}{U}{U} needs nine payers; there are only seven untapped
    objects (the tapped Bear can't be tapped again, 701.67 needs untapped ones), so no bent way.
    With the Bear untapped: eight, still short: 2 options either way."""
    mine = [*_objs("Island", 3, "i"), *_objs("Test Elf", 3, "e")]
    for bear in ({"card": "Test Bear", "id": "bear", "tapped": True}, {"card": "Test Bear", "id": "bear"}):
        ways = _ways(agreed_options(_state("Spirit Water Revival", [*mine, bear]), "h", "me"))
        assert [(w, t) for w, _, t in ways] == [(0, 3), (0, 3)]


def test_referee_rejects_bending_beyond_the_cost() -> None:
    """A bent plan with five Bears tapped for a waterbend {4} (and one Swamp fewer) breaks
    701.67; the same plan's taps without paying the waterbend cost break it too."""
    s = _state("Ruinous Waterbending", [*_objs("Swamp", 3, "s"), *_objs("Test Bear", 6, "b")])
    bent = next(p for p in options(s, "h", "me").options if p.waterbent)
    assert referee.check(s, bent) == []
    spare = next(b for b in ("b0", "b1", "b2", "b3", "b4", "b5") if b not in bent.waterbent)
    too_many = bent.__class__(**{**bent.__dict__, "waterbent": (*bent.waterbent, spare),
                                 "tapped": (*bent.tapped, spare)})
    assert any("701.67" in str(e) for e in referee.check(s, too_many))
    unpaid = bent.__class__(**{**bent.__dict__, "optional_costs": {}})
    assert referee.check(s, unpaid) != []


def test_ability_waterbend_may_tap_its_own_source() -> None:
    """Geyser Leaper's "Waterbend {4}: Draw a card, then discard a card." (no {T}: the Leaper
    itself may be tapped for the waterbend, summoning sick or not: not a {T} cost). Leaper, a
    summoning-sick Bear and two Islands: exactly four payers, 1 way. With three Islands, five
    payers for {4}: the one left untapped is an Island, the Bear or the Leaper: 3 ways."""
    leaper = {"card": "Geyser Leaper", "id": "gl", "summoning_sick": True}
    bear = {"card": "Test Bear", "id": "bear", "summoning_sick": True}
    s = _state("Test Wall", [leaper, bear, *_objs("Island", 2, "i")])
    assert [sorted(p.tapped) for p in _act(s, "gl", 0)] == [["bear", "gl", "i0", "i1"]]
    s = _state("Test Wall", [leaper, bear, *_objs("Island", 3, "i")])
    plans = _act(s, "gl", 0)
    assert len(plans) == 3
    assert sorted(len(p.waterbent) for p in plans) == [1, 1, 2]


def test_ability_waterbend_with_tap_symbol() -> None:
    """North Pole Patrol's "Waterbend {3}, {T}: Tap target creature an opponent controls." (its
    second ability): the Patrol is tapped by {T} (302.6: not summoning sick), so it can't pay
    for the waterbend too. Three Bears and one opposing Bear: 1 way (three Bears, one target);
    two Bears only: no way; two Bears and an Island: 1 way."""
    patrol = {"card": "North Pole Patrol", "id": "np"}
    theirs = [{"card": "Test Bear", "id": "foe"}]
    assert len(_act(_state("Test Wall", [patrol, *_objs("Test Bear", 3, "b")], theirs), "np", 1)) == 1
    assert _act(_state("Test Wall", [patrol, *_objs("Test Bear", 2, "b")], theirs), "np", 1) == []
    plans = _act(_state("Test Wall", [patrol, *_objs("Test Bear", 2, "b"), {"card": "Island", "id": "i"}], theirs),
                 "np", 1)
    assert [sorted(p.tapped) for p in plans] == [["b0", "b1", "i", "np"]]


def test_waterbent_round_trips_and_applies() -> None:
    """The bent plan of Ruinous Waterbending (three Swamps, four of six Bears) as an action
    string ('waterbend ids', docs/actions.md) parses back to the same plan; applying it taps the
    three Swamps and the four Bears (seven tapped, two Bears untapped)."""
    s = _state("Ruinous Waterbending", [*_objs("Swamp", 3, "s"), *_objs("Test Bear", 6, "b")])
    bent = next(p for p in options(s, "h", "me").options if p.waterbent)
    text = format_action(bent)
    assert " waterbend " in text
    assert parse_action(text) == bent
    assert bent.to_json(s)["steps"]["waterbent"] == list(bent.waterbent)
    after = apply(s, bent)
    assert sorted(o.id for o in after.player("me").battlefield if o.tapped) == sorted((*bent.waterbent, "s0", "s1", "s2"))
