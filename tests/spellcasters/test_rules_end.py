"""Judge scenarios: the replacement Spellcaster, losing, the deck running out and Sudden Death
(SC 7.10, SC 8)."""

from __future__ import annotations

from engine.spellcasters.procedures.outcome import SUDDEN_DEATH_TURNS
from tests.spellcasters.helpers import board, cast, iid, keys, record


def test_sc_7_10_a_player_left_with_no_spellcaster_plays_one_from_hand_at_once() -> None:
    game = board({"casters": ["Applejack", "Spike"], "mana": ["Earth Mana", "Fire Mana"]},
                 {"casters": [("Rarity", {"damage": 30})], "hand": ["Pinkie Pie", "Helmet"]})
    cast(game, "Applejack", 0, "Rarity")
    decision = game.pending()
    assert decision.kind == "replace" and decision.player == 1
    assert list(decision.keys) == [f"caster|{iid(game, 'Pinkie Pie')}"]
    game.submit(list(decision.keys))
    assert record(game, "Pinkie Pie")["damage"] == 0
    assert game.pending().player == 0 and game.s["step"] == "spells"  # P0's turn goes on
    cast(game, "Spike", 0, "Pinkie Pie")
    assert record(game, "Pinkie Pie")["damage"] == 10


def test_sc_8_1_a_player_with_no_spellcaster_and_none_in_hand_loses() -> None:
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]},
                 {"casters": [("Rarity", {"damage": 30})], "hand": ["Helmet"]})
    cast(game, "Applejack", 0, "Rarity")
    assert game.pending() is None
    assert game.result == {"winner": 0, "reason": "P1 has no Spellcaster and none to play from hand",
                           "rule": "SC 8.1"}


def test_sc_8_2_the_deck_runs_out_and_fewer_spellcasters_in_the_bleachers_wins() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Spike"], "bleachers": ["Rarity"]},
                 {"casters": ["Pinkie Pie"], "hand": ["Discord"], "bleachers": ["Fluttershy", "Nightmare Moon"]},
                 deck=[])
    game.submit(["end"])
    assert game.result["winner"] == 0 and game.result["rule"] == "SC 8.2"


def test_sc_8_2_the_empty_hand_draw_that_finds_no_card_ends_the_game_too() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Spike"]},
                 {"casters": ["Pinkie Pie"], "hand": ["Discord"], "bleachers": ["Fluttershy"]}, deck=[])
    game.submit([f"caster|{iid(game, 'Spike')}"])  # (nothing more to do: the turn ends by itself)
    assert game.result["winner"] == 0 and "empty hand" in game.log[-2].text


def test_sc_8_3_even_bleachers_start_sudden_death_without_draws_and_the_first_defeat_decides() -> None:
    game = board({"casters": ["Applejack", "Spike"], "hand": ["Fire Mana"], "mana": ["Earth Mana"],
                  "bleachers": ["Rarity"]},
                 {"casters": [("Pinkie Pie", {"damage": 45}), "Discord"], "mana": ["Magic Mana"],
                  "bleachers": ["Fluttershy"]}, deck=[], turn=4, turn_player=1)
    # P1's turn 4 at the main step: P1 ends it with an empty hand and the deck is empty: the
    # Bleachers are even (1 each), so Sudden Death starts; P0's turn 5 starts with no draw
    game.submit(["end"])
    assert game.s["sudden_death"] == 4 and game.result is None and game.s["turn"] == 5
    hand = list(game.player(0)["hand"])
    assert hand == [iid(game, "Fire Mana")]  # no draw in Sudden Death
    cast(game, "Applejack", 0, "Pinkie Pie")
    assert game.result == {"winner": 0, "reason": "Sudden Death: the first Spellcaster defeated", "rule": "SC 8.3"}


def test_sc_8_3_no_empty_hand_draw_in_sudden_death_and_a_draw_after_twenty_turns() -> None:
    game = board({"casters": ["Applejack"]}, {"casters": ["Rarity"]}, deck=["Helmet"], sudden_death=2)
    assert game.result is not None and game.result["winner"] is None and game.result["rule"] == "SC 8.3"
    assert game.s["turn"] == 2 + SUDDEN_DEATH_TURNS + 1
    assert game.player(0)["hand"] == [] and game.s["deck"] == [iid(game, "Helmet")]


def test_sc_8_3_a_spellcaster_defeated_by_its_own_confusion_loses_the_game_for_its_player() -> None:
    from tests.spellcasters.helpers import rolls
    game = board({"casters": [("Spike", {"confused": 1, "damage": 25}), "Applejack"], "mana": ["Fire Mana"]},
                 {"casters": ["Rarity"]}, sudden_death=1, rng_state=rolls(2))
    cast(game, "Spike", 0, "Rarity")
    assert game.result["winner"] == 1 and game.result["rule"] == "SC 8.3"


def test_the_game_over_asks_nothing() -> None:
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]}, {"casters": [("Rarity", {"damage": 30})]})
    cast(game, "Applejack", 0, "Rarity")
    assert keys(game) == []


def test_time_called_finishes_the_turn_and_the_other_players_one_more_then_the_bleachers_decide() -> None:
    """Event rules at time (the floor rules' procedure): P0 went first and is on turn, so P0's
    turn is completed, P1 takes one more turn, and then fewer Spellcasters in the Bleachers
    wins (SC 8.2); the game goes on through both turns' decisions meanwhile."""
    from engine.core.errors import EngineError
    from engine.spellcasters.boardstate import export_board, load_board
    from engine.spellcasters.procedures.endmatch import call_time
    from tests.spellcasters.cards import LIBRARY
    game = board({"casters": ["Applejack"], "hand": ["Spike"], "bleachers": ["Rarity"]},
                 {"casters": ["Pinkie Pie"], "hand": ["Discord"]}, turn=3, turn_player=0)
    assert game.s["first_player"] == 0
    call_time(game)
    assert game.result is None and game.pending().player == 0
    assert "this turn is completed; then P1 takes one more turn" in game.log[-1].text
    again = load_board(export_board(game), LIBRARY)  # (a board written now keeps the call)
    try:
        call_time(game)
    except EngineError as exc:
        assert "already been called" in str(exc)
    else:
        raise AssertionError("time was called twice")
    game.submit(["end"])
    assert game.result is None and game.s["turn"] == 4 and game.pending().player == 1
    game.submit(["end"])
    assert game.result == {"winner": 1, "reason": "time was called; P1 has fewer Spellcasters in the Bleachers",
                           "rule": "event: time"}
    assert game.s["turn"] == 4 and game.pending() is None
    again.submit(["end"])
    again.submit(["end"])
    assert again.digest() == game.digest()


def test_time_called_in_the_second_players_turn_ends_with_it_and_even_bleachers_are_a_draw() -> None:
    from engine.spellcasters.procedures.endmatch import call_time
    game = board({"casters": ["Applejack"], "hand": ["Spike"]}, {"casters": ["Pinkie Pie"], "hand": ["Discord"]},
                 turn=4, turn_player=1)
    call_time(game)
    assert "P1 did not go first, so no one takes one more turn" in game.log[-1].text
    game.submit(["end"])
    assert game.result == {"winner": None, "reason": "time was called; the Bleachers are even",
                           "rule": "event: time"}
    assert game.s["turn"] == 4
