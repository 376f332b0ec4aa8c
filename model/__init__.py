"""castable.model: the game domain as plain data (no solver imports here)."""

from castable.model.cards import CardDef
from castable.model.database import CardDatabase
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.mana import ManaCost, ManaSymbol, parse_cost, parse_pool
from castable.model.state import GameObject, GameState, Player, PoolMana

__all__ = ["CardDatabase", "CardDef", "GameObject", "GameState", "InputError", "ManaCost", "ManaSymbol", "Player",
           "PoolMana", "UnsupportedCardError", "parse_cost", "parse_pool"]
