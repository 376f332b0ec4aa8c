"""An additional cost written as a choice between costs (issue 13, addcost13): "As an additional
cost to cast this spell, discard a card or pay {1}." 601.2b: the caster announces which of the
costs they will pay; exactly one of them is paid (118.8a: it is not optional). Read as optional
costs of one ``one_of`` group; each count below is worked out by hand from the rules and every
plan goes through the referee and the reference enumerator (``agreed_options``).

Objects alike (two Mountains, two Grizzly Bears) are one choice (docs/answers.md "Distinct
options"); the plan's ``optional_costs`` names the cost chosen.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from castable.model.plan import Plan
from castable.solver import referee
from castable.solver.cpsat import classes
from castable.solver.cpsat.model import CastModel

from tests.conftest import agreed_options

ADD = "As an additional cost to cast this spell, "
DRAW = "\nYou draw two cards and you lose 2 life."


def _spell(name: str, cost: str, choice: str, kind: str = "Sorcery") -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "type_line": kind, "oracle_text": ADD + choice + DRAW}


AXE = _spell("Test Axe", "{R}", "discard a card or pay {1}.")
LIFE = _spell("Test Redirect", "{R}", "pay 3 life or pay {2}.")
CYCLE = _spell("Test Cycle", "{B}", "forage or pay {B}.")
BOG = _spell("Test Bog", "{G}", "blight 1 or pay {3}.")
LEGEND_SAC = _spell("Test Sacrifice", "{U}", "sacrifice a legendary creature or pay {2}.", "Instant")
MANGLER = _spell("Test Mangler", "{B}", "sacrifice a creature, discard a card, or pay 4 life.")
FOOD = {"name": "Test Food", "mana_cost": "", "type_line": "Artifact — Food", "oracle_text": ""}
LEGEND = {"name": "Test Legend", "mana_cost": "{1}", "type_line": "Legendary Creature — Human", "power": "2",
          "toughness": "2", "oracle_text": ""}
CARDS = [AXE, LIFE, CYCLE, BOG, LEGEND_SAC, MANGLER, FOOD, LEGEND]


def state(bf: list[Any], hand: str, *, others: list[Any] | None = None, gy: list[Any] | None = None,
          life: int = 20) -> GameState:
    me = {"name": "me", "life": life, "hand": [{"card": hand, "id": "h"}, *(others or [])], "battlefield": bf,
          "graveyard": gy or []}
    return GameState.from_json({"players": [me, {"name": "opp"}], "cards": CARDS})


def _chosen(plans: list[Plan]) -> list[str]:
    return sorted(",".join(sorted(p.optional_costs)) for p in plans)


def test_reader() -> None:
    """Each cost joined by "or" before a verb is one optional cost of the face's group, named by
    its words; an "or" between nouns stays inside one cost; forage offers its two costs."""
    card = read_card(MANGLER)
    assert card.unsupported is None and not card.additional_costs
    assert [(o.name, o.one_of) for o in card.optional_costs] == [
        ("sacrifice a creature", "Test Mangler"), ("discard a card", "Test Mangler"), ("pay 4 life", "Test Mangler")]
    nouns = read_card(_spell("Test Final", "{B}", "pay 5 life or sacrifice a creature or enchantment."))
    assert [o.name for o in nouns.optional_costs] == ["pay 5 life", "sacrifice a creature or enchantment"]
    assert nouns.optional_costs[1].parts[0].filter.types == {"Creature", "Enchantment"}
    cycle = read_card(CYCLE)
    assert [o.name for o in cycle.optional_costs] == [
        "exile three cards from your graveyard", "sacrifice a Food", "pay {B}"]
    assert str(cycle.optional_costs[2].mana) == "{B}"
    legend = read_card(LEGEND_SAC).optional_costs[0].parts[0].filter
    assert legend.supertypes == {"Legendary"} and legend.types == {"Creature"}


@pytest.mark.parametrize("choice", [
    "behold a Goblin and sacrifice it or pay {2}.", "choose a creature you control or pay {3}.", "blight X or pay {3}.",
    "pay X life or pay {2}.", "you may sacrifice a creature or pay {1}.", "exile a creature you control or pay {2}.",
    "return a land you control to its owner's hand or pay {1}.", "waterbend {X}.", "you may waterbend {X}.",
    "collect evidence 3. This spell costs {1} less to cast if evidence was collected.",
    "tap two untapped artifacts, creatures, and/or Goblins you control."])
def test_unread_choices(choice: str) -> None:
    assert read_card(_spell("Test Near", "{B}", choice)).unsupported is not None, choice


def test_two_choices_on_one_face_are_unread() -> None:
    text = ADD + "discard a card or pay {1}.\n" + ADD + "pay 3 life or pay {2}." + DRAW
    assert read_card({**AXE, "oracle_text": text}).unsupported is not None


def test_discard_or_pay() -> None:
    """Two Mountains (alike), Grizzly Bears and an Island in hand. Pay {1}: {1}{R}, both
    Mountains: 1 option. Discard: {R} from a Mountain, the Bears or the Island discarded: 2.
    Total 3 (never neither, never both)."""
    s = state(["Mountain", "Mountain"], "Test Axe", others=["Grizzly Bears", "Island"])
    plans = agreed_options(s, "h", "me")
    assert _chosen(plans) == ["discard a card", "discard a card", "pay {1}"]
    for p in plans:
        assert len(p.tapped) == (2 if "pay {1}" in p.optional_costs else 1)
        assert p.optional_costs in ({"pay {1}": 1}, {"discard a card": 1})


def test_discard_or_pay_without_a_way() -> None:
    """One Mountain: {1}{R} can't be paid; an empty hand has nothing to discard: no (a proof)."""
    assert [p.optional_costs for p in agreed_options(state(["Mountain"], "Test Axe", others=["Island"]), "h", "me")] \
        == [{"discard a card": 1}]
    assert agreed_options(state(["Mountain"], "Test Axe"), "h", "me") == []


def test_life_or_mana() -> None:
    """Three Mountains. Life 20: 3 life and one Mountain, or {2}{R} and all three: 2. Life 2:
    3 life can't be paid (119.4): 1. Life 2 and two Mountains: no."""
    mountains = ["Mountain", "Mountain", "Mountain"]
    assert _chosen(agreed_options(state(mountains, "Test Redirect"), "h", "me")) == ["pay 3 life", "pay {2}"]
    assert _chosen(agreed_options(state(mountains, "Test Redirect", life=2), "h", "me")) == ["pay {2}"]
    assert agreed_options(state(mountains[:2], "Test Redirect", life=2), "h", "me") == []


def test_forage_or_pay() -> None:
    """Two Swamps (alike), a Food, four different cards in the graveyard. Pay {B}: {B}{B}, both
    Swamps: 1. Sacrifice the Food: 1. Exile three of the four cards: 4. Total 6."""
    s = state(["Swamp", "Swamp", {"card": "Test Food", "id": "f"}], "Test Cycle",
              gy=["Island", "Forest", "Plains", "Mountain"])
    plans = agreed_options(s, "h", "me")
    assert _chosen(plans) == ["exile three cards from your graveyard"] * 4 + ["pay {B}", "sacrifice a Food"]
    assert [p.sacrificed for p in plans if "sacrifice a Food" in p.optional_costs] == [("f",)]


def test_blight_or_pay() -> None:
    """Three Forests (alike), two Grizzly Bears (alike), Llanowar Elves. Blight 1: {G} from a
    Forest or the Elves (2) times the counter on a Bear or the Elves (2): 4. Pay {3}: {3}{G}
    takes all four sources: 1. Total 5. With one Forest, {3}{G} can't be paid: 4."""
    bf: list[Any] = ["Forest", "Forest", "Forest", "Grizzly Bears", "Grizzly Bears", {"card": "Llanowar Elves",
                                                                                       "id": "e"}]
    plans = agreed_options(state(bf, "Test Bog"), "h", "me")
    assert _chosen(plans) == ["blight 1"] * 4 + ["pay {3}"]
    assert all(bool(p.blighted) == ("blight 1" in p.optional_costs) for p in plans)
    assert _chosen(agreed_options(state(bf[2:], "Test Bog"), "h", "me")) == ["blight 1"] * 4


def test_sacrifice_a_legendary_creature() -> None:
    """Three Islands, the Legend and Grizzly Bears. Sacrifice the Legend: {U}: 1. Pay {2}:
    {2}{U}: 1. The Bears is no legendary creature. Total 2; without the Legend, 1."""
    bf: list[Any] = ["Island", "Island", "Island", {"card": "Test Legend", "id": "l"}, "Grizzly Bears"]
    plans = agreed_options(state(bf, "Test Sacrifice"), "h", "me")
    assert sorted((",".join(p.optional_costs), p.sacrificed) for p in plans) == [
        ("pay {2}", ()), ("sacrifice a legendary creature", ("l",))]
    assert _chosen(agreed_options(state(bf[:3] + bf[4:], "Test Sacrifice"), "h", "me")) == ["pay {2}"]


def test_three_costs() -> None:
    """One Swamp, Grizzly Bears on the battlefield and one in hand, life 4. Sacrifice the
    Bears: 1; discard the Bears: 1; pay 4 life: 1. Total 3; at life 3, 2."""
    plans = agreed_options(state(["Swamp", "Grizzly Bears"], "Test Mangler", others=["Grizzly Bears"], life=4), "h",
                           "me")
    assert _chosen(plans) == ["discard a card", "pay 4 life", "sacrifice a creature"]
    plans = agreed_options(state(["Swamp", "Grizzly Bears"], "Test Mangler", others=["Grizzly Bears"], life=3), "h",
                           "me")
    assert _chosen(plans) == ["discard a card", "sacrifice a creature"]


def test_referee_wants_exactly_one() -> None:
    """A plan that pays neither cost, or both, breaks 601.2b."""
    s = state(["Mountain", "Mountain"], "Test Axe", others=[{"card": "Island", "id": "i"}])
    plans = agreed_options(s, "h", "me")
    discard = next(p for p in plans if "discard a card" in p.optional_costs)
    assert referee.check(s, discard) == []
    neither = Plan(**{**discard.__dict__, "optional_costs": {}, "cost_objects": ()})
    assert any("601.2b" in str(e) for e in referee.check(s, neither))
    both = Plan(**{**discard.__dict__, "optional_costs": {"discard a card": 1, "pay {1}": 1}})
    assert any("601.2b" in str(e) for e in referee.check(s, both))


def test_pure_enumerator_declines() -> None:
    s = state(["Mountain", "Mountain"], "Test Axe", others=["Island"])
    obj = s.object("h")
    assert obj is not None
    assert classes.declines(CastModel(s, "me", obj)) is not None


# ----- reveal and behold: the object is chosen (601.2h) and stays where it is -------------------
# Behold is not in /work/shared/rules; in our own words from the cards' reminder text ("To behold
# a Dragon, choose a Dragon you control or reveal a Dragon card from your hand."): one permanent
# the caster controls, or one card in their hand (not the spell, on the stack since 601.2a), with
# the quality. Mana abilities come first (601.2g): a permanent sacrificed or a card exiled for
# mana is gone when the cost is paid. Which object is chosen tells options apart.

CURSE = {"name": "Test Cursetosser", "mana_cost": "{R}", "type_line": "Creature — Goblin Warlock", "power": "2",
         "toughness": "1", "oracle_text": ADD + "behold a Goblin or pay {2}."}
DESTINY = {"name": "Test Destiny", "mana_cost": "{R}", "type_line": "Instant",
           "oracle_text": ADD + "reveal a creature card from your hand.\nYou gain life equal to the revealed card's mana value."}
EXHALE = {"name": "Test Exhale", "mana_cost": "{B}", "type_line": "Sorcery",
          "oracle_text": ADD + "you may behold a Dragon." + DRAW + " If a Dragon was beheld, you gain 2 life."}
GOBLIN = {"name": "Test Goblin", "mana_cost": "{R}", "type_line": "Creature — Goblin", "power": "1", "toughness": "1",
          "oracle_text": "Sacrifice this creature: Add {R}."}
GUIDE = {"name": "Test Guide", "mana_cost": "{2}{R}", "type_line": "Creature — Ape Spirit", "power": "2",
         "toughness": "2", "oracle_text": "Exile Test Guide from your hand: Add {R}."}
DRAGON = {"name": "Test Dragon", "mana_cost": "{4}{R}", "type_line": "Creature — Dragon", "power": "4",
          "toughness": "4", "oracle_text": "Flying"}
CARDS += [CURSE, DESTINY, EXHALE, GOBLIN, GUIDE, DRAGON]


def _looked(s: GameState, plans: list[Plan]) -> list[str]:
    """Each plan's object revealed or beheld, as 'zone:name' ('-' when none)."""
    by = {o.id: o for o in s.objects()}
    out = []
    for p in plans:
        parts = [ids for ids in p.cost_objects if ids]
        out.append(",".join(f"{by[i].zone}:{by[i].card.name}" for ids in parts for i in ids) or "-")
    return sorted(out)


def test_reader_reveal_and_behold() -> None:
    """"behold a Goblin or pay {2}": a behold part in the group; "reveal a creature card from
    your hand": a required part; "you may behold a Dragon": the optional cost "behold"; the two
    spellings of a behold written out are one behold part."""
    curse = read_card(CURSE)
    assert curse.unsupported is None
    assert [(o.name, o.parts[0].action if o.parts else None) for o in curse.optional_costs] == [
        ("behold a Goblin", "behold"), ("pay {2}", None)]
    assert curse.optional_costs[0].parts[0].filter.subtypes == {"Goblin"}
    [reveal] = read_card(DESTINY).additional_costs
    assert (reveal.action, reveal.filter.types) == ("reveal", {"Creature"})
    exhale = read_card(EXHALE)
    assert exhale.unsupported is None and [o.name for o in exhale.optional_costs] == ["behold"]
    whole = read_card(_spell("Test Emergence", "{1}{G}", "choose a creature you control or reveal a creature card "
                             "from your hand."))
    assert [(p.action, p.filter.types) for p in whole.additional_costs] == [("behold", {"Creature"})]


@pytest.mark.parametrize("choice", [
    "behold two Kithkin and exile them.", "you may choose a creature type and behold two creatures of that type.",
    "reveal a colorless creature card from your hand.", "reveal a Dragon card from your hand and sacrifice a creature.",
    "choose a Dragon you control or reveal a Goblin card from your hand."])
def test_unread_looks(choice: str) -> None:
    assert read_card(_spell("Test Near", "{B}", choice)).unsupported is not None, choice


def test_look_beside_another_part_is_unread() -> None:
    """601.2h pays parts in any order: a revealed card could then be discarded; not modelled."""
    text = ADD + "reveal a creature card from your hand.\n" + ADD + "discard a card." + DRAW
    assert read_card({**DESTINY, "oracle_text": text}).unsupported is not None


def test_behold_or_pay() -> None:
    """Three Mountains (alike); a Test Goblin on the battlefield, one in hand, Grizzly Bears in
    hand. Pay {2}: {2}{R} from the three Mountains, or from two of them and the Goblin
    sacrificed for {R}: 2. Behold: {R} from a Mountain, beholding the Goblin in play or the one in hand (2), or {R}
    from sacrificing the Goblin and beholding the one in hand (1): 3. Total 5."""
    s = state(["Mountain", "Mountain", "Mountain", {"card": "Test Goblin", "id": "g"}], "Test Cursetosser",
              others=[{"card": "Test Goblin", "id": "hg"}, "Grizzly Bears"])
    plans = agreed_options(s, "h", "me")
    assert _chosen(plans) == ["behold a Goblin"] * 3 + ["pay {2}"] * 2
    beheld = [p for p in plans if "behold a Goblin" in p.optional_costs]
    assert sorted((p.sacrificed, p.cost_objects) for p in beheld) == [
        ((), (("g",),)), ((), (("hg",),)), (("g",), (("hg",),))]
    assert all(not p.discarded and not p.exiled for p in plans)  # the object stays


def test_behold_a_goblin_sacrificed_for_mana() -> None:
    """One Mountain and the Test Goblin, nothing in hand: {2}{R} can't be paid; behold: {R} from
    the Mountain, the Goblin beheld (1); {R} from the Goblin, it is gone (601.2g): none. Total 1."""
    s = state(["Mountain", {"card": "Test Goblin", "id": "g"}], "Test Cursetosser")
    plans = agreed_options(s, "h", "me")
    assert [(p.tapped, p.sacrificed, p.cost_objects) for p in plans] == [((s.players[0].battlefield[0].id,), (),
                                                                          (("g",),))]


def test_reveal_a_creature_card() -> None:
    """A Mountain; Test Guide and Grizzly Bears in hand. {R} from the Mountain, revealing the
    Guide or the Bears (2); {R} from exiling the Guide, revealing the Bears (1): 3. With the
    Guide alone: the Mountain and the Guide revealed: 1. With a land alone in hand: no."""
    s = state(["Mountain"], "Test Destiny", others=[{"card": "Test Guide", "id": "sg"}, {"card": "Grizzly Bears",
                                                                                         "id": "b"}])
    plans = agreed_options(s, "h", "me")
    assert sorted((p.exiled, p.cost_objects) for p in plans) == [
        ((), (("b",),)), ((), (("sg",),)), (("sg",), (("b",),))]
    alone = state(["Mountain"], "Test Destiny", others=[{"card": "Test Guide", "id": "sg"}])
    assert [p.cost_objects for p in agreed_options(alone, "h", "me")] == [(("sg",),)]
    assert agreed_options(state(["Mountain"], "Test Destiny", others=["Island"]), "h", "me") == []


def test_you_may_behold() -> None:
    """A Swamp, two Test Dragons on the battlefield (alike), one in hand: no behold (1), a
    Dragon in play (1), the Dragon in hand (1): 3. An opponent's Dragon is never beheld."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Test Exhale", "id": "h"}, {"card": "Test Dragon", "id": "hd"}],
         "battlefield": ["Swamp", {"card": "Test Dragon", "id": "d1"}, {"card": "Test Dragon", "id": "d2"}]},
        {"name": "opp", "battlefield": [{"card": "Test Dragon", "id": "od"}]}], "cards": CARDS})
    plans = agreed_options(s, "h", "me")
    assert _looked(s, plans) == ["-", "battlefield:Test Dragon", "hand:Test Dragon"]
    assert sorted(",".join(p.optional_costs) for p in plans) == ["", "behold", "behold"]


def test_referee_checks_the_object() -> None:
    """The referee rejects beholding an opponent's Goblin, a land, the spell itself, a card in
    the graveyard, and two objects."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Test Cursetosser", "id": "h"}, {"card": "Island", "id": "i"}],
         "battlefield": [{"card": "Mountain", "id": "m"}, {"card": "Test Goblin", "id": "g"}],
         "graveyard": [{"card": "Test Goblin", "id": "gy"}]},
        {"name": "opp", "battlefield": [{"card": "Test Goblin", "id": "og"}]}], "cards": CARDS})
    plans = agreed_options(s, "h", "me")
    good = next(p for p in plans if p.cost_objects == (("g",),) and p.tapped == ("m",))
    assert referee.check(s, good) == []
    for ids in (("og",), ("m",), ("h",), ("gy",), ("i",), ("g", "g"), ()):
        assert referee.check(s, Plan(**{**good.__dict__, "cost_objects": (ids,)})), ids


# ----- three more costs read whole -------------------------------------------------------------
SPIRIT = {"name": "Test Spirit", "mana_cost": "{U}", "type_line": "Creature — Spirit", "power": "2", "toughness": "2",
          "oracle_text": ADD + "waterbend {2}."}
CRIME = {"name": "Test Crime", "mana_cost": "{1}{R}", "type_line": "Instant",
         "oracle_text": ADD + "you may collect evidence 3. This spell costs {1} less to cast if evidence was collected."
         + DRAW}
GUARDIAN = {"name": "Test Guardian", "mana_cost": "{1}{W}", "type_line": "Creature — Bird", "power": "3",
            "toughness": "3", "oracle_text": ADD + "tap two untapped artifacts, creatures, and/or lands you control."}
CARDS += [SPIRIT, CRIME, GUARDIAN]


def test_required_waterbend() -> None:
    """Waterbend {2} required (701.67: each untapped artifact or creature tapped pays {1} of it):
    {2}{U}. Three Islands (alike) and Grizzly Bears: the three Islands (1), or the Bears
    waterbent and two Islands (1): 2. Two Islands and the Bears: 1. One Island and the Bears: no."""
    bf: list[Any] = ["Island", "Island", "Island", {"card": "Grizzly Bears", "id": "b"}]
    plans = agreed_options(state(bf, "Test Spirit"), "h", "me")
    assert sorted(p.waterbent for p in plans) == [(), ("b",)]
    assert all(p.optional_costs == {"waterbend": 1} for p in plans)
    assert [p.waterbent for p in agreed_options(state(bf[1:], "Test Spirit"), "h", "me")] == [("b",)]
    assert agreed_options(state(bf[2:], "Test Spirit"), "h", "me") == []


def test_collect_evidence_with_a_reduction() -> None:
    """{1}{R}; you may collect evidence 3 ({1} less then, 601.2f): Grizzly Bears (2) and Shock
    (1) in the graveyard are the only set of 3. Two Mountains: not collecting, both (1);
    collecting, one Mountain (1): 2. One Mountain: collecting only: 1."""
    gy = [{"card": "Grizzly Bears", "id": "gb"}, {"card": "Shock", "id": "gs"}]
    plans = agreed_options(state(["Mountain", "Mountain"], "Test Crime", gy=gy), "h", "me")
    assert sorted((",".join(p.optional_costs), len(p.tapped), tuple(sorted(p.exiled))) for p in plans) == [
        ("", 2, ()), ("collect evidence", 1, ("gb", "gs"))]
    assert [p.total_cost for p in agreed_options(state(["Mountain"], "Test Crime", gy=gy), "h", "me")] == ["{R}"]


def test_tap_artifacts_creatures_and_or_lands() -> None:
    """{1}{W} and tap two untapped artifacts, creatures and/or lands. Three Plains (alike) and
    Grizzly Bears: two Plains for mana, the third and the Bears for the cost: every object
    tapped, 1 option. Three Plains alone: four taps needed, no."""
    card = read_card(GUARDIAN)
    assert [(p.action, p.amount, p.filter.types) for p in card.additional_costs] == [
        ("tap_untapped", 2, {"Artifact", "Creature", "Land"})]
    plans = agreed_options(state(["Plains", "Plains", "Plains", {"card": "Grizzly Bears", "id": "b"}], "Test Guardian"),
                           "h", "me")
    assert len(plans) == 1 and len(plans[0].tapped) == 4
    assert agreed_options(state(["Plains", "Plains", "Plains"], "Test Guardian"), "h", "me") == []


# ----- behold and exile it ------------------------------------------------------------------------
CHAMPION = {"name": "Test Champion", "mana_cost": "{1}{W}", "type_line": "Creature — Kithkin Knight", "power": "3",
            "toughness": "3", "oracle_text": ADD + "behold a Kithkin and exile it. (Exile a Kithkin you control or a "
            "Kithkin card from your hand.)\nOther Kithkin you control get +1/+1."}
KITHKIN = {"name": "Test Kithkin", "mana_cost": "{W}", "type_line": "Creature — Kithkin", "power": "1",
           "toughness": "1", "oracle_text": "{T}: Add {W}."}
CARDS += [CHAMPION, KITHKIN]


def test_behold_and_exile() -> None:
    """{1}{W}; two Plains (alike), a Test Kithkin ({T}: Add {W}) on the battlefield, one in hand,
    Grizzly Bears in hand. Exile the Kithkin in play: {1}{W} from the two Plains, or from a
    Plains and the Kithkin tapped for mana first (601.2g, then exiled in 601.2h): 2. Exile the
    one in hand: the same two ways to pay: 2. Total 4; the object is in the outcome's exiled."""
    assert [(p.action, p.filter.subtypes) for p in read_card(CHAMPION).additional_costs] == [
        ("behold_exile", {"Kithkin"})]
    s = state(["Plains", "Plains", {"card": "Test Kithkin", "id": "k"}], "Test Champion",
              others=[{"card": "Test Kithkin", "id": "hk"}, "Grizzly Bears"])
    plans = agreed_options(s, "h", "me")
    assert sorted((p.exiled, "k" in p.tapped) for p in plans) == [
        (("hk",), False), (("hk",), True), (("k",), False), (("k",), True)]
    assert all(p.cost_objects == (p.exiled,) for p in plans)
    from castable.solver.transitions import apply
    after = apply(s, next(p for p in plans if p.exiled == ("k",)))
    kithkin = after.object("k")
    assert kithkin is not None and kithkin.zone == "exile"


def test_referee_checks_the_exiled_object() -> None:
    """An opponent's Kithkin can't be beheld; the outcome must say the object was exiled."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Test Champion", "id": "h"}], "battlefield": [
            {"card": "Plains", "id": "p1"}, {"card": "Plains", "id": "p2"}, {"card": "Test Kithkin", "id": "k"}]},
        {"name": "opp", "battlefield": [{"card": "Test Kithkin", "id": "ok"}]}], "cards": CARDS})
    plans = agreed_options(s, "h", "me")
    good = next(p for p in plans if "k" not in p.tapped)
    assert referee.check(s, good) == []
    assert referee.check(s, Plan(**{**good.__dict__, "cost_objects": (("ok",),), "exiled": ("ok",)}))
    assert referee.check(s, Plan(**{**good.__dict__, "exiled": ()}))


# ----- return a permanent you control to its owner's hand ---------------------------------------
DEPRIVE = {"name": "Test Deprive", "mana_cost": "{U}{U}", "type_line": "Instant",
           "oracle_text": ADD + "return a land you control to its owner's hand." + DRAW}
CARDS += [DEPRIVE]


def test_return_a_land() -> None:
    """{U}{U} from two Islands (alike), and a land you control returned, tapped or not (601.2g
    comes first, so an Island tapped for mana may go back): a tapped Island or the Forest: 2.
    Two Islands alone: 1. An opponent's land is never a choice."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Test Deprive", "id": "h"}],
         "battlefield": [{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}, {"card": "Forest", "id": "f"}]},
        {"name": "opp", "battlefield": [{"card": "Forest", "id": "of"}]}], "cards": CARDS})
    plans = agreed_options(s, "h", "me")
    assert sorted(p.returned[0][0] for p in plans) == ["f", "i"]
    assert all(len(p.returned) == 1 and p.cost_objects == (p.returned,) for p in plans)
    from castable.solver.transitions import apply
    back = apply(s, next(p for p in plans if p.returned == ("f",))).object("f")
    assert back is not None and back.zone == "hand"
    assert len(agreed_options(state(["Island", "Island"], "Test Deprive"), "h", "me")) == 1
    good = next(p for p in plans if p.returned == ("f",))
    assert referee.check(s, Plan(**{**good.__dict__, "cost_objects": (("of",),), "returned": ("of",)}))


# ----- single costs read whole -----------------------------------------------------------------
STING = {"name": "Test Sting", "mana_cost": "{B}", "type_line": "Sorcery",
         "oracle_text": ADD + "put a -1/-1 counter on a creature you control." + DRAW}
FUMES = {"name": "Test Fumes", "mana_cost": "{1}{B}", "type_line": "Sorcery",
         "oracle_text": ADD + "exile a creature you control." + DRAW}
CARDS += [STING, FUMES]


@pytest.mark.parametrize(("text", "action", "amount", "types", "non_types", "colors"), [
    ("sacrifice a nonland permanent.", "sacrifice", 1, set(), {"Land"}, set()),
    ("sacrifice a blue permanent.", "sacrifice", 1, set(), set(), {"U"}),
    ("exile an instant or sorcery card from your graveyard.", "exile_from_graveyard", 1, {"Instant", "Sorcery"}, set(),
     set()),
    ("exile six cards from your graveyard.", "exile_from_graveyard", 6, set(), set(), set()),
    ("exile a creature you control.", "exile_yours", 1, {"Creature"}, set(), set()),
    ("put a -1/-1 counter on a creature you control.", "blight", 1, {"Creature"}, set(), set())])
def test_single_costs_read(text: str, action: str, amount: int, types: set[str], non_types: set[str],
                           colors: set[str]) -> None:
    [part] = read_card(_spell("Test Single", "{B}", text)).additional_costs
    assert (part.action, part.amount, part.filter.types, part.filter.non_types, part.filter.colors) == (
        action, amount, types, non_types, colors)


def test_counter_on_a_creature_you_control() -> None:
    """118.1: a -1/-1 counter on a creature you control (blight 1's action): {B} from the Swamp,
    the counter on a Bear (alike) or the Elves: 2. No creature: no."""
    s = state(["Swamp", "Grizzly Bears", "Grizzly Bears", {"card": "Llanowar Elves", "id": "e"}], "Test Sting")
    plans = agreed_options(s, "h", "me")
    names = {o.id: o.card.name for o in s.objects()}
    assert sorted(names[p.blighted[0][0]] for p in plans) == ["Grizzly Bears", "Llanowar Elves"]
    assert agreed_options(state(["Swamp"], "Test Sting"), "h", "me") == []
    sac = read_card({**STING, "oracle_text": STING["oracle_text"] + "\n" + ADD + "sacrifice a creature."})
    assert sac.unsupported is not None  # 601.2h: the creature could take the counter and then be sacrificed


def test_exile_a_creature_you_control() -> None:
    """{1}{B}: two Swamps, or a Swamp and the Elves' {G} (601.2g); then the Bears or the Elves
    exiled (tapped for mana or not): 2 x 2 = 4. An opponent's creature is never a choice."""
    s = GameState.from_json({"players": [
        {"name": "me", "hand": [{"card": "Test Fumes", "id": "h"}], "battlefield": [
            "Swamp", "Swamp", {"card": "Grizzly Bears", "id": "b"}, {"card": "Llanowar Elves", "id": "e"}]},
        {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "ob"}]}], "cards": CARDS})
    plans = agreed_options(s, "h", "me")
    assert sorted((p.exiled, "e" in p.tapped) for p in plans) == [
        (("b",), False), (("b",), True), (("e",), False), (("e",), True)]
    good = plans[0]
    assert referee.check(s, Plan(**{**good.__dict__, "cost_objects": (("ob",),), "exiled": ("ob",)}))
