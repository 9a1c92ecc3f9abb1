"""Rock N' Rave (RR): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import BLUE, PINK, PURPLE, WHITE, play, rich_board, settle
from tests.engine.helpers import Board, answer, keys, shipped_game, zone_codes


def test_rr1_apple_strudel_may_pay_1_to_exhaust_a_character_an_opponent_moved_there():
    b = Board()
    b.players[1] = {"tokens": 5}
    b.players[0] = {"tokens": 1}
    strudel = b.add("RR1", 0, "play", "problem:0")
    foe = b.add(BLUE, 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    assert f"act|{strudel}|0" not in keys(g)
    answer(g, f"move|{foe}|problem:0")
    # the Reaction is offered to P0 in the window after the move (512.4)
    assert g.pending().player == 0 and f"act|{strudel}|0" in keys(g)
    answer(g, f"act|{strudel}|0")
    settle(g)
    assert g.card(foe)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_rr2_berry_punch_may_draw_entering_play_and_exhaust_to_draw_when_confronting():
    b = rich_board()
    b.deck_top(PINK, 0)
    g = play(b, "RR2", "home:0", "yes")
    assert zone_codes(g, 0, "hand") == [PINK]
    b = Board()
    berry = b.add("RR2", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.deck_top(WHITE, 0)
    g = shipped_game(b, phase="score", step="score")
    settle(g, until=lambda g: g.s["step"] != "confront")
    assert g.card(berry)["exhausted"] and WHITE in zone_codes(g, 0, "hand")


def test_rr2_berry_punch_asks_yes_or_no_as_every_optional_instruction_does():
    """ "You may draw a card" reads as her other "you may" does (and every instruction a
    text makes optional): "Yes" or "No", not "Draw" or "Don't"."""
    b = rich_board()
    berry = b.add("RR2", 0, "hand")
    g = shipped_game(b)
    answer(g, *[k for k in keys(g) if k.startswith(f"play|{berry}|home:0")][:1])
    settle(g, until=lambda g: g.pending().kind == "may")
    asked = g.pending()
    assert asked.prompt.endswith("Draw a card? (712.3)")
    assert [(o.key, o.label) for o in asked.options] == [("yes", "Yes"), ("no", "No")]
    b = Board()
    b.add("RR2", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    settle(g, until=lambda g: g.pending().kind == "may")
    assert [o.label for o in g.pending().options] == ["Yes", "No"]  # (when confronting)


def test_rr3_twinkleshine_overachiever_1_power_while_you_have_3_cards_in_hand():
    b = Board()
    twinkle = b.add("RR3", 0, "play", "home:0")
    for _ in range(2):
        b.add(BLUE, 0, "hand")
    for _ in range(3):
        b.add(BLUE, 1, "hand")
    assert power.power(shipped_game(b), twinkle) == 3
    b.add(BLUE, 0, "hand")
    assert power.power(shipped_game(b), twinkle) == 4


def _pair_event(code: str, pony: str, first: str, second: str) -> None:
    """Play `code` on P0's `pony` (of the color `first`): +1 of each of the two colors."""
    b = rich_board()
    chosen = b.add(pony, 0, "play", "problem:0")
    other = b.add(BLUE, 0, "play", "problem:0")
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{other}" not in keys(g), code  # a Loyalty character is not offered
    answer(g, f"card:{chosen}")
    assert power.power(g, chosen) == 2 + 2, code


def test_rr5_its_elementary_gives_laughter_and_magic():
    _pair_event("RR5", PURPLE, "purple", "pink")


def test_rr6_rock_solid_fashion_gives_generosity_and_honesty():
    _pair_event("RR6", WHITE, "white", "orange")

