"""Issue 13: level up bands (702.87, 711), Class levels (716) and station thresholds (702.184),
read from real Oracle text and read against the state's counters / Class level
(``castable.model.levels``). Counts are worked out by hand from the rules, in our words (711,
716 and 702.184 are not in shared/rules):

- 702.87a: "Level up {cost}" means "{cost}: Put a level counter on this. Activate only as a
  sorcery." 711.2: "LEVEL N1-N2" + abilities + P/T means: as long as it has at least N1 and at
  most N2 level counters, it has base power/toughness P/T and those abilities; "LEVEL N3+" has
  no upper bound. Below its first band it has only its other abilities and its printed P/T.
- 716.2a: "{cost}: Level N" means "{cost}: This Class's level becomes N. Activate only if this
  Class is level N-1 and only as a sorcery." 716.2b: the abilities after it are the Class's as
  long as it is level N or greater. 716.3: a Class enters at level 1.
- 702.184a: "Station" means "Tap another untapped creature you control: Put charge counters
  equal to the tapped creature's power on this permanent. Activate only as a sorcery." "N+ |
  abilities": it has them while it has N or more charge counters; a station card with power and
  toughness is an artifact creature from its highest threshold (the one printed with its P/T).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.errors import InputError
from castable.model.oracle import read_card
from castable.solver.api import can_activate
from conftest import agreed_options
from test_casting_rules import act_agree

from tests.conftest import shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Brimstone Mage", "Hexdrinker", "Artist's Talent", "Wizard Class", "Atmospheric Greenhouse",
         "Lightning Bolt", "Divination", "Island", "Mountain", "Grizzly Bears", "Llanowar Elves",
         "Evendo, Waking Haven", "Forest", "Centaur Courser", "Joraga Treespeaker"}


def _band_face(rec: dict[str, Any]) -> bool:
    t = rec.get("oracle_text") or ""
    return "LEVEL " in t or ": Level " in t or "Station (" in t


def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(records().values()),
                            "turn": {"active_player": "me", "phase": "main1", "priority": "me"}}
    return GameState.from_json(data)


def lands(name: str, n: int, prefix: str = "l") -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}"} for i in range(n)]


# ----- the reader: every printing -------------------------------------------------------------

def test_every_band_printing_is_read_or_names_a_line() -> None:
    """Every face with LEVEL bands, Class levels or station thresholds (80 in the data) is read,
    or names an unread line; a band header never becomes an always-on ability."""
    read, refused = [], []
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            for face in rec.get("card_faces") or [rec]:
                if _band_face(face):
                    card = read_card({"type_line": rec.get("type_line"), **face})
                    (refused if card.unsupported else read).append(card)
    assert len(read) + len(refused) >= 80 and len(read) >= 55
    for c in read:
        assert c.bands, c.name
        assert not any("LEVEL" in a.text or "+ |" in a.text for a in c.activated_abilities), c.name
        assert all(b.kind == c.bands[0].kind for b in c.bands)
    assert "Joraga Treespeaker" in {c.name for c in refused}  # "Elves you control have ...": unread


def test_leveler_bands_and_pt() -> None:
    card = read_card(records()["Brimstone Mage"])
    assert [(b.kind, b.low, b.high, b.power, b.toughness) for b in card.bands] == [
        ("level", 1, 2, "2", "3"), ("level", 3, None, "2", "4")]
    assert [a.text for a in card.activated_abilities] == ["Level up {3}{R}"]


# ----- the state: abilities of the band reached -------------------------------------------------

@pytest.mark.parametrize(("level", "pt", "texts"), [
    (0, (2, 2), ["Level up {3}{R}"]),  # no band reached: only its other abilities, printed P/T
    (2, (2, 3), ["Level up {3}{R}", "{T}: Brimstone Mage deals 1 damage to any target."]),
    (3, (2, 4), ["Level up {3}{R}", "{T}: Brimstone Mage deals 3 damage to any target."]),
    (9, (2, 4), ["Level up {3}{R}", "{T}: Brimstone Mage deals 3 damage to any target."]),
])
def test_brimstone_mage_has_its_band(level: int, pt: tuple[int, int], texts: list[str]) -> None:
    counters = {"level": level} if level else {}
    s = board({"battlefield": [{"card": "Brimstone Mage", "id": "bm", "counters": counters}]})
    o = s.object("bm")
    assert o is not None and (o.power, o.toughness) == pt
    assert [a.text for a in o.card.activated_abilities] == texts


def test_brimstone_mage_band_ability_targets() -> None:
    """Level 1: K=1 is "{T}: deals 1 damage to any target": the targets are me, opp and the Mage
    itself (no other creature): 3 options, agreed by the solver, referee and reference."""
    s = board({"battlefield": [{"card": "Brimstone Mage", "id": "bm", "counters": {"level": 1}}]})
    assert len(act_agree(s, "bm", 1)) == 3
    s0 = board({"battlefield": [{"card": "Brimstone Mage", "id": "bm"}]})
    with pytest.raises(InputError):  # level 0: it has one ability only (K=0)
        can_activate(s0, "bm", 1)


@pytest.mark.parametrize(("level", "bolts"), [(0, 3), (2, 3), (3, 2), (8, 2)])
def test_hexdrinker_protection_by_level(level: int, bolts: int) -> None:
    """Lightning Bolt, any target, with a Mountain: me, opp and Hexdrinker = 3 at levels 0-2;
    "Protection from instants" (LEVEL 3-7) and "from everything" (LEVEL 8+) take Hexdrinker
    away (702.16: can't be targeted by them): 2."""
    counters = {"level": level} if level else {}
    s = board({"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": [*lands("Mountain", 1),
                                                            {"card": "Hexdrinker", "id": "hx", "counters": counters}]})
    assert len(agreed_options(s, "bolt")) == bolts


# ----- Class levels ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("level", "castable"), [(1, 0), (2, 1), (3, 1)])
def test_artists_talent_reduction_from_level_2(level: int, castable: int) -> None:
    """Divination {2}{U} with two Islands: 0 options at level 1; from level 2 "Noncreature
    spells you cast cost {1} less" makes it {1}{U}: one option (both Islands)."""
    s = board({"hand": [{"card": "Divination", "id": "div"}], "battlefield": [*lands("Island", 2),
                                                        {"card": "Artist's Talent", "id": "at", "class_level": level}]})
    assert len(agreed_options(s, "div")) == castable


@pytest.mark.parametrize(("level", "k", "ok"), [(1, 0, True), (1, 1, False), (2, 0, False), (2, 1, True),
                                                (3, 1, False)])
def test_wizard_class_level_abilities(level: int, k: int, ok: bool) -> None:
    """Wizard Class: K=0 "{2}{U}: Level 2", K=1 "{4}{U}: Level 3"; five Islands pay either. A
    Level N ability only from level N-1 (716.2a): one option when it is, none otherwise."""
    s = board({"battlefield": [*lands("Island", 5), {"card": "Wizard Class", "id": "wc", "class_level": level}]})
    opts = act_agree(s, "wc", k)
    assert len(opts) == (1 if ok else 0)
    if not ok:
        assert "716.2a" in {r.rule for r in can_activate(s, "wc", k).reasons}


def test_class_level_only_on_a_class() -> None:
    with pytest.raises(InputError, match="class_level"):
        board({"battlefield": [{"card": "Grizzly Bears", "class_level": 2}]})
    with pytest.raises(InputError, match="class_level"):
        board({"battlefield": [{"card": "Wizard Class", "class_level": 0}]})


# ----- station ----------------------------------------------------------------------------------

def test_station_taps_another_creature() -> None:
    """Atmospheric Greenhouse's Station (K=0): tap another untapped creature you control, as a
    sorcery: Grizzly Bears or Llanowar Elves: 2 options; the Greenhouse itself never."""
    s = board({"battlefield": [{"card": "Atmospheric Greenhouse", "id": "g"}, {"card": "Grizzly Bears", "id": "b"},
                               {"card": "Llanowar Elves", "id": "e"}]})
    assert len(act_agree(s, "g", 0)) == 2


@pytest.mark.parametrize(("charge", "bolts", "creature"), [(0, 3, False), (7, 3, False), (8, 4, True)])
def test_greenhouse_is_a_creature_at_8(charge: int, bolts: int, creature: bool) -> None:
    """Bolt with a Mountain, Grizzly Bears on the board: me, opp, Bears = 3; at 8 charge counters
    the Greenhouse is an artifact creature (5/4, flying, trample) too: 4."""
    counters = {"charge": charge} if charge else {}
    s = board({"hand": [{"card": "Lightning Bolt", "id": "bolt"}], "battlefield": [
        *lands("Mountain", 1), {"card": "Grizzly Bears", "id": "b"},
        {"card": "Atmospheric Greenhouse", "id": "g", "counters": counters}]})
    g = s.object("g")
    assert g is not None and g.is_a("Creature") == creature and g.has("flying") == creature
    assert len(agreed_options(s, "bolt")) == bolts


@pytest.mark.parametrize(("charge", "ways"), [(0, 0), (11, 0), (12, 1)])
def test_evendo_mana_band(charge: int, ways: int) -> None:
    """Evendo, Waking Haven: "{T}: Add {G}."; at 12+ also "{G}, {T}: Add {G} for each creature
    you control" (three here: two Grizzly Bears and a summoning-sick Llanowar Elves, which can't
    tap for mana). Centaur Courser {2}{G} with Evendo and a Forest: two mana at most below 12
    counters: no option; at 12 the Forest's {G} pays the second ability for {G}{G}{G}: one."""
    counters = {"charge": charge} if charge else {}
    s = board({"hand": [{"card": "Centaur Courser", "id": "cc"}], "battlefield": [
        *lands("Forest", 1), {"card": "Evendo, Waking Haven", "id": "ev", "counters": counters},
        {"card": "Grizzly Bears", "id": "b"}, {"card": "Grizzly Bears", "id": "b2"},
        {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]})
    assert len(agreed_options(s, "cc")) == ways
