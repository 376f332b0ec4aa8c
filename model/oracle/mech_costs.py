"""Keyword mechanics that are costs, read exactly (issue 13, wave 8), each anchored on its first
word so that reading stays cheap (``mech_cost_line`` returns False at once for any other line):

- Bargain (702.166a; the keyword's reminder text on every printing: "You may sacrifice an
  artifact, enchantment, or token as you cast this spell."): an optional additional cost
  (118.8b, chosen with the others, 601.2b) of one sacrifice; the permanent sacrificed is an
  artifact, an enchantment or a token (of any type: a creature token counts). Read as the
  :class:`OptionalCost` ``bargain``; the plan's ``optional_costs`` says whether the spell was
  bargained. "This spell costs {N} less to cast if it's bargained." (Hamlet Glutton, Ice Out,
  Johann's Stopgap) is that cost's generic reduction (601.2f). What a bargained spell does
  happens on resolution: lines saying so are read (or not) by the usual effect reader; one that
  adds a target when bargained ("If this spell was bargained, target land ...") stays unread.
  Dan, Shrewd Trader's "You can bargain any permanent ..." changes other cards: unread.

Left unread, and why:

- Web-slinging {M} ("You may cast this spell for {M} if you also return a tapped creature you
  control to its owner's hand"): the creature must be tapped when that part is paid (601.2h),
  so an untapped creature tapped for mana in 601.2g may be returned, even one whose mana is not
  needed and floats. The checkers count such an activation as idle (docs/answers.md "No idle
  activations") and would answer "no" where the rules say yes; until the three of them exempt
  the returned creature's activation, the keyword stays unread.
- Read since blight13: Blight N ("As an additional cost to cast this spell, you may blight N.", the Lorwyn Eclipsed
  keyword action: put N -1/-1 counters on a creature you control): an optional additional cost
  (118.8b) read as the :class:`OptionalCost` ``blight`` of one :class:`CostPart` ``blight``
  (amount N, one creature). The three payment steps choose the creature: one you control on the
  battlefield when the part is paid (601.2h), tapped or not (a creature tapped for mana or
  convoke may be blighted), not one a mana ability sacrificed (601.2g comes first: it is gone);
  the counters change no later payment (toughness 0 is a state-based action, 704.5f, after
  casting). The plan's ``cost_objects`` names the creature and its outcome ``blighted`` says
  (creature, N). Refused: a card whose spell has another part that sacrifices or returns a
  permanent, or emerge (601.2h: the player may blight a creature and then sacrifice it; the
  checkers don't order parts), or two blights; "blight X" (an X bounded by toughness) stays
  unread. "blight N or pay {M}" (a choice between costs) is read by
  :mod:`castable.model.oracle.addcost13`, its blight one cost of the choice.
- Waterbend as a required additional cost ("As an additional cost to cast this spell,
  waterbend {N}/{X}.": no checker has a required additional mana cost, nor an X the taps pay)
  and "Waterbend {X}:" abilities; Harmonize (tap a creature to reduce the cost by its power).
  "Waterbend {N}" in an ability's cost is read by :func:`castable.model.oracle.abilities.read_cost`
  (``ActivatedAbility.waterbend``), the optional spell cost below.

Read exactly (std13c): "As an additional cost to cast this spell, you may waterbend {N}."
(701.67, Avatar: "Waterbend {N}" means pay {N}; while paying it, you may tap untapped
artifacts and creatures you control, each paying {1} of that cost). An :class:`OptionalCost`
``waterbend`` of {N} with ``waterbend`` set: the three checkers let up to N (and at most the
total cost's generic mana, 601.2f) untapped artifacts or creatures the caster controls be
tapped for {1} each (the plan's ``waterbent``), only when that cost is paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import ARTIFACT, CREATURE, CostPart, ObjectFilter, OptionalCost
from castable.model.mana import parse_cost
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 702.166a: "an artifact, enchantment, or token": each noun checked whole (a token of any type)
BARGAIN_FILTER = ObjectFilter(any_of=(ARTIFACT, ObjectFilter(types=frozenset({"Enchantment"})),
                                      ObjectFilter(token=True)))
BARGAIN = OptionalCost("bargain", parts=(CostPart("sacrifice", 1, BARGAIN_FILTER),))


def mech_cost_line(r: Reader, line: str) -> bool:
    """Bargain lines (see the module docstring); False for any other line; raises
    :class:`Unsupported` for one of these it can't read exactly."""
    first = line[:4]
    if first == "Barg" and line == "Bargain":
        return _bargain(r)
    if first == "This" and line.endswith("if it's bargained."):
        return _bargain_reduction(r, line)
    if first == "As a" and "waterbend" in line:
        return _waterbend(r, line)
    if first == "As a" and "blight" in line:
        return _blight(r, line)
    return False


def _waterbend(r: Reader, line: str) -> bool:
    """"As an additional cost to cast this spell, you may waterbend {N}." (see the module
    docstring); the required form and {X} stay unread."""
    m = rx.fullmatch(rf"As an additional cost to cast {r.self_re}, you may waterbend \{{(\d+)\}}\.", line)
    if m is None or any(o.name == "waterbend" for o in r.optional):
        raise Unsupported
    n = int(m.group(1))
    r.optional.append(OptionalCost("waterbend", mana=parse_cost("{" + str(n) + "}"), waterbend=True))
    return True


def _blight(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"As an additional cost to cast {r.self_re}, you may blight (\d+)\.", line)
    if m is None:
        raise Unsupported  # "blight X. X can't be greater than ..." ("blight N or pay {M}": addcost13)
    if any(o.name == "blight" for o in r.optional) or not r.is_spell_card:
        raise Unsupported  # two blights: not a card printed; a permanent's cost: not read
    # 118.8b: an optional additional cost; 601.2h: N -1/-1 counters on one creature you control
    r.optional.append(OptionalCost("blight", parts=(CostPart("blight", int(m.group(1)), CREATURE),)))
    return True


def _bargain(r: Reader) -> bool:
    if any(o.name == "bargain" for o in r.optional):
        raise Unsupported  # two bargains: not a card printed
    r.optional.append(BARGAIN)
    r.keywords.add("Bargain")
    return True


def blight_fits(r: Reader) -> bool:
    """False when the card read has a blight and another cost part that sacrifices or returns a
    permanent, or emerge: 601.2h lets the player blight a creature and then sacrifice or return
    it, an order the checkers don't model (checked once every line is read)."""
    if not any(p.action == "blight" for o in r.optional for p in o.parts):
        return True  # the optional blight, or a blight among the costs of a choice (addcost13)
    parts = [*r.additional, *(p for a in r.alternative for p in a.parts), *(p for o in r.optional for p in o.parts)]
    return not any(p.action in ("sacrifice", "return_unblocked", "return_to_hand") for p in parts) \
        and not any(a.emerge for a in r.alternative)


def _bargain_reduction(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"This spell costs \{(\d+)\} less to cast if it's bargained\.", line)
    i = next((i for i, o in enumerate(r.optional) if o is BARGAIN), None)
    if m is None or i is None:
        raise Unsupported  # a reduction of another shape, or no bargain read before it
    # 601.2f: the total cost is reduced by {N} when the bargain cost is paid (generic only)
    r.optional[i] = OptionalCost("bargain", parts=BARGAIN.parts, reduction=int(m.group(1)))
    return True
