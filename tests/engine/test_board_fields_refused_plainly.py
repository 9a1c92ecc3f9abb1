"""A hand-written board file that leaves out a field it must give is refused by
`tourney engine advance`, run as a judge runs it, naming the field that is missing and
the card (by name) it is missing from: no default stands in for a required field."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from engine.mlp.api import default_library
from tests.engine.test_board_lists_refused_in_words import ROOT, _refusal


@pytest.fixture(scope="module")
def board() -> dict[str, Any]:
    """A board the engine wrote in the middle of a game: its cards are named by database id."""
    return json.loads((ROOT / "tests/engine/data/why_positions/pool_seed_1400.json").read_text(encoding="utf-8"))


def _in_hand(board: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """The place in `cards` of the first card in P0's hand, and that card."""
    iid = board["players"][0]["hand"][0]
    return next((index, card) for index, card in enumerate(board["cards"]) if card["iid"] == iid)


@pytest.mark.parametrize("field", ["owner", "zone", "iid", "card"])
def test_a_card_without_a_required_field_is_refused_by_that_field(
        board: dict[str, Any], field: str, tmp_path: Path) -> None:
    index, _card = _in_hand(board)
    missing = copy.deepcopy(board)
    del missing["cards"][index][field]
    said = _refusal(missing, tmp_path)
    assert f"field cards[{index}].{field}, " in said, said
    assert f"`{field}` is missing: every card listed gives its iid, card, owner and zone" in said, said


def test_a_board_without_a_version_is_told_so_and_which_versions_are_read(
        board: dict[str, Any], tmp_path: Path) -> None:
    unversioned = copy.deepcopy(board)
    del unversioned["version"]
    said = _refusal(unversioned, tmp_path)
    assert "field version: the file gives no version (this program reads version 1 and 2)" in said, said
    assert "None" not in said, said


def test_the_place_of_a_refused_card_names_it_not_its_database_id(board: dict[str, Any], tmp_path: Path) -> None:
    """The engine writes cards by database id; the refusal's place in words reads the card's name."""
    index, card = _in_hand(board)
    wrong = copy.deepcopy(board)
    wrong["cards"][index]["zone"] = "hnd"
    said = _refusal(wrong, tmp_path)
    name = default_library().card(card["card"]).full_name
    assert f"field cards[{index}].zone, the {index + 1}" in said and f"card listed ({name}, zone 'hnd')" in said, said
    assert card["card"] not in said, said
