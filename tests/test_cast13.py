"""Bestow, fuse and disturb (702.103, 702.102, 702.146): ways of casting a card as another
spell. Each expected count is worked out by hand from the rule, stated here in our own words
where /work/shared/rules has no excerpt; every plan goes through the referee and the reference
enumerator (``agreed_options``).

- 702.103a Bestow: "Bestow [cost]" on a creature card means you may cast it by paying [cost]
  rather than its mana cost (an alternative cost, 118.9). 702.103b: a spell cast bestowed
  becomes an Aura enchantment spell with enchant creature: it loses the creature card type
  and its creature subtypes and gains the subtype Aura, so it needs a target creature
  (303.4a, 115.1b), and effects that look at the spell while it is on the stack see an Aura
  (noncreature) spell: "noncreature spells cost {1} more" applies, "creature spells" ones
  don't. Its mana cost, and so its mana value and colors, don't change.
- 702.102a Fuse: a split card with fuse may be cast from its owner's hand with both halves.
  702.102c: the total cost of a fused split spell includes the mana costs of both halves;
  702.102b/d: the fused spell has the characteristics of both halves combined (both halves'
  targets; its effects are the left half's then the right half's).
- 702.146a Disturb: "Disturb [cost]" means you may cast this card transformed (its back face
  up, 711) from your graveyard by paying [cost] rather than its mana cost. The back face has
  no mana cost, but its mana value is the front face's (202.3b), so the spell is the back
  face's characteristics with the front's mana value.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver import referee
from castable.solver.api import can_cast, options
from castable.solver.reference import enumerate_plans, reference_can_cast

REMIND = (" (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a "
          "creature again if it's not attached to a creature.)")
EIDOLON = {"name": "Hopeful Eidolon", "mana_cost": "{W}", "type_line": "Enchantment Creature — Spirit", "power": "1",
           "toughness": "1", "oracle_text": "Bestow {3}{W}" + REMIND + "\nLifelink\nEnchanted creature gets +1/+1 and "
                                            "has lifelink."}
SATYR = {"name": "Boon Satyr", "mana_cost": "{1}{G}{G}", "type_line": "Enchantment Creature — Satyr", "power": "4",
         "toughness": "2", "oracle_text": "Flash\nBestow {3}{G}{G}" + REMIND + "\nEnchanted creature gets +4/+2."}
THALIA = {"name": "Thalia, Guardian of Thraben", "mana_cost": "{1}{W}", "type_line": "Legendary Creature — Human Soldier",
          "power": "2", "toughness": "1", "oracle_text": "First strike\nNoncreature spells cost {1} more to cast."}
DANITHA = {"name": "Danitha Capashen, Paragon", "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Human Knight",
           "power": "2", "toughness": "2",
           "oracle_text": "First strike, vigilance, lifelink\nAura and Equipment spells you cast cost {1} less to cast."}
CARDS = [EIDOLON, SATYR, THALIA, DANITHA]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """can_cast, options, the referee and the reference enumerator agree; the options."""
    answer = can_cast(s, card, player, time_limit=30)
    listing = options(s, card, player, time_limit=30)
    assert listing.complete
    for plan in listing.options:
        assert referee.check(s, plan) == [], (plan.describe(s), referee.check(s, plan))
    if answer.castable:
        assert referee.check(s, answer.plan) == []
    else:
        assert answer.reasons
    assert bool(answer.castable) == bool(listing.options)
    ref = enumerate_plans(s, card, player)
    assert {p.option_key(s) for p in ref} == {p.option_key(s) for p in listing.options}
    assert reference_can_cast(s, card, player) == bool(ref)
    return list(listing.options)


# ----- bestow (702.103) ------------------------------------------------------------------------

def test_reader_bestow() -> None:
    """Bestow {3}{W}: one alternative cost from the hand, marked as casting another spell."""
    card = read_card(EIDOLON)
    assert card.unsupported is None, card.unsupported
    [alt] = card.alternative_costs
    assert (alt.name, str(alt.mana), alt.zone, alt.bestow) == ("bestow", "{3}{W}", "hand", True)
    for bad in ({**EIDOLON, "type_line": "Enchantment — Aura"}, {**EIDOLON, "oracle_text": "Bestow—Pay 3 life."}):
        assert read_card(bad).unsupported is not None


def test_bestow_targets_a_creature() -> None:
    """Hopeful Eidolon in hand, four Plains, my Grizzly Bears and the opponent's: cast as a
    creature for {W} (one option: the Plains are alike), or bestowed for {3}{W} targeting
    either Bears (2 options): 3. The bestowed plans name the cost "bestow" and a target."""
    s = state({"hand": [{"card": "Hopeful Eidolon", "id": "eid"}], "battlefield": ["Plains"] * 4 + ["Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "eid")
    assert len(plans) == 3
    bestowed = [p for p in plans if p.alternative_cost == "bestow"]
    assert len(bestowed) == 2 and all(len(p.targets) == 1 for p in bestowed)
    assert [p.targets for p in plans if p.alternative_cost is None] == [[]] or all(
        not p.targets for p in plans if p.alternative_cost is None)


def test_bestow_needs_a_creature_to_target() -> None:
    """No creature on the battlefield: the bestowed Aura has no legal target (601.2c), so only
    the creature spell for {W}: 1 option. With three Plains and a Bears, {3}{W} is too much: 1."""
    s = state({"hand": [{"card": "Hopeful Eidolon", "id": "eid"}], "battlefield": ["Plains"] * 4})
    assert [p.alternative_cost for p in agreed_options(s, "eid")] == [None]
    s = state({"hand": [{"card": "Hopeful Eidolon", "id": "eid"}], "battlefield": ["Plains"] * 3 + ["Grizzly Bears"]})
    assert [p.alternative_cost for p in agreed_options(s, "eid")] == [None]


def test_bestowed_spell_is_a_noncreature_aura_for_cost_modifiers() -> None:
    """Thalia ("Noncreature spells cost {1} more"): the creature spell still costs {W}, the
    bestowed Aura {4}{W}. Four Plains: only the creature (1); five Plains: the creature, or
    bestowed on Thalia, my Bears or the opponent's Bears: 1 + 3 = 4. Danitha ("Aura and
    Equipment spells you cast cost {1} less"): bestowed for {2}{W}; three Plains: the creature,
    or bestowed on Danitha or the opponent's Bears: 1 + 2 = 3."""
    hand = [{"card": "Hopeful Eidolon", "id": "eid"}]
    s = state({"hand": hand, "battlefield": ["Plains"] * 4 + ["Grizzly Bears", "Thalia, Guardian of Thraben"]},
              {"battlefield": ["Grizzly Bears"]})
    assert [p.alternative_cost for p in agreed_options(s, "eid")] == [None]
    s = state({"hand": hand, "battlefield": ["Plains"] * 5 + ["Grizzly Bears", "Thalia, Guardian of Thraben"]},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "eid")
    assert len(plans) == 4 and sum(p.alternative_cost == "bestow" for p in plans) == 3
    s = state({"hand": hand, "battlefield": ["Plains"] * 3 + ["Danitha Capashen, Paragon"]},
              {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "eid")
    assert len(plans) == 3 and sum(p.alternative_cost == "bestow" for p in plans) == 2


def test_bestow_keeps_flash() -> None:
    """Boon Satyr has flash: on the opponent's turn with priority, five Forests and the
    opponent's Bears: as a creature for {1}{G}{G}, or bestowed for {3}{G}{G} on the Bears: 2."""
    s = state({"hand": [{"card": "Boon Satyr", "id": "satyr"}], "battlefield": ["Forest"] * 5},
              {"battlefield": ["Grizzly Bears"]}, turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    plans = agreed_options(s, "satyr")
    assert sorted(str(p.alternative_cost) for p in plans) == ["None", "bestow"]
