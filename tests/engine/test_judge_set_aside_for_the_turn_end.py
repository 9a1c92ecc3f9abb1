"""An instruction a text sets aside for the end of the turn (615.1) is named in the log line that
says so, in the card's words: "P0 will carry out “you may move one of your characters” at the
end of the turn (by the text of Formation Flying #…)", not "the rest", which told a judge
neither what was left nor which card left it."""

from __future__ import annotations

from tests.engine.card_play import rich_board
from tests.engine.helpers import answer, shipped_game

FORMATION_FLYING = "LL92"  # Main Phase: Move one of your characters. At the end of the turn, you may move ...


def test_the_instruction_set_aside_for_the_end_of_the_turn_is_quoted():
    b = rich_board()
    flyer = b.add("PR20", 0, "play", "home:0")
    card = b.add(FORMATION_FLYING, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{flyer}")
    answer(g, "problem:0")
    lines = [text for _, rule, text in g.log if rule == "615.1"]
    assert len(lines) == 1
    assert lines[0].startswith("P0 will carry out “you may move one of your characters” at the end of the turn "
                               "(by the text of Formation Flying #"), lines
