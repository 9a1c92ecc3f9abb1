"""A judge's "why not?" questions asked at the first 60 priority decisions of three games
between decks dealt from the whole card pool (seeds 58013-58015, dealt as the pool soak
deals them), where an answer was refused, vague or confusing: each on the judge's board,
checking the words a person reads."""

from __future__ import annotations

import pytest

from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _ask(g, question: str) -> list[str]:
    return RULES.why_not(g, question).lines()


# ----- a card's number with its name misspelt or shortened -----------------------------------


def test_a_card_number_with_its_name_misspelt_or_shortened_is_read_as_that_card() -> None:
    """Judge scenario (whole-pool seed 58013, turn 1): "play Fluttrshy #135" was refused,
    "card #135 is Fluttershy, Critter Caregiver, not Fluttrshy", while "play Fluttrshy" was
    read as Fluttershy. The number picks the card; a small misspelling of its name or title,
    or its title's first words, beside it is that card, read as the same words are without
    the number, and the answer says how it read them. Words naming another card are still
    refused."""
    b = Board()
    sweetie = b.add("PR20", 0, "hand")  # Sweetie Sunrise, Early Riser
    g = shipped_game(b)
    read = f"Read as: P0 plays Sweetie Sunrise, Early Riser #{sweetie} from P0's hand"
    answer = _ask(g, f"why can't I play Sweetie Sunrse #{sweetie}?")
    assert answer[0] == f"{read} ('Sweetie Sunrse' read as Sweetie Sunrise)."
    assert answer[1].startswith("It is offered as option ")
    assert _ask(g, f"play Sweetie Sunrise, Early Risr #{sweetie}")[0] == \
        f"{read} ('Sweetie Sunrise, Early Risr' read as Sweetie Sunrise, Early Riser)."
    assert _ask(g, f"play Sweetie #{sweetie}")[0] == f"{read}."
    assert _ask(g, f"play sweetie sunrise #{sweetie}")[0] == f"{read}."
    with pytest.raises(WhyQuestionError, match=f"card #{sweetie} is Sweetie Sunrise, Early Riser, not Rarity"):
        RULES.why_not(g, f"play Rarity #{sweetie}")
    with pytest.raises(WhyQuestionError, match=f"card #{sweetie} is Sweetie Sunrise, Early Riser, not Sunrise"):
        RULES.why_not(g, f"play Sunrise #{sweetie}")
