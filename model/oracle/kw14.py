"""Keyword lines that are ways to cast, read exactly (issue 13, kw14), each anchored on its first
word so that reading stays cheap (:func:`kw14_line` returns False at once for any other line):

- Harmonize {M} (702.180a: "You may cast this card from your graveyard by paying [cost] rather
  than paying its mana cost"; as it is cast that way its caster may tap an untapped creature
  they control, and the spell then costs {X} less, X that creature's power). Read as two
  :class:`AlternativeCost` from the graveyard (118.9, 601.3): ``harmonize`` (the cost alone)
  and ``harmonize, tapping a creature`` (``harmonize`` set, one ``tap_untapped`` part of a
  creature the caster controls): the tap is paid with the other costs (601.2h), so a creature
  tapped for mana in 601.2g, for convoke or improvise can't be the one (118.3, 701.26a); its
  power is read when the total cost is determined (601.2f) and reduces the generic part only,
  a power of 0 or less nothing (107.1b). Summoning sickness doesn't matter (302.6 limits only
  its own {T} abilities). "Then exile this spell" happens as it leaves the stack: no answer.
  Refused: a harmonize cost with {X} (Nature's Rhythm's reminder is another text), two
  harmonize lines, and a card with any other non-mana cost part (601.2h lets the tapped
  creature then be sacrificed or returned, an order the checkers don't model; checked once
  every line is read by :func:`kw14_fits`).
- Forecast — {M}, Reveal ~ from your hand: <effect> (702.57a-b: an activated ability that works
  only from its owner's hand, only during its owner's upkeep and only once each turn; the card
  is revealed as it is activated, which it always can be). Read as the ability "{M}: <effect>"
  (the ordinary reader: its targets, its cost) with ``zone="hand"``, ``once_per_turn`` (602.5b,
  the object's ``activations_this_turn``) and a ``window`` of the upkeep of the activating
  player's own turn (the card is in that player's hand, so its owner's turn). A forecast cost
  with more than mana ("Tap two untapped white and/or blue creatures") is read only if the
  ordinary cost reader reads it.
- Companion — <deck condition> (702.139a: a keyword ability that works outside the game; the
  special action that puts the companion into its owner's hand, 116.2g, starts from outside
  the game, a zone no state holds): it changes no answer about a card in the game. Read as
  nothing (the card's other lines decide), only when the condition is about the starting deck
  (every printing); an ability after the dash stays unread. "Old Companion" (an Un- card's) stays unread.
- Conspire (702.78a: "As an additional cost to cast this spell, you may tap two untapped
  creatures you control that each share a color with it"; "When you pay the conspire cost,
  copy it": a trigger after casting, 603.3, no answer): an :class:`OptionalCost` ``conspire``
  of one ``tap_untapped`` part of two creatures you control; the spell's colors are the card
  object's, given to the part by :mod:`castable.model.conspire` on every state. Read on
  instants and sorceries (every printing), once.
- "Spells can't be countered." and "Spells and abilities can't be countered.": whether a spell
  or ability is countered (701.6) is decided after casting and activating: they change no
  answer (as "This spell can't be countered." doesn't; a counterspell may still target it).

Left unread on purpose (near misses of this kind):

- Web-slinging {M} (702.188a: the alternative cost includes returning a tapped creature you
  control to its owner's hand): the creature has to be tapped only when that part is paid
  (601.2h), so one tapped for mana in 601.2g may be returned even when its mana floats unused;
  the three checkers' "no idle activation" rule (docs/answers.md) would hide that option.
  Reading it exactly needs, in each checker: the returned creature tapped in the state or by
  this payment (a {T} mana ability or a Drum's tapped creature in 601.2g, convoke, improvise,
  waterbend or a tap part in 601.2h, paid in any order), and that creature's own {T} mana
  activation exempt from the idle rule (CP-SAT: ``no_idle``'s per-group credit, the "R"
  signatures of untapped classes requiring "T", and the extraction's choice of which object of
  a class is returned; the referee: the idle check and ``_credit_idle``; the reference: the
  ``needy`` activations of ``payment._spend`` and the loads that prune its assignments).
- Assist (702.132a: another player may pay generic mana of the cost): a state holds no
  decision of another player, and the engine answers for one player's payment only.
- Specialize, Hidden agenda, Augment: Alchemy / conspiracy / Un- mechanics with no rule in
  the excerpts of the Comprehensive Rules the project follows.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, AlternativeCost, CastWindow, CostPart, ObjectFilter, OptionalCost
from castable.model.conspire import CONSPIRE
from castable.model.oracle.abilities import activated_line
from castable.model.oracle.common import COST, Unsupported, rx, text_cost

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: 702.180a: "an untapped creature you control" (118.3: an untapped one; the checkers' tap part)
_HARMONIZE_TAP = CostPart("tap_untapped", 1, ObjectFilter(types=frozenset({"Creature"}), controller="you"))
HARMONIZE = "harmonize"
HARMONIZE_TAPPING = "harmonize, tapping a creature"


def kw14_line(r: Reader, line: str) -> bool:
    """One of the lines of the module doc, read; False for any other line; Unsupported for
    one of these the reader can't say exactly."""
    if line in _AFTER_CASTING:
        return True
    if line.startswith("Harmonize"):
        return _harmonize(r, line)
    if line.startswith("Forecast — "):
        return _forecast(r, line)
    if line.startswith("Companion — "):
        return _companion(line)
    if line == "Conspire":
        return _conspire(r)
    return False


#: statics that work only after casting (701.6 countering, 615 prevention): see the module doc
_AFTER_CASTING = frozenset({"Spells can't be countered.", "Spells and abilities can't be countered."})


def _companion(line: str) -> bool:
    """702.139a: "Companion — <condition>", a condition on the starting deck (every printing says
    "starting deck"); anything else after the dash (an ability) is not a companion: unread."""
    body = line[len("Companion — "):]
    if "starting deck" not in body or ":" in body or "{" in body:
        raise Unsupported
    return True


def _conspire(r: Reader) -> bool:
    if not r.is_spell_card or any(o.name == CONSPIRE for o in r.optional):
        raise Unsupported
    # 702.78a: two untapped creatures you control; their colors: castable.model.conspire
    part = CostPart("tap_untapped", 2, ObjectFilter(types=frozenset({"Creature"}), controller="you"))
    r.optional.append(OptionalCost(CONSPIRE, parts=(part,)))
    return True


#: 702.57b: only during its owner's upkeep (the activating player's, whose hand holds it)
_UPKEEP = frozenset({"upkeep"})


def _forecast(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Forecast — (.+), Reveal {r.self_re} from your hand: (.+)", line)
    if m is None:
        raise Unsupported
    before = len(r.abilities)
    if not activated_line(r, f"{m.group(1)}: {m.group(2)}") or len(r.abilities) != before + 1:
        raise Unsupported
    ab = r.abilities[-1]
    if not isinstance(ab, ActivatedAbility) or ab.zone != "battlefield" or ab.window is not None \
            or ab.once_per_turn or ab.sorcery_speed or ab.your_turn_only or ab.any_player \
            or ab.tap or ab.untap or ab.sacrifice_self or ab.loyalty is not None or ab.loyalty_x:
        raise Unsupported  # a mana ability, another zone, its own timing sentence, a {T}: none printed
    window = CastWindow(_UPKEEP, "yours", text="Activate only during your upkeep.")
    r.abilities[-1] = dataclasses.replace(ab, text=line, zone="hand", once_per_turn=True, window=window)
    return True


def _harmonize(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Harmonize ({COST})", line)
    if m is None:
        raise Unsupported
    mana = text_cost(m.group(1))
    if mana.x_count or not r.is_spell_card or any(a.name in (HARMONIZE, HARMONIZE_TAPPING) for a in r.alternative):
        raise Unsupported  # {X} (another reminder), a permanent card (none printed), two harmonize lines
    r.keywords.add("Harmonize")
    r.alternative.append(AlternativeCost(HARMONIZE, mana, zone="graveyard"))
    r.alternative.append(AlternativeCost(HARMONIZE_TAPPING, mana, (_HARMONIZE_TAP,), zone="graveyard", harmonize=True))
    return True


def kw14_fits(r: Reader) -> bool:
    """False when the card read has harmonize and another non-mana cost part (an additional
    cost, an optional cost's part, another alternative's part): 601.2h pays parts in any
    order, so the creature tapped for harmonize could then be sacrificed or returned."""
    if not any(a.harmonize for a in r.alternative):
        return True
    parts = [*r.additional, *(p for o in r.optional for p in o.parts),
             *(p for a in r.alternative if not a.harmonize for p in a.parts)]
    return not parts and not r.optional


def drop_harmonize(r: Reader) -> None:
    """Forget the harmonize costs read (the card's harmonize line is then unread)."""
    r.alternative = [a for a in r.alternative if a.name not in (HARMONIZE, HARMONIZE_TAPPING)]
