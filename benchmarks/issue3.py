"""Issue 3 workloads: targets, divided damage and modes, on fixed (unseeded) boards.

Each workload is one deterministic ``castable-state/1`` board with the spell in ``me``'s hand
(id ``"spell"``), and :func:`expected_options` counts its distinct options independently, by
combinatorics on the classes of interchangeable targets (cli.md "Distinct options": objects
nothing can tell apart count once), so that castable's and the reference's option counts can
be checked against it.

- ``arc-N``: Arc Lightning ({2}{R}, 3 damage divided among one, two or three targets) with N
  candidate targets on the opponent's side: N/2 identical untapped Grizzly Bears, the rest
  distinct creatures (different names, then tapped copies of them), + 4 Mountains (one spare).
- ``thunder-N``: Rolling Thunder ({X}{R}{R}, X damage divided among any number of targets),
  same opponent's board, X+2 = 6 Mountains (X <= 4; every X from 0 to 4 is an option).
- ``cryptic-N``: Cryptic Command ({1}{U}{U}{U}, choose two) with 4 Islands and N spells from
  the opponent on the stack (N/2 identical Divinations, the rest distinct spells), the
  opponent controlling two Grizzly Bears, a Memnite and an Island.
- ``kolaghan``: Kolaghan's Command ({1}{B}{R}, choose two) with Swamp + 2 Mountains, creature
  cards in my graveyard (two identical Bears, a Savannah Lions), the opponent's artifacts
  (two Memnites, Ornithopter, Sol Ring) and creatures.
- ``defiance``: Collective Defiance ({1}{R}{R}, escalate {1}: one, two or all three modes;
  target player / creature / opponent or planeswalker) with 5 Mountains, the opponent's
  creatures (three Bears, distinct ones) and a planeswalker.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Any

#: Distinct opposing creatures (no hexproof / shroud / protection from red, no cost modifiers).
DISTINCT = ["Savannah Lions", "Raging Goblin", "Ornithopter", "Memnite", "Standing Troops", "Azorius First-Wing",
            "Zur the Enchanter", "Kitchen Finks", "Frogmite", "Vault Skirge", "Hangarback Walker", "Venerated Loxodon",
            "Prodigal Pyromancer", "Siege-Gang Commander", "Mogg Fanatic", "Icehide Troll", "Elder Deep-Fiend",
            "Icehide Golem"]
#: Distinct opposing spells on the stack besides the Divinations.
STACK_SPELLS: list[dict[str, Any]] = [
    {"card": "Lightning Bolt", "targets": ["me"]}, {"card": "Opt"}, {"card": "Grizzly Bears"},
    {"card": "Shock", "targets": ["me"]}, {"card": "Dark Ritual"}, {"card": "Thrill of Possibility"},
    {"card": "Savannah Lions"}, {"card": "Memnite"}, {"card": "Kitchen Finks"}, {"card": "Treasure Cruise"},
    {"card": "Lightning Helix", "targets": ["me"]}, {"card": "Chord of Calling"},
]

DIVIDED_SIZES = (5, 10, 20, 50)
CRYPTIC_SIZES = (5, 10, 20)
THUNDER_X = 4
WORKLOADS = ([f"arc-{n}" for n in DIVIDED_SIZES] + [f"thunder-{n}" for n in DIVIDED_SIZES]
             + [f"cryptic-{n}" for n in CRYPTIC_SIZES] + ["kolaghan", "defiance"])

SPELL_NAME = {"arc": "Arc Lightning", "thunder": "Rolling Thunder", "cryptic": "Cryptic Command",
              "kolaghan": "Kolaghan's Command", "defiance": "Collective Defiance"}


def opposing_creatures(n: int) -> list[dict[str, Any]]:
    """``n`` candidate targets: n/2 identical Bears, the rest distinct (names, then tapped)."""
    out: list[dict[str, Any]] = [{"card": "Grizzly Bears"} for _ in range(n // 2)]
    for i in range(n - n // 2):
        obj: dict[str, Any] = {"card": DISTINCT[i % len(DISTINCT)]}
        if i >= len(DISTINCT):
            obj["tapped"] = True  # a tapped Savannah Lions is told apart from the untapped one
        out.append(obj)
    return out


def _state(me: dict[str, Any], opp: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"format": "castable-state/1", "turn": top.pop("turn", {"active_player": "me", "phase": "main1", "priority": "me"}),
            "players": [{"name": "me", "life": 20, "library": 40, **me},
                        {"name": "opp", "life": 20, "library": 40, "hand": 3, **opp}],
            **top}


def issue3_board(label: str) -> dict[str, Any]:
    kind, _, n = label.partition("-")
    if kind == "arc":
        return _state({"hand": [{"card": "Arc Lightning", "id": "spell"}], "battlefield": ["Mountain"] * 4},
                      {"battlefield": opposing_creatures(int(n))})
    if kind == "thunder":
        return _state({"hand": [{"card": "Rolling Thunder", "id": "spell"}], "battlefield": ["Mountain"] * (THUNDER_X + 2)},
                      {"battlefield": opposing_creatures(int(n))})
    if kind == "cryptic":
        k = int(n)
        stack = [{"card": "Divination", "controller": "opp"} for _ in range(k // 2)]
        stack += [{**STACK_SPELLS[i % len(STACK_SPELLS)], "controller": "opp"} for i in range(k - k // 2)]
        return _state({"hand": [{"card": "Cryptic Command", "id": "spell"}], "battlefield": ["Island"] * 4},
                      {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Memnite", "Island"]},
                      turn={"active_player": "opp", "phase": "main1", "priority": "me"}, stack=stack)
    if kind == "kolaghan":
        return _state({"hand": [{"card": "Kolaghan's Command", "id": "spell"}], "battlefield": ["Swamp", "Mountain", "Mountain"],
                       "graveyard": ["Grizzly Bears", "Grizzly Bears", "Savannah Lions", "Lightning Bolt"]},
                      {"battlefield": ["Memnite", "Memnite", "Ornithopter", "Sol Ring", "Grizzly Bears", "Grizzly Bears",
                                       "Kitchen Finks", "Mountain"],
                       "graveyard": ["Grizzly Bears"]})
    if kind == "defiance":
        return _state({"hand": [{"card": "Collective Defiance", "id": "spell"}], "battlefield": ["Mountain"] * 5},
                      {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Savannah Lions", "Kitchen Finks",
                                       "Memnite", "Ajani, Mentor of Heroes", "Forest"]})
    raise ValueError(f"unknown issue-3 workload {label!r}")


# ----- expected option counts (independent of the solver) --------------------------------------

def _classes(state: Any, pred: Any) -> list[int]:
    """Multiplicities of the classes of interchangeable objects (symmetry keys) matching ``pred``."""
    counts: dict[Any, int] = {}
    for o in state.objects():
        if pred(o):
            counts[o.symmetry_key()] = counts.get(o.symmetry_key(), 0) + 1
    return list(counts.values())


def _partitions(d: int, k: int) -> int:
    """Partitions of ``d`` into exactly ``k`` positive parts."""
    if k == 0:
        return 1 if d == 0 else 0
    if d < k:
        return 0
    return _partitions(d - 1, k - 1) + _partitions(d - k, k)


def divided_count(mults: list[int], amount: int, min_targets: int, max_targets: int | None) -> int:
    """Distinct ways to divide ``amount`` (each target >= 1) among distinct objects drawn from
    classes of interchangeable objects with multiplicities ``mults``."""
    cap = amount if max_targets is None else min(amount, max_targets)
    # dp[(damage, targets)] = ways
    dp: dict[tuple[int, int], int] = {(0, 0): 1}
    for m in mults:
        nxt: dict[tuple[int, int], int] = {}
        for (d, t), ways in dp.items():
            for k in range(0, min(m, cap - t) + 1):
                for dd in range(k, amount - d + 1):
                    p = _partitions(dd, k)
                    if p:
                        key = (d + dd, t + k)
                        nxt[key] = nxt.get(key, 0) + ways * p
        dp = nxt
    return sum(w for (d, t), w in dp.items() if d == amount and min_targets <= t <= cap)


def _modal_count(mode_slots: list[list[Any]], mode_sets: list[tuple[int, ...]]) -> int:
    """Distinct options of a modal spell with one target per targeted mode: every choice of
    modes and of one candidate per targeted mode, two choices being the same option when they
    use the same multiset of (interchangeable class, modes it is the target of)."""
    seen = set()
    for modes in mode_sets:
        slots = [(m, mode_slots[m]) for m in modes if mode_slots[m] is not None]
        for pick in product(*[cands for _, cands in slots]):
            uses: dict[Any, tuple[Any, list[int]]] = {}
            for (m, _), o in zip(slots, pick, strict=True):
                who = o if isinstance(o, str) else o.id
                uses.setdefault(who, (("player", o) if isinstance(o, str) else o.symmetry_key(), []))[1].append(m)
            seen.add((modes, tuple(sorted(((k, tuple(ms)) for k, ms in uses.values()), key=repr))))
    return len(seen)


def expected_options(label: str) -> int:
    """The number of distinct options of the workload's board, counted independently: divided
    damage by partitions over classes of interchangeable targets, modes by enumerating every
    target choice and keeping one per multiset of (class, modes targeting it). Payment is one
    way on these boards (only basics of one type, spare ones interchangeable)."""
    from castable.model.state import GameState

    st = GameState.from_json(issue3_board(label))
    names = [p.name for p in st.players]
    players = [1] * len(names)

    def any_target(o: Any) -> bool:
        return o.zone == "battlefield" and (o.is_a("Creature") or o.is_a("Planeswalker"))

    def objs(pred: Any) -> list[Any]:
        return [o for o in st.objects() if pred(o)]

    kind = label.partition("-")[0]
    if kind == "arc":
        return divided_count(_classes(st, any_target) + players, 3, 1, 3)
    if kind == "thunder":
        mults = _classes(st, any_target) + players
        # X = 0: no target (each target must get at least 1); X >= 1: at least one target
        return 1 + sum(divided_count(mults, x, 1, None) for x in range(1, THUNDER_X + 1))
    pairs = list(combinations(range(4), 2))
    if kind == "cryptic":
        slots = [objs(lambda o: o.zone == "stack" and o.id != "spell"), objs(lambda o: o.zone == "battlefield"), None, None]
        return _modal_count(slots, pairs)
    if kind == "kolaghan":
        slots = [objs(lambda o: o.zone == "graveyard" and o.owner == "me" and o.is_a("Creature")), names,
                 objs(lambda o: o.zone == "battlefield" and o.is_a("Artifact")), objs(any_target) + names]
        return _modal_count(slots, pairs)
    if kind == "defiance":
        slots = [names, objs(lambda o: o.zone == "battlefield" and o.is_a("Creature")),
                 [n for n in names if n != "me"] + objs(lambda o: o.zone == "battlefield" and o.is_a("Planeswalker"))]
        subsets = [c for k in (1, 2, 3) for c in combinations(range(3), k)]
        return _modal_count(slots, subsets)
    raise ValueError(label)


def describe(label: str) -> str:
    """The board in a few words, for the results table."""
    kind, _, n = label.partition("-")
    if kind in ("arc", "thunder"):
        k = int(n)
        extra = " (tapped copies beyond 18)" if k - k // 2 > len(DISTINCT) else ""
        mana = "4 Mountains" if kind == "arc" else f"{THUNDER_X + 2} Mountains (X ≤ {THUNDER_X})"
        return f"{k} opp. creatures: {k // 2} Bears + {k - k // 2} distinct{extra}; {mana}"
    if kind == "cryptic":
        k = int(n)
        return f"{k} opp. spells on the stack ({k // 2} Divinations + {k - k // 2} others); 4 Islands"
    if kind == "kolaghan":
        return "Swamp + 2 Mountains; my gy 2 Bears + Lions; opp. 2 Memnites, Ornithopter, Sol Ring, 2 Bears, Finks"
    if kind == "defiance":
        return "5 Mountains; opp. 3 Bears, Lions, Finks, Memnite, Ajani"
    raise ValueError(label)
