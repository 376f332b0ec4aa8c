"""static15: statics, replacements and triggers recognized as changing no answer, replacements of
going to a graveyard read into every checker (``oracle.static15``, ``model.rules.graveyard_replacements``),
and near misses left unread.

The boards are counted by hand. Murderous Cut costs {4}{B} with delve (702.66a); the caster's
only mana source is a Lotus Petal (sacrificed for one mana of any color, 601.2g), so {B} comes
from it and {4} from delving four cards. The Petal reaches its owner's graveyard before the costs
are paid (601.2h) and may be delved, unless a replacement sends it elsewhere (614.1a): with the
opponent's Rest in Peace it is exiled at once, so the four Opts are the only cards to delve and
Grizzly Bears the only creature to target: one option."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from castable.model.rules import graveyard_destination
from castable.solver.api import can_cast
from castable.solver.moves import legal_moves
from castable.solver.transitions import apply

from tests.conftest import agreed_activations, agreed_options, shared_records

NAMES = frozenset({"Murderous Cut", "Lotus Petal", "Rest in Peace", "Grizzly Bears", "Opt", "Vren, the Relentless",
                   "Blood Pet", "Progenitus", "Immersturm Predator", "Springleaf Drum", "Wanderwine Distracter",
                   "Gladecover Scout", "Luxurious Locomotive", "Crashing Tide", "Island", "Merfolk of the Pearl Trident"})


def _read(line: str, type_line: str = "Enchantment") -> str | None:
    card = read_card({"name": "Test Card", "mana_cost": "{2}", "type_line": type_line, "oracle_text": line})
    return card.unsupported


@pytest.mark.parametrize("line", [
    "Ready to run",
    "If Test Card is your commander, your deck can include cards of any color identity.",
    "You may begin the game with Test Card in your graveyard. If you do, you lose 1 life.",
    "If you would draw a card, exile the top two cards of your library instead. You may play those cards this turn.",
    "If a player would begin an extra turn, that player skips that turn instead.",
    "If an opponent would gain life, that player loses that much life instead.",
    "If one or more tokens would be created, twice that many of those tokens are created instead.",
    "If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to you instead.",
    "Each opponent who cast a spell this turn can't attack with creatures.",
    "You may choose not to untap Test Card during your untap step.",
    "Whenever Test Card becomes tapped, tap up to one target creature and put a stun counter on it.",
    "If Test Card would die, exile it instead.",
    "If a creature an opponent controls would die, exile it instead.",
    "Whenever Test Card becomes tapped, target creature an opponent controls gets -3/-0 until end of turn.",
    "Whenever Test Card becomes tapped, another target creature you control gets +1/+1 until end of turn.",
])
def test_read(line: str) -> None:
    assert _read(line, "Creature — Spirit") is None


@pytest.mark.parametrize("line", [
    # a pain land's damage to its controller (605.3b) is dealt by a permanent: doubled or prevented
    "If a source would deal damage to you, prevent 1 of that damage.",
    "If a creature you control would deal damage to a permanent or player, it deals double that damage instead.",
    # blight puts -1/-1 counters as a cost; a played Dryad Arbor enters without being cast
    "If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of "
    "counters on that permanent or player instead.",
    "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.",
    # a tap trigger whose target waits on a payment, or that triggers once each turn (not recorded)
    "Whenever Test Card becomes tapped, you may pay {1}{U}. If you do, return target permanent to its owner's hand.",
    "Whenever Test Card becomes tapped, untap another target permanent. This ability triggers only once each turn.",
    # "another creature": a class of identical sources would replace each other's deaths
    "If another creature would die, exile it instead.",
    # a replacement that also creates a token or puts counters: not modelled
    "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie "
    "creature token.",
    "If Test Card is your commander, choose a color before the game begins. Test Card is the chosen color.",
])
def test_near_misses_stay_unread(line: str) -> None:
    assert _read(line, "Creature — Spirit") == line


def _state(me: dict[str, Any], opp: dict[str, Any]) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **opp}],
                                "cards": list(shared_records(NAMES).values())})


_OPTS = [{"card": "Opt", "id": f"g{i}"} for i in range(1, 5)]


def _cut_board(opp_permanent: str | None) -> GameState:
    opp = [{"card": "Grizzly Bears", "id": "bears"}] + ([{"card": opp_permanent, "id": "rip"}] if opp_permanent else [])
    return _state({"hand": [{"card": "Murderous Cut", "id": "cut"}], "graveyard": _OPTS,
                   "battlefield": [{"card": "Lotus Petal", "id": "petal"}]}, {"battlefield": opp})


def test_rest_in_peace_exiles_the_petal_before_it_can_be_delved() -> None:
    options = agreed_options(_cut_board("Rest in Peace"), "cut", "me")
    assert len(options) == 1
    assert sorted(options[0].delved) == ["g1", "g2", "g3", "g4"]
    new = apply(_cut_board("Rest in Peace"), options[0])
    me = new.player("me")
    assert me.graveyard == [] and sorted(o.id for o in me.exile) == ["g1", "g2", "g3", "g4", "petal"]


def test_without_it_the_petal_may_be_delved() -> None:
    options = agreed_options(_cut_board(None), "cut", "me")
    assert any("petal" in p.delved for p in options)


def test_vren_exiles_a_creature_sacrificed_for_mana() -> None:
    # Blood Pet ("Sacrifice Blood Pet: Add {B}.") dies under "me", an opponent of Vren's controller
    s = _state({"hand": [{"card": "Murderous Cut", "id": "cut"}], "graveyard": _OPTS,
                "battlefield": [{"card": "Blood Pet", "id": "pet"}]},
               {"battlefield": [{"card": "Vren, the Relentless", "id": "vren"}, {"card": "Grizzly Bears", "id": "bears"}]})
    options = agreed_options(s, "cut", "me")
    assert options and not any("pet" in p.delved for p in options)
    plan = next(p for p in options if p.targets[0] == ("bears",))
    assert "pet" in {o.id for o in apply(s, plan).player("me").exile}


def test_own_rest_in_peace_and_delve_is_refused() -> None:
    # the Rest in Peace could itself be sacrificed while paying: the order of 601.2h would decide
    s = _state({"hand": [{"card": "Murderous Cut", "id": "cut"}], "graveyard": _OPTS,
                "battlefield": [{"card": "Lotus Petal", "id": "petal"}, {"card": "Rest in Peace", "id": "rip"}]},
               {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    with pytest.raises(UnsupportedCardError):
        can_cast(s, "cut", "me")


def test_own_rest_in_peace_leaves_delve_out_of_the_move_list() -> None:
    s = _state({"hand": [{"card": "Murderous Cut", "id": "cut"}, {"card": "Opt", "id": "opt"}], "graveyard": _OPTS,
                "battlefield": [{"card": "Lotus Petal", "id": "petal"}, {"card": "Rest in Peace", "id": "rip"}]},
               {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
    moves = legal_moves(s, "me")
    assert [u.object for u in moves.unsupported] == ["cut"]
    assert any(m.object == "opt" for m in moves.moves)  # Opt (Petal for {U}) is listed as usual


def test_progenitus_goes_to_its_library_unless_two_replacements_compete() -> None:
    alone = _state({"hand": [{"card": "Progenitus", "id": "prog"}]}, {})
    obj = alone.object("prog")
    assert obj is not None and graveyard_destination(alone, obj, "hand")[:2] == ("library", 0)
    both = _state({"hand": [{"card": "Progenitus", "id": "prog"}]}, {"battlefield": ["Rest in Peace"]})
    obj = both.object("prog")
    assert obj is not None
    with pytest.raises(ValueError):  # 616.1: its owner chooses which applies
        graveyard_destination(both, obj, "hand")


def test_up_to_one_target_tap_trigger_is_kept() -> None:
    card = read_card(shared_records(NAMES)["Immersturm Predator"])
    assert card.unsupported is None and len(card.tap_triggers) == 1


@pytest.mark.parametrize(("theirs", "put"), [
    (["Grizzly Bears"], True),  # a creature the opponent controls: a legal target
    (["Gladecover Scout"], False),  # hexproof (702.11b): no legal target, removed (603.3d)
    ([], False),  # none at all
])
def test_tap_trigger_goes_on_the_stack_only_with_a_legal_target(theirs: list[str], put: bool) -> None:
    # Opt ({U}) paid by Springleaf Drum, which taps Wanderwine Distracter (605.3a, 601.2g): the
    # Distracter becomes tapped and its trigger waits for a target an opponent's creature
    s = _state({"hand": [{"card": "Opt", "id": "opt"}],
                "battlefield": [{"card": "Springleaf Drum", "id": "drum"}, {"card": "Wanderwine Distracter", "id": "dis"}]},
               {"battlefield": theirs})
    options = agreed_options(s, "opt", "me")
    assert len(options) == 1  # the Drum's one activation, {U} from it, the Distracter tapped
    stack = apply(s, options[0]).stack
    assert [o.choices.get("ability_of") for o in stack[1:]] == (["dis"] if put else [])


@pytest.mark.parametrize(("used", "ways"), [(0, 1), (1, 0)])
def test_crew_once_each_turn(used: int, ways: int) -> None:
    # "Crew 1. Activate only once each turn." (602.5b): Grizzly Bears (power 2) crews it, once;
    # not again once its activations_this_turn["0"] is 1
    loco: dict[str, Any] = {"card": "Luxurious Locomotive", "id": "loco", "activations_this_turn": {"0": used}}
    s = _state({"battlefield": [loco, {"card": "Grizzly Bears", "id": "bears"}]}, {})
    assert len(agreed_activations(s, "loco", 0)) == ways


@pytest.mark.parametrize(("merfolk", "castable"), [(True, True), (False, False)])
def test_this_spell_has_flash_as_long_as_you_control_a_merfolk(merfolk: bool, castable: bool) -> None:
    # Crashing Tide ({2}{U} sorcery) in the upkeep: only with flash (117.1a), so only with a Merfolk
    mine: list[Any] = ["Island", "Island", "Island"] + (["Merfolk of the Pearl Trident"] if merfolk else [])
    s = GameState.from_json({"players": [{"name": "me", "hand": [{"card": "Crashing Tide", "id": "tide"}],
                                          "battlefield": mine},
                                         {"name": "opp", "battlefield": ["Grizzly Bears"]}],
                             "turn": {"phase": "upkeep"}, "cards": list(shared_records(NAMES).values())})
    assert bool(agreed_options(s, "tide", "me")) == castable
