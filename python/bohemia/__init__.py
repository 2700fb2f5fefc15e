"""bohemia: the 1866 Austro-Prussian war wargames' rules engines in Python.

The game interface has OpenSpiel's shape::

    import bohemia
    g = bohemia.new_game("trautenau", seed=1)
    while not g.is_terminal():
        if g.is_chance_node():
            g.apply_chance()                      # the game's own dice
        else:
            d = bohemia.Player("greedy").decide(g)
            g.apply_action(d["action"])
    g.returns(), g.outcome()

Games of a tournament or an analysis are pure functions of their seed and
number (``play_game``), so ``bohemia.dist`` spreads them over a Dask cluster
and ``tournament_report`` / ``analysis_report`` give the figures that
``bohemia tournament`` / ``bohemia analyze`` give.
"""

from ._bohemia import (  # noqa: F401
    Game,
    Player,
    analysis_report,
    new_game,
    play_game,
    systems,
    tournament_report,
)


def scenarios():
    """Every scenario id of every system, in the systems' order."""
    return [s for sys in systems() for s in sys["scenarios"]]
