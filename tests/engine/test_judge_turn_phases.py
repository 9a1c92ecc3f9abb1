"""A head judge's audit of the turn itself, each on a board like the judge's: the Score Phase's
faceoffs and Solve Step (612-613), the points scored with cards (517.2) and the Challenge
Step (608.3, 514.5a)."""

from __future__ import annotations

from datetime import date

import pytest

from engine.mlp.api import default_library
from engine.mlp.cards.database import load_card_database
from engine.mlp.coverage import coverage
from engine.mlp.decks.formats import get_format
from engine.mlp.decks.parse import read_text
from engine.mlp.decks.theme import theme_deck_lists
from engine.mlp.decks.validate import COVERAGE_RULE, check_deck_list
from engine.mlp.state.gaps import text_gaps
from engine.mlp.state.library import dilemma_id
from engine.mlp.table import mlp_table
from engine.mlp.view import card_detail, card_view
from tests.engine.card_play import choose
from tests.engine.helpers import Board, answer, log_text, pass_once, pass_until

FULL_STEAM = "PR31"  # a vanilla 4-power Honesty (orange) Friend
EMERALD = "PR12"  # a vanilla 2-power Loyalty (blue) Friend


def _game(b: Board, **top):
    return b.game(default_library(), **top)


# ----- 514.4c / 514.5 / 613.1: a tie no flip can break ---------------------------------------


def test_613_1_a_problem_faceoff_tied_with_both_decks_empty_leaves_its_problem_unsolved():
    """Both players meet Cloudbursting's requirement with 6 power and neither has a card left
    to flip: the tie can never break, so the faceoff ends with no winner. No one won it, so it
    never became resolved (514.5), and only Problems at which Problem Faceoffs were resolved
    become solved (613.1): Cloudbursting stays in play and the characters stay there."""
    b = Board(deck_size=0)
    mine = [b.add(code, 0, "play", "problem:0") for code in (FULL_STEAM, EMERALD)]
    theirs = [b.add(code, 1, "play", "problem:0") for code in (FULL_STEAM, EMERALD)]
    g = _game(b, phase="score", step="score")
    problem = g.problem_card("problem:0")
    pass_until(g, phase="main")
    assert g.s["turn_player"] == 1
    assert "Tied and neither player can flip: the faceoff ends with no winner, unresolved: no Problem " \
           "is solved (613.1)" in log_text(g)
    assert g.problem_card("problem:0") == problem and "is replaced" not in log_text(g)
    assert all(g.s["cards"][i]["area"] == "problem:0" for i in mine + theirs)
    assert [p["score"] for p in g.s["players"]] == [1, 0]  # (P0's confront point only)


def test_514_4c_a_tie_neither_player_can_flip_still_opens_a_window_to_break_it():
    """514.4c, 515.1, 802.4: tied 6 to 6 with both decks empty, neither player flips, but
    the priority window still opens: P0 plays Good Hustle there (+2 to their Pegasus Sweetie
    Sunrise), breaks the tie and wins the Problem faceoff, no longer ended with no winner
    before anyone could act."""
    b = Board(deck_size=0)
    b.players[0]["tokens"] = 3
    pegasus = b.add("PR20", 0, "play", "problem:0")  # Sweetie Sunrise, a Pegasus
    for code in (FULL_STEAM, "PR20"):
        b.add(code, 0, "play", "problem:0")
    for code in (FULL_STEAM, EMERALD):
        b.add(code, 1, "play", "problem:0")
    hustle = b.add("PR101", 0, "hand")  # Good Hustle: "Faceoff: Choose a Pegasus character ... +2 power"
    g = _game(b, phase="score", step="score")
    for _ in range(4):  # (the window after the first flips)
        if "a priority window opens" in log_text(g):
            break
        pass_once(g)
    assert "514.4c: Tied and neither player can flip (515.1): a priority window opens" in log_text(g)
    answer(g, f"play|{hustle}|event")
    answer(g, f"card:{pegasus}")
    pass_until(g, phase="main")
    assert "514.4: Power totals: P0 8, P1 6" in log_text(g) and "P0 wins the Problem faceoff by 2" in log_text(g)
    assert "no winner" not in log_text(g)


# ----- 517.2 / 104.2: points a text keeps from being scored are scored with no card ------------

RARITY = "PR5"  # Rarity, Dazzling Fashionista: "When you score at least 2 points with this card during one Score Phase, ..."
CRANKY = "CG23"  # Cranky Doodle Donkey: "Players can't score points during faceoffs involving this card."
LEARNED_LESSONS = "CN142"  # "When you score a Problem's bonus points, banish the top card of your deck to beneath this card."


def _faceoff_beside_cranky_doodle(b: Board):
    """P0's characters at Cloudbursting confront it in the Score Phase; P1's Cranky Doodle
    Donkey and Full Steam there meet it too, so P0 wins a Problem faceoff involving Cranky."""
    for code in (FULL_STEAM, EMERALD):
        b.add(code, 0, "play", "problem:0")
    for code in (CRANKY, FULL_STEAM):
        b.add(code, 1, "play", "problem:0")
    g = _game(b, phase="score", step="score")
    pass_until(g, phase="main")
    assert "P0 wins the Problem faceoff" in log_text(g)
    assert "P0 can't score points during a faceoff involving Cranky Doodle Donkey" in log_text(g)
    assert g.s["players"][0]["score"] == 1  # (the confront's point only)
    return g


def test_517_2_rarity_is_not_turned_over_by_a_faceoff_bonus_cranky_doodle_kept_from_being_scored():
    """Rarity, Dazzling Fashionista confronts Cloudbursting (1 point scored with her) and wins
    the Problem faceoff, but Cranky Doodle Donkey is involved: no bonus point is scored (104.2),
    so none is scored with her (517.2) and she has 1 point with her this Score Phase, not 2."""
    b = Board(manes=(RARITY, "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = _faceoff_beside_cranky_doodle(b)
    assert not g.s["cards"][b.mane[0]]["boosted"]
    assert "Rarity, Dazzling Fashionista #1 is turned over" not in log_text(g)


def test_learned_lessons_does_not_hear_a_bonus_cranky_doodle_kept_from_being_scored():
    """Learned Lessons: "When you score a Problem's bonus points": P0 wins the Problem faceoff
    beside Cranky Doodle Donkey and scores no bonus point, so nothing goes beneath it."""
    b = Board()
    lessons = b.add(LEARNED_LESSONS, 0, "play", "home:0")
    g = _faceoff_beside_cranky_doodle(b)
    assert not g.beneath(lessons)
    assert "Learned Lessons" not in log_text(g)


# ----- 608.3 / 514.5a: a challenged Troublemaker a text moves away ---------------------------

LORD_TIREK = "AD159"  # Epic: "At the start of a faceoff involving this card, dismiss a Friend with the least power ..."
STEVEN_MAGNET = "HM52"  # Steven Magnet, What a World!: "When this card leaves play, you may move a Troublemaker."


def test_608_3_a_troublemaker_moved_away_mid_challenge_is_not_challenged_again_at_its_new_problem():
    """P0 challenges P1's Lord Tirek at Cloudbursting with Steven Magnet and Full Steam. As the
    faceoff starts Lord Tirek dismisses Steven Magnet, whose text moves Lord Tirek to Runaway
    Cart: it is no longer involved (514.2d), so P0 wins the faceoff but defeats nothing
    (514.5a), and the log says so. P0 has Full Steam at Runaway Cart too, yet can't challenge
    Lord Tirek there: the same Troublemaker is not challenged twice in one Challenge Step (608.3)."""
    b = Board()
    tirek = b.add(LORD_TIREK, 1, "play", "problem:0")
    b.add(STEVEN_MAGNET, 0, "play", "problem:0")
    b.add(FULL_STEAM, 0, "play", "problem:0")
    b.add(FULL_STEAM, 0, "play", "problem:1")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tirek}")
    pass_until(g, kind="may")  # Steven Magnet: "Move a Troublemaker?"
    answer(g, "yes")
    while g.s["phase"] != "main":
        decision = g.pending()
        assert decision.kind != "challenge", decision.option_keys()
        if decision.kind == "area":
            answer(g, "problem:1")
        else:
            pass_once(g)
    assert g.s["cards"][tirek]["zone"] == "play" and g.s["cards"][tirek]["area"] == "problem:1"
    assert "P0 wins the faceoff" in log_text(g)
    assert "P0 defeats no Troublemaker: the one challenged is no longer involved in the faceoff" in log_text(g)
    assert g.s["players"][0]["score"] == 0


GUARD_GEESE = "LL54"  # "Immediate: Retire this card to turn over a face-up or face-down Troublemaker. ..."


def test_505_3_a_challenged_troublemaker_turned_face_down_and_up_again_is_a_new_troublemaker_to_challenge():
    """As above, Steven Magnet's text moves Lord Tirek to Runaway Cart during P0's challenge of
    him; then P0 retires one Guard Geese to turn him face-down and another to turn him face-up
    again. As he was turned face-down he became a different card (505.3): that Lord Tirek has
    not been challenged in this Challenge Step, so P0 may challenge him at Runaway Cart (608.3
    is about the same Troublemaker)."""
    b = Board()
    tirek = b.add(LORD_TIREK, 1, "play", "problem:0")
    b.add(STEVEN_MAGNET, 0, "play", "problem:0")
    b.add(FULL_STEAM, 0, "play", "problem:0")
    b.add(FULL_STEAM, 0, "play", "problem:1")
    geese = [b.add(GUARD_GEESE, 0, "play", "home:0") for _ in range(2)]
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tirek}")
    pass_until(g, kind="may")  # Steven Magnet: "Move a Troublemaker?"
    answer(g, "yes")  # (Runaway Cart: the one Problem he can be moved to)
    assert g.s["cards"][tirek]["area"] == "problem:1"
    for goose in geese:  # (in the faceoff, once Lord Tirek is at Runaway Cart)
        pass_until(g, kind="priority")
        assert g.pending().player == 0
        answer(g, f"act|{goose}|0")  # (Lord Tirek: the one Troublemaker)
    assert f"Lord Tirek #{tirek} is turned face-down and becomes a different card" in log_text(g)
    assert f"Lord Tirek #{tirek} is turned face-up (not uncovered; by the text of " in log_text(g)
    pass_until(g, kind="challenge")
    assert g.s["turn"] == 3 and (g.s["phase"], g.s["step"]) == ("troublemaker", "challenge")
    assert f"challenge:{tirek}" in g.pending().option_keys()


# ----- 610.1 / 410.6: a Problem put into play during the Confront Steps ------------------------

JEST = "MT103"  # Jest, Clowning Around (a Dilemma): "When you confront this Problem, you may replace another Problem."
THUNDERLANE = "MT14"  # Thunderlane, Unsung Hero: "Immediate: Remove a +1 power counter from this card to move this card."
EMERGENCY_DRESS_ORDER = "PR170"  # a Problem an opponent confronts with 4 power


def test_610_1_the_problem_jest_puts_in_place_of_one_confronted_can_be_confronted_in_the_same_score_phase():
    """P0 confronts P1's Runaway Cart with Full Steam, then their Dilemma Jest, Clowning Around,
    whose text replaces Runaway Cart: Full Steam goes home and Emergency Dress Order enters
    play there (613.2). That Problem is a new card (410.6), not the one confronted, and a
    Confront Step is performed for each Problem (610.1): once P0 moves Thunderlane there (5
    power, 4 after its counter pays for the move) P0 confronts Emergency Dress Order too."""
    b = Board()
    jest = b.add(dilemma_id(default_library().find(JEST).id), 0, "play", "dilemma:90")
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        "dilemma:90": {"owner": 0, "kind": "problem", "problem": jest},
    }
    for _ in range(4):
        b.add("PR33", 0, "play", "dilemma:90")  # (8 power: Jest needs 7 of its owner)
    b.add(FULL_STEAM, 0, "play", "problem:1")
    thunderlane = b.add(THUNDERLANE, 0, "play", "home:0", counters={"power": 1})
    dress_order = b.add(EMERGENCY_DRESS_ORDER, 1, "problem_deck")
    g = _game(b, phase="score", step="confront")
    pass_until(g, kind="confront_order")
    answer(g, "problem:1")  # (Runaway Cart, then Jest: the one left)
    pass_until(g, kind="may")  # Jest: "Replace another Problem?"
    answer(g, "yes")
    answer(g, "problem:1")
    new = g.problem_card("problem:1")
    assert g.spec(new).code == EMERGENCY_DRESS_ORDER and new != dress_order  # (a new card in play, 410.6)
    pass_until(g, kind="priority")
    answer(g, f"act|{thunderlane}|0")
    answer(g, "problem:1")
    pass_until(g, phase="main")
    confronts = [text for _, rule, text in g.log if rule == "611.1"]
    assert confronts == [f"P0 confronts Runaway Cart #{b.problem[1]}", f"P0 confronts Jest Clowning Around #{jest}",
                         f"P0 confronts Emergency Dress Order #{new}"]


FIRE_WHEN_READY = "AD176"  # "When a character enters play here or is moved here, replace each Problem."
FIRE_WHEN_READY_NEXT = "PR161"  # a Problem to put into play in Fire When Ready's place
PARASPRITE = "PR157"  # Purple Parasprite, a Troublemaker


def test_612_1_a_problem_confronted_in_place_of_one_confronted_makes_two_problems_for_the_faceoff_step():
    """P0 confronts P1's Runaway Cart with Full Steam (not their Fire When Ready, where P1's
    Purple Parasprite is); in the window that follows, P0 moves Thunderlane to Fire When
    Ready, whose text replaces each Problem (613.2): Emergency
    Dress Order enters play where Runaway Cart was, a new card (410.6), and P0 moves a second
    Thunderlane there and confronts it too. Two Problems were confronted in one area: "if the
    turn player confronted two or more Problems in one score phase, perform a Multi Problem
    Faceoff at all Problems" (612.1), though P1 could confront neither (612.2 is for one)."""
    b = Board()
    b.cards[b.problem[0] - 1]["card"] = FIRE_WHEN_READY
    b.add(PARASPRITE, 1, "play", "problem:0")  # (P0 can't confront Fire When Ready: 611.3e)
    b.add(FULL_STEAM, 0, "play", "problem:1")
    movers = [b.add(THUNDERLANE, 0, "play", "home:0", counters={"power": 1}) for _ in range(2)]
    b.add(FIRE_WHEN_READY_NEXT, 0, "problem_deck")
    b.add(EMERGENCY_DRESS_ORDER, 1, "problem_deck")
    g = _game(b, phase="score", step="confront")
    while "P0 confronts Runaway Cart" not in log_text(g):
        pass_once(g)
    for mover, area in zip(movers, ("problem:0", "problem:1"), strict=True):
        pass_until(g, kind="priority")
        answer(g, f"act|{mover}|0")
        answer(g, area)
        if area == "problem:0":
            dress_order = g.problem_card("problem:1")
            assert g.spec(dress_order).code == EMERGENCY_DRESS_ORDER
    pass_until(g, phase="main")
    confronts = [text for _, rule, text in g.log if rule == "611.1"]
    assert confronts == [f"P0 confronts Runaway Cart #{b.problem[1]}", f"P0 confronts Emergency Dress Order #{dress_order}"]
    # (why the faceoff is at all Problems is said as 612.2's "P1 could also confront ..." is: the
    # line was "Multi Problem Faceoff at all Problems", words with no one doing anything, and why)
    assert "612.1: P0 confronted 2 Problems: a Multi Problem Faceoff is performed at all Problems" in log_text(g)
    assert "P0 wins the Problem faceoff" in log_text(g)


# ----- 514.5b / 514.2d: a lost challenge with no character of the challenger's left in it ---------

PURPLE_PARASPRITE = "PR157"  # a 4-power Troublemaker


def test_514_5b_a_challenger_whose_characters_all_left_the_faceoff_says_it_sends_no_one_home():
    """P0 challenges P1's Purple Parasprite at Cloudbursting with Thunderlane alone, then moves
    Thunderlane to Runaway Cart by its own text during the faceoff: it is no longer involved
    (514.2d), so P0's total is their flip alone and P1 wins. P0 must send home a character
    involved in the faceoff (514.5b) and has none: the log says so, as it says a challenger
    who wins defeats no Troublemaker gone from the faceoff (514.5a), and Thunderlane stays."""
    b = Board()
    parasprite = b.add(PURPLE_PARASPRITE, 1, "play", "problem:0")
    thunderlane = b.add(THUNDERLANE, 0, "play", "problem:0", counters={"power": 1})
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{parasprite}")
    pass_until(g, kind="priority")
    answer(g, f"act|{thunderlane}|0")
    answer(g, "problem:1")
    pass_until(g, phase="main")
    assert "514.5: P1 wins the faceoff by 4" in log_text(g)
    assert "514.5b: P0 sends no character home: none of their characters is involved in the faceoff any " \
           "longer" in log_text(g)
    assert g.s["cards"][thunderlane]["area"] == "problem:1"


# ----- 707.4: a faceoff a text starts is what the text did --------------------------------------

TUG_OF_WAR = "CG122"  # "Main Phase: Start a faceoff involving your characters at a Problem and an opponent's characters there. ..."


def test_707_4_tug_of_war_starting_its_faceoff_at_the_one_problem_it_can_is_not_said_to_do_nothing():
    """P0 plays Tug of War; Runaway Cart is the one Problem where both players have
    characters, so nothing is asked and the faceoff starts there (707.4). The log goes from
    the Event to its faceoff and never says "Nothing happens" before the faceoff it started.
    P1 loses with no card in hand: then the loser's discarding does nothing (514.5d), and the
    line quotes that instruction, the sentence the text resumed at."""
    from tests.engine.test_text_parts_more import _started_problem_faceoff

    b, event = _started_problem_faceoff(TUG_OF_WAR, ("PR33", "PR32"))
    g = _game(b)
    answer(g, f"play|{event}|event")
    pass_until(g, phase="main")
    assert g.as_written("707.4: P0 starts a faceoff involving problem:1") in log_text(g)
    assert "514.5: P0 wins the faceoff by 5" in log_text(g)
    nothing = [line for line in log_text(g).splitlines() if "Nothing happens" in line]
    assert nothing == ["514.5d: Nothing happens: “The loser of that faceoff discards a card for each of their "
                       "characters involved in that faceoff” finds nothing to act on (by the text of Tug of War)"]


# ----- 514.5a / 517: a Troublemaker worth no points ------------------------------------------

ROVER = "EO177"  # Rover, Gem Hunter: a Troublemaker worth 0 points
CHARITY_KINDHEART = "PR36"  # a 3-power Friend


def test_514_5a_defeating_rover_gem_hunter_says_the_0_points_it_scores():
    """P0 challenges P1's Rover, Gem Hunter with three 3-power Friends and wins. To defeat a
    Troublemaker a player scores points equal to its point value (514.5a), Rover's is 0: the
    defeat says so as every other defeat says its points (517), not the defeat alone, and why
    (211.1): a judge took the 0 points for a fault of the card data. The score comes after the
    points, as every scoring line has it, not after the rule cited for why (seed 70006, turn 36:
    "... has a point value of 0 (211.1) (now 0)" read as two citations)."""
    b = Board()
    for _ in range(3):
        b.add(CHARITY_KINDHEART, 0, "play", "problem:0")
    rover = b.add(ROVER, 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{rover}")
    while g.s["faceoff"] is not None:
        pass_once(g)
    lines = [text for _, rule, text in g.log if rule == "514.5a"]
    assert lines[:2] == [f"P0 defeats Rover, Gem Hunter #{rover}",
                         f"P0 scores no points for defeating a Troublemaker (now 0): Rover, Gem Hunter #{rover} has "
                         "a point value of 0 (211.1)"]


# ----- 209.1 / 611.3: a Problem whose confront requirements the card data does not give ---------


def test_209_1_fire_when_ready_with_no_confront_requirements_in_the_data_is_confronted_by_nobody():
    """The card data leaves Fire When Ready's confront requirements blank (its owner's reads
    "Rainbow" with no power, its opponent's nothing), and every Problem has both (209.1). With
    no character there, P0 used to confront it and score a point (611.4), on requirements read
    as none. No guess stands in for them: nobody confronts it, the log announces the card as it
    enters the game like any text the engine does not carry out, the coverage report calls it
    partial, a deck check names it, and a judge asking why is told the data is blank."""
    b = Board()
    b.cards[b.problem[0] - 1]["card"] = FIRE_WHEN_READY
    g = _game(b, phase="score", step="confront")
    problem = b.problem[0]
    assert f"P0's Fire When Ready #{problem} (in play) enters the game: the rules engine does not carry out " \
           "its confront requirements (the card data leaves them blank)" in log_text(g)
    pass_until(g, phase="main")
    assert not [text for _, rule, text in g.log if rule == "611.1"]
    assert [p["score"] for p in g.s["players"]] == [0, 0]
    said = "\n".join(mlp_table().why_not(g, "confront Fire When Ready").lines())
    assert f"Rule 209.1: the card data leaves Fire When Ready #{problem}'s confront requirements blank" in said
    row = next(r for r in coverage(default_library()) if r.code == FIRE_WHEN_READY)
    assert row.status == "partial"
    card = default_library().find(FIRE_WHEN_READY)
    assert text_gaps([card]) == [("Fire When Ready", "its confront requirements (the card data leaves them blank)")]


# ----- 514.6: "At the end of the faceoff" comes after the faceoff has ended ---------------------

STARING_CONTEST = "CN117"  # "... At the end of the faceoff, the loser puts one of their Friends that was involved into its owner's hand."
APPLE_BROWN_BETTY = "PR81"  # a 3-power Friend


def _lines(g, *wanted: str) -> list[int]:
    """The index in the log of the first line holding each of the words wanted."""
    lines = log_text(g, numbers_now=False).splitlines()
    return [next(n for n, line in enumerate(lines) if words in line) for words in wanted]


def test_514_6_staring_contest_returns_the_losers_friend_after_the_flipped_cards_go_to_the_bottom():
    """P0 plays Staring Contest: their Full Steam against P1's, and P0 wins. As the last window
    closes the faceoff ends (514.6: flipped cards to the bottom of the decks, no card involved
    any longer), and only then does the loser put "one of their Friends that was involved"
    into its owner's hand: the Full Steam involved as the faceoff ended (712.2), though
    involvement has ceased. It used to go to P1's hand before the flipped cards went down."""
    b = Board(manes=("PR6", "PR2"))
    for _ in range(2):
        b.add(APPLE_BROWN_BETTY, 0, "play", "home:0")
    mine = b.add(FULL_STEAM, 0, "play", "home:0")
    foe = b.add(FULL_STEAM, 1, "play", "home:1")
    b.deck_top("PR36", 0)  # (P0 flips a 3-power Friend)
    contest = b.add(STARING_CONTEST, 0, "hand")
    g = _game(b)
    answer(g, f"play|{contest}|event")
    choose(g, mine)
    choose(g, foe)
    pass_until(g, kind="priority")
    assert "514.5: P0 wins the faceoff" in log_text(g)
    bottom, returned = _lines(g, "514.6: P1's flipped cards go to the bottom of their deck",
                              f"Full Steam, Smoke Stacked #{foe} is returned to P1's hand (by the text of Staring Contest)")
    assert bottom < returned
    assert g.s["faceoff"] is None and "involved_at_faceoff_end" not in g.s["flags"]


def test_514_6_golden_ticket_banishes_its_friend_after_the_faceoff_has_ended():
    """I Got a Golden Ticket! puts Full Steam into play at the faceoff's Problem; "At the end of
    the faceoff, banish that Friend" comes once the faceoff has ended (514.6), after the flipped
    cards went to the bottom of the decks, not before them as it used to."""
    from tests.engine.test_card_texts_cn import _golden_ticket

    g, _ = _golden_ticket(True)
    bottom, banished = _lines(g, "514.6: P1's flipped cards go to the bottom of their deck",
                              "is banished (by the text of I Got a Golden Ticket!)")
    assert bottom < banished


BUNNY_STAMPEDE = "PR165"  # Starting Problem; its owner's second requirement is "2" of a color the data leaves blank
ACCESSORIZE = "CG167"  # Accessorize the Crystal Ponies; the same blank color beside "2 Generosity"
BLUE_JAY = "PR81"  # a vanilla 2-power Kindness (yellow) Friend
SUGAR_TWIST = "PR79"  # a vanilla 2-power Generosity (white) Friend
COMET_TAIL = "PR54"  # a vanilla 1-power Magic (purple) Friend
OWNER_UNKNOWN = "owner's confront requirement (not known: the card data gives 2 power with no color)"
_POWER_WITH_NO_COLOR = pytest.mark.parametrize(("code", "name"), [(BUNNY_STAMPEDE, "Bunny Stampede"),
                                                                    (ACCESSORIZE, "Accessorize the Crystal Ponies")])
FIRST_COLOR = {BUNNY_STAMPEDE: BLUE_JAY, ACCESSORIZE: SUGAR_TWIST}  # a Friend of the owner's known requirement


@_POWER_WITH_NO_COLOR
def test_209_1_a_problem_whose_data_gives_its_owner_a_power_with_no_color_is_not_confronted_by_its_owner(
        code, name):
    """The card data gives these Problems' owner a second requirement of 2 power and leaves
    its color blank. P0, their owner, used to confront with 2 power of the first color alone,
    the second requirement dropped (it reads easier than printed). No guess stands in for the
    color: the owner doesn't confront it, the log announces it as it enters the game, the
    coverage report calls it partial, the board and card panel say the owner's requirement is
    not known (the opponent's, 5 power, is), a judge asking why is told what the data gives,
    and a deck holding it is still legal with an information line naming it."""
    b = Board()
    b.cards[b.problem[0] - 1]["card"] = code
    problem = b.problem[0]
    for card in (FIRST_COLOR[code], FULL_STEAM):
        b.add(card, 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    gap = f"its {OWNER_UNKNOWN}"
    assert f"P0's {name} #{problem} (in play) enters the game: the rules engine does not carry out {gap}" \
           in log_text(g)
    pass_until(g, phase="main")
    said = "\n".join(mlp_table().why_not(g, f"can P0 confront {name}").lines())
    assert not [text for _, rule, text in g.log if rule == "611.1"]
    assert [p["score"] for p in g.s["players"]] == [0, 0]
    assert f"Rule 209.1: {name} #{problem}'s owner's confront requirement is not known: the card data gives " \
           "2 power with no color; the engine doesn't let its owner, Player 1, confront it" in said
    facts = card_detail(g, problem).facts
    assert ("Confront (owner)", "not known (the card data gives 2 power with no color)") in facts
    assert ("Confront (opponent)", "5 Wild") in facts
    assert "\nto confront: P0 not known (the card data gives 2 power with no color) · P1 5 Wild · bonus " \
           in card_view(g, problem).tooltip
    assert dict(text_gaps([default_library().find(code)]))[name] == gap
    assert next(r for r in coverage(default_library()) if r.code == code).status == "partial"
    deck = theme_deck_lists()["Applejack"].replace("2 Runaway Cart (PR190)", f"2 {name} ({code})")
    result = check_deck_list(read_text(deck), get_format("harmony"), load_card_database(), date(2014, 12, 1))
    assert result.status == "legal", [str(m) for m in result.messages]
    assert any(m.rule == COVERAGE_RULE and f"{name} ({gap}" in m.text for m in result.messages)


@_POWER_WITH_NO_COLOR
def test_209_1_the_opponent_confronts_a_problem_whose_owner_s_requirement_is_not_known_with_5_power(
        code, name):
    """Only the owner's requirement of these Problems is incomplete in the card data; their
    owner's opponent has a requirement of their own (209.1), 5 power, which the data gives in
    full. P0, the opponent of P1's Problem, used to be kept from confronting it as well: P0
    meets it with 5 power (Full Steam's 4 and Comet Tail's 1) and confronts it (611.1), scoring
    its point (611.4); a judge asking is told P0 meets its requirements."""
    b = Board(problems=("PR168", code))
    problem = b.problem[1]
    for card in (FULL_STEAM, COMET_TAIL):
        b.add(card, 0, "play", "problem:1")
    g = _game(b, phase="score", step="confront")
    pass_until(g, phase="main")
    said = "\n".join(mlp_table().why_not(g, f"can P0 confront {name}").lines())
    assert "209.1" not in said and "Rule 611.4: Player 1 meets its confront requirements now" in said
    assert f"P0 confronts {name} #{problem}" in [text for _, rule, text in g.log if rule == "611.1"]
    assert g.s["players"][0]["score"] == 1
