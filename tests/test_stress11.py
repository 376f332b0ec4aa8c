"""benchmarks.stress11: the model-free count against the full model on random boards (issue 11).
One board of each kind here (the script runs for minutes in RESULTS.md's checks)."""

from __future__ import annotations

import random

import pytest

from benchmarks import stress11


@pytest.mark.parametrize("pool", sorted(stress11.POOLS))
def test_a_random_board_of_each_pool_agrees(pool: str) -> None:
    rng = random.Random(11)
    for _ in range(20):  # the first board both counts answer on
        data = stress11.random_board(rng, pool)
        data["players"][0]["battlefield"] = data["players"][0]["battlefield"][:5]  # small: a quick model
        got = stress11.compare(data)
        if got is not None:
            assert got[0] == got[1], data
            return
    pytest.fail(f"no board of {pool} counted by both")


def test_the_script_reports_its_comparisons(capsys: pytest.CaptureFixture[str]) -> None:
    assert stress11.main(["--pool", "spells", "--seed", "1", "--boards", "1", "--seconds", "60"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "compared 1, disagreements 0"
