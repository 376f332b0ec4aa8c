"""When a spell may be cast (601.3): "Cast this spell only during combat" and its kin, and
"You may cast ~ as though it had flash" (issue 13, cost13). Each expected count is worked out
by hand; every plan goes through the referee and the reference enumerator (``agreed``).

Rules used (601.3 is in /work/shared/rules; the others stated here in our own words):

- 601.3: a player may begin to cast a spell only if a rule or effect allows it. A spell's own
  "Cast this spell only during X" allows it only during X, and never loosens 117.1a (a
  noninstant without flash still waits for its controller's main phase with an empty stack).
- 506.1: the combat phase has five steps: beginning of combat, declare attackers, declare
  blockers, combat damage, end of combat. 509.1: blockers are declared as the declare
  blockers step begins, before any player gets priority, so "before blockers are declared"
  during combat means the first two steps.
- 117.1a / 702.8a: a spell with flash (or cast "as though it had flash") may be cast any time
  its caster has priority.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.state import PHASES
from castable.solver import referee
from castable.solver.api import can_cast, options
from castable.solver.reference import enumerate_plans, reference_can_cast

PANIC = {"name": "Panic", "mana_cost": "{R}", "type_line": "Instant",
         "oracle_text": "Cast this spell only during combat before blockers are declared.\nTarget creature can't block "
                        "this turn.\nDraw a card at the beginning of the next turn's upkeep."}
FESTIVAL = {"name": "Festival", "mana_cost": "{W}", "type_line": "Instant",
            "oracle_text": "Cast this spell only during an opponent's upkeep.\nCreatures can't attack this turn."}
ANGEL = {"name": "Illusory Angel", "mana_cost": "{2}{U}", "type_line": "Creature — Angel Illusion", "power": "4",
         "toughness": "4", "oracle_text": "Cast this spell only if you've cast another spell this turn.\nFlying"}
CLIMB = {"name": "Spider Climb", "mana_cost": "{G}", "type_line": "Enchantment — Aura",
         "oracle_text": "You may cast Spider Climb as though it had flash. If you cast it any time a sorcery couldn't "
                        "have been cast, the controller of the permanent it becomes sacrifices it at the beginning of "
                        "the next cleanup step.\nEnchant creature\nEnchanted creature gets +0/+3 and has reach. (It "
                        "can block creatures with flying.)"}
FAVOR = {"name": "Angelic Favor", "mana_cost": "{3}{W}", "type_line": "Instant",
         "oracle_text": "If you control a Plains, you may tap an untapped creature you control rather than pay this "
                        "spell's mana cost.\nCast this spell only during combat.\nCreate a 4/4 white Angel creature "
                        "token with flying. Exile it at the beginning of the next end step."}
CARDS = [PANIC, FESTIVAL, ANGEL, CLIMB, FAVOR]
COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, *, active: str = "me", phase: str = "main1",
          priority: str = "me") -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS,
                            "turn": {"active_player": active, "phase": phase, "priority": priority}}
    return GameState.from_json(data)


def agreed(s: GameState, card: str, player: str = "me") -> int:
    """can_cast, options, the referee and the reference agree; the number of options."""
    answer = can_cast(s, card, player, time_limit=30)
    listing = options(s, card, player, time_limit=30)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(s, plan) == [], referee.check(s, plan)
    if not answer.castable:
        assert answer.reasons
    assert bool(answer.castable) == bool(listing.options)
    ref = enumerate_plans(s, card, player)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in listing.options}
    assert reference_can_cast(s, card, player) == bool(ref)
    return len(listing.options)


def test_reader_windows() -> None:
    """The read sentences give their steps; the ones the state can't decide stay unread."""
    def window(sentence: str) -> Any:
        card = read_card({"name": "W", "mana_cost": "{R}", "type_line": "Instant",
                          "oracle_text": f"Cast this spell only {sentence}\nDraw a card."})
        return card.unsupported, card.cast_window
    why, w = window("during combat.")
    assert why is None and w is not None and w.phases == frozenset(COMBAT) and w.turn is None
    why, w = window("during your turn and only during combat before blockers are declared.")
    assert why is None and w is not None and w.phases == {"beginning_of_combat", "declare_attackers"}
    assert w.turn == "yours"
    why, w = window("during an opponent's turn after their upkeep step.")
    assert why is None and w is not None and w.turn == "opponent" and w.phases is not None
    assert w.phases == frozenset(PHASES) - {"untap", "upkeep"}
    why, w = window("if you've cast another spell this turn.")
    assert why is None and w is not None and w.after_spell and w.phases is None
    for unread in ("during the declare attackers step and only if you've been attacked this step.",
                   "during combat after blockers are declared.", "before the combat damage step.",
                   "if you control two or more Vampires."):
        assert window(unread)[0] is not None, unread


@pytest.mark.parametrize("phase", [p for p in PHASES if p != "untap"])
def test_panic_only_in_combat_before_blockers(phase: str) -> None:
    """Panic ({R}, "target creature"), a Mountain, one creature on each side, on the
    opponent's turn with my priority: 2 options (either creature) in the beginning of combat
    and declare attackers steps, 0 in every other step (601.3; the reason names 601.3)."""
    s = state({"hand": [{"card": "Panic", "id": "panic"}], "battlefield": ["Mountain", "Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"]}, active="opp", phase=phase)
    n = agreed(s, "panic")
    assert n == (2 if phase in ("beginning_of_combat", "declare_attackers") else 0)
    if n == 0:
        assert any(r.rule == "601.3" for r in can_cast(s, "panic", "me").reasons)


def test_festival_only_in_an_opponents_upkeep() -> None:
    """Festival ({W}) with a Plains: 1 option in the opponent's upkeep; 0 in my own upkeep
    and 0 in the opponent's draw step."""
    me = {"hand": [{"card": "Festival", "id": "fest"}], "battlefield": ["Plains"]}
    assert agreed(state(me, active="opp", phase="upkeep"), "fest") == 1
    assert agreed(state(me, active="me", phase="upkeep"), "fest") == 0
    assert agreed(state(me, active="opp", phase="draw"), "fest") == 0


def test_illusory_angel_needs_another_spell_first() -> None:
    """Illusory Angel ({2}{U}, a creature) with three Islands in my main phase, empty stack:
    0 options before I've cast a spell this turn, 1 after (the Islands are alike); on the
    opponent's turn never (117.1a still applies)."""
    me = {"hand": [{"card": "Illusory Angel", "id": "angel"}], "battlefield": ["Island"] * 3}
    assert agreed(state(me), "angel") == 0
    assert agreed(state({**me, "spells_cast_this_turn": 1}), "angel") == 1
    assert agreed(state({**me, "spells_cast_this_turn": 1}, active="opp", phase="main1"), "angel") == 0


def test_spider_climb_as_though_it_had_flash() -> None:
    """Spider Climb ({G}, enchant creature) with a Forest, one creature on each side, in the
    opponent's declare blockers step: 2 options (either creature) with the permission; the
    same Aura without that line: 0 (117.1a)."""
    me = {"hand": [{"card": "Spider Climb", "id": "climb"}], "battlefield": ["Forest", "Grizzly Bears"]}
    s = state(me, {"battlefield": ["Grizzly Bears"]}, active="opp", phase="declare_blockers")
    assert agreed(s, "climb") == 2
    plain = {**CLIMB, "oracle_text": CLIMB["oracle_text"].split("\n", 1)[1]}
    data = {"players": [{"name": "me", **me}, {"name": "opp", "battlefield": ["Grizzly Bears"]}],
            "cards": [plain], "turn": {"active_player": "opp", "phase": "declare_blockers", "priority": "me"}}
    assert agreed(GameState.from_json(data), "climb") == 0


def test_angelic_favor_alternative_cost_keeps_the_window() -> None:
    """Angelic Favor with a Plains and an untapped Grizzly Bears, no other mana: its only way
    is the alternative cost (tap the Bears; the Plains can't pay {3}{W}): 1 option in each
    combat step, 0 in my main phase (the window holds for every cost, 601.3)."""
    me = {"hand": [{"card": "Angelic Favor", "id": "favor"}], "battlefield": ["Plains", "Grizzly Bears"]}
    for phase in COMBAT:
        assert agreed(state(me, active="opp", phase=phase), "favor") == 1, phase
    assert agreed(state(me, phase="main1"), "favor") == 0


def test_referee_rejects_a_plan_outside_the_window() -> None:
    """A plan found in the declare attackers step is refused (601.3) by the referee when
    replayed in the declare blockers step of the same board."""
    kw: dict[str, Any] = {"active": "opp"}
    me = {"hand": [{"card": "Panic", "id": "panic"}], "battlefield": ["Mountain", "Grizzly Bears"]}
    plan = can_cast(state(me, phase="declare_attackers", **kw), "panic", "me").plan
    assert plan is not None
    problems = referee.check(state(me, phase="declare_blockers", **kw), plan)
    assert any("601.3" in str(p) for p in problems), problems
