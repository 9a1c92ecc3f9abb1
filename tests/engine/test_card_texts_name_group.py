"""Texts that name a card (201), each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

from engine.mlp.procedures.actions import legal
from engine.mlp.state.game import MlpGame
from tests.engine.card_play import problem_enters, rich_board
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

BETTY = "Apple Brown Betty, Pastry Chef"  # PR36
EMERALD = "Emerald Green, Cider Aficionado"  # PR12


def _hands(b: Board) -> None:
    """Two Apple Brown Bettys and an Emerald Green in each player's hand."""
    for p in (0, 1):
        for code in ("PR36", "PR36", "PR12"):
            b.add(code, p, "hand")


def test_eo32_sheriff_silverstar_makes_the_opponent_discard_each_named_card():
    b = rich_board()
    _hands(b)
    sheriff = b.add("EO32", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sheriff}|home:0")
    assert g.pending().kind == "name" and f"name:{EMERALD}" in keys(g)
    answer(g, f"name:{BETTY}")
    assert zone_codes(g, 1, "discard") == ["PR36", "PR36"] and zone_codes(g, 1, "hand") == ["PR12"]
    assert sorted(zone_codes(g, 0, "hand")) == ["PR12", "PR36", "PR36"]  # the controller's own hand stays
    assert "P1 reveals their hand" in log_text(g)


def test_de69_coriander_cumin_lets_its_controller_choose_the_player():
    b = rich_board()
    _hands(b)
    cumin = b.add("DE69", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cumin}|home:0")
    answer(g, f"name:{EMERALD}")
    assert keys(g) == ["player:0", "player:1"]
    answer(g, "player:0")  # its controller's own hand
    assert zone_codes(g, 0, "discard") == ["PR12"] and zone_codes(g, 1, "discard") == []


def test_mt126_family_feud_makes_an_opponent_discard_the_named_cards_as_it_enters_play():
    b = Board()
    b.players[0] = {"tokens": 3}
    _hands(b)
    g = problem_enters(b, "MT126")
    while g.pending().kind != "name":
        answer(g, "pass")
    answer(g, f"name:{BETTY}")
    assert zone_codes(g, 1, "discard") == ["PR36", "PR36"] and "PR36" in zone_codes(g, 0, "hand")


def test_mt126_naming_a_card_nobody_holds_discards_nothing():
    b = Board()
    b.players[0] = {"tokens": 3}
    _hands(b)
    g = problem_enters(b, "MT126")
    while g.pending().kind != "name":
        answer(g, "pass")
    octavia = g.lib.spec(g.lib.find("EO69").id).name
    answer(g, f"name:{octavia}")
    assert zone_codes(g, 1, "discard") == [] and zone_codes(g, 1, "hand").count("PR36") == 2


def _octavia(code: str) -> MlpGame:
    """P0 plays `code` from hand on a rich board, each player holding two Apple Brown Bettys and
    an Emerald Green, an Apple Brown Betty on top of P0's deck."""
    b = rich_board()
    _hands(b)
    b.deck_top("PR36", 0)
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    return g


def _playable(g: MlpGame, code: str) -> bool:
    """Is any card `code` of the deciding player's hand offered to be played?"""
    return any(k.startswith("play|") and g.spec(int(k.split("|")[1])).code == code for k in keys(g))


def test_eo69_octavia_harsh_judge_stops_cards_with_the_named_name_being_played():
    g = _octavia("EO69")
    answer(g, f"name:{EMERALD}")
    assert not _playable(g, "PR12")
    assert _playable(g, "PR36")  # other names are still played


def test_eo69_octavia_bars_the_name_for_every_player_while_in_play():
    b = rich_board()
    _hands(b)
    octavia = b.add("EO69", 1, "play", "home:1")  # the opponent's, having named Emerald Green
    g = shipped_game(b, flags={f"named:{octavia}": EMERALD})
    assert not _playable(g, "PR12") and _playable(g, "PR36")
    g.dismiss(octavia)
    offered = [key for key, _ in legal(g, 0, "main") if key.startswith("play|")]
    assert any(g.spec(int(key.split("|")[1])).code == "PR12" for key in offered)  # gone with it


def test_ll76_aurora_bori_alice_names_a_friend_bars_it_and_fetches_it_when_discarded():
    g = _octavia("LL76")
    assert f"name:{BETTY}" in keys(g) and not any("Rolling Tones" in k for k in keys(g))  # only Friends
    answer(g, f"name:{BETTY}")
    assert not _playable(g, "PR36") and _playable(g, "PR12")
    aurora = next(i for i in g.characters(0) if g.spec(i).code == "LL76")
    g.dismiss(aurora)
    answer(g, "pass")  # (its triggered effect is processed before P1 gets priority)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    if g.pending().kind == "target":
        answer(g, keys(g)[0])
    assert zone_codes(g, 0, "hand").count("PR36") == 3 and "PR36" not in zone_codes(g, 0, "deck")


def test_ll76_aurora_fetches_nothing_when_it_leaves_play_another_way():
    g = _octavia("LL76")
    answer(g, f"name:{BETTY}")
    aurora = next(i for i in g.characters(0) if g.spec(i).code == "LL76")
    g.to_hand(aurora, "test")
    answer(g, "pass")
    assert g.pending().kind != "may"
    assert zone_codes(g, 0, "hand").count("PR36") == 2
