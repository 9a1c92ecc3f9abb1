"""A name a judge types at a deck check: a card's title without its subtitle ("Holly Dash")
is taken when it names one card only, and lists the cards when it names several; a
misspelling is still refused with the card probably meant."""

from __future__ import annotations

import pytest

from engine.core.registry import DEFAULT_SYSTEM, game_system
from tourney.errors import ValidationError
from tourney.services.deck_check_cards import card_named, presented_from_differences

LISTED = [{"card_id": "c11de2e1-d83b-45b5-9d14-555ec552e6e6", "name": "Berry Dreams, Pom-Pom Pony",
           "qty": 3, "section": "draw"}]


def _full(name: str) -> str:
    """The game's one full name a bare title stands for, as the card database spells it."""
    (only,) = game_system(DEFAULT_SYSTEM).decks().name_card(name).suggestions
    return only


def test_a_title_naming_one_card_on_the_list_is_that_card() -> None:
    deck = presented_from_differences("-1 Berry Dreams", LISTED)
    assert deck is not None and [(card["name"], card["qty"]) for card in deck] == [
        ("Berry Dreams, Pom-Pom Pony", 2)]


def test_a_title_naming_one_card_of_the_game_is_that_card() -> None:
    holly = _full("Holly Dash")
    assert holly.startswith("Holly Dash, ")
    named = card_named("holly  dash", LISTED)
    assert named.name == holly and named.card_id
    deck = presented_from_differences("+1 Holly Dash", LISTED)
    assert deck is not None and {card["name"]: card["qty"] for card in deck}[holly] == 1


def test_a_title_naming_several_cards_lists_them_all() -> None:
    two = [{"card_id": "a", "name": "Applejack, Apple Vendor", "qty": 1, "section": "draw"},
           {"card_id": "b", "name": "Applejack, Liar", "qty": 2, "section": "draw"}]
    with pytest.raises(ValidationError) as refused:
        card_named("Applejack", two)
    assert str(refused.value) == "'Applejack' is on the list as 2 cards — add which one's subtitle: Apple Vendor or Liar"
    assert card_named("applejack", two[1:]).card_id == "b"
    with pytest.raises(ValidationError) as refused:
        card_named("Twilight Sparkle", LISTED)
    message = str(refused.value)
    every = game_system(DEFAULT_SYSTEM).decks().name_card("Twilight Sparkle").suggestions
    assert len(every) > 5 and "more" not in message
    assert all(name.split(", ", 1)[1] in message for name in every)


def test_the_full_name_and_a_misspelling_read_as_before() -> None:
    assert card_named("berry dreams, pom-pom pony", LISTED).name == "Berry Dreams, Pom-Pom Pony"
    with pytest.raises(ValidationError, match="no such card 'Berry Dreems, Pom-Pom Pony'"):
        card_named("Berry Dreems, Pom-Pom Pony", LISTED)
