"""The Neopets Battledome TCG game system as the tournament side sees it.

The Battledome rules give no tournament floor rules, so scoring and match structure
are the program's defaults (docs/floor-rules.md, "Neopets Battledome TCG events"): a win is
worth 3 match points, a draw 1, a loss 0 and a bye 3, and a match is one game
(itself up to three rounds, rule 3). An organizer may give an event other match
points before its first round (`tourney.services.scoring`).
"""

from __future__ import annotations

from engine.battledome.api import new_game
from engine.battledome.cards.database import load_card_database
from engine.battledome.catalog import FORMAT_ID, battledome_catalog, battledome_decks
from engine.battledome.decks.model import DeckList
from engine.battledome.table import battledome_table
from engine.core.cards import deck_validator
from engine.core.game_system import GameSystem, MatchStructure, Scoring

BATTLEDOME_SCORING = Scoring(win=3, loss=0, draw=1, bye=3)
ONE_GAME = MatchStructure(games_to_win=1, max_games=1, draws_allowed=True)
ONE_GAME_NO_DRAWS = MatchStructure(games_to_win=1, max_games=1, draws_allowed=False)


validate_deck = deck_validator(battledome_decks, DeckList)


GAME_SYSTEM = GameSystem(
    id="battledome",
    name="Neopets Battledome TCG",
    scoring=BATTLEDOME_SCORING,
    swiss_match=ONE_GAME,
    elimination_match=ONE_GAME_NO_DRAWS,
    formats=(FORMAT_ID,),
    load_card_database=load_card_database,
    validate_deck=validate_deck,
    new_game=new_game,
    extras={"default_format": FORMAT_ID},
    card_catalog=battledome_catalog,
    deck_rules=battledome_decks,
    table_rules=battledome_table,  # the match table's and board editor's part
)
