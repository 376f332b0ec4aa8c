"""Issue 11 (stress11): the model-free count against the full model on random boards.

    python -m benchmarks.stress11 [--pool spells|choices|fixed] [--seed 0] [--seconds 120] [--boards N]

The model-free count (``plaincount.count_plain``) is a whitelist whose every answer must equal
the CP-SAT model's (``api.count_options(..., plain=False)``). Each board is one card in the hand
beside 3 to 10 random mana sources (lands, Signets, filter lands, Treasures, Sol Ring, Nykthos,
mana creatures; a few other permanents; cards in the graveyard for delve) and an opponent's
creature to target. A board the plain count declines (None, its caps lifted by
``plaincount.patient``) or the model can't finish in 20 s is not compared. Every disagreement is
printed with its board; the last line is ``compared N, disagreements D``. The earlier sessions'
stress runs in RESULTS.md were these pools:

- ``spells``: one-target and plain spells (Lightning Helix, Cryptic Command, Spectral Procession...);
- ``choices``: modes, X, divisions, convoke, delve, improvise (Abzan Charm, Chord of Calling...);
- ``fixed``: boards of costed and fixed sources (Nykthos, Priest of Titania, Signets, Skycloud
  Expanse), where ``plaintable`` and ``plainprofiles`` share the spend check's answers.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

POOLS: dict[str, tuple[list[str], list[str]]] = {
    "spells": (["Lightning Helix", "Cryptic Command", "Spectral Procession", "Azorius First-Wing", "Unsummon",
                "Counterspell", "Shock", "Divination", "Murderous Cut", "Stoke the Flames", "Naturalize", "Dismember"],
               ["Island", "Plains", "Mountain", "Swamp", "Forest", "Azorius Signet", "Treasure", "Sol Ring",
                "Llanowar Elves", "Skycloud Expanse", "Mind Stone", "Talisman of Progress", "Ancient Tomb",
                "Adarkar Wastes", "Birds of Paradise", "Fetid Heath", "City of Brass", "Boros Signet"]),
    "choices": (["Abzan Charm", "Kolaghan's Command", "Ghostly Flicker", "Boros Charm", "Collective Defiance",
                 "Mystic Confluence", "Chord of Calling", "Venerated Loxodon", "Treasure Cruise", "Reverse Engineer",
                 "Whir of Invention", "Rolling Thunder", "Fireball"],
                ["Island", "Plains", "Mountain", "Swamp", "Forest", "Azorius Signet", "Treasure", "Sol Ring",
                 "Llanowar Elves", "Skycloud Expanse", "Mind Stone", "Talisman of Progress", "Ancient Tomb",
                 "Adarkar Wastes", "Birds of Paradise", "Fetid Heath", "City of Brass", "Boros Signet",
                 "Nykthos, Shrine to Nyx", "Springleaf Drum", "Priest of Titania"]),
    "fixed": (["Chord of Calling", "Spectral Procession", "Azorius First-Wing", "Ghostly Flicker", "Cryptic Command",
               "Venerated Loxodon", "Treasure Cruise", "Whir of Invention", "Fireball", "Unsummon", "Absorb"],
              ["Forest", "Island", "Plains", "Nykthos, Shrine to Nyx", "Priest of Titania", "Llanowar Elves",
               "Azorius Signet", "Skycloud Expanse", "Mind Stone", "Sol Ring", "Treasure", "Fetid Heath",
               "Adarkar Wastes", "Boros Signet", "Ancient Tomb", "Birds of Paradise"]),
}
#: other permanents of the caster (convoke and improvise units, Elves for Priest of Titania)
OTHERS = ["Grizzly Bears", "Memnite", "Ornithopter", "Elvish Mystic", "Llanowar Elves"]


def random_board(rng: random.Random, pool: str) -> dict[str, Any]:
    """One board of ``pool``: the spell (id ``s``) in the hand, its sources, the opponent's."""
    spells, sources = POOLS[pool]
    battlefield = [rng.choice(sources) for _ in range(rng.randint(3, 10))]
    battlefield += [rng.choice(OTHERS) for _ in range(rng.randint(0, 2))]
    return {"players": [{"name": "me", "hand": [{"card": rng.choice(spells), "id": "s"}], "battlefield": battlefield,
                         "graveyard": ["Opt"] * rng.randint(0, 3)},
                        {"name": "opp", "battlefield": ["Grizzly Bears", "Mountain"]}]}


def compare(data: dict[str, Any]) -> tuple[int, int] | None:
    """(plain count, model count) of one board, None when either gives none."""
    from castable.model import GameState
    from castable.solver.api import count_options
    from castable.solver.cpsat.plaincount import count_plain, patient

    state = GameState.from_json(data)
    spell = state.object("s")
    assert spell is not None
    with patient(2.0):  # the move list's caps lifted: a None is a decline, not a time-out
        plain = count_plain(state, "me", spell)
    if plain is None:
        return None
    full = count_options(state, "s", "me", time_limit=20.0, plain=False)
    return (plain, full.count) if full.complete else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pool", choices=sorted(POOLS), default="fixed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--boards", type=int, default=None, help="stop after this many boards compared")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    compared = bad = 0
    start = time.monotonic()
    while time.monotonic() - start < args.seconds and (args.boards is None or compared < args.boards):
        data = random_board(rng, args.pool)
        got = compare(data)
        if got is None:
            continue
        compared += 1
        if got[0] != got[1]:
            bad += 1
            print(f"disagreement: plain {got[0]}, model {got[1]}: {data}", flush=True)
    print(f"compared {compared}, disagreements {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
