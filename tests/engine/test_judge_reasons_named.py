"""Log lines and "why not?" answers a judge still tripped over: a text that did nothing says
why in the words of its family's refusal, not that it "finds nothing to act on"; a quoted
instruction is the card's words whole; a face-down Troublemaker played by a permission keeps
the rule that permission gives it; a line says who owns a card and by whose text it moved in
one bracket. Each on the judge's board."""

from __future__ import annotations

from tests.engine.card_play import play_entered, rich_board
from tests.engine.helpers import log_text

# ----- Discord, Dubious Intent: "you may uncover a Troublemaker" with none to uncover ------------


def test_mt24_discord_dubious_intent_with_no_face_down_troublemaker_says_so():
    """Judge scenario (607.3, 705.2): P0 plays Discord, Dubious Intent ("When this card enters
    play, you may uncover a Troublemaker.") with no face-down Troublemaker in play. The line
    said the text "finds nothing to act on": it says no face-down Troublemaker is in play, in
    the words a judge's "why not?" gives for the same instruction."""
    g, discord = play_entered(rich_board(), "MT24")
    assert ("712: Nothing happens: “When this card enters play, you may uncover a Troublemaker” is not done: no "
            f"face-down Troublemaker is in play (by the text of {g.name(discord)})" in log_text(g).splitlines()), \
        log_text(g)

