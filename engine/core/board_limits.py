"""The limits and words a board shares with every screen and reader of one: the highest numbers a
board-state file may give, the mark of a card the program made up, and how a misplaced card is
worded.

Each game's board reader, the position view and the board editor keep to them. They stand apart
from the editor's schema (`engine.core.board_setup`) so that reading a board or dealing a game
loads none of the editor's types.
"""

from __future__ import annotations

MAX_TURN = 9999
"""The highest turn number a board may give: far beyond any game played (a game lasts tens of
turns), and what the match table's and the board editor's turn boxes show. A board-state file
giving more is refused, naming its field: a typo, never a position to put on the table.
Every game's board reader keeps to it."""

MAX_PLAYER_NUMBER = 9999
"""The highest number of a player's the board editor has a box for (points, action tokens): far
beyond any game played (15 points win, 103.2; a few action tokens come each turn), and what the
editor's boxes show whole. A board-state file giving more is refused, naming its field, so that
no number is cut short in the editor (and written back cut). Every game's board reader keeps to
the maximum of each of its editor's numbers (`NumberSpec.maximum`)."""

MAX_COUNTERS = 9999
"""The most counters of one kind a card may have on a board (519): far beyond any game played,
and a number the table shows whole. A board-state file, or the board editor's Counters cell,
giving more is refused, naming the card: a typo, never a position to put on the table."""

UNOFFICIAL = "unofficial"
"""The mark every screen puts beside a card the program made up (no card of that name was ever
printed): a judge must never take one for a real card, so the mark is part of the view contract
and each game says which of its cards carry it."""

UNOFFICIAL_NOTE = "Unofficial card: the program's own, never printed."
"""The sentence a card's detail shows for such a card."""

def misplaced_words(card: str, kind: str, where: str, holds: str) -> str:
    """The one wording of a card put where the rules let no card of its kind be, as the board
    editor says it where the card is typed and a game's board check where a file puts it: the
    card, its kind, the place and what that place holds, with the rule ("Emergency Dress Order
    #13 is a Problem: P0's hand holds only the cards of a Draw Deck: Friends, Events, Resources
    and Troublemakers (101.2)"). `kind` as a judge says it ("Mane Character")."""
    article = "an" if kind[:1].lower() in "aeiou" else "a"
    return f"{card} is {article} {kind}: {where} holds {holds}"
