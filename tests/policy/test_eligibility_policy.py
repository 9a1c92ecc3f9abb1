"""Player eligibility per tier ('Player Eligibility', 'Participation Minimums')."""

from __future__ import annotations

from tourney.policy.eligibility import Entrant, check, refusals


def field(n: int, **first: object) -> list[Entrant]:
    players = [Entrant(i, f"P{i}") for i in range(1, n + 1)]
    if first:
        players[0] = Entrant(1, "P1", **first)  # type: ignore[arg-type]
    return players


def test_judges_cannot_play_at_tier_2_and_3() -> None:
    # Tier 2: 'The Tournament Organizer, Head Judge, and any other judges ... are not allowed to play'.
    for tier in (2, 3):
        found = check(tier, field(8, staff_roles=frozenset({"floor_judge"})))
        assert [f.registration_id for f in refusals(found)] == [1]
    found = check(2, field(8, staff_roles=frozenset({"organizer"})))
    assert "organizer" in refusals(found)[0].message


def test_judge_making_count_odd_at_tier_1_is_a_warning() -> None:
    # Tier 1: 'should refrain from playing if they create an uneven number of players'.
    found = check(1, field(9, staff_roles=frozenset({"head_judge"})))
    assert not refusals(found)
    assert any(f.level == "warning" and "odd" in f.message for f in found)
    assert check(1, field(8, staff_roles=frozenset({"head_judge"}))) == []


def test_suspended_players_refused_everywhere() -> None:
    # 'All players not suspended by Enterplay are eligible'.
    for tier in (1, 2, 3):
        assert refusals(check(tier, field(6, suspended=True)))


def test_tier_3_requires_qualification() -> None:
    # Tier 3: 'Only qualified players are eligible'.
    assert refusals(check(3, field(6, qualified=False)))
    assert not refusals(check(2, field(6, qualified=False)))
    assert refusals(check(2, field(6, qualified=False), qualification_required=True))


def test_fewer_than_four_cannot_be_sanctioned() -> None:
    # 'Participation Minimums'.
    found = check(1, field(3))
    assert any("at least 4" in f.message for f in refusals(found))
    assert check(1, field(4)) == []


def test_no_free_judge_warning_at_tier_1() -> None:
    found = check(1, field(8, staff_roles=frozenset({"head_judge"})), non_playing_judges=0)
    assert any("nobody is free" in f.message for f in found)


def test_publisher_employees_refused_from_tier_2() -> None:
    assert refusals(check(2, field(6, publisher_employee=True)))
    assert not refusals(check(1, field(6, publisher_employee=True)))


def test_deck_list_required_from_tier_2() -> None:
    # Tier 2/3 'Deck Lists': 'Deck lists are required for all Tier 2 events.'
    found = check(2, field(6, has_deck_list=False))
    assert [f.rule for f in refusals(found)] == ["Tier 2 Rules: Deck Lists"]
    assert check(1, field(6, has_deck_list=False)) == []
    assert check(3, field(6, has_deck_list=None)) == []
