"""Rule 705.2: an action with a step that can't be completed rewinds the game to before it.

I Need Answers (PR175): "Main Phase: Dismiss one of your Friends here to gain [1].
Any player may activate this ability." The Friend to dismiss is chosen while the
ability is processed. Winona, Good Girl! (HM23) has Persistent ("If this card would
leave play, you may frighten it instead"): dismissing her would be replaced, so
that cost can't be paid (508.1a) and the activation is undone.
"""

from __future__ import annotations

import pytest

from engine.core.errors import StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from tests.engine.helpers import Board, answer, keys, log_text


def _answers_board() -> tuple[Board, int, int, int]:
    b = Board(problems=("PR175", "PR190"))
    b.players[0] = {"tokens": 1}
    winona = b.add("HM23", 0, "play", "problem:0")
    sweetie = b.add("PR20", 0, "play", "problem:0")
    return b, b.problem[0], winona, sweetie


def test_705_2_a_cost_that_cannot_be_paid_after_a_choice_rewinds_the_action():
    b, problem, winona, sweetie = _answers_board()
    g = b.game(default_library())
    before = g.digest()
    options = keys(g)
    answer(g, f"act|{problem}|")
    d = g.pending()
    assert d.kind == "cost" and {f"card:{winona}", f"card:{sweetie}"} <= set(d.option_keys())
    answer(g, f"card:{winona}")
    # rewound: exactly the position before the ability was activated
    assert g.digest() == before
    assert g.pending().kind == "priority" and keys(g) == options
    assert "705.2:" in log_text(g) and "508.1a" in log_text(g)
    assert g.card(winona)["zone"] == "play" and not g.card(winona)["frightened"]
    assert g.s["players"][0]["tokens"] == 1
    # the same action with a cost that can be paid goes through
    answer(g, f"act|{problem}|")
    answer(g, f"card:{sweetie}")
    assert sweetie not in g.s["play"] and g.s["players"][0]["tokens"] == 2


def test_705_2_the_rewind_point_is_saved_with_a_position_in_the_middle_of_an_action():
    b, problem, winona, _sweetie = _answers_board()
    g = b.game(default_library())
    before = g.digest()
    answer(g, f"act|{problem}|")
    doc = export_board(g)
    frame = next(f for f in doc["stack"] if "rewind" in f)
    assert frame["op"] == "ability" and frame["rewind"]["pending"]["kind"] == "priority"
    again = load_board(doc, default_library())
    assert export_board(again) == doc
    answer(again, f"card:{winona}")
    assert again.digest() == before


def test_705_2_a_damaged_rewind_point_is_refused_naming_the_field():
    b, problem, _winona, _sweetie = _answers_board()
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


def test_705_2_one_friend_to_choose_whose_dismissal_would_be_replaced_still_rewinds():
    """The rewind point is skipped only when the action provably neither asks nor fails:
    with one Friend to choose, the choice is made without asking, so the rule must also
    see that her dismissal can't be paid. In play the action is then not offered; a
    position read from a file can offer it (here Sweetie Belle, offered, is Winona)."""
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

    b, problem, _winona, _sweetie = _answers_board()
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
