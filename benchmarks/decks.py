"""Issue 5: real deck lists (built-in cards only) and a seeded generator of mid-game states.

:data:`DECKS` holds five 60-card lists. :func:`deck_state` builds a ``castable-state/1`` dict
deterministically from ``(deck, seed)``:

* ``me`` holds 7 cards drawn from the shuffled deck (ids ``h0`` .. ``h6``);
* 10–30 permanents on ``me``'s battlefield: about 55% lands (the deck's lands), the rest the
  deck's other permanents (creatures, artifacts, enchantments, planeswalkers) and a few tokens
  (Treasure, Clue, Food, creature tokens); 10–50% of them tapped, about 25% of the creatures
  summoning sick; the land for the turn sometimes already played;
* a graveyard of 0–12 of the deck's instants, sorceries and creatures;
* the opponent ``opp`` controls 1–4 creatures and 2–6 lands; a hidden hand;
* 60% of the states are ``me``'s main phase 1 with an empty stack; 25% ``me``'s main phase with
  an opponent's spell on the stack (priority ``me``: instants only); 15% the opponent's turn
  (main phase) with an opponent's spell on the stack.

:func:`deck_states` cycles through the decks: state ``i`` is deck ``i % len(DECKS)`` with seed
``i``, so any state can be rebuilt from its index alone.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from castable.model.library import builtin_cards

#: name -> list of (count, card)
DECKS: dict[str, list[tuple[int, str]]] = {
    "mono-red burn": [
        (4, "Lightning Bolt"), (4, "Shock"), (2, "Fireblast"), (2, "Gut Shot"), (4, "Burst Lightning"),
        (3, "Arc Lightning"), (3, "Forked Bolt"), (2, "Rolling Thunder"), (2, "Goblin Bombardment"),
        (4, "Mogg Fanatic"), (4, "Raging Goblin"), (2, "Prodigal Pyromancer"), (2, "Thrill of Possibility"),
        (1, "Fireball"), (2, "Stoke the Flames"), (1, "Siege-Gang Commander"), (18, "Mountain"),
    ],
    "UW control": [
        (4, "Counterspell"), (3, "Mana Leak"), (2, "Absorb"), (2, "Force of Will"), (4, "Opt"), (2, "Divination"),
        (3, "Cryptic Command"), (2, "Azorius Signet"), (3, "Swords to Plowshares"), (1, "Ghostly Flicker"),
        (1, "Mystic Confluence"), (2, "Unsummon"), (2, "Negate"), (2, "Spectral Procession"),
        (2, "Azorius First-Wing"), (1, "Talisman of Progress"), (10, "Island"), (6, "Plains"),
        (4, "Adarkar Wastes"), (2, "Skycloud Expanse"), (2, "Mind Stone"),
    ],
    "G elves": [
        (4, "Llanowar Elves"), (4, "Elvish Mystic"), (4, "Priest of Titania"), (4, "Elvish Archdruid"),
        (3, "Chord of Calling"), (2, "Birds of Paradise"), (2, "Noble Hierarch"), (2, "Gladecover Scout"),
        (2, "Blastoderm"), (2, "Verdeloth the Ancient"), (1, "Tooth and Nail"), (2, "Analyze the Pollen"),
        (2, "Mutagenic Growth"), (2, "Naturalize"), (2, "Icehide Troll"), (2, "Gaea's Cradle"),
        (1, "Nykthos, Shrine to Nyx"), (16, "Forest"), (3, "Snow-Covered Forest"),
    ],
    "UR artifacts": [
        (2, "Sol Ring"), (4, "Frogmite"), (4, "Thoughtcast"), (4, "Memnite"), (4, "Ornithopter"),
        (3, "Whir of Invention"), (2, "Springleaf Drum"), (3, "Vault Skirge"), (2, "Hangarback Walker"),
        (3, "Smuggler's Copter"), (2, "Everflowing Chalice"), (2, "Lotus Petal"), (1, "Reverse Engineer"),
        (2, "Tezzeret's Gambit"), (2, "Goblin Electromancer"), (2, "Thunderscape Familiar"),
        (2, "Mishra's Workshop"), (2, "Ancient Tomb"), (8, "Island"), (2, "Steam Vents"), (2, "Shivan Reef"),
        (2, "Mountain"),
    ],
    "Abzan convoke": [
        (4, "Venerated Loxodon"), (3, "Conclave Tribunal"), (3, "Spectral Procession"), (3, "Lingering Souls"),
        (2, "Abzan Charm"), (3, "Kitchen Finks"), (2, "Thalia, Guardian of Thraben"), (4, "Savannah Lions"),
        (2, "Standing Troops"), (2, "Paladin en-Vec"), (1, "Ajani, Mentor of Heroes"), (2, "Village Rites"),
        (1, "Altar's Reap"), (1, "Chord of Calling"), (2, "Birds of Paradise"), (2, "Noble Hierarch"),
        (2, "Murderous Cut"), (1, "Dismember"), (8, "Plains"), (3, "Forest"), (3, "Swamp"), (2, "Fetid Heath"),
        (2, "City of Brass"), (2, "Pillar of the Paruns"),
    ],
}

TOKENS = ["Treasure", "Clue", "Food", "Soldier", "Spirit", "Goblin"]
OPP_CREATURES = ["Grizzly Bears", "Savannah Lions", "Llanowar Elves", "Raging Goblin", "Kitchen Finks",
                 "Memnite", "Thalia, Guardian of Thraben", "Blastoderm", "Goblin Electromancer"]
OPP_LANDS = ["Island", "Mountain", "Forest", "Swamp", "Plains", "Steam Vents", "Watery Grave"]
#: opponent's spells put on the stack: (card, targets) — "@me" / "@creature" are filled in.
OPP_SPELLS = [("Lightning Bolt", ["me"]), ("Lightning Bolt", ["@creature"]), ("Divination", []),
              ("Grizzly Bears", []), ("Doom Blade", ["@creature"]), ("Shock", ["me"])]


def deck_list(name: str) -> list[str]:
    return [card for n, card in DECKS[name] for _ in range(n)]


def _types(name: str) -> tuple[str, ...]:
    return tuple(builtin_cards()[name].types)


def deck_state(deck: str, seed: int) -> dict[str, Any]:
    """A mid-game state of ``deck``; deterministic in ``(deck, seed)``."""
    rng = random.Random(f"castable-bench-deck-{deck}-{seed}")
    cards = deck_list(deck)
    rng.shuffle(cards)
    hand_names, rest = cards[:7], cards[7:]
    lands = [c for c in rest if "Land" in _types(c)] or [c for c in cards if "Land" in _types(c)]
    perms = [c for c in rest if "Land" not in _types(c) and {"Creature", "Artifact", "Enchantment", "Planeswalker"}
             & set(_types(c))]
    spells = [c for c in rest if {"Instant", "Sorcery", "Creature"} & set(_types(c))]
    n_perm = rng.randint(10, 30)
    p_tapped = rng.uniform(0.1, 0.5)
    battlefield: list[dict[str, Any]] = []
    for i in range(n_perm):
        r = rng.random()
        if r < 0.55:
            obj: dict[str, Any] = {"card": rng.choice(lands)}
        elif r < 0.9 and perms:
            obj = {"card": rng.choice(perms)}
        else:
            obj = {"card": rng.choice(TOKENS), "token": True}
        types = _types(obj["card"])
        if "Creature" in types and rng.random() < 0.25:
            obj["summoning_sick"] = True
        if rng.random() < p_tapped:
            obj["tapped"] = True
        if obj["card"] == "Hangarback Walker":
            obj["counters"] = {"+1/+1": rng.randint(0, 3)}
        if "Planeswalker" in types:
            obj["counters"] = {"loyalty": rng.randint(1, 7)}
        obj["id"] = f"b{i}"
        battlefield.append(obj)
    graveyard = [{"card": rng.choice(spells), "id": f"g{i}"} for i in range(rng.randint(0, 12))] if spells else []
    opp_bf: list[dict[str, Any]] = []
    for i in range(rng.randint(1, 4)):
        o: dict[str, Any] = {"card": rng.choice(OPP_CREATURES), "id": f"oc{i}"}
        if rng.random() < 0.3:
            o["tapped"] = True
        opp_bf.append(o)
    for i in range(rng.randint(2, 6)):
        opp_bf.append({"card": rng.choice(OPP_LANDS), "id": f"ol{i}", "tapped": rng.random() < 0.5})
    r = rng.random()
    my_turn = r < 0.85
    with_stack = r >= 0.6
    turn = {"active_player": "me" if my_turn else "opp", "phase": "main1", "priority": "me"}
    state: dict[str, Any] = {
        "format": "castable-state/1",
        "turn": turn,
        "players": [
            {"name": "me", "life": rng.choice([20, 17, 12, 8, 4]),
             "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand_names)],
             "battlefield": battlefield, "graveyard": graveyard, "library": 60 - 7 - n_perm,
             "lands_played_this_turn": 1 if my_turn and rng.random() < 0.5 else 0},
            {"name": "opp", "life": rng.choice([20, 14, 9, 3]), "hand": rng.randint(1, 6), "battlefield": opp_bf,
             "library": 40},
        ],
    }
    if with_stack:
        card, targets = rng.choice(OPP_SPELLS)
        targets = [rng.choice([b["id"] for b in battlefield if "Creature" in _types(b["card"])] or ["me"])
                   if t == "@creature" else t for t in targets]
        state["stack"] = [{"card": card, "id": "opp-spell", "controller": "opp", "targets": targets}]
    return state


def deck_states(n: int) -> list[tuple[str, int, dict[str, Any]]]:
    """``n`` states cycling through the decks: (deck, seed, state) with seed = index."""
    names = list(DECKS)
    return [(names[i % len(names)], i, deck_state(names[i % len(names)], i)) for i in range(n)]


# ----- a Commander deck (issue 12, 903) ----------------------------------------------------------

#: The Oracle records (from ``shared/data/cards.jsonl.gz``, Scryfall / MTGJSON data; card names
#: and text © Wizards of the Coast) of the Commander deck's cards that are not built in; every
#: state of :func:`commander_state` carries them in its ``cards``, so it stands alone.
COMMANDER_RECORDS_FILE = Path(__file__).resolve().parent / "data" / "commander_cards.json"
COMMANDER = "Tatyova, Benthic Druid"
#: 99 cards besides the commander (903.5a: 100 in all, singleton but for basic lands, 903.5b), in
#: the commander's colors G and U (903.5c). The mana base is the issue's: Sol Ring, Arcane
#: Signet, Command Tower, Commander's Sphere, Fellwar Stone, Exotic Orchard, Chromatic Lantern,
#: Jeweled Lotus, Mind Stone, Cultivate, Farseek and basic lands.
COMMANDER_DECK: list[tuple[int, str]] = [
    (1, "Sol Ring"), (1, "Arcane Signet"), (1, "Command Tower"), (1, "Commander's Sphere"), (1, "Fellwar Stone"),
    (1, "Exotic Orchard"), (1, "Chromatic Lantern"), (1, "Jeweled Lotus"), (1, "Mind Stone"), (1, "Cultivate"),
    (1, "Farseek"),
    (1, "Llanowar Elves"), (1, "Elvish Mystic"), (1, "Birds of Paradise"), (1, "Noble Hierarch"),
    (1, "Priest of Titania"), (1, "Elvish Archdruid"), (1, "Opt"), (1, "Divination"), (1, "Negate"),
    (1, "Counterspell"), (1, "Chord of Calling"), (1, "Treasure Cruise"), (1, "Force of Will"), (1, "Unsummon"),
    (1, "Naturalize"), (1, "Mana Leak"), (1, "Cryptic Command"), (1, "Mystic Confluence"), (1, "Tooth and Nail"),
    (1, "Blastoderm"), (1, "Verdeloth the Ancient"), (1, "Kopala, Warden of Waves"), (1, "Gladecover Scout"),
    (1, "Mutagenic Growth"), (1, "Ghostly Flicker"), (1, "Grizzly Bears"), (1, "Three Steps Ahead"),
    (1, "Kodama's Reach"), (1, "Rampant Growth"), (1, "Growth Spiral"), (1, "Ponder"), (1, "Brainstorm"),
    (1, "Beast Within"), (1, "Nature's Lore"), (1, "Three Visits"), (1, "Harmonize"), (1, "Swan Song"),
    (1, "Arcane Denial"), (1, "Rhystic Study"), (1, "Mystic Remora"), (1, "Coiling Oracle"), (1, "Eternal Witness"),
    (1, "Sakura-Tribe Elder"), (1, "Wood Elves"), (1, "Explore"), (1, "Mulldrifter"), (1, "Reclamation Sage"),
    (1, "Cyclonic Rift"), (1, "Pongify"), (1, "Rapid Hybridization"), (1, "Heroic Intervention"),
    (1, "Krosan Grip"), (1, "Thassa's Oracle"),
    (18, "Forest"), (17, "Island"),
]
#: what the opponent may control besides its lands: mana that "could produce" looks at (106.7)
OPP_COMMANDER_EXTRAS = ["Exotic Orchard", "Chromatic Lantern", "Command Tower", "Island", "Swamp"]


@cache
def commander_records() -> tuple[dict[str, Any], ...]:
    """The deck's non-built-in cards' records (``data/commander_cards.json``)."""
    return tuple(json.loads(COMMANDER_RECORDS_FILE.read_text(encoding="utf-8")))


@cache
def _commander_types() -> dict[str, tuple[str, ...]]:
    out = {name: tuple(c.types) for name, c in builtin_cards().items()}
    for rec in commander_records():
        left = str(rec["type_line"]).partition("—")[0].split()
        out[rec["name"]] = tuple(w for w in left if w not in ("Legendary", "Basic", "Snow"))
    return out


def commander_state(seed: int) -> dict[str, Any]:
    """A mid-game state of the Commander deck (two players, 40 life: 119.1c); deterministic in
    ``seed``. Like :func:`deck_state`, plus: ``me``'s commander (id ``cmdr``) in the command zone
    (cast 0-3 times before: the commander tax, 903.8), on the battlefield or in the hand; the
    opponent's lands sometimes include an Exotic Orchard, a Command Tower (it has no commander:
    no mana, 903.4f) or a Chromatic Lantern beside them (106.7 looks at them)."""
    rng = random.Random(f"castable-bench-commander-{seed}")
    types = _commander_types()
    cards = [card for n, card in COMMANDER_DECK for _ in range(n)]
    rng.shuffle(cards)
    hand_names, rest = cards[:7], cards[7:]
    lands = [c for c in rest if "Land" in types[c]]
    perms = [c for c in dict.fromkeys(rest) if "Land" not in types[c] and {"Creature", "Artifact", "Enchantment"}
             & set(types[c])]
    battlefield: list[dict[str, Any]] = []
    for i in range(rng.randint(5, 14)):
        pool = lands if rng.random() < 0.6 or not perms else perms
        name = rng.choice(pool)
        if pool is perms:
            perms.remove(name)  # singleton (903.5b)
        obj: dict[str, Any] = {"card": name, "id": f"b{i}"}
        if rng.random() < 0.3:
            obj["tapped"] = True
        if "Creature" in types[name] and rng.random() < 0.25:
            obj["summoning_sick"] = True
        battlefield.append(obj)
    me: dict[str, Any] = {"name": "me", "life": rng.choice([40, 33, 21, 9]), "battlefield": battlefield,
                          "hand": [{"card": c, "id": f"h{i}"} for i, c in enumerate(hand_names)],
                          "graveyard": [{"card": c, "id": f"g{i}"} for i, c in enumerate(rest[-rng.randint(0, 5):])
                                        if "Land" not in types[c]],
                          "library": 40, "commanders": ["cmdr"]}
    commander: dict[str, Any] = {"card": COMMANDER, "id": "cmdr"}
    where = rng.choice(["command"] * 6 + ["battlefield", "hand"])
    if where != "battlefield":
        commander["command_zone_casts"] = rng.choice([0, 0, 1, 2, 3])
    me.setdefault(where, []).append(commander)
    opp_bf: list[dict[str, Any]] = [{"card": rng.choice(OPP_LANDS), "id": f"ol{i}", "tapped": rng.random() < 0.5}
                                    for i in range(rng.randint(0, 5))]
    for i, extra in enumerate(rng.sample(OPP_COMMANDER_EXTRAS, rng.randint(0, 2))):
        opp_bf.append({"card": extra, "id": f"ox{i}"})
    opp_bf += [{"card": rng.choice(OPP_CREATURES), "id": f"oc{i}"} for i in range(rng.randint(0, 3))]
    my_turn = rng.random() < 0.8
    state: dict[str, Any] = {
        "format": "castable-state/1",
        "turn": {"active_player": "me" if my_turn else "opp", "phase": "main1", "priority": "me"},
        "players": [me, {"name": "opp", "life": 40, "hand": rng.randint(1, 6), "battlefield": opp_bf, "library": 50}],
        "cards": [dict(r) for r in commander_records()],
    }
    if not my_turn or rng.random() < 0.2:
        card, targets = rng.choice(OPP_SPELLS)
        targets = [rng.choice([b["id"] for b in battlefield if "Creature" in types[b["card"]]] or ["me"])
                   if t == "@creature" else t for t in targets]
        state["stack"] = [{"card": card, "id": "opp-spell", "controller": "opp", "targets": targets}]
    return state
