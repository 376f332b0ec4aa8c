"""Bargain (and, below, the other cost mechanics of ``castable.model.oracle.mech_costs``; issue 13).
Each expected count is worked out by hand from the rule, stated in our own words (these rules
are not in /work/shared/rules); every plan goes through the referee and the reference enumerator.

- 702.166a Bargain: "Bargain" means "You may sacrifice an artifact, enchantment, or token as you
  cast this spell": an optional additional cost (118.8b), chosen while casting (601.2b) and paid
  with the rest of the total cost (601.2h). A token of any type qualifies (a creature token, a
  land token); a nontoken creature or land does not. A spell "is bargained" when that cost was
  paid. "This spell costs {2} less to cast if it's bargained" is a reduction of the generic part
  of the total cost (601.2f) that applies only when the bargain cost is paid.
"""

from __future__ import annotations

from typing import Any

from castable.model import GameState
from castable.model.oracle import read_card
from castable.solver.api import can_cast

from tests.conftest import agreed_options as _agreed_options

BARGAIN = "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)"
GRIM = {"name": "Rowan's Grim Search", "mana_cost": "{2}{B}", "type_line": "Instant",
        "oracle_text": BARGAIN + "\nIf this spell was bargained, look at the top four cards of your library, then put "
                                 "up to two of them back on top of your library in any order and the rest into your "
                                 "graveyard.\nYou draw two cards and you lose 2 life."}
GLUTTON = {"name": "Hamlet Glutton", "mana_cost": "{5}{G}{G}", "type_line": "Creature — Giant", "power": "6",
           "toughness": "6", "oracle_text": BARGAIN + "\nThis spell costs {2} less to cast if it's bargained.\nTrample\n"
                                                      "When this creature enters, you gain 3 life."}
WILDS = {"name": "Brave the Wilds", "mana_cost": "{G}", "type_line": "Sorcery",
         "oracle_text": BARGAIN + "\nIf this spell was bargained, target land you control becomes a 3/3 Elemental "
                                  "creature with haste that's still a land.\nSearch your library for a basic land card, "
                                  "reveal it, put it into your hand, then shuffle."}
RELIC = {"name": "Test Relic", "mana_cost": "{1}", "type_line": "Artifact", "oracle_text": ""}
CHARM = {"name": "Test Charm", "mana_cost": "{1}", "type_line": "Enchantment", "oracle_text": ""}
SOLDIER = {"name": "Test Soldier", "type_line": "Token Creature — Soldier", "colors": ["W"], "power": "1",
           "toughness": "1", "oracle_text": ""}
CARDS = [GRIM, GLUTTON, WILDS, RELIC, CHARM, SOLDIER]


def state(bf: list[Any], hand: str) -> GameState:
    return GameState.from_json({"players": [{"name": "me", "hand": [{"card": hand, "id": "h"}], "battlefield": bf},
                                            {"name": "opp"}], "cards": CARDS})


def agreed_options(s: GameState, card: str = "h", player: str = "me") -> list[Any]:
    """:func:`tests.conftest.agreed_options`, for ``me`` unless told."""
    return _agreed_options(s, card, player)


def _sacrificed(s: GameState, plans: list[Any]) -> list[str]:
    """The card sacrificed for bargain in each plan ("-" when not bargained), sorted."""
    names = {o.id: o.card.name for o in s.objects()}
    out = []
    for p in plans:
        assert len(p.sacrificed) <= 1
        out.append(names[p.sacrificed[0]] if p.sacrificed else "-")
    return sorted(out)


def test_reader_bargain() -> None:
    """Bargain is one optional sacrifice of an artifact, enchantment or token; the reduction is
    tied to it; a target that exists only when bargained is read (spell13) as needing it."""
    [b] = read_card(GRIM).optional_costs
    assert (b.name, b.mana.symbols, len(b.parts), b.parts[0].action, b.reduction) == ("bargain", (), 1, "sacrifice", 0)
    assert read_card(GRIM).unsupported is None
    assert read_card(GLUTTON).optional_costs[0].reduction == 2
    wilds = read_card(WILDS)
    assert wilds.unsupported is None and [(t.kind, t.requires) for t in wilds.targets] == [("permanent", "bargain")]
    # the reduction without the keyword: not read
    assert read_card({**GLUTTON, "oracle_text": "This spell costs {2} less to cast if it's bargained."}).unsupported


def test_bargain_sacrifices_artifact_enchantment_or_token() -> None:
    """Three Swamps pay {2}{B} one way (identical lands). Bargain may sacrifice the artifact,
    the enchantment or the creature token, not the nontoken creature nor a Swamp (a Swamp can't
    be both sacrificed and tapped for the {B} anyway): 1 + 3 = 4 options."""
    s = state(["Swamp"] * 3 + ["Test Relic", "Test Charm", {"card": "Test Soldier", "token": True}, "Grizzly Bears"],
              "Rowan's Grim Search")
    plans = agreed_options(s)
    assert _sacrificed(s, plans) == ["-", "Test Charm", "Test Relic", "Test Soldier"]


def test_bargain_land_token_counts_nontoken_land_does_not() -> None:
    """A land token is a token (702.166a: any token): with three Swamps and a token Swamp, the
    spell is cast by tapping three of the four Swamps unbargained: the three cards, or the token
    and two cards (the cards are identical): 2 options. Bargained, the token is sacrificed (601.2h)
    and the {2}{B} is paid by the three cards, or by the token itself, tapped for {B} first
    (601.2g comes before 601.2h), and two cards: 2 options. Total 4."""
    s = state(["Swamp"] * 3 + [{"card": "Swamp", "token": True}], "Rowan's Grim Search")
    plans = agreed_options(s)
    assert _sacrificed(s, plans) == ["-", "-", "Swamp", "Swamp"]


def test_bargain_reduction_only_when_bargained() -> None:
    """Hamlet Glutton costs {5}{G}{G}; bargained, {3}{G}{G} (601.2f: {2} less generic). Five
    Forests and an artifact: unbargained needs 7 mana (5 available: no); bargained by sacrificing
    the artifact: 5 Forests pay {3}{G}{G}: 1 option. Without the artifact: not castable."""
    s = state(["Forest"] * 5 + ["Test Relic"], "Hamlet Glutton")
    assert _sacrificed(s, agreed_options(s)) == ["Test Relic"]
    s = state(["Forest"] * 5 + ["Grizzly Bears"], "Hamlet Glutton")
    assert agreed_options(s) == []
    assert not can_cast(s, "h", "me").castable

