"""Static abilities of permanents that grant abilities to other permanents (113.1a, 613.1f):

- "Enchanted land has \"{T}: Add one mana of any color.\"" (Abundant Growth), "Enchanted
  creature has \"...\"", "Equipped creature has \"...\"" (also "... gets +1/+1 and has"):
  the permanent the source is attached to (the state's ``attached_to``);
- "All Slivers have \"...\"", "Sliver creatures you control have \"...\"", "<filter> you
  control have \"...\"", "Other <filter> you control have \"...\"";
- the same with "haste" for the quoted ability (302.6: a summoning-sick creature with haste
  can pay {T}).

Read into ``CardDef.permanent_grants`` (:class:`~castable.model.cards.PermanentGrant`); the
quoted ability is read by the reader's own mana-ability and activated-ability readers
(605, 602) and must be exactly one ability, fully read; anything else in the quotes (two
abilities, a trigger, an ability those readers refuse) leaves the card unsupported.
``castable.model.permgrants`` gives them to the permanents in the state.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from castable.model.cards import ActivatedAbility, ManaAbility, ObjectFilter, PermanentGrant
from castable.model.oracle.common import Unsupported, rx
from castable.model.oracle.costs import object_filter
from castable.model.oracle.targets import SUBTYPES

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

_PT = r"(?:gets? [+-]\d+/[+-]\d+ and )?"
#: who: the permanent attached to, "<filter> you control", or "All <filter>"
_ATTACHED = re.compile(rf"Enchanted (land|creature|permanent|artifact) {_PT}has (.+)|Equipped (creature) {_PT}has (.+)")
_YOURS = re.compile(rf"(Other )?([A-Z][a-z]*(?: [a-z]+)?) you control {_PT}have (.+)")
_ALL = re.compile(rf"All ([A-Z][a-z]*(?: [a-z]+)?) {_PT}have (.+)")
_ATTACHED_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "permanent": None}
_TRIGGERED = re.compile(r"(?:When|Whenever|At) ")


def permanent_grant_line(r: Reader, line: str) -> bool:
    """A grant of one quoted ability or of haste to other permanents (see the module doc),
    appended to ``r.permanent_grants``; False when the line is not one (a quoted triggered
    ability is left to ``oracle.inert``); Unsupported when it is one whose quoted ability or
    recipients the reader can't say exactly."""
    m, y, a = _ATTACHED.fullmatch(line), _YOURS.fullmatch(line), _ALL.fullmatch(line)
    what = (m.group(2) or m.group(4)) if m else y.group(3) if y else a.group(2) if a else None
    if what is None:
        return False
    quoted = what.removesuffix(".")[1:-1] if what.startswith('"') and what.removesuffix(".").endswith('"') else None
    if what != "haste." and (quoted is None or '"' in quoted or _TRIGGERED.match(quoted)):
        return False  # "has flying", a granted trigger, two quoted abilities: the other readers decide
    if m:
        t = _ATTACHED_TYPES[m.group(1) or m.group(3)]
        whom, recipients, other = "attached", ObjectFilter(types=frozenset({t}) if t else frozenset()), False
    elif y:
        whom, recipients, other = "yours", _recipients(y.group(2)), bool(y.group(1))
    else:
        assert a is not None
        whom, recipients, other = "all", _recipients(a.group(1)), False
    if quoted is None:  # haste (702.10)
        r.permanent_grants.append(PermanentGrant(whom, recipients, other, keywords=frozenset({"Haste"})))
    else:
        r.permanent_grants.append(PermanentGrant(whom, recipients, other, abilities=(_quoted(r, quoted),)))
    return True


def _quoted(r: Reader, text: str) -> ManaAbility | ActivatedAbility:
    """The quoted ability, read as one of the recipient's own (605.1a mana ability, 602
    activated ability; "this creature" is the recipient): exactly one ability and nothing
    else the reader keeps, or Unsupported."""
    from castable.model.oracle.abilities import activated_line, mana_line
    from castable.model.oracle.reader import SELF
    if SELF in text:  # "Sacrifice Ninja's Kunai" in the creature's ability is the Equipment, not "this"
        raise Unsupported
    before = {k: len(v) for k, v in vars(r).items() if isinstance(v, list)}
    if not (mana_line(r, text) or activated_line(r, text)):
        raise Unsupported
    grew = {k for k, v in vars(r).items() if isinstance(v, list) and len(v) != before.get(k, 0)}
    if len(r.abilities) != before["abilities"] + 1 or grew - {"mana", "abilities"}:
        raise Unsupported  # it also targets, triggers or changes a cost the reader keeps apart
    ability = r.abilities.pop()
    if isinstance(ability, ManaAbility):
        r.mana.pop()
    return ability


def _recipients(words: str) -> ObjectFilter:
    """"Creatures", "Slivers", "Sliver creatures", "Lands", "Creature tokens": the permanents
    reached (one type or one subtype, a creature subtype with "creatures"; ``token``)."""
    token = None
    if words.endswith(" tokens"):
        words, token = words.removesuffix(" tokens") + "s", True
    sub = rx.fullmatch(r"(\S+) creatures", words)
    if sub:
        if sub.group(1) not in SUBTYPES:
            raise Unsupported  # "Artifact creatures", "Legendary creatures": two qualities at once
        return ObjectFilter(types=frozenset({"Creature"}), subtypes=frozenset({sub.group(1)}), token=token)
    first = words.split(" ")[0]
    if words == "Permanents":
        return ObjectFilter(token=token)
    f = object_filter(words.lower() if first.lower() in _TYPE_WORDS else words, True)
    if f.colors or len(f.types) + len(f.subtypes) != 1:
        raise Unsupported  # "white creatures", "artifacts or creatures": not said exactly here
    return ObjectFilter(types=f.types, subtypes=f.subtypes, token=token)


_TYPE_WORDS = ("creatures", "lands", "artifacts", "enchantments", "permanents", "planeswalkers")
