"""perft: the number of move sequences of a given length from a board (python-chess's
``perft``), the strongest check a move generator has: counts worked out by hand for fixed
boards must match.

Each cast or activation counts once per distinct option (docs/answers.md), a land play once per land
nothing tells apart from another, and pass once. After a pass the next player in turn order
has priority and their own moves (117.3d); nothing resolves, so a board on which every player
has passed in succession (117.4) has no moves.
"""

from __future__ import annotations

from castable.solver.board import Board


def perft(board: Board, depth: int) -> int:
    """The number of legal move sequences of length ``depth`` from ``board`` (1 for depth 0)."""
    if depth < 0:
        raise ValueError(f"depth must be 0 or more, got {depth}")
    return _count(board.copy(stack=False), depth)


def perft_divide(board: Board, depth: int) -> dict[str, int]:
    """perft below each first move, by the move's short notation (``depth`` >= 1)."""
    if depth < 1:
        raise ValueError(f"depth must be 1 or more, got {depth}")
    b = board.copy(stack=False)
    out: dict[str, int] = {}
    for m in list(b.legal_moves):
        name = b.short(m)
        b.push(m)
        out[name] = _count(b, depth - 1)
        b.pop()
    return out


def _count(board: Board, depth: int) -> int:
    if depth == 0:
        return 1
    moves = list(board.legal_moves)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += _count(board, depth - 1)
        board.pop()
    return total


__all__ = ["perft", "perft_divide"]
