"""The game state (``castable-state/1``, ``docs/state-format.md``) as plain data.

:func:`GameState.from_json` parses and validates; every problem is an :class:`InputError`
naming the JSON field. Objects get generated ids ``<player>.<zone>.<index>`` / ``stack.<i>``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from castable.model.cards import CardDef, ObjectFilter, face_down_card, has_any_subtype
from castable.model.database import CardDatabase
from castable.model.errors import InputError, UnsupportedCardError
from castable.model.jsontext import check_tree, parse, shown
from castable.model.mana import MANA_TYPES, parse_cost, parse_pool

FORMAT = "castable-state/1"
PHASES = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
          "combat_damage", "end_of_combat", "main2", "end", "cleanup")
#: 509.1h, 506.4: the steps in which blockers have been declared: an attacking creature is
#: then blocked or unblocked (``GameObject.blocked``)
AFTER_BLOCKERS = ("declare_blockers", "combat_damage", "end_of_combat")
#: a player's zones that the state lists, in reading order ("command": the command zone, 903.6)
ZONES = ("hand", "graveyard", "exile", "battlefield", "command")
#: The most of any count in a state (counters of one kind, floating mana in all, X,
#: activations, library, spells and lands this turn, a hidden hand, power, toughness and
#: loyalty): the solver's integer domains are sized for at most this much mana
#: (the CP-SAT model's resource bound, ``solver/cpsat/``), so that every answer under it is exact.
MAX_COUNT = 1000
#: The largest life total (either sign), and the largest integer anywhere in a state.
MAX_LIFE = 1_000_000


@dataclass(frozen=True)
class PoolMana:
    """One unit of floating mana (106.4). ``source`` is the card name or id that made it,
    when that matters (snow 106.3, spending restrictions 106.6)."""

    type: str
    source: str | None = None


#: kinds of :class:`CastPermission` (docs/state-format.md, "Casting permissions")
PERMISSION_KINDS = ("foretell", "plot", "adventure", "effect", "warp", "mayhem")
#: kinds that wait for a later turn when given this turn (``CastPermission.this_turn``)
LATER_TURN_KINDS = ("foretell", "plot", "warp")


@dataclass(frozen=True)
class CastPermission:
    """A fact of the state that lets a card in a graveyard or exile be cast (601.3), recorded
    on the card (``"permission"``): ``foretell`` (702.143a: foretold, cast from exile for its
    foretell cost), ``plot`` (702.170d: plotted, cast from exile without paying its mana cost as
    a sorcery), both on a later turn than ``this_turn``; ``adventure`` (715.4: exiled "on an
    adventure", its creature face may be cast from exile for its mana cost); ``effect`` (another
    card's effect, "you may cast that card": for its mana cost); ``warp`` (702.185a: warped, then
    exiled at the end step: its owner may cast it from exile for its mana cost after the turn it
    was warped, so not while ``this_turn``); ``mayhem`` (702.187a: the card in its owner's
    graveyard was discarded this turn, so it may be cast from there for its mayhem cost).
    ``player``: who may cast it (``None``: its owner).
    Madness and suspend need no record: their trigger on the stack says it."""

    kind: str
    player: str | None = None
    #: foretold, plotted or warped this turn: not castable until a later turn (702.143a,
    #: 702.170d, 702.185a)
    this_turn: bool = False


@dataclass
class GameObject:
    """A card or token in some zone. Characteristics come from the card definition, with the
    state's ``overrides`` applied."""

    id: str
    card: CardDef
    zone: str
    owner: str
    controller: str
    tapped: bool = False
    summoning_sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False
    face_down: bool = False
    attached_to: str | None = None
    granted: frozenset[str] = frozenset()
    activations_this_turn: dict[str, int] = field(default_factory=dict)
    attacking: bool = False
    blocking: bool = False
    #: 509.1h: an attacking creature some creature blocked (it stays blocked, 506.4); once
    #: blockers are declared an attacking creature without it is unblocked (``is_unblocked``)
    blocked: bool = False
    chosen: dict[str, Any] = field(default_factory=dict)
    overrides: dict[str, Any] = field(default_factory=dict)
    targets: tuple[str, ...] = ()
    choices: dict[str, Any] = field(default_factory=dict)
    #: 903.8: how many times this commander was cast from the command zone (the commander tax);
    #: kept as it changes zones (the count belongs to the card)
    command_zone_casts: int = 0
    #: a casting permission from a graveyard or exile (:class:`CastPermission`)
    permission: CastPermission | None = None
    #: 716.3: a Class permanent's level (it enters at level 1); read by ``castable.model.levels``
    class_level: int = 1
    #: 702.177a exhaust ("Activate only once"): the indexes K of its exhaust abilities already
    #: activated (battlefield only; a new object after a zone change, 400.7)
    exhausted: frozenset[int] = frozenset()
    #: a Case the state says is solved (a designation: "Solved — <ability>" exists only then);
    #: read by ``castable.model.levels`` (battlefield only)
    solved: bool = False
    #: 702.176a: its impending cost was paid (battlefield only): with a time counter on it, it
    #: isn't a creature (``castable.model.impending``)
    impending: bool = False

    def __setattr__(self, key: str, value: Any) -> None:
        object.__setattr__(self, key, value)
        if key in ("card", "face_down", "zone"):
            self._face_characteristics()

    def _face_characteristics(self) -> None:
        """708.2: a face-down permanent or spell has the characteristics of
        :func:`~castable.model.cards.face_down_card` (a 2/2 creature with no name, text,
        subtypes, mana cost or abilities), so ``card`` is that definition while it is face
        down on the battlefield or the stack; :attr:`real_card` is the card it hides, which it
        is again once face up or in another zone (708.9). Kept true whenever ``card``,
        ``face_down`` or ``zone`` is set, so every checker and every state change sees it."""
        d = self.__dict__
        if not {"card", "face_down", "zone"} <= d.keys():  # still being built
            return
        card: CardDef = d["card"]
        real = card.face_down_of or card
        if d["face_down"] and d["zone"] in ("battlefield", "stack"):
            if card.face_down_of is None or card.name != face_down_card(real, d["zone"]).name:
                object.__setattr__(self, "card", face_down_card(real, d["zone"]))
        elif card is not real:
            object.__setattr__(self, "card", real)

    @property
    def real_card(self) -> CardDef:
        """The card itself, even while face down (708.2) or with abilities the state gives it
        (``castable.model.commander``): what the state names it by."""
        card = self.card.face_down_of or self.card
        return card.derived_from or card

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def _type_card(self) -> CardDef:
        if "type_line" in self.overrides:
            return CardDef(self.card.name, None, str(self.overrides["type_line"]))
        return self.card

    @property
    def types(self) -> frozenset[str]:
        return self._type_card.types

    @property
    def subtypes(self) -> frozenset[str]:
        return self._type_card.subtypes

    @property
    def supertypes(self) -> frozenset[str]:
        return self._type_card.supertypes

    @property
    def all_creature_types(self) -> bool:
        """Changeling (702.73a: every creature type, in all zones), printed or granted; a
        face-down object has no abilities (708.2)."""
        return not self.face_down and self.has("changeling")

    def has_subtype(self, subtype: str) -> bool:
        """Is it of ``subtype``, counting changeling's every creature type?"""
        return has_any_subtype(frozenset((subtype,)), self.subtypes, self.all_creature_types)

    @property
    def colors(self) -> frozenset[str]:
        if "colors" in self.overrides:
            return frozenset(self.overrides["colors"])
        return self.card.colors

    @property
    def mana_value(self) -> int:
        # 202.3; a token has no mana cost unless its card says so (202.1b).
        return copied_mana_value(self, self.card)

    @property
    def power(self) -> int:
        raw = self.overrides.get("power", self.card.power)
        try:
            base = int(raw) if raw is not None else 0
        except ValueError:
            base = 0
        return base + self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)

    @property
    def toughness(self) -> int:
        raw = self.overrides.get("toughness", self.card.toughness)
        try:
            base = int(raw) if raw is not None else 0
        except (TypeError, ValueError):
            base = 0
        return base + self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)

    def has(self, keyword: str) -> bool:
        kw = keyword.lower()
        return any(k.lower() == kw for k in self.card.keywords) or any(k.lower() == kw for k in self.granted)

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_snow(self) -> bool:
        return "Snow" in self.supertypes

    def symmetry_key(self) -> tuple[Any, ...]:
        """What tells this object apart from another (docs/answers.md "Distinct options"): everything
        but its id and its position in an ordered zone."""
        return (self.real_card.name, self.zone, self.owner, self.controller, self.tapped, self.summoning_sick,
                tuple(sorted(self.counters.items())), self.token, self.face_down, self.attached_to,
                tuple(sorted(self.granted)), tuple(sorted((k, repr(v)) for k, v in self.chosen.items())),
                tuple(sorted((k, repr(v)) for k, v in self.overrides.items())),
                tuple(sorted(self.activations_this_turn.items())), self.attacking, self.blocking, self.blocked,
                self.targets, repr(sorted(self.choices.items())), self.command_zone_casts, self.permission,
                # abilities the state gave it (a Plains under Wild Growth makes {W}{G}): told apart
                self.card if self.card.derived_from is not None else None,
                self.class_level, tuple(sorted(self.exhausted)), self.solved, self.impending)


@dataclass
class Player:
    name: str
    life: int = 20
    mana_pool: list[PoolMana] = field(default_factory=list)
    hand: list[GameObject] = field(default_factory=list)
    hidden_hand: int = 0
    graveyard: list[GameObject] = field(default_factory=list)
    exile: list[GameObject] = field(default_factory=list)
    library: int = 0
    battlefield: list[GameObject] = field(default_factory=list)
    spells_cast_this_turn: int = 0
    lands_played_this_turn: int = 0
    #: 119.3 (ext): the life this player lost this turn (damage, paid life); spectacle
    #: (702.137a) reads it of the caster's opponents
    life_lost_this_turn: int = 0
    #: 508.1 (ext, cost14): the creatures this player attacked with this turn (declared as
    #: attackers; not those put onto the battlefield attacking, 508.4), wherever they are now:
    #: "for each creature that attacked this turn", "if you attacked this turn"
    creatures_attacked_this_turn: int = 0
    #: 107.14, 122.1 (ext, act15): the player's energy counters; "Pay {E}{E}" in an ability's cost
    #: removes two of them (``ActivatedAbility.energy``)
    energy: int = 0
    #: 702.76a (ext, kw15): the creature types of the sources this player controlled that dealt
    #: combat damage to a player this turn, as they had them then: prowl's condition
    combat_damage_types_this_turn: frozenset[str] = frozenset()
    #: 700.4 (ext, costmana15): the creatures this player controlled that died this turn (put into
    #: a graveyard from the battlefield, tokens too): "if a creature died this turn" counts every
    #: player's; ``castable.solver.transitions`` adds the creatures a payment puts there
    creatures_died_this_turn: int = 0
    #: 305.2: additional land plays this turn from resolved spells and abilities ("You may play
    #: an additional land this turn.": Explore); permanents' "on each of your turns" are counted
    #: from the battlefield
    extra_land_plays_this_turn: int = 0
    granted: frozenset[str] = frozenset()
    #: the part of ``granted`` its permanents give it ("You have hexproof.": set by
    #: ``castable.model.playergrants`` on every resolve, never written back to JSON)
    granted_by_permanents: frozenset[str] = frozenset()
    #: 702.179 (ext): the player's speed, 0 to 4; 4 is "max speed" (702.178a: "Max speed —"
    #: abilities exist only while their controller has it)
    speed: int = 0
    #: the command zone (903.6): a list of objects, like the hand
    command: list[GameObject] = field(default_factory=list)
    #: 903.3: the ids of this player's commanders, wherever they are
    commanders: tuple[str, ...] = ()

    def zone(self, name: str) -> list[GameObject]:
        return {"hand": self.hand, "graveyard": self.graveyard, "exile": self.exile, "battlefield": self.battlefield,
                "command": self.command}[name]

    @property
    def pool_counts(self) -> Counter[str]:
        return Counter(m.type for m in self.mana_pool)


@dataclass
class GameState:
    players: list[Player]
    active_player: str
    phase: str
    priority: str
    stack: list[GameObject] = field(default_factory=list)
    db: CardDatabase | None = None

    # ----- lookups -------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def objects(self) -> list[GameObject]:
        out: list[GameObject] = []
        for p in self.players:
            for z in ZONES:
                out.extend(p.zone(z))
        out.extend(self.stack)
        return out

    def object(self, oid: str) -> GameObject | None:
        for o in self.objects():
            if o.id == oid:
                return o
        return None

    def object_key(self, oid: str) -> tuple[tuple[Any, ...], str]:
        """(what tells ``oid`` apart in an option, its repr): the object's :meth:`GameObject.symmetry_key`,
        or ``("player", oid)`` for an id that names no object (``Plan.option_key``). A state
        nothing mutates may cache it (``solver.cpsat.factored.IndexedState``)."""
        o = self.object(oid)
        key = ("player", oid) if o is None else o.symmetry_key()
        return key, repr(key)

    def battlefield(self) -> list[GameObject]:
        return [o for p in self.players for o in p.battlefield]

    def opponents(self, name: str) -> list[Player]:
        return [p for p in self.players if p.name != name]

    # ----- parsing -------------------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any, db: CardDatabase | None = None) -> GameState:
        """Parse a ``castable-state/1`` document (a dict, or JSON text)."""
        return _Parser(db).state(data)

    def to_json(self) -> dict[str, Any]:
        """This state as a ``castable-state/1`` document (``castable.model.serialize``)."""
        from castable.model.serialize import state_to_json
        return state_to_json(self)

    @classmethod
    def from_text(cls, text: str, db: CardDatabase | None = None) -> GameState:
        try:
            data, _ = parse(text)  # checked with the rest of the state (check_tree)
        except json.JSONDecodeError as e:
            raise InputError("state", f"malformed JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
        except (ValueError, RecursionError) as e:  # a too-long integer; nesting too deep
            raise InputError("state", f"malformed JSON: {e}") from None
        return cls.from_json(data, db)


_OBJECT_FIELDS = {"card", "id", "owner", "tapped", "summoning_sick", "counters", "token", "face_down", "attached_to",
                  "granted", "activations_this_turn", "attacking", "blocking", "blocked", "chosen",
                  "overrides", "command_zone_casts", "permission", "class_level", "exhausted", "solved",
                  "impending"}
_STACK_FIELDS = (_OBJECT_FIELDS - {"permission", "class_level", "exhausted", "solved", "impending"}) | {
    "controller", "targets", "choices", "ability_of", "ability", "trigger"}
_PLAYER_FIELDS = {"name", "life", "mana_pool", "hand", "graveyard", "exile", "library", "battlefield",
                  "spells_cast_this_turn", "lands_played_this_turn", "extra_land_plays_this_turn", "granted", "command",
                  "commanders", "life_lost_this_turn", "speed", "creatures_attacked_this_turn", "energy",
                  "combat_damage_types_this_turn",
                  "creatures_died_this_turn"}


def _count(value: Any, where: str, *, lo: int = 0, hi: int = MAX_COUNT) -> int:
    """An integer in ``lo..hi``; outside, an error naming ``where`` and the bound."""
    _typed(value, int, where, "an integer" if lo < 0 else "a non-negative integer")
    if value < lo:
        raise InputError(where, "must be a non-negative integer" if lo == 0 else f"{shown(value)} is too small; at least {lo}")
    if value > hi:
        raise InputError(where, f"{shown(value)} is too large; at most {hi}")
    return int(value)


_NUMERAL = re.compile(r"[+-]?[0-9]+")


def _characteristic(value: Any, where: str) -> None:
    """A power, toughness or loyalty (an integer, or a string such as "3" or "*"): a numeral
    is at most :data:`MAX_COUNT` in size."""
    text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    if _NUMERAL.fullmatch(text) and (len(text.lstrip("+-")) > 7 or abs(int(text)) > MAX_COUNT):
        raise InputError(where, f"{text[:12]}{'...' if len(text) > 12 else ''} is too large; at most {MAX_COUNT} in size")


def _typed(value: Any, kind: type | tuple[type, ...], where: str, what: str) -> Any:
    if isinstance(value, bool) and kind is int:
        raise InputError(where, f"must be {what}")
    if not isinstance(value, kind):
        raise InputError(where, f"must be {what}")
    return value


class _Parser:
    def __init__(self, db: CardDatabase | None) -> None:
        self.db = db

    def state(self, data: Any) -> GameState:
        _typed(data, dict, "state", "a JSON object")
        check_tree(data, max_int=MAX_LIFE)  # duplicate keys, lone surrogates, huge numbers
        unknown = set(data) - {"format", "turn", "players", "stack", "cards"}
        if unknown:
            key = sorted(unknown)[0]
            raise InputError(key or '""', f"unknown top-level field {key!r}")
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            raise InputError("format", f"must be {FORMAT!r}, got {fmt!r}")
        db = (self.db or CardDatabase.builtin())
        cards = _typed(data.get("cards", []), list, "cards", "a list of card objects")
        if cards:
            db = db.with_state_cards(cards)
        self.db = db
        players_raw = data.get("players")
        if players_raw is None:
            raise InputError("players", "required: a list of at least one player")
        _typed(players_raw, list, "players", "a list of at least one player")
        if not players_raw:
            raise InputError("players", "needs at least one player")
        names: list[str] = []
        for i, p in enumerate(players_raw):
            _typed(p, dict, f"players[{i}]", "an object")
            name = p.get("name")
            if not isinstance(name, str) or not name:
                raise InputError(f"players[{i}].name", "required: a non-empty string")
            if name in names:
                raise InputError(f"players[{i}].name", f"duplicate player name {name!r}")
            names.append(name)
        self.names = names
        self.ids: dict[str, str] = {n: f"players[{i}].name" for i, n in enumerate(names)}
        players = [self.player(p, i) for i, p in enumerate(players_raw)]
        turn = _typed(data.get("turn", {}), dict, "turn", "an object")
        unknown = set(turn) - {"active_player", "phase", "priority"}
        if unknown:
            raise InputError(f"turn.{sorted(unknown)[0]}", "unknown field")
        active = turn.get("active_player", names[0])
        if active not in names:
            raise InputError("turn.active_player", f"unknown player {active!r}")
        phase = turn.get("phase", "main1")
        if phase not in PHASES:
            raise InputError("turn.phase", f"unknown phase {phase!r}; one of {' '.join(PHASES)}")
        # 117.3a: no player receives priority during the untap step.
        priority = turn.get("priority", None if phase == "untap" else active)
        if priority is not None and priority not in names:
            raise InputError("turn.priority", f"unknown player {priority!r}")
        if phase == "untap" and "priority" in turn and priority is not None:
            raise InputError("turn.priority", "no player receives priority during the untap step (117.3a)")
        stack_raw = _typed(data.get("stack", []), list, "stack", "a list")
        stack = [self.stack_object(s, i) for i, s in enumerate(stack_raw)]
        state = GameState(players, active, phase, priority, stack, db)
        self.check_blocked(state, phase)
        self.check_references(state)
        self.check_commanders(state, players_raw)
        self.check_protections(state)
        from castable.model.commander import resolve
        resolve(state)  # the mana abilities the state gives permanents (613.1f, 903.4, 106.7)
        return state

    @staticmethod
    def check_blocked(state: GameState, phase: str) -> None:
        """509.1h: only an attacking creature becomes blocked, when blockers are declared; it
        stays blocked until it leaves combat at the end of combat (506.4)."""
        for i, pl in enumerate(state.players):
            for j, o in enumerate(pl.battlefield):
                if not o.blocked:
                    continue
                where = f"players[{i}].battlefield[{j}].blocked"
                if not o.attacking:
                    raise InputError(where, "only an attacking creature can be blocked (509.1h)")
                if phase not in AFTER_BLOCKERS:
                    raise InputError(where, f"no creature is blocked before blockers are declared (509.1h): "
                                            f"the phase is {phase}")

    def player(self, p: dict[str, Any], i: int) -> Player:
        where = f"players[{i}]"
        unknown = set(p) - _PLAYER_FIELDS
        if unknown:
            raise InputError(f"{where}.{sorted(unknown)[0]}", "unknown field")
        name = p["name"]
        life = _count(p.get("life", 20), f"{where}.life", lo=-MAX_LIFE, hi=MAX_LIFE)
        pl = Player(name=name, life=life)
        pl.mana_pool = self.pool(p.get("mana_pool", ""), f"{where}.mana_pool")
        hand = p.get("hand", [])
        if isinstance(hand, int) and not isinstance(hand, bool):
            if hand < 0:
                raise InputError(f"{where}.hand", "a hidden hand size cannot be negative")
            pl.hidden_hand = _count(hand, f"{where}.hand")
        else:
            pl.hand = self.zone_objects(hand, name, "hand", f"{where}.hand")
        pl.graveyard = self.zone_objects(p.get("graveyard", []), name, "graveyard", f"{where}.graveyard")
        pl.exile = self.zone_objects(p.get("exile", []), name, "exile", f"{where}.exile")
        pl.battlefield = self.zone_objects(p.get("battlefield", []), name, "battlefield", f"{where}.battlefield")
        pl.command = self.zone_objects(p.get("command", []), name, "command", f"{where}.command")
        pl.commanders = tuple(self.strings(p.get("commanders", []), f"{where}.commanders"))
        for key in ("library", "spells_cast_this_turn", "lands_played_this_turn", "extra_land_plays_this_turn",
                    "life_lost_this_turn", "creatures_attacked_this_turn", "energy",
                    "creatures_died_this_turn"):
            setattr(pl, key, _count(p.get(key, 0), f"{where}.{key}"))
        pl.granted = frozenset(self.strings(p.get("granted", []), f"{where}.granted"))
        pl.combat_damage_types_this_turn = frozenset(self.strings(p.get("combat_damage_types_this_turn", []),
                                                                  f"{where}.combat_damage_types_this_turn"))
        pl.speed = _count(p.get("speed", 0), f"{where}.speed", hi=4)  # 702.179: speed is 0 to 4
        return pl

    def strings(self, value: Any, where: str) -> list[str]:
        _typed(value, list, where, "a list of strings")
        for j, v in enumerate(value):
            _typed(v, str, f"{where}[{j}]", "a string")
        return list(value)

    def pool(self, value: Any, where: str) -> list[PoolMana]:
        units = self.pool_units(value, where)
        if len(units) > MAX_COUNT:
            raise InputError(where, f"{len(units)} mana is too much; at most {MAX_COUNT} in all")
        return units

    def pool_units(self, value: Any, where: str) -> list[PoolMana]:
        if isinstance(value, str):
            counts = parse_pool(value, where=where)
            return [PoolMana(t) for t in MANA_TYPES for _ in range(counts[t])]
        _typed(value, list, where, "a mana string or a list of {\"mana\", \"source\"} objects")
        out: list[PoolMana] = []
        for j, entry in enumerate(value):
            w = f"{where}[{j}]"
            if isinstance(entry, str):
                counts = parse_pool(entry, where=w)
                source = None
            else:
                _typed(entry, dict, w, "an object with \"mana\" and optional \"source\"")
                unknown = set(entry) - {"mana", "source"}
                if unknown:
                    raise InputError(f"{w}.{sorted(unknown)[0]}", "unknown field")
                counts = parse_pool(_typed(entry.get("mana"), str, f"{w}.mana", "a mana string"), where=f"{w}.mana")
                source = entry.get("source")
                if source is not None:
                    _typed(source, str, f"{w}.source", "a card name or id")
            out += [PoolMana(t, source) for t in MANA_TYPES for _ in range(counts[t])]
        return out

    def zone_objects(self, value: Any, player: str, zone: str, where: str) -> list[GameObject]:
        _typed(value, list, where, "a list of objects")
        return [self.obj(v, player, zone, f"{where}[{j}]", f"{player}.{zone}.{j}") for j, v in enumerate(value)]

    def new_id(self, oid: Any, where: str) -> str:
        _typed(oid, str, where, "a string")
        if not oid:
            raise InputError(where, "must not be empty")
        if oid in self.ids:
            raise InputError(where, f"duplicate id {oid!r} (also {self.ids[oid]})")
        self.ids[oid] = where
        return str(oid)

    def obj(self, v: Any, player: str, zone: str, where: str, default_id: str, allowed: set[str] = _OBJECT_FIELDS) -> GameObject:
        if isinstance(v, str):
            v = {"card": v}
        _typed(v, dict, where, "a card name or an object with \"card\"")
        unknown = set(v) - allowed
        if unknown:
            raise InputError(f"{where}.{sorted(unknown)[0]}", "unknown field")
        name = v.get("card")
        if not isinstance(name, str) or not name:
            raise InputError(f"{where}.card", "required: a card name")
        card = self.db.lookup(name, where=f"{where}.card")  # type: ignore[union-attr]
        oid = self.new_id(v.get("id", default_id), f"{where}.id")
        owner = v.get("owner", player)
        if owner not in self.names:
            raise InputError(f"{where}.owner", f"unknown player {owner!r}")
        o = GameObject(id=oid, card=card, zone=zone, owner=owner, controller=player)
        for key in ("tapped", "summoning_sick", "token", "face_down", "attacking", "blocking", "blocked"):
            val = v.get(key, False)
            _typed(val, bool, f"{where}.{key}", "true or false")
            if val and zone not in ("battlefield",) and key not in ("token", "face_down"):
                raise InputError(f"{where}.{key}", f"only a permanent on the battlefield can be {key.replace('_', ' ')}")
            setattr(o, key, val)
        counters = _typed(v.get("counters", {}), dict, f"{where}.counters", "an object of counter counts")
        for k, n in counters.items():
            _count(n, f"{where}.counters.{k}")
        # 702.62b: a suspended card in exile has time counters; no other card off the battlefield has counters
        offside = {k for k, n in counters.items() if n and not (zone == "exile" and k == "time")}
        if offside and zone not in ("battlefield", "stack"):
            raise InputError(f"{where}.counters", f"a card in the {zone} cannot have counters"
                                                  + (" (other than time counters)" if zone == "exile" else ""))
        o.counters = {k: n for k, n in counters.items() if n}
        if "loyalty" not in o.counters and "Planeswalker" in card.types and zone == "battlefield" and card.loyalty:
            try:
                o.counters["loyalty"] = int(card.loyalty)
            except ValueError:
                pass
        att = v.get("attached_to")
        if att is not None:
            _typed(att, str, f"{where}.attached_to", "an object id")
            if zone != "battlefield":
                raise InputError(f"{where}.attached_to", "only a permanent on the battlefield can be attached")
        o.attached_to = att
        o.granted = frozenset(self.strings(v.get("granted", []), f"{where}.granted"))
        acts = _typed(v.get("activations_this_turn", {}), dict, f"{where}.activations_this_turn", "an object")
        for k, n in acts.items():
            if not (k.isascii() and k.isdigit()):
                raise InputError(f"{where}.activations_this_turn", f"key {k!r} must be an ability index (0, 1, ...)")
            if len(k) > 4 or int(k) > MAX_COUNT:
                raise InputError(f"{where}.activations_this_turn.{k[:12]}", f"ability index too large; at most {MAX_COUNT}")
            _count(n, f"{where}.activations_this_turn.{k}")
        o.activations_this_turn = dict(acts)
        o.chosen = dict(_typed(v.get("chosen", {}), dict, f"{where}.chosen", "an object"))
        ov = _typed(v.get("overrides", {}), dict, f"{where}.overrides", "an object")
        bad = set(ov) - {"type_line", "power", "toughness", "colors", "loyalty"}
        if bad:
            raise InputError(f"{where}.overrides.{sorted(bad)[0]}", "unknown characteristic")
        if "colors" in ov:
            cols = self.strings(ov["colors"], f"{where}.overrides.colors")
            for c in cols:
                if c not in "WUBRG" or len(c) != 1:
                    raise InputError(f"{where}.overrides.colors", f"unknown color {c!r}")
        if "type_line" in ov:
            _typed(ov["type_line"], str, f"{where}.overrides.type_line", "a string")
        for key in ("power", "toughness", "loyalty"):
            if key in ov and (not isinstance(ov[key], (str, int)) or isinstance(ov[key], bool)):
                raise InputError(f"{where}.overrides.{key}", "must be a string or an integer")
            if key in ov:
                _characteristic(ov[key], f"{where}.overrides.{key}")
            elif getattr(card, key, None) is not None:
                _characteristic(getattr(card, key), f"{where}.card")
        o.overrides = dict(ov)
        o.command_zone_casts = _count(v.get("command_zone_casts", 0), f"{where}.command_zone_casts")
        if "permission" in v:
            o.permission = self.permission(v["permission"], o, f"{where}.permission")
        if "class_level" in v:  # 716.3: a Class on the battlefield, level 1 or more
            level = _count(v["class_level"], f"{where}.class_level")
            if zone != "battlefield" or "Class" not in card.subtypes or level < 1:
                raise InputError(f"{where}.class_level", "only a Class on the battlefield has a level (1 or more)")
            o.class_level = level
        if "exhausted" in v:  # 702.177a: exhaust abilities activated (once each, ever)
            o.exhausted = _exhausted(v["exhausted"], zone, f"{where}.exhausted")
        if "solved" in v:  # a Case's designation, on the battlefield only
            _typed(v["solved"], bool, f"{where}.solved", "true or false")
            if v["solved"] and (zone != "battlefield" or "Case" not in card.subtypes):
                raise InputError(f"{where}.solved", "only a Case on the battlefield can be solved")
            o.solved = bool(v["solved"])
        if "impending" in v:  # 702.176a: cast for its impending cost
            o.impending = _impending(v["impending"], o, f"{where}.impending")
        return o

    def permission(self, v: Any, o: GameObject, where: str) -> CastPermission:
        """A :class:`CastPermission`: strict fields, and only where it can occur (601.3)."""
        _typed(v, dict, where, "an object with \"kind\"")
        unknown = set(v) - {"kind", "player", "this_turn"}
        if unknown:
            raise InputError(f"{where}.{sorted(unknown)[0]}", "unknown field")
        kind = v.get("kind")
        if kind not in PERMISSION_KINDS:
            raise InputError(f"{where}.kind", f"required: one of {', '.join(PERMISSION_KINDS)}; got {kind!r}")
        # 702.187a: "if you discarded it this turn": a card discarded to its owner's graveyard
        zones = ("graveyard", "exile") if kind == "effect" else ("graveyard",) if kind == "mayhem" else ("exile",)
        if o.zone not in zones:
            raise InputError(where, f"a {kind} permission is for a card in {' or '.join(zones)}, not the {o.zone}")
        if kind == "adventure" and o.card.layout != "adventure":
            raise InputError(where, f"{o.name} is not an adventurer card: it can't be on an adventure (715.4)")
        player = v.get("player")
        if player is not None and player not in self.names:
            raise InputError(f"{where}.player", f"unknown player {player!r}")
        if kind == "mayhem" and player is not None and player != o.owner:
            # 702.187a: "you may cast this card from your graveyard": only its owner discarded it
            raise InputError(f"{where}.player", f"only {o.owner}, who discarded it, may cast it for its mayhem cost")
        this_turn = _typed(v.get("this_turn", False), bool, f"{where}.this_turn", "true or false")
        if this_turn and kind not in LATER_TURN_KINDS:
            raise InputError(f"{where}.this_turn", "only a foretold, plotted or warped card waits for a later turn")
        return CastPermission(str(kind), player, this_turn)

    def stack_object(self, v: Any, i: int) -> GameObject:
        where = f"stack[{i}]"
        _typed(v, dict, where, "an object")
        unknown = set(v) - _STACK_FIELDS
        if unknown:
            raise InputError(f"{where}.{sorted(unknown)[0]}", "unknown field")
        controller = v.get("controller")
        if controller not in self.names:
            raise InputError(f"{where}.controller", f"required: a player name, got {controller!r}")
        if "ability_of" in v:
            src = v["ability_of"]
            _typed(src, str, f"{where}.ability_of", "an object id")
            oid = self.new_id(v.get("id", f"stack.{i}"), f"{where}.id")
            card = CardDef(f"ability of {src}", None, "Ability")
            o = GameObject(id=oid, card=card, zone="stack", owner=controller, controller=controller)
            k = v.get("ability")
            if k is not None:
                _typed(k, int, f"{where}.ability", "an ability index (0, 1, ...)")
                if k < 0:
                    raise InputError(f"{where}.ability", "must be an ability index (0, 1, ...)")
                _count(k, f"{where}.ability")
            o.choices = {"ability_of": src, "ability": k}
            # a triggered ability (603): "trigger": its text instead of "ability": K
            trigger = v.get("trigger")
            if trigger is not None:
                _typed(trigger, str, f"{where}.trigger", "the triggered ability's text")
                if k is not None:
                    raise InputError(f"{where}.trigger", "an ability on the stack is activated (\"ability\": K) "
                                                         "or triggered (\"trigger\"), not both")
                o.choices["trigger"] = trigger
            plan_choices = _typed(v.get("choices", {}), dict, f"{where}.choices", "an object")
            if plan_choices:
                o.choices["choices"] = dict(plan_choices)
        else:
            if "trigger" in v:
                raise InputError(f"{where}.trigger", "only an ability on the stack (\"ability_of\") is triggered")
            fields = {k: val for k, val in v.items() if k not in ("controller", "targets", "choices")}
            o = self.obj(fields, controller, "stack", where, f"stack.{i}")
            o.controller = controller
            if "owner" not in v:
                o.owner = controller
            o.choices = dict(_typed(v.get("choices", {}), dict, f"{where}.choices", "an object"))
            if "x" in o.choices:  # 107.3: the value announced for X
                _count(o.choices["x"], f"{where}.choices.x")
        targets = self.strings(v.get("targets", []), f"{where}.targets")
        o.targets = tuple(targets)
        return o

    def check_protections(self, state: GameState) -> None:
        """702.16: a granted "protection from ..." whose quality the engine does not model is
        unsupported (exit 4), never guessed."""
        from castable.model.rules import protection_qualities, protection_quality_known

        names = [p.name for p in state.players]
        holders: list[tuple[str, frozenset[str]]] = [(f"players[{i}].granted", p.granted) for i, p in enumerate(state.players)]
        holders += [(self.ids[o.id] + ".granted", o.granted) for o in state.objects() if o.id in self.ids]
        for where, granted in holders:
            for k in granted:
                for q in protection_qualities([k]):
                    if not protection_quality_known(q, names):
                        raise UnsupportedCardError(where, f"{k} (protection from {q!r} is not modelled)")

    def check_commanders(self, state: GameState, players_raw: list[Any]) -> None:
        """903.3: a player's commanders are objects of the state (in any zone) that they own,
        each named once; only a commander counts casts from the command zone (903.8)."""
        by_id = {o.id: o for o in state.objects()}
        named: dict[str, str] = {}
        for i, p in enumerate(state.players):
            for j, oid in enumerate(p.commanders):
                where = f"players[{i}].commanders[{j}]"
                o = by_id.get(oid)
                if o is None:
                    raise InputError(where, f"unknown object {oid!r}: a commander is an object of the state")
                if o.choices.get("ability_of") is not None:
                    raise InputError(where, f"{oid!r} is an ability on the stack, not a card")
                if o.owner != p.name:
                    raise InputError(where, f"{oid!r} is owned by {o.owner}: a player's commander is a card they own")
                if oid in named:
                    raise InputError(where, f"{oid!r} is already a commander ({named[oid]})")
                named[oid] = where
        for o in state.objects():
            if o.command_zone_casts and o.id not in named:
                raise InputError(self.ids[o.id].rsplit(".", 1)[0] + ".command_zone_casts",
                                 "only a commander (players[i].commanders) is cast from the command zone")

    def check_references(self, state: GameState) -> None:
        ids = {o.id for o in state.objects()} | set(self.names)
        for o in state.objects():
            if o.attached_to is not None and o.attached_to not in ids:
                raise InputError(self.ids[o.id].rsplit(".", 1)[0] + ".attached_to", f"unknown object {o.attached_to!r}")
        for i, o in enumerate(state.stack):
            for t in o.targets:
                if t not in ids:
                    raise InputError(f"stack[{i}].targets", f"unknown object or player {t!r}")


def copied_mana_value(o: GameObject, card: CardDef) -> int:
    """``card``'s mana value as ``o``'s: 202.3b-c, a back face of a transforming card or a
    melded card has its front faces' mana value, but a copy of one has mana value 0. A state
    can only write a copy as a token (``"token": true``) named by the back face."""
    if o.token and card.front_mana_value is not None:
        return 0
    return card.mana_value


def _mana_value(o: GameObject) -> int:
    """202.3: a spell's mana value counts its X as chosen (202.3e) and, for a split card cast
    as one half, only that half (709.3); elsewhere X is 0 and a split card's is both halves'."""
    card = o.card
    if o.zone == "stack":
        face = o.choices.get("face")
        if card.faces and isinstance(face, str):
            card = next((f for f in card.faces if f.name == face), card)
        x = o.choices.get("x")
        if card.mana_cost is not None and card.mana_cost.x_count and isinstance(x, int) and not isinstance(x, bool):
            return card.mana_value + x * card.mana_cost.x_count
        return copied_mana_value(o, card)
    return o.mana_value


def _impending(v: Any, o: GameObject, where: str) -> bool:
    """``impending``: true or false, on a permanent with an impending cost only (702.176a)."""
    from castable.model.impending import has_impending
    paid = _typed(v, bool, where, "true or false")
    if o.zone != "battlefield" or not has_impending(o.real_card):
        raise InputError(where, "only a permanent with impending on the battlefield was cast for its impending cost")
    return bool(paid)


def _exhausted(v: Any, zone: str, where: str) -> frozenset[int]:
    """``exhausted``: a list of ability indexes K (0, 1, ...), on the battlefield only."""
    items = _typed(v, list, where, "a list of ability indexes (0, 1, ...)")
    if zone != "battlefield":
        raise InputError(where, "only a permanent on the battlefield has activated exhaust abilities")
    for k in items:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= MAX_COUNT:
            raise InputError(where, f"{k!r} is not an ability index (0 to {MAX_COUNT})")
    return frozenset(items)


def filter_matches(f: ObjectFilter, o: GameObject, viewer: str) -> bool:
    """Does ``o`` match ``f``, including its state-dependent parts, seen by ``viewer``
    ("you" in the filter is the viewer)?"""
    if not f.matches(o.types, o.subtypes, o.colors, o.all_creature_types):
        return False
    if f.controller == "you" and o.controller != viewer:
        return False
    if f.controller == "opponent" and o.controller == viewer:
        return False
    if f.max_power is not None and o.power > f.max_power:
        return False
    if f.min_power is not None and o.power < f.min_power:
        return False
    if f.max_toughness is not None and o.toughness > f.max_toughness:
        return False
    if f.max_mana_value is not None and _mana_value(o) > f.max_mana_value:
        return False
    if f.min_mana_value is not None and _mana_value(o) < f.min_mana_value:
        return False
    if f.min_toughness is not None and o.toughness < f.min_toughness:
        return False
    if f.supertypes and not (f.supertypes & o.supertypes):
        return False
    if f.non_supertypes & o.supertypes:
        return False
    if f.token is not None and o.token != f.token:
        return False
    # "creature with flying" (702.9): a keyword printed or granted (``granted``)
    if any(not o.has(k) for k in f.keywords) or any(o.has(k) for k in f.non_keywords):
        return False
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.combat == "attacking" and not o.attacking:
        return False
    if f.combat == "blocking" and not o.blocking:
        return False
    if f.combat == "blocked" and not (o.attacking and o.blocked):
        return False  # 509.1h: "target blocked creature"
    if f.combat == "unblocked" and not (o.attacking and not o.blocked):
        return False  # 509.1h (the step, after blockers are declared, is the cost's timing: AFTER_BLOCKERS)
    # 122.1: "with a +1/+1 counter on it" ("" = a counter of any kind), "without a ... counter on it"
    if f.with_counter is not None and not (o.counters.get(f.with_counter, 0) > 0 if f.with_counter
                                           else any(n > 0 for n in o.counters.values())):
        return False
    if f.without_counter is not None and (o.counters.get(f.without_counter, 0) > 0 if f.without_counter
                                          else any(n > 0 for n in o.counters.values())):
        return False  # "" = "with no counters on it": none of any kind
    if f.face_down is not None and o.face_down != f.face_down:
        return False  # 708.2: "target face-down creature"
    if f.owner == "you" and o.owner != viewer:
        return False  # 108.3: owned, whoever controls it
    if f.any_of and not any(filter_matches(alt, o, viewer) for alt in f.any_of):
        return False  # one noun of a list, with its own qualifiers ("or creature with flying")
    return not (f.combat == "attacking_or_blocking" and not (o.attacking or o.blocking))


__all__ = ["FORMAT", "PERMISSION_KINDS", "PHASES", "CastPermission", "GameObject", "GameState", "Player", "PoolMana",
           "parse_cost"]
