"""The judge's "why not?" with whose a card is said by a card's name: "Pinkie's Problem" (the
Problem of the player whose Mane Character is Pinkie Pie), "Rarity's Troublemaker", "P1's
Friend", "my opponent's Troublemaker", and the possessive alone ("Rarity's": Rarity)."""

from __future__ import annotations

import pytest

from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _game() -> MlpGame:
    """P0: Pinkie Pie, Party Animal (#1) with Fluttershy, Animal Team (#25) at home, Problem
    Ponyville in a Bottle (#3); P1: Rarity, Dazzling Fashionista (#2), Problem Cloudbursting
    (#4), Biff (#26) at P0's Problem."""
    b = Board(manes=("PR3", "PR5"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    assert b.add("PR84", 0, "play", "home:0") == 25
    assert b.add("CG156", 1, "play", "problem:0") == 26
    return shipped_game(b)


def _read_as(g: MlpGame, question: str) -> str:
    return RULES.why_not(g, question).lines()[0]


@pytest.mark.parametrize(("question", "read_as"), [
    ("why can't I confront pinkie's problem",
     "Read as: Player 1 (the turn player) confronts Problem Ponyville in a Bottle (Player 1's) (\"pinkie's problem\" "
     "read as Ponyville in a Bottle, Player 1's Problem)."),
    ("confront Rarity's Problem",
     "Read as: Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's) (\"Rarity's Problem\" read as "
     "Cloudbursting, Player 2's Problem)."),
    ("move Fluttershy to Rarity's home",
     "Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Player 2's home (\"Rarity's home\" "
     "read as Player 2's home: Rarity, Dazzling Fashionista #2 is Player 2's card)."),
    ("move Fluttershy to Rarity’s Problem",  # (a typographic apostrophe, as phones type it)
     "Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Problem Cloudbursting (Player 2's) "
     "(\"Rarity's Problem\" read as Cloudbursting, Player 2's Problem)."),
    ("challenge Rarity's Troublemaker",
     "Read as: Player 1 (the turn player) challenges Biff #26 at Problem Ponyville in a Bottle (Player 1's) "
     "(\"Rarity's Troublemaker\" read as Biff, the only Troublemaker in play)."),
    ("why can't I challenge my opponent's Troublemaker",
     "Read as: Player 1 (the turn player) challenges Biff #26 at Problem Ponyville in a Bottle (Player 1's) "
     "(\"my opponent's Troublemaker\" read as Biff, the only Troublemaker in play)."),
    ("move P0's Friend to Cloudbursting",
     "Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Problem Cloudbursting (Player 2's) "
     "(\"Player 1's Friend\" read as Fluttershy, Animal Team, Player 1's only Friend in play)."),
    ("move Fluttershy to Rarity's",
     "Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Rarity, Dazzling Fashionista #2 at "
     "Player 2's home (\"Rarity's\" read as Rarity)."),
])
def test_whose_a_card_is_said_by_a_cards_name_is_read(question: str, read_as: str) -> None:
    """Each was "no place on this board", "no card is called ..." or "names no one card". A
    Problem read by whose it is says whose ("read as Cloudbursting, Player 2's Problem"), as a
    home does, not the Problem's name alone, which left the judge to check the board."""
    assert _read_as(_game(), question) == read_as


def test_a_possessive_of_a_card_not_in_the_game_or_a_player_without_such_a_card_is_said_plainly() -> None:
    """Not "'Twi's Problem' is no place on this board", which left the judge to guess why."""
    g = _game()
    with pytest.raises(WhyQuestionError, match="'Twi' is what players call Twilight Sparkle, and no Twilight "
                                               "Sparkle is in this game"):
        RULES.why_not(g, "confront Twi's Problem")
    with pytest.raises(WhyQuestionError, match="Player 2 has no Friend in play"):
        RULES.why_not(g, "move my opponent's Friend home")


def test_a_cards_name_with_an_apostrophe_is_still_that_card() -> None:
    """"Scootaloo's Scooter" is a card, not whose: a title with "'s" in the card
    database is read as the card (here: not in this game, said so)."""
    g = _game()
    with pytest.raises(WhyQuestionError, match="not in this game"):
        RULES.why_not(g, "play Scootaloo's Scooter")
