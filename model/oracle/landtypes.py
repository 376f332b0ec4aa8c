"""Reading static abilities that change land types (305.7, 613.1d) into
:class:`~castable.model.cards.LandTypeEffect` (applied by ``castable.model.landtypes``). Only
these wordings, each read exactly:

- "Nonbasic lands are <types>." (Blood Moon, Magus of the Moon);
- "Enchanted land is <types>." (Spreading Seas, Sea's Claim, Tainted Well, Lush Growth);
- "Lands you control are <types>." (Celestial Dawn);
- "Each land is <types> in addition to its other land types." (Urborg, Yavimaya, Blanket of
  Night), "All lands are <types> in addition to their other types." (Stormtide Leviathan);
- "Lands you control are every basic land type in addition to their other types." (Prismatic
  Omen, Dryad of the Ilysian Grove), "Enchanted land is every basic land type in addition to
  its other types." (Nylea's Presence);
- "Enchanted land is the chosen type." (Phantasmal Terrain, Convincing Mirage), "Lands you
  control are the chosen type in addition to their other types." (Realmwright): the basic land
  type chosen as it entered.

"Each nonland permanent you control is all colors." (Leyline of the Guildpact: its
controller's nonland permanents, 613.1e). And Celestial Dawn's other lines: "Nonland
permanents you control are white. The same is true for spells you control and nonland cards
you own that aren't on the battlefield." and "You may spend white mana as though it were mana
of any color. You may spend other mana only as though it were colorless mana."
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from castable.model.cards import LandTypeEffect
from castable.model.mana import COLORS
from castable.model.oracle.common import Unsupported, rx

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PLURAL = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}
_ONE = r"(?:an? )?(?:Plains|Island|Swamp|Mountain|Forest)"
_MANY = r"(?:Plains|Islands|Swamps|Mountains|Forests)"
_SCOPES: dict[str, Literal["nonbasic", "enchanted", "all", "you"]] = {
    "Nonbasic lands are": "nonbasic", "Enchanted land is": "enchanted", "Lands you control are": "you",
    "Each land is": "all", "All lands are": "all"}
_LINE = re.compile(r"(Nonbasic lands are|Enchanted land is|Lands you control are|Each land is|All lands are) "
                   r"(every basic land type|[^.]+?)( in addition to (?:its|their) other (?:land )?types)?\.")


def _types(words: str, plural: bool) -> tuple[str, ...] | None:
    """"an Island", "a Mountain, Forest, and Plains", "Mountains": the basic land types named."""
    if words == "every basic land type":
        return BASIC
    parts = [p.strip() for p in re.split(r",? and |, ", words)]
    out: list[str] = []
    for p in parts:
        if plural and rx.fullmatch(_MANY, p):
            out.append(_PLURAL[p])
        elif not plural and rx.fullmatch(_ONE, p if not out else "a " + p):
            out.append(p.split()[-1])
        else:
            return None
    return tuple(t for t in BASIC if t in out)


_PAINTS = re.compile(r"Nonland permanents you control are (white|blue|black|red|green)\. The same is true for spells "
                     r"you control and nonland cards you own that aren't on the battlefield\.")
_WHITE_AS_ANY = ("You may spend white mana as though it were mana of any color. You may spend other mana only as "
                 "though it were colorless mana.")
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def land_type_line(r: Reader, line: str) -> bool:
    """Read ``line`` as a land-type-changing static ability (see the module doc), or as one of
    Celestial Dawn's other two: its objects' color (613.1e) and how its controller's mana may
    be spent (``CardDef.paints_own``, ``CardDef.white_as_any``)."""
    if r.is_spell_card:
        return False
    p = _PAINTS.fullmatch(line)
    if p:
        r.paints_own = frozenset({_COLOR[p.group(1)]})
        return True
    if line == "Each nonland permanent you control is all colors." and r.paints_own is None:
        # 105.2, 613.1e: Leyline of the Guildpact; its permanents only, not spells or cards elsewhere
        r.paints_own, r.paints_permanents_only = frozenset(COLORS), True
        return True
    if line == _WHITE_AS_ANY:
        r.white_as_any = True
        return True
    if line == "Nonbasic lands enter tapped.":
        # Zhao: as a land's own "This land enters tapped.", nothing about casting now (the state
        # records a land as it is; ``apply``'s land play doesn't model entering tapped)
        return True
    counter = ""
    cm = rx.fullmatch(rf"As long as {r.self_re} has an? ([a-z]+) counter on (?:it|him|her), (n.+)", line)
    if cm:  # 611.3a: a static ability that exists only while the condition holds (Zhao)
        counter, line = cm.group(1), cm.group(2)[0].upper() + cm.group(2)[1:]
    m = _LINE.fullmatch(line)
    if not m:
        if counter:
            raise Unsupported
        return False
    scope = _SCOPES[m.group(1)]
    plural = m.group(1).startswith(("Nonbasic", "Lands", "All"))
    if m.group(2) == "the chosen type" and not counter:  # chosen as it entered: the state's ``chosen``
        r.land_types.append(LandTypeEffect(line, scope, (), add=bool(m.group(3)), chosen=True))
        return True
    types = _types(m.group(2), plural)
    if not types:
        if counter:
            raise Unsupported
        return False
    r.land_types.append(LandTypeEffect(line, scope, types, add=bool(m.group(3)), while_counter=counter))
    return True
