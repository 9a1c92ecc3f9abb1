"""The floor-rules commands end to end on a database file, including refusals with messages."""

from __future__ import annotations

import io
import sys
from datetime import date
from pathlib import Path

import pytest
from sqlmodel import select

from tourney.cli import main
from tourney.db.database import open_database
from tourney.db.models import DeckList, Match, Person, Round
from tourney.services import events, players, staff
from tourney.services.concurrency import lock_event


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    path = str(tmp_path / "floor.db")
    with open_database(path) as db, db.transaction() as s:
        event = events.create_event(s, name="Store Champs", start_date=date(2026, 5, 2), tier=2)
        regs = [players.register_player(s, event.id, f"Player {i}", player_number=f"P{i:03d}").registration_id
                for i in range(1, 6)]
        staff.assign_staff(s, event.id, role="head_judge", name="Hana Head")
        staff.assign_staff(s, event.id, role="floor_judge", name="Finn Floor")
        lock_event(s, event.id)  # test set-up writes take the lock like any action
        for reg in regs:
            s.add(DeckList(registration_id=reg, format="harmony", status="legal",
                           cards=[{"name": "Rarity, Nice to a Fault", "qty": 3}]))
        r = Round(event_id=event.id, number=1, state="published", time_limit_seconds=35 * 60)
        s.add(r)
        s.flush()
        s.add(Match(round_id=r.id, table_number=1, player_a_id=regs[0], player_b_id=regs[1]))
        s.add(Match(round_id=r.id, table_number=2, player_a_id=regs[2], player_b_id=regs[3]))
        s.add(Match(round_id=r.id, table_number=3, player_a_id=regs[4], is_bye=True, result="a",
                    result_source="bye"))
    return path


def run(db: str, *argv: str) -> int:
    return main(["--db", db, *argv])


def test_penalty_commands(db_path: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(db_path, "penalty", "add", "Store Champs", "P001", "slow_play", "--judge", "Finn Floor") == 0
    assert "Game Warning for Player 1" in capsys.readouterr().out
    assert run(db_path, "penalty", "add", "Store Champs", "P001", "slow_play", "--judge", "Finn Floor") == 0
    out = capsys.readouterr().out
    assert "Game Loss" in out and (
        "escalated: second Game Warning for Slow play in this tournament (the first in round 1) becomes a "
        "Game Loss") in out
    # Bad input: a Disqualification by a floor judge; a player not in the event.
    assert run(db_path, "penalty", "add", "Store Champs", "P002", "cheating", "--judge", "Finn Floor") == 1
    assert "only to be given by the head judge" in capsys.readouterr().err
    assert run(db_path, "penalty", "add", "Store Champs", "P999", "slow_play", "--judge", "Finn Floor") == 1
    assert "no player 'P999'" in capsys.readouterr().err
    assert run(db_path, "penalty", "list", "Store Champs", "--player", "P001") == 0
    header, _rule, *rows = capsys.readouterr().out.splitlines()
    assert header.split()[:3] == ["player", "no.", "round"]
    assert [row.split()[:5] for row in rows] == [
        ["Player", "1", "1", "1", "Slow"], ["Player", "1", "2", "1", "Slow"]]
    # Two penalties: which one is said by its number among the player's, as the list prints it.
    assert run(db_path, "penalty", "withdraw", "Store Champs", "P001", "--judge", "Hana Head", "--reason", "appeal") == 1
    assert capsys.readouterr().err.strip().endswith(
        "Player 1 has 2 penalties: give the number of one (1: Game Warning for Slow play, round 1; "
        "2: Game Loss for Slow play, round 1)")
    assert run(db_path, "penalty", "withdraw", "Store Champs", "P001", "3", "--judge", "Hana Head",
               "--reason", "appeal") == 1
    assert "Player 1 has no penalty 3 (1: Game Warning" in capsys.readouterr().err
    assert run(db_path, "penalty", "withdraw", "Store Champs", "Player 2", "--judge", "Hana Head",
               "--reason", "appeal") == 1
    assert capsys.readouterr().err.strip().endswith("Player 2 has no penalty in Store Champs")
    assert run(db_path, "penalty", "withdraw", "Store Champs", "Player 1", "2", "--judge", "Hana Head",
               "--reason", "appeal") == 0
    assert capsys.readouterr().out == (
        "Player 1's penalty 2 (Game Loss for Slow play) withdrawn (appeal); its effects on results were undone\n")
    with open_database(db_path) as db, db.transaction() as s:
        assert s.get(Match, 1).result is None
    assert run(db_path, "penalty", "report", "Store Champs") == 0
    assert "withdrawn: 1" in capsys.readouterr().out
    pdf = Path(db_path).with_name("penalties.pdf")
    assert run(db_path, "penalty", "report", "Store Champs", "--pdf", str(pdf)) == 0
    from pypdf import PdfReader

    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Slow play" in text and "Player 1" in text
    assert run(db_path, "penalty", "judges", "Store Champs") == 0
    out = capsys.readouterr().out
    assert "Head judge" in out and ["name", "number", "role"] in [line.split() for line in out.splitlines()]
    assert run(db_path, "penalty", "infractions") == 0
    assert "Invalid deck list" in capsys.readouterr().out


def test_deckcheck_clock_eom_eligibility(db_path: str, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert run(db_path, "deckcheck", "pick", "Store Champs", "--round", "1") == 0
    out = capsys.readouterr().out
    assert "selected with seed" in out
    header, _rule, first, second, _seed = out.splitlines()
    assert header.split()[:3] == ["round", "table", "player"]
    table = first.split()[1]
    checked, other = (" ".join(line.split()[2:4]) for line in (first, second))
    assert run(db_path, "deckcheck", "match", "Store Champs", "3") == 1
    assert "bye" in capsys.readouterr().err
    deck = tmp_path / "deck.txt"
    deck.write_text("2 Rarity, Nice to a Fault\n", encoding="utf-8")
    # both decks at the table are checked: a record names whose deck it counted
    assert run(db_path, "deckcheck", "record", "Store Champs", table, "--deck", str(deck)) == 1
    assert capsys.readouterr().err.strip().endswith(
        f"both decks at table {table} of round 1 are being checked: name the player ({checked} or {other})")
    assert run(db_path, "deckcheck", "record", "Store Champs", table, "Player 5", "--deck", str(deck)) == 1
    assert "Player 5 does not play at table" in capsys.readouterr().err
    assert run(db_path, "deckcheck", "record", "Store Champs", table, checked, "--deck", str(deck),
               "--duration", "180") == 0
    out = capsys.readouterr().out
    assert "missing: 1× Rarity" in out and "proposed: Invalid deck list (Game Loss)" in out
    assert (f"`tourney deckcheck penalty 'Store Champs' {table} '{checked}' --round 1 --judge ...`"
            in " ".join(out.split()))
    assert run(db_path, "deckcheck", "penalty", "Store Champs", table, checked, "--round", "1",
               "--judge", "Finn Floor") == 0
    assert f"Game Loss for {checked}" in capsys.readouterr().out
    # the standing penalty keeps the check as it is; the other deck's pick, never started, goes
    assert run(db_path, "deckcheck", "correct", "Store Champs", table, checked, "--reason", "recount") == 1
    assert "withdraw that penalty" in capsys.readouterr().err
    assert run(db_path, "deckcheck", "remove", "Store Champs", table, other) == 0
    assert f"removed the deck check pick of {other}" in capsys.readouterr().out
    assert run(db_path, "deckcheck", "list", "Store Champs") == 0
    [row] = capsys.readouterr().out.splitlines()[2:]
    assert row.split()[:6] == ["1", table, *checked.split(), "penalty", "issued"]
    assert row.split()[-5:] == ["Invalid", "deck", "list", "Game", "Loss"]
    unchecked = "2" if table == "1" else "1"
    assert run(db_path, "deckcheck", "start", "Store Champs", unchecked) == 1
    assert capsys.readouterr().err.strip().startswith(f"tourney: error: no deck check at table {unchecked} of round 1")

    assert run(db_path, "clock", "start", "Store Champs") == 0
    assert "running" in capsys.readouterr().out
    assert run(db_path, "clock", "extend", "Store Champs", "3", "60", "--reason", "x") == 1
    assert "bye" in capsys.readouterr().err
    assert run(db_path, "clock", "call", "Store Champs") == 1
    assert "call time early only on purpose" in capsys.readouterr().err
    assert run(db_path, "clock", "call", "Store Champs", "--early") == 0
    assert "time called" in capsys.readouterr().out

    with open_database(db_path) as db, db.transaction() as s:
        # The checked match was decided by its Game Loss; the other one is still playing.
        [open_match] = [m for m in s.exec(select(Match)) if m.result is None and not m.is_bye]
        open_table = str(open_match.table_number)
        assert open_match.time_extension_seconds == 0
    assert run(db_path, "eom", "step", "Store Champs", open_table, "--first", "a", "--turn", "a",
               "--points", "4-2") == 0
    assert "completes the current turn" in capsys.readouterr().out
    assert run(db_path, "end-of-match", "step", "Store Champs", open_table, "--round", "1", "--first", "a", "--turn", "b",
               "--stage", "decide", "--points", "4-4", "--record") == 0
    assert "match result: a draw" in capsys.readouterr().out

    assert run(db_path, "eligibility", "list", "Store Champs", "suspended", "P005") == 0
    capsys.readouterr()
    assert run(db_path, "eligibility", "check", "Store Champs") == 1
    assert "suspended" in capsys.readouterr().out


def test_concede_and_prize_split_commands(db_path: str, capsys: pytest.CaptureFixture[str]) -> None:
    # 'may not concede for prizes'; a concession is recorded as such.
    assert run(db_path, "eom", "concede", "Store Champs", "1", "P001", "--for-prizes") == 1
    assert "may not concede for prizes" in capsys.readouterr().err
    assert run(db_path, "eom", "concede", "Store Champs", "1", "P001") == 0
    assert ("table 1 of round 1: Player 1 conceded; Player 2 wins (recorded as a concession)"
            in capsys.readouterr().out)
    assert run(db_path, "eom", "split", "Store Champs", "P001", "P002", "--terms", "50/50",
               "--judge", "Hana Head") == 1
    assert "no final match" in capsys.readouterr().err


def test_round_pair_names_players_without_a_deck_list(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = str(tmp_path / "lists.db")
    with open_database(path) as db, db.transaction() as s:
        event = events.create_event(s, name="Regional", start_date=date(2026, 5, 2), tier=2)
        regs = [players.register_player(s, event.id, name).registration_id
                for name in ("Ann Apple", "Bo Berry", "Cy Cedar", "Di Dune")]
        lock_event(s, event.id)
        for reg in regs[:3]:
            s.add(DeckList(registration_id=reg, format="harmony", status="legal", cards=[]))
    assert run(path, "round", "pair", "Regional") == 0
    assert ("Review: Tier 2 requires deck lists; 1 player paired here has none: Di Dune"
            in capsys.readouterr().out)


def _make_incorrect(db: str, deck_list_id: int) -> None:
    with open_database(db) as opened, opened.transaction() as s:
        deck_list = s.get(DeckList, deck_list_id)
        lock_event(s, 1)  # test set-up writes take the lock like any action
        deck_list.status = "incorrect"
        s.add(deck_list)


def test_deck_list_penalty_and_lists_named_as_people_know_them(db_path: str, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    # A corrected version's reason, a second penalty's refusal, an event's list: names and rounds, no ids.
    _make_incorrect(db_path, 1)
    corrected = tmp_path / "corrected.txt"
    corrected.write_text("3 Rarity, Nice to a Fault\n", encoding="utf-8")
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P001", "--corrected", str(corrected),
               "--judge", "Finn Floor") == 0
    assert "Game Warning for Player 1" in capsys.readouterr().out
    with open_database(db_path) as db, db.transaction() as s:
        [new] = s.exec(select(DeckList).where(DeckList.replaces_id == 1)).all()
        assert new.change_reason == "corrected after the Game Warning issued at round 1 by Finn Floor"
    assert run(db_path, "penalty", "deck-list", "Store Champs", "Player 1", "--version", "1",
               "--judge", "Finn Floor") == 1
    assert capsys.readouterr().err.strip().endswith(
        "Player 1's deck list (version 1) already has the Game Warning issued at round 1 by Finn Floor: "
        "one deck-list penalty per list, however many errors (Deck Lists)")
    assert run(db_path, "eligibility", "list", "Store Champs", "suspended", "P005") == 0
    assert capsys.readouterr().out == "suspended list of Store Champs: 1 entry\n"
    assert run(db_path, "eligibility", "qualification", "Store Champs", "on") == 0
    assert capsys.readouterr().out == "qualification required for Store Champs\n"
    assert run(db_path, "penalty", "add", "Store Champs", "P999", "slow_play", "--judge", "Nobody") == 1
    assert capsys.readouterr().err.strip().endswith("no player 'P999' in Store Champs")
    assert run(db_path, "penalty", "add", "Store Champs", "P001", "slow_play", "--judge", "Nobody") == 1
    assert "no staff member 'Nobody' at Store Champs" in capsys.readouterr().err


def test_a_corrected_list_is_read_from_standard_input_as_deck_register_reads_it(
        db_path: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _make_incorrect(db_path, 2)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Problems (10)\n")))
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P002", "--corrected", "-", "--judge", "Finn Floor") == 1
    assert capsys.readouterr().err.strip().endswith("the list given on standard input: no card lines found")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"3 Rarity, Nice to a Fault\n")))
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P002", "--corrected", "-", "--judge", "Finn Floor") == 0
    assert "Game Warning for Player 2" in capsys.readouterr().out
    with open_database(db_path) as db, db.transaction() as s:
        [new] = s.exec(select(DeckList).where(DeckList.replaces_id == 2)).all()
        assert new.raw_text == "3 Rarity, Nice to a Fault\n" and new.version == 2


def test_a_correction_still_wrong_is_corrected_again_under_its_penalty(
        db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 'issued and corrected once per decklist': the list is corrected again, no second penalty.
    _make_incorrect(db_path, 1)
    assert run(db_path, "penalty", "correct-deck-list", "Store Champs", "P001", "--corrected", str(tmp_path / "none.txt"),
               "--judge", "Finn Floor") == 1
    assert "cannot read" in capsys.readouterr().err
    again = tmp_path / "again.txt"
    again.write_text("3 Rarity, Nice to a Fault\n", encoding="utf-8")
    assert run(db_path, "penalty", "correct-deck-list", "Store Champs", "P001", "--corrected", str(again), "--judge", "Finn Floor") == 1
    assert capsys.readouterr().err.strip().endswith(
        "Player 1's deck list (version 1) has no deck-list penalty to correct it under: the list changes with "
        "its penalty, which takes the corrected list (Deck Lists)")
    wrong = tmp_path / "wrong.txt"
    wrong.write_text("3 Rarity, Nice to a Fault\n2 Twilite\n", encoding="utf-8")
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P001", "--corrected", str(wrong),
               "--judge", "Finn Floor") == 0
    capsys.readouterr()
    with open_database(db_path) as db, db.transaction() as s:
        [second] = s.exec(select(DeckList).where(DeckList.replaces_id == 1)).all()
        assert second.status != "legal"
        second_id = second.id
    assert run(db_path, "penalty", "correct-deck-list", "Store Champs", "P001", "--corrected", str(again),
               "--judge", "Hana Head", "--note", "Twilite was a typo for nothing") == 0
    said, *messages = capsys.readouterr().out.splitlines()
    assert said.endswith("for Player 1: invalid, corrected after the Game Warning issued at round 1 by Finn Floor: "
                         "Twilite was a typo for nothing")
    assert "  [101.1] the draw deck has 0 cards; it needs at least 45" in messages  # why it is still invalid
    with open_database(db_path) as db, db.transaction() as s:
        [third] = s.exec(select(DeckList).where(DeckList.replaces_id == second_id)).all()
        head = s.exec(select(Person).where(Person.name == "Hana Head")).one()
        assert (third.version, third.raw_text, third.approved_by_person_id) == (3, again.read_text(), head.id)
    assert run(db_path, "penalty", "list", "Store Champs") == 0
    assert capsys.readouterr().out.count("Incorrect deck list") == 1  # still the one penalty
    # the third version is the same list too: a penalty for it is refused, naming the one it has
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P001", "--judge", "Finn Floor") == 1
    assert "was corrected under the Game Warning issued at round 1 by Finn Floor" in capsys.readouterr().err
    # a version the player never had, and a player without a list, are refused by name
    assert run(db_path, "penalty", "deck-list", "Store Champs", "P001", "--version", "7", "--judge", "Finn Floor") == 1
    assert capsys.readouterr().err.strip().endswith("Player 1's deck list has no version 7 (it has versions 1 to 3)")
    with open_database(db_path) as db, db.transaction() as s:
        lock_event(s, 1)
        s.delete(s.exec(select(DeckList).where(DeckList.registration_id == 5)).one())
    assert run(db_path, "penalty", "correct-deck-list", "Store Champs", "P005", "--corrected", str(again),
               "--judge", "Hana Head") == 1
    assert capsys.readouterr().err.strip().endswith("Player 5 has no deck list registered (`tourney deck register`)")


def test_a_deck_counted_is_read_as_a_deck_list_is(db_path: str, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """The deck as counted may be written as the player's list was, headings and comments
    included: `deckcheck record --deck` reads it with the reader that registers lists."""
    assert run(db_path, "deckcheck", "match", "Store Champs", "1") == 0
    capsys.readouterr()
    deck = tmp_path / "counted.txt"
    deck.write_text("// counted at table 1\nMane Character (0)\nFriends:\n2x Rarity, Nice to a Fault\n"
                    "Resources\n\nProblems (0)\n", encoding="utf-8")
    code = run(db_path, "deckcheck", "record", "Store Champs", "1", "Player 1", "--deck", str(deck),
               "--duration", "180")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "missing: 1× Rarity" in out
    # A line without a count is refused by its line, as the list's reader numbers it.
    deck.write_text("Friends:\nRarity, Nice to a Fault\n", encoding="utf-8")
    assert run(db_path, "deckcheck", "correct", "Store Champs", "1", "Player 1", "--deck", str(deck),
               "--reason", "recount", "--duration", "200") == 1
    assert capsys.readouterr().err == ("tourney: error: counted.txt, line 2: 'Rarity, Nice to a Fault' has "
                                       "no count: give how many copies were counted\n")
