"""Dilemmas (522): played like a Resource to an area of their own, Problems while in play,
and gone with their area when they leave play; each test is a judge's board, the
answers and the result."""

from __future__ import annotations

import json
from functools import cache

import pytest

from engine.core import digest
from engine.core.errors import StateFormatError
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.cards.model import Card, CardType, Color, ConfrontRequirement
from engine.mlp.state.library import CardLibrary, dilemma_id
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import Board, answer, keys, log_text, rules_cited

DILEMMA = Card(id="test-DL1", set_code="DL", set_name="Test", number="1", rarity="R",
               type=CardType.RESOURCE, title="Test Dilemma", colors=(Color.PINK,), cost=1,
               traits=("Dilemma",), dilemma=True,
               confront_owner=(ConfrontRequirement(kind="wild", color=None, amount=2),),
               confront_opponent=4, bonus_points=2)
IN_PLAY = dilemma_id(DILEMMA.id)


@cache
def dilemma_library() -> CardLibrary:
    return CardLibrary([*theme_cards().values(), DILEMMA], version="test-dilemmas")


def _dilemma_board(area: str = "dilemma:90") -> Board:
    """P0's Dilemma in play at its own area."""
    b = Board()
    b.add(IN_PLAY, 0, "play", area)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        area: {"owner": 0, "kind": "problem", "problem": len(b.cards)},
    }
    return b


def test_dilemma_is_played_to_its_own_area_and_is_a_problem_there():
    """522.2, 522.2a, 522.2b, 522.1: played from hand like a Resource, the Dilemma makes a
    new area owned by its controller, the other areas stay, and in play it is a Problem."""
    b = Board()
    b.players[0]["tokens"] = 3
    card = b.add(DILEMMA.id, 0, "hand")
    b.add("PR20", 0, "hand")
    g = b.game(dilemma_library())
    assert f"play|{card}|dilemma" in keys(g)
    answer(g, f"play|{card}|dilemma")
    (area,) = [a for a in g.s["areas"] if a.startswith("dilemma:")]
    new = g.s["areas"][area]["problem"]
    assert g.s["areas"][area]["owner"] == 0 and g.s["areas"][area]["kind"] == "problem"
    assert g.problems() == ["problem:0", "problem:1", area]
    assert g.card(new)["area"] == area and g.is_type(new, "problem")
    assert g.card(new)["card"] == IN_PLAY and g.spec(new).bonus == 2
    assert g.s["players"][0]["tokens"] == 2  # cost 1
    # Friends can now be played or moved there like to any Problem
    assert any(k.startswith("play|") and k.endswith(f"|{area}") for k in keys(g))
    assert any(k.startswith("move|") and k.endswith(f"|{area}") for k in keys(g))


def test_solved_dilemma_goes_to_the_discard_pile_and_its_area_ends():
    """612.2 / 613.2 with 522.3 and 522.3a: P0 wins the Problem faceoff at the Dilemma
    (5 power against 4, plus one flipped card each), scores 1 + the Dilemma's bonus 2; the Dilemma is
    not put into the Problem deck and no Problem replaces it; the characters go home."""
    b = _dilemma_board()
    b.cards[b.mane[0] - 1]["area"] = "dilemma:90"  # Twilight 1
    b.add("PR60", 0, "play", "dilemma:90")  # Blue Moon 2
    b.add("PR20", 0, "play", "dilemma:90")  # Sweetie Sunrise 1
    b.add("PR20", 0, "play", "dilemma:90")  # Sweetie Sunrise 1
    b.cards[b.mane[1] - 1]["area"] = "dilemma:90"  # Applejack 1
    b.add("PR60", 1, "play", "dilemma:90")  # 2
    b.add("PR20", 1, "play", "dilemma:90")  # 1: opponents need 4
    g = b.game(dilemma_library(), phase="score", step="confront")
    s = g.s
    assert "612.2" in rules_cited(g)
    assert s["players"][0]["score"] == 3 and s["players"][1]["score"] == 0
    assert "dilemma:90" not in s["areas"]
    assert {"522.3a", "522.3"} <= set(rules_cited(g))
    discard = [g.card(i)["card"] for i in s["players"][0]["discard"]]
    assert DILEMMA.id in discard
    assert all(g.card(i)["card"] != IN_PLAY for i in s["cards"])
    assert not s["players"][0]["problem_deck"] or DILEMMA.id not in [
        g.card(i)["card"] for i in s["players"][0]["problem_deck"]]
    assert all(g.card(i)["area"].startswith("home") for i in g.characters(0) + g.characters(1))


def test_dismissed_dilemma_takes_its_area_and_what_is_there():
    """522.3: the area ceases to exist when the Dilemma leaves play; characters there are
    sent home and a face-down Troublemaker there is dismissed (the engine's reading)."""
    b = _dilemma_board()
    pony = b.add("PR20", 0, "play", "dilemma:90")
    tm = b.add("PR157", 1, "play", "dilemma:90", face_down=True)
    g = b.game(dilemma_library())
    dilemma = g.s["areas"]["dilemma:90"]["problem"]
    new = g.dismiss(dilemma, "410.1", by_game=True)
    assert g.card(new)["zone"] == "discard" and g.card(new)["card"] == DILEMMA.id
    assert "dilemma:90" not in g.s["areas"]
    assert g.card(pony)["area"] == "home:0"
    assert tm not in g.s["cards"] and len(g.s["players"][1]["discard"]) == 1


def test_board_state_with_a_dilemma_round_trips_exactly():
    b = Board()
    card = b.add(DILEMMA.id, 0, "hand")
    g = b.game(dilemma_library())
    answer(g, f"play|{card}|dilemma")
    doc = export_board(g)
    again = load_board(json.loads(json.dumps(doc)), dilemma_library(), run=False)
    assert export_board(again) == doc and digest(again.s) == digest(g.s)


def test_board_state_refuses_a_dilemma_as_problem_outside_play():
    b = Board()
    b.add(IN_PLAY, 0, "discard")
    with pytest.raises(StateFormatError, match=r"cards\[\d+\]\.card"):
        load_board(b.doc(), dilemma_library())


def test_612_1_a_multi_problem_faceoff_is_at_every_problem_a_dilemma_included():
    """Judge scenario (612.1, 522.1, 514.2; whole-pool games): a judge asked whether a Multi
    Problem Faceoff should reach the characters at a Dilemma. It should: "perform a Multi
    Problem Faceoff at all Problems" (612.1), and a Dilemma in play is a Problem, having lost
    its other card types (522.1); no card text says otherwise. P0 confronts their own Problem
    and their Dilemma; the faceoff is at the three Problems, and P1's Friend at the Dilemma is
    involved as much as P1's Friend at P1's Problem."""
    b = _dilemma_board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for code in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:
        b.add(code, 0, "play", "problem:0")  # (enough of every color for Power Plant)
    for code in ("PR60", "PR20", "PR20"):
        b.add(code, 0, "play", "dilemma:90")  # 5 power: the Dilemma's 2 wild
    at_dilemma = b.add("PR60", 1, "play", "dilemma:90")
    at_problem = b.add("PR60", 1, "play", "problem:1")
    g = b.game(dilemma_library(), phase="score", step="confront")
    assert g.pending().kind == "confront_order"
    answer(g, "problem:0")
    assert "P0 confronted 2 Problems: a Multi Problem Faceoff is performed at all Problems" in log_text(g)
    assert "612.1" in rules_cited(g)
    confronted = [text for _, rule, text in g.log if rule == "611.1"]
    assert len(confronted) == 2 and any("Test Dilemma" in text for text in confronted)
    faceoff = g.s["faceoff"]
    if faceoff is not None:  # (still underway: a window of the faceoff)
        assert faceoff["multi"] and set(faceoff["areas"]) == {"problem:0", "problem:1", "dilemma:90"}
    # P1's power total counts both of their Friends, the one at the Dilemma too (514.4): 2 + 2
    # and the card P1 flipped (a Sweetie Sunrise, 1)
    assert g.spec(at_dilemma).power == g.spec(at_problem).power == 2
    assert "514.4: Power totals: P0 32, P1 5" in log_text(g)
