"""Rallying a frightened Friend (609.2e) at a cost changed by card text, on a judge's board."""

from __future__ import annotations

from tests.engine.helpers import Board, answer, keys, shipped_game


def _rally_board(tokens: int, *cards: tuple[str, int, dict]) -> tuple[Board, int]:
    """P0 in their Main Phase with `tokens` tokens and a frightened Friend at home; `cards`
    (code, owner, flags) in play too."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    scared = b.add("PR33", 0, "play", "home:0", frightened=True)
    for code, owner, flags in cards:
        b.add(code, owner, "play", f"home:{owner}", **flags)
    return b, scared


def _rally_offered(b: Board, scared: int) -> bool:
    return f"rally|{scared}" in keys(shipped_game(b))


def test_rallying_costs_two_without_such_text():
    b, scared = _rally_board(2)
    g = shipped_game(b)
    answer(g, f"rally|{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 0


def test_de64_zomponies_opponents_pay_one_more_to_rally():
    b, scared = _rally_board(2, ("DE64", 1, {}))
    assert not _rally_offered(b, scared)
    b, scared = _rally_board(3, ("DE64", 1, {}))
    g = shipped_game(b)
    answer(g, f"rally|{scared}")
    assert g.s["players"][0]["tokens"] == 0
    b, scared = _rally_board(2, ("DE64", 0, {}))  # its controller's own Friends: no tax
    assert _rally_offered(b, scared)


def test_ad151_the_scariest_cave_in_equestria_every_rally_costs_one_more():
    for owner in (0, 1):
        b, scared = _rally_board(2, ("AD151", owner, {}))
        assert not _rally_offered(b, scared)
        b, scared = _rally_board(3, ("AD151", owner, {}))
        g = shipped_game(b)
        answer(g, f"rally|{scared}")
        assert g.s["players"][0]["tokens"] == 0


def test_cn32_doc_top_exhausted_rallies_cost_one_less_but_at_least_one():
    b, scared = _rally_board(1, ("CN32", 0, {"exhausted": True}))
    g = shipped_game(b)
    answer(g, f"rally|{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 0
    b, scared = _rally_board(1, ("CN32", 0, {}))  # ready: no discount
    assert not _rally_offered(b, scared)
    b, scared = _rally_board(1, ("CN32", 0, {"exhausted": True}), ("CN32", 0, {"exhausted": True}))
    g = shipped_game(b)  # two of them: 2 - 2, but at least 1
    answer(g, f"rally|{scared}")
    assert g.s["players"][0]["tokens"] == 0


def test_cn32_doc_top_main_phase_exhaust_this_card():
    b, _ = _rally_board(1, ("CN32", 0, {}))
    g = shipped_game(b)
    doc = next(i for i in g.s["play"] if g.spec(i).code == "CN32")
    answer(g, f"act|{doc}|")
    assert g.card(doc)["exhausted"]
