"""A small Spellcasters event from the command line: half decks registered and checked, rounds to a champion.

The same commands an organizer types, on a real SQLite file; the registered
half decks of a final's two players then make the shared deck of a game the
engine plays to its end through the game system.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlmodel import select

from engine.core.registry import game_system
from engine.core.resources import resource_path
from tourney.cli import main
from tourney.db.database import open_database
from tourney.db.models import DeckList, Event

DECKS = resource_path("spellcasters", "decks")


@pytest.fixture
def db_file(tmp_path: Path) -> str:
    return str(tmp_path / "moon-cup.sqlite3")


def tourney(db_file: str, *args: str) -> int:
    return main(["--db", db_file, *args])


def test_a_spellcasters_event_runs_to_a_champion(db_file: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert tourney(db_file, "event", "create", "Moon Cup", "--start", "2026-12-05",
                   "--game-system", "spellcasters", "--rounds", "2", "--top-cut", "2") == 0
    assert tourney(db_file, "event", "show", "Moon Cup") == 0
    shown = capsys.readouterr().out
    # the game and its own (and only) format, by the names people know them by
    assert "game system   Spellcasters" in shown and "format        Standard" in shown
    for name in ("Ann", "Bo", "Cy", "Di"):
        assert tourney(db_file, "player", "add", "Moon Cup", name) == 0
    halves = {"Ann": DECKS / "harmony.txt", "Bo": DECKS / "chaos.txt", "Cy": DECKS / "harmony.txt"}
    for player, path in halves.items():
        assert tourney(db_file, "deck", "register", str(path), "--event", "1", "--player", player) == 0
    # Di's list breaks deck rules: it is registered as invalid, each fault citing its rule
    bad = tmp_path / "di.txt"
    bad.write_text(DECKS.joinpath("chaos.txt").read_text(encoding="utf-8")
                   .replace("1 Discord", "2 Discord").replace("1 Gilda", "1 Gilder"), encoding="utf-8")
    assert tourney(db_file, "deck", "register", str(bad), "--event", "1", "--player", "Di") == 0
    out = capsys.readouterr().out
    assert out.count(": legal") == 3
    assert "for Di: invalid, proposed penalty game loss" in out
    assert "[Deck rule 1] line 10: 'Gilder' is no card of the card database (did you mean: Gilda?)" in out
    assert "[Deck rule 6] line 6: 2 copies of Discord; at most 1 of a Spellcaster" in out
    # ... and fixed before the event starts
    assert tourney(db_file, "deck", "register", str(DECKS / "chaos.txt"), "--event", "1", "--player", "Di") == 0
    assert "deck list version 2 for Di: legal" in capsys.readouterr().out

    for table_results in (("a", "b"), ("draw", "a")):
        assert tourney(db_file, "round", "pair", "Moon Cup") == 0
        assert tourney(db_file, "round", "publish", "Moon Cup") == 0
        for table, result in enumerate(table_results, 1):
            assert tourney(db_file, "round", "result", "Moon Cup", str(table), result) == 0
    capsys.readouterr()
    assert tourney(db_file, "standings", "Moon Cup") == 0
    standings = capsys.readouterr().out
    assert "Scoring: win 3, loss 0, draw 1, bye 3." in standings  # the game system's scoring
    assert tourney(db_file, "round", "cut", "Moon Cup") == 0
    assert "best 2 of 3" in capsys.readouterr().out  # the game system's elimination matches
    assert tourney(db_file, "round", "elimination", "Moon Cup") == 0
    assert tourney(db_file, "round", "publish", "Moon Cup") == 0
    assert tourney(db_file, "round", "result", "Moon Cup", "1", "2-1") == 0
    final = capsys.readouterr().out
    finalist = final.split("Table 1: ", 1)[1].split(" vs ", 1)[0]  # player A won 2-1
    assert tourney(db_file, "round", "elimination", "Moon Cup") == 0
    assert f"The event is finished. Winner: {finalist}" in capsys.readouterr().out

    with open_database(db_file) as db, db.reading() as session:
        event = session.exec(select(Event)).one()
        assert (event.game_system, event.format) == ("spellcasters", "standard")
        lists = {d.registration_id: d for d in session.exec(select(DeckList))}
        stored = [d for d in lists.values() if d.status == "legal"]
        assert len(stored) == 4 and all(sum(c["qty"] for c in d.cards) == 30 for d in stored)
        kinds = {c["section"] for d in stored for c in d.cards}
        assert kinds == {"spellcaster", "mana", "object", "equipment", "location", "combo"}
        first, second = stored[0], stored[1]
        halves_played = [[c["card_id"] for c in d.cards for _ in range(c["qty"])] for d in (first, second)]

    # the two registered halves are one shared deck: a game of them plays to its end
    system = game_system("spellcasters")
    table = system.table()
    game = system.new_game(table.make_setup(halves_played, seed=5))
    bot = table.bot(5)
    for _ in range(5000):
        if game.pending() is None:
            break
        game.submit(bot.choose(game.pending()))
    result = table.result(game)
    assert game.pending() is None and result is not None
    json.dumps(table.export_board(game))  # the finished board saves as plain data


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_deck_checks_and_forms_of_a_spellcasters_event(db_file: str, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert tourney(db_file, "event", "create", "Sun Cup", "--start", "2026-12-06",
                   "--game-system", "spellcasters", "--tier", "2") == 0
    for name in ("Ann", "Bo"):
        assert tourney(db_file, "player", "add", "Sun Cup", name) == 0
    assert tourney(db_file, "staff", "add", "Sun Cup", "Hana Head", "head_judge") == 0
    assert tourney(db_file, "deck", "register", str(DECKS / "harmony.txt"), "--event", "1", "--player", "Ann") == 0
    assert tourney(db_file, "deck", "register", str(DECKS / "chaos.txt"), "--event", "1", "--player", "Bo") == 0
    assert tourney(db_file, "round", "pair", "Sun Cup") == 0
    assert tourney(db_file, "round", "publish", "Sun Cup") == 0
    assert tourney(db_file, "deckcheck", "match", "Sun Cup", "1") == 0
    capsys.readouterr()
    # Bo's half as presented, written the way lists are (headings and all): one Magic Mana short, a Spike more
    played = tmp_path / "played.txt"
    played.write_text(DECKS.joinpath("chaos.txt").read_text(encoding="utf-8")
                      .replace("3 Magic Mana", "2 Magic Mana").replace("1 Gilda", "1 Gilda\n1 Spike"),
                      encoding="utf-8")
    assert tourney(db_file, "deckcheck", "record", "Sun Cup", "1", "Bo", "--deck", str(played), "--judge", "Hana Head",
                   "--duration", "90") == 0
    recorded = capsys.readouterr().out
    assert "missing: 1× Magic Mana" in recorded and "extra: 1× Spike" in recorded

    sheet, form, blank = tmp_path / "sheet.pdf", tmp_path / "form.pdf", tmp_path / "blank.pdf"
    assert tourney(db_file, "print", "deckcheck", "--event", "Sun Cup", "--player", "Bo", "-o", str(sheet)) == 0
    assert tourney(db_file, "print", "decklist-form", "--event", "Sun Cup", "--player", "Bo", "-o", str(form)) == 0
    assert tourney(db_file, "print", "decklist-form", "--event", "Sun Cup", "-o", str(blank)) == 0
    sheet_text = _pdf_text(sheet)
    assert "Spellcaster" in sheet_text and "Magic Mana" in sheet_text and "Spike" in sheet_text
    form_text = _pdf_text(form)
    assert "Mane Character" not in form_text and "Problem deck" not in form_text
    assert "Spellcasters — at least 8, 1 copy of each (a half deck is exactly 30 cards in all)" in form_text
    assert "Princess Cadance" in form_text and "Spellcasters total: 10" in form_text
    assert "Mana total: 11" in form_text and "Locations total: 3" in form_text
    blank_text = _pdf_text(blank)
    assert "Locations — 1 to 3" in blank_text and "Princess Cadance" not in blank_text


def test_a_judge_writes_a_deck_check_s_differences_by_spellcasters_names(db_file: str,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from tourney.errors import ValidationError
    from tourney.services import deck_checks

    assert tourney(db_file, "event", "create", "Star Cup", "--start", "2026-12-07",
                   "--game-system", "spellcasters") == 0
    for name in ("Ann", "Bo"):
        assert tourney(db_file, "player", "add", "Star Cup", name) == 0
        assert tourney(db_file, "deck", "register", str(DECKS / "chaos.txt"), "--event", "1", "--player", name) == 0
    assert tourney(db_file, "round", "pair", "Star Cup") == 0
    assert tourney(db_file, "round", "publish", "Star Cup") == 0
    assert tourney(db_file, "deckcheck", "match", "Star Cup", "1") == 0
    with open_database(db_file) as db:
        with db.transaction() as session, pytest.raises(ValidationError) as refused:
            deck_checks.record_deck_check(session, 1, differences="+1 Spyke", duration_seconds=60)
        assert "no such card 'Spyke' — did you mean Spike" in str(refused.value)
        with db.transaction() as session:
            row = deck_checks.record_deck_check(session, 1, differences="-1 magic mana\n+1 Spike",
                                                duration_seconds=60)
    findings = row.findings or {}
    assert [(c["name"], c["qty"]) for c in findings["missing"]] == [("Magic Mana", 1)]
    assert [(c["name"], c["qty"]) for c in findings["extra"]] == [("Spike", 1)]
    assert row.proposed_penalty == "game_loss"
