"""The MLP CCG game system as the tournament side sees it.

Importing the package already joins the whole engine (`engine.mlp.wiring`), so the
parts named here are imported with it; the card database and the formats are read
from their files only when first asked for (each loader caches what it read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import CardCatalog, DeckRules, deck_validator
from engine.core.deferred import DeferredModule
from engine.core.game_system import GameSystem, MatchStructure, Scoring
from engine.core.resources import resource_path
from engine.mlp.api import load_state, new_game
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.formats import DEFAULT_FORMAT, load_formats
from engine.mlp.decks.model import DeckList
from engine.mlp.table import mlp_table

if TYPE_CHECKING:
    from engine.core.limited import LimitedRules

# (the card catalog of `tourney cards` and the limited formats load when first asked for: playing
# a game needs neither)
catalog = DeferredModule("engine.mlp.catalog")
limited_rules = DeferredModule("engine.mlp.decks.limited_rules")

# Tournament Floor Rules, Scoring: a win is worth 3 points, a loss 1, a draw 1, a bye 3.
MLP_SCORING = Scoring(win=3, loss=1, draw=1, bye=3)
# Floor Rules, Match Structure: one-game matches; Tier 3 elimination rounds are best 2 of 3.
TIER3_ELIMINATION_MATCH = MatchStructure(games_to_win=2, max_games=3, draws_allowed=False)


def _format_ids() -> tuple[str, ...]:
    """Formats shipped as data; the default first. Only file names are read here."""
    try:
        found = sorted(p.stem for p in resource_path("mlp", "formats").glob("*.json"))
    except FileNotFoundError:
        return (DEFAULT_FORMAT,)
    return (DEFAULT_FORMAT, *[f for f in found if f != DEFAULT_FORMAT])


def _card_catalog() -> CardCatalog:
    """The card database as `tourney cards ...` reads it (`engine.mlp.catalog`, loaded when first
    asked for: playing a game reads its decks through the match table's rules)."""
    return catalog.mlp_catalog()


def _deck_rules() -> DeckRules:
    """Deck lists per format, as the tournament side checks them (`engine.mlp.catalog`)."""
    return catalog.mlp_decks()


validate_deck = deck_validator(_deck_rules, DeckList)


def _limited_rules() -> LimitedRules:
    """Sealed Deck and Booster Draft (`engine.mlp.decks.limited_rules`), loaded when an event asks."""
    return limited_rules.LIMITED_RULES


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
    limited_rules=_limited_rules,
    extras={
        "default_format": DEFAULT_FORMAT,
        "load_formats": load_formats,
        "elimination_match_by_tier": ELIMINATION_MATCH_BY_TIER,
    },
    elimination_match_by_tier=ELIMINATION_MATCH_BY_TIER,
    table_rules=mlp_table,  # the match table's and board editor's part
    card_catalog=_card_catalog,  # the card database as `tourney cards ...` reads it
    deck_rules=_deck_rules,  # deck lists: reading, checking per format, writing, naming cards
    floor_rules="the floor rules",  # the top cut and sanctioning minimum the app suggests
)
