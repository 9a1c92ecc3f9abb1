"""Table models for running the event: pairings, standings, penalties, deck checks, deck lists, clock.

Like the models in `table_models`, each is one `RowTableModel` over frozen
rows from the services. The pairings model can swap a single match in place
(`update_match`), so entering a result repaints one row instead of resetting
a table of a thousand tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QBrush, QColor

from tourney.gui.table_models import (
    ROW_ROLE,
    AnyIndex,
    Column,
    RowFilterProxy,
    RowTableModel,
    _blank_last,
)
from tourney.gui.tooltips import wrapping_tip
from tourney.pairing.tiebreakers import StandingRow
from tourney.services.clock import MatchClockRow
from tourney.services.deck_checks import DeckCheckRow
from tourney.services.gui_queries import DeckListStatus
from tourney.services.penalties import PenaltyRow
from tourney.services.placings import PlacedRow
from tourney.services.players import PlayerRow
from tourney.services.rounds import MatchRow
from tourney.services.standings import TIEBREAKER_SHORT_LABELS, StandingsTable

MISSING_RESULT = QBrush(QColor("#ffe0e0"))
WARNING_ROW = QBrush(QColor("#fff3c4"))
GREYED = QBrush(QColor("#8a8a8a"))

RESULT_LABELS = {
    "a": "A wins",
    "b": "B wins",
    "draw": "Draw",
    "double_loss": "Double loss",
}


class PairingsFilterProxy(RowFilterProxy):
    """The pairings' "Find a player or table" filter, which also finds players by player number."""

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        if super().filterAcceptsRow(source_row, source_parent):
            return True
        row = self.sourceModel().index(source_row, 0, source_parent).data(ROW_ROLE)
        if not isinstance(row, MatchRow):
            return False
        expression = self.filterRegularExpression()
        return any(
            number is not None and expression.match(number).hasMatch()
            for number in (row.player_a_number, row.player_b_number)
        )


def result_text(row: MatchRow) -> str:
    """A match result as the scorekeeper reads it: who won and the game score."""
    if row.is_bye:
        return "Bye"
    if row.result is None:
        return ""
    label = RESULT_LABELS.get(row.result, row.result)
    if row.result == "a":
        label = f"{row.player_a_name} wins"
    elif row.result == "b" and row.player_b_name:
        label = f"{row.player_b_name} wins"
    score = f"{row.a_game_wins}-{row.b_game_wins}" + (f"-{row.game_draws}" if row.game_draws else "")
    return f"{label} ({score})"


def results_it_may_show(row: MatchRow) -> list[str]:
    """The results a table may read, entered or still to come ("Konstantina Papadopoulou wins
    (2-1)"), so the Result column can be sized once for the round rather than as results come in."""
    if row.is_bye:
        return ["Bye"]
    names = [row.player_a_name, row.player_b_name or ""]
    texts = [f"{name} wins (2-1)" for name in names]
    return [*texts, result_text(row)]


def _player(name: str | None, points: int | None) -> str:
    if name is None:
        return ""
    return name if points is None else f"{name} ({points})"


RESULT_COLUMN = 3
"""Where the Result column stands among the pairings' columns (Table, Player A, Player B, Result)."""
PLAYER_COLUMNS = (1, 2)
"""The pairings' Player A and Player B columns, whose long names wrap onto a second line."""


class PairingsTableModel(RowTableModel[MatchRow]):
    """A round's tables; a match without a result is highlighted once the round is published."""

    columns: Sequence[Column[MatchRow]] = (
        Column(
            "Table",
            lambda r: "" if r.table_number is None else str(r.table_number),
            lambda r: (r.is_bye, r.table_number or 0),
            align_right=True,
        ),
        Column(
            "Player A (points)",
            lambda r: _player(r.player_a_name, r.player_a_points),
            lambda r: r.player_a_name.casefold(),
        ),
        Column(
            "Player B (points)",
            lambda r: "— bye —" if r.is_bye else _player(r.player_b_name, r.player_b_points),
            lambda r: (r.player_b_name or "").casefold(),
        ),
        Column("Result", result_text, lambda r: (r.result is not None, r.result or "")),
        Column(
            "Source",
            lambda r: r.source_label,
            lambda r: r.source_label,
            tooltip="entered, penalty, concession, bye…; \"corrected\" when a result was changed",
        ),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.highlight_missing = False
        self._row_of_match: dict[int, int] = {}
        self.warned_players: frozenset[int] = frozenset()

    def set_rows(self, rows: Sequence[MatchRow]) -> None:
        super().set_rows(rows)
        self._row_of_match = {row.id: i for i, row in enumerate(self.rows())}

    def row_of_match(self, match_id: int) -> int | None:
        return self._row_of_match.get(match_id)

    def match_at_table(self, table: int) -> MatchRow | None:
        for row in self.rows():
            if row.table_number == table and not row.is_bye:
                return row
        return None

    def update_match(self, match: MatchRow) -> bool:
        """Show a changed match in place; False when it is not in this table."""
        index = self._row_of_match.get(match.id)
        if index is None:
            return False
        self.replace_row(index, match)
        return True

    def background(self, row: MatchRow) -> QBrush | None:
        if self.highlight_missing and row.result is None and not row.is_bye:
            return MISSING_RESULT
        if row.player_a_id in self.warned_players or row.player_b_id in self.warned_players:
            return WARNING_ROW
        return None

    def tooltip(self, row: MatchRow) -> str:
        """Who plays, in whole names first: a column too narrow for a long name cuts it
        ("Maximiliana Hohenberger-Feath…") while the Result column keeps room for results."""
        if row.is_bye:
            players = f"{row.player_a_name} has a bye"
        else:
            players = (f"Table {row.table_number}: {row.player_a_name} (A) against "
                       f"{row.player_b_name} (B)")
        lines = [players]
        if row.result is not None and not row.is_bye:
            # whole here: a narrow Result column puts a long result on two lines
            lines.append(f"Result: {result_text(row)}")
        if self.highlight_missing and row.result is None and not row.is_bye:
            lines.append("No result yet: type the table number and the result below")
        elif row.notes:
            lines.append(row.notes)
        return "\n".join(lines)


class StandingsTableModel(RowTableModel[StandingRow]):
    """Standings with one column per tiebreaker of the event's chain.

    After a top cut the rows come in place order and a Place column (1, 2,
    3–4, 5–8, then the Swiss order) leads, with the Swiss rank beside it.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table: StandingsTable | None = None
        self.places: dict[int, PlacedRow] = {}
        self.columns = self._columns((), {})

    @staticmethod
    def _columns(
        chain: Sequence[tuple[int, str, str]], places: dict[int, PlacedRow]
    ) -> tuple[Column[StandingRow], ...]:
        rank_title = "Swiss" if places else "Rank"
        leading: list[Column[StandingRow]] = []
        if places:
            leading.append(
                Column(
                    "Place",
                    lambda r: places[r.player_id].label if r.player_id in places else "",
                    lambda r: (places[r.player_id].first, r.rank) if r.player_id in places
                    else (len(places) + 1, r.rank),
                    align_right=True,
                    tooltip="Where the player finished: the top cut first, then the Swiss order",
                )
            )
        fixed: list[Column[StandingRow]] = [
            *leading,
            Column(rank_title, lambda r: str(r.rank), lambda r: r.rank, align_right=True),
            Column("Player", lambda r: r.name, lambda r: r.name.casefold()),
            Column("Points", lambda r: str(r.match_points), lambda r: r.match_points,
                   align_right=True),
            Column("Record", lambda r: r.record, lambda r: (r.wins + r.byes, -r.losses)),
        ]
        for index, name, label in chain:
            fixed.append(
                Column(
                    TIEBREAKER_SHORT_LABELS.get(name, label),  # full name in the tooltip
                    lambda r, i=index: r.tiebreakers[i].shown,
                    lambda r, i=index: r.tiebreakers[i].value,
                    align_right=True,
                    tooltip=f"{label} — select a player to see how it was computed",
                )
            )
        fixed.append(
            Column(
                "Status",
                lambda r: "dropped" if r.dropped else ("late" if r.missed_rounds else ""),
                lambda r: (r.dropped, r.missed_rounds),
            )
        )
        return tuple(fixed)

    def set_table(self, table: StandingsTable, placed: Sequence[PlacedRow] = ()) -> None:
        """Show `table`; with `placed` (after a top cut) in place order with a Place column."""
        self.beginResetModel()
        self.table = table
        self.places = {p.row.player_id: p for p in placed}
        chain = [(i, name, label) for i, (name, label) in enumerate(zip(table.chain, table.labels,
                                                                         strict=True))
                 if name != "match_points"]
        self.columns = self._columns(chain, self.places)
        self._rows = [p.row for p in placed] if placed else list(table.rows)
        self._sort_keys.clear()
        self.endResetModel()

    def foreground(self, row: StandingRow) -> QBrush | None:
        return GREYED if row.dropped else None

    def tooltip(self, row: StandingRow) -> str:
        """The player's whole name first: the Player column cuts a name longer than 24 wide
        letters ("Maximiliana Hohenberger-…"), and the tooltip is where it reads whole."""
        if self.table is None:
            return ""
        return "\n".join((row.name, *row.explanations(self.table.names)))


class PenaltyTableModel(RowTableModel[PenaltyRow]):
    """Penalties of an event in order of issue; withdrawn ones greyed out."""

    columns: Sequence[Column[PenaltyRow]] = (
        Column("#", lambda r: str(r.id), lambda r: r.id, align_right=True),
        Column(
            "Round",
            lambda r: r.round_label,
            lambda r: _blank_last(r.round_number),
            align_right=True,
        ),
        Column("Player", lambda r: r.player_name, lambda r: r.player_name.casefold()),
        Column("Infraction", lambda r: r.infraction_name, lambda r: r.infraction_name),
        Column("Penalty", lambda r: r.penalty_label, lambda r: r.penalty_label),
        Column("Effect", lambda r: r.effect, lambda r: r.effect),
        Column("Judge", lambda r: r.issued_by_name, lambda r: r.issued_by_name.casefold()),
        Column("Notes", lambda r: "; ".join(_penalty_notes(r)), lambda r: r.description),
    )

    def foreground(self, row: PenaltyRow) -> QBrush | None:
        return GREYED if row.withdrawn_at is not None else None

    def tooltip(self, row: PenaltyRow) -> str:
        """Every note whole, one to a line, then the effect: wrapped, so a long note reads as a
        paragraph instead of a line as wide as the screen."""
        return wrapping_tip("\n".join([*_penalty_notes(row), f"effect: {row.effect}"]))


def _penalty_notes(row: PenaltyRow) -> list[str]:
    """What the Notes column says of a penalty: why it escalated or was upgraded, the judge's
    description, and why it was withdrawn."""
    withdrawn = f"withdrawn: {row.withdrawn_reason}" if row.withdrawn_at else None
    return [x for x in (row.escalation_reason, row.upgrade_reason, row.description, withdrawn) if x]


def minutes_and_seconds(seconds: int | None) -> str:
    """A time as "m:ss" ("0:08", "12:30"), as the tabs and their dialogs show it."""
    if seconds is None:
        return ""
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    return f"{sign}{seconds // 60}:{seconds % 60:02d}"


class DeckCheckTableModel(RowTableModel[DeckCheckRow]):
    """Deck checks of an event: who, when, what was found, the extension it gave."""

    columns: Sequence[Column[DeckCheckRow]] = (
        Column(
            "Round",
            lambda r: r.round_label,
            lambda r: _blank_last(r.round_number),
            align_right=True,
        ),
        Column(
            "Table",
            lambda r: "" if r.table_number is None else str(r.table_number),
            lambda r: _blank_last(r.table_number),
            align_right=True,
        ),
        Column("Player", lambda r: r.player_name, lambda r: r.player_name.casefold()),
        Column(
            "State",
            lambda r: "recorded" if r.ended_at else ("started" if r.started_at else "picked"),
            lambda r: (r.ended_at is not None, r.started_at is not None),
        ),
        Column(
            "Took",
            lambda r: minutes_and_seconds(r.duration_seconds),
            lambda r: _blank_last(r.duration_seconds),
            align_right=True,
            tooltip="How long the deck was away; the match gets this much extra time",
        ),
        Column(
            "Found",
            lambda r: _findings(r),
            lambda r: _findings(r),
        ),
        Column(
            "Proposed penalty",
            lambda r: (r.proposed_penalty or "").replace("_", " ").title(),
            lambda r: r.proposed_penalty or "",
        ),
        Column(
            "Issued",
            lambda r: r.issued_penalty or "",
            lambda r: _blank_last(r.penalty_id),
        ),
        Column("Judge", lambda r: r.judge_name or "", lambda r: (r.judge_name or "").casefold()),
    )

    def background(self, row: DeckCheckRow) -> QBrush | None:
        return WARNING_ROW if row.proposed_penalty and row.penalty_id is None else None


def _findings(row: DeckCheckRow) -> str:
    findings = row.findings or {}
    if not row.ended_at:
        return ""
    parts = [f"-{d.get('qty')} {d.get('name')}" for d in findings.get("missing", [])]
    parts += [f"+{d.get('qty')} {d.get('name')}" for d in findings.get("extra", [])]
    if findings.get("sleeves") not in (None, "ok"):
        parts.append(f"sleeves: {findings.get('sleeves')}")
    text = ", ".join(parts) or "matches the list"
    if row.list_already_penalised:
        text += " (the list already has its deck-list penalty)"
    return text


@dataclass(frozen=True, slots=True)
class DeckListLine:
    """A player with their deck list's status (None before one is registered)."""

    player: PlayerRow
    deck: DeckListStatus | None


class DeckListTableModel(RowTableModel[DeckListLine]):
    """Players with the status of their registered deck list."""

    columns: Sequence[Column[DeckListLine]] = (
        Column("Player", lambda r: r.player.name, lambda r: r.player.name.casefold()),
        Column("Player no.", lambda r: r.player.player_number or "",
               lambda r: r.player.player_number or ""),
        Column(
            "Deck list",
            lambda r: "none" if r.deck is None else f"{r.deck.status} (v{r.deck.version})",
            lambda r: "" if r.deck is None else r.deck.status,
        ),
        Column(
            "Proposed penalty",
            lambda r: "" if r.deck is None or not r.deck.proposed_penalty
            else r.deck.proposed_penalty.replace("_", " ").title()
            + (" (issued)" if r.deck.issued_penalty else ""),
            lambda r: "" if r.deck is None else (r.deck.proposed_penalty or ""),
        ),
        Column(
            "Messages",
            lambda r: "" if r.deck is None else str(len(r.deck.messages)),
            lambda r: 0 if r.deck is None else len(r.deck.messages),
            align_right=True,
        ),
    )

    def background(self, row: DeckListLine) -> QBrush | None:
        if row.deck is None:
            return None
        if row.deck.status == "invalid":
            return MISSING_RESULT
        if row.deck.status == "incorrect":
            return WARNING_ROW
        return None

    def tooltip(self, row: DeckListLine) -> str:
        """The player's whole name first (the Player column cuts a long one at 1024 pixels,
        "Maximiliana Hohenberger-…"), then what the deck list's check found."""
        return "\n".join((row.player.name, *(() if row.deck is None else row.deck.messages)))


class ClockTableModel(RowTableModel[MatchClockRow]):
    """Per-match time on the round clock: extensions and time left."""

    columns: Sequence[Column[MatchClockRow]] = (
        Column(
            "Table",
            lambda r: "" if r.table_number is None else str(r.table_number),
            lambda r: _blank_last(r.table_number),
            align_right=True,
        ),
        Column("Players", lambda r: r.players, lambda r: r.players.casefold()),
        Column(
            "Extension",
            lambda r: "" if not r.extension_seconds else f"+{minutes_and_seconds(r.extension_seconds)}",
            lambda r: r.extension_seconds,
            align_right=True,
        ),
        Column(
            "Left",
            lambda r: "done" if r.finished else ("TIME" if r.time_up else
                                                 minutes_and_seconds(r.remaining_seconds)
                                                 or "playing"),  # an untimed round's table
            lambda r: _blank_last(r.remaining_seconds),
            align_right=True,
        ),
    )

    def background(self, row: MatchClockRow) -> QBrush | None:
        if row.time_up and not row.finished:
            return MISSING_RESULT
        if row.extension_seconds and not row.finished:
            return WARNING_ROW
        return None
