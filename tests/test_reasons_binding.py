"""Issue 10 item 9: a reason for a "no" names the binding constraint — which requirement, how
much is needed, how much the sources allowed to pay it can give, and which rule excludes the
rest (docs/answers.md REASON ``binding``). Checked on each reason's ``rule``, ``objects`` and
``binding``, never its wording; and on random "no" boards of real cards: every object a reason
names exists, every rule is one the code cites, every bound shows the shortage it claims."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from castable.model import GameState
from castable.model.errors import InputError, UnsupportedCardError
from castable.solver.answer import Reason
from castable.solver.api import can_activate, can_cast
from castable.solver.cpsat import binding
from conftest import board

from benchmarks.generator import ME, CardPool, generate

SOLVER = Path(__file__).resolve().parent.parent / "solver"


def _no(state: GameState, card: str) -> list[Reason]:
    answer = can_cast(state, card)
    assert answer.castable is False, answer.plan
    return answer.reasons


def _counterspell(cavern_type: str, **me: Any) -> GameState:
    """Counterspell against a Bolt on the stack, with an Island and Cavern of Souls."""
    return board({"hand": ["Counterspell"], "battlefield": [{"card": "Island", "id": "island"},
                  {"card": "Cavern of Souls", "id": "cavern", "chosen": {"creature_type": cavern_type}}], **me},
                 turn={"active_player": "opp", "priority": "me"},
                 stack=[{"card": "Lightning Bolt", "id": "bolt", "controller": "opp", "targets": ["opp"],
                         "choices": {"zone": "hand", "targets": [["opp"]]}}])


def test_cavern_of_souls_restriction_is_the_binding_rule() -> None:
    # 106.6: Cavern's colored mana may be spent only on a creature spell of the chosen type, so
    # only the Island pays {U}; the reason was "at most 2 mana can be made now"
    (reason,) = _no(_counterspell("Elf"), "Counterspell")
    assert reason.rule == "106.6"
    assert reason.objects == ("island", "cavern")
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("U",), 2, 1)
    assert reason.binding.sources == ("island",)
    assert reason.binding.excluded == (("cavern", "106.6"),)


def test_cavern_pays_a_creature_spell_of_its_type() -> None:
    # the same board, a spell the restriction allows: no reason at all
    s = board({"hand": ["Elvish Mystic"], "battlefield": [{"card": "Cavern of Souls", "chosen": {"creature_type": "Elf"}}]})
    assert can_cast(s, "Elvish Mystic").castable is True


def test_floating_blue_mana_pays_what_cavern_cannot() -> None:
    assert can_cast(_counterspell("Elf", mana_pool="{U}"), "Counterspell").castable is True


def test_chord_of_calling_names_only_what_can_pay_green() -> None:
    # 702.51a: a convoking creature pays {1} or one mana of one of its colors; the colorless
    # Memnites pay no {G}: only the Forest and the Bears can, 2 of the 3 {G} (X = 0)
    s = board({"hand": ["Chord of Calling"],
               "battlefield": [{"card": "Forest", "id": "forest"}, {"card": "Grizzly Bears", "id": "bears"}]
               + [{"card": "Memnite", "id": f"memnite{i}"} for i in range(3)]})
    (reason,) = _no(s, "Chord of Calling")
    assert reason.rule == "702.51a"
    assert set(reason.objects) == {"forest", "bears"}
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("G",), 3, 2)
    assert set(reason.binding.sources) == {"forest", "bears"}
    assert set(reason.binding.excluded) == {(f"memnite{i}", "702.51a") for i in range(3)}


def test_dismember_names_the_life_needed() -> None:
    # {1}{B/P}{B/P}, one Swamp: the Swamp pays {1}, the two {B/P} need 4 life (107.4f), and
    # life may be paid only up to the life total (119.4): 3
    s = board({"life": 3, "hand": ["Dismember"], "battlefield": [{"card": "Swamp", "id": "swamp"}]},
              {"battlefield": ["Grizzly Bears"]})
    (reason,) = _no(s, "Dismember")
    assert reason.rule == "119.4"
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("life",), 4, 3)
    enough = board({"life": 4, "hand": ["Dismember"], "battlefield": ["Swamp"]}, {"battlefield": ["Grizzly Bears"]})
    assert can_cast(enough, "Dismember").castable is True


def test_requirements_short_only_together_are_named_together() -> None:
    # Stoke the Flames {2}{R}{R}: the Mountain, Raging Goblin (convoking for {R}) and the Elves
    # (tapped for {G} or convoking, not both) pay 3 of the 4: neither {R} nor generic alone is short
    s = board({"hand": ["Stoke the Flames"], "battlefield": ["Mountain", "Raging Goblin", "Llanowar Elves"]})
    (reason,) = _no(s, "Stoke the Flames")
    assert reason.rule == "601.2h"
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("R", "generic"), 4, 3)
    assert reason.objects == ("me.battlefield.0", "me.battlefield.1", "me.battlefield.2")


def test_improvise_artifacts_cannot_pay_a_color() -> None:
    # 702.126a: improvise pays generic mana only; Reverse Engineer {3}{U}{U} with an Island and
    # three Ornithopters: {U}{U} needs two blue sources, there is one
    s = board({"hand": ["Reverse Engineer"], "battlefield": ["Island", "Island", "Ornithopter", "Ornithopter",
                                                            "Ornithopter"]})
    assert can_cast(s, "Reverse Engineer").castable is True
    short = board({"hand": ["Reverse Engineer"], "battlefield": ["Island", "Swamp", "Ornithopter", "Ornithopter",
                                                                "Ornithopter"]})
    reasons = _no(short, "Reverse Engineer")
    blue = [r for r in reasons if r.binding is not None and r.binding.requirement == ("U",)]
    assert [r.rule for r in blue] == ["702.126a"]
    assert blue[0].objects == ("me.battlefield.0",)
    assert {o for o, _ in blue[0].binding.excluded} == {"me.battlefield.2", "me.battlefield.3", "me.battlefield.4"}


def test_the_resource_shortcut_names_what_it_counted() -> None:
    s = board({"hand": ["Divination"], "battlefield": ["Island", "Island", "Grizzly Bears"]})
    (reason,) = _no(s, "Divination")
    assert reason.rule == "601.2h" and reason.objects == ("me.battlefield.0", "me.battlefield.1")
    assert reason.binding is not None
    assert (reason.binding.requirement, reason.binding.needed, reason.binding.available) == (("mana",), 3, 2)


def test_a_reason_json_carries_its_binding() -> None:
    (reason,) = _no(_counterspell("Elf"), "Counterspell")
    assert reason.to_json()["binding"] == {"requirement": ["U"], "needed": 2, "available": 1, "sources": ["island"],
                                           "excluded": [{"object": "cavern", "rule": "106.6"}]}
    assert "binding" not in Reason("601.2c", "no legal target").to_json()


# ----- random "no" boards of real cards --------------------------------------------------------
def cited_rules() -> set[str]:
    """Every rule number the solver's code writes as a string literal ("601.2h", "106.6")."""
    found: set[str] = set()
    for path in SOLVER.rglob("*.py"):
        found |= set(re.findall(r"\"(\d{3}(?:\.\d+[a-z]?)?)\"", path.read_text(encoding="utf-8")))
    return found


def _ids(state: GameState) -> set[str]:
    return {o.id for o in state.objects()} | {p.name for p in state.players}


def check_reasons(state: GameState, reasons: list[Reason], rules: set[str]) -> None:
    ids = _ids(state)
    assert reasons
    for r in reasons:
        assert r.rule in rules, r
        assert set(r.objects) <= ids, r
        if r.binding is not None:
            b = r.binding
            assert b.available < b.needed, r  # the shortage it claims is what the bounds show
            assert set(b.sources) <= set(r.objects), r
            assert {o for o, _ in b.excluded} <= ids and {x for _, x in b.excluded} <= set(binding.EXCLUDING_RULES), r
            restricted = [o for o, x in b.excluded if x == "106.6"]
            assert set(restricted) <= set(r.objects), r


def test_reasons_on_random_no_boards_name_real_objects_and_cited_rules(pool: CardPool) -> None:
    rules = cited_rules()
    assert {"601.2h", "106.6", "702.51a", "119.4"} <= rules
    checked = 0
    for seed in range(4000, 4100):
        b = generate(pool, seed)
        state = GameState.from_json(b.state)
        for q in b.questions:
            try:
                if q.command == "cast":
                    answer = can_cast(state, q.card or "", ME, time_limit=10)
                elif q.command == "activate":
                    answer = can_activate(state, q.card or "", q.ability or 0, ME, time_limit=10)
                else:
                    continue
            except (InputError, UnsupportedCardError):
                continue
            if answer.castable is False:
                check_reasons(state, answer.reasons, rules)
                checked += 1
    assert checked >= 20  # the generator makes "no" boards often: the test checks something
