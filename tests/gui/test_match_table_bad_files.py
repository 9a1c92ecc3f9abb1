"""Malformed board files opened in the match table: a message naming the field, the table kept."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import (
    board_document,
    close_boxes,
    shown_boxes,
    table,  # noqa: F401  (the window fixture)
    tree_texts,
    user_error_boxes,
    write_board,
)
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import DeckChoice, GameChoice, sample_choice
from tourney.services.match_table import BOARD, REPLAY


def _with_host(host: int) -> str:
    document = board_document()
    document["cards"].append({"iid": 7, "card": "PR135", "owner": 0, "zone": "play", "area": "home:0",
                              "host": host})
    return json.dumps(document)


def _text(**change: object) -> str:
    document = board_document()
    document.update(change)
    return json.dumps(document)


BAD_FILES = {
    "dangling-host": (_with_host(99), "cards[iid=7].host"),
    "float-card-id": (_text(cards=[*board_document()["cards"][:4], {**board_document()["cards"][4], "iid": 5.5}]),
                      "cards[4].iid"),
    "unknown-field": (_text(turnplayer=1), "turnplayer"),
    "not-a-number": (_text().replace('"tokens": 3', '"tokens": NaN'), "players[0].tokens"),
    "not-an-object": ("[1, 2, 3]", "bad board state: expected a JSON object"),
    # (a turn number no game reaches: the turn box could not show it, and one beyond what Qt
    # holds stopped the window half redrawn, with a traceback)
    "turn-of-31-digits": (_text(turn=10**30), "field turn: expected a turn number from 0 to 9999"),
    "turn-beyond-the-turn-box": (_text(turn=2**31), "field turn"),
    "turn-of-five-digits": (_text(turn=10000), "field turn"),
    # (points or action tokens the board editor's boxes could not show: Edit this board cut
    # them short to 99, and saving wrote 99)
    "tokens-of-five-digits": (_text().replace('"tokens": 3', '"tokens": 10000'),
                              "field players[0].tokens, Player 1's tokens: expected a number of action tokens from 0 to 9999"),
    # (a count of counters the Power column could not show: a card with 10**30 power counters
    # read with no power at all)
    "counters-of-31-digits": (_text().replace('"counters": {"power": 2}', '"counters": {"power": ' + "1" + "0" * 30 + "}"),
                              "field cards[5].counters.power, the 6th card listed (Sweetie Sunrise, Early Riser, "
                              "in play): expected a number of counters from 1 to 9999"),
    "points-of-five-digits": (_text().replace('"score": 6', '"score": 10000'),
                              "field players[1].score"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_malformed_board_file_shows_the_field_and_keeps_the_table(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path, name: str  # noqa: F811
) -> None:
    assert table.open_board_file(write_board(tmp_path / "good.json"))
    before = tree_texts(table.board_model)
    text, field = BAD_FILES[name]
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")

    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    message = user_error_boxes()[0].text()
    assert f"{name}.json" in message and field in message, message
    close_boxes()
    assert tree_texts(table.board_model) == before


def test_the_guide_quotes_a_bad_board_as_the_window_says_it(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    """docs/gui.md quoted a refusal naming the card by its code ("(PR20, in P0's hand)"), which
    the window no longer says: its example is the window's message, word for word."""
    guide = " ".join((Path(__file__).parents[2] / "docs" / "gui.md").read_text(encoding="utf-8").split())
    quoted = re.search(r"`(bad board state, field cards\[[^`]*)`", guide)
    assert quoted, "docs/gui.md quotes no refused board"
    document = board_document()
    document["cards"][4] = {**document["cards"][4], "area": "home:0"}  # (Holly Dash in P0's hand)
    path = tmp_path / "area-in-hand.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    shown = " ".join(user_error_boxes()[0].text().split())
    close_boxes()
    assert quoted.group(1) in shown, shown


def test_a_board_file_with_a_number_of_thousands_of_digits_shows_a_message(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    path = tmp_path / "huge.json"
    path.write_text(_text().replace('"tokens": 3', '"tokens": ' + "9" * 5000), encoding="utf-8")
    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    assert "players[0].tokens" in user_error_boxes()[0].text()
    close_boxes()


@pytest.mark.parametrize("system_id", ["mlp", "battledome", "spellcasters"])
@pytest.mark.parametrize("text", ["[1, 2, 3]", "[[\"format\", \"x\"]]", "7", "null"])
def test_a_board_document_that_is_not_an_object_is_refused_in_plain_words(system_id: str, text: str,
                                                                         tmp_path: Path) -> None:
    """Every game's board reader: a file holding a list or a number is a bad board state, never
    a crash (the match table shows the message), and no field of it is named."""
    from tourney.errors import ValidationError
    from tourney.services.match_table import open_board

    path = tmp_path / "list.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValidationError, match=r"list.json: bad board state: expected a JSON object"):
        open_board(path, system_id)


def test_a_deck_the_game_cannot_start_with_is_named_by_its_player_and_file(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    """A deck file with no Starting Problem was refused as "decks[0]", the engine's place of the
    deck in its setup, which names nothing the judge chose; a malformed .o8d file was named twice
    ("bad.o8d: bad.o8d: malformed XML"). The message names the player and the file, once."""
    assert table.open_board_file(write_board(tmp_path / "good.json"))
    before = tree_texts(table.board_model)
    no_start = tmp_path / "no-start.txt"
    no_start.write_text("1 DE1\n4 DE8\n", encoding="utf-8")
    broken = tmp_path / "broken.o8d"
    broken.write_bytes(b"<deck><section")
    for first, second, said in (
        (broken, no_start, "broken.o8d: malformed XML"),  # (refused as it is read, the first)
        (sample_choice().decks[0], no_start, "Player 2's deck (no-start): the Problem deck has no Problem with the "
                                             "Starting Problem keyword"),
    ):
        decks = tuple(deck if isinstance(deck, DeckChoice) else DeckChoice(deck.stem, deck)
                      for deck in (first, second))
        table.start_new_game(GameChoice(decks, 3))  # type: ignore[arg-type]
        assert table.tasks.wait()
        qtbot.waitUntil(lambda: bool(user_error_boxes()))
        message = user_error_boxes()[0].text()
        close_boxes()
        assert said in message and "decks[" not in message and message.count("broken.o8d") <= 1, message
        assert tree_texts(table.board_model) == before


@pytest.mark.parametrize("chosen", ["mlp", "battledome"])
def test_files_of_a_newer_format_version_say_a_newer_program_wrote_them(
    qtbot: QtBot, tmp_path: Path, chosen: str
) -> None:
    """A replay of a later version said only "unsupported version 3"; a Battledome board of a later
    format was read as a board of another game ("a board of Neopets Battledome TCG …, not of My
    Little Pony CCG", or "…, not of Neopets Battledome TCG" with Battledome chosen)."""
    window = open_table(qtbot, rules={}, system_id="battledome")
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    assert window.save_replay_file(tmp_path / "replay.json") and window.save_board_file(tmp_path / "board.json")
    window.choose_game(chosen)  # (the game New game deals: the files name their own)
    replay = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    (tmp_path / "newer-replay.json").write_text(json.dumps({**replay, "version": 3}), encoding="utf-8")
    board = json.loads((tmp_path / "board.json").read_text(encoding="utf-8"))
    newer_board = {**board, "format": board["format"].replace("/1", "/2")}
    (tmp_path / "newer-board.json").write_text(json.dumps(newer_board), encoding="utf-8")
    before = tree_texts(window.board_model)
    board_words = "version 2 was written by a newer version of the program; this one reads version 1"
    for name, expected, words in (
            ("newer-replay.json", REPLAY,
             "version 3 was written by a newer version of the program; this one reads version 1 and 2"),
            ("newer-board.json", BOARD, board_words), ("newer-board.json", REPLAY, board_words)):
        window.open_file(tmp_path / name, expected)  # (either Open dialog, or a file dropped)
        assert window.tasks.wait()
        qtbot.waitUntil(lambda: bool(user_error_boxes()))
        message = user_error_boxes()[0].text()
        close_boxes()
        assert f"{name}: " in message and words in message, message
        assert "not of" not in message and "not a replay" not in message, message
        assert tree_texts(window.board_model) == before  # the game on the table stays


def test_a_file_cut_off_inside_a_text_says_where_the_text_starts_in_whole_words(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    """A replay cut off in the middle of a card's id read "(line 3, column 12: Unterminated
    string starting at)", the reader's words cut where it would give the place again."""
    path = tmp_path / "cut.json"
    path.write_text('{\n "format": "tourney-replay",\n "system": "ml', encoding="utf-8")
    table.open_file(path, REPLAY)
    assert table.tasks.wait()
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    message = user_error_boxes()[0].text()
    close_boxes()
    assert "cut.json: bad replay: not valid JSON (line 3, column 12: Unterminated string " \
        "starting there)" in message, message


def test_a_replay_of_another_card_database_is_asked_about_in_words(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    """The question named both card databases by their fingerprints ("recorded with card
    database 4b5ccb71f02258cc; this program has aa0e10326a307ba1"), which tell a judge nothing."""
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    assert table.save_replay_file(tmp_path / "game.json")
    document = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    document["setup"]["card_db"] = "0123456789abcdef"
    (tmp_path / "older.json").write_text(json.dumps(document), encoding="utf-8")
    table.open_replay_path(tmp_path / "older.json")
    assert table.tasks.wait()
    (box,) = shown_boxes("replayMismatchBox")
    text = box.text()
    box.close()
    assert "older.json: recorded with another version of the card database than this program has, so the " \
        "game may differ." in text, text
    assert "0123456789abcdef" not in text


def test_a_card_without_its_owner_is_refused_by_name_not_given_to_p0(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path  # noqa: F811
) -> None:
    """A card the file gives by database id and without an owner: the message names the
    missing field and the card by its name, never its id, and the board is not opened."""
    from engine.mlp.api import default_library

    card = default_library().find("PR13")
    document = board_document()
    document["cards"].append({"iid": 9, "card": card.id, "zone": "hand"})
    path = tmp_path / "no-owner.json"
    path.write_text(json.dumps(document), encoding="utf-8")

    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    message = " ".join(user_error_boxes()[0].text().split())
    assert f"card listed ({card.full_name}, in a hand, no owner given): `owner` is missing" in message, message
    assert card.id not in message, message
    close_boxes()
