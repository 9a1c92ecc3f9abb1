"""Villain Challenge cards whose own text the engine carries out, each played on a judge's
board (the format's own rules, the Villain against the Challengers, are not in the program's
rules texts; see docs/later-keywords.md)."""

from __future__ import annotations

from tests.engine.card_play import board
from tests.engine.helpers import answer, log_text, shipped_game, zone_codes


def _trust_me_board() -> tuple:
    """P0's Do You Trust Me? as P0's Problem, a Friend of each player at home, and Dismiss a
    Friend (EO135) in P0's hand with the pink power it requires."""
    b = board(6)
    b.cards[b.problem[0] - 1]["card"] = "NM12"
    mine = b.add("PR36", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")
    for _ in range(2):
        b.add("EO45", 0, "play", "home:0")  # pink power
    cards = [b.add("EO135", 0, "hand") for _ in range(2)]
    return shipped_game(b), b.mane[0], mine, theirs, cards


def test_nm12_do_you_trust_me_exhausts_your_mane_instead_of_a_friend_leaving_play():
    g, mane, mine, _, cards = _trust_me_board()
    answer(g, f"play|{cards[0]}|event")
    answer(g, f"card:{mine}")
    assert g.pending().kind == "replacement"
    answer(g, "instead:")
    assert g.card(mane)["exhausted"] and g.card(mine)["zone"] == "play"
    assert "PR36" not in zone_codes(g, 0, "discard")


def test_nm12_do_you_trust_me_may_be_declined_and_guards_only_your_friends():
    g, mane, mine, theirs, cards = _trust_me_board()
    answer(g, f"play|{cards[0]}|event")
    answer(g, f"card:{theirs}")  # an opponent's Friend: nothing to replace
    assert zone_codes(g, 1, "discard") == ["PR36"] and not g.card(mane)["exhausted"]
    answer(g, f"play|{cards[1]}|event")
    answer(g, f"card:{mine}")
    answer(g, "none")
    assert not g.card(mane)["exhausted"] and "PR36" in zone_codes(g, 0, "discard")


def test_qc5_gathering_intelligence_names_each_card_an_opponent_draws():
    b = board(6)
    b.cards[b.problem[0] - 1]["card"] = "QC5"  # P0's Problem
    b.deck_top("PR36", 1)
    b.deck_top("PR60", 0)
    g = shipped_game(b)
    g.draw(1, 1)
    drawn = g.name(g.s["players"][1]["hand"][-1])
    g.draw(0, 1)
    log = log_text(g)
    assert f"P1 draws {drawn} (their hand is revealed)" in log
    assert log.count("(their hand is revealed)") == 1  # its owner's own hand stays hidden


def test_qc8_shifting_passages_has_opponents_pay_1_more_for_every_move():
    """Shifting Passages (QC8): "Opponents can't move characters unless they pay [1]" (its data
    typed the icon "1AT", imported as [1]): as P1's Problem, every Move action of P0's costs
    1 more (609.2b), to either Problem."""
    b = board(6)
    b.cards[b.problem[1] - 1]["card"] = "QC8"  # P1's Problem
    pony = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    moves = {o.key: o.label for o in g.pending().options if o.key.startswith(f"move|{pony}|")}
    assert moves == {f"move|{pony}|problem:0": f"Pay 3 to move {g.name(pony)} to problem:0",
                     f"move|{pony}|problem:1": f"Pay 3 to move {g.name(pony)} to problem:1"}
