"""A board-state file of one game given to another game's commands (`tourney engine advance
board.json --game battledome` with an MLP board) is refused as a board of that other game,
in the games' names, not as a field the reader does not know."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.documents import board_game, document_object
from engine.core.errors import StateFormatError
from engine.core.registry import game_system
from tests.cli_run import run_cli

GAMES = ("mlp", "battledome", "spellcasters")


def _board_file(system_id: str, folder: Path) -> Path:
    """A board of the game's Sample game at its first decision."""
    rules = game_system(system_id).table()
    decks = rules.theme_decks()
    pair = [rules.read_deck(decks[name], name) for name in rules.sample_pair()]
    game = rules.new_game(rules.make_setup(pair, 3))
    path = folder / f"{system_id}.json"
    path.write_text(json.dumps(rules.export_board(game)), encoding="utf-8")
    return path


@pytest.mark.parametrize("board_of", GAMES)
def test_every_game_refuses_a_board_of_another_game_by_the_games_names(
        board_of: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = _board_file(board_of, tmp_path)
    code, out, _ = run_cli(capsys, "engine", "--game", board_of, "advance", str(board))
    assert code == 0 and "valid board state" in out  # (its own game reads it)
    name = game_system(board_of).name
    for reader in GAMES:
        if reader == board_of:
            continue
        for command in (("advance", str(board)), ("why", str(board), "play something")):
            code, _, err = run_cli(capsys, "engine", "--game", reader, *command)
            assert code != 0 and "Traceback" not in err, err
            assert f"field format: this is a board of {name}, not of " \
                   f"{game_system(reader).name}" in err, err
            assert "unknown field" not in err


def test_a_format_naming_no_known_game_is_left_to_the_reader() -> None:
    """Only a format that names a game the program knows is answered that way: another
    format (or none) gets the reader's own refusal, naming the field."""
    assert board_game("tourney-mlp-board") == "My Little Pony CCG"
    assert board_game("tourney-battledome-board/1") == "Neopets Battledome TCG"
    assert board_game("tourney-chess-board") is None and board_game(None) is None and board_game(3) is None
    with pytest.raises(StateFormatError, match="unknown field 'pieces'"):
        document_object({"format": "tourney-chess-board", "pieces": []}, ("format",), "document",
                        board_format="tourney-mlp-board")
    with pytest.raises(StateFormatError, match="this is a board of My Little Pony CCG"):
        document_object({"format": "tourney-mlp-board", "pieces": []}, ("format",), "document",
                        board_format="tourney-battledome-board/1")


@pytest.mark.parametrize("given, says", [
    ("tourney-battledome-board/2", "version 2 was written by a newer version of the program; "
                                   "this one reads version 1"),
    ("tourney-battledome-board/0", "unsupported version 0 (this program reads version 1)"),
])
def test_a_board_in_another_version_of_the_games_own_format_says_which_version(
        given: str, says: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Not "a board of Neopets Battledome TCG, not of Neopets Battledome TCG": the same game,
    another version of its format, in the words every file reader uses (`unreadable_version`)."""
    board = tmp_path / "newer.json"
    board.write_text(json.dumps({"format": given}), encoding="utf-8")
    code, _, err = run_cli(capsys, "engine", "--game", "battledome", "advance", str(board))
    assert code != 0 and f"field format: {says}" in err


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_board_file_is_refused_in_plain_words_naming_no_field(
        game: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A fault of the whole file is no field of it: "bad board state: not valid JSON ...",
    not "field file" nor "field document"."""
    for text, said in (('{"format": ', "bad board state: not valid JSON (line 1"),
                       ("[1, 2]", "bad board state: expected a JSON object")):
        board = tmp_path / "board.json"
        board.write_text(text, encoding="utf-8")
        code, _, err = run_cli(capsys, "engine", "--game", game, "advance", str(board))
        assert code != 0 and f"{board}: {said}" in err and "field" not in err, err
