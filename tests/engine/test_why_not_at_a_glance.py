"""The judge's "why not?" answered at a glance: a move with no place said is answered for each
place the card could go, copies of one card asked back about are listed once with where they
are, and an answer about each Problem keeps each one's heading."""

from __future__ import annotations

import pytest

from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _game(tokens: int, *hand: str) -> MlpGame:
    """P0 (Rainbow Dash, Flier Extraordinaire) with Pinkie Pie, Ice Cutter (#25) and
    Fluttershy, Animal Team (#26) at home and `tokens` action tokens, in their Main Phase;
    P1 (Applejack, Steadfast Farmpony) with Biff, a face-up Troublemaker, at P0's Problem
    Ponyville in a Bottle; P1's Problem is Cloudbursting. `hand`: the codes of the cards in
    P0's hand."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = tokens
    b.add("PR46", 0, "play", "home:0")
    b.add("PR84", 0, "play", "home:0")
    b.add("CG156", 1, "play", "problem:0")
    for code in hand:
        b.add(code, 0, "hand")
    return shipped_game(b)


@pytest.mark.parametrize("question", ["why can't Pinkie Pie move", "why can't Player 1's pinkie move", "move Pinkie Pie"])
def test_a_move_with_no_place_is_answered_for_each_place_it_could_go(question: str) -> None:
    """"Why can't Pinkie Pie move" asked back "where?": a judge wants every place at a
    glance. Each Problem is answered (not the home it is at already), places refused alike
    said once, together, with their reason."""
    lines = RULES.why_not(_game(1), question).lines()
    assert lines[:2] == ["Read as: Player 1 moves Pinkie Pie, Ice Cutter #25 from Player 1's home, to each place it could go "
                         "(no place named).", "Each place:"], lines
    assert lines[2:4] == [
        "- Note: to Problem Ponyville in a Bottle (Player 1's) or Problem Cloudbursting (Player 2's): not offered.",
        "- Rule 609.2b: moving Pinkie Pie, Ice Cutter #25 there costs 2 action tokens; Player 1 has 1."], lines


def test_a_move_with_no_place_names_the_options_of_the_places_offered() -> None:
    lines = RULES.why_not(_game(5), "why can't Fluttershy move").lines()
    assert lines[2] == "- Note: offered to Problem Ponyville in a Bottle (Player 1's) as option 6 and to Problem " \
                       "Cloudbursting (Player 2's) as option 7.", lines


def test_a_move_whose_to_was_left_out_is_still_told_the_grammar() -> None:
    """A card and words naming no place ("mars") are no move to each place: the grammar."""
    with pytest.raises(WhyQuestionError, match=r"^move fluttershy mars where\? Say \"move CARD to PLACE\"$"):
        RULES.why_not(_game(5), "move fluttershy mars")


def test_copies_asked_back_about_are_listed_once_with_where_they_are() -> None:
    """Two copies of Twilight Sparkle, All-Team Organizer and Twilight Sparkle, Ursa Vanquisher
    in the hand: the question back listed each copy as if another card."""
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(_game(5, "PR64", "PR64", "PR203"), "play twilight sparkle")
    assert str(asked.value) == (
        "Which twilight sparkle: Twilight Sparkle, All-Team Organizer, 2 copies: #28 and #29 in Player 1's hand; or "
        "Twilight Sparkle, Ursa Vanquisher #30 in Player 1's hand? Give the whole name, or the card's number (#N)")


def test_cards_of_one_copy_each_asked_back_about_are_listed_as_before() -> None:
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(_game(5, "PR64", "PR203"), "play twilight sparkle")
    assert str(asked.value) == (
        "Which twilight sparkle: Twilight Sparkle, All-Team Organizer #28 in Player 1's hand or Twilight Sparkle, Ursa "
        "Vanquisher #29 in Player 1's hand? Give the whole name, or the card's number (#N)")


@pytest.mark.parametrize(("question", "heading"), [
    ("why can't my opponent confront", "meets the confront requirements of Problem {}: Not met."),
    ("why can't I confront", "confronts Problem {}: Not confronted."),
])
def test_an_answer_about_each_problem_keeps_each_ones_heading(question: str, heading: str) -> None:
    """Asked of no one Problem, each is answered: each with its heading ("Not met"), as when
    asked alone, where the one "Each:" heading left the judge to guess."""
    lines = RULES.why_not(_game(5), question).lines()
    for problem in ("Ponyville in a Bottle (Player 1's)", "Cloudbursting (Player 2's)"):
        assert any(line.endswith(heading.format(problem)) for line in lines), lines


def test_a_move_with_no_place_of_the_other_players_character_is_read_for_its_controller() -> None:
    """"Why can't Applejack move", naming no player, while P0 decides and Applejack is P1's: a
    judge asking about a card means its controller's move (609.2b). It was answered for P0,
    told only that the character is P1's; now each place is answered for P1, and the "Read
    as" line says whose move it is, as it does for a question answered for another player."""
    lines = RULES.why_not(_game(5), "why can't Applejack move").lines()
    assert lines[0] == ("Read as: Player 2 moves Applejack, Steadfast Farmpony #2 from Player 2's home (Player 1 is "
                        "deciding, but Player 2 controls that card, and a player moves only characters they control "
                        "(609.2b): answered for Player 2), to each place it could go (no place named)."), lines
    assert [line for line in lines[2:] if line.startswith("- ")] == [
        "- Note: to Problem Ponyville in a Bottle (Player 1's) or Problem Cloudbursting (Player 2's): not offered.",
        "- Rule 609.2b: it is Player 1's turn, and only the turn player takes Main Phase actions (512.3).",
        "- Rule 510.1: Player 1 has priority now; once Player 2 has it, this is not offered either."], lines


def test_copies_at_several_places_are_said_once_for_every_place_refused_alike() -> None:
    """Three copies of Fluttershy, Animal Team, at home and at each Problem, with 1 token: each
    place's line named the copies going there and the one there already ("already there",
    once a place), three lines apart; every place is refused for the one reason, said once."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 1
    copies = [b.add("PR84", 0, "play", area) for area in ("home:0", "problem:0", "problem:1")]
    lines = RULES.why_not(shipped_game(b), "why can't fluttershy move").lines()
    assert lines[0] == (f"Read as: Player 1 moves Fluttershy, Animal Team, 3 copies: #{copies[0]} at Player 1's home; "
                        f"#{copies[1]} at Problem Ponyville in a Bottle (Player 1's); #{copies[2]} at Problem "
                        "Cloudbursting (Player 2's), to each place it could go (no place named).")
    assert [line for line in lines[2:] if not line.startswith("    ")] == [
        "- Note: to Player 1's home, Problem Ponyville in a Bottle (Player 1's) or Problem Cloudbursting (Player 2's): not offered.",
        "- Rule 609.2b: moving Fluttershy, Animal Team there costs 2 action tokens; Player 1 has 1."], lines
