"""A name a judge types at a deck check: a card's title without its subtitle is refused
as what it is (the subtitle is missing), never as "no such card" for a card that exists."""

from __future__ import annotations

import pytest

from tourney.errors import ValidationError
from tourney.services.deck_check_cards import card_named, presented_from_differences

LISTED = [{"card_id": "c11de2e1-d83b-45b5-9d14-555ec552e6e6", "name": "Berry Dreams, Pom-Pom Pony",
           "qty": 3, "section": "draw"}]


def test_a_title_without_its_subtitle_is_refused_as_missing_its_subtitle() -> None:
    with pytest.raises(ValidationError) as refused:
        presented_from_differences("-1 Berry Dreams", LISTED)
    message = str(refused.value)
    assert "no such card" not in message
    assert "missing its subtitle" in message and "Berry Dreams, Pom-Pom Pony" in message


def test_the_full_name_and_a_misspelling_read_as_before() -> None:
    assert card_named("berry dreams, pom-pom pony", LISTED).name == "Berry Dreams, Pom-Pom Pony"
    with pytest.raises(ValidationError, match="no such card 'Berry Dreems, Pom-Pom Pony'"):
        card_named("Berry Dreems, Pom-Pom Pony", LISTED)
    with pytest.raises(ValidationError, match="could be several cards"):
        card_named("Twilight Sparkle", LISTED)
