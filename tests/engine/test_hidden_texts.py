"""A face-down Troublemaker's own text stays hidden while the card does (505.1d: face-down
Troublemakers are not public). The log, shown to both players in a replay, and the questions
about it tell a judge no more than the opponent learns at the table; once the card is
uncovered it is named and quoted as usual."""

from __future__ import annotations

from tests.engine.card_play import BLUE, rich_board
from tests.engine.helpers import answer, keys, log_text, shipped_game

INFILTRATOR = "CN157"  # Changeling Infiltrator: "When you play this card to a Problem, you may retire a Friend there ..."
SWARM = "CN158"  # Changeling Swarm: "... you may retire a Troublemaker you control there to uncover this card."
BIG_MAC = "DE16"  # Big Mac, Sir McBiggun: "When you play a Troublemaker, you may put a +1 power counter on this card."


def test_changeling_infiltrator_played_where_no_friend_of_its_player_is_logs_no_words_of_its_text():
    """Its trigger finds no Friend to retire and does nothing: the log says P0 played a
    Troublemaker face-down, as the opponent sees it, and neither quotes the text nor names the card."""
    b = rich_board()
    tm = b.add(INFILTRATOR, 0, "hand")
    g = shipped_game(b)
    start = len(g.log)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().kind == "priority"
    lines = [text for _, _, text in g.log[start:]]
    assert lines == [g.as_written("P0 plays a Troublemaker face-down to problem:1"), "P0 pays 1 action token"]


def test_changeling_swarm_is_ordered_with_big_mac_without_its_text_and_named_once_uncovered():
    """Big Mac's trigger and Changeling Swarm's wait together (511.7a): P0 tells them apart by the
    card's number, the question does not quote the face-down card's text; uncovered, it is named."""
    b = rich_board()
    b.add(BIG_MAC, 0, "play", "home:0")
    other = b.add("PR157", 0, "play", "problem:1")
    tm = b.add(SWARM, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    decision = g.pending()
    assert decision.kind == "trigger_order"
    labels = [option.label for option in decision.options]
    assert any(label.startswith("Big Mac, Sir McBiggun #") for label in labels)
    hidden = next(label for label in labels if label.startswith("face-down Troublemaker #"))
    assert "retire" not in hidden.casefold() and "Changeling" not in hidden
    answer(g, next(o.key for o in decision.options if o.label == hidden))
    answer(g, f"card:{other}")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert "Changeling Swarm #" in log_text(g)  # (uncovered: named as usual, 505.1d no longer applies)


def test_changeling_infiltrator_declined_or_doing_nothing_reads_the_same():
    """Declining the retirement logs nothing of the text either: both outcomes read alike."""
    b = rich_board()
    b.add(BLUE, 0, "play", "problem:1")
    tm = b.add(INFILTRATOR, 0, "hand")
    g = shipped_game(b)
    start = len(g.log)
    answer(g, f"tm|{tm}|problem:1")
    answer(g, "none")
    assert "Changeling" not in log_text(g) and len(g.log) - start == 2



LORD_TIREK = "AD159"  # an Epic Troublemaker: face up at a Problem, Troublemakers there can't be uncovered (607.1)


def _played_beside_lord_tirek(code: str) -> list[str]:
    """The log lines of P0 playing `code` face-down to a Problem where P0's Friend is and P1's
    Lord Tirek is face up."""
    b = rich_board()
    b.add(BLUE, 0, "play", "problem:1")
    b.add(LORD_TIREK, 1, "play", "problem:1")
    tm = b.add(code, 0, "hand")
    g = shipped_game(b)
    start = len(g.log)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().kind == "priority"
    return [text for _, _, text in g.log[start:]]


def test_changeling_infiltrator_played_beside_a_face_up_epic_troublemaker_reads_as_any_other():
    """Changeling Infiltrator can't be uncovered by retiring the Friend beside Lord Tirek (607.1):
    the log says no more than for Changeling Swarm played there (no Troublemaker of P0's to
    retire), so no "can't be uncovered" line at that moment tells the opponent which card it
    is. The Uncover Step says why, for every face-down Troublemaker there alike."""
    lines = ["P0 plays a Troublemaker face-down to Runaway Cart #4 (P1's)", "P0 pays 1 action token"]
    assert _played_beside_lord_tirek(INFILTRATOR) == lines
    assert _played_beside_lord_tirek(SWARM) == lines
