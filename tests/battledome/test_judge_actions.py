"""The judge's concession at a Battledome table (the floor rules' Conceding and Dropping: the
comprehensive rules say nothing of conceding), through the one service every game shares
(`TableRules.concede`), and kept in a saved replay as MLP's is (version 2, its judge line)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.battledome.table import battledome_table
from engine.core.table import CONCESSION_RULE
from tests.battledome.engine_helpers import sample_decks
from tourney.errors import UserError
from tourney.services import match_table


def _dealt() -> match_table.MatchTable:
    table = match_table.start_game(sample_decks(), 5, system_id="battledome")
    for _ in range(3):
        table.step_forward()
    return table


def test_a_concession_ends_the_game_and_the_log_says_who_and_the_rule() -> None:
    table = _dealt()
    table.concede(1)
    assert table.pending() is None
    result = battledome_table().result(table.game)
    assert result is not None and (result.winner, result.reason, result.rule) == (0, "P1 conceded", CONCESSION_RULE)
    last = table.log_rows()[-1]
    assert (last.rule, last.text) == (CONCESSION_RULE, "The game ends: P1 conceded; P0 wins the game")
    assert "A conceded game counts as a loss" in battledome_table().rules_text()[CONCESSION_RULE]
    with pytest.raises(UserError, match="The game is already over"):
        table.concede(0)


def test_a_saved_replay_keeps_the_concession(tmp_path: Path) -> None:
    table = _dealt()
    table.concede(0)
    path = table.save_replay(tmp_path / "conceded.json")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["version"] == 2
    assert saved["judge"] == [{"step": 3, "action": "concede", "player": 0}]
    again = match_table.open_replay_file(path)
    again.seek(again.length)
    assert again.pending() is None
    assert again.log_rows()[-1].text == "The game ends: P0 conceded; P1 wins the game"
