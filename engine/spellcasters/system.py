"""The Spellcasters game system as the tournament side sees it.

The draft rules are for two players sharing one deck and say nothing about
events, so scoring, match structure and what a player brings are this
program's choices (docs/spellcasters-events.md explains each):

- a player registers a half deck (`decks/rules.py`); a match's two halves are
  shuffled together into the shared deck of each of its games;
- a win is worth 3 points, a draw 1, a loss 0, a bye 3 (a draw is rare: a
  game ends with a winner unless time runs out);
- Swiss matches are one game; elimination matches are best 2 of 3, as the
  dice (first player, to-hit rolls, confusion) swing a single game more than
  a deck does.
"""

from __future__ import annotations

from engine.core.cards import deck_validator
from engine.core.game_system import GameSystem, MatchStructure, Scoring
from engine.spellcasters.api import load_state, new_game
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.catalog import spellcasters_catalog, spellcasters_decks
from engine.spellcasters.decks.model import HalfDeckList
from engine.spellcasters.decks.rules import FORMATS, STANDARD
from engine.spellcasters.table import spellcasters_table

SPELLCASTERS_SCORING = Scoring(win=3, loss=0, draw=1, bye=3)
SWISS_MATCH = MatchStructure(games_to_win=1, max_games=1, draws_allowed=True)
ELIMINATION_MATCH = MatchStructure(games_to_win=2, max_games=3, draws_allowed=False)


validate_deck = deck_validator(spellcasters_decks, HalfDeckList)


GAME_SYSTEM = GameSystem(
    id="spellcasters",
    name="Spellcasters (pony card game, fan-made)",
    scoring=SPELLCASTERS_SCORING,
    swiss_match=SWISS_MATCH,
    elimination_match=ELIMINATION_MATCH,
    formats=tuple(FORMATS),
    load_card_database=load_card_database,
    validate_deck=validate_deck,
    extras={"default_format": STANDARD, "shared_deck": True},
    card_catalog=spellcasters_catalog,
    deck_rules=spellcasters_decks,
    new_game=new_game,
    load_state=load_state,
    table_rules=spellcasters_table,  # the match table's and board editor's part (engine.spellcasters.table)
)
