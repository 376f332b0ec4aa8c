"""Errors raised for bad input: each names the field at fault (docs/cli.md exit code 2)."""

from __future__ import annotations


class InputError(ValueError):
    """Malformed or impossible input. ``field`` is a JSON path such as ``players[0].life``."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


class UnsupportedCardError(ValueError):
    """A card whose rules text the engine cannot read with certainty (docs/cli.md exit code 4)."""

    def __init__(self, card: str, text: str) -> None:
        super().__init__(f"{card}: unsupported rules text: {text}")
        self.card = card
        self.text = text
