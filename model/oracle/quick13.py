"""Keyword lines and statics of issue 13's late list (quick13):

- Surge {M} (702.117a: "You may cast this spell for its surge cost if you or a teammate has
  cast another spell this turn"): an alternative cost (118.9) usable only when the caster has
  cast another spell this turn, the state's ``spells_cast_this_turn`` >= 1 (the format has no
  teammates: two-headed giant is not modelled). Read as :class:`AlternativeCost` ``surge``
  with ``own_spells=1``.
- Casualty N (702.153a: "As you cast this spell, you may sacrifice a creature with power N or
  greater. When you do, copy this spell."): an optional additional cost (118.8b) sacrificing a
  creature whose power is N or more (the copy is made by a reflexive trigger after casting, so
  it changes no answer). Read as :class:`OptionalCost` ``casualty``. "Casualty X" (Ob
  Nixilis, the Adversary: X chosen as the power of the sacrificed creature, with a loyalty
  rider) stays unread.
- Recover {M} / Recover—<cost> (702.59a: "When a creature is put into your graveyard from the
  battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
  hand. Otherwise, exile this card."): a triggered ability of a card in the graveyard; its
  cost is paid as the trigger resolves (603.3, 608.2), never while a spell is cast or an
  ability activated, so it changes no answer of can-cast / options / can-activate / mana.
- "You may play an additional land on each of your turns." / "You may play two additional
  lands on each of your turns." / "Each player may play an additional land on each of their
  turns." (305.2, 305.2a: the number of lands a player may play in a turn is one plus these
  allowances of the permanents on the battlefield): ``CardDef.extra_land_plays`` (its
  controller) and ``extra_land_plays_each`` (every player), read by
  ``castable.solver.transitions.land_problems``. Not read inside a level band or Class level
  (the allowance would then depend on the level reached), nor "this turn" spell effects (the
  state records no allowance made by a resolved spell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from castable.model.cards import AlternativeCost, CostPart, ObjectFilter, OptionalCost
from castable.model.oracle.common import COST, NUMBERS, Unsupported, rx, text_cost

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_LAND_YOU = rx.compile(r"You may play (an|two|three) additional lands? on each of your turns\.")
_LAND_EACH = rx.compile(r"Each player may play an additional land (?:on|during) each of their turns\.")


def quick_line(r: Reader, line: str) -> bool:
    """One of the lines of the module doc, read; False for any other line; Unsupported for
    one of these the reader can't say exactly."""
    first = line[:4]
    if first == "Surg":
        return _surge(r, line)
    if first == "Casu":
        return _casualty(r, line)
    if first == "Reco":
        return _recover(line)
    if first in ("You ", "Each") and "additional land" in line:
        return _land_plays(r, line)
    return False


def _surge(r: Reader, line: str) -> bool:
    m = rx.fullmatch(rf"Surge ({COST})", line)
    if m is None:
        return False
    mana = text_cost(m.group(1))
    if mana.x_count or any(a.name == "surge" for a in r.alternative):
        raise Unsupported
    # 702.117a, 118.9: the surge cost instead of the mana cost, if its caster cast another spell this turn
    r.alternative.append(AlternativeCost("surge", mana, own_spells=1))
    r.keywords.add("Surge")
    return True


def _casualty(r: Reader, line: str) -> bool:
    m = rx.fullmatch(r"Casualty (\d+)", line)
    if m is None:
        if line.startswith("Casualty "):
            raise Unsupported  # Casualty X (Ob Nixilis): X is the sacrificed creature's power
        return False
    if any(o.name == "casualty" for o in r.optional):
        raise Unsupported
    n = int(m.group(1))
    # 702.153a: "you may sacrifice a creature with power N or greater" as it is cast (118.8b)
    what = CostPart("sacrifice", 1, ObjectFilter(types=frozenset({"Creature"}), min_power=n))
    r.optional.append(OptionalCost("casualty", parts=(what,)))
    r.keywords.add(f"Casualty {n}")
    return True


def _recover(line: str) -> bool:
    # 702.59a: a trigger of the card in the graveyard; its cost is paid as the trigger resolves
    return bool(rx.fullmatch(rf"Recover (?:{COST})|Recover—Pay half your life, rounded up\.", line))


def _land_plays(r: Reader, line: str) -> bool:
    you, each = _LAND_YOU.fullmatch(line), _LAND_EACH.fullmatch(line)
    if not (you or each):
        return False
    if r.band is not None or r.is_spell_card or "Vanguard" in r.types:
        # a level's ability (the level reached decides), a spell's effect, or a Vanguard's
        # (it works from the command zone, where land_plays doesn't look)
        raise Unsupported
    if you:
        r.extra_land_plays += 1 if you.group(1) == "an" else NUMBERS[you.group(1)]
    else:
        r.extra_land_plays_each += 1
    return True
