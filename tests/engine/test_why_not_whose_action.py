"""The judge's "why not?" says whose action it judged: "why can't I play Big Top", asked while
only the opponent holds it, is answered for the opponent and its "Read as" line says it was
switched from "I", as a question naming the other player says it; so does "why can't I
activate Applejack" of the opponent's Mane Character."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def test_i_asking_of_a_card_only_the_opponent_holds_says_the_answer_is_for_the_opponent() -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    big_top = b.add("PR38", 1, "hand")
    b.add("PR84", 0, "hand")
    g = shipped_game(b)
    assert g.pending().player == 0
    read_as = RULES.why_not(g, "why can't I play big top").lines()[0]
    assert read_as == (f"Read as: Player 2 plays Big Top, Silly Pony #{big_top} from Player 2's hand (the question said \"I\", "
                       "Player 1 is deciding, but that card is Player 2's: answered for Player 2).")
    # (asked without "I", or for P1 by name, nothing was switched: nothing is said)
    for question in ("why can't big top be played", "why can't P1 play big top"):
        assert RULES.why_not(g, question).lines()[0] == f"Read as: Player 2 plays Big Top, Silly Pony #{big_top} from Player 2's hand."


def test_i_asking_to_use_the_opponents_card_says_the_answer_is_for_its_controller() -> None:
    """"Why can't I use AJ" while P0 decides and Applejack is P1's Mane Character."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    g = shipped_game(b)
    read_as = RULES.why_not(g, "why can't I activate applejack").lines()[0]
    assert read_as == (f"Read as: Player 2 activates an ability of Applejack, Steadfast Farmpony #{b.mane[1]} at Player 2's home "
                       "(the question said \"I\", Player 1 is deciding, but that card is Player 2's: answered for Player 2).")
