"""The contract between the tournament side and a game's rules engine.

The tournament side never hard-codes one game's rules: scoring, match
structure, deck rules and card data all come from a `GameSystem`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.limited import LimitedRules


@dataclass(frozen=True, slots=True)
class Scoring:
    """Match points a result is worth in this game's organized play."""

    win: int
    loss: int
    draw: int
    bye: int


@dataclass(frozen=True, slots=True)
class MatchStructure:
    """How many games a match has: `games_to_win` of at most `max_games`."""

    games_to_win: int = 1
    max_games: int = 1
    draws_allowed: bool = True

    @property
    def label(self) -> str:
        if self.max_games == 1:
            return "single game"
        return f"best {self.games_to_win} of {self.max_games}"


@dataclass(frozen=True, slots=True)
class GameSystem:
    """One game the program can run events for.

    Heavy parts (the card database, deck validation, the rules engine) are
    reached through callables so that listing game systems stays cheap.
    """

    id: str
    name: str
    scoring: Scoring
    swiss_match: MatchStructure = MatchStructure()
    elimination_match: MatchStructure = MatchStructure(draws_allowed=False)
    formats: tuple[str, ...] = ()
    load_card_database: Callable[[], Any] | None = None
    validate_deck: Callable[..., Any] | None = None
    new_game: Callable[..., Any] | None = None
    load_state: Callable[..., Any] | None = None
    limited: LimitedRules | None = None
    """Sealed Deck and Booster Draft, for a game that has limited formats."""
    extras: Mapping[str, Any] = field(default_factory=dict)
