"""std13f (issue 13): Earthbend N, a keyword action whose one target is written only in its
reminder text; and an activated ability creating a token whose quoted ability ends the sentence.

Earthbend N means "Target land you control becomes a 0/0 creature with haste that's still a
land. Put N +1/+1 counters on it. When it dies or is exiled, return it to the battlefield
tapped." (the Avatar set's keyword action; its reminder text is the definition). The target is
the spell's or ability's own target (115.1, 601.2c, 602.2b): a spell or an activated ability
that earthbends can't be cast or activated without a land its controller controls to target.
The reader replaces the words "Earthbend N." with that definition (with "target" written, so
the ordinary readers record the one slot "target land you control") and reads the line as
usual; what it records keeps the printed words. The delayed trigger ("When it dies ...") is
created as the effect resolves (603.7) and is not written: it targets nothing and changes no
answer.

Read only where the earthbend is a whole sentence of its own (at the start of the line, after
a cost's colon, a mode's bullet, a dash, a trigger's comma, or ", then"): "Earthbend N." or
"Earthbend X, where X is ...". The X is defined by the text and is only a number of counters,
so it changes no target and no cost (no X is announced, 601.2b). Other uses ("earthbend 8,
then untap that land", "When you do, ...": a reflexive trigger's targets, 603.12) are left to
the ordinary readers, which refuse what they can't read.

Token abilities in quotation marks (111.1, 113.1a): "{1}{W}, {T}, Sacrifice this land: Create a
1/1 colorless Pilot creature token with "This token saddles Mounts and crews Vehicles as though
its power were 2 greater." Activate only as a sorcery." The quoted ability belongs to the token
the effect creates as it resolves; it is no ability of this permanent and changes nothing about
activating it. The only obstacle was the sentence end inside the quotation marks (the restriction
sentence after it was read as part of the effect); the period is moved after the closing mark
and the line is read as usual (the quoted text stays invisible to the effect's readers, as
always). Only when the effect starts with "Create " and the quoted part is its only one, ending
the effect just before a restriction sentence.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from castable.model.cards import ActivatedAbility, ManaAbility

if TYPE_CHECKING:
    from castable.model.oracle.reader import Reader

#: "Earthbend N." / "earthbend X, where X is ...", a whole sentence after one of the places an
#: effect starts (see the module docstring)
EARTHBEND = re.compile(r"(?:^|(?<=• )|(?<=: )|(?<=— )|(?<=, )|(?<=, then ))([Ee])arthbend "
                       r"(\d+|X|one|two|three|four|five|six|seven|eight)(, where X is [^.:\"]+)?\.(?= |$)")


def earthbend_text(line: str) -> tuple[str, list[tuple[str, str]]] | None:
    """The line with each whole-sentence earthbend written out as its definition, and the
    (written, printed) pairs; None when the line has none (or an X that isn't defined)."""
    if "arthbend" not in line:
        return None
    pairs: list[tuple[str, str]] = []

    def written(m: re.Match[str]) -> str:
        amount, where = m.group(2), m.group(3) or ""
        if (amount == "X") != bool(where):
            raise _NotRead  # an X with no definition, or a definition with no X
        text = (f"{'T' if m.group(1) == 'E' else 't'}arget land you control becomes a 0/0 creature with haste "
                f"that's still a land. Put {amount} +1/+1 counters on it{where}.")
        pairs.append((text, m.group(0)))
        return text

    try:
        out = EARTHBEND.sub(written, line)
    except _NotRead:
        return None
    return (out, pairs) if pairs else None


class _NotRead(Exception):
    pass


#: an activated ability creating a token whose one quoted ability ends the effect, before a
#: restriction sentence (module docstring)
_TOKEN_QUOTE = re.compile(r"(?P<head>[^:\"“”]+: Create [^\"“”]*\btokens?\b[^\"“”]*)(?P<q>[\"“][^\"“”]+\.)(?P<close>[\"”])"
                          r"\.?(?P<rest> Activate only as a sorcery\.| Activate only once each turn\.)")


def token_quote_text(line: str) -> tuple[str, list[tuple[str, str]]] | None:
    """The line with the period of its token's quoted ability moved after the closing mark, and
    the (written, printed) pair; None when not that template."""
    if "Create " not in line:
        return None
    m = _TOKEN_QUOTE.fullmatch(line)
    if not m:
        return None
    text = f"{m['head']}{m['q'][:-1]}{m['close']}.{m['rest']}"
    return text, [(text, line)]


def std13f_line(r: Reader, line: str) -> bool:
    """Read a line with an earthbend or a token's quoted ability (module docstring): True when
    read, False when not one; ``Unsupported`` from the ordinary readers passes through."""
    found = earthbend_text(line) if "arthbend" in line else token_quote_text(line)
    if found is None:
        return False
    text, pairs = found
    abilities, modes = len(r.abilities), len(r.modes)
    r.line(text)
    # what was recorded shows the printed words (display only: no checker reads a text)
    r.abilities[abilities:] = [_printed(a, pairs) for a in r.abilities[abilities:]]
    r.modes[modes:] = [_printed(m, pairs) for m in r.modes[modes:]]
    return True


def _printed(obj: ActivatedAbility | ManaAbility | Any, pairs: list[tuple[str, str]]) -> Any:
    text = obj.text
    for written, printed in pairs:
        text = text.replace(written, printed)
    return dataclasses.replace(obj, text=text) if text != obj.text else obj
