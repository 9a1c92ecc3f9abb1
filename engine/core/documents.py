"""Which file a document is: a game's board state or a replay, named by its game.

A judge may open a replay where a board state is asked for, or one game's board in another
game's editor. Each is refused as what it is, in the games' names ("this is a board of My
Little Pony CCG, not of Neopets Battledome TCG"), before its fields, which are another
format's, are read one by one. Naming a game needs the registry, so this stands above it;
`engine.core.json_reader` below reads any JSON document without knowing a game.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.errors import StateFormatError
from engine.core.json_reader import plain, refuse_unknown_keys, unreadable_version
from engine.core.registry import game_name, game_system


def document_object(data: Any, known: set[str] | frozenset[str] | tuple[str, ...], what: str,
                    error: type[StateFormatError] = StateFormatError,
                    board_format: str | None = None) -> dict[str, Any]:
    """A file's top-level object as plain JSON data holding only the fields its format defines.

    Every board state and replay starts this way before its own fields are read; `what`
    names the file in the error when it is not a JSON object at all ("document", "replay").
    A game's board reader gives its `board_format`: a board of another game is refused as
    that, in the games' names, before its fields (which are that game's) are read."""
    if not isinstance(data, dict):
        raise error(what, "expected a JSON object")
    data = plain(data, error)
    if board_format is not None:
        refuse_a_replay(data, board_format, error)
        refuse_other_games_board(data.get("format"), board_format, error)
    refuse_unknown_keys(data, known, "", error)
    return data


REPLAY_FORMAT = "tourney-replay"
"""The `format` every game's replay files give (a board-state file gives its game's own)."""


def refuse_a_replay(data: dict[str, Any], board_format: str, error: type[StateFormatError] = StateFormatError
                    ) -> None:
    """`error` when a document read as a board state is a replay: "this is a replay of My
    Little Pony CCG, not a board of Neopets Battledome TCG", whichever game it was written for,
    rather than its replay fields named one by one as unknown to a board."""
    if data.get("format") != REPLAY_FORMAT:
        return
    system = data.get("system")
    of = f" of {game_name(system)}" if isinstance(system, str) else ""
    wanted = board_game(board_format) or board_format
    raise error("format", f"this is a replay{of}, not a board of {wanted}")


def refuse_a_board(data: Any, error: type[StateFormatError] = StateFormatError) -> None:
    """`error` when a document read as a replay is a game's board state: "this is a board of
    Neopets Battledome TCG, not a replay"."""
    other = board_game(data.get("format") if isinstance(data, dict) else None)
    if other is not None:
        raise error("format", f"this is a board of {other}, not a replay")


_BOARD_FORMAT = re.compile(r"tourney-(?P<game>[a-z0-9_]+)-board(?:/\d+)?")
"""How the games name their board-state files' `format`: "tourney-mlp-board",
"tourney-battledome-board/1" (the game system's id between "tourney-" and "-board")."""


def board_game(board_format: Any) -> str | None:
    """The name of the game whose board-state files have this `format` ("My Little Pony
    CCG"), or None when it names no game the program knows."""
    system_id = board_system_id(board_format)
    return None if system_id is None else game_system(system_id).name


def board_system_id(board_format: Any) -> str | None:
    """The id of the game whose board-state files have this `format`, whichever version of it
    ("tourney-battledome-board/2" is Battledome's), or None when it names no game the program knows."""
    found = _BOARD_FORMAT.fullmatch(board_format) if isinstance(board_format, str) else None
    if found is None:
        return None
    try:
        return game_system(found.group("game")).id
    except KeyError:
        return None


def refuse_other_games_board(given: Any, board_format: str, error: type[StateFormatError] = StateFormatError
                             ) -> None:
    """`error` when the `format` a document gives is another game's board format: "this is
    a board of My Little Pony CCG, not of Neopets Battledome TCG"."""
    if given == board_format:
        return
    if board_system_id(given) is not None and board_system_id(given) == board_system_id(board_format):
        # the game's own format, of another version
        given_version, own = _format_version(given), _format_version(board_format)
        if given_version is None or own is None:
            raise error("format", f"expected {board_format!r}")
        raise error("format", unreadable_version(given_version, [own]))
    other = board_game(given)
    if other is None:
        return
    wanted = board_game(board_format) or board_format
    raise error("format", f"this is a board of {other}, not of {wanted}")


def _format_version(board_format: str) -> int | None:
    """The version a board `format` ends in ("tourney-battledome-board/1" is 1), if any."""
    _head, slash, tail = board_format.rpartition("/")
    return int(tail) if slash and tail.isdigit() else None
