"""Reading speed of the Oracle reader, side by side with another revision (issue 13: "reading
stays at most 0.5 ms per face").

Two measures, each in a fresh worker process per round so that nothing is warm:

- ``read_card``: every face record of the card file read once (``castable.model.oracle.read_card``);
- ``lookup``: every name of the file looked up once in the lazy table ``castable --cards`` builds
  (``castable.model.database.load_card_file``): the faces of a multi-face card are read and
  joined, which is what COVERAGE.md's reading time reports.

Both are CPU milliseconds per face record read. The trees alternate round by round, so load
spikes fall on both::

    python -m benchmarks.readspeed --other 554cd70 --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
CARDS = HERE.parent / "shared" / "data" / "cards.jsonl.gz"


def _worker(cards: str) -> dict[str, Any]:
    import castable
    from castable.model.coverage import iter_records
    from castable.model.database import load_card_file
    from castable.model.errors import InputError
    from castable.model.oracle import read_card

    records = [r for r in iter_records(cards) if isinstance(r, dict) and r.get("oracle_text") is not None]
    start = time.process_time()
    for record in records:
        try:
            read_card(record, where="r")
        except InputError:
            pass
    read_ms = (time.process_time() - start) / len(records) * 1000
    table = load_card_file(cards)
    names = list(table)
    start = time.process_time()
    for name in names:
        try:
            table[name]
        except InputError:
            pass
    lookup_ms = (time.process_time() - start) / len(records) * 1000
    return {"castable": castable.__file__, "faces": len(records), "names": len(names),
            "read_card": read_ms, "lookup": lookup_ms}


def _run(root: Path, path: str, cards: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", "--cards", cards],
                          cwd=root, env=env, check=True, capture_output=True, text=True)
    result = dict(json.loads(done.stdout.strip().splitlines()[-1]))
    assert Path(result.pop("castable")).resolve().is_relative_to(root.resolve()), "imported the wrong castable"
    return result


def _pair(r: dict[str, Any]) -> str:
    return f"{r['read_card']:.3f}/{r['lookup']:.3f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--other", help="a git revision to measure beside this tree")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cards", default=str(CARDS))
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(_worker(args.cards)))
        return 0
    sys.path.insert(0, str(HERE))
    from benchmarks.speed11 import export
    arms: dict[str, tuple[Path, str]] = {"this": (HERE, "")}
    with tempfile.TemporaryDirectory() as tmp:
        if args.other:
            root = Path(tmp) / "other"
            root.mkdir()
            arms["other"] = (root, export(args.other, root))
        runs: dict[str, list[dict[str, Any]]] = {arm: [] for arm in arms}
        for _ in range(args.rounds):
            for arm, (root, path) in arms.items():
                runs[arm].append(_run(root, path, args.cards))
    print("| tree | faces | read_card CPU ms/face (median of rounds) | lookup CPU ms/face | rounds |")
    print("|---|---|---|---|---|")
    for arm, rounds in runs.items():
        label = args.other if arm == "other" else "this tree"
        print(f"| {label} | {rounds[0]['faces']} | {statistics.median(r['read_card'] for r in rounds):.3f} "
              f"| {statistics.median(r['lookup'] for r in rounds):.3f} "
              f"| {', '.join(_pair(r) for r in rounds)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
