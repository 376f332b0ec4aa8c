"""The Oracle reader: a card definition read from Scryfall-style fields (:func:`read_card`).

Public entry points: :func:`read_card`, :class:`Reader`, :func:`strip_reminder`,
:func:`affects_others`, :data:`SELF`, :data:`SELF_RE` and :class:`Unsupported`.
"""

from castable.model.oracle.common import Unsupported, strip_reminder
from castable.model.oracle.reader import SELF, SELF_RE, Reader, affects_others, read_card

__all__ = ["SELF", "SELF_RE", "Reader", "Unsupported", "affects_others", "read_card", "strip_reminder"]
