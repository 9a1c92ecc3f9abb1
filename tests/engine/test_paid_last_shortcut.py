"""Only a game holding a card that triggers as a player pays their last action token (Fresh
Pastries: "When an opponent pays their last action token, ...") looks through the cards in
play for one as tokens are paid (`MlpGame.pay_tokens`): `MlpGame.keyword_card_ids` files
those cards under `PAID_LAST`. Checked against the look itself (`MlpGame._anyone_listens`)
before every step of seeded games dealt from the whole card pool, and of games full of
Fresh Pastries, where the look finds one in play.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.mlp import bot
from engine.mlp.api import default_library
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import PAID_LAST, MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine import test_copying as copying
from tests.engine.helpers import check_before_every_step, play_checking

FRESH_PASTRIES = "AD132"


def _checking(monkeypatch: pytest.MonkeyPatch, seen: Counter) -> list[int]:
    def check(g: MlpGame) -> None:
        listening = g._anyone_listens(PAID_LAST)
        filed = PAID_LAST in g.keyword_card_ids()
        assert filed or not listening  # (the shortcut never passes over a card in play that listens)
        seen["not filed"] += not filed
        seen["listening"] += listening

    return check_before_every_step(monkeypatch, check)


@pytest.mark.parametrize("seed", (3, 77))
def test_no_look_for_paid_last_without_such_a_card_in_pool_games(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter = Counter()
    steps = _checking(monkeypatch, seen)
    assert pool_soak._play(seed, round_trip=False) > 0
    assert steps[0] > 200 and seen["not filed"] > 200, (steps, seen)


def test_the_look_for_paid_last_in_games_with_such_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = default_library()
    seen: Counter = Counter()
    steps = _checking(monkeypatch, seen)

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *([FRESH_PASTRIES] * 3), *(c for c in copying.FILLERS for _ in range(3))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    for seed in range(3):
        g = new_game(lib, [deck("AD193", ["LL133", "PR168", "PR190"]), deck("PR2", ["PR190", "PR168", "LL133"])],
                     seed)
        play_checking(g, [bot.RandomBot(seed), bot.RandomBot(seed + 50, style="eager")], 40, lambda g: None)
    assert steps[0] > 1000 and seen["listening"] > 100 and not seen["not filed"], (steps, seen)
