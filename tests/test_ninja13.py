"""Issue 13: ninjutsu and sneak, and the combat state they need (the state's ``blocked``).

Rules (ninjutsu and sneak are not in /work/shared/rules; stated here in our own words):

- 509.1h: when blockers are declared, an attacking creature that some creature blocks becomes
  a *blocked* creature; one that no creature blocks becomes an *unblocked* creature. 506.4: it
  stays blocked (or unblocked) until it is removed from combat or combat ends (the end of the
  end of combat step). So an attacker is unblocked only in the declare blockers, combat damage
  and end of combat steps, and never before blockers are declared.
- 702.49a: "Ninjutsu [cost]" is an activated ability that works while the card is in its
  owner's hand: "[cost], Reveal this card from your hand, Return an unblocked attacking creature
  you control to its owner's hand: Put this card onto the battlefield from your hand tapped and
  attacking." 702.49c: so it can be activated only while an unblocked attacker exists, i.e.
  after blockers are declared. Returning the creature is a cost (paid in 601.2h / 602.2b like
  a sacrifice: the player chooses one of their permanents that fits, 118.3); the ninja stays in
  the hand until the ability resolves. Commander ninjutsu (702.49d) works from the command zone
  too; it is not read yet (one face).
- Sneak [cost] (the cards' reminder text: "You may cast this spell for [cost] if you also
  return an unblocked attacker you control to hand during the declare blockers step"): an
  alternative cost (118.9) of a card in the hand: any time its owner has priority during the
  declare blockers step, they may cast it by paying [cost] and returning an unblocked attacking
  creature they control to its owner's hand rather than paying its mana cost. That permission
  is its own timing: a sorcery or a creature card with sneak may be cast then (it can't be
  cast for its mana cost then, 117.1a), and sneak is not available in any other step.

Every count below is worked out by hand from these rules and checked by the solver, the
referee (every plan) and the brute-force reference alike.
"""

from __future__ import annotations

import functools
import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_activate, can_cast
from castable.solver.transitions import apply
from conftest import agreed_activations, agreed_options

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NINJA, SNEAK_SORCERY, SNEAK_CREATURE = "Ninja of the Deep Hours", "Donatello's Technique", "Leonardo, Big Brother"
NAMES = {NINJA, SNEAK_SORCERY, SNEAK_CREATURE, "Mistblade Shinobi", "Yuriko, the Tiger's Shadow", "Grizzly Bears",
         "Llanowar Elves", "Savannah Lions", "Island", "Plains"}
_KEEP = ("name", "mana_cost", "type_line", "oracle_text", "colors", "power", "toughness")


@functools.cache
def records() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            if rec["name"] in NAMES and rec["name"] not in out and rec["name"] not in ("Island", "Plains"):
                out[rec["name"]] = {k: rec[k] for k in _KEEP if k in rec}
    return out


def board(me: dict[str, Any], phase: str = "declare_blockers", active: str = "me",
          opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "turn": {"active_player": active, "phase": phase, "priority": "me"},
                            "cards": list(records().values())}
    return GameState.from_json(data)


def attacker(card: str, oid: str, *, blocked: bool = False, tapped: bool = True) -> dict[str, Any]:
    obj: dict[str, Any] = {"card": card, "id": oid, "attacking": True, "tapped": tapped}
    if blocked:
        obj["blocked"] = True
    return obj


def ninja_board(phase: str = "declare_blockers") -> GameState:
    """Two Islands; attacking: a Grizzly Bears (unblocked, tapped), a Llanowar Elves (unblocked,
    untapped as if it had vigilance: it can still tap for {G}), a Savannah Lions (blocked); a
    Grizzly Bears not attacking."""
    me = {"hand": [{"card": NINJA, "id": "ninja"}],
          "battlefield": [{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"},
                          attacker("Grizzly Bears", "bears"), attacker("Llanowar Elves", "elves", tapped=False),
                          attacker("Savannah Lions", "lions", blocked=phase != "declare_attackers"),
                          {"card": "Grizzly Bears", "id": "home"}]}
    return board(me, phase)


def test_ninjutsu_options_by_hand() -> None:
    """Ninjutsu {1}{U} (K 0: the card's first activated ability, from the hand). {U} from an
    Island; {1} from the other Island or the Elves' {G} (an attacking creature taps for mana,
    602.5a doesn't stop it: it has been under my control since the turn began). The creature
    returned: the Bears or the Elves (unblocked attackers); not the blocked Lions nor the Bears
    at home. A creature tapped for mana may then be returned (601.2g before 601.2h). The two
    Islands are indistinguishable. 2 ways to pay the mana x 2 creatures = 4 options."""
    state = ninja_board()
    plans = agreed_activations(state, "ninja", 0)
    assert len(plans) == 4
    assert {p.returned for p in plans} == {("bears",), ("elves",)}
    assert all(p.cost_objects == (p.returned,) for p in plans)
    assert {p.zone for p in plans} == {"hand"}


@pytest.mark.parametrize("phase", ["combat_damage", "end_of_combat"])
def test_ninjutsu_after_blockers(phase: str) -> None:
    """506.4: the attackers stay unblocked through combat damage and end of combat: 4 options."""
    assert len(agreed_activations(ninja_board(phase), "ninja", 0)) == 4


@pytest.mark.parametrize("phase", ["declare_attackers", "main1", "main2", "beginning_of_combat"])
def test_ninjutsu_before_blockers_is_no(phase: str) -> None:
    """509.1h: before blockers are declared no attacker is unblocked (702.49c): 0 options,
    the reason the rule 702.49c."""
    me = {"hand": [{"card": NINJA, "id": "ninja"}],
          "battlefield": [{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"},
                          {"card": "Grizzly Bears", "id": "bears", "attacking": phase == "declare_attackers"}]}
    state = board(me, phase)
    assert agreed_activations(state, "ninja", 0) == []
    answer = can_activate(state, "ninja", 0)
    assert answer.castable is False
    assert "702.49c" in {r.rule for r in answer.reasons}


def test_ninjutsu_needs_an_unblocked_attacker_and_the_mana() -> None:
    """Only a blocked attacker: 0. One Island for {1}{U}: 0. The opponent's unblocked
    attacker is not one I control: 0."""
    blocked = {"hand": [{"card": NINJA, "id": "ninja"}],
               "battlefield": [{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"},
                               attacker("Savannah Lions", "lions", blocked=True)]}
    assert agreed_activations(board(blocked), "ninja", 0) == []
    poor = {"hand": [{"card": NINJA, "id": "ninja"}],
            "battlefield": [{"card": "Island", "id": "i1"}, attacker("Grizzly Bears", "bears")]}
    assert agreed_activations(board(poor), "ninja", 0) == []
    theirs = board({"hand": [{"card": NINJA, "id": "ninja"}],
                    "battlefield": [{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}]},
                   active="opp", opp={"battlefield": [attacker("Grizzly Bears", "bears")]})
    assert agreed_activations(theirs, "ninja", 0) == []


def test_two_identical_attackers_are_one_option() -> None:
    """Mistblade Shinobi, Ninjutsu {U}: one Island; two tapped unblocked Grizzly Bears nothing
    tells apart: returning either is the same option (docs/answers.md): 1 option."""
    me = {"hand": [{"card": "Mistblade Shinobi", "id": "ninja"}],
          "battlefield": [{"card": "Island", "id": "i1"}, attacker("Grizzly Bears", "b1"),
                          attacker("Grizzly Bears", "b2")]}
    assert len(agreed_activations(board(me), "ninja", 0)) == 1


def test_apply_returns_the_attacker_to_hand() -> None:
    """602.2b: paying the cost returns the attacker to its owner's hand (a new object, 400.7);
    the ninja stays in the hand, its ability on the stack."""
    state = ninja_board()
    plan = next(p for p in agreed_activations(state, "ninja", 0) if p.returned == ("bears",))
    after = apply(state, plan)
    me = after.player("me")
    assert {o.id for o in me.hand} == {"ninja", "bears"}
    assert "bears" not in {o.id for o in me.battlefield}
    assert after.stack[-1].choices.get("ability_of") == "ninja"


def test_sneak_sorcery_by_hand() -> None:
    """Donatello's Technique ({2}{U} sorcery, Sneak {U}) in the declare blockers step, three
    Islands, an unblocked Bears and an unblocked Elves (tapped): its mana cost can't be paid
    now (a sorcery, 117.1a); sneak: {U} from an Island (the Islands are alike) and the Bears or
    the Elves returned: 2 options."""
    me = {"hand": [{"card": SNEAK_SORCERY, "id": "tech"}],
          "battlefield": [{"card": "Island", "id": f"i{n}"} for n in range(3)]
          + [attacker("Grizzly Bears", "bears"), attacker("Llanowar Elves", "elves")]}
    plans = agreed_options(board(me), "tech")
    assert len(plans) == 2
    assert {p.alternative_cost for p in plans} == {"sneak"}
    assert {p.returned for p in plans} == {("bears",), ("elves",)}


@pytest.mark.parametrize(("phase", "count"), [("combat_damage", 0), ("end_of_combat", 0), ("main1", 1)])
def test_sneak_only_in_declare_blockers(phase: str, count: int) -> None:
    """Sneak works only in the declare blockers step: after it 0 (the sorcery can't be cast
    for its mana cost in combat either); in my main phase only the mana cost, three Islands
    alike: 1 option."""
    me = {"hand": [{"card": SNEAK_SORCERY, "id": "tech"}],
          "battlefield": [{"card": "Island", "id": f"i{n}"} for n in range(3)]
          + ([attacker("Grizzly Bears", "bears")] if phase != "main1" else [])}
    plans = agreed_options(board(me, phase), "tech")
    assert len(plans) == count
    assert all(p.alternative_cost is None for p in plans)


def test_sneak_creature_token_attacker() -> None:
    """Leonardo, Big Brother ({2}{W} creature, Sneak {W}): a Plains, an unblocked attacking
    Grizzly Bears token. Sneak: 1 option; applied, the token leaves the battlefield for the hand
    and ceases to exist (704.5d / 111.8), Leonardo is on the stack."""
    me = {"hand": [{"card": SNEAK_CREATURE, "id": "leo"}],
          "battlefield": [{"card": "Plains", "id": "p"}, {**attacker("Grizzly Bears", "tok"), "token": True}]}
    state = board(me)
    plans = agreed_options(state, "leo")
    assert len(plans) == 1 and plans[0].returned == ("tok",)
    after = apply(state, plans[0])
    assert after.object("tok") is None
    assert after.stack[-1].id == "leo"
    assert can_cast(state, "leo").castable


@pytest.mark.parametrize(("obj", "phase", "field"), [
    ({"card": "Grizzly Bears", "blocked": True}, "declare_blockers", "players[0].battlefield[0].blocked"),
    ({"card": "Grizzly Bears", "attacking": True, "blocked": True}, "declare_attackers",
     "players[0].battlefield[0].blocked"),
])
def test_blocked_state_errors(obj: dict[str, Any], phase: str, field: str) -> None:
    """509.1h: only an attacking creature is blocked, once blockers are declared."""
    with pytest.raises(InputError) as e:
        board({"battlefield": [obj]}, phase)
    assert e.value.field == field


def test_blocked_off_the_battlefield_is_an_error() -> None:
    with pytest.raises(InputError) as e:
        board({"hand": [{"card": "Grizzly Bears", "blocked": True}]})
    assert e.value.field == "players[0].hand[0].blocked"


def test_reader_variants() -> None:
    """Ninjutsu {cost}: the hand ability; Sneak {cost}: the alternative cost; Commander
    ninjutsu stays unread (from the command zone too, not modelled)."""
    ninja = read_card(records()[NINJA])
    ab = ninja.activated_abilities[0]
    assert ab.zone == "hand" and str(ab.mana) == "{1}{U}" and [p.action for p in ab.parts] == ["return_unblocked"]
    tech = read_card(records()[SNEAK_SORCERY])
    assert [(a.name, str(a.mana)) for a in tech.alternative_costs] == [("sneak", "{U}")]
    assert read_card(records()["Yuriko, the Tiger's Shadow"]).unsupported == "Commander ninjutsu {U}{B}"


def _random_board(rng: random.Random) -> GameState:
    """A random combat board: lands, creatures attacking or not, blocked or not, in a random
    step of a random player's turn (attackers are the active player's)."""
    phase = rng.choice(["main1", "declare_attackers", "declare_blockers", "declare_blockers", "combat_damage",
                        "end_of_combat"])
    active = "opp" if rng.random() < 0.15 else "me"
    lands = [{"card": rng.choice(["Island", "Island", "Plains", "Forest"]), "tapped": rng.random() < 0.2}
             for _ in range(rng.randint(1, 4))]
    creatures = []
    for _ in range(rng.randint(1, 3)):
        c: dict[str, Any] = {"card": rng.choice(["Grizzly Bears", "Llanowar Elves", "Savannah Lions"])}
        if active == "me" and phase not in ("main1", "beginning_of_combat") and rng.random() < 0.7:
            c.update(attacking=True, tapped=rng.random() < 0.7)
            if phase != "declare_attackers" and rng.random() < 0.4:
                c["blocked"] = True
        if rng.random() < 0.2:
            c["token"] = True
        creatures.append(c)
    hand = [{"card": NINJA, "id": "ninja"}, {"card": "Mistblade Shinobi", "id": "shinobi"},
            {"card": SNEAK_SORCERY, "id": "tech"}, {"card": SNEAK_CREATURE, "id": "leo"}]
    return board({"hand": hand, "battlefield": lands + creatures}, phase, active)


@pytest.mark.parametrize("seed", range(16))
def test_random_combat_boards_agree(seed: int) -> None:
    """The solver (with its precheck's reasons), the referee and the reference agree on random
    combat boards, for both ninjas' ability and both sneak cards."""
    state = _random_board(random.Random(f"ninja13 {seed}"))
    for oid in ("ninja", "shinobi"):
        agreed_activations(state, oid, 0)
    for oid in ("tech", "leo"):
        agreed_options(state, oid)
