"""The MLP CCG game system as the tournament side sees it.

The card database, formats and deck checks load only when first asked for, so
listing game systems stays cheap.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from engine.core.game_system import GameSystem, MatchStructure, Scoring
from engine.core.resources import resource_path
from engine.mlp.decks.limited_rules import LIMITED_RULES

# Tournament Floor Rules, Scoring: a win is worth 3 points, a loss 1, a draw 1, a bye 3.
MLP_SCORING = Scoring(win=3, loss=1, draw=1, bye=3)
# Floor Rules, Match Structure: one-game matches; Tier 3 elimination rounds are best 2 of 3.
TIER3_ELIMINATION_MATCH = MatchStructure(games_to_win=2, max_games=3, draws_allowed=False)
DEFAULT_FORMAT = "harmony"


def _format_ids() -> tuple[str, ...]:
    """Formats shipped as data; the default first. Only file names are read here."""
    try:
        found = sorted(p.stem for p in resource_path("mlp", "formats").glob("*.json"))
    except FileNotFoundError:
        return (DEFAULT_FORMAT,)
    return (DEFAULT_FORMAT, *[f for f in found if f != DEFAULT_FORMAT])


def load_card_database() -> Any:
    from engine.mlp.cards.database import load_card_database as load

    return load()


def validate_deck(
    deck_list: Any,
    format_id: str = DEFAULT_FORMAT,
    on_date: date | None = None,
    *,
    filename: str | None = None,
    source_format: str | None = None,
) -> Any:
    """Check a deck list (a DeckList, or the raw text/bytes of a deck file) for a format.

    Returns a `DeckCheckResult`: status "legal" / "incorrect" / "invalid" and
    messages citing rules.
    """
    from engine.mlp.decks.formats import get_format
    from engine.mlp.decks.model import DeckList
    from engine.mlp.decks.parse import read_deck
    from engine.mlp.decks.validate import check_deck_list

    if not isinstance(deck_list, DeckList):
        deck_list = read_deck(deck_list, filename, source_format)
    return check_deck_list(deck_list, get_format(format_id), load_card_database(), on_date)


def new_game(setup: dict[str, Any], library: Any = None) -> Any:
    """A game from a replayable setup, run to its first decision (see `engine.mlp.api`)."""
    from engine.mlp.api import new_game as start

    return start(setup, library)


def load_state(data: Any, library: Any = None) -> Any:
    """A game at a judge's board state: a parsed document or a file path."""
    from engine.mlp.api import load_state as load

    return load(data, library)


def load_formats() -> Any:
    from engine.mlp.decks.formats import load_formats as load

    return load()


def table_rules() -> Any:
    """The match table's and board editor's part (`engine.mlp.table`), loaded when first asked for."""
    from engine.mlp.table import mlp_table

    return mlp_table()


def card_catalog() -> Any:
    """The card database as `tourney cards ...` reads it (`engine.mlp.catalog`)."""
    from engine.mlp.catalog import mlp_catalog

    return mlp_catalog()


def deck_rules() -> Any:
    """Deck lists: reading, checking per format, writing, naming cards (`engine.mlp.catalog`)."""
    from engine.mlp.catalog import mlp_decks

    return mlp_decks()


# Floor Rules, Match Structure: elimination matches are one game, except best 2 of 3 at Tier 3.
ELIMINATION_MATCH_BY_TIER = {
    1: MatchStructure(games_to_win=1, max_games=1, draws_allowed=False),
    2: MatchStructure(games_to_win=1, max_games=1, draws_allowed=False),
    3: TIER3_ELIMINATION_MATCH,
}


GAME_SYSTEM = GameSystem(
    id="mlp",
    name="My Little Pony CCG",
    scoring=MLP_SCORING,
    swiss_match=MatchStructure(games_to_win=1, max_games=1, draws_allowed=True),
    elimination_match=MatchStructure(games_to_win=1, max_games=1, draws_allowed=False),
    formats=_format_ids(),
    load_card_database=load_card_database,
    validate_deck=validate_deck,
    new_game=new_game,
    load_state=load_state,
    limited=LIMITED_RULES,
    extras={
        "default_format": DEFAULT_FORMAT,
        "load_formats": load_formats,
        "elimination_match_by_tier": ELIMINATION_MATCH_BY_TIER,
    },
    elimination_match_by_tier=ELIMINATION_MATCH_BY_TIER,
    table_rules=table_rules,
    card_catalog=card_catalog,
    deck_rules=deck_rules,
)
