"""Penalty catalog, escalation and effects, citing 'Tournament Penalties'."""

from __future__ import annotations

import pytest

from engine.core.game_system import MatchStructure
from tourney.errors import ValidationError
from tourney.policy import penalties
from tourney.policy.escalation import PenaltyRefused, PriorWarning, decide_penalty
from tourney.policy.penalties import PenaltyKind
from tourney.policy.penalty_effects import (
    GameSummary,
    deck_list_infraction,
    forfeited_games,
    place_game_loss,
    tardiness_due,
)

BO1 = MatchStructure(1, 1, True)
BO3 = MatchStructure(2, 3, False)


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        # Procedural Error examples.
        ("missed_trigger", PenaltyKind.PROCEDURAL_ERROR),
        ("handling_opponent_cards", PenaltyKind.PROCEDURAL_ERROR),
        # Game Warning examples.
        ("looking_at_extra_cards", PenaltyKind.GAME_WARNING),
        ("slow_play", PenaltyKind.GAME_WARNING),
        # Game Loss examples.
        ("drawing_extra_cards", PenaltyKind.GAME_LOSS),
        ("tardiness", PenaltyKind.GAME_LOSS),
        ("marked_cards_pattern", PenaltyKind.GAME_LOSS),
        # Tournament Disqualification examples; 'Slow Play vs. Stalling': stalling is cheating.
        ("cheating", PenaltyKind.DISQUALIFICATION),
        ("stalling", PenaltyKind.DISQUALIFICATION),
        # 'Deck Lists': incorrect usually GW, invalid at least GL.
        ("incorrect_deck_list", PenaltyKind.GAME_WARNING),
        ("invalid_deck_list", PenaltyKind.GAME_LOSS),
    ],
)
def test_catalog_defaults(code: str, kind: PenaltyKind) -> None:
    assert penalties.infraction(code).default_penalty is kind


def test_catalog_codes_unique_and_have_sections() -> None:
    codes = [i.code for i in penalties.CATALOG]
    assert len(codes) == len(set(codes))
    assert all(i.section for i in penalties.CATALOG)
    assert {i.default_penalty for i in penalties.CATALOG} == set(PenaltyKind)


def test_unknown_infraction_and_penalty_refused() -> None:
    with pytest.raises(ValidationError, match="unknown infraction"):
        penalties.infraction("jaywalking")
    with pytest.raises(ValidationError, match="unknown penalty"):
        penalties.as_penalty_kind("yellow card")
    assert penalties.as_penalty_kind("GL") is PenaltyKind.GAME_LOSS


def test_second_game_warning_for_same_violation_becomes_game_loss() -> None:
    # Game Warning: 'The second Game Warning for the same violation during a tournament will
    # result in a player receiving a Game Loss.'
    slow = penalties.infraction("slow_play")
    first = decide_penalty(slow, issuer_role="floor_judge")
    assert first.penalty is PenaltyKind.GAME_WARNING and first.escalation_reason is None
    second = decide_penalty(slow, issuer_role="floor_judge", prior_warnings=[PriorWarning(7, 2)])
    assert second.penalty is PenaltyKind.GAME_LOSS
    assert "second Game Warning" in second.escalation_reason
    assert "(the first in round 2)" in second.escalation_reason and "#7" not in second.escalation_reason


def test_only_head_judge_disqualifies() -> None:
    # Tournament Disqualification: 'only to be given by the Head Judge'.
    cheating = penalties.infraction("cheating")
    with pytest.raises(PenaltyRefused, match="head judge"):
        decide_penalty(cheating, issuer_role="floor_judge")
    assert decide_penalty(cheating, issuer_role="head_judge").penalty is PenaltyKind.DISQUALIFICATION
    slow = penalties.infraction("slow_play")
    with pytest.raises(PenaltyRefused, match="only the head judge may upgrade"):
        decide_penalty(slow, issuer_role="floor_judge", requested=PenaltyKind.DISQUALIFICATION,
                       reason="x")


def test_head_judge_upgrade_needs_reason() -> None:
    # 'Penalties for severe offenses may be upgraded at the Head Judge's discretion.'
    slow = penalties.infraction("slow_play")
    with pytest.raises(PenaltyRefused, match="reason"):
        decide_penalty(slow, issuer_role="head_judge", requested=PenaltyKind.GAME_LOSS)
    decision = decide_penalty(slow, issuer_role="head_judge", requested=PenaltyKind.GAME_LOSS,
                              reason="third time this round")
    assert decision.penalty is PenaltyKind.GAME_LOSS
    assert decision.upgrade_reason == "third time this round"


def test_invalid_deck_list_never_below_game_loss() -> None:
    # 'Deck Lists': 'The minimum penalty for an invalid deck list is a Game Loss.'
    invalid = penalties.infraction("invalid_deck_list")
    with pytest.raises(PenaltyRefused, match="at least a Game Loss"):
        decide_penalty(invalid, issuer_role="head_judge", requested=PenaltyKind.GAME_WARNING,
                       reason="minor")


def test_non_judges_cannot_issue() -> None:
    with pytest.raises(PenaltyRefused, match="only a judge"):
        decide_penalty(penalties.infraction("slow_play"), issuer_role="scorekeeper")


def test_the_refusal_names_the_role_in_words_never_its_key() -> None:
    slow_play = penalties.infraction("slow_play")
    with pytest.raises(PenaltyRefused) as by_scorekeeper:
        decide_penalty(slow_play, issuer_role="scorekeeper")
    assert str(by_scorekeeper.value).endswith("the one chosen is its scorekeeper, not a judge")
    # nobody chosen (an event with no judge on its staff yet): say what to do
    with pytest.raises(PenaltyRefused) as by_nobody:
        decide_penalty(slow_play, issuer_role="none")
    message = str(by_nobody.value)
    assert "'none'" not in message and "role" not in message
    assert message.endswith("add the event's judges to its staff first")


def test_game_loss_loses_current_game_opponent_wins() -> None:
    # Game Loss: 'losing the current game ... his opponent for that game will receive a win.'
    placement = place_game_loss(BO1, [], "a")
    assert (placement.game_number, placement.winner, placement.double_loss) == (1, "b", False)


def test_game_loss_between_games_applies_to_next_game() -> None:
    # Game Loss: 'If a player receives a Game Loss between games, he will lose his next game.'
    played = [GameSummary(1, "a")]
    placement = place_game_loss(BO3, played, "a")
    assert (placement.game_number, placement.winner) == (2, "b")
    with pytest.raises(ValidationError, match="next game"):
        place_game_loss(BO3, played, "a", game_number=1)
    # A decided match: the loss waits for the player's next match.
    assert place_game_loss(BO1, played, "b").game_number is None


def test_both_players_game_loss_same_game_both_lose() -> None:
    # Game Loss: 'If both players receive a Game Loss penalty during the same game then both
    # players will receive a loss.'
    after_first = [GameSummary(1, "b", penalty_side="a")]
    placement = place_game_loss(BO1, after_first, "b", game_number=1)
    assert placement.double_loss and placement.winner is None and placement.game_number == 1


def test_disqualification_forfeits_what_the_opponent_needs() -> None:
    assert forfeited_games(BO1, [], "a") == [1]
    assert forfeited_games(BO3, [GameSummary(1, "a")], "a") == [2, 3]
    assert forfeited_games(BO3, [GameSummary(1, "b")], "a") == [2]
    assert forfeited_games(BO1, [GameSummary(1, "b")], "a") == []


def test_tardiness_grace_is_five_minutes() -> None:
    # 'Tardiness': five-minute grace period, then a Game Loss.
    from datetime import UTC, datetime, timedelta

    start = datetime(2026, 1, 1, 10, 0, tzinfo=UTC)
    assert not tardiness_due(start, start + timedelta(minutes=4, seconds=59))
    assert tardiness_due(start, start + timedelta(minutes=5))
    assert not tardiness_due(None, start)


def test_deck_list_status_to_infraction() -> None:
    # 'Deck Lists': incorrect -> Game Warning, invalid -> at least a Game Loss.
    assert deck_list_infraction("incorrect") == "incorrect_deck_list"
    assert deck_list_infraction("invalid") == "invalid_deck_list"
    assert deck_list_infraction("legal") is None
