"""The web page of ``castable web`` (docs/web.md): :mod:`castable.solver.web.app` (needs the
``castable[web]`` extra: Starlette and uvicorn), its assets in ``static/`` and the
Comprehensive Rules excerpts in ``rules/`` (package data, so the page works offline)."""
