"""Seeded random small boards around real cards, for differential testing (issue 9).

:class:`CardPool` reads ``shared/data/cards.jsonl.gz`` with the project's own loader
(:class:`castable.model.database.CardTable`, lazily) and draws only **understood** cards
(every face read, ``CardDef.unsupported is None``). Every understood face can be drawn as the
card asked about; draws lean towards cards whose casting or activation has structure:
additional, alternative and optional costs, targets, modes, X, hybrid and Phyrexian symbols,
cost modifiers and self-reductions, convoke / delve / improvise, mana and activated abilities.

:func:`generate` builds one ``castable-state/1`` dict around such a card, deterministically
from a seed (``random.Random(seed)``, so a failing board is replayed from its seed):

* the card asked about (id ``q``): in the hand, graveyard or exile of ``alice`` (the player
  asking), or on her battlefield when the question is one of its activated abilities (602);
* her mana: basic lands and real mana sources drawn from the data, tapped, summoning sick,
  with counters (charge, +1/+1, loyalty), a floating pool; other real permanents and cards in
  hand and graveyard to pay sacrifice, discard, exile and delve costs with;
* ``bob``'s permanents (targets), a spell on the stack (a target for counterspells, with its
  controller), granted keywords on permanents and players (hexproof, shroud, haste and every
  form of protection of 702.16: each color, multicolored, monocolored, card types singular
  and plural, a subtype, a player, everything, "from each" and "from A and from B"), face-down
  permanents (708), life totals, whose turn, which step and who has priority;
* for ``q`` in a graveyard or exile, the facts of its casting permissions
  (:func:`_permission_facts`): a madness or suspend trigger resolving, time counters, a
  foretold, plotted, on-an-adventure or effect ``permission``.

"Small" means the brute-force reference enumerates the board within about a second: at most
:data:`MAX_SIDE` objects on a side's battlefield, at most :data:`MAX_SOURCES` mana sources of
the asking player and no board-wide "for each" mana ability with a large count.

Each board comes with its questions (:class:`Question`): casting ``q`` (``can-cast`` and
``options``), activating each of its abilities usable from its zone, and sometimes the mana
pools ``alice`` can make. The states name every card they use in their own ``cards`` (the
data's records), so a state file replays with the CLI alone.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from castable.model.cards import ActivatedAbility, CardDef, ManaAbility
from castable.model.database import CardTable, iter_records
from castable.model.errors import InputError

HERE = Path(__file__).resolve().parent
#: the shared card data, next to the repository (as tests/ and benchmarks/coverage.py find it)
DEFAULT_CARDS = HERE.parent.parent / "shared" / "data" / "cards.jsonl.gz"

ME, OPP = "alice", "bob"
SUBJECT = "q"
MAX_SIDE = 8
MAX_SOURCES = 6
PHASES_MINE = ["main1"] * 6 + ["main2"] * 2 + ["upkeep", "draw", "beginning_of_combat", "declare_attackers", "end"]
PHASES_THEIRS = ["main1", "upkeep", "draw", "declare_attackers", "declare_blockers", "end"]
BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Snow-Covered Forest", "Snow-Covered Island"]
BASIC_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
COLOR_WORDS = ["white", "blue", "black", "red", "green"]
CREATURE_TYPES = ["Elf", "Goblin", "Human", "Zombie", "Wizard", "Bear", "Dragon", "Merfolk"]

#: 702.16 (every form), 702.11 (hexproof, hexproof from), 702.18 (shroud), 702.10 (haste)
PERMANENT_GRANTS = [
    "hexproof", "shroud", "haste", "haste",
    *(f"protection from {c}" for c in COLOR_WORDS),
    "protection from multicolored", "protection from monocolored",
    "protection from creatures", "protection from creature", "protection from instants", "protection from instant",
    "protection from sorceries", "protection from sorcery", "protection from artifacts", "protection from artifact",
    "protection from enchantments", "protection from planeswalkers", "protection from lands",
    "protection from Goblins", "protection from Wizards", "protection from Elves", "protection from Humans",
    f"protection from {ME}", f"protection from {OPP}", "protection from everything",
    "protection from each color", "protection from white and from red", "protection from blue and from black",
    "protection from each of your opponents", "protection from each opponent",
    "hexproof from white", "hexproof from red", "hexproof from monocolored",
]
PLAYER_GRANTS = ["hexproof", "shroud", "protection from everything", "protection from red", "protection from white",
                 "protection from multicolored", "protection from each color", "protection from creatures",
                 "protection from instants", f"protection from {ME}", f"protection from {OPP}"]
POOLS = ["", "", "", "", "", "{R}", "{U}", "{G}{C}", "{W}{B}", "{C}{C}", "{B}", "{G}"]
LIVES = [20, 20, 20, 20, 14, 7, 3, 2, 1, 0]
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@dataclass(frozen=True)
class Question:
    """One question about a board: ``command`` is ``cast`` (``can-cast`` and ``options`` of
    ``card``), ``activate`` (ability ``ability`` of object ``card``) or ``mana``."""

    command: str
    card: str | None
    ability: int | None
    player: str = ME

    def to_json(self) -> dict[str, Any]:
        return {"command": self.command, "card": self.card, "ability": self.ability, "player": self.player}


@dataclass
class Board:
    seed: int
    state: dict[str, Any]
    questions: list[Question]
    subject: str  # the card name asked about


# ----- the card pool ---------------------------------------------------------------------------

def features(card: CardDef) -> set[str]:
    """What makes casting or activating ``card`` structured (the draw's weights)."""
    out: set[str] = set()
    faces = card.castable_faces or (card,)
    for f in faces:
        out |= _face_features(f)
    if card.faces:
        out.add("faces")
    return out


def _face_features(f: CardDef) -> set[str]:
    out: set[str] = set()
    named = {"additional": f.additional_costs, "alternative": f.alternative_costs, "optional": f.optional_costs,
             "targets": f.targets, "modes": f.modes, "cost_modifiers": f.cost_modifiers,
             "self_reduction": f.self_reductions, "division": f.division,
             "per_target": f.per_extra_target or f.per_extra_target_colors,
             "target_costs": f.target_costs,
             "mana_abilities": f.mana_abilities, "bands": f.bands}
    out |= {k for k, v in named.items() if v}
    # "pay X life", "discard X cards" (costs12c): X announced without {X} in the mana cost
    if any(p.per_x for p in (*f.additional_costs, *(q for a in f.alternative_costs for q in a.parts))):
        out |= {"x", "x_part"}
    if len(f.optional_costs) > 1:
        out.add("two_optional")  # "Kicker {1}{G} and/or {2}{U}" (702.33d)
    if any(isinstance(a, ActivatedAbility) for a in f.activated_abilities):
        out.add("activated")
    if f.mana_cost is not None:
        syms = f.mana_cost.symbols
        out |= {"x"} if any(s.is_x for s in syms) else set()
        out |= {"hybrid"} if any(s.is_hybrid for s in syms) else set()
        out |= {"phyrexian"} if any(s.is_phyrexian for s in syms) else set()
    out |= {k.lower() for k in f.keywords} & {"convoke", "delve", "improvise", "affinity", "flash"}
    out |= {"spent"} if f.spent_matters else set()
    return out


def understood(card: CardDef) -> bool:
    return card.unsupported is None and all(f.unsupported is None for f in card.faces)


class CardPool:
    """The understood cards of a card file, read lazily by the project's :class:`CardTable`."""

    def __init__(self, path: str | Path = DEFAULT_CARDS) -> None:
        self.path = Path(path)
        records = list(iter_records(self.path))
        self.table = CardTable(records, where=str(self.path))
        self._by_name: dict[str, dict[str, Any]] = {}
        self._groups: dict[str, list[dict[str, Any]]] = {}
        for rec in records:
            self._by_name.setdefault(rec["name"], rec)
            whole = rec.get("card_name")
            if isinstance(whole, str) and " // " in whole and whole != rec["name"]:
                self._groups.setdefault(whole, []).append(rec)
        # a melded card's joined name ("A ; B // Melded") is no name a state can use: its face is
        self.names = sorted(n for n in self.table if " ; " not in n)
        text = {n: self._text(n) for n in self.names}
        self.sources = [n for n in self.names if "add {" in text[n] or "add one mana" in text[n]
                        or "add an amount" in text[n] or "add two mana" in text[n] or "add three mana" in text[n]]
        self.permanents = [n for n in self.names if any(t in self._type(n) for t in PERMANENT_TYPES)]
        self.creatures = [n for n in self.permanents if "Creature" in self._type(n)]
        #: legendary creatures: commanders (903.3)
        self.legends = [n for n in self.creatures if "Legendary" in self._type(n) and " // " not in n]
        self.spells = [n for n in self.names if self._type(n) and "Land" not in self._type(n)]
        # 202.3b-c: transformed and melded permanents (back faces without a mana cost), and
        # spells whose targets look at mana value ("mana value 3 or less": Smother)
        self.back_faces = [n for n in self.creatures if self._is_back_face(n)]
        self.mana_value_spells = [n for n in self.spells if "target" in text[n] and "mana value" in text[n]]
        # issue 10 item 10: cards that look at the mana spent to cast them (adamant, converge...)
        self.spent_spells = [n for n in self.spells if "spent to cast" in text[n] or "sunburst" in text[n]]
        # issue 13: cards cast from exile by a permission (madness, foretell, plot, suspend, adventure)
        self.permission_cards = [n for n in self.spells if any(w in text[n] for w in (
            "madness {", "foretell {", "plot {", "suspend ", "adventure",
            # permits13b: escape, retrace, jump-start, aftermath (the graveyard), warp (then exile)
            "escape—", "retrace", "jump-start", "aftermath", "warp {", "warp—",
            "disturb {", "miracle {", "mayhem {"))]  # cast13: disturb, the back face from the graveyard; quick13b: miracle
        # cast13: cards cast as another spell: bestowed (an Aura, 702.103b), fused (both halves, 702.102)
        self.other_spell_cards = [n for n in self.spells if "bestow {" in text[n] or "\nfuse (" in text[n]
                                  or text[n].startswith("fuse (")]
        # issue 12: spells whose own cost depends on their targets, and permanents changing the
        # cost of spells by their targets or by whose turn it is (Accursed Witch, Defense Grid)
        self.target_cost_spells = [n for n in self.spells if "if it targets" in text[n] or "for each target." in text[n]
                                   or "spells this turn, you may" in text[n]]
        # cost13b: the spell's own reductions counted from the state (graveyard cards, party,
        # attacking creatures, "if you control a ...", "if you've cast another spell this turn")
        # std13e: "... {X} less to cast, where X is the total power of creatures you control" etc.
        self.self_count_spells = [n for n in self.spells if "less to cast if you" in text[n]
                                  or "less to cast, where x is" in text[n]
                                  or ("less to cast for each" in text[n] and (
                                      "graveyard" in text[n] or "party" in text[n] or "attacking" in text[n] or "among" in text[n]
                                      or "opponent" in text[n] or "snow land" in text[n]))]
        self.cost_changers = [n for n in self.permanents if "cost" in text[n] and (
            "that target" in text[n] or "it targets" in text[n] or "except during" in text[n]
            or "in a cost, you may pay 2 life" in text[n])]  # K'rrik (costs12c)
        # issue 10: mana abilities that work from the hand (Spirit Guides, 113.6k) and repeatable
        # ones (Orochi Leafcaller, 605.1a), read lazily when a board first wants one
        self._mana_kinds: tuple[list[str], list[str]] | None = None
        self._source_text = {n: text[n] for n in self.sources}
        self._restricted: list[str] | None = None
        # issue 12: permanents granting a keyword to the spells their controller casts (Chief
        # Engineer's convoke, Inspiring Statuary's improvise, Teval's delve, Herigast's emerge)
        self.spell_granters = [n for n in self.permanents if ("spells you cast have" in text[n]
                                                              or "spell you cast has" in text[n])
                               and (c := self.get(n)) is not None and c.spell_grants]
        self._counted: list[str] | None = None
        self._repeats: list[str] | None = None
        self._once: list[str] | None = None
        self._life: list[str] | None = None
        self._storage_x: list[str] | None = None
        # issue 12: spells with their own rule on the mana spent (Myr Superion, Hogaak, 106.6)
        self.spend_rule_spells = [n for n in self.spells if ("spend only mana produced by" in text[n]
                                                             or "can't spend mana to cast" in text[n])
                                  and (c := self.get(n)) is not None and (c.mana_only_from or c.no_mana_spent)]
        # issue 13 (mech13b): cost keyword mechanics (bargain: an optional sacrifice of an
        # artifact, enchantment or token)
        self.mech13b_spells = [n for n in self.spells if "bargain (" in text[n]]
        # issue 13 (std13c): an optional waterbend cost (701.67: artifacts and creatures tapped
        # for {1} each of it)
        self.waterbend_spells = [n for n in self.spells if "you may waterbend {" in text[n]]
        # kw14: harmonize (702.180a), conspire (702.78a), forecast (702.57a) and cycling {X} cards
        self.kw14_spells = [n for n in self.spells if "\nharmonize {" in text[n] or "\nconspire (" in text[n]
                            or "forecast — " in text[n] or "\ncycling {x}" in text[n]]
        # spell13: modes the graveyard or a paid cost decides (700.2), targets an optional cost
        # adds or replaces (gift, kicker, bargain riders: 601.2c)
        self.spell13_spells = [n for n in self.spells if "choose one or more instead" in text[n]
                               or "choose both instead" in text[n] or "gift was promised, " in text[n]
                               or "was kicked, instead" in text[n] or "was bargained, target" in text[n]]
        # alt13b: colored Strive (601.2f) and "If you control a commander" (118.9, 700.2)
        self.alt13b_spells = [n for n in self.spells if "for each target beyond the first" in text[n]
                              or "if you control a commander" in text[n]]
        # issue 13 (blight13): "you may blight N" (an optional cost: -1/-1 counters on a creature
        # you control, chosen while paying)
        # perm13: casting prohibitions, the second spell's reduction, flash granted to spells,
        # activated abilities prohibited (drawn by _perm13), and subjects with a flash tax or a
        # conditional flash of their own
        self.perm13_permanents = [n for n in self.permanents if any(w in text[n] for w in (
            "can't cast", "the second spell you cast", "as though they had flash", "can't be activated"))]
        self.flash_tax_spells = [n for n in self.spells if "as though it had flash" in text[n]]
        self.blight_spells = [n for n in self.spells if "you may blight" in text[n] and (c := self.get(n)) is not None
                              and c.unsupported is None and any(o.name == "blight" for o in c.optional_costs)]
        # issue 13 (addcost13): an additional cost that is a choice ("sacrifice a creature or pay
        # {3}"), or that reveals a card from the hand, beholds a permanent or card, or returns a permanent
        self.addcost_spells = [n for n in self.spells if "as an additional cost" in text[n]
                               and (c := self.get(n)) is not None and c.unsupported is None
                               and (any(o.one_of for o in c.optional_costs) or any(
                                   p.action in ("reveal", "behold", "behold_exile", "return_to_hand", "exile_yours", "blight")
                                   for p in (*c.additional_costs, *(q for o in c.optional_costs for q in o.parts))))]

    def mana_kinds(self) -> tuple[list[str], list[str]]:
        """The understood cards with a mana ability that works from the hand, and those with a
        repeatable mana ability on a permanent."""
        if self._mana_kinds is None:
            hand, repeat = [], []
            for n in self.sources:
                t = self._source_text[n]
                if "from your hand: add" not in t and not any(f"{{{c}}}: add" in t for c in "wubrgc12"):
                    continue
                card = self.get(n)
                if card is None:
                    continue
                if any(a.zone == "hand" for a in card.mana_abilities):
                    hand.append(n)
                if any(a.repeatable for a in card.mana_abilities) and card.is_permanent_card:
                    repeat.append(n)
            self._mana_kinds = (hand, repeat)
        return self._mana_kinds

    def restricted_sources(self) -> list[str]:
        """Issue 12: understood permanents whose mana is restricted (106.6, "Spend this mana
        only ..."), whose mana ability has an activation condition ("Activate only if you
        control ..."), or whose ability adds mana but is no mana ability (605.1a: a target, a
        loyalty cost, a draw: Deathrite Shaman, Chromatic Sphere)."""
        if self._restricted is None:
            out = []
            for n in self.sources:
                t = self._source_text[n]
                if "spend this mana only" not in t and "activate only if you control" not in t \
                        and not ("add" in t and ("target" in t or "draw a card" in t)):
                    continue
                card = self.get(n)
                if card is None or not card.is_permanent_card:
                    continue
                if any(a.restriction or a.activate_if for a in card.mana_abilities) or any(
                        "Add " in a.text for a in card.activated_abilities if not hasattr(a, "produces")):
                    out.append(n)
            self._restricted = out
        return self._restricted

    def counter_sources(self) -> list[str]:
        """Issue 12: understood permanents whose mana ability removes counters as its cost
        (118.3: Vivid lands, depletion lands, Channeler Initiate) or adds two mana of different
        colors / N mana in any combination (106.1a: Firemind Vessel, Cascading Cataracts)."""
        if self._counted is None:
            out = []
            for n in self.sources:
                t = self._source_text[n]
                if "counters from" not in t and "counter from" not in t and "different colors" not in t \
                        and "any combination" not in t:
                    continue
                card = self.get(n)
                if card is not None and card.is_permanent_card and any(
                        (a.remove_counters and not a.counter_bounded and not a.counter_x) or 10 <= len(a.produces) <= 35
                        for a in card.mana_abilities):
                    out.append(n)
            self._counted = out
        return self._counted

    def counter_repeat_sources(self) -> list[str]:
        """Issue 12 (counters12b): understood permanents with a mana ability whose cost only
        removes counters, repeated once per counter group (118.3: Pentad Prism, Morselhoarder,
        Runaway Steam-Kin)."""
        if self._repeats is None:
            out = []
            for n in self.sources:
                if "counter from" not in self._source_text[n] and "counters from" not in self._source_text[n]:
                    continue
                card = self.get(n)
                if card is not None and card.is_permanent_card and any(a.counter_bounded and not a.any_player
                                                                       for a in card.mana_abilities):
                    out.append(n)
            self._repeats = out
        return self._repeats

    def storage_x_sources(self) -> list[str]:
        """Issue 12 (pools12): understood permanents with a mana ability "{1}, Remove X storage
        counters from ~: Add X mana in any combination of {W} and/or {U}" (107.3: Calciform
        Pools, Petalmane Baku), repeated with its own X each time (``ManaAbility.counter_x``)."""
        if self._storage_x is None:
            self._storage_x = [n for n in self.sources if "remove x" in self._source_text[n]
                               and (c := self.get(n)) is not None and c.is_permanent_card
                               and any(a.counter_x for a in c.mana_abilities)]
        return self._storage_x

    def once_sources(self) -> list[str]:
        """Issue 12 (mana12): understood permanents with a mana ability that says "Activate only
        once each turn." (602.5b: Mana Bloom, the Devotees, Barrels of Blasting Jelly)."""
        if self._once is None:
            self._once = [n for n in self.sources if "once each turn" in self._source_text[n]
                          and (c := self.get(n)) is not None and c.is_permanent_card
                          and any(a.once_per_turn for a in c.mana_abilities)]
        return self._once

    def life_sources(self) -> list[str]:
        """Issue 13 (lifemana13): understood permanents with a mana ability whose cost pays life
        ("{T}, Pay 1 life: Add one mana of any color.": Mana Confluence, 119.4)."""
        if self._life is None:
            self._life = [n for n in self.sources if "pay " in self._source_text[n]
                          and (c := self.get(n)) is not None and c.is_permanent_card
                          and any(a.life for a in c.mana_abilities)]
        return self._life

    def _text(self, name: str) -> str:
        recs = self._records(name)
        return " ".join(str(r.get("oracle_text") or "") for r in recs).lower()

    def _type(self, name: str) -> str:
        return " ".join(str(r.get("type_line") or "") for r in self._records(name))

    def _is_back_face(self, name: str) -> bool:
        rec = self._by_name.get(name) or {}
        whole = rec.get("card_name")
        return (isinstance(whole, str) and " // " not in name and whole.split(" // ")[-1] == name != whole
                and not rec.get("mana_cost"))

    def _records(self, name: str) -> list[dict[str, Any]]:
        if name in self._groups:
            return self._groups[name]
        rec = self._by_name.get(name)
        return [rec] if rec is not None else []

    def get(self, name: str) -> CardDef | None:
        """The understood card of that name, else None (unread, or a malformed record)."""
        try:
            card = self.table[name]
        except (InputError, KeyError):
            return None
        return card if understood(card) else None

    def record(self, name: str) -> dict[str, Any]:
        """The state-format ``cards`` entry that defines ``name`` as the pool does: the data's
        face record, or a multi-face card's faces under ``card_faces``."""
        card = self.table[name]
        keep = ("name", "mana_cost", "type_line", "oracle_text", "colors", "keywords", "power", "toughness",
                "loyalty", "layout")
        whole = name if name in self._groups else self._by_name[name].get("card_name")
        if (card.faces or whole != name) and isinstance(whole, str) and whole in self._groups:
            # a back face too, so that it is that face of its card (202.3b: its front's mana value)
            members = [f for f in self._groups[whole] if f["name"] in whole.split(" // ")]
            faces = [{k: f[k] for k in keep if k in f} for f in members]
            if " ; " in whole:  # a melded card, its fronts not in the state: its mana value (202.3c)
                faces = [{**f, "mana_value": self.table[f["name"]].mana_value} for f in faces]
            return {"name": whole, "card_faces": faces}
        rec = self._by_name[name]
        return {k: rec[k] for k in keep if k in rec}

    def draw(self, rng: random.Random, names: list[str], accept: Any = None, tries: int = 400) -> str | None:
        """A random understood card of ``names`` that ``accept`` (a predicate on CardDef) takes."""
        for _ in range(tries):
            name = rng.choice(names)
            card = self.get(name)
            if card is not None and (accept is None or accept(card)):
                return name
        return None

    def draw_subject(self, rng: random.Random) -> str:
        """The card asked about: any understood card, weighted by :func:`features` (a card with
        k features is kept with probability (1 + 2k) / 15)."""
        if self.spent_spells and rng.random() < 0.06:
            name = self.draw(rng, self.spent_spells, lambda c: _askable(c) and _spent_matters(c))
            if name is not None:
                return name
        if self.permission_cards and rng.random() < 0.15:
            name = self.draw(rng, self.permission_cards, lambda c: _askable(c) and _by_permission(c))
            if name is not None:
                return name
        if self.other_spell_cards and rng.random() < 0.05:
            name = self.draw(rng, self.other_spell_cards, lambda c: _askable(c) and (any(
                a.bestow for a in c.alternative_costs) or any(f.fused for f in c.castable_faces)))
            if name is not None:
                return name
        if self.target_cost_spells and rng.random() < 0.05:
            name = self.draw(rng, self.target_cost_spells, lambda c: _askable(c) and (bool(c.target_costs) or any(
                a.opponent_spells for a in c.alternative_costs)))
            if name is not None:
                return name
        while True:
            name = self.draw(rng, self.names, lambda c: _askable(c))
            if name is None:
                continue
            card = self.table[name]
            if rng.random() * 15 < 1 + 2 * min(7, len(features(card))):
                return name


def _askable(card: CardDef) -> bool:
    """Something can be asked about it: a face with a mana cost or an alternative cost, or an
    activated ability."""
    faces = card.castable_faces or (card,)
    return any(f.mana_cost is not None or f.alternative_costs for f in faces) or bool(card.activated_abilities)


def _by_permission(card: CardDef) -> bool:
    """Cast from exile or a graveyard by a casting permission: madness, foretell, plot, suspend,
    adventure, warp; escape, retrace, jump-start, aftermath."""
    faces = card.castable_faces or (card,)
    return card.layout == "adventure" or any(a.permission or a.zone == "graveyard" or a.name == "warp"
                                             for f in faces for a in f.alternative_costs)


def _spent_matters(card: CardDef) -> bool:
    return any(f.spent_matters for f in (card.castable_faces or (card,)))


def _mixed_source(card: CardDef) -> bool:
    """A mana source that can make two colors or more (a shock land, Birds): which color it made
    is part of an option of a card that looks at the mana spent."""
    colors = {c for a in card.mana_abilities for alt in a.produces for c in alt if c in BASIC_OF}
    return _mana_source_ok(card) and len(colors) >= 2


def _mana_source_ok(card: CardDef) -> bool:
    """A mana source that keeps the board small: some mana ability, and a "for each" count
    (Gaea's Cradle, devotion) only on small boards (they stay small here)."""
    return bool(card.mana_abilities) and any(t in card.types for t in PERMANENT_TYPES)


# ----- boards ----------------------------------------------------------------------------------

def _self_count_subject(rng: random.Random, pool: CardPool) -> str | None:
    """cost13b: sometimes a spell whose own reduction is counted from the state (graveyard
    cards, party, attacking creatures, "if you control a ...", domain ...). Its own seeded
    stream, so the other boards stay as they were."""
    if not pool.self_count_spells or rng.random() >= 0.04:
        return None
    return pool.draw(rng, pool.self_count_spells, lambda c: _askable(c) and any(
        r.measure != "count" for r in c.self_reductions))


def generate(pool: CardPool, seed: int) -> Board:
    """One board and its questions, a pure function of ``seed``."""
    rng = random.Random(seed)
    spend = random.Random(f"spend {seed}")  # issue 12: its own stream, other boards unchanged
    subject = (spend.choice(pool.spend_rule_spells) if pool.spend_rule_spells and spend.random() < 0.03
               else _self_count_subject(random.Random(f"self count {seed}"), pool) or pool.draw_subject(rng))
    mech = random.Random(f"mech13b {seed}")  # its own stream: other boards unchanged
    if pool.mech13b_spells and mech.random() < 0.03:
        subject = mech.choice(pool.mech13b_spells)
    bend = random.Random(f"waterbend {seed}")  # its own stream: other boards unchanged
    if pool.waterbend_spells and bend.random() < 0.03:
        subject = bend.choice(pool.waterbend_spells)
    kw14 = random.Random(f"kw14 {seed}")  # its own stream: other boards unchanged
    if pool.kw14_spells and kw14.random() < 0.05:
        subject = pool.draw(kw14, pool.kw14_spells, _askable) or subject
    alt = random.Random(f"alt13b {seed}")  # its own stream: other boards unchanged
    if pool.alt13b_spells and alt.random() < 0.03:
        subject = pool.draw(alt, pool.alt13b_spells, _askable) or subject
    blight = random.Random(f"blight13 {seed}")  # its own stream: other boards unchanged
    if pool.blight_spells and blight.random() < 0.03:
        subject = blight.choice(pool.blight_spells)
    spell13 = random.Random(f"spell13 {seed}")  # its own stream: other boards unchanged
    if pool.spell13_spells and spell13.random() < 0.03:
        subject = pool.draw(spell13, pool.spell13_spells, _askable) or subject
    addcost = random.Random(f"addcost13 {seed}")  # its own stream: other boards unchanged
    if pool.addcost_spells and addcost.random() < 0.05:
        subject = addcost.choice(pool.addcost_spells)
    taxed = random.Random(f"perm13 subject {seed}")  # its own stream: other boards unchanged
    if pool.flash_tax_spells and taxed.random() < 0.03:
        subject = pool.draw(taxed, pool.flash_tax_spells, lambda c: _askable(c) and (
            c.flash_tax > 0 or c.flash_if is not None)) or subject
    card = pool.table[subject]
    used: set[str] = {subject}
    zone, questions = _questions(rng, card)
    me = _me(rng, pool, used, card)
    opp = _opponent(rng, pool, used)
    q: dict[str, Any] = {"card": subject, "id": SUBJECT}
    if zone == "battlefield":
        _decorate(rng, card, q, mine=True)
        me["battlefield"].insert(rng.randint(0, len(me["battlefield"])), q)
    else:
        me[zone].insert(rng.randint(0, len(me[zone])), q)
    _cost_changer(random.Random(f"cost changer {seed}"), pool, used, me, opp)
    _spell_granter(random.Random(f"spell granter {seed}"), pool, used, me)
    _life_lost(random.Random(f"life lost {seed}"), me, opp)
    state: dict[str, Any] = {"format": "castable-state/1", "turn": _turn(rng), "players": [me, opp]}
    stack = _stack(rng, pool, used, card)
    if stack:
        state["stack"] = stack
    _grant_players(rng, state["players"])
    if zone in ("graveyard", "exile"):
        _permission_facts(random.Random(f"permission {seed}"), card, state, q)
    elif zone == "hand":
        _miracle_fact(random.Random(f"miracle {seed}"), card, state)
    _faces(random.Random(f"faces {seed}"), pool, state, used, questions)
    _mana_kinds(random.Random(f"mana {seed}"), pool, me, used)
    _mana_effects(random.Random(f"manafx {seed}"), pool, me, used)
    _permanent_granter(random.Random(f"permgrants {seed}"), pool, me, used)
    _counter_repeats(random.Random(f"counter repeats {seed}"), pool, me, used)
    _grant13b(random.Random(f"grant13b {seed}"), pool, me, used)
    _static13c(random.Random(f"static13c {seed}"), pool, me, used)
    _once_each_turn(random.Random(f"once each turn {seed}"), pool, me, used)
    _storage_x(random.Random(f"storage x {seed}"), pool, me, used)
    _mana_cache(random.Random(f"mana cache {seed}"), pool, state, used)
    _life_sources(random.Random(f"life mana {seed}"), pool, me, used)
    _commander(random.Random(f"commander {seed}"), pool, state, used, questions)
    _combat(random.Random(f"combat {seed}"), pool, state, card)
    _land_types(random.Random(f"land types {seed}"), pool, *state["players"], used)  # after: it trims battlefields
    _leyline(random.Random(f"leyline {seed}"), pool, state, used)
    _mech13b(mech, card, me)
    _static13b(random.Random(f"static13b {seed}"), pool, state["players"][0], used)
    _std13b(random.Random(f"std13b {seed}"), pool, state["players"][0], used)
    _grant13c(random.Random(f"grant13c {seed}"), pool, state["players"], used)
    _spell13_graveyard(spell13, pool, me, used, card)
    _perm13(random.Random(f"perm13 {seed}"), pool, state["players"], used)
    state["cards"] = [pool.record(n) for n in sorted(used) if n not in _BUILTIN_ONLY]
    if rng.random() < 0.25:
        questions.append(Question("mana", None, None))
    return Board(seed, state, _answerable(state, questions), subject)


def _answerable(state: dict[str, Any], questions: list[Question]) -> list[Question]:
    """The questions about abilities the subject still has once the state is resolved: a land
    type change (305.7: Zhao, Blood Moon, drawn after the questions) takes a nonbasic land's
    own abilities away, so its ability K may no longer exist."""
    from castable.model import GameState
    try:
        obj = GameState.from_json(state).object(SUBJECT)
    except InputError:
        return questions
    if obj is None:
        return questions
    n = len(obj.card.activated_abilities)
    return [q for q in questions if q.command != "activate" or q.ability is None or q.ability < n]


#: 506.1: the steps of the combat phase with attacking creatures (declare attackers on), and
#: those after blockers are declared, when an attacker is blocked or unblocked (509.1h)
_COMBAT_STEPS = ("declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
_AFTER_BLOCKERS = ("declare_blockers", "combat_damage", "end_of_combat")


def _returns_unblocked(card: CardDef) -> bool:
    """Ninjutsu (702.49a) or sneak: a cost that returns an unblocked attacker."""
    parts = [p for a in (*card.activated_abilities, *card.alternative_costs) for p in getattr(a, "parts", ())]
    return any(p.action == "return_unblocked" for p in parts)


def _combat(rng: random.Random, pool: CardPool, state: dict[str, Any], card: CardDef) -> None:
    """Combat boards (issue 13, ninjutsu / sneak): for a subject with a cost returning an
    unblocked attacker, most boards are put in a combat step of its owner's turn; on every
    board in a combat step, some of the active player's creatures attack (tapped, unless they
    stay untapped as if with vigilance) and, after blockers are declared, some are blocked."""
    turn = state["turn"]
    if _returns_unblocked(card) and rng.random() < 0.7:
        turn.update(active_player=ME, phase=rng.choice(_COMBAT_STEPS), priority=ME)
    if turn["phase"] not in _COMBAT_STEPS:
        return
    active = next(p for p in state["players"] if p["name"] == turn["active_player"])
    for obj in active["battlefield"]:
        c = pool.get(obj["card"]) if isinstance(obj, dict) else None
        if c is None or "Creature" not in c.types or obj.get("face_down") or rng.random() < 0.4:
            continue
        obj["attacking"] = True
        obj["tapped"] = rng.random() < 0.8
        if turn["phase"] in _AFTER_BLOCKERS and rng.random() < 0.4:
            obj["blocked"] = True



def _life_lost(rng: random.Random, me: dict[str, Any], opp: dict[str, Any]) -> None:
    """Sometimes the life a player lost this turn (119.3; spectacle's condition, 702.137a, reads
    the opponents'). Its own seeded stream, so the other draws of a seed stay as they were."""
    for side in (opp, me):
        if rng.random() < 0.3:
            side["life_lost_this_turn"] = rng.choice([1, 2, 5])


def _cost_changer(rng: random.Random, pool: CardPool, used: set[str], me: dict[str, Any], opp: dict[str, Any]) -> None:
    """Sometimes a permanent whose cost change depends on the targets or the turn (issue 12:
    Accursed Witch, Battlefield Thaumaturge, Defense Grid), on either side. Its own seeded
    stream, so the other draws of a seed stay as they were. Also how many spells the opponent
    cast this turn (Mindbreak Trap's condition, 118.9)."""
    if rng.random() < 0.2:
        opp["spells_cast_this_turn"] = rng.choice([1, 2, 3, 4])
    if not pool.cost_changers or rng.random() >= 0.15:
        return
    name = pool.draw(rng, pool.cost_changers, lambda c: c.black_as_life or any(
        m.targets_source or m.per_target or m.off_turn_only or m.targeting is not None for m in c.cost_modifiers))
    side = me if rng.random() < 0.5 else opp
    if name is not None and len(side["battlefield"]) < MAX_SIDE - 1:
        side["battlefield"].append(_permanent(rng, pool, name, used, mine=side is me))


def _spell_granter(rng: random.Random, pool: CardPool, used: set[str], me: dict[str, Any]) -> None:
    """Sometimes a permanent of mine granting a keyword to the spells I cast (issue 12:
    convoke, improvise, delve, emerge; ``castable.model.grants``). Its own seeded stream."""
    if not pool.spell_granters or rng.random() >= 0.12 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    name = rng.choice(pool.spell_granters)
    me["battlefield"].append(_permanent(rng, pool, name, used, mine=True))


#: built-in cards used that the shared data doesn't have (tokens)
_BUILTIN_ONLY = {"Treasure"}


def _questions(rng: random.Random, card: CardDef) -> tuple[str, list[Question]]:
    """Where the card is, and what is asked about it."""
    abilities = card.activated_abilities
    castable = any(f.mana_cost is not None or f.alternative_costs for f in (card.castable_faces or (card,)))
    zones_with = {getattr(a, "zone", "battlefield") for a in abilities}
    on_battlefield_ok = card.is_permanent_card or bool(card.faces and any(f.is_permanent_card for f in card.faces))
    if "battlefield" in zones_with and not on_battlefield_ok:
        zones_with.discard("battlefield")
    if zones_with and (not castable or rng.random() < 0.5):
        zone = rng.choice(sorted(zones_with))
        ks = [k for k, a in enumerate(abilities) if getattr(a, "zone", "battlefield") == zone]
        qs = [Question("activate", SUBJECT, k) for k in ks]
        if zone != "battlefield" and castable:
            qs.append(Question("cast", SUBJECT, None))
        return zone, qs
    alt_zones = {a.zone for f in (card.castable_faces or (card,)) for a in f.alternative_costs} - {"hand"}
    if card.layout == "adventure":  # 715.4: on an adventure, its creature is cast from exile
        alt_zones.add("exile")
    if any(a.name == "warp" for a in card.alternative_costs):  # 702.185a: a warped card, exiled
        alt_zones.add("exile")
    r = rng.random()
    if alt_zones and r < 0.5:
        zone = rng.choice(sorted(alt_zones))
    else:
        zone = "hand" if r < 0.88 else rng.choice(["graveyard", "exile"])
    qs = [Question("cast", SUBJECT, None)]
    qs += [Question("activate", SUBJECT, k) for k, a in enumerate(abilities) if getattr(a, "zone", "battlefield") == zone]
    return zone, qs


def _permission_facts(rng: random.Random, card: CardDef, state: dict[str, Any], q: dict[str, Any]) -> None:
    """The state facts of casting permissions (docs/state-format.md) for the card ``q`` in a
    graveyard or exile: its madness or suspend trigger resolving (the top of the stack, nobody
    holding priority; sometimes held, or controlled by the other player), time counters, and a
    ``permission`` (foretold, plotted, on an adventure, an effect's, sometimes this turn's or
    bob's), each often right and sometimes just wrong."""
    kinds = {a.permission for f in (card.castable_faces or (card,)) for a in f.alternative_costs}
    exiled = q in state["players"][0]["exile"]
    resolving = sorted(k for k in kinds if k in ("madness", "suspend"))
    if exiled and resolving and rng.random() < 0.7:
        kind = rng.choice(resolving)
        trigger = {"ability_of": SUBJECT, "controller": ME if rng.random() < 0.85 else OPP,
                   "trigger": f"{kind.capitalize()} — {card.name} may be cast" if rng.random() < 0.9 else "Echo"}
        state.setdefault("stack", []).append(trigger)
        if rng.random() < 0.8:
            state["turn"]["priority"] = None
    if exiled and "suspend" in kinds and rng.random() < 0.4:
        q["counters"] = {"time": rng.choice([0, 1, 2])}
    choices = sorted(k for k in kinds if k in ("foretell", "plot")) if exiled else []
    if exiled and card.layout == "adventure":
        choices.append("adventure")
    if "mayhem" in kinds and q in state["players"][0]["graveyard"]:
        choices.append("mayhem")  # std13a: 702.187a, discarded this turn
    if exiled and any(a.name == "warp" for a in card.alternative_costs):
        choices.append("warp")
    if rng.random() < 0.3:
        choices.append("effect")
    if not choices or rng.random() < 0.2:
        return
    perm: dict[str, Any] = {"kind": rng.choice(choices)}
    if perm["kind"] in ("foretell", "plot", "warp") and rng.random() < 0.25:
        perm["this_turn"] = True
    if perm["kind"] == "effect" and rng.random() < 0.2:
        perm["player"] = OPP
    q["permission"] = perm


def _miracle_fact(rng: random.Random, card: CardDef, state: dict[str, Any]) -> None:
    """702.94a: a miracle card in the hand, often with its miracle trigger resolving (the top of
    the stack, nobody holding priority; sometimes held, or the other player's, or another text)."""
    if not any(a.permission == "miracle" for a in card.alternative_costs) or rng.random() < 0.3:
        return
    trigger = {"ability_of": SUBJECT, "controller": ME if rng.random() < 0.85 else OPP,
               "trigger": f"Miracle — {card.name} may be cast" if rng.random() < 0.9 else "Echo"}
    state.setdefault("stack", []).append(trigger)
    if rng.random() < 0.8:
        state["turn"]["priority"] = None


def _mana_kinds(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Issue 10: sometimes a card in hand whose mana ability works from there (a Spirit Guide)
    and a permanent with a repeatable mana ability (Orochi Leafcaller), within the board's size."""
    hand, repeat = pool.mana_kinds()
    if hand and rng.random() < 0.15:
        name = rng.choice(hand)
        used.add(name)
        me["hand"].insert(rng.randint(0, len(me["hand"])), name)
    if repeat and rng.random() < 0.15 and len(me["battlefield"]) < MAX_SIDE - 1:
        name = rng.choice(repeat)
        me["battlefield"].append(_permanent(rng, pool, name, used, mine=True))
    counted = pool.counter_sources()
    if counted and rng.random() < 0.25 and len(me["battlefield"]) < MAX_SIDE - 1:
        name = rng.choice(counted)
        me["battlefield"].append(_permanent(rng, pool, name, used, mine=True))
    restricted = pool.restricted_sources()
    if restricted and rng.random() < 0.3 and len(me["battlefield"]) < MAX_SIDE - 1:
        name = rng.choice(restricted)
        me["battlefield"].append(_permanent(rng, pool, name, used, mine=True))


def _counter_repeats(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Issue 12 (counters12b): now and then a permanent whose mana ability's cost only removes
    counters (Pentad Prism), with 0 to 2 activations' worth of them plus one (118.3: enough
    or not), on its own random stream (other boards unchanged)."""
    names = pool.counter_repeat_sources()
    if not names or rng.random() >= 0.2 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    name = rng.choice(names)
    obj = _permanent(rng, pool, name, used, mine=True)
    card = pool.get(name)
    assert card is not None
    ab = next(a for a in card.mana_abilities if a.counter_bounded)
    assert ab.remove_counters is not None
    obj["counters"] = {**obj.get("counters", {}), ab.remove_counters: rng.randint(0, 2 * ab.remove_amount + 1)}
    me["battlefield"].append(obj)


def _storage_x(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Issue 12 (pools12): now and then one permanent whose mana ability pays {1} and removes
    its own X counters each time (Calciform Pools, 107.3), with 0 to 2 of them, tapped or not
    (its {T} ability then can't pay the {1}), on its own random stream. One, with few
    counters: two such lands with three counters each make listings that don't finish in a
    minute (every split of the counters between activations is a solution)."""
    names = pool.storage_x_sources()
    if not names or rng.random() >= 0.1:
        return
    for _ in range(1):
        if len(me["battlefield"]) >= MAX_SIDE - 1:
            return
        name = rng.choice(names)
        obj = _permanent(rng, pool, name, used, mine=True)
        card = pool.get(name)
        assert card is not None
        ab = next(a for a in card.mana_abilities if a.counter_x)
        assert ab.remove_counters is not None
        obj["counters"] = {**obj.get("counters", {}), ab.remove_counters: rng.randint(0, 2)}
        me["battlefield"].append(obj)


def _once_each_turn(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Issue 12 (mana12): now and then a permanent with a mana ability activated only once each
    turn (602.5b), already activated this turn or not, with 0 to 2 activations' worth of the
    counters its cost removes (Mana Bloom), on its own random stream (other boards unchanged)."""
    names = pool.once_sources()
    if not names or rng.random() >= 0.2 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    name = rng.choice(names)
    obj = _permanent(rng, pool, name, used, mine=True)
    card = pool.get(name)
    assert card is not None
    k, ab = next((k, a) for k, a in enumerate(card.activated_abilities)
                 if isinstance(a, ManaAbility) and a.once_per_turn)
    if ab.remove_counters is not None:
        obj["counters"] = {**obj.get("counters", {}), ab.remove_counters: rng.randint(0, 2 * ab.remove_amount)}
    obj["activations_this_turn"] = {str(k): rng.choice((0, 0, 1))}
    me["battlefield"].append(obj)


def _life_sources(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Issue 13 (lifemana13): now and then one or two permanents whose mana ability pays life
    (119.4), with a low life total half the time so that the life runs out (shared with the
    spell's Phyrexian and "pay N life" costs), on its own random stream."""
    names = pool.life_sources()
    if not names or rng.random() >= 0.15:
        return
    for _ in range(rng.randint(1, 2)):
        if len(me["battlefield"]) >= MAX_SIDE - 1:
            return
        me["battlefield"].append(_permanent(rng, pool, rng.choice(names), used, mine=True))
    if rng.random() < 0.5:
        me["life"] = rng.randint(0, 3)


def _mana_cache(rng: random.Random, pool: CardPool, state: dict[str, Any], used: set[str]) -> None:
    """Issue 12 (cache12): now and then Mana Cache ("Any player may activate this ability but
    only during their turn before the end step", 602.2) with 0 to 3 charge counters, on the
    active player's side (its controller's mana on their own turn, none from the end step on),
    or on the other side (the active player's mana source there, cache12b), on its own random
    stream."""
    if pool.get("Mana Cache") is None or rng.random() >= 0.1:
        return
    turn = state["turn"]
    own = rng.random() < 0.5
    side = next(p for p in state["players"] if (p["name"] == turn["active_player"]) == own)
    if len(side["battlefield"]) >= MAX_SIDE - 1:
        return
    obj = _permanent(rng, pool, "Mana Cache", used, mine=side["name"] == ME)
    charge = rng.randint(0, 3)
    counters = {k: v for k, v in obj.get("counters", {}).items() if k != "charge"}
    obj["counters"] = {**counters, "charge": charge} if charge else counters
    side["battlefield"].append(obj)


#: issue 12 (manafx12): triggered mana abilities (605.1b) and replacement effects on mana (614)
MANA_EFFECTS = ["Wild Growth", "Utopia Sprawl", "Fertile Ground", "Overgrowth", "Crypt Ghast", "Mana Flare",
                "Zendikar Resurgent", "Mana Reflection", "Nyxbloom Ancient", "Damping Sphere", "Vernal Bloom"]


def _mana_effects(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`MANA_EFFECTS` on ``me``'s battlefield, an Aura attached to
    one of ``me``'s lands (its own random stream: other boards unchanged)."""
    if rng.random() >= 0.06:
        return
    if any((c := pool.get(n)) is not None and (c.mana_only_from or c.no_mana_spent) for n in used):
        return  # "Spend only mana produced by creatures": a trigger's mana source would matter (exit 4)
    names = [n for n in MANA_EFFECTS if pool.get(n) is not None]
    if not names:
        return
    name = rng.choice(names)
    obj = _permanent(rng, pool, name, used, mine=True)
    card = pool.get(name)
    if card is not None and "Aura" in card.subtypes:
        lands = [i for i, o in enumerate(me["battlefield"]) if "Land" in _types(pool, o)]
        if not lands:
            return
        _attach(rng, me, obj, lands, "manafx.land")
    me["battlefield"].append(obj)


#: issue 13: permanents granting a mana ability or haste to other permanents (113.1a, 613.1f;
#: ``castable.model.permgrants``): Auras and Equipment on a permanent of mine, and lords
PERMANENT_GRANTERS = ["Abundant Growth", "Gift of Paradise", "Paradise Mantle", "Utopia Vow", "Karametra's Favor",
                      "Gemhide Sliver", "Manaweft Sliver", "Cryptolith Rite", "Fires of Yavimaya", "Goblin Warchief",
                      # grant13e: haste to outlaws, artifact creatures, Mounts and Vehicles
                      "Hellspur Posse Boss", "Krang, Utrom Warlord", "Thopter Engineer", "Kolodin, Triumph Caster"]


def _permanent_granter(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`PERMANENT_GRANTERS` on ``me``'s battlefield; an Aura or
    Equipment attached to one of ``me``'s permanents of the kind it names (its own random
    stream: other boards unchanged)."""
    if rng.random() >= 0.08 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    if any(isinstance(o, dict) and o.get("face_down") for o in me["battlefield"]):
        return  # a grant reaching a face-down permanent is refused (708.2: exit 4), not a question
    names = [n for n in PERMANENT_GRANTERS if pool.get(n) is not None]
    if not names:
        return
    name = rng.choice(names)
    card = pool.get(name)
    obj = _permanent(rng, pool, name, used, mine=True)
    attached = [g for g in card.permanent_grants if g.whom == "attached"] if card is not None else []
    if attached:
        kinds = attached[0].recipients.types
        hits = [i for i, o in enumerate(me["battlefield"]) if kinds & set(_types(pool, o))]
        if not hits:
            return
        _attach(rng, me, obj, hits, "permgrant.host")
    me["battlefield"].append(obj)


#: issue 13 (grant13b): Equipment and Auras granting haste or a quoted ability with other
#: clauses, "one mana of the chosen color" (chosen by ``_decorate``), a counter put on the source,
#: amounts from the source's power or from the artifacts / enchantments its controller controls
GRANT13B = ["Samurai's Katana", "Lavaspur Boots", "Lightning Prowess", "Sword of Vengeance", "Coldsteel Heart",
            "Mirage Mesa", "Quirion Elves", "Land Cap", "Foreboding Statue", "Marwyn, the Nurturer",
            "Heronblade Elite", "Viridian Joiner", "Tolarian Academy", "Serra's Sanctum", "Sanctum Weaver"]


def _grant13b(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`GRANT13B` on ``me``'s battlefield, an Aura or Equipment
    attached to one of ``me``'s creatures (its own random stream: other boards unchanged)."""
    _granting(rng, pool, me, used, GRANT13B, "grant13b.host")


def _granting(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str], family: list[str],
              label: str) -> None:
    """One card of ``family`` on ``me``'s battlefield on 8 % of boards, an Aura or Equipment
    attached to one of ``me``'s creatures (the host drawn under ``label``)."""
    if rng.random() >= 0.08 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    if any(isinstance(o, dict) and o.get("face_down") for o in me["battlefield"]):
        return  # a grant reaching a face-down permanent is refused (708.2: exit 4), not a question
    names = [n for n in family if pool.get(n) is not None]
    if not names:
        return
    name = rng.choice(names)
    card = pool.get(name)
    obj = _permanent(rng, pool, name, used, mine=True)
    if card is not None and any(g.whom == "attached" for g in card.permanent_grants):
        hits = [i for i, o in enumerate(me["battlefield"]) if "Creature" in _types(pool, o)]
        if not hits:
            return
        _attach(rng, me, obj, hits, label)
    me["battlefield"].append(obj)


#: issue 13 (static13c): keywords granted or lost under conditions the state decides (hexproof
#: while untapped, threshold shroud, haste while you control a Vampire), abilities lost to an Aura
#: (613.1f: Stop Cold, Fresh Start, Lignify, Grounded), all colors and every creature type (604.3)
STATIC13C = ["Stop Cold", "Fresh Start", "Lignify", "Grounded", "Spectral Cloak", "Champion's Helm", "Clout of the Dominus",
             "Dragonlord Ojutai", "Paradise Druid", "Crashing Centaur", "Markov Crusader", "Ghitu Lavarunner",
             "Stoic Sphinx", "Transguild Courier", "Mistform Ultimus", "Pristine Angel", "Goblin Tomb Raider"]


def _static13c(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`STATIC13C` on ``me``'s battlefield, an Aura or Equipment
    attached to one of ``me``'s creatures (its own random stream: other boards unchanged)."""
    _granting(rng, pool, me, used, STATIC13C, "static13c.host")


#: std13b: max speed mana and costs (702.178a), a Case's solved ability, affinity for a subtype
STD13B = ["Muraganda Raceway", "Endrider Catalyzer", "Starting Column", "Racers' Scoreboard", "Avishkar Raceway",
          "Case of the Stashed Skeleton", "Case of the Uneaten Feast"]


def _std13b(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then ``me``'s speed (0-4, 702.179; max speed at 4 gives the "Max speed —"
    abilities, 702.178a), one card of :data:`STD13B` on ``me``'s battlefield, and every Case
    there solved or not (its own random stream: other boards unchanged)."""
    if rng.random() >= 0.15:
        return
    me["speed"] = rng.choice((1, 3, 4, 4))
    names = [n for n in STD13B if pool.get(n) is not None]
    if names and len(me["battlefield"]) < MAX_SIDE - 1:
        me["battlefield"].append(_permanent(rng, pool, rng.choice(names), used, mine=True))
    for o in me["battlefield"]:
        card = pool.get(o["card"]) if isinstance(o, dict) and isinstance(o.get("card"), str) else None
        if card is not None and "Case" in card.subtypes and not o.get("face_down"):
            o["solved"] = rng.random() < 0.6
#: issue 13 (grant13c): keyword grants to "<filter> you control" / "All creatures" (haste decides
#: {T} mana abilities, 302.6; hexproof, shroud, protection decide targets) and hexproof from a quality
GRANT13C = ["Concordant Crossroads", "Mass Hysteria", "Akroma's Memorial", "Hellraiser Goblin", "Asceticism",
            "Absolute Grace", "Leonin Abunas", "Crystalline Sliver", "Knight of Grace", "Knight of Malice",
            "Raddic, Tal Zealot", "Niv-Mizzet, Guildpact", "Sporeweb Weaver"]


def _grant13c(rng: random.Random, pool: CardPool, players: list[dict[str, Any]], used: set[str]) -> None:
    """Now and then one card of :data:`GRANT13C` on a random player's battlefield (its own random
    stream: other boards unchanged)."""
    if rng.random() >= 0.1:
        return
    side = rng.choice(players)
    side.setdefault("battlefield", [])
    if len(side["battlefield"]) >= MAX_SIDE - 1 or any(isinstance(o, dict) and o.get("face_down")
                                                       for o in side["battlefield"]):
        return  # a grant reaching a face-down permanent is refused (708.2: exit 4), not a question
    names = [n for n in GRANT13C if pool.get(n) is not None]
    if names:
        side["battlefield"].append(_permanent(rng, pool, rng.choice(names), used, mine=side is players[0]))


def _perm13_card(c: CardDef) -> bool:
    """A permanent whose casting statics perm13 reads: prohibitions, the second spell's
    reduction, flash granted to spells, activated abilities prohibited on many permanents."""
    return bool(c.cast_prohibitions or any(m.nth_spell for m in c.cost_modifiers)
                or any(g.keyword == "Flash" for g in c.spell_grants)
                or any(g.forbids is not None and g.whom != "attached" for g in c.permanent_grants))


def _perm13(rng: random.Random, pool: CardPool, players: list[dict[str, Any]], used: set[str]) -> None:
    """Now and then one permanent of ``pool.perm13_permanents`` on a random player's battlefield,
    and spells already cast this turn by me (0-2: the second spell, "more than one spell"). Its
    own random stream: other boards unchanged."""
    if rng.random() >= 0.15:
        return
    players[0]["spells_cast_this_turn"] = rng.choice([0, 1, 1, 2])
    side = rng.choice(players)
    side.setdefault("battlefield", [])
    name = pool.draw(rng, pool.perm13_permanents, _perm13_card) if pool.perm13_permanents else None
    if name is not None and len(side["battlefield"]) < MAX_SIDE - 1:
        side["battlefield"].append(_permanent(rng, pool, name, used, mine=side is players[0]))


def _mech13b(rng: random.Random, card: CardDef, me: dict[str, Any]) -> None:
    """For a subject with bargain (702.166a: "an artifact, enchantment, or token"), now and then
    one of ``me``'s other permanents made a token (its own random stream)."""
    if not any(o.name == "bargain" for o in card.optional_costs) or rng.random() >= 0.5:
        return
    hits = [i for i, o in enumerate(me["battlefield"]) if not (isinstance(o, dict) and o.get("id") == SUBJECT)]
    if hits:
        i = rng.choice(hits)
        o = me["battlefield"][i]
        me["battlefield"][i] = {**({"card": o} if isinstance(o, str) else o), "token": True}
#: issue 13 (static13b): Auras prohibiting activated abilities, mana abilities included (602.5),
#: Auras / Equipment giving shroud, hexproof or protection, and Gods whose devotion decides whether
#: they are creatures (613.1d); each with the types of permanent it may be attached to (None: any;
#: "" for a God: not attached)
STATIC13B: dict[str, frozenset[str] | None] = {
    "Arrest": frozenset({"Creature"}), "Faith's Fetters": None, "Encrust": frozenset({"Artifact", "Creature"}),
    "Petrify": frozenset({"Artifact", "Creature"}), "Stasis Cocoon": frozenset({"Artifact"}),
    "Lightning Greaves": frozenset({"Creature"}), "Swiftfoot Boots": frozenset({"Creature"}),
    "Sword of Fire and Ice": frozenset({"Creature"}), "Alexi's Cloak": frozenset({"Creature"}),
    "Guildscorn Ward": frozenset({"Creature"}), "Curator's Ward": None,
    "Thassa, God of the Sea": frozenset(), "Athreos, God of Passage": frozenset(), "Nylea, God of the Hunt": frozenset(),
}


def _static13b(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`STATIC13B` on ``me``'s battlefield, an Aura or Equipment
    attached to one of ``me``'s permanents of a kind it may be attached to (its own random
    stream, drawn last: other boards unchanged)."""
    if rng.random() >= 0.2 or len(me["battlefield"]) >= MAX_SIDE - 1:
        return
    if any(isinstance(o, dict) and (o.get("face_down") or "attached_to" in o) for o in me["battlefield"]):
        return  # a grant reaching a face-down permanent is refused (708.2: exit 4), not a question
    names = [n for n in STATIC13B if pool.get(n) is not None]
    if not names:
        return
    name = rng.choice(names)
    kinds = STATIC13B[name]

    def may_host(o: Any) -> bool:
        card = pool.get(o if isinstance(o, str) else o.get("card", ""))
        return card is not None and (kinds is None or bool(set(card.types) & (kinds or set())))
    hits = [i for i, o in enumerate(me["battlefield"]) if may_host(o)]
    if kinds != frozenset() and not hits:  # nothing it may be attached to: a God instead
        name, kinds = rng.choice([n for n in names if STATIC13B[n] == frozenset()] or [name]), frozenset()
    obj = _permanent(rng, pool, name, used, mine=True)
    if kinds != frozenset():
        _attach(rng, me, obj, hits, "static13b.host")
    me["battlefield"].append(obj)


#: issue 12 (dawn12): static abilities changing land types (305.7, 613.1d), Celestial Dawn (609.4b)
LAND_TYPE_CARDS = ["Blood Moon", "Magus of the Moon", "Spreading Seas", "Sea's Claim", "Lush Growth", "Tainted Well",
                   "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth", "Blanket of Night", "Prismatic Omen",
                   "Nylea's Presence", "Phantasmal Terrain", "Celestial Dawn"]


def _land_types(rng: random.Random, pool: CardPool, me: dict[str, Any], opp: dict[str, Any], used: set[str]) -> None:
    """Now and then one card of :data:`LAND_TYPE_CARDS` on either player's battlefield, an Aura
    attached to one of either player's lands, a chosen type recorded for "the chosen type"
    (its own random stream: other boards unchanged)."""
    if rng.random() >= 0.08:
        return
    names = [n for n in LAND_TYPE_CARDS if pool.get(n) is not None]
    side = me if rng.random() < 0.5 else opp
    if not names or len(side["battlefield"]) >= MAX_SIDE:
        return
    name = rng.choice(names)
    obj = _permanent(rng, pool, name, used, mine=side is me)
    card = pool.get(name)
    if card is not None and any(e.chosen for e in card.land_type_effects):
        obj.setdefault("chosen", {})["land_type"] = rng.choice(["Plains", "Island", "Swamp", "Mountain", "Forest"])
    if card is not None and "Aura" in card.subtypes:
        owner = me if rng.random() < 0.5 else opp
        lands = [i for i, o in enumerate(owner["battlefield"]) if "Land" in _types(pool, o)]
        if not lands:
            return
        i = rng.choice(lands)
        land = owner["battlefield"][i]
        land = {"card": land} if isinstance(land, str) else dict(land)
        land.setdefault("id", f"landtypes.land.{'me' if owner is me else 'opp'}")
        owner["battlefield"][i] = land
        obj["attached_to"] = land["id"]
    side["battlefield"].append(obj)


def _leyline(rng: random.Random, pool: CardPool, state: dict[str, Any], used: set[str]) -> None:
    """Issue 12 (mana12): now and then Leyline of the Guildpact (613.1e: its controller's nonland
    permanents all colors; 305.7: their lands every basic land type) or Zhao, the Moon Slayer
    (nonbasic lands are Mountains while it has a conqueror counter, 611.3a) on either player's
    battlefield, on its own random stream (other boards unchanged)."""
    name = rng.choice(["Leyline of the Guildpact", "Zhao, the Moon Slayer"])
    if rng.random() >= 0.06 or pool.get(name) is None or name in used:
        return
    side = state["players"][rng.randrange(2)]
    others = [o.get("card") if isinstance(o, dict) else o for p in state["players"] for o in p["battlefield"]]
    if any(n in LAND_TYPE_CARDS for n in others):
        return  # 613.7: two land-type effects whose order matters are refused (exit 4)
    # 613.7: with Celestial Dawn, or over a face-down permanent (708.2), the colors are refused (exit 4)
    if any(isinstance(o, dict) and (o.get("face_down") or o.get("card") == "Celestial Dawn") for o in side["battlefield"]):
        return
    if "Celestial Dawn" not in side["battlefield"] and len(side["battlefield"]) < MAX_SIDE:
        obj = _permanent(rng, pool, name, used, mine=side is state["players"][0])
        if name.startswith("Zhao"):
            obj["counters"] = {"conqueror": rng.randint(0, 1)}
        side["battlefield"].append(obj)


def _wanted_mana(rng: random.Random, card: CardDef) -> tuple[int, list[str]]:
    """How many mana sources, and of which basic land types: about what the card (or its
    cheapest ability) needs, give or take, as a deck built for it would have."""
    costs = [f.mana_cost for f in (card.castable_faces or (card,)) if f.mana_cost is not None]
    costs += [a.mana for a in card.activated_abilities if not hasattr(a, "produces")]
    need = min((c.mana_value for c in costs), default=rng.randint(0, 3))
    colors = sorted({c for cost in costs for s in cost.symbols for c in s.colors if c in BASIC_OF})
    n = max(0, min(MAX_SOURCES, need + rng.choice([-1, 0, 0, 1, 1, 2])))
    if rng.random() < 0.15:
        n = rng.randint(0, MAX_SOURCES)
    return n, [BASIC_OF[c] for c in colors] or BASICS


def _me(rng: random.Random, pool: CardPool, used: set[str], card: CardDef) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = []
    n, basics = _wanted_mana(rng, card)
    mixed = _spent_matters(card)
    for _ in range(n):
        if mixed and rng.random() < 0.5:
            name = pool.draw(rng, pool.sources, _mixed_source)
            if name is not None:
                battlefield.append(_permanent(rng, pool, name, used, mine=True))
            continue
        if rng.random() < 0.55:
            name: str | None = rng.choice(basics) if rng.random() < 0.8 else rng.choice(BASICS)
        elif rng.random() < 0.08:
            battlefield.append({"card": "Treasure", "token": True})
            used.add("Treasure")
            continue
        else:
            name = pool.draw(rng, pool.sources, _mana_source_ok)
        if name is not None:
            battlefield.append(_permanent(rng, pool, name, used, mine=True))
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        name = pool.draw(rng, pool.creatures if rng.random() < 0.6 else pool.permanents,
                         lambda c: not c.mana_abilities)
        if name is not None:
            battlefield.append(_permanent(rng, pool, name, used, mine=True))
    battlefield = battlefield[:MAX_SIDE - 1]  # room for the card asked about
    return {"name": ME, "life": rng.choice(LIVES), "mana_pool": rng.choice(POOLS),
            "hand": _cards(rng, pool, pool.names, rng.choice([0, 0, 1, 1, 2]), used),
            "graveyard": _cards(rng, pool, pool.names, rng.choice([0, 0, 1, 2, 3]), used),
            "exile": _cards(rng, pool, pool.names, rng.choice([0, 0, 0, 1]), used),
            "library": rng.choice([0, 10, 40]), "battlefield": battlefield,
            "spells_cast_this_turn": rng.choice([0, 0, 1]), "lands_played_this_turn": rng.choice([0, 0, 1])}


def _opponent(rng: random.Random, pool: CardPool, used: set[str]) -> dict[str, Any]:
    battlefield = []
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
        names = pool.creatures if rng.random() < 0.7 else pool.permanents
        name = pool.draw(rng, names)
        if name is not None:
            battlefield.append(_permanent(rng, pool, name, used, mine=False))
    return {"name": OPP, "life": rng.choice(LIVES), "hand": rng.choice([0, 3, 7]),
            "graveyard": _cards(rng, pool, pool.names, rng.choice([0, 0, 1, 2]), used), "library": 30,
            "battlefield": battlefield[:MAX_SIDE]}


def _spell13_graveyard(rng: random.Random, pool: CardPool, me: dict[str, Any], used: set[str], card: CardDef) -> None:
    """spell13: a subject whose number of modes the graveyard decides (delirium: four card types;
    descend 8: eight permanent cards) gets a graveyard of 3 to 10 more cards, so the condition is
    met on some boards and missed on others."""
    if card.more_modes_if is None:
        return
    me["graveyard"] = me.get("graveyard", []) + _cards(rng, pool, pool.names, rng.randint(3, 10), used)


def _cards(rng: random.Random, pool: CardPool, names: list[str], n: int, used: set[str]) -> list[Any]:
    out: list[Any] = []
    for _ in range(n):
        name = pool.draw(rng, names)
        if name is not None:
            used.add(name)
            out.append(name)
    return out


def _types(pool: CardPool, entry: Any) -> frozenset[str]:
    """The card types of a battlefield entry (a bare name or an object), none if it is unknown."""
    card = pool.get(entry if isinstance(entry, str) else entry.get("card", ""))
    return card.types if card is not None else frozenset()


def _attach(rng: random.Random, side: dict[str, Any], obj: dict[str, Any], hosts: list[int], host_id: str) -> None:
    """Attach ``obj`` (an Aura or Equipment) to one of ``side``'s battlefield entries at the
    indexes ``hosts``, chosen by ``rng``; the host gets the id ``host_id`` unless it has one."""
    i = rng.choice(hosts)
    host = side["battlefield"][i]
    host = {"card": host} if isinstance(host, str) else host
    host.setdefault("id", host_id)
    side["battlefield"][i] = host
    obj["attached_to"] = host["id"]


def _permanent(rng: random.Random, pool: CardPool, name: str, used: set[str], *, mine: bool) -> dict[str, Any]:
    used.add(name)
    obj: dict[str, Any] = {"card": name}
    card = pool.get(name)
    if card is not None:
        _decorate(rng, card, obj, mine=mine)
    return obj


def _decorate(rng: random.Random, card: CardDef, obj: dict[str, Any], *, mine: bool) -> None:
    """Tapped, summoning sick, counters, granted keywords, face down, choices made on entering."""
    text = card.oracle_text.lower()
    if rng.random() < 0.15:
        obj["tapped"] = True
    if "Creature" in card.types and rng.random() < 0.2:
        obj["summoning_sick"] = True
    counters: dict[str, int] = {}
    if "charge counter" in text or ("Artifact" in card.types and rng.random() < 0.1):
        counters["charge"] = rng.randint(0, 3)
    if "Creature" in card.types and rng.random() < 0.1:
        counters["+1/+1"] = rng.randint(1, 2)
    if "Planeswalker" in card.types and rng.random() < 0.7:
        counters["loyalty"] = rng.randint(0, 6)
    for ab in card.activated_abilities:  # issue 12: the counters a cost removes (118.3), enough or not
        if ab.remove_counters is not None and rng.random() < 0.8:
            counters[ab.remove_counters] = rng.randint(0, ab.remove_amount + 1)
    _level(rng, card, obj, counters)
    _impending(card, obj, counters)
    if counters:
        obj["counters"] = counters
    if rng.random() < 0.18:
        obj["granted"] = rng.sample(PERMANENT_GRANTS, rng.choice([1, 1, 2]))
    if rng.random() < 0.04 and obj.get("id") is None:
        obj["face_down"] = True  # 708: a 2/2 creature with no name, text or mana cost
    chosen: dict[str, str] = {}
    if "creature type" in text or "chosen type" in text:
        chosen["creature_type"] = rng.choice(CREATURE_TYPES)
    if "choose a color" in text or "chosen color" in text:
        chosen["color"] = rng.choice("WUBRG")
    if chosen:
        obj["chosen"] = chosen
    if card.activated_abilities and rng.random() < 0.08:
        obj["activations_this_turn"] = {str(rng.randrange(len(card.activated_abilities))): 1}
    exhaust = [k for k, a in enumerate(card.activated_abilities) if getattr(a, "once_ever", False)]
    if exhaust and rng.random() < 0.3:  # 702.177a: an exhaust ability already activated
        obj["exhausted"] = rng.sample(exhaust, 1)


def _impending(card: CardDef, obj: dict[str, Any], counters: dict[str, int]) -> None:
    """std13a, 702.176a: an impending permanent, its impending cost paid or not, with time
    counters or none (a creature only when not both). Its own seeded stream (from the object
    so far), so that boards without one stay what their seed always gave."""
    if not any(a.name == "impending" for a in card.alternative_costs):
        return
    rng = random.Random(f"impending {sorted(obj.items(), key=str)!r}")
    if rng.random() < 0.7:
        obj["impending"] = True
    if rng.random() < 0.7:
        counters["time"] = rng.randint(1, 4)


def _level(rng: random.Random, card: CardDef, obj: dict[str, Any], counters: dict[str, int]) -> None:
    """Level counters (711), a Class's level (716) or charge counters (702.184) around the
    card's bands, so that each band (and none) is reached on some boards."""
    if not card.bands:
        return
    top = card.bands[-1].low
    kind = card.bands[0].kind
    if kind == "class":
        obj["class_level"] = rng.randint(1, top)
    else:
        counters["level" if kind == "level" else "charge"] = rng.choice([0, rng.randint(0, top + 2), top])


def _faces(rng: random.Random, pool: CardPool, state: dict[str, Any], used: set[str], questions: list[Question]) -> None:
    """Objects that are not their card's front face (with their own ``rng``, so that the rest of
    a board stays what its seed always gave): a transformed or melded permanent of bob's, or a
    token copy of one (202.3b-c), a spell of alice's that targets by mana value, asked about
    too, and a face-down permanent of alice's, often a land (708.2)."""
    me, opp = state["players"]
    if rng.random() < 0.2 and len(opp["battlefield"]) < MAX_SIDE:
        name = pool.draw(rng, pool.back_faces)
        if name is not None:
            used.add(name)
            opp["battlefield"].append({"card": name, **({"token": True} if rng.random() < 0.3 else {})})
    if rng.random() < 0.08:
        name = pool.draw(rng, pool.mana_value_spells)
        if name is not None:
            used.add(name)
            me["hand"].append({"card": name, "id": "mv"})
            questions.append(Question("cast", "mv", None))
    mine = [o for o in me["battlefield"] if isinstance(o, dict) and o.get("id") != SUBJECT and not o.get("token")]
    lands = [o for o in mine if "Land" in pool._type(o["card"])]
    if mine and rng.random() < 0.1:
        rng.choice(lands if lands and rng.random() < 0.7 else mine)["face_down"] = True


#: issue 12: mana whose colors the state decides (903.4, 106.7) or that lands gain (613.1f), and
#: Jeweled Lotus's "only to cast your commander" (106.6)
COMMANDER_MANA = ["Command Tower", "Arcane Signet", "Commander's Sphere", "Fellwar Stone", "Exotic Orchard",
                  "Chromatic Lantern", "Jeweled Lotus", "Reflecting Pool"]
#: what bob may control that "could produce" (106.7) looks at
OPP_COMMANDER_MANA = ["Exotic Orchard", "Chromatic Lantern", "Command Tower", "Reflecting Pool", *BASICS[:5]]


def _commander(rng: random.Random, pool: CardPool, state: dict[str, Any], used: set[str],
               questions: list[Question]) -> None:
    """Commander (903), with its own ``rng`` like :func:`_faces`: on some boards alice has a
    commander (a legendary creature of the data, or the card asked about when it is a creature
    card in her hand) in her command zone, cast there 0-3 times before (903.8), asked about;
    sometimes bob has one too; and commander-era mana on both sides (Command Tower, Arcane
    Signet, Fellwar Stone, Exotic Orchard, Chromatic Lantern, Jeweled Lotus...)."""
    me, opp = state["players"]
    q = next((o for o in me["hand"] if isinstance(o, dict) and o.get("id") == SUBJECT), None)
    subject = pool.get(q["card"]) if q is not None else None
    if rng.random() >= (0.8 if _asks_for_commander(subject) else 0.3):  # alt13b: mostly, for such a card
        return
    if q is not None and subject is not None and "Creature" in subject.types and rng.random() < 0.4:
        me["hand"].remove(q)
        cmdr = q
    else:
        name = pool.draw(rng, pool.legends) if pool.legends else None
        if name is None:
            return
        used.add(name)
        cmdr = {"card": name, "id": "cmdr"}
        questions.append(Question("cast", "cmdr", None))
    cmdr["command_zone_casts"] = rng.choice([0, 0, 1, 2])
    me["commanders"] = [cmdr["id"]]
    if cmdr is not q and _asks_for_commander(subject) and rng.random() < 0.5:
        # "If you control a commander" (alt13b): her commander on her battlefield (the extra
        # draw only on boards asking about such a card, so other boards stay as they were)
        questions.remove(Question("cast", "cmdr", None))
        me["battlefield"].append(cmdr)
    else:
        me["command"] = [cmdr]
    names = [n for n in (rng.choice(COMMANDER_MANA) for _ in range(rng.choice([1, 1, 2]))) if pool.get(n) is not None]
    # a land-mana replacement (Damping Sphere) with a "could produce" land is unsupported (manafx)
    replacing = _replaces_land_mana(pool, state)
    names = [n for n in names if not (replacing and _could_produce(pool, n))]
    # small boards (the reference enumerates them): the new sources take the place of others, and
    # under a Chromatic Lantern (every land makes any color) there are fewer of them
    most = MAX_SOURCES - 2 if "Chromatic Lantern" in names else MAX_SOURCES
    # never the asked card, nor a land an Aura is attached to or that Aura (no dangling attached_to)
    others = [o for o in me["battlefield"] if not (isinstance(o, dict) and ("id" in o or "attached_to" in o))]
    while others and len(me["battlefield"]) + len(names) > most:
        me["battlefield"].remove(others.pop(rng.randrange(len(others))))
    for name in names:
        used.add(name)
        me["battlefield"].append({"card": name, **({"tapped": True} if rng.random() < 0.15 else {})})
    for _ in range(rng.choice([0, 1, 2])):
        if len(opp["battlefield"]) < MAX_SIDE:
            name = rng.choice(OPP_COMMANDER_MANA)
            if (name in BASICS or pool.get(name) is not None) and not (replacing and _could_produce(pool, name)):
                used.add(name)
                opp["battlefield"].append({"card": name})
    if pool.legends and rng.random() < 0.3:
        name = pool.draw(rng, pool.legends)
        if name is not None:
            used.add(name)
            opp["command"] = [{"card": name, "id": "bob-cmdr"}]
            opp["commanders"] = ["bob-cmdr"]


def _asks_for_commander(card: CardDef | None) -> bool:
    """The card's casting looks at whether its caster controls a commander (118.9, 700.2)."""
    faces = () if card is None else (card.castable_faces or (card,))
    return any(f.commander_both or any(a.needs_commander for a in f.alternative_costs) for f in faces)


def _replaces_land_mana(pool: CardPool, state: dict[str, Any]) -> bool:
    """Is a replacement effect on land mana (Damping Sphere: "damping", "becomes") on the board?"""
    for p in state["players"]:
        for o in p["battlefield"]:
            card = pool.get(o if isinstance(o, str) else o.get("card", ""))
            if card is not None and any(e.kind in ("damping", "becomes") for e in card.mana_effects):
                return True
    return False


def _could_produce(pool: CardPool, name: str) -> bool:
    """Does ``name`` have a mana ability whose colors the state decides (Exotic Orchard, 106.7)?"""
    card = pool.get(name)
    return card is not None and any(ab.colors_from is not None for ab in card.mana_abilities)


def _turn(rng: random.Random) -> dict[str, Any]:
    r = rng.random()
    if r < 0.8:
        return {"active_player": ME, "phase": rng.choice(PHASES_MINE), "priority": ME}
    if r < 0.95:
        return {"active_player": OPP, "phase": rng.choice(PHASES_THEIRS), "priority": ME}
    return {"active_player": ME, "phase": "main1", "priority": OPP}  # alice asks without priority


def _stack(rng: random.Random, pool: CardPool, used: set[str], card: CardDef) -> list[dict[str, Any]]:
    """Spells on the stack: often when the card could be cast at instant speed or targets a
    spell, seldom otherwise (117.1a: a sorcery-speed card then can't be cast)."""
    faces = card.castable_faces or (card,)
    instant = any(f.has_flash or any(t.kind == "spell" for t in f.targets) for f in faces)
    out = []
    for i in range(rng.choice([0, 1, 1, 2] if instant else [0, 0, 0, 0, 0, 1])):
        name = pool.draw(rng, pool.spells, lambda c: c.mana_cost is not None)
        if name is None:
            continue
        used.add(name)
        obj: dict[str, Any] = {"card": name, "id": f"s{i}", "controller": OPP if rng.random() < 0.7 else ME}
        if rng.random() < 0.1:
            obj["granted"] = [rng.choice(PERMANENT_GRANTS)]
        out.append(obj)
    return out


def _grant_players(rng: random.Random, players: Iterable[dict[str, Any]]) -> None:
    for p in players:
        if rng.random() < 0.12:
            p["granted"] = [rng.choice(PLAYER_GRANTS)]


def boards(pool: CardPool, count: int, seed: int) -> Iterator[Board]:
    """``count`` boards; board i has seed ``board_seed(seed, i)``."""
    for i in range(count):
        yield generate(pool, board_seed(seed, i))


def board_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def hypothesis_boards(pool: CardPool) -> Any:
    """A hypothesis strategy of boards (seeds drawn by hypothesis, so they shrink to small seeds)."""
    from hypothesis import strategies as st
    return st.integers(min_value=0, max_value=2**32 - 1).map(lambda s: generate(pool, s))
