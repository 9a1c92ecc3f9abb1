"""The Match points dialog: an event's own points for a win, a draw, a loss and a bye."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from engine.core.game_system import Scoring
from tourney.gui.dialogs import SubmitDialog
from tourney.services.scoring import MAX_POINTS


class ScoringDialog(SubmitDialog):
    """Four spin boxes filled with the event's current points; OK sets them (before round 1)."""

    def __init__(self, parent: QWidget | None, *, current: Scoring, game_default: Scoring, game_name: str,
                 submit: Callable[[Scoring], bool]) -> None:
        super().__init__(parent, submit)
        self.setObjectName("scoringDialog")
        self.setWindowTitle("Match points")
        self.spins: dict[str, QSpinBox] = {}
        form = QFormLayout()
        for name, label in (("win", "&Win:"), ("draw", "&Draw:"), ("loss", "&Loss:"), ("bye", "&Bye:")):
            spin = QSpinBox()
            spin.setRange(0, MAX_POINTS)
            spin.setValue(getattr(current, name))
            self.spins[name] = spin
            form.addRow(label, spin)
        note = QLabel(f"{game_name} default: win {game_default.win}, draw {game_default.draw}, "
                      f"loss {game_default.loss}, bye {game_default.bye}. Match points can be changed "
                      "only before the first round is paired.")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)

    def values(self) -> Scoring:
        return Scoring(win=self.spins["win"].value(), loss=self.spins["loss"].value(),
                       draw=self.spins["draw"].value(), bye=self.spins["bye"].value())
