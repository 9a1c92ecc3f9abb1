"""Match result slips, three to a page with cut lines.

The slip is the record of a result: players fill in games won and draws and
both sign, so a dispute later has their own handwriting to go by. It carries
the event, round and table on its face because it is cut from its page. Best-of-
three matches get a row of boxes per game; a time extension already granted
(e.g. after a deck check) is printed so the players and the floor judge know.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.platypus import Flowable

from tourney.reports.fonts import FontSet
from tourney.reports.page import INK, MUTED, RULE, ReportStyle, body_size, build_document
from tourney.reports.rows import EventHeader, MatchSlip, MatchSlips
from tourney.reports.styles import notice

SLIPS_PER_PAGE = 3
SLIPS_TITLE = "Match result slips"
EMPTY_MESSAGE = "No match slips to print"
FILL_IN = "Fill in the games each player won and any drawn games; both players sign."
INSTRUCTIONS = f"{FILL_IN} A player who wants to drop ticks the box. Return the slip to the scorekeeper."
# A top-cut slip has no drop box: the loser is out anyway, and the Swiss points
# brought into the cut mean nothing in its matches. Nor has it a box for drawn games: an
# elimination match cannot end in a draw, a drawn game is replayed until one player wins.
TOP_CUT_INSTRUCTIONS = (
    "Fill in the games each player won; both players sign. A match in the top cut cannot end "
    "in a draw: a drawn game is replayed. Return the slip to the scorekeeper."
)


def _points_label(points: int | None) -> str:
    return "" if points is None else f"Points before this round: {points}"


class SlipFlowable(Flowable):
    """One slip of fixed height; with `cut_line`, its bottom edge is a dashed cut line."""

    def __init__(
        self, slip: MatchSlip, header: EventHeader, fonts: FontSet, height: float, *, cut_line: bool
    ) -> None:
        super().__init__()
        self.cut_line = cut_line
        self.slip = slip
        self.header = header
        self.fonts = fonts
        self.slip_height = height

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self.height = self.slip_height
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        fonts = self.fonts
        slip = self.slip
        width, height = self.width, self.height
        pad = 10.0
        top = height - pad

        # Title: round and table large enough to read across a room.
        table = "—" if slip.table is None else str(slip.table)
        title = f"{slip.round_name or f'Round {slip.round_number}'}  ·  Table {table}"
        canvas.setFillColor(INK)
        canvas.setFont(fonts.bold, 15)
        canvas.drawString(0, top - 14, fonts.text(title))
        title_width = fonts.width(fonts.text(title), 15, bold=True)
        canvas.setFont(fonts.bold, 8)
        kind = "MATCH RESULT SLIP" + (f"  ·  BEST OF {slip.best_of}" if slip.best_of > 1 else "")
        canvas.drawRightString(width, top - 6, fonts.text(kind))
        canvas.setFont(fonts.regular, 8)
        canvas.setFillColor(MUTED)
        canvas.drawRightString(
            width, top - 16, fonts.fit(self.header.name, 8, width - title_width - 24)
        )

        # Two player panels side by side.
        panel_top = top - 30
        gap = 24.0
        panel_width = (width - gap) / 2
        self._panel(
            "Player A",
            slip.player_a,
            slip.player_a_number,
            slip.player_a_points,
            not slip.is_elimination,
            0,
            panel_top,
            panel_width,
        )
        self._panel(
            "Player B",
            slip.player_b,
            slip.player_b_number,
            slip.player_b_points,
            not slip.is_elimination,
            panel_width + gap,
            panel_top,
            panel_width,
        )

        y = panel_top - 112
        if slip.best_of > 1:
            y = self._games_grid(y, width)

        # Draws (a Swiss match only) and time extension.
        canvas.setFillColor(INK)
        canvas.setFont(fonts.regular, 9)
        note_left = 0.0
        if not slip.is_elimination:
            canvas.drawString(0, y - 13, "Drawn games")
            box_left = fonts.width("Drawn games", 9) + 8
            self._box(box_left, y - 18, 26, 18)
            note_left = box_left + 26 + 22
        if slip.untimed:
            canvas.drawString(note_left, y - 13, fonts.fit(slip.untimed, 9, width - note_left))
        elif slip.time_extension_minutes > 0:
            canvas.setFont(fonts.bold, 9)
            canvas.drawString(
                note_left, y - 13, f"Time extension granted: +{slip.time_extension_minutes} min"
            )
        else:
            canvas.drawString(
                note_left, y - 13, "Time extension: ______ min    Judge initials: ______"
            )

        canvas.setFont(fonts.regular, 7)
        canvas.setFillColor(MUTED)
        instructions = TOP_CUT_INSTRUCTIONS if slip.is_elimination else INSTRUCTIONS
        canvas.drawString(0, y - 32, fonts.fit(instructions, 7, width))

        if self.cut_line:
            self._draw_cut_line(width)

    def _draw_cut_line(self, width: float) -> None:
        canvas = self.canv
        fonts = self.fonts
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.setDash(4, 3)
        canvas.line(0, 0, width, 0)
        canvas.setDash()
        canvas.setFont(fonts.regular, 6.5)
        label = fonts.text("✂ cut here")
        canvas.setFillColorRGB(1, 1, 1)
        label_width = fonts.width(label, 6.5)
        canvas.rect(width / 2 - label_width / 2 - 3, -3, label_width + 6, 7, stroke=0, fill=1)
        canvas.setFillColor(MUTED)
        canvas.drawCentredString(width / 2, -2, label)

    def _panel(
        self,
        label: str,
        name: str,
        number: str | None,
        points: int | None,
        drop_box: bool,
        left: float,
        top: float,
        width: float,
    ) -> None:
        canvas = self.canv
        fonts = self.fonts
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.roundRect(left, top - 104, width, 104, 4, stroke=1, fill=0)
        inner = left + 8
        room = width - 16
        canvas.setFillColor(MUTED)
        canvas.setFont(fonts.regular, 7.5)
        canvas.drawString(inner, top - 11, label)
        canvas.setFillColor(INK)
        size = fonts.name_size(name, number, 11.5, room, bold=True)
        canvas.setFont(fonts.bold, size)
        canvas.drawString(inner, top - 25, fonts.fit_name(name, number, size, room, bold=True))
        canvas.setFont(fonts.regular, 8)
        canvas.setFillColor(MUTED)
        canvas.drawString(inner, top - 36, _points_label(points))
        canvas.setFillColor(INK)
        canvas.setFont(fonts.regular, 9)
        canvas.drawString(inner, top - 54, "Games won")
        box_left = inner + fonts.width("Games won", 9) + 8
        self._box(box_left, top - 60, 26, 18)
        if drop_box:
            self._box(box_left + 48, top - 56, 9, 9)
            canvas.setFont(fonts.regular, 8)
            canvas.drawString(box_left + 61, top - 55, "Drop me from the event")
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.5)
        canvas.line(inner, top - 86, left + width - 8, top - 86)
        canvas.setFont(fonts.regular, 7)
        canvas.setFillColor(MUTED)
        canvas.drawString(inner, top - 95, "Signature")

    def _games_grid(self, y: float, width: float) -> float:
        """One line of boxes per game of a best-of-N match: winner or draw, and points."""
        canvas = self.canv
        fonts = self.fonts
        canvas.setFillColor(INK)
        canvas.setFont(fonts.regular, 8.5)
        games = self.slip.best_of
        per_game = width / games
        for game in range(games):
            x = game * per_game
            canvas.setFont(fonts.bold, 8.5)
            canvas.drawString(x, y - 11, f"Game {game + 1}")
            canvas.setFont(fonts.regular, 8.5)
            cursor = x + 40
            for choice in ("A won", "B won", "Draw"):
                self._box(cursor, y - 12, 9, 9)
                canvas.drawString(cursor + 12, y - 11, choice)
                cursor += 14 + fonts.width(choice, 8.5) + 8
        return y - 18

    def _box(self, x: float, y: float, width: float, height: float) -> None:
        canvas = self.canv
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.rect(x, y, width, height, stroke=1, fill=0)


def render_match_slips(
    data: MatchSlips, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write the round's result slips, three per page in table order, as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    # (below the header as printed: a long event name's second line leaves the slips less room)
    _, body_height = body_size(style, header=data.header, title=SLIPS_TITLE)
    slip_height = body_height / SLIPS_PER_PAGE - 0.01
    slips = sorted(
        data.slips, key=lambda slip: (slip.table is None, slip.table or 0, slip.player_a.casefold())
    )
    # Cut lines only between slips: the page edge bounds the last slip on a page.
    story: list[Flowable] = [
        SlipFlowable(
            slip,
            data.header,
            fonts,
            slip_height,
            cut_line=index % SLIPS_PER_PAGE != SLIPS_PER_PAGE - 1 and index != len(slips) - 1,
        )
        for index, slip in enumerate(slips)
    ]
    build_document(
        out,
        header=data.header,
        title=SLIPS_TITLE,
        story=story or notice(EMPTY_MESSAGE, fonts),
        style=style,
    )
