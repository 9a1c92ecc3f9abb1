"""The judge's time call at a Spellcasters table: the Swiss procedure's turns played as the judge
steps, the elimination procedure refused (the draft names none). Its concession is tested with
the other games' (tests/engine/test_concession_every_game.py)."""

from __future__ import annotations

import pytest

from engine.spellcasters.table import spellcasters_table
from tests.spellcasters.games import sample_halves
from tourney.errors import UserError
from tourney.services import match_table


def _dealt() -> match_table.MatchTable:
    table = match_table.start_game(list(sample_halves()[:2]), 5, system_id="spellcasters")
    for _ in range(3):
        table.step_forward()
    return table


def test_the_elimination_procedure_is_refused_citing_the_draft_which_names_none() -> None:
    """The draft sets no time limit; the table plays no elimination-round procedure for this
    game and says so, leaving the game as it was (the usual call still scores it)."""
    table = _dealt()
    rows = len(table.log_rows())
    with pytest.raises(UserError, match=r"^The Spellcasters draft rules name no procedure for time called in an "
                                        r"elimination round: they set no time limit at all, and a game ends only "
                                        r"as SC 8 says \(the deck runs out, then Sudden Death on even Bleachers\)"):
        table.call_time(elimination=True)
    assert len(table.log_rows()) == rows and table.pending() is not None and table.changed_at == {}
    table.call_time(elimination=False)
    assert table.log_rows()[-1].rule == "event: time"


def test_the_tables_time_call_plays_the_procedures_turns_as_the_judge_steps_then_the_bleachers_decide() -> None:
    """One procedure, as the end-of-match assistant walks it: the call scores nothing at once;
    the turn in progress is finished, and the other player's one more after the first player's
    turn, each decision answered as the judge steps; then the Bleachers decide (SC 8.2)."""
    table = _dealt()
    while table.position().turn < 1:
        table.step_forward()
    called_in, first = table.position().turn, table.game.s["first_player"]
    assert table.game.s["turn_player"] == first
    table.call_time()
    assert table.pending() is not None and spellcasters_table().result(table.game) is None
    turns = set()
    while table.pending() is not None:
        turns.add(table.position().turn)
        table.step_forward()
    result = spellcasters_table().result(table.game)
    assert result is not None and result.rule == "event: time" and result.reason.startswith("time was called")
    assert turns == {called_in, called_in + 1} and table.position().turn == called_in + 1
    assert table.log_rows()[-2].text.startswith("The turns after time was called are done. Bleachers: Player 1 ")
