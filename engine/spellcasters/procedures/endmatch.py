"""Time called in a match (the event rules, docs/spellcasters-events.md, "Match structure").

The draft has no time limit. An event's round has one: when time is called the game stops
and is scored as the deck-out end scores it (SC 8.2): fewer Spellcasters in the Bleachers
wins, and equal Bleachers are a draw (there is no time for Sudden Death). The match table
knows no round, so this is the Swiss reading; in an elimination round the judge plays on
to Sudden Death instead of calling time on the table.
"""

from __future__ import annotations

from engine.core.errors import EngineError
from engine.core.plural import how_many
from engine.spellcasters.procedures.outcome import finish
from engine.spellcasters.state.game import SpellcastersGame

TIME_RULE = "event: time"


def call_time(game: SpellcastersGame) -> None:
    s = game.s
    if s["result"] is not None:
        raise EngineError("the game is already over")
    s["time_called"] = max(1, s["turn"])
    counts = [len(game.player(p)["bleachers"]) for p in (0, 1)]
    game.note(TIME_RULE, f"Time is called in turn {s['turn']}. Bleachers: "
                         f"P0 {how_many(counts[0], 'Spellcaster')}, P1 {how_many(counts[1], 'Spellcaster')}")
    if counts[0] == counts[1]:
        finish(game, None, "time was called with even Bleachers", TIME_RULE)
    else:
        winner = 0 if counts[0] < counts[1] else 1
        finish(game, winner, f"time was called; P{winner} has fewer Spellcasters in the Bleachers", TIME_RULE)
    game.changed()
