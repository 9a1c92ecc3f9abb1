"""The judge's "why not?" as a judge types it, beyond the grammar's verbs first: a character as
the one confronting ("why can't Rainbow Dash confront Cloudbursting"), "my opponent" as the
one asking, whose card it is ("my Fluttershy", "the opponent's Applejack"), the past tense
("why didn't P0 confront ..."), a move to where the card is already, and a short name of a
card no one has in this game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.why import FORMS, WhyQuestionError
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _game(at_cloudbursting: bool = False) -> tuple[MlpGame, dict[str, int]]:
    """P0 (Rainbow Dash, Flier Extraordinaire) with Fluttershy, Animal Team at home (or at
    P1's Problem Cloudbursting), in their Main Phase with 5 tokens; P1 (Applejack, Steadfast
    Farmpony) has Biff at P0's Problem Ponyville in a Bottle."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    ids = {"rd": b.mane[0], "aj": b.mane[1]}
    ids["fluttershy"] = b.add("PR84", 0, "play", "problem:1" if at_cloudbursting else "home:0")
    ids["biff"] = b.add("CG156", 1, "play", "problem:0")
    return shipped_game(b), ids


def _lines(g: MlpGame, question: str) -> list[str]:
    return [line for line in RULES.why_not(g, question).lines() if "says:" not in line]


def test_a_character_said_to_confront_is_its_players_confronting_with_where_it_is() -> None:
    """"why can't Rainbow Dash confront Cloudbursting" was not read at all (the grammar's
    verbs come first). A player confronts, with the characters they control at the Problem
    (611.3): answered as P0's confronting it, saying Rainbow Dash is at home, so its power
    does not count there."""
    g, ids = _game()
    lines = _lines(g, "why can't Rainbow Dash confront Cloudbursting")
    assert lines[0] == ("Read as: Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's), asked of "
                        f"Rainbow Dash, Flier Extraordinaire #{ids['rd']} at Player 1's home.")
    assert lines[1] == "Not confronted:"
    assert lines[2] == ("- Rule 611.3: a player confronts, not a character: Rainbow Dash, Flier Extraordinaire "
                        "is at Player 1's home, not at Problem Cloudbursting (Player 2's), so its power does not count "
                        "toward confronting it.")
    assert "- Rule 611.3: it needs 4 Wild; Player 1's characters there give nothing." in lines


def test_a_character_at_the_problem_counts_and_the_opponents_is_asked_for_its_controller() -> None:
    g, ids = _game(at_cloudbursting=True)
    lines = _lines(g, "why cant fluttershy confront cloudbursting?")
    assert lines[2] == ("- Rule 611.3a: a player confronts, not a character: Fluttershy, Animal Team is there, "
                        "and its power counts toward Player 1's confronting it.")
    # (P1's character: P1's requirements, as "can P1 confront" is answered)
    lines = _lines(g, "why can't Applejack confront Cloudbursting")
    assert lines[0].startswith("Read as: Player 2 (the turn player's opponent) meets the confront requirements of "
                               "Problem Cloudbursting (Player 2's), asked of Applejack"), lines[0]
    lines = _lines(g, "why can't Fluttershy challenge Biff")
    assert lines[0].startswith(f"Read as: Player 1 (the turn player) challenges Biff #{ids['biff']}"), lines[0]
    assert lines[2].startswith("- Rule 608.1: the turn player challenges a Troublemaker, not a character"), lines[2]


def test_a_move_to_where_the_card_is_already_is_not_read_as_a_move_from_there_to_there() -> None:
    """609.2b was answered, but the question was read "from P0's home to P0's home"."""
    g, ids = _game()
    lines = _lines(g, "move Fluttershy home")
    assert lines[0] == f"Read as: Player 1 moves Fluttershy, Animal Team #{ids['fluttershy']} to Player 1's home, where it is already."
    assert lines[2].startswith("- Rule 609.2b: "), lines[2]
    assert "from P0's home" not in "\n".join(lines)


@pytest.mark.parametrize(("question", "said"), [
    ("move RD to Cloudbursting", "'RD' is what players call Rainbow Dash, and no Rainbow Dash is in this game"),
    ("why can't I use Twilight's ability",
     "'Twilight' is what players call Twilight Sparkle, and no Twilight Sparkle is in this game"),
])
def test_a_short_name_of_a_card_not_in_the_game_says_what_it_stands_for(question: str, said: str) -> None:
    """It said "no card is called 'RD'": a judge reads that the name is not known at all."""
    b = Board(manes=("PR2", "PR2"), problems=("PR188", "PR168"))  # (two Applejacks: no Rainbow Dash)
    g = shipped_game(b)
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, question)
    assert str(asked.value) == said


def test_whose_card_it_is_picks_that_players_card() -> None:
    """"the opponent's Applejack", "my Fluttershy", "P1's Biff": each was "no card is called
    ...", or read past the words saying whose it is."""
    g, ids = _game()
    lines = _lines(g, "why can't the opponent's Applejack move to Cloudbursting")
    assert lines[0] == (f"Read as: Player 2 moves Applejack, Steadfast Farmpony #{ids['aj']} from Player 2's home to Problem "
                        "Cloudbursting (Player 2's) (Player 1 is deciding, but Player 2 controls that card, and a player "
                        "moves only characters they control (609.2b): answered for Player 2).")
    assert _lines(g, "why can't I challenge Player 2's Biff")[0].startswith(f"Read as: Player 1 (the turn player) challenges "
                                                                     f"Biff #{ids['biff']}")
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "why can't I move my Applejack to Cloudbursting")
    assert str(asked.value).startswith("'my Applejack': Player 1 has no Applejack, Steadfast Farmpony (the one this game "
                                       "has is at Player 2's home)"), str(asked.value)


def test_my_opponent_and_the_past_tense_are_read() -> None:
    """"why can't my opponent play ..." and "why didn't P0 confront ..." were not read."""
    g, _ids = _game()
    lines = _lines(g, "why can't my opponent confront Ponyville in a Bottle")
    assert lines[0] == "Read as: Player 2 (the turn player's opponent) meets the confront requirements of Problem " \
                       "Ponyville in a Bottle (Player 1's)."
    lines = _lines(g, "why didn't P0 confront the cloudbursting?")
    assert lines[0] == ("Read as: Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's) ('the cloudbursting' "
                        "read as Cloudbursting); asked of what happened: answered for the board as it is now; the "
                        "log tells what happened before.")
    lines = _lines(g, "why did Fluttershy move home")
    assert lines[0].endswith("where it is already; asked of what happened: answered for the board as it is now; "
                             "the log tells what happened before."), lines[0]


def test_drawing_a_card_and_rallying_are_asked_as_the_main_phase_actions_they_are() -> None:
    """"why can't I draw a card" and "rally Fluttershy" (609.2d, 609.2e) were "can't read":
    each is the action's option when offered, else the rule that keeps it off the list."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 1
    scared = b.add("PR84", 0, "play", "home:0", frightened=True)
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    lines = _lines(g, "why can't I draw a card?")
    assert lines[0] == "Read as: Player 1 draws a card as a Main Phase action (609.2d)."
    assert lines[1].startswith("It is offered as option ") and lines[1].endswith(": Pay 1 to draw a card."), lines[1]
    assert _lines(g, "why can't Player 2 draw cards")[2:] == [
        "- Rule 609.2d: it is Player 1's turn, and only the turn player takes Main Phase actions (512.3).",
        "- Rule 510.1: Player 1 has priority now; once Player 2 has it, this is not offered either."]
    assert _lines(g, "why cant i rally fluttershy") == [
        f"Read as: Player 1 rallies Fluttershy, Animal Team #{scared} at Player 1's home.", "Not offered:",
        "- Rule 609.2e: rallying costs 2 action tokens; Player 1 has 1."]
    assert _lines(g, "rally Rainbow Dash")[2] == ("- Rule 609.2e: Rainbow Dash, Flier Extraordinaire is not frightened, "
                                                 "and only frightened cards are rallied.")


def test_a_question_of_no_action_says_which_words_and_gives_one_this_board_answers() -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.add("PR84", 0, "hand")
    g = shipped_game(b)
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "why can't Emerald Green dance?")
    said = str(asked.value)
    assert said == ("can't read \"why can't Emerald Green dance?\": 'Emerald Green dance' names no action it "
                    'answers; ask, for example: "play Fluttershy", "move Rainbow Dash to Cloudbursting", "confront '
                    'Cloudbursting", "challenge TROUBLEMAKER", "uncover TROUBLEMAKER", "activate CARD", "rally Rainbow '
                    'Dash", "frighten Rainbow Dash", "draw a card", "pass", "end turn" or "score"'), said


def test_the_troublemaker_and_the_problem_said_by_their_type_alone() -> None:
    """"challenge the troublemaker" was "no card is called 'the troublemaker'", and "move
    Fluttershy to the problem" was "no place on this board": the one Troublemaker in play is
    it; two Problems (or two Troublemakers) get the question back naming each."""
    g, ids = _game()
    lines = _lines(g, "why cant i challenge the troublemaker")
    assert lines[0] == (f"Read as: Player 1 (the turn player) challenges Biff #{ids['biff']} at Problem Ponyville in a "
                        "Bottle (Player 1's) ('the troublemaker' read as Biff, the only Troublemaker in play).")
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "move fluttershy to the problem")
    assert str(asked.value) == ("Which Problem: Problem Ponyville in a Bottle (Player 1's) or Problem Cloudbursting (Player 2's)? "
                                "Give its name, or say \"my Problem\" or \"the opponent's Problem\"")
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    biff = b.add("CG156", 1, "play", "problem:0")
    hidden = b.add("CG156", 1, "play", "problem:0", face_down=True)
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(shipped_game(b), "challenge the TM")
    assert str(asked.value) == (f"Which Troublemaker: Biff #{biff} at Problem Ponyville in a Bottle (Player 1's) or a "
                                f"face-down Troublemaker #{hidden} at Problem Ponyville in a Bottle (Player 1's)? Give its "
                                "name, or its number (#N)")


def test_an_ability_asked_for_the_player_who_does_not_control_the_card_says_whose_it_is() -> None:
    """"why can't P1 use Fluttershy" (P0's) was answered for P0 without a word: a play and a
    move said so, an activation did not."""
    g, ids = _game()
    assert _lines(g, "why can't Player 2 use Fluttershy")[0] == (
        f"Read as: Player 1 activates an ability of Fluttershy, Animal Team #{ids['fluttershy']} at Player 1's home (the question "
        "names Player 2, but Player 1 controls that card: answered for Player 1).")


def test_a_card_with_the_or_its_type_around_its_name_and_the_passive_past() -> None:
    """"the Biff", "the Tangled Coiffure resource", "why wasn't Fluttershy moved home": each
    was "no card is called ..." or "can't read"."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    b.add("PR84", 0, "play", "home:0")
    biff = b.add("CG156", 1, "play", "problem:0")
    b.add("PR133", 0, "hand")  # Tangled Coiffure, a Resource
    g = shipped_game(b)
    assert _lines(g, "why can't I challenge the biff")[0].startswith(
        f"Read as: Player 1 (the turn player) challenges Biff #{biff} at Problem Ponyville in a Bottle (Player 1's) ('the biff' "
        "read as Biff)")
    read_as = _lines(g, "why can't I play the tangled coiffure resource on fluttershy")[0]
    assert "('the tangled coiffure resource' read as Tangled Coiffure" in read_as, read_as
    assert _lines(g, "why wasn't Fluttershy moved home")[0].endswith(
        "where it is already; asked of what happened: answered for the board as it is now; the log tells what "
        "happened before.")


@pytest.mark.parametrize(("question", "said"), [
    ("why can't I play a card", "'a card' names no one card: ask about a card by its name, for example: "
                                "\"why can't I play Tangled Coiffure\""),
    ("why can't I move to Cloudbursting", "move which card to Cloudbursting? ask, for example: \"move Rainbow Dash "
                                          "to Cloudbursting\""),
    ("why not?", "can't read 'why not?': it names no action; ask, for example: \"play Tangled Coiffure\", \"move "
                 "Rainbow Dash to Cloudbursting\""),
])
def test_words_naming_no_card_or_action_say_so_with_an_example(question: str, said: str) -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.add("PR84", 0, "play", "home:0")
    b.add("PR133", 0, "hand")
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(shipped_game(b), question)
    assert str(asked.value).startswith(said), str(asked.value)


def test_passing_priority_is_asked_as_the_option_it_is() -> None:
    g, _ids = _game()
    lines = _lines(g, "why can't I pass")
    assert lines[0] == "Read as: Player 1 passes priority."
    assert lines[1] == "It is offered as option 1: Pass priority."
    assert _lines(g, "why can't Player 2 pass")[2] == ("- Rule 510.1: Player 1 has priority now; it would be offered to Player 2 once Player 2 "
                                                 "has priority.")


def test_a_name_of_cards_in_a_hand_and_in_a_deck_is_the_one_in_the_hand() -> None:
    """"move RD to Cloudbursting", one Rainbow Dash in the hand and another in the deck (none
    in play): the question came back listing the deck's card, which no one sees; the card a
    judge sees is the one meant."""
    b = Board(manes=("PR2", "PR2"), problems=("PR188", "PR168"))
    in_hand = b.add("EO15", 0, "hand")  # Rainbow Dash, Cutie Mark Consultant
    b.add("CG13", 0, "deck")  # Rainbow Dash, Crystallized
    g = shipped_game(b)
    lines = _lines(g, "why can't RD move to Cloudbursting")
    assert lines[0].startswith(f"Read as: Player 1 moves Rainbow Dash, {g.spec(in_hand).name.split(', ')[1]} #{in_hand} "
                               "from Player 1's hand"), lines[0]
    assert lines[2].startswith("- Rule 405.1: "), lines[2]


def test_my_troublemaker_is_the_askers_where_the_question_looks() -> None:
    """"play my troublemaker" was read as the opponent's face-down one in play, and "my
    opponent's troublemaker" as "my" with "opponent's troublemaker" after it."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    mine = b.add("CG156", 0, "hand")
    theirs = b.add("CG156", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    assert _lines(g, "why can't I play my troublemaker")[0] == (
        f"Read as: Player 1 plays Biff #{mine} from Player 1's hand ('my troublemaker' read as Biff, the only Troublemaker in "
        "Player 1's hand).")
    assert _lines(g, "why can't I uncover my opponent's troublemaker")[0].startswith(
        f"Read as: Player 2 uncovers a face-down Troublemaker #{theirs} at Problem Ponyville in a Bottle (Player 1's)")


def test_a_misspelt_verb_is_read_as_the_verb_and_said() -> None:
    """"why cant i paly Fluttershy" got the grammar back."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    fluttershy = b.add("PR84", 0, "hand")
    g = shipped_game(b)
    assert _lines(g, "why cant i paly Fluttershy")[0] == (
        f"Read as: Player 1 plays Fluttershy, Animal Team #{fluttershy} from Player 1's hand; 'paly' read as 'play'.")
    assert _lines(g, "why can't I confornt cloudbursting")[0].endswith("; 'confornt' read as 'confront'.")


def test_a_problem_or_a_mane_character_named_by_whose_it_is() -> None:
    """"use my problem's ability", "activate my mane character", "confront my opponent's
    problem" were "no card is called ..." or "no place on this board"; "move Cloudbursting
    home" said no check names a reason."""
    g, ids = _game()
    assert _lines(g, "why can't I activate my mane character")[0] == (
        f"Read as: Player 1 activates an ability of Rainbow Dash, Flier Extraordinaire #{ids['rd']} at Player 1's home ('my mane "
        "character' read as Rainbow Dash, Flier Extraordinaire, Player 1's Mane Character).")
    assert _lines(g, "why can't I use my problem's ability")[0].startswith(
        "Read as: Player 1 activates an ability of Ponyville in a Bottle")
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "why can't I use the Mane's ability")
    assert str(asked.value) == ("Which Mane Character: Rainbow Dash, Flier Extraordinaire (Player 1's) or Applejack, "
                                "Steadfast Farmpony (Player 2's)? Give its name, or say whose (\"my Mane Character\", "
                                "\"Player 2's Mane Character\")")
    assert _lines(g, "why can't I confront my opponent's problem")[0] == \
        "Read as: Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's)."
    assert _lines(g, "why can't I move Cloudbursting home")[2] == (
        "- Rule 609.2b: Cloudbursting is a Problem, not a character, and the move action moves characters.")


def test_a_question_not_read_lists_every_form_read_with_this_boards_cards() -> None:
    """A question not read listed only the older forms ("play CARD" ... "draw a card"), a copy
    kept by hand: "rally", "pass", "end turn", "score" and "frighten" were read but never
    shown. Every form of `FORMS` is listed, once, as an example naming this board's cards where
    it has them; the box's hint names every way of saying each, and so does docs/engine.md."""
    g, _ids = _game()
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "why can't I dance")
    said = str(asked.value)
    shown = [form.example.split()[0] for form in FORMS if form.example]
    listed = re.findall(r'"([^"]+)"', said.split("for example: ", 1)[1])
    assert [example.split()[0] for example in listed] == shown, said
    assert {"rally", "frighten", "pass", "end", "score"} <= set(shown)
    assert {"challenge Biff", "uncover TROUBLEMAKER", "move Rainbow Dash to Cloudbursting"} <= set(listed), said
    docs = (Path(__file__).parents[2] / "docs" / "engine.md").read_text(encoding="utf-8")
    for form in FORMS:
        for way in form.said:
            assert f'"{way}"' in RULES.why_grammar, way
            assert f"\n{way} " in docs, way
