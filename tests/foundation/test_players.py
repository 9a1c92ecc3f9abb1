"""Player registration, CSV import, late entry and drops on memory and file databases."""

from __future__ import annotations

from datetime import date

import pytest
from sqlmodel import select

from tourney.db.database import Database
from tourney.db.models import Match, Person, Registration, Round
from tourney.errors import NotFoundError, ValidationError
from tourney.services import audit, concessions, events, players
from tourney.services.concurrency import lock_event


def _names(database: Database, event_id: int) -> list[str]:
    with database.transaction() as session:
        return [row.name for row in players.list_players(session, event_id)]


def test_register_and_list(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        twilight = players.register_player(
            session, event_id, " Twilight  Sparkle ", player_number="101"
        )
        players.register_player(session, event_id, "applejack")
    assert twilight.name == "Twilight Sparkle" and twilight.player_number == "101"
    assert twilight.status == "active"
    assert _names(database, event_id) == ["applejack", "Twilight Sparkle"]
    with database.transaction() as session:
        assert events.get_event(session, event_id).player_count == 2


@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_empty_name_is_refused(database: Database, event_id: int, name: str) -> None:
    with (
        pytest.raises(ValidationError, match="player name: must not be empty"),
        database.transaction() as session,
    ):
        players.register_player(session, event_id, name)
    assert _names(database, event_id) == []


def test_duplicate_name_needs_distinct_numbers(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        players.register_player(session, event_id, "Rarity")
    with (
        pytest.raises(ValidationError, match="a player named 'Rarity' is already registered"),
        database.transaction() as session,
    ):
        players.register_player(session, event_id, "RARITY", player_number="5")
    with database.transaction() as session:
        first = players.find_player(session, event_id, "Rarity")
        players.edit_player(session, first.registration_id, player_number="4")
        players.register_player(session, event_id, "Rarity", player_number="5")
    assert _names(database, event_id) == ["Rarity", "Rarity"]


def test_player_number_is_unique(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        players.register_player(session, event_id, "Rarity", player_number="7")
    with (
        pytest.raises(ValidationError, match="player number 7 is already registered"),
        database.transaction() as session,
    ):
        players.register_player(session, event_id, "Spike", player_number="7")
    with database.transaction() as session:
        other = events.create_event(session, name="Other", start_date=date(2026, 7, 1))
    with (
        pytest.raises(ValidationError, match="player number 7 belongs to 'Rarity'"),
        database.transaction() as session,
    ):
        players.register_player(session, other.id, "Spike", player_number="7")
    with database.transaction() as session:
        again = players.register_player(session, other.id, "Rarity", player_number="7")
        # the same person enters a second event: one Person, two registrations
        assert len(session.exec(select(Person)).all()) == 1
        assert again.person_id == players.find_player(session, event_id, "7").person_id


def test_edit_player(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        row = players.register_player(session, event_id, "Fluttershy")
        players.register_player(session, event_id, "Spike", player_number="9")
    with database.transaction() as session:
        edited = players.edit_player(
            session, row.registration_id, name="Fluttershy Y.", player_number="8", seed=1
        )
    assert (edited.name, edited.player_number, edited.seed) == ("Fluttershy Y.", "8", 1)
    with pytest.raises(ValidationError, match="player number 9"), database.transaction() as s:
        players.edit_player(s, row.registration_id, player_number="9")
    with pytest.raises(ValidationError, match="must not be empty"), database.transaction() as s:
        players.edit_player(s, row.registration_id, name=" ")
    with database.transaction() as session:
        assert players.get_player(session, row.registration_id) == edited
        actions = [entry.action for entry in audit.list_entries(session, event_id=event_id)]
    assert actions == ["event.create", "player.register", "player.register", "player.edit"]


def _add_round(database: Database, event_id: int, number: int, state: str) -> None:
    with database.transaction() as session:
        lock_event(session, event_id)  # test set-up writes take the lock like any action
        session.add(Round(event_id=event_id, number=number, state=state))


def test_late_entry_is_automatic_once_a_round_is_out(database: Database, event_id: int) -> None:
    _add_round(database, event_id, 1, "draft")
    with database.transaction() as session:
        early = players.register_player(session, event_id, "Early")
    assert early.late_entry_round is None  # a draft round can still be re-paired
    _add_round(database, event_id, 2, "draft")
    with database.transaction() as session:
        lock_event(session, event_id)
        session.exec(select(Round).where(Round.number == 1)).one().state = "published"
    with database.transaction() as session:
        late = players.register_player(session, event_id, "Late")
        explicit = players.register_player(session, event_id, "Explicit", late_entry_round=None)
        round_one = players.register_player(session, event_id, "Round One", late_entry_round=1)
    assert late.late_entry_round == 2 and late.status == "late entry (round 2)"
    assert explicit.late_entry_round is None
    assert round_one.late_entry_round is None  # "from round 1" is not a late entry
    with database.transaction() as session:
        changed = players.set_late_entry(session, early.registration_id, 3)
        cleared = players.set_late_entry(session, late.registration_id, 1)
    assert changed.late_entry_round == 3 and cleared.late_entry_round is None
    with pytest.raises(ValidationError, match="late entry round"), database.transaction() as s:
        players.set_late_entry(s, early.registration_id, 0)


def test_drop_and_undrop(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        row = players.register_player(session, event_id, "Pinkie Pie")
        concessions.drop(session, event_id, row.registration_id)
        dropped = players.get_player(session, row.registration_id)
    assert dropped.dropped_after_round == 0 and dropped.status == "dropped before round 1"
    with pytest.raises(ValidationError, match="already dropped"), database.transaction() as s:
        concessions.drop(s, event_id, row.registration_id)
    with database.transaction() as session:
        back = players.undrop_player(session, row.registration_id)
    assert back.dropped_after_round is None
    with pytest.raises(ValidationError, match="is not dropped"), database.transaction() as s:
        players.undrop_player(s, row.registration_id)
    _add_round(database, event_id, 1, "complete")
    _add_round(database, event_id, 2, "published")
    with database.transaction() as session:
        assert concessions.drop(session, event_id, row.registration_id).dropped_after_round == 2
        players.undrop_player(session, row.registration_id)
        concessions.drop(session, event_id, row.registration_id, after_round=1)
        assert players.get_player(session, row.registration_id).status == "dropped after round 1"
        entries = audit.list_entries(session, action_prefix="player.")
    assert [e.action for e in entries] == [
        "player.register", "player.drop", "player.undrop", "player.drop", "player.undrop",
        "player.drop",
    ]  # fmt: skip
    assert entries[1].before == {"name": "Pinkie Pie", "dropped_after_round": None}
    assert entries[1].after == {"name": "Pinkie Pie", "dropped_after_round": 0}


def test_unknown_registration(database: Database, event_id: int) -> None:
    with pytest.raises(NotFoundError, match="that player is not registered in Canterlot Cup"), database.transaction() as s:
        concessions.drop(s, event_id, 999)
    with pytest.raises(NotFoundError, match="event 999"), database.transaction() as s:
        players.register_player(s, 999, "Nobody")


def test_csv_import_with_and_without_header(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        rows = players.import_players_csv(
            session, event_id, "\ufeffName,Player Number\nRarity,102\n\n Applejack ,\n"
        )
        more = players.import_players_csv(session, event_id, '"Dash, Rainbow",103\nSpike\n')
    assert [(r.name, r.player_number) for r in rows] == [("Rarity", "102"), ("Applejack", None)]
    assert [r.name for r in more] == ["Dash, Rainbow", "Spike"]
    with database.transaction() as session:
        actions = {e.action for e in audit.list_entries(session, event_id=event_id)}
    assert "player.import" in actions


@pytest.mark.parametrize("separator", [";", "\t"])
def test_csv_import_accepts_semicolons_and_tabs(
    database: Database, event_id: int, separator: str
) -> None:
    text = f"Name{separator}Player number\nRarity{separator}102\nSpike\n"
    with database.transaction() as session:
        rows = players.import_players_csv(session, event_id, text)
    assert [(r.name, r.player_number) for r in rows] == [("Rarity", "102"), ("Spike", None)]


def test_csv_import_reports_every_bad_row_and_writes_nothing(
    database: Database, event_id: int
) -> None:
    with database.transaction() as session:
        players.register_player(session, event_id, "Rarity", player_number="102")
    text = "Applejack\n,5\nFluttershy,1,extra\nrarity\nFluttershy\nfluttershy\nZecora,102\n"
    with pytest.raises(ValidationError) as caught, database.transaction() as session:
        players.import_players_csv(session, event_id, text, source="roster.csv")
    message = str(caught.value)
    assert message.startswith("roster.csv: 5 bad rows, nothing was imported")
    assert "line 2: name: must not be empty" in message
    assert "line 3: expected name[,player number]; this line has 3 fields, separated by ','" in (
        message
    )
    assert "line 4: a player named 'Rarity' is already registered in this event" in message
    assert "line 6: a player named 'Fluttershy' is already on line 5" in message
    assert "line 7: player number 102 is already registered in this event (Rarity)" in message
    assert _names(database, event_id) == ["Rarity"]
    with database.transaction() as session:
        assert len(session.exec(select(Registration)).all()) == 1
        assert len(session.exec(select(Person)).all()) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no players found"),
        ("name,email\nRarity,r@example.com\n", "line 1: unknown column 'email' in the header"),
        ('Rarity\n"Unclosed\n', "line 2: not valid CSV"),
    ],
)
def test_csv_import_bad_files(database: Database, event_id: int, text: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message), database.transaction() as session:
        players.import_players_csv(session, event_id, text)
    assert _names(database, event_id) == []


def test_remove_a_mistaken_registration(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        typo = players.register_player(session, event_id, "Rairty", player_number="77")
        kept = players.register_player(session, event_id, "Rarity", player_number="78")
        other = events.create_event(session, name="Other", start_date=date(2026, 7, 1))
        players.register_player(session, other.id, "Rarity", player_number="78")
    with database.transaction() as session:
        removed = players.remove_player(session, typo.registration_id)
        players.remove_player(session, kept.registration_id)
    assert removed.name == "Rairty"
    with database.transaction() as session:
        assert players.list_players(session, event_id) == []
        # the typo person is gone; Rarity stays on file for her other event
        assert sorted(p.name for p in session.exec(select(Person))) == ["Rarity"]
        entries = audit.list_entries(session, action_prefix="player.remove")
    assert [e.before for e in entries] == [
        {"name": "Rairty", "player_number": "77"},
        {"name": "Rarity", "player_number": "78"},
    ]
    with database.transaction() as session:
        again = players.register_player(session, event_id, "Rairty", player_number="77")
    assert again.name == "Rairty"  # the number is free again


def test_remove_is_refused_once_the_player_was_paired(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        row = players.register_player(session, event_id, "Spike")
        round_ = Round(event_id=event_id, number=1, state="published")
        session.add(round_)
        session.flush()
        session.add(Match(round_id=round_.id or 0, player_a_id=row.registration_id, is_bye=True))
    refused = "Spike already has pairings in this event; drop"
    with pytest.raises(ValidationError, match=refused), database.transaction() as session:
        players.remove_player(session, row.registration_id)
    assert _names(database, event_id) == ["Spike"]


def test_reading_players_files(tmp_path) -> None:  # type: ignore[no-untyped-def]
    good = tmp_path / "good.csv"
    good.write_bytes("\ufeffZoë,1\n".encode())
    assert players.read_players_file(good) == "Zoë,1\n"
    latin = tmp_path / "latin.csv"
    latin.write_bytes("Rarity\nZoë,1\n".encode("cp1252"))
    with pytest.raises(
        ValidationError, match=r'latin.csv: line 2: not UTF-8 text; save the file as "CSV UTF-8"'
    ):
        players.read_players_file(latin)
    with pytest.raises(ValidationError, match="file not found"):
        players.read_players_file(tmp_path / "missing.csv")
    with pytest.raises(ValidationError, match="is a folder"):
        players.read_players_file(tmp_path)


def test_csv_preview_refuses_the_lines_an_import_refuses(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        players.register_player(session, event_id, "Fluttershy", player_number="101")
    text = "Rarity,201\nFluttershy\nPinkie Pie,201\nApplejack,202\n"
    with database.transaction() as session:
        preview = players.preview_csv(session, event_id, text, source="roster.csv")
    assert [(line.line, line.name, line.player_number) for line in preview] == [
        (1, "Rarity", "201"), (2, "Fluttershy", None), (3, "Pinkie Pie", "201"), (4, "Applejack", "202"),
    ]
    refused = {line.line: line.problem for line in preview if line.problem}
    assert set(refused) == {2, 3}
    assert "Fluttershy" in refused[2] and "line 1" in refused[3]
    with pytest.raises(ValidationError) as error, database.transaction() as session:
        players.import_players_csv(session, event_id, text, source="roster.csv")
    assert "line 2" in str(error.value) and "line 3" in str(error.value)
    assert "line 1:" not in str(error.value) and "line 4" not in str(error.value)
    assert _names(database, event_id) == ["Fluttershy"]
