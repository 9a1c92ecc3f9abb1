"""Log lines a judge read in seeded games between random whole-pool decks (seeds 62001-62019,
eager bots) that told what a card's text did without naming the card: each on the judge's
board. Every line a card's text causes ends "(by the text of <card>)" (705.2e)."""

from __future__ import annotations

from tests.engine.card_play import find, play, rich_board
from tests.engine.helpers import answer, keys, log_text


def test_de135_applejack_captain_of_the_seven_seas_names_herself_on_each_card_she_retires():
    """Judge scenario (705.2e, 704.1b): Applejack, Captain of the Seven Seas ("When this card
    enters play, each player chooses a Friend, Resource, and Troublemaker they control, and
    retires the rest") retires the Friends each player did not keep. Each "is retired" line
    named no card, as if the rules had retired them; the line now ends with her."""
    b = rich_board(9)  # (power of every color at home)
    mine = b.add("PR36", 0, "play", "home:0")
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(2)]
    g = play(b, "DE135", "home:0")
    (captain,) = find(g, "DE135")
    answer(g, f"card:{captain}")  # P0 keeps the Captain
    answer(g, f"card:{theirs[0]}")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    log = log_text(g)
    assert f"{g.name(captain)})" in log
    retired = [line for line in log.splitlines() if "is retired to" in line]
    assert len(retired) >= 2, log  # (P0's other Friends, P1's other Friend)
    assert all(line.endswith(f"(by the text of {g.name(captain)})") for line in retired), retired
    assert g.card(theirs[0])["zone"] == "play" and mine not in g.s["play"]
