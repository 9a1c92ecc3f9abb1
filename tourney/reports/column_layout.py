"""How wide each column of a printed list is, and how many lists fit side by side.

A name cut to "Nathan Hug…" on a sheet that is three quarters empty is a
misprint: a player cannot find their line and a judge cannot tell two
players apart. So each column first gets the width its widest text needs (as
the font measures it), the page holds as many lists side by side as fit at
those widths, and whatever width is left over is shared out by the columns'
weights. Only text wider than a whole page's list is shortened, and then
only the widest columns give up width, equally, so a short number column
never loses a digit to a long name.
"""

from __future__ import annotations

from collections.abc import Sequence


def blocks_that_fit(
    natural: Sequence[float], available: float, gutter: float, most: int
) -> int:
    """The most lists (at most `most`, at least 1) that fit side by side at their natural widths."""
    need = sum(natural)
    blocks = max(1, most)
    while blocks > 1 and blocks * need + (blocks - 1) * gutter > available:
        blocks -= 1
    return blocks


def share_width(
    natural: Sequence[float], weights: Sequence[float], room: float
) -> tuple[float, ...]:
    """Each column's width in a list `room` wide.

    With room to spare, every column gets its natural width plus a share of
    the spare width by weight. Without, the widest columns are cut down to a
    common width, the largest that makes the list fit; narrower columns keep
    their natural width.
    """
    need = sum(natural)
    if need <= room:
        spare = room - need
        total = sum(weights)
        if total <= 0:
            return tuple(natural)
        return tuple(width + spare * weight / total for width, weight in zip(natural, weights, strict=True))
    return tuple(min(width, _common_cap(natural, room)) for width in natural)


def _common_cap(natural: Sequence[float], room: float) -> float:
    """The width `cap` with sum(min(width, cap)) == room (room < sum(natural))."""
    ordered = sorted(natural)
    used = 0.0
    for index, width in enumerate(ordered):
        remaining = len(ordered) - index
        cap = (room - used) / remaining
        if cap <= width:
            return max(cap, 0.0)
        used += width
    return ordered[-1]
