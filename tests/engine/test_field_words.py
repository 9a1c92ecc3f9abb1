"""A board-state loader's field said in words, for a judge who never opens the file."""

from __future__ import annotations

import pytest

from engine.core.field_words import field_and_place, field_in_words, ordinal

DOCUMENT = {"cards": [{"iid": 1, "card": "PR4", "owner": 0, "zone": "play"},
                      {"iid": 7, "card": "ZZ99", "owner": 1, "zone": "hand"},
                      {"iid": 9, "card": "PR20", "zone": "problem_deck"}]}


@pytest.mark.parametrize(("number", "words"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                               (12, "12th"), (13, "13th"), (21, "21st"), (102, "102nd")])
def test_ordinal(number: int, words: str) -> None:
    assert ordinal(number) == words


@pytest.mark.parametrize(("field", "words"), [
    ("cards[1].card", "the 2nd card listed (ZZ99, in P1's hand)"),
    ("cards[iid=1].area", "card #1 (PR4, in play)"),
    ("cards[2].zone", "the 3rd card listed (PR20, in a problem deck, no owner given)"),
    ("cards[11].card", "the 12th card listed"),  # (no such card in the document: the row alone)
    ("players[1].score", "P1's score"),
    ("players[0].deck[3]", "P0's deck"),
    ("turn_player", "the board's turn player"),
    ("stack[0].parent", "the board's stack"),
    ("answers[3]", "the replay's 4th answer"),  # (a board's answers are a count: a list is a replay's)
    ("answers[0][1]", "the replay's 1st answer"),
    ("digests[2]", "the replay's digests"),
])
def test_a_field_in_words(field: str, words: str) -> None:
    assert field_in_words(field, DOCUMENT) == words


def test_a_file_message_keeps_the_field_and_adds_words_where_the_field_is_not_words() -> None:
    assert field_and_place("cards[1].card", DOCUMENT) == "cards[1].card, the 2nd card listed (ZZ99, in Player 2's hand)"
    assert field_and_place("turn", DOCUMENT) == "turn"
    assert field_in_words("cards[0].card", None) == "the 1st card listed"
