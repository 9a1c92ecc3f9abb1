"""A loaded board's log holds only what the rules do from it: no line of the loader's own, in
MLP as in Spellcasters and Battledome (tests/spellcasters/test_table_rules.py,
tests/battledome/test_board_states.py), so every game's log reads alike."""

from __future__ import annotations

import re

from engine.mlp.boardstate import export_board
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game


def test_a_hand_written_board_logs_no_line_of_its_own() -> None:
    document = export_board(shipped_game(Board()))
    for key in ("stack", "pending"):  # (written by hand: it begins at its step, the Ready Phase)
        document.pop(key)
    document.update(phase="ready", step="ready")
    rules = mlp_table()
    rows = rules.log_rows(rules.load_board(document))
    assert (rows[0].rule, rows[0].text) == ("602", "Turn 3: Player 1's turn begins")
    assert all(re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", row.rule) for row in rows), [row.rule for row in rows]
    assert not any("set up" in row.text for row in rows)
