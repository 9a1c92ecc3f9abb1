"""The log says why each thing happened: the card whose text did it, or the rule.

A judge replaying a game reads the match log to see what caused each happening. Tokens
gained or lost, points scored, a card turned over, face-down or face-up, a Problem
replaced, a deck shuffled, a Friend frightened and counters put on a card are logged
"(by the text of <card>)" when a card's text did it (`MlpGame.by_text`, 705.2e), and with
the rule alone when the game's rules did (the Ready Phase's tokens, 604.1; a confront's
point, 611.4; a Troublemaker uncovered in the Uncover Step, 607.2). Every "may" question
names the card asking and cites 712.3 (or the rule that makes it optional, 710.1 for a
replacement's "instead").
"""

from __future__ import annotations

import json
import random
import re

import pytest

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.card_play import (
    PINK,
    PURPLE,
    activate,
    acts,
    board,
    confront_board,
    find,
    play,
    rich_board,
    settle,
    start_challenge,
    tm_faceoff,
    win_faceoff,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    option_with,
    pass_until,
    play_checking,
    seeded_bots,
    shipped_game,
    shown_as_written,
)


def _logged(g: MlpGame, *words: str) -> list[tuple[str, str]]:
    """(rule, text) of the log entries with any of these words."""
    return [(rule, text) for _, rule, text in g.log if any(word in text for word in words)]


# ----- 1. action tokens and points ------------------------------------------------------------


def test_tokens_a_text_gives_name_the_card_and_the_ready_phases_cite_their_rule():
    b = Board()
    b.players[0] = {"tokens": 0}
    host = b.add("PR36", 0, "play", "problem:0")
    batty = b.add("HM109", 0, "play", "problem:0", host=host)  # Gone Batty: exhaust to gain [2]
    g = win_faceoff(b)
    while g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "yes")
    assert ("712", f"P0 gains 2 action tokens (by the text of {g.name(batty)})") in _logged(g, "gains")

    g = shipped_game(Board(), phase="end", step="end")
    pass_until(g, phase="main")
    assert _logged(g, "action token") == [("604.1", "P1 gains 2 action tokens")]


def _fix_it_confronted() -> MlpGame:
    """P0 confronts P1's I Can Fix It! (PR174) and wins its faceoff by exactly 1: the
    confront's point (611.4), the faceoff's (514.5c) and the card's; then it is solved."""
    b = Board(problems=("PR168", "PR174"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR79", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    return b.game(phase="score", step="confront")


def test_a_point_a_text_scores_names_the_card_and_the_confront_and_faceoff_points_cite_their_rules():
    g = _fix_it_confronted()
    assert _logged(g, " point ", " points ") == [
        ("611.4", "P0 scores 1 point for confronting a Problem (now 1)"),
        ("514.5c", "P0 scores 1 point for winning a Problem faceoff (now 2)"),
        ("712", "P0 scores 1 point for winning a faceoff by exactly 1 (now 3; by the text of I Can Fix It! #4)"),
    ]


def test_a_problem_faceoff_won_where_the_bonus_is_0_says_no_point_is_scored():
    """P0 wins the faceoff at P1's Wonderbolts Reserve Exam (Problem bonus 0, 514.5c): the log
    went from "P0 wins the Problem faceoff" to the Problem being replaced, where every other
    faceoff says what it scored; it says no point is scored and why."""
    b = Board(problems=("PR168", "CG190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(6):
        b.add(PINK, 0, "play", "problem:1")  # 18 power: P0 wins whatever is flipped
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    for code in (PURPLE, PURPLE, PURPLE, PINK):
        b.add(code, 1, "play", "problem:1")
    g = b.game(default_library(), phase="score", step="confront")
    settle(g)
    assert [rule for rule, _text in _logged(g, "P0 wins the Problem faceoff by ")] == ["514.5"]
    assert _logged(g, "winning a Problem faceoff") == [
        ("514.5c", "P0 scores no points for winning a Problem faceoff: the Problem bonus there is 0"),
    ]


# ----- 2. cards turned over, face-down, face-up; a Problem replaced ----------------------------


def test_mane_characters_a_text_turns_over_name_the_card():
    b = rich_board()
    card = b.add("AD203", 0, "hand")  # Chaos Capital of the World: turn each Mane over
    g = shipped_game(b)
    event = g.s["next_iid"]  # (played, it is a new card in the queue, 410.6)
    answer(g, f"play|{card}|event")
    assert _logged(g, "turned over") == [
        ("301.2", f"{g.name(1)} is turned over to its Boosted side (by the text of Chaos Capital of the World #{event})"),
        ("301.2", f"{g.name(2)} is turned over to its Boosted side (by the text of Chaos Capital of the World #{event})"),
    ]


def test_a_troublemaker_its_text_turns_face_down_names_the_card():
    """Red Dragon (CN163): at the start of its opponent's Troublemaker Phase they may pay 2 to
    turn it face-down. The log cites 505.3 once, in its rule column."""
    b = Board()
    b.players[0] = {"tokens": 3}
    dragon = b.add("CN163", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    name = g.name(dragon)
    answer(g, "yes")
    assert _logged(g, "face-down") == [("505.3", f"{name} is turned face-down and becomes a different card, "
                                                 f"face-down Troublemaker #{dragon} (by the text of {name})")]


def test_a_troublemaker_a_text_uncovers_names_the_card():
    b = board()
    star = b.add("PR75", 0, "play", "problem:0")  # Rising Star: exhaust this card to uncover a Troublemaker
    trouble = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    answer(g, f"act|{star}|0")
    settle(g)
    assert _logged(g, "uncovered") == [("705.2e", g.as_written(f"{g.name(trouble)} is uncovered at problem:0 "
                                                                   f"(by the text of {g.name(star)})"))]


def test_a_problem_a_text_replaces_names_the_card_and_a_solved_one_cites_the_rule():
    b = board()
    snips = b.add("CN51", 0, "play", "problem:1")  # Snips & Snails: retire this card to replace its Problem
    b.add("PR168", 1, "problem_deck")
    g = shipped_game(b)
    problem = g.name(g.problem_card("problem:1"))
    answer(g, f"act|{snips}|0")
    settle(g)
    # (the Problem replaced is a new card at the bottom of its deck: the line says its number there)
    now = g.s["players"][1]["problem_deck"][0]
    assert _logged(g, "is replaced") == [
        ("613.2", f"problem:1 {problem} (now #{now}) is replaced (by the text of Snips & Snails, Problem Solvers)")]
    # (and the Problem put into play in its place: it read "P1 puts ... into play at problem:1")
    assert _logged(g, "into play") == [
        ("613.2", f"P1 puts {g.name(g.problem_card('problem:1'))} into play at problem:1 "
                  "(by the text of Snips & Snails, Problem Solvers)")]

    g = _fix_it_confronted()  # solved in the Solve Step (613.2)
    assert _logged(g, "is replaced") == [
        ("613.2", f"problem:1 I Can Fix It! #4 (now #{g.s['players'][1]['problem_deck'][0]}) is replaced")]
    assert _logged(g, "into play") == [("613.2", f"P1 puts {g.name(g.problem_card('problem:1'))} into play at problem:1")]


# ----- 3. decks shuffled ------------------------------------------------------------------------


def test_a_deck_a_text_shuffles_names_the_player_and_the_card():
    b = rich_board()
    b.add("PR106", 0, "deck")
    g = play(b, "PR56", "home:0", "yes")  # Gyro, Poindexter: search your deck for an Event, shuffle
    settle(g)
    [gyro] = [i for i in g.s["play"] if g.spec(i).code == "PR56"]
    assert _logged(g, "shuffles") == [("518.2", f"P0 shuffles their deck (by the text of {g.name(gyro)})")]


# ----- 4. Friends frightened; counters ----------------------------------------------------------


def test_a_friend_a_text_frightens_names_the_card():
    b = rich_board()
    friend = b.add("PR20", 1, "play", "home:1")
    card = b.add("CN123", 0, "hand")  # Thunderclap: frighten a Friend with 2 or less power
    g = shipped_game(b)
    event = g.s["next_iid"]  # (played, it is a new card in the queue, 410.6)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{friend}")
    assert _logged(g, "frightened") == [("705.2e", f"{g.name(friend)} becomes frightened (by the text of "
                                                   f"Thunderclap #{event})")]


def test_a_friend_a_text_unfrightens_names_the_card():
    b = rich_board()
    friend = b.add("PR20", 1, "play", "home:1", frightened=True)
    card = b.add("CN113", 0, "hand")  # Nothing to Be Afraid Of: unfrighten a Friend
    g = shipped_game(b)
    event = g.s["next_iid"]  # (played, it is a new card in the queue, 410.6)
    answer(g, f"play|{card}|event")
    assert _logged(g, "unfrightened") == [("705.2e", f"{g.name(friend)} is unfrightened (by the text of "
                                                     f"Nothing to Be Afraid Of #{event})")]


def test_the_friends_a_villain_frightens_follow_the_line_naming_it():
    """Villain (glossary): an uncovered Villain frightens the Friends at its Problem; the
    uncovering is the Uncover Step's (607.2)."""
    b = Board()
    villain = b.add("PR152", 0, "play", "problem:0", face_down=True)  # Ahuizotl
    friend = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    settle(g)
    assert _logged(g, "frighten", "uncovered") == [
        ("607.2", g.as_written(f"{g.name(villain)} is uncovered at problem:0")),
        ("Glossary: Villain", g.as_written(f"{g.name(villain)}, a Villain, frightens the Friends at problem:0")),
        ("Glossary: Villain", f"{g.name(friend)} becomes frightened"),
    ]


def test_a_villain_uncovered_where_no_friend_is_says_nothing_happens():
    """Ahuizotl (Villain) uncovered at a Problem with no Friend, only a Mane Character: its
    trigger resolved without a line (a player may have ordered it among others, 511.7a, and
    the log then never said what became of it); it says there was no Friend to frighten."""
    b = Board()
    villain = b.add("PR152", 0, "play", "problem:0", face_down=True)  # Ahuizotl
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # P1's Mane Character there: not a Friend
    g = shipped_game(b, phase="troublemaker", step="uncover")
    settle(g)
    assert _logged(g, "Villain") == [
        ("Glossary: Villain", g.as_written(f"Nothing happens: {g.name(villain)}, a Villain, finds no Friend at "
                                               "problem:0 to frighten")),
    ]
    assert not g.card(b.mane[1])["frightened"]


def test_counters_a_text_puts_on_a_card_name_the_card():
    b = Board()
    bomb = b.add("CG138", 0, "play", "home:0")  # Party Bomb: at the start of your turn, a Party counter
    g = shipped_game(b, phase="end", step="end", turn_player=1)
    pass_until(g, kind="may")
    answer(g, "yes")
    assert _logged(g, "counter") == [("712", f"{g.name(bomb)} gets a Party counter (1 in all"
                                             f"; by the text of {g.name(bomb)})")]



def test_a_card_a_text_puts_from_a_deck_into_a_discard_pile_names_the_card():
    """Judge scenario: P0's uncovered Brown Parasprite (PR153, "At the start of your opponent's
    Troublemaker Phase, they put the top card of their deck into their discard pile") acts as
    P1's turn starts, where nothing asks a question first: the line says whose text it is."""
    b = Board()
    parasprite = b.add("PR153", 0, "play", "problem:0")
    top = b.deck_top("PR20", 1)
    b.deck_top("PR36", 1)  # (drawn first, 605.1)
    g = shipped_game(b, phase="end", step="end")
    pass_until(g, phase="main")
    [milled] = g.s["players"][1]["discard"]
    assert g.spec(milled).code == "PR20"
    assert _logged(g, "into their discard pile") == [
        ("712", f"P1 puts {g.spec(milled).name} #{top} (now #{milled}) from the top of their deck into their discard pile "
                f"(by the text of {g.name(parasprite)})")]


def test_a_color_or_a_lower_requirement_a_text_gives_names_the_card_708_2():
    """Judge scenario (708.2, 205.1): what Seabreeze's Flower (CG147, retired to give one of
    your characters [Kindness] until the end of the phase), Funny Glasses (CN138, your Friends
    [Laughter]) and Rainbow Generator (LL113, the next card's play requirement 2 less of the
    chosen color) give is logged with the card whose text gives it, as power is."""
    b = rich_board()
    flower = b.add("CG147", 0, "play", "home:0")
    wearer = b.add("PR12", 0, "play", "home:0")
    glasses = b.add("CN138", 0, "play", "home:0", host=wearer)
    generator = b.add("LL113", 0, "play", "home:0")
    g = shipped_game(b)
    flower_name, glasses_name, generator_name = g.name(flower), g.name(glasses), g.name(generator)
    answer(g, [k for k in keys(g) if k.startswith(f"act|{flower}|")][-1])
    answer(g, f"card:{wearer}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"act|{glasses}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"act|{generator}|")
    answer(g, "color:blue")
    assert _logged(g, "is also", "are also", "requires") == [
        ("708.2", f"{g.name(wearer)} is also Yellow (Kindness) until the end of the phase "
                  f"(by the text of {flower_name.split(' #')[0]})"),
        ("708.2", f"P0's Friends are also Pink (Laughter) until the end of the phase (by the text of {glasses_name})"),
        ("205.1", f"The next card P0 plays this turn requires 2 less Blue power (by the text of {generator_name})")]

def test_what_a_replacement_does_in_place_of_a_dismissal_names_the_replacements_card_710_1():
    """P0's Very Startling ("Main Phase: Dismiss all Friends with printed power of 0.") would
    dismiss P1's Applejack, Breeziefied and Pinkie Pie, Breeziefied; P1 has Defensive Position
    ("If one or more of your Friends would be dismissed, you may pay [1] and exhaust this card
    instead."). The token P1 pays and the exhausting are Defensive Position's doing, not Very
    Startling's (710.1: the replacement replaces the occurrence with its own)."""
    b = rich_board()
    startling = b.add("CN125", 0, "hand")
    b.players[1] = {"tokens": 3}
    applejack = b.add("CG20", 1, "play", "problem:1")
    b.add("CG42", 1, "play", "problem:1")
    position = b.add("EO151", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"play|{startling}|event")
    answer(g, f"card:{applejack}")
    answer(g, f"instead:{position}")
    by = f"(by the text of {g.name(position)})"
    assert _logged(g, "P1 pays") == [("710.1", f"P1 pays 1 action token {by}")]
    assert _logged(g, "becomes exhausted") == [("710.1", f"{g.name(position)} becomes exhausted {by}")]
    assert "Very Startling" not in " ".join(text for _, text in _logged(g, "P1 pays", "exhausted"))


@pytest.mark.parametrize("with_position", [False, True])
def test_a_friend_applejack_puts_on_her_players_deck_instead_of_its_dismissal_names_her_text_710_1(with_position):
    """P0's Here's Your Invitation! ("Dismiss an opponent's Friend with 1 power or less")
    would dismiss P1's Sweetie Sunrise at the Problem of P1's Applejack, Steadfast Farmpony
    (Boosted: "When one of your Friends here would be dismissed, you may put that Friend on
    top of its owner's deck instead"). P1 chooses her replacement, alone or among Defensive
    Position's (710.5): the Friend goes on the deck by Applejack's text, not the Event's."""
    b = rich_board()
    b.players[0] = {"tokens": 5}
    b.players[1] = {"tokens": 3}
    b.cards[b.mane[1] - 1].update(area="problem:1", boosted=True)
    friend = b.add("PR20", 1, "play", "problem:1")
    if with_position:
        b.add("EO151", 1, "play", "home:1")
    invitation = b.add("PR113", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{invitation}|event")
    name = g.name(friend)
    answer(g, f"deck_top:{b.mane[1]}")
    now = g.s["players"][1]["deck"][-1]
    assert _logged(g, "on top of its owner's deck") == [
        ("710.1", f"{name} (now #{now}) is put on top of its owner's deck (P1's deck; by the text of "
                  f"{g.name(b.mane[1])})")]


def test_a_card_a_triggered_effect_draws_cites_712_and_an_activated_ability_705_2e():
    """Royal Peacekeeper's draw from the bottom names it. Pinkie Pie, Ice Cutter's "When your opponent confronts this card's Problem, draw a card."
    is a triggered effect (712), not an action's instruction (705.2e): P0 confronts its
    Problem and P1 draws; "Main Phase: Exhaust this card to draw a card." (an activated
    ability, Pinkie Pie, Ear to Ear) still cites 705.2e."""
    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for code in ("PR36", "PR36", "PR79", "PR79", "PR31", "PR60", "PR60", "PR12", "PR81"):
        b.add(code, 0, "play", "problem:1")
    pinkie = b.add("PR46", 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert ("712", f"P1 draws 1 card (by the text of {g.name(pinkie)})") in _logged(g, "draws")
    b = Board()
    peacekeeper = b.add("CG26", 0, "play", "home:0")  # "At the end of your turn, draw a card from the bottom ..."
    g = shipped_game(b, phase="end", step="end")
    assert ("712", f"P0 draws 1 card from the bottom of their deck (by the text of {g.name(peacekeeper)})") \
        in _logged(g, "draws")
    b = board()
    ear = b.add("PRpf3", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{ear}|")))
    assert ("705.2e", f"P0 draws 1 card (by the text of {g.name(ear)})") in _logged(g, "draws")


# ----- 5. cards revealed or looked at -------------------------------------------------------------


def test_a_look_at_a_deck_and_the_reveal_a_text_asks_for_name_the_card_keeping_the_looked_at_card_hidden():
    """Judge scenario: P0's Discord, Give or Take (AD192) has P0 look at the top card of their
    deck as a Friend enters play, then reveal it: the look names the place, not the card
    (404.1), and both lines name Discord's text."""
    b = rich_board()
    b.cards[b.mane[0] - 1]["card"] = "AD192"
    top = b.deck_top("PR36", 0)  # printed power 3, as the Friend played
    g = play(b, "PR36", "home:0", "yes", "yes")
    discord = g.name(b.mane[0])
    assert _logged(g, "looks at", "reveals") == [
        ("712", f"P0 looks at the top card of their deck (by the text of {discord})"),
        ("707.2a", f"P0 reveals the top card of their deck: {g.name(top)} (by the text of {discord})")]


def test_a_look_at_a_hand_names_the_card_whose_text_looks():
    """Charred Chapters (LL87), "Look at a player's hand": the line counts the hand's cards
    and names the Event doing it."""
    b = rich_board()
    b.add("PR120", 1, "hand")
    card = b.add("LL87", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "player:1")
    [(rule, text)] = _logged(g, "looks at")
    assert rule == "705.2e" and re.fullmatch(r"P0 looks at P1's hand \(1 card; by the text of Charred Chapters #\d+\)", text)


def test_the_cards_princess_luna_dream_catcher_reveals_name_her_text():
    """CN189 boosted: "reveal the top card of your deck" and a card from the hand, each naming her."""
    b = Board(manes=("CN189", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    shown = b.add("CN65", 0, "hand")
    top = b.deck_top("PR20", 0)  # revealed at the Main Phase
    b.deck_top("PR36", 0)  # drawn in the Draw Step
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    settle(g, "yes", until=lambda g: g.pending().kind == "may" and g.s["phase"] == "main")
    answer(g, "yes")
    answer(g, f"card:{shown}")
    luna = g.name(b.mane[0])
    assert _logged(g, "reveals") == [
        ("712", f"P0 reveals the top card of their deck: Sweetie Sunrise, Early Riser #{top} (printed power 1"
                f"; by the text of {luna})"),
        ("712", f"P0 reveals Twilight Sparkle, Element of Magic #{shown} from their hand (printed power 5"
                f"; by the text of {luna})")]


# ----- 6. a Troublemaker kept face-down ------------------------------------------------------------


def test_a_troublemaker_an_epic_one_keeps_face_down_is_logged_once_with_a_capital_607_1():
    """Judge scenario: P1's Lord Tirek (AD159, Epic) is face up at P1's Problem, where P0's
    Purple Parasprite waits face-down. Turn after turn P0's Uncover Step leaves it face-down
    (607.1): the log says why the first time, not in every one of P0's turns, and the line,
    as read, starts with a capital."""
    b = Board()
    tirek = b.add("AD159", 1, "play", "problem:1")
    kept = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    turn = g.s["turn"]
    settle(g, "pass", until=lambda g: g.s["turn"] == turn + 4 and g.s["phase"] == "main")
    assert g.card(kept)["face_down"] and g.s["turn_player"] == 0
    assert _logged(g, "can't be uncovered") == [
        ("607.1", g.as_written(f"face-down Troublemaker #{kept} can't be uncovered, as the Epic Troublemaker "
                                   f"{g.name(tirek)} is face up at problem:1"))]
    assert f"Face-down Troublemaker #{kept} can't be uncovered, as the Epic Troublemaker {g.name(tirek)} is " \
           f"face up at {shown_as_written(g, 'problem:1')}" in [row.text for row in view.log_rows(g)]


def test_a_board_saved_after_the_607_1_line_does_not_log_it_again_once_loaded():
    """The same judge scenario, the board saved in P0's Main Phase after the Uncover Step that
    logged why the Parasprite stays face-down (607.1), and loaded again: the log of the game
    played on from the file does not say it again in P0's next Uncover Steps, as the game
    played on without the save does not (a loaded board re-logs nothing that already happened)."""
    b = Board()
    b.add("AD159", 1, "play", "problem:1")  # Lord Tirek, Epic
    kept = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    turn = g.s["turn"]
    settle(g, "pass", until=lambda g: g.s["turn"] == turn + 1 and g.s["phase"] == "main")
    assert len(_logged(g, "can't be uncovered")) == 1
    loaded = load_board(json.loads(json.dumps(export_board(g))), default_library())
    settle(loaded, "pass", until=lambda g: g.s["turn"] == turn + 4 and g.s["phase"] == "main")
    assert loaded.card(kept)["face_down"] and loaded.s["turn_player"] == 0
    assert _logged(loaded, "can't be uncovered") == []
    assert [text for _, _, text in loaded.log if text.startswith("Turn ")]  # (the turns were played)


# ----- 7. tokens put into play ---------------------------------------------------------------------


def test_a_token_a_text_puts_into_play_is_named_as_the_cards_say_it_with_the_card_521_1():
    """Rocket Scooter (LL114): "put 3 1 [Loyalty] Pegasus Friend tokens with Swift into play":
    each token's line says it as the card does, "a 1 power ... Pegasus Friend token with
    Swift", not "a token Pegasus", then the token's name and Rocket Scooter's."""
    g = play(rich_board(), "LL114", "home:0")
    settle(g, "home:0")
    scooter = next(i for i in g.s["play"] if g.spec(i).code == "LL114")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 3
    assert [text for _, text in _logged(g, "Pegasus Friend token")] == [
        f"P0 puts a 1 power Blue (Loyalty) Pegasus Friend token with Swift into play at home:0: {g.name(token)} "
        f"(by the text of {g.name(scooter)})" for token in tokens]



# ----- 8. every line as read ----------------------------------------------------------------------

_AREA_KEY = re.compile(r"\b(?:home|problem|dilemma):\d")


def _read_log(seed: int) -> list[str]:
    """The log of the whole-pool game `seed` (the pool soak's dealing and bots), as a judge
    reads it (`view.log_rows`)."""
    lib = default_library()
    rng = random.Random(seed)
    pool, starting = pool_soak._pool(True), pool_soak._starting_problems(True)
    g = new_game(lib, [pool_soak._deck(pool, rng, starting) for _ in range(2)], seed)
    play_checking(g, seeded_bots(seed), pool_soak.MAX_TURNS, lambda g: None)
    return [row.text for row in view.log_rows(g)]


def test_a_problem_is_named_in_the_log_by_the_card_there_as_the_line_was_written():
    """A Problem's area in a log line is named as the Confront Step's options and the line of its
    confronting name it, by the Problem, with whose it is ("Runaway Cart #4 (P1's)"), not as
    "P1's Problem": the Problem faceoff there and the characters sent home from it as it is
    replaced (613.2) name the Problem solved, and a move there afterwards the one that replaced
    it, so each line stays true. A line naming the Problem already says whose area it is."""
    b = Board()
    mine = [b.add("PR36", 0, "play", "problem:1") for _ in range(3)]
    red_gala = b.add("PR33", 1, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, phase="main")
    assert g.s["turn_player"] == 1
    new = g.problem_card("problem:1")
    answer(g, f"move|{red_gala}|problem:1")
    rows = [row.text for row in view.log_rows(g)]
    assert "Player 1 starts a Problem faceoff at Runaway Cart #4 (Player 2's)" in rows
    assert all(f"{g.name(i)} is sent from Runaway Cart #4 (Player 2's) to Player 1's home" in rows for i in mine), rows
    assert f"Player 2 puts {g.name(new)} into play at Player 2's Problem" in rows
    assert f"{g.name(red_gala)} is moved from Player 2's home to {g.name(new)} (Player 2's)" in rows, rows
    assert not [row for row in rows if "Player 2's Problem" in row and "into play at Player 2's Problem" not in row
                and "Player 2's Problem deck" not in row and "is replaced" not in row], rows


@pytest.mark.parametrize("seed", [45100, 45101])
def test_every_line_of_whole_pool_games_as_read_is_a_sentence_naming_places_in_words(seed: int):
    """Each line starts with a capital and names areas in words, never by key; a faceoff
    started at two Problems names both, as the rules name the faceoff (612.1): in game 45100
    P0's Multi Problem Faceoff, in 45101 P1's."""
    lines = _read_log(seed)
    assert [line for line in lines if not line[:1].isupper() or _AREA_KEY.search(line)] == []
    starter = {45100: 0, 45101: 1}[seed]
    # (each Problem named as it was when the line was written, with whose it is)
    assert any(re.fullmatch(rf"Player {starter + 1} starts a Problem faceoff at [^()]+ #\d+ \(Player 1's\) and [^()]+ #\d+ \(Player 2's\)",
                            line) for line in lines), lines
    assert not [line for line in lines if "troublemaker faceoff" in line or "problem faceoff" in line]


# ----- "may" questions (712.3) --------------------------------------------------------------------

_RULE = re.compile(r"\(\d{3}(?:\.\d+[a-z]?)?\)")


# seeded games (dealt from the whole pool for even seeds, else from the cards whose text is
# carried out) whose players are asked many "may" questions of many cards
MAY_SEEDS = (15, 18, 54, 77, 133, 183)


def test_every_may_question_of_seeded_pool_games_names_its_card_and_cites_a_rule():
    """At every "may" of seeded pool games (`MAY_SEEDS`): the prompt cites a rule, and
    one asked by a card's text names that card (as the game names it: a face-down card as
    "face-down Troublemaker") and cites 712.3 unless it cites the rule making it optional."""
    lib = default_library()
    asked: list[str] = []

    def check(g: MlpGame) -> None:
        decision = g.pending()
        if decision.kind != "may":
            return
        asked.append(decision.prompt)
        assert _RULE.search(decision.prompt), decision.prompt
        frame = g.s["stack"][-1]
        if frame["op"] == "ability":
            src = frame["src"]
            name = g.name(src) if src in g.s["cards"] else lib.spec(frame["card"]).name
            assert name.split(" #")[0] in decision.prompt, decision.prompt

    for seed in MAY_SEEDS:
        rng = random.Random(seed)
        whole = seed % 2 == 0
        pool, starting = pool_soak._pool(whole), pool_soak._starting_problems(whole)
        g = new_game(lib, [pool_soak._deck(pool, rng, starting) for _ in range(2)], seed)
        play_checking(g, seeded_bots(seed), 40, check)
    assert sum(prompt.endswith("(712.3)") for prompt in asked) >= 40, asked


# ----- 9. what a card's own code logs --------------------------------------------------------


def test_a_character_kept_from_readying_names_the_card_whose_text_keeps_it_603_1():
    """Grubber, Royal Announcer exhausts each opposing character, which "do not ready during their
    controller's next Ready Phase"; Applejack, Play Hard keeps an exhausted Friend from readying:
    each line names the card whose text holds the character (705.2e)."""
    b = board(manes=("SB2", "PR2"))
    foe = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert ("603.1", f"{g.name(foe)} does not ready during P1's next Ready Phase (by the text of "
                     f"{g.name(b.mane[0])})") in _logged(g, "does not ready")

    b = board(manes=("LL2", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    tired = b.add("PR36", 1, "play", "home:1", exhausted=True)
    g = shipped_game(b)
    settle(g, "pass", f"card:{tired}", until=lambda g: g.s["turn_player"] == 1)
    assert ("603.1", f"{g.name(tired)} does not ready during P1's next Ready Phase (by the text of "
                     f"{g.name(b.mane[0])})") in _logged(g, "does not ready")


def test_the_ready_phase_skipping_a_character_a_text_held_names_that_text_603_1():
    """Judge scenario (603.1, 104.1, 705.2e): Grubber, Royal Announcer exhausts P1's
    characters, which "do not ready during their controller's next Ready Phase"; when P1's
    Ready Phase comes, the line of each one it skips still ends with Grubber, as the line of
    one a card in play keeps exhausted (Under Arrest) does. A saved board listing a held card
    without its source still loads; its line then names no card."""
    b = board(manes=("SB2", "PR2"))
    foe = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    activate(g, b.mane[0])
    grubber = g.name(b.mane[0])
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert g.card(foe)["exhausted"]
    assert ("104.1", f"{g.name(foe)} does not ready during the Ready Phase (by the text of {grubber})") \
        in _logged(g, "does not ready")

    b = board(manes=("PR2", "PR2"))
    foe = b.add("PR36", 1, "play", "home:1", exhausted=True)
    # (a file written before the card holding it was kept)
    g = settle(shipped_game(b, phase="end", step="end", flags={"no_ready:1": [foe]}), "pass",
               until=lambda g: g.s["turn_player"] == 1)
    assert g.card(foe)["exhausted"]
    assert ("104.1", f"{g.name(foe)} does not ready during the Ready Phase") in _logged(g, "does not ready")


def test_control_an_event_gave_ending_names_the_event_by_its_printed_name_410_6():
    """Judge scenario (513.2, 410.6, 705.2e): A Simple Mix-up gives P0 P1's Friend until the
    end of the Score Phase. As the control ends, the Event is in P0's discard pile, another
    card than the one played: the line names it without a number, as any card gone is named."""
    b = rich_board()
    emerald = b.add("PR12", 1, "play", "home:1")
    event = b.add("CG92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert _logged(g, "again:") == [
        ("708.2", f"P1 controls {g.name(emerald)} again: P0's control of it ends with the Score Phase "
                  "(by the text of A Simple Mix-up)")]


def test_what_pinkie_sense_does_instead_of_a_discard_names_it_710_1():
    """Pinkie Sense: a card P0 would discard goes on top of their deck instead; the line of what
    it does instead names the replacement's card, as every other replacement's does (710.1)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")
    b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{pinkie}|")
    answer(g, option_with(g, "on top of your deck"))
    assert _logged(g, "instead of discarding") == [
        ("710.1", f"P0 puts a card from their hand on top of their deck instead of discarding it (by the text of "
                  f"{g.name(pinkie)})")]


def test_what_a_card_forbids_for_the_turn_names_the_card():
    """Tight Ship: "Players can't confront this Problem this turn" is logged with Tight Ship, as
    a cost change or power given for a time is (708.2)."""
    b = confront_board("PR168")
    b.players[0] = {"tokens": 3}
    g = play(b, "CG58", "problem:0")
    ship = g.name(find(g, "CG58")[0])
    assert [text for _, text in _logged(g, "can't confront")] == [
        g.as_written(f"Players can't confront the Problem at problem:0 this turn (by the text of {ship})")]


def test_the_color_the_smooze_becomes_names_its_text_and_when_it_was_chosen():
    """Judge scenario (706.1a, 712): The Smooze, Wobbling Blob (MT74) is named a color as it enters
    play, and chooses another at the start of its player's turn; both lines read "The Smooze,
    Wobbling Blob #N becomes Pink (Laughter)" with nothing saying which text made it so, where
    every other color a text gives is logged with its card (Sclerite, Rainbowfied). So did the
    color Motivational Speech (SB113) has its player choose as it enters play. Each line cites
    when the choice was made, as the card entered play (706.1a) or as the triggered effect of
    its turn's start was processed (712), not the order continuous modifiers apply in (711.3)."""
    b = rich_board()
    card = b.add("MT74", 0, "hand")
    speech = b.add("SB113", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    answer(g, "color:pink")
    smooze = g.name(next(i for i in g.s["play"] if g.spec(i).code == "MT74"))
    answer(g, f"play|{speech}|")
    pass_until(g, "color")
    answer(g, "color:blue")
    speech = g.name(next(i for i in g.s["play"] if g.spec(i).code == "SB113"))
    assert _logged(g, "chooses Blue") == [
        ("712", f"P0 chooses Blue (Loyalty) for {speech} (by the text of {speech})")]
    b = Board()
    held = b.add("MT74", 0, "play", "home:0")
    turn_start = shipped_game(b, phase="ready", step="ready")
    answer(turn_start, "color:yellow")
    assert _logged(g, "becomes") == [("706.1a", f"{smooze} becomes Pink (Laughter; by the text of {smooze})")]
    assert _logged(turn_start, "becomes") == [
        ("712", f"{turn_start.name(held)} becomes Yellow (Kindness; by the text of {turn_start.name(held)})")]


# ----- 7. a card a text puts back into play -------------------------------------------------------


def test_princess_luna_mare_in_the_moon_back_at_the_start_of_her_players_turn_names_her_text_706_1():
    """Judge scenario (706.1, 410.6): Princess Luna, Mare in the Moon (CN196) banishes herself
    "and put[s] it into play at the start of your next turn". As P0's next turn starts she comes
    back, a new card: the line read "P0 puts Princess Luna, Mare in the Moon #N into play at
    P0's home" with no text named, where every other card a text puts into play is named
    with that text; it names her, by the number she had as she was banished."""
    b = board(3)
    luna = b.add("CN196", 0, "play", "home:0")
    g = shipped_game(b)
    gone = g.name(luna)
    answer(g, acts(g, luna)[0])
    pass_until(g, "area")
    answer(g, "home:0")
    (back,) = find(g, "CN196")
    assert _logged(g, "into play") == [("706.1", f"P0 puts {g.name(back)} into play at home:0 (by the text of {gone})")]


def test_a_friend_banished_until_opalescence_leaves_play_comes_back_by_her_text_not_the_event_706_1():
    """Judge scenario (513.4, 706.1): Opalescence, Royal Edict (HM48) banishes Sweetie Sunrise
    "until this card leaves play"; Rolling Tones (EO135) dismisses Opalescence, so Sweetie
    comes back, put back by Opalescence's text, which banished her and brings her back; the
    line named Rolling Tones, whose text only dismissed Opalescence."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR79", 0, "play", "home:0")  # white 2
    b.add("EO45", 0, "play", "home:0")  # pink 4
    b.add("PR20", 1, "play", "problem:1")
    opal = b.add("HM48", 0, "hand")
    tones = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{opal}|home:0")
    (opal,) = find(g, "HM48")
    opalescence = g.name(opal)
    answer(g, f"play|{tones}|event")
    answer(g, f"card:{opal}")
    answer(g, "problem:0")
    (back,) = find(g, "PR20")
    assert _logged(g, "into play") == [
        ("706.1", g.as_written(f"P0 puts {g.name(back)} into play at problem:0 (by the text of {opalescence})"))]


# ----- 8. what a text allows for the turn ------------------------------------------------------------


def test_what_repulsor_blast_and_reformed_give_for_the_turn_names_their_text_705_2e():
    """Judge scenario (705.2e): Repulsor Blast (MT87) lets its player confront past
    Troublemakers this turn, and Reformed (CN147), its Troublemaker defeated, adds that
    Troublemaker's power to its player's next faceoff this turn; both lines read as if the
    rules did it ("Troublemakers don't prevent P0 from confronting Problems this turn", "P0
    adds 4 power to their next faceoff this turn"), where every other thing a text gives for
    a time names the card. Reformed has left play by then (511.2): its printed name."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow power for its requirement
    b.add("PR157", 1, "play", "problem:0")
    blast = b.add("MT87", 0, "hand")
    g = shipped_game(b)
    event = g.s["next_iid"]  # (played, it is a new card in the queue, 410.6)
    answer(g, f"play|{blast}|event")
    assert _logged(g, "don't prevent") == [
        ("705.2e", f"Troublemakers don't prevent P0 from confronting Problems this turn (by the text of Repulsor Blast #{event})")]
    b, _, _, tm = tm_faceoff(("PR36", "PR31"))
    b.add("CN147", 0, "play", "problem:0", host=tm)
    g = start_challenge(b, tm)
    pass_until(g, "may")
    answer(g, "yes")
    assert _logged(g, "next faceoff") == [("712", "P0 adds 4 power to their next faceoff this turn (by the text of Reformed)")]


# ----- 9. a "may" its player can't pay for ---------------------------------------------------------


def test_a_may_its_player_cant_pay_for_says_so_not_that_it_found_nothing_705_2e():
    """Judge scenario (705.2e, 508.1d): Applejack, Apple Vendor (CN2): "At the start of your
    Score Phase, you may pay [2] to give one of your Friends +2 power". With a Friend in play
    and no action token, P0 is not asked; the line read “Give one of your Friends +2 power
    until the end of turn” finds nothing to act on, though a Friend was there: what stopped it
    is its cost."""
    b = Board(manes=("CN2", "PR2"))
    b.players[0] = {"tokens": 0}
    b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="main", step="main")
    pass_until(g, phase="score")
    applejack = g.name(b.mane[0])
    assert [text for _, text in _logged(g, "Nothing happens")] == [
        "Nothing happens: “You may pay [2] to give one of your Friends +2 power until the end of turn” is not done: its cost "
        f"is 2 action tokens; P0 has none (by the text of {applejack}); not repeated at P0's next turns while it stays so"]


def test_flims_question_is_led_by_flim_alone_and_names_resources_as_cards_do():
    """Flim (PR155): "At the start of your opponent's Troublemaker Phase, they exhaust one of
    their Resources." P1 was asked "Flim #N: Exhaust one of your resources (Flim)": the card
    named twice, a card type in lower case."""
    b = Board()
    flim = b.add("PR155", 0, "play", "problem:0")
    b.add("PR132", 1, "play", "home:1")  # two Resources of P1's to choose from
    b.add("PR138", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="end")
    pass_until(g, "target")
    assert g.pending().player == 1 and g.pending().prompt == f"{g.name(flim)}: Exhaust one of your Resources"


def test_the_cards_ancient_research_puts_back_on_top_name_its_text_712():
    """Judge scenario (712): Ancient Research (CN167): "At the start of this card's owner's turn,
    if their Mane Character is here, they may look at the top 2 cards of their deck and put them
    back in any order." The line read "P0 puts 2 cards back on top in the chosen order", as if
    the rules had P0 do it."""
    b = Board(problems=("CN167", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for code in ("PR20", "PR36", "PR60"):
        b.deck_top(code, 0)
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    answer(g, "yes")
    answer(g, keys(g)[0])
    research = g.name(g.problem_card("problem:0"))
    assert _logged(g, "back on top") == [
        ("712", f"P0 puts 2 cards back on top in the chosen order (by the text of {research})")]


def test_grogar_banished_at_the_end_of_the_turn_without_a_token_says_it_cant_be_paid_for_705_2e():
    """Judge scenario (705.2e, 508.1d): Grogar, Legion of Doom (LL145) is banished and P0 has a
    face-up Troublemaker but no action token as the turn ends: "you may pay [1] and banish one
    of your Troublemakers to put this card into play face-up" is not done: its cost can't be paid. The line said
    it found nothing to act on, though the Troublemaker was there."""
    b = Board()
    b.players = [{"tokens": 0}, {"tokens": 1}]
    grogar = b.add("LL145", 0, "banished")
    b.add("PR157", 0, "play", "problem:0")
    g = shipped_game(b)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert [text for _, text in _logged(g, "Nothing happens")] == [
        "Nothing happens: “You may pay [1] and banish one of your Troublemakers to put this card into play face-up” is not done: its cost is 1 action token; P0 has none "
        f"(by the text of {g.name(grogar)}); not repeated at P0's next turns while it stays so"]


def test_an_event_its_own_text_puts_on_top_of_its_owners_deck_is_said_as_other_such_lines_are_705_2e():
    """Judge scenario (705.2e, 410.6): Star Swirl Research (HM95), "Immediate: Put this card on
    top of its owner's deck." The line said "Star Swirl Research #27 (now #28) is put on top of
    its owner's deck" with no card whose text did it. It is said as a card in play put there
    is (Umbrella Hat's same text) and as Read the Manual banishing itself: the numbers it had
    in the queue and has in the deck, whose deck, and the text that did it, by its printed
    name, as any card gone is named (its number there is the one it had)."""
    b = rich_board()
    research = b.add("HM95", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{research}|event")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    queued = next(text.split(" as ")[-1].split(" (")[0] for _, text in _logged(g, "into the queue as"))
    now = g.s["players"][0]["deck"][-1]
    assert g.spec(now).code == "HM95"
    assert _logged(g, "on top of its owner's deck") == [
        ("705.2e", f"{queued} (now #{now}) is put on top of its owner's deck (P0's deck"
                   "; by the text of Star Swirl Research)")]


def test_a_line_names_each_problems_area_by_the_problem_there_unless_it_names_that_problem() -> None:
    """`MlpGame.problems_named`, with "the Problem at" before a key or not, two keys in one
    line, a key written twice, a key whose Problem the line names already, and the card whose
    text did it left as it is (a Problem named there is not the place)."""
    g = Board().game()
    zero, one = (g.name(g.problem_card(area)) for area in ("problem:0", "problem:1"))
    assert g.problems_named("X moves from the Problem at problem:0 to problem:1, then back to The Problem at "
                            "problem:0") == (f"X moves from {zero} (P0's) to {one} (P1's), then back to {zero} (P0's)")
    assert g.problems_named(f"P1 chooses {one} at problem:1, not problem:0") == \
        f"P1 chooses {one} at problem:1, not {zero} (P0's)"
    assert g.problems_named(f"X goes to problem:1 (by the text of {one})") == f"X goes to {one} (P1's) (by the text of {one})"
    assert g.problems_named("X is at problem:10 and problem:2") == "X is at problem:10 and problem:2"  # (no such areas)
