"""Target spells and abilities by what they target (spell14, issue 13; 115.9). Each expected
answer is counted by hand from the rule; every plan goes through the referee and the reference
enumerator (:func:`tests.conftest.agreed_options`).

- 115.9a: "target spell with a single target" is a spell chosen with exactly one target.
- 115.9b: "target spell that targets a creature / a permanent you control / you / a player" looks
  at its targets as they are now; a target that left the battlefield is ignored.
- 115.9c: "target spell that targets only a player": one player, and nothing else, among its
  targets.

The board: the opponent has cast Shock at my Bear (``shock``), Lava Spike at me (``spike``), Arc
Trail at their own Bear and at themselves (``arc``), and Arc Trail at a Bear now in a graveyard
and at themselves (``arc2``); their Pyromancer's ability aims at my Bear (``ping``). The lands
given pay the spell tested one way only, so each option is one choice of target.
"""

from __future__ import annotations

import pytest
from castable.model import GameState
from castable.model.oracle import read_card

from tests.conftest import agreed_options, shared_records

NAMES = ("Deflection", "Reroute", "Confound", "Keep Safe", "Hindering Light", "Outwit", "Rebound", "Shock",
         "Lava Spike", "Arc Trail", "Prodigal Pyromancer", "Grizzly Bears")
REAL = shared_records(frozenset(NAMES))
STACK = [
    {"card": "Shock", "id": "shock", "controller": "opp", "targets": ["mine"]},
    {"card": "Lava Spike", "id": "spike", "controller": "opp", "targets": ["me"]},
    {"card": "Arc Trail", "id": "arc", "controller": "opp", "targets": ["theirs", "opp"]},
    {"card": "Arc Trail", "id": "arc2", "controller": "opp", "targets": ["dead", "opp"]},
    {"ability_of": "pyro", "ability": 0, "id": "ping", "controller": "opp", "targets": ["mine"]},
]


def _state(card: str, lands: list[str]) -> GameState:
    mine = [{"card": "Grizzly Bears", "id": "mine"}, *({"card": land, "id": f"l{i}"} for i, land in enumerate(lands))]
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": card, "id": "h"}], "battlefield": mine},
                    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "theirs"},
                                                    {"card": "Prodigal Pyromancer", "id": "pyro"}],
                     "graveyard": [{"card": "Grizzly Bears", "id": "dead"}]}],
        "turn": {"active_player": "opp", "priority": "me"}, "stack": STACK, "cards": list(REAL.values())})


def test_read() -> None:
    for name in NAMES[:7]:
        assert read_card(REAL[name]).unsupported is None, name
    deflect = read_card(REAL["Deflection"]).targets
    assert [(t.kind, t.filter.single_target) for t in deflect] == [("spell", True)]
    rebound = read_card(REAL["Rebound"]).targets[0].filter
    assert (rebound.targets_any, rebound.targets_only) == (("player",), True)
    assert read_card(REAL["Hindering Light"]).targets[0].filter.targets_any == ("you", "permanent_you_control")


@pytest.mark.parametrize(("card", "lands", "expected"), [
    # 115.9a: Shock and Lava Spike have one target each, the Arc Trails two
    ("Deflection", ["Island"] * 4, {"shock", "spike"}),
    # 115.9a for abilities: the Pyromancer's one-target ability, no spell
    ("Reroute", ["Mountain"] * 2, {"ping"}),
    # 115.9b: my Bear (Shock), their Bear (arc); arc2's Bear left the battlefield: ignored
    ("Confound", ["Island"] * 2, {"shock", "arc"}),
    ("Keep Safe", ["Island"] * 2, {"shock"}),
    ("Hindering Light", ["Plains", "Island"], {"shock", "spike"}),
    ("Outwit", ["Island"], {"spike", "arc", "arc2"}),
    # 115.9c: only Lava Spike targets one player and nothing else
    ("Rebound", ["Island"] * 2, {"spike"}),
])
def test_targets_by_what_they_target(card: str, lands: list[str], expected: set[str]) -> None:
    plans = agreed_options(_state(card, lands), "h", "me")
    assert len(plans) == len(expected)
    assert {p.targets[0][0] for p in plans} == expected


def test_no_spell_fits_no_cast() -> None:
    """Keep Safe with only the opponent's own-Bear and player spells on the stack: no target."""
    state = _state("Keep Safe", ["Island"] * 2)
    state.stack = [o for o in state.stack if o.id in ("spike", "arc", "arc2")]
    assert agreed_options(state, "h", "me") == []


# ----- pawprint modes (700.2i) ---------------------------------------------------------------------
SEASON = shared_records(frozenset({"Season of the Burrow", "Season of Loss", "Plains", "Grizzly Bears"}))


def _season(opp_bear: bool) -> GameState:
    lands = [{"card": "Plains", "id": f"p{i}"} for i in range(5)]
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Season of the Burrow", "id": "h"}], "battlefield": lands,
                     "graveyard": [{"card": "Grizzly Bears", "id": "gy"}]},
                    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "theirs"}] if opp_bear else []}],
        "cards": list(SEASON.values())})


def test_pawprints_read() -> None:
    mc = read_card(SEASON["Season of Loss"]).modes
    assert mc is not None and (mc.min_modes, mc.max_modes, mc.repeatable, mc.pawprint_limit) == (0, 5, True, 5)
    assert [m.pawprints for m in mc.modes] == [1, 2, 3]


@pytest.mark.parametrize(("opp_bear", "expected"), [
    # repeats (n1, n2, n3) with n1 + 2 n2 + 3 n3 <= 5, zero modes included: n3 = 0 gives 6 + 4 + 2,
    # n3 = 1 gives 3 + 1; each mode's one candidate target (their Bear, my Bear card) is forced
    (True, 16),
    # no nonland permanent to exile: the {P}{P} mode can't be chosen (700.2a): 6 + 3
    (False, 9),
])
def test_pawprint_budget(opp_bear: bool, expected: int) -> None:
    plans = agreed_options(_season(opp_bear), "h", "me")
    assert len(plans) == expected
    assert all(sum((1, 2, 3)[m] for m in p.modes) <= 5 for p in plans)


# ----- Tiered modes with names -----------------------------------------------------------------------
TIERED = shared_records(frozenset({"Thunder Magic", "Mountain", "Grizzly Bears"}))


@pytest.mark.parametrize(("mountains", "expected"), [
    # {R} + {0} and {R} + {3} at their Bear (the Mountains pay alike); {R} + {5}{R} needs seven
    (4, [0, 1]),
    (3, [0]),
])
def test_tiered_named_modes(mountains: int, expected: list[int]) -> None:
    mc = read_card(TIERED["Thunder Magic"]).modes
    assert mc is not None and [str(m.mana) for m in mc.modes] == ["{0}", "{3}", "{5}{R}"]
    state = GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Thunder Magic", "id": "h"}],
                     "battlefield": [{"card": "Mountain", "id": f"m{i}"} for i in range(mountains)]},
                    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]}],
        "cards": list(TIERED.values())})
    plans = agreed_options(state, "h", "me")
    assert sorted(p.modes[0] for p in plans) == expected
    assert all(p.targets == (("theirs",),) for p in plans)


# ----- target filters: non-outlaw, face-down, no counters ------------------------------------------
FILTERS = shared_records(frozenset({"Heartless Act", "Expose the Culprit", "Shoot the Sheriff", "Swamp", "Mountain",
                                    "Grizzly Bears"}))
ROGUE = {"name": "Test Rogue", "mana_cost": "{1}{B}", "type_line": "Creature — Human Rogue", "power": "2",
         "toughness": "1", "oracle_text": ""}


def _filters(card: str, land: str) -> GameState:
    theirs = [{"card": "Grizzly Bears", "id": "plain"}, {"card": "Grizzly Bears", "id": "countered",
                                                         "counters": {"+1/+1": 1}},
              {"card": "Grizzly Bears", "id": "fd", "face_down": True}, {"card": "Test Rogue", "id": "rogue"}]
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": card, "id": "h"}],
                     "battlefield": [{"card": land, "id": f"l{i}"} for i in range(2)]},
                    {"name": "opp", "battlefield": theirs}],
        "cards": [*FILTERS.values(), ROGUE]})


@pytest.mark.parametrize(("card", "land", "expected"), [
    # mode 0: the creatures with no counters (plain, fd, rogue); mode 1: any of the four
    ("Heartless Act", "Swamp", [((0,), "fd"), ((0,), "plain"), ((0,), "rogue"), ((1,), "countered"), ((1,), "fd"),
                                ((1,), "plain"), ((1,), "rogue")]),
    # one or both: the face-down one for mode 0; mode 1 has no target
    ("Expose the Culprit", "Mountain", [((0,), "fd"), ((0, 1), "fd"), ((1,), "")]),
    # 700.14: a Rogue is an outlaw; a face-down creature has no creature type
    ("Shoot the Sheriff", "Swamp", [((), "countered"), ((), "fd"), ((), "plain")]),
])
def test_new_filters(card: str, land: str, expected: list[tuple[tuple[int, ...], str]]) -> None:
    plans = agreed_options(_filters(card, land), "h", "me")
    got = sorted((tuple(p.modes), "".join(t for slot in p.targets for t in slot)) for p in plans)
    assert got == expected


# ----- relations between two targets -----------------------------------------------------------------
RELATED = shared_records(frozenset({"Run Away Together", "Trial of Agony", "Incriminate", "Rivals' Duel", "Unbury",
                                    "Island", "Mountain", "Swamp", "Grizzly Bears"}))


def _related(card: str, land: str, lands: int, gy: list[str]) -> GameState:
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": card, "id": "h"}],
                     "battlefield": [*({"card": land, "id": f"l{i}"} for i in range(lands)),
                                     {"card": "Grizzly Bears", "id": "mine"}, {"card": "Test Rogue", "id": "mine2"}],
                     "graveyard": [{"card": "Test Rogue" if g.startswith("r") else "Grizzly Bears", "id": g}
                                   for g in gy]},
                    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "t1"},
                                                    {"card": "Grizzly Bears", "id": "t1b"},
                                                    {"card": "Test Rogue", "id": "t2"}]}],
        "cards": [*RELATED.values(), ROGUE]})


def _pairs(plans: list[object], state: GameState) -> set[tuple[str, ...]]:
    """Each option's targets as names (the two opposing Bears are one class: one option)."""
    names = {o.id: ("my " if o.controller == "me" else "their ") + o.name for o in state.objects()}
    return {tuple(sorted(names[t] for slot in p.targets for t in slot)) for p in plans}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("card", "land", "lands", "expected"), [
    # different controllers: one of mine with one of theirs (never their two Bears)
    ("Run Away Together", "Island", 2, {("my Grizzly Bears", "their Grizzly Bears"), ("my Grizzly Bears", "their Test Rogue"),
                                        ("my Test Rogue", "their Grizzly Bears"), ("my Test Rogue", "their Test Rogue")}),
    # the same opponent: two of theirs (their two Bears, or a Bear and the Rogue)
    ("Trial of Agony", "Mountain", 1, {("their Grizzly Bears", "their Grizzly Bears"),
                                       ("their Grizzly Bears", "their Test Rogue")}),
    # the same player, me included
    ("Incriminate", "Swamp", 2, {("my Grizzly Bears", "my Test Rogue"), ("their Grizzly Bears", "their Grizzly Bears"),
                                 ("their Grizzly Bears", "their Test Rogue")}),
    # no creature type shared: a Bear with a Human Rogue
    ("Rivals' Duel", "Mountain", 4, {("my Grizzly Bears", "my Test Rogue"), ("my Grizzly Bears", "their Test Rogue"),
                                     ("my Test Rogue", "their Grizzly Bears"),
                                     ("their Grizzly Bears", "their Test Rogue")}),
])
def test_related_targets(card: str, land: str, lands: int, expected: set[tuple[str, ...]]) -> None:
    state = _related(card, land, lands, [])
    plans = agreed_options(state, "h", "me")
    assert _pairs(plans, state) == expected
    assert len(plans) == len(expected)


@pytest.mark.parametrize(("gy", "expected"), [
    # mode 0: a Bear card or the Rogue card; mode 1: the two Bear cards (they share Bear)
    (["b1", "b2", "r1"], [(0, 1), (0, 1), (1, 2)]),
    # one Bear card and one Rogue card share no creature type: mode 1 can't be chosen
    (["b1", "r1"], [(0, 1), (0, 1)]),
])
def test_share_a_creature_type(gy: list[str], expected: list[tuple[int, int]]) -> None:
    plans = agreed_options(_related("Unbury", "Swamp", 2, gy), "h", "me")
    assert sorted((p.modes[0], len(p.targets[0])) for p in plans) == expected


# ----- cards in the chosen player's graveyard ----------------------------------------------------------
SHUFFLE = shared_records(frozenset({"Krosan Reclamation", "Forest", "Grizzly Bears"}))


def test_cards_from_the_chosen_players_graveyard() -> None:
    """Krosan Reclamation: me with up to two of my Bear and Rogue cards (4 sets), or the opponent
    with none or their Bear card (2): never a card from the other player's graveyard."""
    state = GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Krosan Reclamation", "id": "h"}],
                     "battlefield": [{"card": "Forest", "id": f"f{i}"} for i in range(2)],
                     "graveyard": [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Test Rogue", "id": "r1"}]},
                    {"name": "opp", "graveyard": [{"card": "Grizzly Bears", "id": "o1"}]}],
        "cards": [*SHUFFLE.values(), ROGUE]})
    plans = agreed_options(state, "h", "me")
    got = sorted((p.targets[0][0], tuple(sorted(p.targets[1]))) for p in plans)
    assert got == [("me", ()), ("me", ("b1",)), ("me", ("b1", "r1")), ("me", ("r1",)), ("opp", ()), ("opp", ("o1",))]


# ----- "you own" -------------------------------------------------------------------------------------
OWNED = shared_records(frozenset({"Saving Grasp", "Island", "Grizzly Bears"}))


def test_target_creature_you_own() -> None:
    """Saving Grasp (108.3): my Bear, and my Bear the opponent controls; not their own Bear."""
    state = GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": "Saving Grasp", "id": "h"}],
                     "battlefield": [{"card": "Island", "id": "i0"}, {"card": "Grizzly Bears", "id": "mine"}]},
                    {"name": "opp", "battlefield": [{"card": "Grizzly Bears", "id": "stolen", "owner": "me"},
                                                    {"card": "Grizzly Bears", "id": "theirs"}]}],
        "cards": list(OWNED.values())})
    assert sorted(p.targets[0][0] for p in agreed_options(state, "h", "me")) == ["mine", "stolen"]


# ----- monocolored, blocked, six targets ---------------------------------------------------------------
MORE = shared_records(frozenset({"Ultimate Price", "Smite", "Swamp", "Plains", "Grizzly Bears", "Ornithopter"}))
GOLD = {"name": "Test Gold", "mana_cost": "{W}{U}", "type_line": "Creature — Human", "power": "2", "toughness": "2",
        "oracle_text": ""}


def _more(card: str, land: str) -> GameState:
    theirs = [{"card": "Grizzly Bears", "id": "bear", "attacking": True, "blocked": True},
              {"card": "Ornithopter", "id": "thopter", "attacking": True},
              {"card": "Test Gold", "id": "gold", "attacking": True, "blocked": True}]
    return GameState.from_json({
        "players": [{"name": "me", "hand": [{"card": card, "id": "h"}],
                     "battlefield": [{"card": land, "id": f"l{i}"} for i in range(2)]},
                    {"name": "opp", "battlefield": theirs}],
        "turn": {"active_player": "opp", "priority": "me", "phase": "declare_blockers"},
        "cards": [*MORE.values(), GOLD]})


@pytest.mark.parametrize(("card", "land", "expected"), [
    # 105.2b: one color exactly (not the colorless Ornithopter, not the white and blue one)
    ("Ultimate Price", "Swamp", ["bear"]),
    # 509.1h: attacking and blocked
    ("Smite", "Plains", ["bear", "gold"]),
])
def test_monocolored_and_blocked(card: str, land: str, expected: list[str]) -> None:
    assert sorted(p.targets[0][0] for p in agreed_options(_more(card, land), "h", "me")) == expected


# ----- the reader's near misses --------------------------------------------------------------------------
def _read(text: str, type_line: str = "Instant") -> str | None:
    return read_card({"name": "Test Card", "mana_cost": "{1}", "type_line": type_line, "oracle_text": text}).unsupported


@pytest.mark.parametrize(("text", "type_line"), [
    ("When Test Card enters, roll a d20.\n1—9 | You gain 1 life.\n10—20 | Draw a card.", "Creature — Bear"),
    ("Roll a d20.\n1—14 | Draw a card.\n15—20 | Draw two cards.", "Instant"),
    ("As this enchantment enters, choose Abzan or Mardu.\n• Abzan — At the beginning of your end step, draw a card.\n"
     "• Mardu — Whenever you attack, you gain 1 life.", "Enchantment"),
    ("Untap all creatures you control during each other player's untap step.", "Creature — Bear"),
])
def test_read_lines(text: str, type_line: str) -> None:
    assert _read(text, type_line) is None


@pytest.mark.parametrize(("text", "type_line"), [
    # a roll row that targets, casts or makes mana
    ("Roll a d20.\n1—9 | Destroy target creature.\n10—20 | Draw a card.", "Instant"),
    ("{T}: Roll a d20.\n1—9 | Add {R}.\n10—20 | Add {R}{R}.", "Artifact"),
    # a Siege ability that grants or changes costs would be read unconditionally
    ("As this enchantment enters, choose Abzan or Mardu.\n• Abzan — Creatures you control have haste.\n"
     "• Mardu — Whenever you attack, you gain 1 life.", "Enchantment"),
    ("As this enchantment enters, choose Abzan or Mardu.\n• Abzan — Spells you cast cost {1} less to cast.\n"
     "• Mardu — Whenever you attack, you gain 1 life.", "Enchantment"),
    # a second condition on what the spell targets; an ability with a controller before "that targets"
    ("Counter target spell with mana value 2 or less that targets a creature.", "Instant"),
    ("Counter target spell or ability an opponent controls that targets a land you control.", "Instant"),
    # relations: three targets, "up to two", a card type between permanents with another verb
    ("Choose three target creatures controlled by different players. Tap them.", "Instant"),
    ("Return up to two target creature cards that share a creature type from your graveyard to your hand.", "Sorcery"),
    ("Destroy two target permanents that share a card type.", "Sorcery"),
    # a delayed trigger whose event is the spell's target
    ("Until end of turn, whenever target creature deals damage, you gain that much life.", "Instant"),
    # "you own or control": not "you own"
    ("Exile target permanent you own or control.", "Instant"),
])
def test_near_misses(text: str, type_line: str) -> None:
    assert _read(text, type_line) is not None
