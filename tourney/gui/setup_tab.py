"""The Event tab: the event's settings, what its tier means, and who works it."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core.game_system import Scoring
from engine.core.registry import game_system
from tourney.errors import NotFoundError
from tourney.gui.context import AppContext
from tourney.gui.dialogs import EventDialog, EventValues, open_dialog
from tourney.gui.scoring_dialog import ScoringDialog
from tourney.gui.table_models import format_label
from tourney.services import events, gui_queries, scoring, staff, topcut


class SetupTab(QWidget):
    """A summary page; Edit event… changes the settings (tier, rounds, dates…)."""

    title = "Event"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupTab")
        self.context = context
        self.event_id: int | None = None
        self.dialog: EventDialog | None = None
        self.scoring_dialog: ScoringDialog | None = None
        self.summary = QLabel()
        self.summary.setObjectName("eventSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.edit_button = QPushButton("E&dit event…")
        self.edit_button.clicked.connect(self.edit_event)
        self.scoring_button = QPushButton("&Match points…")
        self.scoring_button.clicked.connect(self.edit_scoring)
        buttons = QHBoxLayout()
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.scoring_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        context.data_changed.connect(self._on_data_changed)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.refresh()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("events", "staff", "players", "rounds"):
            self.refresh()

    def refresh(self) -> None:
        event_id = self.event_id
        self.edit_button.setEnabled(event_id is not None)
        self.scoring_button.setEnabled(event_id is not None)
        if event_id is None:
            self.summary.clear()
            return
        try:
            row = self.context.read(lambda s: events.get_event(s, event_id))
        except NotFoundError:
            self.summary.setText("(event not found)")
            return
        crew = self.context.read(lambda s: staff.list_staff(s, event_id))
        points = self.context.read(lambda s: scoring.event_scoring(events.require_event(s, event_id)))
        rounds = "suggested by player count" if row.swiss_rounds is None else str(row.swiss_rounds)
        made = self.context.read(lambda s: topcut.top_cut(s, event_id))
        facts = [
            ("Dates", row.dates_label),
            ("Venue", row.venue or "—"),
            ("Game", f"{row.game_system_name}, {format_label(row.format)}"),
            ("Swiss rounds", rounds),
            ("Top cut", cut_words(row, made.size if made is not None else None)),
            ("Match points", scoring.scoring_words(points)),
            ("Late entries", "a loss for each missed round" if row.late_entry_policy == "loss"
             else "no points for missed rounds"),
            ("Players", f"{row.player_count} registered, {row.active_player_count} active"),
            ("Status", row.status_label),
        ]
        html = ["<h3>Settings</h3><table cellspacing='4'>"]
        html += [f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in facts]
        html.append("</table>")
        tier_lines = gui_queries.tier_consequences(row.tier, row.game_system)
        html.append(f"<h3>Tier {row.tier}</h3><ul>")
        html += [f"<li>{escape(line)}</li>" for line in tier_lines]
        html.append("</ul><h3>Staff</h3>")
        if crew:
            html.append("<ul>")
            html += [f"<li>{escape(c.role_label)}: {escape(c.name)}</li>" for c in crew]
            html.append("</ul>")
        else:
            html.append("<p>Nobody yet: add the organizer and judges on the Staff tab.</p>")
        self.summary.setText("".join(html))

    def edit_event(self) -> EventDialog | None:
        event_id = self.event_id
        if event_id is None:
            return None
        row = self.context.read(lambda s: events.get_event(s, event_id))

        def submit(values: EventValues) -> bool:
            return self.context.try_run(
                self.dialog,
                lambda s: events.edit_event(s, event_id, **values.as_settings()),
                changes="events",
            )

        dialog = EventDialog(self, systems=events.game_system_choices(), submit=submit, event=row)
        self.dialog = dialog
        return open_dialog(dialog)

    def edit_scoring(self) -> ScoringDialog | None:
        """The event's own match points (refused with a message once a round is paired)."""
        event_id = self.event_id
        if event_id is None:
            return None
        row = self.context.read(lambda s: events.get_event(s, event_id))
        current = self.context.read(lambda s: scoring.event_scoring(events.require_event(s, event_id)))

        def submit(values: Scoring) -> bool:
            return self.context.try_run(
                self.scoring_dialog,
                lambda s: scoring.set_event_scoring(s, event_id, values),
                changes="events",
            )

        dialog = ScoringDialog(self, current=current, game_default=game_system(row.game_system).scoring,
                               game_name=row.game_system_name, submit=submit)
        self.scoring_dialog = dialog
        return open_dialog(dialog)


def cut_words(row: events.EventRow, made: int | None) -> str:
    """The cut as the organizer planned it, or as it was made: the two can differ."""
    if made is not None:
        planned = "" if row.top_cut in (None, made) else f" (planned: {_planned(row)})"
        return f"top {made}, made{planned}"
    return _planned(row)


def _planned(row: events.EventRow) -> str:
    """The planned cut in words; left to the player count, what that count now gives, as the
    organizer deciding the cut wants to know before the last Swiss round ends."""
    if row.top_cut is None:
        players = row.active_player_count
        if players < 2:
            return "suggested by player count"
        return f"suggested by player count (now top {topcut.top_cut_size(players)} for {players} players)"
    return "none" if row.top_cut == 0 else f"top {row.top_cut}"
