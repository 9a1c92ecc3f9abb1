"""Players by their names where a board gives them, "Player 1" and "Player 2" where it gives none.

The engines write a player as "P0" or "P1" in every log entry, prompt and answer they make:
a game's record (its log, digest and replay) is the same whether or not the players' names
are known. A board-state file may name the players; what a person reads (the log as shown,
a prompt, an answer to "why not?") says their names, or "Player 1" and "Player 2" for a player
without one, put in here as the text is read (`named_players`), the one place every such
label passes through: a person never reads the engine's own "P0" or "P1".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from typing import Any

PLAYER_LABEL = re.compile(r"\bP([01])\b")
"""A player as an engine writes one in its texts."""

MAX_PLAYER_NAME = 60
"""The longest name a board gives a player (a longer one is a pasted line, not a name)."""


def named_players(text: str, names: Sequence[str]) -> str:
    """`text` with every "P0" and "P1" as a person calls the player (`player_called`): "P1's
    hand" -> "Rarity Belle's hand" where the board names them, else "Player 2's hand"."""
    return PLAYER_LABEL.sub(lambda found: player_called(names, int(found.group(1))), text)


NAME = "name"
"""A player's name in a game's state and board-state file (`players[p].name`)."""


def names_of(players: Sequence[Mapping[str, Any]]) -> tuple[str, str]:
    """The players' names a game's state gives (`players[p].name`; "" for one it names not)."""
    first, second = (str(player.get(NAME, "")) for player in players)
    return first, second


def give_names(players: Sequence[MutableMapping[str, Any]], names: Sequence[str]) -> None:
    """Put the players' names into a game's state, each only where given: a game or board of
    no names is the same state (and digest) as before names could be given."""
    for player, name in zip(players, names, strict=True):
        if name:
            player[NAME] = name


def default_name(index: int) -> str:
    """What a person reads for a player no name is given for: "Player 1" for the first (P0),
    "Player 2" for the second: never the engine's own label."""
    return f"Player {index + 1}"


def player_called(names: Sequence[str], index: int) -> str:
    """The player as a person reads them: their name, else "Player 1" or "Player 2"."""
    return (names[index] if index < len(names) else "") or default_name(index)


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


def read_name(value: Any, field: str, refused: Callable[[str, str], Exception]) -> str:
    """A player's name as a file gives it (a board's `players[p].name`, a replay's
    `setup.names[p]`), its spaces tidied; "" (none given) for null or blank. A name that is no
    text or `name_problem` refuses raises `refused(field, why)` (the reader's format error)."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise refused(field, f"expected text, got {value!r}")
    name = tidied_name(value)
    problem = name_problem(name)
    if problem:
        raise refused(field, problem)
    return name


def read_names(values: Sequence[Any], field: str, refused: Callable[[str, str], Exception]) -> tuple[str, str]:
    """Both players' names as a file gives them (`values[p]`, read by `read_name`; `field` names
    each with "{p}" for the player, "players[{p}].name"): two players called alike are refused
    at the one named so (one named "Player 2" beside a player without a name, who is called that)."""
    first, second = (read_name(value, field.format(p=p), refused) for p, value in enumerate(values))
    if alike := called_alike((first, second)):
        raise refused(field.format(p=alike[0]), alike[1])
    return first, second


def called_alike(names: Sequence[str]) -> tuple[int, str] | None:
    """The player whose name (read by `read_name`) is what the other is called, and why it is
    refused (`name_problem`): the second of two players of one name, or one named "Player 2"
    beside a second player without a name, who is called that. None when each is told apart."""
    for p in (1, 0):
        if names[p] and (same := name_problem(names[p], player_called(names, 1 - p))):
            return p, same
    return None
