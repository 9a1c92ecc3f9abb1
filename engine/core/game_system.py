"""The contract between the tournament side and a game's rules engine.

The tournament side never hard-codes one game's rules: scoring, match
structure, deck rules and card data all come from a `GameSystem`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.errors import EngineError

if TYPE_CHECKING:
    from engine.core.cards import CardCatalog, DeckRules
    from engine.core.limited import LimitedRules
    from engine.core.table import TableRules


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
    reached through callables so that listing game systems stays cheap: `table`
    (the match table and board editor), `cards` (the card database as the CLI and
    the deck checks read it) and `decks` (deck lists per format).
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
    limited_rules: Callable[[], LimitedRules] | None = None
    """Sealed Deck and Booster Draft, for a game that has limited formats (`limited`)."""
    extras: Mapping[str, Any] = field(default_factory=dict)
    elimination_match_by_tier: Mapping[int, MatchStructure] = field(default_factory=dict)
    """Elimination match structure where an event tier changes it (else `elimination_match`)."""
    table_rules: Callable[[], TableRules] | None = None
    card_catalog: Callable[[], CardCatalog] | None = None
    deck_rules: Callable[[], DeckRules] | None = None
    floor_rules: str = ""
    """The tournament rules the app's suggestions for this game follow (the MLP floor rules'
    top cut and sanctioning minimum), in the words a warning names them; "" when the game has
    none, so no warning speaks in their name."""

    def match_structure(self, tier: int, round_kind: str) -> MatchStructure:
        """How many games a match has in a round of this kind ("swiss", "elimination") at a tier."""
        if round_kind == "swiss":
            return self.swiss_match
        return self.elimination_match_by_tier.get(tier, self.elimination_match)

    def limited(self) -> LimitedRules | None:
        """The game's Sealed Deck and Booster Draft, or None when it has no limited formats:
        reached through a callable, as the other heavy parts, so that a command that plays a
        game does not load the packs, the pools and their checks."""
        return None if self.limited_rules is None else self.limited_rules()

    def table(self) -> TableRules:
        """The game as the match table plays it."""
        if self.table_rules is None:
            raise EngineError(f"{self.name} cannot be played on the match table")
        return self.table_rules()

    def cards(self) -> CardCatalog:
        """The game's card database, as the CLI and the deck checks read it."""
        if self.card_catalog is None:
            raise EngineError(f"{self.name} has no card database")
        return self.card_catalog()

    def decks(self) -> DeckRules:
        """Deck lists of this game: reading, checking per format, writing."""
        if self.deck_rules is None:
            raise EngineError(f"{self.name} has no deck lists")
        return self.deck_rules()
