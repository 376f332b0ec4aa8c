"""Issue 13 (std13b): Standard templates read by ``castable.model.oracle.standard13``, on real
Oracle text, with counts worked out by hand from the rules (in our words where the rule is not
in shared/rules):

- 702.41a (shared/rules): "Affinity for [text]" means "This spell costs {1} less to cast for
  each [text] you control"; an outlaw is a permanent with one or more of the creature types
  Assassin, Mercenary, Pirate, Rogue, Warlock.
- 702.178a: "Max speed — [ability]" means "As long as you have max speed, [ability]".
  702.179: a player's speed is a number 0 to 4 (it starts at 1 with "Start your engines!" and
  rises at most once a turn); a player with speed 4 has max speed. So the ability exists only
  while its controller (a card in the graveyard: its owner) has speed 4.
- 719 (Cases, in our words): "To solve — [condition]" means "At the beginning of your end step,
  if this Case isn't solved and [condition], it becomes solved"; "Solved — [ability]" means "As
  long as this Case is solved, [ability]". Solved is a designation (the state's ``solved``).
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_activate, mana_pools
from conftest import agreed_options
from test_casting_rules import act_agree

from tests.conftest import shared_records

NAMES = frozenset({"Muraganda Raceway", "Goblin Surveyor", "Racers' Scoreboard", "Starting Column", "Divination",
                   "Island", "Mountain", "Claws Out", "Hellspur Brute", "Grizzly Bears", "Gate Colossus",
                   "Plains", "Perilous Snare", "Savannah Lions", "Case of the Stashed Skeleton", "Swamp",
                   "Case of the Gorgon's Kiss", "Case of the Ransacked Lab"})


def board(me: dict[str, Any], opp: dict[str, Any] | None = None, **turn: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(shared_records(NAMES).values()),
                            "turn": {"active_player": "me", "phase": "main1", "priority": "me", **turn}}
    return GameState.from_json(data)


def lands(name: str, n: int, prefix: str = "l") -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}"} for i in range(n)]


# ----- max speed ------------------------------------------------------------------------------

def test_max_speed_abilities_are_bands() -> None:
    """The "Max speed —" ability is not the card's always: a "speed" band at speed 4."""
    card = read_card(shared_records(NAMES)["Muraganda Raceway"])
    assert card.unsupported is None
    assert [a.text for a in card.activated_abilities] == ["{T}: Add {C}."]
    assert [(b.kind, b.low, [a.text for a in b.abilities]) for b in card.bands] == [
        ("speed", 4, ["{T}: Add {C}{C}."])]


@pytest.mark.parametrize(("speed", "pools"), [(0, ["{C}"]), (3, ["{C}"]), (4, ["{C}{C}"])])
def test_muraganda_raceway_mana_at_max_speed(speed: int, pools: list[str]) -> None:
    """Muraganda Raceway: "{T}: Add {C}." always, "{T}: Add {C}{C}." at max speed; one {T}, so
    one of them: the maximal pool is {C} below speed 4, {C}{C} at 4."""
    s = board({"speed": speed, "battlefield": [{"card": "Muraganda Raceway", "id": "mr"}]})
    assert sorted(str(p) for p in mana_pools(s, "me").pools) == pools


@pytest.mark.parametrize(("speed", "ways"), [(3, 0), (4, 1)])
def test_surveyor_from_the_graveyard(speed: int, ways: int) -> None:
    """Goblin Surveyor in my graveyard: "Max speed — {3}, Exile this card from your graveyard:
    Draw a card." (K=0 only at max speed). Three Mountains pay {3} one way; below 4 it has no
    ability at all."""
    s = board({"speed": speed, "graveyard": [{"card": "Goblin Surveyor", "id": "gs"}],
               "battlefield": lands("Mountain", 3)})
    if ways:
        assert len(act_agree(s, "gs", 0)) == ways
    else:
        with pytest.raises(InputError):
            can_activate(s, "gs", 0)


def test_surveyor_speed_is_its_owners() -> None:
    """The opponent's max speed gives my graveyard's Surveyor nothing (702.178a: "you")."""
    s = board({"speed": 1, "graveyard": [{"card": "Goblin Surveyor", "id": "gs"}], "battlefield": lands("Mountain", 3)},
              {"speed": 4})
    with pytest.raises(InputError):
        can_activate(s, "gs", 0)


@pytest.mark.parametrize(("speed", "ways"), [(2, 0), (4, 1)])
def test_racers_scoreboard_reduction(speed: int, ways: int) -> None:
    """Divination {2}{U} with two Islands: no option; at max speed Racers' Scoreboard's "Spells
    you cast cost {1} less" makes it {1}{U}: one option (both Islands)."""
    s = board({"speed": speed, "hand": [{"card": "Divination", "id": "d"}],
               "battlefield": [*lands("Island", 2), {"card": "Racers' Scoreboard", "id": "rs"}]})
    assert len(agreed_options(s, "d")) == ways


def test_starting_column_k_numbering() -> None:
    """Starting Column: K=0 "{T}: Add one mana of any color."; K=1 "{T}, Sacrifice this
    artifact: Draw two cards, then discard a card." only at max speed: one way (tap and
    sacrifice itself)."""
    col = {"card": "Starting Column", "id": "sc"}
    assert len(act_agree(board({"speed": 4, "battlefield": [col]}), "sc", 1)) == 1
    with pytest.raises(InputError):
        can_activate(board({"speed": 3, "battlefield": [col]}), "sc", 1)


def test_perilous_snare_targets() -> None:
    """Perilous Snare at max speed: "{T}: Put a +1/+1 counter on target creature or Vehicle you
    control. Activate only as a sorcery." My Grizzly Bears and Savannah Lions: 2 targets; the
    opponent's Bears is not mine: 2 options."""
    s = board({"speed": 4, "battlefield": [{"card": "Perilous Snare", "id": "ps"}, {"card": "Grizzly Bears", "id": "b"},
                                           {"card": "Savannah Lions", "id": "sl"}]},
              {"battlefield": [{"card": "Grizzly Bears", "id": "ob"}]})
    assert len(act_agree(s, "ps", 0)) == 2


def test_speed_is_0_to_4() -> None:
    with pytest.raises(InputError, match="speed"):
        board({"speed": 5})
    s = board({"speed": 4})
    assert s.player("me").speed == 4 and s.to_json()["players"][0]["speed"] == 4


# ----- affinity for <subtype> ---------------------------------------------------------------------

def test_claws_out_affinity_for_cats() -> None:
    """Claws Out {3}{W}{W}, Affinity for Cats: Savannah Lions (a Cat) and two Plains: {2}{W}{W}
    needs four mana: no; with three Plains and two Lions: {1}{W}{W}, three Plains: one option."""
    s = board({"hand": [{"card": "Claws Out", "id": "co"}],
               "battlefield": [*lands("Plains", 2), {"card": "Savannah Lions", "id": "a"}]})
    assert len(agreed_options(s, "co")) == 0
    s = board({"hand": [{"card": "Claws Out", "id": "co"}],
               "battlefield": [*lands("Plains", 3), {"card": "Savannah Lions", "id": "a"},
                               {"card": "Savannah Lions", "id": "b"}]}, {"battlefield": [{"card": "Savannah Lions"}]})
    assert len(agreed_options(s, "co")) == 1


def test_gate_colossus_counts_nothing_without_gates() -> None:
    card = read_card(shared_records(NAMES)["Gate Colossus"])
    assert card.unsupported is None and "Affinity for Gates" in card.keywords
    assert [r.counted.subtypes for r in card.self_reductions] == [frozenset({"Gate"})]


def test_hellspur_brute_outlaws() -> None:
    card = read_card(shared_records(NAMES)["Hellspur Brute"])
    assert card.unsupported is None
    assert [r.counted.subtypes for r in card.self_reductions] == [
        frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})]


# ----- Cases ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("solved", "phase", "ways"), [(True, "main1", 1), (True, "upkeep", 0), (False, "main1", None)])
def test_stashed_skeleton_solved_ability(solved: bool, phase: str, ways: int | None) -> None:
    """Case of the Stashed Skeleton: "Solved — {1}{B}, Sacrifice this Case: Search your library
    ... Activate only as a sorcery." A Swamp and a Mountain pay {1}{B} one way; in the upkeep
    not (602.5d, sorcery speed): 0; unsolved, the Case has no ability K=0 at all."""
    s = board({"battlefield": [{"card": "Swamp", "id": "s"}, {"card": "Mountain", "id": "m"},
                               {"card": "Case of the Stashed Skeleton", "id": "case", "solved": solved}]},
              phase=phase)
    if ways is None:
        with pytest.raises(InputError):
            can_activate(s, "case", 0)
    else:
        assert len(act_agree(s, "case", 0)) == ways


def test_case_lines_read() -> None:
    """"To solve —" is an end step trigger (read); "Solved —" with a static that changes no
    answer is read; "This Case is a 4/4 Gorgon creature" (a type change) is not."""
    recs = shared_records(NAMES)
    lab = read_card(recs["Case of the Ransacked Lab"])
    assert lab.unsupported is None and not lab.bands and len(lab.cost_modifiers) == 1
    assert read_card(recs["Case of the Gorgon's Kiss"]).unsupported.startswith("Solved — This Case is a 4/4")
    skeleton = read_card(recs["Case of the Stashed Skeleton"])
    assert [(b.kind, b.low) for b in skeleton.bands] == [("solved", 1)] and not skeleton.activated_abilities


def test_solved_only_on_a_case() -> None:
    with pytest.raises(InputError, match="solved"):
        board({"battlefield": [{"card": "Grizzly Bears", "solved": True}]})
    with pytest.raises(InputError, match="solved"):
        board({"hand": [{"card": "Case of the Stashed Skeleton", "solved": True}]})
    s = board({"battlefield": [{"card": "Case of the Stashed Skeleton", "id": "c", "solved": True}]})
    assert s.to_json()["players"][0]["battlefield"][0]["solved"] is True
