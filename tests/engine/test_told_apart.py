"""Options naming cards in play that share a name say where each card is (`MlpGame.ask`,
`MlpGame._told_apart`): "Critter #31 at problem:0". A question offering fewer than two cards,
or no two alike in play, keeps its labels as the caller wrote them.
"""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.helpers import Board

FRIEND = "PR20"
OTHER_FRIEND = "PR36"


def _labels(g: MlpGame, pairs: list[tuple[str, str]]) -> list[str]:
    g.ask(0, "target", "Choose a Friend", pairs)
    return [option.label for option in g.pending().options]


def test_two_alike_cards_in_play_each_say_where_they_are():
    b = Board()
    first = b.add(FRIEND, 0, "play", "home:0")
    second = b.add(FRIEND, 0, "play", "problem:1")
    g = b.game()
    name = g.spec(first).name
    assert _labels(g, [(f"card:{first}", g.name(first)), (f"card:{second}", g.name(second))]) == [
        f"{name} #{first} at home:0", f"{name} #{second} at problem:1"]


def test_only_the_alike_ones_are_told_apart():
    b = Board()
    first = b.add(FRIEND, 0, "play", "home:0")
    second = b.add(FRIEND, 0, "play", "problem:1")
    other = b.add(OTHER_FRIEND, 0, "play", "home:0")
    g = b.game()
    name = g.spec(first).name
    assert _labels(g, [("none", "Don't"), (f"card:{other}", g.name(other)), (f"card:{first}", g.name(first)),
                       (f"card:{second}", g.name(second))]) == [
        "Don't", g.name(other), f"{name} #{first} at home:0", f"{name} #{second} at problem:1"]


def test_cards_not_alike_or_not_in_play_keep_their_labels():
    b = Board()
    first = b.add(FRIEND, 0, "play", "home:0")
    in_hand = b.add(FRIEND, 0, "hand")
    other = b.add(OTHER_FRIEND, 0, "play", "home:0")
    g = b.game()
    assert _labels(g, [(f"card:{first}", g.name(first)), (f"card:{in_hand}", g.name(in_hand))]) == [
        g.name(first), g.name(in_hand)]
    assert _labels(g, [(f"card:{first}", g.name(first)), (f"card:{other}", g.name(other))]) == [
        g.name(first), g.name(other)]
    assert _labels(g, [("pass", "Pass priority"), (f"play|{in_hand}|home:0", "Play it")]) == [
        "Pass priority", "Play it"]
