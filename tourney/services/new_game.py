"""Dealing a new game at the match table or from the command line: the game's rules and the
players' names as the judge typed them.

Kept apart from `tourney.services.match_table`, which loads the database and the reports
(exports), so that `tourney engine play` deals through the same functions without waiting
for them (`tests/engine/test_startup.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import EngineError
from engine.core.game_system import GameSystem
from engine.core.player_names import default_name, name_problem, tidied_name
from engine.core.registry import DEFAULT_SYSTEM, game_system
from engine.core.replay_setup import with_names
from engine.core.table import TableRules
from tourney.errors import ValidationError


def game_system_named(system_id: str | None) -> GameSystem:
    """The game system of that id (the default game when none is named), or a message naming it."""
    try:
        return game_system(system_id or DEFAULT_SYSTEM)
    except KeyError as exc:
        raise ValidationError(str(exc.args[0])) from None


def table_rules(system_id: str | None = None) -> TableRules:
    """The match table's rules of a game system (the default game when none is named)."""
    system = game_system_named(system_id)
    try:
        return system.table()
    except EngineError as exc:
        raise ValidationError(str(exc)) from None


def dealt_names(typed: Sequence[str]) -> tuple[str, str]:
    """The players' names for a new game as the judge typed them (the New game dialog's lines,
    the command line's `--player`): spaces tidied, one left blank "Player 1" or "Player 2".
    A name a board-state file would refuse (one holding "P0", too long, both alike) is refused
    in the same words, naming the player."""
    names = [tidied_name(text) or default_name(p) for p, text in enumerate([*typed, "", ""][:2])]
    for p in (0, 1):
        if problem := name_problem(names[p], names[0] if p else ""):
            raise ValidationError(f"{default_name(p)}'s name: {problem}")
    return names[0], names[1]


def game_setup(decks: Sequence[Sequence[str]], seed: int, players: Sequence[str] | None = None,
               system_id: str | None = None) -> dict[str, Any]:
    """The setup of a new game (what its replay starts from): the decks (card ids) and seed,
    and the players' names when `players` gives them (`dealt_names`; None: the game names no
    one, as a game played from the command line without `--player`). The match table's New
    game and the command line's `engine play` deal through here alike."""
    setup = table_rules(system_id).make_setup([list(d) for d in decks], seed)
    return setup if players is None else with_names(setup, dealt_names(players))
