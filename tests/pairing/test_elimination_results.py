"""An elimination match's entered result has a winner and no drawn games, whoever enters it.

The top-cut slip has no box for drawn games (a drawn game is replayed), so a
score such as 2-1-1 is refused by the one service every front end calls, in
words that name the table and its players. Swiss matches keep their drawn games.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlmodel import select

from tourney.cli import main
from tourney.db.database import Database, open_memory_database
from tourney.db.models import Game
from tourney.errors import ValidationError
from tourney.services import events, players
from tourney.services import results as results_service
from tourney.services import rounds as rounds_service
from tourney.services import topcut as topcut_service
from tourney.services.rounds import MatchRow


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_memory_database()
    yield database
    database.close()


NAMES = ("Twilight Sparkle", "Rainbow Dash", "Fluttershy", "Applejack")


def _top_cut_semifinals(db: Database, names: tuple[str, ...] = NAMES) -> tuple[MatchRow, ...]:
    """A tier 3 event (best 2 of 3 in the cut) of four players, one Swiss round, cut to four."""
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 5, 2), tier=3,
                                    rng_seed=99)
        for number, name in enumerate(names, start=1001):
            players.register_player(s, event.id, name, player_number=str(number))
        draft = rounds_service.pair_round(s, event.id)
        published = rounds_service.publish_round(s, draft.round.id)
        for m in published.matches:
            results_service.enter_result(s, m.id, "a")
        topcut_service.cut_to_top(s, event.id, size=4)
        semis = topcut_service.pair_next_elimination_round(s, event.id)
        assert semis is not None
        return rounds_service.publish_round(s, semis.round.id).matches


def test_a_drawn_game_in_an_elimination_score_is_refused_naming_the_table_and_players(db: Database) -> None:
    match = _top_cut_semifinals(db)[0]
    with db.transaction() as s, pytest.raises(ValidationError) as refused:
        results_service.enter_result(s, match.id, score=(2, 1, 1))
    message = str(refused.value)
    assert (f"table {match.table_number} of the Semifinals, round 2 ({match.player_a_name} against "
            f"{match.player_b_name})") in message
    assert "no drawn games" in message and "replayed" in message
    with db.transaction() as s:
        assert s.exec(select(Game).where(Game.match_id == match.id)).all() == []
        outcome = results_service.enter_result(s, match.id, score=(2, 1, 0))
    assert outcome.match.result == "a"


def test_a_correction_to_an_elimination_match_cannot_add_a_drawn_game(db: Database) -> None:
    match = _top_cut_semifinals(db)[1]
    with db.transaction() as s:
        results_service.enter_result(s, match.id, score=(0, 2, 0))
    with db.transaction() as s, pytest.raises(ValidationError, match="no drawn games") as refused:
        results_service.correct_result(s, match.id, score=(2, 0, 1), reason="slip misread")
    assert match.player_a_name in str(refused.value) and match.player_b_name in str(refused.value)
    with db.transaction() as s:
        games = s.exec(select(Game).where(Game.match_id == match.id)).all()
    assert [g.is_draw for g in games] == [False, False]


def test_a_drawn_elimination_match_is_refused_naming_the_table(db: Database) -> None:
    match = _top_cut_semifinals(db)[0]
    with db.transaction() as s, pytest.raises(ValidationError, match="cannot end in a draw") as refused:
        results_service.enter_result(s, match.id, "draw")
    assert f"table {match.table_number} of the Semifinals, round 2 ({match.player_a_name} against" in str(refused.value)


def test_every_refusal_about_a_result_names_the_match_and_its_players_alike(db: Database) -> None:
    """Two players named Daniel Kim: the refusal of a drawn game and the refusal of a second
    entry name the table, its round and its players the same way, numbers included."""
    match = next(m for m in _top_cut_semifinals(db, ("Daniel Kim", "Daniel Kim", "Fluttershy", "Applejack"))
                 if "Daniel Kim" in f"{m.player_a_name} {m.player_b_name}")
    with db.transaction() as s:
        row = results_service.result_row(s, *rounds_service.require_match(s, match.id))
    named = f"table {match.table_number} of the Semifinals, round 2 ({row.player_a_name} against {row.player_b_name})"
    assert "Daniel Kim (100" in named
    with db.transaction() as s, pytest.raises(ValidationError) as drawn:
        results_service.enter_result(s, match.id, score=(2, 0, 1))
    with db.transaction() as s:
        results_service.enter_result(s, match.id, score=(2, 0, 0))
    with db.transaction() as s, pytest.raises(ValidationError) as again:
        results_service.enter_result(s, match.id, score=(0, 2, 0))
    assert str(drawn.value).startswith(f"{named}: an elimination match has no drawn games")
    assert str(again.value).startswith(f"{named} already has a result: {row.player_a_name} won 2-0")


def test_swiss_matches_keep_their_drawn_games(db: Database) -> None:
    with db.transaction() as s:
        event = events.create_event(s, name="Ponyville Open", start_date=date(2026, 5, 2), tier=3,
                                    rng_seed=7)
        for name in NAMES:
            players.register_player(s, event.id, name)
        draft = rounds_service.pair_round(s, event.id)
        match = rounds_service.publish_round(s, draft.round.id).matches[0]
        outcome = results_service.enter_result(s, match.id, score=(0, 0, 1))
    assert outcome.match.result == "draw" and outcome.match.game_draws == 1


def test_the_command_line_refuses_a_drawn_game_in_the_top_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cut.sqlite3")
    assert main(["--db", db, "event", "create", "Cup", "--start", "2026-05-02", "--rounds", "1",
                 "--tier", "3"]) == 0
    for name in NAMES:
        assert main(["--db", db, "player", "add", "Cup", name]) == 0
    for command in (["round", "pair", "Cup"], ["round", "publish", "Cup"],
                    ["round", "result", "Cup", "1", "a"], ["round", "result", "Cup", "2", "a"],
                    ["round", "cut", "Cup", "--size", "4"], ["round", "elimination", "Cup"],
                    ["round", "publish", "Cup"]):
        assert main(["--db", db, *command]) == 0
    capsys.readouterr()
    assert main(["--db", db, "round", "result", "Cup", "1", "2-1-1"]) == 1
    err = capsys.readouterr().err
    assert "table 1 of the Semifinals, round 2 (" in err and " against " in err and "no drawn games" in err
    assert "Traceback" not in err
    assert main(["--db", db, "round", "result", "Cup", "1", "2-1"]) == 0
