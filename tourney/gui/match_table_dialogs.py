"""Choosing what goes on the match table: two decks and a seed for a new game.

Each side is a theme deck (shipped as text, so one click starts a game) or a
deck file a player handed in (in a format the game reads: .o8d, text or CSV for MLP). The dialog only collects the
choice; reading the decks happens on the worker thread, where a bad file
becomes a message that names it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.player_names import MAX_PLAYER_NAME, default_name
from engine.core.registry import DEFAULT_SYSTEM, game_name, game_systems
from tourney.errors import UserError
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import DECKS, LastFolders
from tourney.services.decklists import game_deck_list_wording
from tourney.services.match_table import (
    dealt_names,
    read_deck_file_noted,
    read_deck_noted,
    sample_pair,
    table_rules,
    theme_deck_lists,
)

FROM_FILE = "__file__"


def deck_filters(system_id: str | None) -> list[str]:
    """The file chooser's filters: the deck-list files the game reads, then any file."""
    endings = game_deck_list_wording(system_id).file_endings
    patterns = " ".join(f"*{ending}" for ending in endings) or "*"
    return [f"Deck lists ({patterns})", "All files (*)"]


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A theme deck by name, or a deck file."""

    name: str
    path: Path | None = None

    def card_ids(self, system_id: str | None = None) -> list[str]:
        """The deck's cards in the game `system_id` (the default game when None)."""
        return self.read(system_id)[0]

    def read(self, system_id: str | None = None) -> tuple[list[str], list[str]]:
        """`card_ids`, and what reading the list took on trust, by its line ("line 4: 'Hard
        Hatt': misspelled; read as Hard Hat"), as `tourney engine play` warns of it."""
        if self.path is not None:
            return read_deck_file_noted(self.path, system_id)
        return read_deck_noted(theme_deck_lists(system_id)[self.name],
                               f"{self.name} {table_rules(system_id).ready_deck_word}", system_id)

    @property
    def label(self) -> str:
        return self.path.stem if self.path is not None else self.name


@dataclass(frozen=True, slots=True)
class GameChoice:
    decks: tuple[DeckChoice, DeckChoice]
    seed: int
    system_id: str | None = None
    """The game the decks are for (None: the table's)."""
    players: tuple[str, str] | None = None
    """The players' names as typed ("" : "Player 1" or "Player 2", `dealt_names`); None: the
    game names no one (the sample game of the Table menu)."""


def table_games() -> dict[str, str]:
    """The games the match table can play, by id, with the names judges know them by."""
    return {key: system.name for key, system in game_systems().items() if system.table_rules is not None}


def sample_choice(seed: int = 1, system_id: str | None = None) -> GameChoice:
    """The game's sample pair of theme decks."""
    first, second = sample_pair(system_id)
    return GameChoice((DeckChoice(first), DeckChoice(second)), seed, system_id)


class DeckPicker(QWidget):
    """A theme deck from the list, or "Deck file…" to pick a file."""

    def __init__(self, default: str, parent: QWidget | None = None, system_id: str | None = None,
                 folders: LastFolders | None = None) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        self.system_id = system_id
        self.folders = folders if folders is not None else LastFolders(None)
        self.combo = QComboBox()
        word = table_rules(system_id).ready_deck_word
        for name in sorted(theme_deck_lists(system_id)):
            self.combo.addItem(f"{name} {word}", name)
        self.combo.addItem("Deck file…", FROM_FILE)
        self.combo.setCurrentIndex(self.combo.findData(default))
        self._settled = self.combo.currentIndex()
        """The deck shown before "Deck file…" was chosen, or that entry once a file is read: what
        a file dialog closed with no file goes back to."""
        self.combo.currentIndexChanged.connect(self._index_changed)
        self.combo.activated.connect(self._activated)
        self.file_label = QLabel()
        self.file_label.setWordWrap(True)
        self.file_label.setTextFormat(Qt.TextFormat.PlainText)  # (a file's name, as it is)
        self.file_label.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addWidget(self.file_label)
        self.file_dialog: QFileDialog | None = None

    def _index_changed(self, index: int) -> None:
        """A ready-made deck chosen (with the mouse, or the arrow keys going through the list):
        it is the deck, and a file read before is no longer shown beside it."""
        if self.combo.itemData(index) != FROM_FILE:
            self._settled = index
            self.file_label.setVisible(False)

    def _activated(self) -> None:
        if self.combo.currentData() == FROM_FILE:
            self.choose_file()

    def _no_file_chosen(self) -> None:
        """The file dialog closed with no file: the picker shows the deck it showed before (it
        was left on "Deck file…" with no file, and the game refused to start)."""
        self.combo.setCurrentIndex(self._settled)
        self.file_label.setVisible(self.combo.currentData() == FROM_FILE and self.path is not None)

    def choose_file(self) -> QFileDialog:
        dialog = file_dialog(self, "Choose a deck list")
        dialog.setNameFilters(deck_filters(self.system_id))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        self.folders.start_in(dialog, DECKS)
        dialog.fileSelected.connect(lambda name: self.set_file(Path(name)))
        dialog.rejected.connect(self._no_file_chosen)
        dialog.finished.connect(dialog.deleteLater)
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def set_file(self, path: Path) -> None:
        self.path = path
        self.combo.setCurrentIndex(self.combo.findData(FROM_FILE))
        self._settled = self.combo.currentIndex()
        self.file_label.setText(str(path))
        self.file_label.setVisible(True)

    def set_deck(self, deck: DeckChoice) -> None:
        """Show a deck chosen before: its file, or its ready-made deck when the list has it."""
        if deck.path is not None:
            self.set_file(deck.path)
        elif self.combo.findData(deck.name) >= 0:
            self.combo.setCurrentIndex(self.combo.findData(deck.name))

    def choice(self) -> DeckChoice | None:
        if self.combo.currentData() == FROM_FILE:
            return DeckChoice(self.path.stem, self.path) if self.path is not None else None
        return DeckChoice(str(self.combo.currentData()))


class NewGameDialog(QDialog):
    """Each player's name and deck, and a seed; OK hands the choice to `start`."""

    def __init__(self, parent: QWidget | None, start: Callable[[GameChoice], None],
                 system_id: str | None = None, folders: LastFolders | None = None,
                 last: GameChoice | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle("New game on the match table")
        self._start = start
        self.system_id = system_id
        self.sample = sample_pair(system_id)
        self.pickers = (DeckPicker(self.sample[0], system_id=system_id, folders=folders),
                        DeckPicker(self.sample[1], system_id=system_id, folders=folders))
        self.name_edits = (QLineEdit(), QLineEdit())
        for p, edit in enumerate(self.name_edits):
            edit.setObjectName(f"newGameName{p}")
            edit.setPlaceholderText(f"Name (blank: {default_name(p)})")
            edit.setMaxLength(MAX_PLAYER_NAME)
            edit.setToolTip("The player's name, said in the log and wherever the table names this player, "
                            "and kept in a board or replay saved from the game")
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(1)
        self.seed_spin.setToolTip("The same decks and seed always give the same shuffles")
        sample = QPushButton("Sample &pair")
        sample.setToolTip(f"{self.sample[0]} against {self.sample[1]}")
        sample.clicked.connect(self.use_sample_pair)
        form = QFormLayout()
        # read-only: the judge picks the game in Table → Game, so the decks below always match it
        self.game_label = QLabel(f"<b>{game_name(system_id or DEFAULT_SYSTEM)}</b>")
        self.game_label.setObjectName("newGameGame")
        self.game_label.setToolTip("Choose another game in Table → Game")
        form.addRow("Game:", self.game_label)
        sides = []
        for p, (edit, picker) in enumerate(zip(self.name_edits, self.pickers, strict=True)):
            side = QHBoxLayout()
            sides.append(side)
            side.addWidget(edit, 2)
            side.addWidget(QLabel("plays"))
            side.addWidget(picker, 3)
            form.addRow(f"Player &{p + 1}:", side)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_spin)
        seed_row.addStretch(1)
        seed_row.addWidget(sample)
        form.addRow("S&eed:", seed_row)
        # every line and button has its Alt+letter, as in the menus; a line's puts the keyboard in it
        for field, into in ((sides[0], self.name_edits[0]), (sides[1], self.name_edits[1]), (seed_row, self.seed_spin)):
            label = form.labelForField(field)
            assert isinstance(label, QLabel)
            label.setBuddy(into)
        self.message_label = QLabel()
        self.message_label.setObjectName("newGameMessage")
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setStyleSheet("color: #a40000")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start game")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText("&Cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Deal a new game. It is recorded, so it can be stepped back "
                                "and saved as a replay."))
        layout.addLayout(form)
        layout.addWidget(self.message_label)
        layout.addWidget(buttons)
        self.resize(620, 0)
        if last is not None:  # the names, decks and seed dealt last (or refused): one changed, not all
            for picker, deck in zip(self.pickers, last.decks, strict=True):
                picker.set_deck(deck)
            for edit, name in zip(self.name_edits, last.players or ("", ""), strict=True):
                edit.setText(name)
            self.seed_spin.setValue(last.seed)

    def use_sample_pair(self) -> None:
        for picker, name in zip(self.pickers, self.sample, strict=True):
            picker.combo.setCurrentIndex(picker.combo.findData(name))
            picker.file_label.clear()
            picker.file_label.setVisible(False)

    def choice(self) -> GameChoice | None:
        a, b = (picker.choice() for picker in self.pickers)
        if a is None or b is None:
            return None
        players = (self.name_edits[0].text(), self.name_edits[1].text())
        return GameChoice((a, b), self.seed_spin.value(), self.system_id, players)

    def accept(self) -> None:
        choice = self.choice()
        if choice is None:
            self.message_label.setText("Choose a deck file for each side set to “Deck file…”.")
            return
        try:  # (a name the game would refuse is said here, the dialog kept open with what was typed)
            dealt_names(choice.players or ("", ""))
        except UserError as exc:
            self.message_label.setText(f"{exc}.")
            return
        self._start(choice)
        super().accept()


def ask_conceder(parent: QWidget, rule: str, players: list[str]) -> int | None:
    """Which player concedes the game (they lose it, by `rule`: the game's own, or the floor
    rules'), chosen among `players` as the table calls them; None if cancelled."""
    choice, chosen = QInputDialog.getItem(parent, "Concede", "Which player concedes? That player loses "
                                          f"the game ({rule}).", players, 0, False)
    return players.index(choice) if chosen else None
