"""Answers of the public API: a witness plan or reasons (can-cast), a listing (options), pools."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from castable.model.plan import Plan
from castable.model.state import GameState

#: docs/cli.md's exit codes (and the codes of ``castable serve``'s errors)
EXIT_OK, EXIT_NO, EXIT_INPUT, EXIT_UNDECIDED, EXIT_UNSUPPORTED, EXIT_INTERNAL = 0, 1, 2, 3, 4, 70
#: an optional extra a command needs is not installed (`web` without castable[web], `batch --ray`)
EXIT_MISSING_EXTRA = 5

ANSWER_FORMAT = "castable-answer/1"
OPTIONS_FORMAT = "castable-options/1"
MANA_FORMAT = "castable-mana/1"
COUNT_FORMAT = "castable-count/1"
MANA_SUMMARY_FORMAT = "castable-mana-summary/1"


class IllegalActionError(ValueError):
    """A well-formed action that is not legal in the state (python-chess's
    ``IllegalMoveError``); ``problems`` say why, each with its rule number."""

    def __init__(self, problems: list[str], action: str | None = None) -> None:
        prefix = f"illegal action {action!r}: " if action is not None else ""
        super().__init__(prefix + ("; ".join(problems) or "illegal action"))
        self.action = action
        self.problems = list(problems)


@dataclass(frozen=True)
class Binding:
    """The binding constraint of a proved "no" (docs/answers.md REASON ``binding``): the
    requirement short, the least the total cost needs of it, the most the sources allowed to
    pay it can give (both proved bounds), those sources, and the objects a rule keeps from
    paying it (object id, rule: 106.6 a spending restriction, 702.51a convoke's colors, ...).
    ``requirement`` names mana types (``"U"``), ``"generic"``, ``"snow"`` ({S}), ``"mana"``
    (the mana in all) or ``"life"``; several names: those requirements together."""

    requirement: tuple[str, ...]
    needed: int
    available: int
    sources: tuple[str, ...] = ()
    excluded: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"requirement": list(self.requirement), "needed": self.needed, "available": self.available,
                "sources": list(self.sources), "excluded": [{"object": o, "rule": r} for o, r in self.excluded]}


@dataclass(frozen=True)
class Reason:
    """Why not: the rule that fails and what is missing (docs/cli.md REASON); ``binding``
    (an extension) when the reason is a requirement the sources can't meet."""

    rule: str
    message: str
    objects: tuple[str, ...] = ()
    binding: Binding | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "message": self.message, "objects": list(self.objects)}
        if self.binding is not None:
            out["binding"] = self.binding.to_json()
        return out


@dataclass
class CastAnswer:
    """``castable`` is True (with a ``plan``), False (proved: ``reasons`` say why), or None
    (undecided: a limit was hit)."""

    castable: bool | None
    plan: Plan | None = None
    reasons: list[Reason] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.castable is True

    @property
    def exit_code(self) -> int:
        """docs/cli.md: 0 castable, 1 proved impossible, 3 undecided."""
        return {True: EXIT_OK, False: EXIT_NO}.get(self.castable, EXIT_UNDECIDED)  # type: ignore[arg-type]

    def to_json(self, state: GameState | None = None, *, key: str = "castable") -> dict[str, Any]:
        return {"format": ANSWER_FORMAT, key: self.castable, "plan": self.plan.to_json(state) if self.plan else None,
                "reasons": [r.to_json() for r in self.reasons]}


@dataclass
class OptionsAnswer:
    """Every distinct option (docs/answers.md "Distinct options"), deterministic order.
    ``complete`` is False when ``limit`` or the time limit cut the listing; ``timed_out`` says
    which."""

    options: list[Plan]
    complete: bool
    timed_out: bool = False
    reasons: list[Reason] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.options)

    @property
    def exit_code(self) -> int:
        """docs/answers.md: 3 when the time limit cut the listing, else 0 with options, 1 with none."""
        if self.timed_out:
            return EXIT_UNDECIDED
        return EXIT_OK if self.count else EXIT_NO

    def to_json(self, state: GameState | None = None) -> dict[str, Any]:
        return {"format": OPTIONS_FORMAT, "count": self.count, "complete": self.complete,
                "options": [p.to_json(state) for p in self.options]}


@dataclass
class CountAnswer:
    """The number of distinct options, without listing them (issue 11). ``complete`` is False
    when the time limit cut the count: ``count`` is then a lower bound."""

    count: int
    complete: bool
    timed_out: bool = False
    reasons: list[Reason] = field(default_factory=list)
    #: what is counted, for :meth:`text`: ``option`` (options --count) or ``pool`` (mana --count)
    noun: str = "option"

    @property
    def exit_code(self) -> int:
        """As ``options``: 3 when the time limit cut the count, else 0 with options, 1 with none."""
        if self.timed_out:
            return EXIT_UNDECIDED
        return EXIT_OK if self.count else EXIT_NO

    def to_json(self) -> dict[str, Any]:
        return {"format": COUNT_FORMAT, "count": self.count, "complete": self.complete}

    def text(self) -> str:
        """``N options``, or ``at least N options (incomplete)`` (docs/cli.md); ``N pools``."""
        words = f"{self.count} {self.noun}{'' if self.count == 1 else 's'}"
        return words if self.complete else f"at least {words} (incomplete)"


@dataclass
class KeysAnswer:
    """Every distinct option's identity (``Plan.option_key``, docs/answers.md "Distinct
    options") without its plan (issue 11: ``api.option_keys``), in :class:`OptionsAnswer`'s
    order where the listing is factored; ``complete`` and ``timed_out`` as there."""

    keys: list[tuple[Any, ...]]
    complete: bool
    timed_out: bool = False
    reasons: list[Reason] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.keys)

    @property
    def exit_code(self) -> int:
        """As ``options``: 3 when the time limit cut the listing, else 0 with options, 1 with none."""
        if self.timed_out:
            return EXIT_UNDECIDED
        return EXIT_OK if self.count else EXIT_NO


@dataclass
class ManaAnswer:
    """The maximal pools (the Pareto frontier) a player can make now, each a list of
    (type, source) units; plain strings when no source matters."""

    pools: list[Any]
    complete: bool
    timed_out: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"format": MANA_FORMAT, "pools": self.pools, "count": len(self.pools), "complete": self.complete}


@dataclass
class ManaSummary:
    """``castable mana --summary`` (docs/answers.md ``castable-mana-summary/1``): what a
    person needs instead of every maximal pool. ``total``: the most mana the player can have
    at once; ``most``: the most of each type at once (each on its own: not all together);
    ``sources``: each class of identical sources with what one activation can add (the types
    each unit can be) and its cost; ``restricted``: mana whose source matters (106.6
    spending restrictions, snow), the most of it at once and what limits it; ``floating``:
    mana already in the pool. ``total``, ``most`` and ``restricted[].most`` are maxima over the
    maximal pools: exact when ``complete``, lower bounds otherwise."""

    total: int
    most: dict[str, int]
    sources: list[dict[str, Any]]
    restricted: list[dict[str, Any]]
    floating: str
    pools: int
    complete: bool
    timed_out: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"format": MANA_SUMMARY_FORMAT, "total": self.total, "most": self.most, "sources": self.sources,
                "restricted": self.restricted, "floating": self.floating, "pools": self.pools,
                "complete": self.complete}

    def text(self) -> str:
        """Lines for a person (docs/cli.md ``mana --summary``)."""
        at_least = "" if self.complete else "at least "
        most = ", ".join(f"{{{t}}} {n}" for t, n in self.most.items())
        lines = [f"{at_least}{self.total} mana at once"
                 + (f" (the most of each type, not all at once: {most})" if most else "")]
        if self.floating:
            lines.append(f"  floating: {self.floating}")
        for c in self.sources:
            ways = " | ".join(_way(a) for a in c["abilities"])
            lines.append(f"  {len(c['objects'])} x {c['card']}: {ways}")
        for r in self.restricted:
            limits = [f"{''.join('{' + t + '}' for t in x['types'])} only for {x['restriction']}" for x in r["limits"]]
            limits += [f"{k}: {v}" for k, v in r["chosen"].items()] + (["snow"] if r["snow"] else [])
            lines.append(f"  told apart: up to {r['most']} from {r['card']} ({r['source']}): {'; '.join(limits)}")
        n = self.pools
        lines.append(f"{at_least}{n} maximal pool{'' if n == 1 else 's'}")
        return "\n".join(lines)


def _way(ability: dict[str, Any]) -> str:
    adds = " or ".join(ability["adds"])
    notes = ([f"paying {ability['cost']}"] if ability["cost"] else []) + (["repeatable"] if ability["repeatable"] else [])
    notes += [f"only for {ability['restriction']}"] if ability["restriction"] else []
    return adds + (f" ({', '.join(notes)})" if notes else "")
