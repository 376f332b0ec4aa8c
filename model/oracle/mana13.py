"""More spending restrictions (106.6) of mana abilities: "Spend this mana only ..." sentences
that :func:`castable.model.oracle.abilities.spend_restriction` doesn't list, as permissions of a
``castable.model.cards.ManaRestriction``:

- spells of one of a few subtypes, of any kind ("to cast a Ninja or Turtle spell", "a Lesson or
  Shrine spell", "Mount or Vehicle spells", "a Dragon spell or an Omen spell"): ``subtype_spell``;
- "to activate abilities of artifact / land / creature sources" (or "of artifacts"):
  ``<type>_ability``;
- "to cast spells with mana value N or greater or spells with {X} in their mana costs"
  (Troyan): ``mv_spell=N|x_spell``; the mana value is only read with the {X} alternative, so
  that a spell whose X would raise its mana value on the stack (202.3e) is allowed anyway; the
  same of creature spells only (Helga): ``creature_mv_spell=N|creature_x_spell``;
- "to cast a creature spell of the chosen type or activate an ability of a creature source of the
  chosen type" (Secluded Courtyard): ``creature_spell_of_chosen_type|chosen_type_creature_ability``;
- "to cast an enchantment spell, unlock a door, or turn a permanent face up" (Creeping Peeper):
  ``enchantment_spell``; unlocking a door (709.5e) and turning a permanent face up (116.2b) are
  special actions, not casting a spell or activating an ability: the engine never asks about
  them, so the alternatives are dropped;
- "to cast face-down spells or to turn creatures face up" (Tin Street Gossip): ``face_down_spell``
  (a spell cast face down, 708.2: ``castable.model.rules.face_down_spell``); "to turn
  permanents face up" alone (Overgrown Zealot): ``turn_face_up``, which allows nothing the
  engine asks about.
"""

from __future__ import annotations

import re

from castable.model.oracle.common import NUMBERS
from castable.model.oracle.targets import SUBTYPES

#: one subtype word as a spell's adjective ("a Ninja", "an Omen", "Mount"): a known subtype
_WORD = r"([A-Z][a-z]+)"
_SUBTYPE_SPELLS = (
    re.compile(rf"to cast (?:an? )?{_WORD}(?: or (?:an? )?{_WORD})? spells?"),
    re.compile(rf"to cast {_WORD} (?:or|and/or) {_WORD} spells"),
    re.compile(rf"to cast an? {_WORD} spell or an? {_WORD} spell"),
)
_SOURCES = {"artifact": "artifact", "land": "land", "creature": "creature"}
_ABILITIES = re.compile(r"to activate abilities of (artifact|land|creature) sources")
_MV_OR_X = re.compile(r"to cast (creature )?spells with mana value (\d+) or greater or (creature )?spells with \{X\} in "
                      r"their mana costs")
_FIXED = {
    "to cast an enchantment spell, unlock a door, or turn a permanent face up": "enchantment_spell",
    "to cast face-down spells or to turn creatures face up": "face_down_spell",
    "to turn permanents face up": "turn_face_up",
    # Qarsi Deceiver: a face-down spell is a creature spell (708.2a); turning a manifested
    # creature face up and paying a morph cost are the special action of 116.2b (dropped)
    "to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost":
        "face_down_spell",
    "to activate abilities of artifacts": "artifact_ability",
    # Secluded Courtyard: the creature type chosen as it entered (the state's ``chosen.creature_type``)
    "to cast a creature spell of the chosen type or activate an ability of a creature source of the chosen type":
        "creature_spell_of_chosen_type|chosen_type_creature_ability",
    # Freya Crescent: an ability with the Equip keyword (702.6a), not any ability that attaches
    "to cast an Equipment spell or activate an equip ability": "subtype_spell=Equipment|equip_ability",
}


def restriction(what: str) -> str | None:
    """The ``ManaRestriction`` of "Spend this mana only <what>.", or None if not one of these."""
    if what in _FIXED:
        return _FIXED[what]
    if not what.startswith(("to cast", "to activate")):
        return None
    am = _ABILITIES.fullmatch(what)
    if am:
        return f"{_SOURCES[am.group(1)]}_ability"
    mv = _MV_OR_X.fullmatch(what)
    if mv and bool(mv.group(1)) == bool(mv.group(3)):
        kind = "creature_" if mv.group(1) else ""  # Helga: creature spells only, both ways
        return f"{kind}mv_spell={int(mv.group(2))}|{kind}x_spell"
    for pattern in _SUBTYPE_SPELLS:
        sm = pattern.fullmatch(what)
        if sm:
            subs = [s for s in sm.groups() if s is not None]
            if not all(s in SUBTYPES for s in subs):
                return None  # "a Legendary spell", a card type: not a subtype
            return "|".join(f"subtype_spell={s}" for s in dict.fromkeys(subs))
    return None


def chosen_color_width(what: str) -> int:
    """"Add two mana of the chosen color" (Sunken Citadel): how many mana, all of the color
    chosen as the permanent entered (the state's ``chosen.color``, as for "one mana of the
    chosen color"; ``castable.model.commander`` keeps the width); 0 if not this phrase."""
    m = _CHOSEN_N.fullmatch(what) if what.endswith("of the chosen color") else None
    return NUMBERS[m.group(1)] if m else 0


_CHOSEN_N = re.compile(r"(two|three) mana of the chosen color")
