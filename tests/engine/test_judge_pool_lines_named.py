"""Log lines a judge read in whole-pool games that left unnamed what the card names (a cost
waived, a payment not made, the card "that card" is, the tokens put into play, why a player
now controls a card) or said a line again and again: each on the judge's board."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import settle
from tests.engine.helpers import Board, answer, log_text, pass_until, shipped_game

# ----- Star Swirl's Journal: a cost waived is named, not an unnamed discount (204.1) ------------


def _journal_lets_play(b: Board, card: int) -> tuple[MlpGame, int]:
    """P0 plays Star Swirl's Journal (FF114), banishes `card` from their hand with it, and, three
    Study counters later, retires it: the game, back at P0's priority, and the banished card,
    which P0 may play this turn without paying its cost."""
    journal = b.add("FF114", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{journal}|home:0")
    settle(g, until=lambda g: g.pending().kind == "target")
    in_play = next(i for i in g.s["play"] if g.spec(i).code == "FF114")
    g.card(in_play)["counters"]["study"] = 3  # (as three turns later)
    g.counters_changed()
    answer(g, f"card:{card}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"act|{in_play}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    return g, g.s["players"][0]["banished"][0]


def test_ff114_star_swirls_journal_names_the_cost_it_waived():
    """Judge scenario (204.1): P0 plays Apple Brown Betty (PR36, printed cost 3) from the banished
    zone by Star Swirl's Journal's "play the banished card without paying its cost". The price
    line said "(printed 3, -3 from a discount given earlier this turn)", naming no card, as if
    another text had given a discount: it says the cost is waived and by which card."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # (2 purple for the Journal)
    b.add("PR36", 0, "play", "home:0")  # (pink for Betty)
    g, betty = _journal_lets_play(b, b.add("PR36", 0, "hand"))
    answer(g, f"play|{betty}|home:0")
    log = log_text(g)
    assert ("705.2d: P0 pays 0 action tokens (printed 3, -3 as it is played without paying its cost by the text "
            "of Star Swirl's Journal)") in log, log
    assert "discount" not in log, log


def test_ff114_a_cost_waived_is_named_beside_another_cards_increase():
    """Judge scenario (204.1, 705.2c): the banished card is Getting Hooves Dirty (PR96, cost 1)
    and P1's Princess Cadance, Family Matters (FF138) makes P0's Events cost +[2]: P0 pays 2,
    the waiver and the increase each said with its card."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    cadance = b.add("FF138", 1, "play", "home:1")
    g, banished = _journal_lets_play(b, b.add("PR96", 0, "hand"))
    answer(g, f"play|{banished}|event")
    assert (f"P0 pays 2 action tokens (printed 1, -1 as it is played without paying its cost by the text of Star "
            f"Swirl's Journal, +2 from {g.name(cadance)})") in log_text(g)


# ----- Crown of the Sibling Supreme: a winner who controls it keeps it (513.2) --------------------


def test_ll105_crown_of_the_sibling_supreme_stays_with_a_winner_who_controls_it():
    """Judge scenario (513.2): P0 controls Crown of the Sibling Supreme ("When a player wins a
    faceoff, that player gains control of this card") and wins a Troublemaker faceoff. The log
    said "“When a player wins a faceoff, that player gains control of this card” finds nothing
    to act on", as if the Crown were missing: it says the winner controls it already and keeps
    it."""
    b = Board()
    crown = b.add("LL105", 0, "play", "home:0")
    b.add("PR31", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    b.deck_top("PR31", 0)
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, phase="main")
    log = log_text(g)
    assert (f"712: Nothing happens: P0, who won the faceoff, controls {g.name(crown)} already: it stays with them "
            f"(by the text of {g.name(crown)})") in log, log
    assert "finds nothing to act on" not in log and g.card(crown)["ctrl"] == 0
