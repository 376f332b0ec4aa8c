"""Keywords a permanent gives its controller: "You have hexproof." (702.11b: the player can't
be the target of spells or abilities an opponent controls) and "You have shroud." (702.18a: of
no spell or ability). Read into ``CardDef.player_keywords``; ``castable.model.playergrants``
gives them to the controller while the card is a permanent. Anything more on the line ("You
have hexproof from ...", "You and permanents you control have ...", "protection from ...")
stays unread.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_LINE = re.compile(r"You have (hexproof|shroud)\.")


def player_keyword_line(r: Reader, line: str) -> bool:
    """"You have hexproof." / "You have shroud.": read (True), or not this template (False)."""
    if not line.startswith("You have "):
        return False
    m = _LINE.fullmatch(line)
    if m is None:
        return False
    r.player_keywords.add(m.group(1))
    return True
