"""A replay the program refuses (`tourney engine replay`, the match table's Open replay) says
its players as the replay names them (`setup.names`), else "Player 1" and "Player 2": a bad
deck field was "the board's setup" and a deck the game can't start with "decks[1]", where a
judge reads whose deck it is."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.engine.cardsource import THEME_DECKS
from tourney.cli import main
from tourney.errors import ValidationError
from tourney.services.match_table import open_replay_file


def _replay(tmp_path: Path, *players: str) -> dict[str, Any]:
    """A short game's replay, its players named `players` (none: no names), as a document."""
    file = tmp_path / "game.json"
    named = [arg for name in players for arg in ("--player", name)]
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--seed", "3", "--max-turns", "2",
                 "--quiet", "--replay", str(file), *named]) == 0
    return json.loads(file.read_text(encoding="utf-8"))


def _broken(document: dict[str, Any], tmp_path: Path, damage: Callable[[dict[str, Any]], None]) -> Path:
    damage(document)
    file = tmp_path / "broken.json"
    file.write_text(json.dumps(document), encoding="utf-8")
    return file


def _refused(file: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    """What the command line and the match table say of the file."""
    capsys.readouterr()
    assert main(["engine", "replay", str(file)]) == 1
    said = capsys.readouterr().err
    with pytest.raises(ValidationError) as refused:
        open_replay_file(file)
    return said, str(refused.value)


def _no_problem(document: dict[str, Any]) -> None:
    document["setup"]["decks"][1]["problems"] = []


def _bad_mane(document: dict[str, Any]) -> None:
    document["setup"]["decks"][1]["mane"] = 5


@pytest.mark.parametrize(("damage", "said"), [
    (_no_problem, "{}'s deck: the Problem deck has no Problem with the Starting Problem keyword"),
    (_bad_mane, "bad replay, field setup.decks[1].mane, {}'s deck: expected a card id, got 5"),
])
def test_a_refused_replay_names_the_players_as_the_replay_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: Callable[[dict[str, Any]], None], said: str
) -> None:
    named = _replay(tmp_path, "Rarity Belle", "Sam Apple")
    for message in _refused(_broken(named, tmp_path, damage), capsys):
        assert said.format("Sam Apple") in message, message
        assert "decks[1]:" not in message and "board" not in message and "Player 2" not in message, message
    # (a replay of no names: the players as the program calls them)
    for message in _refused(_broken(_replay(tmp_path), tmp_path, damage), capsys):
        assert said.format("Player 2") in message, message


def test_a_replay_whose_name_is_refused_calls_its_players_player_1_and_player_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name the program refuses is quoted as the file gives it; the field says whose name it is."""
    named = _replay(tmp_path, "Rarity Belle", "Sam Apple")
    file = _broken(named, tmp_path, lambda document: document["setup"]["names"].__setitem__(1, "P0 Sam"))
    for message in _refused(file, capsys):
        assert "field setup.names[1], Player 2's name: 'P0 Sam' holds a word" in message, message


def test_a_refused_judge_action_is_named_in_the_replays_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    named = _replay(tmp_path, "Rarity Belle", "Sam Apple")
    file = _broken(named, tmp_path, lambda document: document.update(
        version=2, judge=[{"action": "concede", "step": 1, "player": 3}]))
    for message in _refused(file, capsys):
        assert "bad replay, field judge[0].player, the replay's 1st judge action: expected 0 or 1" in message, message
