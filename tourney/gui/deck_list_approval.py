"""Registering a deck-list file from the window, with the head judge's approval when the tier asks for it.

At Tier 2 and 3 a list already submitted changes only with the head judge's
approval ('Deck Lists'). Rather than let the registration be refused for
want of it, the window asks first: which of the event's head judges approves
(chosen by name), and why the list changes. Both tabs that take a dropped
deck-list file (Deck lists and Players), and a list pasted as text on the
Deck lists tab, register through here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from tourney.gui.context import AppContext
from tourney.gui.dialogs import SubmitDialog, open_dialog
from tourney.gui.errors import show_user_error
from tourney.services import decklists, staff
from tourney.services.decklists import ListChange
from tourney.services.staff import StaffRow


@dataclass(frozen=True, slots=True)
class Upload:
    """A list to register: its bytes, read as a file of that name or as `source_format`."""

    data: bytes
    name: str
    """The file's name ("fixed.o8d"; "the pasted list"), as messages and the approval dialog say it."""
    source_format: str | None


@dataclass(frozen=True, slots=True)
class Approval:
    head_judge_person_id: int | None
    reason: str


class ApproveDeckListChangeDialog(SubmitDialog):
    """Which head judge approves the change, and why the list changes."""

    def __init__(
        self,
        parent: QWidget | None,
        change: ListChange,
        file_name: str,
        heads: list[StaffRow],
        submit: Callable[[Approval], bool],
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("approveDeckListChangeDialog")
        self.setWindowTitle(f"Change {change.player_name}'s deck list")
        self.explanation = QLabel(
            f"{change.player_name} already has a deck list (version {change.current_version}). "
            f"Registering {file_name} replaces it: {change.rule}. The old version is kept."
        )
        self.explanation.setWordWrap(True)
        self.head_judge_combo = QComboBox()
        self.head_judge_combo.setObjectName("approvingHeadJudge")
        for head in heads:
            label = f"{head.name} ({head.player_number})" if head.player_number else head.name
            self.head_judge_combo.addItem(label, head.person_id)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("why the list changes (kept with the new version)")
        form = QFormLayout(self)
        form.addRow(self.explanation)
        form.addRow("&Approved by:", self.head_judge_combo)
        form.addRow("&Reason:", self.reason_edit)
        form.addRow(self.buttons)
        self.setMinimumWidth(460)

    def values(self) -> Approval:
        data = self.head_judge_combo.currentData()
        return Approval(None if data is None else int(data), self.reason_edit.text().strip())


class DeckListRegistrar:
    """Reads a dropped or chosen file and registers it, asking for approval when needed."""

    def __init__(self, context: AppContext, parent: QWidget) -> None:
        self.context = context
        self.parent = parent
        self.dialog: ApproveDeckListChangeDialog | None = None

    def register(
        self,
        event_id: int,
        registration_id: int,
        path: Path,
        on_registered: Callable[[int], None],
    ) -> bool:
        """Register the file at `path` for the player; True once it is registered.

        When the change needs the head judge's approval, the approval dialog
        opens instead (False now; `on_registered` runs once it is approved).
        """
        try:
            data = path.read_bytes()
        except OSError as exc:
            show_user_error(self.parent, f"cannot read {path}: {exc.strerror or exc}")
            return False
        return self._register(
            event_id, registration_id, Upload(data, path.name, None), on_registered, self.parent
        )

    def register_text(
        self,
        event_id: int,
        registration_id: int,
        text: str,
        on_registered: Callable[[int], None],
        parent: QWidget,
    ) -> bool:
        """Register a typed or pasted list as `register` does a file; messages go over `parent`."""
        # named like a file in the parser's messages: "the pasted list: no card lines found"
        upload = Upload(text.encode("utf-8"), "the pasted list", "text")
        return self._register(event_id, registration_id, upload, on_registered, parent)

    def _register(
        self,
        event_id: int,
        registration_id: int,
        upload: Upload,
        on_registered: Callable[[int], None],
        parent: QWidget,
    ) -> bool:
        def register_approved(approved_by: int | None, reason: str | None) -> bool:
            done = self.context.try_run(
                self.dialog if approved_by is not None else parent,
                lambda s: decklists.register_deck_list(
                    s, event_id, registration_id, upload.data, filename=upload.name,
                    source_format=upload.source_format,
                    approved_by_person_id=approved_by, change_reason=reason,
                ),
                changes="decklists",
            )
            if done:
                on_registered(registration_id)
            return done

        change, heads = self.context.read(
            lambda s: (
                decklists.list_change(s, event_id, registration_id),
                staff.head_judges(s, event_id),
            )
        )
        if not change.needs_head_judge:
            return register_approved(None, None)
        if not heads:
            show_user_error(
                parent,
                f"{change.player_name} already has a deck list: {change.rule}, and this event has "
                "no head judge.\nAdd the head judge on the Staff tab (Add staff…, role Head judge), "
                "then register the list again.",
            )
            return False

        def submit(approval: Approval) -> bool:
            return register_approved(approval.head_judge_person_id, approval.reason or None)

        self.dialog = ApproveDeckListChangeDialog(parent, change, upload.name, heads, submit)
        open_dialog(self.dialog)
        return False
