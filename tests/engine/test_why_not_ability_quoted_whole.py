"""The judge's "why not?" about an activated ability quotes the ability whole, the cost with
the instruction it pays for, as printed: "Retire this card to put two +1 power counters on
another one of your Friends" (Big Mac & Applejack, Big Mouths), not "Put two +1 power counters
on another one of your Friends", words the card never prints alone and which read as an
instruction without a cost. The log quotes a text that did nothing so too (`with_its_cost`)."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def test_an_ability_whose_instruction_finds_nothing_is_quoted_with_its_cost() -> None:
    """Big Mac & Applejack, Big Mouths (DE17, "Immediate: Retire this card to put two +1 power
    counters on another one of your Friends") alone at P0's home: no other Friend to put them on."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 3
    big_mac = b.add("DE17", 0, "play", "home:0")
    lines = RULES.why_not(shipped_game(b), "why can't I use big mac").lines()
    assert lines[0] == f"Read as: Player 1 activates an ability of Big Mac & Applejack, Big Mouths #{big_mac} at Player 1's home."
    assert lines[2] == ("- Rule 705.2: its instruction “Retire this card to put two +1 power counters on another one "
                        "of your Friends” can't be followed now: no other one of your Friends can get two +1 power "
                        "counters."), lines


def test_an_ability_paying_action_tokens_is_quoted_with_the_payment() -> None:
    """Bolt, Pivot (CG5, "Main Phase: Pay [2] to ready this card"), ready: the quote keeps the
    payment with the instruction, "Pay [2] to ready this card", not "Ready this card"."""
    b = Board(manes=("PR4", "PR4"))
    b.players[0]["tokens"] = 5
    bolt = b.add("CG5", 0, "play", "home:0")
    lines = RULES.why_not(shipped_game(b), "activate Bolt").lines()
    assert f"- Rule 705.2: its instruction “Pay [2] to ready this card” can't be followed now: Bolt, Pivot #{bolt} " \
           "is not exhausted." in lines, lines
