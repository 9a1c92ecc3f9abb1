"""Rule 705.2: an action with a step that can't be completed rewinds the game to before it.

I Need Answers (PR175): "Main Phase: Dismiss one of your Friends here to gain [1].
Any player may activate this ability." The Friend to dismiss is chosen while the
ability is processed. Winona, Good Girl! (HM23) has Persistent ("If this card would
leave play, you may frighten it instead"): dismissing her would be replaced, so
that cost can't be paid (508.1a) and she is not offered for it. A position read from
a file may still hold her as the Friend chosen; the activation is then undone.
"""

from __future__ import annotations

import pytest

from engine.core.errors import StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, answer, keys, log_text


def _answers_board() -> tuple[Board, int, int, int, int]:
    """P0's HM23 Winona and two PR20 Sweetie Sunrises at PR175 I Need Answers."""
    b = Board(problems=("PR175", "PR190"))
    b.players[0] = {"tokens": 1}
    winona = b.add("HM23", 0, "play", "problem:0")
    sweetie = b.add("PR20", 0, "play", "problem:0")
    other = b.add("PR20", 0, "play", "problem:0")
    return b, b.problem[0], winona, sweetie, other


def test_i_need_answers_offers_only_friends_that_can_pay_its_dismissal():
    """CR 3.4 508.1a, 705.2e: Winona's Persistent would replace her dismissal, so she is not
    offered for I Need Answers' cost; the two Sweetie Sunrises are."""
    b, problem, winona, sweetie, other = _answers_board()
    g = b.game(default_library())
    answer(g, f"act|{problem}|")
    d = g.pending()
    assert d.kind == "cost" and set(d.option_keys()) == {f"card:{sweetie}", f"card:{other}"}
    assert f"card:{winona}" not in d.option_keys()


def _mid_cost_position_with_winona() -> tuple:
    """I Need Answers' cost decision of `_answers_board`, read back from a file in which the
    second Sweetie Sunrise offered is Winona (a position the game itself never reaches): the
    game, the digest before the activation, the card now Winona, and the first Sweetie."""
    b, problem, winona, sweetie, other = _answers_board()
    g = b.game(default_library())
    before = g.digest()
    answer(g, f"act|{problem}|")
    doc = export_board(g)
    cards = {c["iid"]: c for c in doc["cards"]}
    cards[other]["card"] = cards[winona]["card"]
    return load_board(doc, default_library()), before, other, sweetie


def test_705_2_a_cost_that_cannot_be_paid_after_a_choice_rewinds_the_action():
    g, before, now_winona, _sweetie = _mid_cost_position_with_winona()
    assert g.spec(now_winona).code == "HM23" and f"card:{now_winona}" in g.pending().option_keys()
    answer(g, f"card:{now_winona}")
    # rewound: exactly the position before the ability was activated
    assert g.digest() == before
    assert g.pending().kind == "priority"
    assert "705.2:" in log_text(g) and "508.1a" in log_text(g)
    assert g.card(now_winona)["zone"] == "play" and not g.card(now_winona)["frightened"]
    assert g.s["players"][0]["tokens"] == 1


def test_705_2_the_rewind_point_is_saved_with_a_position_in_the_middle_of_an_action():
    b, problem, _winona, sweetie, _other = _answers_board()
    g = b.game(default_library())
    before = g.digest()
    answer(g, f"act|{problem}|")
    doc = export_board(g)
    frame = next(f for f in doc["stack"] if "rewind" in f)
    assert frame["op"] == "ability" and frame["rewind"]["pending"]["kind"] == "priority"
    again = load_board(doc, default_library())
    assert export_board(again) == doc
    answer(again, f"card:{sweetie}")  # paid: the action goes through
    assert again.digest() != before and sweetie not in again.s["play"]
    assert again.s["players"][0]["tokens"] == 2


def test_705_2_a_damaged_rewind_point_is_refused_naming_the_field():
    b, problem, _winona, _sweetie, _other = _answers_board()
    g = b.game(default_library())
    answer(g, f"act|{problem}|")
    doc = export_board(g)
    index = next(n for n, f in enumerate(doc["stack"]) if "rewind" in f)
    doc["stack"][index]["rewind"]["cards"][0]["zone"] = "nowhere"
    with pytest.raises(StateFormatError) as caught:
        load_board(doc, default_library())
    assert caught.value.field == f"stack[{index}].rewind.cards[0].zone"


def test_705_2_actions_offered_can_be_completed_when_that_is_cheap_to_check():
    """With only Winona at the Problem, no choice could pay the cost: not offered."""
    b = Board(problems=("PR175", "PR190"))
    b.players[0] = {"tokens": 1}
    b.add("HM23", 0, "play", "problem:0")
    g = b.game(default_library())
    assert not [k for k in keys(g) if k.startswith(f"act|{b.problem[0]}|")]
    why = "\n".join(mlp_table().why_not(g, "activate I Need Answers").lines())
    assert "Winona" in why and "Persistent" in why and "508.1a" in why


def test_i_need_answers_not_offered_while_hoity_toity_would_banish_the_only_friend_there():
    """CR 3.4 508.1a, the check every cost that takes a card out of play asks: P0's HM74
    Hoity Toity would banish P0's Sweetie Sunrise instead of letting her enter the discard
    pile, so she can't pay I Need Answers' dismissal: not offered, and the judge's "why not?"
    names Hoity Toity; P1's Hoity Toity ("your discard pile") changes nothing."""
    for owner in (0, 1):
        b = Board(problems=("PR175", "PR190"))
        b.players[0] = {"tokens": 1}
        b.add("PR20", 0, "play", "problem:0")
        b.add("HM74", owner, "play", f"home:{owner}")
        g = b.game(default_library())
        offered = [k for k in keys(g) if k.startswith(f"act|{b.problem[0]}|")]
        assert bool(offered) is bool(owner)
        if owner == 0:
            why = "\n".join(mlp_table().why_not(g, "activate I Need Answers").lines())
            assert "Sweetie Sunrise" in why and "Hoity Toity" in why and "508.1a" in why


def test_705_2_one_friend_to_choose_whose_dismissal_would_be_replaced_still_rewinds():
    """The rewind point is skipped only when the action provably neither asks nor fails:
    with exactly one Friend that can pay the cost, chosen without asking. With Winona the
    only Friend there none can, and in play the action is not offered; a position read from
    a file can offer it (here Sweetie Sunrise, offered, is Winona): it is undone (705.2)."""
    b = Board(problems=("PR175", "PR190"))
    b.players[0] = {"tokens": 1}
    friend = b.add("PR20", 0, "play", "problem:0")
    doc = export_board(b.game(default_library()))
    assert f"act|{b.problem[0]}|0" in [o["key"] for o in doc["pending"]["options"]]
    b2 = Board(problems=("PR175", "PR190"))
    b2.add("HM23", 0, "play", "problem:0")
    winona_id = next(c["card"] for c in export_board(b2.game(default_library()))["cards"] if c["iid"] == friend)
    next(c for c in doc["cards"] if c["iid"] == friend)["card"] = winona_id
    g = load_board(doc, default_library())
    assert g.spec(friend).code == "HM23"
    before = g.digest()
    answer(g, f"act|{b.problem[0]}|")
    assert g.digest() == before and g.pending().kind == "priority"
    assert "705.2:" in log_text(g) and "508.1a" in log_text(g)
    assert g.card(friend)["zone"] == "play" and not g.card(friend)["frightened"]


def test_705_2_the_rewind_point_is_skipped_only_for_one_friend_whose_dismissal_can_be_paid():
    from engine.mlp.effects.abilities import may_fail_after_a_choice

    b = Board(problems=("PR175", "PR190"))
    b.players[0] = {"tokens": 1}
    sweetie = b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:0")
    g = b.game(default_library())
    key = f"act|{b.problem[0]}|0"
    assert key in keys(g)
    # any player may activate it: the Friends to choose from are the activating player's
    assert may_fail_after_a_choice(g, key, 0) is False
    assert may_fail_after_a_choice(g, key, 1) is True
    answer(g, key)  # no question, nothing to rewind to: the action is done
    assert g.pending().kind == "priority"
    assert sweetie not in g.s["play"] and g.s["players"][0]["tokens"] == 2
    assert not [f for f in g.s["stack"] if "rewind" in f] and "705.2:" not in log_text(g)


def test_the_rewind_point_copy_has_the_content_of_a_marshal_round_trip_and_shares_nothing_mutable():
    import marshal

    from engine.mlp.state.game import copy_state

    b, problem, _winona, _sweetie, _other = _answers_board()
    g = b.game(default_library())
    answer(g, f"act|{problem}|")  # a position holding a rewind point in a frame
    state = {**g.s, "odd": (1, [2, {"x": [3]}]), "real": 0.5}
    copy = copy_state(state)
    assert copy == marshal.loads(marshal.dumps(state))
    assert list(copy["cards"]) == list(state["cards"])  # the same keys, in the same order

    def containers(value, found):
        if isinstance(value, (dict, list, tuple)):
            found.append(value)
            for item in value.values() if isinstance(value, dict) else value:
                containers(item, found)
        return found

    originals = {id(c) for c in containers(state, []) if not isinstance(c, tuple)}
    assert not [c for c in containers(copy, []) if not isinstance(c, tuple) and id(c) in originals]
