"""Log lines and rulings a judge read in seeded games between random whole-pool decks (seeds
70000-70009, both bot styles) that misquoted a card or ruled wrongly: each on the judge's board."""

from __future__ import annotations

from tests.engine.card_play import WHITE, board, find, settle
from tests.engine.helpers import answer, log_text, shipped_game

# ----- a "you need -N power to confront" text quoted whole (611.3) -------------------------------


def test_sb53_queen_novo_played_home_quotes_what_her_text_would_have_done():
    """Judge scenario (seed 70000, turn 33): P0 plays Queen Novo, Under the Sea ("When you play
    a Seapony, you need -2 power to confront this card's Problem until the end of the turn") to
    their home, where she has no Problem. The log said "Nothing happens: “Confront this card's
    Problem until the end of the turn” finds nothing to act on", words the card does not print
    (the power needed read as a cost paid "to confront"): it quotes the instruction whole."""
    b = board(tokens=5)
    b.add(WHITE, 0, "play", "home:0")
    b.add(WHITE, 0, "play", "home:0")
    novo = b.add("SB53", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{novo}|home:0")
    settle(g)
    log = log_text(g)
    assert len(find(g, "SB53", owner=0)) == 1  # (at home: a new number as it entered play)
    assert ("Nothing happens: “You need -2 power to confront this card's Problem until the end of the "
            "turn” finds nothing to act on") in log, log
    assert "“Confront this card's Problem" not in log
