"""A judge's board file with a field left out, misspelt or out of place is refused by
`tourney engine advance` naming the card, the field and what the field allows, in the file's
own spelling of the value (null, not Python's None), and never placing a card where the file
does not say it is; a card of a kind its place never holds is refused in the board editor's
words, one sentence for both."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import BoardFormatError
from engine.core.field_words import ordinal
from engine.mlp.api import default_library
from engine.mlp.editor import MLP_EDITING
from tests.engine.helpers import Board, shipped_game
from tests.engine.test_board_lists_refused_in_words import ROOT, _refusal

PROBLEM = "PR170"  # Emergency Dress Order


@pytest.fixture(scope="module")
def board() -> dict[str, Any]:
    """A board the engine wrote in the middle of a game: its cards are named by database id."""
    return json.loads((ROOT / "tests/engine/data/why_positions/pool_seed_1400.json").read_text(encoding="utf-8"))


def _first_in_hand(board: dict[str, Any]) -> tuple[int, str]:
    """The place in `cards` of the first card in P0's hand, and its name."""
    iid = board["players"][0]["hand"][0]
    index, card = next((i, c) for i, c in enumerate(board["cards"]) if c["iid"] == iid)
    return index, default_library().card(card["card"]).full_name


def test_a_card_without_an_owner_is_not_said_to_be_in_the_hand(board: dict[str, Any], tmp_path: Path) -> None:
    """Its owner left out (or null): the words placing it said "in the hand", as if the file had
    said whose; a null owner was "expected a whole number, got None"."""
    index, name = _first_in_hand(board)
    left_out = copy.deepcopy(board)
    del left_out["cards"][index]["owner"]
    said = _refusal(left_out, tmp_path)
    assert f"the {ordinal(index + 1)} card listed ({name}, in a hand, no owner given): `owner` is missing" in said, said
    assert "in the hand" not in said

    null = copy.deepcopy(board)
    null["cards"][index]["owner"] = None
    said = _refusal(null, tmp_path)
    assert f"({name}, in a hand, no owner given): expected 0 or 1, the player who owns the card; got null" in said, said
    assert "None" not in said and "in the hand" not in said


def test_an_area_without_an_owner_says_what_every_area_gives(board: dict[str, Any], tmp_path: Path) -> None:
    """It said "expected a whole number, got None"; an owner 3 was taken."""
    missing = copy.deepcopy(board)
    del missing["areas"]["problem:0"]["owner"]
    said = _refusal(missing, tmp_path)
    assert "field areas.problem:0.owner, the board's area problem:0: `owner` is missing: every area gives its " \
           "owner (0 or 1, the player whose home or Problem it is) and its kind (home or problem)" in said, said
    assert "None" not in said and "whole number" not in said

    third = copy.deepcopy(board)
    third["areas"]["problem:0"]["owner"] = 3
    said = _refusal(third, tmp_path)
    assert "areas.problem:0.owner, the board's area problem:0: expected 0 or 1, the player whose home or Problem " \
           "it is; got 3" in said, said


def test_a_misspelt_zone_is_not_echoed_as_a_place_and_the_zones_are_listed(
        board: dict[str, Any], tmp_path: Path) -> None:
    """"hnd": the card was placed "in P0's hnd", and the message listed the file's keys alone."""
    index, name = _first_in_hand(board)
    wrong = copy.deepcopy(board)
    wrong["cards"][index]["zone"] = "hnd"
    said = _refusal(wrong, tmp_path)
    assert f"({name}, zone 'hnd'): \"hnd\" is no zone (did you mean hand?): a card's zone is deck (draw deck), " \
           "problem_deck (Problem deck), hand, discard (discard pile), banished (banished zone), flip (flip zone), " \
           "aside (set-aside cards), play or queue (queue zone) (401.1)" in said, said
    assert "in P0's hnd" not in said


def test_a_misspelt_area_lists_the_areas_of_the_board(board: dict[str, Any], tmp_path: Path) -> None:
    """A card in play at "hom:0" was "in play at 'hom:0', no area of this board", with no word of
    which areas there are; an area of the board misspelt as a key ("problm:0") was taken."""
    index = next(i for i, c in enumerate(board["cards"]) if c["zone"] == "play" and c["area"] == "home:0")
    wrong = copy.deepcopy(board)
    wrong["cards"][index]["area"] = "hom:0"
    said = _refusal(wrong, tmp_path)
    assert "is in play at \"hom:0\", no area of this board (did you mean home:0?): a card in play is at a home or " \
           "a Problem (405.1, 302.1), here home:0 (Player 1's home), home:1 (Player 2's home), problem:0 " \
           "(Player 1's Problem) or problem:1 (Player 2's Problem)" in said, said

    renamed = copy.deepcopy(board)
    renamed["areas"]["problm:0"] = renamed["areas"].pop("problem:0")
    said = _refusal(renamed, tmp_path)
    assert "field areas.problm:0, the board's area problm:0: \"problm:0\" is no area (did you mean problem:0?): " \
           "an area is home:0 (Player 1's home), home:1 (Player 2's home), problem:0 (Player 1's Problem) or " \
           "problem:1 (Player 2's Problem) (302.1), or dilemma:<number> for a Dilemma in play (522.2)" in said, said


@pytest.mark.parametrize(("zone", "slot"), [("hand", "hand"), ("deck", "deck"), ("problem_deck", "problem_deck"),
                                            ("discard", "discard")])
def test_the_editor_and_the_loader_refuse_a_card_out_of_place_in_one_wording(zone: str, slot: str) -> None:
    """A Problem typed into P0's hand in the board editor was "Emergency Dress Order is a
    Problem: P0's hand holds only the cards of a Draw Deck: ..."; the same card in P0's hand in
    a file was "Emergency Dress Order #25 (a Problem) is in P0's hand: Problems are in the
    Problem deck, never the draw deck ...". Now one sentence, the file's naming the card's number."""
    card = "PR2" if zone in ("discard", "problem_deck") else PROBLEM  # (a Mane Character out of play)
    if zone == "problem_deck":
        card = "PR20"  # a Friend in a Problem deck
    b = Board()
    iid = b.add(card, 0, zone)
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(b)
    typed = MLP_EDITING.misplaced(card, slot, 0)
    assert typed, "the editor takes the card there"
    name = MLP_EDITING.find_card(card).name
    assert refused.value.detail.replace(f"{name} #{iid}", name) + "." == typed


def test_a_players_mane_character_and_an_areas_problem_of_another_kind_are_named() -> None:
    """`mane` naming a Friend was refused as "card 25 is a friend, not a Mane Character"; an
    area's `problem` naming a Friend was taken, a Friend standing for the Problem."""
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0")
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(b, players=[{"tokens": 2, "mane": friend}, {}])
    assert refused.value.field == "players[0].mane"
    assert refused.value.detail == (f"Sweetie Sunrise, Early Riser #{friend} is a Friend: P0's Mane Character holds "
                                    "only a Mane Character (301)")

    b = Board()
    friend = b.add("PR20", 1, "play", "problem:1")
    areas = {"home:0": {"owner": 0, "kind": "home"}, "home:1": {"owner": 1, "kind": "home"},
             "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
             "problem:1": {"owner": 1, "kind": "problem", "problem": friend}}
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(b, areas=areas)
    assert refused.value.field == "areas.problem:1.problem"
    assert refused.value.detail == (f"Sweetie Sunrise, Early Riser #{friend} is a Friend: P1's Problem holds only a "
                                    "Problem (303)")
