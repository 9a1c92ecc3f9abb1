"""Names people type compared as they mean them.

A judge or organizer types "premiere block", "Premiere-Block" or "PREMIERE" for the block the
program lists as "Premiere Block"; every lookup of a typed name (a game, a format, a block)
compares through `folded`, so they all forgive the same slips.
"""

from __future__ import annotations


def folded(text: str) -> str:
    """Text compared the way people type it: case, spaces and punctuation aside."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())
