"""The flexible autotapper (issue 5): among the payments of an action, the one that keeps the
rest of the hand castable, then the most colors, then the fewest permanents."""

from __future__ import annotations

from castable.solver import referee
from castable.solver.autotap import best_payment
from conftest import board


def test_keeps_counterspell_castable() -> None:
    # Kitchen Finks {1}{G/W}{G/W} with Island, Island, Forest, Plains, Wastes: paying the {1}
    # with an Island leaves one Island for Counterspell {U}{U}; Wastes keeps both.
    s = board({"hand": ["Kitchen Finks", "Counterspell"], "battlefield": ["Island", "Island", "Forest", "Plains", "Wastes"]})
    plan = best_payment(s, "Kitchen Finks")
    assert plan is not None and referee.check(s, plan) == []
    assert set(plan.tapped) == {"me.battlefield.2", "me.battlefield.3", "me.battlefield.4"}


def test_fewest_permanents_when_the_rest_ties() -> None:
    # Grizzly Bears {1}{G} with Sol Ring and two Forests: Sol Ring + Forest (2 permanents,
    # {C} floating) or both Forests (2) or all three (3): never all three.
    s = board({"hand": ["Grizzly Bears"], "battlefield": ["Sol Ring", "Forest", "Forest"]})
    plan = best_payment(s, "Grizzly Bears")
    assert plan is not None and referee.check(s, plan) == []
    assert len(plan.tapped) == 2


def test_deterministic() -> None:
    s = board({"hand": ["Lightning Helix", "Shock"], "battlefield": ["Mountain", "Mountain", "Plains", "Sacred Foundry"]})
    first = best_payment(s, "Lightning Helix")
    assert first is not None and first == best_payment(s, "Lightning Helix")
    # Helix {R}{W}: every payment keeps Shock castable; Foundry + Plains would leave only red,
    # the others keep red and white
    assert not {"me.battlefield.2", "me.battlefield.3"} <= set(first.tapped)




def test_sorcery_speed_cards_count_after_the_spell_resolves() -> None:
    # Grizzly Bears {1}{G} with Forest, Mountain, Mountain, Swamp, Island, and the sorcery
    # Collective Defiance {1}{R}{R} in hand (307.1: cast only with an empty stack, so once the
    # Bears have resolved). Forest + Mountain keeps three colors but leaves one Mountain:
    # Defiance can't be cast (0). Forest + Swamp or Forest + Island keeps both Mountains:
    # castable (1). The first criterion wins, so no Mountain is tapped.
    s = board({"hand": ["Grizzly Bears", "Collective Defiance"],
               "battlefield": ["Forest", "Mountain", "Mountain", "Swamp", "Island"]})
    plan = best_payment(s, "Grizzly Bears")
    assert plan is not None and referee.check(s, plan) == []
    assert "me.battlefield.0" in plan.tapped and not {"me.battlefield.1", "me.battlefield.2"} & set(plan.tapped)
