"""Activated abilities in rules text (602), mana abilities (605) among them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ManaAbility, any_color
from castable.model.oracle_common import COST, Unsupported, split_sentences, text_cost

if TYPE_CHECKING:
    from castable.model.oracle import Reader


def mana_line(r: Reader, line: str) -> bool:
    sentences = split_sentences(line)
    m = re.fullmatch(r"([^:\"]+): Add (.+)\.", sentences[0])
    if not m:
        return False
    cost_text, what = m.groups()
    tap = sac = False
    tap_creatures = 0
    mana_cost = None
    for part in cost_text.split(", "):
        if part == "{T}" and not tap:
            tap = True
        elif re.fullmatch(rf"Sacrifice {r.self_re}", part) and not sac:
            sac = True
        elif part == "Tap an untapped creature you control" and not tap_creatures:
            tap_creatures = 1
        elif re.fullmatch(COST, part) and mana_cost is None and "{T}" not in part and "{Q}" not in part:
            mana_cost = text_cost(part)
            if any(s.is_x for s in mana_cost.symbols):
                raise Unsupported
        else:
            raise Unsupported
    per = None
    pm = re.fullmatch(r"(\{[WUBRGC]\}) for each (.+)", what)
    if pm:
        what = pm.group(1)
        per = {"creature you control": "creature_you_control", "Elf on the battlefield": "elf_on_battlefield",
               "Elf you control": "elf_you_control"}.get(pm.group(2))
        if per is None and re.fullmatch(rf"charge counter on {r.self_re}", pm.group(2)):
            per = "charge_counter"
        if per is None:
            raise Unsupported
    if what == "one mana of any color":
        produces = any_color()
    else:
        alts = re.split(r", or |, | or ", what)
        produces = tuple(tuple(re.findall(r"\{([WUBRGC])\}", a)) for a in alts)
        if any(not re.fullmatch(r"(?:\{[WUBRGC]\})+", a) for a in alts) or len(alts) != len(set(alts)):
            raise Unsupported
        if (len(alts) > 2 and ", or " not in what) or (len(alts) == 2 and " or " not in what):
            raise Unsupported
    damage = 0
    restriction = None
    for s in sentences[1:]:
        dm = re.fullmatch(rf"{r.self_re} deals (\d) damage to you\.", s) if "damage to you" in s else None
        if dm and not damage:
            damage = int(dm.group(1))
        elif s == "Spend this mana only to cast artifact spells." and restriction is None:
            restriction = "artifact_spell"
        elif s == "Spend this mana only to cast a multicolored spell." and restriction is None:
            restriction = "multicolored_spell"
        else:
            raise Unsupported
    kw: dict[str, Any] = {}
    if mana_cost is not None:
        kw["mana_cost"] = mana_cost
    ability = ManaAbility(produces=produces, tap=tap, sacrifice_self=sac, tap_creatures=tap_creatures, per=per,
                          restriction=restriction, damage=damage, text=line, **kw)
    r.mana.append(ability)
    r.abilities.append(ability)
    return True


def activated_line(r: Reader, line: str) -> bool:
    """An activated ability that is not a mana ability (602): "<cost>: <effect>". Returns False
    when the line is not one; raises :class:`Unsupported` when it is one the reader can't read."""
    return False
