"""The top-cut bracket: the seeds, each elimination round by name, and the champion.

Posted on the wall during the cut, it tells players who plays whom next and
who went through; printed at the end, it is the record of how the event was
won. Each round is a column headed as players call it ("Quarterfinals"),
every match a box with both seeds and names, the winner in bold and the
loser greyed out. A round not paired yet prints empty boxes to write the
names in. Each elimination round is paired afresh by seed, so no lines join
one round's boxes to the next: a line would claim a path the pairing does
not follow.
"""

from __future__ import annotations

import dataclasses
from typing import BinaryIO

from reportlab.platypus import Flowable, Spacer

from tourney.reports.fonts import FontSet
from tourney.reports.page import INK, MUTED, RULE, SHADE, ReportStyle, body_size, build_document
from tourney.reports.rows import BracketEntry, BracketMatchLine, BracketSheet
from tourney.reports.styles import notice, para, styles_for, with_number

EMPTY_MESSAGE = "No top cut yet"
BRACKET_TITLE = "Top-cut bracket"
CHAMPION = "Champion"
SEEDS = "Seeds"
BYE = "bye"
HEADING_HEIGHT = 20.0
SMALLEST_NAME = 6.0  # points: a long name shrinks to this size before it is cut short
SHRINK_BEFORE_WRAP = 1.5  # points a name may lose to stay on one line before it takes two
COLUMN_GAP = 14.0


@dataclasses.dataclass(frozen=True, slots=True)
class NameLines:
    """A player's name as it prints: one line, or two when it is too long for one, at `size`."""

    lines: tuple[str, ...]
    size: float


def name_lines(fonts: FontSet, name: str, number: str | None, size: float, width: float, *,
               bold: bool, two_lines: bool = True) -> NameLines:
    """The name whole on one line (a little smaller if need be), else wrapped on two lines, and
    cut short with "…" only when neither holds it (or when there is no room for two lines).

    A posted bracket is read for who plays whom: "Bartholomew Featherstonehaugh-Cholm…" left
    two long names of the same family indistinguishable.
    """
    whole = fonts.text(f"{name} ({number})" if number else name)
    one = fonts.size_to_fit(whole, size, width, smallest=SMALLEST_NAME, bold=bold)
    if fonts.width(whole, one, bold=bold) <= width and (one >= size - SHRINK_BEFORE_WRAP or not two_lines):
        return NameLines((whole,), one)
    if two_lines:
        words = whole.split(" ")
        trial = size
        while trial >= SMALLEST_NAME:
            split = _best_split(fonts, words, trial, bold)
            if split is not None and all(fonts.width(line, trial, bold=bold) <= width for line in split):
                return NameLines(split, trial)
            trial -= 0.5
    return NameLines((fonts.fit_name(name, number, one, width, bold=bold),), one)


def _best_split(fonts: FontSet, words: list[str], size: float, bold: bool) -> tuple[str, str] | None:
    """The two lines of `words` whose wider line is narrowest (None for a single word)."""
    if len(words) < 2:
        return None
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    return min(splits, key=lambda pair: max(fonts.width(line, size, bold=bold) for line in pair))


def entry_text(entry: BracketEntry) -> tuple[str, str | None]:
    """The name with its seed in front ("1. Twilight Sparkle") and the player number apart."""
    return f"{entry.seed}. {entry.player}" if entry.seed else entry.player, entry.player_number


class BracketFlowable(Flowable):
    """Columns side by side: the seeds, one per round, then the champion."""

    def __init__(self, sheet: BracketSheet, fonts: FontSet, height: float) -> None:
        super().__init__()
        self.sheet = sheet
        self.fonts = fonts
        self.bracket_height = height

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self.height = min(self.bracket_height, availHeight)
        return self.width, self.height

    def draw(self) -> None:
        sheet = self.sheet
        columns = 2 + len(sheet.rounds)
        width = (self.width - COLUMN_GAP * (columns - 1)) / columns
        body = self.height - HEADING_HEIGHT
        first_round = sheet.rounds[0] if sheet.rounds else None
        slots = max(
            len(sheet.seeds) // 2,
            (len(first_round.matches) + first_round.empty_matches) if first_round else 1,
            1,
        )
        slot = body / slots
        size = max(5.5, min(9.0, (slot - 8) / 2.6))
        x = 0.0
        self._heading(SEEDS, x, width)
        self._seeds(x, width, body, size)
        for number, column in enumerate(sheet.rounds):
            x += width + COLUMN_GAP
            self._heading(column.title, x, width)
            span = slot * 2**number
            boxes: list[BracketMatchLine | None] = [*column.matches]
            boxes += [None] * column.empty_matches
            for index, match in enumerate(boxes):
                centre = body - span * (index + 0.5)
                self._match_box(match, x, width, centre, size, span)
        x += width + COLUMN_GAP
        self._heading(CHAMPION, x, width)
        self._champion_box(sheet.champion, x, width, body / 2, size)

    # -- pieces ---------------------------------------------------------------
    def _heading(self, text: str, x: float, width: float) -> None:
        canvas = self.canv
        fonts = self.fonts
        canvas.setFillColor(INK)
        canvas.setFont(fonts.bold, 10.5)
        canvas.drawString(x, self.height - 13, fonts.fit(text, 10.5, width, bold=True))
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.line(x, self.height - HEADING_HEIGHT + 3, x + width, self.height - HEADING_HEIGHT + 3)

    def _seeds(self, x: float, width: float, body: float, size: float) -> None:
        canvas = self.canv
        count = max(len(self.sheet.seeds), 1)
        step = min(body / count, size * 2.2)
        for index, entry in enumerate(self.sheet.seeds):
            baseline = body - step * index - step / 2 - size * 0.35
            if index % 2:
                canvas.setFillColor(SHADE)
                canvas.rect(x, baseline - step / 2 + size * 0.35, width, step, stroke=0, fill=1)
            canvas.setFillColor(INK)
            self._name(entry, x + 3, baseline, size, width - 6, bold=False, room=step)

    def _line(self, entry: BracketEntry | None, x: float, width: float, baseline: float,
              size: float, *, won: bool | None, placeholder: str = "", room: float = 0.0) -> None:
        """One player's line in a box: bold if they won, grey if they lost, blank to write in;
        a long name takes two lines when its half of the box has `room` for them."""
        canvas = self.canv
        fonts = self.fonts
        if entry is None:
            canvas.setFillColor(MUTED)
            canvas.setFont(fonts.regular, size)
            if placeholder:
                canvas.drawString(x + 5, baseline, fonts.fit(placeholder, size, width - 10))
            return
        canvas.setFillColor(MUTED if won is False else INK)
        self._name(entry, x + 5, baseline, size, width - 10, bold=bool(won), room=room)

    def _lines(self, entry: BracketEntry, size: float, width: float, *, bold: bool,
               seeded: bool = True, room: float = 0.0) -> NameLines:
        name, number = entry_text(entry) if seeded else (entry.player, entry.player_number)
        return name_lines(self.fonts, name, number, size, width, bold=bold,
                          two_lines=room >= 2 * size * 1.1)

    def _name(self, entry: BracketEntry, x: float, baseline: float, size: float, width: float,
              *, bold: bool, seeded: bool = True, room: float = 0.0) -> None:
        """A player's name, whole: smaller or on two lines centred on `baseline` when it is long
        and there is `room` (points of height) for two lines, cut short only past that."""
        shown = self._lines(entry, size, width, bold=bold, seeded=seeded, room=room)
        self.canv.setFont(self.fonts.bold if bold else self.fonts.regular, shown.size)
        leading = shown.size * 1.1
        first = baseline + leading * (len(shown.lines) - 1) / 2
        for index, line in enumerate(shown.lines):
            self.canv.drawString(x, first - index * leading, line)

    def _match_box(self, match: BracketMatchLine | None, x: float, width: float, centre: float,
                   size: float, span: float = 0.0) -> None:
        canvas = self.canv
        fonts = self.fonts
        leading = size * 1.3
        wrapped = match is not None and any(
            entry is not None and len(self._lines(entry, size, width - 10, bold=True, room=span).lines) > 1
            for entry in (match.player_a, match.player_b))
        if wrapped and 4 * size * 1.1 + 6 + 10 <= span:  # room for two lines a player, and the table
            leading = max(leading, 2 * size * 1.1 + 2)
        else:
            span = 0.0  # one line a player: too little height for more
        height = 2 * leading + 6
        bottom = centre - height / 2
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.7)
        canvas.rect(x, bottom, width, height, stroke=1, fill=0)
        canvas.line(x, centre, x + width, centre)
        top_line = centre + (leading - size) / 2 + 1.5
        bottom_line = centre - leading + (leading - size) / 2 + 1.5
        if match is None:
            return
        if match.table is not None:
            canvas.setFillColor(MUTED)
            canvas.setFont(fonts.regular, 6.5)
            canvas.drawRightString(x + width, bottom + height + 2, f"Table {match.table}")
        decided = match.winner is not None
        room = leading if span else 0.0
        self._line(match.player_a, x, width, top_line, size,
                   won=(match.winner == "a") if decided else None, room=room)
        self._line(match.player_b, x, width, bottom_line, size,
                   won=(match.winner == "b") if decided else None,
                   placeholder=BYE if match.player_b is None else "", room=room)

    def _champion_box(self, entry: BracketEntry | None, x: float, width: float, centre: float,
                      size: float) -> None:
        canvas = self.canv
        height = size * 2.6 + (size + 1) * 1.1  # room for a long name on two lines
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(1.2)
        canvas.rect(x, centre - height / 2, width, height, stroke=1, fill=0)
        if entry is None:
            return
        canvas.setFillColor(INK)
        self._name(entry, x + 5, centre - (size + 1) * 0.35, size + 1, width - 10, bold=True,
                   seeded=False, room=height)


def render_bracket(data: BracketSheet, out: BinaryIO, *, style: ReportStyle | None = None) -> None:
    """Write the top-cut bracket (landscape, one page) as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    header = dataclasses.replace(data.header, round_number=None)  # the whole cut, not one round
    story: list[Flowable]
    if not data.seeds:
        story = notice(EMPTY_MESSAGE, fonts)
    else:
        story = [para(data.title, styles.heading, fonts)]
        if data.champion is not None:
            winner = with_number(data.champion.player, data.champion.player_number)
            story.append(para(f"{CHAMPION}: {winner}", styles.body, fonts))
        if data.note:
            story.append(para(data.note, styles.small, fonts))
        story.append(Spacer(1, 8))
        _, height = body_size(style, page_landscape=True, header=header, title=BRACKET_TITLE)
        story.append(BracketFlowable(data, fonts, height - 70))
    build_document(
        out, header=header, title=BRACKET_TITLE, story=story, style=style,
        page_landscape=True,
    )
