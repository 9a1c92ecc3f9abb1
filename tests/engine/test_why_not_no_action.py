"""The judge's "why not?" about what no action does, typed at the table: ending the turn,
scoring points, frightening a card. Each was told it "names no action"; each is answered with
the rule that says how it happens and what the board shows. And a move of the opponent's card
asked while no one may act is answered for its controller, saying so."""

from __future__ import annotations

import pytest

from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _game(turn_player: int = 0) -> tuple[MlpGame, dict[str, int]]:
    """P0's Fluttershy, Animal Team at home; P1's Biff, a face-up Troublemaker, at P0's Problem
    Ponyville in a Bottle; the Main Phase of `turn_player`."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    ids = {"fluttershy": b.add("PR84", 0, "play", "home:0"), "biff": b.add("CG156", 1, "play", "problem:0")}
    return shipped_game(b, turn_player=turn_player), ids


def _lines(g: MlpGame, question: str) -> list[str]:
    return RULES.why_not(g, question).lines()


@pytest.mark.parametrize("question", ["why can't I end my turn", "end turn", "why cant i end the turn",
                                      "end my turn?"])
def test_ending_the_turn_is_answered_with_the_rule_that_ends_it_and_the_pass_that_moves_it_on(question: str) -> None:
    g, _ids = _game()
    lines = _lines(g, question)
    assert lines[0] == f"Read as: Player 1 ends their turn (turn {g.s['turn']}, Player 1's, Main Phase).", lines
    assert lines[1] == "A turn is not ended by an action:"
    assert any(line.startswith("- Rule 616.4: no action ends a turn: it ends at the end of the Wrap Up Step")
               for line in lines), lines
    option = g.pending().option_keys().index("pass") + 1
    assert f"- Rule 510.3: Player 1 has priority now: passing (option {option}), the other player passing too, closes " \
           "the window; unless the turn player takes another action, the Main Phase ends and the Score Phase " \
           "begins." in lines, lines


def test_ending_the_turn_asked_for_the_other_player_says_whose_turn_it_is() -> None:
    g, _ids = _game()
    lines = _lines(g, "why can't P1 end their turn")
    assert lines[0].startswith("Read as: Player 2 ends their turn"), lines
    assert any("this is Player 1's turn, not Player 2's: Player 2 does not end it" in line for line in lines), lines
    assert any(line.startswith("- Rule 510.2: Player 1 has priority now") for line in lines), lines


@pytest.mark.parametrize("question", ["why didn't I score", "score", "why can't I score points",
                                      "why didn't I get any points"])
def test_scoring_is_answered_with_the_ways_points_are_scored_and_what_the_board_shows(question: str) -> None:
    g, ids = _game()
    lines = _lines(g, question)
    assert lines[0].startswith("Read as: Player 1 scores points"), lines
    assert lines[1] == "Points are not scored by an action:"
    assert "- Rule 517.1: Player 1 has 0 points, Player 2 has 0; the game ends as a player reaches 15. No action scores " \
           "points: the rules and card texts do." in lines, lines
    # (Fluttershy is at home: no power at either Problem)
    assert "- Rule 611.4: a player scores a point as they confront a Problem, in their own Score Phase (610.1): " \
           "Player 1 meets the confront requirements of no Problem now." in lines, lines
    points = g.spec(ids["biff"]).tm_points
    assert any(line.startswith("- Rule 514.5a: ") and
               line.endswith(f"face-up opposing Troublemakers now: Biff #{ids['biff']} ({points} points).")
               for line in lines), lines
    assert any(line.startswith("- Rule 514.5c: ") for line in lines), lines


def test_frightening_is_answered_as_done_only_by_card_text_and_rules() -> None:
    g, ids = _game()
    lines = _lines(g, "why can't I frighten Fluttershy")
    assert lines[:3] == [
        f"Read as: Player 1 frightens Fluttershy, Animal Team #{ids['fluttershy']} at Player 1's home.",
        "Not frightened by an action:",
        "- Rule 504.1: frightening is not an action a player takes (the Main Phase actions, 609.2, rally a "
        "frightened card and none frightens one): a card becomes frightened only as a card's text or a rule says so."]
    assert "- Note: no card of Player 1's in play or in their hand has text that frightens." in lines, lines


def test_frightening_a_frightened_card_cites_that_it_can_not_be_and_names_the_texts_that_frighten() -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    scared = b.add("PR84", 0, "play", "home:0", frightened=True)
    luna = b.add("CN59", 0, "hand")  # Princess Luna, Night Mare: "... frighten a Friend there"
    g = shipped_game(b)
    lines = _lines(g, f"why can't I frighten fluttershy #{scared}")
    assert "- Rule 504.2b: Fluttershy, Animal Team is frightened already, and frightened cards can't become " \
           "frightened." in lines, lines
    assert f"- Card text of Princess Luna, Night Mare: Princess Luna, Night Mare #{luna} in Player 1's hand has text " \
           "that frightens." in lines, lines


def test_moving_the_opponents_card_while_no_one_may_act_says_whose_card_it_is() -> None:
    """P0 answers which of two Diamond Dogs to dismiss (no priority window); "why can't I move
    Fluttershy home" names P1's Fluttershy: it was answered for P1 with no word of it."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.add("RR11", 0, "play", "problem:1")  # Diamond Dog, a Troublemaker
    b.add("RR11", 0, "play", "problem:1", face_down=True)  # uncovered as the step starts
    theirs = b.add("PR84", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover", start="uncover")
    assert g.pending().kind == "uniqueness" and g.pending().player == 0
    answer = RULES.why_not(g, "why can't I move Fluttershy home")
    assert answer.read_as == (
        f"Player 2 moves Fluttershy, Animal Team #{theirs} from Problem Cloudbursting (Player 2's) to Player 2's home (the question "
        "said \"I\", Player 1 is deciding, but Player 2 controls that card, and a player moves only characters they "
        "control (609.2b): answered for Player 2)"), answer.read_as
    assert RULES.why_not(g, "can p0 move fluttershy home").read_as.endswith(
        "(the question names Player 1, but Player 2 controls that card, and a player moves only characters they "
        "control (609.2b): answered for Player 2)")


@pytest.mark.parametrize("question", ["why wasn't Fluttershy frightened", "why can't Fluttershy be frightened",
                                      "why can't I frigthen Fluttershy", "frightened fluttershy?"])
def test_frightening_is_read_as_the_other_actions_are_past_passive_or_misspelt(question: str) -> None:
    """"frighten CARD" was read only with the verb first, as typed: "why wasn't Fluttershy
    frightened" (asked at 7 of 15 whole-pool boards of seeds 7116-7130) was told it names no
    action. The forms' past tenses and misspellings now come from one table (`FORMS`), as for
    playing or moving."""
    g, ids = _game()
    lines = _lines(g, question)
    assert lines[0].startswith(f"Read as: Player 1 frightens Fluttershy, Animal Team #{ids['fluttershy']} at Player 1's home"), lines
    assert lines[1] == "Not frightened by an action:", lines


def test_rallying_asked_after_the_card_is_read_as_rallying() -> None:
    g, ids = _game()
    assert _lines(g, "why wasn't Fluttershy rallied")[0].startswith(
        f"Read as: Player 1 rallies Fluttershy, Animal Team #{ids['fluttershy']} at Player 1's home"), _lines(g, "why wasn't Fluttershy rallied")


@pytest.mark.parametrize(("question", "rule", "done"), [
    ("why can't I exhaust Fluttershy", "503.2", "becomes exhausted"),
    ("why wasn't Fluttershy exhausted", "503.2", "becomes exhausted"),
    ("why can't I flip Rainbow Dash", "301.2", "is turned over"),
    ("why can't I retire Fluttershy", "410.2", "is retired"),
])
def test_what_no_action_does_is_answered_with_the_rule_of_it(question: str, rule: str, done: str) -> None:
    """"why can't I exhaust / flip / retire / discard ..." (61 of 300 questions at the
    whole-pool boards of seeds 7116-7130) got the forms back as a question not read: like
    frightening, none is an action; the answer says so under the rule of what it is."""
    g, _ids = _game()
    lines = _lines(g, question)
    assert lines[1] == "Not done by an action:", lines
    assert lines[2].startswith(f"- Rule {rule}: a card {done} only as a card's text or a rule says so: it is not an "
                               "action a player takes"), lines


def test_discarding_a_card_not_in_a_hand_says_where_it_is() -> None:
    g, ids = _game()
    lines = _lines(g, "why can't I discard Fluttershy")
    assert lines[0] == f"Read as: Fluttershy, Animal Team #{ids['fluttershy']} at Player 1's home is discarded.", lines
    assert "- Rule 410.3: Fluttershy, Animal Team is at Player 1's home, not in a hand." in lines, lines


def test_flipping_a_title_both_players_have_is_the_askers_mane_character() -> None:
    """"why can't I flip Princess Luna" with a Princess Luna on each side (seed 7121) got the
    question back naming both: "I" flips their own Mane Character."""
    b = Board(manes=("PR1", "CN1"), problems=("PR188", "PR168"))  # two Rainbow Dashes
    g = shipped_game(b)
    assert _lines(g, "why can't I flip Rainbow Dash")[0] == (
        f"Read as: Rainbow Dash, Flier Extraordinaire #{b.mane[0]} at Player 1's home is turned over.")
    assert _lines(g, "why can't Player 2 flip Rainbow Dash")[0] == (
        f"Read as: Rainbow Dash, Hanging Out #{b.mane[1]} at Player 2's home is turned over.")
