"""The MLP floor rules' suggestions (the top cut size, the sanctioning minimum) are warned about
only in events of a game that has them: a Battledome organizer's top 2 is simply their choice."""

from __future__ import annotations

from pathlib import Path

import pytest

from tourney.cli import main
from tourney.services.gui_queries import tier_consequences


def run(db: Path, *args: str) -> int:
    return main(["--db", str(db), *args])


def _one_round_then_cut(db: Path, game: str, players: int, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    """The pairing output of round 1 and the top-2 cut's output of a small event of `game`."""
    assert run(db, "event", "create", "Cup", "--start", "2026-05-02", "--rounds", "1",
               "--game-system", game) == 0
    for i in range(1, players + 1):
        assert run(db, "player", "add", "Cup", f"Player {i}") == 0
    capsys.readouterr()
    assert run(db, "round", "pair", "Cup") == 0
    paired = capsys.readouterr().out
    assert run(db, "round", "publish", "Cup") == 0
    assert run(db, "round", "result", "Cup", "1", "a") == 0
    capsys.readouterr()
    assert run(db, "round", "cut", "Cup", "--size", "2") == 0
    return paired, capsys.readouterr().out


def test_an_mlp_cut_away_from_the_floor_rules_is_warned(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    paired, cut = _one_round_then_cut(tmp_path / "e.sqlite3", "mlp", 3, capsys)
    assert "MLP CCG tournament needs at least 4 players" in paired
    assert "Top 2" in cut and "the floor rules suggest top 3" in cut


@pytest.mark.parametrize("game", ["battledome", "spellcasters"])
def test_other_games_get_no_floor_rules_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 game: str) -> None:
    paired, cut = _one_round_then_cut(tmp_path / "e.sqlite3", game, 3, capsys)
    assert "MLP" not in paired and "sanctioned" not in paired
    assert "Top 2" in cut and "suggest" not in cut and "floor rules" not in cut


def test_the_tier_lines_say_whose_tier_rules_another_game_follows() -> None:
    assert tier_consequences(1, "mlp")[-1] == "(Source: the floor rules, Tier 1 Rules.)"
    last = tier_consequences(1, "battledome")[-1]
    assert last == ("(Neopets Battledome TCG has no tournament rules of its own: the tier settings are "
                    "the MLP floor rules', Tier 1 Rules.)")
