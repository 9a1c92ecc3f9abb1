"""A game dealt without the players' names calls them "Player 1" and "Player 2" on the table.

The Sample game names no player: the table said the engine's "P0" and "P1" in the log, the
line of the turn, the decision ("P0 decides", "P0 has priority"), its options, the board's
areas and Player column, the hands' headings and a "why not?" answer, while the board editor
called the same players "Player 1" and "Player 2". A person reads no internal label.
"""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table
from tests.gui.test_match_table import everything_shown, log_texts, tree_texts
from tourney.gui.match_table import MatchTableWindow

ENGINE_LABEL = re.compile(r"\bP[01]\b")


def _read_on_the_table(window: MatchTableWindow) -> list[str]:
    """Every text the judge reads on the table (a tree row's key, kept for the window only, left
    out), the decision's options and the players' panels with it."""
    panel = window.decision_panel
    return [*(text.split(" | ", 1)[-1] for text in everything_shown(window)), *log_texts(window),
            panel.who_label.text(), *(panel.model.label(row) for row in range(panel.model.rowCount())),
            *(p.name_label.text() for p in window.player_panels)]


def test_an_unnamed_sample_game_calls_its_players_player_1_and_player_2(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={})
    click_sample_game(qtbot, window)
    assert window.table is not None
    seen: list[str] = []
    while window.table.position().turn < 1:  # (setting up: Starting Problems, mulligans)
        seen += _read_on_the_table(window)
        decision = window.decision_panel.decision
        assert decision is not None and window.answer([decision.options[0].key])
    shown = [*seen, *_read_on_the_table(window)]
    assert not [text for text in shown if ENGINE_LABEL.search(text)], [t for t in shown if ENGINE_LABEL.search(t)]
    assert "Player 1 decides" in window.decision_panel.who_label.text() or \
        "Player 2 decides" in window.decision_panel.who_label.text()
    assert re.search(r"Turn 1 · Player [12]'s turn", window.summary_label.text()), window.summary_label.text()
    board = tree_texts(window.board_model)
    assert next(r for r in board if r.startswith("home:0 |")).startswith("home:0 | Player 1's home | Player 1 |"), board
    assert any(r.startswith("P1 | Player 2 · ") for r in tree_texts(window.zones_model))
    assert "<b>Player 2</b>" in window.player_panels[1].name_label.text()
    assert window.why_not("why can't Player 2 end their turn")
    answer = window.why_panel.answer_label.text()
    assert "Player 2" in answer and not ENGINE_LABEL.search(answer), answer
