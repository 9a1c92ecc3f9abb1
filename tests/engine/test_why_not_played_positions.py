"""The judge's "why not?" on positions seeded bot games reached, not boards made for a test.

Each board in `data/why_positions` was saved where a game between random decks of the whole
card pool stopped at a decision (`pool_seed_N`: the benchmark's pool game N, played by the
random bots seeded 2N and 2N+1): a Main Phase, a faceoff, a priority window of another
phase, a Confront Step. The questions are those a judge asks there about cards that are
not offered, and the answers are held to the rules (CR 3.4) and the cards' texts: the
right reason, every reason, the card named by name and number.
"""

from __future__ import annotations

from pathlib import Path

from engine.mlp.api import default_library
from engine.mlp.boardstate import read_board
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table

RULES = mlp_table()
POSITIONS = Path(__file__).parent / "data" / "why_positions"


def _position(seed: int) -> MlpGame:
    return read_board(POSITIONS / f"pool_seed_{seed}.json", default_library())


def _ask(g: MlpGame, question: str) -> list[str]:
    return [line for line in RULES.why_not(g, question).lines() if not line.startswith("    ")]


def test_outside_the_main_phase_the_phase_is_named_and_a_faceoff_in_it_too() -> None:
    """Pool game 1400, turn 29: P0 is challenging Discord, Utter Pandemonium (a faceoff in
    the Troublemaker Phase) with 4 tokens and Applejack, Holiday Spirit (cost 3) in hand.
    The Friend waits for the Main Phase (609.2a): the phase is named as the rules name it,
    with the faceoff (512.3a), not the faceoff alone as if the Main Phase were going on."""
    answer = _ask(_position(1400), "play Applejack, Holiday Spirit at home")
    assert "- Rule 609.2a: a Friend without Hasty is played only as a Main Phase " \
           "action: it is the Troublemaker Phase, not the Main Phase, and a faceoff is going on (no Main Phase " \
           "action during a faceoff, 512.3a)." in answer, answer


def test_the_troublemaker_being_challenged_is_answered_as_being_challenged() -> None:
    """Pool game 1400: the faceoff going on is P0's challenge of Discord, Utter Pandemonium.
    "Why can't I challenge Discord?" is answered with that (608.4), not with the Challenge
    Step's check that P0 challenged at its Problem already."""
    answer = _ask(_position(1400), "challenge Discord")
    assert answer[1:] == ["It is being challenged now:", "- Rule 608.4: the faceoff going on is Player 1's challenge of it."]


def test_an_own_face_down_troublemaker_is_refused_for_both_reasons() -> None:
    """Pool game 1401, turn 40 (P0's Main Phase): Sunset Shimmer, face-down, is P0's own and
    not Epic. Uncovered, P0 still could not challenge it (608.1): the answer says both."""
    answer = _ask(_position(1401), "challenge Sunset Shimmer")
    assert "- Rule 607.2: it is face-down: a Troublemaker is challenged once it is uncovered, in its controller's " \
           "Uncover Step." in answer
    assert "- Rule 608.1: Player 1 controls it, and only opposing or Epic Troublemakers are challenged." in answer, answer


def test_a_cost_lowered_earlier_this_turn_says_the_printed_cost_and_the_discount() -> None:
    """Pool game 1401: P0 exhausted Cloudchaser, Flexible Flier ("reduce by [1] the cost of
    the next Friend you play this turn"), so Tank, Best Tortoise (printed 3) costs 2; P0 has
    no token. The answer says the printed cost and the discount, not a bare 2 beside a rule
    that speaks of the printed cost (204.1)."""
    answer = _ask(_position(1401), "play Tank, Best Tortoise at home")
    assert "- Rule 204.1: it costs 2 action tokens (printed 3, -1 from a discount given earlier this turn); " \
           "Player 1 has none." in answer, answer


def test_a_card_out_of_its_time_names_the_power_it_would_lack_in_its_time() -> None:
    """Pool game 1402, turn 31, P1's Ready Phase: Big Mac, Immense Apple waits for the Main
    Phase (609.2a), and even then P1 has 1 orange power for its requirement of 2 (205.1)."""
    answer = _ask(_position(1402), "play Big Mac, Immense Apple")
    assert "- Rule 609.2a: a Friend without Hasty is played only as a Main Phase action: it is the Ready Phase, " \
           "not the Main Phase." in answer, answer
    assert "- Rule 205.1: it requires 2 Orange power among Player 2's characters, who have 1 Orange." in answer


def test_an_event_of_a_faceoff_names_the_power_it_would_lack_in_a_faceoff() -> None:
    """Pool game 1412, turn 24, P1's Main Phase: Awkward Silence ("Problem Faceoff: End the
    faceoff.") is played in a Problem faceoff (512.4a), and P1 has no purple power for its
    requirement of 3 (205.1)."""
    answer = _ask(_position(1412), "play Awkward Silence")
    assert answer[2:] == ["- Rule 512.4a: it is played during a Problem faceoff, and no faceoff is going on.",
                          "- Rule 205.1: it requires 3 Purple power among Player 2's characters, who have 0 Purple."]


def test_the_opponents_friend_in_their_turn_is_answered_by_the_turn_alone() -> None:
    """Pool game 1402: P0's Bolt, Pivot in P1's turn. The tokens and power P0 has now are
    not those of P0's next Main Phase: the turn is the reason, and no cost is added."""
    answer = _ask(_position(1402), "play Bolt, Pivot")
    assert not any(line.startswith(("- Rule 204.1", "- Rule 205.1")) for line in answer), answer


def test_a_problem_the_confront_step_asks_about_is_answered_with_its_option() -> None:
    """Pool game 1404, turn 30: the Confront Step asks P0 which Problem to confront next
    (610.1); Lacking Lesson Plans is one of its options."""
    g = _position(1404)
    answer = RULES.why_not(g, "confront Lacking Lesson Plans")
    assert answer.offered == g.pending().option_keys().index("problem:0") + 1


def test_activating_a_card_in_play_is_asked_of_the_copy_in_play() -> None:
    """Pool game 1406, turn 39: Trashed #241 is in play (on P0's Madame le Flour) and another
    Trashed is in P1's discard pile. "Activate Trashed" is about the one in play, which has
    no activated ability (703.1), not about the one in the discard pile. The engine carries
    out all of Trashed's text, so the answer says so plainly, with what its text is."""
    answer = _ask(_position(1406), "activate Trashed")
    assert answer[0] == "Read as: Player 2 activates an ability of Trashed #241 on Madame le Flour #237.", answer
    assert "- Rule 703.1: Trashed has no activated ability: its text is where it is played and a continuous " \
        "ability." in answer, answer


def test_an_event_the_engine_does_not_carry_out_is_not_blamed_on_its_timing() -> None:
    """Pool game 1406: Reliving History ("Immediate: ...") is an Event whose text the engine
    does not carry out. Its timing allows it whenever its player has priority (512.2); the
    answer says the engine never offers it, not that its timing phrase forbids it now."""
    answer = _ask(_position(1406), "play Reliving History")
    assert not any("timing phrase does not allow it" in line for line in answer), answer
    assert "- Note: the rules engine does not carry out this Event's text, so it never " \
           "offers to play it." in answer


def test_a_troublemaker_keeping_a_problem_from_being_confronted_is_named() -> None:
    """Pool game 1409, turn 31 (P1's Score Phase): Biff, P0's face-up Troublemaker, is at
    Runaway Cart (611.3e). The answer names it, and the power P1 lacks there too."""
    answer = _ask(_position(1409), "confront Runaway Cart")
    assert answer[2:] == ["- Rule 611.3e: Biff #155, an opposing face-up Troublemaker, is at that Problem.",
                          "- Rule 611.3: it needs 4 Wild; Player 2's characters there give 1 Orange."]


def test_an_epic_troublemaker_of_ones_own_is_named_and_colorless_power_said_so() -> None:
    """Pool game 1408, turn 39 (a Problem faceoff of P0's Score Phase): Starlight Glimmer,
    Enforced Equality, P0's own but Epic, is at Totally Lost (611.3e); P0's characters
    there give 2 purple and 2 colorless power (Sclerite, Two-tone, has no color)."""
    answer = _ask(_position(1408), "confront Totally Lost")
    assert answer[2:] == [
        "- Rule 611.3e: Starlight Glimmer, Enforced Equality #163, an Epic Troublemaker, is at that Problem.",
        "- Rule 611.3: it needs 7 Wild; Player 1's characters there give 2 Purple, 2 colorless."]


def test_instructions_that_cant_be_followed_are_quoted() -> None:
    """Pool game 1410, turn 40: no Resource is in play, so Bewitched Beavers ("Immediate:
    Dismiss a Resource.") can't be played (705.2); the answer quotes what it needed."""
    answer = _ask(_position(1410), "play Bewitched Beavers")
    assert "- Rule 705.2: its instruction “Dismiss a Resource” can't be followed now: no Resource can be " \
           "dismissed." in answer, answer


def test_a_problem_challenged_at_already_with_no_character_there_says_both() -> None:
    """Pool game 1416, turn 40 (P1's Challenge Step): P1 challenged at A Second Chance
    already, and has no character there either (608.2): both are said."""
    answer = _ask(_position(1416), "challenge Queen Chrysalis, Hive Tyrant")
    assert answer[2:] == ["- Rule 608.1: Player 2 has challenged at that Problem already in this Challenge Step (one "
                          "Troublemaker at each Problem).",
                          "- Rule 608.2: Player 2 controls no character at its Problem."]


def test_asking_why_changes_no_answer_of_the_steps_checks() -> None:
    """The Challenge and Confront Steps' checks go on past their first reason when a judge
    asks why (`flow.challengeable`, `flow.confrontable`); what they answer stays the one
    the steps get without asking, for every Troublemaker and Problem of every position."""
    from engine.mlp.procedures import flow
    from engine.mlp.procedures.refusals import Refusals

    for path in sorted(POSITIONS.glob("pool_seed_*.json")):
        g = read_board(path, default_library())
        tp = g.s["turn_player"]
        for iid in g.s["play"]:
            if g.is_type(iid, "troublemaker"):
                for done in ([], [g.s["cards"][iid]["area"]]):
                    assert flow.challengeable(g, tp, iid, done, Refusals()) == flow.challengeable(g, tp, iid, done)
        for area in g.problems():
            for player in (0, 1):
                assert flow.confrontable(g, player, area, [], []) == flow.confrontable(g, player, area, [])


def test_an_event_too_dear_that_could_not_be_played_anyway_says_both() -> None:
    """Pool game 1419, turn 40 (P0's Challenge Step, no faceoff): Power Play ("Immediate:
    During a faceoff, flip an additional card.") lacks orange power (205.1), and with the
    power it could still not be played outside a faceoff (705.2): both are said, the instruction
    (which chooses no card) quoted with its condition and what it lacks."""
    answer = _ask(_position(1419), "play Power Play")
    assert "- Rule 205.1: it requires 3 Orange power among Player 1's characters, who have 2 Orange." in answer
    assert "- Rule 705.2: its instruction “During a faceoff, flip an additional card” can't be followed now: no " \
           "faceoff is going on." in answer, answer


def test_an_attachment_with_nothing_to_go_on_says_what_it_goes_on() -> None:
    """Pool game 1413, turn 37: no Troublemaker is in play, so Soothe the Savage Beast ("Play
    on an opponent's non-Epic Troublemaker.") has no host (509.1): the answer says what it
    is played on, not "where its text says"."""
    answer = _ask(_position(1413), "play Soothe the Savage Beast")
    assert "- Card text of Soothe the Savage Beast: it is played on an opponent's " \
           "non-Epic Troublemaker (a face-up card in play, not frightened: 509.1); no Troublemaker is in play." in answer, answer


def test_every_placement_rule_of_the_card_pool_has_its_words() -> None:
    """Each placement rule the pool's attachments are read into is said in words, so no
    answer falls back on "where its text says"."""
    from engine.mlp.procedures.actions import placement_rule

    lib = default_library()
    for card in lib.cards():
        spec = lib.spec(card.id)
        if spec.type == "resource" and spec.attach:
            assert "where its text says" not in placement_rule(None, 0, spec)[1], (card.full_name, spec.attach)


def test_a_move_with_no_token_left_says_what_it_costs_there() -> None:
    """Pool game 1401: P0 has no action token left. Moving Ace, Oh Rally to The Show Must Go
    On costs 2 (609.2b): the answer says so, and a move to the area it is in is refused for
    that, not for the tokens."""
    g = _position(1401)
    assert "- Rule 609.2b: moving Ace, Oh Rally #237 there costs 2 action tokens; Player 1 has none." in _ask(
        g, "move Ace, Oh Rally #237 to The Show Must Go On")
    assert _ask(g, "move Ace, Oh Rally #237 to home")[2:] == [
        "- Rule 609.2b: Ace, Oh Rally #237 is already there, and characters can't be moved to their current area."]


def test_a_main_phase_card_after_the_main_phase_is_answered_by_the_phase_alone() -> None:
    """Pool game 1407, turn 6, P0's Score Phase: P0 has no token. Pinkie Apple Pie (a Main
    Phase Event, cost 1) waits for P0's next turn, with the tokens of that turn: the phase
    is the reason, not the tokens P0 has now."""
    answer = _ask(_position(1407), "play Pinkie Apple Pie")
    assert answer[2:] == ["- Rule 512.3: it is a Main Phase Event: it is the Score Phase, not the Main Phase."]
