"""What a game played from the command line reads at every decision (`TableRules.stage`,
`time_called`, `scores`) is what the position view shows, in every game, from the deal to the
end of the game and through a call of time: a game may read them from its state (MLP does), so
`tourney engine play` never builds a position it does not show."""

from __future__ import annotations

import pytest

from engine.core.registry import game_systems


def _checked_game(system_id: str, seed: int, call_time_at: int) -> tuple[int, bool, int]:
    """Play a seeded game between the sample decks, calling time at turn `call_time_at`,
    comparing the three readings with the position's at each decision; the decisions made,
    whether time was called and the last turn."""
    rules = game_systems()[system_id].table()
    decks = [rules.read_deck(rules.theme_decks()[name], f"{name}.txt") for name in rules.sample_pair()]
    game = rules.new_game(rules.make_setup(decks, seed))
    bots = [rules.bot(seed * 2 + player) for player in (0, 1)]
    decisions = 0
    while True:
        position = rules.position(game, 0, 0)
        assert rules.stage(game)[0] == position.turn
        assert rules.time_called(game) == position.time_called
        assert rules.scores(game) == [player.score for player in position.players]
        decision = game.pending()
        if decision is None or decisions >= 2000:
            return decisions, position.time_called, position.turn
        if position.turn >= call_time_at and not position.time_called and not rules.time_procedure().refusal:
            rules.call_time(game)
            continue
        game.submit(bots[decision.player].choose(decision))
        decisions += 1


@pytest.mark.parametrize("system_id", sorted(game_systems()))
def test_the_turn_the_call_of_time_and_the_scores_read_as_the_position_shows_them(system_id: str) -> None:
    decisions, time_called, turn = _checked_game(system_id, seed=11, call_time_at=6)
    assert decisions > 10 and turn >= 6
    assert time_called or game_systems()[system_id].table().time_procedure().refusal
