"""After a top cut the window shows final places and names the rounds; the bracket prints."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tourney.services import results, rounds, topcut

from .conftest import SampleEvent, make_event, open_event_window, play_round


def _play_top_cut(sample: SampleEvent, size: int, rounds_to_play: int) -> None:
    """Cut to the top `size` and play `rounds_to_play` elimination rounds (player A wins)."""
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, size)
    for _ in range(rounds_to_play):
        with sample.db.transaction() as s:
            data = topcut.pair_next_elimination_round(s, sample.event_id)
            assert data is not None
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                if not match.is_bye:
                    results.enter_result(s, match.id, "a")


def _pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_standings_tab_shows_final_places_and_the_named_bracket(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    sample = make_event(12, swiss_rounds=3)
    for _ in range(3):
        play_round(sample)
    _play_top_cut(sample, 8, 1)  # the quarterfinals played, the rest to come
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    tab = page.standings_tab
    page.show_tab(tab)
    tab.refresh()
    # the round that settled the places, named as the bracket and the Rounds tab name it
    assert tab.heading.text() == "<b>Standings after the Quarterfinals (round 4)</b> — top 8 after 3 Swiss rounds"
    assert tab.model.columns[0].title == "Place" and tab.model.columns[1].title == "Swiss"
    places = [tab.model.places[row.player_id].label for row in tab.model.rows()]
    assert places[:8] == ["1–4"] * 4 + ["5–8"] * 4
    assert places[8:] == ["9", "10", "11", "12"]
    assert tab.bracket.headings == ["Quarterfinals", "Semifinals", "Final"]
    page.rounds_tab.refresh()
    combo = page.rounds_tab.round_combo
    assert combo.itemText(combo.count() - 1).startswith("Quarterfinals (round 4) — complete")

    # the semifinals and the final: a champion
    with sample.db.transaction() as s:
        for _ in range(2):
            data = topcut.pair_next_elimination_round(s, sample.event_id)
            assert data is not None
            rounds.publish_round(s, data.round.id)
            for match in data.matches:
                results.enter_result(s, match.id, "b")
        assert topcut.pair_next_elimination_round(s, sample.event_id) is None
    tab.refresh()
    champion = tab.model.rows()[0]
    assert tab.heading.text().startswith("<b>Final standings</b> — champion: ")
    # no other player bears the champion's name: the name alone, no player number
    assert f"champion: <b>{champion.name}</b> (top 8" in tab.heading.text()
    assert [tab.model.places[r.player_id].label for r in tab.model.rows()][:8] == [
        "1", "2", "3–4", "3–4", "5–8", "5–8", "5–8", "5–8"
    ]
    assert tab.bracket.headings == ["Quarterfinals", "Semifinals", "Final", "Champion"]
    assert "Round" not in " ".join(tab.bracket.headings)

    # the bracket from the Print menu
    page.printer.open_after_saving = False
    labels = [action.text() for action in page.print_menu.actions()]
    page.print_menu.actions()[labels.index("Top-cut &bracket…")].trigger()
    dialog = page.printer.file_dialog
    assert dialog is not None and dialog.isVisible()
    target = tmp_path / "bracket.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    text = _pdf_text(target)
    for heading in ("Quarterfinals", "Semifinals", "Final", "Champion"):
        assert heading in text
    assert f"Champion: {champion.name}" in text
    # and the standings PDF from the same menu: final places, champion first
    page.print_menu.actions()[labels.index("&Standings…")].trigger()
    dialog = page.printer.file_dialog
    target = tmp_path / "standings.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    lines = [line.strip() for line in _pdf_text(target).splitlines()]
    assert lines[0] == "Final standings"
    first = lines.index("Place")
    assert lines[first + 1 : first + 2] == ["Swiss"]
    assert f"{champion.name} (" in lines[lines.index("1", first) + 2]
    window.close()
    sample.db.close()


def test_each_standings_printout_is_offered_a_name_of_its_own(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The save dialog offered "standings.pdf" after round 2 and again for the final
    standings: saving the second asked to replace the first."""
    sample = make_event(8, swiss_rounds=2)
    for _ in range(2):
        play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    dialog = page.choose_print("standings")
    assert dialog is not None
    assert Path(dialog.selectedFiles()[0]).name == "standings-round-2.pdf"
    dialog.reject()
    _play_top_cut(sample, 4, 2)
    window.open_event(sample.event_id)
    dialog = page.choose_print("standings")
    assert dialog is not None
    assert Path(dialog.selectedFiles()[0]).name == "final-standings.pdf"
    dialog.reject()
    sample.db.close()
