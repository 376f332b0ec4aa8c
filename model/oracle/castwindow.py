""""Cast this spell only during ..." (601.3): the steps and turns in which a spell may be begun,
read into :class:`castable.model.cards.CastWindow` (decided by ``castable.model.castwindow``).

Read exactly, whole sentences only (``state.PHASES`` names the steps): "during combat" (506.1:
the five steps of the combat phase), "during combat before blockers are declared" (the
beginning of combat and declare attackers steps: blockers are declared as the declare blockers
step begins, 509.1, before anyone has priority), "during the declare attackers / blockers
step", "during your / an opponent's turn" (and with combat or a step), "during your end step",
"during an opponent's upkeep", "after combat" (the second main phase, end and cleanup steps,
505.1a), "before combat or during combat before blockers are declared", "during an
opponent's turn after their upkeep step", and "only if you've cast another spell this turn";
and "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have
been cast, ... sacrifices it ..." (``CardDef.flash_permission``).

Left unread: windows that need facts the state doesn't hold ("if you've been attacked this
step", "if a creature died this turn", "after blockers are declared": a skipped declare
blockers step, 508.8, can't be told from the phase alone; "before the combat damage step",
"before attackers / blockers are declared" outside combat, for the same reason) and conditions
on the board ("if you control two or more Vampires").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import CastWindow
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 506.1: the steps of the combat phase
COMBAT = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"})
#: 509.1: blockers are declared as the declare blockers step begins, before priority
BEFORE_BLOCKERS = frozenset({"beginning_of_combat", "declare_attackers"})
#: 505.1a: the main phase after combat, then the ending phase (512, 513)
AFTER_COMBAT = frozenset({"main2", "end", "cleanup"})
_BEFORE_COMBAT = frozenset({"untap", "upkeep", "draw", "main1"})
_PREFIX = "Cast this spell only "

#: the sentence after "Cast this spell only " -> (phases, turn, after_spell)
WINDOWS: dict[str, tuple[frozenset[str] | None, str | None, bool]] = {
    "during combat.": (COMBAT, None, False),
    "during combat before blockers are declared.": (BEFORE_BLOCKERS, None, False),
    "during the declare attackers step.": (frozenset({"declare_attackers"}), None, False),
    "during the declare blockers step.": (frozenset({"declare_blockers"}), None, False),
    "during your declare attackers step.": (frozenset({"declare_attackers"}), "yours", False),
    "during the declare blockers step on an opponent's turn.": (frozenset({"declare_blockers"}), "opponent", False),
    "during combat on an opponent's turn.": (COMBAT, "opponent", False),
    "during your turn.": (None, "yours", False),
    "during an opponent's turn.": (None, "opponent", False),
    "during your turn and only during combat.": (COMBAT, "yours", False),
    "during your turn and only during combat before blockers are declared.": (BEFORE_BLOCKERS, "yours", False),
    "during your end step.": (frozenset({"end"}), "yours", False),
    "during an opponent's upkeep.": (frozenset({"upkeep"}), "opponent", False),
    "during an opponent's turn after their upkeep step.":
        (COMBAT | AFTER_COMBAT | {"draw", "main1"}, "opponent", False),
    "after combat.": (AFTER_COMBAT, None, False),
    "before combat or during combat before blockers are declared.": (_BEFORE_COMBAT | BEFORE_BLOCKERS, None, False),
    "if you've cast another spell this turn.": (None, None, True),
}


def cast_window_line(r: Reader, line: str) -> bool:
    """601.3: "Cast this spell only during combat." and the other sentences of :data:`WINDOWS`;
    False when the line isn't one of them."""
    if not line.startswith(_PREFIX):
        return False
    entry = WINDOWS.get(line[len(_PREFIX):])
    if entry is None:
        return False
    if r.cast_window is not None:  # two windows on one card: none printed, not read
        raise Unsupported
    phases, turn, after = entry
    r.cast_window = CastWindow(phases, "yours" if turn == "yours" else "opponent" if turn else None, after, line)
    return True


#: Armor of Thorns and nine more: the permission (601.3, timing as an instant's, 117.1a) and a
#: delayed trigger set up as it resolves, which changes no answer now
FLASH_SACRIFICE = re.escape(" as though it had flash. If you cast it any time a sorcery couldn't have been cast, "
                            "the controller of the permanent it becomes sacrifices it at the beginning of the next "
                            "cleanup step.")


def flash_permission_line(r: Reader, line: str) -> bool:
    """"You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have
    been cast, ... sacrifices it at the beginning of the next cleanup step." (whole line only)."""
    if not line.startswith("You may cast ") or not rx.fullmatch(f"You may cast (?:{r.self_re}){FLASH_SACRIFICE}", line):
        return False
    r.flash_permission = True
    return True
