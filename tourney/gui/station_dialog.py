"""Name this station, and who operates it: asked once at the first start, changed from File.

Every change is recorded under the station's name and the operator's, so
with several stations on one event people can tell who did what ("Result
entered at table 7 by station Front desk"). The names are kept in the user's
settings file (`tourney.db.station`), shared with the `tourney` command.

Only OK here (or `tourney station NAME`) keeps a name. Until one is kept, each
start asks; Cancel at the first start records this run's changes under the
computer's name, and a name given with `--station` holds for that run only.
The status bar says which of these is in use, so nobody takes a stand-in for
a kept name.
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
    SOURCE_ENVIRONMENT,
    SOURCE_HOST,
    SOURCE_OPTION,
    clean_station_name,
    name_source,
    os_user_name,
    save_operator_name,
    save_station_name,
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
        # The names in use are offered, so OK keeps what the status bar shows (the
        # computer's name while unnamed, a `--station` or `--operator` name of this run).
        database = context.database
        self.station_edit = QLineEdit(database.station)
        self.station_edit.setObjectName("stationName")
        self.station_edit.setMaxLength(MAX_LENGTH)
        self.station_edit.selectAll()  # (a name typed at once replaces the one offered)
        self.operator_edit = QLineEdit(database.actor if database.actor != os_user_name() else "")
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
        note_text = _note(database.station)
        if note_text:
            note = QLabel(note_text)
            note.setObjectName("stationNote")
            note.setWordWrap(True)
            layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # a name as long as a station name may be shows whole, and the words around the lines
        # read in two or three lines rather than a narrow column
        characters = self.fontMetrics().averageCharWidth()
        for edit in (self.station_edit, self.operator_edit):
            edit.setMinimumWidth(characters * (MAX_LENGTH + 4))
        self.setMinimumWidth(characters * 84)

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


def _note(station: str) -> str:
    """What OK and Cancel mean for the name in use, when it is not a kept one."""
    source = name_source(station)
    from_environment = station_from_environment()
    if from_environment is not None:
        return (
            f"${ENV_VAR} names this station “{from_environment}” at each start; "
            "the name chosen here is used until the program closes, and always "
            f"once ${ENV_VAR} is unset."
        )
    if source == SOURCE_HOST:
        return (
            "No name is kept yet. OK keeps this one for the next starts; Cancel records "
            f"this run's changes under the computer's name ({station}) and the next start "
            "asks again."
        )
    if source == SOURCE_OPTION:
        return f"“{station}” holds for this run only: OK keeps it; without OK {_next_start()}."
    return ""


def _next_start() -> str:
    """What the window's next plain start calls this station, in words."""
    name = station_from_environment() or saved_station_name()
    return f"the next start uses “{name}”" if name else "the next start asks for a name"


def station_status(station: str, operator: str) -> tuple[str, str]:
    """The status bar's words for the station in use, and its tooltip.

    A name that is not kept says so (the computer's name standing in, or a
    name given for one run), with where to keep one: otherwise a scorekeeper
    would be surprised to be asked again at the next start.
    """
    source = name_source(station)
    recorded = "Changes made here are recorded under this station and person."
    if source == SOURCE_HOST:
        return (
            f"Station: unnamed (File → Station name…); changes go under {station} ({operator})",
            f"{recorded} No station name is kept: the computer's name stands in for this run, "
            "and the next start asks for a name.",
        )
    if source == SOURCE_OPTION:  # (given with --station, or it could not be kept)
        return (
            f"Station: {station} ({operator}), this run only (File → Station name… keeps it)",
            f"{recorded} This name is not kept, so it holds for this run only: {_next_start()}.",
        )
    if source == SOURCE_ENVIRONMENT:
        return (
            f"Station: {station} ({operator}), set by ${ENV_VAR}",
            f"{recorded} ${ENV_VAR} names the station at each start from this shell.",
        )
    return f"Station: {station} ({operator})", recorded


def needs_station_name() -> bool:
    """True at a first start: no name saved and none given by the environment."""
    return not station_name_is_chosen()
