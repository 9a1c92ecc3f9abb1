"""Texts printed on one card of Defenders of Equestria, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import TROUBLEMAKER, play, rich_board
from tests.engine.helpers import Board, answer, keys, shipped_game, zone_codes


def test_de45_plaid_stripes_opponents_pay_one_more_for_cards_costing_two_or_less():
    b = Board()
    b.add("DE45", 0, "play", "home:0")
    cheap = b.add("PR12", 1, "hand")  # cost 2
    dear = b.add("PR36", 1, "hand")  # cost 3
    event = b.add("EO133", 1, "hand")  # an Event of cost 1
    mine = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 1, cheap, "home:1", None) == 2 + 1
    assert power.play_cost(g, 1, dear, "home:1", None) == 3
    assert power.play_cost(g, 1, event, None, None) == 1 + 1
    assert power.play_cost(g, 0, mine, "home:0", None) == 2  # only opponents pay more


def _face_up_troublemakers(g, player: int) -> list[tuple[str, str]]:
    return [(g.spec(i).code, g.card(i)["area"]) for i in g.s["play"]
            if g.spec(i).type == "troublemaker" and g.card(i)["ctrl"] == player and not g.card(i)["face_down"]]


def test_de81_twilight_sparkle_and_rarity_exposed_may_put_a_troublemaker_from_the_discard_pile_into_play():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    b.add(TROUBLEMAKER, 1, "discard")  # the opponent's: not hers to put into play
    b.add(TROUBLEMAKER, 0, "hand")  # one in hand: not this text's
    g = play(b, "DE81", "home:0", "yes", "problem:1")
    assert _face_up_troublemakers(g, 0) == [(TROUBLEMAKER, "problem:1")]
    assert zone_codes(g, 0, "discard") == []
    assert zone_codes(g, 1, "discard") == [TROUBLEMAKER]
    assert TROUBLEMAKER in zone_codes(g, 0, "hand")


def test_de81_twilight_sparkle_and_rarity_exposed_is_a_may():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    g = play(b, "DE81", "home:0", "no")
    assert _face_up_troublemakers(g, 0) == []
    assert zone_codes(g, 0, "discard") == [TROUBLEMAKER]


def test_de98_its_gonna_work_puts_a_troublemaker_from_your_discard_pile_into_play_face_up():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    g = play(b, "DE98", "event", "mode:2", "problem:0")
    assert _face_up_troublemakers(g, 0) == [(TROUBLEMAKER, "problem:0")]
    assert zone_codes(g, 0, "discard") == ["DE98"]


def test_de98_its_gonna_work_offers_the_troublemaker_mode_only_with_one_in_your_discard_pile():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "discard")
    card = b.add("DE98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert set(keys(g)) == {"mode:0", "mode:1"}
