"""At 1024x700, selecting the log entry of time being called showed its heading, "Floor rules:
end of match", on one line: the rule pane widened to fit it and squeezed the game log to a
sliver whose "What happened" column read "… t… t…". The heading now wraps within the pane,
and the log keeps its width."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table


def test_a_long_rule_heading_wraps_rather_than_squeezing_the_log(qtbot: QtBot) -> None:
    window = open_table(qtbot, rules={}, size=(1024, 700))
    click_sample_game(qtbot, window)
    assert window.call_time(elimination=False)
    assert window.tasks.wait()
    qtbot.wait(50)
    log_width = window.log_view.width()
    rows = [row.text for row in window.log_model.rows()]
    called = next(i for i, text in enumerate(rows) if "Time is called" in text)
    window.log_view.selectRow(called)
    qtbot.waitUntil(lambda: "Floor rules" in window.rule_panel.citation_label.text())
    qtbot.wait(50)
    assert window.log_view.width() >= log_width - 10, (log_width, window.log_view.width())
    label = window.rule_panel.citation_label
    assert label.width() <= window.rule_panel.width()
    # every line of the wrapped heading is shown, none cut at the pane's top
    assert label.height() >= label.heightForWidth(label.width())
