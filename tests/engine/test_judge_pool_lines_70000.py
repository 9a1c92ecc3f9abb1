"""Log lines and rulings a judge read in seeded games between random whole-pool decks (seeds
70000-70009, both bot styles) that misquoted a card or ruled wrongly: each on the judge's board."""

from __future__ import annotations

from tests.engine.card_play import WHITE, board, find, settle
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game

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


# ----- 616.3: Friends retired until none at home is over the limit --------------------------------

WINONA = "HM23"  # Winona, Good Girl!: a 2-power Friend with Persistent


def _home_over_the_limit():
    """P0's Wrap Up Step with Twilight Sparkle (home limit 3), Winona and four vanilla Friends
    at home: two over the limit."""
    b = Board()
    others = [b.add("PR33", 0, "play", "home:0") for _ in range(4)]
    winona = b.add(WINONA, 0, "play", "home:0")
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire" and g.pending().min == 2
    return g, winona, others


def test_616_3_a_friend_frightened_by_persistent_still_counts_and_another_is_retired():
    """Judge scenario (seed 70000, turn 51): P0 has two Friends over their home limit and
    retires Angel, Best Bunny (Persistent) and Star Spur; Angel is frightened instead and stays
    at home, and the turn ended with a Friend still over the limit. 616.3: the player retires
    Friends "until they no longer have Friends at their home in excess": asked again for one."""
    g, winona, others = _home_over_the_limit()
    answer(g, f"card:{winona}", f"card:{others[0]}")
    answer(g, "persistent")
    assert g.card(winona)["frightened"] and winona in g.s["play"]
    assert g.pending().kind == "retire" and g.pending().min == 1, g.pending().prompt
    assert f"card:{winona}" in keys(g)  # (frightened now: it can't be frightened again, 504.2b)
    answer(g, f"card:{others[1]}")
    settle(g, until=lambda g: g.s["turn_player"] == 1)
    at_home = [i for i in g.s["play"] if g.card(i)["area"] == "home:0" and g.is_type(i, "friend")]
    assert len(at_home) == 3 and winona in at_home and others[0] not in at_home


def test_616_3_a_retirement_that_changed_nothing_is_not_asked_again():
    """Winona wears Stone Cold ("That Friend can't be frightened"): her Persistent may still
    replace her retirement though frightening her can't be done (710.4), and she stays at home
    as she was. Chosen again and again, that could go on for ever: once a retirement for the
    home limit changed nothing, the Wrap Up Step goes on."""
    b = Board()
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")
    winona = b.add(WINONA, 0, "play", "home:0")
    b.add("CG152", 0, "play", "home:0", host=winona)
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire" and g.pending().min == 1
    answer(g, f"card:{winona}")
    answer(g, "persistent")
    assert winona in g.s["play"] and not g.card(winona)["frightened"]
    assert g.pending() is None or g.pending().kind != "retire"


# ----- a text that readies its own card, the card ready (705.2e) ---------------------------------


def test_rrf2_dj_pon3_party_starter_ready_already_says_so_at_the_score_phase():
    """Judge scenario (seed 70010, turn 46): P1's DJ Pon-3, Party Starter, boosted ("At the start
    of your Score Phase, if this card is with at least 3 of your Friends, you may ready this
    card"), ready, at a Problem with three of P1's Friends as P1's Score Phase starts. The log
    said “At the start of your Score Phase, you may ready this card” "finds nothing to act on",
    as if a judge should look for a card it missed: it says she is ready already. The text is
    quoted word for word, its condition (met) included, as a judge reads it on the card."""
    b = Board(manes=("RRf2", "PR2"))
    b.players[0] = {}  # (no action tokens: P0's Main Phase passes by)
    dj = b.mane[0]
    b.cards[dj - 1].update(area="problem:0", boosted=True)
    for _ in range(3):
        b.add("PR33", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, "pass")  # (on to P0's Score Phase, and P1's turn)
    assert g.s["turn_player"] == 1
    log = log_text(g)
    name = g.name(dj)
    assert (f"Nothing happens: “At the start of your Score Phase, if this card is with at least 3 of your Friends, "
            f"you may ready this card” is not done: {name} is ready already (by the text of {name})") in log, log
