"""Commander (903), issue 12: the command zone, commanders, the commander tax, color identity,
and the mana that the state decides (Command Tower, Arcane Signet, Commander's Sphere, Fellwar
Stone, Exotic Orchard, Chromatic Lantern, Jeweled Lotus).

903 is not in ``shared/rules``; the rules used, in our words:

- 903.3: a player's commander is a legendary creature card they own; it stays their commander
  in every zone (the state lists them: ``players[i].commanders``).
- 903.4: a card's color identity is the colors of the mana symbols in its mana cost and rules
  text, plus those of its color indicator and characteristic-defining abilities; 903.4b:
  reminder text is ignored; 903.4d: every face of a multi-face card counts. 903.4f: an ability
  that looks at the colors of your commander's color identity, when you have no commander (or
  it has no color), refers to no color, so a mana ability of that kind makes no mana (106.5).
- 903.6 / 903.8: the command zone; a player may cast a commander they own from there, at the
  time they could cast it from their hand; it costs {2} more for each time it was cast from the
  command zone before (the commander tax, an additional cost: 601.2f).
- 613.1f (layer 6): an effect that grants an ability ("Lands you control have '...'") adds it
  to each object it applies to.

106.7 (could produce) and 106.6 (spending restrictions) are in ``shared/rules/106.txt``.

Every count below is worked out by hand in its test; each state is also asked of the three
checkers (``benchmarks.differential.ask``: solver and reference agree, the referee accepts
every plan).
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from castable.model import GameState
from castable.model.commander import color_identity
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver import api, referee, reference
from castable.solver.moves import legal_moves
from castable.solver.transitions import apply

from benchmarks.decks import COMMANDER_DECK, commander_records, commander_state
from benchmarks.differential import ask
from benchmarks.generator import DEFAULT_CARDS, Question

RECORDS = [dict(r) for r in commander_records()]
#: custom cards of these tests (each a Scryfall-style record)
GOLEM = {"name": "Test Golem", "mana_cost": "{4}", "type_line": "Legendary Artifact Creature — Golem",
         "oracle_text": "", "power": "3", "toughness": "3"}
#: copied from shared/data/cards.jsonl.gz (© Wizards of the Coast)
REFLECTING_POOL = {"name": "Reflecting Pool", "mana_cost": "", "type_line": "Land",
                   "oracle_text": "{T}: Add one mana of any type that a land you control could produce."}
RED_LEGEND = {"name": "Test Warlord", "mana_cost": "{2}{R}", "type_line": "Legendary Creature — Human",
              "oracle_text": "", "power": "2", "toughness": "2"}


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": [*RECORDS, GOLEM, RED_LEGEND, REFLECTING_POOL], **top}
    return data


def agree(data: dict[str, Any], *questions: tuple[str, str | None], player: str = "me") -> None:
    """The solver and the reference agree on each question, and the referee accepts every plan."""
    for command, card in questions:
        kinds = [f.kind for f in ask(data, Question(command, card, None, player), 30.0)]
        assert kinds == ["agree"], (command, card, [f.detail for f in ask(data, Question(command, card, None, player), 30.0)])


def n_options(data: dict[str, Any], card: str, player: str = "me") -> int:
    st = GameState.from_json(data)
    listing = api.options(st, card, player)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(st, plan) == []
    assert len(reference.enumerate_plans(st, card, player)) == len(listing.options)
    return len(listing.options)


def pools(data: dict[str, Any], player: str = "me") -> list[str]:
    return sorted(str(p) for p in api.mana_pools(GameState.from_json(data), player).pools)


def commander_in_command(card: str = "Grizzly Bears", casts: int = 0, **me: Any) -> dict[str, Any]:
    return {"command": [{"card": card, "id": "cmdr", "command_zone_casts": casts}], "commanders": ["cmdr"], **me}


# ----- the state ---------------------------------------------------------------------------------

def test_command_zone_round_trips_with_generated_ids() -> None:
    data = state({"command": ["Grizzly Bears"], "commanders": ["me.command.0"], "battlefield": ["Forest"]})
    st = GameState.from_json(data)
    cmdr = st.object("me.command.0")
    assert cmdr is not None and cmdr.zone == "command" and st.player("me").commanders == ("me.command.0",)
    written = st.to_json()
    assert written["players"][0]["commanders"] == ["me.command.0"]
    assert written["players"][0]["command"] == [{"card": "Grizzly Bears", "id": "me.command.0"}]
    again = GameState.from_json(written)
    assert again.to_json() == written


@pytest.mark.parametrize(("me", "field"), [
    ({"commanders": ["nobody"]}, "players[0].commanders[0]"),
    ({"command": [{"card": "Grizzly Bears", "id": "c", "owner": "opp"}], "commanders": ["c"]}, "players[0].commanders[0]"),
    ({"command": [{"card": "Grizzly Bears", "id": "c"}], "commanders": ["c", "c"]}, "players[0].commanders[1]"),
    ({"hand": [{"card": "Grizzly Bears", "command_zone_casts": 1}]}, "players[0].hand[0].command_zone_casts"),
    ({"command": [{"card": "Grizzly Bears", "id": "c", "command_zone_casts": 1001}], "commanders": ["c"]},
     "players[0].command[0].command_zone_casts"),
    ({"command": [{"card": "Grizzly Bears", "id": "c", "command_zone_casts": -1}], "commanders": ["c"]},
     "players[0].command[0].command_zone_casts"),
    ({"command": [{"card": "Grizzly Bears", "tapped": True}]}, "players[0].command[0].tapped"),
    ({"commanders": "c"}, "players[0].commanders"),
    ({"command": [{"card": "Grizzly Bears", "casts": 1}]}, "players[0].command[0].casts"),
])
def test_strict_commander_fields(me: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as e:
        GameState.from_json(state(me))
    assert e.value.field == field


def test_a_commander_id_names_an_object_in_any_zone() -> None:
    # 903.3: a commander on the battlefield, or in the graveyard, is still the commander
    GameState.from_json(state({"battlefield": [{"card": "Grizzly Bears", "id": "c"}], "commanders": ["c"]}))
    GameState.from_json(state({"graveyard": [{"card": "Grizzly Bears", "id": "c", "command_zone_casts": 2}],
                               "commanders": ["c"]}))


# ----- casting from the command zone, the commander tax ---------------------------------------------

def test_commander_tax_two_per_previous_cast() -> None:
    """903.8: Grizzly Bears ({1}{G}) cast from the command zone once before costs {3}{G}; with four
    Forests, which nothing tells apart, that is one option (all four tapped). Twice before: {5}{G},
    more than four Forests make."""
    forests = ["Forest"] * 4
    data = state(commander_in_command(casts=1, battlefield=forests))
    answer = api.can_cast(GameState.from_json(data), "cmdr")
    assert answer.castable and answer.plan is not None
    assert answer.plan.zone == "command" and answer.plan.total_cost == "{3}{G}"
    assert answer.plan.to_json(GameState.from_json(data))["choices"]["zone"] == "command"
    assert n_options(data, "cmdr") == 1
    assert n_options(state(commander_in_command(casts=0, battlefield=forests)), "cmdr") == 1  # {1}{G}: 2 of 4
    taxed = state(commander_in_command(casts=2, battlefield=forests))
    assert api.can_cast(GameState.from_json(taxed), "cmdr").castable is False
    assert not reference.reference_can_cast(GameState.from_json(taxed), "cmdr")
    agree(data, ("cast", "cmdr"))
    agree(taxed, ("cast", "cmdr"))


def test_tax_with_sol_ring_leaves_one_choice_of_what_floats() -> None:
    """{3}{G} (one previous cast) from Sol Ring ({C}{C}) and three Forests: Sol Ring and two Forests
    pay exactly (option 1), or Sol Ring and all three Forests pay with one {C} left floating
    (option 2); three Forests alone make only 3. Two options."""
    data = state(commander_in_command(casts=1, battlefield=["Sol Ring", "Forest", "Forest", "Forest"]))
    assert n_options(data, "cmdr") == 2
    agree(data, ("cast", "cmdr"))


def test_no_tax_from_the_hand_and_a_name_resolves_to_the_command_zone() -> None:
    """The tax is for casts from the command zone only (903.8): a commander in its owner's hand
    costs its mana cost. The CARD name "Grizzly Bears" names the object in the command zone too."""
    data = state({"hand": [{"card": "Grizzly Bears", "id": "cmdr", "command_zone_casts": 3}], "commanders": ["cmdr"],
                  "battlefield": ["Forest", "Forest"]})
    answer = api.can_cast(GameState.from_json(data), "cmdr")
    assert answer.castable and answer.plan is not None and answer.plan.total_cost == "{1}{G}"
    named = state(commander_in_command(casts=0, battlefield=["Forest", "Forest"]))
    by_name = api.can_cast(GameState.from_json(named), "Grizzly Bears")
    assert by_name.plan is not None and by_name.plan.card == "cmdr"


def test_timing_as_usual_and_only_a_commander() -> None:
    """903.8: a creature commander at sorcery timing only (117.1a): not on the opponent's turn. An
    object of the command zone that is no commander can't be cast (601.3)."""
    theirs = state(commander_in_command(battlefield=["Forest", "Forest"]),
                   turn={"active_player": "opp", "priority": "me"})
    answer = api.can_cast(GameState.from_json(theirs), "cmdr")
    assert answer.castable is False and any(r.rule == "117.1a" for r in answer.reasons)
    agree(theirs, ("cast", "cmdr"))
    not_one = state({"command": [{"card": "Grizzly Bears", "id": "bears"}], "battlefield": ["Forest", "Forest"]})
    answer = api.can_cast(GameState.from_json(not_one), "bears")
    assert answer.castable is False and any(r.rule == "601.3" for r in answer.reasons)
    assert not reference.reference_can_cast(GameState.from_json(not_one), "bears")


def test_apply_moves_it_to_the_stack_and_counts_the_cast() -> None:
    data = state(commander_in_command(casts=1, battlefield=["Forest"] * 4))
    st = GameState.from_json(data)
    plan = api.can_cast(st, "cmdr").plan
    assert plan is not None
    after = apply(st, plan)
    entry = after.stack[-1]
    assert entry.id == "cmdr" and entry.command_zone_casts == 2 and entry.choices["zone"] == "command"
    assert after.player("me").command == []
    written = after.to_json()
    assert written["stack"][-1]["command_zone_casts"] == 2 and written["players"][0]["commanders"] == ["cmdr"]
    assert GameState.from_json(written).to_json() == written


def test_moves_list_the_cast_from_the_command_zone() -> None:
    st = GameState.from_json(state(commander_in_command(battlefield=["Forest", "Forest"])))
    moves = legal_moves(st, "me")
    casts = [m for m in moves.moves if m.kind == "cast"]
    assert [m.object for m in casts] == ["cmdr"] and "from command" in casts[0].action


# ----- color identity (903.4) -------------------------------------------------------------------------

def _card(mana_cost: str, text: str = "", **kw: Any) -> Any:
    return read_card({"name": "Test Card", "mana_cost": mana_cost, "type_line": "Legendary Creature — Human",
                      "oracle_text": text, **kw})


def test_color_identity_from_cost_text_and_indicator() -> None:
    assert color_identity(_card("{1}{G}")) == {"G"}
    assert color_identity(_card("{1}{G}", "{T}: Add {U}.")) == {"G", "U"}  # rules text symbols count
    assert color_identity(_card("{2}", "Flying (This creature can't be blocked except by creatures with {R}.)")) \
        == set()  # 903.4b: reminder text is ignored
    assert color_identity(_card("", colors=["B"])) == {"B"}  # a color indicator
    assert color_identity(_card("{W/U}{R/P}")) == {"W", "U", "R"}  # hybrid and Phyrexian symbols
    assert color_identity(_card("{C}{2}")) == set()  # {C} is no color
    assert color_identity(_card("{1}", "Test Card is all colors.")) == {"W", "U", "B", "R", "G"}


_DATA_EXCEPTIONS = {"Rograkh, Son of Rohgahh", "Mishra, Lost to Phyrexia", "The Waffle Restaurant"}


def test_color_identity_agrees_with_the_data() -> None:
    """The shared data's ``color_identity`` (Scryfall's), card by card, except where it follows
    903.5d, not 903.4: a card with a basic land type has its intrinsic mana abilities' colors
    there (their text is reminder text, 903.4b); melded cards (their joined records, and Mishra,
    Lost to Phyrexia, a melded back face whose record has no mana cost or colors); Rograkh, whose
    color indicator the state format drops because the card has a mana cost ({0}); and The Waffle
    Restaurant, whose identity is a deck-building rule written on it."""
    if not DEFAULT_CARDS.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"shared card data not found at {DEFAULT_CARDS}")
        pytest.skip(f"shared card data not found at {DEFAULT_CARDS}")
    from castable.model.database import CardTable, iter_records
    recs = list(iter_records(DEFAULT_CARDS))
    table = CardTable(recs, where="cards")
    checked, wrong, seen = 0, [], set()
    for r in recs:
        name = r.get("card_name") or r["name"]
        if r.get("color_identity") is None or name in seen or " ; " in name or name in _DATA_EXCEPTIONS:
            continue
        seen.add(name)
        try:
            card = table[r["name"]]
        except (KeyError, InputError):  # a record the table doesn't index by that name, or malformed
            continue
        if any(t in card.subtypes for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")):
            continue
        checked += 1
        if color_identity(card) != frozenset(r["color_identity"]):
            wrong.append((name, sorted(color_identity(card)), r["color_identity"]))
    assert checked > 5000 and wrong == [], wrong[:10]


# ----- mana from the commander's color identity ------------------------------------------------------

def test_command_tower_makes_the_identity_colors() -> None:
    """Command Tower with Tatyova ({3}{G}{U}) as commander: {G} or {U}, two pools. No commander, or
    a colorless one (Test Golem, {4}): no mana (903.4f), the one empty pool. Two commanders
    (Tatyova and a red one): {G}, {U} or {R}, three pools."""
    tatyova = commander_in_command("Tatyova, Benthic Druid", battlefield=["Command Tower"])
    assert pools(state(tatyova)) == ["{G}", "{U}"]
    assert pools(state({"battlefield": ["Command Tower"]})) == [""]
    assert pools(state(commander_in_command("Test Golem", battlefield=["Command Tower"]))) == [""]
    two = state({"command": [{"card": "Tatyova, Benthic Druid", "id": "a"}, {"card": "Test Warlord", "id": "b"}],
                 "commanders": ["a", "b"], "battlefield": ["Command Tower"]})
    assert pools(two) == ["{G}", "{R}", "{U}"]
    for data in (state(tatyova), two):
        agree(data, ("mana", None))


def test_arcane_signet_and_sphere_pay_the_identity_only() -> None:
    """Opt ({U}) with Arcane Signet and Commander's Sphere, identity G/U: the Signet's {U} or the
    Sphere's {U}, two options. Lightning Bolt ({R}) from them: no ({R} is not in the identity)."""
    me = commander_in_command("Tatyova, Benthic Druid", hand=[{"card": "Opt", "id": "opt"},
                                                             {"card": "Lightning Bolt", "id": "bolt"}],
                              battlefield=["Arcane Signet", "Commander's Sphere"])
    data = state(me)
    assert n_options(data, "opt") == 2
    assert api.can_cast(GameState.from_json(data), "bolt").castable is False
    agree(data, ("cast", "opt"), ("cast", "bolt"))


# ----- "could produce" (106.7) ------------------------------------------------------------------------

def test_fellwar_stone_looks_at_the_opponents_lands() -> None:
    """Fellwar Stone facing an Island and a tapped Mountain: {U} or {R} (costs and tapped status
    are ignored, 106.7): two pools. No land across: no mana. A Wastes and a Reflecting Pool across
    could produce only {C}, which is no color: no mana. A Chromatic Lantern across gives its
    controller's Wastes any color: five pools."""
    across = state({"battlefield": ["Fellwar Stone"]}, {"battlefield": ["Island", {"card": "Mountain", "tapped": True}]})
    assert pools(across) == ["{R}", "{U}"]
    agree(across, ("mana", None))
    assert pools(state({"battlefield": ["Fellwar Stone"]})) == [""]
    nothing = state({"hand": [{"card": "Opt", "id": "opt"}], "battlefield": ["Fellwar Stone", "Command Tower"]})
    assert api.can_cast(GameState.from_json(nothing), "opt").castable is False  # neither makes mana
    agree(nothing, ("cast", "opt"))
    assert pools(state({"battlefield": ["Fellwar Stone"]}, {"battlefield": ["Wastes", "Reflecting Pool"]})) == [""]
    lantern = state({"battlefield": ["Fellwar Stone"]}, {"battlefield": ["Wastes", "Chromatic Lantern"]})
    assert len(pools(lantern)) == 5
    agree(lantern, ("mana", None))


def test_exotic_orchards_facing_each_other() -> None:
    """106.7's example: two Exotic Orchards and no other land make no mana; with a Forest beside
    mine, each Orchard could produce {G}: my pool {G}{G}, the opponent's {G}."""
    alone = state({"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Exotic Orchard"]})
    assert pools(alone) == [""] and pools(alone, "opp") == [""]
    forest = state({"battlefield": ["Exotic Orchard", "Forest"]}, {"battlefield": ["Exotic Orchard"]})
    assert pools(forest) == ["{G}{G}"] and pools(forest, "opp") == ["{G}"]
    agree(forest, ("mana", None))
    agree(forest, ("mana", None), player="opp")


# ----- Chromatic Lantern (613.1f) ------------------------------------------------------------------------

def test_chromatic_lantern_gives_lands_any_color() -> None:
    """With a tapped Chromatic Lantern, a Forest has "{T}: Add one mana of any color": Opt ({U}) is
    castable from the Forest alone, one option; two Lanterns grant the same ability once, still one
    option. The opponent's Lantern does nothing for my Forest. Thassa's Oracle ({U}{U}) from an
    Island and a Forest under my Lantern: one option."""
    opt = {"card": "Opt", "id": "opt"}
    one = state({"hand": [opt], "battlefield": ["Forest", {"card": "Chromatic Lantern", "tapped": True}]})
    assert n_options(one, "opt") == 1
    two = state({"hand": [opt], "battlefield": ["Forest", {"card": "Chromatic Lantern", "tapped": True},
                                                {"card": "Chromatic Lantern", "tapped": True}]})
    assert n_options(two, "opt") == 1
    theirs = state({"hand": [opt], "battlefield": ["Forest"]}, {"battlefield": ["Chromatic Lantern"]})
    assert api.can_cast(GameState.from_json(theirs), "opt").castable is False
    counter = state({"hand": [{"card": "Thassa's Oracle", "id": "cs"}],
                     "battlefield": ["Island", "Forest", {"card": "Chromatic Lantern", "tapped": True}]})
    assert n_options(counter, "cs") == 1
    for data, card in ((one, "opt"), (two, "opt"), (theirs, "opt"), (counter, "cs")):
        agree(data, ("cast", card))


def test_lantern_mana_ability_index_follows_the_lands_own() -> None:
    st = GameState.from_json(state({"battlefield": [{"card": "Forest", "id": "f"}, "Chromatic Lantern"]}))
    forest = st.object("f")
    assert forest is not None and forest.card.mana_abilities[0].produces == (("G",),)
    assert len(forest.card.mana_abilities) == 2 and forest.real_card.name == "Forest"
    written = st.to_json()
    assert "Forest" not in {c["name"] for c in written["cards"]}  # still the built-in Forest
    assert GameState.from_json(written).to_json() == written


# ----- Jeweled Lotus (106.6) --------------------------------------------------------------------------------

def test_jeweled_lotus_pays_only_the_commander() -> None:
    """Jeweled Lotus: three mana of one color, only to cast your commander. Grizzly Bears ({1}{G}) as
    commander from the command zone: {G}{G}{G}, one of it left floating: one option (the {G}
    symbol rules out the other colors). A Grizzly Bears in the hand that is no commander: no. The
    commander in the hand: yes. With the tax of one cast ({3}{G}) the Lotus alone is short; with a
    Forest it pays ({G}{G}{G} and {G}): one option."""
    lotus = ["Jeweled Lotus"]
    data = state(commander_in_command(battlefield=lotus, hand=[{"card": "Grizzly Bears", "id": "copy"}]))
    assert n_options(data, "cmdr") == 1
    assert api.can_cast(GameState.from_json(data), "copy").castable is False
    agree(data, ("cast", "cmdr"), ("cast", "copy"))
    in_hand = state({"hand": [{"card": "Grizzly Bears", "id": "cmdr"}], "commanders": ["cmdr"], "battlefield": lotus})
    assert api.can_cast(GameState.from_json(in_hand), "cmdr").castable
    taxed = state(commander_in_command(casts=1, battlefield=lotus))
    assert api.can_cast(GameState.from_json(taxed), "cmdr").castable is False
    with_forest = state(commander_in_command(casts=1, battlefield=[*lotus, "Forest"]))
    assert n_options(with_forest, "cmdr") == 1
    agree(taxed, ("cast", "cmdr"))
    agree(with_forest, ("cast", "cmdr"))


def test_jeweled_lotus_never_pays_an_ability() -> None:
    """106.6: "only to cast your commander" mana can't pay Mind Stone's {1}."""
    st = GameState.from_json(state(commander_in_command(battlefield=["Jeweled Lotus", {"card": "Mind Stone", "id": "ms"}])))
    assert api.can_activate(st, "ms", 1, "me").castable is False
    assert not reference.reference_can_activate(st, "ms", 1, "me")


# ----- the templates, in every printing ---------------------------------------------------------------

TEMPLATE_CARDS = ["Arcane Signet", "Command Tower", "Commander's Sphere", "Fellwar Stone", "Exotic Orchard",
                  "Quirion Explorer", "Sylvok Explorer", "Chromatic Lantern", "Joiner Adept", "Mystic Monstrosity",
                  "Jeweled Lotus", "Harvester Druid", "Reflecting Pool", "Naga Vitalist", "Gilded Lotus",
                  "Black Lotus", "Coveted Jewel", "Lotus Field", "Opal Palace", "Path of Ancestry"]


def test_every_printing_of_the_templates_is_read() -> None:
    if not DEFAULT_CARDS.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"shared card data not found at {DEFAULT_CARDS}")
        pytest.skip(f"shared card data not found at {DEFAULT_CARDS}")
    from castable.model.database import iter_records
    found = {r["name"]: r for r in iter_records(DEFAULT_CARDS) if r["name"] in TEMPLATE_CARDS}
    assert set(found) == set(TEMPLATE_CARDS)
    for name, rec in found.items():
        assert read_card(rec).unsupported is None, name


# ----- the Commander deck (benchmarks/decks.py) ----------------------------------------------------------

def test_the_commander_deck_is_a_commander_deck() -> None:
    assert sum(n for n, _ in COMMANDER_DECK) == 99
    assert all(n == 1 for n, name in COMMANDER_DECK if name not in ("Forest", "Island"))  # 903.5b


@pytest.mark.parametrize("seed", range(12))
def test_no_commander_deck_state_exits_4(seed: int) -> None:
    """Every card of the deck is read: no state built from it is unsupported (exit 4), and every
    move's witness is accepted by the referee."""
    st = GameState.from_json(json.loads(json.dumps(commander_state(seed))))
    moves = legal_moves(st, "me")
    assert moves.unsupported == []
    for m in moves.moves:
        if m.plan is not None:
            assert referee.check(st, m.plan) == []


def test_supply_counts_commander_only_mana_for_the_commander_in_hand() -> None:
    """The can-cast relaxation (solver/precheck/supply.py) must count Jeweled Lotus's mana for a
    commander in the hand (903.3, 106.6): else it would prove a false "no"."""
    from castable.solver.precheck import supply
    for commanders, short in ((["cmdr"], False), ([], True)):
        st = GameState.from_json(state({"hand": [{"card": "Grizzly Bears", "id": "cmdr"}], "commanders": commanders,
                                        "battlefield": ["Jeweled Lotus"]}))
        shortages = supply.shortages(st, "me", st.player("me").hand[0])
        assert shortages is not None and bool(shortages) is short


def test_a_commander_may_be_cast_face_down_from_the_command_zone() -> None:
    """903.8: a commander is cast from the command zone, paying its mana cost or an alternative
    cost that names no zone, such as morph's (702.37c: a face-down 2/2 for {3}); the commander
    tax is added either way (903.8). Three Islands: {5}{U} can't be paid, {3} face down can,
    tapping all three: 1 option. After one cast from the command zone, {3} + {2}: none. The
    solver, the referee and the reference agree (found by the differential test)."""
    from conftest import agreed_options
    morph = {"name": "Test Morphling", "mana_cost": "{5}{U}", "type_line": "Legendary Creature — Shapeshifter",
             "oracle_text": "Morph {2}{U}", "power": "5", "toughness": "5"}

    def state(casts: int) -> GameState:
        cmdr = {"card": "Test Morphling", "id": "cmdr", **({"command_zone_casts": casts} if casts else {})}
        return GameState.from_json({"players": [{"name": "me", "command": [cmdr], "commanders": ["cmdr"],
                                                 "battlefield": ["Island", "Island", "Island"]}, {"name": "opp"}],
                                    "cards": [morph]})
    plans = agreed_options(state(0), "cmdr")
    assert [(p.zone, p.alternative_cost) for p in plans] == [("command", "face down")]
    assert agreed_options(state(1), "cmdr") == []
