"""Drops and prize splits ('Conceding and Dropping')."""

from __future__ import annotations

import pytest

from tourney.policy.conceding import plan_drop
from tourney.policy.prize_split import PrizeSplit, PrizeSplitRefused, check_prize_split


def test_drop_before_pairing_and_after() -> None:
    # 'must notify the Head Judge prior to the next round being paired. If the round is already
    # paired and a player drops, then that player is considered to have conceded that round.'
    assert plan_drop(latest_round=None, latest_round_state=None, has_open_match=False).dropped_after_round == 0
    paired = plan_drop(latest_round=3, latest_round_state="published", has_open_match=True)
    assert (paired.dropped_after_round, paired.concede_match) == (3, True)
    done = plan_drop(latest_round=3, latest_round_state="complete", has_open_match=False)
    assert (done.dropped_after_round, done.concede_match) == (3, False)
    draft = plan_drop(latest_round=3, latest_round_state="draft", has_open_match=True)
    assert (draft.dropped_after_round, draft.concede_match) == (2, False)
    assert "again" in draft.note


def split(**changes: object) -> PrizeSplit:
    values: dict[str, object] = dict(players=(5, 6), places=(1, 2), terms="50/50",
                                     head_judge_present=True)
    values.update(changes)
    return PrizeSplit(**values)  # type: ignore[arg-type]


def test_valid_split_between_finalists() -> None:
    check_prize_split(split(), finalists=[6, 5])


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"head_judge_present": False}, "presence of the head judge"),
        ({"includes_concession": True}, "may not concede for prizes"),
        ({"adds_outside_items": True}, "additional to the prize pool"),
        ({"places": (1, 2, 3)}, "first and second place"),
        ({"players": (5, 7)}, "two finalists"),
        ({"terms": "  "}, "terms"),
    ],
)
def test_refused_splits(changes: dict[str, object], message: str) -> None:
    # 'may only split prizes offered to first and second place, may not include anything
    # additional to the prize pool, and may not concede for prizes ... in the presence of
    # the head judge.'
    with pytest.raises(PrizeSplitRefused, match=message):
        check_prize_split(split(**changes), finalists=[5, 6])
