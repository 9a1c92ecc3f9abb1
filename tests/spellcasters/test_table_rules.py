"""The match table's view of Spellcasters: decks, notes on deck rules, the position in words."""

from __future__ import annotations

import pytest

from engine.core.errors import DeckFormatError
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.table import spellcasters_table
from tests.spellcasters.games import play, sample_halves
from tests.spellcasters.helpers import board, cast
from tourney.services import match_table
from tourney.services.board_editor import setup_from_game, start_board


def test_a_deck_naming_no_card_is_refused_with_the_line() -> None:
    with pytest.raises(DeckFormatError) as caught:
        spellcasters_table().read_deck("2 Twilight Sparkle\n3 Flying Pie\n", "bad.txt")
    assert "Flying Pie" in str(caught.value) and "line 2" in str(caught.value)


def test_a_half_deck_breaking_the_deck_rules_is_noted_and_still_dealt() -> None:
    table = spellcasters_table()
    harmony = table.read_deck(table.theme_decks()["Harmony"], "harmony.txt")
    short = harmony[:20]
    notes = table.construction_notes([harmony, short], ["Harmony", "Short"])
    assert notes and all(note.startswith("P1's half deck (Short)") for note in notes)
    assert any("Deck rule 2" in note for note in notes)
    game = table.new_game(table.make_setup([harmony, short], 1))
    assert game.pending() is not None


def test_the_position_in_words() -> None:
    table = spellcasters_table()
    game, _ = play(6)
    view = table.position(game, 10, 10)
    assert view.stat_name == "HP" and view.result.startswith("Game over: ")
    assert [area.title for area in view.areas] == ["Player 2's Spellcasters", "Player 2's Mana Pool", "The Location (shared)",
                                                    "The Junkyard (shared)", "Player 1's Mana Pool", "Player 1's Spellcasters"]
    assert [zone.title for zone in view.players[0].zones] == ["Hand", "Bleachers"]
    assert view.players[0].score == len(game.s["players"][1]["bleachers"])
    some = game.s["players"][0]["bleachers"] or game.s["junkyard"]
    detail = table.card_detail(game, some[0])
    assert detail is not None and detail.where.startswith("in ")
    assert table.card_detail(game, 10_000) is None


def test_a_shared_card_names_the_half_deck_it_came_from_not_the_turn_player() -> None:
    """The Location, the Junkyard and the deck are no player's (SC 1.1), yet their cards read "P0"
    in one turn and "P1" in the next, as if whoever's turn it was owned them: each names the half
    deck it came from, whichever turn it is."""
    table = spellcasters_table()
    seen: dict[int, set[str]] = {}
    turn_players = set()

    def look(game: SpellcastersGame) -> None:
        view = table.position(game, 0, 0)
        turn_players.add(view.turn_player)
        shared = [area for area in view.areas if area.shared]
        cards = [c for area in shared for c in (*area.cards, *([area.anchor] if area.anchor else []))]
        for card in (*cards, *view.piles[0].cards):
            seen.setdefault(card.iid, set()).add(card.player_text)

    game, _ = play(6, look)
    assert turn_players == {0, 1}
    assert seen == {i: {f"Player {game.s['halves'][i] + 1}'s half"} for i in seen}
    assert {text for texts in seen.values() for text in texts} == {"Player 1's half", "Player 2's half"}


@pytest.mark.parametrize("step, words", [("main", "Player 1's card-playing step"), ("spells", "Player 1's Spell-casting step")])
def test_the_heading_names_the_part_of_the_turn_in_the_drafts_words(step: str, words: str) -> None:
    """SC 6.2, SC 6.3: the heading says what the stops say, never the engine's "main step"."""
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"], "hand": ["Earth Mana"]}, {"casters": ["Rarity"]},
                 step=step)
    assert spellcasters_table().position(game, 0, 0).summary == f"Turn 3 · {words}"


def test_the_heading_at_the_end_of_a_game_says_who_won_not_a_game_over_step() -> None:
    """As MLP's heading: the turn the game ended in, then the result, never "P0's game over"."""
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]},
                 {"casters": [("Rarity", {"damage": 30})], "hand": ["Helmet"]})
    cast(game, "Applejack", 0, "Rarity")
    view = spellcasters_table().position(game, 0, 0)
    assert view.summary == "Turn 3 · Player 1's turn"
    assert view.result == "Game over: Player 1 wins (Player 2 has no Spellcaster and none to play from hand, SC 8.1)"


def test_a_loaded_board_logs_no_line_of_its_own_as_in_mlp() -> None:
    """The rule column shows rules of the draft only: no "board" entry for the loading."""
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]}, {"casters": ["Rarity"]})
    assert all(row.rule.startswith("SC ") for row in spellcasters_table().log_rows(game))


def test_each_spell_reads_on_a_line_of_its_own() -> None:
    """A Spellcaster's two spells ran together on the card panel ("... 25 damage Dazzle (1 Magic, ...)")
    as if the second's name were the first's words: each spell starts a line of its own."""
    game = board({"casters": ["Rarity"]}, {"casters": ["Applejack"]})
    text = spellcasters_table().card_detail(game, 0).text
    spells = game.spec(0).spells
    assert len(spells) == 2
    assert [line.split(" (")[0] for line in text.splitlines()] == [spell.name for spell in spells], text


def test_edit_this_board_keeps_the_equipment_of_the_spellcaster_numbered_0() -> None:
    """Edit this board, then Start here, at a position where Spellcaster #0 wore an Equipment was
    refused ("only Equipment is attached, and only to a Spellcaster in play"): the editor read
    its host's number 0 as no host. The position starts again with the Equipment on it."""
    table = match_table.start_game(list(sample_halves()[:2]), 1, system_id="spellcasters")
    bot = table.rules.bot(1)
    worn = None
    while worn is None and table.game.pending() is not None:
        table.game.submit(bot.choose(table.game.pending()))
        worn = next((c for p in table.game.s["players"] for c in p["casters"]
                     if c["iid"] == 0 and c["equipment"] >= 0), None)
    assert worn is not None, "no position of this game has an Equipment on Spellcaster #0"
    again = start_board(setup_from_game(table.game, "spellcasters"), system_id="spellcasters")
    assert [(c["iid"], c["equipment"]) for p in again.game.s["players"] for c in p["casters"]] == \
        [(c["iid"], c["equipment"]) for p in table.game.s["players"] for c in p["casters"]]
