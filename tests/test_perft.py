"""perft (python-chess style): move counts worked out by hand, in tests/perft/*.perft."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from castable import Board, perft, perft_divide

PERFT_DIR = Path(__file__).parent / "perft"


def _records() -> list[tuple[str, dict[str, Any], int, int]]:
    out: list[tuple[str, dict[str, Any], int, int]] = []
    for path in sorted(PERFT_DIR.glob("*.perft")):
        name, state = "", {}
        for line in path.read_text(encoding="utf-8").splitlines():
            word, _, rest = line.strip().partition(" ")
            if word == "id":
                name = rest
            elif word == "state":
                state = json.loads(rest)
            elif word == "perft":
                depth, count = rest.split()
                out.append((name, state, int(depth), int(count)))
    return out


RECORDS = _records()


def test_the_files_hold_records() -> None:
    assert len({r[0] for r in RECORDS}) >= 5


@pytest.mark.parametrize(("name", "state", "depth", "count"), RECORDS, ids=[f"{r[0]}-{r[2]}" for r in RECORDS])
def test_perft(name: str, state: dict[str, Any], depth: int, count: int) -> None:
    assert perft(Board.from_json(state), depth) == count


def test_perft_leaves_the_board_unchanged_and_divide_sums_to_perft() -> None:
    state = next(r[1] for r in RECORDS if r[0] == "shock-against-bolt")
    board = Board.from_json(state)
    divided = perft_divide(board, 3)
    assert divided == {"Shock opp": 3, "Shock me": 3, "pass": 2}
    assert sum(divided.values()) == perft(board, 3) == 8
    assert board.move_stack == [] and len(board.legal_moves) == 3


def test_perft_rejects_a_negative_depth() -> None:
    with pytest.raises(ValueError):
        perft(Board.from_json(RECORDS[0][1]), -1)
