"""A judge's "why can't I ...?" at a Spellcasters table: answered from the engine's own checks,
naming the draft's paragraph (with its words) that leaves the action out, or the option it is."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.core.errors import EngineError
from engine.spellcasters.api import default_library, new_game
from engine.spellcasters.bot import RandomBot
from engine.spellcasters.table import spellcasters_table
from tests.cli_run import run_cli
from tests.spellcasters.games import setup_for
from tests.spellcasters.helpers import board

RULES = spellcasters_table()
PLAYED_MANA = {"mana": 1, "location": 0, "combo": 0, "equipped": [], "cast": [], "combo_cards": []}


def ask(game: object, question: str) -> list[str]:
    return RULES.why_not(game, question).lines()


def table() -> object:
    return board({"casters": ["Twilight Sparkle", "Applejack"], "mana": ["Earth Mana"],
                  "hand": ["Fire Mana", "Helmet", "Apple Buck", "Ponyville"]},
                 {"casters": ["Spike"], "hand": ["Apple Pie"]}, done=PLAYED_MANA)


def test_a_second_mana_card_in_a_turn_is_refused_by_sc_6_2a_with_its_words() -> None:
    lines = ask(table(), "why can't I play Fire Mana?")
    assert lines == ["Read as: Player 1 plays Fire Mana #3.", "Not offered:",
                     "- Rule SC 6.2a: one Mana card is played a turn, and Player 1 has played one this turn.",
                     '    The rule says: "play a Mana card into your Mana pool (one per turn)"']


def test_an_equipment_on_the_players_own_spellcaster_is_said_to_be_offered() -> None:
    lines = ask(table(), "play Helmet on Applejack")
    assert lines == ["Read as: Player 1 plays Helmet #4 on Applejack #1.",
                     "It is offered as option 2: Attach Helmet #4 to Applejack #1."]


def test_a_combo_without_its_cards_names_what_it_needs_sc_2_6() -> None:
    lines = ask(table(), "play apple buck")
    assert lines[2] == "- Rule SC 2.6: Apple Buck #5 needs Applejack in Player 1's hand, besides itself."


def test_a_spell_whose_mana_is_not_there_names_its_cost_and_the_untapped_mana() -> None:
    lines = ask(table(), "why can't I cast Magic Blast at Spike")
    assert lines[0] == "Read as: Twilight Sparkle #0 casts Magic Blast at Spike #7."
    assert lines[2] == "- Rule SC 6.4: Magic Blast taps 1 Magic, and the untapped Mana is 1 Earth."


def test_a_spell_at_its_own_caster_is_refused_by_sc_6_5() -> None:
    lines = ask(table(), "cast Buck at Applejack")
    assert lines[2] == "- Rule SC 6.5: Applejack #1 can't cast Spells against itself."


def test_the_first_players_first_turn_casts_nothing_sc_5_4() -> None:
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"], "hand": ["Apple Pie"]}, {"casters": ["Spike"]}, turn=1,
                 done=PLAYED_MANA)
    lines = ask(game, "cast Buck")
    assert lines[2] == "- Rule SC 5.4: the player who goes first casts no Spells in their first turn."


def test_the_other_players_card_is_answered_for_them_with_whose_turn_it_is() -> None:
    lines = ask(table(), "why can't my opponent play Apple Pie")
    assert lines[0] == "Read as: Player 2 plays Apple Pie #8."
    assert lines[2] == "- Rule SC 6.2: it is Player 1's turn: only the turn player plays cards and casts Spells."


def test_ending_the_turn_is_offered() -> None:
    assert ask(table(), "end the turn")[1] == "It is offered as option 6: Cast no more Spells and end the turn."


def test_a_question_the_reader_cannot_read_is_answered_with_the_grammar() -> None:
    with pytest.raises(EngineError, match=re.escape("can't read \"why can't I shuffle the deck\": ask \"play CARD\", "
                                                   '"play CARD on SPELLCASTER", "cast SPELL"')):
        RULES.why_not(table(), "why can't I shuffle the deck")
    with pytest.raises(EngineError, match='no Spell or card in this game is called "Moon Beam"'):
        RULES.why_not(table(), "cast Moon Beam")
    assert RULES.why_grammar.startswith('ask "play CARD"') and RULES.why_hint == ('"play CARD"', '"cast SPELL"',
                                                                                  '"end turn"')


def test_tourney_engine_why_answers_on_a_spellcasters_board(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    game = new_game(setup_for(3), default_library())
    bot = RandomBot(5)
    while (decision := game.pending()) is not None and decision.kind != "action":
        game.submit(bot.choose(decision))
    path = tmp_path / "board.json"
    path.write_text(json.dumps(RULES.export_board(game)), encoding="utf-8")
    code, out, err = run_cli(capsys, "engine", "--game", "spellcasters", "why", str(path), "why can't I end my turn?")
    assert code == 0 and err == "", err
    assert out.splitlines()[0].endswith("ends their turn.") and "It is offered as option " in out


def test_a_spell_of_the_other_players_spellcaster_says_the_question_was_switched() -> None:
    """"Can Player 2 cast Buck?" while Buck is Applejack's, Player 1's: answered for Player 1,
    and the "Read as" line says so, in every game's one wording, not only whose it is."""
    lines = ask(table(), "can player 2 cast Buck?")
    assert lines[0] == ("Read as: Applejack #1 casts Buck (the question names Player 2, but that Spellcaster is "
                        "Player 1's: answered for Player 1).")
    said = ask(table(), "why can't I play Apple Pie")[0]
    assert said == ("Read as: Player 2 plays Apple Pie #8 (the question said \"I\", Player 1 is deciding, but that "
                    "card is Player 2's: answered for Player 2).")
    assert ask(table(), "cast Buck")[0] == "Read as: Applejack #1 casts Buck."
