"""std13f (issue 13): Earthbend N with its one target written out, and the token-creating
abilities whose quoted ability ends the effect (model/oracle/std13f.py). Each count is worked
out by hand:

- Earthbend N: "Target land you control becomes a 0/0 creature with haste that's still a land.
  Put N +1/+1 counters on it. ..." One target (115.1, 601.2c / 602.2b): a land its controller
  controls, tapped or not (a tapped land is a legal target: nothing in the phrase says
  "untapped"); no land of another player; no land at all: the spell or ability can't be cast
  or activated.
- Country Roads' "{1}{W}, {T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token
  with "..." Activate only as a sorcery.": no target; its {T} cost means the land can't also
  tap for its own {W} (602.2b: it is tapped as the cost is paid, 601.2h).
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import activation_options, can_activate
from castable.solver.reference import enumerate_plans, reference_can_activate

from tests.conftest import agreed_options

_REMINDER = ("(Target land you control becomes a 0/0 creature with haste that's still a land. Put {n} +1/+1 counters "
             "on it. When it dies or is exiled, return it to the battlefield tapped.)")
LESSON = {"name": "Earthbending Lesson", "mana_cost": "{3}{G}", "type_line": "Sorcery — Lesson",
          "oracle_text": "Earthbend 4. " + _REMINDER.format(n="four")}
ROCKALANCHE = {"name": "Rockalanche", "mana_cost": "{2}{G}", "type_line": "Sorcery — Lesson",
               "oracle_text": "Earthbend X, where X is the number of Forests you control. " + _REMINDER.format(n="X")
               + "\nFlashback {5}{G} (You may cast this card from your graveyard for its flashback cost. Then exile "
                 "it.)"}
DAI_LI = {"name": "Dai Li Indoctrination", "mana_cost": "{1}{B}", "type_line": "Sorcery — Lesson",
          "oracle_text": "Choose one —\n• Target opponent reveals their hand. You choose a nonland permanent card from "
                         "it. That player discards that card.\n• Earthbend 2. " + _REMINDER.format(n="two")}
BA_SING_SE = {"name": "Ba Sing Se", "mana_cost": "", "type_line": "Land",
              "oracle_text": "This land enters tapped unless you control a basic land.\n{T}: Add {G}.\n{2}{G}, {T}: "
                             "Earthbend 2. Activate only as a sorcery. " + _REMINDER.format(n="two")}
BITTER_WORK = {"name": "Bitter Work", "mana_cost": "{1}{R}{G}", "type_line": "Enchantment",
               "oracle_text": "Whenever you attack a player with one or more creatures with power 4 or greater, draw a "
                              "card.\nExhaust — {4}: Earthbend 4. Activate only during your turn. (Target land you "
                              "control becomes a 0/0 creature with haste that's still a land. Put four +1/+1 counters "
                              "on it. When it dies or is exiled, return it to the battlefield tapped. Activate each "
                              "exhaust ability only once.)"}
COUNTRY_ROADS = {"name": "Country Roads", "mana_cost": "", "type_line": "Land",
                 "oracle_text": "This land enters tapped unless you control a Mount or Vehicle.\n{T}: Add {W}.\n{1}{W}, "
                                "{T}, Sacrifice this land: Create a 1/1 colorless Pilot creature token with \"This "
                                "token saddles Mounts and crews Vehicles as though its power were 2 greater.\" "
                                "Activate only as a sorcery."}
CARDS = [LESSON, ROCKALANCHE, DAI_LI, BA_SING_SE, BITTER_WORK, COUNTRY_ROADS]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **extra: Any) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS,
                                **extra})


def _targets(plans: list[Any]) -> set[str]:
    return {t for p in plans for slot in p.targets for t in slot}


def test_earthbend_spell_targets_a_land_you_control() -> None:
    """Earthbending Lesson ({3}{G}) with a pool of {G}{G}{G}{G}, my Island and the opponent's
    Forest: two ways to pay (the pool's four {G}, or the Island's {U} for one generic and three
    {G}), each targeting my Island: 2 options; with no land of mine (the pool alone pays), no
    option (601.2c: no legal target), in all checkers."""
    pool = {"mana_pool": "{G}{G}{G}{G}"}
    s = state({"hand": [{"card": "Earthbending Lesson", "id": "el"}], "battlefield": [{"card": "Island", "id": "isl"}],
               **pool}, {"battlefield": [{"card": "Forest", "id": "of"}]})
    plans = agreed_options(s, "el", "me")
    assert len(plans) == 2 and _targets(plans) == {"isl"}
    s = state({"hand": [{"card": "Earthbending Lesson", "id": "el"}], **pool},
              {"battlefield": [{"card": "Forest", "id": "of"}]})
    assert agreed_options(s, "el", "me") == []


def test_earthbend_is_read_with_its_target() -> None:
    """The audit's wrong acceptance (an earthbend read as targeting nothing) can't come back: the
    sentence is read with its one target, never without it."""
    card = read_card({"name": "Probe", "mana_cost": "{1}", "type_line": "Sorcery",
                      "oracle_text": "Earthbend 4. " + _REMINDER.format(n="four")})
    assert card.unsupported is None and [t.text for t in card.targets] == ["target land you control"]


def test_earthbend_x_is_no_announced_x() -> None:
    """Rockalanche ({2}{G}): "Earthbend X, where X is the number of Forests you control": X is
    a number of counters, defined by the text, not announced (601.2b); the one target is a land
    I control. Three Forests pay {2}{G} (one way, identical lands) and any of them is the target
    (identical: one option); the opponent's Mountain never is."""
    card = read_card(ROCKALANCHE)
    assert card.unsupported is None and [t.text for t in card.targets] == ["target land you control"]
    s = state({"hand": [{"card": "Rockalanche", "id": "ro"}], "battlefield": ["Forest"] * 3},
              {"battlefield": [{"card": "Mountain", "id": "om"}]})
    plans = agreed_options(s, "ro", "me")
    assert len(plans) == 1 and plans[0].x in (None, 0)
    assert "om" not in _targets(plans)


def test_earthbend_mode_needs_a_land() -> None:
    """Dai Li Indoctrination ({1}{B}, choose one) with a pool of {B}{B}: mode 1 targets the
    opponent, mode 2 a land I control. With my Swamp, two ways to pay (the pool's {B}{B}, or the
    Swamp's {B} and one of the pool's) for each mode: 4 options, mode 2's targeting the Swamp;
    with no land of mine: only mode 1, paid by the pool: 1 option."""
    pool = {"mana_pool": "{B}{B}"}
    s = state({"hand": [{"card": "Dai Li Indoctrination", "id": "dl"}], "battlefield": [{"card": "Swamp", "id": "sw"}],
               **pool}, {"battlefield": [{"card": "Forest", "id": "of"}]})
    plans = agreed_options(s, "dl", "me")
    assert sorted(tuple(p.modes) for p in plans) == [(0,), (0,), (1,), (1,)]
    assert _targets([p for p in plans if tuple(p.modes) == (1,)]) == {"sw"}
    s = state({"hand": [{"card": "Dai Li Indoctrination", "id": "dl"}], **pool},
              {"battlefield": [{"card": "Forest", "id": "of"}]})
    plans = agreed_options(s, "dl", "me")
    assert [tuple(p.modes) for p in plans] == [(0,)]


def _activation(s: GameState, obj: str, k: int) -> list[Any]:
    """activation_options, replayed by the referee, equal to the reference's options."""
    o = activation_options(s, obj, k, "me")
    assert o.complete
    for p in o.options:
        assert referee.check(s, p) == []
    ref = enumerate_plans(s, obj, "me", ability=k)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in o.options}
    assert reference_can_activate(s, obj, k, "me") == bool(o.options)
    a = can_activate(s, obj, k, "me")
    assert bool(a.castable) == bool(o.options)
    if a.castable:
        assert a.plan is not None and referee.check(s, a.plan) == []
    return list(o.options)


def test_earthbend_ability_targets_itself_or_another_land() -> None:
    """Ba Sing Se's second ability (K = 1: "{2}{G}, {T}: Earthbend 2."), with three Forests
    (which pay {2}{G}, one way) and the opponent's Forest: the target is Ba Sing Se itself
    (tapped for the cost, still a land I control) or one of my Forests (identical: one option):
    2 options, never the opponent's Forest."""
    s = state({"battlefield": [{"card": "Ba Sing Se", "id": "bss"}, "Forest", "Forest", "Forest"]},
              {"battlefield": [{"card": "Forest", "id": "of"}]})
    plans = _activation(s, "bss", 1)
    assert len(plans) == 2
    targets = _targets(plans)
    assert "bss" in targets and "of" not in targets


def test_exhaust_earthbend_on_your_turn_only() -> None:
    """Bitter Work's exhaust ability ({4}: Earthbend 4. Activate only during your turn.) with
    four Plains: on my turn one option (the Plains pay, one of them is the target); on the
    opponent's turn (I have priority) none (602.5)."""
    me = {"battlefield": [{"card": "Bitter Work", "id": "bw"}, "Plains", "Plains", "Plains", "Plains"]}
    assert len(_activation(state(me), "bw", 0)) == 1
    s = state(me, turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    assert _activation(s, "bw", 0) == []


def test_pilot_land_creates_a_token_and_taps_itself() -> None:
    """Country Roads' K = 1 ("{1}{W}, {T}, Sacrifice this land: Create a ... Pilot ... token
    with \"...\" Activate only as a sorcery."): no target. With two Plains, they pay {1}{W}
    (one way): 1 option. With one Plains, Country Roads can't also tap for {W} (its {T} is part
    of the cost): no option. On the opponent's turn (sorcery speed, 602.5d): no option."""
    card = read_card(COUNTRY_ROADS)
    assert card.unsupported is None
    ability = card.activated_abilities[1]  # K = 0 is {T}: Add {W}
    assert ability.sorcery_speed and ability.tap and ability.sacrifice_self and ability.targets == ()
    two = {"battlefield": [{"card": "Country Roads", "id": "cr"}, "Plains", "Plains"]}
    assert len(_activation(state(two), "cr", 1)) == 1
    assert _activation(state({"battlefield": [{"card": "Country Roads", "id": "cr"}, "Plains"]}), "cr", 1) == []
    s = state(two, turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    assert _activation(s, "cr", 1) == []


def test_near_misses_stay_unread() -> None:
    """An earthbend that is not a whole sentence of its own, or whose X is not defined, and a
    quoted ability that is not a created token's, are left unread."""
    def face(text: str, type_line: str = "Sorcery") -> Any:
        return read_card({"name": "Probe", "mana_cost": "{1}", "type_line": type_line, "oracle_text": text})
    for text, type_line in (
            ("Earthbend 8, then untap that land. " + _REMINDER.format(n="eight"), "Sorcery"),
            ("Earthbend X. " + _REMINDER.format(n="X"), "Sorcery"),
            ("{2}: Target creature gains \"{T}: Add {G}.\" Activate only as a sorcery.", "Artifact")):
        assert face(text, type_line).unsupported is not None, text
