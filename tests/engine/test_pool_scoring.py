"""Points (517) limited by card text, each on a judge's board."""

from __future__ import annotations

from tests.engine.helpers import Board, rules_cited, shipped_game


def _confront(cap_card: str | None, where: str, scored: int):
    """P0 confronts their own Problem in the Confront Step (1 point, 611.3), having scored
    `scored` points already this turn; `cap_card` is in play at `where` for P1 (or none)."""
    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")  # blue
    b.add("PR33", 0, "play", "problem:0")  # non-blue
    if cap_card is not None:
        b.add(cap_card, 1, "play", where)
    return shipped_game(b, phase="score", step="confront", scored_turn=[scored, 0])


def test_ad75_ahuizotl_oppressive_players_cant_score_more_than_two_points_per_turn():
    assert _confront(None, "", 2).s["players"][0]["score"] == 1
    g = _confront("AD75", "home:1", 1)
    assert g.s["players"][0]["score"] == 1  # the second point this turn
    g = _confront("AD75", "home:1", 2)
    assert g.s["players"][0]["score"] == 0  # a third one is not scored
    assert "104.2" in rules_cited(g)


def test_hm123_equalist_propaganda_players_cant_score_more_than_three_points_per_turn():
    b = Board(problems=("HM123", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    g = shipped_game(b, scored_turn=[3, 2])
    g.score(0, 1, "611.3", "a test")
    g.score(1, 2, "611.3", "a test")
    assert [p["score"] for p in g.s["players"]] == [0, 1]  # P1 gets to three, P0 is there already
    # each line names the card whose text keeps the points from being scored
    propaganda = g.name(g.problem_card("problem:0"))
    assert [text for _, rule, text in g.log if rule == "104.2"] == [
        f"P0 can't score more than 3 points this turn: 0 of 1 point scored (by the text of {propaganda})",
        f"P1 can't score more than 3 points this turn: 1 of 2 points scored (by the text of {propaganda})"]
