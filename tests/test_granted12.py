"""Issue 12, "Keywords granted to spells" and "Restrictions on targets while casting", read
from real Oracle text (the shared card data's records, put in each state's own ``cards``),
each count worked out by hand from the rule text and checked by the solver, the referee (every
plan) and the brute-force reference alike (``agreed_options``).

Rules used that are not all in ``shared/rules``, in our words:

- 604.1, 613.1f: a static ability of a permanent ("Artifact spells you cast have convoke.")
  works while the permanent is on the battlefield; a spell it gives a keyword to has it on the
  stack like a printed one, so it applies as that spell is cast (601.2f total cost, 601.2h
  payment). Whether a spell qualifies is a matter of its own characteristics on the stack.
- 702.51a convoke: each creature tapped pays {1} or one mana of its color; 702.126a
  improvise: each artifact tapped pays {1}; 702.66a delve: each card exiled from the
  graveyard pays {1}; 702.119a emerge: an alternative cost, sacrificing a creature and paying
  the emerge cost reduced by that creature's mana value (generic only, 118.7a).
- 601.2c: targets are chosen before costs are paid; Dream Leash's "You can't choose an
  untapped permanent as this spell's target as you cast it" is checked then, so the lands
  tapped for its cost were untapped when it was chosen.
- 115.3: the same object may be chosen once for each instance of the word "target"; it is
  "another target creature" and "a third target creature" that make Incremental Growth's
  three targets different objects (its slots' ``different_from``), and the slots differ in
  what they do (one, two, three counters), so which creature fills which slot matters.
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path
from typing import Any

import pytest
from castable.model import GameState
from castable.model.oracle import read_card
from conftest import agreed_options

from tests.conftest import RECORD_FIELDS, shared_records

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not SHARED.exists(), reason=f"shared card data not found at {SHARED}")

NAMES = {"Chief Engineer", "Inspiring Statuary", "Herigast, Erupting Nullkite", "Teval, Arbiter of Virtue",
         "Dream Leash", "Enthralling Hold", "Incremental Growth", "Grizzly Bears", "Llanowar Elves", "Mind Stone",
         "Centaur Courser", "Forest", "Island"}
def records() -> dict[str, dict[str, Any]]:
    return shared_records(frozenset(NAMES))


def board(me: dict[str, Any], opp: dict[str, Any] | None = None) -> GameState:
    data: dict[str, Any] = {"players": [{"name": "me", **me}, {"name": "opp", **(opp or {})}],
                            "cards": list(records().values()),
                            "turn": {"active_player": "me", "phase": "main1", "priority": "me"}}
    return GameState.from_json(data)


def objs(name: str, n: int, prefix: str, **extra: Any) -> list[dict[str, Any]]:
    return [{"card": name, "id": f"{prefix}{i}", **extra} for i in range(n)]


def faces_matching(pattern: str) -> list[dict[str, Any]]:
    out = []
    with gzip.open(SHARED, "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            for face in rec.get("card_faces") or [rec]:
                if re.search(pattern, face.get("oracle_text") or "", re.IGNORECASE):
                    out.append({**rec, **{k: face[k] for k in RECORD_FIELDS if k in face}})
    return out


# ----- the reader: every printing of each template --------------------------------------------

def test_every_spells_you_cast_have_printing_is_read_or_named() -> None:
    """Every "<filter> spells you cast have <keyword>." / "Each <filter> spell you cast has
    <keyword>." of the data: read for convoke, improvise, delve, Herigast's emerge and affinity
    (perm13); the others (cascade, storm, flash for "Familiar" spells, which are no subtype...)
    stay unsupported, naming a line."""
    grants: dict[str, tuple[str, ...]] = {}
    refused = []
    for rec in faces_matching(r"spells? you cast ha(?:ve|s) "):
        card = read_card(rec)
        if card.spell_grants:
            grants[card.name] = tuple(g.keyword for g in card.spell_grants)
        else:
            refused.append(card.name)
            # Ral, Crackling Wit's emblem: an effect of a loyalty ability, not a static ability
            assert card.unsupported or card.name == "Ral, Crackling Wit", card.name
    assert grants == {"Chief Engineer": ("Convoke",), "Inspiring Statuary": ("Improvise",),
                      "Teval, Arbiter of Virtue": ("Delve",), "Herigast, Erupting Nullkite": ("Emerge",),
                      # perm13: affinity granted (702.41a), a self-reduction beside any printed one
                      "Pearl-Ear, Imperial Advisor": ("Affinity for Auras",),
                      "Sami, Wildcat Captain": ("Affinity for artifacts",),
                      "Tezzeret, Master of the Bridge": ("Affinity for artifacts",),
                      "The Grand Goatnapper": ("Affinity for Goats",),
                      "Witherbloom, the Balancer": ("Affinity for creatures",)}
    assert len(refused) >= 15
    chief = read_card(records()["Chief Engineer"]).spell_grants[0]
    assert chief.spells.types == {"Artifact"}
    statuary = read_card(records()["Inspiring Statuary"]).spell_grants[0]
    assert statuary.spells.non_types == {"Artifact"}


def test_as_you_cast_it_and_third_target_printings() -> None:
    """Both "You can't choose an untapped ... as this spell's target as you cast it." Auras
    read as a tapped-only target; all four "a third target creature" sorceries (and Cone of
    Flame's "a third target") read as three slots, each differing from the ones before."""
    for rec in faces_matching(r"as this spell's target as you cast it"):
        card = read_card(rec)
        assert card.unsupported is None and card.targets[0].filter.tapped is True, card.name
    thirds = [r for r in faces_matching(r"a third target") if "Sorcery" in r["type_line"]]
    assert len(thirds) >= 4
    for rec in thirds:
        card = read_card(rec)
        assert card.unsupported is None, (card.name, card.unsupported)
        assert [s.different_from for s in card.targets] == [(), (0,), (0, 1)]


# ----- convoke, improvise, delve granted ---------------------------------------------------------

def test_chief_engineer_gives_artifact_spells_convoke() -> None:
    """Mind Stone ({2}, an artifact) with Chief Engineer, Grizzly Bears and a Forest: {2} is two
    of the Forest's mana, tapping Chief Engineer, tapping the Bears (702.51a: each pays {1}):
    3 ways to choose two of them. Grizzly Bears ({1}{G}, no artifact) gets no convoke: the Forest
    alone can't pay it."""
    me = {"battlefield": [{"card": "Chief Engineer", "id": "chief"}, {"card": "Grizzly Bears", "id": "bears"},
                          {"card": "Forest", "id": "f"}],
          "hand": [{"card": "Mind Stone", "id": "stone"}, {"card": "Grizzly Bears", "id": "hb"}]}
    s = board(me)
    plans = agreed_options(s, "stone")
    assert len(plans) == 3
    assert sorted(tuple(sorted(p.convoked)) for p in plans) == [("bears",), ("bears", "chief"), ("chief",)]
    assert agreed_options(s, "hb") == []
    # without the Engineer, Mind Stone has no convoke: the Forest alone pays one of {2}
    me["battlefield"] = me["battlefield"][1:]
    assert agreed_options(board(me), "stone") == []


def test_inspiring_statuary_gives_nonartifact_spells_improvise() -> None:
    """Grizzly Bears ({1}{G}) with Inspiring Statuary and two Forests: {G} from a Forest, {1}
    from the other Forest or by tapping the Statuary (702.126a): 2 options (the Forests are
    alike). Mind Stone is an artifact spell: no improvise, and one Forest can't pay {2}."""
    s = board({"battlefield": [{"card": "Inspiring Statuary", "id": "statuary"}, *objs("Forest", 2, "f")],
               "hand": [{"card": "Grizzly Bears", "id": "hb"}, {"card": "Mind Stone", "id": "stone"}]})
    plans = agreed_options(s, "hb")
    assert sorted(p.improvised for p in plans) == [(), ("statuary",)]
    s2 = board({"battlefield": [{"card": "Inspiring Statuary", "id": "statuary"}, {"card": "Forest", "id": "f"}],
                "hand": [{"card": "Mind Stone", "id": "stone"}]})
    assert agreed_options(s2, "stone") == []


def test_teval_gives_spells_delve() -> None:
    """Grizzly Bears ({1}{G}) with Teval, one Forest and two Forest cards in the graveyard:
    {G} from the Forest, {1} by exiling one graveyard Forest (702.66a; the two are alike):
    1 option. Without Teval: none."""
    me = {"battlefield": [{"card": "Teval, Arbiter of Virtue", "id": "teval"}, {"card": "Forest", "id": "f"}],
          "graveyard": objs("Forest", 2, "g"), "hand": [{"card": "Grizzly Bears", "id": "hb"}]}
    plans = agreed_options(board(me), "hb")
    assert len(plans) == 1 and len(plans[0].delved) == 1
    me["battlefield"] = me["battlefield"][1:]
    assert agreed_options(board(me), "hb") == []


def test_herigast_gives_creature_spells_emerge_at_their_mana_cost() -> None:
    """Centaur Courser ({2}{G}) with Herigast (mana value 9), Grizzly Bears (2) and one Forest:
    its mana cost needs three mana (no); emerge at {2}{G} sacrificing the Bears ({G} left) or
    Herigast itself ({G}: the reduction takes only generic mana, 118.7a), {G} from the Forest:
    2 options. The total cost is locked in before Herigast is sacrificed (601.2f-h)."""
    me = {"battlefield": [{"card": "Herigast, Erupting Nullkite", "id": "herigast"},
                          {"card": "Grizzly Bears", "id": "bears"}, {"card": "Forest", "id": "f"}],
          "hand": [{"card": "Centaur Courser", "id": "cc"}, {"card": "Mind Stone", "id": "stone"}]}
    s = board(me)
    plans = agreed_options(s, "cc")
    assert sorted(p.sacrificed for p in plans) == [("bears",), ("herigast",)]
    assert all(p.alternative_cost == "emerge" for p in plans)
    assert len(agreed_options(s, "stone")) == 0  # not a creature spell: no emerge; {2} from one Forest: no
    me["battlefield"] = me["battlefield"][1:]
    assert agreed_options(board(me), "cc") == []


# ----- restrictions on targets while casting ------------------------------------------------------

def test_dream_leash_targets_only_a_tapped_permanent() -> None:
    """Dream Leash ({3}{U}{U}) with five Islands, my tapped Forest, the opponent's untapped
    Grizzly Bears and tapped Llanowar Elves: at 601.2c the tapped permanents are the Forest and
    the Elves (the Islands are tapped only later, 601.2h): 2 options. Enthralling Hold (only a
    creature): the Elves, 1 option."""
    me = {"battlefield": [*objs("Island", 5, "i"), {"card": "Forest", "id": "tf", "tapped": True}],
          "hand": [{"card": "Dream Leash", "id": "leash"}, {"card": "Enthralling Hold", "id": "hold"}]}
    opp = {"battlefield": [{"card": "Grizzly Bears", "id": "ub"}, {"card": "Llanowar Elves", "id": "te", "tapped": True}]}
    s = board(me, opp)
    assert sorted(p.targets[0] for p in agreed_options(s, "leash")) == [("te",), ("tf",)]
    assert [p.targets[0] for p in agreed_options(s, "hold")] == [("te",)]


def test_incremental_growth_three_different_targets_by_role() -> None:
    """Incremental Growth with five Forests and three distinct creatures (my Grizzly Bears and
    Chief Engineer, the opponent's Llanowar Elves): an ordered choice of three different
    creatures for one, two and three counters, 3! = 6 options. With two creatures: none
    (three different ones are needed). With two alike Bears and the Elves: only where the Elves
    go matters, 3 options."""
    me = {"battlefield": [*objs("Forest", 5, "f"), {"card": "Grizzly Bears", "id": "b0"},
                          {"card": "Chief Engineer", "id": "chief"}],
          "hand": [{"card": "Incremental Growth", "id": "ig"}]}
    opp = {"battlefield": [{"card": "Llanowar Elves", "id": "elves"}]}
    plans = agreed_options(board(me, opp), "ig")
    assert len(plans) == 6 and all(len(set(sum(p.targets, ()))) == 3 for p in plans)
    assert len(agreed_options(board(me, {}), "ig")) == 0
    me["battlefield"] = [*objs("Forest", 5, "f"), *objs("Grizzly Bears", 2, "b")]
    assert len(agreed_options(board(me, opp), "ig")) == 3


def test_grants_the_checkers_cannot_apply_exactly_are_refused() -> None:
    """A granted keyword is never guessed (``castable.model.grants.with_grants``): emerge at a
    mana cost with {X} (the reader refuses printed X emerge costs too) and improvise on a card
    that can be cast face down (708.2: the face-down 2/2 creature spell is nonartifact, so it
    would have improvise, but the face-down card the checkers build has none) make the card
    unsupported; a card no filter matches is unchanged."""
    from castable.model.cards import ARTIFACT, CREATURE, AlternativeCost, CardDef, ObjectFilter, SpellGrant, cost
    from castable.model.grants import with_grants
    hydra = CardDef("X Hydra", cost("{X}{G}"), "Creature — Hydra")
    emerge = (SpellGrant(CREATURE, "Emerge"),)
    assert with_grants(hydra, hydra, emerge).unsupported is not None
    bears = CardDef("Bears", cost("{1}{G}"), "Creature — Bear")
    got = with_grants(bears, bears, emerge)
    assert got.alternative_costs[-1].emerge and got.alternative_costs[-1].mana == cost("{1}{G}")
    morph = CardDef("Morphling Test", cost("{3}{U}"), "Artifact Creature — Shapeshifter",
                    alternative_costs=(AlternativeCost("morph", cost("{3}"), face_down=True),))
    improvise = (SpellGrant(ObjectFilter(non_types=frozenset({"Artifact"})), "Improvise"),)
    assert with_grants(morph, morph, improvise).unsupported is not None
    assert with_grants(bears, bears, (SpellGrant(ARTIFACT, "Convoke"),)) is bears
