"""Rules 4xx-5xx not covered elsewhere: zone changes (410.6), face-down cards (505),
Pre-Priority Processing state checks (511.2-511.5), uniqueness (516.3, 516.4a, 607.3),
board-state errors and round trips."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import StateFormatError
from engine.mlp import view
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.cards.model import Card, CardType, Color
from engine.mlp.state.library import CardLibrary
from engine.mlp.values import power
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import Board, answer, keys, library, rules_cited

UNIQUE = Card(id="test-unique", set_code="TS", set_name="Test", number="90", rarity="R",
              type=CardType.FRIEND, title="Test Unique", colors=(Color.BLUE,), power=2, cost=1,
              traits=("Unique", "Pegasus"))
EPIC = Card(id="test-epic", set_code="TS", set_name="Test", number="91", rarity="R",
            type=CardType.TROUBLEMAKER, title="Test Epic", power=5, traits=("Epic",), epic=True,
            troublemaker_points=3)


def _lib() -> CardLibrary:
    return CardLibrary([*theme_cards().values(), UNIQUE, EPIC], version="test-concepts")


def test_410_6_a_card_that_changes_zones_is_a_new_card_and_loses_its_modifiers():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    g = b.game()
    g.add_mod("power", pony, 2, until="turn")
    assert power.power(g, pony) == 3
    new = g.to_hand(pony, "test")
    assert new != pony and pony not in g.s["cards"]
    again = g.relocate(new, "play", area="home:0")
    assert power.power(g, again) == 1


def test_505_face_down_troublemakers_have_no_power_color_or_name():
    b = Board()
    tm = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = b.game()
    assert power.power(g, tm) is None and power.colors(g, tm) == ()
    assert "Purple Parasprite" not in g.name(tm)


def test_511_2_an_attachment_whose_host_no_longer_fits_is_dismissed_by_the_game():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=pony)
    b.cards[hat - 1]["host"] = b.mane[0]  # a Friend-only Resource on a Mane Character
    g = b.game()
    assert hat not in g.s["cards"]
    assert "511.2" in rules_cited(g)


def test_511_4_frightened_non_friends_are_turned_face_up():
    b = Board()
    b.cards[b.mane[0] - 1]["frightened"] = True
    g = b.game()
    assert not g.card(b.mane[0])["frightened"]
    assert "511.4" in rules_cited(g)


def test_511_5_characters_in_another_players_home_are_sent_home():
    b = Board()
    stray = b.add("PR20", 0, "play", "home:1")
    g = b.game()
    assert g.card(stray)["area"] == "home:0"
    assert "511.5" in rules_cited(g)


def test_516_3_two_unique_cards_with_one_name_violate_uniqueness():
    b = Board()
    first = b.add("test-unique", 0, "play", "home:0")
    b.add("test-unique", 0, "play", "problem:1")
    g = b.game(_lib())
    assert g.pending().kind == "uniqueness"
    answer(g, f"card:{first}")
    assert first not in g.s["cards"]
    assert len([i for i in g.s["play"] if g.spec(i).id == "test-unique"]) == 1


def test_607_3_uncovering_an_epic_troublemaker_dismisses_the_other_face_up_ones():
    b = Board()
    other = b.add("PR157", 1, "play", "problem:1")
    b.add("test-epic", 0, "play", "problem:1", face_down=True)
    g = b.game(_lib(), phase="troublemaker", step="uncover")
    assert other not in g.s["cards"]
    assert "607.3" in rules_cited(g)


def test_607_1_a_troublemaker_an_epic_one_keeps_face_down_is_not_offered_in_the_uncover_order():
    """705.2e: the turn player orders only the Troublemakers that can be uncovered; the one at
    the Problem with a face-up Epic Troublemaker stays face down, and the log says why."""
    b = Board()
    epic = b.add("test-epic", 1, "play", "problem:1")
    kept = b.add("PR157", 0, "play", "problem:1", face_down=True)
    uncovered = b.add("PR160", 0, "play", "problem:0", face_down=True)
    g = b.game(_lib(), phase="troublemaker", step="uncover")
    assert g.pending() is None or g.pending().kind != "uncover_order"
    assert not g.card(uncovered)["face_down"]
    assert g.card(kept)["face_down"]
    assert ("607.1", g.as_written(f"{g.name(kept)} can't be uncovered, as the Epic Troublemaker {g.name(epic)} "
                                      "is face up at problem:1")) in [(rule, text) for _, rule, text in g.log]


def test_607_2_the_order_is_asked_among_those_that_can_be_uncovered():
    b = Board()
    b.add("test-epic", 1, "play", "problem:1")
    b.add("PR157", 0, "play", "problem:1", face_down=True)  # kept face down by the Epic one
    first = b.add("PR160", 0, "play", "problem:0", face_down=True)
    second = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = b.game(_lib(), phase="troublemaker", step="uncover")
    assert g.pending().kind == "uncover_order"
    assert sorted(keys(g)) == sorted([f"card:{first}", f"card:{second}"])


def test_607_2_two_troublemakers_of_one_name_at_one_problem_are_told_apart_in_the_order():
    """Two face-down Troublemakers of one name at one Problem (516.4 counts face-up ones only):
    each option names its card by its number, so the player sees two choices, not one twice."""
    b = Board()
    first = b.add("PR157", 0, "play", "problem:1", face_down=True)
    second = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = b.game(_lib(), phase="troublemaker", step="uncover")
    labels = [view.place_words(g, o.label) for o in g.pending().options]
    assert labels == [f"Purple Parasprite #{first} at Problem Runaway Cart (Player 2's)",
                      f"Purple Parasprite #{second} at Problem Runaway Cart (Player 2's)"]


def test_611_3e_a_face_up_epic_troublemaker_blocks_even_its_controller():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    b.add("test-epic", 0, "play", "problem:0")
    g = b.game(_lib(), phase="score", step="confront")
    assert g.s["players"][0]["score"] == 0


def test_board_state_errors_name_the_field():
    doc = Board().doc()
    cases = [
        ({"version": 3}, "version"),
        ({"phase": "lunch"}, "phase"),
        ({"players": [{}]}, "players"),
        ({"turn_player": 3}, "turn_player"),
    ]
    for change, field in cases:
        bad = {**doc, **change}
        with pytest.raises(StateFormatError) as err:
            load_board(bad, library())
        assert err.value.field == field
    bad = json.loads(json.dumps(doc))
    bad["cards"][4]["card"] = "No Such Pony"
    with pytest.raises(StateFormatError) as err:
        load_board(bad, library())
    assert err.value.field == "cards[4].card"
    bad = json.loads(json.dumps(doc))
    bad["players"][0]["hand"] = [5]
    with pytest.raises(StateFormatError) as err:
        load_board(bad, library())
    assert err.value.field == "players[0].hand[0]"
    bad = json.loads(json.dumps(doc))
    bad["cards"][0]["counters"] = {"power": -1}
    with pytest.raises(StateFormatError) as err:
        load_board(bad, library())
    assert err.value.field == "cards[0].counters.power"


def test_board_state_round_trips_exactly_including_a_pending_decision():
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR13", 0, "hand")
    g = b.game()
    doc = export_board(g)
    assert doc["pending"] is not None and doc["stack"]
    copy = load_board(json.loads(json.dumps(doc)), library())
    assert export_board(copy) == doc
    assert copy.digest() == g.digest()
    key = keys(g)[-1]
    g.submit([key])
    copy.submit([key])
    assert copy.digest() == g.digest()


def test_514_4a_i_challenging_your_own_epic_troublemaker_its_power_counts_for_the_opponent():
    b = Board()
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    epic = b.add("test-epic", 0, "play", "problem:0")  # P0's own Epic Troublemaker, power 5
    g = b.game(_lib(), phase="troublemaker", step="challenge")
    assert f"challenge:{epic}" in keys(g)  # 608.1: an Epic Troublemaker may be challenged by its controller
    answer(g, f"challenge:{epic}")
    totals = next(t for _, r, t in g.log if r == "514.4")
    # P0: five 1-power ponies + a 1-power flip; P1: the Troublemaker's 5 + a 1-power flip
    assert totals == "Power totals: P0 6, P1 6"


def test_a_mane_field_naming_a_card_that_is_not_a_mane_character_is_refused():
    """A board state names each player's Mane Character (301); a Friend in that field is an error."""
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0")
    b.players[0]["mane"] = friend
    with pytest.raises(StateFormatError) as caught:
        b.game()
    assert caught.value.field == "players[0].mane"
    assert "is a Friend: P0's Mane Character holds only a Mane Character (301)" in str(caught.value)
