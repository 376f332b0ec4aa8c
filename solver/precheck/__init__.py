"""Exact checks made before any CP-SAT model is built: may the player begin at all
(``timing``), can the resources possibly suffice (``bounds``), and a max-flow fast path to
"yes" for plain mana costs (``fastpath``)."""
