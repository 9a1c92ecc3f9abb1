"""Texts printed on one card of Rock N' Rave, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.values import power
from tests.engine.card_play import BLUE
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game


def test_rr12_quarray_eels_taxes_only_the_opponents_moving_to_its_problem():
    b = Board()
    b.players[0] = {"tokens": 2}
    mine = b.add(BLUE, 0, "play", "home:0")
    theirs = b.add(BLUE, 1, "play", "home:1")
    b.add("RR12", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.move_cost(g, 0, mine, "problem:0") == 3  # 2 and the Eels' [1]
    assert power.move_cost(g, 0, mine, "problem:1") == 2  # another Problem: no tax
    assert power.move_cost(g, 1, theirs, "problem:0") == 2  # not its controller's own moves
    offered = keys(g)
    assert f"move|{mine}|problem:1" in offered and f"move|{mine}|problem:0" not in offered


def test_rr7_secret_mission_asks_each_player_one_more_power_per_opposing_friend_here():
    b = Board(problems=("RR7", "PR190"))
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # a Mane Character is not a Friend
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:1")  # at another Problem
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") == [("color", "pink", 2), ("color", "purple", 2), ("wild", None, 2)]
    assert power.requirements(g, 1, "problem:0") == [("wild", None, 6 + 1)]
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]  # another Problem: as printed


def _confront(b: Board):
    g = shipped_game(b, phase="score", step="confront", start="score")
    while g.pending() is not None and g.s["phase"] == "score" and g.pending().kind != "may":
        answer(g, keys(g)[0])
    return g


def test_rr4_octavia_sweet_symphony_outnumbered_may_exhaust_to_score():
    b = Board(problems=("CN180", "PR190"))  # Hungry Hungry House Guest: 2 yellow + 1 non-yellow
    b.add("PR81", 0, "play", "problem:0")
    octavia = b.add("RR4", 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR12", 1, "play", "problem:0")
    g = _confront(b)
    answer(g, "yes")
    assert g.card(octavia)["exhausted"]
    assert g.s["players"][0]["score"] == 1 + 1


def test_rr4_octavia_sweet_symphony_asks_nothing_when_not_outnumbered():
    b = Board(problems=("CN180", "PR190"))
    b.add("PR81", 0, "play", "problem:0")
    octavia = b.add("RR4", 0, "play", "problem:0")
    b.add("PR12", 1, "play", "problem:0")
    g = _confront(b)
    assert not g.card(octavia)["exhausted"] and "Sweet Symphony" not in log_text(g)


def test_rr8_timber_each_player_pumps_a_character_of_theirs_in_a_problem_faceoff_here():
    b = Board(problems=("RR8", "PR190"))
    mine = [b.add(code, 0, "play", "problem:0") for code in ("PR33", "PR33", "PR79", "PR79")]
    theirs = [b.add("PR36", 1, "play", "problem:0") for _ in range(3)]  # 9: P1 meets its side too
    g = shipped_game(b, phase="score", step="confront", start="score")
    timber = f"(by the text of {g.name(g.problem_card('problem:0'))})"
    while g.pending().kind != "target":
        answer(g, keys(g)[0])
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{i}" for i in mine}
    answer(g, f"card:{mine[0]}")
    assert g.pending().player == 1 and set(keys(g)) == {f"card:{i}" for i in theirs}
    answer(g, f"card:{theirs[1]}")
    pumped = [text for _, rule, text in g.log if rule == "712" and "+2 power" in text]
    assert pumped == [f"Red Gala, Favorite Cousin #{mine[0]} gets +2 power until the end of the faceoff {timber}",
                      f"Apple Brown Betty, Pastry Chef #{theirs[1]} gets +2 power until the end of the faceoff {timber}"]
    assert "Power totals: P0 11, P1 12" in log_text(g)  # 8 and 9, +2 each, and a 1-power flip each


def test_rrf2_dj_pon_3_party_starter_turns_over_as_you_draw_your_third_card_in_a_turn():
    b = Board(manes=("RRf2", "PR2"))
    b.players[0] = {"tokens": 5}
    g = shipped_game(b)
    answer(g, "draw")
    answer(g, "draw")
    assert not g.card(b.mane[0])["boosted"]
    answer(g, "draw")
    (mane,) = [i for i in g.s["play"] if g.is_type(i, "mane") and g.card(i)["ctrl"] == 0]
    assert g.card(mane)["boosted"] and "P0 shuffles their deck" in log_text(g)


def test_rrf2_dj_pon_3_party_starter_stays_as_it_is_as_the_opening_hand_is_drawn():
    """The opening hand's 6 cards are drawn before the first turn (102.3, 102.5), not "during
    a turn": DJ Pon-3, Party Starter neither shuffles its player's deck nor turns over then."""
    lib = default_library()
    theme = deck_from_cards(lib, theme_deck(THEME_DECKS[0]))
    [dj] = [card.id for card in lib.cards() if card.code == "RRf2"]
    g = new_game(lib, [{**theme, "mane": dj}, theme], 7)
    while g.s["phase"] == "setup":
        answer(g, "keep" if "keep" in keys(g) else keys(g)[0])
    assert g.s["players"][0]["drawn"] == 0 and "shuffles their deck" not in log_text(g)
    assert not any(g.card(i)["boosted"] for i in g.s["play"] if g.is_type(i, "mane"))

def test_rrf2_dj_pon_3_party_starter_counts_the_cards_drawn_before_the_board_was_set():
    """The board file says P0 has drawn 2 cards this turn (`drawn`, docs/board-state-format.md):
    the card P0 draws next is their third this turn (410.4b) and turns DJ Pon-3 over."""
    b = Board(manes=("RRf2", "PR2"))
    b.players[0] = {"tokens": 1, "drawn": 2}
    g = shipped_game(b)
    answer(g, "draw")
    assert g.card(b.mane[0])["boosted"] and "P0 shuffles their deck" in log_text(g)


def test_rrf2_dj_pon_3_party_starter_counts_again_at_the_start_of_the_opponents_turn():
    """P1 has drawn 2 cards in their own turn; in P0's next turn P1 draws one card (P0's
    Scootaloo, Showstopper: "have all players draw a card, then discard a card"): P1's first
    card drawn this turn (410.4b), not their third, so P1's DJ Pon-3 stays as it is."""
    b = Board(manes=("PR4", "RRf2"))
    b.players[1] = {"drawn": 2}
    scootaloo = b.add("CG16", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    while not (g.s["turn_player"] == 0 and g.s["phase"] == "main"):
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.s["players"][1]["drawn"] == 0
    answer(g, f"act|{scootaloo}|0")
    assert g.s["players"][1]["drawn"] == 1 and not g.card(b.mane[1])["boosted"]
    assert "P1 shuffles their deck" not in log_text(g)


def test_rrf2_dj_pon_3_party_starter_counts_the_cards_drawn_while_on_its_boosted_side():
    """P0 draws a card, plays Untested Magic Fireworks (DJ Pon-3 turns to its Boosted side),
    draws a second card, plays another (back to its Start side), and draws a third card:
    P0's third card drawn this turn (410.4b) turns it over again (704)."""
    b = Board(manes=("RRf2", "PR2"))
    b.players[0] = {"tokens": 11}
    fireworks = [b.add("FF102", 0, "hand") for _ in range(2)]
    for code in ("PR36", "PR60", "PR60"):  # Apple Brown Betty and two Blue Moons: the Fireworks' 3 Pink and 3 Purple
        b.add(code, 0, "play", "home:0")
    dj = b.mane[0]
    g = shipped_game(b)
    answer(g, "draw")
    answer(g, f"play|{fireworks[0]}|event")
    assert g.card(dj)["boosted"]
    answer(g, "draw")
    answer(g, f"play|{fireworks[1]}|event")
    assert not g.card(dj)["boosted"]
    answer(g, "draw")
    assert g.card(dj)["boosted"] and "P0 shuffles their deck" in log_text(g)


def test_rrf2_dj_pon_3_boosted_may_ready_with_three_friends_as_your_score_phase_starts():
    b = Board(manes=("RRf2", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True, exhausted=True, area="problem:1")
    for _ in range(3):
        b.add(BLUE, 0, "play", "problem:1")
    g = shipped_game(b)
    while g.pending().kind != "may":
        answer(g, "pass")
    assert g.s["phase"] == "score"
    answer(g, "yes")
    assert not g.card(b.mane[0])["exhausted"]


def test_rr9_trade_dispute_the_player_with_the_most_friends_here_cant_move_friends_there():
    b = Board(problems=("RR9", "PR190"))
    b.players[0] = {"tokens": 6}
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:0")
    mover = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert f"move|{mover}|problem:0" not in keys(g)  # P0 has the most Friends there
    assert f"move|{mover}|problem:1" in keys(g)
    assert f"move|{g.s['players'][0]['mane']}|problem:0" in keys(g)  # a Mane Character is no Friend
    b.add("PR20", 1, "play", "problem:0")  # as many as P0: nobody has the most
    g = shipped_game(b)
    assert f"move|{mover}|problem:0" in keys(g)
