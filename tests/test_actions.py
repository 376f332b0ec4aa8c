"""Action strings (``castable.solver.actions``): every plan the solver finds survives
format -> parse exactly; parsing random text raises only InvalidActionError; ``is_legal``
agrees with the generators (python-chess's lesson: the check and the generator)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from castable.model import GameState
from castable.model.plan import Activation, Plan
from castable.solver.actions import (
    IllegalActionError,
    InvalidActionError,
    Pass,
    PlayLand,
    format_action,
    is_legal,
    legality_problems,
    parse_action,
    parse_legal,
    quote_id,
)
from castable.solver.api import activation_options, options
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def game(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}]}
    data.update(top)
    return GameState.from_json(data)


LANDS_R = ["Mountain", "Mountain", "Mountain"]
SPELL_BOARDS: list[tuple[str, dict[str, Any], dict[str, Any] | None, list[str]]] = [
    ("targets", {"hand": ["Lightning Bolt", "Shock", "Doom Blade"], "battlefield": ["Mountain", "Swamp", "Swamp"]},
     {"battlefield": ["Grizzly Bears", "Savannah Lions"]}, ["Lightning Bolt", "Shock", "Doom Blade"]),
    ("modes", {"hand": ["Cryptic Command", "Collective Defiance", "Kolaghan's Command", "Abzan Charm"],
               "battlefield": ["Island", "Island", "Island", "Mountain", "Mountain", "Swamp", "Plains", "Forest"],
               "graveyard": ["Grizzly Bears"]},
     {"battlefield": ["Grizzly Bears"]}, ["Cryptic Command", "Collective Defiance", "Kolaghan's Command", "Abzan Charm"]),
    ("division and X", {"hand": ["Arc Lightning", "Fireball", "Rolling Thunder", "Forked Bolt"],
                        "battlefield": [*LANDS_R, "Mountain"]},
     {"battlefield": ["Grizzly Bears", "Savannah Lions"]}, ["Arc Lightning", "Fireball", "Rolling Thunder", "Forked Bolt"]),
    ("kicker", {"hand": ["Burst Lightning", "Everflowing Chalice", "Verdeloth the Ancient"],
                "battlefield": [*LANDS_R, "Forest", "Forest", "Forest", "Sol Ring"]}, None,
     ["Burst Lightning", "Everflowing Chalice", "Verdeloth the Ancient"]),
    ("convoke", {"hand": ["Stoke the Flames", "Chord of Calling"],
                 "battlefield": ["Mountain", "Forest", "Llanowar Elves", "Grizzly Bears",
                                 {"card": "Savannah Lions", "summoning_sick": True}]}, None,
     ["Stoke the Flames", "Chord of Calling"]),
    ("delve and improvise", {"hand": ["Treasure Cruise", "Murderous Cut", "Reverse Engineer"],
                             "battlefield": ["Island", "Island", "Swamp", "Ornithopter", "Memnite"],
                             "graveyard": ["Opt", "Shock", "Grizzly Bears", "Mountain", "Memnite", "Opt"]},
     {"battlefield": ["Grizzly Bears"]}, ["Treasure Cruise", "Murderous Cut", "Reverse Engineer"]),
    ("signets and drum", {"hand": ["Lightning Helix", "Counterspell", "Kitchen Finks"],
                          "battlefield": ["Mountain", "Island", "Boros Signet", "Azorius Signet", "Springleaf Drum",
                                          "Llanowar Elves", "Fetid Heath"],
                          "mana_pool": "{U}"},
     None, ["Lightning Helix", "Kitchen Finks"]),
    ("split card", {"hand": ["Fire // Ice"], "battlefield": ["Mountain", "Island", "Island"]},
     {"battlefield": ["Grizzly Bears"]}, ["Fire // Ice", "Fire", "Ice"]),
    ("phyrexian and alternative costs", {"hand": ["Dismember", "Gitaxian Probe", "Fireblast", "Snuff Out", "Force of Will",
                                                  "Opt"],
                                         "battlefield": ["Mountain", "Mountain", "Swamp"]},
     {"battlefield": ["Grizzly Bears"]}, ["Dismember", "Gitaxian Probe", "Fireblast", "Snuff Out", "Force of Will"]),
    ("additional costs", {"hand": ["Village Rites", "Thrill of Possibility", "Fling", "Opt"],
                          "battlefield": ["Mountain", "Mountain", "Swamp", "Grizzly Bears", "Memnite"]}, None,
     ["Village Rites", "Thrill of Possibility", "Fling"]),
    ("flashback, spree, overload", {"graveyard": ["Lingering Souls"], "hand": ["Three Steps Ahead", "Electrickery"],
                                    "battlefield": ["Plains", "Swamp", "Island", "Island", "Mountain", "Mountain"]},
     {"battlefield": ["Grizzly Bears", "Savannah Lions"]}, ["Lingering Souls", "Three Steps Ahead", "Electrickery"]),
    ("treasure and petal", {"hand": ["Lightning Helix"], "battlefield": ["Treasure", "Lotus Petal", "Mountain"]}, None,
     ["Lightning Helix"]),
]

ABILITY_BOARDS: list[tuple[str, dict[str, Any], dict[str, Any] | None, list[tuple[str, int]]]] = [
    ("Mogg Fanatic and friends", {"battlefield": [{"card": "Mogg Fanatic", "id": "mf"},
                                                  {"card": "Goblin Bombardment", "id": "gob"},
                                                  {"card": "Prodigal Pyromancer", "id": "pp"}, "Grizzly Bears",
                                                  {"card": "Siege-Gang Commander", "id": "sg"}, "Mountain", "Mountain"]},
     {"battlefield": ["Savannah Lions"]}, [("mf", 0), ("gob", 0), ("pp", 0), ("sg", 0)]),
    ("Ajani", {"battlefield": [{"card": "Ajani, Mentor of Heroes", "id": "aj", "counters": {"loyalty": 9}},
                               "Grizzly Bears", "Memnite"]}, None, [("aj", 0), ("aj", 1), ("aj", 2)]),
    ("Copter", {"battlefield": [{"card": "Smuggler's Copter", "id": "sc"}, "Memnite", "Grizzly Bears", "Savannah Lions"]},
     None, [("sc", 0)]),
    ("artifacts", {"battlefield": [{"card": "Mind Stone", "id": "ms"}, {"card": "Clue", "id": "clue"},
                                   {"card": "Food", "id": "food"}, {"card": "Mutavault", "id": "mv"}, "Island", "Forest",
                                   "Azorius Signet"]},
     None, [("ms", 1), ("clue", 0), ("food", 0), ("mv", 1)]),
    ("snow", {"battlefield": [{"card": "Icehide Troll", "id": "it"}, "Snow-Covered Forest", "Snow-Covered Island"]},
     None, [("it", 0)]),
]


def _spell_plans() -> list[tuple[str, GameState, Plan]]:
    out = []
    for label, me, opp, cards in SPELL_BOARDS:
        state = game(me, opp)
        for card in cards:
            for plan in options(state, card, "me", limit=150).options:
                out.append((f"{label}: {card}", state, plan))
    return out


def _ability_plans() -> list[tuple[str, GameState, Plan]]:
    out = []
    for label, me, opp, abilities in ABILITY_BOARDS:
        state = game(me, opp)
        for obj, k in abilities:
            for plan in activation_options(state, obj, k, "me", limit=150).options:
                out.append((f"{label}: {obj}#{k}", state, plan))
    return out


SPELL_PLANS = _spell_plans()
ABILITY_PLANS = _ability_plans()


def test_the_boards_cover_the_features() -> None:
    plans = [p for _, _, p in SPELL_PLANS + ABILITY_PLANS]
    assert len(plans) > 200
    assert any(p.modes for p in plans) and any(len(p.modes) > 1 for p in plans)
    assert any(p.division for p in plans)
    assert any(p.x for p in plans)
    assert any(p.optional_costs for p in plans)
    assert any(p.convoked for p in plans)
    assert any(p.delved for p in plans)
    assert any(p.improvised for p in plans)
    assert any(a.paid_with for p in plans for a in p.activations)        # Signets
    assert any(a.tapped_creatures for p in plans for a in p.activations)  # Springleaf Drum
    assert any(p.face == "Fire" for p in plans) and any(p.face == "Ice" for p in plans)
    assert any(p.alternative_cost for p in plans)
    assert any(p.cost_objects for p in plans)
    assert any(p.life_paid for p in plans)
    assert any(p.mana_pool for p in plans)
    assert any(p.zone == "graveyard" for p in plans)
    assert any(() in p.targets for p in plans) or any(p.targets for p in plans)
    assert any(p.ability is not None and p.loyalty_change for p in plans)
    assert any(p.ability is not None and p.sacrificed for p in plans)
    assert any(p.ability is not None and p.cost_objects for p in plans)  # crew


def test_round_trip_every_plan() -> None:
    for label, _, plan in SPELL_PLANS + ABILITY_PLANS:
        text = format_action(plan)
        assert "\n" not in text
        assert parse_action(text) == plan, (label, text)
        assert format_action(parse_action(text)) == text  # canonical: one text per action


def test_every_listed_option_is_legal_as_text() -> None:
    """The referee accepts each option after a trip through its text (casts; abilities too)."""
    for label, state, plan in SPELL_PLANS + ABILITY_PLANS:
        if plan.face is not None:
            continue  # test_split_card_faces_are_legal_as_text
        action = parse_action(format_action(plan))
        assert legality_problems(state, action) == [], (label, format_action(plan))
        assert is_legal(state, action)


def test_split_card_faces_are_legal_as_text() -> None:
    faces = [(label, state, plan) for label, state, plan in SPELL_PLANS if plan.face is not None]
    assert faces
    for label, state, plan in faces:
        assert legality_problems(state, parse_action(format_action(plan))) == [], (label, format_action(plan))


def test_examples_read_as_expected() -> None:
    state = game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {})
    plan = options(state, "Lightning Bolt", "me").options[0]
    text = format_action(plan)
    assert text == ("cast me.hand.0 by me targets (opp) announce mana cost {R} mana me.battlefield.0#0 {R} "
                    "spend {R}@me.battlefield.0 tapped me.battlefield.0")
    assert format_action(Pass()) == "pass"
    assert format_action(Pass("opp")) == "pass by opp"
    assert format_action(PlayLand("me.hand.3")) == "play me.hand.3"
    assert format_action(PlayLand("my land", "me")) == 'play "my land" by me'
    assert parse_action("  pass  ") == Pass()
    assert parse_action('play "my land"   by  me') == PlayLand("my land", "me")


def test_tampered_plan_is_illegal() -> None:
    state = game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    plan = options(state, "Lightning Bolt", "me").options[0]
    bad = dataclasses.replace(plan, tapped=())
    assert not is_legal(state, bad)
    assert legality_problems(state, bad)
    text = format_action(dataclasses.replace(plan, targets=(("nobody",),)))
    with pytest.raises(IllegalActionError) as e:
        parse_legal(state, text)
    assert e.value.problems
    assert parse_legal(state, format_action(plan)) == plan
    assert legality_problems(state, dataclasses.replace(plan, player="ghost")) == ["unknown player 'ghost'"]
    assert legality_problems(state, dataclasses.replace(plan, card="ghost"))


def test_land_and_pass_legality() -> None:
    state = game({"hand": ["Forest", "Grizzly Bears"]}, {"hand": ["Island"]})
    assert is_legal(state, PlayLand("me.hand.0"))
    assert is_legal(state, PlayLand("me.hand.0", "me"))
    assert not is_legal(state, PlayLand("me.hand.1"))          # not a land
    assert not is_legal(state, PlayLand("opp.hand.0", "me"))   # not in my hand
    assert not is_legal(state, PlayLand("opp.hand.0", "opp"))  # not opp's turn, no priority
    assert not is_legal(state, PlayLand("ghost"))
    assert is_legal(state, Pass()) and is_legal(state, Pass("me"))
    assert not is_legal(state, Pass("opp"))
    assert not is_legal(state, Pass("ghost"))
    played = game({"hand": ["Forest"], "lands_played_this_turn": 1})
    assert any("305.2" in p for p in legality_problems(played, PlayLand("me.hand.0")))
    combat = game({"hand": ["Forest"]}, turn={"phase": "upkeep"})
    assert any("main phase" in p for p in legality_problems(combat, PlayLand("me.hand.0")))
    their_turn = game({"hand": ["Forest"]}, turn={"active_player": "opp", "priority": "me"})
    assert any("turn" in p for p in legality_problems(their_turn, PlayLand("me.hand.0")))
    assert is_legal(their_turn, Pass()) and is_legal(their_turn, Pass("me"))


# ----- hand-made plans: everything the grammar must carry ------------------------------------------

def test_odd_values_round_trip() -> None:
    plan = Plan(card='x "y" z', player="unset", zone="some zone", ability=3, face="Fire // Ice", loyalty_change=-7,
                untapped=("a b",), alternative_cost="pay 4 life", optional_costs={"kicker": 2, "a=b": 0}, x=-1,
                modes=(0, 0, 2), targets=((), ("p,q", "(r)"), ()), division=(("p:q", 2), ("", 0)),
                notes=("702.21a: ward {2}", "", "unset"), mode_chooser=None, target_choosers=(),
                announced=("mana", "life", "generic"), total_cost="odd cost", activations=(
                    Activation("#1", 0, (), (("C", None), ("C", "@")), ("t1", "t2")),
                    Activation("m", 12, ("R", "R", "G"))),
                spent=(("R", None), ("R", None), ("G", "s"), ("G", "s"), ("W", None)), convoked=("c1",), improvised=("i1",),
                delved=("d1", "d2"), cost_objects=((), ("o1", "o2")), life_paid=4, tapped=("ä",), sacrificed=("s\n",),
                exiled=("e",), discarded=("d",), mana_pool=(("U", "src 1"),))
    text = format_action(plan)
    assert "\n" not in text
    assert parse_action(text) == plan
    assert quote_id("unset") == '"unset"'
    assert quote_id("me.hand.0") == "me.hand.0"
    assert quote_id("Smuggler's Copter") == '"Smuggler\'s Copter"'


def test_defaults_round_trip() -> None:
    for plan in (Plan("c", "me"), Plan("c", "me", ability=0), Plan("c", "me", ability=0, zone="hand"),
                 Plan("c", "me", mode_chooser="me", target_choosers=("me",), targets=(("opp",),)),
                 Plan("c", "me", mode_chooser="opp", target_choosers=("opp", "me"), targets=(("opp",), ())),
                 Plan("c", "me", target_choosers=("opp",)), Plan("c", "me", total_cost="{0}")):
        assert parse_action(format_action(plan)) == plan, format_action(plan)


def test_parser_accepts_any_clause_order() -> None:
    a = parse_action("cast c by me x 2 targets (opp) cost {2}{R} announce mana,mana")
    b = parse_action("cast c  cost {2}{R}  announce mana,mana targets (opp)   x 2 by me")
    assert a == b
    assert a.x == 2 and a.targets == (("opp",),) and a.target_choosers == ("me",) and a.mode_chooser == "me"


@pytest.mark.parametrize("text", [
    "", "   ", "cast", "cast c", "cast c by", "cast c by me x", "cast c by me x two", "cast c by me x 1 x 2",
    "cast c by me frob 1", "activate c by me", "activate c#-1 by me", "activate c#1by me", "cast c by me targets",
    "cast c by me targets (a", "cast c by me targets (a,)", "cast c by me cost R", "cast c by me spend R",
    "cast c by me spend {}", "cast c by me spend {R}@", 'cast "c by me', "cast c by me mana m#0", "cast c by me mana m {R}",
    "pass me", "pass by", "pass by me extra", "play", "play x y", "play x by me by me", "Cast c by me",
    "cast c by me divide a", "cast c by me divide a:x", "cast c by me opt k=1,k=2", "cast c by me x 1e3",
    "cast c by me x 99999999999999999999999", "cast c by me\nx 2", "cast c by me mana m#0 {R} tapping",
])
def test_invalid_actions(text: str) -> None:
    with pytest.raises(InvalidActionError) as e:
        parse_action(text)
    assert isinstance(e.value, ValueError)
    assert "position" in str(e.value) and 0 <= e.value.position <= len(text)


def test_not_text_is_invalid() -> None:
    with pytest.raises(InvalidActionError):
        parse_action(None)  # type: ignore[arg-type]


# ----- fuzzing ---------------------------------------------------------------------------------------

PIECES = ["cast", "activate", "play", "pass", " ", "by", "me", "#", "0", "-1", "+2", ",", "(", ")", "{", "}", "{R}", "@",
          '"', '\\"', "\\u00e9", "x", "targets", "mana", "paying", "tapping", "spend", "float", "divide", ":", "=",
          "opt", "chooser", "unset", "target-choosers", "cost", "cost-objects", "note", "\n", "é", "١", "99999999999999999999",
          "{}", "{2/W}", "announce", "modes", "loyalty"]
action_text = st.one_of(st.text(), st.lists(st.sampled_from(PIECES), max_size=25).map("".join),
                        st.lists(st.sampled_from(PIECES), max_size=25).map(" ".join))


@FUZZ
@given(action_text)
def test_parse_action_only_raises_invalid_action(text: str) -> None:
    try:
        action = parse_action(text)
    except InvalidActionError as e:
        assert 0 <= e.position <= len(text)
        return
    # whatever parses, formats, and formats canonically
    again = parse_action(format_action(action))
    assert again == action


ids = st.text(max_size=8)
units = st.lists(st.tuples(st.sampled_from(["W", "U", "B", "R", "G", "C"]), st.none() | ids), max_size=4).map(tuple)
id_tuple = st.lists(ids, max_size=3).map(tuple)
small = st.integers(-20, 20)
plans = st.builds(
    Plan, card=ids, player=ids, zone=ids, ability=st.none() | st.integers(0, 5), face=st.none() | ids, loyalty_change=small,
    untapped=id_tuple, alternative_cost=st.none() | ids, optional_costs=st.dictionaries(ids, small, max_size=3), x=small,
    modes=st.lists(st.integers(0, 4), max_size=3).map(tuple), targets=st.lists(id_tuple, max_size=3).map(tuple),
    division=st.lists(st.tuples(ids, small), max_size=3).map(tuple), notes=id_tuple, mode_chooser=st.none() | ids,
    target_choosers=id_tuple, announced=id_tuple, total_cost=st.text(max_size=8) | st.sampled_from(["{0}", "{2}{R}", "{X}"]),
    activations=st.lists(st.builds(Activation, object=ids, ability=st.integers(0, 3),
                                   produced=st.lists(st.sampled_from(["R", "G", "C"]), max_size=3).map(tuple),
                                   paid_with=units, tapped_creatures=id_tuple), max_size=3).map(tuple),
    spent=units, convoked=id_tuple, improvised=id_tuple, delved=id_tuple, cost_objects=st.lists(id_tuple, max_size=3).map(tuple),
    life_paid=small, tapped=id_tuple, sacrificed=id_tuple, exiled=id_tuple, discarded=id_tuple, mana_pool=units)


@FUZZ
@given(plans)
def test_any_plan_round_trips(plan: Plan) -> None:
    text = format_action(plan)
    assert parse_action(text) == plan, text
    assert format_action(parse_action(text)) == text


@FUZZ
@given(st.one_of(st.builds(Pass, st.none() | ids), st.builds(PlayLand, ids, st.none() | ids)))
def test_any_land_or_pass_round_trips(action: Pass | PlayLand) -> None:
    assert parse_action(format_action(action)) == action
