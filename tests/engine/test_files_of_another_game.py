"""Every `tourney engine` command given a file of another game, or a replay where a board is
read (or a board where a replay is), says plainly which game and which kind of file it is,
in the words of the replay and board checks ("this is a replay of My Little Pony CCG, not
of ..."), rather than naming every card or field as unknown."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import ReplayFormatError
from engine.core.registry import game_system
from engine.core.replay import Replay
from tests.cli_run import run_cli
from tests.engine.test_board_of_another_game import GAMES, _board_file
from tourney.cli import main


def _decks(system_id: str, folder: Path) -> tuple[str, str]:
    """Two of the game's sample decks as files."""
    rules = game_system(system_id).table()
    decks = rules.theme_decks()
    paths = []
    for name in rules.sample_pair():
        path = folder / f"{system_id}-{len(paths)}.txt"
        path.write_text(decks[name], encoding="utf-8")
        paths.append(str(path))
    return paths[0], paths[1]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    """Per game: two deck files, a replay written by `play --replay` and a board."""
    folder = tmp_path_factory.mktemp("games")
    made: dict[str, dict[str, object]] = {}
    for system_id in GAMES:
        replay = folder / f"{system_id}-replay.json"
        decks = _decks(system_id, folder)
        assert main(["engine", "--game", system_id, "play", *decks, "--max-turns", "2", "--quiet",
                     "--replay", str(replay)]) == 0
        made[system_id] = {"decks": decks, "replay": str(replay), "board": str(_board_file(system_id, folder))}
    return made


@pytest.mark.parametrize("deck_of", GAMES)
def test_play_with_decks_of_another_game_names_that_game(
        deck_of: str, files: dict, capsys: pytest.CaptureFixture[str]) -> None:
    name = game_system(deck_of).name
    first = files[deck_of]["decks"][0]
    for player in GAMES:
        if player == deck_of:
            continue
        code, _, err = run_cli(capsys, "engine", "--game", player, "play", *files[deck_of]["decks"], "--quiet")
        assert code != 0 and "Traceback" not in err, err
        assert f"{first}: this is a deck of {name}, not of {game_system(player).name} " \
               f"(--game {deck_of} plays it)" in err, err
        assert "no card" not in err


def test_a_deck_no_game_reads_keeps_its_own_faults(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A deck with a misspelt card is no other game's deck: its lines are named as before."""
    rules = game_system("mlp").table()
    text = rules.theme_decks()[rules.sample_pair()[0]]
    deck = tmp_path / "typo.txt"
    deck.write_text(text + "\n1 Zzyzx Quuxley, Nobody At All\n", encoding="utf-8")
    code, _, err = run_cli(capsys, "engine", "play", str(deck), str(deck), "--quiet")
    assert code != 0 and "Zzyzx Quuxley" in err and "this is a deck of" not in err, err


@pytest.mark.parametrize("replay_of", GAMES)
def test_a_replay_given_as_a_board_is_named_a_replay_of_its_game(
        replay_of: str, files: dict, capsys: pytest.CaptureFixture[str]) -> None:
    replay = files[replay_of]["replay"]
    name = game_system(replay_of).name
    for reader in GAMES:
        for command in (("advance", replay), ("why", replay, "play something")):
            code, _, err = run_cli(capsys, "engine", "--game", reader, *command)
            assert code != 0 and "Traceback" not in err, err
            assert f"{replay}: bad board state, field format: this is a replay of {name}, not a board " \
                   f"of {game_system(reader).name}" in err, err
            assert "unknown field" not in err


@pytest.mark.parametrize("board_of", GAMES)
def test_a_board_given_as_a_replay_is_named_a_board_of_its_game(
        board_of: str, files: dict, capsys: pytest.CaptureFixture[str]) -> None:
    board = files[board_of]["board"]
    name = game_system(board_of).name
    for game in (None, *GAMES):
        chosen = () if game is None else ("--game", game)
        code, _, err = run_cli(capsys, "engine", *chosen, "replay", board)
        assert code != 0 and "Traceback" not in err, err
        assert f"{board}: bad replay, field format: this is a board of {name}, " \
               f"not a replay" in err, err
    with pytest.raises(ReplayFormatError, match="this is a board of"):
        Replay.load(board)


@pytest.mark.parametrize("replay_of", GAMES)
def test_a_replay_of_another_game_is_named_by_both_games(
        replay_of: str, files: dict, capsys: pytest.CaptureFixture[str]) -> None:
    replay = files[replay_of]["replay"]
    for reader in GAMES:
        code, out, err = run_cli(capsys, "engine", "--game", reader, "replay", replay, "--step", "1")
        if reader == replay_of:
            assert code == 0 and "Step 1 of" in out, err
            continue
        assert code != 0 and "Traceback" not in err, err
        assert f"{replay}: this is a replay of {game_system(replay_of).name}, not of " \
               f"{game_system(reader).name}" in err, err
