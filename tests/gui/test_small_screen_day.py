"""An organizer's day on a small screen (1024x700): what the window shows is shown whole,
without scrolling for the part that matters, and in words a person would say."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.standings_tab import StandingsTab
from tourney.services import players, results, rounds, staff, topcut

from .conftest import (
    SampleEvent,
    make_event,
    open_event_window,
    open_tab_in_small_window,
    play_round,
    top_cut_in_window,
)

LONG_NAMES = (
    "Starlight Glimmer", "Twilight Sparkle", "Lyra Heartstrings", "Cheerilee Bloom",
    "Scootaloo Wing", "Octavia Melody", "Fluttershy Moss", "Trixie Lulamoon",
)


def _needed_width(combo: QComboBox) -> int:
    """The width a combo box needs to show its current choice whole."""
    probe = QComboBox()
    probe.setFont(combo.font())
    probe.addItem(combo.currentText())
    probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return probe.sizeHint().width()


def _long_named_event(*, swiss_rounds: int) -> SampleEvent:
    """Twelve players, eight with names that take room, three Swiss rounds played."""
    sample = make_event(12, swiss_rounds=swiss_rounds)
    with sample.db.transaction() as s:
        for registration_id, name in zip(sample.players, LONG_NAMES, strict=False):
            players.edit_player(s, registration_id, name=name)
    for _ in range(3):
        play_round(sample)
    return sample


def test_the_deck_lists_judge_box_shows_the_judge_whole_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """The judge who issues a deck-list penalty read "Celestia Sol (hea" beside the penalty
    buttons at 1024 pixels."""
    with sample.db.transaction() as s:
        staff.assign_staff(s, sample.event_id, role="head_judge", name="Celestia Sol")
        staff.assign_staff(s, sample.event_id, role="floor_judge", name="Princess Luna Nightingale")
    _, tab = open_tab_in_small_window(qtbot, sample, settings, DeckListsTab)
    combo = tab.judge_combo
    assert combo.count() >= 3
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        assert combo.width() >= _needed_width(combo), (combo.currentText(), combo.width())
    for button in (tab.penalty_button, tab.correct_button):
        assert button.width() >= button.sizeHint().width(), button.text()


def test_the_champion_is_in_sight_beside_the_final_standings_in_a_small_window(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The bracket beside the final standings drew the champion in a fourth column, past
    the right edge at 1024 pixels: the organizer scrolled to see who won."""
    sample = _long_named_event(swiss_rounds=3)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 8)
        while (data := topcut.pair_next_elimination_round(s, sample.event_id)) is not None:
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                if not match.is_bye:
                    results.enter_result(s, match.id, "a")
        assert topcut.champion(s, sample.event_id) is not None
    _, tab = open_tab_in_small_window(
        qtbot, sample, settings, StandingsTab, size=(1024, 660)  # a 1024x700 screen less the panel
    )
    bracket = tab.bracket
    assert "Champion" in bracket.headings
    champion = bracket.champion_box
    assert champion is not None and "<b>" in champion.text()
    viewport = bracket.viewport()
    assert bracket.widget().minimumSizeHint().width() <= viewport.width(), "scrolled sideways"
    shown = QRect(champion.mapTo(viewport, QPoint(0, 0)), champion.size())
    assert viewport.rect().contains(shown), (shown, viewport.rect())
    for box in bracket.boxes:  # every match of the cut too, whole
        where = QRect(box.mapTo(viewport, QPoint(0, 0)), box.size())
        assert viewport.rect().contains(where), (box.text(), where, viewport.rect())
        assert box.width() >= box.minimumSizeHint().width(), box.text()
    sample.db.close()


LONGER_NAMES = (
    "Alexandria Montgomery-Whitfield", "Christabella Vanderbilt-Ashcombe",
    "Bartholomew Fairweather-Langley", "Konstantina Worthington-Price",
)


def test_long_names_in_the_final_standings_beside_the_bracket_are_whole_in_a_small_window(
    qtbot: QtBot, settings: QSettings
) -> None:
    """At 1024 pixels the final standings beside a top 4's bracket cut long names to
    "Alexandria Montgomery-…": every name and column is whole, and so is the bracket."""
    sample = make_event(16, swiss_rounds=4)
    with sample.db.transaction() as s:
        for number, registration_id in enumerate(sample.players):
            name = LONGER_NAMES[number % len(LONGER_NAMES)] + f" {number + 1}"
            players.edit_player(s, registration_id, name=name)
    for _ in range(4):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        while (data := topcut.pair_next_elimination_round(s, sample.event_id)) is not None:
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                results.enter_result(s, match.id, "a")
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1024, 660))
    assert tab.heading.text().startswith("<b>Final standings</b>")
    view = tab.view
    header = view.horizontalHeader()
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(header.count())]
    player = titles.index("Player")
    metrics = view.fontMetrics()
    longest = max(metrics.horizontalAdvance(row.name) for row in tab.model.rows())
    assert header.sectionSize(player) >= longest + 8, (header.sectionSize(player), longest)
    assert view.horizontalScrollBar().maximum() == 0, "a column pushed out of sight"
    bracket = tab.bracket
    assert bracket.widget().minimumSizeHint().width() <= bracket.viewport().width()
    for box in [*bracket.boxes, bracket.champion_box]:
        assert box is not None and box.width() >= box.minimumSizeHint().width(), box.text()
    sample.db.close()


def test_the_top_cut_news_wraps_within_a_small_window(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The line under the Rounds tab naming the eight seeds and the warning ran on in one
    line: the window grew past a 1024-pixel screen, its right-hand buttons out of sight."""
    sample = _long_named_event(swiss_rounds=6)
    window, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    top_cut_in_window(qtbot, tab, 8)
    qtbot.wait(50)
    news = tab.status_label.text()
    assert news.startswith("Top 8 (") and "Only 3 of 6" in news
    assert window.width() <= 1024, window.width()
    assert window.minimumSizeHint().width() <= 1024, window.minimumSizeHint().width()
    label = tab.status_label
    assert label.height() >= label.heightForWidth(label.width()), "the news is cut short"
    right = tab.discard_button.mapTo(window, QPoint(tab.discard_button.width(), 0)).x()
    assert right <= window.width()
    sample.db.close()


def test_standings_while_a_round_is_played_do_not_say_after_it(
    qtbot: QtBot, settings: QSettings
) -> None:
    """Round 2 just published, no result typed: the Standings tab read "Standings after
    round 2", with the player who has round 2's bye on top of everyone."""
    sample = make_event(7, swiss_rounds=3)
    play_round(sample)
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        tables = [m for m in data.matches if not m.is_bye]
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    page.show_tab(page.standings_tab)
    heading = page.standings_tab.heading
    assert heading.text() == (
        "<b>Standings during round 2</b> (0 of 3 results, 3 missing, and a bye)"
    )
    page.show_tab(page.rounds_tab)
    for match in tables:
        page.rounds_tab.result_edit.setText(f"{match.table_number} a")
        assert page.rounds_tab.enter_typed_result()
    page.show_tab(page.standings_tab)
    assert heading.text() == "<b>Standings after round 2</b>"
    sample.db.close()


def test_a_game_score_a_single_game_cannot_have_is_refused_in_plain_words(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """"2-1 is not possible in a match that is single game." read as machine words."""
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    assert tab.pair_next_round() is not None
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.publish()
    tab.result_edit.setText("1 2-1")
    assert not tab.enter_typed_result()
    assert tab.refusal_label.text() == "2-1 is not possible in a single game match."


def test_a_players_deck_list_form_is_offered_a_name_of_its_own(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """Every player's form was offered as "decklist-form.pdf": the second asked to replace
    the first."""
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(sample.players[1])
    dialog = tab.print_form()
    assert dialog is not None
    assert Path(dialog.selectedFiles()[0]).name == "decklist-form-player-02-102.pdf"
    dialog.reject()
