"""A text that does part of what it says (707.2: "If part of its text can't be done, the parts
which can be done are still processed") says which part found nothing to act on, in the same
words as a text that did nothing at all, once: the whole text's line stands alone where the
whole text did nothing. Each on the judge's board."""

from __future__ import annotations

from tests.engine.card_play import YELLOW, find, play, rich_board
from tests.engine.helpers import Board, answer, log_text, shipped_game


def _celestia_board() -> Board:
    """P0's Princess Celestia, Equestrian Leader (CN190) on her Boosted side, with one
    Resource (Heart's Desire, power 4) at home."""
    b = Board(manes=("CN190", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    b.players[0] = {"tokens": 3}
    b.add("PR209", 0, "play", "home:0")
    return b


def test_cn190_celestia_says_her_power_found_no_yellow_friend():
    """Princess Celestia, Equestrian Leader: "Retire one of your Resources to add its power to
    one of your Yellow Friends until the end of this turn and turn this card over." With no
    Yellow Friend the Resource is retired (the cost, 703.1d) and she turns over, and the log
    says the power went to nobody and why: P0 has no face-up Yellow Friend in play."""
    b = _celestia_board()
    b.add("PR12", 0, "play", "home:0")  # blue
    g = shipped_game(b, phase="main", step="main")
    celestia = b.mane[0]
    start = len(g.log)
    answer(g, next(key for key in g.pending().option_keys() if key.startswith(f"act|{celestia}|")))
    lines = [text for _, _, text in g.log[start:]]
    assert any("is retired to P0's discard pile" in text for text in lines), lines
    assert any("is turned over to its Start side" in text for text in lines), lines
    said = (f"Nothing happens: “Add its power to one of your Yellow Friends until the end of this turn” is not "
            f"done: P0 has no face-up Yellow Friend in play (by the text of {g.name(celestia)})")
    assert lines.count(said) == 1, lines
    assert not g.card(celestia)["boosted"]


def test_cn190_celestia_with_a_yellow_friend_gives_the_power_and_says_nothing_of_finding_nothing():
    b = _celestia_board()
    friend = b.add(YELLOW, 0, "play", "home:0")
    g = shipped_game(b, phase="main", step="main")
    celestia = b.mane[0]
    answer(g, next(key for key in g.pending().option_keys() if key.startswith(f"act|{celestia}|")))
    assert f"{g.name(friend)} gets +4 power until the end of the turn" in log_text(g)
    assert "finds nothing to act on" not in log_text(g)


def test_a_text_that_found_nothing_at_all_says_so_once_cn93():
    """Manny Roar (CN93) "When this card enters play, dismiss a Resource" with no Resource in
    play: the whole text found nothing, said once with what it looked for; its one instruction
    is not said again."""
    g = play(rich_board(), "CN93", "home:0")
    lines = [text for _, _, text in g.log if "Nothing happens" in text]
    assert lines == ["Nothing happens: “Dismiss a Resource” is not done: no Resource can be dismissed "
                     f"(by the text of {g.name(find(g, 'CN93')[0])})"], lines


def test_ff99_tea_with_discord_says_its_dismissal_of_each_troublemaker_found_none():
    """Tea With Discord (FF99): "Dismiss each face-up and face-down Troublemaker, then you may
    replace a Problem." With no Troublemaker in play the dismissal acts on nothing, and the
    player is still asked about the Problem (707.2): the log says the dismissal found nothing,
    once, and what it looked for."""
    g = play(rich_board(), "FF99", "event")
    assert g.pending().kind == "may"
    answer(g, "no")
    lines = [text for _, _, text in g.log if "Nothing happens" in text]
    assert len(lines) == 1 and lines[0].startswith(
        "Nothing happens: “Dismiss each face-up and face-down Troublemaker” is not done: no face-up or face-down "
        "Troublemaker can be dismissed (by the text of "
        "Tea With Discord #"), lines


def test_de48_bon_bon_says_her_may_found_no_opposing_friend_and_nothing_when_no_friend_was_revealed():
    """Bon Bon, Caroller (DE48): "When this card enters play, reveal the top card of your deck.
    If you reveal a Friend this way, you may put an opposing Friend into its owner's hand."
    A Friend revealed and no opposing Friend: the "may" is not asked (705.2e), and the log
    says it found nothing, in its words. A Troublemaker revealed: the condition is not met,
    which the reveal shows; nothing is said of finding nothing."""
    g = play(rich_board(), "DE48", "home:0")
    bon_bon = find(g, "DE48")[0]
    assert g.pending().kind == "priority"
    lines = [text for _, _, text in g.log if "Nothing happens" in text]
    assert lines == ["Nothing happens: “If you reveal a Friend this way, you may put an opposing Friend into its "
                     "owner's hand” is not done: no opposing Friend can be put into its owner's hand "
                     f"(by the text of {g.name(bon_bon)})"], lines
    b = rich_board()
    b.deck_top("PR157", 0)  # Purple Parasprite, a Troublemaker
    g = play(b, "DE48", "home:0")
    assert "Purple Parasprite" in log_text(g) and "Nothing happens" not in log_text(g)
