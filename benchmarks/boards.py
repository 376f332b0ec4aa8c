"""Seeded generator of realistic boards, as ``castable-state/1`` JSON dicts.

Player ``me`` (active, main phase 1, with priority) controls N mana sources drawn from a
realistic mix (basics, shock / pain / five-color lands, mana dorks — some summoning sick —,
Signets, Sol Ring, Talismans, Treasure tokens), plus creatures to convoke,
artifacts to improvise and a graveyard to delve. Half the boards are "loose" (15% of
objects tapped); half are "tight" (mid-turn: roughly as many untapped objects as the spell's
mana value, ±2), where the answer and the choice of sources matter. The hand holds exactly one spell to cast
(id ``"spell"``). The opponent ``opp`` controls a creature (a legal "target creature"); for
counterspells the opponent's Lightning Bolt is on the stack.

Boards avoid cards the greedy baseline does not model (cost modifiers, restricted mana,
additional / alternative costs), so that ``greedy yes`` ⇒ ``castable yes`` must hold.
"""

from __future__ import annotations

import random
from typing import Any

from castable.model.library import builtin_cards

COLORS = "WUBRG"
BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
SHOCKS = {"Sacred Foundry": "RW", "Steam Vents": "UR", "Watery Grave": "UB"}
PAINS = {"Adarkar Wastes": "WU", "Shivan Reef": "UR"}
DORKS = {"Llanowar Elves": "G", "Elvish Mystic": "G", "Birds of Paradise": "WUBRG", "Noble Hierarch": "GWU"}
SIGNETS = {"Azorius Signet": "WU", "Boros Signet": "RW", "Dimir Signet": "UB"}

#: The spells cast: (name, needs an opponent's spell on the stack).
SPELLS: list[tuple[str, bool]] = [
    ("Kitchen Finks", False),
    ("Lightning Helix", False),
    ("Counterspell", True),
    ("Stoke the Flames", False),
    ("Chord of Calling", False),
    ("Treasure Cruise", False),
    ("Murderous Cut", False),
    ("Venerated Loxodon", False),
    ("Whir of Invention", False),
    ("Spectral Procession", False),
    ("Dismember", False),
    ("Zur the Enchanter", False),
    ("Divination", False),
    ("Reverse Engineer", False),
    ("Negate", True),
]

#: Each spell's colors (to bias the board's colors towards the spell, as a real deck would).
SPELL_COLORS = {
    "Kitchen Finks": "GW", "Lightning Helix": "RW", "Counterspell": "U", "Stoke the Flames": "R",
    "Chord of Calling": "G", "Treasure Cruise": "U", "Murderous Cut": "B", "Venerated Loxodon": "W",
    "Whir of Invention": "U", "Spectral Procession": "W", "Dismember": "B", "Zur the Enchanter": "WUB",
    "Divination": "U", "Reverse Engineer": "U", "Negate": "U",
}

CONVOKERS = ["Grizzly Bears", "Savannah Lions", "Standing Troops", "Raging Goblin", "Azorius First-Wing"]
CONVOKE_TOKENS = ["Soldier", "Spirit", "Goblin"]
IMPROVISERS = ["Memnite", "Ornithopter"]
GRAVEYARD = ["Opt", "Shock", "Lightning Bolt", "Grizzly Bears", "Forest", "Island", "Divination", "Dark Ritual",
             "Thrill of Possibility", "Savannah Lions"]


def _source(rng: random.Random, colors: str, p_tapped: float) -> dict[str, Any]:
    """One mana source from a realistic mix, leaning on the deck's ``colors``."""
    r = rng.random()
    if r < 0.42:
        obj: dict[str, Any] = {"card": BASIC[rng.choice(colors)]}
    elif r < 0.50:
        shocks = [n for n, c in SHOCKS.items() if set(c) & set(colors)] or list(SHOCKS)
        obj = {"card": rng.choice(shocks)}
    elif r < 0.56:
        pains = [n for n, c in PAINS.items() if set(c) & set(colors)] or list(PAINS)
        obj = {"card": rng.choice(pains)}
    elif r < 0.59:
        obj = {"card": "City of Brass"}
    elif r < 0.61:
        obj = {"card": rng.choice(["Wastes", "Ancient Tomb"])}
    elif r < 0.74:
        obj = {"card": rng.choice(list(DORKS))}
        if rng.random() < 0.3:
            obj["summoning_sick"] = True
    elif r < 0.82:
        signets = [n for n, c in SIGNETS.items() if set(c) & set(colors)] or list(SIGNETS)
        obj = {"card": rng.choice(signets)}
    elif r < 0.85:
        obj = {"card": "Sol Ring"}
    elif r < 0.88:
        obj = {"card": "Talisman of Progress"}
    else:
        obj = {"card": "Treasure", "token": True}
    if rng.random() < p_tapped:
        obj["tapped"] = True
    return obj


def _deck_colors(rng: random.Random, spell: str) -> str:
    own = SPELL_COLORS[spell]
    if rng.random() < 0.8:  # a deck that plays this spell: its colors plus maybe a splash
        extra = rng.sample([c for c in COLORS if c not in own], k=rng.randint(0, 1))
        return own + "".join(extra)
    return "".join(rng.sample(COLORS, k=rng.randint(1, 3)))  # a misfit: may lack the colors


def board(n_sources: int, seed: int, spell: str | None = None) -> dict[str, Any]:
    """A board with ``n_sources`` mana sources for ``me``; deterministic in ``seed``."""
    rng = random.Random(f"castable-bench-{n_sources}-{seed}")
    name, needs_stack = rng.choice(SPELLS)
    if spell is not None:
        name, needs_stack = spell, dict(SPELLS)[spell]
    colors = _deck_colors(rng, name)
    if rng.random() < 0.5:  # a loose board: most of it untapped
        p_tapped = 0.15
    else:  # a tight board (mid-turn, after other plays): about as many untapped objects as the spell costs
        untapped = max(1, builtin_cards()[name].mana_value + rng.randint(-2, 2))
        p_tapped = max(0.15, 1 - untapped / (n_sources * 1.4))
    battlefield = [_source(rng, colors, p_tapped) for _ in range(n_sources)]
    n_extra = max(1, n_sources // 4)
    for _ in range(rng.randint(0, n_extra)):  # creatures to convoke
        if rng.random() < 0.3:
            obj: dict[str, Any] = {"card": rng.choice(CONVOKE_TOKENS), "token": True}
        else:
            obj = {"card": rng.choice(CONVOKERS)}
        if rng.random() < 0.2:
            obj["summoning_sick"] = True
        if rng.random() < p_tapped:
            obj["tapped"] = True
        battlefield.append(obj)
    for _ in range(rng.randint(0, max(1, n_sources // 8))):  # artifacts to improvise
        obj = {"card": rng.choice(IMPROVISERS)} if rng.random() < 0.6 else {"card": "Clue", "token": True}
        if rng.random() < p_tapped:
            obj["tapped"] = True
        battlefield.append(obj)
    rng.shuffle(battlefield)
    graveyard = [rng.choice(GRAVEYARD) for _ in range(rng.randint(0, max(2, min(n_sources // 3, 40))))]
    state: dict[str, Any] = {
        "format": "castable-state/1",
        "turn": {"active_player": "me", "phase": "main1", "priority": "me"},
        "players": [
            {"name": "me", "life": rng.choice([20, 14, 7, 3]), "hand": [{"card": name, "id": "spell"}],
             "battlefield": battlefield, "graveyard": graveyard, "library": 40},
            {"name": "opp", "life": 20, "hand": 5, "battlefield": [{"card": "Grizzly Bears", "id": "opp-bears"}],
             "library": 40},
        ],
    }
    if needs_stack:
        state["stack"] = [{"card": "Lightning Bolt", "id": "opp-bolt", "controller": "opp", "targets": ["me"]}]
    return state


def convoke_board(seed: int, n_creatures: int = 500) -> dict[str, Any]:
    """The "500-creature convoke board": ``n_creatures`` creatures (some tapped, some summoning
    sick, mixed colors), a handful of lands, and Stoke the Flames or Chord of Calling."""
    rng = random.Random(f"castable-bench-convoke-{n_creatures}-{seed}")
    name = "Stoke the Flames" if seed % 2 == 0 else "Chord of Calling"
    battlefield: list[dict[str, Any]] = []
    for _ in range(n_creatures):
        if rng.random() < 0.3:
            obj: dict[str, Any] = {"card": rng.choice(CONVOKE_TOKENS), "token": True}
        else:
            obj = {"card": rng.choice([*CONVOKERS, "Llanowar Elves", "Birds of Paradise"])}
        if rng.random() < 0.25:
            obj["summoning_sick"] = True
        if rng.random() < 0.3:
            obj["tapped"] = True
        battlefield.append(obj)
    for _ in range(rng.randint(0, 3)):
        battlefield.append({"card": rng.choice(["Mountain", "Forest", "Plains"])})
    rng.shuffle(battlefield)
    return {
        "format": "castable-state/1",
        "turn": {"active_player": "me", "phase": "main1", "priority": "me"},
        "players": [
            {"name": "me", "life": 20, "hand": [{"card": name, "id": "spell"}], "battlefield": battlefield, "library": 40},
            {"name": "opp", "life": 20, "hand": 5, "battlefield": [{"card": "Grizzly Bears", "id": "opp-bears"}],
             "library": 40},
        ],
    }


#: The workloads: label -> (number of sources, generator).
SIZES = (5, 10, 20, 40, 80, 500)
CONVOKE_LABEL = "convoke-500"


def workload_board(label: str, seed: int) -> dict[str, Any]:
    if label == CONVOKE_LABEL:
        return convoke_board(seed)
    return board(int(label), seed)
