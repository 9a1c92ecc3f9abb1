"""Tier consequences, each test naming the floor-rules paragraph it follows."""

from __future__ import annotations

import pytest

from engine.core.registry import game_system
from tourney.errors import ValidationError
from tourney.policy import tiers


def test_swiss_rounds_are_35_minutes_at_every_tier() -> None:
    # 'Match Time Limit': 35 minutes per game; Tier 2/3 'Time Limit': the normal 35-minute limit.
    for tier in (1, 2, 3):
        assert tiers.time_limit_seconds(tier, "swiss") == 35 * 60


def test_elimination_time_limits() -> None:
    # Tier 2 Rules 'Time Limit': 45 minutes; Tier 3: untimed, expected to finish in two hours.
    assert tiers.time_limit_seconds(2, "elimination") == 45 * 60
    assert tiers.time_limit_seconds(3, "elimination") is None
    assert tiers.tier_rules(3).elimination_expected_seconds == 2 * 60 * 60


def test_match_structure_comes_from_the_game_system() -> None:
    # MLP 'Match Structure': one game; Tier 2 elimination single game; Tier 3 best two of three.
    mlp = game_system("mlp")
    assert tiers.match_structure(1, "swiss", mlp).max_games == 1
    assert tiers.match_structure(2, "elimination", mlp).max_games == 1
    assert not tiers.match_structure(2, "elimination", mlp).draws_allowed
    tier3 = tiers.match_structure(3, "elimination", mlp)
    assert (tier3.games_to_win, tier3.max_games) == (2, 3)
    assert tier3.label == "best 2 of 3"


def test_deck_lists_and_checks_from_tier_2() -> None:
    # Tier 2/3 'Deck Lists' required; 'Deck Checks' recommended every round; Tier 1 'no additional rules'.
    assert not tiers.tier_rules(1).deck_lists_required
    assert not tiers.tier_rules(1).random_deck_checks_recommended
    for tier in (2, 3):
        assert tiers.tier_rules(tier).deck_lists_required
        assert tiers.tier_rules(tier).random_deck_checks_recommended


def test_deck_list_changes_only_before_start_with_head_judge() -> None:
    # Tier 2 'Deck Lists': 'only before an event starts and only with the Head Judge's approval'.
    assert tiers.deck_list_change_allowed(2, event_started=False, head_judge_approved=True) is None
    assert "approval" in tiers.deck_list_change_allowed(2, event_started=False, head_judge_approved=False)
    assert "started" in tiers.deck_list_change_allowed(3, event_started=True, head_judge_approved=True)


@pytest.mark.parametrize(("tier", "section"), [(1, "(Deck Lists)"), (2, "(Tier 2 Rules: Deck Lists)"),
                                               (3, "(Tier 3 Rules: Deck Lists)")])
def test_a_change_after_the_start_cites_the_tiers_own_section(tier: int, section: str) -> None:
    # The refusal names a heading the floor rules have: Tier 2/3 'Deck Lists', or at Tier 1
    # (no deck-list rule of its own) the general 'Deck Lists'.
    refusal = tiers.deck_list_change_allowed(tier, event_started=True, head_judge_approved=True)
    assert refusal == f"the event has started: a deck list can change only before the event starts {section}"


def test_elimination_rounds_not_recommended_at_tier_1() -> None:
    # Tier 1 'Elimination Rounds': 'not recommended ... allowed if the TO or Head Judge chooses'.
    assert not tiers.tier_rules(1).elimination_rounds_recommended
    assert tiers.tier_rules(2).elimination_rounds_recommended


def test_participation_minimum() -> None:
    # 'Participation Minimums': a minimum of four players.
    assert not tiers.can_be_sanctioned(3)
    assert tiers.can_be_sanctioned(4)


def test_bad_tier_and_kind_refused() -> None:
    with pytest.raises(ValidationError, match="tier must be 1, 2 or 3"):
        tiers.tier_rules(4)
    with pytest.raises(ValidationError, match="round kind"):
        tiers.time_limit_seconds(1, "final")


def test_top_cut_sizes_by_player_count() -> None:
    # Tier 1 'Elimination Rounds': top four at 16 or fewer players, top eight at 17 or more.
    from tourney.policy.swiss import top_cut_size

    assert top_cut_size(16) == 4
    assert top_cut_size(17) == 8
