"""castable.solver: CP-SAT models of casting and activating, and the public API."""
