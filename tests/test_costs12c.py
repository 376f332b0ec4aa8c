"""Issue 12, "Costs": variable and multiple costs and life instead of mana, read from real
Oracle text (the shared card data's records, put in each state's own ``cards``), each count
worked out by hand from the rule text and checked by the solver, the referee (every plan) and
the brute-force reference alike (``agreed_options``).

- 601.2b: "If the spell has a variable cost that will be paid as it's being cast (such as an
  {X} in its mana cost ...), the player announces the value of that variable." "Pay X life"
  and "discard X cards" are such costs; X is part of the option (two values, two options).
- 119.4: life greater than 0 may be paid only if the life total is at least the payment;
  119.4b: 0 life can always be paid.
- 702.33d: a spell with two kicker costs may be kicked with either, both or neither; 702.33e:
  the "kicked with its {1}{G} kicker" abilities are linked to one of them, so the options name
  which were paid.
- K'rrik, Son of Yawgmoth (its own text; the rule is the card's): "For each {B} in a cost, you
  may pay 2 life rather than pay that mana." A per-symbol choice, announced like a Phyrexian
  symbol's (601.2b), the life limited by 119.4.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import re
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast
from conftest import agreed_activations as _agreed_activation
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Toxic Deluge", "Conflagrate", "Sunscape Battlemage", "K'rrik, Son of Yawgmoth", "Go for the Throat",
         "Grizzly Bears", "Scorched Earth", "Graven Cairns", "Illuminate", "Drudge Skeletons", "Rakdos Cackler",
         "Beseech the Queen"}
def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(records().values())}
    return GameState.from_json(data)


def lands(name: str, n: int, prefix: str = "l") -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}"} for i in range(n)]


rx_two = re.compile(r"^Kicker \{[^\n]* and/or \{", re.MULTILINE)


def _printings(pattern: str) -> list[tuple[str, str]]:
    out = []
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            if pattern in (rec.get("oracle_text") or ""):
                out.append((rec["name"], read_card(rec).unsupported or ""))
    return out


# ----- the reader: every printing of each template --------------------------------------------

def test_every_pay_x_life_and_discard_x_printing_is_read_or_names_another_line() -> None:
    """"As an additional cost to cast this spell, pay X life." (5 faces), "... discard X [creature
    / land] cards" (13 faces) and Conflagrate's "Flashback—{R}{R}, Discard X cards." (19 in all): each is read; a face that
    stays unsupported names another line (Necrologia's end-step timing, Firestorm's "each of X
    targets"), never the cost. "Discard X cards at random" (Devastating Dreams) is not read."""
    found = (_printings("cast this spell, pay X life.") + _printings("cast this spell, discard X ")
             + _printings("Flashback—{R}{R}, Discard X cards."))
    assert len(found) == 19
    for name, unread in found:
        if name == "Devastating Dreams":
            assert "at random" in unread
        elif unread:
            assert "X life" not in unread and "Discard X" not in unread and "discard X" not in unread, (name, unread)
    read = {name for name, unread in found if not unread}
    assert {"Toxic Deluge", "Fire Covenant", "Hatred", "Bond of Agony", "Conflagrate", "Scorched Earth",
            "Aether Tide", "Nahiri's Wrath"} <= read


def test_every_two_kicker_printing_is_read_as_two_optional_costs() -> None:
    """All 12 "Kicker {A} and/or {B}" faces: two optional costs named "kicker {A}" and "kicker
    {B}"; Anavolver, Degavolver, Necravolver and Rakavolver stay unsupported for a quoted ability
    one kicker grants ("and with \\"Pay 3 life: ...\\""), not for the kicker line."""
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        recs = {r["name"]: r for r in map(json.loads, f) if rx_two.search(r.get("oracle_text") or "")}
    found = [(name, read_card(rec).unsupported or "") for name, rec in recs.items()]
    assert len(found) == 12
    for name, unread in found:
        card = read_card(recs[name])
        if unread:
            assert '"' in unread and name.endswith("volver"), (name, unread)
            continue
        assert [o.name.split(" ")[0] for o in card.optional_costs] == ["kicker", "kicker"]
    sun = read_card(recs["Sunscape Battlemage"])
    assert [o.name for o in sun.optional_costs] == ["kicker {1}{G}", "kicker {2}{U}"]


def test_krrik_is_read() -> None:
    """The template has one printing: K'rrik, whose other lines are lifelink and a trigger."""
    assert [n for n, _ in _printings("in a cost, you may pay 2 life")] == ["K'rrik, Son of Yawgmoth"]
    card = read_card(records()["K'rrik, Son of Yawgmoth"])
    assert card.unsupported is None and card.black_as_life


# ----- "pay X life" ------------------------------------------------------------------------------

def test_toxic_deluge_x_ranges_over_the_life_total() -> None:
    """Toxic Deluge ({2}{B}, "pay X life"), three Swamps: the mana is paid one way, and X is
    any of 0..life (119.4): life 3 gives X = 0, 1, 2, 3, 4 options, each paying X life. At
    life 0 (and at -2) only X = 0 (119.4b): 1 option. Four Swamps change nothing (one more
    untapped Swamp is not a choice: the other three are interchangeable)."""
    s = board({"life": 3, "hand": [{"card": "Toxic Deluge", "id": "td"}], "battlefield": lands("Swamp", 3)})
    plans = agreed_options(s, "td")
    assert sorted((p.x, p.life_paid) for p in plans) == [(0, 0), (1, 1), (2, 2), (3, 3)]
    for life in (0, -2):
        s = board({"life": life, "hand": [{"card": "Toxic Deluge", "id": "td"}], "battlefield": lands("Swamp", 3)})
        assert [(p.x, p.life_paid) for p in agreed_options(s, "td")] == [(0, 0)]


def test_a_plan_paying_less_life_than_x_is_refused() -> None:
    """The referee recomputes the life from X: X = 2 with 1 life claimed is wrong (601.2f)."""
    s = board({"life": 3, "hand": [{"card": "Toxic Deluge", "id": "td"}], "battlefield": lands("Swamp", 3)})
    plan = next(p for p in agreed_options(s, "td") if p.x == 2)
    bad = dataclasses.replace(plan, life_paid=1)
    assert any(r.startswith("601.2h") for r in referee.check(s, bad)), referee.check(s, bad)
    too_big = dataclasses.replace(plan, x=4, life_paid=4)
    assert any(r.startswith("119.4") for r in referee.check(s, too_big)), referee.check(s, too_big)


# ----- "discard X cards" ---------------------------------------------------------------------------

def test_conflagrate_flashback_discards_x_cards_and_divides_x_damage() -> None:
    """Conflagrate in the graveyard, two Mountains (its flashback {R}{R}), two Grizzly Bears in
    the hand (interchangeable), no creature on the battlefield: the targets are the two players.
    X = 0: no damage to divide, no target (601.2d: each target gets at least 1): 1 option.
    X = 1 (one Bears discarded): me or opp, 2 options. X = 2 (both): 2 to me, 2 to opp, or 1
    and 1: 3 options. X = 3 needs three cards: none. 6 options, all by flashback."""
    s = board({"graveyard": [{"card": "Conflagrate", "id": "cf"}], "battlefield": lands("Mountain", 2),
                "hand": [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}]})
    plans = agreed_options(s, "cf")
    assert len(plans) == 6 and all(p.alternative_cost == "flashback" for p in plans)
    assert sorted(p.x for p in plans) == [0, 1, 1, 2, 2, 2]
    assert all(len(p.discarded) == p.x for p in plans)


def test_scorched_earth_discards_land_cards_only() -> None:
    """Scorched Earth ({X}{R}, "discard X land cards", X target lands): hand Forest and Grizzly
    Bears, three Mountains, the opponent's one Plains. X = 0: 1 option (no targets). X = 1:
    discard the Forest (the only land card; the Bears can't pay it), target one of 4 lands
    (3 Mountains are interchangeable: 2 classes... the Mountains pay, so targeting a Mountain
    is still one class): the answer is checked against the reference rather than a guess, and
    X never exceeds 1."""
    s = board({"hand": [{"card": "Scorched Earth", "id": "se"}, {"card": "Forest", "id": "f"},
                        {"card": "Grizzly Bears", "id": "b"}], "battlefield": lands("Mountain", 3)},
              {"battlefield": [{"card": "Plains", "id": "p"}]})
    plans = agreed_options(s, "se")
    assert {p.x for p in plans} == {0, 1}
    assert all(p.discarded == (("f",) if p.x else ()) for p in plans)


# ----- two kickers (702.33d) -----------------------------------------------------------------------

def test_sunscape_battlemage_kicked_with_either_both_or_neither() -> None:
    """Sunscape Battlemage ({2}{W}; kicker {1}{G} and/or {2}{U}), three Plains, a Forest, an
    Island (5 mana). Unkicked ({2}{W}, 3 lands, at least one Plains): the lands tapped are
    PPP, PPF, PPI or PFI: 4 options. Kicked with {1}{G} ({2}{W}{1}{G}, 5 mana: all five): 1
    option. {2}{U} (6 mana) and both (8) can't be paid. 5 options."""
    s = board({"hand": [{"card": "Sunscape Battlemage", "id": "sb"}],
               "battlefield": [*lands("Plains", 3), {"card": "Forest", "id": "f"}, {"card": "Island", "id": "i"}]})
    plans = agreed_options(s, "sb")
    assert len(plans) == 5
    assert sorted(tuple(p.optional_costs) for p in plans) == [(), (), (), (), ("kicker {1}{G}",)]


def test_both_kickers_are_distinct_options() -> None:
    """Eight lands (four Plains, two Forests, two Islands): both kickers ({2}{W}{1}{G}{2}{U}:
    W, G, U and five generic, 8 mana) tap everything, 1 option; {2}{U} alone and {1}{G}
    alone are each paid, so all four kicker choices occur."""
    s = board({"hand": [{"card": "Sunscape Battlemage", "id": "sb"}],
               "battlefield": [*lands("Plains", 4), *lands("Forest", 2, "f"), *lands("Island", 2, "i")]})
    plans = agreed_options(s, "sb")
    kicks = [tuple(sorted(p.optional_costs)) for p in plans]
    assert set(kicks) == {(), ("kicker {1}{G}",), ("kicker {2}{U}",), ("kicker {1}{G}", "kicker {2}{U}")}
    assert kicks.count(("kicker {1}{G}", "kicker {2}{U}")) == 1


# ----- K'rrik, Son of Yawgmoth -------------------------------------------------------------------

def test_krrik_pays_black_with_two_life() -> None:
    """Go for the Throat ({1}{B}, target nonartifact creature: K'rrik or the opponent's Bears,
    2 targets) with K'rrik and a Mountain: {B} only with 2 life, {1} by the Mountain: 1 way,
    2 options (one per target). With a Swamp too: {B} from the Swamp and {1} from the Mountain,
    or {B} with 2 life and {1} from the Swamp or the Mountain: 3 ways, 6 options. At 1 life
    the life can't be paid (119.4): only the first way, 2 options. Without K'rrik (the Mountain
    alone): no option."""
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}
    me = [{"card": "K'rrik, Son of Yawgmoth", "id": "k"}, {"card": "Mountain", "id": "m"}]
    hand = [{"card": "Go for the Throat", "id": "g"}]
    plans = agreed_options(board({"hand": hand, "battlefield": me}, opp), "g")
    assert len(plans) == 2 and all(p.life_paid == 2 for p in plans)
    assert len(agreed_options(board({"hand": hand, "battlefield": [*me, {"card": "Swamp", "id": "s"}]}, opp), "g")) == 6
    low = agreed_options(board({"life": 1, "hand": hand, "battlefield": [*me, {"card": "Swamp", "id": "s"}]}, opp), "g")
    assert len(low) == 2 and all(p.life_paid == 0 for p in low)
    assert not can_cast(board({"hand": hand, "battlefield": me[1:]}, opp), "g").castable


def test_krrik_with_a_black_mana_ability_cost_is_unsupported() -> None:
    """K'rrik's "each {B} in a cost" reaches mana abilities' costs (Graven Cairns' {B/R}), which
    no checker models: exit 4 naming K'rrik, never a guess."""
    s = board({"hand": [{"card": "Go for the Throat", "id": "g"}],
               "battlefield": [{"card": "K'rrik, Son of Yawgmoth", "id": "k"}, {"card": "Graven Cairns", "id": "c"}]})
    with pytest.raises(UnsupportedCardError):
        can_cast(s, "g")


def test_krrik_pays_black_in_an_activation_cost() -> None:
    """K'rrik reaches "a cost" of an activated ability too (602.2b: 601.2b-h apply): Drudge
    Skeletons' "{B}: Regenerate" (K = 0) with K'rrik and no land: 2 life, 1 option; with a Swamp
    too: the Swamp or 2 life, 2 options; without K'rrik and no land: none."""
    skel = {"card": "Drudge Skeletons", "id": "d"}
    krrik = {"card": "K'rrik, Son of Yawgmoth", "id": "k"}
    plans = _agreed_activation(board({"battlefield": [krrik, skel]}), "d", 0)
    assert [p.life_paid for p in plans] == [2]
    assert len(_agreed_activation(board({"battlefield": [krrik, skel, {"card": "Swamp", "id": "s"}]}), "d", 0)) == 2
    assert _agreed_activation(board({"battlefield": [skel]}), "d", 0) == []


def test_krrik_pays_hybrid_and_two_or_black_symbols() -> None:
    """A hybrid symbol with {B} is a {B} in a cost (README, "Choices we made"): Rakdos Cackler
    {B/R} with K'rrik and a Mountain: the Mountain's {R} or 2 life, 2 options. Beseech the Queen
    {2/B}{2/B}{2/B} with K'rrik and no land: 2 life for each, 6 life, 1 option; at 5 life the
    third can't be paid (119.4): no option."""
    krrik = {"card": "K'rrik, Son of Yawgmoth", "id": "k"}
    cackler = board({"hand": [{"card": "Rakdos Cackler", "id": "c"}], "battlefield": [krrik, {"card": "Mountain", "id": "m"}]})
    assert sorted(p.life_paid for p in agreed_options(cackler, "c")) == [0, 2]
    beseech = {"hand": [{"card": "Beseech the Queen", "id": "q"}], "battlefield": [krrik]}
    assert [p.life_paid for p in agreed_options(board(beseech), "q")] == [6]
    assert agreed_options(board({**beseech, "life": 5}), "q") == []
