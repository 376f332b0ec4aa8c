"""Issue 13 (static13c): static abilities that change the permanent itself or the one it is
attached to, read from real Oracle text; the targets and haste they decide are checked by the
solver, the referee (every plan) and the brute-force reference (``agreed_options``).

Rules used, in our words where they are not in ``shared/rules``:

- 611.3a: a static ability's effect "as long as ..." applies exactly while its condition holds.
- 702.11b / 702.18a: hexproof stops the spells and abilities of the permanent's controller's
  opponents from targeting it; shroud stops every spell and ability.
- 302.6 / 702.10: a creature that hasn't been under its controller's control continuously since
  their most recent turn began can't pay {T} unless it has haste.
- 604.3, 105.2, 702.73a: "~ is all colors." and "~ is every creature type." define the card's
  own characteristics in every zone (the second is what changeling means).
- 207.2c: threshold is an ability word; only the condition written after it counts.
- 613.1f (layer 6): an object that loses all abilities has none of its printed ones, the mana
  abilities of its basic land types included (305.6 gives them as abilities); one that loses
  flying no longer has it ("target creature with flying", 702.9).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.model.oracle import read_card
from conftest import agreed_options

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = frozenset({
    "Lightning Bolt", "Mountain", "Forest", "Grizzly Bears", "Dragonlord Ojutai", "Spectral Cloak", "Champion's Helm",
    "Crashing Centaur", "Stoic Sphinx", "Bloodghast", "Markov Crusader", "Ghitu Lavarunner", "Transguild Courier",
    "Mistform Ultimus", "Vampire Nighthawk", "Shock", "Opt", "Thalia, Guardian of Thraben", "Pristine Angel",
    "Alpha Authority", "Stop Cold", "Fresh Start", "Grounded", "Llanowar Elves", "Dryad Arbor", "Sylvan Caryatid",
    "Plummet", "Serra Angel", "Goblin Electromancer", "Chromatic Lantern", "Lignify",
})
TURN = {"active_player": "me", "priority": "me", "phase": "main1"}


def board(mine: list[Any], theirs: list[Any] = (), *, hand: tuple[str, ...] = ("Lightning Bolt",),  # type: ignore[assignment]
          their_graveyard: tuple[str, ...] = (), their_life: int = 20, their_spells: int = 0,
          my_graveyard: tuple[str, ...] = ()) -> GameState:
    me = {"name": "me", "battlefield": [{"card": "Mountain", "id": "m"}, *mine],
          "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand)], "graveyard": list(my_graveyard)}
    opp = {"name": "opp", "battlefield": list(theirs), "graveyard": list(their_graveyard), "life": their_life,
           "spells_cast_this_turn": their_spells}
    return GameState.from_json({"players": [me, opp], "cards": list(shared_records(NAMES).values()), "turn": TURN})


def bolt_targets(s: GameState) -> set[str]:
    """What Lightning Bolt ("any target", one Mountain) may target: each option's one target."""
    out: set[str] = set()
    for p in agreed_options(s, "h0"):
        out |= {t for ts in p.targets for t in ts}
    return out


def test_hexproof_only_while_untapped() -> None:
    """Dragonlord Ojutai "has hexproof as long as it's untapped": untapped, my Bolt can target
    the two players only; tapped, Ojutai too."""
    assert bolt_targets(board([], [{"card": "Dragonlord Ojutai", "id": "oj"}])) == {"me", "opp"}
    assert bolt_targets(board([], [{"card": "Dragonlord Ojutai", "id": "oj", "tapped": True}])) == {"me", "opp", "oj"}


def test_protection_only_while_untapped() -> None:
    """Pristine Angel, "As long as ~ is untapped, it has protection from artifacts and from all
    colors.": red Bolt can't target it untapped (702.16b), can once it is tapped."""
    assert "pa" not in bolt_targets(board([], [{"card": "Pristine Angel", "id": "pa"}]))
    assert "pa" in bolt_targets(board([], [{"card": "Pristine Angel", "id": "pa", "tapped": True}]))


def test_aura_shroud_while_the_creature_is_untapped() -> None:
    """Spectral Cloak (mine) on my Bears: shroud while the Bears are untapped (not even my own
    Bolt targets them); tapped Bears are a target."""
    cloak = {"card": "Spectral Cloak", "id": "sc", "attached_to": "gb"}
    assert "gb" not in bolt_targets(board([{"card": "Grizzly Bears", "id": "gb"}, cloak]))
    assert "gb" in bolt_targets(board([{"card": "Grizzly Bears", "id": "gb", "tapped": True}, cloak]))


def test_equipment_hexproof_for_a_legendary_creature() -> None:
    """Champion's Helm (the opponent's): "As long as equipped creature is legendary, it has
    hexproof.": on Thalia my Bolt can't target her; on the Bears it can."""
    on_thalia = [{"card": "Thalia, Guardian of Thraben", "id": "th"},
                 {"card": "Champion's Helm", "id": "ch", "attached_to": "th"}]
    assert "th" not in bolt_targets(board([], on_thalia))
    on_bears = [{"card": "Grizzly Bears", "id": "gb"}, {"card": "Champion's Helm", "id": "ch", "attached_to": "gb"}]
    assert "gb" in bolt_targets(board([], on_bears))


def test_aura_hexproof_with_a_combat_clause() -> None:
    """Alpha Authority, "Enchanted creature has hexproof and can't be blocked by more than one
    creature.": the opponent's enchanted Bears are no target of my Bolt."""
    theirs = [{"card": "Grizzly Bears", "id": "gb"}, {"card": "Alpha Authority", "id": "aa", "attached_to": "gb"}]
    assert "gb" not in bolt_targets(board([], theirs))


def test_threshold_shroud_counts_the_controllers_graveyard() -> None:
    """Crashing Centaur (the opponent's), threshold shroud: six cards in its controller's
    graveyard, a target; seven, none."""
    theirs = [{"card": "Crashing Centaur", "id": "cc"}]
    assert "cc" in bolt_targets(board([], theirs, their_graveyard=("Forest",) * 6))
    assert "cc" not in bolt_targets(board([], theirs, their_graveyard=("Forest",) * 7))


def test_hexproof_while_no_spell_was_cast() -> None:
    """Stoic Sphinx (the opponent's) "has hexproof as long as you haven't cast a spell this
    turn": its controller's spells_cast_this_turn decides."""
    theirs = [{"card": "Stoic Sphinx", "id": "ss"}]
    assert "ss" not in bolt_targets(board([], theirs))
    assert "ss" in bolt_targets(board([], theirs, their_spells=1))


def _keywords(s: GameState, oid: str) -> frozenset[str]:
    o = s.object(oid)
    assert o is not None
    return frozenset(k.lower() for k in o.card.keywords)


def test_conditional_haste() -> None:
    """302.6's haste under the state's conditions: Bloodghast while an opponent has 10 or less
    life; Markov Crusader while I control another Vampire (not itself); Ghitu Lavarunner while
    two or more instant and/or sorcery cards are in my graveyard (lands don't count)."""
    bg = [{"card": "Bloodghast", "id": "bg"}]
    assert "haste" in _keywords(board(bg, their_life=10), "bg")
    assert "haste" not in _keywords(board(bg, their_life=11), "bg")
    mc = {"card": "Markov Crusader", "id": "mc"}
    assert "haste" not in _keywords(board([mc]), "mc")
    assert "haste" in _keywords(board([mc, {"card": "Vampire Nighthawk", "id": "vn"}]), "mc")
    assert "haste" not in _keywords(board([mc], [{"card": "Vampire Nighthawk", "id": "vn"}]), "mc")
    gl = [{"card": "Ghitu Lavarunner", "id": "gl"}]
    assert "haste" in _keywords(board(gl, my_graveyard=("Shock", "Opt")), "gl")
    assert "haste" not in _keywords(board(gl, my_graveyard=("Shock", "Forest", "Forest")), "gl")


def test_characteristic_defining_colors_and_types_in_hand() -> None:
    """604.3: Transguild Courier is all five colors and Mistform Ultimus every creature type,
    in the hand as on the battlefield."""
    s = board([{"card": "Mistform Ultimus", "id": "mu"}], hand=("Transguild Courier", "Mistform Ultimus"))
    courier, ultimus, on_field = s.object("h0"), s.object("h1"), s.object("mu")
    assert courier is not None and courier.colors == frozenset("WUBRG")
    assert ultimus is not None and on_field is not None
    assert ultimus.has_subtype("Goblin") and on_field.has_subtype("Sliver")


def test_near_misses_stay_unread() -> None:
    """Conditions the state can't decide leave the card unsupported: "if it hasn't dealt damage
    yet" (Karakyk Guardian), "as long as it entered this turn" (Zurgo and Ojutai), and the
    keyword grant gated by only part of a line ("gets +1/+1 and has haste as long as ...")."""
    rec = {"name": "Karakyk Guardian", "mana_cost": "{3}{G}{U}{R}", "type_line": "Creature — Dragon",
           "oracle_text": "Flying, vigilance, trample\nThis creature has hexproof if it hasn't dealt damage yet.",
           "power": "6", "toughness": "5"}
    assert read_card(rec).unsupported == "This creature has hexproof if it hasn't dealt damage yet."
    zo = {"name": "Test Zurgo", "mana_cost": "{2}{B}{R}", "type_line": "Creature — Orc",
          "oracle_text": "Test Zurgo has hexproof as long as it entered this turn.", "power": "4", "toughness": "4"}
    assert read_card(zo).unsupported is not None
    part = {"name": "Test Runner", "mana_cost": "{R}", "type_line": "Creature — Human",
            "oracle_text": "Test Runner gets +1/+1 and has haste as long as you control an artifact.",
            "power": "1", "toughness": "1"}
    assert read_card(part).unsupported is not None


def test_losing_all_abilities_loses_mana_abilities() -> None:
    """Stop Cold on my Llanowar Elves, Fresh Start on my Dryad Arbor (a Forest: 305.6): with a
    Mountain, Grizzly Bears ({1}{G}) can be cast from the Elves or the Arbor, not once each lost
    its abilities."""
    elves = {"card": "Llanowar Elves", "id": "le"}
    assert agreed_options(board([elves], hand=("Grizzly Bears",)), "h0")
    assert agreed_options(board([elves, {"card": "Stop Cold", "id": "sc", "attached_to": "le"}],
                                hand=("Grizzly Bears",)), "h0") == []
    arbor = {"card": "Dryad Arbor", "id": "da"}
    assert agreed_options(board([arbor], hand=("Grizzly Bears",)), "h0")
    assert agreed_options(board([arbor, {"card": "Fresh Start", "id": "fs", "attached_to": "da"}],
                                hand=("Grizzly Bears",)), "h0") == []


def test_losing_all_abilities_loses_hexproof() -> None:
    """Lignify on the opponent's Sylvan Caryatid (hexproof): my Bolt can target it then, and
    not without the Aura."""
    theirs = [{"card": "Sylvan Caryatid", "id": "cy"}]
    assert "cy" not in bolt_targets(board([], theirs))
    assert "cy" in bolt_targets(board([], [*theirs, {"card": "Lignify", "id": "lg", "attached_to": "cy"}]))


def test_losing_flying() -> None:
    """Plummet ("Destroy target creature with flying.", {1}{G}, from a Forest and the Mountain):
    Serra Angel is a target, not once Grounded makes it lose flying."""
    angel = {"card": "Serra Angel", "id": "sa"}
    mine = [{"card": "Forest", "id": "f"}]
    assert len(agreed_options(board(mine, [angel], hand=("Plummet",)), "h0")) == 1
    assert agreed_options(board(mine, [angel, {"card": "Grounded", "id": "g", "attached_to": "sa"}],
                                hand=("Plummet",)), "h0") == []


def test_losing_static_abilities_is_not_modelled() -> None:
    """Stop Cold on Goblin Electromancer (its instants and sorceries cost {1} less, a static ability
    the engine applies): the loss of that ability is not modelled, so the board is refused; on
    on Chromatic Lantern (its lands gain a mana ability from it, 613.1f) too."""
    em = [{"card": "Goblin Electromancer", "id": "ge"}, {"card": "Stop Cold", "id": "sc", "attached_to": "ge"}]
    with pytest.raises(UnsupportedCardError):
        agreed_options(board(em), "h0")
    ts = [{"card": "Chromatic Lantern", "id": "cl"}, {"card": "Stop Cold", "id": "sc", "attached_to": "cl"}]
    with pytest.raises(UnsupportedCardError):
        agreed_options(board(ts), "h0")
