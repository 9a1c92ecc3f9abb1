"""Tooltips that wrap, so a long card text or rule in one is read whole.

Qt shows a plain-text tooltip on one line per line break, wrapping it only once it is wider
than the screen: a card's whole text the engine does not carry out, or a long rule, made a
tooltip as wide as the screen. Rich text is wrapped by Qt to a width that reads well (about
80 characters), so a long tooltip is given as rich text, its own line breaks kept.
"""

from __future__ import annotations

import html

TIP_LINE = 80
"""The longest line (in characters) a tooltip shows as it is; a longer one makes it wrap."""


def wrapping_tip(text: str) -> str:
    """`text` as a tooltip: as it is when every line is short, else as rich text Qt wraps."""
    if all(len(line) <= TIP_LINE for line in text.splitlines()):
        return text
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"
