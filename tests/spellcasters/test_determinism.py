"""Determinism: a seed and the answers make the same game; every position survives a save and load.

The default run saves and loads every decision of 30 games; `-m slow` does 200."""

from __future__ import annotations

import pytest

from engine.core.replay import Replay, ReplayCursor
from engine.spellcasters.api import SYSTEM_ID, default_library, new_game
from engine.spellcasters.boardstate import export_board, load_board
from engine.spellcasters.state.game import SpellcastersGame
from tests.spellcasters.games import play, setup_for


def test_the_same_seed_and_answers_give_the_same_game() -> None:
    first, answers = play(11)
    again, answers_again = play(11)
    assert answers == answers_again and first.digest() == again.digest()
    assert [str(e) for e in first.log] == [str(e) for e in again.log]
    other, _ = play(12)
    assert other.digest() != first.digest()
    # replaying the answers on a fresh game gives the same end
    replayed = new_game(setup_for(11), default_library())
    for answer in answers:
        replayed.submit(answer)
    assert replayed.digest() == first.digest()


def _saved_and_loaded(game: SpellcastersGame) -> None:
    document = export_board(game)
    copy = load_board(document, default_library())
    assert copy.digest() == game.digest()
    assert copy.pending() == game.pending()
    assert export_board(copy) == document


def test_every_decision_of_random_games_survives_a_save_and_load() -> None:
    for seed in range(30):
        play(seed, _saved_and_loaded)


@pytest.mark.slow
def test_every_decision_of_200_games_survives_a_save_and_load() -> None:
    for seed in range(200):
        play(seed, _saved_and_loaded)


def test_a_loaded_position_plays_on_exactly_as_the_game_it_came_from() -> None:
    for seed in range(5):
        game, answers = play(seed)
        middle = len(answers) // 2
        partial = new_game(setup_for(seed), default_library())
        for answer in answers[:middle]:
            partial.submit(answer)
        copy = load_board(export_board(partial), default_library())
        for answer in answers[middle:]:
            copy.submit(answer)
        assert copy.digest() == game.digest() and copy.result == game.result


def test_a_replay_steps_back_and_forward_to_the_same_positions() -> None:
    game, answers = play(3)
    replay = Replay(SYSTEM_ID, setup_for(3), answers)
    cursor = ReplayCursor(lambda setup: new_game(setup, default_library()), replay, keyframe_every=8)
    digests = {}
    for step in range(len(answers) + 1):
        cursor.seek(step)
        digests[step] = cursor.game.digest()
    assert digests[len(answers)] == game.digest()
    for step in (len(answers) - 1, 3, 17, 0, len(answers)):
        cursor.seek(step)
        assert cursor.game.digest() == digests[step]


def test_a_planted_divergence_is_caught() -> None:
    """The save/load check can fail: a position whose copy differs is noticed."""
    game, _ = play(4)
    document = export_board(game)
    document["players"][0]["casters"] = document["players"][0]["casters"][:1]
    document["rng"] = (document["rng"] + 1) % 2**64
    copy = load_board(document, default_library())
    assert copy.digest() != game.digest()
