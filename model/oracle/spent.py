"""Lines that look at the mana spent to cast the card itself (601.2h: the mana paid is a fact
of the spell afterwards): adamant ("If at least three white mana was spent to cast this
spell"), converge and sunburst (702.44, "for each color of mana spent to cast it"), "if {R}{R}
was spent to cast it" (the hybrid Elementals of Lorwyn Eclipsed, the Shadowmoor / Eventide
cycles), "the amount of mana spent to cast it", "if no mana was spent to cast it", "if mana
from a Treasure was spent to cast it".

Such a card's mana spent is part of its option (docs/answers.md "Distinct options"): the
reader sets ``CardDef.spent_matters``. A line about *another* spell ("Whenever you cast a
spell, if at least four mana was spent to cast it") or a permission ("mana of any type can be
spent to cast it") doesn't look at this card's payment.

:func:`without_spent_conditions` lets a spell's sentence be read with its conditions on the
mana spent taken out: they are checked as the spell resolves (608.2c), after the targets were
chosen (601.2c comes before the payment, 601.2h), so they change nothing about casting it.
"""

from __future__ import annotations

import re

from castable.model.oracle.common import rx, split_sentences

_SELF = r"(?:CARDNAME|~|[Tt]his (?:spell|creature|artifact|enchantment|card|permanent)|it|her|him)"
#: the phrase that names this card's own payment
_SPENT_SELF = re.compile(rf"\bspent to cast {_SELF}(?![\w'])|\bSunburst\b")
#: the line is about another spell's payment, or permits mana to be spent
_OTHER = re.compile(r"\b(?:cast|casts) (?:a|an|another|one or more|your|their|the|spells?|that|those)\b|"
                    r"\bcan be spent\b|\bthat spell\b|\bthose spells\b", re.IGNORECASE)
#: a condition on this spell's own mana spent, in a spell's sentence
_COND = (r"(?:at least \w+ (?:(?:white|blue|black|red|green) )?mana(?: of the same color)?|(?:\{[WUBRGS]\})+)"
         r" was spent to cast this spell")


def looks_at_spent(line: str) -> bool:
    """Does this (reminder-free, name-normalized) line look at the mana spent to cast the card itself?"""
    if "spent to cast " not in line and "Sunburst" not in line:  # what _SPENT_SELF needs, cheaply
        return False
    for sentence in split_sentences(line):
        m = _SPENT_SELF.search(sentence)
        if m and not _OTHER.search(sentence[:m.end()]):
            return True
    return False


def without_spent_conditions(sentence: str) -> str | None:
    """The sentence with its conditions on this spell's mana spent taken out ("If {B} was spent
    to cast this spell, draw a card." -> "Draw a card."; "... if {R} was spent to cast this
    spell and ... if {W} was spent to cast this spell." -> "... and ..."); None when it has none."""
    out = sentence
    m = rx.match(rf"If {_COND}, (.)", out)
    if m:
        out = m.group(1).upper() + out[m.end():]
    out = rx.sub(rf" if {_COND}(?=[.,]| and )", "", out)
    return out if out != sentence else None
