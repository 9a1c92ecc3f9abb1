"""An empty deck is said in one wording wherever a judge reads it: a "why not?" answer about
drawing (410.4), a "may draw" not asked, a reveal that reveals nothing and a text that banishes
the top card of a deck. Each on the judge's board; and no module of the engine spells the
fact in words of its own (`state.reasons.deck_empty` is its one home)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.mlp.state.reasons import deck_empty
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, log_text, pass_until, shipped_game

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "mlp"
_SPELLED = re.compile(r"deck is empty[\"']")
"""The fact as a string of the code says it (a docstring's words about it aside)."""


def test_why_not_draw_with_an_empty_deck_says_the_deck_is_empty_as_the_log_does():
    """Judge scenario (410.4): P0 in their Main Phase with no card in their deck asks why they
    can't draw a card: the answer says the deck is empty in the log's words, not "draw deck"
    here and "deck" there."""
    g = shipped_game(Board(deck_size=0))
    said = "\n".join(mlp_table().why_not(g, "draw a card").lines())
    assert "Rule 410.4: Player 1's deck is empty." in said, said


def test_rarity_hoarder_and_the_why_not_answer_give_the_same_reason():
    """Judge scenario (410.4): Rarity, Hoarder's "you may draw a card" with P0's deck empty is
    not asked; its line ends with the same words a "why not?" about drawing gives."""
    b = Board(deck_size=0)
    hoarder = b.add("AD163", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=0, phase="troublemaker", step="start")
    pass_until(g, kind="priority")
    assert f"is not done: {deck_empty(0)} (by the text of {g.name(hoarder)})" in log_text(g), log_text(g)


def test_the_fact_is_spelled_only_in_its_home():
    """Every module of the MLP engine says an empty deck through `deck_empty`; only the rules'
    own line for a draw stopped by it (410.4 "P0 cannot draw: the draw deck is empty"), a
    happening rather than a reason, keeps its sentence."""
    spelled = sorted(f"{path.relative_to(ENGINE)}:{number}" for path in ENGINE.rglob("*.py")
                     if path.name != "reasons.py"
                     for number, line in enumerate(path.read_text().splitlines(), 1)
                     if _SPELLED.search(line) and "cannot draw" not in line)
    assert spelled == [], spelled
