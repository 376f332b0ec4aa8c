"""Mutate and awaken (``castable.model.oracle.alt13``; issue 13): alternative costs that add a
target. Each expected answer is worked out by hand from the rule, stated in our own words (these
rules are not in /work/shared/rules); every plan goes through the referee and the reference
enumerator (:func:`tests.conftest.agreed_options`).

- 702.140a Mutate: "Mutate [cost]" lets its caster pay [cost] rather than the mana cost (118.9);
  if they do, the spell is a mutating creature spell that targets a non-Human creature with the
  same owner as the spell (so one its caster owns, whoever controls it, 108.3).
- 702.113a Awaken: "Awaken N—[cost]" lets its caster pay [cost] rather than the mana cost; if
  they do, the spell also targets a land its caster controls.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card

from tests.conftest import agreed_options, shared_records

REAL = shared_records(frozenset({"Gemrazer", "Coastal Discovery"}))
HUMAN = {"name": "Test Human", "mana_cost": "{W}", "type_line": "Creature — Human Soldier", "power": "1",
         "toughness": "1", "oracle_text": ""}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2",
        "toughness": "2", "oracle_text": ""}
CARDS = [REAL["Gemrazer"], REAL["Coastal Discovery"], HUMAN, BEAR]


def _state(hand: str, mine: list[Any], theirs: list[Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": mine},
                                            {"name": "opp", "battlefield": theirs}], "cards": CARDS})


def _ways(plans: list[Any]) -> set[tuple[str | None, tuple[tuple[str, ...], ...]]]:
    return {(p.alternative_cost, p.targets) for p in plans}


def test_read() -> None:
    gem = read_card(REAL["Gemrazer"])
    assert gem.unsupported is None
    assert [(a.name, str(a.mana)) for a in gem.alternative_costs] == [("mutate", "{1}{G}{G}")]
    assert [(t.requires, t.filter.owner, t.filter.non_subtypes) for t in gem.targets] == [
        ("mutate", "you", frozenset({"Human"}))]
    coastal = read_card(REAL["Coastal Discovery"])
    assert coastal.unsupported is None
    assert [(a.name, str(a.mana)) for a in coastal.alternative_costs] == [("awaken", "{5}{U}")]
    assert [(t.requires, t.filter.controller, t.filter.types) for t in coastal.targets] == [
        ("awaken", "you", frozenset({"Land"}))]


def test_mutate_targets_a_non_human_creature_you_own() -> None:
    """Four Forests: the mana cost {3}{G} (no target) or mutate {1}{G}{G} onto a non-Human
    creature I own: my Bear, and the Bear the opponent controls but I own (108.3); not my Human
    (non-Human), not the opponent's own Bear (another owner): 1 + 2 ways."""
    forests = [{"card": "Forest", "id": f"f{i}"} for i in range(4)]
    s = _state("Gemrazer", [*forests, {"card": "Test Bear", "id": "bear"}, {"card": "Test Human", "id": "man"}],
               [{"card": "Test Bear", "id": "stolen", "owner": "me"}, {"card": "Test Bear", "id": "theirs"}])
    assert _ways(agreed_options(s, "h", "me")) == {(None, ()), ("mutate", (("bear",),)), ("mutate", (("stolen",),))}


def test_mutate_without_a_target_is_the_mana_cost_only() -> None:
    """Only a Human of mine and the opponent's Bear: no legal mutate target (601.2c), so only the
    mana cost: 1 way; with three Forests ({3}{G} unpayable) no way at all."""
    mine = [{"card": "Test Human", "id": "man"}]
    four = [{"card": "Forest", "id": f"f{i}"} for i in range(4)]
    s = _state("Gemrazer", [*four, *mine], [{"card": "Test Bear", "id": "theirs"}])
    assert _ways(agreed_options(s, "h", "me")) == {(None, ())}
    s = _state("Gemrazer", [*four[:3], *mine], [{"card": "Test Bear", "id": "theirs"}])
    assert agreed_options(s, "h", "me") == []


def test_awaken_targets_a_land_you_control() -> None:
    """Six Islands pay {3}{U} (no target) or awaken {5}{U} (all six tapped) targeting one of my
    Islands, never the opponent's: the six are interchangeable (docs/answers.md's option: objects
    nothing tells apart are one), so 1 + 1 options, the awaken target one of mine; with five
    Islands awaken can't be paid: 1 option."""
    islands = [{"card": "Island", "id": f"i{i}"} for i in range(6)]
    s = _state("Coastal Discovery", islands, [{"card": "Island", "id": "theirs"}])
    plans = agreed_options(s, "h", "me")
    assert sorted((p.alternative_cost or "") for p in plans) == ["", "awaken"]
    assert [p.targets[0][0] in {f"i{i}" for i in range(6)} for p in plans if p.alternative_cost] == [True]
    s = _state("Coastal Discovery", islands[:5], [{"card": "Island", "id": "theirs"}])
    assert _ways(agreed_options(s, "h", "me")) == {(None, ())}


def test_awaken_land_may_also_be_the_spells_target() -> None:
    """Ruinous Path ({1}{B}{B}, "Destroy target creature or planeswalker", awaken 4—{5}{B}{B}):
    with seven Swamps and a land creature of mine (a Dryad Arbor-like Forest creature, here a
    colorless test card) and an opponent's Bear: the mana cost destroys the Bear or my land
    creature (2); awaken needs all seven Swamps, destroys one of those two and awakens one of my
    eight lands: the Swamps are one class, so the awaken target is a Swamp or the land creature
    (2 x 2 = 4), the same land creature allowed for both targets (115.3): 6 options."""
    rec = shared_records(frozenset({"Ruinous Path"}))["Ruinous Path"]
    arbor = {"name": "Test Arbor", "type_line": "Land Creature — Forest Dryad", "power": "1", "toughness": "1",
             "oracle_text": ""}
    swamps = [{"card": "Swamp", "id": f"s{i}"} for i in range(7)]
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Ruinous Path", "id": "h"}],
         "battlefield": [*swamps, {"card": "Test Arbor", "id": "arbor", "tapped": True}]},
        {"name": "opp", "battlefield": [{"card": "Test Bear", "id": "bear"}]}], "cards": [*CARDS, rec, arbor]})
    plans = agreed_options(s, "h", "me")
    normal = {p.targets for p in plans if p.alternative_cost is None}
    assert normal == {(("bear",),), (("arbor",),)}
    awaken = {(p.targets[0], "swamp" if p.targets[1][0].startswith("s") else p.targets[1][0])
              for p in plans if p.alternative_cost == "awaken"}
    assert awaken == {(("bear",), "swamp"), (("bear",), "arbor"), (("arbor",), "swamp"), (("arbor",), "arbor")}
    assert len(plans) == 6


LEGEND = {"name": "Test Legend", "mana_cost": "{G}", "type_line": "Legendary Creature — Elf", "power": "1",
          "toughness": "1", "oracle_text": ""}
WALKER = {"name": "Test Walker", "mana_cost": "{G}", "type_line": "Legendary Planeswalker — Test", "loyalty": "3",
          "oracle_text": ""}
ARTIFACT = {"name": "Test Legendary Relic", "mana_cost": "{1}", "type_line": "Legendary Artifact", "oracle_text": ""}
VOW = {"name": "Test Vow", "mana_cost": "{G}", "type_line": "Legendary Sorcery", "oracle_text": "Draw a card."}


def test_legendary_sorcery_needs_a_legendary_creature_or_planeswalker() -> None:
    """205.4e: a player can cast a legendary instant or sorcery only while they control a
    legendary creature or a legendary planeswalker. With a Forest and: nothing, a nonlegendary
    Bear, a legendary artifact, the opponent's legend: no; my legendary creature or my legendary
    planeswalker: yes (one way, the Forest tapped for {G})."""
    cards = [*CARDS, LEGEND, WALKER, ARTIFACT, VOW]

    def ways(mine: list[str], theirs: list[str]) -> int:
        s = GameState.from_json({"players": [
            {"name": "me", "hand": [{"card": "Test Vow", "id": "h"}],
             "battlefield": [{"card": "Forest", "id": "f"}, *({"card": c, "id": f"m{i}"} for i, c in enumerate(mine))]},
            {"name": "opp", "battlefield": [{"card": c, "id": f"o{i}"} for i, c in enumerate(theirs)]}],
            "cards": cards})
        return len(agreed_options(s, "h", "me"))

    assert [ways([], []), ways(["Test Bear"], []), ways(["Test Legendary Relic"], []), ways([], ["Test Legend"])] == [
        0, 0, 0, 0]
    assert [ways(["Test Legend"], []), ways(["Test Walker"], [])] == [1, 1]


def test_undaunted_costs_one_less_per_opponent() -> None:
    """702.125a: undaunted means "This spell costs {1} less to cast for each opponent you have"
    (601.2f: off the generic part). Curtains' Call ({5}{B}, "Destroy two target creatures", the
    two Bears) with three opponents costs {2}{B}: three of my four Swamps are tapped; with two
    opponents, {3}{B}: all four; with one, {4}{B}: four Swamps can't pay it, no way."""
    rec = shared_records(frozenset({"Curtains' Call"}))["Curtains' Call"]
    bears = [{"card": "Test Bear", "id": "b1"}, {"card": "Test Bear", "id": "b2"}]

    def ways(opponents: int) -> list[Any]:
        players: list[dict[str, Any]] = [{"name": "me", "hand": [{"card": "Curtains' Call", "id": "h"}],
                                          "battlefield": [{"card": "Swamp", "id": f"s{i}"} for i in range(4)]}]
        players += [{"name": f"opp{i}", "battlefield": bears if i == 0 else []} for i in range(opponents)]
        return agreed_options(GameState.from_json({"players": players, "cards": [*CARDS, rec]}), "h", "me")

    three, two, one = ways(3), ways(2), ways(1)
    assert three and all(len(p.tapped) == 3 for p in three)
    assert two and all(len(p.tapped) == 4 for p in two)
    assert one == []


def test_spectacle_needs_an_opponent_who_lost_life() -> None:
    """702.137a: spectacle lets its caster pay the spectacle cost rather than the mana cost if an
    opponent lost life this turn (the state's ``life_lost_this_turn``). Light Up the Stage
    ({2}{R}, spectacle {R}) with one Mountain: castable only for {R}, and only when the opponent
    lost life; my own lost life doesn't count; with three Mountains the mana cost too."""
    rec = shared_records(frozenset({"Light Up the Stage"}))["Light Up the Stage"]

    def alts(mountains: int, mine: int, theirs: int) -> list[str | None]:
        s = GameState.from_json({"players": [
            {"name": "me", "hand": [{"card": "Light Up the Stage", "id": "h"}], "life_lost_this_turn": mine,
             "battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(mountains)]},
            {"name": "opp", "life_lost_this_turn": theirs}], "cards": [rec]})
        return sorted((p.alternative_cost or "") for p in agreed_options(s, "h", "me"))

    assert alts(1, 0, 0) == [] and alts(1, 3, 0) == []
    assert alts(1, 0, 2) == ["spectacle"]
    assert alts(3, 0, 2) == ["", "spectacle"] and alts(3, 0, 0) == [""]


def test_spectacle_after_apply() -> None:
    """119.4: paying life is losing it: the opponent casts an instant paying 2 life for its
    Phyrexian symbol {G/P}; in the state ``apply`` returns their ``life_lost_this_turn`` is 2."""
    from castable.solver.api import options
    from castable.solver.transitions import apply

    mutagen = {"name": "Test Mutagen", "mana_cost": "{G/P}", "type_line": "Instant", "oracle_text": "Draw a card."}
    s = GameState.from_json({"players": [{"name": "me"},
                                         {"name": "opp", "hand": [{"card": "Test Mutagen", "id": "g"}]}],
                             "turn": {"active_player": "opp"}, "cards": [mutagen]})
    [plan] = options(s, "g", "opp").options
    after = apply(s, plan)
    assert after.player("opp").life_lost_this_turn == 2 and after.player("opp").life == 18
