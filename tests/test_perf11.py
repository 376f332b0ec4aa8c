"""Listings that used to time out (issue 11, helper perf11).

Generator seed 31: Dyadrine, Synthesis Amalgam ({X}{G}{W}, "enters with a number of +1/+1
counters on it equal to the amount of mana spent to cast it", so the mana spent is part of each
option) with Plains, Tainted Peak, Druids' Repository (3 charge counters, one removed this turn),
Saltcrusted Steppe (1 storage counter) and Arcane Signet. One solve per option under a growing
set of blocking clauses listed under 600 of its options in 30 s; ``search.enumerate_options``
now collects them in one enumerating solve (``search._at_once``).

Two identical Test Elves ("{T}, Sacrifice ~: Add {B}{B}{B}." and the repeatable "{1}: Add {R}
or {W}."): their repeatable activations fed each other, and the listing found nothing in 30 s;
``mana_abilities`` now gives those activations to the last of them only.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.solver import referee
from castable.solver.api import count_options, options
from castable.solver.reference import enumerate_plans
from conftest import shared_records

SEED31: dict[str, Any] = {'format': 'castable-state/1',
 'turn': {'active_player': 'alice', 'phase': 'main1', 'priority': 'alice'},
 'players': [{'name': 'alice',
              'life': 20,
              'mana_pool': '',
              'hand': [{'card': 'Dyadrine, Synthesis Amalgam', 'id': 'q'},
                       'Hammerfest Boomtacular'],
              'graveyard': [],
              'exile': [],
              'library': 10,
              'battlefield': [{'card': 'Plains',
                               'granted': ['protection from everything',
                                           'protection from each opponent']},
                              {'card': 'Tainted Peak'},
                              {'card': "Druids' Repository",
                               'counters': {'charge': 3},
                               'activations_this_turn': {'0': 1}},
                              {'card': 'Saltcrusted Steppe', 'counters': {'storage': 1}},
                              {'card': 'Arcane Signet'}],
              'spells_cast_this_turn': 0,
              'lands_played_this_turn': 0,
              'command': [{'card': 'Akiri, Fearless Voyager',
                           'id': 'cmdr',
                           'command_zone_casts': 2}],
              'commanders': ['cmdr']},
             {'name': 'bob',
              'life': 3,
              'hand': 7,
              'graveyard': ['Rotting Mastodon'],
              'library': 30,
              'battlefield': [{'card': 'Fume Spitter', 'counters': {'+1/+1': 1}},
                              {'card': 'Metathran Elite', 'tapped': True}],
              'command': [{'card': 'Emry, Lurker of the Loch', 'id': 'bob-cmdr'}],
              'commanders': ['bob-cmdr']}]}
NAMES = frozenset(['Akiri, Fearless Voyager',
 'Arcane Signet',
 "Druids' Repository",
 'Dyadrine, Synthesis Amalgam',
 'Emry, Lurker of the Loch',
 'Fume Spitter',
 'Hammerfest Boomtacular',
 'Metathran Elite',
 'Plains',
 'Rotting Mastodon',
 'Saltcrusted Steppe',
 'Tainted Peak'])

ELF = {"name": "Test Elf", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
       "oracle_text": "{T}, Sacrifice Test Elf: Add {B}{B}{B}.\n{1}: Add {R} or {W}."}
BBW = {"name": "Test BBW", "mana_cost": "{B}{B}{W}", "type_line": "Sorcery", "oracle_text": "Draw a card."}


def _seed31() -> GameState:
    records = shared_records(NAMES)
    return GameState.from_json({**SEED31, "cards": [records[n] for n in sorted(NAMES)]})


def _elves(forests: int) -> GameState:
    bf: list[Any] = [{"card": "Test Elf", "id": "e1"}, {"card": "Test Elf", "id": "e2"}]
    bf += [{"card": "Forest", "id": f"f{i}"} for i in range(forests)]
    return GameState.from_json({
        "players": [{"name": "me", "battlefield": bf, "hand": [{"card": "Test BBW", "id": "s"}]}, {"name": "opp"}],
        "cards": [ELF, BBW], "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def test_seed31_lists_every_option_the_reference_finds() -> None:
    """The listing completes and has exactly the reference enumerator's option keys (1,088:
    the X from 0 to 5 and every multiset of spent mana the sources can make), each plan
    accepted by the referee."""
    s = _seed31()
    listing = options(s, "q", "alice", time_limit=120)
    assert listing.complete
    assert count_options(s, "q", "alice", time_limit=120).count == len(listing.options)
    ref = {p.option_key(s) for p in enumerate_plans(s, "q", "alice")}
    assert {p.option_key(s) for p in listing.options} == ref
    assert len(ref) == 1088
    for plan in listing.options[::50]:
        assert referee.check(s, plan) == []


def test_two_identical_elves_four_options() -> None:
    """Worked out by hand. {B}{B}{W}: the {W} comes only from an Elf's "{1}: Add {R} or {W}.",
    the {B}{B} only from a sacrifice. An Elf's {1} is activated before that Elf is sacrificed
    (602.2, 605.3a), paid with the Forest's {G} or with {B} of the other Elf's sacrifice. The
    options (the Elves can't be told apart; which one made the {1} activation isn't part of an
    option): one Elf sacrificed and its {B} paying the other's {1}; one Elf sacrificed and the
    Forest paying {1}; both sacrificed (the first's {B} pays the second's {1}, the second's
    {B} is spent too); both and the Forest. A second Forest would be idle (its {G} can only
    make a second {W} that pays nothing): 4 with one Forest or two."""
    for forests in (1, 2):
        s = _elves(forests)
        listing = options(s, "s", "me", time_limit=60)
        assert listing.complete
        assert len(listing.options) == 4
        for plan in listing.options:
            assert referee.check(s, plan) == []
        used = sorted((len(p.sacrificed), sum(1 for t in p.tapped if t.startswith("f"))) for p in listing.options)
        assert used == [(1, 0), (1, 1), (2, 0), (2, 1)]


def test_the_last_elf_alone_is_sacrificed_after_paying_its_own_cost() -> None:
    """No Forest, {B}{B}{W}: one Elf sacrificed makes {B}{B}{B}; one {B} pays the other Elf's
    {1} for {W}, so one option with one Elf sacrificed and one with both (the second's {B}
    spent); the first Elf can't pay its own {1} with its own sacrifice (605.3a): 2 options."""
    s = _elves(0)
    listing = options(s, "s", "me", time_limit=60)
    assert listing.complete
    assert sorted(len(p.sacrificed) for p in listing.options) == [1, 2]
    for plan in listing.options:
        assert referee.check(s, plan) == []
