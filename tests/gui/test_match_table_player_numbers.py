"""A player's counts at 1024×700: beside "deciding", Player 1's line of counts wrapped between
"Problem deck" and its "10", the number alone on a line of its own. Each count is now whole."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table_dialogs import GameChoice, sample_choice
from tourney.gui.match_table_panels import PlayerPanel

NAMES = ("Alexandra Montgomery", "Bartholomew Smith")


def drawn_lines(panel: PlayerPanel) -> list[str]:
    """The lines the panel's counts are drawn on, as Qt lays out its rich text at its width."""
    label = panel.numbers_label
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.documentLayout().documentSize()  # (laid out now)
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for n in range(layout.lineCount()):
            line = layout.lineAt(n)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()].replace("\xa0", " ").strip())
        block = block.next()
    return lines


def test_each_count_is_whole_on_its_line_at_1024(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    choice = sample_choice(seed=1)
    window.start_new_game(GameChoice(choice.decks, 1, None, NAMES))
    assert window.tasks.wait()
    qtbot.wait(50)
    deciding = next(panel for panel in window.player_panels if "deciding" in panel.turn_label.text())
    lines = drawn_lines(deciding)
    counts = ("Action tokens 0", "hand 0", "deck 45", "discard 0", "Problem deck 10")
    for count in counts:
        assert any(count in line for line in lines), (count, lines)
    assert deciding.numbers_label.height() >= deciding.numbers_label.heightForWidth(deciding.numbers_label.width())
