"""cost13b (issue 13): the spell's own conditional and counted cost reductions, read from real
Oracle text (the shared card data's records, put in each state's own ``cards``) and counted by
hand from the rule text; every plan is checked by the solver, the referee and the brute-force
reference alike (``agreed_options``).

601.2f: the total cost is the mana cost plus additional costs and increases, minus all cost
reductions; a generic reduction ("{1} less") takes generic mana only, never below zero
(118.7a), and the total is locked in before mana abilities are activated (601.2g) and the cost
is paid (601.2h). 601.2a: the spell has moved onto the stack before that, so a card cast from a
graveyard doesn't count itself among "cards in your graveyard".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.selfcount import party_size, reduction_amount
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Tolarian Terror", "Sea Gate Colossus", "Stone Idol Trap", "Pearl of Wisdom", "Focus the Mind",
         "Geistlight Snare", "Ghoultree", "Grizzly Bears", "Island", "Plains", "Mountain", "Forest", "Opt",
         "Divination", "Lightning Bolt", "Stratadon", "Wildvine Pummeler", "Avatar of Growth", "Swamp", "Wastes"}
#: vanilla test creatures with the subtypes the tests need (a changeling is every creature type, 702.73a)
_TEST = [{"name": f"Test {t}", "mana_cost": "{1}", "type_line": f"Creature — {t}", "oracle_text": "",
          "power": "1", "toughness": "1"} for t in ("Cleric Wizard", "Wizard", "Warrior", "Otter")] + [
    {"name": "Test Shapeshifter", "mana_cost": "{1}", "type_line": "Creature — Shapeshifter",
     "oracle_text": "Changeling (This card is every creature type.)", "power": "1", "toughness": "1"},
    {"name": "Test Red", "mana_cost": "{R}", "type_line": "Creature — Elemental", "oracle_text": "", "power": "1",
     "toughness": "1"},
    {"name": "Test Azorius", "mana_cost": "{W}{U}", "type_line": "Artifact", "oracle_text": ""},
    {"name": "Test Spirit Totem", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": ""}]


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [*records().values(), *_TEST], **top}
    return GameState.from_json(data)


def objs(name: str, n: int, prefix: str, **kw: Any) -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}", **kw} for i in range(n)]


def test_every_record_is_read() -> None:
    for name in NAMES:
        assert read_card(records()[name]).unsupported is None, name


# ----- "for each instant and sorcery card in your graveyard" ----------------------------------

@pytest.mark.parametrize(("spells", "bears", "islands", "count"), [(3, 2, 4, 1), (3, 2, 3, 0), (0, 0, 7, 1),
                                                                   (6, 0, 1, 1), (8, 0, 1, 1), (6, 5, 0, 0)])
def test_tolarian_terror_counts_instants_and_sorceries_in_my_graveyard(spells: int, bears: int, islands: int,
                                                                      count: int) -> None:
    """Tolarian Terror ({6}{U}): "This spell costs {1} less to cast for each instant and sorcery
    card in your graveyard." ``spells`` cards alternate Opt (instant) and Divination (sorcery);
    Grizzly Bears (a creature card) don't count, nor do the opponent's three Lightning Bolts.
    3 spells: {3}{U}, four Islands pay it (one option: the Islands are interchangeable), three
    can't; none: {6}{U}, seven Islands; 6 spells: {U}, one Island; 8: still {U} (118.7a: the
    excess is ignored, the {U} stays); 6 spells and no Island: 0."""
    gy = [{"card": "Opt" if i % 2 else "Divination", "id": f"g{i}"} for i in range(spells)]
    s = board({"hand": [{"card": "Tolarian Terror", "id": "tt"}], "battlefield": objs("Island", islands, "i"),
               "graveyard": [*gy, *objs("Grizzly Bears", bears, "b")]},
              {"graveyard": objs("Lightning Bolt", 3, "o")})
    plans = agreed_options(s, "tt")
    assert len(plans) == count
    want = "{" + str(max(6 - spells, 0)) + "}{U}" if spells < 6 else "{U}"
    assert all(p.total_cost == want for p in plans)


def test_a_card_cast_from_the_graveyard_does_not_count_itself() -> None:
    """601.2a: Ghoultree ("{1} less for each creature card in your graveyard") moves to the stack
    before its total cost is determined: in my graveyard with two Grizzly Bears, cast from there,
    the count is 2; from the hand it is 3 (the Ghoultree there is another card)."""
    s = board({"hand": [{"card": "Ghoultree", "id": "h"}],
               "graveyard": [{"card": "Ghoultree", "id": "g"}, *objs("Grizzly Bears", 2, "b")]})
    (red,) = s.object("g").card.self_reductions  # type: ignore[union-attr]
    assert reduction_amount(red, s, "me", s.object("g")) == 2
    assert reduction_amount(red, s, "me", s.object("h")) == 3


# ----- 700.8: "for each creature in your party" ----------------------------------------------

@pytest.mark.parametrize(("mine", "party"), [
    ((), 0), (("Cleric Wizard",), 1), (("Cleric Wizard", "Wizard"), 2), (("Wizard", "Wizard"), 1),
    (("Cleric Wizard", "Wizard", "Shapeshifter"), 3), (("Cleric Wizard", "Wizard", "Shapeshifter", "Wizard"), 3),
    (("Cleric Wizard", "Wizard", "Shapeshifter", "Warrior"), 4), (("Shapeshifter",) * 6, 4)])
def test_party_is_a_matching_of_roles_to_creatures(mine: tuple[str, ...], party: int) -> None:
    """700.8: a party is up to one each of Cleric, Rogue, Warrior and Wizard among the creatures
    you control, one creature per role: a Cleric Wizard and a Wizard are 2 (the Cleric Wizard as
    the Cleric); two Wizards are 1; a changeling fills any one missing role (Rogue here); a
    Warrior added makes 4; six changelings are 4 (four roles)."""
    s = board({"battlefield": [{"card": f"Test {t}", "id": f"c{i}"} for i, t in enumerate(mine)]})
    assert party_size([o for o in s.battlefield()]) == party


@pytest.mark.parametrize(("mine", "plains", "count"), [
    (("Cleric Wizard", "Wizard", "Shapeshifter"), 4, 1), (("Cleric Wizard", "Wizard", "Shapeshifter"), 3, 0),
    (("Wizard", "Wizard"), 6, 1), (("Wizard", "Wizard"), 5, 0)])
def test_sea_gate_colossus_costs_one_less_per_party_member(mine: tuple[str, ...], plains: int, count: int) -> None:
    """Sea Gate Colossus ({7}): "This spell costs {1} less to cast for each creature in your
    party." Party 3 (see above): {4}, four Plains pay it (1 option), three can't; two Wizards are
    a party of 1: {6}. The opponent's Warrior is not in my party."""
    s = board({"hand": [{"card": "Sea Gate Colossus", "id": "sg"}],
               "battlefield": [*[{"card": f"Test {t}", "id": f"c{i}"} for i, t in enumerate(mine)],
                               *objs("Plains", plains, "p")]},
              {"battlefield": [{"card": "Test Warrior", "id": "ow"}]})
    assert len(agreed_options(s, "sg")) == count


# ----- "for each attacking creature" ------------------------------------------------------------

@pytest.mark.parametrize(("attackers", "mountains", "count"), [(2, 4, 1), (2, 3, 0), (0, 6, 1), (5, 1, 1)])
def test_stone_idol_trap_counts_attacking_creatures(attackers: int, mountains: int, count: int) -> None:
    """Stone Idol Trap ({5}{R}, instant): "This spell costs {1} less to cast for each attacking
    creature." The opponent attacks with ``attackers`` Grizzly Bears (any player's attacking
    creatures count); their other Bear, not attacking, doesn't. 2 attackers: {3}{R}, four
    Mountains (1 option), three can't; none: {5}{R}, six; 5: {R}, one Mountain."""
    s = board({"hand": [{"card": "Stone Idol Trap", "id": "st"}], "battlefield": objs("Mountain", mountains, "m")},
              {"battlefield": [*objs("Grizzly Bears", attackers, "a", attacking=True),
                               {"card": "Grizzly Bears", "id": "home"}]},
              turn={"active_player": "opp", "phase": "declare_attackers", "priority": "me"})
    assert len(agreed_options(s, "st")) == count


# ----- "if you control a ..." / "if you've cast another spell this turn" -------------------------

@pytest.mark.parametrize(("otters", "opp_otter", "islands", "count"), [(0, True, 2, 0), (0, False, 3, 1),
                                                                        (1, False, 2, 1), (2, False, 1, 0)])
def test_pearl_of_wisdom_costs_one_less_once_with_an_otter(otters: int, opp_otter: bool, islands: int,
                                                           count: int) -> None:
    """Pearl of Wisdom ({2}{U}, sorcery): "This spell costs {1} less to cast if you control an
    Otter." No Otter of mine (the opponent's doesn't count): {2}{U}, two Islands can't, three
    can; one Otter: {1}{U}, two Islands; two Otters: still {1}{U} (the condition, once), one
    Island can't."""
    s = board({"hand": [{"card": "Pearl of Wisdom", "id": "pw"}],
               "battlefield": [*objs("Test Otter", otters, "t"), *objs("Island", islands, "i")]},
              {"battlefield": [{"card": "Test Otter", "id": "ot"}] if opp_otter else []})
    assert len(agreed_options(s, "pw")) == count


@pytest.mark.parametrize(("spirit", "aura", "count"), [(False, False, 0), (True, False, 0), (True, True, 1),
                                                       (False, True, 0)])
def test_geistlight_snare_has_two_conditions(spirit: bool, aura: bool, count: int) -> None:
    """Geistlight Snare ({2}{U}): "This spell costs {1} less to cast if you control a Spirit. It
    also costs {1} less to cast if you control an enchantment." A changeling is a Spirit; my
    Totem an enchantment. The opponent's Opt is on the stack to target; one Island: {U} only with
    both, so 1 option (one target), else 0."""
    mine = [{"card": "Island", "id": "i0"}]
    mine += [{"card": "Test Shapeshifter", "id": "sp"}] if spirit else []
    mine += [{"card": "Test Spirit Totem", "id": "au"}] if aura else []
    s = board({"hand": [{"card": "Geistlight Snare", "id": "gs"}], "battlefield": mine},
              stack=[{"card": "Opt", "id": "opt", "controller": "opp"}],
              turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    assert len(agreed_options(s, "gs")) == count


@pytest.mark.parametrize(("cast", "islands", "count"), [(0, 3, 0), (0, 5, 1), (1, 3, 1), (2, 3, 1), (1, 2, 0)])
def test_focus_the_mind_after_another_spell(cast: int, islands: int, count: int) -> None:
    """Focus the Mind ({4}{U}): "This spell costs {2} less to cast if you've cast another spell
    this turn." ``spells_cast_this_turn`` 0: {4}{U} (five Islands); 1 or 2: {2}{U}, once (three
    Islands, not two)."""
    s = board({"hand": [{"card": "Focus the Mind", "id": "fm"}], "battlefield": objs("Island", islands, "i"),
               "spells_cast_this_turn": cast})
    assert len(agreed_options(s, "fm")) == count



# ----- domain (305.6), colors among permanents (105.2), opponents ---------------------------------

@pytest.mark.parametrize(("wastes", "count"), [(3, 1), (2, 0)])
def test_stratadon_domain(wastes: int, count: int) -> None:
    """Stratadon ({10}): "Domain — This spell costs {1} less to cast for each basic land type among
    lands you control." Plains, two Islands, a Swamp: three types (the second Island adds none;
    Wastes is basic but has no basic land type, 205.3i; the opponent's Mountain is theirs): {7}.
    Three Wastes make seven lands: every land taps, 1 option; two Wastes: six, 0."""
    s = board({"hand": [{"card": "Stratadon", "id": "sd"}],
               "battlefield": [{"card": "Plains", "id": "p"}, *objs("Island", 2, "i"), {"card": "Swamp", "id": "s"},
                               *objs("Wastes", wastes, "w")]},
              {"battlefield": [{"card": "Mountain", "id": "om"}]})
    assert len(agreed_options(s, "sd")) == count


@pytest.mark.parametrize(("forests", "count"), [(3, 1), (2, 0)])
def test_wildvine_pummeler_counts_colors_among_my_permanents(forests: int, count: int) -> None:
    """Wildvine Pummeler ({6}{G}): "Vivid — This spell costs {1} less to cast for each color among
    permanents you control." Grizzly Bears (green), Test Red (red), Test Azorius (white and blue),
    Forests (colorless, 105.2c): four colors, {2}{G}; the opponent's red creature adds nothing.
    Three Forests: 1 option; two: 0."""
    s = board({"hand": [{"card": "Wildvine Pummeler", "id": "wp"}],
               "battlefield": [{"card": "Grizzly Bears", "id": "gb"}, {"card": "Test Red", "id": "tr"},
                               {"card": "Test Azorius", "id": "ta"}, *objs("Forest", forests, "f")]},
              {"battlefield": [{"card": "Test Red", "id": "or"}]})
    assert len(agreed_options(s, "wp")) == count


@pytest.mark.parametrize(("forests", "count"), [(5, 1), (4, 0)])
def test_avatar_of_growth_counts_opponents(forests: int, count: int) -> None:
    """Avatar of Growth ({4}{G}{G}): "This spell costs {1} less to cast for each opponent you
    have." One opponent: {3}{G}{G}: five Forests, 1 option; four, 0."""
    s = board({"hand": [{"card": "Avatar of Growth", "id": "ag"}], "battlefield": objs("Forest", forests, "f")})
    assert len(agreed_options(s, "ag")) == count


def test_the_pure_class_enumerator_declines_them() -> None:
    """solver/cpsat/classes.py enumerates payment classes for a whitelist of spell fields;
    a self-reduction's ``measure`` (every measure here) is not in it, so it declines and the
    CP-SAT model answers: a reduction counted from the graveyard or the party is never silently
    unpriced."""
    from castable.solver.cpsat import classes
    from castable.solver.cpsat.model import CastModel
    s = board({"hand": [{"card": "Tolarian Terror", "id": "tt"}], "battlefield": objs("Island", 4, "i"),
               "graveyard": objs("Opt", 3, "g")})
    obj = s.object("tt")
    assert obj is not None
    why = classes.declines(CastModel(s, "me", obj))
    assert why is not None and "reduction" in why
