"""A judge's follow-up: another player's deck, hand, discard pile or Problem deck is named one
way. The log names players P0 and P1 ("P0 looks at P1's hand", "their" for the player's own);
a question speaks to the player asked, "your" for their own zones and the owner's name for
another's ("P1's Problem deck"), never "your opponent's Problem deck" beside "P1's" in the log.
"""

from __future__ import annotations

from tests.engine.card_play import play, rich_board
from tests.engine.helpers import Board, answer, shipped_game


def _labels(g) -> dict[str, str]:
    return {o.key: o.label for o in g.pending().options}


def test_mt84_music_in_the_treetops_offers_your_problem_deck_and_p1s():
    b = rich_board()
    music = b.add("MT84", 0, "hand")
    b.add("PR190", 0, "problem_deck")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b)
    answer(g, f"play|{music}|event")
    answer(g, "mode:0")
    labels = _labels(g)
    assert labels["deck:0"] == "your Problem deck" and labels["deck:1"] == "P1's Problem deck"


def test_mt83_magical_misfire_offers_your_discard_pile_and_p1s():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple power for its requirement
    b.add("PR36", 1, "discard")
    misfire = b.add("MT83", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{misfire}|event")
    assert _labels(g) == {"player:0": "your discard pile", "player:1": "P1's discard pile"}


def test_ad114_risky_business_searches_p1s_deck_in_its_question_as_in_the_log():
    b = rich_board()
    b.add("PR36", 1, "deck")
    g = play(b, "AD114", "event")
    assert "Search P1's deck: set which Friend aside face-down?" in g.pending().prompt
