"""Pairings posted for players: alphabetical by name, and by table for the staff.

The by-name list is what players crowd around: every player appears once with
their table in bold, their opponent and both players' points, filled down two
columns per page. The by-table list is for judges and the scorekeeper: one line
per table. Byes are spelled out ("BYE") rather than left as a blank opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import BinaryIO

from tourney.reports.columns import Column, ColumnList, ListRow, NameCell
from tourney.reports.fonts import sort_key
from tourney.reports.page import ReportStyle, build_document
from tourney.reports.rows import PairingLine, Pairings
from tourney.reports.share_box import share_box
from tourney.reports.styles import notice

BYE = "BYE"
NO_TABLE = "—"
EMPTY_MESSAGE = "No pairings yet"

BY_NAME_COLUMNS = (
    Column("Player", 40),
    Column("Pts", 8, align="right"),
    Column("Table", 12, align="center", bold=True),
    Column("Opponent", 32),
    Column("Pts", 8, align="right"),
)

BY_TABLE_COLUMNS = (
    Column("Table", 12, align="center", bold=True),
    Column("Player A", 36),
    Column("Pts", 8, align="right"),
    Column("Player B", 36),
    Column("Pts", 8, align="right"),
)


def _table_label(table: int | None) -> str:
    return NO_TABLE if table is None else str(table)


def _number_if(shared: bool, number: str | None) -> str | None:
    return number if shared else None


def by_name_rows(lines: tuple[PairingLine, ...]) -> list[ListRow]:
    """One row per player: each match seen from both seats, byes once.

    The player's own number is printed; the opponent's only when another
    player of the event has the same name (leaving it out otherwise keeps
    both names readable).
    """
    entries: list[tuple[str, str, str, ListRow]] = []
    for line in lines:
        table = _table_label(line.table)
        if line.is_bye:
            row = ListRow(
                (NameCell(line.player, line.player_number), str(line.points), table, BYE, ""),
                bold=True,
            )
            entries.append((sort_key(line.player), line.player_number or "", line.player, row))
            continue
        assert line.opponent is not None
        opponent_points = "" if line.opponent_points is None else str(line.opponent_points)
        entries.append(
            (
                sort_key(line.player),
                line.player_number or "",
                line.player,
                ListRow(
                    (
                        NameCell(line.player, line.player_number),
                        str(line.points),
                        table,
                        NameCell(line.opponent, _number_if(line.opponent_shares_name,
                                                           line.opponent_number)),
                        opponent_points,
                    )
                ),
            )
        )
        entries.append(
            (
                sort_key(line.opponent),
                line.opponent_number or "",
                line.opponent,
                ListRow(
                    (
                        NameCell(line.opponent, line.opponent_number),
                        opponent_points,
                        table,
                        NameCell(line.player, _number_if(line.player_shares_name,
                                                         line.player_number)),
                        str(line.points),
                    )
                ),
            )
        )
    entries.sort(key=lambda entry: entry[:3])
    return [entry[3] for entry in entries]


def by_table_rows(lines: tuple[PairingLine, ...]) -> list[ListRow]:
    """One row per table in table order; byes (no table) after the last table."""

    def order(line: PairingLine) -> tuple[int, int, str]:
        if line.table is None:
            return (1, 0, sort_key(line.player))
        return (0, line.table, sort_key(line.player))

    rows: list[ListRow] = []
    for line in sorted(lines, key=order):
        player = NameCell(line.player, line.player_number)
        if line.is_bye:
            rows.append(
                ListRow((_table_label(line.table), player, str(line.points), BYE, ""), bold=True)
            )
            continue
        assert line.opponent is not None
        rows.append(
            ListRow(
                (
                    _table_label(line.table),
                    player,
                    str(line.points),
                    NameCell(line.opponent, line.opponent_number),
                    "" if line.opponent_points is None else str(line.opponent_points),
                )
            )
        )
    return rows


def _name_range(rows: Sequence[ListRow]) -> str:
    """ "Applejack – Fluttershy": which players a posted page covers."""
    return f"{_player_name(rows[0])}  –  {_player_name(rows[-1])}"


def _player_name(row: ListRow) -> str:
    cell = row.cells[0]
    return cell.name if isinstance(cell, NameCell) else cell


def _table_range(rows: Sequence[ListRow]) -> str:
    tables = [str(row.cells[0]) for row in rows if str(row.cells[0]) != NO_TABLE]
    if not tables:
        return "Byes"
    label = f"Table {tables[0]}" if len(tables) == 1 else f"Tables {tables[0]}  –  {tables[-1]}"
    return label + " and byes" if len(tables) < len(rows) else label


def render_pairings_by_name(
    data: Pairings, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write the alphabetical pairings list (two columns per page) as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    rows = by_name_rows(data.lines)
    story = (
        [ColumnList(BY_NAME_COLUMNS, rows, fonts, columns_per_page=2, caption=_name_range)]
        if rows
        else notice(EMPTY_MESSAGE, fonts)
    )
    if data.share_address:
        story = [*share_box(data.share_address, fonts), *story]
    build_document(out, header=data.header, title="Pairings by name", story=story, style=style)


def render_pairings_by_table(
    data: Pairings, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write the pairings in table order (two columns per page) as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    rows = by_table_rows(data.lines)
    story = (
        [ColumnList(BY_TABLE_COLUMNS, rows, fonts, columns_per_page=2, caption=_table_range)]
        if rows
        else notice(EMPTY_MESSAGE, fonts)
    )
    if data.share_address:
        story = [*share_box(data.share_address, fonts), *story]
    build_document(out, header=data.header, title="Pairings by table", story=story, style=style)
