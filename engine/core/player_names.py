"""Players by their names where a board gives them, "P0" and "P1" where it gives none.

The engines write a player as "P0" or "P1" in every log entry, prompt and answer they make:
a game's record (its log, digest and replay) is the same whether or not the players' names
are known. A board-state file may name the players; what a person reads (the log as shown,
an answer to "why not?") then says their names, put in here as the text is read, the one
place every such label passes through.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

PLAYER_LABEL = re.compile(r"\bP([01])\b")
"""A player as an engine writes one in its texts."""

MAX_PLAYER_NAME = 60
"""The longest name a board gives a player (a longer one is a pasted line, not a name)."""


def named_players(text: str, names: Sequence[str]) -> str:
    """`text` with "P0" and "P1" read as the players' names where known ("P1's hand" -> "Rarity
    Belle's hand"); a player without a name stays "P0" or "P1"."""
    if not any(names):
        return text
    return PLAYER_LABEL.sub(lambda found: names[int(found.group(1))] or found.group(0), text)


def tidied_name(typed: str) -> str:
    """A player's name as typed, its spaces tidied ("  Rarity   Belle " -> "Rarity Belle");
    "" for a blank one (no name given)."""
    return " ".join(typed.split())


def name_problem(name: str, other: str = "") -> str:
    """Why `name` (already tidied) can't be a player's name, or "" when it can: one holding
    "P0" or "P1" would be read as the other player, and two players of one name as either."""
    if len(name) > MAX_PLAYER_NAME:
        return f"a player's name is at most {MAX_PLAYER_NAME} characters, this one has {len(name)}"
    if PLAYER_LABEL.search(name):
        return (f"{name!r} holds a word the program names a player by when it has no name for them "
                "(P0, P1): give the player's own name, or none")
    if other and name.casefold() == other.casefold():
        return f"both players are named {name!r}: give each a name of their own, or leave one out"
    return ""
