"""Hypothesis: the CP-SAT solver and the brute-force reference agree on random small boards
(castable? how many distinct options? the same option keys?), and every solver plan passes
the referee. Any disagreement is a bug in one of them."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.solver import referee
from castable.solver.api import can_cast, options
from castable.solver.reference import enumerate_plans
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SOURCES = ["Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes", "Snow-Covered Forest", "Sol Ring", "Llanowar Elves",
           "Birds of Paradise", "Noble Hierarch", "Azorius Signet", "Dimir Signet", "Lotus Petal", "Springleaf Drum",
           "Talisman of Progress", "Adarkar Wastes", "Fetid Heath", "Skycloud Expanse", "Ancient Tomb", "Mishra's Workshop",
           "Pillar of the Paruns", "Treasure", "Gold", "Grizzly Bears", "Raging Goblin", "Memnite", "Ornithopter",
           "Thunderscape Familiar", "Goblin Electromancer", "Thalia, Guardian of Thraben", "Steam Vents", "Sacred Foundry",
           "City of Brass", "Gaea's Cradle", "Priest of Titania", "Elvish Archdruid", "Cavern of Souls", "Everflowing Chalice",
           "Shivan Reef", "Watery Grave", "Trinisphere", "Snow-Covered Island", "Savannah Lions", "Vault Skirge",
           "Llanowar Elves", "Elvish Mystic", "Icehide Golem"]
SPELLS = ["Kitchen Finks", "Lightning Helix", "Divination", "Opt", "Grizzly Bears", "Stoke the Flames", "Treasure Cruise",
          "Murderous Cut", "Reverse Engineer", "Dismember", "Gut Shot", "Spectral Procession", "Altar's Reap", "Fling",
          "Thrill of Possibility", "Fireblast", "Snuff Out", "Burst Lightning", "Icehide Golem", "Vault Skirge",
          "Frogmite", "Thoughtcast", "Zur the Enchanter", "Hangarback Walker", "Everflowing Chalice", "Counterspell",
          "Village Rites", "Tezzeret's Gambit", "Venerated Loxodon", "Chord of Calling", "Force of Will", "Death Bomb",
          "Bone Splinters", "Blasphemous Act", "Whir of Invention", "Elder Deep-Fiend", "Analyze the Pollen", "Dark Ritual",
          "Negate", "Lightning Bolt", "Shock", "Conclave Tribunal", "Llanowar Elves", "Thoughtcast", "Memnite",
          "Standing Troops", "Azorius First-Wing",
          # targets, division, modes (601.2b-d)
          "Arc Lightning", "Forked Bolt", "Electrolyze", "Fireball", "Rolling Thunder", "Cone of Flame",
          "Crackle with Power", "Flame Slash", "Doom Blade", "Swords to Plowshares", "Unsummon", "Naturalize",
          "Mana Leak", "Ghostly Flicker", "Kolaghan's Command", "Cryptic Command", "Boros Charm", "Abzan Charm",
          "Collective Defiance", "Mystic Confluence", "Tooth and Nail", "Three Steps Ahead", "Electrickery",
          "Mutagenic Growth", "Gitaxian Probe", "Lingering Souls"]
TOKENS = {"Treasure", "Gold"}


@st.composite
def boards(draw: Any) -> tuple[dict[str, Any], str]:
    n = draw(st.integers(0, 4))
    battlefield = []
    for _ in range(n):
        name = draw(st.sampled_from(SOURCES))
        obj: dict[str, Any] = {"card": name}
        if name in TOKENS:
            obj["token"] = True
        if name == "Cavern of Souls":
            obj["chosen"] = {"creature_type": draw(st.sampled_from(["Elf", "Bear", "Construct"]))}
        if name == "Everflowing Chalice":
            obj["counters"] = {"charge": draw(st.integers(0, 2))}
        if draw(st.integers(0, 5)) == 0:
            obj["tapped"] = True
        if draw(st.integers(0, 4)) == 0:
            obj["summoning_sick"] = True
        battlefield.append(obj)
    spell = draw(st.sampled_from(SPELLS))
    hand = [spell, *draw(st.lists(st.sampled_from(["Opt", "Counterspell", "Grizzly Bears"]), max_size=1))]
    graveyard = draw(st.lists(st.sampled_from(["Opt", "Divination", "Memnite"]), max_size=3))
    pool = draw(st.sampled_from(["", "", "", "{U}", "{R}", "{G}{C}"]))
    life = draw(st.sampled_from([20, 20, 3, 1]))
    data = {"players": [{"name": "me", "life": life, "hand": hand, "battlefield": battlefield, "graveyard": graveyard,
                         "mana_pool": pool},
                        {"name": "opp", "battlefield": draw(st.lists(st.sampled_from(
                            ["Grizzly Bears", "Savannah Lions", "Gladecover Scout", "Blastoderm", "Paladin en-Vec",
                             "Kopala, Warden of Waves", "Memnite"]), max_size=2))}],
            "stack": [{"card": "Divination", "controller": "opp"}] if draw(st.booleans()) else []}
    if draw(st.integers(0, 5)) == 0:  # the opponent's turn, me holding priority
        data["turn"] = {"active_player": "opp", "priority": "me", "phase": draw(st.sampled_from(["upkeep", "main1", "end"]))}
    return data, "me.hand.0"


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_solver_agrees_with_reference(case: tuple[dict[str, Any], str]) -> None:
    data, card = case
    state = GameState.from_json(data)
    mine = options(state, card, "me", time_limit=30)
    assert mine.complete
    for plan in mine.options:
        assert referee.check(state, plan) == [], plan.describe(state)
    ref = enumerate_plans(state, card, "me", max_x=6)  # the brute force tries X up to 6 only
    mine_keys = sorted((p.option_key(state) for p in mine.options if p.x <= 6), key=repr)
    ref_keys = sorted((p.option_key(state) for p in ref), key=repr)
    assert len(set(mine_keys)) == len(mine_keys)
    assert mine_keys == ref_keys, (
        [p.describe(state) for p in mine.options if p.x <= 6 and p.option_key(state) not in set(ref_keys)],
        [p.describe(state) for p in ref if p.option_key(state) not in set(mine_keys)],
    )
    answer = can_cast(state, card, "me")
    assert answer.castable is bool(ref)
    if answer.plan is not None:  # the fast path's witnesses too
        assert referee.check(state, answer.plan) == [], answer.plan.describe(state)


def test_the_reference_alarm_rings_again_when_its_exception_is_swallowed() -> None:
    """A SIGALRM handler that runs inside a garbage-collector callback has its exception
    swallowed (CI saw it under hypothesis's callback); the alarm must ring again, or the
    reference would run on without a time limit."""
    import time

    from benchmarks.differential import ReferenceTimeout, _alarm

    with pytest.raises(ReferenceTimeout), _alarm(0.01):
        try:
            time.sleep(0.2)
        except ReferenceTimeout:  # swallowed, as the garbage collector would
            pass
        time.sleep(2)  # interrupted by the second ring
