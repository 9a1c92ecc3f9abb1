"""Cards of the later sets (Defenders of Equestria, Seaquestria and Beyond, Friends Forever,
Leaders & Legends) a judge played on a board, where the engine did something other than the
printed text and the comprehensive rules ask: each on the judge's board, checking what
happens."""

from __future__ import annotations

from tests.engine.card_play import TROUBLEMAKER, rich_board
from tests.engine.helpers import Board, answer, log_text, shipped_game

# ----- "this card's Problem" for a card at home is no Problem ---------------------------------


def test_de40_zecora_brewing_a_plan_at_home_gains_nothing():
    """"At the end of each opponent's turn, if this card's Problem was not confronted, gain
    [1].": Zecora at home has no Problem, so there is no Problem of hers that went
    unconfronted, and she gains nothing (the condition is checked as it triggers, 712.2)."""
    b = Board()
    b.add("DE40", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    assert "P0 gains 1 action token" not in log_text(g)
    assert g.s["players"][0]["tokens"] == 2 + 2  # the tokens she had and the turn's own


# ----- "when you play a Troublemaker": one put into play is not played ----------------------


def _big_mac_board():
    b = rich_board()
    mac = b.add("DE16", 0, "play", "home:0")  # Big Mac, Sir McBiggun
    quibble = b.add("DE62", 0, "play", "home:0")  # Quibble Pants, Nonbeliever
    b.add(TROUBLEMAKER, 0, "hand")
    return b, mac, quibble


def test_de16_big_mac_ignores_a_troublemaker_put_into_play():
    """Big Mac, Sir McBiggun: "When you play a Troublemaker, you may put a +1 power counter on
    this card." Quibble Pants, Nonbeliever puts a Troublemaker from the hand into play: it is
    not played (609.2c is the play of a Troublemaker; 706.1 putting a card into play), so Big
    Mac is not asked and gets no counter."""
    b, mac, quibble = _big_mac_board()
    g = shipped_game(b)
    answer(g, f"act|{quibble}|0")
    answer(g, "problem:0")
    assert "puts Purple Parasprite" in log_text(g)
    assert g.pending().kind == "priority"
    assert g.card(mac)["counters"] == {}


def test_de16_big_mac_counts_a_troublemaker_played_face_down():
    b, mac, _ = _big_mac_board()
    g = shipped_game(b)
    tm = next(i for i in g.s["players"][0]["hand"] if g.spec(i).code == TROUBLEMAKER)
    answer(g, f"tm|{tm}|problem:0")
    answer(g, "yes")
    assert g.card(mac)["counters"] == {"power": 1}
