"""A "may" its player declines is logged: the player, what they chose not to do and the card.

712.3: the player decides as the triggered effect resolves. Declining is a choice as any other
a text asks, and the log a judge reads says it was made ("P0 chooses not to ..."), rather than
nothing after "Triggers occurred ...: a priority window opens".
"""

from __future__ import annotations

from tests.engine.card_play import start_challenge, tm_faceoff
from tests.engine.helpers import Board, answer, log_text, pass_until, shipped_game


def _portal_discards() -> tuple:
    """P0 ends the turn with 9 cards in hand and Portal to Tartarus at home: one is discarded
    down to 8 (616.2), and Portal asks whether to banish it."""
    b = Board()
    b.players[0] = {"tokens": 0}
    portal = b.add("AD141", 0, "play", "home:0")
    for _ in range(9):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    pass_until(g, "discard")
    answer(g, g.pending().option_keys()[0])
    pass_until(g, "may")
    return g, portal, g.s["players"][0]["discard"][-1]


def test_portal_to_tartarus_declined_is_logged_with_the_card_it_would_have_banished():
    g, portal, discarded = _portal_discards()
    answer(g, "no")
    line = f"P0 chooses not to exhaust this card to banish {g.name(discarded)} (by the text of {g.name(portal)})"
    assert f"712.3: {line}" in log_text(g).splitlines()
    assert g.card(portal)["exhausted"] is False


def test_portal_to_tartarus_taken_says_no_such_line():
    g, _, _ = _portal_discards()
    answer(g, "yes")
    assert "chooses not to" not in log_text(g)


def test_a_may_asked_by_a_cards_own_code_declined_is_logged_in_its_printed_words():
    """Reformed: "When you defeat that Troublemaker, you may add its power to your next faceoff
    this turn." Its question is asked by the card's own code: declined, the log says so in the
    card's words, said of its player."""
    b, _, _, tm = tm_faceoff(("PR36", "PR31"))
    b.add("CN147", 0, "play", "problem:0", host=tm)
    g = start_challenge(b, tm)
    pass_until(g, "may")
    answer(g, "no")
    assert ("712.3: P0 chooses not to add its power to their next faceoff this turn (by the text of Reformed"
            in log_text(g))
