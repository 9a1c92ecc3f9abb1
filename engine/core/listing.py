"""Words listed as a sentence lists them: "A, B and C".

Log lines and answers name several cards, rules or places at once; "A and B and C and D"
reads like a stammer and "A, B, C" like a form. Every list a person reads goes through
`and_listed`, so the lists of every game, answer and window read alike.
"""

from __future__ import annotations

from collections.abc import Sequence


def and_listed(words: Sequence[str], last_word: str = "and") -> str:
    """Words listed, the last after "and" (or `last_word`: "or" for places any one of which
    is meant); after a comma too where one of them has an "and" of its own ("the keywords
    Home Limit 4 and Stubborn, and a replacement ability")."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    last = f", {last_word} " if any(f" {last_word} " in word for word in words) else f" {last_word} "
    return f"{', '.join(words[:-1])}{last}{words[-1]}"
