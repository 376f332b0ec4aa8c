"""Issue 12: "Activate only once each turn." on a mana ability (Mana Bloom, the Devotees,
Barrels of Blasting Jelly, Gravestone Strider...). Read from real Oracle text (the shared
card data's records, in each state's own ``cards``); every count worked out by hand from the
rules below and checked by the solver, the referee (every plan) and the brute-force
reference alike (``agreed_options``).

602.5b: an activated ability with a restriction on how often it may be activated ("Activate
only once each turn") can't be activated again once it has been that many times this turn;
the restriction applies to mana abilities too (605.3a: a mana ability is activated like any
other, following 602.2's steps and 602.5's restrictions). 602.1 (not in the shared excerpts):
without such a restriction an ability may be activated as often as its costs can be paid, so
the sentence is what keeps "{1}: Add {W}, {B}, or {G}." to one activation per permanent per
turn. 302.6: only {T} and {Q} costs care about summoning sickness, so a Devotee that just
entered may still activate it. The state's ``activations_this_turn`` (ability K, docs/cli.md)
says how often it has been activated this turn already.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_activate, mana_pools
from castable.solver.reference import reference_can_activate
from castable.solver.reference.pools import reference_mana_pools
from castable.solver.transitions import apply
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

#: every printing of "<cost>: Add ... . Activate only once each turn." that the reader reads
FAMILY = ("Abzan Devotee", "Jeskai Devotee", "Mardu Devotee", "Sultai Devotee", "Temur Devotee",
          "Barrels of Blasting Jelly", "Gravestone Strider", "Scarecrow Guide", "Three Tree Mascot", "Mana Bloom",
          "Ramos, Dragon Engine", "Kozilek's Translator")
#: the template with another line or cost the reader doesn't read
UNREAD = ("Wall of Roots", "Foraging Wickermaw")
NAMES = {*FAMILY, *UNREAD, "Mountain", "Island", "Forest"}
SPELLS = [{"name": f"Test {cost}", "mana_cost": cost, "type_line": "Sorcery", "oracle_text": "Draw a card."}
          for cost in ("{W}", "{W}{W}", "{R}{W}", "{1}{U}", "{2}")]


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(battlefield: list[dict[str, Any]], hand: tuple[str, ...] = ()) -> GameState:
    me = {"name": "me", "battlefield": battlefield, "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)]}
    return GameState.from_json({"players": [me, {"name": "opp"}], "cards": [*records().values(), *SPELLS],
                                "turn": {"active_player": "me", "priority": "me", "phase": "main1"}})


def devotee(oid: str = "d", used: int = 0, sick: bool = False) -> dict[str, Any]:
    obj: dict[str, Any] = {"card": "Jeskai Devotee", "id": oid, "summoning_sick": sick}
    if used:
        obj["activations_this_turn"] = {"0": used}
    return obj


def test_the_family_is_read() -> None:
    """Each printing is read as a once-each-turn mana ability, never repeatable; the others
    stay unsupported (Wall of Roots' -0/-1 counter cost, Foraging Wickermaw's color change).
    Kozilek's Translator's "Pay 1 life" is read since lifemana13 (119.4)."""
    for name in FAMILY:
        card = read_card(records()[name])
        assert not card.unsupported, (name, card.unsupported)
        abs_ = [a for a in card.mana_abilities if a.once_per_turn]
        assert len(abs_) == 1 and not abs_[0].repeatable and not abs_[0].counter_bounded and not abs_[0].tap, name
    for name in UNREAD:
        assert read_card(records()[name]).unsupported, name


def test_one_activation_per_turn() -> None:
    """Jeskai Devotee and two Islands: {W} is paid by one activation (an Island pays its {1}):
    1 option; {W}{W} would need two activations: 0 options (602.5b). Summoning sick, it still
    pays {W} (302.6: no {T} in the cost): 1 option."""
    s = board([devotee(), {"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}], ("Test {W}", "Test {W}{W}"))
    plans = agreed_options(s, "h0")
    assert len(plans) == 1 and [a.object for a in plans[0].activations].count("d") == 1
    assert agreed_options(s, "h1") == []
    sick = board([devotee(sick=True), {"card": "Island", "id": "i1"}], ("Test {W}",))
    assert len(agreed_options(sick, "h0")) == 1


def test_already_activated_this_turn() -> None:
    """Its ``activations_this_turn`` entry at 1: no activation now, so {W} from Islands alone:
    0 options; two Mountains and {R}{W}: 0 options; the unused Devotee beside it still pays
    one {W}: 1 option. can-activate on ability 0: no, 602.5b, the reference agreeing."""
    s = board([devotee(used=1), {"card": "Island", "id": "i1"}], ("Test {W}",))
    assert agreed_options(s, "h0") == []
    both = board([devotee(used=1), devotee("d2"), {"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"}],
                 ("Test {R}{W}",))
    plans = agreed_options(both, "h0")
    assert len(plans) == 1 and {a.object for a in plans[0].activations} == {"m1", "m2", "d2"}
    answer = can_activate(s, "d", 0)
    assert not answer.castable and any(r.rule == "602.5b" for r in answer.reasons)
    assert reference_can_activate(s, "d", 0) is False


def test_referee_refuses_a_second_activation() -> None:
    """Two Devotees and two Islands pay {W}{W} (one activation each: 1 option); the same plan
    with both activations on one Devotee is refused by the referee (602.5b)."""
    s = board([devotee("d1"), devotee("d2"), {"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}],
              ("Test {W}{W}",))
    plans = agreed_options(s, "h0")
    assert len(plans) == 1
    plan = plans[0]
    acts = tuple(dataclasses.replace(a, object="d1") if a.object == "d2" else a for a in plan.activations)
    errors = referee.check(s, dataclasses.replace(plan, activations=acts))
    assert any("602.5b" in e for e in errors), errors


def test_apply_records_the_activation() -> None:
    """Casting Test {W} with the Devotee's mana sets its ``activations_this_turn["0"]`` to 1;
    the next spell can't use it: Test {W} again from the other Island: 0 options."""
    s = board([devotee(), {"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}], ("Test {W}", "Test {W}"))
    plan = agreed_options(s, "h0")[0]
    after = apply(s, plan)
    assert after.object("d").activations_this_turn == {"0": 1}
    after.priority = "me"
    assert agreed_options(after, "h1") == []


def test_mana_bloom() -> None:
    """Mana Bloom with three charge counters: one mana of any color once this turn (602.5b),
    not three (as Pentad Prism's would be). Alone it pays Test {2}: 0 options; with a Forest,
    Test {1}{U}: the Forest pays {1}, Bloom {U}: 1 option, and applying it leaves two counters
    and ability 0 marked. Its maximal pools alone: one of each color, 5; once used: none but
    the empty pool."""
    bloom = {"card": "Mana Bloom", "id": "b", "counters": {"charge": 3}}
    alone = board([bloom], ("Test {2}",))
    assert agreed_options(alone, "h0") == []
    s = board([bloom, {"card": "Forest", "id": "f"}], ("Test {1}{U}",))
    plans = agreed_options(s, "h0")
    assert len(plans) == 1
    after = apply(s, plans[0]).object("b")
    assert after.counters == {"charge": 2} and after.activations_this_turn == {"0": 1}
    pools = mana_pools(alone).pools
    assert len(pools) == 5 and len(reference_mana_pools(alone, "me")) == 5
    used = board([{**bloom, "activations_this_turn": {"0": 1}}])
    assert [str(p) for p in mana_pools(used).pools] == [""] and [str(p) for p in reference_mana_pools(used, "me")] == [""]
