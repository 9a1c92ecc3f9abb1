"""A board file whose zone lists do not agree with its cards, or that has no `cards` list at
all, is refused by `tourney engine advance` in a judge's words: the card by name and number,
the list it belongs in, and never a traceback or an instance id alone."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.mlp.api import default_library

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def board() -> dict[str, Any]:
    """A board the engine wrote in the middle of a game, with cards in every zone."""
    return json.loads((ROOT / "tests/engine/data/why_positions/pool_seed_1400.json").read_text(encoding="utf-8"))


def _refusal(document: dict[str, Any], folder: Path) -> str:
    """What `tourney engine advance` says of the file, run as a judge runs it."""
    path = folder / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "tourney", "engine", "advance", str(path)],
                          capture_output=True, text=True, cwd=ROOT, env=env)
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    return " ".join(done.stderr.split())


def _named(document: dict[str, Any], iid: int) -> str:
    """A card of the document as the match table names it."""
    card = next(c["card"] for c in document["cards"] if c["iid"] == iid)
    return f"{default_library().spec(card).name} #{iid}"


def test_the_board_lists_refusals_name_the_card_and_its_list(board: dict[str, Any], tmp_path: Path) -> None:
    no_cards = copy.deepcopy(board)
    del no_cards["cards"]
    said = _refusal(no_cards, tmp_path)
    assert "field cards: the board file has no `cards` list" in said, said
    assert "hand" not in said and "deck" not in said

    iid = board["players"][0]["hand"][0]
    name = _named(board, iid)
    left_out = copy.deepcopy(board)
    left_out["players"][0]["hand"].remove(iid)
    said = _refusal(left_out, tmp_path)
    assert f"{name} says it is in Player 1's hand, but Player 1's hand (players[0].hand) does not list it" in said, said
    assert "no zone list" not in said

    twice = copy.deepcopy(board)
    twice["play"].append(iid)
    said = _refusal(twice, tmp_path)
    assert f"{name} is listed in Player 1's hand (players[0].hand) and in the play list (play): a card is in one " \
           "zone only (401.1)" in said, said


def test_a_refused_board_says_its_players_by_the_names_it_gives(board: dict[str, Any], tmp_path: Path) -> None:
    """A refusal said "P0's hand" where the board names the player (and the match table reads
    "Rarity Belle's hand"): it names the players as everything else does, by the names the file
    gives, else "Player 1" and "Player 2"; a refused name is quoted as the file spells it."""
    iid = board["players"][0]["hand"][0]
    name = _named(board, iid)
    left_out = copy.deepcopy(board)
    left_out["players"][0]["hand"].remove(iid)
    left_out["players"][0]["name"] = "Rarity Belle"
    said = _refusal(left_out, tmp_path)
    assert f"{name} says it is in Rarity Belle's hand, but Rarity Belle's hand (players[0].hand) does not " \
           "list it" in said, said
    assert "P0" not in said.replace("players[0]", ""), said

    tokens = copy.deepcopy(board)
    tokens["players"][1]["tokens"] = 10000
    said = _refusal(tokens, tmp_path)
    assert "field players[1].tokens, Player 2's tokens: expected a number of action tokens" in said, said

    misnamed = copy.deepcopy(board)
    misnamed["players"][1]["name"] = "P0 Sam"
    said = _refusal(misnamed, tmp_path)
    assert "field players[1].name, Player 2's name: 'P0 Sam' holds a word the program names a player by when " \
           "it has no name for them (P0, P1)" in said, said
