"""Land types changed by permanents (issue 12): Blood Moon, Spreading Seas, Urborg, Prismatic
Omen... read by ``castable.model.oracle.landtypes`` and applied by ``castable.model.landtypes``
before the abilities lands are granted, so the CP-SAT model, the referee and the reference all
see the new types and abilities (``agreed_options`` checks the three agree and replays every plan).

Rules used that are not in shared/rules, in our words:

- 305.6: each basic land type gives the land the mana ability "{T}: Add <its mana>".
- 305.7: an effect that sets a land's subtype to basic land types makes it lose its old land
  types and every ability its rules text gives it; it has the mana ability of each new type.
  "In addition to its other types" only adds types (and their mana abilities).
- 613.1d: type-changing effects apply in layer 4; 613.1f: ability-adding and -removing effects
  in layer 6, after, so a land that lost its abilities to Blood Moon still gains Chromatic
  Lantern's "{T}: Add one mana of any color".
- 613.1e: color-changing effects apply in layer 5 (Celestial Dawn's "are white").
- 609.4b (our words): an effect may let a player spend mana as though it were mana of another
  type; Celestial Dawn's controller may spend white mana as though it were mana of any color,
  so it pays any colored symbol (and still its own {W}), and other mana only as though it were
  colorless: it pays generic and {C} symbols, no colored one (and white mana no {C}: it is not
  colorless, and "any color" isn't colorless, 105.1).
- 613.7: effects in one layer apply in timestamp order; 613.8: an effect that depends on
  another (the other would remove the ability that makes it) applies after it, so Urborg
  under Blood Moon is a plain Mountain and makes no land a Swamp.
"""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver.api import can_activate, mana_pools
from conftest import agreed_options

#: copied from shared/data/cards.jsonl.gz (© Wizards of the Coast)
CARDS: list[dict[str, Any]] = [
    {"name": "Ancient Tomb", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.", "colors": []},  # noqa: E501
    {"name": "Blood Moon", "mana_cost": "{2}{R}", "type_line": "Enchantment", "oracle_text": "Nonbasic lands are Mountains.", "colors": ["R"]},  # noqa: E501
    {"name": "Magus of the Moon", "mana_cost": "{2}{R}", "type_line": "Creature — Human Wizard", "oracle_text": "Nonbasic lands are Mountains.", "power": "2", "toughness": "2", "colors": ["R"]},  # noqa: E501
    {"name": "Spreading Seas", "mana_cost": "{1}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhen Spreading Seas enters the battlefield, draw a card.\nEnchanted land is an Island.", "colors": ["U"]},  # noqa: E501
    {"name": "Sea's Claim", "mana_cost": "{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land (Target a land as you cast this. This card enters the battlefield attached to that land.)\nEnchanted land is an Island.", "colors": ["U"]},  # noqa: E501
    {"name": "Lush Growth", "mana_cost": "{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nEnchanted land is a Mountain, Forest, and Plains.", "colors": ["G"]},  # noqa: E501
    {"name": "Urborg, Tomb of Yawgmoth", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "Each land is a Swamp in addition to its other land types.", "colors": []},  # noqa: E501
    {"name": "Yavimaya, Cradle of Growth", "mana_cost": "", "type_line": "Legendary Land", "oracle_text": "Each land is a Forest in addition to its other land types.", "colors": []},  # noqa: E501
    {"name": "Prismatic Omen", "mana_cost": "{1}{G}", "type_line": "Enchantment", "oracle_text": "Lands you control are every basic land type in addition to their other types.", "colors": ["G"]},  # noqa: E501
    {"name": "Chromatic Lantern", "mana_cost": "{3}", "type_line": "Artifact", "oracle_text": "Lands you control have \"{T}: Add one mana of any color.\"\n{T}: Add one mana of any color.", "colors": []},  # noqa: E501
    {"name": "Steam Vents", "mana_cost": "", "type_line": "Land — Island Mountain", "oracle_text": "({T}: Add {U} or {R}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.", "colors": []},  # noqa: E501
    {"name": "Dryad Arbor", "mana_cost": "", "type_line": "Land Creature — Forest Dryad", "oracle_text": "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")", "power": "1", "toughness": "1", "colors": ["G"]},  # noqa: E501
    {"name": "Snuff Out", "mana_cost": "{3}{B}", "type_line": "Instant", "oracle_text": "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\nDestroy target nonblack creature. It can't be regenerated.", "colors": ["B"]},  # noqa: E501
    {"name": "Plated Seastrider", "mana_cost": "{U}{U}", "type_line": "Creature — Beast", "oracle_text": "", "power": "1", "toughness": "4", "colors": ["U"]},  # noqa: E501
    {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2", "colors": ["G"]},  # noqa: E501
    {"name": "Crypt Ghast", "mana_cost": "{3}{B}", "type_line": "Creature — Spirit", "oracle_text": "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)\nWhenever you tap a Swamp for mana, add an additional {B}.", "power": "2", "toughness": "2", "colors": ["B"]},  # noqa: E501
    {"name": "Sol Ring", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}.", "colors": []},
    {"name": "Nylea's Presence", "mana_cost": "{1}{G}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nWhen Nylea's Presence enters the battlefield, draw a card.\nEnchanted land is every basic land type in addition to its other types.", "colors": ["G"]},  # noqa: E501
    {"name": "Celestial Dawn", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Lands you control are Plains.\nNonland permanents you control are white. The same is true for spells you control and nonland cards you own that aren't on the battlefield.\nYou may spend white mana as though it were mana of any color. You may spend other mana only as though it were colorless mana.", "colors": ["W"]},  # noqa: E501
    {"name": "Glare of Heresy", "mana_cost": "{1}{W}", "type_line": "Sorcery", "oracle_text": "Exile target white permanent.", "colors": ["W"]},  # noqa: E501
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1", "colors": ["G"]},  # noqa: E501
    {"name": "Phantasmal Terrain", "mana_cost": "{U}{U}", "type_line": "Enchantment — Aura", "oracle_text": "Enchant land\nAs Phantasmal Terrain enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type.", "colors": ["U"]},  # noqa: E501
    {"name": "Rugged Prairie", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {C}.\n{R/W}, {T}: Add {R}{R}, {R}{W}, or {W}{W}.", "colors": []},  # noqa: E501
    {"name": "Spatial Contortion", "mana_cost": "{1}{C}", "type_line": "Instant", "oracle_text": "({C} represents colorless mana.)\nTarget creature gets +3/-3 until end of turn.", "colors": []},  # noqa: E501
    {"name": "Agent of Stromgald", "mana_cost": "{R}", "type_line": "Creature — Human Knight", "oracle_text": "{R}: Add {B}.", "power": "1", "toughness": "1", "colors": ["R"]},  # noqa: E501
    {"name": "Celestial Colonnade", "mana_cost": "", "type_line": "Land", "oracle_text": "Celestial Colonnade enters the battlefield tapped.\n{T}: Add {W} or {U}.\n{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.", "colors": []},  # noqa: E501
]


def _state(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    return GameState.from_json({"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS})


def _pools(state: GameState, player: str = "me") -> list[str]:
    return sorted(mana_pools(state, player).to_json()["pools"])


def test_blood_moon_makes_nonbasic_lands_mountains() -> None:
    """Blood Moon: Ancient Tomb is a Mountain and loses "{T}: Add {C}{C}" (305.7): it makes
    {R}, so Sol Ring ({1}) has 1 option (tap it) and the pool is {R}. Steam Vents (Island
    Mountain) loses Island: Plated Seastrider ({U}{U}) with Vents and an Island has 0 options
    (1 without Blood Moon). A basic Island stays an Island. Magus of the Moon does the same."""
    s = _state({"hand": ["Sol Ring"], "battlefield": ["Ancient Tomb", "Blood Moon"]})
    assert _pools(s) == ["{R}"]
    assert s.object("me.battlefield.0").subtypes == frozenset({"Mountain"})
    assert len(agreed_options(s, "me.hand.0")) == 1
    vents = {"hand": ["Plated Seastrider"], "battlefield": ["Steam Vents", "Island"]}
    assert len(agreed_options(_state(vents), "me.hand.0")) == 1
    assert agreed_options(_state(vents, {"battlefield": ["Blood Moon"]}), "me.hand.0") == []
    magus = _state({"battlefield": ["Ancient Tomb", "Island"]}, {"battlefield": ["Magus of the Moon"]})
    assert _pools(magus) == ["{U}{R}"]


def test_a_land_under_blood_moon_loses_its_other_abilities() -> None:
    """Celestial Colonnade has two abilities (K 0: {T}: Add {W} or {U}; K 1: become a creature);
    under Blood Moon it has one, the Mountain's {T}: Add {R} (K 0), and no K 1 (docs/cli.md)."""
    s = _state({"battlefield": ["Celestial Colonnade", "Blood Moon"]})
    col = s.object("me.battlefield.0")
    assert [a.text for a in col.card.activated_abilities] == ["{T}: Add {R}."]
    with pytest.raises(Exception, match="ability"):
        can_activate(s, "me.battlefield.0", 1)


def test_spreading_seas_makes_the_enchanted_land_an_island() -> None:
    """Spreading Seas on a Forest: the Forest is an Island only (it loses Forest, 305.7).
    Plated Seastrider with it and an Island: 1 option; Grizzly Bears ({1}{G}) with it and a Forest:
    1 option (the Forest pays {G}, the Island {1}); with two enchanted Forests, 0. Sea's Claim
    on the opponent's Ancient Tomb: it makes {U} only. Lush Growth ("a Mountain, Forest, and
    Plains") on Ancient Tomb: three mana abilities, {R}, {G} or {W}."""
    seas = {"card": "Spreading Seas", "attached_to": "f"}
    s = _state({"hand": ["Plated Seastrider", "Grizzly Bears"], "battlefield": [{"card": "Forest", "id": "f"}, "Island", seas]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    t = _state({"hand": ["Grizzly Bears"], "battlefield": [{"card": "Forest", "id": "f"}, "Forest", seas]})
    assert len(agreed_options(t, "me.hand.0")) == 1
    two = _state({"hand": ["Grizzly Bears"], "battlefield": [
        {"card": "Forest", "id": "f"}, {"card": "Forest", "id": "g"}, seas, {"card": "Spreading Seas", "attached_to": "g"}]})
    assert agreed_options(two, "me.hand.0") == []
    claim = _state({"battlefield": [{"card": "Sea's Claim", "attached_to": "t"}]},
                   {"battlefield": [{"card": "Ancient Tomb", "id": "t"}]})
    assert _pools(claim, "opp") == ["{U}"]
    lush = _state({"battlefield": [{"card": "Ancient Tomb", "id": "t"}, {"card": "Lush Growth", "attached_to": "t"}]})
    assert _pools(lush) == ["{G}", "{R}", "{W}"]


def test_urborg_and_yavimaya_add_a_type_to_each_land() -> None:
    """Urborg: each land is a Swamp too, keeping its abilities: a Forest makes {G} or {B}, Urborg
    itself {B}; the opponent's Island {U} or {B}. Snuff Out's "If you control a Swamp" is then
    met by Urborg itself. Yavimaya adds Forest the same way."""
    s = _state({"battlefield": ["Forest", "Urborg, Tomb of Yawgmoth"]}, {"battlefield": ["Island"]})
    assert _pools(s) == ["{B}{B}", "{B}{G}"]
    assert _pools(s, "opp") == ["{B}", "{U}"]
    # Snuff Out (its only target: the opponent's Grizzly Bears) by its alternative cost: Urborg
    # is a Swamp, so 1 option (4 life); {3}{B} can't be paid with one land. Ancient Tomb: 0.
    snuff = _state({"hand": ["Snuff Out"], "battlefield": ["Urborg, Tomb of Yawgmoth"]}, {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(snuff, "me.hand.0")
    assert len(plans) == 1 and plans[0].life_paid == 4
    tomb = _state({"hand": ["Snuff Out"], "battlefield": ["Ancient Tomb"]}, {"battlefield": ["Grizzly Bears"]})
    assert agreed_options(tomb, "me.hand.0") == []
    y = _state({"battlefield": ["Island", "Yavimaya, Cradle of Growth"]})
    assert _pools(y) == sorted(["{U}{G}", "{G}{G}"])


def test_blood_moon_turns_urborg_off() -> None:
    """613.8: Urborg's ability depends on Blood Moon, which removes it; so Urborg is a Mountain
    with no other ability, and the Forest isn't a Swamp: the pool is {R}{G} only."""
    s = _state({"battlefield": ["Forest", "Urborg, Tomb of Yawgmoth", "Blood Moon"]})
    assert _pools(s) == ["{R}{G}"]


def test_chromatic_lantern_still_grants_under_blood_moon() -> None:
    """613.1d before 613.1f: Ancient Tomb under Blood Moon is a Mountain ({T}: Add {R}) and
    then gains Lantern's "{T}: Add one mana of any color": Plated Seastrider ({U}{U}) with the
    Tomb, an Island and the Lantern (which taps for any color itself) has 3 options: two of the
    three sources that can make {U}. Without the Lantern, the Tomb makes only {R}: 0 options."""
    s = _state({"hand": ["Plated Seastrider"], "battlefield": ["Ancient Tomb", "Island", "Blood Moon"]})
    assert agreed_options(s, "me.hand.0") == []
    s = _state({"hand": ["Plated Seastrider"], "battlefield": ["Ancient Tomb", "Island", "Blood Moon", "Chromatic Lantern"]})
    tomb = s.object("me.battlefield.0")
    assert [a.text for a in tomb.card.activated_abilities] == ["{T}: Add {R}.", "{T}: Add one mana of any color."]
    assert len(agreed_options(s, "me.hand.0")) == 3


def test_prismatic_omen_gives_every_basic_land_type() -> None:
    """Prismatic Omen: my Forests are every basic land type (five mana abilities each):
    Plated Seastrider with two Forests has 1 option. The opponent's lands are not mine."""
    s = _state({"hand": ["Plated Seastrider"], "battlefield": ["Forest", "Forest", "Prismatic Omen"]},
               {"battlefield": ["Forest"]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert _pools(s, "opp") == ["{G}"]


def test_timestamp_order_unknown_is_unsupported() -> None:
    """Blood Moon and Prismatic Omen both apply to Ancient Tomb: in timestamp order (613.7) it
    is a Mountain, or every basic land type; the state doesn't say which came first, so the
    answer is exit 4. On basic lands only (Blood Moon doesn't apply), the answer stands."""
    s = _state({"battlefield": ["Ancient Tomb", "Blood Moon", "Prismatic Omen"]})
    with pytest.raises(UnsupportedCardError):
        mana_pools(s, "me")
    ok = _state({"battlefield": ["Island", "Blood Moon", "Prismatic Omen"]})
    assert len(_pools(ok)) == 5


def test_phantasmal_terrain_is_the_chosen_type() -> None:
    """Phantasmal Terrain (chosen: Island) on a Forest: it is an Island only; with the Forest
    and an Island, Plated Seastrider has 1 option. No chosen type in the state: exit 4."""
    s = _state({"hand": ["Plated Seastrider"], "battlefield": [
        {"card": "Forest", "id": "f"}, "Island", {"card": "Phantasmal Terrain", "attached_to": "f",
                                                  "chosen": {"land_type": "Island"}}]})
    assert len(agreed_options(s, "me.hand.0")) == 1
    t = _state({"battlefield": [{"card": "Forest", "id": "f"}, {"card": "Phantasmal Terrain", "attached_to": "f"}]})
    with pytest.raises(UnsupportedCardError):
        mana_pools(t, "me")


def test_dryad_arbor_keeps_its_creature_type() -> None:
    """305.7: Spreading Seas on Dryad Arbor (Land Creature — Forest Dryad) removes its land type
    Forest, not its creature type Dryad: it is a Land Creature — Dryad Island."""
    s = _state({"battlefield": [{"card": "Dryad Arbor", "id": "d"}, {"card": "Spreading Seas", "attached_to": "d"}]})
    arbor = s.object("d")
    assert arbor.subtypes == frozenset({"Dryad", "Island"}) and arbor.types == frozenset({"Land", "Creature"})
    assert _pools(s) == ["{U}"]


def test_celestial_dawn_makes_lands_plains_and_white_pays_any_color() -> None:
    """Celestial Dawn: my Island and Forest are Plains (they make {W}); white mana is spent as
    though it were any color: Plated Seastrider ({U}{U}) has 1 option (both lands), 0 without
    Dawn (one Island only makes one {U})."""
    s = _state({"hand": ["Plated Seastrider"], "battlefield": ["Island", "Forest", "Celestial Dawn"]})
    assert _pools(s) == ["{W}{W}"]
    assert len(agreed_options(s, "me.hand.0")) == 1
    assert agreed_options(_state({"hand": ["Plated Seastrider"], "battlefield": ["Island", "Forest"]}), "me.hand.0") == []


def test_celestial_dawn_other_mana_pays_only_generic_and_colorless() -> None:
    """Other mana only as though colorless: Grizzly Bears ({1}{G}) with Sol Ring and Llanowar
    Elves under Dawn: no white mana for {G}: 0 options (1 without Dawn). Add a Forest (a
    Plains: {W} pays {G}): 2 options, the Forest with Sol Ring or with the Elves. Spatial
    Contortion ({1}{C}, target creature: the Elves, the only creature) with the Elves and the
    Forest: the Elves' {G} pays {C} as colorless, the Forest's {W} the {1}: 1 option; without
    Dawn, {G} can't pay {C} and the Forest's {G} neither: 0."""
    base = ["Sol Ring", "Llanowar Elves"]
    assert agreed_options(_state({"hand": ["Grizzly Bears"], "battlefield": [*base, "Celestial Dawn"]}), "me.hand.0") == []
    assert len(agreed_options(_state({"hand": ["Grizzly Bears"], "battlefield": base}), "me.hand.0")) == 1
    s = _state({"hand": ["Grizzly Bears"], "battlefield": [*base, "Forest", "Celestial Dawn"]})
    assert len(agreed_options(s, "me.hand.0")) == 2
    c = _state({"hand": ["Spatial Contortion"], "battlefield": ["Llanowar Elves", "Forest", "Celestial Dawn"]})
    assert len(agreed_options(c, "me.hand.0")) == 1
    assert agreed_options(_state({"hand": ["Spatial Contortion"], "battlefield": ["Llanowar Elves", "Forest"]}),
                          "me.hand.0") == []


def test_celestial_dawn_paints_its_controllers_objects_white() -> None:
    """613.1e: the opponent's Celestial Dawn makes their Grizzly Bears and itself white (not
    their lands, nor my objects): Glare of Heresy ("Exile target white permanent", {1}{W}) with
    my two Plains has 2 options (the Bears or the Dawn). Without it, no white permanent: 0.
    Their Lightning Bolt in hand is white too; mine is red."""
    s = _state({"hand": ["Glare of Heresy", "Lightning Bolt"], "battlefield": ["Plains", "Plains", "Grizzly Bears"]},
               {"hand": ["Lightning Bolt"], "battlefield": ["Grizzly Bears", "Celestial Dawn", "Forest"]})
    assert len(agreed_options(s, "me.hand.0")) == 2
    assert s.object("opp.hand.0").colors == frozenset({"W"}) and s.object("me.hand.1").colors == frozenset({"R"})
    assert s.object("opp.battlefield.2").colors == frozenset()
    t = _state({"hand": ["Glare of Heresy"], "battlefield": ["Plains", "Plains"]}, {"battlefield": ["Grizzly Bears"]})
    assert agreed_options(t, "me.hand.0") == []


def test_celestial_dawn_with_a_colored_mana_ability_cost_is_unsupported() -> None:
    """Agent of Stromgald's "{R}: Add {B}." under its controller's Dawn: what may pay {R} in a
    mana ability's cost is not modelled there: exit 4, never a guess."""
    s = _state({"hand": ["Grizzly Bears"], "battlefield": ["Agent of Stromgald", "Plains", "Celestial Dawn"]})
    with pytest.raises(UnsupportedCardError):
        mana_pools(s, "me")
