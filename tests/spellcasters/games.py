"""Seeded games between the shipped sample half decks, for the determinism and soak tests."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.spellcasters.api import default_library, make_setup, new_game
from engine.spellcasters.bot import RandomBot
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.table import spellcasters_table

MAX_DECISIONS = 5_000
"""Far more than any game takes (about 90); a game still going after this many is a bug."""


@cache
def sample_halves() -> tuple[list[str], ...]:
    table = spellcasters_table()
    return tuple(table.read_deck(text, name) for name, text in sorted(table.theme_decks().items()))


def setup_for(seed: int) -> dict:
    halves = sample_halves()
    first = seed % len(halves)
    return make_setup([halves[first], halves[(first + 1 + seed // len(halves)) % len(halves)]], seed)


def play(seed: int, each: Callable[[SpellcastersGame], None] | None = None) -> tuple[SpellcastersGame, list[list[str]]]:
    """Play the seed's game with seeded bots to the end; `each` sees every position with a decision."""
    game = new_game(setup_for(seed), default_library())
    style = "eager" if seed % 2 else "uniform"
    bots = [RandomBot(seed * 7 + p, style=style) for p in (0, 1)]
    answers: list[list[str]] = []
    while (decision := game.pending()) is not None:
        if each is not None:
            each(game)
        answer = bots[decision.player].choose(decision)
        game.submit(answer)
        answers.append(answer)
        assert len(answers) < MAX_DECISIONS, f"seed {seed}: the game does not end"
    return game, answers
