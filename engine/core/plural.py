"""A count said with its noun in the right number: "1 card", "6 cards".

Players and judges read the engines' log lines, questions and headings; "draws 6
card(s)" reads like a form, not a sentence. Every game, service and window says
a counted noun through `how_many` (or `plural` for the noun alone) so the words agree
everywhere; a noun whose "1" would read as a numeral pasted before another number ("1 +1
power counter") is said with its article for one (`a_or_how_many`: "a +1 power counter");
what a player has, controls or holds is counted by `count_or_none`: "none", never "0".
Nouns whose plural is not the singular plus "s" give it ("copy", "copies").
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


def count_or_none(number: int, singular: str = "", many: str = "") -> str:
    """A count of what a player has, controls or holds, as a sentence says it: "none" for 0,
    the noun said before it ("it costs 2 action tokens; P0 has none"), else the number ("P0 has
    1"); with its noun, "no Pegasus Friends", "1 Pegasus Friend", "2 Pegasus Friends". Every
    answer and log line says so, so that none of them reads "P0 has 0" where another reads
    "P0 has none" for the same thing."""
    if number == 0:
        return f"no {plural(0, singular, many)}" if singular else "none"
    return how_many(number, singular, many) if singular else str(number)


def a_or_how_many(number: int, singular: str, many: str = "") -> str:
    """As `how_many`, but exactly one is said with its article: "a +1 power counter", "an Army
    counter", "2 +1 power counters", as the cards word them. "An" goes before a vowel but "u"
    ("a Unity counter", as its card says)."""
    if number != 1:
        return how_many(number, singular, many)
    return f"{'an' if singular[:1].lower() in ('a', 'e', 'i', 'o') else 'a'} {singular}"
