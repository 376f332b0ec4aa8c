"""Issue 3's built-in cards: facts match the card data, casting semantics as declared."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from castable.model.cards import AlternativeCost, Division, ObjectFilter, cost
from castable.model.library import builtin_cards

NEW_CARDS = [
    "Arc Lightning", "Forked Bolt", "Electrolyze", "Fireball", "Rolling Thunder", "Cone of Flame",
    "Crackle with Power", "Flame Slash", "Doom Blade", "Swords to Plowshares", "Unsummon", "Naturalize",
    "Mana Leak", "Absorb", "Ghostly Flicker", "Kolaghan's Command", "Cryptic Command", "Boros Charm",
    "Abzan Charm", "Collective Defiance", "Mystic Confluence", "Tooth and Nail", "Three Steps Ahead",
    "Electrickery", "Kopala, Warden of Waves", "Gladecover Scout", "Blastoderm", "Paladin en-Vec",
    "Mutagenic Growth", "Gitaxian Probe", "Lingering Souls", "Prodigal Pyromancer", "Siege-Gang Commander",
    "Mogg Fanatic", "Goblin Bombardment", "Ajani, Mentor of Heroes", "Smuggler's Copter", "Mutavault",
    "Icehide Troll", "Mind Stone", "Nykthos, Shrine to Nyx", "Fire", "Ice",
]
CARDS_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


@pytest.fixture(scope="module")
def data() -> dict[str, dict]:
    if not CARDS_DATA.exists():
        pytest.skip("shared card data not available")
    out: dict[str, dict] = {}
    wanted = set(NEW_CARDS)
    with gzip.open(CARDS_DATA, "rt", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if r.get("name") in wanted:
                out.setdefault(r["name"], r)
    return out


def card(name: str):
    return builtin_cards()[name]


@pytest.mark.parametrize("name", NEW_CARDS)
def test_facts_match_data(data: dict[str, dict], name: str) -> None:
    c, r = card(name), data[name]
    assert c.name == r["name"]
    assert (str(c.mana_cost) if c.mana_cost is not None else "") == r["mana_cost"]
    assert c.type_line == r["type_line"]
    assert c.oracle_text == r["oracle_text"]
    for k in ("power", "toughness", "loyalty"):
        assert getattr(c, k) == r.get(k)


def test_split_card_faces(data: dict[str, dict]) -> None:
    assert data["Fire"]["card_name"] == data["Ice"]["card_name"] == "Fire // Ice"
    assert card("Fire").division == Division(0, 2)
    assert [s.kind for s in card("Ice").targets] == ["permanent"]


def test_divided_damage() -> None:
    (slot,) = card("Arc Lightning").targets
    assert (slot.kind, slot.count, slot.minimum, slot.unlimited) == ("any", 3, 1, False)
    assert card("Arc Lightning").division == Division(slot=0, amount=3)
    for name in ("Forked Bolt", "Electrolyze"):
        (slot,) = card(name).targets
        assert (slot.count, slot.minimum) == (2, 1)
        assert card(name).division == Division(0, 2)
    (slot,) = card("Rolling Thunder").targets
    assert slot.unlimited and slot.minimum == 0
    assert card("Rolling Thunder").division == Division(0, x=True)


def test_fireball_and_crackle() -> None:
    fb = card("Fireball")
    (slot,) = fb.targets
    assert slot.unlimited and slot.minimum == 0
    assert fb.division is None  # divided evenly: no choice
    assert fb.per_extra_target == 1
    (slot,) = card("Crackle with Power").targets
    assert slot.x_count and slot.minimum == 0
    assert card("Crackle with Power").division is None


def test_cone_of_flame_distinct_slots() -> None:
    slots = card("Cone of Flame").targets
    assert [s.kind for s in slots] == ["any"] * 3
    assert [s.different_from for s in slots] == [(), (0,), (0, 1)]


def test_single_target_spells() -> None:
    for name in ("Flame Slash", "Swords to Plowshares", "Unsummon", "Mutagenic Growth"):
        assert [(s.kind, s.count) for s in card(name).targets] == [("creature", 1)], name
    assert card("Doom Blade").targets[0].filter.non_colors == frozenset("B")
    for name in ("Mana Leak", "Absorb"):
        assert [s.kind for s in card(name).targets] == ["spell"]
    (nat,) = card("Naturalize").targets
    assert nat.kind == "permanent" and nat.filter.types == frozenset({"Artifact", "Enchantment"})
    assert [s.kind for s in card("Gitaxian Probe").targets] == ["player"]
    (gf,) = card("Ghostly Flicker").targets
    assert (gf.kind, gf.count, gf.minimum) == ("permanent", 2, 2)
    assert gf.filter == ObjectFilter(types=frozenset({"Artifact", "Creature", "Land"}), controller="you")


def test_phyrexian_costs() -> None:
    assert str(card("Mutagenic Growth").mana_cost) == "{G/P}"
    assert str(card("Gitaxian Probe").mana_cost) == "{U/P}"
    assert card("Mutagenic Growth").mana_value == 1


def test_commands_choose_two() -> None:
    for name in ("Kolaghan's Command", "Cryptic Command"):
        mc = card(name).modes
        assert mc is not None and len(mc.modes) == 4
        assert (mc.min_modes, mc.max_modes, mc.repeatable) == (2, 2, False)
        assert card(name).targets == ()
    kinds = [[s.kind for s in m.targets] for m in card("Kolaghan's Command").modes.modes]
    assert kinds == [["card_in_graveyard"], ["player"], ["permanent"], ["any"]]
    assert card("Kolaghan's Command").modes.modes[0].targets[0].filter.controller == "you"
    kinds = [[s.kind for s in m.targets] for m in card("Cryptic Command").modes.modes]
    assert kinds == [["spell"], ["permanent"], [], []]


def test_charms_choose_one() -> None:
    boros = card("Boros Charm").modes
    assert (boros.min_modes, boros.max_modes) == (1, 1)
    assert [[s.kind for s in m.targets] for m in boros.modes] == [["player_or_planeswalker"], [], ["creature"]]
    abzan = card("Abzan Charm").modes
    assert (abzan.min_modes, abzan.max_modes) == (1, 1)
    assert abzan.modes[0].targets[0].filter.min_power == 3
    assert abzan.modes[1].targets == ()
    third = abzan.modes[2].targets[0]
    assert (third.kind, third.count, third.minimum) == ("creature", 2, 1)


def test_escalate_entwine_repeatable_spree() -> None:
    cd = card("Collective Defiance").modes
    assert (cd.min_modes, cd.max_modes, cd.escalate) == (1, 3, cost("{1}"))
    assert [[s.kind for s in m.targets] for m in cd.modes] == [["player"], ["creature"], ["opponent_or_planeswalker"]]
    mc = card("Mystic Confluence").modes
    assert (mc.min_modes, mc.max_modes, mc.repeatable, len(mc.modes)) == (3, 3, True, 3)
    tn = card("Tooth and Nail").modes
    assert (tn.min_modes, tn.max_modes, tn.entwine, len(tn.modes)) == (1, 1, cost("{2}"), 2)
    assert all(m.targets == () for m in tn.modes)
    tsa = card("Three Steps Ahead").modes
    assert tsa.spree and (tsa.min_modes, tsa.max_modes) == (1, 3)
    assert [m.mana for m in tsa.modes] == [cost("{1}{U}"), cost("{3}"), cost("{2}")]
    assert [[s.kind for s in m.targets] for m in tsa.modes] == [["spell"], ["permanent"], []]


def test_overload_and_flashback() -> None:
    el = card("Electrickery")
    assert el.alternative_costs == (AlternativeCost("overload", cost("{1}{R}"), overload=True),)
    assert el.targets[0].kind == "creature" and el.targets[0].filter.controller == "opponent"
    ls = card("Lingering Souls")
    assert ls.alternative_costs == (AlternativeCost("flashback", cost("{1}{B}"), zone="graveyard"),)
    assert ls.targets == ()


def test_kopala_modifier() -> None:
    spells, abilities = card("Kopala, Warden of Waves").cost_modifiers
    for mod in (spells, abilities):
        assert (mod.kind, mod.amount, mod.scope) == ("increase", 2, "opponents")
        assert mod.targeting == ObjectFilter(subtypes=frozenset({"Merfolk"}), controller="you")
    assert (spells.applies_to, abilities.applies_to) == ("spells", "abilities")


def test_keywords() -> None:
    assert "Hexproof" in card("Gladecover Scout").keywords
    assert "Shroud" in card("Blastoderm").keywords
    assert {"Protection from black", "Protection from red"} <= card("Paladin en-Vec").keywords
    assert "Flying" in card("Smuggler's Copter").keywords


def test_permanents_with_activated_abilities() -> None:
    for name in ("Mind Stone", "Mutavault", "Nykthos, Shrine to Nyx"):
        ab = card(name).mana_abilities[0]
        assert ab.produces == (("C",),) and ab.tap and ab.mana_cost == cost("")
    (_, devotion) = card("Nykthos, Shrine to Nyx").mana_abilities
    assert devotion.per == "devotion" and devotion.mana_cost == cost("{2}") and len(devotion.produces) == 5
    for name in ("Prodigal Pyromancer", "Siege-Gang Commander", "Mogg Fanatic", "Goblin Bombardment",
                 "Ajani, Mentor of Heroes", "Smuggler's Copter", "Icehide Troll"):
        c = card(name)
        assert c.mana_abilities == () and c.targets == () and c.modes is None, name
    assert card("Ajani, Mentor of Heroes").loyalty == "4"
    assert card("Icehide Troll").supertypes == frozenset({"Snow"})
