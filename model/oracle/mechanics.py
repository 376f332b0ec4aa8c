"""Recent keyword mechanics read exactly (issue 13), each anchored on its first word so that
reading stays cheap (``mechanic_line`` returns False at once for any other line):

- Gift (702.174a): "Gift a card / a Food / a Treasure / a tapped Fish" means "You may promise
  an opponent a gift as you cast this spell": a choice made while casting, with the optional
  costs (601.2b), that needs an opponent and costs nothing. It is read as an
  :class:`OptionalCost` named ``gift`` with ``needs_opponent``; the plan's ``optional_costs``
  says whether the gift was promised. What the promised gift does happens on resolution (or
  when the permanent enters): the rest of the text is read as usual, so a line that changes the
  spell's targets when the gift is promised ("If the gift was promised, instead counter target
  spell") stays unread there.
- Firebending N / X (the keyword's reminder text): "Whenever this creature attacks,
  add N {R}. This mana lasts until end of combat." A triggered ability that triggers on
  attacking, not on a mana ability or on mana being added, so it is not a mana ability (605.1b):
  it adds nothing until it resolves, after which the state records the mana in the pool.
  "Firebending N" in keyword lists is read by :mod:`castable.model.oracle.keywords`
  (``INERT_NUMBERED``); here the lines naming X ("Firebending X, where X is ~'s power.") and the
  static that gives the card firebending itself ("This creature has firebending 2 as long as
  ...").
- Exhaust (702.177a): "Exhaust — <cost>: <effect>" means "<cost>: <effect>. Activate only
  once." Read as that activated ability with ``once_ever``; the state's ``exhausted`` lists the
  indexes K of the object's exhaust abilities already activated. Exhaust mana abilities stay
  unread (the pure mana paths don't read ``once_ever``).
- Max speed (702.178a): "Max speed — [ability]" means "As long as you have max speed,
  [ability]". Read only when the ability can't change any answer whether it exists or not: a
  triggered ability (603) that makes no mana (605.1b, same test as ``Reader.line``), or a static
  ability the reader recognizes as not mattering (:func:`inert_line`). Activated and mana
  abilities and cost changes under max speed are read into a "speed" band
  (:func:`castable.model.oracle.standard13.max_speed_band`: they exist only while the player's
  ``speed`` is 4); "You may cast this card from your graveyard" stays unread.
- Cases (719, in our words): "To solve — [condition]" is an end step trigger ("At the beginning
  of your end step, if this Case isn't solved and [condition], it becomes solved"): read as a
  trigger; "Solved — [ability]" ("As long as this Case is solved, [ability]") is read as a max
  speed body is, into a "solved" band (the state's object ``solved``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, OptionalCost
from castable.model.oracle.abilities import activated_line
from castable.model.oracle.common import Unsupported, rx
from castable.model.oracle.inert import inert_line
from castable.model.oracle.standard13 import max_speed_band

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 702.174a: the gifts printed (every printing in the card data: a card, a Food, a Treasure, a
#: tapped Fish); another gift is not guessed
_GIFT = re.compile(r"Gift (?:a card|a Food|a Treasure|a tapped Fish)")
#: "Firebending X, where X is ...": the trigger's amount, counted when it resolves
_FIREBENDING_X = re.compile(r"Firebending X, where X is [^.]+\.")
_FIREBENDING_SELF = re.compile(r"(?:This creature|CARDNAME) has firebending \d+ as long as [^.]+\.")
_TRIGGER = re.compile(r"^(?:When|Whenever|At the beginning|At end of|At the end)\b")
#: the words by which ``Reader.line`` takes a trigger for a (possible) triggered mana ability
_MANA_WORDS = re.compile(r"\bfor mana\b|\badds?\b|\bmana\b(?! value| cost)", re.IGNORECASE)


def mechanic_line(r: Reader, line: str) -> bool:
    """Gift, firebending X and max speed lines (see the module docstring); False for any other
    line; raises :class:`Unsupported` for one of these it can't read exactly."""
    first = line[:4]
    if first == "Gift":
        return _gift(r, line)
    if first == "Fire" or first == "This" or first == "CARD":
        return bool(_FIREBENDING_X.fullmatch(line) or _FIREBENDING_SELF.fullmatch(line)) and _firebending(r)
    if first == "Exha" and line.startswith("Exhaust — "):
        _exhaust(r, line.removeprefix("Exhaust — "))
        return True
    if first == "Max " and line.startswith(("Max speed — ", "Max Speed — ")):
        _max_speed(r, line.partition(" — ")[2])
        return True
    if (first == "To s" or first == "Solv") and line.startswith(("To solve — ", "Solved — ")):
        if "Case" not in r.subtypes:
            raise Unsupported  # only a Case is solved (719)
        if first == "To s":  # 719: an end step trigger making the Case solved: changes no answer now
            r._trigger("At the beginning of your end step, " + line.partition(" — ")[2])
        else:
            _max_speed(r, line.partition(" — ")[2], "solved")
        return True
    return False


def _gift(r: Reader, line: str) -> bool:
    if not _GIFT.fullmatch(line):
        return False
    if any(o.name == "gift" for o in r.optional):
        raise Unsupported  # two gifts: not a card printed
    # 702.174a: the promise is chosen as the spell is cast (601.2b), to an opponent, paying nothing
    r.optional.append(OptionalCost("gift", needs_opponent=True))
    r.keywords.add("Gift")
    return True


def _firebending(r: Reader) -> bool:
    r.keywords.add("Firebending")  # an attack trigger (603.2), not a mana ability (605.1b)
    return True


def _exhaust(r: Reader, body: str) -> None:
    """702.177a: "Exhaust — <cost>: <effect>" is that activated ability with "Activate only
    once" (``once_ever``, against the state's ``exhausted``). An exhaust mana ability (605) or
    loyalty ability, or a body that isn't read as one activated ability, stays unread."""
    before, mana = len(r.abilities), len(r.mana)
    if not activated_line(r, body) or len(r.abilities) != before + 1 or len(r.mana) != mana:
        raise Unsupported
    ab = r.abilities[-1]
    if not isinstance(ab, ActivatedAbility) or ab.loyalty is not None or ab.loyalty_x or ab.once_per_turn \
            or ab.zone != "battlefield":
        raise Unsupported
    r.abilities[-1] = dataclasses.replace(ab, once_ever=True)


def _max_speed(r: Reader, body: str, kind: str = "speed") -> None:
    """702.178a: "As long as you have max speed, <body>" (``kind`` "solved": a Case's "As long
    as this Case is solved, <body>", 719): a trigger or a static that changes no answer whether
    or not it applies is read as always there; an activated or mana ability or a cost change
    goes into a band of ``kind``."""
    if _TRIGGER.match(body):
        event, _, effect = body.partition(",")
        if _MANA_WORDS.search(event) or rx.search(r"\badds?\b", effect, re.IGNORECASE):
            raise Unsupported  # a triggered mana ability (605.1b) or a trigger making mana
        r._trigger(body)
        return
    if not inert_line(r, body):  # an activated or mana ability, a cost change: a "speed" band
        max_speed_band(r, body, kind)
