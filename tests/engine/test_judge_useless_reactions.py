"""A judge's boards on Reactions whose whole effect can't be carried out: players can't choose
to do things that can't be done (705.2e), and an action whose steps can't be completed is
rewound (705.2), so the engine offers a Reaction, as any Event or ability, only when its
instructions can be followed for the occurrence it answers (docs/engine.md: a reaction's
instruction about the card its occurrence names is checked on that card)."""

from __future__ import annotations

from tests.engine.card_play import board
from tests.engine.helpers import answer, keys, shipped_game


def _moved_to_strudel(**state):
    """P0 moves Apple Brown Betty (in `state`) to P0's Problem, where P1's Apple Strudel, Well
    Aged (RR1: "Reaction: After an opponent moves a character to this card's Problem, you may
    pay [1] to exhaust that character.") stands; P1 holds Plum Tuckered Out (CN114: "Reaction:
    After an opponent plays or moves a character, exhaust that character.") and can pay."""
    b = board(tokens=6)
    b.players[1]["tokens"] = 5
    plum = b.add("CN114", 1, "hand")
    strudel = b.add("RR1", 1, "play", "problem:0")
    for code in ("PR33", "PR32", "PR34", "PR35"):  # (Plum Tuckered Out's 3 Honesty power)
        b.add(code, 1, "play", "home:1")
    mover = b.add("PR36", 0, "play", "home:0", **state)
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:0")
    return g, plum, strudel


def test_cn114_rr1_no_reaction_exhausts_a_frightened_character_moved():
    """The character moved is frightened: it can't exhaust (504.2a), so neither Plum Tuckered
    Out nor Apple Strudel's ability is offered to P1 (705.2e: its cost would be paid for
    nothing); P0 goes on with priority."""
    g, plum, strudel = _moved_to_strudel(frightened=True)
    assert not [k for k in keys(g) if k.startswith((f"react|{plum}|", f"act|{strudel}|"))]


def test_cn114_rr1_both_reactions_exhaust_a_ready_character_moved():
    """The same move with a ready Apple Brown Betty: both are offered to P1."""
    g, plum, strudel = _moved_to_strudel()
    assert g.pending().player == 1
    offered = keys(g)
    assert any(k.startswith(f"react|{plum}|") for k in offered)
    assert any(k.startswith(f"act|{strudel}|") for k in offered)
