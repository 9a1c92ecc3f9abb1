"""Rulings a judge found wrong or unclear reading seeded games between random decks dealt from
the whole card pool, and a game that never ended: each on the judge's board, checking what
happens and the words a person reads."""

from __future__ import annotations

from tests.engine.card_play import rich_board
from tests.engine.helpers import answer, log_text, shipped_game

BATS = "EO113"  # Bats!: "Main Phase: Choose one: ... or your Friends can't leave play this turn."
FLUTTERSHY = "LL138"  # Fluttershy, All Creatures Great & Small: a Unique Friend


# ----- 516.2, 104.3: the game's own dismissal is not stopped by "can't leave play" -------------


def test_516_2_a_unique_friend_chosen_for_the_game_to_dismiss_leaves_though_friends_cant_leave_play():
    """Judge scenario (516.2, 104.3; seed 59093 of the whole-pool games): P0 plays Bats!
    choosing "Your Friends can't leave play this turn", then a second Fluttershy, All Creatures
    Great & Small (Unique). The card chosen to repair uniqueness is dismissed "by the game",
    which can't be stopped even if it can't be done (104.3); the game said it "can't leave play
    this turn" and asked again, for ever."""
    b = rich_board(9)
    bats = b.add(BATS, 0, "hand")
    first = b.add(FLUTTERSHY, 0, "play", "home:0")
    second = b.add(FLUTTERSHY, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{bats}|event")
    answer(g, next(o.key for o in g.pending().options if "can't leave play" in o.label))
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "uniqueness"
    name = g.name(first)
    answer(g, f"card:{first}")
    assert g.pending().kind == "priority"
    assert first not in g.s["play"]
    assert [g.spec(i).code for i in g.s["play"]].count(FLUTTERSHY) == 1
    assert "dismissed to P0's discard pile: P0 controlled two Fluttershy, All Creatures Great & Small " \
           "(Unique, 516.3)" in log_text(g)
    assert f"{name} can't leave play" not in log_text(g)
