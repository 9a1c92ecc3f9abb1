"""Rules 510-512: priority windows, passing, timing phrases; 511.7a trigger order."""

from __future__ import annotations

from tests.engine.helpers import Board, answer, keys, pass_until, shipped_game


def test_510_after_an_action_priority_passes_and_two_passes_close_the_window():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": 3}
    reaction = b.add("PR111", 1, "hand")  # Duck and Cover: a Reaction P1 can't use yet
    g = b.game()
    assert g.pending().player == 0 and g.s["phase"] == "main"
    answer(g, "draw")
    # P1 holds a Reaction with no condition met: nothing to do, so P0 has priority again
    assert g.pending().player == 0 and g.s["phase"] == "main"
    answer(g, "pass")
    assert g.s["phase"] != "main" or g.s["turn_player"] == 1
    assert reaction in g.s["players"][1]["hand"]


def test_512_3a_main_phase_cards_cannot_be_played_during_a_faceoff():
    b = Board()
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    b.add("PR12", 0, "play", "home:0")
    swing = b.add("PR120", 0, "hand")  # Main Phase event
    yay = b.add("PR130", 0, "hand")  # Faceoff event, needs 2 yellow: not playable here
    tm = b.add("PR157", 1, "play", "problem:0")
    b.players[0] = {"tokens": 3}
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    if g.pending() is not None and g.s["faceoff"] is not None:
        assert not [k for k in keys(g) if k.startswith(f"play|{swing}|")]
        assert not [k for k in keys(g) if k.startswith(f"play|{yay}|")]
    assert swing in g.s["players"][0]["hand"]


def test_512_4_faceoff_events_only_during_a_faceoff():
    b = Board()
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    yay = b.add("PR130", 0, "hand")
    g = b.game()
    assert not [k for k in keys(g) if k.startswith(f"play|{yay}|")]


def test_511_7a_the_turn_player_orders_their_triggers_first():
    b = Board()
    b.add("PR157", 1, "play", "problem:0")  # P1's Parasprite: P0 exhausts a character
    b.add("PR155", 1, "play", "problem:1")  # P1's Flim: P0 exhausts a Resource
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR140", 0, "play", "home:0")
    b.add("PR147", 0, "play", "home:0")
    g = b.game(phase="troublemaker", step="troublemaker")
    # both effects are P1's: P1 orders them (P0 has none waiting)
    assert g.pending().kind == "trigger_order" and g.pending().player == 1


def test_the_priority_prompt_names_the_step_in_words():
    """The End Phase's first step reads as the rules name it (615), not by the engine's step
    name ("end_of_turn")."""
    b = Board()
    b.add("FF36", 0, "play", "home:0")  # Starlight Glimmer, Guidance Counselor: an Immediate ability
    g = shipped_game(b)
    pass_until(g, kind="priority", phase="end")
    assert g.pending().prompt == "P0 has priority (End Phase, End of Turn Step)"
