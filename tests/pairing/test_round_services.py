"""Rounds, results, standings and top cut against a real (in-memory SQLite) database."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from sqlmodel import select

from tourney.db.database import Database, open_memory_database
from tourney.db.models import AuditEntry, Game, Match
from tourney.errors import NotFoundError, ValidationError
from tourney.services import concessions, events, players
from tourney.services import results as results_service
from tourney.services import rounds as rounds_service
from tourney.services import topcut as topcut_service
from tourney.services.result_counts import ResultCount
from tourney.services.standings import current_standings


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_memory_database()
    yield database
    database.close()


def make_event(db: Database, n: int, *, tier: int = 1, **settings: object) -> tuple[int, list[int]]:
    with db.transaction() as s:
        event = events.create_event(
            s, name="Ponyville Open", start_date=date(2026, 5, 2), tier=tier, rng_seed=1234, **settings
        )
        regs = [players.register_player(s, event.id, f"Player {i:02d}").registration_id
                for i in range(1, n + 1)]
    return event.id, regs


def play_round(db: Database, event_id: int, outcome: str = "a") -> rounds_service.RoundPairings:
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
    with db.transaction() as s:
        published = rounds_service.publish_round(s, draft.round.id)
    with db.transaction() as s:
        for m in published.matches:
            if not m.is_bye:
                results_service.enter_result(s, m.id, outcome)
    return published


def test_pair_publish_results_and_next_round(db: Database) -> None:
    event_id, regs = make_event(db, 9)
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
    assert draft.round.state == "draft" and draft.round.number == 1
    assert draft.round.pairing_seed == rounds_service.derive_pairing_seed(1234, 1)
    assert sum(m.is_bye for m in draft.matches) == 1
    assert sorted(p for m in draft.matches for p in (m.player_a_id, m.player_b_id) if p) == regs
    with db.transaction() as s, pytest.raises(ValidationError, match="draft"):
        results_service.enter_result(s, draft.matches[0].id, "a")
    with db.transaction() as s, pytest.raises(ValidationError, match="still a draft"):
        rounds_service.pair_round(s, event_id)
    with db.transaction() as s:
        rounds_service.publish_round(s, draft.round.id)
    with db.transaction() as s, pytest.raises(ValidationError, match="have no result yet"):
        rounds_service.pair_round(s, event_id)
    with db.transaction() as s:
        for m in draft.matches:
            if not m.is_bye:
                outcome = results_service.enter_result(s, m.id, "a")
        assert outcome.round_complete
    with db.transaction() as s, pytest.raises(ValidationError, match="already has a result"):
        results_service.enter_result(s, draft.matches[0].id, "b")
    with db.transaction() as s:
        second = rounds_service.pair_round(s, event_id)
    firsts = {frozenset((m.player_a_id, m.player_b_id)) for m in draft.matches}
    assert not firsts & {frozenset((m.player_a_id, m.player_b_id)) for m in second.matches}
    bye1 = next(m.player_a_id for m in draft.matches if m.is_bye)
    assert bye1 not in [m.player_a_id for m in second.matches if m.is_bye]
    # Tables by standing: table 1 holds players on the most points.
    assert second.matches[0].player_a_points == 3
    with db.transaction() as s:
        actions = [e.action for e in s.exec(select(AuditEntry)).all()]
    assert actions.count("round.pair") == 2 and "round.publish" in actions
    assert actions.count("match.result") == 4


def test_seeded_first_round_and_repair(db: Database) -> None:
    event_id, regs = make_event(db, 8)
    with db.transaction() as s:
        for i, reg in enumerate(regs, start=1):
            players.edit_player(s, reg, seed=i)
        draft = rounds_service.pair_round(s, event_id, first_round="seeded")
    pairs = [(m.player_a_id, m.player_b_id) for m in draft.matches]
    assert pairs == [(regs[i], regs[i + 4]) for i in range(4)]
    with db.transaction() as s:
        rounds_service.publish_round(s, draft.round.id)
        again = rounds_service.repair_round(s, draft.round.id, first_round="seeded")
    assert again.round.state == "draft"
    assert [(m.player_a_id, m.player_b_id) for m in again.matches] == pairs


def test_hand_edits_warn_and_block_publishing(db: Database) -> None:
    event_id, _ = make_event(db, 6)
    first = play_round(db, event_id)
    old = [(m.player_a_id, m.player_b_id) for m in first.matches]
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
        # Put round 1's first pairing back together: a rematch warning.
        a, b = old[0]
        partner_of_a = next(
            m.player_b_id if m.player_a_id == a else m.player_a_id
            for m in draft.matches if a in (m.player_a_id, m.player_b_id)
        )
        edited = rounds_service.swap_players(s, draft.round.id, partner_of_a, b)
    assert any("Rematch" in w for w in edited.round.warnings)
    with db.transaction() as s:
        target = edited.matches[-1]
        twice = rounds_service.set_match_players(s, target.id, a, target.player_b_id)
    assert any("paired 2 times" in w for w in twice.round.warnings)
    with db.transaction() as s, pytest.raises(ValidationError, match="Cannot publish"):
        rounds_service.publish_round(s, draft.round.id)
    with db.transaction() as s:
        fresh = rounds_service.repair_round(s, draft.round.id)
        assert not fresh.round.warnings
        rounds_service.publish_round(s, draft.round.id)


def test_drop_after_pairing_concedes_and_before_is_not_paired(db: Database) -> None:
    event_id, _ = make_event(db, 6)
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
        rounds_service.publish_round(s, draft.round.id)
    dropper = draft.matches[0].player_a_id
    with db.transaction() as s:
        note = concessions.drop(s, event_id, dropper).note
    assert "conceded" in note
    with db.transaction() as s:
        match = s.get(Match, draft.matches[0].id)
        assert match is not None and match.result == "b" and match.result_source == "drop"
        for m in draft.matches[1:]:
            results_service.enter_result(s, m.id, "a")
        second = rounds_service.pair_round(s, event_id)
    assert dropper not in {p for m in second.matches for p in (m.player_a_id, m.player_b_id)}
    assert sum(m.is_bye for m in second.matches) == 1
    with db.transaction() as s:
        table = current_standings(s, event_id)
    row = table.row_of(dropper)
    assert row.dropped and row.losses == 1 and len(table.rows) == 6


def test_correcting_a_result_recomputes_standings_and_warns(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    first = play_round(db, event_id)
    play_round(db, event_id)
    m = first.matches[0]
    with db.transaction() as s:
        before = current_standings(s, event_id).row_of(m.player_a_id).match_points
        outcome = results_service.correct_result(s, m.id, "b", reason="slip misread")
        after = current_standings(s, event_id).row_of(m.player_a_id).match_points
    assert before - after == 2  # a win (3) became a loss (1)
    assert outcome.warnings and "Round 2 was paired on the standings before this correction" in outcome.warnings[0]
    with db.transaction() as s:
        games = s.exec(select(Game).where(Game.match_id == m.id)).all()
    assert [g.winner_id for g in games] == [m.player_b_id]


def test_late_entry_note_on_standings(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    play_round(db, event_id)
    with db.transaction() as s:
        late = players.register_player(s, event_id, "Late Larry")
        players.set_late_entry(s, late.registration_id, 2)
    play_round(db, event_id)
    with db.transaction() as s:
        table = current_standings(s, event_id)
    row = table.row_of(late.registration_id)
    assert row.missed_rounds == 1
    assert "counts as a loss" in table.late_entry_note(row)
    assert any(n.startswith("Late entries") for n in table.notes)


def test_top_cut_and_elimination_to_a_champion(db: Database) -> None:
    event_id, _ = make_event(db, 8, tier=3)
    for _ in range(4):
        play_round(db, event_id)
    with db.transaction() as s, pytest.raises(ValidationError, match="Swiss round"):
        rounds_service.pair_round(s, event_id)
    with db.transaction() as s:
        cut = topcut_service.cut_to_top(s, event_id)
        table = current_standings(s, event_id)
    assert cut.size == 4 and cut.match_structure == "best 2 of 3"
    assert [seed.player_id for seed in cut.seeds] == [r.player_id for r in table.rows[:4]]
    with db.transaction() as s:
        semis = topcut_service.pair_next_elimination_round(s, event_id)
        assert semis is not None
        assert [(m.player_a_id, m.player_b_id) for m in semis.matches] == [
            (cut.seeds[0].player_id, cut.seeds[3].player_id),
            (cut.seeds[1].player_id, cut.seeds[2].player_id),
        ]
        rounds_service.publish_round(s, semis.round.id)
        with pytest.raises(ValidationError, match="game score"):
            results_service.enter_result(s, semis.matches[0].id, "a")
    with db.transaction() as s, pytest.raises(ValidationError, match="cannot end in a draw"):
        results_service.enter_result(s, semis.matches[0].id, "draw")
    with db.transaction() as s:
        results_service.enter_result(s, semis.matches[0].id, score=(2, 1, 0))
        results_service.enter_result(s, semis.matches[1].id, score=(0, 2, 0))
        final = topcut_service.pair_next_elimination_round(s, event_id)
        assert final is not None
        assert [(m.player_a_id, m.player_b_id) for m in final.matches] == [
            (cut.seeds[0].player_id, cut.seeds[2].player_id)
        ]
        rounds_service.publish_round(s, final.round.id)
        results_service.enter_result(s, final.matches[0].id, score=(0, 2, 0))
        assert topcut_service.pair_next_elimination_round(s, event_id) is None
        assert topcut_service.champion(s, event_id) == cut.seeds[2].player_id
        games = s.exec(select(Game).where(Game.match_id == semis.matches[1].id)).all()
    assert [(g.winner_id, g.is_draw) for g in games] == [(cut.seeds[2].player_id, False)] * 2
    with db.transaction() as s:
        assert events.get_event(s, event_id).status == "finished"


def test_sanction_warning_for_three_players(db: Database) -> None:
    event_id, _ = make_event(db, 3)
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
    assert "sanctioned" in draft.round.warnings[0]


def test_rows_for_the_printed_reports(db: Database) -> None:
    from io import BytesIO

    from pypdf import PdfReader

    from tourney.reports import render_pairings_by_table, render_standings
    from tourney.reports.rows import EventHeader, Pairings, Standings
    from tourney.services import printouts
    from tourney.services.standings import standing_lines

    event_id, _ = make_event(db, 5)
    first = play_round(db, event_id)
    with db.transaction() as s:
        table = current_standings(s, event_id)
    header = EventHeader(name="Ponyville Open", date=date(2026, 5, 2))
    lines = rounds_service.pairing_lines(first)
    assert sum(line.is_bye for line in lines) == 1
    out = BytesIO()
    render_pairings_by_table(Pairings(header, lines), out)
    pairings_text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert lines[0].player in pairings_text and lines[0].opponent in pairings_text
    standings_lines = standing_lines(table)
    assert standings_lines[0].tiebreakers[0][0] == "OMW %"  # full names go in a footnote
    render_standings(Standings(header, standings_lines, footnotes=table.notes), out := BytesIO())
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert standings_lines[0].player in text
    with db.transaction() as s:
        printed = printouts.standings(s, event_id)
    assert printed.tiebreaker_names[:2] == ("OMW %", "OOMW %")
    assert "Columns: OMW % = Opponents' match-win %" in printed.footnotes[-1]


def test_list_rounds_counts_tables_results_and_byes_as_the_shown_round_does(db: Database) -> None:
    """The database's sums count as `count_results` does: a bye is no table and needs no result."""
    event_id, _ = make_event(db, 9)
    play_round(db, event_id)
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
        assert [r.results for r in rounds_service.list_rounds(s, event_id)] == [
            ResultCount(tables=4, entered=4, byes=1),
            ResultCount(tables=4, entered=0, byes=1),  # a draft: its bye's win is no result
        ]
        published = rounds_service.publish_round(s, draft.round.id)
        results_service.enter_result(s, next(m for m in published.matches if not m.is_bye).id, "b")
        rows = rounds_service.list_rounds(s, event_id)
        shown = [rounds_service.round_pairings(s, r.id).round.results for r in rows]
    assert [(r.number, r.state, r.matches, r.count_line()) for r in rows] == [
        (1, "complete", 5, "all 4 results in, and a bye"),
        (2, "published", 5, "1 of 4 results, 3 missing, and a bye"),
    ]
    assert shown == [r.results for r in rows]


def test_hand_made_tables_only_seat_players_of_the_event(db: Database) -> None:
    event_id, regs = make_event(db, 4)
    with db.transaction() as s:
        other = events.create_event(s, name="Manehattan Open", start_date=date(2026, 5, 2))
        stranger = players.register_player(s, other.id, "Sunset Shimmer").registration_id
        draft = rounds_service.pair_round(s, event_id)
    with db.transaction() as s, pytest.raises(NotFoundError, match=r"^Sunset Shimmer is not a player of Ponyville Open$"):
        rounds_service.add_match(s, draft.round.id, stranger, None)
    with db.transaction() as s, pytest.raises(NotFoundError, match=r"^Sunset Shimmer is not a player of Ponyville Open$"):
        rounds_service.set_match_players(s, draft.matches[0].id, regs[0], stranger)
    with db.transaction() as s:
        assert rounds_service.round_pairings(s, draft.round.id).matches == draft.matches


def test_round_or_latest_prefers_published_rounds_when_asked(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    with db.transaction() as s, pytest.raises(ValidationError, match="no rounds yet"):
        rounds_service.round_or_latest(s, event_id, None)
    play_round(db, event_id)
    with db.transaction() as s:
        rounds_service.pair_round(s, event_id)  # round 2 stays a draft
        assert rounds_service.round_or_latest(s, event_id, None).number == 2
        assert rounds_service.round_or_latest(s, event_id, None, published_first=True).number == 1
        assert rounds_service.round_or_latest(s, event_id, 2, published_first=True).number == 2
    with db.transaction() as s, pytest.raises(NotFoundError, match="no round 5"):
        rounds_service.round_or_latest(s, event_id, 5)


def test_a_swap_with_a_player_not_in_the_round_names_them_and_why(db: Database) -> None:
    """A hand swap needs both players seated in the round; the refusal names the player (as the
    window does, never a stored number), the round, and why they are not in it."""
    event_id, regs = make_event(db, 6)
    play_round(db, event_id)
    with db.transaction() as s:
        concessions.drop(s, event_id, regs[0])
        late = players.register_player(s, event_id, "Derpy Hooves", late_entry_round=3).registration_id
        draft = rounds_service.pair_round(s, event_id)
    seated = next(p for m in draft.matches for p in (m.player_a_id, m.player_b_id) if p)
    with db.transaction() as s, pytest.raises(
        NotFoundError, match=r"^Player 01 is not paired in round 2: dropped after round 1$"
    ):
        rounds_service.swap_players(s, draft.round.id, seated, regs[0])
    with db.transaction() as s, pytest.raises(
        NotFoundError, match=r"^Derpy Hooves is not paired in round 2: entered late, from round 3$"
    ):
        rounds_service.swap_players(s, draft.round.id, late, seated)
