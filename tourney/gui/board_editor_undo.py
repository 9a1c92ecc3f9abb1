"""Undo and Redo in the board editor: each change of the draft, taken back and made again.

The draft is a value (`BoardSetup`), so a change is kept as the draft before it
and after it, on a `QUndoStack`. Every change the judge makes reaches the
editor's one "something changed" call, which records it here
(`DraftHistory.record`); undoing puts the earlier draft back into the same
setup object, which the match table keeps for the next time the editor opens.
Menu items, buttons and shortcuts are the stack's two actions, so they are
enabled and named alike ("Undo Add Emerald Green to P0's home").
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QWidget

from tourney.services.board_editor import BoardSetup, CardPlace, board_editing
from tourney.services.board_editor_changes import Change, name_change

UNDO_LIMIT = 300
"""How many changes are kept: a whole board typed card by card, with room to spare."""
_TYPING = 1
"""The id of a change that typing on in the same place extends (`QUndoCommand.id`)."""

Show = Callable[[BoardSetup, CardPlace | None], None]


class DraftChange(QUndoCommand):
    """One change: the draft before and after it (neither is ever changed again)."""

    def __init__(self, history: DraftHistory, before: BoardSetup, after: BoardSetup, change: Change,
                 typing: bool) -> None:
        super().__init__()
        self._name(change.text)
        self.history = history
        self.before = before
        self.after = after
        self.change = change
        self.typing = typing
        self.sealed = False
        """The judge left the field: the next key there is a change of its own."""
        self._made = True
        """Pushed once made: the stack's first `redo` has nothing to do."""

    def _name(self, text: str) -> None:
        """Name the change; in the menu item a card's "&" ("Big Mac & Applejack") stays a
        character of the name, not an access key."""
        self.setText(f"{text}\n{text.replace('&', '&&')}")  # (`text()`, then the items' `actionText()`)

    def id(self) -> int:
        return _TYPING if self.typing else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Typing on in the same place (a slot's card, a number) is one change."""
        if self.sealed or not isinstance(other, DraftChange) or other.change.subject != self.change.subject:
            return False
        self.after = other.after
        self.change = dataclasses.replace(other.change, before=self.change.before)
        self._name(other.text())
        self.setObsolete(self.after == self.before)  # typed and rubbed out: nothing to undo
        return True

    def redo(self) -> None:
        if self._made:
            self._made = False
            return
        self.history.restore(self.after, self.change.after)

    def undo(self) -> None:
        self.history.restore(self.before, self.change.before)


class DraftHistory(QObject):
    """The editor's changes, recorded as the judge makes them, and the actions that take them back."""

    def __init__(self, setup: Callable[[], BoardSetup], show: Show, system_id: str | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setup = setup
        self._show = show
        self.editing = board_editing(system_id)
        self.stack = QUndoStack(self)
        self.stack.setUndoLimit(UNDO_LIMIT)
        self._recorded = copy.deepcopy(setup())
        """The draft as the last change left it."""
        self._held = 0
        """Inside `one_change` or a restore: what changes is recorded at its end, once."""
        self.undo_action = self._action(self.stack.createUndoAction(self, "&Undo"), "undoEditAction", "Undo",
                                        QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = self._action(self.stack.createRedoAction(self, "&Redo"), "redoEditAction", "Redo",
                                        QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"))

    @staticmethod
    def _action(action: QAction, name: str, short: str, *keys: QKeySequence) -> QAction:
        action.setObjectName(name)
        action.setIconText(short)  # a button shows "Undo"; its tooltip and the menu say what
        action.setShortcuts(list(keys))
        return action

    def record(self, text: str = "", typing: bool = False) -> None:
        """Keep the draft as it is now as one change, named from what changed (or `text`).

        `typing`: a key typed in a line or a number box; more typing in the same place
        extends the change until the judge leaves it (`seal`)."""
        if self._held:
            return
        now = self._setup()
        if now == self._recorded:
            return
        change = name_change(self._recorded, now, self.editing) or Change("Change the board")
        if text:  # (its players as the editor calls them, as `name_change` says them)
            change = dataclasses.replace(change, text=now.said(text), subject=())
        after = copy.deepcopy(now)
        self.stack.push(DraftChange(self, self._recorded, after, change, typing and not text))
        self._recorded = after

    def last_text(self) -> str:
        """The name of the change last made ("" before any): what the Undo item says."""
        index = self.stack.index()
        top = self.stack.command(index - 1) if index else None
        return top.change.text if isinstance(top, DraftChange) else ""

    @contextmanager
    def one_change(self, text: str = "") -> Iterator[None]:
        """What is done inside is one change (a card moved is taken out, then put in)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            self.record(text)

    def seal(self) -> None:
        """The judge left a field: typing there again is another change."""
        index = self.stack.index()
        top = self.stack.command(index - 1) if index else None
        if isinstance(top, DraftChange):
            top.sealed = True

    def restore(self, snapshot: BoardSetup, place: CardPlace | None) -> None:
        """Put a kept draft back (a copy: the kept one stays as it was) and show `place`."""
        self._held += 1
        try:
            self._show(copy.deepcopy(snapshot), place)
        finally:
            self._held -= 1
        self._recorded = snapshot

    def keep_keys(self, window: QWidget) -> None:
        """Ctrl+Z and the redo keys undo the editor's changes even in a line or a number box,
        which would otherwise take them for their own typing."""
        for widget in (*window.findChildren(QLineEdit), *window.findChildren(QAbstractSpinBox)):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            pressed = QKeySequence(event.keyCombination())
            keys = (*self.undo_action.shortcuts(), *self.redo_action.shortcuts())
            if any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in keys):
                event.ignore()  # not the line's: the window's shortcut takes it
                return True
        return super().eventFilter(watched, event)


def copy_into(setup: BoardSetup, other: BoardSetup) -> None:
    """Make `setup` hold what `other` holds, keeping the object others hold on to."""
    for field in dataclasses.fields(BoardSetup):
        setattr(setup, field.name, getattr(other, field.name))
