"""Every printout tells two players of the same name apart by their player number.

The event is built through the services (as the window and the CLI do) and
each PDF is read back as text with `pdftotext`, the way a person reads it.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tourney.db.database import Database, open_memory_database
from tourney.services import events, penalties, players, printouts, results, rounds, staff, topcut

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")


@pytest.fixture
def twin_event() -> Iterator[tuple[Database, int]]:
    """Round 1 of a four-player event where both Daniel Kims play each other at one table."""
    db = open_memory_database(actor="tester")
    with db.transaction() as s:
        event = events.create_event(s, name="Twin Cup", start_date=date(2026, 6, 1), rng_seed=3)
        kim = players.register_player(s, event.id, "Daniel Kim", player_number="1036").registration_id
        kim2 = players.register_player(s, event.id, "Daniel Kim", player_number="1041").registration_id
        players.register_player(s, event.id, "Applejack", player_number="1001")
        players.register_player(s, event.id, "Rarity", player_number="1002")
        judge = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head").person_id
        draft = rounds.pair_round(s, event.id)
        table = next(m for m in draft.matches if kim in (m.player_a_id, m.player_b_id))
        opponent = table.player_b_id if table.player_a_id == kim else table.player_a_id
        if opponent != kim2:
            rounds.swap_players(s, draft.round.id, opponent or 0, kim2)
        published = rounds.publish_round(s, draft.round.id)
        penalties.issue_penalty(s, event.id, kim2, infraction_code="slow_play", issued_by_person_id=judge)
        others = next(m for m in published.matches if kim not in (m.player_a_id, m.player_b_id))
        results.enter_result(s, others.id, "a")
    yield db, event.id
    db.close()


def _text(db: Database, event_id: int, kind: str, tmp_path: Path, by: str = "name") -> str:
    with db.reading() as s:
        printout = printouts.build(s, event_id, kind, by=by)
    out = io.BytesIO()
    printout.render(out)
    pdf = tmp_path / f"{kind}-{by}.pdf"
    pdf.write_bytes(out.getvalue())
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True)
    return " ".join(done.stdout.split())  # one line of words, however the columns fell


def test_pairings_by_name_give_a_same_named_opponent_their_number(
    twin_event: tuple[Database, int], tmp_path: Path
) -> None:
    db, event_id = twin_event
    text = _text(db, event_id, "pairings", tmp_path)
    # player (number), points, table, opponent: the opponent's number only where the name is shared
    assert re.search(r"Daniel Kim \(1036\) \d+ \d+ Daniel Kim \(1041\) \d+", text)
    assert re.search(r"Daniel Kim \(1041\) \d+ \d+ Daniel Kim \(1036\) \d+", text)
    assert re.search(r"Applejack \(1001\) \d+ \d+ Rarity \d+", text)
    assert re.search(r"Rarity \(1002\) \d+ \d+ Applejack \d+", text)


@pytest.mark.parametrize(
    ("kind", "by"),
    [("pairings", "name"), ("pairings", "table"), ("standings", "name"), ("slips", "name"),
     ("penalties", "name")],
)
def test_every_printout_names_the_twins_with_their_numbers_once(
    twin_event: tuple[Database, int], tmp_path: Path, kind: str, by: str
) -> None:
    db, event_id = twin_event
    text = _text(db, event_id, kind, tmp_path, by)
    assert "Daniel Kim (1041)" in text
    if kind != "penalties":  # only the second Daniel Kim was penalised
        assert "Daniel Kim (1036)" in text
    assert "(1036) (1036)" not in text and "(1041) (1041)" not in text
    assert "Daniel Kim Daniel Kim" not in text


def test_the_bracket_names_the_twins_with_their_numbers_once(tmp_path: Path) -> None:
    db = open_memory_database(actor="tester")
    with db.transaction() as s:
        event = events.create_event(s, name="Twin Cut", start_date=date(2026, 6, 1), rng_seed=5,
                                    swiss_rounds=1)
        for name, number in (("Daniel Kim", "1036"), ("Daniel Kim", "1041"),
                             ("Applejack", "1001"), ("Rarity", "1002")):
            players.register_player(s, event.id, name, player_number=number)
        draft = rounds.pair_round(s, event.id)
        for match in rounds.publish_round(s, draft.round.id).matches:
            results.enter_result(s, match.id, "a")
        topcut.cut_to_top(s, event.id, 4)
        semis = topcut.pair_next_elimination_round(s, event.id)
        assert semis is not None
        rounds.publish_round(s, semis.round.id)
    text = _text(db, event.id, "bracket", tmp_path)
    db.close()
    assert "Daniel Kim (1036)" in text and "Daniel Kim (1041)" in text
    assert "(1036) (1036)" not in text and "(1041) (1041)" not in text
