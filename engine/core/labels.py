"""Option labels a judge can tell apart, for every reader of a decision alike.

Two copies of one card in a hand give two options that read the same ("Pay 2 to play
Stack of Suitcases at home", twice). The command line, the match table and whatever
else lists a decision's options take their labels from here (`TableRules.option_labels`),
so each reader tells the two apart the same way: by the number the table gives each card.
"""

from __future__ import annotations

from collections.abc import Sequence


def distinct_labels(labels: Sequence[str], cards: Sequence[tuple[int, str] | None]) -> list[str]:
    """`labels` with each one that reads like another given the number of the card it names.

    `cards` holds, for each label, the card it names as (number, name), or None. The number
    follows the card's name where the label says it ("Pay 2 to play Stack of Suitcases #41 at
    home"), else ends the label; labels that differ, that name no card, or that carry the
    number already stay as they are."""
    seen: dict[str, int] = {}
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
    told = []
    for label, card in zip(labels, cards, strict=True):
        if seen[label] > 1 and card is not None and f"#{card[0]}" not in label:
            number, name = card
            at = label.find(name) if name else -1
            if at < 0:
                label = f"{label} #{number}"
            else:
                end = at + len(name)
                label = f"{label[:end]} #{number}{label[end:]}"
        told.append(label)
    return told
