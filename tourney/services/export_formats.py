"""An `EventExport` written as one JSON document or as CSV tables (docs/export-format.md).

Both formats carry the same fields under the same names, so a ratings system
can switch between them without a second mapping. The output is bytes,
fully determined by the export: no time of export, no ids, a fixed order of
keys and columns.

CSV cells that a spreadsheet would run as a formula (text starting with
`=`, `+`, `-`, `@`, a tab or a carriage return) get a leading apostrophe, the
usual defence; so that a reader can always undo it, text that already starts
with an apostrophe gets one too. A reader strips one leading apostrophe from
any text cell. JSON is not opened by spreadsheets and is written unchanged.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from typing import Any

from tourney.services.export import EventExport, ExportedEvent, ExportedStanding

FORMAT_NAME = "tourney-event-export"
FORMAT_VERSION = 1
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
ESCAPE = "'"

Value = str | int | float | bool | None
Column = tuple[str, Callable[[Any], Value]]


def _day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def timestamp(value: datetime) -> str:
    """A moment as ISO 8601 UTC to the second ("2026-06-06T14:03:00Z")."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


EVENT_COLUMNS: tuple[Column, ...] = (
    ("name", lambda e: e.name),
    ("start_date", lambda e: _day(e.start_date)),
    ("end_date", lambda e: _day(e.end_date)),
    ("venue", lambda e: e.venue),
    ("game", lambda e: e.game),
    ("game_name", lambda e: e.game_name),
    ("format", lambda e: e.format),
    ("tier", lambda e: e.tier),
    ("swiss_rounds", lambda e: e.swiss_rounds),
    ("swiss_rounds_played", lambda e: e.swiss_rounds_played),
    ("top_cut", lambda e: e.top_cut),
    ("status", lambda e: e.status),
    ("champion_name", lambda e: e.champion_name),
    ("champion_number", lambda e: e.champion_number),
)
PLAYER_COLUMNS: tuple[Column, ...] = (
    ("name", lambda p: p.name),
    ("player_number", lambda p: p.player_number),
    ("late_entry_round", lambda p: p.late_entry_round),
    ("dropped_after_round", lambda p: p.dropped_after_round),
)
MATCH_COLUMNS: tuple[Column, ...] = (
    ("round", lambda m: m.round),
    ("round_kind", lambda m: m.round_kind),
    ("table", lambda m: m.table),
    ("player_a_name", lambda m: m.player_a_name),
    ("player_a_number", lambda m: m.player_a_number),
    ("player_b_name", lambda m: m.player_b_name),
    ("player_b_number", lambda m: m.player_b_number),
    ("result", lambda m: m.result),
    ("a_game_wins", lambda m: m.a_game_wins),
    ("b_game_wins", lambda m: m.b_game_wins),
    ("game_draws", lambda m: m.game_draws),
    ("source", lambda m: m.source),
    ("corrected", lambda m: m.corrected),
)
STANDING_COLUMNS: tuple[Column, ...] = (
    ("placing", lambda s: s.placing),
    ("placing_from", lambda s: s.placing_from),
    ("placing_to", lambda s: s.placing_to),
    ("rank", lambda s: s.rank),
    ("top_cut_seed", lambda s: s.top_cut_seed),
    ("name", lambda s: s.name),
    ("player_number", lambda s: s.player_number),
    ("match_points", lambda s: s.match_points),
    ("record", lambda s: s.record),
    ("wins", lambda s: s.wins),
    ("losses", lambda s: s.losses),
    ("draws", lambda s: s.draws),
    ("byes", lambda s: s.byes),
    ("dropped_after_round", lambda s: s.dropped_after_round),
)
PENALTY_COLUMNS: tuple[Column, ...] = (
    ("round", lambda p: p.round),
    ("player_name", lambda p: p.player_name),
    ("player_number", lambda p: p.player_number),
    ("infraction", lambda p: p.infraction),
    ("infraction_code", lambda p: p.infraction_code),
    ("penalty", lambda p: p.penalty),
    ("penalty_code", lambda p: p.penalty_code),
    ("game", lambda p: p.game),
    ("issued_by", lambda p: p.issued_by),
    ("issued_by_role", lambda p: p.issued_by_role),
    ("issued_at", lambda p: timestamp(p.issued_at)),
    ("withdrawn", lambda p: p.withdrawn),
)
# The CSV tables in the order they are written (and listed in a ZIP).
CSV_TABLES: tuple[str, ...] = (
    "event.csv",
    "players.csv",
    "matches.csv",
    "standings.csv",
    "penalties.csv",
)


def _record(columns: Sequence[Column], row: Any) -> dict[str, Value]:
    return {name: get(row) for name, get in columns}


def _standing_record(export: EventExport, row: ExportedStanding) -> dict[str, Any]:
    record: dict[str, Any] = _record(STANDING_COLUMNS, row)
    record["tiebreakers"] = {
        tiebreaker.name: value
        for tiebreaker, value in zip(export.tiebreakers, row.tiebreakers, strict=True)
    }
    return record


def export_document(export: EventExport) -> dict[str, Any]:
    """The export as the JSON document's plain data (keys in documented order)."""
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "event": _record(EVENT_COLUMNS, export.event),
        "tiebreaker_chain": [
            {"key": t.key, "name": t.name, "unit": t.unit} for t in export.tiebreakers
        ],
        "players": [_record(PLAYER_COLUMNS, p) for p in export.players],
        "matches": [_record(MATCH_COLUMNS, m) for m in export.matches],
        "standings": [_standing_record(export, s) for s in export.standings],
        "penalties": [_record(PENALTY_COLUMNS, p) for p in export.penalties],
    }


def to_json(export: EventExport) -> bytes:
    """One UTF-8 JSON document, indented, ending in a newline."""
    text = json.dumps(export_document(export), ensure_ascii=False, indent=2, allow_nan=False)
    return (text + "\n").encode("utf-8")


# ------------------------------------------------------------------ CSV


def spreadsheet_safe(text: str) -> str:
    """Text a spreadsheet shows as text: a leading apostrophe before a formula start.

    Also before an apostrophe already there, so stripping one apostrophe
    always gives back the original.
    """
    if text.startswith((*FORMULA_STARTS, ESCAPE)):
        return ESCAPE + text
    return text


def csv_cell(value: Value) -> str:
    """One CSV cell: empty for none, true/false, numbers as JSON writes them, safe text."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return json.dumps(value)
    return spreadsheet_safe(value)


def _csv_bytes(header: Sequence[str], rows: Sequence[Sequence[Value]]) -> bytes:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow([spreadsheet_safe(name) for name in header])
    for row in rows:
        writer.writerow([csv_cell(value) for value in row])
    return buffer.getvalue().encode("utf-8")


def _table(columns: Sequence[Column], rows: Sequence[Any]) -> bytes:
    return _csv_bytes(
        [name for name, _ in columns], [[get(row) for _, get in columns] for row in rows]
    )


def _event_table(event: ExportedEvent) -> bytes:
    header = ["export_format", "export_version", *(name for name, _ in EVENT_COLUMNS)]
    row = [FORMAT_NAME, FORMAT_VERSION, *(get(event) for _, get in EVENT_COLUMNS)]
    return _csv_bytes(header, [row])


def _standings_table(export: EventExport) -> bytes:
    header = [
        *(name for name, _ in STANDING_COLUMNS),
        *(t.name for t in export.tiebreakers),
    ]
    rows = [
        [*(get(s) for _, get in STANDING_COLUMNS), *s.tiebreakers] for s in export.standings
    ]
    return _csv_bytes(header, rows)


def to_csv_tables(export: EventExport) -> dict[str, bytes]:
    """File name -> CSV bytes (UTF-8, header row, CRLF lines, RFC 4180 quoting)."""
    tables = {
        "event.csv": _event_table(export.event),
        "players.csv": _table(PLAYER_COLUMNS, export.players),
        "matches.csv": _table(MATCH_COLUMNS, export.matches),
        "standings.csv": _standings_table(export),
        "penalties.csv": _table(PENALTY_COLUMNS, export.penalties),
    }
    assert tuple(tables) == CSV_TABLES
    return tables
