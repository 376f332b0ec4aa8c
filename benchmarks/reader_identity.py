"""Issue 13's reader-speed work: the Oracle reader's output must not change. Dumps, for every
record of ``shared/data/cards.jsonl.gz``, ``read_card_slots``'s result in a canonical form
(frozensets sorted, dataclasses as (class name, fields) recursively), one line per record, and
compares it with an earlier dump; also times the reading.

Run with ``PYTHONHASHSEED=0``::

    python -m benchmarks.reader_identity --out before.txt            # dump
    python -m benchmarks.reader_identity --against before.txt         # 0 differences expected
    python -m benchmarks.reader_identity --time --limit 6000          # ms per face

To compare with another version of the reader, put its ``castable`` package first on
``PYTHONPATH`` (the script prints which ``castable.model`` it reads with).
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import json
import sys
import time
from pathlib import Path
from typing import Any

import castable.model
from castable.model.errors import InputError
from castable.model.oracle.reader import read_card_slots

DEFAULT_CARDS = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "cards.jsonl.gz"


def canon(value: Any) -> Any:
    """``value`` with a stable ``repr``: frozensets / sets sorted, dataclasses as their class
    name and fields, recursively."""
    if isinstance(value, (frozenset, set)):
        return sorted((canon(v) for v in value), key=repr)
    if isinstance(value, (tuple, list)):
        return [canon(v) for v in value]
    if isinstance(value, dict):
        return sorted(((k, canon(v)) for k, v in value.items()), key=repr)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, [(f.name, canon(getattr(value, f.name))) for f in dataclasses.fields(value)])
    return value


def records(path: Path, limit: int | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            out.append(json.loads(line))
            if limit is not None and len(out) >= limit:
                break
    return out


def dump_one(rec: dict[str, Any]) -> str:
    try:
        return repr(canon(read_card_slots(rec)))
    except InputError as e:
        return f"InputError {e}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cards", type=Path, default=DEFAULT_CARDS)
    p.add_argument("--limit", type=int, default=None)
    p.add_argument("--out", type=Path, help="write the dump here")
    p.add_argument("--against", type=Path, help="compare with this dump")
    p.add_argument("--time", action="store_true", help="print CPU ms per face (best of --repeat)")
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args(argv)
    recs = records(args.cards, args.limit)
    print(f"castable.model from {Path(castable.model.__file__).parent}", file=sys.stderr)
    if args.time:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.process_time()
            for rec in recs:
                try:
                    read_card_slots(rec)
                except InputError:
                    pass
            best = min(best, time.process_time() - start)
        print(f"{1000 * best / len(recs):.4f} ms per face over {len(recs)} faces (best of {args.repeat})")
    if args.out is None and args.against is None:
        return 0
    lines = [dump_one(rec) for rec in recs]
    if args.out is not None:
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if args.against is not None:
        old = args.against.read_text(encoding="utf-8").splitlines()
        diff = [i for i, (a, b) in enumerate(zip(old, lines, strict=False)) if a != b]
        if len(old) != len(lines):
            print(f"record counts differ: {len(old)} vs {len(lines)}")
            return 1
        for i in diff[:5]:
            print(f"record {i} ({recs[i].get('name')}):\n  before {old[i][:400]}\n  now    {lines[i][:400]}")
        print(f"{len(lines)} records, {len(diff)} differ")
        return 1 if diff else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
