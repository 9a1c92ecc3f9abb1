"""Reaction records in board-state files (512.4d): each holds its stamp under `n`, a key no
event's details take, and an amount under `amount`; files whose records of tokens gained
held the amount in place of the stamp still load."""

from __future__ import annotations

import pytest

from engine.core.errors import BoardFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from tests.engine.helpers import Board, answer, keys


def _fluttershy_board() -> tuple[Board, int]:
    """Fluttershy PR83 ("Reaction: When an opponent receives at least [1], ...") in play
    for P0 in P0's Main Phase."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": 4}
    return b, b.add("PR83", 0, "play", "home:0")


def _load(doc: dict, run: bool = True):
    return load_board(doc, default_library(), run=run)


def test_an_old_record_of_tokens_gained_keeps_its_number_as_stamp_and_amount():
    """Before an amount had its own key, a record of tokens gained held the amount under
    `n` in place of the stamp: it loads with that number as both; the other records are
    as they were."""
    b, fluttershy = _fluttershy_board()
    old = [{"event": "main_start", "n": 9, "player": 0},
           {"event": "gained", "n": 2, "player": 1, "used": ["ability:99"]}]
    g = _load(b.doc(reactions=old), run=False)
    assert g.s["reactions"] == [{"event": "main_start", "n": 9, "player": 0},
                                {"event": "gained", "n": 2, "amount": 2, "player": 1, "used": ["ability:99"]}]
    assert old[1] == {"event": "gained", "n": 2, "player": 1, "used": ["ability:99"]}  # (the document is left as it was)
    g = _load(b.doc(reactions=old))
    assert any(k.startswith(f"act|{fluttershy}|") for k in keys(g))  # P1 received [2]: she may answer


def test_records_are_written_with_stamp_and_amount_and_load_back_exactly():
    """Two gains of [1] in one window: two records, two stamps, two occurrences."""
    b, fluttershy = _fluttershy_board()
    records = [{"event": "gained", "n": 5, "amount": 1, "player": 1},
               {"event": "gained", "n": 6, "amount": 1, "player": 1}]
    g = _load(b.doc(reactions=records))
    doc = export_board(g)
    assert doc["reactions"] == records
    again = _load(doc)
    assert again.s["reactions"] == records and keys(again) == keys(g)
    answer(again, f"act|{fluttershy}|")
    assert keys(again) == ["occurrence:5", "occurrence:6"]  # two gains of [1], two occurrences (512.4c)


@pytest.mark.parametrize(("record", "field"), [
    ("gained", "reactions[0]"),
    ({"n": 3, "player": 1}, "reactions[0].event"),
    ({"event": "gained", "amount": 1, "player": 1}, "reactions[0].n"),
    ({"event": "gained", "n": "3"}, "reactions[0].n"),
])
def test_a_record_without_its_event_or_stamp_is_refused_by_name(record, field):
    b, _ = _fluttershy_board()
    with pytest.raises(BoardFormatError) as err:
        _load(b.doc(reactions=[record]))
    assert err.value.field == field
