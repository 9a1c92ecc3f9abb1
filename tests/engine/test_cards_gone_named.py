"""A card that has left play, or is hidden, is never named to a judge by its bare number
("#366: Little Strongheart ... would be sent home"): found by reading seeded games between
random whole-pool decks (`engine.mlp.decks.random_decks`), the positions kept as the engine
saved them.

Seed 334: P0 confronts problem:1 in a Multi Problem Faceoff at every Problem, two of P1's
Canterlot Infiltrations ("If one or more of your characters would be sent home from here,
you may send those characters to other Problems instead.") in play as Dilemmas (#366 at
dilemma:365, with P1's Little Strongheart #347, and #379 at dilemma:378). P0 wins; each
Problem is replaced in turn, and #379's Dilemma and its area are gone (522.3) before P1 is
asked where Little Strongheart goes instead of home."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.boardstate import load_board
from tests.engine.card_play import PINK, play, rich_board
from tests.engine.helpers import answer, log_text

BOARDS = Path(__file__).parent / "data" / "boards"
STRONGHEART = 347
INFILTRATION = 366  # (Dilemma of dilemma:365)
GONE_AREA = "dilemma:378"  # (Canterlot Infiltration #379's, replaced first)
BARE_NUMBER = re.compile(r"(?:^|[(\[]|: |, )#\d+")  # ("#366: ...", "(#43)": a number with no name before it)


def _board(name: str) -> Any:
    return load_board(json.loads((BOARDS / f"{name}.json").read_text(encoding="utf-8")), default_library())


def test_only_the_areas_still_on_the_board_are_offered_and_the_question_names_its_card():
    """The question offered dilemma:378, whose Dilemma had been replaced and whose area had
    ceased to exist (522.3). Chosen, Little Strongheart was not moved, was sent home by the
    Problem's replacement all the same, and Canterlot Infiltration's text replaced that sending
    again (710.3 forbids it): a second question, asked once #366 had left play, read
    "#366: Little Strongheart, Quick on Her Hooves #347 would be sent home: ..."."""
    g = _board("pool_seed_334_confronting_two_dilemmas")
    answer(g, "problem:1")
    decision = g.pending()
    assert decision.kind == "area" and decision.player == 1
    assert decision.prompt == (f"Canterlot Infiltration #{INFILTRATION}: Little Strongheart, Quick on Her Hooves "
                               f"#{STRONGHEART} would be sent home: send it where instead? (710.1)")
    offered = [option.key for option in decision.options]
    assert GONE_AREA not in g.s["areas"] and GONE_AREA not in offered
    assert offered == ["problem:0", "problem:1", "home:1"]
    answer(g, "problem:1")
    assert g.card(STRONGHEART)["area"] == "problem:1"
    assert INFILTRATION not in g.s["cards"]  # (its Dilemma replaced after the question, 522.3a)
    decision = g.pending()
    assert decision is not None and decision.kind != "area"
    assert not BARE_NUMBER.search(decision.prompt), decision.prompt
    assert not [row.text for row in view.log_rows(g) if BARE_NUMBER.search(row.text)]


def test_a_question_saved_with_an_area_since_gone_asks_nothing_of_a_card_no_longer_there():
    """The same question as an older program saved it, offering the area since gone: chosen,
    the character is sent home by the game as its Dilemma's area ends (522.3), and no question
    follows naming the Dilemma that left play by its bare number ("#366: ...")."""
    g = _board("pool_seed_334_sent_elsewhere_asked")
    assert GONE_AREA in [option.key for option in g.pending().options]
    answer(g, GONE_AREA)
    assert g.card(STRONGHEART)["area"] == "home:1"
    decision = g.pending()
    assert decision is not None and decision.kind != "area"
    assert not BARE_NUMBER.search(decision.prompt), decision.prompt
    assert not [row.text for row in view.log_rows(g) if BARE_NUMBER.search(row.text)]


def test_ad114_risky_business_sets_a_friend_aside_without_its_bare_number():
    """The Friend set aside face-down is not public (404.1): the log said "P0 sets a Friend of
    P1's aside face-down (#43)", a number with no card to it; the reveal names it."""
    b = rich_board()
    betty = b.add(PINK, 1, "deck")
    g = play(b, "AD114", "event")
    answer(g, f"card:{betty}")
    [aside] = g.s["players"][1]["aside"]
    lines = [line for line in log_text(g).splitlines() if "aside face-down" in line]
    assert lines and all(f"#{aside}" not in line for line in lines), lines
    assert lines[-1].startswith("304.2: P0 sets a Friend of P1's aside face-down (by the text of Risky Business #")
