"""Board-state files list decks top card first (format version 2), as a judge reads a deck;
version 1 files, which listed them bottom card first, still load and mean what they meant."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import BoardFormatError
from engine.mlp.boardstate import BOARD_VERSION, export_board, load_board
from tests.engine.helpers import Board, library
from tourney.cli import main

# Draw Step on turn 3: the turn player draws the top card of their deck (410.4)
DRAW = {"turn": 3, "phase": "troublemaker", "step": "draw", "start": "draw"}


def _deck_board() -> tuple[Board, list[int]]:
    """P0's deck of three named Friends, by instance id: PR13, PR7, PR8."""
    b = Board(deck_size=0)
    deck = [b.add(code, 0, "deck") for code in ("PR13", "PR7", "PR8")]
    for _ in range(3):
        b.add("PR20", 1, "deck")
    return b, deck


def _hand_codes(game) -> list[str]:
    return [game.spec(i).code for i in game.s["players"][0]["hand"]]


def test_a_version_1_file_lists_the_deck_bottom_card_first_as_it_always_did():
    b, _deck = _deck_board()
    game = load_board(b.doc(version=1, **DRAW), library())
    assert _hand_codes(game) == ["PR8"]  # the last listed was the top card


def test_a_version_2_file_lists_the_deck_top_card_first():
    b, deck = _deck_board()
    game = load_board(b.doc(version=2, **DRAW), library())
    assert _hand_codes(game) == ["PR13"]  # the first listed is the top card
    b.players[0]["deck"] = [deck[1], deck[2], deck[0]]  # an explicit list: PR7 on top
    game = load_board(b.doc(version=2, **DRAW), library())
    assert _hand_codes(game) == ["PR7"]


def test_files_are_written_in_version_2_and_load_back_exactly():
    b, deck = _deck_board()
    old = load_board(b.doc(version=1), library())
    written = export_board(old)
    assert written["version"] == BOARD_VERSION == 2
    assert written["players"][0]["deck"] == [deck[2], deck[1], deck[0]]  # top (PR8) first
    again = load_board(written, library())
    assert again.digest() == old.digest() and export_board(again) == written
    assert again.s["players"][0]["deck"] == old.s["players"][0]["deck"]


@pytest.mark.parametrize("version", [0, 3, "2", True])
def test_other_versions_are_refused_by_name(version):
    b, _ = _deck_board()
    with pytest.raises(BoardFormatError) as refused:
        load_board(b.doc(version=version), library())
    assert refused.value.field == "version" and "1 and 2" in refused.value.detail


def test_cli_advance_reads_an_old_and_a_new_file_alike(tmp_path, capsys):
    b, deck = _deck_board()
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(json.dumps(b.doc(version=1, **DRAW)))
    b.players[0]["deck"] = [deck[2], deck[1], deck[0]]  # the same decks, top card (PR8) first
    b.players[1]["deck"] = [c["iid"] for c in b.cards if c["owner"] == 1 and c["zone"] == "deck"][::-1]
    new.write_text(json.dumps(b.doc(version=2, **DRAW)))
    out_old, out_new = tmp_path / "old-next.json", tmp_path / "new-next.json"
    assert main(["engine", "advance", str(old), "--out", str(out_old)]) == 0
    assert main(["engine", "advance", str(new), "--out", str(out_new)]) == 0
    capsys.readouterr()
    written = [json.loads(path.read_text()) for path in (out_old, out_new)]
    assert written[0] == written[1]
    assert written[0]["version"] == 2
    hand = written[0]["players"][0]["hand"]
    drawn = [c["card"] for c in written[0]["cards"] if c["iid"] in hand]
    assert drawn == [library().find("PR8").id]  # drawn from the top
    assert written[0]["players"][0]["deck"] == [deck[1], deck[0]]  # PR7 now on top, PR13 below
