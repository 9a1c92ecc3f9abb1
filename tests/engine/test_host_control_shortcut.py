"""Only a game holding a card that says "You control that Friend." looks, before each
priority, whether the control it gives must start or end (702.1, 513.2):
`control.host_control_follows_abilities` answers nothing to do when no card of the game has
that text (`MlpGame.keyword_card_ids` under `CONTROLS_HOST`). Checked against the look in any
game (`control._follow_host_control`) before every step of seeded games dealt from the whole
card pool, and of games full of such cards and of texts taking their abilities away.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.mlp import bot
from engine.mlp.api import default_library
from engine.mlp.effects import control
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import CONTROLS_HOST, MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine import test_copying as copying
from tests.engine.helpers import check_before_every_step, play_checking

# "Play on a Friend. You control that Friend." (CG140), with texts that take its abilities
# away: "Play on a Resource. That Resource loses and can't have abilities." (EO167), Art
# counters on Resources (LL14)
HOST_CONTROL = ["CG140", "CG140", "CG140", "EO167", "EO167", "EO167", "LL14"]


def _checking(monkeypatch: pytest.MonkeyPatch, seen: Counter) -> list[int]:
    def check(g: MlpGame) -> None:
        plain = control._follow_host_control(g, apply=False)
        assert control.host_control_follows_abilities(g, apply=False) == plain
        seen["without such a card"] += CONTROLS_HOST not in g.keyword_card_ids()
        seen["something to do"] += plain
        seen["control given"] += any(m["kind"] == "control" and control._generated_by_host_control(g, m)
                                     for m in g.s["mods"])

    return check_before_every_step(monkeypatch, check)


@pytest.mark.parametrize("seed", (3, 77))
def test_no_host_control_look_without_such_a_card_in_pool_games(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter = Counter()
    steps = _checking(monkeypatch, seen)
    assert pool_soak._play(seed, round_trip=False) > 0
    assert steps[0] > 200 and seen["without such a card"] > 200, (steps, seen)


def test_the_host_control_look_in_games_with_such_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = default_library()
    seen: Counter = Counter()
    steps = _checking(monkeypatch, seen)

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in HOST_CONTROL for _ in range(2)),
                 *(c for c in copying.FILLERS for _ in range(3))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    for seed in range(4):
        g = new_game(lib, [deck("AD193", ["LL133", "PR168", "PR190"]), deck("PR2", ["PR190", "PR168", "LL133"])],
                     seed)
        play_checking(g, [bot.RandomBot(seed), bot.RandomBot(seed + 50, style="eager")], 40, lambda g: None)
    assert steps[0] > 1000 and seen["control given"] > 100 and seen["something to do"] > 5 and not seen["without such a card"], (steps, seen)
