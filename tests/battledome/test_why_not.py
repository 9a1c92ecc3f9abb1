"""A judge's "why can't I ...?" at a Battledome table: answered from the engine's own checks,
naming the rule (with its words) that leaves the action out, or the option it is."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.battledome.boardstate import export_board
from engine.battledome.table import battledome_table
from engine.core.errors import EngineError
from tests.battledome.engine_helpers import answer, iid_of, position
from tests.cli_run import run_cli

RULES = battledome_table()
BASE = [(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")]


def ask(g: object, question: str) -> list[str]:
    return RULES.why_not(g, question).lines()


def test_a_codestone_offered_is_said_to_be_offered_as_its_option() -> None:
    g = position([*BASE, (0, "inventory", "Blaze Codestone"), (0, "inventory", "Mud Pie")], start="train")
    lines = ask(g, "why can't I attach Blaze Codestone?")
    assert lines[0] == "Read as: Player 1 attaches Blaze Codestone #3."
    assert lines[1] == "It is offered as option 1: Attach Blaze Codestone #3 (+1 ATK)."


def test_a_second_codestone_in_one_turn_is_refused_by_7_11_4() -> None:
    g = position([*BASE, (0, "inventory", "Blaze Codestone"), (0, "inventory", "Bloom Codestone"),
                  (0, "inventory", "Mud Pie")], start="train")
    answer(g, "Attach Blaze Codestone")
    lines = ask(g, "attach bloom codestone")
    assert lines[1] == "Not offered:"
    assert lines[2] == ("- Rule 7.11.4: Player 1 has attached a Codestone this turn already, and no more than one "
                        "is attached so.")
    assert "The rule says: \"The active player may attach a Codestone only during their Train Phase" in lines[3]


def test_an_equipment_asked_for_in_the_train_phase_names_the_preparation_phase_rule() -> None:
    g = position([*BASE, (0, "inventory", "Rusty Shortsword"), (0, "inventory", "Mud Pie")], start="train")
    lines = ask(g, "play Rusty Shortsword")
    assert lines[2] == ("- Rule 5.4.2a: an Equipment is played only in its player's Preparation Phase, and Player 1 "
                        "has priority in the Train Phase.")


def test_a_card_above_the_players_level_is_refused_by_6_4_with_both_levels() -> None:
    g = position([*BASE, (0, "inventory", "Cinder Faerie"), (0, "codestones", "Bloom Codestone"),
                  (0, "inventory", "Mud Pie")],
                 start="preparation")
    lines = ask(g, "can player 1 play cinder faerie")
    assert lines[2] == ("- Rule 6.4: Cinder Faerie #3 has a level requirement of 3, and Player 1's level "
                        "(Codestones attached to their active Neopet) is 1.")


def test_the_player_without_priority_is_told_who_has_it_and_what_else_stops_the_card() -> None:
    g = position([*BASE, (0, "inventory", "Mud Pie"), (1, "inventory", "Rusty Shortsword")], start="train")
    lines = ask(g, "why can't my opponent play Rusty Shortsword")
    assert lines[0] == "Read as: Player 2 plays Rusty Shortsword #4."
    assert lines[2] == "- Rule 8.12.1: Player 1 has priority now in the Train Phase, not Player 2."
    assert "- Rule 5.4.2a: an Equipment is played only in its player's own Preparation Phase, and it is " \
           "Player 1's turn." in lines


def test_a_frozen_neopet_is_said_not_to_attack_by_8_20_4b() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"st": {"frozen": True}}), (1, "active", "Blue Puddlewump"),
                  (0, "inventory", "Mud Pie")], start="preparation")
    lines = ask(g, "why can't Red Glimmerfox attack?")
    assert lines[1] == "No option attacks:"
    assert "- Rule 8.20.4b: Red Glimmerfox #1 is frozen and can't attack this Battle Phase." in lines


def test_passing_is_offered_and_says_what_two_passes_do() -> None:
    g = position([*BASE, (0, "inventory", "Mud Pie")], start="train")
    lines = ask(g, "end the phase")
    assert lines[1] == "It is offered as option 2: Pass."
    assert lines[2].startswith("- Rule 8.20.15a: when both players pass in succession")


def test_a_question_the_reader_cannot_read_is_answered_with_the_grammar() -> None:
    g = position([*BASE, (0, "inventory", "Mud Pie")], start="train")
    with pytest.raises(EngineError, match=re.escape("can't read \"why can't I shuffle my deck\": ask \"play CARD\", "
                                                   '"attach CODESTONE"')):
        RULES.why_not(g, "why can't I shuffle my deck")
    with pytest.raises(EngineError, match='no card in this game is called "Mud Pye Deluxe"'):
        RULES.why_not(g, "play Mud Pye Deluxe")
    assert RULES.why_grammar.startswith('ask "play CARD"') and RULES.why_hint[0] == '"play CARD"'


def test_tourney_engine_why_answers_on_a_battledome_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    g = position([*BASE, (0, "inventory", "Rusty Shortsword"), (0, "inventory", "Mud Pie")], start="train")
    board = tmp_path / "b.json"
    board.write_text(json.dumps(export_board(g, RULES.card_db_version())), encoding="utf-8")
    code, out, err = run_cli(capsys, "engine", "--game", "battledome", "why", str(board), "play Mud Pie")
    assert code == 0 and err == ""
    assert "It is offered as option 1: Play Mud Pie #4 (Food)." in out


def test_a_card_not_in_the_inventory_is_the_players_own_copy_said_where_it_is() -> None:
    g = position([*BASE, (1, "deck", "Mud Pie"), (0, "discard", "Mud Pie"), (0, "inventory", "Bloom Codestone")],
                 start="train")
    lines = ask(g, "play Mud Pie")
    assert lines[2] == ("- Rule 8.7.1: Mud Pie #4 is in Player 1's Discard, not in Player 1's Inventory (their "
                        "hand), which cards are played from.")


def test_a_name_typed_with_a_slip_or_by_its_number_reads_as_that_card() -> None:
    g = position([*BASE, (0, "inventory", "Mud Pie"), (0, "inventory", "Mud Pie")], start="train")
    assert ask(g, "play Mud Pye")[:2] == ["Read as: Player 1 plays Mud Pie #3.",
                                          "It is offered as option 1: Play Mud Pie #3 (Food)."]
    assert ask(g, "play Mud Pie #4")[:2] == ["Read as: Player 1 plays Mud Pie #4.",
                                             "It is offered as option 2: Play Mud Pie #4 (Food)."]


def test_every_reason_a_card_is_not_played_is_given_not_only_the_first() -> None:
    """A Faerie above the player's level asked for in the Train Phase: the judge heard only
    that it is played in the Preparation Phase, and the player waiting for it was refused
    again there for its level. Every check that leaves it out is said, as MLP's answers do."""
    g = position([*BASE, (0, "inventory", "Cinder Faerie"), (0, "inventory", "Mud Pie")], start="train")
    lines = ask(g, "why can't I play Cinder Faerie")
    rules = [line.split(":")[0] for line in lines if line.startswith("- Rule")]
    assert rules == ["- Rule 5.4.2a", "- Rule 6.4"], lines
    assert ("- Rule 6.4: Cinder Faerie #3 has a level requirement of 3, and Player 1's level "
            "(Codestones attached to their active Neopet) is 0.") in lines


def test_a_question_switched_to_the_other_players_card_says_it_was_switched() -> None:
    """"Why can't I play Rusty Shortsword" asked while Player 1 decides, of Player 2's card, is
    answered for Player 2: the "Read as" line said only "Player 2 plays", which a judge could
    take for a misreading; it says why, in every game's one wording."""
    g = position([*BASE, (0, "inventory", "Mud Pie"), (1, "inventory", "Rusty Shortsword")], start="train")
    assert ask(g, "why can't I play Rusty Shortsword")[0] == (
        'Read as: Player 2 plays Rusty Shortsword #4 (the question said "I", Player 1 is deciding, but that card '
        "is Player 2's: answered for Player 2).")
    assert ask(g, "can player 2 play Mud Pie")[0] == (
        "Read as: Player 1 plays Mud Pie #3 (the question names Player 2, but that card is Player 1's: answered "
        "for Player 1).")
    assert ask(g, "can player 1 play Mud Pie")[0] == "Read as: Player 1 plays Mud Pie #3."


def test_a_food_a_window_passed_at_once_would_have_allowed_says_the_window_was_passed() -> None:
    """Nothing to do for either player, the engine passes the Battle Phase's windows at once and
    asks Player 1 about the reroll; Panic Pudding come to Player 2's Inventory since, "can Player
    2 play Panic Pudding" told only of the reroll, leaving the judge to wonder why Player 2 was
    never given priority in Player 1's Battle Phase. It says those windows were passed."""
    g = position([*BASE, (1, "deck", "Panic Pudding"), (1, "deck", "Bloom Codestone"),
                  (0, "inventory", "Rusty Shortsword")], start="battle")
    assert g.pending().kind == "reroll"
    assert g.s["passed"] == ["beginning_of_battle", "after_attack_roll", "after_defence_roll"]
    g.move(iid_of(g, "Panic Pudding"), 1, "inventory")  # (as an effect returning it would)
    lines = ask(g, "can player 2 play Panic Pudding")
    assert lines[2].startswith("- Rule 8.12.1: Player 1 is answering another question now"), lines
    assert ("- Rule 8.20.15a: the beginning of the Battle Phase, the Attack Step (Battle Phase) and the Defence "
            "Step (Battle Phase) were passed at once this turn: neither player could do anything then (no Food in "
            "an Inventory, no activated ability in play), so no one was given priority.") in lines
    # (an Equipment no Battle Phase window would have allowed: not said of it)
    assert not any("passed at once" in line for line in ask(g, "can player 1 play Rusty Shortsword"))


def test_the_windows_passed_at_once_are_kept_in_a_saved_board_and_a_bad_list_is_refused() -> None:
    g = position([*BASE, (0, "inventory", "Rusty Shortsword")], start="battle")
    assert export_board(g)["passed"] == g.s["passed"] != []
    with pytest.raises(EngineError, match="passed: expected a list of priority windows"):
        position(BASE, passed=["lunch"])
