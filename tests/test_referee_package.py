"""The referee package (solver/referee/): its public names, and its independence from CP-SAT."""

from __future__ import annotations

import importlib
import subprocess
import sys
import types

from castable.solver import referee
from castable.solver.referee import run


def test_public_names_are_the_entry_points_not_the_step_modules() -> None:
    # ``total_cost`` is also the name of the 601.2f step module; loading that module
    # explicitly must not replace the function the package exports
    step = importlib.import_module("castable.solver.referee.total_cost")
    from castable.solver.referee.total_cost import compute_total

    assert isinstance(step, types.ModuleType) and step.compute_total is compute_total
    for name in referee.__all__:
        assert not isinstance(getattr(referee, name), types.ModuleType), name
    assert referee.total_cost is run.total_cost
    assert referee.replay is run.replay


def test_the_referee_imports_no_cp_sat_code() -> None:
    # the referee re-derives every decision itself: loading it loads neither OR-Tools nor any
    # other part of castable.solver
    code = ("import sys, castable.solver.referee\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] == 'ortools' or (m.startswith('castable.solver.')"
            " and not m.startswith('castable.solver.referee')))\n"
            "print(bad)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
