"""Home limits (212, 616.3) changed by card text, each on a judge's board: at the end of
the turn player's turn they retire Friends at home over their home limit."""

from __future__ import annotations

from engine.mlp.effects import home_limits
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, without_numbers_now

FRIEND = "PR33"  # Red Gala: a vanilla Friend


def _board(at_home: int, mane: str = "PR4") -> Board:
    """P0 (Mane Character `mane`, home limit 3 on its start side) with `at_home` vanilla
    Friends at home, in their Main Phase."""
    b = Board(manes=(mane, "PR2"))
    for _ in range(at_home):
        b.add(FRIEND, 0, "play", "home:0")
    return b


def _retire_asked(b: Board) -> int:
    """How many Friends P0 is asked to retire at the end of this turn (616.3)."""
    g = shipped_game(b)
    g.submit(["pass"])  # P0 ends the Main Phase; the turn ends
    d = g.pending()
    if d is not None and d.kind == "retire" and d.player == 0:
        return d.min
    return 0


def test_the_printed_home_limit_without_such_text():
    assert _retire_asked(_board(3)) == 0 and _retire_asked(_board(4)) == 1


def test_eo7_rarity_ambassador_of_generosity_boosted_reduces_opponents_home_limits():
    b = _board(3)
    b.cards[b.mane[1] - 1].update(card="EO7", boosted=True)  # P1's Mane Character
    g = shipped_game(b)
    assert (home_limits.home_limit(g, 0), home_limits.home_limit(g, 1)) == (2, 4)
    assert _retire_asked(b) == 1
    b.cards[b.mane[1] - 1]["boosted"] = False  # its start side has no such text
    assert _retire_asked(b) == 0


def test_hm76_trenderhoof_reduces_every_players_home_limit():
    b = _board(2)
    b.add("HM76", 1, "play", "problem:1")
    g = shipped_game(b)
    assert (home_limits.home_limit(g, 0), home_limits.home_limit(g, 1)) == (2, 2)
    b.add("HM76", 0, "play", "home:0")  # a second one at home: limit 1, 3 Friends at home
    assert _retire_asked(b) == 2


def test_prpf6_fluttershy_safe_haven_raises_your_home_limit_while_at_home():
    b = _board(4)
    haven = b.add("PRpf6", 0, "play", "home:0")  # 5 Friends at home, limit 3 + 2
    assert _retire_asked(b) == 0
    b.cards[haven - 1]["area"] = "problem:0"  # not at home: 4 Friends at home over a limit of 3
    assert _retire_asked(b) == 1


def test_mt58_zipporwhill_critters_do_not_count_and_her_cutie_mark_makes_two():
    b = _board(3)
    b.players[0] = {"tokens": 4}
    zipp = b.add("MT58", 0, "play", "problem:0")
    critters = [b.add("PR86", 0, "play", "home:0") for _ in range(2)]  # House Mouse: a Critter
    assert "critter" in shipped_game(b).spec(critters[0]).traits
    assert _retire_asked(b) == 0  # 5 Friends at home, 2 of them Critters: 3 count
    g = shipped_game(b)
    answer(g, f"act|{zipp}|")  # Main Phase: Pay [2] to Cutie Mark this card
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert g.card(zipp)["counters"].get("cutie_mark")
    tokens = [i for i in g.s["play"] if g.card(i).get("token") and g.card(i)["ctrl"] == 0]
    assert len(tokens) == 2 and all("critter" in g.spec(i).traits for i in tokens)
    assert g.s["players"][0]["tokens"] == 2


def test_cn88_fluttershy_critter_caregiver_critter_friends_do_not_count():
    b = _board(3)
    b.add("CN88", 0, "play", "problem:0")
    b.add("PR86", 0, "play", "home:0")  # a Critter: 4 Friends at home, 3 count
    assert _retire_asked(b) == 0
    b.add(FRIEND, 0, "play", "home:0")
    assert _retire_asked(b) == 1


def test_ad54_ballerina_buffalos_reduce_the_opponents_home_limit():
    b = _board(3)
    b.add("AD54", 1, "play", "problem:1")
    g = shipped_game(b)
    assert (home_limits.home_limit(g, 0), home_limits.home_limit(g, 1)) == (2, 3)
    assert _retire_asked(b) == 1


def test_cg161_enchanted_parasprites_face_up_reduce_the_opponents_home_limit():
    b = _board(3)
    tm = b.add("CG161", 1, "play", "problem:0")
    assert _retire_asked(b) == 1
    b.cards[tm - 1]["face_down"] = True  # 505: a face-down Troublemaker has no text
    assert _retire_asked(b) == 0


def test_ll48_rarity_professor_of_generosity_while_a_player_has_eight_points():
    b = _board(3)
    b.add("LL48", 1, "play", "problem:1")
    assert _retire_asked(b) == 0
    b.players[1]["score"] = 8
    assert _retire_asked(b) == 1


def test_de77_saffron_masala_retired_over_the_home_limit_hears_of_the_others_retired_with_it():
    """616.3, 704.1b: the Friends the turn player retires over the home limit are retired by
    one instruction, so they leave play together: DE77 Saffron Masala ("When a Friend leaves
    play, your Mane Character gets +2 power"), chosen first, still hears of each other Friend
    retired with it, as it was in play (410.6a), and not of its own leaving: twice for two."""
    b = _board(5)
    saffron = b.add("DE77", 0, "play", "home:0")
    gala = [c["iid"] for c in b.cards if c["card"] == FRIEND]
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire" and g.pending().min == 3
    answer(g, f"card:{saffron}", f"card:{gala[0]}", f"card:{gala[1]}")
    boosts = [line for line in log_text(g).splitlines() if "gets +2 power" in line]
    assert saffron not in g.s["cards"] and len(boosts) == 2, boosts


def test_a_card_and_a_token_retired_over_the_home_limit_say_why_alike():
    """616.3: the log line of a Friend the Wrap Up Step retires says it was for the home limit,
    for a House Mouse token (which ceases to exist, 521.3) as for a Red Gala card: the Rule
    column alone does not tell a reader of the line why it left play."""
    lines = []
    for token in (False, True):
        b = _board(3)
        mouse = b.add("PR86", 0, "play", "home:0", token=True)
        gala = next(c["iid"] for c in b.cards if c["card"] == FRIEND)
        g = shipped_game(b)
        g.submit(["pass"])
        answer(g, f"card:{mouse if token else gala}")
        lines += [without_numbers_now(text) for _, rule, text in g.log if rule == "616.3"]
    assert lines == [f"Red Gala, Favorite Cousin #{gala} is retired for P0's home limit, to P0's discard pile",
                     f"House Mouse, Little Pipsqueak #{mouse} is retired for P0's home limit: a token, it ceases "
                     f"to exist (521.3)"]
