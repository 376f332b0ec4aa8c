"""The CP-SAT model of casting a spell or activating an ability (601.2, 602.2), one module per
rule step: ``announce`` (601.2b), ``targets`` (601.2c-d), ``total_cost`` (601.2f),
``mana_abilities`` (601.2g), ``payment`` (601.2h); ``model`` assembles them; ``search``
solves and enumerates, ``extract`` turns a solution into a plan, ``explain`` gives the
reasons for a "no", ``pools`` lists the maximal mana pools."""
