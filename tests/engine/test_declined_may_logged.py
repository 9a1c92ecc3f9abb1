"""A "may" its player declines is logged: the player, what they chose not to do and the card.

712.3: the player decides as the triggered effect resolves. Declining is a choice as any other
a text asks, and the log a judge reads says it was made ("P0 chooses not to ..."), rather than
nothing after "Triggers occurred ...: a priority window opens".
"""

from __future__ import annotations

import json

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from tests.engine.card_play import PINK, find, play, rich_board, start_challenge, tm_faceoff
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game


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
    line = (f"P0 chooses not to exhaust {g.name(portal)} to banish {g.name(discarded)} (by the text of "
            f"{g.name(portal)})")
    assert f"712.3: {line}" in log_text(g).splitlines()
    assert g.card(portal)["exhausted"] is False


def test_bugbear_declined_names_itself_where_the_judge_reads_what_was_declined():
    """Judge scenario (712.3): Bugbear, Back from Tartarus wins a faceoff ("When you win a
    faceoff involving this card, you may turn it face-down") and P1 answers No: the line names
    the card it did not turn face-down, as the question did, not "turn this card face-down"
    with the card only in "by the text of"."""
    b, _, _, bugbear = tm_faceoff(("PR20",), tm="EO172")
    g = start_challenge(b, bugbear)
    pass_until(g, kind="may")
    name = g.name(bugbear)
    answer(g, "no")
    assert f"712.3: P1 chooses not to turn {name} face-down (by the text of {name})" in log_text(g).splitlines()
    assert "this card" not in log_text(g)


def test_portal_to_tartarus_taken_says_no_such_line():
    g, _, _ = _portal_discards()
    answer(g, "yes")
    assert "chooses not to" not in log_text(g)


def test_a_may_asked_by_a_cards_own_code_declined_is_logged_as_its_question_asked_it():
    """Reformed: "When you defeat that Troublemaker, you may add its power to your next faceoff
    this turn." Its question is asked by the card's own code, with the power it adds: declined,
    the log says so in the question's words, said of its player, not the printed "add its
    power", which leaves a judge asking whose."""
    b, _, _, tm = tm_faceoff(("PR36", "PR31"))
    b.add("CN147", 0, "play", "problem:0", host=tm)
    g = start_challenge(b, tm)
    pass_until(g, "may")
    assert g.pending().prompt == "Reformed: Add 4 power to your next faceoff this turn? (712.3)"
    answer(g, "no")
    assert ("712.3: P0 chooses not to add 4 power to their next faceoff this turn (by the text of Reformed)"
            in log_text(g).splitlines())


def test_glamour_gleam_declined_names_the_card_it_would_have_banished():
    """"When you play this card, reveal the top card of an opponent's deck. If the printed
    power of that card is 3 or less, you may banish it." Declined, the line said "chooses not
    to banish it": it names the card revealed, which the log named as it was revealed."""
    b = rich_board()
    b.deck_top(PINK, 1)  # printed power 3
    g = play(b, "CG64", "home:0")
    top = g.s["players"][1]["deck"][-1]
    gleam = find(g, "CG64")[0]
    answer(g, "no")
    assert (f"712.3: P0 chooses not to banish {g.name(top)} (by the text of {g.name(gleam)})"
            in log_text(g).splitlines())
    assert "banish it" not in log_text(g)


def test_a_question_naming_a_card_kept_hidden_is_declined_in_the_printed_words():
    """Twilight Sparkle, Element of Magic: "When you play an Event, look at the top card of your
    deck. You may put that card on the bottom of your deck." The question names the card to
    its player alone (404.1): declined, the log says the printed words, not its name."""
    b = rich_board()
    twilight = b.add("CN65", 0, "play", "home:0")
    b.deck_top("PR31", 0)
    g = play(b, "PR106", "event")
    pass_until(g, "may")
    top = g.s["players"][0]["deck"][-1]
    assert g.name(top) in g.pending().prompt
    answer(g, "no")
    assert (f"712.3: P0 chooses not to put that card on the bottom of their deck (by the text of {g.name(twilight)})"
            in log_text(g).splitlines())
    assert g.name(top) not in log_text(g)


def test_a_may_that_costs_nothing_is_asked_and_declined_without_a_payment():
    """Sweetie Belle, Forever a Crusader: "you may pay [2] to score a point. If you have
    Scootaloo, Forever a Crusader and Apple Bloom, Forever a Crusader, you may pay [0] to
    score a point instead." With both, paying [0] is paying nothing (508.1d): the question is
    the "may" alone (712.3), and declined, the line says what was declined, not the printed
    first "pay [2]"."""
    b = rich_board(tokens=6)
    belle = b.add("MT48", 0, "play", "home:0")
    b.add("MT15", 0, "play", "home:0")  # Apple Bloom, Forever a Crusader
    b.add("MT11", 0, "play", "home:0")  # Scootaloo, Forever a Crusader
    g = shipped_game(b)
    answer(g, f"act|{belle}|")  # pay [2] to Cutie Mark it
    while "score a point" not in g.pending().prompt.casefold():
        answer(g, "no" if g.pending().kind == "may" else keys(g)[0])
    assert g.pending().prompt == f"Sweetie Belle, Forever a Crusader #{belle}: Score a point? (712.3)"
    answer(g, "no")
    assert (f"712.3: P0 chooses not to score a point (by the text of Sweetie Belle, Forever a Crusader #{belle})"
            in log_text(g).splitlines())
    assert "pay [2]" not in log_text(g) and g.s["players"][0]["score"] == 0


def test_a_read_may_declined_names_the_problem_there_and_this_card():
    """Lines of a text read in parts, worded as its question: "there" is the Problem the
    trigger names (Chief Thunderhooves, On the Warpath: "When you move this card to a Problem,
    you may exhaust it to frighten another Friend there"); a Chaos "you may put it into play"
    puts this card (Caramel Apple); "Then, you may put ..." is what the player may do
    (Orchard Blossom), not "then, they may put"."""
    b = rich_board()
    chief = b.add("EO9", 0, "play", "home:0")
    b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{chief}|problem:1")
    problem = g.name(g.problem_card("problem:1"))
    answer(g, "no")
    assert (f"712.3: P0 chooses not to exhaust {g.name(chief)} to frighten another Friend at {problem} (P1's"
            f"; by the text of {g.name(chief)})") in log_text(g).splitlines()
    b = rich_board()
    b.add("PR36", 1, "discard")
    g = play(b, "DE71", "home:0")  # Orchard Blossom, A Whole New You
    orchard = find(g, "DE71")[0]
    pass_until(g, "may")
    answer(g, "no")
    assert (f"712.3: P0 chooses not to put a Friend from their discard pile into play (by the text of "
            f"{g.name(orchard)})") in log_text(g).splitlines()


def test_a_game_loaded_at_the_question_logs_the_same_declined_line():
    """The line is worded from the position alone: a board saved while Glamour Gleam asks, and
    loaded (a game with none of the log before it), names the card revealed as the game that
    asked does, not "banish it" for want of the reveal's line."""
    b = rich_board()
    b.deck_top(PINK, 1)
    g = play(b, "CG64", "home:0")
    doc = json.loads(json.dumps(export_board(g)))
    loaded = load_board(doc, default_library())
    lines = []
    for game in (g, loaded):
        answer(game, "no")
        lines.append([text for _, _, text in game.log if "chooses not to" in text])
    top = g.s["players"][1]["deck"][-1]
    assert lines[0] == lines[1] == [f"P0 chooses not to banish {g.name(top)} (by the text of "
                                    f"{g.name(find(g, 'CG64')[0])})"]
