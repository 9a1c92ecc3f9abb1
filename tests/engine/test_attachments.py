"""Rules 509 and 511.2/511.3: attachments whose host leaves play are dismissed by the game
in Pre-Priority Processing, not put into the discard pile with their host; 504.1: the
attachments of a card that becomes frightened go to the discard pile at once."""

from __future__ import annotations

import pytest

from engine.core.errors import StateFormatError
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures.flow import TURN_STEPS
from engine.mlp.procedures.invariants import broken_invariants
from tests.engine.helpers import Board, answer, library, log_text


def test_511_2_an_attachment_of_a_card_that_left_play_is_dismissed_in_pre_priority_processing():
    """P1's Auntie Applesauce (PR25, "When this card is dismissed, put it into its owner's
    hand") wears Hard Hat; P0's Downright Dangerous (PR110) gives her -2 power and dismisses
    her. Pre-Priority Processing checks attachments (511.2) before it processes triggered
    effects (511.7): Hard Hat is dismissed by the game first, then Auntie Applesauce's
    effect returns her to her owner's hand."""
    b = Board()
    b.players[0] = {"tokens": 5}
    auntie = b.add("PR25", 1, "play", "problem:1")
    hat = b.add("PR139", 1, "play", "problem:1", host=auntie)
    for _ in range(3):
        b.add("PR40", 0, "play", "home:0")  # Dance Fever: pink power for the Event's requirement
    event = b.add("PR110", 0, "hand")
    g = b.game()
    answer(g, f"play|{event}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{auntie}")
    text = log_text(g, numbers_now=False)
    assert "511.2: Hard Hat" in text
    assert text.index("511.2: Hard Hat") < text.index("410.6a")
    # the log says what happened: no discard with its host, but the game dismissing it (511.2)
    assert f"511.2: Hard Hat #{hat} is dismissed to P1's discard pile: the game dismisses it, as the card it was played " \
           "on has left play" in text
    assert hat not in g.s["cards"]
    assert any(g.card(i)["card"] == g.lib.find("PR139").id for i in g.s["players"][1]["discard"])
    assert any(g.card(i)["card"] == g.lib.find("PR25").id for i in g.s["players"][1]["hand"])


def test_511_2_until_pre_priority_processing_the_attachment_stays_in_play():
    b = Board()
    auntie = b.add("PR25", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=auntie)
    g = b.game()
    g.dismiss(auntie, "410.1")
    assert g.card(hat)["zone"] == "play" and g.card(hat)["host"] == auntie
    assert auntie not in g.s["cards"]
    assert not broken_invariants(g)


def test_511_2_a_board_starting_at_a_step_refuses_an_attachment_to_no_card():
    """Its host would have left play already, and the attachment been dismissed (511.2): a
    host naming no card in such a file is a mistake, and the message says where the card goes."""
    b = Board()
    b.add("PR139", 0, "play", "home:0", host=99)
    with pytest.raises(StateFormatError) as caught:
        b.game()
    assert caught.value.field == f"cards[iid={len(b.cards)}].host"
    assert "no card with instance id 99" in caught.value.detail and "discard" in caught.value.detail


def test_511_2_a_running_procedure_may_hold_an_attachment_waiting_to_be_dismissed():
    b = Board()
    hat = b.add("PR139", 0, "play", "home:0", host=99)  # its host (card 99) has left play
    doc = b.doc(stack=[{"op": "turn", "step": TURN_STEPS.index("main")}], pending=None, next_iid=120)
    g = load_board(doc, library())
    assert hat not in g.s["cards"] and hat not in g.s["play"]
    assert "511.2" in [rule for _, rule, _ in g.log]
    assert len(g.s["players"][0]["discard"]) == 1
    doc["next_iid"] = 99  # card 99 was never handed out
    with pytest.raises(StateFormatError, match="has been in this game"):
        load_board(doc, library())


def test_511_2_a_board_with_a_pending_decision_keeps_the_waiting_attachment():
    b = Board()
    hat = b.add("PR139", 0, "play", "home:0", host=99)
    doc = b.doc(stack=[{"op": "turn", "step": TURN_STEPS.index("main") + 1}],
                pending=None, next_iid=100)
    g = load_board(doc, library(), run=False)
    assert g.card(hat)["host"] == 99
    again = export_board(g)
    assert again["cards"][[c["iid"] for c in again["cards"]].index(hat)]["host"] == 99


def test_509_an_attachment_elsewhere_than_its_host_area_still_needs_a_known_area():
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0")
    b.add("PR139", 0, "play", "nowhere", host=friend)
    with pytest.raises(StateFormatError) as caught:
        b.game()
    assert caught.value.field.endswith(".area")


def test_504_1_a_frightened_hosts_attachments_go_to_the_discard_pile_at_once():
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=friend)
    g = b.game()
    g.frighten(friend)
    assert hat not in g.s["cards"]
    assert "504.1" in [rule for _, rule, _ in g.log]
