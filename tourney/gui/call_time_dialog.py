"""Judge → Call time: which end-of-match procedure time is called with, in the game's words.

Each game says its own procedures (`MatchTable.time_procedures`): MLP the floor rules' Swiss
procedure and the elimination rounds' extra game, Spellcasters its event rules' scoring, and
so on, each wrapped under its round's choice. A procedure the game's rules do not name stays
in the list, greyed, with the reason the table would refuse it, so the judge sees why before
choosing, not after.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from engine.core.table import TimeProcedure


class CallTimeDialog(QDialog):
    """The Swiss and the elimination round's procedure as choices; a refused one greyed with why."""

    def __init__(self, parent: QWidget | None, procedures: tuple[TimeProcedure, TimeProcedure]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Call time")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Time is called in this game. Which end-of-match procedure applies?"))
        self.group = QButtonGroup(self)
        self.choices: list[QRadioButton] = []
        self.descriptions: list[QLabel] = []
        self.reasons: list[QLabel] = []
        for number, procedure in enumerate(procedures):
            choice = QRadioButton(procedure.round)
            choice.setEnabled(not procedure.refusal)
            self.group.addButton(choice, number)
            layout.addWidget(choice)
            self.choices.append(choice)
            if procedure.words:
                self.descriptions.append(self._under(layout, choice, procedure.words))
            if procedure.refusal:
                choice.setToolTip(procedure.refusal)
                self.reasons.append(self._under(layout, choice, procedure.refusal))
        playable = [choice for choice in self.choices if choice.isEnabled()]
        if playable:
            playable[0].setChecked(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(playable))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.resize(520, self.heightForWidth(520))

    @staticmethod
    def _under(layout: QVBoxLayout, choice: QRadioButton, text: str) -> QLabel:
        """A procedure's words as a label under its choice, indented to the choice's text and
        wrapped (a radio button's own text cannot wrap, and the long texts would make the
        dialog as wide as they are); greyed with a choice that cannot be made."""
        label = QLabel(text)
        label.setWordWrap(True)
        label.setEnabled(choice.isEnabled())
        style = choice.style()
        indent = (style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, choice)
                  + style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing, None, choice))
        label.setContentsMargins(indent, 0, 0, 0)
        layout.addWidget(label)
        return label

    def elimination(self) -> bool:
        """Whether the elimination round's procedure is chosen (else the Swiss one)."""
        return self.group.checkedId() == 1


def ask_procedure(parent: QWidget, procedures: tuple[TimeProcedure, TimeProcedure]) -> bool | None:
    """Which procedure time is called with: True for the elimination round's, False for the
    Swiss one; None if cancelled (or the game plays neither)."""
    dialog = CallTimeDialog(parent, procedures)
    return dialog.elimination() if dialog.exec() == QDialog.DialogCode.Accepted else None
