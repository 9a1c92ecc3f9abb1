"""Name this station, and who operates it: asked once at the first start, changed from File.

Every change is recorded under the station's name and the operator's, so
with several stations on one event people can tell who did what ("Result
entered at table 7 by station Front desk"). The names are kept in the user's
settings file (`tourney.db.station`), shared with the `tourney` command.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tourney.db.station import (
    ENV_VAR,
    MAX_LENGTH,
    clean_station_name,
    host_name,
    os_user_name,
    save_operator_name,
    save_station_name,
    saved_operator_name,
    saved_station_name,
    station_from_environment,
    station_name_is_chosen,
)
from tourney.gui.context import AppContext
from tourney.gui.errors import show_user_error


class StationDialog(QDialog):
    """Two names: the station (required, the host name to start with) and the operator."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stationDialog")
        self.setWindowTitle("Station name")
        self.context = context
        self.station_edit = QLineEdit(saved_station_name() or context.database.station or host_name())
        self.station_edit.setObjectName("stationName")
        self.station_edit.setMaxLength(MAX_LENGTH)
        self.operator_edit = QLineEdit(saved_operator_name() or "")
        self.operator_edit.setObjectName("operatorName")
        self.operator_edit.setMaxLength(MAX_LENGTH)
        self.operator_edit.setPlaceholderText(os_user_name())
        intro = QLabel(
            "Every change made here is recorded under this station's name and the name of "
            "the person at it, so people at other stations can see who did what."
        )
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Station:", self.station_edit)
        form.addRow("&Operator:", self.operator_edit)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        from_environment = station_from_environment()
        if from_environment is not None:
            note = QLabel(
                f"${ENV_VAR} names this station “{from_environment}” at each start; "
                "the name chosen here is used until the program closes, and always "
                f"once ${ENV_VAR} is unset."
            )
            note.setWordWrap(True)
            layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        """Keep both names and record the following changes under them."""
        station = clean_station_name(self.station_edit.text())
        if not station:
            show_user_error(self, "give this station a name (for example “Front desk”)")
            return
        operator = clean_station_name(self.operator_edit.text()) or None
        try:
            save_station_name(station)
            save_operator_name(operator)
        except OSError as exc:
            show_user_error(
                self, f"could not keep the names in the settings file: {exc.strerror or exc}; "
                "they are used until the program closes"
            )
        self.context.set_station(station, operator)
        super().accept()


def needs_station_name() -> bool:
    """True at a first start: no name saved and none given by the environment."""
    return not station_name_is_chosen()


def is_unnamed(station: str) -> bool:
    """True when `station` is only the computer's name standing in until someone names it:
    the status bar then says so rather than show it as a chosen name."""
    return needs_station_name() and station == host_name()
