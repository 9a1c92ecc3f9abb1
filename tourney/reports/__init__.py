"""PDF reports: pure functions writing to a binary stream.

Each `render_*` takes frozen rows from `tourney.reports.rows` and a binary
stream; none reads the database or the clock, so equal input gives equal bytes.
"""

from tourney.reports.bracket import render_bracket
from tourney.reports.deck_check import render_deck_check_sheet
from tourney.reports.deck_list import render_deck_list_form
from tourney.reports.limited import render_pod_seating, render_pool_sheet
from tourney.reports.output import save_atomically
from tourney.reports.page import ReportStyle
from tourney.reports.pairings import render_pairings_by_name, render_pairings_by_table
from tourney.reports.penalties import render_penalty_report
from tourney.reports.player_codes import render_player_codes
from tourney.reports.slips import render_match_slips
from tourney.reports.standings import render_standings

__all__ = [
    "ReportStyle",
    "render_bracket",
    "render_deck_check_sheet",
    "render_deck_list_form",
    "render_match_slips",
    "render_pairings_by_name",
    "render_pairings_by_table",
    "render_penalty_report",
    "render_player_codes",
    "render_pod_seating",
    "render_pool_sheet",
    "render_standings",
    "save_atomically",
]
