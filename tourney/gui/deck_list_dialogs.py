"""The Deck lists tab's dialogs: a list pasted as text, and a deck-list penalty with the corrected list.

A player often hands in a list as a message or a note rather than a file; the
paste dialog takes the text and registers it as a file's would be, read by the
same parser with the same messages (an .o8d stays a file: it is not typed).

After the event starts a list changes only through its one deck-list penalty
('Deck Lists': 'a deck list penalty should only be issued and corrected once
per decklist'), so the penalty dialog takes the corrected list with it, pasted
or from a file, and both are recorded together, as `tourney penalty deck-list
--corrected` does. A correction that is itself still wrong is corrected again
under the same penalty, with no new one (`tourney penalty correct-deck-list`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from tourney.gui.dialogs import SubmitDialog, open_dialog
from tourney.gui.errors import show_user_error
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import DECKS, LastFolders

TEXT_HINT = "One card a line, as on a paper list: '3 Rainbow Dash, Hanging Out'"


def _list_box(name: str, placeholder: str) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setObjectName(name)
    box.setPlaceholderText(placeholder)
    box.setTabChangesFocus(True)
    return box


class PasteDeckListDialog(SubmitDialog):
    """A player's deck list typed or pasted as text; OK registers it."""

    def __init__(self, parent: QWidget | None, player_name: str, submit: Callable[[str], bool]) -> None:
        super().__init__(parent, submit)
        self.setObjectName("pasteDeckListDialog")
        self.setWindowTitle(f"Deck list of {player_name}")
        self.text_edit = _list_box(
            "pastedDeckList", f"{TEXT_HINT}, under headings such as 'Problems (10)'."
        )
        label = QLabel(f"{player_name}'s deck list, &typed or pasted:")
        label.setBuddy(self.text_edit)
        self.ok_button.setText("&Register")
        form = QFormLayout(self)
        form.addRow(label)
        form.addRow(self.text_edit)
        form.addRow(self.buttons)
        self.resize(520, 480)

    def values(self) -> str:
        return self.text_edit.toPlainText()


@dataclass(frozen=True, slots=True)
class Correction:
    """What the judge gave with a deck-list penalty: a note, and the corrected list if any."""

    description: str
    text: str | None
    """The corrected list (None: the penalty is issued without a correction)."""
    filename: str | None
    """The file it came from (None: typed or pasted)."""


class DeckListPenaltyDialog(SubmitDialog):
    """Issue a list's deck-list penalty, with its corrected list pasted or from a file."""

    def __init__(
        self,
        parent: QWidget | None,
        explanation: str,
        file_patterns: str,
        folders: LastFolders,
        submit: Callable[[Correction], bool],
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("deckListPenaltyDialog")
        self.setWindowTitle("Issue deck-list penalty")
        self.file_patterns = file_patterns
        self.folders = folders
        self.attached: tuple[str, str] | None = None
        self.file_dialog: QFileDialog | None = None
        self.explanation = QLabel(explanation)
        self.explanation.setWordWrap(True)
        self.description_edit = QLineEdit()
        self.description_edit.setObjectName("deckListPenaltyDescription")
        self.description_edit.setPlaceholderText("what was wrong (optional, kept with the penalty)")
        self.corrected_edit = _list_box(
            "correctedDeckList",
            f"The corrected list, typed or pasted ({TEXT_HINT}), or attach its file. "
            "Leave empty to issue the penalty without correcting the list.",
        )
        self.attach_button = QPushButton("Attach &file…")
        self.attach_button.clicked.connect(self.choose_file)
        self.remove_button = QPushButton("Re&move file")
        self.remove_button.clicked.connect(lambda: self._attach(None))
        self.attached_label = QLabel()
        files = QHBoxLayout()
        files.addWidget(self.attach_button)
        files.addWidget(self.remove_button)
        files.addWidget(self.attached_label, 1)
        self.ok_button.setText("&Issue penalty")
        form = QFormLayout(self)
        form.addRow(self.explanation)
        form.addRow("&Note:", self.description_edit)
        form.addRow("&Corrected list:", self.corrected_edit)
        form.addRow(files)
        form.addRow(self.buttons)
        self._attach(None)
        self.resize(560, 520)

    def choose_file(self) -> QFileDialog:
        dialog = file_dialog(self, "Corrected deck list")
        dialog.setObjectName("correctedDeckListFileDialog")
        dialog.setNameFilters([f"Deck lists ({self.file_patterns or '*'})", "All files (*)"])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        self.folders.start_in(dialog, DECKS)
        dialog.fileSelected.connect(lambda path: self.attach_file(Path(path)))
        self.file_dialog = dialog
        return open_dialog(dialog)

    def attach_file(self, path: Path) -> bool:
        """Take the corrected list from `path` (read in the format its name says, .o8d included)."""
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else "not a text file"
            show_user_error(self, f"cannot read {path.name}: {reason or exc}")
            return False
        self._attach((path.name, text))
        return True

    def _attach(self, attached: tuple[str, str] | None) -> None:
        """A file attached replaces the typed list (its box is greyed out until the file is removed)."""
        self.attached = attached
        self.corrected_edit.setEnabled(attached is None)
        self.remove_button.setEnabled(attached is not None)
        self.attached_label.setText(
            f"Corrected list from {attached[0]}" if attached else "No file attached"
        )

    def values(self) -> Correction:
        description = self.description_edit.text().strip()
        if self.attached is not None:
            return Correction(description, self.attached[1], self.attached[0])
        typed = self.corrected_edit.toPlainText()
        return Correction(description, typed if typed.strip() else None, None)


class FurtherCorrectionDialog(DeckListPenaltyDialog):
    """A list corrected again under the deck-list penalty it already has: the same form, a list required."""

    def __init__(
        self,
        parent: QWidget | None,
        explanation: str,
        file_patterns: str,
        folders: LastFolders,
        submit: Callable[[Correction], bool],
    ) -> None:
        super().__init__(parent, explanation, file_patterns, folders, submit)
        self.setObjectName("furtherCorrectionDialog")
        self.setWindowTitle("Correct deck list again")
        self.ok_button.setText("&Record correction")
        self.description_edit.setPlaceholderText("what was still wrong (optional, kept with the version's reason)")
        self.corrected_edit.setPlaceholderText(
            f"The corrected list, typed or pasted ({TEXT_HINT}), or attach its file."
        )
