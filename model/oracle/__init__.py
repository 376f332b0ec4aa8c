"""The Oracle reader: a card definition read from its Scryfall-style fields (``name``,
``mana_cost``, ``type_line``, ``oracle_text``...), strictly: a card is understood only when every
line that matters was read exactly, otherwise it is unsupported and names the first line it
could not read (see :mod:`castable.model.oracle.reader`).

Public entry points: :func:`read_card`, :class:`Reader`, :func:`strip_reminder`,
:func:`affects_others`, :data:`SELF`, :data:`SELF_RE` and :class:`Unsupported`.

Its parts, one concept each (every docstring lists the templates it reads, with rule numbers):

- :mod:`~castable.model.oracle.reader`: :func:`read_card`, the :class:`Reader` that dispatches
  each line to the module of its concept, ability words (207.2c), modal spells (700.2), and
  :func:`affects_others` (whether an unread line could change answers about other cards);
- :mod:`~castable.model.oracle.keywords`: keyword lines (702), Enchant (303.4a), keyword costs
  (kicker, flashback, evoke, morph...), Spree and Tiered modes;
- :mod:`~castable.model.oracle.costs`: the one cost grammar of rules text (118.1), used by
  keyword costs, the spell's additional and alternative costs (118.8, 118.9) and activated
  abilities (602.2b) alike;
- :mod:`~castable.model.oracle.modifiers`: cost changes (601.2f): the spell's own reductions
  and increases, static cost modifiers of permanents (Thalia, Trinisphere, Kopala);
- :mod:`~castable.model.oracle.abilities`: activated abilities (602), mana abilities (605),
  loyalty abilities (606), keywords that are activated abilities (Equip, Crew, Cycling...);
- :mod:`~castable.model.oracle.targets`: the text of instants and sorceries and every target
  phrase (115, 601.2c-d);
- :mod:`~castable.model.oracle.inert`: lines recognized as not mattering for casting, paying or
  targeting (604.1), entering tapped (614.1c-d);
- :mod:`~castable.model.oracle.common`: what they share (the :class:`Unsupported` signal,
  reminder text, costs written in rules text, sentences, number words).

Imports go one way, with no cycle: targets on common; costs on targets; abilities on costs and
targets; modifiers on costs; keywords on abilities and costs; inert on keywords; reader on all.
"""

from castable.model.oracle.common import Unsupported, strip_reminder
from castable.model.oracle.reader import SELF, SELF_RE, Reader, affects_others, read_card

__all__ = ["SELF", "SELF_RE", "Reader", "Unsupported", "affects_others", "read_card", "strip_reminder"]
