"""A count of nothing in a log line reads "no ..." as every other such line does ("P0 scores no
points for winning a Problem faceoff"), never "0 ...": a judge reading "P1 shuffles their
discard pile (0 cards)" next to "scores no points" takes the two for two ways of counting."""

from __future__ import annotations

from tests.engine.card_play import rich_board
from tests.engine.helpers import answer, log_text, shipped_game

SCHOOL_SHUT_DOWN = "FF140"  # every player shuffles their discard pile into their deck, among the rest


def test_an_empty_discard_pile_shuffled_into_a_deck_is_said_to_hold_no_cards():
    b = rich_board(tokens=9)
    b.add("PR36", 0, "discard")
    card = b.add(SCHOOL_SHUT_DOWN, 0, "hand")  # P1's discard pile is empty
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    log = log_text(g)
    assert "P0 shuffles their discard pile (1 card) into their deck" in log
    assert "P1 shuffles their discard pile (no cards) into their deck" in log
    assert "(0 cards)" not in log
