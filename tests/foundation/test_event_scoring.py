"""An event's own match points: set before round 1, used by every standing, refused afterwards."""

from __future__ import annotations

from datetime import date

import pytest

from engine.core.game_system import Scoring
from tests.gui.conftest import TickClock
from tourney.cli import main
from tourney.db.database import open_memory_database
from tourney.errors import ValidationError
from tourney.services import events, history, players, results, rounds, scoring, standings


def test_an_event_plays_on_its_own_match_points_and_they_freeze_at_the_first_pairing() -> None:
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Brawl", start_date=date(2026, 12, 5), game_system="battledome",
                                    rng_seed=3)
        for i in range(1, 5):
            players.register_player(s, event.id, f"Fighter {i}", player_number=str(i))
        assert scoring.set_event_scoring(s, event.id, Scoring(win=2, loss=0, draw=1, bye=2)) == Scoring(
            win=2, loss=0, draw=1, bye=2)
    with db.transaction() as s:
        data = rounds.pair_round(s, event.id)
        rounds.publish_round(s, data.round.id)
        for m in data.matches:
            results.enter_result(s, m.id, "a")
        winners = {m.player_a_id for m in data.matches}
    with db.reading() as s:
        table = standings.current_standings(s, event.id)
        sentences = [row.details for row in history.history(s, event.id) if row.action == "Match points"]
    assert {r.player_id: r.match_points for r in table.rows} == {
        r.player_id: 2 if r.player_id in winners else 0 for r in table.rows}
    assert sentences == ["Match points set: win 2, draw 1, loss 0, bye 2"]
    with db.transaction() as s, pytest.raises(ValidationError, match="before the first round is paired"):
        scoring.set_event_scoring(s, event.id, None)


@pytest.mark.parametrize(("points", "message"), [
    (Scoring(win=1, loss=1, draw=1, bye=1), "a win must be worth more"),
    (Scoring(win=3, loss=1, draw=0, bye=3), "a draw must be worth no less than a loss"),
    (Scoring(win=3, loss=0, draw=1, bye=4), "a bye cannot be worth more than a win"),
    (Scoring(win=300, loss=0, draw=1, bye=3), "win: match points are a whole number from 0 to 99"),
])
def test_points_that_make_no_sense_are_refused(points: Scoring, message: str) -> None:
    db = open_memory_database(actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Brawl", start_date=date(2026, 12, 5), game_system="battledome")
    with db.transaction() as s, pytest.raises(ValidationError, match=message):
        scoring.set_event_scoring(s, event.id, points)


def test_the_cli_shows_sets_and_resets_the_points(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "t.db")
    assert main(["--db", db, "event", "create", "Brawl", "--start", "2026-12-05", "--game-system",
                 "battledome"]) == 0
    capsys.readouterr()
    assert main(["--db", db, "event", "scoring", "Brawl"]) == 0
    assert capsys.readouterr().out == "Brawl: win 3, draw 1, loss 0, bye 3\n"
    assert main(["--db", db, "event", "scoring", "Brawl", "--loss", "1"]) == 0
    assert capsys.readouterr().out == "Brawl: win 3, draw 1, loss 1, bye 3\n"
    assert main(["--db", db, "event", "scoring", "Brawl", "--default"]) == 0
    assert capsys.readouterr().out == "Brawl: win 3, draw 1, loss 0, bye 3\n"
