"""Issue 4, strictness: a card whose unread text could change an answer blocks it (exit 4);
one whose unread text can't still takes part with what was read of it, and blocks only the
questions about itself. The move list leaves such cards out and names them."""

from __future__ import annotations

from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import UnsupportedCardError
from castable.solver.api import can_activate, can_cast, mana_pools
from castable.solver.moves import legal_moves
from conftest import checked_can_cast

#: an Elf whose second line the reader can't read (a target noun it doesn't know); it changes no
#: cost, target or mana of another card (an anthem "for each Zombie in the cosmos" is read since
#: static14: a power/toughness change is the state's ``overrides`` whatever it counts)
HARMLESS = {"name": "Cosmic Elf", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1", "toughness": "1",
            "oracle_text": "{T}: Add {G}.\n{2}: Return target Zombie in the cosmos to the stars."}
#: unread text about what spells cost: it could change any answer
TAXING = {"name": "Cosmic Tax", "mana_cost": "{1}", "type_line": "Artifact",
          "oracle_text": "Spells cost {1} more to cast for each Zombie in the cosmos."}


def _state(*battlefield: str, hand: tuple[str, ...] = ("Grizzly Bears",)) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", "hand": list(hand), "battlefield": list(battlefield)},
                                        {"name": "opp"}], "cards": [HARMLESS, TAXING]}
    return GameState.from_json(data)


def test_harmless_unread_text_does_not_block_other_answers() -> None:
    s = _state("Cosmic Elf", "Forest")
    assert s.object("me.battlefield.0").card.unsupported
    answer = checked_can_cast(s, "Grizzly Bears")  # {1}{G}: the Elf's read mana ability pays
    assert answer.castable
    assert mana_pools(s).pools  # its mana counts
    with pytest.raises(UnsupportedCardError, match="Zombie in the cosmos"):
        can_activate(s, "Cosmic Elf", 0)  # a question about the card itself


def test_unread_text_about_costs_blocks_every_answer() -> None:
    s = _state("Cosmic Tax", "Forest", "Forest")
    with pytest.raises(UnsupportedCardError, match="Cosmic Tax"):
        can_cast(s, "Grizzly Bears")
    with pytest.raises(UnsupportedCardError):
        legal_moves(s)


def test_the_card_itself_is_never_guessed() -> None:
    s = _state("Forest", "Forest", hand=("Cosmic Elf", "Grizzly Bears"))
    with pytest.raises(UnsupportedCardError, match="Cosmic Elf"):
        can_cast(s, "Cosmic Elf")
    moves = legal_moves(s)
    assert [u.card for u in moves.unsupported] == ["Cosmic Elf"]
    assert {m.object for m in moves if m.kind == "cast"} == {"me.hand.1"}
    assert moves.to_json()["unsupported"][0]["text"].startswith("{2}: Return target Zombie")
