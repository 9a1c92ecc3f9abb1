"""Time called in a match (the event rules, docs/spellcasters-events.md, "Time").

The draft has no time limit. An event's round has one, and the program's end-of-match
procedure (the floor rules', `engine.core.end_of_match`) applies: the turn in progress is
completed, then the other player takes one more turn if the first player was on turn; then
the game is scored as the deck-out end scores it (SC 8.2): fewer Spellcasters in the
Bleachers wins, and equal Bleachers are a draw (there is no time for Sudden Death). A
player's points are the Spellcasters in the opponent's Bleachers, so the end-of-match
assistant's "most points wins" names the same winner. `call_time` starts the procedure;
the turn's end (`procedures.turn.end_turn`) asks `turns_done` and then `score_at_time`.
The elimination round has no procedure here (the table refuses it).
"""

from __future__ import annotations

from engine.core.end_of_match import one_more_turn_due, one_more_turn_follows
from engine.core.errors import EngineError
from engine.core.plural import how_many
from engine.spellcasters.procedures.outcome import finish
from engine.spellcasters.state.game import SpellcastersGame

TIME_RULE = "event: time"


def call_time(game: SpellcastersGame) -> None:
    """Time is called now: this turn is completed, and the other player's one more if due.

    Called during the set-up (turn 0), it is read as called in the first turn, as MLP's
    procedure reads it: the first turn is played, and the other player takes one more."""
    s = game.s
    if s["result"] is not None:
        raise EngineError("the game is already over")
    if s.get("time_called"):
        raise EngineError("time has already been called in this game")
    s["time_called"] = max(1, s["turn"])
    if s["turn"] == 0:
        game.note(TIME_RULE, "Time is called before the first turn: the first turn is played, "
                             "then the other player takes one more; then the Bleachers decide")
    else:
        p = s["turn_player"]
        then = (f"then P{1 - p} takes one more turn" if one_more_turn_follows(p, s["first_player"])
                else f"P{p} did not go first, so no one takes one more turn")
        game.note(TIME_RULE, f"Time is called during turn {s['turn']} (P{p}'s turn): this turn is completed; "
                             f"{then}; then the Bleachers decide")
    game.changed()


def turns_done(game: SpellcastersGame) -> bool:
    """As a turn ends: time was called and the procedure plays no more turns."""
    s = game.s
    called = s.get("time_called")
    return bool(called) and not one_more_turn_due(called, s["turn"], s["turn_player"], s["first_player"])


def score_at_time(game: SpellcastersGame) -> None:
    """The procedure's turns are done: fewer Spellcasters in the Bleachers wins (SC 8.2),
    equal Bleachers are a draw."""
    counts = [len(game.player(p)["bleachers"]) for p in (0, 1)]
    game.note(TIME_RULE, f"The turns after time was called are done. Bleachers: "
                         f"P0 {how_many(counts[0], 'Spellcaster')}, P1 {how_many(counts[1], 'Spellcaster')}")
    if counts[0] == counts[1]:
        finish(game, None, "time was called; the Bleachers are even", TIME_RULE)
    else:
        winner = 0 if counts[0] < counts[1] else 1
        finish(game, winner, f"time was called; P{winner} has fewer Spellcasters in the Bleachers", TIME_RULE)
