"""Players by name: a board-state file may give each player's name (`players[p].name`), and
what a judge reads says it where the engine writes "P0" or "P1": the answers to "why not?",
the log as the table shows it, prompts and options. A file without names is read as before."""

from __future__ import annotations

import json
import re

import pytest

from engine.core.errors import BoardFormatError, EngineError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.editor import MLP_EDITING
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.cardsource import THEME_DECKS
from tests.engine.helpers import Board, answer, shipped_game
from tourney.cli import main

RULES = mlp_table()


def _board(*names: str | None) -> Board:
    """P0 in their Main Phase with 1 action token and Fluttershy, Animal Team (cost 2) in hand; P1
    with a Friend at home. `names`: each player's name in the file (None: the file gives none)."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 1
    b.add("PR84", 0, "hand")
    b.add("PR54", 1, "play", "home:1")
    for p, name in enumerate(names):
        if name is not None:
            b.players[p]["name"] = name
    return b


def _answer(g: MlpGame, question: str) -> str:
    return "\n".join(RULES.why_not(g, question).lines())


def test_an_answer_names_the_players_the_board_names_and_reads_a_question_by_name() -> None:
    g = shipped_game(_board("Rarity Belle", "Sam Lee"))
    answer = _answer(g, "why can't Rarity Belle play Fluttershy")
    assert answer.startswith("Read as: Rarity Belle plays Fluttershy, Animal Team #"), answer
    assert "Rarity Belle has 1" in answer and "P0" not in answer, answer
    # the same question by the program's label, or typed with a curly apostrophe, gets the same answer
    assert _answer(g, "why can't P0 play Fluttershy") == answer
    assert _answer(g, "why can\u2019t rarity belle play Fluttershy") == answer
    with pytest.raises(WhyQuestionError, match="the players are Rarity Belle and Sam Lee"):
        RULES.why_not(g, "why can't P2 play Fluttershy")


def test_a_board_without_names_answers_with_player_1_and_player_2() -> None:
    """A board naming no player was answered with the engine's "P0" and "P1"; a person reads
    "Player 1" and "Player 2", and a question may name them so."""
    g = shipped_game(_board())
    answer = _answer(g, "why can't I play Fluttershy")
    assert answer.startswith("Read as: Player 1 plays Fluttershy, Animal Team #"), answer
    assert "Player 1 has 1" in answer and not re.search(r"\bP[01]\b", answer), answer
    assert _answer(g, "why can't player 1 play Fluttershy") == answer
    assert _answer(g, "why can't P0 play Fluttershy") == answer  # (the engine's own label, as files write it)
    theirs = _answer(g, "why can't Player 2 play Fluttershy")
    assert "(the question names Player 2, but that card is Player 1's: answered for Player 1)" in theirs, theirs
    with pytest.raises(WhyQuestionError, match=r"^there is no player 3 in this game: the players are Player 1 and "
                                               "Player 2$"):
        RULES.why_not(g, "why can't player 3 play Fluttershy")


def test_one_name_given_names_that_player_and_calls_the_other_by_number() -> None:
    g = shipped_game(_board(None, "Sam Lee"))
    answer = _answer(g, "why can't I play Fluttershy")
    assert "Player 1 has 1" in answer, answer
    assert RULES.words(g, "P0's home and P1's home") == "Player 1's home and Sam Lee's home"


def test_the_log_prompts_and_options_say_the_names_and_the_record_stays_the_same() -> None:
    named = shipped_game(_board("Rarity Belle", "Sam Lee"))
    plain = shipped_game(_board())
    decision = named.pending()
    assert decision is not None and RULES.words(named, decision.prompt) == "Rarity Belle has priority (Main Phase)"
    for g in (named, plain):
        answer(g, "draw")
        answer(g, "pass")
    shown = [row.text for row in RULES.log_rows(named)]
    assert shown and not any("P0" in text or "P1" in text for text in shown), shown
    assert any("Rarity Belle" in text for text in shown), shown
    # the game's own record is the engine's: the log as written and the game are the same
    assert [e.text for e in named.log] == [e.text for e in plain.log]
    decision = named.pending()
    assert decision is not None
    assert all("P0" not in label and "P1" not in label for label in RULES.option_labels(named, decision))


def test_names_are_written_back_and_kept_by_the_board_editor() -> None:
    g = shipped_game(_board("Rarity Belle", "Sam Lee"))
    document = export_board(g)
    assert [player.get("name") for player in document["players"]] == ["Rarity Belle", "Sam Lee"]
    assert "name" not in export_board(shipped_game(_board()))["players"][0]  # (an old file stays as it was)
    rebuilt = MLP_EDITING.build(MLP_EDITING.setup_from(g)).document
    again = load_board(rebuilt, default_library())
    assert again.player_names == ("Rarity Belle", "Sam Lee")


@pytest.mark.parametrize(("names", "field", "words"), [
    (("P1", None), "players[0].name", "holds a word the program names a player by"),
    (("Sam", "  sam "), "players[1].name", "both players are named 'sam'"),
    # (a player without a name is called "Player 1" or "Player 2": the other can't be named so)
    (("Player 2", None), "players[0].name", "both players are named 'Player 2'"),
    ((None, "player 1"), "players[1].name", "both players are named 'player 1'"),
    (("x" * 61, None), "players[0].name", "at most 60 characters"),
    ((7, None), "players[0].name", "expected text, got 7"),
])
def test_a_name_that_would_confuse_the_players_is_refused_by_its_field(names, field, words) -> None:
    with pytest.raises(BoardFormatError) as refused:
        shipped_game(_board(*names))
    assert refused.value.field == field and words in refused.value.detail, refused.value


def test_a_name_is_tidied_and_a_blank_one_is_none() -> None:
    g = shipped_game(_board("  Rarity   Belle ", "   "))
    assert g.player_names == ("Rarity Belle", "")


def test_the_command_line_says_the_names_in_its_answer_log_and_decision(tmp_path, capsys) -> None:
    """`tourney engine why` and `advance` on a board naming its players: the answer, the log,
    the pending decision's line and the warnings name them (the decision's line said "Pending
    decision for P0")."""
    board = tmp_path / "named.json"
    board.write_text(json.dumps(_board("Rarity Belle", "Sam Lee").doc()), encoding="utf-8")
    assert main(["engine", "why", str(board), "why can't Rarity Belle play Fluttershy"]) == 0
    assert capsys.readouterr().out.startswith("Read as: Rarity Belle plays Fluttershy, Animal Team #")
    assert main(["engine", "advance", str(board)]) == 0
    printed = capsys.readouterr().out
    assert "Pending decision for Rarity Belle: Rarity Belle has priority" in printed, printed
    assert "(priority)" not in printed, "the engine's name for the kind of decision is shown"


def test_the_command_line_names_who_answered_and_whose_decision_an_answer_fits_not(tmp_path, capsys) -> None:
    """`tourney engine advance --answer` on a board naming its players: the line of the answer
    and the refusal of one that fits no option name the player ("-- P0 answered: Pass
    priority", "fits none of the 7 options of P0's decision" they said)."""
    board = tmp_path / "named.json"
    board.write_text(json.dumps(_board("Rarity Belle", "Sam Lee").doc()), encoding="utf-8")
    assert main(["engine", "advance", str(board), "--answer", "draw"]) == 0
    assert "-- Rarity Belle answered: Pay 1 to draw a card" in capsys.readouterr().out
    assert main(["engine", "advance", str(board), "--answer", "nothing"]) != 0
    refused = capsys.readouterr().err
    assert "of Rarity Belle's decision" in refused and "P0" not in refused, refused


def test_a_recorded_answer_that_fits_no_option_names_whose_decision_it_is() -> None:
    """A replay's answer that fits none of the options is told to the judge naming the player
    the board names (it said "none of the 7 options of P0's decision")."""
    g = shipped_game(_board("Rarity Belle", "Sam Lee"))
    with pytest.raises(EngineError) as refused:
        g.submit(["play|999|home:0"])
    told = RULES.not_fitting(g, refused.value)
    assert "of Rarity Belle's decision: Rarity Belle has priority" in told and "P0" not in told, told


def test_engine_play_names_the_players_given_with_player(tmp_path, capsys) -> None:
    """`engine play --player A --player B` deals the game as the match table's New game does
    (`game_setup`): the log, the result and the replay say the names, and so does the replay
    played back; without `--player` the game is the one it always was."""
    decks = [str(THEME_DECKS[0]), str(THEME_DECKS[1])]
    replay = tmp_path / "named.json"
    assert main(["engine", "play", *decks, "--player", " Rarity  Belle", "--player", "Sam Lee",
                 "--replay", str(replay)]) == 0
    out = capsys.readouterr().out
    assert "Rarity Belle starts with " in out and "Sam Lee starts with " in out
    assert not [line for line in out.splitlines() if re.search(r"\bP[01]\b", line)]
    assert json.loads(replay.read_text(encoding="utf-8"))["setup"]["names"] == ["Rarity Belle", "Sam Lee"]
    assert main(["engine", "replay", str(replay)]) == 0
    assert "Rarity Belle" in capsys.readouterr().out
    assert main(["engine", "play", *decks, "--player", "Sam Lee", "--quiet"]) == 0
    assert re.match(r"Result: (Sam Lee|Player 2) wins", capsys.readouterr().out)
    assert main(["engine", "play", *decks, "--quiet"]) == 0  # (no names: as before)
    assert capsys.readouterr().out.startswith("Result: P")


def test_engine_play_refuses_a_name_the_game_would_refuse(capsys) -> None:
    decks = [str(THEME_DECKS[0]), str(THEME_DECKS[1])]
    assert main(["engine", "play", *decks, "--player", "Sam", "--player", "sam", "--quiet"]) != 0
    assert "Player 2's name: both players are named 'sam'" in capsys.readouterr().err
    assert main(["engine", "play", *decks, "--player", "A", "--player", "B", "--player", "C", "--quiet"]) != 0
    assert "once for each of the two, not 3 times" in capsys.readouterr().err
