"""The phase and step are shown as the rules name them (601-616), never by the engine's own
step names: the priority question, the match table's heading and `engine replay`'s line read
"Main Phase", "Troublemaker Phase, Challenge Step"."""

from __future__ import annotations

from engine.mlp.state.stages import stage_name
from engine.mlp.table import mlp_table
from tests.engine.cardsource import THEME_DECKS
from tests.engine.helpers import Board, answer, pass_until, shipped_game
from tests.engine.test_text_parts_more import _started_problem_faceoff
from tourney.cli import main


def test_the_priority_question_and_the_heading_name_the_main_phase_alone() -> None:
    """It read "P0 has priority (main phase, main)": the Main Phase has no steps (609)."""
    g = shipped_game(Board())
    assert g.pending().prompt == "P0 has priority (Main Phase)"
    summary = mlp_table().position(g, 0, 0).summary
    assert summary.endswith(" · Main Phase"), summary


def test_cg122_tug_of_war_a_faceoff_in_the_main_phase_is_named_in_the_priority_question() -> None:
    """P0 plays Tug of War (CG122: "Main Phase: Start a faceoff involving your characters at a
    Problem and an opponent's characters there"): as the faceoff gives P0 priority (514.3),
    the question and the heading say the game is in a faceoff, not in the Main Phase alone.
    (P0's Starlight Glimmer, Guidance Counselor has an Immediate ability: a reason to ask.)"""
    b, event = _started_problem_faceoff("CG122", ("PR33", "PR32"))
    b.add("FF36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.s["faceoff"] is not None and g.pending().kind == "priority"
    assert g.pending().prompt == f"P{g.pending().player} has priority (Main Phase, during a faceoff)"
    summary = mlp_table().position(g, 0, 0).summary
    assert summary.endswith(" · Main Phase, during a faceoff"), summary
    assert stage_name("troublemaker", "challenge", "troublemaker") == \
        "Troublemaker Phase, Challenge Step, during a Troublemaker faceoff"
    assert stage_name("score", "faceoff", "problem") == "Score Phase, Faceoff Step"


def test_a_step_is_named_after_its_phase() -> None:
    """The Faceoff Step and the phases with steps read as the rules' headings do."""
    b = Board()
    b.add("FF36", 0, "play", "home:0")  # Starlight Glimmer, Guidance Counselor: an Immediate ability
    g = shipped_game(b)
    pass_until(g, kind="priority", phase="score")
    heading = mlp_table().position(g, 0, 0).summary
    assert heading.endswith(f" · {stage_name(g.s['phase'], g.s['step'])}")
    assert stage_name("troublemaker", "challenge") == "Troublemaker Phase, Challenge Step"
    assert stage_name("ready", "ready") == "Ready Phase, Ready Step"
    assert stage_name("end", "wrap_up") == "End Phase, Wrap Up Step"
    assert "_" not in heading and "score phase" not in heading


def test_the_replay_line_names_the_phase_in_words(tmp_path, capsys) -> None:
    """`engine replay` said "P1's main phase"; it now gives the match table's heading line."""
    replay = tmp_path / "game.json"
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--seed", "2", "--quiet",
                 "--replay", str(replay)]) == 0
    capsys.readouterr()
    assert main(["engine", "replay", str(replay), "--step", "12"]) == 0
    line = next(text for text in capsys.readouterr().out.splitlines() if text.startswith("Step 12 of"))
    assert "'s turn (" in line and " Phase" in line and " phase;" not in line, line
