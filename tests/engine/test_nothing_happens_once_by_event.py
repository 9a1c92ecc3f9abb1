"""A text set off by what happens that does nothing, time after time, says so once.

Princess Luna, Dream Guide ("When you discard a card, you may pay [1] and turn this card to its
Boosted side. ...") with no action token, and Portal to Tartarus ("When a card enters a discard
pile, you may exhaust this card to banish that card.") exhausted, are set off by every card
discarded: each wrote the same "Nothing happens" line every time, some twenty times a game, as
Lord Tirek did at every faceoff involving him with no Friend in it. As the texts set off at a
time of every turn do, each now says it the first time, adding that it is not repeated while it
stays so; once the text does something (or its player declines it), the next time is said
again. A text set off by its own card entering play says it as before: it is never set off
twice.
"""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import BLUE, PINK, board
from tests.engine.helpers import answer, shipped_game


def _lines_by(g: MlpGame, card: int) -> list[str]:
    name = g.name(card)
    return [entry.text for entry in g.log if f"(by the text of {name})" in entry.text]


def test_princess_luna_without_a_token_says_her_cost_is_unpaid_once_and_again_after_a_no():
    b = board(tokens=0, manes=("AD3", "PR2"))
    junk = [b.add(PINK, 0, "hand") for _ in range(5)]
    b.add(BLUE, 1, "hand")
    g = shipped_game(b)  # P1's Main Phase
    luna = b.mane[0]
    for card in junk[:3]:
        g.discard(card)
    answer(g, "pass")  # what they set off is processed (712.1); P0's turn begins, P0 gains 2 tokens
    unpaid = (f"Nothing happens: “You may pay [1] and turn this card to its Boosted side” is not done: the payment is 1 action token; P0 has none (by the "
              f"text of {g.name(luna)}); not repeated while it stays so")
    assert _lines_by(g, luna) == [unpaid]
    g.discard(junk[3])
    answer(g, "pass")
    answer(g, "no")  # asked, and declined: the text did something
    g.s["players"][0]["tokens"] = 0
    g.discard(junk[4])
    answer(g, "pass")
    said = _lines_by(g, luna)
    assert said[0] == said[-1] == unpaid and len(said) == 3 and said[1].startswith("P0 chooses not to"), said


def test_portal_to_tartarus_exhausted_says_so_once():
    b = board()
    portal = b.add("AD141", 0, "play", "home:0", exhausted=True)
    foes = [b.add(BLUE, 1, "play", "home:1") for _ in range(3)]
    g = shipped_game(b)
    for foe in foes:
        g.dismiss(foe)
        answer(g, "pass")
    name = g.name(portal)
    assert _lines_by(g, portal) == [
        f"Nothing happens: “You may exhaust this card to banish that card” is not done: its cost exhausts {name}, which is already exhausted (by "
        f"the text of {name}); not repeated while it stays so"]
