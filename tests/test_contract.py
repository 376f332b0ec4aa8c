"""The checkers' contract: every field of a card definition is read by all three checkers, or
by none (issue 9).

The CP-SAT model, the referee and the reference each decide legality on their own. A field of
``CardDef`` (or of any dataclass it holds: costs, modes, targets, modifiers, mana and activated
abilities, filters) that one of them reads and another ignores is a rule written once and
forgotten twice: escalate's non-mana cost (``ModeChoice.escalate_parts``) was paid by the
referee and the reference but never by the model. This test reads the source of each checker
(an AST scan, not an import) and lists, for every field, which checkers mention it as an
attribute (``x.field``), a keyword argument or a ``getattr`` string. A field read in
``model/rules.py`` or ``model/state.py`` (the shared pure definitions) counts for every checker.

Attribute names are shared by several dataclasses (``parts``, ``amount``), so the scan
over-approximates who reads what; it can miss a drift, never invent one.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
from castable.model import cards, mana

ROOT = Path(__file__).resolve().parents[1]

#: each checker's source: the CP-SAT side (model, search, extraction, explanation, pools and
#: the prechecks that may answer without it), the referee, the reference
CHECKERS: dict[str, tuple[str, ...]] = {
    "cpsat": ("solver/cpsat", "solver/precheck", "solver/api.py", "solver/limits.py"),
    "referee": ("solver/referee",),
    "reference": ("solver/reference",),
}
#: pure definitions every checker shares (model/): a field read there is read by all
SHARED = ("model/rules.py", "model/state.py", "model/plan.py")

#: fields no checker needs to read, each with its reason
EXEMPT: dict[str, str] = {
    "CardDef.oracle_text": "text for people; the reader has turned it into the other fields",
    "CardDef.extra_land_plays": "305.2 land plays are no casting: read by solver/transitions.land_plays",
    "CardDef.extra_land_plays_each": "305.2 land plays are no casting: read by solver/transitions.land_plays",
    "CardDef.lands_from_graveyard": "305.1 land plays are no casting: read by solver/transitions.land_problems (kw15)",
    "CardDef.power": "read through GameObject.power (model/state.py)",
    "CardDef.toughness": "read through GameObject.toughness (model/state.py)",
    "CardDef.loyalty": "read through the loyalty counters a planeswalker enters with (model/state.py)",
    "CardDef.unsupported_affects_others": "strictness (which answers an unread card blocks) is decided once, in the API",
    "CardDef.unsupported": "strictness: the API refuses before any checker runs",
    "CardDef.unsupported_zones": "strictness (unread lines working from the hand, graveyard, exile): decided in the API",
    "CardDef.tap_triggers": "triggers don't change legality (117.5); only apply() puts them on the stack",
    "CardDef.trigger_doublers": "603.2d: triggers don't change legality (117.5); only apply() puts them on the stack",
    "CardDef.tap_trigger_targets": "603.3d: a tap trigger's targets change no legality (117.5); only apply() puts it "
                                   "on the stack, or not (static15)",
    "CardDef.layout": "faces are resolved to the face cast before any checker runs (model/state.py, the API)",
    "CardDef.faces": "faces are resolved to the face cast before any checker runs (model/state.py, the API)",
    "CardDef.type_line": "read through types/subtypes/supertypes, parsed once in CardDef",
    "CardDef.color_override": "read through CardDef.colors",
    **{f"CastWindow.{f}": "decided by castable.model.castwindow.window_open, which every checker calls (601.3)"
       for f in ("phases", "turn", "after_spell", "text", "control")},
    **{f"ActivateCheck.{f}": "decided by castable.model.activatecheck.check_holds, which every checker calls (602.5; "
       "act14)" for f in ("measure", "low", "high", "counted", "text", "kind")},
    **{f"SelfReduction.{f}": "decided by castable.model.selfcount.reduction_amount, which every checker calls "
       "(601.2f; cost13b)" for f in ("measure", "amount", "at_most", "at_least", "up_to")},
    "CardDef.devotion_creature": "resolved into the permanent's types (castable.model.restrict.devotion_types, from "
                                 "the state's resolve) before any checker runs: those read its types",
    **{f"CastProhibition.{f}": "decided by castable.model.prohibit.prohibited, which every checker calls (601.3)"
       for f in ("who", "when", "text")},
    "CardDef.cast_prohibitions": "decided by castable.model.prohibit.prohibited, which every checker calls (601.3)",
    "CostModifier.nth_spell": "resolved into plain modifiers (castable.model.nthspell, from the state's resolve) "
                              "before any checker runs",
    "CardDef.flash_if": "given as the keyword Flash (castable.model.flashif, from the state's resolve) before any "
                        "checker runs: those read CardDef.has_flash",
    **{f"FlashCondition.{f}": "read by castable.model.flashif before any checker runs" for f in ("kind", "filter", "count")},
    "CardDef.flash_permission": "read through CardDef.has_flash (117.1a timing), which every checker reads",
    "CardDef.player_keywords": "given to the controller's granted (castable.model.playergrants, from the state's "
                               "resolve) before any checker runs: those read it through rules.untargetable_by",
    "CardDef.mana_abilities_text": "read through CardDef.mana_abilities / activated_abilities",
    "CardDef.abilities_text": "read through CardDef.activated_abilities",
    "CardDef.spell_grants": "given to the cards their controller could cast (castable.model.grants, from the state's "
                            "resolve) before any checker runs: those read the granted keywords and emerge cost",
    "SpellGrant.spells": "read by castable.model.grants before any checker runs",
    "CardDef.permanent_grants": "given to the permanents they reach (castable.model.permgrants, from the state's "
                                "resolve) before any checker runs: those read the granted abilities and keywords",
    **{f"PermanentGrant.{f}": "read by castable.model.permgrants before any checker runs"
       for f in ("whom", "recipients", "other", "abilities", "keywords", "forbids", "keeps_source")},
    "SpellGrant.keyword": "read by castable.model.grants before any checker runs",
    "SpellGrant.every_player": "read by castable.model.grants before any checker runs",
    "SpellGrant.reduction": "read by castable.model.grants before any checker runs (into the spell's self_reductions)",
    **{f"SpellGrant.{f}": "read by castable.model.grants before any checker runs (into the spell's alternative_costs; "
       "cost14)" for f in ("alternative", "hand_only", "first_spell")},
    **{f"AlternativeCost.{f}": "an alternative cost whose condition fails is dropped from the card "
       "(castable.model.statemods.alternatives, from the state's resolve) before any checker runs (cost14)"
       for f in ("if_count", "if_at_least", "if_exactly", "if_turn", "if_prowl")},
    **{f"CostModifier.{f}": "resolved into plain modifiers (castable.model.statemods, from the state's resolve) "
       "before any checker runs (cost14)" for f in ("chosen_type", "per", "per_filter", "your_turn_only",
                                                     "graveyard_at_least", "first_of_kind")},
    "ManaAbility.text": "text for people",
    "ManaAbility.puts_counter": "a counter put on the tapped source as the ability resolves changes no cost, amount "
                                "or condition any checker reads; only apply() puts it on (castable.solver.transitions)",
    "ActivatedAbility.text": "text for people",
    "Mode.text": "text for people",
    **{f"LevelBand.{f}": "resolved into the object's card (castable.model.levels.leveled, via commander.resolve) "
                         "before any checker looks" for f in ("kind", "low", "high", "abilities", "at", "keywords",
                                                               "cost_modifiers", "power", "toughness")},
}


def _dataclasses_of(tp: object, seen: set[type]) -> Iterator[type]:
    """Every dataclass reachable from the type annotation ``tp``."""
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if tp in seen:
            return
        seen.add(tp)
        yield tp
        hints = typing.get_type_hints(tp, {**vars(mana), **vars(cards)})
        for f in dataclasses.fields(tp):
            yield from _dataclasses_of(hints.get(f.name), seen)
        return
    for arg in typing.get_args(tp):
        yield from _dataclasses_of(arg, seen)


def card_fields() -> list[tuple[str, str]]:
    """(class name, field name) for CardDef and every dataclass it holds."""
    return [(cls.__name__, f.name) for cls in _dataclasses_of(cards.CardDef, set()) for f in dataclasses.fields(cls)]


def _sources(paths: tuple[str, ...]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = ROOT / p
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.exists() else []
    return out


@functools.cache
def names_read(paths: tuple[str, ...]) -> frozenset[str]:
    """Attribute names, keyword-argument names and getattr strings in these files."""
    found: set[str] = set()
    for path in _sources(paths):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                found.add(node.attr)
            elif isinstance(node, ast.keyword) and node.arg:
                found.add(node.arg)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr") \
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
                found.add(node.args[1].value)
    return frozenset(found)


def test_every_checker_has_sources() -> None:
    for name, paths in CHECKERS.items():
        assert _sources(paths), f"no source found for the {name} checker"


def test_the_scan_sees_the_fields() -> None:
    """The scan itself works: CardDef and its parts are found, and a known read is seen."""
    fields = card_fields()
    assert ("ModeChoice", "escalate_parts") in fields and ("CostPart", "action") in fields
    assert "escalate_parts" in names_read(CHECKERS["referee"])


@pytest.mark.parametrize(("cls", "name"), card_fields(), ids=lambda v: str(v))
def test_a_field_is_read_by_every_checker_or_none(cls: str, name: str) -> None:
    key = f"{cls}.{name}"
    if key in EXEMPT:
        return
    shared = name in names_read(SHARED)
    readers = {checker for checker, paths in CHECKERS.items() if shared or name in names_read(paths)}
    assert readers in (set(), set(CHECKERS)), f"{key} is read by {sorted(readers)} only"


def test_exemptions_name_real_fields() -> None:
    fields = {f"{c}.{n}" for c, n in card_fields()}
    assert set(EXEMPT) <= fields, set(EXEMPT) - fields
