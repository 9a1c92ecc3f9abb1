"""Registering deck lists for an event: stored, classified, versioned and audited."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tests.cards.test_deck_lists import PINKIE
from tourney.cli import main
from tourney.db.database import Database, open_database, open_memory_database
from tourney.db.models import DeckList
from tourney.errors import ValidationError
from tourney.services import audit, decklists, events, players, staff
from tourney.services.concurrency import lock_event


@pytest.fixture
def database() -> Iterator[Database]:
    with open_memory_database() as db:
        yield db


@pytest.fixture
def event_id(database: Database) -> int:
    with database.transaction() as session:
        event = events.create_event(session, name="Ponyville Regional", start_date=date(2016, 9, 10))
        players.register_player(session, event.id, "Applejack Smith", player_number="101")
        return event.id


def test_register_classifies_stores_and_audits(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        row = decklists.register_deck_list(session, event_id, "101", PINKIE.replace("Rubber Chicken", "Rubber Chiken"))
    assert (row.status, row.proposed_penalty, row.version, row.replaces_id) == ("incorrect", "game_warning", 1, None)
    assert any("Rubber Chicken" in m for m in row.messages)
    with database.transaction() as session:
        stored = session.get(DeckList, row.id)
        assert stored is not None and stored.format == "harmony" and stored.source_format == "text"
        assert stored.raw_text.startswith("Mane Character (1)")
        assert {"card_id", "name", "qty", "section"} <= set(stored.cards[0])
        assert sum(c["qty"] for c in stored.cards if c["section"] == "draw") == 45
        assert stored.validation["messages"][0]["rule"] == "Floor Rules: Deck Lists"
        entries = audit.list_entries(session, event_id=event_id, action_prefix="decklist.")
        assert [e.action for e in entries] == ["decklist.register"]


def test_resubmission_is_a_new_version(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        first = decklists.register_deck_list(session, event_id, "Applejack Smith", PINKIE.replace("2 Flim", "2 Flimflam Man"))
        second = decklists.register_deck_list(session, event_id, "101", PINKIE, change_reason="fixed a typo")
    assert (first.status, first.proposed_penalty) == ("invalid", "game_loss")
    assert (second.status, second.version, second.replaces_id) == ("legal", 2, first.id)
    with database.transaction() as session:
        current = decklists.current_deck_list(session, second.registration_id)
        assert current is not None and current.id == second.id
        assert [e.action for e in audit.list_entries(session, event_id=event_id, action_prefix="decklist.")] == [
            "decklist.register", "decklist.replace"]


def test_changes_refused_once_the_event_started(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", PINKIE)
        event = events.require_event(session, event_id)
        event.status = "swiss"
        session.add(event)
    with pytest.raises(ValidationError, match="before the event starts"), database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", PINKIE)


def test_bad_file_is_refused_without_writing(database: Database, event_id: int) -> None:
    with pytest.raises(ValidationError, match="malformed XML"), database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", b"<deck><section", filename="x.o8d")
    with database.transaction() as session:
        assert decklists.current_deck_list(session, 1) is None


def test_cli_register_and_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db_path = tmp_path / "t.sqlite3"
    with open_database(str(db_path)) as database, database.transaction() as session:
        event = events.create_event(session, name="Cup", start_date=date(2016, 9, 10))
        players.register_player(session, event.id, "Rarity Belle", player_number="7")
    deck = tmp_path / "deck.txt"
    deck.write_text(PINKIE, encoding="utf-8")
    assert main(["--db", str(db_path), "deck", "register", str(deck), "--event", str(event.id), "--player", "7"]) == 0
    assert "legal" in capsys.readouterr().out
    assert main(["deck", "validate", str(deck), "--format", "odyssey-block"]) == 1
    verdict = capsys.readouterr().out
    assert verdict.startswith("INVALID for Odyssey Block") and "not legal in Odyssey Block" in verdict
    out = tmp_path / "deck.o8d"
    assert main(["deck", "convert", str(deck), "--to", "o8d", "-o", str(out)]) == 0
    assert main(["deck", "validate", str(out), "--date", "2016-09-10"]) == 0
    assert main(["deck", "compare", str(deck), str(out)]) == 0
    played = tmp_path / "played.txt"
    played.write_text(PINKIE.replace("2 Flim", "3 Flim"), encoding="utf-8")
    capsys.readouterr()
    assert main(["deck", "compare", str(deck), str(played)]) == 1
    assert "1 Flim in the draw deck not on the deck list" in capsys.readouterr().out


def test_tier_2_change_needs_the_head_judges_approval(database: Database, event_id: int) -> None:
    """Tier Rules, Deck Lists: at Tier 2+ a submitted list changes only with the head judge's approval."""
    with database.transaction() as session:
        lock_event(session, event_id)  # test set-up writes take the lock like any action
        event = events.require_event(session, event_id)
        event.tier = 2
        session.add(event)
        decklists.register_deck_list(session, event_id, "101", PINKIE)
        floor = staff.assign_staff(session, event_id, role="floor_judge", name="Fred Floor")
        head = staff.assign_staff(session, event_id, role="head_judge", name="Hannah Head")
    with pytest.raises(ValidationError, match="head judge's approval"), database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", PINKIE)
    with pytest.raises(ValidationError, match="only the head judge"), database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", PINKIE, approved_by_person_id=floor.person_id)
    with database.transaction() as session:
        row = decklists.register_deck_list(
            session, event_id, "101", PINKIE, approved_by_person_id=head.person_id, change_reason="swap"
        )
    assert (row.version, row.status) == (2, "legal")


def test_a_locked_list_s_refusal_says_in_plain_words_who_approves(database: Database, event_id: int) -> None:
    """The window and the command line read the same refusal: no command-line option in it."""
    with database.transaction() as session:
        lock_event(session, event_id)
        row = decklists.register_deck_list(session, event_id, "101", PINKIE)
        stored = session.get(DeckList, row.id)
        assert stored is not None
        stored.locked = True
        session.add(stored)
    with pytest.raises(ValidationError) as refused, database.transaction() as session:
        decklists.register_deck_list(session, event_id, "101", PINKIE)
    assert str(refused.value) == (
        "deck list version 1 of Applejack Smith is locked: a head judge must approve the change"
    )


def test_cli_approval_by_the_head_judges_name_or_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tier 2 'Deck Lists': `--approved-by` names one of the event's head judges, never an id."""
    db_path = tmp_path / "t.sqlite3"
    with open_database(str(db_path)) as database, database.transaction() as session:
        event = events.create_event(session, name="Cup", start_date=date(2016, 9, 10), tier=2)
        players.register_player(session, event.id, "Rarity Belle", player_number="7")
    deck = tmp_path / "deck.txt"
    deck.write_text(PINKIE, encoding="utf-8")
    register = ["--db", str(db_path), "deck", "register", str(deck), "--event", str(event.id),
                "--player", "7"]
    assert main(register) == 0
    capsys.readouterr()
    # no head judge yet: the change is refused, saying how to add one
    assert main([*register, "--approved-by", "Hannah Head"]) == 1
    assert "has none: add one with `tourney staff add" in capsys.readouterr().err
    assert main(["--db", str(db_path), "staff", "add", "Cup", "Hannah Head", "head_judge",
                 "--number", "J1"]) == 0
    assert main(["--db", str(db_path), "staff", "add", "Cup", "Fred Floor", "floor_judge"]) == 0
    capsys.readouterr()
    # without --approved-by: what is missing and who can give it
    assert main(register) == 1
    err = capsys.readouterr().err
    assert "needs the head judge's approval" in err and "--approved-by (Hannah Head (J1))" in err
    # a floor judge is refused, with the head judges listed
    assert main([*register, "--approved-by", "Fred Floor"]) == 1
    assert ("'Fred Floor' is not a head judge of this event and cannot approve a deck-list change: "
            "the head judge is Hannah Head (J1)") in capsys.readouterr().err
    # by name (any case), then by player number
    assert main([*register, "--approved-by", "hannah  head", "--reason", "swapped a card"]) == 0
    assert "version 2" in capsys.readouterr().out
    assert main([*register, "--approved-by", "J1"]) == 0
    assert "version 3" in capsys.readouterr().out
    with open_database(str(db_path)) as database, database.transaction() as session:
        current = decklists.current_deck_list(session, 1)
        assert current is not None and current.approved_by_person_id is not None
        head = staff.head_judges(session, event.id)[0]
        assert current.approved_by_person_id == head.person_id


@pytest.mark.parametrize("tier", [2, 3])
def test_a_first_list_after_the_start_is_taken_marked_late(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tier: int
) -> None:
    """Tier 2/3 'Deck Lists': lists are due "prior to the advertised start time", but a player
    entered late still needs one: it is taken and marked late, citing the rule, for the head
    judge; a change after the start is refused as before."""
    db = ["--db", str(tmp_path / "t.sqlite3")]
    deck = tmp_path / "deck.txt"
    deck.write_text(PINKIE, encoding="utf-8")
    assert main([*db, "event", "create", "Cup", "--start", "2016-09-10", "--tier", str(tier)]) == 0
    for number in range(1, 5):
        assert main([*db, "player", "add", "Cup", f"Pony {number}", "--number", str(number)]) == 0
        assert main([*db, "deck", "register", str(deck), "--event", "1", "--player", str(number)]) == 0
    assert main([*db, "round", "pair", "Cup"]) == 0
    assert main([*db, "player", "add", "Cup", "Spike", "--number", "9"]) == 0
    capsys.readouterr()
    assert main([*db, "deck", "register", str(deck), "--event", "1", "--player", "Spike"]) == 0
    out = capsys.readouterr().out
    assert "for Spike: legal" in out and "proposed penalty" not in out
    assert (f"[Tier {tier} Rules: Deck Lists] turned in late, after the event started: Tier {tier} "
            "deck lists are due before the start; the head judge rules on it") in " ".join(out.split())
    assert main([*db, "deck", "register", str(deck), "--event", "1", "--player", "Spike"]) == 1
    assert f"(Tier {tier} Rules: Deck Lists)" in capsys.readouterr().err


def _spike_late_with_a_typo(tmp_path: Path) -> tuple[list[str], Path]:
    """A Tier 2 event on the command line, Hannah Head its head judge, whose four players
    turned in a legal list and were paired; Spike, entered late, turned in one with a typo
    (his list's version 1). The `--db` arguments and the legal list's file."""
    db = ["--db", str(tmp_path / "t.sqlite3")]
    deck, typo = tmp_path / "deck.txt", tmp_path / "typo.txt"
    deck.write_text(PINKIE, encoding="utf-8")
    typo.write_text(PINKIE.replace("Rubber Chicken", "Rubber Chiken"), encoding="utf-8")
    assert main([*db, "event", "create", "Cup", "--start", "2016-09-10", "--tier", "2"]) == 0
    assert main([*db, "staff", "add", "Cup", "Hannah Head", "head_judge"]) == 0
    for number in range(1, 5):
        assert main([*db, "player", "add", "Cup", f"Pony {number}", "--number", str(number)]) == 0
        assert main([*db, "deck", "register", str(deck), "--event", "Cup", "--player", str(number)]) == 0
    assert main([*db, "round", "pair", "Cup"]) == 0
    assert main([*db, "player", "add", "Cup", "Spike", "--number", "9"]) == 0
    assert main([*db, "deck", "register", str(typo), "--event", "Cup", "--player", "Spike"]) == 0
    return db, deck


def test_a_late_list_corrected_after_a_penalty_is_still_marked_late(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tier 2 'Deck Lists': the list was turned in after the start, and correcting it after a
    deck-list penalty ('Deck Lists': the list is corrected) does not change when it was turned
    in: the corrected version keeps the late note for the head judge."""
    db_path = tmp_path / "t.sqlite3"
    db, deck = _spike_late_with_a_typo(tmp_path)
    capsys.readouterr()
    assert main([*db, "penalty", "deck-list", "Cup", "Spike", "--judge", "Hannah Head", "--corrected", str(deck)]) == 0
    late = ("[Tier 2 Rules: Deck Lists] turned in late, after the event started: Tier 2 deck lists are due "
            "before the start; the head judge rules on it")
    with open_database(str(db_path)) as database, database.reading() as session:
        spike = players.find_player(session, 1, "Spike").registration_id
        current = decklists.current_deck_list(session, spike)
        assert current is not None and (current.version, current.status) == (2, "legal")
        assert decklists.deck_list_messages(current) == (late,)


def test_each_correction_of_a_late_list_shows_its_late_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command line shows each corrected version as `deck register` shows a list: its version,
    its verdict and its messages, the late note
    first, through the penalty's correction and a correction again under it."""
    monkeypatch.delenv("COLUMNS", raising=False)  # one message a line, as a script reads them
    db, deck = _spike_late_with_a_typo(tmp_path)
    still = tmp_path / "still.txt"
    still.write_text(PINKIE.replace("Rubber Chicken", "Rubber Chickn"), encoding="utf-8")
    capsys.readouterr()
    late = ("[Tier 2 Rules: Deck Lists] turned in late, after the event started: Tier 2 deck lists are due "
            "before the start; the head judge rules on it")
    assert main([*db, "penalty", "deck-list", "Cup", "Spike", "--judge", "Hannah Head", "--corrected", str(still)]) == 0
    lines = [" ".join(line.split()) for line in capsys.readouterr().out.split("\n  ")]
    assert lines[0].endswith("corrected: deck list version 2 for Spike: incorrect")
    assert lines[1] == late and "'Rubber Chickn'" in lines[2]
    assert main([*db, "penalty", "correct-deck-list", "Cup", "9", "--judge", "Hannah Head", "--corrected",
                 str(deck)]) == 0
    lines = [" ".join(line.split()) for line in capsys.readouterr().out.split("\n  ")]
    assert lines[0].startswith("deck list version 3 for Spike: legal, corrected after the Game Warning")
    assert lines[1:] == [late]


def test_a_list_before_the_start_or_at_tier_1_is_not_late(database: Database, event_id: int) -> None:
    """Tier 1 requires no deck list, so one kept there after the start is not late."""
    with database.transaction() as session:
        lock_event(session, event_id)
        players.register_player(session, event_id, "Rarity Belle", player_number="7")
        decklists.register_deck_list(session, event_id, "101", PINKIE)
        event = events.require_event(session, event_id)
        event.status = "swiss"
        session.add(event)
        row = decklists.register_deck_list(session, event_id, "7", PINKIE)
    assert row.status == "legal" and not any("late" in m for m in row.messages)


def _line_of(text: str, line: str) -> int:
    """The 1-based number of `line` in a deck list's text, as a judge counts them."""
    return text.splitlines().index(line) + 1


def test_copy_limits_name_every_line_that_lists_the_card(
    database: Database, event_id: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """101.2 / 101.3a: a card over its copy limit is listed on lines a judge must find; the
    message names each of them, alike in `deck validate` and the deck-lists tab."""
    text = (PINKIE.replace("2 Big Top, Silly Pony", "2 Berry Dreams, Pom-Pom Pony")
            .replace("1 I Can Fix It!", "1 Special Delivery!"))
    draw = [_line_of(text, "2 Berry Dreams, Pom-Pom Pony"), _line_of(text, "3 Berry Dreams, Pom-Pom Pony")]
    problem = [_line_of(text, "2 Special Delivery!"), _line_of(text, "1 Special Delivery!")]
    expected = [
        f"lines {draw[0]} and {draw[1]}: 5 copies of Berry Dreams, Pom-Pom Pony in the draw deck; at most 3",
        f"lines {problem[0]} and {problem[1]}: 3 copies of Special Delivery! in the Problem deck; at most 2",
    ]
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    assert main(["deck", "validate", str(deck), "--date", "2016-09-10"]) == 1
    printed = " ".join(capsys.readouterr().out.split())
    with database.transaction() as session:
        row = decklists.register_deck_list(session, event_id, "101", text)
    assert row.status == "invalid"
    for words in expected:
        (shown,) = [m for m in row.messages if words in m]  # the tab's lines
        assert f"error: {shown}" in printed


def test_a_copy_limit_on_one_line_names_that_line(database: Database, event_id: int) -> None:
    text = PINKIE.replace("3 Getting Hooves Dirty", "4 Getting Hooves Dirty")
    with database.transaction() as session:
        row = decklists.register_deck_list(session, event_id, "101", text)
    line = _line_of(text, "4 Getting Hooves Dirty")
    assert any(f"line {line}: 4 copies of Getting Hooves Dirty in the draw deck; at most 3" in m for m in row.messages)


def test_a_list_corrected_with_a_penalty_may_come_as_an_o8d_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`penalty deck-list --corrected` takes any deck-list file the game reads: an .o8d is read as one."""
    db = ["--db", str(tmp_path / "t.sqlite3")]
    typo, fixed = tmp_path / "typo.txt", tmp_path / "fixed.o8d"
    typo.write_text(PINKIE.replace("Rubber Chicken", "Rubber Chiken"), encoding="utf-8")
    (tmp_path / "deck.txt").write_text(PINKIE, encoding="utf-8")
    assert main(["deck", "convert", str(tmp_path / "deck.txt"), "--to", "o8d", "-o", str(fixed)]) == 0
    assert main([*db, "event", "create", "Cup", "--start", "2016-09-10"]) == 0
    assert main([*db, "staff", "add", "Cup", "Hannah Head", "head_judge"]) == 0
    assert main([*db, "player", "add", "Cup", "Spike", "--number", "9"]) == 0
    assert main([*db, "deck", "register", str(typo), "--event", "Cup", "--player", "Spike"]) == 0
    capsys.readouterr()
    assert main([*db, "penalty", "deck-list", "Cup", "Spike", "--judge", "Hannah Head", "--corrected", str(fixed)]) == 0, (
        capsys.readouterr().err)
    with open_database(str(tmp_path / "t.sqlite3")) as database, database.reading() as session:
        current = decklists.current_deck_list(session, players.find_player(session, 1, "Spike").registration_id)
        assert current is not None
        assert (current.version, current.status, current.source_format) == (2, "legal", "o8d")
