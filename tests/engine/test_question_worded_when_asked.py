"""A question a card's text asks is worded only when it is asked.

Wording a question in the card's printed words looks its words up in the card's text
(`steps.which_words`), which takes longer than the rest of the choice; `choose` (and
`pick_target` through it) takes what words it and calls it only when the player is asked:
not as the answer comes back, nor for a forced choice (one way to answer) or an empty one.
The question asked reads the same as when it is given worded.
"""

from __future__ import annotations

from engine.mlp.effects.abilities import choose
from tests.engine.helpers import Board

PAIRS = [("card:1", "Twilight Sparkle #1"), ("card:2", "Pinkie Pie #2")]


def _never_worded() -> str:
    raise AssertionError("the question was worded though it is not asked")


def _frame(**extra):
    return {"op": "ability", "data": {}, **extra}


def test_not_worded_for_an_answer_given_back_a_forced_or_an_empty_choice():
    g = Board().game()
    assert choose(g, _frame(ans=["card:2"]), 0, "target", _never_worded, PAIRS) == ["card:2"]
    assert choose(g, _frame(), 0, "target", _never_worded, PAIRS[:1]) == ["card:1"]
    assert choose(g, _frame(), 0, "target", _never_worded, []) == []
    assert g.pending().kind == "priority"  # (nothing was asked)


def test_worded_once_as_it_is_asked_and_read_as_the_words_given():
    worded = []

    def words() -> str:
        worded.append(True)
        return "Choose a card to exhaust"

    asked = Board().game()
    assert choose(asked, _frame(), 0, "target", words, PAIRS) is None
    given = Board().game()
    assert choose(given, _frame(), 0, "target", "Choose a card to exhaust", PAIRS) is None
    assert worded == [True]
    assert asked.pending().prompt == given.pending().prompt == "Choose a card to exhaust"
