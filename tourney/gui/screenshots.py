"""Render the README's screenshots offscreen from a small sample event.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python -m tourney.gui.screenshots docs/screenshots`
The sample data is made in a throwaway in-memory database, so no user data
is touched and the pictures are the same on every machine (dates are set, never
today's). Each picture is saved with a palette of its own colours (`shrink_png`), so
the README stays small.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path

from PySide6.QtCore import QDate, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from sqlmodel import Session

from tourney.db.database import open_memory_database
from tourney.gui.app import application
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice
from tourney.gui.png_size import shrink_png
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.gui.setup_tab import SetupTab
from tourney.services import (
    concessions,
    deck_checks,
    decklists,
    events,
    penalties,
    players,
    pods,
    pools,
    results,
    rounds,
    staff,
    topcut,
)
from tourney.services.clock import extend_match, start_clock
from tourney.services.rounds import MatchRow

REGIONAL_PLAYERS: tuple[str, ...] = (
    "Twilight Sparkle", "Rarity", "Applejack", "Fluttershy", "Rainbow Dash", "Pinkie Pie",
    "Starlight Glimmer", "Sunset Shimmer", "Trixie Lulamoon", "Spike", "Big McIntosh",
    "Apple Bloom", "Sweetie Belle", "Scootaloo", "Cheerilee", "Derpy Hooves",
)


class SampleClock:
    """A settable clock, so the round clock shows a time part-way through the round."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 5, 10, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def _winner(match: MatchRow, ids: dict[int, int]) -> str:
    """The sample's results: the player registered earlier wins."""
    return "a" if ids[match.player_a_id] < ids[match.player_b_id or 0] else "b"


def _play(session: Session, event_id: int, order: dict[int, int], *, leave_open: int = 0) -> int:
    data = rounds.pair_round(session, event_id)
    rounds.publish_round(session, data.round.id)
    open_matches = [m for m in data.matches if not m.is_bye]
    for m in open_matches[: len(open_matches) - leave_open]:
        results.enter_result(session, m.id, _winner(m, order))
    return data.round.id


def _sample_context(clock: SampleClock) -> tuple[AppContext, dict[str, int]]:
    database = open_memory_database(clock=clock, actor="organizer")
    ids: dict[str, int] = {}
    with database.transaction() as session:
        small = events.create_event(
            session,
            name="Ponyville Harmony Open",
            start_date=date(2026, 10, 3),
            venue="Town Hall",
            tier=1,
            swiss_rounds=3,
            rng_seed=1,
        )
        event = events.create_event(
            session,
            name="Canterlot Regional Qualifier",
            start_date=date(2026, 12, 5),
            end_date=date(2026, 12, 6),
            venue="Canterlot Castle, Great Hall",
            tier=2,
            swiss_rounds=5,
            rng_seed=2,
        )
        ids["small"], ids["event"] = small.id, event.id
        rows = [
            players.register_player(session, event.id, name, player_number=str(1001 + i))
            for i, name in enumerate(REGIONAL_PLAYERS)
        ]
        order = {row.registration_id: i for i, row in enumerate(rows)}
        ids["spike"], ids["rarity"] = rows[9].registration_id, rows[1].registration_id
        head = staff.assign_staff(session, event.id, role="head_judge", name="Princess Luna")
        floor = staff.assign_staff(session, event.id, role="floor_judge", name="Shining Armor")
        staff.assign_staff(session, event.id, role="organizer", name="Cadance")
        staff.assign_staff(session, event.id, role="scorekeeper", name="Raven Inkwell")
        ids["floor_judge"] = floor.person_id
        ids["head_judge"] = head.person_id
        for row in rows[:6]:
            decklists.register_deck_list(session, event.id, row.registration_id, SAMPLE_DECK)
        decklists.register_deck_list(
            session, event.id, rows[6].registration_id,
            SAMPLE_DECK.replace("Rubber Chicken", "Rubber Chiken"), filename="starlight.txt",
        )
        decklists.register_deck_list(
            session, event.id, rows[7].registration_id,
            SAMPLE_DECK.replace("3 Sugar Twist", "4 Sugar Twist"), filename="sunset.txt",
        )
        for _ in range(3):
            _play(session, event.id, order)
        penalties.issue_penalty(
            session, event.id, rows[9].registration_id, infraction_code="slow_play",
            issued_by_person_id=floor.person_id, description="took over a minute per turn",
        )
        concessions.drop(session, event.id, rows[15].registration_id)
        round_id = _play(session, event.id, order, leave_open=4)
        ids["round"] = round_id
        pairings = rounds.round_pairings(session, round_id)
        starlight = rows[6].registration_id
        checked = next(m for m in pairings.matches if starlight in (m.player_a_id, m.player_b_id))
        for check in deck_checks.check_match(session, checked.id):
            presented = None
            if check.registration_id == starlight:
                listed = decklists.current_deck_list(session, starlight)
                assert listed is not None
                presented = [dict(c) for c in listed.cards or []]
                presented[-1]["qty"] -= 1
            deck_checks.record_deck_check(
                session, check.id, presented=presented, duration_seconds=6 * 60,
                notes="one Problem card missing" if presented else "",
            )
        late = next(m for m in pairings.matches
                    if m.result is None and not m.is_bye and m.id != checked.id)
        clock.now = datetime(2026, 12, 5, 10, 5, tzinfo=UTC)
        start_clock(session, round_id)
        extend_match(session, late.id, 3 * 60, reason="judge call: rules question")
        penalties.issue_penalty(
            session, event.id, rows[9].registration_id, infraction_code="slow_play",
            issued_by_person_id=floor.person_id,
        )
        penalties.issue_penalty(
            session, event.id, rows[12].registration_id, infraction_code="missed_trigger",
            issued_by_person_id=floor.person_id,
        )

        # the small event runs to the end: three rounds and a top 4
        small_rows = [
            players.register_player(session, small.id, name, player_number=str(2001 + i))
            for i, name in enumerate(REGIONAL_PLAYERS[:8])
        ]
        small_order = {row.registration_id: i for i, row in enumerate(small_rows)}
        for _ in range(3):
            _play(session, small.id, small_order)
        topcut.cut_to_top(session, small.id, 4)
        while (data := topcut.pair_next_elimination_round(session, small.id)) is not None:
            rounds.publish_round(session, data.round.id)
            for m in data.matches:
                if not m.is_bye:
                    results.enter_result(session, m.id, _winner(m, small_order))
        # a weekly event with round 2 drafted, then a hand swap that makes a rematch
        weekly = events.create_event(
            session, name="Cloudsdale Weekly", start_date=date(2026, 12, 12),
            venue="Weather Factory", tier=1, swiss_rounds=3, rng_seed=5,
        )
        ids["weekly"] = weekly.id
        weekly_rows = [
            players.register_player(session, weekly.id, name, player_number=str(3001 + i))
            for i, name in enumerate(REGIONAL_PLAYERS[:7])
        ]
        weekly_order = {row.registration_id: i for i, row in enumerate(weekly_rows)}
        first = _play(session, weekly.id, weekly_order)
        met = next(m for m in rounds.round_pairings(session, first).matches if not m.is_bye)
        draft = rounds.pair_round(session, weekly.id)
        seat = next(m for m in draft.matches if met.player_a_id in (m.player_a_id, m.player_b_id))
        partner = seat.player_b_id if seat.player_a_id == met.player_a_id else seat.player_a_id
        if partner is not None and partner != met.player_b_id and met.player_b_id is not None:
            rounds.swap_players(session, draft.round.id, partner, met.player_b_id)
        ids["draft"] = _sample_draft(session)
    clock.now = datetime(2026, 12, 5, 10, 27, 34, tzinfo=UTC)
    return AppContext(database), ids


def _sample_draft(session: Session) -> int:
    """A Booster Draft with its pods seated and practice pools, for the Limited tab's picture."""
    draft = events.create_event(
        session, name="Everfree Booster Draft", start_date=date(2026, 11, 14), venue="Sugarcube Corner",
        format="booster-draft", swiss_rounds=4, rng_seed=5,
    )
    for i, name in enumerate(REGIONAL_PLAYERS[:16]):
        players.register_player(session, draft.id, name, player_number=str(4001 + i))
    pods.seat_pods(session, draft.id)
    pods.set_round1_in_pods(session, draft.id, True)
    pools.generate_pools(session, draft.id)
    return draft.id


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    shrink_png(path)
    print(path)


def _card(iid: int, card: str, owner: int, zone: str, area: str | None = None,
          **flags: object) -> dict[str, object]:
    return {"iid": iid, "card": card, "owner": owner, "zone": zone, "area": area, **flags}


def judge_board() -> dict[str, object]:
    """A position a judge might rebuild from a call: every kind of card state on the table, and
    a card whose text the rules engine leaves in part to the players (Big Mac & Applejack, Big
    Mouths: its name starts with ⚠, and the board editor says under its lists what that means)."""
    cards = [
        _card(1, "PR4", 0, "play", "home:0"), _card(2, "PR3", 1, "play", "home:1"),
        _card(3, "PR162", 0, "play", "problem:0"), _card(4, "PR190", 1, "play", "problem:1"),
        _card(5, "PR54", 0, "play", "problem:1", exhausted=True),
        _card(6, "PR139", 0, "play", "problem:1", host=5),
        _card(7, "PR38", 1, "play", "problem:1", frightened=True),
        _card(8, "PR79", 1, "play", "problem:1", counters={"power": 1}),
        _card(9, "PR155", 1, "play", "problem:0", face_down=True),
        _card(10, "PR55", 0, "play", "problem:0"), _card(11, "PR78", 1, "play", "home:1"),
        _card(12, "PR63", 0, "play", "home:0"), _card(19, "DE17", 0, "play", "home:0"),
        _card(13, "PR142", 0, "hand"), _card(14, "PR13", 0, "hand"), _card(15, "PR98", 0, "hand"),
        _card(16, "PR141", 1, "hand"), _card(17, "PR157", 1, "hand"), _card(18, "PR38", 1, "hand"),
        _card(20, "PR22", 0, "discard"), _card(21, "PR60", 0, "discard"),
        _card(22, "PR73", 1, "discard"),
        *[_card(30 + i, "PR20" if i % 2 else "PR52", 0, "deck") for i in range(12)],
        *[_card(50 + i, "PR38" if i % 2 else "PR70", 1, "deck") for i in range(12)],
        _card(70, "PR175", 0, "problem_deck"), _card(71, "PR189", 0, "problem_deck"),
        _card(72, "PR177", 1, "problem_deck"),
    ]
    return {"format": "tourney-mlp-board", "version": 1, "turn": 14, "turn_player": 0,
            "first_player": 1, "phase": "main", "step": "main",
            "players": [{"tokens": 3, "score": 9}, {"tokens": 1, "score": 11}], "cards": cards}


def render_match_table(out_dir: Path, shot: Callable[[QWidget, str], None]) -> None:
    """The match table: a game in progress, a judge's board state in the table and in the
    board editor, the new-game dialog."""
    table = MatchTableWindow()  # (with the shipped rules text: the rule pane shows a rule's words)
    table.resize(1400, 900)
    table.show()
    table.start_new_game(sample_choice(seed=3))
    table.tasks.wait()
    game_table = table.table
    assert game_table is not None
    game_table.play_out(seed=11, limit=90)
    table.set_table(game_table)
    table.seek(83)
    table.forward()  # stepped back through the recording: the last step's log entries are new
    table.log_view.selectRow(table.log_model.rowCount() - 1)
    table.select_card(game_table.game.s["players"][0]["mane"])
    table.why_panel.question_edit.setText("why can't Player 2 confront My Pinkie Sense is Tingling?")
    table.why_not(table.why_panel.question_edit.text())
    shot(table, "match-table.png")
    with tempfile.TemporaryDirectory() as folder:
        board = Path(folder) / "judge-call.json"
        board.write_text(json.dumps(judge_board()), encoding="utf-8")
        table.open_board_file(board)
    table.decision_panel.select_keys(["move|12|problem:0"])
    table.select_card(9)
    shot(table, "match-table-board.png")
    editor = table.edit_this_board()
    assert editor is not None  # (at the size it opens at: every column of the cards in play shows)
    editor.players[0].play_view.selectRow(1)
    editor.players[0].piles_tabs.setCurrentIndex(1)
    shot(editor, "match-table-board-editor.png")
    editor.hide()
    dialog = table.choose_new_game()
    dialog.pickers[0].combo.setCurrentIndex(dialog.pickers[0].combo.findData("Applejack"))
    dialog.adjustSize()
    shot(dialog, "match-table-new-game.png")
    dialog.reject()
    table.close()


def render(out_dir: Path) -> list[Path]:
    """Write the screenshots into `out_dir` and return their paths."""
    application()
    out_dir.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(out_dir / ".screenshots.ini"), QSettings.Format.IniFormat)
    clock = SampleClock()
    context, ids = _sample_context(clock)
    window = MainWindow(context, settings=settings)
    window.resize(1180, 700)
    window.show()
    paths: list[Path] = []

    def shot(widget: QWidget, name: str) -> None:
        path = out_dir / name
        _save(widget, path)
        paths.append(path)

    shot(window, "main-window.png")
    window.open_event(ids["event"])
    page = window.event_page
    page.show_tab(page.tab_of(SetupTab))
    shot(window, "event-setup.png")
    page.show_tab(page.players_tab)
    page.players_tab.view.selectRow(4)
    shot(window, "players.png")
    lists = page.deck_lists_tab
    page.show_tab(lists)
    lists.select_player(
        next(r.player.registration_id for r in lists.model.rows()
             if r.player.name == "Starlight Glimmer")
    )
    shot(window, "deck-lists.png")
    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    rounds_tab.refresh()
    done = next(m for m in rounds_tab.model.rows() if m.result is not None and not m.is_bye)
    rounds_tab.select_match(done.id)
    rounds_tab.view.scrollToTop()
    rounds_tab.result_edit.setText("7 a")
    shot(window, "rounds.png")
    standings = page.standings_tab
    page.show_tab(standings)
    standings.select_player(ids["rarity"])
    shot(window, "standings.png")
    penalties_tab = page.penalties_tab
    page.show_tab(penalties_tab)
    shot(window, "penalties.png")
    dialog = penalties_tab.issue_penalty()
    assert dialog is not None
    dialog.select_player(ids["spike"])
    dialog.select_infraction("slow_play")
    dialog.judge_combo.setCurrentIndex(dialog.judge_combo.findData(ids["floor_judge"]))
    dialog.description_edit.setText("still slow after the warning in round 4")
    dialog.adjustSize()
    shot(dialog, "penalty-assistant.png")
    dialog.reject()
    checks = page.deck_checks_tab
    page.show_tab(checks)
    shot(window, "deck-checks.png")
    page.show_tab(rounds_tab)
    clock_window = page.open_clock()
    assert clock_window is not None
    clock_window.resize(1000, 640)
    clock_window.tick()
    shot(clock_window, "round-clock.png")
    clock_window.close()
    window.show_event_list()
    window.open_event(ids["weekly"])
    page.show_tab(rounds_tab)
    rounds_tab.refresh()
    shot(window, "rounds-draft.png")
    window.show_event_list()
    window.open_event(ids["small"])
    page.show_tab(standings)
    standings.select_player(standings.model.rows()[0].player_id)
    shot(window, "top-cut.png")
    window.show_event_list()
    window.open_event(ids["draft"])
    page.show_tab(page.limited_tab)
    page.limited_tab.refresh()
    shot(window, "limited.png")

    window.show_event_list()
    new_event = window.event_list.new_event()
    new_event.name_edit.setText("Manehattan Store Championship")
    new_event.venue_edit.setText("Sweet Apple Games")
    for edit in (new_event.start_edit, new_event.end_edit):  # a set date, not the day it is made
        edit.setDate(QDate(2026, 11, 21))
    new_event.tier_combo.setCurrentIndex(new_event.tier_combo.findData(2))
    new_event.adjustSize()
    shot(new_event, "new-event.png")
    new_event.reject()
    render_match_table(out_dir, shot)
    window.close()
    context.database.close()
    (out_dir / ".screenshots.ini").unlink(missing_ok=True)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="render the README screenshots offscreen")
    parser.add_argument("out_dir", nargs="?", default="docs/screenshots", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    render(args.out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
