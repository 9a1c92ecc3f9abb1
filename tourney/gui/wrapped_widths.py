"""How narrow a column of wrapped text may be and still be read: each cell on two lines at
most, no word cut ("Player 2's / Problem", never "Pla… 2's Pr…").

The board editor's list of cards in play shares a 1024-pixel row between a card's name, where
it is and what it is attached to; the names wrap and take the room the others leave once these
have their readable widths."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFontMetrics


def two_line_width(metrics: QFontMetrics, text: str) -> int:
    """The narrowest width `text` goes on to two lines at most, cut only between words (its
    longest word, when that alone is wider)."""
    words = text.split()
    if not words:
        return 0
    whole = metrics.horizontalAdvance(" ".join(words))
    best = whole
    for cut in range(1, len(words)):
        first = metrics.horizontalAdvance(" ".join(words[:cut]))
        second = metrics.horizontalAdvance(" ".join(words[cut:]))
        best = min(best, max(first, second))
    return max(best, max(metrics.horizontalAdvance(word) for word in words))


def readable_width(metrics: QFontMetrics, texts: Iterable[str], padding: int) -> int:
    """The narrowest a column of `texts` is read at (`two_line_width` of its widest), with the
    cell's `padding`."""
    return max((two_line_width(metrics, text) for text in texts), default=0) + padding
