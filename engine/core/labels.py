"""Option labels a judge can tell apart, for every reader of a decision alike.

Two copies of one card in a hand give two options that read the same ("Pay 2 to play
Stack of Suitcases at home", twice). The command line, the match table and whatever
else lists a decision's options take their labels from here (`TableRules.option_labels`),
so each reader tells the two apart the same way: by the number the table gives each card,
and in words by where each is ("from P0's hand", "from P0's discard pile"), or, two copies in
one place, as copies ("copy 1 of 2 in P0's hand"): a number alone tells a person nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence


def told_apart(labels: Sequence[str], cards: Sequence[int | None],
               card_words: Callable[[int], tuple[str, str | None] | None]) -> list[str]:
    """A decision's option labels (in words) as every reader shows them: those that would
    read the same told apart (`distinct_labels`). `cards`: the card each option names, or
    None; `card_words`: a card's name and where it is in words (None where its option says
    so already), or None for a card the game does not know."""
    if len(set(labels)) == len(labels):
        return list(labels)
    named: list[tuple[int, str] | None] = []
    places: list[str | None] = []
    for iid in cards:
        said = None if iid is None else card_words(iid)
        named.append(None if iid is None else (iid, said[0] if said is not None else ""))
        places.append(None if said is None else said[1])
    return distinct_labels(labels, named, places)


def distinct_labels(labels: Sequence[str], cards: Sequence[tuple[int, str] | None],
                    places: Sequence[str | None] | None = None) -> list[str]:
    """`labels` with each one that reads like another given the number of the card it names.

    `cards` holds, for each label, the card it names as (number, name), or None. The number
    follows the card's name where the label says it ("Pay 2 to play Stack of Suitcases #41 at
    home"), else ends the label; labels that differ, that name no card, or that carry the
    number already stay as they are. `places`: where each card is, in words ("P0's hand"), or
    None for a card whose label says where it is already (one in play). With them the number
    is followed by the words that tell the cards apart: where each is when their places
    differ ("Pay 3 to play Poetry Slam #41 (from P0's discard pile)"), else which copy it is
    ("Pay 2 to play Stack of Suitcases #41 (copy 1 of 2 in P0's hand) at home")."""
    seen: dict[str, list[int]] = {}
    for index, label in enumerate(labels):
        seen.setdefault(label, []).append(index)
    told = []
    for index, (label, card) in enumerate(zip(labels, cards, strict=True)):
        alike = seen[label]
        if len(alike) > 1 and card is not None and f"#{card[0]}" not in label:
            number, name = card
            at = label.find(name) if name else -1
            end = len(label) if at < 0 else at + len(name)
            said = f" #{number}" + _apart(index, alike, places, label[end:])
            label = f"{label[:end]}{said}{label[end:]}"
        told.append(label)
    return told


def _apart(index: int, alike: list[int], places: Sequence[str | None] | None, after: str) -> str:
    """The words after a card's number telling it from the others of `alike` (the options
    reading the same): where it is, or which copy of those in one place it is. `after`: the
    label's words after the card's name; where they say the zone already ("... from your
    banished zone"), the copy is not said to be in it again ("copy 1 of 2")."""
    if places is None or places[index] is None:
        return ""
    where = [places[i] for i in alike]
    if where.count(places[index]) == 1:
        return f" (from {places[index]})"
    copies = [i for i in alike if places[i] == places[index]]
    copy = f"copy {copies.index(index) + 1} of {len(copies)}"
    if _says_zone(after, places[index]):
        return f" ({copy})"
    return f" ({copy} in {places[index]})"


def _says_zone(after: str, place: str) -> bool:
    """Do a label's words after a card's name say the zone `place` names ("P0's banished
    zone"): " from your banished zone", " from P1's banished zone"?"""
    zone = place.split("'s ", 1)[-1].split(";", 1)[0].strip()
    return bool(zone) and re.match(rf" from \S+ {re.escape(zone)}\b", after) is not None
