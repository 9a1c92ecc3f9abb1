"""Board states: the documented JSON format round-trips, and a bad field is named, never a traceback."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.core.errors import BoardFormatError
from engine.spellcasters.boardstate import BOARD_FORMAT, export_board, load_board, read_board
from tests.spellcasters.cards import LIBRARY
from tests.spellcasters.helpers import board


def _document() -> dict:
    game = board({"casters": [("Applejack", {"damage": 20, "equipment": "Helmet", "shrunk": 1})],
                  "mana": [("Earth Mana", True)], "hand": ["Spike"], "bleachers": ["Rarity"]},
                 {"casters": [("Pinkie Pie", {"disabled": 4, "confused": 1})], "hand": ["Apple Pie"]},
                 location="Ponyville", junkyard=("Cape",))
    return export_board(game)


def test_a_board_state_round_trips_exactly(tmp_path: Path) -> None:
    document = _document()
    assert document["format"] == BOARD_FORMAT
    game = load_board(document, LIBRARY)
    assert export_board(game) == document
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert export_board(read_board(path, LIBRARY)) == document


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d.update(format="mlp-board"), "format", "expected"),
    (lambda d: d.update(turn=-1), "turn", "whole number"),
    (lambda d: d.update(colour=1), "colour", "unknown field"),
    (lambda d: d["cards"][0].update(card="XX-999"), "cards[0].card", "no Spellcasters card"),
    (lambda d: d["players"][0]["casters"][0].update(damage="lots"), "players[0].casters[0].damage", "whole number"),
    (lambda d: d["players"][0]["casters"][0].update(iid=d["players"][1]["hand"][0]), "players[0].casters[0].iid",
     "spellcaster"),
    (lambda d: d["players"][1].update(hand=[d["players"][0]["hand"][0]]), "players[1].hand[0]", "already in"),
    (lambda d: d["players"][0]["mana"][0].update(card=d["players"][0]["hand"][0]), "players[0].mana[0].card",
     "not a mana"),
    (lambda d: d.update(step="upkeep"), "step", "expected one of"),
    (lambda d: d.update(players=[d["players"][0]]), "players", "two players"),
    (lambda d: d["players"][1].update(casters=[]), "players[1].casters", "no Spellcaster"),
    (lambda d: d.update(deck=d["deck"][1:]), "cards", "in no zone"),
    (lambda d: d["done"].update(cast=[1, 2, 3]), "done.cast", "at most 2"),
])
def test_a_bad_field_is_named(change, field: str, words: str) -> None:
    document = copy.deepcopy(_document())
    change(document)
    with pytest.raises(BoardFormatError) as caught:
        load_board(document, LIBRARY)
    assert caught.value.field == field and words in caught.value.detail


def test_a_file_that_is_not_json_is_named(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(b"{not json")
    with pytest.raises(BoardFormatError) as caught:
        read_board(path, LIBRARY)
    assert caught.value.field == "file"
