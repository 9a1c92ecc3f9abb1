"""Steps the per-set card tests share: a rich Main Phase board, playing a card from hand,
activating an ability, running a phase with preferred answers, reading zones.

Kept apart from `helpers` so each set's test file reads as a list of judge scenarios.
"""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.helpers import Board, answer, keys, shipped_game

# vanilla Friends: blue, orange, pink, purple, white, yellow (PR81 Blue Jay is a Critter)
FILLERS = ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2
BLUE, ORANGE, PINK, PURPLE, WHITE, YELLOW = FILLERS[:6]
CRITTER = "PR86"  # House Mouse: a 1-power Critter Friend
TROUBLEMAKER = "PR157"  # Purple Parasprite: power 4


def rich_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    return b


def then(g: MlpGame, *choices: str) -> None:
    """Give `choices` to the decisions asked next (skipping those the game made itself)."""
    for choice in choices:
        if g.pending().kind != "priority":
            answer(g, choice)


def play(b: Board, code: str, where: str, *choices: str) -> MlpGame:
    """Play `code` from P0's hand to `where` ("event" for an Event), then answer `choices`."""
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|{where}")
    then(g, *choices)
    return g


def activate(g: MlpGame, card: int, *choices: str) -> None:
    """Use the card's ability, then answer `choices`."""
    answer(g, f"act|{card}|")
    then(g, *choices)


def settle(g: MlpGame, *prefer: str, until=lambda g: g.pending().kind == "priority") -> MlpGame:
    """Answer decisions until `until(g)`: the `prefer`red keys first, then "yes", then the
    first options a decision needs."""
    while g.pending() is not None and not until(g):
        available = keys(g)
        wanted = [k for k in (*prefer, "yes") if k in available]
        answer(g, *(wanted[:1] or available[: max(1, g.pending().min)]))
    return g


def run_turn(b: Board, phase: str, step: str, *prefer: str) -> MlpGame:
    """Start the board at `phase`/`step` and answer (as `settle`) until P1's turn."""
    g = shipped_game(b, phase=phase, step=step)
    return settle(g, *prefer, until=lambda g: g.s["turn_player"] != 0)


def codes(g: MlpGame, zone: str, player: int) -> list[str]:
    return [g.spec(i).code for i in g.s["players"][player][zone]]


def in_play(g: MlpGame, code: str, player: int = 0) -> list[int]:
    return [i for i in g.s["play"] if g.spec(i).code == code and g.card(i)["ctrl"] == player]


def tokens_of(g: MlpGame, player: int) -> list[int]:
    return [i for i in g.s["play"] if g.card(i).get("token") and g.card(i)["ctrl"] == player]
