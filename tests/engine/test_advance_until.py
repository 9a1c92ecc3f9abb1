"""Stopping where the judge needs to look: the end of the current step, phase or turn.

`TableRules.advance_until` answers decisions until the engine reaches the end asked for;
the MLP engine stops there, between two decisions (`MlpGame.halt`), and goes on from the
same place when it runs again, so stopping never changes the game.
"""

from __future__ import annotations

import json

import pytest

from engine.core.registry import game_system
from engine.core.table import UNTIL_STOPS
from engine.mlp.decks.theme import theme_deck_lists
from engine.mlp.state.stages import phase_name
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game
from tests.stub_game import SPARKS_TABLE

RULES = mlp_table()


def _game_at_turn(seed: int, turn: int):
    """A seeded game between two theme decks, played by the bot to the first decision of `turn`."""
    decks = theme_deck_lists()
    ids = [RULES.read_deck(decks[name], name) for name in ("Applejack", "Rarity")]
    setup = RULES.make_setup(ids, seed)
    game = RULES.new_game(setup)
    bot = RULES.bot(seed)
    answers = []
    while game.pending() is not None and game.s["turn"] < turn:
        keys = bot.choose(game.pending())
        game.submit(keys)
        answers.append(keys)
    return setup, game, answers


def test_end_of_phase_stops_before_the_next_phase_and_changes_nothing() -> None:
    setup, game, answers = _game_at_turn(seed=3, turn=3)
    start = RULES.stage(game)
    bot = RULES.bot(11)
    advanced = RULES.advance_until(game, "end-of-phase", bot.choose)
    assert advanced.paused and game.pending() is None and game.result is None
    turn, phase, _step = RULES.stage(game)
    assert (turn, phase) == start[:2]  # still the phase it started in: its end, not past it
    assert advanced.stopped.startswith(f"stopped at the end of the {phase_name(phase)} of turn {turn}, before the ")
    stopped_log = len(game.log)
    # the same answers given without stopping reach the same game: the stop only paused it
    plain = RULES.new_game(setup)
    for keys in [*answers, *advanced.answers]:
        plain.submit(list(keys))
    game.run()
    assert game.digest() == plain.digest()
    assert [str(e) for e in game.log] == [str(e) for e in plain.log]
    assert len(game.log) > stopped_log  # (it went on from where it stood)


@pytest.mark.parametrize("until", UNTIL_STOPS)
def test_each_stop_ends_where_it_says(until: str) -> None:
    game = shipped_game(Board())  # P0's Main Phase of turn 3, with tokens to spend
    advanced = RULES.advance_until(game, until)
    assert advanced.answers == (("pass",),)  # P0 passes: the Main Phase ends
    assert advanced.paused
    turn, phase, step = RULES.stage(game)
    if until == "end-of-turn":
        assert (turn, phase, step) == (3, "end", "wrap_up")
        assert advanced.stopped == "stopped at the end of turn 3, before the next turn"
        game.run()
        assert game.s["turn"] == 4
    else:
        assert (turn, phase, step) == (3, "main", "main")
        after = "Confront Step" if until == "end-of-step" else "Score Phase"
        assert advanced.stopped == f"stopped at the end of the Main Phase of turn 3, before the {after}"


def test_a_stopped_board_is_written_and_goes_on_from_where_it_stopped() -> None:
    game = shipped_game(Board())
    RULES.advance_until(game, "end-of-phase")
    document = json.loads(json.dumps(RULES.export_board(game)))
    assert document["pending"] is None and document["stack"]
    loaded = RULES.load_board_as_written(document)
    assert loaded.pending() is None and loaded.digest() == game.digest()
    # on from the end of the Main Phase: the Score Phase, to its end
    advanced = RULES.advance_until(loaded, "end-of-phase")
    assert advanced.answers == () and advanced.paused
    assert RULES.stage(loaded)[:2] == (3, "score")
    assert advanced.stopped == "stopped at the end of the Score Phase of turn 3, before the End Phase"
    # step by step: the Confront Step, then the Faceoff Step, each its own stop
    stepped = RULES.load_board_as_written(document)
    assert RULES.advance_until(stepped, "end-of-step").stopped.endswith("before the Faceoff Step")
    assert RULES.stage(stepped) == (3, "score", "confront")
    assert RULES.advance_until(stepped, "end-of-step").stopped.endswith("before the Solve Step")
    # loaded the ordinary way, the board runs on to the next decision, as a board always did
    assert RULES.load_board(document).pending() is not None


def test_an_unknown_stop_is_refused() -> None:
    with pytest.raises(ValueError, match="end-of-step, end-of-phase, end-of-turn"):
        RULES.advance_until(shipped_game(Board()), "end-of-match")


def test_a_game_that_stops_only_at_decisions_stops_at_the_last_one_of_the_period() -> None:
    """The contract's own `advance_until`: try each answer, take back the one that ends the period.
    A Sparks turn is one decision, so the first answer ends turn 1: as at a stop asked again, it
    is given, and the next one, which would end the game, is taken back."""
    game = SPARKS_TABLE.new_game(SPARKS_TABLE.make_setup([["spark", "ember"], ["cinder"]], 1))
    advanced = SPARKS_TABLE.advance_until(game, "end-of-turn")
    assert advanced.answers == (("pass",),) and not advanced.paused
    assert advanced.stopped == "the next answer (Pass) ends the game"
    assert game.pending() is not None and game.pending().player == 1


def test_the_end_of_the_ready_step_is_not_called_the_end_of_the_ready_phase() -> None:
    """The Ready Phase has three steps (603 Ready, 604 Action, 605 Draw); the first shares the
    phase's name. Stopped at its end, the words name the step: the phase goes on."""
    game = shipped_game(Board())
    RULES.advance_until(game, "end-of-turn")
    # (on from the end of turn 3: the next stop is the end of the first step of turn 4, not
    # the moment between the turns again)
    advanced = RULES.advance_until(game, "end-of-step")
    assert RULES.stage(game) == (4, "ready", "ready")
    assert advanced.stopped == "stopped at the end of the Ready Step (Ready Phase) of turn 4, before the Action Step"
    assert RULES.advance_until(game, "end-of-step").stopped.endswith("before the Draw Step")


def test_on_from_the_end_of_a_turn_the_end_of_the_phase_is_the_end_of_the_ready_phase() -> None:
    """Stopped at the end of turn 3, the end of the phase is that of turn 4's Ready Phase: the
    engine goes on, rather than stopping again between the turns with nothing done."""
    game = shipped_game(Board())
    RULES.advance_until(game, "end-of-turn")
    advanced = RULES.advance_until(game, "end-of-phase")
    assert RULES.stage(game)[:2] == (4, "ready")
    assert advanced.stopped == "stopped at the end of the Ready Phase of turn 4, before the Troublemaker Phase"


def test_the_setup_is_named_without_a_turn() -> None:
    """102: the setup comes before the first turn; its end is not "of turn 0" or "of turn 1"."""
    _setup, game, _answers = _game_at_turn(seed=3, turn=0)
    advanced = RULES.advance_until(game, "end-of-phase")
    assert advanced.stopped == "stopped at the end of the setup of the game, before the Ready Phase"


def test_from_the_setup_every_stop_is_the_end_of_the_setup() -> None:
    """102: the setup is no turn, so the end of the turn a judge stands in is the end of the
    setup, where the end of its step and phase are too; advancing on runs the first turn."""
    stops = []
    for until in UNTIL_STOPS:
        _setup, game, _answers = _game_at_turn(seed=3, turn=0)
        advanced = RULES.advance_until(game, until)
        stops.append((len(advanced.answers), game.digest(), RULES.stage(game)[1]))
    assert stops[0] == stops[1] == stops[2] and stops[0][2] == "setup"
    assert advanced.stopped == ("stopped at the end of the setup of the game, before the first turn "
                                "(the setup of the game is not a turn, 102)")
    on = RULES.advance_until(game, "end-of-turn")
    assert on.stopped == "stopped at the end of turn 1, before the next turn"


def _sample_game(system_id: str):
    """The game's Sample game (its two sample decks, seed 3) and its table rules."""
    rules = game_system(system_id).table()
    first, second = rules.sample_pair()
    decks = rules.theme_decks()
    ids = [rules.read_deck(decks[first], first), rules.read_deck(decks[second], second)]
    return rules, rules.new_game(rules.make_setup(ids, 3))


def _stops(rules, game, count: int) -> list[str]:
    """Where `count` stops at the end of the phase in a row say the game stood (asked again at a
    stop, `advance_until` gives the answer that ends the phase and goes on to the next stop)."""
    return [rules.advance_until(game, "end-of-phase").stopped.split(" ends ", 1)[1] for _ in range(count)]


def test_the_battledome_stops_name_its_phases_as_its_rules_do() -> None:
    """2, 5.1-5.5.8: the setup, then each phase of a turn by the rules' name."""
    rules, game = _sample_game("battledome")
    assert _stops(rules, game, 5) == [
        "the setup of the game", "the Draw Phase of turn 1", "the Train Phase of turn 1",
        "the Preparation Phase of turn 1", "the End of Turn 1",  # (5.5.1: no first Battle Phase)
    ]


def test_the_spellcasters_stops_name_the_parts_of_a_turn_in_the_drafts_words() -> None:
    """SC 5 the set-up; SC 6.2 the cards played before the Spells (SC 6.3)."""
    rules, game = _sample_game("spellcasters")
    assert _stops(rules, game, 2) == ["the set-up of the game", "the card-playing step of turn 1"]
