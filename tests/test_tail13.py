"""tail13 (issue 13): lines of the long tail read as changing nothing, Support N on a spell, and
the en-Kor damage redirection (model/oracle/tail13.py). Each count is worked out by hand:

- 702.101a Support N: on an instant or sorcery, "Put a +1/+1 counter on each of up to N target
  creatures." "Up to N" targets (115.6, 601.2c): any number from zero to N distinct targets.
- The en-Kor ability "{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target
  creature you control instead." targets one creature its controller controls (the en-Kor
  itself included: nothing says "another"), chosen as it is activated (602.2b); the redirection
  happens later (614.9) and can't change the answer.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import activation_options, can_activate

from tests.conftest import agreed_options

SHOULDER = {"name": "Shoulder to Shoulder", "mana_cost": "{2}{W}", "type_line": "Sorcery",
            "oracle_text": "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nDraw a card."}
SPIRIT = {"name": "Spirit en-Kor", "mana_cost": "{3}{W}", "type_line": "Creature — Kor Spirit", "power": "2",
          "toughness": "2", "oracle_text": "Flying\n{0}: The next 1 damage that would be dealt to Spirit en-Kor this "
                                           "turn is dealt to target creature you control instead."}
CARDS = [SHOULDER, SPIRIT]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS})


def test_support_on_a_spell_is_up_to_n_targets() -> None:
    """Shoulder to Shoulder, three Plains (one way to pay {2}{W}), my Grizzly Bears and two of
    the opponent's, alike (an option names objects up to identical ones): zero targets (1), one
    (my Bears or an opponent's: 2), two distinct ones (mine and one of theirs, or both of theirs:
    2): 5 options."""
    s = state({"hand": [{"card": "Shoulder to Shoulder", "id": "sts"}], "battlefield": ["Plains"] * 3 + ["Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"] * 2})
    plans = agreed_options(s, "sts", "me")
    assert len(plans) == 5
    assert sorted(len(p.targets[0]) if p.targets else 0 for p in plans) == [0, 1, 1, 2, 2]


def test_support_on_a_permanent_is_a_trigger() -> None:
    """On a creature Support is an enters trigger (its targets chosen when it triggers, 603.3d):
    no target as the creature is cast; as an activated ability's effect it stays unread."""
    creature = {"name": "Supporter", "mana_cost": "{2}{G}", "type_line": "Creature — Elf", "power": "2",
                "toughness": "2", "oracle_text": "Support 2. (When this creature enters, put a +1/+1 counter on each "
                                                 "of up to two other target creatures.)"}
    card = read_card(creature)
    assert card.unsupported is None and card.targets == ()
    joraga = {**creature, "oracle_text": "{4}{G}{W}: Support 2. (Put a +1/+1 counter on each of up to two other "
                                         "target creatures.)"}
    assert read_card(joraga).unsupported is not None


def test_en_kor_redirection_targets_a_creature_you_control() -> None:
    """Spirit en-Kor and my Grizzly Bears, the opponent's Grizzly Bears: the {0} ability targets
    the en-Kor or my Bears: 2 options; never the opponent's Bears."""
    s = state({"battlefield": [{"card": "Spirit en-Kor", "id": "ek"}, {"card": "Grizzly Bears", "id": "gb"}]},
              {"battlefield": [{"card": "Grizzly Bears", "id": "ob"}]})
    a = can_activate(s, "ek", 0, "me")
    assert a.castable is True and a.plan is not None and referee.check(s, a.plan) == []
    o = activation_options(s, "ek", 0, "me")
    assert o.complete
    assert sorted(p.targets[0][0] for p in o.options) == ["ek", "gb"]
    for p in o.options:
        assert referee.check(s, p) == []


def test_inert_tail_lines_are_read_and_near_misses_are_not() -> None:
    """Lines that change no answer are read; lines that look alike but could are not."""
    def face(text: str, type_line: str = "Enchantment") -> Any:
        return read_card({"name": "Probe", "mana_cost": "{1}", "type_line": type_line, "oracle_text": text})
    for text in ("Ingest", "Epic", "Champion a Faerie", "Bloodthirst X", "Vanishing",
                 "Players play with their hands revealed.", "Your opponents play with their hands revealed.",
                 "Players play with the top card of their libraries revealed.", "Your maximum hand size is eight.",
                 "Each opponent's maximum hand size is reduced by seven.",
                 "You can't win the game and your opponents can't lose the game.",
                 "Reveal Probe as you draft it and note how many cards you've drafted this draft round, including Probe.",
                 "Creatures entering don't cause abilities to trigger.", "Players can't draw cards.",
                 "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
                 "control to trigger, that ability triggers an additional time.",
                 "While voting, you may vote an additional time."):
        assert face(text).unsupported is None, text
    for text in ("Players play with their hands revealed and can't cast spells.",
                 "Your maximum hand size is eight. You may cast spells as though they had flash.",
                 "Epic {2}", "Champion a creature or pay {2}",
                 # a sacrificed cost object dies (601.2h): dying triggers are not read as stopped or doubled
                 "Creatures entering the battlefield or dying don't cause abilities to trigger.",
                 # static14 reads a legendary creature's doubler (603.2d); "a Shaman or another Wizard" stays unread
                 "If an ability of a Shaman or another Wizard you control triggers, that ability triggers an "
                 "additional time."):
        assert face(text).unsupported is not None, text


IMP = {"name": "Pit Imp", "mana_cost": "{B}", "type_line": "Creature — Imp", "power": "0", "toughness": "1",
       "oracle_text": "Flying\n{B}: Pit Imp gets +1/+0 until end of turn. Activate no more than twice each turn."}


def test_activate_no_more_than_twice_each_turn() -> None:
    """602.5b: an ability whose text limits how often it is activated each turn can't be
    activated once it has been that many times this turn (the state's ``activations_this_turn``
    counts, per object, under the ability's number K). Pit Imp ({B}: +1/+0, no more than twice
    each turn), a Swamp: activated 0 or 1 times, one option (the Swamp pays {B}); twice: no,
    with 602.5b, in all three checkers. A second Pit Imp activated twice doesn't limit this one."""
    from castable.solver.reference import reference_can_activate

    def imp_state(times: int) -> GameState:
        acts = {"activations_this_turn": {"0": times}} if times else {}
        return GameState.from_json({"players": [{"name": "me", "battlefield": [
            {"card": "Pit Imp", "id": "imp", **acts}, {"card": "Pit Imp", "id": "imp2", "activations_this_turn": {"0": 2}},
            "Swamp"]}, {"name": "opp"}], "cards": [IMP]})
    assert read_card(IMP).activated_abilities[0].max_per_turn == 2
    for times in (0, 1):
        s = imp_state(times)
        a = can_activate(s, "imp", 0, "me")
        assert a.castable is True and a.plan is not None and referee.check(s, a.plan) == []
        assert len(activation_options(s, "imp", 0, "me").options) == 1
        assert reference_can_activate(s, "imp", 0, "me") is True
    s = imp_state(2)
    a = can_activate(s, "imp", 0, "me")
    assert a.castable is False and any(r.rule == "602.5b" for r in a.reasons)
    assert reference_can_activate(s, "imp", 0, "me") is False
    plan = can_activate(imp_state(1), "imp", 0, "me").plan
    assert plan is not None and any("602.5b" in str(p) for p in referee.check(s, plan))
