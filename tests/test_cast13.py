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

from tests.conftest import agreed_options as _agreed_options

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
DREMIND = " (You may cast this card from your graveyard transformed for its disturb cost.)"
EXILE = "\nIf {} would be put into a graveyard from anywhere, exile it instead."
ANGLER = {"name": "Baithook Angler // Hook-Haunt Drifter", "layout": "transform", "card_faces": [
    {"name": "Baithook Angler", "mana_cost": "{1}{U}", "type_line": "Creature — Human Peasant", "power": "2",
     "toughness": "1", "oracle_text": "Disturb {1}{U}" + DREMIND},
    {"name": "Hook-Haunt Drifter", "mana_cost": "", "type_line": "Creature — Spirit", "power": "1", "toughness": "2",
     "colors": ["U"], "oracle_text": "Flying" + EXILE.format("Hook-Haunt Drifter")}]}
BINDING = {"name": "Binding Geist // Spectral Binding", "layout": "transform", "card_faces": [
    {"name": "Binding Geist", "mana_cost": "{2}{U}", "type_line": "Creature — Spirit", "power": "3", "toughness": "1",
     "oracle_text": "Whenever Binding Geist attacks, target creature an opponent controls gets -2/-0 until end of "
                    "turn.\nDisturb {1}{U}" + DREMIND},
    {"name": "Spectral Binding", "mana_cost": "", "type_line": "Enchantment — Aura", "colors": ["U"],
     "oracle_text": "Enchant creature\nEnchanted creature gets -2/-0." + EXILE.format("Spectral Binding")}]}
FREMIND = "\nFuse (You may cast one or both halves of this card from your hand.)"
WEAR_TEAR = {"name": "Wear // Tear", "layout": "split", "type_line": "Instant // Instant", "card_faces": [
    {"name": "Wear", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Destroy target artifact." + FREMIND},
    {"name": "Tear", "mana_cost": "{W}", "type_line": "Instant", "oracle_text": "Destroy target enchantment." + FREMIND}]}
FAR_AWAY = {"name": "Far // Away", "layout": "split", "type_line": "Instant // Instant", "card_faces": [
    {"name": "Far", "mana_cost": "{1}{U}", "type_line": "Instant",
     "oracle_text": "Return target creature to its owner's hand." + FREMIND},
    {"name": "Away", "mana_cost": "{2}{B}", "type_line": "Instant",
     "oracle_text": "Target player sacrifices a creature." + FREMIND}]}
ANTHEM = {"name": "Glorious Anthem", "mana_cost": "{1}{W}{W}", "type_line": "Enchantment",
          "oracle_text": "Creatures you control get +1/+1."}
CARDS = [EIDOLON, SATYR, THALIA, DANITHA, ANGLER, BINDING, WEAR_TEAR, FAR_AWAY, ANTHEM]


def state(me: dict[str, Any], opp: dict[str, Any] | None = None, **top: Any) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}], "cards": CARDS, **top}
    return GameState.from_json(data)


def agreed_options(s: GameState, card: str, player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


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


# ----- disturb (702.146) -----------------------------------------------------------------------

def _card(s: GameState, oid: str) -> Any:
    obj = s.object(oid)
    assert obj is not None
    return obj.card


def test_reader_disturb_moves_the_cost_to_the_back_face() -> None:
    """The disturb cost is read on the front face and belongs to the back face, from the
    graveyard (the front face can't use it); the back face has the front's mana value (2) and
    its color indicator's colors, and the Aura back face targets a creature."""
    s = state({"graveyard": [{"card": "Baithook Angler // Hook-Haunt Drifter", "id": "ang"},
                             {"card": "Binding Geist // Spectral Binding", "id": "geist"}]})
    card = _card(s, "ang")
    assert card.unsupported is None
    front, back = card.castable_faces
    assert [(a.name, a.transformed) for a in front.alternative_costs] == [("disturb", True)]
    [alt] = back.alternative_costs
    assert (alt.name, str(alt.mana), alt.zone, alt.transformed) == ("disturb", "{1}{U}", "graveyard", False)
    assert (back.mana_cost, back.mana_value, back.colors) == (None, 2, frozenset({"U"}))
    aura = _card(s, "geist").castable_faces[1]
    assert [t.text for t in aura.targets] == ["Enchant creature"] and aura.mana_value == 3
    lone = read_card({**ANGLER["card_faces"][0], "name": "Lone Angler"})  # type: ignore[dict-item]
    assert [a.transformed for a in lone.alternative_costs] == [True]  # no back face: never usable


def test_disturb_casts_the_back_face_from_the_graveyard() -> None:
    """Baithook Angler in the graveyard, two Islands: the back face, Hook-Haunt Drifter, for
    {1}{U} (1 option, face "Hook-Haunt Drifter", cost "disturb"); the front face can't be cast
    from the graveyard. One Island: no. In the hand: only the front face for {1}{U} (1)."""
    s = state({"graveyard": [{"card": "Baithook Angler // Hook-Haunt Drifter", "id": "ang"}],
               "battlefield": ["Island"] * 2})
    [plan] = agreed_options(s, "ang")
    assert (plan.face, plan.zone, plan.alternative_cost) == ("Hook-Haunt Drifter", "graveyard", "disturb")
    s = state({"graveyard": [{"card": "Baithook Angler // Hook-Haunt Drifter", "id": "ang"}], "battlefield": ["Island"]})
    assert agreed_options(s, "ang") == []
    s = state({"hand": [{"card": "Baithook Angler // Hook-Haunt Drifter", "id": "ang"}], "battlefield": ["Island"] * 2})
    [plan] = agreed_options(s, "ang")
    assert (plan.face, plan.zone, plan.alternative_cost) == ("Baithook Angler", "hand", None)


def test_disturb_aura_back_face_targets() -> None:
    """Binding Geist in the graveyard, two Islands, my Bears and the opponent's: Spectral
    Binding (an Aura, enchant creature) for {1}{U} on either Bears: 2 options. Not on the
    opponent's turn without flash (sorcery timing, 307.1 / 117.1a): none."""
    me = {"graveyard": [{"card": "Binding Geist // Spectral Binding", "id": "geist"}],
          "battlefield": ["Island"] * 2 + ["Grizzly Bears"]}
    s = state(me, {"battlefield": ["Grizzly Bears"]})
    plans = agreed_options(s, "geist")
    assert len(plans) == 2 and {p.face for p in plans} == {"Spectral Binding"}
    s = state(me, {"battlefield": ["Grizzly Bears"]}, turn={"active_player": "opp", "phase": "main1", "priority": "me"})
    assert agreed_options(s, "geist") == []


# ----- fuse (702.102) --------------------------------------------------------------------------

def test_reader_fuse_adds_the_fused_face() -> None:
    """Both halves have fuse: the card may be cast as Wear, as Tear, or fused as "Wear // Tear"
    for {1}{R}{W} (702.102c) with both targets; the whole card's mana value stays 3 (202.3d)."""
    s = state({"hand": [{"card": "Wear // Tear", "id": "wt"}]})
    card = _card(s, "wt")
    assert card.unsupported is None
    names = [f.name for f in card.castable_faces]
    assert names == ["Wear", "Tear", "Wear // Tear"]
    fused = card.castable_faces[2]
    assert (str(fused.mana_cost), fused.fused, [t.text for t in fused.targets]) == (
        "{1}{R}{W}", True, ["target artifact", "target enchantment"])
    assert (fused.types, fused.colors) == (frozenset({"Instant"}), frozenset({"R", "W"}))
    assert fused.mana_value == card.mana_value == 3
    half = read_card({**WEAR_TEAR["card_faces"][0]})  # type: ignore[dict-item]
    assert half.castable_faces == () and "Fuse" in half.keywords  # alone, nothing to fuse


def test_fuse_casts_one_or_both_halves() -> None:
    """Wear // Tear in hand; two Mountains and a Plains; the opponent has an Ornithopter (an
    artifact) and a Glorious Anthem (an enchantment). Wear {1}{R}: paid with two Mountains or
    a Mountain and the Plains (two ways that differ in mana) on the Ornithopter: 2. Tear {W}:
    the Plains, on the Anthem: 1. Fused {1}{R}{W}: all three lands, both targets: 1. Total 4."""
    s = state({"hand": [{"card": "Wear // Tear", "id": "wt"}], "battlefield": ["Mountain", "Mountain", "Plains"]},
              {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    plans = agreed_options(s, "wt")
    assert sorted(str(p.face) for p in plans) == ["Tear", "Wear", "Wear", "Wear // Tear"]
    [fused] = [p for p in plans if p.face == "Wear // Tear"]
    assert len(fused.targets) == 2
    # two lands: the fused total cost {1}{R}{W} can't be paid, the halves can (2 + 1)
    s = state({"hand": [{"card": "Wear // Tear", "id": "wt"}], "battlefield": ["Mountain", "Plains"]},
              {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    assert sorted(str(p.face) for p in agreed_options(s, "wt")) == ["Tear", "Wear"]


def test_fused_spell_is_one_spell_for_cost_modifiers() -> None:
    """Thalia ("Noncreature spells cost {1} more") taxes the fused spell once: {2}{R}{W} from
    two Mountains and two Plains (one way); Wear {2}{R}: three of the four lands with a
    Mountain, {R,R,W} or {R,W,W}: 2; Tear {1}{W}: {W,W} or {W,R}: 2. Total 5."""
    s = state({"hand": [{"card": "Wear // Tear", "id": "wt"}],
               "battlefield": ["Mountain", "Mountain", "Plains", "Plains", "Thalia, Guardian of Thraben"]},
              {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    plans = agreed_options(s, "wt")
    assert sorted(str(p.face) for p in plans) == ["Tear", "Tear", "Wear", "Wear", "Wear // Tear"]


def test_fuse_targets_of_both_halves() -> None:
    """Far // Away fused for {1}{U}{2}{B}: Far's target creature (my Bears or the opponent's:
    2) and Away's target player (me or the opponent: 2), 4 ways; two Islands and three Swamps
    pay it one way. Halves (Far alone, Away alone) are counted apart: only fused plans here."""
    s = state({"hand": [{"card": "Far // Away", "id": "fa"}],
               "battlefield": ["Island", "Island", "Swamp", "Swamp", "Swamp", "Grizzly Bears"]},
              {"battlefield": ["Grizzly Bears"]})
    plans = [p for p in agreed_options(s, "fa") if p.face == "Far // Away"]
    assert len(plans) == 4 and all(len(p.targets) == 2 for p in plans)


def test_fuse_only_from_the_hand() -> None:
    """With an effect's permission to cast it from the graveyard (601.3), either half may be
    cast from there, but not both fused (702.102a: from its owner's hand only)."""
    s = state({"graveyard": [{"card": "Wear // Tear", "id": "wt", "permission": {"kind": "effect"}}],
               "battlefield": ["Mountain", "Mountain", "Plains"]},
              {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    assert sorted(str(p.face) for p in agreed_options(s, "wt")) == ["Tear", "Wear", "Wear"]


# ----- the referee refuses what the rules refuse ------------------------------------------------

def test_referee_refuses_broken_plans() -> None:
    """A bestowed plan without its target (303.4a: an Aura spell targets what it enchants), a
    fused plan from the graveyard (702.102a) and a disturb plan naming the front face (702.146a:
    the card is cast transformed) are each refused."""
    import dataclasses

    s = state({"hand": [{"card": "Hopeful Eidolon", "id": "eid"}], "battlefield": ["Plains"] * 4 + ["Grizzly Bears"]})
    [bestowed] = [p for p in agreed_options(s, "eid") if p.alternative_cost == "bestow"]
    assert any(e.startswith("601.2c") for e in referee.check(s, dataclasses.replace(bestowed, targets=[])))
    s = state({"graveyard": [{"card": "Wear // Tear", "id": "wt", "permission": {"kind": "effect"}}],
               "battlefield": ["Mountain", "Mountain", "Plains"]}, {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    hand = state({"hand": [{"card": "Wear // Tear", "id": "wt"}], "battlefield": ["Mountain", "Mountain", "Plains"]},
                 {"battlefield": ["Ornithopter", "Glorious Anthem"]})
    [fused] = [p for p in agreed_options(hand, "wt") if p.face == "Wear // Tear"]
    assert any(e.startswith("702.102a") for e in referee.check(s, dataclasses.replace(fused, zone="graveyard")))
    s = state({"graveyard": [{"card": "Baithook Angler // Hook-Haunt Drifter", "id": "ang"}],
               "battlefield": ["Island"] * 2})
    [plan] = agreed_options(s, "ang")
    for face in ("Baithook Angler", None):
        assert any(e.startswith("702.146a") for e in referee.check(s, dataclasses.replace(plan, face=face)))


def test_applying_a_bestowed_spell_triggers_prowess() -> None:
    """702.108a prowess triggers on a noncreature spell: casting Hopeful Eidolon bestowed (an
    Aura spell, 702.103b) triggers a prowess creature's ability; cast as a creature, it doesn't."""
    from castable.solver.transitions import apply

    monk = {"name": "Test Monk", "mana_cost": "{1}{W}", "type_line": "Creature — Human Monk", "power": "1",
            "toughness": "1", "oracle_text": "Prowess"}
    data: dict[str, Any] = {"players": [{"name": "me", "hand": [{"card": "Hopeful Eidolon", "id": "eid"}],
                                         "battlefield": ["Plains"] * 4 + [{"card": "Test Monk", "id": "monk"}]},
                                        {"name": "opp"}], "cards": [*CARDS, monk]}
    s = GameState.from_json(data)
    plans = agreed_options(s, "eid")
    prowess = {p.alternative_cost: sum("Prowess" in str(o.choices.get("trigger")) for o in apply(s, p).stack)
               for p in plans}
    assert prowess == {None: 0, "bestow": 1}
