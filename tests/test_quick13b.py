"""Issue 13 (quick13b): Miracle (702.94a) and the next templates of the wave.

702.94a (Miracle, in our words): a static ability linked to a triggered one; when you draw the
card as the first card you drew this turn you may reveal it, and when you reveal it this way you
may cast it by paying its miracle cost rather than its mana cost. The cast happens while that
reveal trigger resolves, so (as for madness, 702.35a) nobody holds priority and sorcery timing
does not apply (117.1: an instruction of the resolving ability). The state records the pending
trigger as the top of the ``stack``: ``{"ability_of": <card id>, "trigger": "Miracle ..."}`` and
``turn.priority`` null (docs/state-format.md, "Casting permissions"). Every count below is worked
out by hand; every plan goes through the referee and the reference enumerator.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast, options
from castable.solver.reference import enumerate_plans, reference_can_cast
from castable.solver.transitions import apply_checked

TERMINUS = {"name": "Terminus", "mana_cost": "{4}{W}{W}", "type_line": "Sorcery",
            "oracle_text": "Put all creatures on the bottom of their owners' libraries in any order.\n"
                           "Miracle {W} (You may cast this card for its miracle cost when you draw it if it's the "
                           "first card you drew this turn.)"}
BONFIRE = {"name": "Bonfire of the Damned", "mana_cost": "{X}{X}{R}", "type_line": "Sorcery",
           "oracle_text": "Bonfire of the Damned deals X damage to target player or planeswalker and each creature "
                          "that player or a planeswalker that player controls.\nMiracle {X}{R} (You may cast this "
                          "card for its miracle cost when you draw it if it's the first card you drew this turn.)"}
CARDS = [TERMINUS, BONFIRE]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def miracle_trigger(card_id: str, controller: str = "me") -> dict[str, Any]:
    return {"ability_of": card_id, "trigger": "Miracle — you may cast it for its miracle cost", "controller": controller}


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """can_cast, options, the referee and the reference enumerator agree; the options."""
    answer = can_cast(s, card, player, time_limit=30)
    listing = options(s, card, player, time_limit=30)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(s, plan) == [], (plan.describe(s), referee.check(s, plan))
    if answer.castable:
        assert referee.check(s, answer.plan) == []
    else:
        assert answer.reasons
    assert bool(answer.castable) == bool(listing.options)
    ref = enumerate_plans(s, card, player)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in listing.options}
    assert reference_can_cast(s, card, player) == bool(ref)
    return list(listing.options)


# ----- Miracle (702.94a) ------------------------------------------------------------------------

def test_miracle_is_an_alternative_cost_from_the_hand() -> None:
    for record, mana in ((TERMINUS, "{W}"), (BONFIRE, "{X}{R}")):
        card = read_card(record)
        assert card.unsupported is None
        [alt] = card.alternative_costs
        assert (alt.name, alt.zone, alt.permission) == ("miracle", "hand", "miracle")
        assert "".join(str(s) for s in alt.mana.symbols) == mana


def test_miracle_while_its_trigger_resolves_on_opps_turn() -> None:
    """Terminus revealed in my draw on opp's turn (an instant-speed moment for a sorcery): its
    trigger resolving, nobody holds priority. With one Plains: the miracle cost {W}, 1 option;
    the mana cost {4}{W}{W} is never an option (no priority, and one land)."""
    s = state({"hand": [{"card": "Terminus", "id": "t"}], "battlefield": ["Plains"]},
              stack=[miracle_trigger("t")], turn={"active_player": "opp", "phase": "draw", "priority": None})
    [plan] = agreed_options(s, "t")
    assert plan.alternative_cost == "miracle" and plan.zone == "hand"
    after = apply_checked(s, plan)
    assert not after.stack or after.stack[-1].choices.get("ability_of") != "t" or after.stack[-1].card.name == "Terminus"


def test_miracle_needs_its_own_trigger_resolving() -> None:
    """Priority held (the trigger hasn't resolved), no trigger, or the trigger of another card:
    only the mana cost, which six Plains pay in my main phase with priority — and without
    priority or timing nothing. With priority in my main phase and no trigger: 1 option, the
    mana cost {4}{W}{W} (six Plains, all tapped)."""
    six = {"hand": [{"card": "Terminus", "id": "t"}], "battlefield": ["Plains"] * 6}
    s = state(six)
    [plan] = agreed_options(s, "t")
    assert plan.alternative_cost is None and len(plan.tapped) == 6
    one = {"hand": [{"card": "Terminus", "id": "t"}, {"card": "Bonfire of the Damned", "id": "b"}],
           "battlefield": ["Plains"]}
    for top in ({"stack": [miracle_trigger("t")], "turn": {"active_player": "opp", "priority": "me"}},
                {"stack": [miracle_trigger("b")], "turn": {"priority": None}},
                {"turn": {"active_player": "opp", "priority": "me"}}):
        s = state(one, **top)
        assert can_cast(s, "t", "me").castable is False
        assert agreed_options(s, "t") == []


def test_miracle_with_x() -> None:
    """Bonfire's miracle cost {X}{R} with three Mountains while its trigger resolves: X is 0, 1
    or 2 (X=2 takes all three), at target player (me or opp; no planeswalkers): 3 * 2 = 6."""
    s = state({"hand": [{"card": "Bonfire of the Damned", "id": "b"}], "battlefield": ["Mountain"] * 3},
              stack=[miracle_trigger("b")], turn={"priority": None})
    plans = agreed_options(s, "b")
    assert {p.alternative_cost for p in plans} == {"miracle"}
    assert sorted(p.x for p in plans) == [0, 0, 1, 1, 2, 2]
