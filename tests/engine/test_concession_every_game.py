"""The judge's concession at a Battledome or Spellcasters table (the floor rules' Conceding and
Dropping: neither game's rules say anything of conceding), through the one service every game
shares (`TableRules.concede`), and kept in a saved replay as MLP's is (version 2, its judge line).
MLP's own concession (103.4) is tested with its rules."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.battledome.table import battledome_table
from engine.core.table import CONCESSION_RULE, TableRules
from engine.spellcasters.table import spellcasters_table
from tests.battledome.engine_helpers import sample_decks
from tests.spellcasters.games import sample_halves
from tourney.errors import UserError
from tourney.services import match_table

GAMES: dict[str, tuple[Callable[[], list], Callable[[], TableRules], Callable[[int, int], str]]] = {
    "battledome": (sample_decks, battledome_table,
                   lambda loser, winner: f"The game ends: Player {loser + 1} conceded; Player {winner + 1} wins the game"),
    "spellcasters": (lambda: list(sample_halves()[:2]), spellcasters_table,
                     lambda loser, winner: f"The game ends: Player {winner + 1} wins (Player {loser + 1} conceded)"),
}
"""Each game: its sample decks, its table rules, and its log line for a concession (as the table
shows it: the players are "Player 1" and "Player 2", the engine's P0 and P1)."""


def _dealt(system_id: str) -> match_table.MatchTable:
    decks, _rules, _words = GAMES[system_id]
    table = match_table.start_game(decks(), 5, system_id=system_id)
    for _ in range(3):
        table.step_forward()
    return table


@pytest.mark.parametrize("system_id", sorted(GAMES))
def test_a_concession_ends_the_game_and_the_log_says_who_and_the_rule(system_id: str) -> None:
    _decks, rules, words = GAMES[system_id]
    table = _dealt(system_id)
    table.concede(1)
    assert table.pending() is None
    result = rules().result(table.game)
    assert result is not None and (result.winner, result.reason, result.rule) == (0, "P1 conceded", CONCESSION_RULE)
    last = table.log_rows()[-1]
    assert (last.rule, last.text) == (CONCESSION_RULE, words(1, 0))
    assert "A conceded game counts as a loss" in rules().rules_text()[CONCESSION_RULE]
    with pytest.raises(UserError, match="The game is already over"):
        table.concede(0)


@pytest.mark.parametrize("system_id", sorted(GAMES))
def test_a_saved_replay_keeps_the_concession(system_id: str, tmp_path: Path) -> None:
    _decks, _rules, words = GAMES[system_id]
    table = _dealt(system_id)
    table.concede(0)
    path = table.save_replay(tmp_path / "conceded.json")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["version"] == 2
    assert saved["judge"] == [{"step": 3, "action": "concede", "player": 0}]
    again = match_table.open_replay_file(path)
    again.seek(again.length)
    assert again.pending() is None
    assert again.log_rows()[-1].text == words(0, 1)
