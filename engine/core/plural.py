"""A count said with its noun in the right number: "1 card", "6 cards".

Players and judges read the engines' log lines, questions and headings; "draws 6
card(s)" reads like a form, not a sentence. Every game, service and window says
a counted noun through `how_many` (or `plural` for the noun alone) so the words agree
everywhere. Nouns whose plural is not the singular plus "s" give it ("copy", "copies").
"""

from __future__ import annotations


def plural(number: int, singular: str, many: str = "") -> str:
    """The noun for `number` of it: `singular` for exactly 1, else `many` (default
    `singular` + "s"), for words standing apart from the number ("2 fewer cards") and
    for a verb agreeing with the count ("1 counter is removed", "2 counters are")."""
    if number == 1:
        return singular
    return many or f"{singular}s"


def how_many(number: int, singular: str, many: str = "") -> str:
    """The number and its noun: "1 action token", "0 action tokens", "3 copies"."""
    return f"{number} {plural(number, singular, many)}"
