"""Judge → Call time says each game's own end-of-match procedures in its own words (MLP's
floor rules in points, Spellcasters' event rules in Bleachers), and greys a procedure the
game's rules do not name with the very words the table refuses it with. Real widgets."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.errors import UserError
from tourney.gui.call_time_dialog import CallTimeDialog
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice


@dataclass
class Seen:
    """What the Call time dialog showed: each choice's words, whether it can be chosen, the
    reasons shown under greyed ones, and whether OK could be pressed."""

    rounds: list[str]
    words: list[str]
    enabled: list[bool]
    reasons: list[str]
    ok: bool
    width: int
    wrapped: bool
    """Every text under a choice wraps, is shown whole, and lies below its own choice and above the next."""


def _call_time_through_the_dialog(window: MatchTableWindow, choose: int | None) -> Seen:
    """Trigger Judge → Call time, read the dialog, then choose procedure `choose` (0 Swiss,
    1 elimination) and press OK, or cancel it (None)."""
    seen: list[Seen] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CallTimeDialog)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.append(Seen([c.text() for c in dialog.choices], [d.text() for d in dialog.descriptions],
                         [c.isEnabled() for c in dialog.choices], [r.text() for r in dialog.reasons],
                         ok.isEnabled(), dialog.width(), _wrapped_under_their_choices(dialog)))
        if choose is None:
            dialog.reject()
        else:
            dialog.choices[choose].setChecked(True)
            ok.click()

    QTimer.singleShot(0, answer)
    window.call_time_action.trigger()
    return seen[0]


def _wrapped_under_their_choices(dialog: CallTimeDialog) -> bool:
    """Each procedure's words and reason wrap, are shown whole, and sit between their choice
    and the next one."""
    tops = [choice.geometry().top() for choice in dialog.choices] + [dialog.buttons.geometry().top()]
    for label in (*dialog.descriptions, *dialog.reasons):
        top = label.geometry().top()
        below = [n for n in range(len(dialog.choices)) if tops[n] < top]
        clipped = label.height() < label.heightForWidth(label.width())
        if not label.wordWrap() or clipped or not below or top > tops[below[-1] + 1]:
            return False
    return True


def _dealt(qtbot: QtBot, system_id: str) -> MatchTableWindow:
    window = open_table(qtbot, rules={}, system_id=system_id)
    window.start_new_game(sample_choice(seed=4, system_id=system_id))
    assert window.tasks.wait()
    return window


def _refusal(window: MatchTableWindow, elimination: bool) -> str:
    """The words the table refuses time called with this procedure in."""
    assert window.table is not None
    with pytest.raises(UserError) as refused:
        window.table.call_time(elimination)
    return str(refused.value)


def test_mlp_offers_the_floor_rules_procedures_in_points(qtbot: QtBot) -> None:
    window = _dealt(qtbot, "mlp")
    seen = _call_time_through_the_dialog(window, 1)
    assert seen.enabled == [True, True] and seen.reasons == [] and seen.ok
    assert seen.rounds == ["Swiss round", "Elimination round"]
    assert "most points wins" in seen.words[0] and "first change in points" in seen.words[1]
    assert seen.wrapped and seen.width <= 560  # (the long texts wrap: the dialog keeps its width)
    assert "Time called: this elimination-round game is played until the first change in points" in \
        window.statusBar().currentMessage()


def test_spellcasters_says_its_own_scoring_and_greys_the_elimination_procedure_with_why(qtbot: QtBot) -> None:
    window = _dealt(qtbot, "spellcasters")
    seen = _call_time_through_the_dialog(window, None)
    assert seen.enabled == [True, False] and seen.ok
    assert seen.rounds == ["Swiss round", "Elimination round"] and seen.wrapped
    assert len(seen.words) == 1 and "fewer Spellcasters in the Bleachers wins" in seen.words[0]
    assert not any("points" in words for words in seen.words)
    assert seen.reasons == [_refusal(window, True)]
    assert seen.reasons[0].startswith("The Spellcasters draft rules name no procedure for time called in an "
                                      "elimination round")
    _call_time_through_the_dialog(window, 0)
    assert "Time called: the end-of-match procedure follows, then the Bleachers decide (SC 8.2)" in \
        window.statusBar().currentMessage()
    assert window.table is not None and window.table.log_rows()[-1].rule == "event: time"


def test_battledome_greys_both_procedures_with_why_and_cannot_be_confirmed(qtbot: QtBot) -> None:
    window = _dealt(qtbot, "battledome")
    seen = _call_time_through_the_dialog(window, None)
    assert seen.rounds == ["Swiss round", "Elimination round"] and seen.words == [] and seen.wrapped
    assert seen.enabled == [False, False] and not seen.ok
    assert seen.reasons == [_refusal(window, False), _refusal(window, True)]
    assert seen.reasons[0].startswith("The Neopets Battledome TCG comprehensive rules name no end-of-match "
                                      "procedure: they set no time limit")
