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
from castable.solver.api import can_cast
from castable.solver.transitions import apply_checked
from conftest import agreed_activations

from tests.conftest import agreed_options

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
    [plan] = agreed_options(s, "t", "me")
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
    [plan] = agreed_options(s, "t", "me")
    assert plan.alternative_cost is None and len(plan.tapped) == 6
    one = {"hand": [{"card": "Terminus", "id": "t"}, {"card": "Bonfire of the Damned", "id": "b"}],
           "battlefield": ["Plains"]}
    for top in ({"stack": [miracle_trigger("t")], "turn": {"active_player": "opp", "priority": "me"}},
                {"stack": [miracle_trigger("b")], "turn": {"priority": None}},
                {"turn": {"active_player": "opp", "priority": "me"}}):
        s = state(one, **top)
        assert can_cast(s, "t", "me").castable is False
        assert agreed_options(s, "t", "me") == []


def test_miracle_with_x() -> None:
    """Bonfire's miracle cost {X}{R} with three Mountains while its trigger resolves: X is 0, 1
    or 2 (X=2 takes all three), at target player (me or opp; no planeswalkers): 3 * 2 = 6."""
    s = state({"hand": [{"card": "Bonfire of the Damned", "id": "b"}], "battlefield": ["Mountain"] * 3},
              stack=[miracle_trigger("b")], turn={"priority": None})
    plans = agreed_options(s, "b", "me")
    assert {p.alternative_cost for p in plans} == {"miracle"}
    assert sorted(p.x for p in plans) == [0, 0, 1, 1, 2, 2]


# ----- "You have hexproof." / "You have shroud." (702.11b, 702.18a) -----------------------------

LEYLINE = {"name": "Leyline of Sanctity", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment",
           "oracle_text": "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the "
                          "battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your "
                          "opponents control.)"}
IVORY_MASK = {"name": "Ivory Mask", "mana_cost": "{2}{W}{W}", "type_line": "Enchantment",
              "oracle_text": "You have shroud. (You can't be the target of spells or abilities.)"}
SPIKE = {"name": "Test Spike", "mana_cost": "{R}", "type_line": "Sorcery",
         "oracle_text": "Test Spike deals 3 damage to target player or planeswalker."}


def kw_state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [LEYLINE, IVORY_MASK, SPIKE], **top}
    return GameState.from_json(data)


def _spike_targets(s: GameState) -> set[tuple[str, ...]]:
    return {tuple(p.targets[0]) if p.targets and isinstance(p.targets[0], (list, tuple)) else tuple(p.targets)
            for p in agreed_options(s, "sp", "me")}


def test_player_keywords_are_read() -> None:
    assert read_card(LEYLINE).player_keywords == frozenset({"hexproof"})
    assert read_card(IVORY_MASK).player_keywords == frozenset({"shroud"})
    for text in ("You have hexproof from black.", "You and permanents you control have hexproof."):
        card = read_card({"name": "Test", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": text})
        assert card.unsupported is not None and not card.player_keywords


def test_opponents_hexproof_leaves_only_me() -> None:
    """Test Spike ({R}, target player or planeswalker, no planeswalkers here) with one Mountain:
    2 options (me, opp) with nothing around; opp's Leyline of Sanctity makes opp hexproof
    against my spell (702.11b): 1 option, me. My own Leyline doesn't stop me: 2 again."""
    hand = {"hand": [{"card": "Test Spike", "id": "sp"}], "battlefield": ["Mountain"]}
    assert len(agreed_options(kw_state(hand), "sp", "me")) == 2
    s = kw_state(hand, {"battlefield": ["Leyline of Sanctity"]})
    [plan] = agreed_options(s, "sp", "me")
    assert "me" in str(plan.targets) and "opp" not in str(plan.targets)
    mine = {"hand": [{"card": "Test Spike", "id": "sp"}], "battlefield": ["Mountain", "Leyline of Sanctity"]}
    assert len(agreed_options(kw_state(mine), "sp", "me")) == 2


def test_shroud_stops_everyone_and_leaves_with_its_permanent() -> None:
    """My Ivory Mask: nobody may target me (702.18a), me included: 1 option (opp). Both
    shrouded/hexproof from my side (my Mask, opp's Leyline): no legal target, can't cast (601.2c).
    A face-down Mask gives nothing (708.2); the JSON keeps only the state's own ``granted``."""
    s = kw_state({"hand": [{"card": "Test Spike", "id": "sp"}], "battlefield": ["Mountain", "Ivory Mask"]})
    [plan] = agreed_options(s, "sp", "me")
    assert "opp" in str(plan.targets)
    s = kw_state({"hand": [{"card": "Test Spike", "id": "sp"}], "battlefield": ["Mountain", "Ivory Mask"]},
                 {"battlefield": ["Leyline of Sanctity"]})
    assert agreed_options(s, "sp", "me") == [] and can_cast(s, "sp", "me").castable is False
    assert s.player("me").granted == frozenset({"shroud"}) and s.to_json()["players"][0].get("granted") is None
    s = kw_state({"hand": [{"card": "Test Spike", "id": "sp"}],
                  "battlefield": ["Mountain", {"card": "Ivory Mask", "face_down": True}]})
    assert len(agreed_options(s, "sp", "me")) == 2


def test_granted_of_the_state_stays_when_the_permanent_leaves() -> None:
    """The state's own ``granted: ["hexproof"]`` and a Leyline: the Leyline's part is only
    its own (``granted_by_permanents`` empty), so the JSON keeps hexproof."""
    s = kw_state({"granted": ["hexproof"], "battlefield": ["Leyline of Sanctity"]})
    assert s.player("me").granted == frozenset({"hexproof"}) and s.player("me").granted_by_permanents == frozenset()
    assert s.to_json()["players"][0]["granted"] == ["hexproof"]


# ----- Reinforce N—{cost} (702.77a) --------------------------------------------------------------

MOSQUITO = {"name": "Mosquito Guard", "mana_cost": "{W}", "type_line": "Creature — Kithkin Soldier",
            "power": "1", "toughness": "1",
            "oracle_text": "First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on "
                           "target creature.)"}


def test_reinforce_is_a_hand_ability_with_a_target() -> None:
    [ab] = read_card(MOSQUITO).activated_abilities
    assert (ab.zone, ab.discard_self, [t.kind for t in ab.targets]) == ("hand", True, ["creature"])
    assert "".join(str(s) for s in ab.mana.symbols) == "{1}{W}"
    for text in ("Reinforce X—{X}{W}{W}", "Reinforce 1—Sacrifice a land."):
        assert read_card({**MOSQUITO, "oracle_text": text}).unsupported is not None


def test_reinforce_on_opps_turn_from_the_hand() -> None:
    """Mosquito Guard in my hand on opp's turn (602.2: an activated ability any time I have
    priority), two Plains, creatures: my Grizzly Bears and opp's Grizzly Bears: 2 options (one
    per target creature); from the battlefield it isn't there (its zone is the hand); with one
    Plains it can't be paid."""
    bears = {"battlefield": ["Grizzly Bears"]}
    s = GameState.from_json({"players": [{"name": "me", "hand": [{"card": "Mosquito Guard", "id": "mg"}],
                                          "battlefield": ["Plains", "Plains", "Grizzly Bears"]},
                                         {"name": "opp", **bears}], "cards": [MOSQUITO],
                             "turn": {"active_player": "opp", "phase": "combat_damage", "priority": "me"}})
    plans = agreed_activations(s, "mg", 0)
    assert len(plans) == 2
    s = GameState.from_json({"players": [{"name": "me", "hand": [{"card": "Mosquito Guard", "id": "mg"}],
                                          "battlefield": ["Plains", "Grizzly Bears"]}, {"name": "opp"}],
                             "cards": [MOSQUITO]})
    assert agreed_activations(s, "mg", 0) == []
