"""A fast, dense list laid out in one or more columns per page.

Pairings for two thousand players must print in a couple of seconds and read
from a metre away on a wall. Platypus tables measure every cell and re-measure
on every page split, which is slow at that size; this flowable instead draws
single-line cells straight onto the canvas, with a fixed row height, a repeated
column heading and light banding so the eye can follow a row across.

Every cell is measured once, up front, so each column is as wide as its
widest text (`tourney.reports.column_layout`): the list goes side by side on
a page only as many times as that width allows, and a list that fits on one
page uses no more side-by-side lists than its rows need.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from reportlab.platypus import Flowable

from tourney.reports.column_layout import blocks_that_fit, share_width
from tourney.reports.fonts import FontSet
from tourney.reports.page import INK, MUTED, RULE, SHADE

Align = Literal["left", "right", "center"]
CELL_PADDING = 3.0


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the list; `weight` is its share of the width left over once
    every column has the width its text needs."""

    title: str
    weight: float
    align: Align = "left"
    bold: bool = False


@dataclass(frozen=True, slots=True)
class NameCell:
    """A player's name with their number; only the name is shortened to fit."""

    name: str
    number: str | None = None

    def __str__(self) -> str:
        return f"{self.name} ({self.number})" if self.number else self.name


Cell = str | NameCell


@dataclass(frozen=True, slots=True)
class ListRow:
    """One printed line; `muted` greys it out, `bold` makes every cell bold."""

    cells: tuple[Cell, ...]
    muted: bool = False
    bold: bool = False


class ColumnList(Flowable):
    """Rows filled down the first column of a page, then the next.

    `columns_per_page` is the most lists side by side; fewer are used when
    the text would not fit at full width, or when the rows need fewer.
    """

    def __init__(
        self,
        columns: Sequence[Column],
        rows: Sequence[ListRow],
        fonts: FontSet,
        *,
        columns_per_page: int = 1,
        font_size: float = 9.0,
        leading: float = 12.5,
        gutter: float = 16.0,
        caption: Callable[[Sequence[ListRow]], str] | None = None,
        natural_widths: Sequence[float] | None = None,
    ) -> None:
        super().__init__()
        self.caption = caption
        self.caption_height = 18.0 if caption else 0.0
        self.columns = tuple(columns)
        self.rows = rows
        self.fonts = fonts
        self.columns_per_page = columns_per_page
        self.font_size = font_size
        self.leading = leading
        self.gutter = gutter
        self.heading_height = self.caption_height + leading + 3
        # Measured over the whole list, so every page of it has the same columns.
        self.natural_widths = (
            tuple(natural_widths) if natural_widths is not None else self._measure()
        )
        self._available_width = 0.0
        self._rows_per_column = 0
        self._blocks = 1

    def _measure(self) -> tuple[float, ...]:
        """The width each column's widest text (or its title) needs, padding included."""
        fonts = self.fonts
        size = self.font_size
        widths = [
            fonts.width(fonts.text(column.title), size - 1, bold=True) for column in self.columns
        ]
        for row in self.rows:
            for index, (column, cell) in enumerate(zip(self.columns, row.cells, strict=True)):
                if not cell:
                    continue
                width = fonts.width(fonts.text(str(cell)), size, bold=column.bold or row.bold)
                if width > widths[index]:
                    widths[index] = width
        return tuple(width + 2 * CELL_PADDING for width in widths)

    def blocks_across(self, available_width: float) -> int:
        """How many lists fit side by side at the width their text needs."""
        return blocks_that_fit(
            self.natural_widths, available_width, self.gutter, self.columns_per_page
        )

    def _capacity_per_column(self, available_height: float) -> int:
        return max(0, int((available_height - self.heading_height) // self.leading))

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self._available_width = availWidth
        capacity = self._capacity_per_column(availHeight)
        across = self.blocks_across(availWidth)
        needed = math.ceil(len(self.rows) / across)
        if needed > capacity:
            # Too tall for the space left: report the full height so platypus splits it.
            self._blocks = across
            self._rows_per_column = needed
        else:
            # Everything fits here: no more lists side by side than the rows need.
            self._blocks = min(across, max(1, math.ceil(len(self.rows) / max(capacity, 1))))
            self._rows_per_column = max(math.ceil(len(self.rows) / self._blocks), 1)
        self.width = availWidth
        self.height = self.heading_height + self._rows_per_column * self.leading
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        capacity = self._capacity_per_column(availHeight) * self.blocks_across(availWidth)
        if capacity <= 0:
            return []
        if len(self.rows) <= capacity:
            return [self]
        return [self._with_rows(self.rows[:capacity]), self._with_rows(self.rows[capacity:])]

    def _with_rows(self, rows: Sequence[ListRow]) -> ColumnList:
        return ColumnList(
            self.columns,
            rows,
            self.fonts,
            columns_per_page=self.columns_per_page,
            font_size=self.font_size,
            leading=self.leading,
            gutter=self.gutter,
            caption=self.caption,
            natural_widths=self.natural_widths,
        )

    def column_widths(self, block_width: float) -> tuple[float, ...]:
        """Each column's width in one list `block_width` wide."""
        return share_width(
            self.natural_widths, [column.weight for column in self.columns], block_width
        )

    def draw(self) -> None:
        blocks = self._blocks
        if self.caption is not None:
            canvas = self.canv
            canvas.setFillColor(INK)
            canvas.setFont(self.fonts.bold, self.font_size + 2)
            text = self.fonts.fit(
                self.caption(self.rows), self.font_size + 2, self._available_width, bold=True
            )
            canvas.drawString(0, self.height - self.font_size - 4, text)
        column_width = (self._available_width - self.gutter * (blocks - 1)) / blocks
        widths = list(self.column_widths(column_width))
        rows_per_column = max(1, self._rows_per_column)
        for block in range(blocks):
            chunk = self.rows[block * rows_per_column : (block + 1) * rows_per_column]
            if not chunk and block > 0:
                break
            self._draw_block(block * (column_width + self.gutter), column_width, widths, chunk)

    def _draw_block(
        self, left: float, column_width: float, widths: list[float], rows: Sequence[ListRow]
    ) -> None:
        canvas = self.canv
        size = self.font_size
        leading = self.leading
        top = self.height - self.caption_height
        # Column heading: bold titles over a rule.
        canvas.setFillColor(INK)
        x = left
        for column, width in zip(self.columns, widths, strict=True):
            self._cell(column.title, x, width, top - leading + 2, column.align, True, size - 1)
            x += width
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.line(
            left,
            self.height - self.heading_height + 1.5,
            left + column_width,
            self.height - self.heading_height + 1.5,
        )
        # Banding first, then text, so fills never cover letters.
        first_top = self.height - self.heading_height
        canvas.setFillColor(SHADE)
        for index in range(1, len(rows), 2):
            canvas.rect(
                left, first_top - (index + 1) * leading, column_width, leading, stroke=0, fill=1
            )
        baseline_drop = (leading + size * 0.72) / 2
        for index, row in enumerate(rows):
            baseline = first_top - index * leading - baseline_drop
            canvas.setFillColor(MUTED if row.muted else INK)
            x = left
            for column, width, cell in zip(self.columns, widths, row.cells, strict=True):
                if cell:
                    self._cell(
                        cell, x, width, baseline, column.align, column.bold or row.bold, size
                    )
                x += width
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        bottom = first_top - len(rows) * leading
        canvas.line(left, bottom, left + column_width, bottom)

    def _cell(
        self,
        text: Cell,
        x: float,
        width: float,
        baseline: float,
        align: Align,
        bold: bool,
        size: float,
    ) -> None:
        canvas = self.canv
        fonts = self.fonts
        room = width - 2 * CELL_PADDING
        if isinstance(text, NameCell):
            fitted = fonts.fit_name(text.name, text.number, size, room, bold=bold)
        else:
            fitted = fonts.fit(text, size, room, bold=bold)
        canvas.setFont(fonts.bold if bold else fonts.regular, size)
        if align == "left":
            canvas.drawString(x + CELL_PADDING, baseline, fitted)
        elif align == "right":
            canvas.drawRightString(x + width - CELL_PADDING, baseline, fitted)
        else:
            canvas.drawCentredString(x + width / 2, baseline, fitted)
