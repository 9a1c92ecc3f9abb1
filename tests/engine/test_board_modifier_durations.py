"""Board states keep every duration a modifier may have: a position saved while one lasts loads
again with it (docs/board-state-format.md, "Modifiers")."""

from __future__ import annotations

import json

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from tests.engine.helpers import Board, answer, shipped_game


def test_cgpf14_a_friend_held_while_maud_pie_remains_exhausted_is_still_held_after_saving() -> None:
    """Maud Pie, Let's Play "Camouflage" (CGpf14): "While this card remains exhausted, that
    Friend loses and can't have abilities" is a modifier lasting `exhausted:<iid>`; a board
    saved then loads with the Friend still without its abilities (its readying ending it: the
    card's own tests)."""
    b = Board()
    b.players[0]["tokens"] = 3
    maud = b.add("CGpf14", 0, "play", "home:0")
    dash = b.add("PR15", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{maud}|")  # its only opposing Friend is chosen
    assert dash in g.lost_abilities()
    document = json.loads(json.dumps(export_board(g)))
    assert any(m["until"] == f"exhausted:{maud}" for m in document["mods"])
    again = load_board(document, default_library())
    assert dash in again.lost_abilities() and again.card(maud)["exhausted"]
    assert [m["until"] for m in export_board(again)["mods"]] == [m["until"] for m in document["mods"]]
