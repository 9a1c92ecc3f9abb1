"""Reading additional costs to play a card ("As an additional cost to play this card, discard 2 cards.").

The comprehensive rules name no additional costs; the engine reads them as part of the
card's costs (705.2d), paid as the card is played (`engine.mlp.effects.extracost`). On an Event
the cost paragraph carries the timing phrase ("Main Phase: As an additional cost to play
this card, discard 2 cards.") and the effect follows as its own paragraph:
`merge_paragraphs` joins them back into "Main Phase: <effect>" so the Event's text is read
like any other, with the cost kept apart on the card's spec (`Spec.extra_costs`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.mlp.text.parts import costs

_EXTRA = re.compile(r"(?:([a-z ]+): )?as an additional cost to play this card, (.+)\.")
# the costs the engine pays for a card being played (the card itself is not in the hand any more)
KNOWN = ("discard", "retire_friend", "retire_any_friends")


def _costs(text: str) -> list[list[Any]] | None:
    if text == "retire any number of friends":
        # EO130: none or more of the player's Friends; the effect counts them ("retired this way")
        return [["retire_any_friends"]]
    found = costs(text)
    if found is None or any(cost[0] not in KNOWN for cost in found):
        return None
    return found


def merge_paragraphs(paragraphs: list[str], normalize: Callable[[str], str],
                     ) -> tuple[list[str], tuple[tuple[Any, ...], ...]]:
    """The paragraphs to read as abilities, and the additional costs taken out of them.

    A cost paragraph the engine can't pay is left in place (and so stays unsupported)."""
    out: list[str] = []
    found: list[tuple[Any, ...]] = []
    index = 0
    while index < len(paragraphs):
        paragraph = paragraphs[index]
        m = _EXTRA.fullmatch(normalize(paragraph))
        paid = _costs(m.group(2)) if m else None
        if paid is None and m and m.group(1) and ". " in m.group(2):
            # "<timing>: As an additional cost to play this card, <cost>. <effect>." in one
            # paragraph (EO130): the effect follows the cost's sentence
            paid = _costs(m.group(2).split(". ", 1)[0])
            if paid is not None:
                found.extend(tuple(cost) for cost in paid)
                timing, rest = paragraph.split(":", 1)
                out.append(f"{timing}: {rest.split('. ', 1)[1]}")
                index += 1
                continue
        if paid is None:
            out.append(paragraph)
            index += 1
            continue
        found.extend(tuple(cost) for cost in paid)
        if m.group(1):
            # "<timing>: As an additional cost ..." then the Event's effect in the next paragraph
            if index + 1 >= len(paragraphs):
                return paragraphs, ()
            timing = paragraph.split(":", 1)[0]
            out.append(f"{timing}: {paragraphs[index + 1]}")
            index += 2
        else:
            index += 1
    return out, tuple(found)
