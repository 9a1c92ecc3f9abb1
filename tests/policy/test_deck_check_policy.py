"""Random deck checks ('Deck Checks' under Tier 2 and Tier 3 Rules)."""

from __future__ import annotations

import pytest

from tourney.errors import ValidationError
from tourney.policy import deck_check


def test_at_least_one_check_at_tier_2_and_up() -> None:
    # 'At the start of a round, at least one game is selected'.
    assert deck_check.minimum_checks(1, 10) == 0
    assert deck_check.minimum_checks(2, 10) == 1
    assert deck_check.minimum_checks(3, 10) == 1
    assert deck_check.minimum_checks(3, 0) == 0


def test_selection_is_seeded_and_reproducible() -> None:
    seed = deck_check.selection_seed(1234, 2)
    first = deck_check.select_matches([11, 12, 13, 14, 15], 2, seed)
    assert first == deck_check.select_matches([15, 14, 13, 12, 11], 2, seed)
    assert len(set(first)) == 2
    seeds = {deck_check.selection_seed(1234, r) for r in range(1, 20)}
    assert len(seeds) == 19
    with pytest.raises(ValidationError, match="only 1 matches"):
        deck_check.select_matches([1], 2, seed)


def test_compare_finds_missing_and_extra_cards() -> None:
    # 'Invalid deck list': a list 'that does not match the deck being played'.
    registered = [{"card_id": "pr1", "name": "Alpha", "qty": 3}, {"name": "Beta", "qty": 2}]
    presented = [{"card_id": "pr1", "name": "Alpha", "qty": 2}, {"name": " beta ", "qty": 2},
                 {"name": "Gamma", "qty": 1}]
    findings = deck_check.compare(registered, presented)
    assert [(d.name, d.qty) for d in findings.missing] == [("Alpha", 1)]
    assert [(d.name, d.qty) for d in findings.extra] == [("Gamma", 1)]
    assert deck_check.proposed_infraction(findings) == "invalid_deck_list"
    assert findings.as_json()["missing"][0]["qty"] == 1


def test_clean_deck_and_sleeves() -> None:
    cards = [{"name": "Alpha", "qty": 3}]
    clean = deck_check.compare(cards, cards)
    assert clean.deck_matches_list and deck_check.proposed_infraction(clean) is None
    # 'Card Sleeves': uniform, not worn, not marked; marked with pattern is a Game Loss.
    worn = deck_check.compare(cards, cards, sleeves="worn")
    assert deck_check.proposed_infraction(worn) == "marked_cards_no_pattern"
    pattern = deck_check.compare(cards, cards, sleeves="marked_pattern")
    assert deck_check.proposed_infraction(pattern) == "marked_cards_pattern"
    with pytest.raises(ValidationError, match="sleeves"):
        deck_check.compare(cards, cards, sleeves="shiny")


def test_a_deck_that_matches_its_list_proposes_no_deck_list_penalty() -> None:
    # The list's own errors were found (and are penalised, once) when it was registered:
    # a deck that matches that list is no new problem, whatever the list's status.
    cards = [{"name": "Alpha", "qty": 3}]
    for status in ("legal", "incorrect", "invalid"):
        findings = deck_check.compare(cards, cards, list_status=status)
        assert findings.deck_matches_list and findings.infractions == ()
        assert deck_check.proposed_infraction(findings) is None
        assert findings.as_json()["list_status"] == status  # still shown to the judge


def test_a_list_penalised_once_is_not_proposed_again() -> None:
    # 'A deck list penalty should only be issued and corrected once per decklist'.
    registered = [{"name": "Alpha", "qty": 3}]
    short = deck_check.compare(registered, [{"name": "Alpha", "qty": 2}], sleeves="worn")
    assert deck_check.proposed_infraction(short) == "invalid_deck_list"
    assert deck_check.proposed_infraction(short, list_penalised=True) == "marked_cards_no_pattern"
    only_list = deck_check.compare(registered, [{"name": "Alpha", "qty": 2}])
    assert deck_check.proposed_infraction(only_list, list_penalised=True) is None


def test_extension_equals_duration() -> None:
    assert deck_check.extension_seconds(312) == 312
    with pytest.raises(ValidationError):
        deck_check.extension_seconds(-1)
