"""Every game's boards can name their players (`players[p].name`), through the one core helper
(`engine.core.player_names`): a game dealt with names, a board file and the board editor keep
them, and what the table reads (position, log, prompts) says them for "P0" and "P1"."""

from __future__ import annotations

import copy
import re

import pytest

from engine.core.board_setup import BoardSetupProblem
from engine.core.errors import BoardFormatError
from tourney.services import match_table

LABEL = re.compile(r"\bP[01]\b")
NAMES = ("Rarity Belle", "Sam Lee")


def _dealt(system_id: str) -> tuple[object, object]:
    rules = match_table.table_rules(system_id)
    decks = [rules.read_deck(rules.theme_decks()[name], name) for name in rules.sample_pair()]
    table = match_table.start_game(decks, 3, system_id=system_id, players=NAMES)
    return rules, table.game


@pytest.mark.parametrize("system_id", ["mlp", "battledome", "spellcasters"])
def test_a_game_dealt_with_names_says_them_and_keeps_them_in_its_board(system_id: str) -> None:
    rules, game = _dealt(system_id)
    assert game.player_names == NAMES
    position = rules.position(game, 0, 0)
    assert [position.who(p) for p in (0, 1)] == list(NAMES)
    said = [position.summary, *(row.text for row in rules.log_rows(game))]
    decision = game.pending()
    if decision is not None:
        said.append(rules.words(game, decision.prompt))
    assert not [text for text in said if LABEL.search(text)], said
    document = rules.export_board(game)
    assert [player.get("name") for player in document["players"]] == list(NAMES)
    assert rules.load_board(copy.deepcopy(document)).player_names == NAMES


@pytest.mark.parametrize("system_id", ["battledome", "spellcasters"])
def test_the_board_editor_keeps_the_names_and_a_bad_name_is_refused_by_its_field(system_id: str) -> None:
    rules, game = _dealt(system_id)
    editing = rules.editing
    assert editing.schema.player_names
    bot = rules.bot(1)
    for _ in range(200):  # (played on until each player has what a board needs: an active Neopet, a Spellcaster)
        try:
            editing.build(editing.setup_from(game))
            break
        except BoardSetupProblem:
            game.submit(bot.choose(game.pending()))
    setup = editing.setup_from(game)
    assert setup.names() == NAMES
    setup.players[1].name = ""
    built = editing.build(setup).document
    assert [player.get("name") for player in built["players"]] == ["Rarity Belle", None]
    assert rules.load_board(copy.deepcopy(built)).player_names == ("Rarity Belle", "")
    document = rules.export_board(game)
    document["players"][1]["name"] = "rarity  belle"
    with pytest.raises(BoardFormatError, match=r"players\[1\]\.name: both players are named 'rarity belle'"):
        rules.load_board(copy.deepcopy(document))
    document["players"][0]["name"] = "P1"
    with pytest.raises(BoardFormatError, match=r"players\[0\]\.name: 'P1' holds a word"):
        rules.load_board(document)
